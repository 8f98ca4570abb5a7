"""Conformance: Dungeon DICE Combat: attack dice by level and doubled named attacks (seed 004 rules
4-5).

Written from the seed text alone and run through the public API of ``tenkaichi.ddc``, with
the dice fixed by ``tenkaichi.dice.ScriptedRng``: each fighter rolls its 10d10 first (the first
listed highest), then the d4s given.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from tenkaichi.ddc import Battle, BattleSetup, Entry, damage_odds, load_roster

from .ddc_support import actor, battle, hits

# -- ddc.attack.dice-by-level ----------------------------------------------------------------------


@pytest.mark.rule("ddc.attack.dice-by-level")
@pytest.mark.parametrize(
    ("name", "level", "count"),
    [
        ("Agumon", "rookie", 4),  # "Rookies: 4d4"
        ("Greymon", "champion", 5),  # "Champions and Armor: 5d4"
        ("MetalGreymon", "ultimate", 6),  # "Ultimates: 6d4"
        ("WarGreymon", "mega", 7),  # "Mega: 7d4"
        ("Omnimon", "mega", 7),  # "(This includes: Omnimon ...)"
        ("Susanoomon", "super_ultimate", 8),  # "except for Susanoomon"; "Super Ultimate ... 8d4"
    ],
)
def test_attack_dice_follow_the_level(name, level, count):
    """004 rule 4: "For attacking, roll whatever the attack dice number is for your level"."""
    b = battle((name, 5, 7), ("Gabumon", 6, 7), dice=[3] * count + [1] * 10)
    spec = next(f for f in b.view().roster.fighters if f.name == name)
    assert spec.level == level
    events = b.apply("attack Normal Gabumon")
    attack = next(e for e in events if e.kind == "attack")
    assert attack.data["rolls"] == [3] * count
    assert hits(events, "Gabumon")[0].data["amount"] == 3 * count


@pytest.mark.rule("ddc.attack.dice-by-level")
def test_armor_level_rolls_like_a_champion(tmp_path):
    """004 rule 4: "Champions and Armor: 5d4" (a roster of one's own with an Armor fighter)."""
    path = tmp_path / "roster.yaml"
    path.write_text(
        "fighters:\n"
        "  - name: Flamedramon\n"
        "    level: armor\n"
        "    moves:\n"
        "      - {name: Fire Rocket, kind: offense, range: close}\n"
        "  - name: Gabumon\n"
        "    level: rookie\n"
        "    moves:\n"
        "      - {name: Blue Blaster, kind: offense, range: long}\n"
    )
    b = battle(("Flamedramon", 5, 7), ("Gabumon", 6, 7), dice=[2] * 5, roster=load_roster(path))
    events = b.apply("attack Normal Gabumon")
    assert next(e for e in events if e.kind == "attack").data["rolls"] == [2] * 5
    assert hits(events, "Gabumon")[0].data["amount"] == 10


@pytest.mark.rule("ddc.attack.dice-by-level")
def test_the_dice_are_d4s():
    """004 rule 4: "Rookies: 4d4" - four-sided dice: seeded attack rolls stay within 1..4."""
    for seed in range(10):
        b = Battle.start(
            BattleSetup(
                fighters=(Entry(fighter="Agumon", x=5, y=7), Entry(fighter="Gabumon", x=6, y=7))
            ),
            seed=seed,
        )
        target = "Gabumon" if actor(b) == "Agumon" else "Agumon"
        attack = next(e for e in b.apply(f"attack Normal {target}") if e.kind == "attack")
        assert len(attack.data["rolls"]) == 4
        assert all(1 <= r <= 4 for r in attack.data["rolls"])


# -- ddc.attack.named-double -----------------------------------------------------------------------


@pytest.mark.rule("ddc.attack.named-double")
def test_a_named_attack_doubles_the_roll_as_in_the_example():
    """004 rule 5: "Tamer roll 4d4, gets 12, that number is doubled. So the attack does 24
    damage"."""
    b = battle(("Agumon", 5, 7), ("Gabumon", 6, 7), dice=[3, 3, 3, 3])
    events = b.apply("attack PepperBreath Gabumon")
    assert hits(events, "Gabumon")[0].data["amount"] == 24


@pytest.mark.rule("ddc.attack.named-double")
def test_a_named_attack_that_deals_normal_damage_is_not_doubled():
    """004 rule 5: "this does not apply if your attack says it does normal damage" - Claw Attack
    (normal damage) rolls 12 and does 12."""
    b = battle(("Agumon", 5, 7), ("Gabumon", 6, 7), dice=[3, 3, 3, 3])
    spec = next(
        m
        for f in b.view().roster.fighters
        if f.name == "Agumon"
        for m in f.moves
        if m.name == "Claw Attack"
    )
    assert spec.normal_damage
    events = b.apply("attack ClawAttack Gabumon")
    assert hits(events, "Gabumon")[0].data["amount"] == 12


@pytest.mark.rule("ddc.attack.named-double")
def test_a_plain_attack_is_not_doubled():
    """004 rule 5: only "Named Attacks or Special attacks, double the damage" - the plain attack
    rolls 12 and does 12."""
    b = battle(("Agumon", 5, 7), ("Gabumon", 6, 7), dice=[3, 3, 3, 3])
    events = b.apply("attack Normal Gabumon")
    assert hits(events, "Gabumon")[0].data["amount"] == 12


@pytest.mark.rule("ddc.attack.named-double")
@pytest.mark.rule("ddc.move.defend")
def test_exact_odds_of_a_doubled_4d4():
    """004 rule 5: "you roll the normal amount of dice and then double that number" - a doubled 4d4
    is even, from 8 to 32, and P(24) = P(4d4 = 12) = 31/256; against a Defender (rule 3: half,
    rounded down) it is the plain 4d4 again."""
    from itertools import product

    ways = {}
    for roll in product(range(1, 5), repeat=4):
        ways[sum(roll)] = ways.get(sum(roll), 0) + 1
    doubled = damage_odds(4, multiplier=2)
    assert set(doubled) == {2 * s for s in ways}
    assert doubled[24] == Fraction(ways[12], 256) == Fraction(31, 256)
    assert sum(doubled.values()) == 1
    defended = damage_odds(4, multiplier=2, defend_divisor=2)
    assert defended == {s: Fraction(n, 256) for s, n in ways.items()}
    plain_defended = damage_odds(4, defend_divisor=2)
    assert plain_defended[7] == Fraction(ways[14] + ways[15], 256)
