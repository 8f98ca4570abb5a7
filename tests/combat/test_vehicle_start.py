"""Encounters that open with fighters already inside a Vehicle (``pilot`` and ``passengers``
of a vehicle in the setup), and the three ways Ride's "take the controls" resolves (nobody
piloting, an ally asked, an Opponent by Clash), which the option names in its ``seat``."""

from __future__ import annotations

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter, replay
from tenkaichi.dbu.combat.core.grid import footprint
from tenkaichi.dbu.combat.core.setup import EncounterSetup, VehicleSetup
from tenkaichi.dbu.combat.families.vehicles import vehicle
from tenkaichi.dbu.play.bots import RandomBot, run_fight
from tenkaichi.errors import ContentError

from .helpers import expect, fighter, make_sheet, of_kind, options, pick, resolve

SHEETS = {s.name: s for s in (make_sheet("Goku"), make_sheet("Vegeta"), make_sheet("Krillin"))}


def ride_setup(*, pilot: str | None, passengers: tuple[str, ...], seats: int = 3) -> EncounterSetup:
    return EncounterSetup(
        width=10,
        height=8,
        sheets=SHEETS,
        fighters=(
            fighter("Goku", "A", (1, 1)),
            fighter("Krillin", "A", (1, 6)),
            fighter("Vegeta", "B", (8, 6)),
        ),
        vehicles=(
            VehicleSetup(
                id="car",
                name="Car",
                pos=(4, 3),
                size=2,
                seats=seats,
                pilot=pilot,
                passengers=passengers,
            ),
        ),
    )


@pytest.mark.rule("dbu.std.ride")
def test_pilot_and_passengers_start_inside_the_vehicle() -> None:
    enc = Encounter.start(
        ride_setup(pilot="Vegeta", passengers=("Goku",)), dice=[7, 5, 3] + [5] * 40
    )
    car = vehicle(enc, "car")
    goku, vegeta, krillin = (enc.fighter(n) for n in ("Goku", "Vegeta", "Krillin"))
    inside = set(footprint(car.pos, car.size))
    assert (car.pilot, car.riders) == ("Vegeta", ["Vegeta", "Goku"])
    assert {vegeta.pos, goku.pos} <= inside
    assert vegeta.pos != goku.pos
    assert (vegeta.riding, goku.riding, krillin.riding) == ("car", "car", "")
    assert krillin.pos == (1, 6)  # a fighter outside keeps its square


@pytest.mark.rule("dbu.std.ride")
def test_taking_the_controls_names_who_holds_them() -> None:
    # Goku (A) rides with Vegeta (B) at the controls: an Opponent, so a Clash.
    enc = Encounter.start(
        ride_setup(pilot="Vegeta", passengers=("Goku",)), dice=[7, 5, 3] + [5] * 40
    )
    assert [o.args["seat"] for o in options(enc, "ride") if o.args["act"] == "take"] == ["opponent"]
    pick(enc, "ride", vehicle="car", act="take")
    resolve(enc)
    expect(enc, "Vegeta", "exploit")  # inside the car, Goku is in Vegeta's Melee Range
    pick(enc, "pass")
    expect(enc, "Vegeta", "clash_roll")
    # Goku rides with Krillin (his ally) at the controls: Krillin is asked.
    enc = Encounter.start(
        ride_setup(pilot="Krillin", passengers=("Goku",)), dice=[7, 5, 3] + [5] * 40
    )
    assert [o.args["seat"] for o in options(enc, "ride") if o.args["act"] == "take"] == ["ally"]
    pick(enc, "ride", vehicle="car", act="take")
    resolve(enc)
    expect(enc, "Krillin", "give_controls")
    # Nobody at the controls: Goku simply becomes the Pilot.
    enc = Encounter.start(ride_setup(pilot=None, passengers=("Goku",)), dice=[7, 5, 3] + [5] * 40)
    assert [o.args["seat"] for o in options(enc, "ride") if o.args["act"] == "take"] == ["free"]
    events = pick(enc, "ride", vehicle="car", act="take")
    events += resolve(enc)
    assert vehicle(enc, "car").pilot == "Goku"
    assert any("becomes the Pilot" in e.text for e in of_kind(events, "state_changed"))


@pytest.mark.rule("dbu.std.ride")
def test_a_fight_that_starts_in_a_vehicle_replays_identically() -> None:
    setup = ride_setup(pilot="Vegeta", passengers=("Goku", "Krillin"))
    for seed in range(4):
        enc = run_fight(
            Encounter.start(setup, seed), {"A": RandomBot(seed), "B": RandomBot(seed + 1)}
        )
        assert enc.over
        again = replay(enc.record())
        assert [e.to_json() for e in again.events] == [e.to_json() for e in enc.events]


@pytest.mark.parametrize(
    ("pilot", "passengers", "message"),
    [
        ("Bulma", (), "setup: car's rider 'Bulma' is not in the fight"),
        ("Goku", ("Vegeta", "Krillin"), "setup: Krillin does not fit inside car"),
    ],
)
def test_riders_that_cannot_be_seated_get_one_line_errors(
    pilot: str, passengers: tuple[str, ...], message: str
) -> None:
    # A 2x2 car has four squares; three medium fighters fit, so shrink the car to one square.
    setup = ride_setup(pilot=pilot, passengers=passengers, seats=3)
    if passengers:
        setup = setup.model_copy(
            update={"vehicles": (setup.vehicles[0].model_copy(update={"size": 1}),)}
        )
    with pytest.raises(ContentError) as info:
        Encounter.start(setup, 0)
    assert str(info.value).startswith(message)
    assert "\n" not in str(info.value)
