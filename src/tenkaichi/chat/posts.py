"""A post as a turn: the commands found anywhere in a chat post, and the prose around them.

A forum role-player writes a post of prose with the commands in it; a Discord player may put
two commands in one message. :func:`split_post` reads such a post:

- a command starts at the prefix where the prefix begins a line or follows whitespace or a
  backtick (inline code), and is immediately followed by a command word some front-end knows
  (the word runs to whitespace, a backtick or the end of the line; any case);
- it runs to the end of its line, to the next command on that line, or to a backtick;
- except that a command last on its line (not itself in inline code) whose words open a code
  block (```` ``` ````) or begin with a ``{ ... }`` mapping, or whose next line opens a code
  block, takes that block whole, through its close (a pasted character sheet: ``!sheet``
  then a YAML block);
- everything else is the post's prose: the character's words (backticks dropped, spaces
  collapsed, one line of text per line of the post that has any).

So ``wow!``, ``!!!`` and ``!nothing-known`` are prose, and ```` `!roll 3d10` ```` in inline
code or on a line of a code block is a command. Splitting never looks at a game: which
front-end answers a command, and whether it is refused, is the router's business
(:mod:`tenkaichi.chat.router`).
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass

MAX_COMMANDS = 10
"""The most commands one post may run; a post with more is refused whole."""
MAX_POST = 20_000
"""The longest post read for commands (characters); a longer one is refused."""
MAX_PROSE = 2_000
"""The prose handed on with a post's commands is cut to this many characters."""

FENCE = "```"
_WORD = re.compile(r"[^\s`]+")
_SPACES = re.compile(r"\s+")


@dataclass(frozen=True, slots=True)
class Post:
    """A post read for commands."""

    commands: tuple[str, ...]
    """Each command as typed, prefix included, in the post's order (``!move 3 4``)."""
    prose: str
    """The words around the commands (see the module docstring); empty when there are none."""


def split_post(text: str, prefix: str, known: Collection[str]) -> Post:
    """The commands and prose of ``text``; ``known``: the command words (without the prefix)
    that start a command, compared case-insensitively."""
    words = {w.casefold() for w in known}
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    commands: list[str] = []
    prose: list[str] = []
    pos, in_fence = 0, False
    while pos <= len(text):
        line_at, eol = pos, _eol(text, pos)
        line = text[line_at:eol]
        pos = eol + 1
        starts = _starts(line, prefix, words)
        if not starts:
            fence = line.lstrip().startswith(FENCE) and line.count(FENCE) == 1
            in_fence ^= fence
            prose += ["" if fence else line, "\n"]  # a fence line's language is no prose
            continue
        prose.append(line[: starts[0]])
        for n, start in enumerate(starts):
            end = starts[n + 1] if n + 1 < len(starts) else len(line)
            block = None
            if end == len(line) and not line[:start].endswith("`"):
                block = _block_end(text, line_at + start, len(prefix), in_fence)
            if block is not None:  # what follows the block on its line is read as a line
                commands.append(text[line_at + start : block].strip())
                pos = block
                break
            segment = line[start:end]
            tick = segment.find("`")
            if tick != -1:
                prose.append(segment[tick:])
                segment = segment[:tick]
            commands.append(segment.strip())
        else:
            prose.append("\n")
    return Post(tuple(commands), _prose(prose))


def _eol(text: str, pos: int) -> int:
    found = text.find("\n", pos)
    return len(text) if found == -1 else found


def _starts(line: str, prefix: str, words: set[str]) -> list[int]:
    """Where the commands of one line start (see the module docstring)."""
    found: list[int] = []
    at = line.find(prefix)
    while at != -1:
        after = at + len(prefix)
        word = _WORD.match(line, after)
        if (
            (at == 0 or line[at - 1].isspace() or line[at - 1] == "`")
            and word is not None
            and word.group().casefold() in words
        ):
            found.append(at)
            at = line.find(prefix, word.end())
        else:
            at = line.find(prefix, after)
    return found


def _block_end(text: str, start: int, prefix_len: int, in_fence: bool) -> int | None:
    """Where the block a command at ``start`` (last on its line) takes ends, or ``None`` when
    it takes none: a code block opened after its word or on the next line, or a ``{``
    mapping its words begin with."""
    eol = _eol(text, start)
    word = _WORD.match(text, start + prefix_len)
    args_at = word.end() if word is not None else eol
    args = text[args_at:eol]
    after = text[eol + 1 : _eol(text, eol + 1)] if eol < len(text) else ""
    if FENCE in args:
        return _fence_end(text, args_at + args.index(FENCE))
    if args.lstrip().startswith("{"):
        return _brace_end(text, args_at + args.index("{"))
    if after.lstrip().startswith(FENCE) and not in_fence:
        return _fence_end(text, eol + 1 + after.index(FENCE))
    return None


def _fence_end(text: str, opened: int) -> int:
    close = text.find(FENCE, opened + len(FENCE))
    return len(text) if close == -1 else close + len(FENCE)


def _brace_end(text: str, opened: int) -> int:
    depth = 0
    for at in range(opened, len(text)):
        if text[at] == "{":
            depth += 1
        elif text[at] == "}":
            depth -= 1
            if depth == 0:
                return at + 1
    return len(text)


def _prose(pieces: list[str]) -> str:
    lines = " ".join(pieces).replace("`", " ").split("\n")
    kept = [w for w in (_SPACES.sub(" ", line).strip() for line in lines) if w]
    said = "\n".join(kept)
    return said if len(said) <= MAX_PROSE else said[: MAX_PROSE - 1] + "…"


__all__ = ["MAX_COMMANDS", "MAX_POST", "MAX_PROSE", "Post", "split_post"]
