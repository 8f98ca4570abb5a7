"""A whole fight at the web table in three browsers: a game master and two players, each in
their own Chromium context, play a DBU fight from an encounter file to its end, on SQLite and
on PostgreSQL, through the pages only (forms and buttons, like people).

The game master uploads the encounter file on the home page (a table with physical dice),
invites a player for each of two sides, lets them in, has the table roll for Player 2 and for
themselves, keeps the sides' secrets from themselves and starts the fight; the game master
plays the third side's fighter. Player 1 types their physical dice. The players attack each
other and answer a Duel once: its secret Ki Wager is checked hidden from the other player and
the game master until the reveal. The game master undoes a decision of Player 1's (it comes
back on Player 1's page, and every page tells the undo); Player 2 closes their page and opens
their link again (the pending decision is there); the fight is played to its end (every page
says who won) and a player steps through the replay. Screenshots of each seat go to
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
    chromium,
    log_lines,
    open_groups_around,
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
      {agility: 3, force: 8, tenacity: 1, scholarship: 1, insight: 2, magic: 1, personality: 1}
  slugger:
    name: Slugger
    race: custom
    power_level: 2
    attributes:
      {agility: 3, force: 8, tenacity: 1, scholarship: 1, insight: 2, magic: 1, personality: 1}
fighters:
  - {sheet: brute, side: West, pos: [1, 1]}
  - {sheet: slugger, side: East, pos: [2, 1]}
  - {sheet: saibaman, side: Wild, pos: [1, 2]}
"""
FIGHTER = {"player 1": "Brute", "player 2": "Slugger", "game master": "Saibaman"}
FOE = {"player 1": "Slugger", "player 2": "Brute"}
NAMES = {"game master": "Gina", "player 1": "Pat", "player 2": "Quinn"}
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
    if (document.readyState !== "complete") return null;
    const panel = document.querySelector(".table-panel[data-seq]");
    return panel ? Number(panel.dataset.seq) : null;
}"""
_LABELS_JS = """() => [...document.querySelectorAll(".decision button.option")]
    .map(b => b.childNodes[0].textContent.trim())"""


def seq_of(page: Any) -> int | None:
    """The view's seq the page shows (``None`` while it loads)."""
    try:
        found = page.evaluate(_SEQ_JS)
    except sync_api.Error:  # the page is navigating
        return None
    return None if found is None else int(found)


def headline(page: Any) -> str:
    return (
        str(page.locator(".decision h2").inner_text())
        if page.locator(".decision h2").count()
        else ""
    )


def ki_of(page: Any, fighter: str) -> str:
    """The Ki a fighter's panel shows on ``page``."""
    panel = page.locator("article.panel", has=page.locator("h3", has_text=fighter))
    return str(panel.locator("dt:text-is('Ki') + dd").inner_text())


# --- the table -------------------------------------------------------------------------------


@dataclass
class Table:
    """The three seats' pages (by seat: game master, player 1, player 2) and their links."""

    pages: dict[str, Any]
    links: dict[str, str]
    folder: Path
    actions: int = 0
    dueled: bool = False
    seen: dict[str, set[str]] = field(default_factory=dict)
    """What each seat went through (attacked, dice, duel...)."""

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
            if page.locator(".decision form button.option").count():
                found.append((who, "choice"))
            if page.locator("form.dice").count():
                found.append((who, "dice"))
        assert len(found) <= 1, f"more than one page asks at once: {found}"
        return found[0] if found else None

    def shoot(self, moment: str) -> None:
        shoot(self.pages, moment, self.folder)

    def submit(self, button: Any) -> int:
        """Click a button of a page that makes an input; wait until every page
        follows (the page's own WebSocket may reload it while the form's answer redirects
        it, so the test waits for what the pages show)."""
        before = self.settle()
        button.click()
        self.actions += 1
        return self.settle(moved_from=before)


def choose(labels: list[str], asked: str, who: str, dueled: bool) -> int:
    """A simple player: answer the other player's attack with a Duel the first time one is
    offered, accept a Duel, fall at 0 Life, take an attack head on (Direct Hit), attack the
    other player (else anyone) with a Simple Basic Attack, wager all it may, and otherwise
    decline (No..., Stay, End turn) or take the first option."""

    def first(*starts: str, within: str = "") -> int | None:
        return next((i for i, t in enumerate(labels) if t.startswith(starts) and within in t), None)

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
    wagers = [(int(m[1]), i) for i, t in enumerate(labels) if (m := _KI_WAGER.match(t))]
    if wagers:
        return max(wagers)[1]
    found = first("No ", "Stay", "Keep the", "End turn")
    return 0 if found is None else found


def labels_of(page: Any) -> list[str]:
    return [str(t) for t in page.evaluate(_LABELS_JS)]


def answer(table: Table, who: str) -> tuple[str, str]:
    """``who`` answers their pending decision with :func:`choose`; (headline, label)."""
    page = table.pages[who]
    asked = headline(page)
    labels = labels_of(page)
    assert labels, f"{who}'s page asks {asked!r} without options"
    table.note(who, "answered")
    for seat, other in table.pages.items():
        if seat != who:  # the question is the asked seat's alone
            assert headline(other) == f"Waiting for {NAMES[who]}", (seat, headline(other))
    if asked.startswith("You are being attacked by"):
        assert not asked.startswith(f"You are being attacked by {FIGHTER[who]} ")
        table.note(who, "attacked")
    pick = choose(labels, asked, who, table.dueled)
    if labels[pick].startswith(("Duel with", "Power Duel")):
        table.dueled = True
        table.note(who, "duel")
    button = page.locator(".decision button.option").nth(pick)
    open_groups_around(page, button)
    table.submit(button)
    return asked, labels[pick]


def enter_dice(table: Table, who: str, dice: random.Random) -> None:
    """``who`` rolls the dice of the roll the page asks for (seeded stand-ins for real dice)
    and types them in one field; the first time, a number a die cannot show is refused next to
    the field first."""
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
            assert (
                f"Waiting for {NAMES[who]} to roll dice"
                in other.locator(".table-panel").inner_text()
            )
    if "dice" not in table.seen.get(who, set()):
        before = seq_of(page)
        too_high = " ".join(str(s + 1) for s in sides)
        form.locator("input[name=dice]").fill(too_high)
        form.get_by_role("button", name=button).click()
        error = page.locator('.error[data-for="dice"]')
        sync_api.expect(error).to_be_visible()
        assert f"the d{sides[0]} must be 1-{sides[0]}" in error.inner_text()
        assert seq_of(page) == before  # refused: nothing changed
        # The refusal is shown at the form's address; the player types again right there
        # (the page's live script opens the seat's own page on the next update, it never
        # sends the refused form again).
        form = page.locator("form.dice")
    table.note(who, "dice")
    form.locator("input[name=dice]").fill(",".join(str(dice.randint(1, s)) for s in sides))
    table.submit(form.get_by_role("button", name=button))
    assert table.pages[who].locator(".message").count() == 0, who


# --- setting the table up --------------------------------------------------------------------


def open_table(browser: Any, base: str, encounter: Path) -> Any:
    """The game master opens the table from the encounter file; returns the GM's page."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(UPDATE_MS)
    gm = context.new_page()
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
    return gm


def gm_form(gm: Any, button: Any) -> None:
    """A GM form that changes the table but not the fight: its answer is the GM's page."""
    with gm.expect_navigation():
        button.click()
    assert gm.locator(".message").count() == 0, gm.locator(".message").all_inner_texts()
    assert gm.locator(".gm .error").count() == 0, gm.locator(".gm .error").all_inner_texts()


def invite(gm: Any, side: str) -> str:
    """Add a player seat for ``side``; its invite link from the seats table."""
    add = gm.locator("form", has=gm.get_by_role("button", name="Add seat"))
    add.locator('select[name="role"]').select_option("player")
    add.locator('select[name="side"]').select_option(side)
    gm_form(gm, add.get_by_role("button", name="Add seat"))
    row = gm.locator("table.seats tr", has=gm.locator("td", has_text=re.compile(f"^{side}$")))
    return str(row.locator("a").get_attribute("href"))


def join(browser: Any, link: str, name: str) -> Any:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(UPDATE_MS)
    page = context.new_page()
    page.goto(link)
    page.get_by_label("Your name").fill(name)
    with page.expect_navigation():
        page.get_by_role("button", name="Join the table").click()
    sync_api.expect(page.get_by_text("The game master has not let you in yet")).to_be_visible()
    return page


def seat_row(gm: Any, name: str) -> Any:
    return gm.locator("table.seats tr", has=gm.locator("td", has_text=re.compile(f"^{name}")))


def set_up(browser: Any, base: str, folder: Path, encounter: Path) -> Table:
    """The table as the scenario wants it, with the fight started."""
    gm = open_table(browser, base, encounter)
    links = {"player 1": invite(gm, "West"), "player 2": invite(gm, "East")}
    players = {who: join(browser, link, NAMES[who]) for who, link in links.items()}
    for who in players:  # the GM's page follows each join by itself
        row = seat_row(gm, NAMES[who])
        sync_api.expect(row.get_by_role("button", name="Let in")).to_be_visible()
        gm_form(gm, row.get_by_role("button", name="Let in"))
    for who in ("game master", "player 2"):
        label = "you" if who == "game master" else NAMES[who]
        form = gm.locator("form", has=gm.get_by_label(f"dice of {label}"))
        form.get_by_label(f"dice of {label}").select_option("digital")
        gm_form(gm, form.get_by_role("button", name="Set"))
    assert gm.get_by_label(f"dice of {NAMES['player 1']}").input_value() == "physical"
    settings = gm.locator("form.settings")
    settings.locator('select[name="gm_sees_secrets"]').select_option("no")
    gm_form(gm, settings.get_by_role("button", name="Save the settings"))
    assert gm.locator('select[name="gm_sees_secrets"]').input_value() == "no"
    for page in players.values():  # let in: each player's page follows by itself
        sync_api.expect(page.get_by_text("The game master has not let you in yet")).to_have_count(0)
    pages = {"game master": gm, **players}
    table = Table(pages, {**links, "game master": gm.url}, folder)
    table.settle()
    gm.get_by_role("button", name="Start the fight").click()
    # The first roll is player 1's Initiative (player 1 types dice): the seq may not move, the
    # status does, on every page.
    for page in pages.values():
        sync_api.expect(page.locator(".table-panel")).to_contain_text("The fight is in progress")
    table.settle()
    return table


# --- the scenario's moments ------------------------------------------------------------------


def revealed(lines: list[str]) -> bool:
    return any(re.search(r"Duel Clash \d+: the Ki Wagers are revealed", x) for x in lines)


def others_of(wagerer: str) -> list[str]:
    return [w for w in ("player 1", "player 2", "game master") if w != wagerer]


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
    tells it, and no other page (the other player's, the game master's, who keeps out of the
    sides' secrets) shows anything new: no log line, no Ki spent."""
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
    table.submit(gm.get_by_role("button", name="Undo the last decision"))
    assert table.asked() == (who, "choice")
    assert headline(table.pages[who]) == asked
    assert labels_of(table.pages[who]) == labels
    for seat, page in table.pages.items():
        notices = page.locator(".notice").all_inner_texts()
        assert any(f"{NAMES['game master']} took back the last 1 decision" in n for n in notices), (
            seat,
            notices,
        )
    table.note(who, "undone")


def reconnect(table: Table, who: str, browser_context: Any) -> None:
    """``who`` closes their page and opens their link again: the pending decision is there."""
    old = table.pages[who]
    asked, labels = headline(old), labels_of(old)
    old.close()
    page = browser_context.new_page()
    page.goto(table.links[who])
    table.pages[who] = page
    table.settle()
    assert table.asked() == (who, "choice")
    assert headline(page) == asked
    assert labels_of(page) == labels
    table.note(who, "reconnected")


def docs_screenshot(page: Any) -> None:
    """Player 1's page mid-fight, its attacks open, for the README (only when asked)."""
    if os.environ.get("TENKAICHI_SCREENSHOT_DOCS") != "1":
        return
    attack = page.locator(".decision button.option", has_text="Basic Attack (Simple").first
    open_groups_around(page, attack)
    DOCS_IMAGE.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(DOCS_IMAGE))


def play(table: Table, contexts: dict[str, Any], db: str) -> None:
    """Play to the fight's end with the scenario's policy and moments."""
    dice = random.Random(SEED)
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
        question, labels = headline(page), labels_of(page)
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


def check_the_end(table: Table) -> str:
    """Every page says the fight is over and names the same winner; returns it."""
    winners = set()
    for who, page in table.pages.items():
        header = str(page.locator("header").inner_text())
        found = re.search(r"The fight is over: side (\w+) wins", header)
        assert found, (who, header)
        winners.add(found[1])
        assert "The fight is over." in page.locator(".table-panel").inner_text(), who
        assert page.locator("button.option").count() == 0, who
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


def test_a_fight_from_an_encounter_file_to_its_end_in_three_browsers(
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
        play(table, contexts, db)
        winner = check_the_end(table)
        table.shoot("5-end")
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
    assert any("secret kept" in table.seen.get(who, set()) for who in FOE)
    print(f"{db}: {winner} won after {table.actions} inputs in {time.monotonic() - started:.1f} s")
