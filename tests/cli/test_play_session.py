"""``tenkaichi play`` leaves, comes back and goes back: the saved file, ``resume``, ``u``,
``replay``, physical dice, and input or files that are hostile."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cli.play_script import KALE, ROUND, YAMCHA, play
from tenkaichi.cli.play_session import MAX_FILE_BYTES
from tenkaichi.dbu.combat.core.engine import replay

SCRIPT = (ROUND * 3000).splitlines(keepends=True)


def _saved(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def _texts(path: Path) -> list[str]:
    return [e.text for e in replay(_saved(path)["record"]).events]


def test_q_saves_and_resume_ends_where_an_unbroken_fight_ends(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    whole, broken = tmp_path / "whole.json", tmp_path / "broken.json"
    args = (KALE, YAMCHA, "--bot", "random", "--seed", "3")
    code, out, _ = play(capsys, monkeypatch, "".join(SCRIPT), *args, "--save", str(whole))
    assert code == 0
    assert f"The fight is saved in {whole}" in out
    assert _saved(whole)["finished"] is True
    cut = 60
    code, out, err = play(
        capsys, monkeypatch, "".join(SCRIPT[:cut]) + "q\n", *args, "--save", str(broken)
    )
    assert (code, err) == (3, "")
    assert out.rstrip().endswith(
        f"Fight saved to {broken}. Continue it with: tenkaichi resume {broken}"
    )
    assert _saved(broken)["finished"] is False
    assert len(_texts(broken)) < len(_texts(whole))
    code, out, err = play(capsys, monkeypatch, "".join(SCRIPT[cut:]), str(broken), command="resume")
    assert (code, err) == (0, "")
    assert out.startswith(f"Resuming {broken}: ")
    assert _texts(broken) == _texts(whole)
    assert _saved(broken)["record"] == _saved(whole)["record"]


def test_end_of_input_and_the_default_file(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.chdir(tmp_path)
    code, out, _ = play(capsys, monkeypatch, "n\n", KALE, YAMCHA, "--seed", "5")
    assert code == 3
    assert "Fight saved to tenkaichi-fight-5.json." in out
    saved = _saved(tmp_path / "tenkaichi-fight-5.json")
    assert saved["play"]["humans"] == ["Kale"]
    assert [p.name for p in tmp_path.iterdir()] == ["tenkaichi-fight-5.json"]  # no temp left


def test_u_takes_back_the_last_decision_of_a_person(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    save = tmp_path / "f.json"
    # Kale dodges, fires a Beam; then, at the Modifier menu, takes it back and ends the turn
    # instead. (His Instant windows at full Life, Ki and Capacity are answered for him.)
    answers = "d\nba be\nu\net\nq\n"
    code, out, _ = play(capsys, monkeypatch, answers, KALE, YAMCHA, "--save", str(save))
    assert code == 3
    assert "-> Basic Attack (Beam, energy) on Yamcha" in out
    assert "Taken back: Kale decides again" in out
    assert "-> End turn" in out
    choices = _saved(save)["record"]["choices"]
    assert not any(c.get("profile") == "Beam" and c.get("target") == "Yamcha" for c in choices)
    assert {"kind": "end_turn"} in choices
    by = _saved(save)["by"]
    assert len(by) == len(choices)
    assert by.count("person") == 2  # the dodge and the end of the turn


def test_u_with_nothing_to_take_back(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    code, out, _ = play(capsys, monkeypatch, "u\nq\n", KALE, YAMCHA, "--save", str(tmp_path / "f"))
    assert code == 3
    assert "No decision of a person to take back." in out


def test_replay_prints_the_same_events(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    save = tmp_path / "f.json"
    args = (KALE, YAMCHA, "--bot", "random", "--save", str(save))
    assert play(capsys, monkeypatch, "".join(SCRIPT), *args)[0] == 0
    texts = _texts(save)
    code, out, err = play(capsys, monkeypatch, "", str(save), command="replay")
    assert (code, err) == (0, "")
    lines = iter(out.splitlines())
    assert all(any(text in line for line in lines) for text in texts)  # all, in order
    assert out.rstrip().splitlines()[-1].startswith(("Winner: side", "Result: draw"))
    code, stepped, _ = play(capsys, monkeypatch, "\n" * 5000, str(save), "--step", command="replay")
    assert code == 0
    lines = iter(stepped.splitlines())
    assert all(any(text in line for line in lines) for text in texts)
    assert "Kale chose: " in stepped
    code, stopped, _ = play(capsys, monkeypatch, "\n\nq\n", str(save), "--step", command="replay")
    assert code == 0
    assert stopped.rstrip().endswith("Stopped.")


def test_physical_dice_are_asked_checked_and_saved(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    save = tmp_path / "f.json"
    # The bots play both sides; the game master only rolls: each roll whole, in one line,
    # named with its fighter. Lines of 1 to 6 results in turn: a line with the wrong number
    # of dice (or a blank one) is refused and the roll asked again, so every roll is met.
    cycle = ["4", "", "6 2", "5,3,1", "2 4 6 1", "3 5 2 4 6", "1 2 3 4 5 6"]
    answers = "11\nx\n" + "".join(f"{line}\n" for line in cycle * 1200)
    code, out, err = play(
        capsys,
        monkeypatch,
        answers,
        KALE,
        YAMCHA,
        "--gm",
        "--dice",
        "physical",
        "--bot",
        "random",
        "--save",
        str(save),
    )
    assert err == ""
    assert "Kale's Initiative: 1d10: type 1 die: " in out
    assert "Yamcha's Initiative: 1d10: type 1 die: " in out
    assert "the d10 must be 1-10; you typed 11." in out
    assert "'x' is not a number" in out
    assert "Yamcha's Initiative needs 1 die (1d10); you typed 2." in out
    assert "Kale's Strike: 1d10" in out or "Yamcha's Strike: 1d10" in out
    saved = _saved(save)
    dice = saved["record"]["dice"]
    assert dice[:2] == [4, 4]  # the wrong entries are not in the record
    assert saved["play"]["physical"] is True
    again = replay(saved["record"])  # the record replays with the dice typed
    assert [e.text for e in again.events][:4] == _texts(save)[:4]
    assert code in (0, 3)  # to the end, or out of typed dice: saved either way


# --- hostile input and files --------------------------------------------------------------


def test_hostile_input_never_makes_a_traceback(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    answers = (
        "\udcff\udcfe\n"
        + "7" * 100_000
        + "\n\n   \n"
        + "é🙂\u202e\x1b[31m\n"
        + "ba " * 5000
        + "\ntake \ngive Nobody\n..\n>\n<\n?\nm\n"
    )
    code, out, err = play(capsys, monkeypatch, answers, KALE, YAMCHA, "--save", str(tmp_path / "f"))
    assert (code, err) == (3, "")
    assert "Traceback" not in out
    assert "'??' is not a key of this menu." in out
    assert "\x1b" not in out
    assert "give: 'Nobody' is neither a side (A, B) nor a fighter (Kale, Yamcha)" in out
    # no echo of a huge answer (the line naming the save file is as long as its folder's path)
    longest = max((ln for ln in out.splitlines() if not ln.startswith("Fight saved to")), key=len)
    assert len(longest) < 200, longest


@pytest.mark.parametrize(
    ("content", "says"),
    [
        (b"{not json", "not a saved fight (not JSON: line 1)"),
        (b"\xff\xfe", "not a saved fight (not UTF-8 text)"),
        (b'{"format": "something else"}', "not a fight saved by tenkaichi play"),
        (b"[]", "not a fight saved by tenkaichi play"),
        (b'{"format": "tenkaichi play", "version": 99}', "saved by another version"),
        (b"[" * 100_000, "not a saved fight (not JSON"),
    ],
)
def test_a_damaged_or_foreign_file_is_one_line(
    content: bytes,
    says: str,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    path = tmp_path / "f.json"
    path.write_bytes(content)
    code, out, err = play(capsys, monkeypatch, "", str(path), command="resume")
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1
    assert says in err


def test_a_changed_choice_or_a_huge_file_is_refused(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    path = tmp_path / "f.json"
    assert play(capsys, monkeypatch, "pass\nd\n", KALE, YAMCHA, "--save", str(path))[0] == 3
    data = _saved(path)
    data["record"]["choices"][1] = {"kind": "attack", "profile": "Beam", "target": "Kale"}
    path.write_text(json.dumps(data), encoding="utf-8")
    for command in ("resume", "replay"):
        code, _, err = play(capsys, monkeypatch, "", str(path), command=command)
        assert code == 2
        assert err.count("\n") == 1
        assert "the fight does not replay: record: choice 1" in err
    data = _saved(path) | {"by": ["bot"]}
    data["record"]["choices"] = data["record"]["choices"][:1]
    path.write_text(json.dumps(data), encoding="utf-8")
    with path.open("ab") as handle:
        handle.truncate(MAX_FILE_BYTES + 1)
    code, _, err = play(capsys, monkeypatch, "", str(path), command="resume")
    assert code == 2
    assert "too big for a saved fight" in err
    code, _, err = play(capsys, monkeypatch, "", str(tmp_path / "missing.json"), command="resume")
    assert code == 2
    assert err.count("\n") == 1
    assert "cannot read it" in err


def test_usage_mistakes_exit_2(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    for args, says in [
        (("--human", "Goku"), "--human: 'Goku' is neither a side (A, B) nor a fighter"),
        (("--instants", "sometimes"), "choose ask or pass"),
        (("--dice", "loaded"), "choose seeded or physical"),
        (("--side", "C"), "'C' is not a side of this fight"),
    ]:
        code, out, err = play(capsys, monkeypatch, "", KALE, YAMCHA, *args)
        assert code == 2, args
        assert says in err
        assert out == ""
