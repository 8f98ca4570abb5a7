"""Clashes outside attacks: Grapple Checks, Might Clashes, Impulsive Clashes and the like.

A Clash compares two Dice Scores, "Initiator vs Defender"; the Defender wins ties (reference
section 4). Where the rule lists several rolls for one side ("Strike vs Strike/Dodge"), that
side chooses, so :func:`start` asks it with a decision. When the Clash is settled the engine
calls the continuation registered under ``then`` with the result and the ``ctx`` the caller
gave, which is how a maneuver goes on after its Clash.

Every Clash roll is the Base Die plus the Tier of Power Extra Dice plus the roll's value
(setting ``clash_tier_dice``): Strike and Dodge use the attack parts (Parry-style, without
Diminishing), Might the Might value, a Save (Impulsive, Corporeal, Cognitive, Morale) its
Saving Throw value.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.state import ExtFrame, Fighter, Option
from tenkaichi.dbu.combat.rules import rolls, stats
from tenkaichi.dbu.combat.rules.checks import critical_on, save_cut
from tenkaichi.dbu.combat.rules.said import Phrase, note_said, plain, said
from tenkaichi.dice.roller import roll
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

ROLLS = {
    "strike": "Strike",
    "physical_strike": "Physical Strike",
    "dodge": "Dodge",
    "might": "Might",
    "impulsive": "Impulsive",
    "corporeal": "Corporeal",
    "cognitive": "Cognitive",
    "morale": "Morale",
}

SAVE_ROLLS = ("impulsive", "corporeal", "cognitive", "morale")
"""The Clash rolls that are Saving Throws."""

Continuation = Callable[["Encounter", "ClashResult", dict[str, Any]], None]
CONTINUATIONS: dict[str, Continuation] = {}


@dataclass(frozen=True, slots=True)
class ClashResult:
    initiator: str
    defender: str
    initiator_score: int
    defender_score: int

    @property
    def initiator_wins(self) -> bool:
        return self.initiator_score > self.defender_score


@dataclass(slots=True)
class ClashFrame(ExtFrame):
    """A Clash waiting for the Defender's choice of roll, then its continuation."""

    initiator: str = ""
    defender: str = ""
    initiator_roll: str = "strike"
    defender_rolls: list[str] = field(default_factory=list)
    initiator_bonus: list[tuple[str, int]] = field(default_factory=list)
    defender_bonus: list[tuple[str, int]] = field(default_factory=list)
    why: str = ""
    then: str = ""
    ctx: dict[str, Any] = field(default_factory=dict)
    chosen: str = ""


def continuation(name: str) -> Callable[[Continuation], Continuation]:
    """Register what happens after a Clash started with ``then=name``."""

    def wrap(fn: Continuation) -> Continuation:
        CONTINUATIONS[name] = fn
        return fn

    return wrap


def roll_parts(enc: Encounter, f: Fighter, kind: str) -> rolls.Parts:
    """The bonuses of one Clash roll (before any bonus the maneuver adds)."""
    if kind in ("strike", "physical_strike"):
        return [p for p in rolls.strike_parts(enc, f) if not p[0].startswith("Diminishing")]
    if kind == "dodge":
        return rolls.dodge_parts(enc, f)
    d = stats.derived(enc, f)
    if kind == "might":
        return [("Might", d.might.value)]
    return [(ROLLS[kind], d.saves[kind].value)]


def score(
    enc: Encounter, f: Fighter, kind: str, bonus: list[tuple[str, int]]
) -> tuple[int, Phrase]:
    """Roll ``f``'s Clash roll of this kind: its Dice Score and how it was made (for the log:
    English, with its message for every language)."""
    parts = roll_parts(enc, f, kind) + list(bonus)
    tier_dice = enc.settings.clash_tier_dice and rolls.tier_dice(enc, f)
    expr = rolls.expression(enc, f, parts) if tier_dice else _plain(parts)
    # A Saving Throw in a Clash keeps its Critical requirement: 9+ for the race's save or a
    # proficient one, 8+ for both (seed 000 Proficient Roll; reference 11).
    cut = save_cut(enc, f, kind) if kind in SAVE_ROLLS else 0
    enc.rolling(f.id, ROLLS[kind])
    r = roll(
        expr,
        rng=enc.rng,
        tier=stats.tier(enc, f),
        base_tier=stats.base_tier(enc, f),
        critical_cut=cut,
    )
    dice = "1d10+ToP" if tier_dice else "1d10"
    crit = f" (Critical on {10 - cut}+)" if cut else ""
    english = f"{ROLLS[kind]} {r.total} = {dice} {list(r.draws)}{crit}{rolls.explain(parts)}"
    return r.total, Phrase(
        english,
        Msg.of(
            "dbu-clash-score",
            roll=Term(ROLLS[kind]),
            score=str(r.total),
            dice=dice,
            draws=str(list(r.draws)),
            critical=critical_on(cut),
            parts=rolls.explained(parts),
        ),
    )


def _plain(parts: rolls.Parts) -> str:
    total = rolls.total(parts)
    return f"1d10{'+' if total >= 0 else '-'}{abs(total)}"


def start(
    enc: Encounter,
    initiator: Fighter,
    defender: Fighter,
    *,
    initiator_roll: str,
    defender_rolls: tuple[str, ...],
    why: str,
    then: str,
    ctx: dict[str, Any] | None = None,
    initiator_bonus: list[tuple[str, int]] | None = None,
    defender_bonus: list[tuple[str, int]] | None = None,
) -> None:
    """Push a Clash; the Defender picks its roll if it has a choice; then ``then`` runs."""
    if then not in CONTINUATIONS:
        raise KeyError(f"no clash continuation {then!r}")
    enc.state.stack.append(
        ClashFrame(
            initiator=initiator.id,
            defender=defender.id,
            initiator_roll=initiator_roll,
            defender_rolls=list(defender_rolls),
            initiator_bonus=[(plain(label), v) for label, v in initiator_bonus or []],
            defender_bonus=[(plain(label), v) for label, v in defender_bonus or []],
            why=plain(why),
            then=then,
            ctx=dict(ctx or {}),
        )
    )


def _step(enc: Encounter, frame: ClashFrame) -> None:
    defender = enc.fighter(frame.defender)
    if not frame.chosen and len(frame.defender_rolls) > 1:
        enc.ask(
            defender.id,
            "clash_roll",
            Msg.of(
                "dbu-ask-clash-roll",
                fighter=defender.id,
                initiator=frame.initiator,
                why=said(frame.why),
            ),
            [
                Option("clash_roll", Msg.of("dbu-named", name=Term(ROLLS[k])), {"roll": k})
                for k in frame.defender_rolls
            ],
        )
        return
    kind = frame.chosen or frame.defender_rolls[0]
    enc.state.stack.pop()
    result = resolve(
        enc,
        enc.fighter(frame.initiator),
        defender,
        frame.initiator_roll,
        kind,
        frame.why,
        frame.initiator_bonus,
        frame.defender_bonus,
    )
    CONTINUATIONS[frame.then](enc, result, frame.ctx)


def _answer(enc: Encounter, frame: ClashFrame, option: Option) -> None:
    frame.chosen = option.args["roll"]


def resolve(
    enc: Encounter,
    initiator: Fighter,
    defender: Fighter,
    initiator_roll: str,
    defender_roll: str,
    why: str,
    initiator_bonus: list[tuple[str, int]] | None = None,
    defender_bonus: list[tuple[str, int]] | None = None,
) -> ClashResult:
    """Roll both sides now (no choice left) and report who won."""
    a, a_text = score(enc, initiator, initiator_roll, initiator_bonus or [])
    d, d_text = score(enc, defender, defender_roll, defender_bonus or [])
    result = ClashResult(initiator.id, defender.id, a, d)
    winner = initiator.id if result.initiator_wins else defender.id
    enc.emit(
        "clash",
        initiator.id,
        Msg.of(
            "dbu-clash-tie" if a == d else "dbu-clash",
            why=said(why),
            initiator=initiator.id,
            initiator_roll=note_said(a_text),
            defender=defender.id,
            defender_roll=note_said(d_text),
            winner=winner,
        ),
        roll="clash",
        why=str(why),
        initiator=initiator.id,
        defender=defender.id,
        scores=[a, d],
        winner=winner,
    )
    return result


hooks.frame(ClashFrame, _step, _answer)
