"""Chat commands for Dungeon DICE Combat: the way the ruleset is played on forums and Discord.

``parse`` turns a message into a :class:`~tenkaichi.ddc.chat.commands.Command`;
:class:`~tenkaichi.ddc.chat.layer.ChatLayer` runs it against a battle kept in SQLite
(:class:`~tenkaichi.ddc.chat.store.BattleStore`) and answers with a short text reply.
"""

from tenkaichi.ddc.chat.commands import Command, parse
from tenkaichi.ddc.chat.layer import MAX_REPLY, ChatLayer
from tenkaichi.ddc.chat.store import BattleRecord, BattleStore, Member

__all__ = [
    "MAX_REPLY",
    "BattleRecord",
    "BattleStore",
    "ChatLayer",
    "Command",
    "Member",
    "parse",
]
