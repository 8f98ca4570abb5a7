"""``!fight new saved [@Ana ...] vs @Ben [@Cid ...]``: a DBU table whose fighters are the
characters these users saved on this server (``!sheet set``), each user already seated as
their own fighter.

The author is on the first side unless they named themselves on either (an author without a
saved character who names the players of both sides only hosts). A user is named by a
mention (Discord resolves ``<@id>`` into :attr:`Incoming.mentions`) or, where mentions do not
resolve (a forum), by their user id, ``@name`` or their character's name among the saved
characters of this server. A named user without a saved character is refused in one line and
no table is opened. The battlefield is an example encounter's (its size, Features, Vehicles
and the Items lying on the ground; its own fighters and the Items they hold are left out):
:data:`SAVED_MAP` unless ``on <encounter>`` names another. The sides are West (the first) and
East; each fighter starts at its side's edge, placed by the engine.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tenkaichi.chat.dbu_tools_saved import someone
from tenkaichi.chat.ddc_commands import ChatError
from tenkaichi.chat.ddc_lobby import Asker
from tenkaichi.chat.messages import Incoming, Reply
from tenkaichi.chat.sheets_store import ID_MAX, Saved, SheetStore
from tenkaichi.chat.store import Channel
from tenkaichi.chat.table_chat_commands import seed_of
from tenkaichi.chat.table_chat_view import ViewMixin
from tenkaichi.chat.texts import text
from tenkaichi.dbu.combat.core.setup import EncounterSetup, load_encounter, parse_setup
from tenkaichi.errors import TenkaichiError
from tenkaichi.table.web_create import TableForm, line
from tenkaichi.text import NAME_MAX, chat_text, problem

SAVED_MAP = "mirror-3v3"
"""The example encounter whose battlefield a fight of saved characters is on by default: 14 by
9 squares, boulders and trees in the middle, symmetric for both sides."""
OPEN_GRID = (14, 9)
"""The battlefield when the examples folder is not there (open ground)."""
SIDES = ("West", "East")
MOST_PER_SIDE = 4
"""The most saved characters one side may have (two sides on one example battlefield)."""
SAVED_WORD = "saved"
VS_WORD = "vs"
ON_WORD = "on"


class SavedFightMixin(ViewMixin):
    """``!fight new saved ...`` of :class:`~tenkaichi.chat.table_chat.TableChat`."""

    if TYPE_CHECKING:
        form: TableForm
        new_seed: Callable[[], int]
        prefix: str

        def _new(self, ch: Channel, asker: Asker, args: tuple[str, ...]) -> Reply: ...

    def _open_table(self, ch: Channel, asker: Asker, setup: Any, seed: int) -> str:
        """Open a table of ``setup`` in ``ch`` hosted by ``asker``: its game-master token. The
        game master is this front-end, the channel reads it through a spectator seat; a table
        another process opened here first wins (this one is ended, the asker told to retry)."""
        gm = self.service.create_table(
            setup, "the game master", game=self.game, seed=seed, settings={"gm_sees_secrets": False}
        )
        table = int(self.service.view(gm)["table"])
        self.service.add_seat(gm, "spectator", name="the channel")
        host = [{"host": asker.user, "name": asker.display}]
        if not self.store.save(ch, table_id=table, lobby=host):
            self.service.end(gm)  # another process opened a table here first
            raise ChatError(text("chat-saved-fight-race"))
        return gm

    def _opening(self, m: Incoming, ch: Channel, asker: Asker, args: tuple[str, ...]) -> Reply:
        """``new``: a fight of saved characters (``new saved ...``), else an example's."""
        if self.game == "dbu" and args and args[0].lower() == SAVED_WORD:
            return self._new_saved(m, ch, asker, args[1:])
        return self._new(ch, asker, args)

    def _new_saved(self, m: Incoming, ch: Channel, asker: Asker, args: tuple[str, ...]) -> Reply:
        usage = text("chat-usage-new-saved", cmd=self.cmd)
        words = list(args)
        seed: int | None = None
        if words and words[-1].lower().startswith("seed="):
            seed = seed_of(words.pop()[5:])
        where = SAVED_MAP
        lowered = [w.lower() for w in words]
        if ON_WORD in lowered:
            at = lowered.index(ON_WORD)
            if at != len(words) - 2:
                raise ChatError(usage)
            where, words = words[-1], words[:at]
            lowered = lowered[:at]
        if lowered.count(VS_WORD) != 1:
            raise ChatError(usage)
        at = lowered.index(VS_WORD)
        first, second = words[:at], words[at + 1 :]
        if not second:
            raise ChatError(usage)
        if len(m.server) > ID_MAX:
            raise ChatError(text("chat-saved-fight-server-id", most=str(ID_MAX)))
        store = SheetStore(self.service)
        west = [self._saved_of(store, m, w) for w in first]
        east = [self._saved_of(store, m, w) for w in second]
        if all(s.user_id != m.author.id for s in west + east):
            mine = store.get(m.platform, m.server, m.author.id)
            if mine is not None:
                west.insert(0, mine)
            elif not west:
                raise ChatError(text("chat-saved-fight-none", set=f"{self.prefix}sheet set"))
        seen: set[str] = set()
        for s in west + east:
            if s.user_id in seen:
                raise ChatError(text("chat-saved-fight-twice", who=chat_text(s.user_name)))
            seen.add(s.user_id)
        if len(west) > MOST_PER_SIDE or len(east) > MOST_PER_SIDE:
            raise ChatError(text("chat-saved-fight-most", most=str(MOST_PER_SIDE)))
        names = {u.id: u.name for u in m.mentions}
        names[m.author.id] = asker.display
        setup, ids = self._saved_setup(
            where, [(s, SIDES[0]) for s in west] + [(s, SIDES[1]) for s in east]
        )
        return self._open_saved(ch, asker, m, setup, ids, names, where, seed)

    def _saved_of(self, store: SheetStore, m: Incoming, word: str) -> Saved:
        try:
            found = someone(store, m, word)
        except TenkaichiError as error:
            raise ChatError(f"{chat_text(str(error), 300)}.") from None
        if found is None:
            shown = _shown_word(word, m)
            raise ChatError(
                text("chat-saved-fight-theirs", who=shown, set=f"{self.prefix}sheet set")
            )
        return found

    def _saved_setup(
        self, where: str, fighters: list[tuple[Saved, str]]
    ) -> tuple[EncounterSetup, list[tuple[Saved, str, str]]]:
        """The setup on ``where``'s battlefield, and each (saved character, fighter id, side)."""
        ground: dict[str, Any] = {"width": OPEN_GRID[0], "height": OPEN_GRID[1]}
        examples = self.form.examples()
        found = {n.casefold(): n for n in examples}.get(where.casefold())
        if found is None and (where != SAVED_MAP or examples):
            raise ChatError(
                text(
                    "chat-table-no-example",
                    typed=chat_text(where, 40),
                    examples=", ".join(examples),
                )
            )
        if found is not None:
            try:
                example = load_encounter(examples[found], library=self.form.library())
            except TenkaichiError as error:
                raise ChatError(text("chat-sorry", problem=chat_text(line(error), 300))) from None
            ground = _battlefield(example)
        sheets: dict[str, Any] = {}
        entries: list[dict[str, Any]] = []
        ids: list[tuple[Saved, str, str]] = []
        for saved, side in fighters:
            fid, n = saved.sheet.name, 2
            while fid in sheets:
                fid = f"{saved.sheet.name} ({n})"
                n += 1
            sheets[fid] = saved.sheet.model_dump(mode="json")
            entries.append({"sheet": fid, "side": side, "id": fid})
            ids.append((saved, fid, side))
        raw = {**ground, "sheets": sheets, "fighters": entries}
        try:
            return parse_setup(raw, "the fight"), ids
        except TenkaichiError as error:
            raise ChatError(text("chat-sorry", problem=chat_text(line(error), 300))) from None

    def _open_saved(
        self,
        ch: Channel,
        asker: Asker,
        m: Incoming,
        setup: EncounterSetup,
        ids: list[tuple[Saved, str, str]],
        names: dict[str, str],
        where: str,
        seed: int | None,
    ) -> Reply:
        chosen = seed is not None
        gm = self._open_table(ch, asker, setup, seed if seed is not None else self.new_seed())
        table = int(self.service.view(gm)["table"])
        by_side: dict[str, list[str]] = {}
        for saved, fid, side in ids:
            person = names.get(saved.user_id, saved.user_name)
            label = person if not problem(person, NAME_MAX) else "a player"
            token = self.service.add_seat(gm, "player", side=side, fighters=[fid], name=label)
            seat = self.service.seat_id(token)
            self.service.approve(gm, seat)
            self.store.add_member(table, seat, m.platform, saved.user_id)
            by_side.setdefault(side, []).append(f"{chat_text(fid)} ({chat_text(label)})")
        sides = "; ".join(f"{side}: {', '.join(who)}" for side, who in by_side.items())
        typed = " " + text("chat-table-seed-chosen", seed=str(seed)) if chosen else ""
        opens = text(
            "chat-saved-fight-opens",
            who=chat_text(asker.display),
            game=text(f"chat-game-{self.game}"),
            where=chat_text(where, 40),
            note=typed,
        )
        seated = text(
            "chat-saved-fight-seated", start=f"{self.cmd} start", leave=f"{self.cmd} leave"
        )
        return Reply(f"{opens}\n{sides}.\n{seated}")


def _battlefield(example: EncounterSetup) -> dict[str, Any]:
    """An example's battlefield without its fighters: its size, Features, Vehicles nobody
    rides and the Items lying on the ground."""
    return {
        "width": example.width,
        "height": example.height,
        "features": [f.model_dump(mode="json") for f in example.features],
        "items": [i.model_dump(mode="json") for i in example.items if i.holder is None],
        "vehicles": [v.model_dump(mode="json") for v in example.vehicles if not v.riders()],
        "settings": dict(example.settings),
        "edition": example.edition,
    }


def _shown_word(word: str, m: Incoming) -> str:
    """A typed name as a reply quotes it (a resolved mention by its display name)."""
    for user in m.mentions:
        if word in (f"<@{user.id}>", f"<@!{user.id}>"):
            return chat_text(user.name)
    return chat_text(word, 40)


__all__ = ["MOST_PER_SIDE", "OPEN_GRID", "SAVED_MAP", "SIDES", "SavedFightMixin"]
