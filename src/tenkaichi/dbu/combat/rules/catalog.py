"""The maneuver catalogue (``data/dbu/maneuvers.yaml``): costs, limits, timing, Exploit.

An edition other than the default overlays it (``data/dbu/editions/<name>.yaml``).
"""

from __future__ import annotations

from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from tenkaichi.dbu.combat.core.datafile import load_table

Exploit = Literal[
    "none", "adjacent", "leave_melee", "not_long_range", "melee", "on_failure", "sphere"
]
"""Who a maneuver provokes (see ``data/dbu/maneuvers.yaml``)."""


class Maneuver(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    name: str
    type: Literal["standard", "counter", "instant", "modifier"]
    actions: int = Field(ge=0)
    kp: tuple[int, Literal["T", "bT", ""]] = (0, "")
    per_round: int | None = None
    per_encounter: int | None = None
    exploit: Exploit = "none"
    rule: str


class Catalog(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    maneuvers: tuple[Maneuver, ...]


@cache
def maneuvers(edition: str = "dbu-2") -> dict[str, Maneuver]:
    """The catalogue of an edition: the default one with the edition's overlay applied
    (:mod:`tenkaichi.dbu.combat.rules.edition`)."""
    table = {m.id: m for m in load_table(Catalog, "dbu/maneuvers.yaml").maneuvers}
    if edition == "dbu-2":
        return table
    from tenkaichi.dbu.combat.rules.edition import overlay

    return overlay(edition).apply_to(table)


def maneuver(mid: str, edition: str = "dbu-2") -> Maneuver:
    return maneuvers(edition)[mid]
