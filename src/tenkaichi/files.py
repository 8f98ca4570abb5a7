"""The one way Tenkaichi reads a content file: bounded, strict, and with errors that say where.

Every sheet, encounter, roster, setup, content pack and packaged data file goes through
:func:`read_yaml` / :func:`read_json` / :func:`read_data` (a path), or :func:`parse_data`
(bytes already in hand). Each step has a limit, and every failure is a
:class:`~tenkaichi.errors.ContentError` naming the file and the place in it:

- the file is read with a size cap (:data:`MAX_FILE_BYTES`), so a huge file is refused before
  any parsing;
- the bytes must be UTF-8 (the error gives the line and byte offset of the first bad byte);
- YAML is scanned and parsed by libyaml where it is installed (the C parser of
  ``yaml.CSafeLoader``) and composed here, in Python, so nesting depth (:data:`MAX_DEPTH`),
  aliases (:data:`MAX_ALIASES`) and nodes (:data:`MAX_NODES`) are bounded before any value is
  built (libyaml's own composer recurses in C and crashes on deep nesting);
- a mapping that gives a key twice is refused (with the key and both lines), never last-wins;
- a number longer than :data:`MAX_NUMBER_DIGITS` digits is refused (Python refuses to convert
  numbers past 4,300 digits, and a rule never needs more than a few);
- JSON gets the same checks (duplicate keys, depth, nodes, number length).

Parse errors quote the parser's problem and the line, never a snippet of the file, so a file
that is not what it claims to be does not have its contents echoed.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Protocol

import yaml
from yaml.composer import Composer
from yaml.constructor import SafeConstructor
from yaml.events import (
    AliasEvent,
    ScalarEvent,
    SequenceStartEvent,
)
from yaml.nodes import MappingNode, Node, ScalarNode
from yaml.resolver import Resolver

from tenkaichi.errors import ContentError

MAX_FILE_BYTES = 1_000_000
"""The largest content file read (1 MB; the largest packaged file is about 31 KB)."""
MAX_DEPTH = 32
"""The deepest nesting of lists and mappings in a content file (a sheet needs 5)."""
MAX_ALIASES = 100
"""The most YAML aliases (``*name``) in one file; each is checked like a copy of its anchor."""
MAX_NODES = 100_000
"""The most values (scalars, lists, mappings, alias expansions counted whole) in one file."""
MAX_NUMBER_DIGITS = 60
"""The longest number literal accepted (every number the rules use has a few digits)."""

try:  # libyaml's scanner and parser where installed; the pure-Python ones otherwise
    from yaml._yaml import CParser as _Parser
except ImportError:  # pragma: no cover - libyaml is part of the usual PyYAML wheels
    from yaml.parser import Parser
    from yaml.reader import Reader
    from yaml.scanner import Scanner

    class _Parser(Reader, Scanner, Parser):  # type: ignore[no-redef]
        def __init__(self, stream: str) -> None:
            Reader.__init__(self, stream)
            Scanner.__init__(self)
            Parser.__init__(self)


class FileError(ContentError):
    """A file that cannot be read as YAML or JSON within the limits.

    ``kind`` is a fixed phrase (never text from the file) and ``line`` the line (0: the whole
    file), so a caller that must not echo a file's contents can say what went wrong with
    :attr:`summary` alone."""

    def __init__(self, name: str, kind: str, line: int = 0, detail: str = "") -> None:
        self.kind = kind
        self.line = line
        where = ", ".join(part for part in (f"line {line}" if line else "", detail) if part)
        super().__init__(f"{name}: {kind}" + (f" ({where})" if where else ""))

    @property
    def summary(self) -> str:
        """What went wrong and where, without any text of the file."""
        return f"{self.kind} (line {self.line})" if self.line else self.kind


TOO_BIG = f"over {MAX_FILE_BYTES:,} bytes, the limit for a content file"
NOT_UTF8 = "not UTF-8 text"
NOT_YAML = "not valid YAML"
NOT_JSON = "not valid JSON"
KEY_TWICE = "a key is given twice"
TOO_DEEP = f"nested more than {MAX_DEPTH} levels deep"
TOO_MANY = f"more than {MAX_NODES:,} values, the limit for a content file"
TOO_MANY_ALIASES = f"more than {MAX_ALIASES} aliases, the limit for a content file"
BAD_ALIAS = "an alias without its anchor, or an anchor defined twice"
LONG_NUMBER = f"a number longer than {MAX_NUMBER_DIGITS} digits"
UNREADABLE = "cannot read it"


class Source(Protocol):
    """A readable file: a :class:`~pathlib.Path` or a packaged resource."""

    def read_bytes(self) -> bytes: ...


def read_bytes(path: Source, name: str | None = None) -> bytes:
    """The bytes of a file, refused past :data:`MAX_FILE_BYTES` (checked before reading all
    of it where the file system can say its size)."""
    label = name or str(path)
    try:
        if isinstance(path, Path):
            if not path.is_file():
                missing = "not a regular file" if path.exists() else "no such file"
                raise FileError(label, UNREADABLE, detail=missing)
            if path.stat().st_size > MAX_FILE_BYTES:
                raise FileError(label, TOO_BIG)
            with path.open("rb") as stream:
                data = stream.read(MAX_FILE_BYTES + 1)
        else:
            data = path.read_bytes()
    except OSError as error:
        raise FileError(label, UNREADABLE, detail=error.strerror or "read error") from None
    if len(data) > MAX_FILE_BYTES:
        raise FileError(label, TOO_BIG)
    return data


def decode(data: bytes, name: str) -> str:
    """UTF-8 text; a bad byte is reported with its line and offset."""
    if len(data) > MAX_FILE_BYTES:
        raise FileError(name, TOO_BIG)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        raise FileError(
            name, NOT_UTF8, line, f"byte {error.start}; save the file as UTF-8"
        ) from None
    return text.removeprefix("\ufeff")


def read_text(path: Source, name: str | None = None) -> str:
    """A text file (UTF-8, at most :data:`MAX_FILE_BYTES`)."""
    label = name or str(path)
    return decode(read_bytes(path, label), label)


def read_data(path: Source, name: str | None = None) -> Any:
    """A YAML or JSON file (by its suffix: ``.json`` is JSON, anything else YAML)."""
    label = name or str(path)
    return parse_data(read_bytes(path, label), label)


def read_yaml(path: Source, name: str | None = None) -> Any:
    label = name or str(path)
    return parse_yaml(read_text(path, label), label)


def parse_data(data: bytes | str, name: str) -> Any:
    """YAML or JSON text (JSON when ``name`` ends in ``.json``), with every limit."""
    text = decode(data, name) if isinstance(data, bytes) else data
    if name.lower().endswith(".json"):
        return parse_json(text, name)
    return parse_yaml(text, name)


# --- YAML -------------------------------------------------------------------------------


class _BoundedComposer(Composer):
    """PyYAML's composer with limits on depth, aliases and nodes (all counted as composed)."""

    # supplied by the parser (libyaml's or PyYAML's) the loader combines this with
    check_event: Any
    get_event: Any
    peek_event: Any

    def __init__(self, name: str) -> None:
        Composer.__init__(self)
        self.source_name = name
        self.depth = 0
        self.nodes = 0
        self.aliases = 0
        self.weights: dict[int, int] = {}

    def _fail(self, node_or_event: Any, kind: str, detail: str = "") -> FileError:
        mark = getattr(node_or_event, "start_mark", None)
        return FileError(self.source_name, kind, mark.line + 1 if mark else 0, detail)

    def _count(self, event: Any, weight: int) -> None:
        self.nodes += weight
        if self.nodes > MAX_NODES:
            raise self._fail(event, TOO_MANY)

    def compose_node(self, parent: Node | None, index: Any) -> Node:
        if self.check_event(AliasEvent):
            event = self.get_event()
            anchor = event.anchor
            if anchor not in self.anchors:
                raise self._fail(event, BAD_ALIAS, f"*{_short(anchor)} has no anchor before it")
            self.aliases += 1
            if self.aliases > MAX_ALIASES:
                raise self._fail(event, TOO_MANY_ALIASES)
            node: Node = self.anchors[anchor]
            # an alias costs what its anchor holds: nested aliases cannot multiply unseen
            self._count(event, self.weights.get(id(node), 1))
            return node
        event = self.peek_event()
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise self._fail(event, TOO_DEEP)
        before = self.nodes
        self._count(event, 1)
        anchor = event.anchor
        if anchor is not None and anchor in self.anchors:
            raise self._fail(event, BAD_ALIAS, f"&{_short(anchor)} is defined twice")
        if self.check_event(ScalarEvent):
            node = self.compose_scalar_node(anchor)
        elif self.check_event(SequenceStartEvent):
            node = self.compose_sequence_node(anchor)
        else:
            node = self.compose_mapping_node(anchor)
        self.depth -= 1
        self.weights[id(node)] = self.nodes - before
        return node

    def compose_mapping_node(self, anchor: Any) -> MappingNode:
        node = super().compose_mapping_node(anchor)
        seen: dict[Any, int] = {}
        for key, _value in node.value:
            if not isinstance(key, ScalarNode) or (key.value == "<<" and key.tag.endswith("merge")):
                continue
            line = key.start_mark.line + 1
            if key.value in seen:
                raise FileError(
                    self.source_name,
                    KEY_TWICE,
                    line,
                    f"the key {_short(key.value)!r}, first given on line {seen[key.value]}",
                )
            seen[key.value] = line
        return node


class _StrictConstructor(SafeConstructor):
    """SafeConstructor that refuses over-long numbers (before Python converts them)."""

    source_name: str

    def construct_yaml_int(self, node: ScalarNode) -> int:
        self._check_digits(node)
        return int(super().construct_yaml_int(node))

    def construct_yaml_float(self, node: ScalarNode) -> float:
        self._check_digits(node)
        return float(super().construct_yaml_float(node))

    def _check_digits(self, node: ScalarNode) -> None:
        digits = sum(c.isdigit() for c in node.value)
        if digits > MAX_NUMBER_DIGITS:
            line = node.start_mark.line + 1
            raise FileError(self.source_name, LONG_NUMBER, line, f"{digits:,} digits")


_StrictConstructor.add_constructor(  # type: ignore[type-var]
    "tag:yaml.org,2002:int", _StrictConstructor.construct_yaml_int
)
_StrictConstructor.add_constructor(  # type: ignore[type-var]
    "tag:yaml.org,2002:float", _StrictConstructor.construct_yaml_float
)


class BoundedLoader(_BoundedComposer, _Parser, _StrictConstructor, Resolver):
    """A safe YAML loader (libyaml's parser where installed) with the limits of this module."""

    def __init__(self, stream: str, name: str = "<text>") -> None:
        _Parser.__init__(self, stream)
        _BoundedComposer.__init__(self, name)
        _StrictConstructor.__init__(self)
        Resolver.__init__(self)


def parse_yaml(text: str, name: str) -> Any:
    """One YAML document, with every limit; an empty file is ``None``."""
    if len(text) > MAX_FILE_BYTES:
        raise FileError(name, TOO_BIG)
    loader = BoundedLoader(text, name)
    try:
        return loader.get_single_data()
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = mark.line + 1 if mark is not None else 0
        if "nesting depth" in (error.problem or ""):
            # PyYAML 6.0.4+ stops deep flow nesting while scanning ahead, before our limit
            raise FileError(name, TOO_DEEP, line) from None
        column = f"column {mark.column + 1}: " if mark is not None else ""
        raise FileError(name, NOT_YAML, line, column + _yaml_problem(error)) from None
    except yaml.YAMLError as error:
        raise FileError(name, NOT_YAML, 0, _short(str(error).splitlines()[0], 80)) from None
    except RecursionError:  # a safety net: the depth limit stops nesting long before this
        raise FileError(name, TOO_DEEP) from None
    finally:
        loader.dispose()


def _yaml_problem(error: yaml.MarkedYAMLError) -> str:
    """The parser's own words (never the snippet of the file PyYAML prints with them)."""
    return _short(error.problem or error.context or "unreadable", 80)


# --- JSON -------------------------------------------------------------------------------


class _JsonProblem(Exception):
    def __init__(self, kind: str, detail: str = "") -> None:
        self.kind = kind
        self.detail = detail


def parse_json(text: str, name: str) -> Any:
    """One JSON document, with the same limits as YAML."""
    if len(text) > MAX_FILE_BYTES:
        raise FileError(name, TOO_BIG)

    def pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
        result: dict[str, Any] = {}
        for key, value in items:
            if key in result:
                raise _JsonProblem(KEY_TWICE, f"the key {_short(key)!r}")
            result[key] = value
        return result

    def number(literal: str) -> int | float:
        if sum(c.isdigit() for c in literal) > MAX_NUMBER_DIGITS:
            raise _JsonProblem(LONG_NUMBER)
        return int(literal) if literal.lstrip("-").isdigit() else float(literal)

    try:
        raw = json.loads(
            text,
            object_pairs_hook=pairs,
            parse_int=number,
            parse_float=number,
            parse_constant=_no_constant,
        )
    except json.JSONDecodeError as error:
        detail = f"column {error.colno}: {_short(error.msg, 80)}"
        raise FileError(name, NOT_JSON, error.lineno, detail) from None
    except _JsonProblem as problem:
        raise FileError(name, problem.kind, 0, problem.detail) from None
    except RecursionError:
        raise FileError(name, TOO_DEEP) from None
    _check_shape(raw, name)
    return raw


def _no_constant(literal: str) -> float:
    raise _JsonProblem(NOT_JSON, f"{literal} is not a JSON number")


def _check_shape(raw: Any, name: str) -> None:
    """Depth and node count of parsed JSON (iteratively, so no recursion)."""
    stack: list[tuple[Any, int]] = [(raw, 1)]
    nodes = 0
    while stack:
        value, depth = stack.pop()
        nodes += 1
        if nodes > MAX_NODES:
            raise FileError(name, TOO_MANY)
        if depth > MAX_DEPTH:
            raise FileError(name, TOO_DEEP)
        if isinstance(value, dict):
            stack.extend((v, depth + 1) for v in value.values())
        elif isinstance(value, list):
            stack.extend((v, depth + 1) for v in value)


# --- echoing input ----------------------------------------------------------------------

ECHO_CHARS = 40
"""The longest piece of a file's text an error message quotes."""


def _short(value: Any, limit: int = ECHO_CHARS) -> str:
    return shorten(value, limit)


def shorten(value: Any, limit: int = ECHO_CHARS) -> str:
    """``value`` as text for an error message: one line, at most ``limit`` characters (an
    ellipsis marks the cut)."""
    text = value if isinstance(value, str) else repr(value)
    text = " ".join(text.split()) if ("\n" in text or "\r" in text) else text
    return text if len(text) <= limit else text[: limit - 1] + "…"
