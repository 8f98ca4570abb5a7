"""Attack Profiles as data (``data/dbu/profiles.yaml``), with their behaviours as named hooks.

A Profile record names its hooks; the attack resolver asks :func:`has_hook`. The loader checks
every name, so a data file cannot refer to behaviour that does not exist.
"""

from __future__ import annotations

from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from tenkaichi.dbu.combat.datafile import load_table
from tenkaichi.errors import ContentError

HOOKS = {
    "combination": "3 extra Strike rolls against the same defence; +2(T) Wound per success",
    "half_haste": "only half of Haste on the Strike Roll",
    "pinpoint": "ignore Soak equal to the Insight Modifier, doubled on a Strike Critical",
    "double_damage_attribute": "the Damage Attribute is added to the Wound Roll twice",
    "half_dr": "ignore half of the target's Damage Reduction",
}
"""Every profile behaviour the engine implements, with what it does."""


class Profile(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str
    kp: int = Field(ge=0)
    category: int = Field(ge=1, le=3)
    foundations: tuple[Literal["physical", "energy", "magic"], ...]
    area: Literal["cone", "line"] | None = None
    charges: int = Field(default=0, ge=0)
    beyond_cap: bool = False
    hooks: tuple[str, ...] = ()

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
    return {p.name: p for p in load_table(ProfileTable, "dbu/profiles.yaml").profiles}


def profile(name: str) -> Profile:
    try:
        return profiles()[name]
    except KeyError:
        raise ContentError(f"unknown profile {name!r}; known: {', '.join(profiles())}") from None


def has_hook(p: Profile, hook: str) -> bool:
    return hook in p.hooks
