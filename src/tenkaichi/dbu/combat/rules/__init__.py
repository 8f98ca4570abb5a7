"""The rules of a turn and an attack, above the core.

Initiative, rounds and turns (``turns.py``); the Act Phase: the turn decision
(``turn_decision.py``), costs and limits (``costs.py``), legality (``legality.py``), the
maneuver catalogue and the edition overlays of it (``catalog.py``), the Attacking Maneuvers
offered and declared (``attack_options.py``), Movement (``movement.py``) and the other
Standard and Instant Maneuvers and the Effect Phase upkeep (``maneuvers.py``); stats and derived values in a fight
(``stats.py``) and the parts of its rolls (``rolls.py``); targeting; the attack pipeline
(``attack.py``, its Clash ``attack_clash.py``, its Wound Roll and damage ``attack_wound.py``),
Clashes and checks, damage and thresholds, reactions, size, Will to Survive, and the
edition mechanism (``edition.py``). Attack Profiles are data of :mod:`tenkaichi.dbu.profiles`.
Modules here may import ``core/`` and each other; never ``families/`` or ``editions/`` (a family
extends a rule through the core's hooks).
"""
