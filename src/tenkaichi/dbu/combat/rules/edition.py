"""Editions of the DBU combat rules as overlays on the default edition ``dbu-2``.

An edition is a data file (``data/dbu/editions/<name>.yaml``) that lists only its
differences: overrides of maneuver records of the catalogue, new maneuvers, settings, the
turn options of the default edition it replaces, and the names of its behaviour hooks (read
by :func:`~tenkaichi.dbu.combat.rules.catalog.overlay`). The
behaviour lives in a package (:mod:`tenkaichi.dbu.combat.editions.dbu1`) whose hooks check
the encounter's edition (:func:`is_edition`) or are registered for one edition only
(:func:`~tenkaichi.dbu.combat.core.hooks.override`). :func:`check_hooks` ties the two together:
every hook a data file names must be registered, and every registered hook must be named.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any, TypeVar

from tenkaichi.dbu.combat.core.settings import DEFAULT_COMBAT_SETTINGS, CombatSettings
from tenkaichi.dbu.combat.rules.catalog import DEFAULT, overlay
from tenkaichi.errors import ContentError

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

F = TypeVar("F", bound=Callable[..., Any])


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
