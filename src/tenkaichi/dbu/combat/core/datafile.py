"""Load a packaged YAML data file into a pydantic model, with a one-line error on a problem."""

from __future__ import annotations

from importlib import resources
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from tenkaichi.errors import ContentError
from tenkaichi.files import read_data
from tenkaichi.problems import first_problem

M = TypeVar("M", bound=BaseModel)


def load_table(model: type[M], relative: str) -> M:
    """``relative`` is a path under ``tenkaichi/data`` (for example ``dbu/profiles.yaml``)."""
    path = resources.files("tenkaichi.data").joinpath(relative)
    name = f"data/{relative}"
    try:
        return model.model_validate(read_data(path, name))
    except ValidationError as error:
        raise ContentError(f"{name}: {first_problem(error, 'top level')}") from None
