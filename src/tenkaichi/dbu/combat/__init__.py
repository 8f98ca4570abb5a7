"""The DBU combat engine (seeds 000, 001, 003).

Layers, each importing only those below it:

- ``core/``: the encounter, its engine loop and stack of frames, events, decisions and
  options, the hook and frame registry, the codec and snapshots, settings, the grid, setup.
  It knows no rule.
- ``rules/``: the rules of a turn and an attack (initiative and turns, the action economy,
  stats in a fight, targeting, the attack pipeline, Clashes, damage, reactions, the Standard
  Maneuvers, Attack Profiles' numbers, Will to Survive) and the edition overlay mechanism.
- ``families/``: one module or package per maneuver family (grapple, terrain and throws,
  forced movement, items, vehicles, team play, duels, triggered, transformations and aspects,
  conditions and States, Attack Profiles' effects); each registers what it adds with the core's
  hooks.
- ``editions/``: what only one edition has (``dbu1/``: seed 003).
- ``content.py`` and ``hook_order.py`` assemble it: which modules register, and the declared
  order of every hook.

Shells (bots, odds, runner, perft: :mod:`tenkaichi.dbu.play`; the CLI, the table) use it and
are not part of it.

Importing any module of the engine imports this package first, and with it every rule
(:mod:`~tenkaichi.dbu.combat.content`): a module inside the engine never imports names from
this package itself.
"""

from tenkaichi.dbu.combat import content  # noqa: F401  (registers every rule with the core)
