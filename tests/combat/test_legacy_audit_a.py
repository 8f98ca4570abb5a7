"""Edition dbu-1 (seed 003): readings the issue-14 audit found against seed 003's words, fixed:
picking up a thrown item, United Attack's joiner, Called Shot's vulnerable spot, moving a
Grappled fighter, and Holding Back ending when the Tier rises."""

from __future__ import annotations

import pytest

from tenkaichi.dbu.combat.setup import ItemSetup

from .helpers import has_option, pick
from .legacy_setup import GOKU_FIRST, legacy_duel, start

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
