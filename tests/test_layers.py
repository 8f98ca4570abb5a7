"""The DBU engine's layers import only downwards (docs/architecture.md).

Read from the source with :mod:`ast`, every import counts, those made for the type checker
too: the core knows no rule, the rules know no family and no edition, no part of the engine
knows its shells (bots, odds, the table), and the content (sheets, Attack Profiles) knows no
engine. The one module of an edition that serves the bots (``bot_scoring.py``) is the
declared exception.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).parent.parent / "src"
ENGINE = "tenkaichi.dbu.combat"

FORBIDDEN: dict[str, tuple[str, ...]] = {
    f"{ENGINE}.core": (
        f"{ENGINE}.rules",
        f"{ENGINE}.families",
        f"{ENGINE}.editions",
        f"{ENGINE}.content",
        f"{ENGINE}.hook_order",
        "tenkaichi.dbu.play",
    ),
    f"{ENGINE}.rules": (f"{ENGINE}.families", f"{ENGINE}.editions", "tenkaichi.dbu.play"),
    f"{ENGINE}.families": (f"{ENGINE}.editions", "tenkaichi.dbu.play"),
    f"{ENGINE}.editions": ("tenkaichi.dbu.play",),
    "tenkaichi.dbu.play": ("tenkaichi.table", "tenkaichi.cli"),
    "tenkaichi.dice": ("tenkaichi.dbu", "tenkaichi.top", "tenkaichi.ddc", "tenkaichi.table"),
}
"""Package -> what none of its modules may import."""

EXCEPTIONS = {f"{ENGINE}.editions.dbu1.bot_scoring": ("tenkaichi.dbu.play",)}
"""Module -> the forbidden imports it is allowed (its reason in the module docstring)."""

CONTENT = sorted((SRC / "tenkaichi" / "dbu").glob("*.py"))
"""The content layer's modules (sheets, derived values, Attack Profiles): no engine."""


def _imports(path: Path) -> set[str]:
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            out.update(f"{node.module}.{alias.name}" for alias in node.names)
    return out


def _name(path: Path) -> str:
    parts = list(path.relative_to(SRC).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _breaches(path: Path, forbidden: tuple[str, ...]) -> list[str]:
    allowed = EXCEPTIONS.get(_name(path), ())
    return sorted(
        f"{_name(path)} imports {name}"
        for name in _imports(path)
        for bad in forbidden
        if (name == bad or name.startswith(bad + ".")) and bad not in allowed
    )


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_a_layer_imports_only_below_it(package: str) -> None:
    root = SRC.joinpath(*package.split("."))
    files = sorted(root.rglob("*.py"))
    assert files, f"no modules under {root}"
    found = [line for path in files for line in _breaches(path, FORBIDDEN[package])]
    assert not found, "\n".join(found)


def test_the_content_layer_knows_no_engine() -> None:
    found = [line for path in CONTENT for line in _breaches(path, (ENGINE, "tenkaichi.dbu.play"))]
    assert not found, "\n".join(found)


def test_the_reader_sees_a_forbidden_import_however_it_is_made(tmp_path: Path) -> None:
    module = tmp_path / "tenkaichi" / "dbu" / "combat" / "core" / "x.py"
    module.parent.mkdir(parents=True)
    module.write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from tenkaichi.dbu.combat.rules.stats import tier\n"
        "def lazy():\n"
        "    import tenkaichi.dbu.combat.families.forced\n",
        encoding="utf-8",
    )
    names = _imports(module)
    assert "tenkaichi.dbu.combat.rules.stats.tier" in names
    assert "tenkaichi.dbu.combat.families.forced" in names
