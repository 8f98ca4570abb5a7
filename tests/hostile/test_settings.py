"""Hostile settings: every setting of the three games has a kind and a range, checked in one place.

Findings of issue 15: ``settings: {sphere_radius: 1000000}`` in an encounter grew to 4.8 GB,
``cone_length``/``line_length: 1000000`` ran for minutes, ``duel_wager_divisor: 0`` divided by
zero, and ``capacity_refresh: bogus`` was accepted.
"""

from __future__ import annotations

import json
import re
import resource
import shutil
import sys
import time
from pathlib import Path
from typing import Any, Literal, get_args, get_origin

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from tenkaichi.dbu.combat.core.settings import DEFAULT_COMBAT_SETTINGS, CombatSettings
from tenkaichi.dbu.combat.core.setup import load_encounter
from tenkaichi.ddc.settings import DEFAULT_SETTINGS as DDC_DEFAULT
from tenkaichi.ddc.settings import DdcSettings
from tenkaichi.ddc.setup import load_setup
from tenkaichi.errors import ContentError
from tenkaichi.settings_schema import SHOWN_CHARS, apply_settings, setting_fields, settings_table
from tenkaichi.top import Game
from tenkaichi.top.content import load_content
from tenkaichi.top.settings import DEFAULT_SETTINGS as TOP_DEFAULT
from tenkaichi.top.settings import TopSettings

from .bounded import count, cpu_bound, run_python

SURFACE = "settings"
ROOT = Path(__file__).parent.parent.parent
MODELS: dict[str, tuple[type, Any]] = {
    "dbu.md": (CombatSettings, DEFAULT_COMBAT_SETTINGS),
    "top.md": (TopSettings, TOP_DEFAULT),
    "ddc.md": (DdcSettings, DDC_DEFAULT),
}
FINDINGS: list[dict[str, Any]] = [
    {"sphere_radius": 1_000_000},
    {"cone_length": 1_000_000},
    {"line_length": 1_000_000},
    {"duel_wager_divisor": 0},
    {"capacity_refresh": "bogus"},
    {"max_rounds": True},
    {"minion_empower_divisor": 0},
    {"empower_fractions": [4, 0]},
]


def _bounds(metadata: list[Any]) -> tuple[Any, Any]:
    low = next((m.ge for m in metadata if getattr(m, "ge", None) is not None), None)
    high = next((m.le for m in metadata if getattr(m, "le", None) is not None), None)
    return low, high


@pytest.mark.parametrize("doc", list(MODELS))
def test_every_setting_declares_a_closed_set_or_a_range(doc: str) -> None:
    model, _ = MODELS[doc]
    config = getattr(model, "model_config", None) or model.__pydantic_config__  # type: ignore[attr-defined]
    assert config.get("strict")
    assert config.get("extra") == "forbid"
    for name, info in setting_fields(model).items():
        kind = info.annotation
        if kind is int:
            low, high = _bounds(info.metadata)
            assert None not in (low, high), f"{name} has no range"
            assert low <= info.default <= high, name
        elif get_origin(kind) in (tuple, dict):
            inner = get_args(kind)[-1 if get_origin(kind) is dict else 0]
            assert _bounds(next(iter(get_args(inner)[1:])).metadata) != (None, None), name
            if get_origin(kind) is dict:
                assert get_origin(get_args(kind)[0]) is Literal, f"{name}: open keys"
            else:
                assert info.metadata, f"{name}: no length bounds"
        else:
            assert kind is bool or get_origin(kind) is Literal, f"{name}: {kind}"


def _sheets_beside(sheets: dict[str, str], folder: Path) -> dict[str, str]:
    """Copy the example sheets next to the encounter (a sheet must lie in its folder)."""
    for value in sheets.values():
        shutil.copy(ROOT / "examples" / Path(value).name, folder / Path(value).name)
    return {key: Path(value).name for key, value in sheets.items()}


def test_the_findings_are_refused_at_once_with_the_setting_value_and_range(
    tmp_path: Path,
) -> None:
    """Each finding in an encounter file given to ``tenkaichi simulate``: one child runs them
    all (today the first one grows until the memory limit stops it)."""
    base = yaml.safe_load((ROOT / "examples/encounters/saiyan-duel.yaml").read_text())
    base["sheets"] = _sheets_beside(base["sheets"], tmp_path)
    paths = []
    for i, bad in enumerate(FINDINGS):
        path = tmp_path / f"enc{i}.yaml"
        path.write_text(yaml.safe_dump({**base, "settings": bad}), encoding="utf-8")
        paths.append(str(path))
    code = (
        "import contextlib, io, json, sys\n"
        "from tenkaichi.cli import main\n"
        f"for path in {paths!r}:\n"
        "    err = io.StringIO()\n"
        "    with contextlib.redirect_stderr(err):\n"
        "        rc = main(['simulate', path, '-n', '1', '--json'])\n"
        "    print(json.dumps([rc, err.getvalue()]), flush=True)\n"
    )
    result = run_python(code, surface=SURFACE, cpu_s=20, mem_mb=1024, inputs=len(FINDINGS))
    assert result.returncode == 0, result.stderr[-500:]
    assert result.cpu_s < cpu_bound(8)
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(answers) == len(FINDINGS)
    for bad, (rc, err), path in zip(FINDINGS, answers, paths, strict=True):
        (name,) = bad
        assert rc == 2, err
        assert err.count("\n") == 1, err
        assert err.startswith(f"error: {path}: settings: setting '{name}' cannot be "), err
        assert "; allowed: " in err, err
        assert "internal error" not in err


@pytest.mark.parametrize(
    ("bad", "words"),
    [
        ({"sphere_radius": 1_000_000}, ["1000000", "a whole number from 0 to 64"]),
        ({"duel_wager_divisor": 0}, ["cannot be 0", "from 1 to 100"]),
        ({"capacity_refresh": "bogus"}, ['"bogus"', "one of round, never"]),
        ({"max_rounds": True}, ["cannot be true", "a whole number"]),
        ({"steadfast_tn": "6"}, ['"6"', "a whole number"]),
        ({"long_range": 9.0}, ["9.0", "a whole number"]),
        ({"sphere_radius": 10**5000}, ["over 60 digits"]),
        ({"sphere_radius": "x" * 100_000}, ["..."]),
        ({"empower_fractions": list(range(1, 10_000))}, ["a list of"]),
        ({"sphere_radus": 3}, ["unknown setting 'sphere_radus'", "did you mean sphere_radius"]),
    ],
)
def test_a_dbu_setting_error_names_the_setting_the_value_shortened_and_the_range(
    bad: dict[str, Any], words: list[str]
) -> None:
    with pytest.raises(ContentError) as caught:
        DEFAULT_COMBAT_SETTINGS.with_overrides(bad, "enc.yaml: settings")
    message = str(caught.value)
    assert message.startswith("enc.yaml: settings: ")
    assert "\n" not in message
    assert len(message) < 250
    for word in words:
        assert word in message


def test_a_setting_list_from_yaml_is_read_as_the_settings_tuple() -> None:
    done = DEFAULT_COMBAT_SETTINGS.with_overrides({"empower_fractions": [4, 2]})
    assert done.empower_fractions == (4, 2)


def test_top_and_ddc_files_name_themselves(tmp_path: Path) -> None:
    pack = tmp_path / "pack"
    shutil.copytree(ROOT / "src/tenkaichi/data/top", pack)
    (pack / "rules.yaml").write_text("support_cap: 99\n", encoding="utf-8")
    with pytest.raises(ContentError, match=r"^rules\.yaml: setting 'support_cap' cannot be 99;"):
        load_content(pack, None)
    with pytest.raises(ContentError, match=r"^settings: setting 'turns' cannot be 7; .* 5, 10$"):
        Game.start(2, 1, settings={"turns": 7})
    with pytest.raises(ContentError, match=r"setting 'duel_attack_guard' cannot be 1000000000"):
        Game.start(2, 1, settings={"duel_attack_guard": 10**9})
    path = tmp_path / "battle.yaml"
    path.write_text(
        "fighters: [{fighter: Agumon}, {fighter: Gabumon}]\nsettings: {range_mode: cone}\n",
        encoding="utf-8",
    )
    setup = load_setup(path)
    from tenkaichi.ddc.engine import Battle

    with pytest.raises(ContentError, match=r"setting 'range_mode' .*allowed: one of rays, area"):
        Battle.start(setup, 1)
    with pytest.raises(ContentError, match=r"'level_dice' cannot be 0;"):
        apply_settings(DDC_DEFAULT, {"level_dice": {"mega": 0}}, "battle.yaml")
    with pytest.raises(ContentError, match=r"'level_dice' cannot be \"hyper\";"):
        apply_settings(DDC_DEFAULT, {"level_dice": {"hyper": 3}}, "battle.yaml")


def test_an_encounter_names_its_file_for_a_bad_setting(tmp_path: Path) -> None:
    base = yaml.safe_load((ROOT / "examples/encounters/saiyan-duel.yaml").read_text())
    base["sheets"] = _sheets_beside(base["sheets"], tmp_path)
    path = tmp_path / "enc.yaml"
    path.write_text(yaml.safe_dump({**base, "settings": {"cone_length": -1}}), encoding="utf-8")
    with pytest.raises(ContentError, match=rf"^{re.escape(str(path))}: settings: setting "):
        load_encounter(path)


# --- any value for any setting: accepted within range, or one clear line ----------------------

HOSTILE_VALUES = st.one_of(
    st.integers(min_value=-(10**30), max_value=10**30),
    st.sampled_from([0, 1, -1, 2**63, True, False, None, 1e308, float("nan"), "", "round"]),
    st.floats(allow_nan=True),
    st.text(max_size=200),
    st.lists(st.integers(min_value=-5, max_value=10), max_size=8),
    st.dictionaries(st.text(max_size=20), st.integers(min_value=-5, max_value=30), max_size=4),
)


def _check(model: type, base: Any, name: str, value: Any) -> None:
    try:
        done = apply_settings(base, {name: value}, "where")
    except ContentError as error:
        message = str(error)
        assert message.startswith("where: ")
        assert "\n" not in message
        assert f"'{name}'" in message
        assert "allowed: " in message
        assert len(message) < 200 + SHOWN_CHARS
        assert "Input should" not in message
        assert "<class" not in message
        return
    # accepted: the value is of the declared kind and inside the declared range
    field = setting_fields(model)[name]
    got = getattr(done, name)
    if field.annotation is int:
        low, high = _bounds(field.metadata)
        assert type(value) is int
        assert low <= got <= high
    elif field.annotation is bool:
        assert type(value) is bool
    elif get_origin(field.annotation) is Literal:
        assert value in get_args(field.annotation)


@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_any_value_for_any_setting_is_accepted_in_range_or_refused_in_one_line(
    data: st.DataObject,
) -> None:
    doc = data.draw(st.sampled_from(list(MODELS)))
    model, base = MODELS[doc]
    name = data.draw(st.sampled_from(list(setting_fields(model))))
    value = data.draw(HOSTILE_VALUES)
    start = time.process_time()
    _check(model, base, name, value)
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    count(SURFACE, 1, time.process_time() - start, rss if sys.platform != "darwin" else 0.0)


@settings(max_examples=100, deadline=None)
@given(overrides=st.one_of(st.none(), st.integers(), st.text(max_size=50), st.lists(st.none())))
def test_settings_that_are_not_a_mapping_are_refused(overrides: Any) -> None:
    for _, base in MODELS.values():
        if overrides is None:
            assert apply_settings(base, overrides, "where") is base
        else:
            with pytest.raises(ContentError, match=r"^where: settings must be a mapping"):
                apply_settings(base, overrides, "where")
    count(SURFACE, 3)


# --- the documentation lists every setting with its range -----------------------------------


@pytest.mark.parametrize("doc", list(MODELS))
def test_the_settings_table_of_the_docs_is_the_schema(doc: str) -> None:
    text = (ROOT / "docs" / doc).read_text(encoding="utf-8")
    section = text.split("\n## Settings\n", 1)[1].split("\n## ", 1)[0]
    rows = [
        tuple(cell.strip().strip("`") for cell in line.strip("|").split("|"))
        for line in section.splitlines()
        if line.startswith("| `")
    ]
    assert rows == settings_table(MODELS[doc][0])
