"""The Advantages that change whom a Signature Technique's attack is aimed at (reference S2),
each named by its catalogue entry (``play: {hook: ...}``):

- Splitting (Energy or Magic, no Area of Effect): at Attack Declaration, before its Modifier
  Maneuvers, the attacker may add targets one at a time, up to 2 Opponents in all (rank 1) or
  4 (rank 2), each one the technique could be aimed at alone. Each target answers and Clashes
  on its own, as in an attack with an Area of Effect; the Wound Roll takes -1(T) for each
  target chosen after the first.
- Widespread Assault (no Area of Effect), chosen when taken: ``Widespread Assault (Sphere)``,
  ``(Line)`` or ``(Cone)``. The technique's attacks have that Area of Effect, at the size the
  engine gives the shape (``sphere_radius``, ``line_length``, ``cone_length``: it has no
  Magnitudes); a Sphere is on any square its user chooses, at Long Range too.
- Controlled Blast (a Cone): the Cone may also start from a square not at Long Range, part of
  the area, pointing any of eight directions. The engine offers one such aim for each set of
  characters a Cone could cover (the nearest square first), those covering the most Opponents
  and fewest allies first, at most ``MOST_BLASTS``.

The rules (``rules/targeting.py``, ``rules/attack.py``) carry out the areas; this module says
which technique gains what (``REGISTRY.signature_area``, ``REGISTRY.signature_aims``) and asks
for Splitting's targets (``REGISTRY.attack_aiming``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.advantages import key
from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.grid import cone, gap
from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.state import AttackFrame, ExtFrame, Option
from tenkaichi.dbu.combat.families.advantages.ranks import rank
from tenkaichi.dbu.combat.families.phrases import counted_squares, heading, kept, square
from tenkaichi.dbu.combat.rules import stats, targeting
from tenkaichi.dbu.combat.rules.said import names
from tenkaichi.dbu.profiles import profile as get_profile
from tenkaichi.i18n.catalogue import Msg, Term
from tenkaichi.words import counted, square_name

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter
    from tenkaichi.dbu.combat.core.state import Fighter, Pos
    from tenkaichi.dbu.techniques import Signature

HOOKS = ("splitting", "widespread_assault", "controlled_blast")
"""Every named behaviour a catalogue entry may give (a test checks the catalogue uses only
these)."""

SPLITTING, WIDESPREAD, CONTROLLED = "Splitting", "Widespread Assault", "Controlled Blast"
SPLIT_TARGETS = {1: 2, 2: 4}
"""Splitting's most targets, by rank."""
SHAPES = {"sphere": "sphere", "line": "line", "cone": "cone"}
"""Widespread Assault's choices (as written in brackets, any case) and the areas they give."""
MOST_BLASTS = 12
"""The most Cones from a chosen square a Controlled Blast technique is offered at once."""


def _technique(enc: Encounter, f: Fighter, name: str) -> Signature | None:
    return next((s for s in stats.sheet(enc, f).signatures if s.name == name), None)


def _choice(sig: Signature | None, advantage: str) -> str | None:
    """The bracketed choice of ``advantage`` on the technique ("" if it has none), or None if
    the technique does not have it."""
    if sig is None:
        return None
    for a in sig.advantages:
        base, _, choice = a.name.partition("(")
        if not a.custom and key(base) == key(advantage):
            return choice.rstrip(")").strip()
    return None


# --- Splitting --------------------------------------------------------------------------


@dataclass(slots=True)
class SplitFrame(ExtFrame):
    """Splitting: the attacker choosing more targets, one at a time."""

    attacker: str = ""
    attack: int = 0
    """The attack's place on the stack (just below)."""
    most: int = 2
    """The most targets the attack may have."""


def _single(enc: Encounter, frame: AttackFrame) -> bool:
    """The attack has no Area of Effect (its Profile's or one it gained)."""
    return get_profile(frame.profile).area is None and not frame.area


def _more_targets(enc: Encounter, frame: AttackFrame, f: Fighter) -> list[Fighter]:
    """Opponents the technique could be aimed at alone who are not targets yet."""
    found = targeting.targets(
        enc,
        f,
        frame.foundation,
        None,
        None,
        profile_name=frame.profile,
        signature=frame.signature,
    )
    return [t for t in found if t.id not in frame.targets]


def _split_opened(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    """Put an attack that may split at the ``aim`` stage (``rules/attack.py``)."""
    if not frame.signature or not rank(enc, frame, SPLITTING) or not _single(enc, frame):
        return
    if frame.stage == "modifier" and _more_targets(enc, frame, f):
        frame.stage = "aim"


def _split_aim(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    ranks = rank(enc, frame, SPLITTING)
    if not ranks:
        return
    most = SPLIT_TARGETS.get(ranks, max(SPLIT_TARGETS.values()))
    at = len(enc.state.stack) - 1  # the attack is being stepped: it is on top
    enc.state.stack.append(SplitFrame(attacker=f.id, attack=at, most=most))


def _penalty(enc: Encounter, f: Fighter, targets: int) -> int:
    """Splitting's Wound Roll penalty for ``targets`` targets: -1(T) for each after the
    first."""
    return -max(0, targets - 1) * stats.tier(enc, f)


def _split_step(enc: Encounter, frame: SplitFrame) -> None:
    attack = enc.state.stack[frame.attack]
    assert isinstance(attack, AttackFrame)
    f = enc.fighter(frame.attacker)
    more = _more_targets(enc, attack, f) if len(attack.targets) < frame.most else []
    if not more:
        enc.state.stack.pop()
        return
    now = len(attack.targets)
    options = [
        Option(
            "split_target",
            Msg.of("dbu-adv-split-option", target=t.id, penalty=str(_penalty(enc, f, now + 1))),
            {"target": t.id},
        )
        for t in more
    ]
    done = _penalty(enc, f, now)
    options.append(
        Option(
            "split_done",
            Msg.of("dbu-adv-split-done-penalty", penalty=str(done))
            if done
            else Msg.of("dbu-adv-split-done"),
        )
    )
    enc.ask(
        f.id,
        "split_target",
        Msg.of(
            "dbu-adv-split-ask",
            fighter=f.id,
            splitting=Term(SPLITTING),
            technique=Term(attack.signature),
            now=str(now),
            most=str(frame.most),
        ),
        options,
    )


def _split_answer(enc: Encounter, frame: SplitFrame, option: Option) -> None:
    attack = enc.state.stack[frame.attack]
    if option.kind != "split_target" or not isinstance(attack, AttackFrame):
        enc.state.stack.pop()
        return
    attack.targets.append(str(option.args["target"]))
    f = enc.fighter(frame.attacker)
    enc.emit(
        "attack_declared",
        f.id,
        Msg.of(
            "dbu-adv-splits",
            fighter=f.id,
            technique=Term(attack.signature),
            targets=names(attack.targets),
            splitting=Term(SPLITTING),
            n=len(attack.targets) - 1,
            count=str(len(attack.targets) - 1),
            penalty=str(_penalty(enc, f, len(attack.targets))),
        ),
        advantage=SPLITTING,
        targets=list(attack.targets),
    )


def _split_wound(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> hooks.Parts:
    if len(frame.targets) < 2 or not frame.signature or not _single(enc, frame):
        return []
    if not rank(enc, frame, SPLITTING):
        return []
    after = len(frame.targets) - 1
    label = kept(
        f"Splitting ({counted(after, 'target')} after the first)",
        Msg.of("dbu-adv-split-part", splitting=Term(SPLITTING), n=after, count=str(after)),
    )
    return [(label, _penalty(enc, f, after + 1))]


# --- Widespread Assault -----------------------------------------------------------------


def gained_area(enc: Encounter, f: Fighter, signature: str) -> str | None:
    """The Area of Effect Widespread Assault gives the technique ``signature`` (None if it
    has none, or its choice is none of Sphere, Line and Cone)."""
    choice = _choice(_technique(enc, f, signature), WIDESPREAD)
    return SHAPES.get(choice.casefold()) if choice is not None else None


def _widespread_note(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    if not frame.area or get_profile(frame.profile).area is not None:
        return
    shape = gained_area(enc, f, frame.signature)
    if shape is None:
        return
    where = (
        Msg.of("dbu-adv-widespread-on", square=square(frame.aim_square))
        if shape == "sphere" and frame.aim_square
        else ""
    )
    enc.emit(
        "attack_declared",
        f.id,
        Msg.of(
            "dbu-adv-widespread",
            technique=Term(frame.signature),
            widespread=Term(WIDESPREAD),
            shape=Term(shape.capitalize()),
            where=where,
            squares=counted_squares(len(frame.area)),
        ),
        advantage=WIDESPREAD,
        area=shape,
    )


# --- Controlled Blast -------------------------------------------------------------------


def _cone_shapes(length: int) -> dict[str, set[Pos]]:
    """Each direction's Cone from a chosen square, as squares relative to it (the square
    itself included), as ``rules/targeting.area_squares`` draws it."""
    out: dict[str, set[Pos]] = {}
    for name, (dx, dy) in targeting.COMPASS.items():
        out[name] = cone((0, 0), 1, (dx, dy), length) | {(0, 0)}
    return out


def _controlled_aims(
    enc: Encounter, f: Fighter, signature: str, area: str | None, only: Fighter | None
) -> list[tuple[dict[str, Any], str]]:
    if area != "cone":
        return []
    sig = _technique(enc, f, signature)
    if sig is None or _choice(sig, CONTROLLED) is None:
        return []
    shapes = _cone_shapes(enc.settings.cone_length)
    size = stats.derived(enc, f).squares
    w, h = enc.state.width, enc.state.height
    foes = {o.id for o in enc.opponents(f)}
    pool = [o for o in enc.opponents(f) if not o.defeated]
    aimed = [only] if only is not None else pool
    if not get_profile(sig.profile).allies_safe:
        pool = [o for o in enc.state.fighters if o is not f and not o.defeated]
    standing = [(o.id, targeting.squares_of(enc, o)) for o in enc.in_initiative_order(pool)]
    order = list(targeting.COMPASS)
    starts: set[tuple[Pos, str]] = set()
    for o in aimed:
        for qx, qy in targeting.squares_of(enc, o):
            for name, shape in shapes.items():
                starts |= {((qx - x, qy - y), name) for x, y in shape}
    best: dict[tuple[str, ...], tuple[tuple[int, int, int, int], Pos, str]] = {}
    for (sx, sy), name in starts:
        if not (0 <= sx < w and 0 <= sy < h):
            continue
        far = gap(f.pos, size, (sx, sy), 1)
        if far >= enc.settings.long_range:
            continue
        shape = shapes[name]
        hit = tuple(
            fid for fid, squares in standing if any((x - sx, y - sy) in shape for x, y in squares)
        )
        if not any(fid in foes for fid in hit) or (only is not None and only.id not in hit):
            continue
        rank_key = (far, sy, sx, order.index(name))
        if hit not in best or rank_key < best[hit][0]:
            best[hit] = (rank_key, (sx, sy), name)
    chosen = sorted(
        best.items(),
        key=lambda kv: (-sum(fid in foes for fid in kv[0]), len(kv[0]), kv[1][0]),
    )[:MOST_BLASTS]
    out: list[tuple[dict[str, Any], str]] = []
    for hit, (_, start, name) in chosen:
        named = [fid for fid in hit if fid in foes]
        allies = [fid for fid in hit if fid not in foes]
        also = f"; also your {'ally' if len(allies) == 1 else 'allies'} {', '.join(allies)}"
        args = {"target": named[0], "x": start[0], "y": start[1], "direction": name}
        label = kept(
            f"from {square_name(start)} pointing {name} (Controlled Blast; hits "
            f"{', '.join(named)}{also if allies else ''})",
            Msg.of(
                "dbu-adv-controlled-aim",
                square=square(start),
                heading=heading(name),
                controlled=Term(CONTROLLED),
                hits=names(named),
                allies=(
                    Msg.of(
                        "dbu-adv-controlled-allies",
                        allies=names(allies),
                        n=len(allies),
                    )
                    if allies
                    else ""
                ),
            ),
        )
        out.append((args, label))
    return out


def _controlled_note(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    if not frame.aim_square or frame.direction not in targeting.COMPASS:
        return
    if get_profile(frame.profile).area != "cone":
        return
    enc.emit(
        "attack_declared",
        f.id,
        Msg.of(
            "dbu-adv-controlled-note",
            technique=Term(frame.signature),
            controlled=Term(CONTROLLED),
            cone=Term("Cone"),
            square=square(frame.aim_square),
            heading=heading(frame.direction),
        ),
        advantage=CONTROLLED,
    )


def _opened(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    if not frame.signature:
        return
    _widespread_note(enc, frame, f)
    _controlled_note(enc, frame, f)
    _split_opened(enc, frame, f)


hooks.frame(SplitFrame, _split_step, _split_answer)
REGISTRY.attack_opened.append(_opened)
REGISTRY.attack_aiming.append(_split_aim)
REGISTRY.wound_parts.append(_split_wound)
REGISTRY.signature_area.append(gained_area)
REGISTRY.signature_aims.append(_controlled_aims)
