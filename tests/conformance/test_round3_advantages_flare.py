"""Round 3, Signature Technique Advantages Transformation Flare and Throwing Technique: blind
conformance tests through the public API only (sheets as plain data, fixed dice, the event log).

Sources:
- the public Foundry VTT system's Advantage files (IvoPierucci/dbu-ttrpg,
  traits/signature/advantages/transformation-flare.dbu and throwing-technique.dbu), their
  ``Effect:`` lines, quoted in each test;
- seed 001 (Maneuvers): the Transformation Maneuver ("Roll the Stress Test for a Form or
  Enhancement you have access to and meet the Tier of Power Requirements for. If you match or
  exceed the Stress Test Requirement, you enter the Transformation"), Out-of-Sequence Maneuvers
  ("do not possess an Action Cost"), the Signature Technique Maneuver [1/Round] and the Throw
  Maneuver [1/Round] ("any number of Squares in a straight line ... an Attacking Maneuver of the
  Simple Profile, despite its different range. If you hit another Character, apply Collision
  Damage as if your thrown Item was a Feature ... If it was a Weapon, the Hardness Rank is 2",
  "You cannot Ki Wager more than 1/4 (rounded up) of your Ki Points on an Attacking Maneuver
  made through the Throw Maneuver").

Transformation Flare's requirement (the Restricted - Untransformed Disadvantage) cannot be put on
a sheet here and is not tested. The Barrage Weapon Quality does not exist among this engine's
items, so a Combination Throwing Technique never qualifies.

Every fighter is a plain Earthling at Power Level 4 (Tier of Power 1, one d10 a roll):
Strike d10 + Haste 2 + Awareness 4, Dodge d10 + Defense Value 4, Soak 4, Wound d10 + Force.
Stress Test (seed 001 with reference 9): d10 + 1 + Power Level 4 + Determination 0 (Personality
2) = d10 + 5. A Signature Technique's KP is Profile KP + ceil(TP / 5), TP = 8 + each Advantage's
price (Transformation Flare 4, Throwing Technique 5, Power Shot 4); Simple is 0 KP."""

from __future__ import annotations

from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter

from .actions_b_support import (
    KI,
    LIFE,
    attack,
    choose,
    duo,
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
from .round3_advantages_support import tech

RULE = "dbu.std.signature-technique"


def strike(enc: Encounter) -> int:
    return number(enc, r"A Strike (-?\d+)")


def wound(enc: Encounter) -> int:
    return number(enc, r"A Wound (-?\d+)")


# --- Transformation Flare -----------------------------------------------------------------------

# Big: a Form, Stress Test Requirement 10 (d10 5 + 5 matches it), Force +2.
BIG = {
    "name": "Big",
    "tier_requirement": 1,
    "stress_test_requirement": 10,
    "attribute_bonuses": {"force": 2},
}
# Kaio: an Enhancement, Stress Test Requirement 2 (any die enters it), Agility +2.
KAIO = {
    "name": "Kaio",
    "kind": "enhancement",
    "tier_requirement": 1,
    "stress_test_requirement": 2,
    "attribute_bonuses": {"agility": 2},
}
FLARE = tech(["Transformation Flare"])


def flare_attack(
    dice: list[int],
    signature: dict[str, Any] = FLARE,
    forms: list[dict[str, Any]] | None = None,
    before: Any = None,
) -> Encounter:
    """A (with ``forms``, Big unless told) uses ``signature`` on the adjacent B, who Dodges.
    ``before(enc)`` runs first, on A's turn."""
    enc = duo(dice, a={"forms": [BIG] if forms is None else forms, "signatures": [signature]})
    if before is not None:
        before(enc)
    attack(enc, signature["name"], kind="signature")
    pass_instants(enc)
    choose(enc, "dodge")
    return enc


def flare_offered(enc: Encounter, form: str = "Big") -> bool:
    return (
        enc.decision is not None and enc.decision.actor == "A" and has(enc, "transform", form=form)
    )


@pytest.mark.rule(RULE)
@pytest.mark.rule("dbu.std.transformation")
def test_transformation_flare_transforms_on_a_hit_before_the_wound() -> None:
    """Transformation Flare: "If this Signature Technique hits an Opponent ... you may use the
    Transformation Maneuver as an Out-of-Sequence Maneuver before you roll the Wound Roll".
    Strike d10 6 + 6 = 12 against Dodge 3 + 4 = 7: a hit. Stress Test d10 5 + 5 = 10 against
    10: A enters Big before the Wound, whose Force is 4 + 2: Wound d10 7 + 6 = 13, B loses
    13 - Soak 4 = 9. Out of sequence there is no Action Cost: of A's 3 Actions only the
    Signature Technique Maneuver's 1 is spent."""
    enc = flare_attack([6, 3, 5, 7])
    assert strike(enc) == 12
    assert flare_offered(enc)
    choose(enc, "transform", form="Big")
    assert "Stress Test for Big" in log(enc)
    assert wound(enc) == 13
    assert enc.fighter("B").life == LIFE - 9
    assert enc.fighter("A").actions == 2


@pytest.mark.rule(RULE)
def test_transformation_flare_form_is_left_after_the_attack() -> None:
    """Transformation Flare: "You leave any Transformation you entered through this effect after
    concluding the Attacking Maneuver ... and Damage has been calculated." Once B's Damage (9)
    is taken, A is back in the normal state."""
    enc = flare_attack([6, 3, 5, 7])
    choose(enc, "transform", form="Big")
    assert enc.fighter("B").life == LIFE - 9
    assert enc.decision.actor == "A"
    assert enc.fighter("A").form == ""


@pytest.mark.rule(RULE)
def test_transformation_flare_keeps_a_transformation_entered_the_usual_way() -> None:
    """Transformation Flare leaves only "any Transformation you entered through this effect":
    A enters the Enhancement Kaio with the Transformation Maneuver first (Stress Test d10 5 + 5
    = 10 against 2), then flares into the Form Big on a hit (Strike d10 6 + Haste 3 (Agility 6)
    + 4 = 13 against Dodge 3 + 4 = 7; Stress Test d10 8 + 5 = 13, enough for Big's 10 even if
    the Enhancement's 2 were added to it). After the attack Big is gone and Kaio remains.
    Wound d10 7 + Force 6 = 13."""

    def kaio(enc: Encounter) -> None:
        choose(enc, "transform", form="Kaio")
        pass_instants(enc)
        assert enc.fighter("A").enhancement == "Kaio"

    enc = flare_attack([5, 6, 3, 8, 7], forms=[BIG, KAIO], before=kaio)
    assert flare_offered(enc)
    choose(enc, "transform", form="Big")
    assert wound(enc) == 13
    assert (enc.fighter("A").form, enc.fighter("A").enhancement) == ("", "Kaio")


@pytest.mark.rule(RULE)
def test_transformation_flare_is_optional() -> None:
    """Transformation Flare: "you may use the Transformation Maneuver": declining leaves A as
    it is and the Wound is the plain one, d10 7 + Force 4 = 11 (no Stress Test die is rolled:
    the next die, 7, is the Wound's)."""
    enc = flare_attack([6, 3, 7])
    assert flare_offered(enc)
    choose(enc, "pass")
    assert "Stress Test" not in log(enc)
    assert wound(enc) == 11
    assert enc.fighter("A").form == ""


@pytest.mark.rule(RULE)
@pytest.mark.rule("dbu.std.transformation")
def test_transformation_flare_failed_stress_test_enters_nothing() -> None:
    """Transformation Flare uses the Transformation Maneuver, which enters only "If you match or
    exceed the Stress Test Requirement": d10 4 + 5 = 9 against 10 fails, and the Wound keeps
    Force 4: d10 7 + 4 = 11."""
    enc = flare_attack([6, 3, 4, 7])
    choose(enc, "transform", form="Big")
    assert "Stress Test for Big" in log(enc)
    assert enc.fighter("A").form == ""
    assert wound(enc) == 11


@pytest.mark.rule(RULE)
def test_transformation_flare_not_on_a_miss() -> None:
    """Transformation Flare works "If this Signature Technique hits": Strike d10 2 + 6 = 8
    against Dodge 9 + 4 = 13 misses; no Transformation is offered and there is no Wound."""
    enc = flare_attack([2, 9, 5, 7])
    assert "B Dodge 13" in log(enc)
    assert (enc.decision.actor, enc.decision.kind) == ("A", "turn")
    assert "A Wound" not in log(enc)
    assert "Stress Test" not in log(enc)
    assert enc.fighter("A").form == ""


@pytest.mark.rule(RULE)
def test_no_flare_without_the_advantage() -> None:
    """Without Transformation Flare a hit gives no Transformation before the Wound: the same
    hit (Strike 12 against Dodge 7) goes straight to the Wound, d10 5 + Force 4 = 9."""
    enc = flare_attack([6, 3, 5, 7], signature=tech())
    assert "Stress Test" not in log(enc)
    assert wound(enc) == 9
    assert enc.fighter("A").form == ""


@pytest.mark.rule(RULE)
@pytest.mark.rule("dbu.std.transformation")
def test_transformation_flare_still_needs_the_tier_requirement() -> None:
    """The Transformation Maneuver enters "a Form or Enhancement you have access to and meet
    the Tier of Power Requirements for": a Tier 2 Form is not offered through the Flare at
    Tier 1, and the Wound is the plain d10 7 + Force 4 = 11."""
    high = {**BIG, "tier_requirement": 2}
    enc = flare_attack([6, 3, 7], forms=[high])
    if enc.decision.actor == "A" and enc.decision.kind != "turn":
        assert not has(enc, "transform")
        choose(enc, "pass")
    assert wound(enc) == 11
    assert enc.fighter("A").form == ""


def flare_duel(dice: list[int], signature: dict[str, Any]) -> Encounter:
    """A uses ``signature`` on the adjacent B with a Ki Wager of 10 (10(bT), enough for a Duel);
    B answers with a Duel (a Simple energy Basic Attack)."""
    enc = duo(dice, a={"forms": [BIG], "signatures": [signature]})
    attack(enc, signature["name"], kind="signature", wager=10)
    pass_instants(enc)
    choose(enc, "duel", profile="Simple")
    return enc


def duel_to_first_clash(enc: Encounter) -> None:
    """Accept the Duel, both record a wager of 0 for the first Duel Clash."""
    while enc.decision.kind != "duel_wager":
        if enc.decision.kind == "duel_escape":
            choose(enc, "no_escape")
        else:
            raise AssertionError(f"unexpected decision {enc.decision.kind}")
    choose(enc, "duel_wager", kp=0)
    choose(enc, "duel_wager", kp=0)


@pytest.mark.rule(RULE)
@pytest.mark.rule("dbu.counter.duel")
def test_transformation_flare_transforms_when_a_duel_is_initiated() -> None:
    """Transformation Flare: "if an Opponent initiates a Duel Maneuver against this Attacking
    Maneuver, you may use the Transformation Maneuver as an Out-of-Sequence Maneuver before you
    roll ... any rolls involved in that Duel Maneuver." Stress Test d10 5 + 5 = 10 against 10:
    Big. A Duel Clash is d10 + the higher of Force or Magic: A's first is d10 6 + Force 6 = 12
    (B's d10 4 + 4 = 8)."""
    enc = flare_duel([5, 6, 4, 7, 3, 8], FLARE)
    assert flare_offered(enc)
    choose(enc, "transform", form="Big")
    assert enc.fighter("A").form == "Big"
    duel_to_first_clash(enc)
    assert number(enc, r"Duel Clash 1: A (\d+)") == 12


@pytest.mark.rule(RULE)
@pytest.mark.rule("dbu.counter.duel")
def test_transformation_flare_form_is_left_after_the_duel() -> None:
    """Transformation Flare: you leave the Transformation "after concluding the ... Duel
    Maneuver and Damage has been calculated". A flares into Big (Stress 5 + 5 = 10), wins both
    Duel Clashes (6 + 6 = 12 against 4 + 4 = 8; 7 + 6 = 13 against 3 + 4 = 7) and B takes the
    Duel's Damage; then A is back in the normal state."""
    enc = flare_duel([5, 6, 4, 7, 3, 8], FLARE)
    choose(enc, "transform", form="Big")
    duel_to_first_clash(enc)
    choose(enc, "duel_wager", kp=0)
    choose(enc, "duel_wager", kp=0)
    assert enc.fighter("B").life < LIFE
    assert enc.fighter("A").form == ""


@pytest.mark.rule(RULE)
@pytest.mark.rule("dbu.counter.duel")
def test_no_flare_in_a_duel_without_the_advantage() -> None:
    """Without Transformation Flare, nothing is offered when the Duel begins and A's first Duel
    Clash keeps Force 4: d10 6 + 4 = 10."""
    enc = flare_duel([6, 4, 7, 3, 8], tech())
    assert not flare_offered(enc)
    duel_to_first_clash(enc)
    assert number(enc, r"Duel Clash 1: A (\d+)") == 10
    assert enc.fighter("A").form == ""


# --- Throwing Technique -------------------------------------------------------------------------

SPEAR = {
    "id": "spear",
    "name": "Spear",
    "kind": "weapon",
    "holder": "A",
    "wielded": True,
    "throwing": True,
}
SWORD = {"id": "sword", "name": "Sword", "kind": "weapon", "holder": "A", "wielded": True}
THROWER = tech(["Throwing Technique"], foundation="physical", name="Toss")


def throwing(
    dice: list[int],
    signatures: list[dict[str, Any]],
    items: list[dict[str, Any]] | None = None,
    b_at: tuple[int, int] = (6, 2),
) -> Encounter:
    """A (Force 7, so Might 7) at (2, 2) with ``items`` (the wielded Throwing spear unless told);
    B at ``b_at``, 4 squares east unless told: out of melee, within Might."""
    return start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", b_at)],
        {"A": sheet("Alpha", fo=7, signatures=signatures), "B": sheet("Beta")},
        [9, 5, *dice],
        items=[SPEAR] if items is None else items,
    )


def technique_throws(enc: Encounter, name: str = "Toss") -> list[Any]:
    return options(enc, "throw_technique", signature=name)


def throw_technique(enc: Encounter, name: str = "Toss", wager: int = 0) -> None:
    """Throw the spear at B through ``name``; B Dodges; the spear lands where first offered."""
    choose(enc, "throw_technique", signature=name, thing="spear", target="B")
    if enc.decision.kind == "modifier":
        choose(enc, "no_modifier")
    if enc.decision.kind == "wager":
        choose(enc, "wager", kp=wager)
    pass_instants(enc)
    choose(enc, "dodge")
    if enc.decision is not None and enc.decision.kind == "land":
        choose(enc, "land")


@pytest.mark.rule(RULE)
@pytest.mark.rule("dbu.std.throw")
def test_throwing_technique_is_used_through_the_throw_at_range() -> None:
    """Throwing Technique: "When you use the Throw Maneuver, you may use this Signature
    Technique instead (you still follow the typical range rules for the Throw Maneuver)". B is
    4 squares away: the Simple technique cannot reach B as a Signature Technique Maneuver, but
    the Throw (any number of squares in a straight line, within Might 7) can carry it."""
    enc = throwing([], [THROWER])
    assert not has(enc, "signature")
    assert technique_throws(enc)
    assert any(o.args.get("target") == "B" for o in technique_throws(enc))


@pytest.mark.rule(RULE)
@pytest.mark.rule("dbu.std.throw")
def test_throwing_technique_reaches_six_squares_with_might_7() -> None:
    """Throwing Technique follows the Throw's range ("any number of Squares in a straight line";
    we stay within Might 7, as far as the seed says an object can fly): B 6 squares east."""
    enc = throwing([], [THROWER], b_at=(8, 2))
    assert any(o.args.get("target") == "B" for o in technique_throws(enc))


@pytest.mark.rule(RULE)
@pytest.mark.rule("dbu.std.throw")
def test_throwing_technique_hits_with_the_technique_and_the_collision() -> None:
    """Throwing Technique: the Signature Technique is used "instead" of the Throw's Simple
    attack, so its Advantages count (Power Shot: +2(T) Wound), and the Throw still applies
    Collision Damage for the thrown Weapon (Hardness Rank 2: 2 x 2 x bT 1 = 4). KP: TP 8 + 5
    (Throwing Technique) + 4 (Power Shot) = 17, ceil(17 / 5) = 4, Simple 0. Strike d10 6 + 6 =
    12 against Dodge 3 + 4 = 7; Wound d10 7 + Force 7 + 2 = 16; B loses 16 - Soak 4 = 12, then
    4 for the Collision: 16 in all. 1 Action spent of 3."""
    signature = tech(["Throwing Technique", "Power Shot"], foundation="physical", name="Toss")
    enc = throwing([6, 3, 7], [signature])
    throw_technique(enc)
    assert strike(enc) == 12
    assert wound(enc) == 16
    assert enc.fighter("B").life == LIFE - 16
    assert enc.fighter("A").ki == KI - 4
    assert enc.fighter("A").actions == 2


@pytest.mark.rule(RULE)
@pytest.mark.rule("dbu.std.throw")
def test_a_plain_throw_has_no_technique_bonus() -> None:
    """Control for the test above: the plain Throw of the same spear is the Throw's own Simple
    attack, without Power Shot and without any KP: Wound d10 7 + Force 7 = 14; B loses 10 + 4
    (Collision) = 14; A's Ki is untouched."""
    signature = tech(["Throwing Technique", "Power Shot"], foundation="physical", name="Toss")
    enc = throwing([6, 3, 7], [signature])
    choose(enc, "throw", thing="spear", target="B")
    if enc.decision.kind == "modifier":
        choose(enc, "no_modifier")
    choose(enc, "wager", kp=0)
    pass_instants(enc)
    choose(enc, "dodge")
    assert wound(enc) == 14
    assert enc.fighter("B").life == LIFE - 14
    assert enc.fighter("A").ki == KI


@pytest.mark.rule(RULE)
@pytest.mark.rule("dbu.std.throw")
def test_throwing_technique_keeps_the_throws_ki_wager_cap() -> None:
    """Seed 001, Throw: "You cannot Ki Wager more than 1/4 (rounded up) of your Ki Points on an
    Attacking Maneuver made through the Throw Maneuver"; the technique is made through the
    Throw. With Ki 32 the cap is 8, and also 8 once the technique's 3 KP are paid
    (ceil(29 / 4) = 8), below any other cap on the wager (a Basic Attack at full Ki may wager
    16 here, see test_actions_b_standard.py)."""
    enc = throwing([], [THROWER])
    enc.fighter("A").ki = 32
    choose(enc, "throw_technique", signature="Toss", thing="spear", target="B")
    if enc.decision.kind == "modifier":
        choose(enc, "no_modifier")
    assert enc.decision.kind == "wager"
    assert max(o.args["kp"] for o in options(enc, "wager")) == 8


@pytest.mark.rule(RULE)
def test_no_technique_throw_without_the_advantage() -> None:
    """Without Throwing Technique a physical Simple technique is never offered through the
    Throw, though the Throwing spear is wielded; the plain Throw is."""
    enc = throwing([], [tech(foundation="physical", name="Toss")])
    assert not options(enc, "throw_technique")
    assert has(enc, "throw", thing="spear")


@pytest.mark.rule(RULE)
def test_throwing_technique_needs_a_throwing_weapon() -> None:
    """Throwing Technique: "You may only use this Signature Technique through the effects of the
    Throw Maneuver while wielding a Weapon with the Throwing Weapon Quality": a wielded Sword
    without it can be thrown plainly, never with the technique."""
    enc = throwing([], [THROWER], items=[SWORD])
    assert has(enc, "throw", thing="sword")
    assert not options(enc, "throw_technique")


@pytest.mark.rule(RULE)
def test_throwing_technique_needs_the_throwing_weapon_wielded() -> None:
    """Throwing Technique: only "while wielding" the Throwing Weapon: a spear carried but not
    wielded (nothing in hand) gives no technique throw."""
    enc = throwing([], [THROWER], items=[{**SPEAR, "wielded": False}])
    assert not options(enc, "throw_technique")


@pytest.mark.rule(RULE)
def test_combination_throwing_technique_needs_a_barrage_weapon() -> None:
    """Throwing Technique: "if this Signature Technique is of the Combination Profile, only
    while wielding a Weapon with the Barrage Weapon Quality". The Requirement allows the
    Combination Profile of the Physical Foundation, so the sheet is legal; but the spear is
    only a Throwing Weapon, so the technique is not offered through the Throw."""
    combo = tech(["Throwing Technique"], profile="Combination", foundation="physical", name="Toss")
    enc = throwing([], [combo])
    assert not options(enc, "throw_technique")
    assert has(enc, "throw", thing="spear")


@pytest.mark.rule(RULE)
def test_throwing_technique_needs_the_physical_foundation() -> None:
    """Throwing Technique: "Requirement: Simple or Combination Profile of the Physical
    Foundation." On an energy technique it is refused on the sheet or never offered."""
    try:
        enc = throwing([], [tech(["Throwing Technique"], name="Toss")])
    except Exception as err:  # refused when the sheet is read
        refusal = str(err)
    else:
        refusal = ""
    if refusal:
        assert "Throwing Technique" in refusal or "Physical" in refusal, refusal
        return
    assert not options(enc, "throw_technique")


@pytest.mark.rule(RULE)
def test_throwing_technique_needs_a_simple_or_combination_profile() -> None:
    """Throwing Technique: "Requirement: Simple or Combination Profile": on a physical Crushing
    technique it is refused on the sheet or never offered."""
    try:
        enc = throwing([], [tech(["Throwing Technique"], "Crushing", "physical", name="Toss")])
    except Exception as err:  # refused when the sheet is read
        refusal = str(err)
    else:
        refusal = ""
    if refusal:
        assert "Throwing Technique" in refusal or "Profile" in refusal, refusal
        return
    assert not options(enc, "throw_technique")


# The 1/Round limit: A at (2, 2) with B adjacent at (3, 2); "Tech" is a plain physical Simple
# technique, "Toss" the Throwing Technique.
PLAIN = tech(foundation="physical")


@pytest.mark.rule(RULE)
@pytest.mark.rule("dbu.std.throw")
def test_no_technique_throw_after_the_signature_technique_maneuver() -> None:
    """Throwing Technique: it "uses any [x/Round] limitations of the Signature Technique Maneuver
    - if you cannot use the Signature Technique Maneuver, then you cannot use a Signature
    Technique through the Throw Maneuver either." After Tech (Signature Technique Maneuver
    [1/Round]: Strike 12 against Dodge 7, a hit), Toss is not offered through the Throw, though
    the plain Throw still is and A has Actions left."""
    enc = throwing([6, 3, 7], [PLAIN, THROWER], b_at=(3, 2))
    assert technique_throws(enc)
    attack(enc, "Tech", kind="signature")
    pass_instants(enc)
    choose(enc, "dodge")
    assert enc.decision.actor == "A"
    assert enc.fighter("A").actions == 2
    assert has(enc, "throw", thing="spear")
    assert not options(enc, "throw_technique")


@pytest.mark.rule(RULE)
@pytest.mark.rule("dbu.std.throw")
def test_no_signature_technique_maneuver_after_a_technique_throw() -> None:
    """Throwing Technique: it "treats the Throw Maneuver as the Signature Technique Maneuver for
    any effects and uses any [x/Round] limitations of the Signature Technique Maneuver": after
    Toss through the Throw, the Signature Technique Maneuver [1/Round] is spent and Tech is not
    offered on the adjacent B (A has Actions left)."""
    enc = throwing([6, 3, 7], [PLAIN, THROWER], b_at=(3, 2))
    assert has(enc, "signature", "Tech")
    throw_technique(enc)
    assert enc.decision.actor == "A"
    assert enc.fighter("A").actions == 2
    assert not has(enc, "signature")


@pytest.mark.rule(RULE)
@pytest.mark.rule("dbu.std.throw")
def test_a_plain_throw_leaves_the_signature_technique_maneuver() -> None:
    """Only a Signature Technique used through the Throw counts as the Signature Technique
    Maneuver: after a plain Throw of the spear at B, Tech is still offered."""
    enc = throwing([6, 3, 7], [PLAIN, THROWER], b_at=(3, 2))
    choose(enc, "throw", thing="spear", target="B")
    if enc.decision.kind == "modifier":
        choose(enc, "no_modifier")
    choose(enc, "wager", kp=0)
    pass_instants(enc)
    choose(enc, "dodge")
    if enc.decision.kind == "land":
        choose(enc, "land")
    assert enc.decision.actor == "A"
    assert has(enc, "signature", "Tech")


@pytest.mark.rule(RULE)
@pytest.mark.rule("dbu.std.throw")
def test_technique_throw_comes_back_next_round() -> None:
    """The limit is per Round: after Tech this round, Toss is offered again through the Throw on
    A's next turn (the spear is still wielded: Tech was not thrown)."""
    enc = throwing([6, 3, 7], [PLAIN, THROWER], b_at=(3, 2))
    attack(enc, "Tech", kind="signature")
    pass_instants(enc)
    choose(enc, "dodge")
    assert not options(enc, "throw_technique")
    end_turn(enc)
    end_turn(enc)
    assert enc.decision.actor == "A"
    assert technique_throws(enc)
