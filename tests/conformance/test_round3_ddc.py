"""Conformance, round 3: Dungeon DICE Combat (seed 004) - a knocked-out fighter's HP.

Seed 004 states the damage ("roll whatever the attack dice number is for your level"; named moves
"double the damage of what you roll"; Defend takes "half damage") but gives no HP and no K.O.:
both are the project's reading (docs/assumptions.md ``ddc-hp``: "At 0 HP a fighter is K.O.'d").
What these tests hold the engine to is that the damage the seed describes brings a fighter down
to 0 HP and no lower: the HP left can never be negative, in the battle state, in every seat's
view and in the events (their data and their text), however far the last hit overshoots.

Run through the public API of ``tenkaichi.ddc`` with the dice fixed by
``tenkaichi.dice.ScriptedRng`` (see ``ddc_support``), and through whole seeded bot battles.
"""

from __future__ import annotations

import re

import pytest

from tenkaichi.ddc import Battle, BattleSetup, load_roster
from tenkaichi.ddc.runner import bots_for, run_battle

from .ddc_support import actor, battle, fighter, hits

NEGATIVE_HP = re.compile(r"-\d+\s*/\s*\d+\s*HP")


def fighter_state(b: Battle, name: str):
    """A fighter's public record; once the battle is over (no seat has a view) its state."""
    if b.over:
        return next(f for f in b.state.fighters if f.name == name)
    return fighter(b, name)


def no_negative_hp(events) -> None:
    for e in events:
        if isinstance(e.data, dict) and "hp" in e.data:
            assert e.data["hp"] >= 0, (e.kind, e.who, e.data, e.text)
        assert not NEGATIVE_HP.search(e.text or ""), e.text


def knocked_out(events, name: str) -> bool:
    return any(e.kind == "knocked_out" and e.who == name for e in events)


def overkill(b: Battle, action: str, target: str, hp_before: int):
    """Play ``action`` (a hit bigger than the target's HP) and check the K.O. at 0 HP."""
    events = b.apply(action)
    [hit] = hits(events, target)
    assert hit.data["amount"] > hp_before  # the hit overshoots: the HP would go below 0
    assert knocked_out(events, target)
    assert hit.data["hp"] == 0, hit.data
    assert f"0/{fighter_state(b, target).max_hp} HP" in hit.text, hit.text
    no_negative_hp(events)
    assert fighter_state(b, target).hp == 0
    return events


# -- a named move's doubled roll, a Normal attack, on a Defender -----------------------------------


@pytest.mark.rule("ddc.attack.named-double")
def test_a_doubled_named_move_that_overshoots_leaves_the_target_at_0_hp():
    """004 rule 5: "Named Attacks or Special attacks, double the damage of what you roll ... Tamer
    roll 4d4, gets 12, that number is doubled. So the attack does 24 damage" - Pepper Breath rolls
    16, doubled to 32, on a 4-HP Gabumon (``hp_per_die: 1``): K.O., 0 HP, not -28."""
    b = battle(("Agumon", 5, 7), ("Gabumon", 6, 7), dice=[4, 4, 4, 4], hp_per_die=1)
    assert fighter(b, "Gabumon").hp == 4
    events = overkill(b, "attack PepperBreath Gabumon", "Gabumon", 4)
    assert hits(events, "Gabumon")[0].data["amount"] == 32
    assert b.over


@pytest.mark.rule("ddc.attack.dice-by-level")
@pytest.mark.parametrize(("name", "count"), [("Agumon", 4), ("Greymon", 5), ("WarGreymon", 7)])
def test_a_normal_attack_that_overshoots_leaves_the_target_at_0_hp(name, count):
    """004 rule 4: "For attacking, roll whatever the attack dice number is for your level" - a
    Normal attack of ``count`` 4s on a 4-HP Gabumon (``hp_per_die: 1``): 0 HP, never below."""
    b = battle((name, 5, 7), ("Gabumon", 6, 7), dice=[4] * count, hp_per_die=1)
    assert fighter(b, "Gabumon").hp == 4
    events = overkill(b, "attack Normal Gabumon", "Gabumon", 4)
    assert hits(events, "Gabumon")[0].data["amount"] == 4 * count


@pytest.mark.rule("ddc.move.defend")
def test_a_defender_knocked_out_by_half_damage_is_at_0_hp():
    """004 rule 3: "Defend: Not moving at all and taking half damage if your opponent attacks you
    that turn (If odd number, round down)" - Horn Attack rolls 15, doubled to 30, halved to 15,
    on a 4-HP Defender: 0 HP."""
    b = battle(("Agumon", 5, 7), ("Gabumon", 6, 7), dice=[4, 4, 4, 3], hp_per_die=1)
    b.apply("defend")
    if actor(b) == "Agumon":
        b.apply("end")
    events = overkill(b, "attack HornAttack Agumon", "Agumon", 4)
    assert hits(events, "Agumon")[0].data["amount"] == 15


@pytest.mark.rule("ddc.attack-of-opportunity")
def test_an_attack_of_opportunity_that_knocks_out_leaves_0_hp():
    """004 rule 3: "you invoke an ATTACK of OPPORTUNITY where that opponent goes directly after
    you and is able to attack you at the start of their turn" - that free attack (16) on a 4-HP
    Agumon who ran away: 0 HP."""
    b = battle(("Agumon", 5, 7), ("Gabumon", 6, 7), dice=[4, 4, 4, 4], hp_per_die=1)
    b.apply("move 2 7")
    events = b.apply("end")
    [hit] = hits(events, "Agumon")
    assert hit.data["amount"] == 16
    assert knocked_out(events, "Agumon")
    assert hit.data["hp"] == 0
    no_negative_hp(events)
    assert fighter_state(b, "Agumon").hp == 0


@pytest.mark.rule("ddc.attack.named-double")
def test_hp_from_a_roster_file_also_stops_at_0(tmp_path):
    """004 rule 5: a named move "double[s] the damage of what you roll" - on a fighter whose file
    gives it 5 HP (``hp: 5``), a 4d4 x2 = 32 hit leaves 0 HP."""
    path = tmp_path / "roster.yaml"
    path.write_text(
        "fighters:\n"
        "  - name: Agumon\n"
        "    level: rookie\n"
        "    moves:\n"
        "      - {name: Pepper Breath, kind: offense, range: long}\n"
        "  - name: Tokomon\n"
        "    level: rookie\n"
        "    hp: 5\n"
        "    moves:\n"
        "      - {name: Bubbles, kind: offense, range: long}\n"
    )
    b = battle(("Agumon", 5, 7), ("Tokomon", 6, 7), dice=[4, 4, 4, 4], roster=load_roster(path))
    assert fighter(b, "Tokomon").hp == 5
    overkill(b, "attack PepperBreath Tokomon", "Tokomon", 5)


# -- the view while the battle goes on -------------------------------------------------------------


@pytest.mark.rule("ddc.attack.named-double")
def test_every_seat_sees_the_knocked_out_fighter_at_0_hp_while_the_battle_goes_on():
    """004 rule 5: "double the damage of what you roll" - Agumon's 32 knocks out a 4-HP Gabumon,
    whose ally Patamon fights on: Patamon's view (and the next ones) shows Gabumon at 0 HP."""
    b = battle(
        ("Agumon", 5, 7, "red"),
        ("Gabumon", 6, 7, "blue"),
        ("Patamon", 9, 9, "blue"),
        dice=[4, 4, 4, 4],
        hp_per_die=1,
    )
    overkill(b, "attack PepperBreath Gabumon", "Gabumon", 4)
    assert not b.over
    assert fighter(b, "Gabumon").hp == 0  # Agumon's own view, still its turn
    b.apply("end")
    assert actor(b) == "Patamon"
    assert fighter(b, "Gabumon").hp == 0
    assert all(f.hp >= 0 for f in b.view().state.fighters)
    b.apply("end")
    assert fighter(b, "Gabumon").hp == 0
    no_negative_hp(b.events)


# -- whole battles ---------------------------------------------------------------------------------

SETUPS = {
    "1v1": ("Agumon", "Gabumon"),
    "free-for-all": ("Agumon", "Gabumon", "Patamon", "Palmon"),
    "mixed levels": ("Greymon", "WarGreymon", "Gomamon"),
}


@pytest.mark.rule("ddc.attack.dice-by-level")
@pytest.mark.rule("ddc.attack.named-double")
@pytest.mark.parametrize("setup", sorted(SETUPS))
@pytest.mark.parametrize("bot", ["random", "greedy"])
def test_no_knocked_out_fighter_ever_shows_negative_hp_in_a_whole_battle(setup, bot):
    """004 rules 4-5: attacks do "what you roll" (doubled for named moves): whole seeded battles
    with the example roster's HP, where the last hit nearly always overshoots: after every action
    each fighter's HP in the state and in the seat's view is 0 or more, every K.O.'d fighter is at
    exactly 0, and no event reports a negative HP."""
    knocked = 0
    for seed in range(8):
        b = Battle.start(BattleSetup.of(*SETUPS[setup]), seed=seed)
        run_battle(b, bots_for(b, bot, seed))
        assert b.over
        for f in b.state.fighters:
            assert f.hp >= 0, (seed, f)
        for e in b.events:
            if e.kind == "knocked_out":
                knocked += 1
                assert fighter_state(b, e.who).hp == 0, (seed, e.who)
                last = hits(b.events[: b.events.index(e)], e.who)
                assert last, (seed, e.who)
                assert last[-1].data["hp"] == 0, (seed, last[-1])
        no_negative_hp(b.events)
    assert knocked > 0


@pytest.mark.rule("ddc.attack.named-double")
def test_the_view_never_shows_negative_hp_during_a_battle():
    """004 rule 5 ("double the damage of what you roll"): a seeded free-for-all played action by
    action; every view handed to a seat shows each fighter at 0 HP or more."""
    from tenkaichi.ddc import make_bot

    for seed in range(4):
        b = Battle.start(BattleSetup.of(*SETUPS["free-for-all"]), seed=seed)
        bots = {f.name: make_bot("greedy", seed) for f in b.state.fighters}
        while not b.over:
            view = b.view()
            for f in view.state.fighters:
                assert f.hp >= 0, (seed, f)
            b.apply(bots[actor(b)].choose(view))
        for f in b.state.fighters:
            assert f.hp >= 0, (seed, f)
