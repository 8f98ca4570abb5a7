"""Grapples (seed 001): the Grapple, Launch and Pin Maneuvers and every rule of a Grapple.

A Grapple is a :class:`~tenkaichi.dbu.combat.core.state.Grapple` in ``enc.state.grapples``. Its
Grapple Checks are Clashes (Strike vs Strike/Dodge, :mod:`tenkaichi.dbu.combat.rules.clash`) where
the Grappler is always the Initiator and the Grappled the Defender, whoever starts the check.

- Grapple [1/Round], 1 Action: a target in Melee Range (not while in a Grapple); a lost check
  provokes the target's Exploit. Tail Restraint: -2(T) to grab a tail; the Grappled then cannot
  Tail Attack (:func:`can_tail_attack`). An outsider grappling someone in a Grapple first wins
  a Might Clash against that Grappler, which frees the Grappled.
- Penalty: both have Guard Down (source "Grapple") that nothing removes while grappled.
- Ending (Instant, Grappler's turn), Escaping (1+ Actions, +1(T) per Action after the first),
  Launch and Pin (Grappler, 1 Action each, [1/Round]).
- Pulled In and Movement in a Grapple (Moving a Character too) live in
  :mod:`tenkaichi.dbu.combat.families.grapple.moves`.
- A Grapple ends on Escape, End, Launch, a lost Launch or Pin, when either is Defeated, and
  (setting ``grapple_breaks_beyond_reach``) when they end up beyond the Grappler's Melee Range.
- Pinned (reference 7): 1 Standard Action per round, no attacks, no movement; 1 Action for a
  Might Clash against the pinner (setting ``pin_escape``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.state import (
    Effect,
    Expiry,
    ExploitFrame,
    ExtFrame,
    Fighter,
    Grapple,
    Option,
)
from tenkaichi.dbu.combat.families import forced
from tenkaichi.dbu.combat.rules import clash, size, stats
from tenkaichi.dbu.combat.rules.costs import mark_used, pay_standard, within_limits
from tenkaichi.dbu.combat.rules.edition import in_limits

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

SOURCE = "Grapple"
"""The source of the Guard Down every fighter in a Grapple has."""
NAMES = {
    "grapple": "Grapple",
    "escape": "Escape a Grapple",
    "launch": "Launch",
    "pin": "Pin",
    "escape_pin": "Escape a Pin",
}


# --- lookups -----------------------------------------------------------------------------


def grapple_of(enc: Encounter, fid: str) -> Grapple | None:
    """The Grapple this fighter is in (as Grappler or Grappled), if any."""
    for g in enc.state.grapples:
        if fid in (g.grappler, g.grappled):
            return g
    return None


def other(g: Grapple, fid: str) -> str:
    """The opposing fighter in the Grapple."""
    return g.grappled if fid == g.grappler else g.grappler


def can_tail_attack(enc: Encounter, f: Fighter) -> bool:
    """Whether ``f`` may use the Tail Attack Maneuver: they need it on their sheet, and not
    to be held by the tail (Tail Restraint) in a Grapple."""
    if not stats.sheet(enc, f).tail_attack:
        return False
    g = grapple_of(enc, f.id)
    return not (g is not None and g.tail and g.grappled == f.id)


def has_tail(enc: Encounter, f: Fighter) -> bool:
    sheet = stats.sheet(enc, f)
    return sheet.tail or sheet.tail_attack


def _tier_bonus(enc: Encounter, f: Fighter, label: str, n: int) -> list[tuple[str, int]]:
    return [(label, n * stats.tier(enc, f))] if n else []


def grip_bonus(enc: Encounter, g: Grapple) -> list[tuple[str, int]]:
    """Gigantic Grip (seed 000): +1(T) per Size Category the Grappler is larger than the
    Grappled, at most +3(T), on the checks that keep the Grapple."""
    grappler, grappled = enc.fighter(g.grappler), enc.fighter(g.grappled)
    larger = min(3, size.difference(enc, grappler, grappled))
    return _tier_bonus(enc, grappler, f"Gigantic Grip +{larger}(T)", max(0, larger))


# --- starting and ending -----------------------------------------------------------------


def start(enc: Encounter, grappler: Fighter, grappled: Fighter, *, tail: bool) -> Grapple:
    g = Grapple(grappler=grappler.id, grappled=grappled.id, tail=tail)
    enc.state.grapples.append(g)
    enc.emit(
        "state_changed",
        grappler.id,
        f"{grappler.id} grapples {grappled.id}"
        + (" by the tail (no Tail Attack in this Grapple)" if tail else "")
        + ": both suffer Guard Down while grappled",
        grapple=[g.grappler, g.grappled],
        tail=tail,
    )
    for f in (grappler, grappled):
        stats.add_effect(enc, f, Effect("guard_down", SOURCE, Expiry("never")))
    return g


def end(enc: Encounter, g: Grapple, why: str) -> None:
    """The Grapple is over: Guard Down (Grapple) and Pinned go."""
    if g not in enc.state.grapples:
        return
    enc.state.grapples.remove(g)
    enc.emit(
        "state_changed",
        g.grappler,
        f"The Grapple of {g.grappler} on {g.grappled} ends ({why})",
        grapple=[],
        ended=[g.grappler, g.grappled],
        why=why,
    )
    grappled = enc.fighter(g.grappled)
    if g.pinned:
        stats.remove_effects(enc, grappled, "pinned")
    for fid in (g.grappler, g.grappled):
        stats.remove_effects(enc, enc.fighter(fid), "guard_down", SOURCE)


def reach_check(enc: Encounter, g: Grapple) -> None:
    """A Grapple whose fighters ended up beyond the Grappler's Melee Range is over."""
    if not enc.settings.grapple_breaks_beyond_reach or g not in enc.state.grapples:
        return
    grappler, grappled = enc.fighter(g.grappler), enc.fighter(g.grappled)
    if not enc.in_melee(grappler, grappled):
        end(enc, g, f"{g.grappled} is out of {g.grappler}'s Melee Range")


# --- the frame of the Standard Maneuvers --------------------------------------------------


@dataclass(slots=True)
class GrappleFrame(ExtFrame):
    """A grapple maneuver: the Instant window, then its Clash; Launch's throw decisions."""

    actor: str = ""
    maneuver: str = ""
    """grapple, escape, launch, pin or escape_pin."""
    target: str = ""
    tail: bool = False
    stage: str = "instants"
    direction: tuple[int, int] = (0, 0)


def _step(enc: Encounter, frame: GrappleFrame) -> None:
    from tenkaichi.dbu.combat.rules.reactions import open_instant_window

    f = enc.fighter(frame.actor)
    if frame.stage == "instants":
        frame.stage = "resolve"
        open_instant_window(enc, f, NAMES[frame.maneuver])
        return
    if frame.stage == "resolve":
        enc.state.stack.pop()
        if not f.defeated:
            _RESOLVE[frame.maneuver](enc, f, frame)
        return
    if frame.stage == "direction":
        might = stats.derived(enc, f).might.value
        options = [Option("launch_keep", "Keep the Grapple (no throw)")]
        if might >= 1:
            options += [
                Option("launch_direction", f"Throw {frame.target} {name}", {"dx": d[0], "dy": d[1]})
                for d, name in forced.DIRECTION_NAMES.items()
            ]
        enc.ask(f.id, "launch", f"{f.id}: Launch {frame.target}? (up to {might} squares)", options)
        return
    if frame.stage == "distance":
        might = stats.derived(enc, f).might.value
        where = forced.DIRECTION_NAMES[frame.direction]
        enc.ask(
            f.id,
            "launch_distance",
            f"{f.id}: throw {frame.target} how far {where}?",
            [
                Option("launch_distance", f"{n} square(s) {where}", {"squares": n})
                for n in range(1, might + 1)
            ],
        )
        return
    enc.state.stack.pop()


def _answer(enc: Encounter, frame: GrappleFrame, option: Option) -> None:
    f = enc.fighter(frame.actor)
    target = enc.fighter(frame.target)
    if option.kind == "launch_keep":
        enc.state.stack.pop()
        enc.emit("maneuver", f.id, f"{f.id} keeps hold of {target.id}", maneuver="launch")
    elif option.kind == "launch_direction":
        frame.direction = (int(option.args["dx"]), int(option.args["dy"]))
        frame.stage = "distance"
    elif option.kind == "launch_distance":
        enc.state.stack.pop()
        n = int(option.args["squares"])
        g = grapple_of(enc, f.id)
        if g is not None:
            end(enc, g, f"{f.id} launches {target.id}")
        forced.push(enc, target, f, direction=frame.direction, squares=n, why="Launch")


hooks.frame(GrappleFrame, _step, _answer)


# --- the options ---------------------------------------------------------------------------


def _grapple_targets(enc: Encounter, f: Fighter) -> list[Fighter]:
    pool = enc.opponents(f)
    if enc.settings.grapple_allies:
        pool += enc.allies(f)
    return [t for t in enc.in_initiative_order(pool) if enc.in_melee(f, t)]


def _turn_options(enc: Encounter, f: Fighter) -> list[Option]:
    out: list[Option] = []
    g = grapple_of(enc, f.id)
    acting = f.actions > 0 and not f.defeated
    if g is None:
        if acting and within_limits(enc, f, "grapple"):
            for t in _grapple_targets(enc, f):
                held = grapple_of(enc, t.id)
                note = f" (first a Might Clash against {held.grappler})" if held else ""
                out.append(
                    Option("grapple", f"Grapple {t.id}{note}", {"target": t.id, "tail": False})
                )
                if has_tail(enc, t):
                    out.append(
                        Option(
                            "grapple",
                            f"Grapple {t.id} by the tail (Tail Restraint, -2(T)){note}",
                            {"target": t.id, "tail": True},
                        )
                    )
        return out
    partner = enc.fighter(other(g, f.id))
    if g.grappler == f.id:
        if not f.last_instant:
            out.append(Option("grapple_end", f"End the Grapple on {partner.id} (Instant)"))
        if acting and within_limits(enc, f, "launch"):
            out.append(Option("launch", f"Launch {partner.id} (Grapple Check)"))
        if acting and within_limits(enc, f, "pin") and not g.pinned:
            out.append(Option("pin", f"Pin {partner.id} (Might Clash)"))
        return out
    if acting and in_limits(enc, f, "escape_grapple"):
        most = enc.settings.grapple_escape_max_actions or f.actions
        out += [
            Option(
                "grapple_escape",
                f"Escape the Grapple ({n} Action(s)" + (f", +{n - 1}(T)" if n > 1 else "") + ")",
                {"actions": n},
            )
            for n in range(1, min(most, f.actions) + 1)
        ]
        if g.pinned:
            out.append(Option("escape_pin", f"Escape the Pin (Might Clash against {partner.id})"))
    return out


hooks.REGISTRY.turn_options.append(_turn_options)


# --- declaring -----------------------------------------------------------------------------


def _declare(enc: Encounter, f: Fighter, maneuver: str, actions: int, **kw: Any) -> None:
    mid = {"grapple": "grapple", "escape": "escape_grapple"}.get(maneuver, maneuver)
    pay_standard(enc, f, mid, actions)
    enc.state.stack.append(GrappleFrame(actor=f.id, maneuver=maneuver, **kw))


@hooks.turn_answer("grapple")
def _answer_grapple(enc: Encounter, f: Fighter, option: Option) -> None:
    enc.emit("maneuver", f.id, f"{f.id} uses {option.label}", maneuver="grapple", **option.args)
    _declare(enc, f, "grapple", 1, target=option.args["target"], tail=bool(option.args["tail"]))


@hooks.turn_answer("grapple_escape")
def _answer_escape(enc: Encounter, f: Fighter, option: Option) -> None:
    n = int(option.args["actions"])
    g = grapple_of(enc, f.id)
    assert g is not None
    enc.emit("maneuver", f.id, f"{f.id} uses {option.label}", maneuver="escape_grapple", actions=n)
    if n > 1:
        stats.add_effect(
            enc,
            f,
            Effect(
                "escape_effort",
                "Escaping a Grapple",
                Expiry("end", f.id),
                value=(n - 1) * stats.tier(enc, f),
            ),
            announce=False,
        )
    _declare(enc, f, "escape", n, target=g.grappler)


def _simple(maneuver: str) -> hooks.TurnAnswer:
    def answer(enc: Encounter, f: Fighter, option: Option) -> None:
        g = grapple_of(enc, f.id)
        assert g is not None
        enc.emit("maneuver", f.id, f"{f.id} uses {option.label}", maneuver=maneuver)
        _declare(enc, f, maneuver, 1, target=other(g, f.id))

    return answer


for _kind in ("launch", "pin", "escape_pin"):
    hooks.REGISTRY.turn_answers[_kind] = _simple(_kind)


@hooks.turn_answer("grapple_end")
def _answer_end(enc: Encounter, f: Fighter, option: Option) -> None:
    g = grapple_of(enc, f.id)
    assert g is not None
    mark_used(f, "end_grapple")
    f.last_instant = True
    f.turn_maneuvers += 1
    enc.emit("maneuver", f.id, f"{f.id} ends the Grapple (Instant)", maneuver="end_grapple")
    end(enc, g, f"{f.id} lets go")


# --- resolving ---------------------------------------------------------------------------


def _fizzle(enc: Encounter, f: Fighter, what: str, why: str) -> None:
    enc.emit(
        "maneuver", f.id, f"{f.id}'s {what} fails: {why} (its cost stays spent)", maneuver=what
    )


def _resolve_grapple(enc: Encounter, f: Fighter, frame: GrappleFrame) -> None:
    target = enc.fighter(frame.target)
    if target.defeated or not enc.in_melee(f, target):
        _fizzle(enc, f, "Grapple", f"{target.id} is no longer in Melee Range")
        return
    if grapple_of(enc, f.id) is not None:
        _fizzle(enc, f, "Grapple", f"{f.id} is already in a Grapple")
        return
    ctx = {"actor": f.id, "target": target.id, "tail": frame.tail}
    held = grapple_of(enc, target.id)
    if held is not None:
        clash.start(
            enc,
            f,
            enc.fighter(held.grappler),
            initiator_roll="might",
            defender_rolls=("might",),
            why=f"Grappling a Grapple ({held.grappler} holds {held.grappled})",
            then="grapple_outsider",
            ctx=ctx,
        )
        return
    _initial_check(enc, f, target, frame.tail)


def defender_rolls(enc: Encounter, grappler: Fighter, grappled: Fighter) -> tuple[str, ...]:
    """The Grappled's rolls in a Grapple Check: Strike or Dodge, only Dodge when the Grappler
    is beyond the Grappled's Melee Range (setting ``grapple_dodge_beyond_reach``)."""
    if enc.settings.grapple_dodge_beyond_reach and not enc.in_melee(grappled, grappler):
        return ("dodge",)
    return ("strike", "dodge")


def _initial_check(enc: Encounter, f: Fighter, target: Fighter, tail: bool) -> None:
    bonus = _tier_bonus(enc, f, "Tail Restraint", -2) if tail else []
    clash.start(
        enc,
        f,
        target,
        initiator_roll="strike",
        defender_rolls=defender_rolls(enc, f, target),
        why="Grapple Check (Grapple)",
        then="grapple_initial",
        ctx={"actor": f.id, "target": target.id, "tail": tail},
        initiator_bonus=bonus,
        defender_bonus=_effort(target),
    )


def _effort(f: Fighter) -> list[tuple[str, int]]:
    value = stats.effect_value(f, "escape_effort")
    return [("Escape Actions", value)] if value else []


@clash.continuation("grapple_outsider")
def _after_outsider(enc: Encounter, result: clash.ClashResult, ctx: dict[str, Any]) -> None:
    f, target = enc.fighter(ctx["actor"]), enc.fighter(ctx["target"])
    held = grapple_of(enc, target.id)
    if not result.initiator_wins:
        _fizzle(enc, f, "Grapple", f"{result.defender} keeps hold")
        return
    if held is not None:
        end(enc, held, f"{held.grappled} escapes: {f.id} broke in")
    if f.defeated or target.defeated or not enc.in_melee(f, target):
        return
    _initial_check(enc, f, target, bool(ctx["tail"]))


@clash.continuation("grapple_initial")
def _after_initial(enc: Encounter, result: clash.ClashResult, ctx: dict[str, Any]) -> None:
    f, target = enc.fighter(ctx["actor"]), enc.fighter(ctx["target"])
    if result.initiator_wins:
        if grapple_of(enc, f.id) is None and grapple_of(enc, target.id) is None:
            start(enc, f, target, tail=bool(ctx["tail"]))
        return
    enc.emit(
        "provoked",
        f.id,
        f"{f.id} lost the Grapple Check: provokes Exploit from {target.id}",
        by=[target.id],
    )
    if not target.defeated:
        enc.state.stack.append(
            ExploitFrame(provoker=f.id, candidates=[target.id], reason="a failed Grapple")
        )


def _check(enc: Encounter, g: Grapple, why: str, then: str, keep: bool) -> None:
    """A Grapple Check within a Grapple: the Grappler initiates, whoever started it."""
    grappler, grappled = enc.fighter(g.grappler), enc.fighter(g.grappled)
    clash.start(
        enc,
        grappler,
        grappled,
        initiator_roll="strike",
        defender_rolls=defender_rolls(enc, grappler, grappled),
        why=why,
        then=then,
        initiator_bonus=grip_bonus(enc, g) if keep else [],
        defender_bonus=_effort(grappled),
    )


def _resolve_escape(enc: Encounter, f: Fighter, frame: GrappleFrame) -> None:
    g = grapple_of(enc, f.id)
    if g is None or g.grappled != f.id:
        _fizzle(enc, f, "Escape", "no longer grappled")
        return
    _check(enc, g, "Grapple Check (Escape)", "grapple_escape", keep=True)


@clash.continuation("grapple_escape")
def _after_escape(enc: Encounter, result: clash.ClashResult, ctx: dict[str, Any]) -> None:
    g = grapple_of(enc, result.defender)
    if g is None:
        return
    if result.initiator_wins:
        enc.emit(
            "maneuver",
            result.defender,
            f"{result.defender} stays grappled",
            maneuver="escape_grapple",
        )
    else:
        end(enc, g, f"{result.defender} escapes")


def _resolve_launch(enc: Encounter, f: Fighter, frame: GrappleFrame) -> None:
    g = grapple_of(enc, f.id)
    if g is None or g.grappler != f.id:
        _fizzle(enc, f, "Launch", "no longer the Grappler")
        return
    keep = enc.settings.gigantic_grip == "escape_and_launch"
    _check(enc, g, "Grapple Check (Launch)", "grapple_launch", keep=keep)


@clash.continuation("grapple_launch")
def _after_launch(enc: Encounter, result: clash.ClashResult, ctx: dict[str, Any]) -> None:
    g = grapple_of(enc, result.initiator)
    if g is None:
        return
    if not result.initiator_wins:
        end(enc, g, f"{result.defender} escapes: the Launch failed")
        return
    enc.state.stack.append(
        GrappleFrame(
            actor=result.initiator, maneuver="launch", target=result.defender, stage="direction"
        )
    )


def _resolve_pin(enc: Encounter, f: Fighter, frame: GrappleFrame) -> None:
    g = grapple_of(enc, f.id)
    if g is None or g.grappler != f.id:
        _fizzle(enc, f, "Pin", "no longer the Grappler")
        return
    clash.start(
        enc,
        f,
        enc.fighter(g.grappled),
        initiator_roll="might",
        defender_rolls=("might",),
        why="Pin",
        then="grapple_pin",
    )


@clash.continuation("grapple_pin")
def _after_pin(enc: Encounter, result: clash.ClashResult, ctx: dict[str, Any]) -> None:
    g = grapple_of(enc, result.initiator)
    if g is None:
        return
    if not result.initiator_wins:
        end(enc, g, f"{result.defender} escapes: the Pin failed")
        return
    g.pinned = True
    target = enc.fighter(g.grappled)
    stats.add_effect(enc, target, Effect("pinned", "Pin", Expiry("never"), by=g.grappler))
    if target.actions > 1:
        target.actions = 1
        enc.emit(
            "state_changed",
            target.id,
            f"{target.id} is Pinned: down to 1 Action",
            actions=1,
        )


def _resolve_escape_pin(enc: Encounter, f: Fighter, frame: GrappleFrame) -> None:
    g = grapple_of(enc, f.id)
    if g is None or not g.pinned or g.grappled != f.id:
        _fizzle(enc, f, "Escape a Pin", "no longer Pinned")
        return
    clash.start(
        enc,
        f,
        enc.fighter(g.grappler),
        initiator_roll="might",
        defender_rolls=("might",),
        why="Escape a Pin",
        then="grapple_escape_pin",
    )


@clash.continuation("grapple_escape_pin")
def _after_escape_pin(enc: Encounter, result: clash.ClashResult, ctx: dict[str, Any]) -> None:
    g = grapple_of(enc, result.initiator)
    if g is None or not result.initiator_wins:
        return
    if enc.settings.pin_escape == "grapple":
        end(enc, g, f"{result.initiator} breaks the Pin and escapes")
        return
    g.pinned = False
    stats.remove_effects(enc, enc.fighter(result.initiator), "pinned")


_RESOLVE = {
    "grapple": _resolve_grapple,
    "escape": _resolve_escape,
    "launch": _resolve_launch,
    "pin": _resolve_pin,
    "escape_pin": _resolve_escape_pin,
}


# --- Pinned, Defeat, Guard Down ------------------------------------------------------------


def _round_started(enc: Encounter) -> None:
    for f in enc.state.fighters:
        if stats.has(f, "pinned"):
            f.actions = min(f.actions, 1)
            if not enc.settings.pinned_keeps_counters:
                f.counters = 0


def _defeated(enc: Encounter, f: Fighter) -> None:
    g = grapple_of(enc, f.id)
    if g is not None:
        end(enc, g, f"{f.id} is Defeated")


def _locked(enc: Encounter, f: Fighter, condition: str) -> bool:
    return condition == "guard_down" and grapple_of(enc, f.id) is not None


def _turn_ended(enc: Encounter, f: Fighter) -> None:
    for g in list(enc.state.grapples):
        reach_check(enc, g)


hooks.REGISTRY.round_started.append(_round_started)
hooks.REGISTRY.defeated.append(_defeated)
hooks.REGISTRY.condition_locked.append(_locked)
hooks.REGISTRY.turn_ended.append(_turn_ended)
