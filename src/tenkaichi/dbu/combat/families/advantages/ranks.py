"""Which Advantages an attack carries, and at what rank: those of the Signature Technique it
was made with, plus any a United Attack joiner lent it (seed 001: "apply up to 1(bT) ranks of
Advantages you possess on your Signature Technique to their Attacking Maneuver")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tenkaichi.dbu.advantages import entry
from tenkaichi.dbu.combat.families.phrases import kept
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter
    from tenkaichi.dbu.combat.core.state import AttackFrame
    from tenkaichi.dbu.techniques import Signature


def technique(enc: Encounter, frame: AttackFrame) -> Signature | None:
    """The attacker's Signature Technique the attack was made with, or None (a Basic Attack).
    A Reflected technique keeps its owner as the attacker, so it keeps its Advantages."""
    if not frame.signature:
        return None
    sheet = stats.sheet(enc, enc.fighter(frame.attacker))
    return next((s for s in sheet.signatures if s.name == frame.signature), None)


def carried(enc: Encounter, frame: AttackFrame) -> dict[str, int]:
    """Every known Advantage the attack carries, by name, with its rank: its technique's own
    and the ranks lent to it, added up (never above the Advantage's highest rank)."""
    sig = technique(enc, frame)
    out: dict[str, int] = {}
    if sig is not None:
        for a in sig.advantages:
            if not a.custom:
                out[a.name] = a.rank
    for name, lent in frame.lent.items():
        found = entry(name)
        most = found.ranks if found else lent
        out[name] = min(out.get(name, 0) + lent, most)
    return out


def rank(enc: Encounter, frame: AttackFrame, name: str) -> int:
    """The attack's ranks of the Advantage ``name`` (0 if it has none)."""
    return carried(enc, frame).get(name, 0)


def ranked(name: str, ranks: int) -> str:
    """How a roll names an Advantage's part: ``Power Shot``, ``Power Shot (rank 2)`` (the
    English words, with their message: :class:`~tenkaichi.dbu.combat.rules.said.Phrase`)."""
    if ranks == 1:
        return name
    return kept(
        f"{name} (rank {ranks})", Msg.of("dbu-adv-ranked", name=Term(name), rank=str(ranks))
    )
