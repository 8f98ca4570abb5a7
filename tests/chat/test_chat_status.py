"""``!fight status`` and ``!top status`` read as people read (issue 36): squares named as the
grid and the log name them, Conditions in the rules' words, Life, Ki and Capacity each over its
own maximum, the board as a picture whose text says everything the picture shows."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from tenkaichi.chat.messages import Author, Button, Incoming, Reply
from tenkaichi.chat.table_chat import TableChat
from tenkaichi.chat.table_chat_status import distinct, fighter_line
from tenkaichi.cli.serve_cmd import default_data
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.families.conditions.states import NAMES as STATE_NAMES
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.table.games.dbu import SECRET_EFFECTS
from tenkaichi.table.present_text import square_name, words
from tenkaichi.table.service import TableService

pytestmark = pytest.mark.skipif(default_data() is None, reason="needs the examples folder")

ANN = Author("101", "Ann")
BOB = Author("102", "Bob")
EVE = Author("103", "Eve")
PEOPLE = {a.id: a for a in (ANN, BOB, EVE)}
SNAKE = re.compile(r"[a-z]+_[a-z]+")
"""An engine identifier (``guard_down``)."""
TUPLE = re.compile(r"\(\d+, \d+\)")
"""A square as Python prints it (``(3, 3)``)."""
PNG = b"\x89PNG\r\n\x1a\n"
STEPS = 160
"""The most answers a fight of these tests runs to (every one of them ends sooner)."""


@pytest.fixture
def service(tmp_path: Path) -> TableService:
    return TableService(f"sqlite:///{tmp_path / 'tables.db'}")


@dataclass
class Table:
    """A chat table driven to its end, ``status`` asked after every answer."""

    chat: TableChat
    channel: str = "c1"
    statuses: list[list[Reply]] = field(default_factory=list)
    encounters: list[Encounter] = field(default_factory=list)
    """The fight as the game master knows it at each status, for the numbers to be checked."""

    def say(self, who: Author, text: str, private: bool = False) -> list[Reply]:
        """``text`` from ``who`` in the channel, or (``private``) as a button pressed on a
        reply only they see."""
        message = Incoming("test", self.channel, who, text, interactive=private, private=private)
        return self.chat.handle(message)

    def status(self, who: Author = ANN) -> list[Reply]:
        out = self.say(who, f"!{self.chat.word} status")
        self.statuses.append(out)
        table = self.chat.store.channel("test", self.channel, self.chat.game).table_id
        assert table is not None
        if self.chat.game == "dbu":
            with self.chat.service.seat_context(self.chat.store.gm_token(table)) as ctx:
                self.encounters.append(ctx.enc.clone())
        return out

    def play(self, replies: list[Reply], steps: int = STEPS) -> list[Reply]:
        """Press the first attack offered, else the last choice (a full Ki Wager, a Duel)."""
        for _ in range(steps):
            offers = [r for r in replies if r.buttons]
            if not offers:
                return replies
            offer = offers[0]
            who = PEOPLE[offer.private_to or offer.ping[0]]
            replies = self.say(who, pick(list(offer.buttons)).command, offer.private_to is not None)
            assert not any(r.error for r in replies), replies
            self.status()
        raise AssertionError("the fight did not end")


def pick(buttons: list[Button]) -> Button:
    labels = [b.label.split(". ", 1)[-1] for b in buttons]
    for wanted in ("Duel with", "Power Up", "Basic Attack", "Attack"):
        for b, label in zip(buttons, labels, strict=True):
            if wanted in label:
                return b
    return buttons[-1]


def opened(
    service: TableService, encounter: str, seed: int = 5, people: int = 2
) -> tuple[Table, list[Reply]]:
    """A DBU table of ``encounter``: Ann (and, with ``people`` 2, Bob) take the first sides,
    bots the rest."""
    table = Table(TableChat(service, "dbu", "fight"))
    assert not table.say(ANN, f"!fight new {encounter} {seed}")[0].error
    for who in (ANN, BOB)[:people]:
        assert not table.say(who, "!fight join")[0].error
    started = table.say(ANN, "!fight start")
    assert not started[0].error, started
    return table, started


def texts(replies: list[Reply]) -> Iterator[str]:
    for r in replies:
        yield r.text
        yield r.image_alt


# --- every status of whole fights --------------------------------------------------------


FIGHTS = [("perft-duel", 2), ("wasteland-3v3", 1), ("states-3v3", 1)]
"""Encounters played to the end: a Duel between two people, and three against three (Ann's
side against bots) with Features, items and a Vehicle, and with States."""


@pytest.mark.parametrize(("encounter", "people"), FIGHTS)
def test_every_status_of_a_whole_fight_reads_as_the_grid_and_the_rules_say(
    service: TableService, encounter: str, people: int
) -> None:
    table, started = opened(service, encounter, people=people)
    table.status()
    end = table.play(started)
    assert "The game is over" in end[-1].text
    lines = 0
    for replies in table.statuses:  # no identifier and no tuple, in any reply or picture text
        for text in texts(replies):
            assert not SNAKE.search(text), text
            assert not TUPLE.search(text), text
            lines += text.count("\n")
    assert lines > 100
    conditions = 0
    for replies, enc in zip(table.statuses, table.encounters, strict=True):
        public = replies[0].text.splitlines()
        for f in enc.state.fighters:
            line = next(x for x in public if f"] {f.id} (side {f.side}) on " in x)
            assert f" on {square_name(*f.pos)}: " in line  # as the grid and the log name it
            if f.defeated:
                assert line.endswith(": defeated")
                continue
            pools = (
                f"Life {f.life}/{stats.max_life(enc, f)}, "
                f"Ki {f.ki}/{stats.max_ki(enc, f)}, "
                f"Capacity {f.capacity}/{stats.max_capacity(enc, f)}"
            )
            assert pools in line, (pools, line)
            for e in f.effects:
                if e.name not in SECRET_EFFECTS:
                    assert (STATE_NAMES.get(e.name) or words(e.name)) in line, (e.name, line)
                    conditions += 1
    assert conditions > 0  # the fight put Conditions or States on someone


@pytest.mark.rule("dbu.std.power-up")
def test_a_power_up_raises_the_capacity_maximum_status_shows(service: TableService) -> None:
    table, started = opened(service, "perft-duel")
    table.status()
    table.play(started)
    powered = 0
    for replies, enc in zip(table.statuses, table.encounters, strict=True):
        for f in enc.state.fighters:
            stacks = sum(e.stacks for e in f.effects if e.name == "power")
            if not stacks or f.defeated:
                continue
            base = stats.derived(enc, f).capacity.value
            most = base + base * stacks // 4
            line = next(x for x in replies[0].text.splitlines() if f"] {f.id} (" in x)
            assert f"Capacity {f.capacity}/{most}" in line, line
            assert "Power" in line
            powered += 1
    assert powered > 0  # the fighters powered up


def test_a_dbu1_fight_keeps_ki_and_capacity_to_their_side(service: TableService) -> None:
    table, _started = opened(service, "ambush-dbu1")
    replies = table.status(ANN)
    public, private = replies[0], [r for r in replies if r.private_to]
    fighters = [x for x in public.text.splitlines() if x.startswith("[")]
    assert fighters
    assert all("Ki hidden, Capacity hidden" in x for x in fighters if ": defeated" not in x)
    assert private
    assert private[0].private_to == ANN.id
    assert re.search(r"Ki \d+/\d+, Capacity \d+/\d+", private[0].text)
    assert private[0].image is None  # the picture is public; only the numbers differ


def test_a_status_before_the_start_has_no_picture_and_after_it_one(
    service: TableService,
) -> None:
    table = Table(TableChat(service, "dbu", "fight"))
    table.say(ANN, "!fight new perft-duel 5")
    lobby = table.status()
    assert lobby[0].image is None
    table.say(ANN, "!fight join")
    table.say(BOB, "!fight join")
    table.say(ANN, "!fight start")
    shown = table.status(EVE)[0]  # anyone in the channel
    assert shown.image is not None
    assert shown.image.startswith(PNG)
    assert shown.image_alt.startswith("The board, 8 by 5 squares: ")
    assert "\n" not in shown.image_alt
    for line in shown.text.splitlines()[1:3]:  # the text says what the picture shows
        letters, name = re.match(r"\[(\w+)\] (.+?) \(side", line).groups()  # type: ignore[union-attr]
        assert f"{letters} {name} (side " in shown.image_alt
    assert shown.text.splitlines()[0] == "Round 1."
    assert "Kale (Ann), your turn." in shown.text  # and whose turn it is, after the fighters


def test_the_same_fight_gives_the_same_picture(service: TableService, tmp_path: Path) -> None:
    first, _ = opened(service, "perft-duel")
    other = TableService(f"sqlite:///{tmp_path / 'other.db'}")
    second, _ = opened(other, "perft-duel")
    assert first.status()[0].image == second.status()[0].image


# --- lines and letters --------------------------------------------------------------------


def card(**changes: object) -> dict[str, object]:
    base: dict[str, object] = {
        "name": "Kale",
        "side": "A",
        "square": "D4",
        "defeated": False,
        "life": 98,
        "max_life": 248,
        "ki": 86,
        "max_ki": 134,
        "capacity": 0,
        "max_capacity": 48,
        "threshold": "Bruised",
        "effects": ["Guard Down", "Power (Power Up) x2"],
        "form": None,
        "aura": None,
        "charge": None,
        "enhancement": None,
    }
    return {**base, **changes}


def test_a_fighter_line_names_everything_in_the_rules_words() -> None:
    assert fighter_line(card(), "Ka") == (
        "[Ka] Kale (side A) on D4: Life 98/248, Ki 86/134, Capacity 0/48; Bruised; "
        "Guard Down, Power (Power Up) x2"
    )
    healthy = fighter_line(card(threshold="Healthy", effects=[], form="Super Saiyan"), "Ka")
    assert healthy.endswith("Capacity 0/48; Form: Super Saiyan")
    assert fighter_line(card(defeated=True), "Ka") == "[Ka] Kale (side A) on D4: defeated"
    secret = fighter_line(card(ki=None, capacity=None, effects=[]), "Ka")
    assert "Life 98/248, Ki hidden, Capacity hidden" in secret
    npc = fighter_line(card(hidden=True, health="Injured", threshold="Injured"), "Ka")
    assert npc.startswith("[Ka] Kale (side A) on D4: Injured; Guard Down")
    assert "98" not in npc


def test_a_name_from_a_sheet_is_quoted_literally() -> None:
    line = fighter_line(
        card(name="*Zed* @everyone", side="x_y", effects=["Shaken (by *Zed*)"]), "Z"
    )
    assert line.count("\\*Zed\\*") == 2
    assert "@everyone" not in line
    assert "x\\_y" in line


def test_letters_on_one_board_are_never_shared() -> None:
    assert distinct(["Ka", "S1", "S1", "Ya"]) == ["Ka", "S11", "S12", "Ya"]
    assert distinct(["S", "S", "S1"]) == ["1", "2", "3"]
    assert distinct(["A", "B"]) == ["A", "B"]


# --- Tournament of Power ------------------------------------------------------------------


def test_a_tournament_of_power_status_letters_its_warriors_in_a_picture(
    service: TableService,
) -> None:
    chat = TableChat(service, "top", "top", top_settings={"turns": 5}, new_seed=lambda: 7)
    top = Table(chat)
    assert not top.say(ANN, "!top new 2")[0].error
    top.say(ANN, "!top join")
    top.say(BOB, "!top join")
    replies = top.say(ANN, "!top start")
    board_seen = False
    for _ in range(60):
        offers = [r for r in replies if r.buttons]
        if not offers:
            break
        offer = offers[0]
        who = PEOPLE[offer.private_to or offer.ping[0]]
        replies = top.say(who, offer.buttons[0].command, offer.private_to is not None)
        shown = top.status(EVE)[0]
        assert shown.image is not None
        assert shown.image.startswith(PNG)
        assert not SNAKE.search(shown.image_alt)
        placed = re.findall(r"^  (.+?): \d+ of \d+ Endurance.*, ([a-k]\d+) \(", shown.text, re.M)
        drawn = re.findall(r"(\w+) ([^;:]+?) \((Player \d)\) on ([a-k]\d+)", shown.image_alt)
        assert len(drawn) == len(placed)
        for name, space in placed:  # each warrior on the board, lettered, on its space
            assert any(
                (name in seen or seen in name) and space == on for _, seen, _, on in drawn
            ), (name, space, drawn)
            board_seen = True
        assert len({letters for letters, _, _, _ in drawn}) == len(drawn)
    assert board_seen
