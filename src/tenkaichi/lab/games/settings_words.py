"""What each named setting of a game means, for ``lab params``: the first sentence of the
setting's own documentation (its attribute docstring), then its default and what it allows."""

from __future__ import annotations

import ast
import inspect
import itertools
import re
import textwrap

from tenkaichi.settings_schema import settings_table

_FIRST_SENTENCE = re.compile(r"^(.+?[.;])(\s|$)")
_ASIDE = re.compile(r"\s*\([^()]*\)")
LONGEST = 110
"""The most characters of a setting's own words shown before its default."""
_IDENTIFIER = re.compile(r"``[^`]*``")


def docstrings(model: type) -> dict[str, str]:
    """The attribute docstrings of a class's fields, by name (empty when its source is not
    available)."""
    try:
        source = textwrap.dedent(inspect.getsource(model))
    except (OSError, TypeError):
        return {}
    body = ast.parse(source).body[0]
    assert isinstance(body, ast.ClassDef)
    out: dict[str, str] = {}
    nodes = body.body
    for node, after in itertools.pairwise(nodes):
        if (
            isinstance(node, ast.AnnAssign)
            and isinstance(node.target, ast.Name)
            and isinstance(after, ast.Expr)
            and isinstance(after.value, ast.Constant)
            and isinstance(after.value.value, str)
        ):
            out[node.target.id] = " ".join(after.value.value.split())
    return out


def setting_descriptions(model: type) -> list[tuple[str, str]]:
    """Each setting's name with one line: what it does, its default, what it allows."""
    texts = docstrings(model)
    rows = []
    for name, default, allowed in settings_table(model):
        text = _ASIDE.sub("", texts.get(name, ""))
        first = _FIRST_SENTENCE.match(text)
        said = _IDENTIFIER.sub(lambda m: m.group(0).strip("`"), first.group(1) if first else text)
        said = said.strip(" .:;")
        if len(said) > LONGEST:
            said = said[:LONGEST].rsplit(" ", 1)[0] + "…"
        lead = f"{said}; " if said else ""
        rows.append((name, f"{lead}default {default} ({allowed})"))
    return rows


__all__ = ["docstrings", "setting_descriptions"]
