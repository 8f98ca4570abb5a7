"""Personal Bomb's single target (reference S2): an attack of a Delayed technique with Personal
Bomb whose Area of Effect holds several Characters may be narrowed to one of them, chosen once
the attack is declared. Its detonation is :mod:`~tenkaichi.dbu.combat.families.advantages.
delayed`'s."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.state import AttackFrame, ExtFrame, Fighter, Option
from tenkaichi.dbu.combat.families.advantages.delayed import BOMB, DELAYED, has_advantage
from tenkaichi.dbu.combat.families.advantages.ranks import technique
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

# --- Personal Bomb: a single target ----------------------------------------------------------


@dataclass(slots=True)
class BombAimFrame(ExtFrame):
    """Personal Bomb's choice, once the attack is declared: the whole area or one target."""

    attacker: str = ""
    attack: int = 0
    """The attack's place on the stack (just below)."""


def _declared(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    if len(frame.targets) < 2 or not frame.signature:
        return
    sig = technique(enc, frame)
    if has_advantage(sig, BOMB) and has_advantage(sig, DELAYED):
        at = enc.state.stack.index(frame)
        enc.state.stack.append(BombAimFrame(attacker=f.id, attack=at))


def _ally(enc: Encounter, attacker: str, target: str) -> bool:
    """Is ``target`` on the attacker's side (an ally caught in the area)? Listed last, marked."""
    return enc.fighter(target).side == enc.fighter(attacker).side


def _aim_step(enc: Encounter, frame: BombAimFrame) -> None:
    attack = enc.state.stack[frame.attack]
    assert isinstance(attack, AttackFrame)
    everyone = ", ".join(attack.targets)
    bomb = Term(BOMB)
    options = [Option("no_personal_bomb", Msg.of("dbu-adv-bomb-everyone-option", targets=everyone))]
    options += [
        Option(
            "personal_bomb",
            Msg.of(
                "dbu-adv-bomb-ally-option"
                if _ally(enc, frame.attacker, t)
                else "dbu-adv-bomb-only-option",
                target=t,
                bomb=bomb,
            ),
            {"target": t},
        )
        for t in sorted(attack.targets, key=lambda t: _ally(enc, frame.attacker, t))
    ]
    enc.ask(
        frame.attacker,
        "personal_bomb",
        Msg.of("dbu-adv-bomb-ask", fighter=frame.attacker, technique=Term(attack.signature)),
        options,
    )


def _aim_answer(enc: Encounter, frame: BombAimFrame, option: Option) -> None:
    attack = enc.state.stack[frame.attack]
    enc.state.stack.pop()
    if option.kind != "personal_bomb" or not isinstance(attack, AttackFrame):
        return
    attack.targets = [option.args["target"]]
    enc.emit(
        "attack_declared",
        frame.attacker,
        Msg.of(
            "dbu-adv-bomb-aims",
            fighter=frame.attacker,
            technique=Term(attack.signature),
            target=attack.targets[0],
            bomb=Term(BOMB),
        ),
        targets=attack.targets,
    )


hooks.frame(BombAimFrame, _aim_step, _aim_answer)
REGISTRY.attack_declared.append(_declared)
