"""Small builders for combat example tests: sheets with exact numbers, fixed-dice fights, and
picking an option by its kind and arguments."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import yaml

from tenkaichi.dbu.combat.core import codec
from tenkaichi.dbu.combat.core.engine import Encounter, replay
from tenkaichi.dbu.combat.core.events import Event
from tenkaichi.dbu.combat.core.setup import EncounterSetup, FighterSetup
from tenkaichi.dbu.combat.core.state import EncounterState, Option
from tenkaichi.dbu.play.bots import RandomBot, decide
from tenkaichi.dbu.play.safety import with_safety_limits
from tenkaichi.dbu.sheet import CharacterSheet
from tenkaichi.dbu.sheet_files import parse_sheet


def make_sheet(
    name: str,
    *,
    power_level: int = 1,
    race: str = "earthling",
    size: str = "medium",
    agility: int = 4,
    force: int = 4,
    tenacity: int = 4,
    scholarship: int = 2,
    insight: int = 2,
    magic: int = 1,
    personality: int = 2,
    **extra: Any,
) -> CharacterSheet:
    """A sheet with exact attributes (Tier 1 by default: every roll is a bare d10).

    At Power Level 1, an Earthling with Tenacity 4 has 72 Life, 50 Ki and 20 Capacity;
    Haste is ½ Agility, Awareness is Insight, Defense Value is Agility, Soak is Tenacity."""
    raw: dict[str, Any] = {
        "name": name,
        "race": race,
        "power_level": power_level,
        "size": size,
        "attributes": {
            "agility": agility,
            "force": force,
            "tenacity": tenacity,
            "scholarship": scholarship,
            "insight": insight,
            "magic": magic,
            "personality": personality,
        },
        **extra,
    }
    return parse_sheet(yaml.safe_dump(raw), f"{name}.yaml")


def fighter(sheet: str, side: str, pos: tuple[int, int] | None = None, **kw: Any) -> FighterSetup:
    return FighterSetup(sheet=sheet, side=side, pos=pos, **kw)


def setup(
    sheets: list[CharacterSheet],
    fighters: list[FighterSetup],
    *,
    width: int = 12,
    height: int = 8,
    **settings: Any,
) -> EncounterSetup:
    return EncounterSetup(
        width=width,
        height=height,
        sheets={s.name: s for s in sheets},
        fighters=tuple(fighters),
        settings=settings,
    )


def duel(
    a: CharacterSheet | None = None,
    b: CharacterSheet | None = None,
    *,
    a_pos: tuple[int, int] = (3, 3),
    b_pos: tuple[int, int] = (4, 3),
    **settings: Any,
) -> EncounterSetup:
    """Goku (side A) against Vegeta (side B), adjacent by default."""
    a = a or make_sheet("Goku")
    b = b or make_sheet("Vegeta")
    return setup([a, b], [fighter(a.name, "A", a_pos), fighter(b.name, "B", b_pos)], **settings)


def options(enc: Encounter, kind: str | None = None, **args: Any) -> list[Option]:
    """The pending options of a kind whose arguments include ``args``."""
    decision = enc.decision
    assert decision is not None, "the fight is over"
    return [
        o
        for o in decision.options
        if (kind is None or o.kind == kind) and all(o.args.get(k) == v for k, v in args.items())
    ]


def has_option(enc: Encounter, kind: str, **args: Any) -> bool:
    return bool(options(enc, kind, **args))


def pick(enc: Encounter, kind: str, **args: Any) -> list[Event]:
    """Choose the first pending option of ``kind`` whose arguments include ``args``."""
    found = options(enc, kind, **args)
    if not found:
        d = enc.decision
        assert d is not None
        listing = "\n  ".join(f"{o.kind} {o.args} ({o.label})" for o in d.options)
        raise AssertionError(
            f"no option {kind} {args} for {d.actor} ({d.kind}); options:\n  {listing}"
        )
    return enc.choose(found[0])


def go_to(enc: Encounter, **square: int) -> list[Event]:
    """Pick a Movement destination (``x=``, ``y=``); any Opponent asked about a Blockade
    (seed 001: anyone within their Normal Speed may) lets the mover go."""
    events = pick(enc, "destination", **square)
    while enc.decision is not None and enc.decision.kind == "blockade":
        events += pick(enc, "pass")
    return events


def expect(enc: Encounter, actor: str, kind: str) -> None:
    """Assert who decides what next."""
    d = enc.decision
    assert d is not None, "the fight is over"
    assert (d.actor, d.kind) == (actor, kind), (
        f"expected {actor} to decide {kind}, got {d.actor} deciding {d.kind}: "
        + ", ".join(f"{o.kind} {o.args}" for o in d.options)
    )


def of_kind(events: list[Event], kind: str, who: str | None = None) -> list[Event]:
    return [e for e in events if e.kind == kind and (who is None or e.who == who)]


HANDLED = ("modifier", "wager", "instant", "reaction")


def resolve(
    enc: Encounter,
    *,
    modifier: dict[str, Any] | None = None,
    wager: int = 0,
    reaction: str = "dodge",
    instant: dict[str, Any] | None = None,
) -> list[Event]:
    """Answer the routine questions of an attack until another kind of decision comes up:
    no Modifier (or ``modifier``), Ki Wager ``wager``, everyone passes the Instant window
    (or takes ``instant``), and the target answers with ``reaction`` ("dodge" or a Defend
    option such as "parry")."""
    events: list[Event] = []
    while enc.decision is not None and enc.decision.kind in HANDLED:
        kind = enc.decision.kind
        if kind == "modifier":
            if modifier is None:
                events += pick(enc, "no_modifier")
            else:
                events += pick(enc, "modifier", **modifier)
        elif kind == "wager":
            events += pick(enc, "wager", kp=wager)
        elif kind == "instant":
            if instant is None:
                events += pick(enc, "pass")
            else:
                events += pick(enc, **instant)
                instant = None
        elif reaction == "dodge":
            events += pick(enc, "dodge")
        elif reaction == "energy_cancel":
            events += pick(enc, "energy_cancel")
            reaction = "dodge"
        else:
            events += pick(enc, "defend", defend=reaction)
    return events


def attack(
    enc: Encounter,
    target: str,
    profile: str = "Simple",
    foundation: str = "physical",
    **answers: Any,
) -> list[Event]:
    """The active fighter makes a Basic Attack; routine questions answered by :func:`resolve`."""
    events = pick(enc, "attack", profile=profile, foundation=foundation, target=target)
    return events + resolve(enc, **answers)


def end_turn(enc: Encounter) -> list[Event]:
    return pick(enc, "end_turn")


def answer_routine(enc: Encounter) -> list[Event]:
    """Answer one routine question with its default: no modifier, no wager, pass, dodge."""
    d = enc.decision
    assert d is not None, "the fight ended"
    default = {
        "modifier": ("no_modifier", {}),
        "wager": ("wager", {"kp": 0}),
        "instant": ("pass", {}),
        "exploit": ("pass", {}),
        "reaction": ("dodge", {}),
        "cross_counter": ("no_cross", {}),
        "flare_wager": ("flare_wager", {"kp": 0}),
        "blockade": ("pass", {}),
        "shield": ("shield", {}),
        "intervene": ("pass", {}),
        "united_attack": ("pass", {}),
        "reflect": ("pass", {}),
        "spectate": ("no_spectate", {}),
    }
    if d.kind not in default:
        raise AssertionError(f"{d.actor} must decide {d.kind}: not a routine question")
    kind, args = default[d.kind]
    return pick(enc, kind, **args)


def advance_to(enc: Encounter, actor: str, kind: str, limit: int = 20) -> list[Event]:
    """Answer routine questions until ``actor`` must decide ``kind``."""
    events: list[Event] = []
    for _ in range(limit):
        d = enc.decision
        assert d is not None, "the fight ended"
        if (d.actor, d.kind) == (actor, kind):
            return events
        events += answer_routine(enc)
    raise AssertionError(f"{actor} never had to decide {kind}")


def until_turn(enc: Encounter, limit: int = 30) -> list[tuple[str, str]]:
    """Answer routine questions until a turn decision; return who was asked what."""
    asked: list[tuple[str, str]] = []
    for _ in range(limit):
        d = enc.decision
        assert d is not None, "the fight ended"
        if d.kind == "turn":
            return asked
        asked.append((d.actor, d.kind))
        answer_routine(enc)
    raise AssertionError("no turn decision came")


def refresh(enc: Encounter) -> None:
    """Ask the active fighter's turn question again (after a test changed the state)."""
    from tenkaichi.dbu.combat.rules.turn_decision import ask_turn

    enc.state.pending = None
    ask_turn(enc)


Lean = Callable[[Encounter, int, random.Random], int]
"""Overrides a random choice (index) to favour some options: (fight, bot's index, generator)."""


def random_fights(
    st: EncounterSetup, seeds: range, *, snapshot_at: int, lean: Lean | None = None
) -> set[str]:
    """Play one RandomBot fight per seed to its end and return every option kind chosen.

    Each fight must end within 3,000 decisions, survive a JSON snapshot at decision
    ``snapshot_at`` (same state, same decision) and replay to identical events. Random bots
    may never finish a fight, so the simulations' safety stops are on (no rule)."""
    used: set[str] = set()
    for seed in seeds:
        enc = Encounter.start(with_safety_limits(st), seed)
        bot = RandomBot(seed)
        keen = random.Random(seed)
        steps = 0
        while enc.decision is not None and steps < 3000:
            if steps == snapshot_at:
                again = Encounter.from_json(enc.to_json())
                assert again.decision == enc.decision
                assert again.state == enc.state
            i = decide(bot, enc)
            if lean is not None:
                i = lean(enc, i, keen)
            used.add(enc.decision.options[i].kind)
            enc.choose(i)
            steps += 1
        assert enc.over, f"seed {seed}: no winner after {steps} decisions"
        again = replay(enc.record())
        assert [e.to_json() for e in again.events] == [e.to_json() for e in enc.events]
    return used


def thaw(enc: Encounter) -> Encounter:
    """``enc`` through the JSON of its state (what a snapshot stores) without replaying its
    record: for a test that arranged a state by hand, which ``Encounter.from_json`` refuses as
    tampered (a snapshot's state is never believed, only compared with its record's replay)."""
    data = json.loads(json.dumps(enc.to_json()))
    twin = Encounter(enc.setup, enc.seed, state=codec.from_json(EncounterState, data["state"]))
    twin.choices = list(enc.choices)
    twin.state.rng_state = []
    return twin
