"""Initiative, rounds, turns and their Effect / Act / End phases (seed 003 step by step;
action economy from seed 001)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.state import Effect, Expiry, ExtFrame, Fighter, Option, UpkeepFrame
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.rolls import dice_said
from tenkaichi.dbu.combat.rules.said import names, note_said
from tenkaichi.dice.roller import roll
from tenkaichi.errors import RuleViolation
from tenkaichi.i18n.catalogue import Msg, Seq

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

STANDARD_ACTIONS = 3
COUNTER_ACTIONS = 1
MINION_ACTIONS = 2


MAX_ROLL_OFFS = 1000
"""Roll-offs for one Initiative tie before the engine gives up: a seeded generator never gets
near it (ten ties in a row are one chance in ten billion); only fixed dice that repeat can."""


def _initiative_bonus(enc: Encounter, f: Fighter) -> tuple[int, int]:
    """Half the Agility Modifier (seed 003; the Score by setting), and the Agility Score for
    ties."""
    score = stats.sheet(enc, f).attributes.agility
    if enc.settings.initiative_attribute == "modifier":
        return stats.derived(enc, f).modifiers["agility"] // 2, score
    return score // 2, score


def begin_encounter(enc: Encounter) -> None:
    """Roll Initiative; if anyone is surprised, the fight opens with a surprise round in which
    they are Guard Down."""
    roll_initiative(enc)
    s = enc.state
    s.surprise_round = any(f.surprised for f in s.fighters)
    if s.surprise_round:
        for f in s.fighters:
            if f.surprised:
                stats.add_effect(enc, f, Effect("guard_down", "surprised", Expiry("surprise")))


def roll_initiative(enc: Encounter) -> None:
    """A solid d10 + ½ Agility, no Tier dice (seed 003); one roll per group of identical NPCs;
    ties by the higher Agility Score, then d10 roll-offs; Minions act right after their
    Master."""
    s = enc.state
    groups: dict[str, list[Fighter]] = {}
    for f in s.fighters:
        groups.setdefault(f.group or f.id, []).append(f)
    rolled: list[tuple[int, int, list[Fighter]]] = []
    for members in groups.values():
        bonus, agility = _initiative_bonus(enc, members[0])
        enc.rolling(members[0].id, "Initiative")
        r = roll("1d10s", rng=enc.rng)  # seed 003: "Roll a solid d10"
        score = r.total + bonus
        for f in members:
            f.initiative = score
        who = _group_name(enc, members)
        modifier = enc.settings.initiative_attribute == "modifier"
        enc.emit(
            "initiative",
            members[0].id,
            Msg.of(
                "dbu-initiative-modifier" if modifier else "dbu-initiative-score",
                who=who,
                natural=str(r.total),
                bonus=str(bonus),
                score=str(score),
                group=Msg.of("dbu-initiative-group", n=len(members), count=str(len(members)))
                if len(members) > 1
                else "",
            ),
            score=score,
            natural=r.total,
            group=[m.id for m in members],
        )
        rolled.append((score, agility, members))
    # ties: higher Agility Score, then roll-offs until broken
    rolled.sort(key=lambda t: (-t[0], -t[1]))
    ordered: list[list[Fighter]] = []
    for tied in _runs([(t[:2], t[2]) for t in rolled]):
        ordered.extend(_roll_off(enc, tied) if len(tied) > 1 else tied)
    order = [f.id for members in ordered for f in members]
    # Minions with their Master present act right after the Master.
    minions = [f for f in s.fighters if f.master and stats.sheet(enc, f).minion]
    for m in minions:
        order.remove(m.id)
    for m in reversed(minions):
        order.insert(order.index(m.master) + 1, m.id)
    s.order = order
    enc.emit("initiative", "", Msg.of("dbu-initiative-order", order=names(order)), order=order)
    _initiative_advantage(enc)


def _group_name(enc: Encounter, members: list[Fighter]) -> str:
    """Who rolls one Initiative: a fighter by name; identical NPCs by their sheet's name."""
    if len(members) == 1:
        return members[0].id
    return str(stats.sheet(enc, members[0]).name)


def _runs(ranked: list[tuple[object, list[Fighter]]]) -> list[list[list[Fighter]]]:
    """Split a list sorted by key into runs of equal keys, keeping the order."""
    runs: list[list[list[Fighter]]] = []
    last: object = None
    for key, members in ranked:
        if runs and key == last:
            runs[-1].append(members)
        else:
            runs.append([members])
        last = key
    return runs


def _roll_off(enc: Encounter, tied: list[list[Fighter]]) -> list[list[Fighter]]:
    """Seed 003: "both will roll a d10 and the highest result wins". The d10 is not called
    solid, so it can Critical and Botch; it names its die, so no Tier dice. Ties that remain
    roll again, round after round (a loop, never recursion), until every place is decided; a
    tie still unbroken after ``MAX_ROLL_OFFS`` rounds is an error (fixed dice that repeat)."""
    order: list[list[list[Fighter]]] = [tied]
    """Groups by finishing place; a group of more than one is still tied."""
    rounds = 0
    while any(len(group) > 1 for group in order):
        rounds += 1
        if rounds > MAX_ROLL_OFFS:
            names = ", ".join(m[0].id for group in order if len(group) > 1 for m in group)
            raise RuleViolation(
                f"the Initiative tie between {names} is still unbroken after "
                f"{MAX_ROLL_OFFS} roll-offs: the fixed dice repeat"
            )
        nxt: list[list[list[Fighter]]] = []
        for group in order:
            if len(group) == 1:
                nxt.append(group)
                continue
            results: list[tuple[int, list[Fighter]]] = []
            for members in group:
                enc.rolling(members[0].id, "Initiative roll-off")
                r = roll("1d10", rng=enc.rng)
                results.append((r.total, members))
                enc.emit(
                    "initiative",
                    members[0].id,
                    Msg.of(
                        "dbu-roll-off",
                        fighter=members[0].id,
                        rolled=dice_said(r),
                        total=str(r.total),
                    ),
                    rolloff=r.total,
                )
            results.sort(key=lambda t: -t[0])
            nxt.extend(_runs([(score, members) for score, members in results]))
        order = nxt
    return [group[0] for group in order]


def _initiative_advantage(enc: Encounter) -> None:
    """+1 Action if 10+ above the best enemy Initiative; +1 per base Tier above the
    strongest enemy's base Tier (seed 003)."""
    for f in enc.state.fighters:
        enemies = [o for o in enc.state.fighters if o.side != f.side]
        bonus = 0
        why: list[Msg] = []
        if f.initiative >= max(o.initiative for o in enemies) + 10:
            bonus += 1
            why.append(Msg.of("dbu-advantage-initiative"))
        top = max(stats.base_tier(enc, o) for o in enemies)
        above = stats.base_tier(enc, f) - top
        if above > 0:
            bonus += above
            why.append(Msg.of("dbu-advantage-tiers", n=above, count=str(above)))
        f.bonus_actions = bonus
        if bonus:
            enc.emit(
                "initiative",
                f.id,
                Msg.of(
                    "dbu-initiative-advantage",
                    fighter=f.id,
                    n=bonus,
                    count=str(bonus),
                    why=Seq(tuple(why), sep="; "),
                ),
                advantage=bonus,
            )


def minion_waits(enc: Encounter, f: Fighter) -> bool:
    """A Minion acts only when its Master commands it (reference 3d)."""
    if not stats.sheet(enc, f).minion:
        return False
    if f.master:
        master = enc.fighter(f.master)
        return not f.commanded and not (master.defeated and enc.settings.masterless_minions_act)
    return not enc.settings.masterless_minions_act and not f.commanded


def begin_round(enc: Encounter) -> None:
    s = enc.state
    if not s.surprise_round:
        s.round += 1
    label = (
        Msg.of("dbu-surprise-round-begins")
        if s.surprise_round
        else Msg.of("dbu-round-begins", round=str(s.round))
    )
    enc.emit("round_started", "", label, surprise=s.surprise_round)
    for f in s.fighters:
        minion = stats.sheet(enc, f).minion
        actions = MINION_ACTIONS if minion else STANDARD_ACTIONS + f.bonus_actions
        counters = 0 if minion else COUNTER_ACTIONS
        if f.reduced_momentum_due:
            actions -= 1
            f.reduced_momentum_due = False
        if s.surprise_round and f.surprised:
            actions = counters = 0
        f.actions, f.counters = max(0, actions), counters
        if enc.settings.capacity_refresh == "round":
            f.capacity = stats.max_capacity(enc, f)
        f.used_round.clear()
        f.profiles_used.clear()
        f.attacks_round = 0
        f.offense_stacks = 0
        f.defense_stacks = 0
    s.empowered.clear()
    for hook in REGISTRY.round_started:
        hook(enc)
    s.turn = 0
    s.phase = "effect"


def effect_phase(enc: Encounter) -> None:
    s = enc.state
    f = enc.fighter(s.active)
    if f.removed:  # the game master took them out mid-turn: their place passes unseen
        _next_turn(enc)
        return
    skip = ""
    if f.defeated:
        skip = "is Defeated"
    elif s.surprise_round and f.surprised:
        skip = "is surprised"
    elif f.lose_next_turn:
        f.lose_next_turn = False
        f.actions = 0
        skip = "loses this turn (Will to Survive)"
    elif minion_waits(enc, f):
        skip = "waits for a Command"
    else:
        skip = next((why for why in (h(enc, f) for h in REGISTRY.skip_turn) if why), "")
    if skip:
        if not f.defeated:
            stats.tick(enc, "start", f.id)
            upkeep(enc, f, "start")
            upkeep(enc, f, "end")
            stats.tick(enc, "end", f.id)
        enc.emit("turn_skipped", f.id, _skipped(f.id, skip), reason=skip)
        _next_turn(enc)
        return
    enc.emit(
        "turn_started",
        f.id,
        Msg.of(
            "dbu-turn-starts",
            fighter=f.id,
            actions=f.actions,
            counters=f.counters,
            life=str(f.life),
            ki=str(f.ki),
            capacity=str(f.capacity),
        ),
        actions=f.actions,
        counters=f.counters,
    )
    stats.tick(enc, "start", f.id)
    upkeep(enc, f, "start")
    if f.defeated:  # Damage over Time or Draining can Defeat at the start of the turn
        _next_turn(enc)
        return
    if f.id in s.falling:  # at 0 Life: Will to Survive decides before the turn goes on
        s.stack.append(TurnStartFrame(fighter=f.id))
        return
    _begin_act(enc, f)


_SKIPS = {
    "is Defeated": "dbu-skip-defeated",
    "is surprised": "dbu-skip-surprised",
    "loses this turn (Will to Survive)": "dbu-skip-will-to-survive",
    "waits for a Command": "dbu-skip-command",
}
"""The reasons a turn passes, as the rules give them (English, the event's data), and their
messages; a family's own reason (``REGISTRY.skip_turn``) is written as it gives it."""


def _skipped(fighter: str, reason: str) -> Msg:
    known = _SKIPS.get(reason)
    if known is not None:
        return Msg.of(known, fighter=fighter)
    return Msg.of("dbu-skip-other", fighter=fighter, reason=note_said(reason))


def _begin_act(enc: Encounter, f: Fighter) -> None:
    enc.state.phase = "act"
    enc.state.stack.append(UpkeepFrame(fighter=f.id))
    for hook in REGISTRY.turn_started:
        hook(enc, f)


@dataclass(slots=True)
class TurnStartFrame(ExtFrame):
    """The rest of an Effect Phase that left its fighter at 0 Life: it goes on once their
    Will to Survive decision is made (the engine settles that before any frame steps)."""

    fighter: str = ""


def _step_turn_start(enc: Encounter, frame: TurnStartFrame) -> None:
    enc.state.stack.pop()
    f = enc.fighter(frame.fighter)
    if f.defeated:
        _next_turn(enc)
    else:
        _begin_act(enc, f)


def _answer_turn_start(enc: Encounter, frame: TurnStartFrame, option: Option) -> None:
    raise RuleViolation("internal: nothing to answer at the start of a turn")


def upkeep(enc: Encounter, f: Fighter, at: str) -> None:
    """Start- or end-of-turn processing (Damage over Time, Poisoned, Draining...): exactly once
    per turn. The mark on the fighter names the round, turn and moment, so a replay or a
    restored snapshot never runs it twice."""
    mark = f"{enc.state.round}.{enc.state.turn}.{at}{'s' if enc.state.surprise_round else ''}"
    if f.upkeep == mark:
        return
    f.upkeep = mark
    for hook in REGISTRY.upkeep_start if at == "start" else REGISTRY.upkeep_end:
        if not f.defeated:
            hook(enc, f)


def end_phase(enc: Encounter) -> None:
    s = enc.state
    f = enc.fighter(s.active)
    if not f.defeated:
        upkeep(enc, f, "end")
    stats.tick(enc, "end", f.id)
    enc.emit("turn_ended", f.id, Msg.of("dbu-turn-ends", fighter=f.id))
    for hook in REGISTRY.turn_ended:
        hook(enc, f)
    _next_turn(enc)


def _next_turn(enc: Encounter) -> None:
    s = enc.state
    f = enc.fighter(s.active)
    f.turn_maneuvers = 0
    f.commanded = False
    for other in s.fighters:
        other.last_instant = False
    s.turn += 1
    if s.turn < len(s.order):
        s.phase = "effect"
        return
    stats.tick(enc, "round", "")
    ended = (
        Msg.of("dbu-surprise-round-ends")
        if s.surprise_round
        else Msg.of("dbu-round-ends", round=str(s.round))
    )
    if s.surprise_round:
        stats.tick(enc, "surprise", "")
        s.surprise_round = False
    lost = [x.id for x in s.fighters if (x.actions or x.counters) and not x.defeated]
    for x in s.fighters:
        x.actions = x.counters = 0
    enc.emit(
        "round_ended",
        "",
        Msg.of("dbu-actions-lost", ended=ended, fighters=names(lost)) if lost else ended,
    )
    s.phase = "setup"


hooks.frame(TurnStartFrame, _step_turn_start, _answer_turn_start)
