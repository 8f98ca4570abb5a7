"""Conformance: seed 001 (edition dbu-2), "Standard Maneuvers" (part): Aura, Basic Attack, Combat
Recovery (Condition Recovery, Spectate), Disarm, Empower (Full and Miracle Empowerment), Energy
Charge and Feature Thrust. Written from the seed text alone and run through the public combat API
with fixed dice."""

from __future__ import annotations

from functools import partial
from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EncounterSetup, FeatureSetup, FighterSetup, ItemSetup
from tenkaichi.dbu.sheet import CharacterSheet

from .actions_a_support import (
    answer,
    answer_one,
    effect_names,
    end_turn_until,
    fighter,
    find,
    make_setup,
    make_sheet,
    number_after,
    pick,
    start,
    turn_of,
)
from .actions_a_support import duel as shared_duel

# Aki at (2, 2) against Bo (adjacent by default) on a 14 x 5 field.
duel = partial(shared_duel, width=14)

AKI_FIRST = [8, 2]  # Initiative: Aki 10, Bo 4
BO_FIRST = [2, 8]


# ---- Aura ------------------------------------------------------------------------------------

AURAS = [{"name": "Fury", "kp_cost": 6, "wound": 1}, {"name": "Calm", "kp_cost": 4, "dodge": 1}]


@pytest.mark.rule("dbu.std.aura")
def test_activating_an_aura_costs_one_action_and_its_kp() -> None:
    """Seed 001, Aura Maneuver: 'Action Cost: 1 Action', 'KP Cost: ... each Aura will have
    their own KP Cost', 'Activate an Aura you have access to.' Fury costs 6 KP."""
    enc = start(duel(make_sheet("Aki", auras=AURAS), bo_at=(8, 2)), AKI_FIRST)
    pick(enc, "aura", aura="Fury")
    answer(enc)
    aki = fighter(enc, "Aki")
    assert (aki.actions, aki.ki, aki.aura) == (2, 74 - 6, "Fury")


@pytest.mark.rule("dbu.std.aura")
def test_the_aura_maneuver_once_per_round() -> None:
    """Seed 001: 'Aura Maneuver [1/Round]'. After activating Fury, no Aura (not even Calm) is
    offered again this round."""
    enc = start(duel(make_sheet("Aki", auras=AURAS), bo_at=(8, 2)), AKI_FIRST)
    assert len(find(enc, "aura")) == 2
    pick(enc, "aura", aura="Fury")
    answer(enc)
    assert find(enc, "aura") == []


@pytest.mark.rule("dbu.std.aura")
def test_an_active_aura_costs_half_its_kp_at_the_start_of_each_turn() -> None:
    """Seed 001: 'At the start of each of your turns when an Aura is active, you must pay 1/2 of
    the KP Cost or deactivate that Aura.' Keeping Fury (6 KP) costs 3 KP next turn."""
    enc = start(duel(make_sheet("Aki", auras=AURAS), bo_at=(8, 2)), AKI_FIRST)
    pick(enc, "aura", aura="Fury")
    answer(enc)
    end_turn_until_kind(enc, "aura_upkeep")
    assert enc.decision.actor == "Aki"
    ki = fighter(enc, "Aki").ki
    pick(enc, "keep_aura")
    assert fighter(enc, "Aki").ki == ki - 3
    assert fighter(enc, "Aki").aura == "Fury"


@pytest.mark.rule("dbu.std.aura")
def test_not_paying_the_upkeep_ends_the_aura() -> None:
    """Seed 001: '... you must pay 1/2 of the KP Cost or deactivate that Aura.' Aki lets Fury
    go: no KP is paid and no Aura is active."""
    enc = start(duel(make_sheet("Aki", auras=AURAS), bo_at=(8, 2)), AKI_FIRST)
    pick(enc, "aura", aura="Fury")
    answer(enc)
    end_turn_until_kind(enc, "aura_upkeep")
    ki = fighter(enc, "Aki").ki
    pick(enc, "drop_aura")
    assert fighter(enc, "Aki").aura == ""
    assert fighter(enc, "Aki").ki == ki


def end_turn_until_kind(enc: Encounter, kind: str) -> None:
    while enc.decision.kind != kind:
        if enc.decision.kind == "turn":
            pick(enc, "end_turn")
        else:
            answer(enc, until=lambda e: e.decision.kind in ("turn", kind))


# ---- Basic Attack ----------------------------------------------------------------------------


@pytest.mark.rule("dbu.std.basic-attack")
def test_a_basic_attack_costs_one_action_and_the_profiles_kp() -> None:
    """Seed 001, Basic Attack: 'Action Cost: 1 Action', 'KP Cost: ... uses the Ki Point Cost of
    the chosen Profile'. Combination costs 3(T) KP (reference section 6): 3 at Tier 1; Simple
    costs nothing."""
    enc = start(duel(), AKI_FIRST)
    pick(enc, "attack", profile="Combination", foundation="physical", target="Bo")
    answer(enc)
    assert (fighter(enc, "Aki").actions, fighter(enc, "Aki").ki) == (2, 71)
    pick(enc, "attack", profile="Simple", foundation="physical", target="Bo")
    answer(enc)
    assert (fighter(enc, "Aki").actions, fighter(enc, "Aki").ki) == (1, 71)


@pytest.mark.rule("dbu.std.basic-attack")
def test_each_profile_once_per_round_except_simple() -> None:
    """Seed 001: 'You can only use each Profile once per Combat Round when using a Basic Attack
    Maneuver, except for the Simple Profile.' After a Combination attack no Combination is
    offered (either Foundation); after a Simple attack Simple still is."""
    enc = start(duel(), AKI_FIRST)
    pick(enc, "attack", profile="Combination", foundation="physical", target="Bo")
    answer(enc)
    assert find(enc, "attack", profile="Combination") == []
    pick(enc, "attack", profile="Simple", foundation="physical", target="Bo")
    answer(enc)
    assert find(enc, "attack", profile="Simple", foundation="physical", target="Bo")
    pick(enc, "attack", profile="Simple", foundation="physical", target="Bo")
    answer(enc)
    assert fighter(enc, "Aki").actions == 0


@pytest.mark.rule("dbu.std.basic-attack")
def test_a_profile_used_in_one_round_is_available_the_next() -> None:
    """Seed 001: the Profile limit is 'once per Combat Round': round 2 offers Combination again."""
    enc = start(duel(), AKI_FIRST)
    pick(enc, "attack", profile="Combination", foundation="physical", target="Bo")
    answer(enc)
    end_turn_until(enc, "Aki")
    assert enc.state.round == 2
    assert find(enc, "attack", profile="Combination", foundation="physical", target="Bo")


@pytest.mark.rule("dbu.std.basic-attack")
def test_an_area_profile_picks_its_targets_by_its_area() -> None:
    """Seed 001: 'If the Profile has an Area of Effect, use that to select the target(s)
    instead.' Sweeping (a sphere around you, reference section 6) attacks both Bo and Cy next to
    Aki, and not Dee five squares away."""
    setup = make_setup(
        (make_sheet("Aki"), "A", (2, 2)),
        (make_sheet("Bo"), "B", (3, 2)),
        (make_sheet("Cy"), "B", (2, 3)),
        (make_sheet("Dee"), "B", (7, 2)),
        width=12,
    )
    enc = start(setup, [9, 3, 2, 1])
    texts = pick(enc, "attack", profile="Sweeping", foundation="physical")
    texts += answer(enc)
    dodgers = {t.split()[0] for t in texts if " Dodge " in t}
    assert dodgers == {"Bo", "Cy"}


# ---- Combat Recovery -------------------------------------------------------------------------


def hurt_aki(
    aki: CharacterSheet, bo_at: tuple[int, int] = (3, 2), extra: list[int] | None = None
) -> Encounter:
    """Bo (Power Level 4, Force 8) acts first and hits Aki for 9 + 8 + 16 - Soak 4 = 29; then
    it is Aki's turn (a Tier 2 Aki rolls a d4 more on his Dodge: 1)."""
    dodge = [2, 1] if aki.power_level >= 5 else [2]
    enc = start(
        duel(aki, make_sheet("Bo", pl=4, fo=8), bo_at=bo_at),
        BO_FIRST + [9, *dodge, 9] + (extra or []),
    )
    pick(enc, "attack", profile="Simple", foundation="energy", target="Aki")
    answer(enc, wager=("wager", {"kp": 16}))
    end_turn_until(enc, "Aki")
    return enc


def aki_spends_14_ki(enc: Encounter) -> None:
    """A Simple attack with a 14 wager that misses (Strike 1 botches)."""
    pick(enc, "attack", profile="Simple", foundation="energy", target="Bo")
    answer(enc, wager=("wager", {"kp": 14}))
    assert fighter(enc, "Aki").ki == 60


@pytest.mark.rule("dbu.std.combat-recovery")
def test_combat_recovery_regains_a_d10_of_life_and_ki_per_action() -> None:
    """Seed 001, Combat Recovery: 'For each Action spent, ... regain 1d10(bT) Life and Ki
    Points.' Two Actions, dice 3 and 6: Life 91 -> 100 and Ki 60 -> 69."""
    enc = hurt_aki(make_sheet("Aki"), (8, 2), [1, 9, 3, 6])
    aki_spends_14_ki(enc)
    pick(enc, "recover", actions=2, mode="heal")
    answer(enc)
    assert (fighter(enc, "Aki").life, fighter(enc, "Aki").ki) == (100, 69)


@pytest.mark.rule("dbu.std.combat-recovery")
def test_combat_recovery_dice_follow_the_base_tier() -> None:
    """Seed 001: 1d10(bT) per Action: at base Tier 2 each Action brings 2d10. Power Level 5 Aki
    (Life 168), two Actions, dice 3, 6, 2, 5: Life 139 -> 155."""
    enc = hurt_aki(make_sheet("Aki", pl=5), (8, 2), [3, 6, 2, 5])
    assert fighter(enc, "Aki").life == 139
    pick(enc, "recover", actions=2, mode="heal")
    answer(enc)
    assert fighter(enc, "Aki").life == 155


@pytest.mark.rule("dbu.std.combat-recovery")
def test_combat_recovery_dice_can_score_a_critical() -> None:
    """Seed 001 writes '1d10(bT)' with no 'solid'; seed 000: a natural 10 on a d10 'allows you to
    roll 1 additional d10', and only dice named Solid cannot Critical. Dice 10 and 4, Critical
    die 6: Life 91 + 20 = 111."""
    enc = hurt_aki(make_sheet("Aki"), (8, 2), [10, 4, 6])
    pick(enc, "recover", actions=2, mode="heal")
    answer(enc)
    assert fighter(enc, "Aki").life == 111


@pytest.mark.rule("dbu.std.combat-recovery")
def test_combat_recovery_lowers_defense_value_per_action() -> None:
    """Seed 001: 'For each Action spent, reduce your Defense Value by 1(T) until the start of
    your next turn.' After a 3-Action recovery, Bo's attack meets Dodge 6 + Defense Value 4 - 3
    = 7."""
    enc = start(duel(bo_at=(8, 2)), [*AKI_FIRST, 4, 4, 4, 5, 6, 4])
    pick(enc, "recover", actions=3, mode="heal")
    answer(enc)
    assert turn_of("Bo")(enc)
    texts = pick(enc, "attack", profile="Simple", foundation="energy", target="Aki")
    texts += answer(enc)
    assert number_after(texts, "Aki Dodge ") == 7


@pytest.mark.rule("dbu.std.combat-recovery")
def test_combat_recovery_once_per_round() -> None:
    """Seed 001: 'Combat Recovery [1/Round]'. Aki (Tier 2 against Tier 1: 4 Actions through
    Initiative Advantage) recovers with 2 Actions; with 2 left, no second recovery is offered."""
    enc = start(duel(make_sheet("Aki", pl=5), bo_at=(8, 2)), AKI_FIRST)
    assert fighter(enc, "Aki").actions == 4
    pick(enc, "recover", actions=2, mode="heal")
    answer(enc, spectate="no_spectate")
    assert fighter(enc, "Aki").actions == 2
    assert find(enc, "recover") == []


@pytest.mark.rule("dbu.std.combat-recovery")
def test_an_exploit_that_deals_damage_voids_the_life_regained() -> None:
    """Seed 001: 'If you are hit by an Attacking Maneuver used through the Exploit Maneuver (and
    receive Damage) in response to this Maneuver, you lose any Life Points regained due to this
    use of Combat Recovery.' Bo's Exploit hits for 9 + 8 - 4 = 13: Aki ends at 91 - 13 = 78, not
    78 + 9."""
    enc = hurt_aki(make_sheet("Aki"), (3, 2), [9, 2, 9, 3, 6])
    pick(enc, "recover", actions=2, mode="heal")
    answer(
        enc, exploit=("exploit", {"profile": "Simple", "foundation": "physical", "target": "Aki"})
    )
    assert fighter(enc, "Aki").life == 78


# ---- Condition Recovery ----------------------------------------------------------------------


CURSE = {
    "name": "Curse",
    "profile": "Simple",
    "foundation": "magic",
    "inflicts": [
        {"condition": "impaired", "stacks": 2, "lasts": "until_removed"},
        {"condition": "dot", "stacks": 2, "lasts": "until_removed"},
    ],
}


def cursed_aki(
    extra: list[int], bo_at: tuple[int, int] = (8, 2), curse: dict[str, Any] = CURSE
) -> Encounter:
    """Bo acts first and hits Aki with a Signature Technique that leaves 2 stacks of Impaired and
    2 of Damage over Time (wound 4 + Magic 5 - Soak 4 = 5, then 2 DOT at Aki's turn start)."""
    bo = make_sheet("Bo", ma=5, signatures=[curse])
    enc = start(duel(make_sheet("Aki"), bo, bo_at=bo_at), [*BO_FIRST, 9, 2, 4, *extra])
    pick(enc, "signature", signature="Curse", target="Aki")
    answer(enc)
    end_turn_until(enc, "Aki")
    return enc


@pytest.mark.rule("dbu.std.combat-recovery.condition")
def test_condition_recovery_forgoes_life_but_still_regains_ki() -> None:
    """Seed 001, Condition Recovery: 'you may forgo gaining any Life Points to make a Steadfast
    Check'. Life stays at 113 while Ki still rises by the dice (3 + 6)."""
    enc = cursed_aki([1, 9, 3, 6, 2])
    assert fighter(enc, "Aki").life == 113
    pick(enc, "attack", profile="Simple", foundation="energy", target="Bo")
    answer(enc, wager=("wager", {"kp": 10}))
    pick(enc, "recover", actions=2, mode="condition")
    answer(enc)
    assert fighter(enc, "Aki").life == 113
    assert fighter(enc, "Aki").ki == 64 + 9


@pytest.mark.rule("dbu.std.combat-recovery.condition")
def test_a_passed_steadfast_check_removes_one_stack_of_a_condition() -> None:
    """Seed 001: 'If you succeed, you can remove ... a stack of a Combat Condition'. Steadfast
    die 9 (the reference: a d10 needing 6): Impaired goes from 2 stacks to 1, DOT stays."""
    enc = cursed_aki([4, 4, 9])
    pick(enc, "recover", actions=2, mode="condition")
    answer(enc, condition_recovery=("remove", {"condition": "impaired"}))
    assert effect_names(enc, "Aki")["impaired"] == 1
    assert effect_names(enc, "Aki")["dot"] == 2


@pytest.mark.rule("dbu.std.combat-recovery.condition")
def test_a_passed_steadfast_check_can_remove_damage_over_time() -> None:
    """Seed 001: 'you can remove any Damage over Time (DOT) ...': DOT is gone, Impaired stays."""
    enc = cursed_aki([4, 4, 9])
    pick(enc, "recover", actions=2, mode="condition")
    answer(enc, condition_recovery=("remove", {"condition": "dot"}))
    assert "dot" not in effect_names(enc, "Aki")
    assert effect_names(enc, "Aki")["impaired"] == 2


@pytest.mark.rule("dbu.std.combat-recovery.condition")
def test_a_failed_steadfast_check_removes_nothing() -> None:
    """Seed 001: only 'If you succeed' is anything removed. Steadfast die 2: both stay."""
    enc = cursed_aki([4, 4, 2])
    pick(enc, "recover", actions=2, mode="condition")
    answer(enc)
    assert effect_names(enc, "Aki")["impaired"] == 2
    assert effect_names(enc, "Aki")["dot"] == 2


@pytest.mark.rule("dbu.std.combat-recovery.condition")
def test_suffocating_cannot_be_removed() -> None:
    """Seed 001: '... a stack of a Combat Condition (except Suffocating or Pinned)'. With
    Suffocating and Impaired, a passed check only offers Impaired."""
    curse = dict(CURSE)
    curse["inflicts"] = [
        {"condition": "impaired", "stacks": 1, "lasts": "until_removed"},
        {"condition": "suffocating", "lasts": "until_removed"},
    ]
    enc = cursed_aki([4, 4, 9], curse=curse)
    assert "suffocating" in effect_names(enc, "Aki")
    pick(enc, "recover", actions=2, mode="condition")
    answer(enc, until=lambda e: e.decision.kind in ("condition_recovery", "turn"))
    offered = (
        [o.args.get("condition") for o in find(enc)]
        if enc.decision.kind == "condition_recovery"
        else []
    )
    assert "suffocating" not in offered
    answer(enc, condition_recovery=("remove", {"condition": "impaired"}))
    assert "suffocating" in effect_names(enc, "Aki")


@pytest.mark.rule("dbu.std.combat-recovery.condition")
def test_a_damaging_exploit_fails_the_steadfast_check() -> None:
    """Seed 001: 'If you are hit by an Attacking Maneuver used through the Exploit Maneuver (and
    receive Damage) in response to this Maneuver, you automatically fail the Steadfast Check.'
    Bo, adjacent, exploits and hits; the Steadfast die would show 9, yet nothing is removed."""
    enc = cursed_aki([9, 2, 9, 4, 4, 9, 9], bo_at=(3, 2))
    pick(enc, "recover", actions=2, mode="condition")
    answer(
        enc, exploit=("exploit", {"profile": "Simple", "foundation": "physical", "target": "Aki"})
    )
    assert effect_names(enc, "Aki")["impaired"] == 2
    assert effect_names(enc, "Aki")["dot"] == 2


# ---- Spectate --------------------------------------------------------------------------------


def with_ally(aki: CharacterSheet | None = None) -> EncounterSetup:
    return make_setup(
        (aki or make_sheet("Aki"), "A", (2, 2)),
        (make_sheet("Cy"), "A", (2, 3)),
        (make_sheet("Bo"), "B", (8, 2)),
        width=14,
    )


@pytest.mark.rule("dbu.std.combat-recovery.spectate")
def test_after_combat_recovery_the_remaining_action_can_buy_spectator() -> None:
    """Seed 001, Spectate: 'After using Combat Recovery, you can choose to spend your remaining
    Actions (minimum 1 Action) to enter the Spectator Special State.'"""
    enc = start(with_ally(), [9, 5, 2])
    pick(enc, "recover", actions=2, mode="heal")
    answer(enc, until=lambda e: e.decision.kind in ("spectate", "turn"))
    assert enc.decision.kind == "spectate"
    pick(enc, "spectate")
    assert "spectator" in effect_names(enc, "Aki")
    assert fighter(enc, "Aki").actions == 0


@pytest.mark.rule("dbu.std.combat-recovery.spectate")
def test_spectate_spends_all_remaining_actions() -> None:
    """Seed 001: 'spend your remaining Actions'. Tier 2 Aki holds 4 Actions (Initiative
    Advantage), recovers with 2 and spends both others to spectate."""
    enc = start(with_ally(make_sheet("Aki", pl=5)), [9, 5, 2])
    assert fighter(enc, "Aki").actions == 4
    pick(enc, "recover", actions=2, mode="heal")
    answer(enc, until=lambda e: e.decision.kind in ("spectate", "turn"))
    pick(enc, "spectate")
    assert fighter(enc, "Aki").actions == 0
    assert "spectator" in effect_names(enc, "Aki")


@pytest.mark.rule("dbu.std.combat-recovery.spectate")
def test_no_spectate_without_an_action_left() -> None:
    """Seed 001: Spectate needs a 'minimum 1 Action'. A 3-Action recovery leaves none: no
    Spectate is offered and Aki does not become a Spectator."""
    enc = start(with_ally(), [9, 5, 2])
    pick(enc, "recover", actions=3, mode="heal")
    seen = decisions_until_turn_of(enc, "Cy")
    assert "spectate" not in seen
    assert "spectator" not in effect_names(enc, "Aki")


@pytest.mark.rule("dbu.std.combat-recovery.spectate")
def test_declining_spectate_keeps_the_remaining_action() -> None:
    """Seed 001: spectating is a choice ('you can choose'): declining keeps Aki's last Action."""
    enc = start(with_ally(), [9, 5, 2])
    pick(enc, "recover", actions=2, mode="heal")
    answer(enc, until=lambda e: e.decision.kind in ("spectate", "turn"))
    pick(enc, "no_spectate")
    assert turn_of("Aki")(enc)
    assert fighter(enc, "Aki").actions == 1


def decisions_until_turn_of(enc: Encounter, name: str) -> list[str]:
    kinds: list[str] = []
    while not turn_of(name)(enc):
        kinds.append(enc.decision.kind)
        if enc.decision.kind == "turn":
            pick(enc, "end_turn")
        else:
            answer_one(enc)
    return kinds


# ---- Disarm ----------------------------------------------------------------------------------


def armed_bo(bo_at: tuple[int, int] = (3, 2)) -> EncounterSetup:
    sword = ItemSetup(id="sword", name="Sword", kind="weapon", holder="Bo", wielded=True)
    return duel(bo_at=bo_at, items=(sword,))


def sword(enc: Encounter) -> Any:
    return next(i for i in enc.state.items if i.id == "sword")


@pytest.mark.rule("dbu.std.disarm")
def test_winning_the_disarm_clash_drops_the_weapon_next_to_the_foe() -> None:
    """Seed 001, Disarm: 'Make a Clash (Strike vs Strike/Dodge). If you win, the Weapon is
    removed from their grip and lands on a Square adjacent to that Opponent of your choice.'
    Aki's Strike 9 + 5 beats Bo's 3 + 5; Aki puts the Sword at (4, 2)."""
    enc = start(armed_bo(), [*AKI_FIRST, 9, 3])
    pick(enc, "disarm", target="Bo")
    answer(enc, until=lambda e: e.decision.kind == "item_square")
    squares = {(o.args["x"], o.args["y"]) for o in find(enc, "place")}
    assert (4, 2) in squares
    assert all(max(abs(x - 3), abs(y - 2)) == 1 for x, y in squares)
    pick(enc, "place", x=4, y=2)
    assert sword(enc).holder == ""
    assert sword(enc).pos == (4, 2)
    assert fighter(enc, "Bo").wielding == ""


@pytest.mark.rule("dbu.std.disarm")
def test_losing_the_disarm_clash_provokes_the_targets_exploit() -> None:
    """Seed 001, Disarm: 'Exploitable: If you fail the clash for the Disarm Maneuver, trigger the
    Exploit Maneuver of the target.' A tie (5 + 5 each) goes to the defender: Bo keeps the Sword
    and may Exploit."""
    enc = start(armed_bo(), [*AKI_FIRST, 5, 5])
    pick(enc, "disarm", target="Bo")
    answer(enc, until=lambda e: e.decision.kind in ("exploit", "turn"))
    assert (enc.decision.actor, enc.decision.kind) == ("Bo", "exploit")
    assert sword(enc).holder == "Bo"


@pytest.mark.rule("dbu.std.disarm")
def test_a_won_disarm_provokes_nothing() -> None:
    """Seed 001: only a failed Disarm Clash triggers the Exploit Maneuver."""
    enc = start(armed_bo(), [*AKI_FIRST, 9, 3])
    pick(enc, "disarm", target="Bo")
    answer(
        enc,
        item_square=("place", {"x": 4, "y": 2}),
        until=lambda e: e.decision.kind in ("exploit", "turn"),
    )
    assert enc.decision.kind == "turn"


@pytest.mark.rule("dbu.std.disarm")
def test_disarm_needs_an_armed_opponent_in_melee_range_and_is_once_per_round() -> None:
    """Seed 001: 'Target an Opponent wielding a Weapon within your Melee Range'; 'Disarm Maneuver
    [1/Round]'. Bo 3 squares away cannot be disarmed; next to Aki he can, once."""
    far = start(armed_bo((5, 2)), AKI_FIRST)
    assert find(far, "disarm") == []
    unarmed = start(duel(), AKI_FIRST)
    assert find(unarmed, "disarm") == []
    enc = start(armed_bo(), [*AKI_FIRST, 5, 5])
    pick(enc, "disarm", target="Bo")
    answer(enc)
    assert sword(enc).holder == "Bo"
    assert find(enc, "disarm") == []


# ---- Empower ---------------------------------------------------------------------------------


def team(
    cy_at: tuple[int, int] = (3, 2),
    aki: CharacterSheet | None = None,
    init: list[int] | None = None,
) -> Encounter:
    """Aki (Force 5: Might 5) and his ally Cy against Bo far away; Cy acts first and spends 14 KP
    on a wagered attack (Ki 60), then it is Aki's turn."""
    setup = make_setup(
        (aki or make_sheet("Aki", fo=5), "A", (2, 2)),
        (make_sheet("Cy"), "A", cy_at),
        (make_sheet("Bo"), "B", (12, 2)),
        width=14,
    )
    enc = start(setup, init or [5, 9, 2])
    pick(enc, "attack", profile="Simple", foundation="energy", target="Bo")
    answer(enc, wager=("wager", {"kp": 14}))
    end_turn_until(enc, "Aki")
    assert fighter(enc, "Cy").ki == 60
    return enc


def empower_caps(enc: Encounter, full: bool = False) -> dict[int, int]:
    """Actions -> the most KP each Empower option allows, read from the amounts offered."""
    caps: dict[int, int] = {}
    for o in find(enc, "empower", ally="Cy", full=full):
        trial = enc.clone()
        trial.choose(o)
        answer(trial, until=lambda e: e.decision.kind in ("empower_amount", "turn"))
        caps[o.args["actions"]] = max(x.args["kp"] for x in find(trial, "empower_amount"))
    return caps


@pytest.mark.rule("dbu.std.empower")
def test_empower_transfers_up_to_twice_might_per_action_doubled_in_melee_range() -> None:
    """Seed 001, Empower: 'for each Action spent ..., you can transfer a number of Ki Points up to
    twice your Might ... If the declared Ally is within your Melee Range, double the amount.'
    Might 5 next to Cy: 20 KP per Action."""
    enc = team()
    assert empower_caps(enc) == {1: 20, 2: 40, 3: 60}


@pytest.mark.rule("dbu.std.empower")
def test_empower_to_a_distant_ally_is_not_doubled() -> None:
    """Seed 001: the doubling needs the Ally within your Melee Range. Cy 4 squares away:
    10 KP per Action (twice Might 5)."""
    enc = team(cy_at=(6, 2))
    assert empower_caps(enc) == {1: 10, 2: 20, 3: 30}


@pytest.mark.rule("dbu.std.empower")
def test_transferring_ki_moves_it_without_touching_capacity() -> None:
    """Seed 001: 'Transferring Ki Points does not reduce your Capacity.' Aki gives Cy 10 KP with
    1 Action: Aki 74 -> 64 KP with Capacity still 28, Cy 60 -> 70."""
    enc = team()
    pick(enc, "empower", ally="Cy", actions=1, full=False)
    answer(enc, empower_amount=("empower_amount", {"kp": 10}))
    aki = fighter(enc, "Aki")
    assert (aki.ki, aki.capacity, aki.actions) == (64, 28, 2)
    assert fighter(enc, "Cy").ki == 70


@pytest.mark.rule("dbu.std.empower")
def test_empower_once_per_round() -> None:
    """Seed 001: 'Empower [1/Round]': after one Empower, no Empower is offered this round."""
    enc = team()
    pick(enc, "empower", ally="Cy", actions=1, full=False)
    answer(enc, empower_amount=("empower_amount", {"kp": 10}))
    assert turn_of("Aki")(enc)
    assert find(enc, "empower") == []


@pytest.mark.rule("dbu.std.empower.full")
def test_full_empowerment_empties_capacity_and_fatigues() -> None:
    """Seed 001, Full Empowerment: 'reduce your Capacity to 0 and gain a stack of the Fatigued
    Combat Condition and the Impediment Combat Condition.'"""
    enc = team()
    pick(enc, "empower", ally="Cy", actions=1, full=True)
    answer(enc, empower_amount=("empower_amount", {"kp": 18}))
    assert fighter(enc, "Aki").capacity == 0
    assert {"fatigued", "impediment"} <= set(effect_names(enc, "Aki"))
    assert fighter(enc, "Cy").ki == 74


@pytest.mark.rule("dbu.std.empower.full")
def test_full_empowerment_may_transfer_any_amount() -> None:
    """Seed 001: 'you may transfer any amount of Ki Points through this use of the Empower
    Maneuver': with 1 Action (normally 20 KP here) all of Aki's 74 KP may go."""
    enc = team()
    assert empower_caps(enc, full=True)[1] == 74


@pytest.mark.rule("dbu.std.empower.full")
def test_a_minion_cannot_use_full_empowerment() -> None:
    """Seed 001: 'Upon using this Maneuver, if you are not a Minion, you can choose ...' A Minion
    commanded by Aki is offered Empower but never Full Empowerment."""
    setup = EncounterSetup(
        width=14,
        height=5,
        sheets={
            "aki": make_sheet("Aki"),
            "mini": make_sheet("Mini", pl=3, minion=True),
            "bo": make_sheet("Bo"),
        },
        fighters=(
            FighterSetup(sheet="aki", side="A", pos=(2, 2), id="Aki"),
            FighterSetup(sheet="mini", side="A", pos=(3, 2), id="Mini", master="Aki"),
            FighterSetup(sheet="bo", side="B", pos=(12, 2), id="Bo"),
        ),
    )
    enc = start(setup, [9, 5, 2])
    while not turn_of("Mini")(enc):
        if turn_of("Aki")(enc) and find(enc, "command"):
            pick(enc, find(enc, "command")[0].kind, **find(enc, "command")[0].args)
            continue
        if enc.decision.kind == "turn":
            pick(enc, "end_turn")
        else:
            answer_one(enc)
        assert enc.state.round < 3, "the Minion never got a turn"
    assert find(enc, "empower", full=False)
    assert find(enc, "empower", full=True) == []


# ---- Miracle Empowerment ---------------------------------------------------------------------


@pytest.mark.rule("dbu.std.empower.miracle")
def test_full_empowerment_of_all_your_ki_grants_entrusted() -> None:
    """Seed 001, Miracle Empowerment: '... or a Character who had used Full Empowerment to
    transfer as many Ki Points as possible (reducing their amount of Ki Points to 0), that
    Character enters the Entrusted Special State until the end of their next turn.'"""
    enc = team()
    pick(enc, "empower", ally="Cy", actions=1, full=True)
    answer(enc, empower_amount=("empower_amount", {"kp": 74}))
    assert fighter(enc, "Aki").ki == 0
    assert "entrusted" in effect_names(enc, "Cy")


@pytest.mark.rule("dbu.std.empower.miracle")
def test_full_empowerment_of_less_than_everything_grants_nothing() -> None:
    """Seed 001: the Miracle needs the empowerer's Ki reduced to 0: giving 18 of 74 does not
    make Cy Entrusted."""
    enc = team()
    pick(enc, "empower", ally="Cy", actions=1, full=True)
    answer(enc, empower_amount=("empower_amount", {"kp": 18}))
    assert fighter(enc, "Aki").ki == 56
    assert "entrusted" not in effect_names(enc, "Cy")


@pytest.mark.rule("dbu.std.empower.miracle")
def test_entrusted_ends_with_the_allys_next_turn() -> None:
    """Seed 001: Entrusted lasts 'until the end of their next turn'. Cy (who already acted this
    round) keeps it through round 2's turn and has lost it by round 3."""
    enc = team()
    pick(enc, "empower", ally="Cy", actions=1, full=True)
    answer(enc, empower_amount=("empower_amount", {"kp": 74}))
    end_turn_until(enc, "Cy")
    assert enc.state.round == 2
    assert "entrusted" in effect_names(enc, "Cy")
    end_turn_until(enc, "Cy")
    assert "entrusted" not in effect_names(enc, "Cy")


@pytest.mark.rule("dbu.std.empower.miracle")
def test_miracle_empowerment_only_once_per_side() -> None:
    """Seed 001: 'you cannot benefit from Miracle Empowerment if one of your Allies has entered
    the Entrusted Special State through its effects during this Combat Encounter.' Cy became
    Entrusted in round 1; in round 2 Cy empties his Ki into Aki, who stays un-Entrusted."""
    enc = team()
    pick(enc, "empower", ally="Cy", actions=1, full=True)
    answer(enc, empower_amount=("empower_amount", {"kp": 74}))
    assert "entrusted" in effect_names(enc, "Cy")
    end_turn_until(enc, "Cy")
    ki = fighter(enc, "Cy").ki
    pick(enc, "empower", ally="Aki", actions=1, full=True)
    answer(enc, empower_amount=("empower_amount", {"kp": ki}))
    assert fighter(enc, "Cy").ki == 0
    assert "entrusted" not in effect_names(enc, "Aki")


def crowd(givers: int) -> Encounter:
    """Aki and ``givers`` allies (Might 4, not adjacent to Aki: 8 KP per Action) against Bo."""
    entries: list[tuple[CharacterSheet, str, tuple[int, int]]] = [(make_sheet("Aki"), "A", (2, 2))]
    names = ["Cy", "Dee", "Eve", "Fay"][:givers]
    for i, n in enumerate(names):
        entries.append((make_sheet(n), "A", (6, i)))
    entries.append((make_sheet("Bo"), "B", (13, 2)))
    enc = start(make_setup(*entries, width=14), [9] + [8 - i for i in range(givers)] + [1])
    for n in names:
        # Seed 003: a turn "ends as soon as you run out of Actions", so after a 3-Action
        # Empower the next giver's turn has already begun: do not end it too.
        if not turn_of(n)(enc):
            end_turn_until(enc, n)
        assert enc.state.round == 1
        assert find(enc, "empower", ally="Aki", actions=3, full=False)
        pick(enc, "empower", ally="Aki", actions=3, full=False)
        answer(enc, empower_amount=("empower_amount", {"kp": 24}))
    return enc


@pytest.mark.rule("dbu.std.empower.miracle")
def test_four_maximum_empowerments_in_a_round_grant_entrusted() -> None:
    """Seed 001: 'If, during the same Combat Round, a Character is declared through the Empower
    Maneuver by 4+ Characters who spent at least 3 Actions and the maximum amount of Ki Points
    ..., that Character enters the Entrusted Special State.' Four allies each give Aki 24 KP
    (3 Actions x 2 x Might 4)."""
    enc = crowd(4)
    assert "entrusted" in effect_names(enc, "Aki")


@pytest.mark.rule("dbu.std.empower.miracle")
def test_three_maximum_empowerments_are_not_enough() -> None:
    """Seed 001: the Miracle needs '4+ Characters'; three maximum Empowerments do not do it."""
    enc = crowd(3)
    assert "entrusted" not in effect_names(enc, "Aki")


# ---- Energy Charge ---------------------------------------------------------------------------


def charging(bo_at: tuple[int, int] = (3, 2), pl: int = 3) -> Encounter:
    enc = start(duel(make_sheet("Aki", pl=pl), make_sheet("Bo", pl=pl), bo_at=bo_at), AKI_FIRST)
    pick(enc, "charge_declare")
    answer(enc, charge_attack=("charge_attack", {"profile": "Simple", "foundation": "energy"}))
    return enc


@pytest.mark.rule("dbu.std.energy-charge")
def test_energy_charge_declares_an_attack_that_gains_a_charge() -> None:
    """Seed 001, Energy Charge: 'Action Cost: 1 Action', 'KP Cost: 2(bT)', 'Declare an Attacking
    Maneuver through either the Basic Attack Maneuver or Signature Technique Maneuver. That
    declared Attacking Maneuver gains an Energy Charge.' Base Tier 2: 4 KP."""
    enc = charging(pl=5)
    aki = fighter(enc, "Aki")
    assert aki.charge is not None
    assert (aki.charge.profile, aki.charge.charges) == ("Simple", 1)
    assert (aki.actions, aki.ki) == (2, 98 - 4)


@pytest.mark.rule("dbu.std.energy-charge")
def test_charging_again_adds_to_the_same_declared_attack() -> None:
    """Seed 001: 'Each time you would use the Energy Charge Maneuver after declaring an Attacking
    Maneuver but before using the declared Attacking Maneuver, any use ... instead only grants an
    additional Energy Charge to the originally declared Attacking Maneuver.' No new declaration
    is asked; the Simple attack now holds 2 charges."""
    enc = charging()
    assert find(enc, "charge_declare") == []
    pick(enc, "charge")
    seen = []
    while enc.decision.kind != "turn":
        seen.append(enc.decision.kind)
        answer_one(enc)
    assert "charge_attack" not in seen
    assert (fighter(enc, "Aki").charge.profile, fighter(enc, "Aki").charge.charges) == ("Simple", 2)


@pytest.mark.rule("dbu.std.energy-charge")
def test_while_charging_you_suffer_guard_down() -> None:
    """Seed 001: 'Until you use the chosen Attacking Maneuver, you suffer from the Guard Down
    Combat Condition'; it is gone once the charged attack is released."""
    enc = charging()
    assert "guard_down" in effect_names(enc, "Aki")
    pick(enc, "release", target="Bo")
    answer(enc)
    assert "guard_down" not in effect_names(enc, "Aki")
    assert fighter(enc, "Aki").charge is None


@pytest.mark.rule("dbu.std.energy-charge")
def test_while_charging_no_other_attack_or_movement_or_power_up() -> None:
    """Seed 001: until the declared attack is used 'you cannot use any other Attacking Maneuver
    or Standard Maneuver'. Only charging again or releasing remain among Standard Maneuvers (and
    what needs no Standard Maneuver: Instants, converting, ending the turn)."""
    enc = charging()
    kinds = {o.kind for o in find(enc)}
    assert {"charge", "release"} <= kinds
    assert (
        kinds & {"attack", "signature", "move", "power_up", "recover", "thrust", "charge_declare"}
        == set()
    )


@pytest.mark.rule("dbu.std.energy-charge")
def test_while_charging_no_grapple() -> None:
    """Seed 001: while charging 'you cannot use any other Attacking Maneuver or Standard
    Maneuver'; the Grapple Maneuver is listed under Standard Maneuvers."""
    enc = charging()
    assert find(enc, "grapple") == []


@pytest.mark.rule("dbu.std.energy-charge")
def test_while_charging_instants_and_counter_maneuvers_remain() -> None:
    """Seed 001 forbids only 'any other Attacking Maneuver or Standard Maneuver' while charging:
    Aki may still Surge (an Instant) on his turn, and Defend (a Counter Maneuver) when Bo
    attacks him."""
    enc = charging()
    assert find(enc, "surge")
    end_turn_until(enc, "Bo")
    pick(enc, "attack", profile="Simple", foundation="physical", target="Aki")
    answer(enc, until=lambda e: e.decision.kind == "reaction")
    assert enc.decision.actor == "Aki"
    assert find(enc, "defend", defend="guard")


@pytest.mark.rule("dbu.std.energy-charge")
def test_while_charging_no_exploit_attack() -> None:
    """Seed 001: while charging 'you cannot use any other Attacking Maneuver'; the Exploit
    Maneuver's only effect is a Basic Attack. Bo walks out of charging Aki's reach: no Exploit."""
    enc = charging()
    end_turn_until(enc, "Bo")
    pick(enc, "move", mode="normal")
    seen = []
    while enc.decision.kind != "turn":
        seen.append((enc.decision.actor, enc.decision.kind))
        answer_one(enc, destination=("destination", {"x": 6, "y": 2}))
    assert fighter(enc, "Bo").pos == (6, 2)
    assert ("Aki", "exploit") not in seen


@pytest.mark.rule("dbu.std.energy-charge")
def test_while_charging_a_cross_counter_makes_no_attack_back() -> None:
    """Seed 001: no other Attacking Maneuver while charging, so Cross Counter's Out-of-Sequence
    Basic Attack cannot follow: Bo is never attacked back and Aki keeps his charge."""
    enc = charging()
    end_turn_until(enc, "Bo")
    texts = pick(enc, "attack", profile="Simple", foundation="physical", target="Aki")
    texts += answer(enc, reaction=("defend", {"defend": "cross_counter"}), cross_counter="no_cross")
    assert not any(t.startswith("Aki attacks Bo") for t in texts)
    assert fighter(enc, "Bo").life == 120
    assert fighter(enc, "Aki").charge is not None


@pytest.mark.rule("dbu.std.energy-charge")
def test_the_charges_ride_on_the_released_attack() -> None:
    """Seed 001: the declared attack 'gains an Energy Charge' (reference: +1d6(T) Wound each).
    Two charges: Wound die 4 + charge dice 3 and 6 + Force 4 = 17."""
    enc = start(duel(), AKI_FIRST)
    pick(enc, "charge_declare")
    answer(enc, charge_attack=("charge_attack", {"profile": "Simple", "foundation": "energy"}))
    pick(enc, "charge")
    answer(enc)
    dice = start(duel(), [*AKI_FIRST, 9, 2, 4, 3, 6])
    pick(dice, "charge_declare")
    answer(dice, charge_attack=("charge_attack", {"profile": "Simple", "foundation": "energy"}))
    pick(dice, "charge")
    answer(dice)
    texts = pick(dice, "release", target="Bo")
    texts += answer(dice)
    assert number_after(texts, "Aki Wound ") == 17


# ---- Feature Thrust --------------------------------------------------------------------------


def rocky(
    fo: int = 6, bo_at: tuple[int, int] = (8, 2), features: tuple[FeatureSetup, ...] | None = None
) -> EncounterSetup:
    feats = features or (FeatureSetup(id="rock", pos=(3, 2), hardness=2),)
    return duel(make_sheet("Aki", fo=fo), bo_at=bo_at, features=feats)


def feature_at(enc: Encounter, fid: str) -> tuple[int, int]:
    return next(f.pos for f in enc.state.features if f.id == fid)


@pytest.mark.rule("dbu.std.feature-thrust")
@pytest.mark.parametrize(("force", "most"), [(6, 3), (4, 2)])
def test_feature_thrust_reaches_half_might(force: int, most: int) -> None:
    """Seed 001, Feature Thrust: 'you may move that Feature a number of Squares up to 1/2 of your
    Might'. Might 6: up to 3 squares; Might 4: up to 2."""
    enc = start(rocky(fo=force), AKI_FIRST)
    assert sorted(o.args["squares"] for o in find(enc, "feature_thrust", feature="rock")) == list(
        range(1, most + 1)
    )


@pytest.mark.rule("dbu.std.feature-thrust")
def test_feature_thrust_pushes_the_feature_away_from_you() -> None:
    """Seed 001: '... in the opposite direction to you.' The rock east of Aki goes 2 squares
    east, from (3, 2) to (5, 2); the Maneuver costs 1 Action."""
    enc = start(rocky(), AKI_FIRST)
    pick(enc, "feature_thrust", feature="rock", squares=2)
    answer(enc)
    assert feature_at(enc, "rock") == (5, 2)
    assert fighter(enc, "Aki").actions == 2


@pytest.mark.rule("dbu.std.feature-thrust")
def test_a_feature_bigger_than_you_cannot_be_thrust_and_once_per_round() -> None:
    """Seed 001: only 'If that Feature occupies a number of Squares equal to the amount your
    Character occupies or less'; 'Feature Thrust [1/Round]'. The 2 x 2 hill next to Aki is
    never offered; after thrusting one rock, the other is not offered."""
    feats = (
        FeatureSetup(id="rock", pos=(3, 2), hardness=2),
        FeatureSetup(id="stone", pos=(1, 2), hardness=2),
        FeatureSetup(id="hill", pos=(1, 0), size=2, hardness=2),
    )
    enc = start(rocky(features=feats), AKI_FIRST)
    offered = {o.args["feature"] for o in find(enc, "feature_thrust")}
    assert offered == {"rock", "stone"}
    pick(enc, "feature_thrust", feature="rock", squares=1)
    answer(enc)
    assert find(enc, "feature_thrust") == []


@pytest.mark.rule("dbu.std.feature-thrust")
def test_a_character_hit_who_wins_the_might_clash_stops_the_feature() -> None:
    """Seed 001: 'If that Feature hits another Character, that Character may spend 1 Counter
    Action to make a Might Clash against you. If they win, the Feature stops its movement on the
    Square adjacent to them.' Bo 8 + 4 = 12 beats Aki 2 + 6 = 8: no Collision Damage."""
    enc = start(rocky(bo_at=(5, 2)), [*AKI_FIRST, 8, 2])
    pick(enc, "feature_thrust", feature="rock", squares=3)
    answer(enc, until=lambda e: e.decision.kind in ("feature_block", "turn"))
    assert (enc.decision.actor, enc.decision.kind) == ("Bo", "feature_block")
    pick(enc, "feature_block")
    answer(enc)
    assert fighter(enc, "Bo").life == 120
    assert fighter(enc, "Bo").counters == 0
    assert feature_at(enc, "rock") == (4, 2)


@pytest.mark.rule("dbu.std.feature-thrust")
def test_a_character_hit_who_declines_takes_the_collision() -> None:
    """Seed 001: 'If they lose or if they choose not to spend a Counter Action, follow the
    typical rules for Feature Collision.' Hardness Value 2 x Rank 2 x Tier 1 = 4 (reference)."""
    enc = start(rocky(bo_at=(5, 2)), AKI_FIRST)
    pick(enc, "feature_thrust", feature="rock", squares=3)
    answer(enc, feature_block=("feature_take", {}))
    assert fighter(enc, "Bo").life == 116
    assert fighter(enc, "Bo").counters == 1
