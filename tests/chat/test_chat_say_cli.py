"""``tenkaichi chat say`` as a forum's bot runs it: what the forum knows of a post (a private
message, the forum, files sent with it) reaches the front-end; a reply's board picture is saved
or described; a refused command exits 1; a wrong file is one line and nothing is done.

Most tests stand a recording router in for the games (``all_games``), so they test the command
line alone; the exit-code tests run the real games.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tenkaichi.chat.messages import MAX_ATTACHMENT_BYTES, Attachment, Incoming, Reply

from .chat_harness import run_cli

PNG = b"\x89PNG\r\n\x1a\n" + bytes(range(32))


class Recorder:
    """Stands in for the games' router: remembers each message, answers with ``answer``."""

    def __init__(self, answer: Callable[[Incoming], list[Reply]]) -> None:
        self.answer = answer
        self.seen: list[Incoming] = []

    def handle(self, message: Incoming) -> list[Reply]:
        self.seen.append(message)
        return self.answer(message)


@pytest.fixture
def recorder(monkeypatch: pytest.MonkeyPatch) -> Recorder:
    recorder = Recorder(lambda message: [Reply(f"got {message.text}")])
    monkeypatch.setattr("tenkaichi.chat.frontends.all_games", lambda *args, **kwargs: recorder)
    return recorder


def say(tmp_path: Path, text: str, *options: str) -> tuple[int, str]:
    database = f"sqlite:///{tmp_path / 'forum.sqlite3'}"
    return run_cli(
        ["chat", "say", text, "--channel", "t1", "--user", "u1", "--database", database, *options]
    )


# --- what reaches the front-end ------------------------------------------------------------------


def test_a_forum_post_is_public_on_the_forum_server_by_default(
    tmp_path: Path, recorder: Recorder
) -> None:
    assert say(tmp_path, "!roll 2d10") == (0, "got !roll 2d10\n")
    (seen,) = recorder.seen
    assert (seen.platform, seen.channel, seen.author.id) == ("forum", "t1", "u1")
    assert (seen.private, seen.server, seen.attachments) == (False, "forum", ())


def test_private_server_and_files_reach_the_front_end(tmp_path: Path, recorder: Recorder) -> None:
    sheet = tmp_path / "goku.yaml"
    sheet.write_text("name: Goku\n", encoding="utf-8")
    exact = tmp_path / "exact.json"
    exact.write_bytes(b"x" * MAX_ATTACHMENT_BYTES)
    code, _ = say(
        tmp_path,
        "!sheet set",
        "--private",
        "--server",
        "capsule-corp",
        "--attach",
        str(sheet),
        "--attach",
        str(exact),
    )
    assert code == 0
    (seen,) = recorder.seen
    assert (seen.private, seen.server) == (True, "capsule-corp")
    assert seen.attachments == (
        Attachment("goku.yaml", b"name: Goku\n"),
        Attachment("exact.json", b"x" * MAX_ATTACHMENT_BYTES),
    )


@pytest.mark.parametrize(
    ("files", "said"),
    [
        (["missing.yaml"], "error: --attach: there is no file '{tmp}/missing.yaml'"),
        (["big.json"], "error: --attach: '{tmp}/big.json' is larger than 250 KB"),
        (["a.yaml"] * 4, "error: --attach takes at most 3 files (got 4)"),
    ],
)
def test_a_wrong_attachment_is_one_line_and_nothing_is_done(
    tmp_path: Path, recorder: Recorder, files: list[str], said: str
) -> None:
    (tmp_path / "big.json").write_bytes(b"{" + b" " * MAX_ATTACHMENT_BYTES + b"}")
    (tmp_path / "a.yaml").write_text("a: 1\n", encoding="utf-8")
    options = [word for name in files for word in ("--attach", str(tmp_path / name))]
    code, out = say(tmp_path, "!sheet set", *options)
    assert code == 2
    assert out.count("\n") == 1
    assert out.startswith(said.format(tmp=tmp_path))
    assert recorder.seen == []


# --- replies: private lines and the board picture ------------------------------------------------


def board(message: Incoming) -> list[Reply]:
    return [
        Reply("Round 2: Goku's turn.", image=PNG, image_alt="The grid:\nGoku at D4, Vegeta at F6"),
        Reply("Your Ki Wager?", private_to="u1"),
        Reply("Your hand.", private_to="u1", image=PNG, image_alt="Two cards"),
    ]


def test_without_a_folder_the_board_picture_is_described(
    tmp_path: Path, recorder: Recorder
) -> None:
    recorder.answer = board
    code, out = say(tmp_path, "!fight status")
    assert code == 0
    assert out.splitlines() == [
        "Round 2: Goku's turn.",
        "(board picture: The grid: Goku at D4, Vegeta at F6)",
        "(to u1 only) Your Ki Wager?",
        "(to u1 only) Your hand.",
        "(to u1 only) (board picture: Two cards)",
    ]


def test_with_a_folder_each_board_picture_is_saved_as_a_new_png(
    tmp_path: Path, recorder: Recorder
) -> None:
    recorder.answer = board
    folder = tmp_path / "pictures" / "forum"
    code, out = say(tmp_path, "!fight status", "--images", str(folder))
    assert code == 0
    lines = out.splitlines()
    assert lines[1] == f"(board picture: {folder / 'board-1.png'})"
    assert lines[4] == f"(to u1 only) (board picture: {folder / 'board-2.png'})"
    code, out = say(tmp_path, "!fight status", "--images", str(folder))
    assert out.splitlines()[1] == f"(board picture: {folder / 'board-3.png'})"
    assert sorted(path.name for path in folder.iterdir()) == [
        "board-1.png",
        "board-2.png",
        "board-3.png",
        "board-4.png",
    ]
    assert (folder / "board-3.png").read_bytes() == PNG


def test_a_picture_folder_that_cannot_be_written_is_refused_before_the_command(
    tmp_path: Path, recorder: Recorder
) -> None:
    taken = tmp_path / "a-file"
    taken.write_text("not a folder", encoding="utf-8")
    code, out = say(tmp_path, "!fight status", "--images", str(taken))
    assert code == 2
    assert out.startswith("error: --images: ")
    assert out.count("\n") == 1
    assert recorder.seen == []


# --- exit codes with the real games ---------------------------------------------------------------


def test_a_refused_command_exits_1_and_an_accepted_one_0(tmp_path: Path) -> None:
    code, out = say(tmp_path, "!start")  # a DDC battle nobody joined
    assert code == 1
    assert out.strip()
    assert say(tmp_path, "hello there")[0] == 0


def test_a_refused_roll_exits_1(tmp_path: Path) -> None:
    """Issue 36: ``chat say`` exited 0 on a refused ``!roll`` (the docs say 1)."""
    code, out = say(tmp_path, "!roll zz")
    assert out.startswith("!roll")
    assert code == 1
