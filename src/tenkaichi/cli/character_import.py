"""``tenkaichi character import FILE.json [-o out.yaml]``: a character from the DBU system for
Foundry VTT (:mod:`tenkaichi.dbu.foundry`) as a sheet; what did not map is listed, one line
each."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from tenkaichi.cli import output
from tenkaichi.cli.character_new import sheet_yaml
from tenkaichi.dbu.foundry import import_actor
from tenkaichi.dbu.sheet_files import load_sheet
from tenkaichi.errors import ContentError
from tenkaichi.files import read_data
from tenkaichi.i18n import text as said


def import_(
    path: Annotated[Path, typer.Argument(help="A Foundry VTT actor exported as JSON.")],
    out: Annotated[
        Path | None,
        typer.Option("-o", "--output", help="Write the sheet here (.yaml); else print it."),
    ] = None,
    force: Annotated[bool, typer.Option("--force", help="Overwrite the output file.")] = False,
) -> None:
    """Import a character exported from the DBU system for Foundry VTT: what maps becomes a
    sheet, and each thing that does not is named on a line of its own."""
    if path.suffix.lower() != ".json":
        raise ContentError(said("cli-import-needs-json", path=str(path)))
    if out is not None:
        if out.suffix.lower() not in (".yaml", ".yml"):
            raise ContentError(said("cli-sheet-needs-yaml", path=str(out)))
        if out.exists() and not force:
            raise ContentError(said("cli-file-exists", path=str(out)))
    imported = import_actor(read_data(path, str(path)), str(path))
    header = f"# A DBU character sheet imported from Foundry VTT ({path.name}).\n"
    text = sheet_yaml(imported.sheet, "".join(c for c in header if c.isprintable() or c == "\n"))
    notes = [said("cli-import-not-imported", what=line) for line in imported.skipped]
    if out is None:
        typer.echo(text, nl=False)
        for line in notes:
            output.say(line, err=True)
        return
    try:
        out.write_text(text, encoding="utf-8")
    except OSError as error:
        reason = error.strerror or said("cli-write-error")
        raise ContentError(said("cli-cannot-write", path=str(out), reason=reason)) from None
    sheet = load_sheet(out)
    output.say(said("cli-import-wrote", path=str(out), name=sheet.name))
    for line in notes:
        output.say(line)
