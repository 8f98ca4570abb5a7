"""Hidden information at a Tournament of Power table: seeded games played through the service
with the host (for two players: the hot seat), invited players, bots and a spectator; after
every input, every seat's view (as JSON, what its page and socket get) names no card of another
player's hand and no card of any deck (seed 002: hands and deck order are hidden), its log is
the spectator's but for its own players' draws, and its hands are exactly its own players'."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from tenkaichi.table.service import TableService
from tenkaichi.top.text import _YES_NO
from tenkaichi.top.text_content import card_info
from tenkaichi.top.text_status import _DOING

GAME_WORDS = " ".join([*_DOING.values(), *_YES_NO.values(), "Roll a Dodge"])
"""What the table says of a decision whether or not a card is held ("deciding on a
Transformation card", the Dodge roll): a card name found only in these says nothing of a
hand."""
# A card name is looked for as a whole name: "Counter" is not in "Counter-attack" (a power).
QUOTED = re.compile(r'"([a-z][a-z0-9-]*)"')


def _table(svc: TableService, players: int, seed: int) -> tuple[str, dict[str, set[int]]]:
    """A started table and every seat's token with the players whose hands it may see: the
    host plays Player 1 and Player 4 (nobody else holds it); Bo and Cy, invited, play
    Players 2 and 3; bots play the rest; a spectator watches."""
    bots = {f"Player {i + 1}": ("greedy", "random")[i % 2] for i in range(4, players)}
    gm = svc.create_table(
        {"players": players, "settings": {"turns": 5}}, "Hana", game="top", seed=seed, bots=bots
    )
    bo = svc.add_seat(gm, "player", side="Player 2")
    svc.join(bo, "Bo")
    cy = svc.add_seat(gm, "player", side="Player 3")
    svc.join(cy, "Cy")
    spectator = svc.add_seat(gm, "spectator")
    svc.join(spectator, "Di")
    for seat in svc.seats(gm):
        if seat["role"] == "player":
            svc.approve(gm, seat["seat"])
    svc.start(gm)
    host = {0, 3} if players >= 4 else {0}
    return gm, {gm: host, bo: {1}, cy: {2}, spectator: set()}


def _check(svc: TableService, gm: str, seats: dict[str, set[int]]) -> None:
    with svc.seat_context(gm) as ctx:
        game = ctx.enc.game
        hands = [list(p.hand) for p in game.state.players]
        content = game.content
    public = json.dumps(svc.view(next(t for t, own in seats.items() if not own))["events"])
    deck_ids = set(content.cards) - set(_DOING)  # "rescue" is a decision's kind too
    for token, own in seats.items():
        view = svc.view(token)
        # event kinds ("instant-move") may spell a card id: only the events' texts are read
        text = json.dumps({**view, "events": [e["text"] for e in view["events"]]})
        mine = {c for i in own for c in hands[i]}
        # what the seat was told of its own players' draws and discards it may know
        told = public + json.dumps([e["text"] for e in view["events"]])
        face_up = mine | {view["tournament"]["event"]}  # the turn's Event card is turned over
        quoted = set(QUOTED.findall(text)) & deck_ids
        assert quoted <= face_up, (
            text[text.find(str(next(iter(quoted - face_up), ""))) - 200 :][:300]
            + f"{sorted(own)} is sent the card ids {sorted(quoted - face_up)}"
        )
        for i, hand in enumerate(hands):
            if i in own:
                continue
            for card in hand:
                name = card_info(content, card).name
                if card in mine or name in told or name in GAME_WORDS or name not in text:
                    continue  # (the plain search first: the pattern only ever matches the name)
                found = re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text)
                assert found is None, (
                    text[found.start() - 150 : found.end() + 40]
                    + f"{sorted(own)} is told Player {i + 1} holds {name}"
                )
        shown = view["tournament"]["hands"]
        assert sorted(shown) == [f"Player {i + 1}" for i in sorted(own)]
        mine_told = tuple(f"Player {i + 1} " for i in own)
        for seen, open_ in zip(view["events"], json.loads(public), strict=True):
            if seen != open_:  # only its own players' private events read differently
                assert seen["text"].startswith(mine_told), seen
        assert all(isinstance(n, int) for n in view["tournament"]["deck_sizes"].values())


@pytest.mark.parametrize(("players", "seed"), [(3, 11), (4, 12), (6, 13)])
def test_no_seat_is_sent_another_hand_or_a_deck(tmp_path: Path, players: int, seed: int) -> None:
    svc = TableService(f"sqlite:///{tmp_path / 'tables.sqlite3'}")
    gm, seats = _table(svc, players, seed)
    people = [t for t, own in seats.items() if own]
    rng = random.Random(seed)
    inputs = 0
    _check(svc, gm, seats)
    while svc.view(gm)["status"] != "over":
        moved = False
        for token in people:
            pending: Any = svc.view(token)["pending"]
            if pending and "options" in pending:
                svc.answer(token, pending["decision_id"], rng.randrange(len(pending["options"])))
                _check(svc, gm, seats)
                inputs += 1
                moved = True
        assert moved, "nobody at the table was asked"
    assert inputs > 30
