"""The arguments every DBU fight command takes (``fight``, ``fight preview``, ``play``,
``simulate``, ``lab``): the sheets or encounter file, ``--edition`` and ``--library``, and
the setup they give. Its own module so that the commands share it without importing one
another."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from tenkaichi.dbu.combat.core.setup import (
    EDITIONS,
    LIBRARY_ENV,
    EncounterSetup,
    duel_setup,
    load_encounter,
)
from tenkaichi.errors import TenkaichiError
from tenkaichi.i18n import text

SheetsArg = Annotated[
    list[Path],
    typer.Argument(
        help="Character sheets (.yaml or .json): the first is side A, the others side B; or "
        "one encounter file (sides, positions, Features, Items, Vehicles, settings).",
        show_default=False,
    ),
]
EditionOpt = Annotated[
    str | None,
    typer.Option(
        "--edition",
        help="Edition of the combat rules: dbu-2 (default) or dbu-1 (the older combat rules); "
        "overrides the encounter file's.",
    ),
]
LibraryOpt = Annotated[
    list[Path] | None,
    typer.Option(
        "--library",
        metavar="FOLDER",
        help="A folder of sheets an encounter file may name (repeatable; default: the "
        f"folders in {LIBRARY_ENV}). An encounter file may name only sheets inside its own "
        "folder or a library folder.",
        show_default=False,
    ),
]


def setup_from(
    paths: list[Path], edition: str | None = None, library: list[Path] | None = None
) -> EncounterSetup:
    """One encounter file, or character sheets for a one-against-the-rest fight; ``edition``
    (the ``--edition`` option) overrides the file's edition; ``library`` (``--library``) is
    where an encounter file's sheets may also be."""
    setup = load_encounter(paths[0], library=library) if len(paths) == 1 else duel_setup(paths)
    if edition is None:
        return setup
    if edition not in EDITIONS:
        raise TenkaichiError(
            text("cli-unknown-edition", edition=repr(edition), editions=", ".join(EDITIONS))
        )
    return setup.model_copy(update={"edition": edition})


__all__ = ["EditionOpt", "LibraryOpt", "SheetsArg", "setup_from"]
