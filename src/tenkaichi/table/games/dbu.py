"""Dragon Ball Universe at the table: an ``Encounter`` is the match as it is.

What a set of sides may see: every fighter's public numbers and conditions (Holding Back,
a secret of its side, is left out for the others; in dbu-1 so are another side's Ki and
Capacity, which would tell its stacks) and the events through :func:`seen_by_sides`.
Physical dice are supported: a fight that needs a roll nobody entered raises
:class:`~tenkaichi.dice.physical.DiceNeeded` and the table asks the roll's owner for it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any, cast

from tenkaichi.dbu.combat.core.engine import Encounter, replay
from tenkaichi.dbu.combat.core.events import Event
from tenkaichi.dbu.combat.core.setup import EncounterSetup, parse_setup
from tenkaichi.dbu.combat.editions.dbu1.holding_back import HOLDING
from tenkaichi.dbu.combat.editions.dbu1.rules import legacy
from tenkaichi.dbu.play.bot_names import make_bot
from tenkaichi.dbu.play.bots import decide
from tenkaichi.dice.physical import PhysicalDice
from tenkaichi.errors import TenkaichiError
from tenkaichi.i18n import current
from tenkaichi.table.games.base import Match, Viewer, choose_all
from tenkaichi.table.games.dbu_reactions import FAMILIES
from tenkaichi.table.policies import Family

SECRET_EFFECTS = frozenset({HOLDING})
"""Conditions only the fighter's own side may see."""
PASS_KINDS = frozenset({"pass", "no_effort", "refuse", "stay"})
"""Option kinds that do nothing (with every kind starting ``no_``)."""


def _knows_ki(side: str, viewer: Viewer, secret: bool) -> bool:
    """In dbu-1 a fighter's Ki and Capacity are known to its side only: at full Holding Back
    stacks every Ki Point cost is 1(bT) lower, so the Ki spent would tell the stacks."""
    return not secret or viewer is None or side in viewer


def seen_by_sides(event: Event, viewer: Viewer) -> Event | None:
    """``event`` as a viewer of ``viewer`` sides is shown it, or ``None`` when it may not be."""
    if viewer is None:
        return event
    if event.visible_to and not viewer.intersection(event.visible_to):
        return None
    return event.seen_by_any(frozenset(viewer))


class DbuRules:
    name = "dbu"
    title = "Dragon Ball Universe"
    dice_modes: tuple[str, ...] = ("seeded", "physical")
    bot_kinds: tuple[str, ...] = ("random", "greedy", "search")
    """The search bot thinks for a time a decision (half a second); what it chose is logged,
    so the table replays whatever the machine's speed."""
    default_settings: Mapping[str, Any] = MappingProxyType({})

    def parse_setup(self, raw: Any, where: str) -> EncounterSetup:
        if isinstance(raw, EncounterSetup):
            return raw
        return parse_setup(dict(raw) if isinstance(raw, dict) else raw, where)

    def dump_setup(self, setup: Any) -> dict[str, Any]:
        return cast(EncounterSetup, setup).model_dump(mode="json")

    def sides(self, setup: Any) -> dict[str, str]:
        return {f.id: f.side for f in Encounter(setup, 0).state.fighters}

    def preview(self, setup: Any, seed: int) -> Match | None:
        return Encounter(setup, seed)

    def sides_now(self, match: Match) -> dict[str, str] | None:
        return {f.id: f.side for f in cast(Encounter, match).state.fighters}

    reaction_families: tuple[Family, ...] = FAMILIES

    def turn_of(self, match: Match) -> str:
        state = cast(Encounter, match).state
        return f"{state.round}:{state.active}"

    def start(self, setup: Any, seed: int, dice: PhysicalDice | None) -> Encounter:
        return Encounter.start(setup, seed, dice=dice)

    def replay(
        self, setup: Any, seed: int, dice: PhysicalDice | None, keys: Sequence[Any]
    ) -> Match:
        if dice is not None:
            return choose_all(Encounter.start(setup, seed, dice=dice), keys, "choice")
        record = {
            "ruleset": setup.edition,
            "setup": setup.model_dump(mode="json"),
            "seed": seed,
            "dice": dice,
            "choices": list(keys),
        }
        return replay(record)

    def bot_choice(self, match: Match, kind: str, seed: int) -> int:
        return decide(make_bot(kind, seed=seed), cast(Encounter, match))

    def pass_option(self, match: Match) -> int | None:
        decision = match.decision
        for i, option in enumerate(decision.options if decision else ()):
            kind = cast(Any, option).kind
            if kind in PASS_KINDS or kind.startswith("no_"):
                return i
        return None

    def winner(self, match: Match) -> str:
        return cast(Encounter, match).state.winner

    def public(self, match: Match | None, viewer: Viewer) -> dict[str, Any]:
        if match is None:
            return {"fighters": []}
        enc = cast(Encounter, match)
        ki_secret = legacy(enc)
        return {
            "fighters": [
                {
                    "name": f.id,
                    "side": f.side,
                    "pos": list(f.pos),
                    "life": f.life,
                    "ki": f.ki if _knows_ki(f.side, viewer, ki_secret) else None,
                    "capacity": f.capacity if _knows_ki(f.side, viewer, ki_secret) else None,
                    "form": f.form,
                    "threshold": f.threshold,
                    "defeated": f.defeated,
                    "conditions": [
                        e.name
                        for e in f.effects
                        if e.name not in SECRET_EFFECTS or viewer is None or f.side in viewer
                    ],
                }
                for f in enc.state.fighters
            ]
        }

    def event_json(self, match: Match, event: Any, viewer: Viewer) -> dict[str, Any] | None:
        """The event as ``viewer`` is shown it, in the language of the reader being served,
        without the table's seed (whoever knew it could
        foretell every die still to come: the start of a fight records it for the log)."""
        shown = seen_by_sides(event, viewer)
        if shown is None:
            return None
        out = shown.to_json()
        out["text"] = shown.words(current())  # in the reader's language
        if "seed" in out.get("data", {}):
            out["data"] = {k: v for k, v in out["data"].items() if k != "seed"}
        return out

    def option_json(self, match: Match, index: int, viewer: Viewer) -> dict[str, Any]:
        return {}

    def snapshot(self, match: Match) -> dict[str, Any] | None:
        return cast(Encounter, match).to_json()

    def from_snapshot(self, stored: Any, keys: Sequence[Any], dice: Sequence[int]) -> Match | None:
        record = stored.get("record", {}) if isinstance(stored, dict) else {}
        if record.get("choices") != list(keys) or (record.get("dice") or []) != list(dice):
            return None
        try:
            Encounter.from_json(stored)  # verifies the snapshot by replaying it
            return replay(record)
        except TenkaichiError:
            return None  # a cache that does not verify is ignored


RULES = DbuRules()

__all__ = ["PASS_KINDS", "RULES", "SECRET_EFFECTS", "DbuRules", "seen_by_sides"]
