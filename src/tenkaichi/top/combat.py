"""Combat (seed 002): starting one, who controls a warrior in it, the options of its decisions,
and what every stage shares (the strike under way, a re-roll of some dice).

A combat is run stage by stage (``state.combat.stage``): fusion and transformation
(:mod:`tenkaichi.top.transform`), the attack roll, its re-rolls and the chosen result
(:mod:`tenkaichi.top.attack`), the defence (:mod:`tenkaichi.top.defence`), the damage, a Rescue
and a flight (:mod:`tenkaichi.top.damage`), and what comes after a strike and at the end of the
combat (:mod:`tenkaichi.top.combat_stages`, which runs them all).
"""

from __future__ import annotations

from tenkaichi.top import rules
from tenkaichi.top.rules import LiveGame, Table
from tenkaichi.top.state import Combat, Option, Strike, Token

NO: Option = ("no", 0, 0)
YES: Option = ("yes", 0, 0)
FUSE: Option = ("fuse", 0, 0)
STOP: Option = ("stop", 0, 0)
TAKE: Option = ("defend", 0, 0)
DODGE: Option = ("defend", 1, 0)
SUM = 2
CARD_BASE = 3
DEFEND_CARD_BASE = 2
"""The numbers of the options: ``("resolve", i, 0)`` is the form's combo ``i`` (0 or 1), the
symbol sum (:data:`SUM`) or the Attack card at hand index ``i - CARD_BASE``; ``("defend", i,
0)`` is taking the hit (:data:`TAKE`), a Dodge roll (:data:`DODGE`) or the card at hand index
``i - DEFEND_CARD_BASE``."""


def _reroll_options(n: int) -> list[Option]:
    return [STOP] + [("reroll", mask, 0) for mask in range(1, 1 << n)]


_REROLLS = [_reroll_options(n) for n in range(7)]


def begin(game: LiveGame, kind: str, attacker: Token, defender: Token) -> None:
    s = game.state
    if kind != "duel":
        s.turn.combats += 1
        s.turn.last_kill = False
        s.turn.opponent_out = False
    s.combat = Combat(kind, attacker.id, defender.id, stage="fuse")
    s.phase = "combat"
    game.events.append(("combat", kind, attacker.id, defender.id))
    if kind == "duel":
        game.events.append(("duel-attack", 1, attacker.id, defender.id))


def begin_green(game: LiveGame, attacker: Token) -> None:
    """Green space: "the player on your right" runs the top unplayed warrior (seed 002), the
    nearest seat on the right that still has warriors (:func:`rules.right_of`)."""
    s = game.state
    character = s.unplayed.pop(0)
    npc = Token(len(s.tokens), -1, character, attacker.cell)
    s.tokens.append(npc)
    controller = attacker.owner
    seat = attacker.owner
    for _ in range(s.n - 1):
        seat = rules.right_of(seat, s.n)
        if rules.living(game, seat):
            controller = seat
            break
    game.events.append(("green", attacker.owner, npc.id, character, controller))
    begin(game, "green", attacker, npc)
    assert s.combat is not None
    s.combat.controller = controller


def controller(game: Table, token: Token) -> int:
    if token.owner >= 0:
        return token.owner
    assert game.state.combat is not None
    return game.state.combat.controller


def strike_of(c: Combat) -> Strike:
    assert c.strike is not None
    return c.strike


def reroll(game: LiveGame, c: Combat, mask: int) -> None:
    die = game.rng.die
    for i in range(len(c.dice)):
        if mask >> i & 1:
            c.dice[i] = die(6) - 1
    c.rerolls -= 1
    strike = strike_of(c)
    if c.stage == "reroll":
        strike.rolls += 1
        game.events.append(("rolled", c.roller, tuple(c.dice), strike.rolls))
    else:
        game.events.append(("defence-rolled", c.roller, tuple(c.dice)))


def reroll_options(game: LiveGame, c: Combat) -> tuple[int, str, list[Option]] | None:
    """A re-roll decision (``reroll`` or ``defend-roll``): stop, or which dice to roll again
    (none once the re-rolls are spent)."""
    if c.rerolls <= 0:
        return None
    token = game.state.tokens[c.roller]
    return controller(game, token), c.stage, list(_REROLLS[len(c.dice)])
