"""Seed 003 in edition ``dbu-1``, an audit of ten rules read word by word: reclaiming thrown
Equipment, who may join a United Attack, what a Called Shot may be and what it may gain, what
nobody outside a Grapple may do to the Grappled, Holding Back against a rise in Tier, stopping
an Energy Charge, the attack a Duel Escape grants, the order of Intervene's Save and option,
Blockade's refund (seed 001, which dbu-1 keeps) and the Triggered Maneuver.

Blind tests: written from the seed texts alone, through the public API with fixed dice.
Sheets: Power Level 4 (Tier 1) Earthlings, Agility 5 (Haste 2, Normal Speed 4, Boosted Speed 7,
Defense Value 5), Force 5, Tenacity 5 (Soak 5), Insight 4 (Awareness 4), 86 Ki and 32 Capacity
unless a test says otherwise. Initiative dice come first in ``dice``."""

from __future__ import annotations

import re
from typing import Any

import pytest

from .legacy_support import advance, choose, evs, item, kinds, options, sheet, start

SIGS = (
    "signatures:\n"
    "  - {name: Big Bang, profile: Simple, foundation: energy}\n"
    "  - {name: Kame Wave, profile: Beam, foundation: energy}\n"
)


def _quiet(enc: Any) -> list[Any]:
    """Answer the pending decision without changing the fight."""
    for k in ("no_modifier", "pass", "dodge", "no_escape", "stay"):
        if k in kinds(enc):
            return choose(enc, k)
    if "wager" in kinds(enc):
        return choose(enc, "wager", kp=0)
    if "clash_roll" in kinds(enc):
        return choose(enc, "clash_roll")
    raise AssertionError(f"cannot answer {enc.decision.actor} {enc.decision.kind}")


def _until_turn(enc: Any, limit: int = 40) -> list[Any]:
    """Answer quietly until some fighter's turn decision."""
    new: list[Any] = []
    for _ in range(limit):
        if enc.decision is None or enc.decision.kind == "turn":
            return new
        new += _quiet(enc)
    raise AssertionError("no turn decision came")


def _labels(enc: Any) -> list[str]:
    return [o.label for o in enc.decision.options] if enc.decision else []


# ---------------------------------------------------------------- 1. reclaiming thrown Equipment


def _thrown() -> tuple[Any, tuple[int, int]]:
    """Alpha (Agility 6: Normal Speed 5) throws a club (a Weapon) at Beta 4 squares east and
    hits (Strike 7 + 7 against Dodge 2 + 5); the club lands on a square next to Beta."""
    a = sheet("Alpha", ag=6)
    enc = start(
        [(a, "A", {"pos": (0, 0)}), (sheet("Beta"), "B", {"pos": (4, 0)})],
        [6, 4, 7, 2, 6] + [3] * 20,
        width=20,
        items=(item("club", "Alpha", kind="weapon"),),
    )
    new = choose(enc, "throw", target="Beta")
    new += advance(enc, "Alpha", "turn")
    landed = next(e for e in new if e.kind == "state_changed" and "lands at" in e.text)
    # the log names a square as the grid labels it: column letters from A, row from 1
    m = re.search(r"lands at square ([A-Z])(\d+)", landed.text)
    assert m, landed.text
    return enc, (ord(m.group(1)) - ord("A"), int(m.group(2)) - 1)


def _walk(enc: Any, square: tuple[int, int]) -> None:
    choose(enc, "legacy_move", boosted=False)
    advance(enc, "Alpha", "destination")
    choose(enc, "destination", x=square[0], y=square[1])
    _until_turn(enc)
    assert enc.decision.actor == "Alpha"
    assert enc.fighter("Alpha").pos == square


def _pick_up(enc: Any) -> list[Any]:
    return [o for o in enc.decision.options if "pick up" in o.label.lower() and "Club" in o.label]


@pytest.mark.rule("dbu.legacy.throw")
def test_reclaim_on_the_landing_square_as_an_instant():
    """003 Throw Maneuver: Equipment thrown lands "in a random square adjacent to the target ...
    They can be reclaimed by spending an Instant Action while your character is on that square":
    standing on it, Alpha picks the club up for no Action and holds it again (next round it can
    be thrown again)."""
    enc, square = _thrown()
    assert max(abs(square[0] - 4), abs(square[1] - 0)) == 1
    _walk(enc, square)
    actions = enc.fighter("Alpha").actions
    found = _pick_up(enc)
    assert found
    enc.choose(found[0])
    assert enc.fighter("Alpha").actions == actions
    assert not _pick_up(enc)
    choose(enc, "end_turn")
    advance(enc, "Alpha", "turn")
    assert options(enc, "throw", target="Beta")


@pytest.mark.rule("dbu.legacy.throw")
def test_reclaim_not_from_a_square_next_to_it():
    """003 Throw: reclaimed "while your character is on that square": Alpha standing on the
    square just west of the club is offered no pick-up."""
    enc, square = _thrown()
    _walk(enc, (square[0] - 1, square[1]))
    assert not _pick_up(enc)


@pytest.mark.rule("dbu.legacy.throw")
def test_reclaim_not_from_two_squares_away():
    """003 Throw: reclaimed "while your character is on that square": two squares west of the
    club, Alpha is offered no pick-up."""
    enc, square = _thrown()
    _walk(enc, (square[0] - 2, square[1]))
    assert not _pick_up(enc)


@pytest.mark.rule("dbu.legacy.throw")
def test_reclaim_offered_again_only_once_back_on_the_square():
    """003 Throw: "while your character is on that square": from the square next to the club
    nothing is offered; one step onto it (next round) and the pick-up is there."""
    enc, square = _thrown()
    _walk(enc, (square[0] - 1, square[1]))
    before = bool(_pick_up(enc))
    choose(enc, "end_turn")
    advance(enc, "Alpha", "turn")
    _walk(enc, square)
    assert (before, bool(_pick_up(enc))) == (False, True)


# ---------------------------------------------------------------- 2. United Attack: who may join


def _team(*, g_pos, g_size="medium", a_size="medium"):
    """Alpha attacks Beta (Simple, energy, from afar); Alpha's ally Gamma stands at ``g_pos``
    (a Large fighter fills 2x2 squares from its position; seed 000 size table: Large Melee
    Range "Adjacent +1 Square")."""
    a = sheet("Alpha", ag=5, size=a_size)
    g = sheet("Gamma", ag=4, fo=6, size=g_size)
    b = sheet("Beta", ag=4)
    enc = start(
        [(a, "A", {"pos": (0, 0)}), (g, "A", {"pos": g_pos}), (b, "B", {"pos": (9, 0)})],
        [8, 1, 2] + [5] * 12,
        width=20,
    )
    choose(enc, "attack", profile="Simple", foundation="energy", target="Beta")
    return enc


def _united_offered(enc) -> bool:
    for _ in range(12):
        d = enc.decision
        if d.kind == "turn":
            return False
        if d.actor == "Gamma" and d.kind == "united_attack":
            return bool(options(enc, "united_attack"))
        _quiet(enc)
    return False


@pytest.mark.rule("dbu.legacy.united-attack")
@pytest.mark.parametrize(("g_pos", "offered"), [((1, 1), True), ((2, 0), False)])
def test_united_attack_medium_ally_adjacent_or_two_squares(g_pos, offered):
    """003 United Attack Maneuver: "When an ally within your Melee Range uses an Attacking
    Maneuver ... you may use the United Attack Maneuver": a Medium Gamma's Melee Range is the
    adjacent squares: diagonally next to Alpha it may join, 2 squares away it may not."""
    assert _united_offered(_team(g_pos=g_pos)) is offered


@pytest.mark.rule("dbu.legacy.united-attack")
def test_united_attack_large_joiner_reaches_an_ally_two_squares_away():
    """003 United Attack: "an ally within your Melee Range"; seed 000: Large Melee Range is
    "Adjacent +1 Square". Large Gamma fills (0, 2)-(1, 3): one empty row lies between it and
    Alpha at (0, 0), and Alpha is within Gamma's Melee Range: Gamma may join."""
    assert _united_offered(_team(g_pos=(0, 2), g_size="large"))


@pytest.mark.rule("dbu.legacy.united-attack")
def test_united_attack_large_joiner_not_three_squares_away():
    """003 United Attack: "an ally within your Melee Range": Large Gamma filling (0, 3)-(1, 4)
    is 3 squares from Alpha, beyond its Adjacent +1 Square reach: Gamma may not join."""
    assert not _united_offered(_team(g_pos=(0, 3), g_size="large"))


@pytest.mark.rule("dbu.legacy.united-attack")
def test_united_attack_medium_joiner_next_to_the_far_side_of_a_large_ally():
    """003 United Attack: "an ally within your Melee Range": Large Alpha fills (0, 0)-(1, 1);
    Medium Gamma at (2, 1) stands next to Alpha's body (though 2 squares from its first
    square): Gamma may join."""
    assert _united_offered(_team(g_pos=(2, 1), a_size="large"))


@pytest.mark.rule("dbu.legacy.united-attack")
def test_united_attack_the_joiners_reach_counts_not_the_attackers():
    """003 United Attack: "an ally within *your* Melee Range": Large Alpha (reach Adjacent +1)
    fills (0, 0)-(1, 1); Medium Gamma at (0, 3) is inside Alpha's reach but Alpha is not inside
    Gamma's (adjacent only): Gamma may not join."""
    assert not _united_offered(_team(g_pos=(0, 3), a_size="large"))


# ---------------------------------------------------------------- 3. Called Shot


BONUS = re.compile(r"\+3\(T\)|\+3 damage|damage bonus|vulnerable", re.IGNORECASE)


def _shooter(*, pl=4, bpos=(3, 0), extra="", dice=None):
    a = sheet("Alpha", pl=pl, extra=extra)
    b = sheet("Beta", pl=pl)
    tier = [2] if pl > 4 else []
    dice = dice or [5, 4] + [8] + tier + [1] + tier + [6] + tier + [5] * 6
    return start([(a, "A", {"pos": (0, 0)}), (b, "B", {"pos": bpos})], dice, width=20)


@pytest.mark.rule("dbu.legacy.called-shot")
def test_called_shot_on_a_signature_technique():
    """003 Called Shot (2 Actions): "make any type of Attacking Maneuver that would cost One
    Action – such as a Basic Attack Maneuver or a Signature Technique": Big Bang (1 Action) may
    be made a Called Shot, and then costs 2 of Alpha's 3 Actions."""
    enc = _shooter(extra=SIGS)
    actions = enc.fighter("Alpha").actions
    choose(enc, "signature", signature="Big Bang", target="Beta")
    assert enc.decision.kind == "modifier"
    choose(enc, "modifier", called_shot="legacy")
    _until_turn(enc)
    assert enc.fighter("Alpha").actions == actions - 2


@pytest.mark.rule("dbu.legacy.called-shot")
def test_called_shot_on_a_one_action_cone_attack():
    """003 Called Shot: "A Called Shot can be any type of Attacking Maneuver that costs One
    Action": a Blast (cone) Basic Attack costs One Action, so it may be a Called Shot."""
    enc = _shooter()
    choose(enc, "attack", profile="Blast", foundation="energy", target="Beta")
    assert options(enc, "modifier", called_shot="legacy")


@pytest.mark.rule("dbu.legacy.called-shot")
def test_called_shot_needs_two_actions():
    """003 Called Shot (2 Actions): with one Action left (two spent on Power Up), Alpha's Basic
    Attack cannot be made a Called Shot."""
    enc = _shooter()
    for _ in range(2):
        choose(enc, "power_up")
        advance(enc, "Alpha", "turn")
    assert enc.fighter("Alpha").actions == 1
    choose(enc, "attack", profile="Simple", foundation="energy", target="Beta")
    assert not options(enc, "modifier", called_shot="legacy")


def _called_shot_with_bonus(enc) -> tuple[bool, list[Any]]:
    """Make a Called Shot with Alpha's Simple energy attack on Beta and take the +3(T) damage
    bonus wherever it is offered (on the Modifier or any later choice of Alpha's)."""
    new = choose(enc, "attack", profile="Simple", foundation="energy", target="Beta")
    found = False
    for _ in range(40):
        d = enc.decision
        if d.kind == "turn":
            break
        bonus = [o for o in d.options if BONUS.search(o.label)] if d.actor == "Alpha" else []
        if bonus and not found:
            found = True
            new += list(enc.choose(bonus[0]))
        elif d.kind == "modifier" and d.actor == "Alpha":
            new += choose(enc, "modifier", called_shot="legacy")
        else:
            new += _quiet(enc)
    return found, new


@pytest.mark.rule("dbu.legacy.called-shot")
@pytest.mark.parametrize(("pl", "bonus"), [(4, 3), (8, 6)])
def test_called_shot_may_take_a_3t_damage_bonus(pl, bonus):
    """003 Called Shot: "if you aim for a vulnerable spot, your ARC may allow you to gain a damage
    bonus of +3(T)": the bonus is offered, and the hit (Strike 8 against Dodge 1) deals 3 more
    Damage at Tier 1, 6 more at Tier 2, than Wound 6 + Force 5 (+ Tier die 2) less Soak."""
    enc = _shooter(pl=pl)
    found, new = _called_shot_with_bonus(enc)
    assert found
    hit = next(e for e in evs(new, "damage", "Beta") if "category" in e.data)
    wound = 6 + 5 + (2 if pl > 4 else 0)
    assert hit.data["damage"] == wound - hit.data["soak"] + bonus


@pytest.mark.rule("dbu.legacy.called-shot")
def test_called_shot_without_the_bonus_deals_only_the_category_rise():
    """003 Called Shot: "increase the Damage Category for your attack by +1"; the +3(T) is only
    what the ARC "may allow": a plain Called Shot hit deals Wound 11 less half of Soak 5 (Direct
    Damage), nothing more."""
    enc = _shooter()
    choose(enc, "attack", profile="Simple", foundation="energy", target="Beta")
    choose(enc, "modifier", called_shot="legacy")
    new = _until_turn(enc)
    hit = next(e for e in evs(new, "damage", "Beta") if "category" in e.data)
    assert hit.data["category"] == 2
    assert hit.data["damage"] == 11 - hit.data["soak"]


# ---------------------------------------------------------------- 4. Grapple: moving the Grappled


def _grapple(outsider_side, *, dice=()):
    """Alpha (Agility 8) at (1, 1) grapples Beta at (2, 1) (Strike 6 + 8 against Dodge 4 + 5);
    Beta holds on at the start of its turn (6 + 8 against 4 + 6); then Gamma (Agility 4, on
    ``outsider_side``, outside the Grapple) stands at (3, 0), next to Beta only, and acts."""
    a, b, g = sheet("Alpha", ag=8), sheet("Beta"), sheet("Gamma", ag=4)
    enc = start(
        [(a, "A", {"pos": (1, 1)}), (b, "B", {"pos": (2, 1)}), (g, outsider_side, {"pos": (3, 0)})],
        [9, 1, 1, 6, 4, 6, 4, *dice] + [5] * 12,
        width=20,
    )
    choose(enc, "grapple", target="Beta")
    advance(enc, "Beta", "clash_roll")
    choose(enc, "clash_roll", roll="dodge")
    choose(enc, "end_turn")
    advance(enc, "Gamma", "turn")
    return enc


def _thrust_the_grappled(enc) -> list[str]:
    """Gamma Thrusts Beta if it may (Strike 7 + 6 against Beta's Dodge 3 + 5 - Guard Down 2);
    returns the effects Gamma was offered, taking Prone when it can."""
    if not options(enc, "thrust", target="Beta"):
        return []
    choose(enc, "thrust", target="Beta")
    offered: list[str] = []
    for _ in range(20):
        d = enc.decision
        if d.kind == "turn":
            break
        if d.kind == "thrust_effect":
            offered = [o.args.get("effect", o.label) for o in d.options]
            if "prone" in offered:
                choose(enc, "thrust_effect", effect="prone")
            else:
                enc.choose(d.options[0])
        elif d.kind == "clash_roll" and d.actor == "Beta":
            choose(enc, "clash_roll", roll="dodge")
        else:
            _quiet(enc)
    return offered


def _grapple_held(enc) -> bool:
    return not [e for e in enc.events if e.kind == "state_changed" and "ends" in e.text]


@pytest.mark.rule("dbu.legacy.grapple")
@pytest.mark.parametrize("side", ["A", "C"])
def test_grapple_an_outsider_cannot_push_the_grappled(side):
    """003 Grapple: "Only the Grappler can be targeted by Maneuvers or effects that would make
    them move any number of squares, except by the Grappled attempting to use the Movement
    Maneuver": Gamma (the Grappler's ally, or a third side) wins a Thrust on Beta, yet Push Back
    is no choice: Beta stays at (2, 1), still in Alpha's Grapple."""
    enc = _grapple(side, dice=[7, 3])
    offered = _thrust_the_grappled(enc)
    assert "push_back" not in offered
    assert enc.fighter("Beta").pos == (2, 1)
    assert _grapple_held(enc)


@pytest.mark.rule("dbu.legacy.grapple")
def test_grapple_an_outsider_may_still_knock_the_grappled_prone():
    """003 Grapple: only effects "that would make them move any number of squares" are barred;
    Thrust's other effect, "knock them Prone", moves nobody: Gamma's won Thrust on Beta offers
    Prone, and Beta is Prone where it stood."""
    enc = _grapple("A", dice=[7, 3])
    offered = _thrust_the_grappled(enc)
    assert "prone" in offered
    assert [
        e for e in evs(enc.events, "condition_gained", "Beta") if e.data["condition"] == "prone"
    ]
    assert enc.fighter("Beta").pos == (2, 1)


@pytest.mark.rule("dbu.legacy.grapple")
def test_grapple_the_grappled_may_still_use_the_movement_maneuver():
    """003 Grapple: the one exception is "the Grappled attempting to use the Movement
    Maneuver": on its turn, the Grappled Beta is offered the Movement Maneuver."""
    a, b = sheet("Alpha", ag=8), sheet("Beta")
    enc = start(
        [(a, "A", {"pos": (1, 1)}), (b, "B", {"pos": (2, 1)})],
        [9, 1, 6, 4, 6, 4] + [5] * 6,
        width=20,
    )
    choose(enc, "grapple", target="Beta")
    advance(enc, "Beta", "clash_roll")
    choose(enc, "clash_roll", roll="dodge")
    choose(enc, "end_turn")
    advance(enc, "Beta", "turn")
    assert _grapple_held(enc)
    assert options(enc, "legacy_move")


@pytest.mark.rule("dbu.legacy.grapple")
def test_grapple_grappler_moved_by_an_outsider_at_tier_2_checks_at_minus_4():
    """003 Grapple: "If, through the actions of a character outside of the Grapple, a Grappler
    would be moved ... they must immediately make a Grapple Check with a penalty of -2(T). If
    they fail, the Grappled character is freed from the grapple and is not moved": at Tier 2
    (Tier die d4) Alpha's check 6 + 1 + 8 = 15 drops by 4 to 11, tying Beta's 4 + 1 + 6 = 11
    (the defender wins ties): Beta is freed and stays at (2, 1)."""
    a, b, g = sheet("Alpha", ag=8, pl=8), sheet("Beta", pl=8), sheet("Gamma", ag=4, pl=8)
    enc = start(
        [(a, "A", {"pos": (1, 1)}), (b, "B", {"pos": (2, 1)}), (g, "B", {"pos": (1, 0)})],
        [9, 1, 1, 6, 1, 4, 1, 6, 1, 4, 1, 7, 1, 3, 1, 6, 1, 4, 1] + [5] * 10,
        width=20,
    )
    choose(enc, "grapple", target="Beta")
    advance(enc, "Beta", "clash_roll")
    choose(enc, "clash_roll", roll="dodge")
    choose(enc, "end_turn")
    advance(enc, "Gamma", "turn")
    choose(enc, "thrust", target="Alpha")
    advance(enc, "Alpha", "clash_roll")
    choose(enc, "clash_roll", roll="strike")
    choose(enc, "thrust_effect", effect="push_back")
    for _ in range(20):
        if enc.decision.kind == "turn":
            break
        if enc.decision.kind == "clash_roll":
            choose(enc, "clash_roll", roll="strike")
        else:
            _quiet(enc)
    checks = [
        e
        for e in evs(enc.events, "clash")
        if "Grapple Check" in e.data.get("why", "") and "start of turn" not in e.data["why"]
    ]
    moved_check = checks[-1]
    assert moved_check.data["scores"] == [11, 11]
    assert moved_check.data["winner"] == "Beta"
    assert enc.fighter("Beta").pos == (2, 1)
    assert enc.fighter("Alpha").pos != (1, 1)


# ------------------------------------------------------- 5. Holding Back and a rise in Tier

FORM = (
    "forms:\n  - {name: Super, kind: form, tier_requirement: 1, "
    "stress_test_requirement: %d, attribute_bonuses: {force: 1}}\n"
)


def _held_back_then_transform(pl, stacks, requirement=0):
    """Alpha (Agility 6) holds back ``stacks`` stacks, then uses the Transformation Maneuver
    (Stress Test ``requirement``; every die shows 3) and makes a Powered Basic Attack (8(T) KP)
    on Beta next to it."""
    a = sheet("Alpha", pl=pl, ag=6, extra=FORM % requirement)
    enc = start(
        [(a, "A", {"pos": (0, 0)}), (sheet("Beta", pl=pl), "B", {"pos": (1, 0)})],
        [6, 4] + [3] * 30,
        width=20,
    )
    choose(enc, "holding_back", stacks=stacks)
    new = choose(enc, "transform", form="Super")
    new += advance(enc, "Alpha", "turn")
    still = "end_holding_back" in kinds(enc)
    new += choose(enc, "attack", profile="Powered", foundation="physical", target="Beta")
    new += advance(enc, "Alpha", "turn")
    return new, still


def _paid(new):
    return [e.data["kp"] for e in evs(new, "cost_paid", "Alpha") if "Powered" in e.data["why"]]


@pytest.mark.rule("dbu.legacy.holding-back")
def test_holding_back_kept_when_a_transformation_raises_no_tier():
    """003 Holding Back ends only "If you would increase your Tier of Power through any means";
    no seed says a Transformation raises the Tier of Power (this Form only adds Force 1), so a
    successful Transformation leaves Alpha Holding Back and the Powered attack still costs 8(T)
    at the lowered Tier 1: 8 KP. (Raising the Tier needs a Breakthrough, which no public option
    grants; tests/combat/test_legacy_audit_a.py checks that case through the engine.)"""
    new, still = _held_back_then_transform(8, 1)
    assert [e for e in evs(new, "transformation", "Alpha") if e.data.get("success")]
    assert still is True
    assert _paid(new) == [8]


@pytest.mark.rule("dbu.legacy.holding-back")
def test_holding_back_kept_when_the_transformation_fails():
    """003 Holding Back: only what "would increase your Tier of Power" ends it: a failed Stress
    Test (3 + 1 + 8 = 12 against 40) changes nothing: still Holding Back, Powered costs 8."""
    new, still = _held_back_then_transform(8, 1, requirement=40)
    assert not [e for e in evs(new, "transformation", "Alpha") if e.data.get("success")]
    assert still is True
    assert _paid(new) == [8]


# ---------------------------------------------------------------- 6. stopping an Energy Charge


def _charging(pl=4, **settings):
    """Alpha (Agility 8, first, 4 Actions) declares a Simple energy Energy Charge and charges
    again (2 charges), then ends its turn; Beta's turn begins."""
    a, b = sheet("Alpha", pl=pl, ag=8), sheet("Beta", pl=pl)
    enc = start(
        [(a, "A", {"pos": (0, 0)}), (b, "B", {"pos": (3, 0)})],
        [9, 1] + [3] * 40,
        width=20,
        settings=settings,
    )
    choose(enc, "charge_declare")
    advance(enc, "Alpha", "charge_attack")
    choose(enc, "charge_attack", profile="Simple", foundation="energy")
    advance(enc, "Alpha", "turn")
    choose(enc, "charge")
    advance(enc, "Alpha", "turn")
    choose(enc, "end_turn")
    assert (enc.decision.actor, enc.decision.kind) == ("Beta", "turn")
    return enc


def _stop_options(enc):
    return [
        o
        for o in enc.decision.options
        if o.kind == "legacy_stop_charge" or re.search(r"stop charging", o.label, re.IGNORECASE)
    ]


def _alpha_stops_during(enc, *, limit=12) -> list[Any] | None:
    """Answer quietly until Alpha is offered to stop charging (then stop) or Beta's turn goes on;
    returns the events of the stop, or None when it was never offered."""
    for _ in range(limit):
        d = enc.decision
        if d.kind == "turn":
            return None
        if d.actor == "Alpha" and _stop_options(enc):
            return list(enc.choose(_stop_options(enc)[0]))
        _quiet(enc)
    return None


@pytest.mark.rule("dbu.legacy.energy-charge")
def test_energy_charge_stop_during_another_fighters_turn():
    """003 Energy Charge: "You may choose to stop charging your energy at any time as an Instant
    Action by spending 1(T) Ki Points for each Energy Charge": while Beta Powers Up on its
    turn, Alpha stops its 2 charges for 2 KP and no Action."""
    # "at any time": any Standard Maneuver's window (by default asked only before an attack on
    # Alpha, where stopping matters)
    enc = _charging(reaction_windows="always")
    choose(enc, "power_up")
    actions = enc.fighter("Alpha").actions
    new = _alpha_stops_during(enc)
    assert new is not None
    assert [e.data["kp"] for e in evs(new, "cost_paid", "Alpha")] == [2]
    assert enc.fighter("Alpha").ki == 84
    assert enc.fighter("Alpha").actions == actions


@pytest.mark.rule("dbu.legacy.energy-charge")
def test_energy_charge_stop_when_attacked_costs_1t_per_charge():
    """003 Energy Charge: stop "at any time as an Instant Action by spending 1(T) Ki Points for
    each Energy Charge": at Tier 2, when Beta attacks it, Alpha stops 2 charges for 4 KP before
    the attack resolves."""
    enc = _charging(pl=8)
    choose(enc, "attack", profile="Simple", foundation="energy", target="Alpha")
    before = len(enc.events)
    new = _alpha_stops_during(enc)
    assert new is not None
    assert not evs(enc.events[before:], "clash")
    assert [e.data["kp"] for e in evs(new, "cost_paid", "Alpha")] == [4]


@pytest.mark.rule("dbu.legacy.energy-charge")
def test_energy_charge_stopped_in_another_turn_frees_the_next_turn():
    """003 Energy Charge: "If you do so, you lose all Energy Charges but are free to use any
    other actions": having stopped during Beta's turn, Alpha's next turn offers Basic Attacks
    and Movement again, and no release of the charged attack."""
    # stopped in the window of Beta's Power Up: every window (by default asked only before an
    # attack on Alpha)
    enc = _charging(reaction_windows="always")
    choose(enc, "power_up")
    assert _alpha_stops_during(enc) is not None
    advance(enc, "Alpha", "turn")
    assert options(enc, "attack", profile="Simple", target="Beta")
    assert options(enc, "legacy_move")
    assert not options(enc, "legacy_release")
    assert not options(enc, "charge")


# ------------------------------------------------------- 7. the attack a Duel Escape grants


def _escaped(*, tail=()):
    """Alpha (Agility 8: Impulsive 8) attacks Beta 3 squares away with a Simple energy Basic
    Attack and a 10 KP Ki Wager; Beta Duels; Alpha escapes (d10 4 + 8 = 12 against TN Hard
    12). Both know Big Bang (Simple) and Kame Wave (Beam)."""
    a, b = sheet("Alpha", ag=8, extra=SIGS), sheet("Beta", extra=SIGS)
    enc = start(
        [(a, "A", {"pos": (0, 0)}), (b, "B", {"pos": (3, 0)})],
        [5, 4, 4, *tail] + [5] * 12,
        width=20,
    )
    choose(enc, "attack", profile="Simple", foundation="energy", target="Beta")
    advance(enc, "Beta", "reaction", wager=10)
    choose(enc, "duel", mode="basic", profile="Simple")
    assert (enc.decision.actor, enc.decision.kind) == ("Alpha", "duel_escape")
    new = choose(enc, "duel_escape")
    assert evs(new, "skill_check", "Alpha")[0].data["success"] is True
    assert enc.decision.actor == "Alpha"
    return enc


def _escape_choices(enc, text):
    return [o for o in enc.decision.options if text in o.label]


@pytest.mark.rule("dbu.legacy.duel-escape")
def test_duel_escape_attack_may_be_a_basic_attack():
    """003 Duel Escape Maneuver: "If you succeed ... [you] may immediately make another attack
    maneuver as an Instant Action": a Basic Attack on Beta is among the choices."""
    enc = _escaped()
    assert _escape_choices(enc, "Basic Attack (Simple, energy) on Beta")


@pytest.mark.rule("dbu.legacy.duel-escape")
@pytest.mark.parametrize("signature", ["Big Bang", "Kame Wave"])
def test_duel_escape_attack_may_be_a_signature_technique(signature):
    """003 Duel Escape: "may immediately make another attack maneuver": any attack maneuver, so
    Alpha's Signature Techniques are offered, Big Bang (Simple) and Kame Wave (Beam) alike."""
    enc = _escaped()
    assert _escape_choices(enc, signature)


@pytest.mark.rule("dbu.legacy.duel-escape")
def test_duel_escape_signature_attack_pays_its_ki_but_no_action():
    """003 Duel Escape: "another attack maneuver as an Instant Action": Big Bang (2 KP at Tier
    1) costs its Ki Points but no Action, and is resolved against Beta (Strike 8 + 8 against
    Dodge 2 + 5: a hit)."""
    enc = _escaped(tail=[8, 2, 6])
    actions, ki = enc.fighter("Alpha").actions, enc.fighter("Alpha").ki
    found = _escape_choices(enc, "Big Bang")
    assert found
    new = list(enc.choose(found[0]))
    new += _until_turn(enc)
    assert enc.fighter("Alpha").actions == actions
    assert enc.fighter("Alpha").ki == ki - 2
    assert evs(new, "damage", "Beta")


@pytest.mark.rule("dbu.legacy.duel-escape")
def test_duel_escape_attack_may_be_a_blitz():
    """003 Duel Escape: "another attack maneuver as an Instant Action"; 003 Blitz: "Blitz is a
    Basic Physical Attack" for a target "at least 2 Squares away": Beta is 3 squares away and
    within Alpha's Boosted Speed 10, so a Blitz is among the choices."""
    enc = _escaped()
    assert _escape_choices(enc, "Blitz (")


# ------------------------------------------------------- 8. Intervene: the Save, then the option

OPTION = re.compile(r"Defense Wall|Deflect")


def _intervene(save_die):
    """Alpha (Agility 8) hits Beta (Strike 8 + 8 against Dodge 2 + 5); Beta's ally Gamma
    (Agility 6: Impulsive Save 6) stands 2 squares from Beta; Gamma's Save die is
    ``save_die`` against TN Medium 9."""
    a, b, g = sheet("Alpha", ag=8), sheet("Beta"), sheet("Gamma", ag=6)
    enc = start(
        [(a, "A", {"pos": (0, 0)}), (b, "B", {"pos": (1, 0)}), (g, "B", {"pos": (3, 0)})],
        [9, 1, 1, 8, 2, save_die] + [5] * 12,
        width=20,
    )
    choose(enc, "attack", profile="Simple", foundation="physical", target="Beta")
    return enc


def _run_intervene(enc, prefer):
    """Gamma attempts to Intervene and, when asked which option, takes the one whose label
    starts with ``prefer``. Returns (options Gamma saw before the Save, options Gamma saw after
    it, the events)."""
    before: list[str] = []
    after: list[str] = []
    new: list[Any] = []
    attempted = False
    for _ in range(40):
        d = enc.decision
        if d.kind == "turn":
            break
        related = [o for o in d.options if "ntervene" in o.kind + o.label or OPTION.search(o.label)]
        if d.actor != "Gamma" or not related:
            new += _quiet(enc)
            continue
        saved = bool([e for e in evs(enc.events, "skill_check", "Gamma") if "Intervene" in e.text])
        named = [o for o in d.options if OPTION.search(o.label)]
        (after if saved else before).extend(o.label for o in named)
        plain = [o for o in d.options if "ntervene" in o.kind + o.label and o not in named]
        plain = [o for o in plain if o.kind != "pass"]
        pick = [o for o in named if o.label.split(": ", 1)[-1].startswith(prefer)]
        if plain and not attempted:
            attempted = True
            new += list(enc.choose(plain[0]))
        elif pick:
            new += list(enc.choose(pick[0]))
        else:
            new += _quiet(enc)
    return before, after, new


@pytest.mark.rule("dbu.legacy.intervene")
def test_intervene_option_is_chosen_after_a_passed_save():
    """003 Intervene (1 Counter Action): "When an ally is successfully struck (hit) by an attack,
    you can attempt an Impulsive Save, TN Medium ... If you pass, you may select one of the
    below options": Gamma attempts, passes (5 + 6 = 11 against 9), and only then chooses among
    Defense Wall, Deflect and Distant Deflect; with Defense Wall Gamma takes the Wound."""
    enc = _intervene(5)
    before, after, new = _run_intervene(enc, "Defense Wall")
    assert before == []
    assert any("Defense Wall" in x for x in after)
    assert any("Distant Deflect" in x for x in after)
    assert any("Deflect" in x and "Distant" not in x for x in after)
    assert evs(new, "damage", "Gamma")
    assert not evs(new, "damage", "Beta")


@pytest.mark.rule("dbu.legacy.intervene")
def test_intervene_failed_save_offers_no_option():
    """003 Intervene: "you can attempt an Impulsive Save, TN Medium. If you fail, you cannot
    attempt to make another Intervene ... If you pass, you may select one of the below options":
    Gamma fails (2 + 6 = 8 against 9) and is never asked to pick an option: it does not move,
    pays no Ki, and Beta takes the hit."""
    enc = _intervene(2)
    ki, pos = enc.fighter("Gamma").ki, enc.fighter("Gamma").pos
    before, after, new = _run_intervene(enc, "Deflect")
    saves = [e for e in evs(new, "skill_check", "Gamma") if "Intervene" in e.text]
    assert [s.data["success"] for s in saves] == [False]
    assert (before, after) == ([], [])
    assert (enc.fighter("Gamma").ki, enc.fighter("Gamma").pos) == (ki, pos)
    assert evs(new, "damage", "Beta")


@pytest.mark.rule("dbu.legacy.intervene")
def test_intervene_option_costs_are_paid_after_the_save():
    """003 Intervene: the Save comes first, "If you pass, you may select one of the below
    options": Gamma passes (5 + 6 = 11), then picks Distant Deflect; its Ki cost and its Might
    Clash both come after the Save."""
    enc = _intervene(5)
    start_at = len(enc.events)
    before, after, _ = _run_intervene(enc, "Distant Deflect")
    assert before == []
    assert after
    run = enc.events[start_at:]
    save = next(i for i, e in enumerate(run) if e.kind == "skill_check" and e.who == "Gamma")
    paid = [i for i, e in enumerate(run) if e.kind == "cost_paid" and e.who == "Gamma"]
    assert paid
    assert min(paid) > save


# ---------------------------------------------------------------- 9. Blockade's refund in dbu-1


def _blockaded(dest, *, boosted, clash=(6, 3)):
    """Alpha at (2, 2) uses the Movement Maneuver (dbu-1: Normal Speed 4 free, Boosted Speed 7
    at 3 KP per square beyond Normal Speed, seed 003) towards ``dest``; Beta at (5, 2), within
    its Normal Speed 4, Blockades (seed 001): Impulsive Clash ``clash`` (Beta, Alpha), each
    + Impulsive 5."""
    enc = start(
        [(sheet("Alpha"), "A", {"pos": (2, 2)}), (sheet("Beta"), "B", {"pos": (5, 2)})],
        [9, 5, *clash] + [5] * 10,
        width=20,
    )
    choose(enc, "legacy_move", boosted=boosted)
    advance(enc, "Alpha", "destination")
    choose(enc, "destination", x=dest[0], y=dest[1])
    assert (enc.decision.actor, enc.decision.kind) == ("Beta", "blockade")
    choose(enc, "blockade")
    _until_turn(enc)
    assert enc.decision.actor == "Alpha"
    return enc


@pytest.mark.rule("dbu.counter.blockade")
@pytest.mark.parametrize(("dest", "kp"), [((2, 9), 9), ((2, 7), 3)])
def test_blockade_refunds_dbu1_boosted_movement_ki(dest, kp):
    """001 Blockade: "That Character stops using the Movement Maneuver ... (they regain any
    Actions or Ki Points spent)"; 003 Movement: "you will have to pay 3 Ki Points for each Square
    you move through beyond your Normal Speed": Alpha's 7-square (9 KP) or 5-square (3 KP)
    Boosted Movement is stopped by Beta's won Clash (6 + 5 against 3 + 5): Alpha has all 86 Ki
    and all 3 Actions back and has not moved."""
    enc = _blockaded(dest, boosted=True)
    paid = [e.data["kp"] for e in evs(enc.events, "cost_paid", "Alpha")]
    assert paid in ([], [kp])
    assert enc.fighter("Alpha").ki == 86
    assert enc.fighter("Alpha").actions == 3
    assert enc.fighter("Alpha").pos == (2, 2)


@pytest.mark.rule("dbu.counter.blockade")
def test_blockade_refunds_the_action_of_a_normal_movement():
    """001 Blockade: "(they regain any Actions or Ki Points spent)": a free Normal Speed move of
    4 squares, stopped, gives Alpha its Action back; Ki never changed."""
    enc = _blockaded((2, 6), boosted=False)
    assert (enc.fighter("Alpha").actions, enc.fighter("Alpha").ki) == (3, 86)


@pytest.mark.rule("dbu.counter.blockade")
def test_blockade_bars_movement_for_the_rest_of_the_turn_in_dbu1():
    """001 Blockade: the mover "cannot use the Movement Maneuver for the remainder of their
    Turn": after the refund Alpha is offered neither Normal nor Boosted Movement."""
    enc = _blockaded((2, 9), boosted=True)
    assert not options(enc, "legacy_move")


@pytest.mark.rule("dbu.counter.blockade")
def test_blockade_lost_keeps_the_boosted_movement_paid():
    """001 Blockade: "If you lose, that Character may continue to use their Movement Maneuver":
    Beta's Clash 3 + 5 against Alpha's 6 + 5 fails; Alpha goes on to (2, 9) and its 9 KP stay
    spent (only a stopped Movement is refunded)."""
    enc = start(
        [(sheet("Alpha"), "A", {"pos": (2, 2)}), (sheet("Beta"), "B", {"pos": (5, 2)})],
        [9, 5, 3, 6] + [5] * 10,
        width=20,
    )
    choose(enc, "legacy_move", boosted=True)
    advance(enc, "Alpha", "destination")
    choose(enc, "destination", x=2, y=9)
    choose(enc, "blockade")
    _until_turn(enc)
    assert enc.fighter("Alpha").pos == (2, 9)
    assert enc.fighter("Alpha").ki == 86 - 9


# ---------------------------------------------------------------- 10. Triggered Maneuver (seed 003)


def _trigger_scene(dice=()):
    """Alpha (Agility 6, Boosted Speed 8, first with 3 Actions) at (0, 0); Beta at (4, 0)."""
    return start(
        [(sheet("Alpha", ag=6), "A", {"pos": (0, 0)}), (sheet("Beta"), "B", {"pos": (4, 0)})],
        [9, 1, *dice] + [5] * 20,
        width=20,
    )


def _responses(enc, text):
    return [o for o in enc.decision.options if o.kind == "delay" and o.label.startswith(text)]


def _set(enc, text, *, trigger="attack"):
    """Alpha sets a Triggered Maneuver: response ``text`` (a label start), defined activation
    "Beta uses an Attacking Maneuver" (or ``trigger``)."""
    choose(enc, "triggered")
    found = _responses(enc, text)
    assert found, [o.label for o in enc.decision.options][:5]
    enc.choose(found[0])
    new = choose(enc, "trigger", trigger=trigger, watch="Beta")
    return new + _until_turn(enc)


@pytest.mark.rule("dbu.modifier.triggered")
def test_triggered_costs_the_action_cost_of_its_response():
    """003 Triggered Maneuver (Dynamic): "Note the Action Cost of Triggered Maneuver is equal to
    the Action Cost of your response activation": a Basic Attack response costs One Action."""
    enc = _trigger_scene()
    _set(enc, "Basic Attack (Simple, energy) on Beta")
    assert enc.fighter("Alpha").actions == 2


@pytest.mark.rule("dbu.modifier.triggered")
def test_triggered_blitz_costs_two_actions():
    """003 Triggered Maneuver: "As an example, if you were going to use the Maneuver Blitz as
    your response activation, then your Triggered Maneuver will cost you Two Actions": Beta is
    4 squares away, so a Blitz response may be set, and it costs 2 of Alpha's 3 Actions."""
    enc = _trigger_scene()
    _set(enc, "Blitz")
    assert enc.fighter("Alpha").actions == 1


@pytest.mark.rule("dbu.modifier.triggered")
def test_triggered_blitz_not_with_one_action_left():
    """003 Triggered Maneuver: a Blitz response "will cost you Two Actions": with one Action
    left (two spent on Power Up) Alpha may not set it."""
    enc = _trigger_scene()
    for _ in range(2):
        choose(enc, "power_up")
        advance(enc, "Alpha", "turn")
    choose(enc, "triggered")
    assert _responses(enc, "Basic Attack (Simple, energy) on Beta")
    assert not _responses(enc, "Blitz")


@pytest.mark.rule("dbu.modifier.triggered")
def test_triggered_response_may_be_a_movement():
    """003 Triggered Maneuver: "lets you take part of your turn during another character's turn
    as an Out-of-Sequence Action": the Movement Maneuver, part of any turn, may be the response
    (one Action)."""
    enc = _trigger_scene()
    _set(enc, "Movement")
    assert enc.fighter("Alpha").actions == 2


def _fire_on_betas_attack(enc):
    """Beta attacks Alpha; answer until Beta's turn decision comes back, firing Alpha's response
    when asked. Returns (the events, whether Alpha was offered to hold it back)."""
    new = choose(enc, "attack", profile="Simple", foundation="energy", target="Alpha")
    held = False
    for _ in range(40):
        d = enc.decision
        if d.kind == "turn":
            break
        if d.actor == "Alpha" and "fire" in kinds(enc):
            held = held or len(d.options) > 1
            new += choose(enc, "fire")
        else:
            new += _quiet(enc)
    return new, held


@pytest.mark.rule("dbu.modifier.triggered")
def test_triggered_response_resolves_then_the_turn_goes_on():
    """003 Triggered Maneuver: "When the defined activation happens, you immediately use your
    response as an Out-of-Sequence Action. Perform your response and fully resolve its effects.
    Afterward, the turn and round will continue as normal": Beta attacks; Alpha's Basic Attack
    (Strike 8 + 7 against Dodge 2 + 5, Wound 6 + 5 = 11) hits Beta for 6 during Beta's turn,
    and it is Beta's turn again afterwards."""
    enc = _trigger_scene(dice=[8, 2, 6])
    _set(enc, "Basic Attack (Simple, energy) on Beta")
    choose(enc, "end_turn")
    assert enc.decision.actor == "Beta"
    new, _ = _fire_on_betas_attack(enc)
    assert enc.fighter("Beta").life == 152 - 6
    assert (enc.decision.actor, enc.decision.kind) == ("Beta", "turn")
    declared = [e.who for e in evs(new, "attack_declared")]
    assert declared[:2] == ["Beta", "Alpha"]


@pytest.mark.rule("dbu.modifier.triggered")
def test_triggered_response_is_used_immediately():
    """003 Triggered Maneuver: "When the defined activation happens, you immediately use your
    response": the response is not a new choice; Alpha is given no option to hold it."""
    enc = _trigger_scene(dice=[8, 2, 6])
    _set(enc, "Basic Attack (Simple, energy) on Beta")
    choose(enc, "end_turn")
    new, held = _fire_on_betas_attack(enc)
    assert evs(new, "attack_declared", "Alpha")
    assert held is False


@pytest.mark.rule("dbu.modifier.triggered")
def test_triggered_actions_lost_when_nothing_activates_it():
    """003 Triggered Maneuver: "If the defined activation doesn't happen before the start of your
    next turn, the actions spent on the Triggered Maneuver are effectively lost": Beta does not
    attack in Round 1; Alpha's Round 2 turn starts with 3 Actions (none given back), and Beta's
    Round 2 attack fires nothing."""
    enc = _trigger_scene()
    _set(enc, "Basic Attack (Simple, energy) on Beta")
    choose(enc, "end_turn")
    choose(enc, "end_turn")
    assert (enc.decision.actor, enc.decision.kind) == ("Alpha", "turn")
    assert enc.fighter("Alpha").actions == 3
    choose(enc, "end_turn")
    new = choose(enc, "attack", profile="Simple", foundation="energy", target="Alpha")
    asked = []
    for _ in range(30):
        if enc.decision.kind == "turn":
            break
        asked.append(enc.decision.kind)
        new += _quiet(enc)
    assert "triggered_fire" not in asked
    assert not evs(new, "attack_declared", "Alpha")
