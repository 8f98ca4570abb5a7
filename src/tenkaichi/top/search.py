"""The search bot: information-set Monte Carlo tree search over hidden hands.

At each move decision (and each post-combat step) the bot ranks the options with the greedy
heuristic and searches the best ``width`` of them. Like every bot it is handed only its seat's
:class:`~tenkaichi.top.views.SeatView`. Every iteration it samples a *determinization* of what
it cannot see from what it may know (each opponent's cards dealt, by their backs, from the cards
of that deck the seat has not got in hand; deck orders and the unplayed stack reshuffled; fresh
dice), picks a root option by UCB1
(availability counts are equal at the root, since every sampled world allows the same own
options), plays the rest of the round with greedy bots, and scores the result from its seat:
warriors kept minus the best opponent's, weighted by Endurance left. Every other decision is
the greedy bot's (its dice play is already exact). The budget is a number of iterations, or a
time limit in seconds.
"""

from __future__ import annotations

import time

from tenkaichi.dice.rng import SeededRng
from tenkaichi.top import rules
from tenkaichi.top.bots import GreedyBot, ask
from tenkaichi.top.content import DECKS
from tenkaichi.top.engine import Decision, Game
from tenkaichi.top.rules import Table
from tenkaichi.top.scoring import expected_attack, kill_chance, move_score, score_move
from tenkaichi.top.state import Option, Token
from tenkaichi.top.views import SeatView, back_of

SEARCHED = frozenset({"move", "step", "duel"})
ENDGAME = 2
"""Rounds before the end from which rollouts play to the end and score the result."""


def determinize(view: SeatView, rng: SeededRng) -> Game:
    """A whole game consistent with what the view's seat sees: every hidden card of another
    player dealt, by the back it shows, from the cards of that deck the seat cannot see; the
    rest of each deck in a random order; the unplayed stack in a random order; fresh dice."""
    s = view.state.copy()
    for deck in DECKS:
        pool = sorted(view.unseen(deck).elements())
        rules.shuffle_with(rng.die, pool)
        for other in s.players:
            if other.seat == view.seat:
                continue
            for i, card in enumerate(other.hand):
                if back_of(card) == deck:
                    other.hand[i] = pool.pop()
        s.decks[deck] = pool
    s.unplayed = list(view.unplayed_pool)
    rules.shuffle_with(rng.die, s.unplayed)
    return Game(view.content, s, SeededRng(rng.die(2**31) - 1))


KILL_WEIGHT = 30.0


def ranking_score(
    game: Table, seat: int, option: Option, kill_weight: float = KILL_WEIGHT
) -> float:
    """The search's prior on a move: the exact chance to eliminate the target (a 0/1 payoff
    expectimax), plus the expected share of its Endurance taken; a green fight or a card else."""

    def attack(game: Table, token: Token, target: Token) -> float:
        left = rules.left(game, target)
        share = min(expected_attack(game, token, target), left) / max(left, 1)
        return kill_weight * kill_chance(game, token, target) + 10 * share

    return score_move(game, seat, option, attack)


def threat(game: Table, seat: int) -> float:
    """How exposed ``seat``'s warriors are: for each, the largest share of its Endurance left
    that an enemy within a move's reach is expected to take in one attack (capped at 1)."""
    reach = game.content.settings.move_range
    board = game.content.board
    enemies = [
        t for t in game.state.tokens if t.alive and t.cell >= 0 and t.owner not in (seat, -1)
    ]
    total = 0.0
    for mine in rules.living(game, seat):
        if mine.cell < 0:
            continue
        row = board.distance[mine.cell]
        worst = 0.0
        for enemy in enemies:
            if 0 <= row[enemy.cell] <= reach:
                worst = max(
                    worst, expected_attack(game, enemy, mine) / max(1, rules.left(game, mine))
                )
        total += min(1.0, worst)
    return total


def evaluate(game: Table, seat: int, threat_weight: float = 0.0) -> float:
    """Warriors kept (a fusion twice) plus Endurance left, against the best opponent; minus the
    exposure of one's own warriors when ``threat_weight`` is set."""

    def worth(player: int) -> float:
        total = 0.0
        for token in rules.living(game, player):
            share = rules.left(game, token) / rules.endurance(game, token)
            total += (2 if token.fused else 1) * (0.6 + 0.4 * share)
        return total

    mine = worth(seat)
    others = [worth(p) for p in range(game.state.n) if p != seat]
    exposure = threat(game, seat) * threat_weight if threat_weight else 0.0
    return mine - max(others) - exposure


class SearchBot:
    """Information-set Monte Carlo search at the root of each move.

    Each iteration samples one determinization and plays every candidate in it (common random
    numbers: the candidates meet the same hidden hands, deck orders and dice, so their
    differences are not drowned by luck). The candidate with the best mean wins; the greedy
    ranking breaks ties.
    """

    name = "search"

    def __init__(
        self,
        seed: int = 0,
        iterations: int = 6,
        seconds: float | None = None,
        width: int = 4,
        horizon: str = "round",
        threat_weight: float = 0.0,
    ) -> None:
        self.rng = SeededRng(seed)
        self.horizon = horizon
        """"round": play on until every player has had a turn; "turn": stop at one's own."""
        self.threat_weight = threat_weight
        self.iterations = iterations
        self.seconds = seconds
        self.width = width
        self.greedy = GreedyBot(seed)
        self.stats: list[tuple[int, int]] = []
        """(options searched, determinizations played) per search, for reports."""

    def choose(self, view: SeatView, decision: Decision) -> int:
        if decision.kind not in SEARCHED or len(decision.options) == 1:
            return self.greedy.choose(view, decision)
        return self._search(view, decision)

    def _candidates(self, game: SeatView, decision: Decision) -> list[int]:
        if decision.kind == "move" and decision.options[0][0] == "move":
            ranked = sorted(
                range(len(decision.options)),
                key=lambda i: -move_score(game, decision.actor, decision.options[i]),
            )
            short = ranked[: 3 * self.width]
            prior = {i: ranking_score(game, decision.actor, decision.options[i]) for i in short}
            ranked = sorted(short, key=lambda i: -prior[i])
            if self.threat_weight:
                short = ranked[: 2 * self.width]
                safe = {i: self._safe_score(game, decision, i) for i in short}
                ranked = sorted(short, key=lambda i: -safe[i])
            return ranked[: self.width]
        first = self.greedy.choose(game, decision)
        rest = [i for i in range(len(decision.options)) if i != first]
        if decision.kind == "duel":
            return [first, *rest]
        return [first, *rest[: self.width - 1]]

    def _safe_score(self, game: SeatView, decision: Decision, index: int) -> float:
        """The greedy move score less the mover's team exposure once it stands there."""
        option = decision.options[index]
        token = game.state.tokens[game.state.players[decision.actor].team[option[1]]]
        old = token.cell
        token.cell = option[2]
        try:
            exposure = threat(game, decision.actor)
        finally:
            token.cell = old
        return move_score(game, decision.actor, option) - 10 * self.threat_weight * exposure

    def _search(self, game: SeatView, decision: Decision) -> int:
        seat = decision.actor
        candidates = self._candidates(game, decision)
        if self.iterations == 0:
            return candidates[0]
        totals = [0.0] * len(candidates)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        done = 0
        while True:
            if deadline is None and done >= self.iterations:
                break
            if deadline is not None and done and time.perf_counter() > deadline:
                break
            world_seed = self.rng.die(2**31)
            for arm, index in enumerate(candidates):
                world_rng = SeededRng(world_seed)
                totals[arm] += self._rollout(game, seat, decision.options[index], world_rng)
            done += 1
        self.stats.append((len(candidates), done))
        best = max(range(len(candidates)), key=lambda a: (round(totals[a] / done, 9), -a))
        return candidates[best]

    def _rollout(self, view: SeatView, seat: int, option: Option, world_rng: SeededRng) -> float:
        world = determinize(view, world_rng)
        to_end = world.state.last_round - world.state.round < ENDGAME or world.state.duelists
        world.choose(option)
        start_turns = world.state.turns_played
        policy = GreedyBot(world_rng.die(2**31))
        policy.plans = self.greedy.plans
        limit = world.state.n if self.horizon == "round" else 1
        while True:
            decision = world.decision
            if decision is None:
                break
            if not to_end and world.state.turns_played - start_turns >= limit:
                break
            world.choose(ask(world, policy))
        value = evaluate(world, seat, self.threat_weight)
        if world.over:
            winners = world.state.winners
            value += (3.0 if seat in winners else -3.0) / max(1, len(winners))
        return value
