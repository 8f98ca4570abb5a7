"""``tenkaichi lab report RESULTS``: the report of a sweep people read (an HTML page with
interactive charts) and PNG/SVG copies of its charts. The ``lab`` command group calls
:func:`register` to add it."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from tenkaichi.cli import output, progress
from tenkaichi.lab.report import image_formats, prepare
from tenkaichi.words import counted


def report(
    results: Annotated[
        Path, typer.Argument(help="The results folder of a sweep (the one lab run wrote).")
    ],
    out: Annotated[
        Path | None,
        typer.Option("--out", help="Folder to write the report in (default: RESULTS/report)."),
    ] = None,
    x: Annotated[
        str | None,
        typer.Option(
            "--x",
            help="The parameter across the charts (its name in the spec or as the report "
            "writes it; default: the first swept).",
        ),
    ] = None,
    y: Annotated[
        str | None,
        typer.Option(
            "--y",
            help="The parameter down the win-rate heatmap (default: the next swept).",
        ),
    ] = None,
    images: Annotated[
        str,
        typer.Option(
            "--images", help="Copies of the charts to write: png, svg, png,svg (both) or none."
        ),
    ] = "png,svg",
) -> None:
    """Write a sweep's report: an HTML page with interactive charts, and PNG/SVG charts."""
    formats = image_formats(images)
    plan = prepare(results, out, x, y, formats)
    if not plan.results.complete:
        output.say(
            f"note: the sweep has not finished ({len(plan.cells):,} of "
            f"{plan.results.cells_planned:,} cells have fights); reporting what is there",
            err=True,
        )
    with progress.job("report files", total=plan.steps) as bar:
        plan.write(bar.advance)
    charts = counted(len(plan.figures), "chart")
    copies = " and ".join(f.upper() for f in formats)
    output.say(
        f"report of {counted(len(plan.cells), 'cell')}, {plan.fights:,} fights: "
        f"{plan.out / 'report.html'}"
    )
    if formats:
        output.say(f"{charts} as {copies}: {plan.out / 'charts'}")


def register(app: typer.Typer) -> None:
    """Add ``report`` to the ``lab`` command group."""
    app.command("report")(report)


__all__ = ["register", "report"]
