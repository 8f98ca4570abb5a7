"""The Duel and Duel Escape Counter Maneuvers (seed 001).

Tier 1 sheets: every roll is a bare d10. Goku and Vegeta (Force 4, Magic 1, Agility 4,
Tenacity 4) have 72 Life, 50 Ki, 20 Capacity and Soak 4; a Duel Clash is d10 + Force 4 +
bonuses + wagers. The dice start with the Initiative rolls (Goku first)."""

from __future__ import annotations

from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter, replay
from tenkaichi.dbu.combat.core.events import Event
from tenkaichi.dbu.combat.core.state import AttackFrame, Effect, Expiry
from tenkaichi.dbu.combat.families.duel.duel import DuelFrame
from tenkaichi.dbu.combat.families.duel.rolls import clash_parts
from tenkaichi.dbu.combat.rules import rolls, stats
from tenkaichi.dbu.combat.rules.costs import attack_kp
from tenkaichi.dbu.combat.rules.damage import lose_life
from tenkaichi.dbu.play.bots import GreedyBot, RandomBot, decide
from tenkaichi.dbu.play.sideview import view
from tenkaichi.dbu.sheet import CharacterSheet

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
    resolve,
    setup,
)

GOKU_FIRST = [7, 3]
SIMPLE_ENERGY = {"mode": "basic", "profile": "Simple", "foundation": "energy"}


def to_reaction(
    enc: Encounter,
    target: str = "Vegeta",
    profile: str = "Simple",
    wager: int = 10,
    united: bool = False,
    **kw: Any,
) -> list[Event]:
    """The active fighter attacks ``target`` (Energy) with ``wager`` up to the target's answer;
    an adjacent ally joins with United Attack if ``united``."""
    events = pick(enc, "attack", profile=profile, foundation="energy", target=target, **kw)
    while enc.decision is not None and enc.decision.kind != "reaction":
        if enc.decision.kind == "wager":
            events += pick(enc, "wager", kp=wager)
        elif enc.decision.kind == "united_attack":
            events += pick(enc, "united_attack" if united else "pass")
        elif enc.decision.kind == "united_wager":
            events += pick(enc, "united_wager", kp=0)
        else:
            events += answer_routine(enc)
    return events


def start_duel(enc: Encounter, choice: dict[str, Any] | None = None) -> list[Event]:
    """Vegeta answers with a Duel, Goku accepts it."""
    events = pick(enc, "duel", **(choice or SIMPLE_ENERGY))
    return events + pick(enc, "no_escape")


def wagers(enc: Encounter, *amounts: int) -> list[Event]:
    events: list[Event] = []
    for kp in amounts:
        expect(enc, enc.decision.actor if enc.decision else "", "duel_wager")
        events += pick(enc, "duel_wager", kp=kp)
    return events


def duel_events(events: list[Event], what: str) -> list[Event]:
    return [e for e in events if e.kind == "duel" and e.data.get("duel") == what]


def the_duel(enc: Encounter) -> DuelFrame:
    frame = enc.state.stack[-1]
    assert isinstance(frame, DuelFrame)
    return frame


def commitments(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The secret-wager commitments among JSON events."""
    return [e for e in events if e.get("data", {}).get("duel") == "committed"]


def damage_to(events: list[Event], who: str) -> list[int]:
    return [e.data["amount"] for e in of_kind(events, "damage", who) if "amount" in e.data]


# --- entry -------------------------------------------------------------------------------


@pytest.mark.rule("dbu.counter.duel")
def test_duel_needs_a_ki_wager_of_10_bt_or_two_energy_charges() -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    to_reaction(enc, wager=9)
    assert not has_option(enc, "duel")
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    to_reaction(enc, wager=10)
    assert has_option(enc, "duel", mode="power")


@pytest.mark.rule("dbu.counter.duel")
def test_two_energy_charges_allow_a_duel() -> None:
    enc = Encounter.start(duel(b_pos=(6, 3)), dice=GOKU_FIRST)
    pick(enc, "charge_declare")
    resolve(enc)
    pick(enc, "charge_attack", profile="Simple", foundation="energy")
    pick(enc, "charge")
    resolve(enc)
    pick(enc, "release", target="Vegeta")
    while enc.decision is not None and enc.decision.kind != "reaction":
        answer_routine(enc)
    assert has_option(enc, "duel", mode="power")


@pytest.mark.rule("dbu.counter.duel")
def test_duel_options_are_attacks_of_the_same_foundation_energy_and_magic_as_one() -> None:
    vegeta = make_sheet(
        "Vegeta",
        magic=6,
        signatures=[
            {"name": "Galick Gun", "profile": "Beam", "foundation": "energy"},
            {"name": "Big Punch", "profile": "Crushing", "foundation": "physical"},
        ],
    )
    enc = Encounter.start(duel(b=vegeta), dice=GOKU_FIRST)
    to_reaction(enc)
    found = options(enc, "duel")
    basics = {(o.args["profile"], o.args["foundation"]) for o in found if o.args["mode"] == "basic"}
    assert ("Simple", "magic") in basics
    assert ("Beam", "energy") in basics
    assert all(fd in ("energy", "magic") for _, fd in basics)
    assert ("Crushing", "physical") not in basics
    sigs = [o.args["signature"] for o in found if o.args["mode"] == "signature"]
    assert sigs == ["Galick Gun"]
    # A physical attack is answered with physical attacks only.
    enc = Encounter.start(duel(b=vegeta), dice=GOKU_FIRST)
    pick(enc, "attack", profile="Simple", foundation="physical", target="Vegeta")
    while enc.decision is not None and enc.decision.kind != "reaction":
        if enc.decision.kind == "wager":
            pick(enc, "wager", kp=10)
        else:
            answer_routine(enc)
    found = options(enc, "duel")
    assert {o.args.get("foundation") for o in found if o.args["mode"] == "basic"} == {"physical"}
    assert [o.args["signature"] for o in found if o.args["mode"] == "signature"] == ["Big Punch"]


@pytest.mark.rule("dbu.counter.duel")
def test_duel_costs_a_counter_action_and_the_initiating_attacks_kp() -> None:
    vegeta = make_sheet(
        "Vegeta", signatures=[{"name": "Galick Gun", "profile": "Beam", "foundation": "energy"}]
    )
    enc = Encounter.start(duel(b=vegeta), dice=GOKU_FIRST)
    to_reaction(enc)
    v = enc.fighter("Vegeta")
    kp = attack_kp(enc, v, "Beam", "Galick Gun")
    events = pick(enc, "duel", mode="signature", signature="Galick Gun")
    assert (v.counters, v.ki) == (0, 50 - kp)
    assert duel_events(events, "initiated")
    expect(enc, "Goku", "duel_escape")


# --- a whole duel ------------------------------------------------------------------------


@pytest.mark.rule("dbu.counter.duel.winner")
def test_winner_of_two_duel_clashes_rolls_wound_with_every_wager() -> None:
    # Clash 1: Goku 6 + 4 + wager 3 = 13 vs Vegeta 5 + 4 + wager 2 = 11.
    # Clash 2: Goku 7 + 4 = 11 vs Vegeta 4 + 4 = 8. Goku wins 2-0, no third clash.
    # Wound: 8 + Force 4 + all wagers 5 = 17 - Soak 4 = 13 Damage.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 6, 5, 7, 4, 8])
    to_reaction(enc)
    events = start_duel(enc)
    events += wagers(enc, 3, 2)
    events += wagers(enc, 0, 0)
    clashes = [e for e in events if e.data.get("roll") == "duel_clash"]
    assert [e.data["scores"] for e in clashes] == [[13, 11], [11, 8]]
    wound = of_kind(events, "wound", "Goku")
    assert [e.data["score"] for e in wound] == [17]
    assert "Ki Wager 5" in wound[0].text
    assert damage_to(events, "Vegeta") == [13]
    assert enc.fighter("Vegeta").life == 72 - 13
    assert duel_events(events, "won")[0].data["winner"] == "Goku"
    # The duel replaced the Clash and Wound: the attack is over and Goku acts on.
    expect(enc, "Goku", "turn")
    assert enc.fighter("Goku").actions == 2


@pytest.mark.rule("dbu.counter.duel.refund")
def test_attackers_ki_wager_is_refunded_when_the_duel_starts() -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    to_reaction(enc)
    g = enc.fighter("Goku")
    assert (g.ki, g.capacity) == (40, 10)
    events = start_duel(enc)
    assert (g.ki, g.capacity) == (50, 20)
    gained = of_kind(events, "ki_gained", "Goku")
    assert gained
    assert gained[0].data == {"ki": 10, "capacity": 10}
    frame = enc.state.stack[-2]
    assert isinstance(frame, AttackFrame)
    assert frame.wager == 0


@pytest.mark.rule("dbu.counter.duel.clash")
def test_duel_clash_uses_the_higher_of_force_and_magic_and_energy_charges() -> None:
    # Goku's released Simple Energy attack has 2 charges: +2(T) each = +4.
    # Vegeta (Magic 6 > Force 4) rolls with Magic. Clash 1: 5 + 4 + 4 = 13 vs 5 + 6 = 11.
    vegeta = make_sheet("Vegeta", magic=6)
    enc = Encounter.start(duel(b=vegeta, b_pos=(6, 3)), dice=[*GOKU_FIRST, 5, 5])
    pick(enc, "charge_declare")
    resolve(enc)
    pick(enc, "charge_attack", profile="Simple", foundation="energy")
    pick(enc, "charge")
    resolve(enc)
    pick(enc, "release", target="Vegeta")
    while enc.decision is not None and enc.decision.kind != "reaction":
        answer_routine(enc)
    start_duel(enc, {"mode": "basic", "profile": "Simple", "foundation": "magic"})
    d = the_duel(enc)
    assert clash_parts(enc, d, "attacker") == [("Force", 4), ("2 Energy Charges", 4)]
    assert clash_parts(enc, d, "defender") == [("Magic", 6)]
    events = wagers(enc, 0, 0)
    clash = next(e for e in events if e.data.get("roll") == "duel_clash")
    assert clash.data["scores"] == [13, 11]


@pytest.mark.rule("dbu.counter.duel.clash")
def test_duel_clash_adds_states_power_stacks_and_the_initiating_attacks_charges() -> None:
    vegeta = make_sheet(
        "Vegeta", signatures=[{"name": "Galick Gun", "profile": "Beam", "foundation": "energy"}]
    )
    enc = Encounter.start(duel(b=vegeta), dice=GOKU_FIRST)
    to_reaction(enc)
    start_duel(enc, {"mode": "signature", "signature": "Galick Gun"})
    g = enc.fighter("Goku")
    for name in ("superior", "greater_ki", "raging"):
        g.effects.append(Effect(name, "test", Expiry("never")))
    g.effects.append(Effect("power", "test", Expiry("never"), stacks=2))
    g.effects.append(Effect("super_stack", "test", Expiry("never"), stacks=1))
    parts = clash_parts(enc, the_duel(enc), "attacker")
    assert parts == [
        ("Force", 4),
        ("States greater_ki, superior", 4),
        ("1 Super Stack", 1),
        ("States raging", 1),
        ("Power ×2", 2),
    ]
    # Beam's free Energy Charge is an Energy Charge of Vegeta's Initiating Attack.
    assert clash_parts(enc, the_duel(enc), "defender") == [
        ("Force", 4),
        ("1 Energy Charge", 2),
    ]


@pytest.mark.rule("dbu.counter.duel.clash")
def test_the_initiating_attacks_wound_critical_target_applies_to_the_duel_clash() -> None:
    # Seed 001: "Any reductions to the Critical Target of the Initiating Attack's Wound Roll
    # are also applied to a Duel Clash." Goku's Initiating Attack is Cutting (Wound Roll
    # Critical Target 5): his Natural 6 is a Critical, so a Critical Die (3) is added.
    # Clash 1: 6 + Critical 3 + Force 4 = 13 vs Vegeta 8 + 4 = 12.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 6, 3, 8])
    to_reaction(enc, profile="Cutting")
    start_duel(enc)
    events = wagers(enc, 0, 0)
    clash = next(e for e in events if e.data.get("roll") == "duel_clash")
    assert clash.data["scores"] == [13, 12]
    assert "Critical Target 5" in clash.text


@pytest.mark.rule("dbu.counter.duel.clash")
def test_mindfuls_critical_target_applies_to_the_duel_clash() -> None:
    # Mindful 1 lowers the Critical Target of every roll of Goku's, his Initiating Attack's
    # Wound Roll included, by 1: his Duel Clash's Natural 9 is a Critical (Critical Die 2).
    # Clash 1: 9 + 2 + Force 4 + Mindful State 1 = 16 vs Vegeta 8 + 4 = 12.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 9, 2, 8])
    to_reaction(enc)
    start_duel(enc)
    stats.add_effect(enc, enc.fighter("Goku"), Effect("mindful", "State", Expiry("never"), value=1))
    events = wagers(enc, 0, 0)
    clash = next(e for e in events if e.data.get("roll") == "duel_clash")
    assert clash.data["scores"] == [16, 12]


@pytest.mark.rule("dbu.counter.duel.winner")
def test_the_duel_winners_wound_roll_keeps_its_profiles_critical_target() -> None:
    # Seed 001: the winner "rolls their Wound Roll for their Attacking Maneuver ... as usual":
    # Cutting's Wound Roll Critical Target 5 holds. Clashes: 9 + 4 vs 2 + 4, twice (Naturals of
    # 9 crit under Cutting: Critical Dice 1). Wound: Natural 7 + Critical 4 + Force 4 = 15.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 9, 1, 2, 9, 1, 2, 7, 4])
    to_reaction(enc, profile="Cutting")
    start_duel(enc)
    events = wagers(enc, 0, 0, 0, 0)
    wound = of_kind(events, "wound", "Goku")
    assert [e.data["score"] for e in wound] == [15]
    assert "Critical Target 5" in wound[0].text


@pytest.mark.rule("dbu.counter.duel.winner")
def test_defender_who_wins_rolls_the_wound_of_their_initiating_attack() -> None:
    # Vegeta's Galick Gun (Beam, 1 free charge: +2): 5 + 4 + 2 = 11 beats Goku's 5 + 4 twice.
    # Wound: 6 + 1d8 (3) + Force 4 = 13; Beam is Direct: - ½ Soak 2 = 11 Damage.
    vegeta = make_sheet(
        "Vegeta", signatures=[{"name": "Galick Gun", "profile": "Beam", "foundation": "energy"}]
    )
    enc = Encounter.start(duel(b=vegeta), dice=[*GOKU_FIRST, 5, 5, 5, 5, 6, 3])
    to_reaction(enc)
    events = start_duel(enc, {"mode": "signature", "signature": "Galick Gun"})
    events += wagers(enc, 0, 0, 0, 0)
    assert [e.data["score"] for e in of_kind(events, "wound", "Vegeta")] == [13]
    assert damage_to(events, "Goku") == [11]
    assert enc.fighter("Goku").life == 72 - 11


@pytest.mark.rule("dbu.counter.duel.winner")
def test_all_three_duel_clashes_can_be_played_after_a_two_nil_lead() -> None:
    # duel_stop_at_two_wins=False: clash 3 (5 + 4 = 9 vs 6 + 4 = 10) is played; Goku wins 2-1.
    enc = Encounter.start(
        duel(duel_stop_at_two_wins=False), dice=[*GOKU_FIRST, 6, 5, 7, 4, 5, 6, 8]
    )
    to_reaction(enc)
    events = start_duel(enc)
    events += wagers(enc, 0, 0, 0, 0, 0, 0)
    clashes = [e.data["winner"] for e in events if e.data.get("roll") == "duel_clash"]
    assert clashes == ["attacker", "attacker", "defender"]
    assert duel_events(events, "won")[0].text.startswith("Goku wins the Duel 2-1")
    assert damage_to(events, "Vegeta") == [8]


@pytest.mark.rule("dbu.counter.duel.clash")
def test_combat_roll_penalties_apply_to_duel_clashes_unless_set_otherwise() -> None:
    for setting, expected in (
        (True, [("Force", 4), ("Health Thresholds", -1)]),
        (False, [("Force", 4)]),
    ):
        enc = Encounter.start(duel(duel_clash_combat_parts=setting), dice=GOKU_FIRST)
        to_reaction(enc)
        start_duel(enc)
        enc.fighter("Goku").failed_steadfast = [1]
        assert clash_parts(enc, the_duel(enc), "attacker") == expected


# --- secret wagers -----------------------------------------------------------------------


@pytest.mark.rule("dbu.counter.duel.wagers")
def test_duel_wagers_are_capped_at_half_max_capacity_and_committed_privately() -> None:
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 6, 5, 7, 4, 8])
    to_reaction(enc)
    start_duel(enc)
    expect(enc, "Goku", "duel_wager")
    assert [o.args["kp"] for o in options(enc, "duel_wager")] == list(range(11))
    events = pick(enc, "duel_wager", kp=4)
    committed = duel_events(events, "committed")
    assert [(e.who, e.visible_to, e.data["wager"]) for e in committed] == [("Goku", ("A",), 4)]
    assert of_kind(events, "cost_paid") == []  # nothing public until the reveal
    expect(enc, "Vegeta", "duel_wager")
    events = pick(enc, "duel_wager", kp=1)
    revealed = duel_events(events, "revealed")
    assert revealed[0].visible_to == ()
    assert revealed[0].data["wagers"] == {"Goku": 4, "Vegeta": 1}
    assert [e.data["kp"] for e in of_kind(events, "cost_paid")] == [4, 1]


def _second_view(goku_wager: int) -> Any:
    """What side B sees when Vegeta must commit, after Goku committed ``goku_wager``."""
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 6, 5, 7, 4, 8])
    to_reaction(enc)
    start_duel(enc)
    pick(enc, "duel_wager", kp=goku_wager)
    expect(enc, "Vegeta", "duel_wager")
    return view(enc, "B")


@pytest.mark.rule("dbu.counter.duel.wagers")
def test_second_side_sees_the_same_whatever_the_first_side_wagered() -> None:
    assert _second_view(2) == _second_view(5)
    seen = _second_view(5)
    assert "5" not in seen["decision"]["prompt"]
    assert all(
        e.get("data", {}).get("duel") != "committed" or e["who"] == "Vegeta" for e in seen["events"]
    )


@pytest.mark.rule("dbu.counter.duel.wagers")
def test_no_view_shows_the_other_sides_wager_before_the_reveal() -> None:
    # Clash 1: Goku 6+4+3 = 13 vs 5+4+2 = 11; clash 2: 4+4 = 8 vs 5+4+4 = 13;
    # clash 3: 7+4+1 = 12 vs 4+4+1 = 9. Goku wins 2-1.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 6, 5, 4, 5, 7, 4, 8])
    to_reaction(enc)
    start_duel(enc)
    plan = [3, 2, 0, 4, 1, 1]
    checked = 0
    while enc.decision is not None and enc.decision.kind == "duel_wager":
        d = the_duel(enc)
        for side, other in (("A", "Vegeta"), ("B", "Goku")):
            v = view(enc, side)
            secret = d.committed.get(other)
            for e in v["events"]:
                data = e.get("data", {})
                if data.get("duel") == "committed":
                    assert enc.fighter(e["who"]).side == side
                if data.get("duel") == "revealed":
                    assert data["clash"] < d.clash_no
            if secret is not None and v["decision"] is not None:
                assert f"{secret}" not in v["decision"]["prompt"].replace(f"up to {10}", "")
            checked += 1
        pick(enc, "duel_wager", kp=plan.pop(0))
    assert checked == 12
    assert not plan
    # The game master sees every commitment; each side its own and the reveals.
    master = view(enc, None)["events"]
    assert len([e for e in master if e.get("data", {}).get("duel") == "committed"]) == 6
    for side in ("A", "B"):
        mine = [
            e for e in view(enc, side)["events"] if e.get("data", {}).get("duel") == "committed"
        ]
        assert len(mine) == 3
    assert [e["data"]["wagers"] for e in master if e.get("data", {}).get("duel") == "revealed"] == [
        {"Goku": 3, "Vegeta": 2},
        {"Goku": 0, "Vegeta": 4},
        {"Goku": 1, "Vegeta": 1},
    ]
    assert enc.fighter("Vegeta").life == 72 - (8 + 4 + 11 - 4)


@pytest.mark.rule("dbu.counter.duel.wagers")
def test_view_shows_a_decision_only_to_its_side() -> None:
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 6, 5, 7, 4, 8])
    to_reaction(enc)
    start_duel(enc)
    pick(enc, "duel_wager", kp=3)
    assert any("secret Ki Wager of 3" in e["text"] for e in view(enc, None)["events"])
    assert view(enc, "A")["decision"] is None
    assert view(enc, "A")["waiting_for"] == "Vegeta"
    assert view(enc, "B")["decision"]["kind"] == "duel_wager"


# --- ties --------------------------------------------------------------------------------


@pytest.mark.rule("dbu.counter.duel.tie")
def test_tied_duel_clash_refunds_the_wagers_and_is_redone() -> None:
    # Clash 1: 5 + 4 + 2 = 11 on both sides: refund, redo. Redo: 6 + 4 vs 5 + 4; clash 2:
    # 7 + 4 vs 4 + 4. Wound 8 + 4 (no wager left) = 12 - Soak 4 = 8.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 5, 5, 6, 5, 7, 4, 8])
    to_reaction(enc)
    events = start_duel(enc)
    events += wagers(enc, 2, 2)
    assert duel_events(events, "redo")
    assert (enc.fighter("Goku").ki, enc.fighter("Vegeta").ki) == (50, 50)
    assert (enc.fighter("Goku").capacity, enc.fighter("Vegeta").capacity) == (20, 20)
    assert the_duel(enc).clash_no == 1
    events += wagers(enc, 0, 0, 0, 0)
    assert [e.data["clash"] for e in events if e.data.get("roll") == "duel_clash"] == [1, 1, 2]
    assert damage_to(events, "Vegeta") == [8]


@pytest.mark.rule("dbu.counter.duel.tie")
def test_third_tie_ends_the_duel_and_everyone_loses_half_of_all_wagers() -> None:
    # Clash 1 Goku (6+1+4 = 11 vs 5+4 = 9), clash 2 Vegeta (4+4 = 8 vs 5+2+4 = 11),
    # clash 3 ties (5+3+4 = 12 each). Wagers 1 + 2 + 3 + 3 = 9: each loses 4 Life.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 6, 5, 4, 5, 5, 5])
    to_reaction(enc)
    events = start_duel(enc)
    events += wagers(enc, 1, 0, 0, 2, 3, 3)
    tie = duel_events(events, "tie")
    assert tie
    assert tie[0].data == {"duel": "tie", "total": 9, "loss": 4}
    assert damage_to(events, "Goku") == [4]
    assert damage_to(events, "Vegeta") == [4]
    # The third clash's wagers are not refunded.
    assert (enc.fighter("Goku").ki, enc.fighter("Vegeta").ki) == (46, 45)
    assert of_kind(events, "wound") == []
    expect(enc, "Goku", "turn")


@pytest.mark.rule("dbu.counter.duel.tie")
def test_a_simulations_redo_limit_stops_an_endless_tie_and_says_so() -> None:
    # duel_redo_limit is a simulation's safety stop (off by default): with 1, the first tie is
    # redone and the second stops the Duel as a third tie would (the refunded wagers of the
    # first do not count: each loses ½ of 4).
    enc = Encounter.start(duel(duel_redo_limit=1), dice=[*GOKU_FIRST, 5, 5, 5, 5])
    to_reaction(enc)
    events = start_duel(enc)
    events += wagers(enc, 2, 2, 2, 2)
    assert len(duel_events(events, "redo")) == 1
    stop = duel_events(events, "safety_stop")
    assert stop
    assert "safety limit" in stop[0].text
    assert "(not a rule)" in stop[0].text
    assert duel_events(events, "tie")[0].data["loss"] == 2
    assert enc.fighter("Goku").life == 70


# --- Power Duel --------------------------------------------------------------------------


@pytest.mark.rule("dbu.counter.duel.power-duel")
def test_power_duel_is_free_wounds_with_might_plus_wagers_and_shakes_the_loser() -> None:
    # Vegeta: 5 + 4 + 3 = 12 vs 4 + 4 = 8, then 6 + 4 = 10 vs 4 + 4 = 8.
    # Wound = Might 4 + wagers 3 = 7 - Soak 4 = 3 Damage; Goku is Shaken.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 4, 5, 4, 6, 8])
    to_reaction(enc)
    events = start_duel(enc, {"mode": "power"})
    assert of_kind(events, "cost_paid", "Vegeta") == []
    events += wagers(enc, 0, 3, 0, 0)
    might = stats.derived(enc, enc.fighter("Vegeta")).might.value
    wound = of_kind(events, "wound", "Vegeta")
    assert [e.data["score"] for e in wound] == [might + 3]
    assert damage_to(events, "Goku") == [might + 3 - 4]
    g = enc.fighter("Goku")
    assert stats.has(g, "shaken")
    assert [e.by for e in g.effects if e.name == "shaken"] == ["Vegeta"]
    # Vegeta knocked through a Health Threshold ends it (the Steadfast die is 8).
    lose_life(enc, enc.fighter("Vegeta"), 40, by=None, why="test")
    assert not stats.has(g, "shaken")


# --- Duel Escape -------------------------------------------------------------------------


@pytest.mark.rule("dbu.counter.duel-escape")
def test_duel_escape_win_nullifies_the_attack_and_refunds_its_action_not_its_kp() -> None:
    # Impulsive Clash: Goku 8 + 4 against Vegeta 3 + 4.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 8, 3])
    to_reaction(enc)
    pick(enc, "duel", **SIMPLE_ENERGY)
    events = pick(enc, "duel_escape")
    assert [e.data["winner"] for e in of_kind(events, "clash")] == ["Goku"]
    assert duel_events(events, "escaped")
    g = enc.fighter("Goku")
    assert (g.actions, g.counters, g.ki) == (3, 0, 40)
    assert enc.fighter("Vegeta").life == 72
    assert enc.fighter("Vegeta").counters == 0
    assert not any(isinstance(f, AttackFrame | DuelFrame) for f in enc.state.stack)
    expect(enc, "Goku", "turn")


@pytest.mark.rule("dbu.counter.duel-escape")
def test_failed_duel_escape_lets_the_duel_go_on() -> None:
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 3, 3])  # ties go to the defender
    to_reaction(enc)
    pick(enc, "duel", **SIMPLE_ENERGY)
    events = pick(enc, "duel_escape")
    assert duel_events(events, "escape_failed")
    assert enc.fighter("Goku").counters == 0
    expect(enc, "Goku", "duel_wager")


# --- United Duels ------------------------------------------------------------------------


def _three(extra: CharacterSheet | None = None, side: str = "B") -> Any:
    goku, vegeta = make_sheet("Goku"), make_sheet("Vegeta")
    third = extra or make_sheet("Nappa")
    pos = (5, 4) if side == "B" else (2, 3)
    return setup(
        [goku, vegeta, third],
        [
            fighter("Goku", "A", (3, 3)),
            fighter("Vegeta", "B", (5, 3)),
            fighter(third.name, side, pos),
        ],
    )


@pytest.mark.rule("dbu.counter.duel.united")
def test_several_targets_enter_one_duel_with_a_primary_and_tenth_capacity_wagers() -> None:
    enc = Encounter.start(_three(), dice=[9, 3, 2, 7, 3, 7, 3, 5])
    to_reaction(enc, profile="Blast", wager=10)
    attack = enc.state.stack[-1]
    assert isinstance(attack, AttackFrame)
    assert set(attack.targets) == {"Vegeta", "Nappa"}
    first = attack.targets[0]
    second = "Nappa" if first == "Vegeta" else "Vegeta"
    start_duel(enc)
    expect(enc, second, "duel_join")
    pick(enc, "duel_join", mode="power")
    expect(enc, first, "duel_primary")
    pick(enc, "duel_primary", fighter=first)
    wagers(enc, 0, 0)
    expect(enc, second, "duel_wager")
    assert [o.args["kp"] for o in options(enc, "duel_wager")] == [0, 1, 2]
    pick(enc, "duel_wager", kp=2)
    # Goku 7 + 4 = 11 vs first 3 + 4 + 1 (one United Duel ally) + 2 (the ally's wager) = 10.
    first_clash = next(e for e in enc.events[::-1] if e.data.get("roll") == "duel_clash")
    assert first_clash.data["scores"] == [11, 10]
    assert "Nappa's Ki Wager 2" in first_clash.text or "Vegeta's Ki Wager 2" in first_clash.text
    assert clash_parts(enc, the_duel(enc), "defender") == [
        ("Force", 4),
        ("1 United Duel ally(ies)", 1),
    ]
    events = wagers(enc, 0, 0, 0)
    scores = [e.data["scores"] for e in of_kind(events, "clash") if e.data.get("roll")]
    assert scores == [[11, 8]]
    # Blast (Direct): Wound 5 + 4 + wagers 2 = 11 - ½ Soak 2 = 9 on both losers.
    assert damage_to(events, "Vegeta") == [9]
    assert damage_to(events, "Nappa") == [9]
    expect(enc, "Goku", "turn")  # the joiner is not asked to answer the attack again


@pytest.mark.rule("dbu.counter.duel.united")
def test_united_attack_joiners_wager_beside_the_attacker_and_share_the_defeat() -> None:
    # Goku 2 + 4 + 1 (United Duel ally) = 7 vs Vegeta 6 + 4 = 10, twice (Krillin's ¼ Force
    # goes to Goku's Wound Roll, never to a Duel Clash). Vegeta's Simple Energy Wound
    # 5 + 4 = 9 - Soak 4 = 5 on Goku and on Krillin.
    krillin = make_sheet("Krillin")
    enc = Encounter.start(_three(krillin, side="A"), dice=[9, 3, 2, 2, 6, 2, 6, 5])
    to_reaction(enc, wager=10, united=True)
    start_duel(enc)
    d = the_duel(enc)
    assert d.attacker_allies == ["Krillin"]
    assert clash_parts(enc, d, "attacker") == [
        ("Force", 4),
        ("1 United Duel ally(ies)", 1),
    ]
    expect(enc, "Goku", "duel_wager")
    pick(enc, "duel_wager", kp=0)
    expect(enc, "Krillin", "duel_wager")
    assert [o.args["kp"] for o in options(enc, "duel_wager")] == [0, 1, 2]
    events = wagers(enc, 0, 0, 0, 0, 0)
    scores = [e.data["scores"] for e in of_kind(events, "clash") if e.data.get("roll")]
    assert scores == [[7, 10], [7, 10]]
    assert damage_to(events, "Goku") == [5]
    assert damage_to(events, "Krillin") == [5]


# --- whole fights ------------------------------------------------------------------------


def _bot_setup(seed: int) -> Any:
    """Power Level 4 (a wager of 10 is within ½ Max Capacity 16), two against two, adjacent."""
    sheets = [
        make_sheet(name, power_level=4, magic=magic, signatures=sigs)
        for name, magic, sigs in (
            ("Goku", 1, [{"name": "Kamehameha", "profile": "Beam", "foundation": "energy"}]),
            ("Krillin", 5, []),
            ("Vegeta", 1, [{"name": "Galick Gun", "profile": "Beam", "foundation": "energy"}]),
            ("Nappa", 1, []),
        )
    ]
    return setup(
        sheets,
        [
            fighter("Goku", "A", (3, 3)),
            fighter("Krillin", "A", (3, 4)),
            fighter("Vegeta", "B", (5, 3)),
            fighter("Nappa", "B", (5, 4)),
        ],
    )


def test_random_bot_fights_with_duels_never_crash_and_replay() -> None:
    seen: set[str] = set()
    for seed in range(5):
        enc = Encounter.start(_bot_setup(seed), seed)
        bots = {"A": RandomBot(seed), "B": RandomBot(seed + 100)}
        snapshot: dict[str, Any] | None = None
        at = 0
        after: list[dict[str, Any]] = []
        steps = 0
        while not enc.over and steps < 3000:
            d = enc.decision
            assert d is not None
            if snapshot is None and any(isinstance(f, DuelFrame) for f in enc.state.stack):
                snapshot, at = enc.to_json(), len(enc.events)
            enc.choose(decide(bots[enc.fighter(d.actor).side], enc))
            if snapshot is not None:
                after.append(enc.choices[-1])
            steps += 1
        seen |= {str(e.data.get("duel")) for e in enc.events if e.kind == "duel"}
        again = replay(enc.record())
        assert [e.to_json() for e in again.events] == [e.to_json() for e in enc.events]
        if snapshot is not None:
            restored = Encounter.from_json(snapshot)
            for key in after:
                restored.choose(key)
            assert [e.to_json() for e in restored.events] == [e.to_json() for e in enc.events[at:]]
    assert {"initiated", "started", "revealed", "committed", "won"} <= seen
    assert seen & {"won", "tie", "escaped"}


@pytest.mark.rule("dbu.instant.united-attack")
@pytest.mark.rule("dbu.counter.duel.united")
def test_an_adjacent_ally_joins_the_defenders_duel_with_united_attack() -> None:
    # Seed 001 United Attack: "When an Ally uses an Attacking Maneuver or Duel Maneuver while
    # you are on an adjacent Square, you may spend 1 Action and the Ki Points as if making the
    # same Profile of Attacking Maneuver". Nappa stands next to Vegeta, who Duels Goku.
    enc = Encounter.start(_three(), dice=[9, 3, 2, *([5] * 40)])
    nappa = enc.fighter("Nappa")
    to_reaction(enc, target="Vegeta")
    start_duel(enc)
    expect(enc, "Nappa", "duel_united")
    actions = nappa.actions
    pick(enc, "duel_united")
    assert nappa.actions == actions - 1
    d = the_duel(enc)
    assert d.defender_allies == ["Nappa"]
    assert clash_parts(enc, d, "defender") == [
        ("Force", 4),
        ("1 United Duel ally(ies)", 1),
    ]
    expect(enc, "Goku", "duel_wager")
    pick(enc, "duel_wager", kp=0)
    pick(enc, "duel_wager", kp=0)  # Vegeta
    expect(enc, "Nappa", "duel_wager")
    assert [o.args["kp"] for o in options(enc, "duel_wager")] == [0, 1, 2]  # 1/10 of 20


@pytest.mark.rule("dbu.counter.duel.united")
def test_no_united_attack_joins_a_power_duel() -> None:
    enc = Encounter.start(_three(), dice=[9, 3, 2, *([5] * 40)])
    to_reaction(enc, target="Vegeta")
    start_duel(enc, {"mode": "power"})
    expect(enc, "Goku", "duel_wager")


@pytest.mark.rule("dbu.counter.duel.united")
def test_the_greedy_bot_joins_an_allys_duel_when_it_has_an_action_to_spare() -> None:
    enc = Encounter.start(_three(), dice=[9, 3, 2, *([5] * 40)])
    to_reaction(enc, target="Vegeta")
    start_duel(enc)
    expect(enc, "Nappa", "duel_united")
    decision = enc.decision
    assert decision is not None
    assert decision.options[decide(GreedyBot(), enc)].kind == "duel_united"
    enc.fighter("Nappa").actions = 1
    assert decision.options[decide(GreedyBot(), enc)].kind == "no_unite"


# --- the Initiating Attack is used "as if" made (seed 001) ------------------------------------


@pytest.mark.rule("dbu.counter.duel")
def test_the_duelists_initiating_attack_counts_as_an_attack_used_this_round() -> None:
    # Seed 001: "You may trigger any effects that would occur upon using an Attacking Maneuver
    # when initiating a Duel Maneuver, as if you had used your Initiating Attack." Vegeta
    # answers with a Launching Basic Attack: it is his 4th attack of the round (Diminishing
    # Offense after 3) and Launching is used for this round. Goku wins the Duel (9 + 4 vs
    # 2 + 4, twice; Wound 5).
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 9, 2, 9, 2, 5])
    vegeta = enc.fighter("Vegeta")
    vegeta.attacks_round = 3
    to_reaction(enc)
    start_duel(enc, {"mode": "basic", "profile": "Launching", "foundation": "energy"})
    assert vegeta.attacks_round == 4
    assert vegeta.offense_stacks == 1
    wagers(enc, 0, 0, 0, 0)
    pick(enc, "end_turn")
    expect(enc, "Vegeta", "turn")
    assert not has_option(enc, "attack", profile="Launching")
    assert has_option(enc, "attack", profile="Blast")
    assert ("Diminishing Offense ×1", -1) in rolls.strike_parts(enc, vegeta)


@pytest.mark.rule("dbu.counter.duel")
def test_a_signature_initiating_attack_uses_the_rounds_signature_technique() -> None:
    vegeta = make_sheet(
        "Vegeta", signatures=[{"name": "Galick Gun", "profile": "Beam", "foundation": "energy"}]
    )
    enc = Encounter.start(duel(b=vegeta), dice=[*GOKU_FIRST, 9, 2, 9, 2, 5])
    to_reaction(enc)
    start_duel(enc, {"mode": "signature", "signature": "Galick Gun"})
    wagers(enc, 0, 0, 0, 0)
    pick(enc, "end_turn")
    expect(enc, "Vegeta", "turn")
    assert not has_option(enc, "signature")  # Signature Technique [1/Round]


@pytest.mark.rule("dbu.counter.duel.clash")
def test_surging_gives_the_initiating_attack_on_its_focus_an_energy_charge() -> None:
    # Surging: "attacks on it gain 1 Energy Charge". Vegeta's Focus is Goku: his Initiating
    # Attack on Goku gains one, worth +2(T) on each Duel Clash.
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    vegeta = enc.fighter("Vegeta")
    vegeta.effects.append(Effect("surging", "State", Expiry("never"), value=1, by="Goku"))
    to_reaction(enc)
    events = start_duel(enc)
    assert any("Surging" in e.text for e in events)
    assert ("1 Energy Charge", 2) in clash_parts(enc, the_duel(enc), "defender")


@pytest.mark.rule("dbu.counter.duel.winner")
def test_the_duel_winners_wound_brings_its_attacks_riders() -> None:
    # The winner "rolls their Wound Roll for their Attacking Maneuver against the opposing
    # Character(s) as usual": Vegeta's Venom Beam poisons the target its Damage reaches.
    # Clashes: Vegeta 5 + 4 + Beam's free charge 2 = 11 beats Goku's 5 + 4 twice; Wound
    # 6 + 1d8 (3) + 4 = 13.
    vegeta = make_sheet(
        "Vegeta",
        signatures=[
            {
                "name": "Venom Beam",
                "profile": "Beam",
                "foundation": "energy",
                "inflicts": [{"condition": "poisoned"}],
            }
        ],
    )
    enc = Encounter.start(duel(b=vegeta), dice=[*GOKU_FIRST, 5, 5, 5, 5, 6, 3])
    to_reaction(enc)
    start_duel(enc, {"mode": "signature", "signature": "Venom Beam"})
    events = wagers(enc, 0, 0, 0, 0)
    assert damage_to(events, "Goku") == [11]
    assert stats.has(enc.fighter("Goku"), "poisoned")


@pytest.mark.rule("dbu.counter.duel")
@pytest.mark.rule("dbu.modifier.triggered")
def test_initiating_a_duel_sets_off_a_triggered_maneuver_waiting_for_an_attack() -> None:
    # Goku delays a Power Up until Vegeta "uses an Attacking Maneuver"; Vegeta's Duel uses his
    # Initiating Attack, so the Triggered Maneuver fires before the first Duel Clash.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST] + [5] * 20)
    pick(enc, "triggered")
    pick(enc, "delay", option={"kind": "power_up"})
    pick(enc, "trigger", trigger="attack", watch="Vegeta")
    pick(enc, "pass")  # Vegeta's Exploit of the Triggered Maneuver
    to_reaction(enc)
    pick(enc, "duel", **SIMPLE_ENERGY)
    expect(enc, "Goku", "triggered_fire")
    pick(enc, "fire")
    assert stats.stacks(enc.fighter("Goku"), "power") == 1
