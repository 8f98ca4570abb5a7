"""Conformance: seed 001 (edition dbu-2), "Maneuvers": costs, limits, the four types
(Standard, Counter, Instant, Out-of-Sequence), Instantaneous Control, Orders of Instance and
Exploit Triggering. Written from the seed text alone and run through the public combat API with
fixed dice."""

from __future__ import annotations

from functools import partial
from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EncounterSetup

from .actions_a_support import (
    answer,
    answer_one,
    end_turn_until,
    fighter,
    find,
    make_setup,
    make_sheet,
    pick,
    start,
    turn_of,
)
from .actions_a_support import duel as shared_duel

# Aki at (2, 2) against Bo (adjacent by default) on a 16 x 5 field.
duel = partial(shared_duel, width=16)

AKI_FIRST = [8, 2]  # Initiative: Aki 10, Bo 4
BO_FIRST = [2, 8]


def decisions_until_turn(enc: Encounter, **answers: Any) -> list[tuple[str, str, list[str]]]:
    """Answer with defaults until the next turn decision, recording (actor, kind, option kinds)
    of every decision met on the way."""
    seen: list[tuple[str, str, list[str]]] = []
    while enc.decision is not None and enc.decision.kind != "turn":
        d = enc.decision
        seen.append((d.actor, d.kind, sorted({o.kind for o in d.options})))
        answer_one(enc, **answers)
    return seen


# ---- Costs -----------------------------------------------------------------------------------


@pytest.mark.rule("dbu.maneuver.costs")
def test_a_maneuver_needing_more_actions_than_you_hold_is_not_offered() -> None:
    """Seed 001: 'You cannot use a Maneuver if you do not possess the required Action Cost.'
    Combat Recovery needs at least 2 Actions: offered for 2 and 3 at first, only for 2 after one
    attack, and not at all with 1 Action left."""
    enc = start(duel(bo_at=(8, 2)), AKI_FIRST)
    assert sorted(o.args["actions"] for o in find(enc, "recover", mode="heal")) == [2, 3]
    pick(enc, "attack", profile="Simple", foundation="energy", target="Bo")
    answer(enc)
    assert sorted(o.args["actions"] for o in find(enc, "recover", mode="heal")) == [2]
    pick(enc, "attack", profile="Simple", foundation="energy", target="Bo")
    answer(enc)
    assert fighter(enc, "Aki").actions == 1
    assert find(enc, "recover") == []


@pytest.mark.rule("dbu.maneuver.costs")
def test_maneuvers_pay_their_action_and_ki_costs() -> None:
    """Seed 001: each Maneuver has an Action Cost and a KP Cost. Movement at Boosted Speed costs
    1 Action and 3(T) KP (3 at Tier 1); Energy Charge costs 1 Action and 2(bT) KP (4 at base
    Tier 2)."""
    enc = start(duel(bo_at=(8, 2)), AKI_FIRST)
    pick(enc, "move", mode="boosted")
    answer(enc, destination=("destination", {"x": 1, "y": 2}))
    assert (fighter(enc, "Aki").actions, fighter(enc, "Aki").ki) == (2, 74 - 3)

    tier2 = start(duel(make_sheet("Aki", pl=5), make_sheet("Bo", pl=5), bo_at=(8, 2)), AKI_FIRST)
    ki = fighter(tier2, "Aki").ki
    pick(tier2, "charge_declare")
    assert (fighter(tier2, "Aki").actions, fighter(tier2, "Aki").ki) == (2, ki - 4)


@pytest.mark.rule("dbu.maneuver.costs")
def test_a_counter_maneuver_pays_a_counter_action_and_its_ki_cost() -> None:
    """Seed 001, Defend: 'Action Cost: 1 Counter', Guard '[8(bT)]'. Bo guards: 1 Counter Action
    and 8 KP go, his 3 Standard Actions stay."""
    enc = start(duel(), AKI_FIRST)
    pick(enc, "attack", profile="Simple", foundation="physical", target="Bo")
    answer(enc, reaction=("defend", {"defend": "guard"}))
    bo = fighter(enc, "Bo")
    assert (bo.actions, bo.counters, bo.ki) == (3, 0, 74 - 8)


@pytest.mark.rule("dbu.maneuver.costs")
def test_without_the_ki_points_a_maneuver_is_not_offered() -> None:
    """Seed 001: a Maneuver's KP Cost is 'the amount of Ki Points a character must spend to use
    the Maneuver'. Aki spends Ki over three rounds down to 2 KP (with Capacity to spare): the
    3-KP Boosted Movement and the Combination Profile are gone; the 0-KP Simple Profile and
    Normal Movement remain."""
    enc = start(duel(bo_at=(8, 2)), AKI_FIRST)
    for _ in range(2):  # 28 KP a round: an 8-KP Beam with a 14 wager, a Simple with a 6 wager
        pick(enc, "attack", profile="Beam", foundation="energy", target="Bo")
        answer(enc, wager=("wager", {"kp": 14}))
        pick(enc, "attack", profile="Simple", foundation="energy", target="Bo")
        answer(enc, wager=("wager", {"kp": 6}))
        end_turn_until(enc, "Aki")
    pick(enc, "attack", profile="Beam", foundation="energy", target="Bo")
    answer(enc, wager=("wager", {"kp": 8}))
    aki = fighter(enc, "Aki")
    assert (aki.ki, aki.capacity) == (2, 12)
    assert find(enc, "move", mode="boosted") == []
    assert find(enc, "attack", profile="Combination") == []
    assert find(enc, "attack", profile="Simple")
    assert find(enc, "move", mode="normal")


# ---- Limits ----------------------------------------------------------------------------------


@pytest.mark.rule("dbu.maneuver.limits")
def test_power_up_two_per_round() -> None:
    """Seed 001: '[x/Round]' limits; 'Power Up Maneuver [2/Round]'. After two uses it is no
    longer offered (1 Action still left), and round 2 offers it again."""
    enc = start(duel(bo_at=(8, 2)), AKI_FIRST)
    for _ in range(2):
        assert find(enc, "power_up")
        pick(enc, "power_up")
        answer(enc)
    assert fighter(enc, "Aki").actions == 1
    assert find(enc, "power_up") == []
    end_turn_until(enc, "Aki")
    assert find(enc, "power_up")


@pytest.mark.rule("dbu.maneuver.limits")
def test_movement_two_per_round() -> None:
    """Seed 001: 'Movement Maneuver [2/Round]'. After two Movements Aki still holds 1 Action
    but no Movement is offered."""
    enc = start(duel(bo_at=(12, 2)), AKI_FIRST)
    for x in (3, 4):
        pick(enc, "move", mode="normal")
        answer(enc, destination=("destination", {"x": x, "y": 2}))
    assert fighter(enc, "Aki").actions == 1
    assert find(enc, "move") == []


@pytest.mark.rule("dbu.maneuver.limits")
def test_surge_once_per_encounter() -> None:
    """Seed 001: '[x/Encounter]' limits; 'Surge Maneuver [1/Encounter]'. Used in round 1, it is
    not offered in round 2."""
    enc = start(duel(bo_at=(8, 2)), AKI_FIRST)
    pick(enc, "surge", surge="ki")
    pick(enc, "move", mode="normal")  # a Standard Maneuver between: Instants are allowed again
    answer(enc, destination=("destination", {"x": 1, "y": 2}))
    assert find(enc, "surge") == []
    end_turn_until(enc, "Aki")
    assert enc.state.round == 2
    assert find(enc, "surge") == []


@pytest.mark.rule("dbu.maneuver.limits")
def test_thrust_once_per_round() -> None:
    """Seed 001: 'Thrust Maneuver [1/Round]': after one Thrust it is not offered again."""
    enc = start(duel(), AKI_FIRST)
    assert find(enc, "thrust", target="Bo")
    pick(enc, "thrust", target="Bo")
    answer(enc, thrust_effect=("thrust_effect", {"effect": "prone"}))
    assert turn_of("Aki")(enc)
    assert fighter(enc, "Aki").actions == 2
    assert find(enc, "thrust") == []


# ---- Standard Maneuvers ----------------------------------------------------------------------


@pytest.mark.rule("dbu.maneuver.standard-type")
def test_no_standard_maneuver_is_offered_outside_your_turn() -> None:
    """Seed 001: 'Standard Maneuvers can only be used during your turn.' While Aki attacks, Bo's
    Instant window and his reaction offer no attack, Movement, Power Up or other Standard
    Maneuver."""
    enc = start(duel(), AKI_FIRST)
    pick(enc, "attack", profile="Simple", foundation="physical", target="Bo")
    seen = decisions_until_turn(enc)
    bo_kinds = {k for actor, _, kinds in seen if actor == "Bo" for k in kinds}
    assert bo_kinds, seen
    standard = {
        "attack",
        "signature",
        "move",
        "power_up",
        "recover",
        "grapple",
        "thrust",
        "charge_declare",
    }
    assert bo_kinds & standard == set()


@pytest.mark.rule("dbu.maneuver.standard-type")
def test_standard_maneuvers_are_paid_with_standard_actions() -> None:
    """Seed 001: Standard Maneuvers 'use Standard Actions for their Action Cost': Power Up takes
    one of the 3 Actions and leaves the Counter Action alone."""
    enc = start(duel(bo_at=(8, 2)), AKI_FIRST)
    pick(enc, "power_up")
    answer(enc)
    assert (fighter(enc, "Aki").actions, fighter(enc, "Aki").counters) == (2, 1)


@pytest.mark.rule("dbu.maneuver.standard-type")
def test_counter_actions_cannot_pay_for_standard_maneuvers() -> None:
    """Seed 001: Standard Maneuvers use Standard Actions. With all three converted into Counter
    Actions (4 Counters), Aki cannot use any Standard Maneuver: his turn is over."""
    enc = start(duel(bo_at=(8, 2)), AKI_FIRST)
    for _ in range(3):
        pick(enc, "convert")
    assert fighter(enc, "Aki").counters == 4
    assert not turn_of("Aki")(enc)


# ---- Counter Maneuvers -----------------------------------------------------------------------


@pytest.mark.rule("dbu.maneuver.counter-type")
def test_no_counter_maneuver_on_your_own_turn_without_being_attacked() -> None:
    """Seed 001: 'Counter Maneuvers cannot be used unless you are the target of an Attacking
    Maneuver.' Aki's turn offers no Defend, Exploit or Duel."""
    enc = start(duel(), AKI_FIRST)
    kinds = {o.kind for o in find(enc)}
    assert kinds & {"defend", "exploit", "duel", "dodge"} == set()


@pytest.mark.rule("dbu.maneuver.counter-type")
def test_only_the_target_of_the_attack_may_defend() -> None:
    """Seed 001: Counter Maneuvers need you to be 'the target of an Attacking Maneuver'. Aki
    attacks Bo; Bo's ally Cy, standing beside him, is never offered Defend."""
    setup = make_setup(
        (make_sheet("Aki"), "A", (2, 2)),
        (make_sheet("Bo"), "B", (3, 2)),
        (make_sheet("Cy"), "B", (3, 3)),
    )
    enc = start(setup, [9, 3, 7])
    pick(enc, "attack", profile="Simple", foundation="physical", target="Bo")
    seen = decisions_until_turn(enc)
    assert any(actor == "Bo" and "defend" in kinds for actor, _, kinds in seen)
    assert not any(actor == "Cy" and "defend" in kinds for actor, _, kinds in seen)


@pytest.mark.rule("dbu.maneuver.counter-type")
def test_counter_maneuvers_are_paid_with_counter_actions() -> None:
    """Seed 001: Counter Maneuvers 'use Counter Actions for their Action Cost': Bo's Direct Hit
    takes his Counter Action, not a Standard Action."""
    enc = start(duel(), AKI_FIRST)
    pick(enc, "attack", profile="Simple", foundation="physical", target="Bo")
    answer(enc, reaction=("defend", {"defend": "direct_hit"}))
    assert (fighter(enc, "Bo").actions, fighter(enc, "Bo").counters) == (3, 0)


# ---- Instant Maneuvers -----------------------------------------------------------------------


def karma_duel(**kw: Any) -> EncounterSetup:
    states = {"raging": 3, "mindful": 3}
    return duel(
        make_sheet("Aki", karma=3, states=states),
        make_sheet("Bo", karma=3, states=states),
        bo_at=(8, 2),
        **kw,
    )


ALWAYS = {"reaction_windows": "always"}
"""Every Instant window offered: by default a fighter is asked before a Standard Maneuver only
when one of their Instants could change it (entering a State: before an attack on them)."""


@pytest.mark.rule("dbu.maneuver.instant-type")
def test_instant_maneuvers_cost_no_action() -> None:
    """Seed 001: 'Instant Maneuvers do not possess an Action Cost.' Entering a State (Instant,
    1 Karma Point) and a Surge leave Aki's 3 Actions and his Counter Action untouched."""
    enc = start(karma_duel(), AKI_FIRST)
    pick(enc, "enter_state", state="raging")
    assert (fighter(enc, "Aki").actions, fighter(enc, "Aki").counters) == (3, 1)
    pick(enc, "power_up")
    answer(enc)
    pick(enc, "surge", surge="ki")
    assert (fighter(enc, "Aki").actions, fighter(enc, "Aki").counters) == (2, 1)


@pytest.mark.rule("dbu.maneuver.instant-type")
def test_no_instant_right_after_an_instant_on_your_turn() -> None:
    """Seed 001: Instants 'cannot be used if your last Maneuver during this Turn was an Instant
    Maneuver'. After entering Raging, no Surge or State is offered; after a Standard Maneuver
    (Power Up) they are offered again."""
    enc = start(karma_duel(), AKI_FIRST)
    assert find(enc, "surge")
    pick(enc, "enter_state", state="raging")
    assert find(enc, "surge") == []
    assert find(enc, "enter_state") == []
    pick(enc, "power_up")
    answer(enc)
    assert find(enc, "surge")
    assert find(enc, "enter_state", state="mindful")


@pytest.mark.rule("dbu.maneuver.instant-type")
def test_an_opponent_who_answered_with_an_instant_cannot_answer_the_next_maneuver_too() -> None:
    """Seed 001: Instants may answer a Standard Maneuver on anyone's turn, but not 'if your last
    Maneuver during this Turn was an Instant Maneuver'. Bo enters Raging in answer to Aki's
    first Power Up; Aki's second Power Up gets no Instant window for Bo."""
    enc = start(karma_duel(settings=ALWAYS), AKI_FIRST)
    pick(enc, "power_up")
    assert (enc.decision.actor, enc.decision.kind) == ("Bo", "instant")
    pick(enc, "enter_state", state="raging")
    answer(enc)
    pick(enc, "power_up")
    seen = decisions_until_turn(enc)
    assert not any(actor == "Bo" and kind == "instant" for actor, kind, _ in seen)


@pytest.mark.rule("dbu.maneuver.instant-type")
def test_an_instant_answering_a_standard_maneuver_happens_before_it() -> None:
    """Seed 001: an Instant may be used 'in response to a Standard Maneuver, occurring before
    it'. Bo's Ki Surge in answer to Aki's attack is logged before the attack's Strike."""
    enc = start(karma_duel(), AKI_FIRST)
    texts = pick(enc, "attack", profile="Simple", foundation="energy", target="Bo")
    texts += answer(enc, until=lambda e: e.decision.kind == "instant")
    assert enc.decision.actor == "Bo"
    texts += pick(enc, "surge", surge="ki")
    texts += answer(enc)
    surge = next(i for i, t in enumerate(texts) if "Bo uses a Ki Surge" in t)
    strike = next(i for i, t in enumerate(texts) if "Aki Strike" in t)
    assert surge < strike


# ---- Out-of-Sequence Maneuvers ---------------------------------------------------------------


@pytest.mark.rule("dbu.maneuver.out-of-sequence")
def test_an_out_of_sequence_attack_pauses_the_maneuver_it_answers() -> None:
    """Seed 001: an Out-of-Sequence Maneuver 'occurs immediately ..., causing all other currently
    occurring Maneuvers to be paused until after the full completion'. Bo's Cross Counter attack
    ('immediately after the Attacking Maneuver's Clash is resolved') is resolved, Damage and
    all, before Aki's Wound Roll."""
    enc = start(duel(), [9, 3, 9, 2, 7, 3, 6, 4])
    texts = pick(enc, "attack", profile="Simple", foundation="physical", target="Bo")
    texts += answer(
        enc,
        reaction=("defend", {"defend": "cross_counter"}),
        until=lambda e: e.decision.kind == "cross_counter",
    )
    texts += pick(enc, "cross_attack", profile="Simple", foundation="physical", target="Aki")
    texts += answer(enc)
    bo_damage = next(i for i, t in enumerate(texts) if t.startswith("Aki loses"))
    aki_wound = next(i for i, t in enumerate(texts) if t.startswith("Aki Wound"))
    assert bo_damage < aki_wound


@pytest.mark.rule("dbu.maneuver.out-of-sequence")
def test_an_out_of_sequence_maneuver_ignores_its_action_cost() -> None:
    """Seed 001: Out-of-Sequence Maneuvers 'do not possess an Action Cost'. Bo's Exploit (1
    Counter) makes a Basic Attack out of sequence: his 3 Standard Actions stay."""
    enc = start(duel(), [*AKI_FIRST, 4, 4])
    pick(enc, "move", mode="normal")
    answer(
        enc,
        destination=("destination", {"x": 0, "y": 2}),
        exploit=("exploit", {"profile": "Simple", "foundation": "physical", "target": "Aki"}),
    )
    assert (fighter(enc, "Bo").actions, fighter(enc, "Bo").counters) == (3, 0)


@pytest.mark.rule("dbu.maneuver.out-of-sequence")
def test_only_one_out_of_sequence_maneuver_from_one_trigger() -> None:
    """Seed 001: 'Only one Out-of-Sequence Maneuver can occur from a single trigger.' Bo holds 3
    Counter Actions; Aki leaving his Melee Range once lets him Exploit once, not again."""
    enc = start(duel(), [*BO_FIRST, 3, 9])
    pick(enc, "convert")
    pick(enc, "convert")
    end_turn_until(enc, "Aki")
    assert fighter(enc, "Bo").counters == 3
    pick(enc, "move", mode="normal")
    answer(
        enc,
        destination=("destination", {"x": 0, "y": 2}),
        until=lambda e: e.decision.kind == "exploit",
    )
    pick(enc, "exploit", profile="Simple", foundation="physical", target="Aki")
    seen = decisions_until_turn(enc)
    assert not any(kind == "exploit" for _, kind, _ in seen)
    assert fighter(enc, "Bo").counters == 2


# ---- Instantaneous Control -------------------------------------------------------------------


def triggered_escape(third: bool = False) -> Encounter:
    """Bo acts first and sets a Triggered Movement (trigger: Aki uses an Attacking Maneuver);
    then it is Aki's turn. With ``third``, Bo's ally Cy stands next to Aki too."""
    entries = [(make_sheet("Aki"), "A", (2, 2)), (make_sheet("Bo"), "B", (3, 2))]
    if third:
        entries.append((make_sheet("Cy"), "B", (2, 3)))
    enc = start(make_setup(*entries, width=12), [2, 8, 1] if third else BO_FIRST)
    pick(enc, "triggered")
    pick(enc, "delay", label="Movement (Normal Speed)")
    pick(enc, "trigger", trigger="attack", watch="Aki")
    end_turn_until(enc, "Aki")
    return enc


def bo_runs_away(enc: Encounter, **answers: Any) -> list[str]:
    """Answer until Instantaneous Control is offered; Bo's Triggered Movement fires and takes
    him to (7, 0), out of reach of a melee attack."""
    return answer(
        enc,
        triggered_fire=("fire", {}),
        destination=("destination", {"x": 7, "y": 0}),
        until=lambda e: e.decision.kind in ("control", "turn"),
        **answers,
    )


@pytest.mark.rule("dbu.maneuver.instantaneous-control")
def test_a_target_that_escapes_lets_you_take_back_actions_and_ki() -> None:
    """Seed 001, Instantaneous Control: if a target uses an ... Out-of-Sequence Maneuver to move
    out of range, 'you may choose to regain the Action(s) and Ki Points you spent on that
    Maneuver (including Ki Wagers)'. Aki's melee Combination (3 KP) with a 5 wager: all back."""
    enc = triggered_escape()
    pick(enc, "attack", profile="Combination", foundation="physical", target="Bo")
    bo_runs_away(enc, wager=("wager", {"kp": 5}))
    assert enc.decision.kind == "control"
    pick(enc, "refund")
    aki = fighter(enc, "Aki")
    assert (aki.actions, aki.ki, aki.capacity) == (3, 74, 28)


@pytest.mark.rule("dbu.maneuver.instantaneous-control")
def test_a_refunded_maneuver_does_not_count_towards_limits() -> None:
    """Seed 001: 'If you regain your Action(s) and Ki Points spent on a Maneuver through
    Instantaneous Control, that Maneuver ... do[es] not count towards any /Round ...
    limitations.' The Combination Profile (once per round through Basic Attack) is offered
    again after the refund."""
    enc = triggered_escape()
    pick(enc, "attack", profile="Combination", foundation="physical", target="Bo")
    bo_runs_away(enc)
    pick(enc, "refund")
    assert turn_of("Aki")(enc)
    assert find(enc, "attack", profile="Combination", target="Bo")


@pytest.mark.rule("dbu.maneuver.instantaneous-control")
def test_the_attacker_may_turn_to_another_target_in_range() -> None:
    """Seed 001: '... or change your target to another suitable target within range.' With Cy
    beside Aki, Instantaneous Control offers Cy as the new target, and the attack goes on
    against Cy."""
    enc = triggered_escape(third=True)
    pick(enc, "attack", profile="Simple", foundation="physical", target="Bo")
    bo_runs_away(enc)
    assert enc.decision.kind == "control"
    assert find(enc, "refund")
    retarget = [o for o in find(enc) if "Cy" in o.label]
    assert retarget
    texts = [e.text for e in enc.choose(retarget[0])] + answer(enc)
    assert any("Cy Dodge" in t or "Cy will" in t or "Cy answers" in t for t in texts)


@pytest.mark.rule("dbu.maneuver.instantaneous-control")
def test_an_area_attack_goes_on_while_one_target_remains() -> None:
    """Seed 001: 'If you were using an Attacking Maneuver with an Area of Effect and a
    Character(s) moves out of your Area of Effect, as long as there is still one suitable target
    within the range of your attack, you must choose to continue.' Aki's Sweeping sphere still
    holds Cy when Bo runs: no refund is offered and Cy is attacked."""
    enc = triggered_escape(third=True)
    pick(enc, "attack", profile="Sweeping", foundation="physical")
    texts = bo_runs_away(enc)
    if enc.decision.kind == "control":
        assert find(enc, "refund") == []
    texts += answer(enc)
    assert any(t.startswith("Cy Dodge") or t.startswith("Cy will") for t in texts)


# ---- Orders of Instance ----------------------------------------------------------------------


def three_way(init: list[int]) -> Encounter:
    """Aki against Bo and Cy, who may enter Raging in the windows before Aki's Power Up
    (ALWAYS)."""
    setup = make_setup(
        (make_sheet("Aki"), "A", (2, 2)),
        (make_sheet("Bo", karma=1, states={"raging": 1}), "B", (8, 2)),
        (make_sheet("Cy", karma=1, states={"raging": 1}), "B", (8, 3)),
        width=12,
        settings=ALWAYS,
    )
    enc = start(setup, init)
    assert turn_of("Aki")(enc)
    return enc


def instant_askers(enc: Encounter) -> list[str]:
    return [actor for actor, kind, _ in decisions_until_turn(enc) if kind == "instant"]


@pytest.mark.rule("dbu.maneuver.orders-of-instance")
@pytest.mark.parametrize(
    ("init", "order"),
    [([9, 3, 7], ["Cy", "Bo"]), ([9, 7, 3], ["Bo", "Cy"])],
    ids=["Cy-before-Bo", "Bo-before-Cy"],
)
def test_instants_answering_the_same_maneuver_go_in_initiative_order(
    init: list[int], order: list[str]
) -> None:
    """Seed 001, Orders of Instance: 'If multiple Characters intend to use an Instant Maneuver at
    the same time (i.e. in response to the same Standard Action occurring), complete the Instant
    Maneuvers in Initiative Order.' The Instant windows for Aki's Power Up come in Initiative
    Order, and swapping the Initiative rolls swaps them."""
    enc = three_way(init)
    pick(enc, "power_up")
    assert instant_askers(enc) == order


@pytest.mark.rule("dbu.maneuver.orders-of-instance")
def test_two_instants_resolve_in_initiative_order() -> None:
    """Seed 001, Orders of Instance: both Bo (Initiative 5) and Cy (Initiative 9) enter Raging
    in answer to Aki's Power Up: Cy's Instant resolves first."""
    enc = three_way([9, 3, 7])
    texts = pick(enc, "power_up")
    texts += answer(enc, instant=("enter_state", {"state": "raging"}))
    cy = next(i for i, t in enumerate(texts) if t.startswith("Cy enters the Raging State"))
    bo = next(i for i, t in enumerate(texts) if t.startswith("Bo enters the Raging State"))
    assert cy < bo


# ---- Exploit Triggering ----------------------------------------------------------------------


def exploiters_after(enc: Encounter, **answers: Any) -> list[str]:
    return [actor for actor, kind, _ in decisions_until_turn(enc, **answers) if kind == "exploit"]


@pytest.mark.rule("dbu.maneuver.exploit-triggering")
@pytest.mark.parametrize(
    ("bo_x", "provoked"), [(8, True), (12, False)], ids=["6-squares", "long-range"]
)
def test_combat_recovery_provokes_exploit_from_opponents_not_at_long_range(
    bo_x: int, provoked: bool
) -> None:
    """Seed 001, Combat Recovery: 'Exploitable: All Opponents that are not at Long Range.' Bo 6
    squares away may Exploit; Bo 10 squares away (Long Range, 9+ squares per the reference)
    may not."""
    enc = start(duel(bo_at=(bo_x, 2)), AKI_FIRST)
    pick(enc, "recover", actions=2, mode="heal")
    assert (exploiters_after(enc) == ["Bo"]) is provoked


@pytest.mark.rule("dbu.maneuver.exploit-triggering")
@pytest.mark.parametrize(
    ("bo_at", "provoked"), [((3, 2), True), ((4, 2), False)], ids=["adjacent", "2-squares"]
)
def test_energy_charge_provokes_exploit_only_from_adjacent_opponents(
    bo_at: tuple[int, int], provoked: bool
) -> None:
    """Seed 001, Energy Charge: 'Exploitable: All adjacent Opponents.'"""
    enc = start(duel(bo_at=bo_at), AKI_FIRST)
    pick(enc, "charge_declare")
    assert (
        exploiters_after(
            enc, charge_attack=("charge_attack", {"profile": "Simple", "foundation": "energy"})
        )
        == ["Bo"]
    ) is provoked


@pytest.mark.rule("dbu.maneuver.exploit-triggering")
def test_a_maneuver_listed_not_exploitable_provokes_nothing() -> None:
    """Seed 001, Power Up and Aura: 'Exploitable: N/A'. Used next to Bo, neither offers him an
    Exploit."""
    aki = make_sheet("Aki", auras=[{"name": "Fury", "kp_cost": 6, "wound": 1}])
    enc = start(duel(aki), AKI_FIRST)
    pick(enc, "power_up")
    assert exploiters_after(enc) == []
    pick(enc, "aura", aura="Fury")
    assert exploiters_after(enc) == []


@pytest.mark.rule("dbu.maneuver.exploit-triggering")
@pytest.mark.parametrize(
    ("dest", "provoked"), [((1, 2), True), ((2, 3), False)], ids=["leaves", "stays-adjacent"]
)
def test_movement_provokes_exploit_only_when_leaving_melee_range(
    dest: tuple[int, int], provoked: bool
) -> None:
    """Seed 001, Movement: 'Exploitable: If you leave the Melee Range of an Opponent.' Stepping
    from (2, 2) to (1, 2) leaves Bo's reach; stepping to (2, 3) stays adjacent to Bo at (3, 2)."""
    enc = start(duel(), AKI_FIRST)
    pick(enc, "move", mode="normal")
    got = exploiters_after(enc, destination=("destination", {"x": dest[0], "y": dest[1]}))
    assert (got == ["Bo"]) is provoked
