"""Transformations, Enhancements and Breakthroughs (``transformations.py``), the
Transformation and Revert Maneuvers (``maneuvers.py``), the aspects of a form (``aspects.py``)
and the Afterlife (``afterlife.py``)."""
