"""The rules of a turn and an attack, above the core.

Initiative, rounds and turns (``turns.py``), the Standard Maneuvers and the turn decision
(``maneuvers.py``, ``legality.py``, ``catalog.py``), stats and derived values in a fight
(``stats.py``), targeting, the attack pipeline (``attack.py``), Clashes and checks, damage and
thresholds, reactions, Attack Profiles and their effects, size, Will to Survive, and the
edition overlay mechanism (``rules/edition.py``). Modules here may import ``core/`` and each other;
never ``families/`` or ``editions/`` (a family extends a rule through the core's hooks).
"""
