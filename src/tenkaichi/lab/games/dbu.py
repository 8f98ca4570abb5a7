"""The DBU part of the lab: a ``match`` (sides of sheets, or an encounter file) and a cell's
parameter values become a :class:`DbuJob` that plays seeded bot fights exactly as
``tenkaichi simulate`` does (the same setup, seeds and bots give the same winner, rounds and
damage), with the same safety stops (:mod:`tenkaichi.dbu.play.safety`: no rule, a fight still
going after 100 rounds is stopped, counted with the draws and shown apart in the report as
stopped at the safety limit; ``rules.max_rounds`` sets another limit).

``match`` keys: ``sides`` ({side: sheet file or list of sheet files}, the first side is the
one the question is about) or ``encounter`` (an encounter file), ``library`` (folders an
encounter may name sheets from; default: the ``TENKAICHI_SHEET_LIBRARY`` folders, as
``simulate``), ``bot`` (every side; default greedy), ``bots`` ({side: bot}), ``edition``,
``rules`` ({setting: value}), ``attribute_points`` (``sheet`` or ``builder``),
``power_level_scores`` (``respend`` or ``keep``; both explained in
:mod:`~tenkaichi.lab.games.dbu_builds`) and ``technique_sets`` ({name: [Signature
Techniques]}, for ``<side>.techniques``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.settings import DEFAULT_COMBAT_SETTINGS, CombatSettings
from tenkaichi.dbu.combat.core.setup import (
    EDITIONS,
    EncounterSetup,
    FighterSetup,
    library_from_env,
    load_encounter,
)
from tenkaichi.dbu.play.bot_names import make_bot
from tenkaichi.dbu.play.bots import decide
from tenkaichi.dbu.play.safety import with_safety_limits
from tenkaichi.dbu.sheet import CharacterSheet
from tenkaichi.dbu.sheet_files import load_sheet
from tenkaichi.errors import TenkaichiError
from tenkaichi.lab.game import SAFETY_STOP, FightRecord
from tenkaichi.lab.games.dbu_builds import (
    BUILD_PARAMETERS,
    POINTS_RULES,
    SCORES_RULES,
    vary_sheet,
)
from tenkaichi.lab.games.dbu_options import OptionWords
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
    "sides": "the sides: {side: sheet file or list of sheet files}",
    "encounter": "an encounter file (sides, positions, Features, Items, settings)",
    "library": "folders an encounter file may name sheets from",
    "bot": "the bot of every side",
    "bots": "a bot per side: {side: bot}",
    "edition": "the edition of the combat rules (dbu-2 or dbu-1)",
    "rules": "combat settings for every cell: {setting: value}",
    "attribute_points": "whose count of Attribute points caps a spread: sheet or builder",
    "power_level_scores": "a new Power Level re-spends the sheet's Scores (respend) or keeps "
    "them (keep)",
    "technique_sets": "named lists of Signature Techniques for <side>.techniques",
    "spreads": "named Attribute spreads for <side>.spread: {name: {Agility: 4, ...}}",
}
SIDE_PARAMETERS: dict[str, str] = {
    "bot": "the side's bot: greedy, random or search (search:N looks at N sampled futures)",
    "sheet": "swap the side's whole sheet: a sheet file",
    **BUILD_PARAMETERS,
}
SCORE_NAME = "damage dealt"
LONGEST_SIDE_NAME = 60


@dataclass(frozen=True, slots=True)
class DbuJob:
    """One cell's DBU fight: the resolved setup (sheets embedded) and a bot per side."""

    setup: EncounterSetup
    side_keys: tuple[str, ...]
    """The setup's side names, in the order sides first appear (``simulate``'s order)."""
    bots: tuple[str, ...]
    sides: tuple[str, ...]
    score_name: str = SCORE_NAME

    def _particulars(self, enc: Encounter) -> list[str]:
        """Whom and what an option may name: fighters, Features, Items, Vehicles."""
        setup = self.setup
        out = [f.id for f in enc.state.fighters]
        out += [s.name for s in setup.sheets.values()]
        out += [x.id for x in setup.features]
        out += [x.id for x in setup.items] + [x.name for x in setup.items]
        out += [x.id for x in setup.vehicles] + [x.name for x in setup.vehicles]
        return out

    def play(self, seed: int) -> FightRecord:
        enc = Encounter.start(with_safety_limits(self.setup), seed)
        n = len(self.side_keys)
        bots = {
            side: make_bot(bot, seed * n + i, timed=False)
            for i, (side, bot) in enumerate(zip(self.side_keys, self.bots, strict=True))
        }
        index = {side: i for i, side in enumerate(self.side_keys)}
        used: Counter[tuple[int, str]] = Counter()
        option_words = OptionWords(self._particulars(enc))
        while not enc.over:
            decision = enc.decision
            assert decision is not None
            side = enc.fighter(decision.actor).side
            choice = decide(bots[side], enc)
            words = option_words(decision, decision.options[choice])
            if words:
                used[(index[side], words)] += 1
            enc.choose(choice)
        state = enc.state
        dealt = tuple(
            sum(f.damage_dealt for f in state.fighters if f.side == side) for side in self.side_keys
        )
        winner = SAFETY_STOP if enc.safety_stopped else index.get(str(state.winner), -1)
        return FightRecord(
            seed=seed,
            winner=winner,
            rounds=state.round,
            score=dealt,
            used=tuple((i, option, times) for (i, option), times in sorted(used.items())),
        )


class DbuLab:
    """The DBU game of the lab."""

    game = "dbu"

    def parameters(self) -> Mapping[str, str]:
        out = {
            "edition": "the edition of the combat rules: dbu-2 (seed 001) or dbu-1 (seed 003)",
            "bot": "the bot of every side: greedy, random or search (search:N looks at N "
            "sampled futures a decision)",
            "encounter": "swap the whole match for an encounter file",
        }
        out.update({f"<side>.{name}": text for name, text in SIDE_PARAMETERS.items()})
        out.update({f"rules.{name}": text for name, text in setting_descriptions(CombatSettings)})
        return out

    def job(self, match: Mapping[str, Any], values: Mapping[str, Any], base_dir: Path) -> DbuJob:
        match = mapping("match", match, "the match section")
        check_keys("match", match, MATCH_KEYS)
        setup = _base_setup(match, values, base_dir)
        sides = list(dict.fromkeys(f.side for f in setup.fighters))
        by_side: dict[str, dict[str, Any]] = {}
        settings: dict[str, Any] = dict(setup.settings)
        settings.update(
            _rules(mapping("match.rules", match.get("rules", {}), "rules"), "match.rules")
        )
        edition = setup.edition
        if "edition" in match:
            edition = _edition("match.edition", match["edition"])
        bot = _bot("match.bot", match.get("bot", "greedy"))
        side_bots = dict.fromkeys(sides, bot)
        for side, name in mapping("match.bots", match.get("bots", {}), "bots").items():
            if str(side) not in side_bots:
                fail(
                    f"match.bots.{side}", f"no side named {shown(side)}; sides: {', '.join(sides)}"
                )
            side_bots[str(side)] = _bot(f"match.bots.{side}", name)
        for name, value in values.items():
            if not isinstance(name, str):
                fail("sweep", f"a parameter name is a word, not {shown(name)}")
            if name == "encounter":
                continue
            if name == "edition":
                edition = _edition(name, value)
            elif name == "bot":
                side_bots = dict.fromkeys(sides, _bot(name, value))
            elif name.startswith("rules."):
                settings.update(_rules({name.removeprefix("rules."): value}, name))
            else:
                side, tail = _side_parameter(name, sides)
                by_side.setdefault(side, {})[tail] = value
        for side, changes in by_side.items():
            if "bot" in changes:
                side_bots[side] = _bot(f"{side}.bot", changes.pop("bot"))
            if "sheet" in changes:
                path = file_path(f"{side}.sheet", changes.pop("sheet"), base_dir, "sheet")
                setup = _swap_sheet(setup, side, _load(f"{side}.sheet", path))
        rule = word("match.attribute_points", match.get("attribute_points", "sheet"), "a rule")
        if rule not in POINTS_RULES:
            fail("match.attribute_points", f"{shown(rule)}; allowed: {', '.join(POINTS_RULES)}")
        scores = word(
            "match.power_level_scores", match.get("power_level_scores", "respend"), "a rule"
        )
        if scores not in SCORES_RULES:
            fail("match.power_level_scores", f"{shown(scores)}; allowed: {', '.join(SCORES_RULES)}")
        sets = mapping("match.technique_sets", match.get("technique_sets", {}), "technique sets")
        spreads = mapping("match.spreads", match.get("spreads", {}), "named spreads")
        for side, changes in by_side.items():
            if changes:
                setup = _vary_side(setup, side, changes, (rule, scores), (sets, spreads))
        try:
            setup = EncounterSetup.model_validate(
                {**setup.model_dump(), "settings": settings, "edition": edition}
            )
        except ValidationError as error:
            fail("match", first_problem(error, "setup"))
        names = tuple(_side_name(setup, side) for side in sides)
        return DbuJob(setup, tuple(sides), tuple(side_bots[s] for s in sides), names)


def _base_setup(
    match: Mapping[str, Any], values: Mapping[str, Any], base_dir: Path
) -> EncounterSetup:
    library = match.get("library")
    if library is None:
        folders: tuple[Path, ...] = library_from_env()
    else:
        if not isinstance(library, list) or not all(isinstance(p, str) for p in library):
            fail("match.library", f"a list of folders, not {shown(library)}")
        folders = tuple(base_dir / p for p in library)
    if "encounter" in values:
        return _encounter("encounter", values["encounter"], base_dir, folders)
    if ("sides" in match) == ("encounter" in match):
        fail("match", "give either sides (a sheet file per side) or an encounter file")
    if "encounter" in match:
        return _encounter("match.encounter", match["encounter"], base_dir, folders)
    given = mapping("match.sides", match["sides"], "the sides")
    if len(given) < 2:
        fail("match.sides", "a fight needs at least two sides")
    sheets: dict[str, CharacterSheet] = {}
    fighters = []
    for side, files in given.items():
        where = f"match.sides.{side}"
        side_name = word(where, side, "a side's name") if not isinstance(side, int) else str(side)
        listed = files if isinstance(files, list) else [files]
        if not listed:
            fail(where, "a side needs at least one sheet file")
        for item in listed:
            sheet = _load(where, file_path(where, item, base_dir, "sheet"))
            key = _key(sheets, sheet)
            sheets[key] = sheet
            fighters.append(FighterSetup(sheet=key, side=side_name))
    try:
        return EncounterSetup(sheets=sheets, fighters=tuple(fighters))
    except ValidationError as error:
        fail("match.sides", first_problem(error, "sides"))


def _key(sheets: Mapping[str, CharacterSheet], sheet: CharacterSheet) -> str:
    """The sheet's key in a setup, as ``duel_setup`` names it (the name, numbered if taken)."""
    key, n = sheet.name, 2
    while key in sheets and sheets[key] != sheet:
        key = f"{sheet.name} ({n})"
        n += 1
    return key


def _load(where: str, path: Path) -> CharacterSheet:
    try:
        return load_sheet(path)
    except TenkaichiError as error:
        raise relayed(where, error) from None


def _encounter(where: str, value: Any, base_dir: Path, folders: tuple[Path, ...]) -> EncounterSetup:
    path = file_path(where, value, base_dir, "encounter")
    try:
        return load_encounter(path, library=folders)
    except TenkaichiError as error:
        raise relayed(where, error) from None


def _edition(where: str, value: Any) -> str:
    if value not in EDITIONS:
        fail(where, f"unknown edition {shown(value)}; allowed: {', '.join(EDITIONS)}")
    return str(value)


def _bot(where: str, value: Any) -> str:
    name = word(where, value, "a bot")
    if name.startswith("search:") and not name.removeprefix("search:").isdigit():
        fail(
            where,
            f"{shown(name)}: the lab's search bot takes a number of sampled futures a decision "
            "(search:20), never a time, so results are the same on every machine",
        )
    try:
        make_bot(name, 0, timed=False)
    except TenkaichiError as error:
        raise relayed(where, error) from None
    return name


def _rules(given: Mapping[Any, Any], where: str) -> dict[str, Any]:
    check_rules(DEFAULT_COMBAT_SETTINGS, given, where)
    return dict(given)


def _side_parameter(name: str, sides: list[str]) -> tuple[str, str]:
    for side in sorted(sides, key=len, reverse=True):
        if name.startswith(f"{side}."):
            tail = name.removeprefix(f"{side}.")
            if tail in SIDE_PARAMETERS:
                return side, tail
            if tail.startswith("attributes."):
                attribute = tail.removeprefix("attributes.").strip().capitalize()
                if f"attributes.{attribute}" in SIDE_PARAMETERS:
                    return side, f"attributes.{attribute}"
            fail(name, f"unknown parameter of a side; a side's are: {', '.join(SIDE_PARAMETERS)}")
    fail(
        name,
        f"unknown parameter; the sides are {', '.join(sides)} (<side>.power_level ...), and "
        "edition, bot, encounter and rules.<setting> are the others",
    )


def _swap_sheet(setup: EncounterSetup, side: str, sheet: CharacterSheet) -> EncounterSetup:
    sheets = dict(setup.sheets)
    key = _key(sheets, sheet)
    sheets[key] = sheet
    fighters = tuple(
        f.model_copy(update={"sheet": key}) if f.side == side else f for f in setup.fighters
    )
    used = {f.sheet for f in fighters}
    sheets = {k: s for k, s in sheets.items() if k in used}
    return setup.model_copy(update={"sheets": sheets, "fighters": fighters})


def _vary_side(
    setup: EncounterSetup,
    side: str,
    changes: Mapping[str, Any],
    rules: tuple[str, str],
    named: tuple[Mapping[str, Any], Mapping[str, Any]],
) -> EncounterSetup:
    """``named``: the match's technique sets and its named spreads."""
    sheets = dict(setup.sheets)
    fighters = list(setup.fighters)
    for key in dict.fromkeys(f.sheet for f in fighters if f.side == side):
        varied = vary_sheet(
            sheets[key],
            side,
            changes,
            points_rule=rules[0],
            scores_rule=rules[1],
            technique_sets=named[0],
            spreads=named[1],
        )
        shared = any(f.sheet == key and f.side != side for f in fighters)
        new_key = key
        if shared:
            new_key, n = f"{key} ({side})", 2
            while new_key in sheets:
                new_key = f"{key} ({side}, {n})"
                n += 1
        sheets[new_key] = varied
        fighters = [
            f.model_copy(update={"sheet": new_key}) if f.side == side and f.sheet == key else f
            for f in fighters
        ]
    return setup.model_copy(update={"sheets": sheets, "fighters": tuple(fighters)})


def _side_name(setup: EncounterSetup, side: str) -> str:
    """A side as people read it: its fighters and the side's name ("Piccolo Jr. (A)")."""
    names = []
    for f in setup.fighters:
        if f.side == side:
            name = f.id or setup.sheets[f.sheet].name
            names.append(f"{name} ×{f.count}" if f.count > 1 else name)
    text = f"{', '.join(names)} ({side})"
    return text if len(text) <= LONGEST_SIDE_NAME else f"Side {side}"


__all__ = ["DbuJob", "DbuLab"]
