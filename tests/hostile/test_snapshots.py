"""Saved fights are hostile input (issue 15, finding 1): a snapshot is a cache of its record's
replay, so nothing in its state is believed, and a record is bounded and checked choice by
choice.

The tampering campaign takes real seeded fights of both editions (mid-fight, at a pending Duel
wager, with fixed dice), changes one thing each (forged options and wager caps, negative Life,
off-grid squares, an unknown side, round 10^9, a million Actions, wrong types, missing and
extra keys, huge lists, deep nesting, the record's seed, dice and choices) and every one must be
refused with one line naming where, changing nothing; the nastiest run in a bounded child. An
untampered snapshot loads and plays on exactly as the fight it was taken from."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tenkaichi.dbu.combat.core import engine
from tenkaichi.dbu.combat.core.engine import Encounter, replay
from tenkaichi.dbu.combat.core.setup import load_encounter
from tenkaichi.dbu.combat.core.snapshot import MAX_RECORD_CHOICES, MAX_RECORD_DICE
from tenkaichi.dbu.play.bots import RandomBot, decide
from tenkaichi.dbu.play.runner import in_edition
from tenkaichi.errors import ContentError, TenkaichiError

from .bounded import count, cpu_bound, run_python

SURFACE = "snapshots and records"
ROOT = Path(__file__).resolve().parents[2]
ENCOUNTERS = ROOT / "examples" / "encounters"

Json = Any


@dataclass(frozen=True)
class Base:
    """A real fight stopped at a decision: its snapshot (as JSON text would give it back) and
    what the uninterrupted fight did next (choices and their events)."""

    name: str
    snapshot: dict[str, Json]
    after: list[dict[str, Json]]
    events_after: list[dict[str, Json]]


def _fight(
    name: str,
    encounter: str,
    edition: str,
    *,
    stop: Callable[[Encounter], bool],
    dice: list[int] | None = None,
) -> Base:
    """The first seed (of 30) whose random-bot fight reaches ``stop`` and plays on from there."""
    setup = load_encounter(ENCOUNTERS / f"{encounter}.yaml", library=[ENCOUNTERS.parent])
    if setup.edition != edition:
        setup = in_edition([setup], edition)[0]
    sides = list(dict.fromkeys(f.side for f in setup.fighters))
    for seed in range(30):
        enc = Encounter.start(setup, seed, dice=dice)
        bots = {side: RandomBot(seed * 10 + i) for i, side in enumerate(sides)}

        def move(enc: Encounter = enc, bots: dict[str, RandomBot] = bots) -> None:
            d = enc.decision
            assert d is not None
            enc.choose(decide(bots[enc.fighter(d.actor).side], enc))

        while not enc.over and not stop(enc) and len(enc.choices) < 300:
            move()
        if enc.over or not stop(enc):
            continue
        snapshot = json.loads(json.dumps(enc.to_json()))
        mark, made = len(enc.events), len(enc.choices)
        while not enc.over and len(enc.choices) < made + 15:
            move()
        if len(enc.choices) < made + 5:
            continue
        after = enc.choices[made:]
        return Base(name, snapshot, after, [e.to_json() for e in enc.events[mark:]])
    raise AssertionError(f"{name}: no seed reached its point")


def _at_wager(enc: Encounter) -> bool:
    return enc.decision is not None and enc.decision.kind == "duel_wager"


def _after(n: int) -> Callable[[Encounter], bool]:
    return lambda enc: len(enc.choices) >= n


_DICE = [7, 3, *(random.Random(1).randint(1, 6) for _ in range(600))]


@pytest.fixture(scope="module")
def bases() -> list[Base]:
    return [
        _fight("dbu-2 Duel wager", "saiyan-duel", "dbu-2", stop=_at_wager),
        _fight("dbu-1 Duel wager", "saiyan-duel", "dbu-1", stop=_at_wager),
        _fight("dbu-2 3v3 mid-fight", "wasteland-3v3", "dbu-2", stop=_after(30)),
        _fight("dbu-1 hijack mid-fight", "hijack", "dbu-1", stop=_after(25)),
        _fight("fixed dice", "saiyan-duel", "dbu-2", stop=_after(20), dice=_DICE),
    ]


# --- the tampering campaign ------------------------------------------------------------------

Tamper = Callable[[dict[str, Json]], None]


def _state(s: dict[str, Json]) -> dict[str, Json]:
    state: dict[str, Json] = s["state"]
    return state


def _f0(s: dict[str, Json]) -> dict[str, Json]:
    fighter: dict[str, Json] = _state(s)["fighters"][0]
    return fighter


def _forge_option(s: dict[str, Json]) -> None:
    pending = _state(s)["pending"]
    forged = copy.deepcopy(pending["options"][-1])
    forged["label"] = "Wager 100000 Ki"
    forged["args"] = {k: 100_000 if isinstance(v, int) else v for k, v in forged["args"].items()}
    forged["args"].setdefault("kp", 100_000)
    pending["options"].append(forged)


def _raise_cap(s: dict[str, Json]) -> None:
    option = _state(s)["pending"]["options"][-1]
    option["args"] = {**option["args"], "kp": 100_000}


def _other_actor(s: dict[str, Json]) -> None:
    pending = _state(s)["pending"]
    ids = [f["id"] for f in _state(s)["fighters"] if f["id"] != pending["actor"]]
    pending["actor"] = ids[0]


def _set(path: str, value: Json) -> Tamper:
    """Set ``state.<path>`` (dots; a number is a list index)."""

    def tamper(s: dict[str, Json]) -> None:
        node: Json = _state(s)
        keys: list[str | int] = [int(k) if k.isdigit() else k for k in path.split(".")]
        for key in keys[:-1]:
            node = node[key]
        node[keys[-1]] = value

    return tamper


def _delete(path: str) -> Tamper:
    def tamper(s: dict[str, Json]) -> None:
        node: Json = s
        keys = path.split(".")
        for key in keys[:-1]:
            node = node[int(key) if key.isdigit() else key]
        del node[keys[-1]]

    return tamper


def _nested(depth: int) -> Json:
    value: Json = []
    for _ in range(depth):
        value = [value]
    return value


def _record(path: str, value: Json) -> Tamper:
    def tamper(s: dict[str, Json]) -> None:
        node: Json = s["record"]
        keys: list[str | int] = [int(k) if k.lstrip("-").isdigit() else k for k in path.split(".")]
        for key in keys[:-1]:
            node = node[key]
        node[keys[-1]] = value

    return tamper


def _choices(change: Callable[[list[Json]], list[Json]]) -> Tamper:
    def tamper(s: dict[str, Json]) -> None:
        s["record"]["choices"] = change(s["record"]["choices"])

    return tamper


def _side_in_setup(s: dict[str, Json]) -> None:
    s["record"]["setup"]["fighters"][0]["side"] = "Nobody"


STATE_TAMPERING: dict[str, Tamper] = {
    "a forged pending option wagering 100,000 Ki": _forge_option,
    "a pending option's cap raised to 100,000": _raise_cap,
    "the pending decision handed to another fighter": _other_actor,
    "no pending decision": _set("pending", None),
    "the pending decision's kind": _set("pending.kind", "will_to_survive"),
    "negative Life": _set("fighters.0.life", -5),
    "Life of a billion": _set("fighters.0.life", 10**9),
    "100,000 Ki": _set("fighters.0.ki", 100_000),
    "an off-grid square": _set("fighters.0.pos", [999, 999]),
    "a negative square": _set("fighters.0.pos", [-1, 0]),
    "an unknown side": _set("fighters.0.side", "Nobody"),
    "an unknown side declared the winner": lambda s: _state(s).update(
        winner="Nobody", phase="over", pending=None
    ),
    "round 10^9": _set("round", 10**9),
    "a million Actions": _set("fighters.0.actions", 1_000_000),
    "the choice counter": _set("choices", 10**6),
    "the generator's state": _set("rng_state", [3, [1] * 625, None]),
    "an unknown frame on the stack": _set("stack", [{"type": "NoSuchFrame"}]),
    "the Initiative Order reversed": lambda s: _state(s)["order"].reverse(),
    "Life as text": _set("fighters.0.life", "10"),
    "Life as a fraction": _set("fighters.0.life", 10.5),
    "Life as true": _set("fighters.0.life", True),
    "Life deleted": _delete("state.fighters.0.life"),
    "the pending decision deleted": _delete("state.pending"),
    "an extra key in the state": _set("extra", 1),
    "an extra key on a fighter": _set("fighters.0.hack", 1),
    "a fighter twice": lambda s: _state(s)["fighters"].append(_f0(s)),
    "a battlefield 1000 wide": _set("width", 1000),
    "a long Initiative Order": _set("order", ["x"] * 100_000),
    "a deeply nested stack": _set("stack", _nested(200)),
    "the state a list": lambda s: s.__setitem__("state", []),
    "an extra top-level key": lambda s: s.__setitem__("extra", {}),
    "the record missing": _delete("record"),
    "the state missing": _delete("state"),
    "dice used on a seeded fight, or one too many": lambda s: s.__setitem__(
        "dice_used", s.get("dice_used", -1) + 1
    ),
    "dice used as text": lambda s: s.__setitem__("dice_used", "3"),
    "dice used negative": lambda s: s.__setitem__("dice_used", -1),
}

RECORD_TAMPERING: dict[str, Tamper] = {
    "the last choice dropped": _choices(lambda c: c[:-1]),
    "an unknown choice added": _choices(lambda c: [*c, {"kind": "no-such-maneuver"}]),
    "a forged wager chosen": _choices(lambda c: [*c, {"kind": "duel_wager", "kp": 100_000}]),
    "an option number out of range": _choices(lambda c: [*c, 9_999]),
    "a negative option number": _choices(lambda c: [*c, -1]),
    "a choice that is true": _choices(lambda c: [*c, True]),
    "a choice that is text": _choices(lambda c: [*c, "attack"]),
    "a choice that is a list": _choices(lambda c: [*c, [0]]),
    "a choice without a kind": _choices(lambda c: [*c, {"kp": 1}]),
    "a choice with 100 keys": _choices(
        lambda c: [*c, {"kind": "pass", **{str(i): i for i in range(100)}}]
    ),
    "a choice with a long text": _choices(lambda c: [*c, {"kind": "x" * 100_000}]),
    "choices over the limit": _choices(lambda c: [{"kind": "pass"}] * (MAX_RECORD_CHOICES + 1)),
    "choices not a list": _choices(lambda c: {"0": c}),
    "another seed": lambda s: _record("seed", s["record"]["seed"] + 1)(s),
    "a negative seed": _record("seed", -1),
    "a seed over 2^63": _record("seed", 2**64),
    "a seed as text": _record("seed", "7"),
    "a seed that is true": _record("seed", True),
    "a setup 10^6 wide": _record("setup.width", 10**6),
    "an unknown edition": _record("setup.edition", "dbu-9"),
    "a fighter's side changed in the setup": _side_in_setup,
    "an extra key in the record": _record("extra", 1),
    "another ruleset": _record("ruleset", "top"),
    "the choices missing": _delete("record.choices"),
    "the setup missing": _delete("record.setup"),
    "the seed missing": _delete("record.seed"),
    "a die result of 0": _record("dice", [0]),
    "a die result of 10^7": _record("dice", [10**7]),
    "dice over the limit": _record("dice", [1] * (MAX_RECORD_DICE + 1)),
    "dice as text": _record("dice", "55"),
    "the record a list": lambda s: s.__setitem__("record", []),
    "a deeply nested setup": _record("setup.settings", {"max_rounds": _nested(200)}),
}

OTHER_FIGHTS = ("the last choice dropped", "a fighter's side changed in the setup", "another seed")
"""Record changes that may still be a fight of its own (refused as snapshots, not as records)."""

WHOLE: dict[str, Json] = {
    "a list": [],
    "text": "snapshot",
    "null": None,
    "a number": 7,
    "an empty object": {},
}


def _refused(load: Callable[[Json], object], data: Json, prefix: str) -> str:
    before = copy.deepcopy(data)
    with pytest.raises(TenkaichiError) as caught:
        load(data)
    message = str(caught.value)
    assert isinstance(caught.value, ContentError), message
    assert "\n" not in message, message
    assert message.startswith(prefix), message
    assert data == before, "loading changed its input"
    return message


def test_every_tampered_snapshot_is_refused_with_one_line_naming_where(bases: list[Base]) -> None:
    tried = 0
    for base in bases:
        for name, tamper in {**STATE_TAMPERING, **RECORD_TAMPERING}.items():
            if name == "another seed" and base.snapshot["record"]["dice"] is not None:
                continue  # a fight with fixed dice never draws from its seed: the same fight
            data = copy.deepcopy(base.snapshot)
            tamper(data)
            assert _canon(data) != _canon(base.snapshot), f"{base.name}: {name} changed nothing"
            try:
                _refused(Encounter.from_json, data, "snapshot")
            except BaseException as error:
                raise AssertionError(f"{base.name}: {name}: {error}") from error
            tried += 1
    for data in WHOLE.values():
        _refused(Encounter.from_json, data, "snapshot")
        tried += 1
    assert tried > 90 * len(bases) // 2
    count(SURFACE, tried)


def test_a_forged_wager_names_the_pending_options(bases: list[Base]) -> None:
    wager = next(b for b in bases if b.name == "dbu-2 Duel wager")
    data = copy.deepcopy(wager.snapshot)
    _forge_option(data)
    assert "snapshot.state.pending.options" in _refused(Encounter.from_json, data, "snapshot")
    data = copy.deepcopy(wager.snapshot)
    _set("fighters.1.actions", 1_000_000)(data)
    message = _refused(Encounter.from_json, data, "snapshot")
    assert message.startswith("snapshot.state.fighters[1].actions: does not match"), message
    count(SURFACE, 2)


def test_every_tampered_record_is_refused_by_replay(bases: list[Base]) -> None:
    tried = 0
    for base in bases:
        for name, tamper in RECORD_TAMPERING.items():
            if name in OTHER_FIGHTS:
                continue  # a shorter or other fight, but a fight: only its snapshot is wrong
            data = copy.deepcopy(base.snapshot)
            tamper(data)
            try:
                _refused(replay, data["record"], "record")
            except BaseException as error:
                raise AssertionError(f"{base.name}: {name}: {error}") from error
            tried += 1
    for data in WHOLE.values():
        _refused(replay, data, "record")
        tried += 1
    count(SURFACE, tried)


def test_an_illegal_choice_is_refused_at_its_index(bases: list[Base]) -> None:
    record = copy.deepcopy(bases[0].snapshot["record"])
    record["choices"].insert(3, {"kind": "duel_wager", "kp": 100_000})
    message = _refused(replay, record, "record")
    assert message.startswith("record: choice 3: "), message
    count(SURFACE, 1)


# --- untampered snapshots -------------------------------------------------------------------


@pytest.mark.parametrize("cached", [True, False])
def test_an_untampered_snapshot_plays_on_as_the_uninterrupted_fight(
    bases: list[Base], cached: bool
) -> None:
    for base in bases:
        if not cached:
            engine._REPLAYED.clear()
        restored = Encounter.from_json(copy.deepcopy(base.snapshot))
        assert restored.to_json() == base.snapshot, base.name
        assert restored.events == []
        played = [e.to_json() for key in base.after for e in restored.choose(key)]
        assert played == base.events_after, base.name
        assert len(played) > 5, base.name


def test_resuming_a_cached_replay_is_a_full_replay(bases: list[Base]) -> None:
    # Load a fight, then a branch of it (same start, another choice where the snapshot stood):
    # the branch resumes from the cached prefix and must equal the branch replayed from scratch.
    base = bases[0]
    loaded = Encounter.from_json(copy.deepcopy(base.snapshot))
    assert loaded.decision is not None
    loaded.choose(0)  # the loaded copy is the caller's: the cache keeps its own
    branch = copy.deepcopy(base.snapshot["record"])
    branch["choices"].append(base.after[0])
    branch_options = Encounter.from_json(copy.deepcopy(base.snapshot)).decision
    assert branch_options is not None
    other = next(o.key() for o in branch_options.options if o.key() != base.after[0])
    for choice in (base.after[0], other):
        branch["choices"][-1] = choice
        warm = replay(copy.deepcopy(branch))
        engine._REPLAYED.clear()
        cold = replay(copy.deepcopy(branch))
        assert [e.to_json() for e in warm.events] == [e.to_json() for e in cold.events]
        assert warm.to_json() == cold.to_json()


# --- random mutations -------------------------------------------------------------------------

_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=True),
    st.text(max_size=20),
)
_VALUES = st.recursive(
    _SCALARS,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


def _canon(value: Json) -> str:
    return json.dumps(value, sort_keys=True)


def _mutate(data: st.DataObject, root: Json) -> tuple[Json, bool]:
    """Walk to a random place in ``root`` and replace, delete or add something there; whether
    the result differs from the original in value or in type."""
    node = root
    while True:
        if isinstance(node, dict) and node:
            key = data.draw(st.sampled_from(sorted(node)))
        elif isinstance(node, list) and node:
            key = data.draw(st.integers(0, len(node) - 1))
        else:
            return root, False
        child = node[key]
        if isinstance(child, dict | list) and child and data.draw(st.booleans()):
            node = child
            continue
        action = data.draw(st.sampled_from(["replace", "delete", "add"]))
        if action == "delete":
            del node[key]
            return root, True
        if action == "add" and isinstance(node, dict):
            fresh = st.text(min_size=1, max_size=8).filter(lambda k, t=frozenset(node): k not in t)
            extra = data.draw(fresh)
            node[extra] = data.draw(_VALUES)
            return root, True
        value = data.draw(_VALUES)
        changed = type(value) is not type(child) or _canon(value) != _canon(child)
        node[key] = value
        return root, changed


@settings(
    max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_a_random_change_to_a_stored_state_is_refused(
    bases: list[Base], data: st.DataObject
) -> None:
    base = data.draw(st.sampled_from(bases))
    snapshot = copy.deepcopy(base.snapshot)
    _, changed = _mutate(data, snapshot["state"])
    count(SURFACE, 1)
    if not changed:
        return
    _refused(Encounter.from_json, snapshot, "snapshot")


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_a_random_change_to_a_record_is_refused_or_the_same_fight(
    bases: list[Base], data: st.DataObject
) -> None:
    # A change the setup's schema reads the same (a default written out, an equal number) may
    # lead to the same fight: then the snapshot is that fight, replayed; anything else is refused.
    base = data.draw(st.sampled_from(bases))
    snapshot = copy.deepcopy(base.snapshot)
    _mutate(data, snapshot["record"])
    count(SURFACE, 1)
    try:
        loaded = Encounter.from_json(snapshot)
    except TenkaichiError as error:
        message = str(error)
    else:
        assert loaded.to_json()["state"] == base.snapshot["state"]
        return
    assert "\n" not in message, message
    assert message.startswith("snapshot"), message


# --- the nastiest, in a bounded child ---------------------------------------------------------

_CHILD = """
import json, random, resource, sys
from pathlib import Path
from tenkaichi.dbu.play.bots import RandomBot, decide
from tenkaichi.dbu.combat.core.engine import Encounter, replay
from tenkaichi.dbu.combat.core.setup import load_encounter
from tenkaichi.errors import TenkaichiError

setup = load_encounter(Path("examples/encounters/saiyan-duel.yaml"), library=[Path("examples")])
enc = Encounter.start(setup, 5)
sides = list(dict.fromkeys(f.side for f in setup.fighters))
bots = {side: RandomBot(i) for i, side in enumerate(sides)}
for _ in range(20):
    enc.choose(decide(bots[enc.fighter(enc.decision.actor).side], enc))
base = json.loads(json.dumps(enc.to_json()))

def nested(depth):
    value = []
    for _ in range(depth):
        value = [value]
    return value

def state(path, value):
    def change(s):
        node = s["state"]
        keys = [int(k) if k.isdigit() else k for k in path.split(".")]
        for key in keys[:-1]:
            node = node[key]
        node[keys[-1]] = value
    return change

def record(key, value):
    def change(s):
        s["record"][key] = value
    return change

state_cases = {
    "a million Actions": state("fighters.0.actions", 1_000_000),
    "round 10^9": state("round", 10**9),
    "a million-entry Initiative Order": state("order", ["x"] * 1_000_000),
    "a million fighters": state("fighters", [{}] * 1_000_000),
    "a state nested 100,000 deep": state("stack", nested(100_000)),
}
record_cases = {
    "a million choices": record("choices", [{"kind": "pass"}] * 1_000_000),
    "a million dice": record("dice", [5] * 1_000_000),
    "choices nested 100,000 deep": record("choices", [nested(100_000)]),
    "a setup nested 100,000 deep": record("setup", {"settings": {"x": nested(100_000)}}),
    "a choice with a million-character text": record("choices", [{"kind": "x" * 1_000_000}]),
    "a seed of 100,000 digits": record("seed", 10**100_000),
    "a choice with a 100,000-digit number": record("choices", [{"kind": "pass", "n": 10**100_000}]),
    "a million sheets": record("setup", {"sheets": dict.fromkeys(map(str, range(10**6)), {})}),
}
loads = {"snapshot": Encounter.from_json, "record": lambda d: replay(d["record"])}
out = []
for cases, kinds in ((state_cases, ["snapshot"]), (record_cases, ["snapshot", "record"])):
    for name, change in cases.items():
        data = json.loads(json.dumps(base))
        change(data)
        for kind in kinds:
            start = resource.getrusage(resource.RUSAGE_SELF)
            try:
                loads[kind](data)
                message = None
            except TenkaichiError as error:
                message = str(error)
            end = resource.getrusage(resource.RUSAGE_SELF)
            cpu = end.ru_utime + end.ru_stime - start.ru_utime - start.ru_stime
            out.append([name, message, cpu])
print(json.dumps(out))
"""


def test_the_nastiest_snapshots_and_records_are_refused_in_bounded_time_and_memory() -> None:
    result = run_python(_CHILD, surface=SURFACE, cpu_s=60, mem_mb=2048, cwd=ROOT, inputs=13)
    assert not result.killed, result.stderr[-2000:]
    assert result.returncode == 0, result.stderr[-2000:]
    rows = json.loads(result.stdout)
    assert len(rows) == 5 + 2 * 8
    each = cpu_bound(2.0)
    for name, message, cpu in rows:
        assert message is not None, f"{name}: accepted"
        assert "\n" not in message, f"{name}: {message}"
        assert message.startswith(("snapshot", "record")), f"{name}: {message}"
        assert cpu < each, f"{name}: {cpu:.2f} s of CPU"
    assert result.cpu_s < cpu_bound(30)
    assert result.rss_mb < 1500


def test_changing_a_loaded_record_afterwards_cannot_poison_the_next_load(bases: list[Base]) -> None:
    base = bases[2]
    record = copy.deepcopy(base.snapshot["record"])
    replay(record)  # cached now
    record["choices"][-1]["kind"] = "no-such-maneuver"  # the caller reuses its objects
    _refused(replay, record, "record")
    assert Encounter.from_json(copy.deepcopy(base.snapshot)).to_json() == base.snapshot
    count(SURFACE, 1)
