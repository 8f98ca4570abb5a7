"""What the Discord adapter tells a front-end of where a message came from, and what it sends
besides text: driven through the stand-ins of ``discord_fakes`` (no network, no token).

- ``Incoming.private``: a direct message, a slash command in a DM, a press on a choice offered
  ephemerally or by DM are private; anything typed, used or pressed in a channel is not.
- ``Incoming.server``: the guild's id; empty in a DM.
- ``Incoming.attachments``: the first three files, each within the cap (a larger one is never
  downloaded), the sender told in one line of any left out.
- ``Reply.image``: ``board.png`` with the reply's first message, described in words; where the
  channel refuses files, the text goes alone.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from pathlib import Path
from types import SimpleNamespace
from typing import Any, TypeVar

import discord

from tenkaichi.chat.attachments import left_out
from tenkaichi.chat.discord_send import IMAGE_NAME, Origin, picture
from tenkaichi.chat.discord_slash import slash_commands
from tenkaichi.chat.discord_text import plan
from tenkaichi.chat.discord_views import ChoicesView, CommandButton
from tenkaichi.chat.messages import (
    MAX_ATTACHMENT_BYTES,
    Attachment,
    Button,
    CommandSpec,
    Incoming,
    Reply,
)

from .discord_fakes import HANG, FileSent, Frontend, Sent, Table

T = TypeVar("T")
PNG = b"\x89PNG\r\n\x1a\n" + bytes(range(64))
WAGER = Button("Wager 2 Ki", "!fight choose wager 2")
DUEL = CommandSpec("duel", "Start a duel")


def run(scenario: Callable[[], Coroutine[Any, Any, T]]) -> T:
    async def bounded() -> T:
        return await asyncio.wait_for(scenario(), timeout=HANG)

    return asyncio.run(bounded())


def where(table: Table) -> list[tuple[str, str, bool, str]]:
    """(text, channel, private, server) of every message the front-end saw."""
    return [(m.text, m.channel, m.private, m.server) for m in table.frontend.seen]


def first_button(sent: Sent) -> CommandButton:
    assert isinstance(sent.view, ChoicesView)
    button = sent.view.children[0]
    assert isinstance(button, CommandButton)
    return button


def secret_for(user: str) -> Callable[[Incoming], list[Reply]]:
    """A front-end that answers ``!duel`` with a public line and the wager choice privately to
    ``user``, and every other command with what it saw (privately when it was private)."""

    def answer(message: Incoming) -> list[Reply]:
        if message.text == "!duel":
            return [
                Reply("The Duel begins: both wager in secret."),
                Reply("Your wager:", private_to=user, buttons=(WAGER,)),
            ]
        if message.private:
            return [Reply(f"noted {message.text}", private_to=message.author.id)]
        return [Reply(f"got {message.text}")]

    return answer


# --- private and server ------------------------------------------------------------------------


def test_a_direct_message_is_private_and_of_no_server_a_channel_message_is_neither() -> None:
    table = Table(dm_commands=True)

    async def scenario() -> None:
        await table.say(table.ann, "!roll 1d10", table.dm(table.ann))
        await table.say(table.ann, "!roll 2d10")
        await table.adapter.idle()

    run(scenario)
    assert where(table) == [
        ("!roll 1d10", str(900 + table.ann.id), True, ""),
        ("!roll 2d10", "1", False, "500"),
    ]


def test_a_slash_command_is_private_only_in_a_direct_message() -> None:
    table = Table(dm_commands=True)
    (roll, _) = slash_commands(table.frontend.commands(), table.adapter.slash, table.adapter.config)

    async def scenario() -> None:
        for channel in (table.a, table.dm(table.bob)):
            press = table.interaction(table.bob, channel)
            await roll._invoke_with_namespace(press, SimpleNamespace(dice="3d10"))  # type: ignore[arg-type]
            await table.adapter.idle()

    run(scenario)
    assert where(table) == [
        ("!roll 3d10", "1", False, "500"),
        ("!roll 3d10", str(900 + table.bob.id), True, ""),
    ]


def test_a_press_on_an_ephemeral_choice_is_private_and_reaches_the_channel_s_table() -> None:
    table = Table(Frontend(secret_for("12")))

    async def scenario() -> None:
        # Bob uses /duel: his wager choice comes back ephemeral, with its button.
        await table.adapter.slash(table.interaction(table.bob), DUEL, {})  # type: ignore[arg-type]
        await table.adapter.idle()
        (offer,) = [sent for sent in table.outbox.sent if sent.where == "ephemeral"]
        assert offer.content == "Your wager:"
        await first_button(offer).callback(
            table.interaction(table.bob, table.a, offer)  # type: ignore[arg-type]
        )
        await table.adapter.idle()
        # The button remembers it was offered privately, whatever Discord says of the message.
        await first_button(offer).callback(table.interaction(table.bob))  # type: ignore[arg-type]
        await table.adapter.idle()

    run(scenario)
    assert where(table) == [
        ("!duel", "1", False, "500"),
        (WAGER.command, "1", True, "500"),
        (WAGER.command, "1", True, "500"),
    ]
    assert table.outbox.to("original") == ["The Duel begins: both wager in secret."]
    assert table.outbox.to("ephemeral") == ["Your wager:", *[f"noted {WAGER.command}"] * 2]
    assert all("wager 2" not in text for text in table.outbox.to("#1"))


def test_a_press_in_a_direct_message_is_private_and_answered_in_the_table_s_channel() -> None:
    table = Table(Frontend(secret_for("12")))

    async def scenario() -> None:
        await table.say(table.ann, "!duel")  # typed: Bob's private choice goes by DM
        await table.adapter.idle()
        (offer,) = [sent for sent in table.outbox.sent if sent.where == "dm:12"]
        table.frontend.answer = lambda m: [Reply(f"{m.author.name} has wagered.")]
        await first_button(offer).callback(
            table.interaction(table.bob, table.dm(table.bob), offer)  # type: ignore[arg-type]
        )
        await table.adapter.idle()

    run(scenario)
    assert where(table) == [("!duel", "1", False, "500"), (WAGER.command, "1", True, "500")]
    assert table.outbox.to("dm:12") == ["Your wager:"]
    assert table.outbox.to("#1") == ["The Duel begins: both wager in secret.", "Bob has wagered."]


def test_a_press_on_a_channel_message_is_not_private() -> None:
    table = Table(Frontend(lambda m: [Reply("Ready?", buttons=(Button("Go", "!go"),))]))

    async def scenario() -> None:
        await table.say(table.ann, "!ready")
        await table.adapter.idle()
        (offer,) = table.outbox.sent
        await first_button(offer).callback(
            table.interaction(table.bob, table.a, offer)  # type: ignore[arg-type]
        )
        await table.adapter.idle()

    run(scenario)
    assert where(table) == [("!ready", "1", False, "500"), ("!go", "1", False, "500")]


def test_a_press_on_a_message_discord_flags_ephemeral_is_private() -> None:
    """Belt and braces: a choice the adapter did not send itself but Discord marks as seen by
    the presser alone (an ephemeral message) counts as private too."""
    table = Table()

    async def scenario() -> None:
        offer = Sent("followup", "Pick", None, None)
        offer.flags.ephemeral = True
        await table.adapter.press(
            Origin(table.a, table.bob.id),
            False,
            table.interaction(table.bob, table.a, offer),  # type: ignore[arg-type]
            "!pick 1",
        )
        await table.adapter.idle()

    run(scenario)
    assert where(table) == [("!pick 1", "1", True, "500")]


# --- attachments -------------------------------------------------------------------------------


def test_attachments_are_read_up_to_three_each_within_the_cap_and_the_rest_told() -> None:
    table = Table()
    sheet = FileSent("goku.yaml", b"name: Goku\n")
    huge = FileSent("*huge*.json", b"", size=MAX_ATTACHMENT_BYTES + 1)
    notes = FileSent("notes.txt", b"hello")
    beyond = [FileSent(f"extra{n}.yaml", b"x") for n in range(2)]

    async def scenario() -> None:
        message = table.message(table.ann, "!sheet set")
        message.attachments = [sheet, huge, notes, *beyond]
        await table.adapter.on_message(message)  # type: ignore[arg-type]
        await table.adapter.idle()

    run(scenario)
    (seen,) = table.frontend.seen
    assert seen.attachments == (
        Attachment("goku.yaml", b"name: Goku\n"),
        Attachment("notes.txt", b"hello"),
    )
    assert huge.reads == 0  # never downloaded
    assert [file.reads for file in beyond] == [0, 0]
    note, answer = table.outbox.to("#1")
    assert note == (
        "Left out of your message: \\*huge\\*.json (larger than 250 KB); "
        "2 more files (only the first 3 are read)."
    )
    assert "\n" not in note
    assert answer == "got !sheet set"


def test_a_file_larger_than_it_said_or_unreadable_is_left_out() -> None:
    table = Table()
    liar = FileSent("liar.yaml", b"x" * (MAX_ATTACHMENT_BYTES + 1), size=10)
    gone = FileSent("gone.yaml", b"", broken=True)
    fine = FileSent("fine.json", b"{}")

    async def scenario() -> None:
        message = table.message(table.ann, "!sheet set")
        message.attachments = [liar, gone, fine]
        await table.adapter.on_message(message)  # type: ignore[arg-type]
        await table.adapter.idle()

    run(scenario)
    (seen,) = table.frontend.seen
    assert seen.attachments == (Attachment("fine.json", b"{}"),)
    assert table.outbox.to("#1")[0] == (
        "Left out of your message: liar.yaml (larger than 250 KB); gone.yaml (could not be read)."
    )


def test_a_message_whose_files_all_fit_has_no_note() -> None:
    table = Table()

    async def scenario() -> None:
        message = table.message(table.ann, "!sheet set")
        message.attachments = [FileSent("a.yaml", b"a: 1")]
        await table.adapter.on_message(message)  # type: ignore[arg-type]
        await table.adapter.idle()

    run(scenario)
    assert table.outbox.to("#1") == ["got !sheet set"]
    assert left_out([], [], 0) == ""


# --- the board picture -------------------------------------------------------------------------


def attached(sent: Sent) -> tuple[str | None, str | None, bytes]:
    (file,) = sent.files
    assert isinstance(file, discord.File)
    file.reset()
    return file.filename, file.description, file.fp.read()


def test_an_image_goes_with_the_reply_s_first_message_named_and_described() -> None:
    long_text = "\n".join(f"line {n} " + "=" * 60 for n in range(50))
    answer = [
        Reply("Round 2."),
        Reply(long_text, image=PNG, image_alt="The grid: Goku at D4, Vegeta at F6"),
    ]
    table = Table(Frontend(lambda m: answer))

    async def scenario() -> None:
        await table.say(table.ann, "!fight status")
        await table.adapter.idle()

    run(scenario)
    first, second, third = table.outbox.sent
    assert first.content == "Round 2."  # the picture's reply is not merged into another
    assert first.files == []
    assert attached(second) == (IMAGE_NAME, "The grid: Goku at D4, Vegeta at F6", PNG)
    assert (second.content or "").startswith("line 0 ")
    assert third.files == []


def test_a_slash_command_s_answer_carries_the_image_and_so_does_an_ephemeral_one() -> None:
    def answer(message: Incoming) -> list[Reply]:
        return [
            Reply("The board.", image=PNG, image_alt="board"),
            Reply("Your hand.", private_to=message.author.id, image=PNG, image_alt="hand"),
        ]

    table = Table(Frontend(answer))
    (roll, _) = slash_commands(table.frontend.commands(), table.adapter.slash, table.adapter.config)

    async def scenario() -> None:
        await roll._invoke_with_namespace(  # type: ignore[arg-type]
            table.interaction(table.bob), SimpleNamespace(dice="1")
        )
        await table.adapter.idle()

    run(scenario)
    original, hand = table.outbox.sent
    assert (original.where, original.content) == ("original", "The board.")
    assert attached(original)[1] == "board"
    assert (hand.where, hand.content) == ("ephemeral", "Your hand.")
    assert attached(hand)[1] == "hand"


def test_where_files_are_refused_the_text_still_goes() -> None:
    table = Table(Frontend(lambda m: [Reply("Round 3: Goku's turn.", image=PNG, image_alt="x")]))
    table.outbox.refuse_files = True

    async def scenario() -> None:
        await table.say(table.ann, "!fight status")
        await table.adapter.idle()

    run(scenario)
    (sent,) = table.outbox.sent
    assert (sent.content, sent.files) == ("Round 3: Goku's turn.", [])


def test_the_plan_keeps_an_image_with_its_own_words_and_a_blank_alt_gets_one() -> None:
    out = plan([Reply("a"), Reply("", image=PNG), Reply("b")], 5)
    assert [(o.content, o.image is not None) for o in out] == [("a", False), ("b", True)]
    assert picture(PNG, "  ").description == "The board"
    assert picture(PNG, "x" * 2000).description == "x" * 1024


def test_the_real_games_board_reaches_discord_as_a_picture(tmp_path: Path) -> None:
    from tenkaichi.chat.frontends import all_games
    from tenkaichi.table.service import TableService

    service = TableService(f"sqlite:///{tmp_path / 'tables.sqlite3'}")
    table = Table(Frontend(all_games(service).handle))

    async def scenario() -> None:
        for author, text in [
            (table.ann, "!fight new perft-duel 5"),
            (table.ann, "!fight join"),
            (table.bob, "!fight join"),
            (table.ann, "!fight start"),
        ]:
            await table.say(author, text)
            await table.adapter.idle()
        table.outbox.sent.clear()
        await table.say(table.bob, "!fight status")
        await table.adapter.idle()

    try:
        run(scenario)
    finally:
        service.close()
    with_picture = [sent for sent in table.outbox.sent if sent.files]
    assert len(with_picture) == 1
    name, description, data = attached(with_picture[0])
    assert (name, data[:8]) == (IMAGE_NAME, PNG[:8])
    assert "Kale" in (description or "")
