"""A seat's page: readable (no internal identifiers), escaped, and only the seat's secrets."""

from __future__ import annotations

import html
import json
import re
from html.parser import HTMLParser
from typing import Any

import pytest
import yaml

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.events import Event
from tenkaichi.dbu.combat.core.setup import EncounterSetup, FighterSetup, duel_setup
from tenkaichi.dbu.sheet import CharacterSheet
from tenkaichi.dbu.sheet_files import parse_sheet
from tenkaichi.table.present import Viewer, render_seat_html, seat_view_model
from tenkaichi.table.present_text import readable

from .present_helpers import EXAMPLES, play, setups

IDENTIFIER = re.compile(
    r"\b[a-z][a-z0-9]*_[a-z0-9_]+\b"  # snake_case
    r"|[(\[]\d+, ?\d+[)\]]"  # a tuple or list of numbers
    r"|\bNone\b|\bTrue\b|\bFalse\b|\{'|<[A-Za-z.]+ object at"  # Python reprs
)
HOLDING = re.compile(r"Holding Back|holds back|holding back")


def _seats(enc: Encounter) -> list[Viewer]:
    sides = dict.fromkeys(f.side for f in enc.state.fighters)
    return [Viewer.gm(), Viewer.spectator(), *(Viewer.player(s) for s in sides)]


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.text: list[str] = []
        self.scripts = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.scripts += tag == "script"

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def _parse(page: str) -> _Text:
    parser = _Text()
    parser.feed(page)
    return parser


@pytest.mark.parametrize(("name", "setup_"), setups(), ids=[n for n, _ in setups()])
def test_no_internal_identifier_reaches_a_page(name: str, setup_: Any) -> None:
    pages = 0
    for i, enc in enumerate(play(setup_, 2, limit=200)):
        if i % 25 and not enc.over:
            continue
        for viewer in _seats(enc):
            page = render_seat_html(enc, viewer)
            found = IDENTIFIER.findall(page)
            assert not found, f"{name}, {viewer}: {found[:5]}"
            json.dumps(seat_view_model(enc, viewer))  # the model is JSON-able
            pages += 1
    assert pages > 10


def test_the_answering_seat_alone_gets_the_options() -> None:
    enc = Encounter.start(dict(setups())["dbu-2 Kale vs Yamcha"], 1)
    d = enc.decision
    assert d is not None
    mine = enc.fighter(d.actor).side
    for viewer in _seats(enc):
        model = seat_view_model(enc, viewer)
        page = render_seat_html(enc, viewer)
        answers = viewer.controls(mine)
        assert model["decision"]["yours"] is answers
        assert ('name="option"' in page) is answers
        if answers:
            buttons = re.findall(r'name="option" value="(\d+)"', page)
            assert sorted(map(int, buttons)) == list(range(len(d.options)))
            assert f'name="decision" value="{enc.state.choices}"' in page


HOSTILE = '<script>alert("x")</script> Vegeta\'s "&amp;" <b>'


def _sheet(file: str, name: str) -> CharacterSheet:
    raw = yaml.safe_load((EXAMPLES / file).read_text(encoding="utf-8"))
    raw["name"] = name
    return parse_sheet(yaml.safe_dump(raw), file)


def test_hostile_names_are_escaped_everywhere() -> None:
    sheets = [_sheet("kale.yaml", HOSTILE), _sheet("yamcha.yaml", "Goku <i>")]
    fighters = (
        FighterSetup(sheet=HOSTILE, side="A\"<'", pos=(0, 0)),
        FighterSetup(sheet="Goku <i>", side="B&", pos=(3, 0)),
    )
    enc = Encounter.start(
        EncounterSetup(width=8, height=5, sheets={s.name: s for s in sheets}, fighters=fighters),
        3,
    )
    for step in range(6):
        for viewer in _seats(enc):
            page = render_seat_html(enc, viewer)
            parsed = _parse(page)
            assert parsed.scripts == 1  # the page's own few lines, never a name
            assert "<b>" not in page
            assert "<i>" not in page
            assert HOSTILE in "".join(parsed.text)  # shown, as text
        if enc.over:
            break
        enc.choose(step % len(enc.decision.options) if enc.decision else 0)


# --- secrets ------------------------------------------------------------------------------


def _holders(text: str, names: list[str]) -> set[str]:
    """The fighters whose Holding Back a line tells: the last name before each mention."""
    out = set()
    for m in HOLDING.finditer(text):
        before = text[: m.start()]
        ends = {n: before.rfind(n) + len(n) for n in names if n in before}
        if ends:
            out.add(max(ends, key=lambda n: (ends[n], len(n))))
    return out


def _secret_of(e: Event, fighter_id: str, names: list[str]) -> bool:
    """Does the full log's event tell a secret of ``fighter_id`` (found by what it says, not
    by the engine's marks): their Holding Back on a line of theirs (not an Opponent's public
    attempt to detect it, nor what a won detection shows the detector), their stacks, or their
    unrevealed Duel Ki Wager."""
    text = e.text
    detection = "looks whether" in text or " sees that " in text  # a Clairvoyance check's
    if not detection and fighter_id in _holders(text, names):
        return True
    if e.who == fighter_id and (e.data.get("duel") == "committed" or "secret Ki Wager" in text):
        return True
    return text.startswith(
        (f"{fighter_id} holds back:", f"{fighter_id} loses a Holding Back stack")
    ) or (f"{fighter_id} Concealment Check (Holding Back" in text)


def _fights() -> list[tuple[str, Any]]:
    pair = duel_setup([EXAMPLES / "kale.yaml", EXAMPLES / "yamcha.yaml"])
    crowd = dict(setups())["dbu-1 duel crowd"]
    return [
        ("dbu-1 Kale vs Yamcha", pair.model_copy(update={"edition": "dbu-1"})),
        ("dbu-1 duel crowd", crowd),
        ("dbu-2 duel crowd", crowd.model_copy(update={"edition": "dbu-2"})),
    ]


@pytest.mark.rule("dbu.legacy.holding-back")
def test_no_seat_page_shows_another_sides_secret() -> None:
    secrets = own_seen = checked = 0
    for name, setup_ in _fights():
        for seed in (1, 2, 4):
            for i, enc in enumerate(play(setup_, seed, limit=260)):
                if i % 12 and not enc.over:
                    continue
                names = [f.id for f in enc.state.fighters]
                sides = {f.id: f.side for f in enc.state.fighters}
                for viewer in _seats(enc):
                    page = render_seat_html(enc, viewer)
                    model = seat_view_model(enc, viewer)
                    hidden = [
                        fid for fid, s in sides.items() if viewer.role != "gm" and s != viewer.side
                    ]
                    for e in enc.events:
                        for fid in sides:
                            if not _secret_of(e, fid, names):
                                continue
                            shown = html.escape(readable(e.text, names), quote=False)
                            if fid in hidden:
                                secrets += 1
                                assert shown not in page, f"{name} {seed} {viewer}: {e.text}"
                            elif viewer.role == "player":
                                own_seen += shown in page
                    for panel in model["fighters"]:
                        if panel["name"] in hidden:
                            assert not any(HOLDING.search(x) for x in panel["effects"])
                    checked += 1
    assert checked > 50
    assert secrets >= 20, f"only {secrets} secrets in the fights"
    assert own_seen > 0  # the holder's side is shown its own secrets: the check can see them
