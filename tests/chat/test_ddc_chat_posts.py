"""Dungeon DICE Combat played by post: a Move & Act turn in one post, the recharge counted in
the fighter's posts, a custom roster from ``!join`` to the end, targets named as a forum
names them, and the smaller defects of issue 36 (the grid's column numbers, who won, the
Defend button)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tenkaichi.chat.ddc_actions import target_of
from tenkaichi.chat.ddc_chat import DdcChat
from tenkaichi.chat.ddc_commands import ChatError
from tenkaichi.chat.frontends import all_games
from tenkaichi.chat.messages import Author, Incoming, Reply
from tenkaichi.chat.router import ChatRouter
from tenkaichi.ddc.content import parse_roster
from tenkaichi.ddc.engine import Battle
from tenkaichi.ddc.render import grid, turn_line
from tenkaichi.ddc.setup import BattleSetup
from tenkaichi.table.service import TableService

from .chat_harness import run_cli

SEED = 1
"""With this seed Agumon (ann) moves before Gabumon (bob): see docs/ddc.md."""

ROSTER = """
fighters:
  - name: Renamon
    level: rookie
    hp: 400
    moves:
      - {name: Diamond Storm, kind: offense, range: long}
  - name: Terriermon
    level: rookie
    hp: 400
    moves:
      - {name: Bunny Blast, kind: offense, range: long}
  - name: Weakmon
    level: rookie
    hp: 1
"""


@pytest.fixture
def router(tmp_path: Path) -> Iterator[ChatRouter]:
    service = TableService(f"sqlite:///{tmp_path / 'chat.sqlite3'}")
    yield all_games(service, new_seed=lambda: SEED)
    service.close()


def send(
    router: ChatRouter, user: str, text: str, name: str = "", *, interactive: bool = False
) -> list[Reply]:
    author = Author(user, name or user)
    return router.handle(Incoming("forum", "t1", author, text, interactive=interactive))


def say(router: ChatRouter, user: str, text: str, name: str = "") -> str:
    return "\n".join(r.text for r in send(router, user, text, name))


def started(router: ChatRouter, bob: str = "bob") -> None:
    say(router, "ann", "!join Agumon")
    say(router, "bob", "!join Gabumon", bob)
    assert say(router, "ann", "!start").endswith("Agumon's turn - ann, your move.")


# --- 1. a Move & Act turn is one post -----------------------------------------------------------


@pytest.mark.rule("ddc.move.normal")
@pytest.mark.parametrize("between", [" ", "\n"])
def test_move_and_act_in_one_post(router: ChatRouter, between: str) -> None:
    started(router)
    replies = send(
        router, "ann", f"Agumon dashes in!\n!move 7 7{between}!attack PepperBreath @Gabumon"
    )
    assert len(replies) == 1
    assert not replies[0].error
    text = replies[0].text
    assert "Agumon moves from square 2,7 to square 7,7 (5 steps)" in text
    assert "Agumon uses Pepper Breath on Gabumon" in text
    assert text.endswith("Gabumon's turn - bob, your move.")
    assert replies[0].ping == ("bob",)  # not ann: she is reading her own post's answer


def test_a_refused_command_stops_the_post_and_changes_nothing_after_it(
    router: ChatRouter,
) -> None:
    started(router)
    text = say(router, "ann", "!move 3 7 !attack @Nobody !end")
    assert "Agumon moves from square 2,7 to square 3,7" in text
    assert "No fighter or player 'Nobody'" in text
    assert text.endswith("Not run, as an earlier command was refused: !end.")
    assert "Agumon's turn (4 steps left)" in say(router, "ann", "!status")


# --- 2. the recharge counts the fighter's posts --------------------------------------------------


@pytest.mark.rule("ddc.attack.recharge")
def test_a_named_move_recharges_for_two_posts_and_a_move_and_act_post_is_one(
    router: ChatRouter,
) -> None:
    started(router)
    first = say(router, "ann", "Pepper Breath!\n!move 7 7\n!attack PepperBreath @Gabumon")
    assert "uses Pepper Breath" in first
    refusals = []
    for _ in range(2):
        assert "Gabumon defends" in say(router, "bob", "!defend end")
        refusals.append(say(router, "ann", "!attack PepperBreath @Gabumon"))
        assert "Gabumon's turn" in say(router, "ann", "!end")
    assert "recharging until their post 4 (this is post 2)" in refusals[0]
    assert "recharging until their post 4 (this is post 3)" in refusals[1]
    say(router, "bob", "!defend end")
    assert "Agumon uses Pepper Breath on Gabumon" in say(router, "ann", "!a PepperBreath @Gabumon")


# --- 3. a custom roster, from !join to the end ----------------------------------------------------


def test_a_custom_roster_is_the_battles_from_join_to_every_later_post(tmp_path: Path) -> None:
    roster = tmp_path / "roster.yaml"
    roster.write_text(ROSTER, encoding="utf-8")
    db = tmp_path / "forum.sqlite3"

    def post(user: str, text: str, *more: str) -> tuple[int, str]:
        args = ["chat", "say", text, "--database", f"sqlite:///{db}", "--channel", "th-1"]
        return run_cli([*args, "--user", user, "--seed", "3", *more])

    assert post("ann", "!join Renamon", "--roster", str(roster))[0] == 0
    assert post("bob", "!join Terriermon", "--roster", str(roster))[0] == 0
    code, out = post("ann", "!start", "--roster", str(roster))
    assert code == 0, out
    assert "Battle begins: Renamon (rookie, 400 HP), Terriermon (rookie, 400 HP)" in out
    mover = "ann" if "Renamon's turn - ann" in out else "bob"
    # a later post, even one that forgets --roster, plays the same battle
    code, out = post(mover, "Here I come! !move +5 0 !end")
    assert code == 0, out
    assert "moves from square" in out
    code, out = post(mover, "!status", "--roster", str(roster))
    assert "400/400 HP" in out
    assert "unknown fighter" not in out


def test_the_packaged_roster_still_refuses_a_custom_fighter(router: ChatRouter) -> None:
    assert "No fighter called 'Renamon'" in say(router, "ann", "!join Renamon")


# --- 4. targets named as a forum names them -------------------------------------------------------


VIEW = {"battle": {"fighters": [{"name": n} for n in ("Agumon", "Gabumon", "Patamon", "Palmon")]}}
USERS = {"Gabumon": "2", "Patamon": "3", "Palmon": "4"}
NAMES = {"Agumon": "bot (greedy)", "Gabumon": "Ana", "Patamon": "Ana María", "Palmon": "🐉Ryu"}


@pytest.mark.parametrize(
    ("words", "fighter"),
    [
        ("@Ana Maria", "Patamon"),
        ("@ana maría", "Patamon"),
        ("@ANA  MARIA", "Patamon"),
        ("@Ana", "Gabumon"),
        ("@🐉Ryu", "Palmon"),
        ("@🐉ryu", "Palmon"),
        ("@gabumon", "Gabumon"),
        ("Patamon", "Patamon"),
        ("<@4>", "Palmon"),
    ],
)
def test_the_longest_known_name_after_the_at_sign_is_the_target(words: str, fighter: str) -> None:
    assert target_of(VIEW, words, USERS, NAMES) == fighter


@pytest.mark.parametrize(
    ("words", "refusal"),
    [
        ("@Ana Maria please", "'please' after the target is not part of a name"),
        ("@Anastasia", "No fighter or player 'Anastasia'"),
        ("@bot (greedy)", "No fighter or player"),  # a bot is named by its fighter
        ("<@4> now", "'now' after the target"),
    ],
)
def test_a_name_with_more_after_it_or_nobodys_name_is_refused(words: str, refusal: str) -> None:
    with pytest.raises(ChatError, match=refusal.replace("(", r"\(").replace(")", r"\)")):
        target_of(VIEW, words, USERS, NAMES)


def test_two_players_of_one_name_up_to_accents_are_ambiguous() -> None:
    names = {**NAMES, "Palmon": "Ána"}
    with pytest.raises(ChatError, match="More than one"):
        target_of(VIEW, "@ana", USERS, names)


def test_a_display_name_with_a_space_is_targeted_in_chat(router: ChatRouter) -> None:
    started(router, bob="Ana Maria")
    text = say(router, "ann", "!move 7 7\n!attack PepperBreath @Ana Maria")
    assert "Agumon uses Pepper Breath on Gabumon" in text


# --- 5. smaller defects -------------------------------------------------------------------------


def test_the_grid_numbers_columns_as_squares_are_named() -> None:
    battle = Battle.start(BattleSetup.of("Agumon", "Gabumon"), SEED)
    header, *rows = grid(battle).splitlines()
    assert header.split() == [str(x) for x in range(15)]
    row = next(r for r in rows if r.split()[0] == "7")
    # Agumon stands on square 2,7 and Gabumon on 12,7: under the columns 2 and 12
    assert row[header.index(" 2 ") + 1] == "A"
    assert row[header.index("12") + 1] == "G"


def test_the_status_in_chat_shows_whole_column_numbers(router: ChatRouter) -> None:
    started(router)
    board = say(router, "ann", "!status")
    assert " 9 10 11 12 13 14" in board
    assert "9 0 1" not in board


WINNERS = (
    ROSTER
    + """
  - name: Bigmon
    level: mega
    hp: 5000
    moves:
      - {name: Mega Blast, kind: offense, range: long}
"""
)


def _quick_battle() -> Battle:
    roster = parse_roster(WINNERS, "test roster")
    setup = BattleSetup.model_validate(
        {
            "fighters": [
                {"fighter": "Bigmon", "side": "rivals", "x": 1, "y": 1},
                {"fighter": "Renamon", "side": "rivals", "x": 2, "y": 1},
                {"fighter": "Weakmon", "x": 2, "y": 2},
            ],
            "roster": roster.model_dump(mode="json"),
        }
    )
    battle = Battle.start(setup, SEED)
    while not battle.over:
        actor = battle.state.actor
        foes = [f for f in battle.state.fighters if f.side != actor.side and f.alive]
        attack = f"attack Normal {foes[0].name}" if actor.name != "Weakmon" else "end"
        battle.apply(attack)
    return battle


def test_battle_over_names_the_winning_sides_fighters() -> None:
    battle = _quick_battle()
    last = battle.events[-1]
    assert last.text == "Battle over: Bigmon and Renamon win (side rivals; last side standing)"
    assert last.data == {"winner": "rivals"}
    assert turn_line(battle) == "Battle over: Bigmon and Renamon win (side rivals)"


def test_a_lone_fighter_still_just_wins() -> None:
    raw = {
        "fighters": [{"fighter": "Agumon", "x": 2, "y": 7}, {"fighter": "Gabumon", "x": 3, "y": 7}]
    }
    battle = Battle.start(BattleSetup.model_validate(raw), SEED)
    first = battle.state.actor.name
    for fighter in battle.state.fighters:
        fighter.hp = 1
    battle.apply(f"attack Normal {'Gabumon' if first == 'Agumon' else 'Agumon'}")
    assert battle.events[-1].text == f"Battle over: {first} wins (last side standing)"


def test_chat_names_the_winners_and_who_played_them(tmp_path: Path) -> None:
    service = TableService(f"sqlite:///{tmp_path / 'chat.sqlite3'}")
    router = all_games(service, roster=parse_roster(WINNERS, "test roster"), new_seed=lambda: 5)
    say(router, "ann", "!join Bigmon rivals")
    say(router, "ann", "!bot Renamon greedy rivals")
    say(router, "ann", "!bot Weakmon greedy")
    text = say(router, "ann", "!start")
    for _ in range(60):
        if "The battle is over" in text:
            break
        text = say(router, "ann", "!a MegaBlast @Weakmon !end")
        if "out of range" in text or "recharging" in text:
            text = say(router, "ann", "!end")
    assert text.endswith("The battle is over: Bigmon (ann) and Renamon win."), text
    assert "The last battle is over: Bigmon (ann) and Renamon win." in say(router, "ann", "!status")
    service.close()


def face_to_face(router: ChatRouter) -> None:
    """Agumon charges next to Gabumon: on bob's turn Gabumon could attack."""
    started(router)
    assert say(router, "ann", "!charge 11 7").endswith("Gabumon's turn - bob, your move.")


@pytest.mark.rule("ddc.move.defend")
def test_the_defend_button_ends_the_turn(router: ChatRouter) -> None:
    face_to_face(router)
    shown = send(router, "bob", "!moves")[0]
    assert any(b.command.startswith("!attack") for b in shown.buttons)  # an attack was open
    button = next(b for b in shown.buttons if b.label == "Defend (end the turn guarding)")
    pressed = send(router, "bob", button.command, interactive=True)[0].text
    assert "Gabumon defends" in pressed
    assert "Agumon's turn (post 2)" in pressed
    assert pressed.endswith("Agumon's turn - ann, your move.")


def test_defend_typed_alone_still_leaves_the_attack_open(router: ChatRouter) -> None:
    face_to_face(router)
    defended = say(router, "bob", "!defend")
    assert defended.endswith("Gabumon's turn (defending) - bob, your move.")
    assert "takes nothing after it, or end" in say(router, "bob", "!defend now")
    assert "takes nothing after it." in say(router, "bob", "!end now")  # refused...
    assert "Agumon's turn (post 2)" in say(router, "bob", "!end")  # ...and nothing changed


def _notes(router: ChatRouter) -> list[dict[str, object]]:
    chat = next(f for f in router.frontends if isinstance(f, DdcChat))
    table = chat.store.channel("forum", "t1", "ddc").table_id
    assert table is not None
    view = chat.service.view(chat.store.gm_token(table))
    return [
        {"text": n["text"], "at": n["at"], "events": len(view["events"])} for n in view["notices"]
    ]


def test_the_posts_prose_is_kept_in_the_log_before_its_action(router: ChatRouter) -> None:
    started(router)
    assert _notes(router) == []
    say(router, "ann", "Agumon dashes in!\n!move 7 7 !attack @Nobody\nHa!")
    (note,) = _notes(router)
    assert note["text"] == "ann: Agumon dashes in! Ha!"
    assert note["at"] == 6  # after the 6 events of the start, before the move's
    say(router, "ann", "Off again! !attack @Nobody")  # refused: its words are not kept
    assert len(_notes(router)) == 1
