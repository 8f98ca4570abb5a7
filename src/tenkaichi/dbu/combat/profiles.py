"""Attack Profiles as data (``data/dbu/profiles.yaml``), with their behaviours as named hooks.

A Profile record names its hooks; the attack resolver asks :func:`has_hook`. The loader checks
every name, so a data file cannot refer to behaviour that does not exist.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

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
    path = resources.files("tenkaichi.data").joinpath("dbu/profiles.yaml")
    try:
        table = ProfileTable.model_validate(yaml.safe_load(path.read_text(encoding="utf-8")))
    except ValidationError as error:
        problem = error.errors()[0]
        where = ".".join(str(p) for p in problem["loc"])
        raise ContentError(f"data/dbu/profiles.yaml: {where}: {problem['msg']}") from None
    return {p.name: p for p in table.profiles}


def profile(name: str) -> Profile:
    try:
        return profiles()[name]
    except KeyError:
        raise ContentError(f"unknown profile {name!r}; known: {', '.join(profiles())}") from None


def has_hook(p: Profile, hook: str) -> bool:
    return hook in p.hooks
