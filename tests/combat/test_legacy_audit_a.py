"""Edition dbu-1 (seed 003): readings the issue-14 audit found against seed 003's words, fixed:
picking up a thrown item, United Attack's joiner, Called Shot's vulnerable spot, moving a
Grappled fighter, and Holding Back ending when the Tier rises."""

from __future__ import annotations

from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.events import Event
from tenkaichi.dbu.combat.core.setup import EncounterSetup, ItemSetup
from tenkaichi.dbu.combat.core.state import Expiry
from tenkaichi.dbu.combat.families import forced
from tenkaichi.dbu.combat.families.grapple import holds as grapple
from tenkaichi.dbu.combat.families.transformations import transformations
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.costs import attack_kp

from .helpers import (
    answer_routine,
    fighter,
    has_option,
    make_sheet,
    options,
    pick,
    resolve,
    setup,
    until_turn,
)
from .legacy_setup import GOKU_FIRST, TRIO_INIT, act, dbu1, legacy_duel, start, trio

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


# --- Called Shot: a vulnerable spot (seed 003) -------------------------------------------------

CALLED = {"called_shot": "legacy"}


def _called_shot(
    vulnerable: str, dice: list[int], **settings: Any
) -> tuple[Encounter, list[Event]]:
    """Goku makes a Called Shot Simple Basic Attack on the adjacent Vegeta."""
    enc = start(legacy_duel(**settings), [*GOKU_FIRST, *dice])
    pick(enc, "attack", profile="Simple", foundation="physical", target="Vegeta")
    return enc, resolve(enc, modifier={**CALLED, "vulnerable": vulnerable})


def _damage(events: list[Event]) -> int:
    return int(
        next(e for e in events if e.kind == "damage" and "category" in e.data).data["damage"]
    )


@pytest.mark.rule("dbu.legacy.called-shot")
def test_a_called_shot_at_a_vulnerable_spot_may_add_3_tier_damage() -> None:
    # Seed 003 "if you aim for a vulnerable spot, your ARC may allow you to gain a damage bonus
    # of +3(T)". Strike 9 vs Dodge 2, Wound 6: the same hit, with and without the bonus.
    _, plain = _called_shot("", [9, 2, 6])
    _, aimed = _called_shot("damage", [9, 2, 6])
    assert _damage(aimed) == _damage(plain) + 3  # Tier 1
    # At Tier 2 (Power Level 8) the bonus is +6.
    pl8 = {"Goku": make_sheet("Goku", power_level=8), "Vegeta": make_sheet("Vegeta", power_level=8)}
    damages = []
    for vulnerable in ("", "damage"):
        enc = start(
            legacy_duel(pl8["Goku"], pl8["Vegeta"]), [*GOKU_FIRST, 8, 4, 1, 1, 6, 2, *([3] * 20)]
        )
        pick(enc, "attack", profile="Simple", foundation="physical", target="Vegeta")
        damages.append(_damage(resolve(enc, modifier={**CALLED, "vulnerable": vulnerable})))
    assert damages[1] == damages[0] + 6


@pytest.mark.rule("dbu.legacy.called-shot")
def test_a_called_shot_at_a_vulnerable_spot_may_leave_a_lasting_effect_on_a_hit() -> None:
    # Seed 003 "... or have some lasting effect on the opponent such as a Combat Condition":
    # the gut knocks Vegeta Prone on a hit, though 8 Damage of his 72 Life crosses no Health
    # Threshold and is under 1/5 of it (what dbu-2's Called Shot would need).
    enc, events = _called_shot("gut", [9, 2, 6])
    assert _damage(events) * 5 < 72
    assert stats.has(enc.fighter("Vegeta"), "prone")
    enc, _ = _called_shot("eyes", [9, 2, 6])
    assert stats.has(enc.fighter("Vegeta"), "blinded")
    missed, _ = _called_shot("gut", [2, 9, 6])  # Strike 2 vs Dodge 9: no effect
    assert not stats.has(missed.fighter("Vegeta"), "prone")


@pytest.mark.rule("dbu.legacy.called-shot")
def test_the_vulnerable_spot_is_offered_unless_the_arc_disallows_it() -> None:
    def offered(**settings: Any) -> set[str]:
        enc = start(legacy_duel(**settings), [*GOKU_FIRST, *([5] * 20)])
        pick(enc, "attack", profile="Simple", foundation="physical", target="Vegeta")
        return {o.args.get("vulnerable", "") for o in options(enc, "modifier", **CALLED)}

    assert offered() == {"", "damage", "head", "eyes", "arm", "leg", "gut"}
    assert offered(legacy_vulnerable_spot=False) == {""}


# --- Grapple: an outsider cannot move the Grappled (seed 003) ---------------------------------


def _goku_holds_vegeta(edition: str) -> Encounter:
    """Goku grapples Vegeta (Strike 9 vs Dodge 1) and ends his turn: Krillin's turn."""
    enc = start(trio(edition=edition), [*TRIO_INIT, *([9, 1] * 30)])
    act(enc, "grapple", target="Vegeta", tail=False)
    pick(enc, "clash_roll", roll="dodge")
    assert enc.state.grapples
    pick(enc, "end_turn")
    return enc


def _effects_offered(enc: Encounter, thruster: str) -> set[str]:
    """Thrust Vegeta (Strike 9 vs Dodge 1) and list the effects offered."""
    act(enc, "thrust", target="Vegeta")
    pick(enc, "clash_roll", roll="dodge")
    assert enc.decision is not None
    assert enc.decision.actor == thruster
    return {o.args["effect"] for o in options(enc, "thrust_effect")}


@pytest.mark.rule("dbu.legacy.grapple")
def test_an_outsiders_thrust_cannot_push_the_grappled() -> None:
    # Seed 003 "Only the Grappler can be targeted by Maneuvers or effects that would make them
    # move any number of squares": Krillin may still knock the held Vegeta Prone, not push him.
    assert _effects_offered(_goku_holds_vegeta("dbu-1"), "Krillin") == {"prone"}
    assert _effects_offered(_goku_holds_vegeta("dbu-2"), "Krillin") == {"prone", "push_back"}


@pytest.mark.rule("dbu.legacy.grapple")
def test_an_outsiders_knockback_does_not_move_the_grappled() -> None:
    # Krillin's Launching attack hits Vegeta (Strike 9 vs Dodge 1); in dbu-1 no Knockback is
    # offered and Vegeta stays where Goku holds him.
    asked = {}
    for edition in ("dbu-1", "dbu-2"):
        enc = _goku_holds_vegeta(edition)
        pick(enc, "attack", profile="Launching", foundation="physical", target="Vegeta")
        while enc.decision is not None and enc.decision.kind not in ("turn", "knockback"):
            answer_routine(enc)
        assert enc.fighter("Vegeta").life < 72  # the Launching attack hit
        asked[edition] = enc.decision is not None and enc.decision.kind == "knockback"
        assert enc.fighter("Vegeta").pos == (4, 3)
    assert asked == {"dbu-1": False, "dbu-2": True}


@pytest.mark.rule("dbu.legacy.grapple")
def test_any_other_push_on_the_grappled_by_an_outsider_does_not_happen() -> None:
    # The same guard for an effect with no option of its own (as the dbu-1 Grappler test in
    # test_legacy_reactions.py drives a push): Krillin's shove leaves Vegeta where he is, and
    # the Grapple stands.
    enc = start(trio(), [*TRIO_INIT, *([5] * 20)])
    goku, vegeta, krillin = enc.fighter("Goku"), enc.fighter("Vegeta"), enc.fighter("Krillin")
    grapple.start(enc, goku, vegeta, tail=False)
    enc.state.pending = None
    forced.push(enc, vegeta, krillin, direction=(1, 0), squares=2, why="a shove")
    enc._advance()
    assert vegeta.pos == (4, 3)
    assert enc.state.grapples
    assert any(e.data.get("maneuver") == "held_in_grapple" for e in enc.events)


# --- Holding Back stops at once when the Tier rises (seed 003) ------------------------------


@pytest.mark.rule("dbu.legacy.holding-back")
def test_holding_back_stops_at_once_when_the_tier_rises() -> None:
    # Seed 003 "If you would increase your Tier of Power through any means ..., stop Holding
    # Back and lose all Holding Back stacks". Goku (Power Level 10, base Tier 3) holds back with
    # all 3 stacks, then a Breakthrough raises his Tier by 1 in the middle of his turn: the
    # stacks, their -1(bT) on Combat Rolls and their KP reduction are gone before he acts again.
    strong = make_sheet("Goku", power_level=10)
    enc = start(legacy_duel(strong, b_pos=(10, 6)), GOKU_FIRST)
    goku = enc.fighter("Goku")
    normal_kp = attack_kp(enc, goku, "Powered")
    pick(enc, "holding_back", stacks=3)
    assert attack_kp(enc, goku, "Powered") < normal_kp
    transformations.breakthrough(enc, goku, 1, "a test", Expiry("never"))
    assert not stats.has(goku, "holding_back")
    assert stats.tier(enc, goku) == 3 + 1
    assert attack_kp(enc, goku, "Powered") == normal_kp  # KP costs keep the base Tier
    assert any("stops Holding Back" in e.text for e in enc.events)
    assert enc.decision is not None
    assert enc.decision.actor == "Goku"  # still his turn


# --- No Effort: each type once per Combat Round (seed 003) ----------------------------------


@pytest.mark.rule("dbu.legacy.throw")
@pytest.mark.parametrize("edition", ["dbu-1", "dbu-2"])
def test_no_effort_limit_is_per_type_in_dbu1_and_per_maneuver_in_dbu2(edition: str) -> None:
    # Seed 003 "you can only perform each type of No Effort Maneuver once per Combat Round";
    # seed 001 "No Effort Maneuver [1/Round]". Goku drops a capsule, powers up (a Standard
    # Maneuver between two Instants), then may pick up the stone on his square only in dbu-1;
    # a second drop is never offered in the same round.
    cap = ItemSetup(id="cap", name="Capsule", holder="Goku")
    pen = ItemSetup(id="pen", name="Pen", holder="Goku")
    stone = ItemSetup(id="stone", name="Stone", pos=(3, 3))
    st = legacy_duel(b_pos=(10, 6)).model_copy(
        update={"items": (cap, pen, stone), "edition": edition}
    )
    enc = start(st, [*GOKU_FIRST, *([5] * 20)])
    pick(enc, "no_effort", effort="drop", item="cap")
    pick(enc, "place", x=2, y=2)
    pick(enc, "power_up")
    until_turn(enc)
    assert enc.decision is not None
    assert enc.decision.actor == "Goku"
    assert has_option(enc, "no_effort", effort="pickup", item="stone") is (edition == "dbu-1")
    assert not has_option(enc, "no_effort", effort="drop", item="pen")


# --- Round limits: seed 003 states none for the maneuvers it describes ----------------------


def _thrusts_offered_after_one(edition: str) -> bool:
    st = legacy_duel(b_pos=(4, 3)).model_copy(update={"edition": edition})
    enc = start(st, [*GOKU_FIRST, *([9] * 80)])
    pick(enc, "thrust", target="Vegeta")
    for _ in range(12):
        d = enc.decision
        assert d is not None
        if d.kind == "turn":
            break
        if d.kind == "clash_roll" or d.actor == "Goku":
            enc.choose(d.options[0])
        else:
            answer_routine(enc)
    assert enc.decision is not None
    assert enc.decision.actor == "Goku"
    return has_option(enc, "thrust", target="Vegeta")


@pytest.mark.rule("dbu.legacy.thrust")
def test_dbu1_thrust_has_no_round_limit_and_dbu2_keeps_its_one() -> None:
    # Seed 003 "Thrusting Maneuver (1 Action)" states no limit (seed 003 gives limits in words
    # where it has them: Command, Sense, the forced Grapple Check); seed 001 "Thrust Maneuver
    # [1/Round]". Goku thrusts Vegeta and, with Actions left, may thrust again only in dbu-1.
    assert _thrusts_offered_after_one("dbu-1")
    assert not _thrusts_offered_after_one("dbu-2")
