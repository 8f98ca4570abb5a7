"""Encounter setup: who fights, on which side, where, and under which settings.

A setup is data (YAML or JSON, or built in code). It embeds the character sheets, so a fight
record (ruleset, setup, seed, choices) is complete on its own and replays anywhere.

An encounter file may name sheet files; each must lie inside the encounter's folder or a sheet
library (``library``: the ``--library`` option, or ``TENKAICHI_SHEET_LIBRARY``), and a named
file that is not a valid sheet is reported without quoting anything from it.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

from tenkaichi.dbu.combat.core.settings import DEFAULT_COMBAT_SETTINGS, GRID_MAX
from tenkaichi.dbu.sheet import CharacterSheet
from tenkaichi.dbu.sheet_fields import Bool, Int
from tenkaichi.dbu.sheet_files import load_sheet
from tenkaichi.errors import ContentError
from tenkaichi.files import read_data, shorten
from tenkaichi.problems import first_problem
from tenkaichi.text import Name

EDITIONS = ("dbu-2", "dbu-1")
"""The editions of the DBU combat rules a fight may run under (``edition``, also the
``ruleset`` of its record): ``dbu-2`` is the default (seed 001); ``dbu-1`` is seed 003's older
maneuvers, an overlay (``rules/edition.py``)."""
OLD_RULESET = "dbu-2"
"""What a setup written before ``edition`` was its one name carried as ``ruleset`` (always
this value, whatever its edition): such a setup is read and the key dropped."""
MAX_FIGHTERS = 40
MAX_SHEETS = 100
"""The most sheets one encounter file may hold or name (seed silent)."""
MAX_PLACED = 64 * 64
"""The most Features, Items or Vehicles of each kind (one per square of the largest grid)."""
LIBRARY_ENV = "TENKAICHI_SHEET_LIBRARY"
"""The environment variable naming the sheet library folders (separated like ``PATH``)."""

Pos = tuple[Int, Int]


class FighterSetup(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    sheet: Name
    """Key of the sheet in :attr:`EncounterSetup.sheets`."""
    side: Name = Field(max_length=40)
    id: Name | None = None
    pos: Pos | None = None
    count: Int = Field(default=1, ge=1, le=MAX_FIGHTERS)
    """A group of identical fighters (a minion squad): one line, one Initiative roll."""
    surprised: Bool = False
    master: Name | None = None
    """The id of the fighter who commands this Minion."""


class FeatureSetup(BaseModel):
    """A Feature on the battlefield (reference section 10)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: Name = Field(max_length=40)
    pos: Pos
    size: Int = Field(default=1, ge=1, le=8)
    hardness: Int = Field(default=2, ge=0, le=5)
    """Hardness Rank: 0 sand/water, 1 wood, 2 stone, 3 metal, 4 reinforced, 5 Katchin."""
    qualities: tuple[Name, ...] = Field(default=(), max_length=20)


class ItemSetup(BaseModel):
    """A Weapon, Basic Item, Accessory or Apparel: on a fighter (``holder``) or on the ground."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: Name = Field(max_length=40)
    name: Name
    kind: Literal["weapon", "item", "accessory", "apparel"] = "item"
    holder: Name | None = None
    """The id of the fighter who has it; ``None`` for an item lying at ``pos``."""
    wielded: Bool = False
    """A Weapon in hand (at most one per fighter)."""
    pos: Pos | None = None
    throwing: Bool = False
    integrated: Bool = False
    """An Integrated Item (Active or Inactive; the No Effort Maneuver swaps them)."""
    active: Bool = False
    """An Integrated Item that starts Active."""
    ammo: Int = Field(default=0, ge=0, le=100)
    """A Ranged Weapon's shots when full, loaded at the start (0: not a Ranged Weapon)."""
    break_value: Int | None = Field(default=None, ge=1, le=100)
    """A Weapon's or Apparel's Break Value (dbu-1: each Throw of it lowers it by 1, and at 0
    it breaks); ``None``: not given, nothing to lower."""


class VehicleSetup(BaseModel):
    """A Vehicle or Battle Jacket standing on the battlefield: empty at the start, or with a
    ``pilot`` and ``passengers`` (fighter ids) already inside, who then stand on its squares."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: Name = Field(max_length=40)
    name: Name = Field(max_length=80)
    pos: Pos
    size: Int = Field(default=2, ge=1, le=8)
    seats: Int = Field(default=2, ge=1, le=20)
    battle_jacket: Bool = False
    pilot: Name | None = Field(default=None, max_length=60)
    passengers: tuple[Name, ...] = Field(default=(), max_length=20)

    def riders(self) -> tuple[str, ...]:
        """Everyone inside at the start, the Pilot first."""
        return ((self.pilot,) if self.pilot else ()) + self.passengers


class EncounterSetup(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    width: Int = Field(default=16, ge=2, le=GRID_MAX)
    height: Int = Field(default=10, ge=2, le=GRID_MAX)
    sheets: dict[Name, CharacterSheet] = Field(max_length=MAX_SHEETS)
    fighters: tuple[FighterSetup, ...] = Field(max_length=MAX_FIGHTERS)
    settings: dict[str, Any] = Field(default_factory=dict)
    features: tuple[FeatureSetup, ...] = Field(default=(), max_length=MAX_PLACED)
    items: tuple[ItemSetup, ...] = Field(default=(), max_length=MAX_PLACED)
    vehicles: tuple[VehicleSetup, ...] = Field(default=(), max_length=MAX_PLACED)
    edition: str = "dbu-2"
    """The rules the fight runs under: ``dbu-2`` (default) or ``dbu-1`` (seed 003)."""

    @model_validator(mode="before")
    @classmethod
    def _old_ruleset(cls, data: Any) -> Any:
        if isinstance(data, dict) and "ruleset" in data:
            if data["ruleset"] != OLD_RULESET:
                raise ValueError(
                    f"ruleset: unknown ruleset {shorten(str(data['ruleset']))!r}; a setup names "
                    f"its rules by edition ({', '.join(EDITIONS)})"
                )
            data = {k: v for k, v in data.items() if k != "ruleset"}
        return data

    @field_validator("settings")
    @classmethod
    def _known_settings(cls, value: dict[str, Any]) -> dict[str, Any]:
        try:  # every name and value is checked here, where the file is named
            DEFAULT_COMBAT_SETTINGS.with_overrides(value, "")
        except ContentError as error:
            raise ValueError(str(error).removeprefix(": ")) from None
        return value

    @field_validator("edition")
    @classmethod
    def _known_edition(cls, value: str) -> str:
        if value not in EDITIONS:
            raise ValueError(f"unknown edition {shorten(value)!r}; allowed: {', '.join(EDITIONS)}")
        return value

    @model_validator(mode="after")
    def _consistent(self) -> EncounterSetup:
        for i, f in enumerate(self.fighters):
            if f.sheet not in self.sheets:
                raise ValueError(f"fighters.{i}.sheet: no sheet named {shorten(f.sheet)!r}")
            if f.pos is not None and not (
                0 <= f.pos[0] < self.width and 0 <= f.pos[1] < self.height
            ):
                raise ValueError(
                    f"fighters.{i}.pos {list(f.pos)} is off the {self.width}x{self.height} grid"
                )
        if sum(f.count for f in self.fighters) > MAX_FIGHTERS:
            raise ValueError(f"at most {MAX_FIGHTERS} fighters")
        if len({f.side for f in self.fighters}) < 2:
            raise ValueError("a fight needs at least two sides")
        ids: set[str] = set()
        placed: list[tuple[str, int, str, Pos | None, int]] = [
            ("features", i, x.id, x.pos, x.size) for i, x in enumerate(self.features)
        ]
        placed += [("items", i, x.id, x.pos, 1) for i, x in enumerate(self.items)]
        placed += [("vehicles", i, x.id, x.pos, x.size) for i, x in enumerate(self.vehicles)]
        for group, i, thing_id, pos, size in placed:
            if thing_id in ids:
                raise ValueError(f"{group}.{i}.id: {shorten(thing_id)!r} is used twice")
            ids.add(thing_id)
            if pos is not None and not (
                0 <= pos[0] <= self.width - size and 0 <= pos[1] <= self.height - size
            ):
                raise ValueError(
                    f"{group}.{i}.pos {list(pos)} is off the {self.width}x{self.height} grid"
                )
        riding: set[str] = set()
        for i, v in enumerate(self.vehicles):
            inside = v.riders()
            if len(inside) > v.seats:
                raise ValueError(f"vehicles.{i}: {len(inside)} riders but only {v.seats} seat(s)")
            for rider in inside:
                if rider in riding:
                    raise ValueError(
                        f"vehicles.{i}: {shorten(rider)!r} is already inside a Vehicle"
                    )
                riding.add(rider)
        for i, item in enumerate(self.items):
            if (item.holder is None) == (item.pos is None):
                raise ValueError(f"items.{i}: give either a holder or a pos")
            if item.wielded and item.kind != "weapon":
                raise ValueError(f"items.{i}.wielded: only a weapon is wielded")
        return self


def parse_setup(raw: Any, source: str) -> EncounterSetup:
    try:
        return EncounterSetup.model_validate(raw)
    except ValidationError as error:
        raise ContentError(f"{source}: {first_problem(error, '(setup)')}") from None


def duel_setup(
    paths: list[Path], *, width: int = 16, height: int = 10, settings: dict[str, Any] | None = None
) -> EncounterSetup:
    """A setup from sheet files: the first sheet is side A, every other one side B (or each
    its own side with ``free_for_all``)."""
    if len(paths) < 2:
        raise ContentError("a fight needs at least two character sheets")
    sheets: dict[Name, CharacterSheet] = {}
    fighters = []
    for i, path in enumerate(paths):
        sheet = load_sheet(path)
        key = sheet.name
        n = 2
        while key in sheets and sheets[key] != sheet:
            key = f"{sheet.name} ({n})"
            n += 1
        sheets[key] = sheet
        fighters.append(FighterSetup(sheet=key, side="A" if i == 0 else "B"))
    return EncounterSetup(
        width=width,
        height=height,
        sheets=sheets,
        fighters=tuple(fighters),
        settings=settings or {},
    )


def library_from_env() -> tuple[Path, ...]:
    """The sheet library folders named by ``TENKAICHI_SHEET_LIBRARY`` (none when unset)."""
    return tuple(Path(p) for p in os.environ.get(LIBRARY_ENV, "").split(os.pathsep) if p)


def sheet_path(encounter: Path, written: str, library: Sequence[Path] = ()) -> Path:
    """Where a sheet an encounter names lives: ``written`` relative to the encounter's folder,
    or else relative to a library folder; the file (symbolic links followed) must lie inside
    the encounter's folder or a library folder. Raises a bare reason (the caller adds where)."""
    home = encounter.parent.resolve()
    roots = [home, *(Path(p).resolve() for p in library)]
    candidates = [(encounter.parent / written, roots)]
    candidates += [(Path(p) / written, [Path(p).resolve()]) for p in library]
    inside = []
    for candidate, allowed in candidates:
        resolved = candidate.resolve()
        if any(resolved == root or resolved.is_relative_to(root) for root in allowed):
            inside.append(resolved)
    for resolved in inside:
        if resolved.is_file():
            return resolved
    if inside:
        raise ContentError("no such sheet file")
    where = "outside the encounter's folder" + (" and the sheet library" if library else "")
    raise ContentError(
        f"{where} (a sheet file must be inside the encounter's folder or a library folder: "
        f"--library or {LIBRARY_ENV})"
    )


def load_encounter(path: Path, *, library: Sequence[Path] | None = None) -> EncounterSetup:
    """An encounter file (YAML or JSON): the setup, where each entry of ``sheets`` is either a
    sheet written inline or the path of a sheet file, relative to the encounter file (or to a
    ``library`` folder; default: :func:`library_from_env`), inside one of those folders."""
    folders = library_from_env() if library is None else tuple(library)
    raw = read_data(path)
    if not isinstance(raw, dict):
        raise ContentError(f"{path}: an encounter is a mapping with sheets and fighters")
    if "fighters" not in raw:
        raise ContentError(
            f"{path}: not an encounter file (no fighters); a fight needs one encounter file "
            "or at least two character sheets"
        )
    sheets = raw.get("sheets")
    if isinstance(sheets, dict) and len(sheets) <= MAX_SHEETS:
        loaded: dict[str, Any] = {}
        for key, value in sheets.items():
            if isinstance(value, str):
                label = f"{path}: sheets.{shorten(str(key))} ({shorten(value)!r})"
                try:
                    where = sheet_path(path, value, folders)
                except ContentError as error:
                    raise ContentError(f"{label}: {error}") from None
                loaded[key] = load_sheet(where, quote=False, label=label)
            else:
                loaded[key] = value
        raw = {**raw, "sheets": loaded}
    return parse_setup(raw, str(path))
