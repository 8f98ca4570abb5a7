"""One set of legality rules for every option list (legality.py): the Energy Charge restriction
(seed 001 "Energy Charge Maneuver"; seed 003 in dbu-1) and Profile access (readings
``elemental-access`` and ``super-profiles``) on every path that builds attack options."""

from __future__ import annotations

from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.state import Effect, Expiry, Grapple
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.profiles import profile as get_profile

from .helpers import (
    advance_to,
    answer_routine,
    duel,
    expect,
    fighter,
    go_to,
    has_option,
    make_sheet,
    options,
    pick,
    resolve,
    setup,
)
from .legacy_setup import dbu1

GOKU_FIRST = [7, 3]
PAD = [5] * 80
ELEMENTAL_SIG = {"name": "Fire Ball", "profile": "Elemental (Fire)", "foundation": "magic"}


def _charging(enc: Encounter) -> None:
    """The active fighter declares an Energy Charge for a Simple Energy Basic Attack."""
    pick(enc, "charge_declare")
    resolve(enc)
    pick(enc, "charge_attack", profile="Simple", foundation="energy")
    while enc.decision is not None and enc.decision.kind in ("exploit", "instant"):
        answer_routine(enc)


def _not_offered(offered: list[str]) -> bool:
    """No Super Profile and no Elemental Profile among these Profile names."""
    return not any(get_profile(p).super or p.startswith("Elemental") for p in offered)


# --- Energy Charge: "you cannot use any other Attacking Maneuver or Standard Maneuver" ------


@pytest.mark.rule("dbu.std.energy-charge")
def test_no_grapple_while_charging_an_energy_charge() -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST + PAD)
    assert has_option(enc, "grapple")
    _charging(enc)
    expect(enc, "Goku", "turn")
    kinds = {o.kind for o in options(enc)}
    assert "grapple" not in kinds
    assert {"charge", "release"} <= kinds


@pytest.mark.rule("dbu.std.energy-charge")
@pytest.mark.rule("dbu.std.launch")
@pytest.mark.rule("dbu.std.pin")
def test_a_grappler_who_charges_is_offered_no_launch_or_pin() -> None:
    # Goku grapples Vegeta: Strike 9 + Haste 2 + Awareness 2 vs Dodge 1 + 4.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 9, 1, *PAD])
    pick(enc, "grapple", target="Vegeta", tail=False)
    resolve(enc)
    pick(enc, "clash_roll", roll="dodge")
    assert enc.state.grapples == [Grapple("Goku", "Vegeta")]
    assert has_option(enc, "launch")
    assert has_option(enc, "pin")
    _charging(enc)
    expect(enc, "Goku", "turn")
    kinds = {o.kind for o in options(enc)}
    assert not kinds & {"launch", "pin", "grapple"}
    assert "grapple_end" in kinds  # an Instant Maneuver stays legal


@pytest.mark.rule("dbu.std.energy-charge")
@pytest.mark.rule("dbu.modifier.triggered")
def test_triggered_while_charging_delays_only_the_charge_or_the_declared_attack() -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST + PAD)
    _charging(enc)
    pick(enc, "triggered")
    expect(enc, "Goku", "triggered_maneuver")
    delayed = {o.args["option"]["kind"] for o in options(enc, "delay")}
    assert delayed <= {"charge", "release"}
    assert delayed


@pytest.mark.rule("dbu.std.energy-charge")
@pytest.mark.rule("dbu.counter.duel.power-duel")
def test_while_charging_a_duel_is_only_a_power_duel() -> None:
    # Vegeta charges (his turn: Goku ends his), then Goku attacks him with a Ki Wager of 10.
    enc = Encounter.start(duel(b_pos=(6, 3)), dice=[3, 7, *PAD])
    _charging(enc)
    pick(enc, "end_turn")
    expect(enc, "Goku", "turn")
    pick(enc, "attack", profile="Simple", foundation="energy", target="Vegeta")
    while enc.decision is not None and enc.decision.kind != "reaction":
        if enc.decision.kind == "wager":
            pick(enc, "wager", kp=10)
        else:
            answer_routine(enc)
    duels = options(enc, "duel")
    assert [o.args["mode"] for o in duels] == ["power"]


def _legacy_charging(**sheets: Any) -> Encounter:
    """dbu-1: Goku charges a Simple Energy attack next to Vegeta (a charge costs nothing)."""
    goku = sheets.get("goku") or make_sheet("Goku")
    enc = Encounter.start(dbu1(duel(goku)), dice=GOKU_FIRST + PAD)
    _charging(enc)
    expect(enc, "Goku", "turn")
    return enc


@pytest.mark.rule("dbu.legacy.energy-charge")
def test_dbu1_while_charging_actions_only_charge_or_launch_the_declared_attack() -> None:
    enc = _legacy_charging()
    kinds = {o.kind for o in options(enc)}
    assert {"charge", "legacy_release", "legacy_stop_charge"} <= kinds
    assert not kinds & {"grapple", "terrify", "legacy_move", "thrust", "power_up", "blitz"}
    assert "holding_back" in kinds  # Instant Actions stay legal


@pytest.mark.rule("dbu.legacy.energy-charge")
def test_dbu1_while_charging_one_action_may_stand_up() -> None:
    enc = _legacy_charging()
    goku = enc.fighter("Goku")
    stats.add_effect(enc, goku, Effect("prone", "test", Expiry("never")))
    enc.state.pending = None
    from tenkaichi.dbu.combat.rules.turn_decision import turn_options

    assert "stand_up" in {o.kind for o in turn_options(enc, goku)}


def _team(edition: str, goku_magic: int = 1) -> Any:
    """Goku and Krillin (adjacent, side A) against Vegeta far away."""
    st = setup(
        [make_sheet("Goku", magic=goku_magic), make_sheet("Krillin"), make_sheet("Vegeta")],
        [
            fighter("Goku", "A", (3, 3)),
            fighter("Krillin", "A", (3, 4)),
            fighter("Vegeta", "B", (9, 3)),
        ],
    )
    return dbu1(st) if edition == "dbu-1" else st


def _asked_to_unite(enc: Encounter, profile: str, foundation: str) -> bool:
    """Goku attacks Vegeta: is Krillin asked to join with United Attack?"""
    expect(enc, "Goku", "turn")
    pick(enc, "attack", profile=profile, foundation=foundation, target="Vegeta")
    while enc.decision is not None and enc.decision.kind in ("modifier", "wager", "instant"):
        answer_routine(enc)
    d = enc.decision
    return d is not None and d.kind == "united_attack"


@pytest.mark.rule("dbu.legacy.energy-charge")
@pytest.mark.rule("dbu.legacy.united-attack")
def test_dbu1_a_charging_ally_cannot_spend_an_action_on_united_attack() -> None:
    # Krillin acts first and charges; then Goku attacks.
    for edition, asked in (("dbu-1", False), ("dbu-2", True)):
        enc = Encounter.start(_team(edition), dice=[5, 9, 1, *PAD])
        expect(enc, "Krillin", "turn")
        _charging(enc)
        pick(enc, "end_turn")
        assert _asked_to_unite(enc, "Simple", "energy") is asked, edition


@pytest.mark.rule("dbu.legacy.energy-charge")
@pytest.mark.rule("dbu.counter.exploit")
def test_dbu1_while_charging_counter_actions_may_still_exploit() -> None:
    # Vegeta charges next to Goku; Goku walks away: Vegeta may Exploit with a Counter Action.
    enc = Encounter.start(dbu1(duel()), dice=[3, 7, *PAD])
    _charging(enc)
    pick(enc, "end_turn")
    expect(enc, "Goku", "turn")
    pick(enc, "legacy_move", boosted=False)
    while enc.decision is not None and enc.decision.kind == "instant":
        pick(enc, "pass")
    go_to(enc, x=0, y=3)
    expect(enc, "Vegeta", "exploit")
    assert has_option(enc, "exploit")


# --- Profile access on every path -----------------------------------------------------------


@pytest.mark.rule("dbu.counter.duel")
def test_duel_answers_offer_no_super_or_elemental_profile_without_access() -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST + PAD)
    pick(enc, "attack", profile="Simple", foundation="energy", target="Vegeta")
    while enc.decision is not None and enc.decision.kind != "reaction":
        if enc.decision.kind == "wager":
            pick(enc, "wager", kp=10)
        else:
            answer_routine(enc)
    offered = [o.args["profile"] for o in options(enc, "duel", mode="basic")]
    assert offered
    assert _not_offered(offered)


@pytest.mark.rule("dbu.counter.duel.united")
def test_duel_join_offers_no_super_or_elemental_profile_without_access() -> None:
    sheets = [make_sheet("Goku"), make_sheet("Vegeta"), make_sheet("Nappa")]
    st = setup(
        sheets,
        [
            fighter("Goku", "A", (3, 3)),
            fighter("Vegeta", "B", (5, 3)),
            fighter("Nappa", "B", (5, 4)),
        ],
    )
    enc = Encounter.start(st, dice=[9, 3, 2, *PAD])
    pick(enc, "attack", profile="Blast", foundation="energy", target="Vegeta")
    while enc.decision is not None and enc.decision.kind != "reaction":
        if enc.decision.kind == "wager":
            pick(enc, "wager", kp=10)
        else:
            answer_routine(enc)
    pick(enc, "duel", mode="basic", profile="Simple", foundation="energy")
    pick(enc, "no_escape")
    expect(enc, "Nappa", "duel_join")
    offered = [o.args["profile"] for o in options(enc, "duel_join", mode="basic")]
    assert offered
    assert _not_offered(offered)


@pytest.mark.rule("dbu.std.energy-charge")
def test_energy_charge_declares_no_elemental_attack_or_signature_without_magic_3() -> None:
    goku = make_sheet("Goku", signatures=[ELEMENTAL_SIG])
    enc = Encounter.start(duel(goku, b_pos=(10, 6)), dice=GOKU_FIRST + PAD)
    pick(enc, "charge_declare")
    resolve(enc)
    expect(enc, "Goku", "charge_attack")
    found = options(enc, "charge_attack")
    assert _not_offered([o.args["profile"] for o in found if "profile" in o.args])
    assert not any(o.args.get("signature") == "Fire Ball" for o in found)
    mage = make_sheet("Goku", magic=6, signatures=[ELEMENTAL_SIG])
    enc = Encounter.start(duel(mage, b_pos=(10, 6)), dice=GOKU_FIRST + PAD)
    pick(enc, "charge_declare")
    resolve(enc)
    assert has_option(enc, "charge_attack", signature="Fire Ball")


@pytest.mark.rule("dbu.std.signature-technique")
def test_an_elemental_signature_needs_magic_3_on_the_turn() -> None:
    goku = make_sheet("Goku", signatures=[ELEMENTAL_SIG])
    enc = Encounter.start(duel(goku), dice=GOKU_FIRST + PAD)
    assert not has_option(enc, "signature", signature="Fire Ball")
    mage = make_sheet("Goku", magic=6, signatures=[ELEMENTAL_SIG])
    enc = Encounter.start(duel(mage), dice=GOKU_FIRST + PAD)
    assert has_option(enc, "signature", signature="Fire Ball")


@pytest.mark.rule("dbu.modifier.triggered")
def test_triggered_delays_no_super_or_elemental_attack_without_access() -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST + PAD)
    pick(enc, "triggered")
    offered = [
        o.args["option"]["profile"]
        for o in options(enc, "delay")
        if o.args["option"]["kind"] == "attack"
    ]
    assert offered
    assert _not_offered(offered)


@pytest.mark.rule("dbu.counter.exploit")
def test_exploit_offers_no_super_or_elemental_profile_without_access() -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST + PAD)
    pick(enc, "move", mode="normal")
    resolve(enc)
    go_to(enc, x=0, y=3)
    expect(enc, "Vegeta", "exploit")
    offered = [o.args["profile"] for o in options(enc, "exploit")]
    assert offered
    assert _not_offered(offered)


@pytest.mark.rule("dbu.counter.defend.cross-counter")
def test_cross_counter_offers_no_super_or_elemental_profile_without_access() -> None:
    # Strike 9 + 4 vs Dodge: Vegeta uses Cross Counter (halved Defense Value), is hit.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 9, 1, *PAD])
    pick(enc, "attack", profile="Simple", foundation="physical", target="Vegeta")
    resolve(enc, reaction="cross_counter")
    advance_to(enc, "Vegeta", "cross_counter")
    offered = [o.args["profile"] for o in options(enc, "cross_attack")]
    assert offered
    assert _not_offered(offered)


@pytest.mark.rule("dbu.instant.united-attack")
def test_united_attack_needs_access_to_the_attacks_profile() -> None:
    # Goku (Magic 6) attacks with an Elemental Profile: Krillin (Magic 1) cannot make it.
    enc = Encounter.start(_team("dbu-2", goku_magic=6), dice=[9, 5, 1, *PAD])
    assert not _asked_to_unite(enc, "Elemental (Fire)", "magic")
    enc = Encounter.start(_team("dbu-2", goku_magic=6), dice=[9, 5, 1, *PAD])
    assert _asked_to_unite(enc, "Simple", "magic")


@pytest.mark.rule("dbu.legacy.duel-escape")
def test_dbu1_duel_escape_attack_offers_no_super_or_elemental_profile() -> None:
    from tenkaichi.dbu.combat.rules.attack_options import basic_attack_options

    enc = Encounter.start(dbu1(duel()), dice=GOKU_FIRST + PAD)
    found = basic_attack_options(enc, enc.fighter("Goku"), kind="escape_attack")
    offered = [o.args["profile"] for o in found]
    assert offered
    assert _not_offered(offered)
