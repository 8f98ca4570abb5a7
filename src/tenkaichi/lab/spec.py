"""A sweep's spec: the YAML file ``tenkaichi lab run`` reads, checked before anything runs.

Every key but ``match`` is read here (``match`` is the game's: its :class:`GameLab` reads it
when it builds each cell's job). A mistake becomes one :class:`LabError` line naming the file,
the key path and what was wrong::

    namek.yaml: sweep.grid.A.power_level: give at least one value
"""

from __future__ import annotations

import hashlib
import json
import math
from pathlib import Path
from typing import Annotated, Any

from pydantic import (
    BaseModel,
    ConfigDict,
    Discriminator,
    Field,
    StrictBool,
    StrictFloat,
    StrictInt,
    StrictStr,
    Tag,
    ValidationError,
    model_validator,
)

from tenkaichi.errors import LabError
from tenkaichi.files import NOT_YAML, FileError, parse_yaml, read_text
from tenkaichi.i18n import text as said

Scalar = StrictBool | StrictInt | StrictFloat | StrictStr
"""A parameter value as YAML gives it: a word, a whole number, a number or yes/no."""
DEFAULT_BATCH = 100
"""Fights in one batch (one task) when the spec does not say."""
MAX_CELLS = 100_000
"""The most cells a sweep has (the grid's combinations times the sample's draws): a grid
of many long lists multiplies out to more cells than any run could play or any folder hold."""
MAX_TOTAL_FIGHTS = 1_000_000
"""The most fights a sweep may play in all (its cells times ``fights``): the report holds
every fight in memory, so this bounds the memory of ``lab report`` as well as a run's time."""
MAX_FIGHTS = MAX_TOTAL_FIGHTS
"""The most fights one cell may ask for."""
MAX_BATCHES = 100_000
"""The most batches a sweep may have in all (its cells times ``ceil(fights / batch)``): each
is a file, a task and a line of the folder's digests."""
MAX_BATCH = 100_000
"""The most fights in one batch: a batch is played, held and written whole."""
SEED_LIMIT = 2**63 - 1


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Stop(_Model):
    """Sequential stopping: a cell gets batches until side 0's interval is narrow enough."""

    half_width: Annotated[float, Field(gt=0, lt=0.5)]
    """Stop once half the 95% Wilson interval of side 0's win rate is at most this."""
    min_fights: Annotated[int, Field(ge=1)] | None = None
    """Never judge a cell before it has this many fights (default: one batch)."""


class IntRange(_Model):
    """``{range: [lo, hi]}``: the whole numbers lo..hi, both included."""

    range: tuple[StrictInt, StrictInt]

    @model_validator(mode="after")
    def _ordered(self) -> IntRange:
        lo, hi = self.range
        if lo > hi:
            raise ValueError(f"the range {lo}..{hi} is empty: give the lower number first")
        return self

    def size(self) -> int:
        return self.range[1] - self.range[0] + 1


class Choice(_Model):
    """``{choice: [a, b, c]}``: one of these values."""

    choice: Annotated[list[Scalar], Field(min_length=1)]

    def size(self) -> int:
        return len(self.choice)


def _spread_kind(value: Any) -> str | None:
    if isinstance(value, dict | IntRange | Choice):
        keys = set(value) if isinstance(value, dict) else {type(value).__name__}
        if keys in ({"range"}, {"IntRange"}):
            return "IntRange"
        if keys in ({"choice"}, {"Choice"}):
            return "Choice"
    return None


Spread = Annotated[
    Annotated[IntRange, Tag("IntRange")] | Annotated[Choice, Tag("Choice")],
    Discriminator(
        _spread_kind,
        custom_error_type="spread",
        custom_error_message="give {range: [lo, hi]} or {choice: [a, b, ...]}",
    ),
]
"""How a sampled parameter's values are spread: a range of whole numbers or a choice."""


class Sample(_Model):
    """``n`` cells drawn at random (seeded by the spec's seed), no two the same."""

    n: Annotated[int, Field(ge=1, le=MAX_CELLS)]
    params: Annotated[dict[str, Spread], Field(min_length=1)]


class Sweep(_Model):
    grid: dict[str, Annotated[list[Scalar], Field(min_length=1)]] | None = None
    sample: Sample | None = None

    @model_validator(mode="after")
    def _something(self) -> Sweep:
        if not self.grid and self.sample is None:
            raise ValueError("give a grid, a sample or both (or leave the sweep out)")
        both = set(self.grid or {}) & set(self.sample.params if self.sample else {})
        if both:
            raise ValueError(f"{sorted(both)[0]!r} is in both the grid and the sample")
        grid = math.prod(len(values) for values in (self.grid or {}).values())
        cells = grid * (self.sample.n if self.sample else 1)
        if cells > MAX_CELLS:
            parts = f"the grid's {grid:,} combinations" + (
                f" times the sample's {self.sample.n:,} draws" if self.sample else ""
            )
            raise ValueError(
                f"{cells:,} cells ({parts}); a sweep has at most {MAX_CELLS:,}: sweep fewer values"
            )
        return self


class Spec(_Model):
    """The whole spec, as written (``match`` left to the game)."""

    title: Annotated[str, Field(min_length=1)] | None = None
    game: Annotated[str, Field(min_length=1)]
    seed: Annotated[int, Field(ge=0, le=SEED_LIMIT)] = 1
    fights: Annotated[int, Field(ge=1, le=MAX_FIGHTS)]
    batch: Annotated[int, Field(ge=1, le=MAX_BATCH)] = DEFAULT_BATCH
    stop: Stop | None = None
    match: dict[str, Any]
    sweep: Sweep | None = None

    @model_validator(mode="after")
    def _min_fights(self) -> Spec:
        stop = self.stop
        if stop is not None and stop.min_fights is not None and stop.min_fights > self.fights:
            raise ValueError(
                f"stop: min_fights ({stop.min_fights}) is more than fights ({self.fights})"
            )
        return self

    @model_validator(mode="after")
    def _bounded(self) -> Spec:
        # What the run will hold and do, checked before anything is built: the cells are
        # counted (not listed) by the sweep's own check, which has already passed.
        cells = self.cell_count()
        total = cells * self.fights
        if total > MAX_TOTAL_FIGHTS:
            raise ValueError(
                f"fights: {cells:,} cell(s) of {self.fights:,} fights is {total:,} fights; a "
                f"sweep plays at most {MAX_TOTAL_FIGHTS:,}: ask fewer fights or sweep fewer values"
            )
        batches = cells * -(-self.fights // self.batch)
        if batches > MAX_BATCHES:
            raise ValueError(
                f"batch: {cells:,} cell(s) of {-(-self.fights // self.batch):,} batches of "
                f"{self.batch:,} is {batches:,} batches; a sweep has at most {MAX_BATCHES:,}: "
                "give a larger batch"
            )
        return self

    def cell_count(self) -> int:
        """The number of cells (counted, not listed): the grid's combinations times the
        sample's draws, or one cell without a sweep."""
        if self.sweep is None:
            return 1
        grid = math.prod(len(values) for values in (self.sweep.grid or {}).values())
        return grid * (self.sweep.sample.n if self.sweep.sample else 1)

    @property
    def min_fights(self) -> int:
        """Fights a cell has before it is judged (with ``stop``)."""
        if self.stop is None or self.stop.min_fights is None:
            return min(self.batch, self.fights)
        return self.stop.min_fights

    def parameters(self) -> list[str]:
        """The swept names, in the spec's order: the grid's, then the sample's."""
        if self.sweep is None:
            return []
        grid = list(self.sweep.grid or {})
        return grid + list(self.sweep.sample.params if self.sweep.sample else {})

    def canonical(self) -> str:
        """The spec as one JSON line, defaults filled in: two specs that mean the same give
        the same text (comments, key order and spacing do not count)."""
        return json.dumps(self.model_dump(mode="json"), sort_keys=True, separators=(",", ":"))

    def sha256(self) -> str:
        return hashlib.sha256(self.canonical().encode()).hexdigest()


def _key_path(location: tuple[int | str, ...]) -> str:
    # pydantic adds the name of the union member tried ("IntRange", "bool") and of a
    # validator's stage; a person wants the keys as written in the YAML.
    keys: list[str] = []
    for part in location:
        if isinstance(part, int):
            keys.append(f"[{part}]")
        elif part in {"IntRange", "Choice"} or part in _SCALAR_TAGS or "[" in part:
            continue
        else:
            keys.append(("." if keys else "") + part)
    return "".join(keys)


_SCALAR_TAGS = {"bool", "int", "float", "str"}


def _problem(error: ValidationError) -> str:
    first = error.errors()[0]
    # A value that fits none of a union's members: say what fits instead of each member's
    # complaint (pydantic reports the first member's).
    where = _key_path(first["loc"])
    kind = first["type"]
    message = str(first["msg"])
    if kind == "extra_forbidden":
        known = ", ".join(_known_keys(first["loc"][:-1]))
        return said("lab-spec-unknown-key", where=where, keys=known)
    if kind == "missing":
        return said("lab-spec-missing", where=where)
    if kind == "too_short":
        return said("lab-spec-too-short", where=where)
    if kind.endswith("_type") and len(error.errors()) > 1 and _same_place(error):
        value = first.get("input")
        return said("lab-spec-not-a-value", where=where, value=repr(value))
    message = message.removeprefix("Value error, ").replace("Input should be", "should be")
    value = first.get("input")
    shown = "" if isinstance(value, dict | list) or value is None else f" (got {value!r})"
    return f"{where}: {message}{shown}" if where else message


def _same_place(error: ValidationError) -> bool:
    places = {_key_path(e["loc"]) for e in error.errors()}
    return len(places) == 1


_KEYS: dict[str, type[BaseModel]] = {
    "": Spec,
    "stop": Stop,
    "sweep": Sweep,
    "sweep.sample": Sample,
}


def _known_keys(location: tuple[int | str, ...]) -> list[str]:
    where = _key_path(location)
    model = _KEYS.get(where)
    if model is None and where.startswith("sweep.sample.params."):
        return ["range", "choice"]
    return list((model or Spec).model_fields)


def parse_spec(text: str, source: str) -> Spec:
    """The spec in ``text`` (YAML) read from ``source`` (a file name for messages)."""
    try:  # bounded as every content file is: size, depth, aliases, keys given twice
        data = parse_yaml(text, source)
    except FileError as error:
        if error.kind == NOT_YAML:
            detail = str(error).removeprefix(f"{source}: {NOT_YAML}")
            raise LabError(said("lab-spec-not-yaml", source=source) + detail) from None
        raise LabError(str(error)) from None
    if not isinstance(data, dict):
        raise LabError(said("lab-spec-not-a-mapping", source=source))
    try:
        return Spec.model_validate(data)
    except ValidationError as error:
        raise LabError(f"{source}: {_problem(error)}") from None


def load_spec(path: Path) -> tuple[Spec, str]:
    """The spec in the file at ``path`` and its text as given."""
    try:
        if not path.exists():
            raise LabError(said("lab-spec-no-file", path=str(path)))
        text = read_text(path)  # a regular file of at most 1 MB of UTF-8
    except FileError as error:
        raise LabError(str(error)) from None
    except OSError as error:  # a name too long, a folder not allowed
        raise LabError(
            said("lab-spec-unreadable", path=str(path), reason=str(error.strerror))
        ) from None
    return parse_spec(text, str(path)), text


__all__ = [
    "DEFAULT_BATCH",
    "MAX_BATCH",
    "MAX_BATCHES",
    "MAX_CELLS",
    "MAX_TOTAL_FIGHTS",
    "Choice",
    "IntRange",
    "Sample",
    "Spec",
    "Stop",
    "Sweep",
    "load_spec",
]
