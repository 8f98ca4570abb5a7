"""Blind conformance tests: Dungeon DICE Combat (seed 004) played by post.

Written from the seed's words, ``docs/ddc.md`` ("Chat commands"), ``docs/chat.md`` ("Play by
post", "On a forum: tenkaichi chat say") and issue 36 only, through the public chat surface:
``tenkaichi.chat.frontends.all_games`` (a forum thread, in process) and the command line
``tenkaichi chat say`` (run in process with typer's ``CliRunner``).

Every battle uses a fixed seed (``new_seed=lambda: N`` or ``--seed N``), so every roll is the
same on every run; the tests still check each number against the rolled dice they print.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tenkaichi.chat.frontends import all_games
from tenkaichi.chat.messages import Author, Incoming
from tenkaichi.cli import app
from tenkaichi.table.service import TableService

# ---------------------------------------------------------------------------------------------
# Helpers: a forum thread in process, and the `tenkaichi chat say` command line.
# ---------------------------------------------------------------------------------------------

HIT = re.compile(
    r"(?P<who>\w+) uses (?P<move>[\w ]+?) on (?P<target>\w+): "
    r"(?P<n>\d+)d4 \((?P<dice>[\d+]+)\) = (?P<total>\d+)(?:, x(?P<mult>\d+) = (?P<doubled>\d+))?"
)
TAKES = re.compile(r"(?P<who>\w+) takes (?P<damage>\d+) damage\b.*?: (?P<hp>\d+)/(?P<max>\d+) HP")
STATUS_LINE = re.compile(
    r"^\S+ (?P<name>\w+) (?P<hp>\d+)/(?P<max>\d+) HP at square (?P<x>\d+),(?P<y>\d+)(?P<rest>.*)$",
    re.M,
)
ROLLS = re.compile(
    r"^(?P<who>\w+) rolls 10d10(?P<again> \(re-roll to break a tie\))?: "
    r"(?P<dice>[\d+]+) = (?P<sum>\d+)$",
    re.M,
)


class Thread:
    """One forum thread played through every chat front-end (``all_games``)."""

    def __init__(self, seed: int, channel: str = "thread-1") -> None:
        self.chat = all_games(TableService("sqlite://"), new_seed=lambda: seed)
        self.channel = channel

    def post(self, user: str, text: str) -> str:
        replies = self.chat.handle(Incoming("forum", self.channel, Author(user, user), text))
        return "\n".join(reply.text for reply in replies)

    def status(self) -> dict[str, dict[str, object]]:
        """Every standing fighter's HP, square and the rest of its status line."""
        text = self.post("zed", "!status")
        return {
            m["name"]: {
                "hp": int(m["hp"]),
                "square": (int(m["x"]), int(m["y"])),
                "rest": m["rest"],
            }
            for m in STATUS_LINE.finditer(text)
        }

    def hp(self, name: str) -> int:
        value = self.status()[name]["hp"]
        assert isinstance(value, int)
        return value


def begin(seed: int, *joins: tuple[str, str], first: str) -> tuple[Thread, str]:
    """Joins each (user, fighter), starts, and checks who moves first and where everyone is."""
    thread = Thread(seed)
    for user, fighter in joins:
        assert "joins the lobby" in thread.post(user, f"!join {fighter}")
    start = thread.post(joins[0][0], "!start")
    assert "The battle starts." in start, start
    assert f"{first}'s turn (post 1)" in start, start
    return thread, start


def hits(text: str) -> list[dict[str, str]]:
    return [m.groupdict() for m in HIT.finditer(text)]


def damage_lines(text: str) -> list[dict[str, str]]:
    return [m.groupdict() for m in TAKES.finditer(text)]


def dice_of(hit: dict[str, str]) -> list[int]:
    return [int(d) for d in hit["dice"].split("+")]


def say(
    runner: CliRunner,
    db: str,
    user: str,
    text: str,
    *extra: str,
    channel: str = "thread-42",
    seed: int = 3,
) -> tuple[int, str]:
    """One forum post through ``tenkaichi chat say``: (exit code, printed text)."""
    result = runner.invoke(
        app,
        [
            "chat",
            "say",
            text,
            "--channel",
            channel,
            "--user",
            user,
            "--name",
            user.title(),
            "--database",
            db,
            "--seed",
            str(seed),
            *extra,
        ],
    )
    return result.exit_code, result.output


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


@pytest.fixture
def db(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'forum.sqlite3'}"


def agumon_gabumon(seed: int = 1) -> Thread:
    """Agumon (ann) on 2,7 moves first; Gabumon (bob) on 12,7 (seed 1)."""
    thread, _ = begin(seed, ("ann", "Agumon"), ("bob", "Gabumon"), first="Agumon")
    squares = {name: s["square"] for name, s in thread.status().items()}
    assert squares == {"Agumon": (2, 7), "Gabumon": (12, 7)}, squares
    return thread


# ---------------------------------------------------------------------------------------------
# 1. Recharge counted in posts (ddc.attack.recharge)
# ---------------------------------------------------------------------------------------------


@pytest.mark.rule("ddc.attack.recharge")
def test_a_move_and_attack_post_then_two_posts_of_recharge_for_every_named_move() -> None:
    """Seed: "You will have to posts 2 times of recharge before you can use it again ... Each
    move does not have it's own recharge counter ... you will have to post 2x after that before
    you can use it or any other named attacks"."""
    thread = agumon_gabumon()

    # Post 1: one post that moves and uses a named move (one turn, counted once).
    post1 = thread.post("ann", "Agumon rushes in!\n!move 7 7 !attack PepperBreath @Gabumon")
    assert "Agumon uses Pepper Breath on Gabumon" in post1
    assert "Gabumon's turn (post 1)" in post1
    assert "recharging until post 4" in str(thread.status()["Agumon"]["rest"])

    # Gabumon closes to two squares: Claw Attack (close) and Pepper Breath (long) both reach.
    assert "Agumon's turn (post 2)" in thread.post("bob", "!move 9 7 !end")

    # Post 2: the same named move and the other named move are both recharging.
    hp = thread.hp("Gabumon")
    for move in ("PepperBreath", "ClawAttack"):
        refused = thread.post("ann", f"!attack {move} @Gabumon")
        assert "recharg" in refused, refused
        assert "uses" not in refused
    assert thread.hp("Gabumon") == hp
    # The Normal attack is no named move: it still works during the recharge.
    normal = thread.post("ann", "!move 8 7 !attack @Gabumon !end")
    assert "Agumon uses Normal on Gabumon" in normal, normal
    assert "Agumon's turn (post 3)" in thread.post("bob", "!end")

    # Post 3: still recharging, whichever named move.
    for move in ("ClawAttack", "PepperBreath"):
        refused = thread.post("ann", f"!attack {move} @Gabumon")
        assert "recharg" in refused, refused
    assert "recharging until post 4" in str(thread.status()["Agumon"]["rest"])
    thread.post("ann", "!end")
    assert "Agumon's turn (post 4)" in thread.post("bob", "!end")

    # Post 4: two posts of recharge are done; every named move is ready again.
    assert "recharging" not in str(thread.status()["Agumon"]["rest"])
    moves = thread.post("ann", "!moves")
    assert "!attack PepperBreath @Gabumon" in moves
    assert "!attack ClawAttack @Gabumon" in moves
    ready = thread.post("ann", "!attack ClawAttack @Gabumon")
    assert "Agumon uses Claw Attack on Gabumon" in ready, ready


@pytest.mark.rule("ddc.attack.recharge")
def test_recharge_counts_the_fighters_turns_however_many_messages_each_took() -> None:
    """A turn split over several chat messages (and chatter between them) is one post."""
    thread = agumon_gabumon()

    # Post 1 in three messages, with prose-only and status messages in between.
    thread.post("ann", "!move 4 7")
    assert thread.post("ann", "Agumon looks around.") == ""
    thread.post("ann", "!status")
    thread.post("ann", "!move 7 7")
    assert "Gabumon's turn (post 1)" in thread.post("ann", "!attack PepperBreath @Gabumon")

    thread.post("bob", "!move 11 7")
    thread.post("bob", "!move 10 7")
    assert "Agumon's turn (post 2)" in thread.post("bob", "!end")

    # Post 2 in four messages.
    thread.post("ann", "!status")
    thread.post("ann", "!move 7 6")
    thread.post("ann", "Agumon catches his breath.")
    assert "recharg" in thread.post("ann", "!attack PepperBreath @Gabumon")
    thread.post("ann", "!end")
    assert "Agumon's turn (post 3)" in thread.post("bob", "!end")

    # Post 3: ann has sent a dozen messages since the named move, yet this is only the second
    # post of recharge.
    thread.post("ann", "!moves")
    thread.post("ann", "!move 7 7")
    refused = thread.post("ann", "!attack PepperBreath @Gabumon")
    assert "recharg" in refused, refused
    assert "post 3" in refused, refused
    thread.post("ann", "!end")
    assert "Agumon's turn (post 4)" in thread.post("bob", "!end")

    used = thread.post("ann", "!attack PepperBreath @Gabumon")
    assert "Agumon uses Pepper Breath on Gabumon" in used, used


@pytest.mark.rule("ddc.attack.recharge")
def test_defence_and_healing_named_moves_share_the_one_recharge_counter() -> None:
    """Seed: "If you use a named move (Off, Def, or Healing) ... Each move does not have it's
    own recharge counter". A Def move blocks an Off move; a Healing move blocks an Off move."""
    thread, _ = begin(1, ("ann", "Gomamon"), ("bob", "Patamon"), first="Gomamon")

    guard = thread.post("ann", "!attack ShellGuard @Gomamon !end")
    assert "Gomamon uses Shell Guard on Gomamon" in guard, guard
    heal = thread.post("bob", "Patamon hums. !attack HolyBreeze @Patamon !end")
    assert "Patamon uses Holy Breeze on Patamon" in heal, heal
    assert "Gomamon's turn (post 2)" in heal

    # Post 2: Gomamon comes within 6 of Patamon; its Off move (normal damage) still recharges.
    thread.post("ann", "!move 6 7")
    for move, target in (("MarchingFishes", "Patamon"), ("ShellGuard", "Gomamon")):
        refused = thread.post("ann", f"!attack {move} @{target}")
        assert "recharg" in refused, refused
    thread.post("ann", "!end")
    for move, target in (("BoomBubble", "Gomamon"), ("HolyBreeze", "Patamon")):
        refused = thread.post("bob", f"!attack {move} @{target}")
        assert "recharg" in refused, refused
    thread.post("bob", "!end")

    # Post 3: still recharging.
    assert "recharg" in thread.post("ann", "!attack MarchingFishes @Patamon")
    thread.post("ann", "!end")
    assert "recharg" in thread.post("bob", "!attack BoomBubble @Gomamon")
    assert "Gomamon's turn (post 4)" in thread.post("bob", "!end")

    # Post 4: ready.
    fishes = thread.post("ann", "!attack MarchingFishes @Patamon !end")
    assert "Gomamon uses Marching Fishes on Patamon" in fishes, fishes
    bubble = thread.post("bob", "!attack BoomBubble @Gomamon")
    assert "Patamon uses Boom Bubble on Gomamon" in bubble, bubble


@pytest.mark.rule("ddc.attack.recharge")
def test_a_named_move_that_deals_normal_damage_still_starts_the_recharge() -> None:
    """Seed: "If you use a named move (Off, Def, or Healing), be it normal or double special
    damage. You will have to posts 2 times of recharge"."""
    thread = agumon_gabumon()
    thread.post("ann", "!move 7 7 !end")
    thread.post("bob", "!move 9 7 !end")

    claw = thread.post("ann", "!attack ClawAttack @Gabumon !end")
    (hit,) = hits(claw)
    assert hit["move"] == "Claw Attack", claw
    assert hit["mult"] is None, claw
    thread.post("bob", "!end")

    refused = thread.post("ann", "!attack PepperBreath @Gabumon")
    assert "recharg" in refused, refused


@pytest.mark.rule("ddc.attack.recharge")
def test_recharge_is_each_fighters_own() -> None:
    """Agumon's recharge does not stop Gabumon's named moves on Gabumon's own first post."""
    thread = agumon_gabumon()
    thread.post("ann", "!move 7 7 !attack PepperBreath @Gabumon")
    blaster = thread.post("bob", "!attack BlueBlaster @Agumon")
    assert "Gabumon uses Blue Blaster on Agumon" in blaster, blaster


@pytest.mark.rule("ddc.attack.recharge")
def test_a_refused_named_move_stops_the_post_and_changes_nothing() -> None:
    thread = agumon_gabumon()
    thread.post("ann", "!move 7 7 !attack PepperBreath @Gabumon")
    thread.post("bob", "!end")
    before = thread.status()

    reply = thread.post("ann", "Again! !attack PepperBreath @Gabumon !end")
    assert "recharg" in reply, reply
    assert "Not run, as an earlier command was refused: !end." in reply, reply
    assert thread.status() == before
    # Still Agumon's post 2: the refused post neither ended the turn nor counted as a post.
    assert "Gabumon's turn (post 2)" in thread.post("ann", "!end")
    assert "Agumon's turn (post 3)" in thread.post("bob", "!end")
    assert "recharg" in thread.post("ann", "!attack PepperBreath @Gabumon")


@pytest.mark.rule("ddc.attack.recharge")
def test_recharge_through_tenkaichi_chat_say(runner: CliRunner, db: str) -> None:
    """The forum path: each post is one `tenkaichi chat say`; a refused post exits 1."""
    assert say(runner, db, "ann", "!join Agumon")[0] == 0
    assert say(runner, db, "bob", "!join Gabumon")[0] == 0
    code, out = say(runner, db, "ann", "!start", seed=1)
    assert code == 0, out
    assert "Agumon's turn (post 1)" in out, out

    code, out = say(
        runner,
        db,
        "ann",
        "Agumon charges in.\n!move 7 7\n!attack PepperBreath @Gabumon\nTake that!",
    )
    assert code == 0, out
    assert "Agumon uses Pepper Breath on Gabumon" in out, out
    code, out = say(runner, db, "bob", "Gabumon howls. !end")
    assert code == 0, out
    assert "Agumon's turn (post 2)" in out, out

    code, out = say(runner, db, "ann", "Once more! !attack PepperBreath @Gabumon")
    assert code == 1, (code, out)
    assert "recharg" in out, (code, out)
    for user in ("ann", "bob"):  # Agumon's post 2 ends; Gabumon's post 2 ends
        assert say(runner, db, user, "!end")[0] == 0
    code, out = say(runner, db, "ann", "!attack PepperBreath @Gabumon")
    assert code == 1, (code, out)
    assert "recharg" in out, (code, out)
    assert say(runner, db, "ann", "!end")[0] == 0
    code, out = say(runner, db, "bob", "!end")
    assert code == 0, out
    assert "Agumon's turn (post 4)" in out, out
    code, out = say(runner, db, "ann", "At last! !attack PepperBreath @Gabumon")
    assert code == 0, out
    assert "Agumon uses Pepper Breath on Gabumon" in out, out


# ---------------------------------------------------------------------------------------------
# 2. Prose around commands; several commands in one post are one turn
# ---------------------------------------------------------------------------------------------

BARE = [
    ("ann", "!move 7 7\n!attack PepperBreath @Gabumon"),
    ("bob", "!move 9 7\n!attack BlueBlaster @Agumon\n!end"),
    ("ann", "!move 8 7\n!attack @Gabumon\n!end"),
    ("bob", "!defend end"),
]
PROSE = [
    (
        "ann",
        "Agumon dashes forward! It costs 3! wow!\n!move 7 7\n"
        "Agumon inhales deeply... !attack PepperBreath @Gabumon\nTake that!!!",
    ),
    (
        "bob",
        'Gabumon growls: "You\'ll pay!"\n!move 9 7\nHe rears up. !attack BlueBlaster @Agumon\n'
        "Then he waits. !end\n(OOC: sorry for the late post!)",
    ),
    ("ann", "*Agumon steps closer.* !move 8 7\n*Claws out* !attack @Gabumon\nHah!\n!end"),
    ("bob", "Gabumon curls up behind his horn.\n!defend end\nCome on then!"),
]


@pytest.mark.rule("ddc.move.normal")
def test_prose_around_the_commands_changes_nothing() -> None:
    """The same commands with the character's words around them give the same replies."""
    bare, prose = agumon_gabumon(), agumon_gabumon()
    for (user, plain), (same_user, worded) in zip(BARE, PROSE, strict=True):
        assert user == same_user
        expected = bare.post(user, plain)
        assert expected, plain
        assert "refused" not in expected, expected
        assert "cannot" not in expected, expected
        assert prose.post(user, worded) == expected
    assert prose.status() == bare.status()


def test_a_post_of_prose_alone_gets_no_reply_and_changes_nothing() -> None:
    thread = agumon_gabumon()
    before = thread.status()
    for text in ("Agumon stretches. What a day! It costs 3!", "!!! wow!", 'Agumon: "Ready!"'):
        assert thread.post("ann", text) == ""
    assert thread.status() == before
    assert "Round 1: Agumon's turn - ann, your move." in thread.post("ann", "!status")


@pytest.mark.rule("ddc.move.normal")
def test_move_then_attack_in_one_post_is_one_turn() -> None:
    """One post `!move` + `!attack` runs as the two commands sent one after the other."""
    one_post, two_messages = agumon_gabumon(), agumon_gabumon()
    combined = one_post.post("ann", "!move 7 7 !attack PepperBreath @Gabumon")
    separate = "\n".join(
        [
            two_messages.post("ann", "!move 7 7"),
            two_messages.post("ann", "!attack PepperBreath @Gabumon"),
        ]
    )
    assert combined == separate
    assert combined.index("Agumon moves from square 2,7 to square 7,7") < combined.index(
        "Agumon uses Pepper Breath on Gabumon"
    )
    assert combined.count("Gabumon's turn (post 1)") == 1
    assert "Agumon's turn" not in combined.split("Gabumon's turn (post 1)")[1]

    # The next turns: Gabumon's post 1 (move, attack and end in one post), then Agumon's post 2.
    reply = one_post.post("bob", "!move 10 7 !attack BlueBlaster @Agumon !end")
    assert "Gabumon uses Blue Blaster on Agumon" in reply
    assert reply.count("Agumon's turn (post 2)") == 1, reply
    assert "post 3" not in reply


def test_a_refused_command_stops_the_rest_of_the_post() -> None:
    """docs/chat.md: "The first command that is refused stops the post"."""
    thread = agumon_gabumon()
    reply = thread.post("ann", "Agumon growls. !move 5 7 !attack @Nobody !end")
    assert "Agumon moves from square 2,7 to square 5,7" in reply
    assert "No fighter or player 'Nobody'" in reply
    assert "Not run, as an earlier command was refused: !end." in reply
    # !end did not run: it is still Agumon's turn, with 2 steps left.
    assert "Round 1: Agumon's turn (2 steps left) - ann, your move." in thread.post(
        "ann", "!status"
    )


def test_a_forum_post_with_prose_through_chat_say(runner: CliRunner, db: str) -> None:
    code, out = say(runner, db, "ann", "Agumon hops in, ready to fight! !join Agumon")
    assert code == 0, out
    assert "Agumon (rookie) joins the lobby, played by Ann." in out, out
    assert say(runner, db, "bob", "(OOC: count me in!)\n!join Gabumon")[0] == 0
    assert say(runner, db, "ann", "!start", seed=1)[0] == 0

    code, out = say(runner, db, "ann", "Nobody posts here without a fight! !!!")
    assert code == 0, out
    code, out = say(
        runner,
        db,
        "ann",
        "Agumon dashes forward!\n!move 7 7\n!attack PepperBreath @Gabumon\nTake that!",
    )
    assert code == 0, out
    assert "Agumon moves from square 2,7 to square 7,7 (5 steps)" in out
    assert "Agumon uses Pepper Breath on Gabumon" in out
    assert "Gabumon's turn (post 1)" in out


def test_chat_say_prints_nothing_for_a_post_without_a_command(runner: CliRunner, db: str) -> None:
    # What a forum bot posts is what the command prints on stdout (stderr is for the operator).
    result = runner.invoke(
        app,
        [
            "chat",
            "say",
            "Agumon hops in, ready to fight! What a day!",
            "--channel",
            "thread-42",
            "--user",
            "ann",
            "--database",
            db,
        ],
    )
    assert (result.exit_code, result.stdout.strip()) == (0, "")


# ---------------------------------------------------------------------------------------------
# 3. A custom roster (--roster) from !join to the end of a battle
# ---------------------------------------------------------------------------------------------

CUSTOM_ROSTER = """\
fighters:
  - name: Flamedramon
    level: armor
    hp: 60
    moves:
      - {name: Fire Rocket, kind: offense, range: close}
      - {name: Knuckle Fire, kind: offense, range: long, normal_damage: true}
  - name: Dukemon
    level: burst
    hp: 70
    moves:
      - {name: Royal Saber, kind: offense, range: long}
      - {name: Final Elysion, kind: offense, range: close, normal_damage: true}
"""

OTHER_ROSTER = """\
fighters:
  - name: Kunemon
    level: rookie
    hp: 20
    moves:
      - {name: Electric Thread, kind: offense, range: long}
"""

NAMED = {"Flamedramon": ["FireRocket", "KnuckleFire"], "Dukemon": ["RoyalSaber", "FinalElysion"]}
PLAYER = {"Flamedramon": "ann", "Dukemon": "bob"}


def current_actor(text: str) -> str | None:
    found = re.findall(r"Round \d+: (\w+)'s turn", text)
    return found[-1] if found else None


FOE = {"Flamedramon": "Dukemon", "Dukemon": "Flamedramon"}


def _open_custom_battle(runner: CliRunner, db: str, roster: Path) -> list[str]:
    """!join and !start with the roster; then both fighters close in (posts without it)."""
    with_roster = ("--roster", str(roster))
    code, out = say(runner, db, "ann", "Flamedramon bursts in! !join Flamedramon", *with_roster)
    assert code == 0, out
    assert "Flamedramon (armor) joins the lobby, played by Ann." in out, out
    code, out = say(runner, db, "bob", "!join Dukemon", *with_roster)
    assert code == 0, out
    assert "Dukemon (burst) joins the lobby, played by Bob." in out, out
    code, out = say(runner, db, "ann", "!start", *with_roster)
    assert code == 0, out
    assert "The battle starts." in out, out
    assert "Flamedramon (armor, 60 HP)" in out, out
    assert "Dukemon (burst, 70 HP)" in out, out
    transcript = [out]

    # The first fighter steps to the middle (5 steps from either end), the other next to it.
    first = current_actor(out)
    assert first in PLAYER, out
    code, out = say(runner, db, PLAYER[first], f"{first} advances. !move 7 7 !end")
    assert code == 0, out
    transcript.append(out)
    second = FOE[first]
    status = say(runner, db, "zed", "!status")[1]
    start = {m["name"]: int(m["x"]) for m in STATUS_LINE.finditer(status)}
    square = "8 7" if start[second] > 7 else "6 7"
    text = f"!move {square}\n!attack {NAMED[second][0]} @{first}\n!end"
    code, out = say(runner, db, PLAYER[second], text)
    assert code == 0, out
    transcript.append(out)
    return transcript


def _fight_to_the_end(runner: CliRunner, db: str, other: Path, transcript: list[str]) -> None:
    """Each posts its turn: a named move when ready, else the Normal attack, then !end.

    The posts go without --roster, and one names another roster: the battle keeps its own.
    """
    posts = 0
    while "The battle is over" not in transcript[-1]:
        posts += 1
        assert posts < 80, "the battle did not end"
        actor = current_actor(transcript[-1])
        assert actor in PLAYER, transcript[-1]
        user, foe = PLAYER[actor], FOE[actor]
        extra = ("--roster", str(other)) if posts == 3 else ()
        move = NAMED[actor][posts % 2]
        code, out = say(runner, db, user, f"{actor} strikes!\n!attack {move} @{foe}", *extra)
        if code == 1:
            assert "recharg" in out, out
            code, out = say(runner, db, user, f"!attack @{foe}", *extra)
        assert code == 0, out
        if "The battle is over" not in out and current_actor(out) == actor:
            ended = say(runner, db, user, "!end")
            assert ended[0] == 0, ended
            out += ended[1]
        transcript.append(out)


@pytest.mark.rule("ddc.attack.dice-by-level")
def test_a_custom_roster_battle_plays_from_join_to_the_end(
    runner: CliRunner, db: str, tmp_path: Path
) -> None:
    roster = tmp_path / "guild-roster.yaml"
    roster.write_text(CUSTOM_ROSTER, encoding="utf-8")
    other = tmp_path / "other-roster.yaml"
    other.write_text(OTHER_ROSTER, encoding="utf-8")

    transcript = _open_custom_battle(runner, db, roster)
    _fight_to_the_end(runner, db, other, transcript)

    played = "\n".join(transcript)
    last = transcript[-1].strip().splitlines()[-1]
    assert re.fullmatch(
        r"The battle is over: (Flamedramon \(Ann\)|Dukemon \(Bob\)) wins\.", last
    ), last
    winner = "Flamedramon" if "Flamedramon (Ann)" in last else "Dukemon"
    assert f"{FOE[winner]} is K.O.'d!" in played, played
    assert played.count("recharg") == 0  # refusals are retried, never kept in the transcript

    # The custom levels roll their own dice: armor 5d4, burst 8d4; named moves double unless
    # they deal normal damage.
    all_hits = hits(played)
    assert {h["who"] for h in all_hits} == {"Flamedramon", "Dukemon"}
    for hit in all_hits:
        assert int(hit["n"]) == {"Flamedramon": 5, "Dukemon": 8}[hit["who"]], hit
        assert len(dice_of(hit)) == int(hit["n"])
        assert sum(dice_of(hit)) == int(hit["total"])
        doubles = hit["move"] in ("Fire Rocket", "Royal Saber")
        assert (hit["mult"] == "2") is doubles, hit
    # Kunemon (the other roster) never entered this battle.
    assert "Kunemon" not in played

    # After the end, a post without --roster reads the finished battle.
    code, out = say(runner, db, "ann", "!status")
    assert code == 0, out
    assert "The last battle is over" in out, out
    assert winner in out, out


def test_a_custom_roster_checks_join(runner: CliRunner, db: str, tmp_path: Path) -> None:
    """docs/ddc.md: "the lobby checks !join against it"."""
    roster = tmp_path / "guild-roster.yaml"
    roster.write_text(CUSTOM_ROSTER, encoding="utf-8")
    code, out = say(runner, db, "ann", "!join Agumon", "--roster", str(roster))
    assert code == 1, out
    code, out = say(runner, db, "ann", "!join Flamedramon")  # the example roster has none
    assert code == 1, out
    code, out = say(runner, db, "ann", "!join Flamedramon", "--roster", str(roster))
    assert code == 0, out
    assert "Flamedramon (armor) joins the lobby" in out, out


def test_start_without_roster_uses_the_roster_the_lobby_checked(
    runner: CliRunner, db: str, tmp_path: Path
) -> None:
    roster = tmp_path / "guild-roster.yaml"
    roster.write_text(CUSTOM_ROSTER, encoding="utf-8")
    assert say(runner, db, "ann", "!join Flamedramon", "--roster", str(roster))[0] == 0
    assert say(runner, db, "bob", "!join Dukemon", "--roster", str(roster))[0] == 0
    code, out = say(runner, db, "ann", "!start")
    assert code == 0, out
    assert "Flamedramon (armor, 60 HP)" in out, out


# ---------------------------------------------------------------------------------------------
# 4. The rest of a turn, through chat posts
# ---------------------------------------------------------------------------------------------


@pytest.mark.rule("ddc.turn-order")
@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_turn_order_is_a_10d10_roll_highest_first(seed: int) -> None:
    thread = Thread(seed)
    thread.post("ann", "!join Agumon")
    thread.post("bob", "!join Gabumon")
    start = thread.post("ann", "!start")
    rolls = [m.groupdict() for m in ROLLS.finditer(start)]
    assert [r["who"] for r in rolls[:2]] == ["Agumon", "Gabumon"], start
    for roll in rolls:
        dice = [int(d) for d in roll["dice"].split("+")]
        assert len(dice) == 10, roll
        assert all(1 <= d <= 10 for d in dice), roll
        assert sum(dice) == int(roll["sum"])
    total = {r["who"]: int(r["sum"]) for r in rolls}  # the last roll of each fighter counts
    order = sorted(total, key=lambda name: -total[name])
    assert total[order[0]] != total[order[1]]
    assert f"Turn order: {order[0]} > {order[1]}" in start
    assert current_actor(start) == order[0]
    assert f"{order[0]}'s turn (post 1)" in start


@pytest.mark.rule("ddc.turn-order")
def test_a_tie_in_the_turn_order_roll_is_rolled_again_by_the_tied_fighters() -> None:
    _thread, start = begin(
        7, ("ann", "Agumon"), ("bob", "Gabumon"), ("cy", "Patamon"), first="Patamon"
    )
    rolls = [m.groupdict() for m in ROLLS.finditer(start)]
    first = {r["who"]: int(r["sum"]) for r in rolls if not r["again"]}
    assert set(first) == {"Agumon", "Gabumon", "Patamon"}
    tied = {name for name in first if list(first.values()).count(first[name]) > 1}
    assert tied == {"Agumon", "Gabumon"}, first
    again = [r for r in rolls if r["again"]]
    assert again
    assert {r["who"] for r in again} == tied
    for roll in again:
        dice = [int(d) for d in roll["dice"].split("+")]
        assert len(dice) == 10
        assert sum(dice) == int(roll["sum"])
    last = {r["who"]: int(r["sum"]) for r in again}
    low, high = sorted(tied, key=lambda n: last[n])
    assert "Turn order: Patamon > " + high + " > " + low in start, start


@pytest.mark.rule("ddc.move.normal")
def test_move_and_act_may_be_split_move_attack_move_within_five_steps() -> None:
    """Seed: "You can break up the moves and do a move-attack-move or attack-move, just as
    long as it's within the movement range"."""
    thread = agumon_gabumon()
    assert "not within 5 steps" in thread.post("ann", "!move 8 7")  # 6 steps: too far
    reply = thread.post("ann", "!move 6 7 !attack PepperBreath @Gabumon !move 7 7")
    assert "(4 steps)" in reply, reply
    assert "Agumon uses Pepper Breath on Gabumon" in reply, reply
    assert "Agumon moves from square 6,7 to square 7,7 (1 step)" in reply, reply
    # Five steps used and the attack done: the turn is over.
    assert "Gabumon's turn (post 1)" in reply

    # Attack-move: attack first, then all five steps.
    reply = thread.post("bob", "!attack BlueBlaster @Agumon !move 12 2")
    assert "Gabumon uses Blue Blaster on Agumon" in reply
    assert "Gabumon moves from square 12,7 to square 12,2 (5 steps)" in reply, reply
    assert "Agumon's turn (post 2)" in reply


@pytest.mark.rule("ddc.move.normal")
def test_move_and_act_allows_one_attack_and_no_more_than_five_steps() -> None:
    thread = agumon_gabumon()
    reply = thread.post("ann", "!move 5 7 !move 6 7")
    assert "(3 steps)" in reply, reply
    assert "(1 step)" in reply, reply
    too_far = thread.post("ann", "!move 8 7")  # 2 more steps, only 1 left
    assert "cannot" in too_far, too_far
    assert "not within 1 step" in too_far, too_far
    assert "Agumon uses Pepper Breath" in thread.post("ann", "!attack PepperBreath @Gabumon")
    second = thread.post("ann", "!attack @Gabumon")
    assert "already attacked" in second, second


@pytest.mark.rule("ddc.move.no-carry")
def test_unused_steps_do_not_carry_to_the_next_turn() -> None:
    thread = agumon_gabumon()
    thread.post("ann", "!move 4 7 !end")  # 2 of 5 steps
    thread.post("bob", "!end")
    far = thread.post("ann", "!move 10 7")  # 6 steps: 5 + none carried
    assert "not within 5 steps" in far, far
    near = thread.post("ann", "!move 9 7")
    assert "Agumon moves from square 4,7 to square 9,7 (5 steps)" in near, near


@pytest.mark.rule("ddc.move.charge")
def test_charge_moves_ten_squares_without_attack() -> None:
    thread = agumon_gabumon()
    assert "cannot" in thread.post("ann", "!charge 13 2")  # 11 squares
    reply = thread.post("ann", "!charge 12 2")
    assert "Agumon charges!" in reply
    assert "Agumon moves from square 2,7 to square 12,2 (10 steps)" in reply, reply
    # No attack after a Charge: the turn is over at once.
    assert "Gabumon's turn (post 1)" in reply
    assert "Not your turn" in thread.post("ann", "!attack PepperBreath @Gabumon")


@pytest.mark.rule("ddc.move.charge")
def test_charge_after_moving_is_refused() -> None:
    thread = agumon_gabumon()
    thread.post("ann", "!move 3 7")
    refused = thread.post("ann", "!charge 10 7")
    assert "cannot" in refused, refused
    assert thread.status()["Agumon"]["square"] == (3, 7)


@pytest.mark.rule("ddc.move.defend")
def test_defend_means_not_moving_at_all() -> None:
    thread = agumon_gabumon()
    thread.post("ann", "!move 3 7")
    assert "cannot" in thread.post("ann", "!defend")  # already moved this turn
    thread.post("ann", "!move 7 7 !end")  # within Gabumon's Blue Blaster: its turn stays open
    assert "defends" in thread.post("bob", "!defend")
    refused = thread.post("bob", "!move 11 7")
    assert "cannot" in refused, refused
    assert thread.status()["Gabumon"]["square"] == (12, 7)


@pytest.mark.rule("ddc.move.defend")
def test_defend_halves_damage_rounded_down_until_the_defenders_next_turn() -> None:
    """Seed: "Defend: Not moving at all and taking half damage if your opponent attacks you
    that turn (If odd number, round down)"."""
    thread = agumon_gabumon()
    thread.post("ann", "!move 7 7 !end")
    assert "Agumon's turn (post 2)" in thread.post("bob", "!defend end")

    # A named move on a Defender: doubled, then halved.
    reply = thread.post("ann", "!attack PepperBreath @Gabumon !end")
    (hit,), (hurt,) = hits(reply), damage_lines(reply)
    assert int(hit["doubled"]) == 2 * sum(dice_of(hit))
    assert int(hurt["damage"]) == int(hit["doubled"]) // 2, reply
    assert int(hurt["hp"]) == 100 - int(hurt["damage"])

    # Gabumon Defends again; Agumon's Normal attack: halved, odd numbers rounded down.
    assert "Agumon's turn (post 3)" in thread.post("bob", "!defend end")
    reply = thread.post("ann", "!move 11 7 !attack @Gabumon !end")
    (hit,), (hurt,) = hits(reply), damage_lines(reply)
    roll = sum(dice_of(hit))
    assert hit["mult"] is None
    assert int(hurt["damage"]) == roll // 2, reply
    assert roll % 2 == 1, "this seed should give an odd roll to round down"

    # Gabumon's next turn ends its Defend: the next hit is whole.
    thread.post("bob", "!end")
    hp = thread.hp("Gabumon")
    reply = thread.post("ann", "!attack @Gabumon")
    (hit,), (hurt,) = hits(reply), damage_lines(reply)
    assert int(hurt["damage"]) == sum(dice_of(hit)), reply
    assert int(hurt["hp"]) == hp - sum(dice_of(hit))


@pytest.mark.rule("ddc.move.defend")
def test_a_defender_may_still_attack_from_where_it_stands() -> None:
    """docs/ddc.md: "a Defender may still attack from where it stands"."""
    thread = agumon_gabumon()
    thread.post("ann", "!move 7 7 !end")
    reply = thread.post("bob", "Gabumon braces. !defend !attack BlueBlaster @Agumon !end")
    assert "Gabumon defends" in reply, reply
    assert "Gabumon uses Blue Blaster on Agumon" in reply, reply
    assert "Agumon's turn (post 2)" in reply


@pytest.mark.rule("ddc.attack-of-opportunity")
def test_running_from_an_adjacent_foe_gives_it_an_attack_at_the_start_of_its_turn() -> None:
    """Seed: "if you're ever within attacking range of your opponent (close range; 1sq
    difference) and you run away, you invoke an ATTACK of OPPORTUNITY where that opponent goes
    directly after you and is able to attack you at the start of their turn and then proceed with
    their movements"."""
    thread = agumon_gabumon()
    thread.post("ann", "!move 7 7 !end")
    # Gabumon comes next to Agumon and ends there: nothing is provoked.
    reply = thread.post("bob", "!move 8 7 !end")
    assert "opportunity" not in reply.lower()
    # Agumon runs away from the adjacent Gabumon.
    hp = thread.hp("Agumon")
    reply = thread.post("ann", "!move 3 7 !end")
    assert "Gabumon's turn (post 2)" in reply
    aoo = reply.split("Gabumon's turn (post 2)", 1)[1]
    assert "Attack of opportunity: Gabumon uses Normal on Agumon" in aoo, reply
    (hit,) = hits(aoo)
    assert thread.hp("Agumon") == hp - sum(dice_of(hit))
    # Gabumon then proceeds with its movements.
    moved = thread.post("bob", "!move 7 7")
    assert "Gabumon moves from square 8,7 to square 7,7" in moved, moved


@pytest.mark.rule("ddc.attack.dice-by-level")
@pytest.mark.parametrize(
    ("fighter", "level", "move", "dice"),
    [
        ("Agumon", "rookie", "PepperBreath", 4),
        ("Greymon", "champion", "NovaBlast", 5),
        ("MetalGreymon", "ultimate", "GigaDestroyer", 6),
        ("WarGreymon", "mega", "TerraForce", 7),
        ("Omnimon", "mega", "SupremeCannon", 7),
        ("Susanoomon", "super ultimate", "Amaterasu", 8),
    ],
)
def test_attack_dice_by_level(fighter: str, level: str, move: str, dice: int) -> None:
    thread, start = begin(1, ("ann", fighter), ("bob", "Gabumon"), first=fighter)
    assert f"{fighter} ({level}," in start or f"{fighter} ({level.replace(' ', '_')}," in start, (
        start
    )
    reply = thread.post("ann", f"!move 7 7 !attack {move} @Gabumon")
    (hit,) = hits(reply)
    assert int(hit["n"]) == dice, reply
    assert len(dice_of(hit)) == dice, reply
    assert all(1 <= d <= 4 for d in dice_of(hit))


@pytest.mark.rule("ddc.attack.named-double")
def test_named_moves_double_the_roll_unless_they_deal_normal_damage() -> None:
    thread = agumon_gabumon()
    reply = thread.post("ann", "!move 7 7 !attack PepperBreath @Gabumon")
    (hit,), (hurt,) = hits(reply), damage_lines(reply)
    rolled = sum(dice_of(hit))
    assert int(hit["total"]) == rolled, reply
    assert int(hit["doubled"]) == 2 * rolled, reply
    assert int(hurt["damage"]) == 2 * rolled
    assert int(hurt["hp"]) == 100 - 2 * rolled

    thread.post("bob", "!move 9 7 !end")
    thread.post("ann", "!end")
    thread.post("bob", "!end")
    thread.post("ann", "!end")
    thread.post("bob", "!end")
    # Post 4: Claw Attack "deals normal damage": the roll, not doubled.
    hp = thread.hp("Gabumon")
    reply = thread.post("ann", "!attack ClawAttack @Gabumon !end")
    (hit,), (hurt,) = hits(reply), damage_lines(reply)
    assert hit["mult"] is None, reply
    assert int(hurt["damage"]) == sum(dice_of(hit)), reply
    assert int(hurt["hp"]) == hp - sum(dice_of(hit))
    # The Normal attack: not doubled either.
    thread.post("bob", "!move 8 7 !end")
    hp = thread.hp("Gabumon")
    reply = thread.post("ann", "!attack @Gabumon")
    (hit,), (hurt,) = hits(reply), damage_lines(reply)
    assert hit["move"] == "Normal", reply
    assert hit["mult"] is None, reply
    assert int(hurt["damage"]) == sum(dice_of(hit))
    assert int(hurt["hp"]) == hp - sum(dice_of(hit))


def _at(thread: Thread, name: str) -> tuple[int, int]:
    square = thread.status()[name]["square"]
    assert isinstance(square, tuple)
    return square


@pytest.mark.rule("ddc.range.normal")
def test_normal_attack_reaches_one_square_any_way() -> None:
    thread = agumon_gabumon()
    thread.post("ann", "!move 7 7 !end")
    thread.post("bob", "!move 9 7 !end")
    refused = thread.post("ann", "!attack @Gabumon")  # 2 squares straight
    assert "out of range" in refused, refused
    reply = thread.post("ann", "!move 8 6 !attack @Gabumon")  # 1 square diagonally
    assert "Agumon uses Normal on Gabumon" in reply, reply


@pytest.mark.rule("ddc.range.close-named")
def test_close_named_attack_reaches_two_straight_and_one_diagonal() -> None:
    """Seed: "Close and personal attacks that reach 2 squares horizontal or vertical, and 1
    square diagonally"."""
    thread, _ = begin(1, ("ann", "Gabumon"), ("bob", "Agumon"), first="Gabumon")
    thread.post("ann", "!move 7 7 !end")
    thread.post("bob", "!move 9 9 !end")  # Gabumon 7,7 / Agumon 9,9: 2 squares diagonally
    refused = thread.post("ann", "!attack HornAttack @Agumon")
    assert "out of range" in refused, refused
    reply = thread.post("ann", "!move 7 9 !attack HornAttack @Agumon !end")  # 2 squares straight
    assert "Gabumon uses Horn Attack on Agumon" in reply, reply
    for _ in range(2):  # Gabumon's posts 3 and 4 recharge its named moves
        thread.post("bob", "!end")
        thread.post("ann", "!end")
    thread.post("bob", "!end")
    assert _at(thread, "Gabumon") == (7, 9)
    assert _at(thread, "Agumon") == (9, 9)
    reply = thread.post("ann", "!move 8 8 !attack HornAttack @Agumon")  # 1 square diagonally
    assert "Gabumon uses Horn Attack on Agumon" in reply, reply


@pytest.mark.rule("ddc.range.long-named")
def test_long_named_attack_reaches_six_straight() -> None:
    thread = agumon_gabumon()
    thread.post("ann", "!move 5 7")  # 7 squares from Gabumon
    refused = thread.post("ann", "!attack PepperBreath @Gabumon")
    assert "out of range" in refused, refused
    reply = thread.post("ann", "!move 6 7 !attack PepperBreath @Gabumon")  # 6 squares
    assert "Agumon uses Pepper Breath on Gabumon" in reply, reply


@pytest.mark.rule("ddc.range.long-named")
def test_long_named_attack_reaches_five_diagonally_not_six() -> None:
    thread = agumon_gabumon()
    thread.post("ann", "!move 6 2 !end")  # Agumon 6,2; Gabumon 12,7: offset (6, 5)
    reply = thread.post("bob", "!move 12 8")  # offset (-6, -6): six squares diagonally
    assert _at(thread, "Gabumon") == (12, 8), reply
    refused = thread.post("bob", "!attack BlueBlaster @Agumon")
    assert "out of range" in refused, refused
    reply = thread.post("bob", "!move 11 7 !attack BlueBlaster @Agumon")  # offset (-5, -5)
    assert "Gabumon uses Blue Blaster on Agumon" in reply, reply


@pytest.mark.rule("ddc.range.self")
def test_self_power_ups_and_heals_hit_only_yourself() -> None:
    thread, _ = begin(1, ("ann", "Gomamon"), ("bob", "Patamon"), first="Gomamon")
    thread.post("ann", "!move 11 7")  # next to Patamon
    refused = thread.post("ann", "!attack ShellGuard @Patamon")
    assert "cannot" in refused, refused
    assert "uses" not in refused, refused
    reply = thread.post("ann", "!attack ShellGuard @Gomamon")
    assert "Gomamon uses Shell Guard on Gomamon" in reply, reply
