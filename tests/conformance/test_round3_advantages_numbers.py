"""Round 3, Signature Technique Advantages (second batch): blind conformance tests for Maximum
Charge, Full Wager, Perfect Strike, Transformation Boost, Concentrated Strike, Overwhelming
Terror, Instant Assault, Peppering Blows, Condition, Knockback, Forceful Launch and Precise Strike.

Sources: the public Foundry VTT system's Advantage files (IvoPierucci/dbu-ttrpg,
traits/signature/advantages/<name>.dbu: the ``Effect:`` line, or the rule text of the file,
and its ``Requirement:`` line); seed 001 (Energy Charge, Defend, Called Shot, the Instant
window); /work/shared/reference/dbu-rules-gaps.md section 3b (Ki Wager: "up to 1/2 Max
Capacity (also limited by current Capacity)"), section 4 (Energy Charge "+1d6(T) per charge,
1d8(T) on a Signature"; Diminishing Defense "-1 (flat) Dodge per stack; stacks per attack = 1
at base ToP 1-2, 2 at 3-4"; "Might Clash = Might vs Might", ties to the Defender), section 6
(Profiles: Blast is a Cone AoE, Launching has a free Knockback, Combination's three extra
Strikes) and section 8a (the Dice Category ladder 1d4, 1d6, 1d8, 1d10, ...).

Everything goes through the public API (sheets as plain data, fixed dice, decisions, the event
log). Every fighter is a plain Earthling (``actions_b_support.sheet``): Power Level 4 is Tier
of Power 1 (a d10 per roll, (T) = 1), Power Level 5 is Tier 2 (a d10 and a d4), Power Level 10
Tier 3 (a d10 and a d6). Haste 2, Awareness 4, Defense Value 4, Soak 4, Force 4, Might 4, Max
Capacity 32 at Power Level 4. A Signature Technique's KP cost is Profile KP + ceil(TP / 5)
(TP = 8 + each rank's price, +4 for an Ultimate)."""

from __future__ import annotations

from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter

from .actions_b_support import (
    attack,
    choose,
    duo,
    effect_names,
    end_turn,
    fighter,
    has,
    log,
    number,
    options,
    pass_instants,
    sheet,
    start,
)
from .round3_advantages_support import ranked, tech

RULE = "dbu.std.signature-technique"


def settle(enc: Encounter) -> None:
    """Let every pending Instant window, provoked Exploit and ally's Intervene go."""
    while enc.decision is not None and enc.decision.kind in ("instant", "exploit", "intervene"):
        choose(enc, "pass")


def declare(enc: Encounter, label: str, kind: str = "signature", wager: int = 0) -> None:
    attack(enc, label, kind=kind, wager=wager)
    settle(enc)


def hit_with(
    dice: list[int],
    signature: dict[str, Any],
    a: dict[str, Any] | None = None,
    b: dict[str, Any] | None = None,
    **extra: Any,
) -> Encounter:
    """A (at (2, 2)) attacks the adjacent B (at (3, 2)) with ``signature``; B Dodges."""
    enc = duo(dice, a={**(a or {}), "signatures": [signature]}, b=b, **extra)
    declare(enc, signature["name"])
    choose(enc, "dodge")
    return enc


def charged(
    dice: list[int],
    signature: dict[str, Any],
    charges: int,
    a: dict[str, Any] | None = None,
    b: dict[str, Any] | None = None,
) -> Encounter:
    """A declares ``signature`` with the Energy Charge Maneuver, charges it ``charges`` times
    in all, releases it on B (no Modifier, no Ki Wager); B Dodges."""
    enc = duo(dice, a={**(a or {}), "signatures": [signature]}, b=b)
    choose(enc, "charge_declare")
    settle(enc)
    choose(enc, "charge_attack", signature=signature["name"])
    settle(enc)
    for _ in range(charges - 1):
        choose(enc, "charge")
        settle(enc)
    choose(enc, "release", target="B")
    if enc.decision.kind == "modifier":
        choose(enc, "no_modifier")
    if enc.decision.kind == "wager":
        choose(enc, "wager", kp=0)
    settle(enc)
    choose(enc, "dodge")
    return enc


def strike(enc: Encounter) -> int:
    return number(enc, r"A Strike (-?\d+)")


def wound(enc: Encounter) -> int:
    return number(enc, r"A Wound (-?\d+)")


def dodge(enc: Encounter, fid: str = "B") -> int:
    return number(enc, rf"{fid} Dodge (-?\d+)")


def wound_line(enc: Encounter) -> str:
    return [line for line in log(enc).splitlines() if line.startswith("A Wound")][-1]


def max_wager(enc: Encounter) -> int:
    assert enc.decision is not None
    assert enc.decision.kind == "wager", enc.decision.kind
    return max(o.args["kp"] for o in enc.decision.options)


def to_wager(enc: Encounter, label: str, kind: str = "signature") -> Encounter:
    """Declare an attack up to its Ki Wager decision (no Modifier)."""
    choose(enc, kind, label)
    if enc.decision.kind == "modifier":
        choose(enc, "no_modifier")
    return enc


def refused(signature: dict[str, Any]) -> str:
    """The refusal of a sheet carrying ``signature`` ("" when it is accepted)."""
    try:
        duo([], a={"signatures": [signature]})
    except Exception as err:  # refused when the sheet is read
        return str(err)
    return ""


def until_turn(enc: Encounter, fid: str) -> None:
    """Everyone else ends their turn until ``fid``'s turn decision comes up."""
    while True:
        settle(enc)
        if enc.decision.kind == "turn" and enc.decision.actor == fid:
            return
        end_turn(enc)


FORMS = [
    {"name": "Big", "tier_requirement": 1, "stress_test_requirement": 2},
    {"name": "Kaio", "kind": "enhancement", "tier_requirement": 1, "stress_test_requirement": 2},
]


# --- Maximum Charge -----------------------------------------------------------------------------


@pytest.mark.rule(RULE)
def test_signature_energy_charges_roll_d8_without_maximum_charge() -> None:
    """Reference section 4: Energy Charge "1d8(T) on a Signature". The baseline for Maximum
    Charge: two charges on a plain Ultimate roll 2d8. Wound d10 7 + 5 + 6 + Force 4 = 22."""
    enc = charged([6, 3, 7, 5, 6], tech(ultimate=True), 2)
    assert "2 charges 2d8" in wound_line(enc)
    assert wound(enc) == 22


@pytest.mark.rule(RULE)
def test_maximum_charge_raises_the_charge_dice_one_category() -> None:
    """Maximum Charge (Ultimate): "Increase the Dice Category of the Extra Dice gained from any
    Energy Charges by 1 Category." d8 -> d10 (ladder 1d4, 1d6, 1d8, 1d10): two charges roll
    2d10, so a 9 on each is possible. Wound d10 7 + 9 + 9 + Force 4 = 29."""
    enc = charged([6, 3, 7, 9, 9], tech(["Maximum Charge"], ultimate=True), 2)
    assert "2 charges 2d10" in wound_line(enc)
    assert wound(enc) == 29


@pytest.mark.rule(RULE)
def test_maximum_charge_at_tier_2_rolls_2d10_a_charge() -> None:
    """Maximum Charge at Tier 2: a charge is 1d8(T) = 2d8, one Category up 2d10. Wound
    d10 7 + d4 2 + charge 8 + 9 + Force 4 = 30."""
    enc = charged(
        [6, 1, 3, 1, 7, 2, 8, 9],
        tech(["Maximum Charge"], ultimate=True),
        1,
        a={"pl": 5},
        b={"pl": 5},
    )
    assert "1 charge 2d10" in wound_line(enc)
    assert wound(enc) == 30


@pytest.mark.rule(RULE)
def test_maximum_charge_adds_nothing_without_an_energy_charge() -> None:
    """Maximum Charge changes only "the Extra Dice gained from any Energy Charges": an
    uncharged use has no charge dice at all. Wound d10 7 + Force 4 = 11."""
    enc = hit_with([6, 3, 7, 9, 9], tech(["Maximum Charge"], ultimate=True))
    assert "charge" not in wound_line(enc)
    assert wound(enc) == 11


@pytest.mark.rule(RULE)
def test_maximum_charge_raises_a_transformation_boost_charge_too() -> None:
    """Maximum Charge: "any Energy Charges", the one Transformation Boost applies in a Form
    included: that charge rolls 1d10, so a 9 is possible. Stress Test d10 5 (10 >= 2); Strike
    6, Dodge 3; Wound d10 7 + 9 + Force 4 = 20."""
    signature = tech(["Maximum Charge", "Transformation Boost"], ultimate=True)
    enc = duo([5, 6, 3, 7, 9], a={"forms": FORMS, "signatures": [signature]})
    choose(enc, "transform", form="Big")
    pass_instants(enc)
    declare(enc, "Tech")
    choose(enc, "dodge")
    assert "1 charge 1d10" in wound_line(enc)
    assert wound(enc) == 20


@pytest.mark.rule(RULE)
def test_maximum_charge_needs_an_ultimate() -> None:
    """Maximum Charge: "Requirement: Ultimate Signature Technique." Refused on a plain one."""
    assert "Maximum Charge" in refused(tech(["Maximum Charge"]))


# --- Full Wager ---------------------------------------------------------------------------------


@pytest.mark.rule(RULE)
def test_full_wager_lifts_the_half_capacity_ceiling() -> None:
    """Full Wager: "the amount of Ki Points you can Ki Wager is only limited by your remaining
    Capacity." Capacity 32; the technique (TP 8 + 10 = 18: 4 KP) leaves 28, all of it on
    offer; a plain technique stops at 1/2 of Max Capacity, 16 (reference 3b)."""
    full = to_wager(duo([], a={"signatures": [tech(["Full Wager"])]}), "Tech")
    plain = to_wager(duo([], a={"signatures": [tech()]}), "Tech")
    assert (max_wager(full), max_wager(plain)) == (28, 16)


@pytest.mark.rule(RULE)
def test_full_wager_still_stops_at_the_remaining_capacity() -> None:
    """Full Wager: "only limited by your remaining Capacity": after a Basic Attack with a Ki
    Wager of 10 (Capacity 32 - 10 = 22) the technique's 4 KP leave 18, the most it may wager
    (more than half of Max Capacity, never more than what remains)."""
    enc = duo([6, 3, 7], a={"signatures": [tech(["Full Wager"])]})
    declare(enc, "Simple, energy", kind="attack", wager=10)
    choose(enc, "dodge")
    settle(enc)
    to_wager(enc, "Tech")
    assert max_wager(enc) == 18


@pytest.mark.rule(RULE)
def test_full_wager_pays_into_the_wound() -> None:
    """Full Wager: a wager of 24 (above the usual 16) is paid and added to the Wound Roll:
    d10 7 + Force 4 + 24 = 35."""
    enc = duo([6, 3, 7], a={"signatures": [tech(["Full Wager"])]})
    declare(enc, "Tech", wager=24)
    choose(enc, "dodge")
    assert wound(enc) == 35


@pytest.mark.rule(RULE)
def test_full_wager_does_not_lift_the_ceiling_of_other_attacks() -> None:
    """Full Wager is "For this Attacking Maneuver": the same fighter's Basic Attack keeps the
    1/2 Max Capacity ceiling, 16."""
    enc = to_wager(
        duo([], a={"signatures": [tech(["Full Wager"])]}), "Simple, energy", kind="attack"
    )
    assert max_wager(enc) == 16


# --- Perfect Strike -----------------------------------------------------------------------------


PERFECT = tech(["Perfect Strike"], ultimate=True)  # TP 8 + 4 + 8 = 20: 4 KP


@pytest.mark.rule(RULE)
def test_perfect_strike_halves_the_capacity_taken_by_the_kp_cost() -> None:
    """Perfect Strike (Simple, Ultimate): "Halve the reduction to your Capacity Rate from any Ki
    Points spent on this Signature Technique's Ki Point Cost (you must still pay the full Ki
    Point Cost)." 4 KP: Ki 86 - 4 = 82, Capacity 32 - 2 = 30."""
    enc = to_wager(duo([], a={"signatures": [PERFECT]}), "Tech")
    assert (enc.fighter("A").ki, enc.fighter("A").capacity) == (82, 30)


@pytest.mark.rule(RULE)
def test_an_ultimate_without_perfect_strike_takes_full_capacity() -> None:
    """Without Perfect Strike, an Ultimate of the same TP (8 + 4 + Accurate 2's 3 + 5 = 20:
    4 KP) takes the full 4 Capacity: Ki 82, Capacity 28."""
    enc = to_wager(
        duo([], a={"signatures": [tech([ranked("Accurate", 2)], ultimate=True)]}), "Tech"
    )
    assert (enc.fighter("A").ki, enc.fighter("A").capacity) == (82, 28)


@pytest.mark.rule(RULE)
def test_perfect_strike_does_not_halve_the_ki_wager() -> None:
    """Perfect Strike halves only what the "Ki Point Cost" takes: a Ki Wager of 6 takes 6 more
    Capacity (30 - 6 = 24) and 6 more Ki (82 - 6 = 76)."""
    enc = duo([6, 3, 7], a={"signatures": [PERFECT]})
    declare(enc, "Tech", wager=6)
    assert (enc.fighter("A").ki, enc.fighter("A").capacity) == (76, 24)


@pytest.mark.rule(RULE)
def test_perfect_strike_needs_the_simple_profile() -> None:
    """Perfect Strike: "Requirement: Simple Profile, Ultimate Signature Technique." Refused on
    an Ultimate Beam, and on a Simple technique that is not an Ultimate."""
    assert "Perfect Strike" in refused(tech(["Perfect Strike"], profile="Beam", ultimate=True))
    assert "Perfect Strike" in refused(tech(["Perfect Strike"]))


# --- Transformation Boost -----------------------------------------------------------------------


def boosted(form: str | None) -> Encounter:
    """A (in ``form``, entered with a Stress Test d10 5: 5 + 1 + Power Level 4 = 10 >= 2, or in
    the Normal State) hits B with a Transformation Boost Ultimate: Strike 6, Dodge 3, Wound
    d10 7, then a charge die 4."""
    enc = duo(
        ([5] if form else []) + [6, 3, 7, 4],
        a={"forms": FORMS, "signatures": [tech(["Transformation Boost"], ultimate=True)]},
    )
    if form:
        choose(enc, "transform", form=form)
        pass_instants(enc)
    declare(enc, "Tech")
    choose(enc, "dodge")
    return enc


@pytest.mark.rule(RULE)
def test_transformation_boost_adds_an_energy_charge_in_a_form() -> None:
    """Transformation Boost (Ultimate): "At Attack Declaration, if you are in a Form or
    Transcended Enhancement, apply an Energy Charge to this Attacking Maneuver." In the Form
    Big: one charge, 1d8 on a Signature. Wound d10 7 + 4 + Force 4 = 15."""
    enc = boosted("Big")
    assert enc.fighter("A").form == "Big"
    assert "1 charge 1d8" in wound_line(enc)
    assert wound(enc) == 15


@pytest.mark.rule(RULE)
def test_transformation_boost_adds_nothing_in_the_normal_state() -> None:
    """Transformation Boost: not in a Form, no charge. Wound d10 7 + Force 4 = 11."""
    enc = boosted(None)
    assert "charge" not in wound_line(enc)
    assert wound(enc) == 11


@pytest.mark.rule(RULE)
def test_transformation_boost_adds_nothing_in_a_plain_enhancement() -> None:
    """Transformation Boost names "a Form or Transcended Enhancement": an ordinary
    Enhancement (Kaio) is neither. Wound d10 7 + Force 4 = 11."""
    enc = boosted("Kaio")
    assert enc.fighter("A").enhancement == "Kaio"
    assert "charge" not in wound_line(enc)
    assert wound(enc) == 11


@pytest.mark.rule(RULE)
def test_transformation_boost_needs_an_ultimate() -> None:
    """Transformation Boost: "Requirement: Ultimate Signature Technique." """
    assert "Transformation Boost" in refused(tech(["Transformation Boost"]))


# --- Concentrated Strike ------------------------------------------------------------------------


def cone(c_pos: tuple[int, int], advantages: list[Any]) -> Encounter:
    """A at (2, 2) aims a Blast (Cone) technique at B at (3, 2); C (B's side) at ``c_pos``.
    Strike 6; B Dodges 3 (and C 2 when caught); then the Wound d10 and any charge die."""
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2)), fighter("C", "B", c_pos)],
        {
            "A": sheet("Alpha", signatures=[tech(advantages, profile="Blast")]),
            "B": sheet("Beta"),
            "C": sheet("Gamma"),
        },
        [9, 5, 4, 6, 3, 2, 5, 4],
        width=16,
    )
    declare(enc, "aimed at B")
    while enc.decision is not None and enc.decision.kind == "reaction":
        choose(enc, "dodge")
        settle(enc)
    return enc


@pytest.mark.rule(RULE)
def test_concentrated_strike_charges_a_cone_on_a_single_target() -> None:
    """Concentrated Strike: "If you only target a single Character with this Attacking
    Maneuver's AoE, apply an Energy Charge." Only B in the cone (C far off): Wound d10 2 + a
    1d8 charge 5 + Force 4 = 11 (C Dodges nothing, so the dice run 6, 3, then 2, 5)."""
    enc = cone((14, 7), ["Concentrated Strike"])
    assert "C Dodge" not in log(enc)
    assert "1 charge 1d8" in wound_line(enc)
    assert wound(enc) == 11


@pytest.mark.rule(RULE)
def test_concentrated_strike_adds_nothing_with_two_in_the_area() -> None:
    """Concentrated Strike: "only ... a single Character": with B and C both in the cone
    there is no charge. Wound d10 5 + Force 4 = 9 on each."""
    enc = cone((3, 3), ["Concentrated Strike"])
    assert "C Dodge" in log(enc)
    assert "charge" not in wound_line(enc)
    assert wound(enc) == 9


@pytest.mark.rule(RULE)
def test_concentrated_strike_needs_an_area_and_no_pinpoint_precision() -> None:
    """Concentrated Strike: "Requirement: This Attacking Maneuver possesses an AoE, this
    Attacking Maneuver does not possess the Pinpoint Precision Advantage." Refused on a Simple
    technique, and on a Blast that also has Pinpoint Precision."""
    assert "Concentrated Strike" in refused(tech(["Concentrated Strike"]))
    both = tech(["Concentrated Strike", "Pinpoint Precision"], profile="Blast")
    assert "Concentrated Strike" in refused(both)
    assert refused(tech(["Concentrated Strike"], profile="Blast")) == ""


# --- Overwhelming Terror ------------------------------------------------------------------------


SCARE = {"condition": "shaken", "lasts": "rounds", "rounds": 2}


def terror(shaken: bool) -> Encounter:
    """Round 1: A hits B with Scare (Shaken for 2 Combat Rounds) or a plain technique; round 2:
    A hits B with Terror (Overwhelming Terror). Each hit: Strike 6, Dodge 3, Wound d10 7; then
    a charge die 4."""
    first = tech(name="Scare", inflicts=[SCARE] if shaken else [])
    enc = duo(
        [6, 3, 7, 6, 3, 7, 4],
        a={"signatures": [first, tech(["Overwhelming Terror"], name="Terror")]},
    )
    declare(enc, "Scare")
    choose(enc, "dodge")
    end_turn(enc)
    until_turn(enc, "A")
    assert ("shaken" in effect_names(enc, "B")) is shaken
    declare(enc, "Terror")
    choose(enc, "dodge")
    return enc


@pytest.mark.rule(RULE)
def test_overwhelming_terror_charges_against_a_shaken_target() -> None:
    """Overwhelming Terror: "Apply an Energy Charge to this Attacking Maneuver if all of the
    targets for this Attacking Maneuver are suffering from the Shaken Combat Condition." B is
    Shaken: one 1d8 charge. Wound d10 7 + 4 + Force 4 = 15."""
    enc = terror(shaken=True)
    assert "1 charge 1d8" in wound_line(enc)
    assert wound(enc) == 15


@pytest.mark.rule(RULE)
def test_overwhelming_terror_adds_nothing_against_a_calm_target() -> None:
    """Overwhelming Terror: B is not Shaken: no charge. Wound d10 7 + Force 4 = 11."""
    enc = terror(shaken=False)
    assert "charge" not in wound_line(enc)
    assert wound(enc) == 11


def cone_round(enc: Encounter) -> None:
    """After a declaration: no Modifier, no Ki Wager, every target Dodges."""
    if enc.decision.kind == "modifier":
        choose(enc, "no_modifier")
    choose(enc, "wager", kp=0)
    settle(enc)
    while enc.decision.kind == "reaction":
        choose(enc, "dodge")
        settle(enc)


def terror_cone(shake_both: bool) -> Encounter:
    """Round 1: A hits B (Scare, single target) or B and C (Scare Blast) with Shaken for 2
    Combat Rounds; round 2: A's Terror Blast catches B and C (C at (3, 3))."""
    scare = tech(name="Scare", profile="Blast" if shake_both else "Simple", inflicts=[SCARE])
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2)), fighter("C", "B", (3, 3))],
        {
            "A": sheet(
                "Alpha",
                signatures=[scare, tech(["Overwhelming Terror"], name="Terror", profile="Blast")],
            ),
            "B": sheet("Beta"),
            "C": sheet("Gamma"),
        },
        [9, 5, 4] + ([6, 3, 2, 7] if shake_both else [6, 3, 7]) + [6, 3, 2, 7, 4],
        width=16,
    )
    choose(enc, "signature", "Scare", target="B")
    cone_round(enc)
    end_turn(enc)
    until_turn(enc, "A")
    assert "shaken" in effect_names(enc, "B")
    assert ("shaken" in effect_names(enc, "C")) is shake_both
    choose(enc, "signature", "Terror", target="B")
    cone_round(enc)
    return enc


@pytest.mark.rule(RULE)
def test_overwhelming_terror_needs_every_target_shaken() -> None:
    """Overwhelming Terror: "if all of the targets ... are suffering from the Shaken Combat
    Condition": B Shaken but C not, in the same cone: no charge. Wound d10 7 + Force 4 = 11."""
    enc = terror_cone(shake_both=False)
    assert "C Dodge" in log(enc).split("Round 2 begins")[-1]
    assert "charge" not in wound_line(enc)
    assert wound(enc) == 11


@pytest.mark.rule(RULE)
def test_overwhelming_terror_charges_when_every_target_is_shaken() -> None:
    """Overwhelming Terror: B and C both Shaken, both in the cone: one charge. Wound d10 7 +
    1d8 4 + Force 4 = 15."""
    enc = terror_cone(shake_both=True)
    assert "1 charge 1d8" in wound_line(enc)
    assert wound(enc) == 15


# --- Instant Assault ----------------------------------------------------------------------------


def instant_windows(advantages: list[Any], basic_after: bool = False) -> list[str]:
    """A declares its technique on B (who could Surge or enter Raging as an Instant: B is
    wounded, has Karma and a State) and, with ``basic_after``, then a Basic Attack; the
    Instant decisions that came up after each declaration, by actor."""
    enc = duo(
        [6, 3, 7, 6, 3, 7],
        a={"signatures": [tech(advantages)]},
        b={"karma": 3, "states": {"raging": 1}},
    )
    enc.fighter("B").life = 100
    seen: list[str] = []

    def run(label: str, kind: str) -> None:
        choose(enc, kind, label)
        while enc.decision.kind != "reaction":
            if enc.decision.kind == "instant":
                seen.append(f"{kind}:{enc.decision.actor}")
                choose(enc, "pass")
            elif enc.decision.kind == "modifier":
                choose(enc, "no_modifier")
            elif enc.decision.kind == "wager":
                choose(enc, "wager", kp=0)
            else:
                raise AssertionError(enc.decision.kind)
        choose(enc, "dodge")
        settle(enc)

    run("Tech", "signature")
    if basic_after:
        run("Simple, energy", "attack")
    return seen


@pytest.mark.rule(RULE)
def test_without_instant_assault_the_target_gets_an_instant_window() -> None:
    """Seed 001: Instant Maneuvers may answer a declared maneuver: B, wounded and with a State
    to enter, is offered its Instant window against a plain technique."""
    assert "signature:B" in instant_windows([])


@pytest.mark.rule(RULE)
def test_instant_assault_allows_no_instant_in_response() -> None:
    """Instant Assault: "No Instant Maneuvers can be triggered in response to this Attacking
    Maneuver." B is offered no Instant window against it."""
    assert instant_windows(["Instant Assault"]) == []


@pytest.mark.rule(RULE)
def test_instant_assault_does_not_shield_the_next_attack() -> None:
    """Instant Assault covers "this Attacking Maneuver" only: A's Basic Attack right after it
    gets B's Instant window again."""
    seen = instant_windows(["Instant Assault"], basic_after=True)
    assert "signature:B" not in seen
    assert "attack:B" in seen


# --- Peppering Blows ----------------------------------------------------------------------------


def peppered(rank: int, pl: int = 4, defend: str | None = None) -> Encounter:
    """A hits B with a Combination technique (Peppering Blows ``rank``, 0 for none), then with
    a Basic Attack (Simple, physical); B Dodges that one. Every die is a 5 except B's first
    Dodge (1: A's Strike wins; at Tier 3 a d10 and a d6 each roll)."""
    advantages = [ranked("Peppering Blows", rank)] if rank else []
    enc = duo(
        [5, 5, 1, 1] + [5] * 40 if pl >= 10 else [5, 1] + [5] * 20,
        a={"pl": pl, "signatures": [tech(advantages, profile="Combination")]},
        b={"pl": pl},
    )
    declare(enc, "Tech")
    if defend:
        choose(enc, "defend", defend=defend)
    else:
        choose(enc, "dodge")
    settle(enc)
    declare(enc, "Simple, physical", kind="attack")
    choose(enc, "dodge")
    return enc


@pytest.mark.rule(RULE)
def test_a_combination_technique_gives_one_diminishing_defense_stack() -> None:
    """Reference 4 (Diminishing Defense, 1 stack an attack at base Tier 1-2, -1 flat Dodge a
    stack): the baseline. B's Dodge against the next attack: d10 5 + Defense Value 4 - 1 = 8."""
    assert dodge(peppered(0)) == 8


@pytest.mark.rule(RULE)
@pytest.mark.parametrize("rank", [1, 2, 3])
def test_peppering_blows_counts_as_more_attacks_for_diminishing_defense(rank: int) -> None:
    """Peppering Blows (Combination): "For each rank of this Advantage, this Attacking Maneuver
    is considered another Attacking Maneuver for the sake of applying Diminishing Defense
    stacks." 1 + rank stacks: B's next Dodge is 5 + 4 - (1 + rank)."""
    assert dodge(peppered(rank)) == 8 - rank


@pytest.mark.rule(RULE)
def test_peppering_blows_scales_with_the_stacks_per_attack_at_tier_3() -> None:
    """Peppering Blows at base Tier 3, where each Attacking Maneuver applies 2 Diminishing
    Defense stacks: one rank makes the technique count twice, 4 stacks instead of 2, so B's
    next Dodge is 2 lower than after the same technique without it."""
    assert dodge(peppered(0, pl=10)) - dodge(peppered(1, pl=10)) == 2


@pytest.mark.rule(RULE)
def test_peppering_blows_does_not_count_for_diminishing_offense() -> None:
    """Peppering Blows counts "for the sake of applying Diminishing Defense stacks" only: A's
    own count of attacks (Diminishing Offense after the 3rd) does not grow. A's Basic Attack
    after a rank 3 technique is its 2nd attack: Strike d10 5 + Haste 2 + Awareness 4 = 11."""
    enc = peppered(3)
    assert strike(enc) == 11
    assert "Diminishing Offense" not in log(enc)


@pytest.mark.rule(RULE)
def test_peppering_blows_gives_no_stacks_to_a_defender_who_defends() -> None:
    """Seed 001: "If you use the Defend Maneuver in response to an Attacking Maneuver, you do
    not gain any stacks of Diminishing Defense from that Attacking Maneuver": B takes the rank
    3 technique with Direct Hit, so its Dodge against the next attack is 5 + 4 = 9."""
    assert dodge(peppered(3, defend="direct_hit")) == 9


@pytest.mark.rule(RULE)
def test_peppering_blows_needs_the_combination_profile() -> None:
    """Peppering Blows: "Requirement: Combination Profile." Refused on a Simple technique."""
    assert "Peppering Blows" in refused(tech(["Peppering Blows"]))


# --- Condition ----------------------------------------------------------------------------------


CONDITIONS = [
    ("Guard Down", "guard_down"),
    ("Drained", "drained"),
    ("Shaken", "shaken"),
    ("Poisoned", "poisoned"),
]


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(("chosen", "effect"), CONDITIONS)
def test_condition_applies_the_chosen_condition_on_damage(chosen: str, effect: str) -> None:
    """Condition: "If this Attacking Maneuver deals Damage to an Opponent, apply one of the
    Combat Conditions below ... (chosen when gaining this Advantage)". B takes 11 - 4 = 7."""
    enc = hit_with([6, 3, 7], tech([f"Condition ({chosen})"]))
    assert "B loses 7 Life" in log(enc)
    assert effect in effect_names(enc, "B")
    others = [name for _, name in CONDITIONS if name != effect]
    assert not set(others) & set(effect_names(enc, "B"))


@pytest.mark.rule(RULE)
def test_condition_applies_nothing_on_a_miss() -> None:
    """Condition works "If this Attacking Maneuver deals Damage": Strike 2 + 6 = 8 against
    Dodge 9 + 4 = 13 misses, and B gains no Guard Down."""
    enc = hit_with([2, 9, 7], tech(["Condition (Guard Down)"]))
    assert "A Wound" not in log(enc)
    assert "guard_down" not in effect_names(enc, "B")


@pytest.mark.rule(RULE)
def test_condition_applies_nothing_on_a_hit_without_damage() -> None:
    """Condition: a hit that "deals" no Damage: Wound d10 2 + Force 4 = 6 against B's Soak 8
    (Tenacity 8) is 0 Life, and B gains no Shaken."""
    enc = hit_with([6, 3, 2], tech(["Condition (Shaken)"]), b={"te": 8})
    assert wound(enc) == 6
    assert "B loses" not in log(enc)
    assert "shaken" not in effect_names(enc, "B")


@pytest.mark.rule(RULE)
def test_condition_guard_down_lasts_until_the_start_of_your_next_turn() -> None:
    """Condition, "Guard Down: Until the start of your next turn": still on B through B's
    turn, gone when A's next turn starts."""
    enc = hit_with([6, 3, 7], tech(["Condition (Guard Down)"]))
    end_turn(enc)
    assert enc.decision.actor == "B"
    assert "guard_down" in effect_names(enc, "B")
    end_turn(enc)
    assert enc.decision.actor == "A"
    assert "guard_down" not in effect_names(enc, "B")


@pytest.mark.rule(RULE)
def test_condition_shaken_lasts_until_the_end_of_the_targets_next_turn() -> None:
    """Condition, "Shaken: Until the end of the target's next turn": on B during B's turn,
    gone once it ends (A's round-2 turn)."""
    enc = hit_with([6, 3, 7], tech(["Condition (Shaken)"]))
    end_turn(enc)
    assert enc.decision.actor == "B"
    assert "shaken" in effect_names(enc, "B")
    end_turn(enc)
    assert enc.decision.actor == "A"
    assert "shaken" not in effect_names(enc, "B")


def condition_on_shaken(
    condition_tech: dict[str, Any], pl: int = 4, dice: list[int] | None = None
) -> Encounter:
    """Round 1: A's Scare leaves B Shaken for 2 Combat Rounds; round 2: A hits B with
    ``condition_tech`` (named Tech)."""
    scare = tech(name="Scare", inflicts=[SCARE])
    enc = duo(
        dice or [6, 3, 7, 6, 3, 7],
        a={"pl": pl, "signatures": [scare, condition_tech]},
        b={"pl": pl},
    )
    declare(enc, "Scare")
    choose(enc, "dodge")
    end_turn(enc)
    until_turn(enc, "A")
    assert "shaken" in effect_names(enc, "B")
    declare(enc, "Tech")
    choose(enc, "dodge")
    return enc


@pytest.mark.rule(RULE)
def test_condition_on_a_target_already_suffering_it_adds_3t_to_the_wound() -> None:
    """Condition: "If an Opponent is already suffering from your selected Combat Condition,
    instead increase the Wound Roll for this Attacking Maneuver against them by 3(T)." B is
    already Shaken: Wound d10 7 + Force 4 + 3 = 14."""
    enc = condition_on_shaken(tech(["Condition (Shaken)"]))
    assert wound(enc) == 14


@pytest.mark.rule(RULE)
def test_condition_bonus_is_times_tier_at_tier_2() -> None:
    """Condition, "by 3(T)": at Tier 2 the Wound against an already Shaken B is 6 more than the
    same fight's plain technique."""
    dice = [6, 1, 3, 1, 7, 1, 6, 1, 3, 1, 7, 1]
    plain = condition_on_shaken(tech(), pl=5, dice=dice)
    bonus = condition_on_shaken(tech(["Condition (Shaken)"]), pl=5, dice=dice)
    assert wound(bonus) - wound(plain) == 6


@pytest.mark.rule(RULE)
def test_condition_other_than_the_one_suffered_adds_nothing() -> None:
    """Condition: the bonus is only for "your selected Combat Condition": B Shaken, the
    technique's condition Guard Down: Wound d10 7 + Force 4 = 11, and B gains Guard Down."""
    enc = condition_on_shaken(tech(["Condition (Guard Down)"]))
    assert wound(enc) == 11
    assert "guard_down" in effect_names(enc, "B")


@pytest.mark.rule(RULE)
def test_condition_cannot_go_on_an_elemental_fire_technique() -> None:
    """Condition: "Requirement: Cannot be applied to the 'Elemental (Fire/Ice/Water/Lightning/
    Poison)' Profiles." """
    fire = tech(["Condition (Shaken)"], profile="Elemental (Fire)", foundation="magic")
    assert "Condition" in refused(fire)
    earth = tech(["Condition (Shaken)"], profile="Elemental (Earth)", foundation="magic")
    assert refused(earth) == ""  # Earth is not among the Profiles named


# --- Knockback ----------------------------------------------------------------------------------


def pushes(enc: Encounter) -> list[int]:
    """The distances on offer straight east (directly away from A, west of B)."""
    if enc.decision is None or enc.decision.kind != "knockback_push":
        return []
    return sorted(o.args["squares"] for o in options(enc, "knockback_push", dx=1, dy=0))


def knocked(
    dice: list[int],
    signature: dict[str, Any],
    a: dict[str, Any] | None = None,
    b: dict[str, Any] | None = None,
) -> Encounter:
    """A at (2, 2) hits B at (3, 2) on a 20-square-wide field, then makes the Knockback Might
    Clash if offered."""
    enc = hit_with(dice, signature, a=a, b=b, width=20)
    if enc.decision is not None and enc.decision.kind == "knockback":
        choose(enc, "knockback")
    return enc


@pytest.mark.rule(RULE)
def test_knockback_winner_moves_the_target_up_to_their_might() -> None:
    """Knockback: "after the Wound Roll, you may make a Might Clash. If you win, move the target
    a number of Squares in a straight line away from you in any direction up to your Might."
    A (Force 6: Might 6) clashes d10 8 + 6 = 14 against B's 2 + 4 = 6 and wins: up to 6
    squares east; B pushed 6 ends at (9, 2)."""
    enc = knocked([6, 3, 7, 8, 2], tech(["Knockback"]), a={"fo": 6})
    assert pushes(enc) == [1, 2, 3, 4, 5, 6]
    choose(enc, "knockback_push", dx=1, dy=0, squares=6)
    if enc.decision.kind == "sudden_stop":  # B may answer with Sudden Stop: it does not
        choose(enc, "pass", "No Sudden Stop")
    assert tuple(enc.fighter("B").pos) == (9, 2)


@pytest.mark.rule(RULE)
def test_knockback_lost_clash_moves_nothing() -> None:
    """Knockback: only "If you win": a tie (d10 3 + Might 4 each) goes to the Defender, B."""
    enc = knocked([6, 3, 7, 3, 3], tech(["Knockback"]))
    assert pushes(enc) == []
    assert tuple(enc.fighter("B").pos) == (3, 2)


@pytest.mark.rule(RULE)
def test_knockback_needs_damage() -> None:
    """Knockback: "If you successfully Damage an Opponent": a miss (Strike 2 + 6 = 8 against
    Dodge 9 + 4 = 13) offers no Might Clash, and neither does a hit that deals 0 Damage
    (Wound d10 2 + 4 = 6 against Soak 8)."""
    missed = hit_with([2, 9, 7, 8, 2], tech(["Knockback"]))
    assert not has(missed, "knockback")
    blocked = hit_with([6, 3, 2, 8, 2], tech(["Knockback"]), b={"te": 8})
    assert "B loses" not in log(blocked)
    assert not has(blocked, "knockback")


@pytest.mark.rule(RULE)
def test_knockback_is_a_choice() -> None:
    """Knockback: "you may make a Might Clash": the attacker may decline it."""
    enc = hit_with([6, 3, 7, 8, 2], tech(["Knockback"]))
    assert has(enc, "knockback")
    assert has(enc, "no_knockback")


# --- Forceful Launch ----------------------------------------------------------------------------


def launch(advantages: list[Any], dice: list[int], pl: int = 4) -> Encounter:
    return knocked(dice, tech(advantages, profile="Launching"), a={"pl": pl}, b={"pl": pl})


@pytest.mark.rule(RULE)
def test_launching_knockback_reaches_might_squares() -> None:
    """Reference 6: Launching has a free Knockback; without Forceful Launch it reaches Might 4
    squares (A's clash 8 + 4 = 12 against 2 + 4 = 6)."""
    assert pushes(launch([], [6, 3, 7, 8, 2])) == [1, 2, 3, 4]


@pytest.mark.rule(RULE)
@pytest.mark.parametrize("rank", [1, 2, 3])
def test_forceful_launch_adds_1t_squares_per_rank(rank: int) -> None:
    """Forceful Launch (Launching): "Increase the amount of Squares an Opponent is moved through
    the effects of Knockback and your Dice Score for Knockback's Might Clash by 1(T) for each
    rank." Tier 1: up to Might 4 + rank squares."""
    enc = launch([ranked("Forceful Launch", rank)], [6, 3, 7, 8, 2])
    assert pushes(enc) == list(range(1, 5 + rank))


@pytest.mark.rule(RULE)
def test_forceful_launch_adds_to_the_might_clash() -> None:
    """Forceful Launch: "+1(T) ... your Dice Score for Knockback's Might Clash": d10 3 + Might
    4 + 1 = 8 beats B's 3 + 4 = 7, where the plain Launching technique ties and loses."""
    assert pushes(launch([], [6, 3, 7, 3, 3])) == []
    assert pushes(launch(["Forceful Launch"], [6, 3, 7, 3, 3])) == [1, 2, 3, 4, 5]


@pytest.mark.rule(RULE)
def test_forceful_launch_is_times_tier_at_tier_2() -> None:
    """Forceful Launch at Tier 2, one rank: +2 squares (Might 4 + 2 = 6) and +2 on the clash:
    A d10 3 + d4 1 + 4 + 2 = 10 beats B 3 + 2 + 4 = 9 (with only +1 it would tie and lose).
    Strike 6 + 1, Dodge 3 + 1, Wound 7 + 1."""
    enc = launch(["Forceful Launch"], [6, 1, 3, 1, 7, 1, 3, 1, 3, 2], pl=5)
    assert pushes(enc) == [1, 2, 3, 4, 5, 6]


@pytest.mark.rule(RULE)
def test_forceful_launch_does_not_touch_a_basic_launching_attack() -> None:
    """Forceful Launch is on the technique: the same fighter's Basic Attack (Launching)
    reaches Might 4 squares only."""
    enc = duo(
        [6, 3, 7, 8, 2],
        a={"signatures": [tech([ranked("Forceful Launch", 3)], profile="Launching")]},
        width=20,
    )
    declare(enc, "Basic Attack (Launching, energy)", kind="attack")
    choose(enc, "dodge")
    if enc.decision.kind == "knockback":
        choose(enc, "knockback")
    assert pushes(enc) == [1, 2, 3, 4]


@pytest.mark.rule(RULE)
def test_forceful_launch_needs_the_launching_profile() -> None:
    """Forceful Launch: "Requirement: Launching Profile." """
    assert "Forceful Launch" in refused(tech(["Forceful Launch"]))


# --- Precise Strike -----------------------------------------------------------------------------


@pytest.mark.rule(RULE)
def test_precise_strike_on_a_critical_strike_moves_half_as_far_again() -> None:
    """Precise Strike (Launching): "If you score a Critical Result on the Strike Roll for this
    Attacking Maneuver, increase the amount of Squares your Opponent moves from Knockback by
    1/2." Strike d10 10 (Critical, + solid d10 4): Might 4 + 2 = up to 6 squares."""
    enc = launch(["Precise Strike"], [10, 4, 3, 7, 8, 2])
    assert "10!" in log(enc)
    assert pushes(enc) == [1, 2, 3, 4, 5, 6]


@pytest.mark.rule(RULE)
def test_precise_strike_without_a_critical_adds_nothing() -> None:
    """Precise Strike needs "a Critical Result on the Strike Roll": a Strike of d10 9 is no
    Critical, and Knockback reaches Might 4 squares."""
    enc = launch(["Precise Strike"], [9, 3, 7, 8, 2])
    assert pushes(enc) == [1, 2, 3, 4]


@pytest.mark.rule(RULE)
def test_a_critical_strike_without_precise_strike_adds_nothing() -> None:
    """Without Precise Strike a Critical Strike leaves Knockback at Might 4 squares."""
    assert pushes(launch([], [10, 4, 3, 7, 8, 2])) == [1, 2, 3, 4]


@pytest.mark.rule(RULE)
def test_precise_strike_needs_the_launching_profile() -> None:
    """Precise Strike: "Requirement: Launching Profile." """
    assert "Precise Strike" in refused(tech(["Precise Strike"]))
