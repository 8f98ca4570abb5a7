"""Will to Survive (seed 000, Death and Defeat), in both editions.

"You are not defeated the instant your Life Points reach 0. If a trait, Magical Ability or other
effect allows you to heal yourself, you can avoid being defeated by having your Life Points
increase above 0. Additionally, once per Combat Encounter, if you are defeated and an ally uses
a trait, Magical Ability or other effect to let you regain Life Points, you stop being defeated
but you cannot use any actions during your next turn, even Instant Actions."

The fighters are Tier 1 Earthlings (``make_sheet``): Force 4 (Surgency 4), Soak 4, 72 Life.
Dice: Initiative Goku 7, Vegeta 3 (Goku first), then each roll in the order it happens."""

from __future__ import annotations

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.state import Effect, Expiry
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.costs import mark_used
from tenkaichi.dbu.combat.rules.damage import heal, lose_life
from tenkaichi.errors import ContentError

from .helpers import (
    attack,
    duel,
    end_turn,
    expect,
    fighter,
    has_option,
    make_sheet,
    of_kind,
    pick,
    setup,
    thaw,
)
from .legacy_setup import legacy_duel

GOKU_FIRST = [7, 3]
HIT = [8, 2, 9]
"""Strike d10 8 + Haste 2 + Awareness 2 = 12 beats Dodge d10 2 + Defense Value 4 = 6; Wound
d10 9 + Force 4 = 13, less Soak 4: 9 Damage."""


def vegeta_at(life: int, **settings: object) -> Encounter:
    enc = Encounter.start(duel(**settings), dice=[*GOKU_FIRST, *HIT, 4, 5, 6, 2, 9])
    enc.fighter("Vegeta").life = life
    return enc


@pytest.mark.rule("dbu.defeat.will-to-survive")
def test_at_zero_life_a_fighter_who_can_heal_themselves_is_not_yet_defeated() -> None:
    enc = vegeta_at(3)
    attack(enc, "Vegeta")
    vegeta = enc.fighter("Vegeta")
    assert vegeta.life == 0
    assert not vegeta.defeated  # "not defeated the instant your Life Points reach 0"
    assert not enc.over
    expect(enc, "Vegeta", "will_to_survive")
    assert has_option(enc, "surge", surge="healing")
    assert has_option(enc, "fall")


@pytest.mark.rule("dbu.defeat.will-to-survive")
@pytest.mark.rule("dbu.surge.healing")
def test_healing_yourself_above_zero_avoids_defeat() -> None:
    enc = vegeta_at(3)
    attack(enc, "Vegeta")
    events = pick(enc, "surge", surge="healing")
    vegeta = enc.fighter("Vegeta")
    # Healing Surge 2d10 = 4 + 5, + Surgency (Force) 4 = 13 Life.
    assert vegeta.life == 13
    assert not vegeta.defeated
    assert not of_kind(events, "defeated")
    assert not vegeta.lose_next_turn  # only an ally's revival costs the next turn
    expect(enc, "Goku", "turn")
    # The Surge Maneuver was spent: a second fall finds nothing to heal with.
    assert vegeta.used_encounter["surge"] == 1
    vegeta.life = 3
    attack(enc, "Vegeta")  # Strike 6 + 4 vs Dodge 2 + 4; Wound 9 + 4 - 4
    assert vegeta.defeated
    assert enc.over


@pytest.mark.rule("dbu.defeat.will-to-survive")
def test_choosing_to_fall_makes_the_defeat_final() -> None:
    enc = vegeta_at(3)
    attack(enc, "Vegeta")
    events = pick(enc, "fall")
    vegeta = enc.fighter("Vegeta")
    assert vegeta.defeated
    assert [e.who for e in of_kind(events, "defeated")] == ["Vegeta"]
    assert enc.over
    assert enc.state.winner == "A"
    # Defeat is final: his own healing comes too late (only an ally's revives him).
    heal(enc, vegeta, 10, by=vegeta, why="a late heal")
    assert vegeta.defeated


@pytest.mark.rule("dbu.defeat.will-to-survive")
def test_with_nothing_to_heal_yourself_with_defeat_comes_at_once() -> None:
    enc = vegeta_at(3)
    mark_used(enc.fighter("Vegeta"), "surge")  # the Surge of this encounter is gone
    attack(enc, "Vegeta")
    assert enc.fighter("Vegeta").defeated
    assert enc.over
    assert not of_kind(enc.events, "will_to_survive")


@pytest.mark.rule("dbu.defeat.will-to-survive")
def test_the_dbu1_edition_keeps_will_to_survive() -> None:
    enc = Encounter.start(legacy_duel(), dice=[*GOKU_FIRST, *HIT, 4, 5])
    enc.fighter("Vegeta").life = 3
    attack(enc, "Vegeta")
    expect(enc, "Vegeta", "will_to_survive")
    pick(enc, "surge", surge="healing")
    assert enc.fighter("Vegeta").life == 4 + 5 + 4
    assert not enc.fighter("Vegeta").defeated


@pytest.mark.rule("dbu.defeat.will-to-survive")
def test_entering_undying_at_zero_life_keeps_you_up_at_one() -> None:
    vegeta = make_sheet("Vegeta", karma=1, states={"undying": 1})
    enc = Encounter.start(duel(b=vegeta), dice=[*GOKU_FIRST, *HIT])
    v = enc.fighter("Vegeta")
    mark_used(v, "surge")
    v.life = 3
    attack(enc, "Vegeta")
    expect(enc, "Vegeta", "will_to_survive")
    pick(enc, "enter_state", state="undying")
    assert v.life == 1
    assert not v.defeated
    assert stats.has(v, "undying")


@pytest.mark.rule("dbu.defeat.will-to-survive")
def test_a_fall_at_the_start_of_your_turn_is_decided_before_the_turn_goes_on() -> None:
    # Damage over Time (1(bT) per stack) takes Vegeta from 2 to 0 in his Effect Phase; he
    # Surges back (2d10 = 6 + 2, + 4) and plays his turn.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 6, 2])
    v = enc.fighter("Vegeta")
    v.life = 2
    stats.add_effect(enc, v, Effect("dot", "a burn", Expiry("never"), stacks=2))
    end_turn(enc)
    expect(enc, "Vegeta", "will_to_survive")
    assert v.life == 0
    assert not v.defeated
    pick(enc, "surge", surge="healing")
    assert v.life == 12
    expect(enc, "Vegeta", "turn")


@pytest.mark.rule("dbu.defeat.will-to-survive")
def test_a_fall_at_the_start_of_your_turn_then_defeat_skips_the_turn() -> None:
    sheets = [make_sheet("Goku"), make_sheet("Vegeta"), make_sheet("Nappa")]
    enc = Encounter.start(
        setup(
            sheets,
            [fighter("Goku", "A", (1, 1)), fighter("Vegeta", "B", (9, 1)), fighter("Nappa", "B")],
        ),
        dice=[9, 3, 2],
    )
    v = enc.fighter("Vegeta")
    v.life = 2
    stats.add_effect(enc, v, Effect("dot", "a burn", Expiry("never"), stacks=2))
    end_turn(enc)
    expect(enc, "Vegeta", "will_to_survive")
    pick(enc, "fall")
    assert v.defeated
    expect(enc, "Nappa", "turn")


@pytest.mark.rule("dbu.defeat.will-to-survive")
def test_a_decision_at_zero_life_survives_a_snapshot() -> None:
    enc = Encounter.start(duel(), seed=3)
    v = enc.fighter("Vegeta")
    v.life = 0
    enc.state.falling["Vegeta"] = ""
    enc.state.pending = None
    enc._advance()
    expect(enc, "Vegeta", "will_to_survive")
    # Life set by hand: a snapshot of it is refused; its state's JSON comes back the same.
    with pytest.raises(ContentError, match="does not match the replay"):
        Encounter.from_json(enc.to_json())
    twin = thaw(enc)
    assert twin.to_json() == enc.to_json()
    twin.choose({"kind": "fall"})
    enc.choose({"kind": "fall"})
    assert twin.fighter("Vegeta").defeated
    assert enc.fighter("Vegeta").defeated


@pytest.mark.rule("dbu.defeat.will-to-survive")
def test_an_allys_healing_revives_the_defeated_once_and_the_next_turn_is_lost() -> None:
    sheets = [make_sheet("Goku"), make_sheet("Vegeta"), make_sheet("Nappa")]
    enc = Encounter.start(
        setup(
            sheets,
            [
                fighter("Goku", "A", (1, 1)),
                fighter("Vegeta", "B", (9, 1)),
                fighter("Nappa", "B", (9, 6)),
            ],
        ),
        dice=[9, 3, 2],
    )
    goku, vegeta, nappa = enc.fighter("Goku"), enc.fighter("Vegeta"), enc.fighter("Nappa")
    mark_used(vegeta, "surge")  # nothing left to heal himself with: Defeated at 0
    lose_life(enc, vegeta, 100, by=goku, why="a beating")
    assert vegeta.defeated
    assert vegeta.life == 0
    heal(enc, vegeta, 10, by=vegeta, why="own heal")  # too late: he is Defeated
    heal(enc, vegeta, 10, by=goku, why="an opponent's heal")  # not an ally
    assert vegeta.defeated
    heal(enc, vegeta, 10, by=nappa, why="Senzu")
    assert not vegeta.defeated
    assert vegeta.life == 10
    end_turn(enc)  # Goku's turn ends; Vegeta loses his
    skipped = of_kind(enc.events, "turn_skipped")
    assert [e.who for e in skipped] == ["Vegeta"]
    expect(enc, "Nappa", "turn")
    end_turn(enc)
    end_turn(enc)  # round 2: Vegeta acts again
    expect(enc, "Vegeta", "turn")
    lose_life(enc, vegeta, 100, by=goku, why="a beating")
    heal(enc, vegeta, 10, by=nappa, why="Senzu")  # only once per encounter
    assert vegeta.defeated
    assert vegeta.life == 0
