"""The live client by keyboard alone, and across a server restart, in Debian's Chromium.

1. A whole DBU fight played by keyboard: the game master opens a 1 vs 1 table from an encounter
   file (the table rolls every die), adds a greedy bot for the other side and starts the fight
   (the mouse may set the table up); the fight itself is played with ``page.keyboard`` only:
   ``d`` goes to the decision, ``1`` takes the first entry (a group opens, a leaf answers),
   ``/`` + words + Tab + Enter picks an attack (or ends the turn), an amount is typed in its
   number field and chosen with Tab + Enter. Played to its end; the page is never reloaded,
   ``d`` always puts the focus inside the decision, and axe-core finds nothing serious at the
   start and at the end.
2. A server restart: ``tenkaichi serve --demo`` on a fixed port over a SQLite file opens a
   table; the server (its process group) is stopped, and a new one without ``--demo`` starts on
   the same port over the same file. The open pages (never reloaded) say "Reconnecting…" while
   it is down, then "Live" with the same decision; an answer made after the restart moves the
   view on, on that page and on a second seat's page.

Screenshots go to tests/artifacts/browser/keyboard/ (ignored by git).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .browser_helpers import (
    ARTIFACTS,
    UPDATE_MS,
    Server,
    assert_not_reloaded,
    axe_violations,
    chromium,
    client_ready,
    free_port,
    playwright_or_skip,
    seq_of,
    serving,
    shoot,
    start_server,
    stop,
    wait_seq,
)

sync_api = playwright_or_skip()

FOLDER = ARTIFACTS / "keyboard"
SEED = 3
DECISIONS_MAX = 200
"""Answers the keyboard may give before the test gives up on the fight's end."""
KEYS_MAX = 12
"""Key presses one decision may take (groups opened, fields filled) before the test gives up."""
NEXT_MS = 15_000
"""How long the page may take to ask the game master again (the bot plays in between)."""
RECONNECT_MS = 40_000
"""How long a page may take to find the restarted server (its backoff reaches 15 s)."""
DESKTOP = {"width": 1280, "height": 900}
# One weak brawler a side, a square apart: the game master plays Brute, a bot Slugger.
ENCOUNTER = """\
# Two weak fighters side by side: a short 1 vs 1 fight for the keyboard test.
width: 5
height: 4
sheets:
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
"""
_TURN = re.compile(r"(^Your turn|'s turn): choose a maneuver")
_OVER_JS = "() => /The fight is over/.test(document.querySelector('header .seat')?.innerText ?? '')"
_ASKED_JS = f"() => !!document.querySelector('.decision.yours') || ({_OVER_JS})()"
_ACTIVE_JS = """() => {
    const a = document.activeElement;
    if (!a || a === document.body) return {tag: "BODY", type: "", inDecision: false, text: "",
                                          visible: false};
    const r = a.getBoundingClientRect();
    const style = getComputedStyle(a);
    const ring = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    return {tag: a.tagName, type: a.getAttribute("type") ?? "",
            inDecision: !!a.closest("#decision"), text: (a.innerText || a.value || "").slice(0, 80),
            visible: r.width > 0 && r.height > 0 && a.matches(":focus-visible") && ring};
}"""
_ENTRIES = ".decision .options > li > button"


# --- the keyboard player ---------------------------------------------------------------------


@dataclass
class Player:
    """The game master's page, played by keyboard: what it went through on the way."""

    page: Any
    shots: bool = True
    """Screenshots of the first filter and amount (the fight's player only)."""
    answers: int = 0
    keys: list[str] = field(default_factory=list)
    seen: set[str] = field(default_factory=set)
    lost_focus: int = 0
    """Answers after which the focus fell back to the page's body."""
    lost_in_groups: int = 0
    """Groups opened (by ``1``) after which the focus fell back to the page's body."""
    stale_filters: int = 0
    """Decisions that came with the last decision's filter words still typed."""

    def press(self, key: str) -> None:
        self.keys.append(key)
        self.page.keyboard.press(key)

    def type(self, text: str) -> None:
        self.keys.append(f"type:{text}")
        self.page.keyboard.type(text)

    def active(self) -> dict[str, Any]:
        found: dict[str, Any] = self.page.evaluate(_ACTIVE_JS)
        return found


def is_over(page: Any) -> bool:
    return bool(page.evaluate(_OVER_JS))


def headline(page: Any) -> str:
    return str(page.locator(".decision h2").first.inner_text())


def entries(page: Any) -> list[str]:
    return list(page.locator(_ENTRIES).all_inner_texts())


def wait_asked(page: Any) -> None:
    """Wait until the page asks the game master something, or says the fight is over."""
    page.wait_for_function(_ASKED_JS, timeout=NEXT_MS)


def go_to_decision(player: Player) -> None:
    """``d``: the focus goes inside the decision (and is shown: ``:focus-visible``, with its
    outline). With an option filter (a decision of 7 options or more) ``d`` lands in the
    filter, where digits would be typed into it: Tab moves on to the first entry, so that
    ``1``-``9`` choose again."""
    player.press("d")
    found = player.active()
    assert found["inDecision"], f"after d the focus is on {found}"
    assert found["visible"], found
    if found["tag"] == "INPUT" and found["type"] == "search":
        player.seen.add("d lands in the filter")
        if player.page.locator(".decision input[type=search]").input_value():
            # the words typed to find an option of the last decision are still there
            # (the client keeps the filter across decisions): clear them
            player.stale_filters += 1
            player.press("Control+A")
            player.press("Backspace")
        player.press("Tab")
        found = player.active()
        assert found["inDecision"], found
        assert found["tag"] == "BUTTON" or found["type"] == "number", found


def tab_to(player: Player, tag: str, type_: str = "", text: str = "") -> dict[str, Any]:
    """Tab forward (a few times at most) until the focus is on a ``tag`` (of ``type_``, whose
    text holds ``text``)."""
    for _ in range(6):
        player.press("Tab")
        found = player.active()
        if found["tag"] == tag and type_ in ("", found["type"]) and text in found["text"]:
            return found
    raise AssertionError(f"Tab never reached a {tag} {type_} {text!r}: {player.active()}")


def answered(player: Player, before: int) -> None:
    """The key just pressed answered: wait until the page shows a newer view."""
    wait_seq(player.page, before, timeout=NEXT_MS)
    player.answers += 1
    if player.active()["tag"] == "BODY":
        player.lost_focus += 1


def find_and_choose(player: Player, words: str, want: str) -> bool:
    """``/``, type ``words``, Tab to the first option found and Enter; False (the filter
    emptied again) when no option's text holds ``want``."""
    page = player.page
    before = seq_of(page)
    player.press("/")
    found = player.active()
    assert (found["tag"], found["type"]) == ("INPUT", "search"), found
    player.type(words)
    first = page.locator(_ENTRIES).first
    if not page.locator(_ENTRIES).count() or want not in first.inner_text():
        player.press("Control+A")
        player.press("Backspace")
        sync_api.expect(page.locator(".decision .hint", has_text="No option")).to_have_count(0)
        player.press("Tab")
        return False
    found = tab_to(player, "BUTTON", text=want)
    player.seen.add(f"found {words}")
    if player.shots and "filter" not in player.seen:
        player.seen.add("filter")
        shoot({"game master": page}, "2-filter", FOLDER)
    player.press("Enter")
    answered(player, before)
    return True


def wager(player: Player) -> None:
    """An amount (a Ki Wager): type the most it may be in the number field, Tab to its Choose
    button, Enter."""
    page = player.page
    before = seq_of(page)
    number = page.locator(".amount input[type=number]")
    most = int(number.get_attribute("max") or "0")
    if player.active()["type"] != "number":
        tab_to(player, "INPUT", "number")
    player.press("Control+A")
    player.type(str(most))
    label = "No Ki Wager" if most == 0 else f"Ki Wager {most}"
    chosen = page.locator(".amount .chosen")
    sync_api.expect(chosen).to_contain_text(label)
    tab_to(player, "BUTTON", text=f"Choose: {label}")
    if player.shots and "amount" not in player.seen:
        player.seen.add("amount")
        shoot({"game master": page}, "3-amount", FOLDER)
    player.press("Enter")
    answered(player, before)


def move(player: Player) -> None:
    """A Movement asks for a square: ``d`` goes to its square field (first in the decision);
    type the first square in reach and Enter."""
    page = player.page
    before = seq_of(page)
    player.press("d")
    found = player.active()
    assert found["tag"] == "INPUT", found
    assert found["inDecision"], found
    square = page.locator(".move-picker input").get_attribute("placeholder")
    assert square, "a Movement with no square in reach"
    player.type(square)
    player.press("Enter")
    player.seen.add("moved")
    answered(player, before)


def first_entry(player: Player) -> None:
    """``1``: a group opens (its entries are shown), a leaf answers (or asks for a square)."""
    page = player.page
    before = seq_of(page)
    shown = entries(page)
    assert shown, f"the decision {headline(page)!r} shows no entry"
    group = "group" in (page.locator(_ENTRIES).first.get_attribute("class") or "")
    square = "(pick a square)" in shown[0]
    player.press("1")
    if group:
        page.wait_for_function(
            "([sel, old]) => JSON.stringify([...document.querySelectorAll(sel)]"
            ".map(b => b.innerText)) !== old",
            arg=[_ENTRIES, _json(shown)],
        )
        player.seen.add("group")
        if player.active()["tag"] == "BODY":
            player.lost_in_groups += 1
    elif square:
        sync_api.expect(page.locator(".move-picker")).to_be_visible()
        move(player)
    else:
        answered(player, before)


def _json(items: list[str]) -> str:
    return json.dumps(items, separators=(",", ":"))


def answer(player: Player) -> None:
    """One decision of the game master's, by keyboard: an attack (else the end of the turn) on
    their turn, the most Ki in an amount, else the first entry, group after group."""
    page = player.page
    asked = headline(page)
    go_to_decision(player)
    if _TURN.search(asked) and "turn" not in player.seen:
        # the first turn by numbers: 1 opens the first group (Basic Attack), 1 its first attack
        player.seen.add("turn")
        assert "Basic Attack" in entries(page)[0], entries(page)
    elif _TURN.search(asked):
        if find_and_choose(player, "simple slugger", "Basic Attack (Simple"):
            return
        if find_and_choose(player, "end turn", "End turn"):
            return
    for _ in range(KEYS_MAX):
        if page.locator(".amount input[type=number]").count():
            wager(player)
            return
        before = seq_of(page)
        first_entry(player)
        if seq_of(page) != before:
            return
    raise AssertionError(f"{asked!r} took more than {KEYS_MAX} keys: {player.keys[-20:]}")


def play(player: Player) -> None:
    """Answer every decision the page asks until the fight is over."""
    page = player.page
    while True:
        wait_asked(page)
        if is_over(page):
            return
        assert player.answers < DECISIONS_MAX, (
            f"the fight did not end within {DECISIONS_MAX} answers; last: {headline(page)!r}"
        )
        answer(player)


# --- setting the table up (the mouse is allowed here) ----------------------------------------


def new_page(browser: Any) -> Any:
    context = browser.new_context(viewport=DESKTOP)
    context.set_default_timeout(UPDATE_MS)
    return context.new_page()


def open_table(browser: Any, base: str, encounter: Path) -> Any:
    """The game master opens the 1 vs 1 table (the table rolls), seats a greedy bot for East
    and starts the fight; returns the game master's page."""
    gm = new_page(browser)
    gm.goto(f"{base}/")
    gm.get_by_label("Your name (game master)").fill("Gina")
    gm.locator("#file").set_input_files(str(encounter))
    sync_api.expect(gm.locator("#encounter")).to_have_value(re.compile("Slugger"))
    gm.locator('select[name="dice"]').select_option("seeded")
    gm.locator('input[name="seed"]').fill(str(SEED))
    with gm.expect_navigation():
        gm.get_by_role("button", name="Open the table").click()
    assert gm.locator(".error").count() == 0, gm.locator(".error").all_inner_texts()
    client_ready(gm)
    add = gm.locator("form.add-seat")
    add.locator('select[name="role"]').select_option("bot")
    add.locator('select[name="side"]').select_option("East")
    add.locator('select[name="bot"]').select_option("greedy")
    add.get_by_role("button", name="Add seat").click()
    bot = gm.locator("table.seats tbody tr", has=gm.locator("td", has_text="East"))
    sync_api.expect(bot).to_have_count(1)
    sync_api.expect(bot.first).to_contain_text("Bot")
    gm.get_by_role("button", name="Start the fight").click()
    sync_api.expect(gm.locator("header .seat")).to_contain_text("The fight is in progress")
    return gm


def test_a_whole_fight_by_keyboard_alone(tmp_path: Path) -> None:
    encounter = tmp_path / "one-on-one.yaml"
    encounter.write_text(ENCOUNTER, encoding="utf-8")
    url = f"sqlite:///{tmp_path / 'tables.sqlite3'}"
    with serving(url) as server, chromium(sync_api) as browser:
        gm = open_table(browser, server.base, encounter)
        wait_asked(gm)
        shoot({"game master": gm}, "1-start", FOLDER)
        found = axe_violations(gm)
        assert not found, ("start", found)
        # from here on, the keyboard only: no click
        player = Player(gm)
        play(player)
        shoot({"game master": gm}, "4-end", FOLDER)
        text = str(gm.locator("#tk-app").inner_text())
        won = re.search(r"The fight is over: side (West|East) wins", text)
        assert won, text[:500]
        assert gm.locator(".decision.yours").count() == 0
        assert_not_reloaded(gm)
        found = axe_violations(gm)
        assert not found, ("end", found)
    assert player.answers >= 3, player.answers
    for what in ("turn", "found simple slugger", "amount", "group"):
        assert what in player.seen, (what, sorted(player.seen))
    print(
        f"keyboard: side {won[1]} won after {player.answers} answers in {len(player.keys)} keys; "
        f"went through {sorted(player.seen)}; focus fell to the body after "
        f"{player.lost_focus} of {player.answers} answers and after "
        f"{player.lost_in_groups} groups opened; "
        f"{player.stale_filters} decisions came with a stale filter"
    )


# --- a server restart --------------------------------------------------------------------------


def link_word(page: Any) -> Any:
    return page.locator("header .link")


def open_seats(browser: Any, links: dict[str, str]) -> dict[str, Any]:
    """The player's and the game master's pages of the demo table, live."""
    pages: dict[str, Any] = {}
    for who in ("player", "game master"):
        pages[who] = new_page(browser)
        pages[who].goto(links[who])
        client_ready(pages[who])
        sync_api.expect(link_word(pages[who])).to_contain_text("Live")
    return pages


def answer_while_down(page: Any, shown: list[str]) -> None:
    """Power Up chosen by keyboard while the link is down: refused in one line (nothing is
    lost silently); the filter is emptied again, the decision as it was."""
    down = Player(page, shots=False)
    go_to_decision(down)
    down.press("/")
    down.type("power up")
    tab_to(down, "BUTTON", text="Power Up")
    down.press("Enter")
    sync_api.expect(page.locator(".status-line")).to_contain_text("not connected")
    down.press("Shift+Tab")
    down.press("Control+A")
    down.press("Backspace")
    sync_api.expect(page.locator(_ENTRIES)).to_have_count(len(shown))


def test_open_pages_follow_a_server_restart_on_the_same_port_and_file(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'tables.sqlite3'}"
    port = free_port()
    first = start_server(url, port=port, demo=True)
    second: Server | None = None
    try:
        with chromium(sync_api) as browser:
            pages = open_seats(browser, first.links)
            player, gm = pages["player"], pages["game master"]
            asked = headline(player)
            assert "Your turn" in asked, asked
            shown = entries(player)
            seqs = {who: seq_of(page) for who, page in pages.items()}

            stop(first.process)  # its whole process group
            for page in pages.values():
                sync_api.expect(link_word(page)).to_contain_text("Reconnecting…")
            shoot(pages, "5-server-down", FOLDER)
            answer_while_down(player, shown)

            second = start_server(url, port=port, demo=False)  # same port, same file, no new table
            for who, page in pages.items():
                sync_api.expect(link_word(page)).to_contain_text("Live", timeout=RECONNECT_MS)
                assert seq_of(page) == seqs[who], who
                assert_not_reloaded(page)
            assert headline(player) == asked
            assert entries(player) == shown
            assert "Waiting for Kris" in headline(gm)
            shoot(pages, "6-live-again", FOLDER)

            # an answer after the restart, by keyboard: Power Up; both pages follow
            keys = Player(player, shots=False)
            go_to_decision(keys)
            assert find_and_choose(keys, "power up", "Power Up")
            for who, page in pages.items():
                wait_seq(page, seqs[who])
                assert_not_reloaded(page)
                sync_api.expect(page.locator("#log")).to_contain_text("Goku uses Power Up")
            sync_api.expect(player.locator(".decision h2").first).not_to_have_text(asked)
            shoot(pages, "7-answered-after-restart", FOLDER)
    finally:
        stop(first.process)
        if second is not None:
            stop(second.process)
