"""The table service: tables, seats, the input log and each seat's view, for every game.

A table plays one game (:mod:`tenkaichi.table.games`: DBU, the Tournament of Power, Dungeon
DICE Combat); the service knows no rule of any of them. "The fight" below is the game in
progress, whatever the game.

``TableService(url)`` is the whole API; front-ends (web, chat, terminal) hold no rules and no
state of their own. Every request names a seat by its token (:mod:`tenkaichi.table.tokens`).

**Decision ids are log seqs.** The id of the decision a table waits for is the seq the next
input will take (the number of inputs logged so far). Every input (an answer, dice, an undo, a
pause, a resume) moves it on, and it never comes back, not even after an undo: an answer names
the id it was shown, and an answer to any other id is stale and refused. Two writers that
answer the same id at once both try to append that seq; the store's unique (table, seq) lets
exactly one land and the other is refused as stale.

**The log is the truth.** The fight is the replay of the log's effective entries
(:mod:`tenkaichi.table.log`); the service keeps the replayed fight per table in memory, keyed
by seq, and reads only newer inputs on each request (so several processes can share one
database and none serves a stale fight). Every :data:`SNAPSHOT_EVERY` inputs the engine's
snapshot is stored as a cache (for a game that keeps one: DBU): a cold start loads it (the game
verifies it by replay) when it matches the log, and replays the rest.

**Several processes on PostgreSQL** ring a doorbell (:mod:`tenkaichi.table.doorbell`): every
input's transaction sends (table, seq) on commit; each service listens, brings that table up
to date and tells its subscribers (:meth:`TableService.subscribe`, the web hub) so they push
fresh views. SQLite (one process) has no doorbell.

**Bots** answer right after every input, through ``side_view`` and the bots module, and their
answers are logged as inputs of their seat (with physical dice they roll their own, from the
table's seed, and log them too).
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import sqlalchemy as sa

from tenkaichi.errors import TenkaichiError
from tenkaichi.i18n import text as say
from tenkaichi.table import seatview
from tenkaichi.table.autoplay import server_turn
from tenkaichi.table.doorbell import ring
from tenkaichi.table.games.texts import match_text, why_not
from tenkaichi.table.inputs import choice_key, dice_entry
from tenkaichi.table.log import Entry, Fight, effective, rebuild, step
from tenkaichi.table.policies import checked_policy
from tenkaichi.table.service_gm import GameMaster
from tenkaichi.table.service_preview import Previewing
from tenkaichi.table.service_seats import DICE_MODES, TABLES_PER_OWNER
from tenkaichi.table.store import TABLES, TableError
from tenkaichi.table.summary import match_summary
from tenkaichi.table.table_state import TableState
from tenkaichi.table.timer import TABLE_SETTINGS

WARM_MAX = 500
"""Fights in progress a server loads when it starts (the newest first)."""


@dataclass(frozen=True, slots=True)
class SeatContext:
    """What a front-end needs to draw one seat's page: the seat's view, the live fight (to be
    read only, while :meth:`TableService.seat_context` holds the table), the sides in play,
    whether the GM sees secrets, and for the GM the seat list with each seat's link."""

    view: dict[str, Any]
    enc: Any
    """The match (for DBU, the ``Encounter``), or ``None`` before it starts."""
    sides: list[str]
    gm_sees_secrets: bool
    seats: list[dict[str, Any]] | None
    fighters: list[str] = field(default_factory=list)
    """Every actor at the table now (a DBU fighter a ruling added among them)."""
    players: dict[str, str] = field(default_factory=dict)
    """Actor -> who plays it, as the table names the seat (for the game master)."""
    undoable: bool = False
    """For the game master: whether a decision can be taken back now."""
    summary: dict[str, Any] | None = None
    """Once the game is over: its result and each actor's summary, as this seat may see
    them (:mod:`tenkaichi.table.summary`)."""


class TableService(GameMaster, Previewing):
    """Tables of DBU fights in one database (see the module docstring)."""

    # --- the fight ------------------------------------------------------------------------

    def start(self, gm_token: str) -> None:
        with self._acting(gm_token, gm=True) as (_, state):
            if state.status != "lobby":
                raise TableError(say("table-error-already-started"))
            with self._begin() as c:
                done = c.execute(
                    TABLES.update()
                    .where(TABLES.c.id == state.id, TABLES.c.status == "lobby")
                    .values(status="running")
                ).rowcount
                ring(c, state.id, state.seq)
            if not done:
                raise TableError(say("table-error-already-started"))
            self._run_server(self._refreshed(state))

    def pause(self, gm_token: str) -> int:
        return self._status_input(gm_token, "pause", ("running",), "paused")

    def resume(self, gm_token: str) -> int:
        return self._status_input(gm_token, "resume", ("paused",), "running")

    def end(self, gm_token: str) -> int:
        return self._status_input(gm_token, "end", ("lobby", "running", "paused"), "over")

    def answer(
        self, token: str, decision_id: int, choice: int | dict[str, Any] | list[Any] | str
    ) -> int:
        """Answer the pending decision ``decision_id`` with an option (its number or key).
        Returns the next decision id. Anything wrong changes nothing and raises one line."""
        with self._acting(token, decision_id=decision_id) as (seat, state):
            fight = state.fight
            assert fight is not None
            if fight.waiting_for_dice:
                raise TableError(say("table-error-waits-for-dice"))
            decision = fight.enc.decision if fight.enc else None
            if fight.enc is None or decision is None:
                raise TableError(say("table-error-no-decision"))
            owner = state.control().get(decision.actor)
            if owner is None or owner.id != seat.id:
                raise TableError(say("table-error-not-your-decision", fighter=decision.actor))
            try:
                key = choice_key(choice, decision.options)
            except TableError as refusal:
                reason = "" if isinstance(choice, int) else why_not(state.rules, fight.enc, choice)
                if reason:
                    raise TableError(
                        say("table-error-cannot-do-that", fighter=decision.actor, reason=reason)
                    ) from None
                raise refusal from None
            payload = {"choice": key}
            entry = Entry(state.seq, seat.id, decision_id, "choice", payload)
            in_place = not state.physical
            try:
                after = step(fight, entry, state.rules, state.setup, state.seed, in_place=in_place)
            except TableError:
                if in_place:
                    state.forget()
                raise
            self._append(state, [(seat.id, "choice", payload)], decision_id, after)
            self._run_server(state)
            return state.seq

    def enter_dice(self, token: str, decision_id: int, results: Sequence[int] | str) -> int:
        """Enter the physical dice of the roll the fight waits for: every die of that one roll
        (``[7, 4]``, or as typed: ``"7 4"``, ``"7,4"``), by the seat of the fighter who makes
        it. A wrong entry is refused in words and changes nothing."""
        with self._acting(token, decision_id=decision_id) as (seat, state):
            fight = state.fight
            assert fight is not None
            ask = fight.ask
            if ask is None:
                raise TableError(say("table-error-no-dice-needed"))
            must = seatview.dice_seat(fight, state.seats, state.control())
            if must.id != seat.id:
                raise TableError(say("table-error-not-your-dice", who=seatview.label(must)))
            dice = dice_entry(results, ask)
            payload = {"dice": dice, "for": ask.who, "roll": ask.roll}
            entry = Entry(state.seq, seat.id, decision_id, "dice", payload)
            after = step(fight, entry, state.rules, state.setup, state.seed)
            self._append(state, [(seat.id, "dice", payload)], decision_id, after)
            self._run_server(state)
            return state.seq

    def set_policy(
        self,
        token: str,
        fighter: str,
        family: str,
        mode: str,
        answer: str = "",
        *,
        this_turn: bool = False,
    ) -> int:
        """Set how the seat's ``fighter`` (``"*"``: every fighter it plays) answers a family
        of reactions (:mod:`tenkaichi.table.policies`): ``ask``, ``never`` or ``always`` with
        ``answer``; ``this_turn``: only for the rest of the current turn. It is an input in the
        log (so replays hold), answers the pending decision at once if it applies, and moves
        no decision: an answer to the decision shown before stays valid."""
        with self._acting(token) as (seat, state):
            if seat.role not in ("player", "gm"):
                raise TableError(say("table-error-policy-who"))
            if seat.role == "player" and not seat.approved:
                raise TableError(say("table-error-not-let-in"))
            if state.status == "over":
                raise TableError(say("table-error-fight-over"))
            if not state.rules.reaction_families:
                raise TableError(say("table-error-asks-every-decision", title=state.rules.title))
            control = state.control()
            mine = [f for f in state.sides if (c := control.get(f)) is not None and c.id == seat.id]
            payload: dict[str, Any] = checked_policy(
                state.rules.reaction_families, mine, fighter, family, mode, answer
            )
            if this_turn:
                turn = state.turn()
                if not turn:
                    raise TableError(say("table-error-no-turn-yet"))
                payload["turn"] = turn
            self._append(state, [(seat.id, "policy", payload)], state.seq)
            self._run_server(state)
            return state.seq

    def view(self, token: str) -> dict[str, Any]:
        """Everything ``token``'s seat may see, as JSON-able data (see :mod:`seatview`). The
        same dict is handed to every caller until the table moves: read it, never change it."""
        with self._acting(token) as (seat, state):
            return self._view(seat, state)

    def view_text(self, token: str) -> str:
        """The game's state in a few lines of text, as ``token``'s seat may see it (for chat
        and terminals; "" before the game starts)."""
        with self._acting(token) as (seat, state):
            enc = state.fight.enc if state.fight is not None else None
            view = self._view(seat, state)
            own = view.get("fighters") if view.get("npcs") else None
            return match_text(state.rules, enc, state.viewer(seat), own)

    def replay(self, token: str, upto: int) -> dict[str, Any]:
        """``token``'s seat's view of the fight as it stood after its first ``upto`` inputs
        (the undone ones included, as they were then), once the fight is over; the game
        master may replay at any time. ``view["replay"]`` says which step and how many."""
        with self._acting(token) as (seat, state):
            if state.status != "over" and seat.role != "gm":
                raise TableError(say("table-error-replay-not-yet"))
            if isinstance(upto, bool) or not isinstance(upto, int) or not 0 <= upto <= state.seq:
                raise TableError(say("table-error-replay-step", steps=str(state.seq)))
            past = TableState(
                state.id,
                state.setup,
                state.seed,
                state.physical,
                state.owner,
                state.sides,
                state.rules,
            )
            past.settings, past.version, past.seats = state.settings, state.version, state.seats
            past.status = "over" if upto == state.seq else "replay"
            past.entries = state.entries[:upto]
            past.seq = upto
            if state.status != "lobby":
                past.fight = _past_fight(state, upto)
            out = seatview.view(seat, past, None)
            out["replay"] = {"step": upto, "steps": state.seq}
            return out

    @contextmanager
    def seat_context(self, token: str) -> Iterator[SeatContext]:
        """The seat's :class:`SeatContext`, with the table held until the block ends (so the
        fight does not change while a page is drawn from it)."""
        with self._acting(token) as (seat, state):
            view = self._view(seat, state)
            yield SeatContext(
                view,
                state.shown(),
                list(dict.fromkeys(state.sides.values())),
                state.gm_sees_secrets,
                [self._seat_json(s) for s in state.seats if s.role != "gone"]
                if seat.role == "gm"
                else None,
                list(state.sides),
                {f: seatview.label(c) for f, c in state.control().items() if f in state.sides}
                if seat.role == "gm"
                else {},
                seat.role == "gm" and self._can_undo(state),
                match_summary(state.rules.name, state.shown(), view)
                if state.status == "over"
                else None,
            )

    def warm(self, most: int = WARM_MAX) -> int:
        """Load the newest ``most`` fights in progress (running or paused) into memory, so the
        first seat to come back after a restart finds its fight ready and turn timers run
        again; returns how many were loaded (a fight that no longer replays is skipped)."""
        with self.engine.connect() as c:
            ids = list(
                c.execute(
                    sa.select(TABLES.c.id)
                    .where(TABLES.c.status.in_(("running", "paused")))
                    .order_by(TABLES.c.id.desc())
                    .limit(most)
                ).scalars()
            )
        loaded = 0
        for table_id in ids:
            try:
                with self._hold(int(table_id)):
                    loaded += 1
            except TenkaichiError:
                continue
        return loaded

    def expire(self, now: float | None = None) -> list[int]:
        """Run out the clock of every table held here whose turn timer has passed (see
        :mod:`tenkaichi.table.timer`); returns the tables that moved (their subscribers are
        told). Each table is looked at on its own: one that fails (a damaged row) is set aside
        and the others' clocks run on."""
        now = time.monotonic() if now is None else now
        with self._lock:
            states = [s for s in self._tables.values() if s.settings.get("turn_timer")]
        moved: list[tuple[int, int]] = []
        for candidate in states:
            try:
                timer = int(candidate.settings.get("turn_timer") or 0)
                if candidate.status != "running" or not timer or now - candidate.since < timer:
                    continue
                with self._hold(candidate.id) as state:
                    if self._time_out(state, now):
                        moved.append((state.id, state.seq))
            except TableError:
                continue
            except Exception as error:  # a fault of ours: this table aside, the rest go on
                self._set_aside(candidate.id, TableError(f"its turn timer failed: {error!r:.80}"))
        self._tell(moved)
        return [tid for tid, _ in moved]

    # --- helpers --------------------------------------------------------------------------

    def _time_out(self, state: TableState, now: float) -> bool:
        timer = int(state.settings.get("turn_timer") or 0)
        if state.status != "running" or not timer or now - state.since < timer:
            return False
        waiting = self._waiting(state)
        if waiting is None or waiting.role == "bot":
            return False
        who = seatview.label(waiting)
        if state.settings.get("on_timeout") == "pass":
            inputs, after = server_turn(state, waiting, timeout=True)
            self._append(state, inputs, state.seq, after)
            self._run_server(state)
        else:
            self._append(
                state, [(state.gm().id, "pause", {"timeout": who})], state.seq, None, "paused"
            )
        return True

    def _status_input(self, gm_token: str, kind: Any, allowed: tuple[str, ...], status: str) -> int:
        with self._acting(gm_token, gm=True) as (gm, state):
            if state.status not in allowed:
                raise TableError(
                    say(f"table-error-cannot-{kind}", status=say(f"table-state-{state.status}"))
                )
            self._append(state, [(gm.id, kind, {})], state.seq, None, status)
            self._run_server(state)
            return state.seq


REPLAYS_KEPT = 8
"""Replayed fights a table keeps, to step on from (a replay page asks for neighbours)."""


def _past_fight(state: TableState, upto: int) -> Fight:
    """The fight after the table's first ``upto`` inputs: stepped on from the nearest kept
    replay before it when no undo lies between, else rebuilt from the log's start."""
    kept = state.replays
    start = max(
        (k for k in kept if k <= upto and not any(e.kind == "undo" for e in state.entries[k:upto])),
        default=None,
    )
    if start is None:
        fight = rebuild(
            state.rules, state.setup, state.seed, state.physical, effective(state.entries[:upto])
        )
    else:
        fight = kept[start].copy()
        for e in state.entries[start:upto]:
            if e.kind in ("choice", "dice", "ruling"):
                fight = step(fight, e, state.rules, state.setup, state.seed, in_place=True)
    kept[upto] = fight.copy()
    while len(kept) > REPLAYS_KEPT:
        kept.pop(next(iter(kept)))
    return fight


__all__ = ["DICE_MODES", "TABLES_PER_OWNER", "TABLE_SETTINGS", "SeatContext", "TableService"]
