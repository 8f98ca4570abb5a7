"""Who plays whom in ``tenkaichi play``: people (hot-seat at one terminal) and bots.

``--human`` names a side letter or a fighter (repeatable); a game master can hand a fighter to
a person or back to the bot during the fight (``take NAME`` / ``give NAME``). What the shared
screen may show follows from who sits at it: one side's people see that side's view; people of
two sides or more see only what every side may see (no side's secret, such as a Duel's secret
Ki Wager); the game master (``--gm``), or a table of bots only, sees every event whole.

Bots are made afresh for each decision from the fight's seed and the number of choices made so
far, so a bot's choice depends only on where the fight is: a resumed or undone fight gets the
same bot choices as one played straight through.
"""

from __future__ import annotations

from collections.abc import Iterable

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.play.bot_names import bot_words, make_bot
from tenkaichi.dbu.play.bots import decide
from tenkaichi.errors import TenkaichiError

PUBLIC = ""
"""The view of a screen several sides share: a side no event is addressed to."""


def resolve(enc: Encounter, names: Iterable[str], option: str = "--human") -> list[str]:
    """Fighter ids for side letters or fighter names (case does not matter)."""
    fighters = enc.state.fighters
    out: list[str] = []
    for name in names:
        text = name.strip()
        side = [f.id for f in fighters if f.side == text]
        if not side:
            side = [f.id for f in fighters if f.side.lower() == text.lower() and len(text) <= 2]
        match = side or [f.id for f in fighters if f.id.lower() == text.lower()]
        if not match:
            sides = ", ".join(dict.fromkeys(f.side for f in fighters))
            names_ = ", ".join(f.id for f in fighters)
            shown = text.encode("utf-8", "replace").decode("utf-8")[:40]
            raise TenkaichiError(
                f"{option}: {shown!r} is neither a side ({sides}) nor a fighter ({names_})"
            )
        out += [m for m in match if m not in out]
    return out


class Seats:
    """Which fighters people play, and what the shared screen may show."""

    def __init__(self, enc: Encounter, humans: Iterable[str], gm: bool, bot: str) -> None:
        self.sides = {f.id: f.side for f in enc.state.fighters}
        self.humans = [h for h in humans if h in self.sides]
        self.gm = gm
        self.bot = bot

    def human(self, fighter: str) -> bool:
        return fighter in self.humans

    def take(self, enc: Encounter, name: str) -> list[str]:
        found = resolve(enc, [name], "take")
        self.humans += [f for f in found if f not in self.humans]
        return found

    def give(self, enc: Encounter, name: str) -> list[str]:
        found = resolve(enc, [name], "give")
        self.humans = [h for h in self.humans if h not in found]
        return found

    def human_sides(self) -> list[str]:
        return list(dict.fromkeys(self.sides[h] for h in self.humans))

    def screen(self) -> str | None:
        """The side whose view the shared screen shows; None: everything (see module)."""
        sides = self.human_sides()
        if self.gm or not sides:
            return None
        return sides[0] if len(sides) == 1 else PUBLIC

    def view_side(self, fighter: str) -> str:
        """The side whose view a person choosing for ``fighter`` is shown."""
        return self.sides.get(fighter, PUBLIC)

    def describe(self) -> str:
        if not self.humans:
            return f"the {bot_words(self.bot)} bot plays every fighter"
        people = ", ".join(f"{h} ({self.sides[h]})" for h in self.humans)
        bots = [f for f in self.sides if f not in self.humans]
        rest = f"; the {bot_words(self.bot)} bot plays {', '.join(bots)}" if bots else ""
        return f"people play {people}{rest}"

    def bot_choice(self, enc: Encounter, seed: int) -> int:
        """The bot's answer to the pending decision (see the module docstring)."""
        bot = make_bot(self.bot, seed * 1_000_003 + len(enc.choices))
        return decide(bot, enc)


__all__ = ["PUBLIC", "Seats", "resolve"]
