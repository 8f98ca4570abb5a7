"""The lobby of a chat table (before ``start``): sides taken by chat users, given to bots,
given back; the start, where every side nobody took goes to a greedy bot (and, at a table of
saved characters, every fighter nobody plays: :mod:`tenkaichi.chat.table_chat_saved`).

The lobby is the table's own seats in the table service (the service refuses a second seat
for a side, under the table's lock); the chat store only remembers which user holds which
seat. Anyone may take a free side or give theirs back; bots in and out and the start belong to
the host, the table's players and the channel's moderators.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import sqlalchemy as sa

from tenkaichi.chat.ddc_commands import ChatError
from tenkaichi.chat.ddc_lobby import Asker
from tenkaichi.chat.messages import Reply
from tenkaichi.chat.store import Channel, SideTaken
from tenkaichi.chat.table_chat_commands import Sub
from tenkaichi.chat.table_chat_saved import SavedFightMixin
from tenkaichi.chat.texts import text
from tenkaichi.text import NAME_MAX, chat_text, problem

START_BOT = "greedy"
"""The bot that plays a side nobody took at the start."""


class LobbyMixin(SavedFightMixin):
    """The lobby commands of :class:`~tenkaichi.chat.table_chat.TableChat`."""

    if TYPE_CHECKING:

        @staticmethod
        def _host(ch: Channel) -> str: ...

    def _lobby(self, ch: Channel, table: int, asker: Asker, sub: Sub) -> list[Reply]:
        gm = self.store.gm_token(table)
        seats = self.service.seats(gm)
        if sub.name == "join":
            return [Reply(self._join(table, gm, seats, asker, sub.args))]
        if sub.name == "leave":
            seat = self._member(table, asker)
            if seat is None:
                raise ChatError(text("chat-lobby-no-side"))
            side = next(str(s["side"]) for s in seats if s["seat"] == seat)
            self.service.remove_seat(gm, seat)
            who = chat_text(asker.display)
            return [
                Reply(text("chat-lobby-gives-back", who=who, side=side, free=self._free(table)))
            ]
        if not (asker.moderator or self._host(ch) == asker.user or self._member(table, asker)):
            raise ChatError(text("chat-lobby-who", join=f"{self.cmd} join"))
        if sub.name == "bot":
            return [Reply(self._bot(table, gm, seats, sub.args))]
        if sub.name == "unbot":
            side = self._side(gm, " ".join(sub.args))
            found = next((s for s in seats if s["role"] == "bot" and s["side"] == side), None)
            if found is None:
                raise ChatError(text("chat-lobby-no-bot", side=side))
            self.service.remove_seat(gm, int(found["seat"]))
            return [Reply(text("chat-lobby-bot-leaves", side=side, free=self._free(table)))]
        return self._start(table, gm, seats)

    def _join(
        self, table: int, gm: str, seats: list[dict[str, Any]], asker: Asker, args: tuple[str, ...]
    ) -> str:
        mine = self._member(table, asker)
        if mine is not None:
            side = next(str(s["side"]) for s in seats if s["seat"] == mine)
            raise ChatError(text("chat-lobby-already", side=side, leave=f"{self.cmd} leave"))
        taken = {str(s["side"]) for s in seats if s["side"]}
        if args:
            side = self._side(gm, " ".join(args))
        else:
            free = [s for s in self._sides(gm) if s not in taken]
            if not free:
                raise ChatError(text("chat-lobby-all-taken"))
            side = free[0]
        self._check_free(side, seats)
        # a seat's name is stored and read by everyone: the placeholder stays English
        name = asker.display if not problem(asker.display, NAME_MAX) else "a player"
        token = self.service.add_seat(gm, "player", side=side, name=name)
        seat = self.service.seat_id(token)
        self.service.approve(gm, seat)
        try:
            self.store.add_member(table, seat, asker.platform, asker.user, side=side)
        except sa.exc.IntegrityError:  # the same user joined twice at the same moment
            self.service.remove_seat(gm, seat)
            raise ChatError(text("chat-lobby-already-one")) from None
        except SideTaken:  # another user joined this side at the same moment, first
            self.service.remove_seat(gm, seat)
            raise ChatError(
                text("chat-lobby-taken-now", side=side, free=self._free(table))
            ) from None
        who = chat_text(asker.display)
        return text("chat-lobby-plays", who=who, side=side, free=self._free(table))

    def _bot(self, table: int, gm: str, seats: list[dict[str, Any]], args: tuple[str, ...]) -> str:
        words = list(args)
        kind = "greedy"
        if words and words[-1].lower() in self.rules.bot_kinds:
            kind = words.pop().lower()
        if not words:
            kinds = "|".join(self.rules.bot_kinds)
            raise ChatError(text("chat-usage-bot-side", cmd=self.cmd, kinds=kinds))
        side = self._side(gm, " ".join(words))
        self._check_free(side, seats)
        self.service.add_seat(gm, "bot", side=side, bot=kind, name=f"{kind.capitalize()} bot")
        return text("chat-lobby-bot-plays", kind=kind, side=side, free=self._free(table))

    def _start(self, table: int, gm: str, seats: list[dict[str, Any]]) -> list[Reply]:
        if not any(s["role"] == "player" for s in seats):
            raise ChatError(text("chat-lobby-nobody", join=f"{self.cmd} join"))
        taken = {str(s["side"]) for s in seats if s["side"]}
        filled = [s for s in self._sides(gm) if s not in taken]
        for side in filled:
            self.service.add_seat(gm, "bot", side=side, bot=START_BOT, name="Greedy bot")
        left = self._unplayed(gm, seats, set(filled)) if self.game == "dbu" else {}
        for side, fighters in left.items():
            self.service.add_seat(
                gm, "bot", side=side, fighters=fighters, bot=START_BOT, name="Greedy bot"
            )
        self.service.start(gm)
        header = text("chat-lobby-begins")
        if filled:
            header += " " + text("chat-lobby-sides-to-bots", sides=", ".join(filled))
        if left:
            names = ", ".join(chat_text(f) for fighters in left.values() for f in fighters)
            header += " " + text("chat-lobby-fighters-to-bots", names=names)
        return self._report(table, 0, header)

    def _unplayed(
        self, gm: str, seats: list[dict[str, Any]], filled: set[str]
    ) -> dict[str, list[str]]:
        """The fighters of a side that some seats play fighter by fighter (a table of saved
        characters) that no seat plays (a player gave theirs back), by side; ``filled``: the
        sides just given whole to bots."""
        acting = [s for s in seats if s["role"] in ("player", "bot")]
        whole = {str(s["side"]) for s in acting if s["side"] and not s["fighters"]} | filled
        played = {str(f) for s in acting for f in s["fighters"]}
        left: dict[str, list[str]] = {}
        for fighter in self.service.view(gm).get("fighters", []):
            side, name = str(fighter["side"]), str(fighter["name"])
            if side not in whole and name not in played:
                left.setdefault(side, []).append(name)
        return left

    # --- sides ------------------------------------------------------------------------------

    def _sides(self, gm: str) -> list[str]:
        with self.service.seat_context(gm) as ctx:
            return list(ctx.sides)

    def _side(self, gm: str, typed: str) -> str:
        """The side ``typed`` names (any case; at a Tournament of Power table ``Player 2``
        or just ``2``), or one line listing the sides."""
        sides = self._sides(gm)
        wanted = " ".join(typed.split()).casefold()
        if self.game == "top" and wanted.isdigit():
            wanted = f"player {wanted}"
        found = next((s for s in sides if s.casefold() == wanted), None)
        if found is None:
            shown = chat_text(typed, 30) or text("chat-lobby-none-typed")
            raise ChatError(text("chat-lobby-no-side-named", typed=shown, sides=", ".join(sides)))
        return found

    def _check_free(self, side: str, seats: list[dict[str, Any]]) -> None:
        holder = next(
            (s for s in seats if s["side"] == side and s["role"] in ("player", "bot")), None
        )
        if holder is not None:
            if holder["role"] == "bot":
                raise ChatError(text("chat-lobby-played-by-bot", side=side))
            who = chat_text(str(holder["name"]))
            raise ChatError(text("chat-lobby-played-by", side=side, who=who))

    def _free(self, table: int) -> str:
        return self._lobby_text(table).split("\n", 1)[1]

    def _lobby_text(self, table: int) -> str:
        gm = self.store.gm_token(table)
        holders: dict[str, list[str]] = {}
        for s in self.service.seats(gm):
            if s["side"] and s["role"] in ("player", "bot"):
                is_bot = s["role"] == "bot"
                who = text("chat-a-bot", kind=str(s["bot"])) if is_bot else chat_text(s["name"])
                plays = ", ".join(chat_text(str(f)) for f in s["fighters"])
                holders.setdefault(str(s["side"]), []).append(f"{who} ({plays})" if plays else who)
        free = [text("chat-lobby-free")]
        sides = ", ".join(
            f"{side}: {and_list(holders.get(side, free))}" for side in self._sides(gm)
        )
        return "\n".join(
            [
                text("chat-lobby-not-started", game=game_title(self.game)),
                text("chat-lobby-sides", sides=sides, start=f"{self.cmd} start"),
            ]
        )


def and_list(items: list[str]) -> str:
    """``a and b and c``, in the reader's language."""
    out = items[0] if items else ""
    for item in items[1:]:
        out = text("chat-and", first=out, last=item)
    return out


def game_title(game: str) -> str:
    """A game's name in the reader's language (``dbu``, ``top``)."""
    return text(f"chat-game-{game}")


__all__ = ["START_BOT", "LobbyMixin", "and_list", "game_title"]
