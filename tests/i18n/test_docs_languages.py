"""The translated docs (issue 38): the README's quick start and the table's page in Spanish and
Brazilian Portuguese. Their console examples run and print what the page shows, each page
links to the English page it translates, and their command lines are the English pages'."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from tenkaichi.cli import main

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
PAGES: dict[Path, Path] = {
    DOCS / language / name: english
    for language in ("es", "pt-BR")
    for name, english in (("README.md", ROOT / "README.md"), ("table.md", DOCS / "table.md"))
}
"""Each translated page and the English page it translates."""
ENGLISH = [ROOT / "README.md", DOCS / "table.md"]
BLOCK = re.compile(r"```console\n(.*?)```", re.DOTALL)
FENCE = re.compile(r"```[a-z]*\n(.*?)```", re.DOTALL)
INLINE = re.compile(r"`([^`]+)`")
COMMAND = re.compile(r"^(tenkaichi|make|!gm|!fight)\b")
LANG = re.compile(r" --lang (\S+)")


def _console(path: Path) -> list[tuple[str, str]]:
    """The (command, what it prints) pairs of a page's ``console`` blocks."""
    examples: list[tuple[str, str]] = []
    for block in BLOCK.findall(path.read_text(encoding="utf-8")):
        command: str | None = None
        shown: list[str] = []
        for line in block.splitlines():
            if line.startswith("$ "):
                if command is not None:
                    examples.append((command, "\n".join(shown)))
                command, shown = line[2:], []
            else:
                shown.append(line)
        if command is not None:
            examples.append((command, "\n".join(shown)))
    return examples


def _flat(text: str) -> str:
    return " ".join(text.split())


def _commands(path: Path) -> list[str]:
    """Every command line a page shows: in console and sh blocks (without a ``#`` comment) and
    in inline code, whitespace made single (an inline command may wrap)."""
    text = path.read_text(encoding="utf-8")
    found: list[str] = []
    for block in FENCE.findall(text):
        for line in block.splitlines():
            shown = line.removeprefix("$ ").split("  #")[0].strip()
            if COMMAND.match(shown):
                found.append(_flat(shown))
    for code in INLINE.findall(FENCE.sub("", text)):
        if COMMAND.match(code.strip()):
            found.append(_flat(code))
    return found


EXAMPLES = [
    (path.parent.name, command, shown) for path in PAGES for command, shown in _console(path)
]


def test_the_readmes_have_examples() -> None:
    for language in ("es", "pt-BR"):
        assert len(_console(DOCS / language / "README.md")) >= 3


@pytest.mark.parametrize(("language", "command", "shown"), EXAMPLES)
def test_console_example(
    language: str,
    command: str,
    shown: str,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    (tmp_path / "examples").symlink_to(ROOT / "examples", target_is_directory=True)
    monkeypatch.chdir(tmp_path)
    argv = shlex.split(command)
    assert argv[:3] == ["tenkaichi", "--lang", language], (
        "a translated example runs in its language"
    )
    assert main(argv[1:]) == 0
    assert capsys.readouterr().out.rstrip("\n") == shown.rstrip("\n")


@pytest.mark.parametrize("path", PAGES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_links_to_its_english_page(path: Path) -> None:
    head = "\n".join(path.read_text(encoding="utf-8").splitlines()[:6])
    links = re.findall(r"\]\(([^)#]+)\)", head)
    assert any((path.parent / link).resolve() == PAGES[path] for link in links), head
    assert re.search(r"referencia|referência", head), head


@pytest.mark.parametrize("path", PAGES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_command_lines_are_the_english_ones(path: Path) -> None:
    english = _flat(" ".join(page.read_text(encoding="utf-8") for page in ENGLISH))
    commands = _commands(path)
    assert commands, path
    for command in commands:
        assert LANG.sub("", command) in english, command
    # Every console example of the English page that the translation shows is the same command.
    shown = {LANG.sub("", command) for command, _ in _console(path)}
    assert shown <= {command for command, _ in _console(PAGES[path])}
    if path.name == "table.md":  # translated whole: every command of the English page is there
        assert set(_commands(PAGES[path])) <= set(commands)


@pytest.mark.parametrize("path", PAGES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_links_resolve(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    for link in re.findall(r"\]\(([^)#:]+)(?:#[^)]*)?\)", text):
        assert (path.parent / link).exists(), link
