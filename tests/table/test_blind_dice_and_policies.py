"""Blind acceptance tests: dice asked of the roll's owner, reaction windows only when they
matter, and reaction policies per seat and fighter (ask, never, always X, this turn only).

Written from the requirement text and the table service's public API only (views, answers,
dice entries, policies); the implementation was not read.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from tests.table import game_night
from tests.table.helpers import example, pick, roll_dice

from tenkaichi.dbu.combat.core.state import DECLINING
from tenkaichi.table.service import TableService
from tenkaichi.table.store import TableError

NIGHT = {"Goku": "Kris", "Piccolo Jr.": "Ava", "Vegeta": "Bo", "Saibaman": "Cy"}
"""Who plays each fighter of game-night.yaml when every fighter has a player."""
NIGHT_SIDES = {"Goku": "Z Fighters", "Piccolo Jr.": "Z Fighters", "Vegeta": "Saiyans"}
NIGHT_SIDES["Saibaman"] = "Saiyans"
NPCS = ("Vegeta", "Saibaman")
DUEL = {"Goku": "Kris", "Vegeta": "Ava"}
DUEL_SIDES = {"Goku": "Earth", "Vegeta": "Afterlife"}

Chooser = Callable[[str, dict[str, Any]], int]


# ---------------------------------------------------------------------------------------------
# helpers


def url(tmp_path: Path, name: str = "t") -> str:
    return f"sqlite:///{tmp_path / (name + '.sqlite3')}"


@dataclass
class Table:
    svc: TableService
    tokens: dict[str, str]
    """Person -> token; "GM" is the game master, "Sam" the spectator."""
    plays: dict[str, str]
    """Fighter -> the person whose seat controls it."""


def make_table(
    svc: TableService,
    setup: Any,
    plays: dict[str, str],
    sides: dict[str, str],
    *,
    dice: str = "physical",
    seat_dice: dict[str, str] | None = None,
    gm_dice: str | None = None,
    seed: int = 7,
    bots: dict[str, list[str]] | None = None,
) -> Table:
    """A table where each person in ``plays`` holds an approved player seat with their
    fighters; ``bots``: bot name -> fighters; fighters of nobody are the GM's."""
    gm = svc.create_table(setup, "Gina", seed=seed, dice=dice)
    tokens = {"GM": gm}
    people: dict[str, list[str]] = {}
    for fighter, person in plays.items():
        people.setdefault(person, []).append(fighter)
    for person, fighters in people.items():
        claim: dict[str, Any] = {"side": sides[fighters[0]], "fighters": fighters}
        if seat_dice and person in seat_dice:
            claim["dice"] = seat_dice[person]
        token = svc.add_seat(gm, "player", **claim)
        svc.join(token, person)
        svc.approve(gm, svc.view(token)["you"]["seat"])
        tokens[person] = token
    for bot, fighters in (bots or {}).items():
        svc.add_seat(gm, "bot", fighters=fighters, bot=bot)
    if gm_dice is not None:
        svc.set_dice(gm, svc.view(gm)["you"]["seat"], gm_dice)
    spectator = svc.add_seat(gm, "spectator")
    svc.join(spectator, "Sam")
    tokens["Sam"] = spectator
    owners = dict(plays)
    return Table(svc, tokens, owners)


def asks(pending: dict[str, Any] | None) -> bool:
    """Does this pending part ask its holder for something (options or dice)?"""
    return bool(pending) and any(k in pending for k in ("options", "prompt", "dice"))


def declines(pending: dict[str, Any]) -> list[int]:
    return [i for i, o in enumerate(pending["options"]) if o["key"]["kind"] in DECLINING]


@dataclass
class Run:
    asked: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    """Every pending part some seat was asked, in order, with the person asked."""
    notices: list[str] = field(default_factory=list)
    events: list[dict[str, Any]] = field(default_factory=list)
    seq: int = 0

    def choices(self, person: str | None = None) -> list[dict[str, Any]]:
        return [p for who, p in self.asked if p["kind"] == "choice" and person in (None, who)]

    def dice(self, person: str | None = None) -> list[dict[str, Any]]:
        return [p for who, p in self.asked if p["kind"] == "dice" and person in (None, who)]


def rounds_begun(events: list[dict[str, Any]]) -> int:
    return max((e.get("round", 0) or 0 for e in events), default=0)


def drive(
    table: Table,
    choose: Chooser,
    *,
    seed: int = 1,
    rounds: int = 3,
    most: int = 800,
    before: Callable[[str, dict[str, Any], dict[str, dict[str, Any]]], None] | None = None,
) -> Run:
    """Everyone answers what they are asked (``choose`` for choices, seeded dice typed as a
    string for dice) until the fight ends, nobody is asked, or round ``rounds`` is over.
    Asserts at every step that at most one seat's view asks anything."""
    svc, tokens = table.svc, table.tokens
    typed = random.Random(seed)
    run = Run()
    seen: set[tuple[int, str]] = set()
    for _ in range(most):
        views = {who: svc.view(token) for who, token in tokens.items()}
        for v in views.values():
            for n in v.get("notices", []):
                if (n["seq"], n["text"]) not in seen:
                    seen.add((n["seq"], n["text"]))
                    run.notices.append(n["text"])
        gm = views["GM"]
        if rounds_begun(gm["events"]) > rounds:
            break
        asked = [(who, v["pending"]) for who, v in views.items() if asks(v["pending"])]
        assert len(asked) <= 1, f"more than one seat is asked: {[w for w, _ in asked]}"
        if not asked:
            break
        who, pending = asked[0]
        if before is not None:
            before(who, pending, views)
        run.asked.append((who, pending))
        if pending["kind"] == "dice":
            values = roll_dice(pending, typed)
            svc.enter_dice(tokens[who], pending["decision_id"], " ".join(map(str, values)))
        else:
            svc.answer(tokens[who], pending["decision_id"], choose(who, pending))
    final = svc.view(tokens["GM"])
    run.events = final["events"]
    run.seq = final["seq"]
    for n in final.get("notices", []):
        if (n["seq"], n["text"]) not in seen:
            seen.add((n["seq"], n["text"]))
            run.notices.append(n["text"])
    return run


def cautious(seed: int) -> Chooser:
    """Seeded free choice on ordinary decisions; on a reaction decision the decline (or,
    for an attack with no decline, Dodge): the rng is drawn only for non-reaction ones."""
    rng = random.Random(seed)

    def choose(_who: str, pending: dict[str, Any]) -> int:
        if pending.get("family"):
            no = declines(pending)
            if no:
                return no[0]
            kinds = [o["key"]["kind"] for o in pending["options"]]
            return kinds.index("dodge") if "dodge" in kinds else 0
        return pick(pending, rng)

    return choose


def freely(seed: int) -> Chooser:
    """Seeded choice among all options, reactions included (a livelier fight)."""
    rng = random.Random(seed)
    return lambda _who, pending: pick(pending, rng)


def texts(events: list[dict[str, Any]]) -> list[str]:
    return [e["text"] for e in events]


def refused(call: Callable[[], Any]) -> str:
    with pytest.raises(TableError) as err:
        call()
    message = str(err.value)
    assert message
    assert "\n" not in message, f"not one line: {message!r}"
    return message


def snapshot(svc: TableService, token: str) -> dict[str, Any]:
    v = svc.view(token)
    return {
        "seq": v["seq"],
        "events": v["events"],
        "pending": v["pending"],
        "policies": (v.get("policies") or {}).get("set"),
    }


def physical_night(tmp_path: Path, seed: int = 5) -> Table:
    """Game night, physical dice, a player for every fighter: Ava (Piccolo Jr.) lets the
    table roll; the GM plays nobody and keeps the physical setting."""
    svc = TableService(url(tmp_path))
    return make_table(
        svc,
        game_night.setup(),
        NIGHT,
        NIGHT_SIDES,
        dice="physical",
        seat_dice={"Kris": "physical", "Ava": "digital", "Bo": "physical", "Cy": "physical"},
        seed=seed,
    )


def physical_duel(tmp_path: Path, seed: int = 3) -> Table:
    svc = TableService(url(tmp_path))
    return make_table(
        svc,
        example("saiyan-duel.yaml"),
        DUEL,
        DUEL_SIDES,
        dice="physical",
        seat_dice={"Kris": "physical", "Ava": "physical"},
        seed=seed,
    )


def first_dice(table: Table, choose: Chooser, want: Callable[[dict[str, Any]], bool]) -> str:
    """Play on (seeded dice) until a dice prompt satisfying ``want`` is pending; returns the
    person asked."""
    typed = random.Random(99)
    for _ in range(400):
        for who, token in table.tokens.items():
            pending = table.svc.view(token)["pending"]
            if not asks(pending):
                continue
            if pending["kind"] == "dice":
                if want(pending):
                    return who
                values = roll_dice(pending, typed)
                table.svc.enter_dice(token, pending["decision_id"], values)
            else:
                table.svc.answer(token, pending["decision_id"], choose(who, pending))
            break
        else:
            break
    raise AssertionError("no such dice prompt came up")


# ---------------------------------------------------------------------------------------------
# 1. dice are asked of the seat that owns the roll


def test_every_dice_prompt_goes_to_the_seat_of_the_fighter_whose_roll_it_is(tmp_path):
    table = physical_night(tmp_path)
    table.svc.start(table.tokens["GM"])

    def check(who: str, pending: dict[str, Any], views: dict[str, dict[str, Any]]) -> None:
        if pending["kind"] != "dice":
            return
        assert pending["for"] in table.plays, pending
        assert who == table.plays[pending["for"]], (
            f"{pending['for']}'s {pending['roll']} was asked of {who}"
        )
        assert pending.get("waiting_for") == who
        for other, v in views.items():
            if other != who:
                hidden = v["pending"] or {}
                assert "prompt" not in hidden, (other, hidden)
                assert "dice" not in hidden, (other, hidden)

    run = drive(table, freely(4), seed=4, rounds=3, before=check)
    dice = run.dice()
    assert dice, "a physical table asked nobody for dice"
    askers = Counter(who for who, p in run.asked if p["kind"] == "dice")
    assert "Ava" not in askers, "a digital seat was asked for dice"
    assert "GM" not in {who for who, _ in run.asked}, "the GM, playing nobody, was asked"
    assert "Sam" not in {who for who, _ in run.asked}
    assert {"Kris", "Bo"} <= set(askers), askers
    # Piccolo Jr.'s rolls happen all the same, on the table's dice
    assert any(
        e.get("who") == "Piccolo Jr." and (e.get("data") or {}).get("dice") for e in run.events
    ), "Piccolo Jr. never rolled: the digital seat's rolls are missing"
    # one entry per roll: every prompt names a roll and all its dice
    for p in dice:
        assert p["roll"]
        assert p["dice"]
        assert all(re.fullmatch(r"d\d+", d) for d in p["dice"])


def test_dice_of_another_seat_are_refused_and_change_nothing(tmp_path):
    table = physical_duel(tmp_path)
    svc, tokens = table.svc, table.tokens
    svc.start(tokens["GM"])
    owner = first_dice(table, freely(2), lambda p: p["for"] == "Goku" and len(p["dice"]) == 2)
    assert owner == "Kris"
    pending = svc.view(tokens["Kris"])["pending"]
    before = snapshot(svc, tokens["GM"])
    good = [5] * len(pending["dice"])
    for intruder in ("Ava", "GM", "Sam"):
        refused(lambda t=tokens[intruder]: svc.enter_dice(t, pending["decision_id"], good))
        assert snapshot(svc, tokens["GM"]) == before, f"{intruder}'s refused entry changed things"
    # the owner's entry goes through
    svc.enter_dice(tokens["Kris"], pending["decision_id"], good)
    assert svc.view(tokens["GM"])["seq"] > before["seq"]


def goku_two_dice(table: Table) -> dict[str, Any]:
    """Play the duel on until Goku (Kris) is asked a two-dice roll; its pending part."""
    owner = first_dice(table, freely(2), lambda p: p["for"] == "Goku" and len(p["dice"]) == 2)
    assert owner == "Kris"
    return table.svc.view(table.tokens["Kris"])["pending"]


def test_dice_prompt_names_the_roll_and_its_dice(tmp_path):
    table = physical_duel(tmp_path)
    svc, tokens = table.svc, table.tokens
    svc.start(tokens["GM"])
    # Initiative: one die
    first = svc.view(tokens["Kris"])["pending"]
    assert first["kind"] == "dice"
    assert first["for"] == "Goku"
    assert first["prompt"].startswith(f"Goku's {first['roll']}: ")
    assert first["prompt"].endswith(
        f"type {len(first['dice'])} die" + "s" * (len(first["dice"]) > 1)
    )
    assert first["title"] == f"Goku's {first['roll']}"

    pending = goku_two_dice(table)
    roll, dice = pending["roll"], pending["dice"]
    assert dice[0] == "d10"
    prompt = pending["prompt"]
    assert prompt.startswith(f"Goku's {roll}: 1d10 + "), prompt
    assert prompt.endswith(": type 2 dice"), prompt
    assert f"1{dice[1]}" in prompt, prompt
    assert pending["title"] == f"Goku's {roll}"
    assert pending["example"]


def test_dice_entry_refused_in_words_and_commas_work(tmp_path):
    table = physical_duel(tmp_path)
    svc, tokens = table.svc, table.tokens
    svc.start(tokens["GM"])
    pending = goku_two_dice(table)
    dice = pending["dice"]
    before = snapshot(svc, tokens["GM"])
    small = int(dice[1][1:])
    # refusals name the die and what was typed; nothing changes
    msg = refused(lambda: svc.enter_dice(tokens["Kris"], pending["decision_id"], f"11 {small}"))
    assert "d10" in msg, msg
    assert "11" in msg, msg
    assert not re.search(r"\bindex\b|\[\d\]|die 0|#0", msg), msg
    assert snapshot(svc, tokens["GM"]) == before
    msg = refused(lambda: svc.enter_dice(tokens["Kris"], pending["decision_id"], f"5 {small + 1}"))
    assert dice[1] in msg, msg
    assert str(small + 1) in msg, msg
    assert snapshot(svc, tokens["GM"]) == before
    msg = refused(lambda: svc.enter_dice(tokens["Kris"], pending["decision_id"], "0,3"))
    assert "d10" in msg, msg
    assert re.search(r"\b0\b", msg), msg
    for wrong in ("5", "5 3 2", [5], [5, 3, 2], "", "five three"):
        refused(lambda w=wrong: svc.enter_dice(tokens["Kris"], pending["decision_id"], w))
        assert snapshot(svc, tokens["GM"]) == before, f"refused {wrong!r} changed things"

    # commas work as spaces: the roll takes exactly the typed dice
    a, b = 7, min(2, small)
    svc.enter_dice(tokens["Kris"], pending["decision_id"], f"{a},{b}")
    after = svc.view(tokens["GM"])
    assert after["seq"] == before["seq"] + 1
    # the other side of the Clash rolls too (its own seat), then the roll shows in the log
    for _ in range(6):
        if len(after["events"]) > len(before["events"]):
            break
        other = [(w, svc.view(t)["pending"]) for w, t in tokens.items()]
        other = [(w, p) for w, p in other if asks(p) and p["kind"] == "dice"]
        if not other:
            break
        w, p = other[0]
        assert w == table.plays[p["for"]]
        svc.enter_dice(tokens[w], p["decision_id"], [5] * len(p["dice"]))
        after = svc.view(tokens["GM"])
    new = after["events"][len(before["events"]) :]
    rolled = [e for e in new if (e.get("data") or {}).get("dice") == [a, b]]
    assert rolled, f"no event shows the typed dice [{a}, {b}]: {texts(new)}"
    assert any(e.get("who") == "Goku" for e in rolled)


def test_commas_and_spaces_give_the_same_fight(tmp_path):
    ends = []
    for n, form in enumerate(("{a} {b}", "{a},{b}", "{a}, {b}")):
        svc = TableService(url(tmp_path, f"c{n}"))
        table = make_table(
            svc,
            example("saiyan-duel.yaml"),
            DUEL,
            DUEL_SIDES,
            dice="physical",
            seat_dice={"Kris": "physical", "Ava": "physical"},
            seed=3,
        )
        svc.start(table.tokens["GM"])
        rng, typed = random.Random(8), random.Random(9)
        for _ in range(120):
            found = [(w, svc.view(t)["pending"]) for w, t in table.tokens.items()]
            found = [(w, p) for w, p in found if asks(p)]
            if not found:
                break
            who, p = found[0]
            if p["kind"] == "dice":
                values = roll_dice(p, typed)
                if len(values) == 2:
                    entry = form.format(a=values[0], b=values[1])
                else:
                    entry = " ".join(map(str, values))
                svc.enter_dice(table.tokens[who], p["decision_id"], entry)
            else:
                svc.answer(table.tokens[who], p["decision_id"], pick(p, rng))
        ends.append(texts(svc.view(table.tokens["GM"])["events"]))
    assert ends[0] == ends[1] == ends[2]


def test_gm_npcs_on_table_dice_ask_nobody(tmp_path):
    svc = TableService(url(tmp_path))
    plays = {"Goku": "Kris", "Piccolo Jr.": "Ava"}
    table = make_table(
        svc,
        game_night.setup(),
        plays,
        NIGHT_SIDES,
        dice="physical",
        seat_dice={"Kris": "physical", "Ava": "physical"},
        gm_dice="digital",
        seed=11,
    )
    svc.start(table.tokens["GM"])
    run = drive(table, freely(3), seed=3, rounds=3)
    npc = [(who, p) for who, p in run.asked if p["kind"] == "dice" and p["for"] in NPCS]
    assert not npc, f"the GM's NPCs' rolls were asked: {[(w, p['prompt']) for w, p in npc]}"
    assert not list(run.dice("GM")), "the GM (table dice) was asked for dice"
    # the players' own rolls are still theirs, and the NPCs did roll
    for who, p in run.asked:
        if p["kind"] == "dice":
            assert who == plays[p["for"]], (who, p["prompt"])
    assert {"Kris", "Ava"} <= {who for who, p in run.asked if p["kind"] == "dice"}
    assert any(e.get("who") in NPCS and (e.get("data") or {}).get("dice") for e in run.events), (
        "the NPCs never rolled"
    )
    # the GM does decide for the NPCs (they are hers), with no dice asked
    assert any(p["actor"] in NPCS for p in run.choices("GM"))


def test_game_night_helper_gm_plays_npcs_no_one_asked_their_rolls(tmp_path):
    night = game_night.play_night(url(tmp_path), gm_plays=NPCS, rounds=2)
    assert night.asked, "nobody was asked any dice"
    for person, fighter, roll in night.asked:
        assert fighter not in NPCS, f"{person} was asked {fighter}'s {roll}"
        assert person == game_night.PLAYS[fighter], (person, fighter, roll)
        assert person != "Ava", "Ava's seat is digital"


# ---------------------------------------------------------------------------------------------
# 2. reaction windows only when they matter


def seeded_night(tmp_path: Path, name: str, windows: str, seed: int) -> Table:
    svc = TableService(url(tmp_path, name))
    return make_table(svc, game_night.setup(windows), NIGHT, NIGHT_SIDES, dice="seeded", seed=seed)


@pytest.mark.parametrize("seed", [5, 11])
def test_no_decision_whose_every_option_declines_is_asked(tmp_path, seed):
    table = seeded_night(tmp_path, "m", "when-they-matter", seed)
    table.svc.start(table.tokens["GM"])
    run = drive(table, freely(seed), seed=seed, rounds=3)
    choices = run.choices()
    assert choices
    for p in choices:
        kinds = [o["key"]["kind"] for o in p["options"]]
        assert not all(k in DECLINING for k in kinds), f"asked with only declines: {p['prompt']}"
        if p.get("family"):
            assert any(k not in DECLINING for k in kinds)


@pytest.mark.parametrize("seed", [5, 11])
def test_fewer_instant_windows_when_they_matter_same_fight(tmp_path, seed):
    runs = {}
    for windows in ("when-they-matter", "always"):
        table = seeded_night(tmp_path, windows, windows, seed)
        table.svc.start(table.tokens["GM"])
        runs[windows] = drive(table, cautious(seed), seed=seed, rounds=3)
    matter, always = runs["when-they-matter"], runs["always"]
    n_matter = sum(p.get("family") == "instant" for p in matter.choices())
    n_always = sum(p.get("family") == "instant" for p in always.choices())
    assert n_matter < n_always, (n_matter, n_always)
    # every window "when-they-matter" asks still offers something besides declining
    for p in matter.choices():
        if p.get("family"):
            assert len(declines(p)) < len(p["options"]), p["prompt"]
    # declining every window, the fight is the same either way
    fight = ("attack_declared", "clash", "wound", "damage", "moved", "turn_started")
    assert [e["text"] for e in matter.events if e["kind"] in fight] == [
        e["text"] for e in always.events if e["kind"] in fight
    ]


# ---------------------------------------------------------------------------------------------
# 3. reaction policies


def seeded_duel(tmp_path: Path, name: str = "t", seed: int = 3) -> Table:
    svc = TableService(url(tmp_path, name))
    return make_table(svc, example("saiyan-duel.yaml"), DUEL, DUEL_SIDES, dice="seeded", seed=seed)


def family_asked(run: Run, person: str, family: str) -> list[dict[str, Any]]:
    return [p for p in run.choices(person) if p.get("family") == family]


def test_never_instant_is_never_asked_logged_and_replayed(tmp_path):
    base = seeded_duel(tmp_path, "base")
    base.svc.start(base.tokens["GM"])
    baseline = drive(base, cautious(6), seed=6, rounds=3)
    assert family_asked(baseline, "Kris", "instant"), "no instant window: the test proves nothing"

    table = seeded_duel(tmp_path, "never")
    svc, tokens = table.svc, table.tokens
    svc.start(tokens["GM"])
    seq = svc.view(tokens["GM"])["seq"]
    svc.set_policy(tokens["Kris"], "Goku", "instant", "never")
    assert svc.view(tokens["GM"])["seq"] == seq + 1, "a policy change is not an input in the log"
    assert {"fighter": "Goku", "family": "instant", "mode": "never"}.items() <= (
        svc.view(tokens["Kris"])["policies"]["set"][0].items()
    )
    run = drive(table, cautious(6), seed=6, rounds=3)
    assert not family_asked(run, "Kris", "instant")
    assert "Goku let it pass (policy)" in run.notices, run.notices
    # Vegeta's seat is not touched by Kris's policy
    assert family_asked(run, "Ava", "instant") or not family_asked(baseline, "Ava", "instant")

    again = TableService(url(tmp_path, "never"))
    for who in ("GM", "Kris", "Ava"):
        old, new = svc.view(tokens[who]), again.view(tokens[who])
        assert new["events"] == old["events"]
        assert new["seq"] == old["seq"]
        assert new["pending"] == old["pending"]
        assert new.get("notices") == old.get("notices")
        assert new.get("policies") == old.get("policies")


def intervene_night(tmp_path: Path, name: str, seed: int) -> Table:
    return seeded_night(tmp_path, name, "when-they-matter", seed)


INTERVENE_SEEDS = (11, 5, 3, 7, 13, 17, 21, 23)


def find_intervene_seed(tmp_path: Path) -> int:
    """A seed whose night offers Piccolo Jr. (Ava) an Intervene window when nobody has a
    policy (so that the policy test tests something)."""
    for seed in INTERVENE_SEEDS:
        table = intervene_night(tmp_path, f"probe{seed}", seed)
        table.svc.start(table.tokens["GM"])
        if family_asked(drive(table, cautious(seed), seed=seed, rounds=3), "Ava", "intervene"):
            return seed
    pytest.fail("no seed offers Piccolo Jr. an Intervene window")


def test_never_intervene_is_never_asked_and_logged(tmp_path):
    seed = find_intervene_seed(tmp_path)
    table = intervene_night(tmp_path, "never", seed)
    svc, tokens = table.svc, table.tokens
    svc.set_policy(tokens["Ava"], "Piccolo Jr.", "intervene", "never")
    svc.start(tokens["GM"])
    run = drive(table, cautious(seed), seed=seed, rounds=3)
    assert not family_asked(run, "Ava", "intervene")
    assert "Piccolo Jr. let it pass (policy)" in run.notices, run.notices
    again = TableService(url(tmp_path, "never"))
    assert again.view(tokens["GM"])["events"] == svc.view(tokens["GM"])["events"]
    assert again.view(tokens["Ava"])["notices"] == svc.view(tokens["Ava"])["notices"]


def test_always_dodge_answers_for_the_seat(tmp_path):
    base = seeded_duel(tmp_path, "base")
    base.svc.start(base.tokens["GM"])
    baseline = drive(base, freely(6), seed=6, rounds=3)
    assert family_asked(baseline, "Kris", "defence"), "Goku was never attacked: proves nothing"

    table = seeded_duel(tmp_path, "always")
    svc, tokens = table.svc, table.tokens
    svc.start(tokens["GM"])
    svc.set_policy(tokens["Kris"], "Goku", "defence", "always", "dodge")
    run = drive(table, freely(6), seed=6, rounds=3)
    for p in run.choices("Kris"):
        kinds = [o["key"]["kind"] for o in p["options"]]
        assert "dodge" not in kinds, f"Kris was asked though always Dodge: {p['prompt']}"
        assert p.get("family") != "defence" or "dodge" not in kinds
    dodges = [e for e in run.events if e["kind"] == "reaction" and e.get("who") == "Goku"]
    assert dodges, "Goku never reacted"
    assert all("Dodge" in e["text"] for e in dodges), texts(dodges)
    assert any("Goku" in n and "Dodge" in n and "policy" in n for n in run.notices), run.notices
    # Ava still answers her own attacks by hand
    assert family_asked(run, "Ava", "defence") or not family_asked(baseline, "Ava", "defence")


def test_pass_for_the_rest_of_this_turn_expires_when_the_turn_changes(tmp_path):
    table = seeded_duel(tmp_path, "turn")
    svc, tokens = table.svc, table.tokens
    svc.start(tokens["GM"])
    choose = cautious(6)
    typed = random.Random(6)
    state = {"set": False, "turn": 0, "expired": False, "asked_after": 0, "asked_during": []}

    def turns() -> int:
        return sum(e["kind"] == "turn_started" for e in svc.view(tokens["GM"])["events"])

    for _ in range(800):
        views = {who: svc.view(t) for who, t in tokens.items()}
        if rounds_begun(views["GM"]["events"]) > 4:
            break
        found = [(w, v["pending"]) for w, v in views.items() if asks(v["pending"])]
        if not found:
            break
        who, p = found[0]
        now = turns()
        if state["set"] and not state["expired"] and now > state["turn"]:
            state["expired"] = True
            left = views["Kris"]["policies"]["set"]
            assert not [s for s in left if s.get("this_turn")], left
        if p["kind"] == "dice":
            svc.enter_dice(tokens[who], p["decision_id"], roll_dice(p, typed))
            continue
        if who == "Kris" and p.get("family") == "instant":
            if not state["set"]:
                svc.answer(tokens[who], p["decision_id"], choose(who, p))
                seq = svc.view(tokens["GM"])["seq"]
                svc.set_policy(tokens["Kris"], "Goku", "instant", "never", this_turn=True)
                assert svc.view(tokens["GM"])["seq"] == seq + 1
                mine = svc.view(tokens["Kris"])["policies"]["set"]
                assert [(s["fighter"], s["family"], s["mode"], s["this_turn"]) for s in mine] == [
                    ("Goku", "instant", "never", True)
                ]
                state["set"], state["turn"] = True, turns()
                continue
            if not state["expired"]:
                state["asked_during"].append(p["prompt"])
            else:
                state["asked_after"] += 1
        svc.answer(tokens[who], p["decision_id"], choose(who, p))
    assert state["set"], "Kris was never offered an Instant window"
    assert not state["asked_during"], state["asked_during"]
    assert state["expired"], "the turn never changed"
    assert state["asked_after"], "the policy for this turn never expired (no Instant window again)"


def test_invalid_policies_are_refused_and_change_nothing(tmp_path):
    table = seeded_duel(tmp_path)
    svc, tokens = table.svc, table.tokens
    svc.start(tokens["GM"])
    svc.set_policy(tokens["Kris"], "Goku", "instant", "never")
    before = {who: snapshot(svc, tokens[who]) for who in ("GM", "Kris", "Ava")}
    bad: list[tuple[str, tuple[Any, ...], dict[str, Any]]] = [
        ("Kris", ("Goku", "shenanigans", "never"), {}),
        ("Kris", ("Vegeta", "instant", "never"), {}),
        ("Kris", ("Krillin", "instant", "never"), {}),
        ("Sam", ("Goku", "instant", "never"), {}),
        ("Sam", ("*", "instant", "never"), {}),
        ("Kris", ("Goku", "defence", "always"), {}),
        ("Kris", ("Goku", "defence", "always", "fire"), {}),
        ("Kris", ("Goku", "defence", "always", "nap"), {}),
        ("Kris", ("Goku", "instant", "always"), {}),
        ("Kris", ("Goku", "instant", "sometimes"), {}),
        ("Kris", ("Goku", "defence", "never"), {}),
        ("Ava", ("Goku", "defence", "always", "dodge"), {}),
        ("Ava", ("Goku", "instant", "ask"), {"this_turn": True}),
    ]
    for who, args, kw in bad:
        refused(lambda t=tokens[who], a=args, k=kw: svc.set_policy(t, *a, **k))
        for seat, then in before.items():
            assert snapshot(svc, tokens[seat]) == then, (who, args)
    with pytest.raises(TableError):
        svc.set_policy("not-a-token", "Goku", "instant", "never")


def test_policy_families_are_offered_to_players(tmp_path):
    table = seeded_duel(tmp_path)
    svc, tokens = table.svc, table.tokens
    policies = svc.view(tokens["Kris"])["policies"]
    ids = {f["id"] for f in policies["families"]}
    assert {"instant", "defence", "intervene", "united", "exploit", "triggered", "duel"} <= ids
    defence = next(f for f in policies["families"] if f["id"] == "defence")
    assert "dodge" in {a["id"] for a in defence["answers"]}
    assert policies["fighters"] == ["Goku"]
    assert "policies" not in svc.view(tokens["Sam"]) or not svc.view(tokens["Sam"])["policies"].get(
        "fighters"
    )


def test_star_policy_covers_all_the_seats_fighters(tmp_path):
    svc = TableService(url(tmp_path))
    plays = {"Goku": "Kris", "Piccolo Jr.": "Kris", "Vegeta": "Bo", "Saibaman": "Bo"}
    table = make_table(svc, game_night.setup(), plays, NIGHT_SIDES, dice="seeded", seed=5)
    svc.set_policy(table.tokens["Kris"], "*", "instant", "never")
    svc.start(table.tokens["GM"])
    run = drive(table, cautious(5), seed=5, rounds=3)
    assert not family_asked(run, "Kris", "instant")
    assert any(n.endswith("let it pass (policy)") for n in run.notices), run.notices
    passers = {n.removesuffix(" let it pass (policy)") for n in run.notices if "(policy)" in n}
    assert passers <= {"Goku", "Piccolo Jr."}, passers


# ---------------------------------------------------------------------------------------------
# never = "no" by hand


@pytest.mark.parametrize(
    ("seed", "policies"),
    [
        (3, [("Kris", "Goku", "instant")]),
        (5, [("Kris", "Goku", "instant"), ("Ava", "Piccolo Jr.", "intervene")]),
        (11, [("Ava", "Piccolo Jr.", "instant"), ("Ava", "Piccolo Jr.", "intervene")]),
    ],
)
def test_never_makes_the_same_fight_as_declining_by_hand(tmp_path, seed, policies):
    def build(name: str) -> Table:
        if seed == 3:
            return seeded_duel(tmp_path, name, seed)
        return seeded_night(tmp_path, name, "when-they-matter", seed)

    by_policy, by_hand = build("policy"), build("hand")
    for person, fighter, family in policies:
        by_policy.svc.set_policy(by_policy.tokens[person], fighter, family, "never")
    for t in (by_policy, by_hand):
        t.svc.start(t.tokens["GM"])
    a = drive(by_policy, cautious(seed), seed=seed, rounds=3)
    b = drive(by_hand, cautious(seed), seed=seed, rounds=3)
    covered = {(person, family) for person, _, family in policies}
    declined = [p for who, p in b.asked if (who, p.get("family")) in covered]
    assert declined, "the families under test never came up: the test proves nothing"
    assert not [p for who, p in a.asked if (who, p.get("family")) in covered]
    assert texts(a.events) == texts(b.events)
    assert [e["kind"] for e in a.events] == [e["kind"] for e in b.events]


def test_never_same_fight_at_a_physical_table(tmp_path):
    """Never vs "no" by hand with typed dice: the same rolls are asked of the same seats."""
    tables = {}
    for name in ("policy", "hand"):
        svc = TableService(url(tmp_path, name))
        tables[name] = make_table(
            svc,
            example("saiyan-duel.yaml"),
            DUEL,
            DUEL_SIDES,
            dice="physical",
            seat_dice={"Kris": "physical", "Ava": "physical"},
            seed=3,
        )
    tables["policy"].svc.set_policy(tables["policy"].tokens["Ava"], "*", "instant", "never")
    runs = {}
    for name, t in tables.items():
        t.svc.start(t.tokens["GM"])
        runs[name] = drive(t, cautious(2), seed=2, rounds=3)
    assert family_asked(runs["hand"], "Ava", "instant"), "no instant window: proves nothing"
    assert not family_asked(runs["policy"], "Ava", "instant")
    assert texts(runs["policy"].events) == texts(runs["hand"].events)
    assert [(w, p["for"], p["roll"]) for w, p in runs["policy"].asked if p["kind"] == "dice"] == [
        (w, p["for"], p["roll"]) for w, p in runs["hand"].asked if p["kind"] == "dice"
    ]
