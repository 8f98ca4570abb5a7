"""Seed 000 (DBU Core Rules), "Size", "Punching Down", "Punching Up" and "Gigantic Grip",
written from the seed's size table:

    Size      M Threat Range        Speed  Dodge  Soak  Squares
    Tiny      Adjacent               -3    +3T    -2T   1
    Large     Adjacent +1 Square     +1    +0T    +1T   2x2
    Enormous  Adjacent +2 Squares    +3    -1T    +2T   3x3
    Gigantic  Adjacent +4 Squares    +5    -2T    +3T   4x4
    "Size penalties can NOT reduce any aptitude lower than 2."

Sizes in order (seed 000 names Small, Medium and Large too): Tiny, Small, Medium, Large,
Enormous, Gigantic. Medium is the baseline (no modifiers).
"""

from __future__ import annotations

import pytest

from tenkaichi.dbu.derived import derive

from .core_support import answer_routine, attack, duel, events_since, pick, sheet, until_turn

SIZE_ROWS = {
    # size: (extra melee reach, speed, dodge per Tier, soak per Tier, squares per side)
    "tiny": (0, -3, 3, -2, 1),
    "large": (1, 1, 0, 1, 2),
    "enormous": (2, 3, -1, 2, 3),
    "gigantic": (4, 5, -2, 3, 4),
}
SQUARES = {"tiny": 1, "small": 1, "medium": 1, "large": 2, "enormous": 3, "gigantic": 4}
ROOMY = {"agility": 8, "tenacity": 8}  # high enough that no floor hides a size modifier


def strike_and_wound(attacker_size: str, target_size: str, modifier: str = ""):  # type: ignore[no-untyped-def]
    """Ann (Tier 3) makes a physical Simple attack on an adjacent Bob; every die shows 3."""
    ann = sheet("Ann", pl=10, size=attacker_size)
    bob = sheet("Bob", pl=10, size=target_size)
    enc = duel(ann, bob, [9, 2] + [3] * 40, apos=(0, 0), bpos=(SQUARES[attacker_size], 0))
    start = len(enc.events)
    attack(enc, "Bob", modifier=modifier)
    until_turn(enc, "Ann")
    clashes = events_since(enc, start, "clash")
    strike = next(e for e in clashes if e.data.get("roll") == "strike")
    wounds = events_since(enc, start, "wound")
    damage = [e for e in events_since(enc, start, "damage") if "category" in e.data]
    return strike, (wounds[0] if wounds else None), (damage[0] if damage else None)


def grapple_escape(grappler: str, grappled: str):  # type: ignore[no-untyped-def]
    """Ann grapples Bob (Tier 3; she wins the Clash 5+3 against 3+3); on his turn Bob tries to
    escape with 1 Action. Returns (the starting Clash, the escape Clash)."""
    ann = sheet("Ann", pl=10, size=grappler)
    bob = sheet("Bob", pl=10, size=grappled)
    enc = duel(ann, bob, [9, 2, 5] + [3] * 40, apos=(0, 0), bpos=(SQUARES[grappler], 0))
    pick(enc, "grapple", target="Bob")
    answer_routine(enc)
    until_turn(enc, "Ann")
    start_clash = next(e for e in enc.events if e.kind == "clash")
    pick(enc, "end_turn")
    until_turn(enc, "Bob")
    start = len(enc.events)
    pick(enc, "grapple_escape", actions=1)
    answer_routine(enc)
    escape = next(e for e in events_since(enc, start, "clash"))
    return start_clash, escape


# --- Size categories --------------------------------------------------------------------


@pytest.mark.rule("dbu.size.categories")
@pytest.mark.parametrize("size", sorted(SIZE_ROWS))
@pytest.mark.parametrize(("pl", "tier"), [(1, 1), (5, 2)])
def test_size_table_modifiers(size: str, pl: int, tier: int):
    """Seed 000, the size table: Speed, Dodge (x Tier) and Soak (x Tier) modifiers against a
    Medium character with the same Scores, the melee threat range and the squares occupied."""
    reach, speed, dodge, soak, squares = SIZE_ROWS[size]
    base = derive(sheet("Ann", pl=pl, attrs=ROOMY))
    sized = derive(sheet("Ann", pl=pl, size=size, attrs=ROOMY))
    assert sized.melee_reach.value == reach
    assert sized.normal_speed.value - base.normal_speed.value == speed
    assert sized.defense_value.value - base.defense_value.value == dodge * tier
    assert sized.soak.value - base.soak.value == soak * tier
    assert sized.squares == squares


@pytest.mark.rule("dbu.size.categories")
@pytest.mark.parametrize(
    ("size", "reach"), [("tiny", 1), ("medium", 1), ("large", 2), ("enormous", 3), ("gigantic", 5)]
)
def test_melee_threat_range_in_a_fight(size: str, reach: int):
    """Seed 000: "M Threat Range": Adjacent, +1 square for Large, +2 Enormous, +4 Gigantic.
    A physical attack (melee) reaches a target that far from Ann's edge, and no farther."""
    edge = SQUARES[size] - 1
    for distance, in_range in ((reach, True), (reach + 1, False)):
        enc = duel(
            sheet("Ann", size=size), sheet("Bob"), [9, 2] + [3] * 10, (0, 0), (edge + distance, 0)
        )
        melee = [
            o
            for o in enc.decision.options  # type: ignore[union-attr]
            if o.kind == "attack"
            and o.args.get("foundation") == "physical"
            and o.args.get("profile") == "Simple"
        ]
        assert bool(melee) is in_range, (size, distance)


@pytest.mark.rule("dbu.size.categories")
@pytest.mark.parametrize("size", ["medium", "large", "enormous", "gigantic"])
def test_squares_occupied_in_a_fight(size: str):
    """Seed 000, "Squares Occupied": Large 2x2, Enormous 3x3, Gigantic 4x4 (Medium 1). Ann at
    (0, 0) fills up to (n-1, n-1), so Bob at (n, n) is diagonally next to her."""
    n = SQUARES[size]
    enc = duel(sheet("Ann", size=size), sheet("Bob"), [9, 2] + [3] * 10, (0, 0), (n, n))
    assert enc.distance(enc.fighter("Ann"), enc.fighter("Bob")) == 1
    far = duel(sheet("Ann", size=size), sheet("Bob"), [9, 2] + [3] * 10, (0, 0), (n + 1, n + 1))
    assert far.distance(far.fighter("Ann"), far.fighter("Bob")) == 2


@pytest.mark.rule("dbu.size.categories")
def test_size_soak_modifier_in_a_fight():
    """Seed 000: Large "+1T" Soak: a Large Bob at Tier 3 with Tenacity 4 soaks 4 + 3 = 7."""
    _, _, damage = strike_and_wound("medium", "large")
    assert damage.data["soak"] == 7


# --- minimum 2 --------------------------------------------------------------------------


@pytest.mark.rule("dbu.size.min-aptitude")
def test_size_cannot_take_defense_value_below_two():
    """Seed 000: "Size penalties can NOT reduce any aptitude lower than 2": a Gigantic
    character (Dodge -2T) with Agility 6 at Tier 3 has Defense Value 2, not 0."""
    assert (
        derive(sheet("Ann", pl=10, size="gigantic", attrs={"agility": 6})).defense_value.value == 2
    )


@pytest.mark.rule("dbu.size.min-aptitude")
def test_size_cannot_take_soak_below_two():
    """Seed 000, as above: a Tiny character (Soak -2T) with Tenacity 3 at Tier 1 soaks 2, not
    1."""
    assert derive(sheet("Ann", size="tiny", attrs={"tenacity": 3})).soak.value == 2


@pytest.mark.rule("dbu.size.min-aptitude")
def test_size_cannot_take_speed_below_two():
    """Seed 000, as above: a Tiny character (Speed -3) with Agility 2 moves 2, not 0."""
    assert derive(sheet("Ann", size="tiny", attrs={"agility": 2})).normal_speed.value == 2


@pytest.mark.rule("dbu.size.min-aptitude")
def test_size_floor_applies_to_the_dodge_roll_in_a_fight():
    """Seed 000, as above: an Enormous Bob (Dodge -1T) with Agility 4 at Tier 3 dodges with
    Defense Value 2 (4 - 3 = 1 raised to 2): d10 3 + d6 3 + 2 = 8."""
    ann = sheet("Ann", pl=10)
    bob = sheet("Bob", pl=10, size="enormous")
    enc = duel(ann, bob, [9, 2] + [3] * 40, (0, 0), (1, 0))
    start = len(enc.events)
    attack(enc, "Bob")
    until_turn(enc, "Ann")
    dodge = next(e for e in events_since(enc, start, "clash") if e.data.get("roll") == "dodge")
    assert dodge.data["score"] == 8


# --- Punching Down ----------------------------------------------------------------------


@pytest.mark.rule("dbu.size.punching-down")
def test_two_sizes_down_adds_1d8_per_tier_to_the_wound():
    """Seed 000: "When attacking a target(s) that is 2 or more size categories smaller than
    you, increase your Wound Rolls by +1d8(T)": Enormous on Medium at Tier 3 rolls d10 + d6 +
    3d8 (all 3s) + Force 4 = 19; the damage stays Standard."""
    _, wound, damage = strike_and_wound("enormous", "medium")
    assert len(wound.data["dice"]) == 5
    assert wound.data["score"] == 19
    assert damage.data["category"] == 1


@pytest.mark.rule("dbu.size.punching-down")
def test_three_sizes_down_standard_counts_as_direct():
    """Seed 000: "if the target(s) is 3 or more size categories smaller than you all Standard
    Damage counts as Direct Damage": Gigantic on Medium."""
    _, wound, damage = strike_and_wound("gigantic", "medium")
    assert wound.data["score"] == 19
    assert damage.data["category"] == 2


@pytest.mark.rule("dbu.size.punching-down")
@pytest.mark.parametrize(("attacker", "target"), [("large", "medium"), ("medium", "medium")])
def test_one_size_down_or_less_gets_nothing(attacker: str, target: str):
    """Seed 000, Punching Down needs "2 or more size categories smaller": Large on Medium rolls
    the plain Wound d10 + d6 + 4 = 10, Standard."""
    _, wound, damage = strike_and_wound(attacker, target)
    assert wound.data["score"] == 10
    assert damage.data["category"] == 1


@pytest.mark.rule("dbu.size.punching-down")
def test_punching_down_at_tier_one_is_one_d8():
    """Seed 000, as above, at Tier 1: a Large Ann on a Tiny Bob (3 sizes down) hits (8 + 6
    against 3 + 7) and adds 1d8 (a 3): d10 3 + 3 + Force 4 = 10, counted as Direct."""
    ann, bob = sheet("Ann", size="large"), sheet("Bob", size="tiny")
    enc = duel(ann, bob, [9, 2, 8] + [3] * 20, (0, 0), (2, 0))
    start = len(enc.events)
    attack(enc, "Bob")
    until_turn(enc, "Ann")
    wound = events_since(enc, start, "wound")[0]
    damage = next(e for e in events_since(enc, start, "damage") if "category" in e.data)
    assert (wound.data["score"], damage.data["category"]) == (10, 2)


# --- Punching Up ------------------------------------------------------------------------


@pytest.mark.rule("dbu.size.punching-up")
@pytest.mark.parametrize("target", ["enormous", "gigantic"])
def test_two_sizes_up_adds_1d4_per_tier_to_the_strike(target: str):
    """Seed 000: "When attacking a target(s) that is 2 or more size categories larger than you,
    increase your Strike Rolls by +1d4(T)": at Tier 3, d10 + d6 + 3d4 (all 3s) + 6 = 21."""
    strike, _, _ = strike_and_wound("medium", target)
    assert strike.data["score"] == 21


@pytest.mark.rule("dbu.size.punching-up")
def test_one_size_up_gets_nothing():
    """Seed 000, Punching Up needs "2 or more size categories larger": Medium on Large Strikes
    d10 3 + d6 3 + 6 = 12."""
    strike, _, _ = strike_and_wound("medium", "large")
    assert strike.data["score"] == 12


@pytest.mark.rule("dbu.size.punching-up")
def test_three_sizes_up_ignores_the_called_shot_penalty():
    """Seed 000: "if that target(s) is 3 or more size categories larger than you, you do not
    suffer penalties when using the Called Shot Maneuver": Medium on Gigantic with a Called
    Shot Strikes the same 21 as without one."""
    strike, _, _ = strike_and_wound("medium", "gigantic", modifier="Called Shot: head")
    assert strike.data["score"] == 21


@pytest.mark.rule("dbu.size.punching-up")
def test_two_sizes_up_still_suffers_the_called_shot_penalty():
    """Seed 000, as above: only 3+ sizes lift the penalty. Medium on Enormous with a Called
    Shot (-2(T) = -6): 21 - 6 = 15."""
    strike, _, _ = strike_and_wound("medium", "enormous", modifier="Called Shot: head")
    assert strike.data["score"] == 15


# --- Gigantic Grip ----------------------------------------------------------------------


@pytest.mark.rule("dbu.size.gigantic-grip")
@pytest.mark.rule("dbu.size.punching-up")
def test_punching_up_does_not_apply_to_grapple_checks():
    """Seed 000: "The Punching Up rules do not apply towards Grapple Checks": a Small Ann
    grappling a Large Bob (2 sizes up) rolls no +1d4(T): d10 5 + d6 3 + 6 = 14."""
    start_clash, _ = grapple_escape("small", "large")
    assert start_clash.data["scores"][0] == 14


@pytest.mark.rule("dbu.size.gigantic-grip")
@pytest.mark.parametrize(
    ("grappler", "grappled", "bonus"),
    [("large", "medium", 3), ("enormous", "medium", 6), ("gigantic", "medium", 9)],
)
def test_bigger_grappler_keeps_the_grapple_more_easily(grappler: str, grappled: str, bonus: int):
    """Seed 000: "For each Size Category you are larger than an opponent, increase your Grapple
    Checks to maintain a grapple by +1(T)": at Tier 3, +3 per size (d10 3 + d6 3 + 6 + bonus
    against Bob's 12)."""
    _, escape = grapple_escape(grappler, grappled)
    assert escape.data["scores"] == [12 + bonus, 12]


@pytest.mark.rule("dbu.size.gigantic-grip")
def test_gigantic_grip_is_capped_at_three_per_tier():
    """Seed 000: "+1(T), to a maximum of +3(T)": Gigantic on Tiny is 5 sizes, still +9."""
    _, escape = grapple_escape("gigantic", "tiny")
    assert escape.data["scores"] == [21, 12]


@pytest.mark.rule("dbu.size.gigantic-grip")
def test_smaller_grappler_gets_no_grip_bonus():
    """Seed 000: the bonus is for the one "larger than an opponent" keeping the grapple: a
    Medium Ann holding a Large Bob gets none, and the Large Bob escaping gets none either
    (it is a bonus "to maintain a grapple"): 12 against 12."""
    _, escape = grapple_escape("medium", "large")
    assert escape.data["scores"] == [12, 12]
