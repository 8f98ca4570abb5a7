"""The behaviours of attack Profiles beyond their numbers (reference section 6).

Registered with :mod:`tenkaichi.dbu.combat.core.hooks` when imported:

- Launching: free Knockback after Damage (optional Might Clash, then a push of up to Might
  squares away with doubled Collision, through :func:`tenkaichi.dbu.combat.families.forced.push`).
- Mega Flare: +1(T) Wound per Energy Charge, +1 Damage Category at 7+ (cap 10 in the data).
- Blitz: free Charging Assault (move up to Boosted Speed straight toward the target before any
  roll), its Wound bonus, and +1/2 Agility Modifier beyond Normal Speed.
- Sweeping: doubled Diminishing Defense stacks on a target that took Damage.
- Clearing: the Strike's Natural Result is at least 5. Cutting: Critical or Botch, +1 Damage
  Category on a Critical, Wound Critical Target 5.
- Elementals: Life Wager (Dark), Staggering (Earth, Plantlife), Health Threshold riders (Fire,
  Ice, Lightning, Poison, Water), Metallic Features (Metal), Plantlife Features.

Areas of Effect and Full Wager live in :mod:`targeting` and :mod:`attack`; the pure numbers
(for estimators) in :mod:`tenkaichi.dbu.combat.rules.profiles`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.grid import STEPS, footprint, in_bounds
from tenkaichi.dbu.combat.core.hooks import REGISTRY, DamageMods
from tenkaichi.dbu.combat.core.state import (
    AttackFrame,
    Effect,
    Expiry,
    ExtFrame,
    Feature,
    Fighter,
    Option,
    Pos,
)
from tenkaichi.dbu.combat.families import forced
from tenkaichi.dbu.combat.rules import clash, stats
from tenkaichi.dbu.combat.rules.attack_clash import total_charges
from tenkaichi.dbu.combat.rules.damage import lose_life
from tenkaichi.dbu.combat.rules.profiles import (
    has_hook,
    profile_category_shift,
    profile_wound_bonus,
    strike_natural,
    wound_critical_target,
)
from tenkaichi.dbu.combat.rules.profiles import profile as get_profile
from tenkaichi.dice.result import DieRoll, RollResult
from tenkaichi.dice.roller import roll

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

THRESHOLD_RIDERS = {
    "threshold_broken": ("broken", "next_turn"),
    "threshold_slowed": ("slowed", "next_turn"),
    "threshold_impediment": ("impediment", "next_turn"),
    "threshold_poisoned": ("poisoned", "next_turn"),
    "threshold_prone": ("prone", "never"),
}
"""Elemental riders when the Damage knocks an Opponent through a Health Threshold: the
condition and how long it lasts ("next_turn": until the end of the attacker's next turn)."""


# --- frames -----------------------------------------------------------------------------


@dataclass(slots=True)
class ChargingAssaultFrame(ExtFrame):
    """Charging Assault: the attacker picks how far to rush toward the target."""

    attacker: str = ""
    target: str = ""


@dataclass(slots=True)
class KnockbackFrame(ExtFrame):
    """Knockback: ask whether to start the Might Clash ("ask"), then where to push ("push")."""

    attacker: str = ""
    target: str = ""
    profile: str = ""
    stage: str = "ask"


@dataclass(slots=True)
class PlantlifeFrame(ExtFrame):
    """Elemental (Plantlife): the attacker may grow Features after the attack."""

    attacker: str = ""
    targets: list[str] = field(default_factory=list)
    area: list[Pos] = field(default_factory=list)


def _attack_of(enc: Encounter, attacker: str) -> AttackFrame:
    """The attacker's Attacking Maneuver under resolution (the topmost one on the stack; a
    defending duelist's Initiating Attack is kept by its Duel)."""
    from tenkaichi.dbu.combat.families.duel.duel import DuelFrame

    for frame in reversed(enc.state.stack):
        if isinstance(frame, AttackFrame) and frame.attacker == attacker:
            return frame
        if isinstance(frame, DuelFrame) and attacker in frame.initiating:
            return frame.initiating[attacker]
    raise AssertionError(f"no attack of {attacker} on the stack")


# --- Charging Assault (Blitz) ------------------------------------------------------------


def charge_stops(enc: Encounter, f: Fighter, target: Fighter) -> list[tuple[int, list[Pos]]]:
    """Where Charging Assault can stop: (squares moved, path) for each stop up to Boosted
    Speed along the straight line toward ``target`` that ends with it in Melee Range
    (``0`` when it already is). The path may not cross fighters, Features or the edge."""
    from tenkaichi.dbu.combat.rules.targeting import blocked_squares, gap_from, squares_of

    size = stats.derived(enc, f).squares
    reach = 1 + stats.derived(enc, f).melee_reach.value
    _, boosted = stats.speeds(enc, f)
    out: list[tuple[int, list[Pos]]] = []
    if enc.distance(f, target) <= reach:
        out.append((0, []))
    tsize = stats.derived(enc, target).squares
    dx2 = (2 * target.pos[0] + tsize - 1) - (2 * f.pos[0] + size - 1)
    dy2 = (2 * target.pos[1] + tsize - 1) - (2 * f.pos[1] + size - 1)
    m = max(abs(dx2), abs(dy2))
    if m == 0:
        return out
    blocked = {
        sq for o in enc.state.fighters if o is not f and not o.defeated for sq in squares_of(enc, o)
    }
    blocked |= blocked_squares(enc)
    path: list[Pos] = []
    for k in range(1, boosted + 1):
        step = (
            f.pos[0] + math.floor(k * dx2 / m + 0.5),
            f.pos[1] + math.floor(k * dy2 / m + 0.5),
        )
        if not in_bounds(step, size, enc.state.width, enc.state.height):
            break
        if any(sq in blocked for sq in footprint(step, size)):
            break
        path = [*path, step]
        if gap_from(enc, step, f, target) <= reach:
            out.append((k, path))
    return out


def _declared(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    p = get_profile(frame.profile)
    if not has_hook(p, "charging_assault") or not frame.targets:
        return
    target = enc.fighter(frame.targets[0])
    stops = charge_stops(enc, f, target)
    if any(n for n, _ in stops):
        enc.state.stack.append(ChargingAssaultFrame(attacker=f.id, target=target.id))


def _charge_step(enc: Encounter, frame: ChargingAssaultFrame) -> None:
    f, target = enc.fighter(frame.attacker), enc.fighter(frame.target)
    stops = charge_stops(enc, f, target)
    if not stops:
        enc.state.stack.pop()
        return
    options = [
        Option(
            "charging_assault",
            f"Charging Assault: {n} square(s) to {path[-1]}" if n else "Stay (no Charging Assault)",
            {"squares": n},
        )
        for n, path in stops
    ]
    enc.ask(f.id, "charging_assault", f"{f.id}: Charging Assault toward {target.id}?", options)


def _charge_answer(enc: Encounter, frame: ChargingAssaultFrame, option: Option) -> None:
    f, target = enc.fighter(frame.attacker), enc.fighter(frame.target)
    n = option.args["squares"]
    path = dict(charge_stops(enc, f, target))[n]
    enc.state.stack.pop()
    if not n:
        return
    f.pos = path[-1]
    _attack_of(enc, f.id).charged_squares = n
    normal, boosted = stats.speeds(enc, f)
    enc.emit(
        "moved",
        f.id,
        f"{f.id} rushes {n} square(s) toward {target.id} (Charging Assault, Boosted Speed "
        f"{boosted}, Normal Speed {normal})",
        path=[list(p) for p in path],
        maneuver="charging_assault",
    )


# --- roll and damage hooks ----------------------------------------------------------------


def _wound_parts(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> hooks.Parts:
    p = get_profile(frame.profile)
    return profile_wound_bonus(
        p,
        tier=stats.tier(enc, f),
        charges=total_charges(enc, frame),
        charged_squares=frame.charged_squares,
        normal_speed=stats.speeds(enc, f)[0],
        agility_modifier=stats.derived(enc, f).modifiers["agility"],
    )


def _damage(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter, mods: DamageMods) -> None:
    p = get_profile(frame.profile)
    charges = total_charges(enc, frame)
    shift = profile_category_shift(p, charges=charges, strike_critical=frame.crit_strike)
    if shift:
        mods.category += shift
        why = f"{charges} charges" if has_hook(p, "mega_flare") else "Strike Critical"
        mods.notes.append(f"{p.name} ({why}) +{shift}")


def _base_die(r: RollResult) -> DieRoll | None:
    """The Base Die of a Combat Roll (the first d10 of the expression)."""
    if r.terms and r.terms[0].dice and r.terms[0].dice[0].sides == 10:
        return r.terms[0].dice[0]
    return None


def _strike_rolled(
    enc: Encounter, frame: AttackFrame, f: Fighter, r: RollResult, score: int
) -> tuple[int, str]:
    p = get_profile(frame.profile)
    die = _base_die(r)
    if die is None:
        return score, ""
    penalty = r.plan.context.settings.botch_penalty
    if has_hook(p, "strike_floor") and strike_natural(p, die.natural) != die.natural:
        raised = strike_natural(p, die.natural) - die.natural + (penalty if die.botch else 0)
        return score + raised, f" (Clearing: Natural Result {die.natural} -> 5)"
    if has_hook(p, "cutting") and not frame.crit_strike and not die.botch:
        return max(0, score - penalty), f" (Cutting: no Critical, so a Botch -{penalty})"
    return score, ""


WoundCritical = Callable[["Encounter", AttackFrame, Fighter], int]


def _profile_critical(enc: Encounter, frame: AttackFrame, f: Fighter) -> int:
    return wound_critical_target(get_profile(frame.profile))


WOUND_CRITICAL_TARGETS: list[WoundCritical] = [_profile_critical]
"""Critical Targets an attack's Wound Roll gets beyond its roller's own Base Die, whose
Critical Target already carries Mindful's -L and Impaired on every roll (the Duel Clash
included: ``rolls.die_thresholds``): the Profile's (Cutting: 5). The lowest applies, to the
Wound Roll and to a Duel Clash of that Initiating Attack (``duel_rolls.roll_side``); a module
adding such a reduction registers it here."""


def wound_critical(enc: Encounter, frame: AttackFrame, f: Fighter) -> int:
    """The lowest Critical Target of ``frame``'s Wound Roll from ``WOUND_CRITICAL_TARGETS``."""
    return min((fn(enc, frame, f) for fn in WOUND_CRITICAL_TARGETS), default=10)


def late_critical(enc: Encounter, r: RollResult, target: int, why: str) -> tuple[int, str]:
    """A Critical Die for a Base Die that reached a Critical Target below the one it was
    rolled with (Cutting's 5 goes below the dice's limit of 7): the extra score and a note."""
    die = _base_die(r)
    if die is None or die.critical or target >= 10 or die.natural < target:
        return 0, ""
    sides = r.plan.context.settings.critical_die_sides
    extra = roll(f"1d{sides}s", rng=enc.rng).total
    return extra, f" + Critical {extra} ({why}: Critical Target {target})"


def _wound_rolled(
    enc: Encounter, frame: AttackFrame, f: Fighter, r: RollResult, score: int
) -> tuple[int, str]:
    p = get_profile(frame.profile)
    extra, note = late_critical(enc, r, wound_critical(enc, frame, f), p.name)
    return score + extra, note


# --- after the Damage ---------------------------------------------------------------------


def _inflict(enc: Encounter, t: Fighter, name: str, source: str, ends: Expiry, by: str) -> None:
    """Give a Combat Condition, or say that this engine does not model it yet."""
    if name in stats.CONDITIONS:
        stats.add_effect(enc, t, Effect(name, source, ends, by=by))
        return
    enc.emit(
        "state_changed",
        t.id,
        f"{t.id} would gain {name.title()} ({source}), a Combat Condition this engine does "
        "not model yet",
        condition=name,
        modelled=False,
    )


def _after_wound(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> None:
    p = get_profile(frame.profile)
    if frame.last_damage <= 0 or f.defeated:
        return
    if has_hook(p, "sweeping") and frame.reaction == "dodge" and not t.defeated:
        extra = (stats.base_tier(enc, t) + 1) // 2
        t.defense_stacks += extra
        enc.emit(
            "state_changed",
            t.id,
            f"{t.id} takes {extra} more Diminishing Defense stack(s) (Sweeping doubles them "
            f"on Damage): {t.defense_stacks}",
            defense_stacks=t.defense_stacks,
        )
    if t.threshold > frame.threshold_before and not t.defeated and t in enc.opponents(f):
        for hook_name, (condition, lasts) in THRESHOLD_RIDERS.items():
            if has_hook(p, hook_name):
                ends = (
                    Expiry("never") if lasts == "never" else stats.until_end_of_next_turn(enc, f.id)
                )
                _inflict(enc, t, condition, p.name, ends, f.id)
    if t.defeated:
        return
    # Frames run last-pushed first: Knockback resolves before Staggering's Clash.
    if has_hook(p, "staggering"):
        clash.start(
            enc,
            f,
            t,
            initiator_roll="might",
            defender_rolls=("might",),
            why=f"Staggering ({p.name})",
            then="profile_staggering",
            ctx={"profile": p.name},
        )
    if has_hook(p, "knockback") and not forced.held_in_place(enc, t, f):
        enc.state.stack.append(KnockbackFrame(attacker=f.id, target=t.id, profile=p.name))


@clash.continuation("profile_staggering")
def _staggered(enc: Encounter, result: clash.ClashResult, ctx: dict[str, Any]) -> None:
    if result.initiator_wins:
        t = enc.fighter(result.defender)
        _inflict(enc, t, "staggered", ctx["profile"], Expiry("end", t.id), result.initiator)


def knockback_directions(enc: Encounter, f: Fighter, t: Fighter) -> list[tuple[int, int]]:
    """The directions Knockback may push ``t``: straight lines whose first step takes it
    further from ``f`` (setting ``knockback_directions``: "away"), or any of the 8."""
    from tenkaichi.dbu.combat.rules.targeting import gap_from

    if enc.settings.knockback_directions == "any":
        return list(STEPS)
    now = enc.distance(t, f)
    return [
        (dx, dy) for dx, dy in STEPS if gap_from(enc, (t.pos[0] + dx, t.pos[1] + dy), t, f) > now
    ]


def _knockback_step(enc: Encounter, frame: KnockbackFrame) -> None:
    f, t = enc.fighter(frame.attacker), enc.fighter(frame.target)
    if t.defeated or f.defeated:
        enc.state.stack.pop()
        return
    if frame.stage == "ask":
        enc.ask(
            f.id,
            "knockback",
            f"{f.id}: Knockback {t.id} ({frame.profile})?",
            [
                Option("knockback", f"Knockback: Might Clash against {t.id}"),
                Option("no_knockback", "No Knockback"),
            ],
        )
        return
    might = stats.derived(enc, f).might.value
    options = [
        Option(
            "knockback_push",
            f"Push {t.id} {n} square(s) toward ({dx}, {dy})",
            {"dx": dx, "dy": dy, "squares": n},
        )
        for dx, dy in knockback_directions(enc, f, t)
        for n in range(1, might + 1)
    ]
    if not options:
        enc.state.stack.pop()
        return
    enc.ask(f.id, "knockback_push", f"{f.id}: push {t.id} up to {might} square(s)", options)


def _knockback_answer(enc: Encounter, frame: KnockbackFrame, option: Option) -> None:
    f, t = enc.fighter(frame.attacker), enc.fighter(frame.target)
    enc.state.stack.pop()
    if option.kind == "knockback":
        clash.start(
            enc,
            f,
            t,
            initiator_roll="might",
            defender_rolls=("might",),
            why=f"Knockback ({frame.profile})",
            then="profile_knockback",
            ctx={"profile": frame.profile},
        )
    elif option.kind == "knockback_push":
        args = option.args
        forced.push(
            enc,
            t,
            f,
            direction=(args["dx"], args["dy"]),
            squares=args["squares"],
            why=f"Knockback ({frame.profile})",
            collision_factor=2.0 if frame.profile == "Launching" else 1.0,
        )


@clash.continuation("profile_knockback")
def _knockback_won(enc: Encounter, result: clash.ClashResult, ctx: dict[str, Any]) -> None:
    if result.initiator_wins:
        enc.state.stack.append(
            KnockbackFrame(
                attacker=result.initiator,
                target=result.defender,
                profile=ctx["profile"],
                stage="push",
            )
        )


# --- Elemental (Dark): the Life Wager ----------------------------------------------------


def _wager_options(enc: Encounter, frame: AttackFrame, f: Fighter, cap: int) -> list[Option]:
    """Elemental (Dark): a Ki Wager paid with Life Points (Capacity still drops); at most
    what would leave you 1 Life."""
    if not has_hook(get_profile(frame.profile), "life_wager"):
        return []
    limit = min(stats.max_capacity(enc, f) // 2, f.capacity, f.life - 1)
    return [
        Option("life_wager", f"Ki Wager {n} paid with Life Points", {"kp": n})
        for n in range(1, limit + 1)
    ]


@hooks.attack_answer("life_wager")
def _life_wager(enc: Encounter, frame: AttackFrame, target: Fighter, option: Option) -> None:
    f = enc.fighter(frame.attacker)
    n = option.args["kp"]
    frame.wager = n
    f.capacity -= n
    lose_life(enc, f, n, by=f, why=f"{frame.profile} Life Wager")  # your own effect


# --- after the attack: Metal and Plantlife ------------------------------------------------


def _finished(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    p = get_profile(frame.profile)
    if has_hook(p, "metal") and frame.area:
        area = {tuple(sq) for sq in frame.area}
        for ft in enc.state.features:
            if ft.carried_by or not any(sq in area for sq in footprint(ft.pos, ft.size)):
                continue
            ft.qualities = sorted({*ft.qualities, "metallic", "sharp"})
            ft.hardness = max(ft.hardness, 3)
            enc.emit(
                "state_changed",
                f.id,
                f"{ft.id} becomes Metallic and Sharp, Hardness Rank {ft.hardness} ({p.name})",
                feature=ft.id,
            )
    if has_hook(p, "plantlife") and not f.defeated and plant_squares(enc, frame.targets, []):
        enc.state.stack.append(
            PlantlifeFrame(attacker=f.id, targets=list(frame.targets), area=list(frame.area))
        )


def plant_squares(enc: Encounter, targets: list[str], area: list[Pos]) -> list[Pos]:
    """Unoccupied squares next to the targets (or inside the area) where a Feature can grow."""
    from tenkaichi.dbu.combat.rules.targeting import blocked_squares, squares_of

    taken = {sq for o in enc.state.fighters if not o.defeated for sq in squares_of(enc, o)}
    taken |= blocked_squares(enc)
    if area:
        spots = {tuple(sq) for sq in area}
    else:
        spots = {
            (x + dx, y + dy)
            for fid in targets
            for x, y in squares_of(enc, enc.fighter(fid))
            for dx, dy in STEPS
        }
    w, h = enc.state.width, enc.state.height
    return sorted((x, y) for x, y in spots if 0 <= x < w and 0 <= y < h and (x, y) not in taken)


def _plant_step(enc: Encounter, frame: PlantlifeFrame) -> None:
    squares = plant_squares(enc, frame.targets, [])
    options = [Option("no_plant", "Grow nothing")]
    options += [
        Option("plant", f"Grow a Feature at ({x}, {y})", {"squares": [[x, y]]}) for x, y in squares
    ]
    if frame.area:
        filled = plant_squares(enc, [], frame.area)
        if filled:
            options.append(
                Option(
                    "plant",
                    f"Fill the area with {len(filled)} Feature(s)",
                    {"squares": [list(sq) for sq in filled]},
                )
            )
    enc.ask(frame.attacker, "plantlife", f"{frame.attacker}: grow plant Features?", options)


def _plant_answer(enc: Encounter, frame: PlantlifeFrame, option: Option) -> None:
    enc.state.stack.pop()
    if option.kind != "plant":
        return
    for x, y in option.args["squares"]:
        n = sum(1 for ft in enc.state.features if ft.id.startswith("plant-")) + 1
        ft = Feature(id=f"plant-{n}", pos=(x, y), hardness=1, qualities=["splintering"])
        enc.state.features.append(ft)
        enc.emit(
            "state_changed",
            frame.attacker,
            f"{frame.attacker} grows {ft.id} at ({x}, {y}): Hardness Rank 1, Splintering "
            "(Elemental (Plantlife))",
            feature=ft.id,
            pos=[x, y],
        )


# --- registration -------------------------------------------------------------------------

REGISTRY.attack_declared.append(_declared)
REGISTRY.wound_parts.append(_wound_parts)
REGISTRY.damage.append(_damage)
REGISTRY.strike_rolled.append(_strike_rolled)
REGISTRY.wound_rolled.append(_wound_rolled)
REGISTRY.after_wound.append(_after_wound)
REGISTRY.wager_options.append(_wager_options)
REGISTRY.attack_finished.append(_finished)
hooks.frame(ChargingAssaultFrame, _charge_step, _charge_answer)
hooks.frame(KnockbackFrame, _knockback_step, _knockback_answer)
hooks.frame(PlantlifeFrame, _plant_step, _plant_answer)
