"""Documentation examples are run: console sessions must print exactly what the docs show."""

from __future__ import annotations

import doctest
import io
import re
import shlex
from pathlib import Path

import pytest

from tenkaichi.cli import main

ROOT = Path(__file__).parent.parent
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
BLOCK = re.compile(r"```console\n(.*?)```", re.DOTALL)


def console_examples() -> list[tuple[str, str, str]]:
    examples = []
    for path in DOCS:
        for block in BLOCK.findall(path.read_text(encoding="utf-8")):
            command: str | None = None
            expected: list[str] = []
            for line in block.splitlines():
                if line.startswith("$ "):
                    if command is not None:
                        examples.append((path.name, command, "\n".join(expected)))
                    command, expected = line[2:], []
                else:
                    expected.append(line)
            if command is not None:
                examples.append((path.name, command, "\n".join(expected)))
    return examples


EXAMPLES = console_examples()


def test_the_docs_have_examples() -> None:
    assert len(EXAMPLES) >= 12
    assert {name for name, _, _ in EXAMPLES} >= {"README.md", "dice.md"}


PIPED = re.compile(r"^printf '([^']*)' \| (tenkaichi .*?)(; echo \$\?)?$")
"""A session fed by a pipe (``printf 'ba be\\nq\\n' | tenkaichi play ...``), optionally
followed by ``; echo $?`` (the exit code is then the last line shown)."""
RAN: dict[str, tuple[int, str]] = {}
"""What a command gave (exit code, output), by its text: two docs that show the same command
(README.md and ddc.md each simulate the same 50 battles) compare with one run of it."""


@pytest.mark.parametrize(("doc", "command", "expected"), EXAMPLES)
def test_console_example(
    doc: str,
    command: str,
    expected: str,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    # Run where a reader of the repository would, without writing into it: a scratch folder
    # that sees the repository's examples.
    (tmp_path / "examples").symlink_to(ROOT / "examples", target_is_directory=True)
    monkeypatch.chdir(tmp_path)
    piped = PIPED.match(command)
    if piped:
        feed, command, echo = piped.groups()
        monkeypatch.setattr("sys.stdin", io.StringIO(feed.encode().decode("unicode_escape")))
    argv = shlex.split(command)
    assert argv[0] == "tenkaichi", f"{doc}: examples run the tenkaichi command"
    if piped:
        code = main(argv[1:])
        out = capsys.readouterr().out
    else:
        if command not in RAN:
            RAN[command] = (main(argv[1:]), capsys.readouterr().out)
        code, out = RAN[command]
    if piped and echo:
        out += f"{code}\n"
    else:
        assert code == 0
    assert out.rstrip("\n") == expected.rstrip("\n")


@pytest.mark.parametrize("path", DOCS, ids=lambda p: p.name)
def test_python_examples(path: Path) -> None:
    result = doctest.testfile(str(path), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
