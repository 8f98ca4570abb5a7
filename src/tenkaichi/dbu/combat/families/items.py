"""Items in a fight (seed 001): the Disarm and Toss Maneuvers, the item options of the No Effort
Maneuver, and Skill Checks.

- Disarm [1/Round], 1 Action: an Opponent wielding a Weapon in your Melee Range; Clash (Strike
  vs Strike/Dodge). Win: the Weapon lands on a square adjacent to them of your choice. Lose:
  the target may Exploit.
- Toss [1/Round], 1 Action: give a Basic Item, Accessory, Weapon or Apparel you have to another
  Character (within your Boosted Speed, setting ``toss_range``); they make an Apprentice
  Perception Skill Check: success, they have it; failure, it is lost ("requiring a Perception
  Skill Check to find again").
- Find a lost item, 1 Action, on your turn: any Character may look for an item a Toss lost; a
  Perception Skill Check of the Difficulty Category ``lost_item_difficulty`` (the ARC's, by
  the terrain): success, they have it (a Weapon in an empty hand, as when picked up);
  failure, it stays lost and may be looked for again.
- No Effort [1/Round], Instant, only on your turn: sheathe or draw a Weapon, replace the
  wielded Weapon with another you carry, drop something you have (on your square or an
  adjacent one) or pick up something lying within reach (setting ``pickup_reach``), and make
  an Active Integrated Item Inactive and/or an Inactive one Active. (Cancel Energy Charge is
  in :mod:`maneuvers`.)

A Skill Check is the check roll of :mod:`checks` (the d10 and the Tier of Power Extra Dice,
Critical and Botch) + Skill Bonus against the TN of its Difficulty Category (settings
``skill_tn_*``); the Skill Bonus is ½ the governing Score + 2 per rank (setting
``skill_bonus``), and a skill with a rank is a Proficient Roll (+1(T), Critical on 9+).
Weapons carry no combat numbers yet: wielding one changes no roll.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.grid import gap, in_bounds
from tenkaichi.dbu.combat.core.state import ExploitFrame, ExtFrame, Fighter, Item, Option, Pos
from tenkaichi.dbu.combat.rules import clash, rolls, stats
from tenkaichi.dbu.combat.rules.checks import roll_check, skill_parts
from tenkaichi.dbu.combat.rules.costs import mark_used, pay_standard, unmark_used, within_limits

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

CATEGORIES = ("apprentice", "qualified", "expert", "master", "grandmaster")


# --- Skill Checks ------------------------------------------------------------------------


def skill_bonus(enc: Encounter, f: Fighter, skill: str) -> tuple[int, str]:
    """The Skill Bonus and how it is made (reference 11), with the Proficient Roll's +1(T)
    for a skill with at least one rank (seed 000)."""
    parts, _ = skill_parts(enc, f, skill)
    return rolls.total(parts), rolls.explain(parts).removeprefix(" + ")


def skill_check(enc: Encounter, f: Fighter, skill: str, category: str, why: str) -> bool:
    """A Skill Check (the check roll + Skill Bonus) against the TN of the Difficulty Category;
    emits the check."""
    tn = int(getattr(enc.settings, f"skill_tn_{category}"))
    parts, cut = skill_parts(enc, f, skill)
    c = roll_check(enc, f, parts, critical_cut=cut)
    ok = c.score >= tn
    enc.emit(
        "skill_check",
        f.id,
        f"{f.id} {category.title()} {skill.title()} Check ({why}): {c.text} vs TN {tn}: "
        f"{'success' if ok else 'failure'}",
        skill=skill,
        category=category,
        score=c.score,
        tn=tn,
        success=ok,
    )
    return ok


# --- who has what --------------------------------------------------------------------------


def item(enc: Encounter, iid: str) -> Item:
    for it in enc.state.items:
        if it.id == iid:
            return it
    raise KeyError(iid)


def carried(enc: Encounter, f: Fighter) -> list[Item]:
    """What ``f`` has: the wielded Weapon first, then the rest (Integrated Items included)."""
    ids = ([f.wielding] if f.wielding else []) + f.items
    return [item(enc, i) for i in ids]


def _take(f: Fighter, it: Item) -> None:
    if f.wielding == it.id:
        f.wielding = ""
    elif it.id in f.items:
        f.items.remove(it.id)
    it.holder = ""


def _give(f: Fighter, it: Item, *, hand: bool = False) -> None:
    it.holder, it.pos, it.lost = f.id, None, False
    if hand:
        f.wielding = it.id
    else:
        f.items.append(it.id)


def _blocked(enc: Encounter) -> set[Pos]:
    from tenkaichi.dbu.combat.rules.targeting import blocked_squares

    return blocked_squares(enc)


def squares_around(enc: Encounter, f: Fighter, *, own: bool) -> list[Pos]:
    """Squares adjacent to ``f`` (and its own squares if ``own``) an item can lie on: on the
    grid and not inside a Feature or Vehicle."""
    size = stats.derived(enc, f).squares
    blocked = _blocked(enc)
    x0, y0 = f.pos
    out = []
    for y in range(y0 - 1, y0 + size + 1):
        for x in range(x0 - 1, x0 + size + 1):
            sq = (x, y)
            d = gap(f.pos, size, sq, 1)
            near = d == 1 or (own and d == 0)
            if near and in_bounds(sq, 1, enc.state.width, enc.state.height) and sq not in blocked:
                out.append(sq)
    return out


def within_reach(enc: Encounter, f: Fighter, it: Item) -> bool:
    """An item lying within ``pickup_reach`` squares of you (your square or an adjacent one;
    in dbu-1 only your own square)."""
    if it.holder or it.lost or it.pos is None:
        return False
    return gap(f.pos, stats.derived(enc, f).squares, it.pos, 1) <= enc.settings.pickup_reach


# --- turn options ------------------------------------------------------------------------


def _turn_options(enc: Encounter, f: Fighter) -> list[Option]:
    out: list[Option] = []
    if f.defeated:
        return out
    if f.actions > 0 and f.charge is None:
        out += _disarm_options(enc, f) + _toss_options(enc, f) + _find_options(enc, f)
    if f.last_instant:
        return out
    if enc.settings.no_effort_each_type:  # dbu-1: each type once per Combat Round
        out += [o for o in no_effort_options(enc, f) if not f.used_round.get(_effort_key(o.args))]
    elif within_limits(enc, f, "no_effort"):
        out += no_effort_options(enc, f)
    return out


def _effort_key(args: dict[str, Any]) -> str:
    """The used_round key of one type of No Effort Maneuver (drop, pick up, draw...)."""
    return f"no_effort:{args['effort']}"


def _disarm_options(enc: Encounter, f: Fighter) -> list[Option]:
    if not within_limits(enc, f, "disarm") or stats.has(f, "spectator"):
        return []
    return [
        Option(
            "disarm",
            f"Disarm {o.id} ({item(enc, o.wielding).name}): Strike vs Strike/Dodge",
            {"target": o.id},
        )
        for o in enc.opponents(f)
        if o.wielding and enc.in_melee(f, o)
    ]


def toss_recipients(enc: Encounter, f: Fighter) -> list[Fighter]:
    reach = stats.speeds(enc, f)[1]
    return [
        o
        for o in enc.in_initiative_order(enc.state.fighters)
        if o is not f
        and not o.defeated
        and (enc.settings.toss_range == "any" or enc.distance(f, o) <= reach)
    ]


def _toss_options(enc: Encounter, f: Fighter) -> list[Option]:
    if not within_limits(enc, f, "toss"):
        return []
    things = [it for it in carried(enc, f) if not it.integrated]
    return [
        Option("toss", f"Toss {it.name} to {o.id}", {"item": it.id, "to": o.id})
        for it in things
        for o in toss_recipients(enc, f)
    ]


def _find_options(enc: Encounter, f: Fighter) -> list[Option]:
    category = enc.settings.lost_item_difficulty
    return [
        Option(
            "find_item",
            f"Look for the lost {it.name} (1 Action, {category.title()} Perception Check)",
            {"item": it.id},
        )
        for it in enc.state.items
        if it.lost
    ]


def no_effort_options(enc: Encounter, f: Fighter) -> list[Option]:
    """The item options of No Effort for ``f`` now (the caller checks limit and timing)."""
    out: list[Option] = []
    mine = carried(enc, f)
    spare = [it for it in mine if it.kind == "weapon" and it.id != f.wielding and not it.integrated]
    if f.wielding:
        name = item(enc, f.wielding).name
        out.append(Option("no_effort", f"No Effort: sheathe {name}", {"effort": "sheathe"}))
        out += [
            Option(
                "no_effort",
                f"No Effort: replace {name} with {it.name}",
                {"effort": "replace", "item": it.id},
            )
            for it in spare
        ]
    else:
        out += [
            Option("no_effort", f"No Effort: draw {it.name}", {"effort": "draw", "item": it.id})
            for it in spare
        ]
    out += [
        Option("no_effort", f"No Effort: drop {it.name}", {"effort": "drop", "item": it.id})
        for it in mine
        if not it.integrated
    ]
    out += [
        Option(
            "no_effort",
            f"No Effort: pick up {it.name} at {list(it.pos or ())}",
            {"effort": "pickup", "item": it.id},
        )
        for it in enc.state.items
        if within_reach(enc, f, it)
    ]
    active = [it for it in mine if it.integrated and it.active]
    inactive = [it for it in mine if it.integrated and not it.active]
    for off in [*active, None]:
        for on in [*inactive, None]:
            if off is None and on is None:
                continue
            words = []
            if off is not None:
                words.append(f"deactivate {off.name}")
            if on is not None:
                words.append(f"activate {on.name}")
            out.append(
                Option(
                    "no_effort",
                    "No Effort: " + " and ".join(words),
                    {
                        "effort": "integrated",
                        "off": off.id if off else "",
                        "on": on.id if on else "",
                    },
                )
            )
    return out


# --- answers -----------------------------------------------------------------------------


@dataclass(slots=True)
class ItemFrame(ExtFrame):
    """Disarm or Toss waiting for its Instant window, or an item waiting for its square."""

    actor: str = ""
    kind: str = ""
    """"disarm", "toss", "land" (a disarmed Weapon) or "drop"."""
    args: dict[str, Any] = field(default_factory=dict)
    stage: str = "instants"


@hooks.turn_answer("disarm")
def _answer_disarm(enc: Encounter, f: Fighter, option: Option) -> None:
    pay_standard(enc, f, "disarm")
    enc.emit("maneuver", f.id, f"{f.id} uses {option.label}", maneuver="disarm", **option.args)
    enc.state.stack.append(ItemFrame(actor=f.id, kind="disarm", args=dict(option.args)))


@hooks.turn_answer("toss")
def _answer_toss(enc: Encounter, f: Fighter, option: Option) -> None:
    pay_standard(enc, f, "toss")
    enc.emit("maneuver", f.id, f"{f.id} uses {option.label}", maneuver="toss", **option.args)
    enc.state.stack.append(ItemFrame(actor=f.id, kind="toss", args=dict(option.args)))


@hooks.turn_answer("find_item")
def _answer_find(enc: Encounter, f: Fighter, option: Option) -> None:
    """Seed 001 Toss: a lost item requires "a Perception Skill Check to find again"."""
    pay_standard(enc, f, "find_item")
    it = item(enc, option.args["item"])
    enc.emit(
        "maneuver", f.id, f"{f.id} looks for the lost {it.name}", maneuver="find_item", item=it.id
    )
    category = enc.settings.lost_item_difficulty
    if not skill_check(enc, f, "perception", category, f"finding {it.name}"):
        _item_event(enc, f, it, f"{f.id} does not find {it.name}: it stays lost", "not_found")
        return
    hand = it.kind == "weapon" and not f.wielding
    _give(f, it, hand=hand)
    where = "in hand" if hand else "carried"
    _item_event(enc, f, it, f"{f.id} finds {it.name} ({where})", "found")


@hooks.turn_answer("no_effort")
def _answer_no_effort(enc: Encounter, f: Fighter, option: Option) -> None:
    mark_used(f, "no_effort")
    if enc.settings.no_effort_each_type:
        key = _effort_key(option.args)
        f.used_round[key] = f.used_round.get(key, 0) + 1
    f.last_instant = True
    f.turn_maneuvers += 1
    args = option.args
    effort = args["effort"]
    if effort == "sheathe":
        it = item(enc, f.wielding)
        f.wielding = ""
        f.items.append(it.id)
        _item_event(enc, f, it, f"{f.id} sheathes {it.name} (No Effort)", "sheathe")
    elif effort in ("draw", "replace"):
        it = item(enc, args["item"])
        f.items.remove(it.id)
        if f.wielding:
            old = item(enc, f.wielding)
            f.items.append(old.id)
            text = f"{f.id} replaces {old.name} with {it.name} (No Effort)"
        else:
            text = f"{f.id} draws {it.name} (No Effort)"
        f.wielding = it.id
        _item_event(enc, f, it, text, effort)
    elif effort == "pickup":
        it = item(enc, args["item"])
        hand = it.kind == "weapon" and not f.wielding
        it.pos = None
        _give(f, it, hand=hand)
        where = "in hand" if hand else "carried"
        _item_event(enc, f, it, f"{f.id} picks up {it.name} ({where}; No Effort)", "pickup")
    elif effort == "drop":
        enc.state.stack.append(
            ItemFrame(actor=f.id, kind="drop", args={"item": args["item"]}, stage="square")
        )
    else:
        for key, active in (("off", False), ("on", True)):
            if args[key]:
                it = item(enc, args[key])
                it.active = active
                what = "activates" if active else "deactivates"
                _item_event(enc, f, it, f"{f.id} {what} {it.name} (No Effort)", what)


def _item_event(enc: Encounter, f: Fighter, it: Item, text: str, action: str) -> None:
    enc.emit(
        "item",
        f.id,
        text,
        item=it.id,
        action=action,
        holder=it.holder,
        pos=list(it.pos) if it.pos else None,
    )


# --- the frame ---------------------------------------------------------------------------


def _step(enc: Encounter, frame: ItemFrame) -> None:
    from tenkaichi.dbu.combat.rules.reactions import open_instant_window

    f = enc.fighter(frame.actor)
    if frame.stage == "instants":
        frame.stage = "resolve"
        open_instant_window(enc, f, frame.kind.title())
        return
    if frame.stage == "resolve":
        enc.state.stack.pop()
        if not f.defeated:
            (_resolve_disarm if frame.kind == "disarm" else _resolve_toss)(enc, f, frame.args)
        return
    # stage "square": where a dropped or disarmed item lands
    it = item(enc, frame.args["item"])
    near = enc.fighter(frame.args.get("near", f.id))
    squares = squares_around(enc, near, own=frame.kind == "drop") or [near.pos]
    if len(squares) == 1:
        _land(enc, frame, it, squares[0])
        return
    who = "next to " + near.id if frame.kind == "land" else "on or next to your square"
    enc.ask(
        f.id,
        "item_square",
        f"{f.id}: where does {it.name} land ({who})?",
        [Option("place", f"at ({x}, {y})", {"x": x, "y": y}) for x, y in squares],
    )


def _answer(enc: Encounter, frame: ItemFrame, option: Option) -> None:
    _land(enc, frame, item(enc, frame.args["item"]), (option.args["x"], option.args["y"]))


def _land(enc: Encounter, frame: ItemFrame, it: Item, sq: Pos) -> None:
    enc.state.stack.pop()
    f = enc.fighter(frame.actor)
    if frame.kind == "drop":
        _take(f, it)
    it.pos = (sq[0], sq[1])
    verb = "drops" if frame.kind == "drop" else "knocks away"
    text = f"{f.id} {verb} {it.name}: it lands at {list(it.pos)}"
    _item_event(enc, f, it, text + (" (No Effort)" if frame.kind == "drop" else ""), frame.kind)


def _refund(enc: Encounter, f: Fighter, mid: str, why: str) -> None:
    """Instantaneous Control: the target got away before the maneuver resolved."""
    f.actions += 1
    unmark_used(f, mid)
    enc.emit(
        "control",
        f.id,
        f"{f.id} takes back the {mid.title()} and regains 1 Action ({why}; Instantaneous Control)",
        refund=0,
    )


def _resolve_disarm(enc: Encounter, f: Fighter, args: dict[str, Any]) -> None:
    target = enc.fighter(args["target"])
    if target.defeated or not target.wielding or not enc.in_melee(f, target):
        _refund(enc, f, "disarm", f"{target.id} is no longer a target")
        return
    clash.start(
        enc,
        f,
        target,
        initiator_roll="strike",
        defender_rolls=("strike", "dodge"),
        why="Disarm",
        then="disarm",
        ctx={"actor": f.id, "target": target.id},
    )


@clash.continuation("disarm")
def _after_disarm_clash(enc: Encounter, result: clash.ClashResult, ctx: dict[str, Any]) -> None:
    f, target = enc.fighter(ctx["actor"]), enc.fighter(ctx["target"])
    if not result.initiator_wins:
        enc.emit(
            "provoked",
            f.id,
            f"{f.id} loses the Disarm Clash and provokes Exploit from {target.id}",
            by=[target.id],
        )
        enc.state.stack.append(
            ExploitFrame(provoker=f.id, candidates=[target.id], reason="a failed Disarm")
        )
        return
    it = item(enc, target.wielding)
    _take(target, it)
    enc.emit(
        "item",
        f.id,
        f"{f.id} disarms {target.id}: {it.name} leaves their grip",
        item=it.id,
        action="disarmed",
        holder="",
        pos=None,
    )
    enc.state.stack.append(
        ItemFrame(actor=f.id, kind="land", args={"item": it.id, "near": target.id}, stage="square")
    )


def _resolve_toss(enc: Encounter, f: Fighter, args: dict[str, Any]) -> None:
    it = item(enc, args["item"])
    to = enc.fighter(args["to"])
    if it.holder != f.id or to.defeated or to not in toss_recipients(enc, f):
        _refund(enc, f, "toss", f"{to.id} can no longer be reached")
        return
    _take(f, it)
    if skill_check(enc, to, "perception", "apprentice", f"catching {it.name}"):
        _give(to, it)
        _item_event(enc, f, it, f"{to.id} catches {it.name} from {f.id}", "caught")
        return
    it.lost, it.pos = True, None
    _item_event(
        enc,
        f,
        it,
        f"{it.name} sails past {to.id} and is lost (a Perception Check finds it)",
        "lost",
    )


hooks.REGISTRY.turn_options.append(_turn_options)
hooks.frame(ItemFrame, _step, _answer)
