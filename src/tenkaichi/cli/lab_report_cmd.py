"""``tenkaichi lab report RESULTS``: the report of a sweep people read (an HTML page with
interactive charts) and PNG/SVG copies of its charts. The ``lab`` command group calls
:func:`register` to add it."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from tenkaichi.cli import output, progress
from tenkaichi.i18n import current, text
from tenkaichi.i18n.numbers import whole
from tenkaichi.lab.report import image_formats, prepare


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
        locale = current()
        output.say(
            text(
                "cli-lab-report-unfinished",
                cells=whole(len(plan.cells), locale),
                planned=whole(plan.results.cells_planned, locale),
            ),
            err=True,
        )
    with progress.job(text("cli-progress-report-files"), total=plan.steps) as bar:
        plan.write(bar.advance)
    charts = text("cli-lab-charts", n=len(plan.figures), count=str(len(plan.figures)))
    copies = text("lab-and-join").join(f.upper() for f in formats)
    cells = text("cli-lab-cells", n=len(plan.cells), count=str(len(plan.cells)))
    output.say(
        text(
            "cli-lab-report-wrote",
            cells=cells,
            fights=whole(plan.fights, current()),
            path=str(plan.out / "report.html"),
        )
    )
    if formats:
        output.say(
            text("cli-lab-charts-as", charts=charts, formats=copies, path=str(plan.out / "charts"))
        )


def register(app: typer.Typer) -> None:
    """Add ``report`` to the ``lab`` command group."""
    app.command("report")(report)


__all__ = ["register", "report"]
