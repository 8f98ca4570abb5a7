"""Scripted players for the game nights of issue 36 (``test_game_night_discord.py``,
``test_game_night_forum.py``) and the posts benchmark (``bench/chat_posts.py``): what each
person decides from what they are shown, whatever carries the game (the Discord adapter,
``tenkaichi chat say``, the chat router itself).

- :class:`DbuPlayer` answers a DBU table's decisions from their question and the words of their
  choices: an attack (a Simple Basic Attack, or a seeded pick among the attacks offered), no
  Modifier Maneuver, all the Ki allowed on the Wound Roll for its first ``provoke`` attacks
  (which lets the defender answer with a Duel), a Duel whenever one is offered (``duels``),
  a seeded secret Ki Wager, and declines everything else.
- :func:`ddc_turn` plans a Dungeon DICE Combat Move & Act turn from the board (the battle as
  the table shows it to anyone, as ``!status`` and the web table do): the commands of one post.
- :func:`top_pick`: a Tournament of Power choice, the best re-roll keep where one is marked.
- :func:`wagers_unseen`: no message another user could see told a secret Ki Wager (its amount,
  its label or the shuffled number it was chosen by) before the Duel Clash revealed it.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tenkaichi.ddc.geometry import in_range

REVEALED = "the Ki Wagers are revealed"
"""The words of the event that reveals a Duel Clash's secret Ki Wagers."""
SECRET_OFFER = "secret Ki Wager for Duel Clash"
"""The words of a secret Ki Wager's offer (sent to its player alone)."""

ROSTER = """\
fighters:
  - name: Renamon
    level: rookie
    hp: 48
    moves:
      - {name: Diamond Storm, kind: offense, range: long}
      - {name: Power Paw, kind: offense, range: close, normal_damage: true}
  - name: Terriermon
    level: rookie
    hp: 48
    moves:
      - {name: Bunny Blast, kind: offense, range: long}
  - name: Guilmon
    level: rookie
    hp: 40
    moves:
      - {name: Pyro Sphere, kind: offense, range: long}
  - name: Impmon
    level: rookie
    hp: 40
    moves:
      - {name: Night of Fire, kind: offense, range: close}
"""
"""A custom Dungeon DICE Combat roster (none of them is in the packaged one)."""

PROSE = (
    ("{me} narrows their eyes.", "Not bad... but not enough!"),
    ("A gust of wind sweeps the arena as {me} moves.", "Hah! Take that!"),
    ("{me} wipes the blood from their lip and grins.", "Is that all you've got?"),
    ("The crowd gasps.", "{me} will not fall here."),
)
"""Role-play prose written around the commands of a post (before, after)."""


def prose(rng: random.Random, me: str, commands: str) -> str:
    """A post as a role-player writes it: prose, the commands on their own line, prose."""
    before, after = rng.choice(PROSE)
    return f"{before.format(me=me)}\n{commands}\n{after.format(me=me)}"


_NUMBERED = re.compile(r"^\s*(\d+)\.\s+(.*)$")


def split_choice(text: str) -> tuple[int | None, str]:
    """A listed choice (``"7. Ki Wager 3 · 3 KP · win the Duel 90%"``): its number (None when
    unnumbered) and its label without cost, odds, or the mark of a label cut to fit."""
    found = _NUMBERED.match(text)
    number, rest = (int(found[1]), found[2]) if found else (None, text)
    return number, rest.split(" · ")[0].strip().rstrip("…").strip()


def words_of(label: str) -> str:
    """Words that name ``label`` to ``!fight choose`` inside a run of answers (a run is split
    at commas, so a label is typed up to its first one)."""
    return label.split(",", maxsplit=1)[0].strip()


_NOT_ATTACKS = (
    "Movement",
    "Feature",
    "Transformation",
    "Surge",
    "Power Up",
    "Aura",
    "Combat Recovery",
    "Energy Charge",
    "Triggered",
    "Convert",
    "End turn",
)


def is_attack(label: str) -> bool:
    """An attack among a maneuver decision's choices (a Basic Attack or a technique aimed at
    someone or somewhere)."""
    if label.startswith(_NOT_ATTACKS):
        return False
    return label.startswith("Basic Attack (") or bool(re.search(r" (on|aimed at) ", label))


DECLINES = ("No ", "Accept the Duel", "Dodge", "Do not", "Decline", "Pass", "Let ")
"""How a declining answer begins."""


@dataclass
class DbuPlayer:
    """One person's decisions at a DBU table (see the module's docstring)."""

    seed: int
    provoke: int = 0
    """How many of their first attacks wager all the Ki allowed on the Wound Roll."""
    duels: bool = False
    """Answer an attack with a Duel whenever one is offered."""
    varied: bool = False
    """Pick each attack at random (seeded) among those offered, else a Simple Basic Attack."""
    rng: random.Random = field(init=False)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    def choose(self, question: str, labels: Sequence[str]) -> int:
        """The place in ``labels`` of the answer to ``question``."""
        if "choose a maneuver" in question:
            return self.maneuver(labels)
        if "Ki Wager on the Wound Roll" in question:
            return self.wound_wager(labels)
        if SECRET_OFFER in question:
            return self.secret_wager(labels)
        if question.endswith("Answer?"):
            return self.defence(labels)
        return declining(labels)

    def maneuver(self, labels: Sequence[str]) -> int:
        attacks = [i for i, label in enumerate(labels) if is_attack(label)]
        if not attacks:
            return next((i for i, label in enumerate(labels) if label == "End turn"), 0)
        if self.varied:
            return self.rng.choice(attacks)
        simple = [i for i in attacks if labels[i].startswith("Basic Attack (Simple")]
        return (simple or attacks)[0]

    def wagers_next(self) -> bool:
        """This player's next attack wagers on its Wound Roll (so it cannot answer "no ki
        wager" in advance)."""
        return self.provoke > 0

    def wound_wager(self, labels: Sequence[str]) -> int:
        if self.provoke > 0 and len(labels) > 1:
            self.provoke -= 1
            return max(range(len(labels)), key=lambda i: amount_of(labels[i]))
        return declining(labels)

    def secret_wager(self, labels: Sequence[str]) -> int:
        return self.rng.randrange(1, len(labels)) if len(labels) > 1 else 0

    def defence(self, labels: Sequence[str]) -> int:
        if self.duels:
            duel = [i for i, label in enumerate(labels) if label.startswith("Duel with")]
            if duel:
                return duel[0]
        return declining(labels)


def declining(labels: Sequence[str]) -> int:
    """The first answer that declines (no Modifier, no Ki Wager, Dodge...), else the first."""
    return next((i for i, label in enumerate(labels) if label.startswith(DECLINES)), 0)


def amount_of(label: str) -> int:
    """The Ki of a wager's label (``Ki Wager 7``: 7; ``No Ki Wager``: 0)."""
    found = re.search(r"Ki Wager (\d+)", label)
    return int(found[1]) if found else 0


def top_pick(labels: Sequence[str]) -> int:
    """A Tournament of Power choice: the keep marked best, else the first choice."""
    return next((i for i, label in enumerate(labels) if "(best)" in label), 0)


# --- Dungeon DICE Combat: one Move & Act post ---------------------------------------------------


Square = tuple[int, int]


def _reach(start: Square, steps: int, size: Square, enemies: set[Square]) -> dict[Square, int]:
    """Squares within ``steps`` (a diagonal step costs 1), never through an enemy, with the
    cost of each; allies may be crossed (the table's default)."""
    width, height = size
    found = {start: 0}
    edge = [start]
    for cost in range(1, steps + 1):
        grown = []
        for x, y in edge:
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    square = (x + dx, y + dy)
                    if square in found or square in enemies:
                        continue
                    if 0 <= square[0] < width and 0 <= square[1] < height:
                        found[square] = cost
                        grown.append(square)
        edge = grown
    return found


def _distance(a: Square, b: Square) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


@dataclass(frozen=True)
class DdcTurn:
    """One Move & Act turn: its commands, in the order one post gives them."""

    move: tuple[int, int] | None
    """The move (dx, dy) relative to the fighter, or None."""
    attack: str | None
    """``!attack ...``, or None when no foe can be reached."""
    end: bool
    """``!end`` too: the turn does not end by itself (steps left, or no attack)."""

    def commands(self) -> list[str]:
        out = [f"!move {self.move[0]:+d} {self.move[1]:+d}"] if self.move else []
        out += [self.attack] if self.attack else []
        return out + (["!end"] if self.end else [])


def ddc_turn(battle: Mapping[str, Any], fighter: str) -> DdcTurn:
    """The turn ``fighter`` plays now: a named offensive move when it has recharged, else the
    Normal attack, on the weakest foe it can reach after a move of at most its steps (staying
    put when it reaches one already); when none can be reached, a move toward the nearest foe.
    A turn that used every step and has nothing left to do ends by itself; else ``!end``."""
    fighters = {f["name"]: f for f in battle["fighters"]}
    me = fighters[fighter]
    here: Square = (me["square"][0], me["square"][1])
    foes = [f for f in battle["fighters"] if f["alive"] and f["side"] != me["side"]]
    taken = {tuple(f["square"]) for f in battle["fighters"] if f["alive"] and f is not me}
    enemies = {(f["square"][0], f["square"][1]) for f in foes}
    turn = battle["turn"]
    if turn["attacked"]:  # an extra turn after an attack of opportunity: nothing left to do
        return DdcTurn(None, None, True)
    steps = int(battle["rules"]["move_steps"] if turn["mode"] == "open" else turn["steps"])
    reach = _reach(here, steps, (battle["width"], battle["height"]), enemies)
    ends = sorted(
        (square for square in reach if square == here or square not in taken),
        key=lambda s: (reach[s], s),
    )
    attacks: list[tuple[str, str]] = []
    if me["posts"] >= me["named_ready"]:
        attacks += [(m["name"], m["range"]) for m in me["moves"] if m["kind"] == "offense"]
    attacks.append(("", "normal"))
    for name, kind in attacks:
        for foe in sorted(foes, key=lambda f: (f["hp"], f["name"])):
            there = (foe["square"][0], foe["square"][1])
            for square in ends:
                if in_range(kind, there[0] - square[0], there[1] - square[1]):  # type: ignore[arg-type]
                    move = None if square == here else (square[0] - here[0], square[1] - here[1])
                    words = f"{name.replace(' ', '')} " if name else ""
                    attack = f"!attack {words}@{foe['name']}"
                    return DdcTurn(move, attack, reach[square] < steps)
    nearest = min(foes, key=lambda f: _distance(here, (f["square"][0], f["square"][1])))
    target = (nearest["square"][0], nearest["square"][1])
    best = min(ends, key=lambda s: (_distance(s, target), reach[s]))
    move = None if best == here else (best[0] - here[0], best[1] - here[1])
    return DdcTurn(move, None, reach[best] < steps)  # no steps left, nothing to do: it ends


# --- the secret Ki Wager, as other users saw the game ---------------------------------------------


@dataclass(frozen=True)
class Seen:
    """One message as the people who could read it saw it."""

    to: str | None
    """The one user who could read it (a DM, an ephemeral message, a forum's private message);
    None: everyone in the channel or thread."""
    text: str
    status: bool = False
    """A reply to ``!fight status`` (compared whole rather than searched for numbers)."""


@dataclass(frozen=True)
class SecretPick:
    """A secret Ki Wager as its player chose it."""

    user: str
    """Who chose (the user id their private messages go to)."""
    name: str
    """Their display name."""
    fighter: str
    offered_at: int
    """The place in the transcript of the private message that offered it."""
    number: int
    """The number its choice was listed and chosen by (a shuffled one)."""
    amount: int


_MENTION = re.compile(r"<@!?\d+>")
_CLASH = re.compile(r"Duel Clash \d+")


def reveals_in(events: Sequence[Mapping[str, Any]]) -> list[dict[str, int]]:
    """Each Duel Clash's revealed wagers (fighter: Ki), in order, from a table's event log."""
    return [
        {str(k): int(v) for k, v in e["data"]["wagers"].items()}
        for e in events
        if e["kind"] == "duel" and (e.get("data") or {}).get("duel") == "revealed"
    ]


def wagers_unseen(
    transcript: Sequence[Seen], picks: Sequence[SecretPick], reveals: Sequence[dict[str, int]]
) -> int:
    """Assert that, from the offer of each secret Ki Wager to the reveal of its Duel Clash, no
    message another user could read names its amount or label or the number it was chosen by,
    and that the wagers the table's log revealed are those chosen; the wagers checked."""
    reveal_at = [i for i, s in enumerate(transcript) if s.to is None and REVEALED in s.text]
    assert len(reveal_at) == len(reveals), (reveal_at, reveals)
    checked = 0
    start = 0
    for at, revealed in zip(reveal_at, reveals, strict=True):
        group = [p for p in picks if start <= p.offered_at < at]
        start = at + 1
        chosen = {p.fighter: p.amount for p in group}
        assert {f: revealed[f] for f in chosen} == chosen, (chosen, revealed)
        if not group:
            continue  # a bot's Duel: nobody's secret to keep in this transcript
        checked += len(group)
        first = min(p.offered_at for p in group)
        for i in range(first, at + 1):
            seen = transcript[i]
            text = seen.text.split(REVEALED)[0] if i == at else seen.text
            wagering = {p.user for p in group}
            for pick in group:
                if seen.to is None:
                    _public_silent(seen, text, pick)
                elif seen.to != pick.user:
                    _other_silent(text, pick, seen.to in wagering)
    return checked


def _public_silent(seen: Seen, text: str, pick: SecretPick) -> None:
    assert "You chose" not in text, text
    if seen.status:
        return  # compared whole by the test, before and after the secret was chosen
    plain = _CLASH.sub("", _MENTION.sub("", text))
    assert not re.search(r"\b(No Ki Wager|Ki Wager \d+)\b", plain), text
    assert not re.search(rf"\b{pick.number}\b", plain), (pick, text)
    if pick.amount:
        assert not re.search(rf"\b{pick.amount}\b", plain), (pick, text)


def _other_silent(text: str, pick: SecretPick, wagering: bool) -> None:
    """``text`` went to another user, who may be wagering too (and told what they chose)."""
    assert wagering or "You chose" not in text, text
    for line in text.splitlines():
        if pick.fighter in line or pick.name in line:
            plain = _CLASH.sub("", line)
            assert not re.search(rf"\b{pick.number}\b", plain), (pick, line)
            assert not (pick.amount and re.search(rf"\b{pick.amount}\b", plain)), (pick, line)
