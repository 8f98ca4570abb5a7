"""Edition dbu-1 (seed 003): the 2-Action Called Shot.

A 1-Action Attacking Maneuver plus 1 Action; -1(T) Strike in Melee Range, -2(T) and -1 per 4
squares at range; +1 Damage Category on a hit. Aimed at a vulnerable spot (setting
``legacy_vulnerable_spot``): +3(T) Damage, or a lasting effect on a hit (the five spots of
dbu-2's Called Shot, without its threshold condition). Every hook here does nothing outside
dbu-1.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.state import AttackFrame, Fighter, Option
from tenkaichi.dbu.combat.editions.dbu1.rules import EDITION, legacy
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.attack_wound import CALLED_SHOTS, called_shot_effect
from tenkaichi.dbu.combat.rules.edition import hook
from tenkaichi.dbu.combat.rules.said import Phrase, spot_said
from tenkaichi.i18n.catalogue import Msg

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


@hook(EDITION, "called_shot")
def _called_shot_option(
    enc: Encounter, frame: AttackFrame, f: Fighter, options: list[Option]
) -> list[Option]:
    if not legacy(enc):
        return options
    out = [o for o in options if not o.args.get("called_shot")]
    # "A Called Shot can be any type of Attacking Maneuver that costs One Action" (seed 003):
    # never the 2-Action Blitz.
    one_action = frame.actions == 1 and not frame.oos
    if frame.source not in ("basic", "signature", "release") or not one_action or f.actions < 1:
        return out
    spots = [""]
    if enc.settings.legacy_vulnerable_spot:  # "your ARC may allow" (seed 003)
        spots += ["damage", *CALLED_SHOTS]
    for spot in spots:
        out.append(
            Option(
                "modifier",
                _label(spot),
                {"called_shot": "legacy", "absorbing": False, "vulnerable": spot},
            )
        )
    return out


def _label(spot: str) -> Msg:
    """The 2-Action Called Shot's option, at no spot (""), for +3(T) Damage ("damage"), or at
    a vulnerable spot with its lasting effect."""
    if not spot:
        return Msg.of("dbu-legacy-called-shot-option")
    if spot == "damage":
        return Msg.of("dbu-legacy-called-shot-damage-option")
    effect = Msg.of(f"dbu-called-shot-{spot}")
    return Msg.of("dbu-legacy-called-shot-spot-option", spot=spot_said(spot), effect=effect)


@hook(EDITION, "called_shot_strike")
def _called_shot_strike(enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter) -> hooks.Parts:
    """The default -2(T) applies; in Melee Range it is -1(T); each 4 squares away add -1."""
    if frame.called_shot != "legacy" or not legacy(enc):
        return []
    if enc.in_melee(a, t):
        return [("Called Shot in Melee Range", stats.tier(enc, a))]
    far = enc.distance(a, t) // 4
    if not far:
        return []
    said = Msg.of("dbu-legacy-part-called-shot-range", far=str(far))
    return [(Phrase(f"Called Shot range ({far} x 4 squares)", said), -far)]


@hook(EDITION, "called_shot_damage")
def _vulnerable_damage(
    enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter, mods: hooks.DamageMods
) -> None:
    """A vulnerable spot's "damage bonus of +3(T)" (seed 003): Damage added after Soak."""
    if frame.called_shot == "legacy" and frame.vulnerable == "damage" and legacy(enc):
        bonus = 3 * stats.tier(enc, a)
        mods.extra += bonus
        said = Msg.of("dbu-legacy-note-vulnerable-spot", bonus=str(bonus))
        mods.notes.append(Phrase(f"vulnerable spot +{bonus}", said))


@hook(EDITION, "called_shot_effect")
def _vulnerable_effect(enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter) -> None:
    """A vulnerable spot's "lasting effect on the opponent" (seed 003) on a hit."""
    if frame.called_shot != "legacy" or frame.vulnerable not in CALLED_SHOTS or t.defeated:
        return
    if legacy(enc):
        called_shot_effect(enc, frame.vulnerable, a, t)


hooks.REGISTRY.modifier_options.append(_called_shot_option)
hooks.REGISTRY.strike_parts.append(_called_shot_strike)
hooks.REGISTRY.damage.append(_vulnerable_damage)
hooks.REGISTRY.after_wound.append(_vulnerable_effect)
