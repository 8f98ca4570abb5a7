"""Whole fights made from one side's view, for the search bot to play forward.

A :class:`~tenkaichi.dbu.play.sideview.SideView` has no dice and lacks the other sides'
secrets. :func:`determinise` fills both in: a copy of the view's state with fresh dice from a
generator the bot owns (never the fight's own: the view has none), and every secret of another
side sampled from what the view's side may know:

- a Ki Wager another side has committed but not yet revealed in a Duel Clash (seed 001, Ki
  Wagering on a Duel Clash): the wager is drawn between 0 and the most that fighter may wager
  now (their Ki is only spent at the reveal, so the cap is the one they chose under), half the
  time the middle of that range (what a cautious player wagers), else any amount;
- another side's Holding Back (edition dbu-1, seed 003): "as far as an opponent knows, the
  holder fights at full strength", so a fighter who could be holding back (dbu-1, at their
  base Tier, not Defeated) is sampled to be doing so with a small probability
  (:data:`HOLDING_BACK_PRIOR`), with 1 to base-Tier stacks. Nothing the view shows about it
  is read (neither its Instant marks nor a Tier), so the sample never depends on the truth.

Two views that differ only in those secrets give the same worlds for the same generator.
"""

from __future__ import annotations

from tenkaichi.dbu.combat.core.engine import Encounter, new_serial
from tenkaichi.dbu.combat.core.state import Effect, EncounterState, Expiry, copy_state
from tenkaichi.dbu.combat.editions.dbu1.holding_back import HOLDING
from tenkaichi.dbu.combat.families.duel.duel import RULES as DUEL_RULES
from tenkaichi.dbu.combat.families.duel.duel import DuelFrame
from tenkaichi.dbu.combat.families.duel.rolls import sides as duel_sides
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.play.sideview import SideView
from tenkaichi.dice.rng import SeededRng

HOLDING_BACK_PRIOR = 0.1
"""The chance a determinisation gives an Opponent who could be Holding Back (dbu-1) some
stacks of it: a guess (a bot's prior, not a rule)."""
MIDDLE_WAGER_SHARE = 0.5
"""How often a sampled secret Duel wager is the middle of its range (else uniform)."""
WORLD_SEED_LIMIT = 2**31
"""Seeds of the worlds' dice are drawn below this."""


def determinise(view: SideView, rng: SeededRng) -> Encounter:
    """A whole fight consistent with what ``view``'s side knows: the view's state, the other
    sides' secrets sampled (module docstring), and fresh dice, all drawn from ``rng``."""
    world = Encounter.__new__(Encounter)
    world.setup = view.setup
    world.base_setup = view.base_setup
    world.seed = view.seed
    world.serial = new_serial()
    world.settings = view.settings
    world.rng = SeededRng(rng.die(WORLD_SEED_LIMIT) - 1)
    world._derived = view._derived
    world.derived_cache = dict(view.derived_cache)
    world.facts = view.facts
    world.events = []
    world.choices = []
    world.state = copy_state(view.state)
    world._index = view._index
    _sample_duel_wagers(world, view.side, rng)
    _sample_holding_back(world, view.side, rng)
    return world


def _sample_duel_wagers(world: Encounter, side: str, rng: SeededRng) -> None:
    """Every wager committed by another side in a Duel Clash, drawn anew; the committed
    wagers are kept in the order they were asked."""
    for frame in world.state.stack:
        if not isinstance(frame, DuelFrame) or frame.stage != "wager":
            continue
        order = duel_sides(world, frame)
        asked = (order["attacker"] + order["defender"])[: frame.asked]
        committed: dict[str, int] = {}
        for fid in asked:
            f = world.fighter(fid)
            if f.side == side:
                committed[fid] = frame.committed.get(fid, 0)
                continue
            cap = int(DUEL_RULES["wager_cap"](world, frame, f))
            middle = rng.die(1000) <= int(1000 * MIDDLE_WAGER_SHARE)
            committed[fid] = cap // 2 if middle or cap == 0 else rng.die(cap + 1) - 1
        frame.committed = committed


def _sample_holding_back(world: Encounter, side: str, rng: SeededRng) -> None:
    if world.setup.edition != "dbu-1":
        return
    state: EncounterState = world.state
    for f in state.fighters:
        if f.side == side or f.defeated or any(e.name == HOLDING for e in f.effects):
            continue
        d = stats.derived(world, f)
        base = d.base_tier
        if d.tier.value > base or base < 1:
            continue
        if rng.die(1000) > int(1000 * HOLDING_BACK_PRIOR):
            continue
        stacks = rng.die(base)
        f.effects.append(
            Effect(HOLDING, "Holding Back", Expiry("never"), value=f.threshold, stacks=stacks)
        )


__all__ = ["HOLDING_BACK_PRIOR", "determinise"]
