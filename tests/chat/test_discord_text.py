"""How a reply's text becomes Discord messages: splitting, code blocks, pings, bursts."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tenkaichi.chat.discord_text import plan, render, split_message
from tenkaichi.chat.discord_views import rows
from tenkaichi.chat.messages import Button, Reply

WORDS = st.text(alphabet="abcdefgh xyz=-", min_size=0, max_size=300)
LINES = st.lists(st.one_of(WORDS, st.sampled_from(["```", "```py", "```diff"])), max_size=60)


def _balanced(lines: list[str]) -> list[str]:
    fences = sum(line.startswith("```") for line in lines)
    return [*lines, "```"] if fences % 2 else lines


def _words(text: str) -> str:
    kept = [line for line in text.split("\n") if not line.startswith("```")]
    return "".join("".join(kept).split())


@given(LINES, st.integers(min_value=60, max_value=400))
def test_pieces_fit_keep_every_word_and_balance_every_code_block(
    lines: list[str], limit: int
) -> None:
    text = "\n".join(_balanced(lines))
    pieces = split_message(text, limit)
    assert all(len(piece) <= limit for piece in pieces)
    assert all(piece.count("```") % 2 == 0 for piece in pieces)
    assert "".join(_words(piece) for piece in pieces) == _words(text)


def test_a_block_cut_in_two_reopens_with_its_language() -> None:
    text = "Before\n```diff\n" + "\n".join(f"+ line {n}" for n in range(40)) + "\n```\nAfter"
    first, *rest = split_message(text, 200)
    assert first.startswith("Before\n```diff\n")
    assert first.endswith("\n```")
    assert all(piece.startswith("```diff\n") for piece in rest[:-1])
    assert rest[-1].endswith("```\nAfter")


def test_a_line_longer_than_a_message_is_cut_at_a_space() -> None:
    text = " ".join(f"word{n}" for n in range(700))
    pieces = split_message(text)
    assert len(pieces) == 3
    assert all(len(piece) <= 2000 for piece in pieces)
    assert all(not piece.startswith(" ") and not piece.endswith(" ") for piece in pieces)
    assert " ".join(pieces) == text


def test_pings_come_first_and_mentions_in_the_text_are_broken() -> None:
    assert render("go <@7> @here", (1, 2)) == "<@1> <@2> go <\u200b@7> @\u200bhere"
    assert render("```\nboard\n```", (1,)) == "<@1>\n```\nboard\n```"


def test_short_replies_to_one_place_share_a_message_and_private_ones_stay_apart() -> None:
    out = plan(
        [
            Reply("A hits.", ping=("1",)),
            Reply("Your hand", private_to="2"),
            Reply("B's turn", ping=("2",)),
            Reply("Still B's turn", ping=("2",)),
            Reply("hidden", private_to="Bob"),  # not a user id: dropped, never shown
        ],
        5,
    )
    assert [(o.content, o.pings, o.private_to) for o in out] == [
        ("<@1> A hits.", (1,), None),
        ("Your hand", (), 2),
        ("<@2> B's turn\n<@2> Still B's turn", (2,), None),
    ]


def test_choices_lay_out_in_rows_of_five_and_menus_of_twenty_five() -> None:
    buttons = [Button(f"b{n}", f"!b{n}") for n in range(7)]
    menu = [Button(f"t{n}", f"!t{n}", group="Target") for n in range(30)]
    laid = rows([*buttons[:3], *menu, *buttons[3:]])
    assert [(row.group, len(row.choices)) for row in laid] == [
        ("", 3),
        ("Target", 25),
        ("Target", 5),
        ("", 4),
    ]
