"""The Attribute Score increases each race gives (``data/dbu/racial_attributes.yaml``): the
fixed ones, the amounts its player places (each on one of a few Attributes, or any), and the
race's Saving Throws. Read by the sheet builder and the Foundry VTT import."""

from __future__ import annotations

from functools import cache

from pydantic import BaseModel, ConfigDict

from tenkaichi.problems import load_table


class RacialChoice(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    amount: int
    options: tuple[str, ...] = ()
    """The Attributes it may go to (empty: any)."""

    def allows(self, attribute: str) -> bool:
        return not self.options or attribute in self.options


class RacialAttributes(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    fixed: dict[str, int] = {}
    choices: tuple[RacialChoice, ...] = ()
    saves: tuple[str, ...] = ()


class RacialTable(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    races: dict[str, RacialAttributes]


@cache
def racial_attributes() -> dict[str, RacialAttributes]:
    return load_table(RacialTable, "dbu/racial_attributes.yaml").races
