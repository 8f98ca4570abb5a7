"""Shared set-up of the lab games' tests: the repository's example files."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
"""The repository (the examples are read from here, as a spec's folder)."""
EXAMPLES = ROOT / "examples"
DUEL = {
    "sides": {"A": "examples/kale.yaml", "B": "examples/yamcha.yaml"},
    "library": ["examples"],
}
"""Kale against Yamcha, the smallest DBU fight of the examples (the examples folder is the
sheet library, for the encounter files that name its sheets)."""
