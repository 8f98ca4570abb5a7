"""Items and vehicles (seed 001): Disarm, Toss, the No Effort item options and Ride."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter, replay
from tenkaichi.dbu.combat.core.setup import EncounterSetup, ItemSetup, VehicleSetup
from tenkaichi.dbu.combat.families.items.items import item, skill_bonus
from tenkaichi.dbu.combat.families.vehicles import vehicle
from tenkaichi.dbu.play.bots import RandomBot, decide

from .helpers import (
    end_turn,
    expect,
    fighter,
    has_option,
    make_sheet,
    of_kind,
    options,
    pick,
    resolve,
)

GOKU = make_sheet("Goku")
VEGETA = make_sheet("Vegeta")
KRILLIN = make_sheet("Krillin", insight=4, skills={"perception": 1})
FIRST = [7, 5, 3]
"""Initiative: Goku 9, Krillin 7, Vegeta 5."""


def arena(
    *,
    goku: tuple[int, int] = (3, 3),
    vegeta: tuple[int, int] = (4, 3),
    krillin: tuple[int, int] | None = None,
    items: tuple[ItemSetup, ...] = (),
    vehicles: tuple[VehicleSetup, ...] = (),
    **settings: Any,
) -> EncounterSetup:
    fighters = [fighter("Goku", "A", goku)]
    if krillin is not None:
        fighters.append(fighter("Krillin", "A", krillin))
    fighters.append(fighter("Vegeta", "B", vegeta))
    return EncounterSetup(
        width=12,
        height=8,
        sheets={s.name: s for s in (GOKU, VEGETA, KRILLIN)},
        fighters=tuple(fighters),
        settings=settings,
        items=items,
        vehicles=vehicles,
    )


def dice(*rolls: int) -> list[int]:
    return [7, 3, *rolls] + [5] * 40


def dice3(*rolls: int) -> list[int]:
    return [*FIRST, *rolls] + [5] * 40


SWORD = ItemSetup(id="sword", name="Sword", kind="weapon", holder="Vegeta", wielded=True)
STAFF = ItemSetup(id="staff", name="Power Pole", kind="weapon", holder="Goku", wielded=True)
KNIFE = ItemSetup(id="knife", name="Knife", kind="weapon", holder="Goku")
SENZU = ItemSetup(id="senzu", name="Senzu Bean", holder="Goku")


# --- Disarm -----------------------------------------------------------------------------


@pytest.mark.rule("dbu.std.disarm")
def test_disarm_won_knocks_the_weapon_to_a_square_of_the_attackers_choice() -> None:
    enc = Encounter.start(arena(items=(SWORD,)), dice=dice(8, 3))
    pick(enc, "disarm", target="Vegeta")
    resolve(enc)  # the Instant window
    expect(enc, "Vegeta", "clash_roll")
    pick(enc, "clash_roll", roll="dodge")
    expect(enc, "Goku", "item_square")
    squares = [(o.args["x"], o.args["y"]) for o in options(enc, "place")]
    assert (5, 3) in squares
    assert (4, 3) not in squares
    assert (6, 3) not in squares
    events = pick(enc, "place", x=5, y=4)
    sword, vegeta, goku = item(enc, "sword"), enc.fighter("Vegeta"), enc.fighter("Goku")
    assert (vegeta.wielding, sword.holder, sword.pos) == ("", "", (5, 4))
    assert goku.actions == 2
    assert "lands at square F5" in of_kind(events, "item")[0].text
    assert not has_option(enc, "disarm")  # [1/Round], and no weapon left to take


@pytest.mark.rule("dbu.std.disarm")
def test_disarm_lost_provokes_the_targets_exploit() -> None:
    enc = Encounter.start(arena(items=(SWORD,)), dice=dice(3, 8))
    pick(enc, "disarm", target="Vegeta")
    resolve(enc)
    events = pick(enc, "clash_roll", roll="strike")
    assert of_kind(events, "clash")[0].data["winner"] == "Vegeta"
    assert "provokes Exploit from Vegeta" in of_kind(events, "provoked")[0].text
    expect(enc, "Vegeta", "exploit")
    assert has_option(enc, "exploit", target="Goku")
    assert enc.fighter("Vegeta").wielding == "sword"


@pytest.mark.rule("dbu.std.disarm")
def test_disarm_needs_a_wielded_weapon_in_melee_range() -> None:
    sheathed = ItemSetup(id="sword", name="Sword", kind="weapon", holder="Vegeta")
    enc = Encounter.start(arena(items=(sheathed,)), dice=dice())
    assert not has_option(enc, "disarm")
    enc = Encounter.start(arena(vegeta=(6, 3), items=(SWORD,)), dice=dice())
    assert not has_option(enc, "disarm")


# --- Toss -------------------------------------------------------------------------------


@pytest.mark.rule("dbu.std.toss")
def test_toss_caught_with_an_apprentice_perception_check() -> None:
    enc = Encounter.start(arena(krillin=(3, 5), vegeta=(10, 6), items=(SENZU,)), dice=dice3(5))
    # ½ of 4 + 2x1, + 1(T) for a Proficient Roll (a skill with a rank, seed 000)
    assert skill_bonus(enc, enc.fighter("Krillin"), "perception")[0] == 5
    events = pick(enc, "toss", item="senzu", to="Krillin")
    events += resolve(enc)
    check = of_kind(events, "skill_check")[0]
    assert (check.data["score"], check.data["tn"], check.data["success"]) == (10, 6, True)
    krillin, goku = enc.fighter("Krillin"), enc.fighter("Goku")
    assert krillin.items == ["senzu"]
    assert goku.items == []
    assert item(enc, "senzu").holder == "Krillin"
    assert not has_option(enc, "toss")  # [1/Round]


@pytest.mark.rule("dbu.std.toss")
def test_a_missed_toss_is_lost() -> None:
    enc = Encounter.start(arena(krillin=(3, 5), vegeta=(10, 6), items=(SENZU,)), dice=dice3(1))
    events = pick(enc, "toss", item="senzu", to="Krillin")
    events += resolve(enc)
    # d10 1 is a Botch (seed 000): 1 + 5 - 5 = 1
    assert of_kind(events, "skill_check")[0].data["score"] == 1
    senzu = item(enc, "senzu")
    assert (senzu.lost, senzu.holder, senzu.pos) == (True, "", None)
    assert enc.fighter("Krillin").items == []
    assert enc.fighter("Goku").items == []


@pytest.mark.rule("dbu.std.toss")
def test_a_lost_item_is_found_again_with_a_perception_check() -> None:
    # Seed 001 Toss: the missed item "becomes lost, requiring a Perception Skill Check to find
    # again (with the Difficulty Category decided by the ARC depending on the terrain)".
    # Goku (Perception: ½ Insight 2 = 1, no rank) looks for it: 4 + 1 = 5 < TN 6 (Apprentice),
    # it stays lost; his next Action, 7 + 1 = 8: he finds it and carries it.
    setup = arena(krillin=(3, 5), vegeta=(10, 6), items=(SENZU,))
    enc = Encounter.start(setup, dice=dice3(1, 4, 7))
    pick(enc, "toss", item="senzu", to="Krillin")
    resolve(enc)
    goku = enc.fighter("Goku")
    assert goku.actions == 2
    events = pick(enc, "find_item", item="senzu")
    check = of_kind(events, "skill_check")[0]
    assert (check.who, check.data["score"], check.data["tn"], check.data["success"]) == (
        "Goku",
        5,
        6,
        False,
    )
    assert check.data["skill"] == "perception"
    assert item(enc, "senzu").lost
    assert goku.actions == 1
    events = pick(enc, "find_item", item="senzu")
    assert of_kind(events, "skill_check")[0].data["success"]
    senzu = item(enc, "senzu")
    assert (senzu.lost, senzu.holder) == (False, "Goku")
    assert goku.items == ["senzu"]
    assert goku.actions == 0
    assert not has_option(enc, "find_item")


@pytest.mark.rule("dbu.std.toss")
def test_the_arc_sets_the_difficulty_of_finding_a_lost_item() -> None:
    # A harder terrain: Qualified (TN 10); 8 + 1 = 9 fails.
    setup = arena(krillin=(3, 5), vegeta=(10, 6), items=(SENZU,), lost_item_difficulty="qualified")
    enc = Encounter.start(setup, dice=dice3(1, 8))
    pick(enc, "toss", item="senzu", to="Krillin")
    resolve(enc)
    events = pick(enc, "find_item", item="senzu")
    check = of_kind(events, "skill_check")[0]
    assert (check.data["score"], check.data["tn"], check.data["success"]) == (9, 10, False)


@pytest.mark.rule("dbu.std.toss")
def test_toss_reaches_within_boosted_speed_or_anywhere_by_setting() -> None:
    # Boosted Speed of Agility 4 = 6 squares: Krillin 8 squares away is out of reach.
    setup = arena(krillin=(11, 3), vegeta=(9, 7), items=(SENZU,))
    enc = Encounter.start(setup, dice=dice3())
    assert not has_option(enc, "toss", to="Krillin")
    assert has_option(enc, "toss", to="Vegeta")  # six squares: within reach
    far = arena(krillin=(11, 3), vegeta=(9, 7), items=(SENZU,), toss_range="any")
    assert has_option(Encounter.start(far, dice=dice3()), "toss", to="Krillin")


# --- No Effort --------------------------------------------------------------------------


@pytest.mark.rule("dbu.instant.no-effort")
def test_no_effort_sheathe_then_draw_next_round() -> None:
    enc = Encounter.start(arena(vegeta=(10, 6), items=(STAFF,)), dice=dice())
    goku = enc.fighter("Goku")
    events = pick(enc, "no_effort", effort="sheathe")
    assert (goku.wielding, goku.items, goku.actions) == ("", ["staff"], 3)
    assert goku.last_instant
    assert "sheathes Power Pole" in of_kind(events, "item")[0].text
    assert not has_option(enc, "no_effort")  # [1/Round]
    end_turn(enc)
    end_turn(enc)
    pick(enc, "no_effort", effort="draw", item="staff")
    assert (goku.wielding, goku.items) == ("staff", [])


@pytest.mark.rule("dbu.instant.no-effort")
def test_no_effort_replaces_the_wielded_weapon() -> None:
    enc = Encounter.start(arena(vegeta=(10, 6), items=(STAFF, KNIFE)), dice=dice())
    goku = enc.fighter("Goku")
    assert not has_option(enc, "no_effort", effort="draw")  # a hand is already full
    pick(enc, "no_effort", effort="replace", item="knife")
    assert (goku.wielding, goku.items) == ("knife", ["staff"])


@pytest.mark.rule("dbu.instant.no-effort")
def test_no_effort_drop_then_pick_up_within_reach() -> None:
    enc = Encounter.start(arena(vegeta=(10, 6), items=(SENZU,)), dice=dice())
    goku = enc.fighter("Goku")
    pick(enc, "no_effort", effort="drop", item="senzu")
    expect(enc, "Goku", "item_square")
    assert has_option(enc, "place", x=3, y=3)
    assert not has_option(enc, "place", x=5, y=3)
    pick(enc, "place", x=4, y=4)
    senzu = item(enc, "senzu")
    assert (senzu.holder, senzu.pos, goku.items) == ("", (4, 4), [])
    end_turn(enc)
    end_turn(enc)
    pick(enc, "no_effort", effort="pickup", item="senzu")
    assert (senzu.holder, senzu.pos, goku.items) == ("Goku", None, ["senzu"])


@pytest.mark.rule("dbu.instant.no-effort")
def test_a_weapon_picked_up_goes_to_an_empty_hand_and_far_items_cannot_be_reached() -> None:
    lying = ItemSetup(id="sword", name="Sword", kind="weapon", pos=(4, 4))
    far = ItemSetup(id="far", name="Capsule", pos=(8, 1))
    enc = Encounter.start(arena(vegeta=(10, 6), items=(lying, far)), dice=dice())
    assert not has_option(enc, "no_effort", effort="pickup", item="far")
    pick(enc, "no_effort", effort="pickup", item="sword")
    assert enc.fighter("Goku").wielding == "sword"


@pytest.mark.rule("dbu.instant.no-effort")
def test_no_effort_swaps_integrated_items() -> None:
    arm = ItemSetup(id="arm", name="Arm Cannon", holder="Goku", integrated=True, active=True)
    shield = ItemSetup(id="shield", name="Barrier Unit", holder="Goku", integrated=True)
    enc = Encounter.start(arena(vegeta=(10, 6), items=(arm, shield)), dice=dice())
    assert not has_option(enc, "toss", item="arm")  # integrated: part of you
    assert not has_option(enc, "no_effort", effort="drop", item="arm")
    pick(enc, "no_effort", effort="integrated", off="arm", on="shield")
    assert (item(enc, "arm").active, item(enc, "shield").active) == (False, True)


@pytest.mark.rule("dbu.instant.no-effort")
def test_no_effort_shares_its_limit_with_cancel_energy_charge() -> None:
    enc = Encounter.start(arena(vegeta=(10, 6), items=(STAFF,)), dice=dice())
    pick(enc, "charge_declare")
    resolve(enc)
    pick(enc, "charge_attack", profile="Simple", foundation="energy")
    assert has_option(enc, "no_effort", effort="sheathe")
    pick(enc, "cancel_charge")
    assert not has_option(enc, "no_effort")


# --- Ride -------------------------------------------------------------------------------

CAR = VehicleSetup(id="car", name="Capsule Car", pos=(4, 3), size=2, seats=2)


@pytest.mark.rule("dbu.std.ride")
def test_ride_enter_as_pilot_and_drive_everyone_along() -> None:
    enc = Encounter.start(arena(krillin=(3, 4), vegeta=(10, 6), vehicles=(CAR,)), dice=dice3())
    goku = enc.fighter("Goku")
    pick(enc, "ride", vehicle="car", act="pilot_in")
    resolve(enc)
    car = vehicle(enc, "car")
    assert (goku.riding, goku.pos, car.pilot, car.riders) == ("car", (4, 3), "Goku", ["Goku"])
    end_turn(enc)
    krillin = enc.fighter("Krillin")
    assert not has_option(enc, "ride", act="pilot_in")  # there is a Pilot already
    pick(enc, "ride", vehicle="car", act="enter")
    resolve(enc)
    assert (krillin.riding, krillin.pos) == ("car", (5, 3))
    assert not has_option(enc, "move")  # a passenger has no Movement of their own
    end_turn(enc)
    end_turn(enc)  # Vegeta
    pick(enc, "move", mode="normal")
    resolve(enc)
    # Normal Speed 4: the car goes from (4, 3) to (4, 0)... the Pilot's seat is the reference.
    assert has_option(enc, "destination", x=4, y=0)
    assert not has_option(enc, "destination", x=4, y=7)
    pick(enc, "destination", x=8, y=3)
    assert (goku.pos, krillin.pos, car.pos) == ((8, 3), (9, 3), (8, 3))


@pytest.mark.rule("dbu.std.ride")
def test_ride_leave_and_stop_piloting() -> None:
    enc = Encounter.start(arena(vegeta=(10, 6), vehicles=(CAR,)), dice=dice())
    goku = enc.fighter("Goku")
    pick(enc, "ride", vehicle="car", act="pilot_in")
    resolve(enc)
    pick(enc, "ride", vehicle="car", act="stop")
    resolve(enc)
    expect(enc, "Goku", "ride_square")
    pick(enc, "ride_square", x=5, y=4)
    car = vehicle(enc, "car")
    assert (car.pilot, goku.pos, goku.riding) == ("", (5, 4), "car")
    assert not has_option(enc, "ride")  # [2/Round]
    end_turn(enc)
    end_turn(enc)
    pick(enc, "ride", vehicle="car", act="leave")
    resolve(enc)
    assert not has_option(enc, "ride_square", x=4, y=4)  # inside the car
    pick(enc, "ride_square", x=6, y=5)
    assert (goku.riding, goku.pos, car.riders) == ("", (6, 5), [])


@pytest.mark.rule("dbu.std.ride")
def test_ride_provokes_exploit_from_opponents_with_you_in_melee_range() -> None:
    enc = Encounter.start(arena(vegeta=(2, 3), vehicles=(CAR,)), dice=dice())
    events = pick(enc, "ride", vehicle="car", act="enter")
    events += resolve(enc)
    assert "Ride provokes Exploit from Vegeta" in of_kind(events, "provoked")[0].text
    expect(enc, "Vegeta", "exploit")
    pick(enc, "pass")
    assert enc.fighter("Goku").riding == "car"


@pytest.mark.rule("dbu.std.ride")
def test_a_willing_ally_hands_over_the_controls_and_swaps_squares() -> None:
    enc = Encounter.start(arena(krillin=(3, 4), vegeta=(10, 6), vehicles=(CAR,)), dice=dice3())
    goku, krillin = enc.fighter("Goku"), enc.fighter("Krillin")
    pick(enc, "ride", vehicle="car", act="enter")
    resolve(enc)
    end_turn(enc)
    pick(enc, "ride", vehicle="car", act="pilot_in")
    resolve(enc)
    assert (goku.pos, krillin.pos) == ((4, 3), (5, 3))
    end_turn(enc)
    end_turn(enc)  # Vegeta
    pick(enc, "ride", vehicle="car", act="take")
    resolve(enc)
    expect(enc, "Krillin", "give_controls")
    pick(enc, "willing")
    car = vehicle(enc, "car")
    assert (car.pilot, goku.pos, krillin.pos) == ("Goku", (5, 3), (4, 3))


@pytest.mark.rule("dbu.std.ride")
def test_wrestling_an_opponent_for_the_controls_by_clash() -> None:
    setup = arena(goku=(3, 3), vegeta=(6, 3), vehicles=(CAR,))
    # Vegeta moves first (initiative 3 vs 7 swapped), gets in as Pilot; Goku joins and fights.
    enc = Encounter.start(setup, dice=[3, 7] + [8, 2] + [5] * 40)
    vegeta, goku = enc.fighter("Vegeta"), enc.fighter("Goku")
    pick(enc, "ride", vehicle="car", act="pilot_in")
    resolve(enc)
    end_turn(enc)
    pick(enc, "ride", vehicle="car", act="enter")
    resolve(enc)
    expect(enc, "Vegeta", "exploit")  # Goku was in Vegeta's Melee Range
    pick(enc, "pass")
    pick(enc, "ride", vehicle="car", act="take")
    resolve(enc)
    expect(enc, "Vegeta", "exploit")
    pick(enc, "pass")
    expect(enc, "Vegeta", "clash_roll")
    assert {o.args["roll"] for o in options(enc, "clash_roll")} == {"physical_strike", "dodge"}
    events = pick(enc, "clash_roll", roll="dodge")
    assert of_kind(events, "clash")[0].data["winner"] == "Goku"
    car = vehicle(enc, "car")
    assert car.pilot == "Goku"
    expect(enc, "Goku", "ride_remove")
    assert not has_option(enc, "throw_out", x=4, y=4)
    pick(enc, "throw_out", x=6, y=3)
    assert (vegeta.riding, vegeta.pos, car.riders) == ("", (6, 3), ["Goku"])
    assert goku.riding == "car"


# --- whole fights -----------------------------------------------------------------------


def _bot_setup() -> EncounterSetup:
    items = (
        ItemSetup(id="sword", name="Sword", kind="weapon", holder="Vegeta", wielded=True),
        ItemSetup(id="staff", name="Power Pole", kind="weapon", holder="Goku", wielded=True),
        ItemSetup(id="knife", name="Knife", kind="weapon", holder="Goku"),
        ItemSetup(id="senzu", name="Senzu Bean", holder="Krillin"),
        ItemSetup(id="arm", name="Arm Cannon", holder="Vegeta", integrated=True, active=True),
        ItemSetup(id="shield", name="Barrier", holder="Vegeta", integrated=True),
        ItemSetup(id="rock", name="Capsule", pos=(3, 5)),
    )
    vehicles = (VehicleSetup(id="car", name="Capsule Car", pos=(6, 5), size=2, seats=3),)
    return arena(goku=(4, 3), krillin=(4, 4), vegeta=(5, 3), items=items, vehicles=vehicles)


USED = ("disarm", "toss", "find_item", "no_effort", "ride")
"""Turn options the random fights must choose at least once (seeds are tried until they have)."""


@pytest.mark.rule("dbu.std.ride")
@pytest.mark.rule("dbu.std.disarm")
@pytest.mark.rule("dbu.std.toss")
@pytest.mark.rule("dbu.instant.no-effort")
def test_random_fights_with_items_and_vehicles_finish_and_replay() -> None:
    used: set[str] = set()
    for seed in range(16):
        if seed >= 6 and set(USED) <= used:
            break
        enc = Encounter.start(_bot_setup(), seed)
        bots = {side: RandomBot(seed * 3 + i) for i, side in enumerate("AB")}
        while not enc.over:
            d = enc.decision
            assert d is not None
            assert d.options
            choice = decide(bots[enc.fighter(d.actor).side], enc)
            if d.kind == "turn":
                used.add(d.options[choice].kind)
            if enc.state.choices == 25:
                snapshot = json.loads(json.dumps(enc.to_json()))
                restored = Encounter.from_json(snapshot)
                assert restored.to_json() == snapshot
                mine = [e.to_json() for e in restored.choose(choice)]
                assert [e.to_json() for e in enc.choose(choice)] == mine
                continue
            enc.choose(choice)
            if enc.decision is None or enc.decision.kind != "turn":
                continue
            for f in enc.state.fighters:
                if f.riding:
                    car = vehicle(enc, f.riding)
                    assert f.id in car.riders
                    assert car.pos[0] <= f.pos[0] <= car.pos[0] + car.size - 1
                    assert car.pos[1] <= f.pos[1] <= car.pos[1] + car.size - 1
        again = replay(json.loads(json.dumps(enc.record())))
        assert [e.to_json() for e in again.events] == [e.to_json() for e in enc.events]
    assert set(USED) <= used
