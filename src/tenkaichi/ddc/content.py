"""Fighters as data: name, level, HP and named moves (kind, range, normal damage or not).

A roster is a YAML file with a ``fighters:`` list. Loading validates every entry with pydantic
and reports the first problem as one line naming the file and the fighter.
"""

from __future__ import annotations

import re
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from tenkaichi.ddc.settings import LEVEL_DICE, DdcSettings
from tenkaichi.errors import ContentError
from tenkaichi.files import parse_yaml, read_text, shorten
from tenkaichi.problems import MAX_LINE_CHARS, plain, where
from tenkaichi.text import Name, one_line

MoveKind = Literal["offense", "defense", "heal", "buff", "debuff"]
"""Offensive, defensive and healing moves (seed rule 6) plus power-ups and de-buffs (rule 7)."""
RangeKind = Literal["normal", "close", "long", "self", "support"]
"""The five range types of seed rule 7."""

NORMAL_ATTACK = "Normal"
"""The name of every fighter's plain attack: range ``normal``, normal damage, no recharge."""

_ALLOWED_RANGES: dict[str, tuple[str, ...]] = {
    "offense": ("close", "long"),
    "defense": ("self",),
    "heal": ("self", "support"),
    "buff": ("self", "support"),
    "debuff": ("support",),
}


class MoveSpec(BaseModel):
    """One named move of a fighter."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: Name = Field(max_length=40, pattern=r"^[A-Za-z0-9][A-Za-z0-9 '\-.!]*$")
    kind: MoveKind = "offense"
    range: RangeKind
    normal_damage: bool = False
    """True when the move "deals Normal damage": the roll is not doubled (seed rule 5)."""

    @model_validator(mode="after")
    def _range_fits_kind(self) -> MoveSpec:
        allowed = _ALLOWED_RANGES[self.kind]
        if self.range not in allowed:
            raise ValueError(
                f"a {self.kind} move has range {' or '.join(allowed)}, not {self.range!r}"
            )
        if key(self.name) == key(NORMAL_ATTACK):
            raise ValueError(f"{NORMAL_ATTACK!r} is the plain attack every fighter has")
        return self


class FighterSpec(BaseModel):
    """One fighter (one form) of a roster."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: Name = Field(max_length=24, pattern=r"^[A-Za-z][A-Za-z0-9\-]*$")
    level: str
    hp: int | None = Field(None, ge=1, le=100_000)
    """Hit points; when absent, ``hp_per_die`` per attack die (the seed gives none)."""
    moves: tuple[MoveSpec, ...] = Field(default=(), max_length=8)
    forms: tuple[Name, ...] = ()
    """Roster names this fighter may digivolve into (used only when digivolving is enabled)."""

    @model_validator(mode="after")
    def _check(self) -> FighterSpec:
        if self.level not in LEVEL_DICE:
            raise ValueError(f"level {self.level!r} is not one of {', '.join(LEVEL_DICE)}")
        names = [key(m.name) for m in self.moves]
        if len(set(names)) != len(names):
            raise ValueError("two moves share a name")
        return self

    def dice(self, settings: DdcSettings) -> int:
        return settings.dice_of(self.level)

    def max_hp(self, settings: DdcSettings) -> int:
        return self.hp if self.hp is not None else settings.hp_per_die * self.dice(settings)

    def move(self, name: str) -> MoveSpec | None:
        wanted = key(name)
        return next((m for m in self.moves if key(m.name) == wanted), None)


class Roster(BaseModel):
    """Every fighter of a roster file, by name."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    fighters: tuple[FighterSpec, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _check(self) -> Roster:
        seen: set[str] = set()
        for fighter in self.fighters:
            if key(fighter.name) in seen:
                raise ValueError(f"fighter {fighter.name!r} appears twice")
            seen.add(key(fighter.name))
        for fighter in self.fighters:
            for form in fighter.forms:
                if key(form) not in seen:
                    raise ValueError(f"fighter {fighter.name!r}: unknown form {form!r}")
        return self

    def get(self, name: str) -> FighterSpec | None:
        wanted = key(name)
        return next((f for f in self.fighters if key(f.name) == wanted), None)

    def find(self, name: str) -> FighterSpec:
        fighter = self.get(name)
        if fighter is None:
            known = ", ".join(f.name for f in self.fighters)
            raise ContentError(f"unknown fighter {name!r} (the roster has {known})")
        return fighter


def key(name: str) -> str:
    """The form of a name used for matching: lower case, letters and digits only
    (so ``PepperBreath``, ``pepper breath`` and ``Pepper-Breath`` are one move)."""
    return re.sub(r"[^a-z0-9]", "", name.lower())


def parse_roster(text: str, source: str) -> Roster:
    raw = parse_yaml(text, source)
    try:
        return Roster.model_validate(raw)
    except ValidationError as error:
        problem = error.errors(include_url=False)[0]
        more = error.error_count() - 1
        line = shorten(f"{_where(raw, problem['loc'])}: {plain(problem['msg'])}", MAX_LINE_CHARS)
        extra = f" (and {more:,} more problem{'s' if more > 1 else ''})" if more else ""
        raise ContentError(f"{source}: {line}{extra}") from None


def _where(raw: object, loc: tuple[int | str, ...]) -> str:
    if len(loc) >= 2 and loc[0] == "fighters" and isinstance(loc[1], int):
        try:
            name = raw["fighters"][loc[1]]["name"]  # type: ignore[index]
        except (KeyError, IndexError, TypeError):
            name = None
        label = f"fighter {loc[1] + 1}" + (
            f" ({one_line(name, 40)})" if isinstance(name, str) else ""
        )
        return ".".join([label, *(shorten(str(p), 30) for p in loc[2:])])
    return where(loc, "top level")


def load_roster(path: Path) -> Roster:
    return parse_roster(read_text(path), str(path))


@cache
def default_roster() -> Roster:
    """The example roster shipped in ``tenkaichi/data/ddc/roster.yaml``."""
    path = resources.files("tenkaichi.data").joinpath("ddc/roster.yaml")
    return parse_roster(read_text(path, "data/ddc/roster.yaml"), "data/ddc/roster.yaml")
