"""Editions of the DBU combat rules as overlays on the default edition ``dbu-2``.

An edition is a data file (``data/dbu/editions/<name>.yaml``) that lists only its
differences: overrides of maneuver records of the catalogue, new maneuvers, settings, the
turn options of the default edition it replaces, and the names of its behaviour hooks. The
behaviour lives in a package (:mod:`tenkaichi.dbu.combat.editions.dbu1`) whose hooks check
the encounter's edition (:func:`is_edition`) or are registered for one edition only
(:func:`~tenkaichi.dbu.combat.core.hooks.override`). :func:`check_hooks` ties the two together:
every hook a data file names must be registered, and every registered hook must be named.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field

from tenkaichi.dbu.combat.core.datafile import load_table
from tenkaichi.dbu.combat.core.settings import DEFAULT_COMBAT_SETTINGS, CombatSettings
from tenkaichi.dbu.combat.rules.catalog import Maneuver
from tenkaichi.errors import ContentError

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

DEFAULT = "dbu-2"
OVERLAYS = ("dbu-1",)
"""Editions defined as overlays, each with its data file."""

F = TypeVar("F", bound=Callable[..., Any])


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


@cache
def edition_settings(edition: str) -> CombatSettings:
    """The default settings with the edition's overrides (a setup's own settings go on top)."""
    if edition == DEFAULT:
        return DEFAULT_COMBAT_SETTINGS
    where = f"data/dbu/editions/{edition}.yaml: settings"
    return DEFAULT_COMBAT_SETTINGS.with_overrides(overlay(edition).settings, where)


def is_edition(enc: Encounter, edition: str) -> bool:
    return enc.setup.edition == edition


def replaced(enc: Encounter) -> tuple[str, ...]:
    """The default turn-option kinds this encounter's edition takes away."""
    return () if enc.setup.edition == DEFAULT else overlay(enc.setup.edition).replaces


def in_limits(enc: Encounter, f: Any, mid: str) -> bool:
    """:func:`tenkaichi.dbu.combat.rules.costs.within_limits` (the edition's catalogue)."""
    from tenkaichi.dbu.combat.rules.costs import within_limits

    return within_limits(enc, f, mid)


# --- named behaviour hooks ---------------------------------------------------------------

NAMED: dict[str, dict[str, Callable[..., Any]]] = {}
"""Edition -> hook name -> function, filled by the behaviour modules when imported."""


def hook(edition: str, name: str) -> Callable[[F], F]:
    """Record ``fn`` as the behaviour hook ``name`` of ``edition`` (its data file names it)."""

    def wrap(fn: F) -> F:
        table = NAMED.setdefault(edition, {})
        if name in table:
            raise ContentError(f"edition {edition}: hook {name!r} registered twice")
        table[name] = fn
        return fn

    return wrap


def check_hooks(edition: str) -> None:
    """Every hook named by the data file is registered, and every registered one is named."""
    named = set(overlay(edition).hooks)
    registered = set(NAMED.get(edition, {}))
    missing = sorted(named - registered)
    if missing:
        raise ContentError(
            f"data/dbu/editions/{edition}.yaml: hooks: {missing[0]!r} is not registered"
        )
    unnamed = sorted(registered - named)
    if unnamed:
        raise ContentError(
            f"data/dbu/editions/{edition}.yaml: hooks: registered hook {unnamed[0]!r} is not listed"
        )
