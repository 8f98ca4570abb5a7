"""The parsed form of a dice expression: small immutable nodes, no behaviour.

The parser (:mod:`tenkaichi.dice.parser`) builds these; the planner
(:mod:`tenkaichi.dice.plan`) turns them, with a Tier of Power and settings, into a
concrete :class:`~tenkaichi.dice.plan.RollPlan` that the roller, the exact-odds engine and the
sampler all share.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Scale(Enum):
    """A Tier of Power multiplier written after a term."""

    NONE = ""
    TIER = "(T)"
    """Multiply by the current Tier of Power."""
    BASE_TIER = "(bT)"
    """Multiply by the base Tier of Power (unaffected by Breakthrough)."""


class RemovalKind(Enum):
    DROP = "dd"
    """Dropped Dice: removed before rolling."""
    PENALIZE = "pd"
    """Penalization Dice: removed after rolling, their values taken off."""


@dataclass(frozen=True, slots=True)
class Constant:
    value: int
    scale: Scale
    position: int


@dataclass(frozen=True, slots=True)
class Dice:
    """``NdX`` or ``Nd{a,b,...}`` with its suffixes."""

    count: int
    sides: int
    faces: tuple[int, ...] | None
    """Declared custom faces, or None for a standard die showing 1..sides."""
    keep_high: int | None
    keep_low: int | None
    solid: bool
    critical: int | None
    """Critical threshold (suffix ``c``); None means the edition default."""
    botch: int | None
    """Botch threshold (suffix ``b``); None means the edition default."""
    reroll: int | None
    """Repeat Dice: each die showing this or less is rerolled once (suffix ``r``)."""
    scale: Scale
    position: int
    source: str
    """The expression text of this term, for traces."""

    @property
    def is_d10(self) -> bool:
        """Only standard d10s can score Critical and Botch results."""
        return self.faces is None and self.sides == 10


@dataclass(frozen=True, slots=True)
class TierDice:
    """``ToP``: the Tier of Power Extra Dice for the current Tier."""

    scale: Scale
    position: int


@dataclass(frozen=True, slots=True)
class Removal:
    """``-Npd`` (Penalization Dice) or ``-Ndd`` (Dropped Dice) for the whole roll."""

    kind: RemovalKind
    count: int
    scale: Scale
    position: int


@dataclass(frozen=True, slots=True)
class Group:
    items: tuple[Item, ...]
    scale: Scale
    position: int


Node = Constant | Dice | TierDice | Removal | Group


@dataclass(frozen=True, slots=True)
class Item:
    sign: int
    """+1 or -1."""
    node: Node


@dataclass(frozen=True, slots=True)
class Expression:
    text: str
    items: tuple[Item, ...]
