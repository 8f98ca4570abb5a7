"""Issue 18: what a hostile user found in the Dungeon DICE Combat chat commands.

Each test states the behaviour a chat front-end owes its channel, through
:class:`~tests.chat.chat_harness.Harness`. They were written blind, from the issue's list and
the documented commands, and run against the old DDC chat layer first: every one failed there
for the reason its comment names (a strict xfail, commit "chat: defect tests pass on the new
front-end..."), except the huge-ids and case-of-sides tests, which guard what the old layer
already did. The old layer is gone; they now hold the chat front-end over the table service.

The tests only assume what the chat section of docs/ddc.md shows: fighters' starting squares and
moves come from the engine; a refused command changes nothing; a command sent out of turn is
answered with "Not your turn"; an event line (a move, a hit) reads the same wherever it is shown.
Turn order comes from dice, so :func:`play` lets whoever's turn it is act, whatever the order.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from .chat_harness import Harness
from .conftest import MakeHarness

HANG = 120.0
"""Seconds a racing join may take: a guard against a hang, not a speed expectation."""

MAX_CHARS = 2000
"""The most characters of one chat message (Discord's limit)."""
LEAKS = ("constraint", "unique", "sqlite", "traceback", "operationalerror", "integrityerror")
"""Words of a raw database error or a Python traceback, which no reply may show."""

# Starting squares of three fighters, in joining order (the engine's setup, docs/ddc.md).
FIRST, SECOND, THIRD = (1, 7), (10, 2), (10, 12)


def lines(reply: str) -> list[str]:
    return [line for line in reply.splitlines() if line.strip()]


def one_line(reply: str) -> str:
    """The reply, which must be exactly one line."""
    assert len(lines(reply)) == 1, f"expected one line, got: {reply!r}"
    return reply.strip()


def out_of_turn(reply: str) -> bool:
    return "not your turn" in reply.lower()


def status(harness: Harness, channel: str = "c1") -> str:
    return harness.say("status-reader", "!status", channel=channel)


def hp_line(board: str, fighter: str) -> str:
    """The line of a ``!status`` reply that gives ``fighter``'s hit points."""
    found = [line for line in board.splitlines() if re.search(rf"\b{fighter}\b.*\d+/\d+", line)]
    assert found, f"no hit points of {fighter} in: {board!r}"
    return found[0]


def play(
    harness: Harness,
    turns: dict[str, Sequence[Sequence[str]]],
    *,
    channel: str = "c1",
    passes: int = 40,
    until: Callable[[str], bool] = lambda reply: False,
) -> list[tuple[str, str, str]]:
    """Play the listed turns of each player, in whatever order the dice set.

    ``turns[user]`` is that player's turns, each a list of commands sent one after the other
    when it is their turn; a player whose turns are used up ends each further turn. Stops when
    every player's turns are played, or a reply satisfies ``until``. Returns (user, command,
    reply) of every command that was not refused as out of turn."""
    left = {user: list(user_turns) for user, user_turns in turns.items()}
    said: list[tuple[str, str, str]] = []
    for _ in range(passes):
        for user, user_turns in left.items():
            commands = user_turns[0] if user_turns else ["!end"]
            first = harness.say(user, commands[0], channel=channel)
            if out_of_turn(first):
                continue
            said.append((user, commands[0], first))
            for command in commands[1:]:
                said.append((user, command, harness.say(user, command, channel=channel)))
            if user_turns:
                user_turns.pop(0)
            if any(until(reply) for _, _, reply in said):
                return said
        if not any(left.values()):
            return said
    raise AssertionError(f"the turns were not all played: {left}, said: {said[-6:]}")


def join_all(
    harness: Harness, players: Sequence[tuple[str, str, str]], channel: str = "c1"
) -> None:
    """(user id, display name, fighter) of each player, joining in this order, then start."""
    for user, name, fighter in players:
        harness.say(user, f"!join {fighter}", channel=channel, display=name)
    harness.say(players[0][0], "!start", channel=channel)


def ended(harness: Harness, channel: str = "c1") -> bool:
    """Whether the channel's battle is over: a newcomer's ``!join`` then opens a new lobby, whose
    ``!status`` names no fighter but theirs (Palmon)."""
    harness.say("newcomer", "!join Palmon", channel=channel)
    board = status(harness, channel)
    return "Palmon" in board and not re.search(r"Susanoomon|Omnimon|Agumon", board)


def knock_out_agumon(harness: Harness) -> None:
    """Players 101 (Susanoomon) and 103 (Omnimon) knock out 102's Agumon; they fight on."""
    join_all(
        harness, [("102", "Vic", "Agumon"), ("101", "Ana", "Susanoomon"), ("103", "Bo", "Omnimon")]
    )
    strike = ["!attack Amaterasu @Agumon", "!attack @Agumon", "!end"]
    cannon = ["!attack SupremeCannon @Agumon", "!attack @Agumon", "!end"]
    said = play(
        harness,
        {
            "101": [["!charge 2 6"], *[strike] * 8],
            "103": [["!charge 2 8"], *[cannon] * 8],
            "102": [],
        },
        until=lambda reply: "K.O." in reply,
    )
    assert any("K.O." in reply for _, _, reply in said), said[-4:]


# --- 1. lobby changes belong to the lobby's players and the channel's moderators ------------------


def test_an_outsider_cannot_add_bots_or_start(harness: Harness) -> None:
    # the defect on the old layer: anyone, even someone not in the battle, can add bots with !bot
    harness.say("101", "!join Agumon", display="Ana")
    harness.say("102", "!join Gabumon", display="Bo")
    before = status(harness)
    for command in ("!bot Palmon", "!bot Gomamon greedy", "!start"):
        one_line(harness.say("666", command, display="Mallory"))
        assert status(harness) == before, command


def test_a_player_of_the_lobby_or_a_moderator_removes_a_bot(harness: Harness) -> None:
    # the defect on the old layer: there is no !unbot: a bot can never be removed
    harness.say("101", "!join Agumon", display="Ana")
    harness.say("101", "!bot Gabumon")
    harness.say("101", "!bot Palmon")
    harness.say("666", "!unbot Gabumon", display="Mallory")
    assert "Gabumon" in status(harness), "an outsider removed a bot"
    harness.say("101", "!unbot Gabumon")
    harness.say("777", "!unbot Palmon", display="Mod", moderator=True)
    board = status(harness)
    assert "Agumon" in board
    assert "Gabumon" not in board, board
    assert "Palmon" not in board, board


def test_a_lobby_full_of_bots_can_be_emptied_by_a_moderator(harness: Harness) -> None:
    # the defect on the old layer: twelve bots lock a channel's lobby for good
    roster = ["Agumon", "Gabumon", "Patamon", "Palmon", "Gomamon", "Greymon", "Garurumon"]
    roster += ["MetalGreymon", "WarGreymon", "Omnimon", "Susanoomon"]
    for fighter in roster:
        harness.say("777", f"!bot {fighter}", moderator=True)
    harness.say("777", "!bot Agumon", moderator=True)  # the twelfth
    harness.say("101", "!join Gabumon", display="Ana")
    assert "Ana" not in status(harness), "a thirteenth fighter joined"
    for fighter in roster[1:]:
        harness.say("777", f"!unbot {fighter}", moderator=True)
    harness.say("101", "!join Gabumon", display="Ana")
    board = status(harness)
    assert "Ana" in board, board
    assert "Susanoomon" not in board, board


def test_a_moderator_ends_a_battle_in_progress(harness: Harness) -> None:
    # the defect on the old layer: only a player of the battle may !abandon it; moderators cannot
    join_all(harness, [("101", "Ana", "Susanoomon"), ("103", "Bo", "Omnimon")])
    assert not ended(harness)
    harness.say("777", "!abandon", display="Mod", moderator=True)
    assert ended(harness)


# --- 2. !attack @name names the right fighter -----------------------------------------------------


def test_attacking_a_unicode_name_hits_that_player_never_a_bystander(harness: Harness) -> None:
    # the defect on the old layer: non-ASCII characters are dropped when matching names: @李 hits
    # someone else
    join_all(
        harness, [("101", "Дима", "Agumon"), ("102", "李", "Gabumon"), ("103", "Zoë", "Patamon")]
    )
    # Gabumon (李) and Patamon (Zoë) charge next to Agumon (Дима, the bystander) and each other.
    said = play(
        harness,
        {
            "102": [["!charge 2 6"]],
            "103": [["!charge 2 7"], ["!attack @李", "!end"]],
            "101": [],
        },
    )
    attack = [reply for user, command, reply in said if command == "!attack @李"]
    assert attack, said
    assert "Gabumon" in attack[0], attack
    assert "Agumon" not in attack[0], attack
    board = status(harness)
    assert "100/100" in hp_line(board, "Agumon"), board
    assert "100/100" not in hp_line(board, "Gabumon"), board


@pytest.mark.parametrize("name", ["Ĳ", "Дима", "李"])
def test_attacking_a_name_nobody_has_is_refused(harness: Harness, name: str) -> None:
    # the defect on the old layer: a name matching nobody matches the first player with a non-ASCII
    # name
    join_all(harness, [("101", "Ана", "Agumon"), ("102", "Bo", "Gabumon")])
    said = play(
        harness, {"101": [[f"!attack @{name}", "!end"]], "102": [[f"!attack @{name}", "!end"]]}
    )
    for _, command, reply in said:
        if command.startswith("!attack"):
            assert name in one_line(reply), reply
            assert "takes" not in reply, reply
    board = status(harness)
    for fighter in ("Agumon", "Gabumon"):
        assert "100/100" in hp_line(board, fighter), board


def test_two_players_with_the_same_name_are_refused_as_ambiguous_and_a_mention_picks_one(
    harness: Harness,
) -> None:
    # the defect on the old layer: names are compared without Unicode normalisation or ambiguity
    # check
    nfc, nfd = "Zoë", "Zoe\u0308"
    assert nfc != nfd
    assert unicodedata.normalize("NFC", nfd) == nfc
    join_all(harness, [("101", nfc, "Agumon"), ("102", nfd, "Gabumon"), ("103", "Li", "Patamon")])
    said = play(
        harness,
        {"103": [[f"!attack @{nfc}", f"!attack @{nfd}", "!status"]], "101": [], "102": []},
    )
    replies = {command: reply for user, command, reply in said if user == "103"}
    for command in (f"!attack @{nfc}", f"!attack @{nfd}"):
        refusal = one_line(replies[command])
        assert "Agumon" in refusal, refusal
        assert "Gabumon" in refusal, refusal
    for fighter in ("Agumon", "Gabumon"):
        assert "100/100" in hp_line(replies["!status"], fighter), replies["!status"]
    mention = harness.say("103", "!attack <@102>", mentions=[("102", nfd)])
    assert "Gabumon" in mention, mention
    assert "Agumon" not in mention, mention


# --- 3. a damaged stored battle -------------------------------------------------------------------


def test_a_damaged_battle_is_reported_in_one_reply_never_raised(
    harness: Harness, tmp_path: Path
) -> None:
    # the defect on the old layer: a row whose actions no longer decode makes the layer raise
    join_all(harness, [("101", "Ana", "Agumon"), ("102", "Bo", "Gabumon")])
    play(harness, {"101": [["!end"]], "102": [["!end"]]})
    harness.damage("c1")
    # a process that reads the stored battle (a restart, a second worker) finds the damage
    reply = harness.twin().say("101", "!status")
    assert re.search(r"damaged|corrupt|cannot go on|can't go on", reply, re.I), reply
    later = [reply, harness.say("777", "!abandon", moderator=True)]
    later += [harness.twin().say("102", "!status"), harness.say("102", "!join Gabumon")]
    for reply in later:
        assert reply, "no reply at all"
        assert str(tmp_path) not in reply, reply
        assert not any(word in reply.lower() for word in LEAKS), reply


# --- 4. two first joins at once -------------------------------------------------------------------


def test_racing_first_joins_never_show_a_database_error(harness: Harness) -> None:
    # the defect on the old layer: two first !joins racing give 'UNIQUE constraint failed'
    replies: list[str] = []

    def join(channel: str, user: str, fighter: str, start: threading.Barrier) -> None:
        twin = harness.twin()  # its own connection, as a second process has
        start.wait()
        replies.append(twin.say(user, f"!join {fighter}", channel=channel))

    for race in range(12):
        start = threading.Barrier(2)
        runners = [
            threading.Thread(target=join, args=(f"r{race}", "101", "Agumon", start)),
            threading.Thread(target=join, args=(f"r{race}", "102", "Gabumon", start)),
        ]
        for runner in runners:
            runner.start()
        for runner in runners:
            runner.join(timeout=HANG)
    assert len(replies) == 24
    for reply in replies:
        assert not any(word in reply.lower() for word in LEAKS), reply
        assert re.search(r"Agumon|Gabumon|again|retry", reply), reply


# --- 5. database paths never reach the chat -------------------------------------------------------


def test_an_unusable_database_is_reported_without_its_path(
    harness: Harness, tmp_path: Path
) -> None:
    # the defect on the old layer: a database error is replied with the file's path and SQLite's
    # words
    join_all(harness, [("101", "Ana", "Agumon"), ("102", "Bo", "Gabumon")])
    for file in tmp_path.iterdir():  # the database and its journal files, overwritten in place
        with file.open("r+b") as garbled:
            garbled.write(b"not a database " * max(1, file.stat().st_size // 15 + 1))
    replies = [harness.say("101", command) for command in ("!status", "!end", "!join Agumon")]
    replies.append(harness.cli(["!status", "--battle", "c1", "--user", "101"])[1])
    for reply in replies:
        assert reply.strip(), "no reply at all"
        assert str(tmp_path) not in reply, reply
        assert "battles.sqlite3" not in reply, reply
        assert not any(word in reply.lower() for word in LEAKS), reply


# --- 6. who may abandon a battle ------------------------------------------------------------------


def test_a_knocked_out_player_or_an_outsider_cannot_abandon(harness: Harness) -> None:
    # the defect on the old layer: any player, even a K.O.'d one, can !abandon everyone's battle
    knock_out_agumon(harness)
    before = status(harness)
    for user in ("102", "666"):
        one_line(harness.say(user, "!abandon"))
        assert status(harness) == before, user
    assert not ended(harness)


def test_one_living_player_alone_does_not_end_the_battle_but_all_of_them_do(
    harness: Harness,
) -> None:
    # the defect on the old layer: a single player's !abandon ends a battle with other living
    # players
    knock_out_agumon(harness)
    harness.say("101", "!abandon")
    assert not ended(harness)
    harness.say("103", "!abandon")
    assert ended(harness)


# --- 7, 8. sides ----------------------------------------------------------------------------------


def test_a_long_side_name_is_never_cut(harness: Harness) -> None:
    # the defect on the old layer: side names are silently cut to 24 characters
    first, second = "A" * 24 + "Dragons", "A" * 24 + "Phoenix"
    harness.say("101", "!join Agumon", display="Ana")
    for user, fighter, side in (("102", "Gabumon", first), ("103", "Patamon", second)):
        # Joined on a side kept whole, or refused: either way the reply quotes the side as given.
        reply = one_line(harness.say(user, f"!join {fighter} {side}"))
        assert side in reply, reply


def test_sides_differing_in_case_are_refused_or_stay_apart(harness: Harness) -> None:
    """Today's layer keeps "Red" and "red" apart already: this guards against merging them."""
    join_all(
        harness,
        [("101", "Ana", "Palmon Red"), ("102", "Bo", "Gomamon red"), ("103", "Cy", "Agumon")],
    )
    board = status(harness)
    if "Gomamon" not in board:  # the second side was refused
        return
    said = play(harness, {"101": [["!attack @Gomamon", "!end"]], "102": [], "103": []})
    attack = next(reply for _, command, reply in said if command == "!attack @Gomamon")
    assert not re.search(r"not (one|an enemy)|ally|allies", attack, re.I), attack


def test_a_side_named_like_a_fighter_is_refused(harness: Harness) -> None:
    # the defect on the old layer: a side named like a lone fighter silently makes the joiner its
    # ally
    harness.say("101", "!join Agumon", display="Ana")
    before = status(harness)
    for side in ("Agumon", "agumon"):
        one_line(harness.say("102", f"!join Gabumon {side}", display="Bo"))
        assert status(harness) == before, side


# --- 9. lengths -----------------------------------------------------------------------------------


def test_huge_ids_and_names_get_a_short_reply_and_are_never_stored_whole(
    harness: Harness, tmp_path: Path
) -> None:
    """Today's layer caps these already: this guards the replacement."""
    huge = "x" * 10_000
    replies = [
        harness.say(huge, "!join Agumon"),
        harness.say("101", "!join Agumon", channel=huge),
        harness.say("102", "!join Gabumon", display="Z" * 10_000),
        harness.say("103", "!join Patamon", display="\u0301" * 10_000),
        harness.say("102", "!attack <@9>", mentions=[("9", "M" * 10_000)]),
        status(harness),
    ]
    for reply in replies:
        assert reply, "no reply at all"
        assert len(reply) < MAX_CHARS, len(reply)
        assert not re.search("x{200}|Z{200}|M{200}", reply), reply[:300]
    stored = b"".join(file.read_bytes() for file in tmp_path.iterdir() if file.is_file())
    assert not re.search(b"x{1000}|Z{1000}", stored)


# --- 10. cost of a command ------------------------------------------------------------------------


def test_a_command_writes_no_more_as_the_battle_grows(harness: Harness) -> None:
    # the defect on the old layer: each command rewrites the whole action list
    join_all(harness, [("101", "Ana", "Agumon"), ("102", "Bo", "Gabumon")])
    shuffle = ["!move +1 0", "!move -1 0", "!end"]
    said = play(harness, {"101": [shuffle] * 30, "102": [shuffle] * 30}, passes=80)
    assert len(said) >= 150
    sizes = [size for size in harness.write_sizes() if size > 0]
    assert len(sizes) >= 150
    assert max(sizes[-5:]) < 2 * max(sizes[5:10]), (sizes[5:10], sizes[-5:])


# --- 11. history ----------------------------------------------------------------------------------


def test_history_shows_past_events_in_order_to_anyone(harness: Harness) -> None:
    # the defect on the old layer: there is no !history command
    join_all(harness, [("101", "Ana", "Agumon"), ("102", "Bo", "Gabumon")])
    said = play(
        harness,
        {
            "101": [["!charge 11 7"], ["!end"]],
            "102": [["!attack @Agumon", "!end"], ["!attack @Agumon", "!end"]],
        },
    )
    moved = next(
        line
        for _, c, r in said
        if c == "!charge 11 7"
        for line in lines(r)
        if " moves from square " in line
    )
    hit = next(
        line for _, c, r in said if c.startswith("!attack") for line in lines(r) if "takes" in line
    )
    history = harness.say("999", "!history", display="Onlooker")
    assert len(history) < MAX_CHARS
    assert moved in history, history
    assert hit in history, history
    assert history.index(moved) < history.index(hit)


def test_history_is_paged(harness: Harness) -> None:
    # the defect on the old layer: there is no !history command
    join_all(harness, [("101", "Ana", "Agumon"), ("102", "Bo", "Gabumon")])
    shuffle = ["!move +1 0", "!move -1 0", "!end"]
    said = play(harness, {"101": [shuffle] * 25, "102": [shuffle] * 25}, passes=60)
    events = {line for _, _, reply in said for line in lines(reply) if " moves from " in line}
    pages = [harness.say("999", f"!history {page}") for page in (1, 2)]
    assert pages[0] == harness.say("999", "!history")
    assert pages[0] != pages[1]
    for page in pages:
        assert len(page) < MAX_CHARS
        assert any(line in events for line in lines(page)), page


# --- 12. the forum command's exit code ------------------------------------------------------------


def test_the_chat_command_exits_1_on_a_refusal_and_0_otherwise(harness: Harness) -> None:
    # the defect on the old layer: ddc chat exits 0 whatever the reply
    code, output = harness.cli(["!bogus", "--battle", "c1", "--user", "ana"])
    assert code == 1, (code, output)
    assert "bogus" in output, output
    for user, fighter in (("ana", "Agumon"), ("bo", "Gabumon")):
        assert harness.cli([f"!join {fighter}", "--battle", "c1", "--user", user])[0] == 0
    assert harness.cli(["!start", "--battle", "c1", "--user", "ana"])[0] == 0
    # one step keeps the turn (Move&Act has steps left): exactly one of the two is out of turn.
    results = [
        harness.cli(["!move +0 +1", "--battle", "c1", "--user", user]) for user in ("ana", "bo")
    ]
    assert sorted(code for code, _ in results) == [0, 1], results
    assert all(out_of_turn(output) == (code == 1) for code, output in results), results


# --- 13. the largest seed -------------------------------------------------------------------------


def test_bots_play_with_the_largest_seed(make_harness: MakeHarness) -> None:
    # the defect on the old layer: seed 2**63-1 overflows the bots' seed
    harness = make_harness(seed=2**63 - 1)
    harness.say("101", "!join Agumon", display="Ana")
    harness.say("101", "!bot Gabumon greedy")
    harness.say("101", "!bot Patamon random")
    replies = [harness.say("101", "!start")]
    replies += [reply for _, _, reply in play(harness, {"101": [["!end"]] * 3})]
    text = "\n".join(replies)
    assert not re.search(r"sorry|error|seed", text, re.I), text
    assert re.search(r"Gabumon (moves|uses|charges)", text), text
