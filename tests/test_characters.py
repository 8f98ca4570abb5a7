"""DBU character sheets: validation, derived values (hand-worked examples) and the CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tenkaichi.cli import main
from tenkaichi.dbu.derived import CharacterSettings, derive
from tenkaichi.dbu.sheet_fields import tier_for_power_level
from tenkaichi.dbu.sheet_files import load_sheet, parse_sheet, sheet_schema
from tenkaichi.errors import ContentError

ROOT = Path(__file__).parent.parent
EXAMPLES = sorted((ROOT / "examples").glob("*.yaml"))

KALE = """
name: Kale
race: saiyan
power_level: 8
size: medium
attributes: {agility: 6, force: 7, tenacity: 5, scholarship: 2, insight: 4, magic: 1,
             personality: 3}
racial_save: corporeal
forms:
  - {name: Super Saiyan, tier_requirement: 2, stress_test_requirement: 10,
     attribute_bonuses: {agility: 2, force: 2}, ki_multiplier: true}
"""


def sheet(text: str = KALE, **changes: object):  # type: ignore[no-untyped-def]
    base = parse_sheet(text, "kale.yaml")
    return base.model_copy(update=changes) if changes else base


def test_tier_of_power_by_power_level() -> None:
    assert [tier_for_power_level(pl) for pl in (1, 4, 5, 9, 10, 24, 25, 29, 30)] == [
        1,
        1,
        2,
        2,
        3,
        5,
        6,
        6,
        7,
    ]


@pytest.mark.rule("dbu.play.aptitudes")
def test_derived_values_by_hand() -> None:
    d = derive(sheet())
    # Tier 2 (PL 8). Life 60 + 12*7 + (3 + 2*5)*8 = 248; Ki 50 + 12*7 = 134; Capacity 20 + 4*7 = 48.
    assert (d.tier.value, d.life.value, d.ki.value, d.capacity.value) == (2, 248, 134, 48)
    # Haste 6//2, Awareness = Insight, Might = max(Force, Magic).
    assert (d.haste.value, d.awareness.value, d.might.value) == (3, 4, 7)
    # Speeds 2 + 3 and 6 + 2; Defense Value = Agility; Initiative = Agility Score // 2; Soak = TE.
    assert (d.normal_speed.value, d.boosted_speed.value) == (5, 8)
    assert (d.defense_value.value, d.initiative.value, d.soak.value) == (6, 3, 5)
    # Saving Throws read Scores; the racial save gets +1(T).
    assert {k: e.value for k, e in d.saves.items()} == {
        "impulsive": 6,
        "corporeal": 5 + 2,
        "cognitive": 4,
        "morale": 3,
    }
    assert d.life.how == "60 + 12×(8-1) + (Saiyan 3 + 2×Tenacity 5)×8 = 248"


@pytest.mark.rule("dbu.checks.base-value")
def test_forms_change_modifiers_not_scores() -> None:
    kale = sheet()
    d = derive(kale, kale.forms[0])
    assert d.modifiers["agility"] == 8
    assert d.haste.value == 4  # from the Modifier
    assert d.initiative.value == 4  # "1/2 your Agility Modifier" (seed 003)
    assert d.saves["impulsive"].value == 6  # Saving Throws read Scores
    assert (d.ki.value, d.capacity.value) == (268, 72)  # Ki Multiplier: x2 Ki, x1.5 Capacity


@pytest.mark.rule("dbu.size.categories")
def test_size_changes_speed_dodge_soak_reach_and_squares() -> None:
    big = derive(sheet(size="enormous"))
    # Enormous (seed 000): speed +3, dodge -1(T), soak +2(T), reach +2, 3x3 squares. Tier 2.
    assert (big.normal_speed.value, big.boosted_speed.value) == (8, 11)
    assert (big.defense_value.value, big.soak.value) == (6 - 2, 5 + 4)
    assert (big.melee_reach.value, big.squares) == (2, 3)


@pytest.mark.rule("dbu.size.min-aptitude")
def test_size_penalties_stop_at_two() -> None:
    tiny_text = KALE.replace("agility: 6", "agility: 2")
    tiny = derive(sheet(tiny_text, size="nano"))
    # Normal Speed 2 + 1 = 3 without size; Nano -6 would make it -3: it stops at 2.
    assert tiny.normal_speed.value == 2
    # Soak 5 - 3(T)*2 = -1 without the floor: stops at 2 (the minimum 1(T) is lower).
    assert tiny.soak.value == 2


def test_minion_pools_and_tier() -> None:
    minion = derive(sheet(minion=True))
    assert minion.tier.value == 1  # Tier 2 - 1
    assert minion.life.value == 62  # 248 / 4
    assert minion.ki.value == 67  # 134 / 2
    assert minion.capacity.value == 48  # unchanged
    low = derive(sheet(power_level=3, minion=True))
    assert low.tier.value == 1
    assert low.minion_penalty == 2


def test_soak_has_a_minimum_of_one_t() -> None:
    weak = sheet(KALE.replace("tenacity: 5", "tenacity: 1"), size="small")
    # Tenacity 1 + Small -1(T) at Tier 2 = -1; the size floor keeps the unsized 1; the minimum
    # Soak of 1(T) = 2 then applies.
    assert derive(weak).soak.value == 2


def test_size_floor_setting() -> None:
    tiny_text = KALE.replace("agility: 6", "agility: 2")
    lenient = CharacterSettings(size_aptitude_floor=1)
    assert derive(sheet(tiny_text, size="nano"), settings=lenient).normal_speed.value == 1


def test_every_problem_is_reported_with_field_and_value() -> None:
    bad = "name: X\nrace: elf\npower_level: 40\nsize: huge\nattributes: {agility: 0}\n"
    with pytest.raises(ContentError) as info:
        parse_sheet(bad, "x.yaml")
    lines = str(info.value).splitlines()
    # each with the line and column of the value in the file
    assert "x.yaml:2:7: race = 'elf': unknown race 'elf'; allowed: android" in lines[0]
    assert any(line.startswith("x.yaml:3:14: power_level = 40:") for line in lines)
    assert any(line.startswith("x.yaml:4:7: size = 'huge'") for line in lines)
    assert any(line.startswith("x.yaml:5:23: attributes.agility = 0:") for line in lines)
    # a missing field: where its mapping starts
    assert any(line.startswith("x.yaml:5:13: attributes.force: missing") for line in lines)


def test_scores_over_the_tier_cap_are_rejected() -> None:
    with pytest.raises(ContentError, match="over the cap of 11 for Power Level 8: force 12"):
        parse_sheet(KALE.replace("force: 7", "force: 12"), "x.yaml")


BEAM = "\nsignatures:\n  - {name: Galick Gun, profile: Beam, foundation: energy, %s}\n"


@pytest.mark.rule("dbu.play.double-dip")
@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (
            BEAM % "advantages: [Efficiency, Stat Boosting (Force), efficiency]",
            "kale.yaml:14:5: signatures.0: Galick Gun: the Advantage 'Efficiency' is listed twice",
        ),
        (
            BEAM % "inflicts: [{condition: dot}, {condition: dot, lasts: rounds, rounds: 2}]",
            "kale.yaml:14:5: signatures.0: Galick Gun: the condition dot is inflicted twice",
        ),
        (
            "\nproficient_saves: [morale, impulsive, morale]\n",
            "kale.yaml:13:19: proficient_saves: morale is listed twice",
        ),
    ],
    ids=["advantage", "condition", "proficiency"],
)
def test_a_sheet_cannot_take_the_same_advantage_or_proficiency_twice(
    extra: str, message: str
) -> None:
    # Seed 000, Double Dip: "Techniques cannot gain the same Advantage or Disadvantage
    # multiple times" and "you cannot gain more than one Saving Throw Proficiency per Saving
    # Throw". One line names the sheet, the technique (or field) and what is doubled.
    with pytest.raises(ContentError) as info:
        parse_sheet(KALE + extra, "kale.yaml")
    assert str(info.value).splitlines() == [str(info.value)]
    assert str(info.value).startswith(message)


@pytest.mark.rule("dbu.play.double-dip")
def test_stat_boosting_for_two_attributes_is_two_advantages() -> None:
    # Seed 000: "the Stat Boosting Advantage explicitly allows you to select it multiple times
    # for different Attributes".
    text = KALE + BEAM % "advantages: [Stat Boosting (Force), Stat Boosting (Agility)]"
    assert len(parse_sheet(text, "kale.yaml").signatures[0].advantages) == 2


def test_two_techniques_or_auras_of_one_name_are_refused() -> None:
    twice = "\nsignatures:\n" + "  - {name: Galick Gun, profile: Beam, foundation: energy}\n" * 2
    with pytest.raises(ContentError, match="two Signature Techniques are named 'Galick Gun'"):
        parse_sheet(KALE + twice, "kale.yaml")
    auras = "\nauras: [{name: Red, kp_cost: 4}, {name: Red, kp_cost: 6}]\n"
    with pytest.raises(ContentError, match="two Auras are named 'Red'"):
        parse_sheet(KALE + auras, "kale.yaml")


def test_unreadable_sheets() -> None:
    with pytest.raises(ContentError, match=r"^x\.yaml:[0-9]+:[0-9]+: not valid YAML: "):
        parse_sheet("name: [", "x.yaml")
    with pytest.raises(ContentError, match=r"\.yaml, \.yml or \.json"):
        load_sheet(Path("hero.txt"))
    with pytest.raises(ContentError, match="cannot read it"):
        load_sheet(Path("/nonexistent/hero.yaml"))


def test_json_sheets_load_too(tmp_path: Path) -> None:
    path = tmp_path / "kale.json"
    path.write_text(json.dumps(sheet().model_dump(mode="json")))
    assert load_sheet(path) == sheet()


def test_roster_loads_and_covers_the_range() -> None:
    sheets = [load_sheet(path) for path in EXAMPLES]
    assert len(sheets) >= 6
    assert len({s.race for s in sheets}) >= 5
    assert len({s.size for s in sheets}) >= 3
    assert any(s.minion for s in sheets)
    assert max(s.power_level for s in sheets) >= 20  # a boss
    for s in sheets:
        values = derive(s).values()
        assert all(v >= 0 for v in values.values())


def test_published_schema_is_current() -> None:
    published = json.loads((ROOT / "docs/schema/dbu-character.schema.json").read_text())
    assert published == sheet_schema()


def test_character_show_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["character", "show", str(ROOT / "examples/kale.yaml"), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    for key in (
        "tier",
        "life",
        "ki",
        "capacity",
        "haste",
        "awareness",
        "might",
        "normal_speed",
        "boosted_speed",
        "defense_value",
        "initiative",
        "soak",
    ):
        assert isinstance(data[key], int)
    assert data["life"] == 248
    assert data["how"]["ki"] == "50 + 12×(8-1) = 134"


def test_character_show_table_and_form(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["character", "show", str(ROOT / "examples/kale.yaml"), "--form", "super saiyan"]) == 0
    )
    out = capsys.readouterr().out
    assert "in Super Saiyan" in out
    assert "Ki Multiplier" in out
    assert main(["character", "show", str(ROOT / "examples/kale.yaml"), "--form", "ssj4"]) == 2
    assert "has no form 'ssj4'" in capsys.readouterr().err


def test_character_show_shows_everything_on_the_sheet(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "200")
    assert main(["character", "show", str(ROOT / "examples/goku.yaml")]) == 0
    out = capsys.readouterr().out
    for part in (
        "Goku: Saiyan, Power Level 10 (Tier of Power 3), Medium",
        "Attributes",
        "Scholarship",
        "Signature Techniques",
        "Kamehameha",
        "Beam",
        "Energy",
        "Transformations",
        "Super Saiyan",
        "Kaioken",
        "Enhancement",
        "Saiyan Potential",
        "always on",
        "Super Saiyan Form",  # the Aspect by its name
        "Racial Saving Throw",
        "Corporeal",
    ):
        assert part in out, part
    # Kamehameha: Beam 8 KP + 8/5 TP rounded up = 10, Price of Power at Tier 3: +1/2 a Tier
    assert "│ 20 " in out
    assert "super_saiyan_form" not in out
    assert "_" not in out
    assert main(["character", "show", str(ROOT / "examples/kale.yaml")]) == 0
    out = capsys.readouterr().out
    for part in ("Auras", "Saiyan Fury", "Strike +1(T)", "Advantages: Stat Boosting"):
        assert part in out, part
