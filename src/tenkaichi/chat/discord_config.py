"""How the Discord bot is set up: read once from the environment (and command-line flags).

Everything here is about the transport: which token, which prefix, which channels, who counts
as a moderator. The games' rules and tables live behind the :class:`ChatFrontend`; nothing in
this configuration changes what a command does, only who may send it and where.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from tenkaichi.errors import TenkaichiError

ENV_PREFIX = "TENKAICHI_DISCORD_"
"""Every setting can come from ``TENKAICHI_DISCORD_<FIELD>`` (``TENKAICHI_DISCORD_PREFIX``...)."""

DEFAULT_TOKEN_ENV = "TENKAICHI_DISCORD_TOKEN"

_SNOWFLAKE = re.compile(r"\d{15,21}")


class DiscordConfig(BaseModel):
    """The bot's settings; frozen, so a running bot never sees them change under it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    token_env: str = DEFAULT_TOKEN_ENV
    """The environment variable holding the bot token (the token itself is never a flag, so it
    stays out of shell history and process listings)."""
    prefix: str = "!"
    """Messages starting with it are commands; every other message is ignored."""
    channels: frozenset[int] = frozenset()
    """The channel ids the bot plays in (a thread counts as its parent channel); empty: all."""
    moderator_role: str = ""
    """A role id or name whose members moderate (besides anyone with Manage Channels)."""
    guild_id: int | None = None
    """A server to register the slash commands in at once; without it they are registered
    globally, which Discord may take up to an hour to show."""
    dm_commands: bool = False
    """Answer commands sent to the bot in a direct message (each DM is then a table of its
    own, for solo play); off by default, so DMs only carry private replies."""
    queue_per_channel: int = Field(default=5, ge=1, le=100)
    """Commands one channel may have waiting (the one running included); more get one "busy"
    line instead of piling up."""
    workers: int = Field(default=4, ge=1, le=64)
    """Threads running commands: channels beyond this many wait for a free one."""
    max_burst: int = Field(default=5, ge=2, le=10)
    """The most messages one command's answer may post to one place."""
    view_timeout: float = Field(default=900.0, gt=0)
    """Seconds a reply's buttons stay pressable."""
    send_attempts: int = Field(default=3, ge=1, le=10)
    """Tries for one message when Discord says "too many requests"."""

    @field_validator("prefix")
    @classmethod
    def _prefix_is_one_word(cls, prefix: str) -> str:
        if not prefix or len(prefix) > 5 or any(char.isspace() for char in prefix):
            raise ValueError("the prefix must be 1 to 5 characters without spaces")
        return prefix

    @field_validator("moderator_role")
    @classmethod
    def _role_trimmed(cls, role: str) -> str:
        return role.strip().removeprefix("@")

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None, **flags: Any) -> DiscordConfig:
        """The settings from ``TENKAICHI_DISCORD_*`` variables, with ``flags`` (command-line
        options; ``None`` for one not given) taking precedence. Raises :class:`TenkaichiError`
        naming the setting and the value when one is wrong."""
        env = os.environ if environ is None else environ
        values: dict[str, Any] = {}
        for name in cls.model_fields:
            raw = env.get(ENV_PREFIX + name.upper(), "").strip()
            if raw:
                values[name] = raw
        values.update({name: value for name, value in flags.items() if value is not None})
        if "channels" in values:
            values["channels"] = parse_channels(values["channels"])
        if "dm_commands" in values and isinstance(values["dm_commands"], str):
            values["dm_commands"] = _yes(values["dm_commands"])
        try:
            return cls(**values)
        except ValidationError as error:
            first = error.errors()[0]
            where = ".".join(str(part) for part in first["loc"]) or "settings"
            raise TenkaichiError(
                f"Discord setting {where} = {values.get(str(first['loc'][0]), '')!r}: "
                f"{first['msg'].removeprefix('Value error, ')}"
            ) from None

    def token(self, environ: Mapping[str, str] | None = None) -> str:
        """The bot token from :attr:`token_env`; one clear error when it is not set."""
        env = os.environ if environ is None else environ
        token = env.get(self.token_env, "").strip()
        if not token:
            raise TenkaichiError(
                f"environment variable {self.token_env} holds no Discord bot token"
            )
        return token


def parse_channels(value: str | Iterable[int | str]) -> frozenset[int]:
    """Channel ids from ``"123, 456"`` (commas or spaces; ``<#123>`` as pasted from Discord)
    or from ids already separate."""
    words = re.split(r"[\s,]+", value.strip()) if isinstance(value, str) else list(value)
    ids: set[int] = set()
    for word in words:
        text = str(word).strip().removeprefix("<#").removesuffix(">")
        if not text:
            continue
        if not _SNOWFLAKE.fullmatch(text):
            raise TenkaichiError(f"Discord channel {str(word)!r} is not a channel id (digits)")
        ids.add(int(text))
    return frozenset(ids)


def _yes(value: str) -> bool:
    word = value.strip().lower()
    if word in {"1", "yes", "true", "on"}:
        return True
    if word in {"0", "no", "false", "off"}:
        return False
    raise TenkaichiError(f"Discord setting dm_commands = {value!r}: say yes or no")


__all__ = ["DEFAULT_TOKEN_ENV", "ENV_PREFIX", "DiscordConfig", "parse_channels"]
