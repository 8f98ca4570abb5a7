"""Several chat front-ends in one channel: the DBU session tools (``!roll``...), DBU fights,
Tournament of Power and Dungeon DICE Combat tables, behind one prefix.

A post is a turn. The router reads the commands anywhere in a post (:mod:`tenkaichi.chat.posts`:
prose around them is kept as the post's words) and runs them in order, each as its own
:class:`Incoming` whose ``said`` is the post's prose on the first command and empty on the
others; their replies are concatenated (in as few messages as fit: :func:`merged`). The run
stops at the first command that is refused (a reply with ``error``): the later ones are not
run, and one more line names them. A post with more than :data:`MAX_COMMANDS` commands is
refused whole; one with none gets nothing.

A command goes to each front-end in turn; the first that answers it answers it. A message
that opens with a command none of them knows (``!rool``) gets one line naming the commands
(``!help`` lists them all), and nothing in it runs. A slash command or a button is one command,
sent whole.

Every reply is written in its reader's language: the language of the user who sent the
command, else their server's default, else the default of whoever runs the chat
(:mod:`tenkaichi.chat.languages`; without a store of languages, that default).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from tenkaichi.chat.languages import LanguageStore, reader_language
from tenkaichi.chat.messages import ChatFrontend, CommandSpec, Incoming, Reply
from tenkaichi.chat.posts import MAX_COMMANDS, MAX_POST, split_post
from tenkaichi.chat.texts import text
from tenkaichi.i18n import Msg, current, use
from tenkaichi.i18n.numbers import whole
from tenkaichi.text import chat_text


class ChatRouter:
    """One :class:`ChatFrontend` made of several (see the module docstring)."""

    def __init__(
        self,
        frontends: Sequence[ChatFrontend],
        prefix: str = "!",
        languages: LanguageStore | None = None,
    ) -> None:
        self.frontends = list(frontends)
        self.prefix = prefix
        self.languages = languages

    def commands(self) -> list[CommandSpec]:
        seen: dict[str, CommandSpec] = {}
        for front in self.frontends:
            for spec in front.commands():
                seen.setdefault(spec.name, spec)
        seen["help"] = CommandSpec("help", Msg.of("chat-help-spec"))
        return list(seen.values())

    def words(self) -> set[str]:
        """The command words that start a command in a post: every front-end's command names
        and the short forms a front-end lists in an ``aliases()`` method, and ``help``."""
        found = {spec.name.casefold() for spec in self.commands()}
        for front in self.frontends:
            aliases = getattr(front, "aliases", None)
            if callable(aliases):
                found |= {str(a).casefold() for a in aliases()}
        return found

    def language(self, message: Incoming) -> str:
        """The language ``message``'s replies are written in (see the module)."""
        return reader_language(self.languages, message)

    def handle(self, message: Incoming) -> list[Reply]:
        body = message.text.strip()
        if message.author.bot or self.prefix not in body:
            return []
        with use(self.language(message)):
            return self._post(message, body)

    def _post(self, message: Incoming, body: str) -> list[Reply]:
        if message.interactive:
            return self._one(message) if body.startswith(self.prefix) else []
        if len(body) > MAX_POST:
            return [
                Reply(
                    text(
                        "chat-post-too-long",
                        size=whole(len(body), current()),
                        most=whole(MAX_POST, current()),
                    ),
                    error=True,
                )
            ]
        post = split_post(body, self.prefix, self.words())
        typed = body.startswith(self.prefix) and body[len(self.prefix) :][:1].isalnum()
        if typed and not (post.commands and body.startswith(post.commands[0])):
            # A post that opens with a command no front-end lists (``!rool 3d10``) goes whole
            # to the front-ends, as before: one of them may know it, else it is refused.
            return self._one(message)
        if not post.commands:
            return []
        if len(post.commands) > MAX_COMMANDS:
            return [
                Reply(
                    text(
                        "chat-post-too-many",
                        count=str(len(post.commands)),
                        most=str(MAX_COMMANDS),
                    ),
                    error=True,
                )
            ]
        if post.commands == (body,):
            return self._one(message)
        return self._run(message, post.commands, post.prose)

    def _run(self, message: Incoming, commands: Sequence[str], prose: str) -> list[Reply]:
        """The commands of one post in order, until one is refused."""
        replies: list[Reply] = []
        for n, command in enumerate(commands):
            got = self._one(replace(message, text=command, said=prose if n == 0 else ""))
            replies += got
            rest = commands[n + 1 :]
            if rest and any(r.error for r in got):
                shown = ", ".join(chat_text(c, 40) for c in rest)
                replies.append(Reply(text("chat-post-not-run", commands=shown)))
                break
        return merged(replies, message.author.id)

    def _one(self, message: Incoming) -> list[Reply]:
        """One command: the first front-end that answers it, else one line."""
        body = message.text.strip()
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
                text(
                    "chat-unknown-command",
                    command=f"{self.prefix}{shown}",
                    help=f"{self.prefix}help",
                ),
                error=True,
            )
        ]

    def _help(self, message: Incoming) -> Reply:
        names = sorted({spec.name for spec in self.commands()})
        p = self.prefix
        return Reply(
            text(
                "chat-help",
                commands=" ".join(f"{p}{n}" for n in names),
                fight=f"{p}fight help",
                top=f"{p}top help",
                ddc=f"{p}ddc",
            )
        )


def merged(replies: Sequence[Reply], author: str = "") -> list[Reply]:
    """A post's replies as few messages: each reply joins the one before it when both go to
    the same people in the same channel and the one before has no buttons or image (its text,
    then this one's on the next line; a refusal if either is). It notifies whom both notify,
    but the post's ``author`` only if the later one does (they are reading: "your move"
    before their next command is no news)."""
    out: list[Reply] = []
    for reply in replies:
        last = out[-1] if out else None
        if (
            last is None
            or last.private_to != reply.private_to
            or last.channel != reply.channel
            or last.buttons
            or last.image is not None
        ):
            out.append(reply)
            continue
        out[-1] = replace(
            reply,
            text=f"{last.text}\n{reply.text}",
            ping=tuple(dict.fromkeys([p for p in last.ping if p != author] + list(reply.ping))),
            error=last.error or reply.error,
        )
    return out


__all__ = ["ChatRouter", "merged"]
