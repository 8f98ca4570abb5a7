"""Duels (seed 001): the Duel Clash and its turns (``duel.py``), its rolls and Ki Wagers
(``rolls.py``) and what each side may see of it (``views.py``)."""
