"""Reading a spec's values for a game's part of the lab: one-line :class:`LabError` messages
that name the parameter (or ``match`` key) and the value, in the words people write."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any, NoReturn

from tenkaichi.errors import LabError, TenkaichiError
from tenkaichi.settings_schema import apply_settings, shown
from tenkaichi.text import one_line as printable_line


def fail(where: str, problem: str) -> NoReturn:
    """Raise the one-line error for ``where`` (a parameter or ``match`` key, which may quote a
    key as a spec wrote it: a line break in it is shown escaped)."""
    raise LabError(f"{printable_line(where, 200)}: {one_line(problem)}")


def one_line(text: str) -> str:
    """The first line of a message (a file's list of problems keeps its first)."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    if not lines:
        return "not usable"
    more = len(lines) - 1
    return lines[0] + (f" (and {more} more problem{'s' if more > 1 else ''})" if more else "")


def relayed(where: str, error: TenkaichiError) -> LabError:
    """A project error (a sheet, a setting, a content file) as the lab's error for ``where``."""
    return LabError(f"{printable_line(where, 200)}: {one_line(str(error))}")


def whole(where: str, value: Any, low: int, high: int, what: str) -> int:
    """A whole number from ``low`` to ``high``."""
    if isinstance(value, bool) or not isinstance(value, int):
        fail(where, f"{what} is a whole number from {low} to {high}, not {shown(value)}")
    if not low <= value <= high:
        side = f"above the highest {what}, {high}" if value > high else f"below {low}"
        fail(where, f"{shown(value)} is {side}")
    return value


def word(where: str, value: Any, what: str) -> str:
    """A non-empty word or name."""
    if not isinstance(value, str) or not value.strip():
        fail(where, f"{what} is a word, not {shown(value)}")
    return value.strip()


def mapping(where: str, value: Any, what: str) -> Mapping[Any, Any]:
    if not isinstance(value, Mapping):
        fail(where, f"{what} is a mapping, not {shown(value)}")
    return value


def file_path(where: str, value: Any, base_dir: Path, what: str) -> Path:
    """A file named relative to the spec's folder, which must exist."""
    text = word(where, value, what)
    path = Path(text)
    if not path.is_absolute():
        path = base_dir / path
    try:
        exists = path.is_file()
    except (OSError, ValueError):
        exists = False
    if not exists:
        fail(where, f"no such {what} file: {shown(text)}")
    return path


def check_keys(where: str, section: Mapping[Any, Any], known: Mapping[str, str]) -> None:
    """Every key of ``section`` is one of ``known`` (name -> what it means)."""
    for key in section:
        if key not in known:
            allowed = ", ".join(known)
            fail(
                f"{where}.{key}" if isinstance(key, str) else where,
                f"unknown key {shown(key)}; allowed: {allowed}",
            )


def check_rules(defaults: Any, settings: Mapping[Any, Any], where: str) -> None:
    """``settings`` applied to a game's ``defaults`` (names, types, ranges); a problem is one
    line naming ``where``."""
    try:
        apply_settings(defaults, dict(settings), where)
    except TenkaichiError as error:
        raise LabError(one_line(str(error))) from None


__all__ = [
    "check_keys",
    "check_rules",
    "fail",
    "file_path",
    "mapping",
    "one_line",
    "relayed",
    "whole",
    "word",
]
