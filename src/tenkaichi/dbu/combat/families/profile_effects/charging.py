"""Charging Assault (Blitz): before any roll, the attacker may rush up to Boosted Speed
straight toward the target (where it can stop: :func:`~tenkaichi.dbu.combat.rules.targeting.
charge_stops`); the squares moved feed Blitz's Wound bonus (``roll_effects.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.state import AttackFrame, ExtFrame, Fighter, Option
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.targeting import charge_stops
from tenkaichi.dbu.profiles import has_hook
from tenkaichi.dbu.profiles import profile as get_profile
from tenkaichi.i18n.catalogue import Msg, Term
from tenkaichi.words import column_name

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


CHARGING = Term("Charging Assault")


@dataclass(slots=True)
class ChargingAssaultFrame(ExtFrame):
    """Charging Assault: the attacker picks how far to rush toward the target."""

    attacker: str = ""
    target: str = ""


def _attack_of(enc: Encounter, attacker: str) -> AttackFrame:
    """The attacker's Attacking Maneuver under resolution (the topmost one on the stack; a
    defending duelist's Initiating Attack is kept by its Duel)."""
    from tenkaichi.dbu.combat.families.duel.duel import DuelFrame

    for frame in reversed(enc.state.stack):
        if isinstance(frame, AttackFrame) and frame.attacker == attacker:
            return frame
        if isinstance(frame, DuelFrame) and attacker in frame.initiating:
            return frame.initiating[attacker]
    raise AssertionError(f"no attack of {attacker} on the stack")


def _declared(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    p = get_profile(frame.profile)
    if not has_hook(p, "charging_assault") or not frame.targets:
        return
    target = enc.fighter(frame.targets[0])
    stops = charge_stops(enc, f, target)
    if any(n for n, _ in stops):
        enc.state.stack.append(ChargingAssaultFrame(attacker=f.id, target=target.id))


def _charge_step(enc: Encounter, frame: ChargingAssaultFrame) -> None:
    f, target = enc.fighter(frame.attacker), enc.fighter(frame.target)
    stops = charge_stops(enc, f, target)
    if not stops:
        enc.state.stack.pop()
        return
    options = [
        Option(
            "charging_assault",
            Msg.of(
                "dbu-profile-charge-option",
                charging=CHARGING,
                n=n,
                count=str(n),
                square=Msg.of(
                    "dbu-fa-square", square=f"{column_name(path[-1][0])}{path[-1][1] + 1}"
                ),
            )
            if n
            else Msg.of("dbu-profile-charge-stay", charging=CHARGING),
            {"squares": n},
        )
        for n, path in stops
    ]
    enc.ask(
        f.id,
        "charging_assault",
        Msg.of("dbu-profile-charge-ask", fighter=f.id, charging=CHARGING, target=target.id),
        options,
    )


def _charge_answer(enc: Encounter, frame: ChargingAssaultFrame, option: Option) -> None:
    f, target = enc.fighter(frame.attacker), enc.fighter(frame.target)
    n = option.args["squares"]
    path = dict(charge_stops(enc, f, target))[n]
    enc.state.stack.pop()
    if not n:
        return
    f.pos = path[-1]
    _attack_of(enc, f.id).charged_squares = n
    normal, boosted = stats.speeds(enc, f)
    enc.emit(
        "moved",
        f.id,
        Msg.of(
            "dbu-profile-rushes",
            fighter=f.id,
            n=n,
            count=str(n),
            target=target.id,
            charging=CHARGING,
            boosted=str(boosted),
            normal=str(normal),
        ),
        path=[list(p) for p in path],
        maneuver="charging_assault",
    )


REGISTRY.attack_declared.append(_declared)
hooks.frame(ChargingAssaultFrame, _charge_step, _charge_answer)
