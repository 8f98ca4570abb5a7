"""Load a packaged YAML data file into a pydantic model, with a one-line error on a problem."""

from __future__ import annotations

from importlib import resources
from typing import TypeVar

import yaml
from pydantic import BaseModel, ValidationError

from tenkaichi.errors import ContentError

M = TypeVar("M", bound=BaseModel)


def load_table(model: type[M], relative: str) -> M:
    """``relative`` is a path under ``tenkaichi/data`` (for example ``dbu/profiles.yaml``)."""
    path = resources.files("tenkaichi.data").joinpath(relative)
    try:
        return model.model_validate(yaml.safe_load(path.read_text(encoding="utf-8")))
    except ValidationError as error:
        problem = error.errors()[0]
        where = ".".join(str(p) for p in problem["loc"])
        raise ContentError(f"data/{relative}: {where}: {problem['msg']}") from None
