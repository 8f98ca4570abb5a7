"""What is being decided and where the game stands, from one seat's view: the prompt of every
decision, a line for the others while someone decides, what is happening (the draft and who
picks, the placement, or the round and the turn: :func:`headline`), each warrior's mark on a
board drawn in text (:func:`marks`), and the status panel (players, warriors, round and turn) as
data a front-end draws, with plain lines for a log or a chat.
"""

from __future__ import annotations

from dataclasses import dataclass

from tenkaichi.top import rules
from tenkaichi.top.draft import TEAM_SIZE
from tenkaichi.top.say import say
from tenkaichi.top.state import GameState
from tenkaichi.top.text import Voice
from tenkaichi.top.text_content import card_info, card_name, need_words, power_info
from tenkaichi.top.views import back_of

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
UNPLAYED_MARK = "U"
"""The mark of an unplayed warrior fighting on a green space (it belongs to no player)."""
SETUP = ("draft", "place")
"""The phases before the first turn: no round is under way yet."""


def marks(state: GameState) -> dict[int, str]:
    """The short mark of every warrior, for a board drawn in text: its player's number and its
    letter in that player's team in the order drafted ("2C": Player 2's third pick), the same
    all game long (an eliminated warrior's letter is not given to another); "U" for an unplayed
    warrior fought on a green space."""
    out: dict[int, str] = {}
    count = [0] * state.n
    for t in state.tokens:
        if t.owner < 0:
            out[t.id] = UNPLAYED_MARK
            continue
        out[t.id] = f"{t.owner + 1}{LETTERS[count[t.owner] % len(LETTERS)]}"
        count[t.owner] += 1
    return out


def _combat_subject(v: Voice) -> tuple[str, str]:
    """(the warrior acting in the combat, the one it faces), by their names."""
    c = v.seen.state.combat
    if c is None:
        return say("top-the-warrior"), say("top-the-enemy")
    if c.strike is not None:
        return v.warrior(c.strike.striker), v.warrior(c.strike.target)
    return v.warrior(c.attacker), v.warrior(c.defender)


_PROMPTS = frozenset({"draft", "start", "recover", "instant", "duel", "fuse", "transform-card"})
"""The decisions whose question has no part that changes."""


def prompt(v: Voice, kind: str) -> str:
    """The question of a decision of ``kind``, as the deciding seat reads it."""
    s = v.seen.state
    c = s.combat
    striker, target = _combat_subject(v)
    left = c.rerolls if c is not None else 0
    rerolls = say("top-rerolls-left", n=left, count=str(left))
    if kind in _PROMPTS:
        return say(f"top-ask-{kind}")
    if kind == "place":
        token = s.tokens[s.players[v.seat].team[s.picks // s.n]]  # placement follows the draft
        return say("top-ask-place", warrior=v.warrior(token.id))
    if kind == "discard":
        return say("top-ask-discard", limit=str(v.content.settings.hand_limit))
    if kind == "move":
        return say("top-ask-move", range=str(s.turn.move_range))
    if kind == "step":
        mover = v.warrior(s.turn.mover) if s.turn.mover >= 0 else say("top-your-warrior")
        return say("top-ask-step", warrior=mover)
    if kind == "bonus":
        return say("top-ask-bonus", count=str(s.turn.bonus_draws))
    if kind == "transform":
        if c is not None:
            striker = v.warrior(c.attacker if c.transform_side == 0 else c.defender)
        return say("top-ask-transform", warrior=striker)
    if kind == "reroll" and c is not None:
        return say("top-ask-reroll", warrior=striker, dice=v.dice(c.dice), rerolls=rerolls)
    if kind == "resolve":
        return say("top-ask-resolve", warrior=striker, target=target)
    if kind == "defend" and c is not None and c.strike is not None:
        return say("top-ask-defend", target=target, damage=str(c.strike.damage))
    if kind == "defend-roll" and c is not None:
        need = need_words(v.content, c.need)
        return say(
            "top-ask-defend-roll", target=target, dice=v.dice(c.dice), need=need, rerolls=rerolls
        )
    if kind in ("rescue", "flee"):
        return say(f"top-ask-{kind}", target=target)
    return say("top-ask-choose")


_DOING = {
    "draft": "drafting a warrior",
    "place": "placing a warrior",
    "discard": "discarding a card",
    "start": "choosing whether to play a card",
    "recover": "choosing a warrior to heal",
    "move": "moving",
    "instant": "making an Instant Move",
    "step": "stepping after the combat",
    "bonus": "choosing a deck to draw from",
    "duel": "choosing a warrior for the duel",
    "fuse": "deciding on a fusion roll",
    "transform": "deciding on a transformation",
    "transform-card": "deciding on a Transformation card",
    "reroll": "choosing dice to re-roll",
    "resolve": "choosing an attack",
    "defend": "choosing a defence",
    "defend-roll": "choosing dice to re-roll",
    "rescue": "deciding on a Rescue card",
    "flee": "deciding whether to flee",
}


def waiting(v: Voice) -> str:
    """Who the game waits for and on what ("Player 2 is moving"), for everyone else."""
    pending = v.seen.pending
    if pending is None:
        return say("top-game-is-over")
    kind = pending.kind if pending.kind in _DOING else "deciding"
    return say(f"top-doing-{kind}", player=v.player(pending.actor))


@dataclass(frozen=True, slots=True)
class WarriorStatus:
    token: int
    """The warrior's token id (the key a front-end may use)."""
    name: str
    """The name of its present form."""
    owner: int
    owner_name: str
    transformed: bool
    space: str
    """Where it stands ("e5 (red)"); empty when off the board."""
    endurance_left: int
    endurance_max: int
    alive: bool
    fused: bool
    power: str
    """The name of its power ("" for none)."""
    mark: str = ""
    """Its mark on a board drawn in text ("2C": Player 2's warrior C, :func:`marks`)."""


@dataclass(frozen=True, slots=True)
class PlayerStatus:
    seat: int
    name: str
    score: int
    """Warriors on the board (a fusion counts two); before the first turn, those placed."""
    hand_size: int
    hand: tuple[str, ...]
    """Card names for the reader's own hand, card backs ("Attack card") for the others'."""
    playing: bool
    """It is this player's turn."""
    standing: str = ""
    """Where the player's team stands, in words: "3 warriors drafted" in the draft, "2 of 6
    warriors placed" while the teams are placed, then "5 warriors on the board"."""


@dataclass(frozen=True, slots=True)
class Status:
    """Where the game stands, as one seat sees it."""

    reader: int
    round: int
    last_round: int | None
    """None while a timed game has not been called."""
    turn: str
    """The name of the player whose turn it is."""
    deciding: str
    """Who decides what now ("Player 2 is moving")."""
    event: str
    """The Event card of the turn and what it does ("" before the first)."""
    players: tuple[PlayerStatus, ...]
    warriors: tuple[WarriorStatus, ...]
    headline: str = ""
    """What is happening, in one line: "The draft: Player 2 picks a warrior (pick 3 of 12)",
    "Placing the teams: ...", "Round 2 of 10, Player 1's turn", "The game is over: ..."."""


def _warriors(n: int, what: str) -> str:
    return say(f"top-warriors-{what}", n=n, count=str(n))


def _standing(v: Voice, seat: int) -> str:
    s = v.seen.state
    team = [s.tokens[i] for i in s.players[seat].team]
    if s.phase == "draft":
        return _warriors(len(team), "drafted")
    if s.phase == "place":
        placed = sum(1 for t in team if t.cell >= 0)
        return say("top-warriors-placed", n=len(team), count=str(len(team)), placed=str(placed))
    return _warriors(rules.score(v.seen, seat), "on-board")


def headline(v: Voice) -> str:
    """What is happening now, in one line, from the phase of the game (the draft and the
    placement have no round and no turn yet)."""
    s = v.seen.state
    pending = v.seen.pending
    setup = TEAM_SIZE * s.n  # every player drafts, then places, a team
    if s.phase == "draft" and pending is not None:
        player, pick = v.player(pending.actor), str(s.picks + 1)
        return say("top-headline-draft", player=player, pick=pick, picks=str(setup))
    if s.phase == "place" and pending is not None:
        team = s.players[pending.actor].team
        slot = s.picks // s.n
        who = v.warrior(team[slot]) if slot < len(team) else say("top-a-warrior")
        player, pick = v.player(pending.actor), str(s.picks + 1)
        return say("top-headline-place", player=player, warrior=who, pick=pick, picks=str(setup))
    if s.phase == "over" or pending is None:
        names = [v.player(w) for w in s.winners]
        if not names:
            return say("top-ev-game-over-none")
        if len(names) == 1:
            return say("top-ev-game-over-one", winner=names[0])
        return say("top-ev-game-over-shared", winners=say("top-and").join(names))
    timed = v.content.settings.length == "minutes" and not s.time_called
    player = v.player(s.turn.seat)
    if timed:
        return say("top-headline-round", round=str(s.round), player=player)
    last = str(s.last_round)
    return say(
        "top-headline-round-of", round=str(min(s.round, s.last_round)), last=last, player=player
    )


def status(v: Voice) -> Status:
    s = v.seen.state
    content = v.content
    timed = content.settings.length == "minutes" and not s.time_called
    players = []
    for p in s.players:
        hand = []
        for card in p.hand:
            deck = back_of(card)
            hand.append(
                say(f"top-deck-{deck}-card") if deck is not None else card_name(content, card)
            )
        playing = s.phase not in (*SETUP, "over") and s.turn.seat == p.seat
        score = rules.score(v.seen, p.seat)
        if s.phase in SETUP:  # drafted warriors are not on the board until placed
            score = sum(1 for t in rules.living(v.seen, p.seat) if t.cell >= 0)
        players.append(
            PlayerStatus(
                p.seat,
                v.player(p.seat),
                score,
                len(hand),
                tuple(hand),
                playing,
                _standing(v, p.seat),
            )
        )
    mark = marks(s)
    warriors = []
    for p in s.players:
        for tid in p.team:
            t = s.tokens[tid]
            form = rules.form_of(v.seen, t)
            warriors.append(
                WarriorStatus(
                    t.id,
                    form.name,
                    t.owner,
                    v.player(t.owner),
                    t.form > 0,
                    v.space(t.cell) if t.cell >= 0 and t.alive else "",
                    max(0, rules.left(v.seen, t)),
                    rules.endurance(v.seen, t),
                    t.alive,
                    t.fused,
                    "" if form.ability == "none" else power_info(form.ability).name,
                    mark[t.id],
                )
            )
    event = ""
    if s.turn.event is not None and s.phase not in SETUP:
        info = card_info(content, s.turn.event)
        event = say("top-named-text", name=info.name, text=info.text)
    return Status(
        v.seat,
        s.round if timed else min(s.round, s.last_round),
        None if timed else s.last_round,
        v.player(s.turn.seat),
        waiting(v),
        event,
        tuple(players),
        tuple(warriors),
        headline(v),
    )


def status_lines(st: Status) -> list[str]:
    """The status panel as plain lines (a log, a chat, a test)."""
    turn = any(p.playing for p in st.players)  # a round is under way: say who decides what
    if turn:
        lines = [say("top-status-headline-deciding", headline=st.headline, deciding=st.deciding)]
    else:
        lines = [say("top-status-headline", headline=st.headline)]
    if st.event:
        lines.append(say("top-status-event", event=st.event))
    for p in st.players:
        cards = ", ".join(p.hand) if p.hand else say("top-no-cards")
        lines.append(say("top-status-player", name=p.name, standing=p.standing, cards=cards))
        for w in st.warriors:
            if w.owner != p.seat:
                continue
            if not w.alive:
                lines.append("  " + say("top-status-eliminated", name=w.name))
                continue
            fused = say("top-fusion") if w.fused else ""
            where = w.space or say("top-not-on-board")
            extra = "".join(
                say("top-ability-note", ability=x) for x in (w.power, fused, where) if x
            )
            left, most = str(w.endurance_left), str(w.endurance_max)
            line = say("top-status-warrior", name=w.name, left=left, endurance=most, extra=extra)
            lines.append("  " + line)
    return lines
