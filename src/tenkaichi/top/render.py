"""Text for the terminal and the environment: the board in colour (drawn by
:mod:`tenkaichi.top.text_board`), dice as symbols, options in words and the best play (events in
words: :mod:`tenkaichi.top.text_events`).

Renderers only read a game; they never roll or change it.
"""

from __future__ import annotations

from collections.abc import Collection

from rich.text import Text

from tenkaichi.top import combat, keep, rules
from tenkaichi.top.attack import attack_value
from tenkaichi.top.engine import Game
from tenkaichi.top.keep import Plan
from tenkaichi.top.rules import Table
from tenkaichi.top.scoring import attack_plan, need_plan
from tenkaichi.top.state import Option
from tenkaichi.top.text_board import board_lines
from tenkaichi.top.text_content import with_article
from tenkaichi.top.turn import DECK_CHOICES
from tenkaichi.top.views import seat_view

SYMBOL = {"kick": "K", "punch": "P", "sphere": "O", "strength": "S", "star": "*", "teleport": "T"}
INSET = {
    "none": "none possible",
    "cards": "cards only",
    "cards_or_dice": "cards or dice",
    "invulnerable": "invulnerable cards only",
}
"""The defence an attack allows, in the words of seed 002."""


def dice_text(game: Game, dice: list[int]) -> str:
    return " ".join(SYMBOL[game.content.faces[f]] for f in dice)


def symbols_text(game: Game, need: tuple[int, ...]) -> str:
    return " ".join(SYMBOL[game.content.faces[f]] for f in range(6) for _ in range(need[f]))


def board_text(game: Table, named: Collection[int] = ()) -> Text:
    """The board in text, each warrior by its mark (:mod:`tenkaichi.top.text_board`)."""
    return Text("\n").join(board_lines(game, named)) + "\n"


def warrior_line(game: Game, token_id: int) -> str:
    t = game.state.tokens[token_id]
    form = rules.form_of(game, t)
    where = game.content.board.name(t.cell) if t.cell >= 0 else "-"
    ability = "" if form.ability == "none" else f" [{form.ability}]"
    fused = " (fusion, counts 2)" if t.fused else ""
    stats = f"Power {form.power}, Technique {form.technique}"
    return (
        f"#{t.id:02d} {form.name} at {where}: Endurance {rules.left(game, t)}/"
        f"{rules.endurance(game, t)}, {stats}{ability}{fused}"
    )


def describe(game: Game, option: Option) -> str:
    kind, a, b = option
    s = game.state
    board = game.content.board
    seat = game.decision.actor if game.decision is not None else 0
    if kind == "draft":
        char = game.content.characters[game.content.draftable[a]]
        base = char.forms[0]
        forms = f", {len(char.forms) - 1} transformation(s)" if len(char.forms) > 1 else ""
        return f"draft {char.name} (E{char.endurance} P{base.power} T{base.technique}{forms})"
    if kind in ("place", "cell"):
        return f"{'place on' if kind == 'place' else 'go to'} {board.name(a)} ({board.cells[a]})"
    if kind == "move":
        token = s.tokens[s.players[seat].team[a]]
        enemies = [t for t in rules.occupants(game, b) if t.owner != seat]
        what = f" and attack {game.name(enemies[0].id)}" if enemies else ""
        if not enemies and board.cells[b] == "G":
            what = " and fight an unplayed warrior"
        return f"{game.name(token.id)} {board.name(token.cell)} -> {board.name(b)}{what}"
    if kind in ("discard", "card"):
        card = game.content.cards[s.players[seat].hand[a]]
        return f"{'discard' if kind == 'discard' else 'play'} {card.name} ({card.deck})"
    if kind == "reroll":
        c = s.combat
        assert c is not None
        kept = [f for i, f in enumerate(c.dice) if not a >> i & 1]
        return f"keep [{dice_text(game, kept)}], re-roll {bin(a).count('1')}"
    if kind == "resolve":
        c = s.combat
        assert c is not None
        damage, sphere, inset, _, card_id = attack_value(game, c, option)
        name = (
            "symbol sum"
            if a == combat.SUM
            else (
                game.content.cards[card_id].name
                if card_id
                else rules.form_of(game, s.tokens[c.roller]).combos[a].name
            )
        )
        allowed = INSET[inset]
        return f"{name}: {damage} damage{' (sphere)' if sphere else ''}, defence: {allowed}"
    if kind == "defend":
        if a == 0:
            return "take it"
        if a == 1:
            return "roll a Dodge"
        c = s.combat
        assert c is not None
        assert c.strike is not None
        owner = s.tokens[c.strike.target].owner
        return f"play {game.content.cards[s.players[owner].hand[a - combat.DEFEND_CARD_BASE]].name}"
    if kind == "deck":
        deck = DECK_CHOICES[a]
        return f"draw {with_article(deck)} card"
    if kind == "warrior":
        return warrior_line(game, s.players[seat].team[a])
    asked = game.decision.kind if game.decision is not None else ""
    if kind == "yes":
        return {
            "transform": "try to transform (roll)",
            "transform-card": "play a Transformation card (one more roll)",
            "rescue": "play Rescue",
        }.get(asked, "yes")
    if kind == "no":
        return {"transform-card": "no card", "rescue": "no, the warrior is eliminated"}.get(
            asked, "no"
        )
    return {
        "stop": "stop here",
        "pass": "pass",
        "fuse": f"try to fuse (d6, {game.content.settings.fusion_roll_min} or more)",
    }.get(kind, kind.replace("-", " "))


def combo_odds_lines(game: Game) -> list[str]:
    """For a re-roll decision: the chance of forming each combo with the re-rolls left."""
    c = game.state.combat
    if c is None or not c.dice:
        return []
    wild = game.content.wild
    rows: list[tuple[str, tuple[int, ...]]] = []
    if c.stage == "reroll":
        token = game.state.tokens[c.roller]
        for combo in rules.form_of(game, token).combos:
            rows.append((f"{combo.name} ({combo.damage})", combo.need))
        if token.owner >= 0:
            for card_id in sorted(set(game.state.players[token.owner].hand)):
                card = game.content.cards[card_id]
                if card.deck == "attack":
                    rows.append((f"{card.name} card ({card.damage})", card.combo))
    else:
        rows.append(("defence", c.need))
    lines = []
    for name, need in rows:
        p = keep.combo_odds(len(c.dice), c.rerolls, need, wild, dice=c.dice)
        lines.append(f"  {name} [{symbols_text(game, need)}]: {p:.0%}")
    best = best_play_line(game)
    if best:
        lines.append(best)
    return lines


_PLANS: dict[tuple[object, ...], Plan] = {}


def best_play_line(game: Game) -> str:
    """For a re-roll decision: the best play by the exact expectimax over the dice (the greedy
    bot's), worked out from the roller's own view only."""
    decision = game.decision
    c = game.state.combat
    if decision is None or c is None or decision.kind not in ("reroll", "defend-roll"):
        return ""
    seen = seat_view(game, decision.actor)
    seen_combat = seen.state.combat
    assert seen_combat is not None
    if decision.kind == "reroll":
        plan = attack_plan(seen, seen_combat, _PLANS)
        what = "expected damage, a kill counting extra"
    else:
        plan = need_plan(len(c.dice), c.rerolls, c.need, game.content.wild, _PLANS)
        what = "chance to defend"
    value, kept = plan.best(c.dice, c.rerolls)
    worth = f"{value:.0%}" if decision.kind == "defend-roll" else f"{value:.1f}"
    if kept is None:
        return f"  best play: stop here ({what} {worth})"
    mask = keep.reroll_mask(c.dice, kept)
    kept_dice = [f for i, f in enumerate(c.dice) if not mask >> i & 1]
    return (
        f"  best play: keep [{dice_text(game, kept_dice)}], re-roll {bin(mask).count('1')}"
        f" ({what} {worth})"
    )
