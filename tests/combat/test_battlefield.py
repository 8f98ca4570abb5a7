"""The battlefield (Features, Hardness, Collision, Cover), forced movement with Sudden Stop,
and Thrust, Feature Thrust, Terrain Lift and Throw (seed 001; reference section 10)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EncounterSetup, FeatureSetup, ItemSetup
from tenkaichi.dbu.combat.core.state import Feature
from tenkaichi.dbu.combat.families import forced
from tenkaichi.dbu.combat.families.terrain import battlefield
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.movement import destinations
from tenkaichi.dbu.sheet import CharacterSheet

from .helpers import (
    expect,
    fighter,
    has_option,
    make_sheet,
    of_kind,
    options,
    pick,
    random_fights,
    refresh,
    resolve,
)

GOKU_FIRST = [7, 3]


def field(
    *,
    goku: CharacterSheet | None = None,
    vegeta: CharacterSheet | None = None,
    a_pos: tuple[int, int] = (3, 3),
    b_pos: tuple[int, int] = (4, 3),
    features: list[dict[str, Any]] | None = None,
    items: list[dict[str, Any]] | None = None,
    width: int = 12,
    height: int = 8,
    **settings: Any,
) -> EncounterSetup:
    """Goku (side A) and Vegeta (side B) on a battlefield with Features and Items."""
    a = goku or make_sheet("Goku")
    b = vegeta or make_sheet("Vegeta")
    return EncounterSetup(
        width=width,
        height=height,
        sheets={a.name: a, b.name: b},
        fighters=(fighter(a.name, "A", a_pos), fighter(b.name, "B", b_pos)),
        features=tuple(FeatureSetup(**f) for f in features or []),
        items=tuple(ItemSetup(**i) for i in items or []),
        settings=settings,
    )


def start_push(enc: Encounter, who: str, by: str | None, **kw: Any) -> None:
    """Push ``who`` from outside any maneuver (as a maneuver module would) and run on."""
    enc.state.pending = None
    mover = enc.fighter(who)
    forced.push(enc, mover, enc.fighter(by) if by else None, **kw)
    enc._advance()


def thrust_win(enc: Encounter) -> None:
    """Goku Thrusts Vegeta; the routine questions are answered (Vegeta Dodges)."""
    pick(enc, "thrust", target="Vegeta")
    resolve(enc)
    pick(enc, "clash_roll", roll="dodge")


# --- forced movement and Collision -------------------------------------------------------


@pytest.mark.rule("dbu.counter.sudden-stop")
def test_forced_movement_stops_at_a_feature_and_costs_its_hardness_value() -> None:
    enc = Encounter.start(field(features=[{"id": "rock", "pos": (7, 3)}]), dice=GOKU_FIRST)
    start_push(enc, "Vegeta", "Goku", direction=(1, 0), squares=5, why="test")
    expect(enc, "Vegeta", "sudden_stop")
    events = pick(enc, "pass")
    vegeta = enc.fighter("Vegeta")
    assert vegeta.pos == (6, 3)  # two squares, then the rock
    (hit,) = of_kind(events, "collision")
    assert "Hardness Value 4 (2 x Rank 2 x bT 1) = 4" in hit.text
    assert vegeta.life == 72 - 4
    assert not of_kind(events, "provoked")  # forced movement provokes no Exploit


@pytest.mark.rule("dbu.counter.sudden-stop")
def test_sudden_stop_shortens_the_push_and_then_allows_an_out_of_sequence_move() -> None:
    enc = Encounter.start(field(), dice=GOKU_FIRST)
    vegeta = enc.fighter("Vegeta")
    counters, actions = vegeta.counters, vegeta.actions
    start_push(enc, "Vegeta", "Goku", direction=(1, 0), squares=5, why="test")
    # Might 4: up to 2 squares fewer
    assert sorted(o.args["reduce"] for o in options(enc, "sudden_stop")) == [0, 1, 2]
    pick(enc, "sudden_stop", reduce=2)
    assert vegeta.pos == (7, 3)
    assert (vegeta.counters + vegeta.actions) == counters + actions - 1
    expect(enc, "Vegeta", "sudden_move")
    pick(enc, "sudden_move", mode="normal")
    events = pick(enc, "sudden_dest", x=8, y=4)
    assert vegeta.pos == (8, 4)
    assert any(e.data.get("oos") for e in of_kind(events, "maneuver", "Vegeta"))
    expect(enc, "Goku", "turn")


@pytest.mark.rule("dbu.counter.sudden-stop")
def test_sudden_stop_halves_collision_and_may_ignore_feature_qualities() -> None:
    spiky = {"id": "spikes", "pos": (6, 3), "qualities": ["Dangerous"]}
    for ignore, expected in ((False, 4), (True, 2)):
        enc = Encounter.start(field(features=[spiky]), dice=GOKU_FIRST)
        start_push(enc, "Vegeta", "Goku", direction=(1, 0), squares=3, why="test")
        pick(enc, "sudden_stop", reduce=0, ignore=ignore)
        assert enc.fighter("Vegeta").life == 72 - expected
    enc = Encounter.start(field(features=[spiky]), dice=GOKU_FIRST)
    start_push(enc, "Vegeta", "Goku", direction=(1, 0), squares=3, why="test")
    pick(enc, "pass")
    assert enc.fighter("Vegeta").life == 72 - 8  # Dangerous doubles
    expect(enc, "Goku", "turn")  # a collision forbids the Out-of-Sequence move


@pytest.mark.rule("dbu.counter.sudden-stop")
def test_rubbery_and_fragile_features_halve_collision() -> None:
    for quality in ("Rubbery", "Fragile"):
        soft = {"id": "mat", "pos": (5, 3), "qualities": [quality]}
        enc = Encounter.start(field(features=[soft]), dice=GOKU_FIRST)
        start_push(enc, "Vegeta", "Goku", direction=(1, 0), squares=2, why="test")
        pick(enc, "pass")
        assert enc.fighter("Vegeta").life == 72 - 2


@pytest.mark.rule("dbu.counter.sudden-stop")
def test_grid_edge_stops_without_damage_or_hits_like_a_wall_by_setting() -> None:
    enc = Encounter.start(field(b_pos=(10, 3)), dice=GOKU_FIRST)
    start_push(enc, "Vegeta", "Goku", direction=(1, 0), squares=4, why="test")
    events = pick(enc, "pass")
    assert enc.fighter("Vegeta").pos == (11, 3)
    assert not of_kind(events, "collision")
    enc = Encounter.start(
        field(b_pos=(10, 3), edge_collision="wall", edge_collision_rank=3), dice=GOKU_FIRST
    )
    start_push(enc, "Vegeta", "Goku", direction=(1, 0), squares=4, why="test")
    pick(enc, "pass")
    assert enc.fighter("Vegeta").life == 72 - 6


@pytest.mark.rule("dbu.counter.sudden-stop")
def test_collision_with_a_character_uses_the_character_rank_setting() -> None:
    enc = Encounter.start(field(a_pos=(6, 3), character_collision_rank=1), dice=GOKU_FIRST)
    start_push(enc, "Vegeta", "Goku", direction=(1, 0), squares=3, why="test")
    pick(enc, "pass")
    vegeta = enc.fighter("Vegeta")
    assert (vegeta.pos, vegeta.life) == ((5, 3), 72 - 2)
    assert enc.fighter("Goku").life == 72


@pytest.mark.rule("dbu.counter.sudden-stop")
def test_no_sudden_stop_without_another_character_or_a_counter_action() -> None:
    enc = Encounter.start(field(), dice=GOKU_FIRST)
    start_push(enc, "Vegeta", None, direction=(1, 0), squares=2, why="a gust")
    assert enc.fighter("Vegeta").pos == (6, 3)
    expect(enc, "Goku", "turn")
    enc = Encounter.start(field(), dice=GOKU_FIRST)
    vegeta = enc.fighter("Vegeta")
    vegeta.actions = vegeta.counters = 0
    start_push(enc, "Vegeta", "Goku", direction=(1, 0), squares=2, why="test")
    assert vegeta.pos == (6, 3)
    expect(enc, "Goku", "turn")


def test_away_from_gives_the_nearest_of_eight_directions() -> None:
    enc = Encounter.start(field(), dice=GOKU_FIRST)
    goku, vegeta = enc.fighter("Goku"), enc.fighter("Vegeta")
    assert forced.away_from(goku, vegeta, enc) == (1, 0)
    assert forced.away_from((4, 6), vegeta) == (0, -1)
    assert forced.away_from((5, 6), vegeta) == (0, -1)  # mostly upward
    assert forced.away_from((0, 0), vegeta) == (1, 1)
    assert forced.unit_direction(5, 1) == (1, 0)


# --- Features block movement; Cover --------------------------------------------------------


def test_features_and_carried_features_and_movement() -> None:
    enc = Encounter.start(
        field(b_pos=(10, 6), features=[{"id": "wall", "pos": (4, 2), "size": 2}]),
        dice=GOKU_FIRST,
    )
    goku = enc.fighter("Goku")
    paths = destinations(enc, goku, "normal")
    assert not {(4, 2), (5, 2), (4, 3), (5, 3)} & set(paths)
    enc.state.features[0].carried_by = "Goku"  # off the grid while carried
    assert (4, 3) in destinations(enc, goku, "normal")


@pytest.mark.rule("dbu.std.terrain-lift")
def test_cover_gives_dodge_and_takes_twice_the_hardness_value_off_damage() -> None:
    sheet = make_sheet("Vegeta", force=1, magic=1)
    rock = {"id": "rock", "pos": (4, 3), "hardness": 1}
    enc = Encounter.start(
        field(vegeta=sheet, b_pos=(8, 3), features=[rock]),
        dice=[3, 7, 9, 2, 9],  # Vegeta first; Strike 9 vs Dodge 2; Wound 9
    )
    events = pick(enc, "attack", profile="Simple", foundation="energy", target="Goku")
    events += resolve(enc)
    dodge = next(e for e in of_kind(events, "clash", "Goku") if "Dodge" in e.text)
    assert "Cover (rock) 2" in dodge.text
    damage = next(e for e in of_kind(events, "damage") if "Wound" in e.text)
    assert "Cover rock: 2 x Hardness Value 2" in damage.text
    # from the other side the rock is not between them
    enc = Encounter.start(
        field(vegeta=sheet, a_pos=(5, 3), b_pos=(8, 3), features=[rock]),
        dice=[3, 7, 9, 2, 9],
    )
    events = pick(enc, "attack", profile="Simple", foundation="energy", target="Goku")
    events += resolve(enc)
    assert not any("Cover" in e.text for e in events)


# --- Thrust ----------------------------------------------------------------------------------


@pytest.mark.rule("dbu.std.thrust")
def test_thrust_push_back_moves_half_might_and_doubles_collision() -> None:
    enc = Encounter.start(field(features=[{"id": "rock", "pos": (6, 3)}]), dice=[*GOKU_FIRST, 9, 2])
    thrust_win(enc)
    expect(enc, "Goku", "thrust_effect")
    pick(enc, "thrust_effect", effect="push_back")
    events = pick(enc, "pass")  # no Sudden Stop
    vegeta = enc.fighter("Vegeta")
    assert vegeta.pos == (5, 3)
    (hit,) = of_kind(events, "collision")
    assert "x 2" in hit.text
    assert vegeta.life == 72 - 8
    goku = enc.fighter("Goku")
    assert goku.actions == 2
    assert not has_option(enc, "thrust")  # [1/Round]


@pytest.mark.rule("dbu.std.thrust")
def test_thrust_knock_prone_on_a_won_second_clash() -> None:
    enc = Encounter.start(field(), dice=[*GOKU_FIRST, 9, 2, 9, 2])
    thrust_win(enc)
    events = pick(enc, "thrust_effect", effect="prone")
    assert "Impulsive" in of_kind(events, "clash")[0].text
    assert stats.has(enc.fighter("Vegeta"), "prone")


@pytest.mark.rule("dbu.std.thrust")
def test_thrust_knock_prone_lost_gives_guard_down_until_end_of_turn() -> None:
    enc = Encounter.start(field(), dice=[*GOKU_FIRST, 9, 2, 2, 9])
    thrust_win(enc)
    pick(enc, "thrust_effect", effect="prone")
    vegeta = enc.fighter("Vegeta")
    assert not stats.has(vegeta, "prone")
    assert stats.has(vegeta, "guard_down")
    pick(enc, "end_turn")
    assert not stats.has(vegeta, "guard_down")


@pytest.mark.rule("dbu.std.thrust")
def test_thrust_lost_clash_does_nothing_and_needs_melee_range() -> None:
    enc = Encounter.start(field(), dice=[*GOKU_FIRST, 2, 9])
    thrust_win(enc)
    expect(enc, "Goku", "turn")
    assert enc.fighter("Vegeta").pos == (4, 3)
    enc = Encounter.start(field(b_pos=(7, 3)), dice=GOKU_FIRST)
    assert not has_option(enc, "thrust")


# --- Feature Thrust --------------------------------------------------------------------------


@pytest.mark.rule("dbu.std.feature-thrust")
def test_feature_thrust_hits_a_character_who_takes_the_collision() -> None:
    crate = {"id": "crate", "pos": (4, 3), "hardness": 2}
    enc = Encounter.start(field(b_pos=(6, 3), features=[crate]), dice=GOKU_FIRST)
    assert sorted(o.args["squares"] for o in options(enc, "feature_thrust")) == [1, 2]
    pick(enc, "feature_thrust", feature="crate", squares=2)
    resolve(enc)
    expect(enc, "Vegeta", "feature_block")
    pick(enc, "feature_take")
    assert enc.state.features[0].pos == (5, 3)  # stopped next to Vegeta
    assert enc.fighter("Vegeta").life == 72 - 4


@pytest.mark.rule("dbu.std.feature-thrust")
def test_feature_thrust_blocked_by_a_won_might_clash() -> None:
    crate = {"id": "crate", "pos": (4, 3), "hardness": 2}
    enc = Encounter.start(field(b_pos=(6, 3), features=[crate]), dice=[*GOKU_FIRST, 9, 2])
    vegeta = enc.fighter("Vegeta")
    before = vegeta.actions + vegeta.counters
    pick(enc, "feature_thrust", feature="crate", squares=2)
    resolve(enc)
    events = pick(enc, "feature_block")
    assert "Might" in of_kind(events, "clash")[0].text
    assert vegeta.life == 72
    assert vegeta.actions + vegeta.counters == before - 1


@pytest.mark.rule("dbu.std.feature-thrust")
def test_feature_thrust_needs_a_feature_no_larger_than_you() -> None:
    big = {"id": "boulder", "pos": (4, 2), "size": 2}
    enc = Encounter.start(field(b_pos=(9, 6), features=[big]), dice=GOKU_FIRST)
    assert not has_option(enc, "feature_thrust")


# --- Terrain Lift ------------------------------------------------------------------------------


STRONG = {"force": 8}


@pytest.mark.rule("dbu.std.terrain-lift")
def test_terrain_lift_needs_force_above_three_hardness_values() -> None:
    enc = Encounter.start(field(goku=make_sheet("Goku", **STRONG)), dice=GOKU_FIRST)
    assert not has_option(enc, "terrain_lift")  # stone ground: 3 x 4 = 12 >= Force 8
    enc = Encounter.start(
        field(goku=make_sheet("Goku", **STRONG), ground_hardness=1), dice=GOKU_FIRST
    )
    assert has_option(enc, "terrain_lift", x=3, y=2)
    assert not has_option(enc, "terrain_lift", x=4, y=3)  # Vegeta stands there


@pytest.mark.rule("dbu.std.terrain-lift")
def test_terrain_lift_a_square_provokes_exploit_and_is_carried() -> None:
    enc = Encounter.start(
        field(goku=make_sheet("Goku", **STRONG), ground_hardness=1), dice=GOKU_FIRST
    )
    pick(enc, "terrain_lift", x=3, y=2)
    resolve(enc)
    expect(enc, "Vegeta", "exploit")  # adjacent Opponents may Exploit
    pick(enc, "pass")
    goku = enc.fighter("Goku")
    (ground,) = enc.state.features
    assert (goku.carrying, ground.carried_by, ground.hardness) == (ground.id, "Goku", 1)
    assert not has_option(enc, "terrain_lift")
    # Placing: an Instant into an unoccupied square in Melee Range
    actions = goku.actions
    pick(enc, "place_feature", x=2, y=3)
    assert (ground.pos, ground.carried_by, goku.carrying) == ((2, 3), "", "")
    assert goku.actions == actions


@pytest.mark.rule("dbu.std.terrain-lift")
def test_terrain_lift_a_feature_smaller_than_four_times_your_squares() -> None:
    log = {"id": "log", "pos": (3, 4), "hardness": 1}
    hill = {"id": "hill", "pos": (1, 1), "size": 2, "hardness": 1}
    enc = Encounter.start(
        field(goku=make_sheet("Goku", **STRONG), b_pos=(9, 6), features=[log, hill]),
        dice=GOKU_FIRST,
    )
    assert has_option(enc, "terrain_lift", feature="log")
    assert not has_option(enc, "terrain_lift", feature="hill")  # 4 squares = 4 x 1
    pick(enc, "terrain_lift", feature="log")
    resolve(enc)
    assert enc.fighter("Goku").carrying == "log"
    assert (3, 4) in destinations(enc, enc.fighter("Goku"), "normal")


@pytest.mark.rule("dbu.std.terrain-lift")
def test_shielding_a_carried_feature_is_cover_from_any_side() -> None:
    sheet = make_sheet("Vegeta", force=1, magic=1)
    log = {"id": "log", "pos": (9, 6), "hardness": 1}
    enc = Encounter.start(field(vegeta=sheet, b_pos=(1, 3), features=[log]), dice=[3, 7, 9, 2, 9])
    enc.state.features[0].carried_by = "Goku"
    enc.fighter("Goku").carrying = "log"
    refresh(enc)
    events = pick(enc, "attack", profile="Simple", foundation="energy", target="Goku")
    events += resolve(enc)
    # Shielding works once the attack hits (setting ``shielding``: "after_hit"): the log takes
    # 2 x its Hardness Value off the Damage though Vegeta attacks from the other side.
    assert any("Cover log: 2 x Hardness Value 2" in e.text for e in of_kind(events, "damage"))


# --- Throw -------------------------------------------------------------------------------------


SWORD = {"id": "sword", "name": "Sword", "kind": "weapon", "holder": "Goku", "wielded": True}


@pytest.mark.rule("dbu.std.throw")
def test_throw_a_weapon_at_range_adds_collision_and_lands_next_to_the_target() -> None:
    enc = Encounter.start(field(b_pos=(6, 3), items=[SWORD]), dice=[*GOKU_FIRST, 9, 2, 5])
    assert has_option(enc, "throw", thing="sword", target="Vegeta")
    pick(enc, "throw", thing="sword", target="Vegeta")
    wagers = [o.args["kp"] for o in options(enc, "wager")] if enc.decision else []
    if enc.decision is not None and enc.decision.kind == "modifier":
        pick(enc, "no_modifier")
        wagers = [o.args["kp"] for o in options(enc, "wager")]
    assert max(wagers) == 10  # min(¼ of 50 KP = 13, the usual ½ Max Capacity 10)
    events = resolve(enc)
    (hit,) = of_kind(events, "collision")
    assert "Rank 2" in hit.text
    expect(enc, "Goku", "land")
    pick(enc, "land", x=5, y=3)
    sword = enc.state.items[0]
    assert (sword.pos, sword.holder, enc.fighter("Goku").wielding) == ((5, 3), "", "")
    assert not has_option(enc, "throw")


@pytest.mark.rule("dbu.std.throw")
def test_throw_wager_cap_quarter_setting() -> None:
    enc = Encounter.start(
        field(b_pos=(6, 3), items=[SWORD], throw_wager_cap="quarter"), dice=GOKU_FIRST
    )
    pick(enc, "throw", thing="sword", target="Vegeta")
    if enc.decision is not None and enc.decision.kind == "modifier":
        pick(enc, "no_modifier")
    assert max(o.args["kp"] for o in options(enc, "wager")) == 13


@pytest.mark.rule("dbu.std.throw")
def test_throw_that_misses_lands_at_the_end_of_the_line() -> None:
    item = {"id": "rock", "name": "Rock", "kind": "item", "holder": "Goku"}
    enc = Encounter.start(field(b_pos=(5, 3), items=[item]), dice=[*GOKU_FIRST, 2, 9])
    pick(enc, "throw", thing="rock", target="Vegeta")
    events = resolve(enc)
    assert not of_kind(events, "collision")
    rock = enc.state.items[0]
    assert rock.pos == (7, 3)  # Might 4 squares from Goku
    assert "rock" not in enc.fighter("Goku").items


@pytest.mark.rule("dbu.std.throw")
def test_throw_needs_a_clear_line_and_something_to_throw() -> None:
    wall = {"id": "wall", "pos": (5, 3)}
    enc = Encounter.start(field(b_pos=(6, 3), items=[SWORD], features=[wall]), dice=GOKU_FIRST)
    assert not has_option(enc, "throw")
    enc = Encounter.start(field(b_pos=(6, 3)), dice=GOKU_FIRST)
    assert not has_option(enc, "throw")


@pytest.mark.rule("dbu.std.throw")
def test_throw_a_carried_feature_uses_its_hardness_rank() -> None:
    boulder = {"id": "boulder", "pos": (9, 7), "hardness": 3}
    enc = Encounter.start(field(b_pos=(6, 3), features=[boulder]), dice=[*GOKU_FIRST, 9, 2, 5])
    enc.state.features[0].carried_by = "Goku"
    enc.fighter("Goku").carrying = "boulder"
    refresh(enc)
    pick(enc, "throw", thing="boulder", target="Vegeta")
    events = resolve(enc)
    (hit,) = of_kind(events, "collision")
    assert "Hardness Value 6 (2 x Rank 3 x bT 1) = 6" in hit.text
    pick(enc, "land", x=5, y=3)
    assert enc.state.features[0].pos == (5, 3)
    assert enc.fighter("Goku").carrying == ""


# --- whole fights ------------------------------------------------------------------------------


def test_random_fights_use_the_battlefield_maneuvers_and_replay() -> None:
    strong = make_sheet("Goku", force=8)
    other = make_sheet("Vegeta", force=8)
    st = field(
        goku=strong,
        vegeta=other,
        a_pos=(2, 2),
        b_pos=(4, 3),
        width=8,
        height=6,
        features=[
            {"id": "rock", "pos": (3, 2)},
            {"id": "log", "pos": (5, 4), "hardness": 1},
            {"id": "mat", "pos": (1, 4), "qualities": ["Rubbery"]},
        ],
        items=[
            SWORD,
            {"id": "stone", "name": "Stone", "kind": "item", "holder": "Vegeta"},
        ],
        ground_hardness=1,
    )

    def lean(enc: Encounter, i: int, keen: random.Random) -> int:
        # Thrusts are rare among many options: take a Thrust or a Sudden Stop a third of the
        # times one is offered
        assert enc.decision is not None
        keen_on = ("thrust", "sudden_stop")
        mine = [k for k, o in enumerate(enc.decision.options) if o.kind in keen_on]
        return keen.choice(mine) if mine and keen.random() < 0.33 else i

    used = random_fights(st, range(8), snapshot_at=60, lean=lean)
    assert {"thrust", "feature_thrust", "terrain_lift", "throw", "sudden_stop"} <= used


@pytest.mark.rule("dbu.std.terrain-lift")
def test_torn_up_ground_gets_a_fresh_id_after_a_piece_is_gone() -> None:
    enc = Encounter.start(field(), dice=GOKU_FIRST)
    enc.state.features += [
        Feature("ground 1", (0, 0), 1, 1, []),
        Feature("ground 3", (0, 2), 1, 1, []),
    ]
    assert battlefield.ground_id(enc) == "ground 4"  # ground 2 shattered; 3 is still here
