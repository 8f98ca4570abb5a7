"""The Discord adapter, driven with stand-in messages: no network, no token."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from tenkaichi.cli import main
from tenkaichi.ddc.chat import BattleStore, ChatLayer
from tenkaichi.ddc.chat.discord_adapter import DiscordAdapter, make_client, token_from
from tenkaichi.errors import TenkaichiError


@dataclass
class Author:
    id: int
    display_name: str
    bot: bool = False


@dataclass
class Channel:
    id: int
    sent: list[str] = field(default_factory=list)

    async def send(self, content: str) -> None:
        self.sent.append(content)


@dataclass
class Message:
    author: Author
    channel: Channel
    content: str


def adapter(tmp_path: Path) -> DiscordAdapter:
    return DiscordAdapter(ChatLayer(BattleStore(tmp_path / "d.sqlite3"), new_seed=lambda: 4))


def test_messages_drive_a_battle_per_channel(tmp_path: Path) -> None:
    bot = adapter(tmp_path)
    ann, bob = Author(1, "Ann"), Author(2, "Bob")
    room, other_room = Channel(100), Channel(200)
    for author, text in [(ann, "!join Agumon"), (bob, "!join Gabumon"), (ann, "!start")]:
        asyncio.run(bot.on_message(Message(author, room, text)))
    assert "your move" in room.sent[-1]
    asyncio.run(bot.on_message(Message(ann, other_room, "!status")))
    assert other_room.sent == ["There is no battle '200' here yet: !join <fighter> opens one."]
    mover, waiter = (ann, bob) if "Agumon's turn - Ann" in room.sent[-1] else (bob, ann)
    asyncio.run(bot.on_message(Message(waiter, room, "!defend")))
    assert room.sent[-1].startswith("Not your turn")
    asyncio.run(bot.on_message(Message(mover, room, f"!charge {'11' if mover is ann else '3'} 7")))
    asyncio.run(bot.on_message(Message(waiter, room, f"!attack <@{mover.id}>")))
    assert "uses Normal on" in room.sent[-1]
    assert all(len(text) < 2000 for text in room.sent)


def test_plain_messages_and_other_bots_are_ignored(tmp_path: Path) -> None:
    bot = adapter(tmp_path)
    room = Channel(5)
    assert asyncio.run(bot.on_message(Message(Author(1, "Ann"), room, "good game"))) is None
    assert asyncio.run(bot.on_message(Message(Author(9, "Bot", bot=True), room, "!help"))) is None
    assert room.sent == []


@pytest.mark.filterwarnings("ignore::DeprecationWarning")  # discord.py imports audioop
def test_the_client_reads_message_content_without_connecting(tmp_path: Path) -> None:
    client = make_client(adapter(tmp_path))
    assert client.intents.message_content
    assert not client.is_ready()


def test_a_missing_token_is_one_clear_error(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("DDC_TEST_TOKEN", raising=False)
    with pytest.raises(TenkaichiError, match="DDC_TEST_TOKEN holds no Discord bot token"):
        token_from("DDC_TEST_TOKEN")
    assert main(["ddc", "discord", "--token-env", "DDC_TEST_TOKEN"]) == 2
    assert capsys.readouterr().err == (
        "error: environment variable DDC_TEST_TOKEN holds no Discord bot token\n"
    )
