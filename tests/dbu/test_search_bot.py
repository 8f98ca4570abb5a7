"""The search bot: it answers only with legal options, its choices depend on its seed and its
side's view alone (never on another side's secrets), it plays whole fights in both editions and
team fights, and it takes a finishing attack when one is there."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EncounterSetup, duel_setup, load_encounter
from tenkaichi.dbu.combat.core.state import Decision
from tenkaichi.dbu.combat.editions.dbu1.holding_back import HOLDING
from tenkaichi.dbu.combat.families.duel.duel import DuelFrame
from tenkaichi.dbu.play.bot_names import make_bot
from tenkaichi.dbu.play.bots import Bot, GreedyBot, RandomBot, decide, run_fight
from tenkaichi.dbu.play.option_odds import attack_odds, frame_for
from tenkaichi.dbu.play.search_bot import SearchBot
from tenkaichi.dbu.play.search_worlds import determinise
from tenkaichi.dbu.play.sideview import SideView, side_view
from tenkaichi.dice.rng import SeededRng
from tenkaichi.errors import TenkaichiError

EXAMPLES = Path(__file__).parents[2] / "examples"


def _duel(name: str, edition: str = "dbu-2", **settings: int) -> EncounterSetup:
    setup = duel_setup([EXAMPLES / f"{name}.yaml"] * 2, settings=dict(settings))
    return setup.model_copy(update={"edition": edition})


class _Checked:
    """Wraps a bot: every answer must be the index of one of the decision's options."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.name = bot.name
        self.answers = 0

    def choose(self, view: SideView, decision: Decision) -> int:
        index = self.bot.choose(view, decision)
        assert isinstance(index, int)
        assert 0 <= index < len(decision.options)
        self.answers += 1
        return index


@pytest.mark.parametrize("edition", ["dbu-2", "dbu-1"])
def test_the_search_bot_plays_a_whole_duel_legally_in_either_edition(edition: str) -> None:
    search = SearchBot(3, iterations=1, width=2)
    checked = _Checked(search)
    enc = run_fight(Encounter.start(_duel("yamcha", edition), 5), {"A": checked, "B": GreedyBot()})
    assert enc.over
    assert enc.state.winner
    assert checked.answers > 0
    searched = [s for s in search.stats if s.candidates > 1]
    assert searched, "the bot never searched a decision"
    assert {s.kind for s in searched} <= {"turn", "reaction"}
    assert all(s.candidates <= 2 and s.iterations == 1 for s in searched)


def test_the_search_bot_plays_a_team_fight() -> None:
    setup = load_encounter(EXAMPLES / "encounters" / "mirror-3v3.yaml", library=[EXAMPLES])
    setup = setup.model_copy(update={"settings": {**setup.settings, "max_rounds": 2}})
    search = SearchBot(1, iterations=1, width=2)
    enc = run_fight(Encounter.start(setup, 2), {"West": search, "East": GreedyBot()})
    assert enc.over
    assert any(s.kind == "turn" and s.candidates == 2 for s in search.stats)


def _fight_choices(seed: int) -> list[dict[str, object]]:
    enc = Encounter.start(_duel("saibaman", max_rounds=3), 11)
    bots: dict[str, Bot] = {"A": SearchBot(seed, iterations=2, width=3), "B": GreedyBot()}
    return run_fight(enc, bots).choices


def test_the_same_seed_gives_the_same_choices_in_a_whole_fight() -> None:
    first = _fight_choices(4)
    assert first == _fight_choices(4)


def test_the_same_view_gives_the_same_choice_whatever_was_asked_before() -> None:
    enc = Encounter.start(_duel("goku"), 3)
    while enc.decision is not None and enc.decision.kind != "turn":
        enc.choose(decide(GreedyBot(), enc))
    bot = SearchBot(9, iterations=2)
    first = decide(bot, enc)
    decide(bot, enc)  # a bot asked twice over keeps no state that changes its answer
    assert decide(SearchBot(9, iterations=2), enc) == first
    assert len(bot.stats) == 2


def _decisions(enc: Encounter, bots: dict[str, Bot], limit: int = 600) -> Iterator[Encounter]:
    for _ in range(limit):
        if enc.decision is None:
            return
        yield enc
        enc.choose(decide(bots[enc.fighter(enc.decision.actor).side], enc))


def _other_wagers(enc: Encounter, *, dry_run: bool = False) -> bool:
    """Change every unrevealed Ki Wager of a side other than the one deciding (``dry_run``:
    only say whether there is one)."""
    assert enc.decision is not None
    side = enc.fighter(enc.decision.actor).side
    changed = False
    for frame in enc.state.stack:
        if isinstance(frame, DuelFrame):
            for fid in frame.committed:
                if enc.fighter(fid).side != side:
                    if not dry_run:
                        frame.committed[fid] = 0 if frame.committed[fid] else 5
                    changed = True
    return changed


def _other_holding_back(enc: Encounter, *, dry_run: bool = False) -> bool:
    """Hold back one stack more or one fewer on every other side that holds back
    (``dry_run``: only say whether one does)."""
    assert enc.decision is not None
    side = enc.fighter(enc.decision.actor).side
    changed = False
    for f in enc.state.fighters:
        for e in f.effects:
            if f.side != side and e.name == HOLDING:
                if not dry_run:
                    e.stacks = e.stacks + 1 if e.stacks == 1 else e.stacks - 1
                changed = True
    enc.derived_cache.clear()
    return changed


def _same_choice_whatever_the_secret(at: Encounter, change: Callable[[Encounter], bool]) -> bool:
    """Whether ``at`` holds a secret of another side; if so, check that the search bot (made
    to search this very decision) chooses alike with the secret changed, from worlds alike."""
    if not change(at, dry_run=True):
        return False
    twin = at.clone()
    change(twin)
    decision = at.decision
    assert decision is not None
    side = at.fighter(decision.actor).side
    worlds = [determinise(side_view(e, side), SeededRng(7)).state for e in (at, twin)]
    assert worlds[0] == worlds[1]
    assert at.state != twin.state  # the truths differ: only the secret
    searched = frozenset({decision.kind})
    choices = [
        decide(SearchBot(5, iterations=2, width=3, searched=searched), e) for e in (at, twin)
    ]
    assert choices[0] == choices[1]
    return True


@pytest.mark.rule("dbu.counter.duel.wagers")
def test_another_sides_unrevealed_duel_wager_does_not_change_the_search() -> None:
    compared = 0
    for seed in range(4, 60):  # seed 4 is the first of this crowd with such a decision
        setup = load_encounter(EXAMPLES / "encounters" / "duel-crowd.yaml", library=[EXAMPLES])
        enc = Encounter.start(setup, seed)
        sides = dict.fromkeys(f.side for f in enc.state.fighters)
        bots: dict[str, Bot] = {side: RandomBot(seed + i) for i, side in enumerate(sides)}
        for at in _decisions(enc, bots):
            compared += _same_choice_whatever_the_secret(at, _other_wagers)
            if compared >= 2:
                return
    pytest.fail("no decision was taken with another side's Duel wager unrevealed")


@pytest.mark.rule("dbu.legacy.holding-back")
def test_another_sides_holding_back_does_not_change_the_search() -> None:
    compared = 0
    for seed in range(1, 80):
        enc = Encounter.start(_duel("kale", "dbu-1"), seed)
        bots: dict[str, Bot] = {"A": GreedyBot(), "B": RandomBot(seed)}
        for at in _decisions(enc, bots, limit=300):
            if at.decision is not None and at.fighter(at.decision.actor).side == "A":
                compared += _same_choice_whatever_the_secret(at, _other_holding_back)
            if compared >= 3:
                return
    pytest.fail("no decision was taken while the other side held back")


def _finishing_position() -> Encounter:
    """A turn of side A in a greedy mirror match where one attack in reach is expected to
    hit and deal more than the Opponent's Life, and moving away is also on offer."""
    for seed in range(40):
        enc = Encounter.start(_duel("yamcha"), seed)
        for at in _decisions(enc, {"A": GreedyBot(), "B": GreedyBot()}):
            d = at.decision
            assert d is not None
            f = at.fighter(d.actor)
            if d.kind != "turn" or f.side != "A" or not any(o.kind == "move" for o in d.options):
                continue
            for o in d.options:
                frame = frame_for(at, f, o) if o.kind in ("attack", "signature") else None
                if frame is None:
                    continue
                target = at.fighter(o.args["target"])
                odds = attack_odds(at, f, target, frame)
                if odds.p_hit >= 0.8 and odds.damage_if_hit >= 1.5 * target.life:
                    return at
    raise AssertionError("no finishing position found")


def test_the_search_bot_takes_a_finishing_attack_over_moving_away() -> None:
    enc = _finishing_position()
    d = enc.decision
    assert d is not None
    chosen = d.options[decide(SearchBot(2, iterations=4), enc)]
    assert chosen.kind in ("attack", "signature")
    target = enc.fighter(chosen.args["target"])
    f = enc.fighter(d.actor)
    frame = frame_for(enc, f, chosen)
    assert frame is not None
    odds = attack_odds(enc, f, target, frame)
    assert odds.p_hit * min(1.0, odds.damage_if_hit / target.life) >= 0.7


def test_search_bots_by_name() -> None:
    timed = make_bot("search:0.2s", 1)
    counted = make_bot("search:3", 1)
    assert isinstance(timed, SearchBot)
    assert timed.seconds == 0.2
    assert isinstance(counted, SearchBot)
    assert counted.iterations == 3
    assert counted.seconds is None
    for bad in ("search:0", "search:x", "search:-1s", "search:5000s", "searching"):
        with pytest.raises(TenkaichiError, match="search"):
            make_bot(bad)


def test_a_time_budget_searches_at_least_one_world() -> None:
    enc = Encounter.start(_duel("kale"), 1)
    while enc.decision is not None and enc.decision.kind != "turn":
        enc.choose(decide(GreedyBot(), enc))
    bot = SearchBot(0, seconds=0.001)
    choice = decide(bot, enc)
    assert enc.decision is not None
    assert 0 <= choice < len(enc.decision.options)
    assert bot.stats[-1].iterations >= 1
