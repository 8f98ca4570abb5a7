"""The game master's undo reaches back past the bots' answers to the last decision a person
made (a bot's answer taken back alone would come straight back: the bots answer again)."""

from __future__ import annotations

from pathlib import Path

from tenkaichi.cli.serve_cmd import demo_table
from tenkaichi.table.web import create_app

from .helpers import EXAMPLES


def test_undo_takes_back_the_players_decision_and_the_bots_answer_after_it(
    tmp_path: Path,
) -> None:
    web = create_app(f"sqlite:///{tmp_path / 't.sqlite3'}", data=EXAMPLES).state.web
    tokens = demo_table(web, EXAMPLES)
    svc, player, gm = web.service, tokens["player"], tokens["game master"]
    before = svc.view(player)
    pending = before["pending"]
    (power_up,) = (o["number"] for o in pending["options"] if o["label"].startswith("Power Up"))
    svc.answer(player, pending["decision_id"], power_up)
    answered = svc.view(player)
    assert answered["pending"]["prompt"] != pending["prompt"]
    svc.undo(gm, 1)
    after = svc.view(player)
    assert after["pending"]["prompt"] == pending["prompt"]
    assert after["pending"]["options"] == pending["options"]
    assert after["fighters"] == before["fighters"]
    svc.close()
