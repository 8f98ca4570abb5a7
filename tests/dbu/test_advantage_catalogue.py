"""The Advantage catalogue (``data/dbu/advantages.yaml``): ranks on a sheet, what ranks cost,
what a fight plays, and what it says it does not play. Costs are checked against the public
facts (reference 6: a technique's TP is 8 plus each rank's own price, +4 if Ultimate; its KP is
the Profile's KP plus a fifth of its TP, rounded up, before the Tier) worked by hand here."""

from __future__ import annotations

import importlib
import json
import pkgutil
from typing import Any

import pytest

from tenkaichi.dbu.advantages import catalogue, entry, technique_points
from tenkaichi.dbu.combat.families import advantages as family
from tenkaichi.dbu.foundry import import_actor
from tenkaichi.dbu.profiles import profile
from tenkaichi.dbu.sheet_view import advantage_text, signature_kp
from tenkaichi.dbu.techniques import Signature


def _sig(*advantages: Any, ultimate: bool = False, prof: str = "Simple") -> Signature:
    return Signature.model_validate(
        {
            "name": "Tri-Beam",
            "profile": prof,
            "foundation": "energy",
            "advantages": list(advantages),
            "ultimate": ultimate,
        }
    )


def _hooks() -> set[str]:
    """Every named behaviour the modules of the Advantages family declare (``HOOKS``)."""
    names: set[str] = set()
    for info in pkgutil.iter_modules(family.__path__):
        module = importlib.import_module(f"{family.__name__}.{info.name}")
        names.update(getattr(module, "HOOKS", ()))
    return names


def test_every_played_advantage_names_a_behaviour_the_engine_has() -> None:
    hooks = _hooks()
    assert "long_shot" in hooks
    for found in catalogue().values():
        if found.play is not None and found.play.hook:
            assert found.play.hook in hooks, found.name
        assert found.in_play or found.why, found.name


def test_the_catalogue_has_every_name_and_price_of_the_public_list() -> None:
    power_shot, efficiency = entry("power shot"), entry("Efficiency")
    assert power_shot is not None
    assert efficiency is not None
    assert (power_shot.tp, efficiency.tp) == ((4, 6, 8), (8, 7))
    assert len(catalogue()) == 65


@pytest.mark.rule("dbu.play.double-dip")
def test_a_rank_above_the_advantages_own_is_refused_with_its_ranks() -> None:
    with pytest.raises(ValueError, match=r"'Power Shot' has ranks 1 to 3; rank 4 is not one"):
        _sig({"name": "Power Shot", "rank": 4})
    with pytest.raises(ValueError, match=r"'Sudden Blast' has a single rank; rank 2"):
        _sig({"name": "Sudden Blast", "rank": 2})


def test_each_rank_is_paid_at_its_own_price() -> None:
    # Power Shot 4 + 6, Accurate 3: 8 + 13 = 21 TP; +4 as an Ultimate
    assert technique_points({"Power Shot": 2, "Accurate": 1}, ultimate=False) == 21
    assert technique_points({"Power Shot": 2, "Accurate": 1}, ultimate=True) == 25
    # a house-made Advantage costs nothing
    assert technique_points({"Kaio Fist": 3}, ultimate=False) == 8


def test_technique_points_raise_the_kp_cost() -> None:
    simple = profile("Simple").kp
    plain, shot = _sig(), _sig({"name": "Power Shot", "rank": 2}, "Accurate")
    # 8 TP -> +2; 21 TP -> +5 (a fifth, rounded up), at Tier 1
    assert signature_kp(plain, 1) == simple + 2
    assert signature_kp(shot, 1) == simple + 5


def test_efficiency_takes_4_t_a_rank_but_never_below_the_profiles_cost() -> None:
    beam = profile("Beam").kp  # 8 KP
    # Efficiency rank 1 is 8 TP: 16 TP -> +4, less 4 -> the Profile's own cost
    assert signature_kp(_sig("Efficiency", prof="Beam"), 1) == beam
    # rank 2 (8 + 7 TP = 23 TP -> +5) would take 8: it stops at the Profile's cost
    assert signature_kp(_sig({"name": "Efficiency", "rank": 2}, prof="Beam"), 1) == beam
    # Power Shot 1 and Efficiency 1: 20 TP -> +4, less 4
    assert signature_kp(_sig("Efficiency", "Power Shot", prof="Beam"), 1) == beam


def test_the_sheet_says_which_advantages_have_no_effect_in_play() -> None:
    sig = _sig(
        {"name": "Power Shot", "rank": 2}, "Weather Calling", {"name": "Kaio", "custom": True}
    )
    shown = [advantage_text(a) for a in sig.advantages]
    assert shown == [
        "Power Shot 2",
        "Weather Calling (no effect in play)",
        "Kaio (house-made, no effect in play)",
    ]


def _actor(ranks: Any) -> dict[str, Any]:
    features = [{"id": "power-shot", "ranks": ranks, "choice": ""}]
    sig = {"level": "super", "foundation": "energy", "profile": "beam", "features": features}
    return {
        "name": "Tien",
        "type": "character",
        "system": {"powerLevel": 4},
        "items": [{"name": "Tri-Beam", "type": "maneuver", "system": {"signature": sig}}],
    }


def test_foundry_import_keeps_ranks_and_names_one_it_cannot_keep() -> None:
    kept = import_actor(_actor(3), "tien.json")
    assert kept.sheet["signatures"][0]["advantages"] == [{"name": "Power Shot", "rank": 3}]
    clamped = import_actor(_actor(7), "tien.json")
    assert clamped.sheet["signatures"][0]["advantages"] == [{"name": "Power Shot", "rank": 3}]
    assert any("Power Shot rank 7" in line and "rank 3" in line for line in clamped.skipped)
    assert json.dumps(clamped.skipped).count("\\n") == 0


@pytest.mark.parametrize(
    ("advantages", "ultimate", "prof", "why"),
    [
        (["Last Legs"], False, "Simple", "needs an Ultimate Signature Technique"),
        (["Armor Piercing"], False, "Beam", "needs the Pinpoint Profile"),
        (["Homing"], False, "Blast", "needs no Area of Effect"),
        (["Back Flip"], False, "Beam", "needs the Hit and Run Advantage"),
        (["Super Advantage (Homing)"], True, "Beam", "choose one of Long Shot, Power Shot"),
    ],
)
def test_an_advantage_whose_requirement_is_unmet_is_refused(
    advantages: list[str], ultimate: bool, prof: str, why: str
) -> None:
    with pytest.raises(ValueError, match=why):
        _sig(*advantages, ultimate=ultimate, prof=prof)


def test_a_profile_that_grants_an_advantage_meets_its_requirement() -> None:
    # Launching gives Knockback for free: Forceful Launch (which needs Knockback... and
    # Launching) is allowed without writing Knockback
    assert _sig("Precise Strike", prof="Launching").advantages[0].name == "Precise Strike"
