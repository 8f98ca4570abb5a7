"""Edition dbu-1 (seed 003): Empower.

Empower (1 Action): the Empowerment Roll (an Energy Wound Roll without Ki Wager, maximum
results in Melee Range, +10(T)) caps the KP transferred to an ally. It is offered only in
dbu-1, instead of dbu-2's Empower.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.state import Fighter, Option
from tenkaichi.dbu.combat.editions.dbu1.rules import (
    EDITION,
    LegacyFrame,
    acting,
    answers,
    declare,
    steps,
    turn_options,
)
from tenkaichi.dbu.combat.rules import rolls, stats
from tenkaichi.dbu.combat.rules.costs import within_limits
from tenkaichi.dbu.combat.rules.edition import hook
from tenkaichi.dbu.combat.rules.said import Phrase
from tenkaichi.dice.roller import roll
from tenkaichi.i18n.catalogue import Msg

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


@turn_options
def _empower_options(enc: Encounter, f: Fighter) -> list[Option]:
    if not acting(enc, f) or f.ki <= 0 or not within_limits(enc, f, "empower"):
        return []
    return [
        Option(
            "legacy_empower", Msg.of("dbu-legacy-empower-option", ally=ally.id), {"ally": ally.id}
        )
        for ally in enc.allies(f)
    ]


@hook(EDITION, "empower")
def _declare_empower(enc: Encounter, f: Fighter, option: Option) -> None:
    declare(enc, f, "empower", "empower", option, target=option.args["ally"])


def empowerment_roll(enc: Encounter, f: Fighter, ally: Fighter) -> tuple[int, Msg]:
    """An Energy Wound Roll without Ki Wager; maximum results if the ally is in Melee Range;
    +10(T) (setting ``legacy_empower_boost``): its score and how it was made."""
    from tenkaichi.dice.exact import odds
    from tenkaichi.dice.settings import RollContext

    force = stats.derived(enc, f).modifiers["force"]
    parts: rolls.Parts = [("Force", force), *rolls.combat_parts(enc, f)]
    t, bt = stats.tier(enc, f), stats.base_tier(enc, f)
    if enc.settings.legacy_empower_boost:
        parts.append(("boost", 10 * t))
    expr = rolls.expression(enc, f, parts)
    if enc.in_melee(f, ally):
        value = odds(expr, RollContext(tier=t, base_tier=bt)).max
        return value, Msg.of(
            "dbu-legacy-empowerment-maximum", value=str(value), parts=rolls.explained(parts)
        )
    enc.rolling(f.id, "Empowerment")
    r = roll(expr, rng=enc.rng, tier=t, base_tier=bt)
    return r.total, Msg.of(
        "dbu-legacy-empowerment-rolled",
        total=str(r.total),
        dice=rolls.dice_text(enc, f),
        rolled=str(list(r.draws)),
        parts=rolls.explained(parts),
    )


@steps("empower", "Empower")
def _step_empower(enc: Encounter, frame: LegacyFrame, f: Fighter) -> None:
    from tenkaichi.dbu.combat.families.team.team import empower_amounts

    ally = enc.fighter(frame.target)
    if ally.defeated:
        enc.state.stack.pop()
        return
    value, how = empowerment_roll(enc, f, ally)
    cap = min(value, f.ki)
    said = Msg.of("dbu-legacy-empowerment", fighter=f.id, roll=how, cap=str(cap))
    enc.emit("maneuver", f.id, said, cap=cap)
    amounts = empower_amounts(enc, cap)
    if not amounts:
        enc.state.stack.pop()
        return
    frame.stage = "amount"
    enc.ask(
        f.id,
        "empower_amount",
        Msg.of("dbu-legacy-empower-ask", fighter=f.id, ally=ally.id),
        [Option("empower_amount", Msg.of("dbu-legacy-kp", kp=str(n)), {"kp": n}) for n in amounts],
    )


@answers("empower")
def _answer_empower(enc: Encounter, frame: LegacyFrame, f: Fighter, option: Option) -> None:
    enc.state.stack.pop()
    ally = enc.fighter(frame.target)
    kp = int(option.args["kp"])
    f.ki -= kp
    said = Msg.of("dbu-legacy-transfers", fighter=f.id, kp=str(kp), ally=ally.id)
    enc.emit("cost_paid", f.id, said, kp=kp, why="Empower")
    for lost in hooks.REGISTRY.ki_lost:
        lost(enc, f)
    why = Phrase(f"{f.id}'s Empower", Msg.of("dbu-legacy-why-empower", fighter=f.id))
    stats.gain_ki(enc, ally, kp, why)


hooks.REGISTRY.turn_answers["legacy_empower"] = _declare_empower
