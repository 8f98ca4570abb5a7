"""A reply's buttons as Discord components: buttons five to a row, a select menu per group of
choices, five rows to a message (more choices go under further messages).

A press does nothing here: it hands the choice's command text to ``on_press``, which sends it
to the front-end as a message from whoever pressed, exactly as if they had typed it. The views
hold no game state, so a stale button is only an old command the front-end may refuse.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import discord

from tenkaichi.chat.messages import Button

log = logging.getLogger(__name__)

ROWS_PER_VIEW = 5
BUTTONS_PER_ROW = 5
OPTIONS_PER_SELECT = 25
BUTTON_LABEL_MAX = 80
OPTION_LABEL_MAX = 100
PLACEHOLDER_MAX = 150

STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "danger": discord.ButtonStyle.danger,
}

OnPress = Callable[[discord.Interaction[Any], str], Awaitable[None]]
"""What a press does: (the press's interaction, the chosen command text)."""


class Editable(Protocol):
    async def edit(self, *, view: discord.ui.View | None) -> Any: ...


@dataclass(frozen=True, slots=True)
class Row:
    """One component row: a select menu (``group`` set) or up to five buttons."""

    group: str
    choices: tuple[Button, ...]


def rows(buttons: Sequence[Button]) -> list[Row]:
    """The rows for ``buttons``, in the order they first appear: each run of ungrouped
    buttons five to a row, each group as one select menu (25 options each, more as further
    menus) where its first button stood."""
    groups: dict[str, list[Button]] = {}
    for choice in buttons:
        if choice.group:
            groups.setdefault(choice.group, []).append(choice)
    laid: list[Row] = []
    placed: set[str] = set()
    run: list[Button] = []

    def end_run() -> None:
        for start in range(0, len(run), BUTTONS_PER_ROW):
            laid.append(Row("", tuple(run[start : start + BUTTONS_PER_ROW])))
        run.clear()

    for choice in buttons:
        if not choice.group:
            run.append(choice)
            continue
        end_run()
        if choice.group in placed:
            continue
        placed.add(choice.group)
        members = groups[choice.group]
        for start in range(0, len(members), OPTIONS_PER_SELECT):
            laid.append(Row(choice.group, tuple(members[start : start + OPTIONS_PER_SELECT])))
    end_run()
    return laid


def _cut(text: str, most: int) -> str:
    text = " ".join(text.split()) or "…"
    return text if len(text) <= most else text[: most - 1] + "…"


class CommandButton(discord.ui.Button["ChoicesView"]):
    def __init__(self, choice: Button, on_press: OnPress, row: int) -> None:
        super().__init__(
            label=_cut(choice.label or choice.command, BUTTON_LABEL_MAX),
            style=STYLES.get(choice.style, discord.ButtonStyle.secondary),
            row=row,
        )
        self.command = choice.command
        self._on_press = on_press

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await self._on_press(interaction, self.command)


class CommandSelect(discord.ui.Select["ChoicesView"]):
    def __init__(self, row_choices: Row, on_press: OnPress, row: int) -> None:
        super().__init__(
            placeholder=_cut(row_choices.group, PLACEHOLDER_MAX),
            options=[
                discord.SelectOption(
                    label=_cut(choice.label or choice.command, OPTION_LABEL_MAX), value=str(index)
                )
                for index, choice in enumerate(row_choices.choices)
            ],
            min_values=1,
            max_values=1,
            row=row,
        )
        self.commands = tuple(choice.command for choice in row_choices.choices)
        self._on_press = on_press

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await self._on_press(interaction, self.commands[int(self.values[0])])


class ChoicesView(discord.ui.View):
    """Up to five rows of choices under one message; when it times out the components are
    taken off the message, so nobody presses a button that no longer answers."""

    def __init__(self, laid: Sequence[Row], on_press: OnPress, timeout: float) -> None:
        super().__init__(timeout=timeout)
        self.message: Editable | None = None
        for index, row in enumerate(laid):
            if row.group:
                self.add_item(CommandSelect(row, on_press, index))
            else:
                for choice in row.choices:
                    self.add_item(CommandButton(choice, on_press, index))

    async def on_timeout(self) -> None:
        if self.message is None:
            return
        try:
            await self.message.edit(view=None)
        except discord.HTTPException as error:
            log.info("discord: could not take expired buttons off a message: %s", error)


def views(buttons: Sequence[Button], on_press: OnPress, timeout: float) -> list[ChoicesView]:
    """The views for ``buttons``: one per five rows (the first goes under the reply's last
    message, each further one under a message of its own). Call on the event loop."""
    laid = rows(buttons)
    return [
        ChoicesView(laid[start : start + ROWS_PER_VIEW], on_press, timeout)
        for start in range(0, len(laid), ROWS_PER_VIEW)
    ]


__all__ = ["ChoicesView", "CommandButton", "CommandSelect", "OnPress", "Row", "rows", "views"]
