"""The fight's summary: every number checked against the event stream, recounted here.

Seeded bot fights of the example encounters are played, then replayed choice by choice with
the engine's ``emit`` watched: at each Life loss the test notes which fighter's own counter of
damage dealt (``Fighter.damage_dealt``, kept by the engine's ``lose_life``) grew, so who dealt
each blow comes from the engine's state, not from the summary's reading of the events.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.play.bot_names import make_bot
from tenkaichi.dbu.play.bots import decide
from tenkaichi.table.service import TableService
from tenkaichi.table.summary import fight_summary, match_summary

from .helpers import example

FIGHTS = [
    ("saiyan-duel.yaml", 0, "greedy"),
    ("saiyan-duel.yaml", 3, "greedy"),
    ("mirror-3v3.yaml", 1, "greedy"),
    ("states-3v3.yaml", 2, "greedy"),
    ("ambush-dbu1.yaml", 0, "greedy"),
    # random bots push, throw and thrust things into each other: Collisions, each dealt by
    # the fighter who moved the victim or sent the thing, not the last attacker
    ("wasteland-3v3.yaml", 2, "random"),
    ("ambush-dbu1.yaml", 5, "random"),
]
SNAKE = re.compile(r"[a-z]+_[a-z_]+")


def _played(name: str, seed: int, most: int = 5000, bot_kind: str = "greedy") -> Encounter:
    enc = Encounter.start(example(name), seed)
    bot = make_bot(bot_kind, seed=seed)
    for _ in range(most):
        if enc.decision is None:
            break
        enc.choose(decide(bot, enc))
    return enc


@dataclass
class Watched:
    """The fight replayed with, for each Life loss (its index among the events), the fighter
    whose ``damage_dealt`` grew with it ("" when nobody's did)."""

    enc: Encounter
    dealer: dict[int, str] = field(default_factory=dict)


def _watched(monkeypatch: pytest.MonkeyPatch, name: str, seed: int, bot: str) -> Watched:
    choices = _played(name, seed, bot_kind=bot).choices
    emit = Encounter.emit
    seen: dict[str, int] = {}
    out: dict[int, str] = {}

    def watching(self: Encounter, kind: Any, who: str, text: str, **kw: Any) -> None:
        if kind == "damage" and "amount" in kw:
            now = {f.id: f.damage_dealt for f in self.state.fighters}
            grew = [f for f, n in now.items() if n > seen.get(f, 0)]
            assert len(grew) <= 1
            out[len(self.events)] = grew[0] if grew else ""
            seen.clear()
            seen.update(now)
        emit(self, kind, who, text, **kw)

    monkeypatch.setattr(Encounter, "emit", watching)
    enc = Encounter.start(example(name), seed)
    for key in choices:
        enc.choose(key)
    monkeypatch.undo()
    return Watched(enc, out)


@pytest.mark.parametrize(("name", "seed", "bot"), FIGHTS)
def test_every_number_matches_the_events(
    monkeypatch: pytest.MonkeyPatch, name: str, seed: int, bot: str
) -> None:
    w = _watched(monkeypatch, name, seed, bot)
    enc, summary = w.enc, fight_summary(w.enc)
    side = {f.id: f.side for f in enc.state.fighters}
    taken: Counter[str] = Counter()
    dealt: Counter[str] = Counter()
    biggest: dict[str, tuple[int, str]] = {}
    ki: Counter[str] = Counter()
    rounds: dict[str, set[int]] = {f: set() for f in side}
    conditions: Counter[str] = Counter()
    last: dict[str, tuple[str, int]] = {}
    kos: dict[str, list[str]] = {f: [] for f in side}
    for i, e in enumerate(enc.events):
        if e.kind == "damage" and "amount" in e.data:
            taken[e.who] += e.data["amount"]
            by = w.dealer[i]
            if by and side[by] != side[e.who]:
                dealt[by] += e.data["amount"]
                if e.data["amount"] > biggest.get(by, (0, ""))[0]:
                    biggest[by] = (e.data["amount"], e.who)
            last[e.who] = (by if by and side[by] != side[e.who] else "", e.data["life"])
        elif e.kind in ("healed", "revived"):
            last.pop(e.who, None)
        elif e.kind == "defeated":
            by, life = last.pop(e.who, ("", 1))
            if by and life <= 0:
                kos[by].append(e.who)
        elif e.kind == "cost_paid":
            ki[e.who] += e.data["kp"]
        elif e.kind == "turn_started":
            rounds[e.who].add(e.round)
        elif e.kind == "condition_gained":
            conditions[e.who] += 1
    assert [f["name"] for f in summary["fighters"]] == [f.id for f in enc.state.fighters]
    assert sum(taken.values()) > 0
    assert sum(dealt.values()) > 0
    for f, got in zip(enc.state.fighters, summary["fighters"], strict=True):
        assert got["side"] == f.side
        assert got["damage_taken"] == taken[f.id], f.id
        assert got["damage_dealt"] == dealt[f.id], f.id
        hit = biggest.get(f.id)
        assert got["biggest_hit"] == (hit and {"amount": hit[0], "target": hit[1]}), f.id
        assert got["ki_spent"] == ki[f.id], f.id
        assert got["kos"] == kos[f.id], f.id
        assert got["rounds_acted"] == len(rounds[f.id]), f.id
        assert sum(c["times"] for c in got["conditions"]) == conditions[f.id], f.id
        assert (got["defeated"], got["life"], got["ki"]) == (f.defeated, f.life, f.ki)
        for c in got["conditions"]:
            assert not SNAKE.search(c["name"]), c
            assert c["name"][:1].isupper(), c
    # every KO is a fighter that was Defeated, by an opponent
    defeated = Counter(e.who for e in enc.events if e.kind == "defeated")
    knocked = Counter(v for f in summary["fighters"] for v in f["kos"])
    assert all(knocked[v] <= defeated[v] for v in knocked)
    for f in summary["fighters"]:
        assert all(side[v] != f["side"] for v in f["kos"])


def test_a_rules_win_and_its_kos() -> None:
    enc = _played("saiyan-duel.yaml", 0)
    assert enc.over
    summary = fight_summary(enc)
    ended = next(e for e in enc.events if e.kind == "encounter_ended")
    assert summary["result"] == ended.text
    assert re.fullmatch(r"Side \w+ wins after \d+ rounds", summary["result"])
    assert summary["over"]
    assert not summary["ended_by_gm"]
    winner, loser = sorted(summary["fighters"], key=lambda f: f["defeated"])
    assert winner["side"] == enc.state.winner
    assert loser["defeated"]
    assert winner["kos"] == [loser["name"]]  # the duel ends on a blow, no one else to credit


def test_a_fight_the_game_master_ended() -> None:
    enc = _played("mirror-3v3.yaml", 1, most=60)
    assert not enc.over
    standing = [f.id for f in enc.state.fighters if not f.defeated]
    r = enc.state.round
    summary = fight_summary(enc, ended_by_gm=True)
    assert summary["result"] == (
        f"Ended by the game master after round {r}: still standing: {', '.join(standing)}"
    )
    assert summary["over"]
    assert summary["ended_by_gm"]
    still = fight_summary(enc)
    assert still["result"] == f"In progress, round {r}: still standing: {', '.join(standing)}"
    assert not still["over"]
    # a fight the rules ended is the rules' result, whatever the flag says
    done = _played("saiyan-duel.yaml", 0)
    assert fight_summary(done, ended_by_gm=True)["result"].startswith("Side ")


def test_a_seat_learns_no_number_it_may_not_see() -> None:
    """In dbu-1 another side's Ki is its secret (it would tell the Holding Back stacks): that
    side's Ki and Ki spent are unknown to the other side's summary, known to its own."""
    enc = Encounter.start(example("saiyan-duel.yaml", "dbu-1"), 2)
    bot = make_bot("greedy", seed=2)
    for _ in range(80):
        if enc.decision is None:
            break
        enc.choose(decide(bot, enc))
    earth = fight_summary(enc, frozenset({"Earth"}))
    whole = fight_summary(enc)
    for mine, gm in zip(earth["fighters"], whole["fighters"], strict=True):
        if mine["side"] == "Earth":
            assert (mine["ki"], mine["ki_spent"]) == (gm["ki"], gm["ki_spent"])
        else:
            assert mine["ki"] is None
            assert mine["ki_spent"] is None
            assert gm["ki"] is not None
            assert gm["ki_spent"] is not None
        assert mine["damage_taken"] == gm["damage_taken"]  # Life is public


def test_the_summary_reads_only_the_events_it_is_given() -> None:
    enc = _played("saiyan-duel.yaml", 0)
    blank = fight_summary(enc, events=[])
    assert all(f["damage_dealt"] == f["damage_taken"] == 0 for f in blank["fighters"])
    assert blank["result"].startswith("In progress")
    # a seat's view holds the events as JSON: the same summary from them
    as_json = [e.to_json() for e in enc.events]
    assert fight_summary(enc, events=as_json) == fight_summary(enc)


def _bot_table(tmp_path: Path, game: str, setup: Any, bots: dict[str, str]) -> Any:
    svc = TableService(f"sqlite:///{tmp_path / 't.sqlite3'}")
    gm = svc.create_table(setup, "Gina", game=game, seed=1, bots=bots)
    svc.start(gm)
    return svc, gm


def test_dungeon_dice_combat_result_and_damage(tmp_path: Path) -> None:
    setup = {
        "fighters": [{"fighter": "Agumon", "side": "Red"}, {"fighter": "Gabumon", "side": "Blue"}],
        "settings": {"grid_width": 7, "grid_height": 5},
    }
    svc, gm = _bot_table(tmp_path, "ddc", setup, {"Red": "greedy", "Blue": "greedy"})
    with svc.seat_context(gm) as ctx:
        assert ctx.view["status"] == "over"
        summary = match_summary("ddc", ctx.enc, ctx.view)
        battle = ctx.enc.battle
    winner = battle.state.winner
    assert summary["result"] == f"Side {winner} wins after round {battle.state.round}"
    hurt = Counter[str]()
    for e in battle.events:
        if e.kind == "damage":
            hurt[e.who] += e.data["amount"]
    for f in summary["fighters"]:
        assert f["damage_taken"] == hurt[f["name"]]
    loser = next(f for f in summary["fighters"] if f["side"] != winner)
    champ = next(f for f in summary["fighters"] if f["side"] == winner)
    assert loser["defeated"]
    assert champ["kos"] == [loser["name"]]
    assert champ["damage_dealt"] == loser["damage_taken"]
    svc.close()


def test_tournament_of_power_result(tmp_path: Path) -> None:
    bots = {"Player 1": "greedy", "Player 2": "greedy"}
    svc, gm = _bot_table(tmp_path, "top", {"players": 2}, bots)
    with svc.seat_context(gm) as ctx:
        summary = match_summary("top", ctx.enc, ctx.view)
        winners = ctx.view["winner"]
        scores = ctx.view["tournament"]["scores"]
    assert summary["result"].startswith(winners)
    assert [p["name"] for p in summary["players"]] == ["Player 1", "Player 2"]
    assert [p["score"] for p in summary["players"]] == scores
    svc.close()


def test_a_gm_end_of_another_game(tmp_path: Path) -> None:
    svc = TableService(f"sqlite:///{tmp_path / 't.sqlite3'}")
    setup = {"fighters": [{"fighter": "Agumon", "side": "Red"}, {"fighter": "Gabumon"}]}
    gm = svc.create_table(setup, "Gina", game="ddc", seed=1)
    svc.start(gm)
    svc.end(gm)
    with svc.seat_context(gm) as ctx:
        summary = match_summary("ddc", ctx.enc, ctx.view)
    assert summary["result"].startswith("Ended by the game master")
    assert "still standing: Agumon, Gabumon" in summary["result"]
    svc.close()


def test_before_the_game_starts(tmp_path: Path) -> None:
    svc = TableService(f"sqlite:///{tmp_path / 't.sqlite3'}")
    gm = svc.create_table(example("saiyan-duel.yaml"), "Gina", seed=1)
    with svc.seat_context(gm) as ctx:
        summary = match_summary("dbu", ctx.enc, ctx.view)
    assert summary["result"] == "The game has not started yet"
    assert all(f["damage_taken"] == f["rounds_acted"] == 0 for f in summary["fighters"])
    svc.close()
