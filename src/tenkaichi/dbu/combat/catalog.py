"""The maneuver catalogue (``data/dbu/maneuvers.yaml``): costs, limits, timing, Exploit."""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tenkaichi.errors import ContentError


class Maneuver(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    name: str
    type: Literal["standard", "counter", "instant", "modifier"]
    actions: int = Field(ge=0)
    kp: tuple[int, Literal["T", "bT", ""]] = (0, "")
    per_round: int | None = None
    per_encounter: int | None = None
    exploit: Literal["none", "adjacent", "leave_melee", "not_long_range"] = "none"
    rule: str


class Catalog(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    maneuvers: tuple[Maneuver, ...]


@cache
def maneuvers() -> dict[str, Maneuver]:
    path = resources.files("tenkaichi.data").joinpath("dbu/maneuvers.yaml")
    try:
        table = Catalog.model_validate(yaml.safe_load(path.read_text(encoding="utf-8")))
    except ValidationError as error:
        problem = error.errors()[0]
        where = ".".join(str(p) for p in problem["loc"])
        raise ContentError(f"data/dbu/maneuvers.yaml: {where}: {problem['msg']}") from None
    return {m.id: m for m in table.maneuvers}


def maneuver(mid: str) -> Maneuver:
    return maneuvers()[mid]
