"""``tenkaichi lab report``: a results folder -> ``report.html`` and ``charts/*.png|svg``.

The stages follow the folder listing: :mod:`report_data` reads the folder,
:mod:`report_tables` counts, :mod:`report_charts` turns counts into Altair charts,
:mod:`report_page` writes the page. :func:`prepare` reads and counts (and checks every
option) before anything is written; :meth:`Plan.write` then writes the page and the images.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from tenkaichi.errors import LabError
from tenkaichi.i18n import text as said
from tenkaichi.lab import report_charts as charts
from tenkaichi.lab import report_tables as tables
from tenkaichi.lab.report_data import Results, load
from tenkaichi.lab.report_page import render
from tenkaichi.lab.report_words import parameter_words

IMAGE_FORMATS = ("png", "svg")
PNG_SCALE = 2
"""PNG pixels per chart pixel (sharp on high-density screens and in documents)."""
MAX_CELL_ROWS = 30
"""Above this many cells, the fight-length chart pools cells by the ``--x`` parameter and the
score chart shows all cells together only."""


def pick_parameter(results: Results, given: str | None, option: str, default: int) -> int:
    """The index of the parameter ``given`` names (its spec name or its words, any case);
    ``default`` when not given. A name that matches none is a one-line :class:`LabError`
    listing the parameters in people's words."""
    names = results.parameters
    if given is None:
        return default
    wanted = given.strip().lower()
    for i, p in enumerate(names):
        if wanted in (p.lower(), parameter_words(p).lower()):
            return i
    if not names:
        raise LabError(said("lab-no-parameter", option=option, given=repr(given)))
    listed = "; ".join(parameter_words(p) for p in names)
    raise LabError(said("lab-not-a-parameter", option=option, given=repr(given), parameters=listed))


def image_formats(text: str) -> tuple[str, ...]:
    """``png,svg`` -> ``("png", "svg")``; ``none`` or empty -> no images."""
    words = [w.strip().lower() for w in text.split(",") if w.strip()]
    if words in ([], ["none"]):
        return ()
    bad = [w for w in words if w not in IMAGE_FORMATS]
    if bad:
        raise LabError(
            said(
                "lab-not-an-image-format",
                given=repr(text),
                bad=", ".join(bad),
                formats=said("lab-or-join").join(IMAGE_FORMATS),
            )
        )
    return tuple(dict.fromkeys(words))


@dataclass
class Plan:
    """A report ready to write: the counted results and its charts."""

    results: Results
    cells: list[tables.Cell]
    labels: list[str]
    figures: list[charts.Figure]
    out: Path
    images: tuple[str, ...]
    written: list[Path] = field(default_factory=list)

    @property
    def steps(self) -> int:
        """Files to write: the page, then each chart in each image format."""
        return 1 + len(self.figures) * len(self.images)

    @property
    def fights(self) -> int:
        return sum(c.fights for c in self.cells)

    def write(self, advance: Callable[[], None] = lambda: None) -> list[Path]:
        """Write ``report.html`` and the images; ``advance`` is called after each file."""
        page = self.out / "report.html"
        _write_text(page, render(self.results, self.cells, self.labels, self.figures, self.images))
        self.written.append(page)
        advance()
        folder = self.out / "charts"
        if self.images:
            _make_folder(folder)
        for figure in self.figures:
            for kind in self.images:
                path = folder / f"{figure.name}.{kind}"
                try:
                    if kind == "png":
                        figure.chart.save(str(path), format="png", scale_factor=PNG_SCALE)
                    else:
                        figure.chart.save(str(path), format="svg")
                except OSError as error:
                    raise LabError(
                        said("lab-cannot-write-chart", path=str(path), reason=str(error.strerror))
                    ) from None
                self.written.append(path)
                advance()
        return self.written


def _make_folder(folder: Path) -> None:
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise LabError(
            said("lab-cannot-write-there", path=str(folder), reason=str(error.strerror))
        ) from None
    if not os.access(folder, os.W_OK):
        raise LabError(
            said("lab-cannot-write-there", path=str(folder), reason=said("lab-no-permission"))
        )


def _write_text(path: Path, text: str) -> None:
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as error:
        raise LabError(
            said("lab-cannot-write-report", path=str(path), reason=str(error.strerror))
        ) from None


def figures(
    results: Results, cells: Sequence[tables.Cell], labels: Sequence[str], x: int, y: int | None
) -> list[charts.Figure]:
    """The report's charts for these results (which ones depends on what was swept)."""
    side = labels[0] if labels else "Side 1"
    out: list[charts.Figure] = []
    parameters = results.parameters
    if parameters:
        rows = tables.conditions(results, cells)
        if y is not None:
            out.append(charts.heatmap(parameters, rows, x, y, side))
        out.append(charts.win_rate_line(parameters, rows, x, side))
    group_by = parameters[x] if parameters and len(cells) > MAX_CELL_ROWS else None
    groups = (
        tables.ordered_words(results, group_by, (c.values[group_by] for c in cells))
        if group_by
        else charts.group_words(cells)
    )
    rounds = tables.rounds_counts(results, cells, group_by)
    out.append(charts.rounds_chart(rounds, groups, parameter_words(group_by) if group_by else None))
    groups = [tables.every_cell_label()] + (charts.group_words(cells) if len(cells) > 1 else [])
    # Each cell's scores are kept for a list of cells people can scan; beyond that the page
    # would carry every score of every cell.
    per_cell = len(cells) <= MAX_CELL_ROWS
    scores = tables.score_counts(results, cells, labels, per_cell)
    out.append(
        charts.score_chart(
            scores, labels, groups if per_cell else [tables.every_cell_label()], results.score_name
        )
    )
    used = tables.options_used(results, cells, labels)
    if used:
        out.append(charts.options_chart(used, labels, groups))
    if len(labels) > 2:
        out.append(
            charts.seat_chart(tables.seat_cells(cells, labels), labels, charts.group_words(cells))
        )
        out.append(charts.warrior_chart(tables.seat_warriors(results, labels), labels))
    return [replace(f, chart=charts.styled(f.chart)) for f in out]


def prepare(
    folder: Path,
    out: Path | None = None,
    x: str | None = None,
    y: str | None = None,
    images: Sequence[str] = IMAGE_FORMATS,
) -> Plan:
    """Read and count a results folder and build its charts; check the output folder.
    Nothing is written yet."""
    results = load(folder)
    xi = pick_parameter(results, x, "--x", 0)
    yi: int | None = None
    if len(results.parameters) >= 2:
        yi = pick_parameter(results, y, "--y", 1 if xi == 0 else 0)
        if yi == xi:
            raise LabError(
                said("lab-x-and-y-same", parameter=parameter_words(results.parameters[xi]))
            )
    elif y is not None:
        pick_parameter(results, y, "--y", 0)
        raise LabError(said("lab-y-needs-two", given=repr(y)))
    cells = tables.cells(results)
    labels = tables.labels_of(results, cells)
    target = out if out is not None else folder / "report"
    _make_folder(target)
    return Plan(
        results, cells, labels, figures(results, cells, labels, xi, yi), target, tuple(images)
    )


def write_report(
    folder: Path,
    out: Path | None = None,
    x: str | None = None,
    y: str | None = None,
    images: Sequence[str] = IMAGE_FORMATS,
) -> Plan:
    """Write the report of a results folder (see :func:`prepare`); returns what was written."""
    plan = prepare(folder, out, x, y, images)
    plan.write()
    return plan


__all__ = [
    "IMAGE_FORMATS",
    "Plan",
    "figures",
    "image_formats",
    "pick_parameter",
    "prepare",
    "write_report",
]
