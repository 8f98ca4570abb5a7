"""The Combat Conditions of reference section 7 that change what a fighter may do, and the
start- and end-of-turn losses (Damage over Time, Poisoned, Suffocating).

Conditions are effects (``stats.add_effect``) with their stacks and their end (``Expiry``);
Condition Recovery removes them (``reactions.py``). Their roll and pool effects live where the
number is computed (``stats.py``: Slowed on the Speeds; ``rolls.py``: Impaired on the Base Die,
Poisoned on the Threshold penalty, Guard Down; ``attack_wound.py``: Prone's category). This
module holds the rest, each a small named rule registered on a hook:

- Broken: -2(bT) Soak per stack after everything else; below 0 it adds to the Damage.
- Compelled: only attacks on the one who compelled you; at least 2 Actions (a Minion 1) on
  attacks against them each turn or lose 1/10 of Max Life at the end of the turn; Ki Wagers of
  at least 1/10 of Max Capacity.
- Drained: attacks cost +2(T) KP (``costs.attack_kp``); Surgency halved.
- Impaired: the Natural Result of Combat Rolls -1 per stack (``rolls.die_thresholds``).
- Poisoned: lose 1/10 of Max Life at the end of each of your turns.
- Sleeping: no Maneuvers and no Counter Maneuvers; attacks hit without a Clash; Damage wakes you.
- Slowed: -1 Action per stack (at once, and each round); at 3 stacks the turn is skipped.
- Staggered: no Movement Maneuver.
- Suffocating: lose 1/5 of Max Life at the end of each of your turns.
- Transfigured: -2(bT) Combat Rolls; no Signature Techniques; Physical attacks only.
- Damage over Time: 1(bT) Life per stack at the start of your turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.hooks import DamageMods
from tenkaichi.dbu.combat.core.state import AttackFrame, Effect, Expiry, Fighter, Option
from tenkaichi.dbu.combat.rules import rolls, stats
from tenkaichi.dbu.combat.rules.damage import lose_life
from tenkaichi.dbu.combat.rules.said import Phrase
from tenkaichi.i18n.catalogue import Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

ATTACK_KINDS = frozenset(
    {"attack", "signature", "release", "charge_declare", "exploit", "cross_attack"}
)
"""Decision options that declare an Attacking Maneuver (what Compelled and Transfigured limit)."""
PASSIVE_KINDS = frozenset({"dodge", "end_turn", "pass", "stay", "refuse", "keep_aura", "hold"})
"""Options that do nothing: all a Sleeping fighter may choose."""
MOVEMENT_KINDS = frozenset({"move"})
"""Options that move the fighter by their own Movement (what Staggered forbids)."""


def _standing(enc: Encounter, actor: str) -> Fighter | None:
    """The deciding fighter if they have any effect at all (the common case has none)."""
    if not enc.has_fighter(actor):
        return None
    f = enc.fighter(actor)
    return f if f.effects and not f.defeated else None


# --- what a condition forbids -----------------------------------------------------------


def _narrow(enc: Encounter, actor: str, kind: str, options: list[Option]) -> list[Option]:
    f = _standing(enc, actor)
    if f is None:
        return options
    if stats.has(f, "sleeping"):
        return [o for o in options if o.kind in PASSIVE_KINDS or o.kind.startswith("no_")]
    if kind == "turn":
        if stats.has(f, "staggered"):
            options = [o for o in options if o.kind not in MOVEMENT_KINDS]
        if stats.has(f, "transfigured"):
            options = [o for o in options if not _forbidden_transfigured(o)]
    if stats.has(f, "compelled") and kind in ("turn", "exploit", "cross_counter"):
        options = [o for o in options if not _forbidden_compelled(f, o)]
    if kind == "wager" and stats.has(f, "compelled"):
        options = _compelled_wagers(enc, f, options)
    return options


def _forbidden_transfigured(o: Option) -> bool:
    if o.kind == "signature":
        return True
    return o.kind in ATTACK_KINDS and o.args.get("foundation", "physical") != "physical"


def _compelled_by(f: Fighter) -> str:
    return next((e.by for e in f.effects if e.name == "compelled"), "")


def _forbidden_compelled(f: Fighter, o: Option) -> bool:
    """An attack on anyone but the one who compelled you (area attacks aimed at a square
    are refused too: only the assigned target may be attacked)."""
    if o.kind not in ATTACK_KINDS:
        return False
    return bool(o.args.get("target", "") != _compelled_by(f))


def _compelled_wagers(enc: Encounter, f: Fighter, options: list[Option]) -> list[Option]:
    floor = -(-stats.max_capacity(enc, f) // 10)
    kept = [o for o in options if o.kind != "wager" or o.args.get("kp", 0) >= floor]
    if any(o.kind == "wager" for o in kept):
        return kept
    # Not enough Ki for the floor: the largest wager possible.
    wagers = [o for o in options if o.kind == "wager"]
    return [max(wagers, key=lambda o: int(o.args.get("kp", 0)))] + [
        o for o in options if o.kind != "wager"
    ]


def _auto_hit(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> str:
    if not stats.has(t, "sleeping"):
        return ""
    return Phrase(
        f"{t.id} is Sleeping", Msg.of("dbu-cond-is", fighter=t.id, condition=Term("Sleeping"))
    )


def _slowed_skip(enc: Encounter, f: Fighter) -> str:
    n = stats.stacks(f, "slowed")
    if n < 3:
        return ""
    return Phrase(
        "is Slowed (3 stacks): no Maneuvers this turn",
        Msg.of("dbu-cond-slowed-skip", slowed=Term("Slowed")),
    )


# --- roll and damage effects ------------------------------------------------------------


def _combat_parts(enc: Encounter, f: Fighter) -> rolls.Parts:
    parts: rolls.Parts = []
    impaired = stats.stacks(f, "impaired")
    if impaired:
        label = Phrase(
            f"Impaired ×{impaired} (Natural Result)",
            Msg.of("dbu-cond-part-impaired", impaired=Term("Impaired"), stacks=str(impaired)),
        )
        parts.append((label, -impaired))
    if stats.has(f, "transfigured"):
        parts.append(("Transfigured", -2 * stats.base_tier(enc, f)))
    return parts


def _broken(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter, mods: DamageMods) -> None:
    n = stats.stacks(t, "broken")
    if n:
        mods.broken += 2 * stats.base_tier(enc, t) * n
        mods.notes.append(
            Phrase(
                f"Broken ×{n}: -{2 * n}(bT) Soak",
                Msg.of(
                    "dbu-cond-note-broken", broken=Term("Broken"), stacks=str(n), soak=str(2 * n)
                ),
            )
        )


# --- gaining and losing -----------------------------------------------------------------


def _inflictions(enc: Encounter, frame: AttackFrame, f: Fighter, t: Fighter) -> None:
    """A Signature Technique's conditions, given to a target its Damage reached."""
    if not frame.signature or frame.last_damage <= 0 or t.defeated:
        return
    sig = next((x for x in stats.sheet(enc, f).signatures if x.name == frame.signature), None)
    if sig is None:
        return
    for rider in sig.inflicts:
        if rider.lasts == "next_turn":
            ends = stats.until_end_of_next_turn(enc, t.id)
        elif rider.lasts == "rounds":
            ends = stats.for_combat_rounds(enc, rider.rounds, t.id, f.id)
        else:
            ends = Expiry("never")
        stats.add_effect(
            enc, t, Effect(rider.condition, sig.name, ends, stacks=rider.stacks, by=f.id)
        )


def _on_gain(enc: Encounter, f: Fighter, effect: Effect) -> None:
    if effect.name == "slowed" and enc.state.phase in ("effect", "act", "end"):
        lost = min(f.actions, effect.stacks)
        if lost:
            f.actions -= lost
            enc.emit(
                "state_changed",
                f.id,
                Msg.of(
                    "dbu-cond-slowed-fewer",
                    fighter=f.id,
                    slowed=Term("Slowed"),
                    n=lost,
                    count=str(lost),
                ),
            )
    if effect.name == "sleeping" and f.charge is not None:
        f.charge = None  # a sleeper holds no Energy Charge


def _round_started(enc: Encounter) -> None:
    for f in enc.state.fighters:
        n = stats.stacks(f, "slowed") if f.effects else 0
        if n and not f.defeated:
            f.actions = max(0, f.actions - n)


def _wake(enc: Encounter, f: Fighter, lost: int, by: Fighter | None) -> None:
    if lost > 0 and stats.has(f, "sleeping") and not f.defeated:
        stats.remove_effects(enc, f, "sleeping")


def _compelled_declared(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    if not f.effects or frame.oos or enc.state.active != f.id:
        return
    for e in f.effects:
        if e.name == "compelled" and e.by in frame.targets:
            e.value += max(1, frame.actions)


def _compelled_turn(enc: Encounter, f: Fighter) -> None:
    for e in f.effects:
        if e.name == "compelled":
            e.value = 0


# --- start and end of turn --------------------------------------------------------------


def _start_of_turn(enc: Encounter, f: Fighter) -> None:
    if not f.effects:
        return
    n = stats.stacks(f, "dot")
    if n:
        lose_life(enc, f, n * stats.base_tier(enc, f), by=None, why=f"Damage over Time ×{n}")


def _end_of_turn(enc: Encounter, f: Fighter) -> None:
    if not f.effects:
        return
    top = stats.max_life(enc, f)
    for e in list(f.effects):
        if e.name == "compelled" and not f.defeated:
            needed = 1 if stats.sheet(enc, f).minion else 2
            if e.value < needed:
                lose_life(
                    enc,
                    f,
                    max(1, top // 10),
                    by=None,
                    why=Msg.of(
                        "dbu-cond-why-compelled",
                        compelled=Term("Compelled"),
                        spent=str(e.value),
                        n=needed,
                        count=str(needed),
                        fighter=e.by,
                    ),
                )
            break
    if stats.has(f, "poisoned") and not f.defeated:
        lose_life(enc, f, max(1, top // 10), by=None, why="Poisoned")
    if stats.has(f, "suffocating") and not f.defeated:
        lose_life(enc, f, max(1, top // 5), by=None, why="Suffocating")


hooks.REGISTRY.option_filters.append(_narrow)
hooks.REGISTRY.auto_hit.append(_auto_hit)
hooks.REGISTRY.skip_turn.append(_slowed_skip)
hooks.REGISTRY.combat_parts.append(_combat_parts)
hooks.REGISTRY.damage.append(_broken)
hooks.REGISTRY.effect_gained.append(_on_gain)
hooks.REGISTRY.after_wound.append(_inflictions)
hooks.REGISTRY.round_started.append(_round_started)
hooks.REGISTRY.life_lost.append(_wake)
hooks.REGISTRY.attack_declared.append(_compelled_declared)
hooks.REGISTRY.turn_started.append(_compelled_turn)
hooks.REGISTRY.upkeep_start.append(_start_of_turn)
hooks.REGISTRY.upkeep_end.append(_end_of_turn)
