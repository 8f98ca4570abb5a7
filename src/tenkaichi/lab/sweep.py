"""A spec's sweep turned into its cells, and each cell into batches of seeded fights.

The grid gives every combination in the order written, the last name varying fastest; the
sample draws ``n`` different combinations with a generator seeded by the spec's seed; with
both, each grid cell is crossed with each draw (the draws vary fastest).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from tenkaichi.errors import LabError
from tenkaichi.lab.game import Value
from tenkaichi.lab.spec import IntRange, Sample, Spec


@dataclass(frozen=True, slots=True)
class Cell:
    """One combination of the swept parameters' values."""

    index: int
    values: tuple[tuple[str, Value], ...]
    """(name, value) in the spec's order of the names."""

    def as_dict(self) -> dict[str, Value]:
        return dict(self.values)


@dataclass(frozen=True, slots=True)
class Batch:
    """Batch ``number`` of a cell: fights ``number * size`` onwards, ``count`` of them."""

    cell: int
    number: int
    size: int
    """The spec's batch size (the seeds of the batch are drawn for this many)."""
    count: int
    """Fights in this batch: the batch size, or fewer for a cell's last batch."""

    @property
    def first_fight(self) -> int:
        return self.number * self.size


def sample_generator(seed: int) -> np.random.Generator:
    """The sample's generator: the root seed's own sequence (the cells' have spawn keys)."""
    return np.random.default_rng(np.random.SeedSequence(entropy=seed))


def _draw(rng: np.random.Generator, sample: Sample) -> list[tuple[str, Value]]:
    drawn: list[tuple[str, Value]] = []
    for name, spread in sample.params.items():
        if isinstance(spread, IntRange):
            lo, hi = spread.range
            drawn.append((name, lo + int(rng.integers(0, hi - lo + 1))))
        else:
            drawn.append((name, spread.choice[int(rng.integers(0, len(spread.choice)))]))
    return drawn


def _sample_draws(spec: Spec, sample: Sample) -> list[list[tuple[str, Value]]]:
    space = 1
    for spread in sample.params.values():
        space *= spread.size()
    if sample.n > space:
        raise LabError(
            f"sweep.sample.n: {sample.n} different cells asked for, but these parameters give "
            f"only {space}"
        )
    rng = sample_generator(spec.seed)
    draws: list[list[tuple[str, Value]]] = []
    seen: set[tuple[tuple[str, str, Value], ...]] = set()
    while len(draws) < sample.n:
        drawn = _draw(rng, sample)
        key = tuple((name, type(v).__name__, v) for name, v in drawn)  # 1 and True differ
        if key not in seen:
            seen.add(key)
            draws.append(drawn)
    return draws


def expand(spec: Spec) -> list[Cell]:
    """The spec's cells, numbered from 0 in sweep order (one cell without a sweep)."""
    sweep = spec.sweep
    if sweep is None:
        return [Cell(0, ())]
    grid = sweep.grid or {}
    grid_cells: list[list[tuple[str, Value]]] = [
        list(zip(grid, combo, strict=True)) for combo in itertools.product(*grid.values())
    ]
    draws = _sample_draws(spec, sweep.sample) if sweep.sample is not None else [[]]
    return [Cell(i, tuple(g + d)) for i, (g, d) in enumerate(itertools.product(grid_cells, draws))]


def batch_count(spec: Spec) -> int:
    """How many batches each cell can have (its ``fights`` in batches of ``batch``)."""
    return (spec.fights + spec.batch - 1) // spec.batch


def batch_of(spec: Spec, cell: int, number: int) -> Batch:
    """Batch ``number`` of a cell (made when needed: a sweep never lists every batch)."""
    size = spec.batch
    return Batch(cell, number, size, min(size, spec.fights - number * size))


def batches(spec: Spec, cell: int) -> list[Batch]:
    """Every batch a cell can have, in order, up to its ``fights``."""
    return [batch_of(spec, cell, b) for b in range(batch_count(spec))]


_PLACEHOLDER = re.compile(r"<[^<>]+>")


def _known(name: str, known: Sequence[str]) -> bool:
    """Whether a game that lists ``known`` can sweep ``name``: listed as it is, or a dotted
    tail on a listed name (``rules.long_range`` on ``rules``) or on a listed pattern
    (``rules.<setting>``); the game checks the tail when it builds the job."""
    if name in known:
        return True
    for entry in known:
        if _PLACEHOLDER.search(entry):
            pattern = "".join(
                "[^.]+(?:\\.[^.]+)*" if _PLACEHOLDER.fullmatch(part) else re.escape(part)
                for part in re.split(r"(<[^<>]+>)", entry)
            )
            if re.fullmatch(pattern, name):
                return True
        elif name.startswith(entry + ".") and len(name) > len(entry) + 1:
            return True
    return False


def check_names(spec: Spec, parameters: Mapping[str, str]) -> None:
    """A :class:`LabError` for the first swept name the game cannot sweep."""
    known = list(parameters)
    sweep = spec.sweep
    if sweep is None:
        return
    places = [(f"sweep.grid.{n}", n) for n in sweep.grid or {}]
    if sweep.sample is not None:
        places += [(f"sweep.sample.params.{n}", n) for n in sweep.sample.params]
    for where, name in places:
        if not _known(name, known):
            listed = ", ".join(known)
            raise LabError(
                f"{where}: {spec.game} has no parameter {name!r} (it can sweep {listed}; "
                f"see tenkaichi lab params {spec.game})"
            )


def column_kind(values: Sequence[Value]) -> str:
    """How a parameter's values are stored: ``bool``, ``int64``, ``double`` or ``string``
    (whole numbers and numbers together are numbers; any other mix is words)."""
    kinds = {type(v) for v in values}
    if kinds == {bool}:
        return "bool"
    if kinds == {int}:
        return "int64"
    if kinds <= {int, float}:
        return "double"
    return "string"


def parameter_kinds(spec: Spec, cells: Sequence[Cell]) -> dict[str, str]:
    """Each swept name's column kind over all the sweep's cells, in the spec's order."""
    names = spec.parameters()
    seen: dict[str, list[Value]] = {name: [] for name in names}
    for cell in cells:
        for name, value in cell.values:
            seen[name].append(value)
    return {name: column_kind(seen[name]) for name in names}


__all__ = [
    "Batch",
    "Cell",
    "batch_count",
    "batch_of",
    "batches",
    "check_names",
    "column_kind",
    "expand",
    "parameter_kinds",
]
