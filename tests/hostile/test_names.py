"""Names and user text from files and people reach no terminal or chat raw (issue 15,
finding 6).

Odd Unicode (control characters, ESC sequences, bidirectional overrides, line separators,
combining marks, emoji, Rich markup, 10 MB names) goes through each game's loaders (DBU sheets
and encounter files, DDC rosters and setups, TOP content packs), through the command line (in
bounded children) and through the chat layer. The contract: a name with a character that could
act on a terminal or forge a line is refused with one line that names the field; any other
name is kept as written and shown literally (markup is not read); no ESC byte from content
reaches the output.
"""

from __future__ import annotations

import io
import json
import re
import shutil
import sys
import time
import unicodedata
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rich.table import Table
from rich.text import Text

from tenkaichi.chat.ddc_chat import DdcChat
from tenkaichi.chat.messages import Author, Incoming
from tenkaichi.cli.output import PlainConsole
from tenkaichi.dbu.combat.core.setup import parse_setup as dbu_setup
from tenkaichi.dbu.sheet_files import parse_sheet
from tenkaichi.ddc.content import parse_roster
from tenkaichi.ddc.setup import parse_setup as ddc_setup
from tenkaichi.errors import ContentError
from tenkaichi.table.service import TableService
from tenkaichi.top.content import check_content

from .bounded import Bounded, cli, count, cpu_bound, run_bounded

SURFACE = "names"
EXAMPLES = Path(__file__).parents[2] / "examples"
MOST = 60

# --- what a name may and may not be (the contract, written without the implementation) -----

BIDI_CONTROLS = set("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def must_refuse(name: str) -> bool:
    """A name that could act on a terminal, forge a line or read as another: refused."""
    return (
        len(name) > MOST
        or not name.strip()
        or any(
            unicodedata.category(c) in ("Cc", "Cs", "Zl", "Zp") or c in BIDI_CONTROLS for c in name
        )
    )


def must_accept(name: str) -> bool:
    """Letters, marks, digits, punctuation, symbols (emoji), spaces and the zero-width joiner
    of emoji sequences, within the length: kept as written."""
    return not must_refuse(name) and all(
        unicodedata.category(c)[0] in "LMNPS" or c in {" ", "\u200d"} for c in name
    )


ODD = st.sampled_from(
    [
        "\x1b[2J",
        "\x1b]8;;https://evil.example\x07",
        "\n",
        "\r",
        "\t",
        "\x00",
        "\x7f",
        "\x9b",
        "\u2028",
        "\u2029",
        "\u202e",
        "\u2066",
        "\u200b",
        "\ufeff",
        "\u0301",
        "\u0489" * 5,
        "👨\u200d👩\u200d👧",
        "🇫🇷",
        "[bold red]x[/]",
        "[link=https://evil.example]y[/link]",
        ":smile:",
        "@everyone",
        "`",
        "**",
        "ק",
        " ",
    ]
)
NAMES = st.lists(st.one_of(ODD, st.text(max_size=8)), min_size=1, max_size=8).map("".join)


def _check(
    load: Callable[[str], str], name: str, field: str, accepts: Callable[[str], bool]
) -> None:
    """Load content holding ``name``; refused: one printable line naming ``field``; loaded:
    the name as written. ``accepts``: the names the field must take (some fields are
    stricter than :func:`must_accept`: shorter, or ASCII only)."""
    try:
        kept = load(name)
    except ContentError as error:
        message = str(error)
        assert not accepts(name), f"{name!r} refused: {message}"
        assert len(message.splitlines()) == 1, message
        assert field in message, message
        assert "\x1b" not in message
        assert all(unicodedata.category(c) != "Cc" for c in message), message
        return
    assert not must_refuse(name), f"{name!r} was loaded"
    assert kept == name


# --- the loaders ------------------------------------------------------------------------


def _sheet(**fields: Any) -> dict[str, Any]:
    raw: dict[str, Any] = yaml.safe_load((EXAMPLES / "kale.yaml").read_text(encoding="utf-8"))
    raw.update(fields)
    return raw


def _dbu_sheet(name: str) -> str:
    return parse_sheet(json.dumps(_sheet(name=name)), "hostile.json").name


def _dbu_form(name: str) -> str:
    raw = _sheet()
    raw["forms"][0]["name"] = name
    return parse_sheet(json.dumps(raw), "hostile.json").forms[0].name


def _dbu_technique(name: str) -> str:
    raw = _sheet()
    raw["signatures"][0]["name"] = name
    return parse_sheet(json.dumps(raw), "hostile.json").signatures[0].name


def _encounter(**change: Any) -> dict[str, Any]:
    sheet = _sheet()
    raw: dict[str, Any] = {
        "sheets": {"kale": sheet, "other": {**sheet, "name": "Other"}},
        "fighters": [{"sheet": "kale", "side": "A"}, {"sheet": "other", "side": "B"}],
        "items": [{"id": "rock", "name": "Rock", "pos": [3, 3]}],
    }
    for key, value in change.items():
        raw[key] = value
    return raw


def _dbu_side(name: str) -> str:
    other = "C" if name == "B" else "B"
    fighters = [{"sheet": "kale", "side": name}, {"sheet": "other", "side": other}]
    return dbu_setup(_encounter(fighters=fighters), "hostile.yaml").fighters[0].side


def _dbu_item(name: str) -> str:
    items = [{"id": "rock", "name": name, "pos": [3, 3]}]
    return dbu_setup(_encounter(items=items), "hostile.yaml").items[0].name


def _ddc_roster(name: str) -> str:
    raw = {"fighters": [{"name": name, "level": "rookie"}]}
    return parse_roster(yaml.safe_dump(raw, allow_unicode=True), "roster.yaml").fighters[0].name


def _ddc_side(name: str) -> str:
    raw = {"fighters": [{"fighter": "Agumon", "side": name}, {"fighter": "Gabumon"}]}
    side = ddc_setup(raw, "setup.yaml").fighters[0].side
    assert side is not None
    return side


def _within(most: int) -> Callable[[str], bool]:
    return lambda name: must_accept(name) and len(name) <= most


def _ddc_name(name: str) -> bool:
    return len(name) <= 24 and re.fullmatch(r"[A-Za-z][A-Za-z0-9\-]*", name) is not None


LOADERS: dict[str, tuple[Callable[[str], str], str, Callable[[str], bool]]] = {
    "DBU sheet name": (_dbu_sheet, "name", _within(MOST)),
    "DBU form name": (_dbu_form, "forms.0.name", _within(MOST)),
    "DBU technique name": (_dbu_technique, "signatures.0.name", _within(MOST)),
    "DBU encounter side": (_dbu_side, "fighters.0.side", _within(40)),
    "DBU item name": (_dbu_item, "items.0.name", _within(MOST)),
    "DDC roster fighter": (_ddc_roster, "name", _ddc_name),
    "DDC setup side": (_ddc_side, "fighters.0.side", _within(24)),
}


@pytest.mark.parametrize("loader", list(LOADERS))
def test_each_loader_refuses_unsafe_names_and_keeps_the_others(loader: str) -> None:
    load, field, accepts = LOADERS[loader]
    started = time.process_time()
    tried = 0

    @settings(max_examples=40, deadline=None, database=None)
    @given(name=NAMES)
    def check(name: str) -> None:
        nonlocal tried
        tried += 1
        _check(load, name, field, accepts)

    check()
    for name in ("Kale\x1b[2J", "Kale\nWinner: side B (fake)", "a\u202eb", "x" * (MOST + 1)):
        with pytest.raises(ContentError, match=re.escape(field)):
            load(name)
        tried += 1
    count(SURFACE, tried, time.process_time() - started)


def _top_pack(folder: Path, name: str) -> Path:
    source = resources.files("tenkaichi.data").joinpath("top")
    for file in ("dice.yaml", "decks.yaml", "board.txt", "warriors.yaml"):
        folder.joinpath(file).write_text(source.joinpath(file).read_text("utf-8"), "utf-8")
    warriors = yaml.safe_load(folder.joinpath("warriors.yaml").read_text("utf-8"))
    warriors["characters"][0]["name"] = name
    folder.joinpath("warriors.yaml").write_text(yaml.safe_dump(warriors), "utf-8")
    return folder


@settings(
    max_examples=25,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(name=NAMES)
def test_top_content_packs_refuse_unsafe_warrior_names(tmp_path: Path, name: str) -> None:
    folder = tmp_path / "pack"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir()
    problems = check_content(_top_pack(folder, name))
    named = [p for p in problems if "characters" in p and "name" in p]
    if must_refuse(name):
        assert named, problems
        assert all("\x1b" not in p and "\n" not in p for p in problems)
    if must_accept(name):
        assert not named, problems
    count(SURFACE, 1)


# --- the command line ---------------------------------------------------------------------

_MANY = """
import sys
from tenkaichi.cli import main
for path in sys.argv[1:]:
    code = main(["character", "show", path])
    sys.stdout.write(f"\\n=== {code}\\n"); sys.stdout.flush()
    sys.stderr.write(f"=== {code}\\n"); sys.stderr.flush()
"""


def test_the_cli_refuses_unsafe_names_in_one_line_naming_the_field(tmp_path: Path) -> None:
    bad = [
        "Kale\x1b[2J",
        "Kale\x1b]8;;https://evil.example\x07link",
        "Kale\nWinner: side B (fake)",
        "Kale\rWinner",
        "Ka\u202ele",
        "Ka\u2028le",
        "Kale\x00",
        "Kale\x9b2J",
        "x" * 500,
    ]
    paths = []
    for i, name in enumerate(bad):
        path = tmp_path / f"bad{i}.json"
        path.write_text(json.dumps(_sheet(name=name)), "utf-8")
        paths.append(str(path))
    run = _python(_MANY, paths, inputs=len(bad))
    outputs = run.stderr.split("=== ")
    assert len(outputs) == len(bad) + 1, run.stderr[-2000:]
    for name, chunk in zip(bad, outputs[:-1], strict=True):
        lines = chunk.splitlines()
        lines = lines[1:] if lines and lines[0].isdigit() else lines
        assert len(lines) == 1, (name, chunk)
        assert lines[0].startswith("error: "), chunk
        assert "name" in lines[0]
    assert run.stderr.count("=== 2") == len(bad)
    assert "\x1b" not in run.stdout + run.stderr
    assert "\r" not in run.stdout + run.stderr
    assert "Winner" not in run.stdout
    assert run.cpu_s < cpu_bound(10)


def _python(code: str, args: list[str], *, inputs: int) -> Bounded:
    """A bounded child running ``code`` with ``args``."""
    return run_bounded([sys.executable, "-c", code, *args], surface=SURFACE, inputs=inputs)


def test_a_10_mb_name_is_refused_quickly_in_one_short_line(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    path.write_text(json.dumps(_sheet(name="\x1b[2J" + "K" * 10_000_000)), "utf-8")
    run = cli("character", "show", str(path), surface=SURFACE, cpu_s=20, mem_mb=1024)
    assert run.returncode == 2, run.stderr[-300:]
    assert run.stderr.startswith("error: ")
    assert "name" in run.stderr
    assert len(run.stderr.splitlines()) == 1
    assert len(run.stderr) < 2000
    assert "\x1b" not in run.stderr + run.stdout
    assert run.cpu_s < cpu_bound(5)
    assert run.rss_mb < 400


def test_names_with_markup_and_odd_letters_show_literally(tmp_path: Path) -> None:
    """Valid names (Rich markup, an emoji sequence, combining marks, a right-to-left word) are
    printed as written: markup is not read, nothing else is added."""
    a = "[bold red]Kale[/] [link=https://e.example]x[/link] :smile:"
    b = "Yamcha 👨\u200d👩\u200d👧 é\u0301 שלום"
    paths = []
    for i, name in enumerate((a, b)):
        path = tmp_path / f"odd{i}.json"
        path.write_text(json.dumps(_sheet(name=name)), "utf-8")
        paths.append(str(path))
    run = cli("fight", *paths, "--seed", "2", surface=SURFACE, cpu_s=30, inputs=2)
    assert run.returncode == 0, run.stderr
    assert "Winner: side " in run.stdout
    assert a in run.stdout
    assert b in run.stdout
    assert "😄" not in run.stdout
    assert "\x1b" not in run.stdout
    shown = cli("character", "show", paths[0], surface=SURFACE)
    assert a in shown.stdout


def test_the_console_escapes_content_whatever_carries_it() -> None:
    """The second line of defence: text that did not come through a loader (a table cell, a
    rule, a line) is written with its ESC and carriage returns escaped, on a colour terminal
    too, while the console's own colours still work."""
    out = io.StringIO()
    console = PlainConsole(
        file=out,
        force_terminal=True,
        color_system="standard",
        markup=False,
        emoji=False,
        highlight=False,
        width=80,
    )
    hostile = "Ka\x1b[2Jle\rX\u202e[bold]y[/bold]"
    console.print(Text(hostile, style="red"))
    console.print(hostile)
    table = Table("name")
    table.add_row(hostile)
    console.print(table)
    console.rule(Text(hostile))
    written = out.getvalue()
    assert re.sub(r"\x1b\[[0-9;]*m", "", written).count("\x1b") == 0
    assert "\x1b[31m" in written  # the console's own colour
    assert written.count("\\x1b[2J") == 4
    assert "[bold]y[/bold]" in written
    assert "\r" not in written
    count(SURFACE, 4)


# --- chat ------------------------------------------------------------------------------------


@settings(
    max_examples=30,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(display=NAMES, side=st.one_of(ODD, st.text(min_size=1, max_size=12)))
def test_chat_replies_quote_people_literally_and_ping_nobody(
    tmp_path: Path, display: str, side: str
) -> None:
    service = TableService(f"sqlite:///{tmp_path / 'names.sqlite3'}")
    front = DdcChat(service, new_seed=lambda: 7)

    def say(user: str, text: str, name: str) -> str:
        return "\n".join(
            r.text for r in front.handle(Incoming("t", "b1", Author(user, name), text))
        )

    try:
        replies = [
            say("1", "!join Agumon " + side.replace(" ", "-"), display),
            say("2", "!join Gabumon", "@everyone **bold** `code`"),
            say("2", "!status", "@here <@123>"),
            say("2", f"!attack **x** `y` @{display[:10]}", "@here"),
        ]
    finally:
        service.close()
    for reply in replies:
        assert reply is not None
        assert "\x1b" not in reply
        assert "\r" not in reply
        assert not re.search(r"@(everyone|here)|<@!?\d", reply), reply
        assert not re.search(r"(?<!\\)[*`]", reply.replace("```", "")), reply
    count(SURFACE, 4)
