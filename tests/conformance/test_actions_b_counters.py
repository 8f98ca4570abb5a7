"""Conformance: seed 001 (Actions & Maneuvers, edition dbu-2), section "Counter Maneuvers"
(Blockade, Defend, Energy Cancel, Exploit, Intervene, Sudden Stop; Duels have their own file).

Blind tests written from the seed text (and /work/shared/reference/ where the seed is silent),
run through the public API with fixed dice. Every fighter is Tier of Power 1 unless stated, so a
roll is one d10 (no Tier Extra Dice): Strike = d10 + Haste 2 + Awareness 4, Dodge = d10 + Defense
Value 4, Wound = d10 + Force, Soak = Tenacity. Ties of a Clash go to the Defender (seed 000).
"""

from __future__ import annotations

from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter

from .actions_b_support import (
    KI,
    LIFE,
    attack,
    charged_attack,
    choose,
    duo,
    effect_names,
    end_turn,
    fighter,
    has,
    log,
    number,
    options,
    pass_instants,
    sheet,
    skip_exploit,
    start,
)

# --- Blockade Maneuver --------------------------------------------------------------------------


def blockade_scene(
    dice: list[int], with_ally: bool = True, b_at: tuple[int, int] = (5, 2)
) -> Encounter:
    """A at (2, 2) starts a Movement to (2, 6); B (Normal Speed 2 + 1/2 Agility 4 = 4) stands at
    ``b_at``; B's ally C (if any) waits far away in a corner."""
    fighters = [fighter("A", "A", (2, 2)), fighter("B", "B", b_at)]
    sheets = {"A": sheet("Alpha"), "B": sheet("Beta")}
    if with_ally:
        fighters.append(fighter("C", "B", (11, 7)))
        sheets["C"] = sheet("Gamma")
    enc = start(fighters, sheets, [9, 5, 3][: len(fighters)] + dice)
    choose(enc, "move", mode="boosted")
    pass_instants(enc)
    choose(enc, "destination", x=2, y=6)
    return enc


@pytest.mark.rule("dbu.counter.blockade")
def test_blockade_won_stops_the_movement_and_refunds_it() -> None:
    """Seed 001, Blockade (1 Counter, 2(T) KP): "make a Clash (Impulsive) against that
    Character. If you win, you may immediately move to any Square within your Normal Speed that
    is adjacent to that Character. That Character stops using the Movement Maneuver and cannot
    use the Movement Maneuver for the remainder of their Turn (they regain any Actions or Ki
    Points spent)." B Impulsive 6 + 4 = 10 beats A 3 + 4 = 7."""
    enc = blockade_scene([6, 3])
    choose(enc, "blockade")
    assert (enc.fighter("B").ki, enc.fighter("B").counters) == (KI - 2, 0)
    steps = {(o.args["x"], o.args["y"]) for o in options(enc, "blockade_step")}
    assert (3, 2) in steps  # next to A, 2 squares from B
    assert all(max(abs(x - 2), abs(y - 2)) == 1 for x, y in steps)
    choose(enc, "blockade_step", x=3, y=2)
    assert enc.fighter("B").pos == (3, 2)
    assert enc.fighter("A").pos == (2, 2)
    assert (enc.fighter("A").actions, enc.fighter("A").ki) == (3, KI)  # Boosted 3(T) KP back
    assert not has(enc, "move")


@pytest.mark.rule("dbu.counter.blockade")
def test_blockade_lost_lets_the_mover_go_on_and_exploit() -> None:
    """Seed 001, Blockade: "If you lose, that Character may continue to use their Movement
    Maneuver and you trigger their Exploit Maneuver." A tie (7 against 7) goes to the Defender,
    the mover A."""
    enc = blockade_scene([3, 3])
    choose(enc, "blockade")
    assert enc.decision.actor == "A"
    assert enc.decision.kind == "exploit"
    choose(enc, "pass")
    assert enc.fighter("A").pos == (2, 6)
    assert enc.fighter("A").actions == 2


@pytest.mark.rule("dbu.counter.blockade")
def test_blockade_only_within_your_normal_speed() -> None:
    """Seed 001, Blockade: "If a Character within range of your Normal Speed uses the Movement
    Maneuver". B six squares away (Normal Speed 4) is not asked."""
    enc = blockade_scene([6, 3], b_at=(8, 2))
    assert enc.decision.kind != "blockade"
    assert enc.fighter("A").pos == (2, 6)


@pytest.mark.rule("dbu.counter.blockade")
def test_blockade_needs_no_ally_on_the_field() -> None:
    """Seed 001, Blockade: "If a Character within range of your Normal Speed uses the Movement
    Maneuver, you may use this Maneuver" - no ally is required by the Effect. A lone B, three
    squares from A, may Blockade A's movement."""
    enc = blockade_scene([6, 3], with_ally=False)
    assert enc.decision.actor == "B"
    assert has(enc, "blockade")


# --- Defend Maneuver ----------------------------------------------------------------------------


def defend(option: str, dice: list[int], a: dict[str, Any] | None = None, **kw: Any) -> Encounter:
    """A attacks B with a Simple energy Basic Attack and B answers with Defend: ``option``."""
    enc = duo(dice, a={"fo": 7, **(a or {})}, **kw)
    attack(enc, "Simple, energy")
    pass_instants(enc)
    choose(enc, "defend", defend=option)
    return enc


@pytest.mark.rule("dbu.counter.defend.parry")
def test_parry_won_with_strike_avoids_the_attack() -> None:
    """Seed 001, Parry [0]: "Use your Strike Roll (as if you rolled a Physical Attack) instead of
    your Dodge Roll ... If you win, you avoid that Attacking Maneuver." A Strike 6 + 6 = 12; B
    Parry 7 + Haste 2 + Awareness 4 = 13 (a Dodge would have been 7 + 4 = 11)."""
    enc = defend("parry", [6, 7, 8])
    assert number(enc, r"B Parry (\d+)") == 13
    assert enc.fighter("B").life == LIFE
    assert enc.fighter("B").counters == 0


@pytest.mark.rule("dbu.counter.defend.parry")
def test_parry_lost_is_a_hit() -> None:
    """Seed 001, Parry: only "If you win" is the attack avoided; a tie (12 against 12) goes to
    the Defender... so take B Parry 11 against Strike 12: hit, Wound 8 + 7 - Soak 4 = 11."""
    enc = defend("parry", [6, 5, 8])
    assert number(enc, r"B Parry (\d+)") == 11
    assert enc.fighter("B").life == LIFE - 11


@pytest.mark.rule("dbu.counter.defend.parry")
@pytest.mark.parametrize(
    ("pl", "dice", "penalty"), [(4, [6, 3, 7, 2, 3], 2), (5, [6, 1, 3, 1, 7, 2, 3, 2, 1, 1], 4)]
)
def test_parry_loses_1bt_per_energy_charge(pl: int, dice: list[int], penalty: int) -> None:
    """Seed 001, Parry: "Reduce your Dice Score by 1(bT) for each Energy Charge or rank of Power
    Shot on the Attacking Maneuver." Two charges: -2 at base Tier 1, -4 at base Tier 2."""
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2))],
        {"A": sheet("Alpha", fo=7, pl=pl), "B": sheet("Beta", pl=pl)},
        [9, 5, *dice],
    )
    charged_attack(enc, 2)
    choose(enc, "defend", defend="parry")
    tier_die = 1 if pl == 5 else 0
    assert number(enc, r"B Parry (\d+)") == 3 + tier_die + 6 - penalty


@pytest.mark.rule("dbu.counter.defend.parry")
@pytest.mark.rule("dbu.modifier.reflect")
@pytest.mark.parametrize(
    ("label", "reflect"), [("Simple, energy", True), ("Simple, physical", False)]
)
def test_parry_success_opens_reflect_only_for_energy(label: str, reflect: bool) -> None:
    """Seed 001: "If you use the Parry option of the Defend Maneuver and successfully defend
    against the Attacking Maneuver, you may use the Reflect Modifier Maneuver"; Reflect needs
    "the Attacking Maneuver was of the Energy or Magic Foundation"."""
    enc = duo([6, 7, 8], a={"fo": 7})
    attack(enc, label)
    pass_instants(enc)
    choose(enc, "defend", defend="parry")
    assert enc.fighter("B").life == LIFE
    assert (enc.decision.kind == "reflect" and has(enc, "reflect")) is reflect


def direct_hit(dice: list[int], charges: int = 0, wager: int = 0) -> Encounter:
    """A (Force 1) attacks B (Tenacity 8: Soak 8, 12 with Direct Hit)."""
    enc = duo(dice, a={"fo": 1}, b={"te": 8})
    if charges:
        charged_attack(enc, charges, wager=wager)
    else:
        attack(enc, "Simple, energy", wager=wager)
        pass_instants(enc)
    choose(enc, "defend", defend="direct_hit")
    return enc


@pytest.mark.rule("dbu.counter.defend.direct-hit")
def test_direct_hit_is_a_hit_with_half_again_soak() -> None:
    """Seed 001, Direct Hit [0]: "You forgo your Dodge Roll ... and are automatically hit ...
    Increase your current Soak Value by 1/2 for this Attacking Maneuver." A (Force 7) Wound
    d10 9 + 7 = 16 against Soak 4 x 1.5 = 6: 10 Life; no Dodge is rolled."""
    enc = defend("direct_hit", [9])
    assert "B Dodge" not in log(enc)
    assert enc.fighter("B").life == LIFE - 10


@pytest.mark.rule("dbu.counter.defend.direct-hit")
@pytest.mark.parametrize(
    ("charges", "wager", "dice", "shaken"),
    [
        (2, 0, [2, 1, 2], True),  # 2 Energy Charges: Wound 2 + 1 + 1 + 2 = 6 < Soak 12
        (0, 8, [2], True),  # Ki Wager 8 = 1/4 of Max Capacity 32: Wound 2 + 1 + 8 = 11
        (0, 7, [2], False),  # Ki Wager 7 < 8: no Shaken
        (1, 0, [2, 1], False),  # a single Energy Charge: no Shaken
    ],
)
def test_direct_hit_heavy_attack_for_no_damage_shakes_the_attacker(
    charges: int, wager: int, dice: list[int], shaken: bool
) -> None:
    """Seed 001, Direct Hit: "If this Attacking Maneuver inflicts no Damage and has 2+ Energy
    Charges or a Ki Wager equal to or higher than 1/4 of their Max Capacity, the attacker suffers
    from the Shaken Combat Condition until the end of their next turn." """
    enc = direct_hit(dice, charges=charges, wager=wager)
    assert enc.fighter("B").damage_taken == 0
    assert ("shaken" in effect_names(enc, "A")) is shaken


@pytest.mark.rule("dbu.counter.defend.direct-hit")
def test_direct_hit_shaken_lasts_until_the_end_of_the_attackers_next_turn() -> None:
    """Seed 001, Direct Hit: Shaken "until the end of their next turn": still on A during A's
    round-2 turn, gone when it ends."""
    enc = direct_hit([2, 1, 2], charges=2)
    assert "shaken" in effect_names(enc, "A")
    end_turn(enc)  # B
    assert enc.decision.actor == "A"
    assert "shaken" in effect_names(enc, "A")
    end_turn(enc)
    assert "shaken" not in effect_names(enc, "A")


def power_flare(b_dice: list[int], wager: int = 0, **kw: Any) -> Encounter:
    """A: Wound d10 6 + Force 7 = 13. B answers with Power Flare, rolling Wound d10 + Force."""
    enc = defend("power_flare", [6, *b_dice], **kw)
    choose(enc, "flare_wager", kp=wager)
    return enc


@pytest.mark.rule("dbu.counter.defend.power-flare")
@pytest.mark.parametrize(
    ("b_die", "wager", "life_lost"),
    [
        (9, 1, 0),  # 9 + Force 4 + 1 = 14 > 13: no Damage
        (9, 0, 9),  # 13 does not exceed 13: Wound 13 - Soak 4 = 9
        (3, 7, 0),  # 3 + 4 + wager 7 = 14 > 13
    ],
)
def test_power_flare_wound_above_theirs_takes_no_damage(
    b_die: int, wager: int, life_lost: int
) -> None:
    """Seed 001, Power Flare [0]: "You automatically fail all clashes against the Strike Roll
    ... When your Opponent rolls their Wound Roll, immediately afterwards, you roll your Wound
    Roll (as if you made an Energy or Magic Attack, including any Ki Wager you wish to spend).
    If the Dice Score of your Wound Roll exceeds the Dice Score of your Opponent's Wound Roll,
    you receive 0 Damage"."""
    enc = power_flare([b_die], wager=wager)
    assert "B Dodge" not in log(enc)
    assert enc.fighter("B").life == LIFE - life_lost
    assert enc.fighter("B").ki == KI - wager


@pytest.mark.rule("dbu.counter.defend.power-flare")
@pytest.mark.rule("dbu.modifier.called-shot")
def test_power_flare_success_blocks_on_hit_effects() -> None:
    """Seed 001, Power Flare: "do not apply any effects from being hit by this Attacking
    Maneuver until after you receive Damage ... any effects that would occur upon hitting you
    with this Attacking Maneuver do not apply." A Called Shot to the gut (knocks Prone) is
    answered with a winning Power Flare: B is not Prone."""
    enc = duo([6, 9], a={"fo": 7})
    attack(enc, "Simple, energy", modifier="gut")
    pass_instants(enc)
    choose(enc, "defend", defend="power_flare")
    choose(enc, "flare_wager", kp=2)
    assert enc.fighter("B").life == LIFE
    assert "prone" not in effect_names(enc, "B")


@pytest.mark.rule("dbu.counter.defend.cross-counter")
def test_cross_counter_halves_defense_then_attacks_back() -> None:
    """Seed 001, Cross Counter [0]: "Your Opponent uses their Attacking Maneuver as usual, but
    your Defense Value is halved. Immediately after the Attacking Maneuver's Clash is resolved,
    make a Basic Attack Maneuver as an Out-of-Sequence Maneuver against that same Opponent."
    B Dodge 3 + 4/2 = 5; B's Basic Attack costs no Action (out of sequence)."""
    enc = defend("cross_counter", [6, 3])
    assert number(enc, r"B Dodge (\d+)") == 5
    assert enc.decision.actor == "B"
    targets = {o.args.get("target") for o in options(enc, "cross_attack")}
    assert targets == {"A"}
    choose(enc, "cross_attack", "Simple, physical")
    if enc.decision.kind == "modifier":
        choose(enc, "no_modifier")
    if enc.decision.kind == "wager":
        choose(enc, "wager", kp=0)
    pass_instants(enc)
    if enc.decision.kind == "reaction":
        choose(enc, "dodge")
    assert "B Strike" in log(enc)
    assert enc.fighter("B").actions == 3
    assert enc.fighter("B").counters == 0


@pytest.mark.rule("dbu.counter.defend.cross-counter")
def test_cross_counter_happens_even_when_the_attack_misses() -> None:
    """Seed 001, Cross Counter: the Basic Attack comes "Immediately after the Attacking
    Maneuver's Clash is resolved", whatever its result: A's Strike 2 + 6 = 8 misses B's halved
    Dodge 9 + 2 = 11, and B still attacks back."""
    enc = defend("cross_counter", [2, 9])
    assert "miss" in log(enc)
    assert enc.decision.actor == "B"
    assert has(enc, "cross_attack")


@pytest.mark.rule("dbu.counter.defend.cross-counter")
def test_cross_counter_halved_defense_rounds_down_and_the_attack_back_lands() -> None:
    """Seed 001, Cross Counter: "your Defense Value is halved" (Agility 5: Defense Value 5 -> 2,
    rounded down, reference 8d) and the Out-of-Sequence Basic Attack hits A: B's Strike 8 + 2 +
    4 = 14 against A's Dodge 2 + 4 = 6, Wound 7 + Force 4 - Soak 4 = 7."""
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2))],
        {"A": sheet("Alpha", fo=7), "B": sheet("Beta", ag=5)},
        [9, 5, 6, 3, 8, 2, 7],
    )
    attack(enc, "Simple, energy")
    pass_instants(enc)
    choose(enc, "defend", defend="cross_counter")
    assert number(enc, r"B Dodge (\d+)") == 5
    choose(enc, "cross_attack", "Simple, physical")
    if enc.decision.kind == "modifier":
        choose(enc, "no_modifier")
    if enc.decision.kind == "wager":
        choose(enc, "wager", kp=0)
    pass_instants(enc)
    choose(enc, "dodge")
    assert enc.fighter("A").life == LIFE - 7


@pytest.mark.rule("dbu.counter.defend.guard")
def test_guard_charge_surcharge_stops_at_4bt() -> None:
    """Seed 001, Guard: "+1(bT) for each Energy Charge ... (max. +4(bT))". Five charges (built
    over two rounds): 8 + 4 = 12 KP, not 13."""
    enc = duo([], a={"fo": 7})
    choose(enc, "charge_declare")
    pass_instants(enc)
    skip_exploit(enc)
    choose(enc, "charge_attack", profile="Simple", foundation="energy")
    skip_exploit(enc)
    for _ in range(2):
        choose(enc, "charge")
        pass_instants(enc)
        skip_exploit(enc)
    end_turn(enc)  # B
    for _ in range(2):
        choose(enc, "charge")
        pass_instants(enc)
        skip_exploit(enc)
    assert enc.fighter("A").charge.charges == 5
    choose(enc, "release", target="B")
    if enc.decision.kind == "wager":
        choose(enc, "wager", kp=0)
    pass_instants(enc)
    ki = enc.fighter("B").ki
    choose(enc, "defend", defend="guard")
    assert ki - enc.fighter("B").ki == 12


@pytest.mark.rule("dbu.counter.defend.guard")
@pytest.mark.parametrize(("pl", "cost"), [(4, 8), (5, 16)])
def test_guard_costs_8bt_kp(pl: int, cost: int) -> None:
    """Seed 001, Guard [8(bT)]: 8 KP at base Tier 1, 16 KP at base Tier 2."""
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2))],
        {"A": sheet("Alpha", pl=pl), "B": sheet("Beta", pl=pl)},
        [9, 5, 6, 1],
    )
    attack(enc, "Simple, energy")
    pass_instants(enc)
    ki = enc.fighter("B").ki
    choose(enc, "defend", defend="guard")
    assert ki - enc.fighter("B").ki == cost


@pytest.mark.rule("dbu.counter.defend.guard")
def test_guard_costs_1bt_more_per_energy_charge() -> None:
    """Seed 001, Guard: "Increase the Ki Point Cost for this Maneuver by 1(bT) for each Energy
    Charge on your Opponent's Attacking Maneuver (max. +4(bT))": 2 charges -> 10 KP."""
    enc = duo([6, 2, 3], a={"fo": 7})
    charged_attack(enc, 2)
    choose(enc, "defend", defend="guard")
    assert enc.fighter("B").ki == KI - 10


@pytest.mark.rule("dbu.counter.defend.guard")
@pytest.mark.parametrize(
    ("profile", "life_lost"),
    [
        ("Simple, energy", 2),  # Standard stays Standard: 13 // 2 = 6 - Soak 4
        ("Blast", 2),  # Direct -> Standard: full Soak, 6 - 4 (not 6 - 2)
    ],
)
def test_guard_halves_the_wound_and_lowers_the_category(profile: str, life_lost: int) -> None:
    """Seed 001, Guard: "You forgo your Dodge Roll ... the Dice Score of the Wound Roll is
    halved and its Damage Category is reduced by 1 Category." Wound d10 6 + 7 = 13 -> 6; a
    Direct Blast (reference 6) drops to Standard, so the full Soak 4 applies (not 2)."""
    enc = duo([6], a={"fo": 7})
    attack(enc, profile)
    pass_instants(enc)
    choose(enc, "defend", defend="guard")
    assert "B Dodge" not in log(enc)
    assert enc.fighter("B").life == LIFE - life_lost


@pytest.mark.rule("dbu.counter.defend.no-diminishing")
@pytest.mark.parametrize("option", ["parry", "direct_hit", "power_flare", "cross_counter", "guard"])
def test_defend_adds_no_diminishing_defense(option: str) -> None:
    """Seed 001, Defend: "If you use the Defend Maneuver in response to an Attacking Maneuver,
    you do not gain any stacks of Diminishing Defense from that Attacking Maneuver." (A plain
    Dodge adds 1 stack at Tier 1-2, reference 4: see the last case.)"""
    enc = defend(option, [6, 3, 7, 4])
    while not (enc.decision.actor == "A" and enc.decision.kind == "turn"):
        kind = enc.decision.options[0].kind
        choose(enc, kind)
    assert enc.fighter("B").defense_stacks == 0


@pytest.mark.rule("dbu.counter.defend.no-diminishing")
def test_dodging_instead_adds_diminishing_defense() -> None:
    """The control case: without Defend, each attack targeting B adds a Diminishing Defense
    stack (-1 Dodge each, reference 4): B's second Dodge is d10 8 + 4 - 1 = 11."""
    enc = duo([6, 3, 7, 4, 8], a={"fo": 7})
    attack(enc, "Simple, energy")
    pass_instants(enc)
    choose(enc, "dodge")
    assert enc.fighter("B").defense_stacks == 1
    attack(enc, "Simple, physical")
    pass_instants(enc)
    choose(enc, "dodge")
    assert number(enc, r"B Dodge (\d+)") == 11


# --- Energy Cancel [1/Round] --------------------------------------------------------------------


def b_charging(dice: list[int], third: bool = False) -> Encounter:
    """B acts first: declares an energy Simple attack for the Energy Charge (1 charge, Guard
    Down) and ends the turn; then A acts. With ``third``, A's ally D acts after A."""
    fighters = [fighter("B", "B", (5, 2)), fighter("A", "A", (2, 2))]
    sheets = {"A": sheet("Alpha", fo=7), "B": sheet("Beta")}
    if third:
        fighters.append(fighter("D", "A", (2, 5)))
        sheets["D"] = sheet("Delta")
    enc = start(fighters, sheets, [9, 5, 3][: len(fighters)] + dice)
    choose(enc, "charge_declare")
    pass_instants(enc)
    choose(enc, "charge_attack", profile="Simple", foundation="energy")
    end_turn(enc)
    return enc


@pytest.mark.rule("dbu.counter.energy-cancel")
def test_energy_cancel_when_targeted_drops_charges_and_guard_down() -> None:
    """Seed 001, Energy Cancel (1 Counter): "If you are currently suffering from the effects of
    the Energy Charge Maneuver when you are targeted by an Attacking Maneuver ... immediately
    lose all Energy Charges ... but also stop suffering from the other effects". Guard Down
    (-2(T) Dodge) is gone before B's Dodge: 3 + 4 = 7."""
    enc = b_charging([6, 3, 7])
    attack(enc, "Simple, energy")
    pass_instants(enc)
    choose(enc, "energy_cancel")
    assert enc.fighter("B").charge is None
    assert "guard_down" not in effect_names(enc, "B")
    assert enc.fighter("B").counters == 0
    choose(enc, "dodge")
    assert number(enc, r"B Dodge (\d+)") == 7


@pytest.mark.rule("dbu.counter.energy-cancel")
def test_energy_cancel_at_the_start_of_your_turn_only() -> None:
    """Seed 001, Energy Cancel: "(or at the start of your turn)". Offered as B's round-2 turn
    opens, no longer after B has made a Maneuver in that turn."""
    enc = b_charging([])
    end_turn(enc)  # A
    assert enc.decision.actor == "B"
    assert has(enc, "energy_cancel")
    choose(enc, "charge")
    pass_instants(enc)
    assert enc.fighter("B").charge.charges == 2
    assert not has(enc, "energy_cancel")


@pytest.mark.rule("dbu.counter.energy-cancel")
def test_energy_cancel_needs_an_energy_charge() -> None:
    """Seed 001, Energy Cancel: only "If you are currently suffering from the effects of the
    Energy Charge Maneuver". A B who is not charging is not offered it when attacked."""
    enc = duo([6, 3, 7], a={"fo": 7})
    attack(enc, "Simple, energy")
    pass_instants(enc)
    assert enc.decision.actor == "B"
    assert not has(enc, "energy_cancel")


@pytest.mark.rule("dbu.counter.energy-cancel")
def test_energy_cancel_once_per_round() -> None:
    """Seed 001: "Energy Cancel [1/Round]". Round 2: B cancels at the start of its turn, then
    declares a new Energy Charge; when A attacks B later that round, no second Energy Cancel is
    offered (B still has Standard Actions it could convert into Counter Actions)."""
    enc = b_charging([6, 3, 7])
    end_turn(enc)  # A; round 2 opens with B
    choose(enc, "energy_cancel")
    assert enc.fighter("B").charge is None
    choose(enc, "charge_declare")
    pass_instants(enc)
    choose(enc, "charge_attack", profile="Simple", foundation="energy")
    end_turn(enc)
    attack(enc, "Simple, energy")
    pass_instants(enc)
    assert enc.decision.actor == "B"
    assert enc.fighter("B").charge is not None
    assert enc.fighter("B").actions == 2
    assert not has(enc, "energy_cancel")


# --- Exploit Maneuver ---------------------------------------------------------------------------


def provoked(dice: list[int]) -> Encounter:
    """A declares an Energy Charge next to B ("Exploitable: All adjacent Opponents")."""
    enc = duo(
        dice,
        a={"fo": 7},
        b={"signatures": [{"name": "Hex", "profile": "Simple", "foundation": "magic"}]},
    )
    choose(enc, "charge_declare")
    pass_instants(enc)
    choose(enc, "charge_attack", profile="Simple", foundation="energy")
    assert enc.decision.actor == "B"
    assert enc.decision.kind == "exploit"
    return enc


@pytest.mark.rule("dbu.counter.exploit")
def test_exploit_is_an_out_of_sequence_basic_attack_for_a_counter_action() -> None:
    """Seed 001, Exploit (Action Cost: 1 Counter): "If an effect provokes the Exploit Maneuver
    ... use the Basic Attack Maneuver as an Out-of-Sequence Maneuver." B attacks A in A's turn
    (Strike 12 vs A's Dodge 3 + 4 - Guard Down 2 = 5), spending its Counter Action only."""
    enc = provoked([6, 3, 7])
    choose(enc, "exploit", "Simple, physical")
    choose(enc, "no_modifier")
    choose(enc, "wager", kp=0)
    pass_instants(enc)
    choose(enc, "dodge")
    assert enc.fighter("A").life == LIFE - 7  # Wound 7 + 4 - Soak 4
    assert (enc.fighter("B").counters, enc.fighter("B").actions) == (0, 3)
    assert enc.decision.actor == "A"  # back to A's turn, still charging
    assert enc.fighter("A").charge is not None


@pytest.mark.rule("dbu.counter.exploit")
def test_exploit_offers_basic_attacks_only() -> None:
    """Seed 001, Exploit: "use the Basic Attack Maneuver" - B's Signature Technique is not among
    the choices, and every choice targets the provoker."""
    enc = provoked([])
    labels = [o.label for o in options(enc, "exploit")]
    assert labels
    assert all(label.startswith("Basic Attack") for label in labels)
    assert not any("Hex" in label for label in labels)
    assert {o.args["target"] for o in options(enc, "exploit")} == {"A"}


@pytest.mark.rule("dbu.counter.exploit")
def test_exploit_may_be_declined_and_keeps_the_counter_action() -> None:
    """Seed 001, Exploit: "you may use this Maneuver" - letting it go spends nothing."""
    enc = provoked([])
    choose(enc, "pass")
    assert enc.fighter("B").counters == 1
    assert enc.fighter("B").life == LIFE
    assert enc.decision.actor == "A"


@pytest.mark.rule("dbu.counter.exploit")
def test_exploit_attack_is_the_basic_attack_you_could_make_from_there() -> None:
    """Seed 001, Exploit: "use the Basic Attack Maneuver as an Out-of-Sequence Maneuver" - the
    same attacks B's Basic Attack Maneuver allows from where B stands. A sets a Triggered
    Maneuver, provoking B three squares away (within the Sphere); B's Exploit choices should be
    among the Basic Attacks B itself is offered against A from that square."""
    fighters = [fighter("A", "A", (2, 2)), fighter("B", "B", (5, 2))]
    sheets = {"A": sheet("Alpha"), "B": sheet("Beta")}
    own_turn = start(fighters, sheets, [9, 5])
    end_turn(own_turn)
    basic = {o.label for o in options(own_turn, "attack")}
    enc = start(fighters, sheets, [9, 5])
    choose(enc, "triggered")
    choose(enc, "delay", "Power Up")
    choose(enc, "trigger", trigger="movement", watch="B")
    assert enc.decision.kind == "exploit"
    exploit = {o.label for o in options(enc, "exploit")}
    assert exploit <= basic


# --- Intervene Maneuver -------------------------------------------------------------------------


def intervene_scene(
    dice: list[int],
    c: dict[str, Any] | None = None,
    c_at: tuple[int, int] = (6, 5),
    a: dict[str, Any] | None = None,
    extra: list[dict[str, Any]] | None = None,
    label: str = "Simple, energy",
    wager: int = 0,
) -> Encounter:
    """A hits B (Strike d10 + 6 vs Dodge d10 + 4); B's ally C (Boosted Speed 4 + 2 = 6) may
    Intervene."""
    fighters = [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2)), fighter("C", "B", c_at)]
    sheets = {
        "A": sheet("Alpha", **({"fo": 7} | (a or {}))),
        "B": sheet("Beta"),
        "C": sheet("Gamma", **({"fo": 6, "te": 5} | (c or {}))),
    }
    for extra_fighter in extra or []:
        fighters.append(extra_fighter)
        sheets[extra_fighter["sheet"]] = sheet(extra_fighter["sheet"])
    enc = start(fighters, sheets, [9, 5, 3, 1][: len(fighters)] + dice)
    attack(enc, label, wager=wager)
    pass_instants(enc)
    choose(enc, "dodge")
    return enc


@pytest.mark.rule("dbu.counter.intervene.defense-wall")
def test_defense_wall_takes_the_wound_with_half_again_soak() -> None:
    """Seed 001, Defense Wall [0]: "Move yourself to an unoccupied Square that is within range
    of your Boosted Speed and is between your Ally and the Character who used the Attacking
    Maneuver, then take the Wound Roll for that Attacking Maneuver instead of your Ally ... For
    the duration of this Attacking Maneuver, increase your Soak Value by 1/2 (rounded up)."
    C (Soak 5 + 3 = 8) takes Wound 7 + 7 = 14: 6 Life; B takes nothing."""
    enc = intervene_scene([6, 3, 7])
    assert enc.decision.actor == "C"
    choose(enc, "intervene", option="defense_wall", x=2, y=3)
    assert enc.fighter("C").pos == (2, 3)
    assert enc.fighter("C").damage_taken == 6
    assert enc.fighter("B").life == LIFE
    assert enc.fighter("C").counters == 0


@pytest.mark.rule("dbu.counter.intervene.defense-wall")
def test_defense_wall_can_push_the_ally_back_and_take_their_place() -> None:
    """Seed 001, Defense Wall: "Instead of moving to an unoccupied Square, you can move your
    targeted Ally back a single Square and move yourself into the position"."""
    enc = intervene_scene([6, 3, 7])
    spots = {
        (o.args["x"], o.args["y"]) for o in options(enc, "intervene", option="defense_wall_swap")
    }
    assert spots
    assert all(max(abs(x - 3), abs(y - 2)) == 1 and x >= 3 for x, y in spots)  # back, away from A
    choose(enc, "intervene", option="defense_wall_swap", x=4, y=2)
    assert (enc.fighter("B").pos, enc.fighter("C").pos) == ((4, 2), (3, 2))
    assert enc.fighter("B").life == LIFE
    assert enc.fighter("C").damage_taken == 6


@pytest.mark.rule("dbu.counter.intervene.defense-wall")
def test_defense_wall_excess_damage_goes_to_the_ally_after_their_soak() -> None:
    """Seed 001, Defense Wall: "if you are Defeated by this Attacking Maneuver, any excess
    Damage is inflicted to that Ally - but is reduced by their Soak Value and Damage Reduction
    as usual". A (Tier 3, Force 14, two Power stacks, Ki Wager 54) Wounds for 7 + 3 + 14 + 6 +
    54 = 84; C (Power Level 1, 66 Life, Soak 1 + 1) loses 82 -> 16 excess; B loses 16 - 4."""
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2)), fighter("C", "B", (2, 3))],
        {
            "A": sheet("Alpha", pl=14, fo=14),
            "B": sheet("Beta"),
            "C": sheet("Gamma", pl=1, te=1),
        },
        [9, 5, 3, 6, 1, 3, 7, 3],
    )
    for _ in range(2):
        choose(enc, "power_up")
        pass_instants(enc)
    attack(enc, "Simple, energy", wager=54)
    pass_instants(enc)
    choose(enc, "dodge")
    choose(enc, "intervene", option="defense_wall", x=2, y=3)
    # At 0 Life C could still heal himself (seed 000, Will to Survive: "you can avoid being
    # defeated"); he does not, so he is Defeated by this Attacking Maneuver.
    choose(enc, "fall")
    assert number(enc, r"A Wound (\d+)") == 84
    assert enc.fighter("C").defeated
    assert enc.fighter("B").life == LIFE - 12


@pytest.mark.rule("dbu.counter.intervene.defense-wall")
@pytest.mark.rule("dbu.defeat.will-to-survive")
def test_defense_wall_no_excess_damage_when_the_waller_survives() -> None:
    """Seed 001, Defense Wall: "if you are Defeated by this Attacking Maneuver, any excess
    Damage is inflicted to that Ally"; seed 000, Will to Survive: "You are not defeated the
    instant your Life Points reach 0 ... you can avoid being defeated by having your Life
    Points increase above 0". Same hit as above (C loses 82 of 66 Life), but C answers with
    his Healing Surge: he is never Defeated, so B takes nothing."""
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2)), fighter("C", "B", (2, 3))],
        {
            "A": sheet("Alpha", pl=14, fo=14),
            "B": sheet("Beta"),
            "C": sheet("Gamma", pl=1, te=1),
        },
        [9, 5, 3, 6, 1, 3, 7, 3],
    )
    for _ in range(2):
        choose(enc, "power_up")
        pass_instants(enc)
    attack(enc, "Simple, energy", wager=54)
    pass_instants(enc)
    choose(enc, "dodge")
    choose(enc, "intervene", option="defense_wall", x=2, y=3)
    choose(enc, "surge", surge="healing")
    assert enc.fighter("C").life > 0
    assert not enc.fighter("C").defeated
    assert enc.fighter("B").life == LIFE


@pytest.mark.rule("dbu.counter.intervene.defense-wall")
@pytest.mark.rule("dbu.counter.intervene.once")
def test_defense_wall_leaves_the_other_targets_of_an_area_attack() -> None:
    """Seed 001, Defense Wall: "If the Attacking Maneuver hits multiple targets, all other
    targets receive the Wound Roll as usual." A's Sweeping ring hits B and D; C walls for B:
    C takes B's share, D is still hit (Wound 7 + 7 - 4 = 10). Every Clash comes before the
    Wound: Strike 6, B's Dodge 3, D's Dodge 3, then the Wound Roll 7."""
    enc = start(
        [
            fighter("A", "A", (2, 2)),
            fighter("B", "B", (3, 2)),
            fighter("D", "B", (1, 2)),
            fighter("C", "B", (6, 5)),
        ],
        {
            "A": sheet("Alpha", fo=7),
            "B": sheet("Beta"),
            "D": sheet("Delta"),
            "C": sheet("Gamma", te=5),
        },
        [9, 5, 4, 3, 6, 3, 3, 7],
    )
    attack(enc, "Sweeping")
    pass_instants(enc)
    walled = False
    while not (enc.decision.actor == "A" and enc.decision.kind == "turn"):
        if enc.decision.kind == "intervene" and not walled and "hits B" in str(enc.decision.prompt):
            choose(enc, "intervene", option="defense_wall")
            walled = True
        elif has(enc, "dodge"):
            choose(enc, "dodge")
        else:
            choose(enc, "pass")
    assert walled
    assert enc.fighter("B").life == LIFE
    assert enc.fighter("C").damage_taken == 14 - 8
    assert enc.fighter("D").life == LIFE - 10


@pytest.mark.rule("dbu.counter.intervene.deflect")
def test_deflect_won_clash_deflects_the_attack() -> None:
    """Seed 001, Deflect [2(bT)]: "Move yourself to an unoccupied Square that is within range of
    your Boosted Speed and is between your Ally and the Character who used the Attacking
    Maneuver or adjacent to that Ally, then make a Might Clash against the attacking Opponent
    ... If you win, the Attacking Maneuver is successfully deflected away from all targets."
    C Might 6 + 7 = 13 beats A Might 7 + 4 = 11."""
    enc = intervene_scene([6, 3, 7, 4])
    spots = {(o.args["x"], o.args["y"]) for o in options(enc, "intervene", option="deflect")}
    assert (4, 2) in spots  # adjacent to B, beyond it
    choose(enc, "intervene", option="deflect", x=4, y=2)
    if enc.decision.kind == "reflect":
        choose(enc, "pass")
    assert enc.fighter("C").pos == (4, 2)
    assert enc.fighter("C").ki == KI - 2
    assert enc.fighter("B").life == LIFE
    assert enc.fighter("C").damage_taken == 0


@pytest.mark.rule("dbu.counter.intervene.deflect")
def test_deflect_lost_clash_takes_the_wound_one_category_up() -> None:
    """Seed 001, Deflect: "If you lose, you take the Wound Roll for that Attacking Maneuver
    instead of the chosen Ally and you increase the Damage Category of that Attacking Maneuver
    by 1 Category". A tie (10 against 10) goes to the Defender, A. Wound 8 + 7 = 15, Direct:
    half Soak (5 -> 2): C loses 13."""
    enc = intervene_scene([6, 3, 4, 3, 8])
    choose(enc, "intervene", option="deflect", x=4, y=2)
    assert enc.fighter("B").life == LIFE
    assert enc.fighter("C").damage_taken == 13


@pytest.mark.rule("dbu.counter.intervene.deflect")
@pytest.mark.rule("dbu.counter.intervene.distant-deflect")
@pytest.mark.parametrize(
    ("option", "args"), [("deflect", {"x": 4, "y": 2}), ("distant_deflect", {})]
)
def test_deflect_loses_1t_per_energy_charge(option: str, args: dict[str, int]) -> None:
    """Seed 001, Deflect and Distant Deflect: "reduce your Dice Score by 1(T) for each Energy
    Charge or Rank of Power Shot the Attacking Maneuver possesses". A releases a 2-charge
    attack: C's Might 7 + 6 - 2 = 11 ties A's 4 + 7 = 11, and ties go to the Defender, A."""
    enc = start(
        [fighter("A", "A", (2, 2)), fighter("B", "B", (3, 2)), fighter("C", "B", (6, 5))],
        {"A": sheet("Alpha", fo=7), "B": sheet("Beta"), "C": sheet("Gamma", fo=6, te=5)},
        [9, 5, 3, 6, 3, 7, 4, 7, 2, 3],
    )
    charged_attack(enc, 2)
    choose(enc, "dodge")
    choose(enc, "intervene", option=option, **args)
    assert number(enc, r"C Might (\d+)") == 11
    assert "deflects" not in log(enc)


@pytest.mark.rule("dbu.counter.intervene.deflect")
@pytest.mark.rule("dbu.modifier.reflect")
@pytest.mark.parametrize(
    ("label", "reflect"), [("Simple, energy", True), ("Simple, physical", False)]
)
def test_deflect_success_opens_reflect_for_energy_only(label: str, reflect: bool) -> None:
    """Seed 001, Intervene: "For the Deflect/Distant Deflect options, if the Attacking Maneuver
    was of the Energy or Magic Foundation, you may use the Reflect Modifier Maneuver"."""
    enc = intervene_scene([6, 3, 7, 4], label=label)
    choose(enc, "intervene", option="deflect", x=4, y=2)
    assert "deflects" in log(enc)
    assert (enc.decision.kind == "reflect") is reflect


@pytest.mark.rule("dbu.counter.intervene.distant-deflect")
def test_distant_deflect_from_where_you_stand() -> None:
    """Seed 001, Distant Deflect [8(bT)]: "Make a Might Clash against the attacking Opponent
    ... If you win, the Attacking Maneuver is successfully deflected away from all targets."
    C stays where it is and pays 8 KP."""
    enc = intervene_scene([6, 3, 7, 4])
    choose(enc, "intervene", option="distant_deflect")
    if enc.decision.kind == "reflect":
        choose(enc, "pass")
    assert enc.fighter("C").pos == (6, 5)
    assert enc.fighter("C").ki == KI - 8
    assert enc.fighter("B").life == LIFE


@pytest.mark.rule("dbu.counter.intervene.distant-deflect")
def test_distant_deflect_lost_leaves_the_hit_on_the_ally() -> None:
    """Seed 001, Distant Deflect: only "If you win" is the attack deflected; C (Might 6 + 3 = 9)
    loses to A (7 + 7 = 14): B takes Wound 8 + 7 - Soak 4 = 11, C takes nothing."""
    enc = intervene_scene([6, 3, 3, 7, 8])
    choose(enc, "intervene", option="distant_deflect")
    assert enc.fighter("B").life == LIFE - 11
    assert enc.fighter("C").damage_taken == 0
    assert enc.fighter("C").ki == KI - 8


@pytest.mark.rule("dbu.counter.intervene.defense-wall")
@pytest.mark.rule("dbu.counter.intervene.deflect")
@pytest.mark.rule("dbu.counter.intervene.distant-deflect")
def test_intervene_only_for_an_ally_within_boosted_speed() -> None:
    """Seed 001, Intervene: "When an Ally is hit by an Attacking Maneuver ... while they are
    within range of your Boosted Speed". C seven squares from B (Boosted Speed 6) is not
    asked, not even for Distant Deflect."""
    enc = intervene_scene([6, 3, 7], c_at=(10, 2))
    assert enc.decision.kind != "intervene"
    assert enc.fighter("B").life == LIFE - 10


@pytest.mark.rule("dbu.counter.intervene.once")
def test_intervene_only_once_per_ally_per_attack() -> None:
    """Seed 001, Intervene: "If you use the Intervene Maneuver, no other Character can use the
    Intervene Maneuver for your selected Ally against that Attacking Maneuver." C steps in with
    a Defense Wall; D, also in range, is not asked."""
    enc = intervene_scene([6, 3, 7], extra=[fighter("D", "B", (5, 4))])
    asked = enc.decision.actor
    assert asked in {"C", "D"}
    choose(enc, "intervene", option="defense_wall")
    assert enc.decision.kind != "intervene"
    assert enc.fighter("B").life == LIFE


@pytest.mark.rule("dbu.counter.intervene.once")
def test_intervene_declined_by_one_ally_passes_to_the_next() -> None:
    """Seed 001, Intervene: the bar is on a second Intervene after one is used. If the first
    ally lets it go, the second ally in range is still asked."""
    enc = intervene_scene([6, 3, 7], extra=[fighter("D", "B", (5, 4))])
    first = enc.decision.actor
    choose(enc, "pass")
    assert enc.decision.kind == "intervene"
    assert enc.decision.actor in {"C", "D"} - {first}


@pytest.mark.rule("dbu.counter.intervene.once")
def test_intervene_not_for_an_attack_that_also_targets_you() -> None:
    """Seed 001, Intervene: "When an Ally is hit by an Attacking Maneuver (that did not also
    target you)". A Sweeping ring around A catches both B and C: C cannot Intervene for B."""
    enc = intervene_scene([6, 3, 3, 7, 7], c_at=(2, 3), label="Sweeping")
    while enc.decision is not None and enc.decision.actor in {"B", "C"}:
        assert enc.decision.kind != "intervene"
        choose(enc, "dodge" if has(enc, "dodge") else enc.decision.options[0].kind)
    assert "Intervene" not in log(enc)


# --- Sudden Stop Maneuver -----------------------------------------------------------------------


def pushed(fo: int = 7, b: dict[str, Any] | None = None, **extra: Any) -> Encounter:
    """A (Might ``fo``) Thrusts B (Strike 12 vs 9) and picks Push Back: 1/2 Might squares east."""
    enc = duo([6, 3], a={"fo": fo}, b=b, **extra)
    choose(enc, "thrust", target="B")
    pass_instants(enc)
    choose(enc, "clash_roll", roll="strike")
    choose(enc, "thrust_effect", effect="push_back")
    assert enc.decision.actor == "B"
    assert enc.decision.kind == "sudden_stop"
    return enc


@pytest.mark.rule("dbu.counter.sudden-stop")
@pytest.mark.parametrize(
    ("b_force", "reductions"), [(4, {0, 1, 2}), (2, {0, 1}), (7, {0, 1, 2, 3})]
)
def test_sudden_stop_cuts_the_move_by_up_to_half_your_might(
    b_force: int, reductions: set[int]
) -> None:
    """Seed 001, Sudden Stop (1 Counter): "If you are moved by the effect of another Character,
    you may use this Maneuver to reduce the number of Squares you move by a number of Squares up
    to 1/2 of your Might." Pushed 3 squares: Might 4 may cut 0-2, Might 2 0-1, Might 7 up to
    3 (all of it)."""
    enc = pushed(b={"fo": b_force})
    assert {o.args["reduce"] for o in options(enc, "sudden_stop")} == reductions


@pytest.mark.rule("dbu.counter.sudden-stop")
def test_sudden_stop_moves_fewer_squares_then_an_out_of_sequence_movement() -> None:
    """Seed 001, Sudden Stop: cut the push by 2 (to 1 square); "If you end this movement
    without Collision, you may use the Movement Maneuver as an Out-of-Sequence Maneuver" (no
    Action spent)."""
    enc = pushed()
    choose(enc, "sudden_stop", reduce=2)
    assert enc.fighter("B").pos == (4, 2)
    assert enc.fighter("B").counters == 0
    assert enc.decision.kind == "sudden_move"
    choose(enc, "sudden_move", mode="normal")
    pass_instants(enc)
    choose(enc, "sudden_dest", x=7, y=2)
    assert enc.fighter("B").pos == (7, 2)
    assert enc.fighter("B").actions == 3


@pytest.mark.rule("dbu.counter.sudden-stop")
def test_sudden_stop_halves_collision_damage() -> None:
    """Seed 001, Sudden Stop: "Additionally, halve any Collision damage you take as a result of
    this movement". Pushed into a Rank 2 wall: 4 doubled by Push Back = 8, halved to 4; no
    Out-of-Sequence Movement after a Collision."""
    enc = pushed(features=[{"id": "wall", "pos": [5, 2], "hardness": 2}])
    choose(enc, "sudden_stop", reduce=0)
    assert enc.fighter("B").life == LIFE - 4
    assert enc.fighter("B").pos == (4, 2)
    assert enc.decision.kind != "sudden_move"


@pytest.mark.rule("dbu.counter.sudden-stop")
def test_sudden_stop_not_for_your_own_movement() -> None:
    """Seed 001, Sudden Stop: only "If you are moved by the effect of another Character". B's
    own Movement Maneuver offers no Sudden Stop."""
    enc = duo([], b={"fo": 4})
    end_turn(enc)
    choose(enc, "move", mode="normal")
    pass_instants(enc)
    if enc.decision.kind == "exploit":
        choose(enc, "pass")
    choose(enc, "destination", x=6, y=2)
    # A may Blockade B's Movement (see test_blockade_needs_no_ally_on_the_field) and Exploit
    # it when B leaves A's reach: A lets both go.
    while enc.decision.actor == "A" and enc.decision.kind in ("blockade", "exploit"):
        assert not has(enc, "sudden_stop")
        choose(enc, "pass")
    assert enc.decision.kind != "sudden_stop"
    assert enc.fighter("B").pos == (6, 2)
