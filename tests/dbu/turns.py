"""Moving a DBU fight on to a fighter's turn in the bots' tests."""

from __future__ import annotations

from tenkaichi.dbu.combat.core.engine import Encounter


def turn_of(enc: Encounter, fid: str) -> None:
    """Play (End turn, or pass) until it is ``fid``'s turn decision."""
    for _ in range(200):
        d = enc.decision
        assert d is not None
        if d.kind == "turn" and d.actor == fid:
            return
        ends = [i for i, o in enumerate(d.options) if o.kind in ("end_turn", "pass")]
        enc.choose(ends[0] if ends else 0)
    raise AssertionError(f"no turn of {fid}")
