"""A turn's options are worked out when first read, not when the turn is asked (issue 37): what
never reads them (an exact-odds enumeration running on past the roll it counts) never pays for
them, and what reads them sees exactly the options of the state the turn was asked in."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest

from tenkaichi.dbu.combat.core import codec
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import duel_setup, load_encounter
from tenkaichi.dbu.combat.core.state import Decision, EncounterState, Option
from tenkaichi.dbu.combat.rules import turn_decision
from tenkaichi.dbu.play.bots import RandomBot, decide
from tenkaichi.errors import RuleViolation

EXAMPLES = Path(__file__).parents[2] / "examples"


def _duel() -> Encounter:
    return Encounter.start(duel_setup([EXAMPLES / "kale.yaml", EXAMPLES / "yamcha.yaml"]), 3)


def _count_builds(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    built: list[str] = []
    real = turn_decision.turn_options

    def counted(enc: Encounter, f: object) -> list[Option]:
        built.append(enc.state.active)
        return real(enc, f)  # type: ignore[arg-type]

    monkeypatch.setattr(turn_decision, "turn_options", counted)
    return built


def _to_turn(enc: Encounter) -> None:
    """Choose (randomly) until a turn decision is pending."""
    bot = RandomBot(1)
    for _ in range(200):
        d = enc.decision
        assert d is not None
        if d.kind == "turn":
            return
        enc.choose(decide(bot, enc))
    raise AssertionError("no turn decision came")


def test_a_turn_is_asked_without_working_out_its_options(monkeypatch: pytest.MonkeyPatch) -> None:
    built = _count_builds(monkeypatch)
    enc = _duel()
    _to_turn(enc)
    assert built == []
    options = enc.decision.options  # type: ignore[union-attr]
    assert len(built) == 1
    assert enc.decision.options is options  # type: ignore[union-attr]
    assert len(built) == 1  # read once, kept


def test_the_options_read_later_are_those_worked_out_at_once() -> None:
    enc = _duel()
    bot = RandomBot(7)
    turns = 0
    while enc.decision is not None and turns < 40:
        d = enc.decision
        if d.kind == "turn":
            turns += 1
            now = turn_decision.turn_options(enc, enc.fighter(d.actor))
            assert [o.key() for o in d.options] == [o.key() for o in now]
            assert [o.label for o in d.options] == [o.label for o in now]
        enc.choose(decide(bot, enc))
    assert turns == 40


def test_an_unread_turn_survives_a_copy_pickle_and_json(monkeypatch: pytest.MonkeyPatch) -> None:
    enc = _duel()
    _to_turn(enc)
    copied = enc.clone()
    assert copied.decision == enc.decision
    assert copied.decision is not None
    assert copied.decision.options
    data = codec.to_json(enc.state)
    assert "build" not in data["pending"]
    again = codec.from_json(EncounterState, data)
    assert again.pending == enc.decision
    raw = pickle.loads(pickle.dumps(enc.state))
    assert raw.pending.options == enc.decision.options  # type: ignore[union-attr]


def test_a_builder_read_after_its_fight_moved_on_refuses() -> None:
    enc = _duel()
    _to_turn(enc)
    held = enc.decision
    assert held is not None
    enc.state.pending = Decision("Kale", "turn", "someone else's question", [Option("x", "x")])
    with pytest.raises(RuleViolation, match="after the fight moved on"):
        _ = held.options


def test_the_json_of_a_state_cannot_smuggle_a_builder_in() -> None:
    enc = _duel()
    _to_turn(enc)
    data = codec.to_json(enc.state)
    data["pending"]["build"] = "print"
    again = codec.from_json(EncounterState, data)
    assert again.pending is not None
    assert again.pending.build is None
    assert again.pending.options == enc.decision.options  # type: ignore[union-attr]


def test_a_rider_moved_off_a_vehicle_is_out_of_it_before_the_turn_is_read() -> None:
    """The Vehicle's riders are synced when the turn is asked (``turn_asking``), not as a
    side effect of reading its options: reading them changes nothing. (Seed 2 of this fight
    moves Yamcha off the blue car at its 457th decision.)"""
    setup = load_encounter(EXAMPLES / "encounters" / "hijack.yaml", library=[EXAMPLES])
    enc = Encounter.start(setup.model_copy(update={"edition": "dbu-1"}), 2)
    sides = sorted({f.side for f in enc.state.fighters})
    bots = {side: RandomBot(2 + i) for i, side in enumerate(sides)}
    checked = 0
    while enc.decision is not None and enc.state.choices < 500:
        d = enc.decision
        if d.kind == "turn":
            before = pickle.dumps((enc.state.fighters, enc.state.vehicles, len(enc.events)))
            _ = d.options
            after = pickle.dumps((enc.state.fighters, enc.state.vehicles, len(enc.events)))
            assert after == before, f"reading the turn changed the fight at {enc.state.choices}"
            checked += 1
        enc.choose(decide(bots[enc.fighter(d.actor).side], enc))
    assert checked > 100
