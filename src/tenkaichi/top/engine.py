"""The Tournament of Power engine: a pure, seeded state machine.

``Game.start(players, seed)`` sets a game up; ``game.decision`` says who must choose now and
lists every legal option; ``game.choose(option)`` applies one and runs on to the next decision.
All chance comes from one seeded generator, so ``replay(players, seed, choices)`` reproduces
every event. Phases: draft -> place -> turns (discard, start, move, combat, post, bonus) ->
tie-break duel -> over. Combat stages live in :mod:`tenkaichi.top.combat`.

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
from tenkaichi.top import combat, rules
from tenkaichi.top.board import Board
from tenkaichi.top.content import COLOUR_DECK, Content, load_content
from tenkaichi.top.state import CardId, Event, GameState, Option, Player, Token, Turn

HAND_SLOTS = 12
"""Cards a hand can ever hold (the hand limit is enforced only at the start of a turn)."""
DECK_CHOICES = ("attack", "defence", "special")
TEAM_SIZE = 6
MAX_TURNS_SAFETY = 400
OPEN_ROUNDS = 99
"""The round limit of a timed game until the shell calls time (the turn cap ends it first)."""
TIME_UP: Option = ("time-up", 0, 0)
"""The input-log entry of :meth:`Game.call_time`, so that a replay calls time where it was."""
ALWAYS_ASKED = frozenset({"start", "resolve", "defend", "transform-card", "rescue"})
"""Decisions asked even with a single option: their options depend on the actor's hand."""


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
        twin = Game(self.content, self.state.copy(), _copy_rng(self.rng))
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
            return combat.options(self)
        maker = _OPTIONS.get(phase)
        return None if maker is None else maker(self)

    def _auto(self) -> None:
        phase = self.state.phase
        if phase == "combat":
            combat.auto(self)
        else:
            _AUTO[phase](self)

    def _apply(self, option: Option) -> None:
        phase = self.state.phase
        if phase == "combat":
            combat.answer(self, option)
        else:
            _APPLY[phase](self, option)

    def call_time(self) -> None:
        """The 45-minute mode (seed 002): the shell's clock has run out, so the current round is
        played to its end and the game ends there. Recorded in the input log (:data:`TIME_UP`)."""
        s = self.state
        if self.content.settings.length != "minutes":
            raise RuleViolation("only a timed game (setting length: minutes) has a clock to call")
        if s.phase in ("draft", "place"):
            raise RuleViolation("the clock starts once the game is set up (draft and placement)")
        if self.over or s.time_called:
            return
        _ = self.decision  # the state a replay reaches before it calls time
        s.time_called = True
        s.last_round = min(s.last_round, s.round)
        self.choices.append(TIME_UP)
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


# -- draft and placement ---------------------------------------------------------------
def _picker(game: Game) -> int:
    """The seat picking now: "then the player to their right does likewise and so on" (seed
    002), so the draft goes round against the order of play."""
    s = game.state
    return _draft_seat(s.first_picker, s.picks, s.n)


def _draft_seat(first: int, picks: int, players: int) -> int:
    """The seat of pick number ``picks`` (from 0), each next pick to the right of the last."""
    seat = first
    for _ in range(picks % players):
        seat = rules.right_of(seat, players)
    return seat


def _draft_options(game: Game) -> tuple[int, str, list[Option]]:
    taken = {t.character for t in game.state.tokens}
    pool = game.content.draftable
    return _picker(game), "draft", [("draft", i, 0) for i, c in enumerate(pool) if c not in taken]


def _draft(game: Game, option: Option) -> None:
    s = game.state
    seat = _picker(game)
    character = game.content.draftable[option[1]]
    token = Token(len(s.tokens), seat, character)
    s.tokens.append(token)
    s.players[seat].team.append(token.id)
    game.events.append(("drafted", seat, token.id, character))
    s.picks += 1
    if s.picks == TEAM_SIZE * s.n:
        taken = {t.character for t in s.tokens}
        s.unplayed = [c for c in game.content.draftable if c not in taken]
        rules.shuffle(game, s.unplayed)
        game.events.append(("unplayed-stack", len(s.unplayed)))
        s.picks = 0
        s.phase = "place"


def _placer(game: Game) -> tuple[int, Token]:
    s = game.state
    seat = _draft_seat(s.first_picker, s.picks, s.n)  # placement follows the draft order
    slot = s.picks // s.n
    return seat, s.tokens[s.players[seat].team[slot]]


def _place_options(game: Game) -> tuple[int, str, list[Option]]:
    seat, _ = _placer(game)
    board = game.content.board
    taken = {t.cell for t in game.state.tokens if t.cell >= 0}
    free = [c for c in range(board.size) if board.cells[c] in "RYB" and c not in taken]
    if game.content.settings.placement_spacing:
        near: set[int] = set()
        for i in game.state.players[seat].team:
            mate = game.state.tokens[i].cell
            if mate >= 0:
                near.update(board.neighbours[mate])
        spaced = [c for c in free if c not in near]
        free = spaced or free
    return seat, "place", [("place", c, 0) for c in free]


def _place(game: Game, option: Option) -> None:
    s = game.state
    seat, token = _placer(game)
    token.cell = option[1]
    game.events.append(("placed", seat, token.id, option[1]))
    s.picks += 1
    if s.picks == TEAM_SIZE * s.n:
        for seat in range(s.n):
            for deck in ("defence", "attack", "special"):
                card = rules.draw(game, seat, deck)
                game.events.append(("dealt", seat, deck, card))
        s.first_seat = 0 if game.content.settings.first_player == "seat0" else game.rng.die(s.n) - 1
        game.events.append(("first-player", s.first_seat))
        _begin_turn(game, s.first_seat)


# -- the turn --------------------------------------------------------------------------
def _begin_turn(game: Game, seat: int) -> None:
    s = game.state
    s.turn = Turn(seat, move_range=game.content.settings.move_range)
    s.turns_played += 1
    game.events.append(("turn", s.round, seat))
    s.phase = "discard"


def _discard_options(game: Game) -> tuple[int, str, list[Option]] | None:
    seat = game.state.turn.seat
    hand = game.state.players[seat].hand
    if len(hand) <= game.content.settings.hand_limit:
        return None
    return seat, "discard", [("discard", i, 0) for i in range(len(hand))]


def _discard(game: Game, option: Option) -> None:
    seat = game.state.turn.seat
    card = game.state.players[seat].hand.pop(option[1])
    deck = game.content.cards[card].deck
    game.state.decks[deck].append(card)
    game.events.append(("discarded", seat, deck, card))


def _after_discard(game: Game) -> None:
    """Health, then the Event card (seed 002: drawn before moving, applied at once)."""
    s = game.state
    seat = s.turn.seat
    for token in rules.living(game, seat):
        if rules.ability(game, token) == "health" and token.damage:
            healed = min(5, token.damage)
            token.damage -= healed
            game.events.append(("healed", token.id, healed, "health"))
    events = s.decks["event"]
    if events:
        card_id = events.pop(0)
        events.append(card_id)
        s.turn.event = card_id
        game.events.append(("event", seat, card_id))
        _apply_event(game, card_id)
    s.phase = "start"


def _apply_event(game: Game, card_id: CardId) -> None:
    card = game.content.cards[card_id]
    turn = game.state.turn
    if card.effect == "move_range":
        turn.move_range = card.amount
    elif card.effect == "rerolls":
        turn.reroll_bonus = card.amount
    elif card.effect == "no_support":
        turn.no_support = True
    elif card.effect == "transform_bonus":
        turn.transform_bonus = card.amount
    elif card.effect == "extra_combat":
        turn.extra_combats += 1
    elif card.effect == "draw":
        turn.bonus_draws += card.amount
    elif card.effect == "heal":
        for token in rules.living(game, turn.seat):
            healed = min(card.amount, token.damage)
            if healed:
                token.damage -= healed
                game.events.append(("healed", token.id, healed, card_id))


def _start_options(game: Game) -> tuple[int, str, list[Option]]:
    seat = game.state.turn.seat
    hand = game.state.players[seat].hand
    options: list[Option] = [("pass", 0, 0)]
    pairs = rules.fusion_pairs(game, seat)
    if rules.special_allowed(game, seat):
        for i, card_id in enumerate(hand):
            if card_id in hand[:i]:
                continue
            card = game.content.cards[card_id]
            if _start_card_playable(game, seat, card.effect, card.timing, bool(pairs)):
                options.append(("card", i, 0))
    return seat, "start", options


def _start_card_playable(game: Game, seat: int, effect: str, timing: str, pairs: bool) -> bool:
    if timing == "fusion":
        return pairs
    if timing != "start":
        return False
    if effect == "recover":
        return any(t.damage for t in rules.living(game, seat))
    if effect == "extra_combat":
        return not game.state.turn.extra_card
    return effect == "instant_move"


def _start(game: Game, option: Option) -> None:
    s = game.state
    seat = s.turn.seat
    kind = option[0]
    if kind == "pass":
        s.phase = "move"
        return
    card_id = s.players[seat].hand[option[1]]
    card = game.content.cards[card_id]
    s.turn.specials.append(seat)
    rules.discard(game, seat, card_id)
    if card.effect == "fuse":
        first, second, fused = rules.fusion_pairs(game, seat)[0]
        rules.fuse(game, first, second, fused)
        s.phase = "move"
    elif card.effect == "recover":
        s.phase = "recover"
        s.turn.recover_amount = card.amount
    elif card.effect == "extra_combat":
        s.turn.extra_card = True
        s.turn.extra_combats += 1
        s.phase = "move"
    elif card.effect == "instant_move":
        s.phase = "instant"


def _recover_options(game: Game) -> tuple[int, str, list[Option]]:
    seat = game.state.turn.seat
    team = game.state.players[seat].team
    options = [
        ("warrior", slot, 0)
        for slot, tid in enumerate(team)
        if game.state.tokens[tid].alive and game.state.tokens[tid].damage
    ]
    return seat, "recover", options


def _recover(game: Game, option: Option) -> None:
    s = game.state
    amount = s.turn.recover_amount
    token = s.tokens[s.players[s.turn.seat].team[option[1]]]
    healed = min(amount, token.damage)
    token.damage -= healed
    game.events.append(("healed", token.id, healed, "recovery"))
    s.phase = "move"


def _occupied(game: Game) -> dict[int, list[Token]]:
    occupied: dict[int, list[Token]] = {}
    for t in game.state.tokens:
        if t.alive and t.cell >= 0 and t.owner >= 0:
            occupied.setdefault(t.cell, []).append(t)
    return occupied


def _destinations(
    game: Game,
    token: Token,
    low: int,
    high: int,
    occupied: dict[int, list[Token]] | None = None,
    team_blocked: set[int] | None = None,
) -> list[int]:
    """Where a warrior may end a move: any space in range but a teammate's (a fusion partner
    alone on its space excepted), and a green space only while unplayed warriors remain."""
    if occupied is None:
        occupied = _occupied(game)
    blocked = _blocked(game, token.owner, occupied) if team_blocked is None else team_blocked
    partner = _partner(game, token)
    if partner:
        for cell in list(blocked):
            here = occupied.get(cell)
            if here and len(here) == 1 and here[0].character == partner:
                blocked = blocked - {cell}
    return [c for c in game.content.board.within(token.cell, low, high) if c not in blocked]


def _blocked(game: Game, seat: int, occupied: dict[int, list[Token]]) -> set[int]:
    """Spaces a warrior of ``seat`` may not end on: teammates', and a free green space with no
    stack (an enemy standing on a green space may still be attacked)."""
    blocked = {cell for cell, here in occupied.items() if here[0].owner == seat}
    if not game.state.unplayed:
        blocked.update(c for c in game.content.board.greens if c not in occupied)
    return blocked


def _partner(game: Game, token: Token) -> str:
    for key in game.content.fusions:
        if token.character in key:
            return next(iter(key - {token.character}))
    return ""


def _move_options(game: Game) -> tuple[int, str, list[Option]]:
    s = game.state
    seat = s.turn.seat
    low = game.content.settings.min_move
    high = s.turn.move_range
    options: list[Option] = []
    occupied = _occupied(game)
    blocked = _blocked(game, seat, occupied)
    for slot, tid in enumerate(s.players[seat].team):
        token = s.tokens[tid]
        if not token.alive or token.cell < 0:
            continue
        if _partner(game, token):
            cells = _destinations(game, token, low, high, occupied, blocked)
            options.extend([("move", slot, c) for c in cells])
        else:
            moves = _moves_from(game.content.board, slot, token.cell, low, high)
            options.extend([o for o in moves if o[2] not in blocked])
    if not options:
        options.append(("pass", 0, 0))
    return seat, "move", options


_MOVES: dict[int, tuple[Board, dict[tuple[int, int, int, int], list[Option]]]] = {}
"""Move options per board (the board is kept, so its id cannot be reused while cached)."""


def _moves_from(board: Board, slot: int, cell: int, low: int, high: int) -> list[Option]:
    """Every move option of a team slot from a space (cached; boards are immutable)."""
    entry = _MOVES.get(id(board))
    if entry is None or entry[0] is not board:
        entry = (board, {})
        _MOVES[id(board)] = entry
    cache = entry[1]
    key = (slot, cell, low, high)
    found = cache.get(key)
    if found is None:
        found = [("move", slot, c) for c in board.within(cell, low, high)]
        cache[key] = found
    return found


def _move(game: Game, option: Option) -> None:
    s = game.state
    if option[0] == "pass":
        s.phase = "end"
        return
    token = s.tokens[s.players[s.turn.seat].team[option[1]]]
    s.turn.mover, s.turn.start_cell, s.turn.moved = token.id, token.cell, True
    cell = option[2]
    game.events.append(("moved", token.owner, token.id, token.cell, cell))
    token.cell = cell
    _arrive(game, token, cell)


def _arrive(game: Game, token: Token, cell: int) -> None:
    """Landing: an enemy starts a combat, a green space a fight with an unplayed warrior."""
    s = game.state
    enemies = [t for t in rules.occupants(game, cell) if t.owner != token.owner]
    if enemies:
        combat.begin(game, "board", token, enemies[0])
    elif game.content.board.cells[cell] == "G":
        combat.begin_green(game, token)
    else:
        s.phase = "end"


def _instant_options(game: Game) -> tuple[int, str, list[Option]]:
    s = game.state
    seat = s.turn.seat
    board = game.content.board
    taken = {t.cell for t in s.tokens if t.alive and t.cell >= 0}
    free = [c for c in range(board.size) if board.cells[c] in "RYB" and c not in taken]
    options: list[Option] = []
    for slot, tid in enumerate(s.players[seat].team):
        token = s.tokens[tid]
        if token.alive and token.cell >= 0:
            options.extend(("move", slot, c) for c in free)
    return seat, "instant", options or [("pass", 0, 0)]


def _instant(game: Game, option: Option) -> None:
    s = game.state
    if option[0] == "move":
        token = s.tokens[s.players[s.turn.seat].team[option[1]]]
        s.turn.mover, s.turn.start_cell, s.turn.moved = token.id, token.cell, True
        game.events.append(("instant-move", token.owner, token.id, token.cell, option[2]))
        token.cell = option[2]
    s.phase = "end"


# -- after a combat --------------------------------------------------------------------
def post_options(game: Game) -> tuple[int, str, list[Option]]:
    """After a combat (seed 002, "Combat against an enemy" 4): "If you have not eliminated your
    enemy after combat, move yourself to an empty space beside him/her"; an attacker that has
    eliminated it (or beaten the unplayed warrior of a green space) keeps the space it landed
    on, unless another warrior still stands there. With a second combat granted it may instead
    step onto a neighbouring enemy or green space."""
    s = game.state
    token = s.tokens[s.turn.mover]
    board = game.content.board
    occupied = {t.cell for t in s.tokens if t.alive and t.cell >= 0 and t.id != token.id}
    fight = s.turn.extra_combats > 0 and s.turn.combats < 2
    if s.turn.opponent_out and token.cell not in occupied:
        stay: list[Option] = [("cell", token.cell, 0)]
        if fight:
            stay.extend(
                ("cell", c, 0)
                for c in board.neighbours[token.cell]
                if _second_fight_at(game, token, c, occupied)
            )
        return s.turn.seat, "step", stay
    cells = [
        cell
        for cell in board.neighbours[token.cell]
        if (cell not in occupied and board.cells[cell] != "G")
        or (fight and _second_fight_at(game, token, cell, occupied))
    ]
    here_free = board.cells[token.cell] != "G" and token.cell not in occupied
    if here_free:
        cells.insert(0, token.cell)
    if not cells:
        cells = [s.turn.start_cell if s.turn.start_cell not in occupied else token.cell]
    return s.turn.seat, "step", [("cell", c, 0) for c in cells]


def _second_fight_at(game: Game, token: Token, cell: int, occupied: set[int]) -> bool:
    """Whether stepping onto ``cell`` starts the turn's second combat: an enemy stands there,
    or it is a free green space while unplayed warriors remain."""
    if cell in occupied:
        return any(t.owner not in (-1, token.owner) for t in rules.occupants(game, cell))
    return game.content.board.cells[cell] == "G" and bool(game.state.unplayed)


def _post(game: Game, option: Option) -> None:
    s = game.state
    token = s.tokens[s.turn.mover]
    cell = option[1]
    if cell == token.cell:
        s.phase = "end"  # it keeps its space: no new combat there
        return
    game.events.append(("stepped", token.owner, token.id, token.cell, cell))
    token.cell = cell
    enemy = any(t.owner != token.owner for t in rules.occupants(game, cell))
    if enemy or game.content.board.cells[cell] == "G":
        s.turn.extra_combats -= 1
        _arrive(game, token, cell)
        return
    s.phase = "end"


def after_combat(game: Game) -> None:
    """Called by the combat module when a turn's combat is over."""
    s = game.state
    mover = s.tokens[s.turn.mover]
    if not mover.alive:
        s.phase = "end"
        return
    s.phase = "post"


def _end(game: Game) -> None:
    """End-of-turn draws (seed 002): a card of the colour of each space where the mover
    eliminated a warrior, else (no kill in the last combat, or no combat) the colour of the
    space the mover ends on."""
    s = game.state
    seat = s.turn.seat
    if s.turn.mover >= 0:
        mover = s.tokens[s.turn.mover]
        if mover.alive:
            for deck in s.turn.kill_decks:
                rules.draw(game, seat, deck)
        own = COLOUR_DECK.get(game.content.board.cells[mover.cell]) if mover.alive else None
        if own is not None and not s.turn.last_kill:
            rules.draw(game, seat, own)
    s.phase = "bonus" if s.turn.bonus_draws else "next"


def _bonus_options(game: Game) -> tuple[int, str, list[Option]]:
    seat = game.state.turn.seat
    options = [("deck", i, 0) for i, d in enumerate(DECK_CHOICES) if game.state.decks[d]]
    return seat, "bonus", options or [("pass", 0, 0)]


def _bonus(game: Game, option: Option) -> None:
    s = game.state
    s.turn.bonus_draws -= 1
    if option[0] == "deck":
        rules.draw(game, s.turn.seat, DECK_CHOICES[option[1]])
    if s.turn.bonus_draws <= 0:
        s.phase = "next"


def _next(game: Game) -> None:
    s = game.state
    alive = [seat for seat in range(s.n) if rules.living(game, seat)]
    if s.turns_played > MAX_TURNS_SAFETY or (game.content.settings.early_end and len(alive) <= 1):
        _finish(game)
        return
    seat = s.turn.seat
    for _ in range(s.n):
        seat = (seat + 1) % s.n
        if seat == s.first_seat:
            s.round += 1
            if s.round > s.last_round:
                _finish(game)
                return
        if rules.living(game, seat):
            _begin_turn(game, seat)
            return
    _finish(game)


# -- the end ---------------------------------------------------------------------------
def _finish(game: Game) -> None:
    """Most warriors wins; two tied players duel; more tied play another round (seed 002)."""
    s = game.state
    scores = game.scores()
    best = max(scores)
    tied = [seat for seat in range(s.n) if scores[seat] == best]
    game.events.append(("scores", tuple(scores)))
    if len(tied) == 1 or best == 0:
        _over(game, tied if best else [])
    elif len(tied) == 2:
        s.duelists = []
        s.phase = "duel-pick"
        s.winners = tied
    elif s.extra_rounds < game.content.settings.tie_extra_rounds:
        s.extra_rounds += 1
        s.last_round += 1
        game.events.append(("extra-round", s.last_round))
        seat = s.first_seat
        for _ in range(s.n):
            if rules.living(game, seat):
                _begin_turn(game, seat)
                return
            seat = (seat + 1) % s.n
    else:
        _over(game, tied)


def _over(game: Game, winners: list[int]) -> None:
    game.state.winners = list(winners)
    game.state.phase = "over"
    game.state.combat = None
    game.events.append(("game-over", tuple(winners)))


def _duel_picker(game: Game) -> int:
    tied = sorted(
        game.state.winners, key=lambda seat: (seat - game.state.first_seat) % game.state.n
    )
    return tied[len(game.state.duelists)]


def _duel_pick_options(game: Game) -> tuple[int, str, list[Option]]:
    seat = _duel_picker(game)
    team = game.state.players[seat].team
    options = [("warrior", i, 0) for i, tid in enumerate(team) if game.state.tokens[tid].alive]
    return seat, "duel", options


def _duel_pick(game: Game, option: Option) -> None:
    s = game.state
    seat = _duel_picker(game)
    s.duelists.append(s.players[seat].team[option[1]])
    if len(s.duelists) == 2:
        s.turn = Turn(seat, move_range=0)
        first, second = (s.tokens[i] for i in s.duelists)
        combat.begin(game, "duel", first, second)


def duel_over(game: Game, winner: int | None) -> None:
    """The duel's survivor wins the game; a drawn duel shares the win."""
    tied = game.state.winners
    _over(game, tied if winner is None else [winner])


_OPTIONS: dict[str, Callable[[Game], tuple[int, str, list[Option]] | None]] = {
    "draft": _draft_options,
    "place": _place_options,
    "discard": _discard_options,
    "start": _start_options,
    "recover": _recover_options,
    "move": _move_options,
    "instant": _instant_options,
    "post": post_options,
    "bonus": _bonus_options,
    "duel-pick": _duel_pick_options,
}
_APPLY: dict[str, Callable[[Game, Option], None]] = {
    "draft": _draft,
    "place": _place,
    "discard": _discard,
    "start": _start,
    "recover": _recover,
    "move": _move,
    "instant": _instant,
    "post": _post,
    "bonus": _bonus,
    "duel-pick": _duel_pick,
}
_AUTO: dict[str, Callable[[Game], None]] = {
    "discard": _after_discard,
    "end": _end,
    "next": _next,
}


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
            if option == TIME_UP:
                game.call_time()
                continue
            game.choose(option)
        except RuleViolation as error:
            raise RuleViolation(f"choice {number} of the log: {error}") from None
    _ = game.decision  # run on to the next decision, as the recorded game did
    return game
