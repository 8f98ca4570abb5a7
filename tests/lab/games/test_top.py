"""The Tournament of Power lab: a Job plays what ``top simulate`` plays for the same seats,
bots and seed; a seat's fixed warrior is drafted by that seat; settings reach the game."""

from __future__ import annotations

import pickle
import re
from typing import Any

import pytest

from lab.games.helpers import ROOT
from tenkaichi.errors import LabError
from tenkaichi.lab.games.top import TopJob, TopLab, _content
from tenkaichi.settings_schema import setting_fields
from tenkaichi.top.content import load_content
from tenkaichi.top.runner import run_game
from tenkaichi.top.settings import TopSettings

LAB = TopLab()
NAMES = {cid: c.name for cid, c in load_content().characters.items()}


def job(values: dict[str, Any] | None = None, match: dict[str, Any] | None = None) -> TopJob:
    return LAB.job(match if match is not None else {"players": 3}, values or {}, ROOT)


def drafted(record: Any, seat: int) -> list[str]:
    return sorted(
        o.removeprefix("draft ") for s, o, _ in record.used if s == seat and o.startswith("draft ")
    )


@pytest.mark.parametrize(
    ("players", "bots", "random_draft"), [(3, "greedy", False), (2, "random", True)]
)
def test_a_job_plays_what_the_runner_plays(players: int, bots: str, random_draft: bool) -> None:
    lab_job = job(match={"players": players, "bot": bots, "random_draft": random_draft})
    for seed in (3, 4):
        record = lab_job.play(seed)
        outcome = run_game(players, seed, (bots,) * players, random_draft=random_draft)
        assert record.rounds == outcome.rounds
        assert record.winner == (outcome.winners[0] if len(outcome.winners) == 1 else -1)
        for seat, team in enumerate(outcome.teams):
            assert drafted(record, seat) == sorted(NAMES[c] for c in team)
        assert sum(record.score) == 6 * players - outcome.eliminated  # warriors left


def test_a_fixed_warrior_is_in_its_seat_every_game() -> None:
    lab_job = job({"seat2.warrior": "Jiren", "seat1.warrior": "Son Goku"})
    assert lab_job.sides == ("Seat 1: Son Goku", "Seat 2: Jiren", "Seat 3")
    for seed in (1, 2, 3):
        record = lab_job.play(seed)
        assert "Son Goku" in drafted(record, 0)
        assert "Jiren" in drafted(record, 1)
        assert "Jiren" not in drafted(record, 2)
        assert "Son Goku" not in drafted(record, 2)


def test_a_random_warrior_leaves_the_seat_to_its_draft() -> None:
    baseline = job({"seat1.warrior": "random"})
    assert baseline.warriors == (None, None, None)
    assert baseline.sides[0] == "Seat 1"
    assert baseline.play(3) == job().play(3)


def test_score_is_warriors_left_and_the_winner_has_most() -> None:
    lab_job = job({"bot": "greedy"})
    assert lab_job.score_name == "warriors left"
    record = lab_job.play(8)
    assert all(0 <= s <= 12 for s in record.score)
    if record.winner >= 0:
        assert record.score[record.winner] == max(record.score)


def test_parameters_change_players_bots_and_settings() -> None:
    assert job({"players": 5}).players == 5
    assert len(job({"players": 5}).sides) == 5
    assert job({"bot": "greedy"}).bots == ("greedy",) * 3
    assert job({"seat3.bot": "greedy"}).bots == ("random", "random", "greedy")
    assert job(match={"players": 3, "bots": ["greedy", "random"]}).bots == (
        "greedy",
        "random",
        "random",
    )
    short = job({"rules.turns": 5, "rules.move_range": 2})
    content = _content(short.content, short.settings)
    assert (content.settings.turns, content.settings.move_range) == (5, 2)
    assert short.play(2).rounds <= 5 + TopSettings().tie_extra_rounds


def test_listed_parameters_are_the_accepted_ones() -> None:
    listed = LAB.parameters()
    fields = setting_fields(TopSettings)
    assert {n.removeprefix("rules.") for n in listed if n.startswith("rules.")} == set(fields)
    samples = {"players": 4, "bot": "greedy", "seat<N>.warrior": "Hit", "seat<N>.bot": "greedy"}
    for name, text in listed.items():
        assert text.strip()
        if name.startswith("rules."):
            value = fields[name.removeprefix("rules.")].get_default()
        else:
            value = samples[name]
        job({name.replace("<N>", "2"): value})
    for bad in ("seat9.bot", "seat.bot", "seat1.luck", "rules.luck", "warrior"):
        with pytest.raises(LabError, match=rf"^{re.escape(bad)}: "):
            job({bad: "greedy"})


def test_bad_values_are_one_line() -> None:
    cases: list[tuple[dict[str, Any], str]] = [
        ({"players": 7}, "players: 7 is above the highest number of players, 6"),
        ({"seat1.warrior": "Nobody"}, 'seat1.warrior: no draftable warrior named "Nobody"'),
        (
            {"seat1.warrior": "Hit", "seat2.warrior": "hit"},
            'seat2.warrior: "hit" is already the warrior of seat1.warrior',
        ),
        ({"bot": "search:1s"}, 'bot: "search:1s": the lab\'s search bot takes a number'),
        ({"rules.turns": 7}, "rules.turns: setting 'turns' cannot be 7; allowed: one of 5, 10"),
    ]
    for values, start in cases:
        with pytest.raises(LabError) as caught:
            job(values)
        assert str(caught.value).startswith(start), str(caught.value)
        assert "\n" not in str(caught.value)


def test_jobs_pickle_to_the_same_games() -> None:
    lab_job = job({"seat1.warrior": "Hit", "rules.turns": 5})
    copy = pickle.loads(pickle.dumps(lab_job))
    assert copy == lab_job
    assert copy.play(6) == lab_job.play(6)


def test_a_content_pack_folder_is_read_from_the_specs_folder() -> None:
    packaged = job(match={"players": 2, "bot": "greedy"})
    folder = job(match={"players": 2, "bot": "greedy", "content": "src/tenkaichi/data/top"})
    assert folder.content is not None
    assert folder.play(4) == packaged.play(4)
    with pytest.raises(LabError, match=r"^match\.content: no such content pack folder"):
        job(match={"players": 2, "content": "nowhere"})


def test_the_timed_mode_plays_what_the_runners_clock_plays() -> None:
    timed = job({"rules.length": "minutes", "rules.minutes": 12, "bot": "greedy"})
    for seed in (2, 3):
        record = timed.play(seed)
        outcome = run_game(3, seed, ("greedy",) * 3, minutes=12)
        assert record.rounds == outcome.rounds
        assert record.winner == (outcome.winners[0] if len(outcome.winners) == 1 else -1)
