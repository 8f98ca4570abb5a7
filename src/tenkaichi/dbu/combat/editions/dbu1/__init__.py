"""Edition dbu-1 (seed 003): its turn rules and Energy Charges (``rules.py``), maneuvers
(``maneuvers.py``), reactions (``reactions.py``), Duel differences (``duel.py``), Holding Back
(``holding_back.py``) and the greedy bot's scoring of its maneuvers (``bot_scoring.py``, the
one module here that imports :mod:`tenkaichi.dbu.play`). It may import everything else in the
engine; nothing but ``content.py`` (and the bots) imports it.
"""
