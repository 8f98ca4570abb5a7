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
from tenkaichi.i18n import text

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
            known = ", ".join(f.name for f in sheet.forms) or text("cli-sheet-no-forms")
            raise ContentError(
                text(
                    "cli-sheet-no-such-form",
                    path=str(path),
                    name=sheet.name,
                    form=repr(form),
                    forms=known,
                )
            )
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
    title = text(
        "cli-sheet-title",
        name=sheet.name,
        race=words(sheet.race),
        level=str(sheet.power_level),
        tier=str(derived.tier.value),
        size=words(sheet.size),
    )
    if sheet.minion:
        title += text("cli-sheet-minion")
    if chosen is not None:
        title += text("cli-sheet-in-form", form=chosen.name)
    console.print(title)
    _print_sheet(console, sheet, derived)


def _print_sheet(console: Console, sheet: CharacterSheet, derived: Derived) -> None:
    """Every part of the sheet: Attributes, derived values, then what the sheet lists."""
    attributes = Table(
        text("cli-sheet-attribute"),
        text("cli-sheet-score"),
        text("cli-sheet-modifier"),
        title=text("cli-sheet-attributes"),
    )
    for row in attribute_rows(sheet, derived):
        attributes.add_row(*row)
    console.print(attributes)
    table = Table(
        text("cli-sheet-value"), "", text("cli-sheet-how"), title=text("cli-sheet-derived")
    )
    rows = [
        (text("cli-sheet-tier-of-power"), derived.tier),
        (text("cli-sheet-life"), derived.life),
        (text("cli-sheet-ki"), derived.ki),
        (text("cli-sheet-capacity"), derived.capacity),
        (text("cli-sheet-haste"), derived.haste),
        (text("cli-sheet-awareness"), derived.awareness),
        (text("cli-sheet-might"), derived.might),
        (text("cli-sheet-normal-speed"), derived.normal_speed),
        (text("cli-sheet-boosted-speed"), derived.boosted_speed),
        (text("cli-sheet-defense-value"), derived.defense_value),
        (text("cli-sheet-initiative"), derived.initiative),
        (text("cli-sheet-soak"), derived.soak),
        (text("cli-sheet-melee-reach"), derived.melee_reach),
    ]
    rows += [
        (text("cli-sheet-save", name=name.capitalize()), e) for name, e in derived.saves.items()
    ]
    for label, explained in rows:
        table.add_row(label, str(explained.value), explained.how)
    console.print(table)
    techniques = technique_rows(sheet, derived.base_tier)
    if techniques:
        sigs = Table(
            text("cli-sheet-name"),
            text("cli-sheet-profile"),
            text("cli-sheet-foundation"),
            "KP",
            text("cli-sheet-notes"),
            title=text("cli-sheet-signatures"),
        )
        for t in techniques:
            sigs.add_row(t.name, t.profile, t.foundation, str(t.kp), t.notes or "-")
        console.print(sigs)
    forms = form_rows(sheet)
    if forms:
        table = Table(
            text("cli-sheet-name"),
            text("cli-sheet-kind"),
            "Tier",
            text("cli-sheet-stress-test"),
            text("cli-sheet-bonuses"),
            text("cli-sheet-other"),
            title=text("cli-sheet-transformations"),
        )
        for form_row in forms:
            table.add_row(*form_row)
        console.print(table)
    auras = aura_rows(sheet)
    if auras:
        table = Table(
            text("cli-sheet-name"), "KP", text("cli-sheet-bonuses"), title=text("cli-sheet-auras")
        )
        for row in auras:
            table.add_row(*row)
        console.print(table)
    traits = trait_lines(sheet)
    if traits:
        table = Table("", "", title=text("cli-sheet-other"), show_header=False)
        for label, value in traits:
            table.add_row(label, value)
        console.print(table)


@character.command("schema")
def schema() -> None:
    """Print the JSON Schema of the character sheet format."""
    typer.echo(json.dumps(sheet_schema(), indent=2))
