"""The game master's powers at a DBU chat fight (``!gm ...``), and a player's notes and rolls
(``!fight note``, ``!fight roll``), made as the same inputs of the table service the web table
makes (:mod:`tenkaichi.table.service_gm`), so replays and undo hold.

**Who is the game master.** The table's host and the channel's moderators: those who may end
it (:meth:`~tenkaichi.chat.table_chat.TableChat._end`). They act with the table's game-master
seat, which the chat front-end holds; anyone else's ``!gm`` is refused in one line and changes
nothing. Whether a player may write notes or roll is the table's setting, checked by the
service, which refuses in one line.

**Who reads what.** A ruling is answered in the channel with the "GM: ..." line it adds to the
fight and whose turn it is now; a note and a roll to everyone in the channel; a whisper goes
privately to its player (and its confirmation to the game master); a secret roll privately to
the game master who made it (the log keeps it for the game-master seat alone). A roll against
a number says its chance to reach it beside the result.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tenkaichi.chat.ddc_commands import ChatError
from tenkaichi.chat.ddc_lobby import Asker
from tenkaichi.chat.messages import CommandSpec, Reply
from tenkaichi.chat.store import Channel
from tenkaichi.chat.table_chat_commands import Sub
from tenkaichi.chat.table_chat_gm_commands import (
    GM_WORD,
    Choose,
    Give,
    Note,
    Roll,
    Rule,
    Undo,
    parse_command,
    parse_player_roll,
)
from tenkaichi.chat.table_chat_gm_words import Known, checked, words_of
from tenkaichi.chat.table_chat_options import Choices, buttons, choices_of
from tenkaichi.chat.table_chat_view import ViewMixin
from tenkaichi.chat.texts import text
from tenkaichi.i18n import Msg
from tenkaichi.table.store import TableError
from tenkaichi.text import chat_text

NOT_GM = "Only the table's host or a moderator may make rulings."
"""The refusal of a ruling by anyone else (in English: a reply reads ``chat-gm-not-gm``)."""
TEXT_MOST = 1200
"""The most characters of a note or a roll's dice a reply quotes (escaped)."""
BOT = "greedy"
"""The bot a fighter is given to when no kind is named."""
GM_SPEC = CommandSpec(
    GM_WORD,
    Msg.of("chat-gm-spec", help=f"{GM_WORD} help"),
    (("command", Msg.of("chat-gm-spec-command"), False),),
)
"""``!gm`` as a slash command (the DBU front-end's second)."""


class GmMixin(ViewMixin):
    """The ``!gm`` commands and a player's notes and rolls of
    :class:`~tenkaichi.chat.table_chat.TableChat`."""

    prefix: str

    if TYPE_CHECKING:

        @staticmethod
        def _host(ch: Channel) -> str: ...

        def _options(
            self, table: int, asker: Asker, args: tuple[str, ...], gm: bool = False
        ) -> Reply: ...

        def _choose(
            self,
            table: int,
            asker: Asker,
            args: tuple[str, ...],
            gm: bool = False,
            private: bool = False,
        ) -> list[Reply]: ...

    def _gm(
        self, ch: Channel, table: int, asker: Asker, args: tuple[str, ...], private: bool = False
    ) -> list[Reply]:
        """``!gm <command>`` (its help is answered before, to anyone; ``private``: sent where
        nobody else saw it, as a secret choice must be)."""
        if self.game != "dbu":
            raise ChatError(text("chat-gm-not-here", game=text(f"chat-game-{self.game}")))
        if not (asker.moderator or self._host(ch) == asker.user):
            raise ChatError(text("chat-gm-not-gm"))
        gm = self.store.gm_token(table)
        order = parse_command(words_of(args), self._known(table, gm))
        who = text("chat-gm-who", who=chat_text(asker.display))
        match order:
            case Rule():
                before = len(self._events(table))
                self.service.rule(gm, order.ruling)
                return self._report(table, before, text("chat-gm-ruling", who=who))
            case Note(seat=None):
                self.service.note(gm, order.text)
                shown = chat_text(order.text, TEXT_MOST)
                return [Reply(text("chat-gm-note", who=who, note=shown))]
            case Note():
                return self._whisper(table, gm, asker, order)
            case Roll():
                return [self._roll(gm, who, order, asker.user)]
            case Undo():
                return self._undo(table, gm, who, order)
            case Give():
                return self._give(table, gm, who, order)
            case Choose(name="options"):
                return [self._options(table, asker, order.args, gm=True)]
            case Choose():
                return self._choose(table, asker, order.args, gm=True, private=private)

    def _player_says(self, table: int, asker: Asker, sub: Sub) -> list[Reply]:
        """``!fight note <text>`` and ``!fight roll ...``: a player's, when the table lets
        players write notes or roll."""
        if self.game != "dbu":
            raise ChatError(text("chat-gm-no-notes", game=text(f"chat-game-{self.game}")))
        seat = self._member(table, asker)
        if seat is None:
            raise ChatError(text("chat-table-not-playing"))
        token = self.service.token_for(table, seat)
        who = chat_text(asker.display)
        if sub.name == "note":
            note = checked(sub.args)
            if not note:
                raise ChatError(text("chat-gm-write-note", cmd=self.cmd))
            self.service.note(token, note)
            return [Reply(text("chat-gm-note", who=who, note=chat_text(note, TEXT_MOST)))]
        gm = self.store.gm_token(table)
        order = parse_player_roll(words_of(sub.args), self._known(table, gm))
        return [self._roll(token, who, order, asker.user)]

    def _gm_choices(self, table: int) -> tuple[str, Choices]:
        """The game-master seat's token and the choices it must make now (for a fighter
        given to the game master)."""
        token = self.store.gm_token(table)
        found = choices_of(self.service, self.game, token)
        if found is None:
            raise ChatError(text("chat-gm-no-choice"))
        return token, found

    def _gm_turn(self, table: int) -> tuple[str, list[Reply], tuple[str, ...]] | None:
        """Whose turn it is, when a fighter the game master plays must choose: the line, the
        choices offered, nobody pinged (see ``_turn_line``)."""
        if self.game != "dbu":
            return None
        found = choices_of(self.service, self.game, self.store.gm_token(table))
        if found is None:
            return None
        cmd = f"{self.prefix}{GM_WORD}"
        who = text("chat-gm-played-by", fighter=found.actor)
        if found.secret:
            return text("chat-gm-secret-choice", who=who, options=f"{cmd} options"), [], ()
        press = text("chat-gm-press", cmd=cmd)
        keys = buttons(found, f"{cmd} choose")
        body = "\n".join([found.prompt, *found.notes, press])
        chooses = text("chat-gm-chooses", who=who)
        return f"{chooses}\n{body}", [Reply("", buttons=keys)] if keys else [], ()

    # --- what the table knows -----------------------------------------------------------

    def _known(self, table: int, gm: str) -> Known:
        seats = self.service.seats(gm)
        players: dict[str, int] = {}
        for s in seats:
            if s["role"] == "player":
                for name in (s["name"], s["side"]):
                    if name:
                        players.setdefault(str(name), int(s["seat"]))
        for m in self.store.members(table):
            players[f"<@{m.user_id}>"] = m.seat_id
        fighters = tuple(str(f["name"]) for f in self.service.view(gm).get("fighters", []))
        gm_seat = next(int(s["seat"]) for s in seats if s["role"] == "gm")
        cmd = f"{self.prefix}{GM_WORD}"
        return Known(fighters, players, gm_seat, tuple(self.rules.bot_kinds), cmd)

    # --- acting ---------------------------------------------------------------------------

    def _whisper(self, table: int, gm: str, asker: Asker, order: Note) -> list[Reply]:
        assert order.seat is not None
        self.service.note(gm, order.text, to=order.seat)
        shown = chat_text(order.text, TEXT_MOST)
        found = self._who(table).get(order.seat)
        if found is None:  # a seat of the web table: it reads the note on its page
            return [Reply(text("chat-gm-noted-seat", note=shown), private_to=asker.user)]
        user, name = found
        return [
            Reply(text("chat-gm-tells-you", note=shown), private_to=user),
            Reply(text("chat-gm-told", who=chat_text(name), note=shown), private_to=asker.user),
        ]

    def _roll(self, token: str, who: str, order: Roll, user: str) -> Reply:
        asked: dict[str, Any] = {
            "expression": order.expression,
            "fighter": order.fighter,
            "check": order.check,
            "target": order.target,
        }
        label = str(self.service.roll_odds(token, **asked)["label"])
        rolled = self.service.roll(token, **asked, to="gm" if order.secret else "all")
        line = roll_line(who, label, rolled, order.target)
        if order.secret:
            return Reply(text("chat-gm-secret-roll", roll=line), private_to=user)
        return Reply(line)

    def _undo(self, table: int, gm: str, who: str, order: Undo) -> list[Reply]:
        dice = order.dice
        if not dice:
            if self.service.undo_preview(gm, order.n)["rolled"]:
                again = f"{self.prefix}{GM_WORD} undo {order.n}"
                raise ChatError(text("chat-gm-undo-dice", again=again))
            dice = "keep"
        self.service.undo(gm, order.n, dice)
        anew = text("chat-gm-undo-anew") if dice == "again" else ""
        if order.n == 1:
            header = text("chat-gm-undo-one", who=who, anew=anew)
        else:
            header = text("chat-gm-undo", who=who, n=order.n, count=str(order.n), anew=anew)
        return self._report(table, len(self._events(table)), header)

    def _give(self, table: int, gm: str, who: str, order: Give) -> list[Reply]:
        before = len(self._events(table))
        seat = order.seat if order.seat is not None else self._bot_for(gm, order)
        self.service.give(gm, order.fighter, seat)
        names = {int(s["seat"]): s for s in self.service.seats(gm)}
        to = names[seat]
        if to["role"] == "gm":
            whom = text("chat-gm-to-gm", options=f"{self.prefix}{GM_WORD} options")
        elif to["role"] == "bot":
            whom = text("chat-a-bot", kind=str(to["bot"]))
        else:
            whom = chat_text(str(to["name"]))
        header = text("chat-gm-gives", who=who, fighter=order.fighter, whom=whom)
        return self._report(table, before, header)

    def _bot_for(self, gm: str, order: Give) -> int:
        """A bot seat of the fighter's side (of the kind named), else a new one."""
        fighters = self.service.view(gm).get("fighters", [])
        side = next((str(f["side"]) for f in fighters if f["name"] == order.fighter), "")
        for s in self.service.seats(gm):
            if s["role"] == "bot" and s["side"] == side and order.bot in ("", s["bot"]):
                return int(s["seat"])
        kind = order.bot or BOT
        name = f"{kind.capitalize()} bot"
        try:  # a seat naming the fighter, or (the fighter named elsewhere) claiming its side
            token = self.service.add_seat(gm, "bot", fighters=[order.fighter], bot=kind, name=name)
        except TableError:
            token = self.service.add_seat(gm, "bot", side=side, bot=kind, name=name)
        return self.service.seat_id(token)


def roll_line(who: str, label: str, rolled: dict[str, Any], target: int | None) -> str:
    """A rolled ad-hoc roll as one line: who rolls what, against what with what chance, the
    dice and the verdict."""
    dice = chat_text(str(rolled["text"]).removeprefix(f"{label}: "), TEXT_MOST)
    what = chat_text(label, 100)
    if target is None:
        return text("chat-gm-rolls", who=who, what=what, dice=dice)
    chance = rolled.get("chance")
    chance = " " + text("chat-gm-chance", chance=str(chance)) if chance else ""
    verdict = "chat-gm-rolls-made" if rolled["success"] else "chat-gm-rolls-missed"
    return text(verdict, who=who, what=what, tn=str(target), chance=chance, dice=dice)


__all__ = ["GM_SPEC", "NOT_GM", "GmMixin", "roll_line"]
