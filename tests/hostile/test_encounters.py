"""Hostile encounter files (issue 15, findings 2, 3 and 7): an encounter may name only sheet
files inside its own folder or a sheet library, a named file that is not a sheet is reported
without quoting anything from it, and malformed or oversized encounter, DDC setup, roster and
TOP content files get one clear error in bounded CPU and memory."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
import yaml

from tenkaichi.dbu.combat.core.setup import LIBRARY_ENV, MAX_PLACED, load_encounter
from tenkaichi.errors import ContentError
from tenkaichi.files import MAX_FILE_BYTES

from .bounded import cli, count, cpu_bound, run_python

SURFACE = "encounters"
ROOT = Path(__file__).resolve().parents[2]
SECRET = "sk-SECRET-0123456789"
FIGHTERS = "fighters: [{sheet: a, side: A}, {sheet: b, side: B}]\n"

# Runs main() on each command line in ONE bounded child and reports exit code and stderr.
_BATCH = """
import contextlib, io, json, sys
from tenkaichi.cli import main
results = []
for argv in {commands!r}:
    err, out = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
        code = main(argv)
    results.append([code, err.getvalue(), out.getvalue()[-2000:]])
print(json.dumps(results))
"""


def _batch(commands: list[list[str]], cpu_s: float = 20) -> list[tuple[int, str, str]]:
    result = run_python(
        _BATCH.format(commands=commands),
        surface=SURFACE,
        cpu_s=cpu_s,
        mem_mb=1024,
        inputs=len(commands),
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.cpu_s < cpu_bound(12)
    assert result.rss_mb < 400
    return [tuple(r) for r in json.loads(result.stdout)]  # type: ignore[misc]


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    """tmp/somewhere/ holds secrets; tmp/a/b/ holds encounters and their own sheets;
    tmp/lib/ is a sheet library."""
    (tmp_path / "somewhere").mkdir()
    (tmp_path / "somewhere/secret.yaml").write_text(f"api_token: {SECRET}\n")
    encounters = tmp_path / "a/b"
    encounters.mkdir(parents=True)
    for name in ("kale.yaml", "yamcha.yaml"):
        shutil.copy(ROOT / "examples" / name, encounters / name)
    (tmp_path / "lib").mkdir()
    shutil.copy(ROOT / "examples/kale.yaml", tmp_path / "lib/kale.yaml")
    return tmp_path


# The files an encounter might name that are not sheets (each holds the secret).
NOT_SHEETS: dict[str, str] = {
    "creds.yaml": f"api_token: {SECRET}\n",
    "creds-bad.yaml": f"password: {SECRET}\nx: [\n",
    "creds-dup.yaml": f"{SECRET}: 1\n{SECRET}: 2\n",
    "creds-scalar.yaml": f"api_token = '{SECRET}'\n",
    "creds.json": json.dumps({"api_token": SECRET}),
    "creds-alias.yaml": f"a: &{SECRET} 1\nb: *{SECRET}x\n",
    "creds-number.yaml": f"name: X\nrace: saiyan\npower_level: {SECRET}\n"
    "attributes: {agility: 1, force: 1, tenacity: 1, scholarship: 1, insight: 1, magic: 1, "
    "personality: 1}\n",
    "creds-huge.yaml": f"api_token: {SECRET}\n" + "# padding\n" * 120_000,
}


def test_an_encounter_cannot_read_or_leak_a_file_outside_its_folder(tree: Path) -> None:
    # Finding 7: `sheets:` could point anywhere and the error echoed the file's values.
    folder = tree / "a/b"
    (folder / "link.yaml").symlink_to(tree / "somewhere/secret.yaml")
    outside = {
        "relative": "../../somewhere/secret.yaml",
        "absolute": str(tree / "somewhere/secret.yaml"),
        "symlink": "link.yaml",
        "library escape": "../somewhere/secret.yaml",
    }
    commands = []
    for i, written in enumerate(outside.values()):
        path = folder / f"out{i}.yaml"
        path.write_text(f"sheets: {{a: {json.dumps(written)}, b: kale.yaml}}\n" + FIGHTERS)
        library = ["--library", str(tree / "lib")] if written.startswith("../s") else []
        commands.append(["fight", str(path), *library])
    for i, (name, text) in enumerate(NOT_SHEETS.items()):
        (folder / name).write_text(text)
        path = folder / f"in{i}.yaml"
        path.write_text(f"sheets: {{a: {name}, b: kale.yaml}}\n" + FIGHTERS)
        commands.append(["fight", str(path)])
    outcomes = _batch(commands)
    expected = ["outside the encounter's folder"] * len(outside) + ["not a"] * len(NOT_SHEETS)
    for argv, want, (code, stderr, stdout) in zip(commands, expected, outcomes, strict=True):
        assert code == 2, (argv, stderr)
        assert stderr.startswith("error: ")
        assert len(stderr.splitlines()) == 1, stderr
        assert want in stderr, stderr
        assert "sk-SECRET" not in stderr + stdout
        assert "api_token" not in stderr
        assert "password" not in stderr
    # what the messages do say: the kind of problem and the sheet fields, never a value
    by_file = dict(zip(NOT_SHEETS, outcomes[len(outside) :], strict=True))
    assert "problems in name, race, power_level, attributes" in by_file["creds.yaml"][1]
    assert "1 field that a sheet does not have" in by_file["creds.yaml"][1]
    assert "not valid YAML (line 3)" in by_file["creds-bad.yaml"][1]
    assert "a key is given twice (line 2)" in by_file["creds-dup.yaml"][1]
    assert "not a mapping" in by_file["creds-scalar.yaml"][1]
    assert "problems in power_level" in by_file["creds-number.yaml"][1]
    assert f"over {MAX_FILE_BYTES:,} bytes" in by_file["creds-huge.yaml"][1]


def test_sheets_inside_the_folder_or_a_library_are_found(
    tree: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tree / "a/b"
    same = folder / "same.yaml"
    same.write_text("sheets: {a: kale.yaml, b: yamcha.yaml}\n" + FIGHTERS)
    assert set(load_encounter(same, library=()).sheets) == {"a", "b"}
    via_library = folder / "lib.yaml"
    via_library.write_text("sheets: {a: ../../lib/kale.yaml, b: yamcha.yaml}\n" + FIGHTERS)
    with pytest.raises(ContentError, match=r"sheets\.a .*outside the encounter's folder"):
        load_encounter(via_library, library=())
    assert load_encounter(via_library, library=[tree / "lib"]).sheets["a"].name == "Kale"
    by_name = folder / "by-name.yaml"
    by_name.write_text("sheets: {a: kale.yaml, b: yamcha.yaml}\n" + FIGHTERS)
    (folder / "kale.yaml").unlink()
    with pytest.raises(ContentError, match=r"outside|no such sheet"):
        load_encounter(by_name, library=())
    monkeypatch.setenv(LIBRARY_ENV, str(tree / "lib"))
    assert load_encounter(by_name).sheets["a"].name == "Kale"  # looked up in the library
    assert load_encounter(via_library).sheets["a"].name == "Kale"
    count(SURFACE, 6)


def _goku_inline(old: str, new: str) -> str:
    text = (ROOT / "examples/goku.yaml").read_text(encoding="utf-8")
    assert old in text
    return json.dumps(yaml.safe_load(text.replace(old, new, 1)))


MALFORMED: dict[str, tuple[bytes, str]] = {
    "latin-1": (
        ("# Gok\u00f9\nsheets: {a: kale.yaml, b: yamcha.yaml}\n" + FIGHTERS).encode("latin-1"),
        "not UTF-8 text (line 1",
    ),
    "5000 digits": (
        ("width: " + "9" * 5000 + "\nsheets: {a: kale.yaml, b: yamcha.yaml}\n" + FIGHTERS).encode(),
        "a number longer than",
    ),
    "fighters 1000 deep": (
        ("sheets: {a: kale.yaml, b: yamcha.yaml}\nfighters: " + "[" * 1000 + "]" * 1000).encode(),
        "nested more than",
    ),
    "duplicate key": (
        ("width: 12\nwidth: 30\nsheets: {a: kale.yaml, b: yamcha.yaml}\n" + FIGHTERS).encode(),
        "a key is given twice (line 2, the key 'width', first given on line 1)",
    ),
    "bool width": (
        ("width: true\nsheets: {a: kale.yaml, b: yamcha.yaml}\n" + FIGHTERS).encode(),
        "width = true: should be a valid integer",
    ),
    "float position": (
        (
            b"sheets: {a: kale.yaml, b: yamcha.yaml}\n"
            b"fighters: [{sheet: a, side: A, pos: [1.0, 2]}, {sheet: b, side: B}]\n"
        ),
        "fighters.0.pos.0 = 1.0: should be a valid integer",
    ),
    "inline 10^20 bonus": (
        (
            "sheets: {a: "
            + _goku_inline(
                "{agility: 3, force: 3, tenacity: 2}", "{agility: 100000000000000000000}"
            )
            + ", b: yamcha.yaml}\n"
            + FIGHTERS
        ).encode(),
        "sheets.a.forms.0.attribute_bonuses.agility = 100000000000000000000",
    ),
    "inline name 1 MB": (
        (
            "sheets: {a: "
            + _goku_inline("name: Goku", "name: " + "G" * 900_000)
            + ", b: kale.yaml}\n"
        ).encode()
        + FIGHTERS.encode(),
        "sheets.a.name = 'GGGGGGGGGGGGGGGGGGGG",
    ),
    "too many features": (
        (
            "sheets: {a: kale.yaml, b: yamcha.yaml}\n"
            + FIGHTERS
            + "features:\n"
            + "".join(f"  - {{id: f{i}, pos: [1, 1]}}\n" for i in range(MAX_PLACED + 1))
        ).encode(),
        f"at most {MAX_PLACED} items",
    ),
    "billion laughs": (
        (
            'x: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n'
            + "".join(
                f"x{i}: &{chr(98 + i)} [{', '.join(['*' + chr(97 + i)] * 9)}]\n" for i in range(8)
            )
            + FIGHTERS
        ).encode(),
        "values, the limit for a content file",
    ),
    "a referenced 10 MB sheet": (
        ("sheets: {a: huge.yaml, b: kale.yaml}\n" + FIGHTERS).encode(),
        f"not a character sheet: over {MAX_FILE_BYTES:,} bytes",
    ),
}


def test_malformed_encounter_files_get_one_clear_error_each(tree: Path) -> None:
    # Finding 3: each of these ended in "internal error" (or, for the bonus, a dice error in
    # the middle of a fight).
    folder = tree / "a/b"
    (folder / "huge.yaml").write_text("name: X\n" + "# pad\n" * 2_000_000)
    commands = []
    for i, (data, _) in enumerate(MALFORMED.values()):
        (folder / f"m{i}.yaml").write_bytes(data)
        commands.append(["fight", str(folder / f"m{i}.yaml")])
    outcomes = _batch(commands)
    for name, (_, expected), (code, stderr, stdout) in zip(
        MALFORMED, MALFORMED.values(), outcomes, strict=True
    ):
        assert code == 2, (name, stderr[:300])
        assert stderr.startswith("error: "), name
        assert len(stderr.splitlines()) == 1, (name, stderr[:500])
        assert len(stderr) < 500, name
        assert expected in stderr, (name, stderr)
        assert "Round" not in stdout  # no fight began


def test_a_10_mb_encounter_is_refused_by_the_size_cap_at_once(tree: Path) -> None:
    path = tree / "a/b/huge-encounter.yaml"
    path.write_text("sheets: {a: kale.yaml, b: yamcha.yaml}\n" + FIGHTERS + "# pad\n" * 1_800_000)
    result = cli("fight", str(path), surface=SURFACE, cpu_s=10, mem_mb=600)
    assert result.returncode == 2
    assert result.stderr.strip() == (
        f"error: {path}: over {MAX_FILE_BYTES:,} bytes, the limit for a content file"
    )
    assert result.cpu_s < cpu_bound(3)
    assert result.rss_mb < 200


def test_malformed_ddc_setups_rosters_and_top_packs_get_one_clear_error(tree: Path) -> None:
    # The same loader reads DDC setups and rosters and TOP content packs.
    bad: dict[str, bytes] = {
        "latin.yaml": "fighters: [{fighter: Agum\u00f3n}]\n".encode("latin-1"),
        "digits.yaml": b"fighters: [{fighter: Agumon, x: " + b"9" * 5000 + b"}]\n",
        "deep.yaml": b"fighters: " + b"[" * 1000 + b"]" * 1000,
        "dup.yaml": b"fighters: []\nfighters: []\n",
        "bool.yaml": b"fighters: [{fighter: Agumon, x: true}, {fighter: Gabumon}]\n",
    }
    commands: list[list[str]] = []
    for name, data in bad.items():
        (tree / name).write_bytes(data)
        commands.append(["ddc", "simulate", "--setup", str(tree / name), "-n", "1"])
        commands.append(["ddc", "roster", "--roster", str(tree / name)])
    shutil.copytree(ROOT / "src/tenkaichi/data/top", tree / "pack")
    (tree / "pack/warriors.yaml").write_bytes(bad["latin.yaml"])
    commands.append(["top", "content", "check", str(tree / "pack")])
    outcomes = _batch(commands)
    for argv, (code, stderr, _) in zip(commands, outcomes, strict=True):
        assert code in (1, 2), (argv, stderr[:300])
        assert "internal error" not in stderr, (argv, stderr[:300])
        assert len(stderr.splitlines()) == 1, (argv, stderr[:500])
        assert len(stderr) < 500
    said = [stderr for _, stderr, _ in outcomes]
    assert "not UTF-8 text" in said[0]
    assert "x = true: should be a valid integer" in said[-3]
    assert "not UTF-8 text" in said[-1]
