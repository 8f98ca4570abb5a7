"""A Movement that never took a step is not logged as a move of 0 squares (issue 35, item 5)."""

from __future__ import annotations

import pytest

from combat.helpers import expect, fighter, make_sheet, of_kind, pick, resolve
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EncounterSetup

GOKU, VEGETA, KRILLIN = make_sheet("Goku"), make_sheet("Vegeta"), make_sheet("Krillin")


@pytest.mark.rule("dbu.modifier.triggered")
def test_a_mover_defeated_before_the_first_step_does_not_move_0_squares() -> None:
    setup = EncounterSetup(
        width=12,
        height=8,
        sheets={s.name: s for s in (GOKU, VEGETA, KRILLIN)},
        fighters=(  # Krillin keeps side B in the fight once Vegeta is Defeated
            fighter("Goku", "A", (3, 3)),
            fighter("Krillin", "B", (10, 6)),
            fighter("Vegeta", "B", (4, 3)),
        ),
    )
    enc = Encounter.start(setup, dice=[7, 5, 3, 9, 2] + [9] * 80)
    attack = {"kind": "attack", "profile": "Simple", "foundation": "physical", "target": "Vegeta"}
    pick(enc, "triggered")
    pick(enc, "delay", option=attack)
    pick(enc, "trigger", trigger="movement", watch="Vegeta")
    if enc.decision is not None and enc.decision.kind == "exploit":
        pick(enc, "pass")
    pick(enc, "end_turn")
    pick(enc, "end_turn")  # Krillin
    vegeta = enc.fighter("Vegeta")
    vegeta.life = 1
    log = pick(enc, "move", mode="normal")
    log += resolve(enc)
    log += pick(enc, "destination", x=7, y=3)
    expect(enc, "Goku", "triggered_fire")
    log += pick(enc, "fire")
    log += resolve(enc)
    while enc.decision is not None and enc.decision.kind in ("intervene", "instant"):
        log += pick(enc, "pass")  # Krillin does not step in
        log += resolve(enc)
    if enc.decision is not None and enc.decision.kind == "will_to_survive":
        log += pick(enc, "fall")
    while enc.decision is not None and enc.decision.kind in ("blockade", "exploit"):
        log += pick(enc, "pass")
    assert vegeta.defeated
    (moved,) = of_kind(log, "moved", "Vegeta")
    assert "0 squares" not in moved.text, moved.text
    assert moved.text == "Vegeta does not move (stays at square E4)"
