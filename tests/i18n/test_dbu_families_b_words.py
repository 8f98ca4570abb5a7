"""The words of the DBU families of part B in every language (issue 38): forced movement and
Sudden Stop, grapples, the battlefield (Collision, Terrain Lift, Throw, Thrust), items (Skill
Checks, No Effort, Disarm, Toss) and the Advantages of Signature Techniques.

Seeded fights collect every event, question and option these families say: the example
encounters in both editions, and a small arena that forces what bots rarely reach (tails to
grab, Features to lift and throw, items to toss, techniques full of Advantages, a bot that
leans toward those choices). Each one is a message: its Spanish and Portuguese read in those
languages, the pseudo-language en-XA shows no plain English word (names aside), and its
English is the English these families always wrote."""

from __future__ import annotations

import random
import re
import sys
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EncounterSetup, parse_setup
from tenkaichi.dbu.combat.families import phrases
from tenkaichi.dbu.play.bots import RandomBot, decide
from tenkaichi.dbu.play.safety import with_safety_limits
from tenkaichi.i18n import PSEUDO, Msg, Seq, Term, text
from tenkaichi.i18n.catalogue import sources

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from conformance.actions_b_support import fighter, sheet
from golden_corpus import _setup

FAMILIES = ("dbu-fb-", "dbu-forced-", "dbu-terrain-", "dbu-grapple-", "dbu-item-", "dbu-adv-")
"""The message ids of these families (dbu-families-b.ftl)."""
ENCOUNTERS = ("game-night.yaml", "hijack.yaml", "wasteland-3v3.yaml", "ambush-dbu1.yaml")
EDITIONS = ("dbu-2", "dbu-1")
SEEDS = range(3)
KEEN = frozenset(
    {
        "signature", "homing", "rebound", "express_ticket", "powerbomb", "terrain_slam",
        "split_target", "personal_bomb", "detonate", "two_step_strike", "hit_and_run",
        "fake_out_technique", "exploit_technique", "counter_technique", "counter_attack",
        "final_chance", "throw_technique", "transform", "lend", "grapple", "launch",
        "launch_direction", "pin", "escape_pin", "pull_in", "thrust", "feature_thrust",
        "terrain_lift", "place_feature", "throw", "disarm", "toss", "find_item", "no_effort",
        "sudden_stop", "grapple_escape", "thrust_effect", "feature_block", "united_attack",
        "retarget", "grapple_end",
    }
)  # fmt: skip
"""Choices the arena's bot leans toward (most of the time, when it has one)."""

TECHNIQUES: dict[str, tuple[str, str, bool, tuple[tuple[str, int], ...]]] = {
    "Wolf Fang": (
        "Simple", "physical", False,
        (("Homing", 3), ("Rebound", 1), ("Charging Assault", 1), ("Express Ticket", 1),
         ("Powerbomb", 1), ("Terrain Slam", 1)),
    ),
    "Dash Kick": (
        "Simple", "energy", False,
        (("Hit and Run", 1), ("Back Flip", 1), ("High Speed Dash", 1), ("Knockback", 1),
         ("Staggering Attack", 1), ("Hefty Stagger", 1)),
    ),
    "Hard Jab": (
        "Simple", "physical", False,
        (("Sustained", 1), ("Condition (Guard Down)", 1), ("Counter", 1),
         ("Exploiting Technique", 1), ("Throwing Technique", 1), ("Transformation Flare", 1)),
    ),
    "Spirit Ball": (
        "Simple", "energy", False,
        (("Splitting", 2), ("Trick Attack (Bluff)", 1), ("Fake Out", 1),
         ("Low Stakes Attack", 1), ("Two Step Strike", 1)),
    ),
    "Blast Wave": (
        "Wave", "energy", False,
        (("Encompassing Attack", 2), ("Pinpoint Precision", 1), ("Overwhelming Terror", 1),
         ("Instant Assault", 1)),
    ),
    "Bomb": (
        "Clearing", "energy", False,
        (("Concentrated Strike", 1), ("Delayed", 1), ("Personal Bomb", 1)),
    ),
    "Fan Cone": ("Blast", "energy", False, (("Controlled Blast", 1),)),
    "Spread Shot": ("Simple", "energy", False, (("Widespread Assault (Sphere)", 1),)),
    "Kick": ("Launching", "physical", False, (("Forceful Launch", 1), ("Precise Strike", 1))),
    "Final Flash": (
        "Simple", "energy", True,
        (("Final Chance", 1), ("Last Legs", 1), ("Perfect Strike", 1), ("Full Wager", 1),
         ("Transformation Boost", 1), ("Power Burst", 1)),
    ),
    "Combo": (
        "Combination", "physical", False,
        (("Alotta Lotta Attacks", 1), ("Peppering Blows", 1), ("Twin Linked (Strike)", 1)),
    ),
    "Crush": ("Crushing", "physical", False, (("Shattering Blow", 1),)),
    "Pin Shot": ("Pinpoint", "physical", False, (("Armor Piercing", 1), ("Minion Destroyer", 1))),
}  # fmt: skip
"""Signature Techniques that carry (between them) nearly every Advantage the engine plays."""

NAMES = frozenset(
    {"Alpha", "Beta", "Gamma", "Delta", "A", "B", "C", "D", "boulder", "crate", "pillar"}
    | {"Knife", "knife", "sword", "spear", "capsule"}
    | set(TECHNIQUES)
)
"""Names in the arena that are data (fighters, Features, an item no catalogue names,
techniques): they stay as they are in every language."""


def _technique(name: str) -> dict[str, Any]:
    profile, foundation, ultimate, advantages = TECHNIQUES[name]
    out: dict[str, Any] = {
        "name": name,
        "profile": profile,
        "foundation": foundation,
        "advantages": [{"name": a, "rank": r} for a, r in advantages],
    }
    if ultimate:
        out["ultimate"] = True
    return out


def _arena(edition: str) -> EncounterSetup:
    """Two Saiyans with tails (one strong enough to lift the ground, Hardness Rank 0 here) and
    two Earthlings,
    side by side among Features with Qualities and items to wield, throw and pick up."""
    skills = {"bluff": 2, "acrobatics": 2, "perception": 1}
    techniques = {
        "A": ("Wolf Fang", "Spirit Ball", "Bomb", "Kick"),
        "B": ("Dash Kick", "Blast Wave", "Fan Cone", "Final Flash"),
        "C": ("Hard Jab", "Spread Shot", "Combo"),
        "D": ("Crush", "Pin Shot", "Wolf Fang"),
    }
    names = {"A": "Alpha", "B": "Beta", "C": "Gamma", "D": "Delta"}
    sheets = {
        key: sheet(
            names[key],
            fo=8 if key == "A" else 4,
            race="saiyan" if key in "AB" else "earthling",
            tail=key in "AB",
            skills=skills,
            signatures=[_technique(t) for t in techniques[key]],
        )
        for key in "ABCD"
    }
    raw = {
        "width": 10,
        "height": 8,
        "edition": edition,
        "settings": {"ground_hardness": 0},
        "sheets": sheets,
        "fighters": [
            fighter("A", "A", (3, 3)),
            fighter("B", "B", (4, 3)),
            fighter("C", "A", (3, 4)),
            fighter("D", "B", (4, 4)),
        ],
        "features": [
            {"id": "boulder", "pos": [5, 3], "hardness": 2, "qualities": ["Rubbery"]},
            {"id": "crate", "pos": [2, 3], "hardness": 0, "qualities": ["Dangerous", "Glass"]},
            {"id": "pillar", "pos": [3, 5], "hardness": 3},
        ],
        "items": [
            {"id": "sword", "name": "Sword", "kind": "weapon", "holder": "A", "wielded": True},
            {
                "id": "spear",
                "name": "Spear",
                "kind": "weapon",
                "holder": "C",
                "wielded": True,
                "throwing": True,
            },
            {"id": "capsule", "name": "Healing Capsule", "kind": "item", "holder": "C"},
            {"id": "knife", "name": "Knife", "kind": "weapon", "pos": [4, 2]},
        ],
    }
    return parse_setup(raw, "arena")


# --- what the fights say ------------------------------------------------------------------------


ASKS = frozenset(
    {
        "sudden_stop", "sudden_move", "launch", "launch_distance", "pull_in", "thrust_effect",
        "feature_block", "land", "item_square", "homing", "express_ticket", "advantage_move",
        "powerbomb", "terrain_slam", "split_target", "personal_bomb", "fake_out",
        "lend_advantage", "transformation_flare",
    }
)  # fmt: skip
"""The questions these families ask (decision kinds)."""
OFFERS = frozenset(
    {
        "sudden_stop", "sudden_move", "sudden_dest", "grapple", "grapple_escape", "grapple_end",
        "launch", "pin", "escape_pin", "launch_keep", "launch_direction", "launch_distance",
        "pull_in", "pull_square", "thrust", "feature_thrust", "terrain_lift", "place_feature",
        "throw", "thrust_effect", "feature_take", "feature_block", "land", "disarm", "toss",
        "find_item", "no_effort", "place", "homing", "rebound", "let_miss", "express_ticket",
        "two_step_strike", "no_advantage_move", "hit_and_run", "powerbomb", "terrain_slam",
        "split_target", "split_done", "personal_bomb", "no_personal_bomb", "detonate",
        "fake_out_technique", "exploit_technique", "counter_technique", "counter_attack",
        "final_chance", "throw_technique", "lend",
    }
)  # fmt: skip
"""The options these families offer (option kinds)."""
TOLD = frozenset({"collision", "item"})
"""Event kinds only these families tell."""
PLAIN: list[tuple[str, str]] = []
"""Questions, options and events of these families that are English words, not messages."""


def _ours(said: Any) -> Iterator[Msg]:
    """The messages of these families in ``said``: itself, or those inside another family's
    message (a reason, a roll part's label, a condition's source they gave)."""
    if isinstance(said, Msg):
        if said.id.startswith(FAMILIES):
            yield said
            return
        for _, arg in said.args:
            yield from _ours(arg)
    elif isinstance(said, Seq):
        for item in said.items:
            yield from _ours(item)


def _keep(found: dict[Msg, tuple[str, bool]], said: Any, english: str) -> None:
    """Keep each of these families' messages in ``said`` with the English it showed in (and
    whether it was the whole of it)."""
    for msg in _ours(said):
        found.setdefault(msg, (english, msg is said))


def _play(setup: EncounterSetup, seed: int, keen: bool, found: dict[Msg, tuple[str, bool]]) -> None:
    """Play one fight; keep every message of these families it says, with the English of the
    event, question or option that said it."""
    enc = Encounter.start(with_safety_limits(setup), seed)
    bot, lean = RandomBot(seed), random.Random(seed)
    steps = 0
    while not enc.over and steps < 2500:
        decision = enc.decision
        assert decision is not None
        _keep(found, decision.prompt, decision.question("en"))
        if decision.kind in ASKS and not isinstance(decision.prompt, Msg):
            PLAIN.append((decision.kind, decision.question("en")))
        for option in decision.options:
            _keep(found, option.said, option.label)
            if option.kind in OFFERS and not isinstance(option.said, Msg):
                PLAIN.append((option.kind, option.label))
        i = decide(bot, enc)
        liked = [k for k, o in enumerate(decision.options) if o.kind in KEEN]
        if keen and liked and lean.random() < 0.85:
            i = lean.choice(liked)
        enc.choose(i)
        steps += 1
    for event in enc.events:
        _keep(found, event.msg, event.text)
        if event.kind in TOLD and event.msg is None and not event.secrets:
            PLAIN.append((event.kind, event.text))


@cache
def _said() -> dict[Msg, tuple[str, bool]]:
    found: dict[Msg, tuple[str, bool]] = {}
    for edition in EDITIONS:
        for source in ENCOUNTERS:
            _play(_setup(source, edition), 0, False, found)
        for seed in SEEDS:
            _play(_arena(edition), seed, True, found)
    return found


def _ids(msg: Msg) -> Iterator[str]:
    yield msg.id
    for _, arg in msg.args:
        if isinstance(arg, Msg):
            yield from _ids(arg)
        elif isinstance(arg, Seq):
            for item in arg.items:
                if isinstance(item, Msg):
                    yield from _ids(item)


def _by_id() -> dict[str, list[Msg]]:
    out: dict[str, list[Msg]] = {}
    for msg in _said():
        for i in set(_ids(msg)):
            if i.startswith(FAMILIES):
                out.setdefault(i, []).append(msg)
    return out


REACHED = (
    # forced movement and Sudden Stop
    "dbu-forced-moved", "dbu-forced-sudden-ask", "dbu-forced-sudden-move",
    "dbu-forced-no-sudden-stop", "dbu-fb-uses",
    # the battlefield
    "dbu-terrain-collides", "dbu-terrain-how", "dbu-terrain-hardness", "dbu-terrain-halves",
    "dbu-terrain-thrust-option", "dbu-terrain-push-back-option",
    "dbu-terrain-feature-thrust-option", "dbu-terrain-throw-option", "dbu-terrain-lands",
    "dbu-terrain-lift-tear-option",
    # grapples
    "dbu-grapple-option", "dbu-grapple-starts", "dbu-grapple-ends", "dbu-grapple-escape-option",
    "dbu-grapple-launch-option", "dbu-grapple-pin-option", "dbu-grapple-end-option",
    # items
    "dbu-item-skill-check", "dbu-item-toss-option", "dbu-item-disarm-option",
    "dbu-item-effort-sheathe", "dbu-item-effort-pickup",
    # Advantages
    "dbu-adv-homing-option", "dbu-adv-detonate-option", "dbu-adv-bomb-ask",
    "dbu-adv-controlled-aim", "dbu-adv-encompassing-option", "dbu-adv-counter-option",
    "dbu-adv-lend-ask", "dbu-adv-gains-charges", "dbu-adv-widespread",
)  # fmt: skip
"""Messages the fights above always reach: one of them missing is a family that stopped
speaking through its messages (or a fight that stopped reaching it)."""


def test_the_fights_reach_every_family() -> None:
    reached = _by_id()
    assert sorted(set(REACHED) - set(reached)) == []
    assert len(reached) >= 120, sorted(reached)


def test_every_question_option_and_event_of_these_families_is_a_message() -> None:
    """A question, an option or an event these families make in English words alone would
    read in English in every language."""
    _said()
    assert sorted(set(PLAIN))[:20] == []


# --- every language -----------------------------------------------------------------------------


@cache
def _patterns(locale: str) -> dict[str, Any]:
    """This families' messages in ``locale``'s catalogue, as Fluent reads them."""
    from fluent.syntax import FluentParser, ast

    source = sources(locale)["dbu-families-b.ftl"]
    entries = FluentParser(with_spans=False).parse(source).body
    return {e.id.name: e for e in entries if isinstance(e, ast.Message)}


def _own_words_differ(msg_id: str, locale: str) -> bool:
    """Whether the catalogue gives ``msg_id`` words of its own in ``locale``: some messages
    only join other words, or keep rule names that Portuguese play keeps in English."""
    from fluent.syntax import ast
    from fluent.syntax.visitor import Visitor

    found: set[str] = set()

    class Collect(Visitor):  # type: ignore[misc]
        def visit_VariableReference(self, node: ast.VariableReference) -> None:
            found.add(node.id.name)

    Collect().visit(_patterns("en")[msg_id].value)
    args: dict[str, str | int] = {v: f"<{v}>" for v in found}
    if "n" in args:
        args["n"] = 2
    return bool(text(msg_id, locale, **args) != text(msg_id, "en", **args))


@pytest.mark.parametrize("locale", ["es", "pt-BR"])
def test_what_they_say_reads_in_spanish_and_portuguese(locale: str) -> None:
    untranslated = []
    for msg in _said():
        if not _own_words_differ(msg.id, locale):
            continue
        if msg.render(locale) == msg.render("en"):
            untranslated.append((msg.id, msg.render("en")))
    assert untranslated == []


def _plain_words(text: str) -> list[str]:
    """Plain English words left in a pseudo-language text once names are taken out."""
    for name in sorted(_names(), key=len, reverse=True):
        text = re.sub(rf"(?<![\w-]){re.escape(name)}(?![\w-])", " ", text)
    text = re.sub(r"\b\d*d\d+\b|\bToP\b|\bKP\b|\bTN\b|\bbT\b|\(T\)|\b[A-Z]{1,2}\d+\b", " ", text)
    text = re.sub(r"\b[a-z]+-\d+\b", " ", text)  # a Feature the fight grew (plant-1)
    return re.findall(r"\b[A-Za-z]{2,}\b", text)


@cache
def _names() -> frozenset[str]:
    """The names that are data, in the arena and in the example encounters."""
    names = set(NAMES)
    for source in ENCOUNTERS:
        setup = _setup(source, "dbu-2")
        names |= {f.id for f in Encounter.start(setup, 0).state.fighters}
        names |= {ft.id for ft in setup.features} | {v.id for v in setup.vehicles}
        names |= {it.name for it in setup.items} | {it.id for it in setup.items}
        names |= {s.name for sh in setup.sheets.values() for s in sh.signatures}
    return frozenset(name for name in names if name)


def test_the_pseudo_language_shows_no_plain_english_word() -> None:
    left = {}
    for msg in _said():
        words = _plain_words(msg.render(PSEUDO))
        if words:
            left[msg.id] = (words, msg.render(PSEUDO))
    assert left == {}


def test_the_english_is_the_english_these_families_always_wrote() -> None:
    """Each message's English is what the event or option showed; a sample of them, made as
    the families make them, reads exactly as the old f-strings did."""
    for msg, (shown, whole) in _said().items():
        english = msg.render("en")
        assert english == shown if whole else english in shown, (english, shown)
    square, squares, heading = phrases.square, phrases.counted_squares, phrases.heading_of
    grapple = Msg.of("dbu-grapple-option", grapple=Term("Grapple"), target="Yamcha", note="")
    push_back = Msg.of("dbu-terrain-thrust-push-why", fighter="Goku", thrust=Term("Thrust"))
    fewer = Msg.of("dbu-forced-moved-fewer", stop=Term("Sudden Stop"), count="1", of="3")
    glass = Msg.of("dbu-terrain-rank-glass", rank="1")
    how = Seq(
        (
            Msg.of("dbu-terrain-hardness", value="8", rank=glass, bt="2"),
            Msg.of("dbu-terrain-times", factor=0.5),
            Msg.of("dbu-terrain-doubles", quality=Term("Dangerous")),
        )
    )
    catching = Msg.of("dbu-item-catching", item=Term("Sword"))
    again = Msg.of("dbu-adv-homing-again", bonus="1", turn="1", of="3")
    unplayed = Seq((Term("Deadly Drop"), Term("Weather Calling")), sep=", ")
    said = [
        (phrases.uses("Kale", grapple), "Kale uses Grapple Yamcha"),
        (
            Msg.of("dbu-grapple-starts-tail", grappler="Goku", grappled="Vegeta"),
            "Goku grapples Vegeta by the tail (no Tail Attack in this Grapple): both suffer "
            "Guard Down while grappled",
        ),
        (
            Msg.of(
                "dbu-grapple-ends",
                grappler="Goku",
                grappled="Vegeta",
                why=Msg.of("dbu-grapple-escapes", fighter="Vegeta"),
            ),
            "The Grapple of Goku on Vegeta ends (Vegeta escapes)",
        ),
        (
            Msg.of(
                "dbu-grapple-escape-option",
                n=2,
                count="2",
                more=Msg.of("dbu-grapple-escape-more", more="1"),
            ),
            "Escape the Grapple (2 Actions, +1(T))",
        ),
        (
            Msg.of("dbu-grapple-escape-option", n=1, count="1", more=""),
            "Escape the Grapple (1 Action)",
        ),
        (
            Msg.of(
                "dbu-forced-moved",
                fighter="Vegeta",
                squares=squares(2),
                heading=heading((1, 0)),
                start=square((4, 2)),
                end=square((6, 2)),
                fewer="",
                why=push_back,
                edge="",
            ),
            "Vegeta is moved 2 squares east from square E3 to square G3 (Goku's Thrust: Push Back)",
        ),
        (
            Msg.of(
                "dbu-forced-stays",
                fighter="Vegeta",
                heading=phrases.heading("north-west"),
                start=square((0, 0)),
                fewer=fewer,
                why="Launch",
                edge=Msg.of("dbu-forced-edge"),
            ),
            "Vegeta is not moved north-west (stays at square A1) (Sudden Stop: 1 fewer of 3) "
            "(Launch): stopped by the edge of the battlefield",
        ),
        (
            Msg.of("dbu-terrain-how", how=how, total="8"),
            "Hardness Value 8 (2 x Rank 1 + 1 (Glass) x bT 2) x 0.5 x 2 (Dangerous) = 8",
        ),
        (Msg.of("dbu-terrain-thing", kind="feature", name=Term("boulder")), "feature boulder"),
        (
            Msg.of(
                "dbu-terrain-tears-up",
                fighter="Kale",
                square=square((2, 1)),
                feature=Term("ground 1"),
                rank="1",
                force="9",
                value="2",
                triple="6",
            ),
            "Kale tears up the ground at square C2: ground 1, a 1-square Feature of Hardness "
            "Rank 1 (Force Modifier 9 > 3 x Hardness Value 2 = 6)",
        ),
        (
            Msg.of(
                "dbu-item-skill-check",
                fighter="Yamcha",
                category=Term("Apprentice"),
                skill=Term("Perception"),
                why=catching,
                roll="1d10 [4] + Perception 2 = 6",
                tn="9",
                outcome=Msg.of("dbu-item-failure"),
            ),
            "Yamcha Apprentice Perception Check (catching Sword): 1d10 [4] + Perception 2 = 6 "
            "vs TN 9: failure",
        ),
        (
            Msg.of("dbu-item-effort-swap", effort=Term("No Effort"), off="Visor", on="Cannon"),
            "No Effort: deactivate Visor and activate Cannon",
        ),
        (
            Msg.of(
                "dbu-adv-homing-option",
                homing=Term("Homing"),
                again=again,
                chance="45",
                target="Beta",
                defence=Term("Dodge"),
                score="9",
            ),
            "Homing: roll the Strike again (+1(T); re-roll 1 of 3): 45% to beat Beta's Dodge 9",
        ),
        (
            Msg.of("dbu-adv-unplayed", technique=Term("Galick Gun"), names=unplayed, n=2),
            "Galick Gun: Deadly Drop, Weather Calling have no effect in play",
        ),
        (
            Msg.of(
                "dbu-adv-peppering",
                fighter="Beta",
                peppering=Term("Peppering Blows"),
                n=1,
                count="1",
                stacks=1,
                all="3",
            ),
            "Beta: Peppering Blows (1 rank) adds 1 Diminishing Defense stack (3 in all)",
        ),
        (
            Msg.of(
                "dbu-adv-fake-out-ask",
                fighter="Alpha",
                fake_out=Term("Fake Out"),
                attack=Term("Spirit Ball"),
                dodgers=phrases.either(["Beta", "Delta"]),
            ),
            "Alpha: Fake Out (Spirit Ball): attack Beta or Delta, who dodged it, out of sequence?",
        ),
    ]
    for msg, english in said:
        assert msg.render("en") == english


@pytest.mark.parametrize(
    ("locale", "line"),
    [
        ("es", "Goku agarra a Vegeta: ambos sufren Guardia Baja mientras dure el Agarre"),
        ("pt-BR", "Goku agarra Vegeta (Grapple): ambos sofrem Guard Down enquanto durar o Grapple"),
    ],
)
def test_a_grapple_reads_in_each_language(locale: str, line: str) -> None:
    assert Msg.of("dbu-grapple-starts", grappler="Goku", grappled="Vegeta").render(locale) == line


@pytest.mark.parametrize(
    ("locale", "line"),
    [
        ("en", "Vegeta is moved 1 square north from square B2 to square B1 (Launch)"),
        (
            "es",
            "Vegeta es movido 1 casilla hacia el norte de la casilla B2 a la casilla B1 "
            "(Lanzamiento)",
        ),
        ("pt-BR", "Vegeta é movido 1 casa para o norte da casa B2 para a casa B1 (Launch)"),
    ],
)
def test_forced_movement_counts_squares_in_each_language(locale: str, line: str) -> None:
    moved = Msg.of(
        "dbu-forced-moved",
        fighter="Vegeta",
        squares=phrases.counted_squares(1),
        heading=phrases.heading_of((0, -1)),
        start=phrases.square((1, 1)),
        end=phrases.square((1, 0)),
        fewer="",
        why=phrases.named("Launch"),
        edge="",
    )
    assert moved.render(locale) == line
