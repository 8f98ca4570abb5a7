"""A player's turn (seed 002): discard down to the hand limit, Health and the Event card, a
Special card at the start, the move (or an instant move), the combat it starts (run by
:mod:`tenkaichi.top.combat_stages`), the step after the combat, the end-of-turn draws and the
bonus draws.

Phases ``discard`` -> ``start`` -> [``recover``] -> ``move`` | ``instant`` -> [combat ->
``post``] -> ``end`` -> [``bonus``] -> ``next`` (:mod:`tenkaichi.top.rounds`). The engine runs
them through :data:`OPTIONS`, :data:`APPLY` and :data:`AUTO`.
"""

from __future__ import annotations

from collections.abc import Callable

from tenkaichi.top import combat, rules
from tenkaichi.top.board import Board
from tenkaichi.top.content import COLOUR_DECK
from tenkaichi.top.rules import LiveGame
from tenkaichi.top.state import CardId, Option, Token

DECK_CHOICES = ("attack", "defence", "special")
"""The decks a bonus draw chooses from, in the order of the ``("deck", i, 0)`` options."""


def _discard_options(game: LiveGame) -> tuple[int, str, list[Option]] | None:
    seat = game.state.turn.seat
    hand = game.state.players[seat].hand
    if len(hand) <= game.content.settings.hand_limit:
        return None
    return seat, "discard", [("discard", i, 0) for i in range(len(hand))]


def _discard(game: LiveGame, option: Option) -> None:
    seat = game.state.turn.seat
    card = game.state.players[seat].hand.pop(option[1])
    deck = game.content.cards[card].deck
    game.state.decks[deck].append(card)
    game.events.append(("discarded", seat, deck, card))


def _after_discard(game: LiveGame) -> None:
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


def _apply_event(game: LiveGame, card_id: CardId) -> None:
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


def _start_options(game: LiveGame) -> tuple[int, str, list[Option]]:
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


def _start_card_playable(game: LiveGame, seat: int, effect: str, timing: str, pairs: bool) -> bool:
    if timing == "fusion":
        return pairs
    if timing != "start":
        return False
    if effect == "recover":
        return any(t.damage for t in rules.living(game, seat))
    if effect == "extra_combat":
        return not game.state.turn.extra_card
    return effect == "instant_move"


def _start(game: LiveGame, option: Option) -> None:
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


def _recover_options(game: LiveGame) -> tuple[int, str, list[Option]]:
    seat = game.state.turn.seat
    team = game.state.players[seat].team
    options = [
        ("warrior", slot, 0)
        for slot, tid in enumerate(team)
        if game.state.tokens[tid].alive and game.state.tokens[tid].damage
    ]
    return seat, "recover", options


def _recover(game: LiveGame, option: Option) -> None:
    s = game.state
    amount = s.turn.recover_amount
    token = s.tokens[s.players[s.turn.seat].team[option[1]]]
    healed = min(amount, token.damage)
    token.damage -= healed
    game.events.append(("healed", token.id, healed, "recovery"))
    s.phase = "move"


def _occupied(game: LiveGame) -> dict[int, list[Token]]:
    occupied: dict[int, list[Token]] = {}
    for t in game.state.tokens:
        if t.alive and t.cell >= 0 and t.owner >= 0:
            occupied.setdefault(t.cell, []).append(t)
    return occupied


def _destinations(
    game: LiveGame,
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


def _blocked(game: LiveGame, seat: int, occupied: dict[int, list[Token]]) -> set[int]:
    """Spaces a warrior of ``seat`` may not end on: teammates', and a free green space with no
    stack (an enemy standing on a green space may still be attacked)."""
    blocked = {cell for cell, here in occupied.items() if here[0].owner == seat}
    if not game.state.unplayed:
        blocked.update(c for c in game.content.board.greens if c not in occupied)
    return blocked


def _partner(game: LiveGame, token: Token) -> str:
    for key in game.content.fusions:
        if token.character in key:
            return next(iter(key - {token.character}))
    return ""


def _move_options(game: LiveGame) -> tuple[int, str, list[Option]]:
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


def _move(game: LiveGame, option: Option) -> None:
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


def _arrive(game: LiveGame, token: Token, cell: int) -> None:
    """Landing: an enemy starts a combat, a green space a fight with an unplayed warrior."""
    s = game.state
    enemies = [t for t in rules.occupants(game, cell) if t.owner != token.owner]
    if enemies:
        combat.begin(game, "board", token, enemies[0])
    elif game.content.board.cells[cell] == "G":
        combat.begin_green(game, token)
    else:
        s.phase = "end"


def _instant_options(game: LiveGame) -> tuple[int, str, list[Option]]:
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


def _instant(game: LiveGame, option: Option) -> None:
    s = game.state
    if option[0] == "move":
        token = s.tokens[s.players[s.turn.seat].team[option[1]]]
        s.turn.mover, s.turn.start_cell, s.turn.moved = token.id, token.cell, True
        game.events.append(("instant-move", token.owner, token.id, token.cell, option[2]))
        token.cell = option[2]
    s.phase = "end"


# -- after a combat --------------------------------------------------------------------
def post_options(game: LiveGame) -> tuple[int, str, list[Option]]:
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


def _second_fight_at(game: LiveGame, token: Token, cell: int, occupied: set[int]) -> bool:
    """Whether stepping onto ``cell`` starts the turn's second combat: an enemy stands there,
    or it is a free green space while unplayed warriors remain."""
    if cell in occupied:
        return any(t.owner not in (-1, token.owner) for t in rules.occupants(game, cell))
    return game.content.board.cells[cell] == "G" and bool(game.state.unplayed)


def _post(game: LiveGame, option: Option) -> None:
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


def after_combat(game: LiveGame) -> None:
    """What follows a turn's combat (the combat calls it when it is over)."""
    s = game.state
    mover = s.tokens[s.turn.mover]
    if not mover.alive:
        s.phase = "end"
        return
    s.phase = "post"


def _end(game: LiveGame) -> None:
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


def _bonus_options(game: LiveGame) -> tuple[int, str, list[Option]]:
    seat = game.state.turn.seat
    options = [("deck", i, 0) for i, d in enumerate(DECK_CHOICES) if game.state.decks[d]]
    return seat, "bonus", options or [("pass", 0, 0)]


def _bonus(game: LiveGame, option: Option) -> None:
    s = game.state
    s.turn.bonus_draws -= 1
    if option[0] == "deck":
        rules.draw(game, s.turn.seat, DECK_CHOICES[option[1]])
    if s.turn.bonus_draws <= 0:
        s.phase = "next"


OPTIONS: dict[str, Callable[[LiveGame], tuple[int, str, list[Option]] | None]] = {
    "discard": _discard_options,
    "start": _start_options,
    "recover": _recover_options,
    "move": _move_options,
    "instant": _instant_options,
    "post": post_options,
    "bonus": _bonus_options,
}
APPLY: dict[str, Callable[[LiveGame, Option], None]] = {
    "discard": _discard,
    "start": _start,
    "recover": _recover,
    "move": _move,
    "instant": _instant,
    "post": _post,
    "bonus": _bonus,
}
AUTO: dict[str, Callable[[LiveGame], None]] = {
    "discard": _after_discard,
    "end": _end,
}
