"""Combat Conditions (``conditions.py``) and States (``states.py``, seed 000)."""
