"""The fight preview on the game master's page in Debian's Chromium (issue 37), against a real
``tenkaichi serve`` whose previews run in worker processes, one a core.

Before the start of a duel the game master (a desktop page) runs a small preview and reads its
result: each side's chance with its interval, how long a fight lasts, who falls first, each
fighter's options; a player's page has no preview. On a phone (390 x 844), by keyboard alone,
the game master starts a long preview and cancels it; the focus goes to Cancel and back to the
Run button. Both pages pass axe-core. Last, a long preview is under way when the server is
stopped with Ctrl-C: the server exits by itself, and no process of it (no worker) is left.

Screenshots go to tests/artifacts/browser/preview/ (ignored by git). Every wait is a hang guard
(it returns as soon as the page follows), never a speed expectation.
"""

from __future__ import annotations

import os
import re
import signal
import time
from pathlib import Path
from typing import Any

from tenkaichi.table.service import TableService

from .browser_helpers import (
    ARTIFACTS,
    axe_violations,
    chromium,
    client_ready,
    playwright_or_skip,
    serving,
)
from .helpers import example

sync_api = playwright_or_skip()

FOLDER = ARTIFACTS / "preview"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 1000}
RUN_MS = 600_000
"""How long a small preview may take, from the start of its worker processes to its result
(a guard against a hang: a machine busy with other work is slow)."""
STOP_SECONDS = 120
"""How long the server may take to stop with a preview under way (a hang guard)."""


def panel(page: Any) -> Any:
    found = page.locator("#gm-preview")
    sync_api.expect(found).to_be_visible(timeout=RUN_MS)
    return found


def alive_in_group(group: int) -> list[str]:
    """The processes of process group ``group`` still running (a dead one that its new parent
    has not reaped yet, a zombie, is not running), as "pid command" lines."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            text = stat.read_text()
        except OSError:
            continue  # gone meanwhile
        command, _, rest = text.rpartition(")")
        fields = rest.split()
        if int(fields[2]) == group and fields[0] != "Z":
            found.append(f"{stat.parent.name} {command.partition('(')[2]}")
    return found


def shoot(page: Any, name: str) -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(FOLDER / f"{name}.png"), full_page=True)


def run_a_small_preview(desk: Any, player: Any) -> None:
    """The game master runs 3 fights on the desktop page and reads the result in words; the
    player's page shows nothing of it."""
    box = panel(desk)
    box.get_by_label("Fights to run").fill("3")
    box.get_by_role("button", name="Run it 3 times").click()
    sync_api.expect(box.get_by_role("status")).to_have_text(
        "Done: 3 fights played.", timeout=RUN_MS
    )
    results = box.locator(".pv-results")
    sync_api.expect(results.locator("h3")).to_have_text("How 3 fights went")
    text = results.inner_text()
    for side in ("Earth", "Afterlife"):
        assert re.search(rf"{side}\s+wins", text), text
    assert re.search(r"\d+%\s*\(likely \d+% to \d+%\)", text), text
    for words in ("A fight lasts", "Who falls first", "Most used", "Most damaging"):
        assert words in text, words
    assert not re.search(r"_|undefined|NaN", text), text
    assert axe_violations(desk) == []
    shoot(desk, "desktop-result")
    assert player.locator("#gm-preview").count() == 0
    assert "How 3 fights went" not in player.locator("#tk-app").inner_text()


def cancel_by_keyboard(phone: Any) -> Any:
    """On a phone, by keyboard alone: a long preview started, then cancelled; the preview
    panel is returned."""
    box = panel(phone)
    sync_api.expect(box.locator(".pv-results h3")).to_have_text("How 3 fights went")
    assert axe_violations(phone) == []
    shoot(phone, "phone-result")
    box.get_by_label("Fights to run").focus()
    phone.keyboard.press("Control+A")
    phone.keyboard.type("10000")
    phone.keyboard.press("Enter")
    bar = box.get_by_role("progressbar", name="Fights played")
    sync_api.expect(bar).to_be_visible(timeout=RUN_MS)
    assert bar.get_attribute("aria-valuemax") == "10000"
    sync_api.expect(box.get_by_role("button", name="Cancel", exact=True)).to_be_focused()
    assert axe_violations(phone) == []
    shoot(phone, "phone-running")
    phone.keyboard.press("Enter")
    status = box.get_by_role("status")
    sync_api.expect(status).to_have_text(re.compile(r"^Cancelled"), timeout=RUN_MS)
    sync_api.expect(box.get_by_role("button", name="Run it 10,000 times")).to_be_focused()
    assert box.get_by_role("progressbar").count() == 0
    assert axe_violations(phone) == []
    shoot(phone, "phone-cancelled")
    width = phone.evaluate("() => document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"the phone page scrolls sideways ({width} px)"
    return box


def test_the_game_master_previews_the_fight_and_cancels_one(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'tables.db'}"
    svc = TableService(url)
    gm = svc.create_table(example("saiyan-duel.yaml"), "Gina", seed=4)
    kris = svc.add_seat(gm, "player", side="Earth")
    svc.join(kris, "Kris")
    svc.approve(gm, svc.view(kris)["you"]["seat"])
    svc.close()
    with serving(url) as server, chromium(sync_api) as browser:
        pages = {}
        for who, token, size in (
            ("desk", gm, DESKTOP),
            ("player", kris, PHONE),
            ("phone", gm, PHONE),
        ):
            pages[who] = browser.new_context(viewport=size).new_page()
            pages[who].goto(f"{server.base}/seat/{token}")
            client_ready(pages[who])
        run_a_small_preview(pages["desk"], pages["player"])
        pages["phone"].reload()  # a page opened later shows the last result
        client_ready(pages["phone"])
        box = cancel_by_keyboard(pages["phone"])

        # A long preview under way when the server stops: it stops with the server.
        box.get_by_role("button", name="Run it 10,000 times").click()
        sync_api.expect(box.get_by_role("progressbar")).to_be_visible(timeout=RUN_MS)
        os.killpg(server.process.pid, signal.SIGINT)
        assert server.process.wait(timeout=STOP_SECONDS) == 0
        deadline = time.monotonic() + STOP_SECONDS
        while alive_in_group(server.process.pid):  # a worker just killed may not be gone yet
            assert time.monotonic() < deadline, (
                f"left running: {alive_in_group(server.process.pid)}"
            )
            time.sleep(0.1)
