"""Minions and groups (reference 3d): a squad of ten from one line of setup, one Initiative
for the group, acting right after their Master only when Commanded."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import load_encounter
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.derived import derive

from .helpers import of_kind

ROOT = Path(__file__).resolve().parent.parent.parent
SQUAD = ROOT / "examples/encounters/states-3v3.yaml"


@pytest.fixture(scope="module")
def enc() -> Encounter:
    return Encounter.start(load_encounter(SQUAD, library=[ROOT / "examples"]), 5)


def test_one_line_puts_ten_minions_in_the_fight(enc: Encounter) -> None:
    squad = [f for f in enc.state.fighters if f.master == "Babidi"]
    assert [f.id for f in squad] == [f"Pui Pui {n}" for n in range(1, 11)]
    sheet = stats.sheet(enc, squad[0])
    full = derive(sheet.model_copy(update={"minion": False})).life.value
    assert {f.life for f in squad} == {math.ceil(full / 4)}


@pytest.mark.rule("dbu.instant.command")
def test_the_squad_rolls_one_initiative_and_waits_right_after_its_master(enc: Encounter) -> None:
    order = enc.state.order
    squad = [fid for fid in order if fid.startswith("Pui Pui")]
    # Right after their Master, together.
    first = order.index(squad[0])
    assert order[first - 1] == "Babidi"
    assert order[first : first + 10] == squad
    rolls = [
        e for e in of_kind(enc.events, "initiative") if set(squad) & set(e.data.get("group", []))
    ]
    assert len(rolls) == 1  # one roll for the whole group
    assert rolls[0].data["group"] == squad
    # Played to Babidi's first turn without a Command, every Minion waits.
    while enc.decision is not None and enc.state.round == 1:
        d = enc.decision
        enc.choose(
            next(
                i
                for i, o in enumerate(d.options)
                if o.kind in ("end_turn", "pass", "dodge", "no_modifier") or i == len(d.options) - 1
            )
        )
    waited = [e.who for e in of_kind(enc.events, "turn_skipped") if "Command" in e.text]
    assert set(waited) == set(squad)


@pytest.mark.rule("dbu.play.specific-over-general")
def test_the_specific_minion_rules_override_the_general_ones() -> None:
    from .helpers import duel, make_sheet

    # General: 3 Actions and 1 Counter Action a round, three Health Thresholds. Specific
    # (Minion): 2 Actions, no Counter Action, only the Injured threshold.
    fight = Encounter.start(duel(b=make_sheet("Grunt", minion=True)), dice=[7, 3])
    goku, grunt = fight.fighter("Goku"), fight.fighter("Grunt")
    assert (goku.actions, goku.counters) == (3, 1)
    assert (grunt.actions, grunt.counters) == (2, 0)
    from tenkaichi.dbu.combat.rules.damage import threshold_level

    grunt.life = stats.max_life(fight, grunt) // 2  # Bruised for anyone else
    goku.life = stats.max_life(fight, goku) // 2
    assert (threshold_level(fight, goku), threshold_level(fight, grunt)) == (1, 0)


@pytest.mark.rule("dbu.play.rule-of-one")
def test_a_reduced_cost_never_drops_below_one() -> None:
    from tenkaichi.dbu.profiles import reduced

    assert reduced(6, 2) == 4
    assert reduced(2, 2) == 1
    assert reduced(1, 5) == 1
    assert reduced(0, 2) == 0  # a free cost stays free
