"""Maneuvers that answer other maneuvers: the Instant window, Exploit (and the movement and
Combat Recovery that provoke it), and Instantaneous Control."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.hooks import frame as register_frame
from tenkaichi.dbu.combat.core.state import (
    AttackFrame,
    ControlFrame,
    Effect,
    Expiry,
    ExploitFrame,
    Fighter,
    InstantFrame,
    MoveFrame,
    Option,
    RecoveryFrame,
)
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.checks import roll_check
from tenkaichi.dbu.combat.rules.damage import heal, steadfast_tn
from tenkaichi.dbu.combat.rules.said import names, plain, said, square
from tenkaichi.dice.roller import roll
from tenkaichi.i18n.catalogue import Arg, Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


# --- Instant Maneuvers in response to a Standard Maneuver -------------------------------


def _instant_options(enc: Encounter, f: Fighter, actor: Fighter) -> list[Option]:
    from tenkaichi.dbu.combat.rules.costs import within_limits

    if f.defeated or f.last_instant or (enc.state.surprise_round and f.surprised):
        return []
    out = []
    if within_limits(enc, f, "surge"):
        out += surge_options()
    for provider in REGISTRY.instant_options:
        out += provider(enc, f, actor)
    return out


def surge_options() -> list[Option]:
    """The Surge Maneuver's two uses, as options."""
    return [
        Option("surge", Msg.of("dbu-option-healing-surge"), {"surge": "healing"}),
        Option("surge", Msg.of("dbu-option-ki-surge"), {"surge": "ki"}),
    ]


def trigger_said(trigger: str) -> Arg:
    """What an Instant window waits for (``InstantFrame.trigger``, kept as English in the
    state: ``Energy Charge``, ``attack (Kamehameha)``) for every language."""
    if trigger.startswith("attack (") and trigger.endswith(")"):
        return Msg.of("dbu-trigger-attack", attack=Term(trigger[len("attack (") : -1]))
    return said(trigger)


def open_instant_window(
    enc: Encounter, actor: Fighter, trigger: str, targets: list[str] | None = None
) -> None:
    """Everyone else with an Instant Maneuver may use it before the Standard Maneuver
    resolves, in Initiative Order (Orders of Instance); ``targets``: whom it attacks, if it
    is an attack. Under ``reaction_windows: when-they-matter`` a fighter is asked only when
    one of their Instants could change the outcome now (:func:`window_matters`)."""
    frame = InstantFrame(
        actor=actor.id, trigger=plain(trigger), candidates=[], targets=targets or []
    )
    frame.candidates = [
        f.id
        for f in enc.in_initiative_order(enc.state.fighters)
        if f is not actor and _worth_asking(enc, f, actor, frame)
    ]
    if frame.candidates:
        enc.state.stack.append(frame)


def window_matters(enc: Encounter, f: Fighter, frame: InstantFrame, options: list[Option]) -> bool:
    """Whether any of ``f``'s Instant ``options`` could change the outcome if used in this
    window rather than later (``REGISTRY.instant_matters`` by option kind)."""
    if enc.settings.reaction_windows == "always":
        return bool(options)
    matters = REGISTRY.instant_matters
    return any(o.kind not in matters or matters[o.kind](enc, f, frame, o) for o in options)


def _worth_asking(enc: Encounter, f: Fighter, actor: Fighter, frame: InstantFrame) -> bool:
    options = _instant_options(enc, f, actor)
    return bool(options) and window_matters(enc, f, frame, options)


def attacks_them(enc: Encounter, f: Fighter, frame: InstantFrame, option: Option) -> bool:
    """An Instant whose timing matters only before an attack on its user (a Surge, entering
    a State, stopping an Energy Charge): at any other moment the fighter's own turn or the
    window before the next attack on them does the same."""
    return f.id in frame.targets


def _surge_matters(enc: Encounter, f: Fighter, frame: InstantFrame, option: Option) -> bool:
    """A Surge before an attack on its user, restoring something that is missing (a Healing
    Surge at full Life, or a Ki Surge with Ki and Capacity full, only spends it)."""
    if f.id not in frame.targets:
        return False
    if option.args.get("surge") == "healing":
        return f.life < stats.max_life(enc, f)
    return f.ki < stats.max_ki(enc, f) or f.capacity < stats.max_capacity(enc, f)


REGISTRY.instant_matters["surge"] = _surge_matters
REGISTRY.instant_matters["enter_state"] = attacks_them
REGISTRY.instant_matters["legacy_stop_charge"] = attacks_them


def step_instants(enc: Encounter, frame: InstantFrame) -> None:
    while frame.index < len(frame.candidates):
        f = enc.fighter(frame.candidates[frame.index])
        options = _instant_options(enc, f, enc.fighter(frame.actor))
        if options and window_matters(enc, f, frame, options):
            enc.ask(
                f.id,
                "instant",
                Msg.of(
                    "dbu-ask-instant",
                    fighter=f.id,
                    actor=frame.actor,
                    trigger=trigger_said(frame.trigger),
                ),
                [Option("pass", Msg.of("dbu-option-no-instant")), *options],
            )
            return
        frame.index += 1
    enc.state.stack.pop()


def answer_instants(enc: Encounter, frame: InstantFrame, option: Option) -> None:
    f = enc.fighter(frame.candidates[frame.index])
    frame.index += 1
    if option.kind in REGISTRY.instant_answers:
        REGISTRY.instant_answers[option.kind](enc, f, enc.fighter(frame.actor), option)


# --- Movement and the Exploit it provokes -------------------------------------------------


def step_move(enc: Encounter, frame: MoveFrame) -> None:
    f = enc.fighter(frame.mover)
    if not frame.started:
        frame.started = True
        for hook in REGISTRY.before_move:
            hook(enc, f, frame)
        if len(enc.state.stack) > 0 and enc.state.stack[-1] is not frame:
            return  # a hook pushed a frame (a Blockade, a Might Clash): resolve it first
    if frame.cancelled:
        enc.state.stack.pop()
        enc.emit("moved", f.id, Msg.of("dbu-does-not-move", fighter=f.id), path=[], stopped=True)
        return
    if frame.exploited:
        frame.exploited = False
        if f.damage_taken > frame.damage_before or f.defeated:
            _end_move(enc, frame, f, stopped=True)
            return
    if frame.step >= len(frame.path) or f.defeated:
        _end_move(enc, frame, f, stopped=False)
        return
    nxt = tuple(frame.path[frame.step])
    before = f.pos
    leaving = [o for o in enc.opponents(f) if enc.in_melee(o, f)]
    f.pos = (nxt[0], nxt[1])
    frame.step += 1
    for step_hook in REGISTRY.move_step:
        step_hook(enc, f, frame, before)
    provokers = [o for o in leaving if not enc.in_melee(o, f)]
    if provokers and f.effects and stats.has(f, "liquid"):
        provokers = []  # Liquid: Movement provokes no Exploit (states.py)
    if not frame.provokes:
        provokers = []  # High Speed Dash (families/advantages/moves.py)
    if provokers:
        provokers = enc.in_initiative_order(provokers)
        enc.emit(
            "provoked",
            f.id,
            Msg.of(
                "dbu-leaves-melee-range",
                fighter=f.id,
                provokers=names(o.id for o in provokers),
                square=square(f.pos),
                before=square(before),
            ),
            by=[o.id for o in provokers],
        )
        frame.exploited = True
        frame.damage_before = f.damage_taken
        if frame.rapid:
            stats.add_effect(
                enc, f, Effect("rapid_dodge", "Rapid Movement", Expiry("never")), announce=False
            )
        enc.state.stack.append(
            ExploitFrame(
                provoker=f.id,
                candidates=[o.id for o in provokers],
                reason="leaving Melee Range",
                in_reach=True,
            )
        )


def _end_move(enc: Encounter, frame: MoveFrame, f: Fighter, *, stopped: bool) -> None:
    enc.state.stack.pop()
    stats.remove_effects(enc, f, "rapid_dodge")
    moved = frame.path[: frame.step]
    if not moved:  # Defeated before the first step (a Triggered attack on "would move")
        text = Msg.of("dbu-stays", fighter=f.id, square=square(f.pos))
    else:
        text = Msg.of(
            "dbu-moves", fighter=f.id, n=len(moved), count=str(len(moved)), square=square(f.pos)
        )
    if stopped:
        text = Msg.of("dbu-move-stopped", move=text)
    enc.emit("moved", f.id, text, path=[list(p) for p in moved], stopped=stopped)


def answer_move(enc: Encounter, frame: MoveFrame, option: Option) -> None:
    raise AssertionError("movement asks no questions of its own")


def exploit_options(
    enc: Encounter, f: Fighter, provoker: Fighter, *, in_reach: bool = False
) -> list[Option]:
    """The Basic Attacks ``f`` could make on ``provoker`` from where ``f`` stands ("use the
    Basic Attack Maneuver as an Out-of-Sequence Maneuver"); ``in_reach``: the provoker just
    left ``f``'s Melee Range and is attacked as if still in it (docs/assumptions.md,
    exploit-in-reach)."""
    from tenkaichi.dbu.combat.rules.attack_options import basic_attack_options
    from tenkaichi.dbu.combat.rules.costs import can_counter

    if not can_counter(enc, f) or provoker.defeated:
        return []
    out = basic_attack_options(enc, f, kind="exploit", only_target=provoker, waive_range=in_reach)
    for provider in REGISTRY.exploit_options:  # Exploiting Technique (families/advantages)
        out += provider(enc, f, provoker, in_reach)
    return out


def step_exploit(enc: Encounter, frame: ExploitFrame) -> None:
    provoker = enc.fighter(frame.provoker)
    while frame.index < len(frame.candidates):
        f = enc.fighter(frame.candidates[frame.index])
        options = exploit_options(enc, f, provoker, in_reach=frame.in_reach)
        if options:
            enc.ask(
                f.id,
                "exploit",
                Msg.of(
                    "dbu-ask-exploit",
                    fighter=f.id,
                    provoker=provoker.id,
                    reason=reason_said(frame.reason),
                ),
                [Option("pass", Msg.of("dbu-option-let-it-go")), *options],
            )
            return
        frame.index += 1
    enc.state.stack.pop()


def reason_said(reason: str) -> Arg:
    """Why someone provoked Exploit (``ExploitFrame.reason``, kept as English in the state:
    ``leaving Melee Range``, or the maneuver that provokes: ``Combat Recovery``)."""
    if reason == "leaving Melee Range":
        return Msg.of("dbu-reason-leaving-melee")
    return said(reason)


def answer_exploit(enc: Encounter, frame: ExploitFrame, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.attack_options import aim_of, open_attack
    from tenkaichi.dbu.combat.rules.costs import mark_used, pay_counter

    f = enc.fighter(frame.candidates[frame.index])
    frame.index += 1
    if option.kind in REGISTRY.exploit_answers:
        REGISTRY.exploit_answers[option.kind](enc, f, enc.fighter(frame.provoker), option)
        return
    if option.kind != "exploit":
        return
    mark_used(f, "exploit")
    pay_counter(enc, f, "Exploit")
    provoker = enc.fighter(frame.provoker)
    attack = open_attack(
        enc,
        f,
        "basic",
        option.args["profile"],
        option.args["foundation"],
        "",
        provoker,
        source="exploit",
        oos=True,
        **aim_of(option.args),
    )
    attack.counters = 1  # Instantaneous Control gives back the Counter Action spent
    enc.state.stack.append(attack)


def provoke(enc: Encounter, f: Fighter, reach: str | int, why: str) -> None:
    """Opponents adjacent, short of Long Range, or within ``reach`` squares may Exploit."""
    if reach == "adjacent":
        who = [o for o in enc.opponents(f) if enc.distance(o, f) <= 1]
    elif isinstance(reach, int):
        who = [o for o in enc.opponents(f) if enc.distance(o, f) <= reach]
    else:
        who = [o for o in enc.opponents(f) if enc.distance(o, f) < enc.settings.long_range]
    who = enc.in_initiative_order(who)
    if who:
        enc.emit(
            "provoked",
            f.id,
            Msg.of("dbu-provokes", why=said(why), provokers=names(o.id for o in who)),
            by=[o.id for o in who],
        )
        enc.state.stack.append(
            ExploitFrame(provoker=f.id, candidates=[o.id for o in who], reason=plain(why))
        )


# --- Combat Recovery ----------------------------------------------------------------------


def step_recovery(enc: Encounter, frame: RecoveryFrame) -> None:
    f = enc.fighter(frame.fighter)
    if frame.stage == "exploit":
        frame.stage = "resolve"
        frame.damage_before = f.damage_taken
        provoke(enc, f, "not_long_range", "Combat Recovery")
        return
    if frame.stage == "resolve":
        frame.stage = "spectate"
        if f.defeated:
            enc.state.stack.pop()
            return
        damaged = f.damage_taken > frame.damage_before
        bt = stats.base_tier(enc, f)
        enc.rolling(f.id, "Combat Recovery")
        r = roll(f"{frame.spent * bt}d10", rng=enc.rng)
        enc.emit(
            "maneuver",
            f.id,
            Msg.of(
                "dbu-recovers-hit" if damaged and frame.mode == "heal" else "dbu-recovers",
                fighter=f.id,
                spent=str(frame.spent),
                roll=str(r.total),
            ),
            maneuver="combat_recovery",
            roll=r.total,
            damaged=damaged,
        )
        stats.gain_ki(enc, f, r.total, "Combat Recovery")
        if frame.mode == "heal":
            if not damaged:
                heal(enc, f, r.total, by=f, why="Combat Recovery")
        else:
            check = roll_check(enc, f, [], "Steadfast Check")
            tn, tn_how = steadfast_tn(enc, f)
            ok = not damaged and check.score >= tn
            enc.emit(
                "steadfast",
                f.id,
                Msg.of(
                    "dbu-condition-recovery-passed"
                    if ok
                    else "dbu-condition-recovery-hit"
                    if damaged
                    else "dbu-condition-recovery-failed",
                    fighter=f.id,
                    check=check.said,
                    tn=tn_how,
                ),
                success=ok,
                roll=check.score,
                tn=tn,
            )
            present = stats.recoverable(enc, f)
            if ok and present:
                frame.stage = "remove"
                enc.ask(
                    f.id,
                    "condition_recovery",
                    Msg.of("dbu-ask-condition-recovery", fighter=f.id),
                    [
                        Option(
                            "remove",
                            Msg.of("dbu-option-remove", condition=Term(stats.CONDITIONS[c])),
                            {"condition": c},
                        )
                        for c in present
                    ],
                )
                return
        return
    if frame.stage in ("spectate", "remove"):
        frame.stage = "done"
        allies = enc.allies(f)
        # Seed 001's Spectate names no Ally; with none to cheer on, setting ``spectate_alone``
        # says whether one may still rest as a Spectator.
        alone = not allies and enc.settings.spectate_alone == "rest"
        if f.actions >= 1 and (allies or alone) and not f.defeated:
            options = [Option("no_spectate", Msg.of("dbu-option-no-spectate"))]
            n, count = f.actions, str(f.actions)
            options += [
                Option(
                    "spectate",
                    Msg.of("dbu-option-spectate", n=n, count=count, ally=a.id),
                    {"ally": a.id},
                )
                for a in allies
            ]
            if alone:
                options.append(
                    Option(
                        "spectate",
                        Msg.of("dbu-option-spectate-alone", n=n, count=count),
                        {"ally": ""},
                    )
                )
            enc.ask(f.id, "spectate", Msg.of("dbu-ask-spectate", fighter=f.id), options)
            return
    enc.state.stack.pop()


def answer_recovery(enc: Encounter, frame: RecoveryFrame, option: Option) -> None:
    f = enc.fighter(frame.fighter)
    if option.kind == "remove":
        name = option.args["condition"]
        if name in stats.MAX_STACKS and name != "dot":  # Damage over Time goes whole
            stats.remove_one_stack(enc, f, name)
        else:
            stats.remove_effects(enc, f, name)
    elif option.kind == "spectate":
        spent = f.actions
        f.actions = 0
        stats.add_effect(
            enc, f, Effect("spectator", "Spectate", Expiry("never"), by=option.args["ally"])
        )
        ally = option.args["ally"]
        enc.emit(
            "state_changed",
            f.id,
            Msg.of(
                "dbu-becomes-spectator",
                fighter=f.id,
                n=spent,
                count=str(spent),
                ally=ally,
            )
            if ally
            else Msg.of("dbu-becomes-spectator-alone", fighter=f.id, n=spent, count=str(spent)),
            spectator=ally,
        )


# --- Instantaneous Control ------------------------------------------------------------------


def step_control(enc: Encounter, frame: ControlFrame) -> None:
    enc.state.stack.pop()


def answer_control(enc: Encounter, frame: ControlFrame, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.attack_options import uncounted
    from tenkaichi.dbu.combat.rules.costs import unmark_used

    enc.state.stack.pop()
    attack = enc.state.stack[-1]
    assert isinstance(attack, AttackFrame)
    f = enc.fighter(frame.attacker)
    if option.kind == "retarget":
        attack.targets = [option.args["target"]]
        attack.stage = "react"
        attack.index = 0
        target = option.args["target"]
        text = Msg.of("dbu-retargets", fighter=f.id, target=target)
        if option.args.get("homing"):  # families/advantages/homing.py
            text = Msg.of("dbu-homing-follows", fighter=f.id, target=target)
        enc.emit("control", f.id, text, target=option.args["target"])
        return
    refund = attack.kp + attack.wager + attack.modifier_kp
    f.ki = min(stats.max_ki(enc, f), f.ki + refund)
    capacity = refund
    for adjust in REGISTRY.capacity_refund:
        capacity = adjust(enc, attack, capacity)
    f.capacity = min(stats.max_capacity(enc, f), f.capacity + capacity)
    f.actions += attack.actions
    f.counters += attack.counters
    mid = "signature" if attack.signature else "basic_attack"
    if not (attack.signature and uncounted(enc, f, attack.signature)):  # Low Stakes Attack
        unmark_used(f, mid)
    if attack.called_shot:
        unmark_used(f, "called_shot")
    if attack.absorbing:
        unmark_used(f, "absorbing_attack")
    if attack.profile in f.profiles_used and not attack.signature:
        f.profiles_used.remove(attack.profile)
    f.attacks_round = max(0, f.attacks_round - 1)
    enc.state.stack.pop()
    enc.emit(
        "control",
        f.id,
        Msg.of(
            "dbu-attack-taken-back",
            fighter=f.id,
            n=attack.actions,
            count=str(attack.actions),
            kp=str(refund),
        ),
        refund=refund,
    )


register_frame(MoveFrame, step_move, answer_move)
register_frame(ExploitFrame, step_exploit, answer_exploit)
register_frame(RecoveryFrame, step_recovery, answer_recovery)
register_frame(ControlFrame, step_control, answer_control)
register_frame(InstantFrame, step_instants, answer_instants)
