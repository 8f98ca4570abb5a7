"""Issue 36, "Done when": a scripted Discord game night through the real adapter (discord.py's
objects stubbed by ``discord_fakes``), three people in one channel, every game to its end:

- a DBU fight with Duels, each secret Ki Wager answered by pressing a choice of the ephemeral
  message or the DM that offered it; afterwards, the wagers the table's log revealed are
  looked for in every message another user could read before each reveal, and found nowhere;
- a Dungeon DICE Combat battle of a custom roster, each Move & Act turn one message;
- a Tournament of Power game of 5 rounds, one seat a bot, its secret choices pressed privately.

Nobody's reply is a refusal but those the script meant (a secret typed in the channel).
"""

from __future__ import annotations

import asyncio
import random
import re
from collections import Counter
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import pytest
import sqlalchemy as sa

from tenkaichi.chat.ddc_chat import DdcChat
from tenkaichi.chat.discord_views import CommandButton, CommandSelect
from tenkaichi.chat.frontends import all_games
from tenkaichi.chat.messages import Author, Incoming, Reply
from tenkaichi.chat.table_chat import TableChat
from tenkaichi.cli.serve_cmd import default_data
from tenkaichi.ddc.content import parse_roster
from tenkaichi.table.service import TableService
from tenkaichi.table.store import INPUTS

from .discord_fakes import Frontend, Member, Sent, Table
from .game_night_scripts import (
    ROSTER,
    SECRET_OFFER,
    DbuPlayer,
    SecretPick,
    Seen,
    amount_of,
    ddc_turn,
    prose,
    reveals_in,
    split_choice,
    top_pick,
    wagers_unseen,
    words_of,
)

pytestmark = pytest.mark.skipif(default_data() is None, reason="needs the examples folder")

T = TypeVar("T")
MOST = 600
"""Messages and presses a game may take before the test gives up on it."""


@dataclass
class Choice:
    label: str
    item: CommandButton | CommandSelect
    index: int
    """Its place in a menu (0 for a button)."""
    sent: Sent


@dataclass
class Heard:
    """One message the bot sent, as its readers saw it."""

    sent: Sent
    to: str | None
    """The one user who could read it (a DM, an ephemeral message); None: the channel."""
    at: int
    """Its place in the night's transcript."""
    pings: tuple[str, ...] = ()
    choices: list[Choice] = field(default_factory=list)

    @property
    def text(self) -> str:
        return self.sent.content or ""


@dataclass
class Offer:
    """The choices someone is asked to make now."""

    to: str
    private: bool
    question: str
    choices: list[Choice]
    at: int


class Night:
    """Channel A of the fakes with every game behind the adapter; Ann (11), Bob (12) and Cid
    (13) in it."""

    def __init__(self, tmp_path: Path, *, roster: str | None = None, seed: int = 5) -> None:
        self.service = TableService(f"sqlite:///{tmp_path / 'discord.sqlite3'}")
        loaded = parse_roster(roster, "custom roster") if roster else None
        self.router = all_games(self.service, roster=loaded, new_seed=lambda: seed)
        self.table = Table(Frontend(self._answer))
        self.ann, self.bob = self.table.ann, self.table.bob
        self.cid = Member(13, "Cid", outbox=self.table.outbox)
        self.table.client.users[13] = self.table.guild.members[13] = self.cid
        self.people = {str(m.id): m for m in (self.ann, self.bob, self.cid)}
        self.transcript: list[Seen] = []
        self.errors: list[str] = []
        self.messages: Counter[str] = Counter()
        """Messages each person typed in the channel."""
        self._read = 0

    def _answer(self, message: Incoming) -> list[Reply]:
        replies = self.router.handle(message)
        self.errors += [f"{message.text!r}: {r.text}" for r in replies if r.error]
        return replies

    async def type(self, who: Member, text: str, *, status: bool = False) -> list[Heard]:
        self.messages[who.display_name] += 1
        await self.table.say(who, text)
        return await self._heard(who, status)

    async def press(self, who: Member, choice: Choice) -> list[Heard]:
        in_dm = choice.sent.where.startswith("dm:")
        channel = self.table.dm(who) if in_dm else self.table.a
        if isinstance(choice.item, CommandSelect):
            choice.item._values = [str(choice.index)]
        await choice.item.callback(
            self.table.interaction(who, channel, choice.sent)  # type: ignore[arg-type]
        )
        return await self._heard(who, False)

    async def _heard(self, who: Member, status: bool) -> list[Heard]:
        await self.table.adapter.idle()
        new = self.table.outbox.sent[self._read :]
        self._read += len(new)
        out = []
        for sent in new:
            to = None
            if sent.where.startswith("dm:"):
                to = sent.where[3:]
            elif sent.where == "ephemeral":
                to = str(who.id)
            heard = Heard(sent, to, len(self.transcript), _pings(sent))
            heard.choices = _choices(sent)
            self.transcript.append(Seen(to, heard.text, status=status and to is None))
            out.append(heard)
        return out

    def public(self) -> str:
        return "\n".join(s.text for s in self.transcript if s.to is None)


def _pings(sent: Sent) -> tuple[str, ...]:
    users = getattr(sent.allowed_mentions, "users", None)
    return tuple(str(u.id) for u in users) if isinstance(users, list) else ()


def _choices(sent: Sent) -> list[Choice]:
    out: list[Choice] = []
    for item in sent.view.children if sent.view is not None else []:
        if isinstance(item, CommandButton):
            out.append(Choice(item.label or "", item, 0, sent))
        elif isinstance(item, CommandSelect):
            out += [Choice(o.label, item, i, sent) for i, o in enumerate(item.options)]
    return out


def offer_in(heard: list[Heard]) -> Offer | None:
    """The decision the new messages ask of someone: a private offer first (a DM or an
    ephemeral message with choices), else the channel's, for the user it pings."""
    for private in (True, False):
        with_choices = [h for h in heard if h.choices and (h.to is not None) == private]
        if not with_choices:
            continue
        to = with_choices[0].to
        if to is None:
            pinged = [h.pings for h in heard if h.to is None and h.pings]
            to = pinged[-1][0]
        mine = [h for h in heard if h.to == with_choices[0].to]
        text = "\n".join(h.text for h in mine).split("\n")
        asks = [i for i, line in enumerate(text) if line.startswith("Press a choice")]
        question = text[asks[-1] - 1] if asks else ""
        choices = [c for h in mine for c in h.choices]
        return Offer(to, private, question, choices, with_choices[0].at)
    return None


def run(scenario: Callable[[], Coroutine[Any, Any, T]]) -> T:
    async def bounded() -> T:
        return await asyncio.wait_for(scenario(), timeout=120)

    return asyncio.run(bounded())


def table_of(night: Night, game: str) -> int:
    front = next(
        f
        for f in night.router.frontends
        if isinstance(f, DdcChat if game == "ddc" else TableChat)
        and (game == "ddc" or getattr(f, "game", "") == game)
    )
    found = front.store.channel("discord", str(night.table.a.id), game).table_id
    assert found is not None
    return found


def inputs(service: TableService, table: int) -> int:
    with service.engine.connect() as c:
        query = sa.select(sa.func.count()).select_from(INPUTS).where(INPUTS.c.table_id == table)
        return int(c.execute(query).scalar_one())


def fighter_lines(heard: list[Heard]) -> list[str]:
    """The fighters' lines of a ``!fight status`` reply (whose turn it is left out)."""
    return [line for h in heard for line in h.text.split("\n") if line.startswith("[")]


# --- a DBU fight with Duels -----------------------------------------------------------------------


class Duel:
    """Ann (Kale) types her answers in words, an attack's in one run; Bob (Yamcha) presses
    buttons and menus; both wager all their Ki on the Wound Roll for their first attacks and
    answer attacks with Duels; Cid watches. Each secret Ki Wager is pressed under the
    ephemeral message or the DM that offered it."""

    def __init__(self, night: Night) -> None:
        self.night = night
        self.players = {
            night.ann.id: DbuPlayer(seed=1, provoke=3, duels=True),
            night.bob.id: DbuPlayer(seed=2, provoke=3, duels=True),
        }
        self.fighter = {night.ann.id: "Kale", night.bob.id: "Yamcha"}
        self.rng = random.Random(36)
        self.picks: list[SecretPick] = []
        self.where: Counter[str] = Counter()
        """Secret wagers pressed under each kind of message (``ephemeral``, ``dm``)."""
        self.refused: list[str] = []
        self.table = 0

    async def play(self) -> None:
        night, ann, bob = self.night, self.night.ann, self.night.bob
        await night.type(ann, "Tonight's main event! !fight new perft-duel 5")
        await night.type(ann, "!fight join A")
        await night.type(bob, "!fight join B")
        await night.type(bob, "Instant Maneuvers? Not tonight. !fight react instant never")
        pending = offer_in(await night.type(bob, "Ready. !fight start"))
        self.table = table_of(night, "dbu")
        for _ in range(MOST):
            if "The game is over" in night.public():
                return
            assert pending is not None, night.public()[-600:]
            pending = offer_in(await self.answer(pending)) or pending
        raise AssertionError("the fight did not end")

    async def answer(self, pending: Offer) -> list[Heard]:
        who = self.night.people[pending.to]
        player = self.players[who.id]
        labels = [split_choice(c.label)[1] for c in pending.choices]
        place = player.choose(pending.question, labels)
        choice = pending.choices[place]
        if pending.private and SECRET_OFFER in pending.question:
            return await self.secret(who, pending, choice)
        if who is self.night.ann and not pending.private:  # Ann types, in words
            if "choose a maneuver" in pending.question and "(Simple" in labels[place]:
                answers = "simple, no modifier"  # a run of answers: the attack in one post
                answers += "" if player.wagers_next() else ", no ki wager"
            else:
                answers = words_of(labels[place]).lower()
            text = prose(self.rng, "Kale", f"!fight choose {answers}")
            return await self.night.type(who, text)
        return await self.night.press(who, choice)  # Bob presses the buttons and menus

    async def secret(self, who: Member, pending: Offer, choice: Choice) -> list[Heard]:
        """Press the secret wager; the first time, type one in the channel first (refused,
        and nothing changes) and compare the channel's status before and after the wager."""
        night = self.night
        number, label = split_choice(choice.label)
        assert number is not None
        first = not self.picks
        if first:
            before = inputs(night.service, self.table)
            await night.type(who, "!fight choose no ki wager")
            self.refused.append(night.errors.pop())
            assert inputs(night.service, self.table) == before
            seen = fighter_lines(await night.type(night.cid, "!fight status", status=True))
        fighter, amount = self.fighter[who.id], amount_of(label)
        self.picks.append(
            SecretPick(str(who.id), who.display_name, fighter, pending.at, number, amount)
        )
        self.where[choice.sent.where.split(":")[0]] += 1
        heard = await night.press(who, choice)
        if first:
            after = await night.type(night.cid, "!fight status", status=True)
            assert fighter_lines(after) == seen
        return heard


@pytest.mark.rule("dbu.counter.duel.wagers")
def test_a_dbu_fight_with_duels_keeps_every_secret_wager_from_the_other_users(
    tmp_path: Path,
) -> None:
    night = Night(tmp_path)
    duel = Duel(night)
    try:
        run(duel.play)
        fight = next(f for f in night.router.frontends if getattr(f, "game", "") == "dbu")
        assert isinstance(fight, TableChat)
        events = night.service.view(fight.store.gm_token(duel.table))["events"]
    finally:
        night.service.close()
    assert night.errors == []
    assert len(duel.refused) == 1
    assert "secret" in duel.refused[0]
    assert re.search(r"The game is over: \w+ \((Ann|Bob)\) wins\.", night.public())
    assert duel.where["ephemeral"] >= 1  # wagers pressed under both kinds of message
    assert duel.where["dm"] >= 1
    assert wagers_unseen(night.transcript, duel.picks, reveals_in(events)) >= 4


# --- a Dungeon DICE Combat battle of a custom roster -------------------------------------------


@pytest.mark.rule("ddc.move.normal")
def test_a_ddc_battle_of_a_custom_roster_takes_one_message_a_turn(tmp_path: Path) -> None:
    night = Night(tmp_path, roster=ROSTER, seed=4)
    ann, bob, cid = night.ann, night.bob, night.cid
    plays = {"Renamon": ann, "Guilmon": cid, "Terriermon": bob}
    rng = random.Random(4)
    turns: Counter[str] = Counter()

    async def scenario() -> None:
        await night.type(ann, "Renamon steps into the ring. !join Renamon heroes")
        await night.type(cid, "!join Guilmon heroes")
        await night.type(bob, "Terriermon hops in! !join Terriermon rivals")
        await night.type(bob, "!bot Impmon greedy rivals")
        await night.type(cid, "!start")
        ddc = next(f for f in night.router.frontends if isinstance(f, DdcChat))
        table = table_of(night, "ddc")
        token = ddc.store.gm_token(table)
        night.messages.clear()
        for _ in range(MOST):
            battle = night.service.view(token)["battle"]
            if "The battle is over" in night.public():
                return
            actor = battle["actor"]
            me = next(f for f in battle["fighters"] if f["name"] == actor)
            turn = ddc_turn(battle, actor)
            await night.type(plays[actor], prose(rng, actor, " ".join(turn.commands())))
            turns[plays[actor].display_name] += 1
            after = night.service.view(token)["battle"]
            now = next(f for f in after["fighters"] if f["name"] == actor)
            assert (after["actor"], now["posts"]) != (actor, me["posts"]), turn  # it ended
        raise AssertionError("the battle did not end")

    try:
        run(scenario)
    finally:
        night.service.close()
    assert night.errors == []  # the winning post's closing "!end" included
    assert night.messages == turns  # each Move & Act turn: one message
    assert sum(turns.values()) >= 6
    assert "48 HP" in night.public()  # the custom roster's fighters
    assert re.search(r"The battle is over: .+ win", night.public())


# --- a Tournament of Power game ----------------------------------------------------------------


def test_a_tournament_of_power_game_with_a_bot_is_played_to_its_end(tmp_path: Path) -> None:
    night = Night(tmp_path, seed=7)
    ann, cid = night.ann, night.cid
    secrets: Counter[str] = Counter()

    async def scenario() -> None:
        await night.type(ann, "Who's in? !top new 3 5")
        await night.type(ann, "!top join 1")
        await night.type(cid, "Me! !top join 2")
        await night.type(ann, "!top bot 3")
        pending = offer_in(await night.type(cid, "!top start"))
        for _ in range(MOST):
            if "The game is over" in night.public():
                return
            assert pending is not None, night.public()[-600:]
            who = night.people[pending.to]
            choice = pending.choices[top_pick([c.label for c in pending.choices])]
            if pending.private:
                secrets[who.display_name] += 1
                heard = await night.press(who, choice)
            elif who is cid:  # Cid types the number; Ann presses
                number, _ = split_choice(choice.label)
                heard = await night.type(cid, f"!top choose {number}")
            else:
                heard = await night.press(who, choice)
            pending = offer_in(heard) or pending
        raise AssertionError("the game did not end")

    try:
        run(scenario)
    finally:
        night.service.close()
    assert night.errors == []
    assert re.search(r"The game is over: Player \d wins", night.public())
    assert sum(secrets.values()) >= 1  # secret choices, pressed where they were offered
    assert all("You chose" not in s.text for s in night.transcript if s.to is None)


def test_a_choice_offered_under_a_post_with_prose_is_still_pressable(tmp_path: Path) -> None:
    """The post's words go in the log after its command (a note): the choices offered in its
    reply name the decision as it was, and still answer it."""
    night = Night(tmp_path)
    ann, bob = night.ann, night.bob

    async def scenario() -> list[Heard]:
        for who, text in [
            (ann, "!fight new perft-duel 5"),
            (ann, "!fight join A"),
            (bob, "!fight join B"),
            (bob, "!fight start"),
        ]:
            await night.type(who, text)
        heard = await night.type(ann, "Kale grins.\n!fight choose simple, no modifier, no ki wager")
        offer = offer_in(heard)
        assert offer is not None
        assert offer.to == str(bob.id)
        dodge = next(c for c in offer.choices if "Dodge" in c.label)
        return await night.press(bob, dodge)

    try:
        pressed = run(scenario)
        fight = next(f for f in night.router.frontends if getattr(f, "game", "") == "dbu")
        assert isinstance(fight, TableChat)
        history = fight.handle(Incoming("discord", "1", Author("13", "Cid"), "!fight history"))
    finally:
        night.service.close()
    assert night.errors == []
    assert pressed[0].text.startswith(f"<@{ann.id}> Bob: Dodge")
    assert 'Ann: Kale says: "Kale grins."' in history[0].text
