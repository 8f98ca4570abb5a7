"""The report's charts: Altair specs built from the rows of :mod:`tenkaichi.lab.report_tables`.

Each chart is a :class:`Figure`: a file name, a heading and a sentence for the page, and the
Altair chart (the page embeds it; PNG and SVG copies are rendered by vl-convert). Every field
a person can see (axes, legends, tooltips, headers) has a title in people's words; the short
field names of the rows stay inside the spec.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import altair as alt

from tenkaichi.i18n import text as said
from tenkaichi.lab.report_tables import Cell, Row, every_cell_label, sort_key
from tenkaichi.lab.report_words import parameter_words

RATE_SCALE = alt.Scale(domain=[0, 1], scheme="blueorange", domainMid=0.5)
STRONG = "abs(datum.rate - 0.5) > 0.3"
"""Where the heatmap's colour is dark enough for white text."""
CELL_STEP_X = 100
CELL_STEP_Y = 46
WIDTH = 560
PICKED = "lab-chart-picked"
"""The message of the subtitle of a chart whose fights a list picks (a PNG or SVG copy shows
all cells)."""


@dataclass(frozen=True, slots=True)
class Figure:
    """One chart of the report."""

    name: str
    """Its file name in ``charts/`` (without the suffix) and its element's id on the page."""
    heading: str
    note: str
    """A sentence on how to read it."""
    chart: alt.TopLevelMixin


def styled(chart: alt.TopLevelMixin) -> alt.TopLevelMixin:
    """The report's type sizes, a little larger than Vega-Lite's defaults."""
    configured: alt.TopLevelMixin = (
        chart.configure_axis(labelFontSize=12, titleFontSize=13)
        .configure_header(labelFontSize=13)
        .configure_legend(labelFontSize=12, titleFontSize=12)
        .configure_title(fontSize=16, subtitleFontSize=13, subtitleColor="#555")
    )
    return configured


def _data(rows: Sequence[Row]) -> alt.InlineData:
    return alt.InlineData(values=[dict(r) for r in rows])


def _title(text: str, subtitle: str = "") -> alt.TitleParams:
    return alt.TitleParams(text=text, subtitle=subtitle or alt.Undefined, anchor="start")


def _rate_tooltip(side: str) -> list[alt.Tooltip]:
    return [
        alt.Tooltip("rate_text:N", title=said("lab-table-side-wins", side=side)),
        alt.Tooltip("interval_text:N", title=said("lab-table-interval")),
        alt.Tooltip("fights:Q", title=said("lab-table-fights"), format=","),
    ]


def _axis_order(rows: Sequence[Row], i: int) -> list[str]:
    """Parameter ``i``'s values in words (``p<i>``), in the order of the values (``v<i>``)."""
    ordered = sorted(rows, key=lambda r: sort_key(r[f"v{i}"]))
    return list(dict.fromkeys(str(r[f"p{i}"]) for r in ordered))


def _others(parameters: Sequence[str], used: Sequence[int], row: Row) -> str:
    return ", ".join(
        f"{parameter_words(p)} {row[f'p{i}']}" for i, p in enumerate(parameters) if i not in used
    )


def _other_order(parameters: Sequence[str], used: Sequence[int], rows: Sequence[Row]) -> list[str]:
    keyed = {
        _others(parameters, used, r): tuple(
            sort_key(r[f"v{i}"]) for i in range(len(parameters)) if i not in used
        )
        for r in rows
    }
    return sorted(keyed, key=lambda label: keyed[label])


def heatmap(parameters: Sequence[str], rows: Sequence[Row], x: int, y: int, side: str) -> Figure:
    """Side 0's win rate over two parameters, one panel per value of the others."""
    used = (x, y)
    data = [
        {
            **r,
            "facet": _others(parameters, used, r),
            "label": f"{r['rate_text']}\n{r['interval_text']}",
        }
        for r in rows
    ]
    x_words, y_words = parameter_words(parameters[x]), parameter_words(parameters[y])
    base = alt.Chart(_data(data)).encode(
        x=alt.X(
            f"p{x}:O",
            title=x_words,
            sort=_axis_order(rows, x),
            axis=alt.Axis(labelAngle=0),
        ),
        y=alt.Y(f"p{y}:O", title=y_words, sort=_axis_order(rows, y)),
    )
    tooltip = [
        alt.Tooltip(f"p{i}:N", title=parameter_words(p)) for i, p in enumerate(parameters)
    ] + [*_rate_tooltip(side), alt.Tooltip("draws:Q", title=said("lab-table-draws"), format=",")]
    rect = base.mark_rect(stroke="white").encode(
        color=alt.Color(
            "rate:Q",
            title=said("lab-table-side-wins", side=side),
            scale=RATE_SCALE,
            legend=alt.Legend(format=".0%"),
        ),
        tooltip=tooltip,
    )
    text = base.mark_text(lineBreak="\n", fontSize=11).encode(
        text="label:N",
        color=alt.condition(STRONG, alt.value("white"), alt.value("black")),
        tooltip=tooltip,
    )
    layered = alt.layer(rect, text).properties(
        width=alt.Step(CELL_STEP_X), height=alt.Step(CELL_STEP_Y)
    )
    title = _title(
        said("lab-heatmap-title", side=side, x=x_words, y=y_words),
        said("lab-heatmap-subtitle"),
    )
    chart: alt.TopLevelMixin
    if len(parameters) > 2:
        chart = layered.facet(
            facet=alt.Facet("facet:N", title=None, sort=_other_order(parameters, used, rows)),
            columns=2,
        ).properties(title=title)
    else:
        chart = layered.properties(title=title)
    return Figure(
        "win-rate-heatmap",
        said("lab-heatmap-heading", x=x_words, y=y_words),
        said("lab-heatmap-note", side=side)
        + (f" {said('lab-heatmap-panels')}" if len(parameters) > 2 else ""),
        chart,
    )


def _numeric(values: Sequence[Any]) -> bool:
    return all(isinstance(v, int | float) and not isinstance(v, bool) for v in values)


def win_rate_line(parameters: Sequence[str], rows: Sequence[Row], x: int, side: str) -> Figure:
    """Side 0's win rate against one parameter with its 95% interval, a series for each value
    of the other parameters: a line and a band over a numeric parameter, dots and interval
    bars over one whose values are names (a line between names would suggest an order)."""
    used = (x,)
    data = [{**r, "series": _others(parameters, used, r)} for r in rows]
    x_words = parameter_words(parameters[x])
    xs = [r[f"v{x}"] for r in rows]
    numeric = _numeric(xs)
    several = len(parameters) > 1
    series = _other_order(parameters, used, rows)
    color: Any = alt.value("#4c78a8")
    if several:
        # One colour encoding on every layer: a layer without a legend would hide it for all.
        color = alt.Color(
            "series:N",
            title=said("lab-chart-other-parameters"),
            sort=series,
            legend=alt.Legend(
                orient="bottom", columns=1, labelLimit=500, symbolOpacity=1, symbolType="circle"
            ),
        )
    tooltip = [
        alt.Tooltip(f"p{i}:N", title=parameter_words(p)) for i, p in enumerate(parameters)
    ] + _rate_tooltip(side)
    rate = alt.Y(
        "rate:Q",
        title=said("lab-table-side-wins", side=side),
        scale=alt.Scale(domain=[0, 1]),
        axis=alt.Axis(format=".0%"),
    )
    low = alt.Y("low:Q", title=said("lab-table-side-wins", side=side))
    high = alt.Y2("high:Q", title=said("lab-table-side-wins", side=side))
    if numeric:
        whole = all(isinstance(v, int) for v in xs)
        base = alt.Chart(_data(data)).encode(
            x=alt.X(
                f"v{x}:Q",
                title=x_words,
                scale=alt.Scale(zero=False),
                axis=alt.Axis(values=sorted(set(xs)), format="d" if whole else "~g"),
            )
        )
        marks = [
            base.mark_area(opacity=0.2).encode(y=low, y2=high, color=color),
            base.mark_line(point=alt.OverlayMarkDef(size=60)).encode(
                y=rate, color=color, tooltip=tooltip
            ),
        ]
        how = said("lab-line-how")
        note = said("lab-line-note", side=side, x=x_words)
    else:
        offset: Any = alt.XOffset("series:N", sort=series) if several else alt.Undefined
        base = alt.Chart(_data(data)).encode(
            x=alt.X(
                f"p{x}:O", title=x_words, sort=_axis_order(rows, x), axis=alt.Axis(labelAngle=0)
            ),
            xOffset=offset,
        )
        marks = [
            base.mark_rule(strokeWidth=2).encode(y=low, y2=high, color=color, tooltip=tooltip),
            base.mark_point(filled=True, size=70, opacity=1).encode(
                y=rate, color=color, tooltip=tooltip
            ),
        ]
        how = said("lab-dot-how")
        note = said("lab-dot-note", side=side, x=x_words)
    half = (
        alt.Chart(alt.InlineData(values=[{"half": 0.5}]))
        .mark_rule(strokeDash=[4, 4], color="gray")
        .encode(y=alt.Y("half:Q", title=said("lab-table-side-wins", side=side)))
    )
    chart = alt.layer(*marks, half).properties(
        width=WIDTH,
        height=300,
        title=_title(said("lab-line-title", side=side, x=x_words), how),
    )
    return Figure(
        "win-rate-line",
        said("lab-line-heading", x=x_words),
        said("lab-line-note-colours", note=note)
        if several
        else said("lab-line-note-end", note=note),
        chart,
    )


def rounds_chart(rows: Sequence[Row], groups: Sequence[str], grouped_by: str | None) -> Figure:
    """How long fights last: a bar chart for one group, else a strip per group."""
    data = _data(rows)
    tooltip = [
        alt.Tooltip("group:N", title=grouped_by or said("lab-chart-cell")),
        alt.Tooltip("rounds:O", title=said("lab-chart-rounds")),
        alt.Tooltip("fights:Q", title=said("lab-table-fights"), format=","),
        alt.Tooltip("share:Q", title=said("lab-chart-share"), format=".1%"),
    ]
    share = alt.Axis(format=".0%")
    chart: alt.TopLevelMixin
    if len(groups) == 1:
        chart = (
            alt.Chart(data)
            .mark_bar()
            .encode(
                x=alt.X("rounds:O", title=said("lab-chart-rounds"), axis=alt.Axis(labelAngle=0)),
                y=alt.Y("share:Q", title=said("lab-chart-share"), axis=share),
                tooltip=tooltip,
            )
            .properties(width=WIDTH, height=240)
        )
    else:
        chart = (
            alt.Chart(data)
            .mark_rect()
            .encode(
                x=alt.X("rounds:O", title=said("lab-chart-rounds"), axis=alt.Axis(labelAngle=0)),
                y=alt.Y(
                    "group:N", title=grouped_by, sort=list(groups), axis=alt.Axis(labelLimit=420)
                ),
                color=alt.Color(
                    "share:Q",
                    title=said("lab-chart-share"),
                    legend=alt.Legend(format=".0%"),
                    scale=alt.Scale(scheme="greens", domainMin=0),
                ),
                tooltip=tooltip,
            )
            .properties(width=alt.Step(28), height=alt.Step(24))
        )
    lasts = said("lab-rounds-title-by", by=grouped_by) if grouped_by else said("lab-rounds-title")
    chart = chart.properties(title=_title(lasts))
    return Figure(
        "fight-length",
        said("lab-rounds-heading"),
        said("lab-rounds-note-grid") if len(groups) > 1 else said("lab-rounds-note"),
        chart,
    )


def _cell_choice(groups: Sequence[str], name: str) -> alt.Parameter | None:
    """A list under a chart that picks the fights of one cell (all cells first), when there
    are several cells."""
    if len(groups) < 2:
        return None
    return alt.param(
        name=name,
        value=every_cell_label(),
        bind=alt.binding_select(options=list(groups), name=said("lab-chart-fights-of") + " "),
    )


def score_chart(
    rows: Sequence[Row], labels: Sequence[str], groups: Sequence[str], score_name: str
) -> Figure:
    """Each side's score in a fight, one histogram per side, for all cells or one."""
    what = score_name[:1].upper() + score_name[1:]
    base = (
        alt.Chart(_data(rows))
        .mark_bar()
        .encode(
            x=alt.X("score:Q", bin=alt.Bin(maxbins=30), title=what),
            y=alt.Y("sum(fights):Q", title=said("lab-table-fights")),
            color=alt.Color("side:N", sort=list(labels), title=said("lab-chart-side"), legend=None),
            tooltip=[
                alt.Tooltip("side:N", title=said("lab-chart-side")),
                alt.Tooltip("score:Q", bin=alt.Bin(maxbins=30), title=what),
                alt.Tooltip("sum(fights):Q", title=said("lab-table-fights"), format=","),
            ],
        )
    )
    choose = _cell_choice(groups, "scorecell")
    if choose is not None:
        base = base.transform_filter(alt.datum.group == choose)
    chart = (
        base.properties(width=WIDTH, height=130)
        .facet(
            row=alt.Row(
                "side:N",
                sort=list(labels),
                title=None,
                header=alt.Header(labelAngle=0, labelAlign="left", labelFontSize=13),
            )
        )
        .properties(
            title=_title(said("lab-score-title", what=what), said(PICKED) if choose else "")
        )
    )
    if choose is not None:
        chart = chart.add_params(choose)
    return Figure(
        "score",
        said("lab-score-heading", what=what),
        said("lab-score-note", score=score_name)
        + (f" {said('lab-chart-list-picks')}" if choose else ""),
        chart,
    )


def options_chart(rows: Sequence[Row], labels: Sequence[str], groups: Sequence[str]) -> Figure:
    """The options each side chose: the share of fights in which it chose each at least once."""
    tooltip = [
        alt.Tooltip("side:N", title=said("lab-chart-side")),
        alt.Tooltip("option:N", title=said("lab-chart-option")),
        alt.Tooltip("share_text:N", title=said("lab-chart-chosen-in")),
        alt.Tooltip("fights:Q", title=said("lab-table-fights"), format=","),
        alt.Tooltip("of:Q", title=said("lab-chart-out-of"), format=","),
    ]
    base = (
        alt.Chart(_data(rows))
        .mark_bar()
        .encode(
            x=alt.X(
                "share:Q",
                title=said("lab-options-axis"),
                scale=alt.Scale(domain=[0, 1]),
                axis=alt.Axis(format=".0%"),
            ),
            y=alt.Y("option:N", sort="-x", title=None, axis=alt.Axis(labelLimit=240)),
            color=alt.Color("side:N", sort=list(labels), legend=None),
            tooltip=tooltip,
        )
    )
    choose = _cell_choice(groups, "optioncell")
    if choose is not None:
        base = base.transform_filter(alt.datum.group == choose)
    chart = (
        base.properties(width=260)
        .facet(facet=alt.Facet("side:N", sort=list(labels), title=None), columns=2)
        .resolve_scale(y="independent")
        .properties(
            title=_title(
                said("lab-options-title"),
                said("lab-options-subtitle") + (f" {said(PICKED)}" if choose else ""),
            )
        )
    )
    if choose is not None:
        chart = chart.add_params(choose)
    return Figure(
        "options-used",
        said("lab-options-heading"),
        said("lab-options-note") + (f" {said('lab-chart-list-picks')}" if choose else ""),
        chart,
    )


def seat_chart(rows: Sequence[Row], labels: Sequence[str], groups: Sequence[str]) -> Figure:
    """Each seat's win rate in each cell (games of more than two seats)."""
    return Figure(
        "seat-win-rate",
        said("lab-seat-heading"),
        said("lab-seat-note"),
        _seat_grid(rows, labels, "group", groups, said("lab-chart-cell"), said("lab-seat-title")),
    )


def warrior_chart(rows: Sequence[Row], labels: Sequence[str]) -> Figure:
    """Each seat's win rate with each warrior, pooled over the cells."""
    warriors = sorted({str(r["warrior"]) for r in rows})
    return Figure(
        "seat-warrior-win-rate",
        said("lab-warrior-heading"),
        said("lab-warrior-note"),
        _seat_grid(
            rows,
            labels,
            "warrior",
            warriors,
            said("lab-chart-warrior"),
            said("lab-warrior-title"),
        ),
    )


def _seat_grid(
    rows: Sequence[Row],
    seats: Sequence[str],
    y: str,
    ys: Sequence[str],
    y_title: str,
    title: str,
) -> alt.TopLevelMixin:
    """Seats across, ``y`` down: each square a seat's win rate and its interval."""
    x = "seat"
    xs = seats
    data = [{**r, "label": f"{r['rate_text']}\n{r['interval_text']}"} for r in rows]
    tooltip = [
        alt.Tooltip(f"{x}:N", title=said("lab-chart-seat")),
        alt.Tooltip(f"{y}:N", title=y_title),
        alt.Tooltip("rate_text:N", title=said("lab-chart-wins")),
        alt.Tooltip("interval_text:N", title=said("lab-table-interval")),
        alt.Tooltip("fights:Q", title=said("lab-table-fights"), format=","),
    ]
    base = alt.Chart(_data(data)).encode(
        x=alt.X(f"{x}:N", title=None, sort=list(xs), axis=alt.Axis(orient="top", labelAngle=0)),
        y=alt.Y(f"{y}:N", title=y_title, sort=list(ys), axis=alt.Axis(labelLimit=420)),
    )
    rect = base.mark_rect(stroke="white").encode(
        color=alt.Color(
            "rate:Q",
            title=said("lab-chart-wins"),
            scale=alt.Scale(domain=[0, 1], scheme="blues"),
            legend=alt.Legend(format=".0%"),
        ),
        tooltip=tooltip,
    )
    text = base.mark_text(lineBreak="\n", fontSize=11).encode(
        text="label:N",
        color=alt.condition("datum.rate > 0.6", alt.value("white"), alt.value("black")),
        tooltip=tooltip,
    )
    return alt.layer(rect, text).properties(
        width=alt.Step(CELL_STEP_X), height=alt.Step(CELL_STEP_Y), title=_title(title)
    )


def group_words(cells: Sequence[Cell]) -> list[str]:
    """The cells' labels in cell order, once each (cells drawn twice with the same values
    share a label, and the charts pool them)."""
    return list(dict.fromkeys(c.label for c in cells))


__all__ = [
    "Figure",
    "group_words",
    "heatmap",
    "options_chart",
    "rounds_chart",
    "score_chart",
    "seat_chart",
    "styled",
    "warrior_chart",
    "win_rate_line",
]
