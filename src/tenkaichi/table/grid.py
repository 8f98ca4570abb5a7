"""The battlefield drawn as SVG, from the grid part of a seat's view model (plain data).

Columns are lettered and rows numbered as :mod:`~tenkaichi.table.present_text` names squares
(``O4``); Features are grey blocks with their Hardness Rank, Items on the ground small
diamonds, Vehicles outlined boxes, fighters circles of their side's colour over their size's
footprint with their initials (the full name in a tooltip), the acting fighter ringed in gold
and the defeated faded. Every piece of text is escaped: a name is content, never markup.
"""

from __future__ import annotations

from typing import Any
from xml.sax.saxutils import escape, quoteattr

from tenkaichi.table.present_text import column_name

CELL = 32
"""Pixels per square."""
MARGIN = 20
"""Room for the column letters and row numbers."""


def _text(x: float, y: float, body: str, **attrs: str) -> str:
    return f'<text x="{x:g}" y="{y:g}"{_attrs(attrs)}>{escape(body)}</text>'


def _attrs(attrs: dict[str, str]) -> str:
    return "".join(f" {k.replace('_', '-')}={quoteattr(v)}" for k, v in attrs.items())


def _rect(x: float, y: float, side: float, **attrs: str) -> str:
    return f'<rect x="{x:g}" y="{y:g}" width="{side:g}" height="{side:g}"{_attrs(attrs)}/>'


def _title(body: str) -> str:
    return f"<title>{escape(body)}</title>"


def _labels(width: int, height: int) -> list[str]:
    out = []
    for x in range(width):
        out.append(
            _text(MARGIN + x * CELL + CELL / 2, MARGIN - 6, column_name(x), text_anchor="middle")
        )
    for y in range(height):
        out.append(
            _text(MARGIN - 4, MARGIN + y * CELL + CELL / 2 + 4, str(y + 1), text_anchor="end")
        )
    return out


def _box(x: int, y: int, size: int) -> tuple[int, int, int]:
    return MARGIN + x * CELL, MARGIN + y * CELL, size * CELL


def svg(grid: dict[str, Any]) -> str:
    """The SVG of a grid view (``seat_view_model(...)["grid"]``)."""
    width, height = int(grid["width"]), int(grid["height"])
    w, h = MARGIN + width * CELL + 2, MARGIN + height * CELL + 2
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="grid" viewBox="0 0 {w} {h}" '
        f'width="{w}" height="{h}" role="img" aria-label="Battlefield">',
        f'<rect x="{MARGIN}" y="{MARGIN}" width="{width * CELL}" height="{height * CELL}" '
        'fill="#f7f3e8" stroke="#888"/>',
    ]
    for x in range(1, width):
        px = MARGIN + x * CELL
        out.append(
            f'<line x1="{px}" y1="{MARGIN}" x2="{px}" y2="{MARGIN + height * CELL}" stroke="#ddd"/>'
        )
    for y in range(1, height):
        py = MARGIN + y * CELL
        out.append(
            f'<line x1="{MARGIN}" y1="{py}" x2="{MARGIN + width * CELL}" y2="{py}" stroke="#ddd"/>'
        )
    out += _labels(width, height)
    for feature in grid.get("features", []):
        x, y, side = _box(feature["x"], feature["y"], feature["size"])
        tip = f"{feature['name']} (Hardness Rank {feature['hardness']})"
        rank = str(feature["hardness"])
        out.append(
            '<g class="feature">'
            + _rect(x + 1, y + 1, side - 2, fill="#9a9a8a", stroke="#555")
            + _title(tip)
            + _text(x + side / 2, y + side / 2 + 4, rank, text_anchor="middle", fill="#fff")
            + "</g>"
        )
    for vehicle in grid.get("vehicles", []):
        x, y, side = _box(vehicle["x"], vehicle["y"], vehicle["size"])
        dashed = {"stroke_width": "2", "stroke_dasharray": "5 3"}
        out.append(
            '<g class="vehicle">'
            + _rect(x + 2, y + 2, side - 4, fill="none", stroke="#444", **dashed)
            + _title(vehicle["name"])
            + "</g>"
        )
    for item in grid.get("items", []):
        x, y, _ = _box(item["x"], item["y"], 1)
        cx, cy, r = x + CELL / 2, y + CELL / 2, CELL / 5
        points = f"{cx:g},{cy - r:g} {cx + r:g},{cy:g} {cx:g},{cy + r:g} {cx - r:g},{cy:g}"
        out.append(
            f'<g class="item"><polygon points="{points}" fill="#d69e2e" stroke="#744210"/>'
            + _title(item["name"])
            + "</g>"
        )
    for fighter in grid.get("fighters", []):
        x, y, side = _box(fighter["x"], fighter["y"], fighter["size"])
        cx, cy, r = x + side / 2, y + side / 2, side / 2 - 3
        ring = ' stroke="#d4a017" stroke-width="4"' if fighter["acting"] else ' stroke="#222"'
        faded = ' opacity="0.35"' if fighter["defeated"] else ""
        label = _text(
            cx, cy + 4, fighter["initials"], text_anchor="middle", fill="#fff", font_weight="bold"
        )
        out.append(
            f'<g class="fighter"{faded}><circle cx="{cx:g}" cy="{cy:g}" r="{r:g}" '
            f"fill={quoteattr(fighter['colour'])}{ring}/>"
            + _title(f"{fighter['name']} (side {fighter['side']})")
            + label
            + "</g>"
        )
    out.append("</svg>")
    return "\n".join(out)


__all__ = ["CELL", "svg"]
