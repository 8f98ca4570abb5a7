"""The stages of a Duel Maneuver (seed 001): how a
:class:`~tenkaichi.dbu.combat.families.duel.duel.DuelFrame` steps and is answered.

``escape`` -> ``join`` -> ``primary`` -> ``unite`` (who is in the Duel,
:mod:`~tenkaichi.dbu.combat.families.duel.joining`) -> ``start`` (the attacker's Ki Wager is
refunded) -> per Duel Clash: ``wager`` (secret Ki Wagers, asked one after the other, each seen
only by its own side) -> ``clash`` (reveal, roll, ties other than the third are redone, as
often as they come: a simulation's safety stop ``duel_redo_limit`` is no rule and off by
default) -> ``wound`` (the winner's
Wound Roll with every wager, or a Power Duel's Might) or ``tie``. The rolls themselves are in
:mod:`~tenkaichi.dbu.combat.families.duel.rolls`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.state import AttackFrame, Option
from tenkaichi.dbu.combat.families.duel.duel import RULES, DuelFrame, _pay, use_initiating_attack
from tenkaichi.dbu.combat.families.duel.joining import (
    _unite,
    join_candidates,
    stage_escape,
    stage_join,
    stage_primary,
    stage_unite,
    united_candidates,
)
from tenkaichi.dbu.combat.families.duel.rolls import (
    attack_of,
    hurt,
    initiating_attack,
    power_duel,
    roll_wound,
    sides,
)
from tenkaichi.dbu.combat.rules import clash, stats
from tenkaichi.dbu.combat.rules.costs import mark_used, pay_counter
from tenkaichi.dbu.combat.rules.damage import lose_life
from tenkaichi.dbu.combat.rules.said import Phrase
from tenkaichi.i18n.catalogue import Msg

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


def _step(enc: Encounter, duel: DuelFrame) -> None:
    attacker, initiator = enc.fighter(duel.attacker), enc.fighter(duel.primary or duel.initiator)
    if attacker.defeated or initiator.defeated:
        enc.state.stack.pop()
        enc.emit("duel", duel.attacker, Msg.of("dbu-duel-lapses"), duel="lapsed")
        return
    _STAGES[duel.stage](enc, duel)


def _stage_start(enc: Encounter, duel: DuelFrame) -> None:
    """The attacker regains KP and Capacity equal to the attack's Ki Wager, which is lost."""
    duel.stage = "wager"
    attack = attack_of(enc, duel)
    a = enc.fighter(duel.attacker)
    teams = sides(enc, duel)
    enc.emit(
        "duel",
        a.id,
        Msg.of(
            "dbu-duel-starts",
            attackers=" + ".join(teams["attacker"]),
            defenders=" + ".join(teams["defender"]),
            primary=duel.primary,
        ),
        duel="started",
        attackers=teams["attacker"],
        defenders=teams["defender"],
    )
    RULES["refund"](enc, attack, a)


def _stage_wager(enc: Encounter, duel: DuelFrame) -> None:
    order = sides(enc, duel)
    everyone = order["attacker"] + order["defender"]
    while duel.asked < len(everyone):
        f = enc.fighter(everyone[duel.asked])
        cap = RULES["wager_cap"](enc, duel, f)
        if cap > 0:
            enc.ask(
                f.id,
                "duel_wager",
                Msg.of("dbu-duel-ask-wager", fighter=f.id, clash=str(duel.clash_no), cap=str(cap)),
                [Option("duel_wager", wager_label(n), {"kp": n}) for n in range(cap + 1)],
            )
            return
        duel.committed[f.id] = 0
        duel.asked += 1
    duel.stage = "clash"


def wager_label(n: int) -> Msg:
    """A Ki Wager option: ``Ki Wager 3``, or ``No Ki Wager``."""
    return Msg.of("dbu-fa-ki-wager", kp=str(n)) if n else Msg.of("dbu-fa-no-ki-wager")


def _stage_clash(enc: Encounter, duel: DuelFrame) -> None:
    n = duel.clash_no
    wagers = dict(duel.committed)
    enc.emit(
        "duel",
        duel.attacker,
        Msg.of(
            "dbu-duel-revealed",
            clash=str(n),
            wagers=", ".join(f"{fid} {w}" for fid, w in wagers.items()),
        ),
        duel="revealed",
        clash=n,
        wagers=wagers,
    )
    for fid, w in wagers.items():
        why = Phrase(f"Duel Clash {n} Ki Wager", Msg.of("dbu-duel-why-wager", clash=str(n)))
        stats.spend(enc, enc.fighter(fid), w, why)
        if w:
            duel.wagered[fid] = duel.wagered.get(fid, 0) + w
    a_score, a_text = RULES["roll_side"](enc, duel, "attacker")
    d_score, d_text = RULES["roll_side"](enc, duel, "defender")
    winner = "attacker" if a_score > d_score else "defender" if d_score > a_score else ""
    duel.committed = {}
    duel.asked = 0
    duel.stage = "wager"
    said = (
        Msg.of(
            "dbu-duel-clash-won",
            clash=str(n),
            attacker=a_text,
            defender=d_text,
            winner=sides(enc, duel)[winner][0],
        )
        if winner
        else Msg.of("dbu-duel-clash-tied", clash=str(n), attacker=a_text, defender=d_text)
    )
    enc.emit(
        "clash",
        duel.attacker,
        said,
        roll="duel_clash",
        clash=n,
        scores=[a_score, d_score],
        winner=winner,
    )
    if not winner:
        limit = enc.settings.duel_redo_limit
        stopped = n < 3 and bool(limit) and duel.redos >= limit
        if n >= 3 or stopped:
            if stopped:
                enc.emit(
                    "duel",
                    duel.attacker,
                    Msg.of("dbu-duel-safety-stop", n=limit, count=str(limit)),
                    duel="safety_stop",
                    limit=limit,
                    safety_stop="duel_redo_limit",
                )
            duel.total += sum(wagers.values())
            duel.stage = "tie"
            return
        duel.redos += 1
        for fid, w in wagers.items():
            if w:
                refund = Msg.of("dbu-duel-why-tie-refund")
                stats.gain_ki(enc, enc.fighter(fid), w, refund, capacity=w)
                duel.wagered[fid] -= w
        enc.emit(
            "duel", duel.attacker, Msg.of("dbu-duel-redone", clash=str(n)), duel="redo", clash=n
        )
        return
    duel.redos = 0
    duel.total += sum(wagers.values())
    duel.wins[winner] += 1
    enc.emit(
        "duel",
        duel.attacker,
        Msg.of(
            "dbu-duel-score",
            attacker=duel.attacker,
            attacker_wins=str(duel.wins["attacker"]),
            defender=duel.primary,
            defender_wins=str(duel.wins["defender"]),
        ),
        duel="score",
        wins=dict(duel.wins),
    )
    if n >= 3 or (duel.wins[winner] >= 2 and enc.settings.duel_stop_at_two_wins):
        duel.stage = "wound"
    else:
        duel.clash_no += 1


def _stage_tie(enc: Encounter, duel: DuelFrame) -> None:
    """A third tie: everyone in the Duel loses Life equal to ½ of all the wagers."""
    everyone = [x for team in sides(enc, duel).values() for x in team]
    enc.state.stack.pop()
    loss = duel.total // 2
    enc.emit(
        "duel",
        duel.attacker,
        Msg.of("dbu-duel-tie", total=str(duel.total), loss=str(loss)),
        duel="tie",
        total=duel.total,
        loss=loss,
    )
    for fid in everyone:
        lose_life(enc, enc.fighter(fid), loss, by=None, why=Msg.of("dbu-duel-why-tied"))


_FRESH: dict[str, Any] = {
    "united": [],
    "united_wagers": {},
    "stand_in": "",
    "stand_in_mode": "",
}
"""Attack fields the Duel's Wound starts afresh: United Attack's ½ Modifier becomes ¼ on the
winner's Wound Roll (``RULES["united_wound"]``), its wagers became Duel Clash wagers (in the
Duel's total), and no Intervene stands in for a duelist."""


def _stage_wound(enc: Encounter, duel: DuelFrame) -> None:
    teams = sides(enc, duel)
    won = "attacker" if duel.wins["attacker"] > duel.wins["defender"] else "defender"
    lost = "defender" if won == "attacker" else "attacker"
    winner = enc.fighter(teams[won][0])
    losers = [enc.fighter(x) for x in teams[lost]]
    found = initiating_attack(enc, duel, won)
    enc.state.stack.pop()
    enc.emit(
        "duel",
        winner.id,
        Msg.of(
            "dbu-duel-won",
            fighter=winner.id,
            won=str(duel.wins[won]),
            lost=str(duel.wins[lost]),
            total=str(duel.total),
        ),
        duel="won",
        winner=winner.id,
        total=duel.total,
    )
    if found is None:
        power_duel(enc, duel, winner, losers)
        return
    frame = replace(
        found,
        targets=[x.id for x in losers],
        aim=losers[0].id,
        index=0,
        wager=duel.total,
        wound_score=-1,
        extra_hits=0,
        reaction="duel",
        crit_strike=False,
        **{k: v for k, v in _FRESH.items() if k in AttackFrame.__dataclass_fields__},
    )
    wound = roll_wound(enc, frame, winner, RULES["united_wound"](enc, duel, won, found))
    for loser in losers:
        hurt(enc, frame, winner, loser, wound)


# --- answers -----------------------------------------------------------------------------


def _answer(enc: Encounter, duel: DuelFrame, option: Option) -> None:
    kind = option.kind
    if kind == "duel_escape":
        a = enc.fighter(duel.attacker)
        mark_used(a, "duel_escape")
        pay_counter(enc, a, "Duel Escape")
        clash.start(
            enc,
            a,
            enc.fighter(duel.initiator),
            initiator_roll="impulsive",
            defender_rolls=("impulsive",),
            why="Duel Escape",
            then="duel_escape",
        )
    elif kind == "duel_join":
        f = enc.fighter(join_candidates(enc, duel)[0].id)
        _pay(enc, f, option)
        duel.defenders.append(f.id)
        duel.choices[f.id] = dict(option.args)
        attack = attack_of(enc, duel)
        attack.targets.remove(f.id)
        enc.emit(
            "duel", f.id, Msg.of("dbu-duel-enters", fighter=f.id, option=option.said), duel="joined"
        )
        use_initiating_attack(enc, duel, f)
    elif kind == "no_join":
        duel.declined.append(join_candidates(enc, duel)[0].id)
    elif kind == "duel_primary":
        duel.primary = option.args["fighter"]
    elif kind == "duel_united":
        _unite(enc, duel, str(option.args.get("signature", "")))
    elif kind == "no_unite":
        duel.declined_united.append(united_candidates(enc, duel)[0].id)
    elif kind == "duel_wager":
        order = sides(enc, duel)
        f = enc.fighter((order["attacker"] + order["defender"])[duel.asked])
        duel.committed[f.id] = option.args["kp"]
        duel.asked += 1
        enc.emit(
            "duel",
            f.id,
            Msg.of(
                "dbu-duel-committed",
                fighter=f.id,
                kp=str(option.args["kp"]),
                clash=str(duel.clash_no),
            ),
            visible_to=(f.side,),
            duel="committed",
            clash=duel.clash_no,
            wager=option.args["kp"],
        )


_STAGES: dict[str, Callable[[Encounter, DuelFrame], None]] = {
    "escape": stage_escape,
    "join": stage_join,
    "primary": stage_primary,
    "unite": stage_unite,
    "start": _stage_start,
    "wager": _stage_wager,
    "clash": _stage_clash,
    "wound": _stage_wound,
    "tie": _stage_tie,
}


hooks.frame(DuelFrame, _step, _answer)
