"""Posts a game takes in chat (issue 36): how many posts a DBU attack and a round take, and a
Dungeon DICE Combat Move & Act turn, when players put a whole turn in one post, against one
command per post (the old way).

Run by hand, from the repository root::

    .venv/bin/python bench/chat_posts.py [--seeds 3] [--ddc-seeds 6]

It prints Markdown tables to copy into docs/performance.md and writes nothing.

**DBU.** Seeded fights of example encounters through the chat front-ends (the router that
the Discord bot and ``tenkaichi chat say`` run), one person per side, nobody a bot. The
scripted players (``tests/chat/game_night_scripts.py``, :class:`DbuPlayer` with seeded varied
attacks) answer every decision from the choices offered. *One post a turn*: each player sets
reaction policies once, before the start (``!fight react instant never`` and the others in
:data:`POLICIES`), and declares an attack, its Modifier Maneuver and its Ki Wager in one post
(``!fight choose 7, no modifier, no ki wager``); every other answer is a post. *One command a
post*: no policies, one answer per post. An attack runs from the post that declares it to the
next post that answers "choose a maneuver"; its posts are the attacker's and the defending
side's (setting policies and the table's lobby are not counted). A round's posts are every
post of the fight over its rounds.

**DDC.** Seeded battles of the packaged roster, two against two, every fighter a person's: a
Move & Act turn planned by :func:`ddc_turn` is one post (``!move +3 -1 !attack ... !end``), or
one post per command.
"""

from __future__ import annotations

import argparse
import platform
import re
import sys
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from statistics import mean

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "src")]

from tests.chat.game_night_scripts import (  # noqa: E402
    DbuPlayer,
    ddc_turn,
    is_attack,
    split_choice,
)

from tenkaichi.chat.ddc_chat import DdcChat  # noqa: E402
from tenkaichi.chat.frontends import all_games  # noqa: E402
from tenkaichi.chat.messages import Author, Incoming, Reply  # noqa: E402
from tenkaichi.chat.router import ChatRouter  # noqa: E402
from tenkaichi.chat.table_chat import TableChat  # noqa: E402
from tenkaichi.table.service import TableService  # noqa: E402

ENCOUNTERS = ("perft-duel", "saiyan-duel", "perft-skirmish")
POLICIES = (
    "instant never",
    "intervene never",
    "united never",
    "exploit never",
    "triggered never",
    "duel never",
    "knockback never",
    "sudden-stop never",
)
"""The reaction policies each player sets once, before the start, for one post a turn: each
declines as the old way's player does when asked (``knockback never``, not ``always push``, so
that every way plays the same fights)."""


@dataclass(frozen=True)
class Way:
    """How the players post."""

    label: str
    policies: tuple[str, ...]
    chain: str
    """What follows an attack's number in its post (empty: one answer a post)."""


WAYS = (
    Way("one post a turn, as docs/chat.md shows it", POLICIES, ", no modifier, no ki wager"),
    Way("one post a turn, `modifier never` too", (*POLICIES, "modifier never"), ", no ki wager"),
    Way("one command a post (the old way)", (), ""),
)
PEOPLE = (Author("1", "Ann"), Author("2", "Bob"), Author("3", "Cid"), Author("4", "Dee"))
DDC_SIDES = (("Agumon", "red"), ("Gabumon", "blue"), ("Patamon", "red"), ("Palmon", "blue"))
MOST = 3000
"""Posts a game may take before the bench gives up on it (and says so)."""


@dataclass
class Post:
    """One post a person made."""

    user: str
    question: str
    """The first decision it answered."""
    maneuver: bool = False
    """It answered "choose a maneuver"."""
    attack: bool = False
    """It declared an attack."""
    private: bool = False


@dataclass
class Fight:
    """One game as its posts."""

    name: str
    posts: list[Post] = field(default_factory=list)
    rounds: int = 0
    ending: str = ""
    errors: list[str] = field(default_factory=list)
    finished: bool = False


def send(router: ChatRouter, who: Author, text: str, *, private: bool = False) -> list[Reply]:
    return router.handle(Incoming("bench", "c1", who, text, private=private))


def question_of(reply: Reply) -> str:
    lines = reply.text.split("\n")
    asks = [i for i, line in enumerate(lines) if line.startswith("Press a choice")]
    return lines[asks[-1] - 1] if asks else lines[-1]


def dbu_fight(encounter: str, seed: int, way: Way) -> Fight:
    fight = Fight(f"{encounter} seed {seed}")
    service = TableService("sqlite://")
    try:
        router = all_games(service)
        send(router, PEOPLE[0], f"!fight new {encounter} {seed}")
        send(router, PEOPLE[0], "!fight join")
        send(router, PEOPLE[1], "!fight join")
        for who in PEOPLE[:2]:
            for policy in way.policies:
                send(router, who, f"!fight react {policy}")
        replies = send(router, PEOPLE[1], "!fight start")
        people = {p.id: p for p in PEOPLE}
        players = {p.id: DbuPlayer(seed=seed * 10 + i, varied=True) for i, p in enumerate(PEOPLE)}
        for _ in range(MOST):
            offers = [r for r in replies if r.buttons]
            if not offers:
                fight.finished = "The game is over" in replies[-1].text
                fight.ending = replies[-1].text.split("\n")[-1]
                break
            offer = offers[0]
            user = offer.private_to or offer.ping[0]
            question = question_of(offer)
            choices = [split_choice(b.label) for b in offer.buttons]
            labels = [label for _, label in choices]
            pick = players[user].choose(question, labels)
            number = choices[pick][0]
            post = Post(user, question, "choose a maneuver" in question)
            post.private = offer.private_to is not None
            post.attack = post.maneuver and is_attack(labels[pick])
            text = f"!fight choose {number}"
            if post.attack:
                text += way.chain
            replies = send(router, people[user], text, private=post.private)
            fight.errors += [r.text for r in replies if r.error]
            fight.posts.append(post)
            if fight.errors:
                break
        fight.rounds = rounds_of(router)
    finally:
        service.close()
    return fight


def rounds_of(router: ChatRouter) -> int:
    table = next(f for f in router.frontends if isinstance(f, TableChat) and f.game == "dbu")
    found = table.store.channel("bench", "c1", "dbu").table_id
    if found is None:
        return 0
    events = table.service.view(table.store.gm_token(found))["events"]
    return max((int(e.get("round") or 0) for e in events), default=0)


@dataclass
class Attack:
    attacker: str
    posts: list[Post] = field(default_factory=list)

    def public(self) -> list[Post]:
        return [p for p in self.posts if not p.private]

    def count(self) -> int:
        return len(self.public())

    def split(self) -> tuple[int, int]:
        mine = sum(1 for p in self.public() if p.user == self.attacker)
        return mine, self.count() - mine

    def extra(self) -> list[str]:
        """The questions of the posts beyond the attacker's first and the defenders' first."""
        out, seen = [], set()
        for p in self.public():
            side = p.user == self.attacker
            if side in seen:
                out.append(normal(p.question))
            seen.add(side)
        return out


def attacks_of(posts: Sequence[Post]) -> list[Attack]:
    out: list[Attack] = []
    current: Attack | None = None
    for p in posts:
        if p.maneuver:
            current = Attack(p.user) if p.attack else None
            if current is not None:
                out.append(current)
        if current is not None:
            current.posts.append(p)
    return out


KINDS = (
    (r" attacks you with .+\. Answer\?$", "the defence of another fighter an area attack caught"),
    (r"Ki Wager on the Wound Roll", "the attacker's Ki Wager (the run stopped at 'no modifier')"),
    (r"heal yourself, or be Defeated\?", "Will to Survive (heal, or be Defeated), of the target"),
    (r"^Charging Assault toward", "Charging Assault (Blitz), asked of the attacker"),
)
"""The kinds of decision an attack's extra posts answered, in words."""


def normal(question: str) -> str:
    """The kind of decision ``question`` asks, without names and numbers."""
    text = re.sub(r"^[^:]+: ", "", question)
    for pattern, kind in KINDS:
        if re.search(pattern, text):
            return kind
    return re.sub(r"\d+", "N", text)


def spread(values: Iterable[int]) -> str:
    counts = Counter(values)
    return ", ".join(f"{k}: {counts[k]}" for k in sorted(counts))


# --- Dungeon DICE Combat -----------------------------------------------------------------------


@dataclass
class Battle:
    turns: list[int] = field(default_factory=list)
    """Posts each person's turn took."""
    ending: str = ""
    errors: list[str] = field(default_factory=list)
    late: int = 0
    """Refusals of a turn's ``!end`` after the blow that ended the battle."""


OVER = "The battle is over"


def ddc_battle(seed: int, one_post: bool) -> Battle:
    out = Battle()
    service = TableService("sqlite://")
    try:
        router = all_games(service, new_seed=lambda: seed)
        plays = {}
        for who, (fighter, side) in zip(PEOPLE, DDC_SIDES, strict=True):
            send(router, who, f"!join {fighter} {side}")
            plays[fighter] = who
        last = send(router, PEOPLE[0], "!start")
        ddc = next(f for f in router.frontends if isinstance(f, DdcChat))
        table = ddc.store.channel("bench", "c1", "ddc").table_id
        assert table is not None
        token = ddc.store.gm_token(table)
        for _ in range(MOST):
            if out.ending or out.errors:
                break
            battle = service.view(token)["battle"]
            actor = battle["actor"]
            commands = ddc_turn(battle, actor).commands()
            posts = [" ".join(commands)] if one_post else commands
            sent = 0
            for text in posts:
                last = send(router, plays[actor], text)
                sent += 1
                refused = [r.text for r in last if r.error]
                over = [r.text for r in last if OVER in r.text]
                if over:  # a refusal now is the turn's !end after the last blow
                    out.ending = over[-1].split(OVER)[1].split("\n")[0]
                    out.late += bool(refused)
                    break
                out.errors += refused
            out.turns.append(sent)
    finally:
        service.close()
    return out


# --- the report --------------------------------------------------------------------------------


def dbu_row(way: Way, runs: list[Fight]) -> str:
    attacks = [a for f in runs for a in attacks_of(f.posts)]
    counts = [a.count() for a in attacks]
    mine = [a.split()[0] for a in attacks]
    theirs = [a.split()[1] for a in attacks]
    rounds = sum(f.rounds for f in runs)
    posts = sum(len([p for p in f.posts if not p.private]) for f in runs)
    over = sum(1 for c in counts if c > 2)
    return (
        f"| {way.label} | {len(runs)} | {len(attacks)} | {mean(counts):.2f} | {max(counts)} | "
        f"{spread(counts)} | {mean(mine):.2f} / {mean(theirs):.2f} | {over} "
        f"({over / len(counts):.0%}) | {rounds} | {posts / max(1, rounds):.1f} |"
    )


def causes(fights: list[Fight]) -> list[str]:
    found: Counter[str] = Counter()
    for f in fights:
        for a in attacks_of(f.posts):
            if a.count() > 2:
                found.update(a.extra())
    return [f'- {n} x "{q}"' for q, n in found.most_common()] or ["- none"]


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--ddc-seeds", type=int, default=6)
    args = parser.parse_args()
    start = time.perf_counter()
    fights: dict[Way, list[Fight]] = {way: [] for way in WAYS}
    for encounter in ENCOUNTERS:
        for seed in range(1, args.seeds + 1):
            for way in WAYS:
                fight = dbu_fight(encounter, seed, way)
                fights[way].append(fight)
                print(
                    f"{fight.name}, {way.label}: {len(fight.posts)} posts, {fight.rounds} "
                    f"rounds, {'finished' if fight.finished else 'NOT FINISHED'}"
                    + (f", refused: {fight.errors[0]}" if fight.errors else ""),
                    file=sys.stderr,
                )
    first, *others = WAYS
    same = [
        sum(
            a.ending == b.ending and a.rounds == b.rounds
            for a, b in zip(fights[first], fights[w], strict=True)
        )
        for w in others
    ]
    battles = {p: [ddc_battle(seed, p) for seed in range(1, args.ddc_seeds + 1)] for p in (1, 0)}
    took = time.perf_counter() - start
    print(
        f"Command: `.venv/bin/python bench/chat_posts.py --seeds {args.seeds} "
        f"--ddc-seeds {args.ddc_seeds}` ({took:.0f} s; Python {platform.python_version()}, "
        f"{platform.machine()}, 2 cores shared with other work)"
    )
    print()
    print(f"DBU: {', '.join(ENCOUNTERS)}, seeds 1-{args.seeds}, two people, no bots.")
    print()
    print(
        "| way | fights | attacks | posts per attack (mean) | most | distribution (posts: "
        "attacks) | attacker / defender posts (mean) | attacks over 2 posts | rounds | "
        "posts per round |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    print("\n".join(dbu_row(way, fights[way]) for way in WAYS))
    print()
    print(
        "Every way played the same fights (same last line, same rounds) as the first in "
        + ", ".join(f"{n} of {len(fights[first])}" for n in same)
        + " fights. Secret posts (Duel wagers, sent privately) are not counted: "
        + f"{sum(p.private for f in fights[first] for p in f.posts)} in the first way."
    )
    old = [a for f in fights[WAYS[-1]] for a in attacks_of(f.posts)]
    asked = sum(any("apply a Modifier Maneuver?" in p.question for p in a.posts) for a in old)
    print()
    print(
        f"The Modifier Maneuver question was asked in {asked} of the {len(old)} attacks, "
        "counted one command a post."
    )
    for way in WAYS[:2]:
        print()
        print(
            f"What the posts beyond the attacker's first and the defenders' first answered, "
            f"{way.label}:"
        )
        print("\n".join(causes(fights[way])))
    print()
    print(
        "DDC: the packaged roster, 2 against 2 (Agumon and Patamon against Gabumon and "
        f"Palmon), seeds 1-{args.ddc_seeds}, four people."
    )
    print()
    print(
        "| way | battles | turns | posts per turn (mean) | most | distribution (posts: turns) "
        "| finished | refusals | `!end` refused after the last blow |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    for one_post, label in ((1, "one post a turn"), (0, "one command a post")):
        runs = battles[one_post]
        turns = [t for b in runs for t in b.turns]
        print(
            f"| {label} | {len(runs)} | {len(turns)} | {mean(turns):.2f} | {max(turns)} | "
            f"{spread(turns)} | {sum(bool(b.ending) for b in runs)} | "
            f"{sum(len(b.errors) for b in runs)} | {sum(b.late for b in runs)} |"
        )
    print()
    print("Targets (issue 36): a DBU attack at most 2 posts, a DDC Move & Act turn 1 post.")


if __name__ == "__main__":
    main()
