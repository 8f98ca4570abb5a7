"""Edition dbu-1 (seed 003): readings the issue-14 audit found against seed 003's words, fixed:
picking up a thrown item, United Attack's joiner, Called Shot's vulnerable spot, moving a
Grappled fighter, and Holding Back ending when the Tier rises."""

from __future__ import annotations

import pytest

from tenkaichi.dbu.combat.setup import EncounterSetup, ItemSetup

from .helpers import fighter, has_option, make_sheet, pick, setup, until_turn
from .legacy_setup import GOKU_FIRST, TRIO_INIT, dbu1, legacy_duel, start, trio

# --- pick-up: only from your own square (seed 003 Throw) ------------------------------------


@pytest.mark.rule("dbu.legacy.throw")
def test_dbu1_picks_up_only_from_your_own_square() -> None:
    # Seed 003: thrown Equipment "can be reclaimed by spending an Instant Action while your
    # character is on that square". Goku stands on (3,3); a sword lies next to him at (4,4).
    sword = ItemSetup(id="sword", name="Sword", kind="weapon", pos=(4, 4))
    here = ItemSetup(id="cap", name="Capsule", pos=(3, 3))
    st = legacy_duel(b_pos=(10, 6)).model_copy(update={"items": (sword, here)})
    enc = start(st, [*GOKU_FIRST, *([5] * 20)])
    assert not has_option(enc, "no_effort", effort="pickup", item="sword")
    pick(enc, "no_effort", effort="pickup", item="cap")
    assert enc.fighter("Goku").items == ["cap"]
    # dbu-2 keeps your square or an adjacent one.
    enc2 = start(st.model_copy(update={"edition": "dbu-2"}), [*GOKU_FIRST, *([5] * 20)])
    assert has_option(enc2, "no_effort", effort="pickup", item="sword")


# --- United Attack: an ally within the joiner's Melee Range (seed 003) ----------------------


def _asked_to_unite(st: EncounterSetup) -> bool:
    """Goku attacks Vegeta; is Krillin asked whether to join with a United Attack?"""
    enc = start(st, [*TRIO_INIT, *([5] * 30)])
    pick(enc, "attack", profile="Simple", foundation="physical", target="Vegeta")
    return ("Krillin", "united_attack") in until_turn(enc)


@pytest.mark.rule("dbu.legacy.united-attack")
def test_a_large_joiner_unites_from_two_squares_away() -> None:
    # Seed 003 "When an ally within your Melee Range uses an Attacking Maneuver ... you may use
    # the United Attack Maneuver": the joiner's Melee Range. A Large Krillin (seed 000 "Adjacent
    # +1 Square") at (0,3), two squares from Goku at (3,3), reaches him; a Medium one at (1,3)
    # does not, and dbu-2 ("while you are on an adjacent Square") never lets either join.
    large = make_sheet("Krillin", size="large")
    assert _asked_to_unite(trio(krillin=(0, 3), Krillin=large))
    assert not _asked_to_unite(trio(krillin=(1, 3)))
    assert not _asked_to_unite(trio(edition="dbu-2", krillin=(0, 3), Krillin=large))
    # Goku's own reach does not count: a Large Goku on (2,2)-(3,3) has a Medium Krillin at
    # (0,3) in his Melee Range, but Krillin does not have Goku in his.
    sheets = [make_sheet("Goku", size="large"), make_sheet("Krillin"), make_sheet("Vegeta")]
    places = [("Goku", "A", (2, 2)), ("Krillin", "A", (0, 3)), ("Vegeta", "B", (4, 3))]
    big_goku = dbu1(setup(sheets, [fighter(*p) for p in places]))
    assert not _asked_to_unite(big_goku)
    assert _asked_to_unite(trio(krillin=(2, 3)))  # adjacent: always
