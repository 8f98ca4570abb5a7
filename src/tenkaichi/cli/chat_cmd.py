"""``tenkaichi chat``: the chat front-ends of the table service from the command line.

``say`` runs one chat command as a forum post would (the same tables, seats and input log as
the Discord bot and the web table, in the database given) and prints the replies; a refused
command exits 1. ``discord`` runs the Discord bot for every game.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Annotated, Any

import typer

from tenkaichi.cli import output
from tenkaichi.dice.rng import MAX_SEED
from tenkaichi.errors import TenkaichiError

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
        raise TenkaichiError("give --db (an SQLite file) or --database (a URL), not both")
    return f"sqlite:///{db}" if db is not None else database


def open_service(url: str | None) -> Any:
    """The table service on ``url``; a database that cannot be used is one line that names no
    file (a chat reply may be posted where everyone reads it)."""
    import sqlalchemy as sa

    from tenkaichi.table.service import TableService

    try:
        return TableService(url)
    except sa.exc.SQLAlchemyError:
        raise TenkaichiError(
            "the table database cannot be used (it is damaged, locked or not a table "
            "database): nothing was done"
        ) from None


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
) -> None:
    """Run one chat command and print its replies; exit 1 when it is refused."""
    from tenkaichi.chat.frontends import all_games
    from tenkaichi.chat.messages import Author, Incoming
    from tenkaichi.ddc.content import load_roster

    service = open_service(url)
    try:
        router = all_games(
            service,
            prefix,
            roster=load_roster(roster) if roster is not None else None,
            new_seed=(lambda: seed) if seed is not None else None,
        )
        replies = router.handle(
            Incoming("forum", channel, Author(user, name or user, moderator), message)
        )
    finally:
        service.close()
    if not replies:
        output.say(f"(not a command: commands start with {prefix})")
        return
    for reply in replies:
        private = f"(to {reply.private_to} only) " if reply.private_to else ""
        output.say(private + reply.text)
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


__all__ = ["chat_app", "database_of", "register", "run_discord", "say"]
