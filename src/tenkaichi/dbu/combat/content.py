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
    """Import every module that registers hooks (their order is put right, and checked, by
    :func:`ensure_ordered` when the first encounter is made: a module may import this one
    before its own hooks are registered)."""
    import importlib

    for name in MODULES:
        importlib.import_module(f"tenkaichi.dbu.combat.{name}")


_ORDERED_AT = [-1]
"""How many hooks were registered when they were last put in order."""


def ensure_ordered() -> None:
    """Put each point's hooks in the declared order (:mod:`~tenkaichi.dbu.combat.hook_order`)
    once every module has registered, and again if any registered since; an undeclared hook
    stops here with one line."""
    from tenkaichi.dbu.combat.hook_order import HOOK_ORDER
    from tenkaichi.dbu.combat.hooks import REGISTRY, order_hooks

    count = sum(
        len(hooks)
        for hooks in (getattr(REGISTRY, p) for p in REGISTRY.__dataclass_fields__)
        if isinstance(hooks, list)
    )
    if count != _ORDERED_AT[0]:
        order_hooks(REGISTRY, HOOK_ORDER)
        _ORDERED_AT[0] = count


load()
