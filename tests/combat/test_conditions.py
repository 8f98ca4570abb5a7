"""The Combat Conditions of reference section 7 in a fight: what each changes, how long it
lasts, the start- and end-of-turn losses, and that the upkeep runs once per turn even across
a snapshot. Fighters are Tier 1 (bT = T = 1) with 72 Life unless said otherwise."""

from __future__ import annotations

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.state import Effect, Expiry
from tenkaichi.dbu.combat.rules import rolls, stats
from tenkaichi.dbu.combat.rules.costs import attack_kp
from tenkaichi.dbu.combat.rules.damage import damage_from_wound
from tenkaichi.dbu.techniques import INFLICTABLE
from tenkaichi.dice.rng import ScriptedRng
from tenkaichi.dice.roller import roll
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
    options,
    pick,
    random_fights,
    refresh,
    resolve,
    setup,
    thaw,
    until_turn,
)

GOKU_FIRST = [7, 3]


def give(enc: Encounter, who: str, name: str, stacks: int = 1, by: str = "") -> None:
    stats.add_effect(
        enc, enc.fighter(who), Effect(name, "test", Expiry("never"), stacks=stacks, by=by)
    )
    if enc.decision is not None and enc.decision.kind == "turn":
        refresh(enc)


def life_lost(enc: Encounter, who: str) -> list[int]:
    return [e.data["amount"] for e in of_kind(enc.events, "damage", who) if "amount" in e.data]


# --- Broken, Impaired, Drained: numbers --------------------------------------------------------


def test_broken_takes_soak_after_the_category_and_a_negative_rest_adds_damage() -> None:
    plain = damage_from_wound(20, 1, 0, 6)
    assert plain.damage == 14
    # Two stacks at bT 1: -4 Soak after everything else.
    assert damage_from_wound(20, 1, 0, 6, broken=4).damage == 18
    # Direct: half of Soak 6 is 3; Broken 4 leaves -1, which adds to the Damage.
    assert damage_from_wound(20, 2, 0, 6, broken=4).damage == 21


def test_broken_stacks_reach_the_damage_of_an_attack() -> None:
    # Goku strikes 8+2+2 = 12 against Vegeta's dodge 1+4 = 5; Wound 6 + Force 4 = 10 - Soak 4.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 8, 1, 6, 8, 1, 6])
    attack(enc, "Vegeta")
    first = life_lost(enc, "Vegeta")
    give(enc, "Vegeta", "broken", stacks=2)
    attack(enc, "Vegeta")
    second = life_lost(enc, "Vegeta")[len(first) :]
    assert second[0] == first[0] + 4  # two stacks of -2(bT) Soak
    assert stats.stacks(enc.fighter("Vegeta"), "broken") == 2


def test_broken_and_impaired_stop_at_three_stacks() -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    for name in ("broken", "impaired", "slowed"):
        for _ in range(5):
            give(enc, "Vegeta", name)
        assert stats.stacks(enc.fighter("Vegeta"), name) == 3


@pytest.mark.parametrize(("n", "suffix"), [(1, "c11b2"), (2, "c11b3"), (3, "c11b4")])
def test_impaired_lowers_the_natural_result_of_the_base_die(n: int, suffix: str) -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    give(enc, "Vegeta", "impaired", stacks=n)
    vegeta = enc.fighter("Vegeta")
    assert rolls.dice_text(enc, vegeta) == f"1d10{suffix}+ToP"
    assert (f"Impaired ×{n} (Natural Result)", -n) in rolls.combat_parts(enc, vegeta)
    # A natural 10 is a 10 - n: no Critical; a natural 1 + n is a 1: a Botch.
    ten = roll(rolls.dice_text(enc, vegeta), rng=ScriptedRng([10]))
    assert ten.criticals == 0
    low = roll(rolls.dice_text(enc, vegeta), rng=ScriptedRng([1 + n]))
    assert low.botches == 1


def test_drained_attacks_cost_two_t_more_and_surgency_is_halved() -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    goku = enc.fighter("Goku")
    before = attack_kp(enc, goku, "Blast")
    give(enc, "Goku", "drained")
    assert attack_kp(enc, goku, "Blast") == before + 2
    goku.ki = 20
    pick(enc, "surge", surge="ki")
    # Ki Surge: ¼ of 50 Max Ki = 12, + Surgency (Force 4, halved by Drained) 2.
    assert goku.ki == 20 + 12 + 2


# --- start and end of turn -----------------------------------------------------------------


def test_poisoned_and_suffocating_cost_a_tenth_and_a_fifth_of_max_life_at_turn_end() -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    give(enc, "Goku", "poisoned")
    give(enc, "Goku", "suffocating")
    end_turn(enc)
    assert life_lost(enc, "Goku") == [72 // 10, 72 // 5]
    assert enc.fighter("Goku").life == 72 - 7 - 14


def test_poisoned_doubles_the_threshold_penalty() -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    goku = enc.fighter("Goku")
    goku.failed_steadfast = [1]
    assert ("Health Thresholds", -1) in rolls.combat_parts(enc, goku)
    give(enc, "Goku", "poisoned")
    assert ("Health Thresholds ×2 (Poisoned)", -2) in rolls.combat_parts(enc, goku)


def test_damage_over_time_costs_one_bt_per_stack_at_the_start_of_the_turn() -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    give(enc, "Vegeta", "dot", stacks=3)
    end_turn(enc)  # Vegeta's turn starts: 3 stacks × 1(bT)
    assert life_lost(enc, "Vegeta") == [3]
    end_turn(enc)
    end_turn(enc)  # Goku's round 2 turn
    end_turn(enc)  # Vegeta's round 2 turn starts
    assert life_lost(enc, "Vegeta") == [3, 3]


def test_start_of_turn_upkeep_runs_once_across_a_snapshot_and_a_replay() -> None:
    enc = Encounter.start(duel(), 11)
    assert enc.decision is not None
    first = enc.decision.actor
    second = "Vegeta" if first == "Goku" else "Goku"
    stats.add_effect(enc, enc.fighter(second), Effect("dot", "test", Expiry("never"), stacks=2))
    end_turn(enc)  # the second fighter's turn starts: Damage over Time 2
    assert life_lost(enc, second) == [2]
    # The Damage over Time was given by hand, so a snapshot of this fight is refused (its record
    # does not lead here); the state's JSON still carries the mark of the upkeep done.
    with pytest.raises(ContentError, match="does not match the replay"):
        Encounter.from_json(enc.to_json())
    restored = thaw(enc)
    assert restored.state == enc.state
    # The restored fight goes on without taking the Damage over Time again.
    after_restore = end_turn(restored)
    after_original = end_turn(enc)
    assert [e.to_json() for e in after_restore] == [e.to_json() for e in after_original]
    assert life_lost(enc, second) == [2]
    assert not [e for e in after_restore if e.kind == "damage"]
    assert restored.fighter(second).life == enc.fighter(second).life == 70


def test_damage_over_time_can_defeat_at_the_start_of_the_turn() -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    give(enc, "Vegeta", "dot", stacks=5)
    enc.fighter("Vegeta").life = 4
    end_turn(enc)
    # Will to Survive: at 0 Life with his Surge at hand, Vegeta decides before his turn.
    expect(enc, "Vegeta", "will_to_survive")
    pick(enc, "fall")
    assert enc.fighter("Vegeta").defeated
    assert enc.over
    assert enc.state.winner == "A"


# --- what a condition forbids --------------------------------------------------------------


def test_sleeping_allows_no_maneuver_attacks_hit_without_a_clash_and_damage_wakes() -> None:
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 6, 8])
    give(enc, "Vegeta", "sleeping")
    events = attack(enc, "Vegeta")  # no Strike, no Dodge: Wound 6 + 4 - Soak 4
    clash = of_kind(events, "clash", "Vegeta")
    assert clash[0].data["hit"]
    assert "Sleeping" in clash[0].text
    assert life_lost(enc, "Vegeta") == [6]
    assert not stats.has(enc.fighter("Vegeta"), "sleeping")


def test_a_sleeper_can_only_end_the_turn() -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    give(enc, "Goku", "sleeping")
    assert [o.kind for o in options(enc)] == ["end_turn"]


def test_staggered_forbids_movement() -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    assert has_option(enc, "move")
    give(enc, "Goku", "staggered")
    assert not has_option(enc, "move")
    assert has_option(enc, "attack")


def test_transfigured_allows_physical_attacks_only_and_no_signatures() -> None:
    blaster = make_sheet(
        "Goku", signatures=[{"name": "Kamehameha", "profile": "Beam", "foundation": "energy"}]
    )
    enc = Encounter.start(duel(blaster), dice=GOKU_FIRST)
    assert has_option(enc, "signature")
    assert has_option(enc, "attack", foundation="energy")
    give(enc, "Goku", "transfigured")
    assert not has_option(enc, "signature")
    assert not has_option(enc, "attack", foundation="energy")
    assert has_option(enc, "attack", foundation="physical")
    assert ("Transfigured", -2) in rolls.combat_parts(enc, enc.fighter("Goku"))


def test_slowed_takes_actions_now_and_each_round_and_skips_the_turn_at_three() -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    give(enc, "Goku", "slowed")
    goku = enc.fighter("Goku")
    assert goku.actions == 2
    normal, _ = stats.speeds(enc, goku)
    give(enc, "Goku", "slowed")
    assert goku.actions == 1
    slowed_normal, _ = stats.speeds(enc, goku)
    assert slowed_normal == normal * 2 // 3  # ¾ then ½ of the base Speed
    end_turn(enc)
    end_turn(enc)
    assert enc.fighter("Goku").actions == 1  # round 2: 3 - 2 stacks
    end_turn(enc)
    give(enc, "Goku", "slowed")  # during Vegeta's turn
    end_turn(enc)  # round 3: Goku's turn is skipped
    skipped = of_kind(enc.events, "turn_skipped", "Goku")
    assert skipped
    assert "Slowed" in skipped[0].text


def test_compelled_attacks_only_the_compeller_and_wagers_a_tenth_of_capacity() -> None:
    sheets = [make_sheet("Goku"), make_sheet("Vegeta"), make_sheet("Nappa")]
    st = setup(
        sheets,
        [
            fighter("Goku", "A", (3, 3)),
            fighter("Vegeta", "B", (4, 3)),
            fighter("Nappa", "B", (3, 4)),
        ],
    )
    enc = Encounter.start(st, dice=[9, 1, 3])
    assert enc.decision is not None
    assert enc.decision.actor == "Goku"
    give(enc, "Goku", "compelled", by="Nappa")
    targets = {o.args.get("target") for o in options(enc, "attack")}
    assert targets == {"Nappa"}
    pick(enc, "attack", profile="Simple", foundation="physical", target="Nappa")
    pick(enc, "no_modifier")
    # Max Capacity 20: a Ki Wager of at least 2 KP.
    assert min(o.args["kp"] for o in options(enc, "wager")) == 2


def test_compelled_costs_a_tenth_of_life_when_fewer_than_two_actions_attack_the_compeller() -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    give(enc, "Goku", "compelled", by="Vegeta")
    end_turn(enc)
    assert life_lost(enc, "Goku") == [72 // 10]
    # Two Actions spent attacking Vegeta: no loss.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 9, 1, 6, 9, 1, 6])
    give(enc, "Goku", "compelled", by="Vegeta")
    attack(enc, "Vegeta", wager=2)
    attack(enc, "Vegeta", wager=2)
    end_turn(enc)
    assert life_lost(enc, "Goku") == []


# --- sources, durations, removal -----------------------------------------------------------


def test_a_signature_technique_inflicts_its_condition_when_its_damage_lands() -> None:
    poisoner = make_sheet(
        "Goku",
        signatures=[
            {
                "name": "Venom Fang",
                "profile": "Simple",
                "foundation": "physical",
                "inflicts": [{"condition": "poisoned"}],
            }
        ],
    )
    enc = Encounter.start(duel(poisoner), dice=[*GOKU_FIRST, 9, 1, 6])
    pick(enc, "signature", signature="Venom Fang", target="Vegeta")
    resolve(enc)
    vegeta = enc.fighter("Vegeta")
    assert stats.has(vegeta, "poisoned")
    # Until the end of Vegeta's next turn, which costs him 1/10 of his Life as it ends.
    end_turn(enc)
    assert stats.has(vegeta, "poisoned")
    end_turn(enc)
    assert life_lost(enc, "Vegeta")[-1] == 7
    assert not stats.has(vegeta, "poisoned")


def _shaken_by_vegeta(rounds: int, **settings: object) -> Encounter:
    """Round 1: Goku (first) ends his turn; Vegeta's Signature hits him (9 against 1, Wound
    6) and leaves him Shaken for ``rounds`` Combat Rounds."""
    scarer = make_sheet(
        "Vegeta",
        signatures=[
            {
                "name": "Glare",
                "profile": "Simple",
                "foundation": "physical",
                "inflicts": [{"condition": "shaken", "lasts": "rounds", "rounds": rounds}],
            }
        ],
    )
    enc = Encounter.start(duel(b=scarer, **settings), dice=[*GOKU_FIRST, 9, 1, 6])
    end_turn(enc)
    pick(enc, "signature", signature="Glare", target="Goku")
    resolve(enc)
    assert stats.has(enc.fighter("Goku"), "shaken")
    return enc


def _shaken_until(enc: Encounter) -> tuple[int, str]:
    """End turns until Goku is no longer Shaken: the round and whose turn it is."""
    goku = enc.fighter("Goku")
    for _ in range(20):
        if not stats.has(goku, "shaken"):
            return enc.state.round, enc.state.active
        end_turn(enc)
    raise AssertionError("Shaken never ended")


@pytest.mark.rule("dbu.play.combat-round-duration")
@pytest.mark.parametrize("rounds", [1, 2])
def test_a_condition_for_x_rounds_ends_at_the_start_of_its_holders_turn_in_round_1_plus_x(
    rounds: int,
) -> None:
    # Seed 000: "you finish the current Combat Round, finish the next Combat Round and then
    # on the Combat Round after that one, at the start of your turn, the effect will end".
    # Given in round 1 on Vegeta's turn, to Goku (who acts first each round): Goku keeps it
    # through every turn of rounds 1..x and loses it as his turn of round 1 + x starts.
    enc = _shaken_by_vegeta(rounds)
    assert _shaken_until(enc) == (1 + rounds, "Goku")
    lost = of_kind(enc.events, "condition_lost", "Goku")
    started = [e for e in enc.events if e.kind == "turn_started" and e.round == 1 + rounds]
    assert lost[-1].round == 1 + rounds
    assert enc.events.index(lost[-1]) == enc.events.index(started[0]) + 1
    assert started[0].who == "Goku"


@pytest.mark.rule("dbu.play.combat-round-duration")
def test_the_giver_reading_ends_it_at_the_start_of_the_givers_turn() -> None:
    # round_effect_turn "giver": the same 1-round Shaken lasts through Goku's turn of round 2
    # and ends as Vegeta's turn of round 2 starts.
    enc = _shaken_by_vegeta(1, round_effect_turn="giver")
    end_turn(enc)  # round 1 ends
    expect(enc, "Goku", "turn")
    assert enc.state.round == 2
    assert stats.has(enc.fighter("Goku"), "shaken")
    assert _shaken_until(enc) == (2, "Vegeta")


@pytest.mark.rule("dbu.play.combat-round-duration")
def test_a_round_effect_whose_holder_has_no_turn_ends_with_its_last_round() -> None:
    # Goku, Krillin (side A) and Vegeta act in that order (initiative 7, 5, 3). Vegeta's
    # Signature leaves Goku Shaken for 1 Combat Round, then Goku is Defeated: his turn of
    # round 2 never starts, so the Shaken stays through round 2 and ends when it does (it
    # never outlasts its rounds).
    scarer = make_sheet(
        "Vegeta",
        signatures=[
            {
                "name": "Glare",
                "profile": "Simple",
                "foundation": "physical",
                "inflicts": [{"condition": "shaken", "lasts": "rounds", "rounds": 1}],
            }
        ],
    )
    trio = setup(
        [make_sheet("Goku"), scarer, make_sheet("Krillin")],
        [
            fighter("Goku", "A", (3, 3)),
            fighter("Vegeta", "B", (4, 3)),
            fighter("Krillin", "A", (3, 4)),
        ],
    )
    enc = Encounter.start(trio, dice=[7, 3, 5, 9, 1, 6])
    assert enc.state.order == ["Goku", "Krillin", "Vegeta"]
    end_turn(enc)
    end_turn(enc)
    pick(enc, "signature", signature="Glare", target="Goku")
    until_turn(enc)  # nobody Intervenes
    goku = enc.fighter("Goku")
    goku.defeated = True
    end_turn(enc)  # round 1 ends; Goku's turn of round 2 is skipped
    expect(enc, "Krillin", "turn")
    assert enc.state.round == 2
    assert stats.has(goku, "shaken")
    end_turn(enc)
    end_turn(enc)  # round 2 ends
    assert enc.state.round == 3
    assert not stats.has(goku, "shaken")


@pytest.mark.rule("dbu.play.double-dip")
def test_a_condition_that_does_not_stack_is_never_held_twice() -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    give(enc, "Vegeta", "poisoned")
    give(enc, "Vegeta", "poisoned")
    assert stats.stacks(enc.fighter("Vegeta"), "poisoned") == 1
    end_turn(enc)
    end_turn(enc)
    assert life_lost(enc, "Vegeta") == [7]  # one Poisoned, one loss


@pytest.mark.rule("dbu.std.combat-recovery.condition")
def test_condition_recovery_can_clear_the_new_conditions_but_not_suffocating() -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    for name in ("broken", "poisoned", "suffocating", "dot", "compelled"):
        give(enc, "Goku", name, by="Vegeta")
    present = stats.recoverable(enc, enc.fighter("Goku"))
    assert set(present) == {"broken", "poisoned", "dot", "compelled"}


def test_seeded_fights_where_techniques_inflict_every_condition_end_and_replay() -> None:
    riders = sorted(INFLICTABLE)
    sheets = [
        make_sheet(
            name,
            signatures=[
                {
                    "name": f"{name} technique {i}",
                    "profile": "Simple",
                    "foundation": "physical",
                    "inflicts": [{"condition": c, "lasts": "rounds", "rounds": 2}],
                }
                for i, c in enumerate(riders[k::2])
            ],
        )
        for k, name in enumerate(("Goku", "Vegeta"))
    ]
    used = random_fights(duel(*sheets), range(4), snapshot_at=40)
    assert "signature" in used
