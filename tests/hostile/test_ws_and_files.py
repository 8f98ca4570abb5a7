"""A WebSocket message nested thousands deep gets a one-line reply and the connection stays
open; ``resume`` refuses a FIFO at once, and a saved fight changed by hand, in one line."""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from tenkaichi.cli.play_session import record_digest
from tenkaichi.table.web import MESSAGE_MAX_DEPTH, create_app

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
KALE, YAMCHA = str(EXAMPLES / "kale.yaml"), str(EXAMPLES / "yamcha.yaml")


def test_a_deeply_nested_websocket_message_is_one_line_and_the_socket_stays_open(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    app = create_app(f"sqlite:///{tmp_path / 'tables.sqlite3'}", data=EXAMPLES)
    with TestClient(app) as client, caplog.at_level(logging.DEBUG):
        form = {"gm_name": "Gina", "example": "saiyan-duel", "dice": "seeded", "seed": "5"}
        created = client.post("/tables", data=form, follow_redirects=False)
        gm = str(created.headers["location"]).removeprefix("/seat/")
        with client.websocket_connect(f"/ws/seat/{gm}") as socket:
            assert socket.receive_json()["type"] == "view"
            for message in (
                "[" * 2000 + "]" * 2000,
                '{"type": "answer", "option": ' + "[" * 1500 + "]" * 1500 + "}",
                "{" * 2040,
                '{"type": "dice", "dice": ' + "[" * (MESSAGE_MAX_DEPTH + 1) + "]" * 17 + "}",
            ):
                reply = socket.receive_json() if socket.send_text(message) is None else None
                assert reply is not None
                assert reply["type"] == "error", reply
                assert "\n" not in reply["message"]
                assert "nested more than" in reply["message"]
            # still open: an ordinary (wrong) message is answered
            socket.send_text('{"type": "hello"}')
            assert socket.receive_json() == {
                "type": "error",
                "message": 'a message has the type "answer" or "dice"',
            }
    assert "Traceback" not in caplog.text
    assert not [r for r in caplog.records if r.exc_info]


_MAIN = "import sys; from tenkaichi.cli import main; sys.exit(main(sys.argv[1:]))"


def _run(args: list[str], timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """``tenkaichi ARGS`` in a child; the timeout is only a guard against a hang."""
    return subprocess.run(
        [sys.executable, "-c", _MAIN, *args],
        check=False,
        input="",
        capture_output=True,
        text=True,
        timeout=timeout,
        env={**os.environ, "COLUMNS": "80"},
    )


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_resume_refuses_a_fifo_at_once_in_one_line(tmp_path: Path) -> None:
    fifo = tmp_path / "fight.json"
    os.mkfifo(fifo)
    # Before: resume opened it and waited for a writer forever (the guard would fire).
    result = _run(["resume", str(fifo)])
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1, result.stderr
    assert f"{fifo}: not a saved fight (not a regular file)" in result.stderr
    assert result.stdout == ""


def test_resume_refuses_a_fight_changed_by_hand_and_old_saves_still_load(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import io

    from tenkaichi.cli import main

    def run(command: str, *args: str, stdin: str = "") -> tuple[int, str, str]:
        monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
        monkeypatch.setenv("COLUMNS", "80")
        code = main([command, *args])
        out, err = capsys.readouterr()
        return code, out, err

    path = tmp_path / "f.json"
    assert run("play", KALE, YAMCHA, "--seed", "3", "--save", str(path), stdin="pass\n")[0] == 3
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["digest"] == record_digest(data["record"])
    # Another seed: the same choices replay, but it is another fight.
    changed = {**data, "record": {**data["record"], "seed": data["record"]["seed"] + 1}}
    path.write_text(json.dumps(changed), encoding="utf-8")
    code, out, err = run("resume", str(path))
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1
    assert f"{path}: the fight was changed by hand since it was saved" in err
    # A save from before digests: loads as it did.
    old = {k: v for k, v in changed.items() if k != "digest"}
    path.write_text(json.dumps(old), encoding="utf-8")
    code, out, _ = run("resume", str(path), stdin="q\n")
    assert code in (0, 3)
    assert out.startswith(f"Resuming {path}: ")
    # The save it leaves has a digest again, of the record it holds.
    again = json.loads(path.read_text(encoding="utf-8"))
    assert again["digest"] == record_digest(again["record"])
