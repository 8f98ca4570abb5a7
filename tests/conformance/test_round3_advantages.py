"""Round 3, Signature Technique Advantages: blind conformance tests written from the public
Foundry VTT system's Advantage files (reference S2, IvoPierucci/dbu-ttrpg,
traits/signature/advantages/<name>.dbu, the ``Effect:`` line of each), through the public API
only (sheets as plain data, fixed dice, the event log).

Every fighter is a plain Earthling (``actions_b_support.sheet``): Power Level 4 is Tier of Power
1, so (T) = 1; Power Level 5 is Tier 2 (test_core_tier.py: PL 5-9), rolling a d10 and a d4.
A Signature Technique's KP cost is Profile KP + ceil(TP / 5) (reference 6), TP = 8 + the price
of each rank of each Advantage (+4 for an Ultimate)."""

from __future__ import annotations

import math
from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter

from .actions_b_support import (
    KI,
    attack,
    choose,
    duo,
    end_turn,
    fighter,
    has,
    log,
    number,
    pass_instants,
    sheet,
    start,
)
from .round3_advantages_support import ranked, tech

RULE = "dbu.std.signature-technique"


def hit_with(
    dice: list[int],
    signature: dict[str, Any],
    a: dict[str, Any] | None = None,
    b: dict[str, Any] | None = None,
) -> Encounter:
    """A attacks the adjacent B with ``signature``; B Dodges."""
    enc = duo(dice, a={**(a or {}), "signatures": [signature]}, b=b)
    attack(enc, signature["name"], kind="signature")
    pass_instants(enc)
    choose(enc, "dodge")
    return enc


def strike(enc: Encounter) -> int:
    return number(enc, r"A Strike (-?\d+)")


def wound(enc: Encounter) -> int:
    return number(enc, r"A Wound (-?\d+)")


def paid(enc: Encounter) -> int:
    return number(enc, r"A pays (\d+) KP for Tech")


def _lost_from_log(enc: Encounter, fid: str) -> int:
    return number(enc, rf"{fid} loses (\d+) Life")


def kp_of(signature: dict[str, Any], pl: int = 4) -> int:
    """What A pays to declare ``signature`` on B (no wager)."""
    enc = duo([6, 3, 7, 1, 1, 1], a={"pl": pl, "signatures": [signature]}, b={"pl": pl})
    attack(enc, signature["name"], kind="signature")
    return start_ki(enc) - enc.fighter("A").ki


def start_ki(enc: Encounter) -> int:
    """A's Ki when the fight began."""
    return number(enc, r"A's turn: \d+ Actions, \d+ Counter Action, Life \d+, Ki (\d+)")


# --- Accurate -----------------------------------------------------------------------------------


@pytest.mark.rule(RULE)
@pytest.mark.parametrize("rank", [1, 2, 3])
def test_accurate_raises_strike_by_1t_per_rank(rank: int) -> None:
    """Accurate: "Increase your Strike Rolls for this Signature Technique by 1(T) for each rank
    of this Advantage." Tier 1: Strike d10 6 + Haste 2 + Awareness 4 + rank."""
    enc = hit_with([6, 3, 7], tech([ranked("Accurate", rank)]))
    assert strike(enc) == 12 + rank
    assert wound(enc) == 11  # Accurate touches the Strike only


@pytest.mark.rule(RULE)
def test_accurate_is_times_tier_at_tier_2() -> None:
    """Accurate: "by 1(T) for each rank": at Tier 2, two ranks are +4 over the same fight
    with a plain technique (each roll a d10 and a d4 at Tier 2)."""
    dice = [6, 1, 3, 1, 7, 1]
    plain = hit_with(dice, tech(), a={"pl": 5}, b={"pl": 5})
    accurate = hit_with(dice, tech([ranked("Accurate", 2)]), a={"pl": 5}, b={"pl": 5})
    assert strike(accurate) - strike(plain) == 4


# --- Power Shot ---------------------------------------------------------------------------------


@pytest.mark.rule(RULE)
@pytest.mark.parametrize("rank", [1, 2, 3])
def test_power_shot_raises_wound_by_2t_per_rank(rank: int) -> None:
    """Power Shot: "Increase your Wound Rolls for this Signature Technique by 2(T) for each rank
    of this Advantage." Tier 1: Wound d10 7 + Force 4 + 2 x rank; Soak 4 comes off."""
    enc = hit_with([6, 3, 7], tech([ranked("Power Shot", rank)]))
    assert wound(enc) == 11 + 2 * rank
    assert strike(enc) == 12
    assert _lost_from_log(enc, "B") == 7 + 2 * rank


@pytest.mark.rule(RULE)
def test_power_shot_is_times_tier_at_tier_2() -> None:
    """Power Shot: "by 2(T) for each rank": three ranks at Tier 2 are +12 on the Wound."""
    dice = [6, 1, 3, 1, 7, 1]
    plain = hit_with(dice, tech(), a={"pl": 5}, b={"pl": 5})
    shot = hit_with(dice, tech([ranked("Power Shot", 3)]), a={"pl": 5}, b={"pl": 5})
    assert wound(shot) - wound(plain) == 12


# --- Technique Points and KP --------------------------------------------------------------------


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(
    ("advantages", "tp"),
    [
        ([], 8),
        (["Accurate"], 8 + 3),
        ([ranked("Accurate", 3)], 8 + 3 + 5 + 7),
        ([ranked("Power Shot", 3)], 8 + 4 + 6 + 8),
        ([ranked("Long Shot", 2)], 8 + 3 + 4),
        (["Minion Destroyer"], 8 + 11),
        ([ranked("Penetration", 3)], 8 + 12 + 6 + 6),
        ([ranked("Power Shot", 2), "Accurate"], 8 + 4 + 6 + 3),
    ],
)
def test_technique_points_raise_the_kp_cost(advantages: list[Any], tp: int) -> None:
    """Reference 6: KP = Profile KP + ceil(TP/5); TP starts at 8 and each rank of an Advantage
    adds its own price ("To buy another rank ... pay the TP Cost listed": Power Shot 4, 6, 8;
    Accurate 3, 5, 7; Long Shot 3, 4; Minion Destroyer 11; Penetration 12, 6, 6). Simple
    Profile: 0 KP of its own, Tier 1."""
    enc = duo([6, 3, 7], a={"signatures": [tech(advantages)]})
    attack(enc, "Tech", kind="signature")
    assert paid(enc) == math.ceil(tp / 5)
    assert enc.fighter("A").ki == KI - math.ceil(tp / 5)


@pytest.mark.rule(RULE)
def test_two_techniques_pay_by_their_own_technique_points() -> None:
    """Reference 6 (KP = Profile KP + ceil(TP/5)): of two Simple techniques, the one with
    Power Shot 3 (TP 26: 6 KP) costs 3 KP more than the one with Accurate 1 (TP 11: 3 KP)."""
    heavy = kp_of(tech([ranked("Power Shot", 3)]))
    light = kp_of(tech(["Accurate"]))
    assert (heavy, light) == (6, 3)


@pytest.mark.rule(RULE)
def test_an_ultimate_adds_4_technique_points() -> None:
    """Ultimate Signature Techniques increase the TP cost by 4: a plain Ultimate Simple
    technique is TP 12 (3 KP), one with Power Shot 2 is TP 12 + 4 + 6 = 22 (5 KP)."""
    assert kp_of(tech(ultimate=True)) == 3
    assert kp_of(tech([ranked("Power Shot", 2)], ultimate=True)) == 5


# --- Efficiency ---------------------------------------------------------------------------------


# Efficiency's first rank costs 8 TP, as do two ranks of Accurate (3 + 5), which leave the KP
# alone: the two techniques below are worth the same TP (8 + 18 + 8 = 34, ceil(34/5) = 7).
EFFICIENT = tech(["Efficiency", ranked("Power Shot", 3)])
SAME_TP = tech([ranked("Accurate", 2), ranked("Power Shot", 3)])


@pytest.mark.rule(RULE)
def test_efficiency_takes_4t_off_the_kp_cost() -> None:
    """Efficiency: "Reduce the total KP Cost of this Attacking Maneuver by 4(T) for each rank."
    Simple (0 KP) at Tier 1: the TP 34 technique costs 0 + 7 = 7 KP; with Efficiency in
    place of Accurate 2 it costs 7 - 4 = 3."""
    assert (kp_of(EFFICIENT), kp_of(SAME_TP)) == (3, 7)


@pytest.mark.rule(RULE)
def test_efficiency_is_times_tier_at_tier_2() -> None:
    """Efficiency: "by 4(T) for each rank": at Tier 2 (Power Level 5) it takes 8 KP off the
    total, whatever Price of Power made of the technique's cost, against the same-TP
    technique without it (Simple: the Profile floor of 0 is not reached)."""
    assert kp_of(SAME_TP, pl=5) - kp_of(EFFICIENT, pl=5) == 8


@pytest.mark.rule(RULE)
def test_efficiency_never_goes_below_the_profiles_kp() -> None:
    """Efficiency (summary: "KP -4(T) per rank, never below the Profile's"): a Beam (8 KP)
    with two ranks (TP 8 + 8 + 7 = 23: 8 + 5 - 8 = 5) still pays the Beam's 8."""
    assert kp_of(tech([ranked("Efficiency", 2)], profile="Beam")) == 8


@pytest.mark.rule(RULE)
@pytest.mark.rule("dbu.play.rule-of-one")
def test_efficiency_on_a_free_profile_stops_at_the_rule_of_one() -> None:
    """Efficiency: a Simple technique (Profile 0 KP) with one rank is TP 16: 0 + 4 - 4 = 0; but
    seed 000's Rule of One ("Regardless of the rules, trait, guide, or other sources, you are
    always required to spend at least one type of point to use or purchase capabilities")
    keeps it at 1 KP. (Written blind as 0 from the public file; the seed rule takes
    precedence.)"""
    assert kp_of(tech(["Efficiency"])) == 1


# --- Long Shot ----------------------------------------------------------------------------------


def at_range(squares: int, signature: dict[str, Any]) -> Encounter:
    """A at (1, 2) attacks B ``squares`` away on the same row; B Dodges."""
    enc = start(
        [fighter("A", "A", (1, 2)), fighter("B", "B", (1 + squares, 2))],
        {"A": sheet("Alpha", signatures=[signature]), "B": sheet("Beta")},
        [9, 5, 6, 3, 7],
        width=14,
    )
    attack(enc, signature["name"], kind="signature")
    pass_instants(enc)
    choose(enc, "dodge")
    return enc


@pytest.mark.rule(RULE)
@pytest.mark.parametrize("rank", [1, 2])
def test_long_shot_adds_to_strike_and_wound_at_9_squares(rank: int) -> None:
    """Long Shot: "Increase your Strike Roll and Wound Rolls for this Signature Technique by
    1(T) for each rank of this Advantage when targeting Opponents who are 9+ Squares away"."""
    plain = at_range(9, tech())
    shot = at_range(9, tech([ranked("Long Shot", rank)]))
    assert strike(shot) - strike(plain) == rank
    assert wound(shot) - wound(plain) == rank


@pytest.mark.rule(RULE)
def test_long_shot_does_nothing_at_8_squares() -> None:
    """Long Shot: only "when targeting Opponents who are 9+ Squares away": at 8 squares two
    ranks add nothing."""
    plain = at_range(8, tech())
    shot = at_range(8, tech([ranked("Long Shot", 2)]))
    assert (strike(shot), wound(shot)) == (strike(plain), wound(plain))


@pytest.mark.rule(RULE)
def test_long_shot_does_nothing_when_adjacent() -> None:
    """Long Shot: nothing against an adjacent Opponent."""
    enc = hit_with([6, 3, 7], tech([ranked("Long Shot", 2)]))
    assert (strike(enc), wound(enc)) == (12, 11)


# --- Last Legs ----------------------------------------------------------------------------------


def wounded_attack(life: int, signature: dict[str, Any]) -> Encounter:
    """A (Max Life 144: Bruised below 72, Injured below 36) at ``life`` attacks B."""
    enc = duo([6, 3, 7], a={"signatures": [signature]})
    enc.fighter("A").life = life
    attack(enc, signature["name"], kind="signature")
    pass_instants(enc)
    choose(enc, "dodge")
    return enc


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(("life", "below"), [(144, 0), (60, 1), (30, 2)])
def test_last_legs_adds_1t_per_threshold_below(life: int, below: int) -> None:
    """Last Legs (Ultimate): "Increase your Strike and Wounds Rolls by 1(T) for each Health
    Threshold you're below." Below half (Bruised) one, below a quarter (Injured) two."""
    enc = wounded_attack(life, tech(["Last Legs"], ultimate=True))
    assert strike(enc) == 12 + below
    assert wound(enc) == 11 + below


@pytest.mark.rule(RULE)
def test_last_legs_needs_an_ultimate() -> None:
    """Last Legs: "Requirement: Ultimate Signature Technique." On a technique that is not an
    Ultimate it is either refused on the sheet or gives nothing."""
    try:
        enc = wounded_attack(30, tech(["Last Legs"]))
    except Exception as err:  # refused when the sheet is read
        refusal = str(err)
    else:
        refusal = ""
    if refusal:
        assert "Ultimate" in refusal or "Last Legs" in refusal, refusal
        return
    assert (strike(enc), wound(enc)) == (12, 11)


# --- Armor Piercing -----------------------------------------------------------------------------


def pinpoint(advantages: list[Any], dr: int, ins: int = 8) -> Encounter:
    return hit_with(
        [6, 3, 7],
        tech(advantages, profile="Pinpoint", foundation="physical"),
        a={"ins": ins},
        b={"damage_reduction": dr},
    )


@pytest.mark.rule(RULE)
def test_armor_piercing_ignores_half_the_insight_modifier_of_dr() -> None:
    """Armor-Piercing (Pinpoint): "Ignore the target's Damage Reduction equal to 1/2 of your
    Insight Modifier." Insight 8: 4 of B's DR 6 is ignored, so B loses 4 more Life."""
    plain = pinpoint([], dr=6)
    piercing = pinpoint(["Armor Piercing"], dr=6)
    assert wound(plain) == wound(piercing)
    assert _lost_from_log(piercing, "B") - _lost_from_log(plain, "B") == 4


@pytest.mark.rule(RULE)
def test_armor_piercing_cannot_ignore_more_dr_than_there_is() -> None:
    """Armor-Piercing ignores DR only: against DR 2 (less than Insight 8's half, 4) it hits as
    if B had no DR, never harder."""
    no_dr = pinpoint([], dr=0)
    piercing = pinpoint(["Armor Piercing"], dr=2)
    assert _lost_from_log(piercing, "B") == _lost_from_log(no_dr, "B")


# --- Shattering Blow ----------------------------------------------------------------------------


def crushing(advantages: list[Any], dice: list[int] | None = None) -> Encounter:
    """A Crushing physical technique on B (Tenacity 8: Soak 8)."""
    return hit_with(
        dice or [6, 3, 7],
        tech(advantages, profile="Crushing", foundation="physical"),
        b={"te": 8},
    )


@pytest.mark.rule(RULE)
@pytest.mark.parametrize("rank", [1, 2, 4])
def test_shattering_blow_adds_a_quarter_of_soak_per_rank(rank: int) -> None:
    """Shattering Blow (Crushing): "If you inflict Damage with this Attacking Maneuver,
    increase the amount of Damage inflicted by 1/4 of the target's Soak Value for each rank."
    B's Soak 8: +2 Damage per rank."""
    plain = crushing([])
    blow = crushing([ranked("Shattering Blow", rank)])
    assert wound(plain) == wound(blow)
    assert _lost_from_log(blow, "B") - _lost_from_log(plain, "B") == 2 * rank


@pytest.mark.rule(RULE)
def test_shattering_blow_adds_nothing_on_a_miss() -> None:
    """Shattering Blow: only "If you inflict Damage": a missed attack deals none at all."""
    enc = crushing([ranked("Shattering Blow", 4)], dice=[2, 9, 7])
    assert "A Wound" not in log(enc)
    assert "B Dodge" in log(enc)
    assert "B loses" not in log(enc)
    assert "Shattering Blow" not in log(enc).split("A Strike")[-1]


# --- Minion Destroyer ---------------------------------------------------------------------------


@pytest.mark.rule(RULE)
def test_minion_destroyer_adds_the_damage_attribute_against_a_minion() -> None:
    """Minion Destroyer: "If a Minion takes Damage from this Attacking Maneuver, increase the
    amount of Damage taken by the Damage Attribute." A's Wound adds Force 6 (the Damage
    Attribute of this energy attack, as its Wound line shows): 6 more Damage."""
    plain = hit_with([6, 3, 7], tech(), a={"fo": 6}, b={"minion": True})
    destroyer = hit_with([6, 3, 7], tech(["Minion Destroyer"]), a={"fo": 6}, b={"minion": True})
    assert "Force 6" in log(destroyer)
    assert wound(plain) == wound(destroyer)
    assert _lost_from_log(destroyer, "B") - _lost_from_log(plain, "B") == 6


@pytest.mark.rule(RULE)
def test_minion_destroyer_does_nothing_to_a_non_minion() -> None:
    """Minion Destroyer works only "If a Minion takes Damage"."""
    plain = hit_with([6, 3, 7], tech(), a={"fo": 6})
    destroyer = hit_with([6, 3, 7], tech(["Minion Destroyer"]), a={"fo": 6})
    assert _lost_from_log(destroyer, "B") == _lost_from_log(plain, "B")


# --- Penetration --------------------------------------------------------------------------------


def broken(enc: Encounter, fid: str = "B") -> int:
    return sum(
        getattr(e, "stacks", 1) for e in enc.fighter(fid).effects if e.name.lower() == "broken"
    )


@pytest.mark.rule(RULE)
@pytest.mark.parametrize("rank", [1, 2, 3])
def test_penetration_applies_broken_equal_to_ranks(rank: int) -> None:
    """Penetration: "When you hit an Opponent with this Attacking Maneuver, apply a number of
    stacks of the Broken Combat Condition equal to the ranks of this Advantage"."""
    enc = hit_with([6, 3, 7], tech([ranked("Penetration", rank)]))
    assert broken(enc) == rank


@pytest.mark.rule(RULE)
def test_penetration_applies_nothing_on_a_miss() -> None:
    """Penetration works "When you hit": a Dodged attack leaves no Broken."""
    enc = hit_with([2, 9, 7], tech([ranked("Penetration", 2)]))
    assert "B Dodge" in log(enc)
    assert "A Wound" not in log(enc)
    assert broken(enc) == 0


@pytest.mark.rule(RULE)
def test_penetration_broken_lasts_until_the_start_of_your_next_turn() -> None:
    """Penetration: Broken "until the start of your next turn": still on B through B's turn,
    gone when A's next turn starts."""
    enc = hit_with([6, 3, 7], tech([ranked("Penetration", 2)]))
    end_turn(enc)
    assert enc.decision.actor == "B"
    assert broken(enc) == 2
    end_turn(enc)
    assert enc.decision.actor == "A"
    assert broken(enc) == 0


# --- Sudden Blast -------------------------------------------------------------------------------


@pytest.mark.rule("dbu.counter.defend.parry")
@pytest.mark.parametrize(("advantages", "reflect"), [([], True), (["Sudden Blast"], False)])
def test_sudden_blast_cannot_be_reflected_after_a_parry(
    advantages: list[Any], reflect: bool
) -> None:
    """Sudden Blast (Clearing): "A Character cannot use the Reflect Maneuver as a Modifier
    Maneuver through the effects of the Parry option of the Defend Maneuver ... in response to
    this Attacking Maneuver." B Parries (7 + 6 = 13 against A's Strike 12)."""
    enc = duo([6, 7, 8], a={"signatures": [tech(advantages, profile="Clearing")]})
    attack(enc, "Tech", kind="signature")
    pass_instants(enc)
    choose(enc, "defend", defend="parry")
    assert "B Parry 13" in log(enc)
    offered = enc.decision is not None and enc.decision.kind == "reflect" and has(enc, "reflect")
    assert offered is reflect


# --- Super Advantage ----------------------------------------------------------------------------


@pytest.mark.rule(RULE)
def test_super_advantage_doubles_power_shot() -> None:
    """Super Advantage (Ultimate): "Double the bonus gained from one of the following
    Advantages (chosen upon gaining this Advantage): Long Shot, Power Shot (up to 3 Ranks), or
    Accurate." Power Shot 2 (+4) becomes +8: Wound 7 + 4 + 8."""
    enc = hit_with(
        [6, 3, 7],
        tech([ranked("Power Shot", 2), "Super Advantage (Power Shot)"], ultimate=True),
    )
    assert wound(enc) == 19
    assert strike(enc) == 12


@pytest.mark.rule(RULE)
def test_super_advantage_doubles_accurate() -> None:
    """Super Advantage (Accurate): Accurate 3 (+3) becomes +6: Strike 6 + 2 + 4 + 6."""
    enc = hit_with(
        [6, 3, 7],
        tech([ranked("Accurate", 3), "Super Advantage (Accurate)"], ultimate=True),
    )
    assert strike(enc) == 18
    assert wound(enc) == 11


@pytest.mark.rule(RULE)
def test_super_advantage_doubles_long_shot_at_range() -> None:
    """Super Advantage (Long Shot): Long Shot 2 at 9 squares (+2 Strike and Wound) becomes
    +4 on each, against the same Ultimate without Long Shot."""
    plain = at_range(9, tech(ultimate=True))
    shot = at_range(9, tech([ranked("Long Shot", 2), "Super Advantage (Long Shot)"], ultimate=True))
    assert strike(shot) - strike(plain) == 4
    assert wound(shot) - wound(plain) == 4


@pytest.mark.rule(RULE)
def test_super_advantage_does_not_double_the_other_advantages() -> None:
    """Super Advantage doubles only the one Advantage chosen: with Power Shot chosen, Accurate
    1 stays +1 while Power Shot 1 becomes +4."""
    enc = hit_with(
        [6, 3, 7],
        tech(["Power Shot", "Accurate", "Super Advantage (Power Shot)"], ultimate=True),
    )
    assert strike(enc) == 13
    assert wound(enc) == 15


@pytest.mark.rule(RULE)
def test_super_advantage_needs_an_ultimate() -> None:
    """Super Advantage: "Requirement: Ultimate Signature Technique." On a technique that is
    not an Ultimate it is refused on the sheet or doubles nothing (Power Shot 1 stays +2)."""
    try:
        enc = hit_with([6, 3, 7], tech(["Power Shot", "Super Advantage (Power Shot)"]))
    except Exception as err:  # refused when the sheet is read
        refusal = str(err)
    else:
        refusal = ""
    if refusal:
        assert "Ultimate" in refusal or "Super Advantage" in refusal, refusal
        return
    assert wound(enc) == 13


# --- An Advantage the engine does not play ------------------------------------------------------


@pytest.mark.rule(RULE)
def test_an_unplayed_advantage_says_so_when_used() -> None:
    """An Advantage with no effect in the engine (Weather Calling, an Elemental technique's)
    is named in the log as having "no effect in play" when the technique is used."""
    enc = hit_with(
        [6, 3, 7],
        tech(["Weather Calling"], profile="Elemental (Fire)", foundation="magic"),
        a={"ma": 5},
    )
    assert "Weather Calling" in log(enc)
    assert "no effect in play" in log(enc)


@pytest.mark.rule(RULE)
def test_played_advantages_do_not_say_no_effect() -> None:
    """Power Shot and Accurate are played: the log does not call them without effect."""
    enc = hit_with([6, 3, 7], tech(["Power Shot", "Accurate"]))
    assert "no effect in play" not in log(enc)
