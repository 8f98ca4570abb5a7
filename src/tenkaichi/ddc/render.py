"""Text views of a battle: the grid, a status block, one fighter line. Renderers never roll."""

from __future__ import annotations

from tenkaichi.ddc.engine import Battle
from tenkaichi.ddc.events import level_name, winners
from tenkaichi.ddc.options import recharged
from tenkaichi.ddc.state import FighterState
from tenkaichi.words import numbered_square


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
        return f"{letter} {fighter.name}: K.O."
    notes = []
    if fighter.side != fighter.name:
        notes.append(f"side {fighter.side}")
    if not recharged(fighter) and spec.moves:
        notes.append(f"named moves recharging until post {fighter.named_ready}")
    if fighter.defending:
        notes.append("defending")
    if fighter.barrier:
        notes.append(f"barrier {fighter.barrier}")
    if fighter.immune:
        notes.append("immune")
    if fighter.digivolved:
        notes.append(f"digivolved ({fighter.digivolve_turns} more turns)")
    notes += [f"{s.name} {s.turns}" for s in fighter.statuses]
    form = f" [{fighter.form}]" if fighter.form != fighter.base else ""
    extra = f"; {', '.join(notes)}" if notes else ""
    return (
        f"{letter} {fighter.name}{form} {fighter.hp}/{fighter.max_hp} HP at "
        f"{numbered_square(fighter.square)}, {level_name(spec.level)} "
        f"{spec.dice(battle.settings)}d4{extra}"
    )


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
            return "Battle over: a draw"
        names = [f.name for f in state.fighters if f.side == state.winner]
        return f"Battle over: {winners(state.winner, names)}"
    actor, turn = state.actor, state.turn
    left = ""
    if turn.mode == "defend":
        left = f" (defending{', attack used' if turn.attacked else ''})"
    elif turn.mode:
        steps = f"{turn.steps} step{'' if turn.steps == 1 else 's'} left"
        left = f" ({steps}{', attack used' if turn.attacked else ''})"
    which = "extra turn" if turn.extra else "turn"
    return f"Round {state.round}: {actor.name}'s {which}{left}"


def moves_text(battle: Battle, fighter: FighterState) -> str:
    """A fighter's moves, one line each."""
    lines = ["Normal: normal range, normal damage, no recharge"]
    for move in battle.spec(fighter).moves:
        damage = "normal damage" if move.normal_damage else "doubled"
        what = damage if move.kind == "offense" else move.kind
        lines.append(f"{move.name}: {move.kind}, {move.range} range, {what}")
    return "\n".join(lines)
