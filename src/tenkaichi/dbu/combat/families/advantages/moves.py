"""The Advantages that move the attacker around its Signature Technique (reference S2), each
an explicit decision of the attacker, taken in the rules' order:

- Two Step Strike: before the attack, a Thrust (its Clash) on an opponent in Melee Range that
  Pushes them Back if it lands.
- Back Flip: Hit and Run's move comes after the declaration, before any roll (and before a
  Charging Assault); with Charging Assault the technique costs 1(T) KP less.
- Charging Assault: rush up to Boosted Speed straight toward the target, ending in Melee Range
  (the Blitz Profile's own, :mod:`~tenkaichi.dbu.combat.families.profile_effects.charging`);
  each square past the 3rd adds +1 to the Wound Roll, at most 2(T). A Physical technique with
  it may be aimed at an opponent it can rush to.
- Hit and Run: after the attack, move up to Normal Speed in a straight line, through the
  attack's targets; leaving a Melee Range provokes Exploit as usual.
- High Speed Dash: that move goes up to Boosted Speed and provokes no Exploit.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.advantages import GRANTED
from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.grid import footprint, in_bounds
from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.state import AttackFrame, ExtFrame, Fighter, MoveFrame, Option, Pos
from tenkaichi.dbu.combat.families import forced
from tenkaichi.dbu.combat.families.advantages.ranks import rank
from tenkaichi.dbu.combat.families.phrases import counted_squares, heading, kept, square
from tenkaichi.dbu.combat.families.profile_effects.charging import ChargingAssaultFrame
from tenkaichi.dbu.combat.rules import clash, stats
from tenkaichi.dbu.combat.rules.targeting import blocked_squares, charge_stops, squares_of
from tenkaichi.dbu.profiles import has_hook
from tenkaichi.dbu.profiles import profile as get_profile
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

HOOKS = ("charging_assault", "hit_and_run", "high_speed_dash", "back_flip", "two_step_strike")
"""Every named behaviour a catalogue entry may give (a test checks the catalogue uses only
these)."""

CHARGING, HIT_AND_RUN, DASH = "Charging Assault", "Hit and Run", "High Speed Dash"
BACK_FLIP, TWO_STEP = "Back Flip", "Two Step Strike"

_COMPASS = ("north", "north-east", "east", "south-east", "south", "south-west", "west")
DIRECTIONS = dict(
    zip(
        (*_COMPASS, "north-west"),
        ((0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1)),
        strict=True,
    )
)
"""The straight lines Hit and Run may follow: the grid's 8 directions."""


@dataclass(slots=True)
class AdvantageMovesFrame(ExtFrame):
    """The attacker's moves around a technique, one step at a time: ``two_step``,
    ``back_flip``, ``charge`` (at the declaration) or ``hit_and_run`` (after the attack)."""

    attacker: str = ""
    target: str = ""
    technique: str = ""
    steps: list[str] = field(default_factory=list)
    through: list[str] = field(default_factory=list)
    """The attack's targets, whose squares the Hit and Run move may pass through."""


def owned(enc: Encounter, f: Fighter, signature: str) -> set[str]:
    """The Advantages ``f``'s technique ``signature`` has, with the one its Profile grants."""
    sig = next((s for s in stats.sheet(enc, f).signatures if s.name == signature), None)
    if sig is None:
        return set()
    names = {a.name for a in sig.advantages if not a.custom}
    if sig.profile in GRANTED:
        names.add(GRANTED[sig.profile])
    return names


def _granted_charge(frame: AttackFrame) -> bool:
    """The Blitz Profile rushes in on its own (charging.py): the Advantage adds nothing."""
    return has_hook(get_profile(frame.profile), "charging_assault")


# --- Charging Assault: reach, and the Wound bonus --------------------------------------------


def _reach(enc: Encounter, f: Fighter, target: Fighter, signature: str) -> bool:
    return CHARGING in owned(enc, f, signature) and bool(charge_stops(enc, f, target))


def _wound_parts(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> hooks.Parts:
    n = frame.charged_squares
    if not frame.signature or n <= 3 or _granted_charge(frame):
        return []
    if not rank(enc, frame, CHARGING):
        return []
    return [(CHARGING, min(n - 3, 2 * stats.tier(enc, f)))]


def _back_flip_cost(enc: Encounter, f: Fighter, signature: str) -> int:
    names = owned(enc, f, signature)
    return -stats.base_tier(enc, f) if {BACK_FLIP, CHARGING} <= names else 0


# --- the moves, in order ----------------------------------------------------------------------


def _declared(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    if not frame.signature or frame.thrown:
        return
    steps = []
    if rank(enc, frame, TWO_STEP):
        steps.append("two_step")
    if rank(enc, frame, BACK_FLIP) and rank(enc, frame, HIT_AND_RUN):
        steps.append("back_flip")
    if rank(enc, frame, CHARGING) and not _granted_charge(frame) and frame.targets:
        steps.append("charge")
    if steps:
        enc.state.stack.append(_frame(frame, f, steps))


def _finished(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    if not frame.signature or f.defeated or not rank(enc, frame, HIT_AND_RUN):
        return
    if rank(enc, frame, BACK_FLIP):
        return  # it moved before the attack
    enc.state.stack.append(_frame(frame, f, ["hit_and_run"]))


def _frame(frame: AttackFrame, f: Fighter, steps: list[str]) -> AdvantageMovesFrame:
    return AdvantageMovesFrame(
        attacker=f.id,
        target=frame.targets[0] if frame.targets else "",
        technique=frame.signature,
        steps=steps,
        through=list(frame.targets),
    )


def _step(enc: Encounter, frame: AdvantageMovesFrame) -> None:
    f = enc.fighter(frame.attacker)
    while frame.steps and not f.defeated:
        kind = frame.steps[0]
        if kind == "charge":
            frame.steps.pop(0)
            target = enc.fighter(frame.target)
            if not target.defeated and any(n for n, _ in charge_stops(enc, f, target)):
                enc.state.stack.append(ChargingAssaultFrame(attacker=f.id, target=target.id))
                return
            continue
        options = _two_step_options(enc, f) if kind == "two_step" else _run_options(enc, frame)
        if options:
            name = TWO_STEP if kind == "two_step" else HIT_AND_RUN
            enc.ask(
                f.id,
                "advantage_move",
                Msg.of(
                    "dbu-adv-move-ask",
                    fighter=f.id,
                    advantage=Term(name),
                    technique=Term(frame.technique),
                ),
                options,
            )
            return
        frame.steps.pop(0)
    enc.state.stack.pop()


def _answer(enc: Encounter, frame: AdvantageMovesFrame, option: Option) -> None:
    f = enc.fighter(frame.attacker)
    kind = frame.steps.pop(0)
    if option.kind == "no_advantage_move":
        return
    if kind == "two_step":
        _two_step(enc, f, enc.fighter(option.args["target"]))
        return
    _run(enc, frame, f, option.args)


# --- Two Step Strike ----------------------------------------------------------------------


def _two_step_options(enc: Encounter, f: Fighter) -> list[Option]:
    half = forced.half_might(enc, f)
    two_step = Term(TWO_STEP)
    out = [
        Option(
            "two_step_strike",
            Msg.of(
                "dbu-adv-two-step-option",
                two_step=two_step,
                thrust=Term("Thrust"),
                target=o.id,
                squares=counted_squares(half),
            ),
            {"target": o.id},
        )
        for o in enc.opponents(f)
        if not o.defeated and enc.in_melee(f, o) and not forced.held_in_place(enc, o, f)
    ]
    none = Option("no_advantage_move", Msg.of("dbu-adv-no-two-step-option", two_step=two_step))
    return [none, *out] if out else []


def _two_step(enc: Encounter, f: Fighter, t: Fighter) -> None:
    enc.emit(
        "maneuver",
        f.id,
        Msg.of(
            "dbu-adv-two-step-uses",
            fighter=f.id,
            two_step=Term(TWO_STEP),
            thrust=Term("Thrust"),
            target=t.id,
        ),
        maneuver="two_step_strike",
        target=t.id,
    )
    clash.start(
        enc,
        f,
        t,
        initiator_roll="strike",
        defender_rolls=("strike", "dodge"),
        why=kept(
            "Two Step Strike (Thrust)",
            Msg.of("dbu-adv-two-step-why", two_step=Term(TWO_STEP), thrust=Term("Thrust")),
        ),
        then="two_step_strike",
        ctx={"target": t.id},
    )


@clash.continuation("two_step_strike")
def _after_thrust(enc: Encounter, result: clash.ClashResult, ctx: dict[str, Any]) -> None:
    f, t = enc.fighter(result.initiator), enc.fighter(ctx["target"])
    if not result.initiator_wins or f.defeated or t.defeated:
        return
    forced.push(
        enc,
        t,
        f,
        direction=forced.away_from(f, t, enc),
        squares=forced.half_might(enc, f),
        why=Msg.of("dbu-terrain-thrust-push-why", fighter=f.id, thrust=Term(TWO_STEP)),
        collision_factor=2.0,
    )


# --- Hit and Run (Back Flip, High Speed Dash) ----------------------------------------------


def run_paths(enc: Encounter, f: Fighter, speed: int, through: list[str]) -> list[list[Pos]]:
    """Every straight-line move of 1 to ``speed`` squares in the 8 directions: through the
    squares of the fighters in ``through`` (never ending there), not through anyone else, a
    Feature, a Vehicle or the edge."""
    size = stats.derived(enc, f).squares
    others = [o for o in enc.state.fighters if o is not f and not o.defeated]
    passable = {sq for o in others if o.id in through for sq in squares_of(enc, o)}
    solid = {sq for o in others if o.id not in through for sq in squares_of(enc, o)}
    solid |= blocked_squares(enc)
    out: list[list[Pos]] = []
    for dx, dy in DIRECTIONS.values():
        path: list[Pos] = []
        for k in range(1, speed + 1):
            step = (f.pos[0] + k * dx, f.pos[1] + k * dy)
            squares = footprint(step, size)
            if not in_bounds(step, size, enc.state.width, enc.state.height):
                break
            if any(sq in solid for sq in squares):
                break
            path = [*path, step]
            if not any(sq in passable for sq in squares):
                out.append(path)
    return out


def _speed(enc: Encounter, f: Fighter, frame: AdvantageMovesFrame) -> tuple[int, Msg]:
    normal, boosted = stats.speeds(enc, f)
    if DASH in owned(enc, f, frame.technique):
        return boosted, Msg.of("dbu-adv-dash-speed", dash=Term(DASH), speed=str(boosted))
    return normal, Msg.of("dbu-adv-normal-speed", speed=str(normal))


def _direction(f: Fighter, path: list[Pos]) -> str:
    step = (path[0][0] - f.pos[0], path[0][1] - f.pos[1])
    return next(name for name, d in DIRECTIONS.items() if d == step)


def _run_options(enc: Encounter, frame: AdvantageMovesFrame) -> list[Option]:
    f = enc.fighter(frame.attacker)
    paths = run_paths(enc, f, _speed(enc, f, frame)[0], frame.through)
    run = Term(HIT_AND_RUN)
    options = (
        [Option("no_advantage_move", Msg.of("dbu-adv-no-run-option", run=run))] if paths else []
    )
    for path in paths:
        (x, y), way = path[-1], _direction(f, path)
        label = Msg.of(
            "dbu-adv-run-option",
            run=run,
            squares=counted_squares(len(path)),
            heading=heading(way),
            square=square((x, y)),
        )
        options.append(Option("hit_and_run", label, {"x": x, "y": y, "direction": way}))
    return options


def _run(enc: Encounter, frame: AdvantageMovesFrame, f: Fighter, args: dict[str, Any]) -> None:
    speed, how = _speed(enc, f, frame)
    end = (args["x"], args["y"])
    path = next(p for p in run_paths(enc, f, speed, frame.through) if p[-1] == end)
    names = owned(enc, f, frame.technique)
    back_flip = (
        Msg.of("dbu-adv-back-flip-note", back_flip=Term(BACK_FLIP)) if BACK_FLIP in names else ""
    )
    enc.emit(
        "maneuver",
        f.id,
        Msg.of(
            "dbu-adv-run-uses",
            fighter=f.id,
            run=Term(HIT_AND_RUN),
            back_flip=back_flip,
            squares=counted_squares(len(path)),
            heading=heading(str(args["direction"])),
            square=square(end),
            how=how,
        ),
        maneuver="hit_and_run",
        path=[list(p) for p in path],
    )
    dash = DASH in names
    enc.state.stack.append(MoveFrame(f.id, path, maneuver="hit_and_run", provokes=not dash))


REGISTRY.signature_reach.append(_reach)
REGISTRY.signature_cost.append(_back_flip_cost)
REGISTRY.attack_declared.append(_declared)
REGISTRY.attack_finished.append(_finished)
REGISTRY.wound_parts.append(_wound_parts)
hooks.frame(AdvantageMovesFrame, _step, _answer)
