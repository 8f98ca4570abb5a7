"""A character saved per user and server (``!sheet set``, ``!sheet``, ``!sheet clear``), its
table (migration 0004 on SQLite and PostgreSQL), and ``!fight new saved`` with the saved
characters of the users named.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
import sqlalchemy as sa
import yaml
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

from table.pg import pg_schema_url
from tenkaichi.chat.dbu_tools_sheet import source_examples
from tenkaichi.chat.frontends import all_games
from tenkaichi.chat.messages import MAX_ATTACHMENT_BYTES, Attachment, Author, Incoming, Reply
from tenkaichi.chat.router import ChatRouter
from tenkaichi.chat.sheets_store import SheetStore
from tenkaichi.chat.store import ChatStore
from tenkaichi.dbu.derived import derive
from tenkaichi.dbu.foundry import import_actor
from tenkaichi.dbu.sheet_files import load_sheet
from tenkaichi.table.service import TableService
from tenkaichi.table.store import METADATA, SHEETS, make_engine, upgrade

_FOUND = source_examples()
assert _FOUND is not None
EXAMPLES: Path = _FOUND
FOUNDRY = Path(__file__).parents[1] / "data" / "foundry" / "raditz.json"
ANA = Author("111", "Ana")
BEN = Author("222", "Ben")
CID = Author("333", "Cid")
SERVER = "guild-1"


@pytest.fixture
def service(tmp_path: Path) -> Iterator[TableService]:
    service = TableService(f"sqlite:///{tmp_path / 'tables.sqlite3'}")
    yield service
    service.close()


@pytest.fixture
def chat(service: TableService) -> ChatRouter:
    return all_games(service, new_seed=lambda: 7)


def say(
    chat: ChatRouter,
    text: str,
    *,
    author: Author = ANA,
    server: str = SERVER,
    platform: str = "discord",
    files: tuple[Attachment, ...] = (),
    mentions: tuple[Author, ...] = (),
) -> list[Reply]:
    message = Incoming(platform, "chan", author, text, mentions, server=server, attachments=files)
    return chat.handle(message)


def one(chat: ChatRouter, text: str, **kwargs: object) -> str:
    replies = say(chat, text, **kwargs)  # type: ignore[arg-type]
    assert len(replies) == 1, replies
    assert not replies[0].error, replies[0].text
    return replies[0].text


def refused(chat: ChatRouter, text: str, **kwargs: object) -> str:
    replies = say(chat, text, **kwargs)  # type: ignore[arg-type]
    assert len(replies) == 1, replies
    assert replies[0].error, replies[0].text
    assert "\n" not in replies[0].text
    return replies[0].text


def example_file(name: str, *, as_name: str | None = None) -> Attachment:
    return Attachment(as_name or f"{name}.yaml", (EXAMPLES / f"{name}.yaml").read_bytes())


def saved_name(service: TableService, user: str, server: str = SERVER) -> str | None:
    found = SheetStore(service).get("discord", server, user)
    return None if found is None else found.sheet.name


# --- the table ------------------------------------------------------------------------------


@pytest.fixture(params=["sqlite", "postgresql"])
def empty_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'tables.sqlite3'}"
    else:
        with pg_schema_url() as url:
            yield url


def test_migration_0004_builds_the_saved_sheets_table(empty_url: str) -> None:
    upgrade(empty_url, "0003")
    engine = make_engine(empty_url)
    assert "chat_sheets" not in sa.inspect(engine).get_table_names()
    upgrade(empty_url)
    inspector = sa.inspect(engine)
    assert "chat_sheets" in inspector.get_table_names()
    assert inspector.get_pk_constraint("chat_sheets")["constrained_columns"] == [
        "platform",
        "server",
        "user_id",
    ]
    with engine.connect() as c:
        assert compare_metadata(MigrationContext.configure(c), METADATA) == []
    with engine.begin() as c:
        row = {
            "platform": "discord",
            "server": "g",
            "user_id": "1",
            "user_name": "Ana",
            "name": "Kale",
            "sheet": {"name": "Kale"},
            "source": "file",
            "saved": sa.func.now(),
        }
        c.execute(SHEETS.insert().values(**row))
        with pytest.raises(sa.exc.IntegrityError), c.begin_nested():
            c.execute(SHEETS.insert().values(**row))
    engine.dispose()


# --- saving -----------------------------------------------------------------------------------


def test_an_attached_yaml_sheet_is_saved_and_shown(chat: ChatRouter, service: TableService) -> None:
    text = one(chat, "!sheet set", files=(example_file("kale"),))
    assert text.startswith("Ana saved **Kale** (Power Level 8) as their character")
    assert saved_name(service, ANA.id) == "Kale"
    shown = one(chat, "!sheet")
    assert shown.startswith("Saved by Ana (a sheet file):\n**Kale**: Saiyan, Power Level 8")
    life = derive(load_sheet(EXAMPLES / "kale.yaml")).life.value
    assert f"Life: **{life}**" in shown


def test_a_json_sheet_a_pasted_one_and_an_example_are_saved_too(
    chat: ChatRouter, service: TableService
) -> None:
    kale = yaml.safe_load((EXAMPLES / "kale.yaml").read_text(encoding="utf-8"))
    as_json = Attachment("kale.json", json.dumps(kale).encode())
    one(chat, "!sheet set", files=(as_json,))
    assert saved_name(service, ANA.id) == "Kale"
    pasted = "{name: Bob, race: earthling, power_level: 4, attributes: {agility: 3, force: 3, "
    pasted += "tenacity: 5, scholarship: 3, insight: 3, magic: 3, personality: 3}}"
    one(chat, f"!sheet set {pasted}")
    assert saved_name(service, ANA.id) == "Bob"
    one(chat, "!sheet set ```yaml\n" + (EXAMPLES / "goku.yaml").read_text() + "```")
    assert saved_name(service, ANA.id) == "Goku"
    one(chat, "!sheet set piccolo jr")
    assert saved_name(service, ANA.id) == "Piccolo Jr."
    assert one(chat, "!sheet").startswith("Saved by Ana (an example character)")


def test_a_foundry_export_is_imported_and_what_did_not_map_is_said(
    chat: ChatRouter, service: TableService
) -> None:
    text = one(chat, "!sheet set", files=(Attachment("raditz.json", FOUNDRY.read_bytes()),))
    skipped = import_actor(json.loads(FOUNDRY.read_text(encoding="utf-8")), "x").skipped
    assert f"Not imported from the Foundry export ({len(skipped)})" in text
    assert saved_name(service, ANA.id) == "Raditz"
    assert one(chat, "!sheet").startswith("Saved by Ana (a Foundry VTT export)")


def test_saving_again_replaces_and_clear_forgets(chat: ChatRouter, service: TableService) -> None:
    one(chat, "!sheet set kale")
    one(chat, "!sheet set goku")
    assert saved_name(service, ANA.id) == "Goku"
    with service.engine.connect() as c:
        assert c.execute(sa.select(sa.func.count()).select_from(SHEETS)).scalar() == 1
    assert one(chat, "!sheet clear") == "Ana's saved character on this server is forgotten."
    assert saved_name(service, ANA.id) is None
    assert "no saved character here" in refused(chat, "!sheet clear")
    assert one(chat, "!sheet").startswith("Example characters:")


def test_a_character_is_saved_per_platform_server_and_user(
    chat: ChatRouter, service: TableService
) -> None:
    one(chat, "!sheet set kale")
    one(chat, "!sheet set goku", server="guild-2")
    one(chat, "!sheet set vegeta", author=BEN)
    assert saved_name(service, ANA.id) == "Kale"
    assert saved_name(service, ANA.id, "guild-2") == "Goku"
    assert saved_name(service, BEN.id) == "Vegeta"
    assert SheetStore(service).get("forum", SERVER, ANA.id) is None
    assert "Kale" in one(chat, "!check perception seed=1")
    assert "Goku" in one(chat, "!check perception seed=1", server="guild-2")
    assert "!sheet set first" in refused(chat, "!check perception", server="guild-3")


@pytest.mark.parametrize(
    ("name", "body", "said"),
    [
        (
            "bob.yaml",
            b"name: Bob\nrace: earthling\npower_level: 4\nattributes: {agility: 3, force: 3, "
            b"tenacity: 5, scholarship: 3, insight: 3, magic: 3, personality: 30}\n",
            "bob.yaml:4:",
        ),
        ("bob.yaml", b"name: [unclosed", "bob.yaml"),
        ("bob.json", b'{"name": "Bob"}', "bob.json"),
        ("notes.txt", b"hello", "attach the sheet as a .yaml, .yml or .json file"),
        ("../../etc/x.yaml", b"name: 3", "x.yaml"),
    ],
)
def test_a_bad_sheet_is_one_line_naming_the_problem_and_nothing_is_saved(
    chat: ChatRouter, service: TableService, name: str, body: bytes, said: str
) -> None:
    one(chat, "!sheet set kale")
    text = refused(chat, "!sheet set", files=(Attachment(name, body),))
    assert said in text
    assert "/etc" not in text
    assert saved_name(service, ANA.id) == "Kale"


def test_the_field_of_a_bad_value_is_named(chat: ChatRouter) -> None:
    body = (EXAMPLES / "kale.yaml").read_text().replace("power_level: 8", "power_level: 99")
    text = refused(chat, "!sheet set", files=(Attachment("kale.yaml", body.encode()),))
    assert r"kale.yaml:4:14: power\_level = 99: should be less than or equal to 30" in text


def test_a_file_over_the_limit_is_refused(chat: ChatRouter, service: TableService) -> None:
    big = Attachment("big.yaml", b"#" * (MAX_ATTACHMENT_BYTES + 1))
    assert f"at most {MAX_ATTACHMENT_BYTES:,}" in refused(chat, "!sheet set", files=(big,))
    assert saved_name(service, ANA.id) is None


def test_set_without_a_sheet_says_how(chat: ChatRouter) -> None:
    assert "attach your sheet" in refused(chat, "!sheet set")
    assert "no example character 'nobody'" in refused(chat, "!sheet set nobody")
    assert "saved without a form" in refused(chat, "!sheet set goku super saiyan")


# --- looking at someone's -------------------------------------------------------------------


def test_anyone_may_see_a_saved_characters_summary(chat: ChatRouter) -> None:
    one(chat, "!sheet set vegeta", author=BEN)
    by_mention = one(chat, f"!sheet <@{BEN.id}>", mentions=(BEN,))
    assert by_mention.startswith("Saved by Ben (an example character):\n**Vegeta**")
    assert one(chat, "!sheet @Ben") == by_mention  # a forum: by name
    assert one(chat, f"!sheet {BEN.id}") == by_mention  # by user id
    assert one(chat, "!sheet @vegeta") == by_mention  # by the character's name
    assert "has no saved character here" in refused(chat, "!sheet @Cid")
    assert one(chat, "!sheet vegeta").startswith("**Vegeta**")  # the example still wins


# --- a fight of saved characters --------------------------------------------------------------


def test_fight_new_saved_seats_everyone_as_their_own_character(
    chat: ChatRouter, service: TableService
) -> None:
    one(chat, "!sheet set kale")
    one(chat, "!sheet set vegeta", author=BEN)
    one(chat, "!sheet set", author=CID, files=(example_file("goku"),))
    text = one(chat, f"!fight new saved vs <@{BEN.id}> <@{CID.id}>", mentions=(BEN, CID))
    assert "table of saved characters on the mirror-3v3 battlefield" in text
    assert "West: Kale (Ana); East: Vegeta (Ben), Goku (Cid)." in text
    channel = ChatStore(service).channel("discord", "chan", "dbu")
    assert channel.table_id is not None
    gm = ChatStore(service).gm_token(channel.table_id)
    seats = {s["name"]: s for s in service.seats(gm) if s["role"] == "player"}
    assert {n: (s["side"], s["fighters"]) for n, s in seats.items()} == {
        "Ana": ("West", ["Kale"]),
        "Ben": ("East", ["Vegeta"]),
        "Cid": ("East", ["Goku"]),
    }
    members = {m.user_id: m.seat_id for m in ChatStore(service).members(channel.table_id)}
    assert members == {u.id: seats[u.name]["seat"] for u in (ANA, BEN, CID)}
    example = load_sheet(EXAMPLES / "goku.yaml")
    fighters = {f["name"]: f for f in service.view(gm)["fighters"]}
    assert fighters["Goku"]["life"] == derive(example).life.value
    lobby = one(chat, "!fight")
    assert "West: Ana (Kale), East: Ben (Vegeta) and Cid (Goku)" in lobby
    started = one(chat, "!fight start", author=BEN)
    assert "greedy bot" not in started
    assert not [s for s in service.seats(gm) if s["role"] == "bot"]
    assert "14x9 battlefield" in started


def test_a_fighter_given_back_is_played_by_a_bot(chat: ChatRouter, service: TableService) -> None:
    one(chat, "!sheet set kale")
    one(chat, "!sheet set vegeta", author=BEN)
    one(chat, "!sheet set goku", author=CID)
    one(chat, f"!fight new saved <@{CID.id}> vs <@{BEN.id}>", mentions=(BEN, CID))
    one(chat, "!fight leave", author=CID)
    started = one(chat, "!fight start")
    assert "Fighters nobody plays are played by greedy bots: Goku." in started


def test_on_a_forum_players_are_named_by_name_id_or_character(
    chat: ChatRouter, service: TableService
) -> None:
    forum = {"platform": "forum", "server": "forum"}
    one(chat, "!sheet set kale", **forum)
    one(chat, "!sheet set vegeta", author=BEN, **forum)
    one(chat, "!sheet set goku", author=CID, **forum)
    text = one(chat, "!fight new saved goku vs @Ben on saiyan-duel seed=3", **forum)
    assert "on the saiyan-duel battlefield (seed 3, chosen by them" in text
    assert "West: Kale (Ana), Goku (Cid); East: Vegeta (Ben)." in text


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("!fight new saved vs <@999>", "has no saved character on this server"),
        ("!fight new saved vs @Nobody", "@Nobody has no saved character on this server"),
        ("!fight new saved <@222>", "Usage: !fight new saved"),
        ("!fight new saved vs", "Usage: !fight new saved"),
        ("!fight new saved vs <@222> vs <@333>", "Usage: !fight new saved"),
        ("!fight new saved vs <@222> on nowhere", "no example encounter 'nowhere'"),
        ("!fight new saved <@111> vs <@111>", "Ana is named twice"),
    ],
)
def test_a_fight_of_saved_characters_is_refused_in_one_line_and_opens_nothing(
    chat: ChatRouter, service: TableService, typed: str, said: str
) -> None:
    one(chat, "!sheet set kale")
    one(chat, "!sheet set vegeta", author=BEN)
    assert said in refused(chat, typed, mentions=(BEN,))
    assert ChatStore(service).channel("discord", "chan", "dbu").table_id is None


def test_an_author_without_a_saved_character_must_name_both_sides(chat: ChatRouter) -> None:
    one(chat, "!sheet set vegeta", author=BEN)
    one(chat, "!sheet set goku", author=CID)
    assert "You have no saved character here" in refused(
        chat, f"!fight new saved vs <@{BEN.id}>", mentions=(BEN,)
    )
    text = one(chat, f"!fight new saved <@{CID.id}> vs <@{BEN.id}>", mentions=(BEN, CID))
    assert "West: Goku (Cid); East: Vegeta (Ben)." in text


def test_an_example_table_still_gives_a_side_nobody_took_to_one_bot(
    chat: ChatRouter, service: TableService
) -> None:
    one(chat, "!fight new saiyan-duel")
    one(chat, "!fight join Earth")
    started = one(chat, "!fight start")
    assert "Sides nobody took are played by greedy bots: Afterlife." in started
    assert "Fighters nobody plays" not in started
    channel = ChatStore(service).channel("discord", "chan", "dbu")
    assert channel.table_id is not None
    bots = [
        s
        for s in service.seats(ChatStore(service).gm_token(channel.table_id))
        if s["role"] == "bot"
    ]
    assert [(s["side"], s["fighters"]) for s in bots] == [("Afterlife", [])]
