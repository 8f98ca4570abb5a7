"""``play`` and ``resume`` never write over another fight: a new fight's file must be new (the
default name steps aside: ``tenkaichi-fight-SEED-2.json``), and a fight file another
``play``/``resume`` is using is refused at once, changing nothing. No lock file is left."""

from __future__ import annotations

from pathlib import Path

import pytest

from cli.play_script import KALE, YAMCHA, play
from holders import end, hold_elsewhere

HOLDER = """\
import sys
from pathlib import Path
from tenkaichi.cli.play_hold import hold, let_go
lock = hold(Path(sys.argv[1]))
print("holding", flush=True)
sys.stdin.read()
let_go(lock)
"""


def names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_a_new_fight_never_writes_over_an_earlier_one(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.chdir(tmp_path)
    earlier = tmp_path / "tenkaichi-fight-5.json"
    earlier.write_text('{"an earlier fight": true}', encoding="utf-8")
    code, out, _ = play(capsys, monkeypatch, "n\n", KALE, YAMCHA, "--seed", "5")
    assert code == 3
    assert "Fight saved to tenkaichi-fight-5-2.json." in out
    assert earlier.read_text(encoding="utf-8") == '{"an earlier fight": true}'
    assert names(tmp_path) == ["tenkaichi-fight-5-2.json", "tenkaichi-fight-5.json"]


def test_save_must_name_a_new_file(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    sheet = tmp_path / "my-character.yaml"
    sheet.write_text("a sheet I wrote by hand\n", encoding="utf-8")
    code, out, err = play(capsys, monkeypatch, "n\n", KALE, YAMCHA, "--save", str(sheet))
    assert code == 2
    assert out == ""
    assert err == (
        f"error: {sheet} is already there: give --save a new file "
        f"(if it is a saved fight, tenkaichi resume {sheet} continues it)\n"
    )
    assert sheet.read_text(encoding="utf-8") == "a sheet I wrote by hand\n"
    assert names(tmp_path) == ["my-character.yaml"]


def test_two_new_fights_of_one_seed_at_once_take_two_files(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.chdir(tmp_path)
    other = hold_elsewhere(
        HOLDER, tmp_path / "tenkaichi-fight-1.json"
    )  # a fight of seed 1 going on
    try:
        code, out, _ = play(capsys, monkeypatch, "n\n", KALE, YAMCHA)
    finally:
        end(other)
    assert code == 3
    assert "Fight saved to tenkaichi-fight-1-2.json." in out
    assert names(tmp_path) == ["tenkaichi-fight-1-2.json"]


def test_a_fight_another_program_is_playing_is_not_resumed(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    saved = tmp_path / "fight.json"
    code, _, _ = play(capsys, monkeypatch, "n\n", KALE, YAMCHA, "--save", str(saved))
    assert code == 3
    before = saved.read_bytes()
    other = hold_elsewhere(HOLDER, saved)
    try:
        code, out, err = play(capsys, monkeypatch, "n\n", str(saved), command="resume")
        assert code == 2
        assert out == ""
        assert err == (
            f"error: {saved} is in use by another tenkaichi play or resume: leave that one "
            "first, or save this fight elsewhere with --save FILE\n"
        )
        assert saved.read_bytes() == before
        into = tmp_path / "copy.json"
        code, _, err = play(capsys, monkeypatch, "n\n", KALE, YAMCHA, "--save", str(into))
        assert code == 3  # another fight, another file: not held
    finally:
        end(other)
    code, out, _ = play(capsys, monkeypatch, "n\n", str(saved), command="resume")
    assert code == 3  # free again once the other program ended
    assert names(tmp_path) == ["copy.json", "fight.json"]  # no lock file left


def test_resume_saves_elsewhere_only_into_a_new_file(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    saved, taken = tmp_path / "fight.json", tmp_path / "taken.json"
    play(capsys, monkeypatch, "n\n", KALE, YAMCHA, "--save", str(saved))
    taken.write_text("{}", encoding="utf-8")
    code, _, err = play(
        capsys, monkeypatch, "n\n", str(saved), "--save", str(taken), command="resume"
    )
    assert code == 2
    assert "is already there" in err
    assert taken.read_text(encoding="utf-8") == "{}"
    code, _, _ = play(
        capsys, monkeypatch, "n\n", str(saved), "--save", str(saved), command="resume"
    )
    assert code == 3  # its own file: continuing it is what resume is for


def test_resume_of_a_missing_file_leaves_nothing_behind(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    code, _, err = play(capsys, monkeypatch, "", str(tmp_path / "nowhere.json"), command="resume")
    assert code == 2
    assert err.startswith("error: ")
    assert names(tmp_path) == []
