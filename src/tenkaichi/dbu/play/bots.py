"""Bots for DBU fights, behind one interface: given the encounter and its decision, return
the index of an option. ``random`` is uniform over the legal options; ``greedy`` scores each
option by expected value with exact odds from the dice engine.

:mod:`~tenkaichi.dbu.play.option_odds` holds the exact odds the greedy bot scores with (also
what the terminal and the table show next to each option).
"""

from __future__ import annotations

import random
from typing import Protocol

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.state import AttackFrame, Decision, Fighter, Option
from tenkaichi.dbu.combat.editions.dbu1 import bot_scoring  # noqa: F401  (registers its scorers)
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.attack_clash import guard_kp
from tenkaichi.dbu.combat.rules.attack_wound import damage_for, flare_parts_for
from tenkaichi.dbu.combat.rules.movement import destinations
from tenkaichi.dbu.play import lookahead, lookahead_charge, lookahead_forms, lookahead_states
from tenkaichi.dbu.play.option_odds import (
    AttackOdds,
    attack_odds,
    option_odds,
    p_beats,
    probs_for,
)
from tenkaichi.dbu.play.scoring import (
    KP_WEIGHT,
    TURN_SCORERS,
    any_attack,
    attack_value,
    best_attack_value,
    life_fraction,
    out_of_reach_signature_value,
)
from tenkaichi.dbu.play.sideview import SideView, side_view
from tenkaichi.errors import RuleViolation


class Bot(Protocol):
    """A player of one side. It is given that side's view of the fight, never the fight
    itself (:mod:`~tenkaichi.dbu.play.sideview`): no other side's secrets, no dice."""

    name: str

    def choose(self, view: SideView, decision: Decision) -> int: ...


def decide(bot: Bot, enc: Encounter) -> int:
    """Ask ``bot`` for the pending decision, showing it only its side's view."""
    decision = enc.decision
    if decision is None:
        raise RuleViolation("there is no decision to make: the fight is over")
    return bot.choose(side_view(enc, enc.fighter(decision.actor).side), decision)


class RandomBot:
    """Uniform over the legal options, from its own seeded generator."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: SideView, decision: Decision) -> int:
        return self._rng.randrange(len(decision.options))


# --- greedy -----------------------------------------------------------------------------


class GreedyBot:
    """Picks the option with the best expected value: damage dealt (exact hit chance times
    mean damage) against Ki spent; answers attacks with the reaction that minimises expected
    damage taken; closes in when nothing is in reach."""

    name = "greedy"

    def choose(self, view: SideView, decision: Decision) -> int:
        scores = greedy_scores(view, decision)
        best = max(range(len(scores)), key=lambda i: (scores[i], -i))
        return best


def greedy_scores(view: Encounter, decision: Decision) -> list[float]:
    """The greedy bot's score of each option of ``decision`` (it picks the highest, the
    first of equals); the search bot ranks its candidates by them."""
    f = view.fighter(decision.actor)
    scorer = _SCORERS.get(decision.kind, _first)
    return [scorer(view, f, o, decision) for o in decision.options]


def _first(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    return 0.0


def _score_turn(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    kind = o.kind
    extra = TURN_SCORERS.get(kind)
    if extra is not None:
        return extra(enc, f, o, d)
    if kind in ("attack", "signature", "release"):
        return attack_value(enc, f, o) + 1.0
    if kind in ("transform", "revert"):
        return lookahead_forms.transform_score(enc, f, o, d)
    if kind == "surge":
        if o.args["surge"] == "healing":
            return 25.0 if life_fraction(enc, f) < 0.4 else -1.0
        return 20.0 if f.ki < stats.max_ki(enc, f) // 5 else -1.0
    if kind == "move":
        # Close in when nothing is in reach, or when every target is at Long Range, or when
        # a Signature Technique out of reach is worth more than the best attack in reach.
        far = all(enc.distance(f, x) >= enc.settings.long_range for x in enc.opponents(f))
        if any_attack(d) and not far:
            closer = out_of_reach_signature_value(enc, f)
            if closer <= best_attack_value(enc, f, d):
                return -1.0
            return closer + (0.5 if o.args["mode"] == "normal" else 0.0)
        bonus = 3.0 if far else 2.0
        return bonus if o.args["mode"] == "normal" else bonus - 1.0
    if kind in _LOOKAHEAD:
        return _LOOKAHEAD[kind](enc, f, o, d)
    if kind == "stand_up":
        return 5.0
    if kind == "recover":
        return 3.0 if life_fraction(enc, f) < 0.3 and o.args["mode"] == "heal" else -2.0
    if kind in ("cancel_charge", "energy_cancel", "convert"):
        return -0.5
    if kind == "command":
        return 4.0 + float(o.args["minions"])
    if kind == "end_turn":
        return 0.0
    return _score_team_turn(enc, f, o, d)


_LOOKAHEAD = {
    "power_up": lookahead.power_up_score,
    "aura": lookahead.aura_score,
    "charge_declare": lookahead_charge.charge_declare_score,
    "charge": lookahead_charge.charge_more_score,
}
"""Turn options that pay over the coming attacks (:mod:`~tenkaichi.dbu.play.lookahead`,
:mod:`~tenkaichi.dbu.play.lookahead_charge`)."""


def _score_team_turn(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    """Issue-4 maneuvers where they clearly pay: break out of a grapple or a Pin (both leave
    you under Guard Down), end a grapple you hold when you would rather attack, and Empower an
    ally who is out of Ki while you have plenty."""
    kind = o.kind
    if kind in ("grapple_escape", "escape_pin"):
        return 6.0 if o.args.get("actions", 1) == 1 else 1.0
    if kind == "grapple_end":
        return 0.5
    if kind == "enter_state":
        measured = lookahead_states.turn_state_score(enc, f, o, d)
        return _score_state(enc, f, o) if measured is None else measured
    if kind == "leave_state":
        return _score_state(enc, f, o)
    if kind == "liquid_heal":
        return 4.0 if life_fraction(enc, f) < 0.5 else -1.0
    if kind == "empower" and not o.args.get("full"):
        ally = enc.fighter(o.args["ally"]) if "ally" in o.args else None
        if ally is not None and ally.ki < stats.max_ki(enc, ally) // 5 and f.ki > f.life // 2:
            return 2.0 if o.args.get("actions", 1) == 1 else 0.5
    return -1.0


STATE_VALUE = {
    "raging": 8.0,
    "superior": 9.0,
    "determined": 10.0,
    "surging": 6.0,
    "mindful": 4.0,
    "multiple_arms": 5.0,
    "invisible": 7.0,
    "undying": 0.0,
    "liquid": -3.0,
}
"""How much the greedy bot likes entering each State whose worth the odds of an attack do
not show (the others: :mod:`~tenkaichi.dbu.play.lookahead_states`)."""


def _score_state(enc: Encounter, f: Fighter, o: Option) -> float:
    """Enter an attacking State when it still has Karma for it; Undying only near Defeat;
    Liquid only to heal; leave a State only when it hurts (Liquid when healthy, Undying
    while Life is above 0)."""
    name = o.args["state"]
    low = life_fraction(enc, f) < 0.25
    if o.kind == "leave_state":
        if name == "liquid":
            return 3.0 if not low else -2.0
        if name == "undying":
            return 2.0 if f.life > 0 and not low else -5.0
        return -2.0
    if name == "undying":
        return 12.0 if low else -1.0
    if name == "liquid":
        return 3.0 if low else -3.0
    return STATE_VALUE.get(name, 0.0)


def _might_edge(enc: Encounter, a: Fighter, b: Fighter) -> int:
    return stats.derived(enc, a).might.value - stats.derived(enc, b).might.value


def _score_intervene(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    """Step in for an ally who is worse off than you: a Defense Wall when you can take the hit,
    a Deflect when your Might clearly beats the attacker's."""
    frame = next((x for x in reversed(enc.state.stack) if isinstance(x, AttackFrame)), None)
    if o.kind == "pass" or frame is None or frame.index >= len(frame.targets):
        return 0.0
    if o.kind == "intervene_attempt":  # dbu-1: worth the best option a passed Save offers
        from tenkaichi.dbu.combat.families.team.intervene import intervene_options

        ally, attacker = enc.fighter(frame.targets[frame.index]), enc.fighter(frame.attacker)
        after = intervene_options(enc, f, ally, attacker)
        return max((_score_intervene(enc, f, x, d) for x in after), default=-1.0)
    ally = enc.fighter(frame.targets[frame.index])
    attacker = enc.fighter(frame.attacker)
    gap = life_fraction(enc, f) - life_fraction(enc, ally)
    option = o.args.get("option", "")
    if option.startswith("defense_wall"):
        return 1.0 if gap > 0.3 and stats.soak(enc, f) >= stats.soak(enc, ally) else -1.0
    if option in ("deflect", "distant_deflect"):
        edge = _might_edge(enc, f, attacker)
        return 1.5 + edge / 10 if edge >= 3 and gap > 0.0 else -1.0
    return -1.0


def _score_join(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    """United Attack (on an attack, or in an ally's Duel): join when an Action is to spare."""
    if o.kind in ("pass", "no_unite"):
        return 0.0
    return 1.0 if f.actions >= 2 else -1.0


def _score_middle_wager(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    """Wagers the bot cannot value exactly (United Attack, Duel Clashes): half the cap."""
    cap = max(int(x.args.get("kp", 0)) for x in d.options)
    return -abs(int(o.args.get("kp", 0)) - cap // 2)


def _score_reflect(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    return 1.0 if o.kind == "reflect" else 0.0


def _score_reaction(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    frame = enc.state.stack[-1]
    if not isinstance(frame, AttackFrame):
        return 0.0
    attacker = enc.fighter(frame.attacker)
    if o.kind == "energy_cancel":
        return -50.0
    reaction = o.args.get("defend", "dodge")
    a = attack_odds(enc, attacker, f, frame, reaction)
    taken = a.expected
    if reaction == "power_flare":
        taken *= 0.6
    cost = 0.0
    if o.kind == "defend":
        cost += 1.0 if f.counters > 0 else 6.0
        if reaction == "guard":
            cost += KP_WEIGHT * guard_kp(enc, f, frame.charges)
    return -(taken + cost)


def _score_wager(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    frame = enc.state.stack[-1]
    if not isinstance(frame, AttackFrame):
        return 0.0
    kp = int(o.args["kp"])
    if o.kind == "flare_wager":
        # Power Flare: the chance this wager's Wound beats theirs, times the damage it saves.
        attacker = enc.fighter(frame.attacker)
        flare = probs_for(enc, f, flare_parts_for(enc, f, kp))
        beaten = p_beats(flare, (frame.wound_score, (1.0,)))
        calc, _ = damage_for(enc, frame, attacker, f, frame.wound_score, "power_flare")
        return beaten * calc.damage - KP_WEIGHT * kp
    cap = len(d.options) - 1
    if kp not in (0, cap // 2, cap):
        return -1e9
    target = enc.fighter(frame.targets[0])
    trial = AttackFrame(**{**{k: getattr(frame, k) for k in frame.__slots__}, "wager": kp})
    a = attack_odds(enc, f, target, trial)
    return a.expected - 0.5 * kp


def _score_modifier(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    frame = enc.state.stack[-1]
    if not isinstance(frame, AttackFrame) or o.kind == "no_modifier":
        return 0.0
    target = enc.fighter(frame.targets[0])
    base = attack_odds(enc, f, target, frame).expected
    trial = AttackFrame(
        **{
            **{k: getattr(frame, k) for k in frame.__slots__},
            "called_shot": o.args["called_shot"],
            "absorbing": o.args["absorbing"],
            "vulnerable": o.args.get("vulnerable", ""),
        }
    )
    a = attack_odds(enc, f, target, trial)
    gain = a.expected - base
    if o.args["absorbing"]:
        gain += a.expected * 0.5
    return gain - 3.0 - KP_WEIGHT * 2 * stats.base_tier(enc, f)


def _score_exploit(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    if o.kind == "pass":
        return 0.0
    return attack_value(enc, f, o) - 1.0


def _score_destination(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    pos = (o.args["x"], o.args["y"])
    foes = enc.opponents(f)
    if not foes:
        return 0.0
    from tenkaichi.dbu.combat.rules.targeting import gap_from

    nearest = min(gap_from(enc, pos, f, x) for x in foes)
    return -float(abs(nearest - 1))


def _score_instant(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    if o.kind == "pass":
        return 0.0
    if o.kind == "enter_state":
        measured = lookahead_states.instant_state_score(enc, f, o)
        return _score_state(enc, f, o) if measured is None else measured
    if o.kind == "leave_state":
        return _score_state(enc, f, o)
    if o.kind in ("raging_attack", "arms_attack"):
        return attack_value(enc, f, Option("attack", o.said, o.args))
    if o.kind != "surge":
        return -1.0
    if o.args["surge"] == "healing":
        return 1.0 if life_fraction(enc, f) < 0.35 else -1.0
    return 1.0 if f.ki < stats.max_ki(enc, f) // 5 else -1.0


def _score_keep(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    return {
        "keep_aura": 1.0 if f.ki > stats.max_ki(enc, f) // 3 else -1.0,
        "leave_spectator": 1.0,
        "no_spectate": 1.0,
        "no_cross": 0.0,
        "refund": 0.0,
    }.get(o.kind, 0.0)


def _score_control(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    """A target got away: retarget when the attack already paid for is worth its Ki against
    the new target (a refund, scored 0, gives the Ki back)."""
    if o.kind != "retarget":
        return _score_keep(enc, f, o, d)
    frame = next(
        (x for x in reversed(enc.state.stack) if isinstance(x, AttackFrame) and x.attacker == f.id),
        None,
    )
    if frame is None:
        return -1.0
    a = attack_odds(enc, f, enc.fighter(o.args["target"]), frame)
    return a.expected - KP_WEIGHT * (frame.kp + frame.wager + frame.modifier_kp)


def _score_cross(enc: Encounter, f: Fighter, o: Option, d: Decision) -> float:
    if o.kind == "no_cross":
        return 0.0
    return attack_value(enc, f, o)


_SCORERS = {
    "turn": _score_turn,
    "reaction": _score_reaction,
    "wager": _score_wager,
    "flare_wager": _score_wager,
    "modifier": _score_modifier,
    "exploit": _score_exploit,
    "destination": _score_destination,
    "instant": _score_instant,
    "aura_upkeep": _score_keep,
    "spectator": _score_keep,
    "spectate": _score_keep,
    "control": _score_control,
    "cross_counter": _score_cross,
    "charge_attack": lookahead_charge.charge_attack_score,
    "intervene": _score_intervene,
    "united_attack": _score_join,
    "duel_united": _score_join,
    "united_wager": _score_middle_wager,
    "duel_wager": _score_middle_wager,
    "reflect": _score_reflect,
}


def run_fight(enc: Encounter, bots: dict[str, Bot]) -> Encounter:
    """Let bots (one per side) play the fight to its end."""
    while not enc.over:
        d = enc.decision
        assert d is not None
        enc.choose(decide(bots[enc.fighter(d.actor).side], enc))
    return enc


__all__ = [
    "AttackOdds",
    "Bot",
    "GreedyBot",
    "RandomBot",
    "attack_odds",
    "decide",
    "destinations",
    "greedy_scores",
    "option_odds",
    "run_fight",
]
