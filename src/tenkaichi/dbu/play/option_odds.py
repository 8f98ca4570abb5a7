"""Exact odds of the options a fighter may choose, as floats at the presentation edge.

The greedy bot scores options with these numbers; the terminal (``tenkaichi play``) and the
table show them next to each option. :func:`attack_odds` is the chance to hit and the mean
damage of a declared attack; :func:`odds_of` gives the odds of any option the engine can
compute them for: an attack (the chance to hit, the expected damage), a reaction to an attack
(the chance to be hit, the expected damage taken), a Ki Wager or a Modifier Maneuver on one's
own attack, a Power Flare's wager (the chance to beat the Wound), a Clash's choice of roll
(the chance to win it), an option that starts a Clash (Grapple, Disarm, Thrust, Ride...:
:mod:`~tenkaichi.dbu.play.option_odds_clash`), an option that rolls a check or a Saving Throw
(:mod:`~tenkaichi.dbu.play.option_odds_checks`) and a secret Ki Wager in a Duel (the chance
to win the Duel: :mod:`~tenkaichi.dbu.play.option_odds_duel`). Call it on a side's view
(:mod:`~tenkaichi.dbu.play.sideview`) so that no other side's secret goes into the numbers.

The mean Damage goes through the engine's own ``damage_for`` and every damage hook
(:func:`damage_offset`). It leaves out a Strike Critical's
effects on the Damage (Cutting's extra Category, Pinpoint's doubled Soak ignored), the Strike
Roll's and Wound Roll's after-roll hooks (Clearing, Cutting) and Combination's extra hits: the
exact dice distributions are of totals, and these need whether the roll was a Critical too.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.state import AttackFrame, Fighter, Option
from tenkaichi.dbu.combat.rules import rolls, stats
from tenkaichi.dbu.combat.rules.attack_clash import (
    auto_hit,
    defence_parts_for,
    strike_dice_for,
    strike_parts_for,
)
from tenkaichi.dbu.combat.rules.attack_wound import damage_for, wound_parts_for
from tenkaichi.dice.exact import odds
from tenkaichi.dice.settings import RollContext

LIFT = 10_000
"""Dice are convolved once per dice expression, lifted so no total is floored at 0; each
constant bonus is then a shift followed by the floor at 0 (exactly the engine's Dice Score)."""


@lru_cache(maxsize=4096)
def _dice_probs(dice: str, tier: int, base: int) -> tuple[int, tuple[float, ...]]:
    dist = odds(f"{dice}+{LIFT}", RollContext(tier, base))
    total = dist.total_weight
    return dist.offset - LIFT, tuple(w / total for w in dist.weights)


@lru_cache(maxsize=65536)
def _probs(dice: str, constant: int, tier: int, base: int) -> tuple[int, tuple[float, ...]]:
    offset, probs = _dice_probs(dice, tier, base)
    offset += constant
    if offset >= 0:
        return offset, probs
    cut = -offset
    if cut >= len(probs):
        return 0, (1.0,)
    return 0, (sum(probs[: cut + 1]), *probs[cut + 1 :])


@lru_cache(maxsize=65536)
def p_beats(a: tuple[int, tuple[float, ...]], b: tuple[int, tuple[float, ...]]) -> float:
    """P(A > B): the attacker must beat the defender outright (ties to the defender)."""
    b_off, b_p = b
    cumulative = []
    running = 0.0
    for p in b_p:
        running += p
        cumulative.append(running)
    a_off, a_p = a
    out = 0.0
    for i, p in enumerate(a_p):
        below = a_off + i - 1 - b_off  # index of the highest B value below this A value
        if below < 0:
            continue
        out += p * (cumulative[below] if below < len(cumulative) else 1.0)
    return out


@lru_cache(maxsize=65536)
def _mean_damage(wound: tuple[int, tuple[float, ...]], halve: bool, off: int) -> float:
    """Mean of max(0, Wound (halved by Guard) - DR - Soak) over the Wound distribution."""
    w_off, w_p = wound
    mean = 0.0
    for i, p in enumerate(w_p):
        w = w_off + i
        if halve:
            w //= 2
        if w > off:
            mean += p * (w - off)
    return mean


def probs_for(
    enc: Encounter, f: Fighter, parts: rolls.Parts, extra: str = ""
) -> tuple[int, tuple[float, ...]]:
    """The exact Dice Score distribution of a roll by ``f`` with these bonuses."""
    return _probs(
        rolls.dice_text(enc, f) + extra,
        rolls.total(parts),
        stats.tier(enc, f),
        stats.base_tier(enc, f),
    )


@dataclass(frozen=True, slots=True)
class AttackOdds:
    p_hit: float
    damage_if_hit: float

    @property
    def expected(self) -> float:
        return self.p_hit * self.damage_if_hit


_MEMO: dict[tuple[object, ...], AttackOdds] = {}
_MEMO_AT: list[object] = [None]


@contextmanager
def aside() -> Iterator[None]:
    """Odds computed inside, on a copy of the fight (a Blitz's charge), leave the remembered
    odds of the fight itself as they were."""
    saved, at = dict(_MEMO), _MEMO_AT[0]
    try:
        yield
    finally:
        _MEMO.clear()
        _MEMO.update(saved)
        _MEMO_AT[0] = at


def attack_odds(
    enc: Encounter, f: Fighter, target: Fighter, frame: AttackFrame, reaction: str = "dodge"
) -> AttackOdds:
    """Exact chance to hit ``target`` and mean damage if it hits, for a declared attack.

    Results are remembered until the fight moves on (the next choice)."""
    at = enc.memo_key()
    if _MEMO_AT[0] != at:
        _MEMO.clear()
        _MEMO_AT[0] = at
    key = (
        f.id,
        target.id,
        frame.profile,
        frame.foundation,
        frame.signature,
        frame.charges,
        frame.wager,
        bool(frame.called_shot),
        frame.vulnerable,
        frame.absorbing,
        frame.source,
        reaction,
        frame.extra_hits,
        tuple(frame.united),
        tuple(sorted(frame.united_wagers.items())),
        frame.charged_squares,
    )
    found = _MEMO.get(key)
    if found is None:
        found = _MEMO[key] = _attack_odds(enc, f, target, frame, reaction)
    return found


def _attack_odds(
    enc: Encounter, f: Fighter, target: Fighter, frame: AttackFrame, reaction: str
) -> AttackOdds:
    if reaction in ("direct_hit", "guard", "power_flare") or auto_hit(enc, frame, f, target):
        p_hit = 1.0  # no Clash: forgone by the target, or a hit without one (a Sleeping target)
    else:
        # The chance to hit does not depend on the wager or Absorbing Attack.
        key = (
            "hit",
            f.id,
            target.id,
            frame.profile,
            frame.source,
            bool(frame.called_shot),
            frame.charges,
            frame.signature,
            reaction,
        )
        hit = _MEMO.get(key)
        if hit is None:
            strike = probs_for(
                enc,
                f,
                strike_parts_for(enc, frame, f, target),
                strike_dice_for(enc, frame, f, target),
            )
            defence = probs_for(enc, target, defence_parts_for(enc, frame, target, reaction))
            hit = _MEMO[key] = AttackOdds(p_beats(strike, defence), 0.0)
        p_hit = hit.p_hit
    parts, extra = wound_parts_for(enc, frame, f)
    wound = probs_for(enc, f, parts, extra)
    return AttackOdds(
        p_hit,
        _mean_damage(wound, reaction == "guard", damage_offset(enc, frame, f, target, reaction)),
    )


_HUGE_WOUND = 1 << 40
"""A Wound no Damage Reduction, Soak or Cover can bring to 0 (see :func:`damage_offset`)."""


def damage_offset(
    enc: Encounter, frame: AttackFrame, f: Fighter, target: Fighter, reaction: str
) -> int:
    """What the engine takes off a Wound (halved first under Guard) to make the Damage:
    ``damage_for`` with every damage hook (DR, Soak by Damage Category after Called Shot,
    Prone, Armored, Punching Down..., Broken, Cover's reduction, Superior's and a vulnerable
    spot's extra Damage). None of them looks at the Wound itself, so one call with a Wound
    too large to be floored at 0 gives Damage = Wound - offset for every Wound (then the
    floor at 0)."""
    calc, _ = damage_for(enc, frame, f, target, _HUGE_WOUND, reaction)
    halved = _HUGE_WOUND // 2 if reaction == "guard" else _HUGE_WOUND
    return halved - calc.damage


def frame_for(enc: Encounter, f: Fighter, option: Option) -> AttackFrame | None:
    """The attack an option would declare, without declaring it (for odds)."""
    args = option.args
    if option.kind in ("attack", "exploit", "cross_attack"):
        return AttackFrame(
            attacker=f.id,
            source="basic",
            profile=args["profile"],
            foundation=args["foundation"],
            targets=[args["target"]],
        )
    if option.kind == "signature":
        sig = next(s for s in stats.sheet(enc, f).signatures if s.name == args["signature"])
        return AttackFrame(
            attacker=f.id,
            source="signature",
            profile=sig.profile,
            foundation=sig.foundation,
            signature=sig.name,
            targets=[args["target"]],
        )
    if option.kind == "release" and f.charge is not None:
        c = f.charge
        return AttackFrame(
            attacker=f.id,
            source="release",
            profile=c.profile,
            foundation=c.foundation,
            signature=c.signature,
            targets=[args["target"]],
            charges=c.charges,
        )
    return None


def option_odds(enc: Encounter, option: Option, actor: str) -> AttackOdds | None:
    f = enc.fighter(actor)
    frame = frame_for(enc, f, option)
    if frame is None:
        return None
    return attack_odds(enc, f, enc.fighter(option.args["target"]), frame)


# --- the odds of any option ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class OptionOdds:
    """What choosing an option may bring: the chance of ``chance_of`` (in [0, 1]) and, where
    the option leads to a Wound, the expected damage (``damage_of`` says whose)."""

    chance: float
    chance_of: str
    """What the chance is of, for a person: "hit", "be hit", "win the Clash"..."""
    damage: float | None = None
    damage_of: str = ""
    """"expected damage" (dealt) or "expected damage taken"."""
    note: str = ""
    """What the chance takes for granted, in a few words ("if no Exploit hits")."""

    def __post_init__(self) -> None:
        # Sums of float probabilities can stray past 1 by a rounding error.
        object.__setattr__(self, "chance", min(1.0, max(0.0, self.chance)))
        if self.damage is not None:  # and a mean of non-negative Damage never goes below 0
            object.__setattr__(self, "damage", max(0.0, self.damage))

    def text(self) -> str:
        """One readable line: ``hit 62%, expected damage 14``."""
        out = f"{self.chance_of} {self.chance:.0%}"
        if self.note:
            out += f" {self.note}"
        if self.damage is not None:
            out += f", {self.damage_of} {self.damage:.0f}"
        return out


__all__ = [
    "AttackOdds",
    "OptionOdds",
    "attack_odds",
    "frame_for",
    "option_odds",
]
