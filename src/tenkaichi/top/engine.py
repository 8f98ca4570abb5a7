"""The Tournament of Power engine: a pure, seeded state machine.

``Game.start(players, seed)`` sets a game up; ``game.decision`` says who must choose now and
lists every legal option; ``game.choose(option)`` applies one and runs on to the next decision.
All chance comes from one seeded generator, so ``replay(players, seed, choices)`` reproduces
every event. Phases: draft -> place (:mod:`tenkaichi.top.draft`) -> turns (discard, start,
move, combat, post, end, bonus: :mod:`tenkaichi.top.turn`) -> next turn or the end, a tie-break
duel (:mod:`tenkaichi.top.rounds`) -> over. Combat stages are run by
:mod:`tenkaichi.top.combat_stages`.

A decision with a single legal option is applied at once and never shown, except the decisions
of :data:`ALWAYS_ASKED`, whose options depend on a hand of cards: those are asked whenever the
public state allows them, so that whether a player is asked never tells the others what the
player holds (a "Rescue?" question with "no" as the only answer looks the same from outside).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tenkaichi.dice.rng import SeededRng
from tenkaichi.errors import RuleViolation, TenkaichiError
from tenkaichi.top import combat_stages, draft, rounds, rules, turn
from tenkaichi.top.content import Content, load_content
from tenkaichi.top.draft import TEAM_SIZE
from tenkaichi.top.state import Event, GameState, Option, Player, Token

HAND_SLOTS = 12
"""Cards a hand can ever hold (the hand limit is enforced only at the start of a turn)."""
OPEN_ROUNDS = 99
"""The round limit of a timed game until the shell calls time (the turn cap ends it first)."""
TIME_UP: Option = ("time-up", 0, 0)
"""The input-log entry of :meth:`Game.call_time` called at a pending decision (the engine had
run on to it), so that a replay runs on and calls time where it was."""
TIME_UP_AFTER_CHOICE: Option = ("time-up", 1, 0)
"""The input-log entry of :meth:`Game.call_time` called right after a choice, before the engine
ran on from it, so that a replay calls time at that same point."""
ALWAYS_ASKED = frozenset({"start", "fuse", "resolve", "defend", "transform-card", "rescue"})
"""Decisions asked even with a single option: their options depend on the actor's hand (the
fusion roll is offered only to a player who holds no Fusion card)."""


@dataclass(frozen=True, slots=True)
class Decision:
    actor: int
    """The seat that chooses."""
    kind: str
    options: tuple[Option, ...]


class Game:
    """One game: content, state, generator, events and the choices made so far."""

    __slots__ = ("_decision", "choices", "content", "events", "hand_slots", "rng", "state")

    def __init__(self, content: Content, state: GameState, rng: SeededRng) -> None:
        self.content = content
        self.state = state
        self.rng = rng
        self.events: list[Event] = []
        self.choices: list[Option] = []
        self.hand_slots = HAND_SLOTS
        self._decision: Decision | None = None

    # -- set-up -------------------------------------------------------------------------
    @classmethod
    def start(
        cls,
        players: int,
        seed: int,
        content: Content | None = None,
        settings: dict[str, Any] | None = None,
    ) -> Game:
        if not 2 <= players <= 6:
            raise RuleViolation(f"the Tournament of Power is for 2 to 6 players, not {players}")
        if content is None:
            content = load_content(None, settings)
        elif settings:
            raise TenkaichiError("give settings either in the content pack or as overrides")
        if len(content.draftable) < TEAM_SIZE * players:
            raise RuleViolation(
                f"{players} players need {TEAM_SIZE * players} draftable warriors, the content "
                f"pack has {len(content.draftable)}"
            )
        s = content.settings
        rounds = s.turns if s.length == "turns" else OPEN_ROUNDS
        state = GameState(n=players, last_round=rounds)
        state.players = [Player(seat) for seat in range(players)]
        game = cls(content, state, SeededRng(seed))
        for deck, cards in content.decks.items():
            pile = list(cards)
            rules.shuffle(game, pile)
            state.decks[deck] = pile
        game.events.append(("decks-shuffled", tuple(len(state.decks[d]) for d in state.decks)))
        state.first_picker = 0 if s.first_picker == "seat0" else game.rng.die(players) - 1
        game.events.append(("draft-begins", state.first_picker))
        return game

    def clone(self) -> Game:
        """An independent copy of the game: its state, generator, events and choices (a copy
        that dropped its events would tell a seat a shorter game than the original)."""
        twin = Game(self.content, self.state.copy(), _copy_rng(self.rng))
        twin.events = list(self.events)
        twin.choices = list(self.choices)
        twin.hand_slots = self.hand_slots
        twin._decision = self._decision
        return twin

    # -- the decision loop ---------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.state.phase == "over"

    @property
    def decision(self) -> Decision | None:
        """Who must choose now and the legal options (None once the game is over)."""
        if self._decision is None:
            self._decision = self._next_decision()
        return self._decision

    def choose(self, option: Option | int) -> None:
        decision = self.decision
        if decision is None:
            raise RuleViolation("the game is over; no more choices")
        if isinstance(option, int):
            if not 0 <= option < len(decision.options):
                raise RuleViolation(
                    f"option {option} does not exist: {decision.kind} has "
                    f"{len(decision.options)} options"
                )
            option = decision.options[option]
        elif option not in decision.options:
            raise RuleViolation(f"{option!r} is not a legal option of {decision.kind}")
        self.choices.append(option)
        self._decision = None
        self._apply(option)

    def _next_decision(self) -> Decision | None:
        while True:
            if self.state.phase == "over":
                return None
            found = self._options()
            if found is None:
                self._auto()
                continue
            actor, kind, options = found
            if len(options) == 1 and kind not in ALWAYS_ASKED:
                self._apply(options[0])
                continue
            return Decision(actor, kind, tuple(options))

    def _options(self) -> tuple[int, str, list[Option]] | None:
        phase = self.state.phase
        if phase == "combat":
            return combat_stages.options(self)
        maker = _OPTIONS.get(phase)
        return None if maker is None else maker(self)

    def _auto(self) -> None:
        phase = self.state.phase
        if phase == "combat":
            combat_stages.auto(self)
        else:
            _AUTO[phase](self)

    def _apply(self, option: Option) -> None:
        phase = self.state.phase
        if phase == "combat":
            combat_stages.answer(self, option)
        else:
            _APPLY[phase](self, option)

    def call_time(self) -> None:
        """The 45-minute mode (seed 002: "at the end of 45 minutes of play, finish the current
        round before ending the game"): the shell's clock has run out, so the round in progress
        is played to its end and the game ends there; no other round begins.

        The round in progress is the game's as it stands: a shell checks its clock right after
        each choice, before it asks for the next decision, so that time running out during the
        last turn of a round ends the game with that round (the engine has not yet run on into
        the next one). Called at a pending decision, that decision's round is the last. Recorded
        in the input log (:data:`TIME_UP_AFTER_CHOICE` or :data:`TIME_UP`) so that a replay
        calls time at the same point."""
        s = self.state
        if self.content.settings.length != "minutes":
            raise RuleViolation("only a timed game (setting length: minutes) has a clock to call")
        if s.phase in ("draft", "place"):
            raise RuleViolation("the clock starts once the game is set up (draft and placement)")
        if self.over or s.time_called:
            return
        s.time_called = True
        s.last_round = min(s.last_round, s.round)
        self.choices.append(TIME_UP if self._decision is not None else TIME_UP_AFTER_CHOICE)
        self.events.append(("time-up", s.round))

    # -- helpers for the shells ----------------------------------------------------------
    def token(self, token_id: int) -> Token:
        return self.state.tokens[token_id]

    def name(self, token_id: int) -> str:
        token = self.state.tokens[token_id]
        return rules.form_of(self, token).name

    def scores(self) -> list[int]:
        return [rules.score(self, seat) for seat in range(self.state.n)]


def _copy_rng(rng: SeededRng) -> SeededRng:
    twin = SeededRng(rng.seed)
    twin.setstate(rng.getstate())
    return twin


_OPTIONS: dict[str, Callable[[Game], tuple[int, str, list[Option]] | None]] = {
    **draft.OPTIONS,
    **turn.OPTIONS,
    **rounds.OPTIONS,
}
_APPLY: dict[str, Callable[[Game, Option], None]] = {**draft.APPLY, **turn.APPLY, **rounds.APPLY}
_AUTO: dict[str, Callable[[Game], None]] = {**turn.AUTO, **rounds.AUTO}


def replay(
    players: int,
    seed: int,
    choices: Sequence[Option | Sequence[Any]],
    settings: dict[str, Any] | None = None,
    content: Content | None = None,
) -> Game:
    """Rebuild a game from its input log; every event comes out identical."""
    game = Game.start(players, seed, content, settings)
    for number, choice in enumerate(choices, 1):
        option = (str(choice[0]), int(choice[1]), int(choice[2]))
        try:
            if option in (TIME_UP, TIME_UP_AFTER_CHOICE):
                if option == TIME_UP:
                    _ = game.decision  # called at the pending decision: run on to it first
                game.call_time()
                continue
            game.choose(option)
        except RuleViolation as error:
            raise RuleViolation(f"choice {number} of the log: {error}") from None
    _ = game.decision  # run on to the next decision, as the recorded game did
    return game
