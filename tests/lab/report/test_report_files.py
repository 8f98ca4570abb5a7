"""The files a report writes: the page (every chart, no internal identifier in what a person
reads, no network needed) and valid PNG and SVG copies of the charts."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from tenkaichi.lab.report import Plan, write_report

from .report_helpers import identifiers, visible_text, walk
from .results_fixture import write_results

HIDDEN_TITLE_CHANNELS = ("text",)
"""Channels whose field is never named on the chart (the text of a square is its value)."""


@pytest.fixture(scope="module")
def reports(folders: dict[str, Path], tmp_path_factory: pytest.TempPathFactory) -> dict[str, Plan]:
    root = tmp_path_factory.mktemp("reports")
    out = {}
    for name in ("none", "one", "three", "seats", "incomplete"):
        images = ("png", "svg") if name in ("three", "seats") else ()
        out[name] = write_report(folders[name], root / name, images=images)
    return out


def _specs(html: str) -> dict[str, Any]:
    found = re.search(r"const specs = (\{.*?\});\n", html, re.S)
    assert found, "the page embeds no chart specs"
    specs: dict[str, Any] = json.loads(found.group(1))
    return specs


@pytest.mark.parametrize("name", ["none", "one", "three", "seats", "incomplete"])
def test_the_page_has_each_chart_and_its_words(reports: dict[str, Plan], name: str) -> None:
    plan = reports[name]
    html = (plan.out / "report.html").read_text(encoding="utf-8")
    specs = _specs(html)
    assert list(specs) == [f.name for f in plan.figures]
    text = visible_text(html)
    assert plan.results.title in text
    for figure in plan.figures:
        assert f'id="{figure.name}"' in html
        assert figure.heading in text
        assert specs[figure.name]["$schema"].startswith("https://vega.github.io/schema/vega-lite/")
    assert f"{plan.fights:,} seeded fights" in text
    assert ("has not finished" in text) == (name == "incomplete")
    links = re.findall(r'href="(charts/[^"]+)"', html)
    assert sorted(links) == sorted(
        f"charts/{f.name}.{kind}" for f in plan.figures for kind in plan.images
    )
    assert all((plan.out / link).is_file() for link in links)


@pytest.mark.parametrize("name", ["none", "one", "three", "seats", "incomplete"])
def test_no_internal_identifier_is_shown(reports: dict[str, Plan], name: str) -> None:
    plan = reports[name]
    html = (plan.out / "report.html").read_text(encoding="utf-8")
    text = visible_text(html)
    assert identifiers(text) == []
    for parameter in plan.results.parameters:
        assert parameter not in text
    assert "rules." not in text
    # Inside the specs, every field a person can see (axis, legend, tooltip) has a title in
    # words, and every title is words.
    for spec in _specs(html).values():
        for node in walk(spec):
            for channel, encodings in node.get("encoding", {}).items():
                for encoding in encodings if isinstance(encodings, list) else [encodings]:
                    if "field" not in encoding or channel in HIDDEN_TITLE_CHANNELS:
                        continue
                    hidden = "legend" in encoding and encoding["legend"] is None
                    assert "title" in encoding or hidden, (channel, encoding)
            for key in ("title", "subtitle", "name"):
                value = node.get(key)
                if isinstance(value, str):
                    assert identifiers(value) == [], value
                    assert not any(p in value for p in plan.results.parameters), value


def test_the_page_needs_no_network(reports: dict[str, Plan]) -> None:
    html = (reports["three"].out / "report.html").read_text(encoding="utf-8")
    assert "<script src" not in html
    assert "cdn.jsdelivr" not in html
    assert "vegaEmbed" in html
    assert len(html) > 500_000, "the Vega scripts are embedded in the page"


@pytest.mark.parametrize("name", ["three", "seats"])
def test_png_and_svg_copies_are_valid_images(reports: dict[str, Plan], name: str) -> None:
    plan = reports[name]
    for figure in plan.figures:
        png = plan.out / "charts" / f"{figure.name}.png"
        with Image.open(png) as image:
            image.verify()
        with Image.open(png) as image:
            assert image.format == "PNG"
            assert image.width > 200
            assert image.height > 100
        svg = ET.parse(plan.out / "charts" / f"{figure.name}.svg").getroot()
        assert svg.tag.endswith("svg")
        texts = [t.text or "" for t in svg.iter() if t.tag.endswith("text")]
        assert texts, f"{figure.name}.svg has no text"
        shown = " ".join(texts)
        assert identifiers(shown) == [], (figure.name, identifiers(shown))
        assert not any(p in shown for p in plan.results.parameters)
    assert len(list((plan.out / "charts").iterdir())) == 2 * len(plan.figures)


def test_a_sweep_with_sequential_stopping_says_so(tmp_path: Path) -> None:
    folder = write_results(
        tmp_path / "results", {"A.power_level": [6, 8]}, stop={"half_width": 0.02}
    )
    plan = write_report(folder, tmp_path / "report", images=())
    text = visible_text((plan.out / "report.html").read_text(encoding="utf-8"))
    assert "(up to 40 fights a cell, fewer once its 95% interval was narrow enough)" in text
    assert "Why the cell stopped" in text
    assert "interval narrow enough" in text
    assert "all fights" in text
