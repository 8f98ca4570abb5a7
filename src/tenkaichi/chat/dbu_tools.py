"""The DBU session tools in chat: ``!roll`` (``!r``, ``!rr``), ``!odds``, ``!sheet``,
``!check``, ``!save``, ``!strike``, ``!dodge`` and ``!help``.

What a DBU group uses every session besides the fight itself, as a
:class:`~tenkaichi.chat.messages.ChatFrontend`: a message in, its replies out. Each command is
the CLI's own (``tenkaichi roll --markdown``, ``tenkaichi odds``, ``tenkaichi character
show``), or the fight's own roll of a saved character (:mod:`tenkaichi.chat.dbu_tools_checks`),
asked of the same engine functions with the same arguments, so a number in chat is the number
on the command line and at the table; this layer reads words and writes Markdown, and holds no
rule. Its one state is the character each user saved on a server
(:mod:`tenkaichi.chat.sheets_store`, when it is given a store).

- A message that is not one of these commands gets no reply (several front-ends may share a
  channel); one from a bot neither.
- Bad input gets one line naming what was wrong (a reply with ``error=True``), and nothing
  else happens (a roll refused draws no dice, a sheet refused is not saved). Messages are
  capped (:data:`MAX_COMMAND_CHARS`; a pasted sheet :data:`MAX_SHEET_CHARS`) before any
  parsing; the dice engine's own limits bound the work.
- A roll without a seed draws fresh dice and names its seed, so anyone can replay it; a roll
  with a seed the roller chose says so, since choosing a seed chooses the dice. A private roll
  (``private``, ``-p``) goes only to the roller; the channel is told a roll was made.
- Text a person typed reaches a reply only escaped (:func:`~tenkaichi.text.chat_text`), and no
  reply mentions anyone; every reply fits one Discord message.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from tenkaichi.chat.dbu_tools_args import Refusal, first_problem, read_words
from tenkaichi.chat.dbu_tools_checks import Sparring, plan, read_character_roll
from tenkaichi.chat.dbu_tools_checks_roll import roll, rolled_markdown
from tenkaichi.chat.dbu_tools_odds import ODDS_OPTIONS, compute, odds_markdown
from tenkaichi.chat.dbu_tools_odds import read_odds as read_odds_words
from tenkaichi.chat.dbu_tools_roll import (
    MAX_REPEATS,
    ROLL_OPTIONS,
    read_roll,
    roll_markdown,
    rolled,
)
from tenkaichi.chat.dbu_tools_saved import check_ids, mine, read_upload, saved_line, someone
from tenkaichi.chat.dbu_tools_sheet import (
    Examples,
    chosen_form,
    pasted_sheet,
    read_sheet_request,
    sheet_markdown,
    source_examples,
)
from tenkaichi.chat.messages import MAX_MESSAGE_CHARS, CommandSpec, Incoming, Reply
from tenkaichi.chat.sheets_store import Saved, SheetStore
from tenkaichi.chat.texts import text
from tenkaichi.errors import TenkaichiError
from tenkaichi.i18n import Msg, current
from tenkaichi.i18n.numbers import whole
from tenkaichi.text import chat_text, no_mentions

log = logging.getLogger(__name__)

MAX_COMMAND_CHARS = 200
"""The longest ``!roll``, ``!odds`` or ``!help`` message (a dice expression may be 500
characters in the CLI; nobody types that in chat)."""
MAX_SHEET_CHARS = 4_000
"""The longest ``!sheet`` message with a pasted sheet (Discord's longest message)."""
MAX_REFUSAL_CHARS = 400
MAX_NAME_CHARS = 40
"""The most characters of a display name a reply quotes."""
SOURCES = {
    "file": "chat-sheet-from-file",
    "pasted": "chat-sheet-from-pasted",
    "foundry": "chat-sheet-from-foundry",
    "example": "chat-sheet-from-example",
}
"""Where a saved sheet came from, as ``!sheet`` says it (a message id)."""
Handler = Callable[[Incoming, str], "str | list[Reply]"]


class DbuTools:
    """The DBU session tools of a channel (see the module).

    ``data`` is the folder of example characters, sheet files (default: the examples folder of
    a source checkout, if there is one); ``prefix`` starts every command; ``sheets`` keeps the
    character each user saves (without it, ``!sheet set`` and the rolls of a saved character
    are refused)."""

    def __init__(
        self, prefix: str = "!", data: Path | None = None, sheets: SheetStore | None = None
    ) -> None:
        if not 1 <= len(prefix) <= 5 or any(c.isspace() or c == "`" for c in prefix):
            raise TenkaichiError("a command prefix is 1 to 5 characters, no spaces or backticks")
        self.prefix = prefix
        self.examples = Examples(data if data is not None else source_examples())
        self.sheets = sheets
        self._handlers: dict[str, Handler] = {
            "roll": self._roll,
            "r": self._roll,
            "rr": self._rr,
            "odds": self._odds,
            "sheet": self._sheet,
            "help": self._help,
            **{name: self._character(name) for name in ("check", "save", "strike", "dodge")},
        }

    # --- ChatFrontend -------------------------------------------------------------------
    def handle(self, message: Incoming) -> list[Reply]:
        """The replies to one of the commands, none to anything else."""
        typed = message.text.lstrip()
        if message.author.bot or not typed.startswith(self.prefix):
            return []
        parts = typed[len(self.prefix) : len(self.prefix) + MAX_SHEET_CHARS + 1].split(None, 1)
        name = parts[0].lower() if parts else ""
        rest = parts[1] if len(parts) > 1 else ""
        if name not in self._handlers:
            return []
        private = message.author.id if message.interactive else None
        try:
            self._check_length(name, typed)
            out = self._handlers[name](message, rest)
        except TenkaichiError as error:
            reason = f"{self.prefix}{name}: {first_problem(str(error))}"
            return [Reply(chat_text(reason, MAX_REFUSAL_CHARS), private_to=private, error=True)]
        except Exception:  # a fault of ours (a database gone, a bug): one line, no details
            log.exception("a DBU tools command failed")
            return [Reply(text("chat-server-fault"), private_to=private, error=True)]
        if isinstance(out, str):
            public = None if name != "help" else private
            return [Reply(_cut(no_mentions(out), MAX_MESSAGE_CHARS), private_to=public)]
        return [replace(r, text=_cut(no_mentions(r.text), MAX_MESSAGE_CHARS)) for r in out]

    def aliases(self) -> list[str]:
        """Short forms the router finds inside a post (``!r`` for ``!roll``)."""
        return ["r"]

    def commands(self) -> list[CommandSpec]:
        """The commands for slash registration. An adapter sends a slash command as the
        command's name followed by its parameters' values in this order, separated by spaces
        (``!odds 1d10+ToP+4 vs 1d10+ToP+3 tier=2``), each value as typed."""
        tier = "tier=N base-tier=N proficient"
        against = ("against", Msg.of("chat-spec-against"), False)
        return [
            CommandSpec(
                "roll",
                Msg.of("chat-spec-roll"),
                (
                    ("dice", Msg.of("chat-spec-roll-dice"), True),
                    (
                        "options",
                        Msg.of("chat-spec-roll-options", options=f"{tier} seed=N private"),
                        False,
                    ),
                ),
            ),
            CommandSpec(
                "rr",
                Msg.of("chat-spec-rr"),
                (
                    ("count", Msg.of("chat-spec-rr-count", most=str(MAX_REPEATS)), True),
                    ("dice", Msg.of("chat-spec-rr-dice"), True),
                    ("options", f"{tier} seed=N private", False),
                ),
            ),
            CommandSpec(
                "odds",
                Msg.of("chat-spec-odds"),
                (
                    ("dice", Msg.of("chat-spec-odds-dice"), True),
                    ("against", Msg.of("chat-spec-odds-against"), False),
                    ("options", f"{tier} vs-tier=N samples=N seed=N", False),
                ),
            ),
            CommandSpec(
                "sheet",
                Msg.of("chat-spec-sheet"),
                (("character", Msg.of("chat-spec-sheet-character"), False),),
            ),
            CommandSpec(
                "check",
                Msg.of("chat-spec-check"),
                (("skill", Msg.of("chat-spec-check-skill"), True), against),
            ),
            CommandSpec(
                "save",
                Msg.of("chat-spec-save"),
                (("which", Msg.of("chat-spec-save-which"), True), against),
            ),
            CommandSpec(
                "strike",
                Msg.of("chat-spec-strike"),
                (("attack", Msg.of("chat-spec-strike-attack"), False), against),
            ),
            CommandSpec("dodge", Msg.of("chat-spec-dodge"), (against,)),
            CommandSpec("help", Msg.of("chat-spec-help")),
        ]

    # --- commands -----------------------------------------------------------------------
    def _check_length(self, name: str, typed: str) -> None:
        most = MAX_SHEET_CHARS if name == "sheet" and ("```" in typed or "{" in typed) else 0
        most = most or MAX_COMMAND_CHARS
        if len(typed) > most:
            raise Refusal(
                text(
                    "chat-tools-too-long",
                    size=whole(len(typed), current()),
                    most=whole(most, current()),
                )
            )

    def _help(self, message: Incoming, rest: str) -> str:
        p = self.prefix
        options = " ".join(f"[{option.usage()}]" for option in ROLL_OPTIONS)
        return "\n".join(
            [
                text("chat-tools-help-title"),
                text(
                    "chat-tools-help-roll",
                    roll=f"{p}roll",
                    options=options,
                    r=f"{p}r",
                    example=f"{p}r 1d10+ToP+5",
                ),
                text("chat-tools-help-rr", rr=f"{p}rr"),
                text(
                    "chat-tools-help-odds",
                    odds=f"{p}odds",
                    example=f"{p}odds 1d10+ToP+4 vs 1d10+ToP+3 tier=2",
                ),
                text("chat-tools-help-sheet-set", sheet=f"{p}sheet"),
                text(
                    "chat-tools-help-checks",
                    check=f"{p}check",
                    save=f"{p}save",
                    strike=f"{p}strike",
                    dodge=f"{p}dodge",
                ),
                text("chat-tools-help-sheet", sheet=f"{p}sheet", fight=f"{p}fight new saved"),
                text("chat-tools-help-help", help=f"{p}help"),
            ]
        )

    def _roll(self, message: Incoming, rest: str) -> str | list[Reply]:
        return self._rolled(message, rest, repeated=False)

    def _rr(self, message: Incoming, rest: str) -> str | list[Reply]:
        return self._rolled(message, rest, repeated=True)

    def _rolled(self, message: Incoming, rest: str, *, repeated: bool) -> str | list[Reply]:
        request = read_roll(rest, self.prefix, repeated=repeated)
        who = chat_text(message.author.name, MAX_NAME_CHARS)
        shown = roll_markdown(request, rolled(request), who, self.prefix)
        if request.private:
            return self._private(message, shown, text("chat-tools-rolled-privately", who=who))
        return shown

    def _private(self, message: Incoming, shown: str, public: str) -> list[Reply]:
        """``shown`` for the author alone, and one line for the channel (none in a message
        nobody else saw)."""
        mine_only = Reply(shown, private_to=message.author.id)
        return [mine_only] if message.private else [mine_only, Reply(public)]

    def _odds(self, message: Incoming, rest: str) -> str:
        request = read_odds_words(read_words(rest.split(), ODDS_OPTIONS))
        return odds_markdown(compute(request))

    # --- saved characters ------------------------------------------------------------------
    def _store(self) -> SheetStore:
        if self.sheets is None:
            raise Refusal(text("chat-tools-no-store"))
        return self.sheets

    def _character(self, command: str) -> Handler:
        def handler(message: Incoming, rest: str) -> str | list[Reply]:
            request = read_character_roll(command, rest)
            saved = mine(self._store(), message, self.prefix)
            sparring = Sparring(saved.sheet, request.form)
            planned = plan(sparring, request)
            made = roll(sparring, planned, request)
            who = chat_text(message.author.name, MAX_NAME_CHARS)
            again = f"{self.prefix}{command}" + (f" {request.name}" if request.name else "")
            again += f" in {request.form}" if request.form else ""
            if request.target is not None:
                again += f" vs {request.target}"
            elif request.difficulty is not None:
                again += f" vs {request.difficulty}"
            again = "".join(c for c in f"{again} seed={made.seed}" if c not in "`\n")[:300]
            seed = str(made.seed)
            if request.seed is not None:
                note = text("chat-tools-seed-chosen", who=who, seed=seed, again=again)
            else:
                note = text("chat-tools-seed-fresh", who=who, seed=seed, again=again)
            shown = "\n".join([*rolled_markdown(sparring, planned, request, made), note])
            if request.private:
                character = chat_text(saved.sheet.name)
                public = text("chat-tools-rolled-for-privately", who=who, character=character)
                return self._private(message, shown, public)
            return shown

        return handler

    def _sheet(self, message: Incoming, rest: str) -> str:
        words = rest.split()
        first = words[0].lower() if words else ""
        if first in ("set", "clear"):
            store = self._store()
            if first == "clear":
                if len(words) > 1:
                    raise Refusal(text("chat-sheet-clear-alone", cmd=f"{self.prefix}sheet clear"))
                if not store.clear(message.platform, message.server, message.author.id):
                    raise Refusal(text("chat-sheet-none-here"))
                who = chat_text(message.author.name, MAX_NAME_CHARS)
                return text("chat-sheet-forgotten", who=who)
            check_ids(message)
            upload = read_upload(message, rest.lstrip()[len(words[0]) :], self.examples)
            store.save(
                message.platform,
                message.server,
                message.author.id,
                message.author.name,
                upload.sheet,
                upload.source,
            )
            return saved_line(message.author.name, upload, self.prefix)
        if not words and self.sheets is not None:
            saved = self.sheets.get(message.platform, message.server, message.author.id)
            if saved is not None:
                return self._shown(saved)
        if words and words[0].startswith(("<@", "@")):
            found = someone(self._store(), message, words[0])
            if found is None:
                raise Refusal(text("chat-sheet-theirs-none", who=words[0][:30]))
            return self._shown(found)
        request = read_sheet_request(rest)
        if request.pasted is not None:
            sheet, form = pasted_sheet(request.pasted), request.form
        elif request.example is not None:
            try:
                sheet, form = self.examples.find(request.example)
            except Refusal:
                found = someone(self.sheets, message, rest.strip()) if self.sheets else None
                if found is None:
                    raise
                return self._shown(found)
        else:
            return self.examples.listing(self.prefix)
        return sheet_markdown(sheet, chosen_form(sheet, form))

    def _shown(self, saved: Saved) -> str:
        how = text(SOURCES[saved.source])
        who = chat_text(saved.user_name, MAX_NAME_CHARS)
        head = text("chat-sheet-saved-by", who=who, source=how)
        return head + "\n" + sheet_markdown(saved.sheet, None)


def _cut(shown: str, most: int) -> str:
    """``shown`` at most ``most`` characters, cut at a line break where there is one."""
    if len(shown) <= most:
        return shown
    cut = shown[: most - 1]
    if "\n" in cut:
        cut = cut[: cut.rindex("\n")]
    return cut + "…"


__all__ = ["MAX_COMMAND_CHARS", "MAX_SHEET_CHARS", "DbuTools"]
