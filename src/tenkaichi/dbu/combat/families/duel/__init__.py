"""Duels (seed 001): who may answer an attack with a Duel and what entering one sets off
(``duel.py``), who is in it (``joining.py``), its stages up to the winner's Wound
(``stages.py``), and its rolls and Ki Wagers (``rolls.py``). What each side may see of one is
:func:`tenkaichi.dbu.play.sideview.view`."""
