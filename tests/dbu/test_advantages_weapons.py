"""The Signature Technique Advantages about Weapons (``families/advantages/weapons.py``):
Throwing Technique sends a Physical Simple technique through the Throw Maneuver while its user
wields a Throwing Weapon; Weapon Assisted is not played (Weapons have no combat numbers here).

Fights go through the public API with fixed dice: A (Force 7, so Might 7, Tier 1) at C3 wields
a Knife and throws at B at G3 (4 squares away, out of Melee Range); the dice after Initiative
are A's Strike, B's Dodge and A's Wound."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from tenkaichi.dbu.advantages import entry
from tenkaichi.dbu.combat.core.engine import Encounter

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from conformance.actions_b_support import (
    LIFE,
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
KNIFE = {"id": "knife", "name": "Knife", "kind": "weapon", "holder": "A", "wielded": True}


def _fight(
    dice: list[int],
    *,
    advantages: tuple[str, ...] = ("Throwing Technique",),
    profile: str = "Simple",
    throwing: bool = True,
    b_at: tuple[int, int] = (6, 2),
    **extra: Any,
) -> Encounter:
    sig = {
        "name": "Knife Rain",
        "profile": profile,
        "foundation": "physical",
        "advantages": list(advantages),
    }
    return start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", b_at)],
        {"A": sheet("Alpha", fo=7, signatures=[sig]), "B": sheet("Beta")},
        [9, 5, *dice],
        items=[{**KNIFE, "throwing": throwing}],
        **extra,
    )


def _throw(enc: Encounter) -> None:
    choose(enc, "throw_technique", target="B")
    if enc.decision is not None and enc.decision.kind == "modifier":
        choose(enc, "no_modifier")
    choose(enc, "wager", kp=0)
    pass_instants(enc)
    choose(enc, "dodge")


# --- Throwing Technique ----------------------------------------------------------------------


@pytest.mark.rule(RULE)
@pytest.mark.rule("dbu.std.throw")
def test_throwing_technique_throws_the_knife_as_the_technique_with_throws_collision() -> None:
    # Strike 6 + 6 = 12 vs Dodge 3 + 4: hit; Wound 7 + Force 7 = 14 - Soak 4 = 10, then the
    # Knife's Collision (Hardness Rank 2: 2 x 2 x bT 1 = 4); the technique's 3 KP is paid
    enc = _fight([6, 3, 7])
    assert has(enc, "throw_technique", "Throw Knife with Knife Rain (Simple, 3 KP")
    ki = enc.fighter("A").ki
    _throw(enc)
    text = log(enc)
    assert "A uses Throw with Knife Rain (Throwing Technique): throws Knife at B" in text
    assert "A attacks B with Knife Rain" in text
    assert "Basic Attack" not in text
    assert enc.fighter("A").ki == ki - 3
    assert enc.fighter("B").life == LIFE - 10 - 4
    assert enc.fighter("A").wielding == ""  # the Knife left A's hand


@pytest.mark.rule(RULE)
@pytest.mark.rule("dbu.std.throw")
def test_the_throw_uses_up_both_throw_and_the_signature_technique_maneuver() -> None:
    # a miss (Strike 1 + 6 vs Dodge 9 + 4) lands the Knife past B; A still has Actions, but
    # neither Throw nor the Signature Technique Maneuver [1/Round] is left this round
    enc = _fight([1, 9])
    _throw(enc)
    while enc.decision is not None and enc.decision.actor == "A" and enc.decision.kind != "turn":
        choose(enc, enc.decision.options[0].kind)
    assert enc.decision is not None
    assert (enc.decision.actor, enc.decision.kind) == ("A", "turn")
    assert enc.fighter("A").used_round.get("signature") == 1
    assert enc.fighter("A").used_round.get("throw") == 1
    assert not options(enc, "throw_technique")
    assert not options(enc, "throw")
    assert not options(enc, "signature")


@pytest.mark.rule(RULE)
def test_no_technique_throw_once_the_signature_technique_maneuver_is_used() -> None:
    # A uses Knife Rain as the Signature Technique Maneuver on B next to it (hit, 10 Damage);
    # Throw is still offered but no longer with the technique
    enc = _fight([6, 3, 7], b_at=(3, 2))
    choose(enc, "signature", "Knife Rain")
    if enc.decision is not None and enc.decision.kind == "modifier":
        choose(enc, "no_modifier")
    choose(enc, "wager", kp=0)
    pass_instants(enc)
    choose(enc, "dodge")
    assert enc.decision is not None
    assert (enc.decision.actor, enc.decision.kind) == ("A", "turn")
    assert options(enc, "throw")
    assert not options(enc, "throw_technique")


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(
    ("why", "kwargs"),
    [
        ("the Knife has no Throwing Weapon Quality", {"throwing": False}),
        ("the technique has no Throwing Technique", {"advantages": ()}),
        ("a Combination technique needs a Barrage Weapon", {"profile": "Combination"}),
        ("B is beyond Throw's range of Might 7 squares", {"b_at": (10, 2)}),
    ],
)
def test_throwing_technique_is_not_offered_when(why: str, kwargs: dict[str, Any]) -> None:
    enc = _fight([], **kwargs)
    assert not options(enc, "throw_technique"), why


@pytest.mark.rule(RULE)
def test_a_fighter_without_the_advantage_sees_no_change_and_rolls_nothing() -> None:
    enc = _fight([], advantages=())
    assert options(enc, "throw")  # Throw itself is still there
    assert all(o.kind != "throw_technique" for o in enc.decision.options)
    assert "Throwing Technique" not in log(enc)


@pytest.mark.rule(RULE)
@pytest.mark.rule("dbu.legacy.throw")
def test_throwing_technique_in_dbu1_reaches_force_modifier_squares() -> None:
    # dbu-1 Throw reaches Force Modifier squares (7): B at 4 squares is in reach, at 9 not
    near = _fight([6, 3, 7, 1], edition="dbu-1")
    assert has(near, "throw_technique", "Knife Rain")
    far = _fight([], edition="dbu-1", b_at=(11, 2))
    assert not options(far, "throw_technique")
    choose(near, "throw_technique", target="B")
    choose(near, "no_modifier")
    choose(near, "wager", kp=0)
    pass_instants(near)
    choose(near, "dodge")
    text = log(near)
    assert "A attacks B with Knife Rain" in text
    assert "B loses 10 Life (Knife Rain)" in text
    assert "Knife lands at" in text


# --- Weapon Assisted ----------------------------------------------------------------------------


@pytest.mark.rule(RULE)
def test_weapon_assisted_says_why_it_is_not_played() -> None:
    found = entry("Weapon Assisted")
    assert found is not None
    assert not found.in_play
    assert "no combat numbers" in found.why
    throwing = entry("Throwing Technique")
    assert throwing is not None
    assert throwing.in_play
