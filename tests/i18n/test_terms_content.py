"""The names of DBU game content in every language (issue 38): every name a person reads that
comes from the content data (maneuvers, reactions, Advantages, Profiles, Combat Conditions and
States, Transformation Aspects, the example sheets' forms, auras and items, skills, Attributes,
Saving Throws, Damage Categories, sizes, races, difficulties) and every roll part label seeded
fights of the example encounters build has a ``term-*`` message in every catalogue, found
through the same tables the engine reads, never a list written here."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from functools import cache
from pathlib import Path
from typing import Any, get_args

import pytest

from tenkaichi.dbu import advantages, profiles
from tenkaichi.dbu.characters import character_data
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EncounterSetup, duel_setup, load_encounter
from tenkaichi.dbu.combat.families.conditions import states
from tenkaichi.dbu.combat.families.team import intervene
from tenkaichi.dbu.combat.rules import attack_clash, catalog, checks, clash, damage, rolls, stats
from tenkaichi.dbu.derived import key_name
from tenkaichi.dbu.forms import ASPECTS, Form
from tenkaichi.dbu.play.bots import RandomBot, run_fight
from tenkaichi.dbu.play.safety import with_safety_limits
from tenkaichi.dbu.sheet import SKILLS, CharacterSheet
from tenkaichi.dbu.sheet_fields import ATTRIBUTES, SAVES
from tenkaichi.dbu.sheet_files import load_sheet
from tenkaichi.dbu.sheet_view import words
from tenkaichi.dice.tables import dice_tables
from tenkaichi.i18n import PSEUDO, SUPPORTED, Msg, Seq, Term
from tenkaichi.i18n.catalogue import bundle, term_id

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
EDITIONS = (catalog.DEFAULT, *catalog.OVERLAYS)
TAIL = re.compile(r"^(?P<head>.+?)(?P<tail>(?: [×x]\d+| ½| \([^()]*\)| [+-]?\d+)+)$")
"""A counted or bracketed tail that a term keeps (``Diminishing Defense ×2``, ``Elemental
(Fire)``): the head is the term; a lone bracket's inside is a term of its own."""


# --- the content tables ---------------------------------------------------------------------


def _maneuvers() -> set[str]:
    return {m.name for edition in EDITIONS for m in catalog.maneuvers(edition).values()}


def _reactions() -> set[str]:
    """The Defend options, the Clash rolls and the Intervene answers."""
    return (
        {words(kind) for kind in attack_clash.DEFENDS}
        | set(clash.ROLLS.values())
        | {words(kind) for kind in intervene.INTERVENE_KP}
    )


def _advantages() -> set[str]:
    found = set(advantages.GRANTED.values())
    for entry in advantages.catalogue().values():
        found |= {entry.name, *entry.choices}
    return found


def _profiles() -> set[str]:
    return set(profiles.profiles())


def _conditions() -> set[str]:
    return set(stats.CONDITIONS.values()) | set(states.NAMES.values()) | {states.SOURCE}


def _transformations() -> set[str]:
    kinds = get_args(Form.model_fields["kind"].annotation)
    return {name for name, _, _ in ASPECTS.values()} | {words(kind) for kind in kinds}


def _character() -> set[str]:
    """Skills, Attributes, Saving Throws, sizes, races and difficulties."""
    data = character_data()
    return (
        {words(skill) for skill in SKILLS}
        | {words(attribute) for attribute in ATTRIBUTES}
        | {words(save) for save in SAVES}
        | {key_name(size.name) for size in data.sizes}
        | {key_name(race) for race in data.racial_life_modifiers}
        | {row.label for row in dice_tables().difficulties}
        | {words(category) for category in checks.SKILL_DIFFICULTIES}
    )


def _damage_categories() -> set[str]:
    return set(damage.CATEGORY_NAMES.values())


@cache
def _setups() -> tuple[EncounterSetup, ...]:
    """Every example encounter, and the example sheets in duels (one duel per sheet)."""
    sheets = sorted(p for p in EXAMPLES.glob("*.yaml"))
    found = [load_encounter(p, library=[EXAMPLES]) for p in sorted(EXAMPLES.glob("encounters/*"))]
    found += [duel_setup([a, b]) for a, b in zip(sheets, sheets[1:] + sheets[:1], strict=True)]
    return tuple(found)


def _sheets() -> Iterator[CharacterSheet]:
    yield from (load_sheet(p) for p in sorted(EXAMPLES.glob("*.yaml")))
    for setup in _setups():
        yield from setup.sheets.values()


def _example_content() -> set[str]:
    """The example sheets' forms and auras and the example encounters' items and vehicles (a
    Signature Technique's name is its own, as a fighter's is)."""
    found: set[str] = set()
    for sheet in _sheets():
        found |= {form.name for form in sheet.forms} | {aura.name for aura in sheet.auras}
    for setup in _setups():
        found |= {item.name for item in setup.items} | {v.name for v in setup.vehicles}
    return found


# --- what seeded fights show ----------------------------------------------------------------


class _Seen:
    """What the fights of the example encounters show: the roll part labels, the maneuvers,
    conditions, States and Profiles named in their events, and the names that are data
    (fighters, features, items, signatures: they stay as they are)."""

    def __init__(self) -> None:
        self.labels: set[str] = set()
        self.names: set[str] = set()
        self.data: set[str] = set()

    def parts(self, parts: rolls.Parts) -> None:
        for label, _ in parts:
            said = getattr(label, "msg", label)  # a Phrase: English with its message
            self.labels |= {said} if isinstance(said, str) else set(_terms(said))

    def fight(self, setup: EncounterSetup, edition: str, seed: int) -> None:
        enc = Encounter.start(
            with_safety_limits(setup.model_copy(update={"edition": edition})), seed
        )
        self.data |= {f.id for f in enc.state.fighters}
        self.data |= {ft.id for ft in setup.features} | {it.id for it in setup.items}
        self.data |= {v.id for v in setup.vehicles} | {"ground"}
        for sheet in setup.sheets.values():
            self.data |= {s.name for s in sheet.signatures}
        sides = list(dict.fromkeys(f.side for f in enc.state.fighters))
        run_fight(enc, {side: RandomBot(seed * 31 + i) for i, side in enumerate(sides)})
        table = catalog.maneuvers(edition)
        for event in enc.events:
            got = event.data
            if got.get("maneuver") in table:
                self.names.add(table[got["maneuver"]].name)
            for key in ("condition", "state"):
                if isinstance(got.get(key), str) and got[key]:
                    self.names.add(stats.effect_label(got[key]))
            if got.get("profile"):
                self.names.add(got["profile"])


def _terms(said: Any) -> Iterator[str]:
    """The game terms inside a roll part's label made as a message (``½ Force Score``)."""
    if isinstance(said, Term):
        yield said.english
    elif isinstance(said, Msg):
        for _, arg in said.args:
            yield from _terms(arg)
    elif isinstance(said, Seq):
        for item in said.items:
            yield from _terms(item)


@cache
def _seen() -> _Seen:
    seen = _Seen()
    spied = {"explain": rolls.explain, "explained": rolls.explained}

    def spy(name: str) -> Callable[[rolls.Parts], Any]:
        def watching(parts: rolls.Parts) -> Any:
            seen.parts(parts)
            return spied[name](parts)

        return watching

    with pytest.MonkeyPatch.context() as patch:
        for name in spied:
            patch.setattr(rolls, name, spy(name))
        for setup in _setups():
            for edition in EDITIONS:
                seen.fight(setup, edition, seed=3)
    return seen


def _fought() -> set[str]:
    seen = _seen()
    return seen.names | {label for label in seen.labels if _a_term(label, seen.data)}


def _a_term(label: str, data: set[str]) -> bool:
    """Whether a label is a term: not made of a name, a number in its middle or a leading
    fraction (``½ Force Score``, whose id is ``Force Score``'s): those are sentences, to be
    made of messages where they are built."""
    head = (TAIL.match(label) or {"head": label})["head"]
    if re.search(r"\d", head) or label.startswith(("½", "¼")):
        return False
    return not any(name in label for name in data)


SOURCES: dict[str, Callable[[], set[str]]] = {
    "maneuvers": _maneuvers,
    "reactions": _reactions,
    "advantages": _advantages,
    "profiles": _profiles,
    "conditions and states": _conditions,
    "transformations": _transformations,
    "character": _character,
    "damage categories": _damage_categories,
    "example content": _example_content,
    "fights": _fought,
}


# --- the checks -------------------------------------------------------------------------------


def _missing(names: Iterable[str], locale: str, data: set[str]) -> list[str]:
    """The terms ``names`` need that ``locale``'s catalogue lacks: a name's own, else its
    head's (and a lone bracket's inside, unless that is data or counted)."""
    found = bundle(locale)
    out: list[str] = []

    def need(name: str) -> None:
        if found.has_message(term_id(name)):
            return
        tail = TAIL.match(name)
        if tail is None:
            out.append(name)
            return
        need(tail["head"])
        inner = re.fullmatch(r" \((.*)\)", tail["tail"])
        if inner and not re.search(r"\d", inner[1]) and inner[1] not in data:
            need(inner[1])

    for name in sorted(names):
        need(name)
    return sorted(set(out))


@pytest.mark.parametrize("locale", SUPPORTED)
@pytest.mark.parametrize("source", SOURCES)
def test_every_content_name_has_a_term_in_every_catalogue(source: str, locale: str) -> None:
    names = SOURCES[source]()
    assert names, f"no {source} found: the collector lost its source"
    data = _seen().data if source == "fights" else set()
    assert _missing(names, locale, data) == []


def test_the_fights_show_the_usual_roll_parts() -> None:
    """The collector sees what a fight's rolls are made of (else it checks nothing)."""
    assert {"Haste", "Awareness", "Defense Value", "Force", "Ki Wager"} <= _seen().labels


@pytest.mark.parametrize(
    ("english", "spanish", "portuguese"),
    [
        ("Dodge", "Esquiva", "Dodge"),
        ("Guard Down", "Guardia Baja", "Guard Down"),
        ("Force", "Fuerza", "Força"),
        ("Energy Charge", "Carga de Energía", "Energy Charge"),
        ("Ki Wager", "Apuesta de Ki", "Ki Wager"),
        ("Transformation", "Transformación", "Transformação"),
        ("Perception", "Percepción", "Percepção"),
        ("Defense Value", "Valor de Defensa", "Defense Value"),
        ("Lethal", "Letal", "Lethal"),
    ],
)
def test_well_known_terms_read_as_each_community_writes_them(
    english: str, spanish: str, portuguese: str
) -> None:
    term = Term(english)
    assert term.render("en") == english == str(term)
    assert term.render("es") == spanish
    assert term.render("pt-BR") == portuguese
    pseudo = term.render(PSEUDO)
    assert pseudo.startswith("⟦")
    assert pseudo.endswith("⟧")
    assert not re.search(r"[A-Za-z]", pseudo), pseudo


@pytest.mark.parametrize(
    ("english", "spanish"),
    [
        ("Diminishing Defense ×2", "Defensa Menguante ×2"),
        ("Power ×2", "Poder ×2"),
        ("Elemental (Fire)", "Elemental (Fuego)"),
        ("Cover (east boulder)", "Cobertura (east boulder)"),
        ("Super Saiyan 2", "Super Saiyajin 2"),
        ("Kaioken (Straining)", "Kaioken (Forzado)"),
        ("Defense Value ½", "Valor de Defensa ½"),
        ("Haste ½", "Celeridad ½"),
    ],
)
def test_a_counted_or_bracketed_tail_is_kept(english: str, spanish: str) -> None:
    assert Term(english).render("es") == spanish
    assert Term(english).render("en") == english


@pytest.mark.parametrize("source", SOURCES)
def test_every_term_renders_unchanged_in_english_and_accented_in_pseudo(source: str) -> None:
    data = _seen().data if source == "fights" else set()
    for name in SOURCES[source]():
        if _missing([name], "en", data):
            continue
        assert Term(name).render("en") == name
        head = (TAIL.match(name) or {"head": name})["head"]
        assert "⟦" in Term(head).render(PSEUDO), name
