"""Edition dbu-1 (seed 003): the frame of its maneuvers, its turn decision and turn rules
(``rules.py``), checks against a TN (``checks.py``), Energy Charges (``charge.py``), the
2-Action Called Shot (``called_shot.py``), Empower (``empower.py``), maneuvers
(``maneuvers.py``), reactions (``reactions.py``), terrain maneuvers (``terrain.py``), Duel
differences (``duel.py``), Holding Back (``holding_back.py``) and the greedy bot's scoring of
its maneuvers (``bot_scoring.py``, the one module here that imports :mod:`tenkaichi.dbu.play`).
It may import everything else in the engine; nothing but ``content.py`` (and the bots) imports
it.
"""
