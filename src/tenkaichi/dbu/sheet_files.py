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
from tenkaichi.dbu.sheet_marks import Mark, located_lines, parse_yaml_with_marks
from tenkaichi.dbu.sheet_marks import Path as Path_
from tenkaichi.errors import ContentError
from tenkaichi.files import FileError, decode, parse_data, read_bytes
from tenkaichi.problems import fields_with_problems


def parse_sheet(text: str | bytes, source: str) -> CharacterSheet:
    """Read a sheet from YAML or JSON text (JSON when ``source`` ends in ``.json``); its
    problems are reported one per line (the first ten, then how many more), each with its line
    and column when ``source`` names a YAML file (``goku.yaml:5:14: power_level = true: ...``)."""
    marks: dict[Path_, Mark] = {}
    if not source.lower().endswith((".yaml", ".yml")):  # JSON, or a label such as "the
        raw = parse_data(text, source)  # pasted sheet": no line and column to give
    else:
        raw, marks = parse_yaml_with_marks(
            decode(text, source) if isinstance(text, bytes) else text, source
        )
    if not isinstance(raw, dict):
        raise ContentError(f"{source}: a character sheet is a mapping of fields to values")
    try:
        return CharacterSheet.model_validate(raw)
    except ValidationError as error:
        raise ContentError("\n".join(located_lines(error, source, marks))) from None


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


def _tidy(node: Any) -> None:
    """Descriptions as one line of plain words (no reST quotes)."""
    if isinstance(node, dict):
        if isinstance(node.get("description"), str):
            node["description"] = " ".join(node["description"].replace("``", "").split())
        for value in node.values():
            _tidy(value)
    elif isinstance(node, list):
        for value in node:
            _tidy(value)


def sheet_schema() -> dict[str, Any]:
    """The JSON Schema of the sheet format: every field with a description, and the allowed
    values of the fields that name content (races, sizes, Profiles, Advantages, Aspects,
    Combat Conditions, skills, States, Attributes) read from the content data."""
    schema = CharacterSheet.model_json_schema()
    _tidy(schema)
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["$id"] = "https://tenkaichi.invalid/schema/dbu-character.schema.json"
    return schema
