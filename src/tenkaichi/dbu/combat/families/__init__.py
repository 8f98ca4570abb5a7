"""The maneuver families: each registers what it adds with the core's hooks when imported.

One module or package per family (``grapple/``, ``terrain/`` with Battlefield Maneuvers and
throws, ``forced.py`` for forced movement, ``items/``, ``vehicles.py``, ``team/`` with team
play, Intervene and Reflect, ``duel/``, ``triggered/``, ``transformations/`` with aspects,
``conditions/`` with Combat Conditions and States, ``profile_effects/`` with what attack Profiles
do beyond their numbers; ``phrases.py``, the pieces of sentences several of them say). A family
may import ``core/``, ``rules/``
and the families it builds on; ``content.MODULES`` lists the modules that register.
"""
