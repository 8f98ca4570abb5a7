"""How a DBU side's view of a fight becomes numbers: the observation of
:class:`~tenkaichi.envs.dbu_env.DbuEnv`.

Three arrays, all ``float32`` and all read from one side's view
(:func:`~tenkaichi.dbu.play.sideview.side_view`), never from the fight itself:

``observation`` (flat, in [0, 1])
    For each fighter slot (the encounter's fighters in setup order, ``FIGHTER_FEATURES`` each):
    its :data:`FIGHTER_SCALARS`, then its side as a one-hot over the sides *relative to the
    observer* (column 0 is the observer's own side, then the others in setup order after it),
    then one bit per known Effect (:data:`EFFECTS`: Combat Conditions, States, timed bonuses)
    and a count of other effects. Then the decision: its kind as a one-hot over
    :data:`DECISION_KINDS` plus "other" (only when the decision is the observer's, else all 0),
    then :data:`GLOBAL_SCALARS`.
``options`` (``max_options`` x ``OPTION_FEATURES``, in [-1, 1])
    Row ``i`` describes option ``i`` of the observer's pending decision (all 0 when the decision
    is not theirs, and below the last option): the option kind as a one-hot over
    :data:`OPTION_KINDS` plus "other"; the fighter it targets (one-hot over fighter slots) and
    any other fighter it names (an ally, a Minion, a watched fighter: another one-hot); the
    square it names (present, x, y) and a push (dx, dy); its numbers (:data:`OPTION_NUMBERS`);
    its cost as the engine computes it (:data:`COST_FEATURES`, from
    :func:`~tenkaichi.dbu.play.option_costs.option_cost`); its yes/no arguments (:data:`FLAGS`);
    and every other word argument (a Profile, a Defend option, a direction, a Signature
    Technique, a Form...) hashed into :data:`VARIANT_BUCKETS` bits.
``action_mask`` (``max_options``, int8)
    1 for each option of the observer's pending decision, up to ``max_options``.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from tenkaichi.dbu.combat.core.state import Decision, Option
from tenkaichi.dbu.combat.families.duel.duel import DuelFrame
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.play.option_costs import option_cost
from tenkaichi.dbu.play.safety import SAFETY_LIMITS
from tenkaichi.dbu.play.sideview import SideView

OPTION_KINDS: tuple[str, ...] = (
    *("arms_attack", "attack", "aura", "blitz", "blockade", "blockade_step", "cancel_charge"),
    *("charge", "charge_attack", "charge_declare", "charging_assault", "clash_roll", "command"),
    *("convert", "cross_attack", "defend", "delay", "destination", "detect_holding_back"),
    *("disarm", "dodge", "drop_aura", "duel", "duel_escape", "duel_join", "duel_primary"),
    *("duel_united", "duel_wager", "empower", "empower_amount", "end_holding_back", "end_turn"),
    *("energy_cancel", "enter_state", "entrusted_attack", "escape_attack", "escape_pin"),
    *("exploit", "fall", "feature_block", "feature_take", "feature_thrust", "find_item", "fire"),
    *("flare_wager", "grapple", "grapple_end", "grapple_escape", "hold", "holding_back"),
    *("intervene", "intervene_attempt", "keep_aura", "keep_inside", "knockback"),
    *("knockback_push", "land", "launch", "launch_direction", "launch_distance", "launch_keep"),
    *("leave_spectator", "leave_state", "legacy_command", "legacy_empower", "legacy_lift"),
    *("legacy_move", "legacy_recover", "legacy_release", "legacy_stop_charge", "life_wager"),
    *("liquid_heal", "modifier", "move", "no_cross", "no_effort", "no_escape", "no_join"),
    *("no_knockback", "no_modifier", "no_plant", "no_spectate", "no_unite", "pass", "pin"),
    *("place", "place_feature", "plant", "power_up", "pull_in", "pull_square", "raging_attack"),
    *("recover", "reflect", "refund", "refuse", "release", "reload", "remove", "rest"),
    *("retarget", "revert", "ride", "ride_square", "sense", "shield", "shoot", "signature"),
    *("spectate", "stand_up", "stay", "sudden_dest", "sudden_move", "sudden_stop", "surge"),
    *("take_back", "terrain_lift", "terrify", "throw", "throw_out", "thrust", "thrust_effect"),
    *("toss", "transform", "treatment", "trigger", "triggered", "united_attack"),
    *("united_wager", "wager", "willing"),
    # Signature Technique Advantages (issue 35)
    *("counter_attack", "counter_technique", "exploit_technique", "final_chance", "hit_and_run"),
    *("lend", "no_advantage_move", "two_step_strike"),
    *("fake_out_attack", "fake_out_technique"),
    *("detonate", "no_personal_bomb", "personal_bomb"),
    *("homing", "let_miss", "rebound"),
    *("express_ticket", "powerbomb", "terrain_slam"),
    *("split_done", "split_target"),
    *("throw_technique",),
)
"""Every kind of option the engine offers (both editions); an unknown kind counts as "other"."""

DECISION_KINDS: tuple[str, ...] = (
    *("aura_upkeep", "blockade", "blockade_step", "charge_attack", "charging_assault"),
    *("clash_roll", "condition_recovery", "control", "cross_counter", "destination"),
    *("duel_escape", "duel_join", "duel_primary", "duel_united", "duel_wager", "empower_amount"),
    *("escape_attack", "exploit", "feature_block", "flare_wager", "give_controls", "instant"),
    *("intervene", "item_square", "knockback", "knockback_push", "land", "launch"),
    *("launch_distance", "modifier", "plantlife", "pull_in", "reaction", "reflect"),
    *("ride_remove", "ride_square", "shield", "spectate", "spectator", "sudden_move"),
    *("sudden_stop", "thrust_effect", "trigger", "triggered_fire", "triggered_maneuver", "turn"),
    *("united_attack", "united_wager", "wager", "will_to_survive"),
    *("advantage_move", "lend_advantage"),
    *("fake_out",),
    *("personal_bomb",),
    *("homing",),
    *("express_ticket", "powerbomb", "terrain_slam"),
    *("split_target",),
    *("transformation_flare",),
)
"""Every kind of decision the engine asks; an unknown kind counts as "other"."""

EFFECTS: tuple[str, ...] = (
    *("blinded", "blitzing", "blockaded", "breakthrough", "broken", "commanded_reserve"),
    *("compelled", "cross_counter", "determined", "dot", "drained", "entrusted"),
    *("escape_effort", "fatigued", "guard_down", "hidden", "hobbled", "holding_back"),
    *("impaired", "impediment", "invisible", "limited", "liquid", "mindful", "multiple_arms"),
    *("no_recovery", "pinned", "poisoned", "power", "prone", "raging", "rapid", "rapid_dodge"),
    *("reckless", "recovering", "shaken", "sleeping", "slowed", "spectator", "staggered"),
    *("stress_exhaustion", "suffocating", "superior", "surging", "transfigured"),
    *("transform_locked", "undying"),
)
"""The effects a fighter may carry that get a bit of their own; others are counted together."""

FIGHTER_SCALARS = (
    *("mine", "acting", "defeated", "x", "y", "life", "ki", "capacity", "tier", "actions"),
    *("counters", "bonus_actions", "threshold", "form", "enhancement", "aura", "charging"),
    *("charges", "surprised", "riding", "wielding", "carrying", "grappled", "loses_next_turn"),
    *("initiative_rank", "turn_now", "duel_wager"),
)
"""Per fighter: on the observer's side; the one deciding now; Defeated; square (x, y over the
grid's size); Life, Ki and Capacity over their maxima; Tier of Power / 10; Standard, Counter
and bonus Actions left / 4; Health Threshold / 3; a Form, an Enhancement or an Aura entered; an
Energy Charge declared and its charges / 5; surprised; in a Vehicle; a Weapon in hand; a
Feature lifted; in a Grapple; loses their next turn; place in Initiative Order (1 first, falling
to 0 for the last); it is this fighter's turn; the secret Ki Wager it has committed in the Duel
Clash under way / Max Capacity (the observer's side only: another side's is not in the view)."""

GLOBAL_SCALARS = (
    *("my_decision", "options", "options_cut", "round", "surprise_round", "stack_depth"),
    *("phase_setup", "phase_effect", "phase_act", "phase_end", "phase_over"),
)
"""The decision is the observer's; its options / ``max_options``; some options lie beyond
``max_options``; the round / the round limit (a safety stop, no rule; without one, / the
simulations' 100, capped at 1); the surprise round; maneuvers being resolved / 10;
the phase of the round as a one-hot."""

FIGHTER_KEYS = ("ally", "fighter", "focus", "minion", "to", "watch")
"""Option arguments that name a fighter other than the target."""
OPTION_NUMBERS = ("kp", "squares", "stacks", "number")
"""An option's Ki Points / the chooser's Max Ki; squares / the grid's longer side; stacks / 5;
any other whole number / 10."""
COST_FEATURES = ("cost_known", "cost_actions", "cost_counters", "cost_kp", "cost_life", "instant")
"""The engine's cost of the option: known (1) or not (0; the Ki cost then counts 0); Standard
and Counter Actions / 3; Ki Points / Max Ki; Life Points / Max Life; an Instant Maneuver."""
FLAGS = ("absorbing", "blitz", "boosted", "full", "ignore", "tail")
"""Yes/no arguments of options (Absorbing, Blitz, Boosted Movement, full, ignore, Tail)."""
VARIANT_BUCKETS = 32
"""Word arguments (``key=value``) are hashed (CRC-32, so the same in every process) into this
many bits."""

ROW_MEMO = 50_000
"""The most option rows an encoder keeps (an option's row depends only on its kind and
arguments, but for its Ki Points and cost)."""

_PHASES = ("setup", "effect", "act", "end", "over")
_OPTION_INDEX = {k: i for i, k in enumerate(OPTION_KINDS)}
_DECISION_INDEX = {k: i for i, k in enumerate(DECISION_KINDS)}
_EFFECT_INDEX = {k: i for i, k in enumerate(EFFECTS)}
_FLAG_INDEX = {k: i for i, k in enumerate(FLAGS)}
_BUCKETS: dict[str, int] = {}

# argument roles
_TARGET, _FIGHTER, _X, _Y, _DX, _DY, _KP, _SQUARES, _STACKS, _FLAG, _NESTED = range(11)
_ROLES = {
    "target": _TARGET,
    **dict.fromkeys(FIGHTER_KEYS, _FIGHTER),
    "x": _X,
    "y": _Y,
    "dx": _DX,
    "dy": _DY,
    "kp": _KP,
    "squares": _SQUARES,
    "stacks": _STACKS,
    **dict.fromkeys(FLAGS, _FLAG),
    "option": _NESTED,
}


def _bucket(text: str) -> int:
    found = _BUCKETS.get(text)
    if found is None:
        found = _BUCKETS[text] = zlib.crc32(text.encode()) % VARIANT_BUCKETS
    return found


def _ratio(value: float, top: float) -> float:
    if top <= 0:
        return 0.0
    r = value / top
    return 0.0 if r < 0 else 1.0 if r > 1 else r


def _signed(value: float, top: float) -> float:
    r = value / top
    return -1.0 if r < -1 else 1.0 if r > 1 else r


@dataclass(frozen=True, slots=True)
class Layout:
    """Where each feature lies, for a fight of ``fighters`` fighters on ``sides`` sides."""

    fighters: int
    sides: int
    max_options: int

    @property
    def fighter_width(self) -> int:
        return len(FIGHTER_SCALARS) + self.sides + len(EFFECTS) + 1

    @property
    def observation_size(self) -> int:
        return self.fighters * self.fighter_width + len(DECISION_KINDS) + 1 + len(GLOBAL_SCALARS)

    @property
    def target_col(self) -> int:
        return len(OPTION_KINDS) + 1

    @property
    def fighter_col(self) -> int:
        return self.target_col + self.fighters

    @property
    def square_col(self) -> int:
        return self.fighter_col + self.fighters

    @property
    def number_col(self) -> int:
        return self.square_col + 5

    @property
    def cost_col(self) -> int:
        return self.number_col + len(OPTION_NUMBERS)

    @property
    def flag_col(self) -> int:
        return self.cost_col + len(COST_FEATURES)

    @property
    def variant_col(self) -> int:
        return self.flag_col + len(FLAGS)

    @property
    def option_width(self) -> int:
        return self.variant_col + VARIANT_BUCKETS


class Encoder:
    """Builds one side's observation arrays from its view (see the module docstring)."""

    def __init__(self, layout: Layout, sides: list[str], *, costs: bool = True) -> None:
        self.layout = layout
        self.sides = sides
        self.costs = costs
        """Fill in each option's cost (:data:`COST_FEATURES`); off, those columns stay 0."""
        self._side_index = {side: i for i, side in enumerate(sides)}
        width = layout.fighter_width
        other = len(FIGHTER_SCALARS) + len(sides) + len(EFFECTS)
        self._value_index = np.array(
            [
                column
                for slot in range(layout.fighters)
                for column in (
                    *range(slot * width, slot * width + len(FIGHTER_SCALARS)),
                    slot * width + other,
                )
            ],
            np.intp,
        )
        """Where each fighter's scalars (and its count of other effects) go."""
        self._rows: dict[Any, npt.NDArray[np.float32]] = {}

    def encode(self, view: SideView) -> dict[str, npt.NDArray[Any]]:
        lay = self.layout
        obs = np.zeros(lay.observation_size, np.float32)
        options = np.zeros((lay.max_options, lay.option_width), np.float32)
        mask = np.zeros(lay.max_options, np.int8)
        state = view.state
        decision = state.pending
        mine = decision is not None and view.fighter(decision.actor).side == view.side
        actor = decision.actor if decision is not None else ""
        self._fighters(view, obs, actor)
        at = lay.fighters * lay.fighter_width
        if decision is not None and mine:
            obs[at + _DECISION_INDEX.get(decision.kind, len(DECISION_KINDS))] = 1.0
        at += len(DECISION_KINDS) + 1
        if decision is not None and mine:
            n = len(decision.options)
            shown = min(n, lay.max_options)
            obs[at] = 1.0
            obs[at + 1] = shown / lay.max_options
            obs[at + 2] = 1.0 if n > shown else 0.0
            mask[:shown] = 1
            self._options(view, decision, options, shown)
        obs[at + 3] = _ratio(state.round, view.settings.max_rounds or SAFETY_LIMITS["max_rounds"])
        obs[at + 4] = 1.0 if state.surprise_round else 0.0
        obs[at + 5] = _ratio(len(state.stack), 10)
        obs[at + 6 + _PHASES.index(state.phase)] = 1.0
        return {"observation": obs, "options": options, "action_mask": mask}

    def _fighters(self, view: SideView, obs: npt.NDArray[np.float32], actor: str) -> None:
        state = view.state
        side_index = self._side_index
        me = side_index[view.side]
        nsides = len(self.sides)
        grappled = {g.grappler for g in state.grapples} | {g.grappled for g in state.grapples}
        order = {fid: i for i, fid in enumerate(state.order)}
        n = len(order)
        wagers: dict[str, int] = {}
        for frame in state.stack:
            if isinstance(frame, DuelFrame):
                for fid, kp in frame.committed.items():
                    wagers[fid] = wagers.get(fid, 0) + kp
        active = state.active
        width, height = state.width, state.height
        fighter_width = self.layout.fighter_width
        side_at = len(FIGHTER_SCALARS)
        effects_at = side_at + nsides
        values: list[float] = []
        ones: list[int] = []
        for slot, f in enumerate(state.fighters[: self.layout.fighters]):
            d = stats.derived(view, f)
            rank = order.get(f.id)
            charge = f.charge
            mine = side_index[f.side]
            max_capacity = stats.max_capacity(view, f)
            row = slot * fighter_width
            ones.append(row + side_at + (mine - me) % nsides)
            other = 0
            for e in f.effects:
                i = _EFFECT_INDEX.get(e.name)
                if i is None:
                    other += 1
                else:
                    ones.append(row + effects_at + i)
            values += (
                1.0 if mine == me else 0.0,
                1.0 if f.id == actor else 0.0,
                1.0 if f.defeated else 0.0,
                _ratio(f.pos[0] + 0.5, width),
                _ratio(f.pos[1] + 0.5, height),
                _ratio(f.life, d.life.value),
                _ratio(f.ki, d.ki.value),
                _ratio(f.capacity, max_capacity),
                _ratio(stats.tier(view, f), 10),
                _ratio(f.actions, 4),
                _ratio(f.counters, 4),
                _ratio(f.bonus_actions, 4),
                _ratio(f.threshold, 3),
                1.0 if f.form else 0.0,
                1.0 if f.enhancement else 0.0,
                1.0 if f.aura else 0.0,
                1.0 if charge is not None else 0.0,
                _ratio(charge.charges, 5) if charge is not None else 0.0,
                1.0 if f.surprised else 0.0,
                1.0 if f.riding else 0.0,
                1.0 if f.wielding else 0.0,
                1.0 if f.carrying else 0.0,
                1.0 if f.id in grappled else 0.0,
                1.0 if f.lose_next_turn else 0.0,
                (n - rank) / n if rank is not None else 0.0,
                1.0 if f.id == active else 0.0,
                _ratio(wagers.get(f.id, 0), max_capacity),
                _ratio(other, 5),
            )
        obs[self._value_index[: len(values)]] = values
        obs[ones] = 1.0

    def _options(
        self, view: SideView, decision: Decision, out: npt.NDArray[np.float32], shown: int
    ) -> None:
        lay = self.layout
        chooser = view.fighter(decision.actor)
        derived = stats.derived(view, chooser)
        max_ki = derived.ki.value
        max_life = derived.life.value
        kp_col = lay.number_col
        c = lay.cost_col
        rows = self._rows
        for i, option in enumerate(decision.options[:shown]):
            args = option.args
            try:
                key: Any = (option.kind, *args.items())
                template = rows.get(key)
            except TypeError:  # an argument is a list or a mapping: not kept
                key, template = None, None
            if template is None:
                template = self._template(view, option)
                if key is not None:
                    if len(rows) >= ROW_MEMO:
                        rows.clear()
                    rows[key] = template
            row = out[i]
            row[:] = template
            kp = args.get("kp")
            if kp is not None:
                row[kp_col] = _ratio(kp, max_ki)
            if not self.costs:
                continue
            cost = option_cost(view, decision, option)
            if cost is not None:
                row[c + 1] = _ratio(cost.actions, 3)
                row[c + 2] = _ratio(cost.counters, 3)
                if cost.kp is not None:
                    row[c] = 1.0
                    row[c + 3] = _ratio(cost.kp, max_ki)
                row[c + 4] = _ratio(cost.life, max_life)
                row[c + 5] = 1.0 if cost.instant else 0.0

    def _template(self, view: SideView, option: Option) -> npt.NDArray[np.float32]:
        """An option's row, but for what depends on the chooser (Ki Points, cost): the same
        for every option with the same kind and arguments, so it is made once."""
        lay = self.layout
        state = view.state
        side = max(state.width, state.height)
        row = np.zeros(lay.option_width, np.float32)
        row[_OPTION_INDEX.get(option.kind, len(OPTION_KINDS))] = 1.0
        for key, value in option.args.items():
            role = _ROLES.get(key)
            if role is None:
                if isinstance(value, str):
                    if view.has_fighter(value):
                        row[lay.fighter_col + view.index(value)] = 1.0
                    else:
                        row[lay.variant_col + _bucket(f"{key}={value}")] = 1.0
                elif isinstance(value, int) and not isinstance(value, bool):
                    row[lay.number_col + 3] = _ratio(value, 10)
            elif role in (_TARGET, _FIGHTER):
                if isinstance(value, str) and view.has_fighter(value):
                    col = lay.target_col if role == _TARGET else lay.fighter_col
                    row[col + view.index(value)] = 1.0
            elif role == _X:
                row[lay.square_col] = 1.0
                row[lay.square_col + 1] = _ratio(value + 0.5, state.width)
            elif role == _Y:
                row[lay.square_col] = 1.0
                row[lay.square_col + 2] = _ratio(value + 0.5, state.height)
            elif role == _DX:
                row[lay.square_col + 3] = _signed(value, side)
            elif role == _DY:
                row[lay.square_col + 4] = _signed(value, side)
            elif role == _SQUARES:
                if isinstance(value, int):
                    row[lay.number_col + 1] = _ratio(value, side)
                elif value:  # a path: its last square is where it ends
                    x, y = value[-1]
                    row[lay.square_col] = 1.0
                    row[lay.square_col + 1] = _ratio(x + 0.5, state.width)
                    row[lay.square_col + 2] = _ratio(y + 0.5, state.height)
            elif role == _STACKS:
                row[lay.number_col + 2] = _ratio(value, 5)
            elif role == _FLAG:
                row[lay.flag_col + _FLAG_INDEX[key]] = 1.0 if value else 0.0
            elif role == _KP:
                continue  # the chooser's Max Ki: filled in per decision
            elif role == _NESTED and isinstance(value, dict):  # a maneuver inside (Triggered)
                for k, v in value.items():
                    if isinstance(v, str):
                        row[lay.variant_col + _bucket(f"{key}.{k}={v}")] = 1.0
        return row


__all__ = [
    "COST_FEATURES",
    "DECISION_KINDS",
    "EFFECTS",
    "FIGHTER_SCALARS",
    "FLAGS",
    "GLOBAL_SCALARS",
    "OPTION_KINDS",
    "OPTION_NUMBERS",
    "VARIANT_BUCKETS",
    "Encoder",
    "Layout",
]
