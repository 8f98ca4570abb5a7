"""What a game master's ruling may say (:mod:`tenkaichi.dbu.combat.rulings` carries it out):
the kinds and their fields, checked with pydantic (whole numbers only, bounded), and a refusal
in one line that names the field as people read it."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from tenkaichi.dbu.combat.core.settings import GRID_MAX
from tenkaichi.dbu.combat.core.setup import MAX_FIGHTERS
from tenkaichi.errors import RuleViolation
from tenkaichi.problems import first_problem
from tenkaichi.text import Name, problem

REASON_MAX = 200
"""The longest reason a ruling may give."""
VALUE_MAX = 1_000_000
"""The largest number a ruling may set (Life, Ki, Capacity); the fighter's maximum is checked
too."""
ACTIONS_MAX = 20
STACKS_MAX = 99
ROUNDS_MAX = 100
SQUAD_MAX = 20
SOURCE = "GM ruling"
"""The source of a condition a ruling gives (it ends with its rounds, or when taken away)."""
STATS = {
    "life": "Life",
    "ki": "Ki",
    "capacity": "Capacity",
    "actions": "Actions",
    "counters": "Counter Actions",
}

Reason = Annotated[str, Field(default="", max_length=REASON_MAX)]
Coordinate = Annotated[int, Field(strict=True, ge=0, lt=GRID_MAX)]
Square = tuple[Coordinate, Coordinate]


class _Ruling(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    reason: Reason = ""


class SetValue(_Ruling):
    ruling: Literal["set"]
    fighter: Name
    stat: Literal["life", "ki", "capacity", "actions", "counters"]
    value: int = Field(strict=True, ge=0, le=VALUE_MAX)


class SetCondition(_Ruling):
    ruling: Literal["condition"]
    fighter: Name
    name: str = Field(max_length=40)
    op: Literal["add", "remove"] = "add"
    stacks: int = Field(default=1, strict=True, ge=1, le=STACKS_MAX)
    """Stacks to add or take away (a levelled State: its level)."""
    rounds: int | None = Field(default=None, strict=True, ge=1, le=ROUNDS_MAX)
    """How many Combat Rounds an added condition lasts (``None``: until taken away)."""


class Move(_Ruling):
    ruling: Literal["move"]
    fighter: Name
    to: Square


class Order(_Ruling):
    ruling: Literal["order"]
    order: list[Name] = Field(max_length=MAX_FIGHTERS * SQUAD_MAX)


class AddFighter(_Ruling):
    ruling: Literal["add"]
    side: Name = Field(max_length=40)
    sheet: Name | None = None
    """The key of a sheet of the fight (``sheet_data`` is given otherwise)."""
    sheet_data: dict[str, Any] | None = None
    """A character sheet given whole (an example's, or one written for this fight)."""
    id: Name | None = None
    pos: Square
    count: int = Field(default=1, strict=True, ge=1, le=SQUAD_MAX)
    initiative: int | None = Field(default=None, strict=True, ge=0, le=999)
    """Its Initiative (``None``: rolled as the fight rolls it)."""
    master: Name | None = None


class Remove(_Ruling):
    ruling: Literal["remove"]
    fighter: Name


Ruling = Annotated[
    SetValue | SetCondition | Move | Order | AddFighter | Remove, Field(discriminator="ruling")
]
_ADAPTER: TypeAdapter[Ruling] = TypeAdapter(Ruling)
KINDS = ("set", "condition", "move", "order", "add", "remove")


def parse_ruling(raw: Any) -> Ruling:
    """A ruling from JSON, or a :class:`RuleViolation` naming what is wrong in one line."""
    if not isinstance(raw, dict) or raw.get("ruling") not in KINDS:
        raise RuleViolation(f"a ruling is one of: {', '.join(KINDS)}")
    try:
        ruling = _ADAPTER.validate_python(raw)
    except ValidationError as error:
        raise RuleViolation(_problem(error)) from None
    found = problem(ruling.reason, REASON_MAX) if ruling.reason else ""
    if found:
        raise RuleViolation(f"the ruling's reason: {found}")
    return ruling


FIELD_WORDS = {
    "fighter": "fighter",
    "stat": "what it sets",
    "value": "value",
    "name": "condition",
    "op": "add or remove",
    "stacks": "stacks",
    "rounds": "rounds",
    "to": "square",
    "order": "Initiative Order",
    "side": "side",
    "sheet": "sheet",
    "sheet_data": "sheet",
    "id": "name",
    "pos": "square",
    "count": "how many",
    "initiative": "Initiative",
    "master": "master",
    "reason": "reason",
}


def _problem(error: ValidationError) -> str:
    """The first problem of a ruling in words, naming its field as people read it (the
    sheet of an added fighter is described as the sheet's own check does)."""
    first = error.errors(include_url=False, include_context=False)[0]
    loc = [str(p) for p in first["loc"]][1:]  # the first is the ruling's kind
    if loc and loc[0] == "sheet_data":
        return first_problem(error, "the added sheet")
    field = FIELD_WORDS.get(loc[0], "ruling") if loc else "ruling"
    if first["type"] == "extra_forbidden":
        return f"a ruling has no field {loc[-1][:30]!r}" if loc else "that ruling is not readable"
    if first["type"] == "literal_error" and loc[:1] == ["stat"]:
        return "a ruling sets Life, Ki, Capacity, Actions or Counter Actions"
    if first["type"] == "literal_error" and loc[:1] == ["op"]:
        return "a condition is added or removed"
    message = (
        str(first["msg"]).replace("Input should be", "it should be").replace("Value error, ", "")
    )
    return f"the ruling's {field}: {message}"


__all__ = [
    "ACTIONS_MAX",
    "KINDS",
    "REASON_MAX",
    "ROUNDS_MAX",
    "SOURCE",
    "SQUAD_MAX",
    "STACKS_MAX",
    "STATS",
    "VALUE_MAX",
    "AddFighter",
    "Move",
    "Order",
    "Remove",
    "Ruling",
    "SetCondition",
    "SetValue",
    "parse_ruling",
]
