"""Attack Profiles (reference section 6): the catalogue, Areas of Effect and behaviours."""

from __future__ import annotations

import json

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter, replay
from tenkaichi.dbu.combat.core.state import Feature
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.attack_options import basic_attack_options
from tenkaichi.dbu.combat.rules.costs import attack_kp
from tenkaichi.dbu.play.bots import RandomBot, decide
from tenkaichi.dbu.profiles import (
    attack_profiles,
    charge_cap,
    profile,
    profile_category_shift,
    profile_wound_bonus,
    profiles,
    strike_natural,
    wound_critical_target,
)

from .helpers import (
    advance_to,
    duel,
    expect,
    fighter,
    has_option,
    make_sheet,
    of_kind,
    options,
    pick,
    refresh,
    resolve,
    setup,
)

GOKU_FIRST = [7, 3]
BASIC = "dbu.std.basic-attack"
SIGNATURE = "dbu.std.signature-technique"


def trio(**settings: object) -> Encounter:
    """Goku (A) at (3,3); Vegeta (B) at (4,3) and Nappa (B) at (6,3); Krillin (A) at (3,4)."""
    sheets = [make_sheet(n) for n in ("Goku", "Vegeta", "Nappa", "Krillin")]
    fs = [
        fighter("Goku", "A", (3, 3)),
        fighter("Vegeta", "B", (4, 3)),
        fighter("Nappa", "B", (6, 3)),
        fighter("Krillin", "A", (3, 4)),
    ]
    return Encounter.start(setup(sheets, fs, **settings), dice=[9, 1, 2, 3])


# --- the catalogue --------------------------------------------------------------------------


@pytest.mark.rule(BASIC)
def test_every_section_6_profile_is_in_the_data_with_cost_category_and_foundation() -> None:
    expected = {
        "Launching": (3, 1, ("physical", "energy", "magic")),
        "Mega Flare": (4, 1, ("physical", "energy", "magic")),
        "Blitz": (4, 1, ("physical",)),
        "Soaring": (5, 2, ("physical",)),
        "Sweeping": (4, 1, ("physical",)),
        "Clearing": (6, 1, ("energy",)),
        "Cutting": (6, 2, ("energy",)),
        "Wave": (6, 2, ("energy",)),
        "Elemental (Dark)": (2, 1, ("magic",)),
        "Elemental (Earth)": (4, 2, ("magic",)),
        "Elemental (Fire)": (8, 2, ("magic",)),
        "Elemental (Ice)": (8, 2, ("magic",)),
        "Elemental (Light)": (2, 1, ("magic",)),
        "Elemental (Lightning)": (8, 2, ("magic",)),
        "Elemental (Metal)": (8, 3, ("magic",)),
        "Elemental (Plantlife)": (3, 1, ("magic",)),
        "Elemental (Poison)": (8, 2, ("magic",)),
        "Elemental (Water)": (8, 2, ("magic",)),
        "Elemental (Wind)": (4, 2, ("magic",)),
    }
    for name, (kp, category, foundations) in expected.items():
        p = profile(name)
        assert (p.kp, p.category, p.foundations) == (kp, category, foundations), name
    supers = {n for n, p in profiles().items() if p.super}
    assert {"All Out", "Giga Flare", "Super Launch", "Cataclysmic Attack"} <= supers
    assert len(supers) == 12
    assert not supers & set(attack_profiles())


@pytest.mark.rule(BASIC)
def test_super_profiles_and_elementals_without_magic_are_never_offered() -> None:
    enc = Encounter.start(duel(), dice=GOKU_FIRST)
    offered = {o.args["profile"] for o in options(enc, "attack")}
    assert "Giga Flare" not in offered
    assert not any(name.startswith("Elemental") for name in offered)
    mage = Encounter.start(duel(make_sheet("Goku", magic=6)), dice=GOKU_FIRST)
    offered = {o.args["profile"] for o in options(mage, "attack")}
    assert {"Elemental (Dark)", "Elemental (Water)"} <= offered
    assert "All Out" not in offered


@pytest.mark.rule(SIGNATURE)
@pytest.mark.rule("dbu.tier.price-of-power")
def test_blitz_signature_costs_2t_less_but_never_below_half_its_profile_cost() -> None:
    sigs = [
        {"name": "Rush", "profile": "Blitz", "foundation": "physical"},
        {"name": "Ball", "profile": "Simple", "foundation": "energy"},
    ]
    goku = make_sheet("Goku", power_level=10, signatures=sigs)  # Tier 3
    enc = Encounter.start(duel(goku), dice=GOKU_FIRST)
    f = enc.fighter("Goku")
    # Blitz: Price of Power on 4 + ceil(8/5) = 6 at Tier 3 -> 12, then -2(T) = 6.
    assert attack_kp(enc, f, "Blitz", "Rush") == 12 - 6
    assert attack_kp(enc, f, "Blitz") == 12  # a Basic Attack pays the listed 4(T)
    assert attack_kp(enc, f, "Simple", "Ball") == 4  # 0 + 2 -> Price of Power 4


# --- pure numbers (for estimators) ----------------------------------------------------------


@pytest.mark.rule(BASIC)
def test_mega_flare_holds_10_charges_adds_1t_wound_each_and_a_category_at_7() -> None:
    mega = profile("Mega Flare")
    assert charge_cap(mega, 7) == 10
    assert charge_cap(profile("Simple"), 7) == 7
    assert profile_wound_bonus(mega, tier=2, charges=5) == [("Mega Flare 5 charges", 10)]
    assert profile_category_shift(mega, charges=6, strike_critical=False) == 0
    assert profile_category_shift(mega, charges=7, strike_critical=False) == 1


@pytest.mark.rule(BASIC)
def test_pure_profile_numbers_for_blitz_clearing_and_cutting() -> None:
    blitz = profile("Blitz")
    bonus = profile_wound_bonus(
        blitz, tier=1, charges=0, charged_squares=6, normal_speed=5, agility_modifier=4
    )
    assert bonus == [("Charging Assault", 2), ("Blitz", 2)]  # +1 per square after 3, max 2(T)
    assert strike_natural(profile("Clearing"), 2) == 5
    assert strike_natural(profile("Simple"), 2) == 2
    assert wound_critical_target(profile("Cutting")) == 5
    assert profile_category_shift(profile("Cutting"), charges=0, strike_critical=True) == 1


# --- Areas of Effect --------------------------------------------------------------------------


@pytest.mark.rule(BASIC)
def test_sweeping_hits_every_adjacent_opponent_but_never_an_adjacent_ally() -> None:
    enc = trio()
    enc.fighter("Nappa").pos = (4, 4)  # both Opponents next to Goku, Krillin too
    refresh(enc)
    sweep = options(enc, "attack", profile="Sweeping")
    assert len(sweep) == 1  # one aim: around you
    events = pick(enc, "attack", profile="Sweeping")
    declared = of_kind(events, "attack_declared")[0]
    assert set(declared.data["targets"]) == {"Vegeta", "Nappa"}


@pytest.mark.rule(BASIC)
def test_sweeping_doubles_diminishing_defense_on_a_damaging_hit() -> None:
    # Strike 10 (crit +1) vs Dodge 1: hit; Wound 10 + crit d10 1 deals Damage.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 9, 1, 10, 1, 10, 1])
    pick(enc, "attack", profile="Sweeping", foundation="physical")
    resolve(enc)
    vegeta = enc.fighter("Vegeta")
    assert vegeta.damage_taken > 0
    assert vegeta.defense_stacks == 2  # 1 for the Dodge at base Tier 1, doubled


@pytest.mark.rule(BASIC)
def test_soaring_is_a_physical_line_that_reaches_past_melee_range() -> None:
    enc = Encounter.start(duel(b_pos=(8, 3)), dice=GOKU_FIRST)
    assert has_option(enc, "attack", profile="Soaring", target="Vegeta")
    assert not has_option(enc, "attack", profile="Simple", foundation="physical")


@pytest.mark.rule(BASIC)
def test_clearing_aims_a_sphere_at_a_square_not_at_long_range() -> None:
    enc = Encounter.start(duel(b_pos=(8, 3)), dice=GOKU_FIRST)
    aims = options(enc, "attack", profile="Clearing")
    assert aims
    assert all({"x", "y", "target"} <= set(o.args) for o in aims)
    assert all(max(abs(o.args["x"] - 3), abs(o.args["y"] - 3)) < 9 for o in aims)
    assert has_option(enc, "attack", profile="Clearing", x=8, y=3)
    far = Encounter.start(duel(b_pos=(14, 3), width=20), dice=GOKU_FIRST)
    squares = {o.args["x"] for o in options(far, "attack", profile="Clearing")}
    assert squares == {11}  # 8 squares from Goku (not Long Range), 3 (the radius) from Vegeta


@pytest.mark.rule(BASIC)
def test_clearing_raises_a_low_strike_natural_result_to_5() -> None:
    # Strike natural 2 -> 5 (+ Haste 2 + Awareness 2 = 9) beats Dodge 4 + 4 = 8.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 2, 4, 5])
    pick(enc, "attack", profile="Clearing", x=4, y=3)
    events = resolve(enc)
    strike = next(e for e in of_kind(events, "clash", "Goku") if e.data.get("roll") == "strike")
    assert strike.data["score"] == 9
    assert "Clearing: Natural Result 2 -> 5" in strike.text
    assert of_kind(events, "damage")


@pytest.mark.rule(BASIC)
def test_wave_is_a_line_from_a_chosen_square_in_a_cardinal_direction() -> None:
    enc = trio()
    refresh(enc)
    waves = options(enc, "attack", profile="Wave")
    assert {o.args["direction"] for o in waves} == {"north", "south", "east", "west"}
    assert has_option(enc, "attack", profile="Wave", x=4, y=3, direction="east")
    events = pick(enc, "attack", profile="Wave", x=4, y=3, direction="east")
    assert set(of_kind(events, "attack_declared")[0].data["targets"]) == {"Vegeta", "Nappa"}


# --- Strike and Wound riders ------------------------------------------------------------------


@pytest.mark.rule(BASIC)
def test_cutting_without_a_critical_is_a_botch() -> None:
    # Strike natural 9, no Critical: a Botch (-5): 9 + 4 - 5 = 8 vs Dodge 3 + 4 = 7 still hits.
    enc = Encounter.start(duel(b_pos=(6, 3)), dice=[*GOKU_FIRST, 9, 3, 1])
    pick(enc, "attack", profile="Cutting", target="Vegeta")
    events = resolve(enc)
    strike = next(e for e in of_kind(events, "clash", "Goku") if e.data.get("roll") == "strike")
    assert strike.data["score"] == 8
    assert "Cutting: no Critical" in strike.text


@pytest.mark.rule(BASIC)
def test_cutting_critical_raises_the_category_and_wound_crits_from_5() -> None:
    # Strike 10 + crit 1; Dodge 1; Wound natural 6 crits (target 5): + solid d10 4.
    enc = Encounter.start(duel(b_pos=(6, 3)), dice=[*GOKU_FIRST, 10, 1, 1, 6, 4])
    pick(enc, "attack", profile="Cutting", target="Vegeta")
    events = resolve(enc)
    wound = of_kind(events, "wound", "Goku")[0]
    assert "Critical 4 (Cutting: Critical Target 5)" in wound.text
    damage = of_kind(events, "damage", "Vegeta")[0]
    assert damage.data["category"] == 3  # Direct +1 on the Strike Critical
    assert "Cutting (Strike Critical) +1" in damage.text


# --- Blitz and Charging Assault ---------------------------------------------------------------


@pytest.mark.rule(BASIC)
def test_blitz_charges_up_to_boosted_speed_and_adds_its_wound_bonuses() -> None:
    enc = Encounter.start(duel(b_pos=(10, 3), width=14), dice=[*GOKU_FIRST, 9, 1, 5])
    assert not has_option(enc, "attack", profile="Simple", foundation="physical")
    pick(enc, "attack", profile="Blitz", target="Vegeta")
    advance_to(enc, "Goku", "charging_assault")
    stops = [o.args["squares"] for o in options(enc, "charging_assault")]
    assert stops == [6]  # only the stop next to Vegeta ends in Melee Range
    events = pick(enc, "charging_assault", squares=6)
    assert enc.fighter("Goku").pos == (9, 3)
    assert of_kind(events, "moved", "Goku")
    events = resolve(enc)
    wound = of_kind(events, "wound", "Goku")[0]
    normal, _ = stats.speeds(enc, enc.fighter("Goku"))
    assert "Charging Assault 2" in wound.text  # 6 squares: +3, capped at 2(T)
    assert ("Blitz" in wound.text) == (normal < 6)


# --- Launching: Knockback ----------------------------------------------------------------------


@pytest.mark.rule(BASIC)
def test_launching_knocks_the_target_back_after_winning_the_might_clash() -> None:
    # Strike 9 vs Dodge 1: hit; Wound 9; Might Clash 9 vs 1.
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 9, 1, 9, 9, 1, 5, 5, 5, 5])
    pick(enc, "attack", profile="Launching", foundation="physical")
    resolve(enc)
    expect(enc, "Goku", "knockback")
    pick(enc, "knockback")
    advance_to(enc, "Goku", "knockback_push")
    pushes = options(enc, "knockback_push")
    assert {(o.args["dx"], o.args["dy"]) for o in pushes} == {(1, 0), (1, -1), (1, 1)}
    pick(enc, "knockback_push", dx=1, dy=0, squares=2)
    expect(enc, "Vegeta", "sudden_stop")
    pick(enc, "pass")
    advance_to(enc, "Goku", "turn")
    assert enc.fighter("Vegeta").pos == (6, 3)


@pytest.mark.rule(BASIC)
def test_launching_knockback_is_optional() -> None:
    enc = Encounter.start(duel(), dice=[*GOKU_FIRST, 9, 1, 9, 5, 5])
    pick(enc, "attack", profile="Launching", foundation="physical")
    resolve(enc)
    pick(enc, "no_knockback")
    advance_to(enc, "Goku", "turn")
    assert enc.fighter("Vegeta").pos == (4, 3)


# --- Elementals ----------------------------------------------------------------------------------


def mage_duel(**kw: object) -> Encounter:
    goku = make_sheet("Goku", magic=6)
    vegeta = make_sheet("Vegeta", **kw)  # type: ignore[arg-type]
    return Encounter.start(
        duel(goku, vegeta, b_pos=(7, 3)), dice=[*GOKU_FIRST, 9, 1, 9, 5, 5, 5, 5, 5]
    )


@pytest.mark.rule(BASIC)
def test_dark_lets_the_ki_wager_be_paid_with_life_points() -> None:
    enc = mage_duel()
    goku = enc.fighter("Goku")
    pick(enc, "attack", profile="Elemental (Dark)", target="Vegeta")
    pick(enc, "no_modifier")
    expect(enc, "Goku", "wager")
    life, ki, capacity = goku.life, goku.ki, goku.capacity
    pick(enc, "life_wager", kp=5)
    assert (goku.life, goku.ki, goku.capacity) == (life - 5, ki, capacity - 5)
    events = resolve(enc)
    assert "Ki Wager 5" in of_kind(events, "wound", "Goku")[0].text


@pytest.mark.rule(BASIC)
def test_light_gives_full_wager_up_to_the_remaining_capacity() -> None:
    enc = mage_duel()
    goku = enc.fighter("Goku")
    pick(enc, "attack", profile="Elemental (Light)", target="Vegeta")
    pick(enc, "no_modifier")
    expect(enc, "Goku", "wager")
    top = max(o.args["kp"] for o in options(enc, "wager"))
    assert top == min(goku.capacity, goku.ki) > stats.max_capacity(enc, goku) // 2


@pytest.mark.rule(BASIC)
def test_water_knocks_prone_and_lightning_impedes_through_a_threshold() -> None:
    for name, condition in (("Water", "prone"), ("Lightning", "impediment")):
        enc = mage_duel()
        vegeta = enc.fighter("Vegeta")
        vegeta.life = stats.max_life(enc, vegeta) // 2 + 1  # any Damage crosses Bruised
        pick(enc, "attack", profile=f"Elemental ({name})", target="Vegeta")
        events = resolve(enc)
        assert of_kind(events, "threshold", "Vegeta")
        assert stats.has(vegeta, condition), name


@pytest.mark.rule(BASIC)
def test_fire_rider_reports_broken_as_not_modelled_yet() -> None:
    enc = mage_duel()
    vegeta = enc.fighter("Vegeta")
    vegeta.life = stats.max_life(enc, vegeta) // 2 + 1
    pick(enc, "attack", profile="Elemental (Fire)", target="Vegeta")
    events = resolve(enc)
    if "broken" in stats.CONDITIONS:
        assert stats.has(vegeta, "broken")
    else:
        assert any(e.data.get("condition") == "broken" for e in of_kind(events, "state_changed"))


@pytest.mark.rule(BASIC)
def test_earth_ignores_half_of_the_damage_reduction() -> None:
    enc = mage_duel(damage_reduction=6)
    pick(enc, "attack", profile="Elemental (Earth)", target="Vegeta")
    events = resolve(enc)
    assert of_kind(events, "damage", "Vegeta")[0].data["dr"] == 3


@pytest.mark.rule(BASIC)
def test_plantlife_staggers_and_grows_a_splintering_feature_next_to_the_target() -> None:
    enc = mage_duel()
    pick(enc, "attack", profile="Elemental (Plantlife)", target="Vegeta")
    events = resolve(enc)
    assert any("Staggering" in e.text for e in of_kind(events, "clash"))
    advance_to(enc, "Goku", "plantlife")
    assert has_option(enc, "no_plant")
    pick(enc, "plant", squares=[[8, 3]])
    grown = [ft for ft in enc.state.features if ft.id.startswith("plant-")]
    assert [(ft.pos, ft.hardness, ft.qualities) for ft in grown] == [((8, 3), 1, ["splintering"])]


@pytest.mark.rule(BASIC)
def test_metal_makes_features_in_an_area_metallic_and_sharp() -> None:
    from tenkaichi.dbu.combat.core.state import AttackFrame
    from tenkaichi.dbu.combat.families.profile_effects.aftermath import _finished

    enc = mage_duel()
    enc.state.features.append(Feature(id="rock", pos=(5, 5), hardness=1))
    frame = AttackFrame(
        attacker="Goku",
        source="signature",
        profile="Elemental (Metal)",
        foundation="magic",
        targets=["Vegeta"],
        area=[(5, 5)],
    )
    _finished(enc, frame, enc.fighter("Goku"))
    rock = enc.state.features[-1]
    assert (rock.hardness, rock.qualities) == (3, ["metallic", "sharp"])


# --- whole fights ---------------------------------------------------------------------------------


def _profile_setup(seed: int) -> object:
    sheets = [
        make_sheet("Goku", magic=6, power_level=5 + seed % 3),
        make_sheet("Vegeta", force=6, agility=6),
        make_sheet("Nappa", magic=4),
        make_sheet("Krillin"),
    ]
    fs = [
        fighter("Goku", "A", (2, 3)),
        fighter("Krillin", "A", (2, 5)),
        fighter("Vegeta", "B", (8, 3)),
        fighter("Nappa", "B", (9, 5)),
    ]
    return setup(sheets, fs, width=12, height=8)


@pytest.mark.rule(BASIC)
def test_random_fights_use_the_profiles_and_replay() -> None:
    used: set[str] = set()
    for seed in range(6):
        enc = Encounter.start(_profile_setup(seed), seed)  # type: ignore[arg-type]
        bots = {side: RandomBot(seed * 11 + i) for i, side in enumerate("AB")}
        steps = 0
        while not enc.over and steps < 3000:
            decision = enc.decision
            assert decision is not None
            assert decision.options
            if steps == 40:
                snapshot = json.loads(json.dumps(enc.to_json()))
                assert Encounter.from_json(snapshot).to_json() == snapshot
            enc.choose(decide(bots[enc.fighter(decision.actor).side], enc))
            steps += 1
        used |= {e.data["profile"] for e in enc.events if e.kind == "attack_declared"}
        again = replay(json.loads(json.dumps(enc.record())))
        assert [e.to_json() for e in again.events] == [e.to_json() for e in enc.events]
    new = {"Launching", "Mega Flare", "Blitz", "Soaring", "Sweeping", "Clearing", "Wave"}
    assert len(used & new) >= 3, used
    assert any(name.startswith("Elemental") for name in used), used


def test_basic_attack_options_are_legal_for_every_profile() -> None:
    enc = trio()
    f = enc.fighter("Goku")
    for o in basic_attack_options(enc, f, kind="attack"):
        assert o.args["profile"] in attack_profiles()
        assert o.args["target"] in ("Vegeta", "Nappa")
