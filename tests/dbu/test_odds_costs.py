"""What an option's cost says is what the engine takes when it is chosen: a Counter Action the
chooser lacks is a Standard Action converted (and from which turn), a Ki Wager's KP, an Instant
Maneuver's nothing, Multiple Arms' and a State's own prices."""

from __future__ import annotations

import pytest

from combat.helpers import advance_to, duel, options
from combat.legacy_setup import GOKU_FIRST
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.state import Option
from tenkaichi.dbu.play.option_costs import Cost, option_cost
from tenkaichi.dbu.play.sideview import side_view


def _cost(enc: Encounter, option: Option) -> Cost:
    d = enc.decision
    assert d is not None
    cost = option_cost(side_view(enc, enc.fighter(d.actor).side), d, option)
    assert cost is not None
    return cost


def _attacked() -> Encounter:
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 5, 5])
    enc.choose(options(enc, "attack", profile="Simple", foundation="energy", target="Vegeta")[0])
    advance_to(enc, "Vegeta", "reaction")
    return enc


@pytest.mark.rule("dbu.actions.convert")
@pytest.mark.parametrize("defend", ["parry", "cross_counter", "direct_hit"])
def test_a_defend_without_a_counter_action_says_it_takes_an_action_of_the_coming_turn(
    defend: str,
) -> None:
    enc = _attacked()
    vegeta = enc.fighter("Vegeta")
    vegeta.counters = 0  # spent earlier in the round
    option = options(enc, "defend", defend=defend)[0]
    cost = _cost(enc, option)
    assert (cost.counters, cost.converted) == (0, 1)
    assert "1 Action of your coming turn (as a Counter Action)" in cost.text()
    actions = vegeta.actions
    enc.choose(option)
    assert (vegeta.actions, vegeta.counters) == (actions - 1, 0)  # what the engine took


@pytest.mark.rule("dbu.actions.counter")
def test_a_defend_with_a_counter_action_says_so_and_takes_it() -> None:
    enc = _attacked()
    vegeta = enc.fighter("Vegeta")
    option = options(enc, "defend", defend="parry")[0]
    cost = _cost(enc, option)
    assert cost.text() == "1 Counter Action"
    actions = vegeta.actions
    enc.choose(option)
    assert (vegeta.actions, vegeta.counters) == (actions, 0)


def test_each_ki_wager_option_costs_the_kp_it_wagers() -> None:
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 9, 1])
    enc.choose(options(enc, "attack", profile="Simple", foundation="physical", target="Vegeta")[0])
    advance_to(enc, "Goku", "wager")
    wagers = options(enc, "wager")
    assert len(wagers) > 2
    for n, option in enumerate(wagers):
        cost = _cost(enc, option)
        assert cost.kp == option.args["kp"] == n  # the n+1-th option of the menu wagers n
        assert cost.text() == (f"{n} KP" if n else "free")
        twin = enc.clone()
        before = twin.fighter("Goku").ki
        twin.choose(option)
        assert before - twin.fighter("Goku").ki == n


@pytest.mark.rule("dbu.instant.surge")
def test_a_surge_in_the_instant_window_is_instant_and_takes_no_action() -> None:
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 5, 5, 5, 5])
    vegeta = enc.fighter("Vegeta")
    vegeta.ki = 20  # below full Ki: a Ki Surge before the attack on him matters, so he is asked
    enc.choose(options(enc, "attack", profile="Simple", foundation="physical", target="Vegeta")[0])
    advance_to(enc, "Vegeta", "instant")
    surge = options(enc, "surge", surge="ki")[0]
    assert _cost(enc, surge).text() == "Instant"
    before = (vegeta.actions, vegeta.counters)
    enc.choose(surge)
    assert (vegeta.actions, vegeta.counters) == before
