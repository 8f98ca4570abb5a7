"""``tenkaichi top play`` as a person plays it at an 80 x 24 terminal.

A whole game is driven through a pseudo-terminal (the real command, TERM=xterm, the window set
to 80 x 24 with TIOCSWINSZ): warriors drafted by typing their names, placed by typing a space
(``c3``, one answer each), every other question answered with its first option, to the end of
the game. Every read is time-bounded (one cap for the whole game: the test fails, never hangs).

The menus are also walked through typer's CliRunner at 24 lines: the draft comes in pages under
its question, a name (any case, accents, a unique beginning or part) picks a warrior and an
ambiguous one lists the warriors it fits, numbers still work, a placement takes one answer, and
the board letters every warrior with a legend.
"""

from __future__ import annotations

import fcntl
import os
import re
import select
import shutil
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tenkaichi.cli import app
from tenkaichi.top.bots import ask
from tenkaichi.top.engine import Game
from tenkaichi.top.menus import Group, menu
from tenkaichi.top.runner import make_bot
from tenkaichi.top.text import voice

WIDTH, HEIGHT = 80, 24
CAP = 60.0
"""Seconds the whole pseudo-terminal game may take."""
ANSI = re.compile(
    r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[()=>][0-9A-Za-z]?"
)
PROMPT = re.compile(r"or q to quit: $")
ENTRY = re.compile(r"^\s+(\d+)\. ([^:]+): Endurance", re.M)
SPACE_HINT = re.compile(r"Type a space shown by name on the board, such as (\w+)")
LEGEND = re.compile(r"\b1A \S.* \d+/\d+ [a-k]\d+\b")


def _command() -> list[str]:
    """The installed ``tenkaichi`` entry point of this interpreter's environment."""
    script = Path(sys.executable).parent / "tenkaichi"
    if script.exists():
        return [str(script)]
    found = shutil.which("tenkaichi")
    if found:
        return [found]
    return [sys.executable, "-c", "from tenkaichi.cli import run; run()"]


def plain(raw: str) -> str:
    """What the terminal shows as text: escape sequences dropped, line ends made ``\\n``."""
    return ANSI.sub("", raw).replace("\r\n", "\n").replace("\r", "")


class Terminal:
    """A child process on a pseudo-terminal of 80 x 24, read with a deadline."""

    def __init__(self, args: list[str]) -> None:
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", HEIGHT, WIDTH, 0, 0))
        env = {**os.environ, "TERM": "xterm", "COLUMNS": str(WIDTH), "LINES": str(HEIGHT)}
        env.pop("NO_COLOR", None)
        self.process = subprocess.Popen(
            [*_command(), *args],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=env,
            close_fds=True,
            start_new_session=True,
        )
        os.close(slave)
        self.deadline = time.monotonic() + CAP
        self.raw = ""

    def read_until_prompt(self) -> bool:
        """Read until the child asks a question (True) or ends (False); fail at the deadline."""
        while True:
            left = self.deadline - time.monotonic()
            if left <= 0:
                self.close()
                pytest.fail(f"no end after {CAP:.0f} s; last output:\n{plain(self.raw)[-2000:]}")
            ready, _, _ = select.select([self.master], [], [], min(left, 5.0))
            if not ready:
                continue
            try:
                chunk = os.read(self.master, 65536)
            except OSError:  # the child closed the terminal
                return False
            if not chunk:
                return False
            self.raw += chunk.decode("utf-8", "replace")
            if PROMPT.search(plain(self.raw[-400:])):
                return True

    def type(self, answer: str) -> None:
        os.write(self.master, (answer + "\r").encode())

    def close(self) -> int:
        try:
            code = self.process.wait(timeout=max(1.0, self.deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            self.process.kill()
            code = self.process.wait(timeout=5)
        os.close(self.master)
        return code


def answer_for(screen: str, typed: list[tuple[str, str]]) -> str:
    """A person's answer to the question at the end of ``screen``: a warrior's name in the
    draft, a space's name in a placement, else the first option."""
    asked = screen.rsplit("your choice: ", 1)[-1]
    if asked.startswith("Draft which warrior?"):
        names = ENTRY.findall(asked)
        assert names, asked
        name = names[0][1]
        # a different spelling each time: upper case, lower case, a beginning no other has
        start = name[: max(4, len(name) - 1)].lower()
        unique = sum(other.lower().startswith(start) for _, other in names) == 1
        spelled = [name.upper(), name.lower(), start if unique else name][len(typed) % 3]
        typed.append(("draft", name))
        return spelled
    hint = SPACE_HINT.search(asked)
    if asked.startswith("Place ") and hint:
        typed.append(("place", hint.group(1)))
        return hint.group(1)
    return "1"


def test_a_whole_game_through_a_pseudo_terminal_of_80_by_24() -> None:
    terminal = Terminal(["top", "play", "--players", "2", "--turns", "5", "--seed", "5",
                         "--bot", "random"])  # fmt: skip
    typed: list[tuple[str, str]] = []
    asked = 0
    while terminal.read_until_prompt():
        screen = plain(terminal.raw)
        shown = screen.split("\n")[-HEIGHT:]  # what the terminal shows now
        question = [line for line in shown if "your choice: " in line or line.endswith("?")]
        assert question, "the question scrolled off the screen:\n" + "\n".join(shown)
        terminal.type(answer_for(screen, typed))
        asked += 1
        assert asked < 3000, "the game never ended"
    code = terminal.close()
    screen = plain(terminal.raw)
    assert code == 0, screen[-2000:]
    assert "Traceback" not in screen
    # the game ends with a result
    assert re.search(r"The game is over: (Player \d wins|.* share the win|no one wins)", screen)
    assert "left the game" not in screen
    # every warrior picked by name and placed by a space's name, one answer each
    drafted = [name for what, name in typed if what == "draft"]
    placed = [space for what, space in typed if what == "place"]
    assert len(drafted) == 6
    assert len(placed) == 6
    for name in drafted:
        assert f"Player 1 drafts {name}\n" in screen
    for space in placed:
        assert re.search(rf"Player 1 places .+ on {space} \(\w+\)\n", screen), space
    # the draft came in pages under its question
    assert re.search(r"\nPage 1 of \d: n next page, p previous page; or type a name\.\n", screen)
    # the board letters the warriors and a legend names them
    assert LEGEND.search(screen)
    assert "Marks: 1A is Player 1's warrior A" in screen
    assert not re.search(r"\b[01]\d\d\+?\b", screen.split("plays first", 1)[1].split("Marks")[0])
    # nothing wider than the terminal
    wide = [line for line in screen.split("\n") if len(line) > WIDTH]
    assert not wide, wide[:3]


# -- the menus through CliRunner at 24 lines -----------------------------------------------------


def run(args: str, answers: list[str], monkeypatch: pytest.MonkeyPatch) -> tuple[int, str]:
    monkeypatch.setenv("LINES", str(HEIGHT))
    monkeypatch.setenv("COLUMNS", str(WIDTH))
    result = CliRunner().invoke(
        app, ["top", "play", *args.split()], input="\n".join(answers) + "\n"
    )
    return result.exit_code, result.output


def screens(out: str) -> list[str]:
    """The output cut at each prompt: what was shown before each answer."""
    return re.split(r"(?<=or q to quit: )", out)  # CliRunner does not echo the answers


@pytest.mark.rule("top.setup.draft")
def test_the_draft_is_paged_under_its_question(monkeypatch: pytest.MonkeyPatch) -> None:
    code, out = run("--players 2 --seed 3", ["n", "n", "p", "q"], monkeypatch)
    assert code == 0
    parts = screens(out)
    pages = [re.search(r"Page (\d) of (\d)", p) for p in parts[:4]]
    assert [m.group(1) if m else None for m in pages] == ["1", "2", "3", "2"]
    for part in parts[:4]:
        lines = part.split("\n")[-HEIGHT:]  # a 24-line terminal shows these
        assert any("your choice: Draft which warrior?" in line for line in lines), part
        assert max(len(line) for line in lines) <= WIDTH
    # the next page goes on from the last: no warrior left out, none twice
    numbers = [int(n) for p in parts[:3] for n in re.findall(r"^\s+(\d+)\. ", p, re.M)]
    assert numbers == list(range(1, numbers[-1] + 1))
    assert "Jiren" in parts[0]
    assert "Jiren" not in parts[1]


@pytest.mark.rule("top.setup.draft")
def test_a_warrior_is_drafted_by_its_name(monkeypatch: pytest.MonkeyPatch) -> None:
    # seed 3: Player 1 drafts first; the bot then takes the strongest warrior left
    answers = ["son", "SON GOKU", "kalé", "android", "Android 18", "dr. rota", "17", "q"]
    code, out = run("--players 2 --seed 3 --bot random", answers, monkeypatch)
    assert code == 0
    assert re.search(r"\n'son' fits several names: \d+\. Son Goku, \d+\. Son Gohan\.\n", out)
    assert "Player 1 drafts Son Goku\n" in out
    assert "Player 1 drafts Kale\n" in out  # accents and case do not matter
    assert re.search(r"'android' fits several names: \d+\. Android 17, \d+\. Android 18\.", out)
    assert "Player 1 drafts Android 18\n" in out
    assert "Player 1 drafts Dr. Rota\n" in out  # punctuation does not matter
    assert out.count("Player 1 drafts ") == 6  # "drafts first", then five picks
    pick = out.split("Player 1 drafts Dr. Rota\n", 1)[1]
    assert re.search(r"Player 1 drafts \S", pick)  # the number 17 drafted a warrior


def test_a_name_no_warrior_has_is_refused_in_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    code, out = run("--players 2 --seed 3", ["Zeno", "0", "q"], monkeypatch)
    assert code == 0
    assert "\n'Zeno' is not a choice: no name here fits it.\n" in out
    assert "\n'0' is not a choice: the choices are numbered 1 to 80.\n" in out
    assert "Player 1 drafts" not in out.split("drafts first", 1)[1]


@pytest.mark.rule("top.setup.placement")
def test_a_placement_takes_one_answer_a_space_name(monkeypatch: pytest.MonkeyPatch) -> None:
    answers = ["1"] * 6 + ["c3", "zz9", "b3", "C5", "q"]
    code, out = run("--players 2 --seed 3", answers, monkeypatch)
    assert code == 0
    first, second = out.split("Player 1 places Jiren on c3 (red)\n", 1)
    assert "Which space of row" not in first  # no second question
    assert "quit: 'zz9' is not a choice: no space here fits it.\n" in second
    # b3 is beside Jiren: the spacing refuses it, and the board does not name it
    assert "quit: 'b3' is not a choice: no space here fits it.\n" in second
    assert "Player 1 places Vegeta on c5 (yellow)\n" in second
    board = second.split("Marks:", 1)[0]
    row_3 = next(line for line in board.split("\n") if line.startswith("  3 "))
    assert row_3.split()[1:6] == ["a3", "b", "1A", "y", "e3"]  # b3 and d3 are beside 1A
    assert "Type a space shown by name on the board, such as a1 (l lists them by row)." in second


def test_a_placement_row_number_still_lists_its_spaces(monkeypatch: pytest.MonkeyPatch) -> None:
    answers = ["1"] * 6 + ["l", "3", "c3", "q"]
    code, out = run("--players 2 --seed 3", answers, monkeypatch)
    assert code == 0
    assert re.search(r"^\s+3\. Row 3: a3, b3, c3", out, re.M)  # l lists the rows
    assert "Which space of row 3?" in out
    assert "Player 1 places Jiren on c3 (red)" in out


def _to_the_first_move(seed: int) -> tuple[Game, list[str]]:
    """The game ``top play --players 2 --seed S --bot random`` reaches when Player 1 answers
    1 at every question (a placement: its first row, then that row's first space), up to
    Player 1's first move; and those answers."""
    game = Game.start(2, seed, settings={"turns": 10})
    bot = make_bot("random", seed * 16 + 1)  # the command's seeding of the bot of seat 1
    answers: list[str] = []
    while True:
        decision = game.decision
        assert decision is not None
        if decision.actor == 1:
            game.choose(ask(game, bot))
        elif len(decision.options) == 1:
            game.choose(0)
        elif decision.kind == "move":
            return game, answers
        else:
            first = menu(voice(game, 0), decision).entries[0]
            answers += ["1", "1"] if isinstance(first, Group) else ["1"]
            game.choose(first.leaves[0].index if isinstance(first, Group) else first.index)


def test_a_move_takes_one_answer_a_space_only_one_warrior_reaches(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game, answers = _to_the_first_move(3)
    decision = game.decision
    assert decision is not None
    reach: dict[str, set[int]] = {}
    for what, slot, cell in decision.options:
        if what == "move":
            reach.setdefault(game.content.board.name(cell), set()).add(slot)
    alone = sorted(space for space, slots in reach.items() if len(slots) == 1)
    shared = sorted(space for space, slots in reach.items() if len(slots) > 1)
    assert alone
    assert shared
    code, out = run("--players 2 --seed 3 --bot random", [*answers, shared[0], alone[0], "q"],
                    monkeypatch)  # fmt: skip
    assert code == 0
    assert re.search(rf"quit: \S.* can go to {shared[0]}: choose the warrior first\.\n", out)
    assert re.search(rf"quit: Player 1's .+ moves from [a-k]\d+ \(\w+\) to {alone[0]} ", out)


def test_the_board_letters_every_warrior_with_a_legend(monkeypatch: pytest.MonkeyPatch) -> None:
    answers = ["1"] * 6 + ["1", "1"] * 6 + ["q"]
    code, out = run("--players 2 --seed 3 --bot random", answers, monkeypatch)
    assert code == 0
    last = out.rsplit("Round 1 of 10", 1)[1]
    for mark in ("1A", "1F", "2A", "2F"):
        assert re.search(rf"\b{mark} \S.* \d+/\d+ [a-k]\d+", last), mark
    assert "Marks: 1A is Player 1's warrior A; * transformed; + more than one warrior there" in last
    assert "Spaces: r y b g are red, yellow, blue, green" in last
    assert re.search(r"Player 1 \(you\): 6 warriors on the board; hand: ", last)
    assert re.search(r"Player 2 \(bot\): 6 warriors on the board; hand: ", last)
    printed = [line for part in screens(out) for line in part.split("\n")]
    assert max(len(line) for line in printed) <= WIDTH
