"""A battle's setup: who fights (roster names), on which side, where they start, house rules."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, Strict, ValidationError

from tenkaichi.ddc.content import Roster
from tenkaichi.ddc.geometry import start_squares
from tenkaichi.ddc.settings import DdcSettings, settings_from
from tenkaichi.ddc.state import FighterState
from tenkaichi.errors import ContentError
from tenkaichi.files import read_data
from tenkaichi.problems import first_problem
from tenkaichi.text import Name

MAX_FIGHTERS = 12


class Entry(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    fighter: Name = Field(max_length=24)
    """The roster name."""
    name: Name | None = Field(None, max_length=24, pattern=r"^[A-Za-z][\w\-]*$")
    """The name in this battle (default: the roster name, numbered when repeated)."""
    side: Name | None = Field(None, max_length=24)
    """Fighters on one side are allies (default: everyone alone, a free-for-all)."""
    x: Annotated[int, Strict()] | None = None
    y: Annotated[int, Strict()] | None = None


class BattleSetup(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    fighters: tuple[Entry, ...] = Field(min_length=2, max_length=MAX_FIGHTERS)
    settings: dict[str, Any] = Field(default_factory=dict)
    roster: Roster | None = None
    """The fighters' specs when they are not the packaged roster's (a chat lobby's custom
    roster, kept with the table so that every replay uses it); ``None``: the packaged one."""

    @staticmethod
    def of(*names: str, **settings: Any) -> BattleSetup:
        """A free-for-all of roster names at the default places (names as typed are checked
        as a setup file's are: a bad one is one-line :class:`ContentError`)."""
        raw = {"fighters": [{"fighter": n} for n in names], "settings": settings}
        return parse_setup(raw, "the fighters named")


def parse_setup(raw: object, source: str) -> BattleSetup:
    try:
        return BattleSetup.model_validate(raw)
    except ValidationError as error:
        raise ContentError(f"{source}: {first_problem(error, 'top level')}") from None


def load_setup(path: Path) -> BattleSetup:
    return parse_setup(read_data(path), str(path))


def build_fighters(
    setup: BattleSetup, roster: Roster, source: str = "setup"
) -> tuple[DdcSettings, list[FighterState]]:
    """The settings and the fighters at their starting squares, checked against the grid."""
    settings = settings_from(setup.settings, source)
    width, height = settings.grid_width, settings.grid_height
    defaults = start_squares(len(setup.fighters), width, height)
    fighters: list[FighterState] = []
    taken: dict[tuple[int, int], str] = {}
    counts: dict[str, int] = {}
    for number, entry in enumerate(setup.fighters, 1):
        spec = roster.find(entry.fighter)
        counts[spec.name] = counts.get(spec.name, 0) + 1
        name = entry.name or (
            spec.name if counts[spec.name] == 1 else f"{spec.name}{counts[spec.name]}"
        )
        if any(f.name.lower() == name.lower() for f in fighters):
            raise ContentError(f"{source}: fighter {number}: the name {name!r} is already used")
        x = entry.x if entry.x is not None else defaults[number - 1][0]
        y = entry.y if entry.y is not None else defaults[number - 1][1]
        if not (0 <= x < width and 0 <= y < height):
            raise ContentError(
                f"{source}: fighter {number} ({name}): square ({x}, {y}) is off the "
                f"{width}x{height} grid"
            )
        if (x, y) in taken:
            raise ContentError(
                f"{source}: fighter {number} ({name}): square ({x}, {y}) is taken by "
                f"{taken[(x, y)]}"
            )
        taken[(x, y)] = name
        hp = spec.max_hp(settings)
        fighters.append(FighterState(name, spec.name, spec.name, entry.side or name, x, y, hp, hp))
    if len({f.side for f in fighters}) < 2:
        raise ContentError(f"{source}: every fighter is on one side; a battle needs two")
    return settings, fighters
