"""The Discord bot: a thin adapter from Discord messages to :class:`ChatLayer`.

One battle per channel (the channel id is the battle id); the author's id is the player.
Mentions like ``<@123>`` name a player's fighter as the target of ``!attack``. discord.py is an
optional extra (``pip install 'tenkaichi[discord]'``) imported only when the bot starts.
"""

from __future__ import annotations

import os
from typing import Any, Protocol

from tenkaichi.ddc.chat.layer import ChatLayer
from tenkaichi.errors import TenkaichiError


class Author(Protocol):
    id: int
    bot: bool
    display_name: str


class Channel(Protocol):
    id: int

    async def send(self, content: str) -> Any: ...


class Message(Protocol):
    author: Author
    channel: Channel
    content: str


class DiscordAdapter:
    """Routes each message to the layer and sends the reply back to the channel."""

    def __init__(self, layer: ChatLayer) -> None:
        self.layer = layer

    def reply_to(self, message: Message) -> str | None:
        if message.author.bot:
            return None
        return self.layer.handle(
            str(message.channel.id),
            str(message.author.id),
            message.content,
            display=message.author.display_name,
        )

    async def on_message(self, message: Message) -> str | None:
        reply = self.reply_to(message)
        if reply is not None:
            await message.channel.send(reply)
        return reply


def make_client(adapter: DiscordAdapter) -> Any:
    """A ``discord.Client`` that reads message content and hands messages to ``adapter``."""
    try:
        import discord
    except ImportError:
        raise TenkaichiError(
            "the Discord bot needs discord.py: pip install 'tenkaichi[discord]'"
        ) from None
    intents = discord.Intents.default()
    intents.message_content = True
    # No reply ever pings anyone, whatever text it quotes (the layer also breaks mentions).
    client = discord.Client(intents=intents, allowed_mentions=discord.AllowedMentions.none())

    async def on_message(message: Any) -> None:
        await adapter.on_message(message)

    client.event(on_message)
    return client


def token_from(variable: str) -> str:
    token = os.environ.get(variable, "").strip()
    if not token:
        raise TenkaichiError(f"environment variable {variable} holds no Discord bot token")
    return token


def run_bot(layer: ChatLayer, token_env: str) -> None:  # pragma: no cover - needs the network
    token = token_from(token_env)
    make_client(DiscordAdapter(layer)).run(token)
