"""Round 3, Signature Technique Advantages that choose targets and areas (Splitting, Widespread
Assault, Controlled Blast): blind conformance tests written from the public Foundry VTT system's
Advantage files (reference S2, IvoPierucci/dbu-ttrpg, traits/signature/advantages/<name>.dbu:
the ``Requirement:`` and ``Effect:`` lines, quoted in every test), read with seed 001 (Basic
Attack: "If the Profile has an Area of Effect, use that to select the target(s) instead"), seed
000 (Tier of Power, (T)) and the public notes on the rules' gaps
(/work/shared/reference/dbu-rules-gaps.md: section 4, Long Range "targets 9+ squares away";
section 6, the Profiles' areas, Clearing a Sphere, Soaring a Standard Line, Blast a Cone, and
KP = Profile KP + ceil(TP/5)),
through the public API only (sheets as plain data, fixed dice, decisions picked by kind and
arguments, the event log).

The size of an Area of Effect at "Standard Magnitude" is in none of these sources, so no test
assumes a number: where a size matters the Advantage's area is compared with the Profile that
has that shape (Sphere: Clearing; Line: Soaring; Cone: Blast) on the same battlefield.

Every fighter is a plain Earthling (``actions_b_support.sheet``): Agility 4 gives Haste 2 and
Defense Value 4, Force 4 is the Damage Attribute of an energy attack, Tenacity 4 gives Soak 4,
Max Life 144. Power Level 4 is Tier of Power 1 ((T) = 1); Power Level 5 is Tier 2 ((T) = 2),
rolling a d10 and a d4. Dice run: one Initiative d10 per fighter in order, then every other die
in order; an attack on several targets rolls one Strike, then each target's Dodge, then one
Wound Roll (as in seed 001's Defense Wall example, test_actions_b_counters.py).
"""

from __future__ import annotations

import math
import re
from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter

from .actions_b_support import (
    LIFE,
    choose,
    fighter,
    log,
    number,
    options,
    sheet,
    start,
)
from .round3_advantages_support import ranked, tech

RULE = "dbu.std.signature-technique"
LONG_RANGE = 9  # reference section 4: Long Range "targets 9+ squares away"


# --- building blocks ----------------------------------------------------------------------------


def field(
    signature: dict[str, Any] | None,
    a_at: tuple[int, int],
    foes: dict[str, tuple[int, int]],
    dice: list[int] | None = None,
    allies: dict[str, tuple[int, int]] | None = None,
    a: dict[str, Any] | None = None,
    foe: dict[str, Any] | None = None,
    foe_sheets: dict[str, dict[str, Any]] | None = None,
    width: int = 14,
    height: int = 8,
) -> Encounter:
    """A (side A, holding ``signature``) at ``a_at`` acts first; ``foes`` are side B, ``allies``
    side A. Initiative: A 10, then 7, 6, 5, ... for the others in order (A acts first, no
    ties); then ``dice``."""
    allies = allies or {}
    foe_sheets = foe_sheets or {}
    fighters = [fighter("A", "A", a_at)]
    sheets: dict[str, dict[str, Any]] = {
        "A": sheet("Alpha", signatures=[signature] if signature else [], **(a or {})),
        "B": sheet("Beta", **(foe or {})),
        "F": sheet("Friend"),
    }
    for fid, pos in foes.items():
        if fid in foe_sheets:
            sheets[fid] = sheet(fid, **foe_sheets[fid])
            fighters.append(fighter(fid, "B", pos))
        else:
            fighters.append(fighter("B", "B", pos, fid))
    for fid, pos in allies.items():
        fighters.append(fighter("F", "A", pos, fid))
    init = [10] + [7 - i for i in range(len(fighters) - 1)]
    return start(fighters, sheets, init + list(dice or []), width=width, height=height)


def refused_or_built(build: Any) -> tuple[str, Encounter | None]:
    """The sheet error when the setup is refused, else ("", the encounter)."""
    try:
        enc = build()
    except Exception as err:  # refused when the sheet is read
        return str(err), None
    return "", enc


def finish_declaration(enc: Encounter) -> None:
    """No further Splitting target, no Modifier Maneuver, no Ki Wager for A's attack."""
    while enc.decision is not None and enc.decision.actor == "A":
        kinds = {o.kind for o in enc.decision.options}
        if "split_done" in kinds:
            choose(enc, "split_done")
        elif enc.decision.kind == "modifier":
            choose(enc, "no_modifier")
        elif enc.decision.kind == "wager":
            choose(enc, "wager", kp=0)
        else:
            return


def resolve(enc: Encounter) -> list[str]:
    """Play the declared attack out: every target Dodges, nobody takes an Instant, intervenes
    or Exploits. Returns who was asked to defend, in order."""
    defenders: list[str] = []
    for _ in range(200):
        d = enc.decision
        if d is None or (d.actor == "A" and d.kind == "turn"):
            return defenders
        kinds = {o.kind for o in d.options}
        if "dodge" in kinds:
            defenders.append(d.actor)
            choose(enc, "dodge")
        elif "pass" in kinds:
            choose(enc, "pass")
        elif d.actor == "A":
            finish_declaration(enc)
        else:
            raise AssertionError(f"unexpected decision {d.kind} for {d.actor}: {d.prompt}")
    raise AssertionError("the attack never finished")


def signature_options(enc: Encounter, name: str = "Tech") -> list[Any]:
    return [o for o in options(enc, "signature") if o.args.get("signature") == name]


def squares(enc: Encounter, name: str = "Tech") -> set[tuple[int, int]]:
    """The Target Squares offered for the technique ``name`` (options with a square)."""
    return {
        (o.args["x"], o.args["y"])
        for o in signature_options(enc, name)
        if "x" in o.args and "y" in o.args
    }


def use(enc: Encounter, name: str = "Tech", **args: Any) -> list[str]:
    """A uses ``name`` with the option whose args include ``args``; the attack is played out."""
    choose(enc, "signature", name, **args)
    finish_declaration(enc)
    return resolve(enc)


def use_basic(enc: Encounter, profile: str, **args: Any) -> list[str]:
    choose(enc, "attack", profile=profile, **args)
    finish_declaration(enc)
    return resolve(enc)


def wound(enc: Encounter) -> int:
    return number(enc, r"A Wound (-?\d+)")


def lost(enc: Encounter, fid: str) -> int:
    found = re.findall(rf"^{fid} loses (\d+) Life", log(enc), re.M)
    return sum(int(x) for x in found)


def chebyshev(p: tuple[int, int], q: tuple[int, int]) -> int:
    """The fewest squares between p and q under any grid measure (diagonals counted as 1):
    every other measure is at least this long."""
    return max(abs(p[0] - q[0]), abs(p[1] - q[1]))


# --- Splitting ----------------------------------------------------------------------------------
# Requirement: "Energy or Magic Foundation that does not have an Area of Effect."
# Effect: "At Attack Declaration, when using this Signature Technique, select up to 2 Opponents
# (First Rank) or up to 4 Opponents (Second Rank). They are the targets for this Attacking
# Maneuver. For each Opponent you chose after the first, reduce your Wound Roll by 1(T)."
# TP Cost: 4 (First Rank), 6 (Second Rank).
# A at (2, 2); B adjacent at (3, 2), C at (3, 4), D at (6, 2), E at (2, 5): all reachable by an
# energy attack, none at Long Range.

FOES = {"B": (3, 2), "C": (3, 4), "D": (6, 2), "E": (2, 5)}


def split(
    rank: int,
    also: list[str],
    dice: list[int],
    pl: int = 4,
    foe_sheets: dict[str, dict[str, Any]] | None = None,
) -> tuple[Encounter, list[str]]:
    """A uses a Simple energy technique with Splitting ``rank`` on B and ``also`` the others."""
    enc = field(
        tech([ranked("Splitting", rank)]),
        (2, 2),
        FOES,
        dice,
        a={"pl": pl},
        foe={"pl": pl},
        foe_sheets=foe_sheets,
    )
    choose(enc, "signature", "Tech", target="B")
    for fid in also:
        choose(enc, "split_target", target=fid)
    finish_declaration(enc)
    return enc, resolve(enc)


def single(dice: list[int], pl: int = 4) -> tuple[Encounter, list[str]]:
    """The same fight with a plain Simple energy technique on B."""
    enc = field(tech(), (2, 2), FOES, dice, a={"pl": pl}, foe={"pl": pl})
    choose(enc, "signature", "Tech", target="B")
    finish_declaration(enc)
    return enc, resolve(enc)


@pytest.mark.rule(RULE)
def test_splitting_first_rank_strikes_two_opponents_for_1t_less_wound() -> None:
    """Splitting 1 on B and C: "They are the targets": both Dodge, and "For each Opponent you
    chose after the first, reduce your Wound Roll by 1(T)": one after the first at Tier 1 is
    -1. Strike 6 + Haste 2 + Awareness 4 = 12 against Dodges 3 + 4 = 7 (both hit); Wound d10
    7 + Force 4 - 1 = 10; each loses 10 - Soak 4 = 6."""
    enc, defenders = split(1, ["C"], [6, 3, 3, 7])
    assert sorted(defenders) == ["B", "C"]
    assert wound(enc) == 10
    assert (lost(enc, "B"), lost(enc, "C")) == (6, 6)
    assert (enc.fighter("B").life, enc.fighter("C").life) == (LIFE - 6, LIFE - 6)
    assert lost(enc, "D") == lost(enc, "E") == 0


@pytest.mark.rule(RULE)
def test_splitting_second_rank_strikes_four_opponents_for_3t_less_wound() -> None:
    """Splitting 2: "up to 4 Opponents (Second Rank)": B, C, D and E all Dodge (3 + 4 = 7
    against Strike 12: all hit); three chosen after the first: Wound 7 + 4 - 3 = 8, each loses
    8 - 4 = 4."""
    enc, defenders = split(2, ["C", "D", "E"], [6, 3, 3, 3, 3, 7])
    assert sorted(defenders) == ["B", "C", "D", "E"]
    assert wound(enc) == 8
    assert [lost(enc, f) for f in "BCDE"] == [4, 4, 4, 4]


@pytest.mark.rule(RULE)
def test_splitting_penalty_is_times_tier_at_tier_2() -> None:
    """Splitting: "reduce your Wound Roll by 1(T)" for each Opponent after the first: at Tier 2
    (Power Level 5) three targets are two after the first, 2 x 1(T) = -4 against the same
    fight with a plain technique on B alone (the same Strike, Dodge and Wound dice: every d4 a
    1)."""
    plain, _ = single([6, 1, 3, 1, 7, 1], pl=5)
    enc, defenders = split(2, ["C", "D"], [6, 1, 3, 1, 3, 1, 3, 1, 7, 1], pl=5)
    assert sorted(defenders) == ["B", "C", "D"]
    assert wound(enc) == wound(plain) - 4


@pytest.mark.rule(RULE)
def test_splitting_targets_defend_each_on_their_own() -> None:
    """ "They are the targets for this Attacking Maneuver": each rolls its own Dodge against
    the one Strike (3 + Haste 2 + Awareness 4 = 9). B (Defense Value 4) Dodges 3 + 4 = 7 and
    is hit; C, with Agility 8, Dodges 3 + its higher Defense Value and avoids it (ties go to the
    defender): only B loses Life (Wound 7 + 4 - 1 = 10, minus Soak 4 = 6)."""
    enc, defenders = split(1, ["C"], [3, 3, 3, 7], foe_sheets={"C": {"ag": 8}})
    assert sorted(defenders) == ["B", "C"]
    assert number(enc, r"A Strike (-?\d+)") == 9
    assert number(enc, r"C Dodge (-?\d+)") >= 9  # the fixture: C's Dodge beats the Strike
    assert lost(enc, "B") == 6
    assert lost(enc, "C") == 0
    assert enc.fighter("C").life == LIFE


@pytest.mark.rule(RULE)
def test_splitting_on_one_target_takes_nothing_off_the_wound() -> None:
    """The penalty is "For each Opponent you chose after the first": choosing B alone costs
    nothing. Wound 7 + 4 = 11, as with a plain technique; B loses 11 - 4 = 7."""
    enc, defenders = split(2, [], [6, 3, 7])
    plain, _ = single([6, 3, 7])
    assert defenders == ["B"]
    assert wound(enc) == wound(plain) == 11
    assert lost(enc, "B") == 7


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(("rank", "most"), [(1, 2), (2, 4)])
def test_splitting_stops_at_two_or_four_targets(rank: int, most: int) -> None:
    """ "select up to 2 Opponents (First Rank) or up to 4 Opponents (Second Rank)": with four
    Opponents in reach, once ``most`` are chosen no further one can be added."""
    enc = field(tech([ranked("Splitting", rank)]), (2, 2), FOES, [6, 3, 3, 3, 3, 7])
    choose(enc, "signature", "Tech", target="B")
    chosen = ["B"]
    for fid in ["C", "D", "E"]:
        if options(enc, "split_target", target=fid):
            choose(enc, "split_target", target=fid)
            chosen.append(fid)
    assert len(chosen) == most
    assert options(enc, "split_target") == []
    finish_declaration(enc)
    assert sorted(resolve(enc)) == sorted(chosen)


@pytest.mark.rule(RULE)
def test_splitting_chooses_only_opponents() -> None:
    """ "select up to 2 Opponents": A's ally G, standing between the Opponents, is never offered
    as another target, nor is A."""
    enc = field(tech(["Splitting"]), (2, 2), {"B": (3, 2), "C": (3, 4)}, allies={"G": (3, 3)})
    choose(enc, "signature", "Tech", target="B")
    offered = {o.args.get("target") for o in options(enc, "split_target")}
    assert "C" in offered
    assert not offered & {"A", "G"}


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(
    ("profile", "foundation"),
    [("Simple", "physical"), ("Blast", "energy")],
    ids=["physical-foundation", "cone-area"],
)
def test_splitting_needs_an_energy_or_magic_attack_without_an_area(
    profile: str, foundation: str
) -> None:
    """Requirement: "Energy or Magic Foundation that does not have an Area of Effect." On a
    physical Simple technique or an energy Blast (a Cone) it is refused on the sheet, or it
    adds no second target and takes nothing off the Wound."""
    error, enc = refused_or_built(
        lambda: field(
            tech(["Splitting"], profile=profile, foundation=foundation),
            (2, 2),
            {"B": (3, 2), "C": (3, 3)},
            [6, 3, 3, 7],
        )
    )
    if error:
        assert "Splitting" in error, error
        return
    assert enc is not None
    choose(enc, "signature", "Tech", target="B")
    assert options(enc, "split_target") == []
    assert "Splitting" not in log(enc)


# --- Widespread Assault -------------------------------------------------------------------------
# Requirement: "Attacking Maneuver does not possess an AoE."
# Effect: "Select an Area of Effect (see — Area of Effect). This Attacking Maneuver gains the
# selected AoE at the Standard Magnitude. If you choose the Sphere AoE, the Target Square for
# this AoE may be any Square, rather than just a Square that you occupy." TP Cost: 8.
# The shape is chosen when the Advantage is taken: "Widespread Assault (Sphere)" and so on.


def wide(shape: str) -> dict[str, Any]:
    return tech([f"Widespread Assault ({shape})"])


# Around the square S = (6, 3), six squares from A at (0, 3) (not at Long Range), Opponents
# stand 1 to 5 squares away in straight and diagonal lines, so that any sphere, whatever its
# size and its measure of distance, takes some and leaves others the same way for both.
SPHERE_CENTRE = (6, 3)
SPHERE_FOES = {
    "B": (7, 3),
    "C": (6, 5),
    "D": (8, 5),
    "E": (9, 6),
    "H": (10, 3),
    "I": (11, 3),
    "J": (4, 1),
}


@pytest.mark.rule(RULE)
def test_widespread_sphere_strikes_every_opponent_around_its_square() -> None:
    """Widespread Assault (Sphere) on a Simple technique "gains the selected AoE": on the square
    between B and C (each adjacent to it) both are targets and both Dodge, where the Simple
    technique alone strikes one Opponent."""
    enc = field(wide("Sphere"), (0, 3), {"B": (6, 2), "C": (6, 4)}, [6, 3, 3, 7])
    defenders = use(enc, x=6, y=3)
    assert sorted(defenders) == ["B", "C"]
    assert lost(enc, "B") > 0
    assert lost(enc, "C") > 0


@pytest.mark.rule(RULE)
def test_widespread_sphere_is_the_size_of_clearings_sphere() -> None:
    """ "gains the selected AoE at the Standard Magnitude": a Sphere of the size the Clearing
    Profile's Sphere has (reference 6: "Sphere AoE"); on the same square S the two take the
    same Opponents, and more than one."""
    wide_enc = field(wide("Sphere"), (0, 3), SPHERE_FOES)
    clearing = field(tech(profile="Clearing"), (0, 3), SPHERE_FOES)
    assert SPHERE_CENTRE in squares(clearing)
    by_wide = set(use(wide_enc, x=SPHERE_CENTRE[0], y=SPHERE_CENTRE[1]))
    by_clearing = set(use(clearing, x=SPHERE_CENTRE[0], y=SPHERE_CENTRE[1]))
    assert by_wide == by_clearing
    assert len(by_wide) >= 2


@pytest.mark.rule(RULE)
def test_widespread_sphere_may_centre_on_a_long_range_square() -> None:
    """ "If you choose the Sphere AoE, the Target Square for this AoE may be any Square": the
    square between B and C, 12 squares from A (Long Range is 9+), is a Target Square, and both
    are struck."""
    enc = field(wide("Sphere"), (0, 3), {"B": (12, 2), "C": (12, 4)}, width=14)
    assert (12, 3) in squares(enc)
    assert chebyshev((0, 3), (12, 3)) >= LONG_RANGE
    assert sorted(use(enc, x=12, y=3)) == ["B", "C"]


# Along A's row (y = 3) Opponents stand 1, 3, 6, 8 and 11 squares away; two stand off the row.
ROW_FOES = {
    "B": (2, 3),
    "C": (4, 3),
    "D": (7, 3),
    "E": (9, 3),
    "H": (12, 3),
    "I": (4, 5),
    "J": (6, 2),
}


@pytest.mark.rule(RULE)
def test_widespread_line_is_the_line_soaring_has() -> None:
    """Widespread Assault (Line): "gains the selected AoE at the Standard Magnitude": aimed at
    B, it takes the Opponents the Soaring Profile's Standard Line (reference 6) takes aimed the
    same way from the same square, and more than one."""
    wide_enc = field(wide("Line"), (1, 3), ROW_FOES)
    soaring = field(None, (1, 3), ROW_FOES)
    by_wide = set(use(wide_enc, target="B"))
    by_soaring = set(use_basic(soaring, "Soaring", target="B"))
    assert by_wide == by_soaring
    assert len(by_wide) >= 2


# A wedge east of A at (1, 3), and Opponents behind and beside it.
WEDGE_FOES = {
    "B": (2, 3),
    "C": (4, 2),
    "D": (4, 5),
    "E": (6, 3),
    "I": (10, 3),
    "J": (0, 3),
    "K": (1, 6),
}


@pytest.mark.rule(RULE)
def test_widespread_cone_is_the_cone_blast_has() -> None:
    """Widespread Assault (Cone): aimed at B it takes the Opponents the Blast Profile's Cone
    (reference 6: "Cone AoE") takes aimed the same way from the same square, and more than
    one."""
    wide_enc = field(wide("Cone"), (1, 3), WEDGE_FOES)
    blast = field(None, (1, 3), WEDGE_FOES)
    by_wide = set(use(wide_enc, target="B"))
    by_blast = set(use_basic(blast, "Blast", target="B", foundation="energy"))
    assert by_wide == by_blast
    assert len(by_wide) >= 2


@pytest.mark.rule(RULE)
@pytest.mark.parametrize("shape", ["Line", "Cone"])
def test_widespread_line_or_cone_starts_from_your_own_square(shape: str) -> None:
    """Only "If you choose the Sphere AoE" may the Target Square be any Square "rather than
    just a Square that you occupy": a Line or a Cone offers no Target Square other than A's
    own."""
    enc = field(wide(shape), (1, 3), WEDGE_FOES)
    assert signature_options(enc)
    assert squares(enc) <= {(1, 3)}


@pytest.mark.rule(RULE)
def test_widespread_assault_needs_an_attack_without_an_area() -> None:
    """Requirement: "Attacking Maneuver does not possess an AoE." On a Blast technique (a
    Cone) Widespread Assault (Sphere) is refused on the sheet, or the technique stays a Cone
    from A's square: no Target Square elsewhere is offered."""
    error, enc = refused_or_built(
        lambda: field(
            tech(["Widespread Assault (Sphere)"], profile="Blast"),
            (0, 3),
            {"B": (6, 2), "C": (6, 4)},
        )
    )
    if error:
        assert "Widespread Assault" in error, error
        return
    assert enc is not None
    assert squares(enc) <= {(0, 3)}


# --- Controlled Blast ---------------------------------------------------------------------------
# Requirement: "Cone AoE." Effect: "Instead of yourself being the Target Square, this Attacking
# Maneuver's Target Square is any Square you select on the Battlefield that is not at Long
# Range, pointing in any direction you wish." TP Cost: 5.

CONTROLLED = tech(["Controlled Blast"], profile="Blast")


@pytest.mark.rule(RULE)
def test_controlled_blast_reaches_an_opponent_a_blast_from_you_cannot() -> None:
    """B stands 8 squares east of A (not at Long Range). The same Blast technique without the
    Advantage offers no way to strike B (its Cone starts on A's square: checked first, as the
    fixture's premise); with Controlled Blast the Cone starts on a square A selects, and B is
    struck: Strike 6 + 2 + 4 = 12 against Dodge 3 + 4 = 7."""
    foes = {"B": (9, 3)}
    plain = field(tech(profile="Blast"), (1, 3), foes)
    assert not [o for o in signature_options(plain) if o.args.get("target") == "B"]
    enc = field(CONTROLLED, (1, 3), foes, [6, 3, 7])
    reaching = [o for o in signature_options(enc) if o.args.get("target") == "B"]
    assert reaching
    assert any((o.args.get("x"), o.args.get("y")) != (1, 3) for o in reaching)
    enc.choose(reaching[0])
    finish_declaration(enc)
    assert resolve(enc) == ["B"]
    assert lost(enc, "B") > 0


@pytest.mark.rule(RULE)
def test_controlled_blast_target_square_is_never_at_long_range() -> None:
    """The Target Square is "any Square ... that is not at Long Range" (9+ squares): with B
    14 squares east of A (and C 3 squares east), squares 9 to 13 squares away would put B in
    the Cone, but none of them is offered; every square offered is within 8 squares of A by
    any measure."""
    enc = field(CONTROLLED, (1, 3), {"B": (15, 3), "C": (4, 3)}, width=16)
    offered = squares(enc)
    assert offered  # C, 3 squares away, can be struck from some square
    assert all(chebyshev((1, 3), sq) < LONG_RANGE for sq in offered), sorted(offered)


def hits(option: Any) -> set[str]:
    """The fighters an area option's label says it takes ("... hits B, C)")."""
    found = re.search(r"hits ([^)]*)\)", option.label)
    return {name.strip() for name in found.group(1).split(",")} if found else set()


@pytest.mark.rule(RULE)
def test_controlled_blast_points_anywhere_to_take_opponents_on_both_sides_of_you() -> None:
    """ "any Square you select ... pointing in any direction you wish": B and C stand two
    squares north and south of A's column, one square ahead of A. A Blast from A's own square
    takes one or the other, never both (checked first with the plain Blast technique, the
    fixture's premise); a Controlled Blast from a square A selects, pointing whichever way
    needs, takes both, and both Dodge."""
    foes = {"B": (2, 1), "C": (2, 5)}
    for aim in ["B", "C"]:
        plain = field(tech(profile="Blast"), (1, 3), foes)
        assert set(use(plain, target=aim)) == {aim}
    enc = field(CONTROLLED, (1, 3), foes, [6, 3, 3, 7])
    both = [o for o in signature_options(enc) if hits(o) == {"B", "C"}]
    assert both, [o.label for o in signature_options(enc)]
    assert all(o.args.get("direction") for o in both)
    enc.choose(both[0])
    finish_declaration(enc)
    assert sorted(resolve(enc)) == ["B", "C"]
    assert lost(enc, "B") > 0
    assert lost(enc, "C") > 0


@pytest.mark.rule(RULE)
@pytest.mark.parametrize("profile", ["Simple", "Clearing"])
def test_controlled_blast_needs_a_cone(profile: str) -> None:
    """Requirement: "Cone AoE." On a Simple technique (no area) or a Clearing one (a Sphere)
    Controlled Blast is refused on the sheet, or it adds nothing: no option points a Cone
    anywhere."""
    error, enc = refused_or_built(
        lambda: field(
            tech(["Controlled Blast"], profile=profile), (1, 3), {"B": (2, 3), "C": (7, 3)}
        )
    )
    if error:
        assert "Controlled Blast" in error, error
        return
    assert enc is not None
    assert not [o for o in signature_options(enc) if o.args.get("direction")]
    assert not [o for o in signature_options(enc) if "Controlled Blast" in o.label]


# --- Technique Points ---------------------------------------------------------------------------


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(
    ("signature", "profile_kp", "tp", "how"),
    [
        (tech(["Splitting"]), 0, 8 + 4, {"target": "B"}),
        (tech([ranked("Splitting", 2)]), 0, 8 + 4 + 6, {"target": "B"}),
        (wide("Sphere"), 0, 8 + 8, {"x": 3, "y": 2}),
        (CONTROLLED, 5, 8 + 5, {"target": "B"}),
    ],
    ids=["splitting-1", "splitting-2", "widespread", "controlled-blast"],
)
def test_technique_points_of_the_targeting_advantages(
    signature: dict[str, Any], profile_kp: int, tp: int, how: dict[str, Any]
) -> None:
    """TP Cost: Splitting 4 (First Rank), 6 (Second Rank); Widespread Assault 8; Controlled
    Blast 5. KP = Profile KP + ceil(TP / 5) (reference 6; Simple 0, Blast 5, Tier 1): 3, 4, 4
    and 5 + 3 = 8."""
    enc = field(signature, (2, 2), {"B": (3, 2)}, [6, 3, 7])
    choose(enc, "signature", "Tech", **how)
    finish_declaration(enc)
    assert number(enc, r"A pays (\d+) KP for Tech") == profile_kp + math.ceil(tp / 5)
