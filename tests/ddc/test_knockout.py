"""A K.O. stops HP at 0: the state, the damage event's data and its text say the same."""

from __future__ import annotations

import pytest

from .helpers import scripted


@pytest.mark.rule("ddc.attack.named-double")
def test_overflowing_damage_stops_hp_at_zero_and_keeps_the_damage_dealt() -> None:
    # Pepper Breath: 4d4 = 12, doubled to 24, on a Gabumon with 10 HP left.
    battle = scripted([("Agumon", 5, 7), ("Gabumon", 8, 7)], [3, 3, 3, 3])
    battle.state.fighter("Gabumon").hp = 10
    battle.apply("attack PepperBreath Gabumon")
    gabumon = battle.state.fighter("Gabumon")
    assert gabumon.hp == 0
    assert not gabumon.alive
    damage = next(e for e in battle.events if e.kind == "damage")
    assert damage.data["hp"] == 0
    assert damage.data["amount"] == 24  # the damage dealt, overflow included
    assert damage.text == "Gabumon takes 24 damage: 0/100 HP"
    assert [e.kind for e in battle.events[-2:]] == ["knocked_out", "battle_ended"]


def test_no_event_or_fighter_ever_holds_a_negative_hp() -> None:
    # Three fighters: the K.O.'d one stays in the state while the battle goes on.
    battle = scripted(
        [("Agumon", 5, 7, "a"), ("Gabumon", 6, 7, "b"), ("Patamon", 9, 9, "b")], [4, 4, 4, 4]
    )
    battle.state.fighter("Gabumon").hp = 3
    battle.apply("attack Normal Gabumon")  # 16 on 3 HP
    assert not battle.over
    assert battle.state.fighter("Gabumon").hp == 0
    assert all(f.hp >= 0 for f in battle.state.fighters)
    assert all(e.data.get("hp", 0) >= 0 for e in battle.events)
    assert battle.state.copy().fighter("Gabumon").hp == 0
