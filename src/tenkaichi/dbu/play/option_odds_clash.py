"""The odds of options that start a Clash (clash.py), and of a Defender's choice of roll in
one (:func:`roll_odds`): the chooser's chance to win it.

Every such Clash is rolled by ``clash.score`` (the Base Die, the Tier of Power Extra Dice by
setting ``clash_tier_dice``, a Save's Critical cut, the roll's bonuses), so its exact chance
comes from :func:`clash_probs` with the rolls and bonuses the engine will give it; the
Defender wins ties. Where the Defender may choose between rolls
("Strike vs Strike/Dodge"), an Initiator is shown its chance against the Defender's best roll
("against their best roll"); a chooser who will be the Defender is shown its chance with its
own better roll, the one it will be asked for ("with your better roll"). The numbers are
those of the fight as it stands: an Instant, or an Exploit ("if no Exploit hits"), that comes
between the choice and the Clash is not foreseen.

The options, by kind: ``grapple`` (a Grapple Check; against a fighter already in a Grapple,
first a Might Clash against its Grappler: the chance to win both), ``grapple_escape``,
``launch``, ``pin``, ``escape_pin``, ``pull_in`` (grapple/holds.py, grapple/moves.py); ``thrust``
and its ``thrust_effect`` Knock Prone, ``feature_block`` against a Feature Thrust
(terrain.py); ``disarm`` (items.py); ``ride`` to take the controls from an Opponent and
``refuse`` to hand them over (vehicles.py); ``knockback`` (profile_effects/aftermath.py); dbu-2's
``intervene`` Deflect and Distant Deflect and ``blockade`` (intervene.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, TypeVar

from tenkaichi.dbu.combat.core.state import Fighter, Option
from tenkaichi.dbu.combat.rules import rolls, stats
from tenkaichi.dbu.play.option_odds import LIFT, OptionOdds, p_beats
from tenkaichi.dice.exact import odds
from tenkaichi.dice.settings import RollContext

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

OddsFn = Callable[["Encounter", Fighter, Option], OptionOdds | None]
Bonus = list[tuple[str, int]]
T = TypeVar("T")

WIN = "win the Clash"
THEIR_BEST = "against their best roll"
MY_BEST = "with your better roll"
EXPLOIT = "if no Exploit hits"


def roll_odds(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    """The Defender's chance to win a Clash with the roll it chooses (a ``clash_roll``)."""
    from tenkaichi.dbu.combat.rules.clash import ClashFrame

    frame = enc.state.stack[-1] if enc.state.stack else None
    if not isinstance(frame, ClashFrame) or frame.defender != f.id:
        return None
    initiator = enc.fighter(frame.initiator)
    attack = clash_probs(enc, initiator, frame.initiator_roll, frame.initiator_bonus)
    defence = clash_probs(enc, f, str(option.args["roll"]), frame.defender_bonus)
    return OptionOdds(1.0 - p_beats(attack, defence), WIN)


def clash_probs(
    enc: Encounter, f: Fighter, kind: str, bonus: list[tuple[str, int]]
) -> tuple[int, tuple[float, ...]]:
    """The exact Dice Score distribution of one side's Clash roll (as ``clash.score`` rolls
    it: the Base Die, the Tier of Power Extra Dice by setting, the Critical cut of a Save)."""
    from tenkaichi.dbu.combat.rules.checks import save_cut
    from tenkaichi.dbu.combat.rules.clash import SAVE_ROLLS, roll_parts

    parts = roll_parts(enc, f, kind) + list(bonus)
    dice = rolls.dice_text(enc, f) if enc.settings.clash_tier_dice else "1d10"
    cut = save_cut(enc, f, kind) if kind in SAVE_ROLLS else 0
    return cut_probs(dice, rolls.total(parts), stats.tier(enc, f), stats.base_tier(enc, f), cut)


@lru_cache(maxsize=4096)
def cut_probs(
    dice: str, constant: int, tier: int, base: int, cut: int
) -> tuple[int, tuple[float, ...]]:
    """The exact Dice Score distribution of ``dice`` plus ``constant`` (floored at 0) rolled
    with this Tier and Critical cut."""
    dist = odds(f"{dice}+{LIFT}", RollContext(tier, base, critical_cut=cut))
    total = dist.total_weight
    offset, probs = dist.offset - LIFT + constant, [w / total for w in dist.weights]
    if offset >= 0:
        return offset, tuple(probs)
    cut_at = min(-offset, len(probs) - 1)
    return 0, (sum(probs[: cut_at + 1]), *probs[cut_at + 1 :])


@dataclass(frozen=True, slots=True)
class Clash:
    """A Clash an option would start, as ``clash.start`` would be called."""

    initiator: Fighter
    defender: Fighter
    initiator_roll: str
    defender_rolls: tuple[str, ...]
    initiator_bonus: Bonus = field(default_factory=list)
    defender_bonus: Bonus = field(default_factory=list)


def initiator_wins(enc: Encounter, c: Clash) -> list[float]:
    """The Initiator's chance to win against each of the Defender's rolls."""
    mine = clash_probs(enc, c.initiator, c.initiator_roll, c.initiator_bonus)
    return [
        p_beats(mine, clash_probs(enc, c.defender, kind, c.defender_bonus))
        for kind in c.defender_rolls
    ]


def _note(*notes: str) -> str:
    return ", ".join(n for n in notes if n)


def as_initiator(enc: Encounter, c: Clash, note: str = "") -> OptionOdds:
    """The Initiator's chance, against the Defender's best roll where it has a choice."""
    chances = initiator_wins(enc, c)
    best = THEIR_BEST if len(chances) > 1 else ""
    return OptionOdds(min(chances), WIN, note=_note(best, note))


def as_defender(enc: Encounter, c: Clash, note: str = "") -> OptionOdds:
    """The Defender's chance with its better roll (it will be asked which)."""
    chances = initiator_wins(enc, c)
    best = MY_BEST if len(chances) > 1 else ""
    return OptionOdds(1.0 - min(chances), WIN, note=_note(best, note))


def _top(enc: Encounter, kind: type[T]) -> T | None:
    """The topmost frame of this kind on the stack."""
    for frame in reversed(enc.state.stack):
        if isinstance(frame, kind):
            return frame
    return None


def _might(f: Fighter, other: Fighter) -> Clash:
    return Clash(f, other, "might", ("might",))


def _strike(enc: Encounter, f: Fighter, t: Fighter, bonus: Bonus | None = None) -> Clash:
    return Clash(f, t, "strike", ("strike", "dodge"), bonus or [])


# --- Grapples --------------------------------------------------------------------------------


def _grapple(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    from tenkaichi.dbu.combat.families.grapple import holds as grapple

    target = enc.fighter(option.args["target"])
    tail = bool(option.args.get("tail", False))
    held = grapple.grapple_of(enc, target.id)
    if held is None:
        return as_initiator(enc, _grapple_check(enc, f, target, tail))
    first = initiator_wins(enc, _might(f, enc.fighter(held.grappler)))[0]
    freed = enc.clone()  # the Grapple the outsider breaks ends before the Grapple Check
    g = grapple.grapple_of(freed, target.id)
    assert g is not None
    grapple.end(freed, g, "broken in")
    c = _grapple_check(freed, freed.fighter(f.id), freed.fighter(target.id), tail)
    odds = as_initiator(freed, c)
    return OptionOdds(first * odds.chance, "win both Clashes", note=odds.note)


def _grapple_check(enc: Encounter, f: Fighter, target: Fighter, tail: bool) -> Clash:
    from tenkaichi.dbu.combat.families.grapple import checks as grapple_checks
    from tenkaichi.dbu.combat.families.grapple import holds as grapple

    bonus = grapple.tier_bonus(enc, f, "Tail Restraint", -2) if tail else []
    rolls = grapple_checks.defender_rolls(enc, f, target)
    return Clash(f, target, "strike", rolls, bonus, grapple_checks._effort(target))


def _grapple_escape(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    from tenkaichi.dbu.combat.families.grapple import checks as grapple_checks
    from tenkaichi.dbu.combat.families.grapple import holds as grapple

    g = grapple.grapple_of(enc, f.id)
    if g is None or g.grappled != f.id:
        return None
    grappler = enc.fighter(g.grappler)
    effort = stats.effect_value(f, "escape_effort")
    effort += (int(option.args["actions"]) - 1) * stats.tier(enc, f)
    c = Clash(
        grappler,
        f,
        "strike",
        grapple_checks.defender_rolls(enc, grappler, f),
        grapple.grip_bonus(enc, g),
        [("Escape Actions", effort)] if effort else [],
    )
    return as_defender(enc, c)


def _launch(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    from tenkaichi.dbu.combat.families.grapple import checks as grapple_checks
    from tenkaichi.dbu.combat.families.grapple import holds as grapple

    g = grapple.grapple_of(enc, f.id)
    if g is None or g.grappler != f.id:
        return None
    grappled = enc.fighter(g.grappled)
    keep = enc.settings.gigantic_grip == "escape_and_launch"
    c = Clash(
        f,
        grappled,
        "strike",
        grapple_checks.defender_rolls(enc, f, grappled),
        grapple.grip_bonus(enc, g) if keep else [],
        grapple_checks._effort(grappled),
    )
    return as_initiator(enc, c)


def _held_partner(enc: Encounter, f: Fighter, role: str) -> Fighter | None:
    """The other fighter of ``f``'s Grapple, if ``f`` is its ``role`` (grappler, grappled)."""
    from tenkaichi.dbu.combat.families.grapple import holds as grapple

    g = grapple.grapple_of(enc, f.id)
    if g is None or getattr(g, role) != f.id:
        return None
    return enc.fighter(grapple.other(g, f.id))


def _pin_like(role: str) -> OddsFn:
    def odds(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
        partner = _held_partner(enc, f, role)
        return None if partner is None else as_initiator(enc, _might(f, partner))

    return odds


# --- Thrust, Disarm, Ride, Knockback ---------------------------------------------------------


def _thrust(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    return as_initiator(enc, _strike(enc, f, enc.fighter(option.args["target"])))


def _thrust_effect(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    from tenkaichi.dbu.combat.families.terrain.terrain import TerrainFrame

    frame = _top(enc, TerrainFrame)
    if option.args.get("effect") != "prone" or frame is None or not frame.target:
        return None
    either = enc.settings.thrust_prone_rolls == "either"
    rolls = ("impulsive", "corporeal") if either else ("corporeal",)
    return as_initiator(enc, Clash(f, enc.fighter(frame.target), "impulsive", rolls))


def _feature_block(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    from tenkaichi.dbu.combat.families.terrain.terrain import TerrainFrame

    frame = _top(enc, TerrainFrame)
    if frame is None or frame.victim != f.id:
        return None
    return as_initiator(enc, _might(f, enc.fighter(frame.actor)))


def _disarm(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    return as_initiator(enc, _strike(enc, f, enc.fighter(option.args["target"])))


def _ride(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    from tenkaichi.dbu.combat.families.vehicles import vehicle

    if option.args.get("act") != "take" or option.args.get("seat") != "opponent":
        return None
    pilot = enc.fighter(vehicle(enc, option.args["vehicle"]).pilot)
    near = any(enc.in_melee(o, f) for o in enc.opponents(f))
    c = Clash(f, pilot, "physical_strike", ("physical_strike", "dodge"))
    return as_initiator(enc, c, EXPLOIT if near else "")


def _refuse(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    from tenkaichi.dbu.combat.families.vehicles import RideFrame

    frame = _top(enc, RideFrame)
    if frame is None or frame.other != f.id:
        return None
    c = Clash(enc.fighter(frame.actor), f, "physical_strike", ("physical_strike", "dodge"))
    return as_defender(enc, c)


def _knockback(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    from tenkaichi.dbu.combat.families.profile_effects.aftermath import KnockbackFrame

    frame = _top(enc, KnockbackFrame)
    if frame is None or frame.attacker != f.id:
        return None
    return as_initiator(enc, _might(f, enc.fighter(frame.target)))


# --- Intervene and Blockade (dbu-2) ----------------------------------------------------------


def _intervene(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    from tenkaichi.dbu.combat.families.team.intervene import InterveneFrame, _attack_frame
    from tenkaichi.dbu.combat.rules.attack_clash import total_charges

    frame = _top(enc, InterveneFrame)
    if frame is None or option.args.get("option") not in ("deflect", "distant_deflect"):
        return None
    charges = total_charges(enc, _attack_frame(enc, frame.attacker))
    bonus = [(f"{charges} Energy Charge(s)", -charges * stats.tier(enc, f))] if charges else []
    c = Clash(f, enc.fighter(frame.attacker), "might", ("might",), bonus)
    return as_initiator(enc, c)


def _blockade(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    from tenkaichi.dbu.combat.families.team.blockade import BlockadeFrame

    frame = _top(enc, BlockadeFrame)
    if frame is None:
        return None
    return as_initiator(enc, Clash(f, enc.fighter(frame.mover), "impulsive", ("impulsive",)))


BY_OPTION: dict[str, OddsFn] = {
    "grapple": _grapple,
    "grapple_escape": _grapple_escape,
    "launch": _launch,
    "pin": _pin_like("grappler"),
    "escape_pin": _pin_like("grappled"),
    "pull_in": _pin_like("grappler"),
    "thrust": _thrust,
    "thrust_effect": _thrust_effect,
    "feature_block": _feature_block,
    "disarm": _disarm,
    "ride": _ride,
    "refuse": _refuse,
    "knockback": _knockback,
    "intervene": _intervene,
    "blockade": _blockade,
}
"""The odds of an option that starts a Clash, by its kind."""

__all__ = [
    "BY_OPTION",
    "Clash",
    "as_defender",
    "as_initiator",
    "clash_probs",
    "cut_probs",
    "initiator_wins",
    "roll_odds",
]
