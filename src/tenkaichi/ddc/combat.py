"""Using a move: the attack dice by level, doubling, Defend, barriers, heals and statuses.

Order of a damaging hit (reference C3.5): roll the level's d4s -> x2 for a doubling named move
-> + one buff die per active buff, - one per active de-buff -> 0 if the target is immune ->
halve (rounding down) if the target Defends -> a barrier soaks what it can -> never below 0.
HP never goes below 0 either: the damage event says the damage dealt and the HP left (>= 0).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from tenkaichi.ddc.content import NORMAL_ATTACK, MoveKind, MoveSpec, RangeKind
from tenkaichi.ddc.events import Event, EventKind
from tenkaichi.ddc.settings import DdcSettings
from tenkaichi.ddc.state import BattleState, FighterState, Status
from tenkaichi.dice.rng import DiceRng


@dataclass(frozen=True, slots=True)
class Technique:
    """A move as the rules see it: the plain attack or a named move."""

    name: str
    kind: MoveKind
    range: RangeKind
    named: bool
    doubles: bool

    @staticmethod
    def of(spec: MoveSpec) -> Technique:
        return Technique(spec.name, spec.kind, spec.range, True, not spec.normal_damage)


@dataclass(frozen=True, slots=True)
class Hit:
    """One use of a move after its roll: everything an effect needs."""

    user: FighterState
    target: FighterState
    amount: int
    """The roll, doubled for a doubling named move."""
    settings: DdcSettings
    rng: DiceRng
    events: list[Event]

    def say(self, kind: EventKind, text: str, **data: Any) -> None:
        """Log an event about the target."""
        self.events.append(Event(kind, self.target.name, text, data))


Effect = Callable[[Hit], None]
"""What a move does with its rolled amount (indexed by move kind in ``_EFFECTS``)."""

PLAIN = Technique(NORMAL_ATTACK, "offense", "normal", named=False, doubles=False)
"""The plain attack: 1 square in any direction, normal damage, no recharge (seed rule 7)."""


def attack_roll(dice: int, rng: DiceRng) -> list[int]:
    """The level's attack dice (seed rule 4): ``dice`` d4s."""
    return rng.dice(4, dice)


def use(
    state: BattleState,
    user: FighterState,
    tech: Technique,
    target: FighterState,
    dice: int,
    settings: DdcSettings,
    rng: DiceRng,
    events: list[Event],
    label: str = "",
) -> None:
    """Resolve ``user``'s ``tech`` on ``target`` (the range was checked by the caller)."""
    rolls = attack_roll(dice, rng)
    rolled = sum(rolls)
    factor = settings.named_multiplier if tech.named and tech.doubles else 1
    amount = rolled * factor
    how = f"{dice}d4 ({'+'.join(map(str, rolls))}) = {rolled}"
    if factor != 1:
        how += f", x{factor} = {amount}"
    verb = f"{label}{user.name} uses {tech.name} on {target.name}"
    events.append(
        Event(
            "attack",
            user.name,
            f"{verb}: {how}",
            {"move": tech.name, "target": target.name, "rolls": rolls, "amount": amount},
        )
    )
    _EFFECTS[tech.kind](Hit(user, target, amount, settings, rng, events))


def _damage(hit: Hit) -> None:
    target, amount = hit.target, hit.amount
    parts = [str(amount)]
    for status in hit.user.statuses:
        bonus = hit.rng.die(hit.settings.buff_die)
        sign = 1 if status.effect == "buff" else -1
        amount += sign * bonus
        parts.append(f"{'+' if sign > 0 else '-'} {status.name} {bonus}")
    amount = max(0, amount)
    if len(parts) > 1:
        parts.append(f"= {amount}")
    if target.immune:
        amount = 0
        parts.append(f"; {target.name} is immune (digivolving) = 0")
    if target.defending and amount:
        amount //= hit.settings.defend_divisor
        parts.append(f"; {target.name} defends: halved (rounded down) = {amount}")
    if target.barrier and amount:
        soaked = min(target.barrier, amount)
        target.barrier -= soaked
        amount -= soaked
        parts.append(f"; barrier soaks {soaked} = {amount}")
    # HP stops at 0 (a K.O.): the state and the event never hold a negative HP. ``amount``
    # stays the damage dealt, overflow included ("takes 24 damage: 0/100 HP").
    target.hp = max(0, target.hp - amount)
    explained = f" ({' '.join(parts)})" if len(parts) > 1 else ""
    hit.say(
        "damage",
        f"{target.name} takes {amount} damage{explained}: {target.hp}/{target.max_hp} HP",
        amount=amount,
        hp=target.hp,
        by=hit.user.name,
    )
    if target.hp <= 0:
        hit.say("knocked_out", f"{target.name} is K.O.'d!")


def _heal(hit: Hit) -> None:
    target = hit.target
    healed = min(hit.amount, target.max_hp - target.hp)
    target.hp += healed
    text = f"{target.name} heals {healed} (of {hit.amount}): {target.hp}/{target.max_hp} HP"
    hit.say("healed", text, amount=healed)


def _barrier(hit: Hit) -> None:
    hit.target.barrier = hit.amount
    text = f"{hit.target.name} raises a barrier of {hit.amount} until their next turn"
    hit.say("status", text, barrier=hit.amount)


def _status(effect: Literal["buff", "debuff"]) -> Effect:
    name = "power-up" if effect == "buff" else "de-buff"
    sign = "+" if effect == "buff" else "-"

    def apply(hit: Hit) -> None:
        target, settings = hit.target, hit.settings
        if effect == "debuff" and target.immune and settings.immune_to_debuffs:
            hit.say("status", f"{target.name} is immune")
            return
        target.statuses = [s for s in target.statuses if s.effect != effect]
        # Counted down at the end of each of the bearer's turns: a self-buff also sees the end
        # of the turn it was cast in, so it gets one more count to last its 2 coming turns.
        turns = settings.status_turns + (1 if target is hit.user else 0)
        target.statuses.append(Status(name, effect, turns))
        hit.say(
            "status",
            f"{target.name} gets a {name}: {sign}1d{settings.buff_die} damage "
            f"for {settings.status_turns} of their turns",
            status=effect,
            turns=settings.status_turns,
        )

    return apply


_EFFECTS: dict[str, Effect] = {
    "offense": _damage,
    "heal": _heal,
    "defense": _barrier,
    "buff": _status("buff"),
    "debuff": _status("debuff"),
}
