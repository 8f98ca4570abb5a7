"""One seat's view of a table: the only thing the service sends a seat.

:func:`view` returns JSON-able data::

    {"table": id, "seq": next decision id, "version": moves with every seat or setting change,
     "status": lobby|running|paused|over,
     "you": {"seat", "role", "name", "side", "fighters", "bot", "approved"},
     "seats": [{"seat", "role", "name", "side", "dice"}],  # who sits where (public)
     ...the game's part (GameRules.public): DBU "fighters" (public numbers), ToP "tournament",
        DDC "battle",
     "events": [event JSON as this seat may see it],
     "notices": [{"seq", "text"}],                           # undo, pause, resume, end
     "pending": None or {"decision_id", "kind": choice|dice, "actor", "waiting_for",
                         "deadline" (with a turn timer), ...; to the seat that rolls:
                         "for", "roll", "dice" ["d10", "d4"], "stage", "title", "prompt"},
     "winner": side, "draw" or "", "settings": {...}, "dice": digital|physical,
     "seed": the table's seed, once the game is over (never before)}

What a seat may see is a set of sides (:func:`tenkaichi.table.seats.viewer_sides`); the game
says what those sides may see of the match and of each event (a DBU side's Holding Back, a ToP
player's hand). Only the seat that must answer gets the pending decision's prompt and options
(or the die to roll); everyone else gets the display name of the seat being waited on.

The words made here (notices, seat names, the prompt and options) are the current reader's
(:func:`tenkaichi.i18n.use`, set by whoever serves the seat).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, cast

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.i18n import DEFAULT, current, text
from tenkaichi.i18n.catalogue import words
from tenkaichi.table.games import GameRules, Viewer
from tenkaichi.table.games.dbu import seen_by_sides
from tenkaichi.table.hidden import redact_view, threshold_words
from tenkaichi.table.log import Entry, Fight
from tenkaichi.table.policies import Family, answered_text, family_of
from tenkaichi.table.seats import Seat
from tenkaichi.table.table_state import TableState


def seat_json(seat: Seat) -> dict[str, Any]:
    return {
        "seat": seat.id,
        "role": seat.role,
        "name": seat.name,
        "side": seat.side,
        "fighters": list(seat.fighters),
        "bot": seat.bot,
        "approved": seat.approved,
        "dice": seat.dice,
    }


def dice_seat(fight: Fight | None, seats: Sequence[Seat], control: Mapping[str, Seat]) -> Seat:
    """The seat that must enter the dice the fight waits for: the seat of the fighter who
    makes the roll (a roll belongs to the fighter who makes it), or the GM for a roll of the
    table itself or of a fighter no seat plays."""
    gm = next(s for s in seats if s.role == "gm")
    ask = fight.ask if fight is not None else None
    if ask is None or not ask.who:
        return gm
    return control.get(ask.who, gm)


def must_answer(fight: Fight, seats: Sequence[Seat], control: Mapping[str, Seat]) -> Seat | None:
    """The seat the table waits for, or ``None`` when it waits for nobody (the fight is over)."""
    if fight.waiting_for_dice:
        return dice_seat(fight, seats, control)
    if fight.enc is None or fight.enc.decision is None:
        return None
    return control.get(fight.enc.decision.actor)


def label(seat: Seat) -> str:
    """How a seat is named to the table (in the reader's words when it has no name)."""
    if seat.name:
        return seat.name
    if seat.role in ("gm", "spectator"):
        return text(f"table-seat-{seat.role}")
    return text("table-seat-for", plays=seat.side or ", ".join(seat.fighters))


_NOTICE = {
    "pause": "table-notice-paused",
    "resume": "table-notice-resumed",
    "end": "table-notice-ended",
}


def _sees(seat: Seat, entry: Entry) -> bool:
    """Whether ``seat`` is shown a note or roll: everyone's, or one for the GM or for it
    (the game master and the author see every one they may)."""
    to = entry.payload.get("to", "all")
    return to == "all" or seat.role == "gm" or seat.id in (entry.seat_id, to)


def _shown_to(entry: Entry) -> str:
    to = entry.payload.get("to", "all")
    if to == "all":
        return ""
    if to == "gm":
        return " " + text("table-notice-to-gm")
    return " " + text("table-notice-to", who=str(entry.payload.get("for", "")))


def _notices(
    entries: Sequence[Entry],
    names: Mapping[int, str],
    families: Sequence[Family],
    seat: Seat | None = None,
) -> list[dict[str, Any]]:
    out = []
    for e in entries:
        who = names[e.seat_id] if e.seat_id in names else text("table-seat-gm")
        if e.kind in ("note", "roll"):
            if seat is not None and not _sees(seat, e):
                continue
            p = e.payload
            by = str(p.get("by") or who)
            if e.kind == "note":
                said = text("table-notice-note", who=by, to=_shown_to(e), note=str(p["text"]))
            else:
                said = text("table-notice-roll", who=by, to=_shown_to(e), roll=str(p["text"]))
                if p.get("target") is not None:
                    verdict = "table-notice-made-it" if p.get("success") else "table-notice-missed"
                    said += " " + text(verdict, target=str(p["target"]))
                    if p.get("chance"):
                        said += " " + text("table-notice-chance", chance=str(p["chance"]))
                if p.get("typed"):
                    said += " " + text("table-notice-typed")
            out.append({"seq": e.seq, "text": said, "kind": e.kind, "at": int(p.get("at") or 0)})
            continue
        if e.kind == "choice" and e.payload.get("policy"):
            said = answered_text(families, e.payload)
        elif e.kind == "undo":
            n = int(e.payload["n"])
            again = e.payload.get("dice") == "again"
            said = text(
                "table-notice-undo-again" if again else "table-notice-undo",
                who=who,
                n=n,
            )
        elif e.kind in _NOTICE:
            said = text(_NOTICE[e.kind], who=who)
            if e.payload.get("timeout"):
                said = text("table-notice-timeout-paused", who=str(e.payload["timeout"]))
        elif e.payload.get("timeout"):
            said = text("table-notice-timeout-answered", who=who)
        else:
            continue
        out.append({"seq": e.seq, "text": said})
    return out


def _place_notes(notices: list[dict[str, Any]], events: Any, viewer: Viewer) -> None:
    """Give each note and roll its place in the log as ``viewer`` sees it (``pos``: how many
    of the events it is shown came before it)."""
    if not events:
        return
    for notice in notices:
        if "at" not in notice:
            continue
        shown = 0
        for event in events[: notice["at"]]:
            hidden = getattr(event, "visible_to", ())
            if viewer is None or not hidden or viewer.intersection(hidden):
                shown += 1
        notice["pos"] = shown


def view(
    seat: Seat, state: TableState, waiting: Seat | None, deadline: float | None = None
) -> dict[str, Any]:
    """What ``seat`` may see of the table (see the module docstring); ``deadline``: when the
    pending decision's time runs out (seconds since the epoch), if the table has a timer."""
    viewer = state.viewer(seat)
    out: dict[str, Any] = {
        "table": state.id,
        "seq": state.seq,
        "version": state.version,
        "status": state.status,
        "you": seat_json(seat),
        "seats": [
            {k: seat_json(s)[k] for k in ("seat", "role", "name", "side", "dice")}
            for s in state.seats
            if s.role != "gone"
        ],
        "game": state.rules.name,
        "events": [],
        "notices": _notices(
            state.entries,
            {s.id: label(s) for s in state.seats},
            state.rules.reaction_families,
            seat,
        ),
        "pending": None,
        "winner": "",
        "settings": dict(state.settings),
        "dice": "physical" if state.physical else "digital",
    }
    control = state.control()
    out["you"]["plays"] = [
        f for f in state.sides if (c := control.get(f)) is not None and c.id == seat.id
    ]
    if state.status == "over":
        out["seed"] = state.seed  # the dice's secret, told once nothing is left to foretell
    fight = state.fight
    enc = fight.enc if fight is not None else None
    out.update(state.rules.public(state.shown(), viewer))
    if enc is not None:
        out["events"] = state.events_for(viewer)
        out["winner"] = state.rules.winner(enc)
        _place_notes(out["notices"], getattr(enc, "events", None), viewer)
    families = state.rules.reaction_families
    if families and seat.role in ("player", "gm"):
        out["policies"] = {
            "families": [f.to_json() for f in families],
            "fighters": list(out["you"]["plays"]),
            "set": [p.to_json() for p in state.book.of_seat(seat.id, state.turn())],
        }
    if fight is not None and waiting is not None:
        out["pending"] = _pending(seat, waiting, state.decision_seq(), fight, state.rules, viewer)
        if deadline is not None:
            out["pending"]["deadline"] = round(deadline, 3)
    return _hide_npc_numbers(out, seat, state, control)


def _hide_npc_numbers(
    out: dict[str, Any], seat: Seat, state: TableState, control: Mapping[str, Seat]
) -> dict[str, Any]:
    """With the table's ``hide_npc_numbers`` on, a seat other than the GM's sees each NPC's
    (a fighter no player plays) Life, Ki and Capacity only as its Health Threshold word
    (:mod:`tenkaichi.table.hidden`); ``npcs`` names them."""
    hide = (
        bool(state.settings.get("hide_npc_numbers"))
        and seat.role != "gm"
        and state.rules.name == "dbu"
    )
    players = {f for f, c in control.items() if c.role == "player"}
    fighters = out.get("fighters") or []
    out["npcs"] = sorted(f["name"] for f in fighters if f["name"] not in players) if hide else []
    shown = state.shown()
    if out["npcs"] and shown is not None:
        enc = cast(Encounter, shown)
        pending = out.get("pending")
        english = {"pending": english_pending(pending, enc)} if pending else None
        viewer = state.viewer(seat)
        seen = [x for e in enc.events if (x := seen_by_sides(e, viewer)) is not None]
        out = redact_view(out, out["npcs"], threshold_words(enc), english, seen)
    return out


def _pending(
    seat: Seat, waiting: Seat, seq: int, fight: Fight, rules: GameRules, viewer: Viewer
) -> dict[str, Any]:
    enc = fight.enc
    decision = enc.decision if enc is not None else None
    kind = "dice" if fight.waiting_for_dice else "choice"
    pending: dict[str, Any] = {
        "decision_id": seq,
        "kind": kind,
        "actor": decision.actor if decision is not None else "",
        "waiting_for": label(waiting),
    }
    if waiting.id != seat.id or (seat.role == "player" and not seat.approved):
        return pending
    if kind == "dice":
        assert fight.ask is not None
        pending.update(fight.ask.to_json())
        return pending
    assert decision is not None
    pending["prompt"] = words(decision.prompt)
    family = family_of(rules.reaction_families, decision.kind)
    if family is not None:
        pending["family"] = family.id
    assert enc is not None
    pending["options"] = [
        {"number": i, "label": option_words(o), "key": o.key(), **rules.option_json(enc, i, viewer)}
        for i, o in enumerate(decision.options)
    ]
    return pending


def option_words(option: Any) -> str:
    """An option's words in the reader's language (a DBU option's message; another game's
    option reads as its ``label``)."""
    said = getattr(option, "words", None)
    return str(said(current())) if callable(said) else str(option.label)


def english_pending(pending: Mapping[str, Any], match: Any) -> dict[str, Any]:
    """The words of ``pending`` (a seat's pending decision, :func:`view`) in English, for
    :func:`tenkaichi.table.hidden.redact_view` to find an NPC's numbers in (its patterns read
    the engine's English)."""
    out: dict[str, Any] = {k: v for k, v in pending.items() if k not in ("prompt", "options")}
    decision = getattr(match, "decision", None)
    if "prompt" in pending:
        prompt = pending["prompt"]
        if decision is not None and pending.get("kind") == "choice":
            prompt = words(decision.prompt, DEFAULT)
        out["prompt"] = prompt
    if "options" in pending and decision is not None:
        out["options"] = [{"label": o.label} for o in decision.options]
    return out


__all__ = ["dice_seat", "label", "must_answer", "seat_json", "view"]
