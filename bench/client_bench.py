"""The live seat client under load: click to new view painted, and the client's page weight.

Run by hand, from the repository root::

    PYTHONPATH=src .venv/bin/python bench/client_bench.py [--write docs/performance.md]

It opens ``--tables`` DBU tables (``examples/encounters/saiyan-duel.yaml``, the demo's
encounter) on a fresh SQLite file through the table service in this process, each as the demo
lays it out and as ``bench/table_bench.py`` does: a player seat plays the first side, a greedy
bot the other, the game master and spectators fill ``--seats`` people's seats. Then it starts
one ``tenkaichi serve`` subprocess on a free port of 127.0.0.1 over that file and opens every
people's seat page at once in Debian's headless Chromium (a browser context a page, as each
person has their own browser: pages sharing a context get their frames throttled, see
``--share-context``), so each answer is drawn by ``--seats`` live clients. ``--pages N`` shows
only the first N seats of a table in Chromium and connects the others by WebSocket alone.

Each table's player then answers as a person would, ``--think`` seconds (0.5-1.5 times) after
their page shows the decision, by clicking an option button of the live client (a group opened
first when the panel shows only groups; never an option that asks for a square). In the page,
``performance.now()`` is read just before the click; the figures are:

- **click to painted** (the clicking seat): until the client's ``#tk-app .app`` carries a newer
  ``data-seq`` and a frame has been drawn after it (a requestAnimationFrame, then the next task:
  the frame's paint is done), the greedy bot's answers on the server included;
- **click to every seat painted**: until the last of the table's other pages has done the same;
- where the time goes: click to WebSocket send, send to the view's arrival in the clicking page
  (the server: answer, bot, five views and screens, JSON), arrival to the new DOM (JSON.parse
  and the Preact render), DOM to painted (the frame), and the view message's size;
- **page weight**: ``client.js`` + ``client.css`` gzipped (Python's gzip, level 9) and the HTML
  of a seat page (as the server sends it and gzipped).

Then (``--profile``, 60 answers by default) one table's answers are replayed in this process,
timed and then under cProfile: the answer with the bot's replies, each seat's view and screen
(``WebTable.live``) and its JSON, and where that time goes.

Not a test: one run's figures on this machine, where the browser (100 pages), the server and
this process share the cores. ``--write`` puts them between the ``bench:client`` markers of
docs/performance.md.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import gzip
import io
import json
import os
import platform
import pstats
import random
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from markers import write_block
from tenkaichi.dbu.combat.core.setup import EncounterSetup, load_encounter
from tenkaichi.table.service import TableService

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
ENCOUNTER = EXAMPLES / "encounters" / "saiyan-duel.yaml"
CLIENT = ROOT / "src" / "tenkaichi" / "table" / "static" / "client"
CHROMIUM = Path("/usr/bin/chromium")
HOST = "127.0.0.1"
MARKER = "<!-- bench:client -->"
TARGET_P95_MS = 100.0
TARGET_WEIGHT_KB = 150.0
WAIT_MS = 15_000
"""How long a page may take to show a new view before the bench calls it lost."""

# Installed in every page before its own scripts: the arrival of each WebSocket message and
# each send (times on the browser's shared clock: timeOrigin + now), and every data-seq the
# client draws (when its DOM is there, and after the next frame is painted).
WATCH_JS = """
(() => {
  const now = () => performance.timeOrigin + performance.now();
  const tk = { arrivals: [], sends: [], drawn: [], waiters: [] };
  window.__tk = tk;
  const Native = window.WebSocket;
  const send = Native.prototype.send;
  Native.prototype.send = function (data) {
    tk.sends.push(now());
    return send.call(this, data);
  };
  window.WebSocket = function (...args) {
    const socket = new Native(...args);
    socket.addEventListener("message", (m) => {
      tk.arrivals.push({ at: now(), bytes: String(m.data).length });
    });
    return socket;
  };
  window.WebSocket.prototype = Native.prototype;
  Object.assign(window.WebSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 });
  let last = -1;
  const look = () => {
    const app = document.querySelector("#tk-app .app[data-seq]");
    const seq = app ? Number(app.dataset.seq) : -1;
    if (seq === last) return;
    last = seq;
    const entry = { seq, dom: now(), frame: null, painted: null };
    tk.drawn.push(entry);
    requestAnimationFrame(() => {
      entry.frame = now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        entry.painted = now();
        tk.waiters = tk.waiters.filter((w) => !w(entry));
      };
      channel.port2.postMessage(0);
    });
  };
  // long animation frames (>= 50 ms): how much of one was script, and style and layout
  tk.frames = [];
  try {
    new PerformanceObserver((list) => {
      for (const f of list.getEntries()) {
        const base = performance.timeOrigin;
        tk.frames.push({
          start: base + f.startTime, end: base + f.startTime + f.duration,
          render: f.renderStart ? base + f.renderStart : null,
          layout: f.styleAndLayoutStart ? base + f.styleAndLayoutStart : null,
          blocking: f.blockingDuration,
          script: f.scripts.reduce((t, s) => t + s.duration, 0),
        });
      }
    }).observe({ type: "long-animation-frame", buffered: true });
  } catch (e) { /* no Long Animation Frames API */ }
  new MutationObserver(look).observe(document, {
    subtree: true, childList: true, attributes: true, attributeFilter: ["data-seq"],
  });
})();
"""

# In the player's page: open groups until option buttons show, click one (picked by the
# seeded number ``r``), and resolve once a newer data-seq is painted.
CLICK_JS = """
async ([r, timeout]) => {
  const tk = window.__tk;
  const app = () => document.querySelector("#tk-app .app[data-seq]");
  const tick = () => new Promise((done) => setTimeout(done, 0));
  const before = Number(app().dataset.seq);
  let leaves = [];
  for (let i = 0; i < 8; i++) {
    leaves = [...document.querySelectorAll(".decision.yours .options button.leaf")]
      .filter((b) => !b.textContent.includes("(pick a square)"));
    if (leaves.length) break;
    const groups = [...document.querySelectorAll(".decision.yours .options button.group")];
    const back = document.querySelector(".decision.yours .crumbs button.back");
    if (groups.length) groups[Math.floor(r * 7919 * (i + 1)) % groups.length].click();
    else if (back) back.click();
    else {
      const text = document.querySelector(".decision")?.textContent ?? "no decision";
      return { error: `no option button: ${text.slice(0, 160)}` };
    }
    await tick();
  }
  if (!leaves.length) return { error: "no option without a square" };
  const leaf = leaves[Math.floor(r * leaves.length)];
  const label = leaf.querySelector(".label")?.textContent ?? "";
  const sent = tk.sends.length;
  const arrived = tk.arrivals.length;
  const painted = new Promise((done) => {
    tk.waiters.push((e) => (e.seq > before ? (done(e), true) : false));
    setTimeout(() => done(null), timeout);
  });
  const click = performance.timeOrigin + performance.now();
  leaf.click();
  const entry = await painted;
  if (!entry) return { error: `no new view within ${timeout} ms`, label };
  // the message drawn: the last to arrive before the new DOM
  const arrival = tk.arrivals.slice(arrived).filter((a) => a.at <= entry.dom).pop();
  return {
    before, label, click, seq: entry.seq, dom: entry.dom, frame: entry.frame,
    painted: entry.painted,
    send: tk.sends[sent] ?? null, arrival: arrival ? arrival.at : null,
    bytes: arrival ? arrival.bytes : null,
  };
}
"""

# In another seat's page: once it has painted a view newer than ``before``, when.
SEEN_JS = """
(before) => {
  const e = window.__tk.drawn.find((d) => d.seq > before && d.painted !== null);
  return e ? e.painted : null;
}
"""

ASKED_JS = """
() => ({
  asked: document.querySelector(".decision.yours") !== null,
  seq: Number(document.querySelector("#tk-app .app[data-seq]")?.dataset.seq ?? -1),
  over: document.querySelector("p.over") !== null,
})
"""


# --- the tables and the server ----------------------------------------------------------------


@dataclass
class Table:
    player: str
    others: list[str]
    """The game master's and the spectators' tokens."""


def open_table(svc: TableService, setup: EncounterSetup, seats: int, seed: int) -> Table:
    """A started table laid out as the demo's: the player on the first side, a greedy bot on
    the others, the game master and ``seats - 2`` spectators."""
    sides = list(dict.fromkeys(f.side for f in setup.fighters))
    gm = svc.create_table(setup, "Gina", seed=seed)
    player = svc.add_seat(gm, "player", side=sides[0])
    for side in sides[1:]:
        svc.add_seat(gm, "bot", side=side, bot="greedy")
    svc.join(player, "Kris")
    svc.approve(gm, int(svc.view(player)["you"]["seat"]))
    others = [gm]
    for i in range(max(0, seats - 2)):
        spectator = svc.add_seat(gm, "spectator")
        svc.join(spectator, f"Sam {i + 1}")
        others.append(spectator)
    svc.start(gm)
    return Table(player, others)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        return int(probe.getsockname()[1])


@contextmanager
def server(url: str, log: Path) -> Iterator[str]:
    """``tenkaichi serve`` on a free port of 127.0.0.1 (its own process group, stopped at the
    end); its base URL once it answers."""
    port = free_port()
    command = [
        sys.executable,
        "-c",
        "from tenkaichi.cli import run; run()",
        "serve",
        "--host",
        HOST,
        "--port",
        str(port),
        "--data",
        str(EXAMPLES),
        "--database-url",
        url,
    ]
    with log.open("w") as out:
        proc = subprocess.Popen(
            command, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
        )
    base = f"http://{HOST}:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(f"{base}/", timeout=1):
                    break
            except OSError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    tail = log.read_text()[-2000:]
                    raise SystemExit(f"the server did not start: {tail}") from None
                time.sleep(0.1)
        yield base
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGINT)
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(5)


# --- page weight ------------------------------------------------------------------------------


@dataclass
class Weight:
    js: int
    css: int
    js_gz: int
    css_gz: int
    html: int
    html_gz: int

    @property
    def client_gz(self) -> int:
        return self.js_gz + self.css_gz


def gz(data: bytes) -> int:
    return len(gzip.compress(data, compresslevel=9))


def page_weight(base: str, token: str) -> Weight:
    js = (CLIENT / "client.js").read_bytes()
    css = (CLIENT / "client.css").read_bytes()
    with urllib.request.urlopen(f"{base}/seat/{token}", timeout=10) as response:
        html = response.read()
    return Weight(len(js), len(css), gz(js), gz(css), len(html), gz(html))


# --- the browser ------------------------------------------------------------------------------


@dataclass
class Sample:
    """One answer: times in ms from the click (``None``: not measured)."""

    painted: float
    dom: float
    frame: float | None
    """The first requestAnimationFrame callback after the new DOM."""
    send: float | None
    arrival: float | None
    everyone: float | None
    bytes: int | None
    label: str
    clicked_at: float
    """The click on the browser's clock (ms)."""
    long_frame: float = 0.0
    """The longest animation frame (>= 50 ms) of the clicking page between click and paint."""
    long_layout: float = 0.0
    """Its style and layout part."""
    long_script: float = 0.0
    """Its scripts' part."""


@dataclass
class Run:
    samples: list[Sample] = field(default_factory=list)
    lost: list[str] = field(default_factory=list)
    stops: dict[str, int] = field(default_factory=dict)


async def drain(base: str, token: str) -> None:
    """A seat connected without a browser: its WebSocket read and its views thrown away."""
    import websockets

    url = base.replace("http://", "ws://") + f"/ws/seat/{token}"
    async with websockets.connect(url, max_size=None) as socket_:
        async for _ in socket_:
            pass


async def open_pages(browser: Any, base: str, table: Table, share: bool, shown: int) -> list[Any]:
    """The table's first ``shown`` people's seat pages (the player's first), each with its
    client's first screen drawn: each page in a browser context of its own (a person's
    browser), or all in one context with ``share``."""
    context: Any = None
    pages = []
    for token in [table.player, *table.others][:shown]:
        if context is None or not share:
            context = await browser.new_context(viewport={"width": 1280, "height": 900})
            context.set_default_timeout(60_000)
            await context.add_init_script(WATCH_JS)
        page = await context.new_page()
        await page.goto(f"{base}/seat/{token}", wait_until="domcontentloaded")
        pages.append(page)
    for page in pages:
        await page.wait_for_selector("#tk-app .app[data-seq]")
    return pages


async def settled(pages: list[Any], deadline: float) -> dict[str, Any] | None:
    """The player's page state once every page shows the same seq (``None``: never)."""
    while time.monotonic() < deadline:
        states = [await p.evaluate(ASKED_JS) for p in pages]
        if len({s["seq"] for s in states}) == 1:
            state: dict[str, Any] = states[0]
            return state
        await asyncio.sleep(0.05)
    return None


async def play(
    pages: list[Any], answers: int, think: float, seed: int, until: float, run: Run
) -> None:
    """The player answers up to ``answers`` times (or until ``until``), ``think`` seconds
    (0.5-1.5 times) after the decision shows."""
    rng = random.Random(seed)
    player, others = pages[0], pages[1:]
    mine: list[Sample] = []
    how = "count"
    for _ in range(answers):
        await asyncio.sleep(think * rng.uniform(0.5, 1.5))
        if time.monotonic() >= until:
            how = "time"
            break
        state = await settled(pages, until)
        if state is None:
            how = "time"
            break
        waited = time.monotonic() + 10
        while not state["asked"] and not state["over"] and time.monotonic() < waited:
            await asyncio.sleep(0.1)
            state = await player.evaluate(ASKED_JS)
        if not state["asked"]:
            how = "over" if state["over"] else "not asked"
            break
        got = await player.evaluate(CLICK_JS, [rng.random(), WAIT_MS])
        if "error" in got:
            run.lost.append(f"{got['error']} ({got.get('label', '')})")
            how = "lost"
            break
        click = float(got["click"])
        last: float | None = None
        for page in others:
            handle = await page.wait_for_function(SEEN_JS, arg=got["before"], timeout=WAIT_MS)
            seen = float(await handle.json_value())
            last = seen if last is None else max(last, seen)

        def since(key: str, got: dict[str, Any] = got, click: float = click) -> float | None:
            value = got.get(key)
            return None if value is None else float(value) - click

        mine.append(
            Sample(
                painted=float(got["painted"]) - click,
                dom=float(got["dom"]) - click,
                frame=since("frame"),
                send=since("send"),
                arrival=since("arrival"),
                everyone=None if last is None else max(last, float(got["painted"])) - click,
                bytes=got.get("bytes"),
                label=str(got.get("label", "")),
                clicked_at=click,
            )
        )
    frames = await player.evaluate("() => window.__tk.frames")
    for sample in mine:
        end = sample.clicked_at + sample.painted
        inside = [f for f in frames if f["end"] >= sample.clicked_at and f["start"] <= end]
        if inside:
            worst = max(inside, key=lambda f: f["end"] - f["start"])
            sample.long_frame = worst["end"] - worst["start"]
            sample.long_layout = worst["end"] - worst["layout"] if worst["layout"] else 0.0
            sample.long_script = float(worst["script"])
    run.samples.extend(mine)
    run.stops[how] = run.stops.get(how, 0) + 1


async def measure(
    base: str, tables: list[Table], args: argparse.Namespace, run: Run
) -> tuple[float, float]:
    """Open every page, play; (seconds to open the pages, seconds of play)."""
    from playwright.async_api import async_playwright

    async with async_playwright() as pw:
        browser = await pw.chromium.launch(
            executable_path=str(CHROMIUM), args=["--no-sandbox", *args.chromium_arg]
        )
        try:
            start = time.monotonic()
            opened = await asyncio.gather(
                *(open_pages(browser, base, t, args.share_context, args.pages) for t in tables)
            )
            drains = [
                asyncio.create_task(drain(base, token))
                for t in tables
                for token in [t.player, *t.others][args.pages :]
            ]
            ready = time.monotonic() - start
            each = -(-args.answers // len(tables))
            begin = time.monotonic()
            until = begin + args.seconds
            await asyncio.gather(
                *(play(pages, each, args.think, i, until, run) for i, pages in enumerate(opened))
            )
            for task in drains:
                task.cancel()
            return ready, time.monotonic() - begin
        finally:
            await browser.close()


# --- the server's share, in this process -------------------------------------------------------


@dataclass
class Profiled:
    """The in-process profile's figures (ms, KB) and its two cProfile runs."""

    answer_ms: list[float] = field(default_factory=list)
    live_ms: list[float] = field(default_factory=list)
    dumps_ms: list[float] = field(default_factory=list)
    bots: list[int] = field(default_factory=list)
    sizes: list[float] = field(default_factory=list)
    screens: list[float] = field(default_factory=list)
    answering: cProfile.Profile = field(default_factory=cProfile.Profile)
    viewing: cProfile.Profile = field(default_factory=cProfile.Profile)
    held: dict[str, tuple[int, object]] = field(default_factory=dict)
    profiling: bool = False

    def push(self, web: Any, tokens: list[str]) -> None:
        """Every seat's view and screen and its JSON, as the hub sends them (the first token's
        message is measured)."""
        live = dumps = 0.0
        for token in tokens:
            start = time.perf_counter()
            if self.profiling:
                self.viewing.enable()
            view = web.live(token)
            if self.profiling:
                self.viewing.disable()
            middle = time.perf_counter()
            events: list[Any] = view.get("events", [])
            count, last = self.held.get(token, (0, None))
            grows = 0 < count <= len(events) and events[count - 1] is last
            begin = count if grows else 0
            text = json.dumps({"type": "view", "view": {**view, "events": events[begin:]}})
            dumps += time.perf_counter() - middle
            live += middle - start
            self.held[token] = (len(events), events[-1] if events else None)
            if token == tokens[0]:
                self.sizes.append(len(text) / 1000)
                self.screens.append(len(json.dumps(view["screen"])) / 1000)
        self.live_ms.append(1000 * live)
        self.dumps_ms.append(1000 * dumps)


def server_pass(
    setup: EncounterSetup, seats: int, answers: int, folder: Path, profiling: bool
) -> Profiled:
    """What the server does for one answer, timed in this process on one table laid out as
    the bench's (no browser, no other table): the answer with the bot's replies, then each
    seat's view and screen (``WebTable.live``, as the hub pushes them) and its JSON as the
    hub sends it (only the events that seat lacks)."""
    from tenkaichi.table.web import BOT_STEPS_PER_REQUEST, WebTable

    name = "profiled" if profiling else "timed"
    svc = TableService(f"sqlite:///{folder / f'{name}.sqlite3'}", doorbell=False)
    svc.bot_steps = BOT_STEPS_PER_REQUEST
    web = WebTable(svc, EXAMPLES)
    table = open_table(svc, setup, seats, 7)
    tokens = [table.player, *table.others]
    rng = random.Random(7)
    got = Profiled(profiling=profiling)
    try:
        got.push(web, tokens)  # the connects: whole views, not measured
        got.live_ms.clear()
        got.dumps_ms.clear()
        got.sizes.clear()
        got.screens.clear()
        for _ in range(answers):
            view = svc.view(table.player)
            pending = view.get("pending") or {}
            if view.get("status") == "over" or "options" not in pending:
                break
            seq = int(view["seq"])
            choice = rng.randrange(len(pending["options"]))
            start = time.perf_counter()
            if profiling:
                got.answering.enable()
            svc.answer(table.player, int(pending["decision_id"]), choice)
            if profiling:
                got.answering.disable()
            got.answer_ms.append(1000 * (time.perf_counter() - start))
            got.bots.append(int(svc.view(table.player)["seq"]) - seq - 1)
            got.push(web, tokens)
    finally:
        svc.close()
    return got


def server_profile(setup: EncounterSetup, seats: int, answers: int, folder: Path) -> str:
    """The server's share of an answer in this process: timed, then the same fight again under
    cProfile for where the time goes."""
    timed = server_pass(setup, seats, answers, folder, profiling=False)
    profiled = server_pass(setup, seats, answers, folder, profiling=True)
    return profile_report(seats, timed, profiled)


SPOTS = (
    ("answer", "bot's choices (`autoplay.server_turn`)", "table/autoplay.py", "server_turn"),
    ("answer", "stepping the fight (`log.step`)", "table/log.py", "step"),
    ("answer", "SQLite commits", "~", "<method 'commit' of 'sqlite3.Connection' objects>"),
    ("views", "the screens (`screen.screen_model`)", "table/screen.py", "screen_model"),
    ("views", "&nbsp;&nbsp;the log's lines (`present.log_lines`)", "table/present.py", "log_lines"),
    (
        "views",
        "&nbsp;&nbsp;the decision panel (`present.decision_model`)",
        "table/present.py",
        "decision_model",
    ),
    (
        "views",
        "&nbsp;&nbsp;&nbsp;&nbsp;option places and reach (`present_place.place_of`)",
        "table/present_place.py",
        "place_of",
    ),
    (
        "views",
        "readable text (`present_text.readable`, everywhere)",
        "table/present_text.py",
        "readable",
    ),
    (
        "views",
        "a side's view with a secret: deep copy of the fight (`sideview._redact`)",
        "dbu/play/sideview.py",
        "_redact",
    ),
    (
        "views",
        "the seat and its view (`TableService.seat_context`)",
        "table/service.py",
        "seat_context",
    ),
)
"""Where an answer's server time goes: (profile, label, file ending, function)."""


def cumulative(prof: cProfile.Profile, path: str, function: str) -> float:
    stats = pstats.Stats(prof, stream=io.StringIO())
    return sum(
        row_[3]
        for (filename, _, name), row_ in stats.stats.items()  # type: ignore[attr-defined]
        if name == function and filename.endswith(path)
    )


def profile_report(seats: int, got: Profiled, profiled: Profiled) -> str:
    total = [a + b + c for a, b, c in zip(got.answer_ms, got.live_ms, got.dumps_ms, strict=True)]
    lines = [
        "| the server's work for one answer (one table, in process) | answers | p50 ms "
        "| p95 ms | max ms | mean ms |",
        "|---|---|---|---|---|---|",
        row("the answer, the bot's replies included (`TableService.answer`)", got.answer_ms),
        row(f"the {seats} seats' views and screens (`WebTable.live` each)", got.live_ms),
        row(f"their {seats} JSON messages (`json.dumps`)", got.dumps_ms),
        row("**in all**", total),
        "",
        f"Inputs the bot made after a person's answer: {sum(got.bots) / max(len(got.bots), 1):.1f}"
        f" (mean); the player's view message {pct(got.sizes, 50):.1f} KB (median; "
        f"{max(got.sizes):.1f} KB at most), of which the screen {pct(got.screens, 50):.1f} KB.",
        "",
        "| where (cProfile, the same fight again) | share of the answers' time "
        "| share of the views' time |",
        "|---|---|---|",
    ]
    totals = {
        "answer": cumulative(profiled.answering, "table/service.py", "answer") or 1.0,
        "views": cumulative(profiled.viewing, "table/web.py", "live") or 1.0,
    }
    for which, label, path, function in SPOTS:
        prof = profiled.answering if which == "answer" else profiled.viewing
        share = cumulative(prof, path, function) / totals[which]
        cells = (f"{share:.0%}", "") if which == "answer" else ("", f"{share:.0%}")
        lines.append(f"| {label} | {cells[0]} | {cells[1]} |")
    return "\n".join(lines)


# --- report -----------------------------------------------------------------------------------


def pct(values: list[float], p: float) -> float:
    """The nearest-rank ``p`` percentile of ``values``."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(p / 100 * len(ordered)) - 1))]


def row(name: str, values: list[float]) -> str:
    if not values:
        return f"| {name} | 0 | | | | |"
    return (
        f"| {name} | {len(values)} | {pct(values, 50):.1f} | {pct(values, 95):.1f} "
        f"| {max(values):.1f} | {sum(values) / len(values):.1f} |"
    )


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def report(
    args: argparse.Namespace,
    weight: Weight,
    run: Run,
    ready: float,
    wall: float,
    load: tuple[float, float],
    server_side: str,
) -> str:
    s = run.samples
    context = "one browser context a table" if args.share_context else "a context a page"
    shown = (
        f"all {args.tables * args.seats} seat pages"
        if args.pages == args.seats
        else f"{args.tables * args.pages} seat pages ({args.pages} a table, the player's "
        f"first; the other {args.tables * (args.seats - args.pages)} seats connected by "
        "WebSocket without a browser)"
    )
    painted = [x.painted for x in s]
    everyone = [x.everyone for x in s if x.everyone is not None]
    parts = {
        "click to WebSocket send (the click handler)": [x.send for x in s if x.send is not None],
        "send to the view's arrival (server: answer, bot, views, screens)": [
            x.arrival - x.send for x in s if x.arrival is not None and x.send is not None
        ],
        "arrival to new DOM (JSON.parse + Preact render)": [
            x.dom - x.arrival for x in s if x.arrival is not None
        ],
        "new DOM to the next frame's start (requestAnimationFrame)": [
            x.frame - x.dom for x in s if x.frame is not None
        ],
        "the frame's start to painted (style, layout, paint)": [
            x.painted - x.frame for x in s if x.frame is not None
        ],
    }
    longs = [x for x in s if x.long_frame]
    sizes = [x.bytes for x in s if x.bytes is not None]
    lines = [
        "| measure | answers | p50 ms | p95 ms | max ms | mean ms |",
        "|---|---|---|---|---|---|",
        row("**click to new view painted** (the clicking seat)", painted),
        row(f"click to every page of the table painted ({args.pages} pages)", everyone),
        *(row(f"&nbsp;&nbsp;{name}", values) for name, values in parts.items()),
        row(
            "the clicking page's longest animation frame (>= 50 ms) from click to paint",
            [x.long_frame for x in longs],
        ),
        row("&nbsp;&nbsp;its style and layout", [x.long_layout for x in longs]),
        row("&nbsp;&nbsp;its scripts", [x.long_script for x in longs]),
        "",
        "| page weight | bytes | gzipped (level 9) |",
        "|---|---|---|",
        f"| `client.js` | {weight.js:,} | {weight.js_gz:,} |",
        f"| `client.css` | {weight.css:,} | {weight.css_gz:,} |",
        f"| **JS + CSS** | {weight.js + weight.css:,} | {weight.client_gz:,} |",
        f"| a player's seat page (HTML) | {weight.html:,} | {weight.html_gz:,} |",
        "",
    ]
    met_p95 = bool(painted) and pct(painted, 95) <= TARGET_P95_MS
    met_weight = weight.client_gz / 1000 <= TARGET_WEIGHT_KB
    view_kb = f"{pct([float(b) for b in sizes], 50) / 1000:.1f}" if sizes else "?"
    lines.append(
        f"Targets: p95 click to new view painted <= {TARGET_P95_MS:.0f} ms: "
        f"{'**met**' if met_p95 else '**not met**'} "
        f"({pct(painted, 95) if painted else float('nan'):.1f} ms); JS + CSS gzipped <= "
        f"{TARGET_WEIGHT_KB:.0f} KB: {'**met**' if met_weight else '**not met**'} "
        f"({weight.client_gz / 1000:.1f} KB)."
    )
    lines.append("")
    lines.append(
        f"{args.tables} tables x {args.seats} seats ({ENCOUNTER.name}: a player, a greedy bot, "
        f"the GM, {args.seats - 2} spectators), {shown} open at once in one headless "
        f"Chromium ({context}; {ready:.0f} s to open); the player "
        f"thinks {args.think} s (0.5-1.5x) before each click; {len(s)} answers in "
        f"{wall:.0f} s ({len(s) / wall if wall else 0:.1f}/s); a view message {view_kb} KB "
        f"(median); tables stopped by: {dict(sorted(run.stops.items()))}"
        + (f"; lost: {len(run.lost)} ({run.lost[0]})" if run.lost else "")
        + f". Measured by `bench/client_bench.py` (SQLite file, `tenkaichi serve` in a "
        f"subprocess); {os.cpu_count()} cores ({cpu_model()}), load average "
        f"{load[0]:.1f} before the play and {load[1]:.1f} after it; Python "
        f"{platform.python_version()}, {platform.machine()}, Linux."
    )
    if server_side:
        lines += ["", server_side]
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--seats", type=int, default=5, help="people's seat pages a table")
    parser.add_argument("--answers", type=int, default=300, help="answers in all (about)")
    parser.add_argument("--think", type=float, default=1.0, help="mean seconds before a click")
    parser.add_argument("--seconds", type=float, default=150.0, help="time cap of the play")
    parser.add_argument(
        "--chromium-arg", action="append", default=[], help="a switch for Chromium (repeat)"
    )
    parser.add_argument(
        "--pages",
        type=int,
        default=0,
        help="seats a table shown in Chromium (the player's first; default: all); the others "
        "connect their WebSocket without a browser",
    )
    parser.add_argument(
        "--share-context",
        action="store_true",
        help="a table's pages in one browser context (default: a context a page)",
    )
    parser.add_argument(
        "--profile",
        type=int,
        default=60,
        help="answers of the in-process server profile after the play (0: none)",
    )
    parser.add_argument("--write", type=Path)
    args = parser.parse_args()
    if not 1 <= args.tables <= 50 or not 2 <= args.seats <= 10:
        parser.error("--tables is 1 to 50 and --seats 2 to 10")
    args.pages = args.pages or args.seats
    if not 1 <= args.pages <= args.seats:
        parser.error("--pages is 1 to --seats")
    if not CHROMIUM.exists():
        parser.error(f"{CHROMIUM} is missing (Debian's chromium)")
    if not (CLIENT / "client.js").is_file():
        parser.error(f"{CLIENT} has no client.js: run `make client`")
    setup = load_encounter(ENCOUNTER, library=[EXAMPLES])
    run = Run()
    with tempfile.TemporaryDirectory(prefix="tenkaichi-client-bench-") as folder:
        url = f"sqlite:///{Path(folder) / 'tables.sqlite3'}"
        svc = TableService(url, doorbell=False)
        try:
            tables = [open_table(svc, setup, args.seats, seed) for seed in range(args.tables)]
        finally:
            svc.close()
        with server(url, Path(folder) / "server.log") as base:
            weight = page_weight(base, tables[0].player)
            before = os.getloadavg()[0]
            ready, wall = asyncio.run(measure(base, tables, args, run))
            after = os.getloadavg()[0]
        server_side = ""
        if args.profile:
            server_side = server_profile(setup, args.seats, args.profile, Path(folder))
    text = report(args, weight, run, ready, wall, (before, after), server_side)
    print(text)
    if args.write:
        write_block(
            args.write, MARKER, text, heading="## The live seat client (`bench/client_bench.py`)"
        )
    return 0 if run.samples else 1


if __name__ == "__main__":
    sys.exit(main())
