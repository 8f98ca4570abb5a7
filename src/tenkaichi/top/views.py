"""What one player may see: the board, every warrior, their own hand, the backs of the others'
cards, the sizes of the decks and of the unplayed stack, and the events with other players'
cards masked.

Opponents' hands, deck order and the order of the unplayed stack are hidden (seed 002
information); the generator is not part of a view. :func:`seat_view` gives a
:class:`SeatView`, the only thing a bot is handed (``Bot.choose(view, decision)``), and the
PettingZoo environment encodes its observations from it; :func:`view` is the same view as plain
data for people and tests.

A card seen from behind is a :func:`card_back`: a card id that names no card, so code that
tries to read a hidden card's text fails at once instead of peeking.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from tenkaichi.top import rules
from tenkaichi.top.content import Content
from tenkaichi.top.engine import Decision, Game
from tenkaichi.top.state import PRIVATE_EVENTS, CardId, Event, GameState

BACK = "?"
"""The first character of a hidden card (``?attack``) and the name of an unseen warrior."""


def card_back(deck: str) -> CardId:
    """A card seen from behind: only its deck shows."""
    return CardId(BACK + deck)


def back_of(card: CardId) -> str | None:
    """The deck of a hidden card (None for a card one can read)."""
    return card[1:] if card.startswith(BACK) else None


def visible(event: Event, seat: int) -> Event:
    """The event as ``seat`` sees it (a card drawn, dealt or discarded by another is masked)."""
    if event[0] in PRIVATE_EVENTS and event[1] != seat:
        return (*event[:-1], BACK)
    return event


@dataclass(frozen=True, slots=True)
class Pending:
    """Who the game waits for, and on what kind of decision (public)."""

    actor: int
    kind: str


@dataclass(frozen=True, slots=True, eq=False)
class SeatView:
    """One seat's view of a game: a redacted copy of its state, nothing more.

    ``state`` is a copy in which the other players' hands hold card backs (their decks show, as
    cards are drawn and discarded in the open), every deck is a pile of card backs and the
    unplayed stack a pile of unseen warriors. There is no generator and no way back to the game.
    """

    seat: int
    content: Content
    state: GameState
    pending: Pending | None
    """The decision the game waits on (None once it is over)."""
    decision: Decision | None
    """That decision with its options, when it is this seat's."""
    unplayed_pool: tuple[str, ...]
    """The warriors left in the unplayed stack, sorted (which they are is public, not their
    order: drafted and beaten warriors are known)."""

    @property
    def over(self) -> bool:
        return self.state.phase == "over"

    def hand(self) -> list[CardId]:
        return self.state.players[self.seat].hand

    def backs(self, seat: int) -> list[str]:
        """The deck of every card in a player's hand (what the backs of the cards show)."""
        cards = self.content.cards
        out = []
        for card in self.state.players[seat].hand:
            deck = back_of(card)
            out.append(deck if deck is not None else cards[card].deck)
        return out

    def unseen(self, deck: str) -> Counter[CardId]:
        """The cards of a deck this seat cannot see, as a multiset: the whole deck less its own
        hand (they are in the deck or in the other hands, in an order it does not know)."""
        out = Counter(self.content.decks[deck])
        out.subtract(c for c in self.hand() if self.content.cards[c].deck == deck)
        return +out

    def scores(self) -> list[int]:
        return [rules.score(self, seat) for seat in range(self.state.n)]

    def name(self, token_id: int) -> str:
        return rules.form_of(self, self.state.tokens[token_id]).name


def seat_view(game: Game, seat: int) -> SeatView:
    """What ``seat`` may see of ``game`` now (the pending decision is reached first)."""
    decision = game.decision
    s = game.state.copy()
    cards = game.content.cards
    for player in s.players:
        if player.seat != seat:
            player.hand = [card_back(cards[c].deck) for c in player.hand]
    for deck, pile in s.decks.items():
        s.decks[deck] = [card_back(deck)] * len(pile)
    pool = tuple(sorted(s.unplayed))
    s.unplayed = [BACK] * len(s.unplayed)
    pending = None if decision is None else Pending(decision.actor, decision.kind)
    own = decision if decision is not None and decision.actor == seat else None
    return SeatView(seat, game.content, s, pending, own, pool)


def view(game: Game, seat: int) -> dict[str, Any]:
    """The seat's view as plain data (for people, logs and tests)."""
    seen = seat_view(game, seat)
    s = seen.state
    tokens = []
    for t in s.tokens:
        if not t.alive and t.owner < 0:
            continue
        form = rules.form_of(seen, t)
        tokens.append(
            {
                "id": t.id,
                "owner": t.owner,
                "character": t.character,
                "form": form.name,
                "cell": t.cell,
                "damage": t.damage,
                "alive": t.alive,
                "fused": t.fused,
            }
        )
    combat = None
    if s.combat is not None:
        c = s.combat
        combat = {
            "kind": c.kind,
            "attacker": c.attacker,
            "defender": c.defender,
            "stage": c.stage,
            "dice": list(c.dice),
            "rerolls": c.rerolls,
        }
    return {
        "seat": seat,
        "phase": s.phase,
        "round": s.round,
        "last_round": s.last_round,
        "turn": s.turn.seat,
        "event": s.turn.event,
        "hand": list(seen.hand()),
        "hand_sizes": [len(p.hand) for p in s.players],
        "hand_backs": [seen.backs(p.seat) for p in s.players],
        "deck_sizes": {deck: len(pile) for deck, pile in s.decks.items()},
        "unplayed": len(s.unplayed),
        "tokens": tokens,
        "combat": combat,
        "waiting_for": None if seen.pending is None else seen.pending.actor,
        "decision": None if seen.pending is None else seen.pending.kind,
        "options": None if seen.decision is None else list(seen.decision.options),
        "scores": seen.scores(),
        "winners": list(s.winners),
        "events": [visible(e, seat) for e in game.events],
    }
