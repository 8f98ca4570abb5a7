"""The end of a fight in numbers: a result line and, per fighter, what they did and suffered.

:func:`fight_summary` reads a DBU ``Encounter``; :func:`match_summary` reads any table game
from a seat's view (:func:`tenkaichi.table.seatview.view`) and the live match. Both work on a
finished or an unfinished fight. A summary is plain JSON::

    {"game": "dbu", "title": "Dragon Ball Universe", "result": "Side Earth wins after 8 rounds",
     "over": True, "ended_by_gm": False, "round": 8,
     "fighters": [{"name", "side", "damage_dealt", "damage_taken", "biggest_hit",
                   "ki_spent", "kos", "rounds_acted", "conditions", "defeated", "life", "ki"}]}

**Secrets stay secret.** A summary is worked out from the events *as one seat sees them*
(``viewer``: the sides whose secrets the seat may know, ``None`` for the game master; the events
go through :func:`tenkaichi.table.games.dbu.seen_by_sides`, or the caller passes the seat's
events already filtered, as a seat's view holds them) and from the fighters' public numbers as
that seat sees them (:meth:`DbuRules.public`): a number the seat may not know (another side's
Ki in dbu-1) is ``None`` in the summary, never worked out from elsewhere.

**DBU fields**, each from the event stream (the engine's events, in order):

- ``damage_taken``: the Life the fighter lost, the sum of the ``amount`` of every ``damage``
  event about them that takes Life ("loses 32 Life (...)"), whoever or whatever caused it
  (attacks, Collisions, Damage over Time, Poisoned, a tied Duel, a Life Wager). A blow larger
  than the Life left counts whole, as the log says it.
- ``damage_dealt``: the Life the fighter's blows took from *opponents* (other sides). The
  blow's dealer is worked out from the events before each Life loss: the Damage of a Wound
  (the ``damage`` event with a ``wound`` right before it) is the Wound Roll's maker (the last
  ``wound`` event that is not a Power Flare); a Collision is the fighter who moved the victim
  (``moved``'s ``by``), else the one who threw or thrust the thing that hit them (the last
  attack, Throw or Feature Thrust). Damage over Time, Poisoned, Suffocating, Compelled, a
  tied Duel and a fighter's own Life Wager have no dealer.
- ``biggest_hit``: the largest single such Life loss on an opponent, ``{"amount", "target"}``,
  or ``None``.
- ``ki_spent``: the Ki Points the fighter paid, the sum of their ``cost_paid`` events (Ki
  given back afterwards, by a blocked movement or Instantaneous Control, is not taken off);
  ``None`` when the seat may not know the fighter's Ki.
- ``kos``: the opponents this fighter Defeated, in order (a fighter Defeated twice, once
  revived, counts twice): for each ``defeated`` event, the dealer of the blow that brought the
  fighter to 0 Life or below (their last Life loss, with no healing or revival since). A
  fighter Defeated by no one's blow (Damage over Time, an ally's blow, the Afterlife, the game
  master's ruling) is no one's KO.
- ``rounds_acted``: in how many rounds the fighter's turn started (a ``turn_started`` event;
  a skipped turn, ``turn_skipped``, does not count).
- ``conditions``: the Combat Conditions, States and effects the fighter gained
  (``condition_gained`` events), named as people read them
  (:func:`~tenkaichi.dbu.combat.rules.stats.effect_label`), each once with how many times,
  in the order first gained: ``[{"name": "Guard Down", "times": 2}]``.
- ``defeated``, ``life``, ``ki``: the fighter now (public numbers as the seat sees them);
  where the table hides an NPC's numbers from the seat (``hide_npc_numbers``), ``life`` and
  ``ki`` are ``None`` and ``health`` is its Health Threshold word.

**Result**: the engine's own closing line when the rules ended the fight ("Side Earth wins
after 8 rounds", "Draw: ..."); else, with ``ended_by_gm``, "Ended by the game master after
round 3: still standing: Goku, Vegeta"; else "In progress, round 3: still standing: ...".

The Tournament of Power and Dungeon DICE Combat get a result line from the game's own
winner (``RULES.winner``) and only the per-player or per-fighter fields they can compute
(see :func:`match_summary`).

**Words**: the title, the result line and the conditions' names are the current reader's
(:func:`tenkaichi.i18n.use`); the engine's closing line is its event's own words in that
language where the summary has the event (an event as JSON reads as its ``text``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.events import Event
from tenkaichi.dbu.combat.rules.stats import effect_label
from tenkaichi.i18n import current, term, text
from tenkaichi.table.games import GAMES, Viewer
from tenkaichi.table.games.dbu import RULES as DBU

TITLES = frozenset({"dbu", "top", "ddc"})
"""The games whose name is a message (``table-game-<game>``)."""


def _title(game: str, english: str) -> str:
    return text(f"table-game-{game}") if game in TITLES else english


EventLike = Mapping[str, Any] | Event
"""An event as JSON (a seat's view holds them so) or as the engine's :class:`Event`."""


# --- DBU --------------------------------------------------------------------------------


@dataclass(slots=True)
class _Tally:
    """What one fighter did and suffered, counted along the events."""

    side: str
    dealt: int = 0
    taken: int = 0
    biggest: tuple[int, str] | None = None
    ki_spent: int = 0
    kos: list[str] = field(default_factory=list)
    rounds: set[int] = field(default_factory=set)
    conditions: Counter[str] = field(default_factory=Counter)


def _json(event: EventLike) -> Mapping[str, Any]:
    return event.to_json() if isinstance(event, Event) else event


def _data(event: Mapping[str, Any]) -> Mapping[str, Any]:
    data = event.get("data")
    return data if isinstance(data, Mapping) else {}


def _amount(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


_THROWING = frozenset({"throw", "feature_thrust"})
"""Maneuvers that send a thing into a fighter (a Collision's dealer: their user)."""


class _Blows:
    """Who dealt each Life loss, worked out along the events (see the module docstring)."""

    def __init__(self) -> None:
        self.striker = ""
        """The maker of the last Wound Roll (a Power Flare is the defender's, and skipped)."""
        self.actor = ""
        """Who last declared an attack, threw something or thrust a Feature."""
        self.previous: Mapping[str, Any] = {}
        self.pusher: dict[str, str] = {}
        """Victim -> who moved them, for the Collision that may follow their forced move."""
        self.collision: dict[str, str] = {}
        """Victim -> the dealer of the Collision just announced."""

    def dealer(self, event: Mapping[str, Any]) -> str:
        """The dealer of a Life loss event (``""``: no one), before :meth:`saw` is told it."""
        who, before = str(event.get("who", "")), self.previous
        if before.get("who") != who:
            return ""
        if before.get("kind") == "damage" and "wound" in _data(before):
            return self.striker
        if before.get("kind") == "collision":
            return self.collision.get(who, "")
        return ""

    def saw(self, event: Mapping[str, Any]) -> None:
        kind, who, data = event.get("kind"), str(event.get("who", "")), _data(event)
        if kind == "wound" and not data.get("flare"):
            self.striker = who
        elif kind == "attack_declared" or (
            kind == "maneuver" and data.get("maneuver") in _THROWING
        ):
            self.actor = who
        elif kind == "moved":
            by = data.get("by")
            if data.get("forced") and isinstance(by, str) and by:
                self.pusher[who] = by
            else:
                self.pusher.pop(who, None)
        elif kind == "collision":
            pusher = self.pusher.pop(who, "")
            self.collision[who] = pusher or self.actor
        self.previous = event


def _result_line(
    ended: EventLike | None, fighters: Sequence[Mapping[str, Any]], round_: int, gm: bool
) -> str:
    if isinstance(ended, Event):
        return ended.words(current())
    if ended is not None:
        return str(ended.get("text", ""))
    standing = ", ".join(str(f["name"]) for f in fighters if not f.get("defeated"))
    standing = standing or text("table-summary-nobody")
    if gm:
        when = _after(round_)
        return text("table-summary-ended-by-gm", when=when, standing=standing)
    if round_:
        when = text("table-summary-round", round=str(round_))
    else:
        when = text("table-summary-before-first-round")
    return text("table-summary-in-progress", when=when, standing=standing)


def _after(round_: int) -> str:
    """ "after round 3", "before the first round"."""
    if round_:
        return text("table-summary-after-round", round=str(round_))
    return text("table-summary-before-first-round")


def dbu_summary(
    events: Iterable[EventLike],
    fighters: Sequence[Mapping[str, Any]],
    *,
    ended_by_gm: bool = False,
) -> dict[str, Any]:
    """The summary of a DBU fight from the events as one seat sees them and the fighters'
    public numbers as that seat sees them (``DbuRules.public(enc, viewer)["fighters"]``, or a
    seat's view's ``"fighters"``), in setup order. See the module docstring for each field."""
    sides = {str(f["name"]): str(f["side"]) for f in fighters}
    tally = {name: _Tally(side) for name, side in sides.items()}
    blows = _Blows()
    last_blow: dict[str, tuple[str, int]] = {}
    """Victim -> (dealer, Life left) of their last Life loss since any healing."""
    ended: EventLike | None = None
    round_ = 0
    for raw in events:
        event = _json(raw)
        kind, who, data = event.get("kind"), str(event.get("who", "")), _data(event)
        round_ = max(round_, _amount(event.get("round")))
        mine = tally.get(who)
        if kind == "damage" and "amount" in data and mine is not None:
            amount, dealer = _amount(data.get("amount")), blows.dealer(event)
            mine.taken += amount
            foe = tally.get(dealer)
            if foe is not None and foe.side != mine.side:
                foe.dealt += amount
                if foe.biggest is None or amount > foe.biggest[0]:
                    foe.biggest = (amount, who)
            else:
                dealer = ""
            life = data.get("life")
            last_blow[who] = (dealer, life if isinstance(life, int) else 1)
        elif kind in ("healed", "revived"):
            last_blow.pop(who, None)
        elif kind == "defeated" and mine is not None:
            dealer, life = last_blow.pop(who, ("", 1))
            if dealer and life <= 0:
                tally[dealer].kos.append(who)
        elif kind == "cost_paid" and mine is not None:
            mine.ki_spent += _amount(data.get("kp"))
        elif kind == "turn_started" and mine is not None:
            mine.rounds.add(_amount(event.get("round")))
        elif kind == "condition_gained" and mine is not None and data.get("condition"):
            mine.conditions[effect_label(str(data["condition"]))] += 1
        elif kind == "encounter_ended":
            ended = raw
        blows.saw(event)
    return {
        "game": "dbu",
        "title": _title("dbu", DBU.title),
        "result": _result_line(ended, fighters, round_, ended_by_gm),
        "over": ended is not None or ended_by_gm,
        "ended_by_gm": ended is None and ended_by_gm,
        "round": round_,
        "fighters": [_fighter(f, tally[str(f["name"])]) for f in fighters],
    }


def _fighter(public: Mapping[str, Any], t: _Tally) -> dict[str, Any]:
    knows_ki = public.get("ki") is not None
    out = {
        "name": str(public["name"]),
        "side": t.side,
        "damage_dealt": t.dealt,
        "damage_taken": t.taken,
        "biggest_hit": (
            {"amount": t.biggest[0], "target": t.biggest[1]} if t.biggest is not None else None
        ),
        "ki_spent": t.ki_spent if knows_ki else None,
        "kos": list(t.kos),
        "rounds_acted": len(t.rounds),
        "conditions": [{"name": term(n, current()), "times": k} for n, k in t.conditions.items()],
        "defeated": bool(public.get("defeated")),
        "life": public.get("life"),
        "ki": public.get("ki") if knows_ki else None,
    }
    if public.get("life") is None and public.get("health"):
        out["health"] = str(public["health"])  # an NPC's Life kept from the seat: its word
    return out


def fight_summary(
    enc: Encounter,
    viewer: Viewer = None,
    *,
    ended_by_gm: bool = False,
    events: Iterable[EventLike] | None = None,
) -> dict[str, Any]:
    """The summary of a DBU fight as ``viewer`` may see it (``None``: the game master, every
    event whole). ``events``: the events as the seat sees them, when the caller has them
    already filtered (a seat's view's ``"events"``); by default the encounter's events go
    through :func:`~tenkaichi.table.games.dbu.seen_by_sides` for ``viewer``. ``ended_by_gm``:
    the game master ended the fight before the rules did."""
    if events is None:
        events = [e for e in (DBU.event_json(enc, e, viewer) for e in enc.events) if e is not None]
    fighters = DBU.public(enc, viewer)["fighters"]
    return _closing(enc, dbu_summary(events, fighters, ended_by_gm=ended_by_gm and not enc.over))


def _closing(enc: Any, out: dict[str, Any]) -> dict[str, Any]:
    """The engine's closing line in the reader's words (its event's own message), where the
    summary took it from an event as JSON (whose ``text`` is English)."""
    if not out["over"] or out["ended_by_gm"]:
        return out
    events = getattr(enc, "events", None) or ()
    ended = next((e for e in reversed(events) if getattr(e, "kind", "") == "encounter_ended"), None)
    if isinstance(ended, Event) and ended.text == out["result"]:
        out["result"] = ended.words(current())
    return out


# --- the other games --------------------------------------------------------------------


def _game_result(
    title: str, winner: str, over: bool, ended_by_gm: bool, round_: int, standing: str = ""
) -> str:
    """A game's result line from its winner (``"draw"``, a side, or players joined by
    ``", "``), or how it stopped."""
    at = str(round_)
    if over and winner == "draw":
        return text("table-summary-draw", round=at)
    if over and winner:
        won = "table-summary-share-win" if ", " in winner else "table-summary-wins"
        return text(won, winner=winner, round=at)
    if ended_by_gm:
        if standing:
            return text("table-summary-ended-by-gm", when=_after(round_), standing=standing)
        return text("table-summary-ended-by-gm-only", when=_after(round_))
    if standing:
        return text("table-summary-game-in-progress", title=title, round=at, standing=standing)
    return text("table-summary-game-in-progress-only", title=title, round=at)


def _top_summary(match: Any, view: Mapping[str, Any], ended_by_gm: bool) -> dict[str, Any]:
    from tenkaichi.table.games.top import TopMatch, actor_of

    rules = GAMES["top"]
    top = cast(TopMatch, match)
    over = bool(match is not None and top.over)
    title = _title("top", rules.title)
    seen = view.get("tournament") or {}
    scores = list(seen.get("scores") or [])
    tokens = list(seen.get("tokens") or [])
    players = [
        {
            "name": actor_of(seat),
            "score": score,
            "warriors_left": sum(1 for t in tokens if t.get("owner") == seat and t.get("alive")),
        }
        for seat, score in enumerate(scores)
    ]
    winner = rules.winner(match) if match is not None else ""
    round_ = _amount(seen.get("round"))
    return {
        "game": "top",
        "title": title,
        "result": _game_result(title, winner, over, ended_by_gm, round_),
        "over": over or ended_by_gm,
        "ended_by_gm": ended_by_gm and not over,
        "round": round_,
        "players": players,
    }


def _ddc_summary(match: Any, ended_by_gm: bool) -> dict[str, Any]:
    """Dungeon DICE Combat: nothing in it is secret, so its events are read whole."""
    from tenkaichi.table.games.ddc import DdcMatch

    rules = GAMES["ddc"]
    title = _title("ddc", rules.title)
    if match is None:
        return {
            "game": "ddc",
            "title": title,
            "result": _game_result(title, "", False, ended_by_gm, 0),
            "over": ended_by_gm,
            "ended_by_gm": ended_by_gm,
            "round": 0,
            "fighters": [],
        }
    battle = cast(DdcMatch, match).battle
    dealt: Counter[str] = Counter()
    taken: Counter[str] = Counter()
    kos: dict[str, list[str]] = {f.name: [] for f in battle.state.fighters}
    side = {f.name: f.side for f in battle.state.fighters}
    last_by: dict[str, str] = {}
    for e in battle.events:
        if e.kind == "damage":
            amount, by = _amount(e.data.get("amount")), str(e.data.get("by", ""))
            taken[e.who] += amount
            if by in side and side[by] != side.get(e.who):
                dealt[by] += amount
            last_by[e.who] = by
        elif e.kind == "knocked_out":
            by = last_by.get(e.who, "")
            if by in kos and side[by] != side.get(e.who):
                kos[by].append(e.who)
    over = battle.over
    winner = rules.winner(match)
    winner = winner if winner == "draw" or not winner else text("table-summary-side", side=winner)
    standing = ", ".join(f.name for f in battle.state.fighters if f.hp > 0)
    standing = standing or text("table-summary-nobody")
    result = _game_result(title, winner, over, ended_by_gm, battle.state.round, standing)
    return {
        "game": "ddc",
        "title": title,
        "result": result,
        "over": over or ended_by_gm,
        "ended_by_gm": ended_by_gm and not over,
        "round": battle.state.round,
        "fighters": [
            {
                "name": f.name,
                "side": f.side,
                "damage_dealt": dealt[f.name],
                "damage_taken": taken[f.name],
                "kos": kos[f.name],
                "defeated": f.hp <= 0,
                "hp": max(f.hp, 0),
                "max_hp": f.max_hp,
            }
            for f in battle.state.fighters
        ],
    }


def match_summary(game: str, match: Any, view: Mapping[str, Any]) -> dict[str, Any]:
    """The summary of a table's game as the seat whose ``view`` it is sees it (the view:
    :meth:`TableService.view`; ``match``: the live match, :meth:`TableService.seat_context`).
    The fight counts as ended by the game master when the table is over and the rules named
    no winner; in the lobby the result says the game has not started.

    - DBU: everything from the view (its events and fighters are the seat's own), see the
      module docstring.
    - Tournament of Power: the result, and per player the score and the warriors still in
      play, as the seat's view shows them.
    - Dungeon DICE Combat (nothing secret): the result, and per fighter the damage dealt to
      opponents and taken (the ``amount`` of each ``damage`` event and its ``by``), the
      opponents they knocked out (the dealer of the last damage before ``knocked_out``), HP now.
    """
    ended_by_gm = view.get("status") == "over" and not view.get("winner")
    if game == "dbu":
        events, fighters = view.get("events") or [], view.get("fighters") or []
        out = _closing(match, dbu_summary(events, fighters, ended_by_gm=ended_by_gm))
    elif game == "top":
        out = _top_summary(match, view, ended_by_gm)
    elif game == "ddc":
        out = _ddc_summary(match, ended_by_gm)
    else:
        raise ValueError(f"no summary for the game {game!r}")
    if view.get("status") == "lobby":
        out["result"] = text("table-summary-not-started")
    return out


__all__ = ["dbu_summary", "fight_summary", "match_summary"]
