"""``tenkaichi odds`` tables: the meaningful totals, what was left out, percentiles checked
against brute-force enumeration, and the terminal chart of a Clash."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

from bruteforce import enumerate_totals
from tenkaichi.cli import main
from tenkaichi.cli.odds_view import BOTH, MARKS, TAIL, Series, chart, meaningful, share
from tenkaichi.dice import RollContext, odds, plan_roll

ROW = re.compile(r"^│ (-?\d+) +│ ([\d.]+)% +│ ([\d.<]+)% +│")
LEFT_OUT = re.compile(
    r"^Left out ([\d,]+) unlikely totals? .*?\(([\d.<]+)% of the chance\).*; --all lists"
)
WIDE = ["2d6", "10d10", "30d10", "1d10+ToP+5", "4d10kh2+1d6", "3d10-1pd", "6d100"]


def run(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert main(list(args)) == 0
    return capsys.readouterr().out


def chart_lines(out: str) -> list[str]:
    """The lines of the chart: from its top line (the largest chance on the axis) on."""
    lines = out.splitlines()
    top = next(i for i, line in enumerate(lines) if line.endswith("┤") or "% ┤" in line)
    return lines[top:]


@pytest.mark.parametrize("expression", WIDE)
def test_the_shown_totals_and_the_left_out_ones_make_up_the_whole(expression: str) -> None:
    dist = odds(expression, RollContext(tier=4))
    shown = meaningful(dist)
    inside = sum((p for t, p in dist.items() if shown.low <= t <= shown.high), Fraction(0))
    assert inside + shown.below + shown.above == 1
    assert shown.below <= TAIL
    assert shown.above <= TAIL
    live = [t for t, _ in dist.items()]
    assert shown.rows_below == sum(1 for t in live if t < shown.low)
    assert shown.rows_above == sum(1 for t in live if t > shown.high)
    # As much as the limit allows is left out: one more total at either end would pass it.
    if shown.low != shown.high:
        assert shown.below + dist.probability(shown.low) > TAIL
        assert shown.above + dist.probability(shown.high) > TAIL


def test_nothing_is_left_out_without_a_tail() -> None:
    dist = odds("10d10")
    shown = meaningful(dist, Fraction(0))
    assert (shown.low, shown.high, shown.left_out) == (dist.min, dist.max, 0)


def test_a_wide_roll_lists_its_meaningful_totals_and_says_what_it_left_out(
    capsys: pytest.CaptureFixture[str],
) -> None:
    out = run(capsys, "odds", "30d10")
    dist = odds("30d10")
    rows = [ROW.match(line) for line in out.splitlines()]
    listed = [m for m in rows if m]
    left = [m for m in (LEFT_OUT.match(line) for line in out.splitlines()) if m]
    assert len(left) == 1
    possible = sum(1 for _ in dist.items())
    assert len(listed) + int(left[0][1].replace(",", "")) == possible
    assert len(listed) < possible / 2  # the point: most totals of 30d10 are negligible
    # The printed chances add up to 100%, within their rounding to two decimals.
    printed = sum(float(m[2]) for m in listed) + float(left[0][2].lstrip("<"))
    assert abs(printed - 100) <= 0.005 * (len(listed) + 1)
    every = run(capsys, "odds", "30d10", "--all")
    assert sum(1 for line in every.splitlines() if ROW.match(line)) == possible
    assert "Left out" not in every


@pytest.mark.parametrize(
    ("expression", "tier"),
    [("2d6", 1), ("1d10+1d4", 1), ("3d4kh2+1", 1), ("1d10+ToP", 3), ("2d10-1pd", 1)],
)
def test_percentiles_match_brute_force(
    expression: str, tier: int, capsys: pytest.CaptureFixture[str]
) -> None:
    exact = enumerate_totals(plan_roll(expression, RollContext(tier=tier)))
    expected = []
    for q in (5, 25, 50, 75, 95):
        running = Fraction(0)
        for total in sorted(exact):
            running += exact[total]
            if running >= Fraction(q, 100):
                expected.append(f"{q}th {total}")
                break
    mean = sum(t * p for t, p in exact.items())
    out = run(capsys, "odds", expression, "--tier", str(tier))
    line = next(line for line in out.splitlines() if line.startswith("Percentiles:"))
    assert line == f"Percentiles: {', '.join(expected)} (mean {float(mean):.2f})"


def test_the_clash_chart_draws_both_sides_with_a_legend(
    capsys: pytest.CaptureFixture[str],
) -> None:
    out = run(capsys, "odds", "1d10+ToP", "--vs", "1d10+2", "--tier", "3", "--plot", "-")
    lines = out.splitlines()
    assert all(len(line) <= 80 for line in chart_lines(out))
    assert f"{MARKS[0]} 1d10+ToP at tier 3 (initiator)" in lines
    assert f"{MARKS[1]} 1d10+2 at tier 3 (defender)" in lines
    assert f"{BOTH} both" in lines
    assert lines[0].startswith("1d10+ToP at tier 3")  # the odds come first, then the chart


def test_the_chart_puts_each_side_where_its_totals_are() -> None:
    apart = chart([Series("low", odds("1d6")), Series("high", odds("1d6+6"))])
    bars = [line.split("┤" if "┤" in line else "│", 1)[1] for line in apart.splitlines()[:12]]
    low = {i for row in bars for i, c in enumerate(row) if c == MARKS[0]}
    high = {i for row in bars for i, c in enumerate(row) if c == MARKS[1]}
    # 1..6 then 7..12: the first side's columns all left of the second's, never both.
    assert low
    assert high
    assert max(low) < min(high)
    assert not any(BOTH in row for row in bars)
    same = chart([Series("a", odds("1d6")), Series("b", odds("1d6"))])
    assert MARKS[0] not in same.split(f"\n{MARKS[0]} a")[0]
    assert BOTH * 12 in same


def test_a_single_roll_chart_and_a_wide_one_fit_80_columns(
    capsys: pytest.CaptureFixture[str],
) -> None:
    out = run(capsys, "odds", "40d10", "--plot", "-")
    assert len(chart_lines(out)) > 12
    assert all(len(line) <= 80 for line in chart_lines(out))
    assert f"{MARKS[0]} 40d10 at tier 1" in out
    assert "each column adds up" in out


def test_tiny_chances_never_print_as_zero() -> None:
    assert share(Fraction(1, 10**9)) == "<0.01%"
    assert share(Fraction(0)) == "0.00%"
    assert share(Fraction(1, 8)) == "12.50%"
