"""The legal actions at a decision, and a plain reason when an action is not one of them."""

from __future__ import annotations

from tenkaichi.ddc.actions import Action
from tenkaichi.ddc.combat import PLAIN, Technique
from tenkaichi.ddc.content import key
from tenkaichi.ddc.geometry import in_range
from tenkaichi.ddc.movement import reachable
from tenkaichi.ddc.state import FighterState
from tenkaichi.ddc.view import Table
from tenkaichi.i18n import text

_RANGE_WORDS = {
    "rays": {
        "normal": "ddc-reach-one-any",
        "close": "ddc-reach-rays-close",
        "long": "ddc-reach-rays-long",
        "self": "ddc-reach-self",
        "support": "ddc-reach-rays-long",
    },
    "area": {
        "normal": "ddc-reach-one-any",
        "close": "ddc-reach-area-close",
        "long": "ddc-reach-area-long",
        "self": "ddc-reach-self",
        "support": "ddc-reach-area-long",
    },
}
"""How far each range reaches, by range mode: message ids."""


def techniques(battle: Table, fighter: FighterState, ready_only: bool = True) -> list[Technique]:
    """The plain attack, then the named moves (only when recharged, if ``ready_only``)."""
    named = [Technique.of(m) for m in battle.spec(fighter).moves]
    if ready_only and not recharged(fighter):
        named = []
    return [PLAIN, *named]


def recharged(fighter: FighterState) -> bool:
    """The shared recharge (seed rule 6) is over."""
    return fighter.posts >= fighter.named_ready


def fits(battle: Table, user: FighterState, tech: Technique, target: FighterState) -> bool:
    """``target`` is a valid target of ``tech`` for ``user`` (side and range)."""
    if not target.alive:
        return False
    enemy = target.side != user.side
    if tech.kind in ("offense", "debuff") and not enemy:
        return False
    if tech.kind in ("heal", "buff", "defense") and enemy:
        return False
    if enemy and shielded(battle, tech, target):
        return False
    dx, dy = target.x - user.x, target.y - user.y
    return in_range(tech.range, dx, dy, battle.settings.range_mode)


def shielded(battle: Table, tech: Technique, target: FighterState) -> bool:
    """A digivolving ``target`` is "immune to attacks" (seed rule 8): an enemy's attack (and,
    with ``immune_to_debuffs``, its de-buff) could do nothing, so it is not offered."""
    if not target.immune:
        return False
    return tech.kind == "offense" or (tech.kind == "debuff" and battle.settings.immune_to_debuffs)


def attack_actions(battle: Table, user: FighterState) -> list[Action]:
    return [
        Action("attack", move=tech.name, target=target.name)
        for tech in techniques(battle, user)
        for target in battle.state.fighters
        if fits(battle, user, tech, target)
    ]


def legal_actions(battle: Table) -> list[Action]:
    state = battle.state
    if state.winner is not None or state.turn.actor < 0:
        return []
    turn, actor, settings = state.turn, state.actor, battle.settings
    actions: list[Action] = []
    first = turn.mode == ""
    if first:
        actions += _digivolve_actions(battle, actor)
        steps = settings.move_steps
    else:
        steps = turn.steps
    budget = max(steps, settings.charge_steps) if first else steps
    reach = sorted(reachable(state, actor, budget, settings).items())
    actions += [Action("move", x, y) for (x, y), cost in reach if cost <= steps]
    if not turn.attacked:
        actions += attack_actions(battle, actor)
    if first:
        limit = settings.charge_steps
        actions += [Action("charge", x, y) for (x, y), cost in reach if cost <= limit]
        actions.append(Action("defend"))
    actions.append(Action("end"))
    return actions


def is_legal(battle: Table, action: Action) -> bool:
    """``action in legal_actions(battle)``, checking only what this action needs."""
    state = battle.state
    if state.winner is not None or state.turn.actor < 0:
        return False
    turn, actor, settings = state.turn, state.actor, battle.settings
    first = turn.mode == ""
    kind = action.kind
    if kind == "end":
        return True
    if kind == "defend":
        return first
    if kind in ("move", "charge"):
        if kind == "charge" and not first:
            return False
        budget = (
            settings.charge_steps
            if kind == "charge"
            else (settings.move_steps if first else turn.steps)
        )
        return (action.x, action.y) in reachable(state, actor, budget, settings)
    if kind == "attack":
        if turn.attacked or action.x or action.y:
            return False
        tech = next((t for t in techniques(battle, actor) if t.name == action.move), None)
        target = next((f for f in state.fighters if f.name == action.target), None)
        return tech is not None and target is not None and fits(battle, actor, tech, target)
    return first and action in _digivolve_actions(battle, actor)


def _digivolve_actions(battle: Table, actor: FighterState) -> list[Action]:
    if not battle.settings.digivolve_enabled:
        return []
    forms = battle.roster.find(actor.base).forms
    if not actor.digivolved:
        return [Action("digivolve", move=form) for form in forms]
    if battle.state.turn.switched:
        return []
    return [Action("form", move=f) for f in (actor.base, *forms) if f != actor.form]


def why_illegal(battle: Table, action: Action) -> str:
    """A one-line reason ``action`` cannot be taken now (call only for an illegal action), in
    the current reader's language."""
    state, settings = battle.state, battle.settings
    if state.winner is not None:
        return text("ddc-why-over")
    actor, turn = state.actor, state.turn
    first_only = ("charge", "defend", "digivolve", "form")
    if action.kind in first_only and turn.mode != "":
        return text("ddc-why-first", action=action.kind)
    if action.kind == "move" and turn.mode == "defend":
        return text("ddc-why-defends", name=actor.name)
    if action.kind in ("digivolve", "form"):
        if not settings.digivolve_enabled:
            return text("ddc-why-no-digivolving")
        return text(
            "ddc-why-cannot-form", name=actor.name, action=action.kind, form=repr(action.move)
        )
    if action.kind in ("move", "charge"):
        return _why_not_square(battle, action)
    if action.kind == "attack":
        if turn.attacked:
            return text("ddc-why-attacked", name=actor.name)
        return _why_not_attack(battle, action)
    return text("ddc-why-not-now", action=repr(action.text()))


def _why_not_square(battle: Table, action: Action) -> str:
    state, settings, actor = battle.state, battle.settings, battle.state.actor
    square = (action.x, action.y)
    if not (0 <= action.x < settings.grid_width and 0 <= action.y < settings.grid_height):
        return text(
            "ddc-why-off-grid",
            square=str(square),
            width=str(settings.grid_width),
            height=str(settings.grid_height),
        )
    if square == actor.square:
        return text("ddc-why-already-on", name=actor.name, square=str(square))
    for other in state.fighters:
        if other.alive and other.square == square:
            return text("ddc-why-taken", square=str(square), name=other.name)
    budget = (
        settings.charge_steps
        if action.kind == "charge"
        else (state.turn.steps if state.turn.mode else settings.move_steps)
    )
    return text(
        "ddc-why-too-far",
        square=str(square),
        steps=str(budget),
        name=actor.name,
        at=str(actor.square),
    )


def _why_not_attack(battle: Table, action: Action) -> str:
    actor = battle.state.actor
    tech = next(
        (t for t in techniques(battle, actor, False) if key(t.name) == key(action.move)), None
    )
    if tech is None:
        names = ", ".join(t.name for t in techniques(battle, actor, False))
        return text("ddc-why-no-move", name=actor.name, move=repr(action.move), moves=names)
    if tech.named and not recharged(actor):
        return text(
            "ddc-why-recharging",
            name=actor.name,
            ready=str(actor.named_ready),
            post=str(actor.posts),
        )
    target = next((f for f in battle.state.fighters if key(f.name) == key(action.target)), None)
    if target is None:
        return text("ddc-why-no-fighter", name=repr(action.target))
    if not target.alive:
        return text("ddc-why-knocked-out", name=target.name)
    enemy = target.side != actor.side
    if tech.kind in ("offense", "debuff") and not enemy:
        return text("ddc-why-on-enemies", move=tech.name, name=target.name)
    if tech.kind in ("heal", "buff", "defense") and enemy:
        return text("ddc-why-on-allies", move=tech.name, user=actor.name, name=target.name)
    if enemy and shielded(battle, tech, target):
        return text("ddc-why-immune", name=target.name, move=tech.name)
    offset = (target.x - actor.x, target.y - actor.y)
    words = text(_RANGE_WORDS[battle.settings.range_mode][tech.range])
    return text(
        "ddc-why-out-of-range",
        name=target.name,
        move=tech.name,
        range=tech.range,
        reach=words,
        offset=str(offset),
    )
