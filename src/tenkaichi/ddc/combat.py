"""Using a move: the attack dice by level, doubling, Defend, barriers, heals and statuses.

Order of a damaging hit (reference C3.5): roll the level's d4s -> x2 for a doubling named move
-> + one buff die per active buff, - one per active de-buff -> 0 if the target is immune ->
halve (rounding down) if the target Defends -> a barrier soaks what it can -> never below 0.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tenkaichi.ddc.content import NORMAL_ATTACK, MoveKind, MoveSpec, RangeKind
from tenkaichi.ddc.events import Event
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


Effect = Callable[
    [BattleState, FighterState, FighterState, int, DdcSettings, DiceRng, list[Event]], None
]
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
    _EFFECTS[tech.kind](state, user, target, amount, settings, rng, events)


def _damage(
    state: BattleState,
    user: FighterState,
    target: FighterState,
    amount: int,
    settings: DdcSettings,
    rng: DiceRng,
    events: list[Event],
) -> None:
    parts = [str(amount)]
    for status in user.statuses:
        bonus = rng.die(settings.buff_die)
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
        amount //= settings.defend_divisor
        parts.append(f"; {target.name} defends: halved (rounded down) = {amount}")
    if target.barrier and amount:
        soaked = min(target.barrier, amount)
        target.barrier -= soaked
        amount -= soaked
        parts.append(f"; barrier soaks {soaked} = {amount}")
    target.hp -= amount
    events.append(
        Event(
            "damage",
            target.name,
            f"{target.name} takes {amount} damage{_explained(parts)}: "
            f"{max(target.hp, 0)}/{target.max_hp} HP",
            {"amount": amount, "hp": target.hp, "by": user.name},
        )
    )
    if target.hp <= 0:
        events.append(Event("knocked_out", target.name, f"{target.name} is K.O.'d!"))


def _explained(parts: list[str]) -> str:
    return f" ({' '.join(parts)})" if len(parts) > 1 else ""


def _heal(
    state: BattleState,
    user: FighterState,
    target: FighterState,
    amount: int,
    settings: DdcSettings,
    rng: DiceRng,
    events: list[Event],
) -> None:
    healed = min(amount, target.max_hp - target.hp)
    target.hp += healed
    events.append(
        Event(
            "healed",
            target.name,
            f"{target.name} heals {healed} (of {amount}): {target.hp}/{target.max_hp} HP",
            {"amount": healed},
        )
    )


def _barrier(
    state: BattleState,
    user: FighterState,
    target: FighterState,
    amount: int,
    settings: DdcSettings,
    rng: DiceRng,
    events: list[Event],
) -> None:
    target.barrier = amount
    events.append(
        Event(
            "status",
            target.name,
            f"{target.name} raises a barrier of {amount} until their next turn",
            {"barrier": amount},
        )
    )


def _status(effect: str) -> Effect:
    def apply(
        state: BattleState,
        user: FighterState,
        target: FighterState,
        amount: int,
        settings: DdcSettings,
        rng: DiceRng,
        events: list[Event],
    ) -> None:
        if target.immune:
            events.append(Event("status", target.name, f"{target.name} is immune"))
            return
        name = "power-up" if effect == "buff" else "de-buff"
        target.statuses = [s for s in target.statuses if s.effect != effect]
        # Counted down at the end of each of the bearer's turns: a self-buff also sees the end
        # of the turn it was cast in, so it gets one more count to last its 2 coming turns.
        turns = settings.status_turns + (1 if target is user else 0)
        target.statuses.append(Status(name, effect, turns))  # type: ignore[arg-type]
        sign = "+" if effect == "buff" else "-"
        events.append(
            Event(
                "status",
                target.name,
                f"{target.name} gets a {name}: {sign}1d{settings.buff_die} damage "
                f"for {settings.status_turns} of their turns",
                {"status": effect, "turns": settings.status_turns},
            )
        )

    return apply


_EFFECTS: dict[str, Effect] = {
    "offense": _damage,
    "heal": _heal,
    "defense": _barrier,
    "buff": _status("buff"),
    "debuff": _status("debuff"),
}
