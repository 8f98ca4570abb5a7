"""Round 3, Signature Technique Advantages that grab, slam and carry, the Requirement lines
checked when a sheet is read, and an ally's Advantages lent to a Duel: blind conformance tests.

Sources (nothing else was read to write the expectations):

- the public Foundry VTT system's Advantage files (reference S2, IvoPierucci/dbu-ttrpg,
  ``traits/signature/advantages/<name>.dbu``): the ``Effect:`` and ``Requirement:`` lines of
  powerbomb, terrain-slam, express-ticket, back-flip, two-step-strike, concentrated-strike,
  pinpoint-precision, condition, penetration, exploiting-technique, fake-out and trick-attack
  (quoted in each test);
- seed 001 (Actions & Maneuvers): the Grapple Maneuver ("The Grappler can end a Grapple as an
  Instant Maneuver on their turn", Guard Down while in a Grapple, [1/Round]), the United Attack
  Maneuver and the Duel Maneuver's Duel Clash;
- seed 000: a Clash's ties go to the defender;
- the public notes on the rules' gaps (/work/shared/reference/dbu-rules-gaps.md): Might =
  max(Force Modifier, Magic Modifier), Boosted Speed = Agility Modifier + 2, Collision costs the
  Hardness Value = 2 x Hardness Rank x the base Tier of whoever is hit, Guard Down -2(T) Dodge,
  and the Profiles' Areas of Effect (reference 6: Soaring, Concentrated and Wave are Line AoEs,
  Blast a Cone, Clearing a Sphere, Sweeping a Minor Sphere; Simple, Crushing and Beam none).

Everything goes through the public API (sheets as plain data, fixed dice, decisions picked by
kind and arguments, the event log). Every fighter is a plain Earthling
(``actions_b_support.sheet``): Agility 4 gives Haste 2, Defense Value 4 and Boosted Speed 6;
Insight 4 gives Awareness 4; Tenacity 4 gives Soak 4 and Max Life 144. Power Level 4 is Tier of
Power 1 ((T) = (bT) = 1, one d10 a roll); Power Level 9 is Tier 2 (a d10 and a d4). Dice run: the
Initiative d10s first (A 9, B 5: A acts first), then every other die in order.

Sheets here carry no technique Disadvantages, so the Requirements that name one (Powerbomb's
Grappling Disadvantage, Two-Step Strike's Concentration, Exploiting Technique's Mandatory Charge
and the rest) are not tested."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter

from .actions_b_support import (
    LIFE,
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
from .round3_advantages_support import ranked

RULE = "dbu.std.signature-technique"
NAME = "Comet Crash"  # every technique here; a refusal must name it


# --- building blocks ----------------------------------------------------------------------------


def tech(
    advantages: list[Any] | None = None,
    profile: str = "Simple",
    foundation: str = "physical",
    **extra: Any,
) -> dict[str, Any]:
    return {
        "name": NAME,
        "profile": profile,
        "foundation": foundation,
        "advantages": list(advantages or []),
        **extra,
    }


def refusal(signature: dict[str, Any], **attributes: Any) -> str:
    """The error raised when A's sheet holds ``signature``, or "" when the sheet is accepted."""
    try:
        duo([6, 3, 7], a={**attributes, "signatures": [signature]})
    except Exception as err:  # refused when the sheet is read
        return str(err) or repr(err)
    return ""


def assert_refused(signature: dict[str, Any], *advantages: str, **attributes: Any) -> None:
    """Refused, and the error names the technique and (one of) the Advantage(s) at fault."""
    error = refusal(signature, **attributes)
    assert error, f"the sheet was accepted: {signature}"
    assert NAME in error, error
    assert any(a in error for a in advantages), error


def assert_accepted(signature: dict[str, Any], **attributes: Any) -> None:
    assert refusal(signature, **attributes) == "", signature


def drive(enc: Encounter, stop: str = "turn", **picks: Any) -> None:
    """Answer decisions until one of kind ``stop`` (or the next turn decision): no Modifier, no
    Ki Wager, the target Dodges, Instants passed. ``picks`` answers the Advantages' own
    decisions by kind: ``{kind: {arg: value}}`` picks the first option of that kind with those
    arguments, ``{kind: "pass"}`` (or ``"stay"``) declines. Any other decision that can be
    declined (a Sudden Stop offered to the one moved) is declined."""
    while enc.decision is not None and enc.decision.kind not in (stop, "turn"):
        kind = enc.decision.kind
        if kind in picks:
            want = picks[kind]
            if isinstance(want, str):
                choose(enc, want)
            else:
                choose(enc, kind, **want)
        elif kind == "modifier":
            choose(enc, "no_modifier")
        elif kind == "wager":
            choose(enc, "wager", kp=0)
        elif kind == "reaction":
            choose(enc, "dodge")
        elif options(enc, "pass"):
            choose(enc, "pass")
        else:
            raise AssertionError(
                f"unexpected {kind} for {enc.decision.actor}: "
                f"{[o.label for o in enc.decision.options][:8]}"
            )


def use(enc: Encounter, **picks: Any) -> None:
    """A uses the Signature Technique on its adjacent Opponent, up to the next turn decision."""
    choose(enc, "signature", NAME)
    drive(enc, **picks)


def wound(enc: Encounter, fid: str = "A") -> int:
    return number(enc, rf"{fid} Wound (-?\d+)")


def lost(enc: Encounter, fid: str = "B") -> int:
    """Every Life Point ``fid`` has lost so far."""
    return LIFE - enc.fighter(fid).life


def grapples(enc: Encounter) -> list[tuple[str, str]]:
    return [(g.grappler, g.grappled) for g in enc.state.grapples]


# --- Powerbomb ----------------------------------------------------------------------------------
# "When using this Attacking Maneuver while in a Grapple that you are the Grappler of against a
# target that is the Grappled in that same Grapple, you can choose to end the Grapple after
# completing this Attacking Maneuver. If you do, you cannot use the Grapple Maneuver until the
# start of your next turn, but this Attacking Maneuver has its Wound Roll increased by 1/2 of
# your Might for each Rank of this Advantage." (Requirement: Physical Attack, Grappling
# Disadvantage: the Disadvantage cannot be written on a sheet here.)

GRAPPLE_WON = [9, 2]  # Grapple Check: A Strike 9 + 2 + 4 = 15 against B Strike 2 + 2 + 4 = 8
HIT = [6, 3, 7]  # Strike 6 + 2 + 4 = 12 against Dodge 3 + 4 (- 2 Guard Down): hit; Wound d10 7


def a_holds_b(advantages: list[Any], dice: list[int], **a: Any) -> Encounter:
    """A (the Grappler) wins a Grapple on B with its first Action; B chose Strike."""
    enc = duo(GRAPPLE_WON + dice, a={**a, "signatures": [tech(advantages)]})
    choose(enc, "grapple", target="B", tail=False)
    choose(enc, "clash_roll", roll="strike")
    assert grapples(enc) == [("A", "B")]
    return enc


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(
    ("fo", "ma", "rank", "bonus"),
    [(6, 1, 1, 3), (6, 1, 2, 6), (4, 1, 1, 2), (4, 1, 2, 4), (4, 8, 1, 4)],
)
def test_powerbomb_adds_half_might_per_rank_when_ending_the_grapple(
    fo: int, ma: int, rank: int, bonus: int
) -> None:
    """A holds B and ends the Grapple with the attack: Wound d10 7 + Force + 1/2 Might per rank
    (Might = max(Force, Magic): 6 -> +3, 4 -> +2, Magic 8 -> +4 while the physical Wound
    still adds Force 4), and the Grapple is over afterwards."""
    enc = a_holds_b([ranked("Powerbomb", rank)], HIT, fo=fo, ma=ma)
    use(enc, powerbomb={})
    assert wound(enc) == 7 + fo + bonus
    assert grapples(enc) == []


@pytest.mark.rule(RULE)
def test_powerbomb_declined_keeps_the_grapple_and_adds_nothing() -> None:
    """ "you can choose to end the Grapple": A keeps holding B, so no bonus (Wound 7 + 6)."""
    enc = a_holds_b(["Powerbomb"], HIT, fo=6)
    use(enc, powerbomb="pass")
    assert wound(enc) == 13
    assert grapples(enc) == [("A", "B")]


@pytest.mark.rule(RULE)
def test_powerbomb_adds_nothing_outside_a_grapple() -> None:
    """Only "while in a Grapple that you are the Grappler of": no Grapple, Wound 7 + 6 = 13."""
    enc = duo(HIT, a={"fo": 6, "signatures": [tech([ranked("Powerbomb", 2)])]})
    use(enc, powerbomb={})
    assert wound(enc) == 13


@pytest.mark.rule(RULE)
def test_powerbomb_adds_nothing_for_the_grappled() -> None:
    """B acts first (Initiative B 9 + 2 against A 5 + 2) and grabs A (9 + 6 against 2 + 6):
    A is the Grappled, not the Grappler, so A's Powerbomb on B gives no bonus (Wound 7 + 6)
    and cannot end B's Grapple. A's Strike 12 against B's Dodge 3 + 4 - 2 (Guard Down)."""
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2))],
        {"A": sheet("Alpha", fo=6, signatures=[tech(["Powerbomb"])]), "B": sheet("Beta")},
        [5, 9, 9, 2, *HIT],
    )
    assert enc.decision.actor == "B"
    choose(enc, "grapple", target="A", tail=False)
    choose(enc, "clash_roll", roll="strike")
    assert grapples(enc) == [("B", "A")]
    end_turn(enc)
    assert enc.decision.actor == "A"
    use(enc, powerbomb={})
    assert wound(enc) == 13
    assert grapples(enc) == [("B", "A")]


def round_two_hold(powerbomb: bool) -> Encounter:
    """Round 1: A grabs B; both end their turns. Round 2: A hits B with the technique and either
    ends the Grapple through Powerbomb or keeps it and lets go with the Instant."""
    enc = a_holds_b(["Powerbomb"], HIT, fo=6)
    end_turn(enc)
    end_turn(enc)
    assert (enc.decision.actor, enc.state.round) == ("A", 2)
    if powerbomb:
        use(enc, powerbomb={})
    else:
        use(enc, powerbomb="pass")
        choose(enc, "grapple_end")
    assert grapples(enc) == []
    assert enc.fighter("A").actions >= 1
    return enc


@pytest.mark.rule(RULE)
def test_powerbomb_bars_the_grapple_maneuver_until_your_next_turn() -> None:
    """ "If you do, you cannot use the Grapple Maneuver until the start of your next turn": in
    round 2 (no Grapple used yet this round) A has Actions left but no Grapple on B; at the
    start of A's turn in round 3 it is back."""
    enc = round_two_hold(powerbomb=True)
    assert not has(enc, "grapple", target="B")
    end_turn(enc)
    end_turn(enc)
    assert (enc.decision.actor, enc.state.round) == ("A", 3)
    assert has(enc, "grapple", target="B")


@pytest.mark.rule(RULE)
def test_ending_the_grapple_without_powerbomb_leaves_the_grapple_maneuver() -> None:
    """Control: the same round 2, but A keeps the Grapple through the attack and ends it with the
    Instant (seed 001, "Ending a Grapple"): nothing bars A's Grapple Maneuver this round."""
    enc = round_two_hold(powerbomb=False)
    assert wound(enc) == 13
    assert has(enc, "grapple", target="B")


# --- Terrain Slam -------------------------------------------------------------------------------
# "After concluding this Attacking Maneuver, make a Might Clash against the target(s) of this
# Attacking Maneuver. If you win this Clash against an Opponent, choose an unoccupied Square or
# a Feature adjacent to that Opponent. That Opponent collides with your chosen Square/Feature."
# Requirement: 1+ ranks of the Powerbomb Advantage. A (Force 4, Magic 6: Might 6) at (2, 2) hits
# B (Might 4) at (3, 2); a Feature "rock" of Hardness Rank 3 stands at (4, 2), next to B.

SLAM = ["Powerbomb", "Terrain Slam"]
ROCK = {"id": "rock", "pos": [4, 2], "hardness": 3}


def slam(dice: list[int], features: list[dict[str, Any]] | None = None, **extra: Any) -> Encounter:
    """A uses the technique on B, not in a Grapple (nothing for Powerbomb to do)."""
    enc = duo(
        dice,
        a={"fo": 4, "ma": 6, "signatures": [tech(SLAM)]},
        features=[ROCK] if features is None else features,
        width=16,
        **extra,
    )
    return enc


@pytest.mark.rule(RULE)
def test_terrain_slam_won_slams_the_opponent_into_a_feature() -> None:
    """Hit: Wound 7 + Force 4 = 11 - Soak 4 = 7 Life. Might Clash: A 4 + Might 6 = 10 against
    B 5 + 4 = 9, A wins; B collides with the rock: Hardness Value 2 x 3 x 1 = 6 Life more.
    (With Force 4 in place of Might, A's 8 would lose to 9.)"""
    enc = slam([*HIT, 4, 5])
    use(enc, terrain_slam={"feature": "rock"})
    assert lost(enc) == 7 + 6


@pytest.mark.rule(RULE)
def test_terrain_slam_into_an_unoccupied_square() -> None:
    """ "an unoccupied Square": with the ground at Hardness Rank 1 (setting ground_hardness),
    the square north of B costs 2 x 1 x 1 = 2 Life after the 7 of the hit."""
    enc = slam([*HIT, 4, 5], settings={"ground_hardness": 1})
    use(enc, terrain_slam={"x": 3, "y": 1})
    assert lost(enc) == 7 + 2


@pytest.mark.rule(RULE)
def test_terrain_slam_offers_only_what_is_adjacent_to_the_opponent() -> None:
    """ "choose an unoccupied Square or a Feature adjacent to that Opponent": around B at (3, 2)
    the rock (4, 2) and the six free squares; not A's square (2, 2), not a far boulder."""
    boulder = {"id": "boulder", "pos": [9, 5], "hardness": 3}
    enc = slam([*HIT, 4, 5], features=[ROCK, boulder])
    choose(enc, "signature", NAME)
    while enc.decision.kind != "terrain_slam":
        kind = enc.decision.kind
        choose(
            enc, {"modifier": "no_modifier", "reaction": "dodge", "instant": "pass"}.get(kind, kind)
        )
    offered = options(enc, "terrain_slam")
    features = {o.args.get("feature") for o in offered if o.args.get("feature")}
    squares = {(o.args["x"], o.args["y"]) for o in offered if not o.args.get("feature")}
    assert features == {"rock"}
    assert squares == {(2, 1), (3, 1), (4, 1), (2, 3), (3, 3), (4, 3)}


@pytest.mark.rule(RULE)
def test_terrain_slam_lost_clash_slams_nobody() -> None:
    """Might Clash A 3 + 6 = 9 against B 5 + 4 = 9: the defender wins ties (seed 000), so B
    loses only the 7 of the hit and is not moved."""
    enc = slam([*HIT, 3, 5])
    use(enc)
    assert lost(enc) == 7
    assert enc.fighter("B").pos == (3, 2)


@pytest.mark.rule(RULE)
def test_terrain_slam_comes_after_any_attack_even_a_miss() -> None:
    """The Clash comes "After concluding this Attacking Maneuver" against its "target(s)", with
    no word of a hit (unlike Express Ticket's "When you hit"): Strike 2 + 6 = 8 misses Dodge
    9 + 4 = 13, then A 8 + 6 = 14 beats B 2 + 4 = 6 and the rock costs B 6 Life."""
    enc = slam([2, 9, 8, 2])
    use(enc, terrain_slam={"feature": "rock"})
    assert "A Wound" not in log(enc)
    assert lost(enc) == 6


@pytest.mark.rule(RULE)
def test_no_slam_without_terrain_slam() -> None:
    """Powerbomb alone, the same dice: no Clash, no Collision, B loses the 7 of the hit."""
    enc = duo(
        [*HIT, 4, 5],
        a={"fo": 4, "ma": 6, "signatures": [tech(["Powerbomb"])]},
        features=[ROCK],
        width=16,
    )
    use(enc)
    assert lost(enc) == 7


# --- Express Ticket -----------------------------------------------------------------------------
# "When you hit an Opponent with this Signature Technique, make a Might Clash against them. If
# you win, move any number of Squares up to your Boosted Speed in one direction. The target also
# moves the same number of Squares in that direction. If you move your full Boosted Speed without
# the Opponent colliding with Battle Terrain or another Character, reduce their Life Points by
# 1/2 of your Might." Requirement: Charging Assault (adjacent, so its rush moves nobody).
# A (Force 6: Might 6) at (2, 2), B at (3, 2), on a 16-square row.

TICKET = ["Charging Assault", "Express Ticket"]
WON = [8, 2]  # Might Clash: A 8 + 6 = 14 against B 2 + 4 = 6


def ticket(dice: list[int], features: list[dict[str, Any]] | None = None, **a: Any) -> Encounter:
    a = {"fo": 6, **a}
    return duo(dice, a={**a, "signatures": [tech(TICKET)]}, features=features or [], width=16)


def ride(enc: Encounter, squares: int | None = None) -> None:
    """Use the technique; after a won Clash ride east ``squares`` (the farthest offered if
    None)."""
    choose(enc, "signature", NAME)
    drive(enc, stop="express_ticket", charging_assault={"squares": 0})
    if enc.decision.kind == "express_ticket":
        east = [o for o in options(enc, "express_ticket") if o.args.get("direction") == "east"]
        assert east, [o.label for o in enc.decision.options]
        x = max(o.args["x"] for o in east) if squares is None else 2 + squares
        choose(enc, "express_ticket", direction="east", x=x)
    drive(enc)


@pytest.mark.rule(RULE)
def test_express_ticket_full_boosted_speed_ride_costs_half_might() -> None:
    """Hit (Wound 7 + 6 = 13 - 4 = 9), Clash won, a 6-square ride east (Boosted Speed 4 + 2):
    A to (8, 2), B to (9, 2), and B loses 1/2 of Might 6 = 3 more: 12 in all."""
    enc = ticket([*HIT, *WON])
    ride(enc, 6)
    assert enc.fighter("A").pos == (8, 2)
    assert enc.fighter("B").pos == (9, 2)
    assert lost(enc) == 9 + 3


@pytest.mark.rule(RULE)
def test_express_ticket_half_might_uses_the_higher_of_force_and_magic() -> None:
    """Force 4, Magic 6: the Wound adds Force (7 + 4 = 11 - 4 = 7) but Might is 6, so the full
    ride costs B 3 more: 10."""
    enc = ticket([*HIT, *WON], fo=4, ma=6)
    ride(enc, 6)
    assert lost(enc) == 7 + 3


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(("ag", "boosted"), [(4, 6), (6, 8)])
def test_express_ticket_rides_up_to_boosted_speed(ag: int, boosted: int) -> None:
    """ "up to your Boosted Speed" (Agility Modifier + 2): the longest ride east offered is
    6 squares at Agility 4, 8 at Agility 6; taking it moves both that far."""
    enc = ticket([*HIT, *WON], ag=ag)
    ride(enc)
    assert enc.fighter("A").pos == (2 + boosted, 2)
    assert enc.fighter("B").pos == (3 + boosted, 2)


@pytest.mark.rule(RULE)
def test_express_ticket_short_ride_costs_nothing_more() -> None:
    """ "If you move your full Boosted Speed": 5 of 6 squares moves both 5 east, no extra loss."""
    enc = ticket([*HIT, *WON])
    ride(enc, 5)
    assert enc.fighter("A").pos == (7, 2)
    assert enc.fighter("B").pos == (8, 2)
    assert lost(enc) == 9


@pytest.mark.rule(RULE)
def test_express_ticket_collision_stops_the_ride_without_the_half_might() -> None:
    """A rock (Hardness Rank 3) at (7, 2): B, carried east, collides with it after 3 squares
    (Collision 2 x 3 x 1 = 6) and cannot be carried the full Boosted Speed "without the
    Opponent colliding", so no 1/2 Might: 9 + 6 = 15, B short of the rock."""
    enc = ticket([*HIT, *WON], features=[{"id": "rock", "pos": [7, 2], "hardness": 3}])
    ride(enc)
    assert lost(enc) == 9 + 6
    assert enc.fighter("B").pos[0] <= 6


@pytest.mark.rule(RULE)
def test_express_ticket_needs_a_hit() -> None:
    """ "When you hit": Strike 2 + 6 = 8 against Dodge 9 + 4 = 13 misses: no Clash, nobody
    moves, B loses nothing; A's turn goes on."""
    enc = ticket([2, 9, *WON])
    ride(enc)
    assert enc.decision.actor == "A"
    assert enc.fighter("A").pos == (2, 2)
    assert enc.fighter("B").pos == (3, 2)
    assert lost(enc) == 0


@pytest.mark.rule(RULE)
def test_express_ticket_lost_clash_carries_nobody() -> None:
    """Might Clash A 2 + 6 = 8 against B 4 + 4 = 8: the defender wins ties; nobody moves and
    B loses only the 9 of the hit."""
    enc = ticket([*HIT, 2, 4])
    ride(enc)
    assert enc.fighter("A").pos == (2, 2)
    assert enc.fighter("B").pos == (3, 2)
    assert lost(enc) == 9


# --- Requirements checked when a sheet is read -------------------------------------------------
# Each Advantage's "Requirement:" line. A refused sheet raises an error naming the technique and
# the Advantage.


@pytest.mark.rule(RULE)
def test_powerbomb_needs_a_physical_attack() -> None:
    """Powerbomb, "Requirement: Physical Attack": refused on an energy technique, accepted on a
    physical one."""
    assert_refused(tech(["Powerbomb"], foundation="energy"), "Powerbomb")
    assert_accepted(tech(["Powerbomb"]))


@pytest.mark.rule(RULE)
def test_terrain_slam_needs_powerbomb() -> None:
    """Terrain Slam, "Requirement: 1+ ranks of the Powerbomb Advantage"."""
    assert_refused(tech(["Terrain Slam"]), "Terrain Slam")
    assert_accepted(tech(["Powerbomb", "Terrain Slam"]))


@pytest.mark.rule(RULE)
def test_express_ticket_needs_charging_assault() -> None:
    """Express Ticket, "Requirement: Charging Assault Advantage."."""
    assert_refused(tech(["Express Ticket"]), "Express Ticket")
    assert_accepted(tech(["Charging Assault", "Express Ticket"]))


# Back Flip: "Requirement: Hit and Run Advantage, Energy Attack, Magic Attack, Soaring Profile,
# or a Physical Attack with the Charging Assault Advantage, the Attacking Maneuver does not
# possess an AoE (except the Line AoE)." Read as the file's own ``requires:`` line reads it:
# Hit and Run, and one of the four alternatives, and no AoE but a Line.


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(
    ("profile", "foundation", "extra"),
    [
        ("Simple", "energy", []),
        ("Simple", "magic", []),
        ("Soaring", "physical", []),
        ("Simple", "physical", ["Charging Assault"]),
        ("Concentrated", "energy", []),
        ("Wave", "energy", []),
    ],
)
def test_back_flip_accepted(profile: str, foundation: str, extra: list[str]) -> None:
    """Hit and Run with an Energy or Magic Attack, the Soaring Profile (a Line AoE), or a
    Physical Attack with Charging Assault; a Line AoE (Concentrated, Wave: reference 6) is
    allowed."""
    assert_accepted(tech(["Hit and Run", *extra, "Back Flip"], profile, foundation), ma=5)


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(
    ("advantages", "profile", "foundation"),
    [
        (["Back Flip"], "Simple", "energy"),
        (["Hit and Run", "Back Flip"], "Simple", "physical"),
        (["Hit and Run", "Back Flip"], "Crushing", "physical"),
        (["Hit and Run", "Back Flip"], "Blast", "energy"),
        (["Hit and Run", "Back Flip"], "Clearing", "energy"),
        (["Hit and Run", "Charging Assault", "Back Flip"], "Sweeping", "physical"),
    ],
)
def test_back_flip_refused(advantages: list[str], profile: str, foundation: str) -> None:
    """No Hit and Run; a Physical Attack without Charging Assault; a Cone (Blast), a Sphere
    (Clearing) or a Minor Sphere (Sweeping) AoE."""
    assert_refused(tech(advantages, profile, foundation), "Back Flip")


# Two-Step Strike: "Requirement: Energy Attack, Magic Attack, Soaring Profile, or a Physical
# Attack with the Charging Assault Advantage".


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(
    ("profile", "foundation", "extra"),
    [
        ("Simple", "energy", []),
        ("Simple", "magic", []),
        ("Soaring", "physical", []),
        ("Simple", "physical", ["Charging Assault"]),
    ],
)
def test_two_step_strike_accepted(profile: str, foundation: str, extra: list[str]) -> None:
    assert_accepted(tech([*extra, "Two Step Strike"], profile, foundation), ma=5)


@pytest.mark.rule(RULE)
@pytest.mark.parametrize("profile", ["Simple", "Crushing"])
def test_two_step_strike_refused_on_a_physical_attack_without_charging_assault(
    profile: str,
) -> None:
    assert_refused(tech(["Two Step Strike"], profile, "physical"), "Two Step Strike", "Two-Step")


# Concentrated Strike: "This Attacking Maneuver possesses an AoE, this Attacking Maneuver does not
# possess the Pinpoint Precision Advantage." Pinpoint Precision: "... does not possess the
# Concentrated Strike Advantage."


@pytest.mark.rule(RULE)
@pytest.mark.parametrize("advantage", ["Concentrated Strike", "Pinpoint Precision"])
def test_concentrated_strike_or_pinpoint_precision_alone_on_a_blast(advantage: str) -> None:
    assert_accepted(tech([advantage], "Blast", "energy"))


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(
    "advantages",
    [
        ["Concentrated Strike", "Pinpoint Precision"],
        ["Pinpoint Precision", "Concentrated Strike"],
    ],
)
def test_concentrated_strike_and_pinpoint_precision_exclude_each_other(
    advantages: list[str],
) -> None:
    assert_refused(tech(advantages, "Blast", "energy"), "Concentrated Strike", "Pinpoint Precision")


@pytest.mark.rule(RULE)
def test_concentrated_strike_needs_an_aoe() -> None:
    """ "This Attacking Maneuver possesses an AoE": a Simple technique has none."""
    assert_refused(tech(["Concentrated Strike"], "Simple", "energy"), "Concentrated Strike")


# Condition: "Cannot be applied to the 'Elemental (Fire/Ice/Water/Lightning/Poison)' Profiles."
# (Its Condition is "chosen when gaining this Advantage": Guard Down here.)

CONDITION = "Condition (Guard Down)"


@pytest.mark.rule(RULE)
@pytest.mark.parametrize("element", ["Fire", "Ice", "Water", "Lightning", "Poison"])
def test_condition_refused_on_the_five_elementals(element: str) -> None:
    assert_refused(tech([CONDITION], f"Elemental ({element})", "magic"), "Condition", ma=5)


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(
    ("profile", "foundation"),
    [
        ("Elemental (Earth)", "magic"),
        ("Elemental (Wind)", "magic"),
        ("Elemental (Dark)", "magic"),
        ("Elemental (Light)", "magic"),
        ("Elemental (Metal)", "magic"),
        ("Elemental (Plantlife)", "magic"),
        ("Simple", "energy"),
    ],
)
def test_condition_accepted_on_other_profiles(profile: str, foundation: str) -> None:
    assert_accepted(tech([CONDITION], profile, foundation), ma=5)


# Penetration: "This Attacking Maneuver does not have an Area of Effect (Sphere/Cone)".


@pytest.mark.rule(RULE)
@pytest.mark.parametrize("profile", ["Clearing", "Blast"])
def test_penetration_refused_with_a_sphere_or_cone(profile: str) -> None:
    assert_refused(tech(["Penetration"], profile, "energy"), "Penetration")


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(
    ("profile", "foundation"),
    [("Simple", "energy"), ("Concentrated", "energy"), ("Wave", "energy"), ("Soaring", "physical")],
)
def test_penetration_accepted_without_a_sphere_or_cone(profile: str, foundation: str) -> None:
    """No AoE, or a Line AoE (Concentrated, Wave, Soaring)."""
    assert_accepted(tech(["Penetration"], profile, foundation))


# Exploiting Technique: "Does not possess an AoE".


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(
    ("profile", "foundation"),
    [
        ("Blast", "energy"),
        ("Clearing", "energy"),
        ("Concentrated", "energy"),
        ("Wave", "energy"),
        ("Soaring", "physical"),
        ("Sweeping", "physical"),
    ],
)
def test_exploiting_technique_refused_with_any_aoe(profile: str, foundation: str) -> None:
    assert_refused(tech(["Exploiting Technique"], profile, foundation), "Exploiting Technique")


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(
    ("profile", "foundation"),
    [("Simple", "energy"), ("Simple", "physical"), ("Crushing", "physical"), ("Beam", "energy")],
)
def test_exploiting_technique_accepted_without_an_aoe(profile: str, foundation: str) -> None:
    assert_accepted(tech(["Exploiting Technique"], profile, foundation))


# Fake Out: "Requirement: 2+ Skill Ranks in Bluff, Super Signature." (A Signature is Super or
# Ultimate: reference, "E-old Signatures: choose Super or Ultimate".)


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(
    "skills", [{}, {"bluff": 1}, {"acrobatics": 2}, {"bluff": 1, "intuition": 3}]
)
def test_fake_out_refused_below_2_ranks_of_bluff(skills: dict[str, int]) -> None:
    assert_refused(tech(["Fake Out"], foundation="energy"), "Fake Out", skills=skills)


@pytest.mark.rule(RULE)
@pytest.mark.parametrize("bluff", [2, 3])
def test_fake_out_accepted_with_2_ranks_of_bluff(bluff: int) -> None:
    assert_accepted(tech(["Fake Out"], foundation="energy"), skills={"bluff": bluff})


@pytest.mark.rule(RULE)
def test_fake_out_needs_a_super_not_an_ultimate_signature() -> None:
    """ "Super Signature": with Bluff 2 on an Ultimate technique it is refused."""
    assert_refused(
        tech(["Fake Out"], foundation="energy", ultimate=True), "Fake Out", skills={"bluff": 2}
    )


# Trick Attack: "Requirement: 2+ Skill Ranks in Bluff or Acrobatics." Effect: "Select a Skill -
# Bluff or Acrobatics ... make a Clash (Your selected Skill vs Intuition/Perception)": the ranks
# must be in the Skill selected.


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(
    ("chosen", "skills"),
    [
        ("Bluff", {"bluff": 2}),
        ("Bluff", {"bluff": 3, "acrobatics": 0}),
        ("Acrobatics", {"acrobatics": 2}),
        ("Acrobatics", {"acrobatics": 4, "bluff": 1}),
    ],
)
def test_trick_attack_accepted_with_2_ranks_in_the_chosen_skill(
    chosen: str, skills: dict[str, int]
) -> None:
    assert_accepted(tech([f"Trick Attack ({chosen})"], foundation="energy"), skills=skills)


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(
    ("chosen", "skills"),
    [
        ("Bluff", {"bluff": 1}),
        ("Bluff", {"acrobatics": 2}),
        ("Acrobatics", {"acrobatics": 1}),
        ("Acrobatics", {"bluff": 3}),
    ],
)
def test_trick_attack_refused_without_2_ranks_in_the_chosen_skill(
    chosen: str, skills: dict[str, int]
) -> None:
    assert_refused(
        tech([f"Trick Attack ({chosen})"], foundation="energy"), "Trick Attack", skills=skills
    )


# --- United Attack into a Duel: lending Power Shot ----------------------------------------------
# Seed 001, United Attack: "When an Ally uses an Attacking Maneuver or Duel Maneuver while you
# are on an adjacent Square, you may spend 1 Action and the Ki Points as if making the same
# Profile of Attacking Maneuver as your Ally ... - Advantages. If you are using a Signature
# Technique, you may apply up to 1(bT) ranks of Advantages you possess on your Signature
# Technique to their Attacking Maneuver." Duel Clash: "increased by 1(T) for every: Allied
# Character participating as part of a United Duel ..., Power Shot applied to the attack".
# A attacks B with a Simple energy Basic Attack and a Ki Wager of 10(bT); B Duels with a Simple
# energy Basic Attack; D, B's ally adjacent to B, joins B's Duel through United Attack.


def united_duel(
    dice: list[int],
    join: str,
    d_advantages: list[Any] | None = None,
    pl: int = 4,
) -> Encounter:
    """``join``: "signature" (D's Simple energy technique), "basic" (no technique). Every Ki
    Wager in the Duel Clashes is 0; D lends every rank it is allowed to."""
    d_sig = tech(d_advantages or [], "Simple", "energy")
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2)), fighter("D", "B", (4, 2))],
        {
            "A": sheet("Alpha", pl=pl),
            "B": sheet("Beta", pl=pl),
            "D": sheet("Delta", pl=pl, signatures=[d_sig]),
        },
        [9, 5, 4, *dice],
    )
    wager = 10 if pl < 5 else 20  # 10(bT)
    choose(enc, "attack", "Simple, energy")
    if enc.decision.kind == "modifier":
        choose(enc, "no_modifier")
    choose(enc, "wager", kp=wager)
    pass_instants(enc)
    choose(enc, "duel", profile="Simple")
    choose(enc, "no_escape")
    assert enc.decision.actor == "D"
    if join == "signature":
        choose(enc, "duel_united", signature=NAME)
    else:
        basic = [o for o in options(enc, "duel_united") if not o.args.get("signature")]
        assert basic, [o.label for o in enc.decision.options]
        enc.choose(basic[0])
    for _ in range(5):
        if enc.decision.kind != "lend_advantage":
            break
        lend = options(enc, "lend")
        enc.choose(lend[0] if lend else options(enc, "pass")[0])
    while enc.decision is not None and enc.decision.kind == "duel_wager":
        choose(enc, "duel_wager", kp=0)
    return enc


def clash_scores(enc: Encounter, n: int = 1) -> tuple[int, int]:
    found = re.search(rf"Duel Clash {n}: A (-?\d+) = .* vs B (-?\d+) = ", log(enc))
    assert found, log(enc)
    return int(found.group(1)), int(found.group(2))


# Duel Clash dice: A 3, B 6 (twice: B wins 2-0), then B's Wound d10 7.
B_WINS = [3, 6, 3, 6, 7]


@pytest.mark.rule(RULE)
def test_united_duel_lent_power_shot_adds_1t_to_the_duel_clash() -> None:
    """D lends B a rank of Power Shot from its technique: B's Duel Clash is 6 + Force 4 + 1(T)
    for the United Duel ally + 1(T) for the Power Shot applied = 12; A's is 3 + 4 = 7."""
    enc = united_duel(B_WINS, "signature", ["Power Shot"])
    assert clash_scores(enc) == (7, 12)


@pytest.mark.rule(RULE)
def test_united_duel_lends_at_most_1bt_ranks() -> None:
    """ "up to 1(bT) ranks": at Tier 1 D's Power Shot 3 lends one rank, +1(T): still 12 (not
    14)."""
    enc = united_duel(B_WINS, "signature", [ranked("Power Shot", 3)])
    assert clash_scores(enc) == (7, 12)


@pytest.mark.rule(RULE)
def test_united_duel_lends_two_ranks_at_tier_2() -> None:
    """Power Level 9 (Tier 2, bT 2; each roll a d10 and a d4 1): D lends 2 of its 3 ranks of
    Power Shot. B: 6 + 1 + Force 4 + 1(T) ally 2 + 2 x 1(T) Power Shot 4 = 17; A: 3 + 1 + 4."""
    dice = [3, 1, 6, 1, 3, 1, 6, 1, 7, 1]
    enc = united_duel(dice, "signature", [ranked("Power Shot", 3)], pl=9)
    assert clash_scores(enc) == (8, 17)


@pytest.mark.rule(RULE)
def test_united_duel_without_a_technique_lends_nothing() -> None:
    """ "If you are using a Signature Technique": D joins without one; B's Duel Clash is 6 + 4
    + 1(T) for the ally = 11."""
    enc = united_duel(B_WINS, "basic", [ranked("Power Shot", 3)])
    assert clash_scores(enc) == (7, 11)


@pytest.mark.rule(RULE)
def test_united_duel_lending_accurate_adds_nothing_to_the_duel_clash() -> None:
    """D's technique has Accurate, not Power Shot: the Duel Clash counts Power Shot (and
    Energy Charges, States, stacks), not Accurate. B: 6 + 4 + 1 = 11."""
    enc = united_duel(B_WINS, "signature", ["Accurate"])
    assert clash_scores(enc) == (7, 11)


@pytest.mark.rule(RULE)
def test_united_duel_lent_power_shot_raises_the_winners_wound() -> None:
    """The lent rank is Power Shot "applied ... to their Attacking Maneuver": B wins the Duel
    and its Wound is d10 7 + Force 4 + Power Shot 2(T) + 1/4 of D's Force 4 (United Attack in a
    Duel) = 14, against 12 when D joins without the technique."""
    lent = united_duel(B_WINS, "signature", ["Power Shot"])
    plain = united_duel(B_WINS, "basic", ["Power Shot"])
    assert number(lent, r"B Duel Wound (-?\d+)") == 14
    assert number(plain, r"B Duel Wound (-?\d+)") == 12
