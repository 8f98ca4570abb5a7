"""Edition dbu-1 (seed 003): the frame of its own maneuvers, its checks against a TN, and the
maneuvers it changes in the turn loop (Movement, Combat Recovery, Command, Power Up, Energy
Charge, the 2-Action Called Shot, Empower).

Every hook here does nothing outside dbu-1. The default edition's options that dbu-1 replaces
(``replaces`` in ``data/dbu/editions/dbu-1.yaml``) are taken out of the turn decision by
:func:`_final_options`, which adds the dbu-1 ones instead.

- Movement (1 Action): Normal Speed for free, or up to Boosted Speed for 3 KP per square beyond
  Normal Speed (paid once the destination is chosen); leaving an Opponent's Melee Range
  provokes Exploit (the default MoveFrame does that).
- Combat Recovery (2 Actions): provokes Exploit from every Opponent within 6 squares; roll a
  solid 2d10(T) and regain that much Life and Ki, unless an Exploit hit; an Opponent who
  Exploited it cannot use Combat Recovery on their next turn.
- Command (1 Action, 1/Round, 2/Round at Personality Modifier 6, 3/Round at 10): a Minion gains
  2 Actions for its turn; one of them must go to a Movement or become a Counter Action.
- Power Up: as in dbu-2, but a second stack ends when the first one does.
- Energy Charge: a charge costs nothing when made; releasing the attack costs +2(T) KP per
  charge made, and only ½ the Force Modifier (Magic for a Magic attack) of them count;
  stopping costs 1(T) KP per charge (or all your Ki), an Instant on your turn or in any
  Instant window; after the charged attack, Botch Rate 3
  until the start of your next turn.
- Called Shot (2 Actions): a 1-Action Attacking Maneuver plus 1 Action; -1(T) Strike in Melee
  Range, -2(T) and -1 per 4 squares at range; +1 Damage Category on a hit. Aimed at a
  vulnerable spot (setting ``legacy_vulnerable_spot``): +3(T) Damage, or a lasting effect on a
  hit (the five spots of dbu-2's Called Shot, without its threshold condition).
- Empower (1 Action): the Empowerment Roll (an Energy Wound Roll without Ki Wager, maximum
  results in Melee Range, +10(T)) caps the KP transferred.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.state import (
    AttackFrame,
    Effect,
    Expiry,
    ExtFrame,
    Fighter,
    MoveFrame,
    Option,
)
from tenkaichi.dbu.combat.rules import rolls, stats
from tenkaichi.dbu.combat.rules.attack_wound import CALLED_SHOTS, called_shot_effect
from tenkaichi.dbu.combat.rules.checks import roll_check, save_parts, skill_parts
from tenkaichi.dbu.combat.rules.edition import hook, in_limits, is_edition, replaced
from tenkaichi.dice.roller import roll

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

EDITION = "dbu-1"
RECKLESS = "reckless"
"""The effect of a raised Botch Rate (3 or less) after a Blitz or a charged attack."""
NO_RECOVERY = "no_recovery"
"""Exploited someone's Combat Recovery: no Combat Recovery on your next turn."""
COMMANDED = "commanded_reserve"
"""A commanded Minion's second Action must go to a Movement or a Counter Action."""

stats.CONDITIONS.setdefault(RECKLESS, "Botch Rate 3")
stats.CONDITIONS.setdefault(NO_RECOVERY, "No Combat Recovery")
rolls.BOTCH_RATES[RECKLESS] = 3

RECOVERY_REACH = 6
"""Combat Recovery provokes every Opponent within this many squares (seed 003)."""
BOOST_KP = 3
"""KP per square moved beyond Normal Speed (seed 003)."""


def legacy(enc: Encounter) -> bool:
    return is_edition(enc, EDITION)


# --- checks against a Target Number --------------------------------------------------------


def tn(enc: Encounter, f: Fighter, difficulty: str) -> int:
    """TN Medium or Hard, raised per base Tier after the first (settings ``legacy_tn_*``)."""
    base = enc.settings.legacy_tn_hard if difficulty == "hard" else enc.settings.legacy_tn_medium
    return base + enc.settings.legacy_tn_per_tier * (stats.base_tier(enc, f) - 1)


def check(
    enc: Encounter,
    f: Fighter,
    what: str,
    parts: rolls.Parts,
    difficulty: str,
    why: str,
    *,
    target: int | None = None,
    critical_cut: int = 0,
    visible_to: tuple[str, ...] = (),
) -> bool:
    """A check against TN ``difficulty`` (or a given ``target``), rolled as every check is
    (:func:`tenkaichi.dbu.combat.rules.checks.roll_check`: the d10 and the Tier of Power Extra
    Dice, Critical and Botch) + the ``parts``; emits a ``skill_check`` event, seen only by
    ``visible_to`` when that is given (a check that would tell a secret)."""
    if target is None:
        target = tn(enc, f, difficulty)
    c = roll_check(enc, f, parts, critical_cut=critical_cut)
    ok = c.score >= target
    enc.emit(
        "skill_check",
        f.id,
        f"{f.id} {what} ({why}): {c.text} vs TN {difficulty.title()} "
        f"{target}: {'success' if ok else 'failure'}",
        visible_to=visible_to,
        skill=what,
        category=difficulty,
        score=c.score,
        tn=target,
        success=ok,
    )
    return ok


def save(enc: Encounter, f: Fighter, name: str, difficulty: str, why: str) -> bool:
    """A Saving Throw against a TN: the check roll + the save's value (racial and proficient
    saves Critical on 9+, both on 8+)."""
    parts, cut = save_parts(enc, f, name)
    return check(enc, f, f"{name.title()} Save", parts, difficulty, why, critical_cut=cut)


def skill(
    enc: Encounter,
    f: Fighter,
    name: str,
    difficulty: str,
    why: str,
    *,
    visible_to: tuple[str, ...] = (),
) -> bool:
    parts, cut = skill_parts(enc, f, name)
    return check(
        enc,
        f,
        f"{name.title()} Check",
        parts,
        difficulty,
        why,
        critical_cut=cut,
        visible_to=visible_to,
    )


def opposed(
    enc: Encounter,
    a: Fighter,
    a_skill: str,
    d: Fighter,
    d_skill: str,
    why: str,
    *,
    d_dice: str = "",
) -> bool:
    """An Opposed Skill Check: each rolls the check roll + Skill Bonus (``d_dice`` adds dice to
    the defender); the defender wins ties. True if ``a`` wins."""
    a_parts, a_cut = skill_parts(enc, a, a_skill)
    d_parts, d_cut = skill_parts(enc, d, d_skill)
    ra = roll_check(enc, a, a_parts, critical_cut=a_cut)
    rd = roll_check(enc, d, d_parts, critical_cut=d_cut, extra_dice=d_dice)
    won = ra.score > rd.score
    enc.emit(
        "clash",
        a.id,
        f"{why}: {a.id} {a_skill.title()} {ra.text} vs {d.id} {d_skill.title()} {rd.text}: "
        f"{a.id if won else d.id} wins",
        roll=a_skill,
        score=ra.score,
        defence=rd.score,
        hit=won,
    )
    return won


# --- the frame of dbu-1 maneuvers ------------------------------------------------------------


@dataclass(slots=True)
class LegacyFrame(ExtFrame):
    """A dbu-1 maneuver between its declaration and its end: ``kind`` picks its steps."""

    actor: str = ""
    kind: str = ""
    stage: str = "instants"
    target: str = ""
    args: dict[str, Any] = field(default_factory=dict)


Step = Callable[["Encounter", LegacyFrame, Fighter], None]
Answer = Callable[["Encounter", LegacyFrame, Fighter, Option], None]
STEPS: dict[str, Step] = {}
ANSWERS: dict[str, Answer] = {}
LABELS: dict[str, str] = {}


def steps(kind: str, label: str) -> Callable[[Step], Step]:
    """Register the resolution of a dbu-1 maneuver (called after its Instant window)."""

    def wrap(fn: Step) -> Step:
        STEPS[kind] = fn
        LABELS[kind] = label
        return fn

    return wrap


def answers(kind: str) -> Callable[[Answer], Answer]:
    def wrap(fn: Answer) -> Answer:
        ANSWERS[kind] = fn
        return fn

    return wrap


def _step(enc: Encounter, frame: LegacyFrame) -> None:
    from tenkaichi.dbu.combat.rules.reactions import open_instant_window

    f = enc.fighter(frame.actor)
    if frame.stage == "instants":
        frame.stage = "resolve"
        open_instant_window(enc, f, LABELS[frame.kind])
        return
    if f.defeated:
        enc.state.stack.pop()
        return
    STEPS[frame.kind](enc, frame, f)


def _answer(enc: Encounter, frame: LegacyFrame, option: Option) -> None:
    ANSWERS[frame.kind](enc, frame, enc.fighter(frame.actor), option)


def declare(
    enc: Encounter,
    f: Fighter,
    mid: str,
    kind: str,
    option: Option,
    actions: int = 1,
    **frame_args: Any,
) -> LegacyFrame:
    """Pay a dbu-1 Standard Maneuver's Actions, log it and push its frame."""
    from tenkaichi.dbu.combat.rules.costs import pay_standard

    pay_standard(enc, f, mid, actions)
    enc.emit("maneuver", f.id, f"{f.id} uses {option.label}", maneuver=mid, **option.args)
    frame = LegacyFrame(actor=f.id, kind=kind, **frame_args)
    enc.state.stack.append(frame)
    return frame


def acting(enc: Encounter, f: Fighter) -> bool:
    """May ``f`` use a Standard Maneuver other than an attack now?"""
    return f.actions > 0 and f.charge is None and not stats.has(f, "spectator") and not f.defeated


# --- the turn decision: replaced options out, dbu-1 options in -------------------------------

OptionsFn = Callable[["Encounter", Fighter], list[Option]]
TURN_OPTIONS: list[OptionsFn] = []
"""Providers of dbu-1 turn options (called only in dbu-1)."""
FILTERS: list[Callable[[Encounter, Fighter, list[Option]], list[Option]]] = []
"""Edits of the whole list in dbu-1 (Hidden targets, a commanded Minion's reserve)."""


@hook(EDITION, "turn_options")
def _final_options(enc: Encounter, f: Fighter, options: list[Option]) -> list[Option]:
    if not legacy(enc):
        return options
    gone = replaced(enc)
    kept = [o for o in options if o.kind not in gone]
    tail = [o for o in kept if o.kind in ("convert", "end_turn")]
    out = [o for o in kept if o.kind not in ("convert", "end_turn")]
    for provider in TURN_OPTIONS:
        out += provider(enc, f)
    out += tail
    for edit in FILTERS:
        out = edit(enc, f, out)
    return out


def turn_options(fn: OptionsFn) -> OptionsFn:
    TURN_OPTIONS.append(fn)
    return fn


# --- Movement --------------------------------------------------------------------------------


def move_cost(enc: Encounter, f: Fighter, squares: int) -> int:
    from tenkaichi.dbu.combat.rules.costs import maneuver_kp

    normal, _ = stats.speeds(enc, f)
    return maneuver_kp(enc, f, BOOST_KP * max(0, squares - normal))


@turn_options
def _move_options(enc: Encounter, f: Fighter) -> list[Option]:
    from tenkaichi.dbu.combat.rules.movement import can_step

    if not acting(enc, f) or not in_limits(enc, f, "movement"):
        return []
    if stats.has(f, "prone") or stats.has(f, "blockaded") or stats.has(f, "pinned"):
        return []
    if not can_step(enc, f):
        return []
    out = [Option("legacy_move", "Movement (Normal Speed)", {"boosted": False})]
    if stats.can_spend(f, BOOST_KP):
        out.append(
            Option(
                "legacy_move",
                f"Movement (Boosted Speed, {BOOST_KP} KP per square beyond Normal Speed)",
                {"boosted": True},
            )
        )
    return out


@hook(EDITION, "movement")
def _declare_move(enc: Encounter, f: Fighter, option: Option) -> None:
    declare(enc, f, "movement", "move", option, args=dict(option.args))


@steps("move", "Movement")
def _step_move(enc: Encounter, frame: LegacyFrame, f: Fighter) -> None:
    from tenkaichi.dbu.combat.rules.movement import destinations

    boosted = bool(frame.args["boosted"])
    paths = destinations(enc, f, "boosted" if boosted else "normal")
    choices = [
        Option(
            "destination",
            f"to ({x}, {y}), {len(path)} square(s)"
            + (f", {move_cost(enc, f, len(path))} KP" if move_cost(enc, f, len(path)) else ""),
            {"x": x, "y": y},
        )
        for (x, y), path in sorted(paths.items())
        if stats.can_spend(f, move_cost(enc, f, len(path)))
    ]
    if not choices:
        enc.state.stack.pop()
        enc.emit("moved", f.id, f"{f.id} has nowhere to move", path=[])
        return
    frame.stage = "destination"
    enc.ask(f.id, "destination", f"{f.id}: where to move?", choices)


@answers("move")
def _answer_move(enc: Encounter, frame: LegacyFrame, f: Fighter, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.movement import destinations

    boosted = bool(frame.args["boosted"])
    path = destinations(enc, f, "boosted" if boosted else "normal")[
        (option.args["x"], option.args["y"])
    ]
    enc.state.stack.pop()
    kp = move_cost(enc, f, len(path))
    stats.spend(enc, f, kp, "Boosted Movement")
    enc.state.stack.append(
        MoveFrame(mover=f.id, path=[tuple(p) for p in path], mode="normal", square_kp=kp)
    )


# --- Combat Recovery ---------------------------------------------------------------------------


@turn_options
def _recovery_options(enc: Encounter, f: Fighter) -> list[Option]:
    if not acting(enc, f) or f.actions < 2 or stats.has(f, NO_RECOVERY):
        return []
    if not in_limits(enc, f, "combat_recovery"):
        return []
    return [Option("legacy_recover", "Combat Recovery (2 Actions: solid 2d10(T) Life and Ki)")]


@hook(EDITION, "combat_recovery")
def _declare_recovery(enc: Encounter, f: Fighter, option: Option) -> None:
    declare(enc, f, "combat_recovery", "recover", option, actions=2)


@steps("recover", "Combat Recovery")
def _step_recovery(enc: Encounter, frame: LegacyFrame, f: Fighter) -> None:
    if frame.stage == "resolve":
        from tenkaichi.dbu.combat.rules.maneuvers import _provoke

        frame.stage = "heal"
        frame.args["damage_before"] = f.damage_taken
        frame.args["exploits"] = {o.id: o.used_round.get("exploit", 0) for o in enc.opponents(f)}
        _provoke(enc, f, RECOVERY_REACH, "Combat Recovery")
        return
    enc.state.stack.pop()
    for oid, before in frame.args["exploits"].items():
        o = enc.fighter(oid)
        if o.used_round.get("exploit", 0) > before:
            stats.add_effect(
                enc, o, Effect(NO_RECOVERY, "Exploited a Combat Recovery", Expiry("end", o.id))
            )
    hit = f.damage_taken > frame.args["damage_before"]
    t = stats.tier(enc, f)
    r = roll(f"{2 * t}d10s", rng=enc.rng)
    enc.emit(
        "maneuver",
        f.id,
        f"{f.id} recovers: solid 2d10(T) = {r.total}"
        + (" (an Exploit hit: nothing regained)" if hit else ""),
        maneuver="combat_recovery",
        roll=r.total,
        damaged=hit,
    )
    if not hit:
        from tenkaichi.dbu.combat.rules.damage import heal

        heal(enc, f, r.total, by=f, why="Combat Recovery")
        stats.gain_ki(enc, f, r.total, "Combat Recovery")


# --- Command -----------------------------------------------------------------------------------


def command_uses(enc: Encounter, f: Fighter) -> int:
    """1 per round, +1 at Personality Modifier 6 and +1 more at 10."""
    pe = stats.derived(enc, f).modifiers["personality"]
    return 1 + (pe >= 6) + (pe >= 10)


@turn_options
def _command_options(enc: Encounter, f: Fighter) -> list[Option]:
    from tenkaichi.dbu.combat.rules.turn_decision import waiting_minions

    if f.actions <= 0 or f.used_round.get("command", 0) >= command_uses(enc, f):
        return []
    waiting = waiting_minions(enc, f)
    return [
        Option("legacy_command", f"Command {m.id} (1 Action: it gains 2 Actions)", {"minion": m.id})
        for m in waiting
    ]


@hook(EDITION, "command")
def _answer_command(enc: Encounter, f: Fighter, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.costs import pay_standard

    pay_standard(enc, f, "command")
    m = enc.fighter(option.args["minion"])
    m.commanded = True
    m.actions = 2
    stats.add_effect(
        enc, m, Effect(COMMANDED, f"{f.id}'s Command", Expiry("end", m.id)), announce=False
    )
    enc.emit(
        "maneuver",
        f.id,
        f"{f.id} commands {m.id}: 2 Actions, one for a Movement or a Counter Action",
        maneuver="command",
        minions=[m.id],
    )


def _commanded_reserve(enc: Encounter, f: Fighter, options: list[Option]) -> list[Option]:
    """A commanded Minion's last Action goes to a Movement or becomes a Counter Action."""
    if not stats.has(f, COMMANDED) or f.actions != 1 or f.used_round.get("movement", 0):
        return options
    allowed = ("legacy_move", "convert", "end_turn", "stand_up")
    return [o for o in options if o.kind in allowed]


FILTERS.append(_commanded_reserve)


# --- Power Up ------------------------------------------------------------------------------------


@hook(EDITION, "power_up")
def _power_up_no_extension(enc: Encounter, f: Fighter, effect: Effect) -> None:
    """A second Power stack does not extend the effect: it ends with the first."""
    if not legacy(enc) or effect.name != "power":
        return
    first = next((e for e in f.effects if e.name == "power" and e is not effect), None)
    if first is not None:
        effect.ends = Expiry(first.ends.at, first.ends.who, first.ends.count)


# --- Energy Charge -------------------------------------------------------------------------------


def charge_cap(enc: Encounter, f: Fighter, foundation: str) -> int:
    """Energy Charges that count: ½ the Force Modifier (Magic for a Magic attack)."""
    mods = stats.derived(enc, f).modifiers
    return max(0, mods["magic" if foundation == "magic" else "force"] // 2)


def charge_kp(enc: Encounter, f: Fighter) -> int:
    assert f.charge is not None
    return 2 * stats.tier(enc, f) * f.charge.charges


def stop_kp(enc: Encounter, f: Fighter) -> int:
    """Stopping a charge: 1(T) KP per Energy Charge, or all your Ki if you have less."""
    from tenkaichi.dbu.combat.rules.costs import maneuver_kp

    assert f.charge is not None
    return min(maneuver_kp(enc, f, stats.tier(enc, f) * f.charge.charges), f.ki, f.capacity)


@turn_options
def _charge_options(enc: Encounter, f: Fighter) -> list[Option]:
    from tenkaichi.dbu.combat.rules.costs import attack_kp
    from tenkaichi.dbu.combat.rules.turn_decision import release_options

    if f.charge is None:
        return []
    c = f.charge
    out: list[Option] = []
    if f.actions > 0:
        total = attack_kp(enc, f, c.profile, c.signature) + charge_kp(enc, f)
        if stats.can_spend(f, total):
            for o in release_options(enc, f):
                label = o.label + f", +{charge_kp(enc, f)} KP for the charges"
                out.append(Option("legacy_release", label, dict(o.args)))
    return out + _stop_option(enc, f)


def _stop_option(enc: Encounter, f: Fighter) -> list[Option]:
    """Stopping a charge, an Instant Action "at any time" (seed 003): on your turn and in
    every Instant window of anyone's turn, not right after another Instant (``legacy-instants``)."""
    if f.charge is None or f.last_instant or f.defeated:
        return []
    return [Option("legacy_stop_charge", f"Stop charging (Instant, {stop_kp(enc, f)} KP)")]


@hook(EDITION, "energy_charge_stop_window")
def _stop_in_window(enc: Encounter, f: Fighter, actor: Fighter) -> list[Option]:
    """Stopping offered in the Instant window before anyone's Standard Maneuver."""
    return _stop_option(enc, f) if legacy(enc) else []


@hook(EDITION, "energy_charge_out_of_ki")
def _out_of_ki(enc: Encounter, f: Fighter) -> None:
    """Seed 003: "If you have 0 Ki Points, you stop charging immediately as if you had spent
    the Ki Points to do so" (checked whenever Ki goes down and when a charge is taken)."""
    if legacy(enc) and f.charge is not None and f.ki <= 0:
        from tenkaichi.dbu.combat.rules.maneuvers import drop_charge

        drop_charge(enc, f, "0 Ki Points")


@hook(EDITION, "energy_charge_release")
def _answer_release(enc: Encounter, f: Fighter, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.attack_options import declare_attack

    assert f.charge is not None
    made = f.charge.charges
    kp = charge_kp(enc, f)
    charge, f.charge = f.charge, None  # paying for the release does not stop the charge
    stats.spend(enc, f, kp, f"{made} Energy Charge(s)")
    f.charge = charge
    counted = min(made, charge_cap(enc, f, f.charge.foundation))
    if counted < made:
        enc.emit(
            "state_changed",
            f.id,
            f"{f.id} benefits from {counted} of {made} Energy Charge(s) (½ Modifier)",
            charge=counted,
        )
    f.charge.charges = counted
    enc.state.stack.append(declare_attack(enc, f, "release", option.args))


@hook(EDITION, "energy_charge_stop")
def _answer_stop(enc: Encounter, f: Fighter, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.maneuvers import drop_charge

    assert f.charge is not None
    f.last_instant = True
    if enc.state.active == f.id:
        f.turn_maneuvers += 1
    stats.spend(enc, f, stop_kp(enc, f), "stopping the Energy Charge")
    drop_charge(enc, f, "stopped as an Instant Action")


def _stop_in_window_answer(enc: Encounter, f: Fighter, actor: Fighter, option: Option) -> None:
    _answer_stop(enc, f, option)


def reckless(enc: Encounter, f: Fighter, why: str) -> None:
    """Botch Rate 3 or less on every Combat Roll until the start of your next turn."""
    stats.remove_effects(enc, f, RECKLESS)
    stats.add_effect(enc, f, Effect(RECKLESS, why, Expiry("start", f.id)))


@hook(EDITION, "reckless")
def _attack_finished(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    if not legacy(enc):
        return
    if frame.source == "release":  # dbu-1 releases only through legacy_release
        reckless(enc, f, "after a charged attack")


# --- Called Shot (2 Actions) ---------------------------------------------------------------------


@hook(EDITION, "called_shot")
def _called_shot_option(
    enc: Encounter, frame: AttackFrame, f: Fighter, options: list[Option]
) -> list[Option]:
    if not legacy(enc):
        return options
    out = [o for o in options if not o.args.get("called_shot")]
    # "A Called Shot can be any type of Attacking Maneuver that costs One Action" (seed 003):
    # never the 2-Action Blitz.
    one_action = frame.actions == 1 and not frame.oos
    if frame.source not in ("basic", "signature", "release") or not one_action or f.actions < 1:
        return out
    base = (
        "Called Shot (1 more Action: -1(T) Strike in Melee Range, -2(T) at range; "
        "+1 Damage Category"
    )
    spots = [("", "")]
    if enc.settings.legacy_vulnerable_spot:  # "your ARC may allow" (seed 003)
        spots += [("damage", "+3(T) Damage"), *CALLED_SHOTS.items()]
    for spot, effect in spots:
        where = f"; vulnerable spot: {spot + ', ' if spot != 'damage' else ''}{effect}"
        out.append(
            Option(
                "modifier",
                base + (where if spot else "") + ")",
                {"called_shot": "legacy", "absorbing": False, "vulnerable": spot},
            )
        )
    return out


@hook(EDITION, "called_shot_strike")
def _called_shot_strike(enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter) -> hooks.Parts:
    """The default -2(T) applies; in Melee Range it is -1(T); each 4 squares away add -1."""
    if frame.called_shot != "legacy" or not legacy(enc):
        return []
    if enc.in_melee(a, t):
        return [("Called Shot in Melee Range", stats.tier(enc, a))]
    far = enc.distance(a, t) // 4
    return [(f"Called Shot range ({far} x 4 squares)", -far)] if far else []


@hook(EDITION, "called_shot_damage")
def _vulnerable_damage(
    enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter, mods: hooks.DamageMods
) -> None:
    """A vulnerable spot's "damage bonus of +3(T)" (seed 003): Damage added after Soak."""
    if frame.called_shot == "legacy" and frame.vulnerable == "damage" and legacy(enc):
        bonus = 3 * stats.tier(enc, a)
        mods.extra += bonus
        mods.notes.append(f"vulnerable spot +{bonus}")


@hook(EDITION, "called_shot_effect")
def _vulnerable_effect(enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter) -> None:
    """A vulnerable spot's "lasting effect on the opponent" (seed 003) on a hit."""
    if frame.called_shot != "legacy" or frame.vulnerable not in CALLED_SHOTS or t.defeated:
        return
    if legacy(enc):
        called_shot_effect(enc, frame.vulnerable, a, t)


# --- Empower -------------------------------------------------------------------------------------


@turn_options
def _empower_options(enc: Encounter, f: Fighter) -> list[Option]:
    if not acting(enc, f) or f.ki <= 0 or not in_limits(enc, f, "empower"):
        return []
    return [
        Option(
            "legacy_empower", f"Empower {ally.id} (1 Action, Empowerment Roll)", {"ally": ally.id}
        )
        for ally in enc.allies(f)
    ]


@hook(EDITION, "empower")
def _declare_empower(enc: Encounter, f: Fighter, option: Option) -> None:
    declare(enc, f, "empower", "empower", option, target=option.args["ally"])


def empowerment_roll(enc: Encounter, f: Fighter, ally: Fighter) -> tuple[int, str]:
    """An Energy Wound Roll without Ki Wager; maximum results if the ally is in Melee Range;
    +10(T) (setting ``legacy_empower_boost``)."""
    from tenkaichi.dice.exact import odds
    from tenkaichi.dice.settings import RollContext

    force = stats.derived(enc, f).modifiers["force"]
    parts: rolls.Parts = [("Force", force), *rolls.combat_parts(enc, f)]
    t, bt = stats.tier(enc, f), stats.base_tier(enc, f)
    if enc.settings.legacy_empower_boost:
        parts.append(("boost", 10 * t))
    expr = rolls.expression(enc, f, parts)
    if enc.in_melee(f, ally):
        value = odds(expr, RollContext(tier=t, base_tier=bt)).max
        return value, f"{value} (maximum results in Melee Range){rolls.explain(parts)}"
    r = roll(expr, rng=enc.rng, tier=t, base_tier=bt)
    return r.total, f"{r.total} = {rolls.dice_text(enc, f)} {list(r.draws)}{rolls.explain(parts)}"


@steps("empower", "Empower")
def _step_empower(enc: Encounter, frame: LegacyFrame, f: Fighter) -> None:
    from tenkaichi.dbu.combat.families.team.team import empower_amounts

    ally = enc.fighter(frame.target)
    if ally.defeated:
        enc.state.stack.pop()
        return
    value, how = empowerment_roll(enc, f, ally)
    cap = min(value, f.ki)
    enc.emit("maneuver", f.id, f"{f.id} Empowerment Roll {how}: up to {cap} KP", cap=cap)
    amounts = empower_amounts(enc, cap)
    if not amounts:
        enc.state.stack.pop()
        return
    frame.stage = "amount"
    enc.ask(
        f.id,
        "empower_amount",
        f"{f.id}: how much Ki for {ally.id}?",
        [Option("empower_amount", f"{n} KP", {"kp": n}) for n in amounts],
    )


@answers("empower")
def _answer_empower(enc: Encounter, frame: LegacyFrame, f: Fighter, option: Option) -> None:
    enc.state.stack.pop()
    ally = enc.fighter(frame.target)
    kp = int(option.args["kp"])
    f.ki -= kp
    enc.emit("cost_paid", f.id, f"{f.id} transfers {kp} KP to {ally.id}", kp=kp, why="Empower")
    for lost in hooks.REGISTRY.ki_lost:
        lost(enc, f)
    stats.gain_ki(enc, ally, kp, f"{f.id}'s Empower")


# --- registration --------------------------------------------------------------------------------

hooks.frame(LegacyFrame, _step, _answer)
hooks.REGISTRY.turn_options_final.append(_final_options)
hooks.REGISTRY.turn_answers["legacy_move"] = _declare_move
hooks.REGISTRY.turn_answers["legacy_recover"] = _declare_recovery
hooks.REGISTRY.turn_answers["legacy_command"] = _answer_command
hooks.REGISTRY.turn_answers["legacy_release"] = _answer_release
hooks.REGISTRY.turn_answers["legacy_stop_charge"] = _answer_stop
hooks.REGISTRY.instant_options.append(_stop_in_window)
hooks.REGISTRY.instant_answers["legacy_stop_charge"] = _stop_in_window_answer
hooks.REGISTRY.turn_answers["legacy_empower"] = _declare_empower
hooks.REGISTRY.effect_gained.append(_power_up_no_extension)
hooks.REGISTRY.attack_finished.append(_attack_finished)
hooks.REGISTRY.modifier_options.append(_called_shot_option)
hooks.REGISTRY.ki_lost.append(_out_of_ki)
hooks.REGISTRY.strike_parts.append(_called_shot_strike)
hooks.REGISTRY.damage.append(_vulnerable_damage)
hooks.REGISTRY.after_wound.append(_vulnerable_effect)
