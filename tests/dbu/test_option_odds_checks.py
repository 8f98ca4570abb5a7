"""The odds shown beside an option that rolls a check or a Saving Throw (or makes another
roll one) equal the engine's: each is checked against every way the engine's dice can fall
after the choice (``odds_brute``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from combat.helpers import advance_to, answer_routine, duel, make_sheet, options, pick, refresh
from combat.legacy_setup import legacy_duel, trio
from combat.test_duel import to_reaction
from combat.test_items import SENZU, arena
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.state import Effect, Expiry, Option
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.play.odds import odds_of
from tenkaichi.dbu.play.option_odds import OptionOdds
from tenkaichi.dbu.play.sideview import side_view

from .odds_brute import chance, enumerate_runs

GOKU_FIRST = [7, 3]
TRIO_INIT = [9, 5, 1]

Found = Callable[[list[Any]], bool | None]


def _shown(enc: Encounter, option: Option) -> OptionOdds:
    d = enc.decision
    assert d is not None
    odds = odds_of(side_view(enc, enc.fighter(d.actor).side), d, option)
    assert odds is not None
    return odds


def _engine(enc: Encounter, option: Option, found: Found) -> float:
    """The engine's chance that ``found`` says True of the events after ``option``; a run
    stops as soon as ``found`` has an answer (it is None until then)."""
    start = len(enc.events)

    def run(twin: Encounter) -> bool:
        twin.choose(option)
        for _ in range(10):  # the Instant windows and the like before the roll
            if found(twin.events[start:]) is not None:
                break
            answer_routine(twin)
        answer = found(twin.events[start:])
        assert answer is not None, "the roll never came"
        return answer

    dist = enumerate_runs(enc, run, stop=lambda twin: found(twin.events[start:]))
    return chance(dist, lambda k: k)


def _first(kind: str, field: str = "success") -> Found:
    def found(events: list[Any]) -> bool | None:
        for e in events:
            if e.kind == kind and field in e.data:
                return bool(e.data[field])
        return None

    return found


def _agree(enc: Encounter, option: Option, found: Found, words: str) -> OptionOdds:
    shown = _shown(enc, option)
    assert shown.chance == pytest.approx(_engine(enc, option, found), abs=1e-9)
    assert shown.text().startswith(words)
    assert 0.0 < shown.chance < 1.0  # a roll that can go either way
    return shown


@pytest.mark.rule("dbu.std.transformation")
@pytest.mark.parametrize("needed", [4, 9, 13])
def test_a_transformation_shows_the_chance_to_pass_its_stress_test(needed: int) -> None:
    form = {"name": "Kaio", "tier_requirement": 1, "stress_test_requirement": needed}
    enc = Encounter.start(duel(make_sheet("Goku", forms=[form])), dice=GOKU_FIRST)
    option = options(enc, "transform", form="Kaio")[0]
    _agree(enc, option, _first("transformation"), "pass the Stress Test")


@pytest.mark.rule("dbu.std.combat-recovery.condition")
def test_condition_recovery_shows_the_chance_to_pass_the_steadfast_check() -> None:
    enc = Encounter.start(duel(a_pos=(0, 0), b_pos=(11, 7)), dice=GOKU_FIRST)
    stats.add_effect(enc, enc.fighter("Goku"), Effect("shaken", "a test", Expiry("never")))
    refresh(enc)
    option = options(enc, "recover", actions=2, mode="condition")[0]
    shown = _agree(enc, option, _first("steadfast"), "pass the Steadfast Check")
    assert shown.note == ""  # no Opponent near enough to Exploit
    assert options(enc, "recover", mode="heal")
    assert odds_of(enc, enc.decision, options(enc, "recover", mode="heal")[0]) is None  # type: ignore[arg-type]
    near = Encounter.start(duel(), dice=GOKU_FIRST)
    stats.add_effect(near, near.fighter("Goku"), Effect("shaken", "a test", Expiry("never")))
    refresh(near)
    close = _shown(near, options(near, "recover", actions=2, mode="condition")[0])
    assert close.text().endswith("if no Exploit hits")


@pytest.mark.rule("dbu.legacy.treatment")
def test_treatment_shows_the_chance_of_the_hard_medicine_check() -> None:
    krillin = make_sheet("Krillin")
    goku = make_sheet("Goku", scholarship=6, skills={"medicine": 2})
    enc = Encounter.start(trio(Goku=goku, Krillin=krillin), dice=TRIO_INIT)
    stats.add_effect(enc, enc.fighter("Krillin"), Effect("poisoned", "a test", Expiry("never")))
    refresh(enc)
    option = options(enc, "treatment", ally="Krillin")[0]
    _agree(enc, option, _first("skill_check"), "pass the Medicine Check")


@pytest.mark.rule("dbu.legacy.terrify")
@pytest.mark.parametrize("vegeta_level", [1, 5])
def test_terrify_shows_the_chance_that_the_target_loses(vegeta_level: int) -> None:
    goku = make_sheet("Goku", personality=6, skills={"intimidation": 1})
    vegeta = make_sheet("Vegeta", power_level=vegeta_level)
    enc = Encounter.start(legacy_duel(goku, vegeta), dice=GOKU_FIRST)
    option = options(enc, "terrify", target="Vegeta")[0]
    _agree(enc, option, _first("clash", "hit"), "Terrify works")


@pytest.mark.rule("dbu.std.toss")
def test_a_toss_shows_the_chance_it_is_caught() -> None:
    enc = Encounter.start(arena(krillin=(3, 5), vegeta=(10, 6), items=(SENZU,)), dice=[7, 5, 3])
    option = options(enc, "toss", item="senzu", to="Krillin")[0]
    _agree(enc, option, _first("skill_check"), "caught")


def _duel_escape(enc: Encounter) -> Option:
    to_reaction(enc)
    pick(enc, "duel", mode="basic", profile="Simple", foundation="energy")
    advance_to(enc, "Goku", "duel_escape")
    return options(enc, "duel_escape")[0]


@pytest.mark.rule("dbu.counter.duel-escape")
def test_duel_escape_shows_the_chance_to_win_the_impulsive_clash() -> None:
    enc = Encounter.start(duel(make_sheet("Goku", tenacity=6)), dice=GOKU_FIRST)
    option = _duel_escape(enc)

    def won(events: list[Any]) -> bool | None:
        for e in events:
            if e.kind == "clash" and e.data.get("why") == "Duel Escape":
                return e.data["winner"] == "Goku"
        return None

    _agree(enc, option, won, "win the Clash")


@pytest.mark.rule("dbu.legacy.duel-escape")
def test_dbu1_duel_escape_shows_the_chance_of_the_hard_impulsive_save() -> None:
    enc = Encounter.start(legacy_duel(make_sheet("Goku", tenacity=8)), dice=GOKU_FIRST)
    option = _duel_escape(enc)
    _agree(enc, option, _first("skill_check"), "pass the Impulsive Save")


@pytest.mark.rule("dbu.legacy.intervene")
def test_dbu1_intervene_shows_the_chance_of_the_impulsive_save() -> None:
    # Goku and Krillin pass; Vegeta's Strike 9 beats Krillin's Dodge 2: Goku may Intervene.
    enc = Encounter.start(trio(), dice=[*TRIO_INIT, 9, 2] + [5] * 10)
    pick(enc, "end_turn")
    pick(enc, "end_turn")
    pick(enc, "attack", profile="Simple", foundation="physical", target="Krillin")
    advance_to(enc, "Goku", "intervene")
    option = options(enc, "intervene_attempt")[0]
    _agree(enc, option, _first("skill_check"), "pass the Impulsive Save")
