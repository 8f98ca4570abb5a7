"""``lab report`` on the command line: what it writes and its one-line errors."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from tenkaichi.cli.lab_report_cmd import register
from tenkaichi.errors import LabError

from .report_helpers import identifiers


def lab_app() -> typer.Typer:
    """A throwaway ``lab`` group holding only ``report`` (the real group lives elsewhere)."""
    app = typer.Typer()

    @app.callback()
    def lab() -> None:
        """The balance lab."""

    register(app)
    return app


def run(*args: str) -> tuple[int, str, BaseException | None]:
    result = CliRunner().invoke(lab_app(), ["report", *args])
    return result.exit_code, result.output, result.exception


def error_of(*args: str) -> str:
    """The one-line error a bad call gives (the CLI prints it as ``error: ...``)."""
    code, _, exception = run(*args)
    assert code != 0
    assert isinstance(exception, LabError), repr(exception)
    message = str(exception)
    assert "\n" not in message
    assert "Traceback" not in message
    return message


def test_report_writes_the_page_and_says_where(folders: dict[str, Path], tmp_path: Path) -> None:
    code, out, exception = run(str(folders["one"]), "--out", str(tmp_path / "r"), "--images", "svg")
    assert (code, exception) == (0, None)
    assert (tmp_path / "r" / "report.html").is_file()
    assert sorted(p.suffix for p in (tmp_path / "r" / "charts").iterdir()) == [".svg"] * 4
    assert "3 cells, 120 fights" in out
    assert "4 charts as SVG" in out
    assert identifiers(re.sub(r"\S*/\S*", "a path", out)) == []  # paths are paths


def test_the_default_folder_is_inside_the_results(folders: dict[str, Path], tmp_path: Path) -> None:
    copy = tmp_path / "results"
    copy.mkdir()
    for item in folders["none"].iterdir():
        if item.is_dir():
            (copy / item.name).mkdir()
            for f in item.iterdir():
                (copy / item.name / f.name).write_bytes(f.read_bytes())
        else:
            (copy / item.name).write_bytes(item.read_bytes())
    code, _, _ = run(str(copy), "--images", "none")
    assert code == 0
    assert (copy / "report" / "report.html").is_file()
    assert not (copy / "report" / "charts").exists()


def test_an_unfinished_sweep_is_reported_with_a_note(
    folders: dict[str, Path], tmp_path: Path
) -> None:
    result = CliRunner().invoke(
        lab_app(),
        ["report", str(folders["incomplete"]), "--out", str(tmp_path), "--images", "none"],
    )
    assert result.exit_code == 0
    assert "has not finished (4 of 6 cells have fights)" in result.output
    assert "has not finished" in (tmp_path / "report.html").read_text(encoding="utf-8")


def test_a_missing_folder(tmp_path: Path) -> None:
    message = error_of(str(tmp_path / "nowhere"))
    assert "no such results folder" in message
    assert "nowhere" in message


def test_a_folder_that_holds_no_results(tmp_path: Path) -> None:
    assert "is not a lab results folder" in error_of(str(tmp_path))


def test_a_results_folder_without_fights(tmp_path: Path) -> None:
    meta = {"format": 1, "title": "t", "game": "dbu", "parameters": [], "cells": 1, "fights": 5}
    (tmp_path / "lab.json").write_text(json.dumps(meta), encoding="utf-8")
    assert "no finished batch of fights yet" in error_of(str(tmp_path))


def test_a_broken_lab_json(tmp_path: Path) -> None:
    (tmp_path / "lab.json").write_text("{not json", encoding="utf-8")
    assert "lab.json: not readable as JSON" in error_of(str(tmp_path))


@pytest.mark.parametrize(
    ("meta", "expected"),
    [
        ({"a": 1}, "lab.json: not a lab results description (it says no format)"),
        ({"format": 9}, "lab.json: results of format 9; this version reads format 1"),
        (
            {"format": 1, "title": "t", "game": "dbu", "parameters": [], "cells": "many"},
            "lab.json: cells is missing or not a whole number",
        ),
        ({"format": 1, "title": 3}, "lab.json: title is missing or not a text"),
    ],
)
def test_a_lab_json_of_something_else(
    tmp_path: Path, meta: dict[str, object], expected: str
) -> None:
    (tmp_path / "lab.json").write_text(json.dumps(meta), encoding="utf-8")
    message = error_of(str(tmp_path))
    assert message.endswith(expected)
    assert identifiers(message.replace(str(tmp_path / "lab.json"), "a path")) == []


@pytest.mark.parametrize("option", ["--x", "--y"])
def test_an_axis_that_names_no_parameter(
    folders: dict[str, Path], tmp_path: Path, option: str
) -> None:
    message = error_of(str(folders["three"]), "--out", str(tmp_path), option, "speed")
    assert message == (
        f"{option} 'speed' is not a swept parameter; the parameters are: "
        "A: Power Level; Holding Back (rule); Edition"
    )
    assert not (tmp_path / "report.html").exists()


def test_the_same_parameter_on_both_axes(folders: dict[str, Path], tmp_path: Path) -> None:
    message = error_of(
        str(folders["two"]),
        "--out",
        str(tmp_path),
        "--x",
        "rules.long_range",
        "--y",
        "Long Range (rule)",
    )
    assert "both name Long Range (rule)" in message


def test_a_heatmap_axis_with_one_parameter(folders: dict[str, Path], tmp_path: Path) -> None:
    assert "needs two swept parameters" in error_of(
        str(folders["one"]), "--out", str(tmp_path), "--y", "A.power_level"
    )


def test_an_out_folder_that_cannot_be_written(folders: dict[str, Path], tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("", encoding="utf-8")
    message = error_of(str(folders["one"]), "--out", str(blocker / "report"))
    assert "cannot write the report there" in message
    assert str(blocker) in message


def test_an_unknown_image_format(folders: dict[str, Path], tmp_path: Path) -> None:
    assert "gif is not an image format" in error_of(
        str(folders["one"]), "--out", str(tmp_path), "--images", "png,gif"
    )


def test_a_results_name_too_long_for_the_system(tmp_path: Path) -> None:
    message = error_of(str(tmp_path / ("\u202e" * 300)))
    assert message.endswith("cannot read it (File name too long)")
