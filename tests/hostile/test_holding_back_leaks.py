"""The numbers another seat sees never give away a dbu-1 Holding Back (issue 32, item 1a).

Holding Back (seed 003) lowers the holder's Tier of Power by its stacks and, at full stacks,
takes -1(bT) from every Combat Roll and 1(bT) from every Ki Point cost: the stacks (and whether
one holds back at all) are known to the holder's side only. Once the other sides were shown
the roll lines without the "Holding Back" part but with the dice, the other parts and the
total, so the gap gave the stacks; the dice (Tier of Power Extra Dice), the (T)-sized parts
and the Ki spent gave them away too.

A dbu-1 fight with Holding Back is played through the table service (one player a side and a
spectator). After every input, every seat's JSON view, and its page, is read as that seat
would: for each fighter of another side, no roll line may show the dice or the parts that
make up its total, no line may tell how much Ki it paid or holds, and no roll line's total
less its visible parts may give the Holding Back penalty.
"""

from __future__ import annotations

import functools
import html
import random
import re
from pathlib import Path
from typing import Any

import pytest

from table.helpers import example, pick, seat_table, waiting
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.editions.dbu1.holding_back import held_stacks
from tenkaichi.table.service import TableService

STEPS_MAX = 300
PAGE_EVERY = 4
"""The page (slow to render) is read after every 4th input: its log holds every line so far."""
PLAYERS = {"Kris": {"side": "Heroes"}, "Gil": {"side": "Villains"}}

_ROLL = re.compile(
    r"(?P<who>[A-Z][\w.]*(?: [\w.]+)*?) (?P<label>[A-Z][A-Za-z ]*?) (?P<total>-?\d+) = "
    r"(?P<rest>[^\n]*)"
)
_DICE = re.compile(r"\d+d\d+|\[[^\]]*\]")
_PART = re.compile(r"(?:^|\s)([+-]) [A-Za-z½(][^+\-\d]*?(\d+)(?=\s|$|:|\))")
_KI = re.compile(r"pays \d+ KP|\bKi -?\d+|Capacity -?\d+")


def _pick(pending: dict[str, Any], rng: random.Random) -> int:
    """Hold back (all stacks or fewer) when offered, else play as the table tests do."""
    options = pending["options"]
    hold = [i for i, o in enumerate(options) if o["key"]["kind"] == "holding_back"]
    if hold:
        return rng.choice(hold)
    return pick(pending, rng)


def _roll_lines(text: str, names: list[str]) -> list[tuple[str, int, str]]:
    """(fighter, total, what follows "=") for every Combat Roll line of ``text``."""
    out = []
    for segment in re.split(r": | vs ", text):
        m = _ROLL.match(segment)
        if m and m["who"] in names:
            out.append((m["who"], int(m["total"]), m["rest"]))
    return out


def _gap(total: int, rest: str) -> int | None:
    """The total less every number the line shows (dice and parts), or None if it shows no
    breakdown to do arithmetic on."""
    dice = re.search(r"\[([^\]]*)\]", rest)
    if dice is None:
        return None
    shown = sum(int(n) for n in re.findall(r"\d+", re.sub(r"✗|!", "", dice[1])))
    after = rest[dice.end() :]
    botch = re.match(r" botch -(\d+)", after)
    if botch:
        shown -= int(botch[1])
        after = after[botch.end() :]
    for sign, n in re.findall(r" ([+-]) [^+\-]*?(\d+)(?= [+-] |$| \()", after):
        shown += int(n) if sign == "+" else -int(n)
    return total - shown


def _leaks(text: str, mine: set[str], enc: Encounter, secret: dict[str, int]) -> list[str]:
    """What ``text`` (one event or one page line, as a seat of ``mine`` sides sees it) tells
    of another side's Holding Back."""
    others = tuple(f.id for f in enc.state.fighters if f.side not in mine)
    return list(_leaks_of(text, others, tuple(sorted(secret.items()))))


@functools.cache
def _leaks_of(
    text: str, others: tuple[str, ...], secret: tuple[tuple[str, int], ...]
) -> tuple[str, ...]:
    """:func:`_leaks` of a text for the fighters of the other sides and the Holding Back
    penalties known (remembered: every view repeats the lines of the views before it)."""
    penalty = dict(secret)
    found = []
    for who, total, rest in _roll_lines(text, list(others)):
        if _DICE.search(rest.split(" vs ")[0]):
            found.append(f"{who}'s dice and parts on a roll line: {text}")
        gap = _gap(total, rest)
        if gap is not None and who in penalty and gap == -penalty[who]:
            found.append(f"{who}'s total less the parts gives Holding Back {penalty[who]}: {text}")
    for who in others:
        if who in text and _ki_line(who).search(text):  # the pattern holds the name itself
            found.append(f"{who}'s Ki on a line: {text}")
    return tuple(found)


@functools.cache
def _ki_line(who: str) -> re.Pattern[str]:
    return re.compile(rf"(?:^|: |\(){re.escape(who)}\b[^:]*?(?:{_KI.pattern})")


def _page_text(svc: TableService, token: str, view: dict[str, Any], enc: Encounter) -> str:
    from tenkaichi.table.web_pages import seat_page

    page = seat_page(token, view, enc)
    log = page[page.find("<") :]
    return html.unescape(re.sub(r"<[^>]+>", "\n", log))


@pytest.mark.rule("dbu.legacy.holding-back")
@pytest.mark.parametrize("seed", [7])
def test_no_seat_can_work_out_another_sides_holding_back(tmp_path: Path, seed: int) -> None:
    svc = TableService(f"sqlite:///{tmp_path / 't.sqlite3'}")
    table = seat_table(
        svc,
        example("ambush-dbu1.yaml"),
        PLAYERS,
        seed=seed,
        settings={"gm_sees_secrets": True},
    )
    tokens = table.tokens()
    svc.start(table.gm)
    rng = random.Random(seed)
    held_lines = checked = 0
    leaks: list[str] = []
    numbers: list[str] = []
    for step in range(STEPS_MAX):
        gm_view = svc.view(table.gm)
        enc = svc._tables[gm_view["table"]].fight.enc  # type: ignore[union-attr]
        # The full-stack penalty of every holder, from the game master's (whole) log.
        secret: dict[str, int] = {}
        for f in enc.state.fighters:
            if held_stacks(f):
                for e in enc.events:
                    m = re.search(r"Holding Back \(all stacks\) (\d+)", e.text)
                    if m and e.text.startswith(f.id):
                        secret[f.id] = int(m[1])
        held_lines += sum(1 for e in enc.events if "Holding Back (all stacks)" in e.text)
        for name in ("Kris", "Gil", "spectator"):
            view = svc.view(tokens[name])
            mine = {PLAYERS[name]["side"]} if name in PLAYERS else set()
            for event in view["events"]:
                leaks += [f"{name} (JSON): {x}" for x in _leaks(event["text"], mine, enc, secret)]
                data = event.get("data", {})
                side_of = {f.id: f.side for f in enc.state.fighters}
                if side_of.get(event["who"]) not in mine and ("dice" in data or "kp" in data):
                    leaks.append(f"{name} (JSON data): {event}")
                checked += 1
            for f in view.get("fighters", []):
                if f["side"] not in mine and (f.get("ki") is not None or f.get("capacity")):
                    numbers.append(f"{name} (public numbers): {f['name']} Ki {f.get('ki')}")
            page = _page_text(svc, tokens[name], view, enc) if step % PAGE_EVERY == 0 else ""
            for line in page.splitlines():
                leaks += [f"{name} (page): {x}" for x in _leaks(line, mine, enc, secret)]
        assert not leaks, "\n".join(list(dict.fromkeys(leaks))[:12])
        assert not numbers, "\n".join(numbers[:12])
        found = waiting(svc, tokens)
        if found is None:
            break
        who, pending = found
        if pending["kind"] == "dice":
            pytest.fail("seeded table asked for dice")
        svc.answer(tokens[who], pending["decision_id"], _pick(pending, rng))
    assert held_lines >= 5, f"only {held_lines} Holding Back roll lines: the check is vacuous"
    assert checked > 100
