"""The chance to win a Clash shown beside an option that starts one equals the engine's: for
each roll the Defender may choose, every way the engine's dice can fall after the choice
(``odds_brute``) is run with the Defender answering that roll; the Initiator is shown its
chance against the Defender's best roll, a chooser who defends its chance with its better one."""

from __future__ import annotations

from typing import Any

import pytest

from combat.helpers import (
    advance_to,
    answer_routine,
    duel,
    fighter,
    make_sheet,
    options,
    pick,
    resolve,
    setup,
)
from combat.test_battlefield import field, thrust_win
from combat.test_grapple import TRIO_INIT, WIN, grappled, reach_duel, trio
from combat.test_intervene import INIT, blockade_fight, fight, vegeta_hits_goku
from combat.test_items import SWORD, arena, dice
from combat.test_vehicle_start import ride_setup
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EncounterSetup
from tenkaichi.dbu.combat.core.state import ChargeState, Option
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.play.odds import odds_of
from tenkaichi.dbu.play.option_odds import OptionOdds
from tenkaichi.dbu.play.sideview import side_view
from tenkaichi.dbu.sheet import CharacterSheet

from .odds_brute import chance, enumerate_runs

GOKU_FIRST = [7, 3]
STRONG = 5
"""A Tier above 1: Clash rolls get the Tier of Power Extra Dice."""
SHARP = make_sheet("Vegeta", insight=5, tenacity=6)
"""Strike +7 against Dodge +4: the Defender's two rolls differ."""


def _with(st: EncounterSetup, *sheets: CharacterSheet) -> EncounterSetup:
    return st.model_copy(update={"sheets": {**st.sheets, **{s.name: s for s in sheets}}})


def _shown(enc: Encounter, option: Option) -> OptionOdds:
    d = enc.decision
    assert d is not None
    odds = odds_of(side_view(enc, enc.fighter(d.actor).side), d, option)
    assert odds is not None
    return odds


def _no_odds(enc: Encounter, option: Option) -> bool:
    d = enc.decision
    assert d is not None
    return odds_of(enc, d, option) is None


def _won(why: str, who: str, count: int = 1) -> Any:
    """True once ``count`` Clashes whose reason starts with ``why`` were all won by ``who``,
    False once one is lost, None until then."""

    def found(events: list[Any]) -> bool | None:
        seen = 0
        for e in events:
            if e.kind == "clash" and e.data.get("roll") == "clash":
                if not str(e.data["why"]).startswith(why):
                    continue
                if e.data["winner"] != who:
                    return False
                seen += 1
                if seen == count:
                    return True
        return None

    return found


def _engine(enc: Encounter, option: Option, found: Any, roll: str) -> float:
    """The engine's chance that ``found`` says True after ``option``, the Defender of each
    Clash answering ``roll`` where asked."""
    start = len(enc.events)

    def run(twin: Encounter) -> bool:
        twin.choose(option)
        for _ in range(20):
            if found(twin.events[start:]) is not None:
                break
            d = twin.decision
            assert d is not None
            if d.kind == "clash_roll":
                pick(twin, "clash_roll", roll=roll)
            elif d.kind == "sudden_stop":
                pick(twin, "pass")
            else:
                answer_routine(twin)
        answer = found(twin.events[start:])
        assert answer is not None, "the Clash never came"
        return bool(answer)

    dist = enumerate_runs(enc, run, stop=lambda twin: found(twin.events[start:]))
    return chance(dist, lambda k: k)


def _agree(
    enc: Encounter,
    option: Option,
    found: Any,
    rolls: tuple[str, ...],
    *,
    chooser_defends: bool = False,
) -> OptionOdds:
    shown = _shown(enc, option)
    by_roll = {r: _engine(enc, option, found, r) for r in rolls}
    if chooser_defends:  # the chooser will pick its own better roll
        want = max(by_roll.values())
        assert shown.note.startswith("with your better roll") == (len(rolls) > 1)
    else:  # the Defender picks the roll that is best for them
        want = min(by_roll.values())
        assert shown.note.startswith("against their best roll") == (len(rolls) > 1)
    assert shown.chance == pytest.approx(want, abs=1e-9)
    assert len(set(by_roll.values())) == len(rolls)  # the choice of roll matters
    assert 0.0 < shown.chance < 1.0
    assert shown.text().startswith("win ")
    return shown


# --- Grapples --------------------------------------------------------------------------------


@pytest.mark.rule("dbu.std.grapple")
@pytest.mark.rule("dbu.std.grapple.tail-restraint")
@pytest.mark.parametrize("tail", [False, True])
def test_a_grapple_shows_the_chance_to_win_the_grapple_check(tail: bool) -> None:
    vegeta = make_sheet("Vegeta", tail=True, insight=7, power_level=STRONG)
    enc = Encounter.start(duel(make_sheet("Goku", power_level=STRONG), vegeta), dice=GOKU_FIRST)
    option = options(enc, "grapple", target="Vegeta", tail=tail)[0]
    found = _won("Grapple Check", "Goku")
    _agree(enc, option, found, ("strike", "dodge"))


@pytest.mark.rule("dbu.std.grapple.grappling-a-grapple")
def test_grappling_a_held_fighter_shows_the_chance_to_win_both_clashes() -> None:
    # Too many paths for one enumeration: the chance of the first Clash times the chance of
    # the Grapple Check once the first is won (the state then is the same whatever the dice).
    enc = Encounter.start(trio(), dice=[*TRIO_INIT, *WIN, *WIN])
    pick(enc, "grapple", target="Vegeta", tail=False)
    resolve(enc)
    pick(enc, "clash_roll", roll="dodge")
    pick(enc, "end_turn")
    advance_to(enc, "Nappa", "turn")
    option = options(enc, "grapple", target="Goku")[0]
    shown = _shown(enc, option)
    first = _engine(enc, option, _won("Grappling a Grapple", "Nappa"), "might")
    enc.choose(option)
    advance_to(enc, "Goku", "clash_roll")  # the first Clash won with 9 against 2
    check = _won("Grapple Check", "Nappa")
    second = min(_engine(enc, o, check, "") for o in options(enc, "clash_roll"))
    assert shown.chance == pytest.approx(first * second, abs=1e-9)
    assert 0.0 < shown.chance < first < 1.0
    assert shown.text().startswith("win both Clashes")
    assert shown.note == "against their best roll"


@pytest.mark.rule("dbu.std.grapple.escape")
@pytest.mark.parametrize("actions", [1, 3])
def test_escaping_a_grapple_shows_the_chance_with_the_better_roll(actions: int) -> None:
    enc = grappled([], duel(b=SHARP))
    pick(enc, "end_turn")
    option = options(enc, "grapple_escape", actions=actions)[0]
    _agree(enc, option, _won("Grapple Check", "Vegeta"), ("strike", "dodge"), chooser_defends=True)


@pytest.mark.rule("dbu.std.launch")
def test_launch_shows_the_chance_to_win_the_grapple_check() -> None:
    enc = grappled([])
    option = options(enc, "launch")[0]
    _agree(enc, option, _won("Grapple Check", "Goku"), ("strike", "dodge"))


@pytest.mark.rule("dbu.std.pin")
def test_pin_and_escaping_it_show_the_chance_to_win_the_might_clash() -> None:
    enc = grappled(WIN)
    _agree(enc, options(enc, "pin")[0], _won("Pin", "Goku"), ("might",))
    pick(enc, "pin")
    resolve(enc)
    pick(enc, "end_turn")
    advance_to(enc, "Vegeta", "turn")
    _agree(enc, options(enc, "escape_pin")[0], _won("Escape a Pin", "Vegeta"), ("might",))


@pytest.mark.rule("dbu.std.grapple.pulled-in")
def test_pulled_in_shows_the_chance_to_win_the_might_clash() -> None:
    enc = grappled([], reach_duel())
    _agree(enc, options(enc, "pull_in")[0], _won("Pulled In", "Goku"), ("might",))


# --- Thrust, Feature Thrust, Disarm ---------------------------------------------------------


@pytest.mark.rule("dbu.std.thrust")
@pytest.mark.parametrize("rolls", ["impulsive_vs_corporeal", "either"])
def test_thrust_and_its_knock_prone_show_the_chance_to_win_their_clashes(rolls: str) -> None:
    st = field(vegeta=SHARP, thrust_prone_rolls=rolls)
    enc = Encounter.start(st, dice=[*GOKU_FIRST, 9, 1])
    _agree(enc, options(enc, "thrust")[0], _won("Thrust", "Goku"), ("strike", "dodge"))
    thrust_win(enc)
    prone = options(enc, "thrust_effect", effect="prone")[0]
    defender = ("impulsive", "corporeal") if rolls == "either" else ("corporeal",)
    _agree(enc, prone, _won("Thrust: Knock Prone", "Goku"), defender)
    push = options(enc, "thrust_effect", effect="push_back")[0]
    assert _no_odds(enc, push)


@pytest.mark.rule("dbu.std.feature-thrust")
def test_stopping_a_feature_thrust_shows_the_chance_to_win_the_might_clash() -> None:
    crate = {"id": "crate", "pos": (4, 3), "hardness": 2}
    enc = Encounter.start(field(b_pos=(6, 3), features=[crate]), dice=GOKU_FIRST)
    pick(enc, "feature_thrust", feature="crate", squares=2)
    resolve(enc)
    option = options(enc, "feature_block")[0]
    _agree(enc, option, _won("Vegeta stops", "Vegeta"), ("might",))


@pytest.mark.rule("dbu.std.disarm")
def test_disarm_shows_the_chance_to_win_the_clash() -> None:
    enc = Encounter.start(_with(arena(items=(SWORD,)), SHARP), dice=dice())
    option = options(enc, "disarm", target="Vegeta")[0]
    _agree(enc, option, _won("Disarm", "Goku"), ("strike", "dodge"))
    enc.choose(option)
    advance_to(enc, "Vegeta", "clash_roll")  # the Defender is shown each roll's chance
    for roll in options(enc, "clash_roll"):
        shown = _shown(enc, roll)
        assert shown.text().startswith("win the Clash")
        assert shown.chance == pytest.approx(_engine(enc, roll, _won("Disarm", "Vegeta"), ""))


# --- Ride, Knockback -------------------------------------------------------------------------


@pytest.mark.rule("dbu.std.ride")
def test_taking_the_controls_from_an_opponent_shows_the_chance_to_win_the_clash() -> None:
    st = _with(ride_setup(pilot="Vegeta", passengers=("Goku",)), SHARP)
    enc = Encounter.start(st, dice=[7, 5, 3])
    option = options(enc, "ride", act="take")[0]
    shown = _agree(enc, option, _won("Ride", "Goku"), ("physical_strike", "dodge"))
    assert shown.note.endswith("if no Exploit hits")


@pytest.mark.rule("dbu.std.ride")
def test_refusing_the_controls_shows_the_chance_with_the_better_roll() -> None:
    st = _with(ride_setup(pilot="Krillin", passengers=("Goku",)), make_sheet("Krillin", insight=5))
    enc = Encounter.start(st, dice=[7, 5, 3])
    ask = options(enc, "ride", act="take")[0]
    assert _no_odds(enc, ask)  # an ally is asked
    pick(enc, "ride", vehicle="car", act="take")
    resolve(enc)
    option = options(enc, "refuse")[0]
    rolls = ("physical_strike", "dodge")
    _agree(enc, option, _won("Ride", "Krillin"), rolls, chooser_defends=True)


@pytest.mark.rule("dbu.std.basic-attack")
def test_knockback_shows_the_chance_to_win_the_might_clash() -> None:
    goku = make_sheet("Goku", power_level=STRONG)
    enc = Encounter.start(duel(goku), dice=[*GOKU_FIRST, 9, 1, 9, 9, 1, 5, 5, 5, 5])
    pick(enc, "attack", profile="Launching", foundation="physical")
    resolve(enc)
    option = options(enc, "knockback")[0]
    _agree(enc, option, _won("Knockback", "Goku"), ("might",))


# --- Intervene, Blockade ---------------------------------------------------------------------


@pytest.mark.rule("dbu.counter.intervene.deflect")
def test_deflect_shows_the_chance_to_win_the_might_clash() -> None:
    enc = fight([8, 2])
    vegeta_hits_goku(enc)
    option = options(enc, "intervene", option="deflect", x=3, y=4)[0]
    _agree(enc, option, _won("Deflect", "Krillin"), ("might",))
    wall = options(enc, "intervene", option="defense_wall")[0]
    d = enc.decision
    assert d is not None
    wall_odds = odds_of(enc, d, wall)  # no Clash: the damage taken (test_odds_defence.py)
    assert wall_odds is not None
    assert wall_odds.chance_of == "be hit"


@pytest.mark.rule("dbu.counter.intervene.distant-deflect")
def test_distant_deflect_counts_the_energy_charges_against_it() -> None:
    from tenkaichi.dbu.combat.rules.turn_decision import ask_turn

    sheets = [make_sheet("Goku"), make_sheet("Krillin", power_level=STRONG), make_sheet("Vegeta")]
    people = [fighter("Goku", "A", (3, 3)), fighter("Krillin", "A", (3, 6))]
    enc = Encounter.start(
        setup([*sheets], [*people, fighter("Vegeta", "B", (4, 3))]), dice=[*INIT, 8, 2]
    )
    assert stats.tier(enc, enc.fighter("Krillin")) > 1  # -1(T) per Energy Charge
    enc.fighter("Vegeta").charge = ChargeState("basic", "Simple", "physical", charges=2)
    enc.state.pending = None
    ask_turn(enc)
    pick(enc, "release", target="Goku")
    advance_to(enc, "Goku", "reaction")
    pick(enc, "dodge")
    option = options(enc, "intervene", option="distant_deflect")[0]
    _agree(enc, option, _won("Distant Deflect", "Krillin"), ("might",))


@pytest.mark.rule("dbu.counter.blockade")
def test_blockade_shows_the_chance_to_win_the_impulsive_clash() -> None:
    enc = blockade_fight([])
    _agree(enc, options(enc, "blockade")[0], _won("Blockade", "Vegeta"), ("impulsive",))
