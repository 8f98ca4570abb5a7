"""``tenkaichi character show|schema|new|import``: DBU character sheets, their derived
values, building one by questions and importing one from Foundry VTT."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from tenkaichi.cli import character_import, character_new, output
from tenkaichi.dbu.derived import Derived, derive
from tenkaichi.dbu.sheet import CharacterSheet
from tenkaichi.dbu.sheet_files import load_sheet, sheet_schema
from tenkaichi.dbu.sheet_view import (
    attribute_rows,
    aura_rows,
    form_rows,
    technique_rows,
    trait_lines,
    words,
)
from tenkaichi.errors import ContentError

character = typer.Typer(help="DBU character sheets.", no_args_is_help=True)


def register(app: typer.Typer) -> None:
    app.add_typer(character, name="character")


character.command("new")(character_new.new)
character.command("import")(character_import.import_)


@character.command("show")
def show(
    path: Annotated[Path, typer.Argument(help="A character sheet (.yaml or .json).")],
    form: Annotated[str | None, typer.Option(help="Show the values while in this form.")] = None,
    json_output: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """Print everything on a character sheet: Attributes, every derived value with how it was
    computed, Signature Techniques (Profile, KP cost), transformations, Auras and the rest."""
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
    title = (
        f"{sheet.name}: {words(sheet.race)}, Power Level {sheet.power_level} "
        f"(Tier of Power {derived.tier.value}), {words(sheet.size)}"
    )
    if sheet.minion:
        title += ", Minion"
    if chosen is not None:
        title += f", in {chosen.name}"
    console.print(title)
    _print_sheet(console, sheet, derived)


def _print_sheet(console: Console, sheet: CharacterSheet, derived: Derived) -> None:
    """Every part of the sheet: Attributes, derived values, then what the sheet lists."""
    attributes = Table("Attribute", "Score", "Modifier", title="Attributes")
    for row in attribute_rows(sheet, derived):
        attributes.add_row(*row)
    console.print(attributes)
    table = Table("value", "", "how", title="Derived values")
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
    techniques = technique_rows(sheet, derived.base_tier)
    if techniques:
        sigs = Table("Name", "Profile", "Foundation", "KP", "Notes", title="Signature Techniques")
        for t in techniques:
            sigs.add_row(t.name, t.profile, t.foundation, str(t.kp), t.notes or "-")
        console.print(sigs)
    forms = form_rows(sheet)
    if forms:
        table = Table(
            "Name", "Kind", "Tier", "Stress Test", "Bonuses", "Other", title="Transformations"
        )
        for form_row in forms:
            table.add_row(*form_row)
        console.print(table)
    auras = aura_rows(sheet)
    if auras:
        table = Table("Name", "KP", "Bonuses", title="Auras")
        for row in auras:
            table.add_row(*row)
        console.print(table)
    traits = trait_lines(sheet)
    if traits:
        table = Table("", "", title="Other", show_header=False)
        for label, value in traits:
            table.add_row(label, value)
        console.print(table)


@character.command("schema")
def schema() -> None:
    """Print the JSON Schema of the character sheet format."""
    typer.echo(json.dumps(sheet_schema(), indent=2))
