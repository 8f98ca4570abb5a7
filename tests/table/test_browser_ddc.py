"""A Dungeon DICE Combat battle at the web table in three browsers: the host opens the table
from the home page's DDC form (Agumon for Red, Gabumon for Blue, each side a person's invite),
two players join from their links in their own Chromium contexts, the host lets them in and
starts, and the players fight to the end by clicking only: a highlighted square to step next
to the foe, the foe on the grid and then a move from the list for it, and "End the turn".
Each page follows the other's clicks through its WebSocket; the page of the player who waits
offers nothing to click. Screenshots of every seat go to tests/artifacts/browser/ddc/ (at the
end, and at the moment of a failure).
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .browser_helpers import ARTIFACTS, UPDATE_MS, chromium, playwright_or_skip, serving, shoot

sync_api = playwright_or_skip()

CLICKS_MAX = 200
"""Clicks the battle may take before the test gives up on its ending."""
FIGHTER = {"Pat": "Agumon", "Quinn": "Gabumon"}
FOLDER = ARTIFACTS / "ddc"


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Any]:
    with serving(f"sqlite:///{tmp_path / 'tables.sqlite3'}") as running:
        yield running


def _seq(page: Any) -> int:
    return int(page.locator(".table-panel").get_attribute("data-seq"))


def _click_and_follow(page: Any, button: Any, others: list[Any]) -> None:
    """Click a button that posts the page's form, then wait until every other page shows
    the table as it is after it."""
    with page.expect_navigation():
        button.click()
    page.wait_for_load_state("load")
    now = _seq(page)
    for other in others:
        other.wait_for_function(
            "seq => Number(document.querySelector('.table-panel').dataset.seq) === seq",
            arg=now,
            timeout=UPDATE_MS,
        )
        other.wait_for_load_state("load")


def _open_table(browser: Any, base: str) -> tuple[Any, dict[str, str]]:
    host = browser.new_context().new_page()
    host.goto(f"{base}/")
    with host.expect_navigation():
        host.get_by_role("link", name="Dungeon DICE Combat").click()
    form = host.locator("#game-ddc form")
    form.locator('input[name="gm_name"]').fill("Gina")
    form.locator('select[name="fighter0"]').select_option("Agumon")
    form.locator('select[name="side0"]').select_option("Red")
    form.locator('select[name="fighter1"]').select_option("Gabumon")
    form.locator('select[name="side1"]').select_option("Blue")
    form.locator('select[name="plays_Red"]').select_option("player")
    form.locator('select[name="plays_Blue"]').select_option("player")
    form.locator('input[name="seed"]').fill("11")
    form.locator("summary").click()
    form.locator('input[name="rule_grid_width"]').fill("7")
    form.locator('input[name="rule_grid_height"]').fill("5")
    with host.expect_navigation():
        form.get_by_role("button", name="Open the Dungeon DICE Combat table").click()
    assert "/seat/" in host.url
    links: dict[str, str] = {}
    for row in host.locator("table.seats tr").all()[1:]:
        cells = row.locator("td").all_inner_texts()
        if cells[0] == "Player":
            links[cells[2]] = cells[3].strip()
    assert set(links) == {"Red", "Blue"}, links
    return host, links


def _join(browser: Any, link: str, name: str) -> Any:
    page = browser.new_context().new_page()
    page.goto(link)
    page.locator('input[name="name"]').fill(name)
    with page.expect_navigation():
        page.get_by_role("button", name="Join the table").click()
    return page


def _reopen(page: Any) -> None:
    """Open the seat's page again (a page may be reloading itself as the table moves on: a
    navigation it interrupts is tried again)."""
    url = page.url.split("?")[0]
    for _ in range(10):
        try:
            page.goto(url)
            page.wait_for_load_state("load")
            return
        except sync_api.Error:
            time.sleep(0.2)
    raise AssertionError(f"{url} did not open")


def _let_in_and_start(host: Any) -> None:
    for _ in FIGHTER:
        _reopen(host)
        with host.expect_navigation():
            host.get_by_role("button", name="Let in").first.click()
    with host.expect_navigation():
        host.get_by_role("button", name="Start the battle").click()


def _turn(page: Any, others: list[Any]) -> None:
    """One click of the player whose turn it is."""
    turn = page.locator("#turn").inner_text()
    targets = page.locator("button[data-target]")
    if targets.count() and "attack used" not in turn:
        targets.first.click()
        details = page.locator("details.attack[open]")
        assert details.count() == 1
        named = details.locator("button.option", has_text="x2")
        move = named.first if named.count() else details.locator("button.option").first
        assert re.search(r"\d+d4", move.inner_text())
        _click_and_follow(page, move, others)
        return
    squares = page.locator("button.square.as-move")
    if squares.count() and "attack used" not in turn:
        foe = page.locator(".grid .token:not(.acting)").first
        fx, fy = int(foe.get_attribute("data-x")), int(foe.get_attribute("data-y"))

        def distance(i: int) -> int:
            square = squares.nth(i)
            x, y = int(square.get_attribute("data-x")), int(square.get_attribute("data-y"))
            return max(abs(x - fx), abs(y - fy))

        nearest = min(range(squares.count()), key=distance)
        _click_and_follow(page, squares.nth(nearest), others)
        return
    _click_and_follow(page, page.get_by_role("button", name="End the turn"), others)


def test_two_players_fight_a_ddc_battle_to_its_end_by_clicking(server: Any) -> None:
    with chromium(sync_api) as browser:
        host, links = _open_table(browser, server.base)
        players = {
            name: _join(browser, links[side], name)
            for name, side in (("Pat", "Red"), ("Quinn", "Blue"))
        }
        pages = {"host": host, **players}
        try:
            _let_in_and_start(host)
            for page in players.values():
                _reopen(page)
            winner = ""
            for _ in range(CLICKS_MAX):
                on_turn = [
                    n
                    for n, p in players.items()
                    if p.locator("#answer button[name=option]").count()
                ]
                if not on_turn:
                    winner = players["Pat"].locator("#winner").inner_text()
                    break
                assert len(on_turn) == 1, on_turn
                mine = players[on_turn[0]]
                waiting = [p for n, p in players.items() if n != on_turn[0]]
                assert "Waiting for" in waiting[0].locator("#decision").inner_text()
                _turn(mine, [*waiting, host])
            assert winner.startswith("The battle is over:"), "the battle did not end"
            for page in pages.values():
                assert page.locator("#winner").inner_text() == winner
                assert page.locator("#log p.battle_ended").count() == 1
            shoot(pages, "ddc-end", FOLDER)
        except BaseException:
            shoot(pages, "ddc-failure", FOLDER)
            raise
