"""Signature Techniques on the menu: offered whenever legal, the reason when not
(:func:`~tenkaichi.dbu.play.why_not.techniques_not_offered`), and the greedy bot using them
when they pay (closing in for a Physical one, counting the conditions a custom one inflicts)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import duel_setup, load_encounter
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.costs import attack_kp, mark_used
from tenkaichi.dbu.combat.rules.turn_decision import ask_turn
from tenkaichi.dbu.play.bot_names import make_bot
from tenkaichi.dbu.play.bots import decide
from tenkaichi.dbu.play.scoring import inflicted_worth
from tenkaichi.dbu.play.why_not import techniques_not_offered

from .turns import turn_of

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _duel(*names: str, seed: int = 0, edition: str = "dbu-2") -> Encounter:
    setup = duel_setup([EXAMPLES / f"{n}.yaml" for n in names])
    return Encounter.start(setup.model_copy(update={"edition": edition}), seed)


def _place(enc: Encounter, fid: str, x: int, y: int) -> None:
    enc.fighter(fid).pos = (x, y)


def _signature_options(enc: Encounter, name: str) -> list[str]:
    d = enc.decision
    assert d is not None
    return [o.label for o in d.options if o.args.get("signature") == name]


def _reasons(enc: Encounter) -> dict[str, str]:
    d = enc.decision
    assert d is not None
    return dict(techniques_not_offered(enc, d))


@pytest.mark.rule("dbu.std.signature-technique")
def test_physical_signature_is_offered_in_melee_and_says_why_not_at_range() -> None:
    enc = _duel("kale", "yamcha")
    turn_of(enc, "Kale")
    kale, yamcha = enc.fighter("Kale"), enc.fighter("Yamcha")
    assert enc.distance(kale, yamcha) > 1
    assert _signature_options(enc, "Berserker Rush") == []
    reason = _reasons(enc)["Berserker Rush"]
    assert "Melee Range" in reason
    assert f"{enc.distance(kale, yamcha)} squares away" in reason
    # put Yamcha next to Kale: the same decision point now offers the technique
    _place(enc, "Yamcha", kale.pos[0] + 1, kale.pos[1])
    ask_turn(enc)
    assert _signature_options(enc, "Berserker Rush")
    assert "Berserker Rush" not in _reasons(enc)


@pytest.mark.rule("dbu.std.signature-technique")
def test_the_reason_names_the_ki_it_needs() -> None:
    enc = _duel("kale", "yamcha")
    turn_of(enc, "Kale")
    kale = enc.fighter("Kale")
    _place(enc, "Yamcha", kale.pos[0] + 1, kale.pos[1])
    kp = attack_kp(enc, kale, "Powered", "Berserker Rush")
    kale.ki = kp - 1
    ask_turn(enc)
    assert _signature_options(enc, "Berserker Rush") == []
    assert _reasons(enc)["Berserker Rush"] == f"needs {kp} KP, has {kp - 1} Ki"


@pytest.mark.rule("dbu.std.signature-technique")
def test_once_a_round_is_the_reason_after_one_use() -> None:
    enc = _duel("goku", "vegeta")
    turn_of(enc, "Goku")
    goku = enc.fighter("Goku")
    assert _signature_options(enc, "Kamehameha") or "Kamehameha" in _reasons(enc)
    mark_used(goku, "signature")
    ask_turn(enc)
    assert _signature_options(enc, "Kamehameha") == []
    assert "once a round" in _reasons(enc)["Kamehameha"]


def test_transformations_say_why_not() -> None:
    enc = _duel("goku", "vegeta")
    turn_of(enc, "Goku")
    reasons = _reasons(enc)
    assert reasons["Saiyan Potential"] == "an Awakening: always on"
    assert "Super Saiyan" not in reasons  # Tier 3 meets its requirement: offered
    goku = enc.fighter("Goku")
    goku.form = "Super Saiyan"
    ask_turn(enc)
    assert _reasons(enc)["Super Saiyan"] == "already in it"


def test_not_a_turn_decision_says_when() -> None:
    enc = _duel("goku", "vegeta")
    for _ in range(50):
        d = enc.decision
        assert d is not None
        if d.kind != "turn" and stats.sheet(enc, enc.fighter(d.actor)).signatures:
            reason = dict(techniques_not_offered(enc, d))
            assert all("your own turn" in r or "Awakening" in r for r in reason.values())
            return
        enc.choose(0)
    pytest.skip("no non-turn decision in the first 50")


def test_greedy_uses_a_physical_signature_when_it_pays() -> None:
    """Kale's Berserker Rush (Powered, Physical) is worth closing in for: before, the greedy bot
    shot Basic Energy Attacks from afar and never used it (issue: never chosen in 6 fights)."""
    used = 0
    for seed in range(3):
        enc = _duel("kale", "yamcha", seed=seed)
        bots = {s: make_bot("greedy") for s in {f.side for f in enc.state.fighters}}
        for _ in range(3000):
            if enc.over:
                break
            d = enc.decision
            assert d is not None
            i = decide(bots[enc.fighter(d.actor).side], enc)
            used += d.options[i].args.get("signature") == "Berserker Rush"
            enc.choose(i)
    assert used > 0


def test_greedy_values_the_conditions_a_custom_signature_inflicts() -> None:
    setup = load_encounter(EXAMPLES / "encounters" / "states-3v3.yaml", library=[EXAMPLES])
    enc = Encounter.start(setup, 0)
    tien = enc.fighter("Tien")
    foe = next(o for o in enc.opponents(tien) if not o.defeated)
    # Solar Flare: Blinded and Sleeping, one turn each: 4 + 8 per Tier
    assert inflicted_worth(enc, tien, foe, "Solar Flare") == 12.0 * stats.tier(enc, tien)
    used = 0
    bots = {s: make_bot("greedy") for s in {f.side for f in enc.state.fighters}}
    for _ in range(3000):
        if enc.over:
            break
        d = enc.decision
        assert d is not None
        i = decide(bots[enc.fighter(d.actor).side], enc)
        used += d.options[i].args.get("signature") == "Solar Flare"
        enc.choose(i)
    assert used > 0


@pytest.mark.rule("dbu.std.signature-technique")
@pytest.mark.parametrize("edition", ["dbu-2", "dbu-1"])
def test_greedy_closes_in_for_a_signature_worth_more_than_what_is_in_reach(edition: str) -> None:
    """Three squares from Yamcha, with Actions to spare, a ranged Basic Attack is in reach but
    Berserker Rush (Physical: Melee Range) is not; the greedy bot moves in, in both editions."""
    enc = _duel("kale", "yamcha", edition=edition)
    turn_of(enc, "Kale")
    kale = enc.fighter("Kale")
    kale.pos = (5, 4)
    _place(enc, "Yamcha", 8, 4)
    kale.actions = 3
    ask_turn(enc)
    d = enc.decision
    assert d is not None
    assert any(o.kind == "attack" for o in d.options)  # something is in reach
    assert _signature_options(enc, "Berserker Rush") == []
    # the choice between moving and attacking only (a transformation, a Power Up or an Aura,
    # worth more over the coming attacks, would come first, and in dbu-1 a Blitz, which
    # closes in by itself)
    first = ("transform", "blitz", "power_up", "aura")
    d.options[:] = [o for o in d.options if o.kind not in first]
    chosen = d.options[decide(make_bot("greedy"), enc)]
    assert chosen.kind in ("move", "legacy_move"), chosen.label
