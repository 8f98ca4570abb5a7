"""A post is a turn at a chat table (:mod:`tenkaichi.chat.table_chat_choose`,
:mod:`tenkaichi.chat.table_chat_answers`): choices named by their words, several answers in
one post, every choice with its cost and odds, the post's prose kept as the character's words,
a Tournament of Power game of the length asked, and a DBU attack in one post of the attacker
and one of the defender."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import sqlalchemy as sa

from tenkaichi.chat.messages import Author, Incoming, Reply
from tenkaichi.chat.table_chat import TableChat
from tenkaichi.chat.table_chat_answers import Option, fold, pick, split_answers
from tenkaichi.chat.table_chat_options import LABEL_MOST, MENU_LABEL_MOST
from tenkaichi.chat.table_chat_words import SAID_MOST
from tenkaichi.cli.serve_cmd import default_data
from tenkaichi.table.present import view_of
from tenkaichi.table.present_options import leaf
from tenkaichi.table.service import TableService
from tenkaichi.table.store import INPUTS
from tenkaichi.table.web_pages import viewer_of

pytestmark = pytest.mark.skipif(default_data() is None, reason="needs the examples folder")

ANN = Author("101", "Ann")
BOB = Author("102", "Bob")
EVE = Author("103", "Eve")


class Table:
    """One channel's table; counts the messages each user sent."""

    def __init__(self, service: TableService, game: str = "dbu") -> None:
        self.chat = TableChat(service, game, "fight" if game == "dbu" else "top")
        self.service = service
        self.posts: dict[str, int] = {}

    def say(self, who: Author, text: str, *, said: str = "", private: bool = False) -> list[Reply]:
        self.posts[who.name] = self.posts.get(who.name, 0) + 1
        out = self.chat.handle(Incoming("test", "c1", who, text, private=private, said=said))
        for r in out:
            if r.error:
                assert len(out) == 1, out
                assert "\n" not in r.text
        return out

    def refused(self, who: Author, text: str) -> str:
        before = self.inputs()
        out = self.say(who, text)
        assert out[0].error, out
        assert self.inputs() == before
        return out[0].text

    def table_id(self) -> int:
        found = self.chat.store.channel("test", "c1", self.chat.game).table_id
        assert found is not None
        return found

    def inputs(self) -> int:
        with self.service.engine.connect() as c:
            return int(
                c.execute(
                    sa.select(sa.func.count())
                    .select_from(INPUTS)
                    .where(INPUTS.c.table_id == self.table_id(), INPUTS.c.kind == "choice")
                ).scalar_one()
            )

    def history(self) -> str:
        first = self.say(EVE, "!fight history 1")[0].text
        pages = int(re.search(r"History, page 1 of (\d+)", first)[1])  # type: ignore[index]
        return "\n".join(self.say(EVE, f"!fight history {p}")[0].text for p in range(1, pages + 1))


@pytest.fixture
def service(tmp_path: Path) -> TableService:
    return TableService(f"sqlite:///{tmp_path / 'tables.db'}")


def kale_and_yamcha(service: TableService, *policies: str) -> tuple[Table, list[Reply]]:
    """perft-duel (Kale, Ann's, has the initiative; Yamcha is Bob's), with the reaction
    policies Bob sets before the start."""
    t = Table(service)
    t.say(ANN, "!fight new perft-duel 5")
    t.say(ANN, "!fight join A")
    t.say(BOB, "!fight join B")
    for policy in policies:
        t.say(BOB, f"!fight react {policy}")
    return t, t.say(BOB, "!fight start")


# --- choosing by words -------------------------------------------------------------------------


def test_a_choice_is_named_by_its_words(service: TableService) -> None:
    t, _ = kale_and_yamcha(service)
    assert "No choice now matches 'kamehameha'" in t.refused(ANN, "!fight choose kamehameha")
    fits = t.refused(ANN, "!fight choose basic attack")
    assert fits.startswith("'basic attack' fits 60 choices (1. Basic Attack (Simple, energy)")
    assert fits.count("Basic Attack (") == 5  # five named, the rest counted
    assert "and 55 more" in fits
    assert "fits" in t.refused(ANN, "!fight choose clearing")  # a square each
    out = t.say(ANN, "!fight choose SÍMPLE")  # any case, accents aside
    assert out[0].text.startswith("Ann: Basic Attack (Simple, energy) on Yamcha\n")


def test_a_whole_label_with_commas_and_a_square_name_are_read_whole(
    service: TableService,
) -> None:
    t, _ = kale_and_yamcha(service)
    out = t.say(ANN, "!fight choose Clearing sphere c3")
    assert out[0].text.startswith(
        "Ann: Basic Attack (Clearing sphere, energy) on square C3 (hits Yamcha)\n"
    )
    t2, _ = kale_and_yamcha(second(service))
    out = t2.say(ANN, "!fight choose Basic Attack (Simple, energy) on Yamcha")
    assert out[0].text.startswith("Ann: Basic Attack (Simple, energy) on Yamcha\n")
    assert t2.inputs() == 1


def test_the_matcher_prefers_an_exact_label_then_whole_words_then_beginnings() -> None:
    options = [
        Option(1, "Ki Wager 1"),
        Option(2, "Ki Wager 10"),
        Option(3, "Ki Wager 11"),
        Option(4, "Kamehameha on Vegeta"),
        Option(5, "Kamehameha on Nappa"),
        Option(6, "j10 (green)", "Lilibeu, 8 of 8 Endurance, on k11"),
        Option(7, "j10 (green)", "Kyawei, 8 of 8 Endurance, on i11"),
    ]
    assert pick(options, ["ki wager 1"], 0, 7) == (options[0], 1)  # exact beats "contains"
    assert pick(options, ["wager 11"], 0, 7) == (options[2], 1)
    assert pick(options, ["kameha", "nappa"], 0, 7) == (options[4], 2)  # told apart by the next
    assert pick(options, ["Lilibeu j10"], 0, 7) == (options[5], 1)  # with the menu's title
    assert pick(options, ["3"], 0, 7) == (options[2], 1)
    assert pick(options, ["7"], 0, 9)[0].number == 7
    assert pick(options, ["9"], 0, 9) == (Option(9, ""), 1)  # an option listed once for two
    with pytest.raises(Exception, match="fits 2 choices"):
        pick(options, ["j10"], 0, 7)
    with pytest.raises(Exception, match="whole number from 1 to 7"):
        pick(options, ["-1"], 0, 7)
    assert fold("Épée, ÇA va?") == ("epee", "ca", "va")
    assert split_answers("Kamehameha, Vegeta; no modifier then 2") == [
        "Kamehameha",
        "Vegeta",
        "no modifier",
        "2",
    ]


# --- several answers in one post ---------------------------------------------------------------


def test_several_answers_in_one_post_answer_the_decisions_in_turn(service: TableService) -> None:
    t, _ = kale_and_yamcha(service)
    out = t.say(ANN, "!fight choose simple, no modifier, no ki wager")
    head = out[0].text.split("\n")[0]
    assert head == "Ann: Basic Attack (Simple, energy) on Yamcha; No Modifier Maneuver; No Ki Wager"
    assert t.inputs() == 3
    assert out[0].ping == (BOB.id,)


def test_a_run_of_answers_stops_at_the_first_that_does_not_fit(service: TableService) -> None:
    t, _ = kale_and_yamcha(service)
    out = t.say(ANN, "!fight choose simple, bogus, no ki wager")
    assert not out[0].error
    lines = out[0].text.split("\n")
    assert lines[0] == "Ann: Basic Attack (Simple, energy) on Yamcha"
    assert lines[1] == "Not applied: No choice now matches 'bogus'."
    assert t.inputs() == 1
    assert "Kale: apply a Modifier Maneuver?" in out[0].text  # still Ann's to answer

    out = t.say(ANN, "!fight choose no modifier, no ki wager, dodge, dodge")
    assert out[0].text.split("\n")[:2] == [
        "Ann: No Modifier Maneuver; No Ki Wager",
        "Not applied: your last 2 answers: it is no longer your turn.",
    ]
    assert t.inputs() == 3


def test_an_answer_declining_a_question_not_asked_is_passed_over(service: TableService) -> None:
    # "no modifier" in a run of answers declines the Modifier question if it comes; when the
    # game does not ask it (Ann's policy answers it), the run goes on with the next answer.
    t, _ = kale_and_yamcha(service)
    t.say(ANN, "!fight react modifier never")
    before = t.inputs()
    out = t.say(ANN, "!fight choose simple, no modifier, no ki wager")
    assert out[0].text.split("\n")[0] == "Ann: Basic Attack (Simple, energy) on Yamcha; No Ki Wager"
    assert t.inputs() == before + 3  # the policy's "No Modifier Maneuver" is logged as Ann's


def test_declining_answers_that_fit_nothing_asked_change_nothing(service: TableService) -> None:
    t, _ = kale_and_yamcha(service)
    before = t.inputs()
    assert "No choice now matches 'no ki wager'" in t.refused(ANN, "!fight choose no ki wager")
    assert "No choice now matches" in t.refused(ANN, "!fight choose no ki wager, none")
    assert t.inputs() == before


def test_a_refused_first_answer_changes_nothing(service: TableService) -> None:
    t, started = kale_and_yamcha(service)
    button = next(r for r in started if r.buttons).buttons[0].command
    assert "earlier decision" not in t.refused(ANN, "!fight choose bogus, simple")
    assert t.say(ANN, button)[0].text.startswith("Ann: Basic Attack (Simple, energy)")
    assert "earlier decision" in t.refused(ANN, button)  # the button pressed twice
    assert "Not your turn" in t.refused(BOB, "!fight choose dodge")


# --- cost and odds -----------------------------------------------------------------------------


def test_every_choice_shows_its_cost_and_odds_as_the_web_table_does(
    service: TableService,
) -> None:
    t, started = kale_and_yamcha(service)
    gm = t.chat.store.gm_token(t.table_id())
    ann = next(s for s in service.seats(gm) if s["name"] == "Ann")
    with service.seat_context(service.token_for(t.table_id(), int(ann["seat"]))) as ctx:
        enc = ctx.enc
        mine = view_of(enc, viewer_of(ctx.view, enc, ctx.gm_sees_secrets))
        web = [leaf(mine, enc.decision, i, o) for i, o in enumerate(enc.decision.options)]
    listed = t.say(ANN, "!fight options")[0].text
    first = f"  1. {web[0].label} · {web[0].cost} · {web[0].odds}"
    assert first in listed.split("\n")
    assert re.search(r"· 1 Action, \d+ KP · hit \d+%, expected damage \d+$", listed, re.M)
    last = t.say(ANN, "!fight options 5")[0].text
    assert f"{web[-1].label} · {web[-1].cost}" in last  # End turn · free: no odds to show
    offer = next(r for r in started if r.buttons)
    assert all(len(b.label) <= (MENU_LABEL_MOST if b.group else LABEL_MOST) for b in offer.buttons)
    assert offer.buttons[0].label == f"1. {web[0].label} · {web[0].cost} · {web[0].odds}"
    long = [b for b in offer.buttons if "Clearing" in b.label]
    assert long
    assert all("hit " in b.label for b in long)  # the odds kept,
    assert not any("KP" in b.label for b in long)  # the cost left out to fit
    charge = next(b for b in offer.buttons if "Energy Charge" in b.label)
    assert not charge.group
    assert charge.label.endswith(" · 1 Action, 4 KP")


# --- the character's words ---------------------------------------------------------------------


def test_a_post_s_words_are_kept_as_the_character_s(service: TableService) -> None:
    t, _ = kale_and_yamcha(service)
    t.say(ANN, "!fight choose simple, no modifier, no ki wager", said="Take *this*! @everyone")
    t.say(BOB, "!fight choose dodge", said="Too slow!\nMuch too slow.")
    t.say(BOB, "!fight choose bogus", said="This was refused.")
    t.say(EVE, "!fight status", said="I only watch.")
    t.say(ANN, "!fight options", said="A private thought.", private=True)
    t.say(ANN, "!fight options", said="x" * 1000)
    log = t.history()
    assert 'Ann: Kale says: "Take \\*this\\*! @\u200beveryone"' in log
    assert 'Bob: Yamcha says: "Too slow! Much too slow."' in log
    assert "refused" not in log
    assert "I only watch" not in log
    assert "private thought" not in log  # a private post's words stay private
    kept = re.search(r'Ann: Kale says: "(x+)', log)
    assert kept is not None
    assert len(kept[1]) <= SAID_MOST
    assert log.index("Take") < log.index("Too slow") < log.index("xxx")


# --- Tournament of Power: the game's length -----------------------------------------------------


@pytest.mark.rule("top.length")
def test_top_new_names_the_number_of_rounds(service: TableService) -> None:
    t = Table(service, "top")
    opened = t.say(ANN, "!top new 3 5")[0].text
    assert "a 3-player game of 5 rounds." in opened
    assert "seed" not in opened
    t.say(ANN, "!top join 1")
    t.say(ANN, "!top start")
    gm = t.chat.store.gm_token(t.table_id())
    with service.seat_context(gm) as ctx:
        assert ctx.enc.game.content.settings.turns == 5
    t.say(ANN, "!top end")
    assert "A game lasts 5 or 10 rounds, not '7'" in t.refused(ANN, "!top new 3 7")
    assert "a 2-player game of 10 rounds (seed 77" in t.say(ANN, "!top new 2 10 77")[0].text
    t.say(ANN, "!top end")
    assert "a 4-player game of 10 rounds." in t.say(ANN, "!top new")[0].text


def test_a_square_name_answers_a_tournament_of_power_placement(service: TableService) -> None:
    t = Table(service, "top")
    t.say(ANN, "!top new 2 5 3")
    t.say(ANN, "!top join 1")
    replies = t.say(ANN, "!top start")
    for _ in range(40):
        offer = next(r for r in replies if r.buttons)
        if offer.ping == (ANN.id,) and any(
            b.label.startswith(("1. a1", "1. ")) for b in offer.buttons
        ):
            squares = [b for b in offer.buttons if re.match(r"\d+\. [a-k]\d+ \(", b.label)]
            if squares and "Place" in offer.text + " ".join(b.group for b in offer.buttons):
                square = squares[-1].label.split(". ", 1)[1].split(" ")[0]
                out = t.say(ANN, f"!top choose {square.upper()}")
                assert out[0].text.startswith(f"Ann: {square} ("), out[0].text
                return
        replies = t.say(ANN, offer.buttons[0].command)
    raise AssertionError("no placement came up")


# --- a DBU attack in two posts ----------------------------------------------------------------


def dueller(labels: list[str]) -> int:
    """The place of the choice a duelling player makes: a Duel whenever one is offered, all
    the Ki allowed on a wager, else the first attack."""
    for i, label in enumerate(labels):
        if label.startswith(("Duel with", "Accept the Duel")):
            return i
    if labels[0] == "No Ki Wager":
        return len(labels) - 1
    return next((i for i, label in enumerate(labels) if "Attack" in label), 0)


def through_a_duel(t: Table, replies: list[Reply]) -> None:
    """Play on (a Duel, its secret wagers answered privately) until the Duel is over and Kale
    (Ann) chooses a maneuver again."""
    duelled = False
    for _ in range(200):
        duelled = duelled or any("wins the Duel" in r.text for r in replies)
        offer = next(r for r in replies if r.buttons)
        who = ANN if (offer.private_to or offer.ping[0]) == ANN.id else BOB
        if duelled and who is ANN and "choose a maneuver" in offer.text:
            return
        labels = [b.label.split(". ", 1)[1].split(" · ")[0] for b in offer.buttons]
        pressed = offer.buttons[dueller(labels)].command
        replies = t.say(who, pressed, private=offer.private_to is not None)
    raise AssertionError("the Duel did not end")


def test_an_attack_takes_one_post_of_the_attacker_and_one_of_the_defender(
    service: TableService,
) -> None:
    """Bob lets Instant Maneuvers pass (``react instant never``): Ann's attack with its
    Modifier Maneuver and Ki Wager is one post, Bob's defence another, and Bob is never asked
    for an Instant Maneuver; after a Duel, where the table would ask him one, too."""
    t, _ = kale_and_yamcha(service, "instant never")
    t.posts.clear()
    attacked = t.say(ANN, "!fight choose simple, no modifier, no ki wager")
    assert attacked[0].ping == (BOB.id,)
    assert "Yamcha: Kale attacks you with Simple. Answer?" in attacked[0].text
    answered = t.say(BOB, "!fight choose dodge")
    assert re.search(r"Yamcha Dodge \d+ = .*: (hit|miss)", answered[0].text)
    assert answered[0].ping == (ANN.id,)  # the attack is over: Kale chooses again
    assert t.posts == {"Ann": 1, "Bob": 1}
    assert t.inputs() == 4

    t2, started = kale_and_yamcha(second(service), "instant never")
    through_a_duel(t2, started)
    t2.posts.clear()
    attacked = t2.say(ANN, "!fight choose simple")
    assert "Yamcha: Kale attacks you with Simple. Answer?" in attacked[0].text
    answered = t2.say(BOB, "!fight choose dodge")
    assert re.search(r"Yamcha Dodge \d+ = .*: (hit|miss)", answered[0].text)
    assert t2.posts == {"Ann": 1, "Bob": 1}
    assert "Instant Maneuver" not in attacked[0].text + answered[0].text


def test_without_the_policy_the_defender_answers_both_questions_in_one_post(
    service: TableService,
) -> None:
    t, started = kale_and_yamcha(service)
    through_a_duel(t, started)
    t.posts.clear()
    attacked = t.say(ANN, "!fight choose simple")
    assert "Yamcha: use an Instant Maneuver before Kale's attack (Simple) resolves?" in (
        attacked[0].text
    )
    answered = t.say(BOB, "!fight choose no instant maneuver, dodge")
    assert answered[0].text.startswith("Bob: No Instant Maneuver; Dodge (no Counter Maneuver)\n")
    assert t.posts == {"Ann": 1, "Bob": 1}


def second(service: TableService) -> TableService:
    """Another table database beside ``service``'s."""
    return TableService(str(service.engine.url).replace(".db", "-2.db"))
