"""Combat Conditions (``conditions.py``) and States (``states.py``, seed 000), and what the States
let a fighter at 0 Life heal themselves with (``will_to_survive.py``)."""
