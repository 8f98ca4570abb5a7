"""No import loops inside a package: its modules' imports of one another go one way.

The graph is read from the source with :mod:`ast`, not by importing anything: every ``import``
and ``from ... import`` of a ``tenkaichi`` name counts, at module level, inside functions and
under ``if TYPE_CHECKING:`` alike (a lazy import that dodges a loop is still a loop). A name
imported from a package counts as its submodule when it is one (``from tenkaichi.top import
rules``), else as the package itself. Importing a submodule also runs its package's
``__init__``; that edge is left out (each module would loop through the ``__init__`` that
imports it). Add a package to :data:`PACKAGES` to hold it to the same rule.
"""

from __future__ import annotations

import ast
import os
from pathlib import Path

import pytest

PACKAGES = ["tenkaichi.top", "tenkaichi.ddc"]
SRC = Path(os.environ.get("TENKAICHI_SRC", Path(__file__).parent.parent / "src"))
"""Where the sources are read (``TENKAICHI_SRC`` reads another checkout's)."""


def modules(package: str) -> dict[str, Path]:
    """Every module of ``package`` and its subpackages, by dotted name."""
    root = SRC.joinpath(*package.split("."))
    found: dict[str, Path] = {}
    for path in sorted(root.rglob("*.py")):
        parts = list(path.relative_to(SRC).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def imported(name: str, path: Path, known: set[str]) -> set[str]:
    """The modules of ``known`` that module ``name`` imports, relative imports resolved: each
    imported name counts as its module when it is one (``from tenkaichi.top import rules``),
    else as the module or package it is taken from."""
    is_package = path.name == "__init__.py"
    here = name if is_package else name.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = here.split(".")
                parts = parts[: len(parts) - (node.level - 1)]
                base = ".".join([*parts, base] if base else parts)
            for alias in node.names:
                full = f"{base}.{alias.name}"
                out.add(full if full in known else base)
    return {m for m in out if m in known and m != name}


def graph(package: str) -> dict[str, set[str]]:
    """Module -> the modules of ``package`` it imports."""
    known = modules(package)
    return {name: imported(name, path, set(known)) for name, path in known.items()}


def find_cycle(edges: dict[str, set[str]], within: set[str] | None = None) -> list[str]:
    """One import loop as ``[a, b, ..., a]`` (among the modules ``within``, all by default),
    or [] when there is none."""
    nodes = set(edges) if within is None else within
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(edges.get(node, set()) & nodes):
            if state.get(nxt) == 1:
                return [*stack[stack.index(nxt) :], nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return []

    for node in sorted(nodes):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return []


def tangles(edges: dict[str, set[str]]) -> list[set[str]]:
    """The groups of modules that import one another, directly or not (strongly connected
    components of more than one module)."""
    reach = {node: _reachable(edges, node) for node in edges}
    seen: set[str] = set()
    out = []
    for node in sorted(edges):
        if node in seen or node not in reach[node]:
            continue
        tangle = {other for other in reach[node] if node in reach[other]}
        seen |= tangle
        out.append(tangle)
    return out


def loops(edges: dict[str, set[str]]) -> list[list[str]]:
    """One loop per tangle, so a failure names them all."""
    return [find_cycle(edges, tangle) for tangle in tangles(edges)]


def _reachable(edges: dict[str, set[str]], start: str) -> set[str]:
    found: set[str] = set()
    todo = list(edges.get(start, ()))
    while todo:
        node = todo.pop()
        if node not in found:
            found.add(node)
            todo.extend(edges.get(node, ()))
    return found


@pytest.mark.parametrize("package", PACKAGES)
def test_no_import_loops(package: str) -> None:
    edges = graph(package)
    assert edges, f"no modules found for {package} under {SRC}"
    found = [
        f"{' -> '.join(find_cycle(edges, tangle))} (tangled: {', '.join(sorted(tangle))})"
        for tangle in tangles(edges)
    ]
    for line in found:
        print(f"import loop in {package}: {line}")
    assert not found, f"import loops in {package}:\n" + "\n".join(found)


def test_the_checker_finds_every_loop() -> None:
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"e", "a"}, "e": {"d"}, "f": {"a"}}
    assert loops(edges) == [["a", "b", "c", "a"], ["d", "e", "d"]]
    assert loops({"a": {"b"}, "b": set(), "c": {"a", "b"}}) == []


def test_the_reader_counts_every_kind_of_import(tmp_path: Path) -> None:
    source = tmp_path / "a.py"
    source.write_text(
        "from typing import TYPE_CHECKING\n"
        "from tenkaichi.p import Name, e\n"
        "if TYPE_CHECKING:\n"
        "    from tenkaichi.p.b import Thing\n"
        "def lazy():\n"
        "    from . import c\n"
        "    import tenkaichi.p.d\n",
        encoding="utf-8",
    )
    known = {f"tenkaichi.p{tail}" for tail in ("", ".a", ".b", ".c", ".d", ".e", ".f")}
    assert imported("tenkaichi.p.a", source, known) == {
        "tenkaichi.p",  # Name is no module: the package it comes from
        "tenkaichi.p.b",
        "tenkaichi.p.c",
        "tenkaichi.p.d",
        "tenkaichi.p.e",
    }
