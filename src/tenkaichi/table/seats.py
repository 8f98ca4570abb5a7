"""Seats: who sits at a table, which fighters each one answers for, and what each may see.

Roles: ``gm`` (one per table, made with it), ``player``, ``bot`` (``random`` or ``greedy``)
and ``spectator``. A player or bot seat answers for the fighters it names, or, naming none,
for every fighter of its side that no seat names; the GM answers for the fighters it names
(fighters the game master took over or kept: no seat that claims a whole side takes them)
and for every fighter no other seat answers for. A spectator answers for nothing.

What a seat may see is a set of sides (:func:`viewer_sides`): the GM sees every side (``None``)
unless the table's ``gm_sees_secrets`` setting is off, then only the sides of the fighters it
answers for; a player its fighters' sides once the GM approved it; a spectator (and a player
not yet approved) no side: only what is public. Each game says what a set of sides may see
(:meth:`~tenkaichi.table.games.base.GameRules.public` and ``event_json``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, cast, get_args

from tenkaichi.i18n import text as say
from tenkaichi.table.store import TableError

Role = Literal["gm", "player", "bot", "spectator", "gone"]
"""``gone``: a seat the GM removed after it made inputs (its row stays for the log's names;
no link opens it and no list shows it)."""
ROLES: tuple[str, ...] = get_args(Role)
BOT_KINDS = ("random", "greedy")
SEAT_DICE = ("physical", "digital")
ACTING_ROLES = ("gm", "player", "bot")


@dataclass(frozen=True, slots=True)
class Seat:
    id: int
    table_id: int
    role: Role
    name: str
    """The display name (the seat's person, or the bot's label)."""
    side: str | None
    fighters: tuple[str, ...]
    """Fighters this seat answers for by name (empty: its whole side, see the module)."""
    bot: str | None
    approved: bool
    """A player acts (and sees its side's secrets) only once the GM approved it."""
    dice: str = "physical"
    """On a table with physical dice: ``physical`` (this seat's person types the natural
    results) or ``digital`` (the server rolls them, from the table's seed, and logs them)."""
    generation: int = 0
    """How many times the seat's link was made anew (kicks): its link is signed with it."""
    token_hash: str = ""
    language: str = ""
    """The language the seat's person chose to read (empty: their browser's)."""

    @classmethod
    def from_row(cls, row: Any) -> Seat:
        return cls(
            id=int(row["id"]),
            table_id=int(row["table_id"]),
            role=cast(Role, row["role"]),
            name=str(row["name"]),
            side=row["side"],
            fighters=tuple(row["fighters"] or ()),
            bot=row["bot"],
            approved=bool(row["approved"]),
            dice=str(row.get("dice") or "physical"),
            generation=int(row.get("generation") or 0),
            token_hash=str(row.get("token_hash") or ""),
            language=str(row.get("language") or ""),
        )


def check_role(role: object) -> Role:
    if role not in ROLES or role in ("gm", "gone"):
        raise TableError(say("table-error-role", got=f"{role!r:.40}"))
    return cast(Role, role)


def check_claim(
    role: Role,
    side: str | None,
    fighters: Sequence[str],
    bot: str | None,
    sides: Mapping[str, str],
    seats: Iterable[Seat],
    bot_kinds: Sequence[str] = BOT_KINDS,
) -> None:
    """Refuse a new seat that names an unknown side or fighter, a fighter another seat has,
    or a whole side another seat already claims."""
    if role == "bot" and bot not in bot_kinds:
        kinds = ", ".join(bot_kinds[:-1]) + f" or {bot_kinds[-1]}"
        raise TableError(say("table-error-bot-kind", kinds=kinds, got=f"{bot!r:.40}"))
    if role != "bot" and bot is not None:
        raise TableError(say("table-error-bot-kind-only"))
    if role == "spectator":
        if side is not None or fighters:
            raise TableError(say("table-error-spectator-side"))
        return
    if side is None and not fighters:
        raise TableError(say("table-error-seat-needs-side", role=role))
    if side is not None and side not in sides.values():
        known = ", ".join(sorted(set(sides.values())))
        raise TableError(say("table-error-no-side", side=f"{side!r:.40}", sides=known))
    taken = {f for s in seats for f in s.fighters}
    for fid in fighters:
        if fid not in sides:
            raise TableError(say("table-error-no-fighter", fighter=f"{fid!r:.40}"))
        if side is not None and sides[fid] != side:
            raise TableError(say("table-error-not-on-side", fighter=fid, side=str(side)))
        if fid in taken:
            raise TableError(say("table-error-fighter-has-seat", fighter=fid))
    if not fighters and any(
        s.side == side and not s.fighters and s.role in ACTING_ROLES for s in seats
    ):
        raise TableError(say("table-error-side-has-seat", side=str(side)))


def controllers(seats: Iterable[Seat], sides: Mapping[str, str]) -> dict[str, Seat]:
    """Which seat answers for each fighter (fighter id -> seat)."""
    seats = list(seats)
    gm = next(s for s in seats if s.role == "gm")
    out: dict[str, Seat] = {}
    for s in seats:
        if s.role in ACTING_ROLES:
            for fid in s.fighters:
                out[fid] = s
    for fid, side in sides.items():
        if fid in out:
            continue
        whole = next(
            (s for s in seats if s.role in ("player", "bot") and not s.fighters and s.side == side),
            gm,
        )
        out[fid] = whole
    return out


def viewer_sides(
    seat: Seat, control: Mapping[str, Seat], sides: Mapping[str, str], gm_sees_secrets: bool
) -> frozenset[str] | None:
    """The sides whose secrets ``seat`` may see (``None``: every side)."""
    if seat.role == "gm" and gm_sees_secrets:
        return None
    if seat.role == "spectator" or (seat.role == "player" and not seat.approved):
        return frozenset()
    return frozenset(sides[fid] for fid, s in control.items() if s.id == seat.id)


__all__ = [
    "BOT_KINDS",
    "ROLES",
    "SEAT_DICE",
    "Role",
    "Seat",
    "check_claim",
    "check_role",
    "controllers",
    "viewer_sides",
]
