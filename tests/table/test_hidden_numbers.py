"""Hidden NPC numbers (the table setting ``hide_npc_numbers``, :mod:`tenkaichi.table.hidden`):
a player sees an NPC's Life, Ki and Capacity only as its Health Threshold, in the view, the
screen and every line of the log; the player's own numbers and the game master's view stay.

A real fight through the table service: Pat plays Hero (West); the game master plays Brute and
Thug (East), the NPCs. Until the service puts ``npcs`` in a seat's view itself, the tests put it
there (the list the service will make: the fighters no player seat plays).
"""

from __future__ import annotations

import copy
import json
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest

from tenkaichi.dbu.combat.core.setup import load_encounter
from tenkaichi.table.hidden import (
    redact_body,
    redact_text,
    redact_texts,
    redact_view,
    threshold_words,
)
from tenkaichi.table.screen import BodyCache, screen_model
from tenkaichi.table.service import TableService

from .helpers import play, seat_table

ENCOUNTER = """\
width: 8
height: 6
sheets:
  hero:
    name: Hero
    race: custom
    power_level: 3
    attributes:
      {agility: 5, force: 8, tenacity: 4, scholarship: 2, insight: 3, magic: 1, personality: 2}
  brute:
    name: Brute
    race: custom
    power_level: 3
    attributes:
      {agility: 3, force: 8, tenacity: 3, scholarship: 1, insight: 2, magic: 1, personality: 1}
  thug:
    name: Thug
    race: custom
    power_level: 3
    attributes:
      {agility: 3, force: 7, tenacity: 3, scholarship: 1, insight: 2, magic: 1, personality: 1}
fighters:
  - {sheet: hero, side: West, pos: [2, 2]}
  - {sheet: brute, side: East, pos: [4, 2]}
  - {sheet: thug, side: East, pos: [4, 3]}
"""
NPCS = ("Brute", "Thug")
WORDS = ("Healthy", "Bruised", "Injured", "Critical", "Defeated")
STEPS_MAX = 400
_LEFT = re.compile(r"^(.+) loses \d+ Life \(.*\): (-?\d+)/(\d+) left$")
_TOLD = re.compile(
    r"-?\d+/\d+( left)?$|Life -?\d+, Ki -?\d+|\(Ki -?\d+[,;]|Capacity -?\d+\)|set to -?\d+"
)
"""A line that tells a fighter's Life, Ki or Capacity left (the engine's words)."""


@dataclass
class Fight:
    svc: TableService
    gm: str
    pat: str


@pytest.fixture(scope="module")
def fight(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Fight]:
    """A fight played on (every seat answering at random, the server rolling) until both
    NPCs and Hero have lost Life and an NPC is Injured or worse, the fight still going."""
    tmp: Path = tmp_path_factory.mktemp("hidden")
    (tmp / "encounter.yaml").write_text(ENCOUNTER, encoding="utf-8")
    svc = TableService(f"sqlite:///{tmp / 't.sqlite3'}")
    seated = seat_table(
        svc, load_encounter(tmp / "encounter.yaml"), {"Pat": {"side": "West"}}, seed=5
    )
    svc.start(seated.gm)
    tokens = {"GM": seated.gm, "Pat": seated.players["Pat"]}
    rng = random.Random(2)
    for _ in range(STEPS_MAX // 10):
        if ready(svc.view(seated.gm)) or not play(svc, tokens, rng, 10):
            break
    assert ready(svc.view(seated.gm)), "the fight got where the tests need it"
    yield Fight(svc, seated.gm, seated.players["Pat"])
    svc.close()


def ready(view: dict[str, Any]) -> bool:
    hurt = {f["name"] for f in view["fighters"] if f["threshold"] >= 2 or f["defeated"]}
    lost = {m[1] for e in view["events"] if (m := _LEFT.match(e["text"])) is not None}
    return bool(hurt & set(NPCS)) and lost >= {"Hero", *NPCS} and view["status"] == "running"


def words_now(fight: Fight) -> dict[str, str]:
    with fight.svc.seat_context(fight.gm) as seat:
        return threshold_words(seat.enc)


def numbers(fight: Fight) -> dict[str, dict[str, Any]]:
    """Every fighter's numbers as the game master sees them."""
    return {f["name"]: f for f in fight.svc.view(fight.gm)["fighters"]}


def hidden_view(fight: Fight, token: str) -> dict[str, Any]:
    view = fight.svc.view(token)
    return redact_view({**view, "npcs": list(NPCS)}, NPCS, words_now(fight))


def hidden_screen(fight: Fight, token: str, cache: BodyCache | None = None) -> dict[str, Any]:
    with fight.svc.seat_context(token) as seat:
        told = replace(seat, view={**seat.view, "npcs": list(NPCS)})
        return screen_model(token, told, "", cache)


def npc_lines(texts: list[str]) -> list[str]:
    return [t for t in texts if t.startswith(NPCS) or t.startswith(tuple(f"GM: {n}" for n in NPCS))]


def assert_no_npc_numbers(dumped: str, texts: list[str], fight: Fight) -> None:
    """No line about an NPC tells its Life, Ki or Capacity, and no NPC still standing has
    its Life left anywhere in the JSON (a fighter's Life at 0, Defeated, is no secret)."""
    for line in npc_lines(texts):
        assert not _TOLD.search(line), line
    standing = [f for n, f in numbers(fight).items() if n in NPCS and f["life"] > 0]
    assert standing
    for f in standing:
        for told in (f"Life {f['life']},", f'"life": {f["life"]}'):
            assert told not in dumped, (f["name"], told)
        assert not re.search(rf"\b{f['life']}/\d+", dumped), (f["name"], f["life"])


# --- the view ---------------------------------------------------------------------------------


def test_player_view_shows_npcs_as_words(fight: Fight) -> None:
    raw = fight.svc.view(fight.pat)
    kept = copy.deepcopy(raw)
    view = hidden_view(fight, fight.pat)
    words = words_now(fight)
    shown = {f["name"]: f for f in view["fighters"]}
    for name in NPCS:
        assert shown[name]["life"] is None
        assert shown[name]["ki"] is None
        assert shown[name]["capacity"] is None
        assert shown[name]["health"] == words[name] in WORDS
    texts = [e["text"] for e in view["events"]]
    assert_no_npc_numbers(json.dumps(view), texts, fight)
    damage = [e for e in view["events"] if e["kind"] == "damage" and e["who"] in NPCS]
    assert damage, "an NPC lost Life"
    assert all(e["data"].get("life", 0) <= 0 for e in damage)  # only a life at 0 stays told
    assert any(t.endswith(WORDS) for t in npc_lines(texts)), "the Thresholds are told"
    assert raw == kept, "the cached view is left as it was"


def test_player_keeps_own_numbers(fight: Fight) -> None:
    view = hidden_view(fight, fight.pat)
    hero = next(f for f in view["fighters"] if f["name"] == "Hero")
    assert hero == numbers(fight)["Hero"]
    raw = [e["text"] for e in fight.svc.view(fight.pat)["events"]]
    own = [t for t in raw if t.startswith("Hero")]
    assert own
    assert own == [e["text"] for e in view["events"] if e["text"].startswith("Hero")]
    assert any(_LEFT.match(t) for t in own), "Hero's Life left is told to Hero's player"


def test_game_master_view_untouched(fight: Fight) -> None:
    view = fight.svc.view(fight.gm)
    assert redact_view({**view, "npcs": []}, [], words_now(fight)) == {**view, "npcs": []}
    brute = numbers(fight)["Brute"]
    assert isinstance(brute["life"], int)
    assert isinstance(brute["ki"], int)
    assert any(_TOLD.search(t) for t in npc_lines([e["text"] for e in view["events"]]))


def test_each_line_tells_the_threshold_of_its_time(fight: Fight) -> None:
    """Every Life-lost line of an NPC tells the Threshold its numbers make by the rules (Bruised
    at 1/2 of Max Life, Injured at 1/4, Critical at 1/10), not the one the NPC has now."""
    raw = [e["text"] for e in fight.svc.view(fight.pat)["events"]]
    shown = [e["text"] for e in hidden_view(fight, fight.pat)["events"]]
    checked = set()
    for before, after in zip(raw, shown, strict=True):
        m = _LEFT.match(before)
        if m is None or m[1] not in NPCS or int(m[2]) <= 0:
            continue
        word = rules_word(int(m[2]), int(m[3]))
        assert after == before[: before.rindex(": ")] + f": {word}"
        checked.add(word)
    assert len(checked) >= 3, f"the fight took an NPC through the Thresholds: {checked}"


def rules_word(life: int, top: int) -> str:
    if life * 10 <= top:
        return "Critical"
    if life * 4 <= top:
        return "Injured"
    return "Bruised" if life * 2 <= top else "Healthy"


# --- the screen ---------------------------------------------------------------------------------


def test_player_screen_shows_npcs_as_words(fight: Fight) -> None:
    body = hidden_screen(fight, fight.pat)["body"]
    words = words_now(fight)
    cards = {c["name"]: c for c in body["fighters"]}
    for name in NPCS:
        for key in ("life", "max_life", "ki", "max_ki", "capacity", "max_capacity"):
            assert cards[name][key] is None, (name, key)
        assert cards[name]["health"] == words[name]
    hero = numbers(fight)["Hero"]
    assert (cards["Hero"]["life"], cards["Hero"]["ki"]) == (hero["life"], hero["ki"])
    assert cards["Hero"]["max_life"] > 0
    texts = [line["text"] for line in body["log"]]
    assert_no_npc_numbers(json.dumps(body), texts, fight)
    assert any(_LEFT.match(t) for t in texts if t.startswith("Hero"))


def test_screen_body_not_shared_with_a_seat_that_sees_numbers(fight: Fight) -> None:
    cache = BodyCache()
    with fight.svc.seat_context(fight.pat) as seat:
        plain = BodyCache.key(seat.view, seat.gm_sees_secrets)
        told = BodyCache.key({**seat.view, "npcs": list(NPCS)}, seat.gm_sees_secrets)
    assert plain != told
    hidden = hidden_screen(fight, fight.pat, cache)["body"]
    with fight.svc.seat_context(fight.pat) as seat:
        shown = screen_model(fight.pat, seat, "", cache)["body"]
    assert next(c for c in hidden["fighters"] if c["name"] == "Brute")["life"] is None
    assert next(c for c in shown["fighters"] if c["name"] == "Brute")["life"] is not None


def test_redact_body_leaves_the_model(fight: Fight) -> None:
    with fight.svc.seat_context(fight.pat) as seat:
        body = screen_model(fight.pat, seat, "", None)["body"]
    kept = copy.deepcopy(body)
    out = redact_body(body, NPCS, words_now(fight))
    assert body == kept
    assert out != body


# --- the lines ----------------------------------------------------------------------------------

WORDS_NOW = {
    "Brute": "Injured",
    "Thug": "Bruised",
    "Hero": "Bruised",
    "Saibaman 2": "Healthy",
    "Brute Jr.": "Healthy",
}
"""Every fighter's word now: the NPCs', a player's, and names that start like an NPC's."""
LINES = [
    ("Brute loses 20 Life (Wave): 91/111 left", "Brute loses 20 Life (Wave): Injured"),
    (
        "Brute loses 9 Life (Elemental (Dark) Life Wager): 9/111 left",
        "Brute loses 9 Life (Elemental (Dark) Life Wager): Injured",
    ),
    (
        "Thug regains 7 Life (Healing Surge): 111/111",
        "Thug regains 7 Life (Healing Surge): Bruised",
    ),
    (
        "Brute's turn: 2 Actions, 0 Counter Actions, Life 79, Ki 68, Capacity 22",
        "Brute's turn: 2 Actions, 0 Counter Actions, Life Injured, Ki ?, Capacity ?",
    ),
    (
        "Brute pays 6 KP for Basic Attack (Cutting, energy) (Ki 62, Capacity 16)",
        "Brute pays 6 KP for Basic Attack (Cutting, energy) (Ki ?, Capacity ?)",
    ),
    (
        "Brute uses a Ki Surge: ¼ Max Ki + Surgency 6 = 24 KP, ¼ Max Capacity = 7",
        "Brute uses a Ki Surge: ¼ Max Ki + Surgency 6 = ? KP, ¼ Max Capacity = ?",
    ),
    (
        "Brute regains 24 KP (up to the maximum) and 7 Capacity (Ki Surge)",
        "Brute regains ? KP and ? Capacity (Ki Surge)",
    ),
    (
        "Brute regains 8 KP (up to the maximum) (Combat Recovery)",
        "Brute regains 8 KP (Combat Recovery)",
    ),
    (
        "Brute transfers 5 KP to Thug (Ki 31; Capacity unchanged)",
        "Brute transfers 5 KP to Thug (Ki ?; Capacity unchanged)",
    ),
    (
        "Brute (Entrusted) resets Capacity to 28 for an All-or-Nothing attack",
        "Brute (Entrusted) resets Capacity to ? for an All-or-Nothing attack",
    ),
    (
        "Brute's Triggered Full Empowerment of Thug (1 Action: Capacity to 0, Fatigued and "
        "Impediment, any amount up to 40 KP) waits: when Hero ends their turn",
        "Brute's Triggered Full Empowerment of Thug (1 Action: Capacity to 0, Fatigued and "
        "Impediment, any amount up to ? KP) waits: when Hero ends their turn",
    ),
    (
        "Brute uses Empower Thug (2 Actions, up to 12 KP)",
        "Brute uses Empower Thug (2 Actions, up to ? KP)",
    ),
    (
        "Hero uses Empower Thug (1 Action, up to 12 KP)",
        "Hero uses Empower Thug (1 Action, up to ? KP)",
    ),
    (
        "The Exploit damaged Brute: the Triggered Full Empowerment of Thug (1 Action: Capacity to "
        "0, Fatigued and Impediment, any amount up to 40 KP) is cancelled",
        "The Exploit damaged Brute: the Triggered Full Empowerment of Thug (1 Action: Capacity to "
        "0, Fatigued and Impediment, any amount up to ? KP) is cancelled",
    ),
    (
        "Brute loses 9 KP to Draining (3 × highest Tier Requirement 1 × level 3 = 9); Ki 31",
        "Brute loses 9 KP to Draining (3 × highest Tier Requirement 1 × level 3 = 9); Ki ?",
    ),
    ("GM: Brute's Life set to 10 (a fall)", "GM: Brute's Life set to Injured (a fall)"),
    ("GM: Brute's Capacity set to 3", "GM: Brute's Capacity set to ?"),
    ("GM: Brute's Actions set to 2", "GM: Brute's Actions set to 2"),
    (
        "Brute is revived by Thug with 30 Life (Will to Survive) and will lose their next turn",
        "Brute is revived by Thug (Injured) (Will to Survive) and will lose their next turn",
    ),
    (
        "Brute is back above 0 Life (12) and stays in the fight (Will to Survive)",
        "Brute is back above 0 Life (Injured) and stays in the fight (Will to Survive)",
    ),
    ("Brute is Defeated (left Undying at -5 Life)", "Brute is Defeated (left Undying)"),
    # a player's fighter, and one whose name only starts like an NPC's
    ("Hero loses 20 Life (Wave): 97/117 left", "Hero loses 20 Life (Wave): 97/117 left"),
    ("GM: Hero's Life set to 10", "GM: Hero's Life set to 10"),
    ("Saibaman 2 loses 5 Life (Wave): 40/60 left", "Saibaman 2 loses 5 Life (Wave): 40/60 left"),
    ("Brute Jr. loses 5 Life (Wave): 40/60 left", "Brute Jr. loses 5 Life (Wave): 40/60 left"),
    ("Brute Strike 11 = 1d10+ToP [6] + Haste 2", "Brute Strike 11 = 1d10+ToP [6] + Haste 2"),
]


@pytest.mark.parametrize(("line", "shown"), LINES)
def test_line(line: str, shown: str) -> None:
    assert redact_text(line, NPCS, WORDS_NOW) == shown


def test_pending_words_of_a_player_hide_an_npc_allys_room() -> None:
    view = {
        "fighters": [],
        "events": [],
        "pending": {
            "prompt": "Hero: how much Ki to transfer to Thug (up to 12)?",
            "options": [{"number": 0, "label": "Empower Thug (1 Action, up to 12 KP)"}],
        },
    }
    shown = redact_view(view, NPCS, WORDS_NOW)
    assert shown["pending"]["options"][0]["label"] == "Empower Thug (1 Action, up to ? KP)"
    assert shown["pending"]["prompt"] == "Hero: how much Ki to transfer to Thug (up to ?)?"
    assert view["pending"]["options"][0]["label"].endswith("12 KP)")


def test_log_words_follow_the_thresholds() -> None:
    log = [
        "Brute's turn: 3 Actions, 1 Counter Action, Life 111, Ki 74, Capacity 28",
        "Brute loses 60 Life (Wave): 51/111 left",
        "Brute loses 10 Life (Wave): 41/111 left",
        "Brute drops to Bruised",
        "Brute Steadfast Check for Bruised: 1d10 [7] = 7 vs 6: pass",
        "Hero loses 1 Life (Wave): 96/117 left",
        "Brute regains 20 Life (Healing Surge): 61/111",
        "Brute recovers to Healthy",
        "Brute loses 61 Life (Wave): 0/111 left",
        "Brute drops to Critical",
        "Brute is Defeated",
    ]
    assert redact_texts(log, NPCS, WORDS_NOW) == [
        "Brute's turn: 3 Actions, 1 Counter Action, Life Healthy, Ki ?, Capacity ?",
        "Brute loses 60 Life (Wave): Healthy",
        "Brute loses 10 Life (Wave): Bruised",
        "Brute drops to Bruised",
        "Brute Steadfast Check for Bruised: 1d10 [7] = 7 vs 6: pass",
        "Hero loses 1 Life (Wave): 96/117 left",
        "Brute regains 20 Life (Healing Surge): Healthy",
        "Brute recovers to Healthy",
        "Brute loses 61 Life (Wave): Defeated",
        "Brute drops to Critical",
        "Brute is Defeated",
    ]


# --- the setting, once the service names the NPCs ----------------------------------------------


def test_setting_hides_npc_numbers_from_players(fight: Fight) -> None:
    fight.svc.set_settings(fight.gm, hide_npc_numbers=True)
    try:
        view = fight.svc.view(fight.pat)
        assert view.get("npcs") == sorted(NPCS)
        assert all(f["life"] is None for f in view["fighters"] if f["name"] in NPCS)
        assert fight.svc.view(fight.gm).get("npcs") == []
        assert all(isinstance(f["life"], int) for f in fight.svc.view(fight.gm)["fighters"])
    finally:
        fight.svc.set_settings(fight.gm, hide_npc_numbers=False)
