"""``tenkaichi replay FILE``: a saved fight told again, whole or one decision at a time.

FILE is a fight saved by ``tenkaichi play`` (or ``tenkaichi fight --json`` output, or a bare
record). The record is replayed by the engine, so what is printed is what happened: the same
events, in order. ``--step`` stops after each decision (Enter: the next one; q stops);
``--side`` shows only what one side could see.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer
from rich.text import Text

from tenkaichi.cli.fight_cmd import console, print_events, print_result
from tenkaichi.cli.play_session import read_json, record_of, replayed
from tenkaichi.dbu.combat.core.events import visible
from tenkaichi.errors import TenkaichiError
from tenkaichi.i18n import current, text
from tenkaichi.table.present_text import readable


def register(app: typer.Typer) -> None:
    app.command("replay")(replay_fight)


def replay_fight(
    file: Annotated[
        Path, typer.Argument(help="A saved fight (tenkaichi play's file).", show_default=False)
    ],
    step: Annotated[
        bool, typer.Option("--step", help="Stop after each decision: Enter goes on, q stops.")
    ] = False,
    side: Annotated[
        str | None, typer.Option(help="Show only what this side could see (default: everything).")
    ] = None,
) -> None:
    """Print a saved fight's events again, from its record (the same events, in order)."""
    record = record_of(read_json(file), file)
    whole = replayed(record, file)  # checks every choice before anything is printed
    sides = {f.side for f in whole.state.fighters}
    if side is not None and side not in sides:
        raise TenkaichiError(
            text("cli-replay-no-such-side", side=repr(side), sides=", ".join(sorted(sides)))
        )
    out = console()
    if not step:
        print_events(out, visible(whole.events, side))
        _end(out, whole)
        return
    start: dict[str, Any] = dict(record, choices=[])
    enc = replayed(start, file)
    print_events(out, visible(enc.events, side))
    for n, key in enumerate(record["choices"], 1):
        d = enc.decision
        assert d is not None  # the whole record replayed, so every choice has its decision
        option = next((o for o in d.options if o.key() == key), None)
        if option is None and isinstance(key, int):
            option = d.options[key]
        label = option.words(current()) if option is not None else None
        try:
            asked = text(
                "cli-replay-step",
                step=str(n),
                steps=str(len(record["choices"])),
                actor=d.actor,
            )
            answer = input(f"{asked} ")
        except (EOFError, KeyboardInterrupt):
            answer = "q"
        if answer.strip().lower() in ("q", "quit", "exit"):
            out.print(Text(text("cli-replay-stopped")))
            return
        if side is None or (enc.has_fighter(d.actor) and enc.fighter(d.actor).side == side):
            shown = (
                readable(label, [f.id for f in enc.state.fighters])
                if label
                else text("cli-replay-an-option")
            )
            out.print(Text(text("cli-replay-chose", actor=d.actor, option=shown), style="dim"))
        print_events(out, visible(enc.choose(key), side))
    _end(out, enc)


def _end(out: Any, enc: Any) -> None:
    if enc.over:
        print_result(out, enc)
    else:
        said = text("cli-replay-unfinished", n=len(enc.choices), count=str(len(enc.choices)))
        out.print(Text(said))


__all__ = ["register", "replay_fight"]
