"""Edition dbu-1 (seed 003, "Duel Maneuver" and "United Attack Maneuver"): the Duel as the
older rules state it. Tier 1 sheets: Force 4, Magic 1, 50 Ki, 20 Capacity."""

from __future__ import annotations

from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.events import Event
from tenkaichi.dbu.combat.core.state import Effect, Expiry
from tenkaichi.dbu.combat.rules import stats

from .helpers import (
    answer_routine,
    duel,
    expect,
    fighter,
    has_option,
    make_sheet,
    of_kind,
    options,
    pick,
    setup,
)
from .legacy_setup import GOKU_FIRST, dbu1, trio

PAD = [5] * 80
KAMEHAMEHA = {"name": "Kamehameha", "profile": "Beam", "foundation": "energy"}


def _to_reaction(enc: Encounter, kind: str = "attack", wager: int = 0, **args: Any) -> None:
    """The active fighter attacks Vegeta; routine questions answered until his reaction."""
    pick(enc, kind, target="Vegeta", **args)
    while enc.decision is not None and enc.decision.kind != "reaction":
        if enc.decision.kind == "wager":
            pick(enc, "wager", kp=wager)
        elif enc.decision.kind == "united_attack":
            pick(enc, "united_attack")
        elif enc.decision.kind == "united_wager":
            pick(enc, "united_wager", kp=2)
        else:
            answer_routine(enc)


def _clashes(events: list[Event]) -> list[Event]:
    return [e for e in of_kind(events, "clash") if e.data.get("roll") == "duel_clash"]


@pytest.mark.rule("dbu.legacy.duel")
def test_a_signature_technique_alone_lets_the_target_duel_in_dbu1_only() -> None:
    goku = make_sheet("Goku", signatures=[KAMEHAMEHA])
    enc = Encounter.start(dbu1(duel(goku)), dice=GOKU_FIRST + PAD)
    _to_reaction(enc, "signature", signature="Kamehameha")
    assert has_option(enc, "duel")
    enc = Encounter.start(duel(goku), dice=GOKU_FIRST + PAD)  # dbu-2: 2+ charges or 10(bT)
    _to_reaction(enc, "signature", signature="Kamehameha")
    assert not has_option(enc, "duel")


@pytest.mark.rule("dbu.legacy.duel")
def test_the_duel_answers_with_an_attack_of_the_same_profile_and_no_power_duel() -> None:
    vegeta = make_sheet(
        "Vegeta",
        signatures=[
            {"name": "Galick Gun", "profile": "Beam", "foundation": "energy"},
            {"name": "Big Bang", "profile": "Blast", "foundation": "energy"},
        ],
    )
    enc = Encounter.start(dbu1(duel(b=vegeta)), dice=GOKU_FIRST + PAD)
    _to_reaction(enc, profile="Blast", foundation="energy", wager=10)
    found = options(enc, "duel")
    assert found
    basics = {o.args["profile"] for o in found if o.args["mode"] == "basic"}
    assert basics == {"Blast"}
    assert [o.args["signature"] for o in found if o.args["mode"] == "signature"] == ["Big Bang"]
    assert not has_option(enc, "duel", mode="power")


@pytest.mark.rule("dbu.legacy.duel")
def test_the_three_rolls_are_wound_rolls_of_the_attacks_used_all_three_made() -> None:
    # Vegeta has Magic 6: a dbu-2 Duel Clash would add it; his Simple Physical Wound Roll adds
    # Force 4. Goku's rolls: 9, 9, 2; Vegeta's: 2, 2, 8 - Goku leads 2-0, the third is rolled.
    vegeta = make_sheet("Vegeta", magic=6)
    enc = Encounter.start(dbu1(duel(b=vegeta)), dice=[*GOKU_FIRST, 9, 2, 9, 2, 2, 8, *PAD])
    _to_reaction(enc, profile="Simple", foundation="physical", wager=10)
    pick(enc, "duel", mode="basic", profile="Simple", foundation="physical")
    pick(enc, "no_escape")
    events: list[Event] = []
    while enc.decision is not None and enc.decision.kind == "duel_wager":
        events += pick(enc, "duel_wager", kp=0)
    clashes = _clashes(events)
    assert [c.data["scores"] for c in clashes] == [[13, 6], [13, 6], [6, 12]]
    assert all("Wound" in c.text and "Magic" not in c.text for c in clashes)
    assert any(e.data.get("duel") == "won" and e.data["winner"] == "Goku" for e in events)


@pytest.mark.rule("dbu.legacy.duel")
def test_energy_charges_are_1t_each_on_the_duel_rolls_not_dice() -> None:
    # Two charges on Goku's Simple Energy attack: his roll is d10 + Force 4 + 2, no d6.
    enc = Encounter.start(dbu1(duel(b_pos=(10, 6))), dice=[*GOKU_FIRST, *PAD])
    pick(enc, "charge_declare")
    while enc.decision is not None and enc.decision.kind != "charge_attack":
        answer_routine(enc)
    pick(enc, "charge_attack", profile="Simple", foundation="energy")
    pick(enc, "charge")
    while enc.decision is not None and enc.decision.kind == "instant":
        pick(enc, "pass")
    pick(enc, "end_turn")
    pick(enc, "end_turn")
    _to_reaction(enc, "legacy_release")
    pick(enc, "duel", mode="basic", profile="Simple", foundation="energy")
    pick(enc, "no_escape")
    events = pick(enc, "duel_wager", kp=0) + pick(enc, "duel_wager", kp=0)
    first = _clashes(events)[0]
    assert first.data["scores"][0] == 5 + 4 + 2
    assert "2 Energy Charges 2" in first.text
    assert "d6" not in first.text.split(" vs ")[0]


@pytest.mark.rule("dbu.legacy.duel")
def test_duel_wagers_are_a_quarter_of_the_capacity_rate_rounded_up() -> None:
    # One Power stack: Max Capacity 25, a quarter rounded up is 7 (rounded down 6).
    enc = Encounter.start(dbu1(duel()), dice=GOKU_FIRST + PAD)
    goku = enc.fighter("Goku")
    stats.add_effect(enc, goku, Effect("power", "test", Expiry("never")))
    assert stats.max_capacity(enc, goku) == 25
    _to_reaction(enc, profile="Simple", foundation="physical", wager=10)
    pick(enc, "duel", mode="basic", profile="Simple", foundation="physical")
    pick(enc, "no_escape")
    expect(enc, "Goku", "duel_wager")
    assert max(o.args["kp"] for o in options(enc, "duel_wager")) == 7


@pytest.mark.rule("dbu.legacy.duel")
@pytest.mark.rule("dbu.legacy.united-attack")
def test_united_attack_in_a_duel_uses_dbu1_numbers() -> None:
    # Goku and Krillin (United Attack, Ki Wager 2 on the attack) against Vegeta's Duel.
    enc = Encounter.start(trio(), dice=[9, 5, 1, *PAD])
    krillin = enc.fighter("Krillin")
    _to_reaction(enc, profile="Simple", foundation="physical", wager=10)
    ki_before = krillin.ki
    events = pick(enc, "duel", mode="basic", profile="Simple", foundation="physical")
    events += pick(enc, "no_escape")
    # "all Ki Wagers placed onto an Attacking Maneuver are refunded": Krillin's too.
    assert krillin.ki == ki_before + 2
    expect(enc, "Goku", "duel_wager")
    events += pick(enc, "duel_wager", kp=0)
    expect(enc, "Krillin", "duel_wager")
    assert max(o.args["kp"] for o in options(enc, "duel_wager")) == 20 // 10
    events += pick(enc, "duel_wager", kp=2)
    events += pick(enc, "duel_wager", kp=0)  # Vegeta
    first = _clashes(events)[0]
    # Krillin adds his higher of Force and Magic (Force 4), not ¼ of it plus 1(T).
    assert "United Krillin Force 4" in first.text
    assert "United Duel ally" not in first.text
    assert "Krillin's Ki Wager 2" in first.text
    # The ally's Ki Wager goes on one roll only: Krillin is not asked again.
    asked: list[str] = []
    while enc.decision is not None and enc.decision.kind == "duel_wager":
        asked.append(enc.decision.actor)
        pick(enc, "duel_wager", kp=0)
    assert "Krillin" not in asked


@pytest.mark.rule("dbu.legacy.duel")
@pytest.mark.rule("dbu.legacy.united-attack")
def test_an_ally_who_unites_with_the_defenders_duel_adds_their_modifier() -> None:
    # Seed 003: "When an ally ... spends the Ki Points to use one to enter a Duel Maneuver, you
    # may use the United Attack Maneuver ... you may add your Force or Spirit Modifier
    # (whichever is higher) onto each of their rolls." Nappa (Magic 6) stands next to Vegeta.
    st = setup(
        [make_sheet("Goku"), make_sheet("Vegeta"), make_sheet("Nappa", magic=6)],
        [
            fighter("Goku", "A", (3, 3)),
            fighter("Vegeta", "B", (5, 3)),
            fighter("Nappa", "B", (5, 4)),
        ],
    )
    enc = Encounter.start(dbu1(st), dice=[9, 3, 2, *PAD])
    _to_reaction(enc, profile="Simple", foundation="energy", wager=10)
    pick(enc, "duel", mode="basic", profile="Simple", foundation="energy")
    pick(enc, "no_escape")
    expect(enc, "Nappa", "duel_united")
    events = pick(enc, "duel_united")
    while enc.decision is not None and enc.decision.kind == "duel_wager":
        events += pick(enc, "duel_wager", kp=0)
    first = _clashes(events)[0]
    assert "United Nappa Magic 6" in first.text.split(" vs ")[1]
    assert "United Duel ally" not in first.text


@pytest.mark.rule("dbu.legacy.duel")
def test_the_wager_that_allows_a_duel_is_10_per_current_tier_in_dbu1() -> None:
    # Goku (base Tier 2) treats his Tier as 3 through Breakthrough. A Ki Wager of 20 is
    # 10(bT) (dbu-2, seed 001) but not 10(T) = 30 (dbu-1, seed 003).
    from tenkaichi.dbu.combat.families.transformations.transformations import breakthrough

    goku = make_sheet("Goku", power_level=7)
    for edition, allowed in (("dbu-1", False), ("dbu-2", True)):
        st = duel(goku)
        enc = Encounter.start(dbu1(st) if edition == "dbu-1" else st, dice=GOKU_FIRST + PAD)
        g = enc.fighter("Goku")
        breakthrough(enc, g, 1, "test", Expiry("never"))
        assert (stats.tier(enc, g), stats.base_tier(enc, g)) == (3, 2)
        _to_reaction(enc, profile="Simple", foundation="energy", wager=20)
        assert has_option(enc, "duel") is allowed, edition
