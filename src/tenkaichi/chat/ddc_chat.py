"""Dungeon DICE Combat in a chat channel, as a front-end of the table service.

The forum-style commands (``!join Agumon``, ``!move 3 2``, ``!attack PepperBreath @Zoë``) drive
a table of the table service: one table per channel at a time, its seats held by the chat
users who joined (:mod:`tenkaichi.chat.store` maps users to seats), its bots answered by the
service, every action appended to the table's input log. Before ``!start`` the channel gathers
a lobby (:mod:`tenkaichi.chat.ddc_lobby`). The front-end holds no rules: it reads the seat's
view and answers the pending decision with the option the command names.

Who may do what: anyone may join a lobby; lobby changes (bots in and out, starting) belong to
the lobby's players and the channel's moderators; a fighter's turn to its player; a moderator
ends a battle at once, a player still standing asks to end it and it ends when every player
still standing has asked. Targets are named by a mention (the platform's user id), else by the
longest fighter or display name after ``@``, ignoring case and accents
(:mod:`tenkaichi.chat.ddc_actions`); two people of the same name are refused as ambiguous. The
router hands it each command of a post (:mod:`tenkaichi.chat.router`); the post's prose, on its
first command, goes in the table's log as a note of the player's seat. A custom roster goes
with the battle's setup, so every replay uses it. Nothing a person types is shown unescaped,
and no reply mentions anyone but through ``Reply.ping``.
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from tenkaichi.chat.ddc_actions import action_key
from tenkaichi.chat.ddc_commands import (
    ACTIONS,
    ALIASES,
    USAGE,
    ChatError,
    Command,
    nfc,
    parse,
    usage,
)
from tenkaichi.chat.ddc_lobby import (
    BOT_KINDS,
    Asker,
    Lobby,
    entry_of,
    level_said,
    may_change,
    setup_of,
    sides_of,
)
from tenkaichi.chat.ddc_text import MAX_REPLY, clip, turn_words, winner_words
from tenkaichi.chat.messages import Button, CommandSpec, Incoming, Reply
from tenkaichi.chat.store import CACHED_TABLES, ChatStore
from tenkaichi.ddc.content import Roster, default_roster
from tenkaichi.dice.rng import MAX_SEED
from tenkaichi.errors import TenkaichiError
from tenkaichi.i18n import text as say
from tenkaichi.table.service import TableService
from tenkaichi.table.service_gm import NOTE_MAX
from tenkaichi.table.store import DamagedTable
from tenkaichi.text import NAME_MAX, chat_text, no_mentions, one_line

log = logging.getLogger(__name__)

MAX_ID = 100
"""Longest channel or user id taken (Discord's are 17-20 digits)."""
HISTORY_PAGE = 20
"""Event lines per page of ``history``."""
SeatMaps = tuple[dict[str, str], dict[str, str], dict[int, str]]
"""(fighter -> chat user id, fighter -> display name, seat id -> chat user id) of a table."""
SERVER_FAULT = "Something went wrong on our side; nothing was changed. Try again later."


class DdcChat:
    """The Dungeon DICE Combat chat front-end (see the module docstring)."""

    game = "ddc"

    def __init__(
        self,
        service: TableService,
        *,
        roster: Roster | None = None,
        prefix: str = "!",
        new_seed: Callable[[], int] | None = None,
    ) -> None:
        self.service = service
        self.store = ChatStore(service)
        self.roster = roster or default_roster()
        self.prefix = prefix
        self.new_seed = new_seed or (lambda: secrets.randbelow(MAX_SEED + 1))
        self.lobby = Lobby(self.store, self.roster, prefix)
        self._seat_maps: dict[int, tuple[int, SeatMaps]] = {}
        """Table -> (its version, what :meth:`_seats` read): seats change only with it."""

    @property
    def _next_one(self) -> str:
        return say("ddc-chat-next-one", prefix=self.prefix)

    def commands(self) -> list[CommandSpec]:
        return [
            CommandSpec(name, f"Dungeon DICE Combat: {usage(name, self.prefix)}", ())
            if " " not in text
            else CommandSpec(
                name,
                f"Dungeon DICE Combat: {usage(name, self.prefix)}"[:100],
                (("args", text.split(" ", 1)[1][:100], False),),
            )
            for name, text in USAGE.items()
        ]

    def aliases(self) -> list[str]:
        """The short forms of commands (``!a`` for ``!attack``), found in a post as commands
        are (:meth:`tenkaichi.chat.router.ChatRouter.words`)."""
        return list(ALIASES)

    # --- entry point ---------------------------------------------------------------------

    def handle(self, message: Incoming) -> list[Reply]:
        try:
            command = parse(message.text, self.prefix)
            if command is None or message.author.bot:
                return []
            if not 1 <= len(message.channel) <= MAX_ID or not message.channel.isprintable():
                raise ChatError(say("ddc-chat-channel-id", most=str(MAX_ID)))
            if not 1 <= len(message.author.id) <= MAX_ID:
                raise ChatError(say("ddc-chat-player-id", most=str(MAX_ID)))
            replies = self._run(message, command)
        except ChatError as refusal:
            replies = [Reply(str(refusal), error=True)]
        except TenkaichiError as error:
            replies = [Reply(chat_text(str(error), 300), error=True)]
        except Exception:  # a fault of ours (a database gone, a bug): one line, no details
            log.exception("a DDC chat command failed")
            replies = [Reply(say("ddc-chat-server-fault"), error=True)]
        return [replace(r, text=clip(no_mentions(r.text))) for r in replies]

    def _run(self, m: Incoming, command: Command) -> list[Reply]:
        plain = one_line(nfc(m.author.name).strip(), NAME_MAX) or one_line(m.author.id, NAME_MAX)
        asker = Asker(m.platform, m.author.id, plain, m.author.moderator)
        name = command.name
        if name == "help":
            lines = [usage(n, self.prefix) for n in USAGE]
            return [Reply(say("ddc-chat-commands") + "\n" + "\n".join(lines))]
        if name == "roster":
            return [
                Reply(
                    say(
                        "ddc-chat-roster",
                        fighters=", ".join(
                            f"{f.name} ({level_said(f.level)})" for f in self.roster.fighters
                        ),
                    )
                )
            ]
        where = (m.platform, m.channel)
        ch = self.store.channel(*where, "ddc")
        try:
            running = self._running(ch.table_id)
        except DamagedTable:  # the table's log no longer replays (a damaged database)
            log.info("channel %s set aside its damaged table %s", m.channel[:40], ch.table_id)
            self.store.set_aside(ch)
            raise ChatError(say("ddc-chat-damaged", prefix=self.prefix)) from None
        if name in ("join", "bot", "unbot", "leave"):
            if running:
                raise ChatError(say("ddc-chat-battle-on", prefix=self.prefix))
            reply = self.lobby.change(where, lambda lobby, _: self._lobby(lobby, asker, command))
            return [Reply(reply)]
        if name == "start":
            if running:
                raise ChatError(say("ddc-chat-already-started", prefix=self.prefix))
            return self._start(where, asker)
        if name == "status":
            if ch.lobby and not running:
                return [Reply(self.lobby.listing([entry_of(e) for e in ch.lobby]))]
            return [Reply(self._status(ch.table_id, running))]
        if name == "history":
            return [Reply(self._history(ch.table_id, command))]
        if name == "end" and not running and ch.table_id is not None:
            # A post's closing !end after its winning blow: nothing to end, nothing refused.
            return [Reply(say("ddc-chat-over-none-here", prefix=self.prefix))]
        if not running or ch.table_id is None:
            raise ChatError(say("ddc-chat-none-in-progress", prefix=self.prefix))
        if name == "abandon":
            return [Reply(self._abandon(ch.table_id, asker))]
        if name == "moves":
            return [self._moves(ch.table_id, asker)]
        assert name in ACTIONS
        return self._act(ch.table_id, asker, m, command)

    # --- lobby -----------------------------------------------------------------------------

    def _lobby(self, lobby: list[dict[str, Any]], asker: Asker, command: Command) -> str:
        if command.name == "join":
            return self.lobby.join(lobby, asker, command, bot="")
        if command.name == "bot":
            args = list(command.args)
            kind = "greedy"
            if len(args) >= 2 and args[1].lower() in BOT_KINDS:
                kind = args.pop(1).lower()
            return self.lobby.join(lobby, asker, Command("bot", tuple(args)), bot=kind)
        if command.name == "unbot":
            return self.lobby.unbot(lobby, asker, command)
        return self.lobby.leave(lobby, asker)

    def _start(self, where: tuple[str, str], asker: Asker) -> list[Reply]:
        ch = self.store.channel(*where, "ddc")
        lobby = [entry_of(e) for e in ch.lobby]
        if not lobby:
            raise ChatError(say("ddc-chat-nobody-joined", prefix=self.prefix))
        may_change(lobby, asker)
        if len(sides_of(lobby)) < 2:
            raise ChatError(say("ddc-chat-two-sides", prefix=self.prefix))
        seed = self.new_seed()
        gm = self.service.create_table(
            setup_of(lobby, self.roster), "the channel", game="ddc", seed=seed
        )
        table = int(self.service.view(gm)["table"])
        for e in lobby:
            if e["bot"]:
                self.service.add_seat(
                    gm, "bot", fighters=[e["name"]], bot=e["bot"], name=e["display"]
                )
                continue
            token = self.service.add_seat(gm, "player", fighters=[e["name"]], name=e["display"])
            seat = self.service.seat_id(token)
            self.service.approve(gm, seat)
            self.store.add_member(table, seat, where[0], e["user"])
        if not self.store.save(ch, table_id=table, lobby=[]):
            self.service.end(gm)  # another process started or changed this lobby first
            raise ChatError(say("ddc-chat-lobby-changed"))
        before = 0
        self.service.start(gm)
        return [self._report(table, before, header=say("ddc-chat-starts"))]

    # --- the battle ------------------------------------------------------------------------

    def _running(self, table_id: int | None) -> bool:
        if table_id is None:
            return False
        return self.service.view(self.store.gm_token(table_id))["status"] in ("running", "paused")

    def _seats(self, table_id: int) -> SeatMaps:
        """(fighter -> user id, fighter -> display name, seat id -> user id) of a table, kept
        while the table's seats do not change (its version)."""
        version = int(self.service.view(self.store.gm_token(table_id))["version"])
        known = self._seat_maps.get(table_id)
        if known is not None and known[0] == version:
            return known[1]
        found = self._read_seats(table_id)
        if len(self._seat_maps) > CACHED_TABLES:
            self._seat_maps.clear()
        self._seat_maps[table_id] = (version, found)
        return found

    def _read_seats(self, table_id: int) -> SeatMaps:
        users = {m.seat_id: m.user_id for m in self.store.members(table_id)}
        fighter_user: dict[str, str] = {}
        fighter_name: dict[str, str] = {}
        for s in self.service.seats(self.store.gm_token(table_id)):
            for f in s["fighters"]:
                fighter_name[f] = s["name"]
                if s["seat"] in users:
                    fighter_user[f] = users[s["seat"]]
        return fighter_user, fighter_name, users

    def _member_token(self, table_id: int, asker: Asker) -> tuple[int, str] | None:
        for member in self.store.members(table_id):
            if member.platform == asker.platform and member.user_id == asker.user:
                return member.seat_id, self.service.token_for(table_id, member.seat_id)
        return None

    def _status(self, table_id: int | None, running: bool) -> str:
        if table_id is None:
            return say("ddc-chat-no-battle-yet", prefix=self.prefix)
        gm = self.store.gm_token(table_id)
        view = self.service.view(gm)
        text = f"```\n{self.service.view_text(gm)}\n```\n"
        if not running:
            fighter_user, names, _ = self._seats(table_id)
            won = winner_words(view, fighter_user, names)
            ended = won or say("ddc-chat-nobody-won")
            return text + say("ddc-chat-last-over", winner=ended, prefix=self.prefix)
        return text + self._next_line(table_id, view)[0]

    def _history(self, table_id: int | None, command: Command) -> str:
        if table_id is None:
            return say("ddc-chat-no-history")
        events = self.service.view(self.store.gm_token(table_id))["events"]
        lines = [e["text"] for e in events if e.get("kind") not in ("turn_ended", "round_started")]
        pages = max(1, -(-len(lines) // HISTORY_PAGE))
        page = 1
        if command.args:
            word = command.args[0]
            if not word.isdigit() or not 1 <= int(word) <= pages:
                raise ChatError(say("ddc-chat-history-pages", pages=str(pages)))
            page = int(word)
        chunk = lines[(page - 1) * HISTORY_PAGE : page * HISTORY_PAGE]
        head = (
            say("ddc-chat-history-more", page=str(page), pages=str(pages), prefix=self.prefix)
            if page < pages
            else say("ddc-chat-history", page=str(page), pages=str(pages))
        )
        return head + "\n" + "\n".join(chunk)

    def _abandon(self, table_id: int, asker: Asker) -> str:
        gm = self.store.gm_token(table_id)
        if asker.moderator:
            self.service.end(gm)
            who = chat_text(asker.display)
            return say("ddc-chat-moderator-ends", who=who, next=self._next_one)
        view = self.service.view(gm)
        alive = {f["name"] for f in view["battle"]["fighters"] if f["alive"]}
        fighter_user, _, _ = self._seats(table_id)
        mine = [f for f, u in fighter_user.items() if u == asker.user]
        if not mine:
            raise ChatError(say("ddc-chat-only-players-end"))
        if not any(f in alive for f in mine):
            raise ChatError(say("ddc-chat-knocked-out-end"))
        me = next(m for m in self.store.members(table_id) if m.user_id == asker.user)
        self.store.vote_end(me.seat_id)
        standing = {u for f, u in fighter_user.items() if f in alive}
        voted = {m.user_id for m in self.store.members(table_id) if m.vote_end}
        missing = standing - voted
        if missing:
            _, names, _ = self._seats(table_id)
            waiting = sorted({chat_text(names[f]) for f, u in fighter_user.items() if u in missing})
            return say(
                "ddc-chat-asks-to-end", who=chat_text(asker.display), waiting=", ".join(waiting)
            )
        self.service.end(gm)
        return say("ddc-chat-everyone-asked", next=self._next_one)

    def _moves(self, table_id: int, asker: Asker) -> Reply:
        found = self._member_token(table_id, asker)
        if found is None:
            raise ChatError(say("ddc-chat-not-in-battle"))
        view = self.service.view(found[1])
        pending = view["pending"]
        if not pending or "options" not in pending:
            gm_view = self.service.view(self.store.gm_token(table_id))
            return Reply(say("ddc-chat-not-your-turn", line=self._next_line(table_id, gm_view)[0]))
        options = pending["options"]
        attacks = [o for o in options if o.get("action") == "attack"]
        kinds = sorted({o["action"] for o in options} - {"attack", "move", "charge"})
        moves = sum(1 for o in options if o.get("action") == "move")
        charges = sum(1 for o in options if o.get("action") == "charge")
        parts = [
            f"{self.prefix}attack {o['move'].replace(' ', '')} @{o['target']}" for o in attacks
        ]
        if moves:
            parts.append(
                say("ddc-chat-move-squares", prefix=self.prefix, n=moves, count=str(moves))
            )
        if charges:
            parts.append(
                say("ddc-chat-charge-squares", prefix=self.prefix, n=charges, count=str(charges))
            )
        parts += [f"{self.prefix}{k}" for k in kinds]
        return Reply(say("ddc-chat-now", parts=", ".join(parts)), buttons=self._buttons(options))

    def _buttons(self, options: list[dict[str, Any]]) -> tuple[Button, ...]:
        out = []
        for o in options:
            if o.get("action") == "attack":
                command = f"{self.prefix}attack {o['move'].replace(' ', '')} @{o['target']}"
                out.append(Button(o["label"], command, "primary", "attack"))
            elif o.get("action") == "defend":  # as its label says: guard, and end the turn
                out.append(Button(o["label"], f"{self.prefix}defend end", "secondary"))
            elif o.get("action") in ("end", "digivolve", "form"):
                out.append(Button(o["label"], f"{self.prefix}{o['key']}", "secondary"))
        return tuple(out[:25])

    def _act(self, table_id: int, asker: Asker, m: Incoming, command: Command) -> list[Reply]:
        found = self._member_token(table_id, asker)
        if found is None:
            _, names, _ = self._seats(table_id)
            players = ", ".join(sorted({chat_text(n) for n in names.values()}))
            raise ChatError(say("ddc-chat-only-players-act", players=players))
        _, token = found
        view = self.service.view(token)
        pending = view["pending"]
        if pending is None or "options" not in pending:
            gm_view = self.service.view(self.store.gm_token(table_id))
            raise ChatError(
                say("ddc-chat-not-your-turn-now", line=self._next_line(table_id, gm_view)[0])
            )
        fighter_user, fighter_name, _ = self._seats(table_id)
        key = action_key(view, command, self.prefix, fighter_user, fighter_name)
        before = len(self.service.view(self.store.gm_token(table_id))["events"])
        if m.said and key in {o["key"] for o in pending["options"]}:
            self._keep_words(token, m.said)
            pending = self.service.view(token)["pending"]  # a note moves the table on
        self.service.answer(token, pending["decision_id"], key)
        if command.name == "defend" and command.args:  # ``defend end``: guard, end the turn
            seen = self.service.view(token)
            after, turn = seen["pending"], (seen.get("battle") or {}).get("turn") or {}
            if (
                after is not None
                and after.get("actor") == pending["actor"]
                and turn.get("mode") == "defend"
            ):
                self.service.answer(token, after["decision_id"], "end")
        return [self._report(table_id, before)]

    def _keep_words(self, token: str, said: str) -> None:
        """The post's prose, in the table's log as a note of the player's seat (before the
        action it goes with); a table that takes no notes from players keeps none."""
        try:
            self.service.note(token, one_line(" ".join(said.split()), NOTE_MAX))
        except TenkaichiError:
            log.info("a post's words were not kept as a note")

    # --- replies ---------------------------------------------------------------------------

    def _report(self, table_id: int, before: int, header: str = "") -> Reply:
        gm = self.store.gm_token(table_id)
        view = self.service.view(gm)
        skip = ("turn_ended", "round_started")
        lines = [e["text"] for e in view["events"][before:] if e.get("kind") not in skip]
        line, ping = self._next_line(table_id, view)
        text = "\n".join([*([header] if header else []), *lines, line])
        return Reply(text, ping=ping)

    def _next_line(self, table_id: int, view: dict[str, Any]) -> tuple[str, tuple[str, ...]]:
        fighter_user, fighter_name, _ = self._seats(table_id)
        if view["status"] == "over":
            won = winner_words(view, fighter_user, fighter_name)
            over = say("ddc-chat-over-won", winner=won) if won else say("ddc-chat-over")
            return over, ()
        battle = view["battle"]
        actor = battle["actor"] if battle else ""
        who = chat_text(fighter_name.get(actor, ""))
        user = fighter_user.get(actor)
        turn = say(
            "ddc-text-turn",
            round=str(battle["round"]),
            name=actor,
            turn=turn_words(battle.get("turn")),
        )
        if user is None:
            return say("ddc-chat-turn-of", turn=turn, who=who), ()
        return say("ddc-chat-your-move", turn=turn, who=who), (user,)


__all__ = ["MAX_REPLY", "DdcChat", "clip"]
