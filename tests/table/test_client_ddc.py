"""A 2v2 Dungeon DICE Combat battle in the live client, in four Chromium contexts at once: the
host (game master) on a desktop, Pat (Red: Agumon and Patamon) on a desktop, Quinn (Blue:
Gabumon and Palmon) on a 390 x 844 phone and a spectator. The players play by the grid: a
shaded square to step toward a foe, a ringed foe to list the moves on it, then a move (by
click, or by its number key); Gabumon digivolves once. No page ever reloads; every seat's page
is axe-clean (no serious or critical violation); each side is drawn in its own colour and
shape and starts from its own edge; a digivolved Gabumon is shown as Garurumon; the phone shows
everything with nothing cut off and 44 px targets. Screenshots of every seat at each step go
to tests/artifacts/browser/ddc-client/.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tenkaichi.table.web_ddc import edge_squares, page_model

from .browser_helpers import (
    ARTIFACTS,
    UPDATE_MS,
    assert_not_reloaded,
    axe_violations,
    chromium,
    client_ready,
    playwright_or_skip,
    seq_of,
    serving,
    shoot,
    wait_seq,
)

FOLDER = ARTIFACTS / "ddc-client"
WIDTH, HEIGHT = 10, 8
TEAMS = {"Red": ("Agumon", "Patamon"), "Blue": ("Gabumon", "Palmon")}
PLAYERS = {"Pat": "Red", "Quinn": "Blue"}
COLOURS = {"Red": "#d55e00", "Blue": "#0072b2"}
SHAPES = {"Red": "circle", "Blue": "square"}
DECISIONS_MAX = 60
"""Answers the test makes before it stops (the battle may end sooner)."""
STEP_MS = 3 * UPDATE_MS
"""How long a page may take to follow an answer here (four browsers share the machine)."""
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Any]:
    with serving(f"sqlite:///{tmp_path / 'tables.sqlite3'}") as running:
        yield running


def open_table(browser: Any, base: str) -> tuple[Any, dict[str, str], str]:
    """The host opens a 2v2 table from the home page's DDC form (digivolving on, a 10x8
    grid): the host's page, the players' invite links by side and the spectator's link."""
    host = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    host.goto(f"{base}/?game=ddc")
    form = host.locator("#game-ddc form")
    form.locator('input[name="gm_name"]').fill("Gina")
    rows = [(f, side) for side, team in TEAMS.items() for f in team]
    for i, (fighter, side) in enumerate(rows):
        form.locator(f'select[name="fighter{i}"]').select_option(fighter)
        form.locator(f'select[name="side{i}"]').select_option(side)
    form.locator('select[name="plays_Red"]').select_option("player")
    form.locator('select[name="plays_Blue"]').select_option("player")
    form.locator('input[name="seed"]').fill("5")
    form.locator("summary").click()
    form.locator('input[name="rule_grid_width"]').fill(str(WIDTH))
    form.locator('input[name="rule_grid_height"]').fill(str(HEIGHT))
    form.locator('select[name="rule_digivolve_enabled"]').select_option("yes")
    with host.expect_navigation():
        form.get_by_role("button", name="Open the Dungeon DICE Combat table").click()
    assert "/seat/" in host.url
    client_ready(host)
    links: dict[str, str] = {}
    spectator = ""
    for row in host.locator("table.seats tbody tr").all():
        cells = row.locator("td").all_inner_texts()
        if cells[0].lower() == "player":
            links[cells[2]] = str(row.locator("a").get_attribute("href"))
        elif cells[0].lower() == "spectator":
            spectator = str(row.locator("a").get_attribute("href"))
    assert set(links) == {"Red", "Blue"}, links
    assert spectator
    return host, links, spectator


def join(browser: Any, link: str, name: str, phone: bool) -> Any:
    context = browser.new_context(**PHONE) if phone else browser.new_context()
    page = context.new_page()
    page.goto(link)
    client_ready(page)
    page.locator('input[name="name"]').fill(name)
    page.get_by_role("button", name="Join the table").click()
    page.wait_for_selector("text=waiting", timeout=UPDATE_MS)
    return page


def let_in_and_start(host: Any, players: int = len(PLAYERS)) -> None:
    """Once every player's join shows on the host's page, let each in, then start."""
    host.wait_for_function(
        "n => document.querySelectorAll('table.seats button[value=approve]').length === n",
        arg=players,
        timeout=STEP_MS,
    )
    for _ in range(players):
        button = host.get_by_role("button", name="Let in").first
        button.wait_for(timeout=UPDATE_MS)
        waiting = host.get_by_role("button", name="Let in").count()
        button.click()
        host.wait_for_function(
            "n => document.querySelectorAll('table.seats button[value=approve]').length < n",
            arg=waiting,
            timeout=STEP_MS,
        )
    host.get_by_role("button", name="Start the battle").click()
    host.wait_for_selector(".ddc-client", timeout=UPDATE_MS)


def tokens(page: Any) -> list[dict[str, str]]:
    return list(
        page.eval_on_selector_all(
            ".ddc-token",
            """els => els.map(e => ({name: e.dataset.fighter, shown: e.dataset.shown,
                side: e.dataset.side, x: e.dataset.x, y: e.dataset.y,
                fill: e.querySelector('.mark').getAttribute('fill'),
                shape: [...e.classList].find(c => c.startsWith('side-')),
                down: e.classList.contains('down')}))""",
        )
    )


def check_sides(page: Any, first: bool) -> None:
    """Each side in its own colour and shape, named in the legend with its starting edge
    (and, at the start, standing on that edge: Red on the left half, Blue on the right)."""
    for t in tokens(page):
        assert t["fill"].lower() == COLOURS[t["side"]], t
        assert t["shape"] == f"side-{SHAPES[t['side']]}", t
        if first:
            x = int(t["x"])
            assert x < WIDTH // 2 if t["side"] == "Red" else x >= WIDTH // 2, t
    legend = page.locator(".ddc-legend").inner_text()
    assert "Red: circle tokens, from the left edge" in legend
    assert "Blue: square tokens, from the right edge" in legend
    assert page.locator(".ddc-edge.edge-left[data-side=Red]").count() == 1
    assert page.locator(".ddc-edge.edge-right[data-side=Blue]").count() == 1


def check_axe(pages: dict[str, Any]) -> None:
    for who, page in pages.items():
        found = axe_violations(page)
        assert not found, f"{who}: {found}"


def check_phone(page: Any) -> None:
    """Nothing wider than the phone, the decision's buttons 44 px tall."""
    wide = page.evaluate("() => document.documentElement.scrollWidth")
    assert wide <= 390, f"the phone page is {wide} px wide"
    cut = page.evaluate(
        """() => [...document.querySelectorAll('#tk-app button, #tk-app select, #tk-app a')]
            .filter(e => e.offsetParent !== null)
            .map(e => e.getBoundingClientRect())
            .filter(r => r.right > 391 || r.left < -1).length"""
    )
    assert cut == 0, f"{cut} controls cut off on the phone"
    small = page.evaluate(
        """() => [...document.querySelectorAll(
                '#decision button, #decision select, .ddc-grid-tools button')]
            .filter(e => e.offsetParent !== null)
            .map(e => e.getBoundingClientRect())
            .filter(r => r.height < 43.5 || r.width < 43.5).length"""
    )
    assert small == 0, f"{small} touch targets under 44 px on the phone"


def check_digivolved(pages: dict[str, Any]) -> None:
    """A digivolved Gabumon is shown by its form's name: on the grid, its panel, the turn order."""
    for who, page in pages.items():
        shown = {t["name"]: t["shown"] for t in tokens(page)}
        assert shown["Gabumon"] == "Garurumon", (who, shown)
        card = page.locator('.ddc-fighter[data-fighter="Gabumon"] h3').inner_text()
        assert card.split("(")[0].strip().endswith("Garurumon"), card
        assert "Gabumon digivolved" in card
        assert "Garurumon" in page.locator(".ddc-order").inner_text()
    shoot(pages, "digivolved", FOLDER)


def on_turn(players: dict[str, Any]) -> str:
    """The player asked to act now, or "" once the battle is over."""
    first = next(iter(players.values()))
    for _ in range(STEP_MS // 100):
        found = [n for n, p in players.items() if p.locator(".ddc-decision.yours").count()]
        if found:
            assert len(found) == 1, found
            return found[0]
        if first.locator("#winner").count():
            return ""
        first.wait_for_timeout(100)
    raise AssertionError("nobody is asked to act")


class Play:
    def __init__(
        self, pages: dict[str, Any], players: dict[str, Any], sides: dict[str, str] = PLAYERS
    ) -> None:
        self.pages = pages
        self.players = players
        self.sides = sides
        self.folder = FOLDER
        self.step = 0
        self.digivolved = False
        self.attacks = 0
        self.grid_moves = 0

    def answer(self, page: Any, act: Any) -> None:
        """Do ``act`` on ``page`` and wait until every page shows the table after it."""
        before = seq_of(page)
        act()
        for other in self.pages.values():
            wait_seq(other, before, timeout=STEP_MS)
        self.step += 1
        if self.step % 4 == 1:
            shoot(self.pages, f"step{self.step:02d}", self.folder)

    def turn(self, who: str) -> None:
        page = self.players[who]
        side = self.sides[who]
        decision = page.locator("#decision")
        others = decision.locator("ol.ddc-options > li > button")
        digivolve = decision.locator("button", has_text="Digivolve into Garurumon")
        if not self.digivolved and digivolve.count():
            self.answer(page, digivolve.click)
            self.digivolved = True
            check_digivolved(self.pages)
            return
        turn = page.locator(".ddc-turn h2").inner_text()
        foes = page.locator(f".ddc-token.attackable:not([data-side={side}])")
        if foes.count() and "attack used" not in turn:
            foes.first.click()
            moves = decision.locator("ol.ddc-options > li > button[data-move]")
            moves.first.wait_for(timeout=UPDATE_MS)
            assert "d4" in moves.first.inner_text()
            if self.attacks % 2:
                self.answer(page, lambda: page.keyboard.press("1"))
            else:
                named = decision.locator("button[data-move]", has_text="x2")
                self.answer(page, (named.first if named.count() else moves.first).click)
            self.attacks += 1
            return
        squares = page.locator(".ddc-reach.move")
        if squares.count() and "attack used" not in turn:
            enemy = [(int(t["x"]), int(t["y"])) for t in tokens(page) if t["side"] != side]
            here = page.eval_on_selector_all(
                ".ddc-reach.move", "els => els.map(e => [Number(e.dataset.x), Number(e.dataset.y)])"
            )

            def gap(i: int) -> int:
                x, y = int(here[i][0]), int(here[i][1])
                return min(max(abs(x - fx), abs(y - fy)) for fx, fy in enemy)

            best = min(range(len(here)), key=gap)
            self.answer(page, squares.nth(best).click)
            self.grid_moves += 1
            return
        end = others.filter(has_text="End the turn")
        assert end.count(), others.all_inner_texts()
        self.answer(page, end.click)


def test_a_2v2_ddc_battle_in_the_live_client_on_four_screens(server: Any) -> None:
    with chromium(playwright_or_skip()) as browser:
        host, links, spectator_link = open_table(browser, server.base)
        pat = join(browser, links["Red"], "Pat", phone=False)
        quinn = join(browser, links["Blue"], "Quinn", phone=True)
        spectator = browser.new_context().new_page()
        spectator.goto(spectator_link)
        client_ready(spectator)
        pages = {"host": host, "Pat": pat, "Quinn-phone": quinn, "spectator": spectator}
        try:
            let_in_and_start(host)
            for page in pages.values():
                page.wait_for_selector(".ddc-client", timeout=UPDATE_MS)
            shoot(pages, "start", FOLDER)
            for page in pages.values():
                check_sides(page, first=True)
            check_axe(pages)
            check_phone(quinn)
            play = Play(pages, {"Pat": pat, "Quinn": quinn})
            winner = ""
            for _ in range(DECISIONS_MAX):
                who = on_turn(play.players)
                if not who:
                    winner = pat.locator("#winner").inner_text()
                    break
                play.turn(who)
                if play.step == 12:
                    check_axe(pages)
                    check_phone(quinn)
            shoot(pages, "end", FOLDER)
            assert play.digivolved, "Gabumon was never offered to digivolve"
            assert play.grid_moves >= 2, play.grid_moves
            assert play.attacks >= 2, play.attacks
            for page in pages.values():
                assert_not_reloaded(page)
                check_sides(page, first=False)
                assert page.locator("[role=log]").count() == 1
                if winner:
                    assert page.locator("#winner").inner_text() == winner
            check_axe(pages)
            check_phone(quinn)
        except BaseException:
            shoot(pages, "failure", FOLDER)
            raise


# --- the page model the client draws (no browser) ------------------------------------------


def _view(fighters: list[dict[str, Any]], actor: str = "Agumon") -> dict[str, Any]:
    def one(name: str, side: str, x: int, **more: Any) -> dict[str, Any]:
        base = {
            "name": name,
            "form": name,
            "base": name,
            "level": "rookie",
            "side": side,
            "square": [x, 2],
            "hp": 100,
            "max_hp": 100,
            "dice": 4,
            "posts": 1,
            "named_ready": 0,
            "recharging": 0,
            "moves": [],
            "statuses": [],
            "alive": True,
        }
        return {**base, **more}

    return {
        "status": "running",
        "you": {"role": "player", "side": "Red", "plays": ["Agumon"]},
        "battle": {
            "round": 1,
            "actor": actor,
            "width": 7,
            "height": 5,
            "order": [f["name"] for f in fighters],
            "rules": {"defend_divisor": 2},
            "turn": {"mode": "move_act", "steps": 4, "attacked": False, "extra": False},
            "fighters": [one(**f) for f in fighters],
        },
        "pending": {
            "decision_id": 3,
            "kind": "choice",
            "actor": actor,
            "prompt": f"{actor}'s turn: what now?",
            "options": [
                {"number": 0, "label": "Move to square 2,1", "action": "move", "square": [2, 1]},
                {
                    "number": 1,
                    "label": "Attack Gabumon with Normal",
                    "action": "attack",
                    "move": "Normal",
                    "target": "Gabumon",
                    "move_kind": "offense",
                    "range": "normal",
                    "named": False,
                    "roll": [4, 4, 1],
                },
                {"number": 2, "label": "End the turn", "action": "end"},
            ],
        },
        "events": [{"kind": "turn_started", "text": "Agumon's turn (post 1)"}],
    }


def test_each_side_is_drawn_in_its_own_colour_and_shape_whatever_its_order() -> None:
    """Red is vermillion and Blue is blue, in either order (they were drawn the wrong way round:
    the first side got blue)."""
    for first, second in (("Red", "Blue"), ("Blue", "Red")):
        model = page_model(
            _view(
                [
                    {"name": "Agumon", "side": first, "x": 1},
                    {"name": "Gabumon", "side": second, "x": 3},
                ]
            ),
            {},
        )
        looks = {s["name"]: (s["colour"], s["shape"]) for s in model["sides"]}
        assert looks == {"Red": ("#d55e00", "circle"), "Blue": ("#0072b2", "square")}
        for f in model["fighters"]:
            assert (f["colour"], f["shape"]) == looks[f["side"]]


def test_a_digivolved_fighter_is_shown_by_its_forms_name() -> None:
    model = page_model(
        _view(
            [
                {"name": "Agumon", "side": "Red", "x": 1},
                {
                    "name": "Gabumon",
                    "side": "Blue",
                    "x": 2,
                    "form": "Garurumon",
                    "digivolved": True,
                },
            ]
        ),
        {},
    )
    gabumon = next(f for f in model["fighters"] if f["name"] == "Gabumon")
    assert (gabumon["shown"], gabumon["base"]) == ("Garurumon", "Gabumon")
    assert gabumon["letter"] == "Ga"
    assert [o["shown"] for o in model["order"]] == ["Agumon", "Garurumon"]
    assert [t["shown"] for t in model["targets"]] == ["Garurumon"]
    attack = model["targets"][0]["moves"][0]
    assert attack["amount"] == "4-16 damage, about 10"
    assert attack["knockout"] == 0.0


def test_what_a_person_reads_has_no_raw_tuples_nor_snake_case() -> None:
    model = page_model(
        _view(
            [{"name": "Agumon", "side": "Red", "x": 1}, {"name": "Gabumon", "side": "Blue", "x": 2}]
        ),
        {},
    )
    words: list[str] = []

    def walk(node: Any, key: str = "") -> None:
        if isinstance(node, dict):
            for k, v in node.items():
                walk(v, k)
        elif isinstance(node, list):
            for v in node:
                walk(v, key)
        elif isinstance(node, str) and key not in ("kind", "colour", "shape", "edge", "role"):
            words.append(node)

    walk({k: v for k, v in model.items() if k not in ("rows", "log")})
    for text in words:
        assert not re.search(r"\(\d+, ?\d+\)", text), text
        assert not re.search(r"[a-z]_[a-z]", text), text
    assert model["squares"][0] == {
        "number": 0,
        "kind": "move",
        "x": 2,
        "y": 1,
        "label": "Move to square 2,1",
        "where": "square 2,1",
        "near": ["Gabumon"],
    }


def test_sides_start_from_their_own_edges() -> None:
    """A 2v2 from the form: Red on the left, Blue on the right, each side in a line (the
    engine's ring put the sides at alternate points, team-mates across from each other)."""
    squares = edge_squares(["Red", "Blue", "Red", "Blue"], 15, 15)
    red = [s for s, side in zip(squares, ["Red", "Blue"] * 2, strict=True) if side == "Red"]
    blue = [s for s, side in zip(squares, ["Red", "Blue"] * 2, strict=True) if side == "Blue"]
    assert {x for x, _ in red} == {2}
    assert {x for x, _ in blue} == {12}
    assert sorted(y for _, y in red) == sorted(y for _, y in blue) == [6, 8]
    three = edge_squares(["Red", "Blue", "Green", "Green"], 7, 5)
    assert len(set(three)) == 4
    assert all(0 <= x < 7 and 0 <= y < 5 for x, y in three)
    assert three[2][1] == three[3][1] < three[0][1]
