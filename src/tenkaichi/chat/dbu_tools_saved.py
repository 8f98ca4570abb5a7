"""``!sheet set``, ``!sheet clear`` and ``!sheet`` of a saved character: one character per
user and server, kept in the table database (:mod:`tenkaichi.chat.sheets_store`).

A sheet comes from the message: an attached file (a sheet as YAML or JSON, the format of
``tenkaichi character schema``, or a character exported from the DBU system for Foundry VTT,
imported as ``tenkaichi character import`` does), a sheet pasted in a code block, or an
example character by name (``!sheet set kale``). It is read and validated by the command
line's own functions before anything is saved; a sheet that is not valid is one line naming
its first problem (its field, and its line in a YAML file), and nothing is saved. A file is at
most :data:`~tenkaichi.chat.messages.MAX_ATTACHMENT_BYTES`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tenkaichi.chat.dbu_tools_args import Refusal, first_problem
from tenkaichi.chat.dbu_tools_sheet import PASTED, Examples, read_sheet_request
from tenkaichi.chat.messages import MAX_ATTACHMENT_BYTES, Attachment, Incoming
from tenkaichi.chat.sheets_store import ID_MAX, Saved, SheetSource
from tenkaichi.chat.texts import text
from tenkaichi.dbu.foundry import import_actor
from tenkaichi.dbu.sheet import CharacterSheet
from tenkaichi.dbu.sheet_files import SHEET_SUFFIXES, parse_sheet
from tenkaichi.errors import TenkaichiError
from tenkaichi.files import parse_data
from tenkaichi.i18n import current
from tenkaichi.i18n.numbers import whole
from tenkaichi.text import chat_text

if TYPE_CHECKING:
    from tenkaichi.chat.sheets_store import SheetStore

ATTACHED = "the attached sheet"
"""How messages name an attached file whose name cannot be shown (in English: a reply reads
``chat-saved-attached``)."""
_FILE_NAME = re.compile(r"[^A-Za-z0-9._ -]")
_MENTION = re.compile(r"<@!?(\d{1,20})>")
NOTES_SHOWN = 3
"""The most "not imported" lines of a Foundry export a reply lists."""


@dataclass(frozen=True, slots=True)
class Upload:
    """A sheet read from a message, ready to save."""

    sheet: CharacterSheet
    source: SheetSource
    notes: list[str] = field(default_factory=list)
    """What a Foundry VTT export held that did not map, one line each."""


def read_upload(message: Incoming, rest: str, examples: Examples) -> Upload:
    """The sheet ``!sheet set <rest>`` gives: the message's attached file, else a pasted sheet,
    else an example character named by ``rest``."""
    if message.attachments:
        return _attached(message.attachments)
    if "```" in rest or rest.strip().startswith("{"):
        request = read_sheet_request(rest)
        if request.pasted is None:
            raise Refusal(text("chat-saved-paste"))
        if request.form:
            raise Refusal(text("chat-saved-no-form"))
        return _read(request.pasted, PASTED, "pasted")
    if rest.strip():
        sheet, form = examples.find(rest)
        if form:
            raise Refusal(text("chat-saved-without-form", name=sheet.name, form=repr(form[:40])))
        return Upload(sheet, "example")
    raise Refusal(text("chat-saved-how", example="sheet set kale"))


def _attached(attachments: tuple[Attachment, ...]) -> Upload:
    found = [a for a in attachments if a.name.lower().endswith(SHEET_SUFFIXES)]
    if not found:
        raise Refusal(text("chat-saved-suffix"))
    if len(found) > 1:
        raise Refusal(text("chat-saved-one"))
    attachment = found[0]
    label = _FILE_NAME.sub("", attachment.name.rsplit("/", 1)[-1]).strip()[:60]
    if not label.lower().endswith(SHEET_SUFFIXES):
        label = text("chat-saved-attached")
    if len(attachment.data) > MAX_ATTACHMENT_BYTES:
        raise Refusal(
            text(
                "chat-saved-too-large",
                name=label,
                size=whole(len(attachment.data), current()),
                most=whole(MAX_ATTACHMENT_BYTES, current()),
            )
        )
    return _read(attachment.data, label, "file")


def _read(data: str | bytes, label: str, source: SheetSource) -> Upload:
    """A sheet, or a Foundry VTT actor export (JSON with its ``system`` data), validated."""
    try:
        actor = _foundry(data)
        if actor is not None:
            imported = import_actor(actor, label)
            sheet = CharacterSheet.model_validate(imported.sheet)
            return Upload(sheet, "foundry", imported.skipped)
        return Upload(parse_sheet(data, label), source)
    except TenkaichiError as error:
        raise Refusal(first_problem(str(error))) from None


def _foundry(data: str | bytes) -> dict[str, Any] | None:
    """The actor of a Foundry VTT export (a JSON document with the actor's ``system``
    data), or ``None`` for anything else."""
    if isinstance(data, bytes):
        data = data.decode("utf-8", "replace")
    if not data.lstrip().startswith("{") or '"system"' not in data:
        return None
    try:
        raw: Any = parse_data(data, "export.json")
    except TenkaichiError:
        return None
    return raw if isinstance(raw, dict) and isinstance(raw.get("system"), dict) else None


def saved_line(who: str, upload: Upload, prefix: str) -> str:
    """The reply to a saved sheet."""
    sheet = upload.sheet
    lines = [
        text(
            "chat-saved-done",
            who=chat_text(who),
            name=chat_text(sheet.name),
            level=str(sheet.power_level),
            check=f"{prefix}check",
            save=f"{prefix}save",
            strike=f"{prefix}strike",
            sheet=f"{prefix}sheet",
        )
    ]
    if upload.notes:
        shown = "; ".join(chat_text(n, 120) for n in upload.notes[:NOTES_SHOWN])
        more = len(upload.notes) - NOTES_SHOWN
        lines.append(
            text("chat-saved-not-imported", count=str(len(upload.notes)), notes=shown)
            + (text("chat-saved-and-more", count=str(more)) if more > 0 else "")
        )
    return "\n".join(lines)


def mine(store: SheetStore, message: Incoming, prefix: str) -> Saved:
    """The author's saved character on this server, or a refusal that says how to save one."""
    check_ids(message)
    saved = store.get(message.platform, message.server, message.author.id)
    if saved is None:
        raise Refusal(
            text("chat-saved-none", set=f"{prefix}sheet set", example=f"{prefix}sheet set kale")
        )
    return saved


def check_ids(message: Incoming) -> None:
    if len(message.author.id) > ID_MAX or len(message.server) > ID_MAX:
        raise Refusal(text("chat-saved-ids", most=str(ID_MAX)))


def someone(store: SheetStore, message: Incoming, word: str) -> Saved | None:
    """The saved character ``word`` names on this server: a mention (``<@id>``, resolved by
    the platform), or on a forum a user id, ``@name`` or a character's name. ``None`` when
    it names nobody's; a refusal when it names several."""
    check_ids(message)
    mention = _MENTION.fullmatch(word)
    if mention is not None:
        user = next((a for a in message.mentions if a.id == mention[1]), None)
        user_id = user.id if user is not None else mention[1]
        return store.get(message.platform, message.server, user_id)
    found = store.find(message.platform, message.server, word)
    if len(found) > 1:
        names = ", ".join(f"{chat_text(s.user_name)} ({chat_text(s.sheet.name)})" for s in found)
        raise Refusal(text("chat-saved-several", word=repr(word[:30]), names=names))
    return found[0] if found else None


__all__ = [
    "ATTACHED",
    "Upload",
    "check_ids",
    "mine",
    "read_upload",
    "saved_line",
    "someone",
]
