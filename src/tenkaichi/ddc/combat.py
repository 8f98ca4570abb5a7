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
from tenkaichi.ddc.events import Event, EventKind, Said
from tenkaichi.ddc.settings import DdcSettings
from tenkaichi.ddc.state import BattleState, FighterState, Status
from tenkaichi.dice.rng import DiceRng
from tenkaichi.i18n import Msg, Seq


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

    def say(self, kind: EventKind, text: Said, **data: Any) -> None:
        """Log an event about the target."""
        self.events.append(Event(kind, self.target.name, text, data))


Effect = Callable[[Hit], None]
"""What a move does with its rolled amount (indexed by move kind in ``_EFFECTS``)."""

PLAIN = Technique(NORMAL_ATTACK, "offense", "normal", named=False, doubles=False)
"""The plain attack: 1 square in any direction, normal damage, no recharge (seed rule 7)."""


STATUS_NAMES = ("power-up", "de-buff")


def status_words(name: str) -> Said:
    """A status's name for every reader (``power-up``, ``de-buff``)."""
    return Msg.of(f"ddc-status-{name}") if name in STATUS_NAMES else name


def move_words(name: str) -> Said:
    """A move's name for every reader: the plain attack's is a word, a named move's is data."""
    return Msg.of("ddc-move-normal") if name == NORMAL_ATTACK else name


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
    free: bool = False,
) -> None:
    """Resolve ``user``'s ``tech`` on ``target`` (the range was checked by the caller)."""
    rolls = attack_roll(dice, rng)
    rolled = sum(rolls)
    factor = settings.named_multiplier if tech.named and tech.doubles else 1
    amount = rolled * factor
    how = f"{dice}d4 ({'+'.join(map(str, rolls))}) = {rolled}"
    if factor != 1:
        how += f", x{factor} = {amount}"
    said = Msg.of(
        "ddc-uses-free" if free else "ddc-uses",
        user=user.name,
        move=move_words(tech.name),
        target=target.name,
        how=how,
    )
    events.append(
        Event(
            "attack",
            user.name,
            said,
            {"move": tech.name, "target": target.name, "rolls": rolls, "amount": amount},
        )
    )
    _EFFECTS[tech.kind](Hit(user, target, amount, settings, rng, events))


def _damage(hit: Hit) -> None:
    target, amount = hit.target, hit.amount
    parts: list[Said] = [str(amount)]
    for status in hit.user.statuses:
        bonus = hit.rng.die(hit.settings.buff_die)
        sign = 1 if status.effect == "buff" else -1
        amount += sign * bonus
        parts.append(
            Msg.of(
                "ddc-part-status",
                sign="+" if sign > 0 else "-",
                status=status_words(status.name),
                bonus=str(bonus),
            )
        )
    amount = max(0, amount)
    if len(parts) > 1:
        parts.append(f"= {amount}")
    if target.immune:
        amount = 0
        parts.append(Msg.of("ddc-part-immune", name=target.name))
    if target.defending and amount:
        amount //= hit.settings.defend_divisor
        parts.append(Msg.of("ddc-part-defends", name=target.name, amount=str(amount)))
    if target.barrier and amount:
        soaked = min(target.barrier, amount)
        target.barrier -= soaked
        amount -= soaked
        parts.append(Msg.of("ddc-part-barrier", soaked=str(soaked), amount=str(amount)))
    # HP stops at 0 (a K.O.): the state and the event never hold a negative HP. ``amount``
    # stays the damage dealt, overflow included ("takes 24 damage: 0/100 HP").
    target.hp = max(0, target.hp - amount)
    hp = {"name": target.name, "amount": str(amount), "hp": str(target.hp)}
    hp["max"] = str(target.max_hp)
    hit.say(
        "damage",
        Msg.of("ddc-damage-explained", parts=Seq(tuple(parts), sep=" "), **hp)
        if len(parts) > 1
        else Msg.of("ddc-damage", **hp),
        amount=amount,
        hp=target.hp,
        by=hit.user.name,
    )
    if target.hp <= 0:
        hit.say("knocked_out", Msg.of("ddc-knocked-out", name=target.name))


def _heal(hit: Hit) -> None:
    target = hit.target
    healed = min(hit.amount, target.max_hp - target.hp)
    target.hp += healed
    text = Msg.of(
        "ddc-heals",
        name=target.name,
        healed=str(healed),
        amount=str(hit.amount),
        hp=str(target.hp),
        max=str(target.max_hp),
    )
    hit.say("healed", text, amount=healed)


def _barrier(hit: Hit) -> None:
    hit.target.barrier = hit.amount
    text = Msg.of("ddc-barrier", name=hit.target.name, amount=str(hit.amount))
    hit.say("status", text, barrier=hit.amount)


def _status(effect: Literal["buff", "debuff"]) -> Effect:
    name = "power-up" if effect == "buff" else "de-buff"
    sign = "+" if effect == "buff" else "-"

    def apply(hit: Hit) -> None:
        target, settings = hit.target, hit.settings
        if effect == "debuff" and target.immune and settings.immune_to_debuffs:
            hit.say("status", Msg.of("ddc-immune", name=target.name))
            return
        target.statuses = [s for s in target.statuses if s.effect != effect]
        # Counted down at the end of each of the bearer's turns: a self-buff also sees the end
        # of the turn it was cast in, so it gets one more count to last its 2 coming turns.
        turns = settings.status_turns + (1 if target is hit.user else 0)
        target.statuses.append(Status(name, effect, turns))
        hit.say(
            "status",
            Msg.of(
                f"ddc-gets-{name}",
                name=target.name,
                sign=sign,
                die=str(settings.buff_die),
                turns=str(settings.status_turns),
            ),
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
