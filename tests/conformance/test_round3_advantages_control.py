"""Round 3, Signature Technique Advantages that steer, feint, smother and wait: blind conformance
tests for Homing, Rebound, Fake Out, Encompassing Attack, Delayed and Personal Bomb, written from
the public Foundry VTT system's Advantage files (reference S2, IvoPierucci/dbu-ttrpg,
traits/signature/advantages/<name>.dbu: the ``Requirement:`` and ``Effect:`` lines, quoted in
every test), read with seed 001 (Actions & Maneuvers: the Defend Maneuver and its options with
their KP in brackets, Instant and Out-of-Sequence Maneuvers, Signature Technique Maneuver
[1/Round]), seed 000 (Clashes: the defender wins ties) and the public notes on the rules' gaps
(/work/shared/reference/dbu-rules-gaps.md: (T)/(bT), Diminishing Defense, Skill Bonus, the
Profiles' areas: Blast is a Cone, Clearing a Sphere), through the public API only (sheets as
plain data, fixed dice, decisions picked by kind and arguments, the event log).

Every fighter is a plain Earthling (``actions_b_support.sheet``): Agility 4 gives Haste 2 and
Defense Value 4, Insight 4 Awareness 4, Force 4 a Wound of d10 + 4, Tenacity 4 Soak 4 and Max
Life 144. Power Level 4 is Tier of Power 1 ((T) = (bT) = 1); Power Level 5 is Tier 2, every
roll a d10 and a d4. Dice run: the Initiative d10s (A 9 first), then every other die in order.
Diminishing Defense: 1 stack per Attacking Maneuver at base Tier 1-2, -1 Dodge per stack.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter

from .actions_b_support import (
    choose,
    duo,
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
from .round3_advantages_support import ranked, tech

RULE = "dbu.std.signature-technique"


# --- building blocks ----------------------------------------------------------------------------


def finish_declaration(enc: Encounter, actor: str = "A") -> None:
    """No Modifier Maneuver and no Ki Wager for ``actor``'s attack being declared."""
    while enc.decision is not None and enc.decision.actor == actor:
        if enc.decision.kind == "modifier":
            choose(enc, "no_modifier")
        elif enc.decision.kind == "wager":
            choose(enc, "wager", kp=0)
        else:
            return


def declare(enc: Encounter, name: str = "Tech", **args: Any) -> None:
    """A declares the Signature Technique ``name`` (no Modifier, no Ki Wager)."""
    choose(enc, "signature", name, **args)
    finish_declaration(enc)


def refusal(signature: dict[str, Any], **attributes: Any) -> str:
    """The sheet error for A holding ``signature``, or "" when the sheet is accepted."""
    try:
        duo([6, 3, 7], a={**attributes, "signatures": [signature]})
    except Exception as err:  # refused when the sheet is read
        return str(err)
    return ""


def strikes(enc: Encounter, fid: str = "A") -> list[int]:
    return [int(s) for s in re.findall(rf"{fid} Strike (-?\d+)", log(enc))]


def lost(enc: Encounter, fid: str) -> int:
    """Life ``fid`` has lost since the fight began (Max Life 144)."""
    return 144 - enc.fighter(fid).life


def stacks(enc: Encounter, fid: str, condition: str) -> int:
    return sum(
        getattr(e, "stacks", 1) or 1
        for e in enc.fighter(fid).effects
        if e.name.lower().replace("_", " ") == condition
    )


def settle(enc: Encounter) -> None:
    """Until a turn decision: every target Dodges, every Instant or Intervene window passes."""
    for _ in range(30):
        if enc.decision is None or enc.decision.kind == "turn":
            return
        if enc.decision.kind == "reaction":
            choose(enc, "dodge")
        else:
            choose(enc, "pass")
    raise AssertionError(f"never settled:\n{log(enc)}")


def to_round_2(enc: Encounter) -> None:
    """End A's turn and B's: A's turn in Combat Round 2."""
    end_turn(enc)
    assert enc.decision.actor == "B"
    end_turn(enc)
    assert enc.decision.actor == "A"
    assert "Round 2 begins" in log(enc)


# --- Homing -------------------------------------------------------------------------------------
# "Requirement: This Attacking Maneuver does not have an Area of Effect." "Effect: When you miss
# an Opponent with this Signature Technique, you may roll your Strike Roll an additional time
# equal to the ranks of this Advantage. For each time you've missed, increase your Strike Roll by
# 1(T). Attacks from the Homing Advantage are still considered one Attacking Maneuver and
# therefore do not inflict further Diminishing Defense upon an Opponent."
# Strike: d10 + Haste 2 + Awareness 4; B's Dodge: d10 + Defense Value 4. Only the Strike is
# rolled again: B's Dodge stands.


def homing(dice: list[int], advantages: list[Any], rerolls: int, **duo_args: Any) -> Encounter:
    """A's Simple technique on the adjacent B, who Dodges; A takes up to ``rerolls`` re-rolls."""
    a = {**duo_args.pop("a", {}), "signatures": [tech(advantages)]}
    enc = duo(dice, a=a, **duo_args)
    declare(enc)
    pass_instants(enc)
    choose(enc, "dodge")
    for _ in range(rerolls):
        choose(enc, "homing", target="B")
    return enc


@pytest.mark.rule(RULE)
def test_homing_rolls_the_strike_again_after_a_miss_with_1t() -> None:
    """Strike d10 2 + 6 = 8 against Dodge d10 8 + 4 = 12: a miss. Homing rolls the Strike
    again: d10 6 + 6 + 1(T) for one miss = 13 > 12, a hit; Wound d10 7 + 4 = 11, less Soak 4:
    B loses 7. (Without the +1(T) the re-roll would be 12, a tie the defender wins.)"""
    enc = homing([2, 8, 6, 7], ["Homing"], rerolls=1)
    assert strikes(enc) == [8, 13]
    assert len(re.findall(r"B Dodge", log(enc))) == 1
    assert lost(enc, "B") == 7


@pytest.mark.rule(RULE)
def test_without_homing_the_same_miss_stays_a_miss() -> None:
    """The control: the same dice on a plain technique, Strike 8 against Dodge 12, no re-roll
    is offered and B loses nothing."""
    enc = duo([2, 8, 6, 7], a={"signatures": [tech()]})
    declare(enc)
    pass_instants(enc)
    choose(enc, "dodge")
    assert not (enc.decision.actor == "A" and has(enc, "homing"))
    assert strikes(enc) == [8]
    assert lost(enc, "B") == 0


@pytest.mark.rule(RULE)
def test_homing_two_ranks_two_rerolls_growing_by_1t_per_miss() -> None:
    """Rank 2: "an additional time equal to the ranks" with +1(T) "For each time you've
    missed": 2 + 6 = 8 (miss), 5 + 6 + 1 = 12 (tie against 12: miss), 6 + 6 + 2 = 14 (hit);
    Wound 7 + 4 = 11 - 4: B loses 7."""
    enc = homing([2, 8, 5, 6, 7], [ranked("Homing", 2)], rerolls=2)
    assert strikes(enc) == [8, 12, 14]
    assert lost(enc, "B") == 7


@pytest.mark.rule(RULE)
def test_homing_one_rank_gives_only_one_reroll() -> None:
    """Rank 1: one re-roll only. 8 misses, 3 + 6 + 1 = 10 misses again: no third Strike is
    offered and B loses nothing."""
    enc = homing([2, 8, 3, 7], ["Homing"], rerolls=1)
    assert not (enc.decision.actor == "A" and has(enc, "homing"))
    settle(enc)
    assert strikes(enc) == [8, 10]
    assert lost(enc, "B") == 0


@pytest.mark.rule(RULE)
def test_homing_bonus_is_times_tier_at_tier_2() -> None:
    """ "increase your Strike Roll by 1(T)": at Tier 2 (Power Level 5) the re-roll with the
    same dice as the first Strike (d10 2, d4 1) is 2 higher. B's Dodge d10 8 + d4 4 + 4 stands
    above both."""
    enc = homing([2, 1, 8, 4, 2, 1], ["Homing"], rerolls=1, a={"pl": 5}, b={"pl": 5})
    first, again = strikes(enc)
    assert again - first == 2


@pytest.mark.rule(RULE)
def test_homing_does_nothing_on_a_hit() -> None:
    """Only "When you miss": Strike 6 + 6 = 12 beats Dodge 3 + 4 = 7, one Strike, no re-roll."""
    enc = duo([6, 3, 7], a={"signatures": [tech([ranked("Homing", 3)])]})
    declare(enc)
    pass_instants(enc)
    choose(enc, "dodge")
    assert not (enc.decision.actor == "A" and has(enc, "homing"))
    assert strikes(enc) == [12]
    assert lost(enc, "B") == 7


@pytest.mark.rule(RULE)
def test_homing_rerolls_give_only_one_diminishing_defense_stack() -> None:
    """ "Attacks from the Homing Advantage are still considered one Attacking Maneuver and
    therefore do not inflict further Diminishing Defense": after three Strikes (8, 12, 14) of
    one Homing technique, B's Dodge against A's next Basic Attack is d10 5 + 4 - 1 stack = 8."""
    enc = homing([2, 8, 5, 6, 7], [ranked("Homing", 2)], rerolls=2)
    settle(enc)
    choose(enc, "attack", "Simple, energy")
    finish_declaration(enc)
    pass_instants(enc)
    choose(enc, "dodge")
    assert number(enc, r"B Dodge (\d+)") == 8


@pytest.mark.rule(RULE)
def test_homing_needs_no_area_of_effect() -> None:
    """ "Requirement: This Attacking Maneuver does not have an Area of Effect": refused on a
    Blast (Cone) technique, accepted on a Simple one."""
    error = refusal(tech(["Homing"], profile="Blast"))
    assert "Homing" in error, error
    assert refusal(tech(["Homing"])) == ""


# --- Rebound ------------------------------------------------------------------------------------
# "Requirement: Homing Advantage." "Effect: When you roll your Strike Roll again through the
# effects of the Homing Advantage, you can select a different target for this Attacking Maneuver
# to target instead of targeting the Opponent you missed. Only the Opponent who was initially
# targeted by this Attacking Maneuver receives Diminishing Defense after this Attacking Maneuver
# is completed." A at (2, 2); B at (3, 2) and B's ally C at (2, 3), both adjacent to A.


def rebound_field(advantages: list[Any], dice: list[int]) -> Encounter:
    """A's technique on B, who Dodges; C stands by."""
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2)), fighter("B", "B", (2, 3), "C")],
        {"A": sheet("Alpha", signatures=[tech(advantages)]), "B": sheet("Beta")},
        [9, 5, 4, *dice],
    )
    declare(enc, target="B")
    pass_instants(enc)
    choose(enc, "dodge")
    return enc


def rerolls_at(enc: Encounter) -> set[str]:
    """The targets A may roll the Strike again at."""
    if enc.decision is None or enc.decision.actor != "A":
        return set()
    return {o.args.get("target") for o in options(enc) if o.kind in ("homing", "rebound")} - {None}


@pytest.mark.rule(RULE)
def test_rebound_lets_the_reroll_target_another_opponent() -> None:
    """Strike 2 + 6 = 8 misses B (Dodge 8 + 4 = 12). With Rebound the re-roll goes at C:
    6 + 6 + 1(T) (Homing, one miss) = 13 against C's Dodge 3 + 4 = 7, a hit; Wound 7 + 4 = 11
    less Soak 4: C loses 7, B nothing."""
    enc = rebound_field(["Homing", "Rebound"], [2, 8, 6, 3, 7])
    assert rerolls_at(enc) == {"B", "C"}
    choose(enc, "rebound", target="C")
    settle(enc)
    assert strikes(enc) == [8, 13]
    assert lost(enc, "C") == 7
    assert lost(enc, "B") == 0


@pytest.mark.rule(RULE)
def test_rebound_diminishing_defense_goes_to_the_first_target_only() -> None:
    """ "Only the Opponent who was initially targeted by this Attacking Maneuver receives
    Diminishing Defense": B, missed first, has 1 stack; C, hit by the rebound, has none."""
    enc = rebound_field(["Homing", "Rebound"], [2, 8, 6, 3, 7])
    choose(enc, "rebound", target="C")
    settle(enc)
    assert enc.fighter("B").defense_stacks == 1
    assert enc.fighter("C").defense_stacks == 0


@pytest.mark.rule(RULE)
def test_homing_without_rebound_rerolls_only_at_the_missed_opponent() -> None:
    """Without Rebound the Homing re-roll is at B alone: C is not offered."""
    enc = rebound_field(["Homing"], [2, 8, 6, 3, 7])
    assert rerolls_at(enc) == {"B"}


@pytest.mark.rule(RULE)
def test_rebound_needs_homing() -> None:
    """ "Requirement: Homing Advantage": refused alone, accepted with Homing."""
    error = refusal(tech(["Rebound"]))
    assert "Rebound" in error, error
    assert refusal(tech(["Homing", "Rebound"])) == ""


# --- Fake Out -----------------------------------------------------------------------------------
# "Requirement: 2+ Skill Ranks in Bluff, Super Signature." "Effect: Upon Attack Declaration,
# make a Clash (Bluff vs Intuition) against the target(s) of this Attacking Maneuver. If you win,
# the losing target(s) must either use the Guard option of the Defend Maneuver or make a typical
# Dodge Roll against this Attacking Maneuver - they cannot use any other Counter Maneuver (except
# the Afterimage Technique). If a target chose to Dodge this Attacking Maneuver, then after
# completing this Attacking Maneuver, you may use the Basic Attack Maneuver or Signature
# Technique Maneuver against that target as an Out-of-Sequence Maneuver."
# A: Personality 2, Bluff 2 ranks; B: Insight 4, no Intuition ranks. Whichever Skill Bonus is
# used (reference 11: half or full Score + 2 per rank, +1(T) proficient), A's Bluff is 5 to 7
# over the die and B's Intuition 2 to 4: A's d10 8 against B's 2 wins (13+ against 6 at most);
# A's 2 against B's 9 loses (9 at most against 11+). The Bluff die is rolled first.

FAKE = tech(["Fake Out"])
BLUFF = {"bluff": 2}


def fake_out(dice: list[int], signature: dict[str, Any] | None = None) -> Encounter:
    enc = duo(dice, a={"signatures": [signature or FAKE], "skills": BLUFF})
    declare(enc)
    pass_instants(enc)
    return enc


def answers(enc: Encounter) -> set[str]:
    """B's answers to the attack: "dodge" and the Defend options by name."""
    assert enc.decision.actor == "B", log(enc)
    return {o.args.get("defend", o.kind) for o in options(enc)}


@pytest.mark.rule(RULE)
def test_fake_out_won_leaves_only_guard_or_dodge() -> None:
    """A wins the Bluff vs Intuition Clash: B "must either use the Guard option of the Defend
    Maneuver or make a typical Dodge Roll"."""
    enc = fake_out([8, 2, 6, 3, 7])
    assert answers(enc) == {"dodge", "guard"}


@pytest.mark.rule(RULE)
def test_fake_out_lost_leaves_every_answer() -> None:
    """B wins the Clash (defender wins ties; here 11+ against 9 at most): B may Parry, take a
    Direct Hit, Power Flare or Cross Counter as usual."""
    enc = fake_out([2, 9, 6, 3, 7])
    assert {"dodge", "parry", "direct_hit", "power_flare", "cross_counter", "guard"} <= answers(enc)


@pytest.mark.rule(RULE)
def test_a_technique_without_fake_out_leaves_every_answer() -> None:
    """The control: the same A (Bluff 2) with a plain technique makes no Bluff Clash and B may
    Parry."""
    enc = fake_out([8, 2, 6, 3, 7], tech())
    assert "parry" in answers(enc)
    assert "Bluff" not in log(enc)


@pytest.mark.rule(RULE)
def test_fake_out_dodged_opens_an_out_of_sequence_basic_attack() -> None:
    """B Dodges (Strike 6 + 6 = 12 against 3 + 4 = 7: hit, Wound 7 + 4 - 4 = 7). "If a target
    chose to Dodge ... you may use the Basic Attack Maneuver ... against that target as an
    Out-of-Sequence Maneuver", which has no Action Cost (seed 001): A's Actions stay at 2, and
    the attack is rolled against B (Strike d10 5 + 6 = 11; B's Dodge 5 + 4 - 1 stack = 8)."""
    enc = fake_out([8, 2, 6, 3, 7])
    choose(enc, "dodge")
    assert enc.decision.actor == "A"
    actions = enc.fighter("A").actions
    follow = [o for o in options(enc) if o.args.get("target") == "B" and "Simple" in o.label]
    assert follow, [o.label for o in options(enc)][:10]
    enc.choose(next(o for o in follow if o.args.get("foundation") == "energy"))
    finish_declaration(enc)
    pass_instants(enc)
    choose(enc, "dodge")
    assert strikes(enc) == [12, 11]
    assert number(enc, r"B Dodge (\d+)") == 8
    assert enc.fighter("A").actions == actions


def offers_follow_up(enc: Encounter) -> bool:
    """Whether A is offered an attack out of sequence right after the technique."""
    if enc.decision is None or enc.decision.actor != "A" or enc.decision.kind == "turn":
        return False
    return any(o.args.get("target") == "B" for o in options(enc))


@pytest.mark.rule(RULE)
def test_fake_out_guarded_opens_no_follow_up() -> None:
    """The follow-up is only "If a target chose to Dodge": B Guards, A's turn simply goes on."""
    enc = fake_out([8, 2, 6, 3, 7])
    choose(enc, "defend", defend="guard")
    pass_instants(enc)
    assert not offers_follow_up(enc)
    assert enc.decision.kind == "turn"


@pytest.mark.rule(RULE)
def test_fake_out_follow_up_is_not_another_fake_out() -> None:
    """ "you cannot use a Signature Technique with the Fake Out Advantage if you've already used
    one during this Combat Round": the out-of-sequence follow-up does not offer the Fake Out
    technique again."""
    enc = fake_out([8, 2, 6, 3, 7])
    choose(enc, "dodge")
    assert offers_follow_up(enc)
    assert not any("Tech" in o.label for o in options(enc))


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(
    ("signature", "skills"),
    [(tech(["Fake Out"], ultimate=True), BLUFF), (FAKE, {"bluff": 1}), (FAKE, {})],
    ids=["ultimate", "bluff-1", "no-bluff"],
)
def test_fake_out_needs_a_super_technique_and_2_bluff(
    signature: dict[str, Any], skills: dict[str, int]
) -> None:
    """ "Requirement: 2+ Skill Ranks in Bluff, Super Signature": refused on an Ultimate and
    with fewer than 2 ranks of Bluff; accepted on a Super technique with Bluff 2."""
    error = refusal(signature, skills=skills)
    assert "Fake Out" in error, error
    assert refusal(FAKE, skills=BLUFF) == ""


# --- Encompassing Attack ------------------------------------------------------------------------
# "Requirement: This Attacking Maneuver possesses an AoE." "Effect: For each rank of this
# Advantage, increase the Ki Point Cost of the Defend Maneuver used in response to this Attacking
# Maneuver by 2(bT). If you have 2 ranks of this Advantage applied to an Attacking Maneuver, no
# target of this Attacking Maneuver can use the Parry option of the Defend Maneuver ..."
# Seed 001, Defend: Parry [0], Direct Hit [0], Power Flare [0], Cross Counter [0], Guard [8(bT)].
# A Blast (Cone) technique aimed at the adjacent B.

DEFEND_KP = {"parry": 0, "direct_hit": 0, "power_flare": 0, "cross_counter": 0, "guard": 8}


def engulfed(rank: int, pl: int = 4, profile: str = "Blast") -> Encounter:
    advantages = [ranked("Encompassing Attack", rank)] if rank else []
    enc = duo(
        [6, 1, 3, 1, 7, 1],
        a={"pl": pl, "signatures": [tech(advantages, profile=profile)]},
        b={"pl": pl},
    )
    declare(enc, target="B")
    pass_instants(enc)
    assert enc.decision.actor == "B", log(enc)
    return enc


def defend_kp(enc: Encounter, option: str) -> int:
    """The Ki B spends on answering with ``option`` ("dodge" or a Defend option)."""
    before = enc.fighter("B").ki
    if option == "dodge":
        choose(enc, "dodge")
    else:
        choose(enc, "defend", defend=option)
    return before - enc.fighter("B").ki


@pytest.mark.rule(RULE)
@pytest.mark.parametrize("option", sorted(DEFEND_KP))
def test_encompassing_attack_adds_2bt_to_each_defend_option(option: str) -> None:
    """One rank at Tier 1: each Defend option costs its bracketed KP + 2(bT) = + 2
    (Parry 0 + 2 = 2, ..., Guard 8 + 2 = 10)."""
    assert defend_kp(engulfed(1), option) == DEFEND_KP[option] + 2


@pytest.mark.rule(RULE)
@pytest.mark.parametrize("option", sorted(DEFEND_KP))
def test_a_blast_without_encompassing_attack_costs_the_bracketed_kp(option: str) -> None:
    """The control: a plain Blast technique, each Defend option at its own bracketed KP."""
    assert defend_kp(engulfed(0), option) == DEFEND_KP[option]


@pytest.mark.rule(RULE)
@pytest.mark.parametrize("option", ["direct_hit", "guard"])
def test_encompassing_attack_two_ranks_add_4bt(option: str) -> None:
    """Two ranks: 2(bT) "For each rank", + 4 at Tier 1 (Direct Hit 4, Guard 12)."""
    assert defend_kp(engulfed(2), option) == DEFEND_KP[option] + 4


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(("option", "kp"), [("parry", 0 + 4), ("guard", 16 + 4)])
def test_encompassing_attack_is_times_base_tier(option: str, kp: int) -> None:
    """At base Tier 2 (Power Level 5) one rank adds 2(bT) = 4: Parry 0 + 4 = 4, Guard
    8(bT) = 16, + 4 = 20."""
    assert defend_kp(engulfed(1, pl=5), option) == kp


@pytest.mark.rule(RULE)
def test_encompassing_attack_two_ranks_forbid_parry() -> None:
    """ "If you have 2 ranks ... no target of this Attacking Maneuver can use the Parry option":
    with two ranks Parry is not offered, Guard and Dodge still are."""
    enc = engulfed(2)
    assert not has(enc, "defend", defend="parry")
    assert has(enc, "defend", defend="guard")
    assert has(enc, "dodge")


@pytest.mark.rule(RULE)
def test_encompassing_attack_one_rank_still_allows_parry() -> None:
    """Parry is forbidden only with 2 ranks: one rank leaves it."""
    assert has(engulfed(1), "defend", defend="parry")


@pytest.mark.rule(RULE)
def test_encompassing_attack_costs_nothing_to_dodge() -> None:
    """Only "the Defend Maneuver" costs more: B Dodging a two-rank technique spends no Ki."""
    assert defend_kp(engulfed(2), "dodge") == 0


@pytest.mark.rule(RULE)
def test_encompassing_attack_on_a_sphere() -> None:
    """Any AoE will do: on a Clearing (Sphere) technique one rank makes Guard 8 + 2 = 10.
    The Sphere is placed on B's square."""
    enc = duo(
        [6, 3, 7],
        a={"signatures": [tech(["Encompassing Attack"], profile="Clearing")]},
    )
    declare(enc, x=3, y=2)
    pass_instants(enc)
    assert defend_kp(enc, "guard") == 10


@pytest.mark.rule(RULE)
def test_encompassing_attack_needs_an_area_of_effect() -> None:
    """ "Requirement: This Attacking Maneuver possesses an AoE": refused on a Simple
    technique."""
    error = refusal(tech(["Encompassing Attack"]))
    assert "Encompassing Attack" in error, error


# --- Delayed ------------------------------------------------------------------------------------
# "Effect: If you hit an Opponent with this Attacking Maneuver, roll Wound as normal but instead
# of your Opponent taking any Damage, keep a record of the Dice Score of your Wound Roll and apply
# a stack of Imminent to the target(s) for the remainder of the Combat Encounter. While they
# possess this stack of Imminent, you cannot use this Signature Technique. As an Instant
# Maneuver, you may remove this stack of Imminent from all targets who possess it to apply the
# Dice Score of the Wound Roll against their Soak Value and calculate/apply Damage as usual."
# Strike 6 + 6 = 12 against Dodge 3 + 4 = 7: a hit; Wound d10 7 + Force 4 = 11.

DELAYED = tech(["Delayed"])


def delayed(dice: list[int]) -> Encounter:
    enc = duo(dice, a={"signatures": [DELAYED]})
    declare(enc)
    pass_instants(enc)
    choose(enc, "dodge")
    settle(enc)
    return enc


@pytest.mark.rule(RULE)
def test_delayed_hit_deals_no_damage_and_applies_imminent() -> None:
    """The hit rolls Wound 11 "but instead of your Opponent taking any Damage" B gains a stack
    of Imminent."""
    enc = delayed([6, 3, 7])
    assert number(enc, r"A Wound (\d+)") == 11
    assert lost(enc, "B") == 0
    assert stacks(enc, "B", "imminent") == 1


@pytest.mark.rule(RULE)
def test_delayed_detonation_applies_the_recorded_wound_against_soak() -> None:
    """The Instant Maneuver removes Imminent and applies the recorded Wound 11 against Soak 4:
    B loses 7. No new Wound is rolled (the next die, 9, would make it 13), and an Instant
    Maneuver has no Action Cost: A keeps its Actions."""
    enc = delayed([6, 3, 7, 9, 9, 9])
    actions = enc.fighter("A").actions
    choose(enc, "detonate")
    settle(enc)
    assert lost(enc, "B") == 7
    assert stacks(enc, "B", "imminent") == 0
    assert len(re.findall(r"A Wound", log(enc))) == 1
    assert enc.fighter("A").actions == actions


@pytest.mark.rule(RULE)
def test_delayed_miss_applies_no_imminent() -> None:
    """Only "If you hit": Strike 2 + 6 = 8 against 8 + 4 = 12 misses: no Wound, no Imminent,
    nothing to detonate."""
    enc = delayed([2, 8, 7])
    assert "A Wound" not in log(enc)
    assert stacks(enc, "B", "imminent") == 0
    assert not has(enc, "detonate")


@pytest.mark.rule(RULE)
def test_delayed_imminent_lasts_and_locks_the_technique() -> None:
    """Imminent stays "for the remainder of the Combat Encounter" (still on B in Round 2), and
    "While they possess this stack of Imminent, you cannot use this Signature Technique"."""
    enc = delayed([6, 3, 7])
    to_round_2(enc)
    assert stacks(enc, "B", "imminent") == 1
    assert lost(enc, "B") == 0
    assert not has(enc, "signature", "Tech")
    assert has(enc, "detonate")


@pytest.mark.rule(RULE)
def test_delayed_technique_is_free_again_once_detonated() -> None:
    """The lock lasts only "While they possess this stack": in Round 2, once A detonates (B
    loses 7), the technique is offered again."""
    enc = delayed([6, 3, 7])
    to_round_2(enc)
    choose(enc, "detonate")
    settle(enc)
    assert lost(enc, "B") == 7
    assert has(enc, "signature", "Tech")


@pytest.mark.rule(RULE)
def test_a_technique_without_delayed_damages_at_once() -> None:
    """The control: the same hit with a plain technique costs B 11 - 4 = 7 Life at once and
    gives no Imminent."""
    enc = duo([6, 3, 7], a={"signatures": [tech()]})
    declare(enc)
    pass_instants(enc)
    choose(enc, "dodge")
    assert lost(enc, "B") == 7
    assert stacks(enc, "B", "imminent") == 0


# --- Personal Bomb ------------------------------------------------------------------------------
# "Requirement: Delayed, Sphere AoE." "Effect: If this Attacking Maneuver would target multiple
# Characters, you can instead select a single target. When you remove this Signature Technique's
# only stack of Imminent, apply this Signature Technique's AoE (centered on the target the stack
# of Imminent was on). All Characters (other than the initial target) within that AoE act as if
# they were targeted by this Signature Technique - make a new Strike Roll against those
# Characters as if this Signature Technique was an Attacking Maneuver that did not possess the
# Delayed Advantage. All targets of this Signature Technique receive the initially rolled Wound
# Roll as usual."
# A Clearing (Sphere) technique. A at (2, 2); B at (4, 2); B's ally C at (5, 2), adjacent to B
# (inside any Sphere centered on B); B's ally D at (14, 2), ten squares from B (outside it).
# Dice after the four Initiative d10s: Strike 6 + 6 = 12 against B's Dodge 3 + 4 = 7 (hit),
# Wound 7 + 4 = 11 (recorded); at the blast a new Strike at C, 5 + 6 = 11, against C's Dodge.

BOMB = tech(["Delayed", "Personal Bomb"], profile="Clearing")


def bomb_field(signature: dict[str, Any], dice: list[int]) -> Encounter:
    return start(
        [
            fighter("A", "A", (2, 2)),
            fighter("B", "B", (4, 2)),
            fighter("B", "B", (5, 2), "C"),
            fighter("B", "B", (14, 2), "D"),
        ],
        {"A": sheet("Alpha", signatures=[signature]), "B": sheet("Beta")},
        [9, 5, 4, 3, *dice],
        width=16,
    )


def planted(c_dodge: int = 2, single: bool = True) -> Encounter:
    """A's Personal Bomb technique on B's square, on B alone (or on everyone in the Sphere)."""
    enc = bomb_field(BOMB, [6, 3, 7, 5, c_dodge, 5, 5])
    declare(enc, x=4, y=2)
    if single:
        choose(enc, "personal_bomb", target="B")
    else:
        choose(enc, "no_personal_bomb")
    settle(enc)
    return enc


@pytest.mark.rule(RULE)
def test_personal_bomb_may_aim_at_a_single_target() -> None:
    """ "If this Attacking Maneuver would target multiple Characters, you can instead select a
    single target": B alone is struck and gains Imminent; C, also in the Sphere, is not
    struck."""
    enc = planted()
    assert strikes(enc) == [12]
    assert "C Dodge" not in log(enc)
    assert stacks(enc, "B", "imminent") == 1
    assert stacks(enc, "C", "imminent") == 0
    assert lost(enc, "B") == lost(enc, "C") == 0


@pytest.mark.rule(RULE)
def test_personal_bomb_blast_strikes_around_the_target_with_the_recorded_wound() -> None:
    """Detonated: B takes the recorded Wound 11 - Soak 4 = 7; C, inside the Sphere centered on
    B, gets a new Strike 5 + 6 = 11 against Dodge 2 + 4 = 6 (hit) and receives "the initially
    rolled Wound Roll": 11 - 4 = 7. D, ten squares away, is untouched."""
    enc = planted(c_dodge=2)
    choose(enc, "detonate")
    settle(enc)
    assert lost(enc, "B") == 7
    assert strikes(enc) == [12, 11]
    assert lost(enc, "C") == 7
    assert len(re.findall(r"A Wound", log(enc))) == 1
    assert "D Dodge" not in log(enc)
    assert lost(enc, "D") == 0


@pytest.mark.rule(RULE)
def test_personal_bomb_blast_can_be_dodged() -> None:
    """The new Strike is a real Clash: 5 + 6 = 11 against C's Dodge 8 + 4 = 12 misses C, who
    loses nothing; B still takes 7."""
    enc = planted(c_dodge=8)
    choose(enc, "detonate")
    settle(enc)
    assert lost(enc, "B") == 7
    assert lost(enc, "C") == 0


@pytest.mark.rule(RULE)
def test_delayed_without_personal_bomb_detonates_on_the_target_only() -> None:
    """The control: a Delayed Clearing technique without Personal Bomb, placed where its
    Sphere holds B alone (C adjacent to B but outside it): the detonation costs B 7 and
    makes no Strike at C."""
    enc = bomb_field(tech(["Delayed"], profile="Clearing"), [6, 3, 7, 5, 2, 5, 5])
    alone = [o for o in options(enc, "signature") if o.label.endswith("(hits B)")]
    assert alone, "no square whose Sphere holds B alone"
    enc.choose(alone[0])
    finish_declaration(enc)
    settle(enc)
    choose(enc, "detonate")
    settle(enc)
    assert lost(enc, "B") == 7
    assert strikes(enc) == [12]
    assert lost(enc, "C") == 0


@pytest.mark.rule(RULE)
def test_personal_bomb_needs_the_only_stack_of_imminent() -> None:
    """The blast comes "When you remove this Signature Technique's only stack of Imminent":
    aimed at everyone in the Sphere, B and C are both struck (one Strike 6 + 6 = 12 against
    B's Dodge 3 + 4 = 7 and C's 5 + 4 = 9), both gain Imminent, and the detonation gives each
    the recorded Wound 7 + 4 = 11, less Soak 4: 7, with no further Strike."""
    enc = bomb_field(BOMB, [6, 3, 5, 7, 5, 5])
    declare(enc, x=4, y=2)
    choose(enc, "no_personal_bomb")
    settle(enc)
    assert stacks(enc, "B", "imminent") == 1
    assert stacks(enc, "C", "imminent") == 1
    struck = len(strikes(enc))
    choose(enc, "detonate")
    settle(enc)
    assert lost(enc, "B") == 7
    assert lost(enc, "C") == 7
    assert len(strikes(enc)) == struck


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(
    "signature",
    [
        tech(["Personal Bomb"], profile="Clearing"),
        tech(["Delayed", "Personal Bomb"], profile="Blast"),
        tech(["Delayed", "Personal Bomb"]),
    ],
    ids=["no-delayed", "cone", "no-area"],
)
def test_personal_bomb_needs_delayed_and_a_sphere(signature: dict[str, Any]) -> None:
    """ "Requirement: Delayed, Sphere AoE": refused without Delayed, on a Cone (Blast) and on
    a Simple technique; accepted on a Delayed Clearing (Sphere)."""
    error = refusal(signature)
    assert "Personal Bomb" in error, error
    assert refusal(BOMB) == ""
