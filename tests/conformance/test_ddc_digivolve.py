"""Conformance: Dungeon DICE Combat: the DIGIVOLVED state (seed 004 rule 8).

Written from the seed text alone and run through the public API of ``tenkaichi.ddc``, with
the dice fixed by ``tenkaichi.dice.ScriptedRng``: each fighter rolls its 10d10 first (the first
listed highest), then the d4s given.
"""

from __future__ import annotations

import pytest

from .ddc_support import actor, battle, fighter, hits, legal

# -- ddc.digivolve ---------------------------------------------------------------------------------


@pytest.mark.rule("ddc.digivolve")
def test_digivolving_is_impossible_in_this_event():
    """004 rule 8: "Though it is completely impossible here, if you were to digivolve" - by
    default no fighter may digivolve."""
    b = battle(("Agumon", 2, 7), ("Gabumon", 12, 7))
    assert not legal(b, "digivolve Greymon")
    assert not any(a.kind == "digivolve" for a in b.legal())


@pytest.mark.rule("ddc.digivolve")
def test_a_2d6_roll_sets_how_long_the_digivolved_state_lasts():
    """004 rule 8: "Roll 2d6 to decide how long you can stay in that state" - 3 + 4 = 7 (the
    DIGIVOLVED rules switched on for the test)."""
    b = battle(("Agumon", 2, 7), ("Gabumon", 12, 7), dice=[3, 4], digivolve_enabled=True)
    events = b.apply("digivolve Greymon")
    entered = next(e for e in events if e.kind == "digivolved")
    assert entered.data["rolls"] == [3, 4]
    assert fighter(b, "Agumon").digivolved
    assert fighter(b, "Agumon").digivolve_turns == 7
    assert fighter(b, "Agumon").form == "Greymon"


@pytest.mark.rule("ddc.digivolve")
def test_nothing_else_on_the_turn_you_digivolve():
    """004 rule 8: "After you've entered DIGIVOLVED you can free go to your other forms, but you
    can't do anything else during that turn"."""
    b = battle(("Agumon", 5, 7), ("Gabumon", 6, 7), dice=[3, 4], digivolve_enabled=True)
    b.apply("digivolve Greymon")
    if actor(b) == "Agumon":
        assert not legal(b, "attack Normal Gabumon")
        assert not legal(b, "move 3 7")
    assert hits(b.events) == []


@pytest.mark.rule("ddc.digivolve")
def test_while_digivolved_the_fighter_may_go_to_its_other_forms():
    """004 rule 8: "After you've entered DIGIVOLVED you can free go to your other forms"."""
    b = battle(("Agumon", 2, 7), ("Gabumon", 12, 7), dice=[3, 4], digivolve_enabled=True)
    b.apply("digivolve Greymon")
    if actor(b) == "Agumon":
        b.apply("end")
    b.apply("end")  # Gabumon
    assert actor(b) == "Agumon"
    assert legal(b, "form MetalGreymon")
    b.apply("form MetalGreymon")
    assert fighter(b, "Agumon").form == "MetalGreymon"


# -- ddc.digivolve.immunity ------------------------------------------------------------------------


@pytest.mark.rule("ddc.digivolve.immunity")
def test_immune_to_attacks_on_the_turn_of_digivolving():
    """004 rule 8: "IMPORTANT: On the turn you enter DIGIVOLVED you are immune to attacks" -
    Gabumon's Horn Attack right after does nothing."""
    b = battle(("Agumon", 5, 7), ("Gabumon", 6, 7), dice=[3, 4, 4, 4, 4, 4], digivolve_enabled=True)
    b.apply("digivolve Greymon")
    if actor(b) == "Agumon":
        b.apply("end")
    hp = fighter(b, "Agumon").hp
    if legal(b, "attack HornAttack Agumon"):  # allowed but harmless, or refused outright
        events = b.apply("attack HornAttack Agumon")
        assert all(e.data["amount"] == 0 for e in hits(events, "Agumon"))
    else:
        assert "immune" in b.why_illegal("attack HornAttack Agumon")
    b.apply("end")
    assert fighter(b, "Agumon").hp == hp


@pytest.mark.rule("ddc.digivolve.immunity")
def test_all_statuses_wear_off_when_digivolving():
    """004 rule 8: "On the turn you enter DIGIVOLVED ... special status wear off, both good and
    bad" - Palmon's de-buff and Susanoomon's power-up on Agumon both end."""
    b = battle(
        ("Palmon", 2, 2, "wild"),
        ("Susanoomon", 2, 12, "tamers"),
        ("Agumon", 4, 7, "tamers"),
        dice=[1] * 20 + [3, 4],
        digivolve_enabled=True,
    )
    b.apply("attack SweetScent Agumon")
    b.apply("end")
    b.apply("attack DivineBuff Agumon")
    b.apply("end")
    assert actor(b) == "Agumon"
    assert len(fighter(b, "Agumon").statuses) == 2
    b.apply("digivolve Greymon")
    assert fighter(b, "Agumon").statuses == []
