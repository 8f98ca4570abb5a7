"""The chance to win a Duel beside each secret Ki Wager: the first Duel Clash's chances
against every way the engine's dice fall, the Duel's course (redos, ties, two wins) against
an enumeration of every sequence of Duel Clash results, and the whole Duel against seeded
engine runs."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from combat.helpers import advance_to, answer_routine, duel, make_sheet, options, pick
from combat.test_duel import start_duel, to_reaction
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.families.duel.duel import DuelFrame
from tenkaichi.dbu.play.odds import odds_of
from tenkaichi.dbu.play.option_odds_duel import clash_chances, duel_win_chance
from tenkaichi.dbu.play.sideview import side_view
from tenkaichi.dice.rng import SeededRng

from .odds_brute import chance, enumerate_runs

GOKU_FIRST = [7, 3]


def _at_first_wager(**settings: Any) -> Encounter:
    enc = Encounter.start(duel(make_sheet("Goku", force=5), **settings), dice=GOKU_FIRST)
    to_reaction(enc)
    start_duel(enc)
    advance_to(enc, "Goku", "duel_wager")
    return enc


def _frame(enc: Encounter) -> DuelFrame:
    top = enc.state.stack[-1]
    assert isinstance(top, DuelFrame)
    return top


@pytest.mark.rule("dbu.counter.duel.clash")
@pytest.mark.rule("dbu.counter.duel.wagers")
@pytest.mark.parametrize("kp", [0, 4])
def test_the_first_duel_clash_chances_are_the_engines(kp: int) -> None:
    from tenkaichi.dbu.play.option_odds_duel import _with_wagers

    enc = _at_first_wager()
    both = _with_wagers(enc, _frame(enc), {"Goku": kp})
    assert both is not None
    win, tie, _ = clash_chances(*both)

    def result(events: list[Any]) -> str | None:
        for e in events:
            if e.data.get("roll") == "duel_clash":
                return str(e.data["winner"])
        return None

    start = len(enc.events)

    def run(twin: Encounter) -> str:
        pick(twin, "duel_wager", kp=kp)
        pick(twin, "duel_wager", kp=0)
        found = result(twin.events[start:])
        assert found is not None
        return found

    dist = enumerate_runs(enc, run, stop=lambda twin: result(twin.events[start:]))
    assert win == pytest.approx(chance(dist, lambda k: k == "attacker"), abs=1e-9)
    assert tie == pytest.approx(chance(dist, lambda k: k == ""), abs=1e-9)


def _by_sequences(
    first: tuple[float, float, float],
    later: tuple[float, float, float],
    clash_no: int,
    redos: int,
    wins: tuple[int, int],
    redo_limit: int,
    stop_at_two: bool,
) -> tuple[float, float]:
    """Every sequence of Duel Clash results, played out one by one as duel.py does. Without a
    redo limit (0, the rules) a fresh Duel Clash before the third is redone until it has a
    result other than a tie: its chances are those results' shares (none if it always ties)."""
    a, t, d = later
    redone = (a / (1 - t), 0.0, d / (1 - t)) if t < 1.0 else (0.0, 0.0, 0.0)
    total = [0.0, 0.0]
    stack: list[tuple[float, int, int, list[int], bool]] = [
        (1.0, clash_no, redos, list(wins), False)
    ]
    while stack:
        p, n, r, w, fresh = stack.pop()
        chances = first if not fresh else redone if not redo_limit and n < 3 else later
        for result, q in zip(("a", "t", "d"), chances, strict=True):
            if q == 0.0:
                continue
            if result == "t":
                if n >= 3 or (redo_limit and r >= redo_limit):
                    continue  # the Duel ends in a tie: no one wins
                stack.append((p * q, n, r + 1, w, True))
                continue
            now = [w[0] + (result == "a"), w[1] + (result == "d")]
            if n >= 3 or (max(now) >= 2 and stop_at_two):
                total[0 if now[0] > now[1] else 1] += p * q
            else:
                stack.append((p * q, n + 1, 0, now, True))
    return total[0], total[1]


def _three(a: float, b: float) -> tuple[float, float, float]:
    return a, (1 - a) * b, (1 - a) * (1 - b)


@pytest.mark.rule("dbu.counter.duel.tie")
@pytest.mark.rule("dbu.counter.duel.winner")
@given(
    first=st.tuples(st.floats(0, 1), st.floats(0, 1)),
    later=st.tuples(st.floats(0, 1), st.floats(0, 1)),
    clash_no=st.integers(1, 3),
    redos=st.integers(0, 2),
    wins=st.tuples(st.integers(0, 1), st.integers(0, 1)),
    redo_limit=st.integers(0, 3),
    stop_at_two=st.booleans(),
)
def test_the_duels_course_matches_every_sequence_of_clashes(
    first: tuple[float, float],
    later: tuple[float, float],
    clash_no: int,
    redos: int,
    wins: tuple[int, int],
    redo_limit: int,
    stop_at_two: bool,
) -> None:
    args = (_three(*first), _three(*later))
    kw = {"clash_no": clash_no, "redos": redos, "wins": wins}
    got = duel_win_chance(*args, **kw, redo_limit=redo_limit, stop_at_two=stop_at_two)
    want = _by_sequences(*args, clash_no, redos, wins, redo_limit, stop_at_two)
    assert got == pytest.approx(want, abs=1e-9)
    assert got[0] + got[1] <= 1.0 + 1e-9


@pytest.mark.rule("dbu.counter.duel.wagers")
def test_the_duel_win_chance_shown_matches_seeded_engine_runs() -> None:
    enc = _at_first_wager()
    d = enc.decision
    assert d is not None
    view = side_view(enc, "A")
    shown = {o.args["kp"]: odds_of(view, d, o) for o in options(enc, "duel_wager")}
    assert all(s is not None and s.text().startswith("win the Duel") for s in shown.values())
    assert shown[0] is not None
    assert shown[4] is not None
    assert shown[4].chance > shown[0].chance  # a wager helps
    assert shown[0].text().endswith("if no one wagers more")
    runs, won = 1500, 0
    rng = random.Random(7)
    for _ in range(runs):
        twin = enc.clone()
        twin.rng = SeededRng(rng.randrange(1 << 30))
        pick(twin, "duel_wager", kp=4)
        winner = ""
        for _ in range(40):
            done = [
                e for e in twin.events if e.kind == "duel" and e.data.get("duel") in ("won", "tie")
            ]
            if done:
                winner = str(done[-1].data.get("winner", ""))
                break
            if twin.decision is not None and twin.decision.kind == "duel_wager":
                pick(twin, "duel_wager", kp=0)
            else:
                answer_routine(twin)
        won += winner == "Goku"
    sigma = (shown[4].chance * (1 - shown[4].chance) / runs) ** 0.5
    assert abs(won / runs - shown[4].chance) < 4 * sigma
