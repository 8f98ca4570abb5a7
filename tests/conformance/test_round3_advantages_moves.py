"""Round 3, Signature Technique Advantages that stagger, linger, aim, move and answer: blind
conformance tests written from the public Foundry VTT system's Advantage files (reference S2,
IvoPierucci/dbu-ttrpg, traits/signature/advantages/<name>.dbu: the ``Effect:`` line or the
``text:`` of each, quoted in every test), read with seed 001 (Actions & Maneuvers: Thrust, Exploit,
Movement, Cross Counter, Called Shot), seed 000 (the Combat Round rule, Clashes) and the public
notes on the rules' gaps (/work/shared/reference/dbu-rules-gaps.md: Speeds, Damage over Time,
Health Thresholds, Staggered, Broken, Might), through the public API only (sheets as plain
data, fixed dice, decisions picked by kind and arguments, the event log).

Every fighter is a plain Earthling (``actions_b_support.sheet``): Agility 4 gives Haste 2,
Defense Value 4, Normal Speed 2 + 4/2 = 4 and Boosted Speed 4 + 2 = 6; Force 4 and Magic 1 give
Might 4; Tenacity 4 gives Soak 4 and Max Life 144 (Bruised below 72, Injured below 36).
Power Level 4 is Tier of Power 1 ((T) = (bT) = 1); Power Level 5 is Tier 2, rolling a d10 and
a d4. Dice run: the two Initiative d10s (A 9, B 5: A acts first), then every other die in order.
A Signature Technique costs Profile KP + ceil(TP / 5) (reference 6), TP = 8 + each rank's price.
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


def finish_declaration(enc: Encounter, actor: str) -> None:
    """No Modifier Maneuver and no Ki Wager for ``actor``'s attack being declared."""
    while enc.decision is not None and enc.decision.actor == actor:
        if enc.decision.kind == "modifier":
            choose(enc, "no_modifier")
        elif enc.decision.kind == "wager":
            choose(enc, "wager", kp=0)
        else:
            return


def declare(enc: Encounter, name: str = "Tech") -> None:
    """A declares the Signature Technique ``name`` on B (no Modifier, no Ki Wager)."""
    choose(enc, "signature", name)
    finish_declaration(enc, "A")


def hit_with(
    dice: list[int],
    signature: dict[str, Any],
    a: dict[str, Any] | None = None,
    b: dict[str, Any] | None = None,
    **extra: Any,
) -> Encounter:
    """A attacks the adjacent B with ``signature``; B Dodges."""
    enc = duo(dice, a={**(a or {}), "signatures": [signature]}, b=b, **extra)
    declare(enc, signature["name"])
    pass_instants(enc)
    choose(enc, "dodge")
    return enc


def refusal(signature: dict[str, Any], holder: str = "a", **attributes: Any) -> str:
    """The sheet error for A (or B) holding ``signature``, or "" when the sheet is accepted."""
    try:
        duo([6, 3, 7], **{holder: {**attributes, "signatures": [signature]}})
    except Exception as err:  # refused when the sheet is read
        return str(err)
    return ""


def strike(enc: Encounter, fid: str = "A") -> int:
    return number(enc, rf"{fid} Strike (-?\d+)")


def wound(enc: Encounter, fid: str = "A") -> int:
    return number(enc, rf"{fid} Wound (-?\d+)")


def lost(enc: Encounter, fid: str) -> int:
    return number(enc, rf"{fid} loses (\d+) Life")


def paid(enc: Encounter, who: str = "A", name: str = "Tech") -> int:
    return number(enc, rf"{who} pays (\d+) KP for {name}")


def stacks(enc: Encounter, fid: str, condition: str) -> int:
    return sum(
        getattr(e, "stacks", 1) or 1
        for e in enc.fighter(fid).effects
        if e.name.lower().replace("_", " ") == condition
    )


def line_index(enc: Encounter, pattern: str) -> int:
    """The index of the first event whose text matches ``pattern`` (-1 when none does)."""
    for i, event in enumerate(enc.events):
        if re.search(pattern, event.text):
            return i
    return -1


def kp_of(signature: dict[str, Any], pl: int = 4) -> int:
    """What A pays to declare ``signature`` on the adjacent B (no wager)."""
    enc = duo([6, 3, 7], a={"pl": pl, "signatures": [signature]}, b={"pl": pl})
    declare(enc, signature["name"])
    return paid(enc, name=signature["name"])


def turn_kinds(enc: Encounter) -> set[str]:
    assert enc.decision is not None
    assert enc.decision.kind == "turn"
    return {o.kind for o in enc.decision.options}


def end_turns_until(enc: Encounter, actor: str, round_: int) -> None:
    """End turns (skipping nothing else) until ``actor``'s turn in Combat Round ``round_``."""
    for _ in range(40):
        rounds = re.findall(r"Round (\d+) begins", log(enc))
        if enc.decision.actor == actor and int(rounds[-1]) == round_:
            return
        end_turn(enc)
    raise AssertionError(f"never reached {actor}'s turn in round {round_}:\n{log(enc)}")


# --- Staggering Attack --------------------------------------------------------------------------
# "If you inflict Damage to an Opponent with this Attacking Maneuver, make a Might Clash against
# your Opponent. If you win, they gain the Staggered Combat Condition until the end of their
# turn." Staggered: "You cannot use the Movement Maneuver, the Soar Maneuver, or move through
# your own effects." Might = max(Force, Magic) = 4; a Might Clash is 1d10 + Tier dice + Might,
# the defender winning ties (seed 000). Dice: Strike 6, Dodge 3 (12 vs 7: a hit), Wound 7
# (11 - Soak 4 = 7 Damage), then A's Might die, then B's.

STAGGER = tech(["Staggering Attack"])


@pytest.mark.rule(RULE)
def test_staggering_attack_staggers_on_a_won_might_clash() -> None:
    """Might Clash A 8 + 4 = 12 against B 2 + 4 = 6: A wins, B is Staggered, and on B's own
    turn the Movement Maneuver is not offered."""
    enc = hit_with([6, 3, 7, 8, 2], STAGGER)
    assert lost(enc, "B") == 7
    assert stacks(enc, "B", "staggered") == 1
    end_turn(enc)
    assert enc.decision.actor == "B"
    assert "move" not in turn_kinds(enc)


@pytest.mark.rule(RULE)
def test_staggering_attack_lasts_until_the_end_of_the_targets_turn() -> None:
    """Staggered "until the end of their turn": still on B through A's turn and B's, gone when
    B's turn is over (A's next turn), and B moves freely the round after."""
    enc = hit_with([6, 3, 7, 8, 2], STAGGER)
    end_turn(enc)
    assert enc.decision.actor == "B"
    assert stacks(enc, "B", "staggered") == 1
    end_turn(enc)
    assert enc.decision.actor == "A"
    assert stacks(enc, "B", "staggered") == 0
    end_turn(enc)
    assert enc.decision.actor == "B"
    assert "move" in turn_kinds(enc)


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(("a_die", "b_die"), [(2, 8), (5, 5)])
def test_staggering_attack_does_nothing_when_the_might_clash_is_not_won(
    a_die: int, b_die: int
) -> None:
    """Only "If you win": A 2 + 4 = 6 against B 8 + 4 = 12 loses; 5 + 4 against 5 + 4 is a tie,
    which the defender wins. B is not Staggered and may move on its turn."""
    enc = hit_with([6, 3, 7, a_die, b_die], STAGGER)
    assert "Might" in log(enc)  # the Clash was made
    assert stacks(enc, "B", "staggered") == 0
    end_turn(enc)
    assert "move" in turn_kinds(enc)


@pytest.mark.rule(RULE)
def test_staggering_attack_makes_no_clash_on_a_miss() -> None:
    """Only "If you inflict Damage": Strike 2 + 6 = 8 against Dodge 9 + 4 = 13 misses; no Might
    Clash is made and B is not Staggered."""
    enc = hit_with([2, 9, 7, 8, 2], STAGGER)
    assert "A Wound" not in log(enc)
    assert "Might" not in log(enc)
    assert stacks(enc, "B", "staggered") == 0


@pytest.mark.rule(RULE)
def test_staggering_attack_makes_no_clash_when_the_hit_deals_no_damage() -> None:
    """A hit that inflicts no Damage (Wound 2 + 4 = 6 against B's Soak 8, Tenacity 8) does not
    trigger it: no Might Clash, no Staggered."""
    enc = hit_with([6, 3, 2, 8, 2], STAGGER, b={"te": 8})
    assert wound(enc) == 6
    assert "Might" not in log(enc)
    assert stacks(enc, "B", "staggered") == 0


# --- Hefty Stagger ------------------------------------------------------------------------------
# "Increase the Dice Score for the Might Clash initiated through the effects of Staggering Attack
# by 1(T) for each rank of this Advantage." Requirement: Staggering Attack Advantage.


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(("rank", "staggered"), [(1, 0), (2, 1)])
def test_hefty_stagger_adds_1t_per_rank_to_the_might_clash(rank: int, staggered: int) -> None:
    """A's Might die 6, B's 7: A 6 + 4 + rank against B 7 + 4 = 11. One rank ties at 11 (the
    defender wins); two ranks make 12 and win."""
    enc = hit_with([6, 3, 7, 6, 7], tech(["Staggering Attack", ranked("Hefty Stagger", rank)]))
    assert number(enc, r"A Might (\d+)") == 10 + rank
    assert stacks(enc, "B", "staggered") == staggered


@pytest.mark.rule(RULE)
def test_hefty_stagger_without_it_the_same_clash_is_lost() -> None:
    """The same dice without Hefty Stagger: A 6 + 4 = 10 against 11, no Staggered."""
    enc = hit_with([6, 3, 7, 6, 7], STAGGER)
    assert number(enc, r"A Might (\d+)") == 10
    assert stacks(enc, "B", "staggered") == 0


@pytest.mark.rule(RULE)
def test_hefty_stagger_is_times_tier_at_tier_2() -> None:
    """At Tier 2 (Power Level 5, a d10 and a d4 on every roll), one rank adds 2: A's Might
    5 + 1 + 4 + 2 = 12 against B's 6 + 1 + 4 = 11 wins (at 1 a rank it would tie and lose).
    Strike 6 + 1 + 2 + 4 = 13 against Dodge 3 + 1 + 4 = 8; Wound 7 + 1 + 4 = 12."""
    enc = hit_with(
        [6, 1, 3, 1, 7, 1, 5, 1, 6, 1],
        tech(["Staggering Attack", "Hefty Stagger"]),
        a={"pl": 5},
        b={"pl": 5},
    )
    assert number(enc, r"A Might (\d+)") == 12
    assert stacks(enc, "B", "staggered") == 1


@pytest.mark.rule(RULE)
def test_hefty_stagger_touches_only_the_might_clash() -> None:
    """Two ranks leave the Strike (6 + 2 + 4 = 12) and the Wound (7 + 4 = 11) alone."""
    enc = hit_with([6, 3, 7, 6, 7], tech(["Staggering Attack", ranked("Hefty Stagger", 2)]))
    assert (strike(enc), wound(enc)) == (12, 11)


@pytest.mark.rule(RULE)
def test_hefty_stagger_needs_staggering_attack() -> None:
    """ "Requirement: Staggering Attack Advantage." Without it, the sheet is refused, or no Might
    Clash is made at all (there is no Staggering Attack Clash to raise)."""
    signature = tech([ranked("Hefty Stagger", 2)])
    error = refusal(signature)
    if error:
        assert "Hefty Stagger" in error or "Staggering" in error, error
        return
    enc = hit_with([6, 3, 7, 6, 7], signature)
    assert "Might" not in log(enc)
    assert stacks(enc, "B", "staggered") == 0


# --- Sustained ----------------------------------------------------------------------------------
# "If you deal Damage with this Signature Technique, your Opponent gains a Stack of DOT for each
# Rank of this Advantage. This effect lasts for 3 Combat Rounds. If the Opponent is dealt Damage
# by an Attacking Maneuver with this Advantage while suffering from this effect, reset the amount
# of Combat Rounds until this effect ends." DOT (reference 3c): "each stack costs 1(bT) LP at
# the start of your turn". Seed 000, Combat Round: an effect lasting x Combat Rounds ends at the
# start of a turn x Combat Rounds after the current one has ended.


def dot_ticks(enc: Encounter, fid: str = "B") -> list[int]:
    return [int(n) for n in re.findall(rf"{fid} loses (\d+) Life \(Damage over Time", log(enc))]


@pytest.mark.rule(RULE)
@pytest.mark.parametrize("rank", [1, 2, 3])
def test_sustained_gives_a_dot_stack_per_rank(rank: int) -> None:
    """B takes 7 Damage and gains one DOT stack a rank; at the start of B's turn each stack
    costs 1(bT) = 1 Life: B goes from 137 to 137 - rank."""
    enc = hit_with([6, 3, 7], tech([ranked("Sustained", rank)]))
    assert lost(enc, "B") == 7
    assert stacks(enc, "B", "dot") == rank
    end_turn(enc)
    assert enc.decision.actor == "B"
    assert dot_ticks(enc) == [rank]
    assert enc.fighter("B").life == 144 - 7 - rank


@pytest.mark.rule(RULE)
def test_sustained_dot_is_times_base_tier() -> None:
    """DOT costs 1(bT) a stack: at Tier 2 (both Power Level 5) one stack costs 2 Life at the
    start of B's turn. Strike 6 + 1 + 6 = 13 against Dodge 3 + 1 + 4 = 8."""
    enc = hit_with([6, 1, 3, 1, 7, 1], tech(["Sustained"]), a={"pl": 5}, b={"pl": 5})
    assert stacks(enc, "B", "dot") == 1
    end_turn(enc)
    assert dot_ticks(enc) == [2]


@pytest.mark.rule(RULE)
def test_sustained_lasts_three_combat_rounds() -> None:
    """Given in round 1, it "lasts for 3 Combat Rounds": B's DOT bites at the start of B's turn
    in rounds 1, 2 and 3 (2 Life each with two ranks), and is over by round 4: three ticks, no
    more through round 5."""
    enc = hit_with([6, 3, 7], tech([ranked("Sustained", 2)]))
    end_turns_until(enc, "B", 3)
    assert dot_ticks(enc) == [2, 2, 2]
    assert stacks(enc, "B", "dot") == 2
    end_turns_until(enc, "B", 5)
    assert dot_ticks(enc) == [2, 2, 2]
    assert stacks(enc, "B", "dot") == 0


@pytest.mark.rule(RULE)
def test_sustained_resets_when_hit_again_while_it_lasts() -> None:
    """Hit again in round 3 with the same technique, the 3 Combat Rounds start over: the DOT
    that would have ended by round 4 still bites B in rounds 4 and 5."""
    enc = hit_with([6, 3, 7, 6, 3, 7], tech(["Sustained"]))
    end_turns_until(enc, "A", 3)
    declare(enc)
    pass_instants(enc)
    choose(enc, "dodge")
    assert lost(enc, "B") == 7
    end_turns_until(enc, "B", 5)
    assert len(dot_ticks(enc)) == 5  # rounds 1 to 5
    assert stacks(enc, "B", "dot") >= 1


@pytest.mark.rule(RULE)
def test_sustained_without_a_second_hit_ends_as_usual() -> None:
    """The same fight without the second hit in round 3: no DOT in round 4."""
    enc = hit_with([6, 3, 7], tech(["Sustained"]))
    end_turns_until(enc, "B", 5)
    assert len(dot_ticks(enc)) == 3


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(("dice", "b"), [([2, 9, 7], {}), ([6, 3, 2], {"te": 8})])
def test_sustained_needs_damage(dice: list[int], b: dict[str, Any]) -> None:
    """Only "If you deal Damage": a miss (Strike 8 against Dodge 13) or a hit that deals none
    (Wound 2 + 4 = 6 against Soak 8) gives no DOT, and B loses nothing on its turn."""
    enc = hit_with(dice, tech([ranked("Sustained", 3)]), b=b)
    assert stacks(enc, "B", "dot") == 0
    end_turn(enc)
    assert dot_ticks(enc) == []


# --- Pinpoint Precision -------------------------------------------------------------------------
# Requirement: an AoE of Standard or Minor Magnitude, no Concentrated Strike. "If this Attacking
# Maneuver targets only a single Opponent, you can use the Called Shot Maneuver on this Attacking
# Maneuver. If you hit an Opponent with a Called Shot, apply a rank of the Broken Combat
# Condition until the start of your next turn." Called Shot (seed 001): "when making an Attacking
# Maneuver that does not have an Area of Effect ... decrease the Strike Roll ... by 2(T)".
# The technique is a Blast (a Cone AoE); B's ally C stands far away unless stated.

PRECISE = tech(["Pinpoint Precision"], profile="Blast")


def blast_field(signature: dict[str, Any], dice: list[int], c_at: tuple[int, int]) -> Encounter:
    """A at (2, 2) faces B at (3, 2); B's ally C is at ``c_at``."""
    return start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2)), fighter("B", "B", c_at, "C")],
        {"A": sheet("Alpha", signatures=[signature]), "B": sheet("Beta")},
        [9, 5, 4, *dice],
    )


def called_blast(dice: list[int], part: str = "head") -> Encounter:
    enc = blast_field(PRECISE, dice, (11, 7))
    choose(enc, "signature", "Tech", target="B")
    choose(enc, "modifier", called_shot=part)
    finish_declaration(enc, "A")
    pass_instants(enc)
    choose(enc, "dodge")
    return enc


@pytest.mark.rule(RULE)
def test_pinpoint_precision_allows_a_called_shot_on_a_single_target() -> None:
    """Only B is in the Cone: the Called Shot is offered on the Blast technique."""
    enc = blast_field(PRECISE, [6, 3, 7], (11, 7))
    choose(enc, "signature", "Tech", target="B")
    assert enc.decision.kind == "modifier"
    assert has(enc, "modifier", called_shot="head")


@pytest.mark.rule(RULE)
def test_pinpoint_precision_called_shot_hit_applies_one_broken() -> None:
    """A Called Shot: head: Strike 6 + 2 + 4 - 2(T) = 10 against Dodge 3 + 4 = 7, a hit for
    11 Wound (7 + 4): "apply a rank of the Broken Combat Condition"."""
    enc = called_blast([6, 3, 7])
    assert strike(enc) == 10
    assert lost(enc, "B") > 0
    assert stacks(enc, "B", "broken") == 1


@pytest.mark.rule(RULE)
def test_pinpoint_precision_broken_lasts_until_the_start_of_your_next_turn() -> None:
    """Broken "until the start of your next turn": on B through B's and C's turns, gone when
    A's next turn starts."""
    enc = called_blast([6, 3, 7])
    end_turn(enc)
    assert enc.decision.actor != "A"
    assert stacks(enc, "B", "broken") == 1
    end_turns_until(enc, "A", 2)
    assert stacks(enc, "B", "broken") == 0


@pytest.mark.rule(RULE)
def test_pinpoint_precision_called_shot_miss_applies_nothing() -> None:
    """Only "If you hit": Strike 6 + 6 - 2 = 10 against Dodge 8 + 4 = 12 misses, no Broken."""
    enc = called_blast([6, 8, 7])
    assert strike(enc) == 10
    assert "A Wound" not in log(enc)
    assert stacks(enc, "B", "broken") == 0


@pytest.mark.rule(RULE)
def test_pinpoint_precision_without_a_called_shot_applies_nothing() -> None:
    """The Broken comes only "with a Called Shot": the same hit with no Modifier leaves none."""
    enc = blast_field(PRECISE, [6, 3, 7], (11, 7))
    choose(enc, "signature", "Tech", target="B")
    finish_declaration(enc, "A")
    pass_instants(enc)
    choose(enc, "dodge")
    assert strike(enc) == 12
    assert stacks(enc, "B", "broken") == 0


@pytest.mark.rule(RULE)
def test_a_blast_without_pinpoint_precision_has_no_called_shot() -> None:
    """Called Shot is for an attack "that does not have an Area of Effect": a plain Blast
    technique on the lone B is not offered it."""
    enc = blast_field(tech(profile="Blast"), [6, 3, 7], (11, 7))
    choose(enc, "signature", "Tech", target="B")
    assert not (enc.decision.kind == "modifier" and has(enc, "modifier", called_shot="head"))


@pytest.mark.rule(RULE)
def test_pinpoint_precision_needs_a_single_opponent() -> None:
    """Only "If this Attacking Maneuver targets only a single Opponent": with C right behind B
    in the Cone, no Called Shot is offered, and the Blast does reach both."""
    enc = blast_field(PRECISE, [6, 3, 7, 6, 3, 7], (4, 2))
    choose(enc, "signature", "Tech", target="B")
    assert not (enc.decision.kind == "modifier" and has(enc, "modifier", called_shot="head"))
    finish_declaration(enc, "A")
    pass_instants(enc)
    actors = set()
    while enc.decision is not None and enc.decision.kind == "reaction":
        actors.add(enc.decision.actor)
        choose(enc, "dodge")
        pass_instants(enc)
    assert actors == {"B", "C"}


@pytest.mark.rule(RULE)
def test_pinpoint_precision_needs_an_area_of_effect() -> None:
    """ "Requirement: This Signature Technique possesses an AoE": on a Simple (single-target)
    technique it is refused on the sheet, or gives no Broken with a Called Shot."""
    signature = tech(["Pinpoint Precision"])
    error = refusal(signature)
    if error:
        assert "Pinpoint Precision" in error or "Area" in error, error
        return
    enc = duo([6, 3, 7], a={"signatures": [signature]})
    choose(enc, "signature", "Tech")
    choose(enc, "modifier", called_shot="head")
    finish_declaration(enc, "A")
    pass_instants(enc)
    choose(enc, "dodge")
    assert stacks(enc, "B", "broken") == 0


# --- Charging Assault ---------------------------------------------------------------------------
# "At Attack Declaration, you may move up to your Boosted Speed in a straight line towards your
# Opponent before any rolls, as long as your Movement would end with them in your Melee Range. If
# you move more than 3 Squares through this effect, increase your Wound Roll by 1 for each Square
# you moved after the third. This bonus cannot exceed 2(T)." A physical Simple technique; A at
# (1, 2) and B on the same row, so A rushes distance - 1 squares to end adjacent.


def charge(
    distance: int,
    signature: dict[str, Any] | None = None,
    dice: list[int] | None = None,
    a: dict[str, Any] | None = None,
) -> Encounter:
    signature = signature or tech(["Charging Assault"], foundation="physical")
    enc = start(
        [fighter("A", "A", (1, 2)), fighter("B", "B", (1 + distance, 2))],
        {"A": sheet("Alpha", **(a or {}), signatures=[signature]), "B": sheet("Beta")},
        [9, 5, *(dice or [6, 3, 7])],
        width=16,
    )
    declare(enc)
    if enc.decision.kind == "charging_assault":
        rush = [
            o for o in options(enc, "charging_assault") if o.args.get("squares") == distance - 1
        ]
        assert rush, [o.label for o in enc.decision.options]
        enc.choose(rush[0])
    pass_instants(enc)
    choose(enc, "dodge")
    return enc


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(("distance", "bonus"), [(5, 1), (6, 2), (7, 2)])
def test_charging_assault_adds_1_per_square_after_the_third(distance: int, bonus: int) -> None:
    """Rushing 4 squares gives +1, 5 squares +2, 6 squares (Boosted Speed 6) would give +3 but
    "cannot exceed 2(T)" = 2: Wound 7 + Force 4 + bonus. A ends next to B."""
    enc = charge(distance)
    assert wound(enc) == 11 + bonus
    assert enc.fighter("A").pos == (distance, 2)


@pytest.mark.rule(RULE)
@pytest.mark.parametrize("distance", [1, 2, 4])
def test_charging_assault_adds_nothing_up_to_3_squares(distance: int) -> None:
    """ "If you move more than 3 Squares": adjacent (no move), 1 square or 3 squares add nothing
    (Wound 7 + 4 = 11)."""
    enc = charge(distance)
    assert wound(enc) == 11
    assert enc.fighter("A").pos == (distance, 2)


@pytest.mark.rule(RULE)
def test_charging_assault_reaches_boosted_speed_and_no_farther() -> None:
    """Agility 4: Boosted Speed 6. B 7 squares away is reached (6 squares); B 8 squares away
    cannot be reached in one rush to its Melee Range, so no rush of 7 squares is offered."""
    assert charge(7).fighter("A").pos == (7, 2)
    signature = tech(["Charging Assault"], foundation="physical")
    enc = start(
        [fighter("A", "A", (1, 2)), fighter("B", "B", (9, 2))],
        {"A": sheet("Alpha", signatures=[signature]), "B": sheet("Beta")},
        [9, 5, 6, 3, 7],
        width=16,
    )
    offered = [o for o in options(enc, "signature") if o.args.get("target") == "B"]
    if offered:
        enc.choose(offered[0])
        finish_declaration(enc, "A")
        assert not any(
            o.args.get("squares", 0) > 6
            for o in (enc.decision.options if enc.decision is not None else [])
            if o.kind == "charging_assault"
        )


@pytest.mark.rule(RULE)
def test_charging_assault_cap_is_times_tier_at_tier_2() -> None:
    """ "cannot exceed 2(T)": at Tier 2 (Power Level 5) the cap is 4. Agility 6 gives Boosted
    Speed 6 + 2 = 8: rushing 8 squares would give +5, capped at +4. Wound: d10 7 + d4 1 +
    Force 4 + 4 = 16 (B stays Power Level 4: its Dodge is a d10 alone)."""
    enc = charge(9, dice=[6, 1, 3, 7, 1], a={"pl": 5, "ag": 6})
    assert enc.fighter("A").pos == (9, 2)
    assert wound(enc) == 16


@pytest.mark.rule(RULE)
def test_charging_assault_cap_at_tier_1_with_the_same_rush() -> None:
    """The same 8-square rush at Tier 1 (Agility 6, Power Level 4) is capped at 2(T) = 2:
    Wound 7 + 4 + 2 = 13."""
    enc = charge(9, a={"ag": 6})
    assert enc.fighter("A").pos == (9, 2)
    assert wound(enc) == 13


# --- Hit and Run --------------------------------------------------------------------------------
# "After using this Signature Technique, the user may move any number of Squares up to their
# Normal Speed in a straight line (you can move through the Square of the Opponent targeted by
# this Attacking Maneuver for this movement without causing collision). This movement triggers
# the Exploit Maneuver if you leave the Melee Range of an Opponent."


def farthest(enc: Encounter, kind: str = "hit_and_run") -> int:
    """The longest Hit and Run move offered ('... N squares ...')."""
    found = [int(re.search(r"(\d+) squares?", o.label).group(1)) for o in options(enc, kind)]
    assert found, [o.label for o in enc.decision.options]
    return max(found)


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(("agility", "normal"), [(4, 4), (6, 5)])
def test_hit_and_run_moves_up_to_normal_speed_after_the_attack(agility: int, normal: int) -> None:
    """After the Wound, A may move up to Normal Speed (2 + Agility/2: 4, or 5 with Agility 6) on
    a 14-square row."""
    enc = hit_with([6, 3, 7], tech(["Hit and Run"]), a={"ag": agility}, width=14)
    assert lost(enc, "B") == 7  # Strike 6 + Haste + 4 beats Dodge 7; Wound 11 - Soak 4
    assert enc.decision.actor == "A"
    assert farthest(enc) == normal


@pytest.mark.rule(RULE)
def test_hit_and_run_may_pass_through_the_target() -> None:
    """ "you can move through the Square of the Opponent targeted": A at (2, 2) goes east
    through B at (3, 2) to (5, 2), with no Collision."""
    enc = hit_with([6, 3, 7], tech(["Hit and Run"]), width=14)
    choose(enc, "hit_and_run", x=5, y=2)
    pass_instants(enc)
    assert enc.fighter("A").pos == (5, 2)
    assert "Collision" not in log(enc)


@pytest.mark.rule(RULE)
def test_hit_and_run_leaving_melee_range_provokes_exploit() -> None:
    """ "This movement triggers the Exploit Maneuver if you leave the Melee Range of an
    Opponent": A backs off 2 squares west and B is offered Exploit."""
    enc = hit_with([6, 3, 7], tech(["Hit and Run"]), width=14)
    choose(enc, "hit_and_run", x=0, y=2)
    pass_instants(enc)
    assert enc.decision.kind == "exploit"
    assert enc.decision.actor == "B"


@pytest.mark.rule(RULE)
def test_no_move_after_a_technique_without_hit_and_run() -> None:
    """Without the Advantage, nothing moves A after the attack: A's turn goes on."""
    enc = hit_with([6, 3, 7], tech(["Accurate"]), width=14)
    assert not options(enc, "hit_and_run")
    assert enc.decision.kind == "turn"
    assert enc.fighter("A").pos == (2, 2)


@pytest.mark.rule(RULE)
def test_hit_and_run_comes_after_the_attack() -> None:
    """ "After using this Signature Technique": the move is offered only once the Wound is
    rolled and the Damage taken."""
    enc = duo([6, 3, 7], a={"signatures": [tech(["Hit and Run"])]}, width=14)
    declare(enc)
    assert not options(enc, "hit_and_run")
    pass_instants(enc)
    choose(enc, "dodge")
    assert "A Wound 11" in log(enc)
    assert options(enc, "hit_and_run")


# --- High Speed Dash ----------------------------------------------------------------------------
# "The movement through the effects of the Hit and Run Advantage uses your Boosted Speed and does
# not trigger the Exploit Maneuver." Requirement: Hit and Run Advantage.

DASH = tech(["Hit and Run", "High Speed Dash"])


@pytest.mark.rule(RULE)
def test_high_speed_dash_moves_up_to_boosted_speed() -> None:
    """Boosted Speed = Agility 4 + 2 = 6 (Normal Speed would be 4)."""
    enc = hit_with([6, 3, 7], DASH, width=14)
    assert farthest(enc) == 6


@pytest.mark.rule(RULE)
def test_high_speed_dash_does_not_provoke_exploit() -> None:
    """Leaving B's Melee Range, 2 squares west: no Exploit for B, A reaches (0, 2) and its
    turn goes on."""
    enc = hit_with([6, 3, 7], DASH, width=14)
    choose(enc, "hit_and_run", x=0, y=2)
    pass_instants(enc)
    assert enc.decision.kind != "exploit"
    assert enc.decision.actor == "A"
    assert enc.fighter("A").pos == (0, 2)


@pytest.mark.rule(RULE)
def test_high_speed_dash_needs_hit_and_run() -> None:
    """ "Requirement: Hit and Run Advantage." Alone it is refused on the sheet, or moves
    nothing."""
    signature = tech(["High Speed Dash"])
    error = refusal(signature)
    if error:
        assert "High Speed Dash" in error or "Hit and Run" in error, error
        return
    enc = hit_with([6, 3, 7], signature, width=14)
    assert not options(enc, "hit_and_run")


# --- Back Flip ----------------------------------------------------------------------------------
# Requirement: Hit and Run; an Energy or Magic Attack, the Soaring Profile, or a Physical Attack
# with Charging Assault; no AoE except a Line. "Apply the effects of Hit and Run before using the
# Signature Technique but after Attack Declaration, instead of the usual timing. If this Attacking
# Maneuver has the Charging Assault Advantage, this effect is applied before Charging Assault and
# the KP Cost of this Maneuver is reduced by 1(T)."


@pytest.mark.rule(RULE)
def test_back_flip_moves_before_the_rolls() -> None:
    """The Hit and Run move is offered once the attack is declared and paid, before any Strike;
    A backs off 2 squares west (provoking B's Exploit, which B lets go), then the energy
    technique is rolled from there and still hits: Strike 12 against Dodge 7."""
    enc = duo([6, 3, 7], a={"signatures": [tech(["Hit and Run", "Back Flip"])]}, width=14)
    declare(enc)
    assert "A Strike" not in log(enc)
    assert "A pays" in log(enc)
    choose(enc, "hit_and_run", x=0, y=2)
    while enc.decision.kind in ("exploit", "instant"):
        choose(enc, "pass")
    assert enc.fighter("A").pos == (0, 2)
    choose(enc, "dodge")
    assert strike(enc) == 12
    assert lost(enc, "B") == 7
    assert not options(enc, "hit_and_run")  # no second move after the attack


@pytest.mark.rule(RULE)
def test_back_flip_comes_before_charging_assault() -> None:
    """ "this effect is applied before Charging Assault": A at (5, 2) next to B at (6, 2) backs
    off 4 squares west (Normal Speed 4) to (1, 2), B lets the Exploit go, then Charging Assault
    rushes A 4 squares back to (5, 2): one square past the third, +1 Wound: 7 + 4 + 1 = 12."""
    signature = tech(["Charging Assault", "Hit and Run", "Back Flip"], foundation="physical")
    enc = start(
        [fighter("A", "A", (5, 2)), fighter("B", "B", (6, 2))],
        {"A": sheet("Alpha", signatures=[signature]), "B": sheet("Beta")},
        [9, 5, 6, 3, 7],
        width=16,
    )
    declare(enc)
    choose(enc, "hit_and_run", x=1, y=2)
    while enc.decision.kind in ("exploit", "instant"):
        choose(enc, "pass")
    rush = [o for o in options(enc, "charging_assault") if o.args.get("squares") == 4]
    assert rush, [o.label for o in enc.decision.options]
    enc.choose(rush[0])
    pass_instants(enc)
    choose(enc, "dodge")
    assert enc.fighter("A").pos == (5, 2)
    assert wound(enc) == 12


@pytest.mark.rule(RULE)
def test_back_flip_charging_assault_costs_1t_less() -> None:
    """With Charging Assault the KP Cost falls by 1(T). Physical Simple (0 KP): Charging Assault
    10 + Hit and Run 8 + Back Flip 2 = TP 28, 8 + 20 = 28: ceil(28/5) = 6, less 1 = 5; the same
    TP with High Speed Dash (also 2 TP) in Back Flip's place costs 6."""
    flip = tech(["Charging Assault", "Hit and Run", "Back Flip"], foundation="physical")
    dash = tech(["Charging Assault", "Hit and Run", "High Speed Dash"], foundation="physical")
    assert (kp_of(flip), kp_of(dash)) == (5, 6)


@pytest.mark.rule(RULE)
def test_back_flip_kp_reduction_is_times_tier_at_tier_2() -> None:
    """ "reduced by 1(T)": at Tier 2 the same pair differ by 2 KP, whatever Price of Power made
    of the technique's cost."""
    flip = tech(["Charging Assault", "Hit and Run", "Back Flip"], foundation="physical")
    dash = tech(["Charging Assault", "Hit and Run", "High Speed Dash"], foundation="physical")
    assert kp_of(dash, pl=5) - kp_of(flip, pl=5) == 2


@pytest.mark.rule(RULE)
def test_back_flip_without_charging_assault_costs_the_same() -> None:
    """Only "If this Attacking Maneuver has the Charging Assault Advantage": an energy Hit and
    Run + Back Flip (TP 18: 4 KP) costs what Hit and Run + High Speed Dash (TP 18) does."""
    assert kp_of(tech(["Hit and Run", "Back Flip"])) == 4
    assert kp_of(tech(["Hit and Run", "High Speed Dash"])) == 4


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(
    "signature",
    [
        tech(["Hit and Run", "Back Flip"], foundation="physical"),
        tech(["Hit and Run", "Back Flip"], profile="Blast"),
        tech(["Back Flip"]),
    ],
    ids=["physical-without-charging-assault", "cone-aoe", "without-hit-and-run"],
)
def test_back_flip_requirements(signature: dict[str, Any]) -> None:
    """Refused: a Physical Attack without Charging Assault, a Cone AoE (only a Line is
    allowed), or no Hit and Run. Either the sheet is refused or nothing moves A before the
    Strike."""
    error = refusal(signature)
    if error:
        assert "Back Flip" in error, error
        return
    enc = duo([6, 3, 7], a={"signatures": [signature]}, width=14)
    declare(enc)
    assert not options(enc, "hit_and_run")


# --- Two Step Strike ----------------------------------------------------------------------------
# "If you would use this Attacking Maneuver with an Opponent within your Melee Range, before
# Attack Declaration, you may target that Opponent with the Push Back option of the Thrust
# Maneuver as an Out-of-Sequence Maneuver." Thrust (seed 001): "make a Clash (Strike vs
# Strike/Dodge) ... Push Back. The target is moved a number of Squares equal to 1/2 of your
# Might" (Might 4: 2 squares), "in a straight line and away from you".

TWO_STEP = tech(["Two Step Strike"])


def two_step(dice: list[int], b_at: tuple[int, int] = (3, 2)) -> Encounter:
    return start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", b_at)],
        {"A": sheet("Alpha", signatures=[TWO_STEP]), "B": sheet("Beta")},
        [9, 5, *dice],
        width=14,
    )


def push_then_attack(enc: Encounter) -> None:
    """Take the Two Step Strike; B Dodges the Thrust, takes no Sudden Stop, then Dodges."""
    choose(enc, "two_step_strike")
    choose(enc, "clash_roll", roll="dodge")
    if enc.decision.kind == "sudden_stop":
        choose(enc, "pass")
    pass_instants(enc)
    choose(enc, "dodge")


@pytest.mark.rule(RULE)
def test_two_step_strike_pushes_back_half_might_then_attacks() -> None:
    """Thrust Clash: Strike 8 + 6 = 14 against Dodge 2 + 4 = 6, A wins: B is pushed 2 squares
    straight away, from (3, 2) to (5, 2); then the energy technique hits from range: Strike
    6 + 6 = 12 against Dodge 3 + 4 = 7, Wound 7 + 4 = 11."""
    enc = two_step([8, 2, 6, 3, 7])
    declare(enc)
    push_then_attack(enc)
    assert enc.fighter("B").pos == (5, 2)
    assert enc.fighter("A").pos == (2, 2)
    assert wound(enc) == 11
    assert lost(enc, "B") == 7


@pytest.mark.rule(RULE)
def test_two_step_strike_comes_before_charging_assault() -> None:
    """The Thrust comes "before Attack Declaration", so before Charging Assault's rush ("At
    Attack Declaration"): a physical technique with both pushes B from (3, 2) to (5, 2), then
    A rushes 2 squares to (4, 2) and hits in melee (2 squares: no Wound bonus, 7 + 4 = 11)."""
    signature = tech(["Charging Assault", "Two Step Strike"], foundation="physical")
    enc = duo([8, 2, 6, 3, 7], a={"signatures": [signature]}, width=14)
    declare(enc)
    choose(enc, "two_step_strike")
    choose(enc, "clash_roll", roll="dodge")
    if enc.decision.kind == "sudden_stop":
        choose(enc, "pass")
    rush = [o for o in options(enc, "charging_assault") if o.args.get("squares") == 2]
    assert rush, [o.label for o in enc.decision.options]
    enc.choose(rush[0])
    pass_instants(enc)
    choose(enc, "dodge")
    assert (enc.fighter("A").pos, enc.fighter("B").pos) == ((4, 2), (5, 2))
    assert wound(enc) == 11


@pytest.mark.rule(RULE)
def test_two_step_strike_lost_thrust_moves_nobody() -> None:
    """Thrust Clash lost (Strike 2 + 6 = 8 against Dodge 8 + 4 = 12): B stays put and the
    technique still goes on against it."""
    enc = two_step([2, 8, 6, 3, 7])
    declare(enc)
    choose(enc, "two_step_strike")
    choose(enc, "clash_roll", roll="dodge")
    pass_instants(enc)
    choose(enc, "dodge")
    assert enc.fighter("B").pos == (3, 2)
    assert wound(enc) == 11


@pytest.mark.rule(RULE)
def test_two_step_strike_needs_an_opponent_in_melee_range() -> None:
    """Only "with an Opponent within your Melee Range": B 3 squares away is not offered the
    Thrust; the technique goes straight to B's answer."""
    enc = two_step([6, 3, 7], b_at=(5, 2))
    declare(enc)
    assert not options(enc, "two_step_strike")
    pass_instants(enc)
    assert enc.decision.kind == "reaction"


@pytest.mark.rule(RULE)
def test_no_thrust_before_a_technique_without_two_step_strike() -> None:
    """Without the Advantage no Thrust comes before the technique."""
    enc = duo([6, 3, 7], a={"signatures": [tech(["Accurate"])]})
    declare(enc)
    assert not options(enc, "two_step_strike")
    assert enc.decision.actor == "B" or enc.decision.kind == "instant"


@pytest.mark.rule(RULE)
def test_two_step_strike_needs_a_ranged_foundation_or_charging_assault() -> None:
    """ "Requirement: Energy Attack, Magic Attack, Soaring Profile, or a Physical Attack with the
    Charging Assault Advantage": a physical Simple technique without Charging Assault is
    refused, or offers no Thrust."""
    signature = tech(["Two Step Strike"], foundation="physical")
    error = refusal(signature)
    if error:
        assert "Two Step Strike" in error, error
        return
    enc = duo([6, 3, 7], a={"signatures": [signature]})
    declare(enc)
    assert not options(enc, "two_step_strike")


# --- Exploiting Technique -----------------------------------------------------------------------
# "When you use the Exploit Maneuver, instead of the Basic Attack Maneuver, you may use the
# Signature Technique Maneuver to use this Signature Technique." Exploit (seed 001): "If an
# effect provokes the Exploit Maneuver, such as using movement to move outside of your Melee
# Range, you may use this Maneuver." Movement: "If an Attacking Maneuver used through the Exploit
# Maneuver deals Damage ... you do not move any additional Squares".


def provoke(b_advantages: list[Any]) -> Encounter:
    """A walks from (2, 2) to (0, 2), out of B's Melee Range; B (with the technique Snap) may
    Exploit. Dice: B's Strike 6, A's Dodge 3, B's Wound 7."""
    enc = duo([6, 3, 7], b={"signatures": [tech(b_advantages, name="Snap")]}, width=14)
    choose(enc, "move", mode="normal")
    pass_instants(enc)
    choose(enc, "destination", x=0, y=2)
    pass_instants(enc)
    if enc.decision.kind == "blockade":
        choose(enc, "pass")
    assert enc.decision.kind == "exploit"
    assert enc.decision.actor == "B"
    return enc


@pytest.mark.rule(RULE)
def test_exploiting_technique_is_offered_through_exploit() -> None:
    """B's Exploit may be made with Snap, which has Exploiting Technique."""
    enc = provoke(["Exploiting Technique"])
    assert any("Snap" in o.label for o in enc.decision.options)


@pytest.mark.rule(RULE)
def test_exploiting_technique_attack_is_the_technique() -> None:
    """Through Exploit, B uses Snap (Simple, TP 8 + 7 = 15: 3 KP): Strike 6 + 6 = 12 against
    Dodge 3 + 4 = 7, Wound 7 + 4 = 11, 7 Damage; A, damaged, stops at the square where it left
    B's Melee Range, (1, 2)."""
    enc = provoke(["Exploiting Technique"])
    snap = [o for o in enc.decision.options if "Snap" in o.label]
    enc.choose(snap[0])
    finish_declaration(enc, "B")
    pass_instants(enc)
    choose(enc, "dodge")
    assert paid(enc, "B", "Snap") == 3
    assert wound(enc, "B") == 11
    assert enc.fighter("A").life == 144 - 7
    assert enc.fighter("A").pos == (1, 2)


@pytest.mark.rule(RULE)
def test_a_technique_without_exploiting_technique_is_not_offered_through_exploit() -> None:
    """Without the Advantage, Exploit is a Basic Attack only: Snap is not offered."""
    enc = provoke(["Accurate"])
    assert not any("Snap" in o.label for o in enc.decision.options)
    assert options(enc, "exploit")


@pytest.mark.rule(RULE)
def test_exploiting_technique_needs_no_area_of_effect() -> None:
    """ "Requirement: Does not possess an AoE": on a Blast (Cone) it is refused on the sheet or
    not offered through Exploit."""
    signature = tech(["Exploiting Technique"], profile="Blast", name="Snap")
    error = refusal(signature, holder="b")
    if error:
        assert "Exploiting Technique" in error, error
        return
    enc = duo([6, 3, 7], b={"signatures": [signature]}, width=14)
    choose(enc, "move", mode="normal")
    pass_instants(enc)
    choose(enc, "destination", x=0, y=2)
    pass_instants(enc)
    if enc.decision.kind == "blockade":
        choose(enc, "pass")
    assert not any("Snap" in o.label for o in enc.decision.options)


# --- Counter ------------------------------------------------------------------------------------
# "When you use the Cross Counter option of the Defend Maneuver, you may use the Signature
# Technique Maneuver to use this Signature Technique instead of the Basic Attack Maneuver. If you
# do, your Defense Value is not halved for this use of the Cross Counter option." Cross Counter
# (seed 001): "your Defense Value is halved. Immediately after the Attacking Maneuver's Clash is
# resolved, make a Basic Attack Maneuver as an Out-of-Sequence Maneuver".


def crossed(a_advantages: list[Any]) -> Encounter:
    """B acts first (Initiative A 5 + 2, B 9 + 2) and attacks A with a physical Simple Basic
    Attack: Strike 6 + 6 = 12. A's Dodge die is 8."""
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2))],
        {"A": sheet("Alpha", signatures=[tech(a_advantages)]), "B": sheet("Beta")},
        [5, 9, 6, 8, 6, 3, 7],
    )
    assert enc.decision.actor == "B"
    choose(enc, "attack", profile="Simple", foundation="physical", target="A")
    finish_declaration(enc, "B")
    pass_instants(enc)
    assert enc.decision.kind == "reaction"
    assert enc.decision.actor == "A"
    return enc


@pytest.mark.rule(RULE)
def test_counter_keeps_the_full_defense_value_and_answers_with_the_technique() -> None:
    """Cross Counter with the technique: A's Dodge is 8 + the whole Defense Value 4 = 12, a tie
    with B's Strike 12 that the defender wins, so A takes nothing; then A attacks back with
    Tech (Simple, TP 8 + 7 = 15: 3 KP): Strike 6 + 6 = 12 against B's Dodge 3 + 4 = 7."""
    enc = crossed(["Counter"])
    choose(enc, "counter_technique", signature="Tech")
    assert not options(enc, "cross_attack")  # the technique, not a Basic Attack
    choose(enc, "counter_attack", signature="Tech", target="B")
    finish_declaration(enc, "A")
    pass_instants(enc)
    if enc.decision.kind == "reaction" and enc.decision.actor == "B":
        choose(enc, "dodge")
    assert number(enc, r"A Dodge (\d+)") == 12
    assert enc.fighter("A").life == 144
    assert paid(enc) == 3
    assert strike(enc) == 12
    assert lost(enc, "B") == 7


@pytest.mark.rule(RULE)
def test_counter_plain_cross_counter_still_halves_the_defense_value() -> None:
    """Only "If you do": A, who has Counter, takes the ordinary Cross Counter: Dodge 8 + 4/2 =
    10 against Strike 12, and A is hit."""
    enc = crossed(["Counter"])
    choose(enc, "defend", defend="cross_counter")
    assert number(enc, r"A Dodge (\d+)") == 10
    assert re.search(r"A Dodge 10 = .*: hit", log(enc))


@pytest.mark.rule(RULE)
def test_cross_counter_without_counter_offers_no_technique() -> None:
    """Without the Advantage, Cross Counter answers with a Basic Attack only: no option to
    answer with Tech, and the Defense Value is halved (Dodge 10)."""
    enc = crossed(["Accurate"])
    assert not options(enc, "counter_technique")
    assert not any("Tech" in o.label for o in enc.decision.options)
    choose(enc, "defend", defend="cross_counter")
    assert number(enc, r"A Dodge (\d+)") == 10


# --- Final Chance -------------------------------------------------------------------------------
# Requirement: Ultimate Signature Technique. "When you use this technique, if you are below the
# Injured Health Threshold, you may reduce your Life Points to 0 at Attack Declaration to
# increase the Ki Wager by an equal amount. You are not Defeated until after this Attacking
# Maneuver would be completed." Injured Threshold: a quarter of Max Life 144 = 36.

FINAL = tech(["Final Chance"], ultimate=True)


def final_chance(life: int, kp: int | None) -> Encounter:
    """A at ``life`` declares the Ultimate on B; ``kp`` is the Ki Wager taken with Final
    Chance (None: no Final Chance offered is expected, no wager)."""
    enc = duo([6, 3, 7], a={"signatures": [FINAL]})
    enc.fighter("A").life = life
    choose(enc, "signature", "Tech")
    if enc.decision.kind == "modifier":
        choose(enc, "no_modifier")
    assert enc.decision.kind == "wager"
    if kp is None:
        choose(enc, "wager", kp=0)
    else:
        choose(enc, "final_chance", kp=kp)
    pass_instants(enc)
    choose(enc, "dodge")
    return enc


@pytest.mark.rule(RULE)
@pytest.mark.parametrize("kp", [0, 5, 16])
def test_final_chance_turns_life_into_ki_wager(kp: int) -> None:
    """A at 30 Life (below 36) drops to 0 Life and its Ki Wager grows by 30: Wound 7 + Force 4
    + (kp + 30); B loses that less Soak 4."""
    enc = final_chance(30, kp)
    assert wound(enc) == 11 + kp + 30
    assert lost(enc, "B") == 7 + kp + 30
    assert enc.fighter("A").life == 0


@pytest.mark.rule(RULE)
def test_final_chance_defeat_comes_after_the_attack() -> None:
    """ "You are not Defeated until after this Attacking Maneuver would be completed": A, at 0
    Life from the Strike on, still rolls its Wound and B still takes it; A is not Defeated
    before B's Life falls."""
    enc = final_chance(30, 0)
    hurt = line_index(enc, r"B loses \d+ Life")
    defeated = line_index(enc, r"A is Defeated")
    assert hurt >= 0
    assert defeated == -1 or defeated > hurt
    assert line_index(enc, r"A Strike") < hurt


@pytest.mark.rule(RULE)
@pytest.mark.rule("dbu.defeat.will-to-survive")
def test_final_chance_leaves_will_to_survive_after_the_attack() -> None:
    """Final Chance puts off Defeat "until after this Attacking Maneuver would be completed";
    then A is a fighter at 0 Life like any other, and seed 000's Will to Survive applies: "You
    are not defeated the instant your Life Points reach 0. If a trait, Magical Ability or other
    effect allows you to heal yourself, you can avoid being defeated by having your Life Points
    increase above 0." A still has its Surge Maneuver (a Healing Surge, 1/Encounter), so once
    the attack is over A is offered to heal, not Defeated outright."""
    enc = final_chance(30, 0)
    assert enc.fighter("A").life == 0
    assert enc.decision is not None, log(enc)
    assert enc.decision.actor == "A"
    assert any("Surge" in o.label for o in enc.decision.options)


@pytest.mark.rule(RULE)
def test_final_chance_is_not_offered_above_the_injured_threshold() -> None:
    """At 40 Life (Bruised, not below the Injured Threshold at 36) no Final Chance is offered."""
    enc = duo([6, 3, 7], a={"signatures": [FINAL]})
    enc.fighter("A").life = 40
    choose(enc, "signature", "Tech")
    if enc.decision.kind == "modifier":
        choose(enc, "no_modifier")
    assert enc.decision.kind == "wager"
    assert not options(enc, "final_chance")
    assert not any("Final Chance" in o.label for o in enc.decision.options)


@pytest.mark.rule(RULE)
def test_final_chance_at_full_life_attacks_as_usual() -> None:
    """A healthy A pays no Life: Wound 7 + 4 = 11, A keeps its 144 Life."""
    enc = final_chance(144, None)
    assert wound(enc) == 11
    assert enc.fighter("A").life == 144


@pytest.mark.rule(RULE)
def test_final_chance_needs_an_ultimate() -> None:
    """ "Requirement: Ultimate Signature Technique." On a technique that is not an Ultimate it is
    refused on the sheet, or offers nothing."""
    signature = tech(["Final Chance"])
    error = refusal(signature)
    if error:
        assert "Final Chance" in error or "Ultimate" in error, error
        return
    enc = duo([6, 3, 7], a={"signatures": [signature]})
    enc.fighter("A").life = 30
    choose(enc, "signature", "Tech")
    assert not options(enc, "final_chance")


# --- Reinforced Plantlife -----------------------------------------------------------------------
# Requirement: Elemental (Plantlife) Profile. "Increase the Hardness Rank of the Features created
# through this Attacking Maneuver's use of the Elemental (Plantlife) Profile by the number of
# ranks in this Advantage." A Magic technique (Magic 5: Wound 7 + 5 = 12); the Plantlife Profile
# may grow a Feature by B, here at square E3 (4, 2).


def grow(advantages: list[Any], features: list[dict[str, Any]] | None = None) -> Encounter:
    signature = tech(advantages, profile="Elemental (Plantlife)", foundation="magic")
    enc = duo([6, 3, 7, 8, 2], a={"ma": 5, "signatures": [signature]}, features=features or [])
    declare(enc)
    pass_instants(enc)
    choose(enc, "dodge")
    choose(enc, "plant", squares=[[4, 2]])
    return enc


def grown_rank(enc: Encounter) -> int:
    return number(enc, r"grows \S+ at square E3: Hardness Rank (\d+)")


@pytest.mark.rule(RULE)
@pytest.mark.parametrize("rank", [1, 2, 3])
def test_reinforced_plantlife_raises_the_grown_features_hardness_rank(rank: int) -> None:
    """The Feature grown by the same attack has the plain Plantlife Feature's Hardness Rank
    plus one a rank."""
    plain = grown_rank(grow([]))
    reinforced = grown_rank(grow([ranked("Reinforced Plantlife", rank)]))
    assert reinforced - plain == rank


@pytest.mark.rule(RULE)
def test_reinforced_plantlife_leaves_other_features_alone() -> None:
    """Only "the Features created through this Attacking Maneuver's use" of the Profile: a
    Hardness 2 rock already on the field stays Hardness 2."""
    enc = grow(
        [ranked("Reinforced Plantlife", 3)],
        features=[{"id": "rock", "pos": [6, 6], "hardness": 2}],
    )
    rock = [f for f in enc.state.features if f.id == "rock"]
    assert [f.hardness for f in rock] == [2]


@pytest.mark.rule(RULE)
def test_reinforced_plantlife_needs_the_plantlife_profile() -> None:
    """ "Requirement: Elemental (Plantlife) Profile." On an Elemental (Fire) technique it is
    refused on the sheet, or grows nothing."""
    signature = tech(["Reinforced Plantlife"], profile="Elemental (Fire)", foundation="magic")
    error = refusal(signature, ma=5)
    if error:
        assert "Reinforced Plantlife" in error or "Plantlife" in error, error
        return
    enc = hit_with([6, 3, 7], signature, a={"ma": 5})
    assert "Hardness Rank" not in log(enc)
