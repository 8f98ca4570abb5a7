"""Helpers for test_round3_dbu.py (seeds 000, 001 and 003): no tests live here.

Only the public API: sheets are plain data (``actions_b_support.sheet``) or YAML text
(``legacy_support.sheet``), fights start with fixed dice, a test picks options by kind, label
fragment and args, and reads the event log and the fighters. Every fighter is a plain Earthling
(Power Level 4: Tier of Power 1, one d10 a roll) unless a test says otherwise."""

from __future__ import annotations

import re
from typing import Any

from tenkaichi.dbu.combat.core.engine import Encounter

from . import legacy_support as legacy
from .actions_b_support import (
    attack,
    choose,
    fighter,
    log,
    options,
    pass_instants,
    sheet,
    start,
)

# --- Signature Techniques with Power Shot -------------------------------------------------------


def power_shot(rank: int | None) -> Any:
    """How a sheet writes the Power Shot Advantage: the bare name for rank 1 (``rank=None``),
    ``{name: Power Shot, rank: N}`` otherwise."""
    return "Power Shot" if rank is None else {"name": "Power Shot", "rank": rank}


def technique(
    name: str,
    advantage: Any = None,
    profile: str = "Simple",
    foundation: str = "energy",
) -> dict[str, Any]:
    """A Signature Technique; ``advantage`` is one entry of its ``advantages`` (or none)."""
    entry: dict[str, Any] = {"name": name, "profile": profile, "foundation": foundation}
    if advantage is not None:
        entry["advantages"] = [advantage]
    return entry


def use_signature(enc: Encounter, name: str, target: str, wager: int = 0) -> None:
    """Declare the Signature Technique ``name`` on ``target`` (no Modifier, that Ki Wager)."""
    found = [
        o
        for o in options(enc, "signature")
        if name in o.label and (o.args.get("target") in (None, target))
    ]
    assert found, f"no Signature option {name!r}: {[o.label for o in enc.decision.options][:30]}"
    enc.choose(found[0])
    if enc.decision is not None and enc.decision.kind == "modifier":
        choose(enc, "no_modifier")
    if enc.decision is not None and enc.decision.kind == "wager":
        choose(enc, "wager", kp=wager)


# --- Duels (dbu-2) ------------------------------------------------------------------------------


def clash_scores(enc: Encounter, clash: int = 1) -> tuple[int, int]:
    """The two totals of the first logged Duel Clash number ``clash`` (initiator first)."""
    found = re.findall(rf"Duel Clash {clash}: \w+ (\d+) = .* vs \w+ (\d+) = ", log(enc))
    assert found, f"no Duel Clash {clash} in the log:\n{log(enc)}"
    return int(found[0][0]), int(found[0][1])


def wagers_of_zero(enc: Encounter) -> None:
    """Answer every pending secret Duel wager with 0 (and any plain question in between)."""
    while enc.decision is not None and enc.decision.kind != "turn":
        if enc.decision.kind == "duel_wager":
            choose(enc, "duel_wager", kp=0)
        elif enc.decision.kind == "duel_escape":
            choose(enc, "no_escape")
        else:
            kinds = {o.kind for o in enc.decision.options}
            for quiet in ("pass", "no_unite", "no_modifier", "dodge"):
                if quiet in kinds:
                    choose(enc, quiet)
                    break
            else:
                raise AssertionError(
                    f"unexpected {enc.decision.actor} {enc.decision.kind}: "
                    f"{[o.label for o in enc.decision.options][:8]}"
                )


def team_duel(dice: list[int], c: dict[str, Any], a: dict[str, Any] | None = None) -> Encounter:
    """A (side A, at (2, 2)) attacks B (adjacent at (3, 2)) with a Simple energy Basic Attack
    and a Ki Wager of 10; A's ally C (at (2, 3), next to A) joins with United Attack (no
    wager); B answers with a Duel (a Simple Basic Attack) and A accepts it. Initiative: A, C, B.
    """
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("C", "A", (2, 3)), fighter("B", "B", (3, 2))],
        {"A": sheet("Alpha", **(a or {})), "C": sheet("Gamma", **c), "B": sheet("Beta")},
        [9, 5, 4, *dice],
    )
    attack(enc, "Simple, energy", wager=10)
    assert enc.decision.actor == "C"
    assert enc.decision.kind == "united_attack"
    choose(enc, "united_attack")
    choose(enc, "united_wager", kp=0)
    pass_instants(enc)
    choose(enc, "duel", profile="Simple", mode="basic")
    choose(enc, "no_escape")
    return enc


def joined_defence_duel(dice: list[int], d: dict[str, Any]) -> Encounter:
    """A (at (2, 2)) attacks B (at (3, 2)) with a Ki Wager of 10; B Duels; B's ally D (at
    (4, 2), next to B, not a target) joins B's Duel Maneuver with United Attack.
    Initiative: A, B, D."""
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2)), fighter("D", "B", (4, 2))],
        {"A": sheet("Alpha"), "B": sheet("Beta"), "D": sheet("Delta", **d)},
        [9, 5, 4, *dice],
    )
    attack(enc, "Simple, energy", wager=10)
    pass_instants(enc)
    choose(enc, "duel", profile="Simple", mode="basic")
    joined = False
    for _ in range(10):
        dec = enc.decision
        if dec.kind == "duel_wager":
            break
        offer = [
            o
            for o in dec.options
            if dec.actor == "D" and "United Attack" in o.label and not o.label.startswith("No ")
        ]
        if offer:
            enc.choose(offer[0])
            joined = True
        elif dec.kind == "duel_escape":
            choose(enc, "no_escape")
        elif dec.kind == "united_wager":
            choose(enc, "united_wager", kp=0)
        else:
            enc.choose(dec.options[0])
    assert joined, "D was never offered United Attack on B's Duel Maneuver"
    return enc


# --- United Attack with a Signature Technique (dbu-2) -------------------------------------------


def united_with_signature(enc: Encounter, joiner: str, name: str) -> list[str]:
    """The joiner answers the United Attack offer with their Signature Technique ``name`` and
    applies as many ranks of Power Shot as the engine lets them choose; no Ki Wager.

    The technique may be named by an option of the offer itself or by an option of the
    joiner's next decision (after the United Attack option); either way it must be named
    somewhere. Returns the labels of the options taken."""
    dec = enc.decision
    assert dec.actor == joiner, (dec.actor, dec.kind)
    assert dec.kind == "united_attack", (dec.actor, dec.kind)
    joins = [o for o in dec.options if o.kind != "pass" and not o.label.startswith("No ")]
    named = [o for o in joins if name in o.label]
    assert joins, [o.label for o in dec.options]
    first = (named or joins)[0]
    taken = [first.label]
    offers = [o.label for o in dec.options]
    enc.choose(first)
    for _ in range(10):
        dec = enc.decision
        if dec is None or dec.actor != joiner or dec.kind in ("turn", "reaction", "instant"):
            break
        offers += [o.label for o in dec.options]
        technique = [o for o in dec.options if name in o.label]
        shot = [o for o in dec.options if "Power Shot" in o.label]
        if dec.kind == "united_wager":
            pick = next(o for o in dec.options if o.args.get("kp") == 0)
        elif technique and not any(name in label for label in taken):
            pick = technique[0]
        elif shot:
            pick = max(shot, key=_ranks)
        else:
            pick = dec.options[0]
        taken.append(pick.label)
        enc.choose(pick)
    assert any(name in label for label in taken), (
        f"{joiner} was never offered to join with the Signature Technique {name!r}: {offers}"
    )
    return taken


def _ranks(option: Any) -> int:
    for key in ("ranks", "rank"):
        if isinstance(option.args.get(key), int):
            return int(option.args[key])
    digits = re.findall(r"\d+", option.label)
    return int(digits[0]) if digits else 1


# --- dbu-1 (seed 003) United Duel ---------------------------------------------------------------


def legacy_united_duel(dice: list[int], gamma: dict[str, int]) -> Any:
    """dbu-1: Alpha (Force 5) attacks Beta (3 squares away) with a Simple energy Basic Attack and
    a Ki Wager of 10; Gamma (next to Alpha) joins with United Attack (no wager); Beta Duels
    with a Simple Basic Attack. Initiative: Alpha, Gamma, Beta."""
    a = legacy.sheet("Alpha", ag=8)
    g = legacy.sheet("Gamma", ag=4, **gamma)
    b = legacy.sheet("Beta")
    enc = legacy.start(
        [(a, "A", {"pos": (0, 0)}), (g, "A", {"pos": (0, 1)}), (b, "B", {"pos": (3, 0)})],
        [9, 1, 1, *dice],
        width=20,
    )
    legacy.choose(enc, "attack", profile="Simple", foundation="energy", target="Beta")
    legacy.advance(enc, "Alpha", "wager")
    legacy.choose(enc, "wager", kp=10)
    legacy.advance(enc, "Gamma", "united_attack")
    legacy.choose(enc, "united_attack")
    legacy.choose(enc, "united_wager", kp=0)
    legacy.advance(enc, "Beta", "reaction")
    legacy.choose(enc, "duel", mode="basic", profile="Simple")
    return enc


def legacy_run_duel(enc: Any, plan: dict[str, list[int]]) -> None:
    """Answer a dbu-1 Duel: each fighter's secret wagers in order (0 when the plan runs out)."""
    for _ in range(40):
        d = enc.decision
        if d is None or d.kind == "turn":
            return
        if d.kind == "duel_wager":
            wagers = plan.get(d.actor, [])
            legacy.choose(enc, "duel_wager", kp=wagers.pop(0) if wagers else 0)
        elif d.kind == "duel_escape":
            legacy.choose(enc, "no_escape")
        else:
            for k in ("pass", "no_modifier", "dodge"):
                if k in legacy.kinds(enc):
                    legacy.choose(enc, k)
                    break
            else:
                raise AssertionError(f"unexpected decision {d.actor} {d.kind}")
    raise AssertionError("the Duel did not end")


def legacy_duel_scores(enc: Any) -> list[tuple[int, int]]:
    return [
        tuple(e.data["scores"])
        for e in enc.events
        if e.kind == "clash" and e.data.get("roll") == "duel_clash"
    ]
