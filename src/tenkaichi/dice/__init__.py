"""The DBU dice engine: parse -> plan -> roll / exact odds / sample -> render.

Pipeline by module: :mod:`parser` (notation to AST), :mod:`plan` (Tier, proficiency, removed
dice), :mod:`roller` (one roll with its trace), :mod:`exact` (exact distributions),
:mod:`sampling` (numpy bulk sampling), :mod:`render` (text, Markdown, JSON), :mod:`checks`
(Target Numbers and Clashes).
"""

from tenkaichi.dice.checks import ClashResult, Side, clash_winner, passive_tn
from tenkaichi.dice.distribution import Distribution
from tenkaichi.dice.exact import ClashOdds, clash_odds, distribution, odds
from tenkaichi.dice.parser import parse
from tenkaichi.dice.plan import RollPlan, plan_roll
from tenkaichi.dice.result import DieRoll, RollResult
from tenkaichi.dice.rng import ScriptedRng, SeededRng
from tenkaichi.dice.roller import replay, reroll_die, roll
from tenkaichi.dice.sampling import sample
from tenkaichi.dice.settings import DiceSettings, RollContext

__all__ = [
    "ClashOdds",
    "ClashResult",
    "DiceSettings",
    "DieRoll",
    "Distribution",
    "RollContext",
    "RollPlan",
    "RollResult",
    "ScriptedRng",
    "SeededRng",
    "Side",
    "clash_odds",
    "clash_winner",
    "distribution",
    "odds",
    "parse",
    "passive_tn",
    "plan_roll",
    "replay",
    "reroll_die",
    "roll",
    "sample",
]
