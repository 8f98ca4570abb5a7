"""The web table in a real browser: ``tenkaichi serve --demo`` in a subprocess and Debian's
Chromium (through Playwright) at each seat. The player clicks an option and the game master's
and the spectator's pages follow by themselves (their WebSocket script reloads on a newer
view); the spectator gets no option buttons; the game master's undo brings the player's
decision back. Screenshots of each seat go to tests/artifacts/browser/ (ignored by git)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .browser_helpers import (
    UPDATE_MS,
    Server,
    chromium,
    log_lines,
    mark,
    open_groups_around,
    playwright_or_skip,
    serving,
    shoot,
    wait_reloaded,
)

sync_api = playwright_or_skip()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    with serving(f"sqlite:///{tmp_path / 'tables.sqlite3'}", demo=True) as running:
        yield running


def test_three_seats_follow_a_decision_and_its_undo_in_chromium(server: Server) -> None:
    with chromium(sync_api) as browser:
        pages: dict[str, Any] = {}
        for who, url in server.links.items():
            context = browser.new_context(viewport={"width": 1280, "height": 900})
            context.set_default_timeout(UPDATE_MS)
            page = context.new_page()
            page.goto(url)
            pages[who] = page
        player, gm, watcher = pages["player"], pages["game master"], pages["spectator"]

        headline = player.locator(".decision h2").inner_text()
        assert "Your turn" in headline
        assert watcher.locator("button.option").count() == 0
        assert gm.locator("button.option").count() == 0
        assert watcher.locator(".decision h2").inner_text() != ""
        shoot(pages, "1-start")

        # A closed group opens on a click and shows its options.
        attack = player.locator("button.option", has_text="Basic Attack").first
        assert not attack.is_visible()
        open_groups_around(player, attack)

        # Power Up leaves the next decision with the player (no bot's answer in between).
        power_up = player.locator("button.option", has_text="Power Up").first
        open_groups_around(player, power_up)
        before = {who: log_lines(page) for who, page in pages.items()}
        mark(gm)
        mark(watcher)
        # The page's own WebSocket may reload it while the form's answer redirects it, so
        # the test waits for what the page shows rather than for one navigation.
        power_up.click()
        sync_api.expect(player.locator(".decision h2")).not_to_have_text(headline)
        for page in (gm, watcher):
            wait_reloaded(page)
        after = {who: log_lines(page) for who, page in pages.items()}
        for who in pages:
            assert len(after[who]) > len(before[who]), who
            assert any("Power Up" in line for line in after[who][len(before[who]) :]), who
        assert watcher.locator("button.option").count() == 0
        shoot(pages, "2-after-power-up")

        mark(player)
        mark(watcher)
        gm.get_by_role("button", name="Undo the last decision").click()
        for page in (player, watcher):
            wait_reloaded(page)
        assert player.locator(".decision h2").inner_text() == headline
        assert player.locator("button.option", has_text="Power Up").count() == 1
        assert watcher.locator("button.option").count() == 0
        shoot(pages, "3-after-undo")


def test_a_refused_form_is_never_sent_again_when_the_page_follows_the_table(
    server: Server,
) -> None:
    with chromium(sync_api) as browser:
        pages: dict[str, Any] = {}
        for who in ("player", "game master"):
            context = browser.new_context(viewport={"width": 1280, "height": 900})
            context.set_default_timeout(UPDATE_MS)
            page = context.new_page()
            page.goto(server.links[who])
            pages[who] = page
        player, gm = pages["player"], pages["game master"]
        # Nothing a person chose yet: the undo is refused, shown at the form's address.
        gm.get_by_role("button", name="Undo the last decision").click()
        sync_api.expect(gm.get_by_text("only 0 decisions can be taken back")).to_be_visible()
        headline = player.locator(".decision h2").inner_text()
        power_up = player.locator("button.option", has_text="Power Up").first
        open_groups_around(player, power_up)
        mark(gm)
        power_up.click()
        sync_api.expect(player.locator(".decision h2")).not_to_have_text(headline)
        wait_reloaded(gm)  # the GM's page follows the player's answer by itself
        sync_api.expect(gm.locator(".table-panel")).not_to_contain_text("took back")
        assert gm.url.endswith(server.links["game master"].split("/seat/")[1])
        # and the player's answer stands: nobody sent the refused undo again
        time.sleep(1.0)
        assert "took back" not in player.locator(".table-panel").inner_text()
        assert player.locator(".decision h2").inner_text() != headline
        shoot(pages, "4-refused-undo-not-resent")
