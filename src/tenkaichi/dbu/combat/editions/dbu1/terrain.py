"""Edition dbu-1 (seed 003) versions of the terrain maneuvers the default edition already has:
Terrain Lift (and its shield), Throw and Thrust.

Each replaces one registered hook of the default edition in dbu-1 encounters only
(:func:`tenkaichi.dbu.combat.core.hooks.override`), or adds a hook that checks the edition.

- Terrain Lift: Athletics, TN 6 +4 per Hardness Rank, rising with the Tier (settings
  ``legacy_athletics``, ``passive_tns``). When an attack hits them, the carrier chooses
  whether the piece shields: it takes off the Lethal Damage of its Hardness Value, and is
  destroyed if Damage still gets through (it gives no Dodge bonus); a piece not used is not
  damaged.
- Throw: reaches Force Modifier squares (setting ``throw_range``); a thrown Basic Item is
  destroyed; a thrown Weapon (or Feature) lands on a random free square next to the target.
- Thrust: winning the Strike Clash knocks the target Prone directly (no second Clash).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.state import AttackFrame, Effect, Expiry, Feature, Fighter, Option
from tenkaichi.dbu.combat.editions.dbu1.checks import check
from tenkaichi.dbu.combat.editions.dbu1.rules import (
    EDITION,
    LegacyFrame,
    acting,
    answers,
    declare,
    legacy,
    steps,
    turn_options,
)
from tenkaichi.dbu.combat.families.terrain import battlefield, terrain, throw
from tenkaichi.dbu.combat.families.terrain import maneuvers as terrain_maneuvers
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.edition import hook
from tenkaichi.words import square_name

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


# --- Terrain Lift and its shield -----------------------------------------------------------------


def lift_tn(enc: Encounter, f: Fighter, rank: int) -> int:
    """TN 6, +4 per level of Hardness (seed 003), raised by ``legacy_tn_per_tier`` per base Tier
    after the first when ``passive_tns`` is "rise" (lifting is seed 000's own example of a
    Passive Opposition: "such as lifting a heavy object")."""
    tn = 6 + 4 * rank
    if enc.settings.passive_tns == "rise":
        tn += enc.settings.legacy_tn_per_tier * (stats.base_tier(enc, f) - 1)
    return tn


def athletics(enc: Encounter, f: Fighter) -> tuple[int, str]:
    sheet = stats.sheet(enc, f)
    if enc.settings.legacy_athletics == "force_modifier":
        return stats.derived(enc, f).modifiers["force"], "Force Modifier"
    return sheet.attributes.force // 2, "½ Force Score"


@turn_options
def _lift_options(enc: Encounter, f: Fighter) -> list[Option]:
    if not acting(enc, f) or f.carrying or not terrain.ready(enc, f, "terrain_lift"):
        return []
    ground = enc.settings.ground_hardness
    out = [
        Option(
            "legacy_lift",
            f"Terrain Lift: tear up {square_name((x, y))} (Athletics TN {lift_tn(enc, f, ground)})",
            {"x": x, "y": y},
        )
        for x, y in terrain.squares_in_reach(enc, f)
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
                    f"Terrain Lift: lift {ft.id} (Athletics TN {lift_tn(enc, f, ft.hardness)})",
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
        enc,
        f,
        "Athletics Check",
        [(how, bonus)],
        "lift",
        "Terrain Lift",
        target=lift_tn(enc, f, rank),
    ):
        return
    if fid:
        ft = battlefield.feature(enc, fid)
        if ft.carried_by:
            return
    else:
        pos = (int(frame.args["x"]), int(frame.args["y"]))
        if not terrain._fits(enc, pos, 1):
            enc.emit("maneuver", f.id, f"{f.id}'s Terrain Lift: {square_name(pos)} is occupied now")
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
    throw.detach(enc, f, frame.thrown, frame.thrown_kind)
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
    spots = throw.around(enc, near, size)
    enc.rolling("", f"where {frame.thrown} lands")
    pos = spots[enc.rng.die(len(spots)) - 1] if spots else near.pos
    throw._land(enc, frame.thrown, near.id, pos)


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
        terrain_maneuvers._answer(enc, frame, option)
        return
    enc.state.stack.pop()
    f, t = enc.fighter(frame.actor), enc.fighter(frame.target)
    stats.add_effect(enc, t, Effect("prone", f"{f.id}'s Thrust", Expiry("never"), by=f.id))


# --- registration --------------------------------------------------------------------------------

R = hooks.REGISTRY
hooks.override(R.defence_parts, battlefield._cover_dodge, EDITION, _no_shield_dodge)
hooks.override(R.damage, battlefield._cover_damage, EDITION, _shield_damage)
hooks.override(R.attack_finished, throw._throw_finished, EDITION, _throw_finished)
hooks.override_frame(terrain.TerrainFrame, EDITION, answer=_thrust_answer)
R.after_wound.append(_shield_breaks)
R.after_clash.append(_offer_shield)
R.turn_answers["legacy_lift"] = _declare_lift
