"""United Attack's Advantages (seed 001): "If you are using a Signature Technique, you may
apply up to 1(bT) ranks of Advantages you possess on your Signature Technique to their
Attacking Maneuver."

A joiner who joins with one of their Signature Techniques of the attack's Profile (paying its
KP) is asked, one rank at a time, which of its Advantages to lend, until they stop or have lent
their base Tier's worth. Lent ranks go to the attack (``AttackFrame.lent``), never above the
Advantage's own highest rank. Only Advantages that change the attack in play are offered (not
Efficiency, whose effect is on a cost already paid, nor one the engine does not play).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tenkaichi.dbu.advantages import entry
from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.state import AttackFrame, ExtFrame, Option
from tenkaichi.dbu.combat.families.advantages.ranks import carried, ranked
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.said import said
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter
    from tenkaichi.dbu.combat.core.state import Fighter
    from tenkaichi.dbu.techniques import Signature


DECLARED = frozenset(
    {
        "Back Flip",
        "Brutal Blitz",
        "Charging Assault",
        "Concentrated Strike",
        "Controlled Blast",
        "Counter",
        "Delayed",
        "Exploiting Technique",
        "Fake Out",
        "Final Chance",
        "Full Wager",
        "Instant Assault",
        "Low Stakes Attack",
        "Overwhelming Terror",
        "Personal Bomb",
        "Splitting",
        "Transformation Boost",
        "Trick Attack",
        "Two Step Strike",
        "Widespread Assault",
    }
)
"""Advantages that act on the way a technique is used (its route, its use limit, its Ki Wager)
or at its Attack Declaration (its targets, its Area of Effect, a move or Clash before any
roll, an Energy Charge gained then), all over before a United Attack joiner lends anything;
and Delayed, which holds back the Damage of its user's own technique. Lent, they would do
nothing, so they are not offered."""


def lendable(sig: Signature) -> dict[str, int]:
    """The ranks of a technique's Advantages that could change an ally's attack, by name."""
    out: dict[str, int] = {}
    for a in sig.advantages:
        found = entry(a.name)
        if a.custom or found is None or found.play is None or found.name in DECLARED:
            continue
        if found.play.kp and not (found.play.strike or found.play.wound or found.play.hook):
            continue  # a cost change: the ally's attack is paid for already
        out[a.name] = a.rank
    return out


def lending_techniques(enc: Encounter, ally: Fighter, attack: AttackFrame) -> list[Signature]:
    """The joiner's Signature Techniques they could join with: of the attack's Profile, with
    something to lend."""
    return [
        sig
        for sig in stats.sheet(enc, ally).signatures
        if sig.profile == attack.profile and lendable(sig)
    ]


@dataclass(slots=True)
class LendFrame(ExtFrame):
    """A United Attack joiner choosing which ranks of their technique's Advantages to lend."""

    ally: str = ""
    attacker: str = ""
    signature: str = ""
    left: int = 0
    """Ranks they may still lend (1(bT) at the start)."""
    given: dict[str, int] = field(default_factory=dict)
    """Ranks lent so far, by Advantage."""


def start_lending(enc: Encounter, ally: Fighter, attacker: str, signature: str) -> None:
    """Push the lending decisions of a joiner who joined with ``signature``."""
    enc.state.stack.append(
        LendFrame(
            ally=ally.id,
            attacker=attacker,
            signature=signature,
            left=stats.base_tier(enc, ally),
        )
    )


def _attack(enc: Encounter, attacker: str) -> AttackFrame:
    """The attack being lent to: on the stack, or a defending duelist's Initiating Attack
    (kept by the Duel, ``DuelFrame.initiating``)."""
    for frame in reversed(enc.state.stack):
        if isinstance(frame, AttackFrame) and frame.attacker == attacker:
            return frame
        initiating = getattr(frame, "initiating", None)
        if isinstance(initiating, dict) and attacker in initiating:
            found = initiating[attacker]
            assert isinstance(found, AttackFrame)
            return found
    raise LookupError(f"no attack by {attacker} is being resolved")


def _offers(enc: Encounter, frame: LendFrame) -> list[Option]:
    ally = enc.fighter(frame.ally)
    sig = next(s for s in stats.sheet(enc, ally).signatures if s.name == frame.signature)
    has = carried(enc, _attack(enc, frame.attacker))
    options = []
    for name, own in lendable(sig).items():
        found = entry(name)
        most = found.ranks if found is not None else own
        if frame.given.get(name, 0) < own and has.get(name, 0) < most:
            options.append(
                Option(
                    "lend", Msg.of("dbu-adv-lend-option", advantage=Term(name)), {"advantage": name}
                )
            )
    return options


def _step(enc: Encounter, frame: LendFrame) -> None:
    options = _offers(enc, frame) if frame.left > 0 else []
    if not options:
        enc.state.stack.pop()
        return
    enc.ask(
        frame.ally,
        "lend_advantage",
        Msg.of(
            "dbu-adv-lend-ask",
            fighter=frame.ally,
            technique=Term(frame.signature),
            attacker=frame.attacker,
            n=frame.left,
            count=str(frame.left),
        ),
        [*options, Option("pass", Msg.of("dbu-adv-lend-no-more-option"))],
    )


def _answer(enc: Encounter, frame: LendFrame, option: Option) -> None:
    if option.kind != "lend":
        enc.state.stack.pop()
        return
    name = str(option.args["advantage"])
    attack = _attack(enc, frame.attacker)
    attack.lent[name] = attack.lent.get(name, 0) + 1
    frame.given[name] = frame.given.get(name, 0) + 1
    frame.left -= 1
    now = carried(enc, attack).get(name, 0)
    enc.emit(
        "maneuver",
        frame.ally,
        Msg.of(
            "dbu-adv-lends",
            fighter=frame.ally,
            attacker=frame.attacker,
            advantage=Term(name),
            technique=Term(frame.signature),
            has=said(ranked(name, now)),
        ),
        maneuver="united_attack",
        advantage=name,
    )


hooks.frame(LendFrame, _step, _answer)
