"""The rules index (``data/rules-index.yaml``) and the tests that name each rule.

Tests name the rule they exercise with ``@pytest.mark.rule("dbu.dice.botch")`` (on a function
or class, or in a module's ``pytestmark``). This module reads test files as Python syntax, never
running them, and reports coverage per rule and per system.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tenkaichi.errors import ContentError
from tenkaichi.files import parse_yaml, read_text, shorten
from tenkaichi.problems import first_problem

SYSTEM_NAMES = {"dbu": "DBU", "top": "Tournament of Power", "ddc": "Dungeon DICE Combat"}
SOURCE_NAMES = {
    "000": "the DBU core rules",
    "001": "the DBU actions and maneuvers",
    "002": "the Tournament of Power rules",
    "003": "the older DBU combat flow",
    "004": "the Dungeon DICE Combat rules",
}
"""The rules text a seed number names, in words (what a person reads instead of the number)."""


class Rule(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=r"^[a-z]+(\.[a-z0-9-]+)+$")
    seed: str = Field(pattern=r"^\d{3}$")
    what: str
    section: str = ""

    @property
    def system(self) -> str:
        return self.id.split(".", 1)[0]

    @property
    def source(self) -> str:
        """The rules text that states it, in words."""
        return SOURCE_NAMES.get(self.seed, "the rules text")


def parse_index(text: str, source: str) -> tuple[Rule, ...]:
    raw = parse_yaml(text, source)
    if not isinstance(raw, dict):
        raise ContentError(f"{source}: expected sections of rules at the top level")
    rules: list[Rule] = []
    seen: set[str] = set()
    for section, entries in raw.items():
        if not isinstance(entries, list):
            raise ContentError(f"{source}: section {shorten(section)!r} is not a list of rules")
        for number, entry in enumerate(entries, 1):
            at = f"{source}: {shorten(section)} entry {number}"
            if not isinstance(entry, dict):
                raise ContentError(f"{at}: a rule is a mapping (id, seed, what)")
            try:
                rule = Rule.model_validate({**entry, "section": section})
            except ValidationError as error:
                raise ContentError(f"{at}: {first_problem(error, 'rule')}") from None
            if rule.id in seen:
                raise ContentError(f"{source}: {section} entry {number}: duplicate id {rule.id!r}")
            seen.add(rule.id)
            rules.append(rule)
    return tuple(rules)


@cache
def rules_index() -> tuple[Rule, ...]:
    path = resources.files("tenkaichi.data").joinpath("rules-index.yaml")
    return parse_index(read_text(path, "data/rules-index.yaml"), "data/rules-index.yaml")


def _rule_ids(decorators: list[ast.expr]) -> list[str]:
    ids: list[str] = []
    for node in decorators:
        for call in ast.walk(node):
            if (
                isinstance(call, ast.Call)
                and isinstance(call.func, ast.Attribute)
                and call.func.attr == "rule"
                and call.args
                and isinstance(call.args[0], ast.Constant)
                and isinstance(call.args[0].value, str)
            ):
                ids.extend(
                    arg.value
                    for arg in call.args
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str)
                )
    return ids


def scan_tests(directory: Path) -> dict[str, list[str]]:
    """Rule id -> the tests (``file::name``) that name it."""
    if not directory.is_dir():
        raise ContentError(f"no tests folder at {str(directory)!r} (run from the project root)")
    covered: dict[str, list[str]] = defaultdict(list)
    for path in sorted(directory.rglob("test_*.py")):
        rel = path.relative_to(directory.parent).as_posix()
        stat = path.stat()
        for rule_id, test in _named_in(path, rel, stat.st_mtime_ns, stat.st_size):
            covered[rule_id].append(test)
    return dict(covered)


@cache
def _named_in(path: Path, rel: str, mtime_ns: int, size: int) -> tuple[tuple[str, str], ...]:
    """(rule id, test) for each rule a test file's tests name, in order; remembered while the
    file is unchanged (its time and size), since a test run reads the tests folder several
    times."""
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    except SyntaxError as error:
        raise ContentError(f"{path}: cannot read it as Python ({error.msg})") from None
    module_ids: list[str] = []
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "pytestmark" for t in node.targets
        ):
            module_ids.extend(_rule_ids([node.value]))
    covered: dict[str, list[str]] = defaultdict(list)
    for node in tree.body:
        _collect(node, rel, module_ids, covered)
    return tuple((rule_id, test) for rule_id, tests in covered.items() for test in tests)


def _collect(node: ast.stmt, rel: str, inherited: list[str], covered: dict[str, list[str]]) -> None:
    if isinstance(node, ast.ClassDef) and node.name.startswith("Test"):
        ids = inherited + _rule_ids(node.decorator_list)
        for child in node.body:
            _collect(child, f"{rel}::{node.name}", ids, covered)
    elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith("test"):
        for rule_id in dict.fromkeys(inherited + _rule_ids(node.decorator_list)):
            covered[rule_id].append(f"{rel}::{node.name}")


@dataclass(frozen=True, slots=True)
class Coverage:
    rule: Rule
    tests: tuple[str, ...]

    @property
    def covered(self) -> bool:
        return bool(self.tests)


def coverage(
    tests_dir: Path, system: str | None = None, found: dict[str, list[str]] | None = None
) -> list[Coverage]:
    """Each rule (of ``system``, if given) and the tests that name it: those of ``found`` (rule
    id -> tests) if given, else those read from ``tests_dir``."""
    rules = rules_index()
    if system is not None:
        key = system.lower()
        if key not in SYSTEM_NAMES:
            known = ", ".join(SYSTEM_NAMES)
            raise ContentError(f"unknown system {system!r}; known: {known}")
        rules = tuple(r for r in rules if r.system == key)
    if found is None:
        found = scan_tests(tests_dir)
    return [Coverage(rule, tuple(found.get(rule.id, ()))) for rule in rules]


def unknown_ids(tests_dir: Path) -> dict[str, list[str]]:
    """Rule ids named by tests that the index does not list."""
    known = {rule.id for rule in rules_index()}
    return {rid: tests for rid, tests in scan_tests(tests_dir).items() if rid not in known}
