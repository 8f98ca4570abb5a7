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
from tenkaichi.top.say import say
from tenkaichi.top.text import Voice
from tenkaichi.top.text_board import board_with_legend, wrap
from tenkaichi.top.text_status import Status, status


def screen(v: Voice, decision: Decision | None, humans: int, width: int) -> list[Text]:
    """The lines shown before ``decision`` (None: the end of the game) for ``v``'s seat;
    seats from ``humans`` on are bots."""
    st = status(v)
    top = (
        say("top-cli-headline-event", headline=st.headline, event=st.event)
        if st.event
        else st.headline
    )
    out = [Text(line) for line in wrap(top, width)]
    if v.seen.state.phase == "draft":
        for p in st.players:
            drafted = [w.name for w in st.warriors if w.owner == p.seat]
            picks = ", ".join(drafted) if drafted else say("top-cli-nobody-yet")
            drafted_line = say("top-cli-drafted", player=_who(st, p.seat, humans), picks=picks)
            out += [Text(line) for line in wrap(drafted_line, width)]
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
        return say("top-cli-you", name=name)
    return name if seat < humans else say("top-cli-bot", name=name)


def player_lines(st: Status, humans: int) -> list[str]:
    """A line per player: how many of its warriors are on the board, which were eliminated,
    and its hand (the reader's by name, the others' as the backs of their cards)."""
    lines = []
    for p in st.players:
        gone = [w.name for w in st.warriors if w.owner == p.seat and not w.alive]
        lost = say("top-cli-eliminated", names=", ".join(gone)) if gone else ""
        cards = ", ".join(p.hand) if p.hand else say("top-no-cards")
        who = _who(st, p.seat, humans)
        lines.append(say("top-cli-player", player=who, standing=p.standing, lost=lost, cards=cards))
    return lines
