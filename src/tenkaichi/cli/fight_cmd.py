"""``tenkaichi fight``: bots play a DBU fight and the combat log is printed;
``tenkaichi fight preview``: they play it many times and the odds are summed up
(:mod:`tenkaichi.cli.preview_cmd`).

Also the pieces ``play`` and ``simulate`` share: loading the sheets, one seeded bot per side,
and printing events. Nothing here contains a rule; the engine decides everything.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.text import Text
from typer import _click

from tenkaichi.cli import output
from tenkaichi.cli.sheet_args import EditionOpt, LibraryOpt, SheetsArg, setup_from
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.events import Event
from tenkaichi.dbu.combat.core.setup import EncounterSetup
from tenkaichi.dbu.play.bot_names import bot_words, make_bot
from tenkaichi.dbu.play.bots import Bot, run_fight
from tenkaichi.dbu.play.safety import with_safety_limits
from tenkaichi.i18n import current, text

SeedOpt = Annotated[int, typer.Option(help="Seed of the dice and the bots.")]
BOT_HELP = (
    "Bot that plays: greedy, random or search. The search bot plays out sampled futures "
    "before each choice; search thinks half a second a decision (search:2s two seconds), so "
    "on a slower machine it sees fewer futures and may choose differently (the choices made "
    "are recorded, so the fight still replays); search:20 looks at 20 futures a decision "
    "instead, the same on every machine."
)
BotOpt = Annotated[str, typer.Option(help=BOT_HELP)]
EVENT_STYLES: dict[str, str] = {
    "turn_started": "bold",
    "damage": "red",
    "defeated": "bold red",
    "healed": "green",
    "revived": "bold green",
    "transformation": "yellow",
    "momentum": "cyan",
    "encounter_ended": "bold green",
}
"""How each kind of event is coloured on a terminal (plain text everywhere else)."""


PREVIEW = "preview"
"""The first word of ``tenkaichi fight preview``: always the command, never a sheet (a sheet
file of that name is given as ``./preview``)."""


class FightCommand(output.PlainCommand):
    """``fight SHEETS...``, and ``fight preview SHEETS...`` handed to the preview command (one
    command with positional sheets cannot also be a group of commands). ``preview`` is the
    command wherever it is the first word that is neither an option nor an option's value
    (``fight --json preview ...`` too); after ``--`` it is a sheet's name."""

    def make_context(
        self,
        info_name: str | None,
        args: list[str],
        parent: _click.Context | None = None,
        **extra: Any,
    ) -> _click.Context:
        at = self._preview_at(args)
        if at is not None:
            from tenkaichi.cli.preview_cmd import preview_command

            name = f"{info_name or 'fight'} {PREVIEW}"
            rest = args[:at] + args[at + 1 :]
            return preview_command(name).make_context(name, rest, parent, **extra)
        return super().make_context(info_name, args, parent, **extra)

    def _preview_at(self, args: list[str]) -> int | None:
        """Where ``preview`` stands as the first word that is not an option or an option's
        value, if it does."""
        valued = {
            name
            for param in self.params
            if param.param_type_name == "option" and not getattr(param, "is_flag", False)
            for name in param.opts
        }
        i = 0
        while i < len(args):
            word = args[i]
            if word == "--":
                return None
            if word.startswith("-") and word != "-":
                i += 2 if word in valued else 1
                continue
            return i if word == PREVIEW else None
        return None


def register(app: typer.Typer) -> None:
    app.command("fight", cls=FightCommand)(fight)


def sides_of(setup: EncounterSetup) -> list[str]:
    """The sides of a setup, in the order they first appear."""
    return list(dict.fromkeys(f.side for f in setup.fighters))


def side_bots(setup: EncounterSetup, bot: str, seed: int, *, timed: bool = True) -> dict[str, Bot]:
    """One bot per side, each with its own generator derived from the fight's seed, so a fight
    depends only on (setup, seed, bot), and on the machine's speed for a search bot that
    thinks for a time (``timed``: what ``search`` alone means)."""
    sides = sides_of(setup)
    return {side: make_bot(bot, seed * len(sides) + i, timed=timed) for i, side in enumerate(sides)}


def console() -> Console:
    return output.console()


def print_events(out: Console, events: Iterable[Event]) -> None:
    """One line per event, in the reader's language; a rule before each round."""
    locale = current()
    for event in events:
        if event.kind == "round_started":
            out.rule(Text(event.words(locale)), style="dim")
            continue
        out.print(Text(event.words(locale), style=EVENT_STYLES.get(event.kind, "")))


def print_result(out: Console, enc: Encounter) -> None:
    """Where everyone ended, then one line that names the winner."""
    for f in enc.state.fighters:
        status = (
            text("cli-fight-defeated") if f.defeated else text("cli-fight-life", life=str(f.life))
        )
        line = text(
            "cli-fight-fighter",
            fighter=f.id,
            side=f.side,
            status=status,
            dealt=str(f.damage_dealt),
            taken=str(f.damage_taken),
        )
        out.print(Text(line))
    out.print(Text(result_line(enc), style="bold"))


def result_line(enc: Encounter) -> str:
    """``Winner: side A (Goku) after 3 rounds``, in the reader's language."""
    s = enc.state
    rounds = text("cli-rounds", n=s.round, count=str(s.round))
    if enc.safety_stopped:
        return text("cli-fight-safety-stop", rounds=rounds, limit=str(enc.settings.max_rounds))
    if s.winner == "draw":
        return text("cli-fight-draw", rounds=rounds)
    names = ", ".join(f.id for f in s.fighters if f.side == s.winner)
    return text("cli-fight-winner", side=str(s.winner), names=names, rounds=rounds)


def fight(
    sheets: SheetsArg,
    seed: SeedOpt = 1,
    bot: BotOpt = "greedy",
    json_output: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    edition: EditionOpt = None,
    library: LibraryOpt = None,
) -> None:
    """Bots play a DBU fight; print the combat log and the winner.

    tenkaichi fight preview SHEETS... plays the fight many times instead and prints the win
    chances, the rounds and who falls first (see tenkaichi fight preview --help)."""
    setup = with_safety_limits(setup_from(sheets, edition, library or None))
    bots = side_bots(setup, bot, seed)
    if not json_output and any(b.name == "search" for b in bots.values()):
        console().print(Text(text("cli-bot-plays-every-side", bot=bot_words(bot)), style="dim"))
    enc = run_fight(Encounter.start(setup, seed), bots)
    if json_output:
        data = {
            "record": enc.record(),
            "events": [e.to_json() for e in enc.events],
            "winner": enc.state.winner,
            "rounds": enc.state.round,
        }
        typer.echo(output.json_text(data))
        return
    out = console()
    print_events(out, enc.events)
    print_result(out, enc)
