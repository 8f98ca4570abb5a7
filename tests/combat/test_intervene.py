"""Intervene (Defense Wall, Deflect, Distant Deflect), Blockade and Reflect (seed 001)."""

from __future__ import annotations

from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.events import Event
from tenkaichi.dbu.combat.core.state import ChargeState
from tenkaichi.dbu.combat.rules import stats

from .helpers import (
    advance_to,
    answer_routine,
    expect,
    fighter,
    has_option,
    make_sheet,
    of_kind,
    pick,
    random_fights,
    setup,
)

# Vegeta (B) at (4,3) acts first; Goku (A) at (3,3) is his target; Krillin (A) helps.
INIT = [1, 5, 9]


def fight(dice: list[int], krillin: tuple[int, int] = (3, 4), extra: bool = False) -> Encounter:
    sheets = [make_sheet("Goku"), make_sheet("Krillin"), make_sheet("Vegeta")]
    fighters = [
        fighter("Goku", "A", (3, 3)),
        fighter("Krillin", "A", krillin),
        fighter("Vegeta", "B", (4, 3)),
    ]
    init = INIT
    if extra:
        sheets.append(make_sheet("Gohan"))
        fighters.append(fighter("Gohan", "A", (2, 2)))
        init = [*INIT, 2]
    return Encounter.start(setup(sheets, fighters), dice=init + dice)


def vegeta_hits_goku(enc: Encounter, foundation: str = "physical") -> None:
    pick(enc, "attack", profile="Simple", foundation=foundation, target="Goku")
    advance_to(enc, "Goku", "reaction")
    pick(enc, "dodge")
    expect(enc, "Krillin", "intervene")


@pytest.mark.rule("dbu.counter.intervene.defense-wall")
def test_defense_wall_takes_the_wound_with_half_more_soak() -> None:
    # Strike 8 vs Dodge 2: hit; Wound 6 + Force 4 = 10.
    enc = fight([8, 2, 6])
    vegeta_hits_goku(enc)
    krillin = enc.fighter("Krillin")
    events = pick(enc, "intervene", option="defense_wall", x=3, y=4)
    events += advance_to(enc, "Vegeta", "turn")
    damage = [e for e in events if e.kind == "damage" and "wound" in e.data]
    assert damage[0].who == "Krillin"
    assert damage[0].data["soak"] == 6  # Soak 4 + ½ (rounded up) 2
    assert krillin.life == 72 - 4
    assert enc.fighter("Goku").life == 72
    assert krillin.counters == 0
    assert krillin.used_round["intervene"] == 1


@pytest.mark.rule("dbu.counter.intervene.defense-wall")
@pytest.mark.rule("dbu.defeat.will-to-survive")
def test_defense_wall_excess_damage_goes_to_the_ally_when_the_waller_falls() -> None:
    # Seed 001, Defense Wall: "if you are Defeated by this Attacking Maneuver, any excess
    # Damage is inflicted to that Ally - but is reduced by their Soak Value and Damage
    # Reduction as usual". Wound 9 + 4 = 13; Krillin (Life 2) takes 13 - 6 = 7: 5 too many.
    # At 0 Life he is not Defeated yet (seed 000, Will to Survive), so Goku waits; Krillin
    # falls, and Goku takes 5 - Soak 4 = 1, before Vegeta's attack goes on.
    enc = fight([8, 2, 9])
    enc.fighter("Krillin").life = 2
    vegeta_hits_goku(enc)
    pick(enc, "intervene", option="defense_wall", x=3, y=4)
    advance_to(enc, "Krillin", "will_to_survive")
    assert enc.fighter("Goku").life == 72  # not Defeated yet: no excess so far
    events = pick(enc, "fall")
    assert [e.kind for e in events][:2] == ["defeated", "damage"]
    assert events[1].who == "Goku"
    assert enc.fighter("Krillin").defeated
    assert enc.fighter("Goku").life == 71
    advance_to(enc, "Vegeta", "turn")
    assert enc.fighter("Goku").life == 71


@pytest.mark.rule("dbu.counter.intervene.defense-wall")
@pytest.mark.rule("dbu.defeat.will-to-survive")
def test_defense_wall_no_excess_damage_when_the_waller_heals_back_up() -> None:
    # Same Wound, but Krillin answers Will to Survive with his Healing Surge ("you can avoid
    # being defeated by having your Life Points increase above 0"): he is never Defeated by
    # this Attacking Maneuver, so no excess Damage reaches Goku.
    enc = fight([8, 2, 9, 3, 4])  # Healing Surge 2d10: 3 + 4
    enc.fighter("Krillin").life = 2
    vegeta_hits_goku(enc)
    pick(enc, "intervene", option="defense_wall", x=3, y=4)
    advance_to(enc, "Krillin", "will_to_survive")
    events = pick(enc, "surge", surge="healing")
    events += advance_to(enc, "Vegeta", "turn")
    krillin = enc.fighter("Krillin")
    assert krillin.life == 3 + 4 + 4  # 2d10 + Surgency (Force 4), from 0 Life
    assert not krillin.defeated
    assert enc.fighter("Goku").life == 72
    assert not [e for e in events if e.kind == "damage" and e.who == "Goku"]


@pytest.mark.rule("dbu.counter.intervene.defense-wall")
def test_defense_wall_swap_pushes_the_ally_back_and_takes_their_place() -> None:
    enc = fight([8, 2, 6])
    vegeta_hits_goku(enc)
    assert has_option(enc, "intervene", option="defense_wall_swap", x=2, y=3)
    # Squares not farther from Vegeta are never offered for the push.
    assert not has_option(enc, "intervene", option="defense_wall_swap", x=3, y=2)
    pick(enc, "intervene", option="defense_wall_swap", x=2, y=3)
    assert enc.fighter("Goku").pos == (2, 3)
    assert enc.fighter("Krillin").pos == (3, 3)
    advance_to(enc, "Vegeta", "turn")
    assert enc.fighter("Krillin").life == 68
    assert enc.fighter("Goku").life == 72


@pytest.mark.rule("dbu.counter.intervene.deflect")
def test_deflect_won_deflects_the_attack() -> None:
    # Might Clash: Krillin 9 + Might vs Vegeta 2 + Might.
    enc = fight([8, 2, 9, 2])
    vegeta_hits_goku(enc)
    krillin = enc.fighter("Krillin")
    events = pick(enc, "intervene", option="deflect", x=3, y=4)
    events += advance_to(enc, "Vegeta", "turn")
    assert krillin.ki == 50 - 2  # 2(bT)
    assert any(e.data.get("reaction") == "deflect" for e in events)
    assert not of_kind(events, "wound")
    assert enc.fighter("Goku").life == 72
    assert krillin.life == 72


@pytest.mark.rule("dbu.counter.intervene.deflect")
def test_deflect_lost_takes_the_wound_one_category_worse() -> None:
    # Clash 2 vs 9: lost. Wound 6 + 4 = 10 as Direct: ½ Soak 2 -> 8.
    enc = fight([8, 2, 2, 9, 6])
    vegeta_hits_goku(enc)
    events = pick(enc, "intervene", option="deflect", x=3, y=4)
    events += advance_to(enc, "Vegeta", "turn")
    damage = next(e for e in events if e.kind == "damage" and "wound" in e.data)
    assert damage.who == "Krillin"
    assert damage.data["category"] == 2
    assert enc.fighter("Krillin").life == 64
    assert enc.fighter("Goku").life == 72


@pytest.mark.rule("dbu.counter.intervene.distant-deflect")
def test_distant_deflect_clashes_from_afar_with_charges_against_it() -> None:
    # Krillin 3 squares away, within Boosted Speed; Vegeta releases 2 Energy Charges.
    enc = fight([8, 2, 9, 2], krillin=(3, 6))
    enc.fighter("Vegeta").charge = ChargeState("basic", "Simple", "physical", charges=2)
    enc.state.pending = None
    from tenkaichi.dbu.combat.rules.turn_decision import ask_turn

    ask_turn(enc)
    pick(enc, "release", target="Goku")
    advance_to(enc, "Goku", "reaction")
    pick(enc, "dodge")
    expect(enc, "Krillin", "intervene")
    events = pick(enc, "intervene", option="distant_deflect")
    krillin = enc.fighter("Krillin")
    assert krillin.ki == 50 - 8  # 8(bT)
    clash = next(e for e in events if e.data.get("roll") == "clash")
    assert "- 2 Energy Charges 2" in clash.text
    assert clash.data["scores"][0] == 9 + stats.derived(enc, krillin).might.value - 2
    assert krillin.pos == (3, 6)  # the Might Clash from where you are
    assert any(e.data.get("reaction") == "deflect" for e in events)
    assert enc.fighter("Goku").life == 72


def blast_on_two(dice: list[int]) -> Encounter:
    """Vegeta (B, first) blasts a cone over Krillin (3,3) and Goku (4,3); Gohan (A) is
    outside it. Targets are resolved in Initiative Order: Krillin, then Goku."""
    sheets = [make_sheet("Goku"), make_sheet("Krillin"), make_sheet("Vegeta"), make_sheet("Gohan")]
    fighters = [
        fighter("Goku", "A", (4, 3)),
        fighter("Krillin", "A", (3, 3)),
        fighter("Vegeta", "B", (5, 3)),
        fighter("Gohan", "A", (5, 6)),
    ]
    enc = Encounter.start(setup(sheets, fighters), dice=[*INIT, 2, *dice])
    pick(enc, "attack", profile="Blast", foundation="energy", target="Goku")
    return enc


@pytest.mark.rule("dbu.counter.intervene.distant-deflect")
@pytest.mark.rule("dbu.counter.intervene.deflect")
def test_a_won_deflect_spares_every_target_of_an_area_attack() -> None:
    # Seed 001, Deflect / Distant Deflect: "If you win, the Attacking Maneuver is successfully
    # deflected away from all targets." Gohan lets Krillin's hit pass, then Deflects for Goku,
    # the second target: Krillin, hit first, is spared as well. Every Clash comes before any
    # Wound (Defense Wall: "If the Attacking Maneuver hits multiple targets, all other targets
    # receive the Wound Roll as usual"). Dice: Strike 9; Krillin Dodge 2 (hit); Goku Dodge 2
    # (hit); Might Clash Gohan 9 vs Vegeta 2.
    enc = blast_on_two([9, 2, 2, 9, 2])
    events = advance_to(enc, "Gohan", "intervene")
    events += pick(enc, "pass")  # no Intervene for Krillin
    events += advance_to(enc, "Gohan", "intervene")
    assert enc.decision is not None
    assert "hits Goku" in str(enc.decision.prompt)
    events += pick(enc, "intervene", option="distant_deflect")
    events += advance_to(enc, "Vegeta", "turn")
    deflect = next(e for e in events if e.data.get("reaction") == "deflect")
    assert sorted(deflect.data["deflected"]) == ["Goku", "Krillin"]
    assert not of_kind(events, "wound")
    assert not of_kind(events, "damage")
    assert enc.fighter("Krillin").life == 72
    assert enc.fighter("Goku").life == 72


@pytest.mark.rule("dbu.counter.intervene.defense-wall")
def test_an_area_attack_rolls_its_wound_after_every_clash() -> None:
    # Same Blast, no Intervene: both Dodges come before the one Wound Roll, which then hits
    # Krillin and Goku ("all other targets receive the Wound Roll as usual").
    enc = blast_on_two([9, 2, 2, 5])
    events = until_events(enc)
    kinds = [(e.kind, e.who) for e in events if e.kind in ("clash", "wound", "damage")]
    assert kinds.index(("clash", "Goku")) < kinds.index(("wound", "Vegeta"))
    assert len(of_kind(events, "wound")) == 1
    assert enc.fighter("Krillin").life == enc.fighter("Goku").life == 72 - (9 - 2)


def until_events(enc: Encounter) -> list[Event]:
    """Answer routine questions until a turn decision; return the events."""
    events: list[Event] = []
    while enc.decision is not None and enc.decision.kind != "turn":
        events += answer_routine(enc)
    return events


@pytest.mark.rule("dbu.counter.intervene.once")
def test_only_one_intervene_per_ally_per_attack() -> None:
    enc = fight([8, 2, 6], extra=True)
    vegeta_hits_goku(enc)
    pick(enc, "intervene", option="defense_wall", x=3, y=4)
    asked = []
    while enc.decision is not None and enc.decision.kind != "turn":
        asked.append((enc.decision.actor, enc.decision.kind))
        from .helpers import answer_routine

        answer_routine(enc)
    assert ("Gohan", "intervene") not in asked


@pytest.mark.rule("dbu.counter.intervene.once")
def test_a_pass_lets_the_next_ally_intervene() -> None:
    enc = fight([8, 2, 6], extra=True)
    vegeta_hits_goku(enc)
    pick(enc, "pass")
    expect(enc, "Gohan", "intervene")


@pytest.mark.rule("dbu.modifier.reflect")
def test_reflect_after_a_won_deflect_of_an_energy_attack() -> None:
    # Deflect clash 9 vs 2; Reflect: Krillin Strike 8 vs Vegeta Dodge 2; Vegeta's Wound 5.
    enc = fight([8, 2, 9, 2, 8, 2, 5])
    vegeta_hits_goku(enc, "energy")
    pick(enc, "intervene", option="deflect", x=3, y=4)
    expect(enc, "Krillin", "reflect")
    events = pick(enc, "reflect", target="Vegeta")
    assert enc.fighter("Krillin").ki == 50 - 2 - 5
    wound = of_kind(events, "wound")[0]
    assert wound.who == "Vegeta"
    assert wound.data["score"] == 9
    assert enc.fighter("Vegeta").life == 72 - (9 - 4)


@pytest.mark.rule("dbu.modifier.reflect")
def test_reflect_after_a_parry_and_not_for_physical_attacks() -> None:
    # Vegeta's Strike 3, Goku's Parry 9: avoided. Reflect Strike 2 vs Dodge 8: miss.
    enc = fight([3, 9, 2, 8])
    pick(enc, "attack", profile="Simple", foundation="energy", target="Goku")
    advance_to(enc, "Goku", "reaction")
    pick(enc, "defend", defend="parry")
    expect(enc, "Goku", "reflect")
    events = pick(enc, "reflect", target="Vegeta")
    assert any(e.data.get("roll") == "reflect" and not e.data["hit"] for e in events)
    assert not of_kind(events, "wound")
    assert enc.fighter("Vegeta").life == 72
    # A parried Physical attack offers no Reflect.
    enc = fight([3, 9])
    pick(enc, "attack", profile="Simple", foundation="physical", target="Goku")
    advance_to(enc, "Goku", "reaction")
    pick(enc, "defend", defend="parry")
    assert enc.decision is None or enc.decision.kind != "reflect"


def blockade_fight(dice: list[int]) -> Encounter:
    sheets = [make_sheet("Goku"), make_sheet("Vegeta"), make_sheet("Nappa")]
    st = setup(
        sheets,
        [
            fighter("Goku", "A", (3, 3)),
            fighter("Vegeta", "B", (6, 3)),
            fighter("Nappa", "B", (11, 7)),
        ],
    )
    enc = Encounter.start(st, dice=[9, 1, 2, *dice])
    pick(enc, "move", mode="boosted")
    advance_to(enc, "Goku", "destination")
    pick(enc, "destination", x=1, y=3)
    expect(enc, "Vegeta", "blockade")
    return enc


@pytest.mark.rule("dbu.counter.blockade")
def test_blockade_won_stops_the_move_and_refunds_it() -> None:
    enc = blockade_fight([9, 2])
    goku, vegeta = enc.fighter("Goku"), enc.fighter("Vegeta")
    pick(enc, "blockade")
    assert vegeta.ki == 48  # 2(T)
    expect(enc, "Vegeta", "blockade_step")
    pick(enc, "blockade_step", x=4, y=3)
    expect(enc, "Goku", "turn")
    assert goku.pos == (3, 3)
    assert vegeta.pos == (4, 3)
    assert goku.actions == 3
    assert goku.ki == 50
    assert not has_option(enc, "move")


@pytest.mark.rule("dbu.counter.blockade")
def test_blockade_lost_lets_them_go_on_and_provokes_their_exploit() -> None:
    enc = blockade_fight([2, 9])
    pick(enc, "blockade")
    expect(enc, "Goku", "exploit")
    pick(enc, "pass")
    advance_to(enc, "Goku", "turn")
    assert enc.fighter("Goku").pos == (1, 3)


def test_random_fights_use_intervene_blockade_and_reflect_and_replay() -> None:
    names = ["A1", "A2", "A3", "B1", "B2", "B3"]
    st = setup(
        [make_sheet(n) for n in names],
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
    used = random_fights(st, range(8), snapshot_at=60)
    assert {"intervene", "blockade", "reflect"} <= used


def _lone_blocker(**settings: Any) -> Encounter:
    sheets = [make_sheet("Goku"), make_sheet("Vegeta")]
    st = setup(sheets, [fighter("Goku", "A", (3, 3)), fighter("Vegeta", "B", (6, 3))], **settings)
    enc = Encounter.start(st, dice=[9, 1])
    pick(enc, "move", mode="normal")
    advance_to(enc, "Goku", "destination")
    pick(enc, "destination", x=1, y=3)
    assert enc.decision is not None
    return enc


@pytest.mark.rule("dbu.counter.blockade")
def test_blockade_needs_no_ally_by_default() -> None:
    # Seed 001, Blockade: "If a Character within range of your Normal Speed uses the Movement
    # Maneuver, you may use this Maneuver": Vegeta, alone on his side, may Blockade.
    enc = _lone_blocker()
    assert (enc.decision.actor, enc.decision.kind) == ("Vegeta", "blockade")


@pytest.mark.rule("dbu.counter.blockade")
def test_no_blockade_without_an_ally_when_the_setting_asks_for_one() -> None:
    enc = _lone_blocker(blockade_needs_ally=True)
    assert enc.decision.kind != "blockade"
    assert enc.fighter("Goku").pos == (1, 3)
