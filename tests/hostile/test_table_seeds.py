"""A table's dice and decks come from a secret the server keeps (issue 32, finding 1b); what one
server shows of a Tournament of Power game, another shows (finding 4); an error page names no
folder of the server (finding 7).

- A table opened without a seed (the web forms of all three games, ``!top new``, the service's
  own default) gets a secret one: never 0, different for every table, and in no seat's view or
  page while the game runs, so no seat can foretell the hands it is dealt.
- A typed seed is still taken (replays, tests), and the form says what it means.
- A ToP game played by bots on PostgreSQL reads the same, event for event and replay step for
  replay step, on a second service over the same database (and on one started afterwards).
- A broken example encounter is told in one line naming the file, not the folder it is in.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from fastapi.testclient import TestClient

from table.helpers import EXAMPLES, example
from table.pg import pg_schema_url
from tenkaichi.chat.messages import Author, Incoming
from tenkaichi.chat.table_chat import TableChat
from tenkaichi.table.service import TableService
from tenkaichi.table.store import TABLES
from tenkaichi.table.web import WebTable, create_app
from tenkaichi.top.engine import Game

TOP_FORM = {
    "gm_name": "Hana",
    "players": "3",
    "plays0": "player",
    "plays1": "greedy",
    "plays2": "random",
    "turns": "5",
}
DDC_FORM = {
    "game": "ddc",
    "gm_name": "Hana",
    "fighter0": "Agumon",
    "side0": "Red",
    "fighter1": "Gabumon",
    "side1": "Blue",
    "plays_Red": "player",
    "plays_Blue": "greedy",
}
DBU_FORM = {"gm_name": "Gina", "source": "example", "example": "saiyan-duel"}


@pytest.fixture
def web(tmp_path: Path) -> Iterator[tuple[TestClient, WebTable]]:
    app = create_app(f"sqlite:///{tmp_path / 'tables.sqlite3'}", data=EXAMPLES)
    with TestClient(app) as client:
        yield client, app.state.web


def _open(client: TestClient, path: str, form: dict[str, str]) -> str:
    response = client.post(path, data=form, follow_redirects=False)
    assert response.status_code == 303, response.text[-2000:]
    return str(response.headers["location"]).removeprefix("/seat/")


def _seeds(web: WebTable) -> list[int]:
    with web.service.engine.connect() as c:
        return [int(s) for s in c.execute(sa.select(TABLES.c.seed).order_by(TABLES.c.id)).scalars()]


def _keys(value: Any) -> set[str]:
    if isinstance(value, dict):
        return set(value).union(*(_keys(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(_keys(v) for v in value))
    return set()


def _tokens(web: WebTable, gm: str) -> list[str]:
    """The game master's token, then the player seats', then the rest (spectators, bots)."""
    table = int(web.service.view(gm)["table"])
    seats = sorted(web.service.view(gm)["seats"], key=lambda s: s["role"] != "player")
    return [gm, *(web.service.token_for(table, s["seat"]) for s in seats if s["role"] != "gm")]


def _deal(web: WebTable, gm: str) -> dict[str, Any]:
    """The decks the engine shuffled (never shown to a seat: the truth the test compares)."""
    table = int(web.service.view(gm)["table"])
    web.service.view(gm)  # loads the table
    enc: Any = web.service._tables[table].fight.enc  # type: ignore[union-attr]
    return {k: list(v) for k, v in enc.game.state.decks.items()}


def _assert_no_seed(client: TestClient, web: WebTable, tokens: list[str], seed: int) -> None:
    """While the game runs, no view, JSON or page of any seat holds the seed (nor a key named
    seed); once it is over, every view tells it (for replays)."""
    for token in tokens:
        view = web.service.view(token)
        if view["status"] == "over":
            assert view["seed"] == seed
            continue
        assert "seed" not in _keys(view)
        assert str(seed) not in json.dumps(view)
        assert str(seed) not in client.get(f"/api/seat/{token}/view").text
        assert str(seed) not in client.get(f"/seat/{token}").text


def test_a_top_table_without_a_seed_deals_from_a_secret_no_seat_sees(
    web: tuple[TestClient, WebTable],
) -> None:
    client, w = web
    page = client.get("/top/new").text
    assert 'value=""' in re.search(r'<input name="seed"[^>]*>', page)[0]  # type: ignore[index]
    assert "anyone who knows it can foretell the dice" in page
    gms = [_open(client, "/top/tables", TOP_FORM) for _ in range(2)]
    seeds = _seeds(w)
    assert len(set(seeds)) == 2
    assert 0 not in seeds
    assert all(s > 2**40 for s in seeds)  # not a number a person would type or find by search
    rng = random.Random(5)
    deals = []
    for gm, seed in zip(gms, seeds, strict=True):
        tokens = _tokens(w, gm)
        player = tokens[1]
        w.service.join(player, "Bo")
        w.service.approve(gm, w.service.view(player)["you"]["seat"])
        _assert_no_seed(client, w, tokens, seed)
        assert client.post(f"/seat/{gm}/control", data={"action": "start"}).status_code == 200
        deals.append(_deal(w, gm))
        for _ in range(40):  # the draft, the placement and the first turns
            _assert_no_seed(client, w, tokens, seed)
            if w.service.view(gm)["status"] != "running":
                break
            pending = w.service.view(player)["pending"]
            if pending and "options" in pending:
                number = rng.randrange(len(pending["options"]))
                w.service.answer(player, pending["decision_id"], number)
    assert deals[0] != deals[1], "two tables without a seed dealt the same decks"
    old_default = Game.start(3, 0, settings={"turns": 5})  # seed 0: the forms' old default
    assert deals[0] != {k: list(v) for k, v in old_default.state.decks.items()}


def test_a_typed_seed_is_taken(
    web: tuple[TestClient, WebTable],
) -> None:
    client, w = web
    for _ in range(2):
        _open(client, "/top/tables", {**TOP_FORM, "seed": "123456"})
    assert _seeds(w) == [123456, 123456]


def _play_a_little(
    client: TestClient, w: WebTable, gm: str, tokens: list[str], seed: int, steps: int = 15
) -> int:
    """Seat the invited players, start, and answer for whoever is asked (the GM included),
    checking after every answer that no seat is shown the seed."""
    for token in tokens[1:]:
        if w.service.view(token)["you"]["role"] == "player":
            w.service.join(token, "Bo")
            w.service.approve(gm, w.service.view(token)["you"]["seat"])
    assert client.post(f"/seat/{gm}/control", data={"action": "start"}).status_code == 200
    rng = random.Random(seed % 1000)
    answered = 0
    for _ in range(steps):
        if w.service.view(gm)["status"] != "running":
            break
        for token in tokens:
            pending = w.service.view(token)["pending"]
            if pending and pending.get("options"):
                number = rng.randrange(len(pending["options"]))
                w.service.answer(token, pending["decision_id"], number)
                answered += 1
                break
        _assert_no_seed(client, w, tokens, seed)
    return answered


def test_dbu_and_ddc_forms_without_a_seed_draw_secret_ones(
    web: tuple[TestClient, WebTable],
) -> None:
    client, w = web
    for form in (DBU_FORM, DDC_FORM):
        page = client.get("/", params={"game": form.get("game", "dbu")}).text
        assert "anyone who knows it can foretell the dice" in page
        assert 'value=""' in re.search(r'<input name="seed"[^>]*>', page)[0]  # type: ignore[index]
        gm = _open(client, "/tables", form)
        _open(client, "/tables", form)
        *_, first, second = _seeds(w)
        assert first != second
        assert 0 not in (first, second)
        tokens = _tokens(w, gm)
        _assert_no_seed(client, w, tokens, first)
        assert _play_a_little(client, w, gm, tokens, first) >= 5
    _open(client, "/tables", {**DBU_FORM, "seed": "42"})
    assert _seeds(w)[-1] == 42


def test_the_service_default_is_a_secret_seed(tmp_path: Path) -> None:
    svc = TableService(f"sqlite:///{tmp_path / 't.sqlite3'}")
    for _ in range(3):
        svc.create_table(example("saiyan-duel.yaml"), "Gina")
        svc.create_table({"players": 2}, "Gina", game="top")
    with svc.engine.connect() as c:
        seeds = list(c.execute(sa.select(TABLES.c.seed)).scalars())
    assert len(set(seeds)) == 6
    assert 0 not in seeds


def _say(chat: TableChat, text: str, channel: str = "c1") -> str:
    incoming = Incoming("discord", channel, Author("u1", "Hana"), text)
    return "\n".join(r.text for r in chat.handle(incoming))


def test_top_new_in_chat_draws_a_secret_seed_and_a_typed_one_is_called_foreseeable(
    tmp_path: Path,
) -> None:
    svc = TableService(f"sqlite:///{tmp_path / 't.sqlite3'}")
    chat = TableChat(svc, "top", "top")
    replies = [_say(chat, "!top new 3", channel) for channel in ("c1", "c2")]
    with svc.engine.connect() as c:
        seeds = list(c.execute(sa.select(TABLES.c.seed).order_by(TABLES.c.id)).scalars())
    assert len(set(seeds)) == 2
    assert 0 not in seeds
    for channel, reply, seed in zip(("c1", "c2"), replies, seeds, strict=True):
        assert "opens a Tournament of Power table" in reply
        assert str(seed) not in reply
        assert "seed" not in reply
        assert str(seed) not in _say(chat, "!top status", channel)
    typed = _say(chat, "!top new 3 10 77", "c3")
    assert "seed 77" in typed
    assert "anyone who knows it can foretell the dice" in typed


# -- finding 4: what one server shows of a ToP game, another shows -------------------------------


def _everything(svc: TableService, tokens: list[str]) -> list[dict[str, Any]]:
    return [svc.view(t) for t in tokens]


def test_a_top_game_reads_the_same_on_a_second_postgresql_service() -> None:
    with pg_schema_url() as url:
        first = TableService(url)
        try:
            gm = first.create_table(
                {"players": 3, "settings": {"turns": 5}},
                "Hana",
                game="top",
                seed=2032,
                bots={"Player 2": "greedy", "Player 3": "random"},
            )
            bo = first.add_seat(gm, "player", side="Player 1")
            first.join(bo, "Bo")
            first.approve(gm, first.view(bo)["you"]["seat"])
            spectator = first.add_seat(gm, "spectator")
            first.join(spectator, "Sam")
            tokens = [gm, bo, spectator]
            first.start(gm)
            second = TableService(url, migrate=False)
            rng = random.Random(32)
            answers = 0
            while first.view(gm)["status"] == "running":
                # each server answers in turn, and both must show every seat the same
                svc = (first, second)[answers % 2]
                pending = svc.view(bo)["pending"]
                assert pending, "Bo is the only person asked"
                assert "options" in pending
                svc.answer(bo, pending["decision_id"], rng.randrange(len(pending["options"])))
                answers += 1
                a, b = _everything(first, tokens), _everything(second, tokens)
                for seen_a, seen_b in zip(a, b, strict=True):
                    assert seen_a["events"] == seen_b["events"], f"after answer {answers}"
                    assert seen_a == seen_b
            assert answers > 20
            final = first.view(gm)
            assert final["status"] == "over"
            assert len(final["events"]) > 100
            third = TableService(url, migrate=False)  # a server started after the game
            assert _everything(third, tokens) == _everything(first, tokens)
            steps = int(final["seq"])
            for step in range(steps + 1):
                for token in tokens if step % 5 == 0 or step == steps else [gm]:
                    shown = first.replay(token, step)
                    assert shown["events"] == second.replay(token, step)["events"], step
                    assert shown["events"] == third.replay(token, step)["events"], step
                    assert shown == first.replay(token, step)  # the same step, asked again
            lengths = [len(first.replay(gm, s)["events"]) for s in range(steps + 1)]
            assert lengths == sorted(lengths), "a later replay step shows fewer events"
            assert lengths[-1] == len(final["events"])
            for svc in (second, third):
                svc.close()
        finally:
            first.close()


def test_a_copied_top_game_keeps_its_events_and_choices() -> None:
    game = Game.start(3, 9)
    for _ in range(30):
        if game.decision is None:
            break
        game.choose(0)
    twin = game.clone()
    assert twin.events == game.events
    assert twin.choices == game.choices
    assert len(twin.events) > 2
    twin.choose(0)
    assert len(game.choices) == 30
    assert len(twin.choices) == 31


# -- finding 7: an error page names no folder of the server --------------------------------------


def test_a_broken_example_encounter_is_told_without_the_servers_folders(tmp_path: Path) -> None:
    data = tmp_path / "private-data-folder"
    (data / "encounters").mkdir(parents=True)
    (data / "encounters" / "broken.yaml").write_text("fighters:\n  - sheet: nosuch.yaml\n")
    (data / "encounters" / "bad.yaml").write_text("fighters: [\n")
    (data / "encounters" / "lost.yaml").write_text(
        "sheets:\n  goku: sheets/missing/goku.yaml\nfighters:\n  - sheet: goku\n    side: A\n"
    )
    app = create_app(f"sqlite:///{tmp_path / 't.sqlite3'}", data=data)
    svc = app.state.web.service
    chat = TableChat(svc, "dbu", "fight", data=data)
    folders = (str(tmp_path), str(data), "private-data-folder", str(Path.cwd()))
    with TestClient(app) as client:
        for name in ("broken", "bad", "lost"):
            response = client.post("/tables", data={**DBU_FORM, "example": name})
            assert response.status_code == 400
            errors = re.findall(r'<span class="error"[^>]*>([^<]*)</span>', response.text)
            assert errors
            assert f"{name}.yaml" in errors[0], errors
            reply = _say(chat, f"!fight new {name}", f"c-{name}")
            assert f"{name}.yaml" in reply, reply
            for shown in (response.text, reply):
                for folder in folders:
                    assert folder not in shown, (name, folder)
                assert not re.search(r"(?<![\w.])/(?:[\w.-]+/)+[\w.-]*\.yaml", shown), shown
