"""The odds of a secret Ki Wager in a Duel: the chance to win the Duel with it.

A Duel is won on Duel Clashes (duel.py): each side rolls (``RULES["roll_side"]``: the Duel
Clash of dbu-2, the Wound Roll of dbu-1), the higher score wins the Duel Clash; a tie is redone
with fresh wagers, as often as it comes, except in the third Duel Clash, where the whole Duel
ends in a tie (or past a simulation's safety stop ``duel_redo_limit``, when one is set: no
rule); after the third Duel Clash, or at two wins (setting ``duel_stop_at_two_wins``), the side
with more wins wins the Duel. A United Attack joiner's ¼ Modifier goes to the winner's Wound
Roll, not to a Duel Clash, so it does not move these chances.

Only what the chooser's side may see goes in: the wagers the side has already committed, this
wager, and for every wager still secret or still to come (the other side's, later allies',
every later Duel Clash's) none at all. That is what the text says: "if no one wagers more".
A Critical Target the Initiating Attack lowers below the dice's own (Cutting's 5, added after
the roll by ``roll_effects.late_critical``) is beyond these numbers: no odds then.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core.state import Fighter, Option
from tenkaichi.dbu.play.option_odds import OptionOdds, probs_for

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter
    from tenkaichi.dbu.combat.families.duel.duel import DuelFrame

Dist = tuple[int, tuple[float, ...]]
NOTE = "if no one wagers more"


def _side_dist(enc: Encounter, duel: DuelFrame, side: str) -> Dist | None:
    """The exact distribution of a side's Duel roll with the wagers now in ``duel.committed``
    (None where a late Critical Target makes it other than a plain roll)."""
    from tenkaichi.dbu.combat.editions.dbu1 import duel as legacy_duel
    from tenkaichi.dbu.combat.families.duel.rolls import clash_parts, initiating_attack, sides
    from tenkaichi.dbu.combat.families.profile_effects.roll_effects import wound_critical
    from tenkaichi.dbu.combat.rules.edition import is_edition

    f = enc.fighter(sides(enc, duel)[side][0])
    frame = initiating_attack(enc, duel, side)
    if frame is not None and wound_critical(enc, frame, f) < 10:
        return None
    if is_edition(enc, "dbu-1"):
        parts, extra = legacy_duel.roll_parts(enc, duel, side)
        return probs_for(enc, f, parts, extra)
    return probs_for(enc, f, clash_parts(enc, duel, side))


def _with_wagers(
    enc: Encounter, duel: DuelFrame, committed: dict[str, int]
) -> tuple[Dist, Dist] | None:
    """Both sides' distributions with these wagers committed (the frame is put back)."""
    kept = duel.committed
    duel.committed = committed
    try:
        a = _side_dist(enc, duel, "attacker")
        d = _side_dist(enc, duel, "defender")
    finally:
        duel.committed = kept
    return None if a is None or d is None else (a, d)


def clash_chances(a: Dist, d: Dist) -> tuple[float, float, float]:
    """P(attacker wins), P(tie), P(defender wins) of one Duel Clash."""
    a_off, a_p = a
    d_off, d_p = d
    win = tie = 0.0
    below = 0.0  # P(D < current a value), built up as a rises
    j = 0
    for i, p in enumerate(a_p):
        value = a_off + i
        while j < len(d_p) and d_off + j < value:
            below += d_p[j]
            j += 1
        win += p * below
        k = value - d_off
        if 0 <= k < len(d_p):
            tie += p * d_p[k]
    return win, tie, max(0.0, 1.0 - win - tie)


def duel_win_chance(
    first: tuple[float, float, float],
    later: tuple[float, float, float],
    *,
    clash_no: int,
    redos: int,
    wins: tuple[int, int],
    redo_limit: int,
    stop_at_two: bool,
) -> tuple[float, float]:
    """The chances that the attacker and the defender win the Duel from here: this Duel
    Clash has the chances ``first``, every later one (a redo included) ``later``. A Duel that
    ends in a tie is won by no one. ``redo_limit`` 0 (the rules) redoes every tie before the
    third Duel Clash: a redo is the same fresh Duel Clash again, so its chances are those of
    the first result other than a tie (none if every clash ties: the Duel never ends)."""

    @cache
    def go(n: int, r: int, aw: int, dw: int, fresh: bool) -> tuple[float, float]:
        pw, pt, pl = later if fresh else first
        a_total = d_total = 0.0
        for p, who in ((pw, "attacker"), (pl, "defender")):
            if p <= 0.0:
                continue
            na, nd = (aw + 1, dw) if who == "attacker" else (aw, dw + 1)
            won = max(na, nd)
            if n >= 3 or (won >= 2 and stop_at_two):
                if na > nd:
                    a_total += p
                else:
                    d_total += p
                continue
            x, y = go(n + 1, 0, na, nd, True)
            a_total += p * x
            d_total += p * y
        if pt <= 0.0 or n >= 3:
            return a_total, d_total
        if not redo_limit:
            if fresh:  # ties until some other result: each result's share of the others
                return (a_total / (1.0 - pt), d_total / (1.0 - pt)) if pt < 1.0 else (0.0, 0.0)
            x, y = go(n, 0, aw, dw, True)
        elif r < redo_limit:
            x, y = go(n, r + 1, aw, dw, True)
        else:
            return a_total, d_total
        return a_total + pt * x, d_total + pt * y

    return go(clash_no, redos, wins[0], wins[1], False)


def wager_odds(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    """The chance that ``f``'s side wins the Duel if ``f`` wagers ``option``'s KP now."""
    from tenkaichi.dbu.combat.families.duel.duel import DuelFrame
    from tenkaichi.dbu.combat.families.duel.rolls import sides

    duel = enc.state.stack[-1] if enc.state.stack else None
    if not isinstance(duel, DuelFrame) or "kp" not in option.args:
        return None
    teams = sides(enc, duel)
    side = "attacker" if f.id in teams["attacker"] else "defender"
    if f.id not in teams[side]:
        return None
    seen = {fid: kp for fid, kp in duel.committed.items() if fid in teams[side] and fid != f.id}
    now = _with_wagers(enc, duel, {**seen, f.id: int(option.args["kp"])})
    bare = _with_wagers(enc, duel, {})
    if now is None or bare is None:
        return None
    a_wins, d_wins = duel_win_chance(
        clash_chances(*now),
        clash_chances(*bare),
        clash_no=duel.clash_no,
        redos=duel.redos,
        wins=(duel.wins["attacker"], duel.wins["defender"]),
        redo_limit=enc.settings.duel_redo_limit,
        stop_at_two=enc.settings.duel_stop_at_two_wins,
    )
    return OptionOdds(a_wins if side == "attacker" else d_wins, "win the Duel", note=NOTE)


def reaction_odds(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    """Answering the attack on the stack with a Duel (``option``: its Initiating Attack): the
    chance to win the Duel that would start, with no Ki Wager from anyone, no one joining and
    no Duel Escape (the Duel as ``duel._answer_duel`` starts it, put on the stack only while
    the numbers are read)."""
    from tenkaichi.dbu.combat.core.state import AttackFrame
    from tenkaichi.dbu.combat.families.duel.duel import DuelFrame

    attack = enc.state.stack[-1] if enc.state.stack else None
    if not isinstance(attack, AttackFrame) or "mode" not in option.args:
        return None
    duel = DuelFrame(
        attacker=attack.attacker,
        initiator=f.id,
        defenders=[f.id],
        choices={f.id: dict(option.args)},
        attacker_allies=[a for a in attack.united if a != attack.attacker],
    )
    enc.state.stack.append(duel)
    try:
        dists = _with_wagers(enc, duel, {})
    finally:
        enc.state.stack.pop()
    if dists is None:
        return None
    chances = clash_chances(*dists)
    _, d_wins = duel_win_chance(
        chances,
        chances,
        clash_no=1,
        redos=0,
        wins=(0, 0),
        redo_limit=enc.settings.duel_redo_limit,
        stop_at_two=enc.settings.duel_stop_at_two_wins,
    )
    return OptionOdds(d_wins, "win the Duel", note=NOTE)


__all__ = ["NOTE", "clash_chances", "duel_win_chance", "reaction_odds", "wager_odds"]
