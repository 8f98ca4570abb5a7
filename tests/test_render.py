"""Renderers: one line of text, Markdown under 2,000 characters, JSON with the whole trace."""

from __future__ import annotations

import json

from tenkaichi.dice import ScriptedRng, roll
from tenkaichi.dice.render import MARKDOWN_LIMIT, to_json, to_markdown, to_text


def test_text_shows_every_mark() -> None:
    result = roll("3d10kh2r1+1d6+2-1pd", rng=ScriptedRng([1, 10, 10, 5, 4, 3]))
    # The 1 is rerolled to 10 and then penalized (ties go to the earlier die), the other 10
    # crits with a 4, the 5 is set aside by keep-highest.
    expected = "3d10kh2r1 [-1→10, 10!+4, ~5~] + 1d6 [3] + 2 = 19"
    assert to_text(result) == f"3d10kh2r1+1d6+2-1pd: {expected}"


def test_text_shows_botch_and_minimum() -> None:
    result = roll("1d10-2", rng=ScriptedRng([1]))
    assert to_text(result) == "1d10-2: 1d10 [1✗] - 2 - botch 5 = 0 (raw -6, minimum 0)"


def test_markdown_stays_under_the_chat_limit_for_huge_rolls() -> None:
    result = roll("+".join(["100d10"] * 9) + "+ToP", seed=1, tier=7)  # 902 dice, many criticals
    text = to_markdown(result)
    assert len(text) <= MARKDOWN_LIMIT
    assert text.startswith(f"**{result.total}**")
    assert "more" in text


def test_markdown_small_roll_is_complete() -> None:
    result = roll("1d10+1d6", rng=ScriptedRng([10, 3, 2]))
    assert to_markdown(result) == "**15** ← `1d10+1d6`: `1d10` [**10!+3**] + `1d6` [2] (1 critical)"


def test_json_trace_round_trips_and_has_the_dice() -> None:
    result = roll("2d10+1d6-1dd+ToP", seed=9, tier=2)
    data = json.loads(json.dumps(to_json(result)))
    assert data["total"] == result.total
    assert data["seed"] == 9
    assert data["terms"][1]["dropped"] == 1 or data["terms"][0]["dropped"] == 1
    naturals = [d["natural"] for term in data["terms"] for d in term["dice"]]
    assert naturals == [d.natural for d in result.dice]
    assert any(term["tier_dice"] for term in data["terms"])
