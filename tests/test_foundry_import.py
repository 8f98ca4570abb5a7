"""``tenkaichi character import``: an actor exported from the DBU system for Foundry VTT
(reference S2) becomes a sheet; what does not map is listed, one line each. The export in
tests/data/foundry/ is hand-made from the system's field names (no text of it is copied)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tenkaichi.cli import main
from tenkaichi.dbu.foundry import import_actor
from tenkaichi.dbu.sheet import CharacterSheet
from tenkaichi.dbu.sheet_files import load_sheet
from tenkaichi.errors import ContentError

DATA = Path(__file__).resolve().parent / "data" / "foundry"
RADITZ = DATA / "raditz.json"


def _actor() -> dict[str, object]:
    data: dict[str, object] = json.loads(RADITZ.read_text(encoding="utf-8"))
    return data


def test_what_maps_is_mapped() -> None:
    imported = import_actor(_actor(), "raditz.json")
    sheet = CharacterSheet.model_validate(imported.sheet)
    assert (sheet.name, sheet.race, sheet.power_level, sheet.size) == (
        "Raditz",
        "saiyan",
        7,
        "medium",
    )
    # a Score: 1 + the Saiyan's +1 Agility/+2 Force/+2 Tenacity + the Attribute Additions
    # at or below Power Level 7 (the level 12 one does not count yet)
    a = sheet.attributes
    assert (a.agility, a.force, a.tenacity, a.insight, a.magic) == (4, 6, 4, 3, 1)
    assert sheet.racial_save == "corporeal"
    assert sheet.skills == {"creature_handling": 1, "flight": 1, "intimidation": 1, "perception": 2}
    assert (sheet.karma, sheet.states) == (2, {"raging": 2})
    sunday, crush = sheet.signatures
    assert (sunday.name, sunday.profile, sunday.foundation, sunday.ultimate) == (
        "Double Sunday",
        "Beam",
        "energy",
        True,
    )
    # Advantage ranks are kept (issue 35): Power Shot at rank 2
    assert [(x.name, x.rank) for x in sunday.advantages] == [
        ("Power Shot", 2),
        ("Stat Boosting (force)", 1),
    ]
    assert (crush.profile, crush.foundation) == ("Mega Flare", "physical")


def test_what_does_not_map_is_listed_one_line_each() -> None:
    skipped = import_actor(_actor(), "raditz.json").skipped
    assert "item 'Scouter' (type gear): no equivalent" in skipped
    assert "item 'Warrior Pride' (type talent): no equivalent" in skipped
    assert "Signature Technique 'Weird Wave': Profile 'shockwave' has no equivalent" in skipped
    assert any("feature 'backlash'" in line for line in skipped)
    assert not any("Power Shot" in line for line in skipped)  # its rank 2 is kept
    assert any(line.startswith("skill 'craftWeapons'") for line in skipped)
    assert any(line.startswith("State 'frenzied'") for line in skipped)
    assert any(line.startswith("force Modifier bonus +2") for line in skipped)
    assert any(line.startswith("2 Maneuver item(s) (Basic Attack, Movement)") for line in skipped)
    assert all("\n" not in line for line in skipped)


def test_an_unknown_race_becomes_custom_and_says_so() -> None:
    actor = _actor()
    system = actor["system"]
    assert isinstance(system, dict)
    system["race"] = "tuffle-king"
    imported = import_actor(actor, "x.json")
    assert imported.sheet["race"] == "custom"
    assert "race 'tuffle-king': not a race here; imported as custom" in imported.skipped


def test_not_an_actor_is_refused() -> None:
    with pytest.raises(ContentError, match="not a Foundry VTT actor export"):
        import_actor({"name": "x"}, "x.json")
    with pytest.raises(ContentError, match="only characters are imported"):
        import_actor({"type": "npc", "system": {}}, "x.json")


def test_the_command_writes_a_sheet_that_loads(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "raditz.yaml"
    assert main(["character", "import", str(RADITZ), "-o", str(out)]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert printed[0] == f"wrote {out}: Raditz, a valid sheet"
    assert "not imported: item 'Scouter' (type gear): no equivalent" in printed
    assert load_sheet(out).signatures[0].name == "Double Sunday"
    # refuses to overwrite without --force
    assert main(["character", "import", str(RADITZ), "-o", str(out)]) == 2
    assert "exists; add --force" in capsys.readouterr().err


def test_without_output_the_sheet_is_printed(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["character", "import", str(RADITZ)]) == 0
    captured = capsys.readouterr()
    assert "name: Raditz" in captured.out
    assert "not imported: item 'Scouter'" in captured.err
