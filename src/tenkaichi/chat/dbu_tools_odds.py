"""``!odds``: the chance of a roll to reach a Target Number or a difficulty, or to win a Clash.

The numbers are those of ``tenkaichi odds``, asked of the same engine functions with the same
arguments (:func:`~tenkaichi.dice.exact.odds` and :func:`~tenkaichi.dice.exact.clash_odds`,
or sampling with ``samples=``; :func:`~tenkaichi.dice.checks.passive_tn` for a difficulty at
the base Tier). This module only reads the words and writes the reply; it rolls nothing.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

from tenkaichi.chat.dbu_tools_args import Option, Refusal, Words
from tenkaichi.chat.texts import text
from tenkaichi.dice.checks import passive_tn
from tenkaichi.dice.distribution import Distribution
from tenkaichi.dice.exact import ClashOdds, clash_odds, odds
from tenkaichi.dice.plan import RollPlan, plan_roll
from tenkaichi.dice.sampling import dice_per_sample, sample_clash, sample_distribution
from tenkaichi.dice.settings import RollContext
from tenkaichi.dice.tables import dice_tables
from tenkaichi.dice.work import OverBudget, metered
from tenkaichi.i18n import Term, current
from tenkaichi.i18n.numbers import decimal, percent, signed, whole

TIER_OPTIONS = (
    Option("tier", "number", "3"),
    Option("base-tier", "number", "2"),
    Option("proficient", "flag"),
)
"""Who rolls, as ``tenkaichi roll`` and ``tenkaichi odds`` take it (--tier, --base-tier,
--proficient)."""
ODDS_OPTIONS = (
    Option("tn", "number", "12"),
    Option("difficulty", "word", "medium"),
    Option("vs", "word", "1d10+ToP+3"),
    *TIER_OPTIONS,
    Option("vs-tier", "number", "2"),
    Option("samples", "number", "100000"),
    Option("seed", "number", "7"),
)
VS_WORD = "vs"
"""``!odds 1d10+ToP+4 vs 1d10+ToP+3``: the words after it are the defender's roll."""
TABLE_ROWS = 30
"""The most totals the reply lists one by one; a wider roll gets its percentiles."""
FRACTION_CHARS = 24
"""An exact probability is shown as a fraction only when it is this short."""
CHAT_EXACT_BUDGET = 2_000_000
"""Work units one ``!odds`` message may spend on exact odds, the roll, the defender's and the
Clash together (about 0.15-0.3 s of CPU; the command line allows
:data:`~tenkaichi.dice.work.EXACT_BUDGET`): a roll beyond it is estimated by sampling."""
CHAT_SAMPLE_DICE = 4_000_000
"""Dice one ``!odds`` message may roll when it samples (about 0.1 s), whether it asked for
``samples=`` or was sampled for being over :data:`CHAT_EXACT_BUDGET`."""
CHAT_SAMPLES = 20_000
"""Samples of a roll over :data:`CHAT_EXACT_BUDGET` (fewer for a roll of many dice)."""
CHAT_SEED = 0
"""The seed of those samples, so the same message gets the same reply."""
Z95 = 1.96
"""The normal quantile of a 95% interval."""


@dataclass(frozen=True, slots=True)
class OddsRequest:
    """What ``!odds`` was asked, read from its words."""

    expression: str
    context: RollContext
    tn: int | None = None
    difficulty: str | None = None
    vs: str | None = None
    vs_context: RollContext | None = None
    samples: int | None = None
    seed: int | None = None


def read_odds(words: Words) -> OddsRequest:
    """The request, with the CLI's own checks (one of tn, difficulty and vs at most; tn not
    negative; samples at least 1); the engine checks the rest as it computes."""
    before, after = _split_vs(words.text)
    if not before:
        raise Refusal(text("chat-odds-say-roll", example="1d10+ToP+3 tn=12"))
    vs = words.word("vs")
    if after is not None and vs is not None:
        raise Refusal(text("chat-odds-vs-once"))
    vs = " ".join(after) if after is not None else vs
    if after is not None and not vs:
        raise Refusal(text("chat-odds-vs-after"))
    tn, difficulty = words.number("tn"), words.word("difficulty")
    if sum(x is not None for x in (tn, difficulty, vs)) > 1:
        raise Refusal(text("chat-odds-one-of"))
    if tn is not None and tn < 0:
        raise Refusal(text("chat-odds-tn", tn=str(tn)))
    samples = words.number("samples")
    if samples is not None and samples < 1:
        raise Refusal(text("chat-odds-samples", samples=str(samples)))
    if words.number("seed") is not None and samples is None:
        raise Refusal(text("chat-odds-seed"))
    tier = words.number("tier")
    context = RollContext(
        tier if tier is not None else 1, words.number("base-tier"), words.flag("proficient")
    )
    vs_tier = words.number("vs-tier")
    if vs_tier is not None and vs is None:
        raise Refusal(text("chat-odds-vs-tier"))
    vs_context = RollContext(vs_tier if vs_tier is not None else context.tier)
    return OddsRequest(
        " ".join(before),
        context,
        tn,
        difficulty,
        vs,
        vs_context if vs is not None else None,
        samples,
        words.number("seed"),
    )


def _split_vs(text: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...] | None]:
    lowered = [word.lower() for word in text]
    if VS_WORD not in lowered:
        return text, None
    at = lowered.index(VS_WORD)
    return text[:at], text[at + 1 :]


@dataclass(frozen=True, slots=True)
class OddsAnswer:
    """The numbers of a request, as ``tenkaichi odds`` computes them."""

    request: OddsRequest
    dist: Distribution
    target: int | None
    clash: ClashOdds | None
    samples: int | None = None
    """Samples the numbers are estimated from (None: exact)."""
    seed: int | None = None
    sampled_because: str | None = None
    """Why a request for exact odds was sampled instead (over the chat's budget)."""


def compute(request: OddsRequest) -> OddsAnswer:
    """The same calls, in the same order, as ``tenkaichi odds`` makes for these options, with
    exact odds held to :data:`CHAT_EXACT_BUDGET` for the whole message: beyond it the roll is
    sampled (:data:`CHAT_SAMPLES`, within :data:`CHAT_SAMPLE_DICE`)."""
    context = request.context
    plan = plan_roll(request.expression, context)
    defender_plan = plan_roll(request.vs, request.vs_context) if request.vs else None
    if request.samples is not None:
        _check_chat_dice(request.samples, plan, defender_plan)
        return _sampled(request, request.samples, request.seed)
    try:
        with metered(CHAT_EXACT_BUDGET):
            dist = odds(request.expression, context)
            defender = odds(request.vs, request.vs_context) if request.vs else None
            clash = clash_odds(dist, defender) if defender is not None else None
    except OverBudget:
        per_sample = dice_per_sample(plan, also=defender_plan)
        n = max(1, min(CHAT_SAMPLES, CHAT_SAMPLE_DICE // per_sample))
        return _sampled(request, n, CHAT_SEED, text("chat-odds-over-budget"))
    return OddsAnswer(request, dist, _target(request), clash)


def _target(request: OddsRequest) -> int | None:
    if request.difficulty is not None:
        return passive_tn(request.difficulty, request.context.base)
    return request.tn


def _check_chat_dice(samples: int, plan: RollPlan, defender: RollPlan | None) -> None:
    per_sample = dice_per_sample(plan, also=defender)
    if samples * per_sample > CHAT_SAMPLE_DICE:
        most = max(1, CHAT_SAMPLE_DICE // per_sample)
        here = current()
        raise Refusal(
            text(
                "chat-odds-too-many-dice",
                samples=whole(samples, here),
                dice=whole(samples * per_sample, here),
                limit=whole(CHAT_SAMPLE_DICE, here),
                most=whole(most, here),
            )
        )


def _sampled(
    request: OddsRequest, n: int, seed: int | None, because: str | None = None
) -> OddsAnswer:
    context = request.context
    clash: ClashOdds | None = None
    if request.vs is not None:
        clash = sample_clash(
            plan_roll(request.expression, context),
            plan_roll(request.vs, request.vs_context),
            n,
            seed,
        )
        dist = clash.initiator
    else:
        dist = sample_distribution(request.expression, n, seed=seed, context=context)
    return OddsAnswer(request, dist, _target(request), clash, n, seed, because)


def margin95(p: Fraction | float, n: int) -> float:
    """Half the width of the 95% interval of a probability estimated from ``n`` samples
    (normal approximation; at least that of one sample in ``n``)."""
    q = float(p)
    return Z95 * math.sqrt(max(q * (1 - q), 1.0 / n) / n)


def _percent(value: Fraction | float) -> str:
    return percent(value, current(), below=False)


def _exact(value: Fraction) -> str:
    """``11/20 = 55.00%``, or the percentage alone when the fraction is long."""
    fraction = f"{value.numerator}/{value.denominator}"
    return f"{fraction} = " if len(fraction) <= FRACTION_CHARS else ""


def _who(context: RollContext) -> str:
    return tier_words(context, base_always=True)


def tier_words(context: RollContext, *, base_always: bool = False) -> str:
    """``Tier 3 (base 2), proficient``: who rolls, as a reply names them (``base_always``:
    the base named whenever it differs from the Tier, else only when one was given)."""
    base = context.base != context.tier if base_always else bool(context.base_tier)
    at = (
        text("chat-roll-tier-base", tier=str(context.tier), base=str(context.base))
        if base
        else text("chat-roll-tier", tier=str(context.tier))
    )
    return text("chat-roll-proficient", at=at) if context.proficient else at


def odds_markdown(answer: OddsAnswer) -> str:
    """The reply: the lines ``tenkaichi odds`` prints, in Markdown, under 2,000 characters (a
    wide roll gets percentiles instead of the table of every total)."""
    request, dist, clash, target = answer.request, answer.dist, answer.clash, answer.target
    n = answer.samples
    here = current()
    if n is not None:
        how = text("chat-odds-estimated", samples=whole(n, here))
        seed = answer.seed
        how += text("chat-odds-estimated-seed", seed=str(seed)) if seed is not None else ""
        how += f", {answer.sampled_because}" if answer.sampled_because else ""
        how += text("chat-odds-estimated-margin", margin=_percent(margin95(Fraction(1, 2), n)))
    else:
        how = text("odds-exact")
    head = text("chat-odds-head", expression=request.expression, who=_who(request.context))
    lines = [
        text(
            "odds-summary",
            head=head,
            mean=decimal(dist.mean, 2, here),
            sd=decimal(dist.stdev, 2, here),
            median=str(dist.percentile(Fraction(1, 2))),
            low=str(dist.min),
            high=str(dist.max),
            how=how,
        )
    ]
    if target is not None:
        p = dist.p_at_least(target)
        label = ""
        if request.difficulty is not None:
            label = f", {Term(dice_tables().difficulty(request.difficulty).label).render()}"
        if n is None:
            lines.append(
                text(
                    "chat-odds-at-least",
                    tn=str(target),
                    label=label,
                    exact=_exact(p),
                    percent=_percent(p),
                )
            )
        else:
            lines.append(
                text(
                    "chat-odds-at-least-sampled",
                    tn=str(target),
                    label=label,
                    percent=_percent(p),
                    margin=_percent(margin95(p, n)),
                )
            )
    if clash is not None and request.vs_context is not None:
        lines.append(
            text(
                "chat-odds-clash",
                vs=request.vs or "",
                who=_who(request.vs_context),
                win=_percent(clash.p_initiator_wins),
                tie=_percent(clash.p_tie),
                lose=_percent(clash.p_defender_wins),
                margin=signed(clash.margin.mean, 2, here),
            )
            + (
                " "
                + text(
                    "chat-odds-clash-sampled", margin=_percent(margin95(clash.p_initiator_wins, n))
                )
                if n
                else ""
            )
        )
    if target is None and clash is None:
        lines.append(_spread(dist))
    return "\n".join(lines)


def _spread(dist: Distribution) -> str:
    """Every total with its chance and the chance to reach it (as the CLI's table), or the
    percentiles of a roll with more than :data:`TABLE_ROWS` totals."""
    rows = [(total, p) for total, p in dist.items()]
    here = current()
    if len(rows) > TABLE_ROWS:
        cuts = ", ".join(
            f"{percent(Fraction(q, 100), here, 0)}: {dist.percentile(Fraction(q, 100))}"
            for q in (5, 25, 50, 75, 95)
        )
        return text("chat-odds-percentiles", totals=whole(len(rows), here), cuts=cuts)
    score = text("odds-score")
    width = max(6, len(score) + 1)
    table = [f"{score:<{width}} {'P(=)':<8} P(≥)"]
    for total, p in rows:
        bar = "█" * round(float(p) * 50)
        table.append(
            f"{total:<{width}} {_percent(p):<8} {_percent(dist.p_at_least(total)):<8} {bar}"
        )
    return "```\n" + "\n".join(table) + "\n```"


__all__ = [
    "CHAT_EXACT_BUDGET",
    "CHAT_SAMPLES",
    "CHAT_SAMPLE_DICE",
    "ODDS_OPTIONS",
    "TIER_OPTIONS",
    "OddsAnswer",
    "OddsRequest",
    "compute",
    "margin95",
    "odds_markdown",
    "read_odds",
    "tier_words",
]
