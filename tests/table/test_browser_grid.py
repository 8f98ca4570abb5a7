"""The battlefield as the main input, in Chromium: on the demo table (Goku, a player on a
390 x 844 phone, against a bot's Vegeta; a spectator on a desktop) the player attacks by
tapping Vegeta's token, previews a Sphere attack with a first tap on its square (its area and
whom it hits drawn, the option armed) and chooses it with a second, then moves by tapping a
shaded square (its steps shown, the path drawn under the pointer on the desktop). Every view
arrives in place (no reload), nothing on the phone is wider than its screen, and axe-core
finds no serious or critical violation. Screenshots go to tests/artifacts/browser/grid/."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .browser_helpers import (
    ARTIFACTS,
    UPDATE_MS,
    Server,
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

sync_api = playwright_or_skip()
FOLDER = ARTIFACTS / "grid"
PHONE = {"width": 390, "height": 844}
ANSWERS_MAX = 40


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    with serving(f"sqlite:///{tmp_path / 'tables.sqlite3'}", demo=True) as running:
        yield running


def open_page(browser: Any, url: str, phone: bool) -> Any:
    if phone:
        context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    else:
        context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(UPDATE_MS)
    page = context.new_page()
    page.goto(url)
    client_ready(page)
    return page


def headline(page: Any) -> str:
    return str(page.locator(".decision h2").inner_text())


def back_to_my_turn(page: Any, others: list[Any]) -> None:
    """Answer whatever the player is asked (the first entry, by its key) until it is their
    turn again."""
    for _ in range(ANSWERS_MAX):
        sync_api.expect(page.locator(".decision.yours")).to_have_count(1)
        before = seq_of(page)
        page.wait_for_timeout(300)  # a view in between (a square the table answers next)
        if seq_of(page) != before:
            continue
        if headline(page).startswith("Your turn"):
            return
        page.keyboard.press("1")
        page.wait_for_function(
            "n => Number(document.querySelector('#tk-app .app').dataset.seq) !== n"
            " || document.querySelector('.decision .crumbs') !== null",
            arg=before,
        )
    raise AssertionError(f"not the player's turn after {ANSWERS_MAX} answers: {headline(page)}")


def card_square(page: Any, fighter: str) -> str:
    card = page.locator("article.card", has=page.locator("h3", has_text=fighter))
    return str(card.locator(".sub").inner_text()).split(" · ")[1]


def answered(pages: list[Any], click: Any) -> None:
    """Click, then wait until every page shows a newer view."""
    before = [seq_of(p) for p in pages]
    click()
    for page, seq in zip(pages, before, strict=True):
        wait_seq(page, seq)


def check_pages(pages: dict[str, Any], moment: str) -> None:
    for who, page in pages.items():
        assert not axe_violations(page), (moment, who, axe_violations(page))
        assert_not_reloaded(page)
        width = page.evaluate("() => document.documentElement.scrollWidth")
        assert width <= page.viewport_size["width"], (moment, who, width)


def move_by_tap(player: Any, watcher: Any, pages: dict[str, Any]) -> None:
    """Movement: the reachable squares are shaded with their steps; a tap moves there."""
    was = card_square(watcher, "Goku")
    player.locator(".options button.group", has_text="Movement").tap()
    player.locator(".options button.leaf", has_text="Movement (Normal Speed)").tap()
    reach = player.locator("svg.grid g.reach")
    assert reach.count() > 3
    target = reach.last
    there = str(target.get_attribute("data-square"))
    assert there != was
    steps = int(str(target.locator("text").text_content()))
    assert steps >= 1
    shoot(pages, "4-reach", FOLDER)
    answered([player, watcher], target.tap)
    back_to_my_turn(player, [watcher])  # leaving Vegeta's reach may provoke his Exploit
    moved = [x for x in watcher.locator("#log .line").all_inner_texts() if "Goku moves" in x]
    assert moved, watcher.locator("#log .line").all_inner_texts()[-12:]
    found = re.search(r"to square ([A-Z]+\d+)( and stops there)?", moved[-1])
    assert found, moved[-1]
    # there, or where an Exploit's damage stopped the walk on the way
    assert found[1] == there or found[2], moved[-1]
    assert card_square(watcher, "Goku") == found[1]
    assert card_square(player, "Goku") == found[1]


def test_attack_area_and_move_chosen_on_the_grid(server: Server) -> None:
    with chromium(sync_api) as browser:
        player = open_page(browser, server.links["player"], phone=True)
        watcher = open_page(browser, server.links["spectator"], phone=False)
        pages = {"player": player, "spectator": watcher}
        assert headline(player).startswith("Your turn")
        check_pages(pages, "start")
        shoot(pages, "1-start", FOLDER)

        # 1. Tap Vegeta's token: the options aimed at him, and only those, are listed.
        player.locator('svg.grid rect[role="button"][aria-label^="Vegeta,"]').tap()
        crumbs = player.locator(".decision .crumbs")
        sync_api.expect(crumbs).to_contain_text("Options on Vegeta")
        labels = player.locator(".options button.leaf .label").all_inner_texts()
        assert labels
        assert all("Vegeta" in label for label in labels), labels
        simple = player.locator(".options button.leaf", has_text="Basic Attack (Simple, energy)")
        shoot(pages, "2-options-on-vegeta", FOLDER)
        answered([player, watcher], simple.first.tap)
        assert any("Goku attacks Vegeta" in x for x in watcher.locator("#log").all_inner_texts())
        back_to_my_turn(player, [watcher])

        # 2. A Sphere (Clearing): its squares are outlined; the first tap previews its area
        # and whom it hits and arms it; the second chooses it.
        player.locator(".options button.group", has_text="Basic Attack").tap()
        player.locator(".options button.group", has_text="Clearing, energy: on Vegeta").tap()
        offered = player.locator("svg.grid rect.offered")
        assert offered.count() > 0
        spot = offered.first
        spot.tap()
        assert player.locator("svg.grid rect.area").count() > 1
        sync_api.expect(player.locator(".preview")).to_contain_text("hits Vegeta")
        armed = player.locator(".armed button.primary")
        sync_api.expect(armed).to_contain_text("Choose:")
        shoot(pages, "3-area-armed", FOLDER)
        answered([player, watcher], spot.tap)
        back_to_my_turn(player, [watcher])

        move_by_tap(player, watcher, pages)
        check_pages(pages, "after the moves")
        shoot(pages, "5-moved", FOLDER)


def test_the_path_of_a_move_is_drawn_under_the_pointer(server: Server) -> None:
    with chromium(sync_api) as browser:
        player = open_page(browser, server.links["player"], phone=False)
        player.locator(".options button.group", has_text="Movement").click()
        player.locator(".options button.leaf", has_text="Movement (Normal Speed)").click()
        far = player.locator("svg.grid g.reach").last
        far.hover()
        path = player.locator("svg.grid path.path")
        sync_api.expect(path).to_have_count(1)
        # the path has one point per step, and ends on the square under the pointer
        points = str(path.get_attribute("d")).count("L") + 1
        assert points == int(str(far.locator("text").text_content()))
        # and a square can be typed instead: a short list, never a button per square
        field = player.get_by_label("Square to move to")
        field.fill("Z99")
        player.get_by_role("button", name="Move", exact=True).click()
        sync_api.expect(player.locator(".move-picker .error")).to_contain_text("Z99")
        assert player.locator(".move-picker button").count() <= 3
