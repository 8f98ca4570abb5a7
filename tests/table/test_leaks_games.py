"""Every seat's view after every input, for every game the table plays: seeded tables with
players, bots, the host and a spectator, played through the service.

The checks every game shares: a view holds no seat's token (not even its own: a token is only
ever in a seat's own paths), no seed and no setup; only the seat that must answer gets the
pending decision's prompt and options, and that seat does get them. Then each game's own:
Dungeon DICE Combat keeps no secret, so every seat sees the same battle and every event of
the engine, word for word; DBU re-uses the side-secret checks of ``test_service_views`` (no
Duel wager or Holding Back of another side). The Tournament of Power's hands are checked in
their own file.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from tenkaichi.table.seats import controllers
from tenkaichi.table.service import TableService

from .helpers import example, pick
from .test_service_views import _check_view, _own_sides

STEPS_MAX = 500
FORBIDDEN_KEYS = {"seed", "setup", "token", "token_hash", "rng"}


def _keys(value: Any) -> set[str]:
    """Every mapping key anywhere in ``value``."""
    if isinstance(value, dict):
        found = set(value)
        for inner in value.values():
            found |= _keys(inner)
        return found
    if isinstance(value, list):
        return set().union(*(_keys(v) for v in value)) if value else set()
    return set()


def _answering(svc: TableService, gm_view: dict[str, Any]) -> int | None:
    """The id of the seat the table waits for (from the service's own control map)."""
    pending = gm_view["pending"]
    if pending is None:
        return None
    table = svc._tables[gm_view["table"]]
    with svc.engine.connect() as c:
        seats = svc._seats(c, table.id)
    seat = controllers(seats, table.sides).get(pending["actor"])
    return seat.id if seat is not None else next(s.id for s in seats if s.role == "gm")


def _check_generic(
    svc: TableService,
    views: dict[str, dict[str, Any]],
    tokens: dict[str, str],
    forbidden: set[str] = FORBIDDEN_KEYS,
) -> str | None:
    """The checks every game shares; returns the name of the seat that must answer."""
    asked = _answering(svc, views["GM"])
    answering = None
    for name, view in views.items():
        dump = json.dumps(view)
        for other in tokens.values():
            assert other not in dump, f"{name}'s view holds a seat token"
        # the seed is shown once the game is over (for replays), never while it runs
        shown = forbidden - {"seed"} if view["status"] == "over" else forbidden
        assert not shown & _keys(view), (name, shown & _keys(view))
        pending = view["pending"]
        if view["you"]["seat"] != asked:
            assert not {"options", "prompt", "dice", "title"} & set(pending or {}), name
        elif view["status"] == "running":
            assert pending is not None
            assert pending["options"], name
            answering = name
    if views["GM"]["status"] == "running":
        assert answering is not None, "nobody is asked although the table waits"
    return answering


def _check_ddc(svc: TableService, views: dict[str, dict[str, Any]]) -> None:
    """Nothing in DDC is secret: every seat sees the same battle and every engine event."""
    match = svc._tables[views["GM"]["table"]].fight.enc  # type: ignore[union-attr]
    texts = [e.text for e in match.battle.events]
    for name, view in views.items():
        assert view["game"] == "ddc"
        assert view["battle"] == views["GM"]["battle"], name
        assert [e["text"] for e in view["events"]] == texts, name
        assert set(view["battle"]["fighters"][0]) >= {"hp", "square", "posts", "statuses"}


def _check_dbu(svc: TableService, views: dict[str, dict[str, Any]], tokens: dict[str, str]) -> None:
    """The side-secret checks of ``test_service_views``, per seat."""
    enc = svc._tables[views["GM"]["table"]].fight.enc  # type: ignore[union-attr]
    truth = [e.to_json() for e in enc.events]
    for name, view in views.items():
        role = view["you"]["role"]
        if role == "gm":
            continue  # this table's game master sees every side's secrets
        sides: set[str] = set() if role == "spectator" else _own_sides(svc, tokens[name])
        _check_view(view, truth, sides)


def _ddc_pick(pending: dict[str, Any], rng: random.Random) -> int:
    """A test player's answer: an attack when there is one (so battles end), else a step or
    a charge towards anything, now and then Defend or the end of the turn."""
    options = pending["options"]
    attacks = [o["number"] for o in options if o["action"] == "attack"]
    if attacks and rng.random() < 0.9:
        return rng.choice(attacks)
    return rng.randrange(len(options))


def _seat(svc: TableService, gm: str, name: str, role: str, join: bool = True, **claim: Any) -> str:
    token = svc.add_seat(gm, role, **claim)
    if join:
        svc.join(token, name)
    if role == "player":
        svc.approve(gm, svc.view(token)["you"]["seat"])
    return token


def _play(
    svc: TableService,
    tokens: dict[str, str],
    game: str,
    seed: int,
    forbidden: set[str] = FORBIDDEN_KEYS,
) -> int:
    """Play the table to its end through the service, checking every view after every
    input; an undo, a pause and a resume come early. Returns the inputs made."""
    rng = random.Random(seed)
    svc.start(tokens["GM"])
    for step in range(STEPS_MAX):
        views = {n: svc.view(t) for n, t in tokens.items()}
        asked = _check_generic(svc, views, tokens, forbidden)
        if game == "ddc":
            _check_ddc(svc, views)
        else:
            _check_dbu(svc, views, tokens)
        if views["GM"]["status"] == "over":
            return step
        if step == 4:
            svc.undo(tokens["GM"], 1)
        elif step == 5:
            svc.pause(tokens["GM"])
        elif step == 6:
            svc.resume(tokens["GM"])
        else:
            assert asked is not None
            pending = views[asked]["pending"]
            choice = _ddc_pick(pending, rng) if game == "ddc" else pick(pending, rng)
            svc.answer(tokens[asked], pending["decision_id"], choice)
    pytest.fail(f"the {game} table did not end in {STEPS_MAX} inputs")


SMALL = {"grid_width": 7, "grid_height": 5}

DDC_TABLES = [
    pytest.param(
        {
            "fighters": [
                {"fighter": "Agumon", "side": "Red"},
                {"fighter": "Gabumon", "side": "Blue"},
            ]
        },
        {"Pat": {"side": "Red"}, "Quinn": {"side": "Blue"}},
        {},
        1,
        id="two-players",
    ),
    pytest.param(
        {
            "fighters": [
                {"fighter": "Agumon", "side": "Red"},
                {"fighter": "Patamon", "side": "Blue"},
                {"fighter": "Palmon", "side": "Blue"},
                {"fighter": "Gomamon", "side": "Green"},
            ]
        },
        {"Pat": {"side": "Red"}},
        {"Blue": "greedy"},
        5,
        id="player-bots-host",
    ),
    pytest.param(
        {"fighters": [{"fighter": "Agumon"}, {"fighter": "Gabumon"}, {"fighter": "Greymon"}]},
        {"Pat": {"fighters": ["Agumon"]}},
        {"Gabumon": "random"},
        9,
        id="free-for-all",
    ),
]


@pytest.mark.parametrize(("setup", "players", "bots", "seed"), DDC_TABLES)
def test_ddc_views_hold_only_what_each_seat_may_see(
    tmp_path: Path,
    setup: dict[str, Any],
    players: dict[str, dict[str, Any]],
    bots: dict[str, str],
    seed: int,
) -> None:
    svc = TableService(f"sqlite:///{tmp_path / 't.sqlite3'}")
    gm = svc.create_table({**setup, "settings": SMALL}, "Gina", game="ddc", seed=seed, bots=bots)
    tokens = {"GM": gm}
    for name, claim in players.items():
        tokens[name] = _seat(svc, gm, name, "player", **claim)
    tokens["spectator"] = _seat(svc, gm, "Sam", "spectator")
    tokens["late"] = _seat(svc, gm, "", "spectator", join=False)
    assert _play(svc, tokens, "ddc", seed) > 7


def _dbu_table(tmp_path: Path) -> tuple[TableService, dict[str, str]]:
    svc = TableService(f"sqlite:///{tmp_path / 't.sqlite3'}")
    gm = svc.create_table(
        example("saiyan-duel.yaml", "dbu-1"), "Gina", seed=7, bots={"Afterlife": "greedy"}
    )
    tokens = {"GM": gm, "Kris": _seat(svc, gm, "Kris", "player", side="Earth")}
    tokens["spectator"] = _seat(svc, gm, "Sam", "spectator")
    return svc, tokens


def test_dbu_views_pass_the_same_checks(tmp_path: Path) -> None:
    """A DBU fight through the same loop: the generic checks (but the seed: see the next
    test) and the side-secret ones."""
    svc, tokens = _dbu_table(tmp_path)
    assert _play(svc, tokens, "dbu", 7, FORBIDDEN_KEYS - {"seed"}) > 7


def test_no_dbu_view_holds_the_seed(tmp_path: Path) -> None:
    svc, tokens = _dbu_table(tmp_path)
    svc.start(tokens["GM"])
    for name, token in tokens.items():
        assert "seed" not in _keys(svc.view(token)), name
