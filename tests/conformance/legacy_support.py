"""Helpers for the seed 003 (edition ``dbu-1``) conformance files: no tests live here.

Everything goes through the public API: sheets are parsed from YAML text with
``parse_sheet``, fights start with ``Encounter.start(setup, dice=[...])`` (fixed die results,
consumed in order), and the tests read ``enc.decision`` (actor, kind, options), pick an option
by its kind and args, and read ``enc.events`` (kind, who, text, data)."""

from __future__ import annotations

from typing import Any

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EncounterSetup, FeatureSetup, FighterSetup, ItemSetup
from tenkaichi.dbu.sheet_files import parse_sheet

EDITIONS = ("dbu-1", "dbu-2")

# Answers that keep a fight moving without changing it: no Instant, no Modifier, plain Dodge,
# accept a Duel, the first Clash roll offered (Strike), end a turn that is not under test.
_QUIET = ("pass", "no_modifier", "dodge", "no_escape", "clash_roll", "end_turn")


def sheet(
    name: str,
    *,
    pl: int = 4,
    ag: int = 5,
    fo: int = 5,
    te: int = 5,
    sc: int = 3,
    ins: int = 4,
    ma: int = 1,
    pe: int = 3,
    size: str = "medium",
    race: str = "earthling",
    extra: str = "",
) -> Any:
    """A character sheet parsed from YAML text (docs/schema/dbu-character.schema.json)."""
    text = (
        f"name: {name}\n"
        f"race: {race}\n"
        f"power_level: {pl}\n"
        f"size: {size}\n"
        f"attributes: {{agility: {ag}, force: {fo}, tenacity: {te}, scholarship: {sc}, "
        f"insight: {ins}, magic: {ma}, personality: {pe}}}\n"
        f"{extra}"
    )
    return parse_sheet(text, f"{name}.yaml")


def awakening(**bonuses: int) -> str:
    """A sheet fragment: an always-on Awakening that raises Attribute Modifiers only."""
    inner = ", ".join(f"{k}: {v}" for k, v in bonuses.items())
    return (
        "forms:\n"
        "  - {name: Quickening, kind: awakening, tier_requirement: 1, "
        f"stress_test_requirement: 0, attribute_bonuses: {{{inner}}}}}\n"
    )


def start(
    fighters: list[tuple[Any, str, dict[str, Any]]],
    dice: list[int],
    *,
    edition: str = "dbu-1",
    width: int = 16,
    height: int = 10,
    features: tuple[FeatureSetup, ...] = (),
    items: tuple[ItemSetup, ...] = (),
    settings: dict[str, Any] | None = None,
) -> Encounter:
    """Start a fight: ``fighters`` are (sheet, side, FighterSetup options); ``settings``:
    combat settings."""
    sheets = {}
    entries = []
    for sh, side, opts in fighters:
        key = sh.name.lower().replace(" ", "_")
        sheets[key] = sh
        entries.append(FighterSetup(sheet=key, side=side, **opts))
    setup = EncounterSetup(
        sheets=sheets,
        fighters=tuple(entries),
        edition=edition,
        width=width,
        height=height,
        features=features,
        items=items,
        settings=settings or {},
    )
    return Encounter.start(setup, dice=list(dice))


def options(enc: Encounter, kind: str | None = None, **args: Any) -> list[Any]:
    """The pending decision's options of this kind whose args contain ``args``."""
    d = enc.decision
    if d is None:
        return []
    return [
        o
        for o in d.options
        if (kind is None or o.kind == kind) and all(o.args.get(k) == v for k, v in args.items())
    ]


def kinds(enc: Encounter) -> set[str]:
    return {o.kind for o in enc.decision.options} if enc.decision else set()


def choose(enc: Encounter, kind: str, **args: Any) -> list[Any]:
    """Choose the first option of this kind with these args; returns the new events."""
    found = options(enc, kind, **args)
    assert found, (
        f"no option {kind} {args} for {enc.decision.actor} ({enc.decision.kind}): "
        f"{sorted({o.kind for o in enc.decision.options})}"
    )
    return list(enc.choose(found[0]))


def advance(enc: Encounter, actor: str, kind: str, *, wager: int = 0, limit: int = 60) -> list[Any]:
    """Answer every decision quietly until ``actor`` must make a decision of ``kind``."""
    new: list[Any] = []
    for _ in range(limit):
        d = enc.decision
        assert d is not None, "the fight ended before the awaited decision"
        if d.actor == actor and d.kind == kind:
            return new
        if d.kind == "wager":
            new += choose(enc, "wager", kp=wager)
            continue
        for quiet in _QUIET:
            if any(o.kind == quiet for o in d.options):
                new += choose(enc, quiet)
                break
        else:
            raise AssertionError(f"cannot answer {d.actor} {d.kind}: {[o.kind for o in d.options]}")
    raise AssertionError(f"{actor} never had to decide {kind}")


def evs(events: list[Any], kind: str | None = None, who: str | None = None) -> list[Any]:
    return [e for e in events if (kind is None or e.kind == kind) and (who is None or e.who == who)]


def texts(events: list[Any]) -> str:
    return "\n".join(e.text for e in events)


def feature(fid: str, pos: tuple[int, int], hardness: int) -> FeatureSetup:
    return FeatureSetup(id=fid, pos=pos, hardness=hardness)


def item(iid: str, holder: str, *, kind: str = "item", ammo: int = 0) -> ItemSetup:
    return ItemSetup(
        id=iid, name=iid.title(), kind=kind, holder=holder, wielded=kind == "weapon", ammo=ammo
    )
