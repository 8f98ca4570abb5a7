"""Grapples (seed 001 "Grapple Maneuver" and its sub-rules), Launch, Pin and Gigantic Grip.

Default sheets are Tier 1, so every Clash roll is a bare d10: Strike = d10 + Haste 2 +
Awareness 2, Dodge = d10 + Defense Value 4 (-2 under Guard Down), Might = d10 + Might.
Initiative dice [7, 3] put Goku first.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.events import Event
from tenkaichi.dbu.combat.core.state import Grapple, MoveFrame
from tenkaichi.dbu.combat.families import forced
from tenkaichi.dbu.combat.families.grapple import holds as grapple
from tenkaichi.dbu.combat.rules import rolls, stats

from .helpers import (
    advance_to,
    duel,
    end_turn,
    expect,
    fighter,
    has_option,
    make_sheet,
    of_kind,
    options,
    pick,
    random_fights,
    resolve,
    setup,
)

GOKU_FIRST = [7, 3]
WIN = [9, 2]
"""A Clash the Initiator wins (9 against 2 plus equal or smaller bonuses)."""
LOSE = [2, 9]


PASSES = ("blockade", "sudden_stop")


def settle(enc: Encounter) -> list[Event]:
    """Pass on Blockade and Sudden Stop questions (other modules' reactions)."""
    events: list[Event] = []
    while enc.decision is not None and enc.decision.kind in PASSES:
        events += pick(enc, "pass")
    return events


def clashes(events: list[Event]) -> list[Event]:
    return [e for e in of_kind(events, "clash") if e.data.get("roll") == "clash"]


def grappled(dice: list[int], st: Any = None, init: list[int] = GOKU_FIRST) -> Encounter:
    """Goku has grappled Vegeta (Goku's first Action); Goku still has 2 Actions."""
    enc = Encounter.start(st or duel(), dice=init + WIN + dice)
    pick(enc, "grapple", target="Vegeta", tail=False)
    resolve(enc)
    pick(enc, "clash_roll", roll="dodge")
    assert enc.state.grapples == [Grapple("Goku", "Vegeta")]
    return enc


def trio(**settings: Any) -> Any:
    """Goku (A) at (3,3), Vegeta (B) at (4,3), Nappa (B) at (3,4), Krillin (A) at (2,3)."""
    names = ("Goku", "Vegeta", "Nappa", "Krillin")
    sheets = [make_sheet(n) for n in names]
    return setup(
        sheets,
        [
            fighter("Goku", "A", (3, 3)),
            fighter("Vegeta", "B", (4, 3)),
            fighter("Nappa", "B", (3, 4)),
            fighter("Krillin", "A", (2, 3)),
        ],
        **settings,
    )


# --- the Grapple Maneuver -------------------------------------------------------------------


@pytest.mark.rule("dbu.std.grapple")
def test_winning_the_grapple_check_starts_a_grapple_with_fixed_roles() -> None:
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 9, 2])
    goku = enc.fighter("Goku")
    events = pick(enc, "grapple", target="Vegeta", tail=False)
    events += resolve(enc)
    expect(enc, "Vegeta", "clash_roll")  # Strike vs Strike/Dodge: the Defender picks
    assert {o.args["roll"] for o in options(enc)} == {"strike", "dodge"}
    events += pick(enc, "clash_roll", roll="dodge")
    (check,) = clashes(events)
    assert check.data["initiator"] == "Goku"
    assert check.data["scores"] == [13, 6]
    assert enc.state.grapples == [Grapple("Goku", "Vegeta")]
    assert goku.actions == 2
    assert not has_option(enc, "grapple")  # [1/Round], and not while in a Grapple


@pytest.mark.rule("dbu.std.grapple")
def test_losing_the_grapple_check_provokes_exploit_from_the_target_only() -> None:
    enc = Encounter.start(trio(), dice=[9, 3, 5, 4, *LOSE])
    events = pick(enc, "grapple", target="Vegeta", tail=False)
    events += resolve(enc)
    events += pick(enc, "clash_roll", roll="dodge")
    assert enc.state.grapples == []
    (provoked,) = of_kind(events, "provoked")
    assert provoked.data["by"] == ["Vegeta"]
    expect(enc, "Vegeta", "exploit")
    pick(enc, "pass")
    expect(enc, "Goku", "turn")  # Nappa, also adjacent, was not asked


@pytest.mark.rule("dbu.std.grapple")
def test_grapple_targets_opponents_in_melee_range_only() -> None:
    enc = Encounter.start(duel(b_pos=(6, 3)), dice=GOKU_FIRST)
    assert not has_option(enc, "grapple")
    enc = Encounter.start(trio(), dice=[9, 3, 5, 4])
    assert {o.args["target"] for o in options(enc, "grapple")} == {"Vegeta", "Nappa"}
    enc = Encounter.start(trio(grapple_allies=True), dice=[9, 3, 5, 4])
    assert {o.args["target"] for o in options(enc, "grapple")} == {"Vegeta", "Nappa", "Krillin"}


@pytest.mark.rule("dbu.std.grapple.penalty")
def test_everyone_in_a_grapple_has_guard_down_until_it_ends() -> None:
    enc = grappled(WIN)
    goku, vegeta = enc.fighter("Goku"), enc.fighter("Vegeta")
    assert stats.has(goku, "guard_down")
    assert stats.has(vegeta, "guard_down")
    assert ("Guard Down", -2) in rolls.dodge_parts(enc, vegeta)
    pick(enc, "grapple_end")
    assert not stats.has(goku, "guard_down")
    assert not stats.has(vegeta, "guard_down")


@pytest.mark.rule("dbu.std.grapple.penalty")
def test_condition_recovery_cannot_remove_the_grapple_guard_down() -> None:
    enc = grappled([])
    vegeta = enc.fighter("Vegeta")
    end_turn(enc)
    expect(enc, "Vegeta", "turn")
    assert has_option(enc, "recover", mode="heal")
    assert not has_option(enc, "recover", mode="condition")  # Guard Down is locked
    assert stats.recoverable(enc, vegeta) == []
    stats.add_effect(enc, vegeta, stats.Effect("prone", "test", stats.Expiry("never")))
    assert stats.recoverable(enc, vegeta) == ["prone"]


@pytest.mark.rule("dbu.std.grapple.end")
def test_the_grappler_ends_the_grapple_as_an_instant_on_their_turn() -> None:
    enc = grappled([])
    goku = enc.fighter("Goku")
    events = pick(enc, "grapple_end")
    assert enc.state.grapples == []
    assert goku.actions == 2
    assert any("ends (Goku lets go)" in e.text for e in events)
    assert not has_option(enc, "grapple")  # still [1/Round]


@pytest.mark.rule("dbu.std.grapple.end")
def test_only_the_grappler_may_end_the_grapple() -> None:
    enc = grappled([])
    end_turn(enc)
    expect(enc, "Vegeta", "turn")
    assert not has_option(enc, "grapple_end")
    assert has_option(enc, "grapple_escape", actions=1)


# --- Escaping ------------------------------------------------------------------------------


@pytest.mark.rule("dbu.std.grapple.escape")
def test_escape_with_one_action_is_a_grapple_check_with_the_grappler_initiating() -> None:
    enc = grappled([5, 6])
    end_turn(enc)
    events = pick(enc, "grapple_escape", actions=1)
    events += resolve(enc)
    expect(enc, "Vegeta", "clash_roll")
    events += pick(enc, "clash_roll", roll="strike")
    (check,) = clashes(events)
    # Goku Strike 5 + 4; Vegeta Strike 6 + 4: the Grappled escapes
    assert (check.data["initiator"], check.data["defender"]) == ("Goku", "Vegeta")
    assert check.data["scores"] == [9, 10]
    assert enc.state.grapples == []
    assert enc.fighter("Vegeta").actions == 2


@pytest.mark.rule("dbu.std.grapple.escape")
def test_each_escape_action_after_the_first_adds_one_tier() -> None:
    enc = grappled([8, 6])
    end_turn(enc)
    assert [o.args["actions"] for o in options(enc, "grapple_escape")] == [1, 2, 3]
    events = pick(enc, "grapple_escape", actions=3)
    events += resolve(enc)
    events += pick(enc, "clash_roll", roll="strike")
    (check,) = clashes(events)
    assert check.data["scores"] == [12, 12]  # 6 + 4 + 2(T): the tie goes to the Defender
    assert "Escape Actions 2" in check.text
    assert enc.state.grapples == []
    expect(enc, "Goku", "turn")  # all three Actions spent: the round moved on
    assert enc.state.round == 2


@pytest.mark.rule("dbu.std.grapple.escape")
def test_a_failed_escape_keeps_the_grapple() -> None:
    enc = grappled([8, 3])
    end_turn(enc)
    pick(enc, "grapple_escape", actions=1)
    resolve(enc)
    events = pick(enc, "clash_roll", roll="strike")
    assert enc.state.grapples == [Grapple("Goku", "Vegeta")]
    assert any("stays grappled" in e.text for e in events)


# --- Movement in a Grapple ----------------------------------------------------------------


@pytest.mark.rule("dbu.std.grapple.movement")
def test_moving_in_a_grapple_drags_the_other_after_a_won_might_clash() -> None:
    enc = grappled(WIN)
    goku, vegeta = enc.fighter("Goku"), enc.fighter("Vegeta")
    pick(enc, "move", mode="normal")
    resolve(enc)
    events = pick(enc, "destination", x=1, y=3)
    events += settle(enc)
    (check,) = clashes(events)
    assert check.data["why"] == "Movement in a Grapple"
    assert check.data["winner"] == "Goku"
    assert goku.pos == (1, 3)
    assert vegeta.pos == (2, 3)
    assert not of_kind(events, "provoked")  # dragged along: never out of Melee Range
    assert enc.state.grapples == [Grapple("Goku", "Vegeta")]


@pytest.mark.rule("dbu.std.grapple.movement")
def test_a_dragged_fighter_stuck_at_the_edge_stops_the_mover() -> None:
    enc = grappled(WIN)
    goku, vegeta = enc.fighter("Goku"), enc.fighter("Vegeta")
    goku.pos, vegeta.pos = (10, 3), (11, 3)
    enc.state.pending = None
    enc.state.stack.append(MoveFrame(mover="Goku", path=[(11, 3)]))
    events = _advance(enc) + settle(enc)
    assert goku.pos == (10, 3)
    assert vegeta.pos == (11, 3)
    assert any("cannot drag Vegeta any further" in e.text for e in events)


@pytest.mark.rule("dbu.std.grapple.movement")
def test_a_mover_never_shares_a_square_with_a_dragged_fighter_in_its_way() -> None:
    # A forced move left Vegeta on Goku's path, still grappled. Dragging him west onto (2, 3)
    # would put him on the squares Goku still has to cross, so he is not dragged there; Goku
    # then stops before him instead of walking into his square.
    enc = grappled(WIN)
    goku, vegeta = enc.fighter("Goku"), enc.fighter("Vegeta")
    goku.pos, vegeta.pos = (5, 3), (3, 3)
    enc.state.pending = None
    enc.state.stack.append(MoveFrame(mover="Goku", path=[(4, 3), (3, 3), (2, 3)]))
    _advance(enc)
    settle(enc)
    assert vegeta.pos == (3, 3)
    assert goku.pos == (4, 3)


@pytest.mark.rule("dbu.std.grapple.movement")
def test_the_dragged_fighter_is_never_dragged_onto_the_movers_path_ahead() -> None:
    # Goku's path goes south to (3,4), then east to (4,4). Dragged "the same way" by the
    # first step, Vegeta would land on (4,4), the square Goku moves into next (if the Grapple
    # ended there, Goku would walk into him). He stays put instead, and the second step drags
    # him east to (5,3).
    enc = grappled(WIN)
    goku, vegeta = enc.fighter("Goku"), enc.fighter("Vegeta")
    enc.state.pending = None
    enc.state.stack.append(MoveFrame(mover="Goku", path=[(3, 4), (4, 4)]))
    events = _advance(enc) + settle(enc)
    dragged = [e.text for e in of_kind(events, "moved", "Vegeta")]
    assert not any("to square E5" in text for text in dragged)
    assert goku.pos == (4, 4)
    assert vegeta.pos == (5, 3)


@pytest.mark.rule("dbu.std.grapple.movement")
def test_losing_the_movement_clash_stops_the_move_but_costs_stay_paid() -> None:
    enc = grappled(LOSE)
    goku = enc.fighter("Goku")
    pick(enc, "move", mode="boosted")
    resolve(enc)
    ki = goku.ki
    events = pick(enc, "destination", x=1, y=3)
    events += settle(enc)
    assert goku.pos == (3, 3)
    assert goku.ki == ki
    assert goku.actions == 1
    assert goku.used_round["movement"] == 1
    assert any(e.kind == "moved" and e.data.get("stopped") for e in events)


@pytest.mark.rule("dbu.std.grapple.movement")
def test_pushing_the_other_in_a_grapple_moves_you_along_after_a_might_clash() -> None:
    enc = grappled(WIN)
    goku, vegeta = enc.fighter("Goku"), enc.fighter("Vegeta")
    enc.state.pending = None
    forced.push(enc, vegeta, goku, direction=(1, 0), squares=3, why="a test throw")
    enc._advance()
    settle(enc)
    assert vegeta.pos == (7, 3)
    assert goku.pos == (6, 3)
    assert enc.state.grapples == [Grapple("Goku", "Vegeta")]


@pytest.mark.rule("dbu.std.grapple.movement")
def test_a_lost_clash_cancels_the_push_inside_the_grapple() -> None:
    enc = grappled(LOSE)
    goku, vegeta = enc.fighter("Goku"), enc.fighter("Vegeta")
    enc.state.pending = None
    forced.push(enc, vegeta, goku, direction=(1, 0), squares=3, why="a test throw")
    enc._advance()
    settle(enc)
    assert vegeta.pos == (4, 3)
    assert goku.pos == (3, 3)


# --- Pulled In -----------------------------------------------------------------------------


def reach_duel() -> Any:
    """Large Goku (2x2 at (2,2), reach +1) and Vegeta two squares away at (5,2)."""
    return duel(make_sheet("Goku", size="large"), b_pos=(5, 2), a_pos=(2, 2))


@pytest.mark.rule("dbu.std.grapple.pulled-in")
def test_pulled_in_moves_the_grappled_to_the_closest_adjacent_square() -> None:
    enc = grappled(WIN, reach_duel())
    goku, vegeta = enc.fighter("Goku"), enc.fighter("Vegeta")
    assert enc.distance(goku, vegeta) == 2
    events = pick(enc, "pull_in")
    (check,) = clashes(events)
    assert check.data["why"] == "Pulled In"
    assert check.data["winner"] == "Goku"
    expect(enc, "Goku", "pull_in")  # three squares are closest: the Grappler picks
    assert [(o.args["x"], o.args["y"]) for o in options(enc)] == [(4, 1), (4, 2), (4, 3)]
    pick(enc, "pull_square", x=4, y=2)
    assert vegeta.pos == (4, 2)
    assert enc.distance(goku, vegeta) == 1
    assert goku.actions == 2  # an Instant Maneuver
    assert not has_option(enc, "pull_in")


@pytest.mark.rule("dbu.std.grapple.pulled-in")
def test_a_lost_pull_leaves_them_where_they_are() -> None:
    enc = grappled(LOSE, reach_duel())
    pick(enc, "pull_in")
    assert enc.fighter("Vegeta").pos == (5, 2)


@pytest.mark.rule("dbu.std.grapple.pulled-in")
def test_pulled_in_may_answer_the_grappleds_standard_maneuver() -> None:
    enc = grappled(WIN, reach_duel())
    end_turn(enc)
    pick(enc, "power_up")
    expect(enc, "Goku", "instant")
    pick(enc, "pull_in")
    pick(enc, "pull_square", x=4, y=3)
    assert enc.fighter("Vegeta").pos == (4, 3)
    expect(enc, "Vegeta", "turn")


@pytest.mark.rule("dbu.std.grapple.pulled-in")
def test_pulled_in_needs_a_grappled_fighter_not_adjacent() -> None:
    enc = grappled([])
    assert not has_option(enc, "pull_in")


# --- outsiders ------------------------------------------------------------------------------

TRIO_INIT = [9, 3, 5, 4]
"""Initiative for trio(): Goku, Nappa, Krillin, Vegeta."""


def _advance(enc: Encounter) -> list[Event]:
    start = len(enc.events)
    enc._advance()
    return enc.events[start:]


@pytest.mark.rule("dbu.std.grapple.moving-a-character")
def test_an_outsider_who_beats_the_grappler_moves_the_grappled_and_frees_them() -> None:
    enc = grappled(WIN, trio(), init=TRIO_INIT)
    goku, vegeta = enc.fighter("Goku"), enc.fighter("Vegeta")
    enc.state.pending = None
    forced.push(enc, vegeta, enc.fighter("Nappa"), direction=(0, -1), squares=2, why="a push")
    events = _advance(enc) + settle(enc)
    (check,) = clashes(events)
    assert (check.data["initiator"], check.data["defender"]) == ("Nappa", "Goku")
    assert vegeta.pos == (4, 1)
    assert enc.state.grapples == []
    assert goku.pos == (3, 3)  # not dragged: the Grappled escaped


@pytest.mark.rule("dbu.std.grapple.moving-a-character")
def test_an_outsider_who_loses_to_the_grappler_moves_no_one() -> None:
    enc = grappled(LOSE, trio(), init=TRIO_INIT)
    vegeta = enc.fighter("Vegeta")
    enc.state.pending = None
    forced.push(enc, vegeta, enc.fighter("Nappa"), direction=(0, -1), squares=2, why="a push")
    _advance(enc)
    settle(enc)
    assert vegeta.pos == (4, 3)
    assert enc.state.grapples == [Grapple("Goku", "Vegeta")]


@pytest.mark.rule("dbu.std.grapple.grappling-a-grapple")
def test_grappling_someone_held_first_beats_the_grappler_then_checks_as_usual() -> None:
    # Goku (A) holds Vegeta (B); Nappa (B) grapples Goku, the Grappler, to free Vegeta.
    enc = Encounter.start(trio(), dice=[9, 3, 5, 4, *WIN, *WIN, *WIN])
    pick(enc, "grapple", target="Vegeta", tail=False)
    resolve(enc)
    pick(enc, "clash_roll", roll="dodge")
    end_turn(enc)
    advance_to(enc, "Nappa", "turn")
    events = pick(enc, "grapple", target="Goku", tail=False)
    events += resolve(enc)
    events += pick(enc, "clash_roll", roll="dodge")
    first, second = clashes(events)
    assert first.data["why"].startswith("Grappling a Grapple")
    assert (first.data["initiator"], first.data["defender"]) == ("Nappa", "Goku")
    assert second.data["why"] == "Grapple Check (Grapple)"
    assert enc.state.grapples == [Grapple("Nappa", "Goku")]
    assert not stats.has(enc.fighter("Vegeta"), "guard_down")  # Vegeta escaped


@pytest.mark.rule("dbu.std.grapple.grappling-a-grapple")
def test_losing_to_the_grappler_spends_the_action_for_nothing() -> None:
    enc = Encounter.start(trio(), dice=[9, 3, 5, 4, *WIN, *LOSE])
    pick(enc, "grapple", target="Vegeta", tail=False)
    resolve(enc)
    pick(enc, "clash_roll", roll="dodge")
    end_turn(enc)
    advance_to(enc, "Nappa", "turn")
    nappa = enc.fighter("Nappa")
    assert "first a Might Clash against Goku" in options(enc, "grapple", target="Goku")[0].label
    events = pick(enc, "grapple", target="Goku", tail=False)
    events += resolve(enc)
    assert len(clashes(events)) == 1
    assert nappa.actions == 2
    assert enc.state.grapples == [Grapple("Goku", "Vegeta")]
    assert not of_kind(events, "provoked")  # no Grapple Check was lost


# --- Tail Restraint ------------------------------------------------------------------------


@pytest.mark.rule("dbu.std.grapple.tail-restraint")
def test_tail_restraint_costs_two_tiers_and_stops_tail_attacks_in_this_grapple() -> None:
    vegeta_sheet = make_sheet("Vegeta", tail=True, tail_attack=True)
    enc = Encounter.start(duel(b=vegeta_sheet), dice=[*GOKU_FIRST, 9, 2])
    vegeta = enc.fighter("Vegeta")
    assert grapple.can_tail_attack(enc, vegeta)
    events = pick(enc, "grapple", target="Vegeta", tail=True)
    events += resolve(enc)
    events += pick(enc, "clash_roll", roll="dodge")
    (check,) = clashes(events)
    assert check.data["scores"] == [11, 6]
    assert "- Tail Restraint 2" in check.text
    assert enc.state.grapples == [Grapple("Goku", "Vegeta", tail=True)]
    assert not grapple.can_tail_attack(enc, vegeta)
    pick(enc, "grapple_end")
    assert grapple.can_tail_attack(enc, vegeta)


@pytest.mark.rule("dbu.std.grapple.tail-restraint")
def test_tail_restraint_is_offered_only_against_a_tail() -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    assert not has_option(enc, "grapple", tail=True)
    enc = Encounter.start(duel(b=make_sheet("Vegeta", tail=True)), dice=GOKU_FIRST)
    assert has_option(enc, "grapple", tail=True)


# --- Launch --------------------------------------------------------------------------------


@pytest.mark.rule("dbu.std.launch")
def test_launch_throws_the_grappled_up_to_might_squares_and_ends_the_grapple() -> None:
    enc = grappled(WIN)
    goku, vegeta = enc.fighter("Goku"), enc.fighter("Vegeta")
    might = stats.derived(enc, goku).might.value
    pick(enc, "launch")
    events = resolve(enc)
    events += pick(enc, "clash_roll", roll="dodge")
    assert clashes(events)[0].data["why"] == "Grapple Check (Launch)"
    expect(enc, "Goku", "launch")
    assert len(options(enc, "launch_direction")) == 8
    assert has_option(enc, "launch_keep")
    pick(enc, "launch_direction", dx=1, dy=0)
    assert [o.args["squares"] for o in options(enc, "launch_distance")] == list(range(1, might + 1))
    events = pick(enc, "launch_distance", squares=3)
    events += settle(enc)
    assert enc.state.grapples == []
    assert vegeta.pos == (7, 3)
    assert not stats.has(vegeta, "guard_down")
    assert any(e.kind == "moved" and e.data.get("forced") for e in events)
    assert not has_option(enc, "launch")


@pytest.mark.rule("dbu.std.launch")
def test_a_won_launch_may_keep_the_grapple() -> None:
    enc = grappled(WIN)
    pick(enc, "launch")
    resolve(enc)
    pick(enc, "clash_roll", roll="dodge")
    pick(enc, "launch_keep")
    assert enc.state.grapples == [Grapple("Goku", "Vegeta")]
    assert enc.fighter("Vegeta").pos == (4, 3)


@pytest.mark.rule("dbu.std.launch")
def test_a_lost_launch_frees_the_grappled() -> None:
    enc = grappled(LOSE)
    pick(enc, "launch")
    resolve(enc)
    events = pick(enc, "clash_roll", roll="dodge")
    assert enc.state.grapples == []
    assert any("the Launch failed" in e.text for e in events)


# --- Pin and Pinned ------------------------------------------------------------------------


@pytest.mark.rule("dbu.std.pin")
def test_pin_makes_the_grappled_pinned_with_one_action_no_attacks_no_movement() -> None:
    enc = grappled(WIN)
    vegeta = enc.fighter("Vegeta")
    events = pick(enc, "pin")
    events += resolve(enc)
    (check,) = clashes(events)
    assert check.data["why"] == "Pin"
    assert check.data["winner"] == "Goku"
    assert stats.has(vegeta, "pinned")
    assert enc.state.grapples[0].pinned
    assert not has_option(enc, "pin")
    end_turn(enc)
    expect(enc, "Vegeta", "turn")
    assert vegeta.actions == 1
    assert not has_option(enc, "attack")
    assert not has_option(enc, "move")
    assert has_option(enc, "escape_pin")
    assert has_option(enc, "grapple_escape", actions=1)
    assert not has_option(enc, "grapple_escape", actions=2)


@pytest.mark.rule("dbu.std.pin")
def test_pinned_lasts_only_while_in_the_grapple() -> None:
    enc = grappled(WIN)
    vegeta = enc.fighter("Vegeta")
    pick(enc, "pin")
    resolve(enc)
    pick(enc, "grapple_end")
    assert not stats.has(vegeta, "pinned")


@pytest.mark.rule("dbu.std.pin")
def test_a_lost_pin_frees_the_grappled() -> None:
    enc = grappled(LOSE)
    pick(enc, "pin")
    resolve(enc)
    assert enc.state.grapples == []
    assert not stats.has(enc.fighter("Vegeta"), "pinned")


@pytest.mark.rule("dbu.std.pin")
def test_a_pinned_fighter_breaks_the_pin_with_a_might_clash() -> None:
    enc = grappled([*WIN, 9, 2])
    vegeta = enc.fighter("Vegeta")
    pick(enc, "pin")
    resolve(enc)
    end_turn(enc)
    events = pick(enc, "escape_pin")
    events += resolve(enc)
    (check,) = clashes(events)
    assert (check.data["initiator"], check.data["winner"]) == ("Vegeta", "Vegeta")
    assert not stats.has(vegeta, "pinned")
    assert enc.state.grapples == [Grapple("Goku", "Vegeta")]


@pytest.mark.rule("dbu.std.pin")
def test_pin_escape_can_free_from_the_whole_grapple() -> None:
    st = duel(pin_escape="grapple")
    enc = grappled([*WIN, 9, 2], st)
    pick(enc, "pin")
    resolve(enc)
    end_turn(enc)
    pick(enc, "escape_pin")
    resolve(enc)
    assert enc.state.grapples == []


@pytest.mark.rule("dbu.std.pin")
def test_a_pinned_fighter_cannot_move_even_out_of_sequence() -> None:
    enc = grappled(WIN)
    vegeta = enc.fighter("Vegeta")
    pick(enc, "pin")
    resolve(enc)
    end_turn(enc)
    assert not has_option(enc, "move")
    enc.state.pending = None
    enc.state.stack.append(MoveFrame(mover="Vegeta", path=[(5, 3)]))
    events = _advance(enc)
    assert vegeta.pos == (4, 3)
    assert any("Pinned and cannot move" in e.text for e in events)


# --- ending by position and Defeat ----------------------------------------------------------


@pytest.mark.rule("dbu.std.grapple")
def test_a_grapple_ends_when_either_fighter_is_defeated() -> None:
    enc = grappled([])
    vegeta = enc.fighter("Vegeta")
    vegeta.defeated = True
    enc.on_defeat(vegeta)
    assert enc.state.grapples == []


@pytest.mark.rule("dbu.std.grapple")
def test_a_grapple_ends_when_they_are_out_of_the_grapplers_reach() -> None:
    enc = grappled([])
    enc.fighter("Vegeta").pos = (8, 3)
    events = end_turn(enc)
    assert enc.state.grapples == []
    assert any("out of Goku's Melee Range" in e.text for e in events)


# --- Gigantic Grip (seed 000) ---------------------------------------------------------------


@pytest.mark.rule("dbu.size.gigantic-grip")
def test_a_larger_grappler_resists_escapes_by_one_tier_per_size() -> None:
    big = make_sheet("Goku", size="enormous")  # two sizes above medium: +2(T)
    enc = grappled([5, 6], duel(big, a_pos=(1, 3)))
    end_turn(enc)
    pick(enc, "grapple_escape", actions=1)
    resolve(enc)
    events = pick(enc, "clash_roll", roll="strike")
    (check,) = clashes(events)
    assert "Gigantic Grip +2(T) 2" in check.text
    assert enc.state.grapples == [Grapple("Goku", "Vegeta")]


@pytest.mark.rule("dbu.size.gigantic-grip")
def test_gigantic_grip_is_capped_at_three_tiers_and_ignores_the_initial_check() -> None:
    tiny = make_sheet("Vegeta", size="nano")
    huge = make_sheet("Goku", size="colossal")
    st = duel(huge, tiny, a_pos=(0, 0), b_pos=(7, 0), width=14, height=10)
    enc = Encounter.start(st, dice=[*GOKU_FIRST, 9, 2])
    events = pick(enc, "grapple", target="Vegeta", tail=False)
    events += resolve(enc)
    events += pick(enc, "clash_roll", roll="dodge")
    assert "Gigantic Grip" not in clashes(events)[0].text
    g = enc.state.grapples[0]
    assert grapple.grip_bonus(enc, g) == [("Gigantic Grip +3(T)", 3)]


@pytest.mark.rule("dbu.size.gigantic-grip")
def test_punching_up_does_not_apply_to_grapple_checks() -> None:
    small = make_sheet("Goku", size="tiny")
    big = make_sheet("Vegeta", size="enormous")
    enc = Encounter.start(duel(small, big), dice=[*GOKU_FIRST, 9, 2])
    events = pick(enc, "grapple", target="Vegeta", tail=False)
    events += resolve(enc)
    events += pick(enc, "clash_roll", roll="dodge")
    (check,) = clashes(events)
    assert "Punching Up" not in check.text  # a bare d10 + Strike: the scripted dice fit


# --- whole fights ---------------------------------------------------------------------------


MINE = ("grapple", "grapple_escape", "launch", "pin", "grapple_end", "pull_in", "escape_pin")


def test_random_fights_with_grapples_replay_and_round_trip() -> None:
    sheets = [
        make_sheet(n, tail=n == "Vegeta", tail_attack=n == "Vegeta")
        for n in ("Goku", "Vegeta", "Nappa")
    ]
    st = setup(
        [*sheets, make_sheet("Titan", size="large")],
        [
            fighter("Goku", "A", (3, 3)),
            fighter("Titan", "A", (2, 4)),
            fighter("Vegeta", "B", (4, 3)),
            fighter("Nappa", "B", (4, 4)),
        ],
        width=8,
        height=8,
    )

    def lean(enc: Encounter, i: int, keen: random.Random) -> int:
        assert enc.decision is not None
        mine = [k for k, o in enumerate(enc.decision.options) if o.kind in MINE]
        return keen.choice(mine) if mine and keen.random() < 0.5 else i

    used = random_fights(st, range(8), snapshot_at=30, lean=lean)
    assert {"grapple", "grapple_escape", "launch", "pin", "grapple_end"} <= used
