"""Items in a fight (seed 001): who has what and Skill Checks (``items.py``), Disarm, Toss and
finding a lost item (``maneuvers.py``) and the item options of No Effort (``no_effort.py``)."""
