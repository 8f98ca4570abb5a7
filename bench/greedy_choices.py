"""How often the greedy bot takes each kind of turn option it is offered: Signature
Techniques, Power Up, Energy Charge, Aura, States, Transformations (and, for scale, Basic
Attacks, Movement and ending the turn), greedy vs greedy over example duels and encounters
under both editions and a few seeds.

Run by hand: ``PYTHONPATH=src:tests:bench python bench/greedy_choices.py``. Not a timed test;
it prints one table. A family counts as offered once per turn decision that lists at least one
option of it, and as chosen when the bot picks one of them.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EncounterSetup, duel_setup, load_encounter
from tenkaichi.dbu.play.bots import GreedyBot, decide

ROOT = Path(__file__).resolve().parent.parent
DUELS = (("frieza", "goku"), ("vegeta", "piccolo-jr"), ("kale", "yamcha"))
ENCOUNTERS = ("saiyan-duel", "states-3v3", "wasteland-3v3")
EDITIONS = ("dbu-2", "dbu-1")
FAMILIES: dict[str, tuple[str, ...]] = {
    "Signature Technique": ("signature",),
    "Power Up": ("power_up",),
    "Energy Charge (declare or add a charge)": ("charge_declare", "charge"),
    "Release a charged attack": ("release", "legacy_release"),
    "Aura": ("aura",),
    "Enter a State": ("enter_state",),
    "Transformation": ("transform",),
    "Basic Attack": ("attack",),
    "Movement": ("move", "legacy_move"),
    "End turn": ("end_turn",),
}
"""Each family, in people's words, and the turn option kinds that make it."""
MAX_CHOICES = 3000
"""A fight stops being counted after this many choices (a guard against a stalemate)."""


def _setups() -> list[tuple[str, EncounterSetup]]:
    out = []
    for a, b in DUELS:
        base = duel_setup([ROOT / "examples" / f"{a}.yaml", ROOT / "examples" / f"{b}.yaml"])
        out.append((f"{a.title()} vs {b.title()}", base))
    for name in ENCOUNTERS:
        base = load_encounter(
            ROOT / "examples" / "encounters" / f"{name}.yaml", library=[ROOT / "examples"]
        )
        out.append((f"encounter {name}", base))
    return [
        (f"{label} ({edition})", setup.model_copy(update={"edition": edition}))
        for label, setup in out
        for edition in EDITIONS
    ]


def count(
    setup: EncounterSetup,
    seed: int,
    tally: dict[str, list[int]],
    techniques: dict[str, list[int]],
) -> None:
    """Play one greedy-vs-greedy fight and add its offers and choices to ``tally`` (by
    family) and ``techniques`` (by Signature Technique)."""
    enc = Encounter.start(setup, seed)
    bot = GreedyBot()
    while not enc.over and len(enc.choices) < MAX_CHOICES:
        d = enc.decision
        assert d is not None
        i = decide(bot, enc)
        if d.kind == "turn":
            kinds = {o.kind for o in d.options}
            for family, members in FAMILIES.items():
                if kinds.intersection(members):
                    tally[family][0] += 1
                    if d.options[i].kind in members:
                        tally[family][1] += 1
            offered = {o.args["signature"] for o in d.options if o.kind == "signature"}
            for name in offered:
                techniques.setdefault(name, [0, 0])[0] += 1
            if d.options[i].kind == "signature":
                techniques[d.options[i].args["signature"]][1] += 1
        enc.choose(i)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, default=3, help="seeds per fight (from 0)")
    args = parser.parse_args()
    tally = {family: [0, 0] for family in FAMILIES}
    techniques: dict[str, list[int]] = {}
    setups = _setups()
    for n, (label, setup) in enumerate(setups, 1):
        for seed in range(args.seeds):
            count(setup, seed, tally, techniques)
        print(f"[{n}/{len(setups)}] {label}", file=sys.stderr, flush=True)
    print(f"Greedy vs greedy, {len(setups)} fights x {args.seeds} seeds, turn decisions:\n")
    print("| option family | offered | chosen | share chosen |")
    print("|---|---|---|---|")
    for family, (offered, chosen) in tally.items():
        share = f"{chosen / offered:.1%}" if offered else "-"
        print(f"| {family} | {offered:,} | {chosen:,} | {share} |")
    print("\n| Signature Technique | offered | chosen | share chosen |")
    print("|---|---|---|---|")
    for name, (offered, chosen) in sorted(techniques.items()):
        print(f"| {name} | {offered:,} | {chosen:,} | {chosen / offered:.1%} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
