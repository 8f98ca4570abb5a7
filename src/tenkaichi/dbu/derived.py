"""Derived values of a DBU character, each with how it was computed.

Formulas are the current public ones (reference sections 1-4); the size table is seed 000's
where it speaks and the reference's elsewhere. Modifiers equal Scores until a transformation
adds Attribute Modifier Bonuses (``form``); Scores drive Saving Throws, Modifiers the rest
(Initiative too: seed 003 adds "1/2 your Agility Modifier").
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal

from tenkaichi.dbu.characters import character_data
from tenkaichi.dbu.forms import Form
from tenkaichi.dbu.sheet import CharacterSheet
from tenkaichi.dbu.sheet_fields import ATTRIBUTES, SAVES
from tenkaichi.dbu.sheet_fields import tier_for_power_level as _tier
from tenkaichi.errors import ContentError

TierScale = Literal["T", "bT"]

SAVE_SCORES = {
    "impulsive": "agility",
    "corporeal": "tenacity",
    "cognitive": "insight",
    "morale": "personality",
}


@dataclass(frozen=True, slots=True)
class CharacterSettings:
    """Readings of the character rules where the sources disagree (docs/assumptions.md).

    On a sheet the current Tier equals the base Tier, so the (T)/(bT) readings show only in
    combat, when Breakthrough or Holding Back moves the current Tier."""

    soak_minimum: TierScale = "T"
    """Minimum Soak is 1(T) (one version of the damage page) or 1(bT) (a later one)."""
    racial_save_bonus: TierScale = "T"
    """The racial Saving Throw bonus is +1(T) (S1) or +1(bT) (S2)."""
    size_aptitude_floor: int = 2
    """Size penalties cannot take an aptitude below this (seed 000)."""


DEFAULT_CHARACTER_SETTINGS = CharacterSettings()


@dataclass(frozen=True, slots=True)
class Explained:
    """A value with the arithmetic that produced it."""

    value: int
    how: str


@dataclass(frozen=True, slots=True)
class Derived:
    name: str
    tier: Explained
    base_tier: int
    life: Explained
    ki: Explained
    capacity: Explained
    haste: Explained
    awareness: Explained
    might: Explained
    normal_speed: Explained
    boosted_speed: Explained
    defense_value: Explained
    initiative: Explained
    soak: Explained
    saves: dict[str, Explained]
    melee_reach: Explained
    squares: int
    modifiers: dict[str, int]
    minion_penalty: int
    """Minions already at Tier 1: -2 to Saving Throws and Combat Rolls instead of -1 Tier."""

    def explained(self) -> dict[str, Explained]:
        """Every derived value by its key (saves as ``impulsive_save`` and so on)."""
        out: dict[str, Explained] = {key: getattr(self, key) for key in EXPLAINED_KEYS}
        out.update({f"{name}_save": e for name, e in self.saves.items()})
        return out

    def values(self) -> dict[str, int]:
        return {key: e.value for key, e in self.explained().items()}


EXPLAINED_KEYS = (
    "tier",
    "life",
    "ki",
    "capacity",
    "haste",
    "awareness",
    "might",
    "normal_speed",
    "boosted_speed",
    "defense_value",
    "initiative",
    "soak",
    "melee_reach",
)


def key_name(key: str) -> str:
    """A race's or size's key as its name reads ("saiyan" -> "Saiyan", "bio-android" ->
    "Bio-Android")."""
    return "-".join(part.capitalize() for part in key.split("-"))


def _size_floor(with_size: int, without: int, modifier: int, floor: int) -> int:
    """Seed 000: size penalties can not reduce an aptitude lower than 2."""
    if modifier >= 0:
        return with_size
    return max(with_size, min(floor, without))


def active_forms(
    sheet: CharacterSheet, form: Form | None = None, enhancement: Form | None = None
) -> tuple[Form, ...]:
    """The transformations in effect: every Awakening on the sheet (always on), then the Form
    and the Enhancement entered, if any."""
    out = [f for f in sheet.forms if f.kind == "awakening"]
    out += [f for f in (form, enhancement) if f is not None]
    return tuple(out)


def _pools(
    sheet: CharacterSheet, forms: tuple[Form, ...]
) -> tuple[Explained, Explained, Explained]:
    """Max Life, Ki and Capacity (reference 3a; Minions: reference 3d). The Ki Multiplier
    counts once however many transformations have it; Super Saiyan Form adds ¼ after it."""
    pl = sheet.power_level
    rlm = character_data().racial_life_modifiers[sheet.race]
    te = sheet.attributes.tenacity
    life_full = 60 + 12 * (pl - 1) + (rlm + 2 * te) * pl
    life_how = (
        f"60 + 12×({pl}-1) + ({key_name(sheet.race)} {rlm} + 2×Tenacity {te})×{pl} = {life_full}"
    )
    ki_full = 50 + 12 * (pl - 1)
    ki_how = f"50 + 12×({pl}-1) = {ki_full}"
    cap_full = 20 + 4 * (pl - 1)
    cap_how = f"20 + 4×({pl}-1) = {cap_full}"
    multiplier = next((f for f in forms if f.ki_multiplier), None)
    if multiplier is not None:
        ki_full *= 2
        ki_how += f", ×2 Ki Multiplier ({multiplier.name}) = {ki_full}"
        cap_full = cap_full * 3 // 2
        cap_how += f", ×1.5 Ki Multiplier = {cap_full}"
    if any(f.aspect_level("super_saiyan_form") for f in forms):
        ki_full += ki_full // 4
        ki_how += f", +¼ Super Saiyan Form = {ki_full}"
        cap_full += cap_full // 4
        cap_how += f", +¼ Super Saiyan Form = {cap_full}"
    capacity = Explained(cap_full, cap_how)
    if sheet.minion:
        life = Explained(math.ceil(life_full / 4), f"{life_how}; Minion ¼, rounded up")
        return life, Explained(ki_full // 2, f"{ki_how}; Minion ½"), capacity
    return Explained(life_full, life_how), Explained(ki_full, ki_how), capacity


def _saves(
    sheet: CharacterSheet,
    tier: int,
    base_tier: int,
    minion_penalty: int,
    settings: CharacterSettings,
) -> dict[str, Explained]:
    """Saving Throws read Scores; the racial save gets +1(T) (or (bT)) and proficiency +1(T)."""
    saves: dict[str, Explained] = {}
    racial = tier if settings.racial_save_bonus == "T" else base_tier
    for save in SAVES:
        attribute = SAVE_SCORES[save]
        value = sheet.attributes.get(attribute)
        how = f"{attribute.capitalize()} Score {value}"
        if sheet.racial_save == save:
            value += racial
            how += f" + racial 1({settings.racial_save_bonus}) = {value}, critical on 9+"
        if save in sheet.proficient_saves:
            value += tier
            how += f" + proficient 1(T) = {value}"
        if minion_penalty:
            value -= minion_penalty
            how += f" - {minion_penalty} (Minion at Tier 1) = {value}"
        saves[save] = Explained(max(0, value), how)
    return saves


def _check_forms(sheet: CharacterSheet, form: Form | None, enhancement: Form | None) -> None:
    for chosen in (form, enhancement):
        if chosen is None:
            continue
        if chosen not in sheet.forms:
            raise ContentError(f"{sheet.name} has no form {chosen.name!r}")
        if chosen.kind == "awakening":
            raise ContentError(f"{sheet.name}: {chosen.name!r} is an Awakening, always on")
    if enhancement is not None and enhancement.kind != "enhancement":
        raise ContentError(f"{sheet.name}: {enhancement.name!r} is not an Enhancement")


def _tiers(sheet: CharacterSheet, breakthrough: int) -> tuple[Explained, int, int]:
    """The current Tier (with Breakthrough), the base Tier and the Minion penalty."""
    if breakthrough < 0:
        raise ContentError(f"{sheet.name}: Breakthrough cannot lower the Tier ({breakthrough})")
    pl = sheet.power_level
    natural_tier = _tier(pl)
    minion_penalty = 0
    if sheet.minion and natural_tier == 1:
        tier = Explained(
            1, f"Power Level {pl} gives Tier 1; a Minion already at 1 takes -2 instead"
        )
        minion_penalty = 2
    elif sheet.minion:
        tier = Explained(natural_tier - 1, f"Power Level {pl} gives Tier {natural_tier}; Minion -1")
    else:
        tier = Explained(natural_tier, f"Power Level {pl} gives Tier {natural_tier}")
    base = tier.value
    if breakthrough:
        now = min(10, base + breakthrough)
        tier = Explained(
            now,
            f"{tier.how}; Breakthrough +{now - base} = Tier {now} "
            f"(KP costs and TNs stay at Tier {base})",
        )
    return tier, base, minion_penalty


def derive(
    sheet: CharacterSheet,
    form: Form | None = None,
    settings: CharacterSettings = DEFAULT_CHARACTER_SETTINGS,
    *,
    enhancement: Form | None = None,
    breakthrough: int = 0,
) -> Derived:
    """Every derived value, optionally while in one of the sheet's Forms and Enhancements.

    Awakenings are always on. Attribute Modifier Bonuses of every transformation in effect add
    up and change Modifiers only (Scores keep the Saving Throws). ``breakthrough``
    raises the current Tier by that much for the fight (Breakthrough: costs and TNs keep the
    base Tier, :attr:`Derived.base_tier`)."""
    _check_forms(sheet, form, enhancement)
    scores = {name: sheet.attributes.get(name) for name in ATTRIBUTES}
    forms = active_forms(sheet, form, enhancement)
    mods = dict(scores)
    for f in forms:
        for name, bonus in f.attribute_bonuses.items():
            mods[name] += bonus
    data = character_data()
    size = data.size(sheet.size)
    tier, base, minion_penalty = _tiers(sheet, breakthrough)
    t = tier.value

    life, ki, capacity = _pools(sheet, forms)

    ag, insight = mods["agility"], mods["insight"]
    haste = Explained(ag // 2, f"½ Agility {ag}, rounded down")
    awareness = Explained(insight, f"Insight {insight}")
    fo, ma = mods["force"], mods["magic"]
    might = Explained(max(fo, ma), f"the higher of Force {fo} and Magic {ma}")

    floor = settings.size_aptitude_floor
    base_normal = 2 + ag // 2
    normal = _size_floor(base_normal + size.speed, base_normal, size.speed, floor)
    normal_speed = Explained(
        normal, f"2 + ½ Agility {ag} + {key_name(size.name)} {size.speed:+d} = {normal}"
    )
    base_boosted = ag + 2
    boosted = _size_floor(base_boosted + size.speed, base_boosted, size.speed, floor)
    boosted_speed = Explained(
        boosted, f"Agility {ag} + 2 + {key_name(size.name)} {size.speed:+d} = {boosted}"
    )
    dodge_mod = size.dodge * t
    dv = max(0, _size_floor(ag + dodge_mod, ag, dodge_mod, floor))
    defense_value = Explained(dv, f"Agility {ag} + {key_name(size.name)} {size.dodge:+d}(T) = {dv}")
    initiative = Explained(ag // 2, f"½ Agility Modifier {ag}, rounded down")

    tenacity = mods["tenacity"]
    soak_mod = size.soak * t
    soak_value = _size_floor(tenacity + soak_mod, tenacity, soak_mod, floor)
    minimum = t if settings.soak_minimum == "T" else base
    soak = Explained(
        max(soak_value, minimum),
        f"Tenacity {tenacity} + {key_name(size.name)} {size.soak:+d}(T) = {soak_value}, "
        f"minimum 1({settings.soak_minimum}) = {minimum}",
    )

    saves = _saves(sheet, t, base, minion_penalty, settings)

    reach = Explained(size.reach, f"{key_name(size.name)}: adjacent + {size.reach} squares")
    return Derived(
        name=sheet.name,
        tier=tier,
        base_tier=base,
        life=life,
        ki=ki,
        capacity=capacity,
        haste=haste,
        awareness=awareness,
        might=might,
        normal_speed=normal_speed,
        boosted_speed=boosted_speed,
        defense_value=defense_value,
        initiative=initiative,
        soak=soak,
        saves=saves,
        melee_reach=reach,
        squares=size.squares,
        modifiers=mods,
        minion_penalty=minion_penalty,
    )
