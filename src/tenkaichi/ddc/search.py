"""The search bot: open-loop Monte Carlo tree search over the dice.

The bot sees only its seat's view (:mod:`tenkaichi.ddc.view`). Each iteration builds a
simulation from the view that rolls the bot's own fresh dice, walks the tree of actions by UCB1
(every node scores results for the side that chose there: max^n for free-for-alls), adds one
node, then plays a fast rollout policy for a few turns and scores the position. Chance nodes are
not stored: the same action path meets different dice each time ("open loop"), so the tree
averages over the dice. Candidate actions at a node are the greedy bot's best few, which
keeps the branching factor of ~300 squares manageable.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from tenkaichi.ddc.actions import Action
from tenkaichi.ddc.bots import GreedyBot, expected_value
from tenkaichi.ddc.engine import Battle
from tenkaichi.ddc.geometry import distance
from tenkaichi.ddc.movement import reachable
from tenkaichi.ddc.options import attack_actions
from tenkaichi.ddc.view import SeatView, Table
from tenkaichi.dice.rng import SeededRng


@dataclass(slots=True)
class Node:
    side: str
    actions: list[Action]
    children: dict[Action, Node] = field(default_factory=dict)
    visits: int = 0
    total: float = 0.0


class MctsBot:
    def __init__(
        self, seed: int, iterations: int = 120, width: int = 6, rollout_turns: int = 6
    ) -> None:
        self.rng = SeededRng(seed)
        self.iterations = iterations
        self.width = width
        self.rollout_turns = rollout_turns
        self.greedy = GreedyBot(seed)

    def candidates(self, view: SeatView) -> list[Action]:
        legal = view.legal
        if len(legal) <= self.width:
            return list(legal)
        scored = sorted(legal, key=lambda a: -self.greedy.score(view, a))
        return scored[: self.width]

    def choose(self, view: SeatView) -> Action:
        root = Node(view.me.side, self.candidates(view))
        if len(root.actions) == 1:
            return root.actions[0]
        for _ in range(self.iterations):
            sim = Battle.from_view(view, SeededRng(self.rng.die(2**30)))
            self._iterate(root, sim)
        return max(
            root.actions, key=lambda a: root.children[a].visits if a in root.children else -1
        )

    def _iterate(self, root: Node, sim: Battle) -> None:
        path: list[tuple[str, Node]] = []
        node = root
        actions = root.actions
        while not sim.over:
            side = sim.state.actor.side
            untried = [a for a in actions if a not in node.children]
            if untried:
                action = untried[0]
                child = node.children[action] = Node(side, [])
                sim.apply(action)
                path.append((side, child))
                break
            action = self._select(node, actions)
            sim.apply(action)
            node = node.children[action]
            path.append((side, node))
            actions = quick_candidates(sim) if not sim.over else []
        scores = self._rollout(sim)
        for side, child in path:
            child.visits += 1
            child.total += scores.get(side, 0.0)
        root.visits += 1

    def _select(self, node: Node, actions: list[Action]) -> Action:
        log_n = math.log(max(1, sum(node.children[a].visits for a in actions)))

        def ucb(action: Action) -> float:
            child = node.children[action]
            return child.total / child.visits + 1.2 * math.sqrt(log_n / child.visits)

        return max(actions, key=ucb)

    def _rollout(self, sim: Battle) -> dict[str, float]:
        turns = 0
        last = sim.state.turn.actor
        for _ in range(400):
            if sim.over or turns >= self.rollout_turns:
                break
            sim.apply(rush(sim))
            if sim.state.turn.actor != last:
                turns, last = turns + 1, sim.state.turn.actor
        return evaluate(sim)


def quick_candidates(battle: Battle) -> list[Action]:
    """Actions worth trying below the root: the three best attacks, the rush move, Defend
    (when still possible) and ending the turn."""
    state = battle.state
    user = state.actor
    found: list[Action] = []
    if not state.turn.attacked:
        attacks = attack_actions(battle, user)
        attacks.sort(key=lambda a: -expected_value(battle, user, a))
        found += attacks[:3]
    step = rush(battle)
    if step not in found:
        found.append(step)
    if state.turn.mode == "":
        found.append(Action("defend"))
    if Action("end") not in found:
        found.append(Action("end"))
    return found


def rush(battle: Battle) -> Action:
    """The rollout policy: the best attack if any, else step toward the nearest enemy,
    else end the turn."""
    state = battle.state
    user = state.actor
    attacks = attack_actions(battle, user) if not state.turn.attacked else []
    if attacks:
        return max(attacks, key=lambda a: expected_value(battle, user, a))
    enemies = [f.square for f in state.fighters if f.alive and f.side != user.side]
    steps = state.turn.steps if state.turn.mode else battle.settings.move_steps
    squares = sorted(reachable(state, user, steps, battle.settings))
    if squares and enemies and not state.turn.attacked:
        here = min(distance(user.square, e) for e in enemies)
        best = min(squares, key=lambda sq: min(distance(sq, e) for e in enemies))
        if min(distance(best, e) for e in enemies) < here:
            return Action("move", *best)
    return Action("end")


def evaluate(battle: Table) -> dict[str, float]:
    """Each side's score in [0, 1]: 1 for the winner; otherwise its share of HP left against
    the best other side's."""
    state = battle.state
    share: dict[str, float] = {}
    for f in state.fighters:
        share.setdefault(f.side, 0.0)
    for side in share:
        mine = [f for f in state.fighters if f.side == side]
        share[side] = sum(max(f.hp, 0) for f in mine) / sum(f.max_hp for f in mine)
    if state.winner is not None:
        return {side: 1.0 if side == state.winner else 0.0 for side in share}
    return {
        side: 0.5 + 0.5 * (value - max((v for s, v in share.items() if s != side), default=0.0))
        for side, value in share.items()
    }
