"""Encounter files: sheets by path or inline, Features, Items and Vehicles placed, and one-line
errors for bad files."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from tenkaichi.cli import app
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.grid import footprint
from tenkaichi.dbu.combat.core.setup import load_encounter
from tenkaichi.errors import ContentError

ROOT = Path(__file__).resolve().parent.parent
WASTELAND = ROOT / "examples/encounters/wasteland-3v3.yaml"


def test_encounter_file_places_everything() -> None:
    enc = Encounter.start(load_encounter(WASTELAND, library=[ROOT / "examples"]), 1)
    s = enc.state
    assert {f.id for f in s.features} == {"boulder", "dead tree", "rock pillar", "pebble"}
    assert enc.fighter("Yamcha").wielding == "sword"
    assert "capsule" in enc.fighter("Kale").items
    assert [v.id for v in s.vehicles] == ["hover car"]
    assert sum(1 for f in s.fighters if f.master == "Frieza") == 3
    occupied = {sq for f in s.fighters for sq in footprint(f.pos, enc.derived(f.sheet, "").squares)}
    assert not {ft.pos for ft in s.features} & occupied
    assert len(occupied) == sum(enc.derived(f.sheet, "").squares ** 2 for f in s.fighters)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("- just a list", "an encounter is a mapping"),
        ("sheets: {a: nothere.yaml}\nfighters: []", "nothere.yaml"),
        ("width: [", "not valid YAML"),
        (
            "sheets: {k: ../kale.yaml, y: ../yamcha.yaml}\n"
            "fighters: [{sheet: k, side: A}, {sheet: y, side: B}]\n"
            "features: [{id: rock, pos: [1, 1]}, {id: rock, pos: [3, 3]}]",
            "features.1.id: 'rock' is used twice",
        ),
        (
            "sheets: {k: ../kale.yaml, y: ../yamcha.yaml}\n"
            "fighters: [{sheet: k, side: A}, {sheet: y, side: B}]\n"
            "items: [{id: s, name: Sword, kind: weapon}]",
            "items.0: give either a holder or a pos",
        ),
        (
            "sheets: {k: ../kale.yaml, y: ../yamcha.yaml}\n"
            "fighters: [{sheet: k, side: A}, {sheet: y, side: B}]\n"
            "vehicles: [{id: car, name: Car, pos: [15, 9]}]",
            "vehicles.0.pos [15, 9] is off the 16x10 grid",
        ),
        (
            "sheets: {k: ../kale.yaml, y: ../yamcha.yaml}\n"
            "fighters: [{sheet: k, side: A, id: K}, {sheet: y, side: B, id: Y}]\n"
            "vehicles: [{id: car, name: Car, pos: [1, 1], seats: 1, pilot: K, passengers: [Y]}]",
            "vehicles.0: 2 riders but only 1 seat(s)",
        ),
        (
            "sheets: {k: ../kale.yaml, y: ../yamcha.yaml}\n"
            "fighters: [{sheet: k, side: A, id: K}, {sheet: y, side: B, id: Y}]\n"
            "vehicles: [{id: a, name: Car, pos: [1, 1], pilot: K},"
            " {id: b, name: Van, pos: [5, 5], passengers: [K]}]",
            "vehicles.1: 'K' is already inside a Vehicle",
        ),
    ],
)
def test_bad_encounter_files_get_one_line_errors(text: str, message: str, tmp_path: Path) -> None:
    # The file sits where an encounter of examples/encounters/ would (its sheets are
    # ``../kale.yaml``), in a folder of its own: never in the examples, which other tests read
    # while this one runs on another worker.
    for name in ("kale.yaml", "yamcha.yaml"):
        (tmp_path / name).write_text((ROOT / "examples" / name).read_text())
    path = tmp_path / "encounters" / "_bad.yaml"
    path.parent.mkdir()
    path.write_text(text)
    with pytest.raises(ContentError) as info:
        load_encounter(path, library=[tmp_path])
    assert message in str(info.value)
    assert "\n" not in str(info.value)


def test_fight_command_takes_an_encounter_file() -> None:
    result = CliRunner().invoke(
        app, ["fight", str(WASTELAND), "--seed", "2", "--library", str(ROOT / "examples")]
    )
    assert result.exit_code == 0, result.output
    assert "Winner: side" in result.output or "Draw" in result.output
    assert "Saibaman 3" in result.output
