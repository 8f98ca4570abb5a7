"""The result of a fight preview and its JSON.

:class:`PreviewResult` holds what a game master reads before a fight: each side's chance to
win with its 95% Wilson interval, the draws, how many rounds a fight lasts, who falls first
and how often, and per fighter the options used most and the attacks that dealt the most
damage. Every name in it is a name a person reads (a fighter as the fight calls them, a side
as the encounter names it, a maneuver or technique as the sheet or the rules call it).

JSON (:meth:`PreviewResult.to_json`), every key always present:

``runs``
    fights asked for.
``done``
    fights played: ``runs``, or fewer when the preview was cancelled.
``cancelled``
    ``true`` when the preview was stopped before the end; the numbers are then those of the
    first ``done`` fights (the fights with the seeds ``first_seed`` .. ``first_seed + done - 1``).
``first_seed``
    the seed of the first fight; fight ``i`` (from 0) uses ``first_seed + i``.
``bot``
    the bot that plays every side, in words ("greedy", "search (20 sampled futures a decision)").
``sides``
    one object per side, in the encounter's order: ``side`` (its name), ``fighters`` (their
    names), ``wins`` (fights won), ``chance`` (``wins / done``) and ``interval`` (the 95%
    Wilson interval of the chance: ``low`` and ``high``, shares from 0 to 1).
``draws``
    fights no side won (everyone fell, or a safety stop): ``count``, ``chance``, ``interval``.
``safety_stops``
    fights stopped by the simulation's safety limit of rounds (no rule; counted as draws).
``rounds``
    the length of a fight in rounds: ``mean``; ``low`` and ``high`` (shortest and longest);
    ``quartiles`` (``q1``, ``median``, ``q3``); ``most_runs`` (``low`` and ``high``, the 10th and
    90th percentiles: 8 fights in 10 last that long); ``counts`` (a list of ``rounds`` and
    ``runs``, one entry per length that happened, shortest first).
``nobody_fell``
    fights in which no fighter was defeated.
``fighters``
    one object per fighter, in the encounter's order: ``fighter`` (their name), ``side``,
    ``falls_first`` (fights in which they were the first to be defeated) and
    ``falls_first_share`` (of ``done``), ``defeated`` and ``defeated_share`` (fights in which
    they were defeated at some point), ``mean_damage_dealt`` (Life their attacks and effects
    took from others, per fight), ``options`` (the options they chose most on their turns,
    at most :data:`TOP`, most used first: ``option``, ``uses``, ``share`` of all their turns'
    choices but ending the turn) and ``attacks`` (their attacks, at most :data:`TOP`, the most
    damaging first: ``attack``, ``uses``, ``share`` of all their attacks, ``hits`` (Wounds that
    cost a target Life), ``damage`` (Life lost to them, in all) and ``damage_a_hit``).

Shares and chances are numbers from 0 to 1 (``0.71`` is 71%); means are rounded to 2 decimals,
shares and chances to 4. A stable example (a 4-fight preview of a duel, abridged to one side
and one fighter)::

    {
      "runs": 4, "done": 4, "cancelled": false, "first_seed": 1, "bot": "greedy",
      "sides": [
        {"side": "A", "fighters": ["Goku"], "wins": 3, "chance": 0.75,
         "interval": {"low": 0.3006, "high": 0.9544}}
      ],
      "draws": {"count": 0, "chance": 0.0, "interval": {"low": 0.0, "high": 0.4899}},
      "safety_stops": 0,
      "rounds": {"mean": 4.5, "low": 3, "high": 6,
                 "quartiles": {"q1": 3.75, "median": 4.5, "q3": 5.25},
                 "most_runs": {"low": 3.3, "high": 5.7},
                 "counts": [{"rounds": 3, "runs": 1}, {"rounds": 4, "runs": 1},
                            {"rounds": 5, "runs": 1}, {"rounds": 6, "runs": 1}]},
      "nobody_fell": 0,
      "fighters": [
        {"fighter": "Goku", "side": "A", "falls_first": 1, "falls_first_share": 0.25,
         "defeated": 1, "defeated_share": 0.25, "mean_damage_dealt": 151.5,
         "options": [{"option": "Power Up", "uses": 8, "share": 0.4},
                     {"option": "Kamehameha", "uses": 6, "share": 0.3}],
         "attacks": [{"attack": "Kamehameha", "uses": 6, "share": 0.6, "hits": 5,
                      "damage": 420, "damage_a_hit": 84.0}]}
      ]
    }

The test ``tests/preview/test_result.py`` builds this example from its parts and checks it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

TOP = 5
"""How many options and attacks the result keeps per fighter."""


@dataclass(frozen=True, slots=True)
class Chance:
    """How often something happened in the fights played, with its 95% Wilson interval."""

    count: int
    chance: float
    """``count`` over the fights played, from 0 to 1."""
    low: float
    high: float

    def to_json(self) -> dict[str, object]:
        return {
            "count": self.count,
            "chance": round(self.chance, 4),
            "interval": {"low": round(self.low, 4), "high": round(self.high, 4)},
        }


@dataclass(frozen=True, slots=True)
class SideOdds:
    """One side's wins."""

    side: str
    fighters: tuple[str, ...]
    wins: Chance

    def to_json(self) -> dict[str, object]:
        wins = self.wins.to_json()
        return {
            "side": self.side,
            "fighters": list(self.fighters),
            "wins": wins["count"],
            "chance": wins["chance"],
            "interval": wins["interval"],
        }


@dataclass(frozen=True, slots=True)
class Rounds:
    """How long the fights lasted, in rounds."""

    mean: float
    low: int
    high: int
    q1: float
    median: float
    q3: float
    p10: float
    """The 10th percentile: 1 fight in 10 was shorter."""
    p90: float
    """The 90th percentile: 1 fight in 10 was longer."""
    counts: tuple[tuple[int, int], ...]
    """(rounds, fights that lasted that long), shortest first."""

    def to_json(self) -> dict[str, object]:
        return {
            "mean": round(self.mean, 2),
            "low": self.low,
            "high": self.high,
            "quartiles": {
                "q1": round(self.q1, 2),
                "median": round(self.median, 2),
                "q3": round(self.q3, 2),
            },
            "most_runs": {"low": round(self.p10, 2), "high": round(self.p90, 2)},
            "counts": [{"rounds": r, "runs": n} for r, n in self.counts],
        }


@dataclass(frozen=True, slots=True)
class OptionUse:
    """An option a fighter chose on their turns, by the name a person calls it."""

    option: str
    uses: int
    share: float
    """Of all the fighter's turn choices but ending the turn."""

    def to_json(self) -> dict[str, object]:
        return {"option": self.option, "uses": self.uses, "share": round(self.share, 4)}


@dataclass(frozen=True, slots=True)
class AttackDamage:
    """An attack of a fighter (a Signature Technique, or a Basic Attack by its Profile and
    foundation) and the damage it dealt."""

    attack: str
    uses: int
    share: float
    """Of all the fighter's attacks."""
    hits: int
    """Wounds that cost a target Life."""
    damage: int
    """Life lost to this attack, in all the fights played."""

    @property
    def damage_a_hit(self) -> float:
        return self.damage / self.hits if self.hits else 0.0

    def to_json(self) -> dict[str, object]:
        return {
            "attack": self.attack,
            "uses": self.uses,
            "share": round(self.share, 4),
            "hits": self.hits,
            "damage": self.damage,
            "damage_a_hit": round(self.damage_a_hit, 2),
        }


@dataclass(frozen=True, slots=True)
class FighterFacts:
    """One fighter over all the fights played."""

    fighter: str
    side: str
    falls_first: int
    falls_first_share: float
    defeated: int
    defeated_share: float
    mean_damage_dealt: float
    options: tuple[OptionUse, ...] = ()
    """The most used first, at most :data:`TOP`."""
    attacks: tuple[AttackDamage, ...] = ()
    """The most damaging first, at most :data:`TOP`."""

    def to_json(self) -> dict[str, object]:
        return {
            "fighter": self.fighter,
            "side": self.side,
            "falls_first": self.falls_first,
            "falls_first_share": round(self.falls_first_share, 4),
            "defeated": self.defeated,
            "defeated_share": round(self.defeated_share, 4),
            "mean_damage_dealt": round(self.mean_damage_dealt, 2),
            "options": [o.to_json() for o in self.options],
            "attacks": [a.to_json() for a in self.attacks],
        }


@dataclass(frozen=True, slots=True)
class PreviewResult:
    """A preview: ``runs`` fights asked, ``done`` played (fewer when ``cancelled``), and what
    they showed. :meth:`to_json` for programs, :meth:`lines` for people."""

    runs: int
    done: int
    cancelled: bool
    first_seed: int
    bot: str
    """The bot in words (``greedy``, ``search (20 sampled futures a decision)``)."""
    sides: tuple[SideOdds, ...]
    draws: Chance
    safety_stops: int
    rounds: Rounds
    nobody_fell: int
    fighters: tuple[FighterFacts, ...] = field(default=())

    def to_json(self) -> dict[str, object]:
        """The result as JSON-able data; the keys are listed in this module's docstring."""
        return {
            "runs": self.runs,
            "done": self.done,
            "cancelled": self.cancelled,
            "first_seed": self.first_seed,
            "bot": self.bot,
            "sides": [s.to_json() for s in self.sides],
            "draws": self.draws.to_json(),
            "safety_stops": self.safety_stops,
            "rounds": self.rounds.to_json(),
            "nobody_fell": self.nobody_fell,
            "fighters": [f.to_json() for f in self.fighters],
        }


__all__ = [
    "TOP",
    "AttackDamage",
    "Chance",
    "FighterFacts",
    "OptionUse",
    "PreviewResult",
    "Rounds",
    "SideOdds",
]
