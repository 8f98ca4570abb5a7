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
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


UNITED, DUEL_ESCAPE = Term("United Attack"), Term("Duel Escape")


def stage_escape(enc: Encounter, duel: DuelFrame) -> None:
    from tenkaichi.dbu.combat.rules.costs import within_limits

    duel.stage = "join"
    a = enc.fighter(duel.attacker)
    if can_counter(enc, a) and within_limits(enc, a, "duel_escape"):
        enc.ask(
            a.id,
            "duel_escape",
            Msg.of("dbu-duel-ask-escape", fighter=a.id, initiator=duel.initiator),
            [
                Option("no_escape", Msg.of("dbu-duel-accept")),
                Option(
                    "duel_escape",
                    Msg.of("dbu-duel-escape-option", escape=DUEL_ESCAPE, initiator=duel.initiator),
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
            Msg.of("dbu-duel-escape-fails", fighter=duel.attacker),
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
        Msg.of(
            "dbu-duel-escaped",
            fighter=a.id,
            actions=Msg.of("dbu-fa-actions", n=attack.actions, count=str(attack.actions)),
            kp=str(attack.kp + attack.wager + attack.modifier_kp),
        ),
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
        Msg.of("dbu-duel-ask-join", fighter=f.id, initiator=duel.initiator, attacker=duel.attacker),
        [
            Option("no_join", Msg.of("dbu-duel-stay-out")),
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
        Msg.of("dbu-duel-ask-primary", fighter=duel.initiator),
        [
            Option("duel_primary", Msg.of("dbu-duel-primary", fighter=fid), {"fighter": fid})
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
        Option("no_unite", Msg.of("dbu-fa-no-united", united=UNITED)),
        Option(
            "duel_united",
            Msg.of(
                "dbu-duel-united",
                united=UNITED,
                kp=str(united_kp(enc, ally, frame)),
                primary=primary,
            ),
        ),
    ]
    for sig in lending_techniques(enc, ally, frame):
        kp = united_kp(enc, ally, frame, sig.name)
        if stats.can_spend(ally, kp):
            ranks = stats.base_tier(enc, ally)
            options.append(
                Option(
                    "duel_united",
                    Msg.of(
                        "dbu-duel-united-lending",
                        united=UNITED,
                        signature=Term(sig.name),
                        kp=str(kp),
                        primary=primary,
                        n=ranks,
                        count=str(ranks),
                    ),
                    {"signature": sig.name},
                )
            )
    enc.ask(
        ally.id,
        "duel_united",
        Msg.of(
            "dbu-duel-ask-united",
            fighter=ally.id,
            primary=primary,
            attacker=duel.attacker,
            united=UNITED,
        ),
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
        Msg.of(
            "dbu-duel-joins-united-with",
            fighter=ally.id,
            primary=duel.primary or duel.initiator,
            united=UNITED,
            signature=Term(signature),
        )
        if signature
        else Msg.of(
            "dbu-duel-joins-united",
            fighter=ally.id,
            primary=duel.primary or duel.initiator,
            united=UNITED,
        ),
        maneuver="united_attack",
        duel=True,
    )
    stats.spend(enc, ally, united_kp(enc, ally, frame, signature), "United Attack")
    add_ally(enc, duel, ally)
    if signature:
        start_lending(enc, ally, frame.attacker, signature)
