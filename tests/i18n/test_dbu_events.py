"""DBU fight events in the reader's language (issue 38: "Events ... carry an id and their
arguments; the words are made per reader"; "the same seeded fight rendered in the three
languages gives the same events")."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.events import Secret
from tenkaichi.dbu.combat.core.hooks import REGISTRY
from tenkaichi.dbu.combat.core.setup import duel_setup
from tenkaichi.dbu.play.bots import RandomBot, run_fight
from tenkaichi.i18n import Msg

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
LANGUAGES = ("en", "es", "pt-BR", "en-XA")


def _fight(seed: int) -> Encounter:
    setup = duel_setup([EXAMPLES / "kale.yaml", EXAMPLES / "yamcha.yaml"])
    return run_fight(Encounter.start(setup, seed), {"A": RandomBot(seed), "B": RandomBot(seed + 7)})


@pytest.mark.parametrize("seed", [1, 2])
def test_one_fight_reads_in_every_language_with_the_same_events(seed: int) -> None:
    enc = _fight(seed)
    events = enc.events
    said = {language: [e.words(language) for e in events] for language in LANGUAGES}
    assert said["en"] == [e.text for e in events]
    for language in LANGUAGES:
        assert len(said[language]) == len(events)
    translated = [i for i, e in enumerate(events) if e.msg is not None]
    kinds = {events[i].kind for i in translated}
    assert {"round_started", "turn_started", "turn_ended", "encounter_ended"} <= kinds
    for i in translated:
        english, spanish, portuguese = said["en"][i], said["es"][i], said["pt-BR"][i]
        # a sentence made only of rules names may read alike in two languages (pt-BR keeps
        # many in English), never in all three
        assert len({english, spanish, portuguese}) > 1, (english, spanish, portuguese)
        assert "⟦" in said["en-XA"][i]
        if events[i].who and events[i].who in english:  # a name the English says is kept
            assert events[i].who in spanish
            assert events[i].who in portuguese
    replayed = _fight(seed).events
    assert [(e.kind, e.who, e.data, e.msg) for e in replayed] == [
        (e.kind, e.who, e.data, e.msg) for e in events
    ]


@pytest.mark.parametrize(
    ("language", "line"),
    [
        ("en", "Kale's turn: 1 Action, 0 Counter Actions, Life 9, Ki 8, Capacity 7"),
        ("es", "Turno de Kale: 1 Acción, 0 Contraacciones, Vida 9, Ki 8, Capacidad 7"),
        ("pt-BR", "Turno de Kale: 1 Ação, 0 Contra-Ações, Vida 9, Ki 8, Capacidade 7"),
    ],
)
def test_counts_take_each_languages_plural_form(language: str, line: str) -> None:
    """Portuguese counts 0 as singular in CLDR ("0 Ação"); the catalogue says "0 Ações"."""
    msg = Msg.of(
        "dbu-turn-starts", fighter="Kale", actions=1, counters=0, life="9", ki="8", capacity="7"
    )
    assert msg.render(language) == line


def test_an_event_holding_a_secret_keeps_no_message(monkeypatch: pytest.MonkeyPatch) -> None:
    """A secret is hidden by taking words out of the English text; a message rendered in
    another language would show them, so an event with a secret keeps none."""
    enc = _fight(3)

    def secret(_enc: Encounter, said: Callable[[], str]) -> list[Secret]:
        text = said()
        return [Secret(("A",), text="ends their turn", shown="…")] if "ends" in text else []

    monkeypatch.setattr(REGISTRY, "event_secrets", [*REGISTRY.event_secrets, secret])
    enc.emit("turn_ended", "Kale", Msg.of("dbu-turn-ends", fighter="Kale"))
    enc.emit("round_started", "", Msg.of("dbu-round-begins", round="9"))
    hidden, shown = enc.events[-2], enc.events[-1]
    assert hidden.msg is None
    assert hidden.secrets
    assert hidden.seen_by("B").words("es") == "Kale …"
    assert shown.msg is not None
    assert shown.words("es") == "Empieza la ronda 9"
