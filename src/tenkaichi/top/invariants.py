"""Invariants a game must keep at every decision; the soak tests and the bench check them.

``check(game)`` returns the broken ones as lines (empty when all hold).
"""

from __future__ import annotations

from collections import Counter

from tenkaichi.top import rules
from tenkaichi.top.engine import Game


def check(game: Game) -> list[str]:
    s = game.state
    content = game.content
    broken: list[str] = []
    c = s.combat
    if c is not None and len(c.dice) > content.max_dice:
        broken.append(f"{len(c.dice)} dice rolled, more than {content.max_dice}")
    decision = game.decision
    if decision is not None and decision.kind in ("start", "move"):
        hand = s.players[s.turn.seat].hand
        if len(hand) > content.settings.hand_limit:
            broken.append(f"seat {s.turn.seat} holds {len(hand)} cards at its {decision.kind}")
    if s.turn.combats > 2:
        broken.append(f"{s.turn.combats} combats in one turn")
    specials = Counter(s.turn.specials)
    if any(n > 1 for n in specials.values()):
        broken.append(f"more than one Special card in a turn: {dict(specials)}")
    cards = Counter(card for deck in s.decks.values() for card in deck)
    cards.update(card for p in s.players for card in p.hand)
    expected = Counter(card for deck in content.decks.values() for card in deck)
    if cards != expected:
        broken.append("cards were created or lost")
    cells: Counter[int] = Counter()
    for token in s.tokens:
        if not token.alive or token.cell < 0 or token.owner < 0:
            continue
        cells[token.cell] += 1
        if rules.is_out(game, token) and not (c is not None and c.stage == "rescue"):
            broken.append(f"warrior {token.id} is standing with damage {token.damage}")
    if c is None and s.phase not in ("post",):
        for cell, n in cells.items():
            owners = {t.owner for t in rules.occupants(game, cell)}
            if n > 2 or len(owners) > 1:
                broken.append(
                    f"space {content.board.name(cell)} holds {n} warriors of {sorted(owners)}"
                )
    return broken
