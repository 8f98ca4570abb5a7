"""Part A of the DBU engine's families in every reader's language (issue 38): vehicles, Duels,
Combat Conditions and States, team play, Triggered, transformations and what attack Profiles
do. Seeded fights render their events, questions and options in Spanish, Brazilian Portuguese
and the pseudo-language; the English stays the words the log always had."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import FluentParser, ast

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EncounterSetup, duel_setup, load_encounter
from tenkaichi.dbu.play.bot_names import make_bot
from tenkaichi.dbu.play.bots import decide
from tenkaichi.dbu.play.safety import with_safety_limits
from tenkaichi.i18n import Msg, Seq, Term
from tenkaichi.i18n.catalogue import sources

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
MINE = re.compile(r"^dbu-(fa|ride|duel|cond|state|team|trig|form|profile)-")
"""The message ids of dbu-families-a.ftl."""


def _setup(source: str, edition: str) -> EncounterSetup:
    if "+" in source:
        base = duel_setup([EXAMPLES / f"{name}.yaml" for name in source.split("+")])
    else:
        base = load_encounter(EXAMPLES / "encounters" / source, library=[EXAMPLES])
    return with_safety_limits(base.model_copy(update={"edition": edition}))


# --- English: the old words, byte for byte ------------------------------------------------

OLD_ENGLISH = {
    "hijack.yaml": (
        "Ride: leave Blue Capsule Car",
        "Ride: take the controls of Blue Capsule Car from Rival Kale",
        "Ride: take the controls of Blue Capsule Car (no one is piloting)",
        "Ride: enter Blue Capsule Car as its Pilot",
        "Triggered: pay for a maneuver now, use it on a trigger",
        "Duel with a Simple (energy) Basic Attack, 0 KP",
        "Duel with Wolf Fang Fist (Combination, physical), 5 KP",
        "Power Duel (no Initiating Attack, 0 KP)",
        "Kale: Rival Yamcha's attack hits Yamcha. Intervene?",
        "Intervene: Defense Wall from square C2 (take the Wound, +½ Soak)",
        "Intervene: Defense Wall, push Yamcha back to square I2 and take their place",
        "Intervene: Deflect from square C2, 4 KP (Might Clash)",
        "Intervene: Distant Deflect, 16 KP (Might Clash from here)",
        "Empower Kale (1 Action, up to 10 KP)",
        "Full Empowerment of Kale (2 Actions: Capacity to 0, Fatigued and Impediment, any "
        "amount up to 86 KP)",
        "Rival Kale: join Rival Yamcha's attack (Wave) with United Attack?",
        "United Attack (1 Action, 12 KP): +½ Force to the Wound",
        "Transformation: Super Saiyan (Stress Test 10)",
        "Kale: Knockback Rival Kale (Launching)?",
        "Knockback: Might Clash against Rival Kale",
        "Yamcha: Rival Yamcha answers your attack with a Duel. Escape it?",
        "Duel Escape (1 Counter Action): Impulsive Clash against Rival Yamcha",
        "Yamcha: secret Ki Wager for Duel Clash 1 (up to 16); no one else learns it before the "
        "Duel Clash",
        "Rival Kale: Reflect Kale's Wave (10 KP)?",
        "Reflect it at Kale (10 KP)",
        "Revert from Super Saiyan",
        "Kale moves from square B3 to square F2 to Intervene",
        "Kale takes the Wound instead of Yamcha (Defense Wall, +½ Soak)",
        "Kale is no longer in Red Capsule Car",
        "Yamcha uses Empower Kale (1 Action, up to 10 KP)",
        "Rival Kale joins Rival Yamcha's attack with United Attack (1 Action)",
        "Rival Kale fails to Deflect and takes the Wound instead of Rival Yamcha (+1 Damage "
        "Category)",
        "Rival Yamcha answers Yamcha's attack with a Duel: Duel with a Combination (physical) "
        "Basic Attack, 3 KP",
        "Yamcha escapes the Duel: the attack is nullified and Yamcha regains 2 Actions (its 16 "
        "KP stay spent)",
        "Yamcha fails to escape: the Duel goes on",
        "Duel: Yamcha + Kale against Rival Kale, best of 3 Duel Clashes (Rival Kale plays for the "
        "defenders)",
        "Yamcha records a secret Ki Wager of 1 for Duel Clash 1",
        "Duel Clash 1: the Ki Wagers are revealed: Yamcha 1, Kale 4, Rival Kale 11",
    ),
    "game-night.yaml": (
        "Goku rushes 2 squares toward Vegeta (Charging Assault, Boosted Speed 11, Normal Speed 6)",
        "Duel Clash 1: Piccolo Jr. 43 = 1d10+ToP [2, 5] + Force 6 + Power ×1 3 + Ki Wager 27 vs "
        "Vegeta 34 = 1d10+ToP [6, 5] + Force 10 + Ki Wager 13: Piccolo Jr. wins",
        "Duel Clashes won: Piccolo Jr. 1, Vegeta 2",
        "Vegeta wins the Duel 2-1 (Ki Wagers in all: 74)",
        "Vegeta Duel Wound 94 = 1d10+ToP [7, 3] + Force 10 + Ki Wager 74",
        "Vegeta Reflects Piccolo Jr.'s attack at Piccolo Jr.",
        "Reflect: Vegeta Strike 21 = 1d10+ToP [9, 2] + Haste 4 + Awareness 6 vs Piccolo Jr. Dodge "
        "15 = 1d10+ToP [4, 6] + Defense Value 5: hit",
        "Piccolo Jr. uses Full Empowerment: Capacity drops to 0",
        "Vegeta uses Transformation: Super Saiyan 2 (Stress Test 15, 2 Actions, provokes Exploit)",
        "Vegeta Stress Test for Super Saiyan 2: 1d10 + ToP 1d6 [5, 1] + Stress 1 + Power Level 10 "
        "+ Determination 1 - Afterlife 3 = 15 vs 15: transforms",
        "Piccolo Jr. delays Thrust Vegeta with Triggered (1 Action, 0 KP now; when Vegeta would "
        "move)",
        "Triggered provokes Exploit from Vegeta (Sphere of 3 squares)",
        "Piccolo Jr.'s Triggered Thrust Vegeta waits: when Vegeta would move",
        "Piccolo Jr.'s Triggered Thrust Vegeta lapses (the start of their turn)",
        "Goku uses Transformation: Kaioken (Stress Test 6, Enhancement)",
        "Goku Stress Test for Kaioken (Straining): 1d10 + ToP 1d6 [5, 3] + Stress 1 + Power Level "
        "10 + Determination 1 = 20 vs 6: holds",
        "Goku uses Transformation: Super Saiyan (Stress Test 18 (Super Saiyan 12 + Kaioken 6))",
        "Goku Stress Test for Super Saiyan and Kaioken (Straining): 1d10 + ToP 1d6 + ToP 1d6 "
        "[3, 4, 5] + Stress 1 + Power Level 10 + Determination 1 = 24 vs 18 (Super Saiyan 12 + "
        "Kaioken 6): holds",
        "Vegeta uses Revert from Super Saiyan 2 and Majin Mark",
        "The Exploit damaged Goku: the Triggered Basic Attack (Simple, physical) on Vegeta is "
        "cancelled and Goku gains 1 Counter Action",
        "Goku enters the Entrusted Special State: Greater Dice on Combat Rolls, +1 Stress "
        "Bonus, +1 Action now, one Full Wager All-or-Nothing Basic Attack",
        "Goku keeps the Triggered maneuver waiting",
    ),
}
"""Lines the families of part A wrote in the golden corpus's random-bot fights (dbu-2, seed 0)
before their words moved to the catalogues: events, questions and options."""


def _golden_english(source: str) -> set[str]:
    """Every English line of the golden corpus's fight (random bots, dbu-2, seed 0): its
    events, and each decision's question and options as the table showed them."""
    enc = Encounter.start(_setup(source, "dbu-2"), 0)
    sides = list(dict.fromkeys(f.side for f in enc.state.fighters))
    bots = {side: make_bot("random", seed=i) for i, side in enumerate(sides)}
    lines: set[str] = set()
    while not enc.over:
        decision = enc.decision
        assert decision is not None
        lines.add(decision.question("en"))
        lines.update(o.label for o in decision.options)
        enc.choose(decide(bots[enc.fighter(decision.actor).side], enc))
    lines.update(e.text for e in enc.events)
    return lines


@pytest.mark.parametrize("source", sorted(OLD_ENGLISH))
def test_the_english_is_the_old_english(source: str) -> None:
    lines = _golden_english(source)
    missing = [line for line in OLD_ENGLISH[source] if line not in lines]
    assert missing == []


# --- the other languages ------------------------------------------------------------------

EAGER = frozenset(
    {
        "ride", "willing", "refuse", "throw_out", "keep_inside", "ride_square",
        "duel", "duel_join", "duel_united", "duel_escape", "duel_primary",
        "empower", "empower_amount", "united_attack", "united_wager", "entrusted_attack",
        "intervene", "blockade", "blockade_step", "reflect",
        "triggered", "delay", "trigger", "fire", "take_back", "hold",
        "transform", "revert", "enter_state", "leave_state", "liquid_heal", "raging_attack",
        "arms_attack", "knockback", "knockback_push", "plant", "charging_assault", "life_wager",
        "charge", "charge_declare",
    }
)  # fmt: skip
"""Options of the families of part A (and the Energy Charges that open Duels): the eager
player below takes one of them four times out of five."""
FIGHTS = (
    ("hijack.yaml", "dbu-2", 1),
    ("states-3v3.yaml", "dbu-2", 0),
    ("game-night.yaml", "dbu-2", 0),
    ("game-night.yaml", "dbu-1", 1),
    ("goku+vegeta", "dbu-2", 0),
)
"""Fights that reach every family: Vehicles (hijack), States (states-3v3), Duels, team play,
transformations and the Afterlife (game-night), in both editions."""


def _eager(rng: random.Random, kind: str, options: list[Any]) -> int:
    if kind in ("duel_wager", "united_wager", "wager") and rng.random() < 0.7:
        return max(range(len(options)), key=lambda i: int(options[i].args.get("kp", 0)))
    eager = [i for i, o in enumerate(options) if o.kind in EAGER]
    if eager and rng.random() < 0.8:
        return rng.choice(eager)
    return rng.randrange(len(options))


class Said:
    """What the fights said in words of part A: (where, message), and the names they used."""

    def __init__(self) -> None:
        self.messages: list[tuple[str, Msg]] = []
        self.names: set[str] = set()

    def fight(self, source: str, edition: str, seed: int) -> None:
        enc = Encounter.start(_setup(source, edition), seed)
        rng = random.Random(seed)
        for _ in range(300):
            decision = enc.decision
            if decision is None:
                break
            if isinstance(decision.prompt, Msg):
                self.messages.append(("question", decision.prompt))
            self.messages += [
                ("option", o.said) for o in decision.options if isinstance(o.said, Msg)
            ]
            enc.choose(_eager(rng, decision.kind, decision.options))
        self.messages += [("event", e.msg) for e in enc.events if e.msg is not None]
        self.names |= {f.id for f in enc.state.fighters} | {ft.id for ft in enc.state.features}
        for sheet in enc.setup.sheets.values():
            self.names |= {s.name for s in sheet.signatures} | {form.name for form in sheet.forms}

    def mine(self) -> Iterator[tuple[str, Msg]]:
        """The messages of part A the fights said, the first of each id."""
        seen: set[str] = set()
        for where, msg in self.messages:
            if MINE.match(msg.id) and msg.id not in seen:
                seen.add(msg.id)
                yield where, msg


@pytest.fixture(scope="module")
def said() -> Said:
    found = Said()
    for source, edition, seed in FIGHTS:
        found.fight(source, edition, seed)
    return found


def test_the_fights_reach_every_family(said: Said) -> None:
    reached = {msg.id.split("-")[1] for _, msg in said.mine()}
    assert {"ride", "duel", "state", "team", "trig", "form", "profile"} <= reached
    assert len(list(said.mine())) >= 120


@cache
def _templates(locale: str) -> dict[str, str]:
    """Each message of part A's catalogue in ``locale``: its words, placeholders left out."""
    parser = FluentParser(with_spans=False)
    out: dict[str, str] = {}
    for entry in parser.parse(sources(locale)["dbu-families-a.ftl"]).body:
        if isinstance(entry, ast.Message) and entry.value is not None:
            out[entry.id.name] = "".join(
                e.value for e in entry.value.elements if isinstance(e, ast.TextElement)
            )
    return out


SAME_WORDS = {
    "es": {"dbu-team-no-intervene"},  # "No Intervenir": the maneuver's name is the term
    "pt-BR": {
        "dbu-fa-ki-wager",
        "dbu-duel-part-united",
        "dbu-team-part-united",
        "dbu-team-why-full",
    },
}
"""Messages whose words a language writes as English does (pt-BR keeps DBU's rules names)."""


def _wordless(msg_id: str) -> bool:
    """A message made only of its arguments and signs (``{ $state } { $now } -> { $next }``)."""
    return not re.search(r"[A-Za-z]{2}", _templates("en")[msg_id])


@pytest.mark.parametrize("locale", ["es", "pt-BR"])
def test_spanish_and_portuguese_say_it_in_their_own_words(said: Said, locale: str) -> None:
    same = [
        (msg.id, msg.render("en"))
        for _, msg in said.mine()
        if msg.render(locale) == msg.render("en")
        and not _wordless(msg.id)
        and msg.id not in SAME_WORDS[locale]
    ]
    assert same == []
    for msg_id in SAME_WORDS[locale]:  # the exceptions stay few and deliberate
        assert _templates(locale)[msg_id] == _templates("en")[msg_id]


def _neutral(value: Any) -> Any:
    """An argument with the messages of other areas (the rules' roll parts, options of other
    families) put aside: what is left are this area's words and the data it passes."""
    if isinstance(value, Msg):
        if not MINE.match(value.id):
            return "§"
        return Msg(value.id, tuple((k, _neutral(v)) for k, v in value.args))
    if isinstance(value, Seq):
        return Seq(tuple(_neutral(v) for v in value.items), value.sep)
    return value


DICE = re.compile(r"\S*\d+d\d+\S*|\bToP\b|\bkh\d*\b")


def _plain_english(text: str, names: set[str]) -> list[str]:
    """The plain English words left in an en-XA rendering once the accented catalogue words,
    the names and the dice are taken out."""
    rest = re.sub(r"⟦[^⟧]*⟧", " ", text)
    for name in sorted(names, key=len, reverse=True):
        rest = rest.replace(name, " ")
    return re.findall(r"[A-Za-z]{2,}", DICE.sub(" ", rest))


def test_the_pseudo_language_leaves_no_plain_english(said: Said) -> None:
    left = {}
    for _, msg in said.mine():
        shown = _neutral(msg).render("en-XA")
        words = _plain_english(shown, said.names)
        if words:
            left[msg.id] = (shown, words)
    assert left == {}


def test_every_message_of_part_a_renders_the_english_of_its_words(said: Said) -> None:
    """The English of each message is what a reader of English sees of the event (``text``),
    and of each option (``label``)."""
    for _, msg in said.mine():
        assert msg.render("en") == str(msg)
        assert "⟦" not in msg.render("en")


@pytest.mark.parametrize(
    ("locale", "n", "line"),
    [
        ("en", 1, "Yamcha escapes the Duel: the attack is nullified and Yamcha regains 1 Action "
         "(its 5 KP stay spent)"),
        ("es", 1, "Yamcha escapa del Duelo: el ataque se anula y Yamcha recupera 1 Acción "
         "(sus 5 KP siguen gastados)"),
        ("es", 0, "Yamcha escapa del Duelo: el ataque se anula y Yamcha recupera 0 Acciones "
         "(sus 5 KP siguen gastados)"),
        ("pt-BR", 0, "Yamcha escapa do Duel: o ataque é anulado e Yamcha recupera 0 Ações "
         "(os 5 KP continuam gastos)"),
        ("pt-BR", 2, "Yamcha escapa do Duel: o ataque é anulado e Yamcha recupera 2 Ações "
         "(os 5 KP continuam gastos)"),
    ],
)  # fmt: skip
def test_counts_take_each_languages_plural_form(locale: str, n: int, line: str) -> None:
    actions = Msg.of("dbu-fa-actions", n=n, count=str(n))
    msg = Msg.of("dbu-duel-escaped", fighter="Yamcha", actions=actions, kp="5")
    assert msg.render(locale) == line


def test_a_vehicle_and_a_square_read_in_the_readers_language() -> None:
    square = Msg.of("dbu-fa-square", square="C4")
    msg = Msg.of(
        "dbu-ride-gets-in-as-pilot", fighter="Kale", vehicle=Term("Red Capsule Car"), square=square
    )
    assert msg.render("en") == "Kale gets into Red Capsule Car at square C4 as its Pilot"
    assert msg.render("es") == "Kale sube a Auto Cápsula Rojo en la casilla C4 como Piloto"
    assert "Piloto" in msg.render("pt-BR")
    assert "C4" in msg.render("pt-BR")
