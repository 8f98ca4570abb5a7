"""Maneuvers only edition dbu-1 has (seed 003): Blitz, Terrify, Treatment, and Reload with the
ranged-weapon shot it needs.

- Blitz (2 Actions, +6(T) KP): a Physical Basic Attack of the Simple or Powered Profile on a
  target at least 2 squares away that your Boosted Speed reaches in a clear straight line; you
  travel that line to it (leaving Melee Range on the way provokes Exploit), then attack with
  +2(T) Wound per square travelled (at most +16(T)). Botch Rate 3 until your next turn.
- Terrify (1 Action): Intimidation against Intuition with an Opponent in your Melee Range
  (+1d4 for them if their Power Level is higher, or they are transformed and you are not).
  Win: Shaken until the end of your next turn; Prone instead if you had Shaken them already.
- Treatment (1 Action): an adjacent Ally who is Defeated or Poisoned; Medicine, TN Hard.
  Success: the Defeated ally is revived with 1d10(bT) Life (the core revival rule: once per
  encounter, they lose their next turn), or the Poisoned ally is cured and regains 1/10 of
  their Max Life.
- Shoot (1 Action): a Simple Basic Attack with the wielded Ranged Weapon (an Item with
  ``ammo``), any distance, one shot each (resolved with the Energy Foundation's reach; the
  engine's Physical Foundation needs Melee Range). Reload (1 Counter Action, your turn only):
  refill one Ranged Weapon you carry.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.state import (
    AttackFrame,
    Effect,
    Expiry,
    Fighter,
    MoveFrame,
    Option,
    Pos,
)
from tenkaichi.dbu.combat.editions.dbu1.checks import opposed, skill
from tenkaichi.dbu.combat.editions.dbu1.rules import (
    EDITION,
    LegacyFrame,
    acting,
    declare,
    legacy,
    reckless,
    steps,
    turn_options,
)
from tenkaichi.dbu.combat.rules import stats, targeting
from tenkaichi.dbu.combat.rules.costs import within_limits
from tenkaichi.dbu.combat.rules.damage import heal
from tenkaichi.dbu.combat.rules.edition import hook
from tenkaichi.dbu.combat.rules.legality import Via, may_attack
from tenkaichi.dbu.combat.rules.said import Phrase, said_aim
from tenkaichi.dice.roller import roll
from tenkaichi.i18n.catalogue import Msg, Term
from tenkaichi.words import counted

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

BLITZING = "blitzing"
"""On the attacker from a Blitz's declaration to the end of its attack."""
BLITZ_PROFILES = ("Simple", "Powered")
POISONED = "poisoned"
"""The Poisoned Combat Condition (its label and effects belong to the conditions module; it is
not registered here, because a new name in ``stats.CONDITIONS`` widens the default edition's
Triggered options)."""


# --- Blitz ---------------------------------------------------------------------------------


def blitz_path(enc: Encounter, f: Fighter, t: Fighter) -> list[Pos] | None:
    """The straight line from ``f`` to the square next to ``t``, if it is clear and within
    Boosted Speed (None otherwise)."""
    from tenkaichi.dbu.combat.families.terrain.terrain import _fits
    from tenkaichi.dbu.combat.families.terrain.throw import centre, ray

    distance = enc.distance(f, t)
    if distance < 2:
        return None
    size = stats.derived(enc, f).squares
    t_size = stats.derived(enc, t).squares
    path: list[Pos] = []
    for sq in ray(enc, f, centre(enc, t), distance):
        from tenkaichi.dbu.combat.core.grid import gap

        if not _fits(enc, sq, size, ignore=f):
            return None
        path.append(sq)
        if gap(sq, size, t.pos, t_size) == 1:
            break
    else:
        return None
    _, boosted = stats.speeds(enc, f)
    return path if path and len(path) <= boosted else None


def blitz_kp(enc: Encounter, f: Fighter, profile: str) -> int:
    """The attack's cost plus 6(T), one Maneuver's cost (Holding Back lowers it once)."""
    from tenkaichi.dbu.combat.rules.costs import attack_cost, maneuver_kp

    return maneuver_kp(enc, f, attack_cost(enc, f, profile) + 6 * stats.tier(enc, f))


@turn_options
def _blitz_options(enc: Encounter, f: Fighter) -> list[Option]:
    if not acting(enc, f) or f.actions < 2:
        return []
    return blitz_options(enc, f)


def blitz_options(
    enc: Encounter, f: Fighter, *, kind: str = "blitz", via: Via = "action"
) -> list[Option]:
    """The Blitzes ``f`` may make now, paid as ``via`` says (2 Actions from the turn; an
    Instant Action for dbu-1's attack after a Duel Escape): ``legality.may_attack``, not
    Prone or Pinned, Powered once per round, the KP, a clear straight line."""
    if f.defeated or not may_attack(enc, f, via):
        return []
    if stats.has(f, "prone") or stats.has(f, "pinned") or not within_limits(enc, f, "blitz"):
        return []
    cost = Msg.of("dbu-legacy-cost-two-actions" if via == "action" else "dbu-legacy-cost-instant")
    extra = {} if kind == "blitz" else {"blitz": True}
    out = []
    for profile in BLITZ_PROFILES:
        if profile != "Simple" and profile in f.profiles_used:
            continue
        if not stats.can_spend(f, blitz_kp(enc, f, profile)):
            continue
        for t in enc.opponents(f):
            path = blitz_path(enc, f, t)
            if path is not None:
                label = Msg.of(
                    "dbu-legacy-blitz-option",
                    profile=Term(profile),
                    target=t.id,
                    squares=Msg.of("dbu-legacy-squares", n=len(path), count=str(len(path))),
                    cost=cost,
                    kp=str(blitz_kp(enc, f, profile)),
                )
                out.append(Option(kind, label, {**extra, "profile": profile, "target": t.id}))
    return out


@hook(EDITION, "blitz")
def _answer_blitz(enc: Encounter, f: Fighter, option: Option) -> None:
    use_blitz(enc, f, option)


def use_blitz(enc: Encounter, f: Fighter, option: Option, *, instant: bool = False) -> None:
    """Declare a Blitz: its 2 Actions (none for an Instant Action, which is Out-of-Sequence),
    the attack's KP and the Blitz's +6(T), then the charge along the line."""
    from tenkaichi.dbu.combat.rules.attack_options import open_attack
    from tenkaichi.dbu.combat.rules.costs import attack_kp, mark_used, pay_standard

    t = enc.fighter(option.args["target"])
    path = blitz_path(enc, f, t)
    assert path is not None
    profile = option.args["profile"]
    # The whole Blitz is one Maneuver's cost: the attack pays its part, the Blitz the rest.
    extra = blitz_kp(enc, f, profile) - attack_kp(enc, f, profile)
    if instant:
        mark_used(f, "blitz")
    else:
        pay_standard(enc, f, "blitz", 2)
    args = {k: v for k, v in option.args.items() if k != "blitz"}
    said = Msg.of("dbu-legacy-uses", fighter=f.id, option=option.said)
    enc.emit("maneuver", f.id, said, maneuver="blitz", **args)
    frame = open_attack(enc, f, "basic", profile, "physical", "", t, source="basic", oos=instant)
    frame.actions = 0 if instant else 2
    stats.spend(enc, f, extra, "Blitz")
    frame.modifier_kp += extra
    frame.charged_squares = len(path)
    stats.add_effect(enc, f, Effect(BLITZING, "Blitz", Expiry("start", f.id)), announce=False)
    enc.state.stack.append(frame)
    # the charge is not the Movement Maneuver: no Blockade answers it
    enc.state.stack.append(MoveFrame(mover=f.id, path=list(path), mode="normal", maneuver="blitz"))


@hook(EDITION, "blitz_wound")
def _blitz_wound(enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter) -> hooks.Parts:
    if not frame.charged_squares or not legacy(enc) or not stats.has(a, BLITZING):
        return []
    tier = stats.tier(enc, a)
    bonus = min(2 * tier * frame.charged_squares, 16 * tier)
    n = frame.charged_squares
    label = Phrase(
        f"Blitz {counted(n, 'square')}", Msg.of("dbu-legacy-part-blitz", n=n, count=str(n))
    )
    return [(label, bonus)]


@hook(EDITION, "blitz_botch")
def _blitz_finished(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    if legacy(enc) and stats.has(f, BLITZING) and frame.charged_squares:
        stats.remove_effects(enc, f, BLITZING)
        reckless(enc, f, "after a Blitz")


# --- Terrify -----------------------------------------------------------------------------------


@turn_options
def _terrify_options(enc: Encounter, f: Fighter) -> list[Option]:
    if not acting(enc, f) or not within_limits(enc, f, "terrify"):
        return []
    return [
        Option("terrify", Msg.of("dbu-legacy-terrify-option", target=o.id), {"target": o.id})
        for o in enc.opponents(f)
        if enc.in_melee(f, o)
    ]


@hook(EDITION, "terrify")
def _declare_terrify(enc: Encounter, f: Fighter, option: Option) -> None:
    declare(enc, f, "terrify", "terrify", option, target=option.args["target"])


def terrify_dice(enc: Encounter, f: Fighter, t: Fighter) -> str:
    """+1d4 for a target of higher Power Level, or transformed while ``f`` is not."""
    higher = stats.sheet(enc, t).power_level > stats.sheet(enc, f).power_level
    transformed = bool(t.form) and not f.form
    return "1d4" if higher or transformed else ""


@steps("terrify", "Terrify")
def _resolve_terrify(enc: Encounter, frame: LegacyFrame, f: Fighter) -> None:
    enc.state.stack.pop()
    t = enc.fighter(frame.target)
    if t.defeated or not enc.in_melee(f, t):
        said = Msg.of("dbu-legacy-terrify-out-of-reach", fighter=f.id, target=t.id)
        enc.emit("maneuver", f.id, said)
        return
    if not opposed(
        enc, f, "intimidation", t, "intuition", "Terrify", d_dice=terrify_dice(enc, f, t)
    ):
        return
    source = Phrase(f"{f.id}'s Terrify", Msg.of("dbu-legacy-source-terrify", fighter=f.id))
    if any(e.name == "shaken" and e.by == f.id for e in t.effects):
        stats.add_effect(enc, t, Effect("prone", source, Expiry("never"), by=f.id))
        return
    ends = stats.until_end_of_next_turn(enc, f.id)
    stats.add_effect(enc, t, Effect("shaken", source, ends, by=f.id))


# --- Treatment -----------------------------------------------------------------------------------


@turn_options
def _treatment_options(enc: Encounter, f: Fighter) -> list[Option]:
    if not acting(enc, f) or not within_limits(enc, f, "treatment"):
        return []
    out = []
    for ally in enc.state.fighters:
        if ally.side != f.side or ally is f or enc.distance(f, ally) > 1:
            continue
        if ally.defeated and not ally.revived and not ally.departed:
            label = Msg.of("dbu-legacy-treatment-revive", ally=ally.id)
            out.append(Option("treatment", label, {"ally": ally.id}))
        elif not ally.defeated and stats.has(ally, POISONED):
            label = Msg.of("dbu-legacy-treatment-cure", ally=ally.id)
            out.append(Option("treatment", label, {"ally": ally.id}))
    return out


@hook(EDITION, "treatment")
def _declare_treatment(enc: Encounter, f: Fighter, option: Option) -> None:
    declare(enc, f, "treatment", "treatment", option, target=option.args["ally"])


@steps("treatment", "Treatment")
def _resolve_treatment(enc: Encounter, frame: LegacyFrame, f: Fighter) -> None:
    enc.state.stack.pop()
    ally = enc.fighter(frame.target)
    if not skill(enc, f, "medicine", "hard", Msg.of("dbu-legacy-treatment-of", ally=ally.id)):
        return
    if ally.defeated:
        enc.rolling(f.id, "Treatment")
        r = roll(f"{stats.base_tier(enc, ally)}d10", rng=enc.rng)
        why = Phrase(
            f"{f.id}'s Treatment (1d10(bT) {r.total})",
            Msg.of("dbu-legacy-why-treatment-rolled", fighter=f.id, total=str(r.total)),
        )
        heal(enc, ally, r.total, by=f, why=why)
        return
    stats.remove_effects(enc, ally, POISONED)
    if POISONED not in stats.CONDITIONS:  # otherwise remove_effects announced it
        said = Msg.of("dbu-legacy-cured-of-poison", fighter=ally.id)
        enc.emit("condition_lost", ally.id, said, condition=POISONED)
    why = Phrase(f"{f.id}'s Treatment", Msg.of("dbu-legacy-why-treatment", fighter=f.id))
    heal(enc, ally, stats.max_life(enc, ally) // 10, by=f, why=why)


# --- Shoot and Reload ----------------------------------------------------------------------------


def _ranged(enc: Encounter, f: Fighter) -> list[str]:
    """Ids of the Ranged Weapons ``f`` carries (wielded first)."""
    from tenkaichi.dbu.combat.families.items.items import carried

    return [it.id for it in carried(enc, f) if it.ammo > 0]


@turn_options
def _shoot_options(enc: Encounter, f: Fighter) -> list[Option]:
    from tenkaichi.dbu.combat.families.items.items import item
    from tenkaichi.dbu.combat.rules.attack_options import can_attack
    from tenkaichi.dbu.combat.rules.costs import can_counter

    out: list[Option] = []
    weapon = item(enc, f.wielding) if f.wielding else None
    loaded = weapon is not None and weapon.ammo > 0 and weapon.shots > 0
    if weapon is not None and loaded and acting(enc, f) and can_attack(enc, f):
        out += [
            Option(
                "shoot",
                Msg.of(
                    "dbu-legacy-shoot-option",
                    weapon=Term(weapon.name),
                    aim=said_aim(where),
                    shots=str(weapon.shots),
                    ammo=str(weapon.ammo),
                ),
                {"weapon": weapon.id, **args},
            )
            for args, where in targeting.aims(enc, f, "Simple", "energy")
            if within_limits(enc, f, "shoot")
        ]
    if can_counter(enc, f) and within_limits(enc, f, "reload"):
        for wid in _ranged(enc, f):
            it = item(enc, wid)
            if it.shots < it.ammo:
                label = Msg.of(
                    "dbu-legacy-reload-option",
                    weapon=Term(it.name),
                    shots=str(it.shots),
                    ammo=str(it.ammo),
                )
                out.append(Option("reload", label, {"weapon": wid}))
    return out


@hook(EDITION, "shoot")
def _answer_shoot(enc: Encounter, f: Fighter, option: Option) -> None:
    from tenkaichi.dbu.combat.families.items.items import item
    from tenkaichi.dbu.combat.rules.attack_options import open_attack
    from tenkaichi.dbu.combat.rules.costs import pay_standard

    weapon = item(enc, option.args["weapon"])
    pay_standard(enc, f, "shoot")
    weapon.shots -= 1
    enc.emit(
        "maneuver",
        f.id,
        Msg.of(
            "dbu-legacy-shoots",
            fighter=f.id,
            option=option.said,
            n=weapon.shots,
            count=str(weapon.shots),
        ),
        maneuver="shoot",
        **option.args,
    )
    target = enc.fighter(option.args["target"])
    frame = open_attack(enc, f, "basic", "Simple", "energy", "", target, source="basic")
    frame.actions = 1
    enc.state.stack.append(frame)


@hook(EDITION, "reload")
def _answer_reload(enc: Encounter, f: Fighter, option: Option) -> None:
    from tenkaichi.dbu.combat.families.items.items import item
    from tenkaichi.dbu.combat.rules.costs import mark_used, pay_counter

    weapon = item(enc, option.args["weapon"])
    mark_used(f, "reload")
    why = Phrase(f"Reload {weapon.name}", Msg.of("dbu-legacy-why-reload", weapon=Term(weapon.name)))
    pay_counter(enc, f, why)
    weapon.shots = weapon.ammo
    enc.emit(
        "maneuver",
        f.id,
        Msg.of(
            "dbu-legacy-reloads",
            fighter=f.id,
            weapon=Term(weapon.name),
            shots=Msg.of("dbu-legacy-shots", n=weapon.shots, count=str(weapon.shots)),
        ),
        maneuver="reload",
        weapon=weapon.id,
        shots=weapon.shots,
    )


hooks.REGISTRY.turn_answers["blitz"] = _answer_blitz
hooks.REGISTRY.turn_answers["terrify"] = _declare_terrify
hooks.REGISTRY.turn_answers["treatment"] = _declare_treatment
hooks.REGISTRY.turn_answers["shoot"] = _answer_shoot
hooks.REGISTRY.turn_answers["reload"] = _answer_reload
hooks.REGISTRY.wound_parts.append(_blitz_wound)
hooks.REGISTRY.attack_finished.append(_blitz_finished)
