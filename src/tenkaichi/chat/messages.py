"""What every chat platform shares: a message in, replies out.

A platform adapter (Discord, the forum-style ``ddc chat`` command, a test) turns what it
receives into an :class:`Incoming` and hands it to a :class:`ChatFrontend`, which answers with
a list of :class:`Reply` (none for a message that is not a command). A reply is plain text
(markdown escaped, no mention in it: :func:`tenkaichi.text.no_mentions`); whom it notifies is
said apart, in ``ping``, so that the adapter alone writes mentions and allows exactly those.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, Protocol

from tenkaichi.i18n import Msg

ButtonStyle = Literal["primary", "secondary", "danger"]


@dataclass(frozen=True, slots=True)
class Author:
    """Who sent a message."""

    id: str
    """The platform's user id (a Discord snowflake as text); unique per platform."""
    name: str
    """The display name (already as the platform shows it; escaped where it is quoted)."""
    moderator: bool = False
    """The platform says this user moderates the channel (Discord: the configured role, or
    the Manage Channels permission)."""
    bot: bool = False


@dataclass(frozen=True, slots=True)
class Attachment:
    """A file sent with a message, already read (adapters cap its size:
    :data:`MAX_ATTACHMENT_BYTES`)."""

    name: str
    data: bytes


@dataclass(frozen=True, slots=True)
class Incoming:
    """One message (or slash command, or button press) from a chat channel."""

    platform: str
    """``discord``, ``forum`` (the ``ddc chat`` command), ``test``."""
    channel: str
    """The channel id: one table per channel and game."""
    author: Author
    text: str
    """The command as typed, prefix included (``!attack @Ana``); a slash command or a button
    comes as the same text (``!roll 3d10``)."""
    mentions: tuple[Author, ...] = ()
    """The users the message mentions, in order (Discord resolves ``<@id>`` for us)."""
    interactive: bool = False
    """It came as a slash command or a button: a private reply can be ephemeral."""
    private: bool = False
    """Nobody but the author and the bot saw it: a direct message to the bot, a forum's
    private message, a button on a message only its author sees. A secret decision is
    answered only by such a message; one typed in the channel is refused, not applied."""
    server: str = ""
    """The server (Discord guild) or forum the channel belongs to: a character saved by a
    user is theirs on one server. Empty for a direct message."""
    attachments: tuple[Attachment, ...] = ()
    """Files sent with the message (a character sheet as YAML, JSON or a Foundry export)."""
    said: str = ""
    """The role-play prose of the post this command was found in (the words around its
    commands, see :mod:`tenkaichi.chat.router`): a front-end that acts on the command for a
    seated player keeps them in the table's log as the character's words."""


@dataclass(frozen=True, slots=True)
class Button:
    """A choice offered under a reply: pressing it sends ``command`` as its presser."""

    label: str
    command: str
    style: ButtonStyle = "secondary"
    group: str = ""
    """Buttons with the same non-empty group may be shown as one select menu."""


@dataclass(frozen=True, slots=True)
class Reply:
    text: str
    ping: tuple[str, ...] = ()
    """User ids this reply notifies: the adapter puts their mentions first and allows only
    those (never @everyone, @here or a role)."""
    private_to: str | None = None
    """A user id: only this user may see the reply (an ephemeral message, else a direct
    message); ``None``: the channel sees it."""
    buttons: tuple[Button, ...] = ()
    error: bool = False
    """A refusal: nothing changed (a command-line front-end exits non-zero)."""
    image: bytes | None = None
    """A PNG shown with the reply (the board), where the platform shows images."""
    image_alt: str = ""
    """What the image shows, in words (its file description; the text says it too)."""
    channel: str | None = None
    """A channel id of the same platform: post this reply in that channel instead of where
    the command came from (a table's news, when its player answered from a direct message);
    ``None``: where it came from. A private reply (``private_to``) ignores it."""


@dataclass(frozen=True, slots=True)
class CommandSpec:
    """A command a front-end answers, for slash-command registration and help."""

    name: str
    description: str | Msg
    """What it does: a message (shown in each reader's language where the platform can: a
    Discord slash command's description per client language), or plain text."""
    params: tuple[tuple[str, str | Msg, bool], ...] = ()
    """(name, description, required) of each parameter (the name is typed as it is)."""


class ChatFrontend(Protocol):
    def handle(self, message: Incoming) -> list[Reply]:
        """The replies to ``message`` (none when it is not a command of this front-end). Never
        raises for anything a person typed: a refusal is a one-line reply."""
        ...

    def commands(self) -> list[CommandSpec]:
        """The commands this front-end answers (to register as slash commands)."""
        ...


MAX_ATTACHMENT_BYTES = 256_000
"""The largest attachment an adapter reads (a character sheet is a few kilobytes)."""
MAX_MESSAGE_CHARS = 2000
"""Discord's limit on one message; adapters split longer replies at line breaks."""

__all__ = [
    "MAX_ATTACHMENT_BYTES",
    "MAX_MESSAGE_CHARS",
    "Attachment",
    "Author",
    "Button",
    "ButtonStyle",
    "ChatFrontend",
    "CommandSpec",
    "Incoming",
    "Reply",
]
