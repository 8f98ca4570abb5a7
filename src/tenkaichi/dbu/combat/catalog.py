"""The maneuver catalogue (``data/dbu/maneuvers.yaml``): costs, limits, timing, Exploit."""

from __future__ import annotations

from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from tenkaichi.dbu.combat.datafile import load_table


class Maneuver(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    name: str
    type: Literal["standard", "counter", "instant", "modifier"]
    actions: int = Field(ge=0)
    kp: tuple[int, Literal["T", "bT", ""]] = (0, "")
    per_round: int | None = None
    per_encounter: int | None = None
    exploit: Literal[
        "none", "adjacent", "leave_melee", "not_long_range", "melee", "on_failure", "sphere"
    ] = "none"
    rule: str


class Catalog(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    maneuvers: tuple[Maneuver, ...]


@cache
def maneuvers() -> dict[str, Maneuver]:
    return {m.id: m for m in load_table(Catalog, "dbu/maneuvers.yaml").maneuvers}


def maneuver(mid: str) -> Maneuver:
    return maneuvers()[mid]
