"""The DBU character data (``data/dbu/characters.yaml``): racial Life modifiers and the size
table, which a sheet's race and size are checked against."""

from __future__ import annotations

from functools import cache
from importlib import resources

from pydantic import BaseModel, ConfigDict, ValidationError

from tenkaichi.errors import ContentError
from tenkaichi.files import read_data, shorten


class SizeRow(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str
    order: int
    reach: int
    """Extra squares of melee range beyond adjacent."""
    speed: int
    dodge: int
    """Defense Value modifier, per Tier of Power."""
    soak: int
    """Soak modifier, per Tier of Power."""
    squares: int
    """The side of the square block the character occupies."""
    source: str


class CharacterData(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    racial_life_modifiers: dict[str, int]
    sizes: tuple[SizeRow, ...]

    def size(self, name: str) -> SizeRow:
        for row in self.sizes:
            if row.name == name:
                return row
        raise ContentError(f"unknown size {shorten(name)!r}")


@cache
def character_data() -> CharacterData:
    path = resources.files("tenkaichi.data").joinpath("dbu/characters.yaml")
    try:
        return CharacterData.model_validate(read_data(path, "data/dbu/characters.yaml"))
    except ValidationError as error:
        raise ContentError(f"data/dbu/characters.yaml: {error.errors()[0]['msg']}") from None
