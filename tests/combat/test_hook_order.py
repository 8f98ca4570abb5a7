"""Hook order is declared (``hook_order.HOOK_ORDER``), not implied by import order: the loaded
registry runs every point's hooks in the declared order, a shuffled registry is put back in it,
and a hook with no declared place (or a declared one that is gone) stops loading in one line."""

from __future__ import annotations

import copy
import random

import pytest

from tenkaichi.dbu.combat.core.hooks import REGISTRY, Registry, hook_name, order_hooks, rulebook
from tenkaichi.dbu.combat.hook_order import HOOK_ORDER
from tenkaichi.errors import ContentError


def _lists(registry: Registry) -> dict[str, list[str]]:
    return {
        point: [hook_name(h) for h in getattr(registry, point)]
        for point in registry.__dataclass_fields__
        if isinstance(getattr(registry, point), list) and getattr(registry, point)
    }


def test_every_point_runs_its_hooks_in_the_declared_order() -> None:
    rulebook()  # done by the first encounter made
    assert _lists(REGISTRY) == {point: list(order) for point, order in HOOK_ORDER.items()}


def test_a_shuffled_registry_is_put_back_in_the_declared_order() -> None:
    shuffled = copy.copy(REGISTRY)
    rng = random.Random(5)
    for point in HOOK_ORDER:
        hooks = list(getattr(REGISTRY, point))
        rng.shuffle(hooks)
        setattr(shuffled, point, hooks)
    assert _lists(shuffled) != _lists(REGISTRY)  # the shuffle moved something
    order_hooks(shuffled, HOOK_ORDER)
    assert _lists(shuffled) == _lists(REGISTRY)


def _stray(enc: object, f: object) -> None:
    """A hook nobody declared."""


def test_a_hook_without_a_declared_place_stops_loading() -> None:
    registry = copy.copy(REGISTRY)
    registry.turn_started = [*REGISTRY.turn_started, _stray]
    with pytest.raises(ContentError, match=r"not declared: .*_stray") as caught:
        order_hooks(registry, HOOK_ORDER)
    assert "\n" not in str(caught.value)


def test_a_declared_hook_that_is_gone_stops_loading() -> None:
    registry = copy.copy(REGISTRY)
    registry.turn_started = list(REGISTRY.turn_started[1:])
    with pytest.raises(ContentError, match="declared but not registered"):
        order_hooks(registry, HOOK_ORDER)
