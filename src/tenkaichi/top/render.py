"""Text for people: the board in colour, dice as symbols, options and events in words.

Renderers only read a game; they never roll or change it.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text

from tenkaichi.top import combat, keep, rules
from tenkaichi.top.attack import attack_value
from tenkaichi.top.engine import Game
from tenkaichi.top.keep import Plan
from tenkaichi.top.scoring import attack_plan, need_plan
from tenkaichi.top.state import Answer, CardId, Event, Option
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
STYLE = {"R": "on red", "Y": "black on yellow", "B": "on blue", "G": "black on green", ".": ""}
TEAM = "0123456789"


def dice_text(game: Game, dice: list[int]) -> str:
    return " ".join(SYMBOL[game.content.faces[f]] for f in dice)


def symbols_text(game: Game, need: tuple[int, ...]) -> str:
    return " ".join(SYMBOL[game.content.faces[f]] for f in range(6) for _ in range(need[f]))


def board_text(game: Game) -> Text:
    board = game.content.board
    s = game.state
    at: dict[int, list[str]] = {}
    for t in s.tokens:
        if t.alive and t.cell >= 0 and t.owner >= 0:
            at.setdefault(t.cell, []).append(f"{TEAM[t.owner]}{t.id:02d}")
    out = Text()
    out.append("    " + "".join(f"{chr(ord('a') + c):^4}" for c in range(board.cols)) + "\n")
    for r in range(board.rows):
        out.append(f"{r + 1:>3} ")
        for c in range(board.cols):
            cell = r * board.cols + c
            here = at.get(cell)
            label = here[0] if here else board.cells[cell].lower().replace(".", " ")
            label = f"{label:^4}"[:4]
            if here and len(here) > 1:
                label = label[:3] + "+"
            out.append(label, style=STYLE[board.cells[cell]])
        out.append("\n")
    return out


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
        return f"draw a {DECK_CHOICES[a]} card"
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


def _card_name(game: Game, card: object) -> str:
    cards = game.content.cards
    text = str(card)
    if card is None or text == "":
        return "nothing"
    if text == "?":
        return "a card"
    return cards[CardId(text)].name if CardId(text) in cards else text


def _seats(seats: object) -> str:
    chosen = [f"seat {s}" for s in seats] if isinstance(seats, tuple) else []
    return ", ".join(chosen) or "no one"


class _Words:
    """Readers of one event's fields, in words."""

    def __init__(self, game: Game, event: Event) -> None:
        self.game, self.event = game, event

    def who(self, i: int) -> str:
        return self.game.name(int(str(self.event[i])))

    def where(self, i: int) -> str:
        return self.game.content.board.name(int(str(self.event[i])))

    def dice(self, i: int) -> str:
        faces = self.event[i]
        assert isinstance(faces, tuple)
        return dice_text(self.game, [int(str(f)) for f in faces])

    def card(self, i: int) -> str:
        return _card_name(self.game, self.event[i])

    def __getitem__(self, i: int) -> object:
        return self.event[i]


def _defends(w: _Words) -> str:
    answer = w[2]
    if answer is Answer.CARD:
        return f"{w.who(1)} defends with {w.card(3)}"
    return f"{w.who(1)} {answer.value if isinstance(answer, Answer) else answer}"


def _attack(w: _Words) -> str:
    card = f" with {w.card(4)}" if w[4] is not None else ""
    return f"{w.who(1)} attacks{card} for {w[3]} damage (after {w[5]} roll(s))"


_COMBAT_VERB = {"board": "attacks", "green": "fights the unplayed", "duel": "duels"}
_EVENT_TEXT: dict[str, Callable[[_Words], str]] = {
    "drew": lambda w: f"seat {w[1]} draws {w.card(3)} from the {w[2]} deck",
    "dealt": lambda w: f"seat {w[1]} is dealt {w.card(3)} from the {w[2]} deck",
    "discarded": lambda w: f"seat {w[1]} discards {w.card(3)} ({w[2]} deck)",
    "played": lambda w: f"seat {w[1]} plays {w.card(2)}",
    "rolled": lambda w: f"{w.who(1)} rolls {w.dice(2)} (roll {w[3]})",
    "defence-rolled": lambda w: f"{w.who(1)} rolls {w.dice(2)} to defend",
    "attack": _attack,
    "damaged": lambda w: f"{w.who(1)} takes {w[2]} damage (total {w[3]})",
    "eliminated": lambda w: f"{w.who(1)} is eliminated",
    "event": lambda w: f"Event for seat {w[1]}: {w.card(2)}",
    "defends": _defends,
    "defence": lambda w: f"the defence {'works' if w[3] else 'fails'}",
    "combat": lambda w: f"{w.who(2)} {_COMBAT_VERB.get(str(w[1]), 'fights')} {w.who(3)}",
    "combat-over": lambda w: "the combat is over",
    "counter-attack": lambda w: f"{w.who(1)} counter-attacks",
    "decks-shuffled": lambda w: "the four decks are shuffled",
    "draft-begins": lambda w: f"a die roll: seat {w[1]} picks the first warrior",
    "drafted": lambda w: f"seat {w[1]} drafts {w.who(2)}",
    "placed": lambda w: f"seat {w[1]} places {w.who(2)} on {w.where(3)}",
    "first-player": lambda w: f"seat {w[1]} plays first",
    "turn": lambda w: f"round {w[1]}: seat {w[2]}'s turn",
    "unplayed-stack": lambda w: f"{w[1]} unplayed warriors are shuffled into a stack",
    "moved": lambda w: f"{w.who(2)} moves from {w.where(3)} to {w.where(4)}",
    "stepped": lambda w: f"{w.who(2)} steps from {w.where(3)} to {w.where(4)}",
    "instant-move": lambda w: f"{w.who(2)} moves instantly from {w.where(3)} to {w.where(4)}",
    "fled": lambda w: f"{w.who(1)} flees from {w.where(2)} to {w.where(3)}",
    "green": lambda w: f"{w.who(2)} is drawn from the unplayed stack, run by seat {w[4]}",
    "returned": lambda w: "the unplayed warrior goes back under the stack",
    "transformed": lambda w: f"transformation roll {w[3]}: {w[4]}",
    "transform-failed": lambda w: f"transformation roll {w[3]}: no transformation",
    "form-cost": lambda w: f"{w.who(1)} pays {w[2]} Endurance for its form (damage {w[3]})",
    "fusion-roll": lambda w: f"seat {w[1]} rolls {w[2]} to fuse: {'fused' if w[3] else 'no'}",
    "fused": lambda w: f"seat {w[1]} fuses two warriors into {w.who(2)}",
    "healed": lambda w: f"{w.who(1)} heals {w[2]}",
    "rescued": lambda w: f"{w.who(1)} is rescued (damage {w[3]})",
    "reflected": lambda w: f"{w.who(1)} reflects the sphere ({w[2]} damage)",
    "shielded": lambda w: f"{w.who(1)}'s shield stops the sphere ({w[2]} damage)",
    "extra-combat": lambda w: f"seat {w[1]} gains a second combat",
    "duel-attack": lambda w: f"attack {w[1]} of the duel: {w.who(2)} attacks {w.who(3)}",
    "duel-guard": lambda w: (
        f"no one is eliminated after {w[1]} attacks: the engine's guard stops the duel"
    ),
    "extra-round": lambda w: f"more than two players tie: another round, up to round {w[1]}",
    "scores": lambda w: f"warriors on the board, by seat: {_numbers(w[1])}",
    "time-up": lambda w: f"time is up: round {w[1]} is the last",
    "game-over": lambda w: f"the game is over; winner(s): {_seats(w[1])}",
}


def _numbers(values: object) -> str:
    return ", ".join(str(x) for x in values) if isinstance(values, tuple) else str(values)


def event_text(game: Game, event: Event) -> str:
    """One event in words (no internal names): what a person reads in the terminal."""
    kind = str(event[0])
    text = _EVENT_TEXT.get(kind)
    return kind.replace("-", " ") if text is None else text(_Words(game, event))
