"""Damage, Health Thresholds, Steadfast Checks, Defeat, Will to Survive and Momentum.

``by`` on a loss of Life names who caused it: the fighter themselves for their own effects (a
Life Wager), whose crossing of a Health Threshold is Reduced Momentum (seed 001); an
Opponent's Attacking Maneuver gives them Bonus Momentum; ``None`` for no one (a condition's
upkeep, a tied Duel).

Damage order (reference 5): Wound Roll - Damage Reduction - Soak × category factor, never
below 0. Thresholds (reference 3c): Bruised at ½ of Max Life, Injured at ¼, Critical at 1/10
(a Minion has only Injured). Each crossed downward calls for a Steadfast Check.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.state import Fighter
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.checks import roll_check
from tenkaichi.dbu.combat.rules.said import said
from tenkaichi.dice.tables import dice_tables
from tenkaichi.i18n.catalogue import Msg, Seq, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

CATEGORY_NAMES = {1: "Standard", 2: "Direct", 3: "Lethal"}
THRESHOLD_NAMES = {0: "Healthy", 1: "Bruised", 2: "Injured", 3: "Critical"}


def steadfast_tn(enc: Encounter, f: Fighter) -> tuple[int, str | Msg]:
    """The TN of ``f``'s Steadfast Check and how it is made: ``steadfast_tn`` at base Tier 1,
    +3 per base Tier after the first when ``passive_tns`` is "rise" (a Passive Opposition TN:
    seed 000 "Each Tier of Power after the first increases the passive Target Numbers by +3";
    the step is the dice tables' ``tn_step_per_tier``; the base Tier, since Breakthrough raises
    no TN)."""
    base = enc.settings.steadfast_tn
    above = stats.base_tier(enc, f) - 1
    if enc.settings.passive_tns != "rise" or above <= 0:
        return base, str(base)
    step = dice_tables().tn_step_per_tier
    tn = base + step * above
    return tn, Msg.of("dbu-steadfast-tn-risen", tn=str(tn), base=str(base), step=str(step))


@dataclass(frozen=True, slots=True)
class DamageCalc:
    wound: int
    category: int
    dr: int
    """The Damage Reduction applied."""
    soak: int
    """The Soak counted (by the Damage Category, less Broken)."""
    damage: int
    broken: int = 0
    reduction: int = 0
    extra: int = 0

    @property
    def said(self) -> Seq:
        """How the Damage was worked out, for every language: ``Wound 20 - DR 5 - ½ Soak 3
        (Direct) = 12``."""
        out: list[Msg] = [Msg.of("dbu-damage-wound", wound=str(self.wound))]
        if self.dr:
            out.append(Msg.of("dbu-damage-dr", dr=str(self.dr)))
        if self.category == 1:
            out.append(Msg.of("dbu-damage-soak", soak=str(self.soak)))
        elif self.category == 2:
            out.append(Msg.of("dbu-damage-half-soak", soak=str(self.soak)))
        elif self.broken:
            out.append(Msg.of("dbu-damage-broken", broken=str(self.broken)))
        if self.broken and self.category != 3:
            out.append(Msg.of("dbu-damage-broken-soak", broken=str(self.broken)))
        if self.reduction:
            out.append(Msg.of("dbu-damage-less", value=str(self.reduction)))
        if self.extra:
            out.append(Msg.of("dbu-damage-more", value=str(self.extra)))
        category = Term(CATEGORY_NAMES[self.category])
        out.append(Msg.of("dbu-damage-total", category=category, damage=str(self.damage)))
        return Seq(tuple(out))

    @property
    def how(self) -> str:
        """:attr:`said` in English."""
        return str(self.said)


def damage_from_wound(
    wound: int,
    category: int,
    dr: int,
    soak: int,
    *,
    dr_fraction: float = 1.0,
    soak_ignored: int = 0,
    soak_minimum: int = 0,
    reduction: int = 0,
    broken: int = 0,
    extra: int = 0,
) -> DamageCalc:
    """Life lost from one Wound Roll. Category is clamped to 1..3; DR comes off first and
    ignores the category; Soak counts in full (Standard), half (Direct) or not at all (Lethal)."""
    category = max(1, min(3, category))
    applied_dr = int(dr * dr_fraction)
    effective_soak = max(soak_minimum, soak - soak_ignored) if soak else 0
    factor_soak = {1: effective_soak, 2: effective_soak // 2, 3: 0}[category] - broken
    damage = max(0, wound - applied_dr - factor_soak - reduction + extra)
    return DamageCalc(wound, category, applied_dr, factor_soak, damage, broken, reduction, extra)


def threshold_level(enc: Encounter, f: Fighter) -> int:
    life, top = f.life, stats.max_life(enc, f)
    if stats.sheet(enc, f).minion:
        return 2 if life * 4 <= top else 0
    if life * 10 <= top:
        return 3
    if life * 4 <= top:
        return 2
    if life * 2 <= top:
        return 1
    return 0


def lose_life(
    enc: Encounter,
    target: Fighter,
    amount: int,
    *,
    by: Fighter | None,
    why: str | Msg,
    attack: bool = False,
    knocked: bool = False,
) -> None:
    """Take Life Points away and settle Thresholds, Steadfast, Defeat and Momentum. ``attack``:
    the loss is part of ``by``'s Attacking Maneuver (Bonus Momentum for a Threshold or a
    Minion); ``knocked``: an Opponent's effect outside Attacking Maneuvers that counts for a
    Threshold all the same (Collision with setting ``collision_momentum`` "any")."""
    if amount <= 0:
        return
    before = target.life
    undying = stats.has(target, "undying")  # Undying: Life may go below 0 (states.py)
    target.life = target.life - amount if undying else max(0, target.life - amount)
    lost = before - target.life
    target.damage_taken += lost
    if by is not None and by is not target:
        by.damage_dealt += lost
    enc.emit(
        "damage",
        target.id,
        Msg.of(
            "dbu-life-lost",
            fighter=enc.name(target),
            amount=str(amount),
            why=said(why),
            life=str(target.life),
            top=str(stats.max_life(enc, target)),
        ),
        amount=amount,
        life=target.life,
    )
    crossed = _settle_thresholds(enc, target)
    foe_attack = attack and by is not None and by is not target and by.side != target.side
    if target.life <= 0 and not target.defeated and not undying:
        reach_zero(enc, target, by if foe_attack else None)
    for hook in REGISTRY.life_lost:
        hook(enc, target, lost, by)
    if by is None or not crossed:
        return
    if by is target:
        _reduced_momentum(enc, target)  # your own effect took you through a Threshold
    elif foe_attack or (knocked and by.side != target.side):
        _bonus_momentum(enc, by)


def reach_zero(enc: Encounter, f: Fighter, attacker: Fighter | None) -> None:
    """Will to Survive (seed 000): "You are not defeated the instant your Life Points reach
    0. If a trait, Magical Ability or other effect allows you to heal yourself, you can avoid
    being defeated by having your Life Points increase above 0." A fighter with such an
    effect at hand (``REGISTRY.self_heals``) waits at 0 Life, not Defeated, until their
    decision (``survival.py``, right after the step that brought them to 0); one without is
    Defeated now. ``attacker``: the Opponent whose Attacking Maneuver did it (Bonus Momentum
    for Defeating a Minion)."""
    if f.id in enc.state.falling:
        return
    if not any(provider(enc, f) for provider in REGISTRY.self_heals):
        defeat(enc, f, attacker)
        return
    enc.state.falling[f.id] = attacker.id if attacker is not None else ""
    enc.emit(
        "will_to_survive",
        f.id,
        Msg.of("dbu-will-to-survive-waits", fighter=enc.name(f)),
    )


def defeat(enc: Encounter, f: Fighter, attacker: Fighter | None = None) -> None:
    """Defeat is final: the fighter is out until an ally revives them (Will to Survive's
    once-per-encounter revival). Defeating a Minion with an Attacking Maneuver gives the
    attacker Bonus Momentum (seed 001)."""
    enc.state.falling.pop(f.id, None)
    f.defeated = True
    enc.emit("defeated", f.id, Msg.of("dbu-defeated", fighter=enc.name(f)))
    enc.on_defeat(f)
    if attacker is not None and stats.sheet(enc, f).minion:
        _bonus_momentum(enc, attacker)


def _settle_thresholds(enc: Encounter, f: Fighter) -> bool:
    new = threshold_level(enc, f)
    old = f.threshold
    if new <= old:
        return False
    f.threshold = new
    levels = list(range(old + 1, new + 1))
    if stats.sheet(enc, f).minion:
        levels = [2]
    enc.emit(
        "threshold",
        f.id,
        Msg.of("dbu-threshold-drops", fighter=enc.name(f), threshold=Term(THRESHOLD_NAMES[new])),
        threshold=new,
    )
    if f.life <= 0:
        return True
    settings = enc.settings
    for level in levels:
        if settings.massive_damage and level != levels[-1]:
            f.failed_steadfast.append(level)
            enc.emit(
                "steadfast",
                f.id,
                Msg.of(
                    "dbu-steadfast-massive",
                    fighter=enc.name(f),
                    threshold=Term(THRESHOLD_NAMES[level]),
                ),
                threshold=level,
                success=False,
                roll=None,
            )
            continue
        c = roll_check(enc, f, [], "Steadfast Check")
        tn, tn_how = steadfast_tn(enc, f)
        ok = c.score >= tn
        if not ok:
            f.failed_steadfast.append(level)
        enc.emit(
            "steadfast",
            f.id,
            Msg.of(
                "dbu-steadfast-passed" if ok else "dbu-steadfast-failed",
                fighter=enc.name(f),
                threshold=Term(THRESHOLD_NAMES[level]),
                check=c.said,
                tn=tn_how,
            ),
            threshold=level,
            success=ok,
            roll=c.score,
            tn=tn,
        )
    return True


def _bonus_momentum(enc: Encounter, f: Fighter) -> None:
    if f.momentum_round == enc.state.round or f.defeated:
        return
    f.momentum_round = enc.state.round
    f.actions += 1
    enc.emit("momentum", f.id, Msg.of("dbu-bonus-momentum", fighter=enc.name(f)), bonus=1)


def _reduced_momentum(enc: Encounter, f: Fighter) -> None:
    if f.reduced_momentum_round == enc.state.round:
        return
    f.reduced_momentum_round = enc.state.round
    f.reduced_momentum_due = True
    enc.emit(
        "momentum",
        f.id,
        Msg.of("dbu-reduced-momentum", fighter=enc.name(f)),
        bonus=-1,
    )


def heal(enc: Encounter, f: Fighter, amount: int, *, by: Fighter | None, why: str | Msg) -> None:
    """Regain Life. A fighter at 0 Life who is not yet Defeated (Will to Survive) is healed
    like anyone else and stays in the fight once above 0. A Defeated fighter is revived only
    by an ally's healing, once per encounter, and loses their next turn (seed 000); their own
    healing comes too late."""
    if amount <= 0:
        return
    top = stats.max_life(enc, f)
    before = f.life
    if f.defeated:
        if by is None or by is f or by.side != f.side or f.revived:
            return
        f.revived = True
        f.defeated = False
        f.lose_next_turn = True
        f.life = min(top, amount)
        enc.emit(
            "revived",
            f.id,
            Msg.of("dbu-revived", fighter=enc.name(f), by=enc.name(by), life=str(f.life)),
        )
    else:
        f.life = min(top, f.life + amount)
        enc.emit(
            "healed",
            f.id,
            Msg.of(
                "dbu-healed",
                fighter=enc.name(f),
                amount=str(f.life - before),
                why=said(why),
                life=str(f.life),
                top=str(top),
            ),
            amount=f.life - before,
        )
    new = threshold_level(enc, f)
    if new < f.threshold:
        f.threshold = new
        f.failed_steadfast = [lv for lv in f.failed_steadfast if lv <= new]
        enc.emit(
            "threshold",
            f.id,
            Msg.of(
                "dbu-threshold-recovers", fighter=enc.name(f), threshold=Term(THRESHOLD_NAMES[new])
            ),
            threshold=new,
        )
