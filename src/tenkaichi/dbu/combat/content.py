"""The maneuver modules that register behaviour with :mod:`tenkaichi.dbu.combat.hooks`.

Importing this module registers them all; the engine imports it once. Add a module here when
it registers hooks, frames or turn options.
"""

from __future__ import annotations

MODULES: tuple[str, ...] = (
    "clash",
    "battlefield",
    "forced",
    "duel",
    "team",
    "intervene",
    "reflect",
    "size",
    "grapple",
    "grapple_moves",
    "profile_effects",
    "items",
    "vehicles",
    "triggered",
    "terrain",
    "conditions",
    "states",
    "legacy",
    "legacy_maneuvers",
    "legacy_reactions",
    "legacy_duel",
    "holding_back",
    "transformations",
    "aspects",
    "survival",
)


def load() -> None:
    """Import every module that registers hooks, then put each point's hooks in the declared
    order (:mod:`~tenkaichi.dbu.combat.hook_order`)."""
    import importlib

    from tenkaichi.dbu.combat.hook_order import HOOK_ORDER
    from tenkaichi.dbu.combat.hooks import REGISTRY, order_hooks

    for name in MODULES:
        importlib.import_module(f"tenkaichi.dbu.combat.{name}")
    order_hooks(REGISTRY, HOOK_ORDER)


load()
