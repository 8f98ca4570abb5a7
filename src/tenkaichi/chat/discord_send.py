"""Sending a command's replies back: to the channel, as an ephemeral message to whoever used
a slash command or button, or as a direct message; each message allowed to ping exactly its
reply's users; a reply's picture attached to its first message (``board.png``, described in
words), the text going alone where the picture may not; Discord's "too many requests" waited
out and retried a few times; any other refusal logged in one line (a bot that crashes on a
deleted channel is no bot).

The choices under a private message (ephemeral or a DM) remember that they were offered
privately: a press on one reaches the front-end as a private message (``Incoming.private``).

A reply addressed to another channel (``Reply.channel``: a table's news, when its player
answered from a DM) is posted there, its choices answering to that channel's table; where the
command came from gets one line saying where it went. A channel the bot cannot find or may not
post in is logged, and the author is told so privately in one line (the command was done).
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

import discord

from tenkaichi.chat.discord_config import DiscordConfig
from tenkaichi.chat.discord_text import Outgoing, plan
from tenkaichi.chat.discord_views import ChoicesView, OnPress, views
from tenkaichi.chat.messages import Reply
from tenkaichi.chat.texts import text

log = logging.getLogger(__name__)

RETRY_AFTER_MOST = 60.0
"""Never wait longer than this for one retry, whatever Discord asks."""
ANSWERED_PRIVATELY = "Answered privately."
MORE_CHOICES = "More choices:"
"""The sender's own lines, in English (each is sent as its ``chat-discord-*`` message, in
the language of the reader being served)."""
IMAGE_NAME = "board.png"
IMAGE_ALT = "The board"
"""The picture's description when the reply gave none (``chat-discord-image-alt``)."""
DESCRIPTION_MOST = 1024
"""Discord's limit on an attachment's description."""
NO_DMS = (
    "I cannot send you direct messages, so a private reply was held back: "
    "use the slash command (type /) to get it here, visible only to you."
)
CANNOT_POST = (
    "Done, but I cannot post in the table's channel (it is gone, or I may not write there), "
    "so its players were not told: ask a moderator to let me post there."
)


def posted_in(channel: str) -> str:
    """The line telling the author where a reply went (a channel mention: it pings nobody)."""
    return text("chat-discord-posted-in", channel=f"<#{channel}>")


@dataclass(frozen=True, slots=True)
class Origin:
    """Where a command came from, so that its replies go back there."""

    channel: discord.abc.Messageable
    """Where the channel's replies go (for a button pressed in a DM: the table's channel)."""
    user_id: int
    """Who sent the command."""
    interaction: discord.Interaction[Any] | None = None
    """The slash command or button press (private replies to its user are ephemeral)."""
    slash: bool = False
    """A slash command: its deferred "thinking" answer must be resolved first."""


def retry_after(error: Exception) -> float:
    """The seconds Discord asked to wait (``Retry-After``), bounded; 1 when it did not say."""
    seconds: object = getattr(error, "retry_after", None)
    if seconds is None:
        headers = getattr(getattr(error, "response", None), "headers", None) or {}
        seconds = headers.get("Retry-After") or headers.get("X-RateLimit-Reset-After")
    try:
        wait = float(seconds)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        wait = 1.0
    return min(max(wait, 0.0), RETRY_AFTER_MOST)


Sleep = Callable[[float], Awaitable[None]]
PressFor = Callable[["Origin", bool], OnPress]
"""What a press on a choice under a message does: (where the command came from, whether the
message was private)."""
Route = Callable[["Origin", Outgoing, dict[str, Any]], Awaitable[Any]]
"""One way a message can go (the channel, an ephemeral followup, a DM...): sends it with
these keyword options and returns the sent message."""


async def attempt(
    what: str, call: Callable[[], Awaitable[Any]], attempts: int, sleep: Sleep = asyncio.sleep
) -> Any | None:
    """``await call()``, waiting out and retrying "too many requests" up to ``attempts`` tries;
    None (and one log line) when Discord refuses or keeps saying too many."""
    for tries in range(1, attempts + 1):
        try:
            return await call()
        except (discord.RateLimited, discord.HTTPException) as error:
            limited = isinstance(error, discord.RateLimited) or error.status == 429
            if limited and tries < attempts:
                await sleep(retry_after(error))
                continue
            log.warning("discord: %s failed: %s", what, " ".join(str(error).split()))
            return None
    return None


def mentions_allowed(pings: Sequence[int]) -> discord.AllowedMentions:
    """Exactly these users, never @everyone, @here, a role or the replied-to author."""
    return discord.AllowedMentions(
        everyone=False,
        users=[discord.Object(id=user) for user in pings],
        roles=False,
        replied_user=False,
    )


class Sender:
    """Delivers one command's replies to where it came from (see :class:`Origin`)."""

    def __init__(
        self,
        client: discord.Client,
        config: DiscordConfig,
        press_for: PressFor,
        sleep: Sleep = asyncio.sleep,
    ) -> None:
        self._client = client
        self._config = config
        self._press_for = press_for
        self._sleep = sleep

    async def deliver(self, origin: Origin, replies: Sequence[Reply]) -> None:
        queue = plan(replies, self._config.max_burst)
        interaction = origin.interaction
        here = [out for out in queue if out.private_to is None and out.channel is None]
        elsewhere = [out for out in queue if out.private_to is None and out.channel is not None]
        if elsewhere:  # the table's news, for its channel: this place is told where it went
            told = await self._elsewhere(origin, elsewhere)
            queue = [out for out in queue if out.channel is None]
            where = [out for out in told if out.private_to is None]
            if where and not here:
                queue.insert(0, where[0])
            queue += [out for out in told if out.private_to is not None]
        if origin.slash and interaction is not None:
            first = next((out for out in queue if out.private_to is None), None)
            if first is not None:
                queue.remove(first)
                await self._post(origin, first, "answer a slash command", self._edit_original)
            elif any(out.private_to == origin.user_id for out in queue):
                answered = Outgoing(text("chat-discord-answered-privately"))
                await self._post(origin, answered, "answer", self._edit_original)
            else:
                await attempt(
                    "clear a slash command's answer",
                    interaction.delete_original_response,
                    self._config.send_attempts,
                    self._sleep,
                )
        failed_dms: set[int] = set()
        for out in queue:
            if out.private_to is None:
                await self._post(origin, out, "send to the channel", self._public)
            elif interaction is not None and out.private_to == origin.user_id:
                await self._post(origin, out, "send an ephemeral reply", self._ephemeral)
            elif (
                not await self._post(origin, out, "send a direct message", self._direct)
                and out.private_to not in failed_dms
            ):
                failed_dms.add(out.private_to)
                no_dms = text("chat-discord-no-dms")
                note = Outgoing(f"<@{out.private_to}> {no_dms}", (out.private_to,))
                await self._post(origin, note, "send to the channel", self._channel)

    async def _elsewhere(self, origin: Origin, queue: Sequence[Outgoing]) -> list[Outgoing]:
        """Post each of ``queue`` in its own channel, its choices answering to that channel;
        what to tell the author where the command came from: where it went, or (once, and
        logged) that a channel could not be found or refused."""
        posted: list[str] = []
        refused: list[str] = []
        for out in queue:
            assert out.channel is not None
            if out.channel in refused:
                continue
            there = await self._channel_by_id(out.channel)
            if there is not None and await self._post(
                Origin(there, origin.user_id), out, "send to the table's channel", self._channel
            ):
                posted += [] if out.channel in posted else [out.channel]
                continue
            log.warning("discord: a reply for channel %s could not be posted", out.channel[:24])
            refused.append(out.channel)
        where = [Outgoing(posted_in(posted[0]))] if posted else []
        cannot = Outgoing(text("chat-discord-cannot-post"), (), origin.user_id)
        return where + ([cannot] if refused else [])

    async def _channel_by_id(self, channel: str) -> Any | None:
        """The channel of that id (from the cache, else asked of Discord), if the bot sees
        one it can send to."""
        if not (channel.isascii() and channel.isdigit() and len(channel) <= 20):
            return None
        found: Any = self._client.get_channel(int(channel))
        if found is None:
            try:
                found = await attempt(
                    "find the table's channel",
                    partial(self._client.fetch_channel, int(channel)),
                    self._config.send_attempts,
                    self._sleep,
                )
            except discord.DiscordException as error:  # a kind of channel discord.py lacks
                log.warning("discord: find the table's channel failed: %s", error)
                return None
        return found if callable(getattr(found, "send", None)) else None

    async def note(self, origin: Origin, text: str) -> None:
        """One line to the channel (no ping), e.g. "busy"."""
        await self._post(origin, Outgoing(text), "send to the channel", self._channel)

    # The ways a message can go (routes); each returns the sent message.

    async def _post(self, origin: Origin, out: Outgoing, what: str, route: Route) -> bool:
        """Send ``out`` (and any further choices) by ``route``; True when it went. A picture
        Discord refuses (the channel does not allow files) is left out and the text sent
        alone."""
        private = out.private_to is not None
        kinds = views(out.buttons, self._press_for(origin, private), self._config.view_timeout)
        for index, view in enumerate(kinds or [None]):
            content = out.content if index == 0 else text("chat-discord-more-choices")
            options: dict[str, Any] = {
                "content": content or None,
                "allowed_mentions": mentions_allowed(out.pings if index == 0 else ()),
            }
            if view is not None:
                options["view"] = view
            target = out if index == 0 else Outgoing(content, (), out.private_to)
            image = out.image if index == 0 else None

            async def send(
                target: Outgoing = target, options: dict[str, Any] = options, image: Any = image
            ) -> Any:
                extra = {} if image is None else {"file": picture(image, target.image_alt)}
                return await route(origin, target, {**options, **extra})

            sent = await attempt(what, send, self._config.send_attempts, self._sleep)
            if sent is None and image is not None:
                log.info("discord: sending the reply's text without its picture")
                sent = await attempt(
                    what, partial(send, image=None), self._config.send_attempts, self._sleep
                )
            if sent is None:
                return False
            if isinstance(view, ChoicesView):
                view.message = sent
        return True

    async def _public(self, origin: Origin, out: Outgoing, options: dict[str, Any]) -> Any:
        if origin.slash and origin.interaction is not None:
            return await origin.interaction.followup.send(wait=True, **options)
        return await origin.channel.send(**options)

    async def _channel(self, origin: Origin, out: Outgoing, options: dict[str, Any]) -> Any:
        return await origin.channel.send(**options)

    async def _edit_original(self, origin: Origin, out: Outgoing, options: dict[str, Any]) -> Any:
        assert origin.interaction is not None
        if "file" in options:  # an edited message takes its files as attachments
            options = dict(options)
            options["attachments"] = [options.pop("file")]
        return await origin.interaction.edit_original_response(**options)

    async def _ephemeral(self, origin: Origin, out: Outgoing, options: dict[str, Any]) -> Any:
        assert origin.interaction is not None
        return await origin.interaction.followup.send(ephemeral=True, wait=True, **options)

    async def _direct(self, origin: Origin, out: Outgoing, options: dict[str, Any]) -> Any:
        assert out.private_to is not None
        user = self._client.get_user(out.private_to)
        if user is None:
            user = await self._client.fetch_user(out.private_to)
        return await user.send(**options)


def picture(image: bytes, alt: str) -> discord.File:
    """A reply's PNG as the file Discord attaches: ``board.png``, described by ``alt``."""
    description = " ".join(alt.split())[:DESCRIPTION_MOST] or text("chat-discord-image-alt")
    return discord.File(io.BytesIO(image), filename=IMAGE_NAME, description=description)


__all__ = [
    "IMAGE_NAME",
    "Origin",
    "PressFor",
    "Sender",
    "attempt",
    "mentions_allowed",
    "picture",
    "retry_after",
]
