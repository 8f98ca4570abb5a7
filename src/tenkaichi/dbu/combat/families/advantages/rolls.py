"""The Advantages that change an attack's rolls: a bonus per rank to its Strike or Wound Roll
(Accurate, Power Shot, ...: the ``strike`` and ``wound`` numbers of their catalogue entries),
and Power Shot's ranks against a Parry (seed 001: "Reduce your Dice Score by 1(bT) for each
Energy Charge or rank of Power Shot on the Attacking Maneuver")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tenkaichi.dbu.advantages import entry
from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.families.advantages.ranks import carried, rank, ranked
from tenkaichi.dbu.combat.rules import stats

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter
    from tenkaichi.dbu.combat.core.state import AttackFrame, Fighter

POWER_SHOT = "Power Shot"


def power_shot(enc: Encounter, frame: AttackFrame) -> int:
    """The attack's ranks of Power Shot: what a Parry, a Deflect and a Duel Clash count."""
    return rank(enc, frame, POWER_SHOT)


def doubled(enc: Encounter, frame: AttackFrame, name: str) -> int:
    """2 if the attack's technique has Super Advantage for the Advantage ``name`` (it doubles
    that Advantage's bonus: Long Shot, Power Shot or Accurate), else 1."""
    return 2 if f"Super Advantage ({name})" in carried(enc, frame) else 1


def _per_rank(enc: Encounter, frame: AttackFrame, f: Fighter, roll: str) -> hooks.Parts:
    parts: hooks.Parts = []
    t = stats.tier(enc, f)
    for name, ranks in carried(enc, frame).items():
        found = entry(name)
        play = found.play if found else None
        each = getattr(play, roll, 0) if play is not None else 0
        if each:
            parts.append((ranked(name, ranks), each * ranks * t * doubled(enc, frame, name)))
    return parts


def _strike_parts(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> hooks.Parts:
    return _per_rank(enc, frame, f, "strike") if frame.signature or frame.lent else []


def _wound_parts(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> hooks.Parts:
    return _per_rank(enc, frame, f, "wound") if frame.signature or frame.lent else []


def _parry_penalty(
    enc: Encounter, frame: AttackFrame, attacker: Fighter, target: Fighter
) -> hooks.Parts:
    if frame.reaction != "parry" or not (frame.signature or frame.lent):
        return []
    ranks = power_shot(enc, frame)
    if not ranks:
        return []
    return [(ranked(POWER_SHOT, ranks), -ranks * stats.base_tier(enc, target))]


REGISTRY.strike_parts.append(_strike_parts)
REGISTRY.wound_parts.append(_wound_parts)
REGISTRY.defence_parts.append(_parry_penalty)
