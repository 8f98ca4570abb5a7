"""The Advantages' requirements beyond a Profile, a Foundation or an Ultimate (reference S2,
each file's Requirement line): alternatives ("one of"), exclusions ("does not possess"), Areas
of Effect an Advantage cannot share, Profiles it cannot go on, and Skill ranks the character
needs. Each case is worked from the file's own words."""

from __future__ import annotations

from typing import Any

import pytest

from tenkaichi.dbu.advantages import entry
from tenkaichi.dbu.foundry import import_actor
from tenkaichi.dbu.sheet import CharacterSheet
from tenkaichi.dbu.techniques import Signature

RULE = "dbu.std.signature-technique"


def _sig(prof: str, foundation: str, *advantages: Any, ultimate: bool = False) -> Signature:
    return Signature.model_validate(
        {
            "name": "Tech",
            "profile": prof,
            "foundation": foundation,
            "advantages": list(advantages),
            "ultimate": ultimate,
        }
    )


@pytest.mark.rule(RULE)
@pytest.mark.parametrize(
    ("prof", "foundation", "extra"),
    [
        ("Simple", "energy", []),  # an Energy Attack
        ("Simple", "magic", []),  # a Magic Attack
        ("Soaring", "physical", []),  # the Soaring Profile (a Line AoE is allowed)
        ("Wave", "energy", []),  # Wave's Line from a chosen square is a Line too
        ("Simple", "physical", ["Charging Assault"]),  # Physical with Charging Assault
        ("Blitz", "physical", []),  # Blitz grants Charging Assault
    ],
)
def test_back_flip_takes_any_one_of_its_alternatives(
    prof: str, foundation: str, extra: list[str]
) -> None:
    sig = _sig(prof, foundation, "Hit and Run", "Back Flip", *extra)
    assert "Back Flip" in {a.name for a in sig.advantages}


@pytest.mark.rule(RULE)
def test_back_flip_on_a_plain_physical_attack_is_refused_naming_the_alternatives() -> None:
    with pytest.raises(ValueError, match=r"Energy or Magic Foundation, or the Soaring Profile"):
        _sig("Simple", "physical", "Hit and Run", "Back Flip")


@pytest.mark.rule(RULE)
def test_back_flip_refuses_an_area_of_effect_other_than_a_line() -> None:
    with pytest.raises(ValueError, match=r"no Area of Effect or a Line Area of Effect"):
        _sig("Blast", "energy", "Hit and Run", "Back Flip")


@pytest.mark.rule(RULE)
def test_two_step_strike_needs_one_of_the_same_alternatives() -> None:
    assert _sig("Simple", "energy", "Two Step Strike").advantages
    with pytest.raises(ValueError, match=r"Physical Foundation with the Charging Assault"):
        _sig("Crushing", "physical", "Two Step Strike")


@pytest.mark.rule(RULE)
def test_concentrated_strike_and_pinpoint_precision_exclude_each_other() -> None:
    assert _sig("Blast", "energy", "Concentrated Strike").advantages
    assert _sig("Blast", "energy", "Pinpoint Precision").advantages
    with pytest.raises(ValueError, match=r"cannot be on the same technique as"):
        _sig("Blast", "energy", "Concentrated Strike", "Pinpoint Precision")


@pytest.mark.rule(RULE)
def test_pinpoint_precision_needs_an_area_of_effect() -> None:
    with pytest.raises(ValueError, match=r"Pinpoint Precision.*needs an Area of Effect"):
        _sig("Simple", "energy", "Pinpoint Precision")


@pytest.mark.rule(RULE)
@pytest.mark.parametrize("element", ["Fire", "Ice", "Water", "Lightning", "Poison"])
def test_condition_cannot_go_on_the_five_elements_that_inflict_their_own(element: str) -> None:
    with pytest.raises(ValueError, match=rf"cannot be on the Elemental \({element}\) Profile"):
        _sig(f"Elemental ({element})", "magic", "Condition (Shaken)")


@pytest.mark.rule(RULE)
def test_condition_may_go_on_another_element() -> None:
    assert _sig("Elemental (Wind)", "magic", "Condition (Shaken)").advantages


@pytest.mark.rule(RULE)
def test_penetration_refuses_a_sphere_or_a_cone_but_not_a_line() -> None:
    assert _sig("Soaring", "physical", "Penetration").advantages
    with pytest.raises(ValueError, match=r"Cone Area of Effect"):
        _sig("Blast", "energy", "Penetration")
    with pytest.raises(ValueError, match=r"Sphere Area of Effect"):
        _sig("Clearing", "energy", "Penetration")
    with pytest.raises(ValueError, match=r"Minor Sphere Area of Effect"):
        _sig("Sweeping", "physical", "Penetration")


def _sheet(skills: dict[str, int], *advantages: str) -> dict[str, Any]:
    sig = {"name": "Feint Beam", "profile": "Simple", "foundation": "energy", "ultimate": False}
    return {
        "name": "Tao",
        "race": "earthling",
        "power_level": 4,
        "attributes": dict.fromkeys(
            ("agility", "force", "tenacity", "scholarship", "insight", "magic", "personality"), 2
        ),
        "skills": skills,
        "signatures": [{**sig, "advantages": list(advantages)}],
    }


@pytest.mark.rule(RULE)
def test_fake_out_needs_two_ranks_of_bluff() -> None:
    assert CharacterSheet.model_validate(_sheet({"bluff": 2}, "Fake Out")).signatures
    with pytest.raises(ValueError, match=r"'Fake Out' cannot be taken: it needs 2 ranks in Bluff"):
        CharacterSheet.model_validate(_sheet({"bluff": 1}, "Fake Out"))


@pytest.mark.rule(RULE)
def test_trick_attack_needs_two_ranks_in_the_skill_it_chose() -> None:
    found = entry("Trick Attack")
    assert found is not None
    if not found.choices:
        pytest.skip("Trick Attack takes no choice in this catalogue")
    assert CharacterSheet.model_validate(_sheet({"acrobatics": 2}, "Trick Attack (Acrobatics)"))
    with pytest.raises(ValueError, match=r"needs 2 ranks in Bluff \(the sheet has 0\)"):
        CharacterSheet.model_validate(_sheet({"acrobatics": 3}, "Trick Attack (Bluff)"))


@pytest.mark.rule(RULE)
def test_every_requirement_the_sheets_cannot_show_is_named() -> None:
    for name in ("Pinpoint Precision", "Overwhelming Terror", "Exploiting Technique"):
        found = entry(name)
        assert found is not None
        assert found.requires.unchecked, name


def test_foundry_import_leaves_out_an_advantage_the_skills_do_not_allow() -> None:
    features = [{"id": "fake-out", "ranks": 1, "choice": ""}]
    sig = {"level": "super", "foundation": "energy", "profile": "simple", "features": features}
    actor = {
        "name": "Tao",
        "type": "character",
        "system": {"powerLevel": 4},
        "items": [{"name": "Feint Beam", "type": "maneuver", "system": {"signature": sig}}],
    }
    out = import_actor(actor, "tao.json")
    assert "advantages" not in out.sheet["signatures"][0]
    assert any("Fake Out: not kept, it needs 2 ranks in Bluff" in line for line in out.skipped)
