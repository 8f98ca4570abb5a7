"""Dungeon DICE Combat in chat over the table service: battles as tables, whose-turn checks,
bad input of every kind (each refusal one line that changes nothing), restarts, bots."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import sqlalchemy as sa
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tenkaichi.chat.ddc_chat import MAX_REPLY, DdcChat
from tenkaichi.chat.ddc_commands import MAX_MESSAGE
from tenkaichi.chat.messages import Author, Incoming, Reply
from tenkaichi.table.service import TableService
from tenkaichi.table.store import CHANNELS, INPUTS, MEMBERS, SEATS, TABLES

SEED = 11


@pytest.fixture
def url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'chat.sqlite3'}"


@pytest.fixture
def front(url: str) -> Iterator[DdcChat]:
    service = TableService(url)
    yield DdcChat(service, new_seed=lambda: SEED)
    service.close()


def stored(front: DdcChat) -> tuple[object, ...]:
    """Everything a command could change: tables, seats, inputs, channel rows, members."""
    with front.service.engine.connect() as c:
        return tuple(
            tuple(tuple(r) for r in c.execute(sa.select(t)).all())
            for t in (TABLES, SEATS, INPUTS, CHANNELS, MEMBERS)
        )


def replies(front: DdcChat, user: str, text: str, channel: str = "b1", **kw: object) -> list[Reply]:
    mentions = tuple(Author(i, n) for i, n in kw.get("mentions", ()))  # type: ignore[attr-defined]
    message = Incoming(
        "test", channel, Author(user, user, bool(kw.get("moderator"))), text, mentions
    )
    return front.handle(message)


def say(front: DdcChat, user: str, text: str, channel: str = "b1", **kw: object) -> str:
    got = replies(front, user, text, channel, **kw)
    assert len(got) == 1
    assert len(got[0].text) < 2000
    return got[0].text


def started(front: DdcChat) -> tuple[str, str]:
    """Ann (Agumon) and Bob (Gabumon) in channel b1; returns (who moves first, the other)."""
    say(front, "ann", "!join Agumon")
    say(front, "bob", "!join Gabumon")
    reply = say(front, "ann", "!start")
    first = "ann" if "Agumon's turn - ann" in reply else "bob"
    return first, "bob" if first == "ann" else "ann"


@pytest.mark.rule("ddc.move.charge")
def test_a_battle_runs_on_chat_commands(front: DdcChat) -> None:
    first, second = started(front)
    fighter = {"ann": "Agumon", "bob": "Gabumon"}
    got = replies(front, first, "!charge 11 7" if first == "ann" else "!charge 3 7")
    assert got[0].text.endswith(f"{fighter[second]}'s turn - {second}, your move.")
    assert got[0].ping == (second,)  # the next player is notified
    reply = say(front, second, f"!attack @{fighter[first]}")
    assert f"{fighter[second]} uses Normal on {fighter[first]}: 4d4 (" in reply
    assert f"{fighter[first]} takes " in reply


def test_every_action_appends_one_input_and_nothing_is_rewritten(front: DdcChat) -> None:
    first, _ = started(front)
    with front.service.engine.connect() as c:
        before = c.execute(sa.select(INPUTS)).all()
    say(front, first, "!move +1 0")
    with front.service.engine.connect() as c:
        after = c.execute(sa.select(INPUTS)).all()
    assert after[: len(before)] == before
    assert len(after) == len(before) + 1


def test_a_restart_loses_nothing(url: str) -> None:
    service = TableService(url)
    first_front = DdcChat(service, new_seed=lambda: SEED)
    first, _ = started(first_front)
    say(first_front, first, "!move +1 0")
    before = say(first_front, first, "!status")
    service.close()
    service = TableService(url)
    again = DdcChat(service, new_seed=lambda: 99)
    assert say(again, first, "!status") == before
    service.close()


def test_bots_take_their_turns_in_the_same_reply(front: DdcChat) -> None:
    say(front, "ann", "!join Agumon")
    say(front, "ann", "!bot Gabumon greedy")
    reply = say(front, "ann", "!start")
    while "The battle is over" not in reply:
        assert reply.splitlines()[-1].endswith("ann, your move.")
        reply = say(front, "ann", "!defend")
        if "ann, your move." in reply.splitlines()[-1] and "over" not in reply:
            reply = say(front, "ann", "!end")  # a Defender may still attack: she does not
    assert "Gabumon wins" in reply


def test_mentions_name_a_players_fighter(front: DdcChat) -> None:
    say(front, "111", "!join Agumon")
    say(front, "222", "!join Gabumon")
    reply = say(front, "111", "!start")
    mover, target = ("111", "222") if "Agumon's turn" in reply.splitlines()[-1] else ("222", "111")
    say(front, mover, "!charge 11 7" if mover == "111" else "!charge 3 7")
    other = say(front, target, f"!attack <@{mover}>", mentions=[(mover, mover)])
    assert "uses Normal on" in other


BAD_INPUT = [
    ("zed", "!move 3 3", "not in this battle"),
    ("SECOND", "!end", "Not your turn"),
    ("FIRST", "!move x 2", "two whole numbers"),
    ("FIRST", "!move 3", "two whole numbers"),
    ("FIRST", "!move 1e3 2", "two whole numbers"),
    ("FIRST", "!move 99999999999999999999999 0", "off the 15x15 grid"),
    ("FIRST", "!move 30 7", "off the 15x15 grid"),
    ("FIRST", "!move +20 0", "off the 15x15 grid"),
    ("FIRST", "!attack PepperBreath @Gabumon", "out of range"),
    ("FIRST", "!attack Fireball @Gabumon", "no move"),
    ("FIRST", "!attack @Nobody", "No fighter or player"),
    ("FIRST", "!attack", "Usage"),
    ("FIRST", "!defend now", "takes nothing"),
    ("FIRST", "!digivolve Greymon", "digivolving is impossible in this battle"),
    ("FIRST", "!move " + "9" * 600, "too long"),
    ("FIRST", "!status " + "x" * (MAX_MESSAGE + 1), "too long"),
    ("ann", "!join Gabumon", "battle is on"),
    ("ann", "!start", "already started"),
    ("ann", "!leave", "battle is on"),
]


@pytest.mark.parametrize(("user", "text", "expected"), BAD_INPUT)
def test_bad_input_gets_a_clear_reply_and_changes_nothing(
    front: DdcChat, user: str, text: str, expected: str
) -> None:
    first, second = started(front)
    user = {"FIRST": first, "SECOND": second}.get(user, user)
    before = stored(front)
    got = replies(front, user, text)
    assert len(got) == 1
    assert got[0].error
    assert expected in got[0].text
    assert "\n" not in got[0].text
    assert stored(front) == before


def test_moving_into_an_occupied_square_is_refused(front: DdcChat) -> None:
    first, second = started(front)
    say(front, first, "!charge 11 7" if first == "ann" else "!charge 3 7")
    before = stored(front)
    target = "11 7" if first == "ann" else "3 7"
    assert "is taken by" in say(front, second, f"!move {target}")
    assert stored(front) == before


def test_lobby_refusals(front: DdcChat) -> None:
    assert "no battle in progress" in say(front, "ann", "!move 1 1", channel="b9")
    assert "Channel ids" in say(front, "ann", "!status", channel="x" * 101)
    say(front, "ann", "!join Agumon")
    before = stored(front)
    assert "at least two sides" in say(front, "ann", "!start")
    assert "no battle in progress" in say(front, "ann", "!move 1 1")
    assert "already play Agumon" in say(front, "ann", "!join Gabumon")
    assert "No fighter called" in say(front, "bob", "!join Nobodymon")
    assert "Only the players in this lobby" in say(front, "bob", "!start")
    assert stored(front) == before


def test_plain_chat_and_other_commands_are_not_ours(front: DdcChat) -> None:
    before = stored(front)
    assert replies(front, "ann", "hello everyone") == []
    assert replies(front, "ann", "!roll 3d10") == []  # another front-end's command
    assert stored(front) == before


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(text=st.text(max_size=80))
def test_anything_from_an_outsider_changes_nothing(front: DdcChat, text: str) -> None:
    if not stored(front)[0]:
        started(front)
    before = stored(front)
    got = replies(front, "outsider", "!" + text)
    assert all(0 < len(r.text) <= MAX_REPLY for r in got)
    assert stored(front) == before


def test_replies_stay_short_with_twelve_fighters(front: DdcChat) -> None:
    say(front, "ann", "!join Gabumon")
    for _ in range(11):
        say(front, "ann", "!bot Agumon random")
    reply = say(front, "ann", "!start")
    assert len(reply) <= MAX_REPLY
    assert len(say(front, "ann", "!status")) <= MAX_REPLY
    assert len(say(front, "ann", "!history")) <= MAX_REPLY


def test_a_moderator_ends_a_battle_and_join_gathers_the_next(front: DdcChat) -> None:
    first, second = started(front)
    assert "Only the battle's players" in say(front, "zed", "!abandon")
    assert "asks to end the battle" in say(front, second, "!abandon")
    assert "ends with no winner" in say(front, first, "!abandon")
    assert "no battle in progress" in say(front, first, "!end")
    assert "The last battle is over" in say(front, first, "!status")
    assert "Agumon (rookie) joins the lobby" in say(front, "ann", "!join Agumon")
    assert "has not started" in say(front, "ann", "!status")
    assert "joins the lobby" in say(front, "bob", "!join Gabumon")
    say(front, "ann", "!start")
    assert "(a moderator) ends the battle" in say(front, "mod", "!abandon", moderator=True)


def test_a_player_gets_their_seats_web_link_alone_and_it_plays_the_same_table(url: str) -> None:
    from tenkaichi.chat.frontends import all_games

    service = TableService(url)
    router = all_games(service, new_seed=lambda: SEED, web_url="https://table.example")

    def send(user: str, text: str) -> list[Reply]:
        return router.handle(Incoming("test", "b1", Author(user, user), text))

    send("ann", "!join Agumon")
    send("bob", "!join Gabumon")
    first = "ann" if "ann, your move" in send("ann", "!start")[0].text else "bob"
    outsider = send("zed", "!link")
    assert outsider[0].error
    assert outsider[0].private_to == "zed"
    link = send(first, "!link")[0]
    assert link.private_to == first
    token = link.text.split("/seat/")[1].split()[0]
    # the web seat and the chat user are one seat: an answer from the web is the chat's turn
    view = service.view(token)
    end = next(o for o in view["pending"]["options"] if o["key"] == "end")
    service.answer(token, view["pending"]["decision_id"], end["number"])
    assert "Not your turn" in send(first, "!end")[0].text
    assert "turn_ended" in {e.get("kind") for e in service.view(token)["events"]}
    service.close()
