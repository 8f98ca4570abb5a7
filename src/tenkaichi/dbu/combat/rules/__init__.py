"""The rules of a turn and an attack, above the core.

- Initiative, rounds and turns: ``turns.py``.
- The Act Phase: the turn decision (``turn_decision.py``), costs and limits (``costs.py``),
  legality (``legality.py``), the maneuver catalogue and its edition overlays
  (``catalog.py``), the Attacking Maneuvers offered and declared (``attack_options.py``),
  Movement (``movement.py``), the other Standard and Instant Maneuvers and the Effect Phase
  upkeep (``maneuvers.py``).
- Stats and derived values in a fight (``stats.py``) and the parts of its rolls
  (``rolls.py``); targeting and what blocks a square (``targeting.py``).
- The attack pipeline: ``attack.py``, its Clash (``attack_clash.py``), its Wound Roll and
  damage (``attack_wound.py``); Clashes and checks, damage and thresholds, reactions and
  Exploits, size, Will to Survive, and the edition mechanism (``edition.py``).

Attack Profiles are data of :mod:`tenkaichi.dbu.profiles`. Modules here may import ``core/``
and each other; never ``families/`` or ``editions/`` (a family extends a rule through the
core's hooks).
"""
