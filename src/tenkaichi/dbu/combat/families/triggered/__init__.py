"""The Triggered Modifier Maneuver (seed 001): choosing, paying and setting one
(``triggered.py``), and the hooks that watch for its trigger and fire it (``firing.py``)."""
