"""The DDC lab: a Job plays what ``ddc simulate`` plays for the same fighters, bot and seed;
a side's fighter can be swapped; settings reach the battle."""

from __future__ import annotations

import json
import pickle
import re
from typing import Any

import pytest

from lab.games.helpers import ROOT
from tenkaichi.cli import main
from tenkaichi.ddc.engine import Battle
from tenkaichi.ddc.runner import make_bot, run_battle
from tenkaichi.ddc.settings import DdcSettings
from tenkaichi.errors import LabError
from tenkaichi.lab.games.ddc import DdcJob, DdcLab
from tenkaichi.settings_schema import setting_fields

LAB = DdcLab()
PAIR = {"fighters": ["Agumon", "Gabumon"]}


def job(values: dict[str, Any] | None = None, match: dict[str, Any] | None = None) -> DdcJob:
    return LAB.job(match or PAIR, values or {}, ROOT)


@pytest.mark.parametrize("bot", ["random", "greedy"])
def test_a_job_plays_what_simulate_plays(bot: str, capsys: pytest.CaptureFixture[str]) -> None:
    lab_job = job({"bot": bot})
    for seed in (5, 6, 7):
        code = main(
            [
                "ddc",
                "simulate",
                "Agumon",
                "Gabumon",
                "-n",
                "1",
                "--seed",
                str(seed),
                "--bot",
                bot,
                "--json",
            ]
        )
        assert code == 0
        summary = json.loads(capsys.readouterr().out)
        record = lab_job.play(seed)
        winner = "draw" if record.winner == -1 else lab_job.side_keys[record.winner]
        assert summary["wins"] == {winner: 1}
        assert summary["mean_rounds"] == record.rounds


def test_score_is_the_damage_each_side_dealt() -> None:
    lab_job = job({"bot": "greedy"})
    assert lab_job.score_name == "damage dealt"
    for seed in (9, 10):
        record = lab_job.play(seed)
        battle = Battle.start(lab_job.setup, seed)
        bots = {f.name: make_bot("greedy", seed + k) for k, f in enumerate(battle.state.fighters)}
        run_battle(battle, bots)
        # a duel: what one side dealt is what the other took (no healing between two
        # fighters); the blow that K.O.'s counts in full, though HP stops at 0
        took = {
            f.name: sum(
                e.data["amount"] for e in battle.events if e.kind == "damage" and e.who == f.name
            )
            for f in battle.state.fighters
        }
        assert record.score == (took["Gabumon"], took["Agumon"])
        for f in battle.state.fighters:
            assert f.hp == max(0, f.max_hp - took[f.name])
        used = {option for _, option, _ in record.used}
        assert not any(re.search(r"\d", option) for option in used), used


def test_parameters_change_fighters_bots_and_settings() -> None:
    swapped = job({"Agumon.fighter": "Gabumon"})
    assert [e.fighter for e in swapped.setup.fighters] == ["Gabumon", "Gabumon"]
    assert job({"bot": "greedy"}).bot == "greedy"
    wide = job({"rules.grid_width": 20})
    assert Battle.start(wide.setup, 1).settings.grid_width == 20
    assert job(match={**PAIR, "rules": {"grid_height": 9}}).setup.settings == {"grid_height": 9}


def test_listed_parameters_are_the_accepted_ones() -> None:
    listed = LAB.parameters()
    fields = setting_fields(DdcSettings)
    assert {n.removeprefix("rules.") for n in listed if n.startswith("rules.")} == set(fields)
    for name, text in listed.items():
        assert text.strip()
        if name.startswith("rules."):
            value = fields[name.removeprefix("rules.")].get_default(call_default_factory=True)
        else:
            value = {"bot": "greedy", "<side>.fighter": "Gabumon"}[name]
        job({name.replace("<side>", "Agumon"): value})
    for bad in ("Nobody.fighter", "rules.luck", "Agumon.luck", "fighter"):
        with pytest.raises(LabError, match=rf"^{re.escape(bad)}: "):
            job({bad: "greedy"})


def test_bad_values_are_one_line() -> None:
    cases: list[tuple[dict[str, Any], dict[str, Any], str]] = [
        (PAIR, {"bot": "clever"}, 'bot: unknown bot "clever"; known: '),
        (PAIR, {"Agumon.fighter": "Nobody"}, "Agumon.fighter: unknown fighter 'Nobody'"),
        (PAIR, {"rules.grid_width": 2}, "rules.grid_width: setting 'grid_width' cannot be 2"),
        ({"fighters": ["Agumon"]}, {}, "match.fighters: "),
        ({}, {}, "match: give either fighters"),
    ]
    for match, values, start in cases:
        with pytest.raises(LabError) as caught:
            LAB.job(match, values, ROOT)
        assert str(caught.value).startswith(start), str(caught.value)
        assert "\n" not in str(caught.value)


def test_jobs_pickle_to_the_same_battles() -> None:
    lab_job = job({"rules.grid_width": 12, "bot": "greedy"})
    copy = pickle.loads(pickle.dumps(lab_job))
    assert copy == lab_job
    assert copy.play(3) == lab_job.play(3)
