"""The Discord adapter driven through stand-ins for discord.py's objects: no network, no token.

What it must hold to: the event loop never runs a front-end call (and one slow channel never
holds up another), pings only for the reply's users, commands only from people in allowed
channels, messages that fit Discord's limits, rate limits waited out, and slash commands,
buttons and private replies arriving as the same text commands from the right person.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable, Coroutine
from types import SimpleNamespace
from typing import Any, TypeVar

import discord
import pytest

from tenkaichi.chat.discord_adapter import BUSY, TenkaichiBot, run_bot
from tenkaichi.chat.discord_config import DiscordConfig
from tenkaichi.chat.discord_send import ANSWERED_PRIVATELY, MORE_CHOICES, NO_DMS
from tenkaichi.chat.discord_slash import slash_commands
from tenkaichi.chat.discord_views import ChoicesView, CommandButton, CommandSelect
from tenkaichi.chat.messages import Button, Incoming, Reply
from tenkaichi.errors import TenkaichiError

from .discord_fakes import HANG, Frontend, Member, Role, Sent, Table, http_error

T = TypeVar("T")


def run(scenario: Callable[[], Coroutine[Any, Any, T]]) -> T:
    async def bounded() -> T:
        return await asyncio.wait_for(scenario(), timeout=HANG)

    return asyncio.run(bounded())


async def until(condition: Callable[[], bool], seconds: float = HANG) -> None:
    deadline = asyncio.get_running_loop().time() + seconds
    while not condition():
        assert asyncio.get_running_loop().time() < deadline, "timed out waiting"
        await asyncio.sleep(0.005)


def allowed_users(sent: Sent) -> list[int]:
    assert sent.allowed_mentions is not None
    users = sent.allowed_mentions.users
    return [user.id for user in users] if isinstance(users, list) else []


# --- (a) the event loop is never blocked ------------------------------------------------------


def test_a_blocked_channel_does_not_delay_another_and_work_runs_off_the_loop() -> None:
    table = Table()
    gate = threading.Event()
    table.frontend.gates["!slow"] = gate

    async def scenario() -> None:
        loop_thread = threading.get_ident()
        await table.say(table.ann, "!slow", table.a)
        await table.say(table.bob, "!quick", table.b)
        await until(lambda: table.outbox.to("#2") == ["got !quick"])
        assert table.outbox.to("#1") == []  # channel A is still thinking
        ticks = 0
        for _ in range(5):  # and the loop keeps turning meanwhile
            await asyncio.sleep(0.001)
            ticks += 1
        gate.set()
        await table.adapter.idle()
        assert ticks == 5
        assert table.outbox.to("#1") == ["got !slow"]
        assert table.frontend.threads
        assert loop_thread not in table.frontend.threads

    run(scenario)


def test_one_channel_runs_its_commands_one_at_a_time_in_arrival_order() -> None:
    table = Table()
    gate = threading.Event()
    table.frontend.gates["!first"] = gate

    async def scenario() -> None:
        for text in ["!first", "!second", "!third"]:
            await table.say(table.ann, text)
        await asyncio.sleep(0.05)
        assert [message.text for message in table.frontend.seen] == ["!first"]
        gate.set()
        await table.adapter.idle()

    run(scenario)
    assert [message.text for message in table.frontend.seen] == ["!first", "!second", "!third"]
    assert table.outbox.to("#1") == ["got !first", "got !second", "got !third"]
    assert not table.frontend.overlapped


def test_a_flood_gets_one_busy_line_and_nothing_piles_up() -> None:
    table = Table(queue_per_channel=2)
    gate = threading.Event()
    table.frontend.gates["!0"] = gate

    async def scenario() -> None:
        for number in range(6):
            await table.say(table.ann, f"!{number}")
        gate.set()
        await table.adapter.idle()

    run(scenario)
    assert table.outbox.to("#1") == [BUSY, "got !0", "got !1"]
    assert [message.text for message in table.frontend.seen] == ["!0", "!1"]


def test_a_full_channel_tells_a_button_presser_privately() -> None:
    table = Table(queue_per_channel=1)
    gate = threading.Event()
    table.frontend.gates["!hold"] = gate
    table.frontend.answer = lambda m: [Reply("Ready", buttons=(Button("Go", "!go"),))]

    async def scenario() -> None:
        await table.say(table.ann, "!hold")
        gate.set()
        await table.adapter.idle()
        gate.clear()
        await table.say(table.ann, "!hold")
        view = table.outbox.sent[0].view
        assert isinstance(view, ChoicesView)
        (button,) = view.children
        assert isinstance(button, CommandButton)
        await button.callback(table.interaction(table.bob))  # type: ignore[arg-type]
        gate.set()
        await table.adapter.idle()

    run(scenario)
    assert table.outbox.to("ephemeral") == [BUSY]
    assert [message.text for message in table.frontend.seen] == ["!hold", "!hold"]


def test_a_front_end_that_raises_gets_one_line_and_the_bot_goes_on(
    caplog: pytest.LogCaptureFixture,
) -> None:
    def broken(message: Incoming) -> list[Reply]:
        if message.text == "!boom":
            raise RuntimeError("bug")
        return [Reply("fine")]

    table = Table(Frontend(broken))

    async def scenario() -> None:
        await table.say(table.ann, "!boom")
        await table.say(table.ann, "!next")
        await table.adapter.idle()

    with caplog.at_level(logging.ERROR):
        run(scenario)
    assert table.outbox.to("#1")[0].startswith("That command failed")
    assert table.outbox.to("#1")[1] == "fine"
    assert "!boom" in caplog.text


# --- (b) mentions -----------------------------------------------------------------------------


def test_only_the_reply_s_pings_are_allowed_and_mass_or_role_mentions_never_ping() -> None:
    table = Table(
        Frontend(
            lambda message: [
                Reply("Damage dealt. @everyone look, <@&99> and @here", ping=()),
                Reply("Your turn, Bob.", ping=("12", "not-an-id")),
            ]
        )
    )

    async def scenario() -> None:
        await table.say(table.ann, "!attack")
        await table.adapter.idle()

    run(scenario)
    (sent,) = table.outbox.sent  # the two short replies go as one message
    assert sent.content is not None
    assert "@everyone" not in sent.content
    assert "@here" not in sent.content
    assert "<@&99>" not in sent.content
    assert "@\u200beveryone" in sent.content
    assert "\n<@12> Your turn, Bob." in sent.content
    assert allowed_users(sent) == [12]
    assert sent.allowed_mentions is not None
    assert sent.allowed_mentions.everyone is False
    assert sent.allowed_mentions.roles is False


def test_every_send_allows_exactly_its_pings() -> None:
    table = Table(
        Frontend(
            lambda message: [
                Reply("x" * 2500, ping=("11",), buttons=(Button("Go", "!go"),)),
                Reply("quiet"),
            ]
        )
    )

    async def scenario() -> None:
        await table.say(table.ann, "!long")
        await table.adapter.idle()

    run(scenario)
    assert [allowed_users(sent) for sent in table.outbox.sent] == [[11], [11], []]
    assert table.outbox.sent[0].content is not None
    assert table.outbox.sent[0].content.startswith("<@11> xxx")
    assert table.outbox.sent[1].view is not None  # the buttons go under the reply's last piece


@pytest.mark.filterwarnings("ignore::DeprecationWarning")  # discord.py imports audioop
def test_the_bot_pings_nobody_by_default_and_reads_message_content() -> None:
    bot = TenkaichiBot(Frontend(), DiscordConfig(guild_id=123456789012345678))
    assert bot.allowed_mentions is not None
    assert bot.allowed_mentions.everyone is False
    assert bot.allowed_mentions.users is False
    assert bot.allowed_mentions.roles is False
    assert bot.intents.message_content
    guild = discord.Object(123456789012345678)
    assert sorted(command.name for command in bot.tree.get_commands(guild=guild)) == [
        "join",
        "roll",
    ]
    assert not bot.is_ready()


# --- (c) who may command ---------------------------------------------------------------------


def test_only_allowed_channels_people_and_prefixed_messages_reach_the_front_end() -> None:
    table = Table(channels=frozenset({1}))
    robot = Member(50, "Robot", bot=True)
    thread = type(table.a)(3, table.outbox, table.guild, parent_id=1)

    async def scenario() -> None:
        await table.say(table.ann, "!in the allowed channel")
        await table.say(table.ann, "!elsewhere", table.b)
        await table.say(robot, "!from a bot")
        await table.say(table.ann, "no prefix")
        hook = table.message(table.ann, "!from a webhook")
        hook.webhook_id = 7
        await table.adapter.on_message(hook)  # type: ignore[arg-type]
        await table.say(table.ann, "!in a thread of the allowed channel", thread)
        await table.adapter.idle()

    run(scenario)
    assert [message.text for message in table.frontend.seen] == [
        "!in the allowed channel",
        "!in a thread of the allowed channel",
    ]
    assert table.frontend.seen[1].channel == "3"


def test_direct_messages_are_ignored_unless_configured() -> None:
    for setting, expected in [(False, []), (True, ["!solo"])]:
        table = Table(dm_commands=setting)
        dm = type(table.a)(9, table.outbox)

        async def scenario(table: Table = table, dm: Any = dm) -> None:
            await table.say(table.ann, "!solo", dm)
            await table.adapter.idle()

        run(scenario)
        assert [message.text for message in table.frontend.seen] == expected


def test_moderators_come_from_the_role_by_name_or_id_and_from_manage_channels() -> None:
    referee = Role(444444444444444444, "Referee")
    people = {
        "by name": Member(21, "Rita", roles=[referee]),
        "by permission": Member(22, "Pam", manage_channels=True),
        "plain": Member(23, "Pat", roles=[Role(5, "Player")]),
    }
    for setting in ["referee", "444444444444444444", "@Referee"]:
        table = Table(moderator_role=setting)

        async def scenario(table: Table = table) -> None:
            for person in people.values():
                await table.say(person, "!kick")
            await table.adapter.idle()

        run(scenario)
        flags = {message.author.name: message.author.moderator for message in table.frontend.seen}
        assert flags == {"Rita": True, "Pam": True, "Pat": False}


def test_mentions_reach_the_front_end_in_order_as_authors() -> None:
    table = Table()

    async def scenario() -> None:
        message = table.message(table.ann, "!attack <@12> <@!11> <@12> <@999>")
        message.mentions = [table.ann, table.bob]
        await table.adapter.on_message(message)  # type: ignore[arg-type]
        await table.adapter.idle()

    run(scenario)
    (seen,) = table.frontend.seen
    assert [(author.id, author.name) for author in seen.mentions] == [("12", "Bob"), ("11", "Ann")]
    assert seen.author.id == "11"
    assert not seen.interactive


# --- (d) Discord's limits --------------------------------------------------------------------


def test_a_long_reply_is_split_under_2000_with_code_blocks_balanced() -> None:
    block = "```py\n" + "\n".join(f"row {n:04d} " + "=" * 40 for n in range(120)) + "\n```"
    table = Table(Frontend(lambda message: [Reply(f"Log:\n{block}\nEnd.")]))

    async def scenario() -> None:
        await table.say(table.ann, "!log")
        await table.adapter.idle()

    run(scenario)
    pieces = table.outbox.to("#1")
    assert len(pieces) >= 3
    assert all(len(piece) <= 2000 for piece in pieces)
    assert all(piece.count("```") % 2 == 0 for piece in pieces)
    assert all(piece.startswith("```py\n") for piece in pieces[1:])
    rows = [line for piece in pieces for line in piece.split("\n") if line.startswith("row ")]
    assert len(rows) == 120


def test_one_answer_posts_at_most_five_messages_keeping_the_last() -> None:
    answer = [Reply(f"part {n} " + "y" * 1500) for n in range(8)] + [Reply("Ann, your move")]
    table = Table(Frontend(lambda message: answer))

    async def scenario() -> None:
        await table.say(table.ann, "!big")
        await table.adapter.idle()

    run(scenario)
    sent = table.outbox.to("#1")
    assert len(sent) == 5
    assert sent[-1].endswith("Ann, your move")
    assert "more messages left out" in sent[3]


# --- (e) rate limits and refusals --------------------------------------------------------------


def test_too_many_requests_is_waited_out_and_retried() -> None:
    table = Table()
    table.outbox.fail = [http_error(429, retry_after=0.25), http_error(429, retry_after=2)]

    async def scenario() -> None:
        await table.say(table.ann, "!hello")
        await table.adapter.idle()

    run(scenario)
    assert table.sleeps == [0.25, 2.0]
    assert table.outbox.to("#1") == ["got !hello"]


def test_other_refusals_are_logged_in_one_line_and_never_retried(
    caplog: pytest.LogCaptureFixture,
) -> None:
    table = Table(send_attempts=2)
    table.outbox.fail = [http_error(403), *[http_error(429, retry_after=1)] * 2]

    async def scenario() -> None:
        await table.say(table.ann, "!one")
        await table.adapter.idle()
        await table.say(table.ann, "!two")
        await table.adapter.idle()
        await table.say(table.ann, "!three")
        await table.adapter.idle()

    with caplog.at_level(logging.WARNING):
        run(scenario)
    assert table.outbox.to("#1") == ["got !three"]
    assert table.sleeps == [1.0]  # the 403 is not retried; the second 429 is the last try
    failures = [record.getMessage() for record in caplog.records if "failed" in record.getMessage()]
    assert len(failures) == 2
    assert all("\n" not in line for line in failures)
    assert "403" in failures[0]
    assert "429" in failures[1]


# --- (f) slash commands, buttons, private replies --------------------------------------------


def test_slash_commands_follow_the_front_end_s_specs_and_arrive_as_text() -> None:
    table = Table(prefix="?")
    (roll, join) = slash_commands(
        table.frontend.commands(), table.adapter.slash, table.adapter.config
    )
    assert [(param.display_name, param.required) for param in roll.parameters] == [
        ("dice", True),
        ("why", False),
    ]
    assert roll.description == "Roll dice"
    assert join.parameters == []
    press = table.interaction(table.bob)

    async def scenario() -> None:
        await roll._invoke_with_namespace(press, SimpleNamespace(dice="3d10"))  # type: ignore[arg-type]
        await join._invoke_with_namespace(press, SimpleNamespace())  # type: ignore[arg-type]
        await table.adapter.idle()

    run(scenario)
    assert press.response.deferred is True  # "thinking" at once, answered when done
    assert [(m.text, m.author.id, m.interactive) for m in table.frontend.seen] == [
        ("?roll 3d10", "12", True),
        ("?join", "12", True),
    ]
    assert table.outbox.to("original") == ["got ?roll 3d10", "got ?join"]


def test_a_slash_command_in_a_channel_not_allowed_is_told_so_privately() -> None:
    table = Table(channels=frozenset({1}))
    (roll, _) = slash_commands(table.frontend.commands(), table.adapter.slash, table.adapter.config)
    press = table.interaction(table.ann, table.b)

    async def scenario() -> None:
        await roll._invoke_with_namespace(press, SimpleNamespace(dice="1d6"))  # type: ignore[arg-type]
        await table.adapter.idle()

    run(scenario)
    assert table.frontend.seen == []
    assert table.outbox.to("ephemeral") == ["I do not play in this channel."]


def test_a_button_press_is_the_presser_s_command_in_the_table_s_channel() -> None:
    choices = (Button("Attack", "!attack", "danger"), Button("Pass", "!pass"))
    groups = tuple(Button(f"Target {n}", f"!target {n}", group="Target") for n in range(3))
    table = Table(
        Frontend(
            lambda m: [Reply("Your move", buttons=choices + groups)] if m.text == "!go" else []
        )
    )

    async def scenario() -> None:
        await table.say(table.ann, "!go")
        await table.adapter.idle()
        view = table.outbox.sent[0].view
        assert isinstance(view, ChoicesView)
        buttons = [item for item in view.children if isinstance(item, CommandButton)]
        (menu,) = [item for item in view.children if isinstance(item, CommandSelect)]
        assert [b.label for b in buttons] == ["Attack", "Pass"]
        assert buttons[0].style is discord.ButtonStyle.danger
        assert [option.label for option in menu.options] == ["Target 0", "Target 1", "Target 2"]
        await buttons[0].callback(table.interaction(table.bob))  # type: ignore[arg-type]
        menu._values = ["2"]
        await menu.callback(table.interaction(table.ann))  # type: ignore[arg-type]
        await table.adapter.idle()

    run(scenario)
    pressed = [(m.text, m.author.name, m.channel, m.interactive) for m in table.frontend.seen[1:]]
    assert pressed == [("!attack", "Bob", "1", True), ("!target 2", "Ann", "1", True)]


def test_private_replies_are_ephemeral_for_interactions_and_dms_otherwise() -> None:
    def secret(message: Incoming) -> list[Reply]:
        return [Reply("Your hand: 3 cards", private_to=message.author.id)]

    table = Table(Frontend(secret))
    (roll, _) = slash_commands(table.frontend.commands(), table.adapter.slash, table.adapter.config)

    async def scenario() -> None:
        await table.say(table.ann, "!hand")  # typed: a direct message
        await table.adapter.idle()
        await roll._invoke_with_namespace(  # type: ignore[arg-type]
            table.interaction(table.bob), SimpleNamespace(dice="1")
        )
        await table.adapter.idle()

    run(scenario)
    assert table.outbox.to("dm:11") == ["Your hand: 3 cards"]
    assert table.outbox.to("ephemeral") == ["Your hand: 3 cards"]
    assert table.outbox.to("original") == [ANSWERED_PRIVATELY]
    assert table.outbox.to("#1") == []


def test_closed_dms_get_a_channel_note_without_the_secret() -> None:
    table = Table(Frontend(lambda m: [Reply("Secret: ace", private_to="11")] * 2))
    table.ann.dms_closed = True

    async def scenario() -> None:
        await table.say(table.ann, "!hand")
        await table.adapter.idle()

    run(scenario)
    (note,) = table.outbox.sent
    assert note.content == f"<@11> {NO_DMS}"
    assert allowed_users(note) == [11]
    assert "ace" not in (note.content or "")


def test_many_choices_go_under_further_messages_and_expire() -> None:
    many = tuple(Button(f"B{n}", f"!b {n}") for n in range(30))
    table = Table(Frontend(lambda m: [Reply("Pick one", buttons=many)]))

    async def scenario() -> None:
        await table.say(table.ann, "!pick")
        await table.adapter.idle()
        first, second = table.outbox.sent
        assert isinstance(first.view, ChoicesView)
        assert isinstance(second.view, ChoicesView)
        assert (len(first.view.children), len(second.view.children)) == (25, 5)
        await first.view.on_timeout()
        assert first.edits == [{"view": None}]

    run(scenario)
    assert table.outbox.to("#1") == ["Pick one", MORE_CHOICES]


# --- settings ----------------------------------------------------------------------------------


def test_settings_come_from_the_environment_and_flags_win() -> None:
    env = {
        "TENKAICHI_DISCORD_PREFIX": "?",
        "TENKAICHI_DISCORD_CHANNELS": "123456789012345678, <#223456789012345678>",
        "TENKAICHI_DISCORD_MODERATOR_ROLE": "@Referee",
        "TENKAICHI_DISCORD_DM_COMMANDS": "yes",
    }
    config = DiscordConfig.from_env(env, prefix="$", guild_id=None)
    assert config.prefix == "$"
    assert config.channels == {123456789012345678, 223456789012345678}
    assert config.moderator_role == "Referee"
    assert config.dm_commands
    with pytest.raises(TenkaichiError, match=r"^Discord channel 'general' is not a channel id"):
        DiscordConfig.from_env({"TENKAICHI_DISCORD_CHANNELS": "general"})
    with pytest.raises(TenkaichiError, match=r"^Discord setting prefix = 'go !': the prefix must"):
        DiscordConfig.from_env({}, prefix="go !")


def test_a_missing_token_is_one_clear_error_before_any_connection(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("TENKAICHI_TEST_TOKEN", raising=False)
    config = DiscordConfig(token_env="TENKAICHI_TEST_TOKEN")
    with pytest.raises(TenkaichiError, match="TENKAICHI_TEST_TOKEN holds no Discord bot token"):
        run_bot(Frontend(), config)
    assert config.token({"TENKAICHI_TEST_TOKEN": " abc "}) == "abc"
