"""What the server answers by itself: bots' choices, dice rolled for seats that want digital
dice (and for bots) at a table with physical dice, and a person's answer when the turn timer
runs out and the table passes for them (:mod:`tenkaichi.table.timer`).

Every such answer is logged as an input of the seat it answers for, like a person's, so the
fight replays from its log. Dice the server rolls come from the table's seed and the input's
seq, so the same log gives the same dice.
"""

from __future__ import annotations

import random
from typing import Any

from tenkaichi.dice.rng import MAX_SEED
from tenkaichi.table.log import Entry, Fight, InputKind, step
from tenkaichi.table.policies import auto_answer
from tenkaichi.table.seats import Seat
from tenkaichi.table.seatview import dice_seat
from tenkaichi.table.table_state import TableState

Input = tuple[int, InputKind, dict[str, Any]]
"""(seat id, kind, payload) of one input to log."""


def rolls_for_itself(seat: Seat) -> bool:
    """Whether the server rolls this seat's dice (a bot, or a seat that chose digital dice)."""
    return seat.role == "bot" or seat.dice == "digital"


def server_turn(state: TableState, seat: Seat, timeout: bool = False) -> tuple[list[Input], Fight]:
    """The inputs the server makes for ``seat`` now: a bot's answer (or, when ``timeout``, the
    pass option or a greedy bot's pick), then the dice the fight waits for from it. Returns
    them with the fight after them (with seeded dice, the table's own fight, moved on)."""
    fight = state.fight
    assert fight is not None
    base = (state.seed * 1_000_003 + state.seq) % (MAX_SEED + 1)  # any table seed works
    inputs: list[Input] = []
    in_place = not state.physical
    if not fight.waiting_for_dice and (seat.role == "bot" or timeout):
        enc = fight.enc
        assert enc is not None
        assert enc.decision is not None
        decision = enc.decision
        chosen = state.rules.pass_option(enc) if timeout else None
        if chosen is None:
            kind = "greedy" if timeout else (seat.bot or "random")
            chosen = state.rules.bot_choice(enc, kind, base)
        payload: dict[str, Any] = {"choice": decision.options[chosen].key()}
        if timeout:
            payload["timeout"] = True
        entry = Entry(state.seq, seat.id, state.seq, "choice", payload)
        fight = step(fight, entry, state.rules, state.setup, state.seed, in_place=in_place)
        inputs.append((seat.id, "choice", payload))
    if rolls_for_itself(seat) or timeout:
        dice_rng = random.Random(base)
        control = state.control()
        while fight.waiting_for_dice and dice_seat(fight, state.seats, control).id == seat.id:
            ask = fight.ask
            assert ask is not None
            payload = {
                "dice": [dice_rng.randint(1, sides) for sides in ask.dice],
                "for": ask.who,
                "roll": ask.roll,
            }
            if timeout:
                payload["timeout"] = True
            entry = Entry(state.seq + len(inputs), seat.id, state.seq, "dice", payload)
            fight = step(fight, entry, state.rules, state.setup, state.seed)
            inputs.append((seat.id, "dice", payload))
    return inputs, fight


def policy_turn(state: TableState, seat: Seat) -> tuple[list[Input], Fight] | None:
    """The answer a reaction policy of ``seat`` gives to the pending decision, logged as the
    seat's own choice (marked with the policy, how it reads, and the fighter), with the fight
    after it; ``None`` when no policy answers it (:mod:`tenkaichi.table.policies`)."""
    fight = state.fight
    if fight is None or fight.enc is None or fight.enc.decision is None:
        return None
    decision = fight.enc.decision
    found = auto_answer(
        state.rules.reaction_families, state.book, seat.id, decision, state.turn(), fight.enc
    )
    if found is None:
        return None
    payload: dict[str, Any] = {
        "choice": decision.options[found.index].key(),
        "policy": found.policy.mode,
        "fighter": decision.actor,
        "family": found.policy.family,
        "answer": found.policy.answer,
    }
    entry = Entry(state.seq, seat.id, state.seq, "choice", payload)
    after = step(fight, entry, state.rules, state.setup, state.seed, in_place=not state.physical)
    return [(seat.id, "choice", payload)], after


__all__ = ["Input", "policy_turn", "rolls_for_itself", "server_turn"]
