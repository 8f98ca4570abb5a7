"""Helpers for the seed 004 (Dungeon DICE Combat) conformance files: no tests live here.

A small driver over the public API of ``tenkaichi.ddc``, with the dice fixed by
``tenkaichi.dice.ScriptedRng``: each fighter rolls its 10d10 first (the first listed highest),
then the d4s given, then 1s."""

from __future__ import annotations

from tenkaichi.ddc import Battle, BattleSetup, Entry
from tenkaichi.dice import ScriptedRng


def order_dice(count: int) -> list[int]:
    """10d10 for each fighter in the order listed, the first highest: 100, 90, 80..."""
    out: list[int] = []
    for i in range(count):
        out += [10 - i] * 10
    return out


def battle(*fighters, dice=(), roster=None, **settings) -> Battle:
    """``fighters`` are (roster name, x, y[, side]); they play in the order listed; ``dice`` are the
    d4s (and other dice) rolled after the turn order, then 1s."""
    entries = tuple(
        Entry(fighter=f[0], x=f[1], y=f[2], side=f[3] if len(f) > 3 else None) for f in fighters
    )
    setup = BattleSetup(fighters=entries, settings=settings)
    rng = ScriptedRng([*order_dice(len(fighters)), *dice, *([1] * 400)])
    return Battle.start(setup, seed=0, roster=roster, rng=rng)


def fighter(b: Battle, name: str):
    return next(f for f in b.view().state.fighters if f.name == name)


def actor(b: Battle) -> str:
    return b.decision().actor


def legal(b: Battle, text: str) -> bool:
    return b.why_illegal(text) is None


def hits(events, target: str | None = None) -> list:
    return [e for e in events if e.kind == "damage" and (target is None or e.who == target)]
