"""Team play (seed 001): United Attacks, Empower and Entrusted (``team.py``), Intervene
(``intervene.py``) and Reflect (``reflect.py``)."""
