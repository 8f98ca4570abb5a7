"""The Grapple maneuvers' frame and their Grapple Checks (seed 001).

Grapple Checks are Clashes (Strike vs Strike/Dodge, :mod:`tenkaichi.dbu.combat.rules.clash`)
where the Grappler is always the Initiator and the Grappled the Defender, whoever starts the
check. A declared maneuver (:mod:`~tenkaichi.dbu.combat.families.grapple.maneuvers`) waits in a
:class:`GrappleFrame` for the Instant window, then:

- Grapple: a Grapple Check against a target in Melee Range; a lost check provokes the target's
  Exploit. Tail Restraint: -2(T). An outsider grappling someone in a Grapple first wins a Might
  Clash against that Grappler, which frees the Grappled.
- Escape: a Grapple Check, the Grappled +1(T) per Action after the first; their win ends
  the Grapple.
- Launch: a Grapple Check; a win lets the Grappler keep hold or throw the Grappled up to Might
  squares (forced movement, ending the Grapple); a loss ends the Grapple.
- Pin: a Might Clash; a win Pins the Grappled, a loss ends the Grapple.
- Escape a Pin: a Might Clash against the pinner; a win ends the Pin (or the whole Grapple,
  setting ``pin_escape``).
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
from tenkaichi.dbu.combat.families.grapple.holds import (
    end,
    grapple_of,
    grip_bonus,
    start,
    tier_bonus,
)
from tenkaichi.dbu.combat.rules import clash, stats
from tenkaichi.words import counted

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

NAMES = {
    "grapple": "Grapple",
    "escape": "Escape a Grapple",
    "launch": "Launch",
    "pin": "Pin",
    "escape_pin": "Escape a Pin",
}


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
                Option("launch_distance", f"{counted(n, 'square')} {where}", {"squares": n})
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
    bonus = tier_bonus(enc, f, "Tail Restraint", -2) if tail else []
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
