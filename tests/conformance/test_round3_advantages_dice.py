"""Round 3, Signature Technique Advantages that roll more dice, win Clashes and stack power:
Twin Linked, Alotta Lotta Attacks, Low Stakes Attack, Power Burst, Trick Attack and Brutal
Blitz. Blind conformance tests written from the public Foundry VTT system's Advantage files
(reference S2, IvoPierucci/dbu-ttrpg, traits/signature/advantages/<name>.dbu: the ``Effect:``
and ``Requirement:`` lines of each, quoted in every test; Fake Out and Charging Assault, which
two of them build on, from the same folder), read with:

- seed 001 (Actions & Maneuvers): the Signature Technique Maneuver [1/Round] (1 Action), the
  Duel Maneuver and its Duel Clash ("the higher of each Character's Force or Magic Modifier",
  the Tier of Power Extra Dice of the Wound Roll, "+1(T) for every ... Super Stack they
  possess"), 3 Actions a Combat Round;
- seed 000 (Core Rules): Clashes, the defender winning ties;
- the public Profile texts (dbu-rpg.com's Foundations & Profiles, as transcribed in
  /work/shared/reference/dbu-rules-gaps.md section 6): Combination ("After you hit an Opponent
  ... roll your Strike Roll ... against the Dice Score of their Dodge Roll ... an additional 3
  times. For every additional time your Strike Roll exceeds their Dice Score, increase the
  Wound Roll by an additional 2(T)"), Blitz ("gains the Charging Assault Advantage for free";
  "If you move a number of Squares that exceeds your Normal Speed due to the effects of
  Charging Assault, increase the Wound Roll ... by 1/2 of your Agility Modifier"; as a
  Signature Technique "reduce the KP Cost by 2(T)"), and the aptitudes of section 2 (Normal
  Speed 2 + AG/2, Boosted Speed AG + 2, Defense Value = AG) and Skills of section 11;
- reference 6: a Signature Technique costs Profile KP + ceil(TP / 5), TP = 8 + each rank's
  price (+4 for an Ultimate).

Everything goes through the public API: sheets as plain data, fixed dice (two Initiative d10s,
A 9 and B 5, then every other die in order), decisions picked by kind and arguments, the event
log. Every fighter is a plain Earthling (``actions_b_support.sheet``): Agility 4 (Haste 2,
Defense Value 4), Insight 4 (Awareness 4), Force 4, Tenacity 4 (Soak 4), Personality 2. Power
Level 4 is Tier of Power 1 ((T) = (bT) = 1, one d10 a roll); Power Level 5 to 9 is Tier 2 (a
d10 and a d4 a roll). A plain Strike is d10 + 6, a Dodge d10 + 4, a Wound d10 + Force 4.

Skill Clashes here are won or lost by a wide margin (natural 8 against natural 2), so the
outcome does not hang on which published Skill-bonus formula is used (section 11: half the
Score or the full Score, plus 2 a rank)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter

from .actions_b_support import (
    attack,
    choose,
    duo,
    fighter,
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


def settle(enc: Encounter) -> None:
    """Let every pending Instant window, Exploit and Fake Out follow-up go."""
    while enc.decision is not None and enc.decision.kind in ("instant", "exploit", "fake_out"):
        choose(enc, "pass")


def hit_with(
    dice: list[int],
    signature: dict[str, Any],
    a: dict[str, Any] | None = None,
    b: dict[str, Any] | None = None,
) -> Encounter:
    """A attacks the adjacent B with ``signature`` (no Modifier, no wager); B Dodges."""
    enc = duo(dice, a={**(a or {}), "signatures": [signature]}, b=b)
    attack(enc, signature["name"], kind="signature")
    pass_instants(enc)
    choose(enc, "dodge")
    return enc


def refusal(signature: dict[str, Any], **attributes: Any) -> str:
    """The sheet error for A holding ``signature``, or "" when the sheet is accepted."""
    try:
        duo([], a={**attributes, "signatures": [signature]})
    except Exception as err:  # refused when the sheet is read
        return str(err)
    return ""


def strike(enc: Encounter) -> int:
    return number(enc, r"A Strike (-?\d+)")


def wound(enc: Encounter) -> int:
    return number(enc, r"A Wound (-?\d+)")


def lost(enc: Encounter, fid: str = "B") -> int:
    """Life ``fid`` lost in the fight, by the log (0 when untouched)."""
    return sum(int(n) for n in re.findall(rf"{fid} loses (\d+) Life", log(enc)))


def paid(enc: Encounter) -> int:
    return number(enc, r"A pays (\d+) KP for Tech")


# --- Technique Points ---------------------------------------------------------------------------


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(
    ("signature", "kp"),
    [
        # Twin-Linked "TP Cost: 10": Simple 0 + ceil(18 / 5) = 4.
        (tech(["Twin Linked (Strike)"]), 4),
        # Alotta Lotta Attacks "3 (First Rank), 5 (Second Rank), 7 (Third Rank)": Combination 3
        # + ceil(11 / 5) = 6; + ceil(16 / 5) = 7; + ceil(23 / 5) = 8.
        (tech(["Alotta Lotta Attacks"], profile="Combination"), 6),
        (tech([ranked("Alotta Lotta Attacks", 2)], profile="Combination"), 7),
        (tech([ranked("Alotta Lotta Attacks", 3)], profile="Combination"), 8),
        # Fake Out 10 + Low Stakes Attack 5: ceil(23 / 5) = 5.
        (tech(["Fake Out", "Low Stakes Attack"]), 5),
        # Power Burst "6 (First Rank), 5 (Second Rank), 4 (Third Rank)" on an Ultimate (+4):
        # ceil(18 / 5) = 4; ceil(23 / 5) = 5; ceil(27 / 5) = 6.
        (tech(["Power Burst"], ultimate=True), 4),
        (tech([ranked("Power Burst", 2)], ultimate=True), 5),
        (tech([ranked("Power Burst", 3)], ultimate=True), 6),
        # Trick Attack "TP Cost: 4": ceil(12 / 5) = 3.
        (tech(["Trick Attack (Bluff)"]), 3),
        # Brutal Blitz "TP Cost: 5": Blitz 4 + ceil(13 / 5) - 2 = 5.
        (tech(["Brutal Blitz"], profile="Blitz", foundation="physical"), 5),
    ],
    ids=[
        "twin-linked",
        "alotta-1",
        "alotta-2",
        "alotta-3",
        "fake-out-low-stakes",
        "power-burst-1",
        "power-burst-2",
        "power-burst-3",
        "trick-attack",
        "brutal-blitz",
    ],
)
def test_technique_points_of_the_six_advantages(signature: dict[str, Any], kp: int) -> None:
    """Reference 6: KP = Profile KP + ceil(TP / 5), TP = 8 + each rank's TP Cost (+4 for an
    Ultimate); Blitz as a Signature Technique costs 2(T) less. Tier 1, A with 2 Bluff ranks."""
    enc = duo([8, 2, 6, 3, 7], a={"skills": {"bluff": 2}, "signatures": [signature]})
    attack(enc, "Tech", kind="signature")
    assert paid(enc) == kp


# --- Twin Linked --------------------------------------------------------------------------------
# "Choose Strike or Wound. When making the selected Combat Roll for this Attacking Maneuver, roll
# it a second time and use the highest Dice Score of the two rolls. If you select Strike, this
# effect is not applied to the additional Strike Rolls made with the Combination Profile."


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(("first", "second"), [(3, 8), (8, 3)])
def test_twin_linked_strike_keeps_the_higher_of_two_strike_rolls(first: int, second: int) -> None:
    """Twin Linked (Strike): two Strike d10s, 3 and 8 in either order: Strike 8 + Haste 2 +
    Awareness 4 = 14 against B's Dodge 5 + 4 = 9, a hit; the Wound (one d10, 7) is 7 + 4 = 11."""
    enc = hit_with([first, second, 5, 7], tech(["Twin Linked (Strike)"]))
    assert strike(enc) == 14
    assert wound(enc) == 11
    assert lost(enc) == 7  # 11 - Soak 4


@pytest.mark.rule(RULE)
def test_without_twin_linked_the_same_dice_miss() -> None:
    """The same dice with a plain technique: Strike 3 + 6 = 9 against Dodge 8 + 4 = 12, a
    miss (the second die is B's Dodge now)."""
    enc = hit_with([3, 8, 5, 7], tech())
    assert strike(enc) == 9
    assert lost(enc) == 0


@pytest.mark.rule(RULE)
def test_twin_linked_strike_rolls_the_wound_once() -> None:
    """Twin Linked (Strike) touches only "the selected Combat Roll": Strike d10s 6 and 3 (12),
    Dodge 3 (7), then a single Wound d10 4: Wound 4 + 4 = 8 (a second Wound die, 8, would
    have made it 12)."""
    enc = hit_with([6, 3, 3, 4, 8], tech(["Twin Linked (Strike)"]))
    assert strike(enc) == 12
    assert wound(enc) == 8


@pytest.mark.rule(RULE)
def test_twin_linked_wound_keeps_the_higher_of_two_wound_rolls() -> None:
    """Twin Linked (Wound): one Strike d10 6 (12) against Dodge 3 (7); two Wound d10s 4 and 8:
    Wound 8 + 4 = 12, B loses 12 - 4 = 8."""
    enc = hit_with([6, 3, 4, 8], tech(["Twin Linked (Wound)"]))
    assert strike(enc) == 12
    assert wound(enc) == 12
    assert lost(enc) == 8


@pytest.mark.rule(RULE)
def test_twin_linked_strike_is_not_applied_to_combinations_extra_strikes() -> None:
    """ "If you select Strike, this effect is not applied to the additional Strike Rolls made
    with the Combination Profile." Combination with Twin Linked (Strike): Strike d10s 3 and 8
    (14) against Dodge 5 + 4 = 9, a hit; three extra Strikes of one d10 each: 2, 6, 6 = 8, 12,
    12, of which two exceed 9: +2 x 2(T) = +4; Wound d10 7: 7 + 4 + 4 = 15. (Rolled twice, the
    extras would have been 12, 13, 11: three successes and another Wound die.)"""
    enc = hit_with(
        [3, 8, 5, 2, 6, 6, 7],
        tech(["Twin Linked (Strike)"], profile="Combination"),
    )
    assert strike(enc) == 14
    assert wound(enc) == 15


@pytest.mark.rule(RULE)
def test_twin_linked_needs_a_chosen_roll() -> None:
    """Twin-Linked: "Choose Strike or Wound": taken without the choice it is refused."""
    assert "Twin Linked" in refusal(tech(["Twin Linked"]))


# --- Alotta Lotta Attacks -----------------------------------------------------------------------
# Requirement: Combination Profile. "After you hit an Opponent, roll your Strike Roll an
# additional time for each rank of this Advantage."


@pytest.mark.rule(RULE)
@pytest.mark.parametrize("rank", [0, 1, 2, 3])
def test_alotta_lotta_attacks_rolls_one_more_strike_per_rank(rank: int) -> None:
    """A Combination technique hits (Strike 6 + 6 = 12 against Dodge 3 + 4 = 7) and rolls 3 +
    rank extra Strikes, each d10 6 = 12 > 7, so each adds 2(T): Wound d10 7 + Force 4 +
    2 x (3 + rank). With one Strike too few, the last 6 would be the Wound die instead."""
    advantages = [ranked("Alotta Lotta Attacks", rank)] if rank else []
    enc = hit_with([6, 3] + [6] * (3 + rank) + [7], tech(advantages, profile="Combination"))
    assert wound(enc) == 11 + 2 * (3 + rank)
    assert lost(enc) == 7 + 2 * (3 + rank)


@pytest.mark.rule(RULE)
def test_alotta_lotta_attacks_extra_strikes_must_exceed_the_dodge() -> None:
    """The extra Strikes are Combination's own: each counts only when it "exceeds their Dice
    Score". Rank 2: Dodge 5 + 4 = 9; five extra Strikes 6, 3, 6, 3, 6 = 12, 9, 12, 9, 12: the
    two 9s tie and do not count: 3 successes, +6; Wound 7 + 4 + 6 = 17."""
    enc = hit_with(
        [6, 5, 6, 3, 6, 3, 6, 7],
        tech([ranked("Alotta Lotta Attacks", 2)], profile="Combination"),
    )
    assert wound(enc) == 17


@pytest.mark.rule(RULE)
def test_alotta_lotta_attacks_success_is_times_tier_at_tier_2() -> None:
    """At Tier 2 each success is 2(T) = 4: one rank adds a fourth successful Strike, so the
    Wound is 4 higher than the same technique's without it. Every die is a 5 or a 1 (d4):
    Strike 5 + 1 + 6 = 12 against Dodge 3 + 1 + 4 = 8; extra Strikes 12 each."""
    dice = [5, 1, 3, 1] + [5, 1] * 3
    plain = hit_with([*dice, 7, 1], tech(profile="Combination"), a={"pl": 5}, b={"pl": 5})
    more = hit_with(
        [*dice, 5, 1, 7, 1],
        tech(["Alotta Lotta Attacks"], profile="Combination"),
        a={"pl": 5},
        b={"pl": 5},
    )
    assert wound(plain) == 7 + 1 + 4 + 3 * 4
    assert wound(more) - wound(plain) == 4


@pytest.mark.rule(RULE)
def test_alotta_lotta_attacks_rolls_nothing_on_a_miss() -> None:
    """ "After you hit an Opponent": A misses (Strike 2 + 6 = 8 against Dodge 9 + 4 = 13), so no
    extra Strike is rolled; A's next attack, a Simple Basic Attack, rolls the very next die:
    Strike 6 + 6 = 12."""
    enc = hit_with(
        [2, 9, 6, 3, 7, 5, 5, 5], tech([ranked("Alotta Lotta Attacks", 3)], profile="Combination")
    )
    assert lost(enc) == 0
    settle(enc)
    attack(enc, "Simple, energy")
    pass_instants(enc)
    choose(enc, "dodge")
    assert strike(enc) == 12


@pytest.mark.rule(RULE)
def test_alotta_lotta_attacks_needs_the_combination_profile() -> None:
    """Alotta Lotta Attacks: "Requirement: Combination Profile." Refused on a Simple technique."""
    assert "Alotta Lotta Attacks" in refusal(tech(["Alotta Lotta Attacks"]))


# --- Low Stakes Attack --------------------------------------------------------------------------
# Requirement: Fake Out Advantage. "This Signature Technique does not count towards your uses of
# the Signature Technique Maneuver." Seed 001: "Signature Technique Maneuver [1/Round]" (1
# Action; 3 Actions a round). Fake Out (Super Signature, 2+ Bluff ranks): a Clash (Bluff vs
# Intuition) at Attack Declaration, and "you cannot use a Signature Technique with the Fake Out
# Advantage if you've already used one during this Combat Round". A wins that Clash here (8
# against 2), B Dodges, and A lets the Fake Out follow-up go.

FEINT_LOW = tech(["Fake Out", "Low Stakes Attack"], name="Feint")
FEINT = tech(["Fake Out"], name="Feint")
BLAST = tech(name="Blast")


def feint_first(feint: dict[str, Any]) -> Encounter:
    """A (Bluff 2 ranks) uses ``feint`` on B, who Dodges (Clash 8 vs 2, Strike 6, Dodge 3,
    Wound 7), and is back at its turn with 2 Actions left."""
    enc = duo(
        [8, 2, 6, 3, 7] + [6, 3, 7] * 4,
        a={"skills": {"bluff": 2}, "signatures": [feint, BLAST]},
    )
    attack(enc, "Feint", kind="signature")
    pass_instants(enc)
    choose(enc, "dodge")
    settle(enc)
    assert enc.decision.kind == "turn"
    assert enc.decision.actor == "A"
    return enc


def signatures_offered(enc: Encounter) -> set[str]:
    return {o.args.get("signature") for o in options(enc, "signature")}


@pytest.mark.rule(RULE)
def test_low_stakes_attack_leaves_the_signature_maneuver_for_another_technique() -> None:
    """After a Low Stakes Attack technique, A still has its one Signature Technique Maneuver of
    the round: Blast is offered and used."""
    enc = feint_first(FEINT_LOW)
    assert "Blast" in signatures_offered(enc)
    attack(enc, "Blast", kind="signature")
    assert "A attacks B with Blast" in log(enc)


@pytest.mark.rule(RULE)
def test_without_low_stakes_attack_a_fake_out_uses_the_round_signature() -> None:
    """The same Fake Out technique without Low Stakes Attack is the round's Signature Technique
    Maneuver ([1/Round]): Blast is no longer offered."""
    enc = feint_first(FEINT)
    assert "Blast" not in signatures_offered(enc)


@pytest.mark.rule(RULE)
def test_low_stakes_attack_does_not_lift_the_limit_for_other_techniques() -> None:
    """Low Stakes Attack frees only its own technique: after it and Blast, A has an Action
    left but no Signature Technique at all: Blast has used the 1/Round, and Fake Out's own
    "cannot use ... if you've already used one during this Combat Round" keeps the Feint
    back."""
    enc = feint_first(FEINT_LOW)
    attack(enc, "Blast", kind="signature")
    pass_instants(enc)
    choose(enc, "dodge")
    settle(enc)
    assert enc.decision.kind == "turn"
    assert enc.decision.actor == "A"
    assert enc.fighter("A").actions == 1
    assert signatures_offered(enc) == set()


@pytest.mark.rule(RULE)
def test_low_stakes_attack_needs_fake_out() -> None:
    """Low Stakes Attack: "Requirement: Fake Out Advantage." Refused without it."""
    assert "Low Stakes Attack" in refusal(tech(["Low Stakes Attack"]), skills={"bluff": 2})


# --- Power Burst --------------------------------------------------------------------------------
# Requirement: Ultimate Signature Technique. "For each rank of this Advantage, gain 1 Super Stack
# for the duration of this Attacking Maneuver, ignoring the penalties to your Strike Roll from
# the Muscle Penalty." Seed 001, Duel Clash: "A Character's Duel Clash roll is also increased by
# 1(T) for every: ... Super Stack they possess". A attacks with a Ki Wager of 10(bT), B answers
# with a Duel (a Simple energy Basic Attack), and neither wagers on the first Duel Clash.


def burst_duel(
    rank: int, dice: list[int], pl: int = 4, wager: int = 10
) -> tuple[Encounter, int, int]:
    """A's Ultimate (Power Burst ``rank``, 0 for none) is Dueled by B; the first Duel Clash's
    Dice Scores (A, B)."""
    advantages = [ranked("Power Burst", rank)] if rank else []
    enc = duo(dice, a={"pl": pl, "signatures": [tech(advantages, ultimate=True)]}, b={"pl": pl})
    attack(enc, "Tech", kind="signature", wager=wager)
    pass_instants(enc)
    choose(enc, "duel", profile="Simple")
    choose(enc, "no_escape")
    choose(enc, "duel_wager", kp=0)
    choose(enc, "duel_wager", kp=0)
    return enc, *duel_clash(enc)


def duel_clash(enc: Encounter, n: int = 1) -> tuple[int, int]:
    found = re.search(rf"Duel Clash {n}: A (\d+) = .* vs B (\d+) = ", log(enc))
    assert found, log(enc)
    return int(found.group(1)), int(found.group(2))


@pytest.mark.rule(RULE)
@pytest.mark.rule("dbu.counter.duel.clash")
@pytest.mark.parametrize("rank", [0, 1, 2, 3])
def test_power_burst_adds_1t_per_rank_to_the_duel_clash(rank: int) -> None:
    """Each rank is a Super Stack, +1(T) on A's Duel Clash: d10 6 + Force 4 + rank. The stacks
    are A's: B's Duel Clash stays d10 3 + Force 4 = 7."""
    _, a, b = burst_duel(rank, [6, 3])
    assert (a, b) == (10 + rank, 7)


@pytest.mark.rule(RULE)
@pytest.mark.rule("dbu.counter.duel.clash")
def test_power_burst_is_times_tier_at_tier_2() -> None:
    """At Tier 2 (Power Level 9; the Duel needs a Ki Wager of 10(bT) = 20) each Super Stack is
    +1(T) = 2: two ranks put A's Duel Clash 4 above the same Ultimate's without them
    (d10 5 + d4 2 + Force 4 = 11, and 15 with Power Burst 2)."""
    _, plain, _ = burst_duel(0, [5, 2, 3, 1], pl=9, wager=20)
    _, burst, _ = burst_duel(2, [5, 2, 3, 1], pl=9, wager=20)
    assert (plain, burst) == (11, 15)


@pytest.mark.rule(RULE)
@pytest.mark.rule("dbu.counter.duel.clash")
def test_power_burst_stacks_last_only_for_that_attacking_maneuver() -> None:
    """ "for the duration of this Attacking Maneuver": A hits B with the Power Burst 3 Ultimate
    (no wager; Strike 6 against Dodge 3, Wound 7), then makes a Simple Basic Attack with a Ki
    Wager of 10 that B Duels: A's Duel Clash is d10 6 + Force 4 = 10, with no Super Stack."""
    enc = hit_with([6, 3, 7, 6, 3], tech([ranked("Power Burst", 3)], ultimate=True))
    assert lost(enc) == 7
    settle(enc)
    attack(enc, "Simple, energy", wager=10)
    pass_instants(enc)
    choose(enc, "duel", profile="Simple")
    choose(enc, "no_escape")
    choose(enc, "duel_wager", kp=0)
    choose(enc, "duel_wager", kp=0)
    assert duel_clash(enc) == (10, 7)


@pytest.mark.rule(RULE)
@pytest.mark.rule("dbu.counter.duel.clash")
def test_power_burst_on_the_duelists_initiating_attack() -> None:
    """Seed 001, Duel: "You may trigger any effects that would occur upon using an Attacking
    Maneuver when initiating a Duel Maneuver, as if you had used your Initiating Attack". B
    Duels A's Simple Basic Attack (Ki Wager 10) with its own Power Burst 2 Ultimate: B's Duel
    Clash is d10 3 + Force 4 + 2 = 9, A's d10 6 + 4 = 10."""
    burst = tech([ranked("Power Burst", 2)], ultimate=True, name="Burst")
    enc = duo([6, 3], b={"signatures": [burst]})
    attack(enc, "Simple, energy", wager=10)
    pass_instants(enc)
    choose(enc, "duel", signature="Burst")
    choose(enc, "no_escape")
    choose(enc, "duel_wager", kp=0)
    choose(enc, "duel_wager", kp=0)
    assert duel_clash(enc) == (10, 9)


@pytest.mark.rule(RULE)
def test_power_burst_needs_an_ultimate() -> None:
    """Power Burst: "Requirement: Ultimate Signature Technique." Refused on a Super one."""
    assert "Power Burst" in refusal(tech(["Power Burst"]))


# --- Trick Attack -------------------------------------------------------------------------------
# Requirement: 2+ Skill Ranks in Bluff or Acrobatics. "Select a Skill - Bluff or Acrobatics. When
# you target an Opponent with this Attacking Maneuver, make a Clash (Your selected Skill vs
# Intuition/Perception). If you win, this Attacking Maneuver has its Strike Roll increased by
# 2(bT)." The Clash comes when A targets B, before the Strike: its two dice (A's Skill, B's
# Intuition or Perception) come first. B has no rank in either.


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(
    ("skill", "clash", "hit"),
    [
        ("Bluff", [8, 2], True),
        ("Acrobatics", [8, 2], True),
        ("Bluff", [2, 8], False),
        ("Acrobatics", [2, 8], False),
    ],
    ids=["bluff-won", "acrobatics-won", "bluff-lost", "acrobatics-lost"],
)
def test_trick_attack_won_turns_a_miss_into_a_hit(skill: str, clash: list[int], hit: bool) -> None:
    """Strike d10 6 + 6 = 12 against B's Dodge 9 + 4 = 13 misses. Won (A's Skill d10 8 with 2
    ranks against B's d10 2 with none), the Strike is 12 + 2 = 14 and hits: Wound 7 + 4 = 11,
    B loses 7 (the Wound is untouched). Lost (2 against 8), the Strike stays 12: a miss."""
    enc = hit_with(
        [*clash, 6, 9, 7],
        tech([f"Trick Attack ({skill})"]),
        a={"skills": {skill.lower(): 2}},
    )
    assert skill in log(enc)
    if hit:
        assert lost(enc) == 7
        assert wound(enc) == 11
    else:
        assert lost(enc) == 0
        assert "A Wound" not in log(enc)


@pytest.mark.rule(RULE)
def test_without_trick_attack_the_same_strike_misses() -> None:
    """The baseline: Strike 6 + 6 = 12 against Dodge 9 + 4 = 13, a miss."""
    enc = hit_with([6, 9, 7], tech())
    assert strike(enc) == 12
    assert lost(enc) == 0


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(("dodge_d4", "hit"), [(3, True), (4, False)])
def test_trick_attack_is_2bt_at_tier_2(dodge_d4: int, hit: bool) -> None:
    """At base Tier 2 (Power Level 5) the bonus is 2(bT) = 4. A wins the Clash (d10 8 + d4 2
    with 2 ranks against d10 2 + d4 1 with none); Strike d10 6 + d4 1 + 6 = 13, + 4 = 17.
    Against Dodge 9 + 3 + 4 = 16 it hits; against 9 + 4 + 4 = 17 the tie goes to B."""
    enc = hit_with(
        [8, 2, 2, 1, 6, 1, 9, dodge_d4, 7, 1],
        tech(["Trick Attack (Bluff)"]),
        a={"pl": 5, "skills": {"bluff": 2}},
        b={"pl": 5},
    )
    assert (lost(enc) > 0) is hit


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(
    ("advantage", "skills"),
    [
        ("Trick Attack (Bluff)", {"bluff": 1}),
        ("Trick Attack (Acrobatics)", {"bluff": 2}),
        ("Trick Attack", {"bluff": 2}),
    ],
    ids=["one-rank", "ranks-in-the-other-skill", "no-skill-chosen"],
)
def test_trick_attack_needs_2_ranks_in_the_chosen_skill(
    advantage: str, skills: dict[str, int]
) -> None:
    """Trick Attack: "Requirement: 2+ Skill Ranks in Bluff or Acrobatics" and "Select a
    Skill": refused with 1 rank, with the ranks in the other Skill, and with no Skill chosen."""
    assert "Trick Attack" in refusal(tech([advantage]), skills=skills)


# --- Brutal Blitz -------------------------------------------------------------------------------
# Requirement: Blitz Profile. "If you move a number of Squares equal to your Boosted Speed through
# the effects of Charging Assault, you may use your Agility as the Damage Attribute for that
# Attacking Maneuver." Charging Assault (free with Blitz): "move up to your Boosted Speed in a
# straight line towards your Opponent ... If you move more than 3 Squares through this effect,
# increase your Wound Roll by 1 for each Square you moved after the third. This bonus cannot
# exceed 2(T)." Blitz: "+1/2 of your Agility Modifier" on the Wound past Normal Speed.
# A has Agility 6: Normal Speed 2 + 3 = 5, Boosted Speed 6 + 2 = 8, Haste 3.


def blitz(
    distance: int,
    advantages: list[Any],
    a: dict[str, Any] | None = None,
    keep: str | None = None,
) -> Encounter:
    """A at (1, 2) declares a physical Blitz technique on B ``distance`` squares east, rushes
    ``distance - 1`` squares to end adjacent; B Dodges. Dice: Strike 6, Dodge 3, Wound 7.
    ``keep`` names the Damage Attribute to pick if A is asked."""
    signature = tech(advantages, profile="Blitz", foundation="physical")
    enc = start(
        [fighter("A", "A", (1, 2)), fighter("B", "B", (1 + distance, 2))],
        {"A": sheet("Alpha", **{"ag": 6, **(a or {})}, signatures=[signature]), "B": sheet("Beta")},
        [9, 5, 6, 3, 7],
        width=16,
    )
    attack(enc, "Tech", kind="signature")
    while enc.decision is not None and enc.decision.actor == "A":
        if enc.decision.kind == "charging_assault":
            rush = [
                o for o in options(enc, "charging_assault") if o.args.get("squares") == distance - 1
            ]
            assert rush, [o.label for o in enc.decision.options]
            enc.choose(rush[0])
        elif keep is not None and any(keep in o.label for o in enc.decision.options):
            choose(enc, enc.decision.options[0].kind, keep)
        else:
            break
    pass_instants(enc)
    choose(enc, "dodge")
    return enc


@pytest.mark.rule(RULE)
def test_brutal_blitz_uses_agility_after_a_full_boosted_speed_charge() -> None:
    """B 9 squares away: A rushes 8 squares (its Boosted Speed). Wound d10 7 + Agility 6 (in
    place of Force 4) + Charging Assault min(8 - 3, 2(T)) = 2 + Blitz 6 / 2 = 3: 18."""
    enc = blitz(9, ["Brutal Blitz"], keep="Agility")
    assert enc.fighter("A").pos == (9, 2)
    assert wound(enc) == 18
    assert lost(enc) == 14


@pytest.mark.rule(RULE)
def test_blitz_without_brutal_blitz_keeps_force() -> None:
    """The same 8-square charge with a plain Blitz technique: 7 + Force 4 + 2 + 3 = 16."""
    enc = blitz(9, [])
    assert enc.fighter("A").pos == (9, 2)
    assert wound(enc) == 16


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(("distance", "wound_score"), [(8, 16), (6, 13), (1, 11)])
def test_brutal_blitz_needs_the_whole_boosted_speed(distance: int, wound_score: int) -> None:
    """Only a charge of "a number of Squares equal to your Boosted Speed" (8) lets Agility in.
    A 7-square rush keeps Force: 7 + 4 + Charging Assault 2 + Blitz 3 (7 exceeds Normal Speed
    5) = 16. A 5-square rush: 7 + 4 + Charging Assault 2 (5 - 3) and no Blitz bonus (5 does
    not exceed 5) = 13. On an adjacent B, no rush: 7 + 4 = 11."""
    enc = blitz(distance, ["Brutal Blitz"], keep="Agility")
    assert enc.fighter("A").pos == (distance, 2)
    assert wound(enc) == wound_score


@pytest.mark.rule(RULE)
def test_brutal_blitz_is_a_may_force_stays_when_higher() -> None:
    """ "you may use your Agility": with Force 8 and Agility 6, A keeps Force after the full
    8-square charge: 7 + 8 + 2 + 3 = 20."""
    enc = blitz(9, ["Brutal Blitz"], a={"fo": 8}, keep="Force")
    assert wound(enc) == 20


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(
    "signature",
    [
        tech(["Brutal Blitz"], foundation="physical"),
        tech(["Charging Assault", "Brutal Blitz"], foundation="physical"),
    ],
    ids=["simple", "simple-with-charging-assault"],
)
def test_brutal_blitz_needs_the_blitz_profile(signature: dict[str, Any]) -> None:
    """Brutal Blitz: "Requirement: Blitz Profile." Refused on a Simple physical technique, even
    one that bought Charging Assault."""
    assert "Brutal Blitz" in refusal(signature)
