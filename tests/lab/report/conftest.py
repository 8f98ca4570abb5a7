"""Synthetic results folders shared by the report's tests (written once a session)."""

from __future__ import annotations

from pathlib import Path

import pytest

from .results_fixture import write_results

SEATS = {
    0: ("Seat 1: Goku", "Seat 2: Hit", "Seat 3: Jiren", "Seat 4: Toppo"),
    1: ("Seat 1: Hit", "Seat 2: Goku", "Seat 3: Jiren", "Seat 4: Toppo"),
}
GRIDS: dict[str, dict[str, list[str | int | float | bool]]] = {
    "none": {},
    "one": {"A.power_level": [6, 8, 10]},
    "two": {"A.power_level": [6, 8], "rules.long_range": [7, 9, 11]},
    "three": {
        "A.power_level": [6, 8],
        "rules.holding_back": [True, False],
        "edition": ["dbu-1", "dbu-2"],
    },
    "seats": {"seat1.warrior": ["Goku", "Hit"]},
    "incomplete": {"A.power_level": [6, 8], "rules.long_range": [7, 9, 11]},
}


@pytest.fixture(scope="session")
def folders(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Each synthetic results folder by name: 0 to 3 swept parameters, a 4-seat game of the
    Tournament of Power, and a sweep that stopped before its last two cells."""
    root = tmp_path_factory.mktemp("results")
    out = {}
    for i, (name, grid) in enumerate(GRIDS.items()):
        options: dict[str, object] = {"seed": 100 + i}
        if name == "seats":
            options.update(game="top", sides_of_cell=SEATS, title="Which seat wins?")
        if name == "incomplete":
            options["missing_cells"] = 2
        out[name] = write_results(root / name, grid, **options)  # type: ignore[arg-type]
    return out
