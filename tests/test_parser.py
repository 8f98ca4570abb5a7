"""The notation: what parses, what it means, and the one-line errors for what does not."""

from __future__ import annotations

import contextlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from strategies import small_expression
from tenkaichi.dice import RollContext, parse, plan_roll
from tenkaichi.dice.ast import Dice, Group, RemovalKind, Scale, TierDice
from tenkaichi.dice.parser import MAX_EXPRESSION_LENGTH, MAX_NESTING
from tenkaichi.errors import DiceLimitError, DiceSyntaxError, DiceValueError, TenkaichiError


def test_dice_with_every_suffix() -> None:
    expr = parse("3d10kh2c9b2r1s")
    (item,) = expr.items
    node = item.node
    assert isinstance(node, Dice)
    assert (node.count, node.sides, node.keep_high, node.critical, node.botch, node.reroll) == (
        3,
        10,
        2,
        9,
        2,
        1,
    )
    assert node.solid


def test_whitespace_case_and_default_count() -> None:
    expr = parse(" D10 + top - 2 (T) ")
    kinds = [type(item.node) for item in expr.items]
    assert kinds[:2] == [Dice, TierDice]
    assert expr.items[2].sign == -1
    assert expr.items[2].node.scale is Scale.TIER


def test_custom_faces_and_groups() -> None:
    expr = parse("-(2d{0,0,1,-1}+1)(bT)")
    group = expr.items[0].node
    assert isinstance(group, Group)
    assert group.scale is Scale.BASE_TIER
    assert expr.items[0].sign == -1
    dice = group.items[0].node
    assert isinstance(dice, Dice)
    assert dice.faces == (0, 0, 1, -1)


def test_removals() -> None:
    expr = parse("2d10+1d6-1pd-2dd")
    kinds = [item.node.kind for item in expr.items[2:]]  # type: ignore[union-attr]
    assert kinds == [RemovalKind.PENALIZE, RemovalKind.DROP]


@pytest.mark.rule("dbu.tier.t-multiplier")
def test_t_multiplies_constants_and_dice_counts() -> None:
    # Seed 000: +2(T) is +2 at Tier 1, +4 at Tier 2, +6 at Tier 3; +1d6(T) is 3d6 at Tier 3.
    for tier in (1, 2, 3):
        plan = plan_roll("1d10+2(T)+1d6(T)", RollContext(tier))
        assert plan.constant == 2 * tier
        assert plan.terms[1].count == tier
    plan = plan_roll("(1d4+1)(T)", RollContext(3))
    assert (plan.terms[0].count, plan.constant) == (3, 3)


@pytest.mark.rule("dbu.tier.breakthrough")
def test_bt_follows_the_base_tier_under_breakthrough() -> None:
    plan = plan_roll("1d10+1(bT)+1(T)", RollContext(tier=4, base_tier=2))
    assert [m.value for m in plan.modifiers] == [2, 4]


@pytest.mark.parametrize(
    ("text", "column", "expected"),
    [
        ("", 1, "a dice expression"),
        ("1d10+", 6, "a number, dice"),
        ("1d10 3", 6, "'+', '-' or the end"),
        ("2d6kx", 4, "'+', '-' or the end"),
        ("(1d6+2", 7, "')'"),
        ("1d{1,2", 7, "',' or '}'"),
        ("1d10cc", 6, "a number (critical threshold)"),
        ("1d10c9c8", 7, "at most one critical threshold"),
        ("1d10(X)", 5, "'+', '-' or the end"),
        ("d", 1, "a number, dice"),
    ],
)
def test_syntax_errors_name_the_column_and_what_was_expected(
    text: str, column: int, expected: str
) -> None:
    with pytest.raises(DiceSyntaxError) as info:
        parse(text)
    message = str(info.value)
    assert f"column {column} " in message
    assert expected in message
    assert "\n" not in message


@pytest.mark.parametrize(
    ("text", "error", "fragment"),
    [
        ("0d6", DiceValueError, "at least 1"),
        ("1d1", DiceValueError, "at least 2 sides"),
        ("1d6c9", DiceValueError, "only d10s can score a Critical"),
        ("1d10c6", DiceValueError, "7..11"),
        ("1d10b7", DiceValueError, "1..6"),
        ("2d6kh3", DiceValueError, "cannot keep 3 of 2"),
        ("2d6kh1kl2", DiceValueError, "same count"),
        ("1d6r6", DiceValueError, "reroll every die"),
        ("1d10+1pd", DiceValueError, "-1pd"),
        ("(1d10-1pd)", DiceValueError, "outside parentheses"),
        ("1d{3}", DiceValueError, "at least 2 faces"),
        ("1001d6", DiceLimitError, "limit is 1000"),
        ("1d1001", DiceLimitError, "over the limit"),
        ("99999999", DiceLimitError, "too large"),
        ("1d10" + "+1" * 300, DiceLimitError, "characters long"),
        ("(" * (MAX_NESTING + 1) + "1" + ")" * (MAX_NESTING + 1), DiceLimitError, "nested"),
    ],
)
def test_bad_expressions_raise_one_clear_error(
    text: str, error: type[TenkaichiError], fragment: str
) -> None:
    with pytest.raises(error, match=None) as info:
        parse(text)
    assert fragment in str(info.value)


def test_dice_count_limit_is_checked_after_tier_scaling() -> None:
    with pytest.raises(DiceLimitError, match="limit is 1000 per roll"):
        plan_roll("600d6+600d6")
    with pytest.raises(DiceLimitError, match="tier 7"):
        plan_roll("200d6(T)", RollContext(7))


def test_length_limit_is_checked_before_parsing() -> None:
    text = "1d6+" * (MAX_EXPRESSION_LENGTH // 4) + "x"
    with pytest.raises(DiceLimitError, match="characters long"):
        parse(text)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="0123456789dDkhlscbrpT(){},+- xtoP", max_size=40))
def test_fuzz_parser_raises_only_project_errors(text: str) -> None:
    try:
        expr = parse(text)
    except TenkaichiError as error:
        message = str(error)
    else:
        message = ""
    assert "\n" not in message
    if message:
        return
    # Whatever parses must also plan within the limits or fail with a project error.
    with contextlib.suppress(TenkaichiError):
        plan_roll(expr, RollContext(3))


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=60))
def test_fuzz_parser_on_any_unicode(text: str) -> None:
    with contextlib.suppress(TenkaichiError):
        parse(text)


@settings(max_examples=100, deadline=None)
@given(small_expression())
def test_generated_expressions_parse(text: str) -> None:
    expr = parse(text)
    assert expr.text == text
    assert expr.items
