"""The Advantages that slam the target of a Physical Signature Technique (reference S2), each
choice an explicit decision of the attacker:

- Powerbomb: after a hit on the character the attacker holds as Grappler, the attacker may
  choose (before the Wound Roll) to end the Grapple once the attack is over; then the Wound
  Roll gets +1/2 Might a rank and the attacker may not use the Grapple Maneuver until the
  start of their next turn.
- Terrain Slam: once the attack is over, a Might Clash against each Opponent it targeted; for
  each win the attacker picks a Feature next to them (they Collide with it where they stand)
  or an unoccupied square next to them (they are slammed onto it: moved there, Collision with
  the ground, Hardness Rank ``ground_hardness``).

Express Ticket, which carries the target along, is in
:mod:`~tenkaichi.dbu.combat.families.advantages.express_ticket`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.grid import footprint, gap
from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.state import AttackFrame, Effect, Expiry, ExtFrame, Fighter, Option
from tenkaichi.dbu.combat.families import forced
from tenkaichi.dbu.combat.families.advantages.ranks import rank, ranked
from tenkaichi.dbu.combat.families.grapple.holds import end, grapple_of, reach_check
from tenkaichi.dbu.combat.families.phrases import kept, square, square_named
from tenkaichi.dbu.combat.families.terrain import battlefield
from tenkaichi.dbu.combat.rules import clash, stats
from tenkaichi.i18n.catalogue import Msg, Term
from tenkaichi.words import square_name

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

HOOKS = ("powerbomb", "terrain_slam")
"""Every named behaviour a catalogue entry may give (a test checks the catalogue uses only
these)."""

POWERBOMB, SLAM = "Powerbomb", "Terrain Slam"
RELEASING = "powerbomb"
"""On an attacker who chose Powerbomb, until the attack is over (value: its ranks; source:
the grappled fighter)."""
NO_GRAPPLE = "no_grapple"
"""No Grapple Maneuver until the start of the holder's next turn (Powerbomb; the grapple
family's turn options check it)."""


@dataclass(slots=True)
class SlamFrame(ExtFrame):
    """One of these Advantages waiting on the attacker: ``powerbomb`` (the choice) or
    ``slam`` (Terrain Slam's Clashes and squares, one target at a time)."""

    kind: str = ""
    attacker: str = ""
    technique: str = ""
    targets: list[str] = field(default_factory=list)
    ranks: int = 0
    stage: str = "clash"
    asked: bool = False


def _power(enc: Encounter, f: Fighter, ranks: int) -> int:
    return ranks * stats.derived(enc, f).might.value // 2


def _alone_with(enc: Encounter, f: Fighter, t: Fighter) -> bool:
    """Neither is in a Grapple with a third fighter (whose hold keeps them where they are)."""
    for x, y in ((f, t), (t, f)):
        g = grapple_of(enc, x.id)
        if g is not None and y.id not in (g.grappler, g.grappled):
            return False
    return True


def _check_reach(enc: Encounter, *fighters: Fighter) -> None:
    for x in fighters:
        g = grapple_of(enc, x.id)
        if g is not None:
            reach_check(enc, g)


# --- Powerbomb ------------------------------------------------------------------------------


def _powerbomb_offer(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> None:
    if not frame.signature or not frame.hit:
        return
    ranks = rank(enc, frame, POWERBOMB)
    g = grapple_of(enc, f.id) if ranks else None
    if g is None or g.grappler != f.id or g.grappled != t.id or t.defeated:
        return
    stats.remove_effects(enc, f, RELEASING)  # a stale choice (an attack that never finished)
    enc.state.stack.append(
        SlamFrame("powerbomb", f.id, frame.signature, [t.id], ranks, stage="choose")
    )


def _wound_parts(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> hooks.Parts:
    if not f.effects or not frame.signature:
        return []
    chosen = next((e for e in f.effects if e.name == RELEASING), None)
    return [(ranked(POWERBOMB, chosen.value), _power(enc, f, chosen.value))] if chosen else []


def _powerbomb_options(enc: Encounter, frame: SlamFrame) -> list[Option]:
    f, t = enc.fighter(frame.attacker), frame.targets[0]
    bonus = _power(enc, f, frame.ranks)
    powerbomb = Term(POWERBOMB)
    return [
        Option("pass", Msg.of("dbu-adv-powerbomb-keep-option", target=t, powerbomb=powerbomb)),
        Option(
            "powerbomb",
            Msg.of("dbu-adv-powerbomb-option", powerbomb=powerbomb, target=t, bonus=str(bonus)),
        ),
    ]


def _release(enc: Encounter, f: Fighter, technique: str) -> None:
    chosen = next(e for e in f.effects if e.name == RELEASING)
    stats.remove_effects(enc, f, RELEASING)
    g = grapple_of(enc, f.id)
    if g is not None and g.grappler == f.id and g.grappled == chosen.source:
        end(enc, g, _of_technique(f.id, POWERBOMB, technique))
    stats.add_effect(enc, f, Effect(NO_GRAPPLE, POWERBOMB, Expiry("start", f.id)), announce=False)
    enc.emit(
        "state_changed",
        f.id,
        Msg.of("dbu-adv-powerbomb-no-grapple", fighter=f.id, powerbomb=Term(POWERBOMB)),
        condition=NO_GRAPPLE,
    )


# --- Terrain Slam ---------------------------------------------------------------------------


def _slam_options(enc: Encounter, f: Fighter, t: Fighter) -> list[Option]:
    """Each Feature next to ``t``, then each unoccupied square next to them that they can be
    slammed onto (their whole footprint moved one square toward it; one square per spot)."""
    ts = stats.derived(enc, t).squares
    out = []
    for ft in battlefield.on_grid(enc):
        if gap(ft.pos, ft.size, t.pos, ts) == 1:
            hit = _feature(ft.id, enc)
            where = Msg.of("dbu-adv-slam-feature", feature=Term(ft.id))
            out.append(_slam_option(enc, t, hit, where, {"feature": ft.id}))
    if forced.held_in_place(enc, t, f) or not _alone_with(enc, f, t):
        return out
    seen = set()
    x0, y0 = t.pos
    ring = [(x, y) for y in range(y0 - 1, y0 + ts + 1) for x in range(x0 - 1, x0 + ts + 1)]
    for sq in ring:
        step = ((sq[0] >= x0 + ts) - (sq[0] < x0), (sq[1] >= y0 + ts) - (sq[1] < y0))
        spot = (x0 + step[0], y0 + step[1])
        if step == (0, 0) or spot in seen or not battlefield.free_square(enc, sq):
            continue
        if battlefield.obstacle_at(enc, footprint(spot, ts), mover=t) is not None:
            continue
        seen.add(spot)
        ground = battlefield.Obstacle("ground", square_name(sq), enc.settings.ground_hardness)
        where = Msg.of("dbu-terrain-ground-at", square=square(sq))
        out.append(_slam_option(enc, t, ground, where, {"x": spot[0], "y": spot[1]}))
    return out


def _feature(fid: str, enc: Encounter) -> battlefield.Obstacle:
    ft = battlefield.feature(enc, fid)
    return battlefield.Obstacle(
        "feature", ft.id, ft.hardness, tuple(q.lower() for q in ft.qualities)
    )


def _slam_option(
    enc: Encounter, t: Fighter, hit: battlefield.Obstacle, where: Msg, args: dict[str, Any]
) -> Option:
    amount, _ = battlefield.collision_damage(enc, t, hit)
    return Option(
        "terrain_slam",
        Msg.of(
            "dbu-adv-slam-option",
            slam=Term(SLAM),
            target=t.id,
            where=where,
            rank=str(hit.rank),
            amount=str(amount),
        ),
        {"feature": "", "x": -1, "y": -1, "square": hit.id, **args},
    )


def _slam(enc: Encounter, frame: SlamFrame, option: Option) -> None:
    f, t = enc.fighter(frame.attacker), enc.fighter(frame.targets[0])
    _next(frame)
    why = _of_technique(f.id, SLAM, frame.technique)
    if option.args["feature"]:
        hit = _feature(option.args["feature"], enc)
    else:
        start, t.pos = t.pos, (int(option.args["x"]), int(option.args["y"]))
        hit = battlefield.Obstacle("ground", option.args["square"], enc.settings.ground_hardness)
        enc.emit(
            "moved",
            t.id,
            Msg.of(
                "dbu-adv-slammed",
                fighter=t.id,
                start=square(start),
                onto=square_named(str(option.args["square"])),
                why=why,
            ),
            path=[list(t.pos)],
            forced=True,
            by=f.id,
        )
    battlefield.collide(enc, t, hit, by=f, why=why)
    _check_reach(enc, f, t)


@clash.continuation("advantage_terrain_slam")
def _slam_clashed(enc: Encounter, result: clash.ClashResult, ctx: dict[str, Any]) -> None:
    frame = enc.state.stack[-1]
    assert isinstance(frame, SlamFrame)
    if result.initiator_wins:
        frame.stage = "choose"
    else:
        _next(frame)


# --- the frame ----------------------------------------------------------------------------


def _next(frame: SlamFrame) -> None:
    frame.targets.pop(0)
    frame.stage = "clash"


def _step(enc: Encounter, frame: SlamFrame) -> None:
    f = enc.fighter(frame.attacker)
    while frame.targets and not f.defeated:
        t = enc.fighter(frame.targets[0])
        if t.defeated:
            _next(frame)
            continue
        advantage = POWERBOMB if frame.kind == "powerbomb" else SLAM
        said = Msg.of(
            "dbu-adv-named-technique", advantage=Term(advantage), technique=Term(frame.technique)
        )
        name = kept(f"{advantage} ({frame.technique})", said)
        if frame.stage == "clash":
            frame.stage = "wait"
            clash.start(
                enc,
                f,
                t,
                initiator_roll="might",
                defender_rolls=("might",),
                why=name,
                then="advantage_terrain_slam",
            )
            return
        if frame.kind == "powerbomb":
            options = _powerbomb_options(enc, frame)
        else:
            options = _slam_options(enc, f, t)
        if frame.kind == "slam" and len(options) == 1:
            _slam(enc, frame, options[0])
            continue
        if options:
            frame.asked = True
            decision = "powerbomb" if frame.kind == "powerbomb" else "terrain_slam"
            enc.ask(
                f.id,
                decision,
                Msg.of("dbu-adv-on-ask", fighter=f.id, what=said, target=t.id),
                options,
            )
            return
        enc.emit(
            "maneuver",
            f.id,
            Msg.of("dbu-adv-slam-nowhere", fighter=t.id, what=said),
            maneuver="terrain_slam",
        )
        _next(frame)
    enc.state.stack.pop()


def _answer(enc: Encounter, frame: SlamFrame, option: Option) -> None:
    if not frame.asked:
        # A decision asked before this frame was pushed (the target's Cross Counter, asked
        # with the Clash): the frame below answers it, and this one waits above it again,
        # under whatever that answer pushed (the attack back).
        i = enc.state.stack.index(frame)
        enc.state.stack.pop(i)
        below = enc.state.stack[-1]
        REGISTRY.frames[type(below)][1](enc, below, option)
        enc.state.stack.insert(i, frame)
        return
    frame.asked = False
    if frame.kind == "slam":
        _slam(enc, frame, option)
        return
    enc.state.stack.pop()
    if option.kind == "powerbomb":
        f, t = enc.fighter(frame.attacker), frame.targets[0]
        chosen = Effect(RELEASING, t, Expiry("never"), value=frame.ranks)
        stats.add_effect(enc, f, chosen, announce=False)
        enc.emit(
            "maneuver",
            f.id,
            Msg.of(
                "dbu-adv-powerbomb-uses",
                fighter=f.id,
                powerbomb=Term(POWERBOMB),
                technique=Term(frame.technique),
                target=t,
                bonus=str(_power(enc, f, frame.ranks)),
            ),
            maneuver="powerbomb",
            target=t,
        )


def _of_technique(fighter: str, advantage: str, technique: str) -> Msg:
    """``Kale's Terrain Slam (Wolf Fang Fist)``."""
    return Msg.of(
        "dbu-adv-of-technique",
        fighter=fighter,
        advantage=Term(advantage),
        technique=Term(technique),
    )


def _finished(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    if not frame.signature:
        return
    if f.effects and stats.has(f, RELEASING):
        _release(enc, f, frame.signature)
    if f.defeated or not rank(enc, frame, SLAM):
        return
    foes = [x for x in frame.targets if enc.fighter(x).side != f.side]
    if foes:
        enc.state.stack.append(SlamFrame("slam", f.id, frame.signature, foes))


REGISTRY.after_clash.append(_powerbomb_offer)
REGISTRY.wound_parts.append(_wound_parts)
REGISTRY.attack_finished.append(_finished)
hooks.frame(SlamFrame, _step, _answer)
