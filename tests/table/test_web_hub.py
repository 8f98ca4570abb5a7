"""WebSocket view messages carry only the events a connection lacks: a client that appends
them at ``events_from`` always holds exactly the seat's events (through answers, an undo, a
seat let in mid-fight) and the seq never goes back."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

from tenkaichi.table.service import TableService
from tenkaichi.table.web import create_app

from .helpers import EXAMPLES, example, pick, seat_table, waiting

TWO = {"Kris": {"side": "Earth"}, "Ava": {"side": "Afterlife"}}


class Client:
    """A client that keeps the events it is sent the way the module says it must."""

    def __init__(self) -> None:
        self.events: list[dict[str, Any]] = []
        self.seqs: list[int] = []
        self.deltas = 0

    def take(self, message: dict[str, Any]) -> None:
        assert message["type"] == "view", message
        view = message["view"]
        start = view["events_from"]
        assert start <= len(self.events)
        self.deltas += start > 0
        self.events = self.events[:start] + view["events"]
        self.seqs.append(view["seq"])


def test_clients_that_append_the_deltas_hold_every_seats_events(tmp_path: Path) -> None:
    svc = TableService(f"sqlite:///{tmp_path / 't.sqlite3'}")
    t = seat_table(svc, example("saiyan-duel.yaml"), TWO, seed=5)
    svc.start(t.gm)
    tokens = t.tokens()
    rng = random.Random(7)
    app = create_app(service=svc, data=EXAMPLES)
    with TestClient(app) as client:
        names = list(tokens)
        sockets = [client.websocket_connect(f"/ws/seat/{tokens[n]}") for n in names]
        opened = [s.__enter__() for s in sockets]
        clients = {n: Client() for n in names}
        try:
            for n, ws in zip(names, opened, strict=True):
                clients[n].take(ws.receive_json())
            for turn in range(12):
                found = waiting(svc, tokens)
                if found is None:
                    break
                name, pending = found
                if turn == 6:
                    client.post(f"/seat/{t.gm}/undo", follow_redirects=False)
                elif "prompt" in pending and pending["kind"] == "dice":
                    break
                else:
                    ws = opened[names.index(name)]
                    ws.send_json(
                        {
                            "type": "answer",
                            "decision_id": pending["decision_id"],
                            "option": pick(pending, rng),
                        }
                    )
                for n, sock in zip(names, opened, strict=True):
                    clients[n].take(sock.receive_json())
                for n in names:
                    assert clients[n].events == svc.view(tokens[n])["events"], (turn, n)
        finally:
            for s in sockets:
                s.__exit__(None, None, None)
    for c in clients.values():
        assert c.seqs == sorted(c.seqs)
        assert c.deltas > 0  # the check saw real deltas, not only whole lists
    svc.close()
