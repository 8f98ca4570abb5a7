"""Grappling (seed 001): a grapple and what holds while it lasts (``holds.py``), its maneuvers
as turn options (``maneuvers.py``) resolved by Grapple Checks (``checks.py``), and the moves
made from one (``moves.py``). Imports the forced-movement family for throws."""
