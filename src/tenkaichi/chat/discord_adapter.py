"""The Discord bot: Discord's messages, slash commands and button presses in, a
:class:`ChatFrontend`'s replies out. No rules and no state of its own.

Each command becomes an :class:`Incoming` (prefix included, ``interactive`` for a slash command
or a button) and goes to its channel's line (:mod:`tenkaichi.chat.discord_queue`): the
front-end runs in a worker thread, one command at a time per channel, and the replies go back
through :class:`~tenkaichi.chat.discord_send.Sender`. The event loop only translates and
sends, so the heartbeat and every other channel keep going while a table thinks. A front-end
is therefore called from several threads at once, but never twice at once for one channel.

Who may command: messages in the allowed channels (all when none are configured), never from a
bot (this one included) or a webhook; direct messages only when ``dm_commands`` is on. Who
moderates: members with the configured role or the Manage Channels permission.

What each :class:`Incoming` says of where it came from: ``server`` is the guild's id (empty in
a DM); ``private`` is True for what nobody but the sender and the bot saw (a direct message, a
slash command in a DM, a press on a choice offered ephemerally or by DM) and False for what was
typed or pressed in a channel (a slash command in a channel shows there, so it is not private);
``attachments`` are the first :data:`~tenkaichi.chat.attachments.MOST_ATTACHMENTS` files of a
message, each at most ``MAX_ATTACHMENT_BYTES`` (the sender is told in one line of any left out).

Every word sent is in its reader's language: a command's replies and the adapter's own words
about them (the front-end's ``language``, asked in the worker thread with the command: see
:mod:`tenkaichi.chat.languages`); a line sent before any command runs ("busy", a file left
out) in the language the same user's last command was answered in, else the default.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import partial
from typing import Any

import aiohttp
import discord
from discord import app_commands

from tenkaichi.chat.attachments import MOST_ATTACHMENTS, left_out, too_large
from tenkaichi.chat.discord_config import DiscordConfig
from tenkaichi.chat.discord_queue import ChannelLines
from tenkaichi.chat.discord_send import Origin, Sender, Sleep
from tenkaichi.chat.discord_slash import CatalogueTranslator, param_names, slash_commands
from tenkaichi.chat.discord_views import OnPress
from tenkaichi.chat.messages import (
    Attachment,
    Author,
    ChatFrontend,
    CommandSpec,
    Incoming,
    Reply,
)
from tenkaichi.chat.texts import text
from tenkaichi.i18n import current, use

log = logging.getLogger(__name__)

PLATFORM = "discord"
BUSY = "Still working on earlier commands in this channel: try again in a moment."
NOT_HERE = "I do not play in this channel."
FAILED = "That command failed on my side (the bot's log has the details); nothing was said."
"""The adapter's own lines, in English (each is sent as its ``chat-discord-*`` message)."""
MOST_RESOLVED_MENTIONS = 10
KNOWN_READERS = 10_000
"""Users whose language the adapter remembers at most (the memory starts again past this)."""

_MENTION = re.compile(r"<@!?(\d{1,20})>")


@dataclass(frozen=True, slots=True)
class Job:
    """One command on its way through a channel's line."""

    incoming: Incoming
    origin: Origin


def is_moderator(
    user: discord.abc.User, permissions: discord.Permissions | None, role: str
) -> bool:
    """Manage Channels where the command was sent, or the configured role (an id or a name,
    matched without regard to case)."""
    if permissions is not None and permissions.manage_channels:
        return True
    if not role:
        return False
    wanted = role.casefold()
    return any(
        str(held.id) == role or held.name.casefold() == wanted
        for held in getattr(user, "roles", ())
    )


class DiscordAdapter:
    """Turns Discord events into :class:`Incoming` messages and sends the front-end's replies.

    ``client`` is only asked for users and channels by id (to send a DM, to answer a button
    pressed in a DM in the table's channel, or to post there the news of a command sent in a
    DM: ``Reply.channel``) and is the bot's own identity.
    """

    def __init__(
        self,
        frontend: ChatFrontend,
        config: DiscordConfig,
        client: discord.Client,
        sleep: Sleep = asyncio.sleep,
    ) -> None:
        self.frontend = frontend
        self.config = config
        self.client = client
        self.lines: ChannelLines[Job] = ChannelLines(
            self._serve, limit=config.queue_per_channel, workers=config.workers
        )
        self.sender = Sender(client, config, self._press_for, sleep)
        self._readers: dict[tuple[str, str], str] = {}
        """(server, user id) -> the language their last command was answered in."""

    # --- events ----------------------------------------------------------------------------

    async def on_message(self, message: discord.Message) -> None:
        """A typed post: ignored unless it holds the prefix (its commands may stand anywhere
        in it: the router finds them), comes from a person (not a bot or a webhook) and is in
        an allowed channel (or a DM, when those are on)."""
        if message.author.bot or message.webhook_id is not None:
            return
        if self.config.prefix not in message.content:
            return
        channel = message.channel
        permissions: discord.Permissions | None = None
        if message.guild is None:
            if not self.config.dm_commands:
                return
        elif not self.allowed(channel):
            return
        elif isinstance(message.author, discord.Member) or hasattr(message.author, "roles"):
            permissions = channel.permissions_for(message.author)  # type: ignore[arg-type]
        known = {user.id: user for user in message.mentions}
        origin = Origin(channel, message.author.id)
        reader = self.reader(server_of(message.guild), str(message.author.id))
        with use(reader):
            files, note = await self.attachments(message)
            if note:
                await self.sender.note(origin, note)
        incoming = Incoming(
            PLATFORM,
            str(channel.id),
            self.author(message.author, permissions),
            message.content,
            await self.mentions(message.content, known, message.guild),
            private=message.guild is None,
            server=server_of(message.guild),
            attachments=files,
        )
        await self.submit(Job(incoming, origin))

    async def slash(
        self, interaction: discord.Interaction[Any], spec: CommandSpec, values: Mapping[str, Any]
    ) -> None:
        """A slash command: the same text as typed (``!roll 3d10``), answered by followups
        after an immediate "thinking" (the work happens in a thread). Everyone in the channel
        sees it used, so it is private only in a DM."""
        if not self._may_interact(interaction):
            reader = self.reader(server_of(interaction.guild), str(interaction.user.id))
            with use(reader):
                not_here = text("chat-discord-not-here")
            await interaction.response.send_message(not_here, ephemeral=True)
            return
        words = [str(values[name]).strip() for name in param_names(spec) if values.get(name)]
        typed = " ".join([self.config.prefix + spec.name, *[word for word in words if word]])
        await interaction.response.defer(thinking=True)
        incoming = Incoming(
            PLATFORM,
            str(interaction.channel_id),
            self.author(interaction.user, interaction.permissions),
            typed,
            await self.mentions(typed, {}, interaction.guild),
            interactive=True,
            private=interaction.guild is None,
            server=server_of(interaction.guild),
        )
        channel: discord.abc.Messageable
        if isinstance(interaction.channel, discord.abc.Messageable):
            channel = interaction.channel
        else:
            channel = self.client.get_partial_messageable(interaction.channel_id or 0)
        await self.submit(Job(incoming, Origin(channel, interaction.user.id, interaction, True)))

    async def press(
        self,
        origin: Origin,
        offered_privately: bool,
        interaction: discord.Interaction[Any],
        command: str,
    ) -> None:
        """A button or menu choice: its command, sent by whoever pressed, to the table of the
        channel the choice was offered for (even when pressed in a DM). Private when the
        choice was offered privately (an ephemeral message or a DM) or pressed in a DM."""
        await interaction.response.defer()
        table = origin.channel
        permissions = interaction.permissions if interaction.guild is not None else None
        presser: discord.abc.User = interaction.user
        guild = getattr(table, "guild", None)
        if interaction.guild is None and guild is not None:
            member = guild.get_member(presser.id)  # the presser's roles, when cached
            if member is not None:
                presser, permissions = member, table.permissions_for(member)  # type: ignore[attr-defined]
        incoming = Incoming(
            PLATFORM,
            str(getattr(table, "id", interaction.channel_id)),
            self.author(presser, permissions),
            command,
            await self.mentions(command, {}, guild),
            interactive=True,
            private=offered_privately or interaction.guild is None or ephemeral(interaction),
            server=server_of(guild),
        )
        await self.submit(Job(incoming, Origin(table, presser.id, interaction)))

    # --- translating -------------------------------------------------------------------------

    def allowed(self, channel: object) -> bool:
        """In the allow-list (a thread by its parent), or no allow-list at all."""
        if not self.config.channels:
            return True
        ids = {getattr(channel, "id", None), getattr(channel, "parent_id", None)}
        return not ids.isdisjoint(self.config.channels)

    def _may_interact(self, interaction: discord.Interaction[Any]) -> bool:
        if interaction.guild is None:
            return self.config.dm_commands
        return self.allowed(interaction.channel or discord.Object(interaction.channel_id or 0))

    def author(self, user: discord.abc.User, permissions: discord.Permissions | None) -> Author:
        return Author(
            str(user.id),
            user.display_name,
            is_moderator(user, permissions, self.config.moderator_role),
            user.bot,
        )

    async def attachments(self, message: discord.Message) -> tuple[tuple[Attachment, ...], str]:
        """The files of ``message`` a front-end is given (the first few, each within the
        cap, a larger one never downloaded) and the one line saying which were left out."""
        files = list(getattr(message, "attachments", ()))
        read: list[Attachment] = []
        too_big: list[str] = []
        unread: list[str] = []
        for file in files[:MOST_ATTACHMENTS]:
            if too_large(file.size):
                too_big.append(file.filename)
                continue
            try:
                data = await file.read()
            except (discord.DiscordException, aiohttp.ClientError, OSError, TimeoutError) as error:
                log.info("discord: could not read an attachment: %s", " ".join(str(error).split()))
                unread.append(file.filename)
                continue
            if too_large(len(data)):
                too_big.append(file.filename)
                continue
            read.append(Attachment(file.filename, data))
        return tuple(read), left_out(too_big, unread, max(0, len(files) - MOST_ATTACHMENTS))

    async def mentions(
        self, text: str, known: Mapping[int, discord.abc.User], guild: discord.Guild | None
    ) -> tuple[Author, ...]:
        """The users ``<@id>`` names in ``text``, in order, once each: from the message's own
        resolved mentions, else the cache, else asked of Discord (slash commands and buttons
        carry mentions as plain text); one not found is left out."""
        found: dict[int, Author] = {}
        for match in _MENTION.finditer(text):
            user_id = int(match.group(1))
            if user_id in found or len(found) >= MOST_RESOLVED_MENTIONS:
                continue
            user: discord.abc.User | None = known.get(user_id)
            if user is None and guild is not None:
                user = guild.get_member(user_id)
                if user is None:
                    try:
                        user = await guild.fetch_member(user_id)
                    except discord.HTTPException:
                        user = None
            if user is None:
                user = self.client.get_user(user_id)
            if user is not None:
                found[user_id] = Author(str(user.id), user.display_name, bot=user.bot)
        return tuple(found.values())

    # --- the work ---------------------------------------------------------------------------

    async def submit(self, job: Job) -> None:
        """Queue ``job`` on its channel's line, or say once that the channel is busy."""
        channel = job.incoming.channel
        if self.lines.submit(channel, job):
            return
        interaction = job.origin.interaction
        with use(self.reader(job.incoming.server, job.incoming.author.id)):
            busy = text("chat-discord-busy")
            if interaction is not None:
                # A refused interaction is told privately (the one note per flood is for typing).
                mine = Reply(busy, private_to=job.incoming.author.id)
                await self.sender.deliver(job.origin, [mine])
            elif self.lines.first_refusal(channel):
                await self.sender.note(job.origin, busy)

    async def _serve(self, job: Job) -> None:
        incoming = job.incoming
        language = self.reader(incoming.server, incoming.author.id)
        try:
            language, replies = await self.lines.in_thread(partial(self._answer, incoming))
        except Exception:
            log.exception("discord: the front-end failed on %r", incoming.text[:100])
            with use(language):
                replies = [Reply(text("chat-discord-failed"))]
        with use(language):
            await self.sender.deliver(job.origin, replies)

    def _answer(self, incoming: Incoming) -> tuple[str, list[Reply]]:
        """(the language of ``incoming``'s reader, its replies): in a worker thread."""
        asked = getattr(self.frontend, "language", None)
        language = str(asked(incoming)) if callable(asked) else current()
        if len(self._readers) > KNOWN_READERS:
            self._readers.clear()
        self._readers[(incoming.server, incoming.author.id)] = language
        return language, self.frontend.handle(incoming)

    def reader(self, server: str, user: str) -> str:
        """The language ``user``'s last command on ``server`` was answered in, else the
        default (for a line sent before a command runs)."""
        return self._readers.get((server, user)) or current()

    def _press_for(self, origin: Origin, private: bool) -> OnPress:
        return partial(self.press, origin, private)

    async def idle(self) -> None:
        """Wait until every channel's commands have been answered."""
        await self.lines.idle()

    def close(self) -> None:
        self.lines.close()


def server_of(guild: object) -> str:
    """The id of the server a message came from, as text; "" for a direct message."""
    return "" if guild is None else str(getattr(guild, "id", ""))


def ephemeral(interaction: discord.Interaction[Any]) -> bool:
    """The pressed component is under a message only the presser sees."""
    flags = getattr(getattr(interaction, "message", None), "flags", None)
    return bool(getattr(flags, "ephemeral", False))


class TenkaichiBot(discord.Client):
    """The bot: reads message content (a privileged intent: enable it for the application),
    pings nobody unless a send says so, and registers the front-end's slash commands."""

    def __init__(self, frontend: ChatFrontend, config: DiscordConfig) -> None:
        intents = discord.Intents.default()
        intents.message_content = True
        super().__init__(intents=intents, allowed_mentions=discord.AllowedMentions.none())
        self.config = config
        self.adapter = DiscordAdapter(frontend, config, self)
        self.tree = app_commands.CommandTree(self)
        guild = discord.Object(config.guild_id) if config.guild_id is not None else None
        for command in slash_commands(frontend.commands(), self.adapter.slash, config):
            self.tree.add_command(command, guild=guild)

    async def setup_hook(self) -> None:
        guild = discord.Object(self.config.guild_id) if self.config.guild_id else None
        await self.tree.set_translator(CatalogueTranslator())
        synced = await self.tree.sync(guild=guild)
        log.info(
            "discord: %d slash commands registered %s",
            len(synced),
            "in the server" if guild else "globally (may take up to an hour to show)",
        )

    async def on_message(self, message: discord.Message) -> None:
        await self.adapter.on_message(message)

    async def close(self) -> None:
        self.adapter.close()
        await super().close()


def run_bot(frontend: ChatFrontend, config: DiscordConfig) -> None:
    """Run the bot until it is stopped; the token is read (and its absence reported in one
    line) before any connection."""
    token = config.token()
    TenkaichiBot(frontend, config).run(token)  # pragma: no cover - needs the network


__all__ = [
    "DiscordAdapter",
    "Job",
    "TenkaichiBot",
    "ephemeral",
    "is_moderator",
    "run_bot",
    "server_of",
]
