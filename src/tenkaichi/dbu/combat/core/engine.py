"""The DBU encounter engine: seed 003's Combat Step-by-Step on seed 001's action economy.

``Encounter`` holds one fight. It is deterministic: the setup, the seed and the list of
choices decide every event. Whenever a rule lets someone choose, the engine stops with a
:class:`~tenkaichi.dbu.combat.core.state.Decision` (who, and every legal option); :meth:`choose`
applies one option and runs on to the next decision. The state (including the generator)
serialises to JSON at any decision and comes back identical.

Flow: establish positions (:mod:`~tenkaichi.dbu.combat.core.placement`) -> surprise ->
initiative -> (surprise round) -> rounds of turns, each turn an Effect, Act and End phase,
until one side is left standing. :func:`replay` runs a recorded fight again; a snapshot
(:meth:`Encounter.to_json`) comes back through :meth:`Encounter.from_json`.
"""

from __future__ import annotations

import copy
import itertools
import json
from collections.abc import Callable
from typing import Any

from tenkaichi.dbu.combat.core.codec import to_json
from tenkaichi.dbu.combat.core.events import Event, EventKind, recorded
from tenkaichi.dbu.combat.core.grid import gap
from tenkaichi.dbu.combat.core.hooks import REGISTRY, Rulebook, rulebook
from tenkaichi.dbu.combat.core.placement import derive_form, initial_state
from tenkaichi.dbu.combat.core.settings import CombatSettings
from tenkaichi.dbu.combat.core.setup import OLD_RULESET, EncounterSetup, parse_setup
from tenkaichi.dbu.combat.core.snapshot import (
    Record,
    ReplayCache,
    check_record,
    check_snapshot,
    first_difference,
    state_path,
)
from tenkaichi.dbu.combat.core.state import (
    DECLINING,
    Decision,
    EncounterState,
    Fighter,
    Option,
    copy_state,
)
from tenkaichi.dbu.combat.core.view_memo import ViewMemo
from tenkaichi.dbu.derived import Derived
from tenkaichi.dice.physical import PhysicalDice
from tenkaichi.dice.rng import MAX_SEED, ScriptedRng, SeededRng
from tenkaichi.errors import ContentError, DiceValueError, RuleViolation, TenkaichiError
from tenkaichi.files import shorten
from tenkaichi.i18n.catalogue import Msg, Seq
from tenkaichi.words import column_name

Choice = int | dict[str, Any] | Option

_SERIAL = itertools.count(1)


def new_serial() -> int:
    """A number no other encounter, copy or view of this process has (for memos)."""
    return next(_SERIAL)


class Encounter:
    """One DBU fight."""

    view_memo: ViewMemo | None = None
    """Values remembered while a read-only view is read (:mod:`.view_memo`); none here."""

    def __init__(
        self,
        setup: EncounterSetup,
        seed: int,
        *,
        state: EncounterState | None = None,
        dice: list[int] | PhysicalDice | None = None,
    ) -> None:
        rules = rulebook()
        self.setup = setup
        self.base_setup = setup
        """The setup the fight started from (its record's); ``setup`` also holds the sheets
        of fighters a ruling added."""
        self.seed = seed
        self.serial = new_serial()
        self.settings: CombatSettings = rules.settings(setup.edition).with_overrides(
            setup.settings, "setup.settings"
        )
        self.rng: SeededRng | ScriptedRng = SeededRng(seed)
        if isinstance(dice, PhysicalDice):
            self.rng = dice
        elif dice is not None:
            self.rng = ScriptedRng([])
            self.rng.extend(dice)
        self._derived: dict[tuple[str, str, str, int], Derived] = {}
        self.derived_cache: dict[str, tuple[str, str, int, Derived]] = {}
        self.facts: dict[str, Any] = {}
        """What the rules work out once from the setup, which never changes (shared by every
        copy and view of this fight)."""
        self.events: list[Event] = []
        self.choices: list[dict[str, Any]] = []
        if state is None:
            self.state = initial_state(setup)
        else:
            self.state = state
            if state.rng_state and isinstance(self.rng, SeededRng):
                self.rng.setstate(state.rng_state)
        self._index = {f.id: i for i, f in enumerate(self.state.fighters)}

    # --- construction -------------------------------------------------------------------

    @classmethod
    def start(
        cls, setup: EncounterSetup, seed: int = 0, *, dice: list[int] | PhysicalDice | None = None
    ) -> Encounter:
        """Place everyone, determine surprise, roll Initiative and run to the first decision.

        ``dice`` replaces the seeded generator with fixed results (physical dice, or a test
        that needs exact rolls), used in order; :meth:`add_dice` adds more later, and the
        record keeps them all, so the fight replays. A :class:`PhysicalDice` takes dice typed
        at the table a roll at a time, and asks for each roll by name and owner."""
        enc = cls(setup, seed, dice=dice)
        enc._begin()
        enc._advance()
        return enc

    def _begin(self) -> None:
        s = self.state
        placed = Seq(
            tuple(
                Msg.of(
                    "dbu-placed",
                    fighter=f.id,
                    side=f.side,
                    square=Msg.of("dbu-square", square=f"{column_name(f.pos[0])}{f.pos[1] + 1}"),
                )
                for f in s.fighters
            ),
            sep=", ",
        )
        self.emit(
            "encounter_started",
            "",
            Msg.of(
                "dbu-encounter-starts", width=str(s.width), height=str(s.height), fighters=placed
            ),
            width=s.width,
            height=s.height,
            seed=self.seed,
        )
        _rules().begin(self)

    # --- lookups ------------------------------------------------------------------------

    def fighter(self, fid: str) -> Fighter:
        return self.state.fighters[self._index[fid]]

    def index(self, fid: str) -> int:
        return self._index[fid]

    def has_fighter(self, fid: str) -> bool:
        """Whether ``fid`` names a fighter (decisions may be asked of "" between rounds)."""
        return fid in self._index

    def name(self, f: Fighter) -> str:
        return f.id

    def derived(
        self, sheet_key: str, form: str, enhancement: str = "", breakthrough: int = 0
    ) -> Derived:
        key = (sheet_key, form, enhancement, breakthrough)
        found = self._derived.get(key)
        if found is None:
            sheet = self.setup.sheets[sheet_key]
            found = self._derived[key] = derive_form(sheet, form, enhancement, breakthrough)
        return found

    def opponents(self, f: Fighter) -> list[Fighter]:
        return [o for o in self.state.fighters if o.side != f.side and not o.defeated]

    def allies(self, f: Fighter) -> list[Fighter]:
        return [
            o for o in self.state.fighters if o.side == f.side and o is not f and not o.defeated
        ]

    def distance(self, a: Fighter, b: Fighter) -> int:
        squares = _rules().squares
        return gap(a.pos, squares(self, a), b.pos, squares(self, b))

    def in_melee(self, a: Fighter, b: Fighter) -> bool:
        """Is ``b`` within ``a``'s Melee Range (adjacent, plus ``a``'s size reach)?"""
        return self.distance(a, b) <= 1 + _rules().melee_reach(self, a)

    def in_initiative_order(self, fighters: list[Fighter]) -> list[Fighter]:
        rank = {fid: i for i, fid in enumerate(self.state.order)}
        return sorted(fighters, key=lambda f: rank.get(f.id, len(rank)))

    # --- events and decisions -----------------------------------------------------------

    def emit(
        self,
        kind: EventKind,
        who: str,
        text: str | Msg,
        *,
        visible_to: tuple[str, ...] = (),
        **data: Any,
    ) -> None:
        """Record an event; ``visible_to`` names the sides that may see it (empty: everyone).
        The parts of it that reveal a side's secret are marked by the ``event_secrets`` hooks.
        A :class:`Msg` is kept for other languages beside its English text, unless the event
        holds a secret (whose hiding works on the English words)."""
        self.events.append(
            recorded(
                kind,
                who,
                text,
                data,
                self.state.round,
                visible_to,
                lambda said: tuple(s for hook in REGISTRY.event_secrets for s in hook(self, said)),
            )
        )

    def ask(self, actor: str, kind: str, prompt: str | Msg, options: list[Option]) -> None:
        self.state.pending = Decision(actor, kind, prompt, self._narrowed(actor, kind, options))

    def ask_later(
        self, actor: str, kind: str, prompt: str | Msg, build: Callable[[], list[Option]]
    ) -> None:
        """Ask a decision whose options ``build()`` works out only when someone reads them
        (:meth:`Decision.later`): a turn's (it always offers End turn, so the engine never
        needs to read it to skip a window nobody can use)."""
        state = self.state

        def options() -> list[Option]:
            if self.state is not state or state.pending is not decision:
                raise RuleViolation(
                    f"internal: the options of {actor}'s {kind} were read after the fight moved on"
                )
            return self._narrowed(actor, kind, build())

        decision = Decision.later(actor, kind, prompt, options)
        state.pending = decision

    def _narrowed(self, actor: str, kind: str, options: list[Option]) -> list[Option]:
        if not options:
            raise RuleViolation(f"internal: decision {kind} for {actor} has no options")
        for narrow in REGISTRY.option_filters:
            options = narrow(self, actor, kind, options) or options
        return options

    @property
    def decision(self) -> Decision | None:
        return self.state.pending

    @property
    def over(self) -> bool:
        return self.state.phase == "over"

    def choose(self, choice: Choice) -> list[Event]:
        """Apply one legal option (by index, by option, or by its key) and run to the next
        decision. Returns the events it caused. An illegal choice changes nothing."""
        if isinstance(choice, dict) and "ruling" in choice:
            return self.rule(choice["ruling"])
        if isinstance(choice, dict) and "reseed" in choice:
            return self.reseed(choice["reseed"])
        pending = self.state.pending
        if pending is None:
            raise RuleViolation("there is no decision to make: the fight is over")
        option = self._match(pending, choice)
        if isinstance(self.rng, ScriptedRng):
            return self._choose_with_fixed_dice(option)
        return self._apply(option)

    def rule(self, ruling: Any) -> list[Event]:
        """Carry out a game master's ruling (:mod:`tenkaichi.dbu.combat.rulings`), record it
        among the choices as ``{"ruling": ruling}`` and run on. A ruling that does not fit the
        fight changes nothing and raises one line. At a turn's decision the decision is asked
        again (its options follow the new numbers); a fight left with one side standing ends."""
        from tenkaichi.dbu.combat.rulings import apply_ruling

        if self.state.pending is None:
            raise RuleViolation("there is no fight in progress to rule on")
        before = self.clone()
        start = len(self.events)
        try:
            apply_ruling(self, ruling)
        except TenkaichiError:
            self._restore(before)
            raise
        self.state.choices += 1
        self.choices.append({"ruling": ruling})
        s = self.state
        standing = {f.side for f in s.fighters if not f.defeated}
        pending = s.pending
        if len(standing) <= 1:
            s.stack.clear()
            s.pending = None
        elif pending is not None and not s.stack and s.phase == "act" and pending.kind == "turn":
            s.pending = None  # the turn's options follow the new numbers
        elif pending is not None and not self.has_fighter(pending.actor):
            s.pending = None
        if s.pending is None:
            self._advance()
        return self.events[start:]

    def reseed(self, stream: Any) -> list[Event]:
        """Roll the dice to come from a new stream drawn from the fight's seed and ``stream``
        (a table's undo that rolls again); recorded among the choices as ``{"reseed": n}``."""
        if isinstance(stream, bool) or not isinstance(stream, int) or not 0 <= stream < 2**31:
            raise RuleViolation("a new stream of dice is named by a whole number")
        if not isinstance(self.rng, SeededRng):
            raise RuleViolation("this fight's dice are rolled at the table: nothing to roll again")
        mixed = (self.seed * 1_000_003 + (stream + 1) * 2_654_435_761) % (MAX_SEED + 1)
        self.rng = SeededRng(mixed)
        self.state.choices += 1
        self.choices.append({"reseed": stream})
        return []

    def _restore(self, before: Encounter) -> None:
        self.rng = before.rng
        self.state = before.state
        self.events = before.events
        self.choices = before.choices
        self.derived_cache = before.derived_cache
        self.setup = before.setup
        self.facts = before.facts
        self._index = before._index

    def add_sheet(self, key: str, sheet: Any) -> None:
        """Make ``sheet`` a sheet of this fight under ``key`` (a fighter added by a ruling)."""
        if key in self.setup.sheets:
            return
        sheets = {**self.setup.sheets, key: sheet}
        self.setup = self.setup.model_copy(update={"sheets": sheets})
        self.facts = {}

    def add_fighters(self, fighters: list[Fighter]) -> None:
        """Fighters who join the fight (a ruling): the rules worked out from who is in the
        fight are worked out again."""
        self.state.fighters.extend(fighters)
        self._index = {f.id: i for i, f in enumerate(self.state.fighters)}
        self.facts = {}

    def _choose_with_fixed_dice(self, option: Option) -> list[Event]:
        """With fixed dice a choice may need more results than were entered: then the fight
        stays at this decision, unchanged, until :meth:`add_dice` supplies them."""
        before = self.clone()
        try:
            return self._apply(option)
        except DiceValueError:
            self._restore(before)
            raise

    def rolling(self, who: str, what: str) -> None:
        """Name the next roll and the fighter who makes it (``""``: the table), so dice typed
        at the table are asked of that fighter's seat (:mod:`tenkaichi.dice.physical`)."""
        rng = self.rng
        if type(rng) is PhysicalDice:
            rng.label(who, what)

    def add_dice(self, results: list[int]) -> None:
        """Enter more fixed die results (physical dice rolled at the table), used in order
        after those already given. Only a fight started with fixed dice takes them."""
        if not isinstance(self.rng, ScriptedRng):
            raise RuleViolation("this fight rolls its own dice from its seed: it takes no dice")
        if type(self.rng) is PhysicalDice:
            self.rng.add_entry(results)
            return
        self.rng.extend(results)

    def _apply(self, option: Option) -> list[Event]:
        pending = self.state.pending
        assert pending is not None
        start = len(self.events)
        self.state.pending = None
        self.state.choices += 1
        self.choices.append(option.key())
        self._answer(pending, option)
        self._advance()
        return self.events[start:]

    def _answer(self, pending: Decision, option: Option) -> None:
        if self.state.stack:
            frame = self.state.stack[-1]
            REGISTRY.frames[type(frame)][1](self, frame, option)
        else:
            _rules().answer_turn(self, self.fighter(pending.actor), option)

    def _match(self, pending: Decision, choice: Choice) -> Option:
        options = pending.options
        if isinstance(choice, bool):
            raise RuleViolation(f"choice must be an option number, got {choice!r}")
        if isinstance(choice, int):
            if not 0 <= choice < len(options):
                raise RuleViolation(
                    f"option {choice} is out of range: {pending.actor} has options 0 to "
                    f"{len(options) - 1}"
                )
            return options[choice]
        key = choice.key() if isinstance(choice, Option) else choice
        for option in options:
            if option.key() == key:
                return option
        raise RuleViolation(
            f"{json.dumps(key, sort_keys=True)} is not a legal option for {pending.actor} "
            f"({pending.kind})"
        )

    # --- the main loop ------------------------------------------------------------------

    def _advance(self) -> None:
        s = self.state
        rules = _rules()
        guard = 0
        while True:
            while s.pending is None and s.phase != "over":
                guard += 1
                if guard > 100_000:
                    raise RuleViolation("internal: the engine made no progress")
                if s.falling:  # someone at 0 Life decides first (Will to Survive)
                    rules.falling(self)
                    continue
                if self._check_over():
                    break
                if s.stack:
                    frame = s.stack[-1]
                    REGISTRY.frames[type(frame)][0](self, frame)
                    continue
                rules.phases[s.phase](self)
            pending = s.pending
            if pending is None or not self._nothing_to_choose(pending):
                return
            # Every option declines: nobody is asked (reaction_windows); the answer follows
            # from the state, so a replay makes it again without a recorded choice.
            s.pending = None
            self._answer(pending, pending.options[0])

    def _nothing_to_choose(self, pending: Decision) -> bool:
        if pending.build is not None and pending.kind == "turn":
            return False  # a turn always offers End turn: its options stay unread
        return self.settings.reaction_windows == "when-they-matter" and all(
            o.kind in DECLINING for o in pending.options
        )

    def _check_over(self) -> bool:
        """Over when at most one side is left standing ("combat continues to another round
        until one side is overcome", seed 003), or when a simulation's safety limit of rounds
        (setting ``max_rounds``, 0 = none, the default) is passed: a stop that is no rule, a
        draw whose log says so."""
        s = self.state
        standing = {f.side for f in s.fighters if not f.defeated}
        if len(standing) > 1 and not self.safety_stopped:
            return False
        s.stack.clear()
        s.pending = None
        extra: dict[str, Any] = {}
        if len(standing) == 1:
            s.winner = standing.pop()
            text = Msg.of("dbu-side-wins", side=s.winner, n=s.round, count=str(s.round))
        elif not standing:
            s.winner = "draw"
            text = Msg.of("dbu-draw", n=s.round, count=str(s.round))
        else:
            s.winner = "draw"
            limit = self.settings.max_rounds
            text = Msg.of("dbu-safety-stop", n=limit, count=str(limit))
            extra = {"safety_stop": "max_rounds", "limit": limit}
        s.phase = "over"
        self.emit("encounter_ended", "", text, winner=s.winner, rounds=s.round, **extra)
        return True

    @property
    def safety_stopped(self) -> bool:
        """Has the fight passed a simulation's safety limit of rounds (setting ``max_rounds``;
        0, the default, is no limit)?"""
        limit = self.settings.max_rounds
        return bool(limit) and self.state.round > limit

    def on_defeat(self, f: Fighter) -> None:
        """A Defeated fighter drops any charge and aura; their pending maneuvers lapse (the
        ``defeated`` hooks: the first takes away Guard Down and Energy Charge)."""
        f.charge = None
        f.aura = ""
        for hook in REGISTRY.defeated:
            hook(self, f)

    # --- snapshots ----------------------------------------------------------------------

    def memo_key(self) -> tuple[int, int]:
        """Names this encounter (or copy, or view) at this decision: what a memo of values
        computed from the state may be keyed by."""
        return (self.serial, self.state.choices)

    def clone(self) -> Encounter:
        """An independent copy at this decision (generator included) that shares the
        immutable setup: for search (perft, bots that look ahead)."""
        twin = Encounter.__new__(Encounter)
        twin.setup = self.setup
        twin.base_setup = self.base_setup
        twin.seed = self.seed
        twin.serial = new_serial()
        twin.settings = self.settings
        twin.rng = copy.deepcopy(self.rng)
        twin._derived = self._derived
        twin.derived_cache = dict(self.derived_cache)
        twin.facts = self.facts
        twin.events = list(self.events)
        twin.choices = list(self.choices)
        twin.state = copy_state(self.state)
        twin._index = self._index
        return twin

    def record(self) -> dict[str, Any]:
        """What a replay needs: its ruleset (the setup's edition), setup, seed and every
        choice so far."""
        return {
            "ruleset": self.base_setup.edition,
            "setup": self.base_setup.model_dump(mode="json"),
            "seed": self.seed,
            "dice": self.rng.script if isinstance(self.rng, ScriptedRng) else None,
            "choices": list(self.choices),
        }

    def to_json(self) -> dict[str, Any]:
        """The whole state at this point, generator (or fixed dice and how many are used)
        included."""
        data: dict[str, Any]
        if isinstance(self.rng, ScriptedRng):
            data = {"record": self.record(), "state": to_json(self.state)}
            data["dice_used"] = self.rng.used
            return data
        self.state.rng_state = self.rng.getstate()
        data = {"record": self.record(), "state": to_json(self.state)}
        self.state.rng_state = []
        return data

    @classmethod
    def from_json(cls, data: Any) -> Encounter:
        """Load a snapshot (:meth:`to_json`). A snapshot is a cache of its record's replay and
        nothing in its state is believed: the record is replayed (:func:`replay`, with all its
        limits) and the snapshot is refused unless the replayed state is the stored one, field
        for field. The encounter returned is the replayed one, its pending decision and every
        option recomputed. It starts with no events: they are what happens after loading
        (``replay(snapshot["record"])`` gives the whole history)."""
        raw_record, stored, used = check_snapshot(data)
        enc = _replay(raw_record, "snapshot.record")
        if isinstance(enc.rng, ScriptedRng):
            if used is None:
                raise ContentError("snapshot.dice_used: missing (the record rolls fixed dice)")
            if used != enc.rng.used:
                raise ContentError(
                    f"snapshot.dice_used: {used} results, but the replay of its record used "
                    f"{enc.rng.used}"
                )
        elif used is not None:
            raise ContentError("snapshot.dice_used: the record rolls from its seed, not fixed dice")
        where = first_difference(enc.to_json()["state"], stored)
        if where is not None:
            raise ContentError(
                f"{state_path(where)}: does not match the replay of the snapshot's record (the "
                "snapshot was changed, or saved by another version)"
            )
        enc.events = []
        return enc


def _rules() -> Rulebook:
    rules = REGISTRY.rulebook
    assert rules is not None  # an encounter is only made with the rules loaded
    return rules


def replay(record: Any) -> Encounter:
    """Run a recorded fight again from its ruleset, setup, dice source (seed or fixed
    results) and choices. A record is untrusted input: its shape and size are checked first
    (:func:`~tenkaichi.dbu.combat.core.snapshot.check_record`), then each choice must be a legal
    option when it comes, or the record is refused at that choice."""
    return _replay(record, "record")


_REPLAYED: ReplayCache[Encounter] = ReplayCache()
"""Recent replays: loading a fight again a few choices later replays only those choices."""


def _replay(data: Any, where: str) -> Encounter:
    record = check_record(data, where)
    header = record.header()
    resumed = _REPLAYED.longest(header, record.choices)
    if resumed is not None:
        done, cached = resumed
        enc = cached.clone()
    else:
        done, enc = 0, _start(record, where)
    for i in range(done, len(record.choices)):
        key = record.choices[i]
        if enc.decision is None:
            raise ContentError(f"{where}: choice {i} comes after the fight ended")
        try:
            enc.choose(key)
        except TenkaichiError as error:
            raise ContentError(f"{where}: choice {i}: {error}") from None
    _REPLAYED.put(header, record.choices, enc.clone())
    return enc


def _start(record: Record, where: str) -> Encounter:
    setup = parse_setup(record.setup, f"{where}.setup")
    # A record written before the edition was its ruleset's one name says "dbu-2" whatever its
    # edition; its setup says so with a "ruleset" key of its own.
    old = isinstance(record.setup, dict) and "ruleset" in record.setup
    expected = OLD_RULESET if old else setup.edition
    if record.ruleset is not None and record.ruleset != expected:
        raise ContentError(
            f"{where}.ruleset: {shorten(record.ruleset)!r} is not the edition of its setup "
            f"({expected})"
        )
    try:
        return Encounter.start(setup, record.seed, dice=record.dice)
    except ContentError as error:
        raise ContentError(f"{where}: {error}") from None
    except TenkaichiError as error:
        raise ContentError(f"{where}: before the first choice: {error}") from None


__all__ = ["Encounter", "replay"]
