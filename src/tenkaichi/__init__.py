"""Tenkaichi: rules engine, combat table and simulator for dice-driven anime combat games.

House conventions: engines are pure (state + choice + injected seeded RNG -> new state +
events); all randomness is injected, never the global ``random``; every deliberate failure is
a :class:`TenkaichiError` whose message quotes the input and where it went wrong; exact odds
use integer weights and :class:`fractions.Fraction`, floats only when printing.
"""

import logging

from tenkaichi.dice import Distribution, RollContext, RollResult, odds, parse, roll, sample
from tenkaichi.errors import TenkaichiError

# A library logs for whoever runs it: the servers (serve, chat discord) show warnings; a
# command's output is its replies, never a stray log line.
logging.getLogger("tenkaichi").addHandler(logging.NullHandler())

__version__ = "0.1.0"

__all__ = [
    "Distribution",
    "RollContext",
    "RollResult",
    "TenkaichiError",
    "__version__",
    "odds",
    "parse",
    "roll",
    "sample",
]
