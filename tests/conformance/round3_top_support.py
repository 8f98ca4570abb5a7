"""Helpers for tests/conformance/test_round3_top.py: no tests live here.

Drivers over the public API of ``tenkaichi.top`` (``Game``, ``Game.call_time``, ``view``,
``load_content``, ``tenkaichi.top.runner.run_game``) and the ``tenkaichi`` command line, for three
claims of seed 002: the 45-minute mode, the fusion roll while the Fusion card is held, and which
cards may answer an attack after its 2nd roll (checked with a content pack of our own that holds
a defensive Special card).
"""

from __future__ import annotations

import random
import shutil
from importlib import resources
from pathlib import Path

from tenkaichi.top import Game, view

from .top_support import NEUTRAL, choose, until_move

TIMED = {"length": "minutes", "minutes": 45}
DECISION_LIMIT = 20000

# -- the 45-minute mode ----------------------------------------------------------------------------


def turn_of(game: Game) -> tuple | None:
    """The ``turn`` event of the turn being played (round, seat), or None before the first turn."""
    return next((e for e in reversed(game.events) if e[0] == "turn"), None)


def position_in_round(game: Game) -> int:
    """0 for the first turn of the current round, 1 for the second..."""
    now = turn_of(game)
    return len([e for e in game.events if e[0] == "turn" and e[1] == now[1]]) - 1


def regular_turns(game: Game) -> list[tuple]:
    """The ``turn`` events before the first count of the warriors (``scores``): what comes after
    is a tie-break (another turn for more than 2 tied players, a duel for 2)."""
    out = []
    for e in game.events:
        if e[0] == "scores":
            break
        if e[0] == "turn":
            out.append(e)
    return out


def run_on(game: Game, pick: random.Random, stop=None) -> None:
    """Random choices (from ``pick``) until the game ends or ``stop(game)``."""
    for _ in range(DECISION_LIMIT):
        if game.decision is None or (stop is not None and stop(game)):
            return
        game.choose(pick.choice(game.decision.options))
        _ = game.decision
    raise AssertionError("the game did not end")


def time_runs_out(players: int, seed: int, round_: int, position: int, moment: str):
    """A seeded random timed game in which time is called during the turn at ``position`` of
    round ``round_``, at its first decision (``moment`` "first") or at its last one ("last"),
    then played to its end with the same random policy.

    Returns (timed game, reference, where): the reference is the same game with the same choices
    in which time was never called, played until its next round starts; ``where`` is the
    ``turn`` event during which time was called."""
    game = Game.start(players, seed=seed, settings=TIMED)
    pick = random.Random(seed)
    for _ in range(DECISION_LIMIT):
        assert game.decision is not None, "the game ended before time was called"
        option = pick.choice(game.decision.options)
        now = turn_of(game)
        if now is not None and now[1] == round_ and position_in_round(game) == position:
            call = moment == "first"
            if moment == "last":
                probe = game.clone()
                probe.choose(option)
                call = probe.decision is None or turn_of(probe) != now
            if call:
                break
        game.choose(option)
        _ = game.decision
    else:
        raise AssertionError("time was never called")
    where = turn_of(game)
    reference = game.clone()
    ref_pick = random.Random()
    ref_pick.setstate(pick.getstate())
    game.call_time()
    game.choose(option)
    _ = game.decision
    run_on(game, pick)
    reference.choose(option)
    _ = reference.decision
    run_on(
        reference,
        ref_pick,
        stop=lambda g: any(e[0] == "turn" and e[1] > round_ for e in g.events),
    )
    return game, reference, where


def seats_in_round(events, round_: int) -> list[int]:
    return [e[2] for e in events if e[0] == "turn" and e[1] == round_]


# -- a content pack with a defensive Special card --------------------------------------------------

PACK = Path(str(resources.files("tenkaichi.data").joinpath("top")))
GUARD_SPECIAL = {
    "id": "vanishing-step",
    "name": "Vanishing Step",
    "count": 20,
    "combo": ["teleport"],
    "timing": "attack",
    "effect": "negate",
}


def pack_with_defensive_special(folder: Path) -> Path:
    """The packaged pack with its Special deck replaced by 20 copies of one Special card played
    "in response to an attack by the enemy" (timing ``attack``, like the packaged Dodge), so that
    every player's starting Special card is that one."""
    import yaml

    shutil.copytree(PACK, folder, ignore=shutil.ignore_patterns("__init__.py", "__pycache__"))
    decks = folder / "decks.yaml"
    data = yaml.safe_load(decks.read_text())
    data["special"] = [dict(GUARD_SPECIAL)]
    decks.write_text(yaml.safe_dump(data, sort_keys=False))
    return folder


def setup_with(content, seed, teams, cells, settings=None) -> Game:
    """``top_support.setup`` for a content pack of our own."""
    game = Game.start(len(teams), seed=seed, content=content, settings=settings)
    taken = [0] * len(teams)
    while game.decision is not None and game.decision.kind == "draft":
        seat = game.decision.actor
        choose(game, f"draft {teams[seat][taken[seat]]} (")
        taken[seat] += 1
    taken = [0] * len(teams)
    while game.decision is not None and game.decision.kind == "place":
        seat = game.decision.actor
        choose(game, f"place on {cells[seat][taken[seat]]} ")
        taken[seat] += 1
    return game


def first_turn_with(content, teams, cells, *, ok=None, events=NEUTRAL, seeds=range(600)) -> Game:
    """The first seeded game (with ``content``) in which seat 0 opens with a neutral Event and
    ``ok(game)`` holds at its move."""
    for seed in seeds:
        game = setup_with(content, seed, teams, cells)
        event = next(e for e in reversed(game.events) if e[0] == "event")
        if event[1] != 0 or event[2] not in events:
            continue
        until_move(game)
        if ok is None or ok(game):
            return game
    raise AssertionError("no seed gives the situation")


def hand_of(game: Game, seat: int) -> list[str]:
    return list(view(game, seat)["hand"])


# -- the terminal shell's wall clock (``top play --minutes 45``) -----------------------------------


def play_with_fake_clock(monkeypatch, players: int, seed: int, round_: int, position: int, moment):
    """``tenkaichi top play --players N --humans 0 --bot random --minutes 45`` with the shell's
    clock (``tenkaichi.cli.top_cmd.time.monotonic``, as tests/top/test_terminal.py fakes it)
    standing still until the turn at ``position`` of round ``round_``, where it jumps past 45
    minutes at that turn's first choice or its last one. Returns (exit code, output, game)."""
    from types import SimpleNamespace

    from typer.testing import CliRunner

    from tenkaichi.cli import app, top_cmd

    now = [0.0]
    monkeypatch.setattr(top_cmd, "time", SimpleNamespace(monotonic=lambda: now[0]))
    played: list[Game] = []
    real_choose = Game.choose

    def clocked_choose(game: Game, option) -> None:
        played[:] = [game]
        here = turn_of(game)
        if (
            not now[0]
            and here is not None
            and here[1] == round_
            and position_in_round(game) == position
        ):
            if moment == "first":
                now[0] = 45 * 60.0 + 1
            else:
                probe = game.clone()
                real_choose(probe, option)
                if probe.decision is None or turn_of(probe) != here:
                    now[0] = 45 * 60.0 + 1
        real_choose(game, option)

    monkeypatch.setattr(Game, "choose", clocked_choose)
    args = f"--players {players} --humans 0 --bot random --seed {seed} --minutes 45"
    result = CliRunner().invoke(app, ["top", "play", *args.split()], input="\n")
    monkeypatch.undo()
    return result.exit_code, result.output, played[0], bool(now[0])
