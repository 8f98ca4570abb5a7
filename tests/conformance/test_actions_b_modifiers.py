"""Conformance: seed 001 (Actions & Maneuvers, edition dbu-2), section "Modifier Maneuvers"
and "Special Modifier Maneuvers" (Called Shot, Reflect, Triggered, Absorbing Attack).

Blind tests written from the seed text (and /work/shared/reference/ where the seed is silent),
run through the public API with fixed dice. Every fighter is Tier of Power 1 unless stated, so a
roll is one d10 (no Tier Extra Dice): Strike = d10 + Haste 2 + Awareness 4, Dodge = d10 + Defense
Value 4, Wound = d10 + Force, Soak = Tenacity (halved for Direct Damage, reference 5).
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter

from .actions_b_support import (
    KI,
    LIFE,
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
    skip_exploit,
    start,
)


def resolve(enc: Encounter) -> None:
    """Let the defender Dodge and everyone pass until it is A's turn again."""
    pass_instants(enc)
    while not (enc.decision.actor == "A" and enc.decision.kind == "turn"):
        if has(enc, "dodge"):
            choose(enc, "dodge")
        elif has(enc, "pass"):
            choose(enc, "pass")
        else:
            choose(enc, enc.decision.options[0].kind)


# --- Called Shot [1/Round] ----------------------------------------------------------------------


@pytest.mark.rule("dbu.modifier.called-shot")
def test_called_shot_raises_the_category_and_lowers_the_strike() -> None:
    """Seed 001, Called Shot (1 Action, 2(T) KP): "increase the Damage Category of that
    Attacking Maneuver by 1 but decrease the Strike Roll for that Attacking Maneuver by 2(T)."
    Strike 8 + 6 - 2 = 12 hits Dodge 3 + 4; Wound 7 + 7 = 14, Direct: half Soak 4 = 2 -> 12."""
    enc = duo([8, 3, 7], a={"fo": 7})
    attack(enc, "Simple, physical", modifier="arm")
    resolve(enc)
    assert number(enc, r"A Strike (\d+)") == 12
    assert enc.fighter("B").life == LIFE - 12
    assert (enc.fighter("A").actions, enc.fighter("A").ki) == (1, KI - 2)


@pytest.mark.rule("dbu.modifier.called-shot")
def test_called_shot_scales_with_tier() -> None:
    """Seed 001, Called Shot: -2(T) Strike and 2(T) KP: -4 and 4 KP at Tier 2. Strike 8 + d4 2
    + 6 - 4 = 12."""
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2))],
        {"A": sheet("Alpha", pl=5), "B": sheet("Beta", pl=5)},
        [9, 5, 8, 2, 3, 1, 7, 1],
    )
    ki = enc.fighter("A").ki
    attack(enc, "Simple, physical", modifier="arm")
    resolve(enc)
    assert number(enc, r"A Strike (\d+)") == 12
    assert enc.fighter("A").ki == ki - 4


@pytest.mark.rule("dbu.modifier.called-shot")
@pytest.mark.parametrize("label", ["Sweeping", "Blast"])
def test_called_shot_not_on_an_area_attack(label: str) -> None:
    """Seed 001, Called Shot: "when making an Attacking Maneuver that does not have an Area of
    Effect". A Sweeping ring or a Blast cone gets no Called Shot."""
    enc = duo([])
    choose(enc, "attack", label)
    assert not any(o.label.startswith("Called Shot") for o in enc.decision.options)


@pytest.mark.rule("dbu.modifier.called-shot")
def test_called_shot_once_per_round() -> None:
    """Seed 001: "Called Shot [1/Round]". A second attack in the round offers none."""
    enc = duo([8, 3, 7, 8, 3, 7], a={"fo": 7})
    attack(enc, "Simple, physical", modifier="arm")
    resolve(enc)
    choose(enc, "attack", "Simple, energy")
    assert enc.decision.kind in {"modifier", "wager"}
    assert not any(o.label.startswith("Called Shot") for o in enc.decision.options)


@pytest.mark.rule("dbu.modifier.called-shot")
@pytest.mark.parametrize(
    ("wager", "prone"),
    [
        (16, True),  # Wound 7 + 8 + 16 = 31 - 2 = 29 >= 1/5 of 144 (28.8)
        (0, False),  # 7 + 8 - 2 = 13: too little for the location effect
    ],
)
def test_called_shot_location_effect_needs_a_fifth_of_max_life(wager: int, prone: bool) -> None:
    """Seed 001, Called Shot: special effects "if you knock that Opponent through a Health
    Threshold or deal Damage equal to or exceeding 1/5th of that target's Maximum Life Points";
    "Gut: That Character is knocked Prone"."""
    enc = duo([8, 3, 7], a={"fo": 8})
    attack(enc, "Simple, physical", modifier="gut", wager=wager)
    resolve(enc)
    assert ("prone" in effect_names(enc, "B")) is prone


@pytest.mark.rule("dbu.modifier.called-shot")
@pytest.mark.parametrize(
    ("spot", "condition", "ends_with"),
    [("head", "impediment", "A"), ("arm", "guard_down", "A"), ("eyes", "blinded", "B")],
)
def test_called_shot_location_durations(spot: str, condition: str, ends_with: str) -> None:
    """Seed 001, Called Shot: "Head: ... Impediment Combat Condition until the start of your
    next turn", "Arm: ... Guard Down ... until the start of your next turn", "Eyes: ... Blinded
    ... until the end of their next turn". A big hit (29 Damage): B has the condition; it is
    gone once A's next turn starts (head, arm) or B's next turn ends (eyes)."""
    enc = duo([8, 3, 7], a={"fo": 8})
    attack(enc, "Simple, physical", modifier=spot, wager=16)
    resolve(enc)
    assert condition in effect_names(enc, "B")
    end_turn(enc)  # A
    assert condition in effect_names(enc, "B")  # B's turn
    end_turn(enc)  # B's turn ends; round 2: A's turn starts
    if ends_with == "A":
        assert enc.decision.actor == "A"
        assert condition not in effect_names(enc, "B")
    else:
        assert condition not in effect_names(enc, "B")


@pytest.mark.rule("dbu.modifier.called-shot")
def test_called_shot_leg_halves_defense_value() -> None:
    """Seed 001, Called Shot: "Leg: That Character has their Speeds and Defense Value halved
    until the start of your next turn". After a 29-Damage leg shot, A's next attack meets B's
    Dodge 5 + 4/2 - 1 (Diminishing Defense) = 6."""
    enc = duo([8, 3, 7, 5, 5, 5], a={"fo": 8})
    attack(enc, "Simple, physical", modifier="leg", wager=16)
    resolve(enc)
    attack(enc, "Simple, energy")
    resolve(enc)
    assert number(enc, r"B Dodge (\d+)") == 6


# --- Reflect ------------------------------------------------------------------------------------


def parried(dice: list[int], wager: int = 5, pl: int = 4, **kw: Any) -> Encounter:
    """A (Force 7) attacks B with a Simple energy Basic Attack; B Parries (7 + 6 = 13 > 12)."""
    fighters = [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2))]
    sheets = {"A": sheet("Alpha", fo=7, pl=pl), "B": sheet("Beta", pl=pl)}
    if kw.get("ally"):
        fighters.append(fighter("E", "A", (4, 3)))
        sheets["E"] = sheet("Eps")
    enc = start(fighters, sheets, [9, 5, 3][: len(fighters)] + dice)
    attack(enc, "Simple, energy", wager=wager)
    pass_instants(enc)
    choose(enc, "defend", defend="parry")
    assert enc.decision.kind == "reflect"
    return enc


@pytest.mark.rule("dbu.modifier.reflect")
def test_reflect_turns_the_attackers_own_wound_on_them() -> None:
    """Seed 001, Reflect (5(T) KP): "Roll Strike against an Opponent of your choice using the
    Profile of the initial Attacking Maneuver. If they are hit, the original attacking Opponent
    rolls the Wound Roll for their initial Attacking Maneuver instead ..., including any Ki
    Wagers and Energy Charges". B's Strike 8 + 6 = 14 hits A (2 + 4); A's Wound 9 + 7 + 5 = 21
    lands on A: 17 Life."""
    enc = parried([6, 7, 8, 2, 9])
    choose(enc, "reflect", target="A")
    resolve(enc)
    assert enc.fighter("B").ki == KI - 5
    assert number(enc, r"A Wound (\d+)") == 21
    assert enc.fighter("A").life == LIFE - 17
    assert enc.fighter("B").life == LIFE


@pytest.mark.rule("dbu.modifier.reflect")
def test_reflect_at_another_opponent() -> None:
    """Seed 001, Reflect: "Roll Strike against an Opponent of your choice". Reflected at A's
    ally E: E takes A's Wound 9 + 7 + 5 = 21 - Soak 4."""
    enc = parried([6, 7, 8, 2, 9], ally=True)
    assert {o.args["target"] for o in options(enc, "reflect")} == {"A", "E"}
    choose(enc, "reflect", target="E")
    resolve(enc)
    assert enc.fighter("E").life == LIFE - 17
    assert enc.fighter("A").life == LIFE


@pytest.mark.rule("dbu.modifier.reflect")
def test_reflect_that_misses_does_nothing_more() -> None:
    """Seed 001, Reflect: only "If they are hit" does the Wound follow. B's Strike 2 + 6 = 8
    misses A's Dodge 9 + 4 = 13: nobody is hurt, the 5 KP are spent."""
    enc = parried([6, 7, 2, 9, 9])
    choose(enc, "reflect", target="A")
    resolve(enc)
    assert enc.fighter("A").life == LIFE
    assert enc.fighter("B").ki == KI - 5


@pytest.mark.rule("dbu.modifier.reflect")
def test_reflect_carries_the_energy_charges() -> None:
    """Seed 001, Reflect: the attacker's Wound comes back "including any Ki Wagers and Energy
    Charges included on that Attacking Maneuver". A 2-charge attack (Strike 12) is parried
    (9 + 6 - 2 per charge = 13) and reflected (Strike 14 vs A's Dodge 2 + 4): A's Wound
    d10 9 + 2d6 [2, 3] + Force 7 = 21 lands on A."""
    enc = duo([6, 9, 8, 2, 9, 2, 3], a={"fo": 7})
    choose(enc, "charge_declare")
    pass_instants(enc)
    skip_exploit(enc)
    choose(enc, "charge_attack", profile="Simple", foundation="energy")
    skip_exploit(enc)
    choose(enc, "charge")
    pass_instants(enc)
    skip_exploit(enc)
    choose(enc, "release", target="B")
    if enc.decision.kind == "wager":
        choose(enc, "wager", kp=0)
    pass_instants(enc)
    choose(enc, "defend", defend="parry")
    choose(enc, "reflect", target="A")
    assert number(enc, r"A Wound (\d+)") == 21
    assert "2 charges" in log(enc).split("Reflects")[-1]
    assert enc.fighter("A").life == LIFE - 17


@pytest.mark.rule("dbu.modifier.reflect")
def test_reflect_costs_5t() -> None:
    """Seed 001, Reflect: "KP Cost: 5(T)": 10 KP at Tier 2."""
    enc = parried([6, 1, 7, 1, 8, 1, 2, 1, 9, 1], pl=5)
    ki = enc.fighter("B").ki
    choose(enc, "reflect", target="A")
    assert enc.fighter("B").ki == ki - 10


# --- Triggered [1/Round] ------------------------------------------------------------------------


def set_trigger(enc: Encounter, label: str, trigger: str, watch: str = "B", **extra: Any) -> None:
    choose(enc, "triggered")
    choose(enc, "delay", label)
    choose(enc, "trigger", trigger=trigger, watch=watch, **extra)


def far_duo(dice: list[int], b_at: tuple[int, int] = (8, 2), **kw: Any) -> Encounter:
    return start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", b_at)],
        {"A": sheet("Alpha", fo=7), "B": sheet("Beta")},
        [9, 5, *dice],
        **kw,
    )


@pytest.mark.rule("dbu.modifier.triggered")
def test_triggered_pays_now_and_fires_before_the_watched_move() -> None:
    """Seed 001, Triggered: "delay its use but pay the Action Cost and KP Cost immediately ...
    If that trigger occurs before the start of your next turn, you may use that Maneuver without
    paying the Action Cost or KP Cost as an Out-of-Sequence Maneuver"; "Movement: ... If that
    Character would use any effect to move, use your chosen Maneuver before they move."
    A delays a Combination (3 KP) on B; when B moves, A's attack comes first."""
    enc = far_duo([6, 3, 6, 3, 6, 3, 7])
    set_trigger(enc, "Combination, energy", "movement")
    assert (enc.fighter("A").actions, enc.fighter("A").ki) == (2, KI - 3)
    end_turn(enc)
    choose(enc, "move", mode="normal")
    pass_instants(enc)
    choose(enc, "destination", x=10, y=2)
    assert enc.decision.actor == "A"
    choose(enc, "fire")
    while enc.decision.actor != "B" or enc.decision.kind != "turn":
        if has(enc, "no_modifier"):
            choose(enc, "no_modifier")
        elif has(enc, "wager"):
            choose(enc, "wager", kp=0)
        elif has(enc, "dodge"):
            choose(enc, "dodge")
        else:
            choose(enc, enc.decision.options[0].kind)
    text = log(enc)
    assert text.index("A attacks B with Basic Attack (Combination") < text.index("B moves")
    assert enc.fighter("A").ki == KI - 3
    assert enc.fighter("B").pos == (10, 2)


@pytest.mark.rule("dbu.modifier.triggered")
def test_triggered_on_attack_fires_before_that_attack() -> None:
    """Seed 001, Triggered - Attack: "If that Character uses an Attacking Maneuver, use your
    chosen Maneuver before that Attacking Maneuver is used." A delays a Power Up on B's attack:
    A's Power stack is in place when B's Strike meets A's Dodge."""
    enc = far_duo([6, 3, 7], b_at=(6, 2))
    set_trigger(enc, "Power Up", "attack")
    end_turn(enc)
    choose(enc, "attack", "Simple, energy")
    if has(enc, "no_modifier"):
        choose(enc, "no_modifier")
    if has(enc, "wager"):
        choose(enc, "wager", kp=0)
    while enc.decision.actor == "A" and enc.decision.kind != "reaction":
        if has(enc, "fire"):
            choose(enc, "fire")
        else:
            choose(enc, "pass")
    assert "power" in effect_names(enc, "A")
    choose(enc, "dodge")
    assert re.search(r"A Dodge \d+ = .*Power", log(enc))


@pytest.mark.rule("dbu.modifier.triggered")
def test_triggered_on_damage_fires_out_of_sequence() -> None:
    """Seed 001, Triggered - Damage: "Select a Character. If that Character receives Damage, use
    your chosen Maneuver." A delays a Power Up on B; A's ally C hurts B; A fires it at no cost
    and gains the Power stack in C's turn."""
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("C", "A", (7, 2)), fighter("B", "B", (8, 2))],
        {"A": sheet("Alpha"), "C": sheet("Gamma"), "B": sheet("Beta")},
        [9, 5, 3, 6, 3, 7],
    )
    set_trigger(enc, "Power Up", "damage")
    assert enc.fighter("A").actions == 2
    end_turn(enc)
    assert enc.decision.actor == "C"
    attack(enc, "Simple, physical")
    pass_instants(enc)
    choose(enc, "dodge")
    assert enc.fighter("B").damage_taken == 7
    assert enc.decision.actor == "A"
    choose(enc, "fire")
    assert "power" in effect_names(enc, "A")
    assert enc.fighter("A").actions == 2


@pytest.mark.rule("dbu.modifier.triggered")
def test_triggered_once_per_round_and_lapses_at_your_next_turn() -> None:
    """Seed 001: "Triggered Maneuver [1/Round]" and "If that trigger occurs before the start of
    your next turn". No second Triggered this round; a trigger that never happens lapses."""
    enc = far_duo([])
    set_trigger(enc, "Power Up", "movement")
    assert not has(enc, "triggered")
    end_turn(enc)
    end_turn(enc)  # B does not move
    assert enc.decision.actor == "A"
    assert has(enc, "triggered")  # a new round
    end_turn(enc)
    choose(enc, "move", mode="normal")
    pass_instants(enc)
    choose(enc, "destination", x=10, y=2)
    assert not has(enc, "fire")
    assert "power" not in effect_names(enc, "A")


@pytest.mark.rule("dbu.modifier.triggered")
def test_triggered_provokes_exploit_and_a_damaging_exploit_cancels_it() -> None:
    """Seed 001, Triggered: "you provoke the Exploit Maneuver for any Opponent within a Sphere
    AoE centered on you. If you take Damage from an Attacking Maneuver used through the Exploit
    Maneuver in response to this Maneuver, you do not gain the effects of the Triggered Maneuver
    and do not use the selected Maneuver but you gain a number of Counter Actions equal to the
    Action Cost spent." B adjacent Exploits (Strike 12 vs Dodge 7, Wound 11 - 4 = 7)."""
    enc = duo([6, 3, 7])
    set_trigger(enc, "Power Up", "movement")
    assert enc.decision.actor == "B"
    assert enc.decision.kind == "exploit"
    choose(enc, "exploit", "Simple, physical")
    if has(enc, "no_modifier"):
        choose(enc, "no_modifier")
    if has(enc, "wager"):
        choose(enc, "wager", kp=0)
    pass_instants(enc)
    choose(enc, "dodge")
    assert enc.fighter("A").life == LIFE - 7
    assert enc.fighter("A").counters == 2
    assert enc.fighter("A").actions == 2
    end_turn(enc)
    choose(enc, "move", mode="normal")
    pass_instants(enc)
    choose(enc, "destination", x=6, y=2)
    while enc.decision.actor == "A":
        assert not has(enc, "fire")
        choose(enc, "pass")
    assert "power" not in effect_names(enc, "A")


# --- Absorbing Attack [1/Round] -----------------------------------------------------------------


def absorber(dice: list[int], **kw: Any) -> Encounter:
    """B acts first and hits A, who Guards (8 KP): Wound 7 + 4 + 16 = 27, halved to 13 - Soak
    4 = 9 Damage. Then it is A's turn, with Life and Ki to regain."""
    enc = start(
        [fighter("B", "B", (3, 2)), fighter("A", "A", (2, 2))],
        {"A": sheet("Alpha", fo=7), "B": sheet("Beta")},
        [9, 5, 6, 7, *dice],
        **kw,
    )
    attack(enc, "Simple, physical", wager=16)
    pass_instants(enc)
    choose(enc, "defend", defend="guard")
    end_turn(enc)
    assert enc.decision.actor == "A"
    assert (enc.fighter("A").life, enc.fighter("A").ki) == (LIFE - 9, KI - 8)
    return enc


@pytest.mark.rule("dbu.modifier.absorbing-attack")
def test_absorbing_attack_drains_life_and_half_as_much_ki() -> None:
    """Seed 001, Absorbing Attack (1 Action, 2(T) KP): "increase the Damage Category of that
    Attacking Maneuver by 1, regain Life Points equal to the Damage inflicted to the target ...
    and regain Ki Points equal to 1/2 of the Damage inflicted". Wound 3 + 7 = 10, Direct (Soak
    4 -> 2): 8 Damage; A regains 8 Life and 4 KP (after paying 2)."""
    enc = absorber([8, 3, 3])
    attack(enc, "Simple, physical", modifier="Absorbing Attack (")
    pass_instants(enc)
    choose(enc, "dodge")
    assert enc.fighter("B").damage_taken == 8
    assert enc.fighter("A").life == LIFE - 9 + 8
    assert enc.fighter("A").ki == KI - 8 - 2 + 4
    assert enc.fighter("A").actions == 1


@pytest.mark.rule("dbu.modifier.absorbing-attack")
@pytest.mark.parametrize("label", ["Simple, energy", "Sweeping", "Blast"])
def test_absorbing_attack_only_on_an_unarmed_physical_single_target(label: str) -> None:
    """Seed 001, Absorbing Attack: "Base Maneuver: Basic Attack Maneuver (Unarmed Physical
    Attack, not an AoE, no Ki Wager)". No Absorbing Attack for an Energy attack or an area."""
    enc = duo([])
    choose(enc, "attack", label)
    assert not any("Absorbing" in o.label for o in enc.decision.options)


@pytest.mark.rule("dbu.modifier.absorbing-attack")
def test_absorbing_attack_allows_no_ki_wager_and_once_a_round() -> None:
    """Seed 001, Absorbing Attack [1/Round]: "no Ki Wager" - no wager is asked after it; a
    second physical attack in the round offers no Absorbing Attack."""
    enc = duo([8, 3, 9, 8, 3, 9], a={"fo": 7})
    choose(enc, "attack", "Simple, physical")
    choose(enc, "modifier", "Absorbing Attack (")
    assert enc.decision.kind != "wager"
    resolve(enc)
    choose(enc, "attack", "Simple, physical")
    assert not any("Absorbing" in o.label for o in enc.decision.options)


@pytest.mark.rule("dbu.modifier.absorbing-attack")
def test_absorbing_attack_not_on_a_thrown_weapon() -> None:
    """Seed 001, Absorbing Attack: "Base Maneuver: Basic Attack Maneuver (Unarmed Physical
    Attack ...)" and "if you would use the Basic Attack Maneuver". Throwing a sword (the Throw
    Maneuver, a weapon) is neither a Basic Attack nor unarmed."""
    enc = far_duo(
        [],
        b_at=(6, 2),
        items=[{"id": "sword", "name": "Sword", "kind": "weapon", "holder": "A", "wielded": True}],
    )
    choose(enc, "throw", thing="sword")
    assert not any("Absorbing" in o.label for o in enc.decision.options)
