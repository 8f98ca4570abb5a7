"""Combat: transformations, the attack roll and its re-rolls, the chosen result, the defence
window, damage, elimination, Solar Flare, counter-attacks, and the end-of-combat costs.

Stages of ``state.combat`` (each either a decision or an automatic step):

    fuse (attacker's owner, then defender's owner: the fusion roll "at the beginning of combat")
    -> transform -> [transform-card] -> (attacker, then defender)
    roll -> reroll* -> resolve -> [defend -> defend-roll*] -> damage -> [rescue] -> [flee]
    -> next (counter-attack, or end; in a tie-break duel, the forms' costs and the next attack,
    which starts again at transform) -> end

Whether a stage that plays a card from a hand (transform-card, resolve, defend, rescue) is
entered depends only on what every player sees, never on the cards held, so the flow of a combat
tells no one what another player holds.

Seed 002: a result made on the first roll is a lightning attack (no defence); after one re-roll
the target may answer with Defence cards; after two, with any card or a Dodge roll.
"""

from __future__ import annotations

from tenkaichi.top import rules
from tenkaichi.top.content import COLOUR_DECK
from tenkaichi.top.rules import LiveGame, Table
from tenkaichi.top.state import Answer, CardId, Combat, Option, Strike, Token
from tenkaichi.top.symbols import counts, forms, symbol_sum

NO: Option = ("no", 0, 0)
YES: Option = ("yes", 0, 0)
FUSE: Option = ("fuse", 0, 0)
STOP: Option = ("stop", 0, 0)
TAKE: Option = ("defend", 0, 0)
DODGE: Option = ("defend", 1, 0)
SUM = 2
CARD_BASE = 3
DEFEND_CARD_BASE = 2


def _reroll_options(n: int) -> list[Option]:
    return [STOP] + [("reroll", mask, 0) for mask in range(1, 1 << n)]


_REROLLS = [_reroll_options(n) for n in range(7)]


# -- starting a combat -------------------------------------------------------------------
def begin(game: LiveGame, kind: str, attacker: Token, defender: Token) -> None:
    s = game.state
    if kind != "duel":
        s.turn.combats += 1
        s.turn.last_kill = False
        s.turn.opponent_out = False
    s.combat = Combat(kind, attacker.id, defender.id, stage="fuse")
    s.phase = "combat"
    game.events.append(("combat", kind, attacker.id, defender.id))
    if kind == "duel":
        game.events.append(("duel-attack", 1, attacker.id, defender.id))


def begin_green(game: LiveGame, attacker: Token) -> None:
    """Green space: "the player on your right" runs the top unplayed warrior (seed 002), the
    nearest seat on the right that still has warriors (:func:`rules.right_of`)."""
    s = game.state
    character = s.unplayed.pop(0)
    npc = Token(len(s.tokens), -1, character, attacker.cell)
    s.tokens.append(npc)
    controller = attacker.owner
    seat = attacker.owner
    for _ in range(s.n - 1):
        seat = rules.right_of(seat, s.n)
        if rules.living(game, seat):
            controller = seat
            break
    game.events.append(("green", attacker.owner, npc.id, character, controller))
    begin(game, "green", attacker, npc)
    assert s.combat is not None
    s.combat.controller = controller


def controller(game: Table, token: Token) -> int:
    if token.owner >= 0:
        return token.owner
    assert game.state.combat is not None
    return game.state.combat.controller


def _side(game: LiveGame, c: Combat) -> Token:
    return game.state.tokens[c.attacker if c.transform_side == 0 else c.defender]


# -- the decision and automatic steps ---------------------------------------------------
def options(game: LiveGame) -> tuple[int, str, list[Option]] | None:
    c = game.state.combat
    assert c is not None
    stage = c.stage
    if stage == "fuse":
        pairs = _fusion_pairs(game, c)
        return (_fuse_owner(game, c), "fuse", [FUSE, NO]) if pairs else None
    if stage == "transform":
        token = _side(game, c)
        if len(game.content.characters[token.character].forms) > 1 and token.form == 0:
            return controller(game, token), "transform", [YES, NO]
        return None
    if stage == "transform-card":
        token = _side(game, c)
        return token.owner, "transform-card", ([YES] if _transform_card(game, token) else []) + [NO]
    if stage in ("reroll", "defend-roll"):
        if c.rerolls <= 0:
            return None
        token = game.state.tokens[c.roller]
        return controller(game, token), stage, list(_REROLLS[len(c.dice)])
    if stage == "resolve":
        return _resolve_options(game, c)
    if stage == "defend":
        return _defend_options(game, c)
    if stage == "rescue":
        target = game.state.tokens[_strike(c).target]
        return target.owner, "rescue", ([YES] if _rescue_card(game, target) else []) + [NO]
    if stage == "flee":
        return _flee_options(game, c)
    return None


def auto(game: LiveGame) -> None:
    c = game.state.combat
    assert c is not None
    _AUTO[c.stage](game, c)


def answer(game: LiveGame, option: Option) -> None:
    c = game.state.combat
    assert c is not None
    _ANSWER[c.stage](game, c, option)


def _strike(c: Combat) -> Strike:
    assert c.strike is not None
    return c.strike


# -- fusion at the beginning of combat ---------------------------------------------------
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


# -- transformation ---------------------------------------------------------------------
def _next_side(game: LiveGame, c: Combat) -> None:
    if c.transform_side == 0:
        c.transform_side, c.stage = 1, "transform"
    else:
        _new_strike(game, c, c.attacker, c.defender)


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


# -- the attack roll ----------------------------------------------------------------------
def _new_strike(
    game: LiveGame, c: Combat, striker_id: int, target_id: int, counter: bool = False
) -> None:
    striker = game.state.tokens[striker_id]
    target = game.state.tokens[target_id]
    c.strike = Strike(striker_id, target_id, counter=counter)
    n = rules.attack_dice(game, striker, target)
    c.roller = striker_id
    c.dice = game.rng.dice(6, n)
    for i, value in enumerate(c.dice):
        c.dice[i] = value - 1
    c.rerolls = rules.rerolls(game, striker, target)
    c.stage = "reroll"
    game.events.append(("rolled", striker_id, tuple(c.dice), 1))


def _reroll(game: LiveGame, c: Combat, mask: int) -> None:
    die = game.rng.die
    for i in range(len(c.dice)):
        if mask >> i & 1:
            c.dice[i] = die(6) - 1
    c.rerolls -= 1
    strike = _strike(c)
    if c.stage == "reroll":
        strike.rolls += 1
        game.events.append(("rolled", c.roller, tuple(c.dice), strike.rolls))
    else:
        game.events.append(("defence-rolled", c.roller, tuple(c.dice)))


def _answer_reroll(game: LiveGame, c: Combat, option: Option) -> None:
    if option[0] == "reroll":
        _reroll(game, c, option[1])
    else:
        c.rerolls = 0
    if c.rerolls <= 0:
        c.stage = "resolve"


def _end_rerolls(game: LiveGame, c: Combat) -> None:
    c.stage = "resolve"


def attack_choices(game: Table, c: Combat) -> list[Option]:
    """The results the striker may pick: a formed combo of its card, a formed card combo, or
    the symbol sum (always; a failed Attack card deals the sum and is kept)."""
    striker = game.state.tokens[_strike(c).striker]
    form = rules.form_of(game, striker)
    have = counts(c.dice)
    wild = game.content.wild
    out: list[Option] = [
        ("resolve", i, 0) for i in (0, 1) if forms(have, form.combos[i].need, wild)
    ]
    out.append(("resolve", SUM, 0))
    if striker.owner >= 0:
        hand = game.state.players[striker.owner].hand
        for i, card_id in enumerate(hand):
            card = game.content.cards[card_id]
            if card.deck == "attack" and card_id not in hand[:i] and forms(have, card.combo, wild):
                out.append(("resolve", CARD_BASE + i, 0))
    return out


def _resolve_options(game: LiveGame, c: Combat) -> tuple[int, str, list[Option]] | None:
    striker = game.state.tokens[_strike(c).striker]
    choices = attack_choices(game, c)
    if striker.owner < 0 and len(choices) == 1:
        return None  # a green-space warrior holds no cards: its sum is taken at once
    return controller(game, striker), "resolve", choices


def _auto_resolve(game: LiveGame, c: Combat) -> None:
    _answer_resolve(game, c, ("resolve", SUM, 0))


def attack_value(
    game: Table, c: Combat, option: Option
) -> tuple[int, bool, str, bool, CardId | None]:
    """(damage, sphere, defence inset, invulnerable, card id) of a resolve option."""
    striker = game.state.tokens[_strike(c).striker]
    form = rules.form_of(game, striker)
    code = option[1]
    if code < SUM:
        combo = form.combos[code]
        return combo.damage, combo.sphere, "cards_or_dice", False, None
    if code == SUM:
        content = game.content
        damage, double = symbol_sum(
            counts(c.dice),
            form.values,
            content.wild,
            content.offensive,
            content.settings.star_in_sum == "wild",
        )
        return damage, double == content.sphere_face, "cards_or_dice", False, None
    card_id = game.state.players[striker.owner].hand[code - CARD_BASE]
    card = game.content.cards[card_id]
    return card.damage, card.sphere, card.defence, card.invulnerable, card_id


def _answer_resolve(game: LiveGame, c: Combat, option: Option) -> None:
    strike = _strike(c)
    striker = game.state.tokens[strike.striker]
    damage, sphere, defence, invulnerable, card_id = attack_value(game, c, option)
    strike.damage, strike.sphere, strike.defence = damage, sphere, defence
    strike.invulnerable, strike.card = invulnerable, card_id
    game.events.append(("attack", strike.striker, option[1], damage, card_id, strike.rolls))
    if card_id is not None:
        rules.discard(game, striker.owner, card_id)
        card = game.content.cards[card_id]
        turn = game.state.turn
        if card.extra_combat and striker.owner == turn.seat and not turn.extra_card:
            turn.extra_card = True
            turn.extra_combats += 1
            game.events.append(("extra-combat", striker.owner, card_id))
    target = game.state.tokens[strike.target]
    target_power = rules.ability(game, target)
    if sphere and not invulnerable and damage > 0:
        if target_power == "shield" and damage < 20:
            game.events.append(("shielded", target.id, damage))
            strike.damage = 0
            c.stage = "next"
            return
        if target_power == "reflect-sphere" and not strike.reflected:
            strike.reflected = True
            strike.striker, strike.target = strike.target, strike.striker
            game.events.append(("reflected", target.id, damage))
    c.stage = "defend" if damage > 0 else "next"


# -- the defence ------------------------------------------------------------------------
def defence_window(game: Table, c: Combat) -> tuple[bool, bool]:
    """(cards allowed, Dodge dice allowed) for the target of the current strike."""
    strike = _strike(c)
    striker = game.state.tokens[strike.striker]
    if strike.reflected:
        cards, dice = True, True  # seed 002: the attacker may then dodge with dice or cards
    elif strike.rolls <= 1:
        return False, False  # lightning attack
    else:
        cards, dice = True, strike.rolls >= 3
    if strike.defence == "none":
        return False, False
    if strike.defence in ("cards", "invulnerable"):
        dice = False
    if rules.ability(game, striker) == "no-defence-dice":
        dice = False
    return cards, dice


def _defence_cards(game: LiveGame, c: Combat) -> list[int]:
    strike = _strike(c)
    target = game.state.tokens[strike.target]
    if target.owner < 0:
        return []
    turn = game.state.turn
    out = []
    hand = game.state.players[target.owner].hand
    for i, card_id in enumerate(hand):
        card = game.content.cards[card_id]
        if card_id in hand[:i] or card.effect not in ("negate", "halve", "counter"):
            continue
        if card.timing == "sphere" and not strike.sphere:
            continue
        if card.timing not in ("attack", "sphere"):
            continue
        if strike.defence == "invulnerable" and not card.invulnerable:
            continue
        if card.effect == "counter" and (strike.counter or strike.reflected or turn.counter_card):
            continue
        if card.deck == "special" and not rules.special_allowed(game, target.owner):
            continue
        out.append(i)
    return out


def _defend_options(game: LiveGame, c: Combat) -> tuple[int, str, list[Option]] | None:
    strike = _strike(c)
    target = game.state.tokens[strike.target]
    cards, dice = defence_window(game, c)
    cards = cards and target.owner >= 0  # a green-space warrior holds no cards
    if not (cards or dice):
        return None
    options: list[Option] = [TAKE]
    if dice:
        options.append(DODGE)
    if cards:
        options.extend(("defend", DEFEND_CARD_BASE + i, 0) for i in _defence_cards(game, c))
    return controller(game, target), "defend", options


def _no_defence(game: LiveGame, c: Combat) -> None:
    c.stage = "damage"


def _answer_defend(game: LiveGame, c: Combat, option: Option) -> None:
    strike = _strike(c)
    target = game.state.tokens[strike.target]
    code = option[1]
    if code == 0:
        c.stage = "damage"
        return
    if code == 1:
        strike.answer, strike.answer_card = Answer.DODGE_ROLL, None
        need = [0] * 6
        need[game.content.dodge_face] = rules.form_of(game, target).dodge
        c.need = tuple(need)
    else:
        card_id = game.state.players[target.owner].hand[code - DEFEND_CARD_BASE]
        strike.answer, strike.answer_card = Answer.CARD, card_id
        c.need = game.content.cards[card_id].combo
        if game.content.cards[card_id].effect == "counter":
            game.state.turn.counter_card = True
    game.events.append(("defends", target.id, strike.answer, strike.answer_card))
    if not any(c.need):
        _defence_result(game, c, True)
        return
    n = rules.defence_dice(game, target)
    c.roller = target.id
    c.dice = [v - 1 for v in game.rng.dice(6, n)]
    c.rerolls = rules.rerolls(game, target, None)
    game.events.append(("defence-rolled", target.id, tuple(c.dice)))
    c.stage = "defend-roll"
    _check_defence(game, c)


def _check_defence(game: LiveGame, c: Combat) -> None:
    if forms(counts(c.dice), c.need, game.content.wild):
        _defence_result(game, c, True)
    elif c.rerolls <= 0:
        _defence_result(game, c, False)


def _answer_defend_roll(game: LiveGame, c: Combat, option: Option) -> None:
    if option[0] == "reroll":
        _reroll(game, c, option[1])
        _check_defence(game, c)
    else:
        _defence_result(game, c, False)


def _defend_roll_out(game: LiveGame, c: Combat) -> None:
    _check_defence(game, c)


def _defence_result(game: LiveGame, c: Combat, ok: bool) -> None:
    """A formed defence negates, halves or counters; a failed card is kept (seed 002)."""
    strike = _strike(c)
    target = game.state.tokens[strike.target]
    game.events.append(("defence", target.id, strike.answer, ok))
    c.stage = "damage"
    if not ok:
        return
    if strike.answer is Answer.DODGE_ROLL:
        strike.damage = 0
        return
    assert strike.answer is Answer.CARD
    assert strike.answer_card is not None
    card = game.content.cards[strike.answer_card]
    rules.discard(game, target.owner, strike.answer_card)  # a formed card is used up
    if card.deck == "special":
        game.state.turn.specials.append(target.owner)
    if card.effect == "negate":
        strike.damage = 0
    elif card.effect == "halve":
        strike.damage = rules.divide(strike.damage, 2)
    elif card.effect == "counter":
        strike.countered = True


# -- damage, elimination, flight -----------------------------------------------------------
def _damage(game: LiveGame, c: Combat) -> None:
    strike = _strike(c)
    target = game.state.tokens[strike.target]
    damage = strike.damage
    form = rules.form_of(game, target)
    if target.form > 0 and damage:
        damage = rules.divide(damage, form.divisor)
    target.damage += damage
    game.events.append(("damaged", target.id, damage, target.damage))
    if rules.is_out(game, target):
        if target.owner >= 0:
            c.stage = "rescue"  # asked whether or not a Rescue card is held (nothing leaks)
            return
        eliminate(game, target, strike.striker)
    c.stage = "flee" if _can_flee(game, c, target) else "next"


def _rescue_card(game: LiveGame, token: Token) -> CardId | None:
    if token.owner < 0:
        return None
    for card_id in game.state.players[token.owner].hand:
        card = game.content.cards[card_id]
        if card.effect == "rescue" and (
            card.deck != "special" or rules.special_allowed(game, token.owner)
        ):
            return card_id
    return None


def _answer_rescue(game: LiveGame, c: Combat, option: Option) -> None:
    strike = _strike(c)
    target = game.state.tokens[strike.target]
    card_id = _rescue_card(game, target)
    if option == YES and card_id is not None:
        card = game.content.cards[card_id]
        rules.discard(game, target.owner, card_id)
        target.damage = max(0, rules.endurance(game, target) - card.amount)
        game.events.append(("rescued", target.id, card_id, target.damage))
    else:
        eliminate(game, target, strike.striker)
    c.stage = "flee" if _can_flee(game, c, target) else "next"


def eliminate(game: LiveGame, token: Token, by: int) -> None:
    """The warrior leaves the board. When the turn's mover eliminates its board opponent, it
    is owed a card of the colour of the space the eliminated warrior stood on (seed 002), the
    space it keeps (or, stepping on to a second combat, leaves)."""
    token.alive = False
    game.events.append(("eliminated", token.id, by, token.fused))
    s = game.state
    c = s.combat
    if c is not None and c.kind == "board" and token.id == c.defender and by == s.turn.mover:
        s.turn.last_kill = True
        deck = COLOUR_DECK.get(game.content.board.cells[token.cell]) if token.cell >= 0 else None
        if deck is not None:
            s.turn.kill_decks.append(deck)


def _can_flee(game: LiveGame, c: Combat, token: Token) -> bool:
    return (
        token.alive
        and token.owner >= 0
        and c.kind != "duel"
        and rules.ability(game, token) == "solar-flare"
        and rules.left(game, token) < 10
        and bool(_flee_cells(game, token))
    )


def _flee_cells(game: LiveGame, token: Token) -> list[int]:
    board = game.content.board
    taken = {t.cell for t in game.state.tokens if t.alive and t.cell >= 0}
    return [
        cell
        for cell in board.within(token.cell, 1, 3)
        if board.cells[cell] != "G" and cell not in taken
    ]


def _flee_options(game: LiveGame, c: Combat) -> tuple[int, str, list[Option]]:
    token = game.state.tokens[_strike(c).target]
    return token.owner, "flee", [NO] + [("cell", cell, 0) for cell in _flee_cells(game, token)]


def _answer_flee(game: LiveGame, c: Combat, option: Option) -> None:
    if option[0] == "cell":
        token = game.state.tokens[_strike(c).target]
        game.events.append(("fled", token.id, token.cell, option[1]))
        token.cell = option[1]
        c.fled = True
        c.stage = "end"
        return
    c.stage = "next"


def _next(game: LiveGame, c: Combat) -> None:
    """After a strike: a counter-attack, the next duel attack, or the end of the combat."""
    s = game.state
    attacker, defender = s.tokens[c.attacker], s.tokens[c.defender]
    strike = _strike(c)
    if not (attacker.alive and defender.alive) or c.fled:
        c.stage = "end"
        return
    if c.kind == "duel":
        _next_duel_attack(game, c)
        return
    original_target = strike.striker if strike.reflected else strike.target
    counters = strike.countered or rules.ability(game, defender) == "counter-attack"
    if not strike.counter and original_target == c.defender and counters and not c.counter_done:
        c.counter_done = True
        game.events.append(("counter-attack", defender.id))
        _new_strike(game, c, c.defender, c.attacker, counter=True)
        return
    c.stage = "end"


def _next_duel_attack(game: LiveGame, c: Combat) -> None:
    """An attack of the tie-break duel that eliminated no one is over. Each attack is a combat
    of its own (seed 002): the transformed warriors pay their form's cost and "Once the attack
    is over, your Warrior returns to his or her original shape"; then the warrior attacked
    attacks in turn, both first trying to transform "before combat". The duel goes on "until one
    of the 2 Warriors are eliminated"; only the engine's guard ``duel_attack_guard`` stops a duel
    that could never end (warriors unable to hurt each other)."""
    s = game.state
    _forms_over(game, c)
    if not (s.tokens[c.attacker].alive and s.tokens[c.defender].alive):
        c.stage = "end"  # a form's cost eliminated
        return
    c.attacks += 1
    if c.attacks >= game.content.settings.duel_attack_guard:
        game.events.append(("duel-guard", c.attacks))
        c.stage = "end"
        return
    c.attacker, c.defender = c.defender, c.attacker
    c.transform_side, c.counter_done, c.strike = 0, False, None
    c.stage = "transform"
    game.events.append(("duel-attack", c.attacks + 1, c.attacker, c.defender))


def _forms_over(game: LiveGame, c: Combat) -> None:
    """Forms cost Endurance once the attack is over, then revert (seed 002; B23)."""
    s = game.state
    for token_id in (c.attacker, c.defender):
        token = s.tokens[token_id]
        if token.form > 0:
            cost = rules.form_of(game, token).cost
            token.form = 0
            if token.alive and cost:
                token.damage += cost
                game.events.append(("form-cost", token.id, cost, token.damage))
                if rules.is_out(game, token):
                    eliminate(game, token, token.id)


def _end(game: LiveGame, c: Combat) -> None:
    """The forms' costs (:func:`_forms_over`), then what follows the combat."""
    from tenkaichi.top import rounds, turn

    s = game.state
    attacker, defender = s.tokens[c.attacker], s.tokens[c.defender]
    standing = (attacker.alive, defender.alive)
    _forms_over(game, c)
    game.events.append(("combat-over", attacker.alive, defender.alive))
    s.combat = None
    if c.kind == "duel":
        rounds.duel_over(game, _duel_winner(game, c, standing))
        return
    s.turn.opponent_out = not defender.alive
    if c.kind == "green":
        defender.cell = -1
        if defender.alive:
            defender.alive = False
            s.unplayed.append(defender.character)
            game.events.append(("returned", defender.character))
        elif attacker.alive:
            s.turn.bonus_draws += 2
    elif not defender.alive:
        defender.cell = -1
    turn.after_combat(game)


def _duel_winner(game: LiveGame, c: Combat, standing: tuple[bool, bool]) -> int | None:
    """The seat whose warrior "won the last combat" (seed 002). The duel ends at the first
    elimination: a warrior that eliminates its opponent wins even if its form's cost, paid once
    the attack is over, then eliminates it too. Warriors eliminated together (by their forms'
    costs), or both standing when the guard stops the duel, give no winner."""
    s = game.state
    attacker, defender = s.tokens[c.attacker], s.tokens[c.defender]
    if standing[0] != standing[1]:
        return attacker.owner if standing[0] else defender.owner
    if attacker.alive != defender.alive:
        return attacker.owner if attacker.alive else defender.owner
    return None


_AUTO = {
    "fuse": _next_fuse_side,
    "transform": _skip_transform,
    "resolve": _auto_resolve,
    "reroll": _end_rerolls,
    "defend": _no_defence,
    "defend-roll": _defend_roll_out,
    "damage": _damage,
    "next": _next,
    "end": _end,
}
_ANSWER = {
    "fuse": _answer_fuse,
    "transform": _answer_transform,
    "transform-card": _answer_transform_card,
    "reroll": _answer_reroll,
    "resolve": _answer_resolve,
    "defend": _answer_defend,
    "defend-roll": _answer_defend_roll,
    "rescue": _answer_rescue,
    "flee": _answer_flee,
}
