"""The command line's tree of commands, walked as click lists them: the top-level group loads a
command's module only when asked (:class:`tenkaichi.cli.LazyGroup`), so the walk asks."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import typer
from typer import _click

from tenkaichi.cli import app

ROOT_COMMAND = typer.main.get_command(app)


def walk(
    command: Any = ROOT_COMMAND, path: tuple[str, ...] = ()
) -> Iterator[tuple[tuple[str, ...], Any]]:
    """Every (path, command) under ``command``, itself first (path ``()`` for the root)."""
    yield path, command
    if is_group(command):
        ctx = _click.Context(command)
        for name in command.list_commands(ctx):
            sub = command.get_command(ctx, name)
            if sub is not None:
                yield from walk(sub, (*path, name))


def is_group(command: Any) -> bool:
    """A command with commands under it (click's groups, typer's and ours)."""
    return callable(getattr(command, "list_commands", None))
