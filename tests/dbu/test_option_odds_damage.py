"""The odds shown beside an attack equal the engine's own: the chance to hit and the mean
Damage, with every damage hook the engine applies (Armored, Cover, a vulnerable spot, Prone,
Broken, Guard, a Sleeping target's automatic hit), checked against every way the engine's dice
can fall (``odds_brute``)."""

from __future__ import annotations

from typing import Any

import pytest

from combat.helpers import advance_to, duel, make_sheet, options, pick, resolve
from combat.legacy_setup import legacy_duel
from combat.test_battlefield import field
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.state import Effect, Expiry, Option
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.play.odds import odds_of
from tenkaichi.dbu.play.option_odds import OptionOdds
from tenkaichi.dbu.play.sideview import side_view

from .odds_brute import chance, enumerate_runs, mean

GOKU_FIRST = [7, 3]


def _shown(enc: Encounter, option: Option) -> OptionOdds:
    d = enc.decision
    assert d is not None
    odds = odds_of(side_view(enc, enc.fighter(d.actor).side), d, option)
    assert odds is not None
    return odds


def _outcome(events: list[Any], target: str) -> tuple[bool, int]:
    hit = any(e.kind == "clash" and e.who == target and e.data.get("hit") for e in events)
    damage = sum(
        int(e.data["damage"]) for e in events if e.kind == "damage" and "category" in e.data
    )
    return hit, damage


def _engine(enc: Encounter, option: Option, target: str, **answers: Any) -> tuple[float, float]:
    """The engine's chance to hit and mean Damage after choosing ``option``."""

    def run(twin: Encounter) -> tuple[bool, int]:
        start = len(twin.events)
        twin.choose(option)
        resolve(twin, **answers)
        return _outcome(twin.events[start:], target)

    dist = enumerate_runs(enc, run)
    return chance(dist, lambda k: k[0]), mean(dist, lambda k: k[1])


def _agree(shown: OptionOdds, engine: tuple[float, float]) -> None:
    assert shown.chance == pytest.approx(engine[0], abs=1e-9)
    assert shown.damage is not None
    assert shown.damage == pytest.approx(engine[1], abs=1e-9)


def _attack_option(enc: Encounter, target: str, profile: str, foundation: str) -> Option:
    return options(enc, "attack", profile=profile, foundation=foundation, target=target)[0]


@pytest.mark.rule("dbu.std.transformation")
def test_armored_is_in_the_expected_damage() -> None:
    shell = {"name": "Shell", "tier_requirement": 1, "stress_test_requirement": 3}
    vegeta = make_sheet("Vegeta", forms=[{**shell, "aspects": ["armored"]}])
    enc = Encounter.start(duel(b=vegeta), dice=GOKU_FIRST)
    enc.fighter("Vegeta").form = "Shell"
    option = _attack_option(enc, "Vegeta", "Crushing", "physical")
    shown = _shown(enc, option)
    _agree(shown, _engine(enc, option, "Vegeta"))
    # Crushing is Lethal; Armored makes it Direct, so half of Vegeta's Soak 4 comes off.
    enc.fighter("Vegeta").form = ""
    bare = _shown(enc, option)
    assert bare.damage is not None
    assert shown.damage is not None
    assert bare.damage > shown.damage


@pytest.mark.rule("dbu.std.terrain-lift")
def test_cover_is_in_the_expected_damage() -> None:
    sheet = make_sheet("Vegeta", force=6, magic=1)
    rock = {"id": "rock", "pos": (4, 3), "hardness": 1}
    enc = Encounter.start(field(vegeta=sheet, b_pos=(8, 3), features=[rock]), dice=[3, 7])
    option = _attack_option(enc, "Goku", "Simple", "energy")
    _agree(_shown(enc, option), _engine(enc, option, "Goku"))


@pytest.mark.rule("dbu.legacy.called-shot")
def test_a_vulnerable_spot_is_in_the_expected_damage() -> None:
    enc = Encounter.start(legacy_duel(), dice=GOKU_FIRST)
    pick(enc, "attack", profile="Simple", foundation="physical", target="Vegeta")
    aimed = options(enc, "modifier", called_shot="legacy", vulnerable="damage")[0]
    plain = options(enc, "modifier", called_shot="legacy", vulnerable="")[0]
    shown, without = _shown(enc, aimed), _shown(enc, plain)
    _agree(shown, _engine(enc, aimed, "Vegeta"))
    assert shown.damage is not None
    assert without.damage is not None
    assert shown.damage > without.damage


@pytest.mark.rule("dbu.counter.defend.guard")
@pytest.mark.rule("dbu.counter.defend.direct-hit")
def test_prone_broken_guard_and_direct_hit_are_in_the_expected_damage_taken() -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    v = enc.fighter("Vegeta")
    stats.add_effect(enc, v, Effect("prone", "a test", Expiry("never")))
    stats.add_effect(enc, v, Effect("broken", "a test", Expiry("never")))
    pick(enc, "attack", profile="Simple", foundation="physical", target="Vegeta")
    advance_to(enc, "Vegeta", "reaction")
    d = enc.decision
    assert d is not None
    checked = []
    for option in d.options:
        if option.kind == "dodge" or option.args.get("defend") in ("guard", "direct_hit"):
            shown = _shown(enc, option)
            assert shown.chance_of == "be hit"
            _agree(shown, _engine(enc, option, "Vegeta"))
            checked.append(shown.damage)
    assert len(checked) == 3


@pytest.mark.rule("dbu.std.basic-attack")
def test_a_sleeping_target_is_hit_for_sure() -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    stats.add_effect(enc, enc.fighter("Vegeta"), Effect("sleeping", "a test", Expiry("never")))
    option = _attack_option(enc, "Vegeta", "Simple", "physical")
    shown = _shown(enc, option)
    assert shown.chance == 1.0
    _agree(shown, _engine(enc, option, "Vegeta"))
