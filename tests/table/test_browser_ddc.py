"""A Dungeon DICE Combat battle at the web table in three browsers, in the live client: the
host opens the table from the home page's DDC form (Agumon for Red, Gabumon for Blue, each
side a person's invite, a 7x5 grid), two players join from their links in their own Chromium
contexts, the host lets them in and starts, and the players fight to the end by the grid
only: a shaded square to step next to the foe, the ringed foe and then a move from the list
for it, and "End the turn". Each page follows the others' clicks through its WebSocket and is
never reloaded; the page of the player who waits offers nothing to click; every page ends
saying who won, axe-clean. Screenshots of every seat go to tests/artifacts/browser/ddc/ (now
and then, at the end, and at the moment of a failure).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .browser_helpers import (
    ARTIFACTS,
    UPDATE_MS,
    assert_not_reloaded,
    chromium,
    client_ready,
    playwright_or_skip,
    serving,
    shoot,
)
from .test_client_ddc import Play, check_axe, join, let_in_and_start, on_turn, tokens

sync_api = playwright_or_skip()

DECISIONS_MAX = 200
"""Answers the battle may take before the test gives up on its ending."""
SIDES = {"Pat": "Red", "Quinn": "Blue"}
FOLDER = ARTIFACTS / "ddc"


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Any]:
    with serving(f"sqlite:///{tmp_path / 'tables.sqlite3'}") as running:
        yield running


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
    client_ready(host)
    links: dict[str, str] = {}
    for row in host.locator("table.seats tbody tr").all():
        cells = row.locator("td").all_inner_texts()
        if cells[0].lower() == "player":
            links[cells[2]] = str(row.locator("a").get_attribute("href"))
    assert set(links) == {"Red", "Blue"}, links
    return host, links


def test_two_players_fight_a_ddc_battle_to_its_end_by_clicking(server: Any) -> None:
    with chromium(sync_api) as browser:
        host, links = _open_table(browser, server.base)
        players = {name: join(browser, links[side], name, False) for name, side in SIDES.items()}
        pages = {"host": host, **players}
        try:
            let_in_and_start(host)
            for page in pages.values():
                page.wait_for_selector(".ddc-client", timeout=UPDATE_MS)
            start = {t["name"]: (int(t["x"]), t["fill"]) for t in tokens(host)}
            assert start["Agumon"][0] < start["Gabumon"][0], start
            assert start["Agumon"][1] == "#d55e00"
            assert start["Gabumon"][1] == "#0072b2"
            play = Play(pages, players, SIDES)
            play.folder = FOLDER
            play.digivolved = True  # digivolving is off at this table
            winner = ""
            for _ in range(DECISIONS_MAX):
                who = on_turn(players)
                if not who:
                    winner = players["Pat"].locator("#winner").inner_text()
                    break
                waiting = next(p for n, p in players.items() if n != who)
                assert "Waiting for" in waiting.locator("#decision").inner_text()
                assert waiting.locator(".ddc-reach, .ddc-token.attackable").count() == 0
                play.turn(who)
            assert winner.startswith("The battle is over:"), "the battle did not end"
            shoot(pages, "ddc-end", FOLDER)
            for page in pages.values():
                assert_not_reloaded(page)
                page.locator("#winner").wait_for(timeout=UPDATE_MS)
                assert page.locator("#winner").inner_text() == winner
                assert "battle" in page.locator("[role=log]").inner_text().lower()
            check_axe(pages)
        except BaseException:
            shoot(pages, "ddc-failure", FOLDER)
            raise
