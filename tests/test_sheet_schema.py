"""The published JSON Schema of a character sheet: every field described, the fields that name
content carry the content's names, and unknown Advantages refused unless marked house-made
(seed 000, Double Dip: an Advantage once per technique, Stat Boosting once per Attribute)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tenkaichi.dbu.advantages import advantage_names
from tenkaichi.dbu.characters import character_data
from tenkaichi.dbu.forms import ASPECTS
from tenkaichi.dbu.profiles import profiles
from tenkaichi.dbu.sheet import SKILLS, STATE_LEVELS
from tenkaichi.dbu.sheet_fields import ATTRIBUTES
from tenkaichi.dbu.sheet_files import parse_sheet, sheet_schema
from tenkaichi.dbu.techniques import INFLICTABLE
from tenkaichi.errors import ContentError

ROOT = Path(__file__).resolve().parent.parent
KALE = (
    "name: Kale\nrace: saiyan\npower_level: 8\n"
    "attributes: {agility: 6, force: 7, tenacity: 5, scholarship: 2, insight: 4, magic: 1, "
    "personality: 3}\n"
)


def _at(text: str, part: str) -> str:
    """``line:col`` of the first ``part`` in ``text``, counted from 1."""
    before = text[: text.index(part)]
    return f"{before.count(chr(10)) + 1}:{len(before) - before.rfind(chr(10))}"


def _properties(node: Any, path: str = "") -> list[tuple[str, dict[str, Any]]]:
    """Every property of every object in the schema, recursively, with its path."""
    out: list[tuple[str, dict[str, Any]]] = []
    if isinstance(node, dict):
        for name, prop in (node.get("properties") or {}).items():
            out.append((f"{path}.{name}", prop))
        for key, value in node.items():
            out += _properties(value, f"{path}/{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            out += _properties(value, f"{path}[{i}]")
    return out


def test_every_property_has_a_description() -> None:
    props = _properties(sheet_schema())
    assert len(props) > 40
    missing = [path for path, prop in props if not prop.get("description", "").strip()]
    assert missing == []
    # plain words: no reST quotes, one line
    assert not any("``" in p["description"] or "\n" in p["description"] for _, p in props)


def _defs() -> dict[str, Any]:
    defs: dict[str, Any] = sheet_schema()["$defs"]
    return defs


def test_enums_match_the_content() -> None:
    top = sheet_schema()["properties"]
    assert top["race"]["enum"] == sorted(character_data().racial_life_modifiers)
    assert top["size"]["enum"] == [row.name for row in character_data().sizes]
    assert top["skills"]["propertyNames"]["enum"] == sorted(SKILLS)
    assert top["states"]["propertyNames"]["enum"] == sorted(STATE_LEVELS)
    assert top["racial_save"]["anyOf"][0]["enum"] == [
        "impulsive",
        "corporeal",
        "cognitive",
        "morale",
    ]
    defs = _defs()
    assert defs["Signature"]["properties"]["profile"]["enum"] == list(profiles())
    assert defs["Signature"]["properties"]["foundation"]["enum"] == ["physical", "energy", "magic"]
    assert defs["Infliction"]["properties"]["condition"]["enum"] == sorted(INFLICTABLE)
    short, long = defs["Aspect"]["anyOf"]
    assert short["enum"] == long["properties"]["name"]["enum"] == list(ASPECTS)
    bonuses = defs["Form"]["properties"]["attribute_bonuses"]
    assert bonuses["propertyNames"]["enum"] == list(ATTRIBUTES)
    by_name = defs["Advantage"]["anyOf"][0]
    assert by_name["enum"] == advantage_names()
    assert "Stat Boosting" in by_name["enum"]  # the one seed 000 names


def test_the_published_file_is_the_schema() -> None:
    import json

    published = json.loads((ROOT / "docs/schema/dbu-character.schema.json").read_text())
    assert published == sheet_schema()


BEAM = "\nsignatures:\n  - {name: Galick Gun, profile: Beam, foundation: energy, advantages: %s}\n"


def test_a_made_up_advantage_is_refused_with_where_and_the_known_ones() -> None:
    text = KALE + BEAM % "[Power Shot, Homing, Super Strenght]"
    with pytest.raises(ContentError) as info:
        parse_sheet(text, "kale.yaml")
    message = str(info.value)
    assert len(message.splitlines()) == 1
    at = _at(text, "Super Strenght")
    assert message.startswith(f"kale.yaml:{at}: signatures.0.advantages.2: advantage ")
    assert "'Super Strenght' is not known" in message
    assert "known: Accurate, Alotta Lotta Attacks," in message
    assert message.count(",") >= len(advantage_names()) - 1
    assert "{name: 'Super Strenght', custom: true}" in message


def test_a_typo_gets_a_suggestion() -> None:
    with pytest.raises(ContentError, match=r"is not known \(did you mean 'Power Shot'\?\)"):
        parse_sheet(KALE + BEAM % "[Power Shoot]", "kale.yaml")


def test_a_house_made_advantage_is_accepted_when_marked() -> None:
    sheet = parse_sheet(KALE + BEAM % "[{name: Super Strenght, custom: true}]", "kale.yaml")
    (advantage,) = sheet.signatures[0].advantages
    assert (advantage.name, advantage.custom) == ("Super Strenght", True)


def test_known_advantages_are_matched_whatever_the_spelling() -> None:
    sheet = parse_sheet(KALE + BEAM % "[power-shot, HIT AND RUN, stat boosting (force)]", "k.yaml")
    names = [a.name for a in sheet.signatures[0].advantages]
    assert names == ["Power Shot", "Hit and Run", "Stat Boosting (force)"]


@pytest.mark.rule("dbu.play.double-dip")
def test_the_same_advantage_twice_is_refused_whatever_the_spelling() -> None:
    with pytest.raises(ContentError, match="the Advantage 'Power Shot' is listed twice"):
        parse_sheet(KALE + BEAM % "[Power Shot, power-shot]", "kale.yaml")


def test_yaml_errors_give_line_and_column() -> None:
    broken = KALE.replace("power_level: 8", "power_level: [8")
    with pytest.raises(ContentError, match=r"^kale\.yaml:[0-9]+:[0-9]+: not valid YAML: "):
        parse_sheet(broken, "kale.yaml")
    with pytest.raises(ContentError, match=r"^kale\.yaml:3:14: power_level = 'eight': "):
        parse_sheet(KALE.replace("power_level: 8", "power_level: eight"), "kale.yaml")
    # a field a sheet does not have: the line and column of its key
    with pytest.raises(ContentError) as info:
        parse_sheet(KALE.replace("power_level: 8", "power_levle: 8"), "kale.yaml")
    assert "kale.yaml:3:1: power_levle = 8: no such field" in str(info.value).splitlines()
