"""Who is in a Duel Maneuver (seed 001), the stages before its first Duel Clash: ``escape``
(the attacker may answer with Duel Escape: Impulsive Clash, a win nullifies the attack and
gives back its Actions), ``join`` (other targets of the same attack may enter the Duel too),
``primary`` (several duelists pick the one who plays it) and ``unite`` (the defending
duelist's adjacent allies may join with United Attack). The frame's step and answers are in
:mod:`~tenkaichi.dbu.combat.families.duel.stages`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core.state import Fighter, Option
from tenkaichi.dbu.combat.families.advantages.lending import lending_techniques, start_lending
from tenkaichi.dbu.combat.families.duel.duel import DuelFrame, add_ally, duel_options, may_duel
from tenkaichi.dbu.combat.families.duel.rolls import attack_of, initiating_attack
from tenkaichi.dbu.combat.rules import clash, stats
from tenkaichi.dbu.combat.rules.costs import can_counter, mark_used
from tenkaichi.words import counted

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


def stage_escape(enc: Encounter, duel: DuelFrame) -> None:
    from tenkaichi.dbu.combat.rules.costs import within_limits

    duel.stage = "join"
    a = enc.fighter(duel.attacker)
    if can_counter(enc, a) and within_limits(enc, a, "duel_escape"):
        enc.ask(
            a.id,
            "duel_escape",
            f"{a.id}: {duel.initiator} answers your attack with a Duel. Escape it?",
            [
                Option("no_escape", "Accept the Duel"),
                Option(
                    "duel_escape",
                    f"Duel Escape (1 Counter Action): Impulsive Clash against {duel.initiator}",
                ),
            ],
        )


@clash.continuation("duel_escape")
def _escape_result(enc: Encounter, result: clash.ClashResult, ctx: dict[str, Any]) -> None:
    duel = enc.state.stack[-1]
    assert isinstance(duel, DuelFrame)
    if not result.initiator_wins:
        enc.emit(
            "duel",
            duel.attacker,
            f"{duel.attacker} fails to escape: the Duel goes on",
            duel="escape_failed",
        )
        return
    attack = attack_of(enc, duel)
    a = enc.fighter(duel.attacker)
    enc.state.stack.pop()
    stack = enc.state.stack
    del stack[next(i for i in range(len(stack) - 1, -1, -1) if stack[i] is attack)]
    a.actions += attack.actions
    a.counters += attack.counters
    enc.emit(
        "duel",
        a.id,
        f"{a.id} escapes the Duel: the attack is nullified and {a.id} regains "
        f"{counted(attack.actions, 'Action')} "
        f"(its {attack.kp + attack.wager + attack.modifier_kp} KP "
        "stay spent)",
        duel="escaped",
        actions=attack.actions,
    )


def join_candidates(enc: Encounter, duel: DuelFrame) -> list[Fighter]:
    attack = attack_of(enc, duel)
    side = enc.fighter(duel.initiator).side
    out = []
    for fid in attack.targets[attack.index :]:
        f = enc.fighter(fid)
        if (
            fid not in duel.defenders
            and fid not in duel.declined
            and f.side == side
            and may_duel(enc, attack, f)
        ):
            out.append(f)
    return out


def stage_join(enc: Encounter, duel: DuelFrame) -> None:
    candidates = join_candidates(enc, duel)
    if not candidates:
        duel.stage = "primary"
        return
    f = candidates[0]
    attack = attack_of(enc, duel)
    enc.ask(
        f.id,
        "duel_join",
        f"{f.id}: {duel.initiator} Duels {duel.attacker}'s attack. Enter the Duel too "
        "(a United Duel, 1 Counter Action)?",
        [
            Option("no_join", "Stay out (answer the attack as usual)"),
            *duel_options(enc, attack, f, "duel_join"),
        ],
    )


def stage_primary(enc: Encounter, duel: DuelFrame) -> None:
    duel.stage = "unite"
    if len(duel.defenders) == 1:
        duel.primary = duel.initiator
        return
    enc.ask(
        duel.initiator,
        "duel_primary",
        f"{duel.initiator}: who plays the United Duel? (the others wager up to 1/10 "
        "Max Capacity per Duel Clash)",
        [
            Option("duel_primary", f"{fid} is the primary duelist", {"fighter": fid})
            for fid in duel.defenders
        ],
    )


def united_candidates(enc: Encounter, duel: DuelFrame) -> list[Fighter]:
    """The defending duelist's allies who may join the Duel with United Attack ("When an Ally
    uses an Attacking Maneuver or Duel Maneuver while you are on an adjacent Square", seed
    001; "spends the Ki Points to use one to enter a Duel Maneuver", seed 003): the checks of
    :func:`team.can_unite` against the primary's Initiating Attack. A Power Duel has no
    Profile to match, so no one joins it."""
    from tenkaichi.dbu.combat.families.team.team import can_unite

    frame = initiating_attack(enc, duel, "defender")
    if frame is None:
        return []
    primary = enc.fighter(duel.primary or duel.initiator)
    taken = {*duel.defenders, *duel.defender_allies, *duel.declined_united}
    return [
        a
        for a in enc.in_initiative_order(enc.allies(primary))
        if a.id not in taken and can_unite(enc, a, primary, frame)
    ]


def stage_unite(enc: Encounter, duel: DuelFrame) -> None:
    from tenkaichi.dbu.combat.families.team.team import united_kp

    candidates = united_candidates(enc, duel)
    if not candidates:
        duel.stage = "start"
        return
    ally = candidates[0]
    primary = duel.primary or duel.initiator
    frame = initiating_attack(enc, duel, "defender")
    assert frame is not None
    options = [
        Option("no_unite", "No United Attack"),
        Option(
            "duel_united",
            f"United Attack (1 Action, {united_kp(enc, ally, frame)} KP): join {primary}'s Duel",
        ),
    ]
    for sig in lending_techniques(enc, ally, frame):
        kp = united_kp(enc, ally, frame, sig.name)
        if stats.can_spend(ally, kp):
            ranks = counted(stats.base_tier(enc, ally), "rank")
            options.append(
                Option(
                    "duel_united",
                    f"United Attack with {sig.name} (1 Action, {kp} KP): join {primary}'s Duel "
                    f"and lend up to {ranks} of its Advantages",
                    {"signature": sig.name},
                )
            )
    enc.ask(
        ally.id,
        "duel_united",
        f"{ally.id}: {primary} Duels {duel.attacker}'s attack. Join with United Attack?",
        options,
    )


def _unite(enc: Encounter, duel: DuelFrame, signature: str = "") -> None:
    """A defending duelist's ally joins with United Attack; joined with one of their
    Signature Techniques of the Initiating Attack's Profile (paying its KP), they then lend
    up to 1(bT) ranks of its Advantages to that Initiating Attack (seed 001)."""
    from tenkaichi.dbu.combat.families.team.team import united_kp

    ally = united_candidates(enc, duel)[0]
    frame = initiating_attack(enc, duel, "defender")
    assert frame is not None
    ally.actions -= 1
    ally.last_instant = True
    mark_used(ally, "united_attack")
    enc.emit(
        "maneuver",
        ally.id,
        f"{ally.id} joins {duel.primary or duel.initiator}'s Duel with United Attack"
        + (f" and {signature}" if signature else "")
        + " (1 Action)",
        maneuver="united_attack",
        duel=True,
    )
    stats.spend(enc, ally, united_kp(enc, ally, frame, signature), "United Attack")
    add_ally(enc, duel, ally)
    if signature:
        start_lending(enc, ally, frame.attacker, signature)
