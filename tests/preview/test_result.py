"""The sums of a preview, from records made by hand: shares, 95% intervals, quantiles of the
fights' length, top options and attacks, the JSON the result module documents, and the words."""

from __future__ import annotations

import json
import re

import pytest

import tenkaichi.dbu.preview.result as result_module
from tenkaichi.dbu.preview.result import TOP, PreviewResult
from tenkaichi.dbu.preview.stats import FightFacts, Tally
from tenkaichi.dbu.preview.summary import quantile, summarise
from tenkaichi.dbu.preview.text import summary_lines
from tenkaichi.intervals import wilson

FIGHTERS = (("Goku", "A"), ("Vegeta", "B"))


def fight(
    winner: str,
    rounds: int,
    first: str,
    dealt: tuple[int, int],
    options: tuple[tuple[str, str, int], ...] = (),
    attacks: tuple[tuple[str, str, int, int, int], ...] = (),
) -> FightFacts:
    return FightFacts(
        winner=winner,
        rounds=rounds,
        stopped=False,
        first_down=first,
        defeated=(first,) if first else (),
        dealt=dealt,
        options=options,
        attacks=attacks,
    )


def four_fights() -> PreviewResult:
    """Goku (side A) wins 3 of 4 fights lasting 3, 4, 5 and 6 rounds."""
    tally = Tally(FIGHTERS)
    goku_options = (
        ("Goku", "Power Up", 2),
        ("Goku", "Kamehameha", 2),
        ("Goku", "Movement", 1),
    )
    for winner, rounds, first, dealt in [
        ("A", 3, "Vegeta", (150, 80)),
        ("A", 4, "Vegeta", (160, 90)),
        ("A", 5, "Vegeta", (170, 100)),
        ("B", 6, "Goku", (126, 200)),
    ]:
        tally.add(
            fight(
                winner,
                rounds,
                first,
                dealt,
                options=goku_options,
                attacks=(
                    ("Goku", "Basic Attack (Simple, energy)", 1, 1, 20),
                    ("Goku", "Kamehameha", 2, 1, 105),
                    ("Vegeta", "Galick Gun", 1, 1, 60),
                ),
            )
        )
    return summarise(tally, runs=4, first_seed=1, bot="greedy", cancelled=False)


def test_wins_draws_and_falls_are_counted_over_the_fights_played() -> None:
    result = four_fights()
    a, b = result.sides
    assert (a.side, a.fighters, a.wins.count, a.wins.chance) == ("A", ("Goku",), 3, 0.75)
    assert (a.wins.low, a.wins.high) == wilson(3, 4)
    assert (b.wins.count, b.wins.chance) == (1, 0.25)
    assert (result.draws.count, result.draws.chance) == (0, 0.0)
    assert (result.draws.low, result.draws.high) == wilson(0, 4)
    goku, vegeta = result.fighters
    assert (goku.falls_first, goku.falls_first_share) == (1, 0.25)
    assert (vegeta.falls_first, vegeta.defeated_share) == (3, 0.75)
    assert goku.mean_damage_dealt == (150 + 160 + 170 + 126) / 4
    assert result.nobody_fell == 0


def test_top_options_by_use_and_attacks_by_damage() -> None:
    goku = four_fights().fighters[0]
    # 8 Power Ups and 8 Kamehamehas (a tie: by name), 4 Movements: of 20 choices
    assert [(o.option, o.uses, o.share) for o in goku.options] == [
        ("Kamehameha", 8, 0.4),
        ("Power Up", 8, 0.4),
        ("Movement", 4, 0.2),
    ]
    kamehameha, simple = goku.attacks
    assert (kamehameha.attack, kamehameha.uses, kamehameha.hits) == ("Kamehameha", 8, 4)
    assert (kamehameha.damage, kamehameha.damage_a_hit) == (420, 105.0)
    assert kamehameha.share == 8 / 12
    assert (simple.attack, simple.damage, simple.share) == (
        "Basic Attack (Simple, energy)",
        80,
        4 / 12,
    )


def test_only_the_top_options_are_kept() -> None:
    tally = Tally(FIGHTERS)
    many = tuple(("Goku", f"Option {i}", 10 - i) for i in range(TOP + 3))
    tally.add(fight("A", 1, "Vegeta", (1, 0), options=many))
    goku = summarise(tally, runs=1, first_seed=1, bot="greedy", cancelled=False).fighters[0]
    assert [o.option for o in goku.options] == [f"Option {i}" for i in range(TOP)]


@pytest.mark.parametrize(
    ("values", "q", "expected"),
    [
        ([3, 4, 5, 6], 0.5, 4.5),
        ([3, 4, 5, 6], 0.25, 3.75),
        ([3, 4, 5, 6], 0.1, 3.3),
        ([7], 0.9, 7.0),
        ([2, 2, 2, 9], 0.5, 2.0),
        ([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 0.9, 10.0),
    ],
)
def test_quantiles_interpolate_between_the_nearest_lengths(
    values: list[int], q: float, expected: float
) -> None:
    from collections import Counter

    assert quantile(Counter(values), q) == pytest.approx(expected)


def _documented_example() -> dict[str, object]:
    doc = result_module.__doc__ or ""
    block = doc.split("and one fighter)::", 1)[1].split("\n\nThe test", 1)[0]
    example: dict[str, object] = json.loads(block)
    return example


def test_the_json_is_the_documented_example() -> None:
    """The example in result.py's docstring, of four fights made to match it, abridged as the
    example is: the first side, the first fighter, two options, one attack."""
    tally = Tally(FIGHTERS)
    for winner, rounds, first, dealt, kamehameha, movements, simple in [
        ("A", 3, "Vegeta", (150, 80), (2, 2, 160), 1, (1, 1, 20)),
        ("A", 4, "Vegeta", (160, 90), (2, 1, 100), 1, (1, 1, 20)),
        ("A", 5, "Vegeta", (170, 100), (1, 1, 80), 2, (1, 0, 0)),
        ("B", 6, "Goku", (126, 200), (1, 1, 80), 2, (1, 0, 0)),
    ]:
        options = (
            ("Goku", "Power Up", 2),
            ("Goku", "Kamehameha", kamehameha[0]),
            ("Goku", "Movement", movements),
        )
        attacks = (
            ("Goku", "Kamehameha", *kamehameha),
            ("Goku", "Basic Attack (Simple, energy)", *simple),
        )
        tally.add(fight(winner, rounds, first, dealt, options, attacks))
    data = summarise(tally, runs=4, first_seed=1, bot="greedy", cancelled=False).to_json()
    sides, fighters = data["sides"], data["fighters"]
    assert isinstance(sides, list)
    assert isinstance(fighters, list)
    goku = dict(fighters[0])
    assert isinstance(goku["options"], list)
    assert isinstance(goku["attacks"], list)
    goku["options"] = goku["options"][:2]
    goku["attacks"] = goku["attacks"][:1]
    abridged = {**data, "sides": sides[:1], "fighters": [goku]}
    assert abridged == _documented_example()
    assert json.loads(json.dumps(data)) == data


def test_the_words_name_no_internal_identifier() -> None:
    lines = summary_lines(four_fights())
    assert lines[0] == "Preview of 4 fights (greedy bots, seeds 1 to 4)"
    assert lines[1] == "A (Goku) wins 75% (30% to 95%); B (Vegeta) wins 25% (5% to 70%)"
    assert (
        lines[2]
        == "Fights last 4.5 rounds on average (3 to 6 rounds in 8 fights of 10; 3 to 6 in all)"
    )
    assert lines[3] == "Falls first: Vegeta 75%, Goku 25%"
    assert lines[4].startswith(
        "Goku (A): most used Kamehameha (40% of Goku's choices), Power Up (40%)"
    )
    assert "most damaging Kamehameha (105 damage a hit, 67% of Goku's attacks)" in lines[4]
    snake = re.compile(r"\b[a-z]+_[a-z_]+\b")
    assert not [line for line in lines if snake.search(line)]


def test_a_cancelled_preview_says_it_is_partial() -> None:
    tally = Tally(FIGHTERS)
    tally.add(fight("A", 2, "Vegeta", (10, 0)))
    result = summarise(tally, runs=50, first_seed=7, bot="greedy", cancelled=True)
    assert result.to_json()["cancelled"] is True
    assert (
        summary_lines(result)[0]
        == "Partial preview (cancelled): 1 of 50 fights (greedy bots, seed 7)"
    )
    empty = summarise(Tally(FIGHTERS), runs=50, first_seed=7, bot="greedy", cancelled=True)
    assert summary_lines(empty)[-1] == "No fight was played."
