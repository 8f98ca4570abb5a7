"""Issue 36, "Done when": a forum game night through ``tenkaichi chat say`` (the real command
line, in process with typer's test runner, one invocation per post; ``--private`` for a
private message to the forum's bot), every post with role-play prose around its commands, every
game to its end:

- a DBU fight with Duels, each secret Ki Wager answered by a private message (by the shuffled
  number its player was shown privately); a secret typed in the thread is refused (exit 1) and
  changes nothing; afterwards, the wagers the table's log revealed are looked for in every line
  the thread or the other player could read before each reveal, and found nowhere;
- a Dungeon DICE Combat battle of a custom roster file, each Move & Act turn one post;
- a Tournament of Power game of 5 rounds against a bot.

A line printed after ``(to <user> only)`` goes to that user alone; every other line is the
thread's.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import pytest
import sqlalchemy as sa
from typer.testing import CliRunner

from tenkaichi.chat.ddc_chat import DdcChat
from tenkaichi.chat.frontends import all_games
from tenkaichi.chat.table_chat import TableChat
from tenkaichi.cli import app
from tenkaichi.cli.serve_cmd import default_data
from tenkaichi.table.service import TableService
from tenkaichi.table.store import INPUTS

from .game_night_scripts import (
    ROSTER,
    SECRET_OFFER,
    DbuPlayer,
    SecretPick,
    Seen,
    amount_of,
    ddc_turn,
    prose,
    reveals_in,
    split_choice,
    top_pick,
    wagers_unseen,
)

pytestmark = pytest.mark.skipif(default_data() is None, reason="needs the examples folder")

THREAD = "thread-36"
NAMES = {"ann": "Ann", "bob": "Bob", "cid": "Cid"}
USERS = {name: user for user, name in NAMES.items()}
MOST = 400
"""Posts a game may take before the test gives up on it."""
_PRIVATE = re.compile(r"^\(to (\S+) only\) (.*)$")
_TURN = re.compile(r"^(.+?) \((\w+)\), your turn(: a secret choice, offered to you privately)?\.$")
_PAGES = re.compile(r"\(choices page 1 of (\d+)\)")


@dataclass
class Said:
    """What one post printed: its exit code, the thread's lines, each user's private lines."""

    code: int
    public: list[str]
    private: dict[str, list[str]] = field(default_factory=dict)


@dataclass
class Turn:
    """Whose turn a post's output says it is, and what they are asked."""

    user: str
    fighter: str
    secret: bool
    question: str


class Forum:
    """One thread of a forum whose bot runs ``tenkaichi chat say`` for each post."""

    def __init__(self, tmp_path: Path) -> None:
        self.url = f"sqlite:///{tmp_path / 'forum.sqlite3'}"
        self.runner = CliRunner()
        self.transcript: list[Seen] = []
        self.posts: Counter[str] = Counter()
        """Posts each user made in the thread."""

    def post(self, user: str, text: str, *options: str, private: bool = False) -> Said:
        args = ["chat", "say", text, "--channel", THREAD, "--user", user, "--name", NAMES[user]]
        args += ["--database", self.url, *options, *(["--private"] if private else [])]
        result = self.runner.invoke(app, args)
        assert result.exception is None or isinstance(result.exception, SystemExit), result
        if not private:
            self.posts[user] += 1
        said = Said(result.exit_code, [])
        runs: list[Seen] = []  # the post's lines, a message per run of one audience
        for line in result.stdout.splitlines():
            found = _PRIVATE.match(line)
            to, text = (found[1], found[2]) if found else (None, line)
            if to is None:
                said.public.append(text)
            else:
                said.private.setdefault(to, []).append(text)
            if runs and runs[-1].to == to:
                runs[-1] = Seen(to, f"{runs[-1].text}\n{text}")
            else:
                runs.append(Seen(to, text))
        self.transcript += runs
        return said

    def said(self, user: str, text: str, *options: str, private: bool = False) -> Said:
        """A post that must not be refused."""
        out = self.post(user, text, *options, private=private)
        assert out.code == 0, out
        return out

    def public(self) -> str:
        return "\n".join(s.text for s in self.transcript if s.to is None)

    def listing(self, user: str, command: str, *, private: bool, pages: int = 6) -> list[str]:
        """The choices ``command options`` lists, every page (at most ``pages``)."""
        first = self.said(user, f"{command} options", private=private)
        lines = first.private.get(user, []) if private else first.public
        total = _PAGES.search("\n".join(lines))
        for page in range(2, min(int(total[1]) if total else 1, pages) + 1):
            more = self.said(user, f"{command} options {page}", private=private)
            lines += more.private.get(user, []) if private else more.public
        return [line.strip() for line in lines if re.match(r"^\s*\d+\. ", line)]


def turn_in(said: Said) -> Turn | None:
    """The last "X (Name), your turn" line of a post's output, and the question under it (a
    secret one: the private line that offers it)."""
    for i in range(len(said.public) - 1, -1, -1):
        found = _TURN.match(said.public[i])
        if found is None:
            continue
        user = USERS[found[2]]
        if found[3]:
            offer = [line for line in said.private.get(user, []) if SECRET_OFFER in line]
            return Turn(user, found[1], True, offer[-1] if offer else "")
        question = said.public[i + 1] if i + 1 < len(said.public) else ""
        return Turn(user, found[1], False, question)
    return None


def inputs(url: str) -> int:
    service = TableService(url)
    try:
        with service.engine.connect() as c:
            return int(c.execute(sa.select(sa.func.count()).select_from(INPUTS)).scalar_one())
    finally:
        service.close()


# --- a DBU fight with Duels ---------------------------------------------------------------------


def words_for(player: DbuPlayer, question: str) -> str | None:
    """What a forum player types for the questions they know by heart (None: they look at
    the choices first)."""
    if "choose a maneuver" in question:
        return "simple, no modifier" + ("" if player.wagers_next() else ", no ki wager")
    if "Ki Wager on the Wound Roll" in question:
        most = int(re.findall(r"up to (\d+)", question)[-1])
        labels = ["No Ki Wager", *[f"Ki Wager {n}" for n in range(1, most + 1)]]
        return labels[player.wound_wager(labels)].lower()
    known = {
        "apply a Modifier Maneuver?": "no modifier",
        "Escape it?": "accept the duel",
        "use an Instant Maneuver": "no instant maneuver",
    }
    return next((words for asked, words in known.items() if asked in question), None)


class ForumDuel:
    """Ann (Kale) and Bob (Yamcha) post their answers in words where they know them by heart
    and by number after listing the choices; both wager all their Ki on the Wound Roll for
    their first attacks and answer attacks with Duels; each secret Ki Wager is listed and
    answered by private messages to the forum's bot."""

    def __init__(self, forum: Forum) -> None:
        self.forum = forum
        self.players = {
            "ann": DbuPlayer(seed=3, provoke=3, duels=True),
            "bob": DbuPlayer(seed=4, provoke=3, duels=True),
        }
        self.rng = random.Random(36)
        self.picks: list[SecretPick] = []

    def play(self) -> None:
        forum = self.forum
        forum.said("ann", "Ann unrolls the tournament banner. !fight new perft-duel 5")
        forum.said("ann", "Kale cracks his knuckles. !fight join A")
        forum.said("bob", "Yamcha waves to the crowd. !fight join B")
        forum.said("bob", "!fight react instant never")
        out = forum.said("bob", "Let's do this!\n!fight start")
        for _ in range(MOST):
            if "The game is over" in "\n".join(out.public):
                return
            turn = turn_in(out)
            assert turn is not None, out
            out = self.secret(turn) if turn.secret else self.answer(turn)
        raise AssertionError("the fight did not end")

    def answer(self, turn: Turn) -> Said:
        player = self.players[turn.user]
        words = words_for(player, turn.question)
        if words is None:
            listed = self.forum.listing(turn.user, "!fight", private=False)
            labels = [split_choice(line)[1] for line in listed]
            words = str(split_choice(listed[player.choose(turn.question, labels)])[0])
        return self.forum.said(turn.user, prose(self.rng, turn.fighter, f"!fight choose {words}"))

    def secret(self, turn: Turn) -> Said:
        """List the wager's choices privately and answer by its number in a private message;
        the first time, type another wager's number in the thread first (refused, nothing
        changes)."""
        forum = self.forum
        offered = max(i for i, s in enumerate(forum.transcript) if s.to == turn.user)
        before_listing = len(forum.transcript)
        listed = forum.listing(turn.user, "!fight", private=True)
        assert listed  # every line of the listing is marked for its player alone:
        assert {s.to for s in forum.transcript[before_listing:]} == {turn.user}
        place = self.players[turn.user].choose(turn.question, listed)
        number, label = split_choice(listed[place])
        assert number is not None
        if not self.picks:
            other = split_choice(listed[place - 1])[0]
            before = inputs(forum.url)
            refused = forum.post(turn.user, f"Kale goes all in!\n!fight choose {other}")
            assert refused.code == 1
            assert "secret" in refused.public[0]
            assert inputs(forum.url) == before
        name, amount = NAMES[turn.user], amount_of(label)
        self.picks.append(SecretPick(turn.user, name, turn.fighter, offered, number, amount))
        return forum.said(turn.user, f"!fight choose {number}", private=True)


@pytest.mark.rule("dbu.counter.duel.wagers")
def test_a_forum_dbu_fight_answers_each_secret_wager_privately_and_never_shows_it(
    tmp_path: Path,
) -> None:
    forum = Forum(tmp_path)
    duel = ForumDuel(forum)
    duel.play()
    assert re.search(r"The game is over: \w+ \((Ann|Bob)\) wins\.", forum.public())
    service = TableService(forum.url)
    try:
        fight = next(f for f in all_games(service).frontends if isinstance(f, TableChat))
        table = fight.store.channel("forum", THREAD, "dbu").table_id
        assert table is not None
        events = service.view(fight.store.gm_token(table))["events"]
    finally:
        service.close()
    assert wagers_unseen(forum.transcript, duel.picks, reveals_in(events)) >= 4


def test_the_check_finds_a_wager_another_user_could_read() -> None:
    """:func:`wagers_unseen` fails on a wager told before its reveal, in the channel or to the
    other player, and passes once it is revealed."""
    pick = SecretPick("11", "Ann", "Kale", 0, 17, 5)
    other = SecretPick("12", "Bob", "Yamcha", 2, 3, 0)
    reveal = Seen(None, "Bob has chosen.\nDuel Clash 1: the Ki Wagers are revealed: Kale 5")
    quiet = [
        Seen("11", "Kale: secret Ki Wager for Duel Clash 1 (up to 24)"),
        Seen(None, "Ann has chosen."),
        Seen("12", "Yamcha: secret Ki Wager for Duel Clash 1 (up to 16)"),
        reveal,
    ]
    revealed = [{"Kale": 5, "Yamcha": 0}]
    assert wagers_unseen(quiet, [pick, other], revealed) == 2
    for told in (
        Seen(None, "Ann has chosen: Ki Wager 5."),
        Seen(None, "Ann pressed 17."),
        Seen("12", "Kale wagers 5"),
        Seen("13", "You chose (secretly): Ki Wager 5"),
    ):
        with pytest.raises(AssertionError):
            wagers_unseen([*quiet[:2], told, *quiet[2:]], [pick, other], revealed)
    with pytest.raises(AssertionError):  # the log revealed another wager than was chosen
        wagers_unseen(quiet, [pick, other], [{"Kale": 6, "Yamcha": 0}])


# --- a Dungeon DICE Combat battle of a custom roster file ---------------------------------------


@pytest.mark.rule("ddc.move.normal")
def test_a_forum_ddc_battle_of_a_custom_roster_takes_one_post_a_turn(tmp_path: Path) -> None:
    forum = Forum(tmp_path)
    roster = tmp_path / "roster.yaml"
    roster.write_text(ROSTER, encoding="utf-8")
    with_roster = ("--roster", str(roster))
    forum.said("ann", "Renamon lands without a sound. !join Renamon heroes", *with_roster)
    forum.said("bob", "Terriermon: Momentai! !join Terriermon rivals", *with_roster)
    forum.said("bob", "!bot Impmon greedy rivals", *with_roster)
    forum.said("ann", "!bot Guilmon greedy heroes", *with_roster)
    start = forum.said("ann", "Let the battle begin. !start", *with_roster, "--seed", "2")
    assert "Renamon (rookie, 48 HP)" in "\n".join(start.public)
    plays = {"Renamon": "ann", "Terriermon": "bob"}
    rng = random.Random(2)
    forum.posts.clear()
    turns: Counter[str] = Counter()
    service = TableService(forum.url)
    try:
        ddc = next(f for f in all_games(service).frontends if isinstance(f, DdcChat))
        table = ddc.store.channel("forum", THREAD, "ddc").table_id
        assert table is not None
        token = ddc.store.gm_token(table)
        for n in range(MOST):
            if "The battle is over" in forum.public():
                break
            battle = service.view(token)["battle"]  # the board, as anyone sees it
            actor = battle["actor"]
            turn = ddc_turn(battle, actor)
            # every post but the first few forgets --roster: the battle keeps its own
            options = with_roster if n < 3 else ()
            text = prose(rng, actor, "\n".join(turn.commands()))
            said = forum.post(plays[actor], text, *options)
            assert said.code == 0, said  # the winning post's closing "!end" included
            turns[plays[actor]] += 1
        else:
            raise AssertionError("the battle did not end")
    finally:
        service.close()
    assert forum.posts == turns  # each Move & Act turn: one post
    assert sum(turns.values()) >= 4
    assert re.search(r"The battle is over: .+ win", forum.public())
    assert "unknown fighter" not in forum.public()


# --- a Tournament of Power game -----------------------------------------------------------------


@pytest.mark.rule("top.length")
def test_a_forum_tournament_of_power_game_against_a_bot_is_played_to_its_end(
    tmp_path: Path,
) -> None:
    forum = Forum(tmp_path)
    forum.said("ann", "A new tournament! !top new 2 5 11")
    forum.said("ann", "!top join 1")
    forum.said("ann", "!top bot 2")
    out = forum.said("ann", "Universe 7 enters the ring. !top start")
    rng = random.Random(11)
    secrets = 0
    for _ in range(MOST):
        if "The game is over" in "\n".join(out.public):
            break
        turn = turn_in(out)
        assert turn is not None, out
        assert turn.user == "ann", out
        listed = forum.listing("ann", "!top", private=turn.secret, pages=1)
        number = split_choice(listed[top_pick(listed)])[0]
        if turn.secret:
            secrets += 1
            out = forum.said("ann", f"!top choose {number}", private=True)
        else:
            out = forum.said("ann", prose(rng, "Universe 7", f"!top choose {number}"))
    else:
        raise AssertionError("the game did not end")
    assert re.search(r"The game is over: Player \d wins", forum.public())
    assert "5 rounds" in forum.public()
    assert secrets >= 1
    assert all("You chose" not in s.text for s in forum.transcript if s.to is None)
