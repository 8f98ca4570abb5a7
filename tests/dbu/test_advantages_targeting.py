"""The Advantages that change whom a Signature Technique is aimed at
(``families/advantages/targeting.py``): Splitting, Widespread Assault and Controlled Blast.
Fights go through the public API with fixed dice; every fighter is a plain Earthling at Tier 1
(Force 4, Soak 4, Defense Value 4). A (side A) at C3 acts first; its Opponents B, C and D
(side B) stand where each test says. After Initiative, an attack's dice are A's Strike (one
for every target), each target's Dodge in turn, then A's Wound (one for every target hit)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.techniques import Signature
from tenkaichi.table.present_place import place_of

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from conformance.actions_b_support import (
    choose,
    fighter,
    has,
    log,
    options,
    pass_instants,
    sheet,
    start,
)

RULE = "dbu.std.signature-technique"


def _tech(*advantages: Any, profile: str = "Simple", name: str = "Tri-Beam") -> dict[str, Any]:
    return {
        "name": name,
        "profile": profile,
        "foundation": "energy",
        "advantages": list(advantages),
    }


def _fight(
    dice: list[int],
    sig: dict[str, Any],
    foes: dict[str, tuple[int, int]],
    allies: dict[str, tuple[int, int]] | None = None,
    **extra: Any,
) -> Encounter:
    """A at C3 with ``sig``; then its allies and its Opponents, in Initiative Order after it
    (they roll 9, 8, 7, ...)."""
    fighters = [fighter("A", "A", (2, 2))]
    sheets = {"A": sheet("Alpha", signatures=[sig])}
    for fid, pos in (allies or {}).items():
        fighters.append(fighter(fid, "A", pos))
        sheets[fid] = sheet(fid)
    for fid, pos in foes.items():
        fighters.append(fighter(fid, "B", pos))
        sheets[fid] = sheet(fid)
    return start(fighters, sheets, list(range(9, 9 - len(fighters), -1)) + dice, **extra)


def _to_the_clash(enc: Encounter) -> None:
    """No Modifier Maneuver, no Ki Wager, no Instant Maneuver."""
    if enc.decision is not None and enc.decision.kind == "modifier":
        choose(enc, "no_modifier")
    if enc.decision is not None and enc.decision.kind == "wager":
        choose(enc, "wager", kp=0)
    pass_instants(enc)


def _resolve(enc: Encounter) -> list[str]:
    """Every target Dodges; nobody Intervenes; until A's turn decision comes back. Returns
    who answered the attack, in order."""
    answered: list[str] = []
    for _ in range(30):
        d = enc.decision
        if d is None or (d.actor == "A" and d.kind == "turn"):
            return answered
        if d.kind == "reaction":
            answered.append(d.actor)
            choose(enc, "dodge")
        else:
            enc.choose(0)  # No Intervene, no Knockback, pass
    raise AssertionError(log(enc))


def _wound_line(enc: Encounter) -> str:
    return next(line for line in log(enc).splitlines() if line.startswith("A Wound"))


# --- Splitting --------------------------------------------------------------------------


@pytest.mark.rule(RULE)
def test_splitting_rank_1_adds_one_target_each_defends_and_the_wound_takes_1T() -> None:
    # Strike 9+2+4 = 15; B Dodges 1 (botch), C Dodges 1 (botch): both hit. Wound 6 + Force 4
    # - 1(T) = 9 on each
    enc = _fight([9, 1, 1, 6], _tech("Splitting"), {"B": (3, 2), "C": (6, 4), "D": (9, 6)})
    choose(enc, "signature", "Tri-Beam", target="B")
    assert enc.decision is not None
    assert enc.decision.kind == "split_target"
    assert [o.label for o in enc.decision.options] == [
        "Also target C (Wound Roll -1 on every target)",
        "Also target D (Wound Roll -1 on every target)",
        "No more targets",
    ]
    choose(enc, "split_target", target="C")
    # rank 1: two targets at most, so no more is asked
    assert enc.decision is not None
    assert enc.decision.kind == "modifier"
    _to_the_clash(enc)
    assert _resolve(enc) == ["B", "C"]
    text = log(enc)
    assert "A splits Tri-Beam: it is aimed at B, C (Splitting: 1 target after the first, -1" in text
    assert _wound_line(enc) == (
        "A Wound 9 = 1d10+ToP [6] + Force 4 - Splitting (1 target after the first) 1"
    )
    assert enc.fighter("B").life == enc.fighter("C").life < enc.fighter("D").life


@pytest.mark.rule(RULE)
def test_splitting_rank_2_takes_up_to_four_and_each_extra_target_costs_1T() -> None:
    foes = {"B": (3, 2), "C": (6, 4), "D": (9, 6), "E": (10, 1), "F": (11, 7)}
    enc = _fight([9, 1, 1, 1, 1, 6], _tech({"name": "Splitting", "rank": 2}), foes)
    choose(enc, "signature", "Tri-Beam", target="B")
    choose(enc, "split_target", target="C")
    assert has(enc, "split_target", "Also target D (Wound Roll -2 on every target)")
    assert has(enc, "split_done", "No more targets (Wound Roll -1)")
    choose(enc, "split_target", target="D")
    choose(enc, "split_target", target="E")
    assert enc.decision is not None
    assert enc.decision.kind == "modifier"  # four: no more asked
    _to_the_clash(enc)
    _resolve(enc)
    assert "Splitting (3 targets after the first) 3" in _wound_line(enc)
    assert enc.fighter("F").life == enc.fighter("A").life  # never a target


@pytest.mark.rule(RULE)
def test_splitting_stopped_after_the_first_target_is_a_single_attack_without_penalty() -> None:
    enc = _fight([9, 1, 6], _tech("Splitting"), {"B": (3, 2), "C": (6, 4)})
    choose(enc, "signature", "Tri-Beam", target="B")
    choose(enc, "split_done")
    _to_the_clash(enc)
    _resolve(enc)
    assert _wound_line(enc) == "A Wound 10 = 1d10+ToP [6] + Force 4"
    assert "splits" not in log(enc)


@pytest.mark.rule(RULE)
def test_without_splitting_or_a_second_opponent_nothing_is_asked() -> None:
    alone = _fight([9, 1, 6], _tech("Splitting"), {"B": (3, 2)})
    plain = _fight([9, 1, 6], _tech(), {"B": (3, 2), "C": (6, 4)})
    for enc in (alone, plain):
        choose(enc, "signature", "Tri-Beam", target="B")
        assert enc.decision is not None
        assert enc.decision.kind == "modifier"


@pytest.mark.rule(RULE)
def test_a_defeated_split_target_is_skipped_and_still_counts_as_chosen() -> None:
    enc = _fight([9, 1, 6], _tech("Splitting"), {"B": (3, 2), "C": (6, 4)})
    choose(enc, "signature", "Tri-Beam", target="B")
    choose(enc, "split_target", target="C")
    enc.fighter("C").defeated = True  # as if an Instant Maneuver had put C down
    _to_the_clash(enc)
    assert enc.decision is not None
    assert enc.decision.actor == "B"
    _resolve(enc)
    assert "Splitting (1 target after the first) 1" in _wound_line(enc)


# --- Widespread Assault -----------------------------------------------------------------


@pytest.mark.rule(RULE)
def test_widespread_assault_needs_its_shape_chosen_on_the_sheet() -> None:
    with pytest.raises(ValueError, match="choose one of Sphere, Line, Cone"):
        Signature.model_validate(_tech("Widespread Assault"))
    assert Signature.model_validate(_tech("Widespread Assault (line)")).advantages


@pytest.mark.rule(RULE)
def test_widespread_sphere_goes_on_any_square_and_covers_everyone_in_it() -> None:
    # D at L8 is at Long Range from A: a Sphere gained this way may still be centred there
    enc = _fight(
        [9, 1, 1, 6, 6],
        _tech("Widespread Assault (Sphere)"),
        {"B": (4, 2), "D": (11, 7)},
        allies={"E": (5, 3)},
    )
    aims = options(enc, "signature")
    assert all("x" in o.args for o in aims), [o.label for o in aims]
    assert any(o.args["target"] == "D" for o in aims)
    on_b = options(enc, "signature", target="B", x=4, y=2)
    assert len(on_b) == 1
    assert on_b[0].label == "Tri-Beam (Simple) on square E3 (hits B)"
    assert not has(enc, "signature", "Tri-Beam (Simple) on B")  # no single-target aim left
    choose(enc, "signature", x=4, y=2)
    text = log(enc)
    assert "A attacks E, B with Tri-Beam" in text  # Initiative Order: the ally E first
    assert "Tri-Beam: Widespread Assault gives it a Sphere Area of Effect on square E3" in text
    # an attack with an Area of Effect takes no Called Shot
    assert not has(enc, "modifier", "Called Shot")


@pytest.mark.rule(RULE)
def test_widespread_line_runs_from_the_attacker_through_the_aimed_opponent() -> None:
    # the Line from C3 toward E3 runs on along row 3: B and C in it, D beside it
    enc = _fight(
        [9, 1, 1, 6],
        _tech("Widespread Assault (Line)"),
        {"B": (4, 2), "C": (7, 2), "D": (5, 4)},
    )
    assert has(enc, "signature", "Tri-Beam (Simple) aimed at B")
    choose(enc, "signature", target="B")
    assert "A attacks B, C with Tri-Beam" in log(enc)
    assert "Widespread Assault gives it a Line Area of Effect (8 squares)" in log(enc)
    _to_the_clash(enc)
    _resolve(enc)
    assert enc.fighter("D").life > enc.fighter("B").life


@pytest.mark.rule(RULE)
def test_widespread_cone_reaches_as_far_as_the_engines_cone() -> None:
    # cone_length 5 from C3: B at H3 (5 away) can be aimed at, C at I3 (6 away) cannot
    enc = _fight([9], _tech("Widespread Assault (Cone)"), {"B": (7, 2), "C": (8, 2)})
    assert [o.args["target"] for o in options(enc, "signature")] == ["B"]


# --- Controlled Blast -------------------------------------------------------------------


@pytest.mark.rule(RULE)
def test_controlled_blast_aims_a_cone_from_a_chosen_square_in_any_direction() -> None:
    # B at E7 and C at G7 are out of A's own Cone toward either; a Cone from D7 pointing east
    # takes both
    sig = _tech("Controlled Blast", profile="Blast", name="Tri-Blast")
    enc = _fight([9, 1, 1, 6], sig, {"B": (4, 6), "C": (6, 6)})
    labels = [o.label for o in options(enc, "signature")]
    assert "Tri-Blast (Blast) aimed at B" in labels
    both = [o for o in options(enc, "signature") if "hits B, C)" in o.label]
    assert both, labels
    assert "Controlled Blast" in both[0].label
    start_square = (both[0].args["x"], both[0].args["y"])
    choose(enc, "signature", **both[0].args)
    text = log(enc)
    assert "A attacks B, C with Tri-Blast" in text
    assert f"Controlled Blast - the Cone starts on square {'ABCDEFGHIJKL'[start_square[0]]}" in text
    _to_the_clash(enc)
    _resolve(enc)
    assert enc.fighter("B").life < 144
    assert enc.fighter("C").life < 144


@pytest.mark.rule(RULE)
def test_controlled_blast_squares_are_never_at_long_range() -> None:
    # B at L8 is 9 squares away (Long Range): only squares nearer than that may start the Cone
    sig = _tech("Controlled Blast", profile="Blast", name="Tri-Blast")
    enc = _fight([9], sig, {"B": (11, 7)}, width=14, height=10)
    aims = [o for o in options(enc, "signature") if "x" in o.args]
    assert aims
    for o in aims:
        assert max(abs(o.args["x"] - 2), abs(o.args["y"] - 2)) < 9, o.label
    assert not has(enc, "signature", "aimed at B")  # out of A's own Cone


@pytest.mark.rule(RULE)
def test_a_blast_without_controlled_blast_has_only_its_own_cone() -> None:
    enc = _fight([9], _tech(profile="Blast", name="Tri-Blast"), {"B": (4, 6), "C": (6, 6)})
    assert all("x" not in o.args for o in options(enc, "signature"))


@pytest.mark.rule(RULE)
def test_the_board_draws_the_gained_and_the_controlled_areas_with_whom_they_hit() -> None:
    sig = _tech("Controlled Blast", profile="Blast", name="Tri-Blast")
    enc = _fight([9], sig, {"B": (4, 6), "C": (6, 6)})
    assert enc.decision is not None
    both = next(o for o in options(enc, "signature") if "hits B, C)" in o.label)
    place = place_of(enc, enc.decision, both)
    assert place is not None
    assert place["square"] == [both.args["x"], both.args["y"]]
    assert place["square"] in place["area"]
    assert place["hits"] == ["B", "C"]
    sphere = _fight([9], _tech("Widespread Assault (Sphere)"), {"B": (4, 2)})
    assert sphere.decision is not None
    on_b = options(sphere, "signature", x=4, y=2)[0]
    drawn = place_of(sphere, sphere.decision, on_b)
    assert drawn is not None
    assert drawn["hits"] == ["B"]
    assert len(drawn["area"]) == 7 * 6  # radius 3 around E3, its top row off the grid
