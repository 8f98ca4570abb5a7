"""Character sheet files: a sheet (:class:`~tenkaichi.dbu.sheet.CharacterSheet`) read from YAML
or JSON text or a file, and the published JSON Schema of the format.

An invalid sheet raises one :class:`~tenkaichi.errors.ContentError` listing its problems (the
first :data:`~tenkaichi.problems.MAX_PROBLEMS`, then how many more), one line each, with the
file, the field, the value (shortened) and what is allowed.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import ValidationError

from tenkaichi.dbu.sheet import CharacterSheet
from tenkaichi.errors import ContentError
from tenkaichi.files import FileError, parse_data, read_bytes
from tenkaichi.problems import fields_with_problems, problem_lines


def parse_sheet(text: str | bytes, source: str) -> CharacterSheet:
    """Read a sheet from YAML or JSON text (JSON when ``source`` ends in ``.json``); its
    problems are reported one per line (the first ten, then how many more)."""
    raw = parse_data(text, source)
    if not isinstance(raw, dict):
        raise ContentError(f"{source}: a character sheet is a mapping of fields to values")
    try:
        return CharacterSheet.model_validate(raw)
    except ValidationError as error:
        lines = [f"{source}: {line}" for line in problem_lines(error, "(sheet)")]
        raise ContentError("\n".join(lines)) from None


SHEET_SUFFIXES = (".yaml", ".yml", ".json")


def load_sheet(path: Path, *, quote: bool = True, label: str | None = None) -> CharacterSheet:
    """A sheet file, named ``label`` in messages (default: its path).

    With ``quote=False`` (a file named by someone else, e.g. by an encounter file, which may
    point at any file) a file that is not a valid sheet gets one line that quotes nothing from
    it: the kind of problem and its line, or the names of the sheet's fields that are wrong."""
    name = label or str(path)
    if path.suffix.lower() not in SHEET_SUFFIXES:
        raise ContentError(f"{name}: a character sheet is a .yaml, .yml or .json file")
    if quote:
        return parse_sheet(read_bytes(path, name), name)
    try:
        raw = parse_data(read_bytes(path, name), path.name)
    except FileError as error:
        raise ContentError(f"{name}: not a character sheet: {error.summary}") from None
    if not isinstance(raw, dict):
        raise ContentError(f"{name}: not a character sheet (not a mapping of fields to values)")
    try:
        return CharacterSheet.model_validate(raw)
    except ValidationError as error:
        wrong = fields_with_problems(error, CharacterSheet.model_fields)
        raise ContentError(f"{name}: not a valid character sheet: {wrong}") from None


def sheet_schema() -> dict[str, Any]:
    """The JSON Schema of the sheet format."""
    schema = CharacterSheet.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["$id"] = "https://tenkaichi.invalid/schema/dbu-character.schema.json"
    return schema
