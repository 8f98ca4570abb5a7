"""Which option a Dungeon DICE Combat chat command names, read from the seat's view alone: a
square for ``move``/``charge`` (relative when signed), a form, or an attack's move and target.

A target is a mention (the platform's user id) first, then an exact fighter name, then a
player's exact display name, both NFC-normalised (a fighter name also matches ignoring case);
two players of one name are refused as ambiguous, a name nobody has is refused. A move name
matches whatever its spacing, case or punctuation (``PepperBreath``, ``pepper breath``).
"""

from __future__ import annotations

import re
from typing import Any

from tenkaichi.chat.ddc_commands import ChatError, Command, nfc, square, usage
from tenkaichi.text import chat_text

_MENTION = re.compile(r"^<@!?(\d{1,30})>$")


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
        if command.args:
            raise ChatError(f"{prefix}{name} takes nothing after it.")
        return name
    if name in ("digivolve", "form"):
        if len(command.args) != 1:
            raise ChatError(f"Usage: {usage(name, prefix)}")
        wanted = fold(command.args[0])
        forms = [o for o in options if o.get("action") == name and fold(o["form"]) == wanted]
        return str(forms[0]["key"]) if forms else f"{name} {command.args[0]}"
    args = list(command.args)
    if not args or len(args) > 6:
        raise ChatError(f"Usage: {usage('attack', prefix)}")
    target = target_of(view, args.pop(), fighter_user, fighter_name)
    move = squash("".join(args) or "Normal")
    hits = [
        o
        for o in options
        if o.get("action") == "attack" and o["target"] == target and squash(o["move"]) == move
    ]
    return str(hits[0]["key"]) if hits else f"attack {''.join(args) or 'Normal'} {target}"


def target_of(
    view: dict[str, Any], token: str, fighter_user: dict[str, str], fighter_name: dict[str, str]
) -> str:
    """The fighter a target word names (see the module docstring)."""
    fighters = [str(f["name"]) for f in view["battle"]["fighters"]]
    mention = _MENTION.match(token)
    if mention:
        hits = [f for f, u in fighter_user.items() if u == mention.group(1)]
        if not hits:
            raise ChatError("The player you mention has no fighter in this battle.")
        return hits[0]
    bare = nfc(token[1:] if token.startswith("@") else token)
    exact = [f for f in fighters if nfc(f) == bare] or [
        f for f in fighters if fold(f) == bare.casefold()
    ]
    if len(exact) == 1:
        return exact[0]
    by_name = [f for f, n in fighter_name.items() if f in fighter_user and nfc(n) == bare]
    if len(by_name) == 1:
        return by_name[0]
    if len(by_name) > 1:
        raise ChatError(
            f"More than one player is called '{chat_text(bare, 30)}' "
            f"({', '.join(sorted(by_name))}): name the fighter or mention the player."
        )
    raise ChatError(
        f"No fighter or player '{chat_text(token, 30)}' in this battle. Fighters: "
        + ", ".join(fighters)
    )


__all__ = ["action_key", "fold", "squash", "target_of"]
