"""Helpers for the seed 001 (edition ``dbu-2``) "Maneuvers" conformance files
(test_actions_b_*.py): no tests live here.

Everything goes through the public API: sheets and setups are plain data read by
``parse_setup``, fights start with ``Encounter.start(..., dice=[...])`` (initiative dice first,
then every other die, then 5s), and a test picks options by kind, label fragment and args, and
reads the event log. Every fighter is a plain Earthling (Tier of Power 1 unless stated)."""

from __future__ import annotations

import re
from typing import Any

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import parse_setup

LIFE = 144  # an Earthling at Power Level 4 with Tenacity 4: 60 + 12x3 + (4 + 2x4)x4
KI = 86  # 50 + 12x3
CAPACITY = 32  # 20 + 4x3


def sheet(
    name: str,
    pl: int = 4,
    ag: int = 4,
    fo: int = 4,
    te: int = 4,
    ins: int = 4,
    ma: int = 1,
    pe: int = 2,
    **extra: Any,
) -> dict[str, Any]:
    """A plain Earthling: Haste 2, Awareness 4, Defense Value 4, Soak 4, Might = max(FO, MA)."""
    data: dict[str, Any] = {
        "name": name,
        "race": extra.pop("race", "earthling"),
        "power_level": pl,
        "attributes": {
            "agility": ag,
            "force": fo,
            "tenacity": te,
            "scholarship": 2,
            "insight": ins,
            "magic": ma,
            "personality": pe,
        },
    }
    data.update(extra)
    return data


def fighter(
    key: str, side: str, pos: tuple[int, int], fid: str | None = None, **extra: Any
) -> dict[str, Any]:
    return {"sheet": key, "side": side, "id": fid or key, "pos": list(pos), **extra}


def start(
    fighters: list[dict[str, Any]], sheets: dict[str, dict[str, Any]], dice: list[int], **extra: Any
) -> Encounter:
    """Initiative dice come first (one d10 per fighter, in order), then every other die."""
    raw = {
        "width": extra.pop("width", 12),
        "height": extra.pop("height", 8),
        "sheets": sheets,
        "fighters": fighters,
        **extra,
    }
    return Encounter.start(parse_setup(raw, "conformance"), seed=1, dice=dice + [5] * 60)


def options(enc: Encounter, kind: str | None = None, **args: Any) -> list[Any]:
    assert enc.decision is not None
    return [
        o
        for o in enc.decision.options
        if (kind is None or o.kind == kind) and all(o.args.get(k) == v for k, v in args.items())
    ]


def has(enc: Encounter, kind: str, label: str = "", **args: Any) -> bool:
    return any(label in o.label for o in options(enc, kind, **args))


def choose(enc: Encounter, kind: str, label: str = "", **args: Any) -> list[str]:
    found = [o for o in options(enc, kind, **args) if label in o.label]
    assert found, (
        f"no {kind} option {label!r} {args} in {[o.label for o in enc.decision.options][:60]}"
    )
    return [e.text for e in enc.choose(found[0])]


def pass_instants(enc: Encounter) -> None:
    while enc.decision is not None and enc.decision.kind == "instant":
        choose(enc, "pass")


def attack(
    enc: Encounter, label: str, modifier: str | None = None, wager: int = 0, kind: str = "attack"
) -> None:
    """Declare an attack by label, with no Modifier (or the one labelled) and a Ki Wager."""
    choose(enc, kind, label)
    if enc.decision is not None and enc.decision.kind == "modifier":
        if modifier is None:
            choose(enc, "no_modifier")
        else:
            choose(enc, "modifier", modifier)
    if enc.decision is not None and enc.decision.kind == "wager":
        choose(enc, "wager", kp=wager)


def log(enc: Encounter) -> str:
    return "\n".join(e.text for e in enc.events)


def effect_names(enc: Encounter, fid: str) -> list[str]:
    return [e.name for e in enc.fighter(fid).effects]


def number(enc: Encounter, pattern: str) -> int:
    """The integer captured by ``pattern`` in the event log (the last match)."""
    found = re.findall(pattern, log(enc))
    assert found, f"{pattern!r} not in log:\n{log(enc)}"
    return int(found[-1])


def end_turn(enc: Encounter) -> None:
    choose(enc, "end_turn")


def skip_exploit(enc: Encounter) -> None:
    """Let a provoked Exploit go, if one is pending."""
    if enc.decision is not None and enc.decision.kind == "exploit":
        choose(enc, "pass")


def duo(
    dice: list[int], a: dict[str, Any] | None = None, b: dict[str, Any] | None = None, **extra: Any
) -> Encounter:
    """A (side A) at (2, 2) acts first against B (side B) adjacent at (3, 2)."""
    return start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2))],
        {"A": sheet("Alpha", **(a or {})), "B": sheet("Beta", **(b or {}))},
        [9, 5, *dice],
        **extra,
    )


def charged_attack(enc: Encounter, charges: int, profile: str = "Simple", wager: int = 0) -> None:
    """A declares an energy Basic Attack, charges it ``charges`` times and releases it on B."""
    choose(enc, "charge_declare")
    pass_instants(enc)
    if enc.decision.kind == "exploit":
        choose(enc, "pass")
    choose(enc, "charge_attack", profile=profile, foundation="energy")
    if enc.decision.kind == "exploit":
        choose(enc, "pass")
    for _ in range(charges - 1):
        choose(enc, "charge")
        pass_instants(enc)
        if enc.decision.kind == "exploit":
            choose(enc, "pass")
    choose(enc, "release", target="B")
    if enc.decision.kind == "modifier":
        choose(enc, "no_modifier")
    if enc.decision.kind == "wager":
        choose(enc, "wager", kp=wager)
    pass_instants(enc)
