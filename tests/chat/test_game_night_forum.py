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


@pytest.mark.rule("dbu.counter.duel.wagers")
def test_a_forum_dbu_fight_answers_each_secret_wager_privately_and_never_shows_it(
    tmp_path: Path,
) -> None:
    forum = Forum(tmp_path)
    players = {
        "ann": DbuPlayer(seed=3, provoke=1, duels=True),
        "bob": DbuPlayer(seed=4, provoke=1, duels=True),
    }
    rng = random.Random(36)
    forum.said("ann", "Ann unrolls the tournament banner. !fight new perft-duel 5")
    forum.said("ann", "Kale cracks his knuckles. !fight join A")
    forum.said("bob", "Yamcha waves to the crowd. !fight join B")
    forum.said("bob", "!fight react instant never")
    out = forum.said("bob", "Let's do this!\n!fight start")
    picks: list[SecretPick] = []
    for _ in range(MOST):
        if "The game is over" in "\n".join(out.public):
            break
        turn = turn_in(out)
        assert turn is not None, out
        player = players[turn.user]
        if turn.secret:
            offered = max(i for i, s in enumerate(forum.transcript) if s.to == turn.user)
            before_listing = len(forum.transcript)
            listed = forum.listing(turn.user, "!fight", private=True)
            assert listed  # every line of the listing is marked for its player alone:
            assert {s.to for s in forum.transcript[before_listing:]} == {turn.user}
            number, label = split_choice(listed[player.choose(turn.question, listed)])
            assert number is not None
            if not picks:  # typed in the thread, it is refused and changes nothing
                before = inputs(forum.url)
                refused = forum.post(turn.user, f"Kale goes all in!\n!fight choose {number}")
                assert refused.code == 1
                assert "secret" in refused.public[0]
                assert inputs(forum.url) == before
            name = NAMES[turn.user]
            picks.append(SecretPick(turn.user, name, turn.fighter, offered, number, amount_of(label)))
            out = forum.said(turn.user, f"!fight choose {number}", private=True)
            continue
        words = words_for(player, turn.question)
        if words is None:
            listed = forum.listing(turn.user, "!fight", private=False)
            labels = [split_choice(line)[1] for line in listed]
            number = split_choice(listed[player.choose(turn.question, labels)])[0]
            words = str(number)
        out = forum.said(turn.user, prose(rng, turn.fighter, f"!fight choose {words}"))
    else:
        raise AssertionError("the fight did not end")
    assert re.search(r"The game is over: \w+ \((Ann|Bob)\) wins\.", forum.public())
    service = TableService(forum.url)
    try:
        fight = next(f for f in all_games(service).frontends if isinstance(f, TableChat))
        table = fight.store.channel("forum", THREAD, "dbu").table_id
        assert table is not None
        events = service.view(fight.store.gm_token(table))["events"]
    finally:
        service.close()
    assert wagers_unseen(forum.transcript, picks, reveals_in(events)) >= 4
