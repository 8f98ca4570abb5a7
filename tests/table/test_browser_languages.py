"""Three people, three languages, one DBU table (issue 38): a game master reading English, a
player whose browser speaks Spanish and a player on a phone who picks Brazilian Portuguese in
the page's language picker play a duel through a Duel, each in their own Chromium.

Each page says what language it is in (``<html lang>``, the picker), shows the fight's log in
its language (the round's start in its words, never another page's), and, while a Duel's Ki
Wager is secret, no page of the other side shows that secret in any language. axe-core finds
no serious or critical violation on any page. Screenshots of each page at the Duel's secret
wager and after its reveal go to tests/artifacts/browser/languages/ (ignored by git).

The players answer through their page's own link to the table (``window.tenkaichi.live``, what
the page's buttons call): which option to take is chosen from the seat's options by their
kind, so the test reads no words in any language to play.
"""

from __future__ import annotations

import json
import time
import urllib.parse
import urllib.request
from pathlib import Path
from typing import Any

from tenkaichi.i18n import text

from .browser_helpers import (
    ARTIFACTS,
    UPDATE_MS,
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

FOLDER = ARTIFACTS / "languages"
SEED = "3"
ANSWERS_MAX = 150
LANGUAGE = {"game master": "en", "player 1": "es", "player 2": "pt-BR"}
BROWSER = {"game master": "en-US", "player 1": "es-ES", "player 2": "en-US"}
"""Player 2's browser speaks English: they pick Portuguese in the page."""
SIDE = {"player 1": "A", "player 2": "B"}


def _post(base: str, path: str, **form: str) -> str:
    data = urllib.parse.urlencode(form).encode()
    request = urllib.request.Request(base + path, data=data, method="POST")
    opener = urllib.request.build_opener(_NoRedirect())
    try:
        with opener.open(request, timeout=30) as response:
            return str(response.headers.get("location", ""))
    except urllib.error.HTTPError as redirect:
        if redirect.code != 303:
            raise AssertionError(redirect.read()[:300]) from None
        return str(redirect.headers.get("location", ""))


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: Any, **kwargs: Any) -> None:
        return None


def _get(base: str, path: str) -> dict[str, Any]:
    with urllib.request.urlopen(base + path, timeout=30) as response:
        return dict(json.loads(response.read()))


def _make_table(base: str) -> tuple[str, dict[str, str]]:
    """A seeded duel of Kale and Yamcha: the GM's token and each player's."""
    form = {"gm_name": "Gina", "example": "perft-duel", "dice": "seeded", "seed": SEED}
    gm = _post(base, "/tables", **form).removeprefix("/seat/")
    for side in SIDE.values():
        _post(base, f"/seat/{gm}/seats", action="add", role="player", side=side)
    seats = _get(base, f"/api/seat/{gm}/screen")["panel"]["gm"]["seats"]
    tokens = {
        who: next(s["link"] for s in seats if s["side"] == side).removeprefix("/seat/")
        for who, side in SIDE.items()
    }
    return gm, tokens


def _choose(pending: dict[str, Any], charged: dict[str, int]) -> int:
    """A player who wants a Duel: on their turn, two Energy Charges then the attack that
    releases them (a Duel answers an attack of 2+ Energy Charges); a Duel whenever one is
    offered; the most Ki a wager may take; otherwise the first option."""
    kinds = [o["key"]["kind"] for o in pending["options"]]
    actor = str(pending.get("waiting_for", ""))
    if "duel" in kinds:
        return kinds.index("duel")
    if "end_turn" in kinds:  # the fighter's own turn
        if "charge" in kinds and charged.get(actor, 0) < 2:
            charged[actor] = charged.get(actor, 0) + 1
            return kinds.index("charge")
        for kind in ("release", "attack", "end_turn"):
            if kind in kinds:
                charged[actor] = 0
                return kinds.index(kind)
    if any("wager" in kind for kind in kinds):
        amounts = [int(o["key"].get("kp", 0)) for o in pending["options"]]
        return amounts.index(max(amounts))
    return 0


def _secrets(base: str, gm: str, locale: str) -> list[dict[str, Any]]:
    """The events only some sides may see, as the game master reads them in ``locale``."""
    events = _get(base, f"/api/seat/{gm}/view?lang={locale}")["events"]
    return [e for e in events if e.get("visible_to")]


def _no_leak(base: str, gm: str, pages: dict[str, Any]) -> int:
    """No player's page shows, in any language, an event kept from their side; returns how
    many secret events there were."""
    found = 0
    for locale in ("en", "es", "pt-BR"):
        secrets = _secrets(base, gm, locale)
        found = max(found, len(secrets))
        for who, side in SIDE.items():
            shown = pages[who].locator("#tk-app").inner_text()
            for event in secrets:
                if side not in event["visible_to"]:
                    assert event["text"] not in shown, (who, locale, event["text"])
    return found


def _open_pages(browser: Any, base: str, links: dict[str, str]) -> dict[str, Any]:
    """Each seat's page in its own Chromium context, its browser's language set."""
    pages: dict[str, Any] = {}
    for who, token in links.items():
        phone = who == "player 2"
        context = browser.new_context(
            locale=BROWSER[who],
            viewport={"width": 390, "height": 844} if phone else {"width": 1280, "height": 900},
        )
        page = context.new_page()
        page.goto(f"{base}/seat/{token}")
        client_ready(page)
        pages[who] = page
    return pages


def _seat_and_start(base: str, gm: str, tokens: dict[str, str], pages: dict[str, Any]) -> None:
    """The players join on their pages and are let in; player 2 picks Portuguese in the page
    (their browser speaks English); the game master starts the fight."""
    for who, token in tokens.items():
        page = pages[who]
        page.locator("input[name=name]").fill(who.title())
        page.locator("form.join button[type=submit]").first.click()
        page.wait_for_selector("input[name=name]", state="detached", timeout=UPDATE_MS)
        seat = _get(base, f"/api/seat/{token}/view")["you"]["seat"]
        _post(base, f"/seat/{gm}/seats", action="approve", seat=str(seat))
    picker = pages["player 2"].locator("select[name=language]")
    assert picker.input_value() == "en"
    picker.select_option("pt-BR")
    pages["player 2"].wait_for_function(
        "() => document.documentElement.lang === 'pt-BR'", timeout=UPDATE_MS
    )
    _post(base, f"/seat/{gm}/control", action="start")
    for who, page in pages.items():
        started = text("dbu-round-begins", LANGUAGE[who], round="1")
        page.locator("#log").get_by_text(started).first.wait_for(timeout=UPDATE_MS)


def _play_through_a_duel(base: str, gm: str, tokens: dict[str, str], pages: dict[str, Any]) -> bool:
    """The players answer on their pages until a Duel's secret wagers are revealed (checking
    no page leaks a secret at every step); whether a Duel with a secret wager happened."""
    charged: dict[str, int] = {}
    secrets_seen = 0
    dueled = False
    for _ in range(ANSWERS_MAX):
        asked = None
        for who, token in tokens.items():
            pending = _get(base, f"/api/seat/{token}/view")["pending"] or {}
            if "options" in pending:
                asked = (who, pending)
        if asked is None:
            break
        who, pending = asked
        kinds = {o["key"]["kind"] for o in pending["options"]}
        secrets = _no_leak(base, gm, pages)
        if secrets > secrets_seen and not dueled:
            shoot(pages, "1-duel-secret-wager", FOLDER)
            dueled = True
        secrets_seen = max(secrets_seen, secrets)
        page = pages[who]
        before = seq_of(page)
        page.evaluate(
            "([d, o]) => window.tenkaichi.live.answer({type: 'answer', decision_id: d, option: o})",
            [pending["decision_id"], _choose(pending, charged)],
        )
        wait_seq(page, before)
        if dueled and "duel" not in " ".join(kinds):
            events = _get(base, f"/api/seat/{gm}/view?lang=en")["events"]
            if any("revealed" in e["text"] for e in events):
                break  # the Duel's secret wagers are revealed: the test has seen them
    return dueled


def test_three_people_read_one_duel_in_three_languages(tmp_path: Path) -> None:
    with (
        serving(f"sqlite:///{tmp_path / 'tables.sqlite3'}") as server,
        chromium(sync_api) as browser,
    ):
        base = server.base
        gm, tokens = _make_table(base)
        pages = _open_pages(browser, base, {"game master": gm, **tokens})
        _seat_and_start(base, gm, tokens, pages)
        assert _play_through_a_duel(base, gm, tokens, pages), "no Duel with a secret wager"
        time.sleep(0.5)
        for who, page in pages.items():
            locale = LANGUAGE[who]
            assert page.evaluate("() => document.documentElement.lang") == locale, who
            assert page.locator("select[name=language]").input_value() == locale, who
            log = page.locator("#log").inner_text()
            assert text("dbu-round-begins", locale, round="1") in log, (who, log[:300])
            for other in {"en", "es", "pt-BR"} - {locale}:
                assert text("dbu-round-begins", other, round="1") not in log, (who, other)
            assert axe_violations(page) == [], who
        _no_leak(base, gm, pages)
        shoot(pages, "2-after-the-reveal", FOLDER)
