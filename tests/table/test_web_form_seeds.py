"""Issue 36: the web forms' seed. Left empty (the form's default), each new table draws a fresh
secret seed on the server, so no two tables deal the same dice; a typed seed is kept as typed.
Checked for the three creation forms: DBU (``/tables``), Dungeon DICE Combat (``/tables`` with
``game=ddc``) and Tournament of Power (``/top/tables``)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
import sqlalchemy as sa
from fastapi.testclient import TestClient

from tenkaichi.table.store import TABLES
from tenkaichi.table.web import WebTable, create_app

from .helpers import EXAMPLES

FORMS: dict[str, tuple[str, str, dict[str, str]]] = {
    "dbu": ("/", "/tables", {"gm_name": "Gina", "source": "example", "example": "saiyan-duel"}),
    "ddc": (
        "/?game=ddc",
        "/tables",
        {
            "game": "ddc",
            "gm_name": "Gina",
            "fighter0": "Agumon",
            "side0": "Red",
            "fighter1": "Gabumon",
            "side1": "Blue",
            "plays_Red": "player",
            "plays_Blue": "greedy",
        },
    ),
    "top": (
        "/top/new",
        "/top/tables",
        {"gm_name": "Gina", "players": "2", "plays0": "player", "plays1": "greedy", "turns": "5"},
    ),
}


@pytest.fixture
def web(tmp_path: Path) -> Iterator[tuple[TestClient, WebTable]]:
    app = create_app(f"sqlite:///{tmp_path / 'tables.sqlite3'}", data=EXAMPLES)
    with TestClient(app) as client:
        yield client, app.state.web


def seeds(web: WebTable) -> list[int]:
    with web.service.engine.connect() as c:
        return [int(s) for s in c.execute(sa.select(TABLES.c.seed).order_by(TABLES.c.id)).scalars()]


def create(client: TestClient, path: str, form: dict[str, str]) -> None:
    response = client.post(path, data=form, follow_redirects=False)
    assert response.status_code == 303, response.text[-1500:]


@pytest.mark.parametrize("game", sorted(FORMS))
def test_an_empty_seed_is_a_fresh_one_per_table_and_a_typed_one_is_kept(
    web: tuple[TestClient, WebTable], game: str
) -> None:
    client, w = web
    page_path, post_path, form = FORMS[game]
    field = re.search(r'<input name="seed"[^>]*>', client.get(page_path).text)
    assert field is not None
    assert 'value=""' in field[0]  # the form offers no seed: the server draws one
    create(client, post_path, form)
    create(client, post_path, {**form, "seed": "  "})
    create(client, post_path, {**form, "seed": "90210"})
    first, second, typed = seeds(w)
    assert first != second
    assert 0 not in (first, second)
    assert typed == 90210
