"""A player answers a chat table from a direct message to the bot (Discord with DM commands
on, a forum's private message): the table's news that answer makes ("Ann: ...", "Ann has
chosen.", the events, the next player's ping) goes to the table's channel (``Reply.channel``),
never back into the DM; what only reads the table, a refusal and a private confirmation stay
with the author. The Discord sender posts it there (its choices answering to that table) and
tells the DM where it went; a channel it cannot reach is logged and the author told privately.
``chat say`` prints such a reply after ``(in <channel>)``."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from pathlib import Path
from types import SimpleNamespace
from typing import Any, TypeVar

import pytest

from tenkaichi.chat.discord_send import ANSWERED_PRIVATELY, CANNOT_POST, posted_in
from tenkaichi.chat.discord_slash import slash_commands
from tenkaichi.chat.discord_views import ChoicesView, CommandButton
from tenkaichi.chat.frontends import all_games
from tenkaichi.chat.messages import Author, Button, Incoming, Reply
from tenkaichi.chat.router import merged
from tenkaichi.chat.table_chat import TableChat
from tenkaichi.cli.serve_cmd import default_data
from tenkaichi.table.service import TableService

from .chat_harness import run_cli
from .discord_fakes import HANG, Frontend, Table
from .test_table_chat_secrets import first_wager

ANN = Author("101", "Ann")
BOB = Author("102", "Bob")
T = TypeVar("T")

needs_examples = pytest.mark.skipif(default_data() is None, reason="needs the examples folder")


@pytest.fixture
def service(tmp_path: Path) -> TableService:
    return TableService(f"sqlite:///{tmp_path / 'tables.db'}")


def kale_and_yamcha(chat: TableChat, platform: str = "test", channel: str = "c1") -> None:
    """perft-duel in ``channel``: Kale (Ann's) has the initiative, Yamcha is Bob's."""
    for who, text in (
        (ANN, "!fight new perft-duel 5"),
        (ANN, "!fight join A"),
        (BOB, "!fight join B"),
        (BOB, "!fight start"),
    ):
        out = chat.handle(Incoming(platform, channel, who, text))
        assert not any(r.error for r in out), out


def dm(chat: TableChat, who: Author, text: str, platform: str = "test") -> list[Reply]:
    """``text`` sent by ``who`` to the bot directly (a DM: private, on no server)."""
    return chat.handle(Incoming(platform, f"dm-{who.name}", who, text, private=True))


# --- the front-end addresses the table's news to its channel -----------------------------------


@needs_examples
def test_an_answer_from_a_dm_sends_the_table_s_news_to_its_channel(
    service: TableService,
) -> None:
    chat = TableChat(service, "dbu", "fight")
    kale_and_yamcha(chat)
    out = dm(chat, ANN, "!fight choose simple, no modifier, no ki wager")
    assert not any(r.error for r in out), out
    (news,) = out
    assert news.channel == "c1"
    assert news.private_to is None
    assert news.text.startswith("Ann: Basic Attack (Simple, energy) on Yamcha; No Modifier")
    assert news.ping == (BOB.id,)  # Bob is pinged in the table's channel, not in Ann's DM
    assert news.buttons  # Bob's choices, under the channel's message

    said_there = chat.handle(Incoming("test", "c1", BOB, "!fight choose dodge"))
    assert said_there
    assert all(r.channel is None for r in said_there)


@needs_examples
def test_reading_a_refusal_and_the_table_s_own_channel_stay_where_they_were_asked(
    service: TableService,
) -> None:
    chat = TableChat(service, "dbu", "fight")
    kale_and_yamcha(chat)
    for query in ("!fight status", "!fight history", "!fight options", "!fight react"):
        answers = dm(chat, ANN, query)
        assert answers, query
        assert all(r.channel is None for r in answers), (query, answers)
    (refusal,) = dm(chat, ANN, "!fight choose bogus")
    assert refusal.error
    assert refusal.private_to == ANN.id
    assert refusal.channel is None
    (refusal,) = dm(chat, BOB, "!fight choose dodge")  # not Bob's turn: nothing to post
    assert refusal.error
    assert refusal.channel is None


@needs_examples
@pytest.mark.rule("dbu.counter.duel.wagers")
def test_a_secret_answered_in_a_dm_is_confirmed_there_and_the_channel_told_who_chose(
    service: TableService,
) -> None:
    t, offer = first_wager(service)  # Ann is offered her secret Ki Wager privately
    button = offer.buttons[-1]
    out = t.say(ANN, button.command, private=True, channel="dm-ann")
    mine = [r for r in out if r.private_to == ANN.id]
    public = [r for r in out if r.private_to is None]
    assert [r.channel for r in mine] == [None]
    assert mine[0].text.startswith("You chose (secretly): ")
    assert public
    assert all(r.channel == "c1" for r in public)
    assert public[0].text.startswith("Ann has chosen.\n")
    assert "Wager" not in public[0].text.split("\n")[0]


def test_replies_for_other_channels_are_never_merged_with_these() -> None:
    here = Reply("status")
    there = Reply("Ann has chosen.", channel="c1")
    also_there = Reply("Bob, your turn.", ping=("102",), channel="c1")
    out = merged([here, there, also_there])
    assert [(r.text, r.channel) for r in out] == [
        ("status", None),
        ("Ann has chosen.\nBob, your turn.", "c1"),
    ]


@needs_examples
def test_a_post_of_several_commands_in_a_dm_splits_its_replies_by_channel(
    service: TableService,
) -> None:
    router = all_games(service, new_seed=lambda: 5)
    chat = next(f for f in router.frontends if isinstance(f, TableChat) and f.word == "fight")
    kale_and_yamcha(chat)
    post = "Here goes. !fight choose simple, no modifier, no ki wager !fight status"
    out = router.handle(Incoming("test", "dm-Ann", ANN, post, private=True))
    assert not any(r.error for r in out), out
    channels = [r.channel for r in out]
    assert "c1" in channels
    assert None in channels
    news = next(r for r in out if r.channel == "c1")
    assert news.text.startswith("Ann: Basic Attack (Simple, energy) on Yamcha")
    assert all("Ann: Basic Attack" not in r.text for r in out if r.channel is None)


# --- chat say -----------------------------------------------------------------------------------


@needs_examples
def test_chat_say_prints_a_reply_for_the_table_s_channel_after_in_channel(
    tmp_path: Path,
) -> None:
    url = f"sqlite:///{tmp_path / 'forum.db'}"
    service = TableService(url)
    kale_and_yamcha(TableChat(service, "dbu", "fight"), platform="forum", channel="thread-7")
    service.close()
    code, out = run_cli(
        [
            "chat",
            "say",
            "!fight choose simple, no modifier, no ki wager",
            "--channel",
            "pm-ann",
            "--user",
            ANN.id,
            "--name",
            "Ann",
            "--private",
            "--database",
            url,
        ]
    )
    assert code == 0, out
    lines = out.strip().splitlines()
    assert lines[0].startswith("(in thread-7) Ann: Basic Attack (Simple, energy) on Yamcha")
    assert all(line.startswith("(in thread-7) ") for line in lines), out


# --- Discord ------------------------------------------------------------------------------------


def run(scenario: Callable[[], Coroutine[Any, Any, T]]) -> T:
    async def bounded() -> T:
        return await asyncio.wait_for(scenario(), timeout=HANG)

    return asyncio.run(bounded())


def news_for(channel: str) -> Callable[[Incoming], list[Reply]]:
    """A front-end that answers a command sent in a DM with a secret's confirmation for its
    author and the table's news for ``channel``, pinging Bob with his choice."""

    def answer(m: Incoming) -> list[Reply]:
        if not m.private:
            return [Reply(f"table heard {m.text} from {m.author.name}")]
        return [
            Reply("You chose (secretly): Ki Wager 3", private_to=m.author.id),
            Reply(
                "Ann has chosen.\nYamcha (Bob), your turn.",
                ping=("12",),
                buttons=(Button("Dodge", "!fight choose 7 1"),),
                channel=channel,
            ),
        ]

    return answer


def test_discord_posts_a_dm_answer_s_news_in_the_table_s_channel() -> None:
    table = Table(Frontend(news_for("1")), dm_commands=True)
    ann_dm = table.dm(table.ann)

    async def scenario() -> None:
        await table.say(table.ann, "!fight choose 3", ann_dm)
        await table.adapter.idle()
        (posted,) = [s for s in table.outbox.sent if s.where == "#1"]
        assert isinstance(posted.view, ChoicesView)
        (dodge,) = [i for i in posted.view.children if isinstance(i, CommandButton)]
        await dodge.callback(table.interaction(table.bob))  # type: ignore[arg-type]
        await table.adapter.idle()

    run(scenario)
    news, heard = table.outbox.to("#1")
    assert news == "<@12> Ann has chosen.\nYamcha (Bob), your turn."
    assert heard == "table heard !fight choose 7 1 from Bob"  # the press's own answer
    posted = next(s for s in table.outbox.sent if s.where == "#1")
    assert posted.allowed_mentions is not None
    assert [u.id for u in posted.allowed_mentions.users] == [12]  # type: ignore[union-attr]
    # Ann's DM: where the news went, and her secret, never the news itself
    assert table.outbox.to(f"#{ann_dm.id}") == [posted_in("1")]
    assert table.outbox.to("dm:11") == ["You chose (secretly): Ki Wager 3"]
    # Bob's press under the channel's message is a command at the channel's table
    pressed = table.frontend.seen[-1]
    assert (pressed.text, pressed.author.name, pressed.channel, pressed.private) == (
        "!fight choose 7 1",
        "Bob",
        "1",
        False,
    )


def test_a_channel_out_of_the_cache_is_fetched() -> None:
    table = Table(Frontend(news_for("2")), dm_commands=True)
    table.client.cache = set()

    async def scenario() -> None:
        await table.say(table.ann, "!fight choose 3", table.dm(table.ann))
        await table.adapter.idle()

    run(scenario)
    assert table.client.fetched == [2]
    assert table.outbox.to("#2") == ["<@12> Ann has chosen.\nYamcha (Bob), your turn."]


@pytest.mark.parametrize("where", ["gone", "closed", "not an id"])
def test_a_channel_the_bot_cannot_post_in_is_logged_and_the_author_told_privately(
    where: str, caplog: pytest.LogCaptureFixture
) -> None:
    channel = {"gone": "77", "closed": "2", "not an id": "c-2"}[where]
    table = Table(Frontend(news_for(channel)), dm_commands=True)
    table.b.closed = where == "closed"
    ann_dm = table.dm(table.ann)

    async def scenario() -> None:
        await table.say(table.ann, "!fight choose 3", ann_dm)
        await table.adapter.idle()

    with caplog.at_level(logging.WARNING, logger="tenkaichi.chat.discord_send"):
        run(scenario)
    assert [s.where for s in table.outbox.sent] == ["dm:11", "dm:11"]
    assert table.outbox.to("dm:11") == ["You chose (secretly): Ki Wager 3", CANNOT_POST]
    assert "\n" not in CANNOT_POST
    assert any("could not be posted" in r.getMessage() for r in caplog.records)


def test_a_slash_command_in_a_dm_answers_where_the_news_went() -> None:
    table = Table(Frontend(lambda m: [Reply("Ann has chosen.", channel="1")]), dm_commands=True)
    (roll, _) = slash_commands(table.frontend.commands(), table.adapter.slash, table.adapter.config)
    ann_dm = table.dm(table.ann)

    async def scenario() -> None:
        await roll._invoke_with_namespace(  # type: ignore[arg-type]
            table.interaction(table.ann, ann_dm), SimpleNamespace(dice="1")
        )
        await table.adapter.idle()

    run(scenario)
    assert table.outbox.to("#1") == ["Ann has chosen."]
    assert table.outbox.to("original") == [posted_in("1")]
    assert ANSWERED_PRIVATELY not in table.outbox.to("original")
