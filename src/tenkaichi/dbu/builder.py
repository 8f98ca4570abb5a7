"""Building a character sheet by answering questions, like the character builders players use.

:class:`SheetBuilder` asks one question at a time through two callables (``ask`` returns the
answer to a prompt, ``say`` shows a line), so the terminal, a pipe or a test drive it alike.
Every question shows the legal choices and what is left (Attribute points, the Score cap); a
bad answer gets one line saying why and the question again. The result is checked by the sheet
schema (:class:`~tenkaichi.dbu.sheet.CharacterSheet`) before anyone writes it.

Attribute points (``builder-attribute-points``; reference section 1, after S2's Power Level
table and race files): every Score starts at 1; the race adds its increases
(``data/dbu/racial_attributes.yaml``: fixed ones, and amounts the player places on one of a few
Attributes; a race without an entry, such as ``custom``, gives 5 points to place freely); each
Attribute Addition gives 2 points: five at Power Level 1, one at Power Level 3, and one at each
later Power Level ending in 0, 2, 5 or 7 (none at 30). Each Score is capped by the Tier of Power
(8 at Tier 1, +3 a Tier).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from pydantic import ValidationError

from tenkaichi.dbu.advantages import canonical, closest
from tenkaichi.dbu.characters import character_data
from tenkaichi.dbu.profiles import attack_profiles
from tenkaichi.dbu.races import racial_attributes
from tenkaichi.dbu.sheet import CharacterSheet
from tenkaichi.dbu.sheet_fields import (
    ATTRIBUTES,
    MAX_POWER_LEVEL,
    SAVES,
    score_cap,
    tier_for_power_level,
)
from tenkaichi.errors import ContentError
from tenkaichi.files import shorten
from tenkaichi.problems import first_problem
from tenkaichi.text import check_name

CREATION_SIZES = ("small", "medium", "large")
"""The sizes a character may be made at (seed 000: "Small, Medium or Large")."""
RACIAL_POINTS = 5
"""Attribute points a race without an entry in the racial table adds (reference section 1:
typically +2/+2/+1)."""
POINTS_PER_ADDITION = 2
FIRST_ADDITIONS = 5


def attribute_additions(power_level: int) -> int:
    """Attribute Additions earned by a Power Level (see the module docstring)."""
    later = sum(1 for level in range(5, min(power_level, 29) + 1) if level % 5 in (0, 2))
    return FIRST_ADDITIONS + (1 if power_level >= 3 else 0) + later


def attribute_points(power_level: int) -> int:
    """Points the Attribute Additions give to place (the race's increases apart)."""
    return POINTS_PER_ADDITION * attribute_additions(power_level)


class Retry(ValueError):
    """A bad answer: its message is the one line shown before the question comes again."""


Ask = Callable[[str], str]
Say = Callable[[str], None]


class SheetBuilder:
    """The questions, in order; :meth:`build` returns the sheet's fields, checked."""

    def __init__(self, ask: Ask, say: Say) -> None:
        self._ask = ask
        self._say = say

    def question(self, prompt: str, parse: Callable[[str], Any]) -> Any:
        """Ask until ``parse`` accepts the answer (it raises :class:`Retry` otherwise)."""
        while True:
            try:
                answer = self._ask(prompt)
            except EOFError:
                raise ContentError(f"no answer to {prompt.strip()!r}: the input ended") from None
            try:
                return parse(answer.strip())
            except Retry as error:
                self._say(f"  {error}")

    def build(self) -> dict[str, Any]:
        say = self._say
        name = self.question("Name: ", _name)
        races = sorted(character_data().racial_life_modifiers)
        say("Races: " + ", ".join(races))
        race = self.question("Race: ", lambda a: _choice(a, races, "race"))
        say("Sizes at creation: " + ", ".join(CREATION_SIZES) + " (Enter: medium)")
        size = self.question("Size: ", lambda a: _choice(a or "medium", CREATION_SIZES, "size"))
        power_level = self.question(
            f"Power Level (1-{MAX_POWER_LEVEL}, Enter: 1): ",
            lambda a: _number(a or "1", 1, MAX_POWER_LEVEL, "Power Level"),
        )
        attributes = self._attributes(race, power_level)
        sheet: dict[str, Any] = {
            "name": name,
            "race": race,
            "power_level": power_level,
            "size": size,
            "attributes": attributes,
        }
        racial = racial_attributes().get(race)
        usual = racial.saves[0] if racial and racial.saves else None
        say("Saving Throws: " + ", ".join(SAVES) + f" (Enter: {usual or 'none'})")
        save = self.question(
            "Your race's Saving Throw: ",
            lambda a: _choice(a, SAVES, "Saving Throw") if a else usual,
        )
        if save:
            sheet["racial_save"] = save
        signatures = self._signatures()
        if signatures:
            sheet["signatures"] = signatures
        try:
            CharacterSheet.model_validate(sheet)
        except ValidationError as error:  # the questions keep every rule; a safety net
            problem = first_problem(error, "sheet")
            raise ContentError(f"the sheet built is not valid: {problem}") from None
        return sheet

    def _racial_scores(self, race: str) -> tuple[dict[str, int], int]:
        """The Scores after the race's increases (the chosen ones asked), and the points left
        to place freely (5 for a race the table does not list)."""
        scores = dict.fromkeys(ATTRIBUTES, 1)
        racial = racial_attributes().get(race)
        if racial is None:
            return scores, RACIAL_POINTS
        for attribute, n in racial.fixed.items():
            scores[attribute] += n
        fixed = ", ".join(f"{a} +{n}" for a, n in racial.fixed.items())
        if fixed:
            self._say(f"Your race adds {fixed}.")
        for choice in racial.choices:
            options = list(choice.options or ATTRIBUTES)
            picked: str = self.question(
                f"Racial increase +{choice.amount} to ({', '.join(options)}): ",
                partial(_choice, choices=options, what="choice"),
            )
            scores[picked] += choice.amount
        return scores, 0

    def _attributes(self, race: str, power_level: int) -> dict[str, int]:
        tier = tier_for_power_level(power_level)
        cap = score_cap(tier)
        scores, free = self._racial_scores(race)
        left = free + attribute_points(power_level)
        self._say(
            f"Attributes: {left} points to place ({attribute_additions(power_level)} Attribute "
            f"Additions of {POINTS_PER_ADDITION}"
            + (f" and the race's {free}" if free else "")
            + f"); at Tier of Power {tier} a Score is at most {cap}."
        )
        for attribute in ATTRIBUTES:
            low = min(scores[attribute], cap)
            top = min(cap, low + left)
            score: int = self.question(
                f"{attribute.capitalize()} ({low}-{top}, {left} points left, Enter: {low}): ",
                partial(_score, low=low, top=top, what=attribute.capitalize()),
            )
            scores[attribute] = score
            left -= score - low
        if left:
            self._say(f"{left} Attribute point(s) left unplaced.")
        return scores

    def _signatures(self) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        profiles = attack_profiles()
        names: set[str] = set()
        while True:
            name = self.question(
                "Signature Technique name (Enter: no more): ",
                lambda a: _technique_name(a, names),
            )
            if not name:
                return out
            names.add(name.casefold())
            self._say("Profiles: " + ", ".join(profiles))
            chosen = self.question("Profile: ", lambda a: _choice(a, list(profiles), "Profile"))
            foundations = list(profiles[chosen].foundations)
            foundation = foundations[0]
            if len(foundations) > 1:
                foundation = self.question(
                    f"Foundation ({', '.join(foundations)}): ",
                    partial(_choice, choices=foundations, what="Foundation"),
                )
            sig: dict[str, Any] = {"name": name, "profile": chosen, "foundation": foundation}
            advantages = self.question(
                "Advantages (comma-separated names, Enter: none): ", _advantages
            )
            if advantages:
                sig["advantages"] = advantages
            out.append(sig)


def _name(answer: str) -> str:
    try:
        return check_name(answer)
    except ValueError as error:
        raise Retry(str(error)) from None


def _choice(answer: str, choices: Sequence[str], what: str) -> str:
    """One of ``choices`` by its name (any case) or its number in the list."""
    if answer.isdigit() and 1 <= int(answer) <= len(choices):
        return choices[int(answer) - 1]
    wanted = answer.casefold().replace(" ", "-")
    for choice in choices:
        if choice.casefold() in (answer.casefold(), wanted):
            return choice
    raise Retry(f"not a {what}: {shorten(answer)!r}; choose one of: {', '.join(choices)}")


def _score(answer: str, low: int, top: int, what: str) -> int:
    return _number(answer or str(low), low, top, what)


def _number(answer: str, low: int, high: int, what: str) -> int:
    if not answer.isdigit() or not low <= int(answer) <= high:
        raise Retry(f"{what} is a whole number from {low} to {high}, not {shorten(answer)!r}")
    return int(answer)


def _technique_name(answer: str, taken: set[str]) -> str:
    if not answer:
        return ""
    if answer.casefold() in taken:
        raise Retry(f"there is already a Signature Technique named {shorten(answer)!r}")
    return _name(answer)


def _advantages(answer: str) -> list[str]:
    names = [part.strip() for part in answer.split(",") if part.strip()]
    out: list[str] = []
    for name in names:
        known = canonical(name)
        if known is None:
            near = closest(name)
            hint = f" (did you mean {near!r}?)" if near else ""
            raise Retry(f"advantage {shorten(name)!r} is not known{hint}")
        if known in out:
            raise Retry(f"the Advantage {known!r} is listed twice")
        out.append(known)
    return out
