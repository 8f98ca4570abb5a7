"""A reply's text as Discord messages: pings first, nothing else that can ping, 2,000 characters
at most per message, code blocks closed and reopened where a long one is cut.

Pure functions over strings (no discord.py import), so the splitting rules can be tested and
reasoned about alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from tenkaichi.chat.messages import MAX_MESSAGE_CHARS, Button, Reply
from tenkaichi.chat.texts import text as tr  # ``text`` names a message's words, here
from tenkaichi.text import no_mentions

FENCE = "```"
_LANGUAGE = re.compile(r"[\w+#.-]{0,20}")
_USER_ID = re.compile(r"\d{1,20}")


def ping_ids(ids: Iterable[str]) -> tuple[int, ...]:
    """The user ids a reply may ping, in order, once each: anything that is not a user id
    (digits) is dropped, so no text smuggled in a ping can become a mention."""
    seen: dict[int, None] = {}
    for user in ids:
        if _USER_ID.fullmatch(user):
            seen.setdefault(int(user), None)
    return tuple(seen)


def render(text: str, pings: Iterable[int]) -> str:
    """The message text: the mentions of ``pings`` first, then ``text`` with every mention
    broken (front-ends already send mention-free text; this is the second line of defence,
    beside the allowed-mentions list, against ``@everyone`` or a role ping)."""
    lead = " ".join(f"<@{user}>" for user in pings)
    safe = no_mentions(text)
    if not lead:
        return safe
    return f"{lead}\n{safe}" if safe.startswith(FENCE) else f"{lead} {safe}"


def split_message(text: str, limit: int = MAX_MESSAGE_CHARS) -> list[str]:
    """``text`` in pieces of at most ``limit`` characters, cut at line breaks (a line longer
    than a message is cut at a space, else anywhere). A piece that ends inside a code block
    closes it and the next piece reopens it with the same language, so every piece renders as
    the whole did."""
    if len(text) <= limit:
        return [text]
    pieces: list[str] = []
    lines: list[str] = []
    size = 0
    opener: str | None = None
    """The fence line of the code block open at the end of ``lines`` (None: outside one)."""

    def flush() -> None:
        nonlocal lines, size
        body = "\n".join(lines)
        if opener is not None:
            body += "\n" + FENCE
        if body.strip():
            pieces.append(body)
        lines = [opener] if opener is not None else []
        size = len(opener) if opener is not None else 0

    for line in _short_lines(text, limit - 2 * len(FENCE) - 16):
        after = _fence_after(line, opener)
        closing = len(FENCE) + 1 if after is not None else 0
        if lines and size + 1 + len(line) + closing > limit:
            flush()
        size += len(line) + (1 if lines else 0)
        lines.append(line)
        opener = after
    body = "\n".join(lines)
    if body.strip():
        pieces.append(body)
    return pieces


def _fence_after(line: str, opener: str | None) -> str | None:
    """The fence line of the code block open after ``line`` (each ``` opens or closes one;
    a block opened by a line that is only ```` ```lang ```` reopens with that language)."""
    for match in re.finditer(FENCE, line):
        if opener is not None:
            opener = None
            continue
        rest = line[match.end() :].strip()
        language = match.start() == 0 and _LANGUAGE.fullmatch(rest)
        opener = FENCE + rest if language else FENCE
    return opener


def _short_lines(text: str, most: int) -> Iterable[str]:
    """The lines of ``text``, each longer than ``most`` cut at its last space before the
    limit (or at the limit when there is none)."""
    for whole in text.split("\n"):
        line = whole
        while len(line) > most:
            cut = line.rfind(" ", most // 2, most)
            cut = cut if cut > 0 else most
            yield line[:cut]
            line = line[cut:].lstrip(" ")
        yield line


@dataclass(frozen=True, slots=True)
class Outgoing:
    """One Discord message to send: its text (pings included), whom it may ping, its choices,
    and who alone may see it."""

    content: str
    pings: tuple[int, ...] = ()
    private_to: int | None = None
    """A user id: an ephemeral message or a DM; None: the channel."""
    buttons: tuple[Button, ...] = ()
    image: bytes | None = None
    """A PNG attached to this message (the first message of a reply that has one)."""
    image_alt: str = ""
    """What the image shows, in words (the file's description)."""
    channel: str | None = None
    """Another channel (its id) to post this in, not where the command came from
    (``Reply.channel``); None for a private message."""


def plan(replies: Iterable[Reply], most: int) -> list[Outgoing]:
    """The messages for one command's replies, in order: each reply's text split to fit,
    consecutive short replies to the same place sent as one message (fewer messages, fewer
    rate limits), buttons under a reply's last piece, its image with its first piece (never
    merged into an earlier message, so the picture stays with its own words), and at most
    ``most`` messages to any one place (the first ones and the last, which usually asks the
    next player, with a note saying how many were left out). A private reply to something that
    is not a user id is dropped, never shown to the channel; a private reply goes to its user
    even when it names a channel."""
    out: list[Outgoing] = []
    for reply in replies:
        private: int | None = None
        channel = reply.channel
        if reply.private_to is not None:
            if not _USER_ID.fullmatch(reply.private_to):
                continue
            private = int(reply.private_to)
            channel = None
        pings = ping_ids(reply.ping)
        pieces = split_message(render(reply.text, pings))
        for index, piece in enumerate(pieces):
            buttons = reply.buttons if index == len(pieces) - 1 else ()
            image = reply.image if index == 0 else None
            if not piece.strip() and not buttons and image is None:
                continue
            before = out[-1] if out else None
            if (
                index == 0
                and image is None
                and before is not None
                and before.private_to == private
                and before.channel == channel
                and not before.buttons
                and len(before.content) + 1 + len(piece) <= MAX_MESSAGE_CHARS
            ):
                merged = tuple(dict.fromkeys(before.pings + pings))
                out[-1] = Outgoing(
                    f"{before.content}\n{piece}" if before.content else piece,
                    merged,
                    private,
                    buttons,
                    before.image,
                    before.image_alt,
                    channel,
                )
            else:
                alt = reply.image_alt if image is not None else ""
                out.append(Outgoing(piece, pings, private, buttons, image, alt, channel))
    return _capped(out, most)


def _capped(out: list[Outgoing], most: int) -> list[Outgoing]:
    places = {(message.private_to, message.channel) for message in out}
    for place in places:
        mine = [
            index
            for index, message in enumerate(out)
            if (message.private_to, message.channel) == place
        ]
        if len(mine) <= most:
            continue
        dropped = set(mine[most - 1 : -1])
        note = tr("chat-discord-left-out", n=len(dropped), count=str(len(dropped)))
        last_kept = mine[most - 2]
        kept = out[last_kept]
        if len(kept.content) + 1 + len(note) <= MAX_MESSAGE_CHARS:
            out[last_kept] = Outgoing(
                f"{kept.content}\n{note}",
                kept.pings,
                kept.private_to,
                kept.buttons,
                kept.image,
                kept.image_alt,
                kept.channel,
            )
        else:
            out[last_kept] = Outgoing(note, (), kept.private_to, channel=kept.channel)
        out = [message for index, message in enumerate(out) if index not in dropped]
    return out


__all__ = ["FENCE", "Outgoing", "ping_ids", "plan", "render", "split_message"]
