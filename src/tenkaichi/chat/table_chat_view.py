"""Reading a chat table for the channel: its public events, its state as text, whose turn
it is and the choices offered (publicly, or privately for a secret decision), the winner.

The channel reads the game through a spectator seat of its own (opened with the table), so
nothing here can show a secret: a player's own view is read only to offer that player their
choices, or, on ``status``, privately what only they see. ``status`` reads as
:mod:`tenkaichi.chat.table_chat_status` writes it, with the board as a picture (``Reply.image``)
that only draws what its text says.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tenkaichi.chat.ddc_lobby import Asker
from tenkaichi.chat.messages import Reply
from tenkaichi.chat.store import ChatStore
from tenkaichi.chat.table_chat_commands import page_of
from tenkaichi.chat.table_chat_options import Choices, buttons, choices_of
from tenkaichi.chat.table_chat_status import Status, dbu_status, top_board
from tenkaichi.chat.texts import text
from tenkaichi.table.games import GameRules
from tenkaichi.table.service import TableService
from tenkaichi.table.store import TableError
from tenkaichi.text import chat_text

MAX_REPLY = 1900
PAGE = 20
"""Lines per page of ``history`` and ``options``."""
SKIP = ("turn_ended", "round_started")
"""Kinds of events the channel is not told."""
NOTE_SHOWN = 300
"""The most characters of a note or roll a ``history`` line quotes."""


class ViewMixin:
    """What :class:`~tenkaichi.chat.table_chat.TableChat` shows of a table."""

    service: TableService
    store: ChatStore
    game: str
    rules: GameRules

    if TYPE_CHECKING:

        @property
        def cmd(self) -> str: ...

        def _lobby_text(self, table: int) -> str: ...

        def _gm_turn(self, table: int) -> tuple[str, list[Reply], tuple[str, ...]] | None: ...

    def _spectator(self, table: int) -> str:
        for seat in self.service.seats(self.store.gm_token(table)):
            if seat["role"] == "spectator":
                return self.service.token_for(table, int(seat["seat"]))
        raise TableError(f"table {table} has no seat for the channel")

    def _events(self, table: int) -> list[str]:
        """The game's public events as lines (what anyone watching the channel may read)."""
        events = self.service.view(self._spectator(table))["events"]
        return [str(e["text"]) for e in events if e.get("kind") not in SKIP]

    def _log(self, table: int) -> list[str]:
        """:meth:`_events` with the notes and rolls made to everyone, each where it was made
        (a note or roll for one seat or for the game master alone is not among them)."""
        view = self.service.view(self._spectator(table))
        notes = [n for n in view["notices"] if n.get("kind") in ("note", "roll")]
        notes.sort(key=lambda n: (int(n.get("pos", 0)), int(n["seq"])))
        out: list[str] = []
        for at, event in enumerate(view["events"]):
            while notes and int(notes[0].get("pos", 0)) <= at:
                out.append(chat_text(str(notes.pop(0)["text"]), NOTE_SHOWN))
            if event.get("kind") not in SKIP:
                out.append(str(event["text"]))
        return out + [chat_text(str(n["text"]), NOTE_SHOWN) for n in notes]

    def _status(self, table: int, asker: Asker) -> list[Reply]:
        spectator = self._spectator(table)
        view = self.service.view(spectator)
        if view["status"] == "lobby":
            return [Reply(self._lobby_text(table))]
        shown = self._state_of(spectator)
        image, alt = shown.picture()
        turn = self._turn_line(table)[0]
        if len(shown.text) + len(turn) + 1 <= MAX_REPLY:
            out = [Reply(f"{shown.text}\n{turn}", image=image, image_alt=alt)]
        else:  # a crowded fight: the turn line apart, never cut off
            out = [Reply(shown.text, image=image, image_alt=alt), Reply(turn)]
        mine = self._member(table, asker)
        if mine is not None and view["status"] != "over":
            own = self._state_of(self.service.token_for(table, mine), picture=False)
            if own.text != shown.text:
                out.append(Reply(text("chat-view-yours") + "\n" + own.text, private_to=asker.user))
        return out

    def _state_of(self, token: str, picture: bool = True) -> Status:
        """The game's state as ``token``'s seat may see it: text and, where it has one and
        ``picture`` is asked, the board (:mod:`tenkaichi.chat.table_chat_status`)."""
        if self.game == "dbu":
            found = dbu_status(self.service, token)
            return found if picture else Status(found.text)
        text = f"```\n{self.service.view_text(token)}\n```"
        board = top_board(self.service.view(token)) if picture and self.game == "top" else None
        return Status(text, board)

    def _history(self, table: int, args: tuple[str, ...]) -> str:
        lines = self._log(table)
        if not lines:
            return text("chat-view-nothing-yet")
        pages = max(1, -(-len(lines) // PAGE))
        page = page_of(args, pages, "history")
        chunk = lines[(page - 1) * PAGE : page * PAGE]
        head = text("chat-view-history", page=str(page), pages=str(pages))
        return head + "\n" + "\n".join(chunk)

    def _who(self, table: int) -> dict[int, tuple[str, str]]:
        """Seat id -> (user id, display name) of the table's chat players."""
        names = {
            int(s["seat"]): str(s["name"]) for s in self.service.seats(self.store.gm_token(table))
        }
        return {m.seat_id: (m.user_id, names.get(m.seat_id, "")) for m in self.store.members(table)}

    def _member(self, table: int, asker: Asker) -> int | None:
        for m in self.store.members(table):
            if m.platform == asker.platform and m.user_id == asker.user:
                return m.seat_id
        return None

    def _waiting(self, table: int) -> tuple[str, str, Choices] | None:
        """(user id, display name, choices) of the chat player the game waits for."""
        for seat, (user, name) in self._who(table).items():
            found = choices_of(self.service, self.game, self.service.token_for(table, seat))
            if found is not None:
                return user, name, found
        return None

    def _turn_line(self, table: int) -> tuple[str, list[Reply], tuple[str, ...]]:
        """The line saying whose turn it is (or who won), the replies offering the choices,
        and whom to ping."""
        view = self.service.view(self._spectator(table))
        if view["status"] == "over":
            return self._winner_line(table, str(view["winner"])), [], ()
        if view["status"] == "paused":
            return text("chat-view-paused"), [], ()
        waiting = self._waiting(table)
        if waiting is None:
            gm = self._gm_turn(table)  # a fighter given to the game master chooses
            if gm is not None:
                return gm
            pending = view["pending"] or {}
            waited = pending.get("waiting_for")
            whom = chat_text(str(waited)) if waited is not None else text("chat-view-the-table")
            return text("chat-view-waiting", who=whom), [], ()
        user, name, choices = waiting
        who = f"{choices.actor} ({chat_text(name)})"
        press = (
            text("chat-view-press-secret", cmd=self.cmd)
            if choices.secret
            else text("chat-view-press", cmd=self.cmd)
        )
        body = "\n".join([choices.prompt, *choices.notes, press])
        keys = buttons(choices, f"{self.cmd} choose")
        if choices.secret:
            line = text("chat-view-your-turn-secret", who=who)
            return line, [Reply(body, private_to=user, buttons=keys)], (user,)
        turn = text("chat-view-your-turn", who=who)
        return f"{turn}\n{body}", [Reply("", buttons=keys)] if keys else [], (user,)

    def _winner_line(self, table: int, winner: str) -> str:
        if not winner:
            return text("chat-view-over-ended")
        if winner == "draw":
            return text("chat-view-over-draw")
        holders = {
            str(s["side"]): str(s["name"])
            for s in self.service.seats(self.store.gm_token(table))
            if s["side"] and s["role"] == "player"
        }
        named = [
            f"{w} ({chat_text(holders[w])})" if w in holders else w for w in winner.split(", ")
        ]
        return text("chat-view-over-won", n=len(named), winners=", ".join(named))

    def _report(self, table: int, before: int, header: str = "") -> list[Reply]:
        """The public events since ``before``, whose turn it is, and the choices offered."""
        lines = self._events(table)[before:]
        line, offers, ping = self._turn_line(table)
        text = events_text(header, lines, line, self.cmd)
        out = [Reply(text, ping=ping)]
        for offer in offers:
            if offer.private_to is None:  # the choices go under the public reply itself
                out[0] = Reply(text, ping, None, offer.buttons)
            else:
                out.append(offer)
        return out


def events_text(header: str, lines: list[str], last: str, cmd: str) -> str:
    """``header``, the event ``lines`` and ``last``, under :data:`MAX_REPLY` characters: the
    oldest event lines give way first (``history`` has them all)."""
    room = MAX_REPLY - len(header) - len(last) - 80
    kept: list[str] = []
    for line in reversed(lines):
        if len(line) + 1 > room:
            break
        kept.append(line)
        room -= len(line) + 1
    kept.reverse()
    dropped = len(lines) - len(kept)
    more = [text("chat-view-earlier", n=dropped, count=str(dropped), cmd=cmd)] if dropped else []
    return "\n".join([*([header] if header else []), *more, *kept, last])


__all__ = ["MAX_REPLY", "PAGE", "ViewMixin", "events_text"]
