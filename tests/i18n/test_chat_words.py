"""The chat in each reader's language (issue 38): ``!lang`` sets a user's own language and a
server's default, kept in the table database; every reply is written in the language of the
user who sent the command, else their server's, else English; a language we do not speak is
a one-line refusal naming those we do; and a pseudo-language reader (``en-XA``) finds no plain
English word in what the chat writes itself (names, commands, dice and numbers aside)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from tenkaichi.chat.frontends import all_games
from tenkaichi.chat.messages import Author, Incoming, Reply
from tenkaichi.chat.router import ChatRouter
from tenkaichi.table.service import TableService

SERVER = "guild-1"
ANA = Author("101", "Ana")  # reads pt-BR
BEA = Author("102", "Bea")  # reads es
CID = Author("103", "Cid")  # sets nothing: the server's default
MOD = Author("104", "Mod", moderator=True)
XAV = Author("105", "Xav")  # reads the pseudo-language


class Chat:
    """The chat front-ends as the Discord bot runs them (``all_games``), on one SQLite file;
    :meth:`restart` opens the file again, as a new process would."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.service = TableService(f"sqlite:///{path}")
        self.router: ChatRouter = all_games(self.service, new_seed=lambda: 5)

    def restart(self) -> Chat:
        self.service.close()
        return Chat(self.path)

    def say(
        self, who: Author, text: str, *, server: str = SERVER, channel: str = "c1"
    ) -> list[Reply]:
        return self.router.handle(Incoming("test", channel, who, text, server=server))

    def one(self, who: Author, text: str, **where: str) -> str:
        replies = self.say(who, text, **where)
        assert len(replies) == 1, replies
        assert not replies[0].error, replies[0].text
        return replies[0].text

    def refused(self, who: Author, text: str, **where: str) -> str:
        replies = self.say(who, text, **where)
        assert len(replies) == 1, replies
        assert replies[0].error, replies
        return replies[0].text


@pytest.fixture
def chat(tmp_path: Path) -> Iterator[Chat]:
    made = Chat(tmp_path / "chat.sqlite3")
    yield made
    made.service.close()


def languages_set(chat: Chat) -> None:
    assert "Español (es)" in chat.one(MOD, "!lang server es")
    assert "Português (Brasil)" in chat.one(ANA, "!lang pt-BR")


NO_TABLE = {
    "en": "No table has been opened in this channel: !fight new opens one.",
    "es": "No se ha abierto ninguna mesa en este canal: !fight new abre una.",
    "pt-BR": "Nenhuma mesa foi aberta neste canal: !fight new abre uma.",
}
SEED_NOTE = {
    "en": "Cid, Tier 1: seed 3 chosen by the roller, so these are not fresh dice; "
    "`!roll 1d10+2 seed=3` shows the same roll to anyone.",
    "es": "semilla 3 elegida por quien tira, así que estos dados no son nuevos",
    "pt-BR": "semente 3 escolhida por quem rolou, então estes dados não são novos",
}


def test_each_user_reads_their_own_language_else_the_servers_else_english(chat: Chat) -> None:
    # Before any setting: English, exactly as the chat always wrote it.
    assert chat.refused(CID, "!fight") == NO_TABLE["en"]
    assert chat.one(CID, "!roll 1d10+2 seed=3").endswith(SEED_NOTE["en"])
    languages_set(chat)
    # Ana reads her own language, Cid and Bea (who set none) the server's default.
    assert chat.refused(ANA, "!fight") == NO_TABLE["pt-BR"]
    assert chat.refused(CID, "!fight") == NO_TABLE["es"]
    assert chat.refused(BEA, "!fight") == NO_TABLE["es"]
    assert SEED_NOTE["pt-BR"] in chat.one(ANA, "!roll 1d10+2 seed=3")
    assert SEED_NOTE["es"] in chat.one(CID, "!roll 1d10+2 seed=3")
    # On another server (no default there), Cid reads English; Ana still her own.
    assert chat.refused(CID, "!fight", server="guild-2") == NO_TABLE["en"]
    assert chat.refused(ANA, "!fight", server="guild-2") == NO_TABLE["pt-BR"]
    # In a direct message (no server), a user's own language still holds.
    assert chat.refused(ANA, "!fight", server="", channel="dm-101") == NO_TABLE["pt-BR"]
    # The dice's own words (the dice catalogue) follow the reader too.
    assert "media 7,75" in chat.one(CID, "!odds 1d10+2 tn=8")
    assert "média 7,75" in chat.one(ANA, "!odds 1d10+2 tn=8")
    assert "mean 7.75" in chat.one(CID, "!odds 1d10+2 tn=8", server="guild-2")
    # A user's own language beats the server's; clearing it gives the server's back.
    assert "Español" in chat.one(BEA, "!lang es-MX")  # negotiated: es-MX -> es
    assert chat.one(ANA, "!lang clear").startswith("Ya no tienes un idioma elegido")
    assert chat.refused(ANA, "!fight") == NO_TABLE["es"]
    assert "Português (Brasil)" in chat.one(ANA, "!lang pt_PT")  # pt-PT -> pt-BR


def test_a_table_speaks_to_each_player_in_their_language(chat: Chat) -> None:
    languages_set(chat)
    opened = chat.one(BEA, "!fight new game-night 5")
    assert "abre una mesa de Dragon Ball Universe" in opened
    assert "Bandos: Z Fighters (Goku, Piccolo Jr.); Saiyans (Vegeta, Saibaman)." in opened
    assert "Ana joga Z Fighters." in chat.one(ANA, "!fight join Z Fighters")
    assert "Bea juega Saiyans." in chat.one(BEA, "!fight join Saiyans")
    started = chat.say(ANA, "!fight start")
    assert started[0].text.startswith("A partida começa.")
    assert "Goku (Ana), sua vez." in started[0].text
    assert started[0].buttons
    status = chat.say(BEA, "!fight status")[0].text
    assert "Goku (bando Z Fighters) en E4: Vida 338/338, Ki 158/158, Capacidad 56/56" in status
    assert "Goku (Ana), tu turno." in status
    assert "Histórico, página 1 de 1:" in chat.one(ANA, "!fight history")
    assert chat.refused(BEA, "!fight options").startswith("No es tu turno.")
    helped = chat.one(ANA, "!gm help")
    assert helped.startswith("Os comandos do Mestre")
    assert "!gm life|ki|capacity|actions|counters <lutador> <valor> [motivo]" in helped
    assert chat.refused(CID, "!gm life Goku 100") == (
        "Solo quien abrió la mesa o un moderador puede dictar reglas."
    )


def test_a_language_we_do_not_speak_is_one_line_naming_those_we_do(chat: Chat) -> None:
    refusal = chat.refused(ANA, "!lang fr")
    assert "\n" not in refusal
    assert (
        refusal
        == "I do not speak fr. I speak: en (English), es (Español), pt-BR (Português (Brasil))."
    )
    assert chat.refused(ANA, "!lang klingon-XX").startswith("I do not speak klingon-XX.")
    chat.one(ANA, "!lang es")
    assert chat.refused(ANA, "!lang fr").startswith("No hablo fr. Hablo: en (English)")
    # The server's default belongs to its moderators, and a direct message has no server.
    assert (
        chat.refused(CID, "!lang server pt-BR") == "Only a moderator may set the server's language."
    )
    assert "\n" not in chat.refused(MOD, "!lang server es", server="")
    assert chat.refused(ANA, "!lang es pt-BR").startswith("Uso: !lang")
    assert chat.refused(CID, "!fight") == NO_TABLE["en"]  # nothing was set


def test_the_settings_outlive_a_restart_of_the_store(chat: Chat) -> None:
    languages_set(chat)
    again = chat.restart()
    try:
        assert again.refused(ANA, "!fight") == NO_TABLE["pt-BR"]
        assert again.refused(CID, "!fight") == NO_TABLE["es"]
        shown = again.one(ANA, "!lang")
        assert shown.splitlines()[:3] == [
            "Você lê em Português (Brasil) (pt-BR).",
            "Sua escolha: Português (Brasil) (pt-BR).",
            "O idioma padrão deste servidor: Español (es).",
        ]
    finally:
        again.service.close()


# --- the pseudo-language ---------------------------------------------------------------------

PSEUDO_TEXT = re.compile(r"⟦[^⟧]*⟧")
SUBCOMMANDS = "help|new|saved|bot|unbot|join|leave|start|status|options|history|end|set|clear"
COMMAND = re.compile(rf"!\S+(?: (?:{SUBCOMMANDS})\b)*")
"""A command as typed (``!fight new``): the same in every language."""
WORD = re.compile(r"[^\W\d_]{2,}")
"""A word of any script (a pseudo-language word is all accented letters, none plain)."""
NAMES = (
    # people, fighters, sides, example encounters and characters, languages
    "Xav Cid Goku Piccolo Jr Vegeta Saibaman Z Fighters Saiyans Kale "
    "English Español Português Brasil en es pt BR XA "
    "ambush dbu duel crowd game night hijack mirror perft skirmish saiyan states "
    "wasteland android frieza goku kale piccolo jr saibaman vegeta yamcha"
)
TYPED = "tier base proficient seed private random greedy search TENKAICHI WEB URL ToP"
"""What is typed as it is: option keywords, bot kinds, an environment variable, dice."""
DATA = frozenset(NAMES.split()) | frozenset(TYPED.split())


def plain_words(said: str) -> set[str]:
    """The plain ASCII words left in a pseudo-language reply once the catalogues' words (in
    ⟦…⟧), commands, names and dice are set aside: each one skipped the catalogues."""
    rest = COMMAND.sub(" ", PSEUDO_TEXT.sub(" ", said))
    rest = re.sub(r"\d+d\d+|\d+", " ", rest)
    return {w for w in WORD.findall(rest) if w.isascii() and w not in DATA}


PSEUDO_COMMANDS = (
    "!lang",
    "!help",
    "!rool",
    "!fight",
    "!fight help",
    "!top help",
    "!gm help",
    "!fight new",
    "!fight new game-night 5",
    "!fight join Z Fighters",
    "!fight status",
    "!fight bot Saiyans",
    "!fight unbot Saiyans",
    "!fight join Mars",
    "!sheet",
    "!link",
    "!check perception",
    "!roll 1d10+2 seed=3",
    "!rr 2 1d10 seed=1",
    "!roll 1d10 tier=2 -t 3",
    "!odds 1d10+2 tn=8",
    "!odds 1d10+ToP+4 vs 1d10+ToP+3 tier=2",
    "!odds 2d10",
)


def test_a_pseudo_language_reader_finds_no_plain_english_word(chat: Chat) -> None:
    assert not plain_words(chat.one(XAV, "!lang en-XA"))
    seen: list[str] = []
    for command in PSEUDO_COMMANDS:
        for reply in chat.say(XAV, command):
            assert "⟦" in reply.text, (command, reply.text)
            left = plain_words(reply.text)
            assert not left, (command, sorted(left), reply.text)
            seen.append(reply.text)
    assert len(seen) >= len(PSEUDO_COMMANDS)
    # The start: the chat's own lines around the fight's events (the engine's, checked by
    # their own tests) and the decision's prompt.
    lines = chat.say(XAV, "!fight start")[0].text.splitlines()
    turn = next(line for line in lines if line.startswith("Goku (Xav)"))
    for line in (lines[0], turn, lines[-1]):
        assert "⟦" in line, line
        assert not plain_words(line), line
    assert not plain_words(chat.refused(XAV, "!fight start"))
    # Every English word a reply of the chat writes itself has its pseudo form.
    assert plain_words("Goku (Xav), your turn.") == {"your", "turn"}


# --- the Discord adapter's own words ------------------------------------------------------------


def test_slash_command_descriptions_are_registered_in_each_client_language() -> None:
    import asyncio

    import discord

    from tenkaichi.chat.discord_slash import CatalogueTranslator, described

    spec = next(s for s in all_games(TableService("sqlite://")).commands() if s.name == "roll")
    shown = described(spec.description)
    assert isinstance(shown, discord.app_commands.locale_str)
    assert str(shown) == "Roll DBU dice: every die, criticals and botches."
    translator = CatalogueTranslator()

    def said(locale: discord.Locale) -> str | None:
        context = discord.app_commands.TranslationContext(
            discord.app_commands.TranslationContextLocation.command_description, None
        )
        return asyncio.run(translator.translate(shown, locale, context))

    assert said(discord.Locale.spain_spanish) == "Tira dados de DBU: cada dado, críticos y pifias."
    assert said(discord.Locale.latin_american_spanish) == said(discord.Locale.spain_spanish)
    assert said(discord.Locale.brazil_portuguese) == (
        "Rola dados de DBU: cada dado, críticos e botches."
    )
    assert said(discord.Locale.american_english) is None  # the English registered
    assert said(discord.Locale.french) is None


def test_the_adapters_lines_follow_the_reader() -> None:
    from tenkaichi.chat.discord_send import posted_in
    from tenkaichi.chat.discord_text import plan
    from tenkaichi.i18n import use

    many = [Reply(f"line {n}") for n in range(4)]
    with use("es"):
        assert posted_in("42") == "Publicado en <#42>."
        notes = [m.content for m in plan([Reply("x" * 1990), *many, Reply("y" * 1990)], 2)]
    assert any("más se dejó fuera: demasiado largo" in n for n in notes), notes
    with use("pt-BR"):
        assert posted_in("42") == "Postado em <#42>."
    assert posted_in("42") == "Posted in <#42>."
