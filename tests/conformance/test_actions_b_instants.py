"""Conformance: seed 001 (Actions & Maneuvers, edition dbu-2), section "Instant Maneuvers".

Blind tests written from the seed text (and /work/shared/reference/ where the seed is silent),
run through the public API with fixed dice. Every fighter is Tier of Power 1 unless stated, so a
roll is one d10 (no Tier Extra Dice): Strike = d10 + Haste 2 + Awareness 4, Dodge = d10 + Defense
Value 4, Wound = d10 + Force. Ties of a Clash go to the Defender (seed 000).
"""

from __future__ import annotations

from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter

from .actions_b_support import (
    KI,
    LIFE,
    attack,
    choose,
    effect_names,
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

ALWAYS = {"reaction_windows": "always"}
"""Every Instant window offered, whether or not an Instant could change anything there."""

# --- Command ------------------------------------------------------------------------------------


def master_and_minions(count: int = 3) -> Encounter:
    """A commands a squad of Minions (one Initiative roll for the group, acting after A)."""
    return start(
        [
            fighter("A", "A", (2, 2)),
            {"sheet": "M", "side": "A", "count": count, "master": "A", "pos": [2, 4]},
            fighter("B", "B", (9, 2)),
        ],
        {"A": sheet("Alpha"), "M": sheet("Minnie", minion=True), "B": sheet("Beta")},
        [9, 5, 3],
    )


def minions(enc: Encounter) -> list[str]:
    return [f.id for f in enc.state.fighters if f.master == "A"]


@pytest.mark.rule("dbu.instant.command")
def test_command_spends_one_action_per_minion_and_gives_them_a_turn() -> None:
    """Seed 001, Command: "Target a number of your Minions up to the number of Standard Actions
    you possess. You lose those Actions, but those Minions gain access to their Act Phase
    (see: Follower, Minions) and 1 Counter Action." Two Minions commanded: A keeps 1 Action;
    the two act, the third waits."""
    enc = master_and_minions()
    first, second, third = minions(enc)
    choose(enc, "command", minions=2)
    assert enc.fighter("A").actions == 1
    assert [enc.fighter(m).counters for m in (first, second, third)] == [1, 1, 0]
    end_turn(enc)
    assert enc.decision.actor == first
    end_turn(enc)
    assert enc.decision.actor == second
    end_turn(enc)
    assert enc.decision.actor == "B"
    assert f"{third} waits for a Command" in log(enc)


@pytest.mark.rule("dbu.instant.command")
def test_command_at_most_as_many_minions_as_standard_actions() -> None:
    """Seed 001, Command: "up to the number of Standard Actions you possess". With 3 Actions the
    choices are 1 to 3 Minions; after two Power Ups (1 Action left) only 1."""
    enc = master_and_minions(count=4)
    assert {o.args["minions"] for o in options(enc, "command")} == {1, 2, 3}
    for _ in range(2):
        choose(enc, "power_up")
        pass_instants(enc)
    assert {o.args["minions"] for o in options(enc, "command")} == {1}


@pytest.mark.rule("dbu.instant.command")
def test_command_has_no_round_limit() -> None:
    """Seed 001, Command carries no [x/Round] limit (only the Instant rule: not right after
    another Instant). Command one Minion, Power Up, then Command another the same turn."""
    enc = master_and_minions()
    first, second, _ = minions(enc)
    choose(enc, "command", minions=1)
    assert not has(enc, "command")  # your last Maneuver this turn was an Instant
    choose(enc, "power_up")
    pass_instants(enc)
    choose(enc, "command", minions=1)
    assert enc.fighter("A").actions == 0
    assert [enc.fighter(m).commanded for m in (first, second)] == [True, True]


# --- No Effort Maneuver [1/Round] ---------------------------------------------------------------

GEAR = [
    {"id": "sword", "name": "Sword", "kind": "weapon", "holder": "A", "wielded": True},
    {"id": "axe", "name": "Axe", "kind": "weapon", "holder": "A"},
    {"id": "cap", "name": "Capsule", "kind": "item", "pos": [1, 2]},
    {
        "id": "ring",
        "name": "Ring",
        "kind": "accessory",
        "holder": "A",
        "integrated": True,
        "active": True,
    },
    {"id": "belt", "name": "Belt", "kind": "accessory", "holder": "A", "integrated": True},
]


def geared(b_at: tuple[int, int] = (6, 2), **extra: Any) -> Encounter:
    return start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", b_at)],
        {"A": sheet("Alpha"), "B": sheet("Beta")},
        [9, 5],
        items=GEAR,
        **extra,
    )


def item(enc: Encounter, iid: str) -> Any:
    return next(i for i in enc.state.items if i.id == iid)


@pytest.mark.rule("dbu.instant.no-effort")
@pytest.mark.parametrize(
    ("args", "check"),
    [
        ({"effort": "sheathe"}, lambda enc: enc.fighter("A").wielding == ""),
        ({"effort": "replace", "item": "axe"}, lambda enc: enc.fighter("A").wielding == "axe"),
        ({"effort": "drop", "item": "sword"}, lambda enc: item(enc, "sword").holder == ""),
        ({"effort": "pickup", "item": "cap"}, lambda enc: item(enc, "cap").holder == "A"),
        (
            {"effort": "integrated", "off": "ring", "on": "belt"},
            lambda enc: (item(enc, "ring").active, item(enc, "belt").active) == (False, True),
        ),
    ],
)
def test_no_effort_effects_cost_no_action(args: dict[str, str], check: Any) -> None:
    """Seed 001, No Effort (Action Cost: Instant): "Un/Sheathing a Weapon", "Replace a Weapon",
    "Drop/Pickup", "Activate/Deactivate Integrated Items ... make an Active Integrated Item ...
    Inactive, and then choose one of your Inactive Integrated Items to become Active"."""
    enc = geared()
    choose(enc, "no_effort", **args)
    if enc.decision.kind == "item_square":  # where a dropped item lands
        choose(enc, enc.decision.options[0].kind)
    assert check(enc)
    assert enc.fighter("A").actions == 3


@pytest.mark.rule("dbu.instant.no-effort")
def test_no_effort_once_per_round() -> None:
    """Seed 001: "No Effort Maneuver [1/Round]". After sheathing, a Standard Maneuver (so the
    not-twice-in-a-row rule of Instants no longer applies: Surge is offered again), but no
    second No Effort (draw, drop, pick up) this round; next round the sword can be drawn."""
    enc = geared()
    choose(enc, "no_effort", effort="sheathe")
    choose(enc, "power_up")
    pass_instants(enc)
    assert has(enc, "surge")
    assert not has(enc, "no_effort")
    end_turn(enc)
    end_turn(enc)
    assert has(enc, "no_effort", effort="draw")


@pytest.mark.rule("dbu.instant.no-effort")
def test_no_effort_only_during_your_turn() -> None:
    """Seed 001, No Effort: "effects which can only be used during your turn". In B's turn, A's
    Instant window before B's Power Up offers no No Effort."""
    # every window: by default A is not asked before a Power Up (no Instant of A's matters)
    enc = geared(settings=ALWAYS)
    end_turn(enc)
    choose(enc, "power_up")
    assert enc.decision.actor == "A"
    assert enc.decision.kind == "instant"
    assert has(enc, "surge")
    assert not has(enc, "no_effort")


@pytest.mark.rule("dbu.instant.no-effort")
def test_no_effort_cancel_energy_charge() -> None:
    """Seed 001, No Effort - Cancel Energy Charge: "Stop suffering from the effects of the
    Energy Charge Maneuver, but you lose all gathered Energy Charges". Guard Down ends; no
    Action spent; it uses up the round's No Effort."""
    enc = geared()
    choose(enc, "charge_declare")
    pass_instants(enc)
    choose(enc, "charge_attack", profile="Simple", foundation="energy")
    assert enc.fighter("A").charge is not None
    assert "guard_down" in effect_names(enc, "A")
    choose(enc, "cancel_charge")
    assert enc.fighter("A").charge is None
    assert "guard_down" not in effect_names(enc, "A")
    assert enc.fighter("A").actions == 2
    choose(enc, "power_up")
    pass_instants(enc)
    assert not has(enc, "no_effort")


# --- Surge Maneuver [1/Encounter] ---------------------------------------------------------------


def hurt_a(wager: int = 16, **extra: Any) -> Encounter:
    """B acts first and hits A: Wound d10 7 + Force 4 + wager 16 = 27 - Soak 4 = 23 (Life 121)."""
    enc = start(
        [fighter("B", "B", (3, 2)), fighter("A", "A", (2, 2))],
        {"A": sheet("Alpha", fo=7), "B": sheet("Beta")},
        [9, 5, 6, 3, 7, 4, 6],
        **extra,
    )
    attack(enc, "Simple, physical", wager=wager)
    pass_instants(enc)
    choose(enc, "dodge")
    assert enc.fighter("A").life == LIFE - 23
    return enc


@pytest.mark.rule("dbu.instant.surge")
def test_surge_healing_surge_costs_no_action() -> None:
    """Seed 001, Surge (Action Cost: Instant): "Use either a Healing Surge or a Ki Surge".
    Healing Surge: 2d10(T) [4, 6] + Surgency (Force 7) = 17 Life, no Action spent."""
    enc = hurt_a()
    end_turn(enc)
    assert enc.decision.actor == "A"
    choose(enc, "surge", surge="healing")
    assert enc.fighter("A").life == LIFE - 23 + 17
    assert enc.fighter("A").actions == 3


@pytest.mark.rule("dbu.instant.surge")
def test_surge_usable_in_an_opponents_turn() -> None:
    """Seed 001: an Instant Maneuver "can occur during any Character's turn ... in response to a
    Standard Maneuver". A surges in B's turn, before B's Power Up resolves."""
    # any Standard Maneuver's window: by default a Surge is asked only before an attack on A
    enc = hurt_a(settings=ALWAYS)
    choose(enc, "power_up")
    assert enc.decision.actor == "A"
    choose(enc, "surge", surge="healing")
    assert enc.fighter("A").life == LIFE - 23 + 17
    assert enc.fighter("A").actions == 3  # the round's 3 Actions: nothing was spent


@pytest.mark.rule("dbu.instant.surge")
def test_surge_once_per_encounter() -> None:
    """Seed 001: "Surge Maneuver [1/Encounter]". After a Healing Surge in round 1, neither Surge
    is offered for the rest of the round nor in round 2."""
    enc = hurt_a()
    end_turn(enc)
    choose(enc, "surge", surge="healing")
    choose(enc, "power_up")
    pass_instants(enc)
    assert not has(enc, "surge")
    end_turn(enc)  # A; round 2 begins with B
    end_turn(enc)  # B
    assert enc.decision.actor == "A"
    assert "Round 2" in log(enc)
    assert not has(enc, "surge")


@pytest.mark.rule("dbu.instant.surge")
def test_surge_ki_surge_restores_a_quarter_of_ki_and_capacity() -> None:
    """Seed 001, Ki Surge: "You regain Ki Points and Capacity equal to 1/4 of their maximums",
    Surgency adds the Force Modifier to the Ki Points. A (Force 7) gives an adjacent ally 56 KP
    (Empower, 2 Actions) and wagers 16: Ki 14, Capacity 16. Ki Surge: Ki 14 + 21 (1/4 of 86) +
    7 = 42, Capacity 16 + 8 = 24."""
    # A surges in an ally's window (by default asked only before an attack on A): every window
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("C", "A", (2, 3)), fighter("B", "B", (3, 2))],
        {"A": sheet("Alpha", fo=7), "C": sheet("Gamma"), "B": sheet("Beta")},
        [9, 5, 3, 6, 3, 7],
        settings=ALWAYS,
    )
    choose(enc, "empower", ally="C", actions=2, full=False)
    pass_instants(enc)
    choose(enc, "empower_amount", kp=56)
    pass_instants(enc)
    if enc.decision.kind == "exploit":  # Empower: "Exploitable: All adjacent Opponents"
        choose(enc, "pass")
    attack(enc, "Simple, physical", wager=16)
    if enc.decision.kind == "united_attack":
        choose(enc, "pass")
    pass_instants(enc)
    choose(enc, "dodge")
    assert (enc.fighter("A").ki, enc.fighter("A").capacity) == (14, 16)
    assert enc.decision.actor == "C"  # A is out of Actions; A surges in C's Power Up window
    choose(enc, "power_up")
    assert enc.decision.actor == "A"
    choose(enc, "surge", surge="ki")
    assert (enc.fighter("A").ki, enc.fighter("A").capacity) == (42, 24)


# --- United Attack Maneuver [1/Round] -----------------------------------------------------------


def team(
    a: dict[str, Any] | None = None, c: dict[str, Any] | None = None, c_at: tuple[int, int] = (2, 3)
) -> Encounter:
    """A attacks B; ally C stands next to A (or where told)."""
    return start(
        [fighter("A", "A", (2, 2)), fighter("C", "A", c_at), fighter("B", "B", (3, 2))],
        {
            "A": sheet("Alpha", fo=7, **(a or {})),
            "C": sheet("Gamma", **(c or {})),
            "B": sheet("Beta"),
        },
        [9, 5, 3, 6, 3, 7],
    )


def united(enc: Encounter, wager: int = 0) -> None:
    choose(enc, "united_attack")
    choose(enc, "united_wager", kp=wager)
    pass_instants(enc)
    choose(enc, "dodge")


@pytest.mark.rule("dbu.instant.united-attack")
def test_united_attack_adds_half_the_joiners_force() -> None:
    """Seed 001, United Attack - Additional Power: "Increase their Wound Roll by 1/2 of your
    relevant Attribute Modifier (Force for if they made a Physical or Energy Attack". C (Force 6)
    joins for 1 Action: Wound d10 7 + Force 7 + 3 = 17."""
    enc = team(c={"fo": 6})
    attack(enc, "Simple, physical")
    assert enc.decision.actor == "C"
    united(enc)
    assert number(enc, r"A Wound (\d+)") == 17
    assert enc.fighter("C").actions == 2


@pytest.mark.rule("dbu.instant.united-attack")
def test_united_attack_on_a_magic_attack_adds_half_magic() -> None:
    """Seed 001, United Attack: "... and Magic for if they made a Magic Attack". A's Magic
    technique (Magic 6) joined by C (Force 6, Magic 8): Wound d10 7 + 6 + 4 = 17."""
    enc = team(
        a={"ma": 6, "signatures": [{"name": "Hex", "profile": "Simple", "foundation": "magic"}]},
        c={"fo": 6, "ma": 8},
    )
    attack(enc, "Hex", kind="signature")
    united(enc)
    assert number(enc, r"A Wound (\d+)") == 17


@pytest.mark.rule("dbu.instant.united-attack")
def test_united_attack_wager_up_to_a_quarter_of_max_capacity() -> None:
    """Seed 001, United Attack - Wager: "You can Ki Wager up to 1/4 of your Max Capacity on this
    Attacking Maneuver" (32 / 4 = 8); the wager adds to A's Wound: 7 + 7 + 2 + 8 = 24."""
    enc = team()
    attack(enc, "Simple, physical")
    choose(enc, "united_attack")
    assert max(o.args["kp"] for o in options(enc, "united_wager")) == 8
    choose(enc, "united_wager", kp=8)
    pass_instants(enc)
    choose(enc, "dodge")
    assert number(enc, r"A Wound (\d+)") == 24
    assert enc.fighter("C").ki == KI - 8


@pytest.mark.rule("dbu.instant.united-attack")
def test_united_attack_pays_the_kp_of_the_same_profile() -> None:
    """Seed 001, United Attack: "spend 1 Action and the Ki Points as if making the same Profile
    of Attacking Maneuver as your Ally". A Combination (3(T) KP, reference 6): C pays 3 KP."""
    enc = team()
    attack(enc, "Combination, physical")
    choose(enc, "united_attack")
    choose(enc, "united_wager", kp=0)
    assert enc.fighter("C").ki == KI - 3
    assert enc.fighter("C").actions == 2


@pytest.mark.rule("dbu.instant.united-attack")
def test_united_attack_needs_an_adjacent_ally() -> None:
    """Seed 001, United Attack: "When an Ally uses an Attacking Maneuver ... while you are on an
    adjacent Square". C two squares from A is not asked."""
    enc = team(c_at=(2, 4))
    attack(enc, "Simple, physical")
    assert enc.decision.kind != "united_attack"
    assert not has(enc, "united_attack")


@pytest.mark.rule("dbu.instant.united-attack")
def test_united_attack_once_per_round() -> None:
    """Seed 001: "United Attack Maneuver [1/Round]". After joining A's first attack, C is not
    asked again for A's second attack this round."""
    enc = team()
    attack(enc, "Simple, physical")
    united(enc)
    attack(enc, "Simple, energy")
    assert enc.decision.actor != "C"
    assert enc.fighter("C").actions == 2


@pytest.mark.rule("dbu.instant.united-attack")
def test_united_attack_needs_a_standard_action_to_spend() -> None:
    """Seed 001, United Attack: "you may spend 1 Action". C acted first this round and has no
    Standard Action left (two Power Ups and a conversion to a Counter Action): not asked."""
    enc = start(
        [fighter("C", "A", (2, 3)), fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2))],
        {"A": sheet("Alpha", fo=7), "C": sheet("Gamma"), "B": sheet("Beta")},
        [9, 5, 3],
    )
    for _ in range(2):
        choose(enc, "power_up")
        pass_instants(enc)
    choose(enc, "convert")
    assert enc.decision.actor == "A"
    assert enc.fighter("C").actions == 0
    attack(enc, "Simple, physical")
    assert enc.decision.kind != "united_attack"
    assert not has(enc, "united_attack")
