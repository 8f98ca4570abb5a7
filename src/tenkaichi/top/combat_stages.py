"""A combat run stage by stage: the decision or automatic step of the current stage of
``state.combat``, what follows a strike (a counter-attack, the next attack of a tie-break duel)
and the end of the combat (the forms' costs, then the turn or the duel goes on).

Stages (each either a decision or an automatic step):

    fuse (attacker's owner, then defender's owner: the fusion roll "at the beginning of combat")
    -> transform -> [transform-card] -> (attacker, then defender)          (transform.py)
    roll -> reroll* -> resolve                                               (attack.py)
    -> [defend -> defend-roll*]                                              (defence.py)
    -> damage -> [rescue] -> [flee]                                          (damage.py)
    -> next (counter-attack, or end; in a tie-break duel, the forms' costs and the next attack,
    which starts again at transform) -> end                                  (here)

Whether a stage whose options depend on a hand (fuse, offered only without a Fusion card;
transform-card, resolve, defend, rescue, which play a card) is entered depends only on what
every player sees, never on the cards held, so the flow of a combat tells no one what another
player holds.
"""

from __future__ import annotations

from collections.abc import Callable

from tenkaichi.top import attack, damage, defence, rounds, rules, transform, turn
from tenkaichi.top.attack import new_strike
from tenkaichi.top.combat import strike_of
from tenkaichi.top.damage import eliminate
from tenkaichi.top.rules import LiveGame
from tenkaichi.top.state import Combat, Option


def options(game: LiveGame) -> tuple[int, str, list[Option]] | None:
    """The decision of the current stage, or None when it is an automatic step."""
    c = game.state.combat
    assert c is not None
    maker = _OPTIONS.get(c.stage)
    return None if maker is None else maker(game, c)


def auto(game: LiveGame) -> None:
    c = game.state.combat
    assert c is not None
    _AUTO[c.stage](game, c)


def answer(game: LiveGame, option: Option) -> None:
    c = game.state.combat
    assert c is not None
    _ANSWER[c.stage](game, c, option)


def _next(game: LiveGame, c: Combat) -> None:
    """After a strike: a counter-attack, the next duel attack, or the end of the combat."""
    s = game.state
    attacker, defender = s.tokens[c.attacker], s.tokens[c.defender]
    strike = strike_of(c)
    if not (attacker.alive and defender.alive) or c.fled:
        c.stage = "end"
        return
    if c.kind == "duel":
        _next_duel_attack(game, c)
        return
    original_target = strike.striker if strike.reflected else strike.target
    counters = strike.countered or rules.ability(game, defender) == "counter-attack"
    if not strike.counter and original_target == c.defender and counters and not c.counter_done:
        c.counter_done = True
        game.events.append(("counter-attack", defender.id))
        new_strike(game, c, c.defender, c.attacker, counter=True)
        return
    c.stage = "end"


def _next_duel_attack(game: LiveGame, c: Combat) -> None:
    """An attack of the tie-break duel that eliminated no one is over. Each attack is a combat
    of its own (seed 002): the transformed warriors pay their form's cost and "Once the attack
    is over, your Warrior returns to his or her original shape"; then the warrior attacked
    attacks in turn, both first trying to transform "before combat". The duel goes on "until one
    of the 2 Warriors are eliminated"; only the engine's guard ``duel_attack_guard`` stops a duel
    that could never end (warriors unable to hurt each other)."""
    s = game.state
    _forms_over(game, c)
    if not (s.tokens[c.attacker].alive and s.tokens[c.defender].alive):
        c.stage = "end"  # a form's cost eliminated
        return
    c.attacks += 1
    if c.attacks >= game.content.settings.duel_attack_guard:
        game.events.append(("duel-guard", c.attacks))
        c.stage = "end"
        return
    c.attacker, c.defender = c.defender, c.attacker
    c.transform_side, c.counter_done, c.strike = 0, False, None
    c.stage = "transform"
    game.events.append(("duel-attack", c.attacks + 1, c.attacker, c.defender))


def _forms_over(game: LiveGame, c: Combat) -> None:
    """Forms cost Endurance once the attack is over, then revert (seed 002; B23)."""
    s = game.state
    for token_id in (c.attacker, c.defender):
        token = s.tokens[token_id]
        if token.form > 0:
            cost = rules.form_of(game, token).cost
            token.form = 0
            if token.alive and cost:
                token.damage += cost
                game.events.append(("form-cost", token.id, cost, token.damage))
                if rules.is_out(game, token):
                    eliminate(game, token, token.id)


def _end(game: LiveGame, c: Combat) -> None:
    """The forms' costs (:func:`_forms_over`), then what follows the combat."""
    s = game.state
    attacker, defender = s.tokens[c.attacker], s.tokens[c.defender]
    standing = (attacker.alive, defender.alive)
    _forms_over(game, c)
    game.events.append(("combat-over", attacker.alive, defender.alive))
    s.combat = None
    if c.kind == "duel":
        rounds.duel_over(game, _duel_winner(game, c, standing))
        return
    s.turn.opponent_out = not defender.alive
    if c.kind == "green":
        defender.cell = -1
        if defender.alive:
            defender.alive = False
            s.unplayed.append(defender.character)
            game.events.append(("returned", defender.character))
        elif attacker.alive:
            s.turn.bonus_draws += 2
    elif not defender.alive:
        defender.cell = -1
    turn.after_combat(game)


def _duel_winner(game: LiveGame, c: Combat, standing: tuple[bool, bool]) -> int | None:
    """The seat whose warrior "won the last combat" (seed 002). The duel ends at the first
    elimination: a warrior that eliminates its opponent wins even if its form's cost, paid once
    the attack is over, then eliminates it too. Warriors eliminated together (by their forms'
    costs), or both standing when the guard stops the duel, give no winner."""
    s = game.state
    attacker, defender = s.tokens[c.attacker], s.tokens[c.defender]
    if standing[0] != standing[1]:
        return attacker.owner if standing[0] else defender.owner
    if attacker.alive != defender.alive:
        return attacker.owner if attacker.alive else defender.owner
    return None


_OPTIONS: dict[str, Callable[[LiveGame, Combat], tuple[int, str, list[Option]] | None]] = {
    **transform.OPTIONS,
    **attack.OPTIONS,
    **defence.OPTIONS,
    **damage.OPTIONS,
}
_AUTO: dict[str, Callable[[LiveGame, Combat], None]] = {
    **transform.AUTO,
    **attack.AUTO,
    **defence.AUTO,
    **damage.AUTO,
    "next": _next,
    "end": _end,
}
_ANSWER: dict[str, Callable[[LiveGame, Combat, Option], None]] = {
    **transform.ANSWER,
    **attack.ANSWER,
    **defence.ANSWER,
    **damage.ANSWER,
}
