"""DBU dice tables (Tier of Power Extra Dice, difficulty ladder), loaded from data and validated.

The file is read, and pydantic imported (:mod:`tenkaichi.dice.table_schema`), on the first
call of :func:`dice_tables`: a roll without ``ToP`` or a difficulty never pays for them.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from tenkaichi.dice.tiers import MAX_TIER, MIN_TIER, check_tier
from tenkaichi.errors import ContentError

if TYPE_CHECKING:
    from tenkaichi.dice.table_schema import DiceTables


def load_tables(text: str, source: str) -> DiceTables:
    """Validate the dice tables; errors name the file and the entry."""
    from pydantic import ValidationError

    from tenkaichi.dice.table_schema import DiceTables
    from tenkaichi.files import parse_yaml
    from tenkaichi.problems import first_problem

    raw = parse_yaml(text, source)
    try:
        return DiceTables.model_validate(raw)
    except ValidationError as exc:
        raise ContentError(f"{source}: {first_problem(exc, 'top level')}") from None


@cache
def dice_tables() -> DiceTables:
    """The default edition's tables, read once from the package data."""
    from importlib import resources

    from tenkaichi.files import read_text

    path = resources.files("tenkaichi.data").joinpath("dbu/dice.yaml")
    return load_tables(read_text(path, "data/dbu/dice.yaml"), "data/dbu/dice.yaml")


__all__ = ["MAX_TIER", "MIN_TIER", "check_tier", "dice_tables", "load_tables"]
