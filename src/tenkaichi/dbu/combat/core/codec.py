"""JSON for the combat state: dataclasses to plain dicts and back, driven by type hints.

Everything a fight stores (fighters, frames on the resolution stack, timers, the pending
decision, the generator state) is a dataclass of ints, strings, lists, dicts and other
dataclasses, so one generic codec serves all of them. A union of dataclasses is written with
a ``"type"`` tag naming the class.

:func:`from_json` is for states this engine wrote (a copy made in this process, a test). It is
never the way a saved fight comes back: ``Encounter.from_json`` does not decode a stored state,
it replays the snapshot's record and compares (:mod:`tenkaichi.dbu.combat.core.snapshot`).
"""

from __future__ import annotations

import dataclasses
import types
import typing
from functools import cache
from typing import Any, Union, get_args, get_origin, get_type_hints

from tenkaichi.errors import ContentError
from tenkaichi.i18n.catalogue import Msg, Seq, Term

_MODULES: dict[str, dict[str, Any]] = {}


@cache
def _hints(cls: type) -> dict[str, Any]:
    return get_type_hints(cls)


_ATOMS = frozenset({str, int, float, bool, type(None)})
"""Types written as they are (checked by exact type first: most values of a state are these)."""


@cache
def _field_names(cls: type) -> tuple[str, ...] | None:
    """The fields of a dataclass (or of a class naming its ``CODEC_FIELDS``, an option), in
    order; None for any other class."""
    named: tuple[str, ...] | None = getattr(cls, "CODEC_FIELDS", None)
    if named is not None:
        return named
    if dataclasses.is_dataclass(cls):
        return tuple(
            field.name
            for field in dataclasses.fields(cls)
            if field.metadata.get("saved", True)  # a Decision's builder is not data
        )
    return None


def to_json(value: Any) -> Any:
    """A JSON-ready copy of ``value``; dataclasses carry their class name as ``type``."""
    cls: type = type(value)
    if cls in _ATOMS:
        return value
    if cls is list or cls is tuple:
        return [to_json(v) for v in value]
    if cls is dict:
        return {str(k): to_json(v) for k, v in value.items()}
    names = _field_names(cls)
    if names is not None:
        out: dict[str, Any] = {"type": cls.__name__}
        for name in names:
            out[name] = to_json(getattr(value, name))
        return out
    if isinstance(value, list | tuple):
        return [to_json(v) for v in value]
    if isinstance(value, dict):
        return {str(k): to_json(v) for k, v in value.items()}
    if isinstance(value, str):
        return str(value)  # English that keeps its message (rules/said.py Phrase): the words
    if isinstance(value, Msg | Term | Seq):
        return str(value)  # a question's words are stored in English, as they always were
    return value


def from_json(hint: Any, data: Any, where: str = "state") -> Any:
    """Rebuild a value of type ``hint`` from :func:`to_json` output."""
    origin = get_origin(hint)
    if hint is Any:
        return data
    if origin in (Union, types.UnionType):
        options = get_args(hint)
        if data is None and type(None) in options:
            return None
        classes = [o for o in options if isinstance(o, type) and dataclasses.is_dataclass(o)]
        if classes and isinstance(data, dict):
            for cls in classes:
                found = _named(cls, data.get("type"))
                if found is not None:
                    return _dataclass(found, data, where)
            raise ContentError(f"{where}: unknown type {data.get('type')!r}")
        for option in options:
            if option is type(None):
                continue
            return from_json(option, data, where)
    if isinstance(hint, type) and getattr(hint, "CODEC_FIELDS", None) is not None:
        if not isinstance(data, dict):
            raise ContentError(f"{where}: expected an object for {hint.__name__}")
        try:
            return hint(**{k: v for k, v in data.items() if k != "type"})
        except TypeError as error:
            raise ContentError(f"{where}: {error}") from None
    if dataclasses.is_dataclass(hint) and isinstance(hint, type):
        if not isinstance(data, dict):
            raise ContentError(f"{where}: expected an object for {hint.__name__}")
        return _dataclass(hint, data, where)
    if origin is list:
        (inner,) = get_args(hint)
        return [from_json(inner, v, f"{where}[{i}]") for i, v in enumerate(_seq(data, where))]
    if origin is tuple:
        args = get_args(hint)
        items = _seq(data, where)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(from_json(args[0], v, where) for v in items)
        return tuple(from_json(a, v, where) for a, v in zip(args, items, strict=True))
    if origin is dict:
        _, inner = get_args(hint)
        if not isinstance(data, dict):
            raise ContentError(f"{where}: expected an object")
        return {k: from_json(inner, v, f"{where}.{k}") for k, v in data.items()}
    if origin is typing.Literal:
        if data not in get_args(hint):
            raise ContentError(f"{where}: {data!r} is not one of {get_args(hint)}")
        return data
    if hint in (int, str, bool, float):
        if not isinstance(data, hint) or (hint is int and isinstance(data, bool)):
            raise ContentError(f"{where}: expected {hint.__name__}, got {data!r}")
        return data
    return data


def _named(cls: type, name: Any) -> type | None:
    """``cls`` or one of its subclasses (frames of maneuver modules) with this name."""
    if cls.__name__ == name:
        return cls
    subs: list[type] = cls.__subclasses__()
    for sub in subs:
        found = _named(sub, name)
        if found is not None:
            return found
    return None


def _seq(data: Any, where: str) -> list[Any]:
    if not isinstance(data, list):
        raise ContentError(f"{where}: expected a list")
    return data


def _dataclass(cls: type, data: dict[str, Any], where: str) -> Any:
    hints = _hints(cls)
    kwargs = {}
    for field in dataclasses.fields(cls):
        if field.name in data and field.metadata.get("saved", True):
            kwargs[field.name] = from_json(
                hints[field.name], data[field.name], f"{where}.{field.name}"
            )
    try:
        return cls(**kwargs)
    except TypeError as error:
        raise ContentError(f"{where}: {error}") from None
