"""Edition dbu-1 (seed 003) versions of maneuvers the default edition already has: United
Attack, Intervene, Duel Escape, Grapple, Terrain Lift (and its shield), Throw and Thrust.

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
- Terrain Lift: Athletics, TN 6 +4 per Hardness Rank (setting ``legacy_athletics``). When an
  attack hits them, the carrier chooses whether the piece shields: it takes off the Lethal
  Damage of its Hardness Value, and is destroyed if Damage still gets through (it gives no
  Dodge bonus); a piece not used is not damaged.
- Throw: reaches Force Modifier squares (setting ``throw_range``); a thrown Basic Item is
  destroyed; a thrown Weapon (or Feature) lands on a random free square next to the target.
- Thrust: winning the Strike Clash knocks the target Prone directly (no second Clash).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.state import AttackFrame, Effect, Expiry, Feature, Fighter, Option
from tenkaichi.dbu.combat.editions.dbu1.rules import (
    EDITION,
    LegacyFrame,
    acting,
    answers,
    check,
    declare,
    legacy,
    save,
    steps,
    turn_options,
)
from tenkaichi.dbu.combat.families.duel import duel
from tenkaichi.dbu.combat.families.duel.rolls import attack_of
from tenkaichi.dbu.combat.families.grapple import holds as grapple
from tenkaichi.dbu.combat.families.grapple import moves as grapple_moves
from tenkaichi.dbu.combat.families.team import intervene, team
from tenkaichi.dbu.combat.families.terrain import battlefield, terrain
from tenkaichi.dbu.combat.rules import clash, rolls, stats
from tenkaichi.dbu.combat.rules.edition import hook
from tenkaichi.dbu.combat.rules.profiles import has_hook
from tenkaichi.dbu.combat.rules.profiles import profile as get_profile

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
        parts.append((f"United {uid} ½ Wound bonuses", wound_bonus(enc, frame, ally) // 2))
        wager = frame.united_wagers.get(uid, 0)
        if wager:
            parts.append((f"United {uid} Ki Wager", wager))
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
                f"{me.id}: {attacker.id}'s attack hits {ally.id}. Intervene?",
                [
                    Option("pass", "No Intervene"),
                    Option(
                        "intervene_attempt",
                        "Intervene: Impulsive Save, TN Medium (1 Counter Action); "
                        "choose the option if you pass",
                    ),
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
    if save(enc, me, "impulsive", "medium", f"Intervene for {frame.ally}"):
        attacker, ally = enc.fighter(frame.attacker), enc.fighter(frame.ally)
        enc.state.stack.append(LegacyFrame(actor=me.id, kind="intervene_choice", stage="ask"))
        enc.ask(
            me.id,
            "intervene",
            f"{me.id}: the Save is passed. Which Intervene option for {ally.id}?",
            [
                Option("pass", "No option (the Counter Action stays spent)"),
                *intervene.intervene_options(enc, me, ally, attacker),
            ],
        )
        return
    frame.index += 1
    me.used_round[INTERVENE_BARRED] = 1
    enc.emit(
        "reaction",
        me.id,
        f"{me.id} fails to Intervene and cannot try again this round",
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
        duel._answer(enc, frame, option)
        return
    a = enc.fighter(frame.attacker)
    mark_used(a, "duel_escape")
    pay_counter(enc, a, "Duel Escape")
    if not save(enc, a, "impulsive", "hard", "Duel Escape"):
        enc.emit("duel", a.id, f"{a.id} fails to escape: the Duel goes on", duel="escape_failed")
        return
    attack = attack_of(enc, frame)
    stack = enc.state.stack
    stack.pop()
    del stack[next(i for i in range(len(stack) - 1, -1, -1) if stack[i] is attack)]
    enc.emit(
        "duel",
        a.id,
        f"{a.id} escapes the Duel: the attack is nullified (its Actions and KP stay spent); "
        f"{a.id} may attack again at once",
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
        f"{a.id}: attack again after the Duel Escape (Instant Action)?",
        [Option("pass", "No attack"), *options],
    )


@steps("escape_attack", "Duel Escape attack")
def _escape_attack_step(enc: Encounter, frame: LegacyFrame, f: Fighter) -> None:
    enc.state.stack.pop()


@answers("escape_attack")
def _escape_attack_answer(enc: Encounter, frame: LegacyFrame, f: Fighter, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.attack_options import aim_of, open_attack
    from tenkaichi.dbu.combat.rules.costs import mark_used

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
        mark_used(f, "signature")
        mode, profile, foundation, name = "signature", sig.profile, sig.foundation, sig.name
    else:
        mode, profile, foundation, name = "basic", args["profile"], args["foundation"], ""
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
    enc.state.stack.append(new)


# --- Grapple ------------------------------------------------------------------------------------


@hook(EDITION, "grapple_turn_check")
def _turn_check(enc: Encounter, f: Fighter) -> None:
    """A Grapple Check at the start of the Grappler's or the Grappled's turn."""
    g = grapple.grapple_of(enc, f.id) if legacy(enc) else None
    if g is None:
        return
    grapple._check(enc, g, "Grapple Check (start of turn)", "grapple_escape", keep=True)


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
        grapple.end(enc, g, f"{g.grappled} is freed: {g.grappler} is moved away")


# --- Terrain Lift and its shield -----------------------------------------------------------------


def lift_tn(rank: int) -> int:
    """TN 6, +4 per level of Hardness (seed 003)."""
    return 6 + 4 * rank


def athletics(enc: Encounter, f: Fighter) -> tuple[int, str]:
    sheet = stats.sheet(enc, f)
    if enc.settings.legacy_athletics == "force_modifier":
        return stats.derived(enc, f).modifiers["force"], "Force Modifier"
    return sheet.attributes.force // 2, "½ Force Score"


@turn_options
def _lift_options(enc: Encounter, f: Fighter) -> list[Option]:
    if not acting(enc, f) or f.carrying or not terrain._ready(enc, f, "terrain_lift"):
        return []
    ground = enc.settings.ground_hardness
    out = [
        Option(
            "legacy_lift",
            f"Terrain Lift: tear up ({x}, {y}) (Athletics TN {lift_tn(ground)})",
            {"x": x, "y": y},
        )
        for x, y in terrain._squares_in_reach(enc, f)
    ]
    size = stats.derived(enc, f).squares
    for ft in battlefield.on_grid(enc):
        if ft.hardness <= 0 or ft.size > size:
            continue  # only solid pieces, no larger than you
        from tenkaichi.dbu.combat.core.grid import gap

        if gap(ft.pos, ft.size, f.pos, size) <= terrain._reach(enc, f):
            out.append(
                Option(
                    "legacy_lift",
                    f"Terrain Lift: lift {ft.id} (Athletics TN {lift_tn(ft.hardness)})",
                    {"feature": ft.id},
                )
            )
    return out


@hook(EDITION, "terrain_lift")
def _declare_lift(enc: Encounter, f: Fighter, option: Option) -> None:
    declare(enc, f, "terrain_lift", "lift", option, args=dict(option.args))


@steps("lift", "Terrain Lift")
def _resolve_lift(enc: Encounter, frame: LegacyFrame, f: Fighter) -> None:
    enc.state.stack.pop()
    fid = frame.args.get("feature", "")
    rank = battlefield.feature(enc, fid).hardness if fid else enc.settings.ground_hardness
    bonus, how = athletics(enc, f)
    if not check(
        enc, f, "Athletics Check", [(how, bonus)], "lift", "Terrain Lift", target=lift_tn(rank)
    ):
        return
    if fid:
        ft = battlefield.feature(enc, fid)
        if ft.carried_by:
            return
    else:
        pos = (int(frame.args["x"]), int(frame.args["y"]))
        if not terrain._fits(enc, pos, 1):
            enc.emit("maneuver", f.id, f"{f.id}'s Terrain Lift: {list(pos)} is occupied now")
            return
        ft = Feature(battlefield.ground_id(enc), pos, 1, rank, [])
        enc.state.features.append(ft)
    ft.carried_by = f.id
    f.carrying = ft.id
    enc.emit(
        "state_changed",
        f.id,
        f"{f.id} lifts {ft.id} (Hardness Rank {ft.hardness})",
        carrying=ft.id,
    )


def shielding(enc: Encounter, frame: AttackFrame, t: Fighter) -> str:
    """The piece ``t`` holds up against this attack ("" if none, or if ``t`` chose not to)."""
    held = battlefield.shield(enc, t)
    return "" if t.id in frame.unshielded else held


@hook(EDITION, "shield_choice")
def _offer_shield(enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter) -> None:
    """Seed 003: "you may use it as a shield when attacked ... If you choose not to apply this
    effect, then whatever you are holding is not damaged": the carrier is asked once hit."""
    if not legacy(enc) or not frame.hit or t.defeated or enc.state.pending is not None:
        return
    held = shielding(enc, frame, t)
    if held:
        enc.state.stack.append(
            LegacyFrame(
                actor=t.id, kind="shield", stage="resolve", target=a.id, args={"piece": held}
            )
        )


@steps("shield", "Shield")
def _ask_shield(enc: Encounter, frame: LegacyFrame, f: Fighter) -> None:
    ft = battlefield.feature(enc, frame.args["piece"])
    value = battlefield.hardness_value(enc, ft.hardness, f)
    enc.ask(
        f.id,
        "shield",
        f"{f.id}: {frame.target}'s attack hits you. Hold up {ft.id} as a shield?",
        [
            Option(
                "shield",
                f"Use {ft.id} as a shield (-{value} Damage; it breaks if Damage still gets "
                "through)",
            ),
            Option("pass", f"Keep {ft.id} out of it (it is not damaged)"),
        ],
    )


@answers("shield")
def _answer_shield(enc: Encounter, frame: LegacyFrame, f: Fighter, option: Option) -> None:
    enc.state.stack.pop()
    piece = frame.args["piece"]
    used = option.kind == "shield"
    text = f"holds up {piece} as a shield" if used else f"keeps {piece} out of the attack"
    enc.emit("state_changed", f.id, f"{f.id} {text}", shield=piece, used=used)
    if used:
        return
    attack = next(x for x in reversed(enc.state.stack) if isinstance(x, AttackFrame))
    attack.unshielded.append(f.id)


@hook(EDITION, "shield_dodge")
def _no_shield_dodge(enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter) -> hooks.Parts:
    return [] if t.carrying else battlefield._cover_dodge(enc, frame, a, t)


@hook(EDITION, "shield_damage")
def _shield_damage(
    enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter, mods: hooks.DamageMods
) -> None:
    if not t.carrying:
        battlefield._cover_damage(enc, frame, a, t, mods)
        return
    held = shielding(enc, frame, t)
    if not held:
        return
    ft = battlefield.feature(enc, held)
    value = battlefield.hardness_value(enc, ft.hardness, t)
    mods.reduction += value
    mods.notes.append(f"shield {ft.id}: Hardness Value {value}")


@hook(EDITION, "shield_breaks")
def _shield_breaks(enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter) -> None:
    if not legacy(enc) or not shielding(enc, frame, t) or frame.last_damage <= 0:
        return
    ft = battlefield.feature(enc, t.carrying)
    t.carrying = ""
    enc.state.features.remove(ft)
    enc.emit("state_changed", t.id, f"{ft.id} shatters: Damage got through", carrying="")


# --- Throw and Thrust ----------------------------------------------------------------------------


@hook(EDITION, "throw")
def _throw_finished(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    if not frame.thrown:
        return
    terrain._detach(enc, f, frame.thrown, frame.thrown_kind)
    if frame.thrown_kind == "item":
        for it in enc.state.items:
            if it.id == frame.thrown:
                it.lost = True
                it.holder, it.pos = "", None
        enc.emit(
            "state_changed", f.id, f"{frame.thrown} is destroyed on impact", thing=frame.thrown
        )
        return
    if frame.thrown_kind != "feature" and _worn_out(enc, f, frame.thrown):
        return
    size = battlefield.feature(enc, frame.thrown).size if frame.thrown_kind == "feature" else 1
    near = enc.fighter(frame.thrown_hit or frame.aim)
    spots = terrain._around(enc, near, size)
    pos = spots[enc.rng.die(len(spots)) - 1] if spots else near.pos
    terrain._land(enc, frame.thrown, near.id, pos)


def _worn_out(enc: Encounter, f: Fighter, thing: str) -> bool:
    """A thrown Weapon "reduce[s] their Break Value by -1" (seed 003); one whose Break Value
    reaches 0 breaks (reading ``legacy-throw``). True if it broke."""
    given = next((x.break_value for x in enc.setup.items if x.id == thing), None)
    item = next((x for x in enc.state.items if x.id == thing), None)
    if given is None or item is None:
        return False
    item.worn += 1
    left = max(0, given - item.worn)
    enc.emit(
        "state_changed",
        f.id,
        f"{item.name}'s Break Value drops to {left}" + (": it breaks" if not left else ""),
        thing=thing,
        break_value=left,
    )
    if left:
        return False
    item.lost = True
    item.holder, item.pos = "", None
    return True


@hook(EDITION, "thrust")
def _thrust_answer(enc: Encounter, frame: terrain.TerrainFrame, option: Option) -> None:
    if option.kind != "thrust_effect" or option.args["effect"] != "prone":
        terrain._answer(enc, frame, option)
        return
    enc.state.stack.pop()
    f, t = enc.fighter(frame.actor), enc.fighter(frame.target)
    stats.add_effect(enc, t, Effect("prone", f"{f.id}'s Thrust", Expiry("never"), by=f.id))


# --- registration --------------------------------------------------------------------------------

R = hooks.REGISTRY
hooks.override(R.wound_parts, team._united_wound, EDITION, _united_wound)
hooks.override_frame(
    intervene.InterveneFrame, EDITION, step=_step_intervene, answer=_answer_intervene
)
hooks.override_frame(duel.DuelFrame, EDITION, answer=_answer_duel)
hooks.override(R.before_push, grapple_moves._before_push, EDITION, _before_push)
hooks.override(R.defence_parts, battlefield._cover_dodge, EDITION, _no_shield_dodge)
hooks.override(R.damage, battlefield._cover_damage, EDITION, _shield_damage)
hooks.override(R.attack_finished, terrain._throw_finished, EDITION, _throw_finished)
hooks.override_frame(terrain.TerrainFrame, EDITION, answer=_thrust_answer)
R.turn_started.append(_turn_check)
R.after_wound.append(_shield_breaks)
R.after_clash.append(_offer_shield)
R.turn_answers["legacy_lift"] = _declare_lift
