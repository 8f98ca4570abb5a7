"""A Dungeon DICE Combat lobby in a chat channel: who joins with which fighter, on which side,
which bots fight, until someone starts the battle (then it is a table of the table service).

The lobby is the channel row's (:mod:`tenkaichi.chat.store`); every change is a
compare-and-set on its version, retried when another process changed it first. Lobby changes
belong to the people in the lobby and the channel's moderators: an outsider may only join.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tenkaichi.chat.ddc_commands import ChatError, Command, nfc, side_word, usage
from tenkaichi.chat.store import RETRIES, Channel, ChatStore
from tenkaichi.ddc.content import Roster, default_roster
from tenkaichi.ddc.events import level_words
from tenkaichi.ddc.setup import MAX_FIGHTERS
from tenkaichi.i18n import DEFAULT, current, words
from tenkaichi.i18n import text as say
from tenkaichi.text import chat_text

BOT_KINDS = ("random", "greedy", "mcts")
BOT_NAME = "bot ({kind})"


@dataclass(frozen=True, slots=True)
class Asker:
    """Who sent a lobby command."""

    platform: str
    user: str
    display: str
    """Plain (printable, one line, capped); escaped where a reply quotes it."""
    moderator: bool


def entry_of(raw: dict[str, Any]) -> dict[str, Any]:
    entry = {
        "user": str(raw.get("user", "")),
        "display": str(raw.get("display", "")),
        "fighter": str(raw.get("fighter", "")),
        "name": str(raw.get("name", "")),
        "side": str(raw.get("side", "")),
        "bot": str(raw.get("bot", "")),
    }
    if isinstance(raw.get("roster"), dict):
        entry["roster"] = raw["roster"]  # the custom fighter (and its forms) checked at join
    return entry


def in_lobby(lobby: list[dict[str, Any]], asker: Asker) -> dict[str, Any] | None:
    return next((e for e in lobby if not e["bot"] and e["user"] == asker.user), None)


def may_change(lobby: list[dict[str, Any]], asker: Asker) -> None:
    if asker.moderator or in_lobby(lobby, asker) is not None:
        return
    raise ChatError(say("ddc-lobby-only-players"))


def level_said(level: str) -> str:
    """A fighter's level in the reader's words (English keeps the roster's own spelling)."""
    return level if current() == DEFAULT else words(level_words(level))


class Lobby:
    """The lobby commands of one channel (see the module docstring)."""

    def __init__(self, store: ChatStore, roster: Roster, prefix: str) -> None:
        self.store = store
        self.roster = roster
        self.prefix = prefix

    def change(
        self, where: tuple[str, str], edit: Callable[[list[dict[str, Any]], Channel], str]
    ) -> str:
        """Read the lobby, apply ``edit`` (which changes the list and returns the reply, or
        refuses), store it; retried when another process changed the lobby meanwhile."""
        for _ in range(RETRIES):
            ch = self.store.channel(where[0], where[1], "ddc")
            lobby = [entry_of(e) for e in ch.lobby]
            reply = edit(lobby, ch)
            if self.store.save(ch, lobby=lobby):
                return reply
        raise ChatError(say("ddc-lobby-busy"))

    def join(self, lobby: list[dict[str, Any]], asker: Asker, command: Command, bot: str) -> str:
        if len(command.args) not in (1, 2):
            raise ChatError(say("ddc-lobby-usage", usage=usage(command.name, self.prefix)))
        if bot:
            may_change(lobby, asker)
        elif (mine := in_lobby(lobby, asker)) is not None:
            raise ChatError(say("ddc-lobby-already", name=mine["name"]))
        if len(lobby) >= MAX_FIGHTERS:
            raise ChatError(say("ddc-lobby-full", most=str(MAX_FIGHTERS), prefix=self.prefix))
        spec = self.roster.get(command.args[0])
        if spec is None:
            raise ChatError(
                say(
                    "ddc-lobby-no-fighter",
                    name=chat_text(command.args[0], 30),
                    fighters=", ".join(f.name for f in self.roster.fighters),
                )
            )
        count = sum(1 for e in lobby if e["fighter"] == spec.name)
        name = spec.name if count == 0 else f"{spec.name}{count + 1}"
        names = {f.name.casefold() for f in self.roster.fighters}
        names |= {e["name"].casefold() for e in lobby} | {name.casefold()}
        taken = {e["side"].casefold(): e["side"] for e in lobby if e["side"]}
        side = side_word(nfc(command.args[1]), taken, names) if len(command.args) == 2 else ""
        shown = BOT_NAME.format(kind=bot) if bot else asker.display
        entry: dict[str, Any] = {
            "user": "" if bot else asker.user,
            "display": shown,
            "fighter": spec.name,
            "name": name,
            "side": side,
            "bot": bot,
        }
        if self.roster != default_roster():
            # The fighter as the lobby checked it goes with the lobby: `!start` (and the
            # battle) use it even when the command that starts comes without the roster.
            entry["roster"] = roster_for(self.roster, [spec.name]).model_dump(
                mode="json", exclude_none=True
            )
        lobby.append(entry)
        said = {
            "name": name,
            "level": level_said(spec.level),
            "player": chat_text(shown),
            "count": str(len(lobby)),
            "prefix": self.prefix,
        }
        if side:
            return say("ddc-lobby-joins-side", side=chat_text(side), **said)
        return say("ddc-lobby-joins", **said)

    def unbot(self, lobby: list[dict[str, Any]], asker: Asker, command: Command) -> str:
        may_change(lobby, asker)
        if len(command.args) != 1:
            raise ChatError(say("ddc-lobby-usage", usage=usage("unbot", self.prefix)))
        wanted = nfc(command.args[0]).casefold()
        found = next((e for e in lobby if e["bot"] and e["name"].casefold() == wanted), None)
        if found is None:
            bots = ", ".join(e["name"] for e in lobby if e["bot"]) or say("ddc-lobby-none")
            raise ChatError(say("ddc-lobby-no-bot", name=chat_text(command.args[0], 30), bots=bots))
        lobby.remove(found)
        return say("ddc-lobby-bot-leaves", name=found["name"], count=str(len(lobby)))

    def leave(self, lobby: list[dict[str, Any]], asker: Asker) -> str:
        mine = in_lobby(lobby, asker)
        if mine is None:
            raise ChatError(say("ddc-lobby-not-in"))
        lobby.remove(mine)
        return say("ddc-lobby-leaves", name=mine["name"])

    def listing(self, lobby: list[dict[str, Any]]) -> str:
        names = ", ".join(
            say(
                "ddc-lobby-entry-side",
                name=e["name"],
                player=chat_text(e["display"]),
                side=chat_text(e["side"]),
            )
            if e["side"]
            else say("ddc-lobby-entry", name=e["name"], player=chat_text(e["display"]))
            for e in lobby
        )
        return say("ddc-lobby-listing", fighters=names, prefix=self.prefix)


def setup_of(lobby: list[dict[str, Any]], roster: Roster | None = None) -> dict[str, Any]:
    """The battle's setup; with a ``roster`` other than the packaged one, its fighters that
    may take part (the lobby's and the forms they may take) go with it, so the battle and
    every replay of it use the roster the lobby checked."""
    setup: dict[str, Any] = {
        "fighters": [
            {
                "fighter": e["fighter"],
                "name": e["name"],
                **({"side": e["side"]} if e["side"] else {}),
            }
            for e in lobby
        ]
    }
    kept = battle_roster(lobby, roster)
    if kept is not None:
        setup["roster"] = roster_for(kept, [e["fighter"] for e in lobby]).model_dump(
            mode="json", exclude_none=True
        )
    return setup


def battle_roster(lobby: list[dict[str, Any]], roster: Roster | None) -> Roster | None:
    """The roster a battle of ``lobby`` is played with: the custom fighters each entry
    brought from its join, then ``roster``'s (or the packaged one's) for the rest; ``None``
    when every fighter is the packaged roster's."""
    brought = [Roster.model_validate(e["roster"]) for e in lobby if e.get("roster")]
    if not brought:
        return roster if roster is not None and roster != default_roster() else None
    fighters: dict[str, Any] = {}
    for one in (*brought, roster or default_roster()):
        for spec in one.fighters:
            fighters.setdefault(spec.name.casefold(), spec)
    return Roster(fighters=tuple(fighters.values()))


def roster_for(roster: Roster, names: list[str]) -> Roster:
    """The part of ``roster`` a battle of ``names`` needs: those fighters and every form they
    may digivolve into, in the roster's order."""
    wanted: set[str] = set()
    todo = list(names)
    while todo:
        spec = roster.get(todo.pop())
        if spec is not None and spec.name not in wanted:
            wanted.add(spec.name)
            todo += spec.forms
    return Roster(fighters=tuple(f for f in roster.fighters if f.name in wanted))


def sides_of(lobby: list[dict[str, Any]]) -> set[str]:
    return {e["side"] or e["name"] for e in lobby}


__all__ = [
    "BOT_KINDS",
    "Asker",
    "Lobby",
    "entry_of",
    "in_lobby",
    "may_change",
    "roster_for",
    "setup_of",
    "sides_of",
]
