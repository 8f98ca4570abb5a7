"""Users of the DBU combat engine that play it or look ahead in it: the bots (random, greedy,
and dbu-1's scorers), the exact odds and costs shown next to each option, the every-maneuver
runner and perft. Nothing in :mod:`tenkaichi.dbu.combat` imports this package; it imports the
engine's public names only (``Encounter``, decisions and options, the side view, stats).
"""
