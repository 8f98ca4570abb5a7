"""The game master's powers from chat (:mod:`tenkaichi.chat.table_chat_gm`): the host or a
moderator rules with ``!gm ...`` as the service's own inputs, so the table's views and log show
each ruling; anyone else's ``!gm`` is refused in one line and changes nothing; secret rolls
and whispers reach only whom they are for; players note and roll when the table lets them."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from tenkaichi.chat.frontends import all_games
from tenkaichi.chat.messages import Incoming
from tenkaichi.chat.table_chat import TableChat
from tenkaichi.cli.serve_cmd import default_data
from tenkaichi.table.service import TableService

from .test_table_chat import ANN, BOB, EVE, MOD, Channel

pytestmark = pytest.mark.skipif(default_data() is None, reason="needs the examples folder")


@pytest.fixture
def service(tmp_path: Path) -> TableService:
    return TableService(f"sqlite:///{tmp_path / 'tables.db'}")


@pytest.fixture
def fight(service: TableService) -> Channel:
    """The game-night encounter running: Ann (the host) plays the Z Fighters (Goku, Piccolo
    Jr.), Bob the Saiyans (Vegeta, Saibaman); Goku's turn."""
    fight = Channel(TableChat(service, "dbu", "fight"))
    fight.say(ANN, "!fight new game-night 5")
    fight.say(ANN, "!fight join Z Fighters")
    fight.say(BOB, "!fight join Saiyans")
    fight.say(ANN, "!fight start")
    return fight


def table_of(fight: Channel) -> int:
    table = fight.chat.store.channel("test", "c1", "dbu").table_id
    assert table is not None
    return table


def gm_view(fight: Channel) -> dict[str, Any]:
    return fight.chat.service.view(fight.chat.store.gm_token(table_of(fight)))


def seat_view(fight: Channel, user: str) -> dict[str, Any]:
    """What the seat of chat user ``user`` sees (the channel's own seat for ``""``)."""
    table = table_of(fight)
    if not user:
        return fight.chat.service.view(fight.chat._spectator(table))
    seat = next(m.seat_id for m in fight.chat.store.members(table) if m.user_id == user)
    return fight.chat.service.view(fight.chat.service.token_for(table, seat))


def fighter(fight: Channel, name: str) -> dict[str, Any]:
    return next(f for f in seat_view(fight, "")["fighters"] if f["name"] == name)


def rule(fight: Channel, text: str, who: Any = ANN) -> str:
    """A ruling made: the reply, which must show the "GM: ..." line it added to the log."""
    before = len(gm_view(fight)["events"])
    out = fight.say(who, text)
    assert len(out) == 1
    assert not out[0].error, out[0].text
    added = [e["text"] for e in gm_view(fight)["events"][before:] if e["kind"] == "ruling"]
    assert len(added) == 1, added
    assert added[0] in out[0].text
    return str(added[0])


def refused(fight: Channel, text: str, who: Any = ANN) -> str:
    """Refused in one line, and the table's log did not move."""
    seq = gm_view(fight)["seq"]
    line = fight.refused(who, text)
    assert gm_view(fight)["seq"] == seq
    assert "Traceback" not in line
    return line


def test_the_host_makes_each_kind_of_ruling(fight: Channel) -> None:
    life = rule(fight, "!gm life Goku 300 a senzu bean")
    assert life == "GM: Goku's Life set to 300 (a senzu bean)"
    assert fighter(fight, "Goku")["life"] == 300
    # a name with spaces, typed plain (the longest known name) or quoted
    assert rule(fight, "!gm ki piccolo jr. 10") == "GM: Piccolo Jr.'s Ki set to 10"
    assert fighter(fight, "Piccolo Jr.")["ki"] == 10
    assert rule(fight, '!gm capacity "Piccolo Jr." 5 drained') == (
        "GM: Piccolo Jr.'s Capacity set to 5 (drained)"
    )
    assert rule(fight, "!gm actions Goku 2") == "GM: Goku's Actions set to 2"
    assert rule(fight, "!gm counters Goku 0") == "GM: Goku's Counter Actions set to 0"
    assert rule(fight, "!gm condition Vegeta guard down for 3 rounds tripped") == (
        "GM: Vegeta is Guard Down for 3 Combat Rounds (tripped)"
    )
    assert fighter(fight, "Vegeta")["conditions"] == ["guard_down"]
    assert rule(fight, "!gm uncondition vegeta GUARD DOWN") == "GM: Vegeta is no longer Guard Down"
    assert fighter(fight, "Vegeta")["conditions"] == []
    assert rule(fight, "!gm condition Saibaman Hobbled") == (
        "GM: Saibaman is Hobbled (Called Shot: Leg)"
    )
    assert rule(fight, "!gm condition remove Saibaman hobbled") == (
        "GM: Saibaman is no longer Hobbled (Called Shot: Leg)"
    )
    assert rule(fight, "!gm move Goku D4 teleport") == (
        "GM: Goku moved from square E4 to square D4 (teleport)"
    )
    assert fighter(fight, "Goku")["pos"] == [3, 3]
    assert rule(fight, "!gm life Vegeta 100", who=MOD) == "GM: Vegeta's Life set to 100"
    offered = fight.replies[-1]  # the ruling asks Goku's decision again, under a new id
    assert offered.ping == (ANN.id,)
    assert offered.buttons[0].command.startswith("!fight choose ")
    assert "Goku (Ann), your turn." in offered.text
    # the channel's own log shows every ruling, and the turn is offered again
    history = "\n".join(fight.say(EVE, f"!fight history {page}")[0].text for page in (1, 2))
    assert "GM: Goku's Life set to 300 (a senzu bean)" in history
    assert "GM: Vegeta's Life set to 100" in history


def test_a_player_may_not_rule_and_nothing_changes(fight: Channel) -> None:
    for text in (
        "!gm life Goku 5",
        "!gm condition Goku prone",
        "!gm move Goku D4",
        "!gm note the dragon balls are fake",
        "!gm whisper Ann psst",
        "!gm roll 1d10",
        "!gm save Vegeta Perception secret",
        "!gm give Goku Bob",
        "!gm undo",
        "!gm options",
        "!gm choose 1",
        "!fight gm life Goku 5",
    ):
        assert refused(fight, text, who=BOB) == (
            "Only the table's host or a moderator may make rulings."
        )
    refused(fight, "!gm life Goku 5", who=EVE)
    assert fighter(fight, "Goku")["life"] == 338
    helped = fight.say(BOB, "!gm help")  # the commands are no secret
    assert "!gm life|ki|capacity|actions|counters <fighter> <value> [reason]" in helped[0].text


def test_notes_and_whispers(fight: Channel) -> None:
    said = fight.say(ANN, '!gm note Beware the boulder, "it moves"')
    assert said[0].text == 'Note from Ann (game master): Beware the boulder, "it moves"'
    assert said[0].private_to is None
    notes = [n["text"] for n in seat_view(fight, BOB.id)["notices"]]
    assert 'the game master: Beware the boulder, "it moves"' in notes
    told = fight.say(ANN, "!gm whisper Bob you hear a noise behind you")
    assert [(r.private_to, r.text) for r in told] == [
        (BOB.id, "The game master tells you, privately: you hear a noise behind you"),
        (ANN.id, "Told Bob, privately: you hear a noise behind you"),
    ]
    fight.say(ANN, "!gm whisper <@102> and a second one")  # a mention names the player
    assert any("and a second one" in n["text"] for n in seat_view(fight, BOB.id)["notices"])
    for reader in ("", ANN.id):  # the channel and the other player never read a whisper
        assert not any("noise" in n["text"] for n in seat_view(fight, reader)["notices"])
    history = fight.say(EVE, "!fight history")[0].text
    assert 'Beware the boulder, "it moves"' in history
    assert "noise" not in history


def test_rolls_show_their_odds_and_secret_rolls_stay_with_the_gm(fight: Channel) -> None:
    rolled = fight.say(ANN, "!gm roll 2d10+3 vs 12")[0]
    assert re.fullmatch(
        r"Ann \(game master\) rolls 2d10\+3 against 12 \(chance 68%\): 2d10\+3 .* = \d+: "
        r"(made it|missed)\.",
        rolled.text,
    ), rolled.text
    save = fight.say(ANN, "!gm save Piccolo Jr. Impulsive Saving Throw vs 12")[0]
    assert re.match(
        r"Ann \(game master\) rolls Piccolo Jr\.: Impulsive Save against 12 \(chance", save.text
    )
    secret = fight.say(ANN, "!gm roll 3d10+7 vs 20 secret")
    assert len(secret) == 1
    assert secret[0].private_to == ANN.id
    assert secret[0].text.startswith("Secret roll, shown only to the game master: Ann")
    hidden = fight.say(ANN, "!gm save Vegeta perception secret")[0]
    assert hidden.private_to == ANN.id
    assert any("3d10+7" in n["text"] for n in gm_view(fight)["notices"])  # it is in the log
    for reader in ("", ANN.id, BOB.id):
        notices = "\n".join(n["text"] for n in seat_view(fight, reader)["notices"])
        assert "3d10+7" not in notices
        assert "Vegeta: Perception" not in notices
        assert "2d10+3" in notices
    history = fight.say(EVE, "!fight history")[0].text
    assert "2d10+3" in history
    assert "3d10+7" not in history
    assert not any("3d10+7" in text for text in fight.public())


def test_players_note_and_roll_when_the_table_lets_them(fight: Channel) -> None:
    assert fight.say(BOB, "!fight note hello all")[0].text == "Note from Bob: hello all"
    rolled = fight.say(BOB, "!fight roll 1d10 vs 5")[0].text
    assert re.fullmatch(
        r"Bob rolls 1d10 against 5 \(chance 60%\): 1d10 .* = \d+: (made it|missed)\.", rolled
    )
    assert fight.say(BOB, "!fight roll Vegeta perception")[0].text.startswith(
        "Bob rolls Vegeta: Perception: "
    )
    assert "not yours to roll for" in refused(fight, "!fight roll Goku perception", who=BOB)
    assert "Only the game master rolls in secret" in refused(fight, "!fight roll 1d10 secret", BOB)
    assert "not playing" in refused(fight, "!fight note hi", who=EVE)
    gm = fight.chat.store.gm_token(table_of(fight))
    fight.chat.service.set_settings(gm, player_notes=False, player_rolls=False)
    assert "does not let players write notes" in refused(fight, "!fight note hi", who=BOB)
    assert "does not let players roll" in refused(fight, "!fight roll 1d10", who=BOB)


def test_undo_and_give(fight: Channel) -> None:
    rule(fight, "!gm life Goku 100")
    undone = fight.say(ANN, "!gm undo")
    assert undone[0].text.startswith("Ann (game master) takes back the last decision.")
    assert fighter(fight, "Goku")["life"] == 338
    assert any("took back the last decision" in n["text"] for n in gm_view(fight)["notices"])

    gave = fight.say(ANN, "!gm give Vegeta to Ann")[0].text
    assert gave.startswith("Ann (game master) gives Vegeta to Ann.")
    assert players(fight)["Vegeta"] == "Ann"
    assert "to a random bot" in fight.say(ANN, "!gm give Vegeta bot random")[0].text
    assert players(fight)["Vegeta"] == "Random bot"
    given = fight.say(ANN, '!gm give "Goku" gm')[0]
    assert "Goku (played by the game master) chooses." in given.text
    assert given.ping == ()
    assert given.buttons[0].command.startswith("!gm choose ")
    assert "Not your turn" in refused(fight, "!fight choose 1")  # Ann no longer plays Goku
    refused(fight, "!gm choose 1", who=BOB)
    for _ in range(3):  # Goku attacks Vegeta; Vegeta's bot answers, and the dice roll
        assert not fight.say(MOD, "!gm choose 1")[0].error
    asked = refused(fight, "!gm undo")
    assert "!gm undo 1 keep" in asked
    assert "!gm undo 1 again" in asked
    assert "rolled anew" in fight.say(ANN, "!gm undo again")[0].text
    assert any("rolls the dice again" in n["text"] for n in gm_view(fight)["notices"])


def players(fight: Channel) -> dict[str, str]:
    with fight.chat.service.seat_context(fight.chat.store.gm_token(table_of(fight))) as ctx:
        return dict(ctx.players)


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("!gm life Krillin 3", "There is no fighter 'Krillin' here. Fighters: Goku, Piccolo"),
        ("!gm condition Goku guard dwon", "There is no condition 'guard dwon' here."),
        ("!gm life Goku 339", "Goku's Life goes from 0 to 338 (its maximum)"),
        ("!gm life Goku -5", "The new Life is a whole number from 0"),
        ("!gm life Goku " + "9" * 400, "The new Life is a whole number from 0"),
        ("!gm ki Goku ５", "whole number"),
        ("!gm move Goku Z99", "Square Z99 is off the battlefield."),
        ("!gm move Goku 4D", "Name the square as the grid labels it"),
        ("!gm note " + "x" * 10_000, "That message is too long (10009 characters"),
        ("!gm life Goku 1\u200b0", "invisible formatting character (U+200B Zero Width Space"),
        ("!gm note hi \u202eereht", "(U+202E Right-To-Left Override"),
        ("!gm whisper Bob \u200fhi", "U+200F"),
        ("!gm dance", "There is no game master command 'dance'"),
        ("!gm roll 2d", "Sorry:"),
        ("!gm roll 1d10 vs", "After vs comes the number to reach"),
        ("!gm save Goku Dancing", "There is no Saving Throw or Skill 'Dancing' here."),
        ("!gm undo 9999", "How many decisions to take back is a whole number from 1 to 500"),
        ("!gm undo", "only 0 decisions can be taken back"),
        ("!gm give Goku Nobody", "There is no player 'Nobody' here."),
        ("!gm give Goku bot mcts", "Usage: !gm give <fighter> bot [random|greedy|search]"),
        ("!gm whisper Nobody hi", "There is no player 'Nobody' here."),
        ("!gm condition Goku prone 0", "The number of stacks is a whole number from 1"),
        ("!gm life Goku 5 " + "why " * 60, "A reason is at most 200 characters"),
        ("!gm options", "No fighter the game master plays chooses now."),
    ],
)
def test_bad_input_gets_one_line(fight: Channel, text: str, says: str) -> None:
    assert says in refused(fight, text)
    assert fighter(fight, "Goku")["life"] == 338


def test_gm_is_routed_among_every_game_in_the_channel(service: TableService) -> None:
    router = all_games(service, new_seed=lambda: 5)

    def say(who: Any, text: str) -> str:
        return "\n".join(r.text for r in router.handle(Incoming("test", "c9", who, text)))

    assert "!gm" in say(EVE, "!help")
    assert say(EVE, "!gm help").startswith("The game master's commands")
    assert "No table has been opened" in say(ANN, "!gm life Goku 5")
    say(ANN, "!fight new game-night")
    say(ANN, "!fight join")
    say(ANN, "!fight start")
    assert "GM: Goku's Life set to 1 (one hit left)" in say(ANN, "!gm life Goku 1 one hit left")
    say(ANN, "!top new")  # a second game in the channel: !gm is still the DBU table's
    assert say(ANN, "!gm note still here") == "Note from Ann (game master): still here"
