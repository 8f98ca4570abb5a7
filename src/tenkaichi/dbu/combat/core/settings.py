"""Combat settings: every reading of the combat rules the seeds leave open, by name.

Each field is listed with its source in ``docs/assumptions.md`` and declares what it accepts
(a closed set of words, or a number range); :func:`tenkaichi.settings_schema.apply_settings`
checks an edition's or a setup's overrides against it (``docs/dbu.md``, "Settings", lists them
all). An edition or a house rule is a different :class:`CombatSettings`; the default is edition
``dbu-2``.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import ConfigDict, Field
from pydantic.dataclasses import dataclass

from tenkaichi.settings_schema import apply_settings

GRID_MAX = 64
"""The longest side of a DBU battle grid (``EncounterSetup.width`` and ``height``): a distance,
a length or a radius setting is at most this (a longer one reaches no farther on any grid)."""
TN_MAX = 60
"""The highest Target Number a setting may give (the defaults reach 22, Grandmaster)."""
HARDNESS_MAX = 5
"""The highest Hardness Rank (as for a Feature of an encounter file)."""


@dataclass(frozen=True, slots=True, config=ConfigDict(extra="forbid", strict=True))
class CombatSettings:
    """The named settings of a DBU fight; frozen so fights can share them (a validating
    dataclass: the engine reads a setting hundreds of thousands of times a fight, and slots
    keep that as cheap as before)."""

    steadfast_tn: int = Field(default=6, ge=1, le=TN_MAX)
    """Steadfast Check: the check roll (d10 + Tier of Power Extra Dice, Critical and Botch, seed
    000) at or above this at base Tier 1 (S2's number); ``passive_tns`` says whether it rises
    with the Tier."""
    massive_damage: bool = True
    """One hit through several Health Thresholds fails every check but the lowest (S2)."""
    long_range: int = Field(default=9, ge=1, le=GRID_MAX)
    """Targets at this distance or more are at Long Range: -2(bT) Strike (reference 4)."""
    energy_charge_cap: int = Field(default=7, ge=0, le=20)
    """Most Energy Charges an attack benefits from (reference 4, E-new)."""
    cone_length: int = Field(default=5, ge=1, le=GRID_MAX)
    """A Cone Area of Effect reaches this many squares from the attacker (assumption)."""
    line_length: int = Field(default=8, ge=1, le=GRID_MAX)
    """A Line Area of Effect is one square wide and this long (assumption)."""
    stress_test_bonus: int = Field(default=1, ge=0, le=20)
    """Stress Test = 1d10 + this + Power Level + Determination (S1)."""
    reaction_windows: Literal["when-they-matter", "always"] = "when-they-matter"
    """Ask only what matters (issue 31): a reaction window (an Instant window, an Intervene,
    a Blockade...) is offered to a fighter only when some option other than declining could
    change the outcome now, and a decision whose every option declines is answered by the
    engine; ``always`` offers every window with any legal option (the engine before 2026-12)."""
    max_rounds: int = Field(default=0, ge=0, le=1000)
    """0 (the rules): no limit, a fight goes on until one side is overcome (seed 003). A number
    is a simulation's safety stop, not a rule: a fight still going when that many rounds are
    over is stopped (a draw, its log saying so). Bot shells switch it on (``play/safety.py``);
    the table never does."""
    capacity_refresh: Literal["round", "never"] = "round"
    """Capacity refills to its maximum at the start of every Combat Round (S2)."""
    ki_multiplier_scales_current: bool = True
    """Entering a Ki Multiplier form doubles current Ki too; leaving halves it (reference 9)."""
    masterless_minions_act: bool = True
    """A Minion whose Master is not in the fight takes its own turns (reference 3d is silent)."""
    diminishing_offense_after: int = Field(default=3, ge=0, le=20)
    """Every Attacking Maneuver after this many in a round adds Diminishing Offense."""
    physical_needs_melee: bool = True
    """Physical attacks need the target in Melee Range; Energy and Magic reach anywhere."""
    initiative_attribute: Literal["score", "modifier"] = "modifier"
    """Initiative adds half the Agility Modifier (seed 003, the only seed that gives the roll;
    seed 000 derives Aptitudes from Attribute Modifiers) or, as a house rule, half the Agility
    Score (the public site's current edition)."""
    clash_tier_dice: bool = True
    """Clashes outside attacks (Might, Impulsive, Grapple Checks) roll the Tier of Power Extra
    Dice like Combat Rolls (reference 4 defines a Clash as two Dice Scores)."""
    # --- battlefield and forced movement (battlefield.py, forced.py, terrain.py) ---
    character_collision_rank: int = Field(default=2, ge=0, le=HARDNESS_MAX)
    """Hardness Rank of a Character someone is forced into (the rules give none; stone-like)."""
    edge_collision: Literal["stop", "wall"] = "stop"
    """Forced movement reaching the grid edge: stops there without Collision ("stop"), or
    collides as with a wall of Hardness Rank ``edge_collision_rank`` ("wall")."""
    edge_collision_rank: int = Field(default=2, ge=0, le=HARDNESS_MAX)
    """Hardness Rank of the battlefield edge when ``edge_collision`` is "wall"."""
    vehicle_collision_rank: int = Field(default=3, ge=0, le=HARDNESS_MAX)
    """Hardness Rank of a Vehicle or Battle Jacket someone is forced into (metal)."""
    ground_hardness: int = Field(default=2, ge=0, le=HARDNESS_MAX)
    """Hardness Rank of a square of ground lifted with Terrain Lift (setup terrain aside)."""
    throw_wager_cap: Literal["both", "quarter"] = "both"
    """Throw's Ki Wager: at most ¼ of current KP (rounded up) on top of the usual cap of ½
    Max Capacity ("both"), or ¼ of KP instead of the usual cap ("quarter")."""
    throw_range: Literal["might", "unlimited", "force"] = "might"
    """How far Throw reaches: Might squares (how far it could be thrown, seed 001's landing
    rule), or any distance in a clear straight line, or Force Modifier squares (dbu-1)."""
    thrust_prone_rolls: Literal["impulsive_vs_corporeal", "either"] = "impulsive_vs_corporeal"
    """Thrust's Knock Prone Clash "(Impulsive/Corporeal)": the thruster's Impulsive against
    the target's Corporeal (reference 11), or the target picks Impulsive or Corporeal."""
    sudden_stop_move_uses_limit: bool = False
    """The Out-of-Sequence Movement after a Sudden Stop counts toward Movement's [x/Round]
    limit and needs it free (False: it is free of the limit, like other Out-of-Sequence use)."""
    # --- grapples and size (grapple/holds.py, size.py) ---
    grapple_allies: bool = False
    """The Grapple Maneuver may target allies too ("a Character"); by default only Opponents
    ("grabbing an Opponent")."""
    grapple_breaks_beyond_reach: bool = True
    """A grapple ends when its two fighters end up farther apart than the Grappler's Melee
    Range (seed 001 is silent; Pulled In covers anyone still within reach)."""
    grapple_escape_max_actions: int = Field(default=0, ge=0, le=10)
    """Most Actions a Grappled fighter may spend on one Escape: 0 for any number, each after
    the first adding +1(T) (seed 001), or 1 (dbu-1, seed 003: "spend One Action ... to force a
    Grapple Check")."""
    grapple_outsider_moves: Literal["clash", "refused"] = "clash"
    """Forced movement of a Grappled fighter by someone outside the Grapple: a Might Clash
    against the Grappler, won: the push goes on and the Grappled escapes (seed 001, Moving a
    Character), or refused: no such option is offered and any such push does not happen (dbu-1,
    seed 003 "Only the Grappler can be targeted by Maneuvers or effects that would make them
    move any number of squares")."""
    grapple_dodge_beyond_reach: bool = False
    """In a Grapple Check the Grappled must Dodge (not Strike) when the Grappler is outside
    the Grappled's Melee Range (dbu-1, seed 003); seed 001 says "Strike vs Strike/Dodge"."""
    pin_escape: Literal["pin", "grapple"] = "pin"
    """What a Pinned fighter's 1-Action Might Clash against the pinner frees them from
    (reference 7): the Pinned condition only, or the whole grapple."""
    pinned_keeps_counters: bool = True
    """Pinned drops a fighter to 1 Standard Action (reference 7); Counter Actions stay."""
    gigantic_grip: Literal["escape", "escape_and_launch"] = "escape"
    """Which Grapple Checks are "to maintain a grapple" for Gigantic Grip's +1(T) per size
    larger (seed 000): the Grappled's escape checks, or Launch checks too."""
    punching_all_targets: bool = True
    """Punching Up/Down dice on a roll shared by several targets (an Area of Effect) need
    every target to qualify; otherwise the first target decides."""
    # --- items and vehicles (items.py, vehicles.py) ---
    skill_tn_apprentice: int = Field(default=6, ge=1, le=TN_MAX)
    """TN of an Apprentice Skill Check (Toss's catch) at Tier 1; E-new TNs were not found
    (reference 8b/11), so the Difficulty Categories are settings: Apprentice 6, Qualified 10,
    Expert 14, Master 18, Grandmaster 22 (assumption, a 4-step ladder from E-mid's Medium 6).
    Like every Difficulty Level, each rises by +3 per base Tier after the first of the fighter
    making the check (seed 000; ``checks.skill_tn``)."""
    skill_tn_qualified: int = Field(default=10, ge=1, le=TN_MAX)
    """TN of a Qualified Skill Check (assumption, see ``skill_tn_apprentice``)."""
    skill_tn_expert: int = Field(default=14, ge=1, le=TN_MAX)
    """TN of an Expert Skill Check (assumption)."""
    skill_tn_master: int = Field(default=18, ge=1, le=TN_MAX)
    """TN of a Master Skill Check (assumption)."""
    skill_tn_grandmaster: int = Field(default=22, ge=1, le=TN_MAX)
    """TN of a Grandmaster Skill Check (assumption)."""
    skill_bonus: Literal["half_score", "full_score"] = "half_score"
    """Skill Bonus = ½ governing Score (round down) + 2 per rank (S1, with its worked
    example) or the full Score + 2 per rank (S2)."""
    toss_range: Literal["boosted_speed", "any"] = "boosted_speed"
    """How far Toss reaches: a Character within the tosser's Boosted Speed in squares, or
    anyone on the battlefield (seed 001 gives no range)."""
    lost_item_difficulty: Literal["apprentice", "qualified", "expert", "master", "grandmaster"] = (
        "apprentice"
    )
    """The Difficulty Category of the Perception Skill Check that finds an item lost by a
    failed Toss catch (seed 001: "decided by the ARC depending on the terrain")."""
    no_effort_each_type: bool = False
    """The No Effort limit: False, one No Effort Maneuver per Combat Round (seed 001 "No Effort
    Maneuver [1/Round]"); True, each type once per Combat Round (dbu-1, seed 003 "you can only
    perform each type of No Effort Maneuver once per Combat Round")."""
    pickup_reach: int = Field(default=1, ge=0, le=1)
    """No Effort's pick up reaches items this many squares from your footprint: 1 (your square
    or an adjacent one; seed 001 says only "picking up an object") or 0 (only your own square:
    dbu-1, seed 003 "reclaimed by spending an Instant Action while your character is on that
    square")."""
    vehicle_speed: int = Field(default=0, ge=0, le=GRID_MAX)
    """A Vehicle's Normal Speed in squares (Boosted = +2); 0 means it moves at its Pilot's
    Normal and Boosted Speed (seed 001 gives vehicles no Speed)."""
    # --- team play (team.py) ---
    empower_fractions: tuple[Annotated[int, Field(ge=1, le=4)], ...] = Field(
        default=(4, 3, 2, 1), min_length=1, max_length=4, strict=False
    )
    """Empower amounts offered, in quarters of the most you may transfer (4 = all of it);
    1 KP is offered too (every value would be too many options)."""
    minion_empower_divisor: int = Field(default=5, ge=1, le=100)
    """A Minion transfers at most its current Ki divided by this (reference 3d: 1/5)."""
    empower_cap_by_room: bool = False
    """Empower offers no more than the ally can still hold (False: Ki beyond the ally's
    maximum is lost, and transferring the maximum still counts for Miracle Empowerment)."""
    united_reach: Literal["adjacent", "melee"] = "adjacent"
    """Who may join an Ally's attack with United Attack: a fighter on a square adjacent to that
    Ally (seed 001 "while you are on an adjacent Square"), or one whose Melee Range reaches
    the Ally (dbu-1, seed 003 "When an ally within your Melee Range"; a Large joiner reaches
    a square further)."""
    entrusted_extra_action: bool = True
    """Entering Entrusted gives +1 Standard Action at once (reference 9, special-states)."""
    blockade_needs_ally: bool = False
    """Anyone with the mover within their Normal Speed may Blockade (seed 001's Effect names
    no ally). True: only a character with an Ally still standing may (reading the tagline
    "Protect your allies by standing in the way" as a requirement)."""
    intervene_between_slack: int = Field(default=1, ge=0, le=GRID_MAX)
    """A square is "between" ally and attacker when its distance to each adds up to at most
    their distance plus this (1: on or next to a shortest line between them)."""
    # --- duels (duel.py) ---
    duel_wager_tier: Literal["attacker", "target"] = "attacker"
    """Whose base Tier scales the Duel trigger "a Ki Wager of 10(bT) or more": the attacker's
    (who made the wager) or the target's."""
    duel_stop_at_two_wins: bool = True
    """A Duel ends as soon as one side has won 2 Duel Clashes (best of three); False plays all
    three Duel Clashes (and their wagers) even after a 2-0."""
    duel_redo_limit: int = Field(default=0, ge=0, le=100)
    """0 (the rules): a tied Duel Clash other than the third is always redone, wagers refunded
    (seed 001). A number is a simulation's safety stop, not a rule: after that many redos in a
    row one more tie stops the Duel as a third-clash tie would, its log saying so. Bot shells
    switch it on (``play/safety.py``); the table never does."""
    duel_clash_combat_parts: bool = True
    """Duel Clashes take the bonuses and penalties of every Combat Roll (failed Steadfast
    Checks, a Spectator's cheer); False uses only what the Duel Maneuver lists."""
    # --- Triggered and Reflect (triggered.py, reflect.py) ---
    sphere_radius: int = Field(default=3, ge=0, le=GRID_MAX)
    """A Sphere AoE centered on a fighter reaches Opponents within this many squares
    (Triggered's Exploit; the DBU Sphere sizes were not found: assumption)."""
    triggered_optional: bool = True
    """When its trigger occurs, the owner may hold a Triggered Maneuver for a later one
    ("you may use"); False fires it at the first occurrence."""
    triggered_kp_when_set: bool = True
    """A Triggered Maneuver pays the delayed maneuver's KP when it is set (seed 001: "pay the
    Action Cost and KP Cost immediately"); False: only its Actions then, its KP when it fires
    (seed 003 names only the Action Cost)."""
    triggered_others_turn: bool = False
    """True: a Triggered Maneuver fires only during another character's turn (seed 003: "take
    part of your turn during another character's turn"); a trigger in the owner's own turn
    leaves it waiting."""
    # --- profiles (profiles.py, families/profile_effects/); Sphere: ``sphere_radius`` above ---
    minor_sphere_radius: int = Field(default=1, ge=0, le=GRID_MAX)
    """A Minor Sphere (Sweeping, around you) reaches this many squares from your footprint
    (assumption: the squares around you)."""
    wave_centered: bool = False
    """Wave's Line runs from the chosen square in the chosen cardinal direction (False), or
    through it, half of ``line_length`` each side (True)."""
    elemental_min_magic_score: int = Field(default=3, ge=0, le=100)
    """Elemental Profiles need this Magic Score (a Favored Element waives it; dbu-rpg.com)."""
    knockback_directions: Literal["away", "any"] = "away"
    """Knockback pushes the target in a straight line away from you: one of the grid directions
    whose first step increases the distance ("away"), or any of the 8 ("any")."""
    # --- transformations and Breakthrough (transformations.py, aspects.py) ---
    stacked_stress_test: Literal["combined", "own"] = "combined"
    """Entering a Form while in an Enhancement (or the reverse) meets the sum of both Stress
    Test Requirements ("combined", the public FAQ) or only the new one's ("own")."""
    failed_stress_test_exhaustion: bool = False
    """A failed Transformation Stress Test gives Stress Exhaustion until the end of your next
    turn (True) or only fails to transform (False: seed 001 names no penalty)."""
    transformation_switch: bool = True
    """The Transformation Maneuver may move straight from one Form into another (or one
    Enhancement into another), leaving the first; False needs a Revert first."""
    breakthrough_max: int = Field(default=2, ge=0, le=6)
    """Breakthrough raises the current Tier by at most this much (S2 caps it at base + 2)."""
    breakthrough_meets_tier_requirements: bool = True
    """A Tier raised by Breakthrough counts for Tier of Power Requirements (only Ki Point costs
    and Difficulty TNs keep the base Tier, seed 000); False uses the base Tier."""
    # --- durations (stats.for_combat_rounds) ---
    round_effect_turn: Literal["holder", "giver"] = "holder"
    """Whose turn start ends an effect lasting x Combat Rounds (seed 000: "at the start of
    your turn"): the fighter who has the effect ("holder") or the one who gave it ("giver")."""

    # --- edition dbu-1 (seed 003; rules/edition.py, editions/dbu1/) ---
    duel_wager_divisor: int = Field(default=2, ge=1, le=100)
    """A primary duelist's Ki Wager on each Duel Clash is at most Max Capacity divided by this
    (dbu-2: ½, seed 001; dbu-1: ¼ of the Capacity Rate, seed 003)."""
    duel_charge_bonus: int = Field(default=2, ge=0, le=20)
    """A Duel Clash's bonus per Energy Charge, times the Tier (dbu-2: +2(T); dbu-1: +1(T))."""
    legacy_tn_medium: int = Field(default=9, ge=1, le=TN_MAX)
    """TN Medium of a dbu-1 check at base Tier 1 (reference 8b, E-mid ladder, inferred)."""
    legacy_tn_hard: int = Field(default=12, ge=1, le=TN_MAX)
    """TN Hard of a dbu-1 check at base Tier 1 (reference 8b, inferred)."""
    legacy_tn_per_tier: int = Field(default=3, ge=0, le=20)
    """A dbu-1 TN rises by this per base Tier after the first (reference 8b, seed 000)."""
    legacy_athletics: Literal["half_force_score", "force_modifier"] = "half_force_score"
    """The Athletics bonus of dbu-1's Terrain Lift (sheets have no Athletics skill, reference
    11): ½ the Force Score like a Skill Bonus without ranks, or the Force Modifier."""
    legacy_empower_boost: bool = True
    """dbu-1 Empower: always add the optional +10(T) to the Empowerment Roll (it costs nothing,
    and the amount transferred is chosen afterwards anyway)."""
    legacy_vulnerable_spot: bool = True
    """dbu-1 Called Shot: the ARC allows aiming at a vulnerable spot (seed 003 "your ARC may
    allow you to gain a damage bonus of +3(T) or have some lasting effect"), offered as +3(T)
    Damage or one of the five dbu-2 spot effects on a hit; False offers only the plain Called
    Shot."""
    legacy_ambushers_hidden: bool = True
    """dbu-1: fighters who are not surprised, on a side with nobody surprised, start a fight
    that has a surprise round Hidden (seed 003's "notices an enemy without being noticed")."""
    legacy_hidden_reveal: Literal["attack", "never"] = "attack"
    """A Hidden fighter stops being Hidden when it makes an Attacking Maneuver (reference 7,
    S2's ruling), or only through Sense ("never")."""

    # --- readings open to two readings (audit): TNs, Momentum, terrain, items, recovery ---
    passive_tns: Literal["rise", "fixed"] = "rise"
    """A Target Number a rule gives as a number, the Steadfast Check's (``steadfast_tn``) and
    dbu-1 Terrain Lift's (6 + 4 per Hardness Rank): "rise", it is a Passive Opposition TN and
    rises per base Tier after the first (seed 000 "Each Tier of Power after the first increases
    the passive Target Numbers by +3": +3 for Steadfast, ``legacy_tn_per_tier`` for dbu-1's
    Terrain Lift); "fixed", it stays as given at every Tier (only the Difficulty ladders rise)."""
    collision_momentum: Literal["attack", "any", "never"] = "attack"
    """Collision damage and Bonus Momentum (seed 001 "if you knock an Opponent through a Health
    Threshold or Defeat a Minion with an Attacking Maneuver"): "attack", a Collision that is part
    of an Attacking Maneuver (Throw's hit, a Knockback) counts like its Wound's Damage; "any",
    also a Collision from an Opponent's other effect (Thrust, Feature Thrust, Launch) for the
    Threshold; "never", only the Wound's Damage (dbu-1, seed 003 "as a result of the damage
    inflicted from that attack's Wound Roll")."""
    absorbing_while_armed: Literal["allowed", "refused"] = "allowed"
    """Absorbing Attack ("Unarmed Physical Attack") while wielding a Weapon: "allowed", the
    Physical Basic Attack it modifies is made unarmed (a kick, the free hand); "refused", a
    fighter wielding a Weapon makes no Unarmed Physical Attack, so it is not offered."""
    shielding: Literal["after_hit", "whole_attack"] = "after_hit"
    """Terrain Lift's Shielding (seed 001 "If you are hit by an Attacking Maneuver while carrying
    a Feature, apply effects as if you were in Cover"): "after_hit", only what Cover does to a
    hit (2 x Hardness Value off the Damage); "whole_attack", Cover's +2(T) Dodge against the
    Strike as well."""
    no_effort_unsheathing: Literal["one_type", "two_types"] = "one_type"
    """With ``no_effort_each_type`` (dbu-1), drawing and sheathing a Weapon are one type of No
    Effort Maneuver ("one_type": seed 001's entry "Un/Sheathing a Weapon. Put away or draw a
    weapon."), so only one of them each Combat Round, or two types ("two_types")."""
    spectate_alone: Literal["rest", "refused"] = "rest"
    """Spectate after Combat Recovery with no Ally standing to cheer on: "rest", the fighter
    may still enter the Spectator Special State, cheering no one (seed 001 names no Ally); or
    "refused", Spectate is offered only with an Ally to cheer on."""
    legacy_united_duel_rolls: Literal["every", "contested"] = "every"
    """dbu-1 United Attack in a Duel: the ally's higher of Force and Magic goes "onto each of
    their rolls" (seed 003): ``every`` roll of the Duel Maneuver, the winner's final Wound Roll
    included, or only the three ``contested`` Wound Rolls."""

    def with_overrides(self, overrides: dict[str, Any], where: str = "settings") -> CombatSettings:
        """These settings with ``overrides`` applied; a bad name or value names ``where``."""
        return apply_settings(self, overrides, where)


DEFAULT_COMBAT_SETTINGS = CombatSettings()
