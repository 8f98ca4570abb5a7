"""The battlefield: Features, Cover and Battlefield Maneuvers (``battlefield.py``) and the
maneuvers that use the terrain: what they share (``terrain.py``), Thrust and Feature Thrust
(``thrust.py``), Terrain Lift and Placing (``lift.py``), Throw (``throw.py``), and their turn
options and frame (``maneuvers.py``)."""
