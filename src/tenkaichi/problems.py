"""Schema problems (pydantic validation errors) as short lines for a person.

A file can hold thousands of mistakes and values of any length; a message lists at most
:data:`MAX_PROBLEMS` of them, then how many more there are, and quotes each value shortened to
:data:`~tenkaichi.files.ECHO_CHARS` characters. :func:`fields_with_problems` says only which
schema fields are wrong, never a value: for a file whose contents must not be echoed (a file an
encounter names as a sheet may be anything).
"""

from __future__ import annotations

from collections.abc import Iterable
from importlib import resources
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from tenkaichi.errors import ContentError
from tenkaichi.files import read_data, shorten

MAX_PROBLEMS = 10
"""The most problems one message lists (the rest are counted)."""
MAX_LINE_CHARS = 300
"""The longest single problem line (a message that quotes long text is cut)."""


def where(loc: Iterable[int | str], top: str) -> str:
    """A pydantic location as ``forms.0.attribute_bonuses.force`` (each part shortened)."""
    text = ".".join(shorten(str(part), 30) for part in loc)
    return text or top


def quote(value: Any) -> str:
    """A value as a message quotes it, in the file's own words: ``'text'``, ``12``, ``true``,
    ``null``, shortened."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    return repr(shorten(value)) if isinstance(value, str) else shorten(repr(value))


def plain(message: str) -> str:
    """A pydantic message in a person's words: no "Value error, " prefix, no "Input"."""
    message = message.removeprefix("Value error, ")
    return message.replace("Input should be", "should be").replace("Field required", "missing")


def describe(problem: Any, top: str, *, values: bool = True, at: str | None = None) -> str:
    """One problem: where (``at``, or its location), the value (shortened; only a scalar, and
    only with ``values``) and pydantic's or a validator's message."""
    at = at if at is not None else where(problem["loc"], top)
    value = problem.get("input")
    shown = f" = {quote(value)}" if values and not isinstance(value, dict | list) else ""
    message = plain(problem["msg"])
    return shorten(f"{at}{shown}: {message}", MAX_LINE_CHARS)


def problem_lines(
    error: ValidationError, top: str, *, limit: int = MAX_PROBLEMS, values: bool = True
) -> list[str]:
    """The first ``limit`` problems, one line each, and a last line counting the rest."""
    total = error.error_count()
    problems = error.errors(include_url=False, include_context=False)[:limit]
    lines = [describe(p, top, values=values) for p in problems]
    if total > limit:
        lines.append(f"... and {total - limit:,} more problem{'s' if total - limit > 1 else ''}")
    return lines


def first_problem(
    error: ValidationError, top: str, *, values: bool = True, at: str | None = None
) -> str:
    """The first problem on one line (``at`` naming where, if given), with how many others
    there are."""
    first = error.errors(include_url=False, include_context=False)[0]
    line = describe(first, top, values=values, at=at)
    more = error.error_count() - 1
    return line + (f" (and {more:,} more problem{'s' if more > 1 else ''})" if more else "")


def fields_with_problems(error: ValidationError, known: Iterable[str]) -> str:
    """Which top-level fields of a schema are wrong, by name only (unknown keys are counted,
    not named, since a key of an arbitrary file may itself be a secret)."""
    fields = set(known)
    named: list[str] = []
    unknown = 0
    for problem in error.errors(include_url=False, include_context=False):
        head = str(problem["loc"][0]) if problem["loc"] else "the sheet as a whole"
        if head in fields or not problem["loc"]:
            if head not in named:
                named.append(head)
        else:
            unknown += 1
    parts = []
    if named:
        parts.append("problems in " + ", ".join(named))
    if unknown:
        parts.append(f"{unknown:,} field{'s' if unknown > 1 else ''} that a sheet does not have")
    return "; ".join(parts) or "problems in the whole file"


M = TypeVar("M", bound=BaseModel)


def load_table(model: type[M], relative: str) -> M:
    """A packaged data file read into ``model``, with a one-line error naming the problem.
    ``relative`` is a path under ``tenkaichi/data`` (for example ``dbu/profiles.yaml``)."""
    path = resources.files("tenkaichi.data").joinpath(relative)
    name = f"data/{relative}"
    try:
        return model.model_validate(read_data(path, name))
    except ValidationError as error:
        raise ContentError(f"{name}: {first_problem(error, 'top level')}") from None
