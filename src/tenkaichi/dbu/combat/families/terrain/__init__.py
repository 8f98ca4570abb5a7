"""The battlefield: Features, Cover and Battlefield Maneuvers (``battlefield.py``) and terrain
maneuvers and throws (``terrain.py``)."""
