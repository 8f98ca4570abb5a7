"""Parse DBU dice notation into an :class:`~tenkaichi.dice.ast.Expression`.

Grammar (whitespace is allowed between terms, keywords are case-insensitive)::

    roll     := sign? term (("+" | "-") term)*
    term     := atom scale?
    atom     := dice | removal | "ToP" | INT | "(" roll ")"
    dice     := INT? "d" (INT | "{" INT ("," INT)* "}") suffix*
    suffix   := "kh" INT? | "kl" INT? | "s" | "c" INT | "b" INT | "r" INT
    removal  := INT ("pd" | "dd")             (only as "-Npd" / "-Ndd" outside parentheses)
    scale    := "(T)" | "(bT)"

Limits are checked before any work is done: the text length first, then nesting depth,
numbers, dice counts and sides as they are read. Every failure is a
:class:`~tenkaichi.errors.TenkaichiError` that names the column and what was expected.
"""

from __future__ import annotations

from functools import lru_cache

from tenkaichi.dice.arguments import public
from tenkaichi.dice.ast import (
    Constant,
    Dice,
    Expression,
    Group,
    Item,
    Node,
    Removal,
    RemovalKind,
    Scale,
    TierDice,
)
from tenkaichi.errors import DiceLimitError, DiceSyntaxError, DiceValueError

MAX_EXPRESSION_LENGTH = 500
MAX_NESTING = 8
MAX_NUMBER = 1_000_000
MAX_DICE_PER_TERM = 1_000
MAX_SIDES = 1_000
MAX_CUSTOM_FACES = 100
MIN_CRITICAL = 7
MAX_CRITICAL = 11
"""``c11`` is a d10 that cannot score a Critical (its Natural Result lowered, as by Impaired)."""
MAX_BOTCH = 6

_DIGITS = "0123456789"
_SUFFIX_NAMES = {
    "kh": "keep-highest",
    "kl": "keep-lowest",
    "s": "solid",
    "c": "critical threshold",
    "b": "botch threshold",
    "r": "reroll (Repeat Dice)",
}


@public
@lru_cache(maxsize=4096)
def parse(text: str) -> Expression:
    """Parse (and cache) a dice expression."""
    if not isinstance(text, str):
        raise DiceValueError(f"a dice expression must be text, got {type(text).__name__}")
    if len(text) > MAX_EXPRESSION_LENGTH:
        raise DiceLimitError(
            f"dice expression is {len(text)} characters long; the limit is {MAX_EXPRESSION_LENGTH}"
        )
    return _Parser(text).parse()


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.low = text.lower()
        self.pos = 0

    # -- helpers -------------------------------------------------------------------------
    def error(self, expected: str, position: int | None = None) -> DiceSyntaxError:
        return DiceSyntaxError(self.text, self.pos if position is None else position, expected)

    def skip_ws(self) -> None:
        while self.pos < len(self.text) and self.text[self.pos] in " \t":
            self.pos += 1

    def peek(self, offset: int = 0) -> str:
        index = self.pos + offset
        return self.low[index] if index < len(self.low) else ""

    def read_int(self, what: str, limit: int = MAX_NUMBER) -> int:
        start = self.pos
        while self.peek() and self.peek() in _DIGITS:
            self.pos += 1
            if self.pos - start > 7:
                raise DiceLimitError(
                    f"{what} at column {start + 1} of {self.text!r} is too large "
                    f"(the limit is {limit})"
                )
        if self.pos == start:
            raise self.error(f"a number ({what})")
        value = int(self.text[start : self.pos])
        if value > limit:
            raise DiceLimitError(
                f"{what} {value} at column {start + 1} of {self.text!r} "
                f"is over the limit of {limit}"
            )
        return value

    # -- grammar -------------------------------------------------------------------------
    def parse(self) -> Expression:
        self.skip_ws()
        if self.pos == len(self.text):
            raise self.error("a dice expression such as 1d10+3")
        items = self.parse_sum(depth=0)
        self.skip_ws()
        if self.pos != len(self.text):
            raise self.error("'+', '-' or the end of the expression")
        return Expression(self.text, items)

    def parse_sum(self, depth: int) -> tuple[Item, ...]:
        items: list[Item] = []
        sign = 1
        self.skip_ws()
        if self.peek() in ("+", "-"):
            sign = -1 if self.peek() == "-" else 1
            self.pos += 1
        while True:
            self.skip_ws()
            node = self.parse_term(depth)
            if isinstance(node, Removal) and (sign > 0 or depth > 0):
                raise DiceValueError(
                    f"{'Penalization' if node.kind is RemovalKind.PENALIZE else 'Dropped'} Dice "
                    f"at column {node.position + 1} of {self.text!r} take dice away from the whole "
                    f"roll: write them as '-{node.count}{node.kind.value}' outside parentheses"
                )
            items.append(Item(sign, node))
            self.skip_ws()
            if self.peek() == "+":
                sign = 1
            elif self.peek() == "-":
                sign = -1
            else:
                return tuple(items)
            self.pos += 1

    def parse_term(self, depth: int) -> Node:
        start = self.pos
        char = self.peek()
        node: Node
        if char == "(":
            if depth + 1 > MAX_NESTING:
                raise DiceLimitError(
                    f"parentheses nested deeper than {MAX_NESTING} at column {start + 1} "
                    f"of {self.text!r}"
                )
            self.pos += 1
            items = self.parse_sum(depth + 1)
            self.skip_ws()
            if self.peek() != ")":
                raise self.error("')' to close the '(' at column " + str(start + 1))
            self.pos += 1
            node = Group(items, self.parse_scale(), start)
        elif self.low.startswith("top", self.pos) and not self.peek(3).isalpha():
            self.pos += 3
            node = TierDice(self.parse_scale(), start)
        elif char == "d" and (self.peek(1) in _DIGITS or self.peek(1) == "{") and self.peek(1):
            node = self.parse_dice(1, start)
        elif char and char in _DIGITS:
            number = self.read_int("number")
            rest = self.low[self.pos : self.pos + 2]
            if rest in ("pd", "dd") and not self.peek(2).isalpha():
                self.pos += 2
                kind = RemovalKind.PENALIZE if rest == "pd" else RemovalKind.DROP
                node = Removal(kind, number, self.parse_scale(), start)
            elif self.peek() == "d":
                node = self.parse_dice(number, start)
            else:
                node = Constant(number, self.parse_scale(), start)
        else:
            raise self.error("a number, dice such as 2d6, 'ToP' or '('")
        return node

    def parse_dice(self, count: int, start: int) -> Dice:
        if count < 1:
            raise DiceValueError(
                f"dice count must be at least 1 at column {start + 1} of {self.text!r}"
            )
        if count > MAX_DICE_PER_TERM:
            raise DiceLimitError(
                f"{count} dice at column {start + 1} of {self.text!r}; "
                f"the limit is {MAX_DICE_PER_TERM} per term"
            )
        self.pos += 1  # the "d"
        faces: tuple[int, ...] | None = None
        if self.peek() == "{":
            faces = self.parse_faces()
            sides = len(faces)
        else:
            sides_at = self.pos
            sides = self.read_int("number of sides", MAX_SIDES)
            if sides < 2:
                raise DiceValueError(
                    f"a die needs at least 2 sides (d{sides} at column {sides_at + 1} "
                    f"of {self.text!r})"
                )
        seen: dict[str, int] = {}
        solid = False
        while True:
            at = self.pos
            name = self.low[self.pos : self.pos + 2]
            if name not in ("kh", "kl"):
                name = self.peek()
            if name not in _SUFFIX_NAMES:
                break
            if name in seen:
                raise self.error(f"at most one {_SUFFIX_NAMES[name]} suffix '{name}' per die")
            self.pos += len(name)
            if name == "s":
                solid = True
                seen[name] = 1
            elif name in ("kh", "kl"):
                seen[name] = self.read_int("dice kept") if self.peek() in tuple(_DIGITS) else 1
            else:
                seen[name] = self.read_int(_SUFFIX_NAMES[name])
            self.check_suffix(name, seen[name], count, sides, faces, at)
        if "kh" in seen and "kl" in seen and seen["kh"] != seen["kl"]:
            raise DiceValueError(
                f"keep-highest and keep-lowest cancel out only for the same count "
                f"(kh{seen['kh']} with kl{seen['kl']} at column {start + 1} of {self.text!r})"
            )
        source = self.text[start : self.pos]
        return Dice(
            count=count,
            sides=sides,
            faces=faces,
            keep_high=seen.get("kh"),
            keep_low=seen.get("kl"),
            solid=solid,
            critical=seen.get("c"),
            botch=seen.get("b"),
            reroll=seen.get("r"),
            scale=self.parse_scale(),
            position=start,
            source=source,
        )

    def check_suffix(
        self, name: str, value: int, count: int, sides: int, faces: tuple[int, ...] | None, at: int
    ) -> None:
        where = f"at column {at + 1} of {self.text!r}"
        is_d10 = faces is None and sides == 10
        if name in ("kh", "kl") and not 1 <= value <= count:
            raise DiceValueError(f"cannot keep {value} of {count} dice {where}")
        if name == "c":
            if not is_d10:
                raise DiceValueError(f"only d10s can score a Critical: 'c' suffix {where}")
            if not MIN_CRITICAL <= value <= MAX_CRITICAL:
                raise DiceValueError(
                    f"critical threshold must be {MIN_CRITICAL}..{MAX_CRITICAL}, "
                    f"got {value} {where}"
                )
        if name == "b":
            if not is_d10:
                raise DiceValueError(f"only d10s can score a Botch: 'b' suffix {where}")
            if not 1 <= value <= MAX_BOTCH:
                raise DiceValueError(f"botch threshold must be 1..{MAX_BOTCH}, got {value} {where}")
        if name == "r":
            highest = max(faces) if faces is not None else sides
            if value >= highest:
                raise DiceValueError(
                    f"reroll threshold {value} {where} would reroll every die; "
                    f"it must be below the highest face {highest}"
                )

    def parse_faces(self) -> tuple[int, ...]:
        open_at = self.pos
        self.pos += 1
        faces: list[int] = []
        while True:
            self.skip_ws()
            negative = self.peek() == "-"
            if negative:
                self.pos += 1
            value = self.read_int("face value")
            faces.append(-value if negative else value)
            if len(faces) > MAX_CUSTOM_FACES:
                raise DiceLimitError(
                    f"custom die at column {open_at + 1} of {self.text!r} has more than "
                    f"{MAX_CUSTOM_FACES} faces"
                )
            self.skip_ws()
            if self.peek() == ",":
                self.pos += 1
                continue
            if self.peek() == "}":
                self.pos += 1
                break
            raise self.error("',' or '}' in the list of faces")
        if len(faces) < 2:
            raise DiceValueError(
                f"a custom die needs at least 2 faces (column {open_at + 1} of {self.text!r})"
            )
        return tuple(faces)

    def parse_scale(self) -> Scale:
        save = self.pos
        self.skip_ws()
        if self.peek() != "(":
            self.pos = save
            return Scale.NONE
        self.pos += 1
        self.skip_ws()
        scale = None
        if self.peek() == "t":
            self.pos += 1
            scale = Scale.TIER
        elif self.low.startswith("bt", self.pos):
            self.pos += 2
            scale = Scale.BASE_TIER
        self.skip_ws()
        if scale is None or self.peek() != ")":
            # Not a Tier scale: leave the '(' for the caller, which will report it.
            self.pos = save
            return Scale.NONE
        self.pos += 1
        return scale
