"""The chat-command layer: one message in, one short reply out, the battle kept in SQLite.

``ChatLayer.handle(battle_id, user, text)`` answers every command with text under
:data:`MAX_REPLY` characters and returns None for messages that are not commands. A refused
command (unknown, malformed, wrong battle, not your turn, illegal on the grid) gets a one-line
reason and leaves the stored battle exactly as it was. After a player's action, bot fighters
take their turns until a person must act, and the reply says whose turn it is. A stored battle
that is damaged (its row fails the store's schema, or its actions no longer replay) is reported
once, set aside (:meth:`BattleStore.set_aside`), and the channel may open a new battle.
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Callable

from tenkaichi.ddc.actions import Action
from tenkaichi.ddc.chat.commands import (
    USAGE,
    ChatError,
    Command,
    is_command,
    parse,
    square,
)
from tenkaichi.ddc.chat.store import (
    BOT_KINDS,
    MAX_USER_CHARS,
    BattleRecord,
    BattleStore,
    DamagedBattle,
    Member,
)
from tenkaichi.ddc.content import Roster, default_roster, key
from tenkaichi.ddc.engine import Battle
from tenkaichi.ddc.events import Event
from tenkaichi.ddc.render import moves_text, status, turn_line
from tenkaichi.ddc.runner import make_bot
from tenkaichi.ddc.setup import MAX_FIGHTERS, BattleSetup, Entry
from tenkaichi.dice.rng import MAX_SEED
from tenkaichi.errors import TenkaichiError
from tenkaichi.text import chat_text, no_mentions

MAX_REPLY = 1900
"""Replies stay under Discord's 2,000-character message limit."""
BATTLE_ID = re.compile(r"^[A-Za-z0-9_.:\-]{1,100}$")
MAX_BOT_ACTIONS = 2000
CACHE_SIZE = 256
"""Battles kept in memory between commands (the oldest is dropped; it replays on demand)."""
ACTION_COMMANDS = ("move", "attack", "charge", "defend", "end", "digivolve", "form")
_MENTION = re.compile(r"^<@!?(\d+)>$")
SIDE = re.compile(r"^[^\W_]+(-[^\W_]+)*$")
"""A side typed in chat: letters and digits, words joined by hyphens."""
MAX_SIDE = 24

Handler = Callable[["ChatLayer", BattleRecord, str, str, Command], str]


class ChatLayer:
    def __init__(
        self,
        store: BattleStore,
        roster: Roster | None = None,
        new_seed: Callable[[], int] | None = None,
    ) -> None:
        self.store = store
        self.roster = roster or default_roster()
        self.new_seed = new_seed or (lambda: secrets.randbelow(MAX_SEED))
        self._cache: dict[str, tuple[int, Battle]] = {}

    # --- entry point -------------------------------------------------------------------
    def handle(self, battle_id: str, user: str, text: str, display: str = "") -> str | None:
        """The reply to ``text`` sent by ``user`` in battle ``battle_id``; None if not a command.

        Text from people reaches a reply only escaped: the command's words (by ``parse``) and
        the display name (``chat_text``) have their markdown escaped, and no reply mentions
        anyone (``no_mentions``)."""
        if not is_command(text):
            return None
        try:
            if not BATTLE_ID.match(battle_id):
                raise ChatError(
                    f"Battle ids are 1-100 letters, digits or _.:- "
                    f"(got '{chat_text(battle_id, 40)}')."
                )
            if not 1 <= len(user) <= MAX_USER_CHARS:
                raise ChatError(f"Player ids are 1-{MAX_USER_CHARS} characters.")
            command = parse(text)
            record = self.store.load(battle_id) or BattleRecord(id=battle_id)
            shown = chat_text(display or user, MAX_USER_CHARS)
            reply = _HANDLERS[command.name](self, record, user, shown, command)
        except ChatError as refusal:
            reply = str(refusal)
        except DamagedBattle as damage:
            reply = self._set_aside(damage)
        except TenkaichiError as error:
            reply = f"Sorry: {chat_text(str(error), MAX_REPLY)}"
        return clip(no_mentions(reply))

    def _set_aside(self, damage: DamagedBattle) -> str:
        """Report a damaged battle once: its row is moved aside, so the next command finds no
        battle here and ``!join`` opens a new one."""
        self.store.set_aside(damage.battle_id, damage.reason)
        self._cache.pop(damage.battle_id, None)
        return (
            f"Battle {damage.battle_id}'s saved state is damaged ({damage.reason}), so it cannot "
            "go on; it has been set aside for the operator. !join <fighter> opens a new battle."
        )

    # --- lobby -------------------------------------------------------------------------
    def _help(self, record: BattleRecord, user: str, display: str, command: Command) -> str:
        return "Dungeon DICE Combat commands:\n" + "\n".join(USAGE.values())

    def _roster(self, record: BattleRecord, user: str, display: str, command: Command) -> str:
        return "Fighters: " + ", ".join(f"{f.name} ({f.level})" for f in self.roster.fighters)

    def _join(self, record: BattleRecord, user: str, display: str, command: Command) -> str:
        return self._add(record, user, display, command, bot="")

    def _bot(self, record: BattleRecord, user: str, display: str, command: Command) -> str:
        kind = "greedy"
        args = list(command.args)
        if len(args) >= 2 and args[1].lower() in BOT_KINDS:
            kind = args.pop(1).lower()
        return self._add(record, user, display, Command("bot", tuple(args)), bot=kind)

    def _add(
        self, record: BattleRecord, user: str, display: str, command: Command, bot: str
    ) -> str:
        if len(command.args) not in (1, 2):
            raise ChatError(f"Usage: {USAGE[command.name]}")
        if record.status == "over":
            record.status, record.members, record.actions = "lobby", [], []
            record.settings = {}
        if record.status != "lobby":
            raise ChatError("This battle has already started; join the next one when it ends.")
        if not bot and record.member(user):
            raise ChatError(f"You already play {record.member(user).name} in this battle.")  # type: ignore[union-attr]
        if len(record.members) >= MAX_FIGHTERS:
            raise ChatError(f"This battle is full ({MAX_FIGHTERS} fighters).")
        spec = self.roster.get(command.args[0])
        if spec is None:
            raise ChatError(
                f"No fighter called '{command.args[0][:30]}'. Fighters: "
                + ", ".join(f.name for f in self.roster.fighters)
            )
        count = sum(1 for m in record.members if m.fighter == spec.name)
        name = spec.name if count == 0 else f"{spec.name}{count + 1}"
        side = _side(command.args[1]) if len(command.args) == 2 else name
        who = "" if bot else user
        shown = f"bot ({bot})" if bot else display
        record.members.append(Member(who, shown, spec.name, name, side, bot))
        self.store.save(record)
        return f"{name} ({spec.level}) joins battle {record.id}, played by {shown}. " + (
            f"{len(record.members)} fighter(s); !start when ready."
        )

    def _abandon(self, record: BattleRecord, user: str, display: str, command: Command) -> str:
        record = self._existing(record)
        self._member(record, user)
        if record.status != "active":
            raise ChatError("Only a battle in progress can be abandoned.")
        record.status = "over"
        self.store.save(record)
        self._cache.pop(record.id, None)
        return (
            f"{display} abandons battle {record.id}: it ends with no winner. !join opens a new one."
        )

    def _leave(self, record: BattleRecord, user: str, display: str, command: Command) -> str:
        record = self._existing(record)
        if record.status != "lobby":
            raise ChatError("The battle has started; fighters stay until it ends.")
        member = self._member(record, user)
        record.members.remove(member)
        self.store.save(record)
        return f"{member.name} leaves battle {record.id}."

    def _start(self, record: BattleRecord, user: str, display: str, command: Command) -> str:
        record = self._existing(record)
        if record.status != "lobby":
            raise ChatError("This battle has already started. !status shows it.")
        self._member(record, user)
        if len({m.side for m in record.members}) < 2:
            raise ChatError("A battle needs fighters on at least two sides: !join or !bot more.")
        record.seed = self.new_seed()
        battle = self._start_battle(record)
        events = list(battle.events)
        events += self._run_bots(record, battle)
        record.status = "over" if battle.over else "active"
        record.actions = [a.text() for a in battle.log]
        self.store.save(record)
        self._remember(record, battle)
        return report(events, battle, record)

    # --- during the battle ------------------------------------------------------------
    def _status(self, record: BattleRecord, user: str, display: str, command: Command) -> str:
        record = self._existing(record)
        if record.status == "lobby":
            names = ", ".join(f"{m.name} ({m.display})" for m in record.members)
            return f"Battle {record.id} has not started. Fighters: {names}. !start when ready."
        battle = self._battle(record)
        if record.status == "over" and not battle.over:
            return f"```\n{status(battle)}\n```\nThis battle was abandoned."
        return f"```\n{status(battle)}\n```\n{next_line(battle, record)}"

    def _moves(self, record: BattleRecord, user: str, display: str, command: Command) -> str:
        record = self._existing(record)
        member = self._member(record, user)
        if record.status == "lobby":
            spec = self.roster.find(member.fighter)
            return "\n".join(f"{m.name}: {m.kind}, {m.range}" for m in spec.moves) or "Normal only"
        battle = self._battle(record)
        fighter = battle.state.fighter(member.name)
        text = moves_text(battle, fighter)
        if not battle.over and battle.state.actor.name == member.name:
            attacks = [
                f"!attack {a.move.replace(' ', '')} @{a.target}"
                for a in battle.legal()
                if a.kind == "attack"
            ]
            kinds = sorted({a.kind for a in battle.legal()} - {"attack"})
            text += "\nNow: " + ", ".join([*attacks, *(f"!{k}" for k in kinds)])
        return text

    def _act(self, record: BattleRecord, user: str, display: str, command: Command) -> str:
        record = self._existing(record)
        if record.status == "lobby":
            raise ChatError("The battle has not started yet: !start when everyone has joined.")
        battle = self._battle(record)
        if record.status == "over" and not battle.over:
            raise ChatError("This battle was abandoned. !join opens a new one.")
        if battle.over:
            raise ChatError(f"This battle is over. {turn_line(battle)}. !join opens a new one.")
        member = record.member(user)
        if member is None:
            raise ChatError(
                f"You are not in battle {record.id}; only its fighters' players may act "
                f"({', '.join(m.display for m in record.members)})."
            )
        actor = battle.state.actor
        if actor.name != member.name:
            owner = next(m for m in record.members if m.name == actor.name)
            raise ChatError(
                f"Not your turn: it is {actor.name}'s turn ({owner.display}); "
                f"you play {member.name}."
            )
        action = self._action(record, battle, command)
        reason = battle.why_illegal(action)
        if reason is not None:
            raise ChatError(f"{actor.name} can't {action.text()}: {reason}.")
        work = battle.copy()
        events = work.apply(action)
        events += self._run_bots(record, work)
        record.actions = [a.text() for a in work.log]
        record.status = "over" if work.over else "active"
        self.store.save(record)
        self._remember(record, work)
        return report(events, work, record)

    def _action(self, record: BattleRecord, battle: Battle, command: Command) -> Action:
        here = battle.state.actor.square
        name = command.name
        if name in ("move", "charge"):
            x, y = square(command, here)
            return Action(name, x, y)  # type: ignore[arg-type]
        if name in ("defend", "end"):
            if command.args:
                raise ChatError(f"!{name} takes nothing after it.")
            return Action(name)  # type: ignore[arg-type]
        if name in ("digivolve", "form"):
            if len(command.args) != 1:
                raise ChatError(f"Usage: {USAGE[name]}")
            return Action(name, move=command.args[0])  # type: ignore[arg-type]
        return self._attack(record, battle, command)

    def _attack(self, record: BattleRecord, battle: Battle, command: Command) -> Action:
        args = list(command.args)
        if not args or len(args) > 6:
            raise ChatError(f"Usage: {USAGE['attack']}")
        target = self._target(record, battle, args.pop())
        move = "".join(args) or "Normal"
        return Action("attack", move=move, target=target)

    def _target(self, record: BattleRecord, battle: Battle, token: str) -> str:
        mention = _MENTION.match(token)
        bare = mention.group(1) if mention else token.lstrip("@")
        for fighter in battle.state.fighters:
            if key(fighter.name) == key(bare):
                return fighter.name
        for member in record.members:
            if member.user and (member.user == bare or key(member.display) == key(chat_text(bare))):
                return member.name
        raise ChatError(
            f"No fighter or player '{token[:30]}' in this battle. Fighters: "
            + ", ".join(f.name for f in battle.state.fighters)
        )

    # --- plumbing --------------------------------------------------------------------
    def _existing(self, record: BattleRecord) -> BattleRecord:
        if record.version == 0:
            raise ChatError(
                f"There is no battle {record.id!r} here yet: !join <fighter> opens one."
            )
        return record

    def _member(self, record: BattleRecord, user: str) -> Member:
        member = record.member(user)
        if member is None:
            raise ChatError(f"You are not in battle {record.id}.")
        return member

    def _setup(self, record: BattleRecord) -> BattleSetup:
        entries = tuple(Entry(fighter=m.fighter, name=m.name, side=m.side) for m in record.members)
        return BattleSetup(fighters=entries, settings=record.settings)

    def _start_battle(self, record: BattleRecord) -> Battle:
        return Battle.start(self._setup(record), record.seed, self.roster)

    def _battle(self, record: BattleRecord) -> Battle:
        cached = self._cache.get(record.id)
        if cached and cached[0] == record.version:
            return cached[1]
        try:
            battle = Battle.replay(self._setup(record), record.seed, record.actions, self.roster)
        except TenkaichiError as error:  # the stored actions no longer make this battle
            raise DamagedBattle(
                record.id, f"actions: the battle does not replay: {error}"
            ) from None
        self._remember(record, battle)
        return battle

    def _remember(self, record: BattleRecord, battle: Battle) -> None:
        self._cache.pop(record.id, None)
        self._cache[record.id] = (record.version, battle)
        while len(self._cache) > CACHE_SIZE:
            self._cache.pop(next(iter(self._cache)))

    def _run_bots(self, record: BattleRecord, battle: Battle) -> list[Event]:
        events: list[Event] = []
        bots = {m.name: m.bot for m in record.members if m.bot}
        for _ in range(MAX_BOT_ACTIONS):
            if battle.over or battle.state.actor.name not in bots:
                break
            kind = bots[battle.state.actor.name]
            bot = make_bot(kind, record.seed + len(battle.log))
            events += battle.apply(bot.choose(battle.view()))
        return events


def _side(word: str) -> str:
    """A side typed in ``!join``/``!bot``: letters and digits (words joined by hyphens), at
    most :data:`MAX_SIDE` characters; anything else is refused."""
    if len(word) > MAX_SIDE or not SIDE.match(word):
        raise ChatError(
            f"A side is 1-{MAX_SIDE} letters or digits (words joined by -), "
            f"not '{word[:MAX_SIDE]}'."
        )
    return word


def report(events: list[Event], battle: Battle, record: BattleRecord) -> str:
    """The events of one command, then whose turn it is."""
    lines = [e.text for e in events if e.kind not in ("turn_ended", "round_started")]
    return "\n".join(lines) + "\n" + next_line(battle, record)


def next_line(battle: Battle, record: BattleRecord) -> str:
    if battle.over:
        return turn_line(battle) + "."
    actor = battle.state.actor
    owner = next(m for m in record.members if m.name == actor.name)
    return f"{turn_line(battle)} - {owner.display}, your move."


def clip(reply: str) -> str:
    """Keep a reply under :data:`MAX_REPLY`: drop middle lines, keep the first and the last."""
    if len(reply) <= MAX_REPLY:
        return reply
    lines = reply.split("\n")
    head, tail = lines[:3], lines[-6:]
    body = "\n".join([*head, "...", *tail])
    return body[: MAX_REPLY - 1] + ("…" if len(body) >= MAX_REPLY else "")


_HANDLERS: dict[str, Handler] = {
    "help": ChatLayer._help,
    "roster": ChatLayer._roster,
    "join": ChatLayer._join,
    "bot": ChatLayer._bot,
    "leave": ChatLayer._leave,
    "abandon": ChatLayer._abandon,
    "start": ChatLayer._start,
    "status": ChatLayer._status,
    "moves": ChatLayer._moves,
    **dict.fromkeys(ACTION_COMMANDS, ChatLayer._act),
}
