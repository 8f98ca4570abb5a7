"""The ``reaction_windows`` setting: by default ("when-they-matter") an Instant window is offered
to a fighter only when one of their Instants could change the outcome now, and a decision whose
every option declines is answered by the engine; "always" offers every window (the seed's Instant
Maneuvers may answer any Standard Maneuver, seed 001).

Three Tier 1 fighters with nothing but the Surge for an Instant: Goku (A) at (2,2), Piccolo (B)
at (6,2) in reach of an Energy attack, Vegeta (B) at (9,5), nobody in anyone's Melee Range.
Initiative dice 9, 3, 1 put Goku first."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter, replay
from tenkaichi.dbu.combat.core.events import Event
from tenkaichi.dbu.combat.core.setup import EncounterSetup, load_encounter
from tenkaichi.dbu.combat.core.state import DECLINING
from tenkaichi.dbu.play.bots import RandomBot, decide
from tenkaichi.dbu.play.safety import with_safety_limits

from .helpers import (
    answer_routine,
    fighter,
    go_to,
    has_option,
    make_sheet,
    of_kind,
    pick,
    setup,
    until_turn,
)

ROOT = Path(__file__).resolve().parents[2]


def three(**settings: Any) -> Encounter:
    sheets = [make_sheet("Goku"), make_sheet("Vegeta"), make_sheet("Piccolo")]
    return Encounter.start(
        setup(
            sheets,
            [
                fighter("Goku", "A", (2, 2)),
                fighter("Vegeta", "B", (9, 5)),
                fighter("Piccolo", "B", (6, 2)),
            ],
            **settings,
        ),
        dice=[9, 3, 1, *([5] * 40)],
    )


def windows(asked: list[tuple[str, str]]) -> list[str]:
    """Who was offered an Instant window."""
    return [who for who, kind in asked if kind == "instant"]


def power_up(enc: Encounter) -> list[tuple[str, str]]:
    pick(enc, "power_up")
    return until_turn(enc)


def move(enc: Encounter) -> list[tuple[str, str]]:
    """Goku moves one square west, away from everyone; who was asked what meanwhile."""
    pick(enc, "move", mode="normal")
    asked = []
    while enc.decision is not None and enc.decision.kind != "destination":
        asked.append((enc.decision.actor, enc.decision.kind))
        answer_routine(enc)
    go_to(enc, x=1, y=2)
    return asked + until_turn(enc)


def energy_attack(enc: Encounter, target: str) -> list[tuple[str, str]]:
    pick(enc, "attack", profile="Simple", foundation="energy", target=target)
    return until_turn(enc)


def end_turn_to_goku(enc: Encounter) -> None:
    """End Goku's turn and every other one until Goku's next turn (a new round)."""
    pick(enc, "end_turn")
    while enc.decision is not None and enc.decision.actor != "Goku":
        if enc.decision.kind == "turn":
            pick(enc, "end_turn")
        else:
            answer_routine(enc)
    assert enc.decision is not None
    assert enc.decision.kind == "turn"


@pytest.mark.rule("dbu.maneuver.instant-type")
def test_a_surge_that_could_change_nothing_is_not_asked_for() -> None:
    # Vegeta and Piccolo, at full Life, Ki and Capacity, hold their Surges (offered under
    # "always", below), but nobody is asked before Goku's Power Up, his Movement, or his attack
    # on Piccolo: a Surge can wait for the window before an attack on its user, and even there
    # it restores nothing at full Life and Ki.
    enc = three()
    assert enc.settings.reaction_windows == "when-they-matter"  # the default
    assert windows(power_up(enc)) == []
    assert windows(move(enc)) == []
    asked = energy_attack(enc, "Piccolo")
    assert windows(asked) == []
    assert ("Piccolo", "reaction") in asked  # the attack itself went on as usual
    end_turn_to_goku(enc)
    assert windows(energy_attack(enc, "Vegeta")) == []  # Vegeta is at full Life and Ki


@pytest.mark.rule("dbu.maneuver.instant-type")
@pytest.mark.rule("dbu.instant.surge")
def test_a_surge_is_asked_for_before_an_attack_on_its_user_below_full_life() -> None:
    enc = three()
    vegeta = enc.fighter("Vegeta")
    vegeta.life -= 10
    pick(enc, "attack", profile="Simple", foundation="energy", target="Vegeta")
    while enc.decision is not None and enc.decision.kind != "instant":
        answer_routine(enc)
    assert enc.decision is not None
    assert enc.decision.actor == "Vegeta"  # Piccolo, not attacked, is not asked first
    assert has_option(enc, "surge", surge="healing")
    assert not of_kind(enc.events, "clash")  # before the attack resolves
    hurt = vegeta.life
    pick(enc, "surge", surge="healing")
    assert vegeta.life > hurt  # healed before the attack lands
    asked = until_turn(enc)
    assert windows(asked) == []  # Piccolo is not asked after Vegeta either
    assert ("Vegeta", "reaction") in asked


@pytest.mark.rule("dbu.maneuver.instant-type")
def test_a_ki_surge_is_asked_for_before_an_attack_on_its_user_below_full_ki() -> None:
    enc = three()
    enc.fighter("Vegeta").ki -= 5
    asked = energy_attack(enc, "Vegeta")
    assert windows(asked) == ["Vegeta"]


@pytest.mark.rule("dbu.maneuver.instant-type")
def test_always_offers_every_instant_window() -> None:
    # The same moves under reaction_windows "always": Vegeta and Piccolo are asked before each
    # Standard Maneuver, in Initiative Order, whatever a Surge could do there.
    enc = three(reaction_windows="always")
    assert windows(power_up(enc)) == ["Vegeta", "Piccolo"]
    assert windows(move(enc)) == ["Vegeta", "Piccolo"]
    assert windows(energy_attack(enc, "Piccolo")) == ["Vegeta", "Piccolo"]
    end_turn_to_goku(enc)
    assert windows(energy_attack(enc, "Vegeta")) == ["Vegeta", "Piccolo"]


# --- whole fights --------------------------------------------------------------------------


def encounter(name: str, **settings: Any) -> EncounterSetup:
    st = load_encounter(ROOT / "examples" / "encounters" / name, library=[ROOT / "examples"])
    return st.model_copy(update={"settings": {**st.settings, **settings}})


def play(st: EncounterSetup, seed: int, watch: Any = None) -> Encounter:
    """One fight of a RandomBot per side (seeded) to its end; ``watch`` sees every decision.
    Random bots may never finish a fight: the simulations' safety stops are on (no rule)."""
    enc = Encounter.start(with_safety_limits(st), seed)
    bots: dict[str, RandomBot] = {}
    steps = 0
    while enc.decision is not None and steps < 3000:
        if watch is not None:
            watch(enc)
        side = enc.fighter(enc.decision.actor).side
        bot = bots.setdefault(side, RandomBot(seed * 7 + len(bots)))
        enc.choose(decide(bot, enc))
        steps += 1
    assert enc.over, f"seed {seed}: no end after {steps} decisions"
    return enc


def texts(events: list[Event]) -> list[dict[str, Any]]:
    return [e.to_json() for e in events]


@pytest.mark.parametrize("seed", [0, 1])
def test_a_fight_by_the_same_bots_plays_and_replays_the_same(seed: int) -> None:
    # Windows nobody is asked about and declines the engine answers leave no choice in the
    # record: replaying it must make the same answers from the same state.
    st = encounter("mirror-3v3.yaml")
    first = play(st, seed)
    assert first.settings.reaction_windows == "when-they-matter"
    second = play(st, seed)
    assert texts(second.events) == texts(first.events)
    again = replay(first.record())
    assert texts(again.events) == texts(first.events)


def only_declines(enc: Encounter) -> bool:
    d = enc.decision
    assert d is not None
    return all(o.kind in DECLINING for o in d.options)


# states-3v3 (States and Karma) reaches decisions with nothing but declines under "always"
# (an Exploit or an Instant window with only "pass", a Cross Counter with only "no_cross").
@pytest.mark.parametrize("name", ["mirror-3v3.yaml", "states-3v3.yaml"])
def test_no_decision_is_pending_whose_every_option_declines(name: str) -> None:
    seen = {"decisions": 0, "instant": 0}

    def watch(enc: Encounter) -> None:
        d = enc.decision
        assert d is not None
        seen["decisions"] += 1
        seen["instant"] += d.kind == "instant"
        assert not only_declines(enc), (
            f"{d.actor} asked {d.kind} with nothing but declines: "
            + ", ".join(o.kind for o in d.options)
        )

    st = encounter(name)
    for seed in range(3):
        play(st, seed, watch)
    assert seen["instant"] > 0  # the fights did reach Instant windows that mattered
    assert seen["decisions"] > 1000


def test_always_asks_even_when_every_option_declines() -> None:
    # The control for the test above: the same fights under "always" do ask such questions.
    asked: list[str] = []

    def watch(enc: Encounter) -> None:
        if only_declines(enc):
            asked.append(enc.decision.kind if enc.decision else "")

    st = encounter("states-3v3.yaml", reaction_windows="always")
    for seed in range(3):
        play(st, seed, watch)
    assert asked
