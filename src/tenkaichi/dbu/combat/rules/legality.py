"""Which maneuvers a fighter may use now: one place for the rules every option list obeys.

Every list of attack options (the turn, Triggered, Exploit, Cross Counter, Raging and Multiple
Arms attacks, the Entrusted attack, Energy Charge's declaration, Duel answers and joins, United
Attack, dbu-1's Duel Escape attack, Blitz, Throw) is built from :func:`attack_choices` or
checked with :func:`may_attack` and :func:`profile_allowed`; the turn decision passes through
:func:`while_charging`. So a Profile's access (Super Profiles, Elemental Profiles) and the
Energy Charge restriction hold on every path.

Energy Charge (seed 001): "Until you use the chosen Attacking Maneuver ... you cannot use any
other Attacking Maneuver or Standard Maneuver": while charging, only further Energy Charges,
the declared attack, Instant and Counter Maneuvers (Counter Maneuvers that make an Attacking
Maneuver, such as Exploit, Cross Counter or a Duel's Initiating Attack, excepted).

Edition dbu-1 (seed 003): "you can only use your Actions to continue charging the attack or
launch the declared attack. You may still use Counter Actions, Instant Actions and spend One
Action to stand up if knocked Prone": no other maneuver that costs an Action (United Attack
and Command included); Counter and Instant Actions stay free, attacks made with them too.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from tenkaichi.dbu.combat.core.state import Fighter, Option
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.catalog import maneuvers as catalogue
from tenkaichi.dbu.profiles import attack_profiles, has_hook
from tenkaichi.dbu.profiles import profile as get_profile

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

Via = Literal["action", "counter", "instant"]
"""What pays for an attack: a Standard Action (the turn, Triggered), a Counter Action
(Exploit, Cross Counter, a Duel, Raging, Multiple Arms) or an Instant Action (dbu-1's attack
after a Duel Escape)."""

LEGACY = "dbu-1"


# --- Profiles ------------------------------------------------------------------------------


def profile_allowed(enc: Encounter, f: Fighter, profile_name: str, *, signature: bool) -> bool:
    """Super Profiles are for Dramatic Finishers (a Signature Technique) only; an Elemental
    Profile needs a Magic Score of ``elemental_min_magic_score`` (readings
    ``super-profiles`` and ``elemental-access``)."""
    p = get_profile(profile_name)
    if p.super and not signature:
        return False
    if has_hook(p, "elemental"):
        return stats.sheet(enc, f).attributes.magic >= enc.settings.elemental_min_magic_score
    return True


# --- Energy Charge -------------------------------------------------------------------------

KIND_MANEUVER = {
    "attack": "basic_attack",
    "entrusted_attack": "basic_attack",
    "charge": "energy_charge",
    "charge_declare": "energy_charge",
    "move": "movement",
    "legacy_move": "movement",
    "recover": "combat_recovery",
    "legacy_recover": "combat_recovery",
    "transform": "transformation",
    "grapple_end": "end_grapple",
    "grapple_escape": "escape_grapple",
    "legacy_command": "command",
    "legacy_empower": "empower",
    "legacy_lift": "terrain_lift",
    "cancel_charge": "no_effort",
    "legacy_stop_charge": "no_effort",
}
"""Turn-option kinds named otherwise than their catalogue record."""
UNCATALOGUED_INSTANTS = ("enter_state", "leave_state", "detonate")
"""Instant turn options without a catalogue record (entering or leaving a State, setting off
a Delayed technique's Imminent stacks)."""
CHARGING_ALWAYS = ("charge", "release", "legacy_release", "triggered", "convert", "end_turn")
"""The charge itself, the declared attack, Triggered (it only offers what is left) and the
turn's bookkeeping."""


def maneuver_type(enc: Encounter, kind: str) -> tuple[str, int]:
    """The catalogue type and Action cost of a turn option's maneuver (``standard`` and 1 for
    a kind the catalogue does not know, so nothing unknown slips through)."""
    if kind in UNCATALOGUED_INSTANTS:
        return "instant", 0
    m = catalogue(enc.setup.edition).get(KIND_MANEUVER.get(kind, kind))
    return (m.type, m.actions) if m is not None else ("standard", 1)


def charging_allows(enc: Encounter, f: Fighter, kind: str) -> bool:
    """May a fighter who is charging an Energy Charge use a turn option of this kind?"""
    if f.charge is None or kind in CHARGING_ALWAYS:
        return True
    kind_type, actions = maneuver_type(enc, kind)
    if enc.setup.edition == LEGACY:
        return kind == "stand_up" or kind_type == "counter" or actions == 0
    return kind_type in ("instant", "counter")


def while_charging(enc: Encounter, f: Fighter, options: list[Option]) -> list[Option]:
    """The options a charging fighter keeps (all of them when not charging)."""
    if f.charge is None:
        return options
    return [o for o in options if charging_allows(enc, f, o.kind)]


# --- Attacking Maneuvers -------------------------------------------------------------------


def may_attack(enc: Encounter, f: Fighter, via: Via = "action") -> bool:
    """May ``f`` make an Attacking Maneuver now? Not a Spectator or a Pinned fighter; not
    while charging (dbu-1: unless paid with a Counter or Instant Action); a Minion at most
    once per round (reference 3d)."""
    if stats.has(f, "spectator") or stats.has(f, "pinned"):
        return False
    if f.charge is not None and (enc.setup.edition != LEGACY or via == "action"):
        return False
    return not (stats.sheet(enc, f).minion and f.attacks_round >= 1)


@dataclass(frozen=True, slots=True)
class AttackChoice:
    """One Attacking Maneuver a fighter may make: a Basic Attack of a Profile and Foundation,
    or a Signature Technique."""

    mode: Literal["basic", "signature"]
    profile: str
    foundation: str
    signature: str = ""
    kp: int = 0


def attack_choices(
    enc: Encounter,
    f: Fighter,
    *,
    via: Via = "action",
    basic: bool = True,
    signatures: bool = True,
    limits: bool = True,
    afford: bool = True,
    foundations: tuple[str, ...] = (),
    profile: str = "",
) -> list[AttackChoice]:
    """The Attacking Maneuvers ``f`` may make now, each Profile checked by
    :func:`profile_allowed`.

    ``limits``: each Basic Attack Profile but Simple once per round, Signature Technique
    [1/Round]; ``afford``: only those whose KP ``f`` can pay; ``foundations`` / ``profile``:
    only those of these Foundations / of this Profile (a Duel's answer)."""
    return list(
        _attack_choices(enc, f, via, basic, signatures, limits, afford, foundations, profile)
    )


def has_attack_choice(
    enc: Encounter, f: Fighter, *, via: Via = "action", limits: bool = True, afford: bool = True
) -> bool:
    """Is :func:`attack_choices` (these arguments) not empty? Stops at the first choice."""
    found = _attack_choices(enc, f, via, True, True, limits, afford, (), "")
    return next(found, None) is not None


def _attack_choices(
    enc: Encounter,
    f: Fighter,
    via: Via,
    basic: bool,
    signatures: bool,
    limits: bool,
    afford: bool,
    foundations: tuple[str, ...],
    profile: str,
) -> Iterator[AttackChoice]:
    """:func:`attack_choices`, one at a time."""
    from tenkaichi.dbu.combat.rules.costs import attack_kp, basic_attack_kp, within_limits

    if not may_attack(enc, f, via):
        return
    if basic:
        basic_kp = basic_attack_kp(enc, f)
        for name in attack_profiles():
            if profile and name != profile:
                continue
            if limits and name != "Simple" and name in f.profiles_used:
                continue
            if not profile_allowed(enc, f, name, signature=False):
                continue
            kp = basic_kp(name)
            if afford and not stats.can_spend(f, kp):
                continue
            for fd in foundations_for(enc, f, name):
                if not foundations or fd in foundations:
                    yield AttackChoice("basic", name, fd, kp=kp)
    if signatures and (not limits or within_limits(enc, f, "signature")):
        for sig in stats.sheet(enc, f).signatures:
            if profile and sig.profile != profile:
                continue
            if foundations and sig.foundation not in foundations:
                continue
            if not profile_allowed(enc, f, sig.profile, signature=True):
                continue
            kp = attack_kp(enc, f, sig.profile, sig.name)
            if afford and not stats.can_spend(f, kp):
                continue
            yield AttackChoice("signature", sig.profile, sig.foundation, sig.name, kp)


def foundations_for(enc: Encounter, f: Fighter, profile_name: str) -> list[str]:
    """The Foundations worth offering: a Multi profile offers Physical and Energy, and Magic
    when the Magic Modifier is higher than Force."""
    p = get_profile(profile_name)
    mods = stats.derived(enc, f).modifiers
    out: list[str] = [fd for fd in p.foundations if fd != "magic" or mods["magic"] > mods["force"]]
    return out or [str(fd) for fd in p.foundations]
