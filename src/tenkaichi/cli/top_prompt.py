"""Asking a person one question of ``tenkaichi top play``: a menu of
:mod:`tenkaichi.top.menus` walked at the terminal.

The question stays on screen: a list longer than the terminal is cut into pages (``n`` the
next, ``p`` the previous), each shown under the question. An answer is the number of an entry;
or a name (a warrior's, in the draft or a move: case, accents and punctuation do not matter, a
unique beginning or part of the name is enough, :func:`tenkaichi.top.menus.by_name`); or the
name of a space (``c3``), also at the first question of a placement or a move, whose spaces
are one question further down; ``b`` goes back from a second question, ``q`` leaves the game.
A placement shows the spaces a warrior may go to by name on the board and lists no rows: one
answer (``c3``) places it, and a row's number lists that row's spaces as before. Anything
else gets one line saying what was wrong, and the question is asked again.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass

from rich.console import Console

from tenkaichi.files import shorten
from tenkaichi.top.menus import Entry, Group, Leaf, Menu, by_name
from tenkaichi.top.text_board import wrap

QUIT = frozenset({"q", "quit", "exit"})
BACK = frozenset({"b", "back"})
NEXT = frozenset({"n", "next"})
PREVIOUS = frozenset({"p", "prev", "previous"})
LIST = frozenset({"l", "list"})
KEPT = 4
"""Terminal lines a page leaves for the rest: the question, the line about pages, a line
saying what was wrong and the prompt (and the lines shown above the question, when asked)."""
LEAST = 5
"""The fewest entries a page holds, however short the terminal."""
QUOTED = 20
"""Characters of a refused answer quoted back (the line stays within the terminal)."""
LINE = 78
"""The longest line saying why an answer is refused (within an 80-column terminal)."""


@dataclass(frozen=True, slots=True)
class Level:
    """One question of a menu: the top one, or the one a group asks once chosen."""

    question: str
    entries: tuple[Entry, ...]
    group: bool
    """A second question (``b`` goes back)."""
    listed: bool = True
    """The entries are listed (a placement's rows are not: its spaces are on the board)."""


def terminal_size() -> tuple[int, int]:
    """(columns, lines) of the terminal (80 x 24 when there is none)."""
    size = shutil.get_terminal_size((80, 24))
    return max(40, size.columns), max(10, size.lines)


def pick(console: Console, chosen: Menu, who: str, above: int = 0) -> int | None:
    """Walk a menu: the index of the option chosen, or None when the person leaves (q, the end
    of the input, Ctrl-C). A group is opened and answered in turn; b goes back. ``above``:
    lines shown just before that should stay on screen with the first page (the draft's)."""
    top = Level(
        f"{who}, your choice: {chosen.prompt}",
        chosen.entries,
        group=False,
        listed=not _rows_of_spaces(chosen),
    )
    notes = [*chosen.notes, *([chosen.hint] if chosen.hint else [])]
    if not top.listed:
        notes.append(
            f"Type a space shown by name on the board, such as {_example(chosen)} "
            "(l lists them by row)."
        )
    level, page, problem = top, 0, ""
    room = max(LEAST, terminal_size()[1] - KEPT - len(notes) - above)
    while True:
        pages = _pages(level, console.width, room)
        page = min(max(page, 0), len(pages) - 1)
        if problem and len(pages) == 1:
            console.print(problem)  # a short list is still on screen: one line says why
        else:
            _show(console, level, notes if level is top else [], pages, page)
            if problem:
                console.print(problem)
        answer = _ask(console, _choices(level, len(pages) > 1))
        if answer is None or answer.lower() in QUIT:
            return None
        word = answer.lower()
        problem = ""
        if level.group and word in BACK:
            level, page = top, 0
            continue
        if not level.listed and word in LIST:
            level = top = Level(top.question, top.entries, group=False)
            notes = notes[:-1]
            continue
        if len(pages) > 1 and word in NEXT | PREVIOUS:
            step = 1 if word in NEXT else -1
            if 0 <= page + step < len(pages):
                page += step
            else:
                problem = "There is no next page." if step > 0 else "This is the first page."
            continue
        found, problem = _answer(level, answer)
        if found is None:
            continue
        if isinstance(found, Group):
            level, page = Level(found.prompt, found.leaves, group=True), 0
            continue
        return found.index


def _rows_of_spaces(chosen: Menu) -> bool:
    """A placement chosen row first: its spaces are named on the board, not listed."""
    return chosen.kind == "place" and any(isinstance(e, Group) for e in chosen.entries)


def _example(chosen: Menu) -> str:
    for leaf in chosen.leaves():
        if leaf.key:
            return leaf.key
    return "c3"


def _lines(level: Level, width: int) -> list[list[str]]:
    """Each entry's lines, numbered, wrapped to the width."""
    n = len(level.entries)
    size = len(str(n))
    out = []
    for number, entry in enumerate(level.entries, 1):
        if isinstance(entry, Group):
            text = f"  {number:>{size}}. {entry.label} ..."
        else:
            text = f"  {number:>{size}}. {entry.label}{'  <- best' if entry.best else ''}"
        out.append(wrap(text, width, indent=" " * (size + 4)))
    return out


def _pages(level: Level, width: int, room: int) -> list[list[str]]:
    """The entries' lines cut into pages of at most ``room`` lines (an entry's lines kept
    together; one page when the list fits; no lines when the entries are not listed)."""
    if not level.listed:
        return [[]]
    pages: list[list[str]] = [[]]
    for lines in _lines(level, width):
        if pages[-1] and len(pages[-1]) + len(lines) > room:
            pages.append([])
        pages[-1].extend(lines)
    return pages


def _show(
    console: Console, level: Level, notes: list[str], pages: list[list[str]], page: int
) -> None:
    width = console.width
    for line in wrap(level.question, width):
        console.print(line)
    for note in notes:
        for line in wrap(f"  {note}", width, indent="    "):
            console.print(line)
    for line in pages[page]:
        console.print(line)
    if len(pages) > 1:
        names = "; or type a name" if any(_name(e) for e in level.entries) else ""
        console.print(f"Page {page + 1} of {len(pages)}: n next page, p previous page{names}.")


def _name(entry: Entry) -> str:
    return entry.name


def _keys(entries: tuple[Entry, ...]) -> dict[str, list[Leaf]]:
    """The spaces that may be typed, each with the leaves it names (a space in a group too:
    a placement's row, a warrior's move)."""
    out: dict[str, list[Leaf]] = {}
    for entry in entries:
        for leaf in entry.leaves if isinstance(entry, Group) else (entry,):
            if leaf.key:
                out.setdefault(leaf.key.lower(), []).append(leaf)
    return out


def _choices(level: Level, paged: bool) -> str:
    """What may be typed, for the prompt: "1-80, a name, n or p" ..."""
    parts = [f"1-{len(level.entries)}"]
    if any(_name(e) for e in level.entries):
        parts.append("a name")
    if _keys(level.entries):
        parts.append("a space name")
    if paged:
        parts.append("n or p")
    if not level.listed:
        parts.append("l")
    if level.group:
        parts.append("b to go back")
    return ", ".join(parts)


def _ask(console: Console, choices: str) -> str | None:
    comma = "," if "," in choices else ""
    try:
        return input(f"Choose {choices}{comma} or q to quit: ").strip()
    except (EOFError, KeyboardInterrupt):
        console.print()
        return None


def _answer(level: Level, answer: str) -> tuple[Entry | None, str]:
    """The entry ``answer`` names, or None and one line saying why it names none."""
    entries = level.entries
    n = len(entries)
    if answer.isdecimal() and len(answer) < 10 and 1 <= int(answer) <= n:
        return entries[int(answer) - 1], ""
    shown = shorten(answer.encode("utf-8", "replace").decode("utf-8"), QUOTED)  # no raw bytes
    keys = _keys(entries)
    leaves = {id(leaf): leaf for leaf in keys.get(answer.lower(), [])}
    if len(leaves) == 1:
        return next(iter(leaves.values())), ""
    if leaves:  # a space more than one warrior may go to: which warrior goes?
        owners = [e.name or e.label for e in entries if isinstance(e, Group) and _holds(e, answer)]
        rest = f" can go to {shown}: choose the warrior first."
        return None, _few(owners, LINE - len(rest)) + rest
    names = [_name(e) for e in entries]
    found = by_name(names, answer) if answer and not answer.isdecimal() else ()
    if len(found) == 1:
        return entries[found[0]], ""
    if found:
        head, tail = f"'{shown}' fits several names: ", "."
        listed = _few([f"{i + 1}. {names[i]}" for i in found], LINE - len(head) - len(tail))
        return None, head + listed + tail
    return None, _refusal(level, answer, shown)


def _refusal(level: Level, answer: str, shown: str) -> str:
    """One line saying why ``answer`` is not a choice (the prompt after it says what is)."""
    n = len(level.entries)
    if not answer:
        return f"Type a number from 1 to {n}."
    if answer.isdecimal():
        return f"'{shown}' is not a choice: the choices are numbered 1 to {n}."
    kinds = [k for k, has in (("name", _has_names(level)), ("space", _keys(level.entries))) if has]
    if not kinds:
        return f"'{shown}' is not a choice: type a number from 1 to {n}."
    return f"'{shown}' is not a choice: no {' or '.join(kinds)} here fits it."


def _few(items: list[str], room: int) -> str:
    """``items`` joined, as many as fit ``room`` characters with the count of the others
    ("and 3 more")."""
    for count in range(len(items), 0, -1):
        more = len(items) - count
        text = ", ".join(items[:count]) + (f" and {more} more" if more else "")
        if len(text) <= room:
            return text
    return f"{len(items)} of them"


def _has_names(level: Level) -> bool:
    return any(_name(e) for e in level.entries)


def _holds(group: Group, key: str) -> bool:
    return any(leaf.key.lower() == key.lower() for leaf in group.leaves)
