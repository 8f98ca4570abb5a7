"""Every event of the Tournament of Power engine as one English sentence, from one seat's view.

An event is a tuple ``(kind, field, ...)`` (:mod:`tenkaichi.top.state`); :data:`EVENT_TEXT`
holds a sentence maker for every kind the engine emits (a test reads the engine's source for
the kinds and plays seeded games to check that none is missing). The event is masked for the
seat first (:func:`tenkaichi.top.views.visible`): another player's drawn card is its back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tenkaichi.top.state import Answer, Event
from tenkaichi.top.text import Voice
from tenkaichi.top.text_content import DECK_NAME
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
            return "a card"
        return self.v.card(self.event[i])

    def deck(self, i: int) -> str:
        return DECK_NAME.get(str(self.event[i]), "unknown")

    def __getitem__(self, i: int) -> object:
        return self.event[i]


def _defends(f: _Fields) -> str:
    answer = f[2]
    if answer is Answer.CARD:
        return f"{f.who(1)} defends with {f.card(3)}"
    if answer is Answer.DODGE_ROLL:
        return f"{f.who(1)} tries a Dodge roll"
    return f"{f.who(1)} takes the hit"


def _defence(f: _Fields) -> str:
    how = "the Dodge" if f[2] is Answer.DODGE_ROLL else "the defence"
    return f"{how.capitalize()} of {f.who(1)} {'works' if f[3] else 'fails'}"


def _attack(f: _Fields) -> str:
    card = f" with {f.card(4)}" if f[4] is not None else ""
    rolls = f.num(5)
    speed = " (a lightning attack: no defence)" if rolls == 1 else f" after {rolls} rolls"
    return f"{f.who(1)} attacks{card} for {f[3]} damage{speed}"


def _dealt(f: _Fields) -> str:
    if str(f[3]) in ("", "None"):
        return f"{f.seat(1)} is dealt nothing: the {f.deck(2)} deck is empty"
    return f"{f.seat(1)} is dealt {f.card(3)} from the {f.deck(2)} deck"


def _drew(f: _Fields) -> str:
    if str(f[3]) == "":
        return f"{f.seat(1)} draws nothing: the {f.deck(2)} deck is empty"
    return f"{f.seat(1)} draws {f.card(3)} from the {f.deck(2)} deck"


def _eliminated(f: _Fields) -> str:
    two = " (a fusion: two warriors lost)" if f[3] else ""
    return f"{f.who(1)} is eliminated{two}"


def _combat(f: _Fields) -> str:
    kind = str(f[1])
    if kind == "duel":
        return f"Tie-break duel: {f.who(2)} against {f.who(3)}"
    if kind == "green":
        return f"{f.who(2)} fights {f.who(3)} on a green space"
    return f"Combat: {f.who(2)} attacks {f.who(3)}"


def _combat_over(f: _Fields) -> str:
    standing = [what for what, up in (("attacker", f[1]), ("defender", f[2])) if up]
    if len(standing) == 2:
        return "The combat is over: both warriors still stand"
    if standing:
        return f"The combat is over: only the {standing[0]} still stands"
    return "The combat is over: neither warrior still stands"


def _scores(f: _Fields) -> str:
    counts = f[1]
    parts = (
        [f"{f.v.player(i)} {n}" for i, n in enumerate(counts)] if isinstance(counts, tuple) else []
    )
    return "Warriors left on the board: " + ", ".join(parts)


def _game_over(f: _Fields) -> str:
    winners = f[1]
    names = [f.v.player(int(str(w))) for w in winners] if isinstance(winners, tuple) else []
    if not names:
        return "The game is over: no one wins"
    if len(names) == 1:
        return f"The game is over: {names[0]} wins"
    return f"The game is over: {' and '.join(names)} share the win"


def _healed(f: _Fields) -> str:
    source = str(f[3])
    why = {"health": " (its Health power)", "recovery": " (a Recovery card)"}.get(source)
    if why is None:
        why = f" (the Event {f.card(3)})"
    return f"{f.who(1)} heals {f[2]} damage{why}"


EVENT_TEXT: dict[str, Callable[[_Fields], str]] = {
    "decks-shuffled": lambda f: "The Attack, Defence, Special and Event decks are shuffled",
    "draft-begins": lambda f: f"A die roll: {f.seat(1)} drafts first",
    "drafted": lambda f: f"{f.seat(1)} drafts {f.name(2)}",
    "unplayed-stack": lambda f: f"The {f[1]} warriors no one drafted are shuffled into a stack",
    "placed": lambda f: f"{f.seat(1)} places {f.name(2)} on {f.where(3)}",
    "dealt": _dealt,
    "first-player": lambda f: f"{f.seat(1)} plays first",
    "turn": lambda f: f"Round {f[1]}: {f.seat(2)}'s turn",
    "discarded": lambda f: f"{f.seat(1)} discards {f.card(3)} under the {f.deck(2)} deck",
    "healed": _healed,
    "event": lambda f: f"Event for {f.seat(1)}: {f.card(2)}",
    "played": lambda f: f"{f.seat(1)} plays {f.card(2)}",
    "drew": _drew,
    "moved": lambda f: f"{f.who(2)} moves from {f.where(3)} to {f.where(4)}",
    "instant-move": lambda f: f"{f.who(2)} moves instantly from {f.where(3)} to {f.where(4)}",
    "stepped": lambda f: f"{f.who(2)} steps from {f.where(3)} to {f.where(4)}",
    "green": lambda f: f"{f.name(2)} comes from the unplayed stack, played by {f.seat(4)}",
    "combat": _combat,
    "duel-attack": lambda f: f"Attack {f[1]} of the duel: {f.who(2)} attacks {f.who(3)}",
    "fusion-roll": lambda f: (
        f"{f.seat(1)} rolls {f[2]} to fuse: {'the fusion works' if f[3] else 'no fusion'}"
    ),
    "fused": lambda f: f"{f.seat(1)}'s fusion partners become {f.name(2)}",
    "transformed": lambda f: f"{f.who(1)} rolls {f[3]} and transforms into {f[4]}",
    "transform-failed": lambda f: f"{f.who(1)} rolls {f[3]}: no transformation",
    "rolled": lambda f: f"{f.who(1)} rolls {f.dice(2)} (roll {f[3]})",
    "attack": _attack,
    "extra-combat": lambda f: f"{f.seat(1)} gains a second combat this turn ({f.card(2)})",
    "shielded": lambda f: f"The Shield of {f.who(1)} stops the sphere ({f[2]} damage)",
    "reflected": lambda f: f"{f.who(1)} reflects the sphere back ({f[2]} damage)",
    "defends": _defends,
    "defence-rolled": lambda f: f"{f.who(1)} rolls {f.dice(2)} to defend",
    "defence": _defence,
    "damaged": lambda f: f"{f.who(1)} takes {f[2]} damage ({f[3]} in all)",
    "rescued": lambda f: f"{f.who(1)} is saved by {f.card(2)} ({f[3]} damage left on it)",
    "eliminated": _eliminated,
    "fled": lambda f: f"{f.who(1)} flees with Solar Flare from {f.where(2)} to {f.where(3)}",
    "counter-attack": lambda f: f"{f.who(1)} strikes back at once",
    "form-cost": lambda f: f"{f.who(1)} pays {f[2]} Endurance for its transformation",
    "combat-over": _combat_over,
    "returned": lambda f: "The unplayed warrior goes back under the stack",
    "duel-guard": lambda f: (
        f"No one is eliminated after {f[1]} attacks: the engine's guard stops the duel"
    ),
    "scores": _scores,
    "extra-round": lambda f: f"More than two players are tied: play on to round {f[1]}",
    "time-up": lambda f: f"Time is up: round {f[1]} is the last",
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
        return "Something happened that this version cannot describe"
    line = maker(_Fields(v, seen))
    return line[:1].upper() + line[1:]
