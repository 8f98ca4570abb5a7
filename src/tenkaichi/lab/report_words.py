"""How the report names parameters, values, cells and sides in the words people read.

A swept parameter is stored under its spec name (``A.power_level``, ``rules.long_range``,
``seat2.warrior``); the report never shows that name. :func:`parameter_words` turns it into a
label (``A: Power Level``, ``Long Range (rule)``, ``Seat 2: Warrior``) and :func:`value_words`
does the same for a value (``on``/``off`` for a switch, a sheet file by its name).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from tenkaichi.i18n import current, text
from tenkaichi.i18n.numbers import decimal, whole
from tenkaichi.lab.game import Value

SEAT = re.compile(r"^seat(\d+)$", re.IGNORECASE)
CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")
FILE_SUFFIXES = (".yaml", ".yml", ".json", ".toml")
GROUP_NAMES = {"rules": "lab-group-rule", "settings": "lab-group-setting"}
"""First parts of a dotted name that say what kind of thing the rest is (by message id)."""
SMALL_WORDS = frozenset(
    {"a", "an", "and", "at", "by", "for", "in", "of", "on", "or", "per", "the", "to"}
)
SIDE_KEY = re.compile(r"\(([^()]+)\)$")
"""A side's key at the end of its name: ``Goku (B)``."""
ALL_FIGHTS = "All fights"
"""The label of the one cell of a sweep with no swept parameter (in English; message
``lab-all-fights``)."""


def words(name: str) -> str:
    """``power_level`` -> ``Power Level``, ``longRange`` -> ``Long Range``, ``Force`` stays."""
    parts = [p for p in re.split(r"[_\-\s]+", CAMEL.sub(" ", name)) if p]
    out = []
    for i, part in enumerate(parts):
        if i > 0 and part.lower() in SMALL_WORDS:
            out.append(part.lower())
        else:
            out.append(part[:1].upper() + part[1:])
    return " ".join(out)


def _singular(text: str) -> str:
    return text[:-1] if text.endswith("s") and not text.endswith("ss") else text


def parameter_words(name: str) -> str:
    """A swept parameter's label: ``A.power_level`` -> ``A: Power Level``,
    ``rules.long_range`` -> ``Long Range (rule)``, ``seat2.warrior`` -> ``Seat 2: Warrior``,
    ``A.attributes.Force`` -> ``A: Force (attribute)``, ``edition`` -> ``Edition``."""
    parts = [p for p in name.split(".") if p]
    if not parts:
        return name
    head, rest = parts[0], parts[1:]
    if head.lower() in GROUP_NAMES and rest:
        group = text(GROUP_NAMES[head.lower()])
        return text("lab-parameter-group", name=_tail_words(rest), group=group)
    if not rest:
        return words(head)
    seat = SEAT.match(head)
    owner = text("lab-seat-n", n=seat.group(1)) if seat else head
    return text("lab-parameter-owned", owner=owner, name=_tail_words(rest))


def _tail_words(parts: Sequence[str]) -> str:
    if len(parts) == 1:
        return words(parts[0])
    group = " ".join(words(p) for p in parts[:-1]).lower()
    return f"{words(parts[-1])} ({_singular(group)})"


def value_words(value: Value | None) -> str:
    """A parameter's value for people: ``on``/``off``, ``8``, ``0.25``, a sheet file
    ``examples/piccolo-jr.yaml`` by its name ``Piccolo Jr``, other words as written (with
    spaces for underscores)."""
    if value is None:
        return text("lab-value-not-set")
    if isinstance(value, bool):
        return text("lab-value-on") if value else text("lab-value-off")
    if isinstance(value, int):
        return whole(value, current()) if abs(value) >= 10_000 else str(value)
    if isinstance(value, float):
        return f"{value:g}".replace(".", _decimal_sign())
    given = str(value)
    if given.lower().endswith(FILE_SUFFIXES):
        stem = re.split(r"[\\/]", given)[-1].rsplit(".", 1)[0]
        return words(stem)
    return given.replace("_", " ")


def value_key(value: Value | None) -> tuple[str, Value | None]:
    """A value with its kind, so that ``1``, ``1.0`` and ``True`` stay apart."""
    return (type(value).__name__, value)


@dataclass(frozen=True, slots=True)
class ValueWords:
    """Each swept parameter's values in words, told apart: two values that
    :func:`value_words` would write alike (``v1/goku.yaml`` and ``v2/goku.yaml``, both
    ``Goku``) keep their text as the spec gives it."""

    names: Mapping[str, Mapping[tuple[str, Value | None], str]]

    @classmethod
    def of(cls, columns: Mapping[str, Iterable[Value | None]]) -> ValueWords:
        """From each parameter's distinct values."""
        names: dict[str, dict[tuple[str, Value | None], str]] = {}
        for parameter, values in columns.items():
            distinct = {value_key(v): v for v in values}
            alike: dict[str, list[tuple[str, Value | None]]] = {}
            for key, value in distinct.items():
                alike.setdefault(value_words(value), []).append(key)
            names[parameter] = {
                key: said if len(keys) == 1 else str(distinct[key])
                for said, keys in alike.items()
                for key in keys
            }
        return cls(names)

    def __call__(self, parameter: str, value: Value | None) -> str:
        return self.names.get(parameter, {}).get(value_key(value)) or value_words(value)


def cell_words(
    parameters: Sequence[str], values: Mapping[str, Value | None], words: ValueWords
) -> str:
    """One cell in words: ``A: Power Level 8, Edition dbu-1`` (``All fights`` when nothing
    was swept)."""
    if not parameters:
        return text("lab-all-fights")
    return ", ".join(f"{parameter_words(p)} {words(p, values.get(p))}" for p in parameters)


def side_labels(game: str, sides_by_cell: Sequence[Sequence[str]]) -> list[str]:
    """A label per side position for charts that pool cells. A position whose side has the
    same name in every cell is named so; one whose side changes (a swept sheet) is ``Side B``
    when its names all end in the side's key (``Goku (B)``), else ``Side 2``. Tournament of
    Power seats change warriors, so they are ``Seat 1``, ``Seat 2``..."""
    count = max((len(s) for s in sides_by_cell), default=0)
    if game == "top":
        return [text("lab-seat-n", n=str(i + 1)) for i in range(count)]
    labels = []
    for i in range(count):
        names = {s[i] for s in sides_by_cell if i < len(s)}
        keys = {m.group(1) for m in (SIDE_KEY.search(n) for n in names) if m}
        if len(names) == 1:
            labels.append(names.pop())
        elif len(keys) == 1 and all(SIDE_KEY.search(n) for n in names):
            labels.append(text("lab-side-n", n=keys.pop()))
        else:
            labels.append(text("lab-side-n", n=str(i + 1)))
    if len(set(labels)) < len(labels):
        return [text("lab-side-n", n=str(i + 1)) for i in range(count)]
    return labels


def warrior_of(side: str) -> str:
    """The warrior of a Tournament of Power seat named ``Seat 2: Hit`` (``Hit``); a seat
    whose warrior was drafted during the game has none named (``drafted in play``)."""
    _, sep, rest = side.partition(": ")
    return rest if sep else text("lab-drafted-in-play")


STOP_REASONS = {
    "all fights": "lab-stopped-all",
    "interval narrow enough": "lab-stopped-narrow",
    "fight cap": "lab-stopped-cap",
}
"""Why a cell stopped, as the results store it (:mod:`tenkaichi.lab.store`) -> its message."""


def stop_words(reason: str) -> str:
    """Why a cell stopped, in the reader's language (a reason not known stays as stored)."""
    return text(STOP_REASONS[reason]) if reason in STOP_REASONS else reason


def _decimal_sign() -> str:
    return decimal(0.5, 1, current())[1]


def percent(rate: float) -> str:
    """``0.5234`` -> ``52.3%`` (``52,3 %`` in Spanish)."""
    return text("lab-percent", value=decimal(100 * rate, 1, current()))


def interval_words(low: float, high: float) -> str:
    """``45.1–59.0%``: a 95% interval of a rate."""
    locale = current()
    return text(
        "lab-interval", low=decimal(100 * low, 1, locale), high=decimal(100 * high, 1, locale)
    )


__all__ = [
    "ALL_FIGHTS",
    "ValueWords",
    "cell_words",
    "interval_words",
    "parameter_words",
    "percent",
    "side_labels",
    "stop_words",
    "value_key",
    "value_words",
    "warrior_of",
    "words",
]
