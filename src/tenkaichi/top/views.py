"""What one player may see: the board, every warrior, their own hand, the sizes of the others'
hands and of the decks, and the events with other players' cards masked.

Opponents' hands, deck order and the unplayed stack are hidden (seed 002 information).
"""

from __future__ import annotations

from typing import Any

from tenkaichi.top import rules
from tenkaichi.top.engine import Game
from tenkaichi.top.state import PRIVATE_EVENTS, Event


def visible(event: Event, seat: int) -> Event:
    """The event as ``seat`` sees it (a card drawn, dealt or discarded by another is masked)."""
    if event[0] in PRIVATE_EVENTS and event[1] != seat:
        return (*event[:-1], "?")
    return event


def view(game: Game, seat: int) -> dict[str, Any]:
    s = game.state
    tokens = []
    for t in s.tokens:
        if not t.alive and t.owner < 0:
            continue
        form = rules.form_of(game, t)
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
        "hand": list(s.players[seat].hand),
        "hand_sizes": [len(p.hand) for p in s.players],
        "deck_sizes": {deck: len(cards) for deck, cards in s.decks.items()},
        "unplayed": len(s.unplayed),
        "tokens": tokens,
        "combat": combat,
        "scores": game.scores(),
        "winners": list(s.winners),
        "events": [visible(e, seat) for e in game.events],
    }
