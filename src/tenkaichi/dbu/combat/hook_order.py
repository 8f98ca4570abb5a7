"""The declared order of every list of hooks of the DBU combat engine.

Hooks at one point run in the order listed here, whatever order their modules are imported
in (:func:`~tenkaichi.dbu.combat.core.hooks.order_hooks` sorts them when the content is loaded).
A module that registers a new hook must give it a place here, or loading stops with a line
naming it. Names are ``module.function`` under ``tenkaichi.dbu.combat``; an edition's
replacement (``hooks.override``) keeps the name of the hook it replaces.
"""

from __future__ import annotations

HOOK_ORDER: dict[str, tuple[str, ...]] = {
    "turn_options": (
        "families.team.team._empower_options",
        "families.team.team._entrusted_options",
        "families.grapple.maneuvers._turn_options",
        "families.grapple.moves._turn_options",
        "families.items.maneuvers._turn_options",
        "families.vehicles.ride_options",
        "families.terrain.maneuvers._turn_options",
        "families.conditions.states._turn_options",
        "families.conditions.states._liquid_options",
        "families.transformations.maneuvers._turn_options",
    ),
    "turn_options_after": ("families.triggered.triggered._offer",),
    "instant_options": (
        "families.grapple.moves._instant_options",
        "families.conditions.states._instant_options",
        "editions.dbu1.charge._stop_in_window",
    ),
    "reaction_options": ("families.duel.duel._reaction_options",),
    "attack_declared": (
        "families.team.team._attack_declared",
        "families.profile_effects.charging._declared",
        "families.triggered.firing._on_attack",
        "families.conditions.conditions._compelled_declared",
        "families.conditions.states._surging_charge",
        "editions.dbu1.holding_back._reveal",
    ),
    "after_clash": (
        "families.team.intervene._after_clash",
        "families.team.reflect._after_clash",
        "editions.dbu1.terrain._offer_shield",
    ),
    "after_wound": (
        "families.team.defense_wall._after_wound",
        "families.profile_effects.aftermath._after_wound",
        "families.terrain.throw._throw_wound",
        "families.conditions.conditions._inflictions",
        "editions.dbu1.called_shot._vulnerable_effect",
        "editions.dbu1.terrain._shield_breaks",
    ),
    "attack_finished": (
        "families.profile_effects.aftermath._finished",
        "families.vehicles._sync_after_attack",
        "families.terrain.throw._throw_finished",
        "editions.dbu1.charge._attack_finished",
        "editions.dbu1.maneuvers._blitz_finished",
    ),
    "strike_parts": (
        "rules.size._punching_up_called_shot",
        "editions.dbu1.called_shot._called_shot_strike",
        "editions.dbu1.holding_back._strike_penalty",
    ),
    "defence_parts": (
        "families.terrain.battlefield._cover_dodge",
        "editions.dbu1.holding_back._defence_penalty",
        "families.transformations.aspects._mindful",
    ),
    "wound_parts": (
        "families.team.team._united_wound",
        "families.profile_effects.roll_effects._wound_parts",
        "families.conditions.states._wound_parts",
        "editions.dbu1.maneuvers._blitz_wound",
        "editions.dbu1.holding_back._wound_penalty",
        "families.transformations.aspects._raging",
    ),
    "strike_dice": ("rules.size._punching_up_dice",),
    "wound_dice": ("rules.size._punching_down_dice",),
    "damage": (
        "families.terrain.battlefield._cover_damage",
        "families.team.defense_wall._damage",
        "rules.size._punching_down_direct",
        "families.profile_effects.roll_effects._damage",
        "families.conditions.conditions._broken",
        "families.conditions.states._superior_damage",
        "editions.dbu1.called_shot._vulnerable_damage",
        "families.transformations.aspects._armored",
    ),
    "wager_options": ("families.profile_effects.roll_effects._wager_options",),
    "strike_rolled": ("families.profile_effects.roll_effects._strike_rolled",),
    "wound_rolled": ("families.profile_effects.roll_effects._wound_rolled",),
    "before_move": (
        "families.team.blockade._before_move",
        "families.grapple.moves._before_move",
        "families.triggered.firing._on_move",
    ),
    "move_step": (
        "families.grapple.moves._move_step",
        "families.vehicles._move_step",
    ),
    "condition_locked": ("families.grapple.holds._locked",),
    "before_push": (
        "families.grapple.moves._before_push",
        "families.vehicles._before_push",
        "families.triggered.firing._on_push",
    ),
    "life_lost": (
        "families.duel.rolls.power_duel_ends",
        "families.triggered.firing._on_life_lost",
        "families.conditions.conditions._wake",
        "editions.dbu1.holding_back._threshold",
    ),
    "ki_lost": ("editions.dbu1.charge._out_of_ki",),
    "effect_gained": (
        "families.triggered.firing._on_effect",
        "families.conditions.conditions._on_gain",
        "families.conditions.states._refuse_compelled",
        "editions.dbu1.rules._power_up_no_extension",
        "editions.dbu1.holding_back._risen",
        "families.transformations.transformations._on_effect",
    ),
    "effect_ended": ("families.transformations.aspects._limited",),
    "turn_started": (
        "families.triggered.firing._on_turn_start",
        "families.conditions.conditions._compelled_turn",
        "editions.dbu1.reactions._turn_check",
        "families.transformations.aspects._turn_started",
    ),
    "turn_ended": (
        "families.grapple.holds._turn_ended",
        "families.vehicles._sync_after_turn",
        "families.triggered.firing._on_turn_end",
    ),
    "event_secrets": ("editions.dbu1.holding_back._secret_parts",),
    "round_started": (
        "families.grapple.holds._round_started",
        "families.conditions.conditions._round_started",
        "families.conditions.states._round_started",
        "editions.dbu1.holding_back._ambush",
        "families.transformations.afterlife._permit_runs_out",
    ),
    "defeated": (
        "rules.stats._lapse",
        "families.grapple.holds._defeated",
        "families.vehicles._defeated",
        "families.triggered.firing._on_defeat",
        "families.terrain.lift._drop_carried",
    ),
    "self_heals": (
        "rules.survival._healing_surge",
        "families.conditions.will_to_survive._undying",
        "families.conditions.will_to_survive._liquid",
    ),
    "option_filters": (
        "families.conditions.conditions._narrow",
        "families.conditions.states._narrow",
        "families.conditions.states._unpinnable",
    ),
    "skip_turn": ("families.conditions.conditions._slowed_skip",),
    "upkeep_start": ("families.conditions.conditions._start_of_turn",),
    "upkeep_end": ("families.conditions.conditions._end_of_turn",),
    "auto_hit": (
        "families.conditions.conditions._auto_hit",
        "families.conditions.states._auto_hit",
    ),
    "combat_parts": (
        "families.conditions.conditions._combat_parts",
        "families.conditions.states._combat_parts",
    ),
    "counter_paid": ("families.conditions.states._counter_paid",),
    "soak_bonus": ("families.conditions.states.soak_bonus",),
    "turn_options_final": ("editions.dbu1.rules._final_options",),
    "modifier_options": ("editions.dbu1.called_shot._called_shot_option",),
    "tier_adjust": ("editions.dbu1.holding_back._lower_tier",),
    "kp_cost": ("editions.dbu1.holding_back._kp_reduction",),
    "tier_dice_instances": ("families.transformations.aspects._super_saiyan",),
    "thrown_reach": ("families.terrain.throw.throw_reaches",),
}

__all__ = ["HOOK_ORDER"]
