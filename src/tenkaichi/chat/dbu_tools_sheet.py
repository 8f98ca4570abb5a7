"""``!sheet``: a DBU character's derived values, from an example sheet or one pasted in chat.

Nobody in a chat can name a file, so a sheet comes from one of two places: the sheet files of
a folder of example characters (by default the source checkout's ``examples``, whose
encounters sit apart in a subfolder), named by file name (``goku``, ``piccolo jr``), or a
sheet pasted into the message as a code block (or, in a one-line slash command, a YAML flow
mapping ``{name: ..., ...}``), read and validated by the CLI's own
:func:`~tenkaichi.dbu.sheet_files.parse_sheet`. The values are
:func:`~tenkaichi.dbu.derived.derive`'s, the rows those of ``tenkaichi character show``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import tenkaichi
from tenkaichi.chat.dbu_tools_args import Refusal, first_problem
from tenkaichi.chat.messages import MAX_MESSAGE_CHARS
from tenkaichi.chat.texts import text
from tenkaichi.dbu.derived import Derived, derive, key_name
from tenkaichi.dbu.forms import Form
from tenkaichi.dbu.sheet import CharacterSheet
from tenkaichi.dbu.sheet_fields import SAVES
from tenkaichi.dbu.sheet_files import SHEET_SUFFIXES, load_sheet, parse_sheet
from tenkaichi.errors import ContentError
from tenkaichi.i18n import Term
from tenkaichi.text import chat_text, chat_word

PASTED = "the pasted sheet"
"""How messages about a pasted sheet name it."""
_FENCE = re.compile(r"```([A-Za-z]*)[ \t]*\n?(.*?)```", re.DOTALL)
LABELS = {
    "tier": "Tier of Power",
    "life": "Life",
    "ki": "Ki",
    "capacity": "Capacity",
    "haste": "Haste",
    "awareness": "Awareness",
    "might": "Might",
    "normal_speed": "Normal Speed",
    "boosted_speed": "Boosted Speed",
    "defense_value": "Defense Value",
    "initiative": "Initiative",
    "soak": "Soak",
    "melee_reach": "Melee reach",
}
"""The rows of ``tenkaichi character show``, by :meth:`Derived.explained` key (Saving Throws
follow, as "Impulsive save" and so on), in English; a reply reads each row's message
(``chat-sheet-row-<key>``)."""


SAVE_ROWS = frozenset(f"{save}_save" for save in SAVES)
"""The Saving Throws' rows ("Impulsive save")."""


def source_examples() -> Path | None:
    """The examples folder of a source checkout, when there is one (what ``tenkaichi serve``
    offers by default)."""
    found = Path(tenkaichi.__file__).resolve().parents[2] / "examples"
    return found if found.is_dir() else None


def _key(text: str) -> str:
    """A character's name as matched: ``Piccolo Jr.`` and ``piccolo-jr`` are alike."""
    return re.sub(r"[^a-z0-9-]", "", text.lower().replace(" ", "-"))


@dataclass(frozen=True, slots=True)
class SheetRequest:
    """A sheet to show: an example's file name or pasted text, and the words naming a form."""

    example: str | None
    pasted: str | None
    form: str


def read_sheet_request(rest: str) -> SheetRequest:
    """``rest`` is what follows ``!sheet``: a code block (the words around it name a form), a
    ``{...}`` mapping, or words (an example character, then a form)."""
    if "```" in rest:
        fence = _FENCE.search(rest)
        if fence is None:
            raise Refusal(text("chat-sheet-fence-open"))
        around = rest[: fence.start()] + " " + rest[fence.end() :]
        return SheetRequest(None, fence[2], " ".join(around.split()))
    stripped = rest.strip()
    if stripped.startswith("{"):
        end = stripped.rfind("}")
        if end < 0:
            raise Refusal(text("chat-sheet-brace-open", braces="{ ... }"))
        return SheetRequest(None, stripped[: end + 1], " ".join(stripped[end + 1 :].split()))
    return SheetRequest(" ".join(rest.split()) or None, None, "")


class Examples:
    """The example characters of a folder: its sheet files, by file name (read when asked
    for, so an edited example shows as it is now)."""

    def __init__(self, folder: Path | None) -> None:
        found = sorted(folder.iterdir()) if folder is not None and folder.is_dir() else []
        self.paths = {
            p.stem: p for p in found if p.suffix.lower() in SHEET_SUFFIXES and p.is_file()
        }

    def listing(self, prefix: str) -> str:
        if not self.paths:
            return text("chat-sheet-no-examples", sheet=f"{prefix}sheet")
        names = ", ".join(chat_word(stem) for stem in self.paths)
        return "\n".join(
            [
                text("chat-sheet-examples", names=names),
                text("chat-sheet-examples-how", sheet=f"{prefix}sheet"),
            ]
        )

    def find(self, words: str) -> tuple[CharacterSheet, str]:
        """The example named by the longest run of first words, and the words after it."""
        keys = {_key(stem): path for stem, path in self.paths.items()}
        split = words.split()
        for count in range(len(split), 0, -1):
            path = keys.get(_key(" ".join(split[:count])))
            if path is not None:
                return load_sheet(path, label=path.name), " ".join(split[count:])
        known = ", ".join(self.paths) or text("chat-sheet-none-here-examples")
        raise Refusal(text("chat-sheet-no-example", name=repr(split[0][:30]), examples=known))


def pasted_sheet(text: str) -> CharacterSheet:
    """A pasted sheet, or a refusal naming its first problem (and how many others)."""
    try:
        return parse_sheet(text, PASTED)
    except ContentError as error:
        raise Refusal(first_problem(str(error))) from None


def chosen_form(sheet: CharacterSheet, name: str) -> Form | None:
    """The sheet's form called ``name`` (any case), as ``character show --form`` finds it."""
    if not name:
        return None
    matches = [f for f in sheet.forms if f.name.lower() == name.lower()]
    if not matches:
        known = ", ".join(f.name for f in sheet.forms) or text("chat-args-none")
        raise Refusal(no_form(sheet.name, name, known))
    return matches[0]


def sheet_markdown(sheet: CharacterSheet, form: Form | None) -> str:
    """The values ``tenkaichi character show`` prints, one row a line with how each was
    computed; the explanations are left out if the whole would pass Discord's limit."""
    derived = derive(sheet, form)
    race, size = Term(key_name(sheet.race)), Term(key_name(sheet.size))
    title = text(
        "chat-sheet-title",
        name=chat_text(sheet.name, 130),
        race=race,
        level=str(sheet.power_level),
        size=size,
    )
    title += text("chat-sheet-minion") if sheet.minion else ""
    if form is not None:
        title += text("chat-sheet-in-form", form=chat_text(form.name, 130))
    full = "\n".join([title, *_rows(derived, how=True)])
    if len(full) <= MAX_MESSAGE_CHARS:
        return full
    return "\n".join([title, *_rows(derived, how=False)])


def _rows(derived: Derived, *, how: bool) -> list[str]:
    rows = []
    for key, explained in derived.explained().items():
        line = text("chat-sheet-row", label=row_label(key), value=str(explained.value))
        rows.append(line + (f" ({chat_text(explained.how, 300)})" if how else ""))
    return rows


def no_form(character: str, typed: str, known: str) -> str:
    """The refusal of a form the character does not have (``known``: the forms it has)."""
    return text("chat-sheet-no-form", name=character, form=repr(typed[:40]), forms=known)


def row_label(key: str) -> str:
    """A row's label in the reader's language (English: :data:`LABELS`)."""
    if key in LABELS or key in SAVE_ROWS:
        return text("chat-sheet-row-" + key.replace("_", "-"))
    return key.replace("_", " ").capitalize()


__all__ = [
    "LABELS",
    "PASTED",
    "Examples",
    "SheetRequest",
    "chosen_form",
    "no_form",
    "pasted_sheet",
    "read_sheet_request",
    "row_label",
    "sheet_markdown",
    "source_examples",
]
