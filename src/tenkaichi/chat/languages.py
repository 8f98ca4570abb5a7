"""The language each chat reader reads (issue 38): ``!lang es`` sets a user's own, ``!lang
server pt-BR`` a server's default (its moderators'), and every reply is written in the
language of the user who sent the command, else their server's, else the default of whoever
runs the chat (English for the bot; ``--lang`` or ``LANG`` for ``tenkaichi chat say``).

A user's language is theirs on every server of the platform and in direct messages (a person
reads one language; a Spanish reader who answers a secret choice by DM reads Spanish there
too); a server's default is for whoever set none. Both are rows of ``chat_languages`` in the
table database: a user's with an empty ``server``, a server's with an empty ``user_id``. A
language is named as a person writes it (``es``, ``es-MX``, ``pt``, ``pt_PT``, ``PT-br``) and
kept as one we speak (:func:`tenkaichi.i18n.locales.supported`: ``es-MX`` -> ``es``,
``pt-PT`` -> ``pt-BR``); one we do not speak is a one-line refusal listing those we do.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING

import sqlalchemy as sa

from tenkaichi.chat.messages import CommandSpec, Incoming, Reply
from tenkaichi.chat.texts import text
from tenkaichi.i18n import NAMES, SUPPORTED, Msg, current, use
from tenkaichi.i18n.locales import supported
from tenkaichi.table.store import LANGUAGES
from tenkaichi.text import chat_text

if TYPE_CHECKING:
    from tenkaichi.table.service import TableService

log = logging.getLogger(__name__)

ID_MAX = 100
"""The longest platform user id or server id kept (the columns' size)."""
PLATFORM_MAX = 16
RETRIES = 3
"""How often a setting that met another one of the same key at the same moment is tried."""
WORDS = ("lang", "language", "idioma")
"""The command's names: ``lang`` (the slash command), and two spelled-out forms."""
SERVER_WORDS = frozenset({"server", "servidor"})
"""The word that makes a setting the server's default."""
CLEAR_WORDS = frozenset({"clear", "default", "reset"})
"""The words that forget a setting (back to the server's, or the default)."""


@dataclass(frozen=True, slots=True)
class Reading:
    """Which language a user reads, and why."""

    language: str
    mine: str | None
    """The user's own setting (``None``: none)."""
    server: str | None
    """The server's default (``None``: none, or no server)."""


class LanguageStore:
    """The ``chat_languages`` rows of one table service's database."""

    def __init__(self, service: TableService) -> None:
        self.service = service
        self.engine = service.engine

    def get(self, platform: str, server: str, user_id: str) -> str | None:
        """The language of one row (a user's: ``server`` empty; a server's: ``user_id``
        empty), ``None`` when there is none (or it names a language no longer spoken)."""
        with self.engine.connect() as c:
            found = c.execute(
                sa.select(LANGUAGES.c.language).where(*_key(platform, server, user_id))
            ).scalar()
        return supported(str(found)) or None if found else None

    def set(self, platform: str, server: str, user_id: str, language: str | None) -> None:
        """Keep ``language`` in that row (``None``: forget it)."""
        key = _key(platform, server, user_id)
        for attempt in range(RETRIES):
            try:
                with self.service.transaction() as c:
                    c.execute(LANGUAGES.delete().where(*key))
                    if language is not None:
                        c.execute(
                            LANGUAGES.insert().values(
                                platform=platform,
                                server=server,
                                user_id=user_id,
                                language=language,
                            )
                        )
                return
            except sa.exc.IntegrityError:  # the same row set at the same moment: again
                if attempt == RETRIES - 1:
                    raise

    def reading(self, platform: str, server: str, user_id: str, fallback: str) -> Reading:
        """The language ``user_id`` reads on ``server``: their own, else the server's, else
        ``fallback``."""
        if not _fits(platform, server, user_id):
            return Reading(fallback, None, None)
        with self.engine.connect() as c:
            rows = c.execute(
                sa.select(LANGUAGES.c.server, LANGUAGES.c.user_id, LANGUAGES.c.language).where(
                    LANGUAGES.c.platform == platform,
                    sa.or_(
                        sa.and_(LANGUAGES.c.server == "", LANGUAGES.c.user_id == user_id),
                        sa.and_(LANGUAGES.c.server == server, LANGUAGES.c.user_id == ""),
                    ),
                )
            ).all()
        mine = next((supported(r.language) for r in rows if r.user_id == user_id), "") or None
        ours = None
        if server:
            ours = next((supported(r.language) for r in rows if r.user_id == ""), "") or None
        return Reading(mine or ours or fallback, mine, ours)

    def language(self, platform: str, server: str, user_id: str, fallback: str) -> str:
        return self.reading(platform, server, user_id, fallback).language


def _key(platform: str, server: str, user_id: str) -> tuple[sa.ColumnElement[bool], ...]:
    return (
        LANGUAGES.c.platform == platform,
        LANGUAGES.c.server == server,
        LANGUAGES.c.user_id == user_id,
    )


def _fits(platform: str, server: str, user_id: str) -> bool:
    return len(platform) <= PLATFORM_MAX and len(server) <= ID_MAX and len(user_id) <= ID_MAX


def reader_language(store: LanguageStore | None, message: Incoming) -> str:
    """The language to answer ``message`` in (see the module); the default of whoever runs
    the chat when there is no store, or when the database cannot say (logged)."""
    fallback = current()
    if store is None or message.author.bot:
        return fallback
    try:
        return store.language(message.platform, message.server, message.author.id, fallback)
    except sa.exc.SQLAlchemyError:
        log.exception("the chat could not read a reader's language")
        return fallback


def speaks() -> str:
    """The languages we speak, as a reply lists them: ``en (English), es (Español), ...``."""
    return ", ".join(f"{tag} ({NAMES[tag]})" for tag in SUPPORTED)


def tags() -> str:
    """The tags of the languages we speak: ``en, es, pt-BR``."""
    return ", ".join(SUPPORTED)


def named(language: str) -> str:
    """A language as a reply names it: ``Español (es)``."""
    return f"{NAMES[language]} ({language})" if language in NAMES else language


class LanguageCommand:
    """``!lang`` (``!language``, ``!idioma``): a user's own language and a server's default,
    as a :class:`~tenkaichi.chat.messages.ChatFrontend` (see the module)."""

    def __init__(self, store: LanguageStore, prefix: str = "!") -> None:
        self.store = store
        self.prefix = prefix

    def commands(self) -> list[CommandSpec]:
        return [
            CommandSpec(
                "lang",
                Msg.of("chat-lang-spec"),
                (
                    ("language", Msg.of("chat-lang-spec-language", languages=tags()), False),
                    ("scope", Msg.of("chat-lang-spec-scope"), False),
                ),
            )
        ]

    def aliases(self) -> list[str]:
        return list(WORDS[1:])

    def handle(self, message: Incoming) -> list[Reply]:
        words = message.text.strip().split()
        if message.author.bot or not words:
            return []
        if words[0].casefold() not in {f"{self.prefix}{w}" for w in WORDS}:
            return []
        private = message.author.id if message.interactive else None
        args = [w.casefold() for w in words[1:]]
        server = any(a in SERVER_WORDS for a in args)
        rest = [w for w, a in zip(words[1:], args, strict=True) if a not in SERVER_WORDS]
        try:
            reply = self._answer(message, server, rest)
        except sa.exc.SQLAlchemyError:
            log.exception("the chat could not keep a language")
            reply = text("chat-server-fault")
            return [Reply(reply, private_to=private, error=True)]
        except _Refused as refused:
            return [Reply(refused.words, private_to=private, error=True)]
        return [Reply(reply, private_to=private)]

    def _answer(self, message: Incoming, server: bool, rest: list[str]) -> str:
        cmd = f"{self.prefix}{WORDS[0]}"
        if len(rest) > 1:
            raise _Refused(text("chat-lang-usage", cmd=cmd))
        platform, user = message.platform, message.author.id
        if not _fits(platform, message.server, user):
            raise _Refused(text("chat-lang-ids", most=str(ID_MAX)))
        if not rest:
            return self._shown(message, cmd)
        wanted = rest[0]
        clear = wanted.casefold() in CLEAR_WORDS
        language = None if clear else supported(wanted)
        if not clear and not language:
            raise _Refused(
                text("chat-lang-unknown", language=chat_text(wanted, 20), languages=speaks())
            )
        if server:
            if not message.server:
                raise _Refused(text("chat-lang-no-server", cmd=cmd))
            if not message.author.moderator:
                raise _Refused(text("chat-lang-not-moderator"))
            self.store.set(platform, message.server, "", language)
            now = self.store.language(platform, message.server, user, current())
            with use(now):
                if language is None:
                    return text("chat-lang-server-cleared", language=named(now))
                return text("chat-lang-server-set", language=named(language))
        self.store.set(platform, "", user, language)
        now = self.store.language(platform, message.server, user, current())
        with use(now):
            if language is None:
                return text("chat-lang-cleared", language=named(now))
            return text("chat-lang-set", language=named(language))

    def _shown(self, message: Incoming, cmd: str) -> str:
        found = self.store.reading(message.platform, message.server, message.author.id, "")
        mine = Msg.of("chat-lang-yours", language=named(found.mine)) if found.mine else None
        server: Msg | None = None
        if message.server:
            server = (
                Msg.of("chat-lang-server", language=named(found.server))
                if found.server
                else Msg.of("chat-lang-server-none", language=named(current()))
            )
        lines = [
            text("chat-lang-now", language=named(found.language or current())),
            *(m.render() for m in (mine, server) if m is not None),
            text("chat-lang-speak", languages=speaks()),
            text("chat-lang-how", cmd=cmd),
        ]
        return "\n".join(lines)


class _Refused(Exception):
    def __init__(self, words: str) -> None:
        super().__init__(words)
        self.words = words


__all__ = [
    "LanguageCommand",
    "LanguageStore",
    "Reading",
    "named",
    "reader_language",
    "speaks",
]
