"""What the report's tests share: the rows inside a chart's spec, the text a page shows, and
what counts as an internal identifier there."""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterator
from html.parser import HTMLParser
from typing import Any

from tenkaichi.lab.report import Plan
from tenkaichi.lab.report_charts import Figure

IDENTIFIER = re.compile(
    r"\b[a-z]+_[a-z_]+\b"  # snake_case
    r"|\b[a-z]+[A-Z][A-Za-z0-9]*\b"  # camelCase
    r"|\b[A-Za-z]+\.[a-z_]+\b"  # a dotted parameter name (rules.long_range, A.power_level)
    r"|[\[(]-?\d+, -?\d+[\])]"  # a raw tuple or list of numbers
    r"|\b(?:True|False|None|null|undefined|NaN)\b"  # Python or JavaScript values
)
Z = 1.959963984540054


def identifiers(text: str) -> list[str]:
    return [m.group(0) for m in IDENTIFIER.finditer(text)]


def textbook_wilson(wins: int, n: int) -> tuple[float, float]:
    """The Wilson score interval written out again, as in the textbooks."""
    p = wins / n
    centre = (p + Z * Z / (2 * n)) / (1 + Z * Z / n)
    half = Z / (1 + Z * Z / n) * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


def figure(plan: Plan, name: str) -> Figure:
    found = [f for f in plan.figures if f.name == name]
    assert found, f"no chart {name} among {[f.name for f in plan.figures]}"
    return found[0]


def rows(fig: Figure) -> list[dict[str, Any]]:
    """The data rows of a chart: every distinct dataset of its spec (layers may share one)
    but the one-row helper of the dashed line at half."""
    spec = fig.chart.to_dict()
    found: list[list[dict[str, Any]]] = list(spec.get("datasets", {}).values())
    for node in walk(spec):
        data = node.get("data")
        if isinstance(data, dict) and isinstance(data.get("values"), list):
            found.append(data["values"])
    out: list[dict[str, Any]] = []
    seen: set[str] = set()
    for values in found:
        key = json.dumps(values, sort_keys=True)
        if key not in seen and not (len(values) == 1 and set(values[0]) == {"half"}):
            seen.add(key)
            out.extend(values)
    return out


def walk(node: Any) -> Iterator[dict[str, Any]]:
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from walk(value)
    elif isinstance(node, list):
        for value in node:
            yield from walk(value)


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.skip = 0
        self.parts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "style"):
            self.skip += 1

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            self.skip -= 1

    def handle_data(self, data: str) -> None:
        if not self.skip:
            self.parts.append(data)


def visible_text(html: str) -> str:
    """The text of a page outside its scripts and styles (what a person reads before the
    charts draw)."""
    parser = _Text()
    parser.feed(html)
    return " ".join(" ".join(parser.parts).split())
