"""Stand-ins for the few discord.py objects the adapter touches (no network, no token), and a
tiny front-end that answers every command with what it saw."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

import discord

from tenkaichi.chat.discord_adapter import DiscordAdapter
from tenkaichi.chat.discord_config import DiscordConfig
from tenkaichi.chat.messages import CommandSpec, Incoming, Reply

HANG = 120.0
"""Seconds a scenario, or a step of one, may take: a guard against a hang, not a speed
expectation (each wait ends as soon as what it waits for happens)."""


@dataclass
class Sent:
    """One message the adapter sent, wherever it went."""

    where: str
    """``#<channel id>``, ``dm:<user id>``, ``original``, ``followup``, ``ephemeral``."""
    content: str | None
    allowed_mentions: discord.AllowedMentions | None
    view: discord.ui.View | None
    edits: list[dict[str, Any]] = field(default_factory=list)
    files: list[discord.File] = field(default_factory=list)
    """The files attached (``file=``, ``files=`` or, for an edit, ``attachments=``)."""
    flags: SimpleNamespace = field(default_factory=lambda: SimpleNamespace(ephemeral=False))
    """As discord.Message.flags: ``ephemeral`` for a message only its user sees."""

    async def edit(self, **changes: Any) -> Sent:
        self.edits.append(changes)
        return self


class Outbox:
    """Everything sent, in order; a send can be made to fail first (``fail``), and files can be
    refused as a channel without the Attach Files permission does (``refuse_files``)."""

    def __init__(self) -> None:
        self.sent: list[Sent] = []
        self.fail: list[Exception] = []
        self.refuse_files = False

    async def record(self, where: str, options: dict[str, Any]) -> Sent:
        await asyncio.sleep(0)
        if self.fail:
            raise self.fail.pop(0)
        files = [
            *([options["file"]] if options.get("file") is not None else []),
            *options.get("files", ()),
            *options.get("attachments", ()),
        ]
        if files and self.refuse_files:
            raise discord.Forbidden(
                Response(403), {"code": 50013, "message": "Missing Permissions"}
            )
        sent = Sent(
            where,
            options.get("content"),
            options.get("allowed_mentions"),
            options.get("view"),
            files=files,
        )
        sent.flags.ephemeral = where == "ephemeral"
        self.sent.append(sent)
        return sent

    def to(self, where: str) -> list[str]:
        return [sent.content or "" for sent in self.sent if sent.where == where]


@dataclass
class Role:
    id: int
    name: str


@dataclass
class Member:
    id: int
    display_name: str
    bot: bool = False
    roles: list[Role] = field(default_factory=list)
    manage_channels: bool = False
    outbox: Outbox | None = None
    dms_closed: bool = False

    async def send(self, **options: Any) -> Sent:
        assert self.outbox is not None
        if self.dms_closed:
            raise discord.Forbidden(Response(403), {"code": 50007, "message": "no DMs"})
        return await self.outbox.record(f"dm:{self.id}", options)


@dataclass
class Response:
    """What discord.HTTPException reads from an HTTP response."""

    status: int
    reason: str = "refused"
    headers: dict[str, str] = field(default_factory=dict)


def http_error(status: int, retry_after: float | None = None) -> discord.HTTPException:
    headers = {} if retry_after is None else {"Retry-After": str(retry_after)}
    return discord.HTTPException(Response(status, headers=headers), {"message": "no", "code": 0})


@dataclass
class Guild:
    members: dict[int, Member] = field(default_factory=dict)
    id: int = 500

    def get_member(self, user_id: int) -> Member | None:
        return self.members.get(user_id)

    async def fetch_member(self, user_id: int) -> Member:
        raise discord.NotFound(Response(404), {"message": "Unknown Member", "code": 10007})


@dataclass
class Channel:
    id: int
    outbox: Outbox
    guild: Guild | None = None
    parent_id: int | None = None
    closed: bool = False
    """The bot may not post here (a send is refused as without Send Messages)."""

    async def send(self, **options: Any) -> Sent:
        if self.closed:
            raise discord.Forbidden(Response(403), {"code": 50013, "message": "Missing Access"})
        return await self.outbox.record(f"#{self.id}", options)

    def permissions_for(self, member: Member) -> discord.Permissions:
        return discord.Permissions(manage_channels=member.manage_channels)


@dataclass
class FileSent:
    """A file attached to a message, as discord.Attachment offers it: its size is known
    before it is read; ``broken`` makes reading it fail as a vanished upload does."""

    filename: str
    data: bytes
    size: int = -1
    broken: bool = False
    reads: int = 0

    def __post_init__(self) -> None:
        if self.size < 0:
            self.size = len(self.data)

    async def read(self) -> bytes:
        self.reads += 1
        if self.broken:
            raise discord.NotFound(Response(404), {"message": "Unknown Attachment", "code": 0})
        return self.data


@dataclass
class Message:
    author: Member
    channel: Channel
    content: str
    guild: Guild | None = None
    webhook_id: int | None = None
    mentions: list[Member] = field(default_factory=list)
    attachments: list[FileSent] = field(default_factory=list)


class InteractionResponse:
    def __init__(self, outbox: Outbox) -> None:
        self.outbox = outbox
        self.deferred: bool | None = None
        """None: not deferred; else the ``thinking`` it was deferred with."""

    async def defer(self, *, thinking: bool = False) -> None:
        self.deferred = thinking

    async def send_message(self, content: str, *, ephemeral: bool = False) -> None:
        await self.outbox.record("ephemeral" if ephemeral else "response", {"content": content})


class Followup:
    def __init__(self, outbox: Outbox) -> None:
        self.outbox = outbox

    async def send(self, *, ephemeral: bool = False, wait: bool = False, **options: Any) -> Sent:
        return await self.outbox.record("ephemeral" if ephemeral else "followup", options)


class Interaction:
    def __init__(
        self, user: Member, channel: Channel, outbox: Outbox, message: Sent | None = None
    ) -> None:
        self.user = user
        self.channel = channel
        self.channel_id = channel.id
        self.guild = channel.guild
        self.message = message
        """The message whose component was pressed (None for a slash command)."""
        self.permissions = discord.Permissions(manage_channels=user.manage_channels)
        self.response = InteractionResponse(outbox)
        self.followup = Followup(outbox)
        self.outbox = outbox
        self.deleted = False

    async def edit_original_response(self, **options: Any) -> Sent:
        return await self.outbox.record("original", options)

    async def delete_original_response(self) -> None:
        self.deleted = True


class Client:
    """The lookups the adapter makes of its client."""

    def __init__(self, outbox: Outbox) -> None:
        self.outbox = outbox
        self.users: dict[int, Member] = {}
        self.channels: dict[int, Channel] = {}
        self.cache: set[int] | None = None
        self.fetched: list[int] = []

    def get_user(self, user_id: int) -> Member | None:
        return self.users.get(user_id)

    async def fetch_user(self, user_id: int) -> Member:
        raise discord.NotFound(Response(404), {"message": "Unknown User", "code": 10013})

    def get_partial_messageable(self, channel_id: int) -> Channel:
        return self.channels[channel_id]

    def get_channel(self, channel_id: int) -> Channel | None:
        """A channel in the cache (``cached``: the ids it holds; all of ``channels`` unless
        a test says)."""
        return self.channels.get(channel_id) if channel_id in self.cached() else None

    def cached(self) -> set[int]:
        return set(self.channels) if self.cache is None else self.cache

    async def fetch_channel(self, channel_id: int) -> Channel:
        self.fetched.append(channel_id)
        found = self.channels.get(channel_id)
        if found is None:
            raise discord.NotFound(Response(404), {"message": "Unknown Channel", "code": 10003})
        return found


class Frontend:
    """Answers ``!<anything>`` with what it got; ``answer`` overrides; a text in ``gates``
    blocks its thread until that event is set."""

    def __init__(self, answer: Callable[[Incoming], list[Reply]] | None = None) -> None:
        self.answer = answer
        self.seen: list[Incoming] = []
        self.threads: list[int] = []
        self.gates: dict[str, threading.Event] = {}
        self.running: dict[str, int] = {}
        self.overlapped = False
        self._lock = threading.Lock()

    def handle(self, message: Incoming) -> list[Reply]:
        with self._lock:
            self.seen.append(message)
            self.threads.append(threading.get_ident())
            self.running[message.channel] = self.running.get(message.channel, 0) + 1
            self.overlapped |= self.running[message.channel] > 1
        gate = self.gates.get(message.text)
        if gate is not None:
            assert gate.wait(HANG), "the test never released this command"
        else:
            time.sleep(0.01)
        with self._lock:
            self.running[message.channel] -= 1
        if self.answer is not None:
            return self.answer(message)
        return [Reply(f"got {message.text}")]

    def commands(self) -> list[CommandSpec]:
        return [
            CommandSpec(
                "roll", "Roll dice", (("dice", "What to roll", True), ("why", "A note", False))
            ),
            CommandSpec("join", "Take a seat"),
        ]


class Table:
    """An adapter wired to fakes: two channels (A=1, B=2), players Ann (11) and Bob (12)."""

    def __init__(self, frontend: Frontend | None = None, **settings: Any) -> None:
        self.outbox = Outbox()
        self.client = Client(self.outbox)
        self.frontend = frontend or Frontend()
        self.sleeps: list[float] = []
        self.guild = Guild()
        self.a = Channel(1, self.outbox, self.guild)
        self.b = Channel(2, self.outbox, self.guild)
        self.client.channels = {1: self.a, 2: self.b}
        self.ann = Member(11, "Ann", outbox=self.outbox)
        self.bob = Member(12, "Bob", outbox=self.outbox)
        self.client.users = {11: self.ann, 12: self.bob}
        self.guild.members = {11: self.ann, 12: self.bob}
        self.adapter = DiscordAdapter(
            self.frontend,
            DiscordConfig(**settings),
            self.client,
            sleep=self._sleep,  # type: ignore[arg-type]
        )

    async def _sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)

    def message(self, author: Member, text: str, channel: Channel | None = None) -> Message:
        room = channel or self.a
        return Message(author, room, text, room.guild)

    async def say(self, author: Member, text: str, channel: Channel | None = None) -> None:
        await self.adapter.on_message(self.message(author, text, channel))  # type: ignore[arg-type]

    def interaction(
        self, user: Member, channel: Channel | None = None, message: Sent | None = None
    ) -> Interaction:
        return Interaction(user, channel or self.a, self.outbox, message)

    def dm(self, user: Member) -> Channel:
        """``user``'s direct-message channel with the bot (no server)."""
        channel = self.client.channels.setdefault(
            900 + user.id, Channel(900 + user.id, self.outbox)
        )
        return channel
