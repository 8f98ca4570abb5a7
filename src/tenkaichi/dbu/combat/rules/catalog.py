"""The rules' data tables: the maneuver catalogue (``data/dbu/maneuvers.yaml``: costs,
limits, timing, Exploit) and the overlays of the editions other than the default
(``data/dbu/editions/<name>.yaml``: their changes to the catalogue, settings, the default turn
options they replace and the names of their behaviour hooks).
"""

from __future__ import annotations

from functools import cache
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from tenkaichi.errors import ContentError
from tenkaichi.problems import load_table

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
    return overlay(edition).apply_to(table)


def maneuver(mid: str, edition: str = "dbu-2") -> Maneuver:
    return maneuvers(edition)[mid]


DEFAULT = "dbu-2"
OVERLAYS = ("dbu-1",)
"""Editions defined as overlays, each with its data file."""


class ManeuverChange(BaseModel):
    """The fields of a catalogue record that an edition changes (the rest stay)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    type: Literal["standard", "counter", "instant", "modifier"] | None = None
    actions: int | None = Field(default=None, ge=0)
    kp: tuple[int, Literal["T", "bT", ""]] | None = None
    per_round: int | None = None
    per_encounter: int | None = None
    unlimited: bool = False
    """Drop the default [x/Round] and [x/Encounter] limits."""
    exploit: (
        Literal[
            "none", "adjacent", "leave_melee", "not_long_range", "melee", "on_failure", "sphere"
        ]
        | None
    ) = None
    rule: str | None = None


class Overlay(BaseModel):
    """One edition's differences from the default edition."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    edition: str
    source: str
    settings: dict[str, Any] = Field(default_factory=dict)
    maneuvers: dict[str, ManeuverChange] = Field(default_factory=dict)
    new_maneuvers: tuple[Maneuver, ...] = ()
    replaces: tuple[str, ...] = ()
    """Kinds of the default edition's turn options this edition takes away (it offers its
    own maneuvers instead)."""
    hooks: tuple[str, ...] = ()
    """Names of the behaviour hooks of this edition (registered with :func:`hook`)."""

    def apply_to(self, table: dict[str, Maneuver]) -> dict[str, Maneuver]:
        out = dict(table)
        where = f"data/dbu/editions/{self.edition}.yaml"
        for mid, change in self.maneuvers.items():
            if mid not in out:
                raise ContentError(f"{where}: maneuvers.{mid}: no such maneuver in the catalogue")
            fields = change.model_dump(exclude_none=True, exclude={"unlimited"})
            if change.unlimited:
                fields |= {"per_round": None, "per_encounter": None}
            out[mid] = out[mid].model_copy(update=fields)
        for new in self.new_maneuvers:
            if new.id in out:
                raise ContentError(
                    f"{where}: new_maneuvers: {new.id!r} is already in the catalogue"
                )
            out[new.id] = new
        return out


@cache
def overlay(edition: str) -> Overlay:
    if edition not in OVERLAYS:
        raise ContentError(
            f"unknown edition {edition!r}; allowed: {', '.join((DEFAULT, *OVERLAYS))}"
        )
    found = load_table(Overlay, f"dbu/editions/{edition}.yaml")
    if found.edition != edition:
        raise ContentError(
            f"data/dbu/editions/{edition}.yaml: edition: says {found.edition!r}, not {edition!r}"
        )
    return found
