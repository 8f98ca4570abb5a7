"""Menus over decisions: every leaf chooses a legal option, every option is reached through
exactly one leaf, labels are English, moves are warrior-then-space, and the re-roll odds are
exact (checked against brute-force enumeration of the dice)."""

from __future__ import annotations

import itertools
import re
from collections import Counter

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from tenkaichi.dice.rng import SeededRng
from tenkaichi.errors import TenkaichiError
from tenkaichi.top.bots import ask
from tenkaichi.top.engine import Game
from tenkaichi.top.menus import Group, Leaf, keep_chance, menu
from tenkaichi.top.runner import make_bot
from tenkaichi.top.symbols import counts, forms
from tenkaichi.top.text import voice

RAW = re.compile(r"\b\w+_\w+\b|\(\s*-?\d+\s*,|\b(?:None|True|False)\b")
"""An engine word: snake_case, a tuple or a Python value."""


def check_menu(game: Game) -> None:
    decision = game.decision
    assert decision is not None
    m = menu(voice(game, decision.actor), decision)
    reached = Counter[int]()
    for leaf in m.leaves():
        assert 0 <= leaf.index < len(decision.options)
        reached.update([leaf.index, *leaf.also])
        assert not RAW.search(leaf.label), leaf.label
    assert reached == Counter(range(len(decision.options))), decision.kind
    for entry in m.entries:
        label = entry.label
        assert not RAW.search(label), label
        if isinstance(entry, Group):
            assert entry.leaves
            assert not RAW.search(entry.prompt)
    assert not RAW.search(m.prompt), m.prompt
    if decision.kind in ("reroll", "defend-roll"):
        assert sum(leaf.best for leaf in m.leaves()) == 1
        # a chance on every leaf, unless no combo is within reach of so few dice
        assert all((leaf.chance is not None) == bool(leaf.odds) for leaf in m.leaves())
        kept = [
            counts([f for i, f in enumerate(game.state.combat.dice) if not o[1] >> i & 1])
            for o in (decision.options[leaf.index] for leaf in m.leaves())
            if o[0] == "reroll"
        ]
        assert len(kept) == len(set(kept))  # each choice of dice to keep is listed once


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4))
@example(seed=8867, players=3)  # a re-roll of dice too few for any combo
def test_every_menu_of_a_seeded_game_covers_its_options_once(seed: int, players: int) -> None:
    game = Game.start(players, seed, settings={"turns": 5})
    bots = [make_bot("random" if seat % 2 else "greedy", seed + seat) for seat in range(players)]
    rng = SeededRng(seed)
    kinds: set[str] = set()
    while game.decision is not None:
        decision = game.decision
        if (
            decision.kind not in kinds
            or decision.kind in ("reroll", "defend-roll", "move")
            or rng.die(8) == 1
        ):
            check_menu(game)
            kinds.add(decision.kind)
        game.choose(ask(game, bots[decision.actor]))
    assert {"draft", "place", "move"} <= kinds


def test_a_move_is_chosen_warrior_first_then_space() -> None:
    game = Game.start(2, 3)
    while game.state.phase in ("draft", "place"):
        game.choose(0)
    while game.decision is not None and game.decision.kind != "move":
        game.choose(0)
    decision = game.decision
    assert decision is not None
    m = menu(voice(game, decision.actor), decision)
    groups = [e for e in m.entries if isinstance(e, Group)]
    movers = {o[1] for o in decision.options if o[0] == "move"}
    assert len(groups) == len(movers) >= 2
    assert len(m.entries) < 10 < len(decision.options)
    leaf = groups[1].leaves[0]
    option = decision.options[leaf.index]
    name = game.content.board.name(option[2])
    assert leaf.key == name
    assert leaf.label.startswith(name)
    game.choose(leaf.index)  # choosing the leaf is choosing that option
    assert game.choices[-1] == option


def test_a_menu_is_only_for_the_seat_that_decides() -> None:
    game = Game.start(2, 1)
    decision = game.decision
    assert decision is not None
    with pytest.raises(TenkaichiError, match="cannot see the options"):
        menu(voice(game, 1 - decision.actor), decision)


def brute_chance(dice: list[int], mask: int | None, rerolls: int, need: tuple[int, ...]) -> float:
    """Enumerate every outcome of the dice: keep the dice outside ``mask``, re-roll the rest,
    then play on with the best keep for ``need`` (star wild, face 4)."""
    wild = 4

    def best(now: list[int], left: int) -> float:
        if forms(counts(now), need, wild):
            return 1.0
        if left == 0:
            return 0.0
        return max(roll(now, m, left) for m in range(1, 1 << len(now)))

    def roll(now: list[int], m: int, left: int) -> float:
        kept = [f for i, f in enumerate(now) if not m >> i & 1]
        k = len(now) - len(kept)
        outcomes = list(itertools.product(range(6), repeat=k))
        return sum(best(kept + list(o), left - 1) for o in outcomes) / len(outcomes)

    if mask is None:
        return 1.0 if forms(counts(dice), need, wild) else 0.0
    return roll(dice, mask, rerolls)


@pytest.mark.rule("top.combat.star-wild")
@pytest.mark.parametrize(
    ("dice", "rerolls", "need"),
    [
        ([0, 1, 3], 1, (0, 2, 0, 0, 0, 0)),  # kick punch strength, needing two punches
        ([2, 2, 5], 2, (0, 0, 3, 0, 0, 0)),  # sphere sphere teleport, needing three spheres
        ([4, 1, 0], 2, (1, 1, 0, 0, 0, 1)),  # a star among kick punch, needing kick punch teleport
    ],
)
def test_the_combo_odds_of_each_keep_match_brute_force(
    dice: list[int], rerolls: int, need: tuple[int, ...]
) -> None:
    for mask in [None, *range(1, 1 << len(dice))]:
        exact = keep_chance(dice, mask, rerolls, need, 4)
        assert exact == pytest.approx(brute_chance(dice, mask, rerolls, need), abs=1e-12)


def test_reroll_leaves_carry_the_odds_of_every_combo_in_reach() -> None:
    for seed in range(1, 40):
        game = Game.start(2, seed)
        bots = [make_bot("greedy", seed), make_bot("greedy", seed + 1)]
        while game.decision is not None and game.decision.kind != "reroll":
            game.choose(ask(game, bots[game.decision.actor]))
        if game.decision is None:
            continue
        decision = game.decision
        m = menu(voice(game, decision.actor), decision)
        leaves = m.leaves()
        assert len(leaves) < len(decision.options) or len(set(game.state.combat.dice)) == len(
            game.state.combat.dice
        )
        assert len(m.entries) <= 10
        assert m.hint.startswith("Best play")
        for leaf in leaves:
            assert isinstance(leaf, Leaf)
            assert leaf.odds
            assert leaf.chance == max(leaf.odds, key=lambda o: o.name == leaf.aim).chance
        return
    pytest.fail("no seed reached a re-roll")
