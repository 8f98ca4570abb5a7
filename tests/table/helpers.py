"""Shared helpers of the table tests: example setups and a seated table."""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tenkaichi.dbu.combat.core.setup import EncounterSetup, load_encounter, parse_setup
from tenkaichi.table.service import TableService

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def example(name: str, edition: str | None = None) -> EncounterSetup:
    setup = load_encounter(EXAMPLES / "encounters" / name, library=[EXAMPLES])
    if edition is None:
        return setup
    return parse_setup({**setup.model_dump(mode="json"), "edition": edition}, name)


@dataclass
class Seated:
    svc: TableService
    gm: str
    players: dict[str, str]
    """Player name -> token (each approved)."""
    spectator: str

    def tokens(self) -> dict[str, str]:
        return {"GM": self.gm, "spectator": self.spectator, **self.players}


def seat_table(
    svc: TableService,
    setup: EncounterSetup,
    players: dict[str, dict[str, Any]],
    **table: Any,
) -> Seated:
    """A table with approved player seats (name -> add_seat arguments) and a spectator (seed 0
    unless ``table`` says: the service's own default is a secret seed)."""
    gm = svc.create_table(setup, "Gina", **{"seed": 0, **table})
    tokens = {}
    for name, claim in players.items():
        token = svc.add_seat(gm, "player", **claim)
        svc.join(token, name)
        svc.approve(gm, svc.view(token)["you"]["seat"])
        tokens[name] = token
    spectator = svc.add_seat(gm, "spectator")
    svc.join(spectator, "Sam")
    return Seated(svc, gm, tokens, spectator)


def waiting(svc: TableService, tokens: dict[str, str]) -> tuple[str, dict[str, Any]] | None:
    """The one seat whose view holds the pending options or die, with that pending part."""
    found = []
    for name, token in tokens.items():
        pending = svc.view(token)["pending"]
        if pending and ("options" in pending or "prompt" in pending):
            found.append((name, pending))
    assert len(found) <= 1, f"more than one seat is asked: {[n for n, _ in found]}"
    return found[0] if found else None


def pick(pending: dict[str, Any], rng: random.Random) -> int:
    """A test player's answer: start or join a Duel when offered, attack when it can (so the
    fight moves on), else anything."""
    options = pending["options"]
    for kinds in (("duel", "duel_join", "no_escape"), ("attack", "signature")):
        fitting = [i for i, o in enumerate(options) if o["key"]["kind"] in kinds]
        if fitting:
            return rng.choice(fitting)
    return rng.randrange(len(options))


SHEETS_DUEL = {
    "gm_name": "Gina",
    "source": "sheets",
    "sheet0": "goku",
    "side0": "West",
    "plays0": "player",
    "sheet1": "vegeta",
    "side1": "East",
    "plays1": "greedy",
}
"""The home page's form for a table made from two example sheets: Goku played by an invited
player (West), Vegeta by a greedy bot (East)."""


def roll_dice(pending: dict[str, Any], rng: random.Random) -> list[int]:
    """A result for each die a dice prompt asks for (``pending["dice"]``: ``["d10", "d4"]``)."""
    return [rng.randint(1, int(die[1:])) for die in pending["dice"]]


def play(svc: TableService, tokens: dict[str, str], rng: random.Random, most: int) -> int:
    """The seats in ``tokens`` answer (and roll) until nobody of them is asked or ``most``
    inputs; returns the inputs made."""
    made = 0
    for _ in range(most):
        found = waiting(svc, tokens)
        if found is None:
            break
        name, pending = found
        if pending["kind"] == "dice":
            svc.enter_dice(tokens[name], pending["decision_id"], roll_dice(pending, rng))
        else:
            svc.answer(tokens[name], pending["decision_id"], pick(pending, rng))
        made += 1
    return made
