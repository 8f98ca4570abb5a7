"""The Knockback reaction policy (:mod:`tenkaichi.table.games.dbu_reactions`): a Launching
attack's Knockback is asked of the attacker after the target's defence, a second post of theirs
for one attack; ``knockback always push`` answers it (the Might Clash, then the push of the
full distance straight away) as the seat's own logged choices, so the fight replays from its
log; without the policy the question comes as before. The Sudden Stop the push offers its
target has a family too, so with policies set an attack takes one post of the attacker and at
most one of the defender."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa

from tenkaichi.chat.messages import Author, Incoming, Reply
from tenkaichi.chat.table_chat import TableChat
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.state import Decision, Option
from tenkaichi.dbu.combat.families.profile_effects.aftermath import KnockbackFrame
from tenkaichi.table.games.dbu_reactions import FAMILIES, farthest_straight_away
from tenkaichi.table.policies import Book, auto_answer
from tenkaichi.table.service import TableService
from tenkaichi.table.store import INPUTS, TableError

from .helpers import EXAMPLES, example

pytestmark = pytest.mark.skipif(not EXAMPLES.is_dir(), reason="needs the examples folder")

BASIC = "dbu.std.basic-attack"
"""Basic Attack with a Profile: Launching's Knockback (the Might Clash, then the push)."""
SUDDEN_STOP = "dbu.counter.sudden-stop"
ATTACK = ("Launching", "No Modifier", "No Ki Wager")
"""Kale's Launching Basic Attack on Yamcha, its Modifier and its Ki Wager, by label."""
SEED = 5
"""With these dice the Launching attack lands and Kale wins the Might Clash."""


class Duel:
    """perft-duel at a seeded table: Kale (Ann's, side A) has the initiative over Yamcha
    (Bob's, side B); every decision asked of a person is recorded."""

    def __init__(self, tmp_path: Path, name: str, *policies: tuple[str, str, str, str]) -> None:
        self.url = f"sqlite:///{tmp_path / name}.db"
        self.svc = TableService(self.url)
        self.gm = self.svc.create_table(example("perft-duel.yaml"), "Gina", seed=SEED)
        self.tokens: dict[str, str] = {}
        for person, side, fighter in (("Ann", "A", "Kale"), ("Bob", "B", "Yamcha")):
            token = self.svc.add_seat(self.gm, "player", side=side, fighters=[fighter])
            self.svc.join(token, person)
            self.svc.approve(self.gm, self.svc.view(token)["you"]["seat"])
            self.tokens[person] = token
        for person, family, mode, answer in policies:
            self.svc.set_policy(self.tokens[person], "*", family, mode, answer)
        self.svc.start(self.gm)
        self.asked: list[tuple[str, str, str | None]] = []
        """(person, decision kind, family) of each decision a person answered."""

    def pending(self) -> tuple[str, dict[str, Any]]:
        for person, token in self.tokens.items():
            pending = self.svc.view(token)["pending"]
            if pending and "options" in pending:
                return person, pending
        raise AssertionError("nobody is asked anything")

    def answer(self, label: str) -> str:
        """Answer the pending decision with the first option whose label holds ``label``;
        who answered."""
        person, pending = self.pending()
        option = next(o for o in pending["options"] if label in o["label"])
        self.asked.append((person, self.kind(pending), pending.get("family")))
        self.svc.answer(self.tokens[person], pending["decision_id"], int(option["number"]))
        return person

    def kind(self, pending: dict[str, Any]) -> str:
        """The question asked, by its options: ``knockback`` (the Might Clash or not),
        ``knockback_push`` (where to push), else ``other``."""
        kinds = {str(o["key"]["kind"]) for o in pending["options"]}
        if kinds == {"knockback_push"}:
            return "knockback_push"
        return "knockback" if kinds == {"knockback", "no_knockback"} else "other"

    def events(self) -> list[str]:
        return [str(e["text"]) for e in self.svc.view(self.gm)["events"]]

    def policy_choices(self) -> list[dict[str, Any]]:
        """The payloads of the choices policies made, in the log's order."""
        with self.svc.engine.connect() as c:
            rows = c.execute(
                sa.select(INPUTS.c.payload).where(INPUTS.c.kind == "choice").order_by(INPUTS.c.seq)
            ).scalars()
            return [dict(p) for p in rows if p.get("policy")]

    def choices(self) -> list[dict[str, Any]]:
        """The keys of every choice in the log, in order (a person's or a policy's)."""
        with self.svc.engine.connect() as c:
            rows = c.execute(
                sa.select(INPUTS.c.payload).where(INPUTS.c.kind == "choice").order_by(INPUTS.c.seq)
            ).scalars()
            return [dict(p["choice"]) for p in rows]


def attack(duel: Duel, defence: str | None = "Direct Hit") -> None:
    """Kale's Launching attack on Yamcha; Bob's defence by hand unless a policy gives it."""
    for label in ATTACK:
        assert duel.answer(label) == "Ann"
    if defence is not None:
        assert duel.answer(defence) == "Bob"


# --- without the policy: asked, as before ------------------------------------------------------


@pytest.mark.rule(BASIC)
def test_without_the_policy_the_attacker_is_asked_knockback_after_the_defence(
    tmp_path: Path,
) -> None:
    duel = Duel(tmp_path, "ask")
    attack(duel)
    person, pending = duel.pending()
    assert person == "Ann"
    assert duel.kind(pending) == "knockback"
    assert pending["family"] == "knockback"
    assert [o["label"] for o in pending["options"]] == [
        "Knockback: Might Clash against Yamcha",
        "No Knockback",
    ]
    duel.answer("Knockback: Might Clash")
    person, pending = duel.pending()  # the Clash won: where to push, asked too
    assert (person, duel.kind(pending), pending["family"]) == ("Ann", "knockback_push", "knockback")
    assert not duel.policy_choices()


@pytest.mark.rule(BASIC)
def test_always_clash_starts_the_clash_and_asks_where_to_push(tmp_path: Path) -> None:
    duel = Duel(tmp_path, "clash", ("Ann", "knockback", "always", "clash"))
    attack(duel)
    person, pending = duel.pending()
    assert (person, duel.kind(pending)) == ("Ann", "knockback_push")
    assert [p["choice"]["kind"] for p in duel.policy_choices()] == ["knockback"]


@pytest.mark.rule(BASIC)
def test_never_answers_no_knockback(tmp_path: Path) -> None:
    duel = Duel(tmp_path, "never", ("Ann", "knockback", "never", ""))
    attack(duel)
    assert [p["choice"]["kind"] for p in duel.policy_choices()] == ["no_knockback"]
    assert "Kale let it pass (policy)" in "\n".join(
        str(n["text"]) for n in duel.svc.view(duel.gm)["notices"]
    )
    person, pending = duel.pending()
    assert person == "Ann"  # Kale's turn goes on, no push
    assert "choose a maneuver" in pending["prompt"]


# --- with it: the Clash and the full push, answered for the seat ---------------------------------


@pytest.mark.rule(BASIC)
@pytest.mark.rule(SUDDEN_STOP)
def test_always_push_knocks_back_the_full_distance_without_asking(tmp_path: Path) -> None:
    duel = Duel(
        tmp_path,
        "push",
        ("Ann", "knockback", "always", "push"),
        ("Bob", "defence", "always", "direct-hit"),
    )
    attack(duel, defence=None)
    made = duel.policy_choices()
    assert [(p["fighter"], p["family"], p["choice"]["kind"]) for p in made] == [
        ("Yamcha", "defence", "defend"),
        ("Kale", "knockback", "knockback"),
        ("Kale", "knockback", "knockback_push"),
    ]
    push = made[-1]["choice"]
    assert (push["dx"], push["dy"]) == (1, 0)  # straight away: Yamcha is east of Kale
    reach = int(push["squares"])
    assert reach == 7  # the farthest offered: 1 to Kale's Might 7 squares
    events = "\n".join(duel.events())
    assert "Knockback (Launching): Kale Might" in events
    assert "Kale wins" in events
    notices = "\n".join(str(n["text"]) for n in duel.svc.view(duel.gm)["notices"])
    assert "Kale: Might Clash, then push the full distance straight away (policy: always)" in (
        notices
    )
    assert all(kind not in ("knockback", "knockback_push") for _, kind, _ in duel.asked)
    person, pending = duel.pending()
    assert (person, pending["family"]) == ("Bob", "sudden-stop")
    assert f"moves you {reach} squares east" in pending["prompt"]


@pytest.mark.rule(BASIC)
def test_the_push_taken_is_the_farthest_nearest_straight_away() -> None:
    enc = Encounter.start(example("perft-duel.yaml"), SEED)
    enc.fighter("Yamcha").pos = (4, 4)  # south-east of Kale (2, 2)
    enc.state.stack.append(KnockbackFrame(attacker="Kale", target="Yamcha", stage="push"))

    def push(dx: int, dy: int, squares: int) -> Option:
        return Option(
            "knockback_push", f"{dx} {dy} {squares}", {"dx": dx, "dy": dy, "squares": squares}
        )

    options = [push(1, 0, 3), push(0, 1, 3), push(1, 1, 2), push(1, 1, 3), push(1, 1, 1)]
    decision = Decision("Kale", "knockback_push", "push", options)
    assert farthest_straight_away(enc, decision, range(5)) == 3  # (1, 1) x 3
    assert farthest_straight_away(enc, decision, [0, 1, 2]) == 0  # the first of equals
    assert farthest_straight_away(None, decision, [2, 3, 4]) == 3  # no Knockback: farthest

    book = Book()
    book.add(1, {"fighter": "*", "family": "knockback", "mode": "always", "answer": "push"})
    found = auto_answer(FAMILIES, book, 1, decision, "", enc)
    assert found is not None
    assert found.index == 3
    ask = Decision(
        "Kale", "knockback", "?", [Option("no_knockback", "No"), Option("knockback", "Yes")]
    )
    found = auto_answer(FAMILIES, book, 1, ask, "", enc)
    assert found is not None
    assert found.index == 1
    book.add(1, {"fighter": "*", "family": "knockback", "mode": "always", "answer": "clash"})
    assert auto_answer(FAMILIES, book, 1, decision, "", enc) is None  # then asked where


def test_the_knockback_policy_is_checked_like_the_others(tmp_path: Path) -> None:
    duel = Duel(tmp_path, "checked")
    for args, words in (
        (("knockback", "always", "far"), "always what? Knockback can always: push, clash"),
        (("sudden-stop", "always", "stop"), "Sudden Stop has no answer to give always"),
    ):
        with pytest.raises(TableError, match=re.escape(words)):
            duel.svc.set_policy(duel.tokens["Ann"], "*", *args)
    families = {f["id"]: f for f in duel.svc.view(duel.tokens["Ann"])["policies"]["families"]}
    assert families["knockback"]["can_decline"]
    assert [a["id"] for a in families["knockback"]["answers"]] == ["push", "clash"]
    assert families["sudden-stop"]["can_decline"]


# --- replay ---------------------------------------------------------------------------------------


@pytest.mark.rule(BASIC)
def test_the_policy_s_answers_replay_to_the_same_fight(tmp_path: Path) -> None:
    policies = (("Ann", "knockback", "always", "push"), ("Bob", "sudden-stop", "never", ""))
    duel = Duel(tmp_path, "replay", *policies)
    attack(duel)
    assert [p["family"] for p in duel.policy_choices()] == ["knockback", "knockback", "sudden-stop"]
    # read back from its log by another process: the same fight, the same view
    again = TableService(duel.url)
    for token in (duel.gm, *duel.tokens.values()):
        old, new = duel.svc.view(token), again.view(token)
        for part in ("events", "seq", "pending", "notices", "policies"):
            assert new.get(part) == old.get(part), part
    # and the same choices clicked by hand, at a table without policies: the same events
    by_hand = Duel(tmp_path, "by-hand")
    for key in duel.choices():
        person, pending = by_hand.pending()
        number = next(int(o["number"]) for o in pending["options"] if o["key"] == key)
        by_hand.svc.answer(by_hand.tokens[person], pending["decision_id"], number)
    assert by_hand.events() == duel.events()


# --- in chat: one post of the attacker, one of the defender ------------------------------------

ANN = Author("101", "Ann")
BOB = Author("102", "Bob")


def say(chat: TableChat, who: Author, text: str) -> list[Reply]:
    out = chat.handle(Incoming("test", "c1", who, text))
    assert not any(r.error for r in out), out
    return out


@pytest.mark.rule(BASIC)
def test_in_chat_a_launching_attack_takes_one_post_of_each_with_policies_set(
    tmp_path: Path,
) -> None:
    chat = TableChat(TableService(f"sqlite:///{tmp_path / 'chat.db'}"), "dbu", "fight")
    say(chat, ANN, f"!fight new perft-duel {SEED}")
    say(chat, ANN, "!fight join A")
    say(chat, BOB, "!fight join B")
    say(chat, ANN, "!fight react knockback always push")
    say(chat, BOB, "!fight react sudden-stop never")
    say(chat, BOB, "!fight start")
    out = say(chat, ANN, "!fight choose launching, no modifier, no ki wager")  # post 1 of Ann
    assert out[0].ping == (BOB.id,)
    out = say(chat, BOB, "!fight choose direct hit")  # post 1 of Bob
    text = out[0].text
    assert "Knockback (Launching): Kale Might" in text
    assert "Yamcha is moved 3 squares east from square E3 to square H3" in text
    assert "Sudden Stop" not in text  # not asked of Bob: his policy let it pass
    assert out[0].ping == (ANN.id,)
    assert "Kale (Ann), your turn." in text
    assert "choose a maneuver" in text  # Kale's next maneuver: the attack is over
