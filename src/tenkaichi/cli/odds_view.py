"""How ``tenkaichi odds`` shows a distribution: the totals that matter, percentiles, a chart.

A wide roll has hundreds of possible totals, most of them far below 0.01%. The table lists
the :func:`meaningful` range, the central totals that hold all but :data:`TAIL` of the
chance at each end, and says how many totals it left out and how much chance they hold
(``--all`` lists every one). :func:`chart` draws one or two distributions (a Clash's two
sides) as a text histogram that fits :data:`CHART_WIDTH` columns. Exact fractions stay
exact until a number is printed.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

from tenkaichi.dice.distribution import Distribution
from tenkaichi.i18n import current, text
from tenkaichi.i18n.numbers import decimal, percent, whole

TAIL = Fraction(1, 2000)
"""The most chance (0.05%) the table leaves out at each end of a distribution."""
PERCENTILES = (5, 25, 50, 75, 95)
CHART_WIDTH = 80
CHART_HEIGHT = 12
"""Rows of bars in :func:`chart`."""
MARKS = ("█", "░")
"""The bar of the first series (the initiator) and of the second (the defender)."""
BOTH = "▓"
"""Where both series' bars reach."""
BAR_WIDTH = 40
"""The longest bar of the odds table (its most likely total)."""


@dataclass(frozen=True, slots=True)
class Shown:
    """The totals a table lists, and what it leaves out at each end."""

    low: int
    high: int
    below: Fraction
    """Chance of a total under ``low`` (left out)."""
    above: Fraction
    """Chance of a total over ``high`` (left out)."""
    rows_below: int
    """Possible totals under ``low``."""
    rows_above: int

    @property
    def left_out(self) -> int:
        return self.rows_below + self.rows_above


def meaningful(dist: Distribution, tail: Fraction = TAIL) -> Shown:
    """The central totals: the lowest possible totals are left out while their chance together
    stays at most ``tail``, and the same at the top; at least one total is kept."""
    totals = dist.total_weight
    live = [(dist.offset + i, w) for i, w in enumerate(dist.weights) if w]
    first, below = 0, 0
    while first < len(live) - 1 and (below + live[first][1]) <= tail * totals:
        below += live[first][1]
        first += 1
    last, above = len(live) - 1, 0
    while last > first and (above + live[last][1]) <= tail * totals:
        above += live[last][1]
        last -= 1
    return Shown(
        low=live[first][0],
        high=live[last][0],
        below=Fraction(below, totals),
        above=Fraction(above, totals),
        rows_below=first,
        rows_above=len(live) - 1 - last,
    )


def share(p: Fraction | float) -> str:
    """A probability as a percentage with two decimals, the reader's way; a chance too small
    for them shows as ``<0.01%``, never as a misleading ``0.00%``."""
    return percent(p, current())


def percentile_line(dist: Distribution) -> str:
    """``Percentiles: 5th 3, 25th 6, ... (mean 8.65)``: the total each share of rolls stays at
    or under."""
    parts = ", ".join(
        text("odds-percentile", q=str(q), score=str(dist.percentile(Fraction(q, 100))))
        for q in PERCENTILES
    )
    return text("odds-percentiles", parts=parts, mean=decimal(dist.mean, 2, current()))


def left_out_line(shown: Shown) -> str:
    """What the table did not list, and how to see it: ``Left out 5 unlikely totals above 15
    (0.05% of the chance); --all lists every total``."""
    locale = current()
    count = text("odds-unlikely", n=shown.left_out, count=whole(shown.left_out, locale))
    chance = text("odds-of-chance", share=share(shown.below + shown.above))
    if not shown.rows_above:
        where = text("odds-left-below", count=count, low=str(shown.low), chance=chance)
    elif not shown.rows_below:
        where = text("odds-left-above", count=count, high=str(shown.high), chance=chance)
    else:
        where = text(
            "odds-left-both",
            count=count,
            chance=chance,
            below=whole(shown.rows_below, locale),
            low=str(shown.low),
            below_share=share(shown.below),
            above=whole(shown.rows_above, locale),
            high=str(shown.high),
            above_share=share(shown.above),
        )
    return text("odds-left-out", where=where)


def bar(p: Fraction, largest: Fraction) -> str:
    """The table's bar for ``p``: :data:`BAR_WIDTH` for the most likely total."""
    return "█" * round(p / largest * BAR_WIDTH) if largest else ""


@dataclass(frozen=True, slots=True)
class Series:
    """One distribution to chart, with its legend text."""

    label: str
    dist: Distribution


def chart(series: list[Series], width: int = CHART_WIDTH, height: int = CHART_HEIGHT) -> str:
    """A text histogram of one or two distributions over their meaningful totals, overlaid:
    the first drawn with ``█``, the second with ``░``, ``▓`` where both reach; a column holds
    several totals (their chances added) when there are more totals than columns."""
    low = min(meaningful(s.dist).low for s in series)
    high = max(meaningful(s.dist).high for s in series)
    span = high - low + 1
    axis = 8  # "12.34% ┤"
    room = width - axis - 1
    per_column = math.ceil(span / room)
    columns = math.ceil(span / per_column)
    repeat = max(1, min(3, room // columns)) if per_column == 1 else 1
    values = [_columns(s.dist, low, high, per_column) for s in series]
    top = max(max(v) for v in values)
    heights = [[round(v / top * height) if top else 0 for v in column] for column in values]
    lines = []
    for row in range(height, 0, -1):
        label = share(top) if row == height else share(top / 2) if row == height // 2 else ""
        cells = []
        for c in range(columns):
            reached = [h[c] >= row for h in heights]
            mark = (
                BOTH
                if all(reached) and len(reached) > 1
                else next((MARKS[i] for i, hit in enumerate(reached) if hit), " ")
            )
            cells.append(mark * repeat)
        tick = "┤" if label else "│"
        lines.append(f"{label:>6} {tick}{''.join(cells)}".rstrip())
    lines.append(f"{share(0):>6} └{'─' * (columns * repeat)}")
    lines.append(" " * (axis) + _ticks(low, high, per_column, columns, repeat))
    for i, s in enumerate(series):
        lines.append(_cut(f"{MARKS[i]} {s.label}", width))
    if len(series) > 1:
        lines.append(f"{BOTH} {text('odds-both')}")
    if per_column > 1:
        lines.append(text("odds-per-column", count=str(per_column)))
    return "\n".join(lines)


def _columns(dist: Distribution, low: int, high: int, per_column: int) -> list[Fraction]:
    """The chance of each column: ``per_column`` totals from ``low`` on, up to ``high``."""
    out = []
    for start in range(low, high + 1, per_column):
        first = max(start - dist.offset, 0)
        last = min(start + per_column - 1, high) - dist.offset
        weight = sum(dist.weights[first : last + 1]) if last >= first else 0
        out.append(Fraction(weight, dist.total_weight))
    return out


def _ticks(low: int, high: int, per_column: int, columns: int, repeat: int) -> str:
    """Labels under the axis: a column's first total, spaced so that none touch."""
    line = [" "] * (columns * repeat + 8)
    position = 0
    while position < columns * repeat:
        total = low + (position // repeat) * per_column
        text = str(total)
        if position + len(text) > len(line):
            break
        line[position : position + len(text)] = text
        position += max(len(text) + 2, 10)
        position -= position % repeat
    return "".join(line).rstrip()


def _cut(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


__all__ = [
    "PERCENTILES",
    "TAIL",
    "Series",
    "Shown",
    "bar",
    "chart",
    "left_out_line",
    "meaningful",
    "percentile_line",
    "share",
]
