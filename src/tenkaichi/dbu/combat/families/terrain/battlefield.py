"""The battlefield: what occupies a square, Hardness Value, Collision and Cover.

Reference section 10: a Feature (tree, boulder, building) has a Hardness Rank 0-5; its
Hardness Value against a character is 2 x Rank x that character's base Tier of Power (Rank 0
counts 1(bT)). Being forced into a Feature, Vehicle or Character costs Life equal to the
Hardness Value involved, doubled or halved by effects (Push Back doubles, Sudden Stop halves)
and by Feature Qualities (Rubbery, Fragile and Bouncy halve, Dangerous doubles, Glass adds a
Rank). A Feature on a square adjacent to the defender and between them and the attacker is
Cover: +2(T) Dodge and twice its Hardness Value off the Damage, except against an Area of
Effect that covers the Feature too. A Feature carried through Terrain Lift is Cover from every
direction (Shielding) once the attack hits: its Damage reduction only, unless setting
``shielding`` is "whole_attack" (the +2(T) Dodge too).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.grid import footprint, gap, in_bounds
from tenkaichi.dbu.combat.core.hooks import DamageMods, Parts
from tenkaichi.dbu.combat.core.state import AttackFrame, Feature, Fighter, Pos
from tenkaichi.dbu.combat.families.phrases import kept, named, square_named
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.damage import lose_life
from tenkaichi.i18n.catalogue import Msg, Seq, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

HALVING = ("rubbery", "fragile", "bouncy")
"""Feature Qualities that halve Collision damage (reference 10)."""
DOUBLING = ("dangerous",)
"""Qualities that double Collision damage (Dangerous is an Environmental Quality)."""


@dataclass(frozen=True, slots=True)
class Obstacle:
    """What forced movement ran into."""

    kind: str
    """"feature", "vehicle", "fighter", "edge" or "ground" (a square's ground)."""
    id: str
    rank: int
    qualities: tuple[str, ...] = field(default_factory=tuple)
    name: str = ""
    """Its name as people read it, where it has one besides its id (a thrown item)."""

    @property
    def label(self) -> str:
        """Its English words (what a rule's reason quotes: "Collision with boulder")."""
        if self.kind == "edge":
            return "the edge of the battlefield"
        if self.kind == "ground":  # a square's ground, its id the square (Terrain Slam)
            return f"the ground at {self.id}"
        return f"{self.kind} {self.name or self.id}" if self.kind != "fighter" else self.id

    @property
    def said(self) -> Msg | str:
        """:attr:`label` as words for every language (a fighter's id as it is)."""
        if self.kind == "edge":
            return Msg.of("dbu-terrain-edge")
        if self.kind == "ground":
            return Msg.of("dbu-terrain-ground-at", square=square_named(self.id))
        if self.kind == "fighter":
            return self.id
        return Msg.of("dbu-terrain-thing", kind=self.kind, name=Term(self.name or self.id))


# --- occupancy ---------------------------------------------------------------------------


def feature(enc: Encounter, fid: str) -> Feature:
    for f in enc.state.features:
        if f.id == fid:
            return f
    raise KeyError(fid)


def on_grid(enc: Encounter) -> list[Feature]:
    """Features standing on the battlefield (not carried)."""
    return [f for f in enc.state.features if not f.carried_by]


def feature_squares(ft: Feature) -> list[Pos]:
    return [] if ft.carried_by else footprint(ft.pos, ft.size)


def squares_of(enc: Encounter, f: Fighter) -> list[Pos]:
    return footprint(f.pos, stats.derived(enc, f).squares)


def obstacle_at(
    enc: Encounter,
    squares: list[Pos],
    *,
    mover: Fighter | None = None,
    moving_feature: str = "",
) -> Obstacle | None:
    """The first thing (Feature, Vehicle, Character, or the grid edge) in these squares,
    ignoring the mover itself, its Vehicle and the Feature being moved."""
    s = enc.state
    if any(not in_bounds(sq, 1, s.width, s.height) for sq in squares):
        return Obstacle("edge", "edge", enc.settings.edge_collision_rank)
    wanted = set(squares)
    for ft in on_grid(enc):
        if ft.id != moving_feature and wanted & set(feature_squares(ft)):
            return Obstacle("feature", ft.id, ft.hardness, tuple(q.lower() for q in ft.qualities))
    for v in s.vehicles:
        if (mover is None or v.id != mover.riding) and wanted & set(footprint(v.pos, v.size)):
            return Obstacle("vehicle", v.id, enc.settings.vehicle_collision_rank)
    for o in s.fighters:
        if o is mover or o.defeated or o.riding:
            continue
        if wanted & set(squares_of(enc, o)):
            return Obstacle("fighter", o.id, enc.settings.character_collision_rank)
    return None


def free_square(enc: Encounter, pos: Pos) -> bool:
    """An unoccupied square on the grid (no Feature, Vehicle or Character)."""
    return obstacle_at(enc, [pos]) is None


# --- Hardness and Collision --------------------------------------------------------------


def hardness_value(enc: Encounter, rank: int, taker: Fighter) -> int:
    """2 x Rank x the base Tier of whoever takes the hit; Rank 0 is 1(bT)."""
    bt = stats.base_tier(enc, taker)
    return bt if rank <= 0 else 2 * rank * bt


def collision_damage(
    enc: Encounter,
    victim: Fighter,
    obstacle: Obstacle,
    *,
    factor: float = 1.0,
    ignore_qualities: bool = False,
) -> tuple[int, Msg]:
    """Collision damage to ``victim`` and the words that explain it: the Hardness Value with
    how it is made, then each multiplier (the effect's ``factor``: Push Back's x 2, Sudden
    Stop's x 0.5; the Qualities), then the total, so the label names only the Hardness Value
    ("Hardness Value 4 (2 x Rank 2 x bT 1) x 2 = 8")."""
    rank = obstacle.rank
    quals = () if ignore_qualities else obstacle.qualities
    bt = stats.base_tier(enc, victim)
    glass = "glass" in quals
    rank_text = Msg.of("dbu-terrain-rank-glass" if glass else "dbu-terrain-rank", rank=str(rank))
    if glass:
        rank += 1
    value = hardness_value(enc, rank, victim)
    how: list[Msg] = [
        Msg.of(
            "dbu-terrain-hardness-base" if rank <= 0 else "dbu-terrain-hardness",
            value=str(value),
            rank=rank_text,
            bt=str(bt),
        )
    ]
    amount = float(value) * factor
    if factor != 1.0:
        how.append(Msg.of("dbu-terrain-times", factor=factor))
    for q in quals:
        if q in HALVING:
            amount /= 2
            how.append(Msg.of("dbu-terrain-halves", quality=Term(q.title())))
        elif q in DOUBLING:
            amount *= 2
            how.append(Msg.of("dbu-terrain-doubles", quality=Term(q.title())))
    if ignore_qualities and obstacle.qualities:
        how.append(Msg.of("dbu-terrain-qualities-ignored", stop=Term("Sudden Stop")))
    total = int(amount)
    return total, Msg.of("dbu-terrain-how", how=Seq(tuple(how)), total=str(total))


def collide(
    enc: Encounter,
    victim: Fighter,
    obstacle: Obstacle,
    *,
    by: Fighter | None,
    factor: float = 1.0,
    ignore_qualities: bool = False,
    why: str | Msg,
    halved: bool = False,
    attack: bool = False,
) -> int:
    """Apply Collision damage to ``victim``; returns the Life lost. ``why``: what moved them
    (``halved``: Sudden Stop halved it). ``attack``: the Collision is part of ``by``'s
    Attacking Maneuver (Throw's hit, a Knockback); whether it gives Bonus Momentum like the
    Wound's Damage is setting ``collision_momentum``."""
    amount, how = collision_damage(
        enc, victim, obstacle, factor=factor, ignore_qualities=ignore_qualities
    )
    reason = named(why)
    if halved:
        reason = Msg.of("dbu-terrain-halved", why=reason, stop=Term("Sudden Stop"))
    enc.emit(
        "collision",
        victim.id,
        Msg.of(
            "dbu-terrain-collides", fighter=victim.id, obstacle=obstacle.said, why=reason, how=how
        ),
        obstacle=obstacle.kind,
        obstacle_id=obstacle.id,
        rank=obstacle.rank,
        amount=amount,
    )
    before = victim.life
    momentum = enc.settings.collision_momentum
    lose_life(
        enc,
        victim,
        amount,
        by=by,
        why=kept(
            f"Collision with {obstacle.label}",
            Msg.of("dbu-terrain-collision-with", obstacle=obstacle.said),
        ),
        attack=attack and momentum != "never",
        knocked=momentum == "any",
    )
    return before - victim.life


# --- Cover --------------------------------------------------------------------------------


def _between(enc: Encounter, sq: Pos, defender: Fighter, attacker: Fighter) -> bool:
    """Is the square ``sq`` (adjacent to the defender) on the attacker's side of them?"""
    d_size = stats.derived(enc, defender).squares
    a_size = stats.derived(enc, attacker).squares
    # compare doubled centres so sizes of any parity stay integral
    dcx, dcy = 2 * defender.pos[0] + d_size - 1, 2 * defender.pos[1] + d_size - 1
    acx, acy = 2 * attacker.pos[0] + a_size - 1, 2 * attacker.pos[1] + a_size - 1
    sx, sy = 2 * sq[0], 2 * sq[1]
    to_att = (acx - dcx, acy - dcy)
    to_sq = (sx - dcx, sy - dcy)
    if to_att == (0, 0):
        return False
    # the square lies toward the attacker: within 45 degrees of the line to them
    dot = to_att[0] * to_sq[0] + to_att[1] * to_sq[1]
    if dot <= 0:
        return False
    cosine = dot / (math.hypot(*to_att) * math.hypot(*to_sq))
    return cosine >= 0.7071 - 1e-9


def ground_id(enc: Encounter) -> str:
    """A fresh id for a piece of torn-up ground: ``ground N`` with N one past the highest in
    play (a shattered piece leaves a gap; its number is never reused while a later one is)."""
    numbers = [
        int(x.id.removeprefix("ground "))
        for x in enc.state.features
        if x.id.startswith("ground ") and x.id.removeprefix("ground ").isdigit()
    ]
    return f"ground {max(numbers, default=0) + 1}"


def shield(enc: Encounter, f: Fighter) -> str:
    """The Feature ``f`` holds up as a shield: the one it carries, unless it is throwing it
    right now (a thrown piece has left its hands; setting-free reading, docs/assumptions.md)."""
    if not f.carrying:
        return ""
    throwing = any(
        isinstance(x, AttackFrame)
        and x.attacker == f.id
        and x.thrown_kind == "feature"
        and x.thrown == f.carrying
        for x in enc.state.stack
    )
    return "" if throwing else f.carrying


def cover_feature(enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter) -> Feature | None:
    """The Feature giving ``t`` Cover from this attack (the hardest one), if any."""
    if t.carrying:
        held = shield(enc, t)
        return feature(enc, held) if held else None  # Shielding: Cover from every direction
    return ground_cover(enc, frame, a, t)


def ground_cover(enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter) -> Feature | None:
    """The hardest Feature on the battlefield giving ``t`` Cover from this attack, if any."""
    if a.id == t.id:
        return None
    t_size = stats.derived(enc, t).squares
    best: Feature | None = None
    area = {tuple(p) for p in frame.area}
    for ft in on_grid(enc):
        squares = feature_squares(ft)
        if gap(ft.pos, ft.size, t.pos, t_size) != 1:
            continue
        if area and any(sq in area for sq in squares):
            continue  # an Area of Effect that covers the Feature too
        if not any(_between(enc, sq, t, a) for sq in squares):
            continue
        if best is None or ft.hardness > best.hardness:
            best = ft
    return best


def _cover_dodge(enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter) -> Parts:
    if frame.reaction == "parry":
        return []  # Cover helps the Dodge Roll only
    if t.carrying and enc.settings.shielding == "after_hit":
        # Shielding: "If you are hit ..., apply effects as if you were in Cover": what the
        # carried Feature does comes after the hit; a Feature on the ground still covers.
        ft = ground_cover(enc, frame, a, t)
    else:
        ft = cover_feature(enc, frame, a, t)
    if ft is None:
        return []
    return [(f"Cover ({ft.id})", 2 * stats.tier(enc, t))]


def _cover_damage(
    enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter, mods: DamageMods
) -> None:
    ft = cover_feature(enc, frame, a, t)
    if ft is None:
        return
    value = hardness_value(enc, ft.hardness, t)
    mods.reduction += 2 * value
    mods.notes.append(
        kept(
            f"Cover {ft.id}: 2 x Hardness Value {value}",
            Msg.of("dbu-terrain-cover-note", feature=Term(ft.id), value=str(value)),
        )
    )


hooks.REGISTRY.defence_parts.append(_cover_dodge)
hooks.REGISTRY.damage.append(_cover_damage)


__all__ = [
    "Obstacle",
    "collide",
    "collision_damage",
    "cover_feature",
    "feature",
    "free_square",
    "hardness_value",
    "obstacle_at",
]
