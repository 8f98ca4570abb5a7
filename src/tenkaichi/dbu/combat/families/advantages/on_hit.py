"""The Advantages that act when a Signature Technique hits and Damages an Opponent.

- Condition (Guard Down, Drained, Shaken or Poisoned, chosen when it is taken): Damage gives the
  Opponent that Combat Condition (Guard Down and Drained until the start of the attacker's next
  turn, Shaken and Poisoned until the end of the target's next turn); an Opponent who already
  has it takes +3(T) on the Wound Roll instead.
- Knockback: after the Damage the attacker may make a Might Clash; a win pushes the target up
  to Might squares straight away (the Launching Profile's own Knockback,
  :func:`tenkaichi.dbu.combat.families.profile_effects.aftermath.knockback`, so a Launching
  technique does not knock back twice).
- Forceful Launch: +1(T) a rank to Knockback's squares and to the attacker's Might Clash.
- Precise Strike: after a Critical Strike, Knockback reaches half as far again (rounded down).
- Staggering Attack: after the Damage, a Might Clash; a win Staggers the target until the end
  of their turn (not again on a Profile that gives it already: Earth, Plantlife).
- Hefty Stagger: +1(T) a rank to the attacker's Might in that Clash.
- Pinpoint Precision: an Area of Effect attack that holds a single Opponent may take the Called
  Shot Modifier Maneuver; a hit with a Called Shot gives the target a stack of Broken until the
  start of the attacker's next turn.
- Sustained: Damage gives the Opponent a Damage over Time stack a rank for 3 Combat Rounds;
  Damage from any Sustained attack while they last starts the 3 rounds again for them all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.state import Effect, Expiry, Option
from tenkaichi.dbu.combat.families import forced
from tenkaichi.dbu.combat.families.advantages.ranks import carried, rank, ranked
from tenkaichi.dbu.combat.families.phrases import kept
from tenkaichi.dbu.combat.families.profile_effects import aftermath
from tenkaichi.dbu.combat.rules import clash, stats
from tenkaichi.dbu.combat.rules.attack_wound import CALLED_SHOTS
from tenkaichi.dbu.combat.rules.said import said, spot_said
from tenkaichi.dbu.profiles import has_hook
from tenkaichi.dbu.profiles import profile as get_profile
from tenkaichi.i18n.catalogue import Msg, Seq, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter
    from tenkaichi.dbu.combat.core.state import AttackFrame, Fighter

HOOKS = (
    "condition",
    "knockback",
    "forceful_launch",
    "precise_strike",
    "staggering_attack",
    "hefty_stagger",
    "sustained",
    "pinpoint_precision",
)
"""Every named behaviour a catalogue entry may give (a test checks the catalogue uses only
these)."""

CONDITION_CHOICES = {
    "guard down": ("guard_down", "start"),
    "drained": ("drained", "start"),
    "shaken": ("shaken", "end"),
    "poisoned": ("poisoned", "end"),
}
"""Condition's choices: the Combat Condition and when it ends ("start": the start of the
attacker's next turn; "end": the end of the target's next turn)."""

SUSTAINED_ROUNDS = 3
SUSTAINED = "Sustained"


def _advantaged(frame: AttackFrame) -> bool:
    return bool(frame.signature or frame.lent)


def _named(frame: AttackFrame) -> str:
    """The attack as the log names it: its technique, or a lent Advantage's United Attack."""
    return frame.signature or "United Attack"


def _of(advantage: str, frame: AttackFrame) -> str:
    """``Staggering Attack (Wolf Fang Fist)``: an Advantage of the attack, as a reason (a
    Clash's, an effect's source) for every language."""
    return kept(
        f"{advantage} ({_named(frame)})",
        Msg.of("dbu-adv-named-technique", advantage=Term(advantage), technique=Term(_named(frame))),
    )


def chosen_condition(enc: Encounter, frame: AttackFrame) -> str:
    """The Combat Condition the attack's Condition Advantage gives ("" if it has none)."""
    for name in carried(enc, frame):
        base, _, choice = name.partition("(")
        if base.strip().casefold() == "condition":
            found = CONDITION_CHOICES.get(choice.rstrip(")").strip().casefold())
            if found:
                return found[0]
    return ""


def _opponent(enc: Encounter, f: Fighter, t: Fighter) -> bool:
    return t.side != f.side and not t.defeated


# --- Condition ---------------------------------------------------------------------------


def _wound_parts(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> hooks.Parts:
    if not _advantaged(frame):
        return []
    name = chosen_condition(enc, frame)
    if not name or not _opponent(enc, f, t) or not stats.has(t, name):
        return []
    label = stats.effect_label(name)
    already = Msg.of("dbu-adv-condition-already", fighter=t.id, condition=Term(label))
    return [(kept(f"Condition ({t.id} is already {label})", already), 3 * stats.tier(enc, f))]


def _give_condition(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> None:
    name = chosen_condition(enc, frame)
    if not name or stats.has(t, name):
        return  # already suffering it: the Wound Roll had +3(T) instead
    lasts = next(at for cond, at in CONDITION_CHOICES.values() if cond == name)
    if lasts == "start":
        ends = stats.until_start_of_next_turn(enc, f.id)
    else:
        ends = stats.until_end_of_next_turn(enc, t.id)
    source = kept(
        f"Condition: {_named(frame)}",
        Msg.of("dbu-adv-source", advantage=Term("Condition"), what=Term(_named(frame))),
    )
    stats.add_effect(enc, t, Effect(name, source, ends, by=f.id))


# --- Sustained ---------------------------------------------------------------------------


def _sustain(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> None:
    ranks = rank(enc, frame, SUSTAINED)
    if not ranks:
        return
    ends = stats.for_combat_rounds(enc, SUSTAINED_ROUNDS, t.id, f.id)
    running = [e for e in t.effects if e.name == "dot" and e.source.startswith(SUSTAINED)]
    for e in running:
        e.ends = Expiry(ends.at, ends.who, ends.count, ends.round)
    if running:
        stacks = sum(e.stacks for e in running)
        enc.emit(
            "state_changed",
            t.id,
            Msg.of(
                "dbu-adv-sustained-again",
                fighter=t.id,
                sustained=Term(SUSTAINED),
                stacks=str(stacks),
                rounds=str(SUSTAINED_ROUNDS),
            ),
            condition="dot",
            restarted=stacks,
        )
    source = kept(
        f"{SUSTAINED}: {_named(frame)}, {SUSTAINED_ROUNDS} Combat Rounds",
        Msg.of(
            "dbu-adv-sustained-source",
            sustained=Term(SUSTAINED),
            technique=Term(_named(frame)),
            rounds=str(SUSTAINED_ROUNDS),
        ),
    )
    stats.add_effect(enc, t, Effect("dot", source, ends, stacks=ranks, by=f.id))


# --- Staggering Attack and Hefty Stagger ---------------------------------------------------


def _stagger_parts(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> hooks.Parts:
    ranks = rank(enc, frame, "Hefty Stagger") if _advantaged(frame) else 0
    return [(ranked("Hefty Stagger", ranks), ranks * stats.tier(enc, f))] if ranks else []


def _stagger(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> None:
    why = _of("Staggering Attack", frame)
    clash.start(
        enc,
        f,
        t,
        initiator_roll="might",
        defender_rolls=("might",),
        why=why,
        then="advantage_staggering",
        ctx={"why": why},
        initiator_bonus=hooks.extra_parts(REGISTRY.stagger_parts, enc, frame, f, t),
    )


@clash.continuation("advantage_staggering")
def _staggered(enc: Encounter, result: clash.ClashResult, ctx: dict[str, Any]) -> None:
    t = enc.fighter(result.defender)
    if result.initiator_wins and not t.defeated:
        stats.add_effect(
            enc, t, Effect("staggered", ctx["why"], Expiry("end", t.id), by=result.initiator)
        )


# --- Knockback, Forceful Launch, Precise Strike ---------------------------------------------


def _knockback_parts(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> hooks.Parts:
    ranks = rank(enc, frame, "Forceful Launch") if _advantaged(frame) else 0
    return [(ranked("Forceful Launch", ranks), ranks * stats.tier(enc, f))] if ranks else []


def _knockback_reach(
    enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter, squares: int
) -> tuple[int, str]:
    if not _advantaged(frame):
        return squares, ""
    notes = []
    ranks = rank(enc, frame, "Forceful Launch")
    if ranks:
        more = ranks * stats.tier(enc, f)
        squares += more
        named = ranked("Forceful Launch", ranks)
        notes.append(
            kept(
                f"{named} +{more}",
                Msg.of("dbu-adv-plus-note", advantage=said(named), more=str(more)),
            )
        )
    if frame.crit_strike and rank(enc, frame, "Precise Strike"):
        longer = squares * 3 // 2
        notes.append(
            kept(
                f"Precise Strike on a Critical Strike: {squares} x1.5 = {longer}",
                Msg.of(
                    "dbu-adv-precise-strike-note",
                    precise=Term("Precise Strike"),
                    squares=str(squares),
                    longer=str(longer),
                ),
            )
        )
        squares = longer
    if len(notes) == 1:
        return squares, notes[0]
    return squares, kept("; ".join(notes), Seq(tuple(said(note) for note in notes), sep="; "))


# --- Pinpoint Precision --------------------------------------------------------------------


def _pinpoint_called_shot(
    enc: Encounter, frame: AttackFrame, f: Fighter, options: list[Option]
) -> list[Option]:
    """Called Shot for an Area of Effect technique that holds a single Opponent (the rules
    offer it already to an attack without an Area of Effect, and dbu-1 to any attack)."""
    from tenkaichi.dbu.combat.rules.costs import fixed_kp, within_limits

    if not frame.signature or not rank(enc, frame, "Pinpoint Precision"):
        return options
    if get_profile(frame.profile).area is None or any(o.args.get("called_shot") for o in options):
        return options
    single = len(frame.targets) == 1 and _opponent(enc, f, enc.fighter(frame.targets[0]))
    if not single or not within_limits(enc, f, "called_shot"):
        return options
    if f.actions < 1 or not stats.can_spend(f, fixed_kp(enc, f, "called_shot")):
        return options
    return options + [
        Option(
            "modifier",
            Msg.of(
                "dbu-adv-pinpoint-called-shot-option",
                called_shot=Term("Called Shot"),
                spot=spot_said(spot),
                effect=Msg.of(f"dbu-called-shot-{spot}"),
                pinpoint=Term("Pinpoint Precision"),
                broken=Term("Broken"),
            ),
            {"called_shot": spot, "absorbing": False},
        )
        for spot in CALLED_SHOTS
    ]


def _pinpoint_broken(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> None:
    if (
        frame.called_shot
        and frame.hit
        and not t.defeated
        and rank(enc, frame, "Pinpoint Precision")
    ):
        ends = stats.until_start_of_next_turn(enc, f.id)
        source = kept(
            f"Pinpoint Precision: {_named(frame)}",
            Msg.of(
                "dbu-adv-source", advantage=Term("Pinpoint Precision"), what=Term(_named(frame))
            ),
        )
        stats.add_effect(enc, t, Effect("broken", source, ends, by=f.id))


# --- after the Damage ----------------------------------------------------------------------


def _after_wound(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> None:
    if not _advantaged(frame):
        return
    _pinpoint_broken(enc, frame, f, t)
    if frame.last_damage <= 0 or not _opponent(enc, f, t):
        return
    _give_condition(enc, frame, f, t)
    _sustain(enc, frame, f, t)
    if f.defeated or t.defeated:
        return
    p = get_profile(frame.profile)
    # Frames run last-pushed first: the Knockback resolves before the Staggering Clash.
    if rank(enc, frame, "Staggering Attack") and not has_hook(p, "staggering"):
        _stagger(enc, frame, f, t)
    knocks = rank(enc, frame, "Knockback") and not has_hook(p, "knockback")
    if knocks and not forced.held_in_place(enc, t, f):
        enc.state.stack.append(aftermath.knockback(enc, frame, f, t, why=_of("Knockback", frame)))


REGISTRY.wound_parts.append(_wound_parts)
REGISTRY.after_wound.append(_after_wound)
REGISTRY.stagger_parts.append(_stagger_parts)
REGISTRY.knockback_parts.append(_knockback_parts)
REGISTRY.knockback_reach.append(_knockback_reach)
REGISTRY.modifier_options.append(_pinpoint_called_shot)
