"""``!check``, ``!save``, ``!strike`` and ``!dodge``: reading what a saved character is asked
to roll, and planning the roll as the fight makes it.

The character stands in a sparring encounter (its sheet, and a sparring partner of the same
sheet beside it, the target of a Strike), so every roll is planned by the fight's own
functions: a Skill Check by :func:`~tenkaichi.dbu.combat.rules.checks.skill_parts`, a Saving
Throw by :func:`~tenkaichi.dbu.combat.rules.checks.save_parts`, a Strike by
:func:`~tenkaichi.dbu.combat.rules.attack_clash.strike_parts_for` (a Basic Attack's Profile
or a Signature Technique, its Advantages' bonuses included), a Dodge by
:func:`~tenkaichi.dbu.combat.rules.rolls.dodge_parts`; an Attribute check (``!check
insight``) adds the Attribute Modifier. :mod:`tenkaichi.chat.dbu_tools_checks_roll` makes the
roll and its exact odds.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass

from tenkaichi.chat.dbu_tools_args import Option, Refusal, read_words
from tenkaichi.chat.dbu_tools_sheet import no_form
from tenkaichi.chat.texts import text
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EncounterSetup, FighterSetup
from tenkaichi.dbu.combat.core.state import AttackFrame, Fighter
from tenkaichi.dbu.combat.rules import checks, rolls, stats
from tenkaichi.dbu.combat.rules.attack_clash import strike_parts_for
from tenkaichi.dbu.combat.rules.legality import AttackChoice, attack_choices
from tenkaichi.dbu.combat.rules.said import foundation_said
from tenkaichi.dbu.derived import derive
from tenkaichi.dbu.sheet import SKILLS, CharacterSheet
from tenkaichi.dbu.sheet_fields import ATTRIBUTES, SAVES
from tenkaichi.dice.rng import MAX_SEED
from tenkaichi.i18n import Msg, Seq, Term
from tenkaichi.i18n.catalogue import Arg

CHECK_OPTIONS = (
    Option("tn", "number", "15"),
    Option("difficulty", "word", "medium"),
    Option("seed", "number", "42"),
    Option("private", "flag"),
)
COMMANDS = ("check", "save", "strike", "dodge")
PARTNER = "Sparring Partner"


@dataclass(frozen=True, slots=True)
class CharacterRoll:
    """What ``!check``, ``!save``, ``!strike`` or ``!dodge`` was asked."""

    command: str
    name: str
    """The words naming the Skill, Attribute, Saving Throw or attack ("" for none)."""
    form: str
    """The words naming a transformation (after ``in``), "" for none."""
    target: int | None
    difficulty: str | None
    seed: int | None
    private: bool


def read_character_roll(command: str, rest: str) -> CharacterRoll:
    """``perception in super saiyan vs 15 seed=3``: the name, ``in`` a form, ``vs`` a Target
    Number or a difficulty (or ``tn=`` / ``difficulty=``)."""
    words = read_words(rest.split(), CHECK_OPTIONS)
    named = list(words.text)
    lowered = [w.lower() for w in named]
    against: list[str] = []
    if "vs" in lowered:
        at = lowered.index("vs")
        named, against = named[:at], named[at + 1 :]
        lowered = lowered[:at]
    form: list[str] = []
    if "in" in lowered:
        at = lowered.index("in")
        named, form = named[:at], named[at + 1 :]
    target, difficulty = words.number("tn"), words.word("difficulty")
    if against:
        if target is not None or difficulty is not None:
            raise Refusal(text("chat-check-tn-once"))
        said = "-".join(against).lower()
        if said.isascii() and said.isdigit():
            target = int(said[:6])
        else:
            difficulty = said
    if target is not None and difficulty is not None:
        raise Refusal(text("chat-check-tn-or-difficulty"))
    if target is not None and not 0 <= target <= 999:
        raise Refusal(text("chat-check-tn-range", most="999", tn=str(target)))
    seed = words.number("seed")
    if seed is not None and not 0 <= seed <= MAX_SEED:
        raise Refusal(text("chat-roll-seed", most=str(MAX_SEED), seed=str(seed)))
    return CharacterRoll(
        command,
        " ".join(named),
        " ".join(form),
        target,
        difficulty,
        seed,
        words.flag("private"),
    )


class Sparring:
    """``sheet``'s character in a sparring encounter, in a transformation (``form`` words)."""

    def __init__(self, sheet: CharacterSheet, form: str = "") -> None:
        self.sheet = sheet
        partner = PARTNER if sheet.name != PARTNER else f"{PARTNER} (2)"
        size = 8  # room for two of the largest size, side by side
        squares = derive(sheet).squares
        setup = EncounterSetup(
            width=2 * size,
            height=size,
            sheets={"sheet": sheet},
            fighters=(
                FighterSetup(sheet="sheet", side="A", id=sheet.name, pos=(0, 0)),
                FighterSetup(sheet="sheet", side="B", id=partner, pos=(squares, 0)),
            ),
        )
        self.enc = Encounter(setup, 0)
        self.me: Fighter = self.enc.fighter(sheet.name)
        self.partner: Fighter = self.enc.fighter(partner)
        self.form_name = ""
        if form:
            self._transform(form)

    def _transform(self, words: str) -> None:
        wanted = " ".join(words.split()).casefold()
        found = next((f for f in self.sheet.forms if f.name.casefold() == wanted), None)
        if found is None or found.kind == "awakening":
            known = ", ".join(f.name for f in self.sheet.forms if f.kind != "awakening")
            raise Refusal(no_form(self.sheet.name, words, known or text("chat-args-none")))
        if found.kind == "enhancement":
            self.me.enhancement = found.name
        else:
            self.me.form = found.name
        self.form_name = found.name

    @property
    def tier(self) -> int:
        return stats.tier(self.enc, self.me)

    @property
    def base_tier(self) -> int:
        return stats.base_tier(self.enc, self.me)


@dataclass(frozen=True, slots=True)
class Planned:
    """A roll ready to make: what it is called, its bonuses and how its dice are made."""

    label: str
    parts: rolls.Parts
    cut: int = 0
    """How much lower the Critical requirement is (a check's proficiency, a racial save)."""
    frame: AttackFrame | None = None
    """The attack of a Strike (``None``: a check, a save or a Dodge)."""
    combat: bool = False
    """A Combat Roll (Strike, Dodge): the fight's Combat Roll dice, not a check's."""
    shown: Msg | Term | None = None
    """What a reply calls it, in the reader's language (``None``: :attr:`label`, which the
    fight's own functions are given in English)."""


def plan(sparring: Sparring, request: CharacterRoll) -> Planned:
    """The roll ``request`` names, or a refusal naming what is not known (with close names)."""
    enc, me = sparring.enc, sparring.me
    if request.command == "check":
        return _check(sparring, request.name)
    if request.command == "save":
        key = request.name.lower().removesuffix(" saving throw").removesuffix(" save").strip()
        found = [s for s in SAVES if s.startswith(key)] if key else []
        if len(found) != 1:
            names = ", ".join(SAVES)
            raise Refusal(text("chat-check-which-save", names=names, example="save corporeal"))
        parts, cut = checks.save_parts(enc, me, found[0])
        label = f"{found[0].title()} Save"
        return Planned(label, parts, cut, shown=Term(label))
    if request.command == "dodge":
        if request.name:
            raise Refusal(text("chat-check-dodge-name", example="dodge vs 15"))
        shown = Msg.of("chat-check-dodge")
        return Planned("Dodge", rolls.dodge_parts(enc, me), combat=True, shown=shown)
    choice = _attack(sparring, request.name)
    frame = AttackFrame(
        attacker=me.id,
        source=choice.mode,
        profile=choice.profile,
        foundation=choice.foundation,
        targets=[sparring.partner.id],
        signature=choice.signature,
    )
    what = choice.signature or f"{choice.profile} {choice.foundation}"
    parts = strike_parts_for(enc, frame, me, sparring.partner)
    attack: Arg = choice.signature or Seq(
        (Term(choice.profile), foundation_said(choice.foundation)), sep=" "
    )
    shown = Msg.of("chat-check-strike", attack=attack)
    return Planned(f"Strike ({what})", parts, frame=frame, combat=True, shown=shown)


def _check(sparring: Sparring, name: str) -> Planned:
    enc, me = sparring.enc, sparring.me
    key = "_".join(name.lower().split())
    if key in SKILLS:
        parts, cut = checks.skill_parts(enc, me, key)
        skill = key.replace("_", " ").title()
        shown = Msg.of("chat-check-check", name=Term(skill))
        return Planned(f"{skill} check", parts, cut, shown=shown)
    if key in ATTRIBUTES:
        modifier = stats.derived(enc, me).modifiers[key]
        shown = Msg.of("chat-check-check", name=Term(key.title()))
        return Planned(f"{key.title()} check", [(f"{key.title()} Modifier", modifier)], shown=shown)
    names = [s.replace("_", " ") for s in SKILLS] + list(ATTRIBUTES)
    if not key:
        raise Refusal(text("chat-check-which", example="check perception"))
    close = difflib.get_close_matches(name.lower(), names, n=4, cutoff=0.6)
    if close:
        raise Refusal(text("chat-check-close", name=repr(name[:30]), close=", ".join(close)))
    raise Refusal(text("chat-check-unknown", name=repr(name[:30]), skills=", ".join(names[:-7])))


def _attack(sparring: Sparring, name: str) -> AttackChoice:
    """The Basic Attack (``simple``, ``beam energy``) or Signature Technique ``name`` names;
    none: a Simple physical Basic Attack."""
    choices = attack_choices(sparring.enc, sparring.me, limits=False, afford=False, via="action")
    wanted = " ".join(name.split()).casefold() or "simple"
    for choice in choices:
        if choice.signature and choice.signature.casefold() == wanted:
            return choice
    words = wanted.split()
    foundation = words[-1] if len(words) > 1 else ""
    profile = " ".join(words[:-1]) if foundation else wanted
    basic = [c for c in choices if c.mode == "basic" and c.profile.casefold() == profile]
    if foundation:
        basic = [c for c in basic if c.foundation == foundation]
    if not basic and foundation:  # a Profile of two words with no Foundation named
        basic = [c for c in choices if c.mode == "basic" and c.profile.casefold() == wanted]
    if basic:
        return basic[0]
    techniques = [c.signature for c in choices if c.signature]
    profiles = list(dict.fromkeys(c.profile for c in choices if c.mode == "basic"))
    close = difflib.get_close_matches(
        wanted,
        [t.casefold() for t in techniques] + [p.casefold() for p in profiles],
        n=3,
        cutoff=0.6,
    )
    hint = text("chat-check-did-you-mean", close=", ".join(close)) if close else ""
    return _no_attack(sparring.sheet.name, name, techniques, profiles, hint)


def _no_attack(
    who: str, name: str, techniques: list[str], profiles: list[str], hint: str
) -> AttackChoice:
    mine = ", ".join(techniques) or text("chat-args-none")
    raise Refusal(
        text(
            "chat-check-no-attack",
            who=who,
            name=repr(name[:30]),
            hint=hint,
            techniques=mine,
            profiles=", ".join(profiles),
        )
    )


__all__ = [
    "CHECK_OPTIONS",
    "COMMANDS",
    "CharacterRoll",
    "Planned",
    "Sparring",
    "plan",
    "read_character_roll",
]
