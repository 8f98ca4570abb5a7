"""A fight's record holds its dice source: a seed, or fixed results (given at the start or
entered later, as physical dice are), and replay reproduces it or refuses it clearly."""

from __future__ import annotations

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter, replay
from tenkaichi.dbu.play.bots import RandomBot, decide
from tenkaichi.errors import ContentError, DiceValueError, RuleViolation

from .helpers import duel


def _play(enc: Encounter, steps: int) -> Encounter:
    bot = RandomBot(seed=3)
    for _ in range(steps):
        if enc.decision is None:
            break
        enc.choose(decide(bot, enc))
    return enc


# Initiative 6 against 2 (no tie), then plenty of middling results: every later roll is a 5,
# so the fight runs long enough to replay.
FIVES = [6, 2, *([5] * 4000)]


def test_a_fixed_dice_fight_replays_from_its_record_not_from_a_seed() -> None:
    enc = _play(Encounter.start(duel(), dice=FIVES), 12)
    record = enc.record()
    assert record["dice"] == FIVES
    again = replay(record)
    assert [e.text for e in again.events] == [e.text for e in enc.events]
    # A seeded fight with the same choices would roll other dice: the record must not be one.
    seeded = Encounter.start(duel(), seed=0)
    assert [e.text for e in seeded.events] != [e.text for e in enc.events[: len(seeded.events)]]


def test_a_seeded_record_says_it_has_no_fixed_dice() -> None:
    enc = _play(Encounter.start(duel(), seed=11), 6)
    assert enc.record()["dice"] is None
    assert [e.text for e in replay(enc.record()).events] == [e.text for e in enc.events]


def test_dice_entered_later_are_kept_in_the_record_and_replayed() -> None:
    # Initiative takes the two results; the first roll after it needs more: that choice is
    # refused, nothing changes, and once dice are entered the same choice goes through.
    enc = Encounter.start(duel(), dice=[6, 2])
    bot = RandomBot(seed=5)
    for _ in range(50):
        decision = enc.decision
        assert decision is not None
        choice = decide(bot, enc)
        before = ([e.text for e in enc.events], enc.record(), decision)
        try:
            enc.choose(choice)
        except DiceValueError as error:
            message = str(error)
            break
    else:
        pytest.fail("no choice needed a die")
    assert "ran out" in message
    assert ([e.text for e in enc.events], enc.record(), enc.decision) == before
    enc.add_dice([5] * 200)
    enc.choose(choice)
    _play(enc, 6)
    record = enc.record()
    assert record["dice"] == [6, 2, *([5] * 200)]
    assert [e.text for e in replay(record).events] == [e.text for e in enc.events]


def test_a_seeded_fight_takes_no_entered_dice() -> None:
    enc = Encounter.start(duel(), seed=1)
    with pytest.raises(RuleViolation, match="takes no dice"):
        enc.add_dice([4])


def test_a_record_whose_dice_run_out_is_refused_with_the_choice_named() -> None:
    enc = _play(Encounter.start(duel(), dice=FIVES), 8)
    record = enc.record()
    record["dice"] = FIVES[:3]
    with pytest.raises(ContentError, match=r"record: choice \d+: the recorded dice ran out"):
        replay(record)


@pytest.mark.parametrize("bad", [["5"], [0], [True], "55", [2.5]])
def test_a_record_with_malformed_dice_is_refused(bad: object) -> None:
    record = Encounter.start(duel(), dice=FIVES).record()
    record["dice"] = bad
    with pytest.raises(ContentError, match=r"record\.dice"):
        replay(record)


def test_a_fixed_dice_fight_snapshots_and_continues_identically() -> None:
    enc = _play(Encounter.start(duel(), dice=FIVES), 6)
    restored = Encounter.from_json(enc.to_json())
    mark = len(enc.events)
    _play(enc, 6)
    _play(restored, 6)
    assert [e.text for e in restored.events] == [e.text for e in enc.events[mark:]]
    assert len(restored.events) > 3
    assert restored.record() == enc.record()
