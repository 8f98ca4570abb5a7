"""Helpers for the seed 002 (Tournament of Power) conformance files: no tests live here.

A small driver over the public API of ``tenkaichi.top``: decisions, option labels (as
``describe`` writes them), events and views. The engine rolls with its seeded generator, so a
situation is found by trying seeds (``first_turn``) and reading the events."""

from __future__ import annotations

from tenkaichi.top import Game, load_content, view
from tenkaichi.top.render import describe

CONTENT = load_content()
BOARD = CONTENT.board
FACE = {name: i for i, name in enumerate(CONTENT.faces)}
KICK, PUNCH, SPHERE, STRENGTH = FACE["kick"], FACE["punch"], FACE["sphere"], FACE["strength"]
STAR, TELEPORT = FACE["star"], FACE["teleport"]


def cell(name: str) -> int:
    return BOARD.parse_cell(name)


def chebyshev(a: int, b: int) -> int:
    """Squares apart, a diagonal step counting 1 (reference A6: diagonals are allowed)."""
    return max(abs(a // BOARD.cols - b // BOARD.cols), abs(a % BOARD.cols - b % BOARD.cols))


def labels(game: Game) -> list[str]:
    return [describe(game, option) for option in game.decision.options]


def choose(game: Game, text: str) -> tuple:
    """Apply the one option whose label starts with ``text``."""
    hits = [o for o in game.decision.options if describe(game, o).startswith(text)]
    assert len(hits) == 1, (text, labels(game))
    act(game, hits[0])
    return hits[0]


def act(game: Game, option) -> None:
    """Apply an option and let the game run on to its next decision (events come then)."""
    game.choose(option)
    _ = game.decision


def setup(seed: int, teams: list[list[str]], cells: list[list[str]], settings=None) -> Game:
    """Draft ``teams[seat]`` and place on ``cells[seat]``, whoever's pick or placement it is."""
    game = Game.start(len(teams), seed=seed, settings=settings)
    taken = [0] * len(teams)
    while game.decision is not None and game.decision.kind == "draft":
        seat = game.decision.actor
        choose(game, f"draft {teams[seat][taken[seat]]} (")
        taken[seat] += 1
    taken = [0] * len(teams)
    while game.decision is not None and game.decision.kind == "place":
        seat = game.decision.actor
        choose(game, f"place on {cells[seat][taken[seat]]} ")
        taken[seat] += 1
    return game


def first_turn(teams, cells, *, events=None, seat=0, ok=None, settings=None, seeds=range(600)):
    """The first seeded game in which ``seat`` opens with an Event in ``events`` and
    ``ok(game)``."""
    for seed in seeds:
        game = setup(seed, teams, cells, settings=settings)
        event = next(e for e in reversed(game.events) if e[0] == "event")
        if event[1] != seat or (events is not None and event[2] not in events):
            continue
        until_move(game)
        if ok is None or ok(game):
            return game
    raise AssertionError("no seed gives the situation")


def yes(game: Game) -> tuple:
    """The option that accepts a yes/no decision (try to transform, use the card, fuse...)."""
    return next((o for o in game.decision.options if o[0] != "no"), game.decision.options[0])


def no(game: Game) -> tuple:
    return next((o for o in game.decision.options if o[0] == "no"), game.decision.options[0])


def until_move(game: Game) -> None:
    """Pass the start of a turn (no card played, first discard or draw) up to its move."""
    while game.decision is not None and game.decision.kind in ("start", "discard", "bonus"):
        passing = [o for o in game.decision.options if o[0] == "pass"]
        act(game, (passing or list(game.decision.options))[0])


def token(game: Game, name: str) -> dict:
    """A warrior's public record (view) by character or form name."""
    key = name.lower().replace(" ", "-")
    return next(t for t in view(game, 0)["tokens"] if key == t["character"] or name == t["form"])


def hand(game: Game, seat: int) -> list[str]:
    return list(view(game, seat)["hand"])


def kinds(events, kind: str) -> list[tuple]:
    return [e for e in events if e[0] == kind]


def damage_of(label: str) -> int:
    return int(label.split(": ")[1].split(" damage", maxsplit=1)[0])


def fight(game: Game, *, rerolls=0, resolve=None, defend="take it", transform="no", stop=()):
    """Play one combat with a fixed policy until the attacker's step, a bonus draw or the next turn.

    The striker re-rolls every die ``rerolls`` times then stops; ``resolve`` is a label prefix (or
    None: the most damage); the defender answers ``defend``; nobody plays Rescue.
    """
    striker = None
    done = 0
    while game.decision is not None and game.decision.kind not in (
        "step",
        "bonus",
        "move",
        "start",
        "discard",
        *stop,
    ):
        d = game.decision
        names = labels(game)
        if d.kind in ("transform", "transform-card", "fuse"):
            act(game, yes(game) if transform == "yes" else no(game))
        elif d.kind == "reroll":
            if striker is None:
                striker = d.actor
            if d.actor == striker and done < rerolls:
                done += 1
                act(game, d.options[-1])  # re-roll every die
            else:
                choose(game, "stop here")
        elif d.kind == "resolve":
            if resolve is None:
                best = max(range(len(names)), key=lambda i: damage_of(names[i]))
                act(game, d.options[best])
            else:
                choose(game, resolve)
        elif d.kind == "defend":
            choose(game, defend if any(n.startswith(defend) for n in names) else "take it")
        elif d.kind == "defend-roll":
            keep_tp(game)
        elif d.kind == "rescue":
            act(game, no(game))
        else:
            act(game, d.options[0])


def keep_tp(game: Game) -> None:
    """A Dodge or card roll: keep teleports and stars, re-roll the rest (stop when all are kept)."""
    dice = next(e[2] for e in reversed(game.events) if e[0] == "defence-rolled")
    mask = sum(1 << i for i, face in enumerate(dice) if face not in (STAR, TELEPORT))
    option = next((o for o in game.decision.options if o[0] == "reroll" and o[1] == mask), None)
    act(game, option or game.decision.options[0])


# Events that change nothing in a plain combat (no re-roll, support or move-range effect).
NEUTRAL = {"calm", "long-stride", "surge", "respite", "windfall"}
# Plain warriors: no transformation and no power, so a combat asks nothing else.
PLAIN_0 = ["Monna", "Basil", "Lavender", "Damon", "Kunshi", "Napapa"]
PLAIN_1 = ["Pirina", "Saonel", "Sanka Ku", "Su Roas", "Bergamo", "Murichim"]
ROW_1 = ["a1", "c1", "e1", "g1", "i1", "k1"]
ROW_3 = ["a3", "c3", "e3", "g3", "i3", "k3"]
COLOUR_DECK = {"R": "attack", "Y": "defence", "B": "special"}


def form(character: str, index: int = 0):
    return CONTENT.characters[character].forms[index]


def have(dice) -> list[int]:
    out = [0] * len(CONTENT.faces)
    for face in dice:
        out[face] += 1
    return out


def formed(dice, need) -> bool:
    """My own reading: stars fill any missing symbol ("Star -> Replaces any symbol")."""
    h = have(dice)
    missing = sum(max(0, n - h[i]) for i, n in enumerate(need) if i != STAR)
    return h[STAR] - need[STAR] >= missing


def rolls_of(events, token_id: int) -> list[tuple[int, ...]]:
    return [e[2] for e in events if e[0] == "rolled" and e[1] == token_id]


def turns(game: Game) -> list[list[tuple]]:
    """The events of each turn, starting with its ``turn`` event."""
    out: list[list[tuple]] = []
    for e in game.events:
        if e[0] == "turn":
            out.append([])
        if out:
            out[-1].append(e)
    return out


def situation(teams, cells, move, test, events=NEUTRAL, seeds=range(600), **policy) -> Game:
    """A game at seat 0's first move in which ``move`` then a combat with ``policy`` passes
    ``test(game, events)``."""

    def ok(game: Game) -> bool:
        probe = game.clone()
        mark = len(probe.events)
        try:
            choose(probe, move)
            fight(probe, **policy)
        except AssertionError:
            return False
        return test(game, probe.events[mark:])

    return first_turn(teams, cells, events=events, ok=ok, seeds=seeds)
