"""The fight loop of ``tenkaichi play``: whoever must choose next is asked, or a bot answers.

People answer menus (:mod:`~tenkaichi.cli.play_menu`) on one shared terminal; bots, Instant
windows passed on (:mod:`~tenkaichi.cli.play_instants`) and decisions with nothing to decide
answer themselves. At any menu: ``q`` saves and leaves, ``u`` takes back the last decision a
person made, ``m`` shows the map, ``take``/``give NAME`` moves a fighter between a person and
the bot, ``pass``/``ask`` set the Instant mode. Everything is read with ``input()``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from rich.console import Console
from rich.text import Text

from tenkaichi.cli.fight_cmd import print_events, print_result
from tenkaichi.cli.play_dice import Left, Reader, TableDice
from tenkaichi.cli.play_instants import Instants, decline_index, forced
from tenkaichi.cli.play_keys import KeyMap
from tenkaichi.cli.play_map import SQUARE_HELP, draw, suggestions
from tenkaichi.cli.play_menu import PAGE, Menu, Outcome
from tenkaichi.cli.play_rows import WIDTH, shown
from tenkaichi.cli.play_seats import Seats
from tenkaichi.cli.play_session import EXIT_FINISHED, EXIT_SAVED, Options, Saved, back_to, write
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.events import Event, visible
from tenkaichi.dbu.combat.core.state import Decision
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.play.bot_names import bot_words
from tenkaichi.dbu.play.sideview import side_view
from tenkaichi.dbu.play.why_not import techniques_not_offered
from tenkaichi.errors import TenkaichiError

PROMPT = "Your choice (? for help): "
SCREEN_ROWS = 24
"""A turn's screen fits this many rows: the line that starts the turn, the map, the headline,
the menu's rows (as many as are left, at most a page) and the prompt."""
HELP = (
    "Type a key from the menu; several keys at once walk down (ba be).",
    ".. or b: back up a level    > and <: next and previous page",
    f"{SQUARE_HELP[:1].upper()}{SQUARE_HELP[1:]}, or a digit marked on the map.",
    "n: decline (no Instant, no Modifier)    pass: no Instants until something changes",
    "ask: be asked at every Instant window again    m: the map",
    "u: take back the last decision a person made    q: save the fight and leave",
    "take NAME / give NAME: a person plays that fighter (or side) / the bot does",
    "why: why a Signature Technique or transformation is not on the menu",
)


class Leave(Exception):
    """The person asked to leave (q, end of input, Ctrl-C)."""


@dataclass
class Game:
    enc: Encounter
    seats: Seats
    options: Options
    path: Path
    out: Console
    read: Reader
    save_when_done: bool = False
    by: list[str] = field(default_factory=list)
    keys: KeyMap = field(default_factory=KeyMap)
    instants: Instants = field(init=False)
    saved_instants: dict[str, object] = field(default_factory=dict)
    dice: TableDice | None = None
    last_person: str = ""
    last_map: tuple[int, str] = (-1, "")
    round_due: bool = False

    def __post_init__(self) -> None:
        self.instants = Instants(self.options.instants, dict(self.saved_instants))

    # --- the loop -----------------------------------------------------------------------

    def run(self, shown: int = 0) -> int:
        """Play to the end (exit 0) or until the person leaves (saved, exit 3)."""
        self.show(self.enc.events[shown:])
        try:
            while not self.enc.over:
                self.step()
        except (Leave, Left, KeyboardInterrupt, EOFError):
            return self.leave()
        print_result(self.out, self.enc)
        if self.save_when_done:
            write(self.path, self.snapshot())
            self.note(
                f"The fight is saved in {self.path}; tenkaichi replay {self.path} shows it again."
            )
        return EXIT_FINISHED

    def step(self) -> None:
        if self.round_due and self.options.gm:
            self.round_due = False
            self.gm_prompt()
            return
        d = self.enc.decision
        assert d is not None  # a fight that is not over waits for a decision
        if not self.seats.human(d.actor):
            self.apply(self.seats.bot_choice(self.enc, self.enc.seed), "bot")
            return
        only = forced(d, self.enc)
        if only is not None:
            if d.kind == "instant" and len(d.options) > 1:
                self.note(f"{d.actor}: no Instant Maneuver (none would do anything now).")
            else:
                self.note(
                    f"{d.actor}: nothing to decide ({d.options[only].label}); answered for you."
                )
            self.apply(only, "auto")
            return
        if self.instants.pass_now(self.enc, d):
            self.note(f"{d.actor} passes on the Instant window (pass mode; type ask to be asked).")
            self.apply(decline_index(d) or 0, "auto")
            return
        picked = self.ask(d)
        if picked is not None:
            index, label = picked
            self.out.print(Text(f"-> {label}", style="dim"))
            self.apply(index, "person")

    def apply(self, index: int, by: str) -> None:
        d = self.enc.decision
        assert d is not None
        if self.dice is not None:
            events = self.dice.choose(self.enc, index, d.actor)
        else:
            events = self.enc.choose(index)
        self.by.append(by)
        self.show(events)

    def show(self, events: list[Event]) -> None:
        seen = visible(events, self.seats.screen())
        print_events(self.out, seen)
        if any(e.kind == "round_started" for e in events):
            self.round_due = True

    def note(self, text: str) -> None:
        self.out.print(Text(text, style="dim"))

    # --- a person's decision -------------------------------------------------------------

    def ask(self, d: Decision) -> tuple[int, str] | None:
        """The person's option (index and label), or None when the fight moved (undo, take,
        give)."""
        side = self.seats.view_side(d.actor)
        if len(self.seats.humans) > 1 and d.actor != self.last_person:
            self.out.rule(Text(f"{d.actor} (side {side}) to choose"), style="bold")
        self.last_person = d.actor
        view = side_view(self.enc, side) if self.enc.has_fighter(d.actor) else self.enc
        menu = Menu(view, d, self.keys)
        self.draw(menu, full=True)
        while True:
            line = self.read(PROMPT)
            if line is None:
                raise Leave
            outcome = menu.answer(line[:2000])
            if outcome.index is not None:
                return outcome.index, menu.label(outcome.index)
            if outcome.problem:
                self.out.print(Text(outcome.problem + " (? for help)"))
                continue
            if outcome.command:
                done = self.command(outcome, d, menu)
                if done is not None:
                    return None if done < 0 else (done, menu.label(done))
                continue
            self.draw(menu, full=False)

    def command(self, outcome: Outcome, d: Decision, menu: Menu) -> int | None:
        """Run a command; an option index to choose, -1 when the fight moved, else None."""
        word = outcome.command
        if word in ("q", "quit", "exit"):
            raise Leave
        if word in ("?", "h", "help"):
            for line in HELP:
                self.out.print(Text(line))
        elif word in ("m", "map"):
            self.draw(menu, full=True, force_map=True)
        elif word in ("u", "undo"):
            return -1 if self.undo() else None
        elif word in ("take", "give"):
            return self.hand_over(word, outcome.argument, d)
        elif word in ("n", "no", "pass"):
            decline = decline_index(d)
            if decline is None:
                self.out.print(Text("There is nothing to decline here."))
                return None
            if word == "pass":
                if d.kind != "instant":
                    self.out.print(Text("pass is for Instant windows; n declines this once."))
                    return None
                self.instants.set(self.enc, d, "pass")
                self.note("No Instants until something changes (type ask to be asked again).")
            return decline
        elif word == "why":
            missing = techniques_not_offered(self.enc, d)
            if not missing:
                self.out.print(
                    Text(f"Every technique and transformation of {d.actor} is on the menu.")
                )
            for name, reason in missing:
                self.out.print(Text(f"{name}: {reason}"))
        elif word == "ask":
            self.instants.set(self.enc, d, "ask")
            self.note(f"{d.actor} is asked at every Instant window again.")
        return None

    def hand_over(self, word: str, name: str, d: Decision) -> int | None:
        if not name.strip():
            self.out.print(Text(f"{word} whom? Type {word} and a fighter's name or a side letter."))
            return None
        try:
            moved = (
                self.seats.take(self.enc, name)
                if word == "take"
                else self.seats.give(self.enc, name)
            )
        except TenkaichiError as error:
            self.out.print(Text(str(error)))
            return None
        who = "a person" if word == "take" else f"the {bot_words(self.seats.bot)} bot"
        self.note(f"{', '.join(moved)} now played by {who}.")
        self.options.humans = list(self.seats.humans)
        return -1 if not self.seats.human(d.actor) else None

    def undo(self) -> bool:
        people = [i for i, b in enumerate(self.by) if b == "person"]
        if not people:
            self.out.print(Text("No decision of a person to take back."))
            return False
        at = people[-1]
        self.enc = back_to(self.enc, at)
        self.by = self.by[:at]
        d = self.enc.decision
        who = d.actor if d is not None else ""
        self.note(f"Taken back: {who} decides again ({len(self.enc.choices)} choices kept).")
        self.last_map = (-1, "")
        return True

    def gm_prompt(self) -> None:
        while True:
            line = self.read("Game master (Enter: go on; take/give NAME, m, q): ")
            if line is None:
                raise Leave
            word = line.strip().split(None, 1)
            if not word:
                return
            head = word[0].lower()
            if head in ("q", "quit", "exit"):
                raise Leave
            if head in ("m", "map"):
                for text in draw(self.enc, legend=self.legend()):
                    self.out.print(Text(text))
            elif head in ("take", "give") and len(word) > 1:
                try:
                    moved = (self.seats.take if head == "take" else self.seats.give)(
                        self.enc, word[1]
                    )
                except TenkaichiError as error:
                    self.out.print(Text(str(error)))
                    continue
                self.options.humans = list(self.seats.humans)
                who = "a person" if head == "take" else "the bot"
                self.note(f"{', '.join(moved)} now played by {who}.")
            else:
                self.out.print(Text("Press Enter to go on, or: take NAME, give NAME, m, q."))

    # --- drawing ------------------------------------------------------------------------

    def legend(self) -> dict[str, str]:
        out = {}
        for f in self.enc.state.fighters:
            if f.defeated:
                out[f.id] = "down"
            else:
                out[f.id] = f"Life {f.life}/{stats.max_life(self.enc, f)} Ki {f.ki}"
        return out

    def draw(self, menu: Menu, *, full: bool, force_map: bool = False) -> None:
        d = menu.decision
        squares = menu.squares() if menu.map_only() or force_map else {}
        turn = (self.enc.state.round, d.actor)
        want_map = (
            force_map or menu.map_only() or (full and d.kind == "turn" and self.last_map != turn)
        )
        room = PAGE
        if want_map:
            self.last_map = turn if d.kind == "turn" else self.last_map
            marks = suggestions(self.enc, d.actor, sorted(squares)) if menu.map_only() else []
            menu.marks = {s.digit: s.square for s in marks}
            drawn = draw(self.enc, actor=d.actor, marks=squares, digits=marks, legend=self.legend())
            for text in drawn:
                self.out.print(Text(text))
            room = min(max(SCREEN_ROWS - 3 - len(drawn), 5), PAGE)
        elif full:
            self.out.print(Text(self.status(), style="dim"))
        missing = techniques_not_offered(self.enc, d) if full and d.kind == "turn" else []
        if missing:
            names = ", ".join(name for name, _ in missing)
            self.out.print(
                Text(
                    shown(f"Not on the menu now: {names} (type why for the reasons)", WIDTH),
                    style="dim",
                )
            )
            room = max(room - 1, 5)
        rows = menu.lines(room=room)
        notes = [n for n in (menu.breadcrumb(), menu.page_note()) if n]
        title = menu.root.title + (f"  [{'; '.join(notes)}]" if notes else "")
        self.out.print(Text(title, style="bold"))
        for text in rows:
            self.out.print(Text(text))

    def status(self) -> str:
        legend = self.legend()
        return " | ".join(f"{f.id} ({f.side}) {legend[f.id]}" for f in self.enc.state.fighters)

    # --- leaving ------------------------------------------------------------------------

    def snapshot(self) -> Saved:
        if len(self.by) != len(self.enc.choices):  # interrupted inside a choice
            self.enc = back_to(self.enc, len(self.by))
        self.options.humans = list(self.seats.humans)
        return Saved(self.enc, list(self.by), self.options, self.keys, self.instants.to_json())

    def leave(self) -> int:
        self.out.print()
        write(self.path, self.snapshot())
        self.out.print(
            Text(f"Fight saved to {self.path}. Continue it with: tenkaichi resume {self.path}")
        )
        return EXIT_SAVED


__all__ = ["HELP", "PROMPT", "Game", "Leave"]
