"""The Duel and Duel Escape Counter Maneuvers (seed 001).

A target of an Attacking Maneuver with 2+ Energy Charges or a Ki Wager of 10(bT)+ may answer
with a Duel (1 Counter Action), paying the KP of an Attacking Maneuver of the same Foundation
(Energy and Magic count as one): a Basic Attack Profile, a Signature Technique, or nothing at
all for a Power Duel. The duel replaces that target's Clash and Wound: the attack frame moves
on to its next target and a :class:`DuelFrame` resolves on top of it:

``escape`` (the attacker may answer with Duel Escape: Impulsive Clash, a win nullifies the
attack and gives back its Actions) -> ``join`` (other targets of the same attack may enter the
Duel too) -> ``primary`` (several duelists pick the one who plays it) -> ``unite`` (the
defending duelist's adjacent allies may join with United Attack) -> ``start`` (the
attacker's Ki Wager is refunded) -> per Duel Clash: ``wager`` (secret Ki Wagers, asked one
after the other, each seen only by its own side) -> ``clash`` (reveal, roll, ties are redone)
-> ``wound`` (the winner's Wound Roll with every wager, or a Power Duel's Might) or ``tie``.

"You may trigger any effects that would occur upon using an Attacking Maneuver when initiating
a Duel Maneuver, as if you had used your Initiating Attack" (seed 001): a defending duelist's
Initiating Attack (kept in ``DuelFrame.initiating``) counts as an Attacking Maneuver used this
round (a Basic Attack's Profile limit, Signature Technique [1/Round], Diminishing Offense, a
Minion's one attack) and the attack-declared effects run on it: Surging's Energy Charge on an
attack at its Focus, Triggered Maneuvers set off by "an attack", Charging Assault (Blitz), and
dbu-1's Hidden reveal. United Attack joins the Duel in its own ``unite`` stage.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.state import AttackFrame, ExtFrame, Fighter, Option
from tenkaichi.dbu.combat.families.duel.rolls import (
    attack_of,
    hurt,
    initiating_attack,
    power_duel,
    power_duel_ends,
    roll_side,
    roll_wound,
    sides,
    wager_cap,
)
from tenkaichi.dbu.combat.rules import clash, legality, stats
from tenkaichi.dbu.combat.rules.attack_clash import total_charges
from tenkaichi.dbu.combat.rules.costs import attack_kp, can_counter, mark_used, pay_counter
from tenkaichi.dbu.combat.rules.damage import lose_life
from tenkaichi.dbu.combat.rules.legality import AttackChoice

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


@dataclass(slots=True)
class DuelFrame(ExtFrame):
    """A Duel Maneuver between an attacker (and their United Attack allies) and the targets
    who answered with a Duel."""

    attacker: str = ""
    initiator: str = ""
    """The target who answered with the Duel first (Duel Escape clashes with them)."""
    defenders: list[str] = field(default_factory=list)
    """Every target who entered the Duel, the initiator first."""
    choices: dict[str, dict[str, Any]] = field(default_factory=dict)
    """Each defender's Initiating Attack: mode basic/signature/power and its arguments."""
    attacker_allies: list[str] = field(default_factory=list)
    """United Attack joiners of the attack: they wager beside the attacker."""
    defender_allies: list[str] = field(default_factory=list)
    """United Attack joiners on the defending side (see :func:`add_ally`)."""
    primary: str = ""
    stage: str = "escape"
    asked: int = 0
    declined: list[str] = field(default_factory=list)
    declined_united: list[str] = field(default_factory=list)
    """Allies of the defending duelist who chose not to join with United Attack."""
    clash_no: int = 1
    redos: int = 0
    wins: dict[str, int] = field(default_factory=lambda: {"attacker": 0, "defender": 0})
    committed: dict[str, int] = field(default_factory=dict)
    """This Duel Clash's secret wagers, by fighter (hidden until the reveal)."""
    total: int = 0
    """Every wager spent so far (a tie's refunded wagers do not count)."""
    wagered: dict[str, int] = field(default_factory=dict)
    """Each fighter's Ki Wagers spent so far in this Duel (refunded ones taken off)."""
    initiating: dict[str, AttackFrame] = field(default_factory=dict)
    """Each defending duelist's Initiating Attack (none for a Power Duel), used when they
    entered the Duel; its on-use effects (Surging's Energy Charge...) stay on it."""


# --- entry: the Duel answer to an attack -------------------------------------------------


def heavy(enc: Encounter, frame: AttackFrame) -> bool:
    """2+ Energy Charges, or a Ki Wager of 10(bT) or more (setting ``duel_wager_tier``)."""
    if total_charges(enc, frame) >= 2:
        return True
    whose = frame.attacker
    if enc.settings.duel_wager_tier == "target" and frame.targets:
        whose = frame.targets[min(frame.index, len(frame.targets) - 1)]
    return frame.wager >= 10 * stats.base_tier(enc, enc.fighter(whose))


def _may_duel(enc: Encounter, frame: AttackFrame, target: Fighter) -> bool:
    from tenkaichi.dbu.combat.rules.costs import within_limits

    attacker = enc.fighter(frame.attacker)
    return (
        not attacker.defeated
        and attacker.side != target.side
        and can_counter(enc, target)
        and within_limits(enc, target, "duel")
        and RULES["heavy"](enc, frame)
    )


def answer_choices(enc: Encounter, frame: AttackFrame, f: Fighter) -> list[AttackChoice]:
    """The Initiating Attacks ``f`` may answer with: an Attacking Maneuver of the incoming
    attack's Foundation (Energy and Magic count as one), a Basic Attack or a Signature
    Technique, that ``f`` may make (:func:`legality.attack_choices`: a Counter Action pays,
    the per-round limits do not apply) and afford."""
    group = ("physical",) if frame.foundation == "physical" else ("energy", "magic")
    return legality.attack_choices(enc, f, via="counter", limits=False, foundations=group)


def power_duel_allowed(enc: Encounter, frame: AttackFrame, f: Fighter) -> bool:
    """Power Duel: forgo the Initiating Attack and contest with pure might (seed 001)."""
    return True


def duel_options(enc: Encounter, frame: AttackFrame, f: Fighter, kind: str) -> list[Option]:
    """The Initiating Attacks ``f`` may answer with (``RULES["answers"]``), and Power Duel."""
    out: list[Option] = []
    for c in RULES["answers"](enc, frame, f):
        if c.mode == "signature":
            out.append(
                Option(
                    kind,
                    f"Duel with {c.signature} ({c.profile}, {c.foundation}), {c.kp} KP",
                    {"mode": "signature", "signature": c.signature},
                )
            )
        else:
            out.append(
                Option(
                    kind,
                    f"Duel with a {c.profile} ({c.foundation}) Basic Attack, {c.kp} KP",
                    {"mode": "basic", "profile": c.profile, "foundation": c.foundation},
                )
            )
    if RULES["power_duel"](enc, frame, f):
        out.append(Option(kind, "Power Duel (no Initiating Attack, 0 KP)", {"mode": "power"}))
    return out


def _reaction_options(enc: Encounter, frame: AttackFrame, target: Fighter) -> list[Option]:
    if not _may_duel(enc, frame, target):
        return []
    return duel_options(enc, frame, target, "duel")


def refund_wagers(enc: Encounter, attack: AttackFrame, a: Fighter) -> None:
    """The attacking Character regains Ki Points and Capacity equal to their initial Ki
    Wager, losing the Ki Wager in the process (seed 001)."""
    if attack.wager:
        refund = attack.wager
        attack.wager = 0
        stats.gain_ki(enc, a, refund, "the Duel refunds the Ki Wager", capacity=refund)


RULES: dict[str, Callable[..., Any]] = {
    "heavy": heavy,
    "answers": answer_choices,
    "power_duel": power_duel_allowed,
    "refund": refund_wagers,
    "wager_cap": wager_cap,
    "roll_side": roll_side,
}
"""The parts of the Duel Maneuver an edition may replace (``hooks.override``; dbu-1's are in
:mod:`tenkaichi.dbu.combat.editions.dbu1.duel`)."""


def _pay(enc: Encounter, f: Fighter, option: Option) -> None:
    """1 Counter Action and the KP of the chosen Initiating Attack."""
    mark_used(f, "duel")
    pay_counter(enc, f, "Duel")
    args = option.args
    if args["mode"] == "basic":
        stats.spend(enc, f, attack_kp(enc, f, args["profile"]), "the Duel's Initiating Attack")
    elif args["mode"] == "signature":
        sig = next(s for s in stats.sheet(enc, f).signatures if s.name == args["signature"])
        stats.spend(enc, f, attack_kp(enc, f, sig.profile, sig.name), f"Duel with {sig.name}")


@hooks.reaction_answer("duel")
def _answer_duel(enc: Encounter, frame: AttackFrame, target: Fighter, option: Option) -> None:
    _pay(enc, target, option)
    enc.emit(
        "duel",
        target.id,
        f"{target.id} answers {frame.attacker}'s attack with a Duel: {option.label}",
        duel="initiated",
        attacker=frame.attacker,
        **option.args,
    )
    frame.index += 1  # the Duel replaces this target's Clash and Wound
    frame.stage = "react"
    duel = DuelFrame(
        attacker=frame.attacker,
        initiator=target.id,
        defenders=[target.id],
        choices={target.id: dict(option.args)},
        attacker_allies=[a for a in getattr(frame, "united", []) if a != frame.attacker],
    )
    enc.state.stack.append(duel)
    use_initiating_attack(enc, duel, target)


def use_initiating_attack(enc: Encounter, duel: DuelFrame, f: Fighter) -> None:
    """A defending duelist's Initiating Attack is used "as if" made (seed 001): it counts for
    the round's limits and Diminishing Offense, and the attack-declared effects run on it
    (frames they push resolve before the Duel goes on)."""
    from tenkaichi.dbu.combat.families.duel.rolls import initiating_frame
    from tenkaichi.dbu.combat.rules.attack_options import count_attack

    frame = initiating_frame(enc, duel, f)
    if frame is None:
        return
    duel.initiating[f.id] = frame
    kind = "signature" if frame.signature else "basic"
    mark_used(f, "signature" if frame.signature else "basic_attack")
    count_attack(enc, f, kind, frame.profile)
    for hook in REGISTRY.attack_declared:
        hook(enc, frame, f)


def add_ally(enc: Encounter, duel: DuelFrame, ally: Fighter) -> None:
    """A United Attack joined to the defending side's Duel Maneuver (team play calls this)."""
    if ally.id not in duel.defender_allies:
        duel.defender_allies.append(ally.id)


# --- the frame ---------------------------------------------------------------------------


def _step(enc: Encounter, duel: DuelFrame) -> None:
    attacker, initiator = enc.fighter(duel.attacker), enc.fighter(duel.primary or duel.initiator)
    if attacker.defeated or initiator.defeated:
        enc.state.stack.pop()
        enc.emit("duel", duel.attacker, "The Duel lapses: a duelist is Defeated", duel="lapsed")
        return
    _STAGES[duel.stage](enc, duel)


def _stage_escape(enc: Encounter, duel: DuelFrame) -> None:
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
        f"{attack.actions} Action(s) (its {attack.kp + attack.wager + attack.modifier_kp} KP "
        "stay spent)",
        duel="escaped",
        actions=attack.actions,
    )


def _join_candidates(enc: Encounter, duel: DuelFrame) -> list[Fighter]:
    attack = attack_of(enc, duel)
    side = enc.fighter(duel.initiator).side
    out = []
    for fid in attack.targets[attack.index :]:
        f = enc.fighter(fid)
        if (
            fid not in duel.defenders
            and fid not in duel.declined
            and f.side == side
            and _may_duel(enc, attack, f)
        ):
            out.append(f)
    return out


def _stage_join(enc: Encounter, duel: DuelFrame) -> None:
    candidates = _join_candidates(enc, duel)
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


def _stage_primary(enc: Encounter, duel: DuelFrame) -> None:
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


def _united_candidates(enc: Encounter, duel: DuelFrame) -> list[Fighter]:
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


def _stage_unite(enc: Encounter, duel: DuelFrame) -> None:
    from tenkaichi.dbu.combat.families.team.team import united_kp

    candidates = _united_candidates(enc, duel)
    if not candidates:
        duel.stage = "start"
        return
    ally = candidates[0]
    primary = duel.primary or duel.initiator
    frame = initiating_attack(enc, duel, "defender")
    assert frame is not None
    enc.ask(
        ally.id,
        "duel_united",
        f"{ally.id}: {primary} Duels {duel.attacker}'s attack. Join with United Attack?",
        [
            Option("no_unite", "No United Attack"),
            Option(
                "duel_united",
                f"United Attack (1 Action, {united_kp(enc, ally, frame)} KP): join {primary}'s "
                "Duel",
            ),
        ],
    )


def _unite(enc: Encounter, duel: DuelFrame) -> None:
    from tenkaichi.dbu.combat.families.team.team import united_kp

    ally = _united_candidates(enc, duel)[0]
    frame = initiating_attack(enc, duel, "defender")
    assert frame is not None
    ally.actions -= 1
    ally.last_instant = True
    mark_used(ally, "united_attack")
    enc.emit(
        "maneuver",
        ally.id,
        f"{ally.id} joins {duel.primary or duel.initiator}'s Duel with United Attack (1 Action)",
        maneuver="united_attack",
        duel=True,
    )
    stats.spend(enc, ally, united_kp(enc, ally, frame), "United Attack")
    add_ally(enc, duel, ally)


def _stage_start(enc: Encounter, duel: DuelFrame) -> None:
    """The attacker regains KP and Capacity equal to the attack's Ki Wager, which is lost."""
    duel.stage = "wager"
    attack = attack_of(enc, duel)
    a = enc.fighter(duel.attacker)
    teams = sides(enc, duel)
    enc.emit(
        "duel",
        a.id,
        f"Duel: {' + '.join(teams['attacker'])} against {' + '.join(teams['defender'])}, "
        f"best of 3 Duel Clashes ({duel.primary} plays for the defenders)",
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
                f"{f.id}: secret Ki Wager for Duel Clash {duel.clash_no} (up to {cap}); "
                "no one else learns it before the Duel Clash",
                [
                    Option("duel_wager", f"Ki Wager {n}" if n else "No Ki Wager", {"kp": n})
                    for n in range(cap + 1)
                ],
            )
            return
        duel.committed[f.id] = 0
        duel.asked += 1
    duel.stage = "clash"


def _stage_clash(enc: Encounter, duel: DuelFrame) -> None:
    n = duel.clash_no
    wagers = dict(duel.committed)
    enc.emit(
        "duel",
        duel.attacker,
        f"Duel Clash {n}: the Ki Wagers are revealed: "
        + ", ".join(f"{fid} {w}" for fid, w in wagers.items()),
        duel="revealed",
        clash=n,
        wagers=wagers,
    )
    for fid, w in wagers.items():
        stats.spend(enc, enc.fighter(fid), w, f"Duel Clash {n} Ki Wager")
        if w:
            duel.wagered[fid] = duel.wagered.get(fid, 0) + w
    a_score, a_text = RULES["roll_side"](enc, duel, "attacker")
    d_score, d_text = RULES["roll_side"](enc, duel, "defender")
    winner = "attacker" if a_score > d_score else "defender" if d_score > a_score else ""
    duel.committed = {}
    duel.asked = 0
    duel.stage = "wager"
    outcome = f"{sides(enc, duel)[winner][0]} wins" if winner else "a tie"
    enc.emit(
        "clash",
        duel.attacker,
        f"Duel Clash {n}: {a_text} vs {d_text}: {outcome}",
        roll="duel_clash",
        clash=n,
        scores=[a_score, d_score],
        winner=winner,
    )
    if not winner:
        if n >= 3 or duel.redos >= enc.settings.duel_redo_limit:
            duel.total += sum(wagers.values())
            duel.stage = "tie"
            return
        duel.redos += 1
        for fid, w in wagers.items():
            if w:
                stats.gain_ki(enc, enc.fighter(fid), w, "tied Duel Clash refund", capacity=w)
                duel.wagered[fid] -= w
        enc.emit("duel", duel.attacker, f"Duel Clash {n} is redone", duel="redo", clash=n)
        return
    duel.redos = 0
    duel.total += sum(wagers.values())
    duel.wins[winner] += 1
    enc.emit(
        "duel",
        duel.attacker,
        f"Duel Clashes won: {duel.attacker} {duel.wins['attacker']}, "
        f"{duel.primary} {duel.wins['defender']}",
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
        f"The Duel ends in a tie: everyone loses ½ of the {duel.total} KP wagered = {loss} Life",
        duel="tie",
        total=duel.total,
        loss=loss,
    )
    for fid in everyone:
        lose_life(enc, enc.fighter(fid), loss, by=None, why="tied Duel")


_FRESH: dict[str, Any] = {
    "united": [],
    "united_wagers": {},
    "stand_in": "",
    "stand_in_mode": "",
}
"""Attack fields the Duel's Wound starts afresh: United Attack's ½ Modifier and wagers became
United Duel bonuses, and no Intervene stands in for a duelist."""


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
        f"{winner.id} wins the Duel {duel.wins[won]}-{duel.wins[lost]} "
        f"(Ki Wagers in all: {duel.total})",
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
    wound = roll_wound(enc, frame, winner)
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
        f = enc.fighter(_join_candidates(enc, duel)[0].id)
        _pay(enc, f, option)
        duel.defenders.append(f.id)
        duel.choices[f.id] = dict(option.args)
        attack = attack_of(enc, duel)
        attack.targets.remove(f.id)
        enc.emit("duel", f.id, f"{f.id} enters the Duel: {option.label}", duel="joined")
        use_initiating_attack(enc, duel, f)
    elif kind == "no_join":
        duel.declined.append(_join_candidates(enc, duel)[0].id)
    elif kind == "duel_primary":
        duel.primary = option.args["fighter"]
    elif kind == "duel_united":
        _unite(enc, duel)
    elif kind == "no_unite":
        duel.declined_united.append(_united_candidates(enc, duel)[0].id)
    elif kind == "duel_wager":
        order = sides(enc, duel)
        f = enc.fighter((order["attacker"] + order["defender"])[duel.asked])
        duel.committed[f.id] = option.args["kp"]
        duel.asked += 1
        enc.emit(
            "duel",
            f.id,
            f"{f.id} records a secret Ki Wager of {option.args['kp']} for Duel Clash "
            f"{duel.clash_no}",
            visible_to=(f.side,),
            duel="committed",
            clash=duel.clash_no,
            wager=option.args["kp"],
        )


_STAGES: dict[str, Callable[[Encounter, DuelFrame], None]] = {
    "escape": _stage_escape,
    "join": _stage_join,
    "primary": _stage_primary,
    "unite": _stage_unite,
    "start": _stage_start,
    "wager": _stage_wager,
    "clash": _stage_clash,
    "wound": _stage_wound,
    "tie": _stage_tie,
}

REGISTRY.reaction_options.append(_reaction_options)
REGISTRY.life_lost.append(power_duel_ends)
hooks.frame(DuelFrame, _step, _answer)
