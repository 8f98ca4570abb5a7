"""``tenkaichi character new``: a sheet built by answering questions, driven here through a
pipe (scripted standard input) and loaded back with the sheet loader."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from tenkaichi.cli import main
from tenkaichi.dbu.builder import attribute_additions, attribute_points
from tenkaichi.dbu.sheet_fields import score_cap, tier_for_power_level
from tenkaichi.dbu.sheet_files import load_sheet

ANSWERS = [
    "Gohan",  # name
    "elf",  # not a race: asked again
    "saiyan",
    "",  # size: medium
    "12",  # Power Level: Tier 3, Scores up to 14; a Saiyan starts at Agility 2, Force 3,
    "7",  # agility              Tenacity 3
    "9",  # force
    "15",  # tenacity: over what is left, asked again
    "8",
    "2",  # scholarship
    "3",
    "1",
    "1",
    "",  # racial Saving Throw: the Saiyan's (corporeal)
    "Masenko",  # a Signature Technique
    "Beam",
    "Super Strenght",  # not an Advantage: asked again
    "power shot",
    "",  # no more techniques
]


def _run(path: Path, answers: list[str], monkeypatch: pytest.MonkeyPatch, *extra: str) -> int:
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(answers) + "\n"))
    return main(["character", "new", str(path), *extra])


def test_a_scripted_session_writes_a_sheet_that_loads(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "gohan.yaml"
    assert _run(path, ANSWERS, monkeypatch) == 0
    out = capsys.readouterr().out
    # every question shows the choices and what is left; bad answers get one line each
    assert "not a race: 'elf'; choose one of: android," in out
    assert "Your race adds force +2, tenacity +2, agility +1." in out
    assert "Tenacity is a whole number from 3 to 12, not '15'" in out
    assert "advantage 'Super Strenght' is not known" in out
    assert "Agility (2-14, 20 points left, Enter: 2)" in out
    assert "Force (3-14, 15 points left, Enter: 3)" in out
    sheet = load_sheet(path)
    assert (sheet.name, sheet.race, sheet.size, sheet.power_level) == (
        "Gohan",
        "saiyan",
        "medium",
        12,
    )
    assert sheet.attributes.force == 9
    assert sheet.attributes.tenacity == 8
    assert sheet.racial_save == "corporeal"
    (masenko,) = sheet.signatures
    assert (masenko.name, masenko.profile, masenko.foundation) == ("Masenko", "Beam", "energy")
    assert [a.name for a in masenko.advantages] == ["Power Shot"]
    assert "it loads as a valid sheet" in out


def test_an_existing_file_is_kept_without_force(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "gohan.yaml"
    path.write_text("keep me", encoding="utf-8")
    assert _run(path, ANSWERS, monkeypatch) == 2
    assert "exists; add --force to overwrite it" in capsys.readouterr().err
    assert path.read_text(encoding="utf-8") == "keep me"
    assert _run(path, ANSWERS, monkeypatch, "--force") == 0
    assert load_sheet(path).name == "Gohan"


def test_input_that_ends_early_writes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "half.yaml"
    assert _run(path, ANSWERS[:4], monkeypatch) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: no answer to 'Power Level")
    assert len(err.strip().splitlines()) == 1
    assert not path.exists()


def test_the_defaults_make_a_power_level_one_character(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "x.yaml"
    # an Earthling places +2 on Agility or Tenacity and +1 on Scholarship or Personality
    answers = ["Nobody", "earthling", "", "", "tenacity", "2", *[""] * 7, "", ""]
    assert _run(path, answers, monkeypatch) == 0
    sheet = load_sheet(path)
    assert sheet.power_level == 1
    a = sheet.attributes
    assert (a.agility, a.tenacity, a.insight, a.personality, a.magic) == (1, 3, 3, 2, 1)
    assert sheet.racial_save == "morale"
    assert sheet.signatures == ()


def test_a_custom_race_places_five_points(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "x.yaml"
    answers = ["Cell Jr", "custom", "small", "1", "6", "", "", "", "", "", "", "", ""]
    assert _run(path, answers, monkeypatch) == 0
    assert "Agility (1-8, 15 points left, Enter: 1)" in capsys.readouterr().out
    assert load_sheet(path).attributes.agility == 6


def test_attribute_points_follow_the_power_level_table() -> None:
    # reference section 1 (S2's table): five Additions at Power Level 1, one at 3, then one
    # at each level ending in 0, 2, 5 or 7 up to 29; two points each, and the race's five
    assert attribute_additions(1) == 5
    assert attribute_additions(2) == 5
    assert attribute_additions(3) == 6
    assert attribute_additions(5) == 7
    assert attribute_additions(12) == 10  # 5 (PL1) + 3 + 5, 7, 10, 12
    assert attribute_additions(30) == attribute_additions(29)
    assert attribute_points(1) == 10
    assert score_cap(tier_for_power_level(12)) == 14
