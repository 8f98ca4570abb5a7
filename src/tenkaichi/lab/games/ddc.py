"""The Dungeon DICE Combat part of the lab: fighters from a roster (or a setup file), bots and
the battle's settings as a :class:`DdcJob` that plays seeded battles exactly as
``tenkaichi ddc simulate`` does (battle seed, then bot ``k`` seeded ``seed + k``).

``match`` keys: ``fighters`` (roster names, a free-for-all) or ``setup`` (a setup file:
sides, places, settings), ``roster`` (a roster file; default: the packaged one), ``bot``
(every fighter; default random, as ``ddc simulate``) and ``rules`` ({setting: value}).
A side is the ``side`` a setup gives, else each fighter alone (named as the fight names it).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from tenkaichi.ddc.actions import Action
from tenkaichi.ddc.content import Roster, default_roster, load_roster
from tenkaichi.ddc.engine import Battle
from tenkaichi.ddc.runner import BOTS, MAX_ACTIONS, make_bot
from tenkaichi.ddc.settings import DEFAULT_SETTINGS, DdcSettings
from tenkaichi.ddc.setup import BattleSetup, Entry, load_setup
from tenkaichi.dice.rng import MAX_SEED
from tenkaichi.errors import LabError, TenkaichiError
from tenkaichi.lab.game import FightRecord
from tenkaichi.lab.games.settings_words import setting_descriptions
from tenkaichi.lab.games.values import (
    check_keys,
    check_rules,
    fail,
    file_path,
    mapping,
    relayed,
    word,
)
from tenkaichi.problems import first_problem
from tenkaichi.settings_schema import shown

MATCH_KEYS = {
    "fighters": "roster names, each fighter its own side",
    "setup": "a setup file (fighters, sides, places, settings)",
    "roster": "a roster file (default: the packaged roster)",
    "bot": "the bot of every fighter",
    "rules": "settings for every cell: {setting: value}",
}
SCORE_NAME = "damage dealt"


@dataclass(frozen=True, slots=True)
class DdcJob:
    """One cell's battle: the setup, the roster (None: the packaged one) and the bot."""

    setup: BattleSetup
    roster: Roster | None
    bot: str
    side_keys: tuple[str, ...]
    sides: tuple[str, ...]
    score_name: str = SCORE_NAME

    def play(self, seed: int) -> FightRecord:
        battle = Battle.start(self.setup, seed % MAX_SEED, self.roster or default_roster())
        fighters = battle.state.fighters
        bots = {f.name: make_bot(self.bot, seed + k) for k, f in enumerate(fighters)}
        index = {side: i for i, side in enumerate(self.side_keys)}
        side_of = {f.name: index[f.side] for f in fighters}
        used: Counter[tuple[int, str]] = Counter()
        for _ in range(MAX_ACTIONS):
            if battle.over:
                break
            actor = battle.state.actor.name
            action = bots[actor].choose(battle.view())
            used[(side_of[actor], action_words(action))] += 1
            battle.apply(action)
        else:
            raise LabError(f"battle seed {seed} did not end within {MAX_ACTIONS} actions")
        dealt = [0] * len(self.side_keys)
        for event in battle.events:
            if event.kind == "damage" and event.data.get("by") in side_of:
                dealt[side_of[event.data["by"]]] += int(event.data.get("amount", 0))
        return FightRecord(
            seed=seed,
            winner=index.get(str(battle.state.winner), -1),
            rounds=battle.state.round,
            score=tuple(dealt),
            used=tuple((i, option, n) for (i, option), n in sorted(used.items())),
        )


def action_words(action: Action) -> str:
    """An action at the grain a player asks about: the move used, not its target or square."""
    if action.kind == "attack":
        return f"Attack with {action.move}"
    if action.kind in ("move", "charge"):
        return action.kind.capitalize()
    return action.label()


class DdcLab:
    """The Dungeon DICE Combat game of the lab."""

    game = "ddc"

    def parameters(self) -> Mapping[str, str]:
        out = {
            "bot": f"the bot of every fighter: {', '.join(sorted(BOTS))}",
            "<side>.fighter": "swap the side's fighter for another roster fighter",
        }
        out.update({f"rules.{name}": text for name, text in setting_descriptions(DdcSettings)})
        return out

    def job(self, match: Mapping[str, Any], values: Mapping[str, Any], base_dir: Path) -> DdcJob:
        match = mapping("match", match, "the match section")
        check_keys("match", match, MATCH_KEYS)
        roster: Roster | None = None
        if "roster" in match:
            path = file_path("match.roster", match["roster"], base_dir, "roster")
            try:
                roster = load_roster(path)
            except TenkaichiError as error:
                raise relayed("match.roster", error) from None
        setup = _setup(match, base_dir)
        settings = dict(setup.settings)
        rules = dict(mapping("match.rules", match.get("rules", {}), "rules"))
        check_rules(DEFAULT_SETTINGS, rules, "match.rules")
        settings.update(rules)
        bot = _bot("match.bot", match.get("bot", "random"))
        entries = list(setup.fighters)
        sides = _sides(setup, roster, "match")
        for name, value in values.items():
            if not isinstance(name, str):
                fail("sweep", f"a parameter name is a word, not {shown(name)}")
            if name == "bot":
                bot = _bot(name, value)
            elif name.startswith("rules."):
                setting = name.removeprefix("rules.")
                check_rules(DEFAULT_SETTINGS, {setting: value}, name)
                settings[setting] = value
            elif name.endswith(".fighter") and name.removesuffix(".fighter") in sides:
                side = name.removesuffix(".fighter")
                at = [i for i, s in enumerate(sides[side]) if s]
                if len(at) != 1:
                    fail(name, f"the side {shown(side)} has {len(at)} fighters; swap one alone")
                fighter = word(name, value, "a roster fighter")
                try:
                    (roster or default_roster()).find(fighter)
                except TenkaichiError as error:
                    raise relayed(name, error) from None
                entries[at[0]] = entries[at[0]].model_copy(update={"fighter": fighter})
            else:
                fail(
                    name,
                    f"unknown parameter; the sides are {', '.join(sides)} (<side>.fighter), "
                    "and bot and rules.<setting> are the others",
                )
        try:
            setup = BattleSetup.model_validate(
                {"fighters": [e.model_dump() for e in entries], "settings": settings}
            )
        except ValidationError as error:
            fail("match", first_problem(error, "setup"))
        final = _sides(setup, roster, "match")
        keys = tuple(final)
        names = tuple(_side_name(side, members) for side, members in final.items())
        return DdcJob(setup, roster, bot, keys, names)


def _setup(match: Mapping[str, Any], base_dir: Path) -> BattleSetup:
    if ("fighters" in match) == ("setup" in match):
        fail("match", "give either fighters (roster names) or a setup file")
    if "setup" in match:
        path = file_path("match.setup", match["setup"], base_dir, "setup")
        try:
            return load_setup(path)
        except TenkaichiError as error:
            raise relayed("match.setup", error) from None
    names = match["fighters"]
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        fail("match.fighters", f"a list of roster names, not {shown(names)}")
    try:
        return BattleSetup(fighters=tuple(Entry(fighter=n) for n in names))
    except ValidationError as error:
        fail("match.fighters", first_problem(error, "fighters"))


def _sides(setup: BattleSetup, roster: Roster | None, where: str) -> dict[str, list[str]]:
    """Each side, in the order the battle lists them, with its fighters' names by entry (an
    empty name for an entry of another side)."""
    try:
        battle = Battle.start(setup, 0, roster or default_roster())
    except TenkaichiError as error:
        raise relayed(where, error) from None
    fighters = battle.state.fighters
    out: dict[str, list[str]] = {}
    for f in fighters:
        out.setdefault(f.side, [])
    for side, members in out.items():
        members.extend(f.name if f.side == side else "" for f in fighters)
    return out


def _side_name(side: str, members: list[str]) -> str:
    names = [m for m in members if m]
    if names == [side]:
        return side
    return f"{', '.join(names)} ({side})"


def _bot(where: str, value: Any) -> str:
    name = word(where, value, "a bot")
    if name not in BOTS:
        fail(where, f"unknown bot {shown(name)}; known: {', '.join(sorted(BOTS))}")
    return name


__all__ = ["DdcJob", "DdcLab", "action_words"]
