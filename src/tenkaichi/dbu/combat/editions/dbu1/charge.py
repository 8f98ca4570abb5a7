"""Edition dbu-1 (seed 003): Energy Charge.

A charge costs nothing when made; releasing the attack costs +2(T) KP per charge made, and
only ½ the Force Modifier (Magic for a Magic attack) of them count; stopping costs 1(T) KP per
charge (or all your Ki), an Instant on your turn or in any Instant window; at 0 Ki the charge
stops by itself; after the charged attack, Botch Rate 3 until the start of your next turn.
Every hook here does nothing outside dbu-1.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.state import AttackFrame, Fighter, Option
from tenkaichi.dbu.combat.editions.dbu1.rules import EDITION, legacy, reckless, turn_options
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.edition import hook
from tenkaichi.dbu.combat.rules.said import Phrase
from tenkaichi.i18n.catalogue import Msg
from tenkaichi.words import counted

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter


def charge_cap(enc: Encounter, f: Fighter, foundation: str) -> int:
    """Energy Charges that count: ½ the Force Modifier (Magic for a Magic attack)."""
    mods = stats.derived(enc, f).modifiers
    return max(0, mods["magic" if foundation == "magic" else "force"] // 2)


def charge_kp(enc: Encounter, f: Fighter) -> int:
    assert f.charge is not None
    return 2 * stats.tier(enc, f) * f.charge.charges


def stop_kp(enc: Encounter, f: Fighter) -> int:
    """Stopping a charge: 1(T) KP per Energy Charge, or all your Ki if you have less."""
    from tenkaichi.dbu.combat.rules.costs import maneuver_kp

    assert f.charge is not None
    return min(maneuver_kp(enc, f, stats.tier(enc, f) * f.charge.charges), f.ki, f.capacity)


@turn_options
def _charge_options(enc: Encounter, f: Fighter) -> list[Option]:
    from tenkaichi.dbu.combat.rules.costs import attack_kp
    from tenkaichi.dbu.combat.rules.turn_decision import release_options as _release_options

    if f.charge is None:
        return []
    c = f.charge
    out: list[Option] = []
    if f.actions > 0:
        total = attack_kp(enc, f, c.profile, c.signature) + charge_kp(enc, f)
        if stats.can_spend(f, total):
            kp = str(charge_kp(enc, f))
            for o in _release_options(enc, f):
                label = Msg.of("dbu-legacy-release-option", release=o.said, kp=kp)
                out.append(Option("legacy_release", label, dict(o.args)))
    return out + _stop_option(enc, f)


def _stop_option(enc: Encounter, f: Fighter) -> list[Option]:
    """Stopping a charge, an Instant Action "at any time" (seed 003): on your turn and in
    every Instant window of anyone's turn, not right after another Instant (``legacy-instants``)."""
    if f.charge is None or f.last_instant or f.defeated:
        return []
    label = Msg.of("dbu-legacy-stop-charging-option", kp=str(stop_kp(enc, f)))
    return [Option("legacy_stop_charge", label)]


@hook(EDITION, "energy_charge_stop_window")
def _stop_in_window(enc: Encounter, f: Fighter, actor: Fighter) -> list[Option]:
    """Stopping offered in the Instant window before anyone's Standard Maneuver."""
    return _stop_option(enc, f) if legacy(enc) else []


@hook(EDITION, "energy_charge_out_of_ki")
def _out_of_ki(enc: Encounter, f: Fighter) -> None:
    """Seed 003: "If you have 0 Ki Points, you stop charging immediately as if you had spent
    the Ki Points to do so" (checked whenever Ki goes down and when a charge is taken)."""
    if legacy(enc) and f.charge is not None and f.ki <= 0:
        from tenkaichi.dbu.combat.rules.maneuvers import drop_charge

        drop_charge(enc, f, "0 Ki Points")


@hook(EDITION, "energy_charge_release")
def _answer_release(enc: Encounter, f: Fighter, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.attack_options import declare_attack

    assert f.charge is not None
    made = f.charge.charges
    kp = charge_kp(enc, f)
    charge, f.charge = f.charge, None  # paying for the release does not stop the charge
    charges = Msg.of("dbu-legacy-energy-charges", n=made, count=str(made))
    stats.spend(enc, f, kp, Phrase(counted(made, "Energy Charge"), charges))
    f.charge = charge
    used = min(made, charge_cap(enc, f, f.charge.foundation))
    if used < made:
        said = Msg.of("dbu-legacy-charges-benefit", fighter=f.id, used=str(used), charges=charges)
        enc.emit("state_changed", f.id, said, charge=used)
    f.charge.charges = used
    enc.state.stack.append(declare_attack(enc, f, "release", option.args))


@hook(EDITION, "energy_charge_stop")
def _answer_stop(enc: Encounter, f: Fighter, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.maneuvers import drop_charge

    assert f.charge is not None
    f.last_instant = True
    if enc.state.active == f.id:
        f.turn_maneuvers += 1
    stats.spend(enc, f, stop_kp(enc, f), "stopping the Energy Charge")
    drop_charge(enc, f, "stopped as an Instant Action")


def _stop_in_window_answer(enc: Encounter, f: Fighter, actor: Fighter, option: Option) -> None:
    _answer_stop(enc, f, option)


@hook(EDITION, "reckless")
def _attack_finished(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    if not legacy(enc):
        return
    if frame.source == "release":  # dbu-1 releases only through legacy_release
        reckless(enc, f, "after a charged attack")


hooks.REGISTRY.turn_answers["legacy_release"] = _answer_release
hooks.REGISTRY.turn_answers["legacy_stop_charge"] = _answer_stop
hooks.REGISTRY.instant_options.append(_stop_in_window)
hooks.REGISTRY.instant_answers["legacy_stop_charge"] = _stop_in_window_answer
hooks.REGISTRY.attack_finished.append(_attack_finished)
hooks.REGISTRY.ki_lost.append(_out_of_ki)
