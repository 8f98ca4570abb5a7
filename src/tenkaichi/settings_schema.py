"""One validator for the named settings of every game (DBU, Tournament of Power, DDC).

Each game declares its settings as a frozen pydantic model (or pydantic dataclass) in which
every field carries its own allowed values: a ``Literal`` for a closed set of words,
``Field(ge=, le=)`` for a number, ``bool`` for a switch, and bounded items and lengths for a list
or a mapping. The models are strict (no ``true`` for a number, no ``"3"`` or ``3.0`` for ``3``).
:func:`apply_settings` is the one place overrides are checked: an unknown name or a value outside
its field's range is a :class:`~tenkaichi.errors.ContentError` of one line naming where, the
setting, the bad value (shortened) and what is allowed (:func:`allowed`, read from the same
declaration).
"""

from __future__ import annotations

import difflib
import json
from collections.abc import Mapping
from typing import Annotated, Any, Literal, TypeVar, get_args, get_origin

from pydantic import BaseModel, ValidationError
from pydantic.fields import FieldInfo

from tenkaichi.errors import ContentError

Model = TypeVar("Model")

SHOWN_CHARS = 40
"""A bad value is shown in an error with at most this many characters."""


def apply_settings(base: Model, overrides: Any, where: str) -> Model:
    """``base`` with ``overrides`` (a mapping of setting name to value) applied and checked."""
    if overrides is None or (isinstance(overrides, Mapping) and not overrides):
        return base
    if not isinstance(overrides, Mapping):
        raise ContentError(
            f"{where}: settings must be a mapping of name: value, not {shown(overrides)}"
        )
    model = type(base)
    names = setting_fields(model)
    for name in overrides:
        if not isinstance(name, str) or name not in names:
            raise ContentError(
                f"{where}: unknown setting {_named(name)}{_did_you_mean(name, names)}"
            )
    try:
        return model(**{**{name: getattr(base, name) for name in names}, **overrides})
    except ValidationError as error:
        problem = error.errors()[0]  # the input of a list item or a mapping entry, if nested
        name = str(problem["loc"][0])
        raise ContentError(
            f"{where}: setting {_named(name)} cannot be {shown(problem.get('input'))}; "
            f"allowed: {allowed(names[name])}"
        ) from None


def _named(name: object) -> str:
    """A setting's name as written, quoted (shortened like any value if it is not a name)."""
    if isinstance(name, str) and len(name) <= SHOWN_CHARS and name.isprintable():
        return f"'{name}'"
    return shown(name)


def setting_fields(model: type) -> dict[str, FieldInfo]:
    """The declared settings of a pydantic model or pydantic dataclass, by name."""
    if issubclass(model, BaseModel):
        return dict(model.model_fields)
    found: dict[str, FieldInfo] = model.__pydantic_fields__  # type: ignore[attr-defined]
    return dict(found)


def _did_you_mean(name: object, names: Mapping[str, object]) -> str:
    if not isinstance(name, str) or len(name) > 100:
        return ""
    close = difflib.get_close_matches(name, list(names), n=1)
    return f" (did you mean {close[0]}?)" if close else ""


def shown(value: object) -> str:
    """A value as a person wrote it (YAML-like), cut to :data:`SHOWN_CHARS` characters."""
    if isinstance(value, bool):
        text = "true" if value else "false"
    elif value is None:
        text = "null"
    elif isinstance(value, int):
        text = str(value) if value.bit_length() < 200 else "a number of over 60 digits"
    elif isinstance(value, str):
        text = json.dumps(value[: SHOWN_CHARS + 1], ensure_ascii=False)
    elif isinstance(value, float):
        text = repr(value)
    elif isinstance(value, (list, tuple)):
        text = f"a list of {len(value)} item(s)" if len(value) > 4 else _short_json(value)
    elif isinstance(value, Mapping):
        text = f"a mapping of {len(value)} entries" if len(value) > 2 else _short_json(value)
    else:
        text = json.dumps(str(value)[: SHOWN_CHARS + 1], ensure_ascii=False)
    return text if len(text) <= SHOWN_CHARS else text[: SHOWN_CHARS - 3] + "..."


def _short_json(value: object) -> str:
    try:
        return json.dumps(value, ensure_ascii=False, default=str)[: SHOWN_CHARS + 1]
    except (ValueError, TypeError):  # a number too long to print, a key of another kind
        return "a value that cannot be shown"


def allowed(info: FieldInfo) -> str:
    """What a setting accepts, in words, read from its declaration."""
    return _describe(info.annotation, list(info.metadata))


def _bound(metadata: list[Any], name: str) -> Any:
    for item in metadata:
        if isinstance(item, FieldInfo):
            found = _bound(list(item.metadata), name)
            if found is not None:
                return found
        elif getattr(item, name, None) is not None:
            return getattr(item, name)
    return None


def _describe(annotation: Any, metadata: list[Any]) -> str:
    origin = get_origin(annotation)
    args = get_args(annotation)
    if origin is Annotated:
        return _describe(args[0], [*args[1:], *metadata])
    if origin is Literal:
        return "one of " + ", ".join(str(a) for a in args)
    if annotation is bool:
        return "true or false"
    if annotation is int:
        low, high = _bound(metadata, "ge"), _bound(metadata, "le")
        if low is not None and high is not None:
            return f"a whole number from {low} to {high}"
        if low is not None:
            return f"a whole number of at least {low}"
        return "a whole number"
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        least, most = _bound(metadata, "min_length"), _bound(metadata, "max_length")
        count = f"{least} to {most} " if least is not None and most is not None else ""
        return f"a list of {count}items, each {_describe(args[0], [])}"
    if origin is dict:
        return f"a mapping from {_describe(args[0], [])} to {_describe(args[1], [])}"
    return "a value of its own kind"  # pragma: no cover - every declared setting is above


def settings_table(model: type) -> list[tuple[str, str, str]]:
    """Every setting of ``model``: its name, its default (as written in YAML) and what it allows
    (the documentation's settings tables are this table)."""
    rows = []
    for name, info in setting_fields(model).items():
        default = info.get_default(call_default_factory=True)
        rows.append((name, _yaml(default), allowed(info)))
    return rows


def _yaml(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, tuple):
        return "[" + ", ".join(_yaml(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_yaml(v)}" for k, v in value.items()) + "}"
    return str(value)
