"""The web table in a real browser: ``tenkaichi serve --demo`` in a subprocess and Debian's
Chromium (through Playwright) at each seat. The live client draws every seat's page in place:
the player answers and the game master's and the spectator's pages follow without reloading;
the spectator gets no options; the game master's undo brings the player's decision back; a
refused control is told in one line and never sent again. Screenshots of each seat go to
tests/artifacts/browser/ (ignored by git)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .browser_helpers import (
    UPDATE_MS,
    Server,
    assert_not_reloaded,
    chromium,
    client_ready,
    playwright_or_skip,
    seq_of,
    serving,
    shoot,
    wait_seq,
)

sync_api = playwright_or_skip()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    with serving(f"sqlite:///{tmp_path / 'tables.sqlite3'}", demo=True) as running:
        yield running


def open_seats(browser: Any, links: dict[str, str], who: tuple[str, ...]) -> dict[str, Any]:
    pages: dict[str, Any] = {}
    for seat in who:
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        context.set_default_timeout(UPDATE_MS)
        page = context.new_page()
        page.goto(links[seat])
        client_ready(page)
        pages[seat] = page
    return pages


def log_texts(page: Any) -> list[str]:
    return list(page.locator("#log .line").all_inner_texts())


def test_three_seats_follow_a_decision_and_its_undo_in_chromium(server: Server) -> None:
    with chromium(sync_api) as browser:
        pages = open_seats(browser, server.links, ("player", "game master", "spectator"))
        player, gm, watcher = pages["player"], pages["game master"], pages["spectator"]

        headline = player.locator(".decision h2").inner_text()
        assert "Your turn" in headline
        for page in (gm, watcher):
            assert page.locator(".decision.yours").count() == 0
            assert page.locator(".options button").count() == 0
            assert "Waiting for Kris" in page.locator(".decision h2").inner_text()
        shoot(pages, "1-start")

        # Power Up leaves the next decision with the player (no bot's answer in between).
        before = {who: (seq_of(page), len(log_texts(page))) for who, page in pages.items()}
        player.locator(".options button", has_text="Power Up").click()
        sync_api.expect(player.locator(".decision h2")).not_to_have_text(headline)
        for who, page in pages.items():
            wait_seq(page, before[who][0])
            lines = log_texts(page)
            assert len(lines) > before[who][1], who
            assert any("Power Up" in line for line in lines[before[who][1] :]), who
            assert_not_reloaded(page)
        assert watcher.locator(".options button").count() == 0
        shoot(pages, "2-after-power-up")

        seqs = {who: seq_of(page) for who, page in pages.items()}
        gm.get_by_role("button", name="Undo", exact=True).click()
        gm.locator("dialog button.primary").click()  # "Yes, undo" or "Keep those dice"
        for who, page in pages.items():
            wait_seq(page, seqs[who])
        sync_api.expect(player.locator(".decision h2")).to_have_text(headline)
        assert player.locator(".options button", has_text="Power Up").count() == 1
        assert watcher.locator(".options button").count() == 0
        for page in pages.values():
            assert_not_reloaded(page)
        shoot(pages, "3-after-undo")


def test_a_refused_control_is_told_in_one_line_and_never_sent_again(server: Server) -> None:
    with chromium(sync_api) as browser:
        pages = open_seats(browser, server.links, ("player", "game master"))
        player, gm = pages["player"], pages["game master"]
        # Nothing a person chose yet: nothing to undo, and a ruling the fight cannot take (a
        # Life above the fighter's maximum) is refused, told in the status line.
        assert gm.get_by_role("button", name="Undo", exact=True).is_disabled()
        gm.locator("#gm-rulings > summary").click()
        ruling = gm.get_by_role("group", name="Set a value", exact=True)
        ruling.get_by_label("New value", exact=True).fill("999999")
        ruling.get_by_role("button", name="Set", exact=True).click()
        sync_api.expect(gm.locator(".status-line")).to_contain_text("its maximum")
        headline = player.locator(".decision h2").inner_text()
        before = seq_of(gm)
        player.locator(".options button", has_text="Power Up").click()
        sync_api.expect(player.locator(".decision h2")).not_to_have_text(headline)
        wait_seq(gm, before)  # the GM's page follows the player's answer by itself
        # and the player's answer stands: nobody sent the refused undo again
        time.sleep(1.0)
        assert "took back" not in player.locator("#tk-app").inner_text()
        assert "GM:" not in player.locator("#log").inner_text()
        assert player.locator(".decision h2").inner_text() != headline
        for page in pages.values():
            assert_not_reloaded(page)
        shoot(pages, "4-refused-undo-not-resent")
