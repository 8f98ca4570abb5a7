"""What ``tenkaichi top play`` shows before each question a person answers: what is happening
(the draft and who picks, the placement, or the round, the turn and its Event), the board with
every warrior lettered and a legend (:mod:`tenkaichi.top.text_board`), and each player's team
and hand (the reader's cards by name, the others' as their backs).

Everything comes from the seat's :class:`~tenkaichi.top.text.Voice`; a line is never wider
than the terminal. In the draft there is nothing on the board yet: the teams drafted so far
are listed instead.
"""

from __future__ import annotations

from rich.text import Text

from tenkaichi.top.engine import Decision
from tenkaichi.top.text import Voice
from tenkaichi.top.text_board import board_with_legend, wrap
from tenkaichi.top.text_status import Status, status


def screen(v: Voice, decision: Decision | None, humans: int, width: int) -> list[Text]:
    """The lines shown before ``decision`` (None: the end of the game) for ``v``'s seat;
    seats from ``humans`` on are bots."""
    st = status(v)
    top = st.headline + (f". Event: {st.event}" if st.event else "")
    out = [Text(line) for line in wrap(top, width)]
    if v.seen.state.phase == "draft":
        for p in st.players:
            drafted = [w.name for w in st.warriors if w.owner == p.seat]
            picks = ", ".join(drafted) if drafted else "nobody yet"
            out += [
                Text(line) for line in wrap(f"{_who(st, p.seat, humans)} drafted: {picks}", width)
            ]
        return out
    named: set[int] = set()
    if decision is not None and decision.kind == "place":
        named = {option[1] for option in decision.options}
    out += board_with_legend(v, width, named)
    for line in player_lines(st, humans):
        out += [Text(part) for part in wrap(line, width)]
    return out


def _who(st: Status, seat: int, humans: int) -> str:
    name = st.players[seat].name
    if seat == st.reader:
        return f"{name} (you)"
    return name if seat < humans else f"{name} (bot)"


def player_lines(st: Status, humans: int) -> list[str]:
    """A line per player: how many of its warriors are on the board, which were eliminated,
    and its hand (the reader's by name, the others' as the backs of their cards)."""
    lines = []
    for p in st.players:
        gone = [w.name for w in st.warriors if w.owner == p.seat and not w.alive]
        lost = f" (eliminated: {', '.join(gone)})" if gone else ""
        cards = ", ".join(p.hand) if p.hand else "no cards"
        lines.append(f"{_who(st, p.seat, humans)}: {p.standing}{lost}; hand: {cards}")
    return lines
