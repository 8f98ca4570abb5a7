"""Edition dbu-1 as an overlay: its data, its selection per encounter, the default edition left
as it was, and seeded dbu-1 bot fights that end and replay."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tenkaichi.cli import main
from tenkaichi.dbu.combat.core.engine import Encounter, replay
from tenkaichi.dbu.combat.core.setup import parse_setup
from tenkaichi.dbu.combat.rules.catalog import maneuver, maneuvers, overlay
from tenkaichi.dbu.combat.rules.edition import NAMED, check_hooks
from tenkaichi.errors import ContentError

from .helpers import duel, fighter, make_sheet, random_fights, setup
from .legacy_setup import GOKU_FIRST, dbu1, legacy_duel, start

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
LEGACY_KINDS = {
    "legacy_move",
    "legacy_recover",
    "legacy_command",
    "legacy_release",
    "legacy_stop_charge",
    "legacy_empower",
    "legacy_lift",
    "blitz",
    "terrify",
    "treatment",
    "shoot",
    "reload",
    "sense",
    "holding_back",
    "end_holding_back",
    "detect_holding_back",
}


def test_the_overlay_lists_only_differences_and_every_hook_it_names_exists() -> None:
    check_hooks("dbu-1")
    assert set(NAMED["dbu-1"]) == set(overlay("dbu-1").hooks)
    assert maneuver("blitz", "dbu-1").actions == 2
    assert "blitz" not in maneuvers()
    assert maneuver("energy_charge", "dbu-1").kp == (0, "")
    assert maneuver("energy_charge").kp == (2, "bT")
    assert maneuver("movement", "dbu-1").per_round is None
    assert maneuver("movement").per_round == 2
    rules = {m.rule for m in maneuvers("dbu-1").values() if m.rule.startswith("dbu.legacy.")}
    assert len(rules) >= 20


def test_an_unknown_edition_is_a_one_line_error_naming_the_field() -> None:
    raw = duel().model_dump() | {"edition": "dbu-9"}
    with pytest.raises(ContentError, match=r"^fight.yaml: edition\b.*unknown edition 'dbu-9'"):
        parse_setup(raw, "fight.yaml")


def test_the_edition_brings_its_settings_and_the_setup_overrides_them() -> None:
    assert start(legacy_duel(), GOKU_FIRST).settings.throw_range == "force"
    assert start(duel(), GOKU_FIRST).settings.throw_range == "might"
    own = legacy_duel(throw_range="unlimited")
    assert start(own, GOKU_FIRST).settings.throw_range == "unlimited"


def test_dbu2_keeps_its_own_maneuvers() -> None:
    enc = start(duel(), GOKU_FIRST)
    kinds = {o.kind for o in enc.decision.options}  # type: ignore[union-attr]
    assert "move" in kinds
    assert not kinds & LEGACY_KINDS
    from .helpers import pick

    pick(enc, "attack", profile="Simple", foundation="physical", target="Vegeta")
    spots = {o.args["called_shot"] for o in enc.decision.options if o.kind == "modifier"}  # type: ignore[union-attr]
    assert spots >= {"head", "eyes", "arm", "leg", "gut"}


def test_dbu2_bot_fights_never_choose_a_dbu1_maneuver() -> None:
    st = duel(make_sheet("Goku", power_level=6), make_sheet("Vegeta", power_level=6))
    used = random_fights(st, range(2), snapshot_at=10)
    assert not used & LEGACY_KINDS


def _skirmish() -> list:  # type: ignore[type-arg]
    a, b = make_sheet("Goku", power_level=6), make_sheet("Vegeta", power_level=6)
    k = make_sheet("Krillin", power_level=5, skills={"medicine": 3})
    return [
        legacy_duel(a, b, a_pos=(1, 3), b_pos=(8, 3)),
        dbu1(
            setup(
                [a, b, k],
                [
                    fighter("Goku", "A", (2, 2)),
                    fighter("Krillin", "A", (2, 4)),
                    fighter("Vegeta", "B", (8, 3)),
                ],
            )
        ),
    ]


def test_seeded_dbu1_bot_fights_end_and_replay_identically() -> None:
    used: set[str] = set()
    for st in _skirmish():
        used |= random_fights(st, range(3), snapshot_at=15)
    assert used & LEGACY_KINDS  # the dbu-1 maneuvers are played


def test_a_dbu1_record_replays_with_its_edition() -> None:
    enc = Encounter.start(legacy_duel(), 5)
    for _ in range(40):
        if enc.decision is None:
            break
        enc.choose(0)
    assert enc.record()["setup"]["edition"] == "dbu-1"
    again = replay(json.loads(json.dumps(enc.record())))
    assert [e.to_json() for e in again.events] == [e.to_json() for e in enc.events]


def test_the_edition_option_selects_dbu1_on_the_command_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    sheets = [str(EXAMPLES / "kale.yaml"), str(EXAMPLES / "yamcha.yaml")]
    code = main(["fight", *sheets, "--bot", "random", "--json", "--edition", "dbu-1"])
    out, _ = capsys.readouterr()
    assert code == 0
    assert json.loads(out)["record"]["setup"]["edition"] == "dbu-1"
    code = main(["fight", *sheets, "--edition", "dbu-0"])
    _, err = capsys.readouterr()
    assert code != 0
    assert err.strip().count("\n") == 0
    assert "--edition" in err
