"""Delayed and Personal Bomb (``families/advantages/delayed.py``, ``bomb.py``): a hit keeps the
Wound as an Imminent stack instead of dealing Damage; an Instant Maneuver detonates it later;
Personal Bomb narrows an area to one target and sets the area off around them. Fights go
through the public API with fixed dice: A (Force 4, Soak 4, Tier 1) at C3 attacks B at D3; the
dice after Initiative are A's Strike, B's Dodge, A's Wound (then 5s)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from conformance.actions_b_support import (
    LIFE,
    attack,
    choose,
    duo,
    end_turn,
    fighter,
    has,
    log,
    options,
    pass_instants,
    sheet,
    start,
)

RULE = "dbu.std.signature-technique"


def _sig(*advantages: str, profile: str = "Simple", name: str = "Tri-Beam") -> dict[str, Any]:
    return {"name": name, "profile": profile, "foundation": "energy", "advantages": [*advantages]}


def _hit(enc: Encounter, reaction: str = "dodge", **args: Any) -> None:
    attack(enc, "Tri-Beam", kind="signature")
    pass_instants(enc)
    choose(enc, reaction, **args)


def _imminent(enc: Encounter, fid: str) -> list[Any]:
    return [e for e in enc.fighter(fid).effects if e.name == "imminent"]


def _next_round(enc: Encounter) -> None:
    """A ends the turn, B ends theirs: round 2, A to act."""
    end_turn(enc)
    pass_instants(enc)
    end_turn(enc)
    assert enc.state.round == 2
    assert enc.state.active == "A"


@pytest.mark.rule(RULE)
def test_a_delayed_hit_keeps_the_wound_as_imminent_and_deals_no_damage() -> None:
    enc = duo([9, 1, 6], a={"signatures": [_sig("Delayed")]})
    _hit(enc)
    text = log(enc)
    assert "A Wound 10 = 1d10+ToP [6] + Force 4" in text
    assert "B takes no Damage yet (Delayed): A keeps Tri-Beam's Wound 10" in text
    assert "B gains Imminent (Tri-Beam)" in text
    assert enc.fighter("B").life == LIFE
    (stack,) = _imminent(enc, "B")
    assert (stack.value, stack.by, stack.ends.at) == (10, "A", "never")


@pytest.mark.rule(RULE)
def test_the_technique_cannot_be_used_while_its_imminent_is_out() -> None:
    enc = duo([9, 1, 6], a={"signatures": [_sig("Delayed"), _sig(name="Galick Gun")]})
    _hit(enc)
    _next_round(enc)
    assert not has(enc, "signature", "Tri-Beam")
    assert has(enc, "signature", "Galick Gun")
    assert has(enc, "detonate", "Detonate Tri-Beam (Delayed, Instant Maneuver): Wound 10 against B")


@pytest.mark.rule(RULE)
def test_detonating_on_your_turn_deals_the_kept_wound_against_soak_and_frees_the_technique() -> (
    None
):
    enc = duo([9, 1, 6], a={"signatures": [_sig("Delayed")]})
    _hit(enc)
    actions = enc.fighter("A").actions
    choose(enc, "detonate", technique="Tri-Beam")
    text = log(enc)
    assert "A detonates Tri-Beam (Delayed, Instant Maneuver): Wound 10 against B" in text
    assert "B: Wound 10 - Soak 4 (Standard) = 6" in text
    assert enc.fighter("B").life == LIFE - 6
    assert not _imminent(enc, "B")
    assert enc.fighter("A").actions == actions  # an Instant Maneuver: no Action
    assert not has(enc, "detonate")
    _next_round(enc)
    assert has(enc, "signature", "Tri-Beam")


@pytest.mark.rule(RULE)
def test_detonating_in_an_opponents_instant_window_comes_before_their_attack() -> None:
    enc = duo([9, 1, 6], a={"signatures": [_sig("Delayed")]})
    _hit(enc)
    end_turn(enc)
    assert enc.state.active == "B"
    attack(enc, "Basic Attack (Simple, physical)")
    assert enc.decision is not None
    assert enc.decision.kind == "instant"
    assert enc.decision.actor == "A"
    choose(enc, "detonate", technique="Tri-Beam")
    assert "B loses 6 Life (Tri-Beam)" in log(enc)
    assert not _imminent(enc, "B")
    assert enc.decision is not None
    assert enc.decision.kind == "reaction"
    assert enc.decision.actor == "A"


@pytest.mark.rule(RULE)
def test_a_guard_against_the_hit_still_protects_when_it_detonates() -> None:
    # B Guards (no Dodge Roll): Wound 9 + 4 = 13 is kept; at the detonation it is halved to 6
    # and the Damage Category one lower: 6 - Soak 4 = 2
    enc = duo([9, 6], a={"signatures": [_sig("Delayed")]})
    _hit(enc, "defend", defend="guard")
    (stack,) = _imminent(enc, "B")
    assert (stack.value, stack.source) == (13, "Tri-Beam; Guard")
    choose(enc, "detonate")
    assert "B: Wound 6 - Soak 4 (Standard) = 2 [Guard -1, Wound halved]" in log(enc)
    assert enc.fighter("B").life == LIFE - 2


@pytest.mark.rule(RULE)
def test_without_delayed_the_damage_comes_at_once_and_nothing_is_offered() -> None:
    enc = duo([9, 1, 6], a={"signatures": [_sig()]})
    _hit(enc)
    assert enc.fighter("B").life == LIFE - 6
    assert not _imminent(enc, "B")
    assert not has(enc, "detonate")


@pytest.mark.rule(RULE)
def test_delayed_plays_in_dbu1_too() -> None:
    enc = duo([9, 1, 6], a={"signatures": [_sig("Delayed")]}, edition="dbu-1")
    _hit(enc)
    assert enc.fighter("B").life == LIFE
    assert _imminent(enc, "B")
    choose(enc, "detonate")
    assert enc.fighter("B").life < LIFE
    assert not _imminent(enc, "B")


# --- Personal Bomb -----------------------------------------------------------------------


def _trio(dice: list[int], *advantages: str) -> Encounter:
    sig = _sig(*advantages, profile="Clearing", name="Bomb")
    return start(
        [fighter("A", "A", (1, 2)), fighter("B", "B", (6, 2)), fighter("C", "B", (7, 2))],
        {"A": sheet("Alpha", signatures=[sig]), "B": sheet("Beta"), "C": sheet("Gamma")},
        [9, 5, 4, *dice],
    )


def _declare_bomb(enc: Encounter) -> None:
    choose(enc, "signature", "Bomb (Clearing) on square F3 (hits B, C)")
    while enc.decision is not None and enc.decision.kind in ("modifier", "wager"):
        if enc.decision.kind == "modifier":
            choose(enc, "no_modifier")
        else:
            choose(enc, "wager", kp=0)


def _answer_all(enc: Encounter) -> None:
    """Dodge every attack, let every Intervene and Instant window go."""
    while enc.decision is not None and enc.decision.kind in ("reaction", "intervene", "instant"):
        if enc.decision.kind == "reaction":
            choose(enc, "dodge")
        else:
            enc.choose(0)


@pytest.mark.rule(RULE)
def test_personal_bomb_narrows_the_area_to_one_target_and_sets_it_off_around_them() -> None:
    # A's Strike 9 + 6 beats B's Dodge (1, a Botch); the Wound is 6 + 4 = 10; the blast's new
    # Strike (9 again) beats C's Dodge (1)
    enc = _trio([9, 1, 6, 9, 1], "Delayed", "Personal Bomb")
    _declare_bomb(enc)
    assert enc.decision is not None
    assert enc.decision.kind == "personal_bomb"
    assert [o.label for o in enc.decision.options] == [
        "Everyone in the Area of Effect (B, C)",
        "Only B (Personal Bomb: the area goes off around them later)",
        "Only C (Personal Bomb: the area goes off around them later)",
    ]
    choose(enc, "personal_bomb", target="B")
    _answer_all(enc)
    assert "A aims Bomb at B alone (Personal Bomb)" in log(enc)
    assert _imminent(enc, "B")
    assert not _imminent(enc, "C")
    assert has(enc, "detonate", "its Area of Effect goes off around B (Personal Bomb)")
    choose(enc, "detonate")
    _answer_all(enc)
    text = log(enc)
    assert "Bomb goes off around B (Personal Bomb): a new Strike against C, Wound 10" in text
    assert "C Dodge 0" in text
    assert enc.fighter("B").life == LIFE - 6
    assert enc.fighter("C").life == LIFE - 6


@pytest.mark.rule(RULE)
def test_personal_bomb_with_several_imminent_stacks_sets_off_no_blast() -> None:
    enc = _trio([9, 1, 1, 6], "Delayed", "Personal Bomb")
    _declare_bomb(enc)
    choose(enc, "no_personal_bomb")
    _answer_all(enc)
    assert _imminent(enc, "B")
    assert _imminent(enc, "C")
    (offer,) = options(enc, "detonate")
    assert "Personal Bomb" not in offer.label
    choose(enc, "detonate")
    _answer_all(enc)
    assert "goes off around" not in log(enc)
    assert enc.fighter("B").life == enc.fighter("C").life == LIFE - 6
