"""The DBU session tools in chat: ``!roll``, ``!odds``, ``!sheet`` and ``!help``.

What a DBU group uses every session besides the fight itself, as a
:class:`~tenkaichi.chat.messages.ChatFrontend`: a message in, one reply out. Each command is
the CLI's own (``tenkaichi roll --markdown``, ``tenkaichi odds``, ``tenkaichi character
show``), asked of the same engine functions with the same arguments, so a number in chat is
the number on the command line; this layer reads words and writes Markdown, and holds no rule
and no state.

- A message that is not one of these commands gets no reply (several front-ends may share a
  channel); one from a bot neither.
- Bad input gets one line naming what was wrong, and nothing else happens (a roll refused
  draws no dice). Messages are capped (:data:`MAX_COMMAND_CHARS`; a pasted sheet
  :data:`MAX_SHEET_CHARS`) before any parsing; the dice engine's own limits bound the work.
- A roll without a seed draws fresh dice and names its seed, so anyone can replay it; a roll
  with a seed the roller chose says so, since choosing a seed chooses the dice.
- Text a person typed reaches a reply only escaped (:func:`~tenkaichi.text.chat_text`), and no
  reply mentions anyone; every reply fits one Discord message.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from tenkaichi.chat.dbu_tools_args import Option, Refusal, first_problem, read_words
from tenkaichi.chat.dbu_tools_odds import ODDS_OPTIONS, TIER_OPTIONS, compute, odds_markdown
from tenkaichi.chat.dbu_tools_odds import read_odds as read_odds_words
from tenkaichi.chat.dbu_tools_sheet import (
    Examples,
    chosen_form,
    pasted_sheet,
    read_sheet_request,
    sheet_markdown,
    source_examples,
)
from tenkaichi.chat.messages import MAX_MESSAGE_CHARS, CommandSpec, Incoming, Reply
from tenkaichi.dice.render import to_markdown
from tenkaichi.dice.result import RollResult
from tenkaichi.dice.rng import MAX_SEED
from tenkaichi.dice.roller import roll as roll_dice
from tenkaichi.errors import TenkaichiError
from tenkaichi.text import chat_text, no_mentions

MAX_COMMAND_CHARS = 200
"""The longest ``!roll``, ``!odds`` or ``!help`` message (a dice expression may be 500
characters in the CLI; nobody types that in chat)."""
MAX_SHEET_CHARS = 4_000
"""The longest ``!sheet`` message with a pasted sheet (Discord's longest message)."""
MAX_REFUSAL_CHARS = 400
MAX_NAME_CHARS = 40
"""The most characters of a display name a reply quotes."""
ROLL_OPTIONS = (*TIER_OPTIONS, Option("seed", "number", "42"))


class DbuTools:
    """``!roll``, ``!odds``, ``!sheet`` and ``!help`` for a DBU group (see the module).

    ``data`` is the folder of example characters, sheet files (default: the examples folder of
    a source checkout, if there is one); ``prefix`` starts every command."""

    def __init__(self, prefix: str = "!", data: Path | None = None) -> None:
        if not 1 <= len(prefix) <= 5 or any(c.isspace() or c == "`" for c in prefix):
            raise TenkaichiError("a command prefix is 1 to 5 characters, no spaces or backticks")
        self.prefix = prefix
        self.examples = Examples(data if data is not None else source_examples())
        self._handlers: dict[str, Callable[[Incoming, str], str]] = {
            "roll": self._roll,
            "odds": self._odds,
            "sheet": self._sheet,
            "help": self._help,
        }

    # --- ChatFrontend -------------------------------------------------------------------
    def handle(self, message: Incoming) -> list[Reply]:
        """One reply to one of the four commands, none to anything else."""
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
            reply = self._handlers[name](message, rest)
        except TenkaichiError as error:
            reason = f"{self.prefix}{name}: {first_problem(str(error))}"
            return [Reply(chat_text(reason, MAX_REFUSAL_CHARS), private_to=private)]
        public = None if name != "help" else private
        return [Reply(_cut(no_mentions(reply), MAX_MESSAGE_CHARS), private_to=public)]

    def commands(self) -> list[CommandSpec]:
        """The four commands for slash registration. An adapter sends a slash command as the
        command's name followed by its parameters' values in this order, separated by spaces
        (``!odds 1d10+ToP+4 vs 1d10+ToP+3 tier=2``), each value as typed."""
        tier = "tier=N base-tier=N proficient"
        return [
            CommandSpec(
                "roll",
                "Roll DBU dice: every die, criticals and botches.",
                (
                    ("dice", "The dice, e.g. 1d10+ToP+5 or 2d10kh1+1d6-1pd.", True),
                    ("options", f"{tier} seed=N (seed: replay a roll)", False),
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
                "A character's derived values: an example character or a pasted sheet.",
                (("character", "An example character and a form; empty: the list.", False),),
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
                f"`{p}roll <dice> {options}`: roll, e.g. `{p}roll 1d10+ToP+5 tier=3`",
                f"`{p}odds <dice> [tn=12 | difficulty=medium | vs <dice>] [tier=3] "
                "[base-tier=2] [proficient] [vs-tier=2] [samples=N seed=N]`: "
                f"the chance to succeed, e.g. `{p}odds 1d10+ToP+4 vs 1d10+ToP+3 tier=2`",
                f"`{p}sheet [character [form]]`: a character's derived values; "
                f"`{p}sheet` lists the examples, or paste a sheet in a code block",
                f"`{p}help`: this list. Options may also be written as in the command line "
                "(`--tier 3`, `-t 3`, `--seed 42`).",
            ]
        )

    def _roll(self, message: Incoming, rest: str) -> str:
        words = read_words(rest.split(), ROLL_OPTIONS)
        expression = " ".join(words.text)
        if not expression:
            raise Refusal(f"say which dice, as in {self.prefix}roll 1d10+ToP+5")
        seed = words.number("seed")
        if seed is not None and not 0 <= seed <= MAX_SEED:
            raise Refusal(f"seed must be a whole number from 0 to {MAX_SEED}, got {seed}")
        tier = words.number("tier")
        result = roll_dice(
            expression,
            seed=seed,
            tier=tier if tier is not None else 1,
            base_tier=words.number("base-tier"),
            proficient=words.flag("proficient"),
        )
        who = chat_text(message.author.name, MAX_NAME_CHARS)
        note = self._seed_note(result, who, chosen=seed is not None)
        shown = to_markdown(result)
        if len(shown) + 1 + len(note) > MAX_MESSAGE_CHARS:
            shown = _summary(result)
        return f"{shown}\n{note}"

    def _seed_note(self, result: RollResult, who: str, *, chosen: bool) -> str:
        context = result.plan.context
        again = f"{self.prefix}roll {result.expression}"
        if context.tier != 1:
            again += f" tier={context.tier}"
        if context.base_tier is not None:
            again += f" base-tier={context.base_tier}"
        if context.proficient:
            again += " proficient"
        again += f" seed={result.seed}"
        at = f"Tier {context.tier}" + (f" (base {context.base})" if context.base_tier else "")
        at += ", proficient" if context.proficient else ""
        if chosen:
            return (
                f"{who}, {at}: seed {result.seed} chosen by the roller, so these are not fresh "
                f"dice; `{again}` shows the same roll to anyone."
            )
        return f"{who}, {at}: fresh dice, seed {result.seed}; `{again}` replays them."

    def _odds(self, message: Incoming, rest: str) -> str:
        request = read_odds_words(read_words(rest.split(), ODDS_OPTIONS))
        return odds_markdown(compute(request))

    def _sheet(self, message: Incoming, rest: str) -> str:
        request = read_sheet_request(rest)
        if request.pasted is not None:
            sheet, form = pasted_sheet(request.pasted), request.form
        elif request.example is not None:
            sheet, form = self.examples.find(request.example)
        else:
            return self.examples.listing(self.prefix)
        return sheet_markdown(sheet, chosen_form(sheet, form))


def _summary(result: RollResult) -> str:
    """A roll too large to show die by die with its seed note: its total and counts."""
    notes = [f"{len(result.dice)} dice in {len(result.terms)} terms"]
    if result.criticals:
        notes.append(f"{result.criticals} critical")
    if result.botches:
        notes.append(f"{result.botches} botch")
    if result.raw_total < 0:
        notes.append(f"raw {result.raw_total}, minimum 0")
    return f"**{result.total}** ← `{result.expression}`: " + "; ".join(notes)


def _cut(text: str, most: int) -> str:
    """``text`` at most ``most`` characters, cut at a line break where there is one."""
    if len(text) <= most:
        return text
    cut = text[: most - 1]
    if "\n" in cut:
        cut = cut[: cut.rindex("\n")]
    return cut + "…"


__all__ = ["MAX_COMMAND_CHARS", "MAX_SHEET_CHARS", "DbuTools"]
