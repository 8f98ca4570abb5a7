"""The state of a DBU fight: plain dataclasses that serialise to JSON and back.

A fight is one :class:`EncounterState`: the fighters, the round and turn, the stack of
maneuvers being resolved (frames), the pending decision and the generator state. The engine
(:mod:`tenkaichi.dbu.combat.core.engine`) changes it only through choices and seeded dice.
"""

from __future__ import annotations

import pickle
from dataclasses import dataclass, field
from typing import Any, Literal

from tenkaichi.dbu.combat.core.decision import DECLINING, Decision, Option

Pos = tuple[int, int]
Phase = Literal["setup", "effect", "act", "end", "over"]


@dataclass(slots=True)
class Expiry:
    """When a timed effect ends: at the ``at`` ("start"/"end") of ``who``'s turn, after
    ``count`` such moments; ``at="surprise"`` ends with the surprise round, ``"charge"`` when
    the Energy Charge is released or cancelled; ``"rounds"`` (an effect lasting a number of
    Combat Rounds, made by ``stats.for_combat_rounds``) at the start of ``who``'s turn in
    Combat Round ``round``, or at the end of that round if ``who`` has no turn in it."""

    at: Literal["start", "end", "surprise", "rounds", "charge", "never"]
    who: str = ""
    count: int = 1
    round: int = 0


@dataclass(slots=True)
class Effect:
    """A Combat Condition, State or timed bonus on a fighter, with its source and end."""

    name: str
    source: str
    ends: Expiry
    value: int = 0
    stacks: int = 1
    by: str = ""
    """The fighter who inflicted it (Shaken: cannot move toward them)."""


@dataclass(slots=True)
class ChargeState:
    """An Attacking Maneuver declared through Energy Charge and its charges so far."""

    maneuver: Literal["basic", "signature"]
    profile: str
    foundation: str
    signature: str = ""
    charges: int = 0


@dataclass(slots=True)
class Fighter:
    id: str
    sheet: str
    """Key of the character sheet in the encounter's setup."""
    side: str
    pos: Pos
    life: int
    ki: int
    capacity: int
    initiative: int = 0
    group: str = ""
    master: str = ""
    actions: int = 0
    counters: int = 0
    bonus_actions: int = 0
    """Extra Standard Actions each round from Initiative Advantage."""
    form: str = ""
    """The Form entered ("" in the Normal State)."""
    aura: str = ""
    charge: ChargeState | None = None
    effects: list[Effect] = field(default_factory=list)
    used_round: dict[str, int] = field(default_factory=dict)
    used_encounter: dict[str, int] = field(default_factory=dict)
    profiles_used: list[str] = field(default_factory=list)
    attacks_round: int = 0
    offense_stacks: int = 0
    defense_stacks: int = 0
    threshold: int = 0
    """Health Thresholds currently below: 0 Healthy, 1 Bruised, 2 Injured, 3 Critical."""
    failed_steadfast: list[int] = field(default_factory=list)
    defeated: bool = False
    revived: bool = False
    removed: bool = False
    """Taken out of the fight by the game master (a ruling): its turns pass unseen."""
    departed: bool = False
    """Returned to the Afterlife when a dead character's 24 hours ran out: out for good."""
    living_world_cut: int = 0
    """Minutes taken off a dead character's time in the living world by entering Draining
    transformations (-2 hours per level, seed 000)."""
    lose_next_turn: bool = False
    momentum_round: int = -1
    reduced_momentum_round: int = -1
    reduced_momentum_due: bool = False
    surprised: bool = False
    commanded: bool = False
    last_instant: bool = False
    turn_maneuvers: int = 0
    damage_taken: int = 0
    damage_dealt: int = 0
    # --- battlefield, items and vehicles ---
    carrying: str = ""
    """The id of the Feature held through Terrain Lift (one at a time)."""
    wielding: str = ""
    """The id of the Weapon in hand."""
    items: list[str] = field(default_factory=list)
    """Ids of the Items, Weapons, Accessories and Apparel on this fighter (not in hand)."""
    riding: str = ""
    """The id of the Vehicle or Battle Jacket this fighter is in."""
    # --- team play ---
    entrusted_used: bool = False
    """Entered the Entrusted Special State through Miracle Empowerment this encounter."""
    # --- conditions and States ---
    upkeep: str = ""
    """The last start- or end-of-turn processing done ("round.turn.start"): never twice."""
    # --- transformations (transformations.py) ---
    enhancement: str = ""
    """The Enhancement entered ("" if none); it stacks with the Form."""


@dataclass(slots=True)
class StrikeOutcome:
    """One target's Strike Clash, kept for its Wound Roll: an attack on several targets
    resolves every Clash first, then its Wound on each target it hit (intervene.py)."""

    reaction: str = ""
    hit: bool = False
    defence_score: int = -1
    extra_hits: int = 0
    stand_in: str = ""
    stand_in_mode: str = ""


@dataclass(slots=True)
class AttackFrame:
    """An Attacking Maneuver being resolved, target by target."""

    attacker: str
    source: Literal["basic", "signature", "exploit", "cross_counter", "release"]
    profile: str
    foundation: str
    targets: list[str]
    signature: str = ""
    aim: str = ""
    stage: str = "modifier"
    index: int = 0
    wager: int = 0
    charges: int = 0
    called_shot: str = ""
    vulnerable: str = ""
    """dbu-1 Called Shot at a vulnerable spot: "damage" (+3(T) Damage) or a spot of
    ``attack_wound.CALLED_SHOTS`` (its lasting effect on a hit); "" if none."""
    absorbing: bool = False
    kp: int = 0
    actions: int = 0
    counters: int = 0
    oos: bool = False
    reaction: str = ""
    """The current target's answer: dodge, parry, direct_hit, power_flare, cross_counter, guard."""
    hit: bool = False
    strike_score: int = -1
    crit_strike: bool = False
    wound_score: int = -1
    defence_score: int = -1
    extra_hits: int = 0
    flare_wager: int = 0
    modifier_kp: int = 0
    area: list[Pos] = field(default_factory=list)
    """The squares of an Area of Effect, fixed when the attack is declared."""
    # --- profiles ---
    aim_square: list[int] = field(default_factory=list)
    """[x, y] of the chosen square of a square-aimed Area of Effect (Clearing, Wave)."""
    direction: str = ""
    """Wave's cardinal direction: "north", "east", "south" or "west"."""
    charged_squares: int = 0
    """Squares moved through Charging Assault (Blitz) for this attack."""
    threshold_before: int = 0
    """The current target's Health Threshold before the latest Damage (after-wound hooks)."""
    # --- team play (team.py, intervene.py) ---
    united: list[str] = field(default_factory=list)
    """Allies who joined through United Attack (a Duel reads them for United Duels)."""
    united_wagers: dict[str, int] = field(default_factory=dict)
    """Each United Attack joiner's Ki Wager, added to the Wound Roll."""
    lent: dict[str, int] = field(default_factory=dict)
    """Ranks of Advantages United Attack joiners lent the attack, by Advantage name."""
    stand_in: str = ""
    """Who takes the current target's Wound instead (Intervene: Defense Wall, lost Deflect)."""
    stand_in_mode: str = ""
    """"wall" (+½ Soak, excess to the ally) or "deflect" (+1 Damage Category)."""
    intervened: list[str] = field(default_factory=list)
    """Targets someone already Intervened for in this attack (one Intervene per ally)."""
    last_damage: int = 0
    """The Damage of the latest Wound Roll resolved by this attack."""
    outcomes: dict[str, StrikeOutcome] = field(default_factory=dict)
    """Each target's Clash, by fighter id, until its Wound (a Duel leaves none)."""
    wounding: bool = False
    """Every Clash is resolved; ``index`` now walks the targets for their Wounds."""
    # --- battlefield: Throw (terrain.py) ---
    thrown: str = ""
    """The id of the Feature, Weapon or Item thrown through the Throw Maneuver ("" if none)."""
    thrown_kind: str = ""
    """"feature", "weapon" or "item": a thrown Weapon keeps its Qualities only if Throwing."""
    thrown_rank: int = 0
    """Hardness Rank of the thrown thing (its Collision damage on a hit)."""
    thrown_hit: str = ""
    """The target the thrown thing hit (it lands adjacent to them)."""
    wager_cap: int = -1
    """A maneuver's own Ki Wager cap (Throw: ¼ of current KP, rounded up); -1 for none."""
    unshielded: list[str] = field(default_factory=list)
    """Targets who chose not to hold up a carried piece as a shield against this attack
    (dbu-1 Terrain Lift, editions/dbu1/terrain.py)."""


@dataclass(slots=True)
class MoveFrame:
    mover: str
    path: list[Pos]
    step: int = 0
    rapid: bool = False
    damage_before: int = 0
    exploited: bool = False
    started: bool = False
    """The before-move hooks (Blockade, Triggered: Movement, grapples) have run."""
    cancelled: bool = False
    """A before-move hook stopped the movement before its first square."""
    maneuver: str = "movement"
    """What moves the fighter: the Movement Maneuver, or an effect (Sudden Stop's move)."""
    provokes: bool = True
    """False: leaving a Melee Range on the way provokes no Exploit (High Speed Dash)."""
    # --- grapples (grapple/holds.py) ---
    drags: str = ""
    """The grapple partner dragged along square by square (won Movement-in-a-Grapple Clash)."""
    # --- team play (intervene.py) ---
    mode: str = ""
    """The Movement mode paid for (``MOVE_MODES`` key): Blockade refunds its cost."""
    square_kp: int = 0
    """KP paid for the squares moved beyond the mode's cost (dbu-1's Boosted Movement, 3 KP
    per square beyond Normal Speed): Blockade refunds it too."""


@dataclass(slots=True)
class ExploitFrame:
    """Opponents provoked into a possible Exploit, asked one at a time in Initiative Order."""

    provoker: str
    candidates: list[str]
    reason: str
    index: int = 0
    in_reach: bool = False
    """The provoker counts as within every candidate's reach (it provoked by leaving their
    Melee Range); otherwise the Exploit's Basic Attack keeps its usual range."""


@dataclass(slots=True)
class RecoveryFrame:
    fighter: str
    spent: int
    mode: Literal["heal", "condition"]
    stage: str = "exploit"
    damage_before: int = 0


@dataclass(slots=True)
class ControlFrame:
    """Instantaneous Control: the attacker's target became invalid before the attack landed."""

    attacker: str


@dataclass(slots=True)
class InstantFrame:
    """The window for Instant Maneuvers in response to a Standard Maneuver, asked in
    Initiative Order (Orders of Instance)."""

    actor: str
    trigger: str
    candidates: list[str]
    index: int = 0
    targets: list[str] = field(default_factory=list)
    """Whom the Standard Maneuver attacks, when it is an attack (empty otherwise)."""


@dataclass(slots=True)
class ManeuverFrame:
    """A declared non-attacking Standard Maneuver waiting for the Instant window."""

    actor: str
    option: dict[str, Any]
    stage: str = "instants"


@dataclass(slots=True)
class UpkeepFrame:
    """Start-of-turn choices in the Effect Phase (Aura upkeep, leaving the Spectator state)."""

    fighter: str
    stage: str = "aura"


@dataclass(slots=True)
class ExtFrame:
    """Base of the frames that maneuver modules define (grapples, duels, interventions, ...).
    Each subclass is registered with :func:`tenkaichi.dbu.combat.core.hooks.frame`; the JSON codec
    finds it by its class name."""


Frame = (
    AttackFrame
    | MoveFrame
    | ExploitFrame
    | RecoveryFrame
    | ControlFrame
    | InstantFrame
    | ManeuverFrame
    | UpkeepFrame
    | ExtFrame
)


@dataclass(slots=True)
class Feature:
    """A part of the battlefield (a tree, a boulder, a building) with a Hardness Rank
    (reference section 10): 0 sand/water, 1 wood, 2 stone, 3 metal, 4 reinforced, 5 Katchin."""

    id: str
    pos: Pos
    size: int = 1
    """It occupies size x size squares from ``pos``."""
    hardness: int = 2
    qualities: list[str] = field(default_factory=list)
    carried_by: str = ""
    """Lifted by this fighter (Terrain Lift): off the grid until placed or thrown."""


@dataclass(slots=True)
class Item:
    """A Basic Item, Weapon, Accessory or piece of Apparel in the fight."""

    id: str
    name: str
    kind: Literal["weapon", "item", "accessory", "apparel"] = "item"
    holder: str = ""
    """Who has it ("" when it lies on the ground at ``pos``)."""
    pos: Pos | None = None
    throwing: bool = False
    """A Weapon with the Throwing Weapon Quality keeps its effects when thrown."""
    lost: bool = False
    """Sailed past a failed catch (Toss): gone for this encounter."""
    # --- items (items.py) ---
    integrated: bool = False
    """An Integrated Item: only its Active state matters (No Effort swaps it)."""
    active: bool = False
    """An Integrated Item that is currently Active."""
    ammo: int = 0
    """A Ranged Weapon's shots when full (0: not a Ranged Weapon; dbu-1 Reload)."""
    shots: int = 0
    """Shots left in a Ranged Weapon."""
    worn: int = 0
    """Break Value lost so far (dbu-1: -1 per Throw; the starting value is the setup's)."""


@dataclass(slots=True)
class Vehicle:
    """A Vehicle or Battle Jacket: squares it occupies, its Pilot and passengers."""

    id: str
    name: str
    pos: Pos
    size: int = 2
    seats: int = 2
    pilot: str = ""
    riders: list[str] = field(default_factory=list)
    battle_jacket: bool = False


@dataclass(slots=True)
class Grapple:
    """Two fighters in a Grapple: the roles persist for every later Grapple Check."""

    grappler: str
    grappled: str
    tail: bool = False
    """Tail Restraint: the Grappled cannot Tail Attack in this grapple."""
    pinned: bool = False


@dataclass(slots=True)
class Triggered:
    """A Maneuver delayed through the Triggered Modifier Maneuver, paid already."""

    owner: str
    maneuver: dict[str, Any]
    """The delayed maneuver's option key (as the turn decision would take it)."""
    trigger: Literal["damage", "movement", "attack", "turn_end", "condition"]
    watch: str
    """The Character whose damage, movement, attack or turn end (or condition) fires it."""
    condition: str = ""
    actions: int = 0
    kp: int = 0
    set_round: int = 0
    label: str = ""
    """The delayed maneuver as its option read when it was set ("Basic Attack: Powered ...")."""


@dataclass(slots=True)
class EncounterState:
    fighters: list[Fighter]
    order: list[str]
    """Fighter ids in Initiative Order."""
    width: int
    height: int
    round: int = 0
    surprise_round: bool = False
    turn: int = 0
    phase: Phase = "setup"
    stack: list[Frame] = field(default_factory=list)
    pending: Decision | None = None
    winner: str = ""
    """The winning side, "draw", or "" while the fight goes on."""
    rng_state: list[Any] = field(default_factory=list)
    choices: int = 0
    features: list[Feature] = field(default_factory=list)
    items: list[Item] = field(default_factory=list)
    vehicles: list[Vehicle] = field(default_factory=list)
    grapples: list[Grapple] = field(default_factory=list)
    triggered: list[Triggered] = field(default_factory=list)
    miracle_sides: list[str] = field(default_factory=list)
    """Sides whose member entered the Entrusted Special State through Miracle Empowerment."""
    empowered: dict[str, list[str]] = field(default_factory=dict)
    """This round's Empower declarations: ally id -> empowerers (Miracle Empowerment)."""
    falling: dict[str, str] = field(default_factory=dict)
    """Fighters at 0 Life who are not yet Defeated (Will to Survive), waiting for their
    decision: fighter id -> the Opponent whose Attacking Maneuver put them there ("" if none)."""

    def fighter(self, fid: str) -> Fighter:
        for f in self.fighters:
            if f.id == fid:
                return f
        raise KeyError(fid)

    @property
    def active(self) -> str:
        if self.phase == "over" or not 0 <= self.turn < len(self.order):
            return ""  # between rounds (a Triggered maneuver firing after the last turn)
        return self.order[self.turn]


def copy_state(state: EncounterState) -> EncounterState:
    """An independent copy of a fight's state, the same as ``copy.deepcopy`` makes (shared
    objects stay shared within the copy) but about five times faster: pickle walks the state in
    C where deepcopy walks it in Python, and search, perft and exact odds copy states by the
    thousand. The state holds only plain data (dataclasses, lists, dicts, strings, numbers)."""
    copied: EncounterState = pickle.loads(pickle.dumps(state, pickle.HIGHEST_PROTOCOL))
    return copied


__all__ = [
    "DECLINING",
    "AttackFrame",
    "ChargeState",
    "ControlFrame",
    "Decision",
    "Effect",
    "EncounterState",
    "Expiry",
    "ExploitFrame",
    "ExtFrame",
    "Feature",
    "Fighter",
    "Grapple",
    "InstantFrame",
    "Item",
    "ManeuverFrame",
    "MoveFrame",
    "Option",
    "Phase",
    "Pos",
    "RecoveryFrame",
    "StrikeOutcome",
    "Triggered",
    "UpkeepFrame",
    "Vehicle",
    "copy_state",
]
