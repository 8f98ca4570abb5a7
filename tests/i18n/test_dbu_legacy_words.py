"""Edition dbu-1 (the old rules) in every language (issue 38): its own events, options and
questions read in Spanish, Portuguese and the pseudo-language, and Holding Back's secret stays
with the holder's side in every one of them.

The fights are seeded bot fights of the golden corpus's kind (``tests/golden_corpus.py``) in
which Holding Back is used: the holder's rolls carry "Holding Back (all stacks)", and every
side but the holder's is shown each of those rolls as its name and total only
(:class:`~tenkaichi.dbu.combat.core.events.Veiled`: the event's message with the secret taken
out, so the English stays as it always was and the other languages hide the same words).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.events import Event, Veiled
from tenkaichi.dbu.combat.core.setup import EncounterSetup, duel_setup, load_encounter
from tenkaichi.dbu.combat.core.state import Option
from tenkaichi.dbu.combat.rules import rolls
from tenkaichi.dbu.play.bot_names import make_bot
from tenkaichi.dbu.play.bots import decide
from tenkaichi.dbu.play.safety import with_safety_limits
from tenkaichi.dbu.play.sideview import view
from tenkaichi.dbu.play.why_not import techniques_not_offered
from tenkaichi.i18n import Msg, Seq, Term, use

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
LANGUAGES = ("en", "es", "pt-BR", "en-XA")
FULL = "Holding Back (all stacks)"
"""The secret part of a holder's roll (``holding_back.FULL_STACKS``)."""
MINE = "dbu-legacy-"
ALIKE = {"dbu-legacy-kp", "dbu-legacy-free-signature"}
"""Messages of the edition made only of numbers, abbreviations and other words (``12 KP``)."""


@dataclass
class Fight:
    enc: Encounter
    asked: list[tuple[str | Msg, list[Option]]] = field(default_factory=list)
    """Every decision of the fight: its question and its options."""

    @property
    def sides(self) -> list[str]:
        return list(dict.fromkeys(f.side for f in self.enc.state.fighters))

    def names(self) -> set[str]:
        """Names, which stay as they are in every language: fighters, sides, items, terrain."""
        state = self.enc.state
        out = {f.id for f in state.fighters} | set(self.sides)
        out |= {it.name for it in state.items} | {it.id for it in state.items}
        out |= {ft.id for ft in state.features}
        return out


def _setup(source: str) -> EncounterSetup:
    if "+" in source:
        base = duel_setup([EXAMPLES / f"{name}.yaml" for name in source.split("+")])
    else:
        base = load_encounter(EXAMPLES / "encounters" / source, library=[EXAMPLES])
    return with_safety_limits(base.model_copy(update={"edition": "dbu-1"}))


def _fight(source: str, seed: int) -> Fight:
    """A random bot against a random bot, as the golden corpus plays them."""
    fight = Fight(Encounter.start(_setup(source), seed))
    enc = fight.enc
    bots = {side: make_bot("random", seed=seed * 31 + i) for i, side in enumerate(fight.sides)}
    while not enc.over:
        d = enc.decision
        assert d is not None
        fight.asked.append((d.prompt, list(d.options)))
        enc.choose(decide(bots[enc.fighter(d.actor).side], enc))
    return fight


CASES = [("kale+yamcha", 3), ("hijack.yaml", 2), ("wasteland-3v3.yaml", 2), ("ambush-dbu1.yaml", 2)]
"""Seeded dbu-1 fights that use Holding Back (the first and the last two to full stacks, with
Combat Rolls that carry its penalty) and between them most of the edition's maneuvers."""


@pytest.fixture(scope="module")
def fights() -> dict[str, Fight]:
    return {f"{source} {seed}": _fight(source, seed) for source, seed in CASES}


_PSEUDO = re.compile(r"⟦[^⟧]*⟧")
_NOT_WORDS = re.compile(r"\d*d\d+\S*|\[[^\]]*\]|\bToP\b|\(b?T\)|\bKP\b")
"""Dice (``1d10+ToP``, ``[7, 3]``) and abbreviations every language keeps."""


def plain_english(words: str, names: Iterable[str]) -> list[str]:
    """The plain English words left in a pseudo-language text once names, dice and the
    abbreviations every language keeps are taken out (none: it went through the catalogues)."""
    rest = _PSEUDO.sub(" ", words)
    for name in sorted(names, key=len, reverse=True):
        rest = rest.replace(name, " ")
    return re.findall(r"[A-Za-z]{2,}", _NOT_WORDS.sub(" ", rest))


def ids(said: Any) -> Iterator[str]:
    """Every message id in a message and its arguments."""
    if isinstance(said, Msg) and type(said) is Msg:
        yield said.id
        for _, value in said.args:
            yield from ids(value)
    elif isinstance(said, Seq):
        for item in said.items:
            yield from ids(item)


def full_stack_rolls(fight: Fight) -> list[Event]:
    return [e for e in fight.enc.events if e.secrets and FULL in e.text]


# --- Holding Back's secret ----------------------------------------------------------------------


def test_the_fights_hold_what_the_tests_need(fights: dict[str, Fight]) -> None:
    for name, fight in fights.items():
        events = fight.enc.events
        assert any(e.kind == "state_changed" and " holds back: " in e.text for e in events), name
        assert any(e.msg is not None and e.msg.id.startswith(MINE) for e in events), name
    assert sum(len(full_stack_rolls(f)) for f in fights.values()) >= 20


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_holders_side_reads_the_secret_and_the_others_do_not(
    fights: dict[str, Fight], language: str
) -> None:
    secret = Term(FULL).render(language)
    checked = 0
    for fight in fights.values():
        for event in full_stack_rolls(fight):
            owner = next(s for s in event.secrets if FULL in s.text)
            holders = set(owner.sides)
            assert event.msg is not None, "an event with a secret keeps its message"
            assert secret in event.words(language), "the game master reads the whole event"
            for side in fight.sides:
                seen = event.seen_by(side)
                said = seen.words(language)
                if side in holders:
                    assert secret in said, (side, said)
                    continue
                assert seen.msg is not None, "the hidden event still has a message"
                assert secret not in said, (side, said)
                assert owner.text not in seen.text
                # none of the hidden roll's dice: as many dice as the English shows
                assert said.count("[") == seen.text.count("["), (said, seen.text)
                checked += 1
    assert checked >= 20


def test_the_hidden_english_is_the_english_it_always_was(fights: dict[str, Fight]) -> None:
    """The hidden event's English is the whole event's with each secret's ``text`` replaced by
    its ``shown`` (what the golden corpus hashes), and its message says exactly that."""
    for fight in fights.values():
        for event in fight.enc.events:
            for side in fight.sides:
                seen = event.seen_by(side)
                if seen is event:
                    continue
                english = event.text
                for s in event.secrets:
                    if side not in s.sides:
                        english = english.replace(s.text, s.shown, 1)
                assert seen.text == english
                assert seen.words("en") == english
                if seen.msg is not None:
                    assert seen.msg.render("en") == english


@pytest.mark.parametrize("language", ["es", "pt-BR", "en-XA"])
def test_the_other_sides_read_the_hidden_event_in_their_language(
    fights: dict[str, Fight], language: str
) -> None:
    """Every event that holds another side's secret reaches that side in its own language,
    with no more of its numbers than the English shows: a Ki payment without what was paid,
    a turn without the Ki and Capacity left, a roll without its dice and parts."""
    hidden = 0
    for fight in fights.values():
        for event in fight.enc.events:
            for side in fight.sides:
                seen = event.seen_by(side)
                if seen is event:
                    continue
                assert seen.msg is not None, seen.text
                said = seen.words(language)
                assert said != seen.text or language == "pt-BR", said
                numbers = sorted(re.findall(r"\d+", said))
                assert numbers == sorted(re.findall(r"\d+", seen.text)), (said, seen.text)
                if language == "en-XA":
                    assert "⟦" in said
                hidden += 1
    assert hidden >= 200


def test_a_ki_payment_reads_only_what_was_paid_for(fights: dict[str, Fight]) -> None:
    paid = [
        (fight, e)
        for fight in fights.values()
        for e in fight.enc.events
        if any("kp" in s.data for s in e.secrets)
    ]
    assert paid
    for fight, event in paid:
        other = next(s for s in fight.sides if s not in event.secrets[0].sides)
        seen = event.seen_by(other)
        assert seen.msg is not None
        assert seen.msg.id == "dbu-legacy-pays-ki"
        for language in LANGUAGES:
            said = seen.words(language)
            assert said != event.words(language)
            numbers = sorted(re.findall(r"\d+", said))
            assert numbers == sorted(re.findall(r"\d+", seen.text)), (said, seen.text)


# --- the edition's own words ----------------------------------------------------------------------


def test_the_editions_events_read_in_every_language(fights: dict[str, Fight]) -> None:
    found: set[str] = set()
    for fight in fights.values():
        names = fight.names()
        for event in fight.enc.events:
            if event.msg is None or not event.msg.id.startswith(MINE):
                continue
            found.add(event.msg.id)
            words = {language: event.words(language) for language in LANGUAGES}
            assert words["en"] == event.text
            assert words["es"] != words["en"] or event.msg.id in ALIKE, words["en"]
            assert not plain_english(words["en-XA"], names), words["en-XA"]
            assert words["pt-BR"]
    assert len(found) >= 25, sorted(found)


def test_the_editions_options_and_questions_read_in_every_language(
    fights: dict[str, Fight],
) -> None:
    found: set[str] = set()
    for fight in fights.values():
        names = fight.names()
        for prompt, options in fight.asked:
            said: list[str | Msg] = [prompt, *(o.said for o in options)]
            for words in said:
                if not isinstance(words, Msg) or not words.id.startswith(MINE):
                    continue
                found.add(words.id)
                english = words.render("en")
                assert words.render("es") != english or words.id in ALIKE, english
                assert not plain_english(words.render("en-XA"), names), words.render("en-XA")
                assert words.render("pt-BR")
    assert len(found) >= 30, sorted(found)


def test_the_option_that_is_chosen_reads_in_the_event_it_makes(fights: dict[str, Fight]) -> None:
    """ "Kale uses <the option>": the option's own words in every language."""
    uses = [
        e
        for fight in fights.values()
        for e in fight.enc.events
        if e.msg is not None and e.msg.id == "dbu-legacy-uses"
    ]
    assert uses
    for event in uses:
        assert event.msg is not None
        option = dict(event.msg.args)["option"]
        assert isinstance(option, Msg)
        for language in LANGUAGES:
            assert option.render(language) in event.words(language)


# --- the play layer -----------------------------------------------------------------------------


@pytest.mark.parametrize("edition", ["dbu-1", "dbu-2"])
def test_why_a_technique_is_not_on_the_menu_reads_in_the_readers_language(edition: str) -> None:
    setup = duel_setup([EXAMPLES / "kale.yaml", EXAMPLES / "yamcha.yaml"])
    enc = Encounter.start(setup.model_copy(update={"edition": edition}), 0)
    decision = enc.decision
    assert decision is not None
    english = techniques_not_offered(enc, decision)
    assert english, "Kale and Yamcha start out of reach of a Physical technique"
    names = {f.id for f in enc.state.fighters} | {name for name, _ in english}
    for language in ("es", "pt-BR", "en-XA"):
        with use(language):
            said = techniques_not_offered(enc, decision)
        assert [name for name, _ in said] == [name for name, _ in english]
        for (_, theirs), (_, ours) in zip(said, english, strict=True):
            assert theirs != ours
            if language == "en-XA":
                assert not plain_english(theirs, names), theirs


def test_a_sides_view_reads_in_its_language_without_the_other_sides_secret(
    fights: dict[str, Fight],
) -> None:
    fight = fights["kale+yamcha 3"]
    event = full_stack_rolls(fight)[0]
    holder = event.secrets[0].sides[0]
    other = next(s for s in fight.sides if s != holder)
    english = view(fight.enc, other)
    for language in ("es", "en-XA"):
        told = view(fight.enc, other, language)
        assert len(told["events"]) == len(english["events"])
        assert told["events"] != english["events"]
        dumped = json.dumps(told, ensure_ascii=False)
        assert Term(FULL).render(language) not in dumped
        mine = json.dumps(view(fight.enc, holder, language), ensure_ascii=False)
        assert Term(FULL).render(language) in mine
    assert view(fight.enc, other, "en") == english


# --- the veil itself ------------------------------------------------------------------------------


def _empowerment() -> Msg:
    parts = rolls.explained([("Force", 5), (FULL, -2), ("boost", 10)])
    roll = Msg.of(
        "dbu-legacy-empowerment-rolled",
        total="25",
        dice="1d10+ToP",
        rolled="[7, 3]",
        parts=parts,
    )
    return Msg.of("dbu-legacy-empowerment", fighter="Kale", roll=roll, cap="25")


def test_a_veiled_message_takes_the_same_words_out_in_every_language() -> None:
    whole = _empowerment()
    english = whole.render("en")
    assert english == (
        "Kale Empowerment Roll 25 = 1d10+ToP [7, 3] + Force 5 - Holding Back (all stacks) 2 "
        "+ boost 10: up to 25 KP"
    )
    veiled = Veiled.of_spans(whole, [(english.index(" = "), english.index(": up to"))])
    assert veiled.render("en") == "Kale Empowerment Roll 25: up to 25 KP"
    assert veiled.render("es") == "Tirada de Potenciación de Kale 25: hasta 25 KP"
    assert veiled.render("pt-BR") == "Empowerment Roll de Kale 25: até 25 KP"
    assert veiled.render("en-XA").startswith("Kale ⟦")
    assert not plain_english(veiled.render("en-XA"), ["Kale"])
    for language in LANGUAGES:
        assert "[7, 3]" not in veiled.render(language)
    shown = json.dumps(veiled.to_json(), ensure_ascii=False, default=str)
    assert "7, 3" not in shown
    assert "Holding Back" not in shown


def test_a_message_that_cannot_be_veiled_surely_gives_the_english() -> None:
    """A span that cuts a game term in two cannot be taken out of another language's words:
    those readers get the English, which never holds the secret."""
    whole = _empowerment()
    english = whole.render("en")
    start = english.index("Back (all")
    veiled = Veiled.of_spans(whole, [(start, english.index(": up to"))])
    for language in LANGUAGES:
        assert veiled.render(language) == english[:start] + english[english.index(": up to") :]
