"""Several chat front-ends in one channel: the DBU session tools (``!roll``...), DBU fights,
Tournament of Power and Dungeon DICE Combat tables, behind one prefix.

A message goes to each front-end in turn; the first that answers it answers it. A message with
the prefix that none of them knows gets one line naming the commands (``!help`` lists them
all); one without the prefix is plain chat and gets nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from tenkaichi.chat.messages import ChatFrontend, CommandSpec, Incoming, Reply
from tenkaichi.text import chat_text


class ChatRouter:
    """One :class:`ChatFrontend` made of several (see the module docstring)."""

    def __init__(self, frontends: Sequence[ChatFrontend], prefix: str = "!") -> None:
        self.frontends = list(frontends)
        self.prefix = prefix

    def commands(self) -> list[CommandSpec]:
        seen: dict[str, CommandSpec] = {}
        for front in self.frontends:
            for spec in front.commands():
                seen.setdefault(spec.name, spec)
        seen["help"] = CommandSpec("help", "Every command of every game here")
        return list(seen.values())

    def handle(self, message: Incoming) -> list[Reply]:
        body = message.text.strip()
        if message.author.bot or not body.startswith(self.prefix):
            return []
        word = body[len(self.prefix) :].split(maxsplit=1)
        if word and word[0].lower() == "help" and len(word) == 1:
            return [self._help(message)]
        for front in self.frontends:
            replies = front.handle(message)
            if replies:
                return replies
        shown = chat_text(word[0] if word else "", 30)
        return [
            Reply(
                f"Unknown command {self.prefix}{shown}. {self.prefix}help lists the commands.",
                error=True,
            )
        ]

    def _help(self, message: Incoming) -> Reply:
        names = sorted({spec.name for spec in self.commands()})
        return Reply(
            "Commands: " + " ".join(f"{self.prefix}{n}" for n in names) + ". "
            f"Each game's own help: {self.prefix}fight help, {self.prefix}top help; "
            f"Dungeon DICE Combat: {self.prefix}ddc."
        )


__all__ = ["ChatRouter"]
