"""Round 3, Long Shot on a Signature Technique with an Area of Effect: blind conformance tests
of two rules of docs/assumptions.md read together:

- `one-roll-per-attack`: "An attack rolls one Strike and one Wound; each target of an area
  rolls its own Dodge."
- `advantage-long-shot`: Long Shot: "Increase your Strike Roll and Wound Rolls for this
  Signature Technique by 1(T) for each rank of this Advantage when targeting Opponents who are
  9+ Squares away" (the `long_range` setting: 9 squares).

Our reading, for an area attack that takes several targets: the one Strike Roll and the one
Wound Roll are both judged against the same target, the first target of the attack (the first
one whose Dodge is resolved, as the event log shows). So Long Shot's bonus is in the Wound Roll
exactly when it is in the Strike Roll.

The technique is an energy Wave (reference 6: a "Line AoE from a chosen square"; the engine's
Line is `line_length` 8 squares). A stands at (1, 2); N stands on A's row at (3, 2), 2 squares
away (the nearest a Wave that also reaches 9 squares can take); F at (10, 2), 9 squares away
(Long Range). The Wave from N's square toward the east takes both. Each fight is played twice
with the same dice and positions, with the Wave plain and with Long Shot 2 (Tier 1: +2), and
the two fights' Strike and Wound are compared: Long Range's own Strike penalty, if any, is the
same in both and drops out.

Every fighter is a plain Earthling (``actions_b_support.sheet``): Power Level 4 is Tier of
Power 1, so (T) = 1. Dice: one Initiative d10 per fighter in the order listed (A 10, then 7, 6:
A acts first), then the Strike d10 6 (+ Haste 2 + Awareness 4 = 12), one Dodge d10 3 for each
target (+ Defense Value 4 = 7: every target is hit, with or without a -2 or +2), then the
Wound d10 7 (+ Force 4 = 11).
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter

from .actions_b_support import choose, fighter, log, number, sheet, start
from .round3_advantages_support import ranked, tech

RULE = "dbu.std.signature-technique"
LONG_RANGE = 9  # the `long_range` setting
RANKS = 2  # Long Shot 2 at Tier 1: +2 on each roll

A_AT = (1, 2)
NEAR = (3, 2)  # 2 squares from A
FAR = (10, 2)  # 9 squares from A: Long Range
DICE = [6, 3, 3, 7]  # Strike, a Dodge for each of two targets, Wound

PLAIN = tech(profile="Wave")
LONG_SHOT = tech([ranked("Long Shot", RANKS)], profile="Wave")


# --- building blocks ----------------------------------------------------------------------------


def fight(
    signature: dict[str, Any], foes: dict[str, tuple[int, int]], dice: list[int]
) -> Encounter:
    """A (side A, holding ``signature``) at A_AT acts first; ``foes`` are side B, listed (and
    given Initiative 7, 6, ...) in the order given."""
    fighters = [fighter("A", "A", A_AT)]
    fighters += [fighter("B", "B", pos, fid) for fid, pos in foes.items()]
    init = [10] + [7 - i for i in range(len(foes))]
    return start(
        fighters,
        {"A": sheet("Alpha", signatures=[signature]), "B": sheet("Beta")},
        init + dice,
        width=16,
    )


def hits(label: str) -> set[str]:
    """Whom an area option's label says it takes ("... (hits N, F)")."""
    found = re.search(r"hits ([^)]*)\)", label)
    return {name.strip() for name in found.group(1).split(",")} if found else set()


def wave_on(enc: Encounter, targets: set[str]) -> None:
    """A uses the technique "Tech" with an aim whose area takes exactly ``targets``."""
    assert enc.decision is not None
    aims = [
        o
        for o in enc.decision.options
        if o.kind == "signature" and o.args.get("signature") == "Tech" and hits(o.label) == targets
    ]
    assert aims, [o.label for o in enc.decision.options if o.kind == "signature"]
    enc.choose(aims[0])


def play_out(enc: Encounter) -> list[str]:
    """No Modifier, no Ki Wager; every target Dodges and nobody takes an Instant, intervenes or
    Exploits. Returns who was asked to defend, in order."""
    defenders: list[str] = []
    for _ in range(200):
        d = enc.decision
        if d is None or (d.actor == "A" and d.kind == "turn"):
            return defenders
        kinds = {o.kind for o in d.options}
        if d.actor == "A" and d.kind == "modifier":
            choose(enc, "no_modifier")
        elif d.actor == "A" and d.kind == "wager":
            choose(enc, "wager", kp=0)
        elif "dodge" in kinds:
            defenders.append(d.actor)
            choose(enc, "dodge")
        elif "pass" in kinds:
            choose(enc, "pass")
        else:
            raise AssertionError(f"unexpected decision {d.kind} for {d.actor}: {d.prompt}")
    raise AssertionError("the attack never finished")


def attack_with(
    signature: dict[str, Any], foes: dict[str, tuple[int, int]], dice: list[int]
) -> tuple[Encounter, list[str]]:
    """A's technique (aimed by ``wave_on``) takes every one of ``foes``; returns the fight and
    the defenders in order."""
    enc = fight(signature, foes, dice)
    wave_on(enc, set(foes))
    return enc, play_out(enc)


def dodge_order(enc: Encounter) -> list[str]:
    """Who rolled a Dodge, in the order the event log shows."""
    return re.findall(r"^(\w+) Dodge -?\d+", log(enc), re.M)


def strike(enc: Encounter) -> int:
    return number(enc, r"A Strike (-?\d+)")


def wound(enc: Encounter) -> int:
    return number(enc, r"A Wound (-?\d+)")


def chebyshev(p: tuple[int, int], q: tuple[int, int]) -> int:
    """The fewest squares between p and q under any grid measure."""
    return max(abs(p[0] - q[0]), abs(p[1] - q[1]))


# The two arrangements: N listed (and rolling Initiative) first, or F first.
ORDERS = {
    "near-listed-first": {"N": NEAR, "F": FAR},
    "far-listed-first": {"F": FAR, "N": NEAR},
}


def first_to_dodge(first: str) -> tuple[Encounter, Encounter]:
    """The plain Wave's and the Long Shot Wave's fights, in the arrangement whose log shows
    ``first`` Dodging first (read from the log, in both fights, not assumed)."""
    for foes in ORDERS.values():
        plain, _ = attack_with(PLAIN, foes, DICE)
        shot, _ = attack_with(LONG_SHOT, foes, DICE)
        if dodge_order(shot)[:1] == dodge_order(plain)[:1] == [first]:
            return plain, shot
    raise AssertionError(f"no arrangement lets {first} Dodge first")


# --- the bonus follows the first target, on both rolls -------------------------------------------


@pytest.mark.rule(RULE)
@pytest.mark.parametrize("arrangement", list(ORDERS), ids=list(ORDERS))
def test_long_shot_on_an_area_is_in_the_wound_exactly_when_in_the_strike(
    arrangement: str,
) -> None:
    """ "An attack rolls one Strike and one Wound; each target of an area rolls its own Dodge"
    (`one-roll-per-attack`), and Long Shot: "Increase your Strike Roll and Wound Rolls for this
    Signature Technique by 1(T) for each rank of this Advantage when targeting Opponents who are
    9+ Squares away". A Wave with Long Shot 2 takes N (2 squares away) and F (9 squares away):
    the one Strike and the one Wound are judged against the same target, the first to Dodge as
    the log shows, so against the plain Wave (same dice, same squares) both rolls are +2 when F
    Dodges first and both +0 when N does; never one without the other."""
    foes = ORDERS[arrangement]
    assert chebyshev(A_AT, NEAR) < LONG_RANGE <= chebyshev(A_AT, FAR)  # the fixture's premise
    plain, plain_defenders = attack_with(PLAIN, foes, DICE)
    shot, shot_defenders = attack_with(LONG_SHOT, foes, DICE)

    order = dodge_order(shot)
    assert sorted(order) == ["F", "N"], log(shot)
    assert shot_defenders == order
    assert dodge_order(plain) == plain_defenders == order  # the same fight, the same order
    expected = RANKS if order[0] == "F" else 0

    strike_gain = strike(shot) - strike(plain)
    wound_gain = wound(shot) - wound(plain)
    assert strike_gain in (0, RANKS), (strike_gain, wound_gain, order)
    assert wound_gain in (0, RANKS), (strike_gain, wound_gain, order)
    assert (strike_gain, wound_gain) == (expected, expected), (
        f"first to Dodge: {order[0]}; Strike +{strike_gain}, Wound +{wound_gain}\n{log(shot)}"
    )


CLEARING_NEAR = (6, 2)  # 5 squares from A; a Clearing Sphere on column 7 takes it and F


@pytest.mark.rule(RULE)
@pytest.mark.parametrize("near_first", [True, False], ids=["near-listed-first", "far-listed-first"])
def test_long_shot_on_a_sphere_follows_the_first_target_too(near_first: bool) -> None:
    """The same reading with another Area of Effect: a Clearing technique (a Sphere aimed at a
    square not at Long Range) with Long Shot 2 taking N (5 squares away) and F (9 squares
    away). `one-roll-per-attack`: "An attack rolls one Strike and one Wound; each target of an
    area rolls its own Dodge"; Long Shot: "Increase your Strike Roll and Wound Rolls for this
    Signature Technique by 1(T) for each rank of this Advantage when targeting Opponents who are
    9+ Squares away". Against the plain Clearing (same dice, same squares) both rolls are +2
    when the log shows F Dodging first, both +0 when N does. Clearing's floor of 5 on a low
    Strike natural result does not touch a natural 6."""
    pair = [("N", CLEARING_NEAR), ("F", FAR)]
    foes = dict(pair if near_first else pair[::-1])
    plain, _ = attack_with(tech(profile="Clearing"), foes, DICE)
    shot, defenders = attack_with(
        tech([ranked("Long Shot", RANKS)], profile="Clearing"), foes, DICE
    )
    order = dodge_order(shot)
    assert sorted(order) == ["F", "N"], log(shot)
    assert defenders == order == dodge_order(plain), log(shot)
    expected = RANKS if order[0] == "F" else 0
    gains = (strike(shot) - strike(plain), wound(shot) - wound(plain))
    assert gains == (expected, expected), f"first to Dodge: {order[0]}\n{log(shot)}"


@pytest.mark.rule(RULE)
def test_long_shot_area_near_first_gives_nothing_to_either_roll() -> None:
    """Long Shot: "by 1(T) for each rank of this Advantage when targeting Opponents who are 9+
    Squares away"; `one-roll-per-attack`: "An attack rolls one Strike and one Wound; each target
    of an area rolls its own Dodge". With N (2 squares away) the first to Dodge and F (9
    squares away) second, the one Strike and the one Wound are both judged against N: Strike
    6 + 2 + 4 = 12 and Wound 7 + 4 = 11, as with the plain Wave (+0 on both)."""
    plain, shot = first_to_dodge("N")
    assert (strike(shot) - strike(plain), wound(shot) - wound(plain)) == (0, 0), log(shot)
    assert (strike(shot), wound(shot)) == (12, 11)


@pytest.mark.rule(RULE)
def test_long_shot_area_far_first_gives_2_to_both_rolls() -> None:
    """Long Shot: "Increase your Strike Roll and Wound Rolls for this Signature Technique by
    1(T) for each rank of this Advantage when targeting Opponents who are 9+ Squares away";
    `one-roll-per-attack`: "An attack rolls one Strike and one Wound; each target of an area
    rolls its own Dodge". With F (9 squares away) the first to Dodge and N (2 squares away)
    second, the one Strike and the one Wound are both judged against F: two ranks at Tier 1
    are +2 on each against the plain Wave."""
    plain, shot = first_to_dodge("F")
    assert (strike(shot) - strike(plain), wound(shot) - wound(plain)) == (2, 2), log(shot)
    assert wound(shot) == 11 + 2


@pytest.mark.rule(RULE)
def test_both_orders_of_the_two_targets_are_covered() -> None:
    """The fixture's premise for the tests above: `one-roll-per-attack` says "each target of an
    area rolls its own Dodge", one after the other; the two arrangements (N listed first, F
    listed first) between them let each of N and F Dodge first, so both cases of Long Shot's
    "when targeting Opponents who are 9+ Squares away" are met."""
    firsts = set()
    for foes in ORDERS.values():
        enc, defenders = attack_with(LONG_SHOT, foes, DICE)
        assert sorted(defenders) == ["F", "N"]
        firsts.add(dodge_order(enc)[0])
    assert firsts == {"N", "F"}


@pytest.mark.rule(RULE)
@pytest.mark.parametrize("arrangement", list(ORDERS), ids=list(ORDERS))
def test_an_area_rolls_one_strike_and_one_wound_for_every_target(arrangement: str) -> None:
    """ "An attack rolls one Strike and one Wound; each target of an area rolls its own Dodge":
    the Wave with Long Shot 2 on N and F shows one Strike Roll, a Dodge for each of them, and
    one Wound Roll, and each target's Wound line starts from that one Wound (11 or 13: it is
    never 11 for one and 13 for the other)."""
    shot, _ = attack_with(LONG_SHOT, ORDERS[arrangement], DICE)
    text = log(shot)
    assert len(re.findall(r"^A Strike -?\d+", text, re.M)) == 1, text
    assert len(re.findall(r"^A Wound -?\d+", text, re.M)) == 1, text
    assert sorted(dodge_order(shot)) == ["F", "N"]
    one = wound(shot)
    each = {fid: int(w) for fid, w in re.findall(r"^(\w+): Wound (-?\d+)", text, re.M)}
    assert set(each) == {"F", "N"}, text
    assert each == {"F": one, "N": one}, text


# --- a single target: the set-up is right ---------------------------------------------------------


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(
    ("where", "gain"),
    [(FAR, RANKS), (NEAR, 0)],
    ids=["single-far-target", "single-near-target"],
)
def test_long_shot_on_a_wave_with_one_target(where: tuple[int, int], gain: int) -> None:
    """Long Shot: "Increase your Strike Roll and Wound Rolls for this Signature Technique by
    1(T) for each rank of this Advantage when targeting Opponents who are 9+ Squares away". A
    Wave with Long Shot 2 whose Line takes F alone, 9 squares away, is +2 on the Strike and +2
    on the Wound against the plain Wave (same dice, same squares); one taking N alone, 2 squares
    away, is +0 on both."""
    dice = [6, 3, 7]  # Strike, one Dodge, Wound
    plain, plain_defenders = attack_with(PLAIN, {"T": where}, dice)
    shot, shot_defenders = attack_with(LONG_SHOT, {"T": where}, dice)
    assert plain_defenders == shot_defenders == ["T"]
    assert strike(shot) - strike(plain) == gain, log(shot)
    assert wound(shot) - wound(plain) == gain, log(shot)
    assert wound(shot) == 11 + gain
