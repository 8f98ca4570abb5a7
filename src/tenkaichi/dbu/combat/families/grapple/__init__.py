"""Grappling (seed 001): starting and keeping a grapple (``holds.py``) and the moves made from
one (``moves.py``). Imports the forced-movement family for throws."""
