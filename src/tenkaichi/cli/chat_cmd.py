"""``tenkaichi chat``: the chat front-ends of the table service from the command line.

``say`` runs one chat command as a forum post would (the same tables, seats and input log as
the Discord bot and the web table, in the database given) and prints the replies; a refused
command exits 1. A forum's bot passes what the forum knows of the post: ``--private`` for a
private message to the bot (the only way a forum answers a secret decision besides the seat's
web page), ``--server`` for the forum (a saved character is one user's on one server),
``--attach`` for a file sent with it (a character sheet). Each line of a reply meant for one
user alone is printed after ``(to <user> only)``: the forum's bot sends it as a private
message. A reply's board picture is saved as a PNG with ``--images`` (its path printed), else
described in words.
``discord`` runs the Discord bot for every game.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from tenkaichi.cli import output
from tenkaichi.dice.rng import MAX_SEED
from tenkaichi.errors import TenkaichiError
from tenkaichi.i18n import text

if TYPE_CHECKING:
    from tenkaichi.chat.messages import Attachment, Reply

FORUM = "forum"
"""The platform and the default server of ``chat say``."""
IMAGE_STEM = "board"

chat_app = typer.Typer(
    name="chat",
    help="Chat front-ends of the table: one command as a forum post, and the Discord bot.",
    no_args_is_help=True,
    add_completion=False,
    rich_markup_mode=None,
)

DatabaseOpt = Annotated[
    str | None,
    typer.Option(
        "--database",
        help="The table database (an SQLAlchemy URL; default: TENKAICHI_DATABASE_URL or "
        "~/.tenkaichi/tables.sqlite3).",
    ),
]
RosterOpt = Annotated[
    Path | None,
    typer.Option("--roster", help="A DDC roster YAML file (default: the example roster)."),
]


def register(app: typer.Typer) -> None:
    app.add_typer(chat_app, name="chat")


def database_of(db: Path | None, database: str | None) -> str | None:
    if db is not None and database:
        raise TenkaichiError(text("cli-chat-db-or-database"))
    return f"sqlite:///{db}" if db is not None else database


def open_service(url: str | None) -> Any:
    """The table service on ``url``; a database that cannot be used is one line that names no
    file (a chat reply may be posted where everyone reads it)."""
    import sqlalchemy as sa

    from tenkaichi.table.service import TableService

    try:
        return TableService(url)
    except sa.exc.SQLAlchemyError:
        raise TenkaichiError(text("cli-chat-database-unusable")) from None


def read_attachments(paths: Sequence[Path]) -> tuple[Attachment, ...]:
    """The files of ``--attach``, read as the Discord bot reads a message's files: at most
    :data:`~tenkaichi.chat.attachments.MOST_ATTACHMENTS`, each within ``MAX_ATTACHMENT_BYTES``;
    one too many, missing or too large is a one-line error before anything is done."""
    from tenkaichi.chat.attachments import MOST_ATTACHMENTS, size_words, too_large
    from tenkaichi.chat.messages import Attachment

    if len(paths) > MOST_ATTACHMENTS:
        raise TenkaichiError(
            text("cli-chat-attach-most", most=str(MOST_ATTACHMENTS), got=str(len(paths)))
        )
    files: list[Attachment] = []
    for path in paths:
        if not path.is_file():
            raise TenkaichiError(text("cli-chat-attach-missing", path=repr(str(path))))
        try:
            size = path.stat().st_size
            data = b"" if too_large(size) else path.read_bytes()
        except OSError as error:
            reason = error.strerror or text("cli-refused")
            raise TenkaichiError(
                text("cli-chat-attach-unreadable", path=repr(str(path)), reason=reason)
            ) from None
        if too_large(size) or too_large(len(data)):
            raise TenkaichiError(
                text("cli-chat-attach-too-large", path=repr(str(path)), most=size_words())
            )
        files.append(Attachment(path.name, data))
    return tuple(files)


def image_folder(folder: Path | None) -> Path | None:
    """The ``--images`` folder, made if it is missing; a folder that cannot be written is a
    one-line error before the command runs (so a refused save never follows a done command)."""
    if folder is None:
        return None
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        reason = error.strerror or text("cli-refused")
        raise TenkaichiError(
            text("cli-chat-images-unmade", path=repr(str(folder)), reason=reason)
        ) from None
    if not folder.is_dir() or not os.access(folder, os.W_OK):
        raise TenkaichiError(text("cli-chat-images-not-writable", path=repr(str(folder))))
    return folder


def save_image(image: bytes, folder: Path) -> Path:
    """``image`` as a new PNG in ``folder`` (``board-1.png``, ``board-2.png``...: never over an
    earlier one)."""
    number = 1
    while True:
        path = folder / f"{IMAGE_STEM}-{number}.png"
        try:
            with path.open("xb") as out:
                out.write(image)
        except FileExistsError:
            number += 1
            continue
        except OSError as error:
            reason = error.strerror or text("cli-refused")
            raise TenkaichiError(
                text("cli-chat-images-unwritten", path=repr(str(path)), reason=reason)
            ) from None
        return path


def print_replies(replies: Sequence[Reply], images: Path | None) -> None:
    """Each reply as the forum's bot posts it: each of its lines after ``(to <user> only)``
    when it is for one user alone (a private message), or after ``(in <channel>)`` when it
    goes to another channel (the table's, for a private post sent from elsewhere), then its
    board picture's path (``--images``) or words."""
    for reply in replies:
        private = text("cli-chat-to-only", user=reply.private_to) + " " if reply.private_to else ""
        if not private and reply.channel:  # elsewhere
            private = text("cli-chat-in-channel", channel=reply.channel) + " "
        output.say("\n".join(private + line for line in reply.text.split("\n")))
        if reply.image is None:
            continue
        if images is not None:
            shown = str(save_image(reply.image, images))
        else:
            shown = " ".join(reply.image_alt.split()) or text("cli-chat-the-board")
        output.say(private + text("cli-chat-board-picture", picture=shown))


def say(
    message: str,
    *,
    url: str | None,
    channel: str,
    user: str,
    name: str = "",
    moderator: bool = False,
    seed: int | None = None,
    roster: Path | None = None,
    prefix: str = "!",
    private: bool = False,
    server: str = FORUM,
    attach: Sequence[Path] = (),
    images: Path | None = None,
) -> None:
    """Run one chat command and print its replies; exit 1 when one of them is a refusal.
    ``private``: the post came as a private message to the bot (a secret may be answered)."""
    from tenkaichi.chat.frontends import all_games
    from tenkaichi.chat.messages import Author, Incoming
    from tenkaichi.ddc.content import load_roster

    files = read_attachments(attach)
    folder = image_folder(images)
    loaded = load_roster(roster) if roster is not None else None
    service = open_service(url)
    try:
        router = all_games(
            service,
            prefix,
            roster=loaded,
            new_seed=(lambda: seed) if seed is not None else None,
        )
        incoming = Incoming(
            FORUM,
            channel,
            Author(user, name or user, moderator),
            message,
            private=private,
            server=server.strip(),
            attachments=files,
        )
        replies = router.handle(incoming)
    finally:
        service.close()
    if not replies:
        # Nothing for the thread (a forum bot posts what is printed): the hint goes to stderr.
        output.say(text("cli-chat-not-a-command", prefix=prefix), err=True)
        return
    print_replies(replies, folder)
    if any(r.error for r in replies):
        raise typer.Exit(1)


@chat_app.command("say")
def say_cmd(
    message: Annotated[str, typer.Argument(help="The chat message, e.g. '!roll 3d10'.")],
    channel: Annotated[str, typer.Option(help="The channel (a thread or channel id).")],
    user: Annotated[str, typer.Option(help="Who sends the message (a user id).")],
    name: Annotated[str, typer.Option(help="Their display name (default: the id).")] = "",
    moderator: Annotated[bool, typer.Option(help="They moderate the channel.")] = False,
    database: DatabaseOpt = None,
    seed: Annotated[
        int | None, typer.Option(min=0, max=MAX_SEED, help="Seed of a table this command opens.")
    ] = None,
    roster: RosterOpt = None,
    private: Annotated[
        bool,
        typer.Option(
            "--private",
            help="The message came as a private message to the bot (answers a secret).",
        ),
    ] = False,
    server: Annotated[
        str, typer.Option(help="The forum (a saved character is one user's on one server).")
    ] = FORUM,
    attach: Annotated[
        list[Path] | None,
        typer.Option(
            "--attach", help="A file sent with the message (repeatable, up to 3, 250 KB each)."
        ),
    ] = None,
    images: Annotated[
        Path | None,
        typer.Option("--images", help="Save a reply's board picture as a PNG in this folder."),
    ] = None,
) -> None:
    """Run one chat command (any game) as a forum post and print the replies."""
    say(
        message,
        url=database,
        channel=channel,
        user=user,
        name=name,
        moderator=moderator,
        seed=seed,
        roster=roster,
        private=private,
        server=server,
        attach=attach or (),
        images=images,
    )


def run_discord(
    *,
    url: str | None,
    roster: Path | None,
    flags: dict[str, object],
) -> None:
    from tenkaichi.chat.discord_adapter import run_bot
    from tenkaichi.chat.discord_config import DiscordConfig
    from tenkaichi.chat.frontends import all_games
    from tenkaichi.ddc.content import load_roster

    logging.basicConfig(level=logging.WARNING, format="%(levelname)s: %(name)s: %(message)s")
    config = DiscordConfig.from_env(None, **{k: v for k, v in flags.items() if v is not None})
    config.token()  # fail before touching the database or the network
    service = open_service(url)
    loaded = load_roster(roster) if roster is not None else None
    run_bot(all_games(service, config.prefix, roster=loaded), config)  # pragma: no cover


@chat_app.command("discord")
def discord_cmd(
    token_env: Annotated[
        str | None,
        typer.Option("--token-env", help="Environment variable holding the bot token."),
    ] = None,
    prefix: Annotated[str | None, typer.Option(help="Command prefix (default !).")] = None,
    channels: Annotated[
        str | None, typer.Option(help="Comma-separated channel ids to play in (default: all).")
    ] = None,
    moderator_role: Annotated[
        str | None, typer.Option("--moderator-role", help="Role id or name of moderators.")
    ] = None,
    guild_id: Annotated[
        int | None, typer.Option("--guild-id", help="Server to register slash commands in.")
    ] = None,
    database: DatabaseOpt = None,
    roster: RosterOpt = None,
) -> None:
    """Run the Discord bot for every game (needs the 'discord' extra)."""
    run_discord(
        url=database,
        roster=roster,
        flags={
            "token_env": token_env,
            "prefix": prefix,
            "channels": channels,
            "moderator_role": moderator_role,
            "guild_id": guild_id,
        },
    )


__all__ = [
    "chat_app",
    "database_of",
    "image_folder",
    "print_replies",
    "read_attachments",
    "register",
    "run_discord",
    "save_image",
    "say",
]
