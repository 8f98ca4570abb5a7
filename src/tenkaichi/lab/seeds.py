"""The seeds of a sweep's fights, fixed so that every backend plays the same fights.

Cell ``i`` of a sweep with root seed ``S`` has the seed sequence
``SeedSequence(entropy=S, spawn_key=(i,))``; its batch ``b`` is that sequence's child ``b``
(``SeedSequence(S, spawn_key=(i, b))``); fight ``k`` of the batch gets
``generate_state(batch)[k] % 2**31`` as a 64-bit state. A batch's seeds depend on nothing but
(S, i, b, batch size): not on the number of workers, the backend or the order batches finish.
"""

from __future__ import annotations

import numpy as np

SEED_BOUND = 2**31
"""Fight seeds are below this (the engines take any seed under 2**63; 2**31 keeps them small)."""


def cell_sequence(seed: int, cell: int) -> np.random.SeedSequence:
    """Cell ``cell``'s seed sequence."""
    return np.random.SeedSequence(entropy=seed, spawn_key=(cell,))


def batch_sequence(seed: int, cell: int, batch: int) -> np.random.SeedSequence:
    """Batch ``batch`` of cell ``cell``: the cell sequence's child number ``batch``."""
    return np.random.SeedSequence(entropy=seed, spawn_key=(cell, batch))


def batch_seeds(seed: int, cell: int, batch: int, size: int, count: int | None = None) -> list[int]:
    """The seeds of the first ``count`` fights (default all ``size``) of a batch of ``size``
    fights (a cell's last batch may hold fewer than the batch size: its seeds are the first
    ones of a whole batch)."""
    state = batch_sequence(seed, cell, batch).generate_state(size, dtype=np.uint64)
    return [int(s % SEED_BOUND) for s in state[: size if count is None else count]]


__all__ = ["SEED_BOUND", "batch_seeds", "batch_sequence", "cell_sequence"]
