"""DBU build variations stay within the rules' caps: the Attribute Score cap of the Tier of
Power, and the Attribute points of the Power Level and race (``builder-attribute-points``)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lab.games.helpers import DUEL, EXAMPLES, ROOT
from tenkaichi.dbu.builder import attribute_points
from tenkaichi.dbu.sheet_fields import ATTRIBUTES, score_cap, tier_for_power_level
from tenkaichi.dbu.sheet_files import load_sheet
from tenkaichi.errors import LabError
from tenkaichi.lab.games.dbu import DbuJob, DbuLab
from tenkaichi.lab.games.dbu_builds import (
    points_allowed,
    points_spent,
    racial_points,
    respend,
)

LAB = DbuLab()
KALE = load_sheet(EXAMPLES / "kale.yaml")
"""Power Level 8 Saiyan spending exactly the builder's 21 points; Force 7, cap 11."""
PICCOLO = {"sides": {"A": "examples/piccolo-jr.yaml", "B": "examples/yamcha.yaml"}}
"""Piccolo Jr. spends more points than the builder gives at Power Level 12."""


def job(values: dict[str, Any], match: dict[str, Any] | None = None) -> DbuJob:
    return LAB.job(match or DUEL, values, ROOT)


def scores_of(lab_job: DbuJob) -> dict[str, int]:
    sheet = next(s for k, s in lab_job.setup.sheets.items() if s.name != "Yamcha")
    return dict(sheet.attributes.model_dump())


def test_kale_spends_exactly_the_builders_points() -> None:
    assert points_spent(KALE.attributes.model_dump()) == points_allowed(8, "saiyan") == 21
    assert racial_points("saiyan") == 5
    assert racial_points("custom") == 5


@pytest.mark.rule("dbu.tier.power-level-table")
def test_a_score_over_the_tiers_cap_names_side_parameter_and_cap() -> None:
    assert score_cap(tier_for_power_level(8)) == 11
    message = (
        "A.attributes.Force: Force 12 is over the Attribute Score cap of 11 at Power Level 8 "
        "(Tier of Power 2: 8 at Tier 1, +3 a Tier)"
    )
    with pytest.raises(LabError, match=f"^{re.escape(message)}$"):
        job({"A.attributes.Force": 12, "A.attributes.Scholarship": 1, "A.attributes.Insight": 1})


@pytest.mark.rule("dbu.tier.power-level-table")
def test_lowering_the_power_level_lowers_the_cap() -> None:
    # Kale's Force 7 fits Tier 1's cap of 8, but not if the spread asks for 9 at Power Level 4
    with pytest.raises(
        LabError,
        match=r"^A\.attributes\.Force: Force 9 is over the Attribute "
        r"Score cap of 8 at Power Level 4 \(Tier of Power 1",
    ):
        job({"A.power_level": 4, "A.attributes.Force": 9})
    # a spread of Scores within Tier 2's cap but over Tier 1's: the Power Level is named
    spread = {
        "Agility": 9,
        "Force": 1,
        "Tenacity": 1,
        "Scholarship": 1,
        "Insight": 1,
        "Magic": 1,
        "Personality": 1,
    }
    assert scores_of(job({"A.spread": spread}))["agility"] == 9
    with pytest.raises(
        LabError,
        match=r"^A\.spread: Agility 9 is over the Attribute Score cap "
        r"of 8 at Power Level 4",
    ):
        job({"A.power_level": 4, "A.spread": spread})


def test_a_spread_over_the_points_names_the_points_and_where_they_come_from() -> None:
    spread = {
        "Agility": 7,
        "Force": 7,
        "Tenacity": 5,
        "Scholarship": 2,
        "Insight": 4,
        "Magic": 1,
        "Personality": 3,
    }
    message = (
        "A.spread: the Scores spend 22 Attribute points, over the 21 a Saiyan has at Power "
        "Level 8 (16 from Attribute Additions, 5 from the race)"
    )
    with pytest.raises(LabError, match=f"^{re.escape(message)}$"):
        job({"A.spread": spread})


def test_raising_the_power_level_gives_its_points() -> None:
    # Power Level 10 is one more Attribute Addition than 8: two more points to spend
    assert attribute_points(10) == attribute_points(8) + 2
    built = scores_of(job({"A.power_level": 10, "A.attributes.Force": 9}))
    assert built["force"] == 9
    with pytest.raises(
        LabError,
        match=r"^A\.power_level, A\.attributes\.Force: the Scores "
        r"spend 24 Attribute points, over the 23",
    ):
        job({"A.power_level": 10, "A.attributes.Force": 10})


def test_a_lower_power_level_keeping_the_sheets_scores_is_over_its_points() -> None:
    keep = {**DUEL, "power_level_scores": "keep"}
    with pytest.raises(
        LabError,
        match=r"^A\.power_level: the Scores spend 21 Attribute points, "
        r"over the 17 a Saiyan has at Power Level 4",
    ):
        job({"A.power_level": 4}, keep)


def test_a_sheet_spending_more_keeps_its_surplus_unless_the_builder_rule_is_asked() -> None:
    piccolo = load_sheet(EXAMPLES / "piccolo-jr.yaml")
    surplus = points_spent(piccolo.attributes.model_dump()) - points_allowed(12, "namekian")
    assert surplus > 0
    lowered = scores_of(job({"A.attributes.Personality": 1}, PICCOLO))
    assert lowered["personality"] == 1
    strict = {**PICCOLO, "attribute_points": "builder"}
    with pytest.raises(LabError, match=r"over the 25 a Namekian has at Power Level 12"):
        job({"A.attributes.Personality": 1}, strict)
    top = piccolo.attributes.get("force") + 1
    with pytest.raises(LabError, match=rf"{surplus} more the sheet as written spends"):
        job({"A.attributes.Force": min(top, 14)}, PICCOLO)


def test_changing_the_race_changes_its_points() -> None:
    # an Earthling's increases add 5 points too; a custom race 5: the same count as a Saiyan
    assert scores_of(job({"A.race": "earthling"})) == dict(KALE.attributes.model_dump())


def test_bad_build_values_are_one_line() -> None:
    cases: list[tuple[dict[str, Any], str]] = [
        ({"A.power_level": 40}, "A.power_level: 40 is above the highest Power Level, 30"),
        ({"A.power_level": 0}, "A.power_level: 0 is below 1"),
        (
            {"A.power_level": "8"},
            'A.power_level: Power Level is a whole number from 1 to 30, not "8"',
        ),
        ({"A.race": "robot"}, 'A.race: unknown race "robot"; allowed: '),
        ({"A.size": "vast"}, 'A.size: unknown size "vast"; allowed: '),
        ({"A.spread": {"Force": 3}}, "A.spread: a spread gives all seven Scores; missing: Agility"),
        ({"A.spread": [1, 2]}, "A.spread: an Attribute spread is a mapping, not [1, 2]"),
        ({"A.profiles": "Laser"}, 'A.profiles: unknown Profile "Laser"; allowed: '),
        (
            {"A.techniques": {"remove": ["Nope"]}},
            'A.techniques: the side has no Signature Technique named "Nope"',
        ),
        ({"A.techniques": "nope"}, 'A.techniques: no technique set named "nope"'),
        (
            {"A.techniques": [{"name": "X", "profile": "Beam", "foundation": "physical"}]},
            "A.techniques: the sheet is not valid: ",
        ),
    ]
    for values, start in cases:
        with pytest.raises(LabError) as caught:
            job(values)
        text = str(caught.value)
        assert text.startswith(start), text
        assert "\n" not in text


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(1, 11), min_size=7, max_size=7))
def test_a_spread_is_accepted_exactly_when_it_fits_both_caps(scores: list[int]) -> None:
    spread = {name.capitalize(): score for name, score in zip(ATTRIBUTES, scores, strict=True)}
    fits = sum(s - 1 for s in scores) <= 21  # Kale's points at Power Level 8; cap 11 holds
    if not fits:
        with pytest.raises(LabError, match=r"^A\.spread: the Scores spend "):
            job({"A.spread": spread})
        return
    built = scores_of(job({"A.spread": spread}))
    assert built == {k.lower(): v for k, v in spread.items()}


def test_a_new_power_level_respends_the_sheets_own_scores() -> None:
    # the example: Piccolo Jr. (Power Level 12, Tier 3) swept over Power Levels 6-10
    for level in (6, 8, 10, 12):
        built = scores_of(job({"A.power_level": level}, PICCOLO))
        assert max(built.values()) <= score_cap(tier_for_power_level(level))
    piccolo = load_sheet(EXAMPLES / "piccolo-jr.yaml")
    assert scores_of(job({"A.power_level": 12}, PICCOLO)) == piccolo.attributes.model_dump()
    kale = dict(KALE.attributes.model_dump())
    at_ten = scores_of(job({"A.power_level": 10}))
    assert points_spent(at_ten) == points_allowed(10, "saiyan")
    assert at_ten["force"] >= kale["force"]


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.integers(1, 26), min_size=7, max_size=7),
    st.integers(0, 200),
    st.integers(2, 26),
)
def test_respending_keeps_the_order_the_cap_and_the_points(
    written: list[int], points: int, cap: int
) -> None:
    scores = dict(zip(ATTRIBUTES, written, strict=True))
    out = respend(scores, points, cap)
    if points_spent(scores) == 0:
        assert out == scores
        return
    assert all(1 <= v <= cap for v in out.values())
    assert points_spent(out) == min(points, 7 * (cap - 1))
    for a in ATTRIBUTES:
        for b in ATTRIBUTES:
            if scores[a] > scores[b]:
                assert out[a] >= out[b], (a, b)
