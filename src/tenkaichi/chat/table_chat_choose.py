"""Answering at a chat table: ``options`` lists the choices of the decision asked now,
``choose`` answers it, by number or by words, and may answer the decisions that follow it in
the same post (``!fight choose Kamehameha, no modifier, 2``).

**A post is a turn.** The answers of one ``choose`` go to successive decisions while the same
seat is the one asked; the first that does not fit stops the run, and one line says what was
not applied (:mod:`tenkaichi.chat.table_chat_answers` reads the answers).

**Secrets are answered privately.** A secret decision (a Duel's Ki Wager, a Tournament of
Power card choice) is taken only from a message nobody else saw (``Incoming.private``: a DM to
the bot, a forum's private message, a button under a message only its player sees). Typed in
the channel it is refused in one line that quotes nothing of what was typed, and nothing is
chosen; reached in the middle of a run of answers, it stops the run. The channel is told only
"<name> has chosen."; the choice is confirmed to its player alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import sqlalchemy as sa

from tenkaichi.chat.ddc_commands import ChatError
from tenkaichi.chat.ddc_lobby import Asker
from tenkaichi.chat.messages import Reply
from tenkaichi.chat.store import ChatStore
from tenkaichi.chat.table_chat_answers import Option, declines, names_any, pick, split_answers
from tenkaichi.chat.table_chat_commands import page_of, whole
from tenkaichi.chat.table_chat_gm_commands import GM_WORD
from tenkaichi.chat.table_chat_options import Choices, buttons, choices_of, listing
from tenkaichi.chat.table_chat_view import MAX_REPLY, PAGE, ViewMixin
from tenkaichi.chat.texts import text
from tenkaichi.table.store import CHANNELS, MEMBERS, TableError
from tenkaichi.text import chat_text

SECRET = "chat-choose-secret"
"""How the channel's line names a secret answer among others (a message)."""


class ChooseMixin(ViewMixin):
    """``options`` and ``choose`` of :class:`~tenkaichi.chat.table_chat.TableChat`."""

    prefix: str
    word: str

    if TYPE_CHECKING:

        def _gm_choices(self, table: int) -> tuple[str, Choices]: ...

    def _mine(
        self, table: int, asker: Asker, gm: bool = False, details: bool = True
    ) -> tuple[str, Choices]:
        """The seat's token and the choices it must make now (``gm``: the game master's;
        ``details`` off: without costs and odds, to answer)."""
        if gm:
            return self._gm_choices(table)
        seat = self._member(table, asker)
        if seat is None:
            raise ChatError(text("chat-table-not-playing"))
        token = self.service.token_for(table, seat)
        choices = choices_of(self.service, self.game, token, details=details)
        if choices is None:
            turn = self._turn_line(table)[0].splitlines()[0]
            raise ChatError(text("chat-choose-not-your-turn", turn=turn))
        return token, choices

    def _options(self, table: int, asker: Asker, args: tuple[str, ...], gm: bool = False) -> Reply:
        _, choices = self._mine(table, asker, gm)
        room = MAX_REPLY - len(choices.prompt) - sum(len(n) + 1 for n in choices.notes) - 40
        pages = paged(listing(choices), room)
        page = page_of(args, len(pages), "choices") if args else 1
        head = text(
            "chat-choose-page", prompt=choices.prompt, page=str(page), pages=str(len(pages))
        )
        shown = "\n".join([head, *choices.notes, *pages[page - 1]])
        keys = buttons(choices, f"{self.prefix}{GM_WORD if gm else self.word} choose")
        return Reply(shown, private_to=asker.user if choices.secret else None, buttons=keys)

    def _choose(
        self,
        table: int,
        asker: Asker,
        args: tuple[str, ...],
        gm: bool = False,
        private: bool = False,
    ) -> list[Reply]:
        """``choose [decision] <number>`` (a button's) or ``choose <answer>[, <answer>...]``;
        ``private``: the message was seen by nobody else (see the module docstring)."""
        token, choices = self._mine(table, asker, gm, details=False)
        cmd = f"{self.prefix}{GM_WORD}" if gm else self.cmd
        answers = self._answers(choices, args, cmd)
        before = len(self._events(table))
        made: list[tuple[str, bool]] = []
        stop = ""
        at = 0
        while at < len(answers):
            if made:
                now = choices_of(self.service, self.game, token, details=False)
                if now is None:
                    stop = text("chat-choose-stop-turn", more=_more(answers, at))
                    break
                choices = now
            if choices.secret and not private:
                if not made:
                    raise ChatError(self._secret_refusal(cmd))
                stop = text(
                    "chat-choose-stop-secret", more=_more(answers, at), how=self._how_privately(cmd)
                )
                break
            if (
                len(answers) > 1
                and declines(answers[at])
                and not names_any(_options_of(choices), answers[at])
            ):
                at += 1  # "no modifier" when no Modifier Maneuver is asked: nothing to decline
                continue
            try:
                option, used = pick(_options_of(choices), answers, at, choices.count)
                index = choices.index_of(option.number)
                label = option.label or self._label(token, index)
                self.service.answer(token, choices.decision_id, index)
            except ChatError as refusal:
                if not made:
                    raise
                stop = text("chat-choose-not-applied", why=str(refusal))
                break
            except TableError:
                again = text("chat-choose-meanwhile", status=f"{self.cmd} status")
                if not made:
                    raise ChatError(again) from None
                stop = f"{_more(answers, at)}: {again}"
                break
            made.append((label, choices.secret))
            at += used
        if not made:  # every answer declined a question the game does not ask now
            raise ChatError(
                text(
                    "chat-choose-none-matches",
                    typed=chat_text(", ".join(answers), 60),
                    options=f"{cmd} options",
                )
            )
        return self._chosen(table, asker, before, made, stop, private)

    def _answers(self, choices: Choices, args: tuple[str, ...], cmd: str) -> list[str]:
        """The answers of a ``choose``: a button's ``<decision> <number>`` (refused when the
        decision is not the one asked now), else the answers of the post."""
        if not args:
            raise ChatError(text("chat-usage-choose-short", cmd=cmd))
        if len(args) == 2 and all(a.isascii() and a.isdigit() for a in args):
            decision = whole(args[0], text("chat-what-decision"), 0, 10**9)
            if decision != choices.decision_id:
                raise ChatError(text("chat-choose-moved-on", options=f"{cmd} options"))
            return [args[1]]
        return split_answers(" ".join(args))

    def _label(self, token: str, index: int) -> str:
        """The label of an option the listing shows once for several equal plays."""
        pending = self.service.view(token)["pending"] or {}
        options = pending.get("options") or []
        return next((str(o["label"]) for o in options if int(o["number"]) == index), "")

    def _chosen(
        self,
        table: int,
        asker: Asker,
        before: int,
        made: list[tuple[str, bool]],
        stop: str,
        private: bool,
    ) -> list[Reply]:
        """What the channel is told of the answers ``made`` (a secret one never named); the
        secret ones confirmed privately; the line saying what was not applied, privately when
        the answers came privately (it may quote them)."""
        who = chat_text(asker.display)
        if all(secret for _, secret in made):
            header = text("chat-choose-has-chosen", who=who)
        else:
            hidden = text(SECRET)
            header = f"{who}: " + "; ".join(hidden if s else label for label, s in made)
        if stop and not private:
            header = f"{header}\n{stop}"
        secrets = [label for label, secret in made if secret]
        mine = [text("chat-choose-secretly", choices="; ".join(secrets))] if secrets else []
        mine += [stop] if stop and private else []
        told = [Reply("\n".join(mine), private_to=asker.user)] if mine else []
        return [*told, *self._report(table, before, header)]

    def _how_privately(self, cmd: str) -> str:
        return text(
            "chat-choose-how-privately", options=f"{cmd} options", link=f"{self.prefix}link"
        )

    def _secret_refusal(self, cmd: str) -> str:
        return text("chat-choose-secret-refused", how=self._how_privately(cmd))


def paged(lines: list[str], room: int) -> list[list[str]]:
    """``lines`` in pages of at most :data:`PAGE` lines and ``room`` characters (at least one
    line a page, and one page)."""
    pages: list[list[str]] = [[]]
    size = 0
    for line in lines:
        if pages[-1] and (len(pages[-1]) >= PAGE or size + len(line) + 1 > room):
            pages.append([])
            size = 0
        pages[-1].append(line)
        size += len(line) + 1
    return pages


def _options_of(choices: Choices) -> list[Option]:
    return [Option(c.number, c.label, c.group) for c in choices.choices]


def _more(answers: list[str], at: int) -> str:
    left = len(answers) - at
    if left == 1:
        return text("chat-choose-last-answer")
    return text("chat-choose-last-answers", n=left, count=str(left))


def seated_channels(store: ChatStore, platform: str, user: str, game: str) -> list[str]:
    """The channels of ``platform`` whose ``game`` table seats ``user`` (for an answer sent
    to the bot directly, away from the table's channel)."""
    with store.engine.connect() as c:
        rows = c.execute(
            sa.select(CHANNELS.c.channel)
            .join(MEMBERS, MEMBERS.c.table_id == CHANNELS.c.table_id)
            .where(
                CHANNELS.c.platform == platform,
                CHANNELS.c.game == game,
                MEMBERS.c.platform == platform,
                MEMBERS.c.user_id == user,
            )
        ).scalars()
        return [str(channel) for channel in rows]


__all__ = ["ChooseMixin", "seated_channels"]
