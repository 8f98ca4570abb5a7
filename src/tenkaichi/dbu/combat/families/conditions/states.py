"""States and Special States (reference section 9), entered and left by explicit decisions.

A sheet lists the States its character may enter (``states: {raging: 3, superior: 1}``; the
ARC's approval and the Narrative Requirement are the sheet's) and its Karma Points. Entering a
State is an Instant Maneuver that costs 1 Karma Point; entering a levelled State again raises
its level by one (setting ``state_karma_per_level``). Special States listed on the sheet come
from a trait and cost no Karma. A State lasts until its holder leaves it (an Instant Maneuver
on their own turn) or the encounter ends; it is an effect named after the State whose
``value`` is its level. Never the same State twice (seed 000, double dip).

- Raging L: +L(T) Wound and +L Botch range; L2+ +L(T) Soak; L3 one Out-of-Sequence Basic
  Attack per round (in an Opponent's Instant window) and no Health Threshold penalties.
- Mindful L: -L Critical Target and -L(T) Wound; L2+ regain 2L(bT) KP on each Counter
  Maneuver; L3 +1 Counter Action each round and no Health Threshold penalties.
- Superior: Greater Dice; +2(T) Damage from Opponents' attacks. It and Impediment cancel each
  other's first effect (no Greater Dice, and the Tier of Power dice stay).
- Surging: a Focus Opponent chosen on entry; attacks on it gain 1 Energy Charge; only the Focus
  may be attacked; Fatigued on leaving; immune to Compelled.
- Undying: cannot be Defeated and Life may fall below 0; entering at 0 Life or less sets it
  to 1; -1(T) Combat Rolls; Defeated on leaving with Life at 0 or less.
- Determined: your attacks hit without a Clash; no Health Threshold penalties; on leaving,
  you lose your next turn.
- Liquid: one Size Category smaller; cannot be Pinned; your Movement provokes no Exploit; no
  attacks; once per round a Healing Surge for 1 Action.
- Multiple Arms: +1 Counter Action each round; Diminishing Offense one attack later; a Basic
  Attack as an Instant for 2 Counter Actions.
- Invisible: Opponents are Oblivious of you: they cannot aim an attack or a maneuver at you
  (Areas of Effect still reach you).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.hooks import DamageMods
from tenkaichi.dbu.combat.core.state import AttackFrame, Effect, Expiry, Fighter, Option
from tenkaichi.dbu.combat.families.conditions.conditions import ATTACK_KINDS
from tenkaichi.dbu.combat.rules import rolls, stats
from tenkaichi.dbu.combat.rules.damage import heal
from tenkaichi.dbu.combat.rules.said import Phrase
from tenkaichi.dbu.sheet import SPECIAL_STATES, STATE_LEVELS
from tenkaichi.dice.roller import roll
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

NAMES = {
    "raging": "Raging",
    "mindful": "Mindful",
    "superior": "Superior",
    "surging": "Surging",
    "undying": "Undying",
    "determined": "Determined",
    "liquid": "Liquid",
    "multiple_arms": "Multiple Arms",
    "invisible": "Invisible",
}
SOURCE = "State"


def level(f: Fighter, name: str) -> int:
    """The level of a State held (0 if not held)."""
    if not f.effects:
        return 0
    for e in f.effects:
        if e.name == name and e.source == SOURCE:
            return e.value
    return 0


def karma_left(enc: Encounter, f: Fighter) -> int:
    return stats.sheet(enc, f).karma - f.used_encounter.get("karma", 0)


# --- entering and leaving -----------------------------------------------------------------


def state_options(enc: Encounter, f: Fighter) -> list[Option]:
    """The Instant Maneuvers that enter, raise or leave a State (own turn or Instant window)."""
    if f.defeated or f.last_instant:
        return []
    sheet = stats.sheet(enc, f)
    out: list[Option] = []
    for name, top in sheet.states.items():
        now = level(f, name)
        free = name in SPECIAL_STATES
        if now >= top or (not free and karma_left(enc, f) < 1):
            continue
        cost: str | Msg = "" if free else Msg.of("dbu-state-karma-cost")
        state = Term(NAMES[name])
        if now:
            out.append(
                Option(
                    "enter_state",
                    Msg.of(
                        "dbu-state-raise", state=state, now=str(now), next=str(now + 1), cost=cost
                    ),
                    {"state": name},
                )
            )
        elif name == "surging":
            out += [
                Option(
                    "enter_state",
                    Msg.of("dbu-state-enter-surging", state=state, focus=o.id, cost=cost),
                    {"state": name, "focus": o.id},
                )
                for o in enc.opponents(f)
            ]
        elif not (name == "undying" and stats.has(f, "undying")):
            out.append(
                Option(
                    "enter_state",
                    Msg.of("dbu-state-enter-option", state=state, cost=cost),
                    {"state": name},
                )
            )
    return out


def _turn_options(enc: Encounter, f: Fighter) -> list[Option]:
    out = state_options(enc, f)
    if not f.last_instant:
        out += [
            Option(
                "leave_state",
                Msg.of("dbu-state-leave-option", state=Term(NAMES[e.name])),
                {"state": e.name},
            )
            for e in f.effects
            if e.source == SOURCE
        ]
    return out


def enter(enc: Encounter, f: Fighter, name: str, focus: str = "") -> None:
    f.last_instant = True
    if name not in SPECIAL_STATES:
        f.used_encounter["karma"] = f.used_encounter.get("karma", 0) + 1
    held = next((e for e in f.effects if e.name == name and e.source == SOURCE), None)
    if held is not None:
        held.value += 1
        enc.emit(
            "state_changed",
            f.id,
            Msg.of(
                "dbu-state-rises",
                fighter=f.id,
                state=Term(NAMES[name]),
                level=str(held.value),
            ),
            state=name,
            level=held.value,
        )
        return
    stats.add_effect(enc, f, Effect(name, SOURCE, Expiry("never"), value=1, by=focus))
    karma = karma_left(enc, f)
    enc.emit(
        "state_changed",
        f.id,
        Msg.of(
            "dbu-state-enters",
            fighter=f.id,
            state=Term(NAMES[name]),
            focus=Msg.of("dbu-state-focus", focus=focus) if focus else "",
            karma=(
                ""
                if name in SPECIAL_STATES
                else Msg.of("dbu-state-karma-left", n=karma, count=str(karma))
            ),
        ),
        state=name,
        level=1,
    )
    if name == "undying" and f.life <= 0:
        f.life = 1
        enc.emit(
            "state_changed",
            f.id,
            Msg.of("dbu-state-holds-on", fighter=f.id, undying=Term("Undying")),
        )
    if name == "surging" and stats.has(f, "compelled"):
        stats.remove_effects(enc, f, "compelled")


def leave(enc: Encounter, f: Fighter, name: str) -> None:
    f.last_instant = True
    f.effects = [e for e in f.effects if not (e.name == name and e.source == SOURCE)]
    enc.emit(
        "state_changed",
        f.id,
        Msg.of("dbu-state-leaves", fighter=f.id, state=Term(NAMES[name])),
        state=name,
        level=0,
    )
    if name == "surging":
        stats.add_effect(enc, f, Effect("fatigued", "leaving Surging", Expiry("never")))
    elif name == "determined":
        f.lose_next_turn = True
        enc.emit(
            "state_changed",
            f.id,
            Msg.of("dbu-state-loses-next-turn", fighter=f.id, determined=Term("Determined")),
        )
    elif name == "undying" and f.life <= 0 and not f.defeated:
        f.defeated = True
        enc.emit(
            "defeated",
            f.id,
            Msg.of(
                "dbu-state-defeated-undying",
                fighter=f.id,
                undying=Term("Undying"),
                life=str(f.life),
            ),
        )
        enc.on_defeat(f)


@hooks.turn_answer("enter_state")
def _answer_enter(enc: Encounter, f: Fighter, option: Option) -> None:
    enter(enc, f, option.args["state"], option.args.get("focus", ""))


@hooks.turn_answer("leave_state")
def _answer_leave(enc: Encounter, f: Fighter, option: Option) -> None:
    leave(enc, f, option.args["state"])


# --- Out-of-Sequence attacks in an Opponent's Instant window ------------------------------


def _instant_options(enc: Encounter, f: Fighter, actor: Fighter) -> list[Option]:
    from tenkaichi.dbu.combat.rules.attack_options import basic_attack_options
    from tenkaichi.dbu.combat.rules.costs import can_counter

    out = state_options(enc, f)
    if actor.side == f.side or actor.defeated or not f.effects:
        return out
    if level(f, "raging") >= 3 and not f.used_round.get("raging_attack"):
        out += basic_attack_options(enc, f, kind="raging_attack", only_target=actor)
    if level(f, "multiple_arms") and f.counters >= 2 and can_counter(enc, f):
        out += basic_attack_options(enc, f, kind="arms_attack", only_target=actor)
    return out


def _oos_attack(enc: Encounter, f: Fighter, actor: Fighter, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.attack_options import aim_of, open_attack

    f.last_instant = True
    if option.kind == "raging_attack":
        f.used_round["raging_attack"] = 1
        why = Msg.of("dbu-state-oos-raging", state=Term("Raging"))
    else:
        f.counters -= 2
        why = Msg.of("dbu-state-oos-arms", state=Term("Multiple Arms"))
    enc.emit(
        "maneuver",
        f.id,
        Msg.of("dbu-state-oos-attack", fighter=f.id, target=actor.id, why=why),
    )
    attack = open_attack(
        enc,
        f,
        "basic",
        option.args["profile"],
        option.args["foundation"],
        "",
        actor,
        source="basic",
        oos=True,
        **aim_of(option.args),
    )
    enc.state.stack.append(attack)


def _instant_enter(enc: Encounter, f: Fighter, actor: Fighter, option: Option) -> None:
    enter(enc, f, option.args["state"], option.args.get("focus", ""))


# --- Liquid's Healing Surge ---------------------------------------------------------------


def _liquid_options(enc: Encounter, f: Fighter) -> list[Option]:
    if not level(f, "liquid") or f.actions < 1 or f.used_round.get("liquid_heal"):
        return []
    return [Option("liquid_heal", Msg.of("dbu-state-liquid-heal-option", liquid=Term("Liquid")))]


@hooks.turn_answer("liquid_heal")
def _answer_liquid(enc: Encounter, f: Fighter, option: Option) -> None:
    f.actions -= 1
    f.used_round["liquid_heal"] = 1
    t = stats.tier(enc, f)
    enc.rolling(f.id, "Liquid Healing Surge")
    r = roll(f"{2 * t}d10", rng=enc.rng)
    surgency = stats.derived(enc, f).modifiers["force"]
    enc.emit(
        "maneuver",
        f.id,
        Msg.of(
            "dbu-state-liquid-heals",
            fighter=f.id,
            liquid=Term("Liquid"),
            roll=str(r.total),
            surgency=str(surgency),
        ),
        maneuver="liquid_heal",
        roll=r.total,
    )
    why = Msg.of("dbu-state-why-liquid", liquid=Term("Liquid"))
    heal(enc, f, r.total + surgency, by=f, why=why)


# --- what States change -------------------------------------------------------------------


def _narrow(enc: Encounter, actor: str, kind: str, options: list[Option]) -> list[Option]:
    if not enc.has_fighter(actor):
        return options
    f = enc.fighter(actor)
    hidden = [o.id for o in enc.opponents(f) if o.effects and level(o, "invisible")]
    if hidden:
        options = [o for o in options if o.args.get("target") not in hidden]
    if not f.effects:
        return options
    if level(f, "liquid") and kind in ("turn", "exploit", "cross_counter"):
        options = [o for o in options if o.kind not in ATTACK_KINDS]
    if kind in ("turn", "exploit", "cross_counter") and level(f, "surging"):
        focus = next(e.by for e in f.effects if e.name == "surging" and e.source == SOURCE)
        options = [
            o for o in options if o.kind not in ATTACK_KINDS or o.args.get("target") == focus
        ]
    return options


def _unpinnable(enc: Encounter, actor: str, kind: str, options: list[Option]) -> list[Option]:
    liquid = {o.id for o in enc.state.fighters if o.effects and level(o, "liquid")}
    if not liquid:
        return options
    return [o for o in options if not (o.kind == "pin" and o.args.get("target") in liquid)]


def _combat_parts(enc: Encounter, f: Fighter) -> rolls.Parts:
    if level(f, "undying"):
        return [("Undying", -stats.tier(enc, f))]
    return []


def _wound_parts(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> rolls.Parts:
    if not f.effects:
        return []
    parts: rolls.Parts = []
    tier = stats.tier(enc, f)
    raging, mindful = level(f, "raging"), level(f, "mindful")
    if raging:
        parts.append((f"Raging {raging}", raging * tier))
    if mindful:
        parts.append((f"Mindful {mindful}", -mindful * tier))
    return parts


def soak_bonus(enc: Encounter, f: Fighter) -> int:
    """Raging at level 2 or more: +L(T) Soak."""
    raging = level(f, "raging")
    return raging * stats.tier(enc, f) if raging >= 2 else 0


def _superior_damage(
    enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter, mods: DamageMods
) -> None:
    if t.effects and level(t, "superior") and f.side != t.side:
        extra = 2 * stats.tier(enc, t)
        mods.extra += extra
        mods.notes.append(f"Superior +{extra}")


def _auto_hit(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> str:
    if not level(f, "determined"):
        return ""
    return Phrase(
        f"{f.id} is Determined",
        Msg.of("dbu-cond-is", fighter=f.id, condition=Term("Determined")),
    )


def _surging_charge(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    if not f.effects or not level(f, "surging"):
        return
    focus = next(e.by for e in f.effects if e.name == "surging" and e.source == SOURCE)
    if focus in frame.targets:
        frame.charges += 1
        enc.emit(
            "state_changed",
            f.id,
            Msg.of("dbu-state-surging-charge", surging=Term("Surging"), focus=focus),
        )


def _refuse_compelled(enc: Encounter, f: Fighter, effect: Effect) -> None:
    if effect.name == "compelled" and level(f, "surging"):
        f.effects.remove(effect)
        enc.emit(
            "state_changed",
            f.id,
            Msg.of(
                "dbu-state-surging-immune",
                fighter=f.id,
                surging=Term("Surging"),
                compelled=Term("Compelled"),
            ),
        )


def _round_started(enc: Encounter) -> None:
    for f in enc.state.fighters:
        if f.effects and not f.defeated and not stats.sheet(enc, f).minion:
            extra = (level(f, "mindful") >= 3) + bool(level(f, "multiple_arms"))
            f.counters += extra


def _counter_paid(enc: Encounter, f: Fighter) -> None:
    mindful = level(f, "mindful")
    if mindful >= 2:
        stats.gain_ki(enc, f, 2 * mindful * stats.base_tier(enc, f), f"Mindful {mindful}")


def _ignores_thresholds(f: Fighter) -> bool:
    return level(f, "raging") >= 3 or level(f, "mindful") >= 3 or bool(level(f, "determined"))


assert set(NAMES) == set(STATE_LEVELS)
rolls.GREATER_DICE.append("superior")
rolls.IGNORE_THRESHOLDS.append(_ignores_thresholds)
hooks.REGISTRY.turn_options.append(_turn_options)
hooks.REGISTRY.turn_options.append(_liquid_options)
hooks.REGISTRY.instant_options.append(_instant_options)
hooks.REGISTRY.instant_answers["enter_state"] = _instant_enter
hooks.REGISTRY.instant_answers["raging_attack"] = _oos_attack
hooks.REGISTRY.instant_answers["arms_attack"] = _oos_attack
hooks.REGISTRY.option_filters.append(_narrow)
hooks.REGISTRY.option_filters.append(_unpinnable)
hooks.REGISTRY.combat_parts.append(_combat_parts)
hooks.REGISTRY.wound_parts.append(_wound_parts)
hooks.REGISTRY.damage.append(_superior_damage)
hooks.REGISTRY.auto_hit.append(_auto_hit)
hooks.REGISTRY.attack_declared.append(_surging_charge)
hooks.REGISTRY.effect_gained.append(_refuse_compelled)
hooks.REGISTRY.round_started.append(_round_started)
hooks.REGISTRY.counter_paid.append(_counter_paid)
hooks.REGISTRY.soak_bonus.append(soak_bonus)
