"""Documentation examples are run: console sessions must print exactly what the docs show."""

from __future__ import annotations

import doctest
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


@pytest.mark.parametrize(("doc", "command", "expected"), EXAMPLES)
def test_console_example(
    doc: str,
    command: str,
    expected: str,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    argv = shlex.split(command)
    assert argv[0] == "tenkaichi", f"{doc}: examples run the tenkaichi command"
    assert main(argv[1:]) == 0
    assert capsys.readouterr().out.rstrip("\n") == expected.rstrip("\n")


@pytest.mark.parametrize("path", DOCS, ids=lambda p: p.name)
def test_python_examples(path: Path) -> None:
    result = doctest.testfile(str(path), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
