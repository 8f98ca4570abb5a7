"""The balance lab: sweeps of seeded bot fights over builds, house rules, matchups and bots,
stored as tables (Parquet) and turned into a report people read.

:mod:`tenkaichi.lab.game` is the contract between the sweep runner and each game.
"""
