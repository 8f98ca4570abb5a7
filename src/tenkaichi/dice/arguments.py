"""One validation layer for the public dice API: every argument is checked against its type
hint before any work, and a wrong one is a :class:`~tenkaichi.errors.DiceValueError` in one
line that names the function, the argument, what it must be and what it was.

:func:`public` wraps a function; :func:`checked_class` wraps a class's constructor (a
dataclass's generated one too). Both read the annotations, so a signature is its own schema.
Ranges ride on the hints: ``Annotated[int, Between(0, MAX_SEED)]``.

Checks are strict: a bool is not a whole number, a whole number is not text, a float must be
finite. Checkers are built on the first call (hints may name classes defined later).
"""

from __future__ import annotations

import functools
import inspect
import math
import types
import typing
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Annotated, Any, Literal, TypeVar, Union, get_args, get_origin

from tenkaichi.errors import DiceValueError

F = TypeVar("F", bound=Callable[..., Any])


@dataclass(frozen=True, slots=True)
class Between:
    """A whole number from ``low`` to ``high`` (None: no upper end)."""

    low: int
    high: int | None = None


@dataclass(frozen=True, slots=True)
class _Check:
    ok: Callable[[object], bool]
    expected: str
    plain: tuple[type, ...] = ()
    """Set when the check is exactly ``isinstance(value, plain)`` (unions of these combine)."""
    fast: str = ""
    """A Python condition on ``{x}`` that accepts only values ``ok`` accepts, for the common
    case, inlined in compiled checks; ``{p}`` prefixes the names it uses from ``refs``."""
    refs: tuple[tuple[str, object], ...] = ()


def _instance_of(classes: tuple[type, ...], expected: str) -> _Check:
    if classes == (type(None),):
        return _Check(lambda v: v is None, expected, classes, "{x} is None")
    return _Check(
        lambda v: isinstance(v, classes),
        expected,
        classes,
        "isinstance({x}, {p}types)",
        (("types", classes),),
    )


_WORDS: dict[object, str] = {
    str: "text",
    int: "a whole number",
    bool: "true or false",
    float: "a number",
    Fraction: "a fraction",
    type(None): "nothing",
}
_LABELS = {
    "text": "the dice expression",
    "expression": "the dice expression",
    "n": "the number of samples",
    "q": "the fraction",
    "rng": "the dice generator",
}
"""How a person reads an argument's name (others: the name with spaces)."""


def _spaced(name: str) -> str:
    """``RollContext`` -> ``roll context``; ``reroll_die`` -> ``reroll die``;
    ``Distribution.__add__`` -> ``distribution add``."""
    out = "".join(" " + c.lower() if c.isupper() else c for c in name)
    out = out.replace(".", " ").replace("_", " ").replace("rng", "dice generator")
    return " ".join(out.replace("dice dice", "dice").split())


def _a(noun: str) -> str:
    if noun.endswith(("settings", "bytes")):
        return noun
    return ("an " if noun[:1] in "aeiou" else "a ") + noun


def describe(value: object) -> str:
    """A value as a person can read it: no Python type names, long text cut short."""
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        digits = len(str(abs(value))) if abs(value) < 10**4000 else 4000
        return repr(value) if digits <= 30 else f"a {digits}-digit number"
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, str):
        return repr(value) if len(value) <= 40 else f"text of {len(value):,} characters"
    if isinstance(value, list | tuple | set | frozenset | dict):
        return f"a collection of {len(value)}"
    return _a(_spaced(type(value).__name__))


def _checker(hint: object) -> _Check:
    origin = get_origin(hint)
    if origin is Annotated:
        base, *meta = get_args(hint)
        check = _checker(base)
        for m in meta:
            if isinstance(m, Between):
                check = _between(check, m)
        return check
    if origin is Union or origin is types.UnionType:
        parts = [_checker(a) for a in get_args(hint)]
        expected = " or ".join(p.expected for p in parts)
        classes = tuple(c for p in parts for c in p.plain)
        if all(p.plain for p in parts) and type(None) not in classes:
            return _instance_of(classes, expected)
        oks = [p.ok for p in parts]

        def any_ok(v: object) -> bool:
            return any(ok(v) for ok in oks)

        fast = " or ".join(
            "(" + p.fast.replace("{p}", "{p}" + f"m{j}_") + ")"
            for j, p in enumerate(parts)
            if p.fast
        )
        refs = tuple((f"m{j}_{k}", v) for j, p in enumerate(parts) for k, v in p.refs)
        return _Check(any_ok, expected, (), fast, refs)
    if origin is Literal:
        options = get_args(hint)
        return _Check(
            lambda v: any(type(v) is type(o) and v == o for o in options),
            "one of " + ", ".join(repr(o) for o in options),
        )
    if origin is tuple:
        args = get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            item = _checker(args[0])
            return _Check(
                lambda v: isinstance(v, tuple) and all(item.ok(x) for x in v),
                f"a tuple of {_plural(item.expected)}",
            )
        items = [_checker(a) for a in args]
        return _Check(
            lambda v: (
                isinstance(v, tuple)
                and len(v) == len(items)
                and all(c.ok(x) for c, x in zip(items, v, strict=True))
            ),
            f"a tuple of {len(items)} values",
        )
    if origin is not None and isinstance(origin, type) and issubclass(origin, Mapping):
        key, val = (_checker(a) for a in get_args(hint))
        return _Check(
            lambda v: isinstance(v, Mapping) and all(key.ok(k) and val.ok(x) for k, x in v.items()),
            f"a mapping of {_plural(key.expected)} to {_plural(val.expected)}",
        )
    if origin is not None and isinstance(origin, type) and issubclass(origin, Iterable):
        return _Check(lambda v: isinstance(v, list | tuple), "a list")
    if hint is bool:
        return _Check(lambda v: type(v) is bool, _WORDS[bool], (), "{x} is True or {x} is False")
    if hint is int:
        return _Check(
            lambda v: isinstance(v, int) and not isinstance(v, bool),
            _WORDS[int],
            (),
            "type({x}) is int",
        )
    if hint is float:
        return _Check(
            lambda v: (type(v) is float and math.isfinite(v)) or type(v) is int,
            _WORDS[float],
        )
    if hint is type(None):
        return _instance_of((type(None),), _WORDS[hint])
    if isinstance(hint, type) and getattr(hint, "_is_protocol", False):
        return _protocol(hint)
    if isinstance(hint, type) and hint not in (int, float, bool):
        return _instance_of((hint,), _WORDS.get(hint) or _a(_spaced(hint.__name__)))
    if hint is Any or hint is object:
        return _Check(lambda v: True, "anything")
    raise TypeError(f"no argument check for the hint {hint!r}")  # a programming error


def _protocol(hint: type) -> _Check:
    """A protocol (duck typing): the value has every member; types seen to fit are
    remembered, so the check is a set look-up after the first time."""
    members = [n for n in (*vars(hint), *getattr(hint, "__annotations__", {})) if n[0] != "_"]
    fits: set[type] = set()

    def ok(v: object) -> bool:
        if type(v) in fits:
            return True
        if all(hasattr(v, m) for m in members) and not isinstance(v, type):
            fits.add(type(v))
            return True
        return False

    return _Check(ok, _a(_spaced(hint.__name__)), (), "type({x}) in {p}fits", (("fits", fits),))


def _plural(expected: str) -> str:
    for article in ("a ", "an "):
        if expected.startswith(article):
            return expected.removeprefix(article) + "s"
    return expected


def _between(check: _Check, bounds: Between) -> _Check:
    low, high = bounds.low, bounds.high

    def ok(v: object) -> bool:
        return check.ok(v) and isinstance(v, int) and low <= v and (high is None or v <= high)

    span = f"from {low:,} to {high:,}" if high is not None else f"of at least {low:,}"
    top = f" and {{x}} <= {high}" if high is not None else ""
    return _Check(ok, f"{check.expected} {span}", (), f"type({{x}}) is int and {low} <= {{x}}{top}")


def _hints(func: Callable[..., Any]) -> dict[str, Any]:
    """The hints of ``func``'s parameters. Its return hint is never checked, so it is never
    evaluated: it may name a type imported for the type checker only (a numpy array, whose
    module is imported when a sample is drawn, not when the dice are)."""
    inner = inspect.unwrap(func)  # a cached function's names are the wrapped one's
    annotations = {k: v for k, v in func.__annotations__.items() if k != "return"}
    holder = types.SimpleNamespace(__annotations__=annotations)
    return typing.get_type_hints(holder, globalns=inner.__globals__, include_extras=True)


def _fail(where: str, name: str, check: _Check, value: object) -> DiceValueError:
    label = _LABELS.get(name) or _spaced(name)
    return DiceValueError(f"{where}: {label} must be {check.expected}, got {describe(value)}")


def public(func: F) -> F:
    """Check every argument of ``func`` against its type hint before calling it.

    The checks are compiled into a function with ``func``'s own parameters (the way
    :mod:`dataclasses` writes ``__init__``): a plain type is an inline ``isinstance``, so a hot
    function such as :func:`~tenkaichi.dice.roller.roll` pays well under a microsecond.
    Arguments Python could not bind (missing, unknown, too many) are reported the same way.
    Hints naming a class not defined yet (a method of that class) compile on the first call.
    """
    owner, _, name = func.__qualname__.rpartition(".")
    where = " ".join(_spaced(owner if name == "__init__" else func.__qualname__).split())
    try:
        checked = _compile(func, where)
    except NameError:
        compiled: list[Callable[..., Any]] = []

        def later(*args: Any, **kwargs: Any) -> Any:
            if not compiled:
                compiled.append(_compile(func, where))
            return compiled[0](*args, **kwargs)

        checked = later
    return typing.cast(F, functools.update_wrapper(checked, func))


_MISSING = object()


def _compile(func: Callable[..., Any], where: str) -> Callable[..., Any]:
    hints = _hints(func)
    params = list(inspect.signature(func).parameters.values())
    namespace: dict[str, Any] = {
        "_func": func,
        "_fail": _fail,
        "_unbound": _unbound,
        "_where": where,
        "_M": _MISSING,
    }
    ordered = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    named = [p for p in params if p.kind is p.KEYWORD_ONLY]
    if len(ordered) + len(named) != len(params):
        raise TypeError("public functions take named arguments only")  # programming error
    heads: list[str] = []
    lines = [
        "    if _more: _unbound(_where, f'takes at most "
        + f"{len(ordered)} values in order, got {{{len(ordered)} + len(_more)}}')",
        "    if _extra: _unbound(_where, f'no argument named {next(iter(_extra))!r} here')",
    ]
    for i, p in enumerate(params):
        default = f"_d{i}" if p.default is not p.empty else "_M"
        namespace[f"_d{i}"] = p.default
        heads.append(f"{p.name}={default}")
        if p.default is p.empty:
            label = _LABELS.get(p.name) or _spaced(p.name)
            lines.append(f"    if {p.name} is _M: _unbound(_where, {label + ' is missing'!r})")
        if p.name in hints:
            check = _checker(hints[p.name])
            namespace[f"_c{i}"] = check
            test = _inline(check, p.name, i, namespace)
            lines.append(f"    if not ({test}): raise _fail(_where, {p.name!r}, _c{i}, {p.name})")
    heads.insert(len(ordered), "*_more")
    heads.append("**_extra")
    passes = [p.name for p in ordered] + [f"{p.name}={p.name}" for p in named]
    source = (
        f"def checked({', '.join(heads)}):\n"
        + "".join(line + "\n" for line in lines)
        + f"    return _func({', '.join(passes)})\n"
    )
    exec(source, namespace)
    checked: Callable[..., Any] = namespace["checked"]
    return checked


def _unbound(where: str, problem: str) -> None:
    raise DiceValueError(f"{where}: {problem}")


def _inline(check: _Check, name: str, i: int, namespace: dict[str, Any]) -> str:
    """The compiled condition: the fast case inlined, the full check behind it."""
    if not check.fast:
        return f"_c{i}.ok({name})"
    for key, value in check.refs:
        namespace[f"_c{i}_{key}"] = value
    fast = check.fast.replace("{x}", name).replace("{p}", f"_c{i}_")
    return f"{fast} or _c{i}.ok({name})"


C = TypeVar("C", bound=type)


def checked_class(cls: C) -> C:
    """Check the arguments of a class's constructor (a dataclass's too) like :func:`public`."""
    cls.__init__ = public(cls.__init__)  # type: ignore[misc]
    return cls
