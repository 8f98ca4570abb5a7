"""The greedy bot uses what a fighter has when it pays: Signature Techniques (their Ki weighed
by the Ki they leave), Power Up, an Aura, Energy Charge, States and Transformations, each
scored by what it adds over the coming attacks (:mod:`~tenkaichi.dbu.play.lookahead`); and it
never picks an option the engine did not offer."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import duel_setup, load_encounter
from tenkaichi.dbu.combat.core.state import Decision, Option
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.costs import attack_kp, fixed_kp
from tenkaichi.dbu.combat.rules.turn_decision import ask_turn
from tenkaichi.dbu.play.bots import GreedyBot, decide, greedy_scores
from tenkaichi.dbu.play.lookahead import boosted_odds, ranked_attacks, threat
from tenkaichi.dbu.play.lookahead_forms import form_gain
from tenkaichi.dbu.play.lookahead_states import state_gain
from tenkaichi.dbu.play.option_odds import attack_odds, option_odds
from tenkaichi.dbu.play.scoring import KP_WEIGHT, ki_cost

from .turns import turn_of

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
ROSTER = sorted(p.stem for p in EXAMPLES.glob("*.yaml"))
ATTACKS = ("attack", "signature", "end_turn")


def _duel(*names: str, edition: str = "dbu-2", paths: tuple[Path, ...] = ()) -> Encounter:
    files = [EXAMPLES / f"{n}.yaml" for n in names] + list(paths)
    return Encounter.start(duel_setup(files).model_copy(update={"edition": edition}), 0)


def _face_off(enc: Encounter, fid: str, foe: str, gap: int = 1) -> Decision:
    """``fid``'s turn, with ``foe`` ``gap`` squares away on the same row."""
    turn_of(enc, fid)
    f = enc.fighter(fid)
    enc.fighter(foe).pos = (f.pos[0] + gap, f.pos[1])
    ask_turn(enc)
    d = enc.decision
    assert d is not None
    assert d.kind == "turn"
    return d


def _only(d: Decision, *kinds: str) -> Decision:
    """The decision narrowed to these kinds of option (the choice a test is about)."""
    d.options[:] = [o for o in d.options if o.kind in kinds]
    return d


def _greedy_choice(enc: Encounter) -> Option:
    d = enc.decision
    assert d is not None
    return d.options[decide(GreedyBot(), enc)]


def _wall(tmp_path: Path, damage_reduction: int) -> Path:
    """A slow, heavily armoured target: Damage Reduction soaks most of an ordinary Wound."""
    path = tmp_path / f"wall-{damage_reduction}.yaml"
    path.write_text(
        "name: Wall\nrace: earthling\npower_level: 4\nsize: small\n"
        "attributes: {agility: 1, force: 1, tenacity: 8, scholarship: 1, insight: 1, "
        "magic: 1, personality: 1}\nracial_save: impulsive\n"
        f"damage_reduction: {damage_reduction}\n"
    )
    return path


# --- Signature Techniques -----------------------------------------------------------------


@pytest.mark.rule("dbu.std.signature-technique")
@pytest.mark.parametrize("edition", ["dbu-2", "dbu-1"])
def test_greedy_takes_a_signature_that_out_damages_every_basic_attack(edition: str) -> None:
    """Kale has used his Powered Basic Attack this round: Berserker Rush (Powered) is now
    clearly the hardest hit in reach, and he has the Ki for it."""
    enc = _duel("kale", "yamcha", edition=edition)
    turn_of(enc, "Kale")
    enc.fighter("Kale").profiles_used.append("Powered")
    d = _only(_face_off(enc, "Kale", "Yamcha"), *ATTACKS)
    damage = {o.label: option_odds(enc, o, "Kale") for o in d.options if o.kind != "end_turn"}
    signature = next(o for o in d.options if o.kind == "signature")
    sig_damage = damage[signature.label]
    assert sig_damage is not None
    basics = [v.expected for k, v in damage.items() if v is not None and k != signature.label]
    assert sig_damage.expected > max(basics) + 3  # the situation is as claimed
    assert _greedy_choice(enc) == signature


@pytest.mark.rule("dbu.std.signature-technique")
@pytest.mark.parametrize("foe", ["goku", "vegeta"])
def test_greedy_keeps_its_last_ki_rather_than_spend_it_on_a_signature(foe: str) -> None:
    """Piccolo's Special Beam Cannon out-damages his free Simple attack: with full Ki he fires
    it; with just its cost left (it would leave none) the Ki weighs more than the extra
    damage, and he attacks for free."""
    enc = _duel("piccolo-jr", foe)
    target = enc.state.fighters[1].id
    d = _only(_face_off(enc, "Piccolo Jr.", target), *ATTACKS)
    assert _greedy_choice(enc).args.get("signature") == "Special Beam Cannon"

    enc = _duel("piccolo-jr", foe)
    turn_of(enc, "Piccolo Jr.")
    piccolo = enc.fighter("Piccolo Jr.")
    sig = next(s for s in stats.sheet(enc, piccolo).signatures if s.name == "Special Beam Cannon")
    piccolo.ki = attack_kp(enc, piccolo, sig.profile, sig.name)
    d = _only(_face_off(enc, "Piccolo Jr.", target), *ATTACKS)
    offered = next(o for o in d.options if o.args.get("signature") == sig.name)  # affordable
    chosen = _greedy_choice(enc)
    assert chosen.kind == "attack", chosen.label
    sig_odds, chosen_odds = (
        option_odds(enc, offered, piccolo.id),
        option_odds(enc, chosen, piccolo.id),
    )
    assert sig_odds is not None
    assert chosen_odds is not None
    assert sig_odds.expected > chosen_odds.expected  # it was the Ki that decided


@given(ki=st.integers(1, 400), more=st.integers(1, 400), kp=st.integers(1, 60))
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_a_ki_point_weighs_more_the_less_ki_it_leaves(ki: int, more: int, kp: int) -> None:
    """Spending the same Ki never costs less with less Ki in hand; with a quarter of Max Ki
    left after it, a Ki Point weighs :data:`KP_WEIGHT`."""
    enc = _duel("kale", "yamcha")
    kale = enc.fighter("Kale")
    kale.ki = ki
    poorer = ki_cost(enc, kale, kp)
    kale.ki = ki + more
    assert ki_cost(enc, kale, kp) <= poorer
    quarter = stats.max_ki(enc, kale) // 4
    kale.ki = quarter + kp
    assert ki_cost(enc, kale, kp) == pytest.approx(
        KP_WEIGHT * kp * stats.max_ki(enc, kale) / (4 * quarter)
    )


# --- Power Up and Aura ----------------------------------------------------------------------


def _play_to_turn(enc: Encounter, fid: str, choice: int) -> None:
    """Choose ``choice``, then pass every window until ``fid``'s next turn decision."""
    enc.choose(choice)
    turn_of(enc, fid)


@pytest.mark.rule("dbu.std.power-up")
def test_the_look_ahead_odds_are_the_engines_odds_after_a_power_up() -> None:
    """Two paths agree: the bot's shifted odds (+1(T) Strike and Wound for Kale, +1(T) Dodge
    against Yamcha's attack) and the engine's own odds once Kale has really Powered Up."""
    enc = _duel("kale", "yamcha")
    d = _face_off(enc, "Kale", "Yamcha")
    kale, yamcha = enc.fighter("Kale"), enc.fighter("Yamcha")
    t = stats.tier(enc, kale)
    ranked = ranked_attacks(enc, kale, d)
    frames = [frame for _, frame in ranked[:3]]
    back = threat(enc, kale, yamcha)
    shifted = [boosted_odds(enc, kale, yamcha, fr, strike=t, wound=t) for fr in frames]
    shifted_back = boosted_odds(enc, yamcha, kale, back, defence=t)
    twin = enc.clone()
    power_up = next(i for i, o in enumerate(d.options) if o.kind == "power_up")
    _play_to_turn(twin, "Kale", power_up)
    assert stats.stacks(twin.fighter("Kale"), "power") == 1
    me, foe = twin.fighter("Kale"), twin.fighter("Yamcha")
    real = [attack_odds(twin, me, foe, fr) for fr in frames]
    real_back = attack_odds(twin, foe, me, back)
    for a, b in zip(shifted, real, strict=True):
        assert a.p_hit == pytest.approx(b.p_hit)
        assert a.damage_if_hit == pytest.approx(b.damage_if_hit)
    assert shifted_back.p_hit == pytest.approx(real_back.p_hit)
    assert shifted[0].expected > attack_odds(enc, kale, yamcha, frames[0]).expected


@pytest.mark.rule("dbu.std.power-up")
@pytest.mark.parametrize("edition", ["dbu-2", "dbu-1"])
def test_greedy_powers_up_with_attacks_to_come(edition: str) -> None:
    """Four Actions, Yamcha in reach: +1(T) on the next six attacks (and on Kale's Dodge) is
    worth more than one attack now."""
    enc = _duel("kale", "yamcha", edition=edition)
    _only(_face_off(enc, "Kale", "Yamcha"), "power_up", *ATTACKS)
    assert enc.fighter("Kale").actions >= 3
    assert _greedy_choice(enc).kind == "power_up"


@pytest.mark.rule("dbu.std.power-up")
@pytest.mark.rule("dbu.std.aura")
@pytest.mark.parametrize("kind", ["power_up", "aura"])
def test_greedy_attacks_instead_when_one_hit_defeats_the_target(kind: str) -> None:
    """Yamcha is down to 1 Life: any hit ends it, so a bonus on later attacks adds nothing."""
    enc = _duel("kale", "yamcha")
    turn_of(enc, "Kale")
    enc.fighter("Yamcha").life = 1
    d = _only(_face_off(enc, "Kale", "Yamcha"), kind, *ATTACKS)
    assert any(o.kind == kind for o in d.options)
    assert _greedy_choice(enc).kind in ("attack", "signature")


@pytest.mark.rule("dbu.std.aura")
def test_greedy_raises_an_aura_whose_bonuses_pay_for_its_ki() -> None:
    """Kale's Saiyan Fury: its Strike and Wound bonuses over the coming attacks are worth more
    than its Ki and one attack now."""
    enc = _duel("kale", "yamcha")
    d = _only(_face_off(enc, "Kale", "Yamcha"), "aura", *ATTACKS)
    aura = next(o for o in d.options if o.kind == "aura")
    assert _greedy_choice(enc) == aura


# --- Energy Charge --------------------------------------------------------------------------


@pytest.mark.rule("dbu.std.energy-charge")
@pytest.mark.parametrize("edition", ["dbu-2", "dbu-1"])
def test_greedy_charges_an_attack_that_must_get_through_armour(
    tmp_path: Path, edition: str
) -> None:
    """Against Damage Reduction 20 an ordinary Wound barely gets through; a few Energy
    Charges (one more Wound die per Tier each) carry one attack through it. Against no
    Damage Reduction, attacking with every Action pays better."""
    enc = _duel("kale", edition=edition, paths=(_wall(tmp_path, 20),))
    _only(_face_off(enc, "Kale", "Wall", gap=3), "charge_declare", *ATTACKS)
    assert _greedy_choice(enc).kind == "charge_declare"

    enc = _duel("kale", edition=edition, paths=(_wall(tmp_path, 0),))
    d = _only(_face_off(enc, "Kale", "Wall", gap=3), "charge_declare", *ATTACKS)
    assert any(o.kind == "charge_declare" for o in d.options)
    assert _greedy_choice(enc).kind in ("attack", "signature")


@pytest.mark.rule("dbu.std.energy-charge")
def test_greedy_does_not_charge_without_ki_for_the_charge_and_the_attack(tmp_path: Path) -> None:
    """The same armoured target, but Kale holds only the Energy Charge's Ki: the charged
    attack could not be paid for (and a charge taken at 0 Ki stops at once in dbu-1)."""
    enc = _duel("kale", paths=(_wall(tmp_path, 20),))
    turn_of(enc, "Kale")
    kale = enc.fighter("Kale")
    kale.ki = fixed_kp(enc, kale, "energy_charge")
    d = _only(_face_off(enc, "Kale", "Wall", gap=3), "charge_declare", *ATTACKS)
    assert any(o.kind == "charge_declare" for o in d.options)
    assert _greedy_choice(enc).kind != "charge_declare"


@pytest.mark.rule("dbu.std.energy-charge")
def test_greedy_follows_its_charge_through_to_the_release(tmp_path: Path) -> None:
    """Once charging, the bot keeps charging while a charge pays and then releases the
    attack, within the turn: the attack lands with at least one Energy Charge."""
    enc = _duel("kale", paths=(_wall(tmp_path, 20),))
    d = _face_off(enc, "Kale", "Wall", gap=3)
    enc.choose(next(i for i, o in enumerate(d.options) if o.kind == "charge_declare"))
    bot = GreedyBot()
    for _ in range(60):
        d = enc.decision
        assert d is not None
        if d.actor != "Kale" or d.kind not in ("turn", "charge_attack"):
            enc.choose(next((i for i, o in enumerate(d.options) if o.kind == "pass"), 0))
            continue
        kinds = {o.kind for o in d.options}
        if d.kind == "turn" and "attack" in kinds:
            break  # the charge is spent: ordinary attacks are back on the menu
        enc.choose(decide(bot, enc))
    released = [e for e in enc.events if e.kind == "attack_declared" and e.who == "Kale"]
    charges = [e.data.get("charges", 0) for e in released]
    assert charges, "Kale never released the charged attack"
    assert charges[-1] >= 1, charges


# --- States ---------------------------------------------------------------------------------


def _states_fight() -> Encounter:
    setup = load_encounter(EXAMPLES / "encounters" / "states-3v3.yaml", library=[EXAMPLES])
    return Encounter.start(setup, 0)


@pytest.mark.parametrize(("who", "good", "bad"), [("Dabura", "raging", "mindful")])
def test_greedy_enters_the_state_that_adds_damage_and_not_the_one_that_costs_it(
    who: str, good: str, bad: str
) -> None:
    """Raging adds +1(T) Wound, so the bot enters it before it attacks; Mindful takes -1(T)
    Wound off every attack, so it does not (measured on a copy of the fight)."""
    enc = _states_fight()
    turn_of(enc, who)
    f = enc.fighter(who)
    foe = min(enc.opponents(f), key=lambda x: enc.distance(f, x))
    d = _face_off(enc, who, foe.id)
    frame = ranked_attacks(enc, f, d)[0][1]
    by_state = {o.args["state"]: o for o in d.options if o.kind == "enter_state"}
    assert state_gain(enc, f, by_state[good], frame) > 0 > state_gain(enc, f, by_state[bad], frame)
    scores = dict(zip((o.label for o in d.options), greedy_scores(enc, d), strict=True))
    assert scores[by_state[good].label] == max(scores.values())
    assert scores[by_state[bad].label] < 0


# --- Transformations ------------------------------------------------------------------------


@pytest.mark.rule("dbu.std.transformation")
def test_greedy_transforms_when_the_form_raises_its_damage_and_defence() -> None:
    """Super Saiyan (a likely Stress Test) raises Kale's attacks and his defence, measured on
    a copy of the fight: with Actions to spare he transforms before attacking."""
    enc = _duel("kale", "yamcha")
    d = _only(_face_off(enc, "Kale", "Yamcha"), "transform", *ATTACKS)
    form = next(o for o in d.options if o.kind == "transform")
    gain = form_gain(enc, enc.fighter("Kale"), form, d)
    assert gain is not None
    assert gain > 0
    assert _greedy_choice(enc) == form


@pytest.mark.rule("dbu.std.transformation")
def test_greedy_finishes_the_fight_rather_than_transform() -> None:
    """Yamcha is down to 1 Life: no bonus on later attacks beats the hit that ends it."""
    enc = _duel("kale", "yamcha")
    turn_of(enc, "Kale")
    enc.fighter("Yamcha").life = 1
    d = _only(_face_off(enc, "Kale", "Yamcha"), "transform", *ATTACKS)
    assert any(o.kind == "transform" for o in d.options)
    assert _greedy_choice(enc).kind in ("attack", "signature")


# --- never an illegal option ----------------------------------------------------------------


@given(
    pair=st.sampled_from([(a, b) for a in ROSTER for b in ROSTER if a < b]),
    edition=st.sampled_from(["dbu-2", "dbu-1"]),
    seed=st.integers(0, 10_000),
)
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_greedy_only_ever_picks_an_offered_option(
    pair: tuple[str, str], edition: str, seed: int
) -> None:
    """Greedy vs greedy to the end: every choice is one of the options offered, the engine
    accepts it, and no fighter's Ki or Life goes below 0 or above its maximum."""
    setup = duel_setup([EXAMPLES / f"{n}.yaml" for n in pair])
    enc = Encounter.start(setup.model_copy(update={"edition": edition}), seed)
    bot = GreedyBot()
    for _ in range(4000):
        if enc.over:
            break
        d = enc.decision
        assert d is not None
        i = decide(bot, enc)
        assert 0 <= i < len(d.options)
        enc.choose(i)
        for f in enc.state.fighters:
            assert 0 <= f.ki <= stats.max_ki(enc, f)
            assert f.life <= stats.max_life(enc, f)
    assert enc.over
