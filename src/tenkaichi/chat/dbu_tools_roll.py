"""``!roll`` (``!r``) and ``!rr``: DBU dice in chat, as a Discord server's dice bot rolls them.

- ``!r 1d10+ToP+4 Strike vs Vegeta``: the words after the dice are the roll's comment, shown
  with the result (escaped); options may come anywhere (``tier=3``, ``--seed 42``, ``-t 3``)
  and a bare flag right after the dice (``proficient``, ``private``).
- ``!rr 3 1d10+4 Strike``: the same roll made several times (as Avrae's ``!rr``), each on a
  line, then their sum; the dice come from one seed, so one ``seed=`` replays them all.
- ``private`` (``-p``, ``--private``): the result goes only to the roller; the channel is told
  that a roll was made, not what it showed.

The dice, the marks and the seed note are those of ``tenkaichi roll --markdown``; this module
reads words and writes the reply, and the dice engine rolls.
"""

from __future__ import annotations

from dataclasses import dataclass

from tenkaichi.chat.dbu_tools_args import Option, Refusal, read_commented
from tenkaichi.chat.dbu_tools_odds import TIER_OPTIONS, tier_words
from tenkaichi.chat.messages import MAX_MESSAGE_CHARS
from tenkaichi.chat.texts import text
from tenkaichi.dice.plan import plan_roll
from tenkaichi.dice.render import to_markdown
from tenkaichi.dice.result import RollResult
from tenkaichi.dice.rng import MAX_SEED, SeededRng
from tenkaichi.dice.roller import roll as roll_dice
from tenkaichi.dice.settings import RollContext
from tenkaichi.errors import TenkaichiError
from tenkaichi.i18n import current
from tenkaichi.i18n.numbers import whole
from tenkaichi.text import chat_text

ROLL_OPTIONS = (
    *TIER_OPTIONS,
    Option("seed", "number", "42"),
    Option("private", "flag"),
)
MAX_REPEATS = 20
"""The most rolls one ``!rr`` makes."""
MAX_COMMENT_CHARS = 120
"""The most characters of a comment a reply quotes (escaped)."""


@dataclass(frozen=True, slots=True)
class RollRequest:
    """What ``!roll`` or ``!rr`` was asked, read from its words."""

    expression: str
    comment: str
    context: RollContext
    seed: int | None
    private: bool
    count: int = 1
    """How many times (``!rr``); 1 for ``!roll``."""


def read_roll(rest: str, prefix: str, *, repeated: bool = False) -> RollRequest:
    """The request of ``!roll <rest>`` (or ``!rr <rest>``, whose first word is the count)."""
    words = rest.split()
    count = 1
    if repeated:
        if not words or not words[0].isascii() or not words[0].isdigit():
            raise Refusal(text("chat-roll-say-count", example=f"{prefix}rr 3 1d10+4"))
        count = int(words.pop(0)[:6])
        if not 1 <= count <= MAX_REPEATS:
            raise Refusal(
                text("chat-roll-count", most=str(MAX_REPEATS), count=whole(count, current()))
            )
    read = read_commented(words, ROLL_OPTIONS, _parses)
    expression = " ".join(read.words.text)
    if not expression:
        example = "rr 3 1d10+4" if repeated else "roll 1d10+ToP+5"
        raise Refusal(text("chat-roll-say-dice", example=f"{prefix}{example}"))
    seed = read.words.number("seed")
    if seed is not None and not 0 <= seed <= MAX_SEED:
        raise Refusal(seed_refusal(seed))
    tier = read.words.number("tier")
    context = RollContext(
        tier if tier is not None else 1,
        read.words.number("base-tier"),
        read.words.flag("proficient"),
    )
    return RollRequest(expression, read.comment, context, seed, read.words.flag("private"), count)


def seed_refusal(seed: int) -> Refusal:
    """A seed out of the dice's range, refused."""
    return Refusal(text("chat-roll-seed", most=str(MAX_SEED), seed=str(seed)))


def _parses(typed: str) -> bool:
    try:
        plan_roll(typed)
    except TenkaichiError:
        return False
    return True


def rolled(request: RollRequest) -> list[RollResult]:
    """The rolls, one generator for them all (so one seed replays every one)."""
    context = request.context
    rng = SeededRng(request.seed)
    return [
        roll_dice(
            request.expression,
            rng=rng,
            tier=context.tier,
            base_tier=context.base_tier,
            proficient=context.proficient,
        )
        for _ in range(request.count)
    ]


def roll_markdown(request: RollRequest, results: list[RollResult], who: str, prefix: str) -> str:
    """The reply: each roll as ``tenkaichi roll --markdown`` shows it (after the comment), the
    sum of several, then who rolled, at which Tier, and the seed that replays them."""
    comment = chat_text(request.comment, MAX_COMMENT_CHARS)
    note = seed_note(request, results[0].seed or 0, who, prefix)
    if request.count == 1:
        shown = to_markdown(results[0])
        if len(shown) + len(comment) + len(note) + 4 > MAX_MESSAGE_CHARS:
            shown = summary(results[0])
        return f"{comment}: {shown}\n{note}" if comment else f"{shown}\n{note}"
    count = str(request.count)
    head = text("chat-roll-rolls-of", n=request.count, count=count, expression=request.expression)
    head += f": {comment}" if comment else ""
    total = text(
        "chat-roll-sum", n=request.count, count=count, total=str(sum(r.total for r in results))
    )
    lines = [f"{n}. {to_markdown(r)}" for n, r in enumerate(results, 1)]
    full = "\n".join([head, *lines, total, note])
    if len(full) <= MAX_MESSAGE_CHARS:
        return full
    lines = [f"{n}. {summary(r)}" for n, r in enumerate(results, 1)]
    return "\n".join([head, *lines, total, note])


def seed_note(request: RollRequest, seed: int, who: str, prefix: str) -> str:
    """Who rolled at which Tier, and the command that replays the dice."""
    context = request.context
    again = f"{prefix}rr {request.count} " if request.count > 1 else f"{prefix}roll "
    again += request.expression
    if context.tier != 1:
        again += f" tier={context.tier}"
    if context.base_tier is not None:
        again += f" base-tier={context.base_tier}"
    if context.proficient:
        again += " proficient"
    again += f" seed={seed}"
    at = tier_words(context)
    if request.seed is not None:
        return text("chat-roll-seed-chosen", who=who, at=at, seed=str(seed), again=again)
    return text("chat-roll-seed-fresh", who=who, at=at, seed=str(seed), again=again)


def summary(result: RollResult) -> str:
    """A roll too large to show die by die with its seed note: its total and counts."""
    dice = len(result.dice)
    notes = [text("roll-summary", n=dice, count=str(dice), terms=str(len(result.terms)))]
    if result.criticals:
        notes.append(text("roll-criticals", n=result.criticals, count=str(result.criticals)))
    if result.botches:
        notes.append(text("roll-botches", n=result.botches, count=str(result.botches)))
    if result.raw_total < 0:
        notes.append(text("roll-floored", raw=str(result.raw_total)))
    return f"**{result.total}** ← `{result.expression}`: " + "; ".join(notes)


__all__ = [
    "MAX_REPEATS",
    "ROLL_OPTIONS",
    "RollRequest",
    "read_roll",
    "roll_markdown",
    "rolled",
    "seed_note",
    "summary",
]
