"""Low Stakes Attack on every route of the Signature Technique Maneuver (reference S2,
``low-stakes-attack.dbu``: "This Signature Technique does not count towards your uses of the
Signature Technique Maneuver"): Counter's and Exploiting Technique's attacks, Fake Out's
follow-up, a Duel's Initiating Attack, dbu-1's attack after a Duel Escape, a Triggered
Maneuver and Instantaneous Control taking one back. Each offers a Low Stakes technique past the
round's limit (if everything else allows it) and does not count its use; the log says so as the
turn's Signature Technique Maneuver does.

Low Stakes Attack needs Fake Out on the same technique, and Fake Out's own limit ("you cannot
use a Signature Technique with the Fake Out Advantage if you've already used one during this
Combat Round", ``feints._limit``) keeps any Fake Out technique out of a decision once a
technique was used this round. The tests that show a technique offered past the round's limit
lift that filter (everything else allowing it); one test shows it still applies.

Fights go through the public API: A (Tier 1) at C3 acts first, B stands at D3; dice not given
are 5s.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.families.advantages import feints

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from conformance.actions_b_support import (
    attack,
    choose,
    duo,
    end_turn,
    log,
    options,
    pass_instants,
)

RULE = "dbu.std.signature-technique"
NOT_COUNTED = (
    "Feint: Low Stakes Attack - this use does not count toward the Signature Technique "
    "Maneuver's limit"
)
BLAST = {"name": "Blast", "profile": "Simple", "foundation": "energy"}


def _feint(*advantages: str, low_stakes: bool = True) -> dict[str, Any]:
    """A Super technique (Fake Out and Low Stakes Attack make it one) its user's 2 Bluff ranks
    allow Fake Out on."""
    more = ["Fake Out", "Low Stakes Attack"] if low_stakes else ["Fake Out"]
    return {
        "name": "Feint",
        "profile": "Simple",
        "foundation": "energy",
        "advantages": [*advantages, *more],
    }


def _feinter(*sigs: dict[str, Any]) -> dict[str, Any]:
    return {"skills": {"bluff": 2}, "signatures": list(sigs)}


def _spent(enc: Encounter, fid: str) -> None:
    """``fid`` has used the round's Signature Technique Maneuver (on another technique)."""
    enc.fighter(fid).used_round["signature"] = 1


def _lift_fake_out_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    """Everything else allowing it: Fake Out's own once-a-round limit left out (call once the
    encounter is set up, the hooks loaded and checked)."""
    kept = [h for h in REGISTRY.option_filters if h is not feints._limit]
    monkeypatch.setattr(REGISTRY, "option_filters", kept)


def _signatures(enc: Encounter) -> set[str]:
    return {o.args["signature"] for o in options(enc, "signature")}


# --- Counter ---------------------------------------------------------------------------------


def _counter(sig: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> Encounter:
    enc = duo([], b=_feinter(sig))
    _spent(enc, "B")
    _lift_fake_out_limit(monkeypatch)
    attack(enc, "Basic Attack (Simple, physical)")
    pass_instants(enc)
    return enc


@pytest.mark.rule(RULE)
def test_counter_offers_a_low_stakes_technique_past_the_limit_and_does_not_count_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    enc = _counter(_feint("Counter"), monkeypatch)
    choose(enc, "counter_technique", signature="Feint")
    assert [o.label for o in options(enc, "counter_attack")] == ["Feint on A (Counter)"]
    choose(enc, "counter_attack")
    assert "B attacks A with Feint (Out-of-Sequence)" in log(enc)
    assert NOT_COUNTED in log(enc)
    assert enc.fighter("B").used_round["signature"] == 1


@pytest.mark.rule(RULE)
def test_without_low_stakes_counter_refuses_the_technique_past_the_limit(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    enc = _counter(_feint("Counter", low_stakes=False), monkeypatch)
    assert not options(enc, "counter_technique")
    assert options(enc, "defend", defend="cross_counter")  # the plain Cross Counter is left


@pytest.mark.rule(RULE)
def test_fake_out_own_limit_still_keeps_a_low_stakes_technique_back() -> None:
    # the filter not lifted: a technique was used this round, so no Fake Out technique
    enc = duo([], b=_feinter(_feint("Counter")))
    _spent(enc, "B")
    attack(enc, "Basic Attack (Simple, physical)")
    pass_instants(enc)
    assert not options(enc, "counter_technique")


@pytest.mark.rule(RULE)
def test_a_low_stakes_counter_leaves_the_round_signature_technique_for_later() -> None:
    enc = duo([], b=_feinter(_feint("Counter"), BLAST))
    attack(enc, "Basic Attack (Simple, physical)")
    pass_instants(enc)
    choose(enc, "counter_technique", signature="Feint")
    choose(enc, "counter_attack")
    assert NOT_COUNTED in log(enc)
    while enc.decision is not None and (enc.decision.actor, enc.decision.kind) != ("A", "turn"):
        first = enc.decision.options[0]  # no Modifier, no Ki Wager, the first answer
        choose(enc, first.kind, first.label)
    end_turn(enc)
    assert enc.decision is not None
    assert (enc.decision.actor, enc.decision.kind) == ("B", "turn")
    assert enc.fighter("B").used_round.get("signature", 0) == 0
    assert _signatures(enc) == {"Blast"}  # Feint: Fake Out's own limit


# --- Exploiting Technique ----------------------------------------------------------------------


def _exploit(sig: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> Encounter:
    enc = duo([], b=_feinter(sig))
    _spent(enc, "B")
    _lift_fake_out_limit(monkeypatch)
    choose(enc, "move")
    pass_instants(enc)
    choose(enc, "destination", "to square A3")
    if enc.decision is not None and enc.decision.kind == "blockade":
        choose(enc, enc.decision.options[0].kind, "No Blockade")
    assert enc.decision is not None
    assert enc.decision.kind == "exploit"
    return enc


@pytest.mark.rule(RULE)
def test_exploiting_technique_offers_a_low_stakes_technique_past_the_limit_uncounted(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    enc = _exploit(_feint("Exploiting Technique"), monkeypatch)
    labels = [o.label for o in options(enc, "exploit_technique")]
    assert labels == ["Feint (Simple) on A (Exploiting Technique)"]
    choose(enc, "exploit_technique")
    assert "B attacks A with Feint (Out-of-Sequence)" in log(enc)
    assert NOT_COUNTED in log(enc)
    assert enc.fighter("B").used_round["signature"] == 1


@pytest.mark.rule(RULE)
def test_without_low_stakes_exploiting_technique_refuses_it_past_the_limit(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    enc = _exploit(_feint("Exploiting Technique", low_stakes=False), monkeypatch)
    assert not options(enc, "exploit_technique")


# --- Fake Out's follow-up ----------------------------------------------------------------------


@pytest.mark.rule(RULE)
def test_a_low_stakes_fake_out_leaves_the_maneuver_for_the_follow_up_technique() -> None:
    # Bluff 8 vs Intuition 2: B may only Dodge or Guard, and Dodges (Strike 6, Dodge 3). The
    # Feint did not count, so the follow-up may be the round's Signature Technique Maneuver
    # (Blast, counted); the Feint itself never follows up (Fake Out's own limit).
    enc = duo([8, 2, 6, 3, 7], a=_feinter(_feint(), BLAST))
    attack(enc, "Feint", kind="signature")
    pass_instants(enc)
    choose(enc, "dodge")
    assert enc.decision is not None
    assert enc.decision.kind == "fake_out"
    assert [o.args["signature"] for o in options(enc, "fake_out_technique")] == ["Blast"]
    assert enc.fighter("A").used_round["signature"] == 0
    choose(enc, "fake_out_technique", signature="Blast")
    assert "A attacks B with Blast (Out-of-Sequence)" in log(enc)
    assert enc.fighter("A").used_round["signature"] == 1


# --- a Duel's Initiating Attack ----------------------------------------------------------------


def _duel(sig: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> Encounter:
    # A's energy Basic Attack with a Ki Wager of 10: B may answer with a Duel
    enc = duo([], b=_feinter(sig))
    _spent(enc, "B")
    _lift_fake_out_limit(monkeypatch)
    attack(enc, "Basic Attack (Simple, energy)", wager=10)
    pass_instants(enc)
    return enc


@pytest.mark.rule(RULE)
def test_a_duel_initiating_attack_with_a_low_stakes_technique_is_not_counted(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    enc = _duel(_feint(), monkeypatch)
    choose(enc, "duel", "Duel with Feint (Simple, energy)")
    assert "B answers A's attack with a Duel: Duel with Feint (Simple, energy), 5 KP" in log(enc)
    assert NOT_COUNTED in log(enc)
    assert enc.fighter("B").used_round["signature"] == 1


@pytest.mark.rule(RULE)
def test_a_duel_initiating_attack_without_low_stakes_still_counts(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # the Duel's answer ignores the per-round limits, and counts the technique as before
    enc = _duel(_feint(low_stakes=False), monkeypatch)
    choose(enc, "duel", "Duel with Feint (Simple, energy)")
    assert "Low Stakes" not in log(enc)
    assert enc.fighter("B").used_round["signature"] == 2


# --- dbu-1: the attack after a Duel Escape -----------------------------------------------------


@pytest.mark.rule(RULE)
def test_dbu1_attack_after_a_duel_escape_with_a_low_stakes_technique_is_not_counted(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A's Blast (the round's technique) is answered with a Duel; A escapes it (Impulsive Save
    # 10 exploding: success) and attacks again with the Feint as an Instant Action
    enc = duo([10], a=_feinter(_feint(), BLAST), edition="dbu-1")
    attack(enc, "Blast", kind="signature")
    pass_instants(enc)
    choose(enc, "duel", "Simple (energy) Basic Attack")
    _lift_fake_out_limit(monkeypatch)
    choose(enc, "duel_escape")
    assert enc.fighter("A").used_round["signature"] == 1
    assert [o.label for o in options(enc, "escape_attack") if "signature" in o.args] == [
        "Feint (Simple) on B",
        "Blast (Simple) on B",
    ]
    choose(enc, "escape_attack", signature="Feint")
    assert "A attacks B with Feint (Out-of-Sequence)" in log(enc)
    assert NOT_COUNTED in log(enc)
    assert enc.fighter("A").used_round["signature"] == 1


# --- a Triggered Maneuver ----------------------------------------------------------------------


@pytest.mark.parametrize(("low_stakes", "counted"), [(True, 0), (False, 1)])
@pytest.mark.rule(RULE)
def test_a_triggered_low_stakes_technique_does_not_count_when_set(
    low_stakes: bool, counted: int
) -> None:
    enc = duo([], a=_feinter(_feint(low_stakes=low_stakes), BLAST))
    choose(enc, "triggered")
    choose(enc, "delay", "Feint")
    choose(enc, "trigger", "when B uses an Attacking Maneuver")
    assert enc.fighter("A").used_round.get("signature", 0) == counted


# --- Instantaneous Control ---------------------------------------------------------------------


@pytest.mark.rule(RULE)
def test_taking_a_low_stakes_technique_back_gives_back_no_use_it_never_counted(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # past the round's limit, A's physical Feint on B; B steps out of reach at the Instant
    # window, and A takes the attack back: the round's one counted use stays counted
    feint = {**_feint(), "foundation": "physical"}
    enc = duo([], a=_feinter(feint), settings={"reaction_windows": "always"})
    _spent(enc, "A")
    _lift_fake_out_limit(monkeypatch)
    attack(enc, "Feint", kind="signature")
    assert NOT_COUNTED in log(enc)
    enc.fighter("B").pos = (9, 2)
    choose(enc, "pass")
    choose(enc, "refund")
    assert "A takes the attack back" in log(enc)
    assert enc.fighter("A").used_round["signature"] == 1
