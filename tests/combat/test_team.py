"""Team play (seed 001): Empower, Full and Miracle Empowerment, Entrusted, United Attack."""

from __future__ import annotations

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.families.team.team import empower_cap, united_duel_bonus, united_targets
from tenkaichi.dbu.combat.rules import rolls, stats

from .helpers import (
    advance_to,
    expect,
    fighter,
    has_option,
    make_sheet,
    of_kind,
    pick,
    random_fights,
    setup,
)

# Goku (A) at (3,3), Krillin (A) at (3,4), Vegeta (B) at (4,3); Goku acts first.
INIT = [9, 5, 1]


def trio(**settings: object) -> Encounter:
    sheets = [make_sheet("Goku"), make_sheet("Krillin"), make_sheet("Vegeta")]
    st = setup(
        sheets,
        [
            fighter("Goku", "A", (3, 3)),
            fighter("Krillin", "A", (3, 4)),
            fighter("Vegeta", "B", (4, 3)),
        ],
        **settings,
    )
    return Encounter.start(st, 1)


def fixed(dice: list[int]) -> Encounter:
    sheets = [make_sheet("Goku"), make_sheet("Krillin"), make_sheet("Vegeta")]
    st = setup(
        sheets,
        [
            fighter("Goku", "A", (3, 3)),
            fighter("Krillin", "A", (3, 4)),
            fighter("Vegeta", "B", (4, 3)),
        ],
    )
    return Encounter.start(st, dice=INIT + dice)


def goku_turn(enc: Encounter) -> None:
    advance_to(enc, "Goku", "turn")


@pytest.mark.rule("dbu.std.empower")
def test_empower_transfers_up_to_twice_might_per_action_doubled_in_melee() -> None:
    enc = fixed([])
    goku, krillin = enc.fighter("Goku"), enc.fighter("Krillin")
    krillin.ki = 10
    might = stats.derived(enc, goku).might.value
    assert empower_cap(enc, goku, krillin, 1, False) == 4 * might  # adjacent: doubled
    pick(enc, "empower", ally="Krillin", actions=1, full=False)
    advance_to(enc, "Goku", "empower_amount")
    amounts = [o.args["kp"] for o in enc.decision.options]  # type: ignore[union-attr]
    assert amounts[0] == 4 * might
    assert 1 in amounts
    events = pick(enc, "empower_amount", kp=4 * might)
    assert krillin.ki == 10 + 4 * might
    assert goku.ki == 50 - 4 * might
    assert goku.capacity == 20
    assert goku.actions == 2
    # Empower provokes Exploit from the adjacent Vegeta.
    assert of_kind(events, "provoked")[0].data["by"] == ["Vegeta"]
    expect(enc, "Vegeta", "exploit")


@pytest.mark.rule("dbu.std.empower")
def test_empower_out_of_melee_is_not_doubled_and_is_once_per_round() -> None:
    enc = fixed([])
    goku, krillin = enc.fighter("Goku"), enc.fighter("Krillin")
    krillin.pos = (0, 7)
    might = stats.derived(enc, goku).might.value
    assert empower_cap(enc, goku, krillin, 2, False) == 2 * 2 * might
    goku.used_round["empower"] = 1
    from .helpers import refresh

    refresh(enc)
    assert not has_option(enc, "empower")


@pytest.mark.rule("dbu.std.empower.full")
def test_full_empowerment_drops_capacity_and_fatigues_then_miracle_entrusts() -> None:
    enc = fixed([])
    goku, krillin = enc.fighter("Goku"), enc.fighter("Krillin")
    pick(enc, "empower", ally="Krillin", actions=1, full=True)
    advance_to(enc, "Goku", "empower_amount")
    assert goku.capacity == 0
    assert stats.has(goku, "fatigued")
    assert stats.has(goku, "impediment")
    krillin_actions = krillin.actions
    events = pick(enc, "empower_amount", kp=50)
    assert goku.ki == 0
    # Miracle Empowerment: Full Empowerment of all Ki puts Krillin in Entrusted.
    assert stats.has(krillin, "entrusted")
    assert krillin.entrusted_used
    assert enc.state.miracle_sides == ["A"]
    assert krillin.actions == krillin_actions + 1
    assert any("Entrusted Special State" in e.text for e in events)


@pytest.mark.rule("dbu.std.empower.miracle")
def test_four_maxed_empowerments_of_three_actions_make_a_miracle() -> None:
    enc = fixed([])
    goku, krillin = enc.fighter("Goku"), enc.fighter("Krillin")
    krillin.ki = 0
    enc.state.empowered["Krillin"] = ["X", "Y", "Z"]
    pick(enc, "empower", ally="Krillin", actions=3, full=False)
    advance_to(enc, "Goku", "empower_amount")
    cap = empower_cap(enc, goku, krillin, 3, False)
    pick(enc, "empower_amount", kp=cap)
    assert enc.state.empowered["Krillin"] == ["X", "Y", "Z", "Goku"]
    assert stats.has(krillin, "entrusted")


@pytest.mark.rule("dbu.std.empower.miracle")
def test_less_than_the_maximum_does_not_count_toward_a_miracle() -> None:
    enc = fixed([])
    enc.state.empowered["Krillin"] = ["X", "Y", "Z"]
    pick(enc, "empower", ally="Krillin", actions=3, full=False)
    advance_to(enc, "Goku", "empower_amount")
    pick(enc, "empower_amount", kp=1)
    assert enc.state.empowered["Krillin"] == ["X", "Y", "Z"]
    assert not stats.has(enc.fighter("Krillin"), "entrusted")


@pytest.mark.rule("dbu.std.empower.miracle")
def test_no_miracle_for_a_side_that_already_had_one() -> None:
    enc = fixed([])
    enc.state.miracle_sides.append("A")
    pick(enc, "empower", ally="Krillin", actions=1, full=True)
    advance_to(enc, "Goku", "empower_amount")
    events = pick(enc, "empower_amount", kp=50)
    assert not stats.has(enc.fighter("Krillin"), "entrusted")
    assert any("does not work" in e.text for e in events)


@pytest.mark.rule("dbu.std.empower")
def test_a_minion_transfers_at_most_a_fifth_of_its_ki() -> None:
    minion = make_sheet("Saibaman", minion=True)
    boss = make_sheet("Nappa")
    st = setup(
        [minion, boss, make_sheet("Goku")],
        [
            fighter("Saibaman", "B", (5, 5), master="Nappa"),
            fighter("Nappa", "B", (5, 4)),
            fighter("Goku", "A", (0, 0)),
        ],
    )
    enc = Encounter.start(st, 3)
    saibaman, nappa = enc.fighter("Saibaman"), enc.fighter("Nappa")
    assert empower_cap(enc, saibaman, nappa, 2, False) == saibaman.ki // 5


@pytest.mark.rule("dbu.std.empower.miracle")
def test_entrusted_rolls_greater_dice_and_has_one_all_or_nothing_attack() -> None:
    enc = fixed([4, 3, 2, 5, 5])
    goku = enc.fighter("Goku")
    enc.fighter("Krillin").pos = (0, 7)  # no United Attack question
    from tenkaichi.dbu.combat.families.team.team import miracle

    assert miracle(enc, goku, "test")
    goku.capacity = 3
    from .helpers import refresh

    refresh(enc)
    assert rolls.dice_text(enc, goku).startswith("2d10kh1")
    events = pick(enc, "entrusted_attack", profile="Simple", foundation="physical", target="Vegeta")
    assert goku.capacity == 20 - 10  # reset to 20, then the Full Wager of half of it
    advance_to(enc, "Vegeta", "reaction")
    events += pick(enc, "dodge")
    strike = next(e for e in events if e.data.get("roll") == "strike")
    assert strike.data["score"] == 4 + 2 + 2  # best of 4 and 3, + Haste 2 + Awareness 2
    assert "2d10kh1" in strike.text
    assert not has_option(enc, "entrusted_attack")


@pytest.mark.rule("dbu.instant.united-attack")
def test_united_attack_adds_half_force_and_a_wager_to_the_wound() -> None:
    # Strike 8, Vegeta's Dodge 2, Wound 6.
    enc = fixed([8, 2, 6])
    krillin = enc.fighter("Krillin")
    pick(enc, "attack", profile="Simple", foundation="physical", target="Vegeta")
    advance_to(enc, "Krillin", "united_attack")
    pick(enc, "united_attack")
    expect(enc, "Krillin", "united_wager")
    assert [o.args["kp"] for o in enc.decision.options][-1] == 5  # type: ignore[union-attr]
    pick(enc, "united_wager", kp=5)
    assert krillin.actions == 2
    assert krillin.ki == 45
    events = advance_to(enc, "Vegeta", "reaction")
    events += pick(enc, "dodge")
    wound = of_kind(events, "wound")[0]
    assert wound.data["score"] == 6 + 4 + 2 + 5
    assert "United Krillin ½ Force 2" in wound.text
    assert "United Krillin Ki Wager 5" in wound.text
    frame_united = [e for e in events if e.kind == "damage"]
    assert frame_united[0].data["wound"] == 17


@pytest.mark.rule("dbu.instant.united-attack")
def test_united_attack_needs_an_adjacent_ally_and_exposes_duel_helpers() -> None:
    enc = fixed([8, 2, 6])
    enc.fighter("Krillin").pos = (0, 7)
    pick(enc, "attack", profile="Simple", foundation="physical", target="Vegeta")
    asked = []
    while enc.decision is not None and enc.decision.kind != "reaction":
        asked.append(enc.decision.kind)
        from .helpers import answer_routine

        answer_routine(enc)
    assert "united_attack" not in asked
    frame = next(f for f in enc.state.stack if hasattr(f, "united"))
    frame.united.append("Krillin")  # type: ignore[union-attr]
    assert united_targets(frame) == ["Krillin"]  # type: ignore[arg-type]
    assert united_duel_bonus(enc, enc.fighter("Krillin"), frame) == 1  # type: ignore[arg-type]


def test_random_team_fights_use_the_team_maneuvers_and_replay() -> None:
    names = ["A1", "A2", "A3", "B1", "B2", "B3"]
    sheets = [make_sheet(n) for n in names]
    st = setup(
        sheets,
        [
            fighter("A1", "A", (3, 3)),
            fighter("A2", "A", (3, 4)),
            fighter("A3", "A", (2, 3)),
            fighter("B1", "B", (4, 3)),
            fighter("B2", "B", (4, 4)),
            fighter("B3", "B", (5, 3)),
        ],
        width=8,
        height=8,
    )
    used = random_fights(st, range(6), snapshot_at=40)
    assert {"empower", "empower_amount", "united_attack", "united_wager"} <= used
