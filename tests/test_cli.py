"""The command line: real output, JSON contracts, and one-line errors with non-zero exits."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tenkaichi.cli import main


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_roll_is_reproducible_with_a_seed(capsys: pytest.CaptureFixture[str]) -> None:
    code, first, _ = run(capsys, "roll", "1d10+ToP+4", "--seed", "5", "--tier", "3")
    assert code == 0
    assert first.splitlines()[0] == "1d10+ToP+4: 1d10 [10!+5] + ToP 1d6 [6] + 4 = 25"
    assert run(capsys, "roll", "1d10+ToP+4", "--seed", "5", "--tier", "3")[1] == first


def test_roll_json_has_total_and_trace(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "roll", "2d10kh1+3", "--seed", "1", "--json")
    data = json.loads(out)
    assert code == 0
    kept = sum(
        d["natural"] + (d["critical_die"] or 0) for d in data["terms"][0]["dice"] if d["kept"]
    )
    assert data["total"] == max(0, kept + 3 - data["botch_penalty"])
    assert len(data["terms"][0]["dice"]) == 2


@pytest.mark.rule("dbu.checks.proficient")
def test_roll_proficient_adds_one_t(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "roll", "1d10s", "--seed", "3", "--tier", "2", "--proficient", "--json")
    data = json.loads(out)
    assert data["modifiers"] == [{"label": "proficient 1(T)=2", "value": 2}]


def test_odds_json_tn(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "odds", "1d10+3", "--tn", "9", "--json")
    data = json.loads(out)
    assert code == 0
    assert data["p_at_least"] == "1/2"
    assert data["distribution"]["0"] == "1/10"
    assert data["mean"] == pytest.approx(8.65)


@pytest.mark.rule("dbu.checks.tn-per-tier")
def test_odds_difficulty_uses_the_base_tier(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(
        capsys,
        "odds",
        "1d10+ToP+3",
        "--difficulty",
        "medium",
        "--tier",
        "3",
        "--base-tier",
        "2",
        "--json",
    )
    assert json.loads(out)["tn"] == 12


@pytest.mark.rule("dbu.play.defender-wins")
def test_odds_clash(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "odds", "1d6", "--vs", "1d6", "--json")
    data = json.loads(out)
    assert data["p_initiator_wins"] == "5/12"
    assert data["p_tie"] == "1/6"
    assert data["p_defender_wins"] == "7/12"
    _, text, _ = run(capsys, "odds", "1d6", "--vs", "1d6")
    assert "initiator wins 41.67%, tie 16.67% (defender wins ties)" in text


def test_odds_table_and_plot(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    target = tmp_path / "odds.png"
    code, out, _ = run(capsys, "odds", "2d6", "--tn", "8", "--plot", str(target))
    assert code == 0
    assert "P(score >= 8) = 5/12 = 41.67%" in out
    assert target.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_odds_by_sampling_is_close(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(
        capsys, "odds", "1d10+3", "--tn", "9", "--samples", "20000", "--seed", "1", "--json"
    )
    data = json.loads(out)
    assert data["method"] == "sampled"
    assert abs(data["p_at_least_float"] - 0.5) < 0.02


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (("roll", "2d6+"), "column 5"),
        (("roll", "1d10", "--tier", "0"), "tier must be between 1 and 10"),
        (("roll", "1d10", "--seed", "-3"), "seed must be"),
        (("odds", "1d10", "--tn", "5", "--vs", "1d6"), "at most one of"),
        (("odds", "1d10", "--difficulty", "legendary"), "unknown difficulty"),
        (("odds", "1d10", "--plot", "chart.jpg"), ".png"),
        (("odds", "1000d1000kh500"), "sampling"),
        (("odds", "1d10", "--samples", "0"), "at least 1"),
        (("roll", "1d10", "--tier", "x"), "Invalid value for '--tier'"),
        (("fly",), "No such command"),
        (("rules", "--tests", "nowhere"), "no tests folder"),
    ],
)
def test_errors_are_one_line_and_exit_non_zero(
    capsys: pytest.CaptureFixture[str], args: tuple[str, ...], fragment: str
) -> None:
    code, out, err = run(capsys, *args)
    assert code != 0
    assert out == ""
    assert err.count("\n") == 1
    assert err.startswith("error: ")
    assert fragment in err


def test_plot_to_an_unwritable_place(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _, err = run(capsys, "odds", "1d6", "--plot", str(tmp_path / "no" / "dir" / "x.png"))
    assert code == 2
    assert err.startswith("error: cannot write the plot")


def test_demo_runs(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "demo")
    assert code == 0
    assert "Strike vs Dodge" in out
    assert "Nearly Impossible" in out
    assert "1d10+ToP+4: 1d10 [10!+5] + ToP 1d6 [6] + 4 = 25" in out


def test_no_arguments_prints_help(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys)
    assert code == 0
    assert "roll" in out
    assert "odds" in out
