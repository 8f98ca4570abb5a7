"""``tenkaichi serve``: the demo table (in-process) and its one-line refusals."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from tenkaichi.cli import main
from tenkaichi.cli.serve_cmd import demo_table
from tenkaichi.table.web import WebTable, create_app

from .helpers import EXAMPLES


def test_the_demo_table_is_ready_to_play(tmp_path: Path) -> None:
    app = create_app(f"sqlite:///{tmp_path / 'demo.sqlite3'}", data=EXAMPLES)
    web: WebTable = app.state.web
    links = demo_table(web, EXAMPLES)
    assert sorted(links) == ["game master", "player", "spectator"]
    with TestClient(app) as client:
        player = client.get(f"/api/seat/{links['player']}/view").json()
        assert player["status"] == "running"
        assert player["you"]["approved"]
        assert "options" in player["pending"]
        assert "Kris" in client.get(f"/seat/{links['game master']}").text


def test_serve_refuses_a_missing_data_folder_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["serve", "--data", str(tmp_path / "nowhere")]) != 0
    err = capsys.readouterr().err.strip()
    assert err.startswith("error: --data:")
    assert "\n" not in err


def test_serve_refuses_a_port_in_use_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert main(["serve", "--port", str(port)]) != 0
    err = capsys.readouterr().err.strip()
    assert err.startswith("error: --host/--port: cannot listen on 127.0.0.1")
    assert "\n" not in err
