"""A fight taken home: its transcript in Markdown or HTML, and its input log as JSON.

A transcript is a seat's log lines (the events as that seat saw them, each ``{"text", "round"}``;
``round`` may be missing for a game without rounds) with the fight's summary
(:mod:`tenkaichi.table.summary`) on top and the table's notes (pauses, undos, the end) after.
Nothing here filters: the caller hands in what the seat may see, and this module only lays it
out. Every piece of text is escaped (HTML: ``<`` and friends; Markdown: the characters that
would make a table, a link, emphasis or raw HTML of it), so a fighter named ``<script>`` is
text, never a tag.

The HTML page stands alone (no external file, script or font), reads on a phone (it reflows;
the wide summary table scrolls on its own, focusable) and keeps to the accessibility basics:
``lang="en"``, a title, one ``h1`` then ``h2``/``h3`` in order, a ``main`` landmark, a table
with a caption and column headers.

:func:`input_log_json` is the DBU fight's record (ruleset, setup, seed or dice, every choice:
:meth:`Encounter.record`) wrapped so that ``tenkaichi replay FILE`` reads it back (it takes
the ``"record"`` of any JSON object). The Tournament of Power and Dungeon DICE Combat have no
``tenkaichi replay``: they export a transcript only.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from jinja2 import Environment

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.i18n import current
from tenkaichi.i18n import text as say
from tenkaichi.table.store import TableError

FORMAT = "tenkaichi table"
"""The ``format`` of an exported input log."""


@dataclass(frozen=True, slots=True)
class Column:
    key: str
    header: str
    """The message id of its heading (``table-export-col-*``)."""


COLUMNS: tuple[Column, ...] = (
    Column("name", "table-export-col-fighter"),
    Column("side", "table-export-col-side"),
    Column("score", "table-export-col-score"),
    Column("warriors_left", "table-export-col-warriors-left"),
    Column("damage_dealt", "table-export-col-damage-dealt"),
    Column("damage_taken", "table-export-col-damage-taken"),
    Column("biggest_hit", "table-export-col-biggest-hit"),
    Column("ki_spent", "table-export-col-ki-spent"),
    Column("kos", "table-export-col-kos"),
    Column("rounds_acted", "table-export-col-rounds-acted"),
    Column("conditions", "table-export-col-conditions"),
    Column("life", "table-export-col-life"),
    Column("ki", "table-export-col-ki"),
    Column("hp", "table-export-col-hp"),
    Column("defeated", "table-export-col-status"),
)
"""The summary's columns, in order; a table shows those its rows have."""


def _cell(key: str, value: Any, row: Mapping[str, Any]) -> str:
    if value is None:
        if key == "life" and row.get("health"):
            return str(row["health"])
        return say(
            "table-export-unknown" if key in ("life", "ki", "ki_spent") else "table-export-none"
        )
    if key == "biggest_hit":
        return say("table-export-hit-on", amount=str(value["amount"]), target=str(value["target"]))
    if key == "kos":
        return f"{len(value)}: {', '.join(value)}" if value else "0"
    if key == "conditions":
        return ", ".join(f"{c['name']} ×{c['times']}" for c in value) or say("table-export-none")
    if key == "defeated":
        return say("table-export-defeated" if value else "table-export-standing")
    if key == "hp" and "max_hp" in row:
        return f"{value}/{row['max_hp']}"
    return str(value)


def summary_table(summary: Mapping[str, Any]) -> tuple[list[str], list[list[str]]]:
    """The summary's rows (fighters, or players) as headers and cells of text."""
    rows: list[Mapping[str, Any]] = list(summary.get("fighters") or summary.get("players") or [])
    if not rows:
        return [], []
    columns = [c for c in COLUMNS if all(c.key in r for r in rows)]
    players = "fighters" not in summary
    headers = [
        say("table-export-col-player" if players and c.key == "name" else c.header) for c in columns
    ]
    return headers, [[_cell(c.key, r[c.key], r) for c in columns] for r in rows]


def _rounds(lines: Sequence[Mapping[str, Any]]) -> list[tuple[str, list[str]]]:
    """The lines in groups by round, each with its heading ("" for a game without rounds)."""
    groups: list[tuple[str, list[str]]] = []
    last: object = object()
    for line in lines:
        r = line.get("round")
        if r != last or not groups:
            before = say("table-export-before-first-round")
            heading = (
                "" if r is None else (before if not r else say("table-export-round", round=str(r)))
            )
            groups.append((heading, []))
            last = r
        groups[-1][1].append(str(line.get("text", "")))
    return groups


# --- Markdown ---------------------------------------------------------------------------

_MD_SPECIAL = re.compile(r"([\\`*_\[\]<|#~&])")
"""What would make emphasis, code, a link, raw HTML, a table cell or a heading of text."""
_MD_LEADING = re.compile(r"^(\d+)([.)])|^([-+])")
"""What would start a list inside the list item it is written in."""


def md(text: str) -> str:
    """``text`` as Markdown shows it literally, on one line (``<`` escaped, so no tag)."""
    flat = _MD_SPECIAL.sub(r"\\\1", " ".join(str(text).split()))
    return _MD_LEADING.sub(lambda m: f"{m[1]}\\{m[2]}" if m[1] else f"\\{m[3]}", flat)


def transcript_markdown(
    title: str,
    lines: Sequence[Mapping[str, Any]],
    summary: Mapping[str, Any],
    notes: Sequence[str] = (),
) -> str:
    """The transcript as Markdown: the title, the result, the summary table, then every log
    line under its round, then the table's notes."""
    out = [f"# {md(title)}", "", f"**{md(summary.get('result', ''))}**", ""]
    headers, rows = summary_table(summary)
    if rows:
        out += [f"## {say('table-export-summary')}", ""]
        out.append("| " + " | ".join(md(h) for h in headers) + " |")
        out.append("|" + "|".join(" --- " for _ in headers) + "|")
        out += ["| " + " | ".join(md(c) for c in row) + " |" for row in rows]
        out.append("")
    out += [f"## {say('table-export-the-fight')}", ""]
    if not lines:
        out += [say("table-export-nothing-yet"), ""]
    for heading, texts in _rounds(lines):
        if heading:
            out += [f"### {md(heading)}", ""]
        out += [f"- {md(t)}" for t in texts]
        out.append("")
    if notes:
        out += [f"## {say('table-export-notes')}", ""]
        out += [f"- {md(n)}" for n in notes]
        out.append("")
    return "\n".join(out)


# --- HTML -------------------------------------------------------------------------------

_PAGE = """<!DOCTYPE html>
<html lang="{{ lang }}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>{{ title }}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0 auto; padding: 1rem; max-width: 60rem;
  color: #1f1f1f; background: #fffdf8; line-height: 1.45; }
h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
h2 { font-size: 1.2rem; margin: 1.5rem 0 .5rem; border-bottom: 1px solid #bbb; }
h3 { font-size: 1rem; margin: 1rem 0 .3rem; color: #3a3a3a; }
.result { font-size: 1.1rem; font-weight: 600; }
.scroll { overflow-x: auto; }
.scroll:focus { outline: 2px solid #1a4fa0; }
table { border-collapse: collapse; font-size: .9rem; }
caption { text-align: left; font-weight: 600; padding: .3rem 0; }
th, td { border: 1px solid #999; padding: .3rem .5rem; text-align: left; vertical-align: top; }
thead th { background: #efe9dc; }
ol { padding-left: 1.5rem; margin: .2rem 0; }
li { margin: .15rem 0; overflow-wrap: anywhere; }
</style>
</head>
<body>
<main>
<h1>{{ title }}</h1>
<p class="result">{{ result }}</p>
{% if rows %}
<h2 id="summary">{{ t("table-export-summary") }}</h2>
<div class="scroll" role="region" aria-labelledby="summary" tabindex="0">
<table>
<caption>{{ t("table-export-caption-" ~ ("fighter" if fighters else "player")) }}</caption>
<thead><tr>{% for h in headers %}<th scope="col">{{ h }}</th>{% endfor %}</tr></thead>
<tbody>
{% for row in rows %}<tr><th scope="row">{{ row[0] }}</th>
{%- for c in row[1:] %}<td>{{ c }}</td>{% endfor %}</tr>
{% endfor %}</tbody>
</table>
</div>
{% endif %}
<h2>{{ t("table-export-the-fight") }}</h2>
{% if not groups %}<p>{{ t("table-export-nothing-yet") }}</p>{% endif %}
{% for heading, texts in groups %}
{% if heading %}<h3>{{ heading }}</h3>{% endif %}
<ol>
{% for t in texts %}<li>{{ t }}</li>
{% endfor %}</ol>
{% endfor %}
{% if notes %}
<h2>{{ t("table-export-notes") }}</h2>
<ul>
{% for n in notes %}<li>{{ n }}</li>
{% endfor %}</ul>
{% endif %}
</main>
</body>
</html>
"""

_TEMPLATE = Environment(autoescape=True, keep_trailing_newline=True).from_string(_PAGE)


def transcript_html(
    title: str,
    lines: Sequence[Mapping[str, Any]],
    summary: Mapping[str, Any],
    notes: Sequence[str] = (),
) -> str:
    """The transcript as one standalone HTML page (see the module docstring)."""
    headers, rows = summary_table(summary)
    return _TEMPLATE.render(
        title=title,
        result=summary.get("result", ""),
        headers=headers,
        rows=rows,
        fighters="fighters" in summary,
        groups=_rounds(lines),
        notes=list(notes),
        t=say,
        lang=current(),
    )


# --- the input log ----------------------------------------------------------------------


def input_log_json(enc: Any) -> dict[str, Any]:
    """The DBU fight's input log, as ``tenkaichi replay FILE`` reads it: ``{"format",
    "record": enc.record(), "finished"}``. It holds the seed (every die to come): give it only
    to the game master, or once the fight is over. Another game has no replay to read it."""
    if not isinstance(enc, Encounter):
        raise TableError(say("table-error-export-dbu-only"))
    return {"format": FORMAT, "version": 1, "record": enc.record(), "finished": enc.over}


__all__ = [
    "COLUMNS",
    "FORMAT",
    "input_log_json",
    "md",
    "summary_table",
    "transcript_html",
    "transcript_markdown",
]
