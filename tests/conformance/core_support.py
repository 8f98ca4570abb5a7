"""Helpers for the seed 000 (DBU Core Rules) conformance tests: sheets, fights, choices.

Only the public API: sheets are YAML text read by ``parse_sheet``, fights are
``Encounter.start(setup, dice=[...])`` with fixed dice, and a test reads the decisions
(actor, kind, options with kind/args/label) and the events (kind, who, text, data, round).
This module holds no tests.
"""

from __future__ import annotations

from typing import Any

import yaml

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EncounterSetup, FighterSetup
from tenkaichi.dbu.sheet import CharacterSheet
from tenkaichi.dbu.sheet_files import parse_sheet

BASE_ATTRIBUTES = {
    "agility": 4,
    "force": 4,
    "tenacity": 4,
    "scholarship": 2,
    "insight": 4,
    "magic": 1,
    "personality": 3,
}

ROUTINE = ("modifier", "wager", "instant", "reaction", "intervene", "clash_roll")


def sheet(name: str, pl: int = 1, size: str = "medium", **fields: Any) -> CharacterSheet:
    """An Earthling with every Attribute Score at a plain value unless ``attrs`` says else."""
    attributes = dict(BASE_ATTRIBUTES)
    attributes.update(fields.pop("attrs", {}))
    data: dict[str, Any] = {
        "name": name,
        "race": fields.pop("race", "earthling"),
        "power_level": pl,
        "size": size,
        "attributes": attributes,
    }
    data.update(fields)
    return parse_sheet(yaml.safe_dump(data), f"{name.lower()}.yaml")


def fight(
    fighters: list[tuple[CharacterSheet, str, tuple[int, int]]],
    dice: list[int],
    edition: str = "dbu-2",
) -> Encounter:
    """Start a fight: each fighter is (sheet, side, position); ``dice`` are the results."""
    sheets = {s.name.lower(): s for s, _, _ in fighters}
    setup = EncounterSetup(
        sheets=sheets,
        fighters=tuple(
            FighterSetup(sheet=s.name.lower(), side=side, pos=pos) for s, side, pos in fighters
        ),
        edition=edition,
    )
    return Encounter.start(setup, dice=dice)


def duel(
    a: CharacterSheet,
    b: CharacterSheet,
    dice: list[int],
    apos: tuple[int, int] = (2, 2),
    bpos: tuple[int, int] = (3, 2),
    edition: str = "dbu-2",
) -> Encounter:
    return fight([(a, "A", apos), (b, "B", bpos)], dice, edition)


def options(enc: Encounter, kind: str | None = None, **args: Any) -> list[Any]:
    decision = enc.decision
    assert decision is not None
    return [
        o
        for o in decision.options
        if (kind is None or o.kind == kind) and all(o.args.get(k) == v for k, v in args.items())
    ]


def has_option(enc: Encounter, kind: str | None = None, label: str = "", **args: Any) -> bool:
    return any(label in o.label for o in options(enc, kind, **args))


def pick(enc: Encounter, kind: str | None = None, label: str = "", **args: Any) -> None:
    """Choose the first legal option of this kind (and args) whose label contains ``label``."""
    for option in options(enc, kind, **args):
        if label in option.label:
            enc.choose(option)
            return
    decision = enc.decision
    assert decision is not None
    shown = [o.label for o in decision.options][:15]
    raise AssertionError(f"{decision.actor} has no option {kind} {label!r} {args}: {shown}")


def answer_routine(enc: Encounter) -> None:
    """Take the plain answer (the first option) to every routine question."""
    while enc.decision is not None and enc.decision.kind in ROUTINE:
        enc.choose(0)


def will_to_survive(enc: Encounter, heal: bool = False) -> bool:
    """Answer a pending Will to Survive choice, if there is one (seed 000: at 0 Life, one who
    can heal themselves "can avoid being defeated"): heal, or be Defeated. Returns whether a
    choice was pending."""
    decision = enc.decision
    if decision is None or decision.kind != "will_to_survive":
        return False
    if heal:
        pick(enc, "surge")
    else:
        pick(enc, "fall")
    return True


def until_turn(enc: Encounter, actor: str, limit: int = 200) -> None:
    """Answer everything plainly (first option; end every other turn) until ``actor``'s turn."""
    for _ in range(limit):
        decision = enc.decision
        if decision is None or (decision.actor == actor and decision.kind == "turn"):
            return
        if decision.kind == "turn":
            pick(enc, "end_turn")
        else:
            enc.choose(0)
    raise AssertionError(f"no turn for {actor}")


def attack(
    enc: Encounter,
    target: str,
    profile: str = "Simple",
    foundation: str = "physical",
    wager: int | str = 0,
    modifier: str = "",
) -> None:
    """A Basic Attack; ``wager`` may be ``"max"``; ``modifier`` picks a Modifier by label."""
    pick(enc, "attack", profile=profile, foundation=foundation, target=target)
    while enc.decision is not None and enc.decision.kind in ("modifier", "wager"):
        if enc.decision.kind == "modifier":
            if modifier:
                pick(enc, label=modifier)
            else:
                pick(enc, "no_modifier")
        else:
            kp = options(enc, "wager")[-1].args["kp"] if wager == "max" else wager
            pick(enc, "wager", kp=kp)


def events_since(enc: Encounter, start: int, kind: str | None = None) -> list[Any]:
    return [e for e in enc.events[start:] if kind is None or e.kind == kind]


def texts(enc: Encounter, start: int = 0, kind: str | None = None) -> list[str]:
    return [e.text for e in events_since(enc, start, kind)]
