"""What attack Profiles do to an attack's rolls and Damage: Mega Flare's +1(T) Wound per
Energy Charge and +1 Damage Category at 7+; Blitz's Wound bonus and +1/2 Agility Modifier
beyond Normal Speed; Clearing's Natural Result of at least 5 on the Strike; Cutting's
Critical or Botch, +1 Damage Category on a Critical and Wound Critical Target 5; Elemental
(Dark)'s Ki Wager paid with Life Points.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.hooks import REGISTRY, DamageMods
from tenkaichi.dbu.combat.core.state import AttackFrame, Fighter, Option
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.attack_clash import total_charges
from tenkaichi.dbu.combat.rules.damage import lose_life
from tenkaichi.dbu.combat.rules.said import Phrase
from tenkaichi.dbu.profiles import (
    has_hook,
    profile_category_shift,
    profile_wound_bonus,
    strike_natural,
    wound_critical_target,
)
from tenkaichi.dbu.profiles import profile as get_profile
from tenkaichi.dice.result import DieRoll, RollResult
from tenkaichi.dice.roller import roll
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


def _wound_parts(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> hooks.Parts:
    p = get_profile(frame.profile)
    return profile_wound_bonus(
        p,
        tier=stats.tier(enc, f),
        charges=total_charges(enc, frame),
        charged_squares=frame.charged_squares,
        normal_speed=stats.speeds(enc, f)[0],
        agility_modifier=stats.derived(enc, f).modifiers["agility"],
    )


def _damage(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter, mods: DamageMods) -> None:
    p = get_profile(frame.profile)
    charges = total_charges(enc, frame)
    shift = profile_category_shift(p, charges=charges, strike_critical=frame.crit_strike)
    if shift:
        mods.category += shift
        why = f"{charges} charges" if has_hook(p, "mega_flare") else "Strike Critical"
        said_why = (
            Msg.of("dbu-profile-note-charges", n=charges, count=str(charges))
            if has_hook(p, "mega_flare")
            else Msg.of("dbu-profile-note-strike-critical")
        )
        mods.notes.append(
            Phrase(
                f"{p.name} ({why}) +{shift}",
                Msg.of(
                    "dbu-profile-note-category",
                    profile=Term(p.name),
                    why=said_why,
                    shift=str(shift),
                ),
            )
        )


def _base_die(r: RollResult) -> DieRoll | None:
    """The Base Die of a Combat Roll (the first d10 of the expression)."""
    if r.terms and r.terms[0].dice and r.terms[0].dice[0].sides == 10:
        return r.terms[0].dice[0]
    return None


def _strike_rolled(
    enc: Encounter, frame: AttackFrame, f: Fighter, r: RollResult, score: int
) -> tuple[int, str]:
    p = get_profile(frame.profile)
    die = _base_die(r)
    if die is None:
        return score, ""
    penalty = r.plan.context.settings.botch_penalty
    if has_hook(p, "strike_floor") and strike_natural(p, die.natural) != die.natural:
        raised = strike_natural(p, die.natural) - die.natural + (penalty if die.botch else 0)
        return score + raised, Phrase(
            f" (Clearing: Natural Result {die.natural} -> 5)",
            Msg.of(
                "dbu-profile-note-clearing", clearing=Term("Clearing"), natural=str(die.natural)
            ),
        )
    if has_hook(p, "cutting") and not frame.crit_strike and not die.botch:
        return max(0, score - penalty), Phrase(
            f" (Cutting: no Critical, so a Botch -{penalty})",
            Msg.of("dbu-profile-note-cutting", cutting=Term("Cutting"), penalty=str(penalty)),
        )
    return score, ""


WoundCritical = Callable[["Encounter", AttackFrame, Fighter], int]


def _profile_critical(enc: Encounter, frame: AttackFrame, f: Fighter) -> int:
    return wound_critical_target(get_profile(frame.profile))


WOUND_CRITICAL_TARGETS: list[WoundCritical] = [_profile_critical]
"""Critical Targets an attack's Wound Roll gets beyond its roller's own Base Die, whose
Critical Target already carries Mindful's -L and Impaired on every roll (the Duel Clash
included: ``rolls.die_thresholds``): the Profile's (Cutting: 5). The lowest applies, to the
Wound Roll and to a Duel Clash of that Initiating Attack (``duel_rolls.roll_side``); a module
adding such a reduction registers it here."""


def wound_critical(enc: Encounter, frame: AttackFrame, f: Fighter) -> int:
    """The lowest Critical Target of ``frame``'s Wound Roll from ``WOUND_CRITICAL_TARGETS``."""
    return min((fn(enc, frame, f) for fn in WOUND_CRITICAL_TARGETS), default=10)


def late_critical(
    enc: Encounter, who: str, r: RollResult, target: int, why: str, name: Term | None = None
) -> tuple[int, str]:
    """A Critical Die for a Base Die that reached a Critical Target below the one it was
    rolled with (Cutting's 5 goes below the dice's limit of 7): the extra score and a note
    (``why`` names the roll; ``name``: the attack whose Wound Roll it is, if ``why`` is that
    roll: ``Kamehameha's Wound Roll``)."""
    die = _base_die(r)
    if die is None or die.critical or target >= 10 or die.natural < target:
        return 0, ""
    sides = r.plan.context.settings.critical_die_sides
    enc.rolling(who, f"{why}: Critical die")
    extra = roll(f"1d{sides}s", rng=enc.rng).total
    said_why = Msg.of("dbu-profile-wound-roll-of", name=name) if name is not None else Term(why)
    return extra, Phrase(
        f" + Critical {extra} ({why}: Critical Target {target})",
        Msg.of("dbu-profile-late-critical", extra=str(extra), why=said_why, target=str(target)),
    )


def _wound_rolled(
    enc: Encounter, frame: AttackFrame, f: Fighter, r: RollResult, score: int
) -> tuple[int, str]:
    p = get_profile(frame.profile)
    extra, note = late_critical(enc, f.id, r, wound_critical(enc, frame, f), p.name)
    return score + extra, note


# --- Elemental (Dark): the Life Wager ----------------------------------------------------


def _wager_options(enc: Encounter, frame: AttackFrame, f: Fighter, cap: int) -> list[Option]:
    """Elemental (Dark): a Ki Wager paid with Life Points (Capacity still drops); at most
    what would leave you 1 Life."""
    if not has_hook(get_profile(frame.profile), "life_wager"):
        return []
    limit = min(stats.max_capacity(enc, f) // 2, f.capacity, f.life - 1)
    return [
        Option("life_wager", Msg.of("dbu-profile-life-wager", kp=str(n)), {"kp": n})
        for n in range(1, limit + 1)
    ]


@hooks.attack_answer("life_wager")
def _life_wager(enc: Encounter, frame: AttackFrame, target: Fighter, option: Option) -> None:
    f = enc.fighter(frame.attacker)
    n = option.args["kp"]
    frame.wager = n
    f.capacity -= n
    why = Msg.of("dbu-profile-why-life-wager", profile=Term(frame.profile))
    lose_life(enc, f, n, by=f, why=why)  # your own effect


REGISTRY.wound_parts.append(_wound_parts)
REGISTRY.damage.append(_damage)
REGISTRY.strike_rolled.append(_strike_rolled)
REGISTRY.wound_rolled.append(_wound_rolled)
REGISTRY.wager_options.append(_wager_options)
