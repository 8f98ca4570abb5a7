"""The core of the DBU combat engine: it knows no rule.

The encounter and its engine loop (``engine.py``), its first state, everyone and everything
placed (``placement.py``), the state and its frames (``state.py``), events, the hook and frame
registry (``hooks.py``), the codec and snapshots, settings, the grid, the setup of a fight and
the data-file loader. Modules here import only each other, :mod:`tenkaichi.dbu` (sheets,
derived values), :mod:`tenkaichi.dice` and :mod:`tenkaichi.errors`; never ``rules/``,
``families/`` or ``editions/``.
"""
