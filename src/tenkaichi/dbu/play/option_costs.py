"""What an option costs its chooser, from the engine's own cost functions (never its label).

A :class:`Cost` counts Standard Actions, Counter Actions, Ki Points, Life Points (a Ki Wager
paid with Life) and Karma Points (entering a State). :func:`option_cost` knows the cost of an
attack (its Profile's KP, a Signature Technique's price), a movement mode, an Energy Charge, an
Aura and its upkeep, a Combat Recovery, a Command, a reaction (Defend, Guard, Duel), a Ki Wager
(each option's KP: the menu's first option wagers 0), a Modifier Maneuver, an Instant Maneuver
(a Surge, a State, Multiple Arms' two Counter Actions), an Intervene option's KP, and of every
other maneuver the catalogue (``data/dbu/maneuvers.yaml``) lists with its Action Cost and fixed
KP. A Counter Action the chooser no longer has is paid, as the engine pays it
(``costs.pay_counter``), with a Standard Action converted: the cost says so and from which turn
("1 Action of your coming turn (as a Counter Action)"). Where the engine adds a cost no
function here computes (dbu-1's Boosted Movement), ``kp`` is None rather than a wrong number:
the option's label still tells it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.state import DECLINING, AttackFrame, Decision, Fighter, Option
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.attack_clash import guard_kp
from tenkaichi.dbu.combat.rules.catalog import Maneuver, maneuvers
from tenkaichi.dbu.combat.rules.costs import attack_kp, fixed_kp, maneuver_kp
from tenkaichi.dbu.combat.rules.legality import KIND_MANEUVER, UNCATALOGUED_INSTANTS
from tenkaichi.dbu.combat.rules.movement import movement_cost


@dataclass(frozen=True, slots=True)
class Cost:
    """What choosing an option spends."""

    actions: int = 0
    """Standard Actions."""
    counters: int = 0
    """Counter Actions (a Standard Action is converted when none is left)."""
    kp: int | None = 0
    """Ki Points; None when the engine adds a cost not computed here (the label tells it)."""
    life: int = 0
    """Life Points (a Ki Wager paid with Life)."""
    instant: bool = False
    """An Instant Maneuver: no Action."""
    karma: int = 0
    """Karma Points (entering a State)."""
    converted: int = 0
    """Standard Actions the engine converts into the Counter Actions it takes, when the
    chooser has no Counter Action left (``costs.pay_counter``)."""
    converted_from: str = ""
    """Whose turn those Standard Actions come from, for a person: "your coming turn",
    "this turn" or "this round"."""

    def text(self) -> str:
        """``1 Action, 6 KP``; ``1 Action of your coming turn (as a Counter Action)``;
        ``Instant``; ``free`` when nothing is spent."""
        parts = []
        if self.actions:
            parts.append(_count(self.actions, "Action"))
        if self.counters:
            parts.append(_count(self.counters, "Counter Action"))
        if self.converted:
            parts.append(
                f"{_count(self.converted, 'Action')} of {self.converted_from} "
                f"(as {'a Counter Action' if self.converted == 1 else 'Counter Actions'})"
            )
        if self.instant and not parts:
            parts.append("Instant")
        if self.kp:
            parts.append(f"{self.kp} KP")
        if self.life:
            parts.append(f"{self.life} Life")
        if self.karma:
            parts.append(_count(self.karma, "Karma Point"))
        return ", ".join(parts) if parts else "free"


def _count(n: int, what: str) -> str:
    return f"{n} {what}{'s' if n > 1 else ''}"


def _catalogued(enc: Encounter, kind: str) -> Maneuver | None:
    return maneuvers(enc.setup.edition).get(KIND_MANEUVER.get(kind, kind))


DecisionCostFn = Callable[[Encounter, Fighter, Option], Cost | None]
"""The cost of one option of a decision (the chooser, the option)."""


def _signature_kp(enc: Encounter, f: Fighter, name: str) -> int:
    sig = next(s for s in stats.sheet(enc, f).signatures if s.name == name)
    return attack_kp(enc, f, sig.profile, sig.name)


def _attack(enc: Encounter, f: Fighter, o: Option) -> Cost | None:
    if "signature" in o.args:
        return Cost(actions=1, kp=_signature_kp(enc, f, o.args["signature"]))
    if "profile" not in o.args or "foundation" not in o.args:
        return None  # an attack with a cost of its own (dbu-1's Blitz): the label tells it
    return Cost(actions=1, kp=attack_kp(enc, f, o.args["profile"]))


def _release(enc: Encounter, f: Fighter, o: Option) -> Cost | None:
    c = f.charge
    if c is None:
        return None
    return Cost(actions=1, kp=attack_kp(enc, f, c.profile, c.signature))


def _aura(enc: Encounter, f: Fighter, o: Option) -> Cost | None:
    aura = next((a for a in stats.sheet(enc, f).auras if a.name == o.args.get("aura")), None)
    return None if aura is None else Cost(actions=1, kp=maneuver_kp(enc, f, aura.kp_cost))


def _blitz(enc: Encounter, f: Fighter, o: Option) -> Cost | None:
    from tenkaichi.dbu.combat.editions.dbu1.maneuvers import blitz_kp

    m = _catalogued(enc, "blitz")
    return Cost(actions=m.actions if m else 2, kp=blitz_kp(enc, f, o.args["profile"]))


def _unknown_kp(enc: Encounter, f: Fighter, o: Option) -> Cost | None:
    """The catalogue's Actions; a KP cost the label tells (dbu-1: Boosted Movement, the
    charges of a Release, an Entrusted attack's Full Wager)."""
    base = _from_catalogue(enc, f, o.kind)
    if base is None:
        return None
    boosted = o.kind != "legacy_move" or o.args.get("boosted")
    return Cost(actions=base.actions, counters=base.counters, kp=None if boosted else base.kp)


def _stop_charge(enc: Encounter, f: Fighter, o: Option) -> Cost | None:
    from tenkaichi.dbu.combat.editions.dbu1.charge import stop_kp

    return None if f.charge is None else Cost(instant=True, kp=stop_kp(enc, f))


TURN_COSTS: dict[str, DecisionCostFn] = {
    "attack": _attack,
    "signature": _attack,
    "throw_technique": _attack,  # Throw with a Throwing Technique: 1 Action, its KP
    "release": _release,
    "move": lambda enc, f, o: Cost(actions=1, kp=movement_cost(enc, f, o.args["mode"])),
    "charge": lambda enc, f, o: Cost(actions=1, kp=fixed_kp(enc, f, "energy_charge")),
    "charge_declare": lambda enc, f, o: Cost(actions=1, kp=fixed_kp(enc, f, "energy_charge")),
    "aura": _aura,
    "recover": lambda enc, f, o: Cost(actions=int(o.args["actions"])),
    "command": lambda enc, f, o: Cost(actions=int(o.args["minions"]), instant=True),
    "energy_cancel": lambda enc, f, o: Cost(counters=1),
    "convert": lambda enc, f, o: Cost(actions=1),  # for a Counter Action (its label says so)
    "end_turn": lambda enc, f, o: Cost(),
    "blitz": _blitz,
    "legacy_move": _unknown_kp,
    "legacy_release": lambda enc, f, o: Cost(actions=1, kp=None),
    "legacy_stop_charge": _stop_charge,
    "liquid_heal": lambda enc, f, o: Cost(actions=1),
    "entrusted_attack": lambda enc, f, o: Cost(actions=1, kp=None),
}
"""Turn options whose cost a function of the engine computes (the rest: the catalogue)."""


def _from_catalogue(enc: Encounter, f: Fighter, kind: str) -> Cost | None:
    if kind in UNCATALOGUED_INSTANTS:
        return Cost(instant=True)
    m = _catalogued(enc, kind)
    if m is None:
        return None
    kp = fixed_kp(enc, f, m.id)
    if m.type == "counter":
        return Cost(counters=m.actions, kp=kp)
    return Cost(actions=m.actions, kp=kp, instant=m.type == "instant" or m.actions == 0)


def _reaction(enc: Encounter, f: Fighter, o: Option) -> Cost | None:
    if o.kind == "dodge":
        return Cost()
    if o.kind == "defend":
        frame = enc.state.stack[-1] if enc.state.stack else None
        charges = frame.charges if isinstance(frame, AttackFrame) else 0
        kp = guard_kp(enc, f, charges) if o.args.get("defend") == "guard" else 0
        # an Advantage's surcharge on answering it (Encompassing Attack: +2(bT) a rank)
        return Cost(counters=1, kp=kp + int(o.args.get("extra_kp", 0)))
    if o.kind in ("duel", "duel_join"):
        return _duel(enc, f, o)
    return _from_catalogue(enc, f, o.kind)


def _duel(enc: Encounter, f: Fighter, o: Option) -> Cost | None:
    mode = o.args.get("mode")
    if mode == "basic":
        return Cost(counters=1, kp=attack_kp(enc, f, o.args["profile"]))
    if mode == "signature":
        return Cost(counters=1, kp=_signature_kp(enc, f, o.args["signature"]))
    return Cost(counters=1)


def _wager(enc: Encounter, f: Fighter, o: Option) -> Cost | None:
    kp = int(o.args.get("kp", 0))
    return Cost(life=kp, kp=0) if o.kind == "life_wager" else Cost(kp=kp)


def _modifier(enc: Encounter, f: Fighter, o: Option) -> Cost | None:
    if o.kind == "no_modifier":
        return Cost()
    used = [
        mid
        for mid, on in (
            ("called_shot", o.args.get("called_shot")),
            ("absorbing_attack", o.args.get("absorbing")),
        )
        if on
    ]
    table = maneuvers(enc.setup.edition)
    return Cost(
        actions=sum(table[m].actions for m in used),
        kp=sum(fixed_kp(enc, f, m) for m in used),
    )


def _exploit(enc: Encounter, f: Fighter, o: Option) -> Cost | None:
    if o.kind == "pass" or "profile" not in o.args:
        return None
    return Cost(counters=1, kp=attack_kp(enc, f, o.args["profile"]))


def _state(enc: Encounter, f: Fighter, o: Option) -> Cost:
    from tenkaichi.dbu.sheet import SPECIAL_STATES

    return Cost(instant=True, karma=0 if o.args.get("state") in SPECIAL_STATES else 1)


def _basic_kp(enc: Encounter, f: Fighter, o: Option) -> int:
    return attack_kp(enc, f, o.args["profile"]) if "profile" in o.args else 0


INSTANT_COSTS: dict[str, DecisionCostFn] = {
    "enter_state": _state,
    "arms_attack": lambda enc, f, o: Cost(counters=2, kp=_basic_kp(enc, f, o)),
    "raging_attack": lambda enc, f, o: Cost(instant=True, kp=_basic_kp(enc, f, o)),
    "legacy_stop_charge": _stop_charge,
}
"""Instant Maneuvers whose cost is not the catalogue's alone (Karma, an attack's KP, the two
Counter Actions of Multiple Arms, which the engine takes without converting an Action)."""


def _instant(enc: Encounter, f: Fighter, o: Option) -> Cost | None:
    compute = INSTANT_COSTS.get(o.kind)
    if compute is not None:
        return compute(enc, f, o)
    return _from_catalogue(enc, f, o.kind)


def _aura_upkeep(enc: Encounter, f: Fighter, o: Option) -> Cost | None:
    if o.kind != "keep_aura":
        return Cost()
    a = stats.aura(enc, f)
    return None if a is None else Cost(kp=a.kp_cost // 2)


def _intervene(enc: Encounter, f: Fighter, o: Option) -> Cost | None:
    """An Intervene option: 1 Counter Action and the option's KP (``use_intervene``); in dbu-1
    the attempt pays the Counter Action, the option chosen after its Save only the KP."""
    from tenkaichi.dbu.combat.families.team.intervene import INTERVENE_KP, intervene_kp

    if o.kind == "intervene_attempt":
        return Cost(counters=1)
    kind = str(o.args.get("option", ""))
    base = "deflect" if kind == "deflect" else kind.replace("_swap", "")
    if base not in INTERVENE_KP:
        return None
    kp = intervene_kp(enc, f, base)
    top = enc.state.stack[-1] if enc.state.stack else None
    after_save = getattr(top, "kind", "") == "intervene_choice"
    return Cost(counters=0 if after_save else 1, kp=kp)


def _by_option(costs: dict[str, Cost]) -> DecisionCostFn:
    return lambda enc, f, o: costs.get(o.kind)


def _paid_when(enc: Encounter, f: Fighter) -> str:
    s = enc.state
    if s.active == f.id:
        return "this turn"
    if f.id in s.order and s.order.index(f.id) > s.turn:
        return "your coming turn"
    return "this round"


def _counters_paid(enc: Encounter, f: Fighter, cost: Cost | None) -> Cost | None:
    """The Counter Actions the chooser lacks are Standard Actions converted (seed 001; the
    engine's ``costs.pay_counter``): say which."""
    if cost is None or cost.counters <= max(0, f.counters):
        return cost
    short = cost.counters - max(0, f.counters)
    return replace(
        cost, counters=cost.counters - short, converted=short, converted_from=_paid_when(enc, f)
    )


DECISION_COSTS: dict[str, DecisionCostFn] = {
    "reaction": _reaction,
    "wager": _wager,
    "flare_wager": _wager,
    "united_wager": _wager,
    "duel_wager": _wager,
    "empower_amount": _wager,
    "modifier": _modifier,
    "exploit": _exploit,
    "duel_join": _reaction,
    "instant": _instant,
    "intervene": _intervene,
    "cross_counter": lambda enc, f, o: Cost(kp=_basic_kp(enc, f, o)),
    "clash_roll": lambda enc, f, o: Cost(),
    "feature_block": _by_option({"feature_block": Cost(counters=1), "feature_take": Cost()}),
    "knockback": _by_option({"knockback": Cost(), "no_knockback": Cost()}),
    "thrust_effect": lambda enc, f, o: Cost(),
    "shield": lambda enc, f, o: Cost(),
    "aura_upkeep": _aura_upkeep,
    "spectate": lambda enc, f, o: Cost(actions=f.actions) if o.kind == "spectate" else Cost(),
    "spectator": lambda enc, f, o: Cost(actions=f.actions) if o.kind == "rest" else Cost(),
    "condition_recovery": lambda enc, f, o: Cost(),  # paid with the Combat Recovery
    "charge_attack": lambda enc, f, o: Cost(),  # paid with the Energy Charge declared
    "will_to_survive": lambda enc, f, o: (
        Cost() if o.kind == "fall" else _from_catalogue(enc, f, o.kind)
    ),
}
"""Decisions other than the turn whose options' costs a function computes."""
PASSING = DECLINING
"""Options that decline: they cost nothing (the engine's :data:`DECLINING`)."""
COUNTER_PAID = frozenset(
    {
        "reaction",
        "exploit",
        "duel_join",
        "intervene",
        "feature_block",
        "blockade",
        "duel_escape",
        "sudden_stop",
    }
)
"""Decisions whose Counter Actions the engine takes with ``pay_counter`` (an Action is
converted when none is left); Multiple Arms' two are taken as they are."""


def option_cost(enc: Encounter, decision: Decision, option: Option) -> Cost | None:
    """What choosing ``option`` costs ``decision.actor``, or None where the engine has no
    cost to tell (a square to move to, a trigger to wait for...)."""
    f = enc.fighter(decision.actor)
    cost = _option_cost(enc, f, decision, option)
    if decision.kind in COUNTER_PAID or option.kind == "energy_cancel":
        return _counters_paid(enc, f, cost)
    return cost


def _option_cost(enc: Encounter, f: Fighter, decision: Decision, option: Option) -> Cost | None:
    if option.kind in PASSING:
        return Cost()
    if decision.kind == "turn":
        compute = TURN_COSTS.get(option.kind)
        if compute is not None:
            return compute(enc, f, option)
        cost = _from_catalogue(enc, f, option.kind)
        actions = option.args.get("actions")
        if cost is not None and isinstance(actions, int) and cost.actions:
            return replace(cost, actions=actions)  # a variable Action Cost (Empower)
        return cost
    compute = DECISION_COSTS.get(decision.kind)
    if compute is not None:
        return compute(enc, f, option)
    if option.kind in ("united_attack", "duel_united"):
        base = _from_catalogue(enc, f, "united_attack")  # its KP is the attack's own: the label
        return None if base is None else Cost(actions=base.actions, kp=None)
    if option.kind == decision.kind:
        return _from_catalogue(enc, f, option.kind)
    return None


__all__ = ["DECISION_COSTS", "INSTANT_COSTS", "TURN_COSTS", "Cost", "option_cost"]
