"""The front-end's commands as Discord slash commands: one per :class:`CommandSpec`, each
parameter a text option, required or not as the spec says.

discord.py reads a command's options from its callback's signature; here the signature is
built from the spec (Python-safe names ``p0``, ``p1``... renamed to the spec's own names), so a
front-end adds a slash command by listing it, without writing Discord code.
"""

from __future__ import annotations

import inspect
import logging
from collections.abc import Awaitable, Callable, Iterable, Mapping
from typing import Any

import discord
from discord import app_commands

from tenkaichi.chat.discord_config import DiscordConfig
from tenkaichi.chat.messages import CommandSpec

log = logging.getLogger(__name__)

MOST_SLASH_COMMANDS = 100
"""Discord's limit on one application's slash commands (per scope)."""
DESCRIPTION_MAX = 100

Invoke = Callable[[discord.Interaction[Any], CommandSpec, Mapping[str, Any]], Awaitable[None]]
"""What a slash command does: (its interaction, its spec, its values by ``p0``, ``p1``...)."""

SlashCommand = app_commands.Command[Any, ..., None]


def param_names(spec: CommandSpec) -> list[str]:
    """The callback's names for the spec's parameters, in the spec's order."""
    return [f"p{index}" for index in range(len(spec.params))]


def slash_commands(
    specs: Iterable[CommandSpec], invoke: Invoke, config: DiscordConfig
) -> list[SlashCommand]:
    """One slash command per spec; one Discord would refuse (a bad name) is left out and
    logged, and still works typed with the prefix."""
    made: list[SlashCommand] = []
    for spec in specs:
        if len(made) >= MOST_SLASH_COMMANDS:
            log.warning("discord: more than %d commands; the rest stay typed-only", len(made))
            break
        try:
            made.append(slash_command(spec, invoke, config))
        except (TypeError, ValueError) as error:
            log.warning("discord: no slash command for %r: %s", spec.name, error)
    return made


def slash_command(spec: CommandSpec, invoke: Invoke, config: DiscordConfig) -> SlashCommand:
    async def callback(interaction: discord.Interaction[Any], **values: Any) -> None:
        await invoke(interaction, spec, values)

    names = param_names(spec)
    parameters = [
        inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD),
        *(
            inspect.Parameter(
                name,
                inspect.Parameter.KEYWORD_ONLY,
                annotation=str,
                default=inspect.Parameter.empty if required else None,
            )
            for name, (_, _, required) in zip(names, spec.params, strict=True)
        ),
    ]
    callback.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    callback.__discord_app_commands_param_rename__ = {  # type: ignore[attr-defined]
        name: param[0] for name, param in zip(names, spec.params, strict=True)
    }
    callback.__discord_app_commands_param_description__ = {  # type: ignore[attr-defined]
        name: _short(param[1] or param[0]) for name, param in zip(names, spec.params, strict=True)
    }
    return app_commands.Command(
        name=spec.name,
        description=_short(spec.description or spec.name),
        callback=callback,
        allowed_contexts=app_commands.AppCommandContext(
            guild=True, dm_channel=config.dm_commands, private_channel=False
        ),
    )


def _short(text: str, most: int = DESCRIPTION_MAX) -> str:
    text = " ".join(text.split())
    return text if len(text) <= most else text[: most - 1] + "…"


__all__ = ["MOST_SLASH_COMMANDS", "SlashCommand", "param_names", "slash_command", "slash_commands"]
