"""The odds newly shown on a Power Flare, its Ki Wagers, a Reflect, a Blitz, Sense and Detect
Holding Back equal the engine's own, counted over every way its dice can fall (``odds_brute``):
each run chooses the option on a copy of the fight and answers the routine questions that
follow with their defaults (no wager, pass, Dodge) until the next turn."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from combat.helpers import advance_to, answer_routine, duel, fighter, make_sheet, options, setup
from combat.legacy_setup import GOKU_FIRST, legacy_duel
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.events import Event
from tenkaichi.dbu.combat.core.state import Option
from tenkaichi.dbu.play.odds import odds_of
from tenkaichi.dbu.play.option_odds import OptionOdds
from tenkaichi.dbu.play.sideview import side_view

from .odds_brute import chance, enumerate_runs, mean

ROUTINE = frozenset(
    {"modifier", "wager", "instant", "exploit", "reaction", "flare_wager", "reflect"}
    | {"united_attack", "united_wager"}
)


def _shown(enc: Encounter, option: Option) -> OptionOdds:
    d = enc.decision
    assert d is not None
    odds = odds_of(side_view(enc, enc.fighter(d.actor).side), d, option)
    assert odds is not None
    return odds


def _engine(
    enc: Encounter, option: Option, outcome: Callable[[list[Event]], Any]
) -> dict[Any, Any]:
    """The exact distribution of ``outcome(events after the choice)``."""

    def run(twin: Encounter) -> Any:
        start = len(twin.events)
        twin.choose(option)
        while twin.decision is not None and twin.decision.kind in ROUTINE:
            if twin.decision.kind == "united_wager":
                twin.choose(options(twin, "united_wager", kp=0)[0])
            else:
                answer_routine(twin)
        return outcome(twin.events[start:])

    return enumerate_runs(enc, run)


def _damage_to(who: str) -> Callable[[list[Event]], int]:
    def damage(events: list[Event]) -> int:
        return sum(
            int(e.data["damage"])
            for e in events
            if e.kind == "damage" and e.who == who and "category" in e.data
        )

    return damage


def _hit_and_damage(who: str, roll: str = "") -> Callable[[list[Event]], tuple[bool, int]]:
    def outcome(events: list[Event]) -> tuple[bool, int]:
        hit = any(
            e.kind == "clash" and e.data.get("hit") and (not roll or e.data.get("roll") == roll)
            for e in events
        )
        return hit, _damage_to(who)(events)

    return outcome


def _energy_attack_on_vegeta(dice: list[int]) -> Encounter:
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, *dice])
    options_now = options(enc, "attack", profile="Simple", foundation="energy", target="Vegeta")
    enc.choose(options_now[0])
    advance_to(enc, "Vegeta", "reaction")
    return enc


@pytest.mark.rule("dbu.counter.defend.power-flare")
def test_power_flare_shows_the_expected_damage_taken_with_no_ki_wager() -> None:
    enc = _energy_attack_on_vegeta([])
    flare = options(enc, "defend", defend="power_flare")[0]
    shown = _shown(enc, flare)
    dist = _engine(enc, flare, _damage_to("Vegeta"))
    assert shown.chance == 1.0
    assert shown.damage == pytest.approx(mean(dist, lambda k: k), abs=1e-9)
    assert shown.damage is not None
    assert shown.damage > 0


@pytest.mark.rule("dbu.counter.defend.power-flare")
def test_each_power_flare_ki_wager_shows_its_chance_and_damage_against_the_known_wound() -> None:
    # Goku's Wound: a 7 + Force 4 = 11 against Vegeta's Flare (d10 + Force 4 + wager).
    enc = _energy_attack_on_vegeta([7])
    enc.choose(options(enc, "defend", defend="power_flare")[0])
    advance_to(enc, "Vegeta", "flare_wager")
    checked = 0
    for option in options(enc, "flare_wager")[:8]:
        shown = _shown(enc, option)
        dist = _engine(enc, option, _damage_to("Vegeta"))
        assert shown.chance == pytest.approx(chance(dist, lambda k: k == 0), abs=1e-9)
        assert shown.damage == pytest.approx(mean(dist, lambda k: k), abs=1e-9)
        checked += 1
    assert checked >= 2


@pytest.mark.rule("dbu.modifier.reflect")
def test_reflect_shows_the_strike_chance_and_the_original_wound() -> None:
    # Goku's Strike 3, Vegeta's Parry 9: avoided; Vegeta may Reflect it back at Goku.
    enc = _energy_attack_on_vegeta([3, 9])
    enc.choose(options(enc, "defend", defend="parry")[0])
    assert enc.decision is not None
    assert enc.decision.kind == "reflect"
    option = options(enc, "reflect", target="Goku")[0]
    shown = _shown(enc, option)
    dist = _engine(enc, option, _hit_and_damage("Goku", "reflect"))
    assert shown.chance == pytest.approx(chance(dist, lambda k: k[0]), abs=1e-9)
    assert shown.damage == pytest.approx(mean(dist, lambda k: k[1]), abs=1e-9)
    assert 0.0 < shown.chance < 1.0


@pytest.mark.rule("dbu.legacy.blitz")
def test_blitz_shows_the_attack_from_the_end_of_its_charge() -> None:
    # Goku at (1,3) charges Vegeta at (5,3): 3 squares, +2(T) Wound per square.
    enc = Encounter.start(legacy_duel(a_pos=(1, 3), b_pos=(5, 3)), dice=GOKU_FIRST)
    option = options(enc, "blitz", profile="Simple", target="Vegeta")[0]
    shown = _shown(enc, option)
    dist = _engine(enc, option, _hit_and_damage("Vegeta"))
    assert shown.chance == pytest.approx(chance(dist, lambda k: k[0]), abs=1e-9)
    assert shown.damage == pytest.approx(mean(dist, lambda k: k[1]), abs=1e-9)


def _found(events: list[Event]) -> frozenset[str]:
    return frozenset(
        e.who
        for e in events
        if e.kind == "skill_check"
        and e.data.get("skill") == "concealment"
        and not e.data["success"]
    )


@pytest.mark.rule("dbu.legacy.holding-back")
def test_detect_holding_back_shows_the_chance_to_beat_their_concealment() -> None:
    enc = Encounter.start(legacy_duel(), dice=GOKU_FIRST)
    option = options(enc, "detect_holding_back", target="Vegeta")[0]
    shown = _shown(enc, option)
    dist = _engine(enc, option, _found)
    assert shown.chance == pytest.approx(chance(dist, lambda k: k == {"Vegeta"}), abs=1e-9)
    assert 0.0 < shown.chance < 1.0


@pytest.mark.rule("dbu.legacy.sense")
def test_sense_shows_the_chance_of_one_roll_beating_every_concealment() -> None:
    sheets = [make_sheet("Goku"), make_sheet("Vegeta"), make_sheet("Nappa", insight=4)]
    st = setup(
        sheets,
        [
            fighter("Goku", "A", (3, 3)),
            fighter("Vegeta", "B", (6, 3)),
            fighter("Nappa", "B", (6, 5)),
        ],
    )
    enc = Encounter.start(st.model_copy(update={"edition": "dbu-1"}), dice=[9, 3, 1])
    assert enc.decision is not None
    assert enc.decision.actor == "Goku"
    option = options(enc, "sense")[0]
    shown = _shown(enc, option)
    dist = _engine(enc, option, _found)
    assert shown.chance == pytest.approx(chance(dist, lambda k: k == {"Vegeta", "Nappa"}), abs=1e-9)
    # One roll against both: less likely than beating either Concealment alone.
    assert shown.chance < chance(dist, lambda k: "Vegeta" in k)


DECLINE = ("no_escape", "no_unite", "no_join", "pass", "no_modifier", "no_cross")


def _duel_winner(twin: Encounter, limit: int = 60) -> str:
    """Play the Duel out with no Ki Wagers and everyone declining; the winner ("" for a tie)."""
    start = len(twin.events)
    for _ in range(limit):
        for e in twin.events[start:]:
            if e.kind == "duel" and e.data.get("duel") in ("won", "tie", "lapsed"):
                return str(e.data.get("winner", ""))
        d = twin.decision
        assert d is not None
        zero = [o for o in d.options if o.kind == "duel_wager" and o.args["kp"] == 0]
        declined = [o for o in d.options if o.kind in DECLINE]
        twin.choose((zero or declined or [d.options[0]])[0])
    raise AssertionError("the Duel did not end")


@pytest.mark.rule("dbu.counter.duel")
def test_a_duel_answer_shows_the_chance_to_win_the_duel_with_no_wagers() -> None:
    """Seeded Monte-Carlo through the public engine: 2000 Duels from the same decision."""
    from tenkaichi.dice.rng import SeededRng

    enc = Encounter.start(duel(), dice=[*GOKU_FIRST])
    enc.choose(options(enc, "attack", profile="Simple", foundation="physical", target="Vegeta")[0])
    advance_to(enc, "Goku", "wager")
    enc.choose(options(enc, "wager", kp=10)[0])  # 10(bT): heavy enough to answer with a Duel
    advance_to(enc, "Vegeta", "reaction")
    option = options(enc, "duel", mode="basic", profile="Simple")[0]
    shown = _shown(enc, option)
    runs, won = 2000, 0
    for seed in range(runs):
        twin = enc.clone()
        twin.rng = SeededRng(seed)
        twin.choose(option)
        won += _duel_winner(twin) == "Vegeta"
    assert shown.chance == pytest.approx(won / runs, abs=0.04)
    assert 0.05 < shown.chance < 0.95


@pytest.mark.rule("dbu.instant.united-attack")
def test_united_attack_and_its_wager_show_the_joined_attack() -> None:
    """Goku attacks Vegeta; Krillin, beside Goku, may join: +½ Force and a Ki Wager to the
    Wound of Goku's attack (Krillin chooses, Goku rolls)."""
    sheets = [make_sheet("Goku"), make_sheet("Krillin", force=6), make_sheet("Vegeta")]
    st = setup(
        sheets,
        [
            fighter("Goku", "A", (3, 3)),
            fighter("Krillin", "A", (3, 4)),
            fighter("Vegeta", "B", (4, 3)),
        ],
    )
    enc = Encounter.start(st, dice=[9, 5, 1])
    enc.choose(options(enc, "attack", profile="Simple", foundation="physical", target="Vegeta")[0])
    advance_to(enc, "Krillin", "united_attack")
    alone = _shown(enc, options(enc, "pass")[0])
    join = options(enc, "united_attack")[0]
    joined = _shown(enc, join)
    dist = _engine(enc, join, _hit_and_damage("Vegeta"))
    assert joined.chance == pytest.approx(chance(dist, lambda k: k[0]), abs=1e-9)
    assert joined.damage == pytest.approx(mean(dist, lambda k: k[1]), abs=1e-9)
    assert alone.damage is not None
    assert joined.damage is not None
    assert joined.damage > alone.damage
    enc.choose(join)
    assert enc.decision is not None
    assert enc.decision.kind == "united_wager"
    wager = options(enc, "united_wager", kp=3)[0]
    shown = _shown(enc, wager)
    dist = _engine(enc, wager, _hit_and_damage("Vegeta"))
    assert shown.damage == pytest.approx(mean(dist, lambda k: k[1]), abs=1e-9)


@pytest.mark.rule("dbu.counter.intervene.defense-wall")
def test_defense_wall_shows_the_expected_damage_the_intervener_takes() -> None:
    """Vegeta (first: Initiative 9) hits Goku (Strike 8 vs Dodge 2); Krillin, beside Goku,
    may take the Wound in Goku's place with +½ Soak."""
    sheets = [make_sheet("Goku"), make_sheet("Krillin", tenacity=2), make_sheet("Vegeta")]
    st = setup(
        sheets,
        [
            fighter("Goku", "A", (3, 3)),
            fighter("Krillin", "A", (3, 4)),
            fighter("Vegeta", "B", (4, 3)),
        ],
    )
    enc = Encounter.start(st, dice=[1, 5, 9, 8, 2])
    enc.choose(options(enc, "attack", profile="Simple", foundation="physical", target="Goku")[0])
    advance_to(enc, "Goku", "reaction")
    enc.choose(options(enc, "dodge")[0])
    advance_to(enc, "Krillin", "intervene")
    wall = options(enc, "intervene", option="defense_wall")[0]
    shown = _shown(enc, wall)
    dist = _engine(enc, wall, _damage_to("Krillin"))
    assert shown.chance == 1.0
    assert shown.damage == pytest.approx(mean(dist, lambda k: k), abs=1e-9)
    assert shown.damage is not None
    assert shown.damage > 0
