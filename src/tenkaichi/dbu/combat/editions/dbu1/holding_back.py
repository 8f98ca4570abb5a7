"""Holding Back, Sense and the Hidden condition (edition dbu-1, seed 003).

- Holding Back (Instant, once per encounter): take 1 to base-Tier stacks; each lowers your Tier
  of Power by 1 (for every roll, bonus and KP cost; at least Tier 1). With as many stacks as
  your base Tier you are at Tier 1 and take -1(bT) on Combat Rolls. Each time you reach a
  Health Threshold, Concealment (TN Medium): failure loses a stack. At full stacks the Ki
  Point cost of every Maneuver is 1(bT) lower (the true base Tier; the Rule of One keeps it
  at 1 or more). End it as an Instant. You
  cannot start while your Tier is above your base Tier, and any rise of the Tier (a
  Breakthrough) ends it at once. Your stacks are seen only by your side: every event that tells
  them (starting, a lost stack, the Concealment Check at a Health Threshold) is visible to
  your side only, and the "Holding Back (all stacks)" part of your rolls is a
  :class:`~tenkaichi.dbu.combat.core.events.Secret` of your side (the other sides see the roll's
  dice and total without it).
- Detect Holding Back (Instant, 1/Round): Clairvoyance against an Opponent's Concealment; a win
  tells your side how many stacks they have (the event is visible to your side only).
- Sense (Instant, 1/Round): one Clairvoyance roll against every Opponent's Concealment; those
  who lose it stop being Hidden.
- Hidden: Opponents cannot choose you as the target of a maneuver. In a fight with a surprise
  round, fighters on a side nobody of which is surprised start Hidden (setting
  ``legacy_ambushers_hidden``); making an Attacking Maneuver ends it (``legacy_hidden_reveal``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.events import Said, Secret, Veiled
from tenkaichi.dbu.combat.core.state import AttackFrame, Effect, Expiry, Fighter, Option
from tenkaichi.dbu.combat.editions.dbu1.rules import EDITION, FILTERS, legacy, turn_options
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.costs import within_limits
from tenkaichi.dbu.combat.rules.edition import hook
from tenkaichi.dbu.profiles import reduced
from tenkaichi.i18n.catalogue import Msg

if TYPE_CHECKING:
    from collections.abc import Callable

    from tenkaichi.dbu.combat.core.engine import Encounter

HOLDING = "holding_back"
HIDDEN = "hidden"
stats.CONDITIONS.setdefault(HOLDING, "Holding Back")
stats.CONDITIONS.setdefault(HIDDEN, "Hidden")


def holding(f: Fighter) -> Effect | None:
    for e in f.effects:
        if e.name == HOLDING:
            return e
    return None


def held_stacks(f: Fighter) -> int:
    e = holding(f)
    return e.stacks if e is not None else 0


def _raw(enc: Encounter, f: Fighter) -> tuple[int, int]:
    d = stats.derived(enc, f)
    return d.tier.value, d.base_tier


@hook(EDITION, "holding_back_tier")
def _lower_tier(enc: Encounter, f: Fighter, value: int) -> int:
    """Each stack lowers the Tier by 1 (not below 1); nothing while the Tier is raised."""
    if not f.effects:
        return value
    e = holding(f)
    if e is None:
        return value
    tier, base = _raw(enc, f)
    if tier > base:
        return value
    return max(1, value - e.stacks)


def full_stacks(enc: Encounter, f: Fighter) -> bool:
    return held_stacks(f) > 0 and held_stacks(f) >= _raw(enc, f)[1]


FULL_STACKS = "Holding Back (all stacks)"
"""The label of the full-stack penalty on a roll: a secret of the holder's side."""


def _full_penalty(enc: Encounter, f: Fighter) -> hooks.Parts:
    if not full_stacks(enc, f):
        return []
    return [(FULL_STACKS, -_raw(enc, f)[1])]


_DICE = r"\d+d\d+[^\[\]:=]*\[[^\]]*\]"
"""A roll's dice as the log writes them: "1d10+ToP [10!+1, 4]", "1d10 + Punching Up 1d4(T)
2d4 [3, 1, 4]"."""
_PARTS = r"(?:[^:()\[\]=]|\([^()]*\))*?"
"""The parts after the dice ("+ Haste 3 - Called Shot range (1 x 4 squares) 1 (Clearing:
Natural Result 1 -> 5)"): anything but a colon outside brackets, "=" or more dice."""
_COMBAT = re.compile(rf"(?P<head> (?P<total>-?\d+)) = {_DICE}{_PARTS}(?=: | vs |$)")
"""A Combat Roll: "Strike 16 = 1d10+ToP [10!+1] + Haste 3 ..." (its total before the dice)."""
_CHECK = re.compile(rf"(?P<head>[ (]){_DICE}{_PARTS} = (?P<total>-?\d+)\b(?!d)")
"""A check: "... 1d10 [9] + Impulsive Save 6 = 15" (its total after the parts)."""
_KP = re.compile(r" pays (?P<kp>\d+) KP for (?P<why>.*) \(Ki -?\d+, Capacity -?\d+\)$")
_TURN = re.compile(r"(?P<life>Life -?\d+), Ki -?\d+, Capacity -?\d+")


def _owner(enc: Encounter, text: str, at: int) -> Fighter | None:
    """The fighter whose roll starts at ``at`` in ``text``: the last one named before it at
    the start of the text or of a clause (after ": " or " vs ")."""
    best: tuple[int, Fighter] | None = None
    for f in enc.state.fighters:
        for m in re.finditer(rf"(?:^|: | vs ){re.escape(f.id)} ", text[:at]):
            start = m.end() - len(f.id) - 1
            if best is None or start > best[0]:
                best = (start, f)
    return best[1] if best else None


def _secret_parts(enc: Encounter, said: Callable[[], str]) -> list[Secret]:
    """What in an event's text another side may not see, in a dbu-1 fight (where any fighter
    may be holding back, and whether one does is a secret too). Holding Back lowers the
    Tier of Power and at full stacks takes 1(bT) from Combat Rolls and Ki Point costs, so of
    every fighter of another side a side is shown only:

    - a roll's name and total, never its dice (their count is the Tier of Power) nor its parts
      (the (T)-sized ones, and the "Holding Back (all stacks)" penalty): "Kale Strike 16";
    - what the fighter paid Ki for, not how much, and never its Ki and Capacity left.

    Each such part is a :class:`Secret` of the fighter's side, whose ``shown`` is what the
    others read in its place, and whose ``spans`` (or, for a Ki payment, ``instead``: "Kale
    pays Ki for Blitz", with "Blitz" taken from the event's own message) let the event's
    message hide it in every language; the game master sees the event whole."""
    if not legacy(enc) or not enc.state.fighters:
        return []
    text = said()
    out: list[Secret] = []
    for pattern in (_COMBAT, _CHECK):
        for m in pattern.finditer(text):
            f = _owner(enc, text, m.start())
            if f is None:
                continue
            begin = text.rfind(f.id, 0, m.start() + 1)
            fragment = text[begin : m.end()]
            shown = text[begin : m.start()] + m["head"]
            gone = (m.start() + len(m["head"]), m.end())
            if pattern is _CHECK:
                shown += m["total"]
                gone = (gone[0], m.end() - len(m["total"]))
            data = ("dice",) if begin == 0 else ()
            out.append(Secret((f.side,), fragment, data, shown, spans=(gone,)))
    for f in enc.state.fighters:
        if text.startswith(f"{f.id} pays "):
            paid = _KP.match(text, len(f.id))
            if paid:
                shown = f"{f.id} pays Ki for {paid['why']}"
                instead = _paid_ki(said, f, paid.start("why"), paid.end("why"), len(text))
                out.append(Secret((f.side,), text, ("kp",), shown, instead=instead))
        if text.startswith(f"{f.id}'s turn:"):
            turn = _TURN.search(text)
            if turn:
                shown = text[: turn.start()] + turn["life"] + text[turn.end() :]
                gone = (turn.start() + len(turn["life"]), turn.end())
                out.append(Secret((f.side,), text, (), shown, spans=(gone,)))
    return out


def _paid_ki(said: Callable[[], str], f: Fighter, start: int, end: int, size: int) -> Msg | None:
    """ "Kale pays Ki for Blitz" for every language, what was paid for ("Blitz", the words
    from ``start`` to ``end``) taken from the event's own message (None: it has none)."""
    if not isinstance(said, Said) or said.msg is None:
        return None
    why = Veiled.of_spans(said.msg, [(0, start), (end, size)])
    return Msg.of("dbu-legacy-pays-ki", fighter=f.id, why=why)


@hook(EDITION, "holding_back_strike")
def _strike_penalty(enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter) -> hooks.Parts:
    return _full_penalty(enc, a)


@hook(EDITION, "holding_back_defence")
def _defence_penalty(enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter) -> hooks.Parts:
    return _full_penalty(enc, t)


@hook(EDITION, "holding_back_wound")
def _wound_penalty(enc: Encounter, frame: AttackFrame, a: Fighter, t: Fighter) -> hooks.Parts:
    return _full_penalty(enc, a)


@hook(EDITION, "holding_back_kp")
def _kp_reduction(enc: Encounter, f: Fighter, cost: int) -> int:
    """ "If your number of Holding Back stacks is equal to your base Tier of Power, reduce the
    Ki Point cost of all Maneuvers by -1(bT)": the true base Tier, once per Maneuver; a cost
    of 1 or more stays at least 1 (the Rule of One)."""
    if not f.effects or not legacy(enc) or not full_stacks(enc, f):
        return cost
    return reduced(cost, _raw(enc, f)[1])


def stacks(n: int) -> Msg:
    """``2 stacks`` (of Holding Back) for every language."""
    return Msg.of("dbu-legacy-stacks", n=n, count=str(n))


def _announce(enc: Encounter, f: Fighter, text: Msg) -> None:
    enc.emit(
        "state_changed",
        f.id,
        text,
        visible_to=(f.side,),
        holding_back=held_stacks(f),
    )


STOPPED = {
    "instant": "dbu-legacy-holding-why-instant",
    "no_stacks": "dbu-legacy-holding-why-no-stacks",
    "tier_rose": "dbu-legacy-holding-why-tier-rose",
}
"""Why Holding Back stops (an Instant Action, no stacks left, the Tier of Power rose): the
message of each."""


def stop(enc: Encounter, f: Fighter, why: str) -> None:
    """Stop Holding Back, for ``why`` (a key of :data:`STOPPED`)."""
    if holding(f) is None:
        return
    f.effects = [e for e in f.effects if e.name != HOLDING]
    said = Msg.of(STOPPED[why])
    _announce(enc, f, Msg.of("dbu-legacy-stops-holding", fighter=f.id, why=said))


# --- turn options ---------------------------------------------------------------------------


@turn_options
def _holding_options(enc: Encounter, f: Fighter) -> list[Option]:
    if f.last_instant:
        return []
    tier, base = _raw(enc, f)
    if holding(f) is not None:
        label = Msg.of("dbu-legacy-end-holding-option", stacks=stacks(held_stacks(f)))
        return [Option("end_holding_back", label)]
    if tier > base or not within_limits(enc, f, "holding_back"):
        return []
    return [
        Option(
            "holding_back",
            Msg.of(
                "dbu-legacy-holding-option-full" if n == base else "dbu-legacy-holding-option",
                stacks=stacks(n),
                tier=str(max(1, base - n)),
            ),
            {"stacks": n},
        )
        for n in range(1, base + 1)
    ]


@hook(EDITION, "holding_back")
def _answer_holding(enc: Encounter, f: Fighter, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.costs import mark_used

    mark_used(f, "holding_back")
    f.last_instant = True
    n = int(option.args["stacks"])
    f.effects.append(Effect(HOLDING, "Holding Back", Expiry("never"), value=f.threshold, stacks=n))
    said = Msg.of(
        "dbu-legacy-holds-back", fighter=f.id, stacks=stacks(n), tier=str(stats.tier(enc, f))
    )
    _announce(enc, f, said)


@hook(EDITION, "end_holding_back")
def _answer_end(enc: Encounter, f: Fighter, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.costs import mark_used

    mark_used(f, "end_holding_back")
    f.last_instant = True
    stop(enc, f, "instant")


@hook(EDITION, "holding_back_threshold")
def _threshold(enc: Encounter, f: Fighter, amount: int, by: Fighter | None) -> None:
    """Concealment, TN Medium, at each Health Threshold reached: failure loses a stack."""
    e = holding(f)
    if e is None or not legacy(enc) or f.defeated:
        return
    while e.value < f.threshold and e.stacks > 0:
        e.value += 1
        from tenkaichi.dbu.combat.editions.dbu1.checks import skill

        why = Msg.of("dbu-legacy-holding-at-threshold")
        if not skill(enc, f, "concealment", "medium", why, visible_to=(f.side,)):
            e.stacks -= 1
            lost = Msg.of("dbu-legacy-loses-stack", fighter=f.id, n=e.stacks, count=str(e.stacks))
            _announce(enc, f, lost)
    if e.stacks <= 0:
        stop(enc, f, "no_stacks")


@hook(EDITION, "holding_back_rise")
def _risen(enc: Encounter, f: Fighter, effect: Effect) -> None:
    """Seed 003 "If you would increase your Tier of Power through any means (except reducing
    your number of Holding Back stacks), stop Holding Back and lose all Holding Back stacks":
    at once, when the effect that raises it (a Breakthrough, the engine's only way to raise
    the Tier: Forms change Modifiers) is gained. Holding Back starts only at the base Tier, so
    a rise puts the Tier (before the stacks) above the base Tier."""
    if effect.name == HOLDING or holding(f) is None or not legacy(enc):
        return
    tier, base = _raw(enc, f)
    if tier > base:
        stop(enc, f, "tier_rose")


# --- Detect Holding Back and Sense -------------------------------------------------------------


def _contest(
    enc: Encounter, f: Fighter, opponents: list[Fighter], looked_at: Fighter | None = None
) -> list[Fighter]:
    """One Clairvoyance roll of ``f`` against each Opponent's Concealment (Sense, or Detect
    Holding Back on ``looked_at``); returns those who lost (the defender wins ties)."""
    from tenkaichi.dbu.combat.rules.checks import roll_check, skill_parts

    parts, cut = skill_parts(enc, f, "clairvoyance")
    mine = roll_check(enc, f, parts, "Clairvoyance", critical_cut=cut)
    score = mine.score
    if looked_at is None:
        said = Msg.of("dbu-legacy-sense-roll", fighter=f.id, roll=mine.said)
    else:
        said = Msg.of("dbu-legacy-detect-roll", fighter=f.id, target=looked_at.id, roll=mine.said)
    enc.emit("skill_check", f.id, said, skill="clairvoyance", score=score)
    losers = []
    for o in opponents:
        o_parts, o_cut = skill_parts(enc, o, "concealment")
        theirs = roll_check(enc, o, o_parts, "Concealment", critical_cut=o_cut)
        total = theirs.score
        lost = score > total
        enc.emit(
            "skill_check",
            o.id,
            Msg.of(
                "dbu-legacy-concealment-found" if lost else "dbu-legacy-concealment-unseen",
                fighter=o.id,
                roll=theirs.said,
            ),
            skill="concealment",
            score=total,
            success=not lost,
        )
        if lost:
            losers.append(o)
    return losers


@turn_options
def _sense_options(enc: Encounter, f: Fighter) -> list[Option]:
    if f.last_instant or f.defeated:
        return []
    out = []
    if within_limits(enc, f, "sense"):
        out.append(Option("sense", Msg.of("dbu-legacy-sense-option")))
    if within_limits(enc, f, "detect_holding_back"):
        out += [
            Option(
                "detect_holding_back",
                Msg.of("dbu-legacy-detect-option", target=o.id),
                {"target": o.id},
            )
            for o in enc.opponents(f)
        ]
    return out


@hook(EDITION, "sense")
def _answer_sense(enc: Encounter, f: Fighter, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.costs import mark_used

    mark_used(f, "sense")
    f.last_instant = True
    for o in _contest(enc, f, enc.opponents(f)):
        stats.remove_effects(enc, o, HIDDEN)


@hook(EDITION, "detect_holding_back")
def _answer_detect(enc: Encounter, f: Fighter, option: Option) -> None:
    from tenkaichi.dbu.combat.rules.costs import mark_used

    mark_used(f, "detect_holding_back")
    f.last_instant = True
    t = enc.fighter(option.args["target"])
    if _contest(enc, f, [t], t):
        n = held_stacks(t)
        enc.emit(
            "state_changed",
            f.id,
            Msg.of("dbu-legacy-sees-holding", fighter=f.id, target=t.id, stacks=stacks(n))
            if n
            else Msg.of("dbu-legacy-sees-not-holding", fighter=f.id, target=t.id),
            visible_to=(f.side,),
            detected=t.id,
            stacks=n,
        )
    else:
        said = Msg.of("dbu-legacy-learns-nothing", fighter=f.id, target=t.id)
        enc.emit("state_changed", f.id, said, visible_to=(f.side,))


# --- Hidden --------------------------------------------------------------------------------------


@hook(EDITION, "hidden_targets")
def _not_hidden(enc: Encounter, f: Fighter, options: list[Option]) -> list[Option]:
    hidden = {o.id for o in enc.opponents(f) if stats.has(o, HIDDEN)}
    if not hidden:
        return options
    return [o for o in options if o.args.get("target") not in hidden]


@hook(EDITION, "ambush")
def _ambush(enc: Encounter) -> None:
    s = enc.state
    if not legacy(enc) or not s.surprise_round or not enc.settings.legacy_ambushers_hidden:
        return
    surprised_sides = {f.side for f in s.fighters if f.surprised}
    for f in s.fighters:
        if f.side not in surprised_sides and not stats.has(f, HIDDEN):
            stats.add_effect(enc, f, Effect(HIDDEN, "unnoticed ambush", Expiry("never")))


@hook(EDITION, "hidden_reveal")
def _reveal(enc: Encounter, frame: AttackFrame, f: Fighter) -> None:
    if legacy(enc) and enc.settings.legacy_hidden_reveal == "attack" and stats.has(f, HIDDEN):
        stats.remove_effects(enc, f, HIDDEN)


FILTERS.append(_not_hidden)
hooks.REGISTRY.tier_adjust.append(_lower_tier)
hooks.REGISTRY.strike_parts.append(_strike_penalty)
hooks.REGISTRY.defence_parts.append(_defence_penalty)
hooks.REGISTRY.wound_parts.append(_wound_penalty)
hooks.REGISTRY.kp_cost.append(_kp_reduction)
hooks.REGISTRY.event_secrets.append(_secret_parts)
hooks.REGISTRY.life_lost.append(_threshold)
hooks.REGISTRY.effect_gained.append(_risen)
hooks.REGISTRY.round_started.append(_ambush)
hooks.REGISTRY.attack_declared.append(_reveal)
hooks.REGISTRY.turn_answers["holding_back"] = _answer_holding
hooks.REGISTRY.turn_answers["end_holding_back"] = _answer_end
hooks.REGISTRY.turn_answers["sense"] = _answer_sense
hooks.REGISTRY.turn_answers["detect_holding_back"] = _answer_detect
