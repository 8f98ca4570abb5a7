"""The fights' seeds follow the fixed formula, whatever plays the batches."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from tenkaichi.dice.rng import MAX_SEED
from tenkaichi.lab.seeds import SEED_BOUND, batch_seeds, batch_sequence, cell_sequence

seeds = st.integers(0, 2**63 - 1)
cells = st.integers(0, 5000)
numbers = st.integers(0, 60)
sizes = st.integers(1, 300)


@given(seeds, cells, numbers, sizes)
def test_batch_is_the_cell_sequences_child(seed: int, cell: int, batch: int, size: int) -> None:
    child = cell_sequence(seed, cell).spawn(batch + 1)[batch]
    state = child.generate_state(size, dtype=np.uint64)
    assert batch_seeds(seed, cell, batch, size) == [int(s) % 2**31 for s in state]
    assert batch_sequence(seed, cell, batch).spawn_key == child.spawn_key


@given(seeds, cells, numbers, sizes, st.integers(0, 300))
def test_a_short_last_batch_takes_the_first_seeds(
    seed: int, cell: int, batch: int, size: int, count: int
) -> None:
    count = min(count, size)
    whole = batch_seeds(seed, cell, batch, size)
    assert batch_seeds(seed, cell, batch, size, count) == whole[:count]
    assert all(0 <= s < SEED_BOUND <= MAX_SEED for s in whole)


@settings(max_examples=50)
@given(seeds, st.lists(st.tuples(cells, numbers), min_size=2, max_size=6, unique=True))
def test_different_batches_get_different_seeds(seed: int, keys: list[tuple[int, int]]) -> None:
    drawn = [tuple(batch_seeds(seed, cell, batch, 8)) for cell, batch in keys]
    assert len(set(drawn)) == len(drawn)
