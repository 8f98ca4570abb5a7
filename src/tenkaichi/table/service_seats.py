"""Tables and seats: opening a table, inviting, joining, approving and kicking seats, each
seat's dice and the table's settings (the game master's side of the table service)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import sqlalchemy as sa

from tenkaichi.dice.rng import MAX_SEED
from tenkaichi.errors import ContentError, TenkaichiError
from tenkaichi.i18n import text as say
from tenkaichi.i18n.locales import chosen
from tenkaichi.table import seatview
from tenkaichi.table.games import rules_of
from tenkaichi.table.inputs import checked_name
from tenkaichi.table.seats import SEAT_DICE, Seat, check_claim, check_role
from tenkaichi.table.service_core import ServiceCore, _now
from tenkaichi.table.store import SEATS, TABLES, TableError
from tenkaichi.table.table_state import sides_of
from tenkaichi.table.timer import checked_settings
from tenkaichi.table.tokens import new_token, seat_token, token_hash

DICE_MODES = ("seeded", "physical")
TABLES_PER_OWNER = 20
"""Open tables (not over) one owner (a game master's address) may have at once."""
BOT_ACTORS_PER_OWNER = 60
"""What one owner's open tables may ask of the server's bots at once, estimated before a table
is opened: the fighters (players, at a Tournament of Power table) its bot seats play, added up
over the owner's open tables (a 40-fighter table of bots alone is 40 of them)."""


class Seating(ServiceCore):
    """Tables and seats (see the module docstring)."""

    # --- tables and seats -----------------------------------------------------------------

    def create_table(
        self,
        setup: Any,
        gm_name: str,
        *,
        game: str = "dbu",
        dice: str = "seeded",
        seed: int | None = None,
        bots: Mapping[str, str] | None = None,
        settings: Mapping[str, Any] | None = None,
        owner: str | None = None,
    ) -> str:
        """Open a table of ``game`` (``dbu``, ``top``, ``ddc``) in the lobby and return the
        GM's token. ``setup``: the game's setup or its JSON; ``bots`` maps a side to the bot
        that plays it; ``owner`` (the GM's address) is held to :data:`TABLES_PER_OWNER` open
        tables. ``seed``: ``None`` (the default) draws a secret one (256 random bits from the
        operating system, hashed down to the engines' 0 to ``MAX_SEED``) that only the table's
        row on the server keeps and no seat's view shows while the game runs; a seed given is
        for replays and tests (anyone who knows it can foretell the dice)."""
        rules = rules_of(game)
        try:
            setup = rules.parse_setup(setup, "setup")
        except TenkaichiError as error:
            raise TableError(str(error)) from None
        if dice not in rules.dice_modes:
            modes = say("table-either-or", first=rules.dice_modes[0], second=rules.dice_modes[-1])
            modes = rules.dice_modes[0] if len(rules.dice_modes) == 1 else modes
            raise TableError(
                say("table-error-dice-modes", title=rules.title, modes=modes, got=f"{dice!r:.40}")
            )
        if seed is None:
            import hashlib
            import secrets

            secret = secrets.randbits(256).to_bytes(32, "big")
            seed = int.from_bytes(hashlib.sha256(secret).digest()[:8], "big") & MAX_SEED
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
            raise TableError(say("table-error-seed", high=str(MAX_SEED)))
        chosen = checked_settings({**rules.default_settings, **(settings or {})})
        gm_name = checked_name(gm_name, say("table-your-name"))
        sides = sides_of(rules, setup)
        with self._begin() as c:
            if owner is not None:
                open_ = c.execute(
                    sa.select(sa.func.count())
                    .select_from(TABLES)
                    .where(TABLES.c.owner == owner[:80], TABLES.c.status != "over")
                ).scalar_one()
                if open_ >= TABLES_PER_OWNER:
                    raise TableError(say("table-error-too-many-tables", most=str(TABLES_PER_OWNER)))
                cost = sum(1 for side in sides.values() if side in (bots or {}))
                self._check_bot_load(c, owner[:80], cost)
            inserted = c.execute(
                TABLES.insert().values(
                    game=rules.name,
                    setup=rules.dump_setup(setup),
                    dice_mode=dice,
                    seed=seed,
                    settings=chosen,
                    status="lobby",
                    created=_now(),
                    owner=None if owner is None else owner[:80],
                )
            ).inserted_primary_key
            assert inserted is not None
            table_id = int(inserted[0])
            gm = self._insert_seat(c, table_id, role="gm", name=gm_name)
            seats = self._seats(c, table_id)
            for side, kind in (bots or {}).items():
                check_claim("bot", side, (), kind, sides, seats, rules.bot_kinds)
                label = f"{kind.capitalize()} bot ({side})"
                self._insert_seat(c, table_id, role="bot", name=label, side=side, bot=kind)
                seats = self._seats(c, table_id)
        return gm

    def _check_bot_load(self, c: sa.Connection, owner: str, cost: int) -> None:
        """Refuse, in one line, what would put the owner's open tables over
        :data:`BOT_ACTORS_PER_OWNER` fighters played by bots (the estimated cost of a table,
        checked before it is opened or a bot is seated)."""
        if not cost:
            return
        load_now = 0
        rows = c.execute(
            sa.select(TABLES.c.id, TABLES.c.game, TABLES.c.setup).where(
                TABLES.c.owner == owner, TABLES.c.status != "over"
            )
        ).all()
        for row in rows:
            try:
                rules = rules_of(row.game)
                actors = sides_of(rules, rules.parse_setup(row.setup, "setup"))
            except TenkaichiError:
                continue  # a damaged table costs nothing: it does not play
            bots = c.execute(
                sa.select(SEATS.c.side, SEATS.c.fighters).where(
                    SEATS.c.table_id == row.id, SEATS.c.role == "bot"
                )
            ).all()
            played = {f for b in bots for f in (b.fighters or ()) if f in actors}
            played |= {
                f for f, side in actors.items() for b in bots if not b.fighters and b.side == side
            }
            load_now += len(played)
        if load_now + cost > BOT_ACTORS_PER_OWNER:
            raise TableError(
                say(
                    "table-error-too-many-bots",
                    count=str(load_now + cost),
                    most=str(BOT_ACTORS_PER_OWNER),
                )
            )

    def add_seat(
        self,
        gm_token: str,
        role: str,
        *,
        side: str | None = None,
        fighters: Sequence[str] = (),
        bot: str | None = None,
        name: str = "",
        dice: str = "physical",
        take: bool = False,
    ) -> str:
        """Add a player, bot or spectator seat (GM only) and return its token (its invite).
        ``dice``: at a table with physical dice, whether this seat's person types them
        (``physical``) or the server rolls them (``digital``). Once the game has started, a
        seat that claims a whole side takes none of the fighters the GM plays on it unless
        ``take`` (the GM keeps them by name); a fighter another seat names is never taken."""
        checked = check_role(role)
        if dice not in SEAT_DICE:
            raise TableError(say("table-error-seat-dice"))
        with self._acting(gm_token, gm=True) as (gm, state):
            fighters = [str(f) for f in fighters]
            check_claim(
                checked, side, fighters, bot, state.sides, state.seats, state.rules.bot_kinds
            )
            control = state.control()
            kept = list(gm.fighters)
            if state.status != "lobby" and checked != "spectator":
                claimed = fighters or [f for f, sd in state.sides.items() if sd == side]
                playing = [f for f in claimed if control.get(f) is not None]
                if take:
                    kept = [f for f in kept if f not in claimed]
                else:
                    kept += [f for f in playing if control[f].id == gm.id and f not in kept]
            label = name or (f"{bot.capitalize()} bot ({side})" if bot else "")
            label = checked_name(label, say("table-seat-name")) if label else ""
            with self._begin() as c:
                if checked == "bot" and state.owner is not None:
                    cost = len(fighters) or sum(1 for s in state.sides.values() if s == side)
                    self._check_bot_load(c, state.owner, cost)
                if kept != list(gm.fighters):
                    c.execute(SEATS.update().where(SEATS.c.id == gm.id).values(fighters=kept))
                token = self._insert_seat(
                    c,
                    state.id,
                    role=checked,
                    name=label,
                    side=side,
                    fighters=fighters,
                    bot=bot,
                    dice=dice,
                )
                self._bump(c, state)
            refresh_state = self._refreshed(state)
            self._run_server(refresh_state)
            return token

    def remove_seat(self, gm_token: str, seat_id: int) -> None:
        """Take a player, bot or spectator seat away (GM only): its link stops working. Before
        the game starts what it answered for goes back to the game master; once it has
        started, a seat is removed once it plays nothing (give its fighters away first)."""
        with self._acting(gm_token, gm=True) as (_, state):
            seat = self._seat_of(state, seat_id)
            if seat.role == "gm":
                raise TableError(say("table-error-gm-not-removed"))
            playing = [f for f, c in state.control().items() if c.id == seat.id]
            if state.status != "lobby" and playing:
                raise TableError(
                    say(
                        "table-error-still-plays",
                        who=seatview.label(seat),
                        fighters=", ".join(playing),
                        n=len(playing),
                    )
                )
            with self._begin() as c:
                if any(e.seat_id == seat.id for e in state.entries):
                    c.execute(  # its inputs keep their author: the row stays, closed
                        SEATS.update()
                        .where(SEATS.c.id == seat.id)
                        .values(
                            role="gone",
                            fighters=[],
                            side=None,
                            bot=None,
                            approved=False,
                            token_hash=token_hash(new_token()),
                        )
                    )
                else:
                    c.execute(SEATS.delete().where(SEATS.c.id == seat.id))
                self._bump(c, state)
            with self._lock:
                self._tokens.pop(seat.token_hash, None)
            self._refreshed(state)

    def join(self, token: str, name: str) -> None:
        """A player or spectator gives the name shown to the table."""
        with self._acting(token) as (seat, state):
            if seat.role not in ("player", "spectator"):
                raise TableError(say("table-error-who-joins"))
            values: dict[str, Any] = {"name": checked_name(name, say("table-your-name"))}
            if seat.role == "spectator" and not state.settings.get("approve_spectators"):
                values["approved"] = True  # a spectator watches at once unless the GM says
            self._update_seat(state, seat.id, **values)

    def set_language(self, token: str, language: str) -> None:
        """The language a seat's person reads the table in, from now on, on every screen
        they open ("" goes back to their browser's)."""
        try:
            code = chosen(language) if language.strip() else ""
        except ContentError as error:
            raise TableError(str(error)) from None
        with self._acting(token) as (seat, state):
            if seat.language != code:
                self._update_seat(state, seat.id, language=code)

    def approve(self, gm_token: str, seat_id: int) -> None:
        with self._acting(gm_token, gm=True) as (_, state):
            seat = self._seat_of(state, seat_id)
            if not seat.name:
                raise TableError(say("table-error-not-joined"))
            self._update_seat(state, seat.id, approved=True)
            self._run_server(state)

    def set_dice(self, gm_token: str, seat_id: int, dice: str) -> None:
        """Whether a seat's person types their dice (``physical``) or the server rolls them
        (``digital``), at a table with physical dice (GM only)."""
        if dice not in SEAT_DICE:
            raise TableError(say("table-error-seat-dice"))
        with self._acting(gm_token, gm=True) as (_, state):
            if not state.physical:
                raise TableError(say("table-error-server-rolls"))
            seat = self._seat_of(state, seat_id)
            if seat.role == "bot":
                raise TableError(say("table-error-bot-rolls"))
            self._update_seat(state, seat.id, dice=dice)
            self._run_server(state)

    def set_settings(self, gm_token: str, **changes: Any) -> None:
        """Change table settings (see :data:`TABLE_SETTINGS`; GM only)."""
        with self._acting(gm_token, gm=True) as (_, state):
            chosen = checked_settings(changes, state.settings)
            with self._begin() as c:
                c.execute(TABLES.update().where(TABLES.c.id == state.id).values(settings=chosen))
                self._bump(c, state)
            self._refreshed(state)

    def kick(self, gm_token: str, seat_id: int, to: str = "gm") -> str:
        """Take a seat from whoever holds it: its old token stops working; the new one it
        returns is the seat's new invite. Once the game has started the fighters it played
        go at once to the game master (``to="gm"``) or to a new bot seat (``to`` a bot
        kind), so the fight never waits for someone who is gone; the GM gives them back
        when the person returns."""
        with self._acting(gm_token, gm=True) as (gm, state):
            seat = self._seat_of(state, seat_id)
            if seat.role == "gm":
                raise TableError(say("table-error-gm-not-kicked"))
            if to != "gm" and to not in state.rules.bot_kinds:
                kinds = ", ".join(state.rules.bot_kinds)
                raise TableError(say("table-error-kicked-to", kinds=kinds))
            playing = [f for f, c in state.control().items() if c.id == seat.id]
            token = seat_token(self._key, seat.id, seat.generation + 1)
            values: dict[str, Any] = {
                "token_hash": token_hash(token),
                "generation": seat.generation + 1,
                "approved": seat.role == "bot",
                "name": "",
            }
            with self._begin() as c:
                if state.status != "lobby" and playing and seat.role == "player":
                    values["fighters"] = []
                    if to == "gm":
                        pinned = list(dict.fromkeys([*gm.fighters, *playing]))
                        c.execute(SEATS.update().where(SEATS.c.id == gm.id).values(fighters=pinned))
                    else:
                        pinned = [f for f in gm.fighters if f not in playing]
                        c.execute(SEATS.update().where(SEATS.c.id == gm.id).values(fighters=pinned))
                        self._insert_seat(
                            c,
                            state.id,
                            role="bot",
                            name=f"{to.capitalize()} bot (for {', '.join(playing)})"[:60],
                            side=seat.side,
                            fighters=playing,
                            bot=to,
                            dice="digital",
                        )
                c.execute(SEATS.update().where(SEATS.c.id == seat.id).values(**values))
                self._bump(c, state)
            self._refreshed(state)
            self._run_server(state)
            return token

    def seats(self, gm_token: str) -> list[dict[str, Any]]:
        """Every seat of the GM's table, each with its link token (``None`` for a seat whose
        link was made before links were signed: kick it for a new one)."""
        with self._acting(gm_token, gm=True) as (_, state):
            return [self._seat_json(s) for s in state.seats if s.role != "gone"]

    def token_for(self, table_id: int, seat_id: int) -> str:
        """The link token of a seat, for a front-end that runs in this process and answers
        for its own users (a chat front-end holds no links: it knows its users by their
        platform ids and acts for them with their seat's token). Never sent to anyone."""
        with self._hold(table_id) as state:
            seat = self._seat_of(state, seat_id)
            token = seat_token(self._key, seat.id, seat.generation)
            if token_hash(token) != seat.token_hash:
                raise TableError(say("table-error-link-made-anew"))
            return token

    def seat_id(self, token: str) -> int:
        """The id of the seat a token names (a one-line error for a token that names none)."""
        with self._acting(token) as (seat, _):
            return seat.id

    def _seat_json(self, seat: Seat) -> dict[str, Any]:
        out = seatview.seat_json(seat)
        token = seat_token(self._key, seat.id, seat.generation)
        out["token"] = token if token_hash(token) == seat.token_hash else None
        return out


__all__ = ["DICE_MODES", "TABLES_PER_OWNER", "Seating"]
