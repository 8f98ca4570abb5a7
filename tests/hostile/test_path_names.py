"""A path the operating system refuses (a name longer than a file name may be, a loop of
links, a folder one may not enter) given to any command: one line naming the path, exit code
2, never an internal error, and nothing written."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tenkaichi.cli import main

ROOT = Path(__file__).resolve().parents[2]
KALE = str(ROOT / "examples" / "kale.yaml")
YAMCHA = str(ROOT / "examples" / "yamcha.yaml")
LONG = "\u00e9" * 200  # 400 bytes: longer than a file name may be (255)


def commands(bad: str) -> list[list[str]]:
    return [
        ["top", "content", "check", bad],
        ["character", "show", bad],
        ["ddc", "roster", "--roster", bad],
        ["simulate", KALE, YAMCHA, "-n", "2", "--plot", bad],
        ["play", KALE, YAMCHA, "--save", bad],
        ["replay", bad],
        ["lab", "run", bad],
        ["lab", "report", bad],
        ["serve", "--data", bad],
    ]


def outcome(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    code = main(args)
    _, err = capsys.readouterr()
    return code, err


@pytest.mark.parametrize("index", range(len(commands(""))))
def test_a_name_too_long_is_one_line(
    index: int, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    args = commands(str(tmp_path / LONG))[index]
    code, err = outcome(args, capsys)
    assert code == 2, err
    assert err.startswith("error: "), err
    assert len(err.splitlines()) == 1, err
    assert "internal error" not in err
    assert LONG[:20] in err  # the path is named
    assert list(tmp_path.iterdir()) == []


@pytest.mark.skipif(os.name != "posix", reason="symbolic links of POSIX")
def test_a_loop_of_links(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    loop = tmp_path / "loop"
    loop.symlink_to(loop)
    code, err = outcome(["top", "content", "check", str(loop / "pack")], capsys)
    assert code == 2
    assert err.startswith(f"error: {loop / 'pack'}: ")
    assert "internal error" not in err
    assert len(err.splitlines()) == 1


@pytest.mark.skipif(
    os.name != "posix" or os.geteuid() == 0,
    reason="POSIX permissions, which do not stop root",
)
def test_a_folder_one_may_not_enter(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    closed = tmp_path / "closed"
    closed.mkdir(mode=0o000)
    try:
        code, err = outcome(["top", "content", "check", str(closed / "pack")], capsys)
    finally:
        closed.chmod(0o700)
    assert code == 2
    assert "Permission denied" in err
    assert "internal error" not in err
