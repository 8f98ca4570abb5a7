"""``tenkaichi character show|schema``: DBU character sheets and their derived values."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from tenkaichi.cli import output
from tenkaichi.dbu.derived import derive
from tenkaichi.dbu.sheet_files import load_sheet, sheet_schema
from tenkaichi.errors import ContentError

character = typer.Typer(help="DBU character sheets.", no_args_is_help=True)


def register(app: typer.Typer) -> None:
    app.add_typer(character, name="character")


@character.command("show")
def show(
    path: Annotated[Path, typer.Argument(help="A character sheet (.yaml or .json).")],
    form: Annotated[str | None, typer.Option(help="Show the values while in this form.")] = None,
    json_output: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """Print every derived value of a character, with how it was computed."""
    sheet = load_sheet(path)
    chosen = None
    if form is not None:
        matches = [f for f in sheet.forms if f.name.lower() == form.lower()]
        if not matches:
            known = ", ".join(f.name for f in sheet.forms) or "none"
            raise ContentError(f"{path}: {sheet.name} has no form {form!r} (forms: {known})")
        chosen = matches[0]
    derived = derive(sheet, chosen)
    if json_output:
        data = {
            "name": sheet.name,
            "race": sheet.race,
            "power_level": sheet.power_level,
            "size": sheet.size,
            "minion": sheet.minion,
            "form": chosen.name if chosen else None,
            **derived.values(),
            "squares": derived.squares,
            "modifiers": derived.modifiers,
            "how": {key: e.how for key, e in derived.explained().items()},
        }
        typer.echo(output.json_text(data))
        return
    console = output.console()
    title = f"{sheet.name}: {sheet.race}, Power Level {sheet.power_level}, {sheet.size}"
    if sheet.minion:
        title += ", minion"
    if chosen is not None:
        title += f", in {chosen.name}"
    table = Table("value", "", "how", title=title)
    rows = [
        ("Tier of Power", derived.tier),
        ("Life", derived.life),
        ("Ki", derived.ki),
        ("Capacity", derived.capacity),
        ("Haste", derived.haste),
        ("Awareness", derived.awareness),
        ("Might", derived.might),
        ("Normal Speed", derived.normal_speed),
        ("Boosted Speed", derived.boosted_speed),
        ("Defense Value", derived.defense_value),
        ("Initiative", derived.initiative),
        ("Soak", derived.soak),
        ("Melee reach", derived.melee_reach),
    ]
    rows += [(f"{name.capitalize()} save", e) for name, e in derived.saves.items()]
    for label, explained in rows:
        table.add_row(label, str(explained.value), explained.how)
    console.print(table)


@character.command("schema")
def schema() -> None:
    """Print the JSON Schema of the character sheet format."""
    typer.echo(json.dumps(sheet_schema(), indent=2))
