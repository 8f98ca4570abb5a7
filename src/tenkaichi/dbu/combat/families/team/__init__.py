"""Team play (seed 001): United Attacks, Empower and Entrusted (``team.py``), Intervene
(``intervene.py``) and its Defense Wall (``defense_wall.py``), Blockade (``blockade.py``) and
Reflect (``reflect.py``)."""
