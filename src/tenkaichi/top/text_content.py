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
from tenkaichi.top.say import named, say
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
    deck: str = ""
    """A card's deck ("attack", "defence", "special", "event"), in no reader's language."""


def article(word: str) -> str:
    """The indefinite article for ``word``, by the sound it starts with: "an" before a vowel
    ("an Attack card", "an Event", "an unknown card"), "a" before anything else ("a Defence
    card", "a Special card")."""
    return "an" if word[:1].lower() in tuple("aeiou") else "a"


def with_article(word: str) -> str:
    """``word`` after its indefinite article: "an Attack card", "a Defence card"."""
    return f"{article(word)} {word}"


def deck_name(deck: str) -> str:
    """A deck's name in the reader's language ("Attack"); "unknown" for no deck."""
    return say(f"top-deck-{deck}") if deck in DECK_NAME else say("top-deck-unknown")


def a_card_of(deck: str) -> str:
    """A card of a deck, as its back shows it: "an Attack card"."""
    return say(f"top-deck-{deck}-a-card") if deck in DECK_NAME else say("top-deck-unknown-a-card")


def colour_name(colour: str) -> str:
    """A space colour in the reader's language ("red"); "no space" for none."""
    return say(f"top-colour-{colour.lower()}") if colour in COLOUR_NAME else say("top-no-space")


def inset_words(inset: str) -> str:
    """The defence an attack allows, in the reader's language."""
    return say(f"top-inset-{inset.replace('_', '-')}")


def face_name(content: Content, face: int) -> str:
    """A die symbol's name in the reader's language ("punch")."""
    return named("top-face", content.faces[face])


def card_name(content: Content, card_id: CardId) -> str:
    """A card's name in the reader's language."""
    return named("top-card", content.cards[card_id].name)


def combo_aim(name: str) -> str:
    """A combo as something a re-roll plays for: "Finisher combo"."""
    return say("top-aim-combo", name=named("top-combo", name))


def card_aim(content: Content, card_id: CardId) -> str:
    """An Attack card as something a re-roll plays for: "Volley card"."""
    return say("top-aim-card", name=card_name(content, card_id))


def dice_words(content: Content, faces: Sequence[int]) -> str:
    """Dice as symbol names: "punch, punch, star"."""
    return ", ".join(face_name(content, f) for f in faces) or say("top-no-dice")


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
    kind = say("top-kind-event") if card.deck == "event" else say(f"top-deck-{card.deck}-card")
    text = _card_text(content, card)
    return Info(card_name(content, card_id), kind, text, card.made_up, card.deck)


def _card_text(content: Content, card: Card) -> str:
    n, combo = card.amount, need_words(content, card.combo)
    signed = f"{n:+d}"
    if card.deck == "event":
        effect = card.effect if card.effect in _EVENT else "none"
        return say(f"top-event-{effect.replace('_', '-')}", n=str(n), signed=signed)
    if card.deck == "attack":
        return say(
            "top-card-attack-text",
            combo=combo,
            damage=str(card.damage),
            sphere=say("top-card-sphere-note") if card.sphere else "",
            inset=inset_words(card.defence),
            extra=say("top-card-extra-note") if card.extra_combat else "",
        )
    if card.effect in _DEFENCE:
        against = "top-against-sphere" if card.timing == "sphere" else "top-against-attack"
        return say(
            "top-card-defence-text",
            against=say(against),
            proof=say("top-card-proof-note") if card.invulnerable else "",
            combo=combo,
            does=say(f"top-defence-{card.effect}"),
        )
    if card.effect == "rescue":
        return say("top-card-rescue-text", n=str(n))
    if card.effect == "transform":
        return say("top-card-transform-text")
    if card.effect in _START:
        return say(f"top-start-{card.effect.replace('_', '-')}", n=str(n))
    return say("top-no-effect")


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
    key = ability if ability in POWERS else "none"
    name, text = say(f"top-power-{key}"), say(f"top-power-{key}-text", n=str(value))
    return Info(name, say("top-kind-power"), text, False)


def space_info(colour: str) -> Info:
    """What ending a move on a space of a colour does (seed 002)."""
    if colour == "G":
        text = say("top-space-green-text")
    else:
        text = say("top-space-draw-text", card=a_card_of(COLOUR_DECK[colour]))
    name = say(f"top-space-{COLOUR_NAME[colour]}")
    return Info(name, say("top-kind-space"), text, False)


def warrior_info(content: Content, character_id: str) -> Info:
    """A character: Endurance, each form's Power, Technique and power. Made up when a form's
    values or combos come from our defaults, or a power other than Solo is ours."""
    char = content.characters[character_id]
    forms = []
    for form in char.forms:
        power = "" if form.ability == "none" else power_info(form.ability).name
        forms.append(
            say(
                "top-form-summary",
                name=form.name,
                power=str(form.power),
                technique=str(form.technique),
                ability=say("top-ability-note", ability=power) if power else "",
            )
        )
    made_up = any(f.assumed or f.ability not in ("none", "solo") for f in char.forms)
    text = say("top-warrior-text", endurance=str(char.endurance), forms="; ".join(forms))
    return Info(char.name, say("top-kind-warrior"), text, made_up)
