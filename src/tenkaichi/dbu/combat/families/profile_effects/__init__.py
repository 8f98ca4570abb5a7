"""The behaviours of attack Profiles beyond their numbers (reference section 6), registered
with :mod:`tenkaichi.dbu.combat.core.hooks` when imported:

- ``charging.py``: Blitz's free Charging Assault (move up to Boosted Speed straight toward the
  target before any roll).
- ``roll_effects.py``: what Profiles do to an attack's rolls and Damage: Mega Flare's and
  Blitz's Wound bonus, Mega Flare's and Cutting's Damage Category, Clearing's Strike floor,
  Cutting's forced Botch and Wound Critical Target 5, Elemental (Dark)'s Life Wager.
- ``aftermath.py``: what follows the Damage and the attack: Sweeping, the Elementals' Health
  Threshold riders, Staggering, Knockback (Launching: through
  :func:`tenkaichi.dbu.combat.families.forced.push`), Metallic Features (Metal), Plantlife
  Features.

Areas of Effect and Full Wager live in :mod:`~tenkaichi.dbu.combat.rules.targeting` and
:mod:`~tenkaichi.dbu.combat.rules.attack`; where Charging Assault can stop in
:func:`~tenkaichi.dbu.combat.rules.targeting.charge_stops`; the pure numbers (for estimators)
in :mod:`tenkaichi.dbu.profiles`.
"""
