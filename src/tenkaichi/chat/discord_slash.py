"""The front-end's commands as Discord slash commands: one per :class:`CommandSpec`, each
parameter a text option, required or not as the spec says.

discord.py reads a command's options from its callback's signature; here the signature is
built from the spec (Python-safe names ``p0``, ``p1``... renamed to the spec's own names), so a
front-end adds a slash command by listing it, without writing Discord code.

A description given as a message (:class:`~tenkaichi.i18n.Msg`) is registered in English and
in each language we speak (:class:`CatalogueTranslator`, the tree's translator): Discord shows
each user the one of their client's language. Names stay as typed (commands are parsed in
English).
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
from tenkaichi.i18n import Msg
from tenkaichi.i18n.locales import DEFAULT, PSEUDO, supported

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
        name: described(param[1] or param[0])
        for name, param in zip(names, spec.params, strict=True)
    }
    return app_commands.Command(
        name=spec.name,
        description=described(spec.description or spec.name),
        callback=callback,
        allowed_contexts=app_commands.AppCommandContext(
            guild=True, dm_channel=config.dm_commands, private_channel=False
        ),
    )


def _short(said: str, most: int = DESCRIPTION_MAX) -> str:
    said = " ".join(said.split())
    return said if len(said) <= most else said[: most - 1] + "…"


def described(said: str | Msg) -> str | app_commands.locale_str:
    """A description as Discord takes it: plain text, or a message's English marked for
    :class:`CatalogueTranslator` (which finds the message again)."""
    if isinstance(said, Msg):
        return app_commands.locale_str(_short(str(said)), msg=said)
    return _short(said)


class CatalogueTranslator(app_commands.Translator):
    """The tree's translator: a description registered as a message, in the language we speak
    that serves each Discord client language (``es-ES`` and ``es-419``: Spanish; ``pt-BR``);
    English and the rest keep the English description."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        said = string.extras.get("msg")
        language = supported(str(locale.value))
        if not isinstance(said, Msg) or language in ("", DEFAULT, PSEUDO):
            return None
        return _short(said.render(language))


__all__ = [
    "MOST_SLASH_COMMANDS",
    "CatalogueTranslator",
    "SlashCommand",
    "described",
    "param_names",
    "slash_command",
    "slash_commands",
]
