"""A fixed, seeded DBU game night played through the table service, as a group plays it.

The table (``examples/encounters/game-night.yaml``, physical dice): Gina is the game master;
her two NPCs, Vegeta and the Saibaman, are played by a greedy bot (or, with ``gm_plays``, by
Gina by hand with the table's dice); Kris plays Goku and types his own dice; Ava plays
Piccolo Jr. and lets the table roll; Sam watches. The people
decide as a competent player would (the greedy bot's pick, shown only their side), steered so
the night holds what a night holds: Goku transforms, everyone moves, Piccolo Jr. fires an area
attack and steps in for Goku once (Intervene), and Vegeta makes a heavy attack that Goku answers
with a Duel.

:func:`play_night` returns every person's clicks (choices and dice entries), round by round,
and the checks a test needs: which seat each roll was asked of and whose roll it was. The
bench (``bench/game_night.py``) prints the figures; ``tests/table/test_game_night.py`` holds
the promises.
"""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EncounterSetup, load_encounter, parse_setup
from tenkaichi.dbu.combat.core.state import DECLINING, Decision
from tenkaichi.dbu.play.bots import GreedyBot, decide
from tenkaichi.table.service import TableService

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
ENCOUNTER = EXAMPLES / "encounters" / "game-night.yaml"
PEOPLE = ("Gina", "Kris", "Ava")
PLAYS = {"Goku": "Kris", "Piccolo Jr.": "Ava", "Vegeta": "Gina"}
"""Who decides for each fighter a person plays (the Saibaman is a bot's)."""
AREA_PROFILES = frozenset({"Blast", "Clearing", "Soaring", "Concentrated"})


def setup(reaction_windows: str = "when-they-matter", edition: str = "dbu-2") -> EncounterSetup:
    base = load_encounter(ENCOUNTER, library=[EXAMPLES])
    raw = base.model_dump(mode="json")
    raw["edition"] = edition
    raw["settings"] = {**raw.get("settings", {}), "reaction_windows": reaction_windows}
    return parse_setup(raw, ENCOUNTER.name)


@dataclass
class Night:
    """What happened, as the people lived it."""

    rounds: int = 0
    choices: Counter[tuple[int, str]] = field(default_factory=Counter)
    """(round, person) -> choices made (clicks on an option)."""
    passes: Counter[tuple[int, str]] = field(default_factory=Counter)
    """(round, person) -> choices that declined ("No Instant Maneuver", "No Intervene")."""
    reaction_passes: Counter[tuple[int, str]] = field(default_factory=Counter)
    """Passes on a reaction (someone else's maneuver), not on one's own attack ("No
    Modifier")."""
    dice: Counter[tuple[int, str]] = field(default_factory=Counter)
    """(round, person) -> dice entries typed (one per roll)."""
    asked: list[tuple[str, str, str]] = field(default_factory=list)
    """Every roll asked of a person: (person, fighter whose roll, roll)."""
    kinds: Counter[str] = field(default_factory=Counter)
    """Decision kinds people were asked, all rounds."""
    happened: set[str] = field(default_factory=set)
    """Which of movement, attack, area attack, duel, transformation, intervene took place."""
    singles: int = 0
    """Choices people made among a single option."""
    final_events: list[dict[str, Any]] = field(default_factory=list)
    table_seq: int = 0

    def per_round(self) -> list[dict[str, int]]:
        rows = []
        for r in range(1, self.rounds + 1):
            rows.append(
                {
                    "round": r,
                    "choices": sum(self.choices[(r, p)] for p in PEOPLE),
                    "passes": sum(self.passes[(r, p)] for p in PEOPLE),
                    "dice": sum(self.dice[(r, p)] for p in PEOPLE),
                    **{p: self.choices[(r, p)] for p in PEOPLE},
                }
            )
        return rows

    @property
    def total_choices(self) -> int:
        return sum(self.choices.values())

    @property
    def total_passes(self) -> int:
        return sum(self.passes.values())


@dataclass
class Steering:
    """What each person still means to do tonight (so the night holds every kind of play)."""

    done: set[str] = field(default_factory=set)
    heavy: str = ""
    """Whose next Ki Wager goes all in (the Duel's trigger: 10(bT) or more)."""
    people_heavy: bool = True
    """Goku makes the heavy attack (when a bot plays Vegeta, who may answer with a Duel)."""

    def turn_pick(self, enc: Encounter, d: Decision) -> int | None:
        f, rnd = d.actor, enc.state.round
        options = d.options

        def first(pred: Any) -> int | None:
            return next((i for i, o in enumerate(options) if pred(o)), None)

        if f == "Goku" and "transform" not in self.done:
            i = first(lambda o: o.kind == "transform")
            if i is not None:
                self.done.add("transform")
                return i
        if f in ("Goku", "Piccolo Jr.") and rnd == 1 and f"move {f}" not in self.done:
            i = first(lambda o: o.kind == "move")
            if i is not None:
                self.done.add(f"move {f}")
                return i
        if f == "Piccolo Jr." and rnd >= 2 and "area" not in self.done:
            i = first(lambda o: o.kind == "attack" and o.args.get("profile") in AREA_PROFILES)
            if i is not None:
                self.done.add("area")
                return i
        if f == "Vegeta" and rnd >= 2 and "heavy" not in self.done:
            i = first(lambda o: o.kind == "attack" and o.args.get("target") == "Goku")
            if i is not None:
                self.done.add("heavy")
                self.heavy = "Vegeta"
                return i
        if f == "Goku" and rnd >= 2 and "heavy" not in self.done and self.people_heavy:
            i = first(lambda o: o.kind == "attack" and o.args.get("target") == "Vegeta")
            if i is not None:
                self.done.add("heavy")
                self.heavy = "Goku"
                return i
        return None

    def pick(self, enc: Encounter, d: Decision) -> int | None:
        options = d.options
        if d.kind == "turn":
            return self.turn_pick(enc, d)
        if d.kind == "wager" and d.actor == self.heavy:
            self.heavy = ""
            return max(range(len(options)), key=lambda i: int(options[i].args.get("kp", 0)))
        if d.kind == "reaction" and d.actor in PLAYS and "duel" not in self.done:
            i = next((i for i, o in enumerate(options) if o.kind == "duel"), None)
            if i is not None:
                self.done.add("duel")
                return i
        if d.kind == "intervene" and d.actor == "Piccolo Jr." and "intervene" not in self.done:
            i = next((i for i, o in enumerate(options) if o.kind == "intervene"), None)
            if i is not None:
                self.done.add("intervene")
                return i
        return None


def _happened(events: list[Any], night: Night) -> None:
    for e in events:
        data = e.data or {}
        if e.kind == "moved" and data.get("path"):
            night.happened.add("movement")
        elif e.kind == "attack_declared":
            night.happened.add("attack")
            if data.get("profile") in AREA_PROFILES:
                night.happened.add("area attack")
        elif e.kind == "transformation" and "transforms" in e.text:
            night.happened.add("transformation")
        elif (e.kind == "duel" and data.get("winner") is not None) or "wins the Duel" in e.text:
            night.happened.add("duel")
        elif e.kind == "reaction" and "Intervene" in str(data.get("reaction", "")):
            night.happened.add("intervene")


def seat_night(
    svc: TableService,
    *,
    before: bool = False,
    seed: int = 11,
    edition: str = "dbu-2",
    gm_plays: tuple[str, ...] = (),
) -> dict[str, str]:
    """Open the night's table at ``svc`` and seat everyone; returns person -> token (the
    spectator is "Sam"). ``gm_plays``: the NPCs the game master plays by hand (with the
    table's dice); a greedy bot plays the others."""
    gm = svc.create_table(
        setup("always" if before else "when-they-matter", edition),
        "Gina",
        seed=seed,
        dice="physical",
    )
    tokens = {"Gina": gm}
    for name, fighter, dice in (("Kris", "Goku", "physical"), ("Ava", "Piccolo Jr.", "digital")):
        token = svc.add_seat(gm, "player", fighters=[fighter], dice=dice)
        svc.join(token, name)
        svc.approve(gm, svc.view(token)["you"]["seat"])
        tokens[name] = token
    gm_seat = svc.view(gm)["you"]["seat"]
    svc.set_dice(gm, gm_seat, "digital")  # Gina rolls her NPCs' dice with the table's
    bots = [f for f in ("Vegeta", "Saibaman") if f not in gm_plays]
    if bots:
        svc.add_seat(gm, "bot", fighters=bots, bot="greedy")
    spectator = svc.add_seat(gm, "spectator")
    svc.join(spectator, "Sam")
    return {**tokens, "Sam": spectator}


def play_night(
    url: str,
    *,
    before: bool = False,
    rounds: int = 4,
    seed: int = 11,
    edition: str = "dbu-2",
    policies: list[tuple[str, dict[str, Any]]] | None = None,
    gm_plays: tuple[str, ...] = (),
) -> Night:
    """Play the night at a fresh table of ``url`` to the end of round ``rounds`` (or the end
    of the fight). ``before``: the engine as it was (every Instant window offered). Person ->
    (set_policy arguments) in ``policies`` are set before the start. ``gm_plays``: see
    :func:`seat_night`."""
    svc = TableService(url)
    everyone = seat_night(svc, before=before, seed=seed, edition=edition, gm_plays=gm_plays)
    tokens = {p: everyone[p] for p in PEOPLE}
    for person, args in policies or []:
        svc.set_policy(tokens[person], **args)
    svc.start(tokens["Gina"])
    night = Night()
    steering = Steering(people_heavy="Vegeta" not in gm_plays)
    typed = random.Random(seed)
    table = svc.view(tokens["Gina"])["table"]
    seen = 0
    for _ in range(5_000):
        fight = svc._tables[table].fight
        enc = fight.enc if fight is not None else None
        if enc is not None:
            _happened(enc.events[seen:], night)
            seen = len(enc.events)
            night.rounds = max(night.rounds, enc.state.round)
            if enc.over or enc.state.round > rounds:
                night.rounds = min(night.rounds, rounds)
                break
        found = _waiting(svc, tokens)
        if found is None:
            break
        _act(svc, tokens, found, enc, night, steering, typed)
    night.final_events = svc.view(tokens["Gina"])["events"]
    night.table_seq = svc.view(tokens["Gina"])["seq"]
    svc.close()
    return night


def _act(
    svc: TableService,
    tokens: dict[str, str],
    found: tuple[str, dict[str, Any]],
    enc: Encounter | None,
    night: Night,
    steering: Steering,
    typed: random.Random,
) -> None:
    """One person's click: the dice they roll, or the option they choose."""
    person, pending = found
    rnd = enc.state.round if enc is not None else 1
    if pending["kind"] == "dice":
        night.asked.append((person, pending["for"], pending["roll"]))
        night.dice[(rnd, person)] += 1
        values = [typed.randint(1, int(d[1:])) for d in pending["dice"]]
        svc.enter_dice(tokens[person], pending["decision_id"], " ".join(map(str, values)))
        return
    assert enc is not None
    assert enc.decision is not None
    d = enc.decision
    index = steering.pick(enc, d)
    if index is None:
        index = decide(GreedyBot(), enc)
    night.choices[(rnd, person)] += 1
    night.kinds[d.kind] += 1
    night.singles += len(d.options) == 1
    if d.options[index].kind in DECLINING:
        night.passes[(rnd, person)] += 1
        if d.kind not in ("turn", "modifier"):
            night.reaction_passes[(rnd, person)] += 1
    svc.answer(tokens[person], pending["decision_id"], index)


def _waiting(svc: TableService, tokens: dict[str, str]) -> tuple[str, dict[str, Any]] | None:
    for name, token in tokens.items():
        pending = svc.view(token)["pending"]
        if pending and ("options" in pending or "prompt" in pending):
            return name, pending
    return None


def per_person(night: Night) -> dict[str, int]:
    out: dict[str, int] = defaultdict(int)
    for (_, p), n in night.choices.items():
        out[p] += n
    return dict(out)


__all__ = [
    "ENCOUNTER",
    "PEOPLE",
    "PLAYS",
    "Night",
    "per_person",
    "play_night",
    "seat_night",
    "setup",
]
