"""Bots are given their side's view of a fight, never the fight: their choices cannot depend on
another side's secrets (Duel wagers not yet revealed, dbu-1 Holding Back) or on future dice."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import duel_setup, load_encounter
from tenkaichi.dbu.combat.editions.dbu1.holding_back import HOLDING
from tenkaichi.dbu.combat.families.duel.duel import DuelFrame
from tenkaichi.dbu.play.bots import Bot, GreedyBot, RandomBot, decide
from tenkaichi.dbu.play.sideview import side_view
from tenkaichi.dice.rng import SeededRng
from tenkaichi.errors import RuleViolation

EXAMPLES = Path(__file__).parents[2] / "examples"


def _decisions(enc: Encounter, bots: dict[str, Bot], limit: int = 600) -> Iterator[Encounter]:
    """Each decision of a fight played by ``bots`` (yields before every choice)."""
    for _ in range(limit):
        if enc.decision is None:
            return
        yield enc
        enc.choose(decide(bots[enc.fighter(enc.decision.actor).side], enc))


def _tampered(enc: Encounter, change: Callable[[Encounter, bool], bool]) -> Encounter | None:
    """A copy of ``enc`` changed by ``change``, or None when it would change nothing (asked of
    ``enc`` itself first, without changing it: most decisions have nothing to change, and a
    copy is dear)."""
    if not change(enc, False):
        return None
    twin = enc.clone()
    return twin if change(twin, True) else None


def _other_wagers(enc: Encounter, apply: bool) -> bool:
    """Change every unrevealed Ki Wager of a side other than the one deciding (with ``apply``;
    else only tell whether there is one)."""
    assert enc.decision is not None
    side = enc.fighter(enc.decision.actor).side
    changed = False
    for frame in enc.state.stack:
        if isinstance(frame, DuelFrame):
            for fid in frame.committed:
                if enc.fighter(fid).side != side:
                    if apply:
                        frame.committed[fid] = frame.committed[fid] * 3 + 7
                    changed = True
    return changed


def _other_holding_back(enc: Encounter, apply: bool) -> bool:
    """Take away another side's Holding Back (with ``apply``; else only tell whether there is
    one)."""
    assert enc.decision is not None
    side = enc.fighter(enc.decision.actor).side
    changed = False
    for f in enc.state.fighters:
        if f.side != side and any(e.name == HOLDING for e in f.effects):
            if apply:
                f.effects = [e for e in f.effects if e.name != HOLDING]
            changed = True
    if apply:
        enc.derived_cache.clear()
    return changed


def test_a_view_has_no_dice_and_cannot_act() -> None:
    enc = Encounter.start(duel_setup([EXAMPLES / "kale.yaml", EXAMPLES / "yamcha.yaml"]), seed=3)
    view = side_view(enc, "A")
    with pytest.raises(RuleViolation, match="no dice"):
        view.rng.die(10)
    with pytest.raises(RuleViolation, match="cannot choose"):
        view.choose(0)
    with pytest.raises(RuleViolation, match="no record"):
        view.record()
    with pytest.raises(RuleViolation, match="no side"):
        side_view(enc, "Z")


def test_future_dice_do_not_change_what_a_bot_chooses() -> None:
    setup = duel_setup([EXAMPLES / "kale.yaml", EXAMPLES / "piccolo-jr.yaml"])
    enc = Encounter.start(setup, seed=4)
    compared = 0
    for at in _decisions(enc, {"A": GreedyBot(), "B": GreedyBot()}, limit=150):
        twin = at.clone()
        twin.rng = SeededRng(999)
        assert decide(GreedyBot(), twin) == decide(GreedyBot(), at)
        compared += 1
    assert compared > 50


def test_unrevealed_duel_wagers_do_not_change_what_a_bot_chooses() -> None:
    compared = 0
    for seed in range(1, 40):
        enc = Encounter.start(
            load_encounter(EXAMPLES / "encounters" / "duel-crowd.yaml", library=[EXAMPLES]), seed
        )
        sides = dict.fromkeys(f.side for f in enc.state.fighters)
        bots: dict[str, Bot] = {side: RandomBot(seed + i) for i, side in enumerate(sides)}
        for at in _decisions(enc, bots):
            twin = _tampered(at, _other_wagers)
            if twin is not None:
                assert decide(GreedyBot(), twin) == decide(GreedyBot(), at)
                view = side_view(twin, twin.fighter(twin.decision.actor).side)  # type: ignore[union-attr]
                assert all(
                    view.fighter(fid).side == view.side
                    for frame in view.state.stack
                    if isinstance(frame, DuelFrame)
                    for fid in frame.committed
                )
                compared += 1
        if compared >= 5:
            break
    assert compared >= 5, "no decision was taken with another side's wager unrevealed"


def test_another_sides_holding_back_does_not_change_what_a_bot_chooses() -> None:
    sheets = [EXAMPLES / "kale.yaml", EXAMPLES / "yamcha.yaml"]
    compared = 0
    for seed in range(1, 60):
        enc = Encounter.start(duel_setup(sheets).model_copy(update={"edition": "dbu-1"}), seed)
        bots: dict[str, Bot] = {"A": RandomBot(seed), "B": GreedyBot()}
        for at in _decisions(enc, bots):
            twin = _tampered(at, _other_holding_back)
            if twin is not None:
                assert decide(GreedyBot(), twin) == decide(GreedyBot(), at)
                compared += 1
        if compared >= 20:
            break
    assert compared >= 20, "no decision was taken while another side held back"
