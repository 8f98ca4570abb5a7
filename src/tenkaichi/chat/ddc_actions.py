"""Which option a Dungeon DICE Combat chat command names, read from the seat's view alone: a
square for ``move``/``charge`` (relative when signed), a form, or an attack's move and target.

An attack's target is what follows its first word that starts with ``@`` (or a mention),
the move the words before it (without ``@``: the last word is the target). A target is a
mention (the platform's user id), else the longest fighter name or player display name the
words after ``@`` begin with, compared NFC-normalised, ignoring case and accents: a forum
resolves no mentions, so ``@Ana Maria`` and ``@🐉Ryu`` name the player "Ana María" and
"🐉Ryu". A fighter's own name goes before a player's display name of the same length; two
players of one name are refused as ambiguous, a name nobody has is refused, and so are words
after the name (they are not part of it). A move name matches whatever its spacing, case or
punctuation (``PepperBreath``, ``pepper breath``).
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from tenkaichi.chat.ddc_commands import ChatError, Command, nfc, square, usage
from tenkaichi.i18n import text as say
from tenkaichi.text import chat_text

_MENTION = re.compile(r"<@!?(\d{1,30})>")
"""A platform's mention of a user (Discord: ``<@123>``), at the start of the words."""


def fold(text: str) -> str:
    return nfc(text).casefold()


def squash(move: str) -> str:
    """A move's name for matching: letters and digits of any script, case-folded."""
    return "".join(ch for ch in fold(move) if ch.isalnum())


def action_key(
    view: dict[str, Any],
    command: Command,
    prefix: str,
    fighter_user: dict[str, str],
    fighter_name: dict[str, str],
) -> str:
    """The option key (the action's text) that ``command`` names; ``fighter_user`` and
    ``fighter_name``: each fighter's chat user id and display name."""
    options = view["pending"]["options"]
    actor = view["pending"]["actor"]
    name = command.name
    if name in ("move", "charge"):
        me = next(f for f in view["battle"]["fighters"] if f["name"] == actor)
        x, y = square(command, (me["square"][0], me["square"][1]), prefix)
        return f"{name} {x} {y}"
    if name in ("defend", "end"):
        if command.args and (name == "end" or [fold(a) for a in command.args] != ["end"]):
            said = "ddc-cmd-defend-nothing-after" if name == "defend" else "ddc-cmd-nothing-after"
            raise ChatError(say(said, command=f"{prefix}{name}"))
        return name
    if name in ("digivolve", "form"):
        if len(command.args) != 1:
            raise ChatError(say("ddc-lobby-usage", usage=usage(name, prefix)))
        wanted = fold(command.args[0])
        forms = [o for o in options if o.get("action") == name and fold(o["form"]) == wanted]
        return str(forms[0]["key"]) if forms else f"{name} {command.args[0]}"
    args = list(command.args)
    if not args:
        raise ChatError(say("ddc-lobby-usage", usage=usage("attack", prefix)))
    at = next((n for n, a in enumerate(args) if a.startswith(("@", "<@"))), None)
    if at is None:  # no @: the last word names the target, the words before it the move
        at = len(args) - 1
    if at > 5:
        raise ChatError(say("ddc-lobby-usage", usage=usage("attack", prefix)))
    target = target_of(view, " ".join(args[at:]), fighter_user, fighter_name, prefix)
    move = squash("".join(args[:at]) or "Normal")
    hits = [
        o
        for o in options
        if o.get("action") == "attack" and o["target"] == target and squash(o["move"]) == move
    ]
    return str(hits[0]["key"]) if hits else f"attack {''.join(args[:at]) or 'Normal'} {target}"


def loose(text: str) -> str:
    """A name as a target is matched: NFC, case-folded, accents and other marks dropped
    (``Zoë``, ``zoe`` and ``ZOË`` are one name), spaces collapsed."""
    decomposed = unicodedata.normalize("NFD", fold(text))
    bare = "".join(ch for ch in decomposed if not unicodedata.category(ch).startswith("M"))
    return " ".join(unicodedata.normalize("NFC", bare).split())


def target_of(
    view: dict[str, Any],
    words: str,
    fighter_user: dict[str, str],
    fighter_name: dict[str, str],
    prefix: str = "!",
) -> str:
    """The fighter ``words`` (what follows the move: ``@Ana Maria``, ``<@123>``, ``Gabumon``)
    names (see the module docstring)."""
    fighters = [str(f["name"]) for f in view["battle"]["fighters"]]
    mention = _MENTION.match(words)
    if mention:
        if words != mention.group():
            raise _trailing(words[mention.end() :], prefix)
        hits = [f for f, u in fighter_user.items() if u == mention.group(1)]
        if not hits:
            raise ChatError(say("ddc-cmd-mention-no-fighter"))
        return hits[0]
    typed = words[1:] if words.startswith("@") else words
    wanted = loose(typed)
    names = [(f, f, True) for f in fighters] + [
        (n, f, False) for f, n in fighter_name.items() if f in fighter_user
    ]
    found = [(loose(n), f, own) for n, f, own in names if _starts_name(wanted, loose(n))]
    if not found:
        raise ChatError(
            say("ddc-cmd-no-target", name=chat_text(typed, 30), fighters=", ".join(fighters))
        )
    longest = max(len(n) for n, _, _ in found)
    best = [(f, own) for n, f, own in found if len(n) == longest]
    if len(wanted) > longest:
        raise _trailing(wanted[longest:], prefix)
    own = sorted({f for f, is_own in best if is_own})
    players = sorted({f for f, is_own in best if not is_own})
    if len(own) == 1:
        return own[0]
    if len(players) == 1 and not own:
        return players[0]
    raise ChatError(
        say("ddc-cmd-ambiguous", name=chat_text(typed, 30), found=", ".join(own + players))
    )


def _starts_name(wanted: str, name: str) -> bool:
    """``wanted`` is ``name``, or ``name`` and more after a break (not inside a word)."""
    if not name or not wanted.startswith(name):
        return False
    return len(wanted) == len(name) or not (wanted[len(name)].isalnum() or name[-1] == " ")


def _trailing(rest: str, prefix: str) -> ChatError:
    return ChatError(
        say("ddc-cmd-trailing", rest=chat_text(rest.strip(), 30), usage=usage("attack", prefix))
    )


__all__ = ["action_key", "fold", "loose", "squash", "target_of"]
