"""Every event of the Tournament of Power engine as one English sentence, from one seat's view.

An event is a tuple ``(kind, field, ...)`` (:mod:`tenkaichi.top.state`); :data:`EVENT_TEXT`
holds a sentence maker for every kind the engine emits (a test reads the engine's source for
the kinds and plays seeded games to check that none is missing). The event is masked for the
seat first (:func:`tenkaichi.top.views.visible`): another player's drawn card is its back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tenkaichi.top.say import say
from tenkaichi.top.state import Answer, Event
from tenkaichi.top.text import Voice
from tenkaichi.top.text_content import deck_name
from tenkaichi.top.views import BACK, visible


class _Fields:
    """Readers of one event's fields, in words."""

    def __init__(self, v: Voice, event: Event) -> None:
        self.v, self.event = v, event

    def num(self, i: int) -> int:
        return int(str(self.event[i]))

    def who(self, i: int) -> str:
        return self.v.whose(self.num(i), base=True)

    def name(self, i: int) -> str:
        return self.v.character(self.num(i))

    def seat(self, i: int) -> str:
        return self.v.player(self.num(i))

    def where(self, i: int) -> str:
        return self.v.space(self.num(i))

    def dice(self, i: int) -> str:
        faces = self.event[i]
        return self.v.dice([int(str(f)) for f in faces]) if isinstance(faces, tuple) else ""

    def card(self, i: int) -> str:
        if self.event[i] == BACK:  # another player's card, masked: the sentence names its deck
            return say("top-a-card")
        return self.v.card(self.event[i])

    def deck(self, i: int) -> str:
        return deck_name(str(self.event[i]))

    def text(self, i: int) -> str:
        return str(self.event[i])

    def __getitem__(self, i: int) -> object:
        return self.event[i]


def _defends(f: _Fields) -> str:
    answer = f[2]
    if answer is Answer.CARD:
        return say("top-ev-defends-card", who=f.who(1), card=f.card(3))
    if answer is Answer.DODGE_ROLL:
        return say("top-ev-defends-dodge", who=f.who(1))
    return say("top-ev-defends-hit", who=f.who(1))


def _defence(f: _Fields) -> str:
    how = "dodge" if f[2] is Answer.DODGE_ROLL else "card"
    works = "works" if f[3] else "fails"
    return say(f"top-ev-defence-{how}-{works}", who=f.who(1))


def _attack(f: _Fields) -> str:
    rolls = f.num(5)
    return say(
        "top-ev-attack",
        who=f.who(1),
        card=say("top-ev-attack-card", card=f.card(4)) if f[4] is not None else "",
        damage=f.text(3),
        speed=say("top-ev-attack-lightning")
        if rolls == 1
        else say("top-ev-attack-rolls", rolls=str(rolls)),
    )


def _dealt(f: _Fields) -> str:
    if str(f[3]) in ("", "None"):
        return say("top-ev-dealt-nothing", seat=f.seat(1), deck=f.deck(2))
    return say("top-ev-dealt", seat=f.seat(1), card=f.card(3), deck=f.deck(2))


def _drew(f: _Fields) -> str:
    if str(f[3]) == "":
        return say("top-ev-drew-nothing", seat=f.seat(1), deck=f.deck(2))
    return say("top-ev-drew", seat=f.seat(1), card=f.card(3), deck=f.deck(2))


def _eliminated(f: _Fields) -> str:
    return say("top-ev-eliminated-fusion" if f[3] else "top-ev-eliminated", who=f.who(1))


def _combat(f: _Fields) -> str:
    kind = str(f[1])
    which = kind if kind in ("duel", "green") else "attack"
    return say(f"top-ev-combat-{which}", one=f.who(2), other=f.who(3))


def _combat_over(f: _Fields) -> str:
    standing = [what for what, up in (("attacker", f[1]), ("defender", f[2])) if up]
    if len(standing) == 2:
        return say("top-ev-combat-over-both")
    if standing:
        return say(f"top-ev-combat-over-{standing[0]}")
    return say("top-ev-combat-over-neither")


def _scores(f: _Fields) -> str:
    counts = f[1]
    parts = (
        [say("top-ev-score", player=f.v.player(i), count=str(n)) for i, n in enumerate(counts)]
        if isinstance(counts, tuple)
        else []
    )
    return say("top-ev-scores", scores=", ".join(parts))


def _game_over(f: _Fields) -> str:
    winners = f[1]
    names = [f.v.player(int(str(w))) for w in winners] if isinstance(winners, tuple) else []
    if not names:
        return say("top-ev-game-over-none")
    if len(names) == 1:
        return say("top-ev-game-over-one", winner=names[0])
    joined = say("top-and").join(names)
    return say("top-ev-game-over-shared", winners=joined)


def _healed(f: _Fields) -> str:
    source = str(f[3])
    if source in ("health", "recovery"):
        why = say(f"top-ev-healed-{source}")
    else:
        why = say("top-ev-healed-event", card=f.card(3))
    return say("top-ev-healed", who=f.who(1), damage=f.text(2), why=why)


def _fusion_roll(f: _Fields) -> str:
    works = "works" if f[3] else "fails"
    return say(f"top-ev-fusion-roll-{works}", seat=f.seat(1), roll=f.text(2))


def _plain(msg_id: str) -> Callable[[_Fields], str]:
    return lambda f: say(msg_id)


EVENT_TEXT: dict[str, Callable[[_Fields], str]] = {
    "decks-shuffled": _plain("top-ev-decks-shuffled"),
    "draft-begins": lambda f: say("top-ev-draft-begins", seat=f.seat(1)),
    "drafted": lambda f: say("top-ev-drafted", seat=f.seat(1), name=f.name(2)),
    "unplayed-stack": lambda f: say("top-ev-unplayed-stack", count=f.text(1)),
    "placed": lambda f: say("top-ev-placed", seat=f.seat(1), name=f.name(2), where=f.where(3)),
    "dealt": _dealt,
    "first-player": lambda f: say("top-ev-first-player", seat=f.seat(1)),
    "turn": lambda f: say("top-ev-turn", round=f.text(1), seat=f.seat(2)),
    "discarded": lambda f: say("top-ev-discarded", seat=f.seat(1), card=f.card(3), deck=f.deck(2)),
    "healed": _healed,
    "event": lambda f: say("top-ev-event", seat=f.seat(1), card=f.card(2)),
    "played": lambda f: say("top-ev-played", seat=f.seat(1), card=f.card(2)),
    "drew": _drew,
    "moved": lambda f: say("top-ev-moved", who=f.who(2), start=f.where(3), end=f.where(4)),
    "instant-move": lambda f: say(
        "top-ev-instant-move", who=f.who(2), start=f.where(3), end=f.where(4)
    ),
    "stepped": lambda f: say("top-ev-stepped", who=f.who(2), start=f.where(3), end=f.where(4)),
    "green": lambda f: say("top-ev-green", name=f.name(2), seat=f.seat(4)),
    "combat": _combat,
    "duel-attack": lambda f: say(
        "top-ev-duel-attack", number=f.text(1), one=f.who(2), other=f.who(3)
    ),
    "fusion-roll": _fusion_roll,
    "fused": lambda f: say("top-ev-fused", seat=f.seat(1), name=f.name(2)),
    "transformed": lambda f: say(
        "top-ev-transformed", who=f.who(1), roll=f.text(3), form=f.text(4)
    ),
    "transform-failed": lambda f: say("top-ev-transform-failed", who=f.who(1), roll=f.text(3)),
    "rolled": lambda f: say("top-ev-rolled", who=f.who(1), dice=f.dice(2), number=f.text(3)),
    "attack": _attack,
    "extra-combat": lambda f: say("top-ev-extra-combat", seat=f.seat(1), card=f.card(2)),
    "shielded": lambda f: say("top-ev-shielded", who=f.who(1), damage=f.text(2)),
    "reflected": lambda f: say("top-ev-reflected", who=f.who(1), damage=f.text(2)),
    "defends": _defends,
    "defence-rolled": lambda f: say("top-ev-defence-rolled", who=f.who(1), dice=f.dice(2)),
    "defence": _defence,
    "damaged": lambda f: say("top-ev-damaged", who=f.who(1), damage=f.text(2), total=f.text(3)),
    "rescued": lambda f: say("top-ev-rescued", who=f.who(1), card=f.card(2), damage=f.text(3)),
    "eliminated": _eliminated,
    "fled": lambda f: say("top-ev-fled", who=f.who(1), start=f.where(2), end=f.where(3)),
    "counter-attack": lambda f: say("top-ev-counter-attack", who=f.who(1)),
    "form-cost": lambda f: say("top-ev-form-cost", who=f.who(1), cost=f.text(2)),
    "combat-over": _combat_over,
    "returned": _plain("top-ev-returned"),
    "duel-guard": lambda f: say("top-ev-duel-guard", count=f.text(1)),
    "scores": _scores,
    "extra-round": lambda f: say("top-ev-extra-round", round=f.text(1)),
    "time-up": lambda f: say("top-ev-time-up", round=f.text(1)),
    "game-over": _game_over,
}
"""A sentence maker for every kind of event the engine emits."""


def retold(events: Sequence[Event], index: int) -> bool:
    """Whether the event at ``index`` is told again by the next one, so that a log shows only
    the next: the engine logs a card dealt at the setup twice, as drawn ("drew"), then as dealt
    ("dealt", same seat and deck); a reader is told "Player 1 is dealt Guard from the Defence
    deck" once."""
    event = events[index]
    if event[0] != "drew" or index + 1 >= len(events):
        return False
    after = events[index + 1]
    return after[0] == "dealt" and after[1:3] == event[1:3]


def told(v: Voice, events: Sequence[Event], start: int = 0) -> list[str]:
    """The sentences of ``events[start:]`` as ``v``'s seat may read them, each card dealt at
    the setup told once (:func:`retold`)."""
    return [event_text(v, events[i]) for i in range(start, len(events)) if not retold(events, i)]


def event_text(v: Voice, event: Event) -> str:
    """One event as ``v``'s seat may read it (other players' cards as their backs)."""
    seen = visible(event, v.seat)
    maker = EVENT_TEXT.get(str(seen[0]))
    if maker is None:
        return say("top-ev-unknown")
    line = maker(_Fields(v, seen))
    return line[:1].upper() + line[1:]
