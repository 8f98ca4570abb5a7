"""A whole fight at the web table in four browsers: a game master, two players (one on a
390 x 844 phone) and a spectator, each in their own Chromium context, play a DBU fight from an
encounter file to its end, on SQLite and on PostgreSQL, through the live client only (its
buttons and its fields, like people), and no page is ever reloaded.

The game master uploads the encounter file on the home page (a table with physical dice),
invites a player for each of two sides and a spectator, lets them in, has the table roll for
Player 2 and for themselves, keeps the sides' secrets from themselves and starts the fight; the
game master plays the third side's fighter. Player 1 types their physical dice (the grid as
input is tested in test_browser_grid.py). The players answer a Duel once: its
secret Ki Wager is entered as an amount and checked hidden from the other player, the
spectator and the game master until the reveal. The game master undoes a decision of Player
1's (it comes back on Player 1's page, and every page tells the undo); Player 2 closes their
page and opens their link again (the pending decision is there); the fight is played to its
end (every page says who won) and a player steps through the replay. axe-core finds no serious
or critical violation on any seat's page. Screenshots of each seat go to
tests/artifacts/browser/<database>/ (ignored by git); with TENKAICHI_SCREENSHOT_DOCS=1, one of
Player 1's page mid-fight goes to docs/images/table-player.png.
"""

from __future__ import annotations

import os
import random
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from .browser_helpers import (
    ARTIFACTS,
    UPDATE_MS,
    assert_not_reloaded,
    axe_violations,
    chromium,
    client_ready,
    playwright_or_skip,
    serving,
    shoot,
)
from .pg import pg_schema_url

sync_api = playwright_or_skip()

DOCS_IMAGE = Path(__file__).resolve().parents[2] / "docs" / "images" / "table-player.png"
SEED = 2
ACTIONS_MAX = 160
"""Answers and dice entries the fight may take before the test gives up on its ending."""
SETTLE_SECONDS = UPDATE_MS / 1000
# Three sides of one fighter each, a square apart: two brawlers with little Life (the
# players') and a Saibaman from the example sheets (the game master's), so the fight ends by
# defeat in a few dozen decisions.
ENCOUNTER = """\
# Three weak fighters close together: a short fight for the browser test.
width: 5
height: 4
sheets:
  saibaman: saibaman.yaml
  brute:
    name: Brute
    race: custom
    power_level: 2
    attributes:
      {agility: 3, force: 8, tenacity: 3, scholarship: 1, insight: 2, magic: 1, personality: 1}
  slugger:
    name: Slugger
    race: custom
    power_level: 2
    attributes:
      {agility: 3, force: 8, tenacity: 3, scholarship: 1, insight: 2, magic: 1, personality: 1}
fighters:
  - {sheet: brute, side: West, pos: [1, 1]}
  - {sheet: slugger, side: East, pos: [2, 1]}
  - {sheet: saibaman, side: Wild, pos: [1, 2]}
"""
FIGHTER = {"player 1": "Brute", "player 2": "Slugger", "game master": "Saibaman"}
FOE = {"player 1": "Slugger", "player 2": "Brute"}
NAMES = {"game master": "Gina", "player 1": "Pat", "player 2": "Quinn", "spectator": "Sam"}
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
SEATS = ("game master", "player 1", "player 2")
"""The seats that answer (the spectator only watches)."""
_SECRET_WAGER = re.compile(r"secret Ki Wager for Duel Clash (\d+)", re.IGNORECASE)
_KI_WAGER = re.compile(r"Ki Wager (\d+)$")


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[str, str]]:
    """(name, URL) of a fresh database: a SQLite file, or a new PostgreSQL schema."""
    if request.param == "sqlite":
        yield "sqlite", f"sqlite:///{tmp_path / 'tables.sqlite3'}"
        return
    with pg_schema_url() as url:
        yield "postgresql", url


# --- reading a page --------------------------------------------------------------------------

_SEQ_JS = """() => {
    const app = document.querySelector("#tk-app .app[data-seq]");
    return app ? Number(app.dataset.seq) : null;
}"""
_SCREEN_JS = """async () => {
    const token = location.pathname.split("/").pop();
    const r = await fetch(`/api/seat/${token}/screen`);
    return await r.json();
}"""


def seq_of(page: Any) -> int | None:
    """The view's seq the client shows (``None`` before it has drawn one)."""
    try:
        found = page.evaluate(_SEQ_JS)
    except sync_api.Error:
        return None
    return None if found is None else int(found)


def headline(page: Any) -> str:
    found = page.locator(".decision h2")
    return str(found.inner_text()) if found.count() else ""


def ki_of(page: Any, fighter: str) -> str:
    """The Ki a fighter's card shows on ``page``."""
    card = page.locator("article.card", has=page.locator("h3", has_text=fighter))
    return str(card.locator(".bar.ki .bar-value").inner_text())


def square_of(page: Any, fighter: str) -> str:
    card = page.locator("article.card", has=page.locator("h3", has_text=fighter))
    return str(card.locator(".sub").inner_text()).split(" · ")[1]


def log_lines(page: Any) -> list[str]:
    return list(page.locator("#log .line").all_inner_texts())


@dataclass
class Offer:
    """An option of the decision a page shows: its label, index and where it sits in the
    panel (the group titles above it, outermost first; ``amount``: offered as an amount)."""

    label: str
    index: int
    path: list[str]
    amount: bool
    place: dict[str, Any] | None


def offers(page: Any) -> list[Offer]:
    """The options of the decision the seat's client shows (from the screen it draws)."""
    screen = page.evaluate(_SCREEN_JS)
    decision = (screen.get("body") or {}).get("decision") or {}
    root = decision.get("options")
    if not decision.get("yours") or not root:
        return []
    out: list[Offer] = []

    def walk(node: dict[str, Any], path: list[str]) -> None:
        children = node["children"]
        leaves = [c for c in children if "index" in c]
        varying = set()
        if len(leaves) == len(children) >= 4:
            keys = [c["key"] for c in leaves]
            varying = {k for k in keys[0] if any(o.get(k) != keys[0][k] for o in keys)}
        amount = len(varying) == 1 and all(isinstance(k[next(iter(varying))], int) for k in keys)
        for child in children:
            if "index" in child:
                out.append(Offer(child["label"], child["index"], path, amount, child["place"]))
            else:
                walk(child, [*path, child["title"]])

    walk(root, [])
    return out


# --- the table -------------------------------------------------------------------------------


@dataclass
class Table:
    """The seats' pages (game master, player 1, player 2, spectator) and their links."""

    pages: dict[str, Any]
    links: dict[str, str]
    folder: Path
    actions: int = 0
    dueled: bool = False
    seen: dict[str, set[str]] = field(default_factory=dict)
    """What each seat went through (attacked, dice, duel, moved on the grid...)."""

    def note(self, who: str, what: str) -> None:
        self.seen.setdefault(who, set()).add(what)

    def settle(self, moved_from: int | None = None) -> int:
        """Wait until every page shows the same view (past ``moved_from``, when given);
        return its seq."""
        deadline = time.monotonic() + SETTLE_SECONDS
        last: list[int | None] = []
        while time.monotonic() < deadline:
            seqs = [seq_of(p) for p in self.pages.values()]
            ready = None not in seqs and len(set(seqs)) == 1
            if ready and (moved_from is None or seqs[0] != moved_from) and seqs == last:
                assert seqs[0] is not None
                return seqs[0]
            last = seqs
            time.sleep(0.05)
        raise AssertionError(
            f"the pages did not agree on one view within {SETTLE_SECONDS} s: {last}"
        )

    def asked(self) -> tuple[str, str] | None:
        """The one seat whose page asks something now, and what (choice or dice)."""
        found = []
        for who, page in self.pages.items():
            if page.locator(".decision.yours").count():
                found.append((who, "choice"))
            if page.locator("form.dice").count():
                found.append((who, "dice"))
        assert len(found) <= 1, f"more than one page asks at once: {found}"
        return found[0] if found else None

    def shoot(self, moment: str) -> None:
        shoot(self.pages, moment, self.folder)

    def submit(self, click: Any) -> int:
        """Click what makes an input (a button, a square); wait until every page follows."""
        before = self.settle()
        click()
        self.actions += 1
        return self.settle(moved_from=before)


def choose(offered: list[Offer], asked: str, who: str, dueled: bool) -> Offer:
    """A simple player: answer the other player's attack with a Duel the first time one is
    offered, accept a Duel, fall at 0 Life, take an attack head on (Direct Hit), attack the
    other player (else anyone) with a Simple Basic Attack, wager all it may, and otherwise
    decline (No..., Stay, End turn) or take the first option."""
    labels = [o.label for o in offered]

    def first(*starts: str, within: str = "") -> Offer | None:
        return next(
            (offered[i] for i, t in enumerate(labels) if t.startswith(starts) and within in t),
            None,
        )

    foe = FOE.get(who)
    if foe and not dueled and f"being attacked by {foe}" in asked:
        found = first("Duel with a Simple", "Power Duel")
        if found is not None:
            return found
    for starts, within in (
        ("Accept the Duel", ""),
        ("Be Defeated", ""),
        ("Defend: Direct Hit", ""),
        ("Basic Attack (Simple", f" on {foe}" if foe else " on "),
        ("Basic Attack (Simple", " on "),
    ):
        found = first(starts, within=within)
        if found is not None:
            return found
    wagers = [(int(m[1]), o) for o in offered if (m := _KI_WAGER.match(o.label))]
    if wagers:
        return max(wagers, key=lambda w: w[0])[1]
    found = first("No ", "Stay", "Keep the", "End turn")
    return offered[0] if found is None else found


def open_path(page: Any, path: list[str]) -> None:
    """Open the panel's groups down ``path`` (from the top of the decision)."""
    for title in path:
        group = page.locator(".options button.group", has=page.locator(".label", has_text=title))
        group.filter(has=page.locator(f".label:text-is({title!r})")).first.click()


def click_offer(page: Any, offer: Offer) -> None:
    """Choose ``offer`` in the panel as a person does: open its groups, then its button (an
    amount: type it in the amount field and choose it)."""
    open_path(page, offer.path)
    if offer.amount:
        amount = page.locator(".amount input[type=number]")
        value = _KI_WAGER.match(offer.label)
        amount.fill(value[1] if value else "0")
        page.locator(".amount button", has_text=f"Choose: {offer.label}").click()
        return
    page.locator(f'.options button.leaf[data-index="{offer.index}"]').click()


def answer(table: Table, who: str) -> tuple[str, str]:
    """``who`` answers their pending decision with :func:`choose`; (headline, label)."""
    page = table.pages[who]
    asked = headline(page)
    offered = offers(page)
    assert offered, f"{who}'s page asks {asked!r} without options"
    table.note(who, "answered")
    for seat, other in table.pages.items():
        if seat != who:  # the question is the asked seat's alone
            assert headline(other) == f"Waiting for {NAMES[who]}", (seat, headline(other))
    if asked.startswith("You are being attacked by"):
        assert not asked.startswith(f"You are being attacked by {FIGHTER[who]} ")
        table.note(who, "attacked")
    pick = choose(offered, asked, who, table.dueled)
    if pick.label.startswith(("Duel with", "Power Duel")):
        table.dueled = True
        table.note(who, "duel")
    if pick.amount:
        table.note(who, "amount")
    table.submit(lambda: click_offer(page, pick))
    return asked, pick.label


def enter_dice(table: Table, who: str, dice: random.Random) -> None:
    """``who`` rolls the dice of the roll the page asks for (seeded stand-ins for real dice)
    and types them in one field; the first time, a number a die cannot show is refused in one
    line first, and nothing changes."""
    page = table.pages[who]
    form = page.locator("form.dice")
    prompt = str(form.inner_text())
    found = re.search(r"The (?:die|dice) you rolled \(([d0-9, ]+)\)", prompt)
    assert found, f"the dice form reads {prompt!r}"
    assert re.search(r"Roll \S.*'s \S", prompt), prompt  # the roll is named with its owner
    sides = [int(d.strip()[1:]) for d in found[1].split(",")]
    button = "Enter the die" if len(sides) == 1 else "Enter the dice"
    for seat, other in table.pages.items():
        if seat != who:
            assert f"Waiting for {NAMES[who]} to roll dice" in other.locator("#panel").inner_text()
    if "dice" not in table.seen.get(who, set()):
        before = seq_of(page)
        too_high = " ".join(str(s + 1) for s in sides)
        form.locator("input[name=dice]").fill(too_high)
        form.get_by_role("button", name=button).click()
        error = page.locator(".status-line .error")
        sync_api.expect(error).to_contain_text(f"the d{sides[0]} must be 1-{sides[0]}")
        assert seq_of(page) == before  # refused: nothing changed
    table.note(who, "dice")
    form.locator("input[name=dice]").fill(",".join(str(dice.randint(1, s)) for s in sides))
    table.submit(lambda: form.get_by_role("button", name=button).click())


# --- setting the table up --------------------------------------------------------------------


def new_page(browser: Any, viewport: dict[str, int] = DESKTOP) -> Any:
    phone = viewport["width"] < 600
    context = browser.new_context(viewport=viewport, is_mobile=phone, has_touch=phone)
    context.set_default_timeout(UPDATE_MS)
    return context.new_page()


def open_table(browser: Any, base: str, encounter: Path) -> Any:
    """The game master opens the table from the encounter file; returns the GM's page."""
    gm = new_page(browser)
    gm.goto(f"{base}/")
    gm.get_by_label("Your name (game master)").fill(NAMES["game master"])
    gm.locator("#file").set_input_files(str(encounter))
    sync_api.expect(gm.locator("#encounter")).to_have_value(re.compile("Saibaman|saibaman"))
    assert gm.locator('input[name="source"][value="file"]').is_checked()
    gm.locator('select[name="dice"]').select_option("physical")
    gm.locator('input[name="seed"]').fill(str(SEED))
    with gm.expect_navigation():
        gm.get_by_role("button", name="Open the table").click()
    assert gm.locator(".error").count() == 0, gm.locator(".error").all_inner_texts()
    assert "/seat/" in gm.url
    client_ready(gm)
    return gm


def posted(page: Any, button: Any) -> None:
    """Click a form's button; wait for the table's answer (the page stays: no navigation) and
    check it was taken (the status line tells no refusal)."""
    url = page.url
    with page.expect_response(lambda r: r.request.method == "POST" and "/seat/" in r.url) as r:
        button.click()
    assert r.value.ok, r.value.text()
    assert page.url == url
    assert page.locator(".status-line .error").count() == 0, page.locator(
        ".status-line"
    ).inner_text()


def gm_form(gm: Any, button: Any) -> None:
    """A GM form that changes the table but not the fight: the page follows in place."""
    posted(gm, button)


def invite(gm: Any, side: str, role: str = "player") -> str:
    """Add a seat for ``side`` (a player; or a spectator, side ""); its invite link."""
    add = gm.locator("form.add-seat")
    rows = gm.locator("table.seats tbody tr").count()
    add.locator('select[name="role"]').select_option(role)
    add.locator('select[name="side"]').select_option(side)
    gm_form(gm, add.get_by_role("button", name="Add seat"))
    sync_api.expect(gm.locator("table.seats tbody tr")).to_have_count(rows + 1)
    row = gm.locator("table.seats tbody tr").last
    return str(row.locator("a").get_attribute("href"))


def join(browser: Any, link: str, name: str, viewport: dict[str, int] = DESKTOP) -> Any:
    page = new_page(browser, viewport)
    page.goto(link)
    client_ready(page)
    page.get_by_label("Your name").fill(name)
    posted(page, page.get_by_role("button", name="Join the table"))
    sync_api.expect(page.locator("header .seat")).to_contain_text(name)
    return page


def seat_row(gm: Any, name: str) -> Any:
    return gm.locator("table.seats tr", has=gm.locator("td", has_text=re.compile(f"^{name}")))


def set_up(browser: Any, base: str, folder: Path, encounter: Path) -> Table:
    """The table as the scenario wants it, with the fight started."""
    gm = open_table(browser, base, encounter)
    links = {
        "player 1": invite(gm, "West"),
        "player 2": invite(gm, "East"),
        "spectator": invite(gm, "", "spectator"),
    }
    views = {"player 2": PHONE}
    joined = {
        who: join(browser, link, NAMES[who], views.get(who, DESKTOP)) for who, link in links.items()
    }
    for who in ("player 1", "player 2"):  # a spectator is not let in: they just watch
        waiting = joined[who].get_by_text("The game master has not let you in yet")
        sync_api.expect(waiting).to_be_visible()
        row = seat_row(gm, NAMES[who])  # the GM's page follows each join by itself
        sync_api.expect(row.get_by_role("button", name="Let in")).to_be_visible()
        gm_form(gm, row.get_by_role("button", name="Let in"))
    for who in ("game master", "player 2"):
        label = "you" if who == "game master" else NAMES[who]
        form = gm.locator("form", has=gm.get_by_label(f"dice of {label}"))
        form.get_by_label(f"dice of {label}").select_option("digital")
        gm_form(gm, form.get_by_role("button", name="Set"))
        sync_api.expect(gm.get_by_label(f"dice of {label}")).to_have_value("digital")
    assert gm.get_by_label(f"dice of {NAMES['player 1']}").input_value() == "physical"
    settings = gm.locator("form.settings")
    settings.locator('select[name="gm_sees_secrets"]').select_option("no")
    gm_form(gm, settings.get_by_role("button", name="Save the settings"))
    sync_api.expect(gm.locator('select[name="gm_sees_secrets"]')).to_have_value("no")
    for page in joined.values():  # let in: each page follows by itself
        sync_api.expect(page.get_by_text("The game master has not let you in yet")).to_have_count(0)
    pages = {"game master": gm, **joined}
    table = Table(pages, {**links, "game master": gm.url}, folder)
    table.settle()
    gm.get_by_role("button", name="Start the fight").click()
    for page in pages.values():
        sync_api.expect(page.locator("header .seat")).to_contain_text("The fight is in progress")
    table.settle()
    return table


# --- the scenario's moments ------------------------------------------------------------------


def revealed(lines: list[str]) -> bool:
    return any(re.search(r"Duel Clash \d+: the Ki Wagers are revealed", x) for x in lines)


def others_of(wagerer: str) -> list[str]:
    return [w for w in (*SEATS, "spectator") if w != wagerer]


def what_others_see(table: Table, wagerer: str) -> dict[str, tuple[list[str], str]]:
    """Each other seat's log and the wagerer's fighter's Ki on its page."""
    return {
        who: (log_lines(table.pages[who]), ki_of(table.pages[who], FIGHTER[wagerer]))
        for who in others_of(wagerer)
    }


def check_secret_wager(
    table: Table, wagerer: str, amount: int, seen_before: dict[str, tuple[list[str], str]]
) -> None:
    """After the first secret Ki Wager of a Duel Clash, before the reveal: the wagerer's page
    tells it, and no other page (the other player's, the spectator's, the game master's, who
    keeps out of the sides' secrets) shows anything new: no log line, no Ki spent."""
    fighter = FIGHTER[wagerer]
    told = f"{fighter} records a secret Ki Wager of {amount}"
    assert any(told in line for line in log_lines(table.pages[wagerer])), wagerer
    for who, (lines, ki) in what_others_see(table, wagerer).items():
        before_lines, before_ki = seen_before[who]
        assert lines == before_lines, (who, lines[len(before_lines) :])
        assert ki == before_ki, (who, before_ki, ki)
        assert not any(told in line for line in lines), who
    table.note(wagerer, "secret kept")


def undo(table: Table, who: str, asked: str, labels: list[str]) -> None:
    """The game master takes back ``who``'s last answer: the same decision comes back on
    their page, and every page tells the undo."""
    gm = table.pages["game master"]

    def ask_and_undo() -> None:
        gm.get_by_role("button", name="Undo", exact=True).click()
        gm.locator("dialog button.primary").click()  # "Yes, undo" or "Keep those dice"

    table.submit(ask_and_undo)
    assert table.asked() == (who, "choice")
    assert headline(table.pages[who]) == asked
    assert [o.label for o in offers(table.pages[who])] == labels
    for seat, page in table.pages.items():
        notices = page.locator(".notices li").all_inner_texts()
        assert any(f"{NAMES['game master']} took back the last decision" in n for n in notices), (
            seat,
            notices,
        )
    table.note(who, "undone")


def reconnect(table: Table, who: str, browser_context: Any) -> None:
    """``who`` closes their page and opens their link again: the pending decision is there."""
    old = table.pages[who]
    asked, labels = headline(old), [o.label for o in offers(old)]
    old.close()
    page = browser_context.new_page()
    page.goto(table.links[who])
    client_ready(page)
    table.pages[who] = page
    table.settle()
    assert table.asked() == (who, "choice")
    assert headline(page) == asked
    assert [o.label for o in offers(page)] == labels
    table.note(who, "reconnected")


def docs_screenshot(page: Any) -> None:
    """Player 1's page mid-fight, its attacks open, for the README (only when asked)."""
    if os.environ.get("TENKAICHI_SCREENSHOT_DOCS") != "1":
        return
    DOCS_IMAGE.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(DOCS_IMAGE))


def check_access(table: Table, moment: str) -> None:
    """axe-core finds no serious or critical violation on any seat's page."""
    for who, page in table.pages.items():
        found = axe_violations(page)
        assert not found, (moment, who, found)


def play(table: Table, contexts: dict[str, Any], db: str) -> None:
    """Play to the fight's end with the scenario's policy and moments."""
    dice = random.Random(SEED)
    checked = False
    while (asked := table.asked()) is not None:
        assert table.actions < ACTIONS_MAX, (
            f"the fight did not end within {ACTIONS_MAX} answers and dice entries; "
            f"the last question: {asked}"
        )
        who, kind = asked
        if kind == "dice":
            assert who == "player 1", f"{who} was asked to type dice (the table rolls theirs)"
            enter_dice(table, who, dice)
            continue
        page = table.pages[who]
        question = headline(page)
        if not checked and question.startswith("Your turn"):
            check_access(table, "mid-fight")
            checked = True
        labels = [o.label for o in offers(page)]
        secret = _SECRET_WAGER.search(question)
        seen_before = what_others_see(table, who) if secret else {}
        own_before = len(log_lines(page)) if secret else 0
        if (
            who == "player 2"
            and "undone" in table.seen.get("player 1", set())
            and "reconnected" not in table.seen.get(who, set())
        ):
            reconnect(table, who, contexts[who])
            table.shoot("4-reconnect")
        undo_now = (
            who == "player 1"
            and question.startswith("Your turn")
            and "undone" not in table.seen.get(who, set())
            and "duel" in table.seen.get("player 2", set()) | table.seen.get("player 1", set())
        )
        if undo_now and db == "sqlite":
            docs_screenshot(page)
        _, label = answer(table, who)
        found = _KI_WAGER.match(label)
        if secret and revealed(log_lines(table.pages[who])[own_before:]):
            for seat in others_of(who):  # the reveal is everyone's to see
                assert revealed(log_lines(table.pages[seat])), seat
        elif secret and found and (table.asked() or ("", ""))[1] != "dice":
            # the first wager of this Duel Clash: the other duelist's is yet to come (after
            # the second, the Clash waits for a person's dice and nothing shows until then)
            check_secret_wager(table, who, int(found[1]), seen_before)
            if "duel shot" not in table.seen.get("table", set()):
                table.shoot("2-duel")
                table.note("table", "duel shot")
        if undo_now:
            undo(table, who, question, labels)
            table.shoot("3-undo")
    assert table.actions < ACTIONS_MAX
    assert checked


def check_the_end(table: Table) -> str:
    """Every page says the fight is over and names the same winner; returns it."""
    winners = set()
    for who, page in table.pages.items():
        text = str(page.locator("#tk-app").inner_text())
        found = re.search(r"The fight is over: side (\w+) wins", text)
        assert found, (who, text[:500])
        winners.add(found[1])
        assert "The fight is over." in page.locator("header .seat").inner_text(), who
        assert page.locator(".decision.yours").count() == 0, who
    assert len(winners) == 1, winners
    return winners.pop()


def step_the_replay(page: Any) -> None:
    """A player opens the replay (the fight is over) and steps back once."""
    with page.expect_navigation():
        page.get_by_role("link", name="Replay the fight step by step").click()
    title = re.compile(r"Replay: step (\d+) of (\d+)")
    found = title.search(page.locator("h1").inner_text())
    assert found
    assert found[1] == found[2]
    last = int(found[2])
    with page.expect_navigation():
        page.locator("nav.steps a.back").click()
    found = title.search(page.locator("h1").inner_text())
    assert found
    assert (int(found[1]), int(found[2])) == (last - 1, last)
    assert page.locator("nav.steps a.forward").count() == 1
    assert page.locator(".panel").count() == 3


def test_a_fight_from_an_encounter_file_to_its_end_in_four_browsers(
    database: tuple[str, str], tmp_path: Path
) -> None:
    db, url = database
    folder = ARTIFACTS / db
    encounter = tmp_path / "short-fight.yaml"
    encounter.write_text(ENCOUNTER, encoding="utf-8")
    started = time.monotonic()
    with serving(url) as server, chromium(sync_api) as browser:
        table = set_up(browser, server.base, folder, encounter)
        contexts = {who: page.context for who, page in table.pages.items()}
        table.shoot("1-created")
        check_access(table, "start")
        play(table, contexts, db)
        winner = check_the_end(table)
        table.shoot("5-end")
        check_access(table, "end")
        for page in table.pages.values():  # the reconnected page is a new one, marked anew
            assert_not_reloaded(page)
        step_the_replay(table.pages["player 1"])
        table.shoot("6-replay")
    for who, what in (
        ("player 1", "attacked"),
        ("player 2", "attacked"),
        ("player 1", "dice"),
        ("player 1", "undone"),
        ("player 2", "reconnected"),
        ("game master", "answered"),
    ):
        assert what in table.seen.get(who, set()), f"{who} never went through {what}"
    assert table.dueled
    assert "duel shot" in table.seen.get("table", set())
    assert any("amount" in table.seen.get(who, set()) for who in FOE)
    assert any("secret kept" in table.seen.get(who, set()) for who in FOE)
    print(f"{db}: {winner} won after {table.actions} inputs in {time.monotonic() - started:.1f} s")
