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
from tenkaichi.dbu.combat.rules.said import Phrase
from tenkaichi.dbu.combat.rules.said import square as square_said
from tenkaichi.i18n.catalogue import Msg, Term

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
    """The Athletics bonus of a Terrain Lift and its label (a :class:`Phrase`: its English
    for the log, its message for every language)."""
    sheet = stats.sheet(enc, f)
    force = Term("Force")
    if enc.settings.legacy_athletics == "force_modifier":
        label = Phrase("Force Modifier", Msg.of("dbu-legacy-part-modifier", attribute=force))
        return stats.derived(enc, f).modifiers["force"], label
    label = Phrase("½ Force Score", Msg.of("dbu-legacy-part-half-score", attribute=force))
    return sheet.attributes.force // 2, label


@turn_options
def _lift_options(enc: Encounter, f: Fighter) -> list[Option]:
    if not acting(enc, f) or f.carrying or not terrain.ready(enc, f, "terrain_lift"):
        return []
    ground = enc.settings.ground_hardness
    out = [
        Option(
            "legacy_lift",
            Msg.of(
                "dbu-legacy-lift-square-option",
                square=square_said((x, y)),
                tn=str(lift_tn(enc, f, ground)),
            ),
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
                    Msg.of(
                        "dbu-legacy-lift-feature-option",
                        feature=ft.id,
                        tn=str(lift_tn(enc, f, ft.hardness)),
                    ),
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
            said = Msg.of("dbu-legacy-lift-occupied", fighter=f.id, square=square_said(pos))
            enc.emit("maneuver", f.id, said)
            return
        ft = Feature(battlefield.ground_id(enc), pos, 1, rank, [])
        enc.state.features.append(ft)
    ft.carried_by = f.id
    f.carrying = ft.id
    enc.emit(
        "state_changed",
        f.id,
        Msg.of("dbu-legacy-lifts", fighter=f.id, feature=ft.id, rank=str(ft.hardness)),
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
        Msg.of("dbu-legacy-shield-ask", fighter=f.id, attacker=frame.target, feature=ft.id),
        [
            Option("shield", Msg.of("dbu-legacy-shield-use", feature=ft.id, value=str(value))),
            Option("pass", Msg.of("dbu-legacy-shield-keep", feature=ft.id)),
        ],
    )


@answers("shield")
def _answer_shield(enc: Encounter, frame: LegacyFrame, f: Fighter, option: Option) -> None:
    enc.state.stack.pop()
    piece = frame.args["piece"]
    used = option.kind == "shield"
    said = Msg.of(
        "dbu-legacy-shield-held" if used else "dbu-legacy-shield-kept", fighter=f.id, feature=piece
    )
    enc.emit("state_changed", f.id, said, shield=piece, used=used)
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
    note = Msg.of("dbu-legacy-shield-note", feature=ft.id, value=str(value))
    mods.notes.append(Phrase(f"shield {ft.id}: Hardness Value {value}", note))


@hook(EDITION, "shield_breaks")
def _shield_breaks(enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter) -> None:
    if not legacy(enc) or not shielding(enc, frame, t) or frame.last_damage <= 0:
        return
    ft = battlefield.feature(enc, t.carrying)
    t.carrying = ""
    enc.state.features.remove(ft)
    said = Msg.of("dbu-legacy-shield-shatters", feature=ft.id)
    enc.emit("state_changed", t.id, said, carrying="")


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
        said = Msg.of("dbu-legacy-thrown-destroyed", thing=frame.thrown)
        enc.emit("state_changed", f.id, said, thing=frame.thrown)
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
        Msg.of(
            "dbu-legacy-break-value-drops" if left else "dbu-legacy-break-value-breaks",
            item=Term(item.name),
            value=str(left),
        ),
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
    source = Phrase(f"{f.id}'s Thrust", Msg.of("dbu-legacy-source-thrust", fighter=f.id))
    stats.add_effect(enc, t, Effect("prone", source, Expiry("never"), by=f.id))


# --- registration --------------------------------------------------------------------------------

R = hooks.REGISTRY
hooks.override(R.defence_parts, battlefield._cover_dodge, EDITION, _no_shield_dodge)
hooks.override(R.damage, battlefield._cover_damage, EDITION, _shield_damage)
hooks.override(R.attack_finished, throw._throw_finished, EDITION, _throw_finished)
hooks.override_frame(terrain.TerrainFrame, EDITION, answer=_thrust_answer)
R.after_wound.append(_shield_breaks)
R.after_clash.append(_offer_shield)
R.turn_answers["legacy_lift"] = _declare_lift
