"""The Dungeon DICE Combat engine: state + action + seeded dice -> new state + events.

A battle is fully described by ``(setup, seed, actions)``: :meth:`Battle.replay` rebuilds it and
reproduces every event. Whenever someone must choose, :meth:`Battle.decision` names who and
lists every legal :class:`~tenkaichi.ddc.actions.Action`; :meth:`Battle.apply` takes one.

Flow: roll turn order (10d10 each) -> turns in that order, round after round. A turn starts
(recharge counts a post, Defend and barriers lapse, a pending attack of opportunity fires),
the fighter acts (Move&Act in pieces, or Charge, or Defend), the turn ends (statuses count
down) -> a foe the fighter ran from goes directly after it (its own turn if next anyway, else
an extra turn out of order) -> until one side is left standing or the round limit is reached.
"""

from __future__ import annotations

import copy
from typing import NamedTuple

from tenkaichi.ddc import options
from tenkaichi.ddc.actions import Action, parse_action
from tenkaichi.ddc.combat import PLAIN, Technique, use
from tenkaichi.ddc.content import FighterSpec, Roster, default_roster, key
from tenkaichi.ddc.events import Event, Said, level_words, square, winners_said
from tenkaichi.ddc.movement import provoked_by, reachable
from tenkaichi.ddc.settings import DdcSettings
from tenkaichi.ddc.setup import BattleSetup, build_fighters
from tenkaichi.ddc.state import BattleState, FighterState, TurnState
from tenkaichi.ddc.turn_order import roll_order
from tenkaichi.ddc.view import SeatView
from tenkaichi.dice.rng import DiceRng, SeededRng
from tenkaichi.errors import RuleViolation
from tenkaichi.i18n import Msg, Seq

SIMULATION_SEED = -1
"""The ``seed`` of a simulation built from a view: it has none (its dice are the caller's)."""


class Decision(NamedTuple):
    actor: str
    options: tuple[Action, ...]


class Battle:
    """One battle. Mutable: :meth:`apply` changes it; :meth:`fork` copies it."""

    def __init__(
        self,
        setup: BattleSetup,
        seed: int,
        roster: Roster,
        settings: DdcSettings,
        state: BattleState,
        rng: DiceRng,
    ) -> None:
        self.setup = setup
        self.seed = seed
        self.roster = roster
        self.settings = settings
        self.state = state
        self.rng = rng
        self.events: list[Event] = []
        self.log: list[Action] = []
        self._legal: list[Action] | None = None

    # --- construction -------------------------------------------------------------------
    @classmethod
    def start(
        cls,
        setup: BattleSetup,
        seed: int,
        roster: Roster | None = None,
        rng: DiceRng | None = None,
    ) -> Battle:
        """A new battle; ``rng`` replaces the seeded dice (recorded or table dice). Its
        fighters are ``roster``'s, else the setup's own roster's, else the packaged ones."""
        roster = roster or setup.roster or default_roster()
        settings, fighters = build_fighters(setup, roster)
        rng = rng if rng is not None else SeededRng(seed)
        battle = cls(setup, seed, roster, settings, BattleState(fighters, []), rng)
        events = battle.events
        names = Seq(
            tuple(
                Msg.of(
                    "ddc-fighter-intro",
                    name=f.name,
                    level=level_words(battle.spec(f).level),
                    hp=str(f.hp),
                )
                for f in fighters
            ),
            sep=", ",
        )
        events.append(
            Event("battle_started", "", Msg.of("ddc-battle-begins", fighters=names), {"seed": seed})
        )
        battle.state.order = roll_order(
            [f.name for f in fighters], settings.order_dice, rng, events
        )
        order = " > ".join(fighters[i].name for i in battle.state.order)
        events.append(Event("turn_order", "", Msg.of("ddc-turn-order", order=order)))
        battle._next_turn(events)
        return battle

    @classmethod
    def replay(
        cls,
        setup: BattleSetup,
        seed: int,
        actions: list[Action] | list[str],
        roster: Roster | None = None,
    ) -> Battle:
        battle = cls.start(setup, seed, roster)
        for action in actions:
            battle.apply(action)
        return battle

    @classmethod
    def from_view(cls, view: SeatView, rng: DiceRng) -> Battle:
        """A battle from a seat's view of the position that rolls ``rng`` (the caller's dice),
        for look-ahead: a search bot simulates what it may know, never the real dice."""
        return cls(view.setup, SIMULATION_SEED, view.roster, view.settings, view.state.copy(), rng)

    def fork(self, rng: DiceRng) -> Battle:
        """An independent copy at this point that rolls with ``rng`` (for search bots)."""
        return Battle(self.setup, self.seed, self.roster, self.settings, self.state.copy(), rng)

    def copy(self) -> Battle:
        """An independent copy with the same dice to come, log and events."""
        twin = self.fork(copy.deepcopy(self.rng))
        twin.log, twin.events = list(self.log), list(self.events)
        return twin

    # --- queries ------------------------------------------------------------------------
    def spec(self, fighter: FighterState) -> FighterSpec:
        return self.roster.find(fighter.form)

    def dice(self, fighter: FighterState) -> int:
        return self.spec(fighter).dice(self.settings)

    @property
    def over(self) -> bool:
        return self.state.winner is not None

    def decision(self) -> Decision | None:
        if self.over:
            return None
        return Decision(self.state.actor.name, tuple(self.legal()))

    def view(self) -> SeatView:
        """What the seat whose turn it is may know: a copy of the public state and the legal
        actions, without the dice to come (the only input a bot gets)."""
        if self.over:
            raise RuleViolation("the battle is over: no seat has a decision")
        return SeatView(
            seat=self.state.actor.name,
            state=self.state.copy(),
            settings=self.settings,
            roster=self.roster,
            setup=self.setup,
            legal=tuple(self.legal()),
        )

    def legal(self) -> list[Action]:
        if self._legal is None:
            self._legal = options.legal_actions(self)
        return self._legal

    def canonical(self, action: Action | str) -> Action:
        """``action`` with move, form and target names spelled as in the battle."""
        if isinstance(action, str):
            action = parse_action(action)
        if action.kind == "attack":
            actor = self.state.actor
            tech = next(
                (
                    t
                    for t in options.techniques(self, actor, False)
                    if key(t.name) == key(action.move)
                ),
                None,
            )
            target = next(
                (f for f in self.state.fighters if key(f.name) == key(action.target)), None
            )
            return Action(
                "attack",
                move=tech.name if tech else action.move,
                target=target.name if target else action.target,
            )
        if action.kind in ("digivolve", "form"):
            spec = self.roster.get(action.move)
            return Action(action.kind, move=spec.name if spec else action.move)
        return action

    def why_illegal(self, action: Action | str) -> str | None:
        """None when ``action`` is legal now, else a one-line reason."""
        action = self.canonical(action)
        if options.is_legal(self, action):
            return None
        return options.why_illegal(self, action)

    # --- the one way to change a battle --------------------------------------------------
    def apply(self, action: Action | str) -> list[Event]:
        """Take ``action`` for the fighter whose turn it is; returns the new events."""
        action = self.canonical(action)
        if self.over:
            raise RuleViolation(f"cannot {action.text()}: the battle is over")
        legal = action in self._legal if self._legal is not None else options.is_legal(self, action)
        if not legal:
            reason = options.why_illegal(self, action)
            raise RuleViolation(f"{self.state.actor.name} cannot {action.text()}: {reason}")
        events: list[Event] = []
        _DO[action.kind](self, action, events)
        self._legal = None
        if not self.over and self._turn_is_spent():
            self._end_turn(events)
        self.log.append(action)
        self.events.extend(events)
        return events

    def _turn_is_spent(self) -> bool:
        """Nothing but ``end`` is left: the turn ends by itself."""
        turn, actor = self.state.turn, self.state.actor
        if not actor.alive:
            return True
        if turn.mode == "" or turn.steps > 0:
            return False
        return turn.attacked or not options.attack_actions(self, actor)

    # --- actions ------------------------------------------------------------------------
    def _move(self, action: Action, events: list[Event]) -> None:
        turn = self.state.turn
        if turn.mode == "":
            turn.mode, turn.steps = "move_act", self.settings.move_steps
        cost = reachable(self.state, self.state.actor, turn.steps, self.settings)[
            (action.x, action.y)
        ]
        turn.steps -= cost
        self._relocate(action, cost, events)

    def _charge(self, action: Action, events: list[Event]) -> None:
        actor = self.state.actor
        cost = reachable(self.state, actor, self.settings.charge_steps, self.settings)[
            (action.x, action.y)
        ]
        events.append(Event("moved", actor.name, Msg.of("ddc-charges", name=actor.name)))
        self._relocate(action, cost, events)
        if not self.over:
            self._end_turn(events)

    def _relocate(self, action: Action, cost: int, events: list[Event]) -> None:
        state, actor = self.state, self.state.actor
        start = actor.square
        actor.x, actor.y = action.x, action.y
        events.append(
            Event(
                "moved",
                actor.name,
                Msg.of(
                    "ddc-moved",
                    name=actor.name,
                    start=square(start),
                    end=square(actor.square),
                    steps=Msg.of("ddc-steps", n=cost, count=str(cost)),
                ),
                {"from": list(start), "to": list(actor.square), "cost": cost},
            )
        )
        for enemy in provoked_by(state, actor, start, actor.square, state.turn.provoked):
            state.turn.provoked.append(enemy.name)
            alive = sum(1 for f in state.fighters if f.alive)
            if self.settings.aoo_timing == "at_once" and alive >= 3:
                events.append(
                    Event(
                        "provoked",
                        enemy.name,
                        Msg.of("ddc-provoked-at-once", name=actor.name, foe=enemy.name),
                    )
                )
                self._free_attack(enemy, actor, events)
                if self.over or not actor.alive:
                    return
            else:
                events.append(
                    Event(
                        "provoked",
                        enemy.name,
                        Msg.of("ddc-provoked", name=actor.name, foe=enemy.name),
                    )
                )
                state.pending_aoo.setdefault(enemy.name, []).append(actor.name)

    def _free_attack(
        self, attacker: FighterState, target: FighterState, events: list[Event]
    ) -> None:
        self._use(attacker, PLAIN, target, events, free=True)

    def _attack(self, action: Action, events: list[Event]) -> None:
        state, actor = self.state, self.state.actor
        turn = state.turn
        if turn.mode == "":
            turn.mode, turn.steps = "move_act", self.settings.move_steps
        turn.attacked = True
        tech = next(t for t in options.techniques(self, actor) if t.name == action.move)
        if tech.named:
            actor.named_ready = actor.posts + self.settings.recharge_posts + 1
        self._use(actor, tech, state.fighter(action.target), events)

    def _use(
        self,
        user: FighterState,
        tech: Technique,
        target: FighterState,
        events: list[Event],
        free: bool = False,
    ) -> None:
        use(self.state, user, tech, target, self.dice(user), self.settings, self.rng, events, free)
        self._check_end(events)

    def _defend(self, action: Action, events: list[Event]) -> None:
        actor, turn = self.state.actor, self.state.turn
        actor.defending = True
        turn.mode, turn.steps = "defend", 0
        events.append(Event("defend", actor.name, Msg.of("ddc-defends", name=actor.name)))
        if not self.settings.defend_attack:
            self._end_turn(events)

    def _digivolve(self, action: Action, events: list[Event]) -> None:
        actor = self.state.actor
        rolls = self.rng.dice(6, self.settings.digivolve_dice)
        actor.digivolved, actor.digivolve_turns = True, sum(rolls)
        actor.immune, actor.defending, actor.barrier = True, False, 0
        actor.statuses.clear()
        self._set_form(actor, action.move)
        events.append(
            Event(
                "digivolved",
                actor.name,
                Msg.of(
                    "ddc-digivolves",
                    name=actor.name,
                    form=action.move,
                    turns=str(sum(rolls)),
                    dice=str(self.settings.digivolve_dice),
                    rolls="+".join(map(str, rolls)),
                ),
                {"rolls": rolls, "form": action.move},
            )
        )
        self._end_turn(events)

    def _form(self, action: Action, events: list[Event]) -> None:
        actor = self.state.actor
        self._set_form(actor, action.move)
        self.state.turn.switched = True
        events.append(
            Event(
                "form_changed",
                actor.name,
                Msg.of("ddc-form-changed", name=actor.name, form=action.move),
            )
        )

    def _set_form(self, fighter: FighterState, form: str) -> None:
        fighter.form = form
        fighter.max_hp = self.roster.find(form).max_hp(self.settings)
        fighter.hp = min(fighter.hp, fighter.max_hp)

    def _end(self, action: Action, events: list[Event]) -> None:
        self._end_turn(events)

    # --- turn flow ----------------------------------------------------------------------
    def _end_turn(self, events: list[Event]) -> None:
        actor = self.state.actor
        for status in actor.statuses:
            status.turns -= 1
        actor.statuses = [s for s in actor.statuses if s.turns > 0]
        events.append(Event("turn_ended", actor.name, Msg.of("ddc-turn-ended", name=actor.name)))
        self._next_turn(events)

    def _next_turn(self, events: list[Event]) -> None:
        state = self.state
        self._queue_provoked()
        while state.aoo_queue:
            name = state.aoo_queue.pop(0)
            foe = state.fighter(name)
            victims = [v for v in state.pending_aoo.get(name, []) if state.fighter(v).alive]
            if not foe.alive or not victims:
                state.pending_aoo.pop(name, None)
                continue
            index = self._index(name)
            if index != self._peek_next():
                self._start_turn(index, events, extra=True)
                return
            break  # its own turn comes next anyway
        while True:
            state.position += 1
            if state.position >= len(state.order) or state.round == 0:
                state.position, state.round = 0, state.round + 1
                if state.round > self.settings.round_limit:
                    self._finish_on_hp(events)
                    return
                events.append(
                    Event("round_started", "", Msg.of("ddc-round", round=str(state.round)))
                )
            if state.fighters[state.order[state.position]].alive:
                break
        self._start_turn(state.order[state.position], events)

    def _queue_provoked(self) -> None:
        """Put the foes the last turn's fighter ran from first in line, nearest in turn order
        first ("that opponent goes directly after you")."""
        state = self.state
        provoked = [n for n in state.turn.provoked if n in state.pending_aoo]
        if not provoked:
            return
        order = state.order
        here = order.index(state.turn.actor)

        def after_here(name: str) -> int:
            return (order.index(self._index(name)) - here) % len(order)

        provoked.sort(key=after_here)
        rest = [n for n in state.aoo_queue if n not in provoked]
        state.aoo_queue = provoked + rest

    def _index(self, name: str) -> int:
        return next(i for i, f in enumerate(self.state.fighters) if f.name == name)

    def _peek_next(self) -> int:
        """The fighter (index) whose regular turn comes next."""
        state = self.state
        if state.round == 0:
            return -1
        count = len(state.order)
        for step in range(1, count + 1):
            index = state.order[(state.position + step) % count]
            if state.fighters[index].alive:
                return index
        return -1

    def _start_turn(self, index: int, events: list[Event], extra: bool = False) -> None:
        state = self.state
        state.turn = TurnState(actor=index, extra=extra)
        actor = state.fighters[index]
        actor.posts += 1
        actor.defending = actor.immune = False
        actor.barrier = 0
        self._tick_digivolve(actor, events)
        if extra:
            text = Msg.of("ddc-extra-turn-started", name=actor.name, post=str(actor.posts))
        else:
            text = Msg.of("ddc-turn-started", name=actor.name, post=str(actor.posts))
        events.append(Event("turn_started", actor.name, text))
        for victim_name in state.pending_aoo.pop(actor.name, []):
            victim = state.fighter(victim_name)
            if victim.alive and not self.over:
                self._free_attack(actor, victim, events)
                if self.settings.aoo_then == "move_only":
                    state.turn.attacked = True
                    state.turn.mode, state.turn.steps = "aoo_move", self.settings.move_steps

    def _tick_digivolve(self, actor: FighterState, events: list[Event]) -> None:
        if not actor.digivolved:
            return
        if actor.digivolve_turns > 0:
            actor.digivolve_turns -= 1
            return
        actor.digivolved = False
        self._set_form(actor, actor.base)
        events.append(
            Event("reverted", actor.name, Msg.of("ddc-reverted", name=actor.name, form=actor.base))
        )

    def _check_end(self, events: list[Event]) -> None:
        sides = {f.side for f in self.state.fighters if f.alive}
        if len(sides) <= 1:
            winner = sides.pop() if sides else "draw"
            self._finish(winner, events, Msg.of("ddc-why-last-side"))

    def _finish_on_hp(self, events: list[Event]) -> None:
        share: dict[str, float] = {}
        for side in dict.fromkeys(f.side for f in self.state.fighters):
            mine = [f for f in self.state.fighters if f.side == side]
            share[side] = sum(max(f.hp, 0) for f in mine) / sum(f.max_hp for f in mine)
        best = max(share.values())
        leaders = [side for side, value in share.items() if value == best]
        winner = leaders[0] if len(leaders) == 1 else "draw"
        self.state.round = self.settings.round_limit
        why = Msg.of("ddc-why-round-limit", limit=str(self.settings.round_limit))
        self._finish(winner, events, why)

    def _finish(self, winner: str, events: list[Event], why: Said) -> None:
        self.state.winner = winner
        names: list[Said] = [f.name for f in self.state.fighters if f.side == winner]
        said = (
            Msg.of("ddc-draw-why", why=why)
            if winner == "draw"
            else winners_said(winner, names, why)
        )
        events.append(
            Event("battle_ended", "", Msg.of("ddc-battle-over", result=said), {"winner": winner})
        )


_DO = {
    "move": Battle._move,
    "attack": Battle._attack,
    "charge": Battle._charge,
    "defend": Battle._defend,
    "digivolve": Battle._digivolve,
    "form": Battle._form,
    "end": Battle._end,
}
