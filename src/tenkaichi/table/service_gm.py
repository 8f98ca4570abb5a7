"""The game master's powers: rulings, notes, ad-hoc rolls, seats that change hands, undo.

Every one is an input in the log (:mod:`tenkaichi.table.log`) or a change of the seat rows,
made only through the GM's token (a player's or spectator's is refused in one line, whatever
the route: HTTP, WebSocket or chat all come here):

- :meth:`GameMaster.rule`: a ruling (:mod:`tenkaichi.dbu.combat.rulings`) the fight takes
  like a choice, so replays and undo hold; a fighter it adds goes to the seat named.
- :meth:`GameMaster.note` and :meth:`GameMaster.roll`: a note, or an ad-hoc roll
  (:mod:`tenkaichi.table.adhoc`), to everyone, to the GM alone or to one seat; players too
  when the table's settings let them.
- :meth:`GameMaster.give`: any fighter to any seat, at any time (mid-decision too).
- :meth:`GameMaster.undo`: with ``dice="again"`` the dice after the undone step are rolled
  anew, from a stream drawn from the seed (:meth:`GameMaster.undo_preview` says whether the
  step rolled any).
"""

from __future__ import annotations

import json
from typing import Any

from tenkaichi.dice.rng import ScriptedRng
from tenkaichi.i18n import text as say
from tenkaichi.table import adhoc, seatview
from tenkaichi.table.inputs import UNDO_MAX
from tenkaichi.table.log import Entry, effective, rebuild, step
from tenkaichi.table.seats import Seat
from tenkaichi.table.service_seats import Seating
from tenkaichi.table.store import SEATS, TableError
from tenkaichi.table.table_state import TableState
from tenkaichi.text import problem

NOTE_MAX = 500
"""The longest note the log takes."""
RULING_MAX_CHARS = 200_000
"""The longest ruling (as JSON) taken; one that adds a fighter carries its whole sheet."""
UNDO_DICE = ("keep", "again")


class GameMaster(Seating):
    """The game master's powers (see the module docstring)."""

    # --- rulings ------------------------------------------------------------------------

    def rule(self, gm_token: str, ruling: Any, *, controller: int | None = None) -> int:
        """Make a ruling (GM only; see :mod:`tenkaichi.dbu.combat.rulings`); a fighter it
        adds is played by seat ``controller`` (the GM's when ``None``). Returns the next
        decision id; a ruling the fight cannot take changes nothing and raises one line."""
        with self._acting(gm_token, gm=True) as (gm, state):
            if state.rules.name != "dbu":
                raise TableError(say("table-error-no-rulings", title=state.rules.title))
            if state.status not in ("running", "paused"):
                raise TableError(say("table-error-rulings-when"))
            fight = state.fight
            if fight is None or fight.enc is None or fight.waiting_for_dice:
                raise TableError(say("table-error-rule-after-dice"))
            if not isinstance(ruling, dict):
                raise TableError(say("table-error-ruling-object", example="{'ruling': 'set', ...}"))
            try:
                size = len(json.dumps(ruling))
            except (TypeError, ValueError, RecursionError):
                raise TableError(say("table-error-ruling-unreadable")) from None
            if size > RULING_MAX_CHARS:
                raise TableError(say("table-error-ruling-long", most=str(RULING_MAX_CHARS)))
            seat = None if controller is None else self._seat_of(state, controller)
            if seat is not None and seat.role not in ("gm", "player", "bot"):
                raise TableError(say("table-error-spectator-plays-none"))
            before = set(state.sides)
            payload: dict[str, Any] = {"ruling": ruling}
            entry = Entry(state.seq, gm.id, state.seq, "ruling", payload)
            try:
                after = step(fight, entry, state.rules, state.setup, state.seed)
            except TableError as error:
                raise TableError(say("table-error-ruling-refused", error=str(error))) from None
            now = state.rules.sides_now(after.enc) if after.enc is not None else None
            joined = [f for f in now or {} if f not in before]
            if joined:
                payload["added"] = joined  # the names its seats may give (see table_state)
            self._append(state, [(gm.id, "ruling", payload)], state.seq, after)
            added = [f for f in state.sides if f not in before]
            if added:  # never to a seat that claims the whole side, unless the GM says so
                self._hand_over(state, added, seat if seat is not None else gm)
            self._run_server(state)
            return state.seq

    # --- notes and ad-hoc rolls ---------------------------------------------------------

    def note(self, token: str, text: str, to: object = "all") -> int:
        """Write a note in the log: to everyone, to the GM alone (``"gm"``) or to one seat
        (its id). The GM always may; a player when the table's ``player_notes`` is on."""
        with self._acting(token) as (seat, state):
            self._may(seat, state, "player_notes", "write notes")
            if not isinstance(text, str):
                raise TableError(say("table-error-note-text"))
            found = problem(text, NOTE_MAX)
            if found:
                raise TableError(say("table-error-note", problem=found))
            payload = {"text": text.strip(), **self._audience(seat, state, to)}
            payload["at"] = _events_now(state)
            self._append(state, [(seat.id, "note", payload)], state.seq)
            return state.seq

    def roll_odds(
        self,
        token: str,
        *,
        expression: str | None = None,
        fighter: str | None = None,
        check: str | None = None,
        target: object = None,
    ) -> dict[str, Any]:
        """What an ad-hoc roll would be and its chance to reach ``target``, before rolling."""
        with self._acting(token) as (seat, state):
            self._may(seat, state, "player_rolls", "roll")
            enc = self._roller(seat, state, fighter)
            made = adhoc.plan(enc, fighter, check, expression)
            return {"label": made["label"], "chance": adhoc.chance(enc, made, target)}

    def roll(
        self,
        token: str,
        *,
        expression: str | None = None,
        fighter: str | None = None,
        check: str | None = None,
        target: object = None,
        to: object = "all",
        results: object = None,
    ) -> dict[str, Any]:
        """Make an ad-hoc roll: a dice ``expression``, or ``fighter``'s ``check`` (a Skill or
        Saving Throw), against ``target`` if given; shown to ``to`` (everyone, ``"gm"``, or a
        seat id); ``results``: the dice as typed at the table (else the table rolls them from
        a stream of its own). Returns what was rolled."""
        with self._acting(token) as (seat, state):
            self._may(seat, state, "player_rolls", "roll")
            enc = self._roller(seat, state, fighter)
            made = adhoc.plan(enc, fighter, check, expression)
            rng: Any = adhoc.stream(state.seed, state.seq)
            if results not in (None, "", []):
                if isinstance(results, str):
                    typed = [p for p in results.replace(",", " ").split() if p]
                    if len(typed) > 100 or not all(p.isdigit() and len(p) < 5 for p in typed):
                        raise TableError(say("table-error-type-dice", example="7 4"))
                    results = [int(p) for p in typed]
                if not isinstance(results, list) or not all(
                    type(v) is int and 1 <= v <= 1000 for v in results
                ):
                    raise TableError(say("table-error-type-dice", example="7 4"))
                rng = ScriptedRng(results)
            rolled = adhoc.make(enc, made, target, rng)
            payload: dict[str, Any] = {
                "text": f"{rolled.label}: {rolled.text}",
                "label": rolled.label,
                "total": rolled.total,
                "dice": rolled.dice,
                "chance": rolled.chance,
                "success": rolled.success,
                "typed": isinstance(rng, ScriptedRng),
                **self._audience(seat, state, to),
                "at": _events_now(state),
            }
            if target not in (None, ""):
                payload["target"] = target
            self._append(state, [(seat.id, "roll", payload)], state.seq)
            return {k: payload[k] for k in ("text", "total", "chance", "success")}

    def _may(self, seat: Seat, state: TableState, setting: str, what: str) -> None:
        if seat.role == "gm":
            return
        doing = "notes" if setting == "player_notes" else "rolls"
        if seat.role != "player":
            raise TableError(say(f"table-error-gm-or-player-may-{doing}"))
        if not seat.approved:
            raise TableError(say("table-error-not-let-in"))
        if not state.settings.get(setting, True):
            raise TableError(say(f"table-error-players-may-not-{doing}"))

    def _roller(self, seat: Seat, state: TableState, fighter: str | None) -> Any:
        enc = state.fight.enc if state.fight is not None else None
        if fighter is None:
            return enc
        if state.rules.name != "dbu":
            raise TableError(say("table-error-expressions-only", title=state.rules.title))
        if enc is None:
            raise TableError(say("table-error-check-when"))
        owner = state.control().get(fighter)
        if seat.role != "gm" and (owner is None or owner.id != seat.id):
            raise TableError(say("table-error-not-yours-to-roll", fighter=f"{fighter!s:.40}"))
        return enc

    def _audience(self, seat: Seat, state: TableState, to: object) -> dict[str, Any]:
        """Who sees a note or roll: ``{"to": "all"}``, ``{"to": "gm"}`` or a seat's id."""
        if to in (None, "", "all"):
            return {"to": "all", "by": seatview.label(seat)}
        if to == "gm":
            return {"to": "gm", "by": seatview.label(seat)}
        if isinstance(to, str) and to.isdigit():
            to = int(to)
        target = self._seat_of(state, to)
        if seat.role != "gm" and target.role != "gm":
            raise TableError(say("table-error-player-audience"))
        return {"to": target.id, "by": seatview.label(seat), "for": seatview.label(target)}

    # --- seats that change hands --------------------------------------------------------

    def give(self, gm_token: str, fighter: str, seat_id: int) -> None:
        """Give ``fighter`` to seat ``seat_id`` (the GM's, a bot's or a player's), at once,
        even in the middle of its decision (GM only)."""
        with self._acting(gm_token, gm=True) as (_, state):
            if not isinstance(fighter, str) or fighter not in state.sides:
                raise TableError(say("table-error-no-fighter-here", fighter=f"{fighter!r:.40}"))
            if state.status == "over":
                raise TableError(say("table-error-over-nobody-plays"))
            seat = self._seat_of(state, seat_id)
            if seat.role == "spectator":
                raise TableError(say("table-error-spectator-plays-none"))
            self._hand_over(state, [fighter], seat)
            self._run_server(state)

    def _hand_over(self, state: TableState, fighters: list[str], to: Seat) -> None:
        """Write the seat rows so that ``to`` plays ``fighters`` and every other seat keeps
        what it played (a seat that claimed a whole side now names its fighters)."""
        control = state.control()
        rows: dict[int, list[str]] = {}
        for s in state.seats:
            if s.role == "spectator":
                continue
            playing = [f for f, c in control.items() if c.id == s.id and f in state.sides]
            named = list(s.fighters) if s.fighters or s.role == "gm" else []
            if s.role != "gm" and not s.fighters:
                named = playing  # a whole side's claim, now by name
            if s.id == to.id:
                named = list(dict.fromkeys([*named, *fighters]))
            else:
                named = [f for f in named if f not in fighters]
            if tuple(named) != s.fighters:
                rows[s.id] = named
        if not rows:
            return
        with self._begin() as c:
            for seat_id, named in rows.items():
                c.execute(SEATS.update().where(SEATS.c.id == seat_id).values(fighters=named))
            self._bump(c, state)
        self._refreshed(state)

    # --- undo ---------------------------------------------------------------------------

    def undo(self, gm_token: str, n: int = 1, dice: str = "keep") -> int:
        """Take back the last ``n`` decisions made by people and rulings, with the server's
        answers after them (a bot's answer taken back alone would come straight back: the
        bots answer again) and the dice entered for them: the fight is rebuilt to that prefix
        of the log; the undo itself is logged and shown to everyone. ``dice``: ``keep`` (the
        fight rolls on where its dice stood: the same choice rolls the same dice) or
        ``again`` (the dice from there on come from a new stream drawn from the seed)."""
        if dice not in UNDO_DICE:
            raise TableError(say("table-error-undo-dice"))
        with self._acting(gm_token, gm=True) as (gm, state):
            back = self._undo_span(state, n)
            if dice == "again" and (state.physical or state.rules.name != "dbu"):
                raise TableError(say("table-error-undo-dice-anew"))
            payload: dict[str, Any] = {"n": back}
            if dice == "again":
                payload["dice"] = "again"
            self._append(state, [(gm.id, "undo", payload)], state.seq)
            self._run_server(state)
            return state.seq

    def undo_preview(self, gm_token: str, n: int = 1) -> dict[str, Any]:
        """What an undo of ``n`` would take back: how many inputs, and whether the table
        rolled dice in them (then the GM chooses to keep those dice or roll again)."""
        with self._acting(gm_token, gm=True) as (_, state):
            back = self._undo_span(state, n)
            kept = effective(state.entries)
            starts = [i for i, e in enumerate(kept) if e.kind in ("choice", "ruling")]
            cut = kept[: starts[-back]]
            rolled = False
            enc = state.fight.enc if state.fight is not None else None
            if not state.physical and state.rules.name == "dbu" and enc is not None:
                try:
                    past = rebuild(state.rules, state.setup, state.seed, False, cut)
                except TableError:
                    past = None
                before = getattr(getattr(past, "enc", None), "rng", None)
                now = getattr(enc, "rng", None)
                if before is not None and now is not None:
                    rolled = before.getstate() != now.getstate()
            return {"decisions": back, "rolled": rolled, "can_roll_again": rolled}

    def _can_undo(self, state: TableState) -> bool:
        try:
            self._undo_span(state, 1)
        except TableError:
            return False
        return True

    def _undo_span(self, state: TableState, n: int) -> int:
        if state.status not in ("running", "paused"):
            raise TableError(say("table-error-undo-nothing"))
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= UNDO_MAX:
            raise TableError(say("table-error-undo-range", most=str(UNDO_MAX)))
        bots = {s.id for s in state.seats if s.role == "bot"}
        choices = [e for e in effective(state.entries) if e.kind in ("choice", "ruling")]
        people = [
            i
            for i, e in enumerate(choices)
            if e.seat_id not in bots
            and not e.payload.get("timeout")
            and not e.payload.get("policy")
        ]
        if n > len(people):
            raise TableError(say("table-error-undo-only", n=len(people), count=str(len(people))))
        return len(choices) - people[-n]


def _events_now(state: TableState) -> int:
    """How many of the fight's events there are (a note or roll stands after them)."""
    enc = state.fight.enc if state.fight is not None else None
    return len(enc.events) if enc is not None and hasattr(enc, "events") else 0


__all__ = ["NOTE_MAX", "RULING_MAX_CHARS", "UNDO_DICE", "GameMaster"]
