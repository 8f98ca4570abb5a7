"""The report's HTML page: the question, what was swept, a table of the cells and the charts.

The page works offline: the Vega, Vega-Lite and vega-embed scripts are embedded once (the
bundle vl-convert ships, the one Altair's ``save(inline=True)`` embeds) and each chart's spec
follows as JSON. Everything visible is written in people's words.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import cache

import jinja2
import vl_convert
from altair.utils._importers import vl_version_for_vl_convert
from markupsafe import Markup

from tenkaichi.i18n import DEFAULT, PSEUDO, current, text
from tenkaichi.i18n.numbers import decimal, whole
from tenkaichi.lab.report_charts import Figure
from tenkaichi.lab.report_data import Results
from tenkaichi.lab.report_tables import Cell, ordered_words
from tenkaichi.lab.report_words import interval_words, parameter_words, percent, stop_words

GAMES = {
    "dbu": "lab-game-dbu",
    "top": "lab-game-top",
    "ddc": "lab-game-ddc",
}
"""Each game's name, by message id."""
BUNDLE_SNIPPET = "window.vegaEmbed = vegaEmbed; window.vegaLite = vegaLite; window.vega = vega;"
"""What the bundle gives the page: the three libraries as globals."""
EMBED_OPTIONS = {
    "renderer": "svg",
    "actions": {"export": True, "source": False, "compiled": False, "editor": False},
}

TEMPLATE = jinja2.Environment(autoescape=True, undefined=jinja2.StrictUndefined).from_string(
    """<!DOCTYPE html>
<html lang="{{ lang }}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ title }}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 72rem;
         padding: 0 1rem; color: #222; line-height: 1.45; }
  h1 { font-size: 1.7rem; margin-bottom: 0.2rem; }
  .game { color: #666; margin-top: 0; }
  .warning { background: #fff3cd; border: 1px solid #e0c36c; padding: 0.6rem 0.9rem;
             border-radius: 4px; }
  table { border-collapse: collapse; font-size: 0.92rem; margin: 0.5rem 0 1.5rem; }
  th, td { border-bottom: 1px solid #ddd; padding: 0.3rem 0.7rem; text-align: left; }
  td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
  td.number { white-space: nowrap; }
  td.sides { min-width: 11rem; }
  .table { overflow-x: auto; }
  th { background: #f4f4f4; }
  section { margin: 2rem 0; }
  .chart { overflow-x: auto; }
  .files { color: #666; font-size: 0.9rem; }
</style>
<script>
{{ bundle }}
</script>
</head>
<body>
<h1>{{ title }}</h1>
<p class="game">{{ game }}</p>
{% if incomplete %}<p class="warning" id="incomplete">{{ incomplete }}</p>{% endif %}
<p>{{ scope }}</p>
{% if swept %}<ul>
{% for name, values in swept %}  <li><strong>{{ name }}</strong>: {{ values }}</li>
{% endfor %}</ul>{% endif %}
<h2>{{ cells_heading }}</h2>
<div class="table"><table id="cells">
<thead><tr>{% for h in header %}
<th{% if h[1] %} class="{{ h[1] }}"{% endif %}>{{ h[0] }}</th>{% endfor %}
</tr></thead>
<tbody>
{% for row in rows %}<tr>{% for v in row %}
<td{% if header[loop.index0][1] %} class="{{ header[loop.index0][1] }}"{% endif %}>{{ v }}</td>
{%- endfor %}
</tr>
{% endfor %}</tbody>
</table></div>
{% for f in figures %}<section>
<h2>{{ f.heading }}</h2>
<p>{{ f.note }}</p>
<div class="chart" id="{{ f.name }}"></div>
{% if images %}<p class="files">{{ also_as }} {% for kind in images %}
{%- if not loop.first %} {{ and_word }} {% endif %}
<a href="charts/{{ f.name }}.{{ kind }}">{{ kind | upper }}</a>{% endfor %}.</p>{% endif %}
</section>
{% endfor %}
<script>
const embedOptions = {{ embed_options }};
const specs = {{ specs }};
for (const [id, spec] of Object.entries(specs)) {
  vegaEmbed("#" + id, spec, embedOptions).catch(console.error);
}
</script>
</body>
</html>
"""
)


@cache
def bundle() -> str:
    """vega-embed with Vega-Lite and Vega, as one script (no network needed)."""
    return vl_convert.javascript_bundle(BUNDLE_SNIPPET, vl_version=vl_version_for_vl_convert())


def _script_json(data: object) -> str:
    """JSON safe inside a <script> element."""
    return (
        json.dumps(data, ensure_ascii=False)
        .replace("<", "\\u003c")
        .replace(">", "\\u003e")
        .replace("&", "\\u0026")
    )


def _table(
    results: Results, cells: Sequence[Cell], labels: Sequence[str]
) -> tuple[list[tuple[str, str]], list[list[str]]]:
    """The table of the cells: its headings (each with its cells' class: ``number``,
    ``sides`` or none) and its rows, all in words."""
    locale = current()
    same_sides = len({c.sides for c in cells}) == 1
    side = labels[0] if labels else text("lab-side-n", n="1")
    number = "number"
    header: list[tuple[str, str]] = [(parameter_words(p), "") for p in results.parameters]
    if not same_sides:
        header.append((text("lab-table-sides"), "sides"))
    header += [
        (text("lab-table-fights"), number),
        (text("lab-table-side-wins", side=side), number),
        (text("lab-table-interval"), number),
        (text("lab-table-draws"), number),
        (text("lab-table-mean-rounds"), number),
    ]
    header += [
        (text("lab-table-mean-score", score=results.score_name, side=label), number)
        for label in labels
    ]
    if results.stopped:
        header.append((text("lab-table-why-stopped"), ""))
    rows = []
    for c in cells:
        row = [results.words(p, c.values[p]) for p in results.parameters]
        if not same_sides:
            row.append(text("lab-versus-join").join(c.sides))
        draws = whole(c.draws, locale)
        if c.safety_stops:
            draws = text(
                "lab-table-draws-stopped", draws=draws, stops=whole(c.safety_stops, locale)
            )
        row += [
            whole(c.fights, locale),
            percent(c.win_rate),
            interval_words(c.low, c.high),
            draws,
            decimal(c.mean_rounds, 1, locale),
        ]
        row += [
            decimal(c.mean_score[s], 1, locale) if s < len(c.mean_score) else ""
            for s in range(len(labels))
        ]
        if results.stopped:
            row.append(stop_words(c.stopped) if c.stopped else text("lab-table-not-yet"))
        rows.append(row)
    return header, rows


def incomplete_words(results: Results, cells: Sequence[Cell]) -> str:
    """Why the report is partial, or "" when the sweep ran to its end."""
    if results.complete:
        return ""
    locale = current()
    return text(
        "lab-incomplete",
        cells=whole(len(cells), locale),
        planned=whole(results.cells_planned, locale),
    )


def scope_words(results: Results, cells: Sequence[Cell]) -> str:
    """What was run, in a sentence: cells, fights, and how many fights a cell got."""
    locale = current()
    total = whole(sum(c.fights for c in cells), locale)
    most = whole(results.fights_per_cell, locale)
    if not results.parameters:
        if results.sequential:
            return text("lab-scope-one-sequential", total=total, most=most)
        return text("lab-scope-one", total=total)
    each = (
        text("lab-scope-each-sequential", most=most)
        if results.sequential
        else text("lab-scope-each", most=most)
    )
    changed = len(results.parameters)
    return text(
        "lab-scope",
        cells=whole(len(cells), locale),
        total=total,
        each=each,
        n=changed,
        count=str(changed),
    )


def render(
    results: Results,
    cells: Sequence[Cell],
    labels: Sequence[str],
    figures: Sequence[Figure],
    images: Sequence[str] = (),
) -> str:
    """The page; ``images``: the formats of the chart copies it links to (``png``, ``svg``)."""
    header, rows = _table(results, cells, labels)
    swept = [
        (parameter_words(p), ", ".join(ordered_words(results, p, (c.values[p] for c in cells))))
        for p in results.parameters
    ]
    return TEMPLATE.render(
        lang=current().replace(PSEUDO, DEFAULT),
        cells_heading=text("lab-cells-heading"),
        also_as=text("lab-also-as"),
        and_word=text("lab-and"),
        title=results.title,
        game=text(GAMES[results.game]) if results.game in GAMES else results.game,
        incomplete=incomplete_words(results, cells),
        scope=scope_words(results, cells),
        swept=swept,
        header=header,
        rows=rows,
        figures=figures,
        images=images,
        bundle=Markup(bundle().replace("</script", "<\\/script")),
        specs=Markup(_script_json({f.name: f.chart.to_dict() for f in figures})),
        embed_options=Markup(_script_json(EMBED_OPTIONS)),
    )


__all__ = ["GAMES", "bundle", "incomplete_words", "render", "scope_words"]
