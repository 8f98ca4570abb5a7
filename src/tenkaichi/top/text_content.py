"""What the Tournament of Power's content says, in English: dice as symbol names, and the name
and effect of every card, Event, warrior power, space colour and warrior, made from the content
pack's records, each with a ``made_up`` flag when the text is ours rather than seed 002's.

These read the content only (never a game), so a rules page or a card tooltip can use them;
:mod:`tenkaichi.top.text` builds the sentences about a game on them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tenkaichi.top.content import COLOUR_DECK, Card, Content
from tenkaichi.top.state import CardId

DECK_NAME = {"attack": "Attack", "defence": "Defence", "special": "Special", "event": "Event"}
COLOUR_NAME = {"R": "red", "Y": "yellow", "B": "blue", "G": "green"}
INSET = {
    "none": "no defence possible",
    "cards": "defence with cards only",
    "cards_or_dice": "defence with cards or dice",
    "invulnerable": "defence with invulnerable cards only",
}
"""The defence an attack allows, in the words of seed 002."""


@dataclass(frozen=True, slots=True)
class Info:
    """The name of a card, a power, an Event or a space and what it does, for a help panel."""

    name: str
    kind: str
    """What it is: "Attack card", "Event", "power", "space", "warrior"."""
    text: str
    made_up: bool
    """The text is ours (docs/assumptions.md, provenance asm), not seed 002's."""


def article(word: str) -> str:
    """The indefinite article for ``word``, by the sound it starts with: "an" before a vowel
    ("an Attack card", "an Event", "an unknown card"), "a" before anything else ("a Defence
    card", "a Special card")."""
    return "an" if word[:1].lower() in tuple("aeiou") else "a"


def with_article(word: str) -> str:
    """``word`` after its indefinite article: "an Attack card", "a Defence card"."""
    return f"{article(word)} {word}"


def dice_words(content: Content, faces: Sequence[int]) -> str:
    """Dice as symbol names: "punch, punch, star"."""
    return ", ".join(content.faces[f] for f in faces) or "no dice"


def need_words(content: Content, need: Sequence[int]) -> str:
    """What a combo needs, as symbol names ("sphere, sphere, strength")."""
    return dice_words(content, [f for f in range(len(need)) for _ in range(need[f])])


_DEFENCE = {
    "negate": "stops the attack",
    "halve": "halves the attack's damage",
    "counter": "takes the hit, then strikes back",
}
_START = {
    "recover": "at the start of your turn, heal one of your warriors of up to {n} damage",
    "extra_combat": "at the start of your turn: a second combat this turn",
    "instant_move": "at the start of your turn, move a warrior to any free red, yellow or blue "
    "space instead of moving",
    "fuse": "at the start of your turn, fuse two fusion partners standing on one space",
}
_EVENT = {
    "none": "nothing happens this turn",
    "move_range": "move up to {n} spaces this turn",
    "rerolls": "{signed} re-roll for the warriors of the player whose turn it is",
    "no_support": "no support dice for anyone this turn",
    "draw": "draw {n} card(s) of your choice at the end of the turn",
    "transform_bonus": "{signed} to transformation rolls this turn",
    "extra_combat": "a second combat this turn",
    "heal": "each of your warriors heals up to {n} damage",
}


def card_info(content: Content, card_id: CardId) -> Info:
    """A card's name and what it does, from its record in the content pack."""
    card = content.cards[card_id]
    kind = "Event" if card.deck == "event" else f"{DECK_NAME[card.deck]} card"
    return Info(card.name, kind, _card_text(content, card), card.made_up)


def _card_text(content: Content, card: Card) -> str:
    n, combo = card.amount, need_words(content, card.combo)
    signed = f"{n:+d}"
    if card.deck == "event":
        return _EVENT.get(card.effect, "nothing happens this turn").format(n=n, signed=signed)
    if card.deck == "attack":
        sphere = " (a sphere attack)" if card.sphere else ""
        extra = "; a second combat this turn" if card.extra_combat else ""
        return f"form {combo} for {card.damage} damage{sphere}; {INSET[card.defence]}{extra}"
    if card.effect in _DEFENCE:
        against = "a sphere attack" if card.timing == "sphere" else "an attack"
        proof = ", even an invulnerable one" if card.invulnerable else ""
        return f"against {against}{proof}: form {combo} and it {_DEFENCE[card.effect]}"
    if card.effect == "rescue":
        return f"when one of your warriors is eliminated, it comes back with {n} Endurance"
    if card.effect == "transform":
        return "after a failed transformation roll, roll once more (the card is used either way)"
    return _START.get(card.effect, "no effect").format(n=n)


POWERS = {
    "extra-reroll": ("One more re-roll", "one re-roll more than its Technique"),
    "fewer-rerolls": ("Fewer re-rolls", "a warrior attacking it has {n} re-roll(s) fewer"),
    "reflect-sphere": (
        "Reflect the sphere",
        "sends a sphere attack back to its attacker (not one from an invulnerable card), "
        "who may then defend with dice or cards",
    ),
    "counter-attack": ("Counter-attack", "strikes back at once after an enemy's attack"),
    "extra-attack-die": ("One more attack die", "attacks with one more die"),
    "extra-defence-die": ("One more defence die", "rolls one more die when it defends"),
    "no-defence-dice": (
        "No defence dice",
        "the warrior it attacks may defend with cards only, never with a Dodge roll",
    ),
    "double-support": ("Two support dice", "gives a teammate beside it 2 support dice, not 1"),
    "solar-flare": (
        "Solar Flare",
        "with less than 10 Endurance left it may flee up to 3 spaces away during a combat",
    ),
    "shield": (
        "Shield",
        "stops sphere attacks of less than 20 damage without a roll (not invulnerable ones)",
    ),
    "health": ("Health", "heals up to 5 damage at the start of each of its player's turns"),
    "remove-attack-die": ("One attack die fewer", "a warrior attacking it rolls one die fewer"),
    "solo": ("Solo", "gives no support dice to its teammates"),
}
"""The thirteen warrior powers in the words of seed 002 ("Warrior powers")."""


def power_info(ability: str, value: int = 1) -> Info:
    """A power's name and what it does. The texts are seed 002's; which warrior holds which
    power is ours except for Solo (docs/assumptions.md ``top-abilities``)."""
    name, text = POWERS.get(ability, ("No power", "no special power"))
    return Info(name, "power", text.format(n=value), False)


def space_info(colour: str) -> Info:
    """What ending a move on a space of a colour does (seed 002)."""
    if colour == "G":
        text = "fight an unplayed warrior; a win draws 2 cards of your choice"
    else:
        deck = with_article(DECK_NAME[COLOUR_DECK[colour]])
        text = f"draw {deck} card at the end of your turn"
    return Info(f"{COLOUR_NAME[colour].capitalize()} space", "space", text, False)


def warrior_info(content: Content, character_id: str) -> Info:
    """A character: Endurance, each form's Power, Technique and power. Made up when a form's
    values or combos come from our defaults, or a power other than Solo is ours."""
    char = content.characters[character_id]
    forms = []
    for form in char.forms:
        power = "" if form.ability == "none" else f", {power_info(form.ability).name}"
        forms.append(f"{form.name}: Power {form.power}, Technique {form.technique}{power}")
    made_up = any(f.assumed or f.ability not in ("none", "solo") for f in char.forms)
    text = f"Endurance {char.endurance}. " + "; ".join(forms)
    return Info(char.name, "warrior", text, made_up)
