"""Conformance: seed 001 (Actions & Maneuvers, edition dbu-2), Counter Maneuvers: the Duel
Maneuver (Duel Clashes, wagers, ties, Power Duel, United Duels) and Duel Escape.

Blind tests written from the seed text (and /work/shared/reference/ where the seed is silent),
run through the public API with fixed dice. Fighters are Tier of Power 1 unless stated (one d10 a
roll). A Duel Clash here is d10 + the higher of Force or Magic + bonuses + that clash's wager.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.play.sideview import view

from .actions_b_support import (
    CAPACITY,
    KI,
    LIFE,
    attack,
    charged_attack,
    choose,
    duo,
    effect_names,
    end_turn,
    fighter,
    has,
    log,
    number,
    options,
    pass_instants,
    sheet,
    start,
)


def dueling(
    dice: list[int],
    a: dict[str, Any] | None = None,
    b: dict[str, Any] | None = None,
    wager: int = 10,
    label: str = "Simple, energy",
    answer: dict[str, Any] | None = None,
) -> Encounter:
    """A attacks B with a Ki Wager of 10(bT); B answers with a Duel (a Simple Basic Attack of the
    same Foundation unless told) and A accepts it."""
    enc = duo(dice, a=a, b=b)
    attack(enc, label, wager=wager)
    pass_instants(enc)
    choose(enc, "duel", **(answer or {"profile": "Simple"}))
    choose(enc, "no_escape")
    return enc


def clash(enc: Encounter, a_kp: int = 0, b_kp: int = 0) -> None:
    """Both sides record their secret wagers for the next Duel Clash (A first)."""
    choose(enc, "duel_wager", kp=a_kp)
    choose(enc, "duel_wager", kp=b_kp)


# --- Duel Maneuver: when it may be used, what it answers with -----------------------------------


@pytest.mark.rule("dbu.counter.duel")
@pytest.mark.parametrize(
    ("pl", "wager", "offered"),
    [(4, 9, False), (4, 10, True), (9, 19, False), (9, 20, True)],
)
def test_duel_needs_a_ki_wager_of_10bt(pl: int, wager: int, offered: bool) -> None:
    """Seed 001, Duel (1 Counter): "If you are the target of an Attacking Maneuver that has 2+
    Energy Charges, or has a Ki Wager of 10(bT) or more, you may initiate the Duel Maneuver".
    10 at base Tier 1, 20 at base Tier 2 (Power Level 9)."""
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2))],
        {"A": sheet("Alpha", pl=pl), "B": sheet("Beta", pl=pl)},
        [9, 5],
    )
    attack(enc, "Simple, energy", wager=wager)
    pass_instants(enc)
    assert enc.decision.actor == "B"
    assert has(enc, "duel") is offered


@pytest.mark.rule("dbu.counter.duel")
@pytest.mark.parametrize(("charges", "offered"), [(1, False), (2, True)])
def test_duel_needs_two_energy_charges(charges: int, offered: bool) -> None:
    """Seed 001, Duel: "an Attacking Maneuver that has 2+ Energy Charges"."""
    enc = duo([], a={"fo": 7})
    charged_attack(enc, charges)
    assert enc.decision.actor == "B"
    assert has(enc, "duel") is offered


@pytest.mark.rule("dbu.counter.duel")
@pytest.mark.parametrize(
    ("label", "allowed"),
    [("Simple, physical", {"physical"}), ("Simple, energy", {"energy", "magic"})],
)
def test_duel_answers_with_an_attack_of_the_same_foundation(label: str, allowed: set[str]) -> None:
    """Seed 001, Duel: "spending the Ki Points to make an Attacking Maneuver of the same
    Foundation (Energy and Magic both count as a single Foundation for a Duel Maneuver)"."""
    enc = duo([], b={"ma": 5})
    attack(enc, label, wager=10)
    pass_instants(enc)
    foundations = {o.args["foundation"] for o in options(enc, "duel", mode="basic")}
    assert foundations == allowed


@pytest.mark.rule("dbu.counter.duel")
def test_duel_may_answer_with_a_signature_technique_of_that_foundation() -> None:
    """Seed 001, Duel: "(you can use a Signature Technique if you have access to one of the same
    Foundation)". B's Beam technique is offered against an energy attack, its physical one
    is not."""
    signatures = [
        {"name": "Kame", "profile": "Beam", "foundation": "energy"},
        {"name": "Rush", "profile": "Powered", "foundation": "physical"},
    ]
    enc = duo([], b={"signatures": signatures})
    attack(enc, "Simple, energy", wager=10)
    pass_instants(enc)
    labels = " | ".join(o.label for o in options(enc, "duel"))
    assert "Kame" in labels
    assert "Rush" not in labels


@pytest.mark.rule("dbu.counter.duel")
def test_duel_initiating_attack_is_not_a_super_profile() -> None:
    """Seed 001, Duel: the answer is "an Attacking Maneuver of the same Foundation" - a Basic
    Attack or a Signature Technique. Reference 6: the Super Profiles (All Out, Cataclysmic
    Attack, Combo Attack, Complete Annihilation, Genki, Giga Flare, Karmic, ...) serve Dramatic
    Finishers only; B's own Basic Attack never offers them, nor should its Duel."""
    enc = duo([])
    end_turn(enc)
    basic = {o.args["profile"] for o in options(enc, "attack")}
    end_turn(enc)
    attack(enc, "Simple, energy", wager=10)
    pass_instants(enc)
    duel_profiles = {o.args["profile"] for o in options(enc, "duel", mode="basic")}
    supers = {
        "All Out",
        "Cataclysmic Attack",
        "Combo Attack",
        "Complete Annihilation",
        "Genki",
        "Giga Flare",
        "Karmic",
    }
    assert not supers & basic
    assert not supers & duel_profiles


@pytest.mark.rule("dbu.counter.duel")
@pytest.mark.rule("dbu.counter.duel.winner")
def test_duel_best_of_three_ends_after_two_wins() -> None:
    """Seed 001, Duel: "the Characters in the Duel Maneuver make 3 Duel Clashes ... Whoever wins
    at least 2 Duel Clashes wins the Duel Maneuver". 2-0 after two clashes: no third. B's
    Combination answer costs its 3 KP and B's Counter Action."""
    enc = dueling([6, 3, 7, 4, 8], answer={"profile": "Combination"})
    assert (enc.fighter("B").ki, enc.fighter("B").counters) == (KI - 3, 0)
    clash(enc)
    clash(enc)
    assert "Duel Clash 3" not in log(enc)
    assert "A wins the Duel" in log(enc)
    assert enc.decision.kind == "turn"


# --- Refund of the attacker's wager -------------------------------------------------------------


@pytest.mark.rule("dbu.counter.duel.refund")
@pytest.mark.parametrize(
    ("label", "wager", "kp"), [("Simple, energy", 10, 0), ("Combination, energy", 16, 3)]
)
def test_duel_refunds_the_attackers_initial_ki_wager(label: str, wager: int, kp: int) -> None:
    """Seed 001, Duel: "At the start of a Duel Maneuver, the attacking Character regains Ki
    Points and Capacity equal to their initial Ki Wager, losing the Ki Wager in the process."
    The Profile's own KP cost (Combination 3) is not refunded."""
    enc = duo([])
    attack(enc, label, wager=wager)
    pass_instants(enc)
    assert enc.fighter("A").ki == KI - kp - wager
    choose(enc, "duel", profile="Simple")
    choose(enc, "no_escape")
    assert enc.fighter("A").ki == KI - kp
    assert enc.fighter("A").capacity == CAPACITY - kp


@pytest.mark.rule("dbu.counter.duel.refund")
@pytest.mark.rule("dbu.counter.duel.winner")
def test_duel_winner_wound_carries_the_duel_wagers_not_the_refunded_one() -> None:
    """Seed 001, Duel: the initial wager is lost ("losing the Ki Wager in the process"); the
    winner "applies a Ki Wager equal to the total Ki Wager used by all Characters involved in
    the Duel Maneuver": 2 + 3 + 1 + 4 = 10, not the first 16. Wound 8 + Force 4 + 10 = 22."""
    enc = dueling([6, 3, 8, 3, 8], wager=16)
    clash(enc, 2, 3)
    clash(enc, 1, 4)
    assert number(enc, r"A Duel Wound (\d+)") == 22
    assert enc.fighter("B").life == LIFE - 18


# --- Duel Clash ---------------------------------------------------------------------------------


@pytest.mark.rule("dbu.counter.duel.clash")
def test_duel_clash_uses_the_higher_of_force_and_magic() -> None:
    """Seed 001, Duel Clash: "a Clash that uses the higher of each Character's Force or Magic
    Modifier for their rolls". B (Force 4, Magic 6): 3 + 6 = 9; A (Force 7, Magic 1): 6 + 7."""
    enc = dueling([6, 3], a={"fo": 7}, b={"ma": 6})
    clash(enc)
    assert re.search(r"Duel Clash 1: A 13 = .* vs B 9 = ", log(enc))


@pytest.mark.rule("dbu.counter.duel.clash")
def test_duel_clash_adds_2t_per_energy_charge_and_the_tier_dice() -> None:
    """Seed 001, Duel Clash: "Any Tier of Power Extra Dice that would be applied to the Wound
    Roll of the Initiating Attack are also applied to the Duel Clash" and "+2(T) for every
    Energy Charge applied to their Initiating Attack". Tier 2, two charges: A 5 + d4 2 + 4 +
    2 x 4 = 19; B 5 + 2 + Magic 6 = 13."""
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2))],
        {"A": sheet("Alpha", pl=5), "B": sheet("Beta", pl=5, ma=6)},
        [9, 5, 5, 2, 5, 2],
    )
    charged_attack(enc, 2)
    choose(enc, "duel", profile="Simple")
    choose(enc, "no_escape")
    clash(enc)
    assert re.search(r"Duel Clash 1: A 19 = .* vs B 13 = ", log(enc))


@pytest.mark.rule("dbu.counter.duel.clash")
def test_duel_clash_adds_1t_per_power_stack() -> None:
    """Seed 001, Duel Clash: "+1(T) for every ... stack of a resource they possess that has the
    passive effect of increasing the Dice Score of their Wound Rolls (for example, Power
    stacks". Tier 2 with one Power stack: A 5 + 2 + 4 + 2 = 13 against B 5 + 2 + 4 = 11."""
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2))],
        {"A": sheet("Alpha", pl=9), "B": sheet("Beta", pl=9)},
        [9, 5, 5, 2, 5, 2],
    )
    choose(enc, "power_up")
    pass_instants(enc)
    attack(enc, "Simple, energy", wager=20)
    pass_instants(enc)
    choose(enc, "duel", profile="Simple")
    choose(enc, "no_escape")
    clash(enc)
    assert re.search(r"Duel Clash 1: A 13 = .* vs B 11 = ", log(enc))


# --- Wagers on Duel Clashes ---------------------------------------------------------------------


@pytest.mark.rule("dbu.counter.duel.wagers")
def test_duel_clash_wager_up_to_half_max_capacity_and_paid() -> None:
    """Seed 001, Duel: "During each Duel Clash, they can Ki Wager up to 1/2 of their Max
    Capacity to increase their Dice Score by an equal amount." Max Capacity 32: up to 16; A
    wagers 5 (6 + 4 + 5 = 15 against 3 + 4 + 7 = 14) and pays it."""
    enc = dueling([6, 3])
    assert max(o.args["kp"] for o in options(enc, "duel_wager")) == 16
    ki = enc.fighter("A").ki
    clash(enc, 5, 7)
    assert re.search(r"Duel Clash 1: A 15 = .* vs B 14 = .*: A wins", log(enc))
    assert enc.fighter("A").ki == ki - 5


@pytest.mark.rule("dbu.counter.duel.wagers")
def test_duel_clash_wagers_stay_secret_until_both_commit() -> None:
    """Seed 001, Duel: "the opposing Characters should not know of the amount the other
    Character is Ki Wagering until each Duel Clash begins". After A records 7, B's view of the
    fight does not show it (A's does); after B commits, both are revealed."""
    enc = dueling([6, 3])
    choose(enc, "duel_wager", kp=7)

    def seen(side: str) -> str:
        return " | ".join(e["text"] for e in view(enc, side)["events"])

    assert "Wager of 7" in seen("A")
    assert "Wager of 7" not in seen("B")
    assert enc.decision.actor == "B"
    choose(enc, "duel_wager", kp=2)
    assert "A 7, B 2" in seen("B")


@pytest.mark.rule("dbu.counter.duel.wagers")
@pytest.mark.rule("dbu.counter.duel.clash")
def test_duel_clash_wager_cap_follows_power_up_capacity() -> None:
    """Seed 001: "up to 1/2 of their Max Capacity"; Power Up adds 1/4 Max Capacity per stack:
    A at Power Level 9 (Max Capacity 52, one stack: 65) may wager 32; B (52) 26."""
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2))],
        {"A": sheet("Alpha", pl=9), "B": sheet("Beta", pl=9)},
        [9, 5],
    )
    choose(enc, "power_up")
    pass_instants(enc)
    attack(enc, "Simple, energy", wager=20)
    pass_instants(enc)
    choose(enc, "duel", profile="Simple")
    choose(enc, "no_escape")
    assert max(o.args["kp"] for o in options(enc, "duel_wager")) == 32
    choose(enc, "duel_wager", kp=0)
    assert max(o.args["kp"] for o in options(enc, "duel_wager")) == 26


# --- Winner -------------------------------------------------------------------------------------


@pytest.mark.rule("dbu.counter.duel.winner")
def test_duel_won_by_the_defender_turns_the_wound_on_the_attacker() -> None:
    """Seed 001, Duel: the winner "rolls their Wound Roll for their Attacking Maneuver against
    the opposing Character(s) as usual". B (Force 7) wins 2-0 and rolls 8 + 7 + wagers 1 + 2 =
    18 against A (Soak 4): A loses 14, B nothing."""
    enc = dueling([3, 6, 3, 6, 8], b={"fo": 7})
    clash(enc, 1, 0)
    clash(enc, 0, 2)
    assert number(enc, r"B Duel Wound (\d+)") == 18
    assert enc.fighter("A").life == LIFE - 14
    assert enc.fighter("B").life == LIFE


@pytest.mark.rule("dbu.counter.duel.winner")
def test_duel_goes_to_a_third_clash_at_one_all() -> None:
    """Seed 001, Duel: "make 3 Duel Clashes ... Whoever wins at least 2". 1-1 after two, the
    third decides: A wins 2-1 and Wounds 8 + 4 + 0 = 12 - Soak 4."""
    enc = dueling([6, 3, 3, 6, 7, 2, 8])
    clash(enc)
    clash(enc)
    assert "Duel Clashes won: A 1, B 1" in log(enc)
    clash(enc)
    assert "A wins the Duel 2-1" in log(enc)
    assert enc.fighter("B").life == LIFE - 8


# --- Ties ---------------------------------------------------------------------------------------


@pytest.mark.rule("dbu.counter.duel.tie")
@pytest.mark.parametrize("tied_clash", [1, 2])
def test_duel_tied_clash_is_refunded_and_redone(tied_clash: int) -> None:
    """Seed 001, Duel Clash Tie: "If a Duel Clash results in a tie, refund any Ki Wagers
    (including Capacity) and redo the Duel Clash if it is not the third Duel Clash." (A tie is
    not given to the Defender here.)"""
    dice = [6, 3] * (tied_clash - 1) + [5, 5, 6, 3, 8]
    enc = dueling(dice)
    for _ in range(tied_clash - 1):
        clash(enc)
    ki = (enc.fighter("A").ki, enc.fighter("B").ki)
    capacity = (enc.fighter("A").capacity, enc.fighter("B").capacity)
    clash(enc, 3, 3)
    assert f"Duel Clash {tied_clash} is redone" in log(enc)
    assert (enc.fighter("A").ki, enc.fighter("B").ki) == ki
    assert (enc.fighter("A").capacity, enc.fighter("B").capacity) == capacity
    assert enc.decision.kind == "duel_wager"
    assert f"Clash {tied_clash} (up to" in str(enc.decision.prompt)


@pytest.mark.rule("dbu.counter.duel.tie")
def test_duel_third_clash_tie_costs_everyone_half_the_wagers() -> None:
    """Seed 001, Duel Clash Tie: "If it was the third Duel Clash ... the Duel Maneuver ends in a
    tie and all participating Characters have their Life Points reduced by 1/2 of the total Ki
    Wagered by all participating Characters." Wagers 2 + 2 + 3 + 3 + 4 + 4 = 18: 9 Life each,
    no Wound Roll."""
    enc = dueling([6, 3, 3, 6, 4, 4])
    clash(enc, 2, 2)
    clash(enc, 3, 3)
    clash(enc, 4, 4)
    assert "Duel Wound" not in log(enc)
    assert enc.fighter("A").life == LIFE - 9
    assert enc.fighter("B").life == LIFE - 9


@pytest.mark.rule("dbu.counter.duel.tie")
def test_duel_third_clash_tie_keeps_the_wagers_spent() -> None:
    """Seed 001, Duel Clash Tie: on the third clash "instead of redoing the Duel Clash or
    refunding any Ki Wagers": the 4 + 4 of the third clash stay paid."""
    enc = dueling([6, 3, 3, 6, 4, 4])
    clash(enc)
    clash(enc)
    ki = (enc.fighter("A").ki, enc.fighter("B").ki)
    clash(enc, 4, 4)
    assert (enc.fighter("A").ki, enc.fighter("B").ki) == (ki[0] - 4, ki[1] - 4)
    assert enc.fighter("A").life == LIFE - 4


# --- Power Duel ---------------------------------------------------------------------------------


@pytest.mark.rule("dbu.counter.duel.power-duel")
def test_power_duel_costs_nothing_and_wounds_with_might_plus_wagers() -> None:
    """Seed 001, Power Duel: "forgo using an Initiating Attack and simply contest the opponent
    with pure might. This costs no Ki Points. If you win the Duel Maneuver, you do not roll
    Wound but instead apply a Dice Score for a Wound Roll equal to your Might plus the total Ki
    Wagers". B (Might 7) wins with wagers 2 + 3 + 1 + 4 = 10: Wound 17, A loses 13."""
    enc = dueling([3, 6, 3, 6], b={"fo": 7}, answer={"mode": "power"})
    assert enc.fighter("B").ki == KI
    clash(enc, 2, 3)
    clash(enc, 1, 4)
    assert number(enc, r"B Power Duel Wound (\d+)") == 17
    assert enc.fighter("A").life == LIFE - 13


@pytest.mark.rule("dbu.counter.duel.power-duel")
def test_power_duel_win_shakes_the_loser_for_the_encounter() -> None:
    """Seed 001, Power Duel: "If you win ... and your Opponent is not Defeated, they gain the
    Shaken Combat Condition for the remainder of the Combat Encounter or until you are knocked
    through a Health Threshold". A is still Shaken after its next turn (round 2) ends."""
    enc = dueling([3, 6, 3, 6], b={"fo": 7}, answer={"mode": "power"})
    clash(enc)
    clash(enc)
    assert "shaken" in effect_names(enc, "A")
    end_turn(enc)  # A
    end_turn(enc)  # B
    end_turn(enc)  # A, round 2
    assert enc.decision.actor == "B"
    assert "shaken" in effect_names(enc, "A")


@pytest.mark.rule("dbu.counter.duel.power-duel")
def test_power_duel_lost_takes_the_attack_and_no_shaken() -> None:
    """Seed 001, Power Duel: the Shaken rider is for the Power Duel's winner only. B loses: A's
    Wound 8 + 4 + 0 = 12 hits B (Soak 4); nobody is Shaken."""
    enc = dueling([6, 3, 6, 3, 8], answer={"mode": "power"})
    clash(enc)
    clash(enc)
    assert enc.fighter("B").life == LIFE - 8
    assert "shaken" not in effect_names(enc, "A") + effect_names(enc, "B")


# --- United Duels -------------------------------------------------------------------------------


def team_duel(dice: list[int]) -> Encounter:
    """A attacks B (wager 10) with ally C adjacent joining by United Attack; B Duels."""
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("C", "A", (2, 3)), fighter("B", "B", (3, 2))],
        {"A": sheet("Alpha"), "C": sheet("Gamma", fo=8), "B": sheet("Beta", fo=8)},
        [9, 5, 4, *dice],
    )
    attack(enc, "Simple, energy", wager=10)
    choose(enc, "united_attack")
    choose(enc, "united_wager", kp=0)
    pass_instants(enc)
    choose(enc, "duel", profile="Simple")
    choose(enc, "no_escape")
    return enc


@pytest.mark.rule("dbu.counter.duel.united")
@pytest.mark.rule("dbu.instant.united-attack")
@pytest.mark.rule("dbu.counter.duel.clash")
def test_united_duel_ally_adds_a_quarter_force_and_1t_and_wagers_a_tenth() -> None:
    """Seed 001, United Attack on a Duel: "+1/2 of your relevant Attribute Modifier ... or 1/4 if
    they are engaging in a Duel Maneuver" and "up to 1/10th of your Max Capacity on each roll";
    Duel Clash: "+1(T) for every: Allied Character participating as part of a United Duel".
    The 1/4 increases "their Wound Roll", not the Duel Clash (issue 35's audit): A 5 + 4 + 1 +
    1 (C's wager) = 11; C may wager 3 (32 / 10)."""
    enc = team_duel([5, 5])
    choose(enc, "duel_wager", kp=0)  # A
    assert enc.decision.actor == "C"
    assert max(o.args["kp"] for o in options(enc, "duel_wager")) == 3
    choose(enc, "duel_wager", kp=1)  # C
    choose(enc, "duel_wager", kp=0)  # B
    assert re.search(r"Duel Clash 1: A 11 = ", log(enc))


@pytest.mark.rule("dbu.counter.duel.united")
@pytest.mark.rule("dbu.instant.united-attack")
def test_united_duel_lost_makes_the_joiner_a_target() -> None:
    """Seed 001, United Attack: "If your Ally would lose the Duel Maneuver when you used the
    United Attack Maneuver to join, you are also considered a target for the Attacking
    Maneuver." B wins: its Wound 7 + 8 = 15 hits A and C."""
    enc = team_duel([3, 6, 3, 6, 7])
    for _ in range(2):
        choose(enc, "duel_wager", kp=0)
        choose(enc, "duel_wager", kp=0)
        choose(enc, "duel_wager", kp=0)
    assert enc.fighter("A").life == LIFE - 11
    assert enc.fighter("C").damage_taken == 11


@pytest.mark.rule("dbu.counter.duel.united")
def test_united_duel_several_targets_pick_one_primary() -> None:
    """Seed 001, United Duels: "multiple Characters are targets of the Attacking Maneuver and
    wish to enter a Duel Maneuver at the same time, they must select a primary Character ...
    while all other Characters participate ... by Ki Wagering up to 1/10th of their Max
    Capacity". A's Sweeping ring (wager 10) hits B and D; B Duels, D joins for a Counter
    Action and may wager up to 3 a clash."""
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2)), fighter("D", "B", (3, 3))],
        {"A": sheet("Alpha"), "B": sheet("Beta"), "D": sheet("Delta")},
        [9, 5, 4, 5, 5],
    )
    attack(enc, "Sweeping", wager=10)
    pass_instants(enc)
    choose(enc, "duel", profile="Simple")
    choose(enc, "no_escape")
    assert enc.decision.actor == "D"
    choose(enc, "duel_join", profile="Simple")
    assert enc.fighter("D").counters == 0
    if enc.decision.kind == "duel_primary":
        choose(enc, "duel_primary", enc.decision.options[0].label)
    wagers = {}
    while enc.decision.kind == "duel_wager":
        wagers[enc.decision.actor] = max(o.args["kp"] for o in options(enc, "duel_wager"))
        choose(enc, "duel_wager", kp=0)
    assert sorted(wagers.values()) == [3, 16, 16]


@pytest.mark.rule("dbu.counter.duel.united")
@pytest.mark.rule("dbu.instant.united-attack")
def test_united_attack_may_join_an_allys_duel_maneuver() -> None:
    """Seed 001, United Attack: "When an Ally uses an Attacking Maneuver or Duel Maneuver while
    you are on an adjacent Square, you may spend 1 Action ... Apply the following effects to
    their Attacking Maneuver or Duel Maneuver". B Duels A's attack; B's ally D stands next to
    B (not a target) and should be offered United Attack before the Duel Clashes."""
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2)), fighter("D", "B", (4, 2))],
        {"A": sheet("Alpha"), "B": sheet("Beta"), "D": sheet("Delta", fo=8)},
        [9, 5, 4],
    )
    attack(enc, "Simple, energy", wager=10)
    pass_instants(enc)
    choose(enc, "duel", profile="Simple")
    asked = []
    while enc.decision.kind != "turn":
        asked.append((enc.decision.actor, enc.decision.kind))
        if enc.decision.actor == "D":
            break
        choose(enc, enc.decision.options[0].kind)
    assert asked[-1][0] == "D"
    # The offer is whatever option names United Attack (the engine names its kind itself).
    assert any("United Attack" in o.label for o in enc.decision.options)


# --- Duel Escape --------------------------------------------------------------------------------


def escape(dice: list[int]) -> Encounter:
    """A attacks with a Beam (8 KP) and a wager of 10 (1 Action); B Duels with a Combination;
    A tries Duel Escape: Impulsive Clash, A (the one escaping) against B."""
    enc = duo(dice, b={"fo": 7})
    attack(enc, "Beam", wager=10)
    pass_instants(enc)
    assert (enc.fighter("A").ki, enc.fighter("A").actions) == (KI - 18, 2)
    choose(enc, "duel", profile="Combination")
    choose(enc, "duel_escape")
    return enc


@pytest.mark.rule("dbu.counter.duel-escape")
def test_duel_escape_won_nullifies_the_attack_and_returns_the_action() -> None:
    """Seed 001, Duel Escape (1 Counter): "Make an Impulsive Clash against that Opponent. If you
    win, you successfully avoid engaging in the Duel Maneuver but your Attacking Maneuver is
    nullified and you regain the Action Cost spent (you still lose the Ki Point Cost of your
    Maneuver)." Impulsive 6 + 4 = 10 beats 3 + 4 = 7."""
    enc = escape([6, 3])
    assert "Duel Clash" not in log(enc)
    assert enc.fighter("B").life == LIFE
    assert enc.fighter("A").actions == 3
    assert enc.fighter("A").counters == 0
    assert enc.fighter("A").ki <= KI - 8  # the Beam's cost stays spent


@pytest.mark.rule("dbu.counter.duel-escape")
def test_duel_escape_lost_means_the_duel_goes_on() -> None:
    """Seed 001, Duel Escape: only "If you win" is the Duel avoided. A tie (7 against 7) goes to
    the Defender B: the Duel starts, the attacker's wager is refunded, and no Action comes back."""
    enc = escape([3, 3])
    assert enc.decision.kind == "duel_wager"
    assert enc.fighter("A").ki == KI - 8
    assert enc.fighter("A").actions == 2


@pytest.mark.rule("dbu.counter.duel-escape")
def test_duel_escape_only_against_a_duel() -> None:
    """Seed 001, Duel Escape: "When an Opponent attempts to initiate a Duel Maneuver with you as
    the target". When B merely Dodges, A is never offered it."""
    enc = duo([6, 3, 7])
    attack(enc, "Simple, energy", wager=10)
    pass_instants(enc)
    choose(enc, "dodge")
    assert "Duel" not in log(enc)
    assert enc.decision.actor == "A"
    assert not has(enc, "duel_escape")
