"""Three readings that had contradicted a seed (fixed in the engine, not assumptions):

- United Attack in a Duel (seed 001): "Increase their Wound Roll by 1/2 of your relevant
  Attribute Modifier ... or 1/4 if they are engaging in a Duel Maneuver": the joiner's ¼ goes to
  the winner's Wound Roll, never to a Duel Clash; dbu-1 (seed 003) keeps its own numbers.
- Passive Target Numbers (seed 000): "Each Tier of Power after the first increases the passive
  Target Numbers by +3. This includes every Difficulty Level": the Skill Check categories too,
  by the base Tier of whoever makes the check.
- No limit by default (seed 003 "combat continues to another round until one side is
  overcome"; seed 001 "redo the Duel Clash"): ``max_rounds`` and ``duel_redo_limit`` are a
  simulation's safety stops, off unless a shell switches them on, and they say so when they
  fire.
"""

from __future__ import annotations

import pytest

from combat.helpers import answer_routine, duel, fighter, make_sheet, of_kind, pick
from combat.legacy_setup import trio
from combat.test_duel import start_duel, to_reaction, wagers
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.events import Event
from tenkaichi.dbu.combat.core.settings import DEFAULT_COMBAT_SETTINGS
from tenkaichi.dbu.combat.core.setup import EncounterSetup, ItemSetup
from tenkaichi.dbu.combat.core.state import Expiry, Option
from tenkaichi.dbu.combat.families.duel.duel import DuelFrame
from tenkaichi.dbu.combat.families.duel.rolls import clash_parts
from tenkaichi.dbu.combat.rules import checks, stats
from tenkaichi.dbu.play.safety import SAFETY_LIMITS, with_safety_limits
from tenkaichi.errors import ContentError

PAD = [5] * 60
TRIO_FIRST = [9, 5, 1]
"""Initiative: Goku, Krillin, Vegeta."""


# --- 1. United Attack in a Duel -------------------------------------------------------------


def _united_duel(
    edition: str, dice: list[int], **settings: object
) -> tuple[Encounter, list[Event]]:
    """Goku attacks Vegeta (Simple, Physical, Ki Wager 10); Krillin (Force 8) joins with
    United Attack; Vegeta answers with a Duel; nobody wagers in the Duel Clashes."""
    st = trio(edition=edition, Krillin=make_sheet("Krillin", force=8))
    if settings:
        st = st.model_copy(update={"settings": {**st.settings, **settings}})
    enc = Encounter.start(st, dice=[*TRIO_FIRST, *dice, *PAD])
    pick(enc, "attack", target="Vegeta", profile="Simple", foundation="physical")
    while enc.decision is not None and enc.decision.kind != "reaction":
        kind = enc.decision.kind
        if kind == "wager":
            pick(enc, "wager", kp=10)
        elif kind == "united_attack":
            pick(enc, "united_attack")
        elif kind == "united_wager":
            pick(enc, "united_wager", kp=0)
        else:
            answer_routine(enc)
    events = pick(enc, "duel", mode="basic", profile="Simple", foundation="physical")
    events += pick(enc, "no_escape")
    while enc.decision is not None and enc.decision.kind == "duel_wager":
        events += pick(enc, "duel_wager", kp=0)
    return enc, events


def _duel_clashes(events: list[Event]) -> list[Event]:
    return [e for e in of_kind(events, "clash") if e.data.get("roll") == "duel_clash"]


@pytest.mark.rule("dbu.instant.united-attack")
@pytest.mark.rule("dbu.counter.duel.clash")
@pytest.mark.rule("dbu.counter.duel.united")
def test_the_joiners_quarter_goes_to_the_winners_wound_roll_not_to_the_duel_clashes() -> None:
    # Duel Clashes: Goku 8 + Force 4 + 1 (one United Duel ally) = 13 vs Vegeta 2 + 4 = 6, twice.
    # Goku's Wound: 5 + Force 4 + Krillin's ¼ Force (8 // 4 = 2) = 11 - Soak 4 = 7.
    enc, events = _united_duel("dbu-2", [8, 2, 8, 2, 5])
    assert [e.data["scores"] for e in _duel_clashes(events)] == [[13, 6], [13, 6]]
    assert all("¼" not in e.text for e in _duel_clashes(events))
    wound = of_kind(events, "wound", "Goku")
    assert [e.data["score"] for e in wound] == [11]
    assert "United Krillin ¼ Force 2" in wound[0].text
    assert enc.fighter("Vegeta").life == 72 - 7


@pytest.mark.rule("dbu.instant.united-attack")
@pytest.mark.rule("dbu.counter.duel.united")
def test_a_losing_sides_joiner_adds_nothing_and_is_also_a_target() -> None:
    # Goku 2 + 4 + 1 = 7 vs Vegeta 8 + 4 = 12, twice; Vegeta's Wound 5 + 4 = 9 - Soak 4 = 5 on
    # Goku and on Krillin ("you are also considered a target"), with no United part.
    enc, events = _united_duel("dbu-2", [2, 8, 2, 8, 5])
    wound = of_kind(events, "wound", "Vegeta")
    assert [e.data["score"] for e in wound] == [9]
    assert "United" not in wound[0].text
    assert (enc.fighter("Goku").life, enc.fighter("Krillin").life) == (72 - 5, 72 - 5)


@pytest.mark.rule("dbu.instant.united-attack")
@pytest.mark.rule("dbu.counter.duel.united")
def test_an_ally_who_joins_the_defenders_duel_adds_a_quarter_to_its_wound() -> None:
    # Nappa (Force 8) stands next to Vegeta and joins Vegeta's Duel with United Attack.
    # Clashes: Goku 2 + 4 = 6 vs Vegeta 8 + 4 + 1 = 13, twice. Vegeta's Wound 5 + 4 + 2 = 11.
    st = EncounterSetup(
        width=12,
        height=8,
        sheets={
            "Goku": make_sheet("Goku"),
            "Vegeta": make_sheet("Vegeta"),
            "Nappa": make_sheet("Nappa", force=8),
        },
        fighters=(
            fighter("Goku", "A", (3, 3)),
            fighter("Vegeta", "B", (5, 3)),
            fighter("Nappa", "B", (5, 4)),
        ),
    )
    enc = Encounter.start(st, dice=[9, 3, 2, 2, 8, 2, 8, 5, *PAD])
    to_reaction(enc, target="Vegeta")
    events = start_duel(enc)
    events += pick(enc, "duel_united")
    duel_frame = enc.state.stack[-1]
    assert isinstance(duel_frame, DuelFrame)
    assert ("United Nappa ¼ Force", 2) not in clash_parts(enc, duel_frame, "defender")
    while enc.decision is not None and enc.decision.kind == "duel_wager":
        events += pick(enc, "duel_wager", kp=0)
    assert [e.data["scores"] for e in _duel_clashes(events)] == [[6, 13], [6, 13]]
    wound = of_kind(events, "wound", "Vegeta")
    assert [e.data["score"] for e in wound] == [11]
    assert "United Nappa ¼ Force 2" in wound[0].text


@pytest.mark.rule("dbu.legacy.united-attack")
@pytest.mark.rule("dbu.legacy.duel")
def test_dbu1_puts_the_allys_modifier_on_each_roll_of_the_duel() -> None:
    # Seed 003: "you may add your Force or Spirit Modifier (whichever is higher) onto each of
    # their rolls": Krillin's Force 8 on each of the three Wound Rolls (8 + 4 + 8 = 20) and,
    # by default (``legacy_united_duel_rolls: every``), on the final Wound Roll too
    # (5 + 4 + 8 = 17); with ``contested`` the final Wound Roll is 5 + 4 = 9, and seed 001's
    # dbu-2 ¼ never applies in dbu-1.
    _, events = _united_duel("dbu-1", [8, 2, 8, 2, 8, 2, 5])
    assert [e.data["scores"] for e in _duel_clashes(events)] == [[20, 6]] * 3
    assert all("United Krillin Force 8" in e.text for e in _duel_clashes(events))
    wound = of_kind(events, "wound", "Goku")
    assert [e.data["score"] for e in wound] == [17]
    assert "United Krillin Force 8" in wound[0].text
    _, events = _united_duel("dbu-1", [8, 2, 8, 2, 8, 2, 5], legacy_united_duel_rolls="contested")
    wound = of_kind(events, "wound", "Goku")
    assert [e.data["score"] for e in wound] == [9]
    assert "United" not in wound[0].text


@pytest.mark.rule("dbu.counter.duel.clash")
@pytest.mark.rule("dbu.counter.duel.wagers")
def test_the_duel_odds_leave_the_joiners_quarter_out_of_the_duel_clash() -> None:
    # The chances shown for a Duel wager read Goku's Duel Clash as 1d10 + Force 4 + 1 (the
    # United Duel ally): Krillin's ¼ Force (2) is not in it, as it is not in the roll.
    from tenkaichi.dbu.play.option_odds import probs_for
    from tenkaichi.dbu.play.option_odds_duel import _with_wagers

    st = trio(edition="dbu-2", Krillin=make_sheet("Krillin", force=8))
    enc = Encounter.start(st, dice=[*TRIO_FIRST, *PAD])
    pick(enc, "attack", target="Vegeta", profile="Simple", foundation="physical")
    while enc.decision is not None and enc.decision.kind != "reaction":
        kind = enc.decision.kind
        if kind == "wager":
            pick(enc, "wager", kp=10)
        elif kind == "united_attack":
            pick(enc, "united_attack")
        elif kind == "united_wager":
            pick(enc, "united_wager", kp=0)
        else:
            answer_routine(enc)
    pick(enc, "duel", mode="basic", profile="Simple", foundation="physical")
    pick(enc, "no_escape")
    frame = enc.state.stack[-1]
    assert isinstance(frame, DuelFrame)
    both = _with_wagers(enc, frame, {})
    assert both is not None
    goku = enc.fighter("Goku")
    assert both[0] == probs_for(enc, goku, [("Force", 4), ("United Duel ally", 1)])


# --- 2. Passive Target Numbers rise with the Tier ------------------------------------------


def _toss(krillin_power_level: int) -> tuple[Encounter, list[Event]]:
    """Goku tosses a Senzu Bean to Krillin (Perception 1 rank)."""
    krillin = make_sheet(
        "Krillin", power_level=krillin_power_level, insight=4, skills={"perception": 1}
    )
    st = EncounterSetup(
        width=12,
        height=8,
        sheets={"Goku": make_sheet("Goku"), "Krillin": krillin, "Vegeta": make_sheet("Vegeta")},
        fighters=(
            fighter("Goku", "A", (3, 3)),
            fighter("Krillin", "A", (3, 5)),
            fighter("Vegeta", "B", (10, 6)),
        ),
        items=(ItemSetup(id="senzu", name="Senzu Bean", holder="Goku"),),
    )
    enc = Encounter.start(st, dice=[9, 7, 1, *([2] * 40)])
    assert enc.decision is not None
    assert enc.decision.actor == "Goku"
    events = pick(enc, "toss", item="senzu", to="Krillin")
    while enc.decision is not None and enc.decision.kind == "instant":
        events += pick(enc, "pass")
    return enc, events


@pytest.mark.rule("dbu.checks.tn-per-tier")
@pytest.mark.rule("dbu.std.toss")
def test_the_apprentice_catch_rises_by_3_at_tier_2() -> None:
    enc, events = _toss(1)
    assert of_kind(events, "skill_check")[0].data["tn"] == 6
    enc, events = _toss(5)  # Power Level 5: Tier of Power 2
    assert stats.base_tier(enc, enc.fighter("Krillin")) == 2
    check = of_kind(events, "skill_check")[0]
    assert check.data["tn"] == 9
    assert "vs TN 9" in check.text


@pytest.mark.rule("dbu.checks.tn-per-tier")
def test_every_skill_difficulty_rises_by_the_checkers_base_tier_and_not_by_breakthrough() -> None:
    from tenkaichi.dbu.combat.families.transformations.transformations import breakthrough

    st = duel(make_sheet("Goku", power_level=10), make_sheet("Vegeta"))  # Tier 3 vs Tier 1
    enc = Encounter.start(st, dice=[7, 3, *PAD])
    goku, vegeta = enc.fighter("Goku"), enc.fighter("Vegeta")
    base = {"apprentice": 6, "qualified": 10, "expert": 14, "master": 18, "grandmaster": 22}
    assert stats.base_tier(enc, goku) == 3
    for name, tn in base.items():
        assert checks.skill_tn(enc, vegeta, name) == tn
        assert checks.skill_tn(enc, goku, name) == tn + 6
    breakthrough(enc, vegeta, 1, "test", Expiry("never"))
    assert stats.tier(enc, vegeta) == 2
    assert checks.skill_tn(enc, vegeta, "apprentice") == 6  # seed 000 Breakthrough


@pytest.mark.rule("dbu.checks.tn-per-tier")
def test_the_odds_of_finding_a_lost_item_use_the_raised_tn() -> None:
    from tenkaichi.dbu.play.option_odds_checks import _find_item

    st = duel(make_sheet("Goku", power_level=5), make_sheet("Vegeta"))
    enc = Encounter.start(st, dice=[7, 3, *PAD])
    goku = enc.fighter("Goku")
    parts, cut = checks.skill_parts(enc, goku, "perception")
    shown = _find_item(enc, goku, Option("find_item", "Look for the lost item", {"item": "x"}))
    assert shown is not None
    want = checks.pass_chance(enc, goku, parts, 9, critical_cut=cut)
    assert shown.chance == pytest.approx(float(want))


# --- 3. No round limit, no redo limit, by default -----------------------------------------


@pytest.mark.rule("dbu.combat.round")
@pytest.mark.rule("dbu.counter.duel.tie")
def test_the_rules_set_no_limit_and_a_bad_limit_is_refused() -> None:
    assert DEFAULT_COMBAT_SETTINGS.max_rounds == 0
    assert DEFAULT_COMBAT_SETTINGS.duel_redo_limit == 0
    for bad in ({"max_rounds": -1}, {"max_rounds": 1001}, {"duel_redo_limit": -1}):
        with pytest.raises(ContentError):
            DEFAULT_COMBAT_SETTINGS.with_overrides(bad)


@pytest.mark.rule("dbu.combat.round")
def test_a_fight_goes_past_100_rounds_when_no_side_is_overcome() -> None:
    enc = Encounter.start(duel(), dice=[7, 3, *PAD])
    enc.state.round = 150
    assert not enc.safety_stopped
    assert not enc._check_over()
    assert not enc.over


@pytest.mark.rule("dbu.combat.round")
def test_a_simulations_round_limit_stops_the_fight_and_says_it_is_no_rule() -> None:
    enc = Encounter.start(duel(max_rounds=3), dice=[7, 3, *PAD])
    enc.state.round = 4
    assert enc.safety_stopped
    assert enc._check_over()
    end = enc.events[-1]
    assert end.kind == "encounter_ended"
    assert end.text.startswith("Stopped: the simulation's safety limit of 3 rounds")
    assert "(not a rule)" in end.text
    assert end.data["safety_stop"] == "max_rounds"
    assert enc.state.winner == "draw"


@pytest.mark.rule("dbu.counter.duel.tie")
def test_tied_duel_clashes_are_redone_past_ten_by_default() -> None:
    # Twelve tied first Duel Clashes (5 + 4 each), then Goku wins two: the old limit of 10
    # would have ended the Duel in a tie.
    ties = [5, 5] * 12
    enc = Encounter.start(duel(), dice=[7, 3, *ties, 8, 2, 8, 2, 5, *PAD])
    to_reaction(enc)
    events = start_duel(enc)
    while enc.decision is not None and enc.decision.kind == "duel_wager":
        events += wagers(enc, 0)
    redos = [e for e in events if e.kind == "duel" and e.data.get("duel") == "redo"]
    assert len(redos) == 12
    assert not [e for e in events if e.data.get("duel") in ("tie", "safety_stop")]
    assert [e.data["winner"] for e in events if e.kind == "duel" and e.data.get("duel") == "won"]
    assert of_kind(events, "wound", "Goku")


def test_simulations_switch_the_safety_stops_on_and_keep_a_setups_own_limit() -> None:
    st = duel()
    safe = with_safety_limits(st)
    assert safe.settings == {**st.settings, **SAFETY_LIMITS}
    own = with_safety_limits(duel(max_rounds=7))
    assert own.settings["max_rounds"] == 7
    assert own.settings["duel_redo_limit"] == SAFETY_LIMITS["duel_redo_limit"]
    off = with_safety_limits(duel(max_rounds=0))
    assert off.settings["max_rounds"] == SAFETY_LIMITS["max_rounds"]  # never without one
    enc = Encounter.start(safe, 1)
    assert enc.settings.max_rounds == 100


def _stalemate() -> EncounterSetup:
    """Two fighters no Wound of theirs gets through (Damage Reduction 100): bots would play on
    for ever."""
    a = make_sheet("Goku", damage_reduction=100)
    b = make_sheet("Vegeta", damage_reduction=100)
    return duel(a, b)


def test_the_bot_shells_stop_a_stalemate_at_the_safety_limit_and_say_so() -> None:
    from tenkaichi.cli.fight_cmd import result_line
    from tenkaichi.cli.simulate_cmd import run_batch, summarise
    from tenkaichi.dbu.play.bots import GreedyBot, run_fight
    from tenkaichi.envs.dbu_env import DbuEnv
    from tenkaichi.lab.game import SAFETY_STOP
    from tenkaichi.lab.games.dbu import DbuJob

    st = _stalemate()
    enc = run_fight(
        Encounter.start(with_safety_limits(st), 1), {"A": GreedyBot(), "B": GreedyBot()}
    )
    assert enc.safety_stopped
    assert enc.state.round == 101
    assert "safety limit of 100 rounds (not a rule)" in result_line(enc)
    (outcome,) = run_batch(st, "greedy", range(1, 2))
    assert (outcome.winner, outcome.stopped) == ("draw", True)
    assert summarise(["A", "B"], [outcome], 1, "greedy")["safety_stops"] == 1
    record = DbuJob(st, ("A", "B"), ("greedy", "greedy"), ("A", "B")).play(1)
    assert (record.winner, record.rounds) == (SAFETY_STOP, 101)  # a draw the lab shows apart
    assert DbuEnv(st).setup.settings["max_rounds"] == SAFETY_LIMITS["max_rounds"]


def _nappa_joins_vegetas_duel(lend: bool) -> list[Event]:
    """Nappa (Force 8, a Simple Energy technique with Power Shot 2) joins Vegeta's Duel with
    United Attack, with his technique and lending a rank of Power Shot if ``lend``."""
    beam = {"name": "Nappa Beam", "profile": "Simple", "foundation": "energy"}
    beam["advantages"] = [{"name": "Power Shot", "rank": 2}]  # type: ignore[assignment]
    st = EncounterSetup(
        width=12,
        height=8,
        sheets={
            "Goku": make_sheet("Goku"),
            "Vegeta": make_sheet("Vegeta"),
            "Nappa": make_sheet("Nappa", force=8, signatures=[beam]),
        },
        fighters=(
            fighter("Goku", "A", (3, 3)),
            fighter("Vegeta", "B", (5, 3)),
            fighter("Nappa", "B", (5, 4)),
        ),
    )
    enc = Encounter.start(st, dice=[9, 3, 2, 2, 8, 2, 8, 5, *PAD])
    to_reaction(enc, target="Vegeta")
    events = start_duel(enc)
    if not lend:
        events += pick(enc, "duel_united", signature=None)
    else:
        events += pick(enc, "duel_united", signature="Nappa Beam")
        assert enc.decision is not None
        assert enc.decision.kind == "lend_advantage"
        assert [o.label for o in enc.decision.options] == [
            "Lend a rank of Power Shot",
            "Lend no more",
        ]
        events += pick(enc, "lend", advantage="Power Shot")
    while enc.decision is not None and enc.decision.kind == "duel_wager":
        events += pick(enc, "duel_wager", kp=0)
    return events


@pytest.mark.rule("dbu.instant.united-attack")
@pytest.mark.rule("dbu.counter.duel.united")
def test_a_duel_joiner_with_a_technique_lends_its_advantages_to_the_initiating_attack() -> None:
    # Seed 001 United Attack: "you may apply up to 1(bT) ranks of Advantages you possess on your
    # Signature Technique to their Attacking Maneuver"; the Duel Clash: "+1(T) for every ...
    # Power Shot applied to the attack"; Power Shot: +2(T) Wound a rank. Base Tier 1: 1 rank.
    plain = _nappa_joins_vegetas_duel(lend=False)
    lent = _nappa_joins_vegetas_duel(lend=True)
    assert any("joins Vegeta's Duel with United Attack and Nappa Beam" in e.text for e in lent)
    plain_clashes = [e.data["scores"] for e in _duel_clashes(plain)]
    lent_clashes = [e.data["scores"] for e in _duel_clashes(lent)]
    assert [[g, v + 1] for g, v in plain_clashes] == lent_clashes
    plain_wound = of_kind(plain, "wound", "Vegeta")[0]
    lent_wound = of_kind(lent, "wound", "Vegeta")[0]
    assert lent_wound.data["score"] == plain_wound.data["score"] + 2
    assert "Power Shot" in lent_wound.text
