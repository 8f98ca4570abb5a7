"""Attack Profiles as data (``data/dbu/profiles.yaml``), with their behaviours as named hooks.

A Profile record names its hooks; the attack resolver and
:mod:`tenkaichi.dbu.combat.families.profile_effects` ask :func:`has_hook`. The loader checks every
name, so a data file cannot refer to behaviour that does not exist. The pure functions at the
end (:func:`profile_wound_bonus`, :func:`profile_category_shift`, ...) are what an estimator
(the greedy bot) needs to price an attack without running it.
"""

from __future__ import annotations

import math
from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from tenkaichi.errors import ContentError
from tenkaichi.problems import load_table
from tenkaichi.words import counted

HOOKS = {
    "combination": "3 extra Strike rolls against the same defence; +2(T) Wound per success",
    "half_haste": "only half of Haste on the Strike Roll",
    "pinpoint": "ignore Soak equal to the Insight Modifier, doubled on a Strike Critical",
    "double_damage_attribute": "the Damage Attribute is added to the Wound Roll twice",
    "half_dr": "ignore half of the target's Damage Reduction",
    "knockback": "Knockback: after Damage, a Might Clash; win and push the target up to "
    "Might squares away, its Collision doubled",
    "mega_flare": "+1(T) Wound per Energy Charge; 7+ charges: +1 Damage Category",
    "charging_assault": "Charging Assault: move up to Boosted Speed straight toward the target "
    "first, +1 Wound per square after the third (max 2(T))",
    "blitz": "+1/2 Agility Modifier Wound when Charging Assault moved you beyond Normal Speed",
    "sweeping": "Diminishing Defense stacks doubled on a target that took Damage",
    "strike_floor": "the Strike Roll's Natural Result is at least 5",
    "cutting": "the Strike must Critical or it Botches; a Critical: +1 Damage Category; "
    "Wound Critical Target 5",
    "elemental": "an Elemental Profile (Magic Score 3+ to use it)",
    "life_wager": "the Ki Wager may be paid with Life Points",
    "full_wager": "the Ki Wager is limited only by your remaining Capacity",
    "staggering": "on Damage, a Might Clash: win and the target is Staggered until the end of "
    "its turn",
    "threshold_broken": "through a Health Threshold: Broken until the end of your next turn",
    "threshold_slowed": "through a Health Threshold: Slowed until the end of your next turn",
    "threshold_impediment": "through a Health Threshold: Impediment to your next turn's end",
    "threshold_poisoned": "through a Health Threshold: Poisoned until the end of your next turn",
    "threshold_prone": "through a Health Threshold: Prone",
    "metal": "Features in the Area of Effect become Metallic and Sharp, Hardness Rank 3+",
    "plantlife": "after the attack, may grow a Hardness 1 Splintering Feature next to a target",
    "slashing": "the Slashing Weapon Category (as if made with a Weapon)",
}
"""Every profile behaviour the engine knows, with what it does."""

Area = Literal["cone", "line", "sphere", "minor_sphere", "wave"]
SQUARE_AIMED = ("sphere", "wave")
"""Areas aimed at a chosen square (not at a fighter)."""


class Profile(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str
    kp: int = Field(ge=0)
    category: int = Field(ge=1, le=3)
    foundations: tuple[Literal["physical", "energy", "magic"], ...]
    area: Area | None = None
    charges: int = Field(default=0, ge=0)
    beyond_cap: bool = False
    max_charges: int | None = Field(default=None, ge=1)
    """Its own Energy Charge cap (Mega Flare: 10) instead of the encounter setting."""
    signature_discount: int = Field(default=0, ge=0)
    """KP(T) taken off when used as a Signature Technique (Blitz: 2)."""
    allies_safe: bool = False
    """Allies inside its Area of Effect are not targeted (Sweeping)."""
    super: bool = False
    """A Super Profile: applied by a Dramatic Finisher only, never offered to Basic Attack."""
    hooks: tuple[str, ...] = ()
    summary: str = ""

    @field_validator("hooks")
    @classmethod
    def _known_hooks(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        for name in value:
            if name not in HOOKS:
                raise ValueError(f"unknown hook {name!r}; known: {', '.join(sorted(HOOKS))}")
        return value


class ProfileTable(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    profiles: tuple[Profile, ...]


@cache
def profiles() -> dict[str, Profile]:
    """Every Profile, Super Profiles included (see :func:`attack_profiles`)."""
    return {p.name: p for p in load_table(ProfileTable, "dbu/profiles.yaml").profiles}


def attack_profiles() -> dict[str, Profile]:
    """The Profiles an Attacking Maneuver may be made with (no Super Profiles)."""
    return {name: p for name, p in profiles().items() if not p.super}


def profile(name: str) -> Profile:
    try:
        return profiles()[name]
    except KeyError:
        raise ContentError(f"unknown profile {name!r}; known: {', '.join(profiles())}") from None


def has_hook(p: Profile, hook: str) -> bool:
    return hook in p.hooks


# --- pure numbers, for the attack resolver and for estimators --------------------------


def charge_cap(p: Profile, setting_cap: int) -> int:
    """The most Energy Charges an attack with this Profile benefits from."""
    return p.max_charges if p.max_charges is not None else setting_cap


def reduced(cost: int, reduction: int) -> int:
    """A cost after a reduction: the Rule of One (seed 000) keeps a cost of 1 or more at 1 or
    more, whatever the reductions."""
    if reduction <= 0 or cost <= 0:
        return cost
    return max(1, cost - reduction)


def kp_floor(p: Profile, base_tier: int) -> int:
    """A Profile's KP can never drop below half of its listed cost (rounded up)."""
    return math.ceil(p.kp * base_tier / 2)


def profile_wound_bonus(
    p: Profile,
    *,
    tier: int,
    charges: int,
    charged_squares: int = 0,
    normal_speed: int = 0,
    agility_modifier: int = 0,
) -> list[tuple[str, int]]:
    """The flat Wound Roll bonuses the Profile adds: Mega Flare's +1(T) per charge,
    Charging Assault's +1 per square after the third (max 2(T)), Blitz's +1/2 Agility
    Modifier when Charging Assault moved you beyond Normal Speed."""
    out: list[tuple[str, int]] = []
    if has_hook(p, "mega_flare") and charges:
        out.append((f"Mega Flare {counted(charges, 'charge')}", charges * tier))
    if has_hook(p, "charging_assault") and charged_squares > 3:
        out.append(("Charging Assault", min(charged_squares - 3, 2 * tier)))
    if has_hook(p, "blitz") and charged_squares > normal_speed and agility_modifier // 2:
        out.append(("Blitz", agility_modifier // 2))
    return out


def profile_category_shift(p: Profile, *, charges: int, strike_critical: bool) -> int:
    """Damage Category steps the Profile adds: Mega Flare with 7+ charges, Cutting on a
    Strike Critical."""
    shift = 0
    if has_hook(p, "mega_flare") and charges >= 7:
        shift += 1
    if has_hook(p, "cutting") and strike_critical:
        shift += 1
    return shift


def strike_natural(p: Profile, natural: int) -> int:
    """The Natural Result of the Strike's base die after the Profile (Clearing: at least 5)."""
    return max(natural, 5) if has_hook(p, "strike_floor") else natural


def wound_critical_target(p: Profile, usual: int = 10) -> int:
    """The Wound Roll's Critical Target (Cutting: 5, ignoring the usual limit of 7)."""
    return 5 if has_hook(p, "cutting") else usual
