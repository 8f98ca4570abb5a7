"""Edition dbu-1 (seed 003) where the issue-14 audit found a reading against the seed's words:
stopping a charge in anyone's turn, the Duel Escape attack, Intervene's Save before its option,
the Blockade's refund of Boosted Movement, Triggered, and Cutting in the Duel roll."""

from __future__ import annotations

import pytest

from tenkaichi.dbu.combat import stats

from .helpers import advance_to, end_turn, expect, has_option, of_kind, pick
from .legacy_setup import GOKU_FIRST, act, legacy_duel, start

# --- Energy Charge: stopping "at any time as an Instant Action" ---------------------------------


def _charging_goku_far() -> object:
    """Goku charges a Simple Energy attack (2 charges) and ends his turn; Vegeta is far away."""
    enc = start(legacy_duel(b_pos=(10, 6)), GOKU_FIRST)
    act(enc, "charge_declare")
    pick(enc, "charge_attack", profile="Simple", foundation="energy")
    act(enc, "charge")
    end_turn(enc)
    return enc


@pytest.mark.rule("dbu.legacy.energy-charge")
def test_a_charge_can_be_stopped_in_the_instant_window_of_an_opponents_turn() -> None:
    enc = _charging_goku_far()
    goku = enc.fighter("Goku")
    assert goku.charge is not None and goku.charge.charges == 2
    pick(enc, "power_up")  # Vegeta's Standard Maneuver opens the Instant window
    expect(enc, "Goku", "instant")
    events = pick(enc, "legacy_stop_charge")
    assert goku.charge is None
    assert goku.ki == 50 - 2  # 1(T) KP per charge
    assert [e.data["kp"] for e in of_kind(events, "cost_paid", "Goku")] == [2]
    assert goku.turn_maneuvers == 0  # not a maneuver of Goku's own turn


@pytest.mark.rule("dbu.legacy.energy-charge")
def test_stopping_before_an_opponents_attack_lands_drops_guard_down() -> None:
    # "If you do so, you lose all Energy Charges but are free to use any other actions":
    # Goku stops in the window of Vegeta's attack on him and Dodges without Guard Down.
    enc = _charging_goku_far()
    goku = enc.fighter("Goku")
    assert stats.has(goku, "guard_down")
    pick(enc, "attack", profile="Simple", foundation="energy", target="Goku")
    advance_to(enc, "Goku", "instant")
    pick(enc, "legacy_stop_charge")
    assert goku.charge is None
    assert not stats.has(goku, "guard_down")
    expect(enc, "Goku", "reaction")
