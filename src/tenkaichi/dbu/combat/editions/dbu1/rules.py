"""Edition dbu-1 (seed 003): the frame of its own maneuvers, the turn decision, and the
maneuvers it changes in the turn loop that need nothing more (Movement, Combat Recovery,
Command, Power Up).

Every hook here does nothing outside dbu-1. The default edition's options that dbu-1 replaces
(``replaces`` in ``data/dbu/editions/dbu-1.yaml``) are taken out of the turn decision by
:func:`_final_options`, which adds the dbu-1 ones instead (registered with :func:`turn_options`
here and in the other modules of the edition: :mod:`.charge`, :mod:`.empower`,
:mod:`.maneuvers`, ...). Its checks against a TN are in :mod:`.checks`.

- Movement (1 Action): Normal Speed for free, or up to Boosted Speed for 3 KP per square beyond
  Normal Speed (paid once the destination is chosen); leaving an Opponent's Melee Range
  provokes Exploit (the default MoveFrame does that).
- Combat Recovery (2 Actions): provokes Exploit from every Opponent within 6 squares; roll a
  solid 2d10(T) and regain that much Life and Ki, unless an Exploit hit; an Opponent who
  Exploited it cannot use Combat Recovery on their next turn.
- Command (1 Action, 1/Round, 2/Round at Personality Modifier 6, 3/Round at 10): a Minion gains
  2 Actions for its turn; one of them must go to a Movement or become a Counter Action.
- Power Up: as in dbu-2, but a second stack ends when the first one does.
- Botch Rate 3 (:func:`reckless`) after a Blitz or a charged attack.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.state import (
    Effect,
    Expiry,
    ExtFrame,
    Fighter,
    MoveFrame,
    Option,
)
from tenkaichi.dbu.combat.rules import rolls, stats
from tenkaichi.dbu.combat.rules.costs import within_limits
from tenkaichi.dbu.combat.rules.edition import hook, is_edition, replaced
from tenkaichi.dbu.combat.rules.said import Phrase, square
from tenkaichi.dice.roller import roll
from tenkaichi.i18n.catalogue import Msg

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


def reckless(enc: Encounter, f: Fighter, why: str) -> None:
    """Botch Rate 3 or less on every Combat Roll until the start of your next turn (``why``:
    a game term of ``terms-legacy.ftl``, ``after a Blitz``)."""
    stats.remove_effects(enc, f, RECKLESS)
    stats.add_effect(enc, f, Effect(RECKLESS, why, Expiry("start", f.id)))


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
    said = Msg.of("dbu-legacy-uses", fighter=f.id, option=option.said)
    enc.emit("maneuver", f.id, said, maneuver=mid, **option.args)
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

    if not acting(enc, f) or not within_limits(enc, f, "movement"):
        return []
    if stats.has(f, "prone") or stats.has(f, "blockaded") or stats.has(f, "pinned"):
        return []
    if not can_step(enc, f):
        return []
    out = [Option("legacy_move", Msg.of("dbu-legacy-movement-normal"), {"boosted": False})]
    if stats.can_spend(f, BOOST_KP):
        out.append(
            Option(
                "legacy_move",
                Msg.of("dbu-legacy-movement-boosted", kp=str(BOOST_KP)),
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
            _destination((x, y), len(path), move_cost(enc, f, len(path))),
            {"x": x, "y": y},
        )
        for (x, y), path in sorted(paths.items())
        if stats.can_spend(f, move_cost(enc, f, len(path)))
    ]
    if not choices:
        enc.state.stack.pop()
        enc.emit("moved", f.id, Msg.of("dbu-legacy-nowhere-to-move", fighter=f.id), path=[])
        return
    frame.stage = "destination"
    enc.ask(f.id, "destination", Msg.of("dbu-legacy-ask-where-to-move", fighter=f.id), choices)


def _destination(pos: tuple[int, int], squares: int, kp: int) -> Msg:
    """A destination's words: ``to square C4, 3 squares, 3 KP``."""
    moved = Msg.of("dbu-legacy-squares", n=squares, count=str(squares))
    if kp:
        return Msg.of("dbu-legacy-destination-kp", square=square(pos), squares=moved, kp=str(kp))
    return Msg.of("dbu-legacy-destination", square=square(pos), squares=moved)


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
    if not within_limits(enc, f, "combat_recovery"):
        return []
    return [Option("legacy_recover", Msg.of("dbu-legacy-recovery-option"))]


@hook(EDITION, "combat_recovery")
def _declare_recovery(enc: Encounter, f: Fighter, option: Option) -> None:
    declare(enc, f, "combat_recovery", "recover", option, actions=2)


@steps("recover", "Combat Recovery")
def _step_recovery(enc: Encounter, frame: LegacyFrame, f: Fighter) -> None:
    if frame.stage == "resolve":
        from tenkaichi.dbu.combat.rules.reactions import provoke

        frame.stage = "heal"
        frame.args["damage_before"] = f.damage_taken
        frame.args["exploits"] = {o.id: o.used_round.get("exploit", 0) for o in enc.opponents(f)}
        provoke(enc, f, RECOVERY_REACH, "Combat Recovery")
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
    enc.rolling(f.id, "Combat Recovery")
    r = roll(f"{2 * t}d10s", rng=enc.rng)
    enc.emit(
        "maneuver",
        f.id,
        Msg.of(
            "dbu-legacy-recovers-exploited" if hit else "dbu-legacy-recovers",
            fighter=f.id,
            total=str(r.total),
        ),
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
        Option("legacy_command", Msg.of("dbu-legacy-command-option", minion=m.id), {"minion": m.id})
        for m in waiting
    ]


@hook(EDITION, "command")
def _answer_command(enc: Encounter, f: Fighter, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.costs import pay_standard

    pay_standard(enc, f, "command")
    m = enc.fighter(option.args["minion"])
    m.commanded = True
    m.actions = 2
    source = Phrase(f"{f.id}'s Command", Msg.of("dbu-legacy-source-command", fighter=f.id))
    stats.add_effect(enc, m, Effect(COMMANDED, source, Expiry("end", m.id)), announce=False)
    enc.emit(
        "maneuver",
        f.id,
        Msg.of("dbu-legacy-commands", fighter=f.id, minion=m.id),
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


# --- registration --------------------------------------------------------------------------------

hooks.frame(LegacyFrame, _step, _answer)
hooks.REGISTRY.turn_options_final.append(_final_options)
hooks.REGISTRY.turn_answers["legacy_move"] = _declare_move
hooks.REGISTRY.turn_answers["legacy_recover"] = _declare_recovery
hooks.REGISTRY.turn_answers["legacy_command"] = _answer_command
hooks.REGISTRY.effect_gained.append(_power_up_no_extension)
