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
from tenkaichi.chat.dbu_tools_roll import ROLL_OPTIONS, read_roll, roll_markdown, rolled
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
from tenkaichi.errors import TenkaichiError
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
SERVER_FAULT = "Something went wrong on our side; nothing was changed. Try again later."
NO_STORE = "saved characters need the table database, and this bot runs without one"
SOURCES = {
    "file": "a sheet file",
    "pasted": "a pasted sheet",
    "foundry": "a Foundry VTT export",
    "example": "an example character",
}
"""Where a saved sheet came from, as ``!sheet`` says it."""
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
        text = message.text.lstrip()
        if message.author.bot or not text.startswith(self.prefix):
            return []
        parts = text[len(self.prefix) : len(self.prefix) + MAX_SHEET_CHARS + 1].split(None, 1)
        name = parts[0].lower() if parts else ""
        rest = parts[1] if len(parts) > 1 else ""
        if name not in self._handlers:
            return []
        private = message.author.id if message.interactive else None
        try:
            self._check_length(name, text)
            out = self._handlers[name](message, rest)
        except TenkaichiError as error:
            reason = f"{self.prefix}{name}: {first_problem(str(error))}"
            return [Reply(chat_text(reason, MAX_REFUSAL_CHARS), private_to=private, error=True)]
        except Exception:  # a fault of ours (a database gone, a bug): one line, no details
            log.exception("a DBU tools command failed")
            return [Reply(SERVER_FAULT, private_to=private, error=True)]
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
        against = ("against", "vs 15, vs medium, or seed=N private", False)
        return [
            CommandSpec(
                "roll",
                "Roll DBU dice: every die, criticals and botches.",
                (
                    ("dice", "The dice and a comment, e.g. 1d10+ToP+5 Strike vs Vegeta.", True),
                    ("options", f"{tier} seed=N private (seed: replay a roll)", False),
                ),
            ),
            CommandSpec(
                "rr",
                "Roll the same DBU dice several times.",
                (
                    ("count", "How many rolls (1 to 20).", True),
                    ("dice", "The dice and a comment, e.g. 1d10+4 Strike.", True),
                    ("options", f"{tier} seed=N private", False),
                ),
            ),
            CommandSpec(
                "odds",
                "Exact odds of a roll: to reach a TN or a difficulty, or to win a Clash.",
                (
                    ("dice", "The roll, e.g. 1d10+ToP+4.", True),
                    ("against", "tn=N, difficulty=medium, or vs and the defender's roll", False),
                    ("options", f"{tier} vs-tier=N samples=N seed=N", False),
                ),
            ),
            CommandSpec(
                "sheet",
                "A character: yours, someone's, an example; sheet set saves yours.",
                (("character", "set, clear, @someone, an example; empty: yours.", False),),
            ),
            CommandSpec(
                "check",
                "Your saved character's Skill or Attribute check, with its exact odds.",
                (("skill", "A Skill or Attribute, e.g. perception.", True), against),
            ),
            CommandSpec(
                "save",
                "Your saved character's Saving Throw, with its exact odds.",
                (("which", "impulsive, corporeal, cognitive or morale.", True), against),
            ),
            CommandSpec(
                "strike",
                "Your saved character's Strike Roll, with its exact odds.",
                (("attack", "A Signature Technique or a Profile; empty: Simple.", False), against),
            ),
            CommandSpec(
                "dodge",
                "Your saved character's Dodge Roll, with its exact odds.",
                (against,),
            ),
            CommandSpec("help", "The DBU commands and how to write them."),
        ]

    # --- commands -----------------------------------------------------------------------
    def _check_length(self, name: str, text: str) -> None:
        most = MAX_SHEET_CHARS if name == "sheet" and ("```" in text or "{" in text) else 0
        most = most or MAX_COMMAND_CHARS
        if len(text) > most:
            raise Refusal(f"that message is {len(text):,} characters; the limit is {most:,}")

    def _help(self, message: Incoming, rest: str) -> str:
        p = self.prefix
        options = " ".join(f"[{option.usage()}]" for option in ROLL_OPTIONS)
        return "\n".join(
            [
                "**DBU commands**",
                f"`{p}roll <dice> [comment] {options}` (or `{p}r`): roll, e.g. "
                f"`{p}r 1d10+ToP+5 Strike vs Vegeta tier=3`; `private` (`-p`): only you see it",
                f"`{p}rr <count> <dice> [comment]`: the same roll several times",
                f"`{p}odds <dice> [tn=12 | difficulty=medium | vs <dice>] [tier=3] "
                "[base-tier=2] [proficient] [vs-tier=2] [samples=N seed=N]`: "
                f"the chance to succeed, e.g. `{p}odds 1d10+ToP+4 vs 1d10+ToP+3 tier=2`",
                f"`{p}sheet set` with your sheet attached (YAML, JSON, a Foundry VTT export), "
                f"pasted, or an example's name: saves your character here; `{p}sheet` shows it, "
                f"`{p}sheet @someone` theirs, `{p}sheet clear` forgets it",
                f"`{p}check <skill>`, `{p}save <which>`, `{p}strike [technique]`, `{p}dodge`, "
                "each `[in <form>] [vs 15 | vs medium] [private]`: your character's roll and "
                "its exact odds",
                f"`{p}sheet <example> [form]`: an example character's derived values; "
                f"`{p}fight new saved vs @someone`: a fight of saved characters",
                f"`{p}help`: this list. Options may also be written as in the command line "
                "(`--tier 3`, `-t 3`, `--seed 42`).",
            ]
        )

    def _roll(self, message: Incoming, rest: str) -> str | list[Reply]:
        return self._rolled(message, rest, repeated=False)

    def _rr(self, message: Incoming, rest: str) -> str | list[Reply]:
        return self._rolled(message, rest, repeated=True)

    def _rolled(self, message: Incoming, rest: str, *, repeated: bool) -> str | list[Reply]:
        request = read_roll(rest, self.prefix, repeated=repeated)
        who = chat_text(message.author.name, MAX_NAME_CHARS)
        text = roll_markdown(request, rolled(request), who, self.prefix)
        if request.private:
            return self._private(message, text, f"{who} rolled privately.")
        return text

    def _private(self, message: Incoming, text: str, public: str) -> list[Reply]:
        """``text`` for the author alone, and one line for the channel (none in a message
        nobody else saw)."""
        mine_only = Reply(text, private_to=message.author.id)
        return [mine_only] if message.private else [mine_only, Reply(public)]

    def _odds(self, message: Incoming, rest: str) -> str:
        request = read_odds_words(read_words(rest.split(), ODDS_OPTIONS))
        return odds_markdown(compute(request))

    # --- saved characters ------------------------------------------------------------------
    def _store(self) -> SheetStore:
        if self.sheets is None:
            raise Refusal(NO_STORE)
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
            if request.seed is not None:
                note = (
                    f"{who}: seed {made.seed} chosen by the roller; `{again}` shows the same roll."
                )
            else:
                note = f"{who}: fresh dice, seed {made.seed}; `{again}` replays them."
            text = "\n".join([*rolled_markdown(sparring, planned, request, made), note])
            if request.private:
                character = chat_text(saved.sheet.name)
                return self._private(message, text, f"{who} rolled for {character} privately.")
            return text

        return handler

    def _sheet(self, message: Incoming, rest: str) -> str:
        words = rest.split()
        first = words[0].lower() if words else ""
        if first in ("set", "clear"):
            store = self._store()
            if first == "clear":
                if len(words) > 1:
                    raise Refusal(f"{self.prefix}sheet clear takes nothing more")
                if not store.clear(message.platform, message.server, message.author.id):
                    raise Refusal("you have no saved character here")
                who = chat_text(message.author.name, MAX_NAME_CHARS)
                return f"{who}'s saved character on this server is forgotten."
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
                raise Refusal(f"{words[0][:30]} has no saved character here")
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
        how = SOURCES[saved.source]
        head = f"Saved by {chat_text(saved.user_name, MAX_NAME_CHARS)} ({how}):"
        return head + "\n" + sheet_markdown(saved.sheet, None)


def _cut(text: str, most: int) -> str:
    """``text`` at most ``most`` characters, cut at a line break where there is one."""
    if len(text) <= most:
        return text
    cut = text[: most - 1]
    if "\n" in cut:
        cut = cut[: cut.rindex("\n")]
    return cut + "…"


__all__ = ["MAX_COMMAND_CHARS", "MAX_SHEET_CHARS", "DbuTools"]
