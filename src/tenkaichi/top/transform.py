"""Fusion and transformation at the beginning of a combat (seed 002): each side's owner may
try to fuse two partners with a d6, then the attacker and the defender may each try to
transform (a d6, 2d6 for Goku and Vegeta, against the character's roll table), a failed roll
answered by a Transformation card. Then the first strike is rolled (:mod:`tenkaichi.top.attack`).

Stages ``fuse`` -> ``transform`` -> [``transform-card``], run through :data:`OPTIONS`,
:data:`AUTO` and :data:`ANSWER` by :mod:`tenkaichi.top.combat_stages`.
"""

from __future__ import annotations

from collections.abc import Callable

from tenkaichi.top import rules
from tenkaichi.top.attack import new_strike
from tenkaichi.top.combat import FUSE, NO, YES, controller
from tenkaichi.top.rules import LiveGame, Table
from tenkaichi.top.state import CardId, Combat, Option, Token


def _side(game: LiveGame, c: Combat) -> Token:
    return game.state.tokens[c.attacker if c.transform_side == 0 else c.defender]


def _fuse_owner(game: LiveGame, c: Combat) -> int:
    return game.state.tokens[c.attacker if c.fuse_side == 0 else c.defender].owner


def _fusion_pairs(game: LiveGame, c: Combat) -> list[tuple[Token, Token, str]]:
    """The pairs the side's owner may try to fuse with a d6 now (seed 002: "at the beginning
    of combat", the partners on one space; setting ``fusion_roll_in``)."""
    owner = _fuse_owner(game, c)
    if c.kind == "duel" or owner < 0:
        return []
    pairs = rules.fusion_pairs(game, owner)
    if game.content.settings.fusion_roll_in == "fighter":
        fighters = (c.attacker, c.defender)
        pairs = [p for p in pairs if p[0].id in fighters or p[1].id in fighters]
    return pairs


def _next_fuse_side(game: LiveGame, c: Combat) -> None:
    if c.fuse_side == 0:
        c.fuse_side = 1
    else:
        c.stage = "transform"


def _answer_fuse(game: LiveGame, c: Combat, option: Option) -> None:
    if option == FUSE:
        owner = _fuse_owner(game, c)
        first, second, fused = _fusion_pairs(game, c)[0]
        if second.id in (c.attacker, c.defender):
            first, second = second, first  # the fighter keeps its token and fights fused
        roll = game.rng.die(6)
        ok = roll >= game.content.settings.fusion_roll_min
        game.events.append(("fusion-roll", owner, roll, ok))
        if ok:
            rules.fuse(game, first, second, fused)
    _next_fuse_side(game, c)


def _fuse_options(game: LiveGame, c: Combat) -> tuple[int, str, list[Option]] | None:
    """The fusion roll, offered only to a player who holds no Fusion card (seed 002: "If you do
    not have the fusion card, you can try to fuse your 2 characters at the beginning of
    combat"). The question is asked whenever the pair stands on one space (public), "no" its
    only answer for a holder of the card, so that being asked tells no one what is held."""
    pairs = _fusion_pairs(game, c)
    if not pairs:
        return None
    owner = _fuse_owner(game, c)
    return owner, "fuse", ([] if holds_fusion_card(game, owner) else [FUSE]) + [NO]


def holds_fusion_card(game: Table, seat: int) -> bool:
    """Whether the seat holds a card that fuses (the Fusion card)."""
    cards = game.content.cards
    return any(cards[card_id].effect == "fuse" for card_id in game.state.players[seat].hand)


def _next_side(game: LiveGame, c: Combat) -> None:
    if c.transform_side == 0:
        c.transform_side, c.stage = 1, "transform"
    else:
        new_strike(game, c, c.attacker, c.defender)


def _skip_transform(game: LiveGame, c: Combat) -> None:
    _next_side(game, c)


def _transform_roll(game: LiveGame, token: Token) -> bool:
    """d6 (2d6 for Goku and Vegeta) against the character's roll table (seed 002)."""
    character = game.content.characters[token.character]
    dice = game.rng.dice(6, character.transform_dice)
    total = sum(dice) + game.state.turn.transform_bonus * (token.owner == game.state.turn.seat)
    total = min(total, 6 * character.transform_dice)
    for index, form in enumerate(character.forms):
        if form.roll is not None and form.roll[0] <= total <= form.roll[1]:
            token.form = index
            game.events.append(("transformed", token.id, tuple(dice), total, form.name))
            return True
    game.events.append(("transform-failed", token.id, tuple(dice), total))
    return False


def _transform_card(game: LiveGame, token: Token) -> CardId | None:
    if not _may_play_special(game, token):
        return None
    for card_id in game.state.players[token.owner].hand:
        if game.content.cards[card_id].effect == "transform":
            return card_id
    return None


def _answer_transform(game: LiveGame, c: Combat, option: Option) -> None:
    token = _side(game, c)
    if option == YES and not _transform_roll(game, token) and _may_play_special(game, token):
        c.stage = "transform-card"  # asked whether or not the card is held (nothing leaks)
        return
    _next_side(game, c)


def _may_play_special(game: LiveGame, token: Token) -> bool:
    """Whether the owner could play a Special card for this warrior now (public knowledge)."""
    return token.owner >= 0 and rules.special_allowed(game, token.owner)


def _answer_transform_card(game: LiveGame, c: Combat, option: Option) -> None:
    token = _side(game, c)
    card = _transform_card(game, token)
    if option == YES and card is not None:
        game.state.turn.specials.append(token.owner)
        rules.discard(game, token.owner, card)  # used or lost on a second failure (seed 002)
        _transform_roll(game, token)
    _next_side(game, c)


def _transform_options(game: LiveGame, c: Combat) -> tuple[int, str, list[Option]] | None:
    token = _side(game, c)
    if len(game.content.characters[token.character].forms) > 1 and token.form == 0:
        return controller(game, token), "transform", [YES, NO]
    return None


def _transform_card_options(game: LiveGame, c: Combat) -> tuple[int, str, list[Option]]:
    token = _side(game, c)
    return token.owner, "transform-card", ([YES] if _transform_card(game, token) else []) + [NO]


OPTIONS: dict[str, Callable[[LiveGame, Combat], tuple[int, str, list[Option]] | None]] = {
    "fuse": _fuse_options,
    "transform": _transform_options,
    "transform-card": _transform_card_options,
}
AUTO: dict[str, Callable[[LiveGame, Combat], None]] = {
    "fuse": _next_fuse_side,
    "transform": _skip_transform,
}
ANSWER: dict[str, Callable[[LiveGame, Combat, Option], None]] = {
    "fuse": _answer_fuse,
    "transform": _answer_transform,
    "transform-card": _answer_transform_card,
}
