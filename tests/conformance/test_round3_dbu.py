"""Conformance, round 3: United Attack in a Duel (seeds 001 and 003), passive TNs by Tier in a
fight (seed 000), long runs of tied Duel Clashes and fights past 100 rounds (seeds 001 and 003),
and the Power Shot Advantage with ranks (seed 001).

Blind tests written from the seed texts, run through the public API with fixed dice. Fighters
are plain Earthlings at Power Level 4 (Tier of Power 1: one d10 a roll; Haste 2, Awareness 4,
Defense Value 4, Soak = Tenacity 4) unless a test says otherwise; Power Levels 5 to 9 are Tier 2
(a d4 Tier die on every roll), Power Level 10 is Tier 3 (a d6). A Duel Clash (dbu-2) is d10 + the
higher of Force or Magic + its bonuses + that clash's wagers; ties of a Clash go to the Defender
(seed 000)."""

from __future__ import annotations

from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter

from . import legacy_support as legacy
from .actions_b_support import (
    KI,
    LIFE,
    attack,
    choose,
    duo,
    fighter,
    log,
    number,
    options,
    pass_instants,
    sheet,
    skip_exploit,
    start,
)
from .round3_dbu_support import (
    clash_scores,
    joined_defence_duel,
    legacy_duel_scores,
    legacy_run_duel,
    legacy_united_duel,
    power_shot,
    team_duel,
    technique,
    united_with_signature,
    use_signature,
    wagers_of_zero,
)

# =================================================================================================
# 1. United Attack in a Duel
# =================================================================================================

# Seed 001, United Attack: "Apply the following effects to their Attacking Maneuver or Duel
# Maneuver: - Additional Power. Increase their Wound Roll by 1/2 of your relevant Attribute
# Modifier (Force for if they made a Physical or Energy Attack and Magic for if they made a Magic
# Attack) or 1/4 if they are engaging in a Duel Maneuver." The Duel's winner "rolls their Wound
# Roll for their Attacking Maneuver against the opposing Character(s) as usual"; what a Duel
# Clash adds is listed apart: "A Character's Duel Clash roll is also increased by 1(T) for every:
# Allied Character participating as part of a United Duel ...". So in a Duel the 1/4 is on the
# winner's Wound Roll; the ally's part in each Duel Clash is the +1(T) (and their wagers).


@pytest.mark.rule("dbu.instant.united-attack")
@pytest.mark.rule("dbu.counter.duel.united")
@pytest.mark.rule("dbu.counter.duel.clash")
def test_united_duel_clash_gets_1t_for_the_ally_not_a_quarter_of_their_force() -> None:
    """Seed 001, Duel Clash: "increased by 1(T) for every: Allied Character participating as part
    of a United Duel"; United Attack's "1/4 if they are engaging in a Duel Maneuver" increases
    "their Wound Roll", which a Duel Clash is not. C (Force 8) joined A's attack, B Duels:
    A's Duel Clash is d10 6 + Force 4 + 1 = 11 (not 13 with 1/4 of 8), B's 3 + 4 = 7."""
    enc = team_duel([6, 3, 6, 3, 7], c={"fo": 8})
    wagers_of_zero(enc)
    assert clash_scores(enc, 1) == (11, 7)
    assert clash_scores(enc, 2) == (11, 7)


@pytest.mark.rule("dbu.instant.united-attack")
@pytest.mark.rule("dbu.counter.duel.united")
@pytest.mark.rule("dbu.counter.duel.winner")
def test_united_duel_winner_wound_gets_a_quarter_of_the_allys_force() -> None:
    """Seed 001, United Attack: "Increase their Wound Roll by 1/2 of your relevant Attribute
    Modifier (Force for if they made a Physical or Energy Attack ...) or 1/4 if they are
    engaging in a Duel Maneuver"; the Duel winner "rolls their Wound Roll ... as usual". A wins
    2-0 and its Duel Wound is d10 7 + Force 4 + 1/4 of C's Force 8 = 13 (not the 1/2, 4, of an
    attack that is not Dueled); B (Soak 4) loses 9."""
    enc = team_duel([6, 3, 6, 3, 7], c={"fo": 8})
    wagers_of_zero(enc)
    assert "A wins the Duel" in log(enc)
    assert number(enc, r"A Duel Wound (\d+)") == 13
    assert enc.fighter("B").life == LIFE - 9


@pytest.mark.rule("dbu.instant.united-attack")
@pytest.mark.rule("dbu.counter.duel.united")
def test_united_duel_on_a_magic_attack_adds_a_quarter_of_the_allys_magic() -> None:
    """Seed 001, United Attack: "... and Magic for if they made a Magic Attack) or 1/4 if they
    are engaging in a Duel Maneuver". A's Hex (Simple, Magic; A's Magic 6) with a Ki Wager of
    10, joined by C (Force 1, Magic 8), is Dueled by B (energy and magic are one Foundation for
    a Duel). A's Duel Clash: d10 6 + Magic 6 + 1 = 13; A's Duel Wound: d10 7 + Magic 6 + 1/4
    of C's Magic 8 = 15 (1/4 of C's Force 1 would add nothing)."""
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("C", "A", (2, 3)), fighter("B", "B", (3, 2))],
        {
            "A": sheet("Alpha", ma=6, signatures=[technique("Hex", foundation="magic")]),
            "C": sheet("Gamma", fo=1, ma=8),
            "B": sheet("Beta"),
        },
        [9, 5, 4, 6, 3, 6, 3, 7],
    )
    use_signature(enc, "Hex", "B", wager=10)
    assert enc.decision.actor == "C"
    choose(enc, "united_attack")
    choose(enc, "united_wager", kp=0)
    pass_instants(enc)
    choose(enc, "duel", profile="Simple", mode="basic")
    choose(enc, "no_escape")
    wagers_of_zero(enc)
    assert clash_scores(enc, 1) == (13, 7)
    assert number(enc, r"A Duel Wound (\d+)") == 15


@pytest.mark.rule("dbu.instant.united-attack")
@pytest.mark.rule("dbu.counter.duel.united")
@pytest.mark.rule("dbu.counter.duel.clash")
def test_united_attack_joining_an_allys_duel_maneuver_quarter_on_the_wound_only() -> None:
    """Seed 001, United Attack: "When an Ally uses an Attacking Maneuver or Duel Maneuver while
    you are on an adjacent Square ... Apply the following effects to their Attacking Maneuver or
    Duel Maneuver: ... Increase their Wound Roll by ... 1/4 if they are engaging in a Duel
    Maneuver". B Duels A's attack and B's neighbour D (Force 8) joins B's Duel: B's Duel Clash
    is d10 6 + Force 4 + 1(T) for the United Duel ally = 11 against A's 3 + 4 = 7; B wins 2-0
    and its Duel Wound is d10 7 + Force 4 + 1/4 of 8 = 13: A (Soak 4) loses 9."""
    enc = joined_defence_duel([3, 6, 3, 6, 7], d={"fo": 8})
    wagers_of_zero(enc)
    assert clash_scores(enc, 1) == (7, 11)
    assert "B wins the Duel" in log(enc)
    assert number(enc, r"B Duel Wound (\d+)") == 13
    assert enc.fighter("A").life == LIFE - 9


# --- dbu-1 (seed 003) ----------------------------------------------------------------------------
# Seed 003, United Attack: "If your ally enters into a Duel Maneuver, you may add your Force or
# Spirit Modifier (whichever is higher) onto each of their rolls. During one of the rolls (you
# decide which), you may additionally add a Ki Wager worth up to 1/10th of your Capacity Rate."
# A dbu-1 Duel: "makes 3 Wound Rolls ... contested ... may roll their Wound Roll a final time".
# Alpha (Force 5) and Beta (Force 5, Soak 5, Life 152) are Power Level 4.


@pytest.mark.rule("dbu.legacy.united-attack")
@pytest.mark.rule("dbu.legacy.duel")
def test_legacy_united_duel_adds_the_higher_spirit_whole_to_each_contested_roll() -> None:
    """Seed 003, United Attack: "you may add your Force or Spirit Modifier (whichever is higher)
    onto each of their rolls" - the whole Modifier, not the "1/2 of any bonuses" of an attack
    that hits. Gamma (Force 3, Magic 7) adds 7 to each of Alpha's three Duel rolls: d10 6 +
    Force 5 + 7 = 18; Beta's rolls get nothing from Gamma: 4 + 5 = 9."""
    enc = legacy_united_duel([6, 4, 6, 4, 6, 4, 5], gamma={"fo": 3, "ma": 7})
    legacy_run_duel(enc, {})
    assert legacy_duel_scores(enc) == [(18, 9), (18, 9), (18, 9)]


@pytest.mark.rule("dbu.legacy.united-attack")
def test_legacy_united_duel_wager_goes_on_the_roll_the_ally_chooses() -> None:
    """Seed 003, United Attack: "During one of the rolls (you decide which), you may additionally
    add a Ki Wager worth up to 1/10th of your Capacity Rate". Gamma (Capacity 32: up to 3) keeps
    nothing back for the first roll and wagers 3 on the second: only the second of Alpha's
    rolls carries it (18, 21, 18) and Gamma pays 3 KP once."""
    enc = legacy_united_duel([6, 4, 6, 4, 6, 4, 5], gamma={"fo": 7, "ma": 1})
    ki = enc.fighter("Gamma").ki
    legacy_run_duel(enc, {"Gamma": [0, 3, 0]})
    assert [alpha for alpha, _ in legacy_duel_scores(enc)] == [18, 21, 18]
    assert enc.fighter("Gamma").ki == ki - 3


@pytest.mark.rule("dbu.legacy.united-attack")
@pytest.mark.rule("dbu.legacy.duel")
def test_legacy_united_duel_modifier_also_on_the_final_wound_roll() -> None:
    """Seed 003, United Attack: "add your Force or Spirit Modifier (whichever is higher) onto
    each of their rolls"; the Duel's winner "may roll their Wound Roll a final time to actually
    inflict damage", one of the rolls of the Duel Maneuver (read literally: "each of their
    rolls" is every roll the ally makes in the Duel, not only the three contested ones). Alpha
    wins 3-0; final Wound d10 5 + Force 5 + Gamma's Force 7 = 17; Beta (Soak 5) loses 12."""
    enc = legacy_united_duel([6, 4, 6, 4, 6, 4, 5], gamma={"fo": 7, "ma": 1})
    legacy_run_duel(enc, {})
    final = next(
        e for e in enc.events if e.kind == "wound" and e.who == "Alpha" and e.data.get("duel")
    )
    assert final.data["score"] == 17
    assert enc.fighter("Beta").life == 152 - 12


# =================================================================================================
# 2. Passive TNs rise by 3 per Tier after the first (a Difficulty Level in a fight)
# =================================================================================================

ITEMS = [{"id": "cap", "name": "Capsule", "kind": "item", "holder": "A"}]


def toss_scene(pl: int, dice: list[int]) -> Encounter:
    """A tosses its Capsule to its ally C (Insight 4: ½ Insight Score 2, no Perception ranks);
    everyone is at Power Level ``pl``; B stands far off. Initiative: A, C, B."""
    return start(
        [fighter("A", "A", (2, 2)), fighter("C", "A", (2, 5)), fighter("B", "B", (9, 2))],
        {
            "A": sheet("Alpha", pl=pl),
            "C": sheet("Gamma", pl=pl, ins=4),
            "B": sheet("Beta", pl=pl),
        },
        [9, 5, 3, *dice],
        items=ITEMS,
    )


def perception_checks(enc: Encounter) -> list[Any]:
    return [e for e in enc.events if e.kind == "skill_check"]


def toss_catch_tn(pl: int, dice: list[int]) -> tuple[Encounter, Any]:
    enc = toss_scene(pl, dice)
    choose(enc, "toss", item="cap", to="C")
    pass_instants(enc)
    checks = perception_checks(enc)
    assert len(checks) == 1, log(enc)
    return enc, checks[0]


@pytest.mark.rule("dbu.checks.tn-per-tier")
@pytest.mark.rule("dbu.std.toss")
@pytest.mark.parametrize(("pl", "tier"), [(5, 2), (10, 3)])
def test_toss_apprentice_perception_tn_rises_3_per_tier(pl: int, tier: int) -> None:
    """Seed 000: "Each Tier of Power after the first increases the passive Target Numbers by +3.
    This includes every Difficulty Level of Target Numbers"; seed 001, Toss: "That Character
    must make an Apprentice Perception Skill Check". The catcher's Apprentice TN at Tier 2 is
    the Tier 1 TN + 3, at Tier 3 + 6."""
    _, base = toss_catch_tn(4, [9])
    _, check = toss_catch_tn(pl, [9, 1])
    assert check.data["category"] == base.data["category"] == "apprentice"
    assert check.data["tn"] == base.data["tn"] + 3 * (tier - 1)


@pytest.mark.rule("dbu.checks.tn-per-tier")
@pytest.mark.rule("dbu.std.toss")
def test_toss_at_tier_3_a_score_that_beats_the_tier_1_tn_may_still_miss() -> None:
    """Seed 000: passive TNs "+3" per Tier after the first; seed 001, Toss: "If they fail, it
    continues sailing past them and becomes lost". At Tier 3, C scores d10 5 + d6 1 + ½ Insight
    Score 2 = 8: enough for the Tier 1 TN, short of the Tier 3 one (Tier 1 TN + 6): lost."""
    _, base = toss_catch_tn(4, [9])
    enc, check = toss_catch_tn(10, [5, 1])
    assert check.data["score"] == 8
    assert base.data["tn"] <= 8 < base.data["tn"] + 6
    assert check.data["success"] is False
    cap = next(i for i in enc.state.items if i.id == "cap")
    assert cap.lost
    assert "cap" not in enc.fighter("C").items


@pytest.mark.rule("dbu.checks.tn-per-tier")
@pytest.mark.rule("dbu.std.toss")
@pytest.mark.parametrize(("pl", "tier"), [(5, 2), (10, 3)])
def test_finding_a_lost_item_tn_rises_3_per_tier(pl: int, tier: int) -> None:
    """Seed 001, Toss: a missed item "becomes lost, requiring a Perception Skill Check to find
    again (with the Difficulty Category decided by the ARC depending on the terrain)"; seed
    000: every Difficulty Level rises +3 per Tier after the first. C misses (a Botch), then A,
    on its turn, looks for it: A's TN is the Tier 1 one + 3 per Tier after the first."""

    def find_tn(level: int, dice: list[int]) -> Any:
        enc = toss_scene(level, dice)  # C botches the catch, then A's check
        choose(enc, "toss", item="cap", to="C")
        pass_instants(enc)
        cap = next(i for i in enc.state.items if i.id == "cap")
        assert cap.lost, log(enc)
        assert enc.decision.actor == "A"
        assert enc.decision.kind == "turn"
        start_at = len(enc.events)
        choose(enc, "find_item", item="cap")
        pass_instants(enc)
        found = [e for e in enc.events[start_at:] if e.kind == "skill_check"]
        assert len(found) == 1, log(enc)
        return found[0].data

    base = find_tn(4, [1, 6])
    check = find_tn(pl, [1, 1, 6, 1])
    assert check["category"] == base["category"]
    assert check["tn"] == base["tn"] + 3 * (tier - 1)


# =================================================================================================
# 3. Duel ties are redone (seed 001); combat goes on until one side is overcome (seed 003)
# =================================================================================================


def tied_duel(ties: int, tied_clash: int) -> Encounter:
    """A attacks B (Ki Wager 10); B Duels with a Simple Basic Attack. Clashes before
    ``tied_clash`` go to A (6 against 3); then ``ties`` tied clashes (5 against 5, wagers of 1
    each); then A wins the rest (6 against 3); A's Wound die is 8."""
    dice = [6, 3] * (tied_clash - 1) + [5, 5] * ties + [6, 3] * (3 - tied_clash) + [8]
    enc = duo(dice)
    attack(enc, "Simple, energy", wager=10)
    pass_instants(enc)
    choose(enc, "duel", profile="Simple", mode="basic")
    choose(enc, "no_escape")
    return enc


@pytest.mark.rule("dbu.counter.duel.tie")
@pytest.mark.parametrize(("ties", "tied_clash"), [(12, 1), (12, 2), (101, 1)])
def test_a_long_run_of_tied_duel_clashes_is_redone_and_never_ends_the_duel(
    ties: int, tied_clash: int
) -> None:
    """Seed 001, Duel Clash Tie: "If a Duel Clash results in a tie, refund any Ki Wagers
    (including Capacity) and redo the Duel Clash if it is not the third Duel Clash." Only "If it
    was the third Duel Clash" does "the Duel Maneuver end in a tie". With the default settings,
    a tie on the first or second Duel Clash is redone however many times it repeats: the Duel
    goes on and A wins it 2-0; nobody loses Life to a tied Duel and every tied wager comes back:
    the winner's Wound "applies a Ki Wager equal to the total Ki Wager used", the 1 + 1 of each
    of the two decided clashes: 8 + Force 4 + 4 = 16 against Soak 4."""
    enc = tied_duel(ties, tied_clash)
    for _ in range(2 * (ties + 4)):  # two secret wagers a clash
        if enc.decision.kind != "duel_wager":
            break
        kp = 1 if len(options(enc, "duel_wager", kp=1)) else 0
        choose(enc, "duel_wager", kp=kp)
    text = log(enc)
    assert text.count(f"Duel Clash {tied_clash} is redone") == ties
    assert "ends in a tie" not in text
    assert "A wins the Duel 2-0" in text
    assert enc.fighter("A").life == LIFE
    assert number(enc, r"A Duel Wound (\d+)") == 16
    assert enc.fighter("B").life == LIFE - 12
    # the winning clashes' wagers (1 each) are the only ones spent
    assert enc.fighter("A").ki == KI - 2
    assert enc.decision.kind == "turn"


@pytest.mark.rule("dbu.combat.round")
@pytest.mark.parametrize(("edition", "rounds"), [("dbu-1", 1001), ("dbu-2", 201)])
def test_a_fight_nobody_wins_is_not_drawn_after_100_rounds(edition: str, rounds: int) -> None:
    """Seed 003: "Once all combatants have taken a turn, the round ends, and combat continues to
    another round until one side is overcome"; "This continues until one side is defeated";
    "Repeat the process starting with the highest Initiative until the encounter is overcome or
    has ended." Two fighters at opposite corners who never reach each other end every turn:
    with the default settings the fight is still going after 201 rounds (dbu-2) and 1,001
    rounds (dbu-1, seed 003's own edition: past the 100 and past the largest ``max_rounds`` a
    setting allows, 1,000): no draw, no winner, the next turn is asked for."""
    a, b = legacy.sheet("Alpha"), legacy.sheet("Beta")
    enc = legacy.start(
        [(a, "A", {"pos": (0, 0)}), (b, "B", {"pos": (15, 9)})], [5, 4], edition=edition
    )
    for _ in range(2 * rounds):
        decision = enc.decision
        assert decision is not None, log(enc)[-400:]
        assert decision.kind == "turn", log(enc)[-400:]
        enc.choose(next(o for o in decision.options if o.kind == "end_turn"))
    assert not enc.over
    assert enc.state.round == rounds + 1
    assert not [e for e in enc.events if e.kind == "encounter_ended"]
    assert "Draw" not in "\n".join(e.text for e in enc.events[-10:])
    assert enc.decision is not None
    assert enc.decision.kind == "turn"


# =================================================================================================
# 4. Power Shot, with ranks
# =================================================================================================
# A sheet writes it on a Signature Technique: ``advantages: [{name: Power Shot, rank: 2}]``, or
# the bare name "Power Shot" for rank 1. Alpha's "Blast" is a Simple energy Signature Technique.

RANKS = [
    pytest.param(None, 0, id="no-power-shot"),
    pytest.param(power_shot(None), 1, id="bare-name-rank-1"),
    pytest.param(power_shot(1), 1, id="rank-1"),
    pytest.param(power_shot(2), 2, id="rank-2"),
    pytest.param(power_shot(3), 3, id="rank-3"),
]


@pytest.mark.rule("dbu.counter.defend.parry")
@pytest.mark.parametrize(("advantage", "ranks"), RANKS)
def test_parry_loses_1bt_per_rank_of_power_shot(advantage: Any, ranks: int) -> None:
    """Seed 001, Parry [0]: "Use your Strike Roll ... instead of your Dodge Roll ... Reduce your
    Dice Score by 1(bT) for each Energy Charge or rank of Power Shot on the Attacking
    Maneuver." A's Blast (Strike d10 7 + 6 = 13) against B's Parry d10 8 + Haste 2 + Awareness
    4 - 1 per rank: without Power Shot 14 parries; with any rank B's Parry is lower than 14
    and fails (a tie goes to the Defender B, so 13 still parries: rank 1 does)."""
    enc = duo([7, 8, 5], a={"fo": 7, "signatures": [technique("Blast", advantage)]})
    use_signature(enc, "Blast", "B")
    pass_instants(enc)
    choose(enc, "defend", defend="parry")
    assert number(enc, r"B Parry (\d+)") == 14 - ranks
    parried = 14 - ranks >= 13
    assert (enc.fighter("B").life == LIFE) is parried


@pytest.mark.rule("dbu.counter.defend.parry")
@pytest.mark.parametrize(("advantage", "ranks"), RANKS)
def test_parry_power_shot_penalty_is_by_base_tier(advantage: Any, ranks: int) -> None:
    """Seed 001, Parry: "Reduce your Dice Score by 1(bT) for each ... rank of Power Shot". At
    base Tier 2 (Power Level 5) each rank is -2: B's Parry d10 8 + d4 2 + 6 - 2 per rank."""
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2))],
        {
            "A": sheet("Alpha", pl=5, fo=7, signatures=[technique("Blast", advantage)]),
            "B": sheet("Beta", pl=5),
        },
        [9, 5, 7, 1, 8, 2, 5, 1],
    )
    use_signature(enc, "Blast", "B")
    pass_instants(enc)
    choose(enc, "defend", defend="parry")
    assert number(enc, r"B Parry (\d+)") == 16 - 2 * ranks


@pytest.mark.rule("dbu.counter.defend.parry")
def test_parry_counts_energy_charges_and_power_shot_ranks_together() -> None:
    """Seed 001, Parry: "Reduce your Dice Score by 1(bT) for each Energy Charge or rank of Power
    Shot on the Attacking Maneuver." A charges Blast (Power Shot rank 2) twice with the Energy
    Charge Maneuver and releases it on B: B's Parry d10 8 + 6 - (2 charges + 2 ranks) = 10."""
    enc = duo([7, 8, 5, 5, 5], a={"fo": 7, "signatures": [technique("Blast", power_shot(2))]})
    choose(enc, "charge_declare")
    pass_instants(enc)
    skip_exploit(enc)
    choose(enc, "charge_attack", signature="Blast")
    skip_exploit(enc)
    choose(enc, "charge")
    pass_instants(enc)
    skip_exploit(enc)
    choose(enc, "release", target="B")
    if enc.decision.kind == "modifier":
        choose(enc, "no_modifier")
    if enc.decision.kind == "wager":
        choose(enc, "wager", kp=0)
    pass_instants(enc)
    choose(enc, "defend", defend="parry")
    assert number(enc, r"B Parry (\d+)") == 10


def deflect_scene(advantage: Any, pl: int, dice: list[int]) -> Encounter:
    """A (Force 7) uses Blast on B; B Dodges and is hit; B's ally C (Force 6, Boosted Speed 6)
    at (6, 5) may Intervene. Initiative: A, B, C."""
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2)), fighter("C", "B", (6, 5))],
        {
            "A": sheet("Alpha", pl=pl, fo=7, signatures=[technique("Blast", advantage)]),
            "B": sheet("Beta", pl=pl),
            "C": sheet("Gamma", pl=pl, fo=6, te=5),
        },
        [9, 5, 3, *dice],
    )
    use_signature(enc, "Blast", "B")
    pass_instants(enc)
    choose(enc, "dodge")
    assert enc.decision.actor == "C", log(enc)
    assert enc.decision.kind == "intervene", log(enc)
    return enc


DEFLECTS = [
    pytest.param("deflect", {"x": 4, "y": 2}, id="deflect"),
    pytest.param("distant_deflect", {}, id="distant-deflect"),
]


@pytest.mark.rule("dbu.counter.intervene.deflect")
@pytest.mark.rule("dbu.counter.intervene.distant-deflect")
@pytest.mark.parametrize(("option", "args"), DEFLECTS)
@pytest.mark.parametrize(("advantage", "ranks"), RANKS)
def test_deflect_loses_1t_per_rank_of_power_shot(
    option: str, args: dict[str, int], advantage: Any, ranks: int
) -> None:
    """Seed 001, Deflect [2(bT)] and Distant Deflect [8(bT)]: "make a Might Clash against the
    attacking Opponent (reduce your Dice Score by 1(T) for each Energy Charge or Rank of Power
    Shot the Attacking Maneuver possesses)". A hits (Strike 6 + 6 against Dodge 3 + 4); C's
    Might d10 7 + 6 - 1 per rank against A's d10 4 + 7 = 11: C deflects only while above 11
    (a tie goes to the Defender, A)."""
    enc = deflect_scene(advantage, 4, [6, 3, 7, 4, 8])
    choose(enc, "intervene", option=option, **args)
    assert number(enc, r"C Might (\d+)") == 13 - ranks
    assert ("deflects" in log(enc)) is (13 - ranks > 11)


@pytest.mark.rule("dbu.counter.intervene.deflect")
@pytest.mark.rule("dbu.counter.intervene.distant-deflect")
@pytest.mark.parametrize(("option", "args"), DEFLECTS)
@pytest.mark.parametrize(("advantage", "ranks"), [RANKS[0], RANKS[1], RANKS[3]])
def test_deflect_power_shot_penalty_is_by_tier(
    option: str, args: dict[str, int], advantage: Any, ranks: int
) -> None:
    """Seed 001, Deflect / Distant Deflect: "reduce your Dice Score by 1(T) for each ... Rank of
    Power Shot"; at Tier 2 (Power Level 5) that is -2 a rank. A Strike 6 + 1 + 6 against B's
    Dodge 3 + 1 + 4: a hit; C's Might d10 7 + d4 3 + 6 - 2 per rank."""
    enc = deflect_scene(advantage, 5, [6, 1, 3, 1, 7, 3, 4, 1, 8, 1])
    choose(enc, "intervene", option=option, **args)
    assert number(enc, r"C Might (\d+)") == 16 - 2 * ranks


def power_shot_duel(a_advantage: Any, b_advantage: Any, dice: list[int], pl: int = 4) -> Encounter:
    """A uses Blast on B with a Ki Wager of 10(bT); B Duels with its own Simple energy Signature
    Technique "Counter" (the Initiating Attacks: A's Blast, B's Counter); A accepts."""
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2))],
        {
            "A": sheet("Alpha", pl=pl, signatures=[technique("Blast", a_advantage)]),
            "B": sheet("Beta", pl=pl, signatures=[technique("Counter", b_advantage)]),
        },
        [9, 5, *dice],
    )
    use_signature(enc, "Blast", "B", wager=10 if pl < 5 else 20)  # 10(bT)
    pass_instants(enc)
    found = [o for o in options(enc, "duel") if "Counter" in o.label]
    assert found, [o.label for o in options(enc, "duel")]
    enc.choose(found[0])
    choose(enc, "no_escape")
    return enc


@pytest.mark.rule("dbu.counter.duel.clash")
@pytest.mark.parametrize(("advantage", "ranks"), RANKS)
def test_duel_clash_adds_1t_per_power_shot_on_the_attack(advantage: Any, ranks: int) -> None:
    """Seed 001, Duel Clash: "A Character's Duel Clash roll is also increased by 1(T) for every:
    ... Power Shot applied to the attack" (counted by rank, as Parry and Deflect count "each ...
    rank of Power Shot"). A's Blast carries the Power Shot: A's Duel Clash d10 5 + Force 4 + 1
    per rank; B's (Counter, no Power Shot) d10 5 + 4 = 9."""
    enc = power_shot_duel(advantage, None, [5, 5, 5, 5, 5, 5, 5])
    choose(enc, "duel_wager", kp=0)
    choose(enc, "duel_wager", kp=0)
    assert clash_scores(enc, 1) == (9 + ranks, 9)


@pytest.mark.rule("dbu.counter.duel.clash")
@pytest.mark.parametrize(("advantage", "ranks"), RANKS)
def test_duel_clash_power_shot_on_the_answering_attack(advantage: Any, ranks: int) -> None:
    """Seed 001, Duel Clash: "+1(T) for every ... Power Shot applied to the attack" - each
    Character's own Initiating Attack ("both the original Attacking Maneuver ... and the
    Attacking Maneuver used by the Character who initiated the Duel Maneuver"). B's Counter
    carries it: B's Duel Clash d10 5 + 4 + 1 per rank; A's 5 + 4 = 9."""
    enc = power_shot_duel(None, advantage, [5, 5, 5, 5, 5, 5, 5])
    choose(enc, "duel_wager", kp=0)
    choose(enc, "duel_wager", kp=0)
    assert clash_scores(enc, 1) == (9, 9 + ranks)


@pytest.mark.rule("dbu.counter.duel.clash")
@pytest.mark.parametrize(("advantage", "ranks"), [RANKS[0], RANKS[1], RANKS[3]])
def test_duel_clash_power_shot_is_1t(advantage: Any, ranks: int) -> None:
    """Seed 001, Duel Clash: "+1(T) for every ... Power Shot applied to the attack": at Tier 2
    (Power Level 9; the Duel needs a Ki Wager of 10(bT) = 20) +2 a rank; the Tier die of the
    Wound Roll comes too ("Any Tier of Power Extra Dice that would be applied to the Wound Roll
    of the Initiating Attack are also applied to the Duel Clash"). A: d10 5 + d4 1 + 4 + 2 per
    rank; B: 5 + 1 + 4 = 10."""
    enc = power_shot_duel(advantage, None, [5, 1] * 8, pl=9)
    choose(enc, "duel_wager", kp=0)
    choose(enc, "duel_wager", kp=0)
    assert clash_scores(enc, 1) == (10 + 2 * ranks, 10)


# --- United Attack: "apply up to 1(bT) ranks of Advantages you possess" -------------------------
# Seed 001, United Attack: "you may spend 1 Action and the Ki Points as if making the same Profile
# of Attacking Maneuver as your Ally" (KP Cost "equal to the cost of the Profile or Signature
# Technique used") ... "Advantages. If you are using a Signature Technique, you may apply up to
# 1(bT) ranks of Advantages you possess on your Signature Technique to their Attacking
# Maneuver." C's "Blast" (Simple energy, like A's attack) carries Power Shot rank 3; what C
# applies to A's attack shows in B's Parry: -1(bT) "for each ... rank of Power Shot on the
# Attacking Maneuver".


def united_parry_scene(pl: int, dice: list[int]) -> Encounter:
    """A (Force 7) makes a Simple energy Basic Attack on B; A's ally C (at (2, 3), next to A)
    has Blast with Power Shot rank 3. Initiative: A, C, B."""
    return start(
        [fighter("A", "A", (2, 2)), fighter("C", "A", (2, 3)), fighter("B", "B", (3, 2))],
        {
            "A": sheet("Alpha", pl=pl, fo=7),
            "C": sheet("Gamma", pl=pl, signatures=[technique("Blast", power_shot(3))]),
            "B": sheet("Beta", pl=pl),
        },
        [9, 5, 4, *dice],
    )


@pytest.mark.rule("dbu.instant.united-attack")
def test_united_attack_may_be_made_with_a_signature_technique() -> None:
    """Seed 001, United Attack: "KP Cost: Varies (equal to the cost of the Profile or Signature
    Technique used)"; "If you are using a Signature Technique, you may apply ...". C, whose Blast
    has A's attack's Profile and Foundation, is offered to join A's attack with Blast."""
    enc = united_parry_scene(4, [7, 8, 5])
    attack(enc, "Simple, energy")
    ki = enc.fighter("C").ki
    united_with_signature(enc, "C", "Blast")  # fails unless Blast is named by the offer
    assert enc.fighter("C").actions == 2
    assert enc.fighter("C").ki < ki  # Blast's own KP Cost


@pytest.mark.rule("dbu.instant.united-attack")
@pytest.mark.rule("dbu.counter.defend.parry")
@pytest.mark.parametrize(
    ("pl", "dice", "parry"), [(4, [7, 8, 5], 14 - 1), (5, [7, 1, 8, 2, 5, 1], 16 - 2 * 2)]
)
def test_united_attack_applies_up_to_1bt_ranks_of_the_joiners_advantages(
    pl: int, dice: list[int], parry: int
) -> None:
    """Seed 001, United Attack: "you may apply up to 1(bT) ranks of Advantages you possess on
    your Signature Technique to their Attacking Maneuver". C's Blast has Power Shot rank 3: at
    base Tier 1 C applies at most 1 rank (B's Parry d10 8 + 6 - 1 = 13), at base Tier 2 at
    most 2 ranks (B's Parry d10 8 + d4 2 + 6 - 2 x 2(bT) = 12); never all 3."""
    enc = united_parry_scene(pl, dice)
    attack(enc, "Simple, energy")
    united_with_signature(enc, "C", "Blast")
    pass_instants(enc)
    choose(enc, "defend", defend="parry")
    assert number(enc, r"B Parry (\d+)") == parry


@pytest.mark.rule("dbu.instant.united-attack")
@pytest.mark.rule("dbu.counter.defend.parry")
def test_united_attack_without_a_signature_technique_applies_no_advantage() -> None:
    """Seed 001, United Attack: Advantages come only "If you are using a Signature Technique".
    C joins with the plain United Attack (no technique named): A's attack carries no Power
    Shot, so B's Parry is d10 8 + 6 = 14 with no reduction."""
    enc = united_parry_scene(4, [7, 8, 5])
    attack(enc, "Simple, energy")
    plain = [
        o
        for o in enc.decision.options
        if o.kind != "pass"
        and "Blast" not in o.label
        and "United Attack" in o.label
        and not o.label.startswith("No ")
    ]
    assert plain, [o.label for o in enc.decision.options]
    enc.choose(plain[0])
    if enc.decision.kind == "united_wager":
        choose(enc, "united_wager", kp=0)
    pass_instants(enc)
    choose(enc, "defend", defend="parry")
    assert number(enc, r"B Parry (\d+)") == 14
