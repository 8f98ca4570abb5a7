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

from tenkaichi.lab.report_tables import ALL_CELLS, Cell, Row, sort_key
from tenkaichi.lab.report_words import parameter_words

RATE_SCALE = alt.Scale(domain=[0, 1], scheme="blueorange", domainMid=0.5)
STRONG = "abs(datum.rate - 0.5) > 0.3"
"""Where the heatmap's colour is dark enough for white text."""
CELL_STEP_X = 100
CELL_STEP_Y = 46
WIDTH = 560
PICKED = "All cells, unless one is picked in the list under the chart."
"""The subtitle of a chart whose fights a list picks (a PNG or SVG copy shows all cells)."""


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
        alt.Tooltip("rate_text:N", title=f"{side} wins"),
        alt.Tooltip("interval_text:N", title="95% interval"),
        alt.Tooltip("fights:Q", title="Fights", format=","),
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
    ] + [*_rate_tooltip(side), alt.Tooltip("draws:Q", title="Draws", format=",")]
    rect = base.mark_rect(stroke="white").encode(
        color=alt.Color(
            "rate:Q", title=f"{side} wins", scale=RATE_SCALE, legend=alt.Legend(format=".0%")
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
        f"How often {side} wins, by {x_words} and {y_words}",
        "Each square: the share of fights won and its 95% interval.",
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
        f"Win rate by {x_words} and {y_words}",
        f"The colour is how often {side} wins (orange: more often, blue: less often than half); "
        "the text gives the rate and its 95% interval. Point at a square for its numbers."
        + (" One panel for each value of the other parameters." if len(parameters) > 2 else ""),
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
            title="Other parameters",
            sort=series,
            legend=alt.Legend(
                orient="bottom", columns=1, labelLimit=500, symbolOpacity=1, symbolType="circle"
            ),
        )
    tooltip = [
        alt.Tooltip(f"p{i}:N", title=parameter_words(p)) for i, p in enumerate(parameters)
    ] + _rate_tooltip(side)
    rate = alt.Y(
        "rate:Q", title=f"{side} wins", scale=alt.Scale(domain=[0, 1]), axis=alt.Axis(format=".0%")
    )
    low = alt.Y("low:Q", title=f"{side} wins")
    high = alt.Y2("high:Q", title=f"{side} wins")
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
        how = "Line: the share of fights won; band: its 95% interval; dashes: half the fights."
        note = f"The line is how often {side} wins at each {x_words}; the band is its 95% interval"
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
        how = "Dot: the share of fights won; bar: its 95% interval; dashes: half the fights."
        note = f"The dot is how often {side} wins with each {x_words}; the bar is its 95% interval"
    half = (
        alt.Chart(alt.InlineData(values=[{"half": 0.5}]))
        .mark_rule(strokeDash=[4, 4], color="gray")
        .encode(y=alt.Y("half:Q", title=f"{side} wins"))
    )
    chart = alt.layer(*marks, half).properties(
        width=WIDTH,
        height=300,
        title=_title(f"How often {side} wins against {x_words}", how),
    )
    return Figure(
        "win-rate-line",
        f"Win rate against {x_words}",
        note + ("; one colour for each value of the other parameters." if several else "."),
        chart,
    )


def rounds_chart(rows: Sequence[Row], groups: Sequence[str], grouped_by: str | None) -> Figure:
    """How long fights last: a bar chart for one group, else a strip per group."""
    data = _data(rows)
    tooltip = [
        alt.Tooltip("group:N", title=grouped_by or "Cell"),
        alt.Tooltip("rounds:O", title="Rounds"),
        alt.Tooltip("fights:Q", title="Fights", format=","),
        alt.Tooltip("share:Q", title="Share of the fights", format=".1%"),
    ]
    share = alt.Axis(format=".0%")
    chart: alt.TopLevelMixin
    if len(groups) == 1:
        chart = (
            alt.Chart(data)
            .mark_bar()
            .encode(
                x=alt.X("rounds:O", title="Rounds", axis=alt.Axis(labelAngle=0)),
                y=alt.Y("share:Q", title="Share of the fights", axis=share),
                tooltip=tooltip,
            )
            .properties(width=WIDTH, height=240)
        )
    else:
        chart = (
            alt.Chart(data)
            .mark_rect()
            .encode(
                x=alt.X("rounds:O", title="Rounds", axis=alt.Axis(labelAngle=0)),
                y=alt.Y(
                    "group:N", title=grouped_by, sort=list(groups), axis=alt.Axis(labelLimit=420)
                ),
                color=alt.Color(
                    "share:Q",
                    title="Share of the fights",
                    legend=alt.Legend(format=".0%"),
                    scale=alt.Scale(scheme="greens", domainMin=0),
                ),
                tooltip=tooltip,
            )
            .properties(width=alt.Step(28), height=alt.Step(24))
        )
    by = f", by {grouped_by}" if grouped_by else ""
    chart = chart.properties(title=_title(f"How many rounds a fight lasts{by}"))
    return Figure(
        "fight-length",
        "Fight length",
        "How many rounds the fights lasted"
        + (
            ": the darker a square, the more of that row's fights ended after that many rounds."
            if len(groups) > 1
            else "."
        ),
        chart,
    )


def _cell_choice(groups: Sequence[str], name: str) -> alt.Parameter | None:
    """A list under a chart that picks the fights of one cell (all cells first), when there
    are several cells."""
    if len(groups) < 2:
        return None
    return alt.param(
        name=name,
        value=ALL_CELLS,
        bind=alt.binding_select(options=list(groups), name="Fights of: "),
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
            y=alt.Y("sum(fights):Q", title="Fights"),
            color=alt.Color("side:N", sort=list(labels), title="Side", legend=None),
            tooltip=[
                alt.Tooltip("side:N", title="Side"),
                alt.Tooltip("score:Q", bin=alt.Bin(maxbins=30), title=what),
                alt.Tooltip("sum(fights):Q", title="Fights", format=","),
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
        .properties(title=_title(f"{what} in a fight, by side", PICKED if choose else ""))
    )
    if choose is not None:
        chart = chart.add_params(choose)
    return Figure(
        "score",
        f"{what} by side",
        f"How much {score_name} each side scored in a fight."
        + (" The list under the chart picks the fights of one cell." if choose else ""),
        chart,
    )


def options_chart(rows: Sequence[Row], labels: Sequence[str], groups: Sequence[str]) -> Figure:
    """The options each side chose: the share of fights in which it chose each at least once."""
    tooltip = [
        alt.Tooltip("side:N", title="Side"),
        alt.Tooltip("option:N", title="Option"),
        alt.Tooltip("share_text:N", title="Chosen in"),
        alt.Tooltip("fights:Q", title="Fights", format=","),
        alt.Tooltip("of:Q", title="Out of", format=","),
    ]
    base = (
        alt.Chart(_data(rows))
        .mark_bar()
        .encode(
            x=alt.X(
                "share:Q",
                title="Share of fights in which it was chosen",
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
                "Options each side chose",
                "The most chosen, per side." + (f" {PICKED}" if choose else ""),
            )
        )
    )
    if choose is not None:
        chart = chart.add_params(choose)
    return Figure(
        "options-used",
        "Options each side used",
        "For each side, the share of fights in which it chose an option at least once (its "
        "most chosen options)."
        + (" The list under the chart picks the fights of one cell." if choose else ""),
        chart,
    )


def seat_chart(rows: Sequence[Row], labels: Sequence[str], groups: Sequence[str]) -> Figure:
    """Each seat's win rate in each cell (games of more than two seats)."""
    return Figure(
        "seat-win-rate",
        "Win rate by seat",
        "How often each seat wins in each cell, with its 95% interval.",
        _seat_grid(rows, labels, "group", groups, "Cell", "How often each seat wins"),
    )


def warrior_chart(rows: Sequence[Row], labels: Sequence[str]) -> Figure:
    """Each seat's win rate with each warrior, pooled over the cells."""
    warriors = sorted({str(r["warrior"]) for r in rows})
    return Figure(
        "seat-warrior-win-rate",
        "Win rate by seat and warrior",
        "How often a seat wins with each warrior it played, all cells together.",
        _seat_grid(
            rows, labels, "warrior", warriors, "Warrior", "How often a seat wins with each warrior"
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
        alt.Tooltip(f"{x}:N", title="Seat"),
        alt.Tooltip(f"{y}:N", title=y_title),
        alt.Tooltip("rate_text:N", title="Wins"),
        alt.Tooltip("interval_text:N", title="95% interval"),
        alt.Tooltip("fights:Q", title="Fights", format=","),
    ]
    base = alt.Chart(_data(data)).encode(
        x=alt.X(f"{x}:N", title=None, sort=list(xs), axis=alt.Axis(orient="top", labelAngle=0)),
        y=alt.Y(f"{y}:N", title=y_title, sort=list(ys), axis=alt.Axis(labelLimit=420)),
    )
    rect = base.mark_rect(stroke="white").encode(
        color=alt.Color(
            "rate:Q",
            title="Wins",
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
