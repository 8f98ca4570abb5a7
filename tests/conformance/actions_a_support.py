"""Helpers for the seed 001 (edition ``dbu-2``) "Actions" conformance files
(test_actions_a_*.py): no tests live here.

A small black-box toolkit over the public API only: sheets are YAML text read by
``parse_sheet``, fights start with ``Encounter.start(setup, dice=[...])`` (fixed die results, then
``PAD``), and a test picks options by kind, label fragment and args, and reads the event texts."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import yaml

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EncounterSetup, FighterSetup
from tenkaichi.dbu.sheet import CharacterSheet
from tenkaichi.dbu.sheet_files import parse_sheet

PAD = [4] * 400  # neutral dice after the ones a situation fixes (4 fits every die)


def make_sheet(
    name: str,
    *,
    pl: int = 3,
    ag: int = 4,
    fo: int = 4,
    te: int = 4,
    ins: int = 3,
    ma: int = 1,
    race: str = "earthling",
    **extra: Any,
) -> CharacterSheet:
    """A sheet written as YAML and parsed like any sheet file (Tier 1 below Power Level 5)."""
    data: dict[str, Any] = {
        "name": name,
        "race": race,
        "power_level": pl,
        "attributes": {
            "agility": ag,
            "force": fo,
            "tenacity": te,
            "scholarship": 2,
            "insight": ins,
            "magic": ma,
            "personality": 3,
        },
    }
    data.update(extra)
    return parse_sheet(yaml.safe_dump(data), f"{name}.yaml")


def make_setup(
    *entries: tuple[CharacterSheet, str, tuple[int, int]],
    width: int = 10,
    height: int = 5,
    **kw: Any,
) -> EncounterSetup:
    """Fighters as (sheet, side, square); each fighter's id is its sheet's name."""
    sheets = {s.name.lower(): s for s, _, _ in entries}
    fighters = tuple(
        FighterSetup(sheet=s.name.lower(), side=side, pos=pos, id=s.name)
        for s, side, pos in entries
    )
    return EncounterSetup(width=width, height=height, sheets=sheets, fighters=fighters, **kw)


def start(setup: EncounterSetup, dice: list[int]) -> Encounter:
    return Encounter.start(setup, dice=list(dice) + PAD)


def find(
    enc: Encounter, kind: str | None = None, label: str | None = None, **args: Any
) -> list[Any]:
    """The options of the pending decision matching a kind, a label fragment and some args."""
    assert enc.decision is not None
    return [
        o
        for o in enc.decision.options
        if (kind is None or o.kind == kind)
        and (label is None or label in o.label)
        and all(o.args.get(k) == v for k, v in args.items())
    ]


def pick(
    enc: Encounter, kind: str | None = None, label: str | None = None, **args: Any
) -> list[str]:
    """Choose the first matching option; return the texts of the events it produced."""
    found = find(enc, kind, label, **args)
    assert found, (kind, label, args, [(o.kind, o.label) for o in enc.decision.options][:12])
    return [e.text for e in enc.choose(found[0])]


def answer(
    enc: Encounter,
    until: Callable[[Encounter], bool] | None = None,
    **answers: tuple[str, dict[str, Any]] | str,
) -> list[str]:
    """Answer pending decisions (plain defaults unless named in ``answers`` by decision kind)
    until ``until`` holds (by default: the next turn decision). Returns the event texts."""
    out: list[str] = []
    stop = until or (lambda e: e.decision.kind == "turn")
    while enc.decision is not None and not enc.over and not stop(enc):
        kind = enc.decision.kind
        want = answers.get(kind)
        if want is None:
            if kind == "modifier":
                want = "no_modifier"
            elif kind == "wager":
                want = ("wager", {"kp": 0})
            elif kind == "reaction":
                want = "dodge"
            elif kind == "clash_roll":
                want = ("clash_roll", {"roll": "strike"})
            elif kind == "spectate":
                want = "no_spectate"  # seed 001: Spectate is a choice ("you can choose")
            elif find(enc, "pass"):
                want = "pass"
            else:
                raise AssertionError(
                    f"no default answer for {kind}: {[o.label for o in enc.decision.options][:8]}"
                )
        k, a = (want, {}) if isinstance(want, str) else want
        out += pick(enc, k, **a)
    return out


def answer_one(enc: Encounter, **answers: tuple[str, dict[str, Any]] | str) -> list[str]:
    """Answer exactly one pending (non-turn) decision."""
    asked = [False]

    def once(_: Encounter) -> bool:
        done = asked[0]
        asked[0] = True
        return done

    return answer(enc, until=once, **answers)


def turn_of(name: str) -> Callable[[Encounter], bool]:
    return lambda e: e.decision.kind == "turn" and e.decision.actor == name


def end_turn_until(enc: Encounter, name: str) -> list[str]:
    """End the current turn, then every other (answering with defaults), until ``name`` has
    a turn decision again."""
    out: list[str] = []
    while True:
        if enc.decision.kind == "turn":
            out += pick(enc, "end_turn")
        else:
            out += answer(enc)
        if turn_of(name)(enc):
            return out


def fighter(enc: Encounter, name: str) -> Any:
    return enc.fighter(name)


def effect_names(enc: Encounter, name: str) -> dict[str, int]:
    return {e.name: e.stacks for e in fighter(enc, name).effects}


def number_after(texts: list[str], prefix: str) -> int:
    """The number right after ``prefix`` in the first event text starting with it."""
    line = next(t for t in texts if t.startswith(prefix))
    return int(line[len(prefix) :].split()[0])


def duel(
    aki: CharacterSheet | None = None, bo: CharacterSheet | None = None, *, bo_at=(3, 2), **kw: Any
) -> EncounterSetup:
    """Two fighters: Aki at (2, 2) against Bo (adjacent at (3, 2) unless ``bo_at`` says else)."""
    return make_setup(
        (aki or make_sheet("Aki"), "A", (2, 2)), (bo or make_sheet("Bo"), "B", bo_at), **kw
    )
