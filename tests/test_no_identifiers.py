"""What a person reads shows no internal identifier: the event sentences, decision prompts and
option labels of seeded games of all three systems, the fight command's output, every
command's ``--help``, and the paths the docs point at.

An identifier is a snake_case word, a CamelCase name, a raw tuple or list (``(1, 2)``,
``[0, 4]``), ``True``/``False``/``None`` or a Python type (``<list[Path]>``, ``<class``). A
bracket of numbers right after a dice expression (``1d10+ToP [9, 2]``) is the dice's results,
the notation every roll breakdown uses, not a list.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from cli_tree import walk
from golden_corpus import EXAMPLES, _setup, cases
from tenkaichi.cli import main
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.play.bot_names import make_bot
from tenkaichi.dbu.play.bots import decide
from tenkaichi.ddc.engine import Battle
from tenkaichi.ddc.render import status as ddc_status
from tenkaichi.ddc.runner import bots_for
from tenkaichi.ddc.setup import BattleSetup
from tenkaichi.top.bots import ask
from tenkaichi.top.engine import Game
from tenkaichi.top.menus import Group, menu
from tenkaichi.top.runner import make_bot as make_top_bot
from tenkaichi.top.text import voice
from tenkaichi.top.text_events import event_text
from tenkaichi.top.text_status import status, status_lines

ROOT = Path(__file__).resolve().parent.parent

ALLOWED = {
    "ToP",  # DBU's Tier of Power dice, as the rules texts write it (1d10+ToP)
    "bT",  # DBU: the base Tier, as the rules texts write it (-1(bT))
    "MetalGreymon",  # DDC roster names: the Digimon are spelled so (data/ddc/roster.yaml)
    "WarGreymon",
}
"""Words that look like identifiers but are what the rules and the content call things."""

IDENTIFIER = re.compile(
    r"\b[a-z]+_[a-z_]+\b"  # snake_case
    r"|\b[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*\b"  # CamelCase
    r"|\b[a-z]+[A-Z][A-Za-z0-9]*\b"  # camelCase
    r"|[\[(]-?\d+, -?\d+[\])]"  # a raw tuple or list of numbers
    r"|\b(?:True|False|None)\b"  # Python values
    r"|<(?:class|list|dict|tuple|set)\b|\{'"  # Python types and reprs
)
DICE_RESULTS = re.compile(r"(\S*d\d+\S*) \[[^\]]*\]")
"""A dice expression followed by its results in brackets."""


def identifiers(text: str) -> list[str]:
    """The identifiers ``text`` shows (none of :data:`ALLOWED`)."""
    plain = DICE_RESULTS.sub(r"\1 <dice>", text).replace("<dice>", "dice")
    return [m.group(0) for m in IDENTIFIER.finditer(plain) if m.group(0) not in ALLOWED]


def test_the_scan_finds_what_it_looks_for() -> None:
    for bad in (
        "multiple_arms",
        "PepperBreath",
        "Kale at [0, 4]",
        "toward (1, -1)",
        "full True",
        "<list[Path]>",
        "<class 'int'>",
        "pepperBreath",
        "{'a': 1}",
    ):
        assert identifiers(bad), bad
    for good in (
        "Kale Dodge 9 = 1d10+ToP [5, 3] + Defense Value 4: hit",
        "Kale moves 5 squares to square O4",
        "Agumon moves from square 2,7 to square 11,7 (9 steps)",
        "Pui Pui rolls Initiative: solid d10 7 + ½ Agility Modifier 2 = 9",
    ):
        assert not identifiers(good), good


def _bad(where: str, texts: Iterator[tuple[str, str]]) -> list[str]:
    return [
        f"{where} {kind}: {text!r} shows {identifiers(text)}"
        for kind, text in texts
        if identifiers(text)
    ]


# --- DBU ---------------------------------------------------------------------------------------

DBU_SOURCES = sorted({c.source for c in cases()})


def _dbu_texts(source: str, edition: str, bot: str, seed: int) -> Iterator[tuple[str, str]]:
    enc = Encounter.start(_setup(source, edition), seed)
    sides = list(dict.fromkeys(f.side for f in enc.state.fighters))
    bots = {side: make_bot(bot, seed * 31 + i) for i, side in enumerate(sides)}
    while not enc.over:
        decision = enc.decision
        assert decision is not None
        yield "prompt", str(decision.prompt)
        yield from (("option", o.label) for o in decision.options)
        enc.choose(decide(bots[enc.fighter(decision.actor).side], enc))
    yield from ((f"event {e.kind}", e.text) for e in enc.events)


@pytest.mark.parametrize("edition", ["dbu-2", "dbu-1"])
@pytest.mark.parametrize("source", DBU_SOURCES)
def test_dbu_sentences_and_options_show_no_identifier(source: str, edition: str) -> None:
    found: list[str] = []
    for seed, bot in ((3, "greedy"), (11, "random")):
        found += _bad(f"{source} {edition} {bot} {seed}", _dbu_texts(source, edition, bot, seed))
    assert not found, "\n".join(found[:20])


def test_the_fight_and_simulate_commands_print_no_identifier(
    capsys: pytest.CaptureFixture[str],
) -> None:
    runs = [
        ["fight", str(EXAMPLES / "kale.yaml"), str(EXAMPLES / "yamcha.yaml"), "--seed", "3"],
        ["fight", str(EXAMPLES / "encounters" / "states-3v3.yaml"), "--seed", "2"],
        [
            "fight",
            str(EXAMPLES / "encounters" / "hijack.yaml"),
            "--edition",
            "dbu-1",
            "--library",
            str(EXAMPLES),
        ],
        # the report names each side's fighters (a squad of Minions once, with its count)
        ["simulate", str(EXAMPLES / "encounters" / "states-3v3.yaml"), "-n", "2", "--seed", "1"],
    ]
    for argv in runs:
        assert main(argv) == 0
        out = capsys.readouterr().out
        found = _bad(" ".join(argv[:2]), (("line", line) for line in out.splitlines()))
        assert not found, "\n".join(found[:20])


# --- Tournament of Power -----------------------------------------------------------------------


def _top_texts(players: int, seed: int) -> Iterator[tuple[str, str]]:
    game = Game.start(players, seed, settings={"turns": 5})
    bots = [make_top_bot("greedy" if s % 2 else "random", seed * 10 + s) for s in range(players)]
    while game.decision is not None:
        decision = game.decision
        shown = menu(voice(game, decision.actor), decision)
        yield "prompt", shown.prompt
        yield "hint", shown.hint
        yield from (("note", note) for note in shown.notes)
        for entry in shown.entries:
            yield "option", entry.label
            if isinstance(entry, Group):
                yield "prompt", entry.prompt
                yield from (("option", leaf.label) for leaf in entry.leaves)
        game.choose(ask(game, bots[decision.actor]))
    for seat in (-1, *range(players)):
        v = voice(game, seat)
        yield from (("event", event_text(v, e)) for e in game.events)
        yield from (("status", line) for line in status_lines(status(v)))


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_top_sentences_and_menus_show_no_identifier(players: int) -> None:
    found: list[str] = []
    for seed in (1, 7):
        found += _bad(f"{players} players seed {seed}", _top_texts(players, seed))
    assert not found, "\n".join(found[:20])


# --- Dungeon DICE Combat -----------------------------------------------------------------------

DDC_SETUPS = {
    "1v1": BattleSetup.of("Agumon", "Gabumon"),
    "ffa": BattleSetup.of("Agumon", "Gabumon", "Patamon", "Palmon"),
    "megas": BattleSetup.of("WarGreymon", "Omnimon", "Susanoomon"),
}


def _ddc_texts(setup: BattleSetup, seed: int) -> Iterator[tuple[str, str]]:
    battle = Battle.start(setup, seed)
    bots = bots_for(battle, "greedy" if seed % 2 else "random", seed)
    while not battle.over:
        decision = battle.decision()
        assert decision is not None
        yield from (("option", action.label()) for action in decision.options)
        yield from (("status", line) for line in ddc_status(battle, with_grid=False).splitlines())
        battle.apply(bots[decision.actor].choose(battle.view()))
    yield from ((f"event {e.kind}", e.text) for e in battle.events)


@pytest.mark.parametrize("name", sorted(DDC_SETUPS))
def test_ddc_sentences_and_options_show_no_identifier(name: str) -> None:
    found: list[str] = []
    for seed in range(4):
        found += _bad(f"{name} seed {seed}", _ddc_texts(DDC_SETUPS[name], seed))
    assert not found, "\n".join(found[:20])


# --- help --------------------------------------------------------------------------------------


COMMANDS = [path for path, _ in walk()]


SOURCE_NUMBER = re.compile(r"\bseeds? \d{3}\b")
"""A rules text named by its file number ("seed 002"), which reads like the RNG's seed."""


def test_the_command_tree_is_walked() -> None:
    assert {("fight",), ("rules",), ("top", "play"), ("ddc", "simulate")} <= set(COMMANDS)


@pytest.mark.parametrize("path", [pytest.param(p, id=" ".join(p) or "tenkaichi") for p in COMMANDS])
def test_help_shows_no_python_type_and_no_seed_number(
    path: tuple[str, ...], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([*path, "--help"]) == 0
    text = capsys.readouterr().out
    assert not re.search(r"<(?:list|tuple|dict|set|class)\b", text), text
    assert not SOURCE_NUMBER.search(text), text


# --- docs --------------------------------------------------------------------------------------

FOREIGN_PATH = re.compile(
    r"(?:\.\./)+shared/|\bshared/(?:seeds|reference)\b|/work/|/mnt/|\bseeds/\d{3}"
)
"""A path a user of the repository does not have: the sandbox's folders, the rules texts'
files outside the repository."""


def test_docs_and_help_point_at_no_file_a_user_does_not_have(
    capsys: pytest.CaptureFixture[str],
) -> None:
    found = []
    for doc in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        for number, line in enumerate(doc.read_text(encoding="utf-8").splitlines(), 1):
            if FOREIGN_PATH.search(line):
                found.append(f"{doc.relative_to(ROOT)}:{number}: {line.strip()}")
    for path in COMMANDS:
        main([*path, "--help"])
        help_text = capsys.readouterr().out
        if FOREIGN_PATH.search(help_text):
            found.append(f"tenkaichi {' '.join(path)} --help")
    assert not found, "\n".join(found)
