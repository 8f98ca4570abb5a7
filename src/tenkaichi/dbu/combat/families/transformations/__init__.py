"""Transformations, Enhancements and Breakthroughs (``transformations.py``) and the aspects of a
form (``aspects.py``)."""
