"""Every number the three creation forms take (DBU, DDC, Tournament of Power) is read by one
parser (issue 32, finding 7): ASCII digits only, within the field's range. A superscript, a
circled digit, a sign, an exponent, a 5,000-digit number or an empty field is told in one line
next to its field with HTTP 400 (never 500), and no table is opened; an empty seed is no error:
it asks for secret dice."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
import sqlalchemy as sa
from fastapi.testclient import TestClient

from table.helpers import EXAMPLES, SHEETS_DUEL
from tenkaichi.dice.rng import MAX_SEED
from tenkaichi.table.store import TABLES
from tenkaichi.table.web import WebTable, create_app
from tenkaichi.table.web_create import FormNumberError, whole_number

from .test_table_seeds import DBU_FORM, DDC_FORM

BAD = {
    "superscript": "²",
    "circled": "①",
    "arabic-indic": "٣",
    "fullwidth": "３",
    "negative": "-1",
    "exponent": "1e9",
    "plus": "+3",
    "spaced": "1 2",
    "huge": "9" * 5000,
    "empty": "",
}
"""Values no number field takes (an empty seed aside: see the last test)."""

TOP = {"gm_name": "Hana", "players": "3", "plays0": "gm", "plays1": "greedy", "plays2": "random"}
FIELDS = [
    # (form's path, form, field posted, where its error stands)
    ("/top/tables", TOP, "players", "players"),
    ("/top/tables", TOP, "seed", "seed"),
    ("/tables", DDC_FORM, "seed", "seed"),
    ("/tables", DDC_FORM, "rule_move_steps", "rule_move_steps"),
    ("/tables", DDC_FORM, "rule_round_limit", "rule_round_limit"),
    ("/tables", DBU_FORM, "seed", "seed"),
    ("/tables", SHEETS_DUEL, "seed", "seed"),
    ("/tables", SHEETS_DUEL, "width", "grid"),
    ("/tables", SHEETS_DUEL, "height", "grid"),
]


@pytest.fixture(scope="module")
def web(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[TestClient, WebTable]]:
    path: Path = tmp_path_factory.mktemp("forms") / "tables.sqlite3"
    app = create_app(f"sqlite:///{path}", data=EXAMPLES)
    with TestClient(app, raise_server_exceptions=False) as client:
        yield client, app.state.web


@pytest.fixture
def fresh(tmp_path: Path) -> Iterator[tuple[TestClient, WebTable]]:
    """A server of its own (the tests that open tables stay clear of the cap per address)."""
    app = create_app(f"sqlite:///{tmp_path / 'tables.sqlite3'}", data=EXAMPLES)
    with TestClient(app, raise_server_exceptions=False) as client:
        yield client, app.state.web


def _tables(web: WebTable) -> int:
    with web.service.engine.connect() as c:
        return int(c.execute(sa.select(sa.func.count()).select_from(TABLES)).scalar_one())


def _errors(page: str) -> dict[str, str]:
    found = re.finditer(r'<span class="error" data-for="([^"]+)"[^>]*>([^<]*)</span>', page)
    return {m[1]: html.unescape(m[2]) for m in found}


@pytest.mark.parametrize(("path", "form", "field", "at"), FIELDS)
@pytest.mark.parametrize("value", list(BAD.values()), ids=list(BAD))
def test_a_wrong_number_is_one_line_next_to_its_field(
    web: tuple[TestClient, WebTable],
    path: str,
    form: dict[str, str],
    field: str,
    at: str,
    value: str,
) -> None:
    if field == "seed" and value == "":
        pytest.skip("an empty seed asks for secret dice (the last test)")
    client, w = web
    before = _tables(w)
    response = client.post(path, data={**form, field: value}, follow_redirects=False)
    assert response.status_code == 400, response.text[-500:]
    errors = _errors(response.text)
    assert at in errors, errors
    assert errors[at].strip(), errors
    assert "\n" not in errors[at]
    assert len(errors[at]) < 200
    assert value not in errors[at] or not value.strip()  # the value is not echoed as the error
    assert _tables(w) == before


@pytest.mark.parametrize(("path", "form", "field", "at"), FIELDS)
def test_a_right_number_opens_the_table(
    fresh: tuple[TestClient, WebTable], path: str, form: dict[str, str], field: str, at: str
) -> None:
    client, _ = fresh
    right = {"players": "4", "seed": str(MAX_SEED), "width": "12", "height": "0009"}
    value = right.get(field, "3")
    response = client.post(path, data={**form, field: value}, follow_redirects=False)
    assert response.status_code == 303, _errors(response.text)


@pytest.mark.parametrize("path", ["/top/tables", "/tables"])
def test_a_seed_past_the_largest_is_refused(web: tuple[TestClient, WebTable], path: str) -> None:
    client, _ = web
    form = TOP if path == "/top/tables" else DBU_FORM
    response = client.post(path, data={**form, "seed": str(MAX_SEED + 1)})
    assert response.status_code == 400
    assert "seed" in _errors(response.text)


@pytest.mark.parametrize(
    ("path", "form"), [("/top/tables", TOP), ("/tables", DDC_FORM), ("/tables", DBU_FORM)]
)
def test_an_empty_seed_opens_a_table_with_secret_dice(
    fresh: tuple[TestClient, WebTable], path: str, form: dict[str, str]
) -> None:
    client, w = fresh
    for data in ({**form, "seed": ""}, {**form, "seed": "   "}, form):
        response = client.post(path, data=data, follow_redirects=False)
        assert response.status_code == 303, _errors(response.text)
        with w.service.engine.connect() as c:
            seed = c.execute(sa.select(TABLES.c.seed).order_by(TABLES.c.id.desc())).scalar()
        assert seed != 0


def test_the_parser_alone() -> None:
    assert whole_number("007", "x", 0, 10) == 7
    assert whole_number(" 10 ", "x", 0, 10) == 10
    for value in [*BAD.values(), "11", "0x5", "5_0", "٣"]:
        with pytest.raises(FormNumberError, match=r"^x is a whole number from 0 to 10$"):
            whole_number(value, "x", 0, 10)
