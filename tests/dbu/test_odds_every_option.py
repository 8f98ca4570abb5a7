"""Every option of every decision of a few seeded fights, both editions: its odds are None or
a chance in [0, 1] with a finite, non-negative expected damage; its cost never raises and
never counts below 0; asking for either never changes the fight."""

from __future__ import annotations

import math
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EncounterSetup, duel_setup, load_encounter
from tenkaichi.dbu.play.bot_names import make_bot
from tenkaichi.dbu.play.bots import decide
from tenkaichi.dbu.play.odds import odds_of
from tenkaichi.dbu.play.option_costs import option_cost
from tenkaichi.dbu.play.runner import in_edition
from tenkaichi.dbu.play.sideview import side_view

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
DECISIONS = 150


def _setups() -> list[EncounterSetup]:
    pair = duel_setup([EXAMPLES / "goku.yaml", EXAMPLES / "vegeta.yaml"])
    team = load_encounter(EXAMPLES / "encounters" / "wasteland-3v3.yaml", library=[EXAMPLES])
    return [pair, team, *in_edition([pair, team], "dbu-1")]


SETUPS = _setups()


@settings(max_examples=8, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(
    which=st.integers(0, len(SETUPS) - 1),
    seed=st.integers(0, 10_000),
    bots=st.sampled_from([("random", "greedy"), ("greedy", "random"), ("random", "random")]),
)
def test_every_option_has_sane_odds_and_costs(which: int, seed: int, bots: tuple[str, str]) -> None:
    setup = SETUPS[which]
    enc = Encounter.start(setup, seed)
    sides = list(dict.fromkeys(f.side for f in setup.fighters))
    players = {s: make_bot(bots[i % 2], seed + i) for i, s in enumerate(sides)}
    for _ in range(DECISIONS):
        if enc.over:
            break
        d = enc.decision
        assert d is not None
        view = side_view(enc, enc.fighter(d.actor).side)
        before = enc.record()
        for o in d.options:
            odds = odds_of(view, d, o)
            if odds is not None:
                assert 0.0 <= odds.chance <= 1.0
                assert odds.text()
                if odds.damage is not None:
                    assert math.isfinite(odds.damage)
                    assert odds.damage >= 0.0
            cost = option_cost(view, d, o)
            if cost is not None:
                assert min(cost.actions, cost.counters, cost.life, cost.karma, cost.converted) >= 0
                assert cost.kp is None or cost.kp >= 0
                assert cost.text()
        assert enc.record() == before
        enc.choose(decide(players[enc.fighter(d.actor).side], enc))
