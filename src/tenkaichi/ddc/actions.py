"""Actions: the one choice a fighter makes at a decision, with a one-line text form.

============  =================================  ==========================================
text          meaning                            when
============  =================================  ==========================================
move X Y      Move&Act steps to square (X, Y)    while Move&Act steps remain
attack M T    use move M (or Normal) on T        once per Move&Act turn
charge X Y    Charge to (X, Y), ends the turn    first action of a turn
defend        Defend, ends the turn              first action of a turn
digivolve F   enter the Digivolved state as F    first action (when enabled)
form F        switch form while Digivolved       first action of a Digivolved turn
end           end the turn                       any time
============  =================================  ==========================================
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from tenkaichi.ddc.content import NORMAL_ATTACK
from tenkaichi.errors import RuleViolation
from tenkaichi.i18n import Msg

ActionKind = Literal["move", "attack", "charge", "defend", "digivolve", "form", "end"]
_SQUARE_KINDS = ("move", "charge")
_NAMED_KINDS = ("digivolve", "form")


@dataclass(frozen=True, slots=True, order=True)
class Action:
    kind: ActionKind
    x: int = 0
    y: int = 0
    move: str = ""
    """The move's name for ``attack``; the form for ``digivolve`` and ``form``."""
    target: str = ""
    """The target fighter's name for ``attack``."""

    def text(self) -> str:
        if self.kind in _SQUARE_KINDS:
            return f"{self.kind} {self.x} {self.y}"
        if self.kind == "attack":
            return f"attack {self.move.replace(' ', '')} {self.target}"
        if self.kind in _NAMED_KINDS:
            return f"{self.kind} {self.move}"
        return self.kind

    def label(self) -> str:
        """The action in English words, as a menu shows it (``text`` is the form a player
        types)."""
        return str(self.said())

    def said(self) -> Msg:
        """The action as a message, as a menu shows it in every language."""
        return _LABELS[self.kind](self)

    def words(self, locale: str | None = None) -> str:
        """The action in ``locale``'s words (the current reader's by default)."""
        return self.said().render(locale)

    def __str__(self) -> str:
        return self.text()


def _square(a: Action) -> Msg:
    return Msg.of("ddc-square", x=str(a.x), y=str(a.y))


_LABELS: dict[str, Callable[[Action], Msg]] = {
    "move": lambda a: Msg.of("ddc-action-move", square=_square(a)),
    "charge": lambda a: Msg.of("ddc-action-charge", square=_square(a)),
    "attack": lambda a: Msg.of(
        "ddc-action-attack",
        target=a.target,
        move=Msg.of("ddc-move-normal") if a.move == NORMAL_ATTACK else a.move,
    ),
    "digivolve": lambda a: Msg.of("ddc-action-digivolve", form=a.move),
    "form": lambda a: Msg.of("ddc-action-form", form=a.move),
    "defend": lambda _: Msg.of("ddc-action-defend"),
    "end": lambda _: Msg.of("ddc-action-end"),
}
"""How each kind of action reads in a menu."""


def parse_action(text: str) -> Action:
    """Read the text form back (``attack`` names may not contain spaces in this form)."""
    words = text.split()
    if not words:
        raise RuleViolation("empty action")
    kind, args = words[0].lower(), words[1:]
    if kind in _SQUARE_KINDS and len(args) == 2:
        try:
            return Action(kind, int(args[0]), int(args[1]))  # type: ignore[arg-type]
        except ValueError:
            raise RuleViolation(f"action {text!r}: squares are two whole numbers") from None
    if kind == "attack" and len(args) == 2:
        return Action("attack", move=args[0], target=args[1])
    if kind in _NAMED_KINDS and len(args) == 1:
        return Action(kind, move=args[0])  # type: ignore[arg-type]
    if kind in ("defend", "end") and not args:
        return Action(kind)  # type: ignore[arg-type]
    raise RuleViolation(f"not an action: {text!r}")
