"""Where in a sheet's YAML each value is: the line and column of every field, list item and
key, so a problem is reported as ``goku.yaml:12:40: signatures.0.advantages.2 = ...``.

A sheet's YAML is composed with the bounded loader of :mod:`tenkaichi.files` (its limits and
its refusal of duplicate keys hold) and the node tree's marks are kept by path; a syntax error
is reported with its line and column, in the parser's words (never a snippet of the file).
"""

from __future__ import annotations

from typing import Any

import yaml
from pydantic import ValidationError
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from tenkaichi.errors import ContentError
from tenkaichi.files import MAX_FILE_BYTES, TOO_BIG, TOO_DEEP, BoundedLoader, FileError, shorten
from tenkaichi.problems import MAX_LINE_CHARS, MAX_PROBLEMS, quote, where

Path = tuple[int | str, ...]
Mark = tuple[int, int]
"""A line and a column, both counted from 1."""
KEY = "<key>"
"""The last part of a path naming a mapping key itself (not its value)."""


def parse_yaml_with_marks(text: str, name: str) -> tuple[Any, dict[Path, Mark]]:
    """One YAML document and the position of each of its values by path (keys of mappings,
    indexes of lists); a syntax error is ``name:line:col: not valid YAML: problem``, a limit
    of the loader ``name:line: what`` (its line)."""
    if len(text) > MAX_FILE_BYTES:
        raise FileError(name, TOO_BIG)
    loader = BoundedLoader(text, name)
    try:
        node = loader.get_single_node()
        data = loader.construct_document(node) if node is not None else None
    except FileError as error:
        if not error.line:
            raise
        raise ContentError(str(error).replace(f"{name}: ", f"{name}:{error.line}: ", 1)) from None
    except yaml.MarkedYAMLError as error:
        if "nesting depth" in (error.problem or ""):
            # PyYAML 6.0.4+ stops deep flow nesting while scanning ahead, before our limit
            mark = error.problem_mark or error.context_mark
            line = f":{mark.line + 1}" if mark is not None else ""
            raise ContentError(f"{name}{line}: {TOO_DEEP}") from None
        raise _syntax(error, name) from None
    except yaml.YAMLError as error:
        raise ContentError(
            f"{name}: not valid YAML: {shorten(str(error).splitlines()[0], 80)}"
        ) from None
    except RecursionError:
        raise FileError(name, TOO_DEEP) from None
    finally:
        loader.dispose()
    marks: dict[Path, Mark] = {}
    if node is not None:
        _collect(node, (), marks)
    return data, marks


def _syntax(error: yaml.MarkedYAMLError, name: str) -> ContentError:
    """``name:line:col: not valid YAML: problem``, in the parser's words."""
    mark = error.problem_mark or error.context_mark
    problem = shorten(error.problem or error.context or "unreadable", 80)
    at = f"{name}:{mark.line + 1}:{mark.column + 1}" if mark is not None else name
    return ContentError(f"{at}: not valid YAML: {problem}")


def _mark(node: Node) -> Mark:
    return node.start_mark.line + 1, node.start_mark.column + 1


def _collect(node: Node, path: Path, marks: dict[Path, Mark]) -> None:
    """Every node's mark by path (iteratively: the loader already bounded the depth)."""
    stack: list[tuple[Node, Path]] = [(node, path)]
    seen: set[int] = set()
    while stack:
        current, at = stack.pop()
        marks.setdefault(at, _mark(current))
        if id(current) in seen:  # an alias: its marks are those of its anchor
            continue
        seen.add(id(current))
        if isinstance(current, MappingNode):
            for key, value in current.value:
                if isinstance(key, ScalarNode):
                    marks.setdefault((*at, key.value, KEY), _mark(key))
                    stack.append((value, (*at, key.value)))
        elif isinstance(current, SequenceNode):
            stack.extend((item, (*at, i)) for i, item in enumerate(current.value))


def position(loc: Path, marks: dict[Path, Mark], *, key: bool = False) -> Mark | None:
    """The mark of a pydantic location: the value at the longest part of it the file has (the
    key itself with ``key``, for a field the sheet should not have); None for the whole sheet."""
    if key and (*loc, KEY) in marks:
        return marks[(*loc, KEY)]
    parts = list(loc)
    while parts:
        found = marks.get(tuple(parts))
        if found is not None:
            return found
        parts.pop()
    return None


UNCUT = frozenset({"unknown_advantage"})
"""Problems whose message is the rules' own list (of known names): never cut to length."""


def located_lines(
    error: ValidationError, source: str, marks: dict[Path, Mark], top: str = "(sheet)"
) -> list[str]:
    """The first :data:`MAX_PROBLEMS` problems, one line each, as ``source:line:col: field =
    value: what is wrong`` (no position for a problem of the sheet as a whole, or of a JSON
    file), then a line counting the rest."""
    total = error.error_count()
    lines = []
    for problem in error.errors(include_url=False, include_context=False)[:MAX_PROBLEMS]:
        loc = tuple(problem["loc"])
        mark = position(loc, marks, key=problem["type"] == "extra_forbidden") if loc else None
        at = f"{source}:{mark[0]}:{mark[1]}" if mark else source
        value = problem.get("input")
        scalar = not isinstance(value, dict | list) and problem["type"] not in UNCUT
        shown = f" = {quote(value)}" if scalar else ""
        message = problem["msg"].removeprefix("Value error, ")
        message = message.replace("Input should be", "should be").replace(
            "Field required", "missing"
        )
        if problem["type"] == "extra_forbidden":
            message = "no such field"
        body = f"{where(loc, top)}{shown}: {message}"
        if problem["type"] not in UNCUT:
            body = shorten(body, MAX_LINE_CHARS - (len(at) - len(source)))
        lines.append(f"{at}: {body}")
    if total > MAX_PROBLEMS:
        more = total - MAX_PROBLEMS
        lines.append(f"{source}: ... and {more:,} more problem{'s' if more > 1 else ''}")
    return lines
