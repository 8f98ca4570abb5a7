"""DBU fights and Tournament of Power games in chat (:mod:`tenkaichi.chat.table_chat`), played
to the end through ``handle()`` by pressing the buttons the replies offer."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from tenkaichi.chat.ddc_lobby import Asker
from tenkaichi.chat.messages import Author, Button, Incoming, Reply
from tenkaichi.chat.table_chat import TableChat
from tenkaichi.chat.table_chat_options import choices_of
from tenkaichi.cli.serve_cmd import default_data
from tenkaichi.table.service import TableService

pytestmark = pytest.mark.skipif(default_data() is None, reason="needs the examples folder")

ANN = Author("101", "Ann")
BOB = Author("102", "Bob")
EVE = Author("103", "Eve")
MOD = Author("109", "Mo", moderator=True)
PEOPLE = {a.id: a for a in (ANN, BOB, EVE, MOD)}
SNAKE = re.compile(r"\b[a-z]+_[a-z0-9_]+\b")
RAW = re.compile(r"[(\[]'|'[)\]]|\bNone\b|\bTrue\b|\bFalse\b")


class Channel:
    """One channel of a chat front-end, with every reply it gave, checked as it comes."""

    def __init__(self, chat: TableChat, name: str = "c1") -> None:
        self.chat = chat
        self.name = name
        self.replies: list[Reply] = []

    def say(self, who: Author, text: str, private: bool = False) -> list[Reply]:
        out = self.chat.handle(Incoming("test", self.name, who, text, private=private))
        for r in out:
            assert len(r.text) < 2000
            assert not SNAKE.search(r.text), r.text
            assert not RAW.search(r.text), r.text
            assert all(not SNAKE.search(b.label) and not SNAKE.search(b.group) for b in r.buttons)
            if r.error:
                assert "\n" not in r.text
                assert r.text
                assert len(out) == 1
        self.replies += out
        return out

    def refused(self, who: Author, text: str) -> str:
        """A refusal: one line, and the channel's state is as it was."""
        before = self.state()
        out = self.say(who, text)
        assert len(out) == 1, out
        assert out[0].error, out
        assert self.state() == before
        return out[0].text

    def state(self) -> tuple[str, int]:
        ch = self.chat.store.channel("test", self.name, self.chat.game)
        status = self.chat.handle(Incoming("test", self.name, EVE, f"!{self.chat.word}"))
        return status[0].text, ch.version

    def public(self) -> list[str]:
        return [r.text for r in self.replies if r.private_to is None]


Policy = Callable[[list[Button]], Button]


def play(channel: Channel, replies: list[Reply], policy: Policy, most: int = 3000) -> list[Reply]:
    """Press the buttons the replies offer (as the person they are offered to) to the end."""
    for _ in range(most):
        offers = [r for r in replies if r.buttons]
        if not offers:
            return replies
        assert len(offers) == 1
        offer = offers[0]
        who = offer.private_to or offer.ping[0]
        if offer.private_to is None:
            assert offer.ping == (who,)
        else:  # a secret choice: the channel is told whose turn it is, without the choices
            public = [r for r in replies if r.private_to is None]
            assert public[-1].ping == (who,)
            assert not public[-1].buttons
        pressed = policy(list(offer.buttons)).command
        replies = channel.say(PEOPLE[who], pressed, private=offer.private_to is not None)
        assert not any(r.error for r in replies), replies
    raise AssertionError("the game did not end")


def number(button: Button) -> int:
    return int(button.command.rsplit(" ", 1)[1])


@pytest.fixture
def service(tmp_path: Path) -> TableService:
    return TableService(f"sqlite:///{tmp_path / 'tables.db'}")


# --- DBU ---------------------------------------------------------------------------------


def dueller(buttons: list[Button]) -> Button:
    """Answer attacks with a Duel, wager all the Ki allowed, attack with the first attack."""
    labels = [b.label.split(". ", 1)[1].split(" · ")[0] for b in buttons]  # no cost or odds
    for i, label in enumerate(labels):
        if label.startswith(("Duel with", "Power Duel")):
            return buttons[i]
    if labels[0] == "No Ki Wager":
        return buttons[-1]
    return next((b for b, t in zip(buttons, labels, strict=True) if "Attack" in t), buttons[0])


def test_a_whole_dbu_fight_between_two_chat_users(service: TableService) -> None:
    fight = Channel(TableChat(service, "dbu", "fight"))
    listing = fight.say(ANN, "!fight new")[0].text
    assert "perft-duel" in listing
    assert "saiyan-duel" in listing
    opened = fight.say(ANN, "!fight new perft-duel 5")[0].text
    assert "Sides: A (Kale); B (Yamcha)" in opened
    assert "Ann plays A" in fight.say(ANN, "!fight join")[0].text
    assert "Bob plays B" in fight.say(BOB, "!fight join b")[0].text
    started = fight.say(BOB, "!fight start")
    assert started[0].text.startswith("The game begins.")
    assert "bots" not in started[0].text
    assert started[0].ping == (ANN.id,)  # Kale has the initiative
    groups = {b.group for b in started[0].buttons}
    assert "Attacks" in groups
    end = play(fight, started, dueller)
    assert re.search(r"The game is over: [AB] \((Ann|Bob)\) wins\.", end[-1].text)

    wagers = [r for r in fight.replies if r.private_to and r.text.startswith("You chose")]
    assert len(wagers) >= 2  # the Duels' secret Ki Wagers were chosen privately
    assert all("Ki Wager" in r.text for r in wagers)
    offered = [r for r in fight.replies if r.private_to and r.buttons]
    assert offered
    assert all(b.group == "Secret Ki Wager" for r in offered for b in r.buttons)
    for text in fight.public():
        assert "secret Ki Wager of" not in text
    assert any("the Ki Wagers are revealed" in t for t in fight.public())
    assert "History, page" in fight.say(EVE, "!fight history 1")[0].text
    assert "The game is over" in fight.say(EVE, "!fight")[0].text


def test_the_dbu_lobby_and_its_refusals(service: TableService) -> None:
    fight = Channel(TableChat(service, "dbu", "fight"))
    helped = fight.say(EVE, "!fight help")[0].text
    assert "!fight bot <side> [random|greedy|search]" in helped
    assert "!fight choose [decision] <number>" in helped
    assert [c.name for c in fight.chat.commands()] == ["fight", "gm"]
    fight.refused(ANN, "!fight join")
    fight.refused(ANN, "!fight new nowhere")
    fight.say(ANN, "!fight new saiyan-duel 3")
    fight.refused(BOB, "!fight new perft-duel")  # one open table per channel
    fight.refused(ANN, "!fight new saiyan-duel 1x")
    fight.refused(BOB, "!fight join Namek")  # unknown side
    fight.say(BOB, "!fight join earth")
    fight.refused(ANN, "!fight join Earth")  # taken
    fight.refused(BOB, "!fight join Afterlife")  # one side each
    fight.refused(EVE, "!fight bot Afterlife")  # an outsider may not change the lobby
    fight.refused(EVE, "!fight start")
    fight.refused(BOB, "!fight bot Afterlife mcts")  # not a DBU bot: read as a side
    assert "A random bot plays Afterlife" in fight.say(ANN, "!fight bot Afterlife random")[0].text
    fight.refused(BOB, "!fight unbot Earth")  # no bot there
    assert "The bot leaves Afterlife" in fight.say(BOB, "!fight unbot afterlife")[0].text
    assert "Ann" not in fight.say(EVE, "!fight")[0].text
    fight.refused(EVE, "!fight leave")
    fight.refused(EVE, "!fight choose 1")
    fight.refused(EVE, "!fight dance")
    assert fight.say(EVE, "!fighter start") == []  # another command, not ours
    started = fight.say(BOB, "!fight start")
    assert "Sides nobody took are played by greedy bots: Afterlife." in started[0].text
    fight.refused(ANN, "!fight join Afterlife")  # the game has started
    fight.refused(BOB, "!fight end")  # only the host or a moderator
    assert "ends the game" in fight.say(MOD, "!fight end")[0].text
    assert "ended before anyone won" in fight.say(EVE, "!fight status")[0].text
    assert "Ann opens" in fight.say(ANN, "!fight new perft-duel")[0].text


def test_choosing_refusals_change_nothing(service: TableService) -> None:
    fight = Channel(TableChat(service, "dbu", "fight"))
    fight.say(ANN, "!fight new perft-duel 5")
    fight.say(ANN, "!fight join A")
    fight.say(BOB, "!fight join B")
    offer = fight.say(ANN, "!fight start")[0]
    first = offer.buttons[0].command  # "!fight choose <decision> 1", Ann's
    decision = int(first.split()[2])
    fight.refused(BOB, first)  # not Bob's turn
    fight.refused(EVE, "!fight choose 1")  # not at the table
    for bad in ("0", "9999", "x", "1 2 3", f"{decision + 5} 1", "-1"):
        fight.refused(ANN, f"!fight choose {bad}")
    listed = fight.say(ANN, "!fight options")[0]
    assert listed.text.startswith("Kale: choose a maneuver")
    assert "Attacks:" in listed.text
    assert re.search(r"^  1\. Basic Attack", listed.text, re.M)
    fight.refused(ANN, "!fight options 99")
    fight.refused(BOB, "!fight options")
    moved = fight.say(ANN, "!fight choose 1")  # a typed number means the current decision
    assert moved[0].text.startswith("Ann: Basic Attack")
    assert "earlier decision" in fight.refused(ANN, first)  # the button pressed twice


def test_names_are_escaped_and_nobody_is_mentioned_in_a_text(service: TableService) -> None:
    fight = Channel(TableChat(service, "dbu", "fight"))
    zed = Author("104", "@everyone *Zed*")
    fight.say(zed, "!fight new perft-duel 2")
    text = fight.say(zed, "!fight join")[0].text
    assert "@everyone" not in text
    assert "\\*Zed\\*" in text


# --- Tournament of Power -----------------------------------------------------------------


def best_or_first(buttons: list[Button]) -> Button:
    return next((b for b in buttons if b.style == "primary"), buttons[0])


def test_a_whole_tournament_of_power_game(service: TableService) -> None:
    top = Channel(TableChat(service, "top", "top", top_settings={"turns": 5}))
    top.refused(ANN, "!top new 7")
    opened = top.say(ANN, "!top new 4 5 7")[0].text
    assert "a 4-player game of 5 rounds (seed 7, chosen by them" in opened
    top.say(ANN, "!top join")
    assert "Bob plays Player 3" in top.say(BOB, "!top join 3")[0].text
    top.refused(BOB, "!top bot 1")  # Ann's
    assert "A random bot plays Player 2" in top.say(BOB, "!top bot player 2 random")[0].text
    started = top.say(ANN, "!top start")
    assert "Sides nobody took are played by greedy bots: Player 4." in started[0].text
    end = play(top, started, best_or_first)
    assert "The game is over:" in end[-1].text

    offers = [r for r in top.replies if r.buttons]
    groups = {b.group for r in offers for b in r.buttons}
    assert "Draft which warrior?" in groups
    assert any(", on " in g for g in groups)  # moves: one menu per warrior
    assert any(b.label.endswith("(best)") for r in offers for b in r.buttons)  # re-roll keeps
    secret = [r for r in top.replies if r.private_to]
    assert secret
    assert all(r.private_to in (ANN.id, BOB.id) for r in secret)

    # what only a player may see never reaches the channel
    table = top.chat.store.channel("test", "c1", "top").table_id
    assert table is not None
    channel_text = "\n".join(top.public())
    hidden = 0
    spectator = top.chat._spectator(table)
    public_lines = {e["text"] for e in service.view(spectator)["events"]}
    for member in top.chat.store.members(table):
        view = service.view(service.token_for(table, member.seat_id))
        for e in view["events"]:
            if e["kind"] in ("drew", "dealt", "discarded") and e["text"] not in public_lines:
                hidden += 1
                assert e["text"] not in channel_text
    assert hidden > 0
    cards = [
        b.label.split(". ", 1)[1]
        for r in secret
        for b in r.buttons
        if b.label.split(". ", 1)[1].startswith(("Discard ", "Play ")) and "no card" not in b.label
    ]
    assert cards
    assert not any(label in channel_text for label in cards)


def test_a_secret_choice_is_listed_privately(service: TableService) -> None:
    top = Channel(TableChat(service, "top", "top", top_settings={"turns": 5}))
    top.say(ANN, "!top new 2 5 7")
    top.say(ANN, "!top join 1")
    top.say(BOB, "!top join 2")
    replies = top.say(ANN, "!top start")
    for _ in range(500):
        offer = next(r for r in replies if r.buttons)
        who = PEOPLE[offer.private_to or offer.ping[0]]
        if offer.private_to:
            listed = top.say(who, "!top options")
            assert len(listed) == 1
            assert listed[0].private_to == who.id
            assert listed[0].buttons == offer.buttons
            other = BOB if who is ANN else ANN
            assert "Not your turn" in top.refused(other, "!top options")
            return
        replies = top.say(who, best_or_first(list(offer.buttons)).command)
    raise AssertionError("no secret choice came up")


def test_choices_of_numbers_every_option_once(service: TableService) -> None:
    """Each option of the pending decision is listed once or stands for an equal play."""
    gm = service.create_table({"players": 2}, "gm", game="top", seed=1)
    token = service.add_seat(gm, "player", side="Player 1", name="Ann")
    service.approve(gm, service.seat_id(token))
    service.add_seat(gm, "bot", side="Player 2", bot="greedy")
    service.start(gm)
    for _ in range(60):
        found = choices_of(service, "top", token)
        assert found is not None
        numbers = [c.number for c in found.choices]
        assert len(numbers) == len(set(numbers))
        assert set(numbers) <= set(range(1, found.count + 1))
        service.answer(token, found.decision_id, numbers[-1] - 1)
        if service.view(gm)["status"] == "over":
            break


def test_reaction_policies_from_chat(service: TableService) -> None:
    """``!fight react`` lists and sets the seat's reaction policies (never asked again where
    a policy answers; every seat is told); ``!fight pass`` lets the reaction asked now pass
    for the rest of the turn; wrong words are refused in one line."""
    fight = Channel(TableChat(service, "dbu", "fight"))
    fight.say(ANN, "!fight new mirror-3v3 4")
    fight.say(ANN, "!fight join West")
    fight.say(BOB, "!fight join East")
    listed = fight.say(ANN, "!fight react")[0]
    assert listed.private_to == ANN.id
    assert "intervene: ask (Intervene and Blockade" in listed.text
    assert "defence: ask (Counter Maneuvers and Dodge" in listed.text
    assert "always dodge|parry|guard|direct-hit|power-flare" in listed.text
    fight.refused(ANN, "!fight react shields never")
    fight.refused(ANN, "!fight react defence never")  # an attack cannot be let pass
    fight.refused(ANN, "!fight react defence always nothing")
    fight.refused(EVE, "!fight react intervene never")  # not playing
    assert fight.say(ANN, "!fight react intervene never")[0].private_to == ANN.id
    assert "intervene: never" in fight.say(ANN, "!fight react")[0].text
    started = fight.say(BOB, "!fight start")
    asked_kinds: list[str] = []

    def policy(buttons: list[Button]) -> Button:
        table = fight.chat.store.channel("test", "c1", "dbu").table_id
        assert table is not None
        for author in (ANN, BOB):
            seat = fight.chat._member(table, Asker("test", author.id, author.name, False))
            if seat is None:
                continue
            pending = service.view(service.token_for(table, seat))["pending"] or {}
            if "options" in pending:
                asked_kinds.append(f"{author.name}:{pending.get('family', '')}")
        return dueller(buttons)

    play(fight, started, policy)
    assert "Ann:intervene" not in asked_kinds  # never shown once the policy says never
    assert any("let it pass (policy)" in n["text"] for n in _notices(service, fight))


def _notices(service: TableService, fight: Channel) -> list[dict[str, object]]:
    table = fight.chat.store.channel("test", "c1", "dbu").table_id
    assert table is not None
    return list(service.view(fight.chat._spectator(table))["notices"])
