"""A decision's options grouped for a person: every option exactly once, with costs and odds."""

from __future__ import annotations

import pytest

from tenkaichi.dbu.combat.core.state import AttackFrame
from tenkaichi.dbu.play.sideview import side_view
from tenkaichi.table.present_options import Group, Leaf, group_options

from .present_helpers import play, setups

ATTACKS = ("attack", "signature", "exploit", "cross_attack")


def _depth(node: Group | Leaf) -> int:
    if isinstance(node, Leaf):
        return 0
    return 1 + max(_depth(c) for c in node.children)


@pytest.mark.parametrize(("name", "setup"), setups(), ids=[n for n, _ in setups()])
def test_the_leaves_are_exactly_the_decisions_options(name: str, setup: object) -> None:
    decisions = attacked = with_odds = 0
    for seed in (1, 2, 3):
        for enc in play(setup, seed, limit=150):  # type: ignore[arg-type]
            d = enc.decision
            if d is None:
                continue
            view = side_view(enc, enc.fighter(d.actor).side)
            tree = group_options(view, d)
            leaves = list(tree.leaves())
            assert sorted(x.index for x in leaves) == list(range(len(d.options))), d.prompt
            for x in leaves:
                assert x.key == d.options[x.index].key()
                assert x.label
                if x.chance is not None:
                    with_odds += 1
                    assert 0.0 <= x.chance <= 1.0
                    assert x.expected is None or x.expected >= 0.0
                    assert x.odds
            # A big decision is never shown flat; nothing nests deeper than the path (five
            # levels) and one cut of a long run.
            if len(d.options) > 20:
                assert len(tree.children) < len(d.options)
            assert _depth(tree) <= 7
            if d.kind == "reaction" and isinstance(enc.state.stack[-1], AttackFrame):
                attacked += 1
                attacker = enc.state.stack[-1].attacker
                assert tree.title.startswith(f"You are being attacked by {attacker}")
            decisions += 1
    assert decisions > 100
    assert with_odds > 0
    assert attacked > 0


def test_attack_options_carry_odds_and_costs() -> None:
    _name, setup = setups()[1]  # dbu-1 duel crowd
    seen = 0
    for enc in play(setup, 1, limit=120):
        d = enc.decision
        if d is None or d.kind != "turn":
            continue
        view = side_view(enc, enc.fighter(d.actor).side)
        for x in group_options(view, d).leaves():
            option = d.options[x.index]
            if option.kind in ATTACKS and {"profile", "target"} <= option.args.keys():
                seen += 1
                assert x.chance is not None, x.label
                assert 0.0 <= x.chance <= 1.0
                assert x.odds is not None
                assert x.odds.startswith("hit ")
                assert x.cost is not None
                assert "Action" in x.cost
    assert seen > 10
