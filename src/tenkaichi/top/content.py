"""The Tournament of Power content pack: dice, warriors, board and decks, validated at load.

A content pack is a folder of ``dice.yaml``, ``warriors.yaml``, ``board.txt``, ``decks.yaml``
and optionally ``rules.yaml`` (settings). The packaged pack is ``tenkaichi/data/top``; a table
replaces any file with the printed game's. Schemas are pydantic models; loading turns them into
small frozen records the engine reads. Every problem names the file and the entry.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from tenkaichi.errors import ContentError
from tenkaichi.files import parse_yaml, read_text, shorten
from tenkaichi.problems import first_problem
from tenkaichi.settings_schema import apply_settings
from tenkaichi.text import NAME_MAX, Name, one_line
from tenkaichi.top import defaults
from tenkaichi.top.board import Board, parse_board
from tenkaichi.top.settings import DEFAULT_SETTINGS, TopSettings
from tenkaichi.top.state import CardId

Symbol = Literal["kick", "punch", "sphere", "strength", "star", "teleport"]
Ability = Literal[
    "none",
    "extra-reroll",
    "fewer-rerolls",
    "reflect-sphere",
    "counter-attack",
    "extra-attack-die",
    "extra-defence-die",
    "no-defence-dice",
    "double-support",
    "solar-flare",
    "shield",
    "health",
    "remove-attack-die",
    "solo",
]
ABILITIES: tuple[str, ...] = tuple(a for a in get_args(Ability) if a != "none")
"""The thirteen warrior powers of seed 002."""


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class DiceModel(_Strict):
    faces: list[Symbol] = Field(min_length=6, max_length=6)
    wild: Symbol
    offensive: list[Symbol]
    zero_value: list[Symbol]
    dodge_symbol: Symbol
    max_dice: int = Field(ge=1, le=6)
    provenance: dict[str, str] = {}

    @model_validator(mode="after")
    def _six_symbols(self) -> DiceModel:
        if len(set(self.faces)) != 6:
            raise ValueError("the six faces must be six different symbols")
        return self


class ComboModel(_Strict):
    name: Name
    symbols: list[Symbol] = Field(min_length=1, max_length=6)
    damage: int = Field(ge=0, le=200)


class FormModel(_Strict):
    name: Name
    power: int = Field(ge=1, le=6)
    technique: int = Field(ge=0, le=6)
    ability: Ability = "none"
    ability_value: int = Field(1, ge=1, le=3)
    roll: tuple[int, int] | None = None
    values: dict[Literal["kick", "punch", "sphere", "strength"], int] | None = None
    combos: list[ComboModel] | None = Field(None, min_length=2, max_length=2)
    dodge: int | None = Field(None, ge=1, le=6)
    divisor: int | None = Field(None, ge=1, le=4)
    cost: int | None = Field(None, ge=0, le=10)


class CharacterModel(_Strict):
    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$", max_length=NAME_MAX)
    name: Name
    endurance: int = Field(ge=1, le=99)
    transform_dice: Literal[1, 2] = 1
    draftable: bool = True
    fusion_of: tuple[str, str] | None = None
    forms: list[FormModel] = Field(min_length=1)

    @model_validator(mode="after")
    def _rolls(self) -> CharacterModel:
        low, high = self.transform_dice, 6 * self.transform_dice
        if self.forms[0].roll is not None:
            raise ValueError("the base form (the first) has no transformation roll")
        taken: set[int] = set()
        for form in self.forms[1:]:
            if form.roll is None:
                raise ValueError(f"form {form.name!r} needs a roll range")
            lo, hi = form.roll
            if not low <= lo <= hi <= high:
                raise ValueError(f"form {form.name!r}: roll {lo}-{hi} is outside {low}-{high}")
            span = set(range(lo, hi + 1))
            if span & taken:
                raise ValueError(f"form {form.name!r}: roll {lo}-{hi} overlaps another form")
            taken |= span
        return self


class WarriorsModel(_Strict):
    provenance: dict[str, str] = {}
    characters: list[CharacterModel] = Field(min_length=2)


class CardModel(_Strict):
    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$", max_length=NAME_MAX)
    name: Name
    count: int = Field(ge=1, le=40)
    combo: list[Symbol] = Field(default_factory=list, max_length=6)
    damage: int = Field(0, ge=0, le=200)
    defence: Literal["none", "cards", "cards_or_dice", "invulnerable"] = "cards_or_dice"
    extra_combat: bool = False
    timing: Literal["attack", "sphere", "eliminated", "start", "transform", "fusion", ""] = ""
    effect: Literal[
        "",
        "negate",
        "halve",
        "counter",
        "rescue",
        "transform",
        "fuse",
        "recover",
        "extra_combat",
        "instant_move",
        "none",
        "move_range",
        "rerolls",
        "no_support",
        "draw",
        "transform_bonus",
        "heal",
    ] = ""
    amount: int = 0
    invulnerable: bool = False
    made_up: bool = True
    """Whether what the card does is ours (reference B30, provenance asm) rather than seed
    002's: the seed prints no card text, so only cards whose effect it states say false."""


class DecksModel(_Strict):
    provenance: str = ""
    attack: list[CardModel] = Field(min_length=1)
    defence: list[CardModel] = Field(min_length=1)
    special: list[CardModel] = Field(min_length=1)
    event: list[CardModel] = Field(min_length=1)


DECKS = ("attack", "defence", "special", "event")
COLOUR_DECK = {"R": "attack", "Y": "defence", "B": "special"}


@dataclass(frozen=True, slots=True)
class Combo:
    name: str
    need: tuple[int, ...]
    """Symbols needed, as counts per face index (stars never needed)."""
    damage: int
    sphere: bool


@dataclass(frozen=True, slots=True)
class Form:
    name: str
    power: int
    technique: int
    ability: str
    ability_value: int
    roll: tuple[int, int] | None
    values: tuple[int, ...]
    """The value of each face index in a symbol sum."""
    combos: tuple[Combo, Combo]
    dodge: int
    divisor: int
    cost: int
    assumed: tuple[str, ...]
    """Fields filled by the defaults (provenance asm)."""


@dataclass(frozen=True, slots=True)
class Character:
    id: str
    name: str
    endurance: int
    transform_dice: int
    draftable: bool
    fusion_of: tuple[str, str] | None
    forms: tuple[Form, ...]


@dataclass(frozen=True, slots=True)
class Card:
    id: CardId
    deck: str
    name: str
    combo: tuple[int, ...]
    """Symbols needed, as counts per face index (empty: no combo)."""
    damage: int
    defence: str
    extra_combat: bool
    timing: str
    effect: str
    amount: int
    invulnerable: bool
    sphere: bool
    made_up: bool = True
    """What the card does is ours, not seed 002's (see :class:`CardModel`)."""


@dataclass(frozen=True, slots=True)
class Content:
    faces: tuple[str, ...]
    wild: int
    """Face index of the wild symbol (the star)."""
    offensive: tuple[int, ...]
    zero_value: tuple[int, ...]
    dodge_face: int
    max_dice: int
    characters: dict[str, Character]
    cards: dict[CardId, Card]
    decks: dict[str, tuple[CardId, ...]]
    """Each deck as card ids, one entry per copy, in file order (shuffled at setup)."""
    board: Board
    settings: TopSettings
    sphere_face: int
    draftable: tuple[str, ...]
    """Characters a player may draft (fusions excluded), in file order."""
    fusions: dict[frozenset[str], str]
    """Each fusion by its two partners."""


def _problem(name: str, error: ValidationError, raw: Any) -> str:
    loc = list(error.errors(include_url=False)[0]["loc"])
    # name the entry by its id where the path enters a list of records
    if len(loc) >= 2 and isinstance(loc[1], int) and isinstance(raw, dict):
        records = raw.get(str(loc[0]))
        if isinstance(records, list) and loc[1] < len(records):
            entry = records[loc[1]]
            if isinstance(entry, dict) and "id" in entry:
                at = f"{shorten(str(loc[0]))} entry {loc[1] + 1} ({one_line(str(entry['id']), 40)})"
                at += "".join(f".{shorten(str(p), 30)}" for p in loc[2:])
                return f"{name}: {first_problem(error, '', at=at)}"
    return f"{name}: {first_problem(error, 'top level')}"


def _yaml(folder: Path | None, name: str) -> Any:
    if folder is None:
        text = read_text(resources.files("tenkaichi.data").joinpath(f"top/{name}"), name)
    else:
        path = folder / name
        if not path.is_file():
            raise ContentError(f"{path}: missing file (a content pack needs {name})")
        text = read_text(path, name)
    return parse_yaml(text, name)


def _validate(model: type[BaseModel], raw: Any, name: str) -> Any:
    if not isinstance(raw, dict):
        raise ContentError(f"{name}: expected a mapping at the top level")
    try:
        return model.model_validate(raw)
    except ValidationError as error:
        raise ContentError(_problem(name, error, raw)) from None


def _counts(symbols: list[str], faces: tuple[str, ...], wild: str, where: str) -> tuple[int, ...]:
    if wild in symbols:
        raise ContentError(f"{where}: a combo cannot ask for the wild {wild!r}")
    return tuple(symbols.count(face) for face in faces)


def _form(char: CharacterModel, form: FormModel, dice: DiceModel, combo_a_min: int) -> Form:
    faces = tuple(dice.faces)
    where = f"warriors.yaml: {char.id} form {form.name!r}"
    assumed: list[str] = []
    values = form.values
    if values is None:
        values = defaults.symbol_values(char.endurance)  # type: ignore[assignment]
        assumed.append("values")
    assert values is not None
    combo_rows: list[tuple[str, list[str], int]]
    if form.combos is None:
        combo_rows = defaults.combos(char.id, char.endurance, form.power, combo_a_min)
        assumed.append("combos")
    else:
        combo_rows = [(c.name, list(c.symbols), c.damage) for c in form.combos]
    combos = tuple(
        Combo(name, _counts(symbols, faces, dice.wild, where), damage, "sphere" in symbols)
        for name, symbols, damage in combo_rows
    )
    for name, symbols, _ in combo_rows:
        if len(symbols) > dice.max_dice:
            raise ContentError(f"{where}: combo {name!r} needs more than {dice.max_dice} dice")
    fills = {
        "dodge": (form.dodge, defaults.dodge(form.power)),
        "divisor": (form.divisor, defaults.divisor(form.power)),
        "cost": (form.cost, defaults.cost(form.power)),
    }
    chosen: dict[str, int] = {}
    for key, (given, fallback) in fills.items():
        chosen[key] = fallback if given is None else given
        if given is None:
            assumed.append(key)
    value_map: dict[str, int] = {str(k): v for k, v in values.items()}
    value_row = tuple(value_map.get(face, 0) for face in faces)
    return Form(
        name=form.name,
        power=form.power,
        technique=form.technique,
        ability=form.ability,
        ability_value=form.ability_value,
        roll=form.roll,
        values=value_row,
        combos=(combos[0], combos[1]),
        dodge=chosen["dodge"],
        divisor=chosen["divisor"],
        cost=chosen["cost"],
        assumed=tuple(assumed),
    )


def _characters(model: WarriorsModel, dice: DiceModel, combo_a_min: int) -> dict[str, Character]:
    out: dict[str, Character] = {}
    for number, char in enumerate(model.characters, 1):
        if char.id in out:
            raise ContentError(
                f"warriors.yaml: characters entry {number}: duplicate id {char.id!r}"
            )
        out[char.id] = Character(
            id=char.id,
            name=char.name,
            endurance=char.endurance,
            transform_dice=char.transform_dice,
            draftable=char.draftable,
            fusion_of=char.fusion_of,
            forms=tuple(_form(char, f, dice, combo_a_min) for f in char.forms),
        )
    for built in out.values():
        if built.fusion_of is None:
            continue
        if built.draftable:
            raise ContentError(f"warriors.yaml: {built.id}: a fusion cannot be draftable")
        for part in built.fusion_of:
            if part not in out:
                raise ContentError(f"warriors.yaml: {built.id}: fusion partner {part!r} unknown")
    return out


def _cards(
    model: DecksModel, dice: DiceModel
) -> tuple[dict[CardId, Card], dict[str, tuple[CardId, ...]]]:
    faces = tuple(dice.faces)
    cards: dict[CardId, Card] = {}
    decks: dict[str, tuple[CardId, ...]] = {}
    for deck in DECKS:
        copies: list[CardId] = []
        for card in getattr(model, deck):
            card_id = CardId(card.id)
            if card_id in cards:
                raise ContentError(f"decks.yaml: {deck}: duplicate card id {card.id!r}")
            where = f"decks.yaml: {deck} card {card.id!r}"
            if len(card.combo) > dice.max_dice:
                raise ContentError(f"{where}: combo needs more than {dice.max_dice} dice")
            if deck == "attack" and not card.combo:
                raise ContentError(f"{where}: every Attack card needs a combo")
            if deck in ("defence", "special") and not card.effect:
                raise ContentError(f"{where}: needs an effect")
            cards[card_id] = Card(
                id=card_id,
                deck=deck,
                name=card.name,
                combo=_counts(list(card.combo), faces, dice.wild, where),
                damage=card.damage,
                defence=card.defence,
                extra_combat=card.extra_combat or card.effect == "extra_combat",
                timing=card.timing,
                effect=card.effect,
                amount=card.amount,
                invulnerable=card.invulnerable or card.defence == "invulnerable",
                sphere="sphere" in card.combo,
                made_up=card.made_up,
            )
            copies.extend([card_id] * card.count)
        decks[deck] = tuple(copies)
    return cards, decks


def _settings(folder: Path | None, overrides: dict[str, Any] | None) -> TopSettings:
    raw: Any = {}
    if folder is None or (folder / "rules.yaml").is_file():
        raw = _yaml(folder, "rules.yaml") or {}
    if not isinstance(raw, dict):
        raise ContentError("rules.yaml: expected a mapping of settings")
    pack = apply_settings(DEFAULT_SETTINGS, raw, "rules.yaml")
    return apply_settings(pack, overrides, "settings")


def load_content(
    folder: Path | str | None = None, settings: dict[str, Any] | None = None
) -> Content:
    """Load and check a content pack (the packaged one when ``folder`` is None)."""
    path = None if folder is None else Path(folder)
    if path is not None and not path.is_dir():
        raise ContentError(f"{path}: not a folder (a content pack is a folder of data files)")
    if path is None and settings is None:
        return _packaged()
    return _build(path, settings)


@cache
def _packaged() -> Content:
    return _build(None, None)


def _build(path: Path | None, settings: dict[str, Any] | None) -> Content:
    dice: DiceModel = _validate(DiceModel, _yaml(path, "dice.yaml"), "dice.yaml")
    warriors: WarriorsModel = _validate(
        WarriorsModel, _yaml(path, "warriors.yaml"), "warriors.yaml"
    )
    decks: DecksModel = _validate(DecksModel, _yaml(path, "decks.yaml"), "decks.yaml")
    if path is None:
        board_text = read_text(
            resources.files("tenkaichi.data").joinpath("top/board.txt"), "board.txt"
        )
    else:
        board_file = path / "board.txt"
        if not board_file.is_file():
            raise ContentError(f"{board_file}: missing file (a content pack needs board.txt)")
        board_text = read_text(board_file, "board.txt")
    faces = tuple(dice.faces)
    top = _settings(path, settings)
    characters = _characters(warriors, dice, top.combo_a_min_symbols)
    cards, deck_lists = _cards(decks, dice)
    return Content(
        faces=faces,
        wild=faces.index(dice.wild),
        offensive=tuple(faces.index(s) for s in dice.offensive),
        zero_value=tuple(faces.index(s) for s in dice.zero_value),
        dodge_face=faces.index(dice.dodge_symbol),
        max_dice=dice.max_dice,
        characters=characters,
        cards=cards,
        decks=deck_lists,
        board=parse_board(board_text, "board.txt"),
        settings=top,
        sphere_face=faces.index("sphere"),
        draftable=tuple(cid for cid, c in characters.items() if c.draftable),
        fusions={frozenset(c.fusion_of): cid for cid, c in characters.items() if c.fusion_of},
    )


def check_content(folder: Path | str) -> list[str]:
    """Every problem of a content pack, one line each (empty when it loads)."""
    path = Path(folder)
    problems: list[str] = []
    if not path.is_dir():
        return [f"{path}: not a folder (a content pack is a folder of data files)"]
    try:
        content = load_content(path)
    except ContentError as error:
        return [str(error)]
    draftable = len(content.draftable)
    if draftable < 12:
        problems.append(f"warriors.yaml: only {draftable} draftable warriors; 2 players need 12")
    if content.board.count("G") == 0:
        problems.append("board.txt: no green space (green spaces face the unplayed warriors)")
    for deck in DECKS:
        if not content.decks[deck]:
            problems.append(f"decks.yaml: the {deck} deck is empty")
    return problems
