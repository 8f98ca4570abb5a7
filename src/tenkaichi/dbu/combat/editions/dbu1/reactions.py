"""Edition dbu-1 (seed 003) versions of maneuvers the default edition already has: United
Attack, Intervene, Duel Escape and Grapple (its terrain maneuvers are in :mod:`.terrain`).

Each replaces one registered hook of the default edition in dbu-1 encounters only
(:func:`tenkaichi.dbu.combat.core.hooks.override`), or adds a hook that checks the edition.

- United Attack: half of every bonus of the joiner's Wound Roll for that attack (its damage
  attribute, twice for Powered, and its Combat Roll bonuses), not just half the attribute.
- Intervene: an Ally first chooses to attempt it: an Impulsive Save, TN Medium (it costs the
  Counter Action either way); a pass lets them choose the Intervene option, a failure bars
  Intervene for the rest of the round.
- Duel Escape: an Impulsive Save, TN Hard, instead of a Clash; success nullifies the attack
  (Actions and KP stay spent) and the escaper may make another Attacking Maneuver (a Basic
  Attack, a Signature Technique or a Blitz they may make now) at once, out of sequence, for
  no Action.
- Grapple: a Grapple Check at the start of the Grappler's and of the Grappled's turn (a lost
  check frees the Grappled); a Grappler moved by someone outside the Grapple makes a Grapple
  Check at -2(T): success drags the Grappled along, failure frees them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.state import AttackFrame, Fighter, Option
from tenkaichi.dbu.combat.editions.dbu1.checks import save
from tenkaichi.dbu.combat.editions.dbu1.rules import (
    EDITION,
    LegacyFrame,
    answers,
    legacy,
    steps,
)
from tenkaichi.dbu.combat.families.duel import duel
from tenkaichi.dbu.combat.families.duel import stages as duel_stages
from tenkaichi.dbu.combat.families.duel.rolls import attack_of
from tenkaichi.dbu.combat.families.grapple import checks as grapple_checks
from tenkaichi.dbu.combat.families.grapple import holds as grapple
from tenkaichi.dbu.combat.families.grapple import moves as grapple_moves
from tenkaichi.dbu.combat.families.team import intervene, team
from tenkaichi.dbu.combat.rules import clash, rolls, stats
from tenkaichi.dbu.combat.rules.edition import hook
from tenkaichi.dbu.combat.rules.said import Phrase
from tenkaichi.dbu.combat.rules.said import said as said_words
from tenkaichi.dbu.profiles import has_hook
from tenkaichi.dbu.profiles import profile as get_profile
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

INTERVENE_BARRED = "intervene_failed"
"""used_round key: failed Intervene Save this round."""


# --- United Attack ----------------------------------------------------------------------------


def wound_bonus(enc: Encounter, frame: AttackFrame, f: Fighter) -> int:
    """What ``f``'s own Wound Roll bonuses for this attack would add up to."""
    attr = "magic" if frame.foundation == "magic" else "force"
    value = stats.derived(enc, f).modifiers[attr]
    if has_hook(get_profile(frame.profile), "double_damage_attribute"):
        value *= 2
    a = stats.aura(enc, f)
    aura = a.wound * stats.tier(enc, f) if a is not None and a.wound else 0
    return value + rolls.total(rolls.combat_parts(enc, f)) + aura


@hook(EDITION, "united_attack")
def _united_wound(enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter) -> hooks.Parts:
    parts: hooks.Parts = []
    for uid in frame.united:
        ally = enc.fighter(uid)
        label = Phrase(
            f"United {uid} ½ Wound bonuses", Msg.of("dbu-legacy-part-united-bonuses", ally=uid)
        )
        parts.append((label, wound_bonus(enc, frame, ally) // 2))
        wager = frame.united_wagers.get(uid, 0)
        if wager:
            label = Phrase(
                f"United {uid} Ki Wager", Msg.of("dbu-legacy-part-united-wager", ally=uid)
            )
            parts.append((label, wager))
    return parts


# --- Intervene --------------------------------------------------------------------------------


@hook(EDITION, "intervene_step")
def _step_intervene(enc: Encounter, frame: intervene.InterveneFrame) -> None:
    """Each Ally who could Intervene (not barred by a failed Save this round) is asked
    whether they attempt it; the options come only after a passed Save."""
    attacker = enc.fighter(frame.attacker)
    ally = enc.fighter(frame.ally)
    attack = intervene._attack_frame(enc, frame.attacker)
    while frame.index < len(frame.candidates) and ally.id not in attack.intervened:
        me = enc.fighter(frame.candidates[frame.index])
        if (
            not me.used_round.get(INTERVENE_BARRED)
            and intervene.can_intervene(enc, me, ally, attacker, attack)
            and intervene.intervene_options(enc, me, ally, attacker)
        ):
            enc.ask(
                me.id,
                "intervene",
                Msg.of(
                    "dbu-legacy-intervene-ask", fighter=me.id, attacker=attacker.id, ally=ally.id
                ),
                [
                    Option("pass", Msg.of("dbu-legacy-intervene-no")),
                    Option("intervene_attempt", Msg.of("dbu-legacy-intervene-attempt")),
                ],
            )
            return
        frame.index += 1
    enc.state.stack.pop()


@hook(EDITION, "intervene")
def _answer_intervene(enc: Encounter, frame: intervene.InterveneFrame, option: Option) -> None:
    """ "you can attempt an Impulsive Save, TN Medium. If you fail, you cannot attempt to make
    another Intervene Counter Action for the remainder of the Combat Round. If you pass, you
    may select one of the below options": the Counter Action pays for the attempt."""
    from tenkaichi.dbu.combat.rules.costs import pay_counter

    if option.kind != "intervene_attempt":
        intervene._answer_intervene(enc, frame, option)
        return
    me = enc.fighter(frame.candidates[frame.index])
    pay_counter(enc, me, "an Intervene attempt")
    why = Msg.of("dbu-legacy-intervene-for", ally=frame.ally)
    if save(enc, me, "impulsive", "medium", why):
        attacker, ally = enc.fighter(frame.attacker), enc.fighter(frame.ally)
        enc.state.stack.append(LegacyFrame(actor=me.id, kind="intervene_choice", stage="ask"))
        enc.ask(
            me.id,
            "intervene",
            Msg.of("dbu-legacy-intervene-passed", fighter=me.id, ally=ally.id),
            [
                Option("pass", Msg.of("dbu-legacy-intervene-no-option")),
                *intervene.intervene_options(enc, me, ally, attacker),
            ],
        )
        return
    frame.index += 1
    me.used_round[INTERVENE_BARRED] = 1
    enc.emit(
        "reaction",
        me.id,
        Msg.of("dbu-legacy-intervene-failed", fighter=me.id),
        reaction="intervene_failed",
    )


@steps("intervene_choice", "Intervene")
def _intervene_choice_step(enc: Encounter, frame: LegacyFrame, f: Fighter) -> None:
    enc.state.stack.pop()


@answers("intervene_choice")
def _intervene_choice(enc: Encounter, frame: LegacyFrame, f: Fighter, option: Option) -> None:
    enc.state.stack.pop()
    below = enc.state.stack[-1]
    assert isinstance(below, intervene.InterveneFrame)
    below.index += 1
    if option.kind == "intervene":
        intervene.use_intervene(enc, below, f, option, paid=True)


# --- Duel Escape ------------------------------------------------------------------------------


@hook(EDITION, "duel_escape")
def _answer_duel(enc: Encounter, frame: duel.DuelFrame, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.costs import mark_used, pay_counter

    if option.kind != "duel_escape":
        duel_stages._answer(enc, frame, option)
        return
    a = enc.fighter(frame.attacker)
    mark_used(a, "duel_escape")
    pay_counter(enc, a, "Duel Escape")
    if not save(enc, a, "impulsive", "hard", "Duel Escape"):
        said = Msg.of("dbu-legacy-escape-failed", fighter=a.id)
        enc.emit("duel", a.id, said, duel="escape_failed")
        return
    attack = attack_of(enc, frame)
    stack = enc.state.stack
    stack.pop()
    del stack[next(i for i in range(len(stack) - 1, -1, -1) if stack[i] is attack)]
    enc.emit(
        "duel",
        a.id,
        Msg.of("dbu-legacy-escapes-duel", fighter=a.id),
        duel="escaped",
        actions=0,
    )
    _offer_escape_attack(enc, a, frame.initiator)


def _offer_escape_attack(enc: Encounter, a: Fighter, initiator: str) -> None:
    """ "may immediately make another attack maneuver as an Instant Action": any Attacking
    Maneuver the escaper may make now (a Basic Attack, a Signature Technique, a Blitz), paid
    with an Instant Action (``legality``)."""
    from tenkaichi.dbu.combat.editions.dbu1.maneuvers import blitz_options
    from tenkaichi.dbu.combat.rules.attack_options import basic_attack_options, signature_options

    options = basic_attack_options(enc, a, kind="escape_attack")
    options += signature_options(enc, a, kind="escape_attack")
    options += blitz_options(enc, a, kind="escape_attack", via="instant")
    if not options:
        return
    enc.state.stack.append(LegacyFrame(actor=a.id, kind="escape_attack", stage="ask"))
    enc.ask(
        a.id,
        "escape_attack",
        Msg.of("dbu-legacy-escape-attack-ask", fighter=a.id),
        [Option("pass", Msg.of("dbu-legacy-no-attack")), *options],
    )


@steps("escape_attack", "Duel Escape attack")
def _escape_attack_step(enc: Encounter, frame: LegacyFrame, f: Fighter) -> None:
    enc.state.stack.pop()


@answers("escape_attack")
def _escape_attack_answer(enc: Encounter, frame: LegacyFrame, f: Fighter, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.attack_options import aim_of, open_attack, use_signature

    enc.state.stack.pop()
    if option.kind != "escape_attack":
        return
    args = option.args
    if args.get("blitz"):
        from tenkaichi.dbu.combat.editions.dbu1.maneuvers import use_blitz

        use_blitz(enc, f, option, instant=True)
        return
    if "signature" in args:
        sig = next(s for s in stats.sheet(enc, f).signatures if s.name == args["signature"])
        free = use_signature(enc, f, sig.name)
        mode, profile, foundation, name = "signature", sig.profile, sig.foundation, sig.name
    else:
        mode, profile, foundation, name, free = "basic", args["profile"], args["foundation"], "", ""
    new = open_attack(
        enc,
        f,
        mode,
        profile,
        foundation,
        name,
        enc.fighter(args["target"]),
        source=mode,
        oos=True,
        **aim_of(args),
    )
    if free:
        said = Msg.of("dbu-legacy-free-signature", technique=Term(name), free=said_words(free))
        enc.emit("attack_declared", f.id, said, uncounted=True)
    enc.state.stack.append(new)


# --- Grapple ------------------------------------------------------------------------------------


@hook(EDITION, "grapple_turn_check")
def _turn_check(enc: Encounter, f: Fighter) -> None:
    """A Grapple Check at the start of the Grappler's or the Grappled's turn."""
    g = grapple.grapple_of(enc, f.id) if legacy(enc) else None
    if g is None:
        return
    grapple_checks._check(enc, g, "Grapple Check (start of turn)", "grapple_escape", keep=True)


@hook(EDITION, "grapple_moved")
def _before_push(enc: Encounter, f: Fighter, by: Fighter | None, frame: Any) -> None:
    g = grapple.grapple_of(enc, f.id)
    outsider = by is not None and by.id not in (g.grappler, g.grappled) if g else False
    if g is None or frame.cancelled or not outsider or g.grappler != f.id:
        grapple_moves._before_push(enc, f, by, frame)
        return
    index = enc.state.stack.index(frame)
    drag = grapple_moves.DragFrame(
        grappler=g.grappler, grappled=g.grappled, mover=f.id, start=f.pos, who=g.grappled
    )
    enc.state.stack.insert(index, drag)
    grappler, grappled = enc.fighter(g.grappler), enc.fighter(g.grappled)
    clash.start(
        enc,
        grappler,
        grappled,
        initiator_roll="strike",
        defender_rolls=("strike", "dodge"),
        why="Grapple Check (moved by another, -2(T))",
        then="legacy_grapple_moved",
        initiator_bonus=[("moved by another", -2 * stats.tier(enc, grappler))],
    )


@clash.continuation("legacy_grapple_moved")
def _after_moved(enc: Encounter, result: clash.ClashResult, ctx: dict[str, Any]) -> None:
    if result.initiator_wins:
        return
    g = grapple.grapple_of(enc, result.initiator)
    if g is not None:
        why = Msg.of("dbu-legacy-grapple-moved-away", grappled=g.grappled, grappler=g.grappler)
        grapple.end(enc, g, why)


# --- registration --------------------------------------------------------------------------------

R = hooks.REGISTRY
hooks.override(R.wound_parts, team._united_wound, EDITION, _united_wound)
hooks.override_frame(
    intervene.InterveneFrame, EDITION, step=_step_intervene, answer=_answer_intervene
)
hooks.override_frame(duel.DuelFrame, EDITION, answer=_answer_duel)
hooks.override(R.before_push, grapple_moves._before_push, EDITION, _before_push)
R.turn_started.append(_turn_check)
