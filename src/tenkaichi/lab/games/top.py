"""The Tournament of Power part of the lab: seats, their bots and (optionally) a warrior each
seat drafts first, with the game's settings, as a :class:`TopJob` that plays seeded games
exactly as ``tenkaichi top simulate`` does for one game with those bots in those seats.

``match`` keys: ``players`` (2-6, default 4), ``bot`` (every seat; default random, as
``top simulate``), ``bots`` (a list over the seats, or {seat number: bot}), ``warriors``
({seat number: warrior}), ``random_draft`` (seats without a fixed warrior draft at random,
then their bot plays, as ``--random-draft``), ``content`` (a content pack folder) and
``rules`` ({setting: value}).

A seat with a fixed warrior (``seat1.warrior: Goku``) takes that warrior with its first pick;
no other seat may draft it (another seat's bot chooses among the other warriors), so every game
of the cell has that warrior in that seat and a warrior's balance is a sweep over
``seat1.warrior``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from tenkaichi.errors import LabError, TenkaichiError
from tenkaichi.lab.game import FightRecord
from tenkaichi.lab.games.settings_words import setting_descriptions
from tenkaichi.lab.games.values import check_keys, check_rules, fail, mapping, relayed, whole, word
from tenkaichi.settings_schema import shown
from tenkaichi.top.bots import Bot, ask
from tenkaichi.top.content import Content, load_content
from tenkaichi.top.engine import Decision, Game
from tenkaichi.top.render import describe
from tenkaichi.top.runner import DECISION_LIMIT, make_bot, simulated_time_up
from tenkaichi.top.settings import DEFAULT_SETTINGS, TopSettings
from tenkaichi.top.views import seat_view

MATCH_KEYS = {
    "players": "how many seats (2-6)",
    "bot": "the bot of every seat",
    "bots": "a bot per seat: a list over the seats or {seat number: bot}",
    "warriors": "a warrior per seat, drafted first: {seat number: warrior}",
    "random_draft": "seats without a fixed warrior draft at random, then their bot plays",
    "content": "a content pack folder (warriors, dice, board, decks)",
    "rules": "settings for every cell: {setting: value}",
}
SEAT_PARAMETERS = {
    "warrior": "the warrior this seat drafts with its first pick (no other seat may draft "
    "it); random leaves the seat to its draft",
    "bot": "this seat's bot: random, greedy or search (search:N looks at N determinizations)",
}
MAX_PLAYERS = 6
SCORE_NAME = "warriors left"
RANDOM = "random"
"""A seat's warrior left to its draft (a sweep's baseline next to fixed warriors)."""
SHOWN_WARRIORS = 12
"""Warriors an error lists (the packaged roster has 80)."""


@lru_cache(maxsize=16)
def _content(folder: str | None, settings: tuple[tuple[str, Any], ...]) -> Content:
    return load_content(folder, dict(settings) if settings else None)


@dataclass(frozen=True, slots=True)
class TopJob:
    """One cell's game: players, a bot and an optional fixed warrior per seat, the content
    pack's folder (None: the packaged one) and the settings overrides."""

    players: int
    bots: tuple[str, ...]
    warriors: tuple[str | None, ...]
    """Per seat, the id of the warrior it drafts first (None: its bot drafts freely)."""
    content: str | None
    settings: tuple[tuple[str, Any], ...]
    random_draft: bool
    sides: tuple[str, ...]
    score_name: str = SCORE_NAME

    def play(self, seed: int) -> FightRecord:
        content = _content(self.content, self.settings)
        game = Game.start(self.players, seed, content)
        seated = [make_bot(name, seed * 16 + seat) for seat, name in enumerate(self.bots)]
        drafter = make_bot("random", seed * 16 + 15)
        rules = content.settings
        minutes = rules.minutes if rules.length == "minutes" else 0
        reserved = {w: seat for seat, w in enumerate(self.warriors) if w is not None}
        used: Counter[tuple[int, str]] = Counter()
        for _ in range(DECISION_LIMIT):
            decision = game.decision
            if decision is None:
                break
            if simulated_time_up(game, minutes):
                game.call_time()  # as the runner: the seat that was to choose still chooses
            seat = decision.actor
            current = game.decision
            assert current is not None
            if current.kind == "draft":
                choice = self._draft(game, current, reserved, drafter, seated[seat])
            else:
                choice = ask(game, seated[seat])
            words = option_words(game, current, choice)
            if words:
                used[(seat, words)] += 1
            game.choose(choice)
        else:
            raise LabError(f"seed {seed}: the game did not end within {DECISION_LIMIT} decisions")
        winners = game.state.winners
        score = tuple(_score(game, seat) for seat in range(self.players))
        return FightRecord(
            seed=seed,
            winner=winners[0] if len(winners) == 1 else -1,
            rounds=min(game.state.round, game.state.last_round),
            score=score,
            used=tuple((i, option, n) for (i, option), n in sorted(used.items())),
        )

    def _draft(
        self, game: Game, decision: Decision, reserved: Mapping[str, int], drafter: Bot, bot: Bot
    ) -> int:
        seat = decision.actor
        pool = game.content.draftable
        mine = self.warriors[seat]
        team = {str(e[3]) for e in game.events if e[0] == "drafted" and e[1] == seat}
        if mine is not None and mine not in team:
            return next(i for i, o in enumerate(decision.options) if pool[o[1]] == mine)
        chooser = drafter if self.random_draft and mine is None else bot
        if not reserved:
            return ask(game, chooser)
        open_ = [i for i, o in enumerate(decision.options) if pool[o[1]] not in reserved]
        if len(open_) == len(decision.options):
            return ask(game, chooser)
        narrowed = Decision(seat, decision.kind, tuple(decision.options[i] for i in open_))
        if len(open_) == 1:
            return open_[0]
        return open_[chooser.choose(seat_view(game, seat), narrowed)]


def _score(game: Game, seat: int) -> int:
    from tenkaichi.top import rules

    return rules.score(game, seat)


def option_words(game: Game, decision: Decision, choice: int) -> str:
    """A seat's choice at the grain a player asks about: the warrior drafted, the card
    played, the combo used, the defence; moves without their spaces; "" for set-up steps."""
    option = decision.options[choice]
    kind = option[0]
    if kind in ("place", "cell", "warrior", "pass", "stop", "time-up"):
        return ""
    text = describe(game, option)
    if kind == "draft":
        return text.split(" (")[0]
    if kind == "move":
        return (
            "move and attack"
            if " and attack " in text
            else ("move to fight an unplayed warrior" if "unplayed" in text else "move")
        )
    if kind == "resolve":
        return f"attack: {text.split(':')[0]}"
    if kind == "reroll":
        return "re-roll" if not text.endswith("re-roll 0") else "keep the dice"
    return text


class TopLab:
    """The Tournament of Power game of the lab."""

    game = "top"

    def parameters(self) -> Mapping[str, str]:
        out = {
            "players": "how many seats play (2 to 6)",
            "bot": "the bot of every seat: random, greedy or search (search:N)",
        }
        out.update({f"seat<N>.{name}": text for name, text in SEAT_PARAMETERS.items()})
        out.update({f"rules.{name}": text for name, text in setting_descriptions(TopSettings)})
        return out

    def job(self, match: Mapping[str, Any], values: Mapping[str, Any], base_dir: Path) -> TopJob:
        match = mapping("match", match, "the match section")
        check_keys("match", match, MATCH_KEYS)
        players = whole(
            "match.players", match.get("players", 4), 2, MAX_PLAYERS, "number of players"
        )
        if "players" in values:
            players = whole("players", values["players"], 2, MAX_PLAYERS, "number of players")
        bot = _bot("match.bot", match.get("bot", "random"))
        bots = {} if "bot" in values else _match_bots(match, players)
        if "bot" in values:
            bot = _bot("bot", values["bot"])
        content_dir = _content_dir(match, base_dir)
        settings = dict(mapping("match.rules", match.get("rules", {}), "rules"))
        check_rules(DEFAULT_SETTINGS, settings, "match.rules")
        fixed: dict[int, tuple[str, Any]] = {}
        for seat, name in mapping("match.warriors", match.get("warriors", {}), "warriors").items():
            where = f"match.warriors.{seat}"
            fixed[_seat(where, seat, players)] = (where, name)
        for name, value in values.items():
            if name in ("players", "bot"):
                continue
            if not isinstance(name, str):
                fail("sweep", f"a parameter name is a word, not {shown(name)}")
            if name.startswith("rules."):
                setting = name.removeprefix("rules.")
                check_rules(DEFAULT_SETTINGS, {setting: value}, name)
                settings[setting] = value
                continue
            seat, tail = _seat_parameter(name, players)
            if tail == "bot":
                bots[seat] = _bot(name, value)
            else:
                fixed[seat] = (name, value)
        try:
            content = _content(content_dir, tuple(sorted(settings.items())))
        except TenkaichiError as error:
            raise relayed("match.content", error) from None
        warriors = _warriors(fixed, players, content)
        random_draft = match.get("random_draft", False)
        if not isinstance(random_draft, bool):
            fail("match.random_draft", f"true or false, not {shown(random_draft)}")
        sides = tuple(
            f"Seat {seat + 1}: {content.characters[w].name}" if w else f"Seat {seat + 1}"
            for seat, w in enumerate(warriors)
        )
        return TopJob(
            players,
            tuple(bots.get(seat, bot) for seat in range(players)),
            warriors,
            content_dir,
            tuple(sorted(settings.items())),
            random_draft,
            sides,
        )


def _match_bots(match: Mapping[str, Any], players: int) -> dict[int, str]:
    given = match.get("bots", {})
    if isinstance(given, list):
        given = {i + 1: name for i, name in enumerate(given)}
    bots = {}
    for seat, name in mapping("match.bots", given, "bots").items():
        bots[_seat(f"match.bots.{seat}", seat, players)] = _bot(f"match.bots.{seat}", name)
    return bots


def _content_dir(match: Mapping[str, Any], base_dir: Path) -> str | None:
    folder = match.get("content")
    if folder is None:
        return None
    path = base_dir / word("match.content", folder, "a folder")
    if not path.is_dir():
        fail("match.content", f"no such content pack folder: {shown(folder)}")
    return str(path.resolve())


def _seat_parameter(name: str, players: int) -> tuple[int, str]:
    seat_word, _, tail = name.partition(".")
    if not seat_word.startswith("seat") or tail not in SEAT_PARAMETERS:
        fail(
            name,
            "unknown parameter; the Tournament of Power's are players, bot, "
            "seat<N>.warrior, seat<N>.bot and rules.<setting>",
        )
    return _seat(name, seat_word.removeprefix("seat"), players), tail


def _warriors(
    fixed: Mapping[int, tuple[str, Any]], players: int, content: Content
) -> tuple[str | None, ...]:
    warriors: list[str | None] = [None] * players
    taken: dict[str, str] = {}
    for seat, (where, value) in sorted(fixed.items()):
        if value == RANDOM:
            continue
        warrior = _warrior(where, value, content)
        if warrior in taken:
            fail(where, f"{shown(value)} is already the warrior of {taken[warrior]}")
        taken[warrior] = where
        warriors[seat] = warrior
    return tuple(warriors)


def _seat(where: str, value: Any, players: int) -> int:
    number = value
    if isinstance(value, str) and value.isdigit():
        number = int(value)
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= players:
        fail(where, f"no seat {shown(value)} among {players} players (seats 1 to {players})")
    return number - 1


def _bot(where: str, value: Any) -> str:
    name = word(where, value, "a bot")
    if name.startswith("search:") and not name.removeprefix("search:").isdigit():
        fail(
            where,
            f"{shown(name)}: the lab's search bot takes a number of determinizations "
            "(search:20), never a time, so results are the same on every machine",
        )
    try:
        make_bot(name, 0)
    except TenkaichiError as error:
        raise relayed(where, error) from None
    return name


def _warrior(where: str, value: Any, content: Content) -> str:
    name = word(where, value, "a warrior")
    for cid in content.draftable:
        if name.casefold() in (cid.casefold(), content.characters[cid].name.casefold()):
            return cid
    names = [content.characters[c].name for c in content.draftable]
    listed = ", ".join(names[:SHOWN_WARRIORS]) + (", ..." if len(names) > SHOWN_WARRIORS else "")
    fail(where, f"no draftable warrior named {shown(name)}; the warriors: {listed}")


__all__ = ["TopJob", "TopLab"]
