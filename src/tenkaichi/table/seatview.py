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
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, cast

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.i18n.catalogue import words
from tenkaichi.table.games import GameRules, Viewer
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
    """How a seat is named to the table."""
    return seat.name or {"gm": "the game master", "spectator": "a spectator"}.get(
        seat.role, f"the seat for {seat.side or ', '.join(seat.fighters)}"
    )


_NOTICE = {
    "pause": "{who} paused the fight",
    "resume": "{who} resumed the fight",
    "end": "{who} ended the fight",
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
    return " (to the game master)" if to == "gm" else f" (to {entry.payload.get('for', '')})"


def _notices(
    entries: Sequence[Entry],
    names: Mapping[int, str],
    families: Sequence[Family],
    seat: Seat | None = None,
) -> list[dict[str, Any]]:
    out = []
    for e in entries:
        who = names.get(e.seat_id, "the game master")
        if e.kind in ("note", "roll"):
            if seat is not None and not _sees(seat, e):
                continue
            p = e.payload
            if e.kind == "note":
                text = f"{p.get('by') or who}{_shown_to(e)}: {p['text']}"
            else:
                text = f"{p.get('by') or who} rolls{_shown_to(e)}: {p['text']}"
                if p.get("target") is not None:
                    verdict = "made it" if p.get("success") else "missed"
                    text += f" vs {p['target']}: {verdict}"
                    if p.get("chance"):
                        text += f" (chance {p['chance']})"
                if p.get("typed"):
                    text += " (dice typed at the table)"
            out.append({"seq": e.seq, "text": text, "kind": e.kind, "at": int(p.get("at") or 0)})
            continue
        if e.kind == "choice" and e.payload.get("policy"):
            text = answered_text(families, e.payload)
        elif e.kind == "undo":
            n = int(e.payload["n"])
            text = f"{who} took back the last {n} decisions" if n != 1 else ""
            text = text or f"{who} took back the last decision"
            if e.payload.get("dice") == "again":
                text += " and rolls the dice again"
        elif e.kind in _NOTICE:
            text = _NOTICE[e.kind].format(who=who)
            if e.payload.get("timeout"):
                text = f"time ran out for {e.payload['timeout']}: the fight is paused"
        elif e.payload.get("timeout"):
            text = f"time ran out for {who}: the table answered for them"
        else:
            continue
        out.append({"seq": e.seq, "text": text})
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
        out = redact_view(out, out["npcs"], threshold_words(cast(Encounter, shown)))
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
        {"number": i, "label": o.label, "key": o.key(), **rules.option_json(enc, i, viewer)}
        for i, o in enumerate(decision.options)
    ]
    return pending


__all__ = ["dice_seat", "label", "must_answer", "seat_json", "view"]
