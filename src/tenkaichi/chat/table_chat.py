"""A DBU fight or a Tournament of Power game in a chat channel, as a front-end of the table
service: ``!fight ...`` (DBU) or ``!top ...`` (ToP), one open table per channel and game.

Whoever opens a table hosts it; the front-end holds the table's game-master seat for the
channel (like :mod:`tenkaichi.chat.ddc_chat`), the channel reads the game through a spectator
seat of its own (so a secret never reaches a channel reply), and each chat user who joins holds
a player seat for one side (:mod:`tenkaichi.chat.store` maps users to seats). Bots are bot
seats answered by the service. Before ``start`` the table is in its lobby: anyone may join or
leave; bots in and out and the start belong to the host, the table's players and the channel's
moderators; the host or a moderator ends a table. At a DBU table they are its game master too:
``!gm ...`` rulings, notes and rolls (:mod:`tenkaichi.chat.table_chat_gm`); players write notes
and roll with ``!fight note`` and ``!fight roll`` when the table lets them.

When a person must answer, the reply pings them and offers the choices as buttons whose command
names the decision (``!fight choose 12 3``), each with its cost and odds; a secret decision's
choices, and the line confirming the choice, go privately to the player
(:mod:`tenkaichi.chat.table_chat_options`), and it is answered only privately. ``choose`` takes
a number or a choice's words, and several answers in one post
(:mod:`tenkaichi.chat.table_chat_choose`); the prose of a seated player's post is kept in the
log as their character's words (:mod:`tenkaichi.chat.table_chat_words`). A refusal is one
line and changes nothing (a refusal of a private message goes privately); nothing a person
typed is shown unescaped.

A player may also send a command to the bot directly (a DM, no table there): it goes to the
one open table that seats them, and the table's news it makes ("Ann has chosen.", the events,
the next player's ping) is addressed to that table's channel (``Reply.channel``), not to the
DM; what only reads the table (``status``, ``history``, ``options``) is answered in the DM.
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any, get_args

from tenkaichi.chat.ddc_commands import ChatError
from tenkaichi.chat.ddc_lobby import Asker
from tenkaichi.chat.messages import CommandSpec, Incoming, Reply
from tenkaichi.chat.store import Channel, ChatStore
from tenkaichi.chat.table_chat_choose import ChooseMixin, seated_channels
from tenkaichi.chat.table_chat_commands import Sub, parse, seed_of, usage_lines, whole
from tenkaichi.chat.table_chat_gm import GM_SPEC, GmMixin
from tenkaichi.chat.table_chat_gm_commands import GM_WORD, gm_usage, parse_gm
from tenkaichi.chat.table_chat_lobby import LobbyMixin, game_title
from tenkaichi.chat.table_chat_view import MAX_REPLY
from tenkaichi.chat.table_chat_words import Speaker, keep_words, speaker
from tenkaichi.chat.texts import text
from tenkaichi.cli.serve_cmd import default_data
from tenkaichi.dice.rng import MAX_SEED
from tenkaichi.errors import TenkaichiError
from tenkaichi.i18n import Msg
from tenkaichi.table.games import rules_of
from tenkaichi.table.service import TableService
from tenkaichi.table.store import TableError
from tenkaichi.table.web_create import TableForm, line
from tenkaichi.text import NAME_MAX, chat_text, no_mentions, one_line
from tenkaichi.top.settings import TopSettings

log = logging.getLogger(__name__)

MAX_ID = 100
OPEN = ("lobby", "running", "paused")


class TableChat(LobbyMixin, GmMixin, ChooseMixin):
    """DBU (``game="dbu"``) or Tournament of Power (``game="top"``) tables in chat channels,
    answering ``<prefix><word> ...`` (see the module docstring). ``data``: the folder of
    example encounters (the source checkout's ``examples`` by default); ``top_settings``: the
    Tournament of Power settings of every table opened here (``{"turns": 5}``: a short game)."""

    def __init__(
        self,
        service: TableService,
        game: str,
        word: str,
        prefix: str = "!",
        *,
        data: Path | None = None,
        top_settings: Mapping[str, Any] | None = None,
        new_seed: Callable[[], int] | None = None,
    ) -> None:
        self.rules = rules_of(game)
        if game not in ("dbu", "top"):
            raise TenkaichiError(f"chat tables play dbu or top, not {game!r:.20}")
        self.service = service
        self.store = ChatStore(service)
        self.game = game
        self.word = word.lower()
        self.prefix = prefix
        self.form = TableForm(service, data if data is not None else default_data())
        self.top_settings = dict(top_settings or {})
        self.new_seed = new_seed or (lambda: secrets.randbelow(MAX_SEED + 1))

    @property
    def cmd(self) -> str:
        return f"{self.prefix}{self.word}"

    @property
    def title(self) -> str:
        """The game's name in the reader's language."""
        return game_title(self.game)

    def commands(self) -> list[CommandSpec]:
        what = Msg.of(
            "chat-table-spec", game=Msg.of(f"chat-game-{self.game}"), help=f"{self.word} help"
        )
        return [
            CommandSpec(self.word, what, (("command", Msg.of("chat-table-spec-command"), False),)),
            *([GM_SPEC] if self.game == "dbu" else []),
        ]

    # --- entry point ---------------------------------------------------------------------

    def handle(self, message: Incoming) -> list[Reply]:
        """The replies to ``message``; a refusal of a private message goes privately. The
        words of the post a seated player's command came in are kept in the table's log
        once the command is done, unless the post was private
        (:mod:`tenkaichi.chat.table_chat_words`)."""
        only = message.author.id if message.private else None
        try:
            sub = parse(message.text, self.prefix, self.word)
            if sub is None and self.game == "dbu":
                sub = parse_gm(message.text, self.prefix)
            if sub is None or message.author.bot:
                return []
            if not 1 <= len(message.channel) <= MAX_ID or not message.channel.isprintable():
                raise ChatError(text("chat-table-channel-ids", most=str(MAX_ID)))
            if not 1 <= len(message.author.id) <= MAX_ID:
                raise ChatError(text("chat-table-player-ids", most=str(MAX_ID)))
            said = message.said.strip() and not message.private  # a private post stays so
            words = self._speaker(message) if said else None
            replies = self._run(message, sub)
            if words is not None and not any(r.error for r in replies):
                keep_words(self.service, words, message.said)
        except ChatError as refusal:
            replies = [Reply(str(refusal), error=True, private_to=only)]
        except TenkaichiError as error:
            replies = [Reply(sorry(str(error)), error=True, private_to=only)]
        except Exception:  # a fault of ours (a database gone, a bug): one line, no details
            log.exception("a %s chat command failed", self.game)
            replies = [Reply(text("chat-server-fault"), error=True, private_to=only)]
        return [replace(r, text=fit(no_mentions(r.text))) for r in replies]

    @staticmethod
    def _asker(m: Incoming) -> Asker:
        plain = one_line(m.author.name.strip(), NAME_MAX) or one_line(m.author.id, NAME_MAX)
        return Asker(m.platform, m.author.id, plain, m.author.moderator)

    def _channel(self, m: Incoming) -> Channel:
        """The channel's row; for a private message (a DM to the bot, a forum's private
        message) from where no table is open, the one channel whose open table seats its
        author."""
        ch = self.store.channel(m.platform, m.channel, self.game)
        if ch.table_id is not None or not m.private:
            return ch
        seated = [
            found
            for name in seated_channels(self.store, m.platform, m.author.id, self.game)
            if (found := self.store.channel(m.platform, name, self.game)).table_id is not None
            and self._status_of(found) in OPEN
        ]
        if len(seated) > 1:
            raise ChatError(text("chat-table-several"))
        return seated[0] if seated else ch

    def _speaker(self, m: Incoming) -> Speaker | None:
        """Who a post's words are said by: the character of the author's seat, if any."""
        ch = self._channel(m)
        if ch.table_id is None:
            return None
        seat = self._member(ch.table_id, self._asker(m))
        if seat is None:
            return None
        return speaker(self.service, self.service.token_for(ch.table_id, seat))

    def _run(self, m: Incoming, sub: Sub) -> list[Reply]:
        asker = self._asker(m)
        if sub.name == "help":
            lines = usage_lines(self.prefix, self.word, self.game, self.rules.bot_kinds)
            head = text("chat-table-help", game=self.title)
            return [Reply(head + "\n" + "\n".join(lines))]
        if sub.name == GM_WORD and " ".join(sub.args[:1]).lower() in ("", "help"):
            return [Reply(gm_usage(self.prefix))]
        ch = (
            self._channel(m)
            if sub.name != "new"
            else self.store.channel(m.platform, m.channel, self.game)
        )
        replies = self._at(m, sub, asker, ch)
        if ch.channel == m.channel or _asks(sub):
            return replies
        # answered from a direct message: the table's news goes to the table's channel
        return [r if r.private_to is not None else replace(r, channel=ch.channel) for r in replies]

    def _at(self, m: Incoming, sub: Sub, asker: Asker, ch: Channel) -> list[Reply]:
        """``sub`` at the table of ``ch`` (its replies as though said there)."""
        status = self._status_of(ch)
        if sub.name == "new":
            if status in OPEN:
                raise ChatError(
                    text(
                        "chat-table-already-open",
                        status=f"{self.cmd} status",
                        end=f"{self.cmd} end",
                    )
                )
            return [self._opening(m, ch, asker, sub.args)]
        if status is None or ch.table_id is None:
            raise ChatError(text("chat-table-none", new=f"{self.cmd} new"))
        table = ch.table_id
        if sub.name == "history":
            return [Reply(self._history(table, sub.args))]
        if sub.name == "status":
            return self._status(table, asker)
        if status == "over":
            raise ChatError(text("chat-table-over", new=f"{self.cmd} new"))
        if sub.name == "end":
            return [Reply(self._end(ch, table, asker))]
        if sub.name == GM_WORD:
            return self._gm(ch, table, asker, sub.args, private=m.private)
        if sub.name in ("note", "roll"):
            return self._player_says(table, asker, sub)
        if sub.name in ("join", "bot", "unbot", "leave", "start"):
            if status != "lobby":
                raise ChatError(text("chat-table-started", status=f"{self.cmd} status"))
            return self._lobby(ch, table, asker, sub)
        if sub.name == "react" and self.game == "dbu":
            return [self._react(table, asker, sub)]
        if status != "running":
            why = "chat-table-not-started" if status == "lobby" else "chat-table-paused"
            raise ChatError(text(why))
        if sub.name == "options":
            return [self._options(table, asker, sub.args)]
        if sub.name in ("react", "pass"):
            return [self._react(table, asker, sub)]
        return self._choose(table, asker, sub.args, private=m.private)

    def _status_of(self, ch: Channel) -> str | None:
        if ch.table_id is None:
            return None
        try:
            return str(self.service.view(self.store.gm_token(ch.table_id))["status"])
        except TableError:  # the table's log no longer replays (a damaged database)
            log.warning("channel %s set aside its damaged table %s", ch.channel[:40], ch.table_id)
            self.store.set_aside(ch)
            raise ChatError(text("chat-table-damaged", new=f"{self.cmd} new")) from None

    # --- opening and ending ----------------------------------------------------------------

    def _new(self, ch: Channel, asker: Asker, args: tuple[str, ...]) -> Reply:
        if self.game == "dbu":
            examples = self.form.examples()
            if not args:
                names = ", ".join(examples) or text("chat-table-no-examples")
                return Reply(text("chat-table-examples", names=names, new=f"{self.cmd} new"))
            if len(args) > 2:
                raise ChatError(text("chat-usage-new-example", cmd=self.cmd))
            found = {n.casefold(): n for n in examples}.get(args[0].casefold())
            if found is None:
                raise ChatError(no_example(args[0], examples))
            try:
                setup: Any = self.form.setup_from_example(found)
            except TenkaichiError as error:  # told without this server's folders
                raise ChatError(sorry(line(error))) from None
            what = text("chat-table-what-example", encounter=found)
        else:
            if len(args) > 3:
                raise ChatError(text("chat-usage-new-top", cmd=self.cmd, rounds=rounds_words()))
            players = whole(args[0], text("chat-what-players"), 2, 6) if args else 4
            settings = dict(self.top_settings)
            if len(args) > 1:
                settings["turns"] = rounds_of(args[1])
            setup = {"players": players, "settings": settings}
            rounds = int(settings.get("turns", DEFAULT_ROUNDS))
            what = text("chat-table-what-top", players=str(players), n=rounds, rounds=str(rounds))
        chosen = len(args) == (2 if self.game == "dbu" else 3)  # a typed seed: for replays
        seed = seed_of(args[-1]) if chosen else self.new_seed()
        self._open_table(ch, asker, setup, seed)
        by_side: dict[str, list[str]] = {}
        for fighter, side in self.rules.sides(self.rules.parse_setup(setup, "setup")).items():
            by_side.setdefault(side, []).append(fighter)
        sides = "; ".join(
            side if [side] == names else f"{side} ({', '.join(names)})"
            for side, names in by_side.items()
        )
        typed = " " + text("chat-table-seed-chosen", seed=str(seed)) if chosen else ""
        return Reply(
            "\n".join(
                [
                    text(
                        "chat-table-opens",
                        who=chat_text(asker.display),
                        game=self.title,
                        what=what,
                        note=typed,
                    ),
                    text("chat-table-sides", sides=sides),
                    text(
                        "chat-table-opens-how",
                        join=f"{self.cmd} join",
                        bot=f"{self.cmd} bot",
                        start=f"{self.cmd} start",
                    ),
                ]
            )
        )

    def _end(self, ch: Channel, table: int, asker: Asker) -> str:
        if not (asker.moderator or self._host(ch) == asker.user):
            raise ChatError(text("chat-table-end-who"))
        self.service.end(self.store.gm_token(table))
        return text("chat-table-ended", who=chat_text(asker.display), new=f"{self.cmd} new")

    @staticmethod
    def _host(ch: Channel) -> str:
        return str(ch.lobby[0].get("host", "")) if ch.lobby else ""

    # --- reactions ---------------------------------------------------------------------------

    def _react(self, table: int, asker: Asker, sub: Sub) -> Reply:
        """``react``: the seat's reaction policies, or set one for every fighter it plays
        (``react intervene never``, ``react defence always dodge``); ``pass``: let the
        reaction asked now pass for the rest of this turn."""
        if self.game != "dbu":
            raise ChatError(text("chat-table-asks-all", game=self.title))
        seat = self._member(table, asker)
        if seat is None:
            raise ChatError(text("chat-table-not-playing"))
        token = self.service.token_for(table, seat)
        view = self.service.view(token)
        policies = view.get("policies") or {}
        families = policies.get("families", [])
        if sub.name == "pass":
            pending = view["pending"] or {}
            family = next((f for f in families if f["id"] == pending.get("family")), None)
            if family is None or not family["can_decline"]:
                raise ChatError(text("chat-react-nothing-to-pass"))
            self.service.set_policy(token, pending["actor"], family["id"], "never", this_turn=True)
            return Reply(
                text("chat-react-passes", who=chat_text(asker.display), family=family["name"])
            )
        if not sub.args:
            return Reply(policy_lines(policies, self.cmd), private_to=asker.user)
        if len(sub.args) not in (2, 3):
            raise ChatError(text("chat-usage-react", cmd=self.cmd))
        family_word, mode = sub.args[0].lower(), sub.args[1].lower()
        answer = sub.args[2].lower() if len(sub.args) == 3 else ""
        self.service.set_policy(token, "*", family_word, mode, answer)
        done = f"{family_word} {mode} {answer}".strip()
        return Reply(text("chat-react-set", policy=done), private_to=asker.user)


QUERIES = frozenset({"status", "history", "options"})
"""Commands that only read the table: answered where they were asked, even from afar."""


def _asks(sub: Sub) -> bool:
    """``sub`` only reads the table (its answer goes back to whoever asked, wherever)."""
    if sub.name == GM_WORD:
        return " ".join(sub.args[:1]).lower() in QUERIES
    return sub.name in QUERIES


def policy_lines(policies: dict[str, Any], cmd: str) -> str:
    """A seat's reaction policies as a chat reply."""
    set_now = {(p["fighter"], p["family"]): p for p in policies.get("set", [])}
    lines = [text("chat-react-head", fighters=", ".join(policies.get("fighters", [])))]
    for fam in policies.get("families", []):
        p = set_now.get(("*", fam["id"]))
        now = "ask" if p is None else p["mode"] + (f" {p['answer']}" if p["answer"] else "")
        answers = "|".join(a["id"] for a in fam["answers"])
        modes = (
            "ask"
            + ("|never" if fam["can_decline"] else "")
            + (f"|always {answers}" if answers else "")
        )
        lines.append(f"{fam['id']}: {now} ({fam['name']}, {fam['when']}; {modes})")
    lines.append(text("chat-react-change", cmd=cmd))
    return "\n".join(lines)


ROUND_CHOICES: tuple[int, ...] = tuple(get_args(TopSettings.model_fields["turns"].annotation))
"""The lengths a Tournament of Power game may have, in rounds (seed 002: 5 or 10)."""
DEFAULT_ROUNDS = int(TopSettings.model_fields["turns"].default)


def rounds_words() -> str:
    """The lengths a game may have, as a reply lists them (``5 or 10``)."""
    if len(ROUND_CHOICES) == 1:
        return str(ROUND_CHOICES[0])
    first = ", ".join(str(n) for n in ROUND_CHOICES[:-1])
    return text("chat-or", first=first, last=str(ROUND_CHOICES[-1]))


def rounds_of(word: str) -> int:
    """A typed number of rounds, or one line naming the lengths a game may have."""
    if not (word.isascii() and word.isdigit() and int(word) in ROUND_CHOICES):
        raise ChatError(text("chat-table-rounds", rounds=rounds_words(), typed=chat_text(word, 24)))
    return int(word)


def sorry(problem: str) -> str:
    """A refusal the engine or the table service gave (its words quoted, escaped)."""
    return text("chat-sorry", problem=chat_text(problem, 300))


def no_example(typed: str, examples: Mapping[str, Any] | list[str]) -> str:
    """The refusal of an example encounter there is not."""
    return text("chat-table-no-example", typed=chat_text(typed, 40), examples=", ".join(examples))


def fit(text: str) -> str:
    if len(text) <= MAX_REPLY:
        return text
    return text[: MAX_REPLY - 1] + "…"


__all__ = ["TableChat", "fit", "game_title", "no_example", "rounds_words", "sorry"]
