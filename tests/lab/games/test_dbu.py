"""The DBU lab: a Job plays what ``tenkaichi simulate`` plays, each parameter changes what it
says, and Jobs cross processes."""

from __future__ import annotations

import pickle
import re
from pathlib import Path
from typing import Any

import pytest

from lab.games.helpers import DUEL, EXAMPLES, ROOT
from tenkaichi.cli.sheet_args import setup_from
from tenkaichi.cli.simulate_cmd import run_batch
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.hooks import rulebook
from tenkaichi.dbu.combat.core.settings import CombatSettings
from tenkaichi.errors import LabError
from tenkaichi.lab.game import SAFETY_STOP
from tenkaichi.lab.games import GAMES, game_lab
from tenkaichi.lab.games.dbu import DbuJob, DbuLab
from tenkaichi.settings_schema import setting_fields

LAB = DbuLab()
MIRROR = {"encounter": "examples/encounters/mirror-3v3.yaml", "library": ["examples"]}


def job(values: dict[str, Any] | None = None, match: dict[str, Any] | None = None) -> DbuJob:
    return LAB.job(match or DUEL, values or {}, ROOT)


def test_game_lab_finds_each_game_and_refuses_others() -> None:
    assert GAMES == ("dbu", "top", "ddc")
    for game in GAMES:
        assert game_lab(game).game == game
    with pytest.raises(LabError, match='game: unknown game "chess"; allowed: dbu, top, ddc'):
        game_lab("chess")


@pytest.mark.parametrize(
    ("sheets", "bot", "edition"),
    [
        (["kale.yaml", "yamcha.yaml"], "greedy", None),
        (["piccolo-jr.yaml", "yamcha.yaml"], "random", "dbu-1"),
        (["encounters/saiyan-duel.yaml"], "greedy", None),
    ],
)
def test_a_job_plays_what_simulate_plays(sheets: list[str], bot: str, edition: str | None) -> None:
    paths = [EXAMPLES / name for name in sheets]
    setup = setup_from(paths, edition, [EXAMPLES])
    if len(sheets) == 1:
        match: dict[str, Any] = {"encounter": f"examples/{sheets[0]}", "bot": bot}
        match["library"] = ["examples"]
    else:
        match = {"sides": {"A": f"examples/{sheets[0]}", "B": f"examples/{sheets[1]}"}}
        match["bot"] = bot
    if edition:
        match["edition"] = edition
    lab_job = job(match=match)
    assert lab_job.setup == setup
    seeds = range(11, 14)
    for outcome, seed in zip(run_batch(setup, bot, seeds), seeds, strict=True):
        record = lab_job.play(seed)
        assert record.seed == seed
        assert record.rounds == outcome.rounds
        assert record.score == outcome.damage
        winner = "draw" if record.winner == -1 else lab_job.side_keys[record.winner]
        assert winner == outcome.winner


def test_sides_are_named_by_their_fighters_and_side() -> None:
    lab_job = job()
    assert lab_job.sides == ("Kale (A)", "Yamcha (B)")
    assert lab_job.score_name == "damage dealt"
    mirror = job(match={**MIRROR})
    assert mirror.side_keys == ("West", "East")
    assert mirror.sides[0] == "Kale, Yamcha, Piccolo Jr. (West)"


def test_used_options_are_words_counted_per_side() -> None:
    lab_job = job()
    record = lab_job.play(5)
    assert {side for side, _, _ in record.used} == {0, 1}
    assert all(times >= 1 for _, _, times in record.used)
    options = {option for _, option, _ in record.used}
    assert any(option.startswith("Basic Attack (") for option in options)
    assert "Ki Wager" in options or "No Ki Wager" in options


@pytest.mark.parametrize("seed", [1, 2])
def test_used_options_name_no_fighter_square_or_amount(seed: int) -> None:
    lab_job = job({"bot": "random"}, MIRROR)
    record = lab_job.play(seed)
    names = {s.name for s in lab_job.setup.sheets.values()} | {"Kale", "Yamcha", "Piccolo"}
    names |= {x.id for x in lab_job.setup.features} | {x.id for x in lab_job.setup.items}
    assert len(record.used) > 10
    for _, option, _ in record.used:
        assert option.strip() == option
        assert option
        assert not re.search(r"\d", option), option
        assert not re.search(r"\bsquares?\b", option), option
        assert not any(name in option for name in names), option
        assert "\x00" not in option
        assert "\x01" not in option


def test_same_seed_same_record_and_pickled_jobs_agree() -> None:
    lab_job = job({"A.power_level": 9, "rules.long_range": 7, "bot": "random"})
    copy = pickle.loads(pickle.dumps(lab_job))
    assert copy == lab_job
    for seed in (1, 2):
        assert copy.play(seed) == lab_job.play(seed)
    assert len(pickle.dumps(lab_job)) < 50_000


def settings_of(lab_job: DbuJob) -> CombatSettings:
    return Encounter.start(lab_job.setup, 1).settings


def test_rules_parameters_set_the_combat_settings() -> None:
    assert settings_of(job({"rules.long_range": 7})).long_range == 7
    assert settings_of(job()).long_range == 9
    assert settings_of(job({"rules.capacity_refresh": "never"})).capacity_refresh == "never"


def test_edition_gives_that_editions_settings() -> None:
    old = job({"edition": "dbu-1"})
    assert old.setup.edition == "dbu-1"
    assert settings_of(old) == rulebook().settings("dbu-1")
    assert settings_of(job()) == rulebook().settings("dbu-2")
    assert settings_of(old) != settings_of(job())


def test_bots_for_all_and_per_side() -> None:
    assert job().bots == ("greedy", "greedy")
    assert job({"bot": "random"}).bots == ("random", "random")
    assert job({"B.bot": "search:3"}).bots == ("greedy", "search:3")
    both = job({"bot": "random", "A.bot": "greedy"})
    assert both.bots == ("greedy", "random")


def test_a_timed_search_bot_is_refused() -> None:
    with pytest.raises(LabError, match=r"^A\.bot: .*never a time"):
        job({"A.bot": "search:0.5s"})


def sheet_of(lab_job: DbuJob, side: str) -> Any:
    keys = {f.sheet for f in lab_job.setup.fighters if f.side == side}
    assert len(keys) == 1
    return lab_job.setup.sheets[keys.pop()]


def test_build_parameters_change_the_sides_sheet() -> None:
    assert sheet_of(job({"A.power_level": 10}), "A").power_level == 10
    assert sheet_of(job({"A.power_level": 10}), "B").power_level == 4
    assert sheet_of(job({"A.size": "large"}), "A").size == "large"
    assert sheet_of(job({"A.race": "Namekian"}), "A").race == "namekian"
    assert sheet_of(job({"A.attributes.Force": 5}), "A").attributes.force == 5
    assert sheet_of(job({"A.attributes.agility": 5}), "A").attributes.agility == 5
    spread = {
        "Agility": 5,
        "Force": 6,
        "Tenacity": 6,
        "Scholarship": 2,
        "Insight": 4,
        "Magic": 2,
        "Personality": 3,
    }
    built = sheet_of(job({"A.spread": spread}), "A").attributes
    assert built.model_dump() == {k.lower(): v for k, v in spread.items()}
    named = sheet_of(job({"A.spread": "brawler"}, {**DUEL, "spreads": {"brawler": spread}}), "A")
    assert named.attributes == built
    with pytest.raises(
        LabError, match=r'^A\.spread: no spread named "tank"; the match\'s spreads: '
    ):
        job({"A.spread": "tank"}, {**DUEL, "spreads": {"brawler": spread}})
    with pytest.raises(LabError, match=r"^match\.spreads\.short: a spread gives all seven"):
        job({"A.spread": "short"}, {**DUEL, "spreads": {"short": {"Agility": 3}}})


def test_sheet_and_encounter_parameters_swap_the_match() -> None:
    swapped = job({"B.sheet": "examples/saibaman.yaml"})
    assert sheet_of(swapped, "B").name == "Saibaman"
    assert swapped.sides[1] == "Saibaman (B)"
    encounter = job({"encounter": "examples/encounters/saiyan-duel.yaml"})
    assert encounter.setup == setup_from(
        [EXAMPLES / "encounters/saiyan-duel.yaml"], None, [EXAMPLES]
    )


def test_a_shared_sheet_varies_for_one_side_only() -> None:
    varied = job({"West.attributes.Personality": 2}, MIRROR)
    west = {
        varied.setup.sheets[f.sheet].attributes.personality
        for f in varied.setup.fighters
        if f.side == "West"
    }
    east = {
        varied.setup.sheets[f.sheet].attributes.personality
        for f in varied.setup.fighters
        if f.side == "East"
    }
    assert west == {2}
    assert 2 not in east or len(east) > 1


def test_techniques_and_profiles() -> None:
    blast = {"name": "Ki Blast", "profile": "Beam", "foundation": "energy"}
    added = sheet_of(job({"A.techniques": {"add": [blast]}}), "A")
    assert [s.name for s in added.signatures] == ["Berserker Rush", "Ki Blast"]
    removed = sheet_of(job({"A.techniques": {"remove": ["Berserker Rush"]}}), "A")
    assert removed.signatures == ()
    named = job({"A.techniques": "beams"}, {**DUEL, "technique_sets": {"beams": [blast]}})
    assert [s.name for s in sheet_of(named, "A").signatures] == ["Ki Blast"]
    pinpoint = sheet_of(job({"A.profiles": "Pinpoint"}), "A")
    assert {s.profile for s in pinpoint.signatures} == {"Pinpoint"}
    beam = sheet_of(job({"A.profiles": {"Berserker Rush": "Beam"}}), "A").signatures[0]
    assert (beam.profile, beam.foundation) == ("Beam", "energy")


def test_listed_parameters_are_the_accepted_ones() -> None:
    listed = LAB.parameters()
    fields = setting_fields(CombatSettings)
    assert {n.removeprefix("rules.") for n in listed if n.startswith("rules.")} == set(fields)
    samples: dict[str, Any] = {
        "edition": "dbu-1",
        "bot": "random",
        "encounter": "examples/encounters/saiyan-duel.yaml",
        "<side>.bot": "random",
        "<side>.sheet": "examples/goku.yaml",
        "<side>.power_level": 8,
        "<side>.race": "saiyan",
        "<side>.size": "medium",
        "<side>.spread": {
            "Agility": 6,
            "Force": 7,
            "Tenacity": 5,
            "Scholarship": 2,
            "Insight": 4,
            "Magic": 1,
            "Personality": 3,
        },
        "<side>.techniques": {"remove": []},
        "<side>.profiles": "Powered",
    }
    for name, text in listed.items():
        assert text.strip(), name
        if name.startswith("rules."):
            value = fields[name.removeprefix("rules.")].get_default()
        elif name.startswith("<side>.attributes."):
            value = 1
        else:
            value = samples[name]
        job({name.replace("<side>", "A"): value})
    for bad in ("A.luck", "C.power_level", "rules.luck", "power_level", "A.attributes.Luck"):
        with pytest.raises(LabError, match=rf"^{re.escape(bad)}: "):
            job({bad: 3})


def test_bad_match_sections_are_one_line() -> None:
    cases: list[tuple[dict[str, Any], str]] = [
        ({}, "match: give either sides"),
        ({"sides": {"A": "examples/kale.yaml"}}, "match.sides: a fight needs at least two"),
        ({"sides": {"A": "nope.yaml", "B": "examples/kale.yaml"}}, "match.sides.A: no such sheet"),
        ({**DUEL, "bot": "clever"}, "match.bot: unknown bot"),
        ({**DUEL, "edition": "dbu-9"}, "match.edition: unknown edition"),
        ({**DUEL, "rules": {"long_range": 0}}, "match.rules: setting 'long_range' cannot be 0"),
        ({**DUEL, "colour": 1}, "match.colour: unknown key"),
        ({**DUEL, "sides": {"A": "examples/kale.yaml", "B": "README.md"}}, "match.sides.B: "),
    ]
    for match, start in cases:
        with pytest.raises(LabError) as caught:
            LAB.job(match, {}, ROOT)
        assert str(caught.value).startswith(start), str(caught.value)
        assert "\n" not in str(caught.value)


def test_a_relative_path_is_read_from_the_specs_folder(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_text((EXAMPLES / "kale.yaml").read_text())
    (tmp_path / "b.yaml").write_text((EXAMPLES / "yamcha.yaml").read_text())
    lab_job = LAB.job({"sides": {"A": "a.yaml", "B": "b.yaml"}}, {}, tmp_path)
    assert lab_job.setup == job().setup


def test_the_search_bot_plays_by_its_budget_as_simulate_does() -> None:
    setup = setup_from([EXAMPLES / "kale.yaml", EXAMPLES / "yamcha.yaml"])
    (outcome,) = run_batch(setup, "search:1", range(4, 5))
    record = job({"bot": "search:1"}).play(4)
    assert (record.rounds, record.score) == (outcome.rounds, outcome.damage)
    assert ("draw" if record.winner == -1 else "AB"[record.winner]) == outcome.winner


def test_a_side_of_several_sheets_and_bots_per_side_in_the_match() -> None:
    team = {
        "sides": {"A": ["examples/kale.yaml", "examples/yamcha.yaml"], "B": "examples/goku.yaml"},
        "bots": {"B": "random"},
    }
    lab_job = job(match=team)
    assert lab_job.sides == ("Kale, Yamcha (A)", "Goku (B)")
    assert lab_job.bots == ("greedy", "random")
    assert [f.side for f in lab_job.setup.fighters] == ["A", "A", "B"]
    record = lab_job.play(2)
    assert len(record.score) == 2
    with pytest.raises(LabError, match=r"^match\.bots\.C: no side named \"C\""):
        job(match={**team, "bots": {"C": "random"}})


def test_a_fight_the_safety_limit_stops_is_recorded_apart_from_a_draw() -> None:
    # One round is too short for the duel to end: the safety stop fires (no rule).
    record = job({"rules.max_rounds": 1}).play(3)
    assert record.winner == SAFETY_STOP
    unlimited = job({"rules.max_rounds": 100}).play(3)
    assert unlimited.winner != SAFETY_STOP
