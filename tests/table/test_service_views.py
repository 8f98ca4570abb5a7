"""Every seat's view after every input of seeded fights played through the service: no seat
sees another side's secret (a Duel's Ki Wager, Holding Back), the public record is whole, and
only the seat that must answer gets the pending options."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from tenkaichi.table.service import TableService

from .helpers import example, pick, seat_table, waiting

STEPS_MAX = 400


def _check_view(view: dict[str, Any], truth: list[dict[str, Any]], sides: set[str]) -> None:
    """``view`` shows no event and no part of one that ``sides`` may not see, and every
    public event."""
    hidden_texts = []  # what the view must not hold: hidden events and secret parts
    for event in truth:
        if event.get("visible_to") and not sides & set(event["visible_to"]):
            hidden_texts.append(event["text"])
        for secret in event.get("secrets", []):
            if not sides & set(secret["visible_to"]) and secret.get("text"):
                hidden_texts.append(secret["text"])
    dump = json.dumps(view) if hidden_texts else ""
    for event in view["events"]:
        if "visible_to" in event:
            assert sides & set(event["visible_to"]), event
        for secret in event.get("secrets", []):
            assert sides & set(secret["visible_to"]), event
    for text in hidden_texts:
        assert text not in dump, text
    public = [e for e in truth if "visible_to" not in e]
    assert len([e for e in view["events"] if "visible_to" not in e]) == len(public)


def _sides_of(view: dict[str, Any], names: set[str]) -> set[str]:
    return {f["side"] for f in view["fighters"] if f["name"] in names}


CASES = [
    (
        "duel-crowd.yaml",
        None,
        {"Kris": {"fighters": ["Krillin"]}, "Gil": {"side": "Ginyu Force"}},
        10,
    ),
    ("duel-crowd.yaml", "dbu-1", {"Kris": {"side": "Z Fighters"}}, 10),
    ("ambush-dbu1.yaml", None, {"Kris": {"side": "Heroes"}}, 7),
]
"""Fights whose seeded play holds secrets (Duel wagers; Holding Back in the ambush), with
the seed that makes them happen (the test asserts that it does)."""


@pytest.mark.parametrize(("name", "edition", "players", "seed"), CASES)
@pytest.mark.parametrize("gm_sees", [True, False])
def test_no_seat_sees_another_sides_secret(
    tmp_path: Path,
    name: str,
    edition: str | None,
    players: dict[str, Any],
    seed: int,
    gm_sees: bool,
) -> None:
    found = _play_and_check(tmp_path, name, edition, players, gm_sees, seed=seed)
    assert found, "no secret to keep"


def test_a_two_player_duel_with_a_bot_keeps_views_clean(tmp_path: Path) -> None:
    """saiyan-duel: one player against a greedy bot (its answers are logged, its secrets
    never shown to the player)."""
    _play_and_check(
        tmp_path,
        "saiyan-duel.yaml",
        "dbu-1",
        {"Kris": {"side": "Earth"}},
        True,
        bots={"Afterlife": "greedy"},
    )


def _play_and_check(
    tmp_path: Path,
    name: str,
    edition: str | None,
    players: dict[str, Any],
    gm_sees: bool,
    bots: dict[str, str] | None = None,
    seed: int = 7,
) -> int:
    """Play through the service, checking every seat's view after every request; returns
    how many events held a secret."""
    svc = TableService(f"sqlite:///{tmp_path / 't.sqlite3'}")
    table = seat_table(
        svc,
        example(name, edition),
        players,
        seed=seed,
        settings={"gm_sees_secrets": gm_sees},
        bots=bots or {},
    )
    tokens = table.tokens()
    svc.start(table.gm)
    rng = random.Random(seed)
    secret_events = 0
    made: dict[int, tuple[Any, dict[str, Any]]] = {}
    for _ in range(STEPS_MAX):
        views = {n: svc.view(t) for n, t in tokens.items()}
        # The GM seat's engine-side truth: every event, whole (read through the service's
        # cache, which is what views are made from).
        enc = svc._tables[views["GM"]["table"]].fight.enc  # type: ignore[union-attr]
        truth = [_as_json(e, made) for e in enc.events]
        secret_events += sum(1 for e in truth if "visible_to" in e or "secrets" in e)
        for n, view in views.items():
            you = view["you"]
            if you["role"] == "gm" and gm_sees:
                assert len(view["events"]) == len(truth)
                continue
            if you["role"] == "spectator":
                sides: set[str] = set()
            else:
                sides = _own_sides(svc, tokens[n], view)
            _check_view(view, truth, sides)
            pending = view["pending"]
            if pending and pending["waiting_for"] != you["name"]:
                assert not {"options", "prompt", "dice", "title"} & set(pending)
        if views["GM"]["status"] == "over":
            break
        asked = waiting(svc, tokens)
        assert asked is not None, "the table waits for nobody"
        seat, pending = asked
        svc.answer(tokens[seat], pending["decision_id"], pick(pending, rng))
    assert views["GM"]["status"] == "over" or bots is None
    return secret_events


def _as_json(event: Any, made: dict[int, tuple[Any, dict[str, Any]]]) -> dict[str, Any]:
    """``event.to_json()``, made once per event and kept in ``made`` (events are immutable;
    each step's truth repeats every event so far)."""
    kept = made.get(id(event))
    if kept is None or kept[0] is not event:
        kept = made[id(event)] = (event, event.to_json())
    return kept[1]


def _own_sides(svc: TableService, token: str, view: dict[str, Any] | None = None) -> set[str]:
    """The sides of the fighters this seat answers for (from the service's control map);
    ``view``, when given, is the seat's view as it is now (else it is read)."""
    from tenkaichi.table.seats import controllers

    view = svc.view(token) if view is None else view
    you = view["you"]
    table = svc._tables[view["table"]]
    with svc.engine.connect() as c:
        seats = svc._seats(c, table.id)
    control = controllers(seats, table.sides)
    return {table.sides[f] for f, s in control.items() if s.id == you["seat"]}
