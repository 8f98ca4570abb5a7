"""A post is a turn: commands found anywhere in a post, run in order as one turn, the prose
around them handed on as the post's words (``tenkaichi.chat.posts`` and the router)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from tenkaichi.chat.messages import Author, CommandSpec, Incoming, Reply
from tenkaichi.chat.posts import MAX_COMMANDS, MAX_PROSE, split_post
from tenkaichi.chat.router import ChatRouter, merged

KNOWN = {"move", "attack", "end", "roll", "sheet", "fight"}


@dataclass
class Recorder:
    """A front-end that answers its commands with their text (``!no`` is refused) and
    remembers every message it was handed."""

    names: tuple[str, ...] = ("move", "attack", "end", "no")
    short: tuple[str, ...] = ()
    seen: list[Incoming] = field(default_factory=list)

    def commands(self) -> list[CommandSpec]:
        return [CommandSpec(n, n) for n in self.names]

    def aliases(self) -> list[str]:
        return list(self.short)

    def handle(self, message: Incoming) -> list[Reply]:
        word = message.text.strip()[1:].split(maxsplit=1)
        if not word or word[0].lower() not in (*self.names, *self.short):
            return []
        self.seen.append(message)
        return [Reply(f"did {message.text}", ping=("next",), error=word[0] == "no")]


def post(text: str, *, interactive: bool = False, bot: bool = False) -> Incoming:
    return Incoming("forum", "t1", Author("u1", "Ann", bot=bot), text, interactive=interactive)


def routed(*fronts: Recorder) -> ChatRouter:
    return ChatRouter(list(fronts))


# --- reading a post --------------------------------------------------------------------------


def test_commands_are_found_in_prose_and_the_prose_is_kept() -> None:
    got = split_post(
        "Agumon dashes across the field!\n!move 7 7 !attack PepperBreath @Ana\nTake that!",
        "!",
        KNOWN,
    )
    assert got.commands == ("!move 7 7", "!attack PepperBreath @Ana")
    assert got.prose == "Agumon dashes across the field!\nTake that!"


@pytest.mark.parametrize(
    "text",
    ["wow! what a hit", "!!! he falls", "It costs 3!", "!nothing here", "x!move 1 1", "!move3 4"],
)
def test_exclamations_and_unknown_words_are_prose(text: str) -> None:
    got = split_post(text, "!", KNOWN)
    assert got.commands == ()
    assert got.prose == text


def test_commands_in_inline_code_and_code_blocks_are_found() -> None:
    inline = split_post("I swing: `!attack @Bo` and grin", "!", KNOWN)
    assert inline.commands == ("!attack @Bo",)
    assert inline.prose == "I swing: and grin"
    block = split_post("```\n!move 1 2\n!end\n```\nDone.", "!", KNOWN)
    assert block.commands == ("!move 1 2", "!end")
    assert block.prose == "Done."


def test_a_command_runs_to_the_end_of_its_line() -> None:
    got = split_post("!MOVE 1 2 quickly\n!end", "!", KNOWN)
    assert got.commands == ("!MOVE 1 2 quickly", "!end")


def test_a_pasted_code_block_or_mapping_stays_with_its_command() -> None:
    sheet = "!sheet Super Saiyan\n```yaml\nname: X\n!roll 1d10\n```\nthen !end"
    got = split_post(sheet, "!", KNOWN)
    assert got.commands == ("!sheet Super Saiyan\n```yaml\nname: X\n!roll 1d10\n```", "!end")
    assert got.prose == "then"
    flow = split_post("!sheet {name: X,\n race: saiyan} !roll 1d10", "!", KNOWN)
    assert flow.commands == ("!sheet {name: X,\n race: saiyan}", "!roll 1d10")


def test_another_prefix_and_long_prose() -> None:
    got = split_post("Hm. ?move 1 1 !move 2 2 " + "a" * 3000, "?", KNOWN)
    assert got.commands[0].startswith("?move 1 1 !move 2 2 ")
    assert split_post("x " * 2000 + "!end", "!", KNOWN).prose.endswith("…")
    assert len(split_post("x " * 2000 + "!end", "!", KNOWN).prose) == MAX_PROSE


# --- running a post --------------------------------------------------------------------------


def test_several_commands_run_in_order_as_one_turn_with_the_prose_on_the_first() -> None:
    front = Recorder()
    replies = routed(front).handle(post("Ann grins.\n!move 3 4 !attack @Bo\n!end"))
    assert [m.text for m in front.seen] == ["!move 3 4", "!attack @Bo", "!end"]
    assert [m.said for m in front.seen] == ["Ann grins.", "", ""]
    assert [r.text for r in replies] == ["did !move 3 4\ndid !attack @Bo\ndid !end"]
    assert replies[0].ping == ("next",)


def test_the_run_stops_at_the_first_refusal_and_says_what_did_not_run() -> None:
    front = Recorder()
    replies = routed(front).handle(post("!move 1 1 !no !attack @Bo !end"))
    assert [m.text for m in front.seen] == ["!move 1 1", "!no"]
    assert replies[-1].error
    lines = replies[-1].text.splitlines()
    assert lines[-1] == "Not run, as an earlier command was refused: !attack @Bo, !end."


def test_a_post_of_more_than_ten_commands_is_refused_whole() -> None:
    front = Recorder()
    replies = routed(front).handle(post(" ".join(["!end"] * (MAX_COMMANDS + 1))))
    assert len(replies) == 1
    assert replies[0].error
    assert "at most 10" in replies[0].text
    assert front.seen == []
    assert len(routed(front).handle(post(" ".join(["!end"] * MAX_COMMANDS)))) == 1
    assert len(front.seen) == MAX_COMMANDS


def test_a_post_without_a_command_gets_no_reply() -> None:
    front = Recorder()
    for text in ("Just role-play here.", "wow! !!!", "!", "It hurts! !!"):
        assert routed(front).handle(post(text)) == []
    assert front.seen == []


def test_a_whole_message_command_is_handed_on_as_typed() -> None:
    front = Recorder()
    message = post("  !move 3 4  ")
    routed(front).handle(message)
    assert front.seen == [message]


def test_a_post_opening_with_an_unknown_command_is_refused_as_before() -> None:
    front = Recorder()
    replies = routed(front).handle(post("!mvoe 3 4 !end"))
    assert front.seen == []
    assert replies[0].error
    assert "Unknown command !mvoe" in replies[0].text


def test_a_front_ends_short_forms_start_commands_in_a_post() -> None:
    front = Recorder(short=("m",))
    routed(front).handle(post("Off I go !m 1 1 !end"))
    assert [m.text for m in front.seen] == ["!m 1 1", "!end"]


def test_slash_commands_buttons_and_bots_are_not_split() -> None:
    front = Recorder()
    routed(front).handle(post("!move 1 1 !end", interactive=True))
    assert [m.text for m in front.seen] == ["!move 1 1 !end"]
    assert routed(front).handle(post("!move 1 1 !end", bot=True)) == []


def test_help_in_a_post() -> None:
    replies = routed(Recorder()).handle(post("What can I do? !help"))
    assert replies[0].text.startswith("Commands: !attack !end !help !move !no")


def test_merged_replies_keep_buttons_images_and_private_ones_apart() -> None:
    from tenkaichi.chat.messages import Button

    a = Reply("a", ping=("u1", "x"))
    b = Reply("b", buttons=(Button("B", "!b"),), ping=("u1",))
    c = Reply("c")
    d = Reply("d", private_to="u1")
    got = merged([a, b, c, d], author="u1")
    assert [r.text for r in got] == ["a\nb", "c", "d"]
    assert got[0].ping == ("x", "u1")
    assert got[0].buttons


def test_a_brace_on_the_next_line_is_prose() -> None:
    got = split_post("!end\n{whispers} Until next time.", "!", KNOWN)
    assert got.commands == ("!end",)
    assert got.prose == "{whispers} Until next time."
