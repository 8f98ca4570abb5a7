"""No import loops inside a package: its modules' imports of one another go one way.

The graph is read from the source with :mod:`ast`, not by importing anything: every ``import``
and ``from ... import`` of a ``tenkaichi`` name counts, at module level and inside functions
alike (a lazy import that dodges a loop is still a loop). In the packages of :data:`PACKAGES`
imports under ``if TYPE_CHECKING:`` count too; the whole of ``tenkaichi`` is held to no loop
at run time (:data:`RUN_TIME`), where a type named only for the checker is no import (the DBU
engine's rules name the core's ``Encounter`` that way, and the core's hooks are typed with
it). A name imported from a package counts as its submodule when it is one
(``from tenkaichi.top import rules``), else as the package itself. Importing a submodule
also runs its package's ``__init__``; that edge is left out (each module would loop through
the ``__init__`` that imports it). Add a package to :data:`PACKAGES` to hold it to the same rule.
"""

from __future__ import annotations

import ast
import os
from pathlib import Path

import pytest

PACKAGES = ["tenkaichi.top", "tenkaichi.ddc"]
"""Held to no loop even through imports made for the type checker only."""
RUN_TIME = ["tenkaichi"]
"""Held to no loop among the imports that run."""
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


def _type_only(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def _imports(tree: ast.AST, type_only: bool) -> list[ast.Import | ast.ImportFrom]:
    out: list[ast.Import | ast.ImportFrom] = []
    todo = [tree]
    while todo:
        node = todo.pop()
        for child in ast.iter_child_nodes(node):
            if not type_only and _type_only(child):
                assert isinstance(child, ast.If)
                todo.append(ast.Module(body=child.orelse, type_ignores=[]))
                continue
            if isinstance(child, (ast.Import, ast.ImportFrom)):
                out.append(child)
            todo.append(child)
    return out


def imported(name: str, path: Path, known: set[str], *, type_only: bool = True) -> set[str]:
    """The modules of ``known`` that module ``name`` imports, relative imports resolved: each
    imported name counts as its module when it is one (``from tenkaichi.top import rules``),
    else as the module or package it is taken from."""
    is_package = path.name == "__init__.py"
    here = name if is_package else name.rpartition(".")[0]
    out: set[str] = set()
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    for node in _imports(tree, type_only):
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


def graph(package: str, *, type_only: bool = True) -> dict[str, set[str]]:
    """Module -> the modules of ``package`` it imports (``type_only``: with the imports made
    for the type checker only)."""
    known = modules(package)
    return {
        name: imported(name, path, set(known), type_only=type_only) for name, path in known.items()
    }


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


@pytest.mark.parametrize(
    ("package", "type_only"),
    [*((p, True) for p in PACKAGES), *((p, False) for p in RUN_TIME)],
)
def test_no_import_loops(package: str, type_only: bool) -> None:
    edges = graph(package, type_only=type_only)
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


def test_the_run_time_reader_leaves_out_what_only_the_type_checker_imports(
    tmp_path: Path,
) -> None:
    source = tmp_path / "a.py"
    source.write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from tenkaichi.p.b import Thing\n"
        "else:\n"
        "    from tenkaichi.p import c\n"
        "def lazy():\n"
        "    from tenkaichi.p import d\n",
        encoding="utf-8",
    )
    known = {f"tenkaichi.p{tail}" for tail in ("", ".a", ".b", ".c", ".d")}
    assert imported("tenkaichi.p.a", source, known, type_only=False) == {
        "tenkaichi.p.c",
        "tenkaichi.p.d",
    }
    assert "tenkaichi.p.b" in imported("tenkaichi.p.a", source, known)
