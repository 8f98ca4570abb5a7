"""Hostile character sheets (issue 15, findings 2, 3 and 9): every malformed or oversized sheet
gets the CLI's one-line ``error:`` (never "internal error"), in bounded CPU and memory, with its
problems capped and every echoed value shortened; numbers are strict and bounded, so a sheet
that loads can be played."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import EncounterSetup
from tenkaichi.dbu.derived import derive
from tenkaichi.dbu.play.bot_names import make_bot
from tenkaichi.dbu.play.bots import run_fight
from tenkaichi.dbu.play.safety import with_safety_limits
from tenkaichi.dbu.sheet import CharacterSheet
from tenkaichi.dbu.sheet_fields import ATTRIBUTES, MAX_BONUS, MAX_SCORE
from tenkaichi.dbu.sheet_files import load_sheet, parse_sheet
from tenkaichi.errors import ContentError
from tenkaichi.files import ECHO_CHARS, MAX_FILE_BYTES, MAX_NODES
from tenkaichi.problems import MAX_LINE_CHARS, MAX_PROBLEMS

from .bounded import cli, count, cpu_bound, run_python

SURFACE = "sheets"
ROOT = Path(__file__).resolve().parents[2]
GOKU = (ROOT / "examples/goku.yaml").read_text(encoding="utf-8")
KALE = (ROOT / "examples/kale.yaml").read_text(encoding="utf-8")


def _variant(old: str, new: str, base: str = GOKU) -> str:
    assert old in base
    return base.replace(old, new, 1)


# name -> (file name, bytes, what the one-line error must say)
HOSTILE: dict[str, tuple[str, bytes, str]] = {
    "latin-1": (
        "latin.yaml",
        _variant("name: Goku", "name: Gok\u00f9").encode("latin-1"),
        "not UTF-8 text (line 3, byte",
    ),
    "5000 digits": (
        "digits.yaml",
        _variant("power_level: 10", "power_level: " + "9" * 5000).encode(),
        "a number longer than",
    ),
    "name 1000 lists deep": (
        "deep.yaml",
        _variant("name: Goku", "name: " + "[" * 1000 + "x" + "]" * 1000).encode(),
        "nested more than",
    ),
    "duplicate key": (
        "dup.yaml",
        _variant("power_level: 10", "power_level: 10\npower_level: 12").encode(),
        "a key is given twice (line 6, the key 'power_level', first given on line 5)",
    ),
    "bool as int": (
        "bool.yaml",
        _variant("power_level: 10", "power_level: true").encode(),
        "power_level = true: should be a valid integer",
    ),
    "float as int": (
        "float.yaml",
        _variant("power_level: 10", "power_level: 10.0").encode(),
        "power_level = 10.0: should be a valid integer",
    ),
    "string as int": (
        "string.yaml",
        _variant("power_level: 10", 'power_level: "10"').encode(),
        "power_level = '10': should be a valid integer",
    ),
    "bool attribute": (
        "boolattr.yaml",
        _variant("agility: 9,", "agility: true,").encode(),
        "attributes.agility = true: should be a valid integer",
    ),
    "10^20 form bonus": (
        "bonus.yaml",
        _variant(
            "{agility: 3, force: 3, tenacity: 2}", "{agility: 100000000000000000000}"
        ).encode(),
        f"forms.0.attribute_bonuses.agility = 100000000000000000000: should be less than "
        f"or equal to {MAX_BONUS}",
    ),
    "string in place of a flag": (
        "flag.yaml",
        _variant("ki_multiplier: true", 'ki_multiplier: "yes"').encode(),
        "should be a valid boolean",
    ),
    "long race": (
        "race.yaml",
        _variant("race: saiyan", "race: " + "s" * 200_000).encode(),
        "race = 'sssss",
    ),
    "billion laughs": (
        "laughs.yaml",
        (
            'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n'
            + "".join(
                f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join(['*' + chr(97 + i)] * 9)}]\n"
                for i in range(8)
            )
        ).encode(),
        "values, the limit for a content file",
    ),
    "python tag": (
        "tag.yaml",
        b"name: !!python/object/apply:os.system ['echo pwned']\n",
        "not valid YAML",
    ),
    "not a mapping": ("list.yaml", b"- 1\n- 2\n", "a character sheet is a mapping"),
    "empty": ("empty.yaml", b"", "a character sheet is a mapping"),
    "binary": ("bin.yaml", bytes(range(256)) * 4, "not UTF-8 text"),
    "json duplicate": ("dup.json", b'{"name": "A", "name": "B"}', "a key is given twice"),
    "json deep": ("deep.json", b"[" * 100_000 + b"]" * 100_000, "nested more than"),
    "json digits": ("digits.json", b'{"power_level": ' + b"9" * 5000 + b"}", "a number longer"),
    "json NaN": ("nan.json", b'{"power_level": NaN}', "not valid JSON"),
}

# Runs main() on each file in ONE bounded child (one import), and reports code and stderr.
_BATCH = """
import contextlib, io, json, sys
from tenkaichi.cli import main
results = []
for path in {paths!r}:
    err, out = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
        code = main(["character", "show", path])
    results.append([code, err.getvalue(), len(out.getvalue())])
print(json.dumps(results))
"""


def _check_one_error(
    code: int, stderr: str, expected: str, *, lines: int = MAX_PROBLEMS + 1
) -> None:
    assert code == 2, stderr[:300]
    assert stderr.startswith("error: "), stderr[:300]
    assert "internal error" not in stderr
    assert "Traceback" not in stderr
    assert expected in stderr, stderr[:300]
    assert len(stderr.splitlines()) <= lines
    assert all(len(line) <= MAX_LINE_CHARS + 200 for line in stderr.splitlines())


def test_malformed_sheets_get_one_clear_error_each(tmp_path: Path) -> None:
    paths = []
    for file_name, data, _ in HOSTILE.values():
        (tmp_path / file_name).write_bytes(data)
        paths.append(str(tmp_path / file_name))
    before = {p: Path(p).read_bytes() for p in paths}
    result = run_python(
        _BATCH.format(paths=paths), surface=SURFACE, cpu_s=20, mem_mb=1024, inputs=len(paths)
    )
    assert result.returncode == 0, result.stderr[-2000:]
    outcomes = json.loads(result.stdout)
    for (name, (_, _, expected)), (code, stderr, printed) in zip(
        HOSTILE.items(), outcomes, strict=True
    ):
        assert printed == 0, name
        _check_one_error(code, stderr, expected)
    assert {p: Path(p).read_bytes() for p in paths} == before  # nothing changed
    assert result.cpu_s < cpu_bound(10)
    assert result.rss_mb < 400


def test_a_10_mb_sheet_is_refused_by_the_size_cap_at_once(tmp_path: Path) -> None:
    # Finding 2: today this takes about 174 s and 3.5 GB.
    path = tmp_path / "huge.yaml"
    path.write_text(GOKU + "\n".join(f"extra_{i}: {'x' * 40}" for i in range(200_000)))
    assert path.stat().st_size > 10_000_000
    result = cli("character", "show", str(path), surface=SURFACE, cpu_s=10, mem_mb=600)
    _check_one_error(result.returncode, result.stderr, f"over {MAX_FILE_BYTES:,} bytes", lines=1)
    assert result.cpu_s < cpu_bound(3)
    assert result.rss_mb < 200


def test_a_900_kb_sheet_of_many_bad_entries_is_bounded_and_its_errors_capped(
    tmp_path: Path,
) -> None:
    # Finding 2: 201,000 invalid entries printed 128 MB of errors, each value whole.
    entries = "".join(f"field_{i}: {'v' * 8}\n" for i in range(40_000))
    path = tmp_path / "many.yaml"
    path.write_text(GOKU + entries)
    assert 800_000 < path.stat().st_size < MAX_FILE_BYTES
    result = cli("character", "show", str(path), surface=SURFACE, cpu_s=20, mem_mb=1024)
    _check_one_error(result.returncode, result.stderr, "... and 39,990 more problems")
    assert len(result.stderr) < 2_000
    assert result.cpu_s < cpu_bound(8)
    assert result.rss_mb < 500


def test_a_file_past_the_node_limit_is_refused_before_any_value_is_built(tmp_path: Path) -> None:
    path = tmp_path / "nodes.yaml"
    path.write_text("signatures: [" + "1," * (MAX_NODES + 10) + "1]\n")
    with pytest.raises(ContentError, match="values, the limit for a content file"):
        load_sheet(path)
    count(SURFACE, 1)


def test_an_echoed_value_is_shortened() -> None:
    # Finding 2: a 10 MB name was echoed whole.
    with pytest.raises(ContentError) as info:
        parse_sheet(_variant("name: Goku", "name: " + "G" * 100_000), "x.yaml")
    message = str(info.value)
    assert "G" * ECHO_CHARS not in message
    assert "'GGGGGGGGG" in message
    assert "…" in message
    assert len(message) < 500
    count(SURFACE, 1)


def test_problems_are_capped_with_a_count_of_the_rest() -> None:
    text = GOKU + "".join(f"unknown_{i}: 1\n" for i in range(500))
    with pytest.raises(ContentError) as info:
        parse_sheet(text, "x.yaml")
    lines = str(info.value).splitlines()
    assert len(lines) == MAX_PROBLEMS + 1
    assert lines[-1] == "x.yaml: ... and 490 more problems"
    count(SURFACE, 1)


# --- the Python loaders, property-tested --------------------------------------------------

NUMBER_PATHS: list[tuple[Any, ...]] = [
    ("power_level",),
    *(("attributes", a) for a in ATTRIBUTES),
    ("forms", 0, "tier_requirement"),
    ("forms", 0, "stress_test_requirement"),
    ("forms", 0, "attribute_bonuses", "force"),
    ("forms", 0, "aspects", 2, "level"),
    ("auras", 0, "kp_cost"),
    ("auras", 0, "strike"),
    ("damage_reduction",),
    ("karma",),
    ("skills", "perception"),
    ("states", "raging"),
    ("living_world_minutes",),
]

HOSTILE_VALUES = st.one_of(
    st.booleans(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.integers(min_value=-(10**40), max_value=10**40),
    st.integers(min_value=-5, max_value=40),
    st.text(max_size=20),
    st.integers(min_value=0, max_value=50).map(str),
    st.none(),
    st.recursive(st.just(1), lambda inner: st.lists(inner, max_size=3), max_leaves=10),
)


def _base() -> dict[str, Any]:
    raw: dict[str, Any] = yaml.safe_load(GOKU)
    raw["auras"] = [{"name": "Red", "kp_cost": 4, "strike": 1}]
    raw["skills"] = {"perception": 2}
    raw["states"] = {"raging": 2}
    raw["dead"] = True
    raw["living_world_minutes"] = 60
    return raw


def _set(raw: Any, path: tuple[Any, ...], value: Any) -> None:
    for part in path[:-1]:
        raw = raw[part]
    raw[path[-1]] = value


def _sheet_or_none(text: str, name: str) -> CharacterSheet | None:
    try:
        return parse_sheet(text, name)
    except ContentError:  # any other exception fails the test
        return None


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from(NUMBER_PATHS), HOSTILE_VALUES), min_size=1, max_size=3))
def test_any_number_a_sheet_holds_is_a_bounded_integer_or_refused(
    changes: list[tuple[tuple[Any, ...], Any]],
) -> None:
    raw = _base()
    for path, value in changes:
        _set(raw, path, value)
    start = time.process_time()
    parsed: CharacterSheet | None
    try:
        parsed = CharacterSheet.model_validate(raw)
    except ValidationError:  # anything else fails the test
        parsed = None
    # the same through the YAML front door: a ContentError or a sheet, never anything else
    via_text = _sheet_or_none(json.dumps(raw, allow_nan=True), "x.json")
    if parsed is not None:
        for path, value in dict(changes).items():
            assert type(value) is int or (value is None and path == ("living_world_minutes",))
        assert 1 <= parsed.power_level <= 30
        assert all(1 <= parsed.attributes.get(a) <= MAX_SCORE for a in ATTRIBUTES)
        assert all(0 <= v <= MAX_BONUS for f in parsed.forms for v in f.attribute_bonuses.values())
        derive(parsed)
        if via_text is not None:
            assert via_text == parsed
    count(SURFACE, 1, cpu_s=time.process_time() - start)


@settings(max_examples=100, deadline=None)
@given(st.binary(max_size=400) | st.text(max_size=400).map(str.encode))
def test_any_bytes_are_a_sheet_or_a_content_error(data: bytes) -> None:
    for name in ("x.yaml", "x.json"):
        try:
            parse_sheet(data, name)
        except ContentError as error:
            lines = str(error).splitlines()
            assert 1 <= len(lines) <= MAX_PROBLEMS + 1
            assert all(len(line) <= MAX_LINE_CHARS + len(name) + 2 for line in lines)
    count(SURFACE, 2)


def test_a_sheet_at_every_bound_plays_a_whole_fight() -> None:
    # Finding 9: a bonus the rules never meant passed `character show` and then broke every
    # fight with a dice error. With every number at its bound, a fight still runs to its end.
    raw = {
        "name": "Max",
        "race": "saiyan",
        "power_level": 30,
        "attributes": dict.fromkeys(ATTRIBUTES, MAX_SCORE),
        "damage_reduction": 100,
        "karma": 20,
        "states": {"raging": 3, "superior": 1},
        "signatures": [{"name": "Beam", "profile": "Beam", "foundation": "energy"}],
        "auras": [{"name": "Red", "kp_cost": 1000, "strike": 30, "dodge": 30, "wound": 30}],
        "forms": [
            {
                "name": f"F{kind}",
                "kind": kind,
                "tier_requirement": 1,
                "stress_test_requirement": 0,
                "attribute_bonuses": dict.fromkeys(ATTRIBUTES, MAX_BONUS),
                "aspects": [{"name": "draining", "level": 10}] if kind != "awakening" else [],
            }
            for kind in ("form", "enhancement", "awakening")
        ],
    }
    start = time.process_time()
    sheet = parse_sheet(yaml.safe_dump(raw), "max.yaml")
    setup = EncounterSetup(
        sheets={"a": sheet, "b": sheet},
        fighters=({"sheet": "a", "side": "A"}, {"sheet": "b", "side": "B"}),  # type: ignore[arg-type]
    )
    # Two such fighters soon have no Ki left and no Damage gets through Damage Reduction 100:
    # bots would play on for ever, so the simulation's safety stop ends it (not a rule).
    enc = run_fight(
        Encounter.start(with_safety_limits(setup), 1),
        {"A": make_bot("greedy", 1), "B": make_bot("random", 2)},
    )
    assert enc.state.winner is not None
    count(SURFACE, 1, cpu_s=time.process_time() - start)
