"""Renderers for roll results: one line of text, Markdown (under 2,000 characters), JSON.

Renderers never roll; they only read a :class:`~tenkaichi.dice.result.RollResult`.

Die marks: ``10!+7`` a Critical that added a solid 7; ``1✗`` a Botch (−5 each, listed at the
end); ``2→8`` rerolled (Repeat Dice), ``~3~`` set aside by keep-highest/lowest, ``-9`` taken
by a Penalization Die.
"""

from __future__ import annotations

from typing import Any

from tenkaichi.dice.result import DieRoll, RollResult, TermRoll
from tenkaichi.i18n import current, text
from tenkaichi.i18n.numbers import whole

MARKDOWN_LIMIT = 2_000
_MARKDOWN_DICE_SHOWN = 20


def die_text(die: DieRoll, *, markdown: bool = False) -> str:
    text = str(die.natural)
    if die.first_natural is not None:
        text = f"{die.first_natural}→{text}"
    if die.critical:
        text = f"{text}!+{die.critical_die}"
    if die.botch:
        text += "✗"
    if not die.kept:
        return f"~~{text}~~" if markdown else f"~{text}~"
    if die.penalized:
        return f"-{text}"
    if markdown and (die.critical or die.botch):
        return f"**{text}**"
    return text


def _term_text(term: TermRoll, *, markdown: bool, limit: int | None = None) -> str:
    dice = term.dice if limit is None else term.dice[:limit]
    shown = ", ".join(die_text(d, markdown=markdown) for d in dice)
    if limit is not None and len(term.dice) > limit:
        shown += ", " + text("roll-more-dice", count=str(len(term.dice) - limit))
    extra = f" ({text('roll-dropped', count=str(term.plan.dropped))})" if term.plan.dropped else ""
    label = f"`{term.label}`" if markdown else term.label
    return f"{label}{extra} [{shown}]"


def _pieces(result: RollResult, *, markdown: bool, limit: int | None = None) -> list[str]:
    pieces: list[str] = []
    for term in result.terms:
        shown = _term_text(term, markdown=markdown, limit=limit)
        pieces.append(("- " if term.sign < 0 else "+ ") + shown)
    for modifier in result.modifiers:
        sign = "- " if modifier.value < 0 else "+ "
        pieces.append(sign + modifier.label)
    if result.botches:
        pieces.append("- " + text("roll-botch", penalty=str(result.botch_penalty)))
    return pieces


def _joined(pieces: list[str]) -> str:
    text = " ".join(pieces)
    return text[2:] if text.startswith("+ ") else text


def to_text(result: RollResult) -> str:
    """One readable line: ``1d10+2d6+5: 1d10 [10!+7] + 2d6 [3, 5] + 5 = 30``."""
    body = _joined(_pieces(result, markdown=False))
    which = "roll-line-floored" if result.raw_total < 0 else "roll-line"
    return text(
        which,
        expression=result.expression,
        body=body,
        total=str(result.total),
        raw=str(result.raw_total),
    )


def to_markdown(result: RollResult) -> str:
    """Markdown for chat, never longer than 2,000 characters however large the roll."""
    head = f"**{result.total}** ← `{result.expression}`"
    body = _joined(_pieces(result, markdown=True, limit=_MARKDOWN_DICE_SHOWN))
    notes = []
    if result.criticals:
        notes.append(text("roll-criticals", n=result.criticals, count=str(result.criticals)))
    if result.botches:
        notes.append(text("roll-botches", n=result.botches, count=str(result.botches)))
    if result.raw_total < 0:
        notes.append(text("roll-floored", raw=str(result.raw_total)))
    tail = f" ({'; '.join(notes)})" if notes else ""
    line = f"{head}: {body}{tail}"
    if len(line) <= MARKDOWN_LIMIT:
        return line
    body = _joined(_pieces(result, markdown=True, limit=3))
    line = f"{head}: {body}{tail}"
    if len(line) <= MARKDOWN_LIMIT:
        return line
    dice = len(result.dice)
    summary = text(
        "roll-summary",
        n=dice,
        count=whole(dice, current()),
        terms=str(len(result.terms)),
    )
    return f"{head}: {summary}{tail}"[:MARKDOWN_LIMIT]


def to_json(result: RollResult) -> dict[str, Any]:
    """A JSON-ready dict with the total, the die-by-die trace and what replays it."""
    context = result.plan.context
    return {
        "expression": result.expression,
        "total": result.total,
        "raw_total": result.raw_total,
        "tier": context.tier,
        "base_tier": context.base,
        "proficient": context.proficient,
        "seed": result.seed,
        "draws": list(result.draws),
        "rerolls": [list(pair) for pair in result.rerolls],
        "criticals": result.criticals,
        "botches": result.botches,
        "botch_penalty": result.botch_penalty,
        "unremoved_dice": result.plan.unremoved,
        "terms": [
            {
                "label": term.label,
                "sign": term.sign,
                "tier_dice": term.plan.tier_die,
                "dropped": term.plan.dropped,
                "subtotal": term.subtotal,
                "dice": [
                    {
                        "sides": d.sides,
                        "natural": d.natural,
                        "first_natural": d.first_natural,
                        "kept": d.kept,
                        "penalized": d.penalized,
                        "critical": d.critical,
                        "critical_die": d.critical_die,
                        "botch": d.botch,
                        "solid": d.solid,
                    }
                    for d in term.dice
                ],
            }
            for term in result.terms
        ],
        "modifiers": [{"label": m.label, "value": m.value} for m in result.modifiers],
    }
