"""What one fight of a preview contributes: a small record made from the fight's events and
its players' choices (a worker process sends it back), and the tally that adds records up.

The facts of one fight (:func:`play_fight`, :func:`fight_facts`):

- the winner (a side, or "draw"), the rounds, and whether a safety stop ended it;
- who fell first: the fighter of the fight's first ``defeated`` event (the engine's own
  notion of out of the fight: Defeated, or gone back to the Afterlife), and everyone who was
  defeated at some point;
- the options each fighter chose on their own turns, by the name a person calls them
  (:func:`option_name`: "Power Up", "Aura: Saiyan Fury", "Special Beam Cannon", "Basic
  Attack (Beam, energy)"; never the squares or the targets of a label); ending the turn and
  the options that decline something are no use of an option;
- each fighter's attacks (``attack_declared`` events that name a Profile) and the Life each
  attack took: a ``damage`` event "X loses N Life (why)" counts for the latest attack whose
  technique or Profile is ``why`` (a Duel's Wound and a Defense Wall's overflow count for the
  latest attack); Life lost to anything else (Damage over Time, a Collision, a Life Wager) is
  no attack's;
- each fighter's damage dealt, as the engine counts it (``damage_dealt``).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.events import Event
from tenkaichi.dbu.combat.core.state import DECLINING, Option
from tenkaichi.dbu.play.bots import Bot, decide

NOT_A_USE = DECLINING | {"end_turn"}
"""Turn option kinds that are no use of an option: ending the turn, declining."""
LATEST_ATTACK = frozenset({"Duel", "Defense Wall overflow"})
"""Reasons of a Life loss that belong to the latest attack, whatever its name."""
LOSS = re.compile(r" loses -?\d+ Life \((?P<why>.+)\): -?\d+/\d+ left$")
"""The text of a Life loss (``lose_life``): its reason in brackets."""
CUT = re.compile(r" \(| at | to | on | from | aimed |, ")
"""Where a label stops naming its option and starts giving the details."""

Key = tuple[str, str]
"""(fighter, option or attack name)."""


@dataclass(frozen=True, slots=True)
class FightFacts:
    """The record of one fight: small, so a worker process can send thousands back."""

    winner: str
    """The winning side, or "draw"."""
    rounds: int
    stopped: bool
    """Ended by the simulation's safety limit of rounds (no rule)."""
    first_down: str
    """The first fighter to be defeated ("" when none was)."""
    defeated: tuple[str, ...]
    """Every fighter defeated at some point of the fight."""
    dealt: tuple[int, ...]
    """Each fighter's damage dealt, in the order of the encounter's fighters."""
    options: tuple[tuple[str, str, int], ...]
    """(fighter, option, uses)."""
    attacks: tuple[tuple[str, str, int, int, int], ...]
    """(fighter, attack, uses, hits, damage)."""


def play_fight(enc: Encounter, bots: dict[str, Bot]) -> FightFacts:
    """Let the bots (one per side) play ``enc`` to its end, as
    :func:`~tenkaichi.dbu.play.bots.run_fight` does, noting each turn's chosen option."""
    names = [f.id for f in enc.state.fighters]
    chosen: Counter[Key] = Counter()
    while not enc.over:
        decision = enc.decision
        assert decision is not None
        index = decide(bots[enc.fighter(decision.actor).side], enc)
        option = decision.options[index]
        if decision.kind == "turn" and option.kind not in NOT_A_USE:
            chosen[decision.actor, option_name(option, names)] += 1
        enc.choose(index)
    return fight_facts(enc, chosen)


def fight_facts(enc: Encounter, chosen: Counter[Key]) -> FightFacts:
    """The record of the finished fight ``enc``; ``chosen``: the turn options its fighters
    chose (:func:`play_fight`)."""
    state = enc.state
    attacks = attack_tally(enc.events)
    falls = [e.who for e in enc.events if e.kind == "defeated"]
    return FightFacts(
        winner=state.winner or "draw",
        rounds=state.round,
        stopped=enc.safety_stopped,
        first_down=falls[0] if falls else "",
        defeated=tuple(dict.fromkeys(falls)),
        dealt=tuple(f.damage_dealt for f in state.fighters),
        options=tuple((who, name, n) for (who, name), n in sorted(chosen.items())),
        attacks=tuple(
            (who, name, uses, hits, damage)
            for (who, name), (uses, hits, damage) in sorted(attacks.items())
        ),
    )


def attack_name(data: dict[str, object]) -> str:
    """An attack as a person calls it: its Signature Technique, else "Basic Attack (Profile,
    foundation)"."""
    signature = str(data.get("signature") or "")
    if signature:
        return signature
    foundation = str(data.get("foundation") or "")
    profile = str(data.get("profile") or "")
    return f"Basic Attack ({profile}, {foundation})" if foundation else f"Basic Attack ({profile})"


def option_name(option: Option, fighters: Iterable[str] = ()) -> str:
    """A turn option as a person calls it, without the details of its label (squares,
    targets, costs): an attack by :func:`attack_name`; "Aura: Saiyan Fury (6 KP)" is "Aura:
    Saiyan Fury", "Power Up (Power 0 -> 1)" is "Power Up", "Feature Thrust: push plant-3 2
    squares" is "Feature Thrust". A fighter's name in the label ("Empower Kale (2)") is kept
    whole."""
    if option.args.get("signature") or option.args.get("profile"):
        return attack_name(option.args)
    head, colon, tail = option.label.partition(": ")
    head = _cut(head, fighters)
    if colon:
        tail = _cut(tail, fighters)
        if tail and not any(c.isdigit() for c in tail):
            return f"{head}: {tail}"
    return head


def _cut(text: str, fighters: Iterable[str]) -> str:
    """``text`` up to its first detail (:data:`CUT`), not inside a fighter's name."""
    guarded = [
        (m.start(), m.end()) for name in fighters for m in re.finditer(re.escape(name), text)
    ]
    for match in CUT.finditer(text):
        if not any(match.start() < end and match.end() > start for start, end in guarded):
            return text[: match.start()].strip()
    return text.strip()


def attack_tally(events: Iterable[Event]) -> dict[Key, tuple[int, int, int]]:
    """(fighter, attack) -> (uses, hits, damage) of one fight's events."""
    tally: dict[Key, list[int]] = {}
    latest_by_reason: dict[str, Key] = {}
    latest: Key | None = None
    for event in events:
        if event.kind == "attack_declared" and "profile" in event.data:
            name = attack_name(event.data)
            key = (event.who, name)
            tally.setdefault(key, [0, 0, 0])[0] += 1
            reason = str(event.data.get("signature") or event.data.get("profile"))
            latest_by_reason[reason] = key
            latest = key
        elif event.kind == "damage" and "amount" in event.data:
            match = LOSS.search(event.text)
            if match is None:
                continue
            why = match["why"]
            owner = latest if why in LATEST_ATTACK else latest_by_reason.get(why)
            if owner is None:
                continue
            row = tally.setdefault(owner, [0, 0, 0])
            row[1] += 1
            row[2] += int(event.data["amount"])
    return {key: (row[0], row[1], row[2]) for key, row in tally.items()}


@dataclass(slots=True)
class Tally:
    """The sums of many fights' records, added in seed order (:meth:`add`)."""

    fighters: tuple[tuple[str, str], ...]
    """(fighter, side) in the encounter's order."""
    fights: int = 0
    wins: Counter[str] = field(default_factory=Counter)
    stopped: int = 0
    rounds: Counter[int] = field(default_factory=Counter)
    first_down: Counter[str] = field(default_factory=Counter)
    defeated: Counter[str] = field(default_factory=Counter)
    dealt: Counter[str] = field(default_factory=Counter)
    options: Counter[Key] = field(default_factory=Counter)
    attack_uses: Counter[Key] = field(default_factory=Counter)
    attack_hits: Counter[Key] = field(default_factory=Counter)
    attack_damage: Counter[Key] = field(default_factory=Counter)

    def add(self, facts: FightFacts) -> None:
        self.fights += 1
        self.wins[facts.winner] += 1
        self.stopped += facts.stopped
        self.rounds[facts.rounds] += 1
        self.first_down[facts.first_down] += 1
        self.defeated.update(facts.defeated)
        for (name, _side), dealt in zip(self.fighters, facts.dealt, strict=False):
            self.dealt[name] += dealt
        for who, option, uses in facts.options:
            self.options[who, option] += uses
        for who, attack, uses, hits, damage in facts.attacks:
            key = (who, attack)
            self.attack_uses[key] += uses
            self.attack_hits[key] += hits
            self.attack_damage[key] += damage


__all__ = ["FightFacts", "Tally", "attack_name", "attack_tally", "option_name", "play_fight"]
