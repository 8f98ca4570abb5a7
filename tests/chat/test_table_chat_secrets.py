"""Secret decisions at chat tables (:mod:`tenkaichi.chat.table_chat_choose`): a Duel's secret
Ki Wager, or a Tournament of Power card choice, is answered only by a message nobody else saw;
typed in the channel it is refused and changes nothing; the numbers of its choices are a
permutation that tells nothing of the amount, the same wherever they are listed or answered."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
import sqlalchemy as sa

from tenkaichi.chat.messages import Author, Button, Incoming, Reply
from tenkaichi.chat.table_chat import TableChat
from tenkaichi.chat.table_chat_answers import secret_numbers
from tenkaichi.cli.serve_cmd import default_data
from tenkaichi.table.service import TableService
from tenkaichi.table.store import INPUTS

pytestmark = pytest.mark.skipif(default_data() is None, reason="needs the examples folder")

ANN = Author("101", "Ann")
BOB = Author("102", "Bob")
EVE = Author("103", "Eve")
PEOPLE = {a.id: a for a in (ANN, BOB, EVE)}
WAGER = re.compile(r"^(\d+)\. (No Ki Wager|Ki Wager (\d+))")
"""A secret Ki Wager button's label: its number, its label, the amount."""


class Table:
    """One channel's table, with every reply it gave."""

    def __init__(self, service: TableService, game: str = "dbu", channel: str = "c1") -> None:
        word = "fight" if game == "dbu" else "top"
        settings = {"turns": 5} if game == "top" else None
        self.chat = TableChat(service, game, word, top_settings=settings)
        self.service = service
        self.channel = channel
        self.replies: list[Reply] = []

    def say(
        self, who: Author, text: str, *, private: bool = False, channel: str = "", server: str = ""
    ) -> list[Reply]:
        where = channel or self.channel
        out = self.chat.handle(Incoming("test", where, who, text, private=private, server=server))
        for r in out:
            if r.error:
                assert len(out) == 1, out
                assert "\n" not in r.text
        self.replies += out
        return out

    def refused(self, who: Author, text: str, *, private: bool = False) -> Reply:
        before = self.inputs()
        out = self.say(who, text, private=private)
        assert len(out) == 1, out
        assert out[0].error, out
        assert self.inputs() == before
        return out[0]

    def table_id(self) -> int:
        found = self.chat.store.channel("test", self.channel, self.chat.game).table_id
        assert found is not None
        return found

    def inputs(self) -> list[tuple[int, int, str]]:
        """The table's input log: (seq, decision, kind) of each row."""
        with self.service.engine.connect() as c:
            rows = c.execute(
                sa.select(INPUTS.c.seq, INPUTS.c.decision_id, INPUTS.c.kind)
                .where(INPUTS.c.table_id == self.table_id())
                .order_by(INPUTS.c.seq)
            ).all()
        return [(int(r.seq), int(r.decision_id), str(r.kind)) for r in rows]


def dueller(buttons: list[Button]) -> Button:
    """Answer attacks with a Duel, accept Duels, wager all the Ki allowed, attack with the
    first attack."""
    labels = [b.label.split(". ", 1)[1].split(" · ")[0] for b in buttons]
    for i, label in enumerate(labels):
        if label.startswith(("Duel with", "Power Duel", "Accept the Duel")):
            return buttons[i]
    if labels[0] == "No Ki Wager":
        return buttons[-1]
    return next((b for b, t in zip(buttons, labels, strict=True) if "Attack" in t), buttons[0])


Stop = Callable[[Reply], bool]


def play_until(t: Table, replies: list[Reply], stop: Stop, most: int = 3000) -> Reply:
    """Press the offered buttons (privately when offered privately) until ``stop`` says an
    offer is the one wanted; that offer."""
    for _ in range(most):
        offer = next(r for r in replies if r.buttons)
        if stop(offer):
            return offer
        who = PEOPLE[offer.private_to or offer.ping[0]]
        pressed = dueller(list(offer.buttons)).command
        replies = t.say(who, pressed, private=offer.private_to is not None)
        assert not any(r.error for r in replies), replies
    raise AssertionError("the offer never came")


def duel_table(service: TableService) -> tuple[Table, list[Reply]]:
    t = Table(service)
    t.say(ANN, "!fight new perft-duel 5")
    t.say(ANN, "!fight join A")
    t.say(BOB, "!fight join B")
    return t, t.say(BOB, "!fight start")


def first_wager(service: TableService) -> tuple[Table, Reply]:
    t, started = duel_table(service)
    return t, play_until(t, started, lambda r: r.private_to is not None)


def second(service: TableService) -> TableService:
    """Another table database beside ``service``'s."""
    return TableService(str(service.engine.url).replace(".db", "-2.db"))


@pytest.fixture
def service(tmp_path: Path) -> TableService:
    return TableService(f"sqlite:///{tmp_path / 'tables.db'}")


# --- refused in public, applied in private ------------------------------------------------


@pytest.mark.rule("dbu.counter.duel.wagers")
def test_a_wager_typed_in_the_channel_is_refused_and_changes_nothing(
    service: TableService,
) -> None:
    t, offer = first_wager(service)
    assert offer.private_to == ANN.id
    assert {b.group for b in offer.buttons} == {"Secret Ki Wager"}
    typed = [
        offer.buttons[-1].command,  # the button's own command, typed (or forwarded) in public
        "!fight choose 3",
        "!fight choose Ki Wager 7",
        "!fight choose no ki wager",
        "!fight choose 7, 3",
    ]
    for text in typed:
        refusal = t.refused(ANN, text)
        assert refusal.private_to is None
        assert "secret" in refusal.text
        assert "!link" in refusal.text
        assert "direct message" in refusal.text
        assert not re.search(r"\d", refusal.text), refusal.text  # no number echoed
        assert "Wager" not in refusal.text
    listed = t.say(ANN, "!fight options")
    assert [r.private_to for r in listed] == [ANN.id]  # the choices go to Ann alone


@pytest.mark.rule("dbu.counter.duel.wagers")
def test_the_same_wager_sent_privately_is_applied(service: TableService) -> None:
    t, offer = first_wager(service)
    before = t.inputs()
    decision = int(offer.buttons[0].command.split()[2])
    button = offer.buttons[-1]
    number, label, _ = WAGER.match(button.label).groups()  # type: ignore[union-attr]
    out = t.say(ANN, button.command, private=True)
    assert out[0].private_to == ANN.id
    assert out[0].text == f"You chose (secretly): {label}"
    public = [r for r in out if r.private_to is None]
    assert public[0].text.startswith("Ann has chosen.\n")
    assert label not in public[0].text
    assert number not in public[0].text.split("\n")[0]
    after = t.inputs()
    assert after[: len(before)] == before
    assert [row[1:] for row in after[len(before) :]][:1] == [(decision, "choice")]

    # Bob's wager, by its words in a direct message to the bot (no table in that channel)
    bob = next(r for r in out if r.private_to == BOB.id and r.buttons)
    bad = t.say(BOB, "!fight choose ki wager 999", private=True, channel="dm-bob")
    assert bad[0].error
    assert bad[0].private_to == BOB.id  # a private refusal stays private
    chosen = t.say(BOB, "!fight choose Ki Wager 2", private=True, channel="dm-bob")
    assert chosen[0] == Reply("You chose (secretly): Ki Wager 2", private_to=BOB.id)
    assert any("the Ki Wagers are revealed" in r.text for r in chosen if r.private_to is None)

    # in a private run of answers, what was not applied is told privately: it may quote them
    t2, offer = first_wager(second(service))
    out = t2.say(ANN, "!fight choose Ki Wager 5, Ki Wager 9", private=True)
    assert out[0].private_to == ANN.id
    assert out[0].text.startswith("You chose (secretly): Ki Wager 5\nNot applied: ")
    assert all("Wager 9" not in r.text for r in out if r.private_to is None)
    assert bob.buttons  # Bob had been offered his choices privately


@pytest.mark.rule("dbu.counter.duel.wagers")
def test_a_secret_reached_in_a_run_of_answers_stops_it_unread(service: TableService) -> None:
    t, started = duel_table(service)

    def accepting(r: Reply) -> bool:
        return r.private_to is None and any("Accept the Duel" in b.label for b in r.buttons)

    offer = play_until(t, started, accepting)
    assert offer.ping == (ANN.id,)
    before = t.inputs()
    out = t.say(ANN, "!fight choose accept the duel, ki wager 7")
    public = out[0]
    assert not public.error
    head, stop = public.text.split("\n")[:2]
    assert head == "Ann: Accept the Duel"
    assert stop.startswith("Not applied: your last answer: the next choice is secret.")
    assert "7" not in stop
    assert "Wager" not in stop
    assert len(t.inputs()) == len(before) + 1  # the acceptance only
    assert [r.private_to for r in out[1:]] == [ANN.id]  # the wager, offered to Ann alone


# --- the numbers of a secret decision -------------------------------------------------------


def test_secret_numbers_are_a_keyed_permutation() -> None:
    drawn = secret_numbers("key", 3, 17, 30)
    assert sorted(drawn) == list(range(1, 31))
    assert drawn != tuple(range(1, 31))
    assert secret_numbers("key", 3, 17, 30) == drawn  # the same in every process
    assert secret_numbers("key", 3, 18, 30) != drawn  # another decision
    assert secret_numbers("other", 3, 17, 30) != drawn  # another seat's secret
    assert secret_numbers("key", 3, 17, 1) == (1,)


@pytest.mark.rule("dbu.counter.duel.wagers")
def test_offer_options_and_choose_agree_on_the_secret_numbers(
    service: TableService, tmp_path: Path
) -> None:
    _, offer = first_wager(service)
    shown = {
        int(m[1]): m[2] for m in (WAGER.match(b.label) for b in offer.buttons) if m is not None
    }
    assert len(shown) == len(offer.buttons)
    assert sorted(shown) == list(range(1, len(shown) + 1))  # every choice listed once
    in_order = [shown[n] for n in sorted(shown)]
    assert in_order != [b.label.split(". ", 1)[1].split(" · ")[0] for b in offer.buttons]
    assert "No Ki Wager" in shown.values()

    # another process on the same database lists the same numbers
    other = Table(TableService(f"sqlite:///{tmp_path / 'tables.db'}"))
    listed = other.say(ANN, "!fight options", private=True)[0]
    assert listed.private_to == ANN.id
    pages = int(re.search(r"choices page 1 of (\d+)", listed.text)[1])  # type: ignore[index]
    text = "\n".join(
        other.say(ANN, f"!fight options {page}", private=True)[0].text
        for page in range(1, pages + 1)
    )
    lines = {
        int(m[1]): m[2] for m in re.finditer(r"^\s*(\d+)\. (No Ki Wager|Ki Wager \d+)", text, re.M)
    }
    assert lines == shown
    assert [b.command for b in listed.buttons] == [b.command for b in offer.buttons]

    # typing a number privately chooses the wager shown beside it, in the other process too
    number = next(n for n, label in shown.items() if label == "Ki Wager 3")
    out = other.say(ANN, f"!fight choose {number}", private=True)
    assert out[0].text == "You chose (secretly): Ki Wager 3"


def test_a_choice_that_is_not_secret_keeps_plain_numbers(service: TableService) -> None:
    _, started = duel_table(service)
    offer = next(r for r in started if r.buttons)
    numbers = [int(b.label.split(".", 1)[0]) for b in offer.buttons]
    assert numbers == list(range(1, len(numbers) + 1))
    assert [int(b.command.rsplit(" ", 1)[1]) for b in offer.buttons] == numbers


# --- a whole Duel, read as the channel reads it --------------------------------------------


@pytest.mark.rule("dbu.counter.duel.wagers")
def test_no_channel_reply_shows_a_secret_wager_before_it_is_revealed(
    service: TableService,
) -> None:
    t, replies = duel_table(service)
    secret_presses = 0
    for _ in range(3000):
        offers = [r for r in replies if r.buttons]
        if not offers:
            break
        offer = offers[0]
        who = PEOPLE[offer.private_to or offer.ping[0]]
        button = dueller(list(offer.buttons))
        replies = t.say(who, button.command, private=offer.private_to is not None)
        assert not any(r.error for r in replies), replies
        if offer.private_to is None:
            continue
        secret_presses += 1
        number, label, amount = WAGER.match(button.label).groups()  # type: ignore[union-attr]
        for r in replies:
            if r.private_to is not None:
                continue
            before_reveal = r.text.split("the Ki Wagers are revealed")[0]
            unsaid = re.sub(r"Duel Clash \d+", "", before_reveal)
            assert r.text.startswith(f"{who.name} has chosen.\n")
            assert label not in unsaid
            assert not re.search(rf"\b{number}\b", unsaid), r.text
            assert amount is None or not re.search(rf"\b{amount}\b", unsaid), r.text
    assert "The game is over" in replies[-1].text
    assert secret_presses >= 4
    for r in t.replies:
        if r.private_to is None:
            assert "You chose" not in r.text
            assert all(b.group != "Secret Ki Wager" for b in r.buttons)


# --- Tournament of Power ------------------------------------------------------------------------


def best_or_first(buttons: list[Button]) -> Button:
    return next((b for b in buttons if b.style == "primary"), buttons[0])


def test_a_tournament_of_power_secret_typed_in_the_channel_is_refused(
    service: TableService,
) -> None:
    t = Table(service, "top")
    t.say(ANN, "!top new 2 5 7")
    t.say(ANN, "!top join 1")
    t.say(BOB, "!top join 2")
    replies = t.say(ANN, "!top start")
    for _ in range(600):
        offer = next(r for r in replies if r.buttons)
        who = PEOPLE[offer.private_to or offer.ping[0]]
        if offer.private_to:
            refusal = t.refused(who, offer.buttons[0].command)
            assert "secret" in refusal.text
            assert not re.search(r"\d", refusal.text)
            out = t.say(who, offer.buttons[0].command, private=True)
            assert not any(r.error for r in out)
            assert out[0].private_to == who.id
            assert out[0].text.startswith("You chose (secretly): ")
            assert any(r.text.startswith(f"{who.name} has chosen.") for r in out)
            return
        replies = t.say(who, best_or_first(list(offer.buttons)).command)
    raise AssertionError("no secret choice came up")
