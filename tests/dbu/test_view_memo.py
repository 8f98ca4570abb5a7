"""A side's view remembers each fighter's Tier, dice and roll bonuses while a bot reads one
decision (:mod:`tenkaichi.dbu.combat.core.view_memo`). What it remembers must be what the rules
compute afresh: the odds and costs of every option, and the greedy bot's choice, are the same
with the memo and without it, and a view kept after the fight moved on does not use it."""

from __future__ import annotations

import copy
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EncounterSetup, duel_setup, load_encounter
from tenkaichi.dbu.combat.core.state import Fighter
from tenkaichi.dbu.combat.core.view_memo import ViewMemo
from tenkaichi.dbu.combat.rules import rolls, stats
from tenkaichi.dbu.play.bot_names import make_bot
from tenkaichi.dbu.play.bots import GreedyBot, decide
from tenkaichi.dbu.play.odds import odds_of
from tenkaichi.dbu.play.option_costs import option_cost
from tenkaichi.dbu.play.runner import in_edition
from tenkaichi.dbu.play.sideview import side_view

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _setups() -> list[EncounterSetup]:
    pair = duel_setup([EXAMPLES / "kale.yaml", EXAMPLES / "piccolo-jr.yaml"])
    team = load_encounter(EXAMPLES / "encounters" / "states-3v3.yaml")
    return [pair, team, *in_edition([pair, team], "dbu-1")]


SETUPS = _setups()


@settings(max_examples=6, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(which=st.integers(0, len(SETUPS) - 1), seed=st.integers(0, 10_000))
def test_the_memo_changes_no_odds_cost_or_choice(which: int, seed: int) -> None:
    setup = SETUPS[which]
    enc = Encounter.start(setup, seed)
    sides = list(dict.fromkeys(f.side for f in setup.fighters))
    players = {s: make_bot("random", seed + i) for i, s in enumerate(sides)}
    for _ in range(120):
        if enc.over:
            break
        d = enc.decision
        assert d is not None
        side = enc.fighter(d.actor).side
        remembered, afresh = side_view(enc, side), side_view(enc, side)
        afresh.view_memo = None
        for o in d.options:
            assert odds_of(remembered, d, o) == odds_of(afresh, d, o)
            assert option_cost(remembered, d, o) == option_cost(afresh, d, o)
        for f in remembered.state.fighters:  # asked twice: the second answer is remembered
            for _ in range(2):
                assert stats.tier(remembered, f) == stats.tier(afresh, afresh.fighter(f.id))
                g = afresh.fighter(f.id)
                assert rolls.dice_text(remembered, f) == rolls.dice_text(afresh, g)
                assert rolls.strike_parts(remembered, f) == rolls.strike_parts(afresh, g)
                assert rolls.dodge_parts(remembered, f, halved=True) == rolls.dodge_parts(
                    afresh, g, halved=True
                )
        bot = GreedyBot()
        assert bot.choose(remembered, d) == bot.choose(afresh, d)
        enc.choose(decide(players[side], enc))


def test_a_view_kept_after_the_fight_moved_on_computes_afresh() -> None:
    enc = Encounter.start(SETUPS[0], 3)
    view = side_view(enc, "A")
    calls: list[str] = []

    def count(e: Encounter, f: Fighter) -> int:
        calls.append("x")
        return 7

    memo = view.view_memo
    assert isinstance(memo, ViewMemo)
    fighter = enc.state.fighters[0]
    assert memo.value(view, "n", fighter, count) == 7
    assert memo.value(view, "n", fighter, count) == 7
    assert len(calls) == 1  # remembered at this decision
    enc.choose(0)  # the fight moves on; the view shares its state (no secrets here)
    assert view.state.choices != memo.at
    memo.value(view, "n", fighter, count)
    memo.value(view, "n", fighter, count)
    assert len(calls) == 3  # not believed any more


def test_a_fighter_from_another_state_is_not_answered_from_the_memo() -> None:
    enc = Encounter.start(SETUPS[0], 4)
    view = side_view(enc, "A")
    memo = view.view_memo
    assert isinstance(memo, ViewMemo)
    own = view.state.fighters[0]
    stranger = copy.deepcopy(own)
    assert memo.value(view, "n", own, lambda e, f: 1) == 1
    assert memo.value(view, "n", stranger, lambda e, f: 2) == 2
    assert memo.value(view, "n", own, lambda e, f: 3) == 1


def test_parts_from_the_memo_are_new_lists() -> None:
    enc = Encounter.start(SETUPS[0], 5)
    view = side_view(enc, "A")
    f = enc.state.fighters[0]
    first = rolls.strike_parts(view, f)
    first.append(("changed by a caller", 99))
    assert ("changed by a caller", 99) not in rolls.strike_parts(view, f)
