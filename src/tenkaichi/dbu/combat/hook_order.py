"""The declared order of every list of hooks of the DBU combat engine.

Hooks at one point run in the order listed here, whatever order their modules are imported
in (:func:`~tenkaichi.dbu.combat.hooks.order_hooks` sorts them when the content is loaded).
A module that registers a new hook must give it a place here, or loading stops with a line
naming it. Names are ``module.function`` under ``tenkaichi.dbu.combat``; an edition's
replacement (``hooks.override``) keeps the name of the hook it replaces.
"""

from __future__ import annotations

HOOK_ORDER: dict[str, tuple[str, ...]] = {
    "turn_options": (
        "team._empower_options",
        "team._entrusted_options",
        "grapple._turn_options",
        "grapple_moves._turn_options",
        "items._turn_options",
        "vehicles.ride_options",
        "terrain._turn_options",
        "states._turn_options",
        "states._liquid_options",
        "transformations._turn_options",
    ),
    "turn_options_after": ("triggered._offer",),
    "instant_options": (
        "grapple_moves._instant_options",
        "states._instant_options",
        "legacy._stop_in_window",
    ),
    "reaction_options": ("duel._reaction_options",),
    "attack_declared": (
        "team._attack_declared",
        "profile_effects._declared",
        "triggered._on_attack",
        "conditions._compelled_declared",
        "states._surging_charge",
        "holding_back._reveal",
    ),
    "after_clash": (
        "intervene._after_clash",
        "reflect._after_clash",
        "legacy_reactions._offer_shield",
    ),
    "after_wound": (
        "intervene._after_wound",
        "profile_effects._after_wound",
        "terrain._throw_wound",
        "conditions._inflictions",
        "legacy._vulnerable_effect",
        "legacy_reactions._shield_breaks",
    ),
    "attack_finished": (
        "profile_effects._finished",
        "vehicles._sync_after_attack",
        "terrain._throw_finished",
        "legacy._attack_finished",
        "legacy_maneuvers._blitz_finished",
    ),
    "strike_parts": (
        "size._punching_up_called_shot",
        "legacy._called_shot_strike",
        "holding_back._strike_penalty",
    ),
    "defence_parts": (
        "battlefield._cover_dodge",
        "holding_back._defence_penalty",
        "aspects._mindful",
    ),
    "wound_parts": (
        "team._united_wound",
        "profile_effects._wound_parts",
        "states._wound_parts",
        "legacy_maneuvers._blitz_wound",
        "holding_back._wound_penalty",
        "aspects._raging",
    ),
    "strike_dice": ("size._punching_up_dice",),
    "wound_dice": ("size._punching_down_dice",),
    "damage": (
        "battlefield._cover_damage",
        "intervene._damage",
        "size._punching_down_direct",
        "profile_effects._damage",
        "conditions._broken",
        "states._superior_damage",
        "legacy._vulnerable_damage",
        "aspects._armored",
    ),
    "wager_options": ("profile_effects._wager_options",),
    "strike_rolled": ("profile_effects._strike_rolled",),
    "wound_rolled": ("profile_effects._wound_rolled",),
    "before_move": (
        "intervene._before_move",
        "grapple_moves._before_move",
        "triggered._on_move",
    ),
    "move_step": (
        "grapple_moves._move_step",
        "vehicles._move_step",
    ),
    "condition_locked": ("grapple._locked",),
    "before_push": (
        "grapple_moves._before_push",
        "vehicles._before_push",
        "triggered._on_push",
    ),
    "life_lost": (
        "duel_rolls.power_duel_ends",
        "triggered._on_life_lost",
        "conditions._wake",
        "holding_back._threshold",
    ),
    "ki_lost": ("legacy._out_of_ki",),
    "effect_gained": (
        "triggered._on_effect",
        "conditions._on_gain",
        "states._refuse_compelled",
        "legacy._power_up_no_extension",
        "holding_back._risen",
        "transformations._on_effect",
    ),
    "effect_ended": ("aspects._limited",),
    "turn_started": (
        "triggered._on_turn_start",
        "conditions._compelled_turn",
        "legacy_reactions._turn_check",
        "aspects._turn_started",
    ),
    "turn_ended": (
        "grapple._turn_ended",
        "vehicles._sync_after_turn",
        "triggered._on_turn_end",
    ),
    "event_secrets": ("holding_back._secret_parts",),
    "round_started": (
        "grapple._round_started",
        "conditions._round_started",
        "states._round_started",
        "holding_back._ambush",
        "transformations._permit_runs_out",
    ),
    "defeated": (
        "grapple._defeated",
        "vehicles._defeated",
        "triggered._on_defeat",
        "terrain._drop_carried",
    ),
    "self_heals": (
        "survival._healing_surge",
        "survival._undying",
        "survival._liquid",
    ),
    "option_filters": (
        "conditions._narrow",
        "states._narrow",
        "states._unpinnable",
    ),
    "skip_turn": ("conditions._slowed_skip",),
    "upkeep_start": ("conditions._start_of_turn",),
    "upkeep_end": ("conditions._end_of_turn",),
    "auto_hit": (
        "conditions._auto_hit",
        "states._auto_hit",
    ),
    "combat_parts": (
        "conditions._combat_parts",
        "states._combat_parts",
    ),
    "counter_paid": ("states._counter_paid",),
    "soak_bonus": ("states.soak_bonus",),
    "turn_options_final": ("legacy._final_options",),
    "modifier_options": ("legacy._called_shot_option",),
    "tier_adjust": ("holding_back._lower_tier",),
    "kp_cost": ("holding_back._kp_reduction",),
    "tier_dice_instances": ("aspects._super_saiyan",),
}

__all__ = ["HOOK_ORDER"]
