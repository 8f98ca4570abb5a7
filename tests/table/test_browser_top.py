"""The Tournament of Power at the web table in real Chromium, through the live client (no page
ever reloads): the host opens a 4-player table from the home page (Player 1 theirs, Player 2
an invited person, Players 3 and 4 a greedy and a random bot), Bo joins on a 390 x 844 phone
and is let in, a spectator watches, and the two people play to the end by clicking the client's
buttons, the board and the dice (and keys 1-9). On the way: every warrior's token differs
from the others' (letters, and colour and shape between players), a re-roll shows what
stopping deals and each keep's odds and damage before anyone stops, the warrior card shows its
combos with their damage, and every page is axe-clean. A hot-seat table (the host plays two
players) covers each player's hand with "Pass the screen to ..." until they show it.
Screenshots of every page go to tests/artifacts/browser/top/ (ignored by git) per step."""

from __future__ import annotations

import contextlib
import random
import re
import time
from pathlib import Path
from typing import Any

from .browser_helpers import (
    ARTIFACTS,
    assert_not_reloaded,
    axe_violations,
    chromium,
    client_ready,
    playwright_or_skip,
    serving,
    shoot,
    wait_seq,
)

sync_api = playwright_or_skip()

FOLDER = ARTIFACTS / "top"
SEED = 21
GAME_SECONDS = 900.0
"""A guard against a game that never ends (it takes well under a minute on an idle machine);
not a speed expectation: a machine busy with other work may take several times as long."""
STEP_MS = 60_000
DESKTOP = {"width": 1400, "height": 1000}
PHONE = {"width": 390, "height": 844}
CORNER = {"x": 4, "y": 4}
"""Where a person taps a space that a warrior stands on: its free corner."""


def _seq(page: Any) -> int:
    return int(page.locator("#tk-app .app").get_attribute("data-seq"))


def _open_table(host: Any, base: str, plays: list[str]) -> None:
    """The host opens a table from the home page (a 5-round game, seed SEED)."""
    host.goto(f"{base}/")
    with host.expect_navigation():
        host.get_by_role("link", name="Tournament of Power table").click()
    host.select_option("select[name=players]", str(len(plays)))
    for i, plays_i in enumerate(plays):
        host.select_option(f"select[name=plays{i}]", plays_i)
    host.select_option("select[name=turns]", "5")
    host.fill("input[name=seed]", str(SEED))
    with host.expect_navigation():
        host.get_by_role("button", name="Open the table").click()
    client_ready(host)


def _start(host: Any) -> None:
    host.get_by_role("button", name=re.compile(r"^Start the")).click()
    host.wait_for_selector(".top-status", timeout=STEP_MS)


def _check_tokens(page: Any) -> None:
    """No two warriors share their letters; two players' warriors differ by colour and shape."""
    tokens = page.eval_on_selector_all(
        "#board .warrior",
        "els => els.map(e => [e.dataset.letters, e.dataset.owner, e.dataset.colour,"
        " e.dataset.shape])",
    )
    assert len(tokens) > 4
    letters = [t[0] for t in tokens]
    assert len(set(letters)) == len(letters), f"tokens share letters: {sorted(letters)}"
    looks: dict[str, tuple[str, str]] = {}
    for _, owner, colour, shape in tokens:
        looks.setdefault(owner, (colour, shape))
        assert looks[owner] == (colour, shape)
    colours = [c for c, _ in looks.values()]
    shapes = [s for _, s in looks.values()]
    assert len(set(colours)) == len(colours), looks
    assert len(set(shapes)) == len(shapes), looks


def _check_reroll(page: Any) -> None:
    """Before Stop: what stopping deals now, each keep's odds and damage, the card's combos."""
    stop = page.locator("#decision button[data-what=stop] .worth")
    assert stop.count() == 1
    assert re.search(r"\d+ damage|no result", stop.inner_text()), stop.inner_text()
    keeps = page.locator("#decision button[data-what=keep] .worth").all_inner_texts()
    assert any(re.search(r"\d+% for .* \(\d+ damage\)", k) for k in keeps), keeps
    results = page.locator("#combat table.results").inner_text()
    assert "combo" in results, results
    assert re.search(r"\d", results), results
    combos = page.locator("#cards .warrior-card table.combos").inner_text()
    assert "Dodge" in combos
    assert re.search(r"\d", combos)


def _act(page: Any, rng: random.Random, seen: dict[str, int]) -> bool:  # noqa: PLR0915
    """Answer the client's decision the way a person does; False when it has none."""
    cover = page.locator("#cover")
    if cover.count():
        seen["covers"] = seen.get("covers", 0) + 1
        assert page.locator("#hand").count() == 0, "a covered hand is never drawn"
        assert "Pass the screen to Player" in cover.inner_text()
        page.locator("#show-hand").click()
        page.wait_for_selector("#decision", timeout=STEP_MS)
        return True
    decision = page.locator("#decision")
    if decision.count() == 0 or "waiting" in (decision.get_attribute("class") or ""):
        return False
    if page.locator("#decision ol.top-options > li > button").count() == 0 and (
        page.locator("#decision .top-dice").count() == 0
    ):
        return False
    before = _seq(page)
    movers = page.locator("#decision button.mover")
    targets = page.locator("#board .space.target")
    dice = page.locator("#decision .top-dice .die")
    buttons = page.locator("#decision ol.top-options > li > button")
    if movers.count():
        seen["moves"] = seen.get("moves", 0) + 1
        movers.nth(rng.randrange(movers.count())).click()
        reach = page.locator("#board .space.reach")
        assert reach.count() > 0, "a chosen warrior shows where it may go"
        if rng.random() < 0.5:
            reach.nth(rng.randrange(reach.count())).click(position=CORNER)
        else:
            spaces = page.locator("#decision button.space-option")
            spaces.nth(rng.randrange(spaces.count())).click()
    elif targets.count():
        seen["cells"] = seen.get("cells", 0) + 1
        targets.nth(rng.randrange(targets.count())).click(position=CORNER)
    elif dice.count() and page.locator("#decision button[data-what=stop]").count():
        seen["rerolls"] = seen.get("rerolls", 0) + 1
        _check_reroll(page)
        if seen["rerolls"] == 1:
            shoot({"reroll": page}, "reroll", FOLDER)
        for i in range(dice.count()):
            if rng.random() < 0.3:
                dice.nth(i).click()
        roll = page.locator("#top-roll")
        if roll.is_disabled():
            page.get_by_role("button", name="Pick the best keep").click()
        roll.click()
    else:
        n = buttons.count()
        assert n > 0, "a decision offers something to click"
        pick = rng.randrange(n)
        if pick < 9 and rng.random() < 0.5:
            page.keyboard.press(str(pick + 1))  # keys 1-9 choose
            seen["keys"] = seen.get("keys", 0) + 1
        else:
            buttons.nth(pick).click()
    with contextlib.suppress(sync_api.Error):  # a bot or the other person may be slower
        wait_seq(page, before, timeout=STEP_MS)
    return True


def _play(
    pages: dict[str, Any], players: dict[str, Any], rng: random.Random, limit: int
) -> dict[str, int]:
    """The people answer whatever their page asks until the game is over or ``limit``."""
    deadline = time.monotonic() + GAME_SECONDS
    seen: dict[str, int] = {"answers": 0}
    step = 0
    while time.monotonic() < deadline and seen["answers"] < limit:
        moved = False
        for page in players.values():
            if page.locator("#winner").count():
                return seen
            if _act(page, rng, seen):
                seen["answers"] += 1
                moved = True
                if seen["answers"] % 15 == 0:
                    step += 1
                    shoot(pages, f"step{step:02d}", FOLDER)
                    for who, p in pages.items():
                        assert not axe_violations(p), (who, axe_violations(p))
        if not moved:
            time.sleep(0.15)
    if seen["answers"] >= limit:
        return seen
    raise AssertionError(f"the game did not end in {GAME_SECONDS:.0f} s ({seen})")


def test_two_people_and_two_bots_play_a_tournament_to_the_end(tmp_path: Path) -> None:
    rng = random.Random(SEED)
    with (
        serving(f"sqlite:///{tmp_path / 'tables.sqlite3'}") as server,
        chromium(sync_api) as browser,
    ):
        host = browser.new_context(viewport=DESKTOP).new_page()
        bo = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True).new_page()
        watcher = browser.new_context(viewport=DESKTOP).new_page()
        pages = {"host": host, "Bo-phone": bo, "spectator": watcher}
        try:
            _open_table(host, server.base, ["gm", "player", "greedy", "random"])
            rows = host.locator("table.seats tr")
            link = str(rows.filter(has_text="Player 2").locator("a").first.get_attribute("href"))
            watch = str(rows.filter(has_text="spectator").locator("a").first.get_attribute("href"))
            bo.goto(link)
            client_ready(bo)
            watcher.goto(watch)
            client_ready(watcher)
            bo.fill("input[name=name]", "Bo")
            bo.get_by_role("button", name="Join the table").click()
            host.wait_for_selector("button[value=approve]", timeout=STEP_MS)
            host.locator("button[value=approve]").click()
            _start(host)
            for page in pages.values():
                page.wait_for_selector("#board svg.top-board", timeout=STEP_MS)
            shoot(pages, "start", FOLDER)
            for who, page in pages.items():
                assert not axe_violations(page), (who, axe_violations(page))
            seen = _play(pages, {"host": host, "Bo": bo}, rng, limit=10_000)
            for page in pages.values():
                page.wait_for_selector("#winner", timeout=STEP_MS)
                assert "Tournament of Power" in page.locator("#winner").inner_text()
                _check_tokens(page)
                assert_not_reloaded(page)
            assert seen["answers"] > 20, seen
            assert seen.get("rerolls", 0) > 0, seen
            assert seen.get("moves", 0) + seen.get("cells", 0) > 0, seen
            assert "Player 1's hand" not in bo.content()
            assert "Player 2's hand" not in host.content()
            assert "hand" not in watcher.locator("#tk-app").inner_text().lower().split("hands")[0]
            # the phone shows everything within its width (the board scrolls in its own box)
            width = bo.evaluate("() => document.documentElement.scrollWidth")
            assert width <= PHONE["width"], f"the phone page is {width} px wide"
            shoot(pages, "end", FOLDER)
            for who, page in pages.items():
                assert not axe_violations(page), (who, axe_violations(page))
        except BaseException:
            shoot(pages, "failed", FOLDER)
            raise


def test_a_hot_seat_covers_each_players_hand_until_they_show_it(tmp_path: Path) -> None:
    rng = random.Random(5)
    with (
        serving(f"sqlite:///{tmp_path / 'tables.sqlite3'}") as server,
        chromium(sync_api) as browser,
    ):
        host = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True).new_page()
        pages = {"hot-seat": host}
        try:
            _open_table(host, server.base, ["gm", "gm", "greedy", "random"])
            _start(host)
            host.wait_for_selector("#cover", timeout=STEP_MS)
            assert host.locator("#hand").count() == 0
            assert host.locator("#decision").count() == 0
            shoot(pages, "hot-seat-cover", FOLDER)
            assert not axe_violations(host), axe_violations(host)
            seen = _play(pages, {"host": host}, rng, limit=40)
            assert seen.get("covers", 0) >= 2, seen
            assert_not_reloaded(host)
            shoot(pages, "hot-seat-end", FOLDER)
        except BaseException:
            shoot(pages, "failed-hot-seat", FOLDER)
            raise
