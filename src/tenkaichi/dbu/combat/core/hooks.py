"""Extension points of the DBU combat engine.

The core and the rules (turns, maneuvers, attack, reactions, damage) call these hooks at
fixed moments; the maneuver families (grapple, battlefield, team play, duels, items, triggered
maneuvers, ...) register small named functions here when they are imported, so a maneuver is
content plus behaviour, never a special case in the turn loop. Every module that registers
is imported by :mod:`tenkaichi.dbu.combat.content`, which also hands the core its
:class:`Rulebook` (what the core asks of the rules it does not know).

A hook that needs a decision pushes a frame (a subclass of
:class:`~tenkaichi.dbu.combat.core.state.ExtFrame`, registered with :func:`frame`) onto the stack;
the core step that called it has already moved on, so the core resumes when that frame pops.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter
    from tenkaichi.dbu.combat.core.events import Secret
    from tenkaichi.dbu.combat.core.settings import CombatSettings
    from tenkaichi.dbu.combat.core.state import (
        AttackFrame,
        Effect,
        Fighter,
        InstantFrame,
        MoveFrame,
        Option,
    )
    from tenkaichi.dice.result import RollResult

Parts = list[tuple[str, int]]

TurnOptions = Callable[["Encounter", "Fighter"], list["Option"]]
OptionFilter = Callable[["Encounter", str, str, list["Option"]], list["Option"]]
"""(encounter, actor, decision kind, options) -> the options this rule leaves legal."""
SkipHook = Callable[["Encounter", "Fighter"], str]
AutoHitHook = Callable[["Encounter", "AttackFrame", "Fighter", "Fighter"], str]
TargetCheck = Callable[["Encounter", "AttackFrame", "Fighter", "Fighter"], bool]
"""A yes or no about the current target, called with the attacker and the target."""
FighterParts = Callable[["Encounter", "Fighter"], list[tuple[str, int]]]
TurnOptionsAfter = Callable[["Encounter", "Fighter", tuple["Option", ...]], list["Option"]]
"""Extra options of the turn decision for this fighter (check actions and limits yourself)."""
TurnAnswer = Callable[["Encounter", "Fighter", "Option"], None]
ReactionOptions = Callable[["Encounter", "AttackFrame", "Fighter"], list["Option"]]
"""Extra answers a target may give to an attack (after Dodge and the Defend options)."""
ReactionAnswer = Callable[["Encounter", "AttackFrame", "Fighter", "Option"], None]
AttackHook = Callable[["Encounter", "AttackFrame", "Fighter"], None]
"""Called with the attacker."""
TargetHook = Callable[["Encounter", "AttackFrame", "Fighter", "Fighter"], None]
"""Called with the attacker and the current target."""
PartsHook = Callable[["Encounter", "AttackFrame", "Fighter", "Fighter"], Parts]
"""Extra roll parts, called with the attacker and the current target."""
DiceHook = Callable[["Encounter", "AttackFrame", "Fighter", "Fighter"], list[tuple[str, str]]]
"""Extra dice on a roll, as ``(label, dice)`` such as ``("Punching Down", "2d8")``."""
ReachHook = Callable[["Encounter", "AttackFrame", "Fighter", "Fighter", int], tuple[int, str]]
"""(attacker, target, squares so far) -> (squares, note for the log, "" for none)."""
MoveStepHook = Callable[["Encounter", "Fighter", "MoveFrame", tuple[int, int]], None]
"""After each square of a Movement: the mover, the frame and the square it came from."""
LockHook = Callable[["Encounter", "Fighter", str], bool]
"""True if this Combat Condition cannot be removed now (Guard Down while grappled)."""
DamageHook = Callable[["Encounter", "AttackFrame", "Fighter", "Fighter", "DamageMods"], None]
MoveHook = Callable[["Encounter", "Fighter", "MoveFrame"], None]
FighterHook = Callable[["Encounter", "Fighter"], None]
PushHook = Callable[["Encounter", "Fighter", "Fighter | None", Any], None]
"""Called with the fighter to be moved, who moves them, and the forced-movement frame."""
LifeHook = Callable[["Encounter", "Fighter", int, "Fighter | None"], None]
"""Called after a fighter lost Life: (target, amount lost, by whom)."""
EffectHook = Callable[["Encounter", "Fighter", "Effect"], None]
SecretHook = Callable[["Encounter", Callable[[], str]], "list[Secret]"]
"""An event's secret parts (:class:`.events.Secret`); ``said()`` gives its text when needed."""
InstantOptions = Callable[["Encounter", "Fighter", "Fighter"], list["Option"]]
"""Instant Maneuvers ``f`` may use in the window before ``actor``'s Standard Maneuver."""
InstantAnswer = Callable[["Encounter", "Fighter", "Fighter", "Option"], None]
InstantMatters = Callable[["Encounter", "Fighter", "InstantFrame", "Option"], bool]
"""Whether an Instant option could change the outcome if used in this window, now (called
with the fighter who would use it and the window)."""
WagerOptions = Callable[["Encounter", "AttackFrame", "Fighter", int], list["Option"]]
"""Extra answers to the Ki Wager decision (called with the attacker and the usual cap);
answered through ``attack_answers``."""
SidesHook = Callable[["Encounter", "AttackFrame", int], int]
"""(attack, number so far) -> number."""
RolledHook = Callable[["Encounter", "AttackFrame", "Fighter", "RollResult", int], tuple[int, str]]
"""After a Strike or Wound Roll: (roll, score so far) -> (new score, note for the log)."""
HeldHook = Callable[["Encounter", "AttackFrame", "Fighter", "Fighter", int], bool]
"""Before a Wound Roll's Damage: (attacker, who would take it, Wound) -> True to hold it back."""
OptionsEdit = Callable[["Encounter", "Fighter", list["Option"]], list["Option"]]
ModifierEdit = Callable[["Encounter", "AttackFrame", "Fighter", list["Option"]], list["Option"]]
TierHook = Callable[["Encounter", "Fighter", int], int]
"""(fighter, Tier so far) -> Tier."""
StepFn = Callable[["Encounter", Any], None]
AnswerFn = Callable[["Encounter", Any, "Option"], None]


@dataclass(slots=True)
class DamageMods:
    """What decides the Damage of one Wound Roll; damage hooks adjust it in place."""

    wound: int
    category: int
    soak: int
    dr: int
    dr_fraction: float = 1.0
    soak_ignored: int = 0
    reduction: int = 0
    """Damage removed after DR and Soak (Cover: twice the Feature's Hardness Value)."""
    broken: int = 0
    """Soak lost after everything else (Broken); below 0 it adds to the Damage."""
    extra: int = 0
    """Damage added after everything else (Superior: +2(T) from Opponents' attacks)."""
    notes: list[str] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Rulebook:
    """What the core asks of the rules, which it does not know: the rules give it one of these
    when they are loaded (:mod:`tenkaichi.dbu.combat.content`). Every frame, the core's own
    included, is stepped and answered through :attr:`Registry.frames`."""

    settings: Callable[[str], CombatSettings]
    """The settings of an edition (a setup's own settings go on top)."""
    begin: Callable[[Encounter], None]
    """After the encounter's first event: Initiative and surprise."""
    phases: dict[str, Callable[[Encounter], None]]
    """What to do when the stack is empty, by phase: ``setup`` (a new round), ``effect``,
    ``act`` (ask the fighter whose turn it is) and ``end``."""
    answer_turn: TurnAnswer
    """Answer the turn decision (the one asked with an empty stack)."""
    falling: Callable[[Encounter], None]
    """Someone is at 0 Life: they decide first (Will to Survive)."""
    squares: Callable[[Encounter, Fighter], int]
    """How many squares a fighter's side is (their size, in their current form)."""
    melee_reach: Callable[[Encounter, Fighter], int]
    """How far beyond adjacent a fighter's Melee Range reaches."""


@dataclass(slots=True)
class Registry:
    turn_options: list[TurnOptions] = field(default_factory=list)
    turn_options_after: list[TurnOptionsAfter] = field(default_factory=list)
    """Providers that see the turn options already listed (Triggered delays one of them)."""
    turn_answers: dict[str, TurnAnswer] = field(default_factory=dict)
    instant_options: list[InstantOptions] = field(default_factory=list)
    instant_answers: dict[str, InstantAnswer] = field(default_factory=dict)
    instant_matters: dict[str, InstantMatters] = field(default_factory=dict)
    """By option kind: when using that Instant in a window could change the outcome now
    (``reaction_windows``); a kind not listed always could."""
    reaction_options: list[ReactionOptions] = field(default_factory=list)
    reaction_answers: dict[str, ReactionAnswer] = field(default_factory=dict)
    reaction_edits: list[ModifierEdit] = field(default_factory=list)
    """Edit the complete list of a target's answers to an attack (called with the attack and
    the target): Fake Out leaves a fooled target only Dodge and Guard, Encompassing Attack
    raises every Defend option's KP. An option whose args hold ``extra_kp`` costs that much
    more KP when chosen (``extra_for`` says why; :func:`~tenkaichi.dbu.combat.rules.attack.answer`
    pays it)."""
    attack_answers: dict[str, ReactionAnswer] = field(default_factory=dict)
    """Answers to decisions asked on an AttackFrame by a hook (called with the current target)."""
    attack_declared: list[AttackHook] = field(default_factory=list)
    """After the Ki Wager, before the Instant window (United Attack, Triggered: Attack)."""
    after_clash: list[TargetHook] = field(default_factory=list)
    """After a target's Clash, before the Wound Roll (Intervene on a hit, Reflect on a Parry)."""
    wounds_begin: list[AttackHook] = field(default_factory=list)
    """Once every target's Clash is over (kept in ``frame.outcomes``), before the attack's
    first Wound Roll (called with the attacker); a hook may push frames, which resolve first
    (Transformation Flare's out-of-sequence Transformation, families/advantages/flare.py)."""
    duel_opened: list[Callable[[Encounter, AttackFrame, Any, Fighter], None]] = field(
        default_factory=list
    )
    """A target answered an attack with a Duel Maneuver, whose frame is now on the stack, before
    any roll of that Duel (called with the attack, the Duel's frame and that target); a hook may
    push frames, which resolve first (Transformation Flare)."""
    strike_missed: list[TargetCheck] = field(default_factory=list)
    """After a Strike Roll missed the current target, before the rest of its Clash: a hook that
    asks the attacker a decision returns True, and the Clash waits for the answer, which ends
    it through ``attack_clash.end_clash`` (Homing's re-roll, families/advantages/homing.py)."""
    diminishing_spared: list[TargetCheck] = field(default_factory=list)
    """Whether the current target's Dodge adds no Diminishing Defense stacks (Rebound: only
    the first target of a Homing attack gains them)."""
    after_wound: list[TargetHook] = field(default_factory=list)
    """After a target took (or avoided) the Damage of a hit."""
    attack_finished: list[AttackHook] = field(default_factory=list)
    strike_parts: list[PartsHook] = field(default_factory=list)
    defence_parts: list[PartsHook] = field(default_factory=list)
    wound_parts: list[PartsHook] = field(default_factory=list)
    strike_dice: list[DiceHook] = field(default_factory=list)
    """Extra dice on an attack's Strike Roll (Punching Up)."""
    wound_dice: list[DiceHook] = field(default_factory=list)
    """Extra dice on an attack's Wound Roll (Punching Down)."""
    damage: list[DamageHook] = field(default_factory=list)
    wager_options: list[WagerOptions] = field(default_factory=list)
    strike_rolled: list[RolledHook] = field(default_factory=list)
    """After the attacker's Strike Roll (Clearing's floor, Cutting's forced Botch)."""
    wound_rolled: list[RolledHook] = field(default_factory=list)
    """After the attacker's Wound Roll (Cutting's Critical Target 5)."""
    damage_held: list[HeldHook] = field(default_factory=list)
    """Before the Damage of a Wound Roll on one target: the first that returns True holds it
    back, and nothing of the Damage step follows (Delayed keeps the Wound for later)."""
    charge_sides: list[SidesHook] = field(default_factory=list)
    """The Dice Category of an attack's Energy Charge Extra Dice: (attack, sides so far) ->
    sides (Maximum Charge: one Category up)."""
    attack_opened: list[AttackHook] = field(default_factory=list)
    """At Attack Declaration, once the attack is paid and its targets known, before its
    Modifier Maneuvers and Ki Wager (Perfect Strike, Energy Charges an Advantage applies)."""
    capacity_refund: list[SidesHook] = field(default_factory=list)
    """Capacity an attack taken back (Instantaneous Control) gives back: (attack, KP
    refunded) -> Capacity refunded (Perfect Strike spared part of it)."""
    before_move: list[MoveHook] = field(default_factory=list)
    """Before the first square of a Movement Maneuver (Blockade, Triggered: Movement,
    grapples). A hook may set ``frame.cancelled`` or push frames."""
    move_step: list[MoveStepHook] = field(default_factory=list)
    """After each square of a Movement Maneuver (a grapple drags the other fighter along)."""
    condition_locked: list[LockHook] = field(default_factory=list)
    before_push: list[PushHook] = field(default_factory=list)
    """Before a fighter is moved by another's effect (forced movement: Thrust, Launch,
    Launching, Feature Thrust...). A hook may cancel the push or push frames first."""
    knockback_parts: list[PartsHook] = field(default_factory=list)
    """Bonuses to the attacker's Might in a Knockback's Might Clash (Forceful Launch)."""
    knockback_reach: list[ReachHook] = field(default_factory=list)
    """How far a Knockback may push: (squares so far) -> (squares, note) (Forceful Launch,
    Precise Strike)."""
    stagger_parts: list[PartsHook] = field(default_factory=list)
    """Bonuses to the attacker's Might in a Staggering Might Clash (Hefty Stagger)."""
    life_lost: list[LifeHook] = field(default_factory=list)
    ki_lost: list[FighterHook] = field(default_factory=list)
    """After a fighter's current Ki went down (a cost, a transfer, Draining) or a charge was
    taken: dbu-1's Energy Charge stops at 0 Ki (editions/dbu1/charge.py)."""
    effect_gained: list[EffectHook] = field(default_factory=list)
    effect_ended: list[EffectHook] = field(default_factory=list)
    """After a timed effect ran out and was removed (``stats.tick``): Limited's forced exit."""
    turn_started: list[FighterHook] = field(default_factory=list)
    turn_asking: list[FighterHook] = field(default_factory=list)
    """Before a turn's decision is asked (its options are worked out only when read, so what
    settles the state before them runs here): a Vehicle's riders are synced."""
    turn_ended: list[FighterHook] = field(default_factory=list)
    event_secrets: list[SecretHook] = field(default_factory=list)
    """The parts of an event's text that reveal a side's secret (dbu-1 Holding Back): called
    for every event emitted, so each returns at once when its secret is not in the text."""
    round_started: list[Callable[[Encounter], None]] = field(default_factory=list)
    defeated: list[FighterHook] = field(default_factory=list)
    self_heals: list[TurnOptions] = field(default_factory=list)
    """What a fighter at 0 Life could use now to heal themselves back above 0 (Will to
    Survive: a Healing Surge, Undying, Liquid's Healing Surge); answered through
    ``self_heal_answers`` (survival.py)."""
    self_heal_answers: dict[str, TurnAnswer] = field(default_factory=dict)
    # --- conditions and States (conditions.py, states.py) ---
    option_filters: list[OptionFilter] = field(default_factory=list)
    """Narrow the options of any decision (Sleeping, Compelled, Transfigured, Staggered); a
    filter returns the options left, and the engine keeps the unfiltered list if none are."""
    skip_turn: list[SkipHook] = field(default_factory=list)
    """Reasons a standing fighter's turn is skipped (Slowed at 3 stacks); "" for none."""
    upkeep_start: list[FighterHook] = field(default_factory=list)
    """Start-of-turn processing (Damage over Time, Draining), run exactly once per turn of
    every standing fighter, also when the turn is skipped."""
    upkeep_end: list[FighterHook] = field(default_factory=list)
    """End-of-turn processing (Poisoned, Suffocating, Compelled), once per turn."""
    auto_hit: list[AutoHitHook] = field(default_factory=list)
    """Why an attack hits without a Clash (a Sleeping target, a Determined attacker); ""."""
    combat_parts: list[FighterParts] = field(default_factory=list)
    counter_paid: list[FighterHook] = field(default_factory=list)
    """After a Counter Action is spent on a Counter Maneuver (Mindful level 2)."""
    soak_bonus: list[Callable[[Encounter, Fighter], int]] = field(default_factory=list)
    """Soak added by States (Raging level 2)."""
    """Bonuses and penalties on every Combat Roll from conditions and States."""
    frames: dict[type, tuple[StepFn, AnswerFn]] = field(default_factory=dict)
    thrown_reach: list[Callable[[Encounter, Fighter, Fighter], bool]] = field(default_factory=list)
    """Whether a thrown attack still reaches its target (the terrain family's Throw: along
    its line, not Melee Range); one at most."""
    # --- Signature Technique Advantages (families/advantages/moves.py, timing.py) ---
    signature_reach: list[Callable[[Encounter, Fighter, Fighter, str], bool]] = field(
        default_factory=list
    )
    """Whether a Physical Signature Technique (by name) reaches a target out of Melee Range
    (the Charging Assault Advantage: it may rush into reach)."""
    signature_cost: list[Callable[[Encounter, Fighter, str], int]] = field(default_factory=list)
    """KP a Signature Technique's cost changes by (by name), before the adjustments every
    Maneuver's cost takes (Back Flip: -1(T))."""
    exploit_options: list[Callable[[Encounter, Fighter, Fighter, bool], list[Option]]] = field(
        default_factory=list
    )
    """More attacks an Exploit may be made with (called with the exploiter, the provoker and
    whether the provoker is attacked as if still in reach): Exploiting Technique; answered
    through ``exploit_answers``."""
    exploit_answers: dict[str, Callable[[Encounter, Fighter, Fighter, Option], None]] = field(
        default_factory=dict
    )
    cross_counter_options: list[ModifierEdit] = field(default_factory=list)
    """Edit the attacks a Cross Counter may answer with (called with the attack and the
    defender): the Counter Advantage's technique."""
    attack_aiming: list[AttackHook] = field(default_factory=list)
    """At Attack Declaration, before the Modifier Maneuvers, of an attack an ``attack_opened``
    hook put at the ``aim`` stage (called with the attacker): more targets chosen one at a
    time (Splitting). A hook may push frames that ask."""
    signature_area: list[Callable[[Encounter, Fighter, str], str | None]] = field(
        default_factory=list
    )
    """The Area of Effect a Signature Technique (by name) gains when its Profile has none
    (Widespread Assault: ``sphere``, ``line`` or ``cone``); the first that names one counts."""
    signature_aims: list[
        Callable[[Encounter, Fighter, str, str | None, Fighter | None], list[tuple[Any, str]]]
    ] = field(default_factory=list)
    """More aims of a fighter-aimed Signature Technique (called with its name, its Area of
    Effect and the only target allowed, if any), as ``targeting.aims`` gives them: option
    arguments and a label (Controlled Blast: a Cone from a chosen square)."""
    control_options: list[Callable[[Encounter, AttackFrame, Fighter], list[Option]]] = field(
        default_factory=list
    )
    """More answers to Instantaneous Control when a target got out of reach (called with the
    attack and the attacker), answered as ``retarget`` (Homing at 2+ ranks: keep the attack on
    that target)."""
    # --- Signature Technique Advantages on the dice (families/advantages/dice.py) ---
    roll_twice: list[Callable[[Encounter, AttackFrame, Fighter, str], str]] = field(
        default_factory=list
    )
    """Why the attack's Strike or Wound Roll (``"strike"`` or ``"wound"``) is made twice, the
    higher Dice Score kept (Twin Linked); "" if it is made once."""
    combination_strikes: list[Callable[[Encounter, AttackFrame, int], tuple[int, str]]] = field(
        default_factory=list
    )
    """How many extra Strike Rolls the Combination Profile makes after a hit: (attack, number
    so far) -> (number, note for the log) (Alotta Lotta Attacks: one more a rank)."""
    strike_against: list[Callable[[Encounter, AttackFrame, Fighter, Fighter, bool], None]] = field(
        default_factory=list
    )
    """Before the current target's Dodge or Parry is compared with the attack's one Strike
    Roll: set ``frame.strike_score`` to its score against that target (Trick Attack: +2(bT)
    against a target whose Skill Clash it won). Called with the attacker, the target and
    whether the Strike Roll was just made (its score then holds no such change yet)."""
    damage_attribute: list[Callable[[Encounter, AttackFrame, Fighter, str], tuple[str, str]]] = (
        field(default_factory=list)
    )
    """The Attribute whose Modifier the Wound Roll adds: (attack, attacker, ``force`` or
    ``magic`` so far) -> (that or another one, how the roll names it; "" for its name alone)
    (Brutal Blitz: ``agility``)."""
    signature_uncounted: list[Callable[[Encounter, Fighter, str], str]] = field(
        default_factory=list
    )
    """Why a use of a Signature Technique (by name) does not count toward the Signature
    Technique Maneuver's use limit (Low Stakes Attack); "" if it counts."""
    # --- editions (rules/edition.py, editions/dbu1/) ---
    turn_options_final: list[OptionsEdit] = field(default_factory=list)
    """Edit the complete list of turn options (an edition replaces some maneuvers)."""
    modifier_options: list[ModifierEdit] = field(default_factory=list)
    """Edit the Modifier Maneuver options of an attack (dbu-1's 2-Action Called Shot)."""
    tier_adjust: list[TierHook] = field(default_factory=list)
    """Adjust a fighter's current and base Tier of Power (Holding Back lowers both)."""
    kp_cost: list[TierHook] = field(default_factory=list)
    """Adjust the Ki Point cost of a fighter's Maneuver, (fighter, cost so far) -> cost
    (dbu-1 Holding Back at full stacks: -1(bT)); see ``costs.maneuver_kp``."""
    tier_dice_instances: list[Callable[[Encounter, Fighter], int]] = field(default_factory=list)
    """Extra instances of the Tier of Power Extra Dice on a fighter's rolls (Super Saiyan
    Form applies them "an additional time")."""
    # --- what the rules give the core ---
    rulebook: Rulebook | None = None
    declared: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """The declared order of every list of hooks (:mod:`~tenkaichi.dbu.combat.hook_order`)."""
    ordered_at: int = -1
    """How many hooks were registered when they were last put in order."""


REGISTRY = Registry()

F = TypeVar("F", bound=Callable[..., Any])


def frame(cls: type, step: StepFn, answer: AnswerFn) -> None:
    """Register how the engine steps and answers a new frame type."""
    REGISTRY.frames[cls] = (step, answer)


def _answer_in(table: dict[str, Any], kind: str) -> Callable[[F], F]:
    def wrap(fn: F) -> F:
        table[kind] = fn
        return fn

    return wrap


def turn_answer(kind: str) -> Callable[[F], F]:
    """Register what a turn option of this kind does."""
    return _answer_in(REGISTRY.turn_answers, kind)


def reaction_answer(kind: str) -> Callable[[F], F]:
    """Register what a target's answer of this kind to an attack does."""
    return _answer_in(REGISTRY.reaction_answers, kind)


def attack_answer(kind: str) -> Callable[[F], F]:
    """Register an answer to a decision a hook asked on an attack."""
    return _answer_in(REGISTRY.attack_answers, kind)


def instant_answer(kind: str) -> Callable[[F], F]:
    """Register what an Instant Maneuver of this kind does in the Instant window."""
    return _answer_in(REGISTRY.instant_answers, kind)


def extra_parts(
    hooks: list[PartsHook], enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter
) -> Parts:
    out: Parts = []
    for hook in hooks:
        out += hook(enc, frame, a, t)
    return out


def extra_dice(
    hooks: list[DiceHook], enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter
) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for hook in hooks:
        out += hook(enc, frame, a, t)
    return out


def in_edition(edition: str, original: F, replacement: F) -> F:
    """A hook that runs ``replacement`` instead of ``original`` in encounters of ``edition``
    (every hook takes the encounter first)."""

    @functools.wraps(original)  # it keeps the original's name and place in the hook order
    def dispatch(enc: Encounter, *args: Any) -> Any:
        return (replacement if enc.setup.edition == edition else original)(enc, *args)

    return dispatch  # type: ignore[return-value]


def override(table: list[Any] | dict[Any, Any], original: F, edition: str, replacement: F) -> None:
    """Replace a registered hook by ``replacement`` in encounters of ``edition`` only (an
    edition lists its differences; the default behaviour stays registered for the others)."""
    if isinstance(table, list):
        i = table.index(original)
        table[i] = in_edition(edition, original, replacement)
        return
    key = next(k for k, v in table.items() if v is original)
    table[key] = in_edition(edition, original, replacement)


def override_frame(
    cls: type, edition: str, *, step: StepFn | None = None, answer: AnswerFn | None = None
) -> None:
    """Replace how a registered frame type steps and/or answers in encounters of ``edition``."""
    old_step, old_answer = REGISTRY.frames[cls]
    REGISTRY.frames[cls] = (
        in_edition(edition, old_step, step) if step is not None else old_step,
        in_edition(edition, old_answer, answer) if answer is not None else old_answer,
    )


def hook_name(fn: Callable[..., Any]) -> str:
    """A registered hook's name in the declared order: its module under
    ``tenkaichi.dbu.combat`` and its name (``grapple._turn_options``)."""
    module = str(getattr(fn, "__module__", "")).removeprefix("tenkaichi.dbu.combat.")
    return f"{module}.{getattr(fn, '__qualname__', repr(fn))}"


def rulebook() -> Rulebook:
    """The rules the core runs, with every list of hooks in its declared order (put so once
    every module has registered, and again if any registered since)."""
    from tenkaichi.errors import ContentError

    rules = REGISTRY.rulebook
    if rules is None:
        raise ContentError("internal: the DBU rules are not loaded (import tenkaichi.dbu.combat)")
    count = sum(
        len(hooks)
        for hooks in (getattr(REGISTRY, p) for p in REGISTRY.__dataclass_fields__)
        if isinstance(hooks, list)
    )
    if count != REGISTRY.ordered_at:
        order_hooks(REGISTRY, REGISTRY.declared)
        REGISTRY.ordered_at = count
    return rules


def order_hooks(registry: Registry, declared: dict[str, tuple[str, ...]]) -> None:
    """Put every list of hooks in its declared order (:mod:`~tenkaichi.dbu.combat.hook_order`),
    whatever order the modules were imported in. A hook that has no declared place, or a
    declared one that is missing, is a programming error and stops the import."""
    from tenkaichi.errors import ContentError

    for point in registry.__dataclass_fields__:
        hooks = getattr(registry, point)
        if not isinstance(hooks, list):
            continue
        order = declared.get(point, ())
        names = [hook_name(h) for h in hooks]
        if sorted(names) != sorted(order):
            extra = sorted(set(names) - set(order))
            gone = sorted(set(order) - set(names))
            raise ContentError(
                f"internal: the hooks at {point} are not the declared ones in hook_order.py "
                f"(not declared: {', '.join(extra) or 'none'}; declared but not registered: "
                f"{', '.join(gone) or 'none'})"
            )
        rank = {name: i for i, name in enumerate(order)}
        hooks.sort(key=lambda h: rank[hook_name(h)])
