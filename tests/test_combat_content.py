"""Combat content: the data files load, every reference between them resolves."""

from __future__ import annotations

from pathlib import Path

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EncounterSetup, FighterSetup
from tenkaichi.dbu.combat.rules import maneuvers as maneuver_code
from tenkaichi.dbu.combat.rules import turn_decision
from tenkaichi.dbu.combat.rules.catalog import maneuvers
from tenkaichi.dbu.profiles import HOOKS, profiles
from tenkaichi.dbu.sheet_files import load_sheet, parse_sheet
from tenkaichi.rules.index import rules_index

ROOT = Path(__file__).resolve().parent.parent


def test_every_maneuver_names_a_known_rule() -> None:
    known = {rule.id for rule in rules_index()}
    for m in maneuvers().values():
        assert m.rule in known, m


def test_every_maneuver_the_engine_uses_is_in_the_catalogue() -> None:
    used = set(maneuver_code.MANEUVER_OF.values()) | {
        "basic_attack",
        "signature",
        "surge",
        "no_effort",
        "command",
        "exploit",
        "defend",
        "energy_cancel",
        "called_shot",
        "absorbing_attack",
    }
    assert used <= set(maneuvers())


def test_profiles_use_known_hooks_and_the_roster_known_profiles() -> None:
    for p in profiles().values():
        assert set(p.hooks) <= set(HOOKS)
    for path in (ROOT / "examples").glob("*.yaml"):
        sheet = load_sheet(path)
        for sig in sheet.signatures:
            assert sig.profile in profiles()


def test_a_signature_with_an_unknown_profile_is_refused() -> None:
    from tenkaichi.errors import ContentError

    text = (
        (ROOT / "examples/kale.yaml").read_text().replace("profile: Powered", "profile: Mega Punch")
    )
    with pytest.raises(ContentError, match="unknown profile 'Mega Punch'"):
        parse_sheet(text, "kale.yaml")


@pytest.mark.rule("dbu.play.transformation-access")
def test_only_the_forms_on_the_sheet_can_be_entered() -> None:
    kale = load_sheet(ROOT / "examples/kale.yaml")
    yamcha = load_sheet(ROOT / "examples/yamcha.yaml")
    setup = EncounterSetup(
        sheets={"Kale": kale, "Yamcha": yamcha},
        fighters=(FighterSetup(sheet="Kale", side="A"), FighterSetup(sheet="Yamcha", side="B")),
    )
    enc = Encounter.start(setup, 1)
    kale_f = enc.fighter("Kale")
    yamcha_f = enc.fighter("Yamcha")
    kale_forms = [
        o.args["form"] for o in turn_decision.turn_options(enc, kale_f) if o.kind == "transform"
    ]
    assert kale_forms == ["Super Saiyan"]
    assert not [o for o in turn_decision.turn_options(enc, yamcha_f) if o.kind == "transform"]
