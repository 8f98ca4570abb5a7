"""Seed 000 (DBU Core Rules), "Death and Defeat": Will to Survive and Afterlife, written from
the seed and checked in fights with fixed dice.

The one-shot set-up: Ann (Power Level 30, Force 20, Agility 10) hits Bob (Power Level 1,
Tenacity 1, 66 Life) with a Simple attack and her largest Ki Wager (68): 96 damage.
Healing an ally: the dbu-1 Treatment maneuver (seed 003) heals a Defeated ally.
"""

from __future__ import annotations

import pytest

from tenkaichi.dbu.combat.families.transformations.afterlife import own_lethal_damage

from .core_support import (
    answer_routine,
    attack,
    duel,
    events_since,
    fight,
    pick,
    sheet,
    until_turn,
    will_to_survive,
)


def striker():  # type: ignore[no-untyped-def]
    return sheet("Ann", pl=30, attrs={"force": 20, "agility": 10})


def victim():  # type: ignore[no-untyped-def]
    return sheet("Bob", attrs={"tenacity": 1})


def knock_out(enc) -> None:  # type: ignore[no-untyped-def]
    """Ann's one-shot on Bob; if Bob could still heal himself (Will to Survive), he does not:
    he is Defeated."""
    attack(enc, "Bob", wager="max")
    answer_routine(enc)
    will_to_survive(enc, heal=False)
    answer_routine(enc)


def team_with_medic(check_dice: list[int]):  # type: ignore[no-untyped-def]
    """dbu-1: Ann against Bob and Cid (Medicine 3 ranks). Initiative: Ann, Bob, Cid. Ann
    defeats Bob; on Cid's turn he uses Treatment on Bob (Medicine d10 + 8 against TN Hard 12):
    ``check_dice`` are that check's die and the Life it heals."""
    cid = sheet("Cid", skills={"medicine": 3})
    enc = fight(
        [(striker(), "A", (2, 2)), (victim(), "B", (3, 2)), (cid, "B", (4, 2))],
        [9, 2, 1] + [3] * 7 + check_dice + [3] * 300,
        edition="dbu-1",
    )
    knock_out(enc)
    until_turn(enc, "Ann")
    assert enc.fighter("Bob").defeated
    pick(enc, "end_turn")
    until_turn(enc, "Cid")
    return enc


def treat_bob(enc) -> list:  # type: ignore[no-untyped-def]
    start = len(enc.events)
    pick(enc, label="Treatment: revive Bob")
    answer_routine(enc)
    return events_since(enc, start)


# --- Will to Survive --------------------------------------------------------------------


@pytest.mark.rule("dbu.defeat.will-to-survive")
def test_zero_life_is_not_defeat_while_you_can_heal_yourself():
    """Seed 000: "You are not defeated the instant your Life Points reach 0. If a trait,
    Magical Ability or other effect allows you to heal yourself, you can avoid being defeated
    by having your Life Points increase above 0". Bob drops to 0 Life with his Healing Surge
    (an Instant Maneuver, seed 001) unused: before the fight is decided he can use it, and
    healed above 0 he is not defeated."""
    enc = duel(striker(), victim(), [9, 2] + [3] * 30)
    attack(enc, "Bob", wager="max")
    answer_routine(enc)
    assert enc.fighter("Bob").life == 0
    offered = False
    for _ in range(40):
        decision = enc.decision
        if decision is None:
            break
        heal = [
            o for o in decision.options if o.kind == "surge" and o.args.get("surge") == "healing"
        ]
        if decision.actor == "Bob" and heal:
            enc.choose(heal[0])
            offered = True
            break
        if decision.kind == "turn":
            pick(enc, "end_turn")
        else:
            enc.choose(0)
    assert offered
    answer_routine(enc)
    assert enc.fighter("Bob").life > 0
    assert not enc.fighter("Bob").defeated


@pytest.mark.rule("dbu.defeat.will-to-survive")
def test_ally_heal_revives_and_costs_the_next_turn():
    """Seed 000: "once per Combat Encounter, if you are defeated and an ally uses a trait,
    Magical Ability or other effect to let you regain Life Points, you stop being defeated but
    you cannot use any actions during your next turn, even Instant Actions". Cid treats Bob
    (d10 5 + 8 = 13, TN Hard 12; 4 Life): Bob is back with 4 Life, his next turn passes with
    no decision of his, and on the turn after he acts again."""
    enc = team_with_medic([5, 4])
    events = treat_bob(enc)
    assert any(e.kind == "revived" and e.who == "Bob" for e in events)
    assert enc.fighter("Bob").life == 4
    assert not enc.fighter("Bob").defeated
    start = len(enc.events)
    until_turn(enc, "Ann")  # the rest of round 1
    pick(enc, "end_turn")
    bob_decisions = []
    for _ in range(20):  # Bob's next turn (round 2), then Cid's
        decision = enc.decision
        assert decision is not None
        if decision.actor == "Cid" and decision.kind == "turn":
            break
        bob_decisions.append((decision.actor, decision.kind))
        enc.choose(0)
    assert not [d for d in bob_decisions if d[0] == "Bob"]
    assert any(e.kind == "turn_skipped" and e.who == "Bob" for e in events_since(enc, start))
    pick(enc, "end_turn")
    until_turn(enc, "Ann")
    pick(enc, "end_turn")
    until_turn(enc, "Bob")  # round 3: Bob's turn is his again
    assert enc.decision is not None
    assert enc.decision.actor == "Bob"


@pytest.mark.rule("dbu.defeat.will-to-survive")
def test_ally_revival_works_once_per_encounter():
    """Seed 000: "once per Combat Encounter": Bob, revived by Cid and defeated again, cannot be
    brought back a second time."""
    enc = team_with_medic([5, 4])
    treat_bob(enc)
    until_turn(enc, "Ann")
    knock_out(enc)
    until_turn(enc, "Ann")
    assert enc.fighter("Bob").defeated
    pick(enc, "end_turn")
    until_turn(enc, "Cid")
    treatment = [o for o in enc.decision.options if "Treatment" in o.label]  # type: ignore[union-attr]
    if treatment:
        enc.choose(treatment[0])
        answer_routine(enc)
    assert enc.fighter("Bob").defeated
    assert sum(e.kind == "revived" for e in enc.events) == 1


@pytest.mark.rule("dbu.defeat.will-to-survive")
def test_defeated_at_zero_without_any_heal():
    """Seed 000, Will to Survive: only healing lifts you above 0. Bob at 0 Life, with no ally
    and his Healing Surge already spent (once per encounter, seed 001), is Defeated and Ann's
    side wins."""
    bob = victim()
    enc = duel(striker(), bob, [9, 2] + [3] * 60)
    pick(enc, "end_turn")
    until_turn(enc, "Bob")
    pick(enc, "surge", surge="healing")
    answer_routine(enc)
    until_turn(enc, "Ann")
    knock_out(enc)
    for _ in range(40):
        decision = enc.decision
        if decision is None:
            break
        assert not (decision.actor == "Bob" and any(o.kind == "surge" for o in decision.options))
        if decision.kind == "turn":
            pick(enc, "end_turn")
        else:
            enc.choose(0)
    assert enc.fighter("Bob").defeated
    assert enc.over


# --- Afterlife --------------------------------------------------------------------------


def stress_test(dead: bool, requirement: int):  # type: ignore[no-untyped-def]
    """Ann (Tier 3, Power Level 10) tries a Form: Stress Test d10 3 + Tier die d6 2 (Tier Extra
    Dice "are added onto all rolls you make") + 1 + Power Level 10 = 16."""
    form = {"name": "Super", "tier_requirement": 3, "stress_test_requirement": requirement}
    enc = duel(
        sheet("Ann", pl=10, dead=dead, forms=[form]), sheet("Bob", pl=10), [9, 2, 3, 2] + [5] * 40
    )
    start = len(enc.events)
    pick(enc, "transform", form="Super")
    answer_routine(enc)
    return next(e for e in events_since(enc, start, "transformation") if "Stress Test" in e.text)


@pytest.mark.rule("dbu.defeat.afterlife")
def test_dead_stress_tests_are_one_per_tier_lower():
    """Seed 000: "While dead, reduce all of your Stress Tests by -1(T)": at Tier 3 the same
    roll scores 3 less (16 living, 13 dead)."""
    living, dead = stress_test(False, 14), stress_test(True, 14)
    assert living.data["score"] - dead.data["score"] == 3


@pytest.mark.rule("dbu.defeat.afterlife")
def test_dead_stress_test_can_fail_where_the_living_pass():
    """Seed 000, Afterlife: against a Stress Test Requirement of 14, the living Ann (16)
    transforms; the dead Ann (16 - 3 = 13) does not."""
    assert stress_test(False, 14).data["success"] is True
    assert stress_test(True, 14).data["success"] is False


@pytest.mark.rule("dbu.defeat.afterlife")
@pytest.mark.parametrize(("dead", "loss"), [(False, 18), (True, 9)])
def test_draining_loss_is_halved_while_dead(dead: bool, loss: int):
    """Seed 000: "If you would lose Ki Points through the Draining Aspect, reduce the reduction
    by 1/2". Draining level 2 at Tier Requirement 3: 3(T) x 2 = 18 KP a turn (reference 9),
    9 KP while dead."""
    form = {
        "name": "Super",
        "tier_requirement": 3,
        "stress_test_requirement": 5,
        "aspects": [{"name": "draining", "level": 2}],
    }
    enc = duel(sheet("Ann", pl=10, dead=dead, forms=[form]), sheet("Bob", pl=10), [9, 2] + [5] * 40)
    pick(enc, "transform", form="Super")
    until_turn(enc, "Ann")
    ki = enc.fighter("Ann").ki
    pick(enc, "end_turn")
    until_turn(enc, "Ann")
    assert ki - enc.fighter("Ann").ki == loss


@pytest.mark.rule("dbu.defeat.afterlife")
@pytest.mark.parametrize(
    ("pl", "dead", "damage", "taken"),
    [(10, True, 10, 4), (1, True, 10, 8), (10, False, 10, 10), (10, True, 5, 0)],
)
def test_own_lethal_damage_is_two_per_tier_lower_while_dead(
    pl: int, dead: bool, damage: int, taken: int
):
    """Seed 000: "reduce all Lethal Damage you would suffer from your own traits by -2(T)"
    (Tier 3: -6, Tier 1: -2; the living take it all; never below 0, Minimums)."""
    enc = duel(sheet("Ann", pl=pl, dead=dead), sheet("Bob", pl=pl), [9, 2] + [5] * 10)
    assert own_lethal_damage(enc, enc.fighter("Ann"), damage) == taken
