"""What the browser tests share: ``tenkaichi serve`` in a subprocess (its own process group, on
a free port) and Debian's Chromium through Playwright (never a downloaded browser), with small
helpers to drive the table's pages the way a person does."""

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
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from .helpers import EXAMPLES

CHROMIUM = Path("/usr/bin/chromium")
ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts" / "browser"
LINK = re.compile(r"^\s+(game master|player|spectator): (http://\S+/seat/\S+)$")
STARTUP_SECONDS = 60.0
UPDATE_MS = 30_000
"""How long a page may take to follow a decision made elsewhere: a guard against a hang, not a
speed expectation (every wait returns as soon as the page follows; on a machine busy with other
work, load average 10-17, following took more than 5 s: issue 37)."""


def playwright_or_skip() -> ModuleType:
    """Playwright's sync API, or a skip of the calling test module with the reason (call it at
    module level)."""
    if not CHROMIUM.exists():
        pytest.skip(
            f"{CHROMIUM} is missing (install Debian's chromium; `make test` does as root)",
            allow_module_level=True,
        )
    module: ModuleType = pytest.importorskip(
        "playwright.sync_api", reason="playwright is not installed"
    )
    follow_slowly(module)
    return module


def follow_slowly(sync_api: ModuleType) -> None:
    """Let every ``expect(...)`` wait up to :data:`UPDATE_MS` (Playwright's own default is 5 s,
    a speed expectation a busy machine misses); each still returns as soon as it holds."""
    sync_api.expect.set_options(timeout=UPDATE_MS)


@dataclass
class Server:
    process: subprocess.Popen[str]
    base: str
    """``http://127.0.0.1:PORT``."""
    links: dict[str, str]
    """The demo's links by seat (``--demo`` only)."""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def read_links(process: subprocess.Popen[str]) -> dict[str, str]:
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


def wait_until_answering(url: str, process: subprocess.Popen[str] | None = None) -> None:
    deadline = time.monotonic() + STARTUP_SECONDS
    while True:
        if process is not None and process.poll() is not None:
            out = process.stdout.read() if process.stdout is not None else ""
            raise AssertionError(f"the server stopped ({process.returncode}): {out[-2000:]}")
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            if time.monotonic() > deadline:
                raise
        time.sleep(0.1)


def stop(process: subprocess.Popen[str]) -> None:
    """Stop the server's whole process group (SIGINT, then SIGKILL after 5 s)."""
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGINT)
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=5)
    if process.stdout is not None:
        process.stdout.close()


def start_server(
    database_url: str, *, demo: bool = False, data: Path = EXAMPLES, port: int | None = None
) -> Server:
    """``tenkaichi serve`` on ``port`` (a free one when not given; a fixed one lets a restart
    come back to it) over ``database_url``, in its own process group; answering when
    returned (stop it with :func:`stop`)."""
    port = port or free_port()
    command = [
        sys.executable,
        "-c",
        "from tenkaichi.cli import run; run()",
        "serve",
        *(["--demo"] if demo else []),
        "--port",
        str(port),
        "--data",
        str(data),
        "--database-url",
        database_url,
    ]
    process = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,  # its own process group: stopped whole at the end
    )
    base = f"http://127.0.0.1:{port}"
    try:
        links = read_links(process) if demo else {}
        wait_until_answering(f"{base}/", process)
    except BaseException:
        stop(process)
        raise
    return Server(process, base, links)


@contextmanager
def serving(
    database_url: str, *, demo: bool = False, data: Path = EXAMPLES, port: int | None = None
) -> Iterator[Server]:
    """:func:`start_server`, stopped (its process group) when the block ends."""
    server = start_server(database_url, demo=demo, data=data, port=port)
    try:
        yield server
    finally:
        stop(server.process)
    assert server.process.returncode is not None


@contextmanager
def chromium(sync_api: ModuleType) -> Iterator[Any]:
    """Debian's Chromium, headless, closed when the block ends."""
    follow_slowly(sync_api)
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=["--no-sandbox"])
        try:
            yield browser
        finally:
            browser.close()


def open_groups_around(page: Any, button: Any) -> None:
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


def mark(page: Any) -> None:
    """A mark on the page as it is now; a reload wipes it."""
    page.evaluate("() => { window.tenkaichiTestMark = true; }")


def wait_reloaded(page: Any) -> None:
    page.wait_for_function("() => window.tenkaichiTestMark === undefined", timeout=UPDATE_MS)
    page.wait_for_load_state("load")


AXE = Path(__file__).resolve().parents[2] / "web" / "node_modules" / "axe-core" / "axe.min.js"
"""axe-core, installed with the client's tools (``make test`` runs ``npm ci`` in ``web/``)."""
SERIOUS = ("serious", "critical")


def client_ready(page: Any, timeout: float = UPDATE_MS) -> None:
    """Wait until the live client has taken the page over (its first screen drawn), and mark
    the page: :func:`assert_not_reloaded` then tells whether it was ever reloaded."""
    page.wait_for_selector("#tk-app .app", timeout=timeout)
    page.evaluate("() => { if (window.tenkaichiLoaded === undefined) window.tenkaichiLoaded = 1; }")


def assert_not_reloaded(page: Any) -> None:
    """The page is the one :func:`client_ready` marked: never reloaded nor left."""
    assert page.evaluate("() => window.tenkaichiLoaded") == 1, "the page was reloaded"


def wait_seq(page: Any, above: int, timeout: float = UPDATE_MS) -> int:
    """Wait until the client shows a screen newer than ``above`` (its ``data-seq``)."""
    page.wait_for_function(
        "n => Number(document.querySelector('#tk-app .app')?.dataset.seq ?? -1) > n",
        arg=above,
        timeout=timeout,
    )
    return int(page.locator("#tk-app .app").get_attribute("data-seq"))


def seq_of(page: Any) -> int:
    return int(page.locator("#tk-app .app").get_attribute("data-seq"))


def axe_violations(page: Any, impacts: tuple[str, ...] = SERIOUS) -> list[str]:
    """The page's accessibility violations of these impacts, by axe-core, as one line each
    ("color-contrast (serious): 3 nodes: #log p ...")."""
    if not AXE.is_file():
        pytest.fail(f"{AXE} is missing: run `make test` (it installs the client's tools)")
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE))
    found = page.evaluate(
        """async () => {
            const r = await window.axe.run(document, {resultTypes: ['violations']});
            return r.violations.map(v => ({id: v.id, impact: v.impact,
                nodes: v.nodes.map(n => n.target.join(' ')).slice(0, 5)}));
        }"""
    )
    return [
        f"{v['id']} ({v['impact']}): {len(v['nodes'])} nodes: {'; '.join(v['nodes'])}"
        for v in found
        if v["impact"] in impacts
    ]


def log_lines(page: Any) -> list[str]:
    return list(page.locator("#log p").all_inner_texts())


def shoot(pages: dict[str, Any], moment: str, folder: Path = ARTIFACTS) -> None:
    """A full-page screenshot of each seat's page, named by the moment and the seat."""
    folder.mkdir(parents=True, exist_ok=True)
    for who, page in pages.items():
        path = folder / f"{moment}-{who.replace(' ', '-')}.png"
        page.screenshot(path=str(path), full_page=True)
    print(f"screenshots: {folder}")


__all__ = [
    "ARTIFACTS",
    "AXE",
    "CHROMIUM",
    "UPDATE_MS",
    "Server",
    "assert_not_reloaded",
    "axe_violations",
    "chromium",
    "client_ready",
    "free_port",
    "log_lines",
    "mark",
    "open_groups_around",
    "playwright_or_skip",
    "seq_of",
    "serving",
    "shoot",
    "start_server",
    "stop",
    "wait_reloaded",
    "wait_seq",
]
