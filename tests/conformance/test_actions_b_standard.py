"""Conformance: seed 001 (Actions & Maneuvers, edition dbu-2), section "Standard Maneuvers".

Blind tests written from the seed text (and /work/shared/reference/ where the seed is silent),
run through the public API with fixed dice. Every fighter is Tier of Power 1 unless stated, so a
roll is one d10 (no Tier Extra Dice): Strike = d10 + Haste 2 + Awareness 4, Dodge = d10 + Defense
Value 4, Wound = d10 + Force. Ties of a Clash go to the Defender (seed 000).
"""

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


def grappled(dice_after: list[int], a: dict[str, Any] | None = None) -> Encounter:
    """A grapples B (Grapple Check: A Strike d10 6 = 12 against B's Strike d10 3 = 9)."""
    enc = duo([6, 3, *dice_after], a=a or {"fo": 7})
    choose(enc, "grapple", target="B")
    pass_instants(enc)
    choose(enc, "clash_roll", roll="strike")
    assert enc.fighter("A").actions == 2
    return enc


# --- Pin Maneuver [1/Round] ---------------------------------------------------------------------


@pytest.mark.rule("dbu.std.pin")
def test_pin_won_might_clash_pins_the_grappled() -> None:
    """Seed 001, Pin: "If you are the Grappler in a Grapple, make a Might Clash against the
    Grappled. If you win, they gain the Pinned Combat Condition" (Action Cost: 1 Action).
    A's Might 7 + d10 5 = 12 beats B's Might 4 + d10 3 = 7."""
    enc = grappled([5, 3])
    choose(enc, "pin")
    pass_instants(enc)
    assert "pinned" in effect_names(enc, "B")
    assert enc.fighter("A").actions == 1


@pytest.mark.rule("dbu.std.pin")
def test_pin_lost_might_clash_frees_the_grappled() -> None:
    """Seed 001, Pin: "If you lose, they escape the Grapple." A tie (10 against 10) goes to the
    Defender (the Grappled), so the Grapple ends and nobody is Pinned."""
    enc = grappled([3, 6])
    choose(enc, "pin")
    pass_instants(enc)
    assert "pinned" not in effect_names(enc, "B")
    assert "guard_down" not in effect_names(enc, "B")  # the Grapple Penalty ended with it
    assert not has(enc, "pin")
    assert not has(enc, "grapple_end")


@pytest.mark.rule("dbu.std.pin")
def test_pin_needs_a_grapple_and_the_grappler_role() -> None:
    """Seed 001, Pin: "You can only use this Maneuver if you are in a Grapple" and only "If you
    are the Grappler". Not offered before the Grapple, nor to the Grappled on their own turn."""
    enc = duo([6, 3], a={"fo": 7})
    assert not has(enc, "pin")
    choose(enc, "grapple", target="B")
    pass_instants(enc)
    choose(enc, "clash_roll", roll="strike")
    assert has(enc, "pin")
    end_turn(enc)
    assert enc.decision.actor == "B"
    assert not has(enc, "pin")


@pytest.mark.rule("dbu.std.pin")
def test_pinned_lasts_only_while_in_this_grapple() -> None:
    """Seed 001, Pin: "they gain the Pinned Combat Condition while in this Grapple". When the
    Grappler ends the Grapple (an Instant Maneuver), the Pinned condition goes with it."""
    enc = grappled([5, 3])
    choose(enc, "pin")
    pass_instants(enc)
    assert "pinned" in effect_names(enc, "B")
    choose(enc, "grapple_end")
    pass_instants(enc)
    assert "pinned" not in effect_names(enc, "B")


# --- Power Up Maneuver [2/Round] ----------------------------------------------------------------


def wager_cap(enc: Encounter) -> int:
    assert enc.decision.kind == "wager"
    return max(o.args["kp"] for o in enc.decision.options)


@pytest.mark.rule("dbu.std.power-up")
def test_power_up_one_stack_adds_1T_to_rolls_and_a_quarter_capacity() -> None:
    """Seed 001, Power Up: "For each stack of Power, increase your Maximum Capacity by 1/4 and
    your Combat Rolls by 1(T)." Tier 1: Strike d10 6 + 6 + 1 = 13, Wound d10 7 + Force 4 + 1 = 12.
    The Ki Wager cap (1/2 Max Capacity, reference 3b) grows from 16 to 20 (Max Capacity 40)."""
    enc = duo([6, 3, 7])
    choose(enc, "power_up")
    pass_instants(enc)
    assert enc.fighter("A").actions == 2  # Action Cost: 1 Action
    choose(enc, "attack", "Simple, physical")
    choose(enc, "no_modifier")
    assert wager_cap(enc) == 20
    choose(enc, "wager", kp=0)
    pass_instants(enc)
    choose(enc, "dodge")
    assert number(enc, r"A Strike (\d+)") == 13
    assert number(enc, r"A Wound (\d+)") == 12


@pytest.mark.rule("dbu.std.power-up")
def test_power_up_two_stacks_at_tier_two() -> None:
    """Seed 001, Power Up: two stacks give +1(T) each; at Tier of Power 2 that is +4 on Combat
    Rolls, and Max Capacity grows by 2 x 1/4 (36 -> 54, so the wager cap is 27). Strike: d10 6 +
    d4 2 + 6 + 4 = 18."""
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2))],
        {"A": sheet("Alpha", pl=5), "B": sheet("Beta", pl=5)},
        [9, 5, 6, 2, 3, 1, 7, 3],
    )
    for _ in range(2):
        choose(enc, "power_up")
        pass_instants(enc)
    choose(enc, "attack", "Simple, physical")
    assert enc.decision.kind == "wager"  # no Action left for a Modifier Maneuver
    assert wager_cap(enc) == 27
    choose(enc, "wager", kp=0)
    pass_instants(enc)
    choose(enc, "dodge")
    assert number(enc, r"A Strike (\d+)") == 18


@pytest.mark.rule("dbu.std.power-up")
def test_power_up_at_most_twice_a_round() -> None:
    """Seed 001: "Power Up Maneuver [2/Round]". After two uses, a third is not offered although
    an Action remains."""
    enc = duo([])
    for _ in range(2):
        choose(enc, "power_up")
        pass_instants(enc)
    assert enc.fighter("A").actions == 1
    assert not has(enc, "power_up")


@pytest.mark.rule("dbu.std.power-up")
def test_power_up_stack_lasts_until_the_end_of_your_next_turn() -> None:
    """Seed 001, Power Up: "Gain a stack of Power until the end of your next turn". A stack
    gained in round 1 still counts on A's round-2 turn and is gone once that turn ends."""
    enc = duo([])
    choose(enc, "power_up")
    pass_instants(enc)
    end_turn(enc)  # A
    end_turn(enc)  # B
    assert enc.decision.actor == "A"
    assert "power" in effect_names(enc, "A")
    end_turn(enc)  # A's next turn ends
    assert enc.decision.actor == "B"
    assert "power" not in effect_names(enc, "A")


@pytest.mark.rule("dbu.std.power-up")
def test_power_up_never_more_than_two_stacks() -> None:
    """Seed 001, Power Up: "you cannot possess more than 2 stacks of Power"; with two stacks you
    "may remove a stack of Power before applying this effect", so a third use keeps 2 stacks."""
    enc = duo([])
    for _ in range(2):
        choose(enc, "power_up")
        pass_instants(enc)
    end_turn(enc)
    end_turn(enc)
    assert effect_names(enc, "A").count("power") == 2
    choose(enc, "power_up")
    pass_instants(enc)
    stacks = sum(e.stacks for e in enc.fighter("A").effects if e.name == "power")
    assert stacks == 2


# --- Revert Maneuver [1/Round] ------------------------------------------------------------------

FORMS = [
    {
        "name": "Kaio",
        "kind": "enhancement",
        "tier_requirement": 1,
        "stress_test_requirement": 2,
        "attribute_bonuses": {"force": 2},
    },
    {
        "name": "Big",
        "tier_requirement": 1,
        "stress_test_requirement": 2,
        "attribute_bonuses": {"agility": 2},
    },
]


def transformed(both: bool = True) -> Encounter:
    enc = duo([], a={"forms": FORMS})
    choose(enc, "transform", form="Kaio")
    pass_instants(enc)
    if both:
        choose(enc, "transform", form="Big")
        pass_instants(enc)
    return enc


@pytest.mark.rule("dbu.std.revert")
def test_revert_leaves_the_form_for_one_action() -> None:
    """Seed 001, Revert: "Release a transformed state and return to your base form" for
    1 Action."""
    enc = transformed(both=False)
    assert enc.fighter("A").enhancement == "Kaio"
    choose(enc, "revert")
    pass_instants(enc)
    assert enc.fighter("A").enhancement == ""
    assert enc.fighter("A").actions == 1


@pytest.mark.rule("dbu.std.revert")
@pytest.mark.parametrize(
    ("slots", "form", "enhancement"),
    [("form", "", "Kaio"), ("enhancement", "Big", ""), ("both", "", "")],
)
def test_revert_exits_any_number_of_your_choice(slots: str, form: str, enhancement: str) -> None:
    """Seed 001, Revert: "Exit any number of Forms or Enhancements of your choice." In a Form
    and an Enhancement at once, each one alone or both may be left."""
    enc = transformed()
    assert (enc.fighter("A").form, enc.fighter("A").enhancement) == ("Big", "Kaio")
    choose(enc, "revert", slots=slots)
    pass_instants(enc)
    assert (enc.fighter("A").form, enc.fighter("A").enhancement) == (form, enhancement)


@pytest.mark.rule("dbu.std.revert")
def test_revert_once_per_round() -> None:
    """Seed 001: "Revert Maneuver [1/Round]". Transform, revert, transform again: a second
    Revert in the same round is not offered (an Action remains)."""
    enc = duo([], a={"forms": FORMS})
    choose(enc, "transform", form="Kaio")
    pass_instants(enc)
    end_turn(enc)
    end_turn(enc)
    choose(enc, "revert")
    pass_instants(enc)
    choose(enc, "transform", form="Kaio")
    pass_instants(enc)
    assert enc.fighter("A").enhancement == "Kaio"
    assert enc.fighter("A").actions == 1
    assert not has(enc, "revert")


@pytest.mark.rule("dbu.std.revert")
def test_revert_not_offered_in_the_normal_state() -> None:
    """Seed 001, Revert exits "Forms or Enhancements": with none active there is nothing to
    revert from."""
    enc = duo([], a={"forms": FORMS})
    assert not has(enc, "revert")


# --- Ride Maneuver [2/Round] --------------------------------------------------------------------


def car_scene(
    car_at: tuple[int, int] = (3, 2), b_at: tuple[int, int] = (10, 6), **car: Any
) -> Encounter:
    """A at (2, 2); an empty 2x2 Car at ``car_at``; B far away."""
    return start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", b_at)],
        {"A": sheet("Alpha"), "B": sheet("Beta")},
        [9, 5],
        vehicles=[{"id": "car", "name": "Car", "pos": list(car_at), "size": 2, "seats": 2, **car}],
    )


def car(enc: Encounter) -> Any:
    return next(v for v in enc.state.vehicles if v.id == "car")


@pytest.mark.rule("dbu.std.ride")
def test_ride_enter_an_adjacent_vehicle_and_become_its_pilot() -> None:
    """Seed 001, Ride: "Enter an adjacent Vehicle or Battle Jacket ... then you may become the
    Pilot if there is no Pilot." 1 Action; with no Opponent in Melee Range, no Exploit."""
    enc = car_scene()
    choose(enc, "ride", act="pilot_in")
    pass_instants(enc)
    assert enc.fighter("A").riding == "car"
    assert car(enc).pilot == "A"
    assert enc.fighter("A").actions == 2
    assert "provokes Exploit" not in log(enc)


@pytest.mark.rule("dbu.std.ride")
def test_ride_only_an_adjacent_vehicle() -> None:
    """Seed 001, Ride: "Enter an adjacent Vehicle". A car three squares away cannot be entered."""
    enc = car_scene(car_at=(5, 2))
    assert not has(enc, "ride")


@pytest.mark.rule("dbu.std.ride")
def test_ride_leave_onto_an_unoccupied_adjacent_square() -> None:
    """Seed 001, Ride: "Leave that Vehicle/Battle Jacket to move onto an unoccupied Square
    adjacent to that Vehicle"."""
    enc = car_scene()
    choose(enc, "ride", act="pilot_in")
    pass_instants(enc)
    choose(enc, "ride", act="leave")
    pass_instants(enc)
    if enc.decision.actor == "A" and enc.decision.kind != "turn":  # a square to choose
        choose(enc, enc.decision.options[0].kind)
    x, y = enc.fighter("A").pos
    assert enc.fighter("A").riding == ""
    assert not (3 <= x <= 4 and 2 <= y <= 3)  # off the car's 2x2 squares
    assert 2 <= x <= 5
    assert 1 <= y <= 4
    assert car(enc).pilot == ""


@pytest.mark.rule("dbu.std.ride")
def test_ride_stop_piloting_but_stay_inside() -> None:
    """Seed 001, Ride: "Stop Piloting this Vehicle/Battle Jacket and move to an unoccupied
    Square within the Vehicle"."""
    enc = car_scene()
    choose(enc, "ride", act="pilot_in")
    pass_instants(enc)
    choose(enc, "ride", act="stop")
    pass_instants(enc)
    if enc.decision.actor == "A" and enc.decision.kind != "turn":
        choose(enc, enc.decision.options[0].kind)
    assert enc.fighter("A").riding == "car"
    assert car(enc).pilot == ""


@pytest.mark.rule("dbu.std.ride")
def test_ride_at_most_twice_a_round() -> None:
    """Seed 001: "Ride Maneuver [2/Round]". Enter, then leave: with an Action left and the car
    still adjacent, a third Ride is not offered."""
    enc = car_scene()
    choose(enc, "ride", act="pilot_in")
    pass_instants(enc)
    choose(enc, "ride", act="leave")
    pass_instants(enc)
    if enc.decision.actor == "A" and enc.decision.kind != "turn":
        choose(enc, enc.decision.options[0].kind)
    assert enc.fighter("A").actions == 1
    assert not has(enc, "ride")


def hijack(dice: list[int]) -> Encounter:
    """B pilots the Car with A as a passenger; A acts first and tries to take the controls."""
    enc = start(
        [fighter("B", "B", (8, 6)), fighter("A", "A", (2, 2))],
        {"A": sheet("Alpha"), "B": sheet("Beta")},
        [3, 9, *dice],
        vehicles=[
            {
                "id": "car",
                "name": "Car",
                "pos": [3, 2],
                "size": 2,
                "seats": 2,
                "pilot": "B",
                "passengers": ["A"],
            }
        ],
    )
    choose(enc, "ride", act="take")
    pass_instants(enc)
    assert enc.decision.kind == "exploit"  # A is in B's Melee Range: Exploitable
    choose(enc, "pass")
    return enc


@pytest.mark.rule("dbu.std.ride")
def test_ride_take_the_controls_by_a_won_clash_and_put_the_loser_out() -> None:
    """Seed 001, Ride: "If not [willing], make a Clash (Physical Strike vs Physical
    Strike/Dodge). If you win, you become the Pilot. The winner of the Clash may choose to remove
    the other Character ... placing them on a Square adjacent to the Vehicle". A 12 beats B 9."""
    enc = hijack([6, 3])
    choose(enc, "clash_roll", roll="physical_strike")
    assert car(enc).pilot == "A"
    assert enc.decision.actor == "A"
    choose(enc, "throw_out")
    assert enc.fighter("B").riding == ""
    assert enc.fighter("A").riding == "car"


@pytest.mark.rule("dbu.std.ride")
def test_ride_lost_clash_keeps_the_pilot_who_may_put_you_out() -> None:
    """Seed 001, Ride: only "If you win, you become the Pilot"; "The winner of the Clash may
    choose to remove the other Character". A 9 loses to B 12: B stays Pilot and puts A out."""
    enc = hijack([3, 6])
    choose(enc, "clash_roll", roll="physical_strike")
    assert car(enc).pilot == "B"
    assert enc.decision.actor == "B"
    choose(enc, "throw_out")
    assert enc.fighter("A").riding == ""


@pytest.mark.rule("dbu.std.ride")
def test_ride_a_willing_pilot_hands_over_without_a_clash() -> None:
    """Seed 001, Ride: "If the current Pilot is willing, you become the Pilot in their place and
    swap which Squares you are occupying"."""
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("C", "A", (2, 5)), fighter("B", "B", (10, 6))],
        {"A": sheet("Alpha"), "C": sheet("Gamma"), "B": sheet("Beta")},
        [9, 5, 3],
        vehicles=[
            {
                "id": "car",
                "name": "Car",
                "pos": [3, 2],
                "size": 2,
                "seats": 2,
                "pilot": "C",
                "passengers": ["A"],
            }
        ],
    )
    a_pos, c_pos = enc.fighter("A").pos, enc.fighter("C").pos
    choose(enc, "ride", act="take")
    pass_instants(enc)
    choose(enc, "willing")
    assert car(enc).pilot == "A"
    assert (enc.fighter("A").pos, enc.fighter("C").pos) == (c_pos, a_pos)
    assert "Clash" not in log(enc).split("uses Ride")[-1]


# --- Signature Technique Maneuver [1/Round] -----------------------------------------------------

SIGNATURES = [
    {"name": "Kame", "profile": "Beam", "foundation": "energy"},
    {"name": "Punch", "profile": "Simple", "foundation": "physical"},
    {"name": "Hex", "profile": "Simple", "foundation": "magic"},
]


def signature_user(dice: list[int]) -> Encounter:
    return duo(dice, a={"fo": 7, "ma": 5, "signatures": SIGNATURES})


@pytest.mark.rule("dbu.std.signature-technique")
def test_signature_technique_attacks_with_its_profile_and_foundation() -> None:
    """Seed 001, Signature Technique: "Make an Attacking Maneuver using a Signature Technique you
    have access to." A Magic technique rolls Wound with the Magic Modifier: d10 7 + Magic 5."""
    enc = signature_user([6, 3, 7])
    attack(enc, "Hex", kind="signature")
    pass_instants(enc)
    choose(enc, "dodge")
    assert number(enc, r"A Wound (\d+)") == 12
    assert "Magic 5" in log(enc)
    assert enc.fighter("A").actions == 2


@pytest.mark.rule("dbu.std.signature-technique")
@pytest.mark.parametrize(("name", "kp"), [("Hex", 2), ("Kame", 10)])
def test_signature_technique_pays_its_own_kp_cost(name: str, kp: int) -> None:
    """Seed 001, Signature Technique: "KP Cost: Varies (each Signature Technique will have their
    own KP Cost - that is the KP Cost you pay". Reference 6 (S1): (Profile KP + ceil(TP/5)) x
    ToP with TP 8 for a plain technique: Simple 0 + 2 = 2, Beam 8 + 2 = 10 at Tier 1."""
    enc = signature_user([6, 3, 7])
    attack(enc, name, kind="signature")
    assert enc.fighter("A").ki == KI - kp


@pytest.mark.rule("dbu.std.signature-technique")
def test_signature_technique_once_per_round() -> None:
    """Seed 001: "Signature Technique Maneuver [1/Round]". After Hex, neither Hex nor another
    technique is offered this round; next round they are."""
    enc = signature_user([6, 3, 7])
    attack(enc, "Hex", kind="signature")
    pass_instants(enc)
    choose(enc, "dodge")
    assert enc.fighter("A").actions == 2
    assert not has(enc, "signature")
    end_turn(enc)
    end_turn(enc)
    assert {o.args["signature"] for o in options(enc, "signature")} == {"Hex", "Kame", "Punch"}


# --- Terrain Lift Maneuver [1/Round] ------------------------------------------------------------


def lift_scene(
    fo: int = 7,
    rank: int = 1,
    size: int = 1,
    at: tuple[int, int] = (1, 2),
    pl: int = 4,
    **extra: Any,
) -> Encounter:
    return start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2))],
        {"A": sheet("Alpha", fo=fo, pl=pl), "B": sheet("Beta", pl=pl)},
        [9, 5],
        features=[{"id": "rock", "pos": list(at), "size": size, "hardness": rank}],
        **extra,
    )


@pytest.mark.rule("dbu.std.terrain-lift")
@pytest.mark.parametrize(
    ("pl", "fo", "rank", "liftable"),
    [
        (4, 7, 1, True),  # Force 7 > 3 x Hardness Value 2 (2 x Rank 1 x bT 1) = 6
        (4, 6, 1, False),  # 6 does not exceed 6
        (5, 8, 1, False),  # base Tier 2: Hardness Value 4, 3 x 4 = 12 > 8
        (4, 8, 2, False),  # Rank 2: Hardness Value 4, 12 > 8
    ],
)
def test_terrain_lift_needs_force_above_three_times_hardness(
    pl: int, fo: int, rank: int, liftable: bool
) -> None:
    """Seed 001, Terrain Lift: "If your Force Modifier exceeds 3x the Hardness Value of that
    Square/Feature, you lift it up". Hardness Value = 2 x Rank x base Tier (reference 10)."""
    enc = lift_scene(fo=fo, rank=rank, pl=pl)
    assert has(enc, "terrain_lift", feature="rock") is liftable


@pytest.mark.rule("dbu.std.terrain-lift")
def test_terrain_lift_not_a_feature_four_times_your_squares() -> None:
    """Seed 001, Terrain Lift: "You cannot lift a Feature if it occupies a number of Squares
    equal to or greater than 4x the number of Squares you occupy". A 2x2 Feature (4 squares)
    is too big for a Medium fighter (1 square), whatever the Force."""
    enc = lift_scene(fo=8, rank=1, size=2, at=(0, 2))
    assert not has(enc, "terrain_lift")


@pytest.mark.rule("dbu.std.terrain-lift")
def test_terrain_lift_only_within_melee_range() -> None:
    """Seed 001, Terrain Lift: "Target an unoccupied Square or a Feature within your Melee
    Range." A rock two squares away cannot be lifted."""
    enc = lift_scene(at=(0, 2))
    assert not has(enc, "terrain_lift", feature="rock")


@pytest.mark.rule("dbu.std.terrain-lift")
def test_terrain_lift_one_feature_and_once_a_round() -> None:
    """Seed 001: "Terrain Lift Maneuver [1/Round]" and "you can only hold 1 Feature at a time".
    With a second light rock adjacent, no second lift is offered; Exploitable by "All adjacent
    Opponents" (B is adjacent)."""
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2))],
        {"A": sheet("Alpha", fo=7), "B": sheet("Beta")},
        [9, 5],
        features=[
            {"id": "rock", "pos": [1, 2], "hardness": 1},
            {"id": "stone", "pos": [2, 1], "hardness": 1},
        ],
    )
    choose(enc, "terrain_lift", feature="rock")
    pass_instants(enc)
    assert enc.decision.kind == "exploit"
    assert enc.decision.actor == "B"
    choose(enc, "pass")
    assert enc.fighter("A").carrying == "rock"
    assert enc.fighter("A").actions == 2
    assert not has(enc, "terrain_lift")


@pytest.mark.rule("dbu.std.terrain-lift")
def test_terrain_lift_not_exploitable_without_an_adjacent_opponent() -> None:
    """Seed 001, Terrain Lift: "Exploitable: All adjacent Opponents." B three squares away gets
    no Exploit."""
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (5, 2))],
        {"A": sheet("Alpha", fo=7), "B": sheet("Beta")},
        [9, 5],
        features=[{"id": "rock", "pos": [1, 2], "hardness": 1}],
    )
    choose(enc, "terrain_lift", feature="rock")
    pass_instants(enc)
    assert enc.decision.actor == "A"
    assert enc.decision.kind == "turn"
    assert enc.fighter("A").carrying == "rock"


@pytest.mark.rule("dbu.std.terrain-lift")
def test_terrain_lift_placing_is_an_instant_maneuver() -> None:
    """Seed 001, Terrain Lift - Placing: "You can put down a Feature you are carrying in any
    unoccupied Square within your Melee Range as an Instant Maneuver" (no Action spent)."""
    enc = lift_scene()
    choose(enc, "terrain_lift", feature="rock")
    pass_instants(enc)
    choose(enc, "pass")
    spots = {(o.args["x"], o.args["y"]) for o in options(enc, "place_feature")}
    assert (3, 2) not in spots  # B stands there
    assert spots <= {(x, y) for x in (1, 2, 3) for y in (1, 2, 3)} - {(2, 2)}
    choose(enc, "place_feature", x=1, y=1)
    pass_instants(enc)
    rock = next(f for f in enc.state.features if f.id == "rock")
    assert (enc.fighter("A").carrying, rock.pos) == ("", (1, 1))
    assert enc.fighter("A").actions == 2


@pytest.mark.rule("dbu.std.terrain-lift")
def test_terrain_lift_shielding_counts_as_cover() -> None:
    """Seed 001, Terrain Lift - Shielding: "If you are hit by an Attacking Maneuver while
    carrying a Feature, apply effects as if you were in Cover". Cover (reference 10): +2(T)
    Dodge and 2 x Hardness Value off the damage; "if you are hit" applies them once the attack
    has hit (setting ``shielding: after_hit``), so the Dodge keeps no Cover bonus. B: Strike 12
    vs A Dodge 5 + 4 = 9, hit; Wound 11 - Soak 4 - 2 x 2 = 3 Life."""
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2))],
        {"A": sheet("Alpha", fo=7), "B": sheet("Beta")},
        [9, 5, 6, 5, 7],
        features=[{"id": "rock", "pos": [1, 2], "hardness": 1}],
    )
    choose(enc, "terrain_lift", feature="rock")
    pass_instants(enc)
    choose(enc, "pass")
    end_turn(enc)
    attack(enc, "Simple, physical")
    pass_instants(enc)
    choose(enc, "dodge")
    assert number(enc, r"A Dodge (\d+)") == 9
    assert enc.fighter("A").life == LIFE - 3


# --- Throw Maneuver [1/Round] -------------------------------------------------------------------

ITEMS = [
    {"id": "sword", "name": "Sword", "kind": "weapon", "holder": "A", "wielded": True},
    {"id": "cap", "name": "Capsule", "kind": "item", "holder": "A"},
]


def thrower(dice: list[int], pl: int = 4, b_at: tuple[int, int] = (6, 2)) -> Encounter:
    return start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", b_at)],
        {"A": sheet("Alpha", fo=7, pl=pl), "B": sheet("Beta", pl=pl)},
        [9, 5, *dice],
        items=ITEMS,
    )


def throw_and_hit(enc: Encounter, thing: str) -> None:
    choose(enc, "throw", thing=thing)
    if enc.decision.kind == "modifier":
        choose(enc, "no_modifier")
    choose(enc, "wager", kp=0)
    pass_instants(enc)
    choose(enc, "dodge")


@pytest.mark.rule("dbu.std.throw")
@pytest.mark.parametrize(
    ("pl", "thing", "dice", "collision"),
    [
        (4, "sword", [6, 3, 7], 4),  # a Weapon: Hardness Rank 2, 2 x 2 x bT 1
        (4, "cap", [6, 3, 7], 2),  # a Basic Item: Hardness Rank 1
        (5, "sword", [6, 2, 3, 1, 7, 3], 8),  # base Tier 2: 2 x 2 x 2
    ],
)
def test_throw_is_a_simple_attack_with_collision_by_hardness(
    pl: int, thing: str, dice: list[int], collision: int
) -> None:
    """Seed 001, Throw: "This is considered an Attacking Maneuver of the Simple Profile ... If
    you hit another Character, apply Collision Damage as if your thrown Item was a Feature ...
    If it was a Weapon, the Hardness Rank is 2. If it was a Basic Item, the Hardness Rank is 1."
    Hardness Value = 2 x Rank x base Tier of the one hit (reference 10)."""
    enc = thrower(dice, pl=pl)
    life = enc.fighter("B").life
    throw_and_hit(enc, thing)
    assert "Basic Attack (Simple" in log(enc)
    wound_loss = number(enc, r"B: Wound \d+ - Soak \d+ \(Standard\) = (\d+)")
    assert life - enc.fighter("B").life == wound_loss + collision


@pytest.mark.rule("dbu.std.throw")
@pytest.mark.rule("dbu.std.terrain-lift")
def test_throw_a_lifted_feature_uses_its_hardness_rank() -> None:
    """Seed 001, Throw: "You may throw whatever you are holding (such as a Basic Item, Feature,
    or even a Weapon) ... If it was already a Feature, use the Hardness Rank of that Feature."
    A lifts a Rank 1 rock (Terrain Lift) and throws it at B: Collision 2 x 1 x 1 = 2 on top of
    the Simple Wound (7 + 7 - Soak 4 = 10)."""
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2))],
        {"A": sheet("Alpha", fo=7), "B": sheet("Beta")},
        [9, 5, 6, 3, 7],
        features=[{"id": "rock", "pos": [1, 2], "hardness": 1}],
    )
    choose(enc, "terrain_lift", feature="rock")
    pass_instants(enc)
    choose(enc, "pass")  # B's Exploit
    throw_and_hit(enc, "rock")
    assert enc.fighter("B").life == LIFE - 10 - 2
    if enc.decision.kind == "land":
        choose(enc, "land")
    assert enc.fighter("A").carrying == ""


@pytest.mark.rule("dbu.std.throw")
def test_throw_lands_next_to_the_target_of_your_choice() -> None:
    """Seed 001, Throw: "Anything thrown at an Opponent through this Maneuver lands on a Square
    adjacent to them (your choice) if it hit"; the thrower no longer holds it."""
    enc = thrower([6, 3, 7])
    throw_and_hit(enc, "sword")
    assert enc.decision.actor == "A"
    spots = {(o.args["x"], o.args["y"]) for o in enc.decision.options}
    assert spots == {(x, y) for x in (5, 6, 7) for y in (1, 2, 3)} - {(6, 2)}
    choose(enc, enc.decision.kind, x=7, y=3)
    sword = next(i for i in enc.state.items if i.id == "sword")
    assert (sword.holder, sword.pos) == ("", (7, 3))
    assert enc.fighter("A").wielding == ""


@pytest.mark.rule("dbu.std.throw")
def test_throw_ki_wager_at_most_a_quarter_of_your_ki_points() -> None:
    """Seed 001, Throw: "You cannot Ki Wager more than 1/4 (rounded up) of your Ki Points on an
    Attacking Maneuver made through the Throw Maneuver." A gives 56 KP to an ally first (Ki 30,
    Capacity untouched): a Throw may wager 8 (a Basic Attack could wager 16)."""
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("C", "A", (2, 3)), fighter("B", "B", (9, 2))],
        {"A": sheet("Alpha", fo=7), "C": sheet("Gamma"), "B": sheet("Beta")},
        [9, 5, 3],
        items=ITEMS[:1],
    )
    choose(enc, "empower", ally="C", actions=2, full=False)
    pass_instants(enc)
    choose(enc, "empower_amount", kp=56)
    pass_instants(enc)
    assert enc.fighter("A").ki == 30
    choose(enc, "throw", thing="sword")
    if enc.decision.kind == "modifier":
        choose(enc, "no_modifier")
    assert max(o.args["kp"] for o in options(enc, "wager")) == 8


@pytest.mark.rule("dbu.std.throw")
def test_throw_once_per_round_at_any_distance() -> None:
    """Seed 001: "Throw Maneuver [1/Round]" - throw "any number of Squares in a straight line"
    (a miss flies "as far as you could have possibly thrown it based on your Might", so we stay
    within Might 7): B seven squares away can be targeted, out of any melee or Simple reach;
    after one throw the capsule cannot be thrown too."""
    enc = thrower([6, 3, 7], b_at=(9, 2))
    assert has(enc, "throw", thing="cap", target="B")
    throw_and_hit(enc, "sword")
    if enc.decision.kind == "land":
        choose(enc, "land")
    assert enc.fighter("A").actions == 2
    assert not has(enc, "throw")


# --- Thrust Maneuver [1/Round] ------------------------------------------------------------------


def thrust(dice: list[int], fo: int = 7, **extra: Any) -> Encounter:
    """A Thrusts B: first Clash A Strike (d10 + 6) against B's Strike (d10 + 6)."""
    enc = duo(dice, a={"fo": fo}, **extra)
    choose(enc, "thrust", target="B")
    pass_instants(enc)
    choose(enc, "clash_roll", roll="strike")
    return enc


@pytest.mark.rule("dbu.std.thrust")
@pytest.mark.parametrize(("fo", "to"), [(7, (6, 2)), (4, (5, 2))])
def test_thrust_push_back_half_might_in_a_straight_line(fo: int, to: tuple[int, int]) -> None:
    """Seed 001, Thrust - Push Back: "The target is moved a number of Squares equal to 1/2 of
    your Might. The movement is in a straight line and away from you." Might 7 -> 3 squares,
    Might 4 -> 2 squares, east of B at (3, 2)."""
    enc = thrust([6, 3], fo=fo)
    choose(enc, "thrust_effect", effect="push_back")
    if enc.decision.kind == "sudden_stop":
        choose(enc, "pass")
    assert enc.fighter("B").pos == to
    assert enc.fighter("A").actions == 2


@pytest.mark.rule("dbu.std.thrust")
def test_thrust_push_back_doubles_collision_damage() -> None:
    """Seed 001, Push Back: "Double any Collision Damage they suffer due to this movement." A
    Rank 2 wall two squares behind B: Hardness Value 4, doubled to 8."""
    enc = thrust([6, 3], features=[{"id": "wall", "pos": [5, 2], "hardness": 2}])
    choose(enc, "thrust_effect", effect="push_back")
    choose(enc, "pass")  # no Sudden Stop
    assert enc.fighter("B").pos == (4, 2)
    assert enc.fighter("B").life == LIFE - 8


@pytest.mark.rule("dbu.std.thrust")
def test_thrust_knock_prone_on_a_won_second_clash() -> None:
    """Seed 001, Knock Prone: "Make a second Clash (Impulsive/Corporeal). If you win, they are
    knocked Prone." Impulsive 4 + 5 = 9 against Corporeal 4 + 3 = 7."""
    enc = thrust([6, 3, 5, 3])
    choose(enc, "thrust_effect", effect="prone")
    assert "prone" in effect_names(enc, "B")


@pytest.mark.rule("dbu.std.thrust")
def test_thrust_knock_prone_lost_gives_guard_down_until_your_turn_ends() -> None:
    """Seed 001, Knock Prone: "If you lose, they suffer from the Guard Down Combat Condition
    until the end of your turn." 4 + 3 = 7 loses to 4 + 5 = 9: B not Prone, Guard Down that ends
    with A's turn."""
    enc = thrust([6, 3, 3, 5])
    choose(enc, "thrust_effect", effect="prone")
    assert "prone" not in effect_names(enc, "B")
    assert "guard_down" in effect_names(enc, "B")
    end_turn(enc)
    assert "guard_down" not in effect_names(enc, "B")


@pytest.mark.rule("dbu.std.thrust")
def test_thrust_lost_first_clash_has_no_effect() -> None:
    """Seed 001, Thrust: effects apply only "If you win" the Clash (Strike vs Strike/Dodge).
    A tie (9 against 9) goes to the Defender: no effect to choose, B stays put."""
    enc = thrust([3, 3])
    assert enc.decision.kind == "turn"
    assert enc.decision.actor == "A"
    assert enc.fighter("B").pos == (3, 2)
    assert enc.fighter("A").actions == 2


@pytest.mark.rule("dbu.std.thrust")
def test_thrust_only_in_melee_range_and_once_a_round() -> None:
    """Seed 001, Thrust [1/Round]: "Target an Opponent within your Melee Range". After pushing B
    away, B is out of reach; back in reach next to B, a second Thrust is still not offered."""
    enc = thrust([6, 3], fo=4)
    choose(enc, "thrust_effect", effect="push_back")
    if enc.decision.kind == "sudden_stop":
        choose(enc, "pass")
    assert enc.fighter("B").pos == (5, 2)
    assert not has(enc, "thrust")
    choose(enc, "move", mode="normal")
    pass_instants(enc)
    choose(enc, enc.decision.kind, x=4, y=2)
    if enc.decision.kind == "blockade":  # B may Blockade A's Movement: B lets it go
        choose(enc, "pass")
    pass_instants(enc)
    assert enc.fighter("A").pos == (4, 2)
    assert enc.fighter("A").actions == 1
    assert not has(enc, "thrust")


# --- Toss Maneuver [1/Round] --------------------------------------------------------------------


def tosser(catch_die: int, catcher_insight: int = 8) -> Encounter:
    return start(
        [fighter("A", "A", (2, 2)), fighter("C", "A", (2, 5)), fighter("B", "B", (9, 2))],
        {"A": sheet("Alpha"), "C": sheet("Gamma", ins=catcher_insight), "B": sheet("Beta")},
        [9, 5, 3, catch_die],
        items=ITEMS,
    )


@pytest.mark.rule("dbu.std.toss")
def test_toss_caught_on_a_passed_perception_check() -> None:
    """Seed 001, Toss: "Give a Basic Item, Accessory, Weapon, or piece of Apparel you possess to
    another Character. That Character must make an Apprentice Perception Skill Check. If they
    succeed, they gain the item." Apprentice is the lowest Difficulty Category; d10 9 + half
    Insight 8 (reference 11) = 13 passes."""
    enc = tosser(9)
    choose(enc, "toss", item="sword", to="C")
    pass_instants(enc)
    assert "sword" in enc.fighter("C").items
    assert "sword" not in enc.fighter("A").items
    assert enc.fighter("A").wielding == ""
    assert enc.fighter("A").actions == 2


@pytest.mark.rule("dbu.std.toss")
def test_toss_missed_catch_is_lost() -> None:
    """Seed 001, Toss: "If they fail, it continues sailing past them and becomes lost". A Botch
    (natural 1: -5, seed 000) with Insight 2 fails any Difficulty."""
    enc = tosser(1, catcher_insight=2)
    choose(enc, "toss", item="cap", to="C")
    pass_instants(enc)
    cap = next(i for i in enc.state.items if i.id == "cap")
    assert cap.holder == ""
    assert cap.lost
    assert "cap" not in enc.fighter("C").items


@pytest.mark.rule("dbu.std.toss")
def test_toss_once_per_round() -> None:
    """Seed 001: "Toss Maneuver [1/Round]". After tossing the capsule, the sword cannot be
    tossed in the same round."""
    enc = tosser(9)
    choose(enc, "toss", item="cap", to="C")
    pass_instants(enc)
    assert enc.fighter("A").actions == 2
    assert not has(enc, "toss")


# --- Transformation Maneuver --------------------------------------------------------------------


def transformer(requirement: int, tier_requirement: int = 1) -> Encounter:
    """Stress Test (reference 9, S1): d10 + 1 + Power Level 4 + Determination 0 (Personality 2)."""
    form = {
        "name": "Big",
        "tier_requirement": tier_requirement,
        "stress_test_requirement": requirement,
        "attribute_bonuses": {"force": 2},
    }
    return duo([5, 5, 6, 3, 7], a={"forms": [form]})


@pytest.mark.rule("dbu.std.transformation")
def test_transformation_entered_when_the_stress_test_matches() -> None:
    """Seed 001, Transformation: "If you match or exceed the Stress Test Requirement, you enter
    the Transformation". d10 5 + 1 + 4 = 10 against 10: a match transforms (1 Action)."""
    enc = transformer(10)
    choose(enc, "transform", form="Big")
    pass_instants(enc)
    assert enc.fighter("A").form == "Big"
    assert enc.fighter("A").actions == 2


@pytest.mark.rule("dbu.std.transformation")
def test_transformation_failed_stress_test_keeps_the_normal_state() -> None:
    """Seed 001, Transformation: only a match or better enters; 10 against 11 fails, and the
    Action is spent all the same."""
    enc = transformer(11)
    choose(enc, "transform", form="Big")
    pass_instants(enc)
    assert enc.fighter("A").form == ""
    assert enc.fighter("A").actions == 2


@pytest.mark.rule("dbu.std.transformation")
def test_transformation_needs_the_tier_of_power_requirement() -> None:
    """Seed 001, Transformation: "a Form or Enhancement you have access to and meet the Tier of
    Power Requirements for". A Tier 2 form is not offered at Tier 1."""
    enc = transformer(2, tier_requirement=2)
    assert not has(enc, "transform")


@pytest.mark.rule("dbu.std.transformation")
def test_transformation_has_no_round_limit_and_applies_its_bonuses() -> None:
    """Seed 001: "Transformation Maneuver" carries no [x/Round] limit. Big fails (10 vs 11)
    and stays on offer; Kaio (10 vs 10) is entered in the same turn, and its Force +2 shows in
    the Wound: d10 7 + Force 4 + 2 = 13."""
    forms = [
        {"name": "Big", "tier_requirement": 1, "stress_test_requirement": 11},
        {
            "name": "Kaio",
            "kind": "enhancement",
            "tier_requirement": 1,
            "stress_test_requirement": 10,
            "attribute_bonuses": {"force": 2},
        },
    ]
    enc = duo([5, 5, 6, 3, 7], a={"forms": forms})
    choose(enc, "transform", form="Big")
    pass_instants(enc)
    assert enc.fighter("A").form == ""
    assert has(enc, "transform", form="Big")
    choose(enc, "transform", form="Kaio")
    pass_instants(enc)
    assert enc.fighter("A").enhancement == "Kaio"
    attack(enc, "Simple, physical")
    pass_instants(enc)
    choose(enc, "dodge")
    assert number(enc, r"A Wound (\d+)") == 13
