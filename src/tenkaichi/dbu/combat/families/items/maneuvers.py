"""The item maneuvers of a turn (seed 001): Disarm, Toss and finding a lost item, the turn
options of every item maneuver (No Effort's from
:mod:`~tenkaichi.dbu.combat.families.items.no_effort`), and how an
:class:`~tenkaichi.dbu.combat.families.items.items.ItemFrame` steps and is answered.

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

Disarm and Toss wait in the frame for the Instant window; a disarmed or dropped item waits in it
for its square.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.state import ExploitFrame, Fighter, Item, Option, Pos
from tenkaichi.dbu.combat.families.items.items import (
    ItemFrame,
    _give,
    _take,
    carried,
    item,
    item_event,
    skill_check,
    squares_around,
)
from tenkaichi.dbu.combat.families.items.no_effort import NO_EFFORT, effort_key, no_effort_options
from tenkaichi.dbu.combat.families.phrases import square, uses
from tenkaichi.dbu.combat.rules import clash, stats
from tenkaichi.dbu.combat.rules.costs import pay_standard, unmark_used, within_limits
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


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
        out += [
            o for o in no_effort_options(enc, f) if not f.used_round.get(effort_key(enc, o.args))
        ]
    elif within_limits(enc, f, "no_effort"):
        out += no_effort_options(enc, f)
    return out


def _disarm_options(enc: Encounter, f: Fighter) -> list[Option]:
    if not within_limits(enc, f, "disarm") or stats.has(f, "spectator"):
        return []
    return [
        Option(
            "disarm",
            Msg.of(
                "dbu-item-disarm-option",
                disarm=Term("Disarm"),
                target=o.id,
                item=Term(item(enc, o.wielding).name),
            ),
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
        Option(
            "toss",
            Msg.of("dbu-item-toss-option", toss=Term("Toss"), item=Term(it.name), target=o.id),
            {"item": it.id, "to": o.id},
        )
        for it in things
        for o in toss_recipients(enc, f)
    ]


def _find_options(enc: Encounter, f: Fighter) -> list[Option]:
    category = enc.settings.lost_item_difficulty
    return [
        Option(
            "find_item",
            Msg.of(
                "dbu-item-find-option",
                item=Term(it.name),
                category=Term(category.title()),
                skill=Term("Perception"),
            ),
            {"item": it.id},
        )
        for it in enc.state.items
        if it.lost
    ]


@hooks.turn_answer("disarm")
def _answer_disarm(enc: Encounter, f: Fighter, option: Option) -> None:
    pay_standard(enc, f, "disarm")
    enc.emit("maneuver", f.id, uses(f.id, option.said), maneuver="disarm", **option.args)
    enc.state.stack.append(ItemFrame(actor=f.id, kind="disarm", args=dict(option.args)))


@hooks.turn_answer("toss")
def _answer_toss(enc: Encounter, f: Fighter, option: Option) -> None:
    pay_standard(enc, f, "toss")
    enc.emit("maneuver", f.id, uses(f.id, option.said), maneuver="toss", **option.args)
    enc.state.stack.append(ItemFrame(actor=f.id, kind="toss", args=dict(option.args)))


@hooks.turn_answer("find_item")
def _answer_find(enc: Encounter, f: Fighter, option: Option) -> None:
    """Seed 001 Toss: a lost item requires "a Perception Skill Check to find again"."""
    pay_standard(enc, f, "find_item")
    it = item(enc, option.args["item"])
    name = Term(it.name)
    enc.emit(
        "maneuver",
        f.id,
        Msg.of("dbu-item-looks-for", fighter=f.id, item=name),
        maneuver="find_item",
        item=it.id,
    )
    category = enc.settings.lost_item_difficulty
    finding = Msg.of("dbu-item-finding", item=name)
    if not skill_check(enc, f, "perception", category, finding):
        item_event(enc, f, it, Msg.of("dbu-item-not-found", fighter=f.id, item=name), "not_found")
        return
    hand = it.kind == "weapon" and not f.wielding
    _give(f, it, hand=hand)
    where = Msg.of("dbu-item-in-hand" if hand else "dbu-item-carried")
    found = Msg.of("dbu-item-found", fighter=f.id, item=name, hand=where)
    item_event(enc, f, it, found, "found")


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
    enc.ask(
        f.id,
        "item_square",
        Msg.of(
            "dbu-item-land-ask-next-to" if frame.kind == "land" else "dbu-item-land-ask-yours",
            fighter=f.id,
            item=Term(it.name),
            near=near.id,
        ),
        [
            Option("place", Msg.of("dbu-fb-at-square", square=square((x, y))), {"x": x, "y": y})
            for x, y in squares
        ],
    )


def _answer(enc: Encounter, frame: ItemFrame, option: Option) -> None:
    _land(enc, frame, item(enc, frame.args["item"]), (option.args["x"], option.args["y"]))


def _land(enc: Encounter, frame: ItemFrame, it: Item, sq: Pos) -> None:
    enc.state.stack.pop()
    f = enc.fighter(frame.actor)
    if frame.kind == "drop":
        _take(f, it)
    it.pos = (sq[0], sq[1])
    text = Msg.of(
        "dbu-item-drops" if frame.kind == "drop" else "dbu-item-knocks-away",
        fighter=f.id,
        item=Term(it.name),
        square=square(sq),
        effort=NO_EFFORT,
    )
    item_event(enc, f, it, text, frame.kind)


def _refund(enc: Encounter, f: Fighter, mid: str, why: Msg) -> None:
    """Instantaneous Control: the target got away before the maneuver resolved."""
    f.actions += 1
    unmark_used(f, mid)
    enc.emit(
        "control",
        f.id,
        Msg.of("dbu-item-takes-back", fighter=f.id, maneuver=Term(mid.title()), why=why),
        refund=0,
    )


def _resolve_disarm(enc: Encounter, f: Fighter, args: dict[str, Any]) -> None:
    target = enc.fighter(args["target"])
    if target.defeated or not target.wielding or not enc.in_melee(f, target):
        _refund(enc, f, "disarm", Msg.of("dbu-item-no-longer-target", target=target.id))
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
            Msg.of("dbu-item-disarm-lost", fighter=f.id, disarm=Term("Disarm"), target=target.id),
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
        Msg.of("dbu-item-disarms", fighter=f.id, target=target.id, item=Term(it.name)),
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
        _refund(enc, f, "toss", Msg.of("dbu-item-out-of-reach", target=to.id))
        return
    _take(f, it)
    name = Term(it.name)
    if skill_check(enc, to, "perception", "apprentice", Msg.of("dbu-item-catching", item=name)):
        _give(to, it)
        caught = Msg.of("dbu-item-catches", fighter=to.id, item=name, by=f.id)
        item_event(enc, f, it, caught, "caught")
        return
    it.lost, it.pos = True, None
    lost = Msg.of("dbu-item-lost", item=name, target=to.id, skill=Term("Perception"))
    item_event(enc, f, it, lost, "lost")


hooks.REGISTRY.turn_options.append(_turn_options)
hooks.frame(ItemFrame, _step, _answer)
