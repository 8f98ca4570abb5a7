"""The web table in a real browser: ``tenkaichi serve --demo`` in a subprocess and Debian's
Chromium (through Playwright) at each seat. The player clicks an option and the game master's
and the spectator's pages follow by themselves (their WebSocket script reloads on a newer
view); the spectator gets no option buttons; the game master's undo brings the player's
decision back. Screenshots of each seat go to tests/artifacts/browser/ (ignored by git)."""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from .helpers import EXAMPLES

CHROMIUM = Path("/usr/bin/chromium")
ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts" / "browser"
LINK = re.compile(r"^\s+(game master|player|spectator): (http://\S+/seat/\S+)$")
STARTUP_SECONDS = 20.0
UPDATE_MS = 5_000
"""How long a page may take to follow a decision made elsewhere."""

if not CHROMIUM.exists():
    pytest.skip(
        f"{CHROMIUM} is missing (install Debian's chromium; `make test` does as root)",
        allow_module_level=True,
    )
sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed")


@dataclass
class Server:
    process: subprocess.Popen[str]
    links: dict[str, str]


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _read_links(process: subprocess.Popen[str]) -> dict[str, str]:
    """The three links the demo prints (the server prints them before it listens)."""
    assert process.stdout is not None
    links: dict[str, str] = {}
    deadline = time.monotonic() + STARTUP_SECONDS
    while len(links) < 3 and time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        found = LINK.match(line.rstrip("\n"))
        if found:
            links[found.group(1)] = found.group(2)
    assert len(links) == 3, f"the demo printed {sorted(links)} only"
    return links


def _wait_until_answering(url: str) -> None:
    deadline = time.monotonic() + STARTUP_SECONDS
    while True:
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            if time.monotonic() > deadline:
                raise
        time.sleep(0.1)


def _stop(process: subprocess.Popen[str]) -> None:
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGINT)
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=5)
    if process.stdout is not None:
        process.stdout.close()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    port = _free_port()
    command = [
        sys.executable,
        "-c",
        "from tenkaichi.cli import run; run()",
        "serve",
        "--demo",
        "--port",
        str(port),
        "--data",
        str(EXAMPLES),
        "--database-url",
        f"sqlite:///{tmp_path / 'tables.sqlite3'}",
    ]
    process = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,  # its own process group: stopped whole at the end
    )
    try:
        links = _read_links(process)
        _wait_until_answering(f"http://127.0.0.1:{port}/")
        yield Server(process, links)
    finally:
        _stop(process)
    assert process.returncode is not None


def _open_groups_around(page: Any, button: Any) -> None:
    """Click open every closed group (outermost first) that hides ``button``."""
    for _ in range(10):
        if button.is_visible():
            return
        summary = button.element_handle().evaluate_handle(
            """b => { let out = null;
                for (let e = b.parentElement; e; e = e.parentElement)
                    if (e.tagName === 'DETAILS' && !e.open) out = e;
                return out && out.querySelector(':scope > summary'); }"""
        )
        element = summary.as_element()
        assert element is not None, "a hidden option outside any closed group"
        element.click()
    assert button.is_visible()


def _mark(page: Any) -> None:
    """A mark on the page as it is now; a reload wipes it."""
    page.evaluate("() => { window.tenkaichiTestMark = true; }")


def _wait_reloaded(page: Any) -> None:
    page.wait_for_function("() => window.tenkaichiTestMark === undefined", timeout=UPDATE_MS)
    page.wait_for_load_state("load")


def _log_lines(page: Any) -> list[str]:
    return list(page.locator("#log p").all_inner_texts())


def _shoot(pages: dict[str, Any], moment: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    for who, page in pages.items():
        path = ARTIFACTS / f"{moment}-{who.replace(' ', '-')}.png"
        page.screenshot(path=str(path), full_page=True)
    print(f"screenshots: {ARTIFACTS}")


def test_three_seats_follow_a_decision_and_its_undo_in_chromium(server: Server) -> None:
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=["--no-sandbox"])
        try:
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
            _shoot(pages, "1-start")

            # A closed group opens on a click and shows its options.
            attack = player.locator("button.option", has_text="Basic Attack").first
            assert not attack.is_visible()
            _open_groups_around(player, attack)

            # Power Up leaves the next decision with the player (no bot's answer in between).
            power_up = player.locator("button.option", has_text="Power Up").first
            _open_groups_around(player, power_up)
            before = {who: _log_lines(page) for who, page in pages.items()}
            _mark(gm)
            _mark(watcher)
            # The page's own WebSocket may reload it while the form's answer redirects it, so
            # the test waits for what the page shows rather than for one navigation.
            power_up.click()
            sync_api.expect(player.locator(".decision h2")).not_to_have_text(headline)
            for page in (gm, watcher):
                _wait_reloaded(page)
            after = {who: _log_lines(page) for who, page in pages.items()}
            for who in pages:
                assert len(after[who]) > len(before[who]), who
                assert any("Power Up" in line for line in after[who][len(before[who]) :]), who
            assert watcher.locator("button.option").count() == 0
            _shoot(pages, "2-after-power-up")

            _mark(player)
            _mark(watcher)
            gm.get_by_role("button", name="Undo the last decision").click()
            for page in (player, watcher):
                _wait_reloaded(page)
            assert player.locator(".decision h2").inner_text() == headline
            assert player.locator("button.option", has_text="Power Up").count() == 1
            assert watcher.locator("button.option").count() == 0
            _shoot(pages, "3-after-undo")
        finally:
            browser.close()
