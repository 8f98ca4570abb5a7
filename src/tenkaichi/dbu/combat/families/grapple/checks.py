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
from tenkaichi.dbu.combat.families.phrases import counted_squares, heading_of, kept
from tenkaichi.dbu.combat.rules import clash, stats
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

LAUNCH, PIN = Term("Launch"), Term("Pin")
TAIL_RESTRAINT = "Tail Restraint"
"""A grapple by the tail: the Grappler's -2(T) (a game term, ``term-tail-restraint``)."""


def _named_check(what: str) -> str:
    """A Grapple Check as the log names it: ``Grapple Check (Launch)``."""
    return kept(f"Grapple Check ({what})", Msg.of(f"dbu-grapple-check-{what.lower()}"))


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
        options = [Option("launch_keep", Msg.of("dbu-grapple-keep-option"))]
        if might >= 1:
            options += [
                Option(
                    "launch_direction",
                    Msg.of("dbu-grapple-throw-option", target=frame.target, heading=heading_of(d)),
                    {"dx": d[0], "dy": d[1]},
                )
                for d in forced.DIRECTION_NAMES
            ]
        enc.ask(
            f.id,
            "launch",
            Msg.of(
                "dbu-grapple-launch-ask",
                fighter=f.id,
                launch=LAUNCH,
                target=frame.target,
                might=str(might),
            ),
            options,
        )
        return
    if frame.stage == "distance":
        might = stats.derived(enc, f).might.value
        where = heading_of(frame.direction)
        enc.ask(
            f.id,
            "launch_distance",
            Msg.of("dbu-grapple-distance-ask", fighter=f.id, target=frame.target, heading=where),
            [
                Option(
                    "launch_distance",
                    Msg.of(
                        "dbu-grapple-distance-option", squares=counted_squares(n), heading=where
                    ),
                    {"squares": n},
                )
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
        enc.emit(
            "maneuver",
            f.id,
            Msg.of("dbu-grapple-keeps-hold", fighter=f.id, target=target.id),
            maneuver="launch",
        )
    elif option.kind == "launch_direction":
        frame.direction = (int(option.args["dx"]), int(option.args["dy"]))
        frame.stage = "distance"
    elif option.kind == "launch_distance":
        enc.state.stack.pop()
        n = int(option.args["squares"])
        g = grapple_of(enc, f.id)
        if g is not None:
            end(enc, g, Msg.of("dbu-grapple-launches", fighter=f.id, target=target.id))
        forced.push(enc, target, f, direction=frame.direction, squares=n, why="Launch")


hooks.frame(GrappleFrame, _step, _answer)


# --- resolving ---------------------------------------------------------------------------


def _fizzle(enc: Encounter, f: Fighter, what: str, why: Msg) -> None:
    enc.emit(
        "maneuver",
        f.id,
        Msg.of(
            "dbu-grapple-fails",
            fighter=f.id,
            what=Msg.of("dbu-grapple-escape-word") if what == "Escape" else Term(what),
            why=why,
        ),
        maneuver=what,
    )


def _resolve_grapple(enc: Encounter, f: Fighter, frame: GrappleFrame) -> None:
    target = enc.fighter(frame.target)
    if target.defeated or not enc.in_melee(f, target):
        _fizzle(enc, f, "Grapple", Msg.of("dbu-grapple-no-longer-in-reach", target=target.id))
        return
    if grapple_of(enc, f.id) is not None:
        _fizzle(enc, f, "Grapple", Msg.of("dbu-grapple-already", fighter=f.id))
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
            why=kept(
                f"Grappling a Grapple ({held.grappler} holds {held.grappled})",
                Msg.of(
                    "dbu-grapple-grappling-a-grapple",
                    grappler=held.grappler,
                    grappled=held.grappled,
                ),
            ),
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
    bonus = tier_bonus(enc, f, TAIL_RESTRAINT, -2) if tail else []
    clash.start(
        enc,
        f,
        target,
        initiator_roll="strike",
        defender_rolls=defender_rolls(enc, f, target),
        why=_named_check("Grapple"),
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
        _fizzle(enc, f, "Grapple", Msg.of("dbu-grapple-keeps-hold-why", fighter=result.defender))
        return
    if held is not None:
        end(enc, held, Msg.of("dbu-grapple-broke-in", grappled=held.grappled, fighter=f.id))
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
        Msg.of("dbu-grapple-lost-check", fighter=f.id, target=target.id),
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
        _fizzle(enc, f, "Escape", Msg.of("dbu-grapple-no-longer-grappled"))
        return
    _check(enc, g, _named_check("Escape"), "grapple_escape", keep=True)


@clash.continuation("grapple_escape")
def _after_escape(enc: Encounter, result: clash.ClashResult, ctx: dict[str, Any]) -> None:
    g = grapple_of(enc, result.defender)
    if g is None:
        return
    if result.initiator_wins:
        enc.emit(
            "maneuver",
            result.defender,
            Msg.of("dbu-grapple-stays-grappled", fighter=result.defender),
            maneuver="escape_grapple",
        )
    else:
        end(enc, g, Msg.of("dbu-grapple-escapes", fighter=result.defender))


def _resolve_launch(enc: Encounter, f: Fighter, frame: GrappleFrame) -> None:
    g = grapple_of(enc, f.id)
    if g is None or g.grappler != f.id:
        _fizzle(enc, f, "Launch", Msg.of("dbu-grapple-no-longer-grappler"))
        return
    keep = enc.settings.gigantic_grip == "escape_and_launch"
    _check(enc, g, _named_check("Launch"), "grapple_launch", keep=keep)


@clash.continuation("grapple_launch")
def _after_launch(enc: Encounter, result: clash.ClashResult, ctx: dict[str, Any]) -> None:
    g = grapple_of(enc, result.initiator)
    if g is None:
        return
    if not result.initiator_wins:
        end(enc, g, Msg.of("dbu-grapple-launch-failed", fighter=result.defender, launch=LAUNCH))
        return
    enc.state.stack.append(
        GrappleFrame(
            actor=result.initiator, maneuver="launch", target=result.defender, stage="direction"
        )
    )


def _resolve_pin(enc: Encounter, f: Fighter, frame: GrappleFrame) -> None:
    g = grapple_of(enc, f.id)
    if g is None or g.grappler != f.id:
        _fizzle(enc, f, "Pin", Msg.of("dbu-grapple-no-longer-grappler"))
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
        end(enc, g, Msg.of("dbu-grapple-pin-failed", fighter=result.defender, pin=PIN))
        return
    g.pinned = True
    target = enc.fighter(g.grappled)
    stats.add_effect(enc, target, Effect("pinned", "Pin", Expiry("never"), by=g.grappler))
    if target.actions > 1:
        target.actions = 1
        enc.emit(
            "state_changed",
            target.id,
            Msg.of("dbu-grapple-pinned", fighter=target.id),
            actions=1,
        )


def _resolve_escape_pin(enc: Encounter, f: Fighter, frame: GrappleFrame) -> None:
    g = grapple_of(enc, f.id)
    if g is None or not g.pinned or g.grappled != f.id:
        _fizzle(enc, f, "Escape a Pin", Msg.of("dbu-grapple-no-longer-pinned"))
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
        end(enc, g, Msg.of("dbu-grapple-breaks-pin", fighter=result.initiator, pin=PIN))
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
