"""Text views of a battle: the grid, a status block, one fighter line, in the current reader's
language (:func:`tenkaichi.i18n.current`). Renderers never roll."""

from __future__ import annotations

from tenkaichi.ddc.combat import status_words
from tenkaichi.ddc.engine import Battle
from tenkaichi.ddc.events import level_words, square, winners_said
from tenkaichi.ddc.options import recharged
from tenkaichi.ddc.state import FighterState
from tenkaichi.i18n import Msg, Seq, text, words
from tenkaichi.i18n.catalogue import Arg


def tokens(battle: Battle) -> dict[str, str]:
    """One letter per fighter: its initial, or the next free letter when taken."""
    used: set[str] = set()
    found: dict[str, str] = {}
    for fighter in battle.state.fighters:
        letter = fighter.name[0].upper()
        if letter in used:
            letter = next(c for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ" if c not in used)
        used.add(letter)
        found[fighter.name] = letter
    return found


def grid(battle: Battle) -> str:
    """The battle grid, column numbers on top and row numbers on the left, whole (square
    12,3 is under column 12 in row 3, as events and ``move 12 3`` name it); K.O.'d fighters
    are not drawn."""
    width, height = battle.settings.grid_width, battle.settings.grid_height
    letters = tokens(battle)
    cells = {f.square: letters[f.name] for f in battle.state.fighters if f.alive}
    cell, label = len(str(width - 1)), len(str(height - 1))
    lines = [" " * label + " " + " ".join(f"{x:>{cell}}" for x in range(width))]
    for y in range(height):
        row = " ".join(f"{cells.get((x, y), '.'):>{cell}}" for x in range(width))
        lines.append(f"{y:>{label}} {row}")
    return "\n".join(lines)


def fighter_line(battle: Battle, fighter: FighterState, letter: str) -> str:
    spec = battle.spec(fighter)
    if not fighter.alive:
        return text("ddc-text-knocked-out", letter=letter, name=fighter.name)
    notes: list[str | Msg] = []
    if fighter.side != fighter.name:
        notes.append(Msg.of("ddc-side", side=fighter.side))
    if not recharged(fighter) and spec.moves:
        notes.append(Msg.of("ddc-text-recharging", post=str(fighter.named_ready)))
    if fighter.defending:
        notes.append(Msg.of("ddc-text-defending"))
    if fighter.barrier:
        notes.append(Msg.of("ddc-text-barrier", barrier=str(fighter.barrier)))
    if fighter.immune:
        notes.append(Msg.of("ddc-text-immune"))
    if fighter.digivolved:
        notes.append(Msg.of("ddc-text-digivolved", turns=str(fighter.digivolve_turns)))
    notes += [f"{words(status_words(s.name))} {s.turns}" for s in fighter.statuses]
    form = f" [{fighter.form}]" if fighter.form != fighter.base else ""
    said: dict[str, Arg] = {
        "letter": letter,
        "name": fighter.name + form,
        "hp": str(fighter.hp),
        "max": str(fighter.max_hp),
        "square": square(fighter.square),
        "level": level_words(spec.level),
        "dice": str(spec.dice(battle.settings)),
    }
    if notes:
        return Msg.of("ddc-text-fighter-notes", notes=Seq(tuple(notes), sep=", "), **said).render()
    return Msg.of("ddc-text-fighter", **said).render()


def status(battle: Battle, with_grid: bool = True) -> str:
    state = battle.state
    letters = tokens(battle)
    lines = [grid(battle)] if with_grid else []
    lines += [fighter_line(battle, f, letters[f.name]) for f in state.fighters]
    lines.append(turn_line(battle))
    return "\n".join(lines)


def turn_line(battle: Battle) -> str:
    state = battle.state
    if state.winner is not None:
        if state.winner == "draw":
            return text("ddc-battle-over", result=Msg.of("ddc-draw"))
        names: list[str | Msg] = [f.name for f in state.fighters if f.side == state.winner]
        return text("ddc-battle-over", result=winners_said(state.winner, names))
    actor, turn = state.actor, state.turn
    return text(
        "ddc-text-turn",
        round=str(state.round),
        name=actor.name,
        turn=turn_said(turn.extra, turn.mode or "open", turn.steps, turn.attacked),
    )


def turn_said(extra: bool, mode: str, steps: int, attacked: bool) -> Msg:
    """``turn``, ``extra turn``, with what is left of it once begun (``mode`` ``open``: not
    begun): ``turn (3 steps left, attack used)``, ``extra turn (defending)``."""
    which = Msg.of("ddc-text-extra-turn" if extra else "ddc-text-a-turn")
    if mode == "open":
        return which
    parts: list[Msg] = [
        Msg.of("ddc-text-defending")
        if mode == "defend"
        else Msg.of("ddc-steps-left", n=steps, count=str(steps))
    ]
    if attacked:
        parts.append(Msg.of("ddc-attack-used"))
    return Msg.of("ddc-text-turn-left", which=which, left=Seq(tuple(parts), sep=", "))


def moves_text(battle: Battle, fighter: FighterState) -> str:
    """A fighter's moves, one line each."""
    lines = [text("ddc-text-move-normal")]
    for move in battle.spec(fighter).moves:
        said: dict[str, Arg] = {
            "name": move.name,
            "kind": Msg.of(f"ddc-text-kind-{move.kind}"),
            "reach": Msg.of(f"ddc-text-range-{move.range}"),
        }
        if move.kind != "offense":
            lines.append(
                Msg.of("ddc-text-move", what=Msg.of(f"ddc-text-kind-{move.kind}"), **said).render()
            )
        elif move.normal_damage:
            lines.append(
                Msg.of("ddc-text-move", what=Msg.of("ddc-text-normal-damage"), **said).render()
            )
        else:
            lines.append(Msg.of("ddc-text-move", what=Msg.of("ddc-text-doubled"), **said).render())
    return "\n".join(lines)
