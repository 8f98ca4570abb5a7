"""Opening a table from the home page's form: from an example encounter, an encounter file, or
character sheets the game master picks (the data folder's example sheets or uploaded ones),
each placed on a side (and a square, or placed by the engine: West at the left edge, East at
the right) and played by a player seat (an invite), the game master or a bot. The edition and
the house rules (the combat settings an encounter may set) apply to any of the three.

Sheets, encounters and settings are read by the same functions as the command line
(``load_encounter``, ``parse_setup``, ``parse_sheet``), so a mistake reads the same; each is
one line next to its field, and no path of this server is ever shown (:func:`line` keeps a
file's own name and drops its folders).

Every number a creation form takes (the DBU, DDC and Tournament of Power forms alike) is read by
:func:`whole_number`: ASCII digits only, within the field's range, else one line next to the
field. The seed is :func:`read_seed`: left empty (the default), the table's dice and decks come
from a secret the server draws and keeps (:meth:`TableService.create_table`); a typed seed is
for replays and tests, and anyone who knows it can foretell the dice.
"""

from __future__ import annotations

import os
import re
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tenkaichi.dbu.combat.core.setup import (
    EDITIONS,
    LIBRARY_ENV,
    EncounterSetup,
    load_encounter,
    parse_setup,
)
from tenkaichi.dbu.sheet import CharacterSheet
from tenkaichi.dbu.sheet_files import SHEET_SUFFIXES, load_sheet, parse_sheet
from tenkaichi.dice.rng import MAX_SEED
from tenkaichi.errors import TenkaichiError
from tenkaichi.i18n import text as say
from tenkaichi.table.present_text import column_name, readable, square_name
from tenkaichi.table.service import TableService
from tenkaichi.table.store import TableError
from tenkaichi.table.web_settings import changed_rules
from tenkaichi.text import NAME_MAX, problem

SHEET_ROWS = 8
"""Characters the home page's form offers rows for."""
SIDES = ("West", "East")
"""The sides a picked character may fight on: West starts at the left edge, East the right."""
PLAYS = {
    "player": "a player (invite link)",
    "gm": "the game master",
    "greedy": "a greedy bot",
    "random": "a random bot",
}
"""Who plays a picked character, as the form offers it."""
GRID = (16, 10)
"""The battlefield of a fight made from sheets (width, height), unless the form says."""
GRID_MAX = 999
"""The largest battlefield side the form takes (the setup's own checks may hold it to less)."""
SOURCES = ("sheets", "example", "file")
_SQUARE = re.compile(r"([A-Za-z]{1,2})\s*(\d{1,3})")
_FIGHTER_AT = re.compile(r"fighters\.(\d+)")
_UPLOAD_NAME = re.compile(r"[^A-Za-z0-9._ -]")
_FLAG = re.compile(rf"--[a-z][a-z-]*(?: or {LIBRARY_ENV})?")
_PATH = re.compile(
    r"""(?<![\w.~/\\-])(?:[A-Za-z]:[\\/]|~?/)(?:[^\s'"`/\\:<>|]+[\\/])+([^\s'"`/\\:<>|]*)"""
)
"""A path with at least one folder (POSIX, ``~/``, or ``C:\\``); group 1 is the file's name."""
NUMBER_DIGITS = 40
"""The longest number (in digits, leading zeros included) a form field is read as."""
SEED_HELP = (
    "leave it empty for secret dice; a seed you type is for replays and tests, and anyone who "
    "knows it can foretell the dice"
)


def line(error: BaseException) -> str:
    """The first line of a :class:`TenkaichiError`, with nothing said of the command line's
    options and environment (the web has neither: its sheet library is the example folder)
    and no path of this server (see :func:`no_paths`)."""
    text = str(error).strip()
    first = text.splitlines()[0] if text else say("table-error-did-not-work")
    return no_paths(_FLAG.sub("the example folder", first))


def no_paths(text: str) -> str:
    """``text`` without this server's folders: every path is cut to its file's name."""
    for root in _roots():  # a known folder: cut off (spaces in it too), or named alone
        text = re.sub(rf"{re.escape(root)}[\\/]+(?=\S)", "/", text)
        text = text.replace(root, "the server's folder")
    text = _PATH.sub(lambda m: m[1] or "a folder", text)
    return re.sub(r"(?<![\w.)])/(?=[\w.-])", "", text)


def _roots() -> list[str]:
    """Folders a message may name: the working folder, the home, the temporary folder."""
    found = {os.getcwd(), tempfile.gettempdir(), os.path.expanduser("~")}
    found |= {os.path.realpath(f) for f in found}
    return sorted((f for f in found if len(f) > 1), key=len, reverse=True)


class FormNumberError(ValueError):
    """A number field's one line (see :func:`whole_number`)."""


def whole_number(text: str | None, what: str, low: int, high: int, said: str | None = None) -> int:
    """The whole number typed in a form field, from ``low`` to ``high``: ASCII digits only (no
    sign, exponent, superscript or circled digit), read only once it is known to be short
    enough; else :class:`FormNumberError` with one line (``said``, or one naming ``what``)."""
    said = said or say("table-error-form-whole", what=what, low=str(low), high=str(high))
    text = (text or "").strip()
    if not (text.isascii() and text.isdigit()):
        raise FormNumberError(said)
    if len(text) > NUMBER_DIGITS or not low <= int(text) <= high:
        raise FormNumberError(said)
    return int(text)


def read_seed(form: Mapping[str, str], errors: dict[str, str]) -> int | None:
    """The form's seed: ``None`` when left empty (the table draws secret dice), else the number
    typed (its one-line error under ``errors["seed"]`` when it is not one)."""
    text = form.get("seed", "").strip()
    if not text:
        return None
    try:
        return whole_number(text, "the seed", 0, MAX_SEED, say("table-error-form-seed"))
    except FormNumberError as error:
        errors["seed"] = str(error)
        return None


@dataclass
class Picked:
    """One character row of the form, read."""

    row: int
    sheet: CharacterSheet
    side: str
    pos: tuple[int, int] | None
    plays: str
    id: str = ""


@dataclass
class Creation:
    """What a creation form made: the GM's token, or the errors by field."""

    gm: str = ""
    errors: dict[str, str] = field(default_factory=dict)


def examples_in(data: Path | None) -> dict[str, Path]:
    """The example encounters of the data folder: its ``encounters`` folder, else itself."""
    if data is None:
        return {}
    folder = data / "encounters" if (data / "encounters").is_dir() else data
    return {p.stem: p for p in sorted(folder.glob("*.yaml")) if p.is_file()}


def sheets_in(data: Path | None) -> dict[str, Path]:
    """The example character sheets of the data folder (its own sheet files, not its
    encounters)."""
    if data is None:
        return {}
    encounters = set(examples_in(data).values())
    found = sorted(p for p in data.iterdir() if p.suffix.lower() in SHEET_SUFFIXES)
    return {p.stem: p for p in found if p.is_file() and p not in encounters}


def parse_square(text: str, width: int, height: int) -> tuple[int, int] | None:
    """A square named as on the grid (``D4``), or ``None`` for an empty field."""
    text = text.strip()
    if not text:
        return None
    found = _SQUARE.fullmatch(text)
    if found is None:
        raise TableError(say("table-error-square-name", got=f"{text[:12]!r}"))
    letters, row = found[1].upper(), int(found[2])
    x = 0
    for letter in letters:
        x = x * 26 + ord(letter) - ord("A") + 1
    x, y = x - 1, row - 1
    if not (0 <= x < width and 0 <= y < height):
        last = f"{column_name(width - 1)}{height}"
        raise TableError(
            say(
                "table-error-off-grid",
                square=f"{letters}{row}",
                width=str(width),
                height=str(height),
                last=last,
            )
        )
    return x, y


class TableForm:
    """The home page's form over a service and a data folder of examples."""

    def __init__(self, service: TableService, data: Path | None) -> None:
        self.service = service
        self.data = data

    def examples(self) -> dict[str, Path]:
        return examples_in(self.data)

    def sheets(self) -> dict[str, Path]:
        return sheets_in(self.data)

    def library(self) -> list[Path]:
        return [self.data] if self.data is not None else []

    def create(self, form: Mapping[str, str], owner: str | None = None) -> Creation:
        """A new table from the form (``owner``: the creator's address, held to the
        service's cap on open tables), with its seats; or the errors by field."""
        errors: dict[str, str] = {}
        name = form.get("gm_name", "").strip()
        found = problem(name, NAME_MAX) if name else say("table-error-give-name")
        if found:
            errors["gm_name"] = found
        dice = form.get("dice", "seeded")
        if dice not in ("seeded", "physical"):
            errors["dice"] = say("table-error-form-dice")
        seed = read_seed(form, errors)
        edition = form.get("edition", "").strip()
        if edition and edition not in EDITIONS:
            errors["edition"] = say(
                "table-error-edition", edition=f"{edition[:20]!r}", allowed=", ".join(EDITIONS)
            )
        rules, rule_errors = changed_rules(form)
        errors.update(rule_errors)
        picked: list[Picked] = []
        setup: EncounterSetup | None = None
        source = self.source(form)
        try:
            if source == "sheets":
                picked, setup = self.from_sheets(form, errors)
            elif source == "file":
                setup = self.setup_from_text(form.get("encounter", ""))
            else:
                setup = self.setup_from_example(form.get("example", ""))
        except TenkaichiError as error:
            errors[{"sheets": "sheets", "file": "encounter"}.get(source, "example")] = line(error)
        if setup is not None and not errors and (edition or rules):
            try:
                setup = self.adjusted(setup, edition, rules)
            except TenkaichiError as error:
                errors["rules"] = line(error)
        if errors or setup is None:
            return Creation(errors=errors)
        try:
            gm = self.service.create_table(setup, name, dice=dice, seed=seed, owner=owner)
        except TenkaichiError as error:
            names = [p.id for p in picked]
            return Creation(errors={"create": readable(line(error), names)})
        for p in picked:
            if p.plays == "player":
                self.service.add_seat(gm, "player", fighters=[p.id])
            elif p.plays in ("greedy", "random"):
                bot_name = f"{p.plays.capitalize()} bot ({p.id})"
                label = bot_name if len(bot_name) <= NAME_MAX else f"{p.plays.capitalize()} bot"
                self.service.add_seat(gm, "bot", fighters=[p.id], bot=p.plays, name=label)
        self.service.add_seat(gm, "spectator")
        return Creation(gm=gm)

    @staticmethod
    def source(form: Mapping[str, str]) -> str:
        """Where the fight comes from: the form's choice when it is filled in, else the one
        that is (an encounter file first), else the choice."""
        filled = {
            "file": bool(form.get("encounter", "").strip()),
            "example": bool(form.get("example", "")),
            "sheets": any(
                form.get(f"sheet{i}") or form.get(f"sheet{i}_text", "").strip()
                for i in range(SHEET_ROWS)
            ),
        }
        chosen = form.get("source", "")
        if chosen in SOURCES and filled[chosen]:
            return chosen
        for source in ("file", "example", "sheets"):
            if filled[source]:
                return source
        return chosen if chosen in SOURCES else "example"

    def adjusted(
        self, setup: EncounterSetup, edition: str, rules: Mapping[str, Any]
    ) -> EncounterSetup:
        raw = setup.model_dump(mode="json")
        if edition:
            raw["edition"] = edition
        raw["settings"] = {**raw.get("settings", {}), **rules}
        return parse_setup(raw, "the house rules")

    # --- an encounter --------------------------------------------------------------------

    def setup_from_example(self, chosen: str) -> EncounterSetup:
        if not chosen:
            raise TableError(say("table-error-choose-source"))
        examples = self.examples()
        if chosen not in examples:
            raise TableError(say("table-error-no-example", example=f"{chosen[:40]!r}"))
        return load_encounter(examples[chosen], library=self.library())

    def setup_from_text(self, text: str) -> EncounterSetup:
        """An encounter file given as text; its sheet files are looked up in the example
        folder. Messages name it "the encounter file", never a path of this server."""
        if not text.strip():
            raise TableError(say("table-error-give-file"))
        with tempfile.TemporaryDirectory(prefix="tenkaichi-upload-") as folder:
            path = Path(folder) / "encounter.yaml"
            path.write_text(text, encoding="utf-8")
            try:
                return load_encounter(path, library=self.library())
            except TenkaichiError as error:
                text = str(error).strip()
                message = text.splitlines()[0] if text else say("table-error-did-not-work")
                message = message.replace(str(path), "the encounter file")
                message = message.replace(folder, "the encounter's folder")
                if self.data is not None:
                    message = message.replace(str(self.data.resolve()), "the example folder")
                raise TableError(line(TableError(message))) from None

    # --- character sheets ---------------------------------------------------------------

    def from_sheets(
        self, form: Mapping[str, str], errors: dict[str, str]
    ) -> tuple[list[Picked], EncounterSetup | None]:
        """The picked characters and their setup; a row's mistakes go into ``errors`` by
        field (and the setup is then ``None``)."""
        width, height = GRID
        for key, default in (("width", GRID[0]), ("height", GRID[1])):
            text = form.get(key, str(default))  # left empty: told, like any wrong number
            try:
                number = whole_number(text, say(f"table-battlefield-{key}"), 1, GRID_MAX)
            except FormNumberError as error:
                errors["grid"] = str(error)
            else:
                width, height = (number, height) if key == "width" else (width, number)
        picked = [p for i in range(SHEET_ROWS) if (p := self.row(form, i, width, height, errors))]
        if any(k.startswith(("sheet", "side", "square", "plays", "grid")) for k in errors):
            return picked, None
        if len(picked) < 2:
            raise TableError(say("table-error-two-sheets"))
        taken: dict[tuple[int, int], Picked] = {}
        for p in picked:
            if p.pos is not None:
                if p.pos in taken:
                    other = taken[p.pos].sheet.name
                    errors[f"square{p.row}"] = say(
                        "table-error-square-taken", fighter=other, square=square_name(*p.pos)
                    )
                taken[p.pos] = p
        if errors:
            return picked, None
        return picked, self.sheet_setup(picked, width, height, errors)

    def row(
        self, form: Mapping[str, str], i: int, width: int, height: int, errors: dict[str, str]
    ) -> Picked | None:
        """Row ``i`` of the form (``None``: no character chosen there)."""
        chosen = form.get(f"sheet{i}", "")
        text = form.get(f"sheet{i}_text", "")
        if not chosen and text.strip():
            chosen = "upload"
        if not chosen:
            return None
        sheet: CharacterSheet | None = None
        try:
            sheet = self.sheet(chosen, text, form.get(f"sheet{i}_name", ""))
        except TenkaichiError as error:
            errors[f"sheet{i}"] = line(error)
        side = form.get(f"side{i}", SIDES[0])
        if side not in SIDES:
            errors[f"side{i}"] = say("table-error-form-side", first=SIDES[0], second=SIDES[1])
        plays = form.get(f"plays{i}", "player")
        if plays not in PLAYS:
            errors[f"plays{i}"] = say("table-error-form-plays")
        pos = None
        try:
            pos = parse_square(form.get(f"square{i}", ""), width, height)
        except TableError as error:
            errors[f"square{i}"] = line(error)
        if sheet is None:
            return None
        return Picked(i, sheet, side, pos, plays)

    def sheet(self, chosen: str, text: str, filename: str) -> CharacterSheet:
        if chosen == "upload":
            if not text.strip():
                raise TableError(say("table-error-choose-sheet-file"))
            name = _UPLOAD_NAME.sub("", Path(filename).name).strip()[:60]
            return parse_sheet(text, name or "the uploaded sheet")
        sheets = self.sheets()
        if chosen not in sheets:
            raise TableError(say("table-error-no-example-sheet", sheet=f"{chosen[:40]!r}"))
        path = sheets[chosen]
        return load_sheet(path, label=path.name)

    def sheet_setup(
        self, picked: list[Picked], width: int, height: int, errors: dict[str, str]
    ) -> EncounterSetup | None:
        """The setup of the picked characters (West listed first: it starts at the left)."""
        ordered = sorted(picked, key=lambda p: SIDES.index(p.side))
        sheets: dict[str, CharacterSheet] = {}
        used: set[str] = set()
        fighters = []
        for p in ordered:
            key = p.sheet.name
            n = 2
            while key in sheets and sheets[key] != p.sheet:
                key = f"{p.sheet.name} ({n})"
                n += 1
            sheets[key] = p.sheet
            p.id, n = p.sheet.name, 2
            while p.id in used:
                p.id = f"{p.sheet.name} ({n})"
                n += 1
            used.add(p.id)
            entry: dict[str, Any] = {"sheet": key, "side": p.side, "id": p.id}
            if p.pos is not None:
                entry["pos"] = list(p.pos)
            fighters.append(entry)
        raw = {
            "width": width,
            "height": height,
            "sheets": {k: s.model_dump(mode="json") for k, s in sheets.items()},
            "fighters": fighters,
        }
        try:
            return parse_setup(raw, "the fight")
        except TenkaichiError as error:
            message = line(error)
            at = _FIGHTER_AT.search(message)
            if at is not None and int(at[1]) < len(ordered):
                errors[f"square{ordered[int(at[1])].row}"] = message
            elif "width" in message or "height" in message:
                errors["grid"] = message
            else:
                errors["sheets"] = message
            return None


__all__ = [
    "GRID_MAX",
    "NUMBER_DIGITS",
    "PLAYS",
    "SEED_HELP",
    "SHEET_ROWS",
    "SIDES",
    "Creation",
    "FormNumberError",
    "TableForm",
    "examples_in",
    "line",
    "no_paths",
    "parse_square",
    "read_seed",
    "sheets_in",
    "whole_number",
]
