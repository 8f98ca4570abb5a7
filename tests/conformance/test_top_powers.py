"""Conformance: Tournament of Power warrior powers (seed 002, "Warrior powers").

Written from the seed text alone and run through the public API of ``tenkaichi.top``. The seed
names the powers but not which form has which (except Solo: "Vegeta, Jiren, Freezer"); the
warriors used here are those whose form the packaged content gives each power. Dice come from the
seeded generator, so each situation is found by trying seeds and reading the public events.
"""

from __future__ import annotations

import pytest

from tenkaichi.top import Game

from .top_support import (
    CONTENT,
    NEUTRAL,
    PLAIN_0,
    PLAIN_1,
    ROW_1,
    ROW_3,
    act,
    cell,
    chebyshev,
    choose,
    fight,
    first_turn,
    form,
    labels,
    rolls_of,
    situation,
    token,
)


def with_power(power: str) -> list[str]:
    return [f.name for c in CONTENT.characters.values() for f in c.forms if f.ability == power]


def transformed_into(name: str):
    return lambda game, events: any(e[0] == "transformed" and e[4] == name for e in events)


def reroll_count(game: Game, actor: int = 0) -> int:
    """Re-roll every die as long as the striker is asked; count the times."""
    asked = 0
    while game.decision.kind == "reroll" and game.decision.actor == actor:
        asked += 1
        act(game, game.decision.options[-1])
    return asked


# -- top.power.extra-reroll ------------------------------------------------------------------------


@pytest.mark.rule("top.power.extra-reroll")
def test_one_additional_reroll():
    """002 Warrior powers: "One additional reroll (of the Warrior's technique) using the dice of
    your choice" - Dyspo (T3) re-rolls 4 times."""
    assert "Dyspo" in with_power("extra-reroll")
    teams = [["Dyspo", *PLAIN_0[1:]], PLAIN_1]
    game = first_turn(teams, [ROW_1, ROW_3], events=NEUTRAL)
    choose(game, "Dyspo a1 -> a3 and attack Pirina")
    assert reroll_count(game) == form("dyspo").technique + 1


# -- top.power.fewer-rerolls -----------------------------------------------------------------------


@pytest.mark.rule("top.power.fewer-rerolls")
def test_the_attacker_of_hit_has_one_or_two_fewer_rerolls():
    """002 Warrior powers: "1 or 2 less re-rolls for the attacker: the Warrior who attacks you has 1
    or 2 less re-rolls" - Kunshi (T3) against Hit, and against Pirina for comparison."""
    assert "Hit" in with_power("fewer-rerolls")
    teams = [["Kunshi", *PLAIN_0[:4], "Napapa"], ["Hit", "Pirina", *PLAIN_1[1:5]]]
    cells = [ROW_1, ["a3", "c3", "e3", "g3", "i3", "k3"]]
    game = first_turn(teams, cells, events=NEUTRAL)
    plain = game.clone()
    _ = plain.decision
    choose(game, "Kunshi a1 -> a3 and attack Hit")
    against_hit = reroll_count(game)
    choose(plain, "Kunshi a1 -> c3 and attack Pirina")
    against_pirina = reroll_count(plain)
    assert against_pirina == form("kunshi").technique == 3
    assert against_hit in (against_pirina - 1, against_pirina - 2)


# -- top.power.reflect-sphere ----------------------------------------------------------------------


@pytest.mark.rule("top.power.reflect-sphere")
def test_a_sphere_attack_on_ribrianne_is_reflected_onto_the_attacker():
    """002 Warrior powers: "Reflect back the opponent's sphere: the defender reflects back the
    attacker's sphere ... The attacker can then try to dodge" - transformed Ribrianne takes none
    of Monna's sphere combo; Monna (who does not dodge here) takes it."""
    assert "Ribrianne" in with_power("reflect-sphere")
    teams = [PLAIN_0, ["Ribrianne", *PLAIN_1[1:]]]
    policy = {"rerolls": 2, "transform": "yes"}

    def reflected_sphere(game, events):
        attack = next((e for e in events if e[0] == "attack"), None)
        combos = form("monna").combos
        return (
            transformed_into("Ribrianne")(game, events)
            and attack is not None
            and attack[2] in (0, 1)
            and combos[attack[2]].sphere
        )

    game = situation(
        teams,
        [ROW_1, ROW_3],
        "Monna a1 -> a3 and attack Brianne de Chateau",
        reflected_sphere,
        **policy,
    )
    monna, rib = token(game, "Monna")["id"], token(game, "Ribrianne")["id"]
    mark = len(game.events)
    choose(game, "Monna a1 -> a3 and attack Brianne de Chateau")
    fight(game, **policy)
    after = game.events[mark:]
    attack = next(e for e in after if e[0] == "attack")
    assert not any(e[0] == "damaged" and e[1] == rib and e[2] > 0 for e in after)
    hurt = [e for e in after if e[0] == "damaged" and e[1] == monna]
    assert hurt
    assert hurt[0][2] == attack[3]


# -- top.power.extra-attack-die --------------------------------------------------------------------


@pytest.mark.rule("top.power.extra-attack-die")
def test_kaio_ken_goku_attacks_with_six_dice_at_most():
    """002 Warrior powers: "One additional attack die"; SUPPORT DICE: "6 dice in total (which is the
    maximum)" - Super Saiyan Blue + Kaio-ken Son Goku (P6) rolls 6 dice, never 7."""
    name = "Super Saiyan Blue + Kaio-ken Son Goku"
    assert name in with_power("extra-attack-die")
    teams = [["Son Goku", *PLAIN_0[1:]], PLAIN_1]
    game = first_turn(
        teams,
        [ROW_1, ROW_3],
        events=NEUTRAL,
        ok=lambda g: _goku_probe(g, name),
        seeds=range(1500),
    )
    mark = len(game.events)
    choose(game, "Son Goku a1 -> a3 and attack Pirina")
    fight(game, transform="yes")
    goku = token(game, "Son Goku")["id"]
    assert len(rolls_of(game.events[mark:], goku)[0]) == 6


def _goku_probe(game: Game, name: str) -> bool:
    probe = game.clone()
    choose(probe, "Son Goku a1 -> a3 and attack Pirina")
    fight(probe, transform="yes")
    return transformed_into(name)(game, probe.events)


# -- top.power.extra-defence-die -------------------------------------------------------------------


@pytest.mark.rule("top.power.extra-defence-die")
def test_toppo_dodges_with_one_extra_die():
    """002 Warrior powers: "Roll an additional defence die when your Warrior defends against the
    attack it received" - Toppo (P5) dodges with 6 dice."""
    assert "Toppo" in with_power("extra-defence-die")
    teams = [PLAIN_0, ["Toppo", *PLAIN_1[1:]]]
    policy = {"rerolls": 2, "resolve": "symbol sum", "defend": "roll a Dodge", "transform": "no"}
    game = situation(
        teams,
        [ROW_1, ROW_3],
        "Monna a1 -> a3 and attack Toppo",
        lambda g, ev: any(e[0] == "defence-rolled" for e in ev),
        **policy,
    )
    mark = len(game.events)
    choose(game, "Monna a1 -> a3 and attack Toppo")
    fight(game, **policy)
    rolled = [e[2] for e in game.events[mark:] if e[0] == "defence-rolled"]
    assert rolled
    assert all(len(r) == form("toppo").power + 1 for r in rolled)


# -- top.power.no-defence-dice ---------------------------------------------------------------------


@pytest.mark.rule("top.power.no-defence-dice")
def test_against_super_saiyan_2_kale_the_defender_cannot_roll_a_dodge():
    """002 Warrior powers: "No defence dice roll possible for the defender: the opponent must defend
    only with their cards and can no longer use Dodge dice"."""
    name = "Super Saiyan 2 Kale"
    assert name in with_power("no-defence-dice")
    teams = [["Kale", *PLAIN_0[1:]], PLAIN_1]
    policy = {"rerolls": 2, "resolve": "symbol sum", "transform": "yes", "stop": ("defend",)}

    def ss2_hits(game, events):
        attack = next((e for e in events if e[0] == "attack"), None)
        return transformed_into(name)(game, events) and attack is not None and attack[3] > 0

    game = situation(teams, [ROW_1, ROW_3], "Kale a1 -> a3 and attack Pirina", ss2_hits, **policy)
    mark = len(game.events)
    choose(game, "Kale a1 -> a3 and attack Pirina")
    fight(game, **policy)
    assert next(e for e in game.events[mark:] if e[0] == "attack")[5] == 3  # three rolls
    if game.decision.kind == "defend":
        assert "roll a Dodge" not in labels(game)
        choose(game, "take it")
    assert not any(e[0] == "defence-rolled" for e in game.events[mark:])


@pytest.mark.rule("top.power.no-defence-dice")
def test_against_plain_kale_the_same_defender_may_roll_a_dodge():
    """002 DEFEND AND DODGE: after 3 rolls the defender may Dodge - the power above is what forbids
    it (base Kale has no power)."""
    teams = [["Kale", *PLAIN_0[1:]], PLAIN_1]
    policy = {"rerolls": 2, "resolve": "symbol sum", "transform": "no", "stop": ("defend",)}
    game = situation(
        teams,
        [ROW_1, ROW_3],
        "Kale a1 -> a3 and attack Pirina",
        lambda g, ev: next(e for e in ev if e[0] == "attack")[3] > 0,
        **policy,
    )
    choose(game, "Kale a1 -> a3 and attack Pirina")
    fight(game, **policy)
    assert game.decision.kind == "defend"
    assert "roll a Dodge" in labels(game)


# -- top.power.double-support and top.power.solo ---------------------------------------------------


def support_dice(supporter: str) -> int:
    """Monna (P4) on a1 attacks Pirina on d2 with ``supporter`` on c1, next to d2."""
    team = ["Monna", supporter, "Lavender", "Damon", "Basil", "Napapa"]
    game = first_turn(
        [team, PLAIN_1],
        [["a1", "c1", "g1", "i1", "k1", "k5"], ["d2", "c5", "g5", "i5", "a7", "e9"]],
        events=NEUTRAL,
    )
    choose(game, "Monna a1 -> d2 and attack Pirina")
    fight(game, transform="no")
    return len(rolls_of(game.events, token(game, "Monna")["id"])[0])


@pytest.mark.rule("top.power.double-support")
@pytest.mark.rule("top.support.dice")
def test_a_double_support_teammate_gives_two_dice():
    """002 Warrior powers: "Two more Support Dice: when you are in contact with another Warrior on
    your team, this Warrior will use 2 support dice" - Android 18 beside Monna: 4 + 2 = 6."""
    assert "Android 18" in with_power("double-support")
    assert support_dice("Android 18") == 6
    assert support_dice("Kunshi") == 5  # an ordinary teammate gives one


@pytest.mark.rule("top.power.solo")
@pytest.mark.parametrize("supporter", ["Jiren", "Vegeta", "Frieza"])
def test_solo_warriors_give_no_support_dice(supporter):
    """002 Warrior powers: "Solo: you do not roll any support dice for the other players on your
    team when you are supporting them (Vegeta, Jiren, Freezer)"."""
    assert support_dice(supporter) == 4


# -- top.power.solar-flare -------------------------------------------------------------------------

KRILLIN_1 = ["Krillin", *PLAIN_1[1:]]
JIREN_0 = ["Jiren", *PLAIN_0[1:]]


def krillin_left(low: int, high: int):
    def test(game, events):
        krillin = token(game, "Krillin")["id"]
        hit = [e for e in events if e[0] == "damaged" and e[1] == krillin]
        left = CONTENT.characters["krillin"].endurance - hit[0][3] if hit else 99
        return bool(hit) and low <= left <= high and token(game, "Krillin")["alive"]

    return test


@pytest.mark.rule("top.power.solar-flare")
def test_below_10_endurance_krillin_may_flee_up_to_3_spaces():
    """002 Warrior powers: "Solar Flare: If your Warrior drops to less than 10 Endurance, he or she
    can flee 3 spaces away during combat"."""
    assert "Krillin" in with_power("solar-flare")
    policy = {"transform": "no", "stop": ("flee",)}
    game = situation(
        [JIREN_0, KRILLIN_1],
        [ROW_1, ROW_3],
        "Jiren a1 -> a3 and attack Krillin",
        krillin_left(0, 9),
        **policy,
    )
    choose(game, "Jiren a1 -> a3 and attack Krillin")
    fight(game, **policy)
    assert game.decision.kind == "flee"
    assert game.decision.actor == 1
    cells = [o[1] for o in game.decision.options if o[0] == "cell"]
    assert cells
    assert all(1 <= chebyshev(cell("a3"), c) <= 3 for c in cells)
    assert max(chebyshev(cell("a3"), c) for c in cells) == 3
    far = next(c for c in cells if chebyshev(cell("a3"), c) == 3)
    act(game, next(o for o in game.decision.options if o[0] == "cell" and o[1] == far))
    assert token(game, "Krillin")["cell"] == far


@pytest.mark.rule("top.power.solar-flare")
def test_with_10_or_more_endurance_left_krillin_cannot_flee():
    """002 Warrior powers: Solar Flare works only "If your Warrior drops to less than 10
    Endurance"."""
    policy = {"transform": "no", "stop": ("flee",)}
    game = situation(
        [JIREN_0, KRILLIN_1],
        [ROW_1, ROW_3],
        "Jiren a1 -> a3 and attack Krillin",
        krillin_left(10, 15),
        **policy,
    )
    choose(game, "Jiren a1 -> a3 and attack Krillin")
    fight(game, **policy)
    assert game.decision.kind != "flee"
    assert token(game, "Krillin")["cell"] == cell("a3")


# -- top.power.shield ------------------------------------------------------------------------------

A17_1 = ["Android 17", *PLAIN_1[1:]]


def monna_result(prefix: str):
    return {"rerolls": 2, "resolve": prefix, "defend": "take it"}


@pytest.mark.rule("top.power.shield")
def test_android_17_shrugs_off_a_sphere_under_20_without_rolling():
    """002 Warrior powers: "Shield: dodge spheres doing less than 20 damage without needing to roll
    Dodge dice" - Monna's 15-damage sphere combo does nothing to Android 17."""
    assert "Android 17" in with_power("shield")
    combo = next(c for c in form("monna").combos if c.sphere and c.damage < 20)
    policy = monna_result(f"{combo.name}: {combo.damage} damage")
    game = situation(
        [PLAIN_0, A17_1],
        [ROW_1, ROW_3],
        "Monna a1 -> a3 and attack Android 17",
        lambda g, ev: True,
        **policy,
    )
    a17 = token(game, "Android 17")["id"]
    mark = len(game.events)
    choose(game, "Monna a1 -> a3 and attack Android 17")
    fight(game, **{**policy, "stop": ("defend",)})
    assert game.decision.kind != "defend"  # no Dodge roll is needed
    after = game.events[mark:]
    assert not any(e[0] == "damaged" and e[1] == a17 and e[2] > 0 for e in after)
    assert not any(e[0] == "defence-rolled" for e in after)


@pytest.mark.rule("top.power.shield")
def test_the_shield_does_not_stop_a_sphere_of_20():
    """002 Warrior powers: the Shield dodges spheres doing "less than 20 damage" - Monna's 20-damage
    sphere combo still lands (Android 17 declines to defend)."""
    combo = next(c for c in form("monna").combos if c.sphere and c.damage >= 20)
    policy = monna_result(f"{combo.name}: {combo.damage} damage")
    game = situation(
        [PLAIN_0, A17_1],
        [ROW_1, ROW_3],
        "Monna a1 -> a3 and attack Android 17",
        lambda g, ev: True,
        **policy,
    )
    a17 = token(game, "Android 17")["id"]
    mark = len(game.events)
    choose(game, "Monna a1 -> a3 and attack Android 17")
    fight(game, **policy)
    assert ("damaged", a17, combo.damage, combo.damage) in game.events[mark:]


# -- top.power.health ------------------------------------------------------------------------------


@pytest.mark.rule("top.power.health")
def test_piccolo_removes_up_to_5_damage_per_turn():
    """002 Warrior powers: "Health: 5 less damage per turn (your Warrior can remove up to 5 Damage
    tokens received)" - Piccolo hit for 6 or more is 5 better by his own next turn, and never more
    than 5 better in one turn."""
    assert "Piccolo" in with_power("health")
    teams = [JIREN_0, ["Piccolo", *PLAIN_1[1:]]]

    def hurt(game, events):
        p = token(game, "Piccolo")["id"]
        hit = [e for e in events if e[0] == "damaged" and e[1] == p]
        return bool(hit) and 6 <= hit[0][3] < CONTENT.characters["piccolo"].endurance

    game = situation(
        teams, [ROW_1, ROW_3], "Jiren a1 -> a3 and attack Piccolo", hurt, transform="no"
    )
    piccolo = token(game, "Piccolo")["id"]
    mark = len(game.events)
    choose(game, "Jiren a1 -> a3 and attack Piccolo")
    fight(game, transform="no")
    damage = sum(e[2] for e in game.events[mark:] if e[0] == "damaged" and e[1] == piccolo)
    while game.decision.actor == 0:
        act(game, game.decision.options[0])
    # Piccolo's side is to play: its turn has begun
    assert token(game, "Piccolo")["damage"] == damage - 5
    healed = [e for e in game.events[mark:] if e[0] == "healed" and e[1] == piccolo]
    assert sum(e[2] for e in healed) == 5


# -- top.power.remove-attack-die -------------------------------------------------------------------


@pytest.mark.rule("top.power.remove-attack-die")
def test_the_attacker_of_god_of_destruction_toppo_rolls_one_die_fewer():
    """002 Warrior powers: "Remove 1 of the attacker's attack dice: therefore, the opponent attacks
    with 1 less die" - Monna (P4) rolls 3 dice against God of Destruction Toppo."""
    name = "God of Destruction Toppo"
    assert name in with_power("remove-attack-die")
    teams = [PLAIN_0, ["Toppo", *PLAIN_1[1:]]]
    game = situation(
        teams,
        [ROW_1, ROW_3],
        "Monna a1 -> a3 and attack Toppo",
        transformed_into(name),
        transform="yes",
    )
    mark = len(game.events)
    choose(game, "Monna a1 -> a3 and attack Toppo")
    fight(game, transform="yes")
    monna = token(game, "Monna")["id"]
    assert len(rolls_of(game.events[mark:], monna)[0]) == form("monna").power - 1
