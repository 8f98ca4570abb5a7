"""The odds of any option of any decision, as the terminal and the table show them and the
greedy bot scores them (:func:`odds_of`): an attack, a reaction to an attack (Dodge and every
Defend option; a Power Flare's and a Duel's with :mod:`~tenkaichi.dbu.play.option_odds_defence`
and :mod:`~tenkaichi.dbu.play.option_odds_duel`), a Ki Wager or a Modifier Maneuver on one's
own attack, a Power Flare's wager, a Reflect, a Defense Wall, joining an ally's attack with
United Attack and its wager, a Clash's choice of roll, an option that starts a Clash or rolls a
check, dbu-1's Blitz (:mod:`~tenkaichi.dbu.play.option_odds_blitz`), a secret Ki Wager in a
Duel. The numbers come from :mod:`~tenkaichi.dbu.play.option_odds` (attacks) and its
companions; this module picks the right one for a decision."""

from __future__ import annotations

from dataclasses import replace

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.state import AttackFrame, Decision, Fighter, Option
from tenkaichi.dbu.play import (
    option_odds_blitz,
    option_odds_checks,
    option_odds_clash,
    option_odds_defence,
    option_odds_duel,
)
from tenkaichi.dbu.play.option_odds import (
    OptionOdds,
    attack_odds,
    frame_for,
)

BASIC_ATTACK_KINDS = frozenset({"attack", "exploit", "cross_attack"})
"""Options that declare a Basic Attack with ``profile``, ``foundation`` and ``target``."""
AS_BASIC_ATTACK = frozenset({"arms_attack", "raging_attack", "escape_attack"})
"""Options of other decisions that make the same Basic Attack (Multiple Arms, Raging, the
attack after a Duel Escape)."""
BASIC_ATTACK_ARGS = frozenset({"profile", "foundation", "target"})
DEALT = "expected damage"
TAKEN = "expected damage taken"


def _attack_frame(enc: Encounter) -> AttackFrame | None:
    frame = enc.state.stack[-1] if enc.state.stack else None
    return frame if isinstance(frame, AttackFrame) else None


def _own_attack(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    if option.kind in AS_BASIC_ATTACK:
        option = Option("attack", option.said, option.args)
    if option.kind in BASIC_ATTACK_KINDS and not option.args.keys() >= BASIC_ATTACK_ARGS:
        return None  # another attack under the same kind (dbu-1's Blitz after a Duel Escape)
    frame = frame_for(enc, f, option)
    if frame is None:
        return None
    a = attack_odds(enc, f, enc.fighter(option.args["target"]), frame)
    return OptionOdds(a.p_hit, "hit", a.expected, DEALT)


def _current_target(enc: Encounter, frame: AttackFrame) -> Fighter | None:
    if not frame.targets:
        return None
    return enc.fighter(frame.targets[min(frame.index, len(frame.targets) - 1)])


def _reaction(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    frame = _attack_frame(enc)
    if frame is not None and option.kind == "duel":
        return option_odds_duel.reaction_odds(enc, f, option)
    if frame is None or option.kind not in ("dodge", "defend"):
        return None
    reaction = str(option.args.get("defend", "dodge"))
    if reaction == "power_flare":  # the damage waits for the Power Flare's own wager
        return option_odds_defence.flare_reaction(enc, f, frame)
    a = attack_odds(enc, enc.fighter(frame.attacker), f, frame, reaction)
    return OptionOdds(a.p_hit, "be hit", a.expected, TAKEN)


def _trial(enc: Encounter, f: Fighter, frame: AttackFrame, **changes: object) -> OptionOdds | None:
    target = _current_target(enc, frame)
    if target is None or frame.attacker != f.id:
        return None
    a = attack_odds(enc, f, target, replace(frame, **changes))  # type: ignore[arg-type]
    return OptionOdds(a.p_hit, "hit", a.expected, DEALT)


def _wager(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    frame = _attack_frame(enc)
    if frame is None or "kp" not in option.args:
        return None
    return _trial(enc, f, frame, wager=int(option.args["kp"]))


def _modifier(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    frame = _attack_frame(enc)
    if frame is None:
        return None
    if option.kind == "no_modifier":
        return _trial(enc, f, frame)
    args = option.args
    return _trial(
        enc,
        f,
        frame,
        called_shot=args.get("called_shot", ""),
        absorbing=bool(args.get("absorbing", False)),
        vulnerable=args.get("vulnerable", ""),
    )


def _flare(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    frame = _attack_frame(enc)
    if frame is None:
        return None
    return option_odds_defence.flare_wager(enc, f, frame, int(option.args["kp"]))


def _united(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    """Joining an ally's attack with United Attack (or its Ki Wager, or not joining): the
    attack's chance to hit and expected Damage with ``f``'s ½ Force (Magic) and wager in its
    Wound (team.py ``_united_wound``), if the target Dodges."""
    from tenkaichi.dbu.combat.families.team.team import UnitedFrame

    top = enc.state.stack[-1] if enc.state.stack else None
    if not isinstance(top, UnitedFrame):
        return None
    frame = next(
        (x for x in reversed(enc.state.stack) if isinstance(x, AttackFrame)),
        None,
    )
    if frame is None or frame.attacker != top.attacker:
        return None
    target = _current_target(enc, frame)
    if target is None:
        return None
    united, wagers = list(frame.united), dict(frame.united_wagers)
    if option.kind == "united_attack":
        united, wagers = [*united, f.id], {**wagers, f.id: 0}
    elif option.kind == "united_wager":
        wagers[f.id] = int(option.args["kp"])
    trial = replace(frame, united=united, united_wagers=wagers)
    a = attack_odds(enc, enc.fighter(frame.attacker), target, trial)
    return OptionOdds(a.p_hit, "hit", a.expected, DEALT, note=_DODGES)


_DODGES = "if they Dodge"

_BY_DECISION = {
    "reaction": _reaction,
    "wager": _wager,
    "modifier": _modifier,
    "flare_wager": _flare,
    "reflect": option_odds_defence.reflect_odds,
    "united_attack": _united,
    "united_wager": _united,
}


def odds_of(enc: Encounter, decision: Decision, option: Option) -> OptionOdds | None:
    """The odds of choosing ``option`` in ``decision`` (None where the engine cannot compute
    any: a move, a Ki Wager in someone else's Duel...). Give it the chooser's side view."""
    f = enc.fighter(decision.actor)
    by_decision = _BY_DECISION.get(decision.kind)
    if by_decision is not None:
        return by_decision(enc, f, option)
    if decision.kind == "clash_roll":
        return option_odds_clash.roll_odds(enc, f, option)
    if decision.kind == "duel_wager":
        return option_odds_duel.wager_odds(enc, f, option)
    if option.kind == "intervene" and str(option.args.get("option", "")).startswith("defense_wall"):
        return option_odds_defence.wall_odds(enc, f, option)
    by_option = option_odds_checks.BY_OPTION.get(option.kind) or option_odds_clash.BY_OPTION.get(
        option.kind
    )
    if by_option is not None:
        return by_option(enc, f, option)
    if option.kind == "blitz" or option.args.get("blitz"):
        return option_odds_blitz.blitz_odds(enc, f, option)
    if option.kind in BASIC_ATTACK_KINDS | AS_BASIC_ATTACK or option.kind in (
        "signature",
        "release",
    ):
        return _own_attack(enc, f, option)
    return None


__all__ = ["odds_of"]
