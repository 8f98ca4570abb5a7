"""``tenkaichi character new FILE``: build a character sheet by answering questions.

The questions come from :class:`~tenkaichi.dbu.builder.SheetBuilder`; answers are read with
``input()``, so a pipe or a file of answers (one a line) drives it as well as a person. The
sheet is written as YAML (an existing file only with ``--force``) and read back with the same
loader every sheet goes through.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Any

import typer
import yaml

from tenkaichi.cli import output
from tenkaichi.dbu.builder import SheetBuilder
from tenkaichi.dbu.sheet_files import load_sheet
from tenkaichi.dbu.sheet_view import words
from tenkaichi.errors import ContentError
from tenkaichi.i18n import text as said

HEADER = "# A DBU character sheet made by `tenkaichi character new`; see docs/characters.md.\n"


def sheet_yaml(sheet: dict[str, Any], header: str = HEADER) -> str:
    """The sheet as YAML (after a ``header`` comment), Attributes on one line like the
    examples'."""
    attributes = sheet["attributes"]
    rest = {k: v for k, v in sheet.items() if k != "attributes"}
    head = {k: rest.pop(k) for k in ("name", "race", "power_level", "size")}
    text = yaml.safe_dump(head, sort_keys=False, allow_unicode=True)
    text += "attributes: " + yaml.safe_dump(
        attributes, default_flow_style=True, sort_keys=False, width=200
    )
    if rest:
        text += yaml.safe_dump(rest, sort_keys=False, allow_unicode=True, width=100)
    return header + text


def _ask(prompt: str) -> str:
    """``input()``; from a pipe (nothing echoes the answer) the line ends after the prompt."""
    answer = input(prompt)
    if not sys.stdin.isatty():
        output.say("")
    return answer


def new(
    path: Annotated[Path, typer.Argument(help="Where to write the sheet (.yaml or .yml).")],
    force: Annotated[bool, typer.Option("--force", help="Overwrite an existing file.")] = False,
) -> None:
    """Build a character sheet by answering questions (race, size, Power Level, Attributes,
    Signature Techniques), then write it and check it."""
    if path.suffix.lower() not in (".yaml", ".yml"):
        raise ContentError(said("cli-new-sheet-needs-yaml", path=str(path)))
    if path.exists() and not force:
        raise ContentError(said("cli-file-exists", path=str(path)))
    builder = SheetBuilder(ask=_ask, say=output.say)
    sheet = builder.build()
    try:
        path.write_text(sheet_yaml(sheet), encoding="utf-8")
    except OSError as error:
        reason = error.strerror or said("cli-write-error")
        raise ContentError(said("cli-cannot-write", path=str(path), reason=reason)) from None
    made = load_sheet(path)
    output.say(
        said(
            "cli-new-sheet-wrote",
            path=str(path),
            name=made.name,
            race=words(made.race),
            level=str(made.power_level),
            signatures=str(len(made.signatures)),
        )
    )
