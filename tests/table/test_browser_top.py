"""A whole Tournament of Power at the web table in two browsers: the host opens a 4-player table
from the home page (Player 1 theirs, Player 2 an invited person, Players 3 and 4 a greedy and a
random bot, a 5-round game), Bo joins through the invite link and is let in, and the two play
to the end through the pages only, like people: a move is a click on a warrior and then on a
ringed space, a placement or a step a click on a ringed space, a re-roll clicks on the dice to
keep and then the roll button, and every other decision is a button. Neither page ever shows
the other's hand. Screenshots of both pages go to tests/artifacts/browser/top/ (ignored by
git) when the test fails, and at the end."""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any

from .browser_helpers import ARTIFACTS, chromium, playwright_or_skip, serving, shoot

sync_api = playwright_or_skip()

FOLDER = ARTIFACTS / "top"
SEED = 21
GAME_SECONDS = 100.0
"""The game must end well inside this (the test itself stays under two minutes)."""
NAV_MS = 10_000


def _act(page: Any, rng: random.Random) -> bool:
    """Answer the page's decision the way a person does; False when it has none."""
    if page.locator("#decision").count() == 0:
        return False
    movers = page.locator("#board .warrior.movable")
    targets = page.locator("#board .space.target")
    keep = page.locator("#keep .die")
    buttons = page.locator("#answer button.option")
    with page.expect_navigation(timeout=NAV_MS):
        if movers.count():
            movers.nth(rng.randrange(movers.count())).click()
            reach = page.locator("#board .space.reach")
            assert reach.count() > 0, "a chosen warrior shows where it may go"
            reach.nth(rng.randrange(reach.count())).click()
        elif targets.count():
            targets.nth(rng.randrange(targets.count())).click()
        elif keep.count():
            for i in range(keep.count()):
                if rng.random() < 0.4:
                    keep.nth(i).click()
            roll = page.locator("#roll")
            if roll.is_disabled():
                page.locator("#keep-best-button").click()
            roll.click()
        else:
            assert buttons.count() > 0, "a decision offers something to click"
            buttons.nth(rng.randrange(buttons.count())).click()
    return True


def _open_table(host: Any, base: str) -> str:
    """The host opens the table from the home page; Bo's invite link."""
    host.goto(f"{base}/")
    with host.expect_navigation():
        host.get_by_role("link", name="Tournament of Power table").click()
    host.select_option("select[name=players]", "4")
    host.select_option("select[name=plays0]", "gm")
    host.select_option("select[name=plays1]", "player")
    host.select_option("select[name=plays2]", "greedy")
    host.select_option("select[name=plays3]", "random")
    host.select_option("select[name=turns]", "5")
    host.fill("input[name=seed]", str(SEED))
    with host.expect_navigation():
        host.get_by_role("button", name="Open the table").click()
    assert host.locator("#lobby").count() == 1
    row = host.locator("table.seats tr", has_text="Player 2")
    return str(row.locator("a").get_attribute("href"))


def test_two_people_and_two_bots_play_a_tournament_to_the_end(tmp_path: Path) -> None:
    rng = random.Random(SEED)
    with (
        serving(f"sqlite:///{tmp_path / 'tables.sqlite3'}") as server,
        chromium(sync_api) as browser,
    ):
        host = browser.new_context(viewport={"width": 1400, "height": 1000}).new_page()
        bo = browser.new_context(viewport={"width": 1400, "height": 1000}).new_page()
        pages = {"host": host, "Bo": bo}
        try:
            link = _open_table(host, server.base)
            bo.goto(link)
            bo.fill("input[name=name]", "Bo")
            with bo.expect_navigation():
                bo.get_by_role("button", name="Join the table").click()
            host.wait_for_selector("button[value=approve]", timeout=NAV_MS)
            with host.expect_navigation():
                host.locator("button[value=approve]").click()
            with host.expect_navigation():
                host.get_by_role("button", name="Start the game").click()
            answers = _play(pages, rng)
            for page in pages.values():
                page.wait_for_selector("#winner", timeout=NAV_MS)
                assert "Tournament of Power" in page.locator("#winner").inner_text()
            assert answers > 20
            assert "Player 1's hand" not in bo.content()
            assert "Player 2's hand" not in host.content()
            shoot(pages, "end", FOLDER)
        except BaseException:
            shoot(pages, "failed", FOLDER)
            raise


def _play(pages: dict[str, Any], rng: random.Random) -> int:
    """Both people answer whatever their page asks until the game is over: the answers."""
    deadline = time.monotonic() + GAME_SECONDS
    answers = 0
    while time.monotonic() < deadline:
        moved = False
        for page in pages.values():
            try:
                page.wait_for_load_state("load")
                if page.locator("#winner").count():
                    return answers
                if _act(page, rng):
                    answers += 1
                    moved = True
            except sync_api.Error:  # the page reloaded under the click: look again
                continue
        if not moved:
            time.sleep(0.1)
    raise AssertionError(f"the game did not end in {GAME_SECONDS:.0f} s ({answers} answers)")
