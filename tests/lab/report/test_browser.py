"""The report opens in Chromium offline and every chart draws (a Playwright screenshot of
each page is kept in tests/artifacts/lab-report/)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from table.browser_helpers import chromium, playwright_or_skip
from tenkaichi.lab.report import Plan, write_report

from .report_helpers import identifiers

sync_api = playwright_or_skip()
ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts" / "lab-report"
DRAW_MS = 60_000
"""How long the charts may take to draw: a guard against a hang, not a speed expectation (each
wait returns once they are drawn)."""


@pytest.fixture(scope="module")
def browser() -> Any:
    with chromium(sync_api) as b:
        yield b


def open_report(browser: Any, plan: Plan) -> tuple[Any, list[str]]:
    """The report in a new page, once every chart has drawn; the console's errors so far."""
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    # No network: any request that leaves the file system fails the test.
    page.route("http*://**", lambda route: (errors.append(route.request.url), route.abort()))
    page.goto((plan.out / "report.html").as_uri())
    count = len(plan.figures)
    page.wait_for_function(
        f"document.querySelectorAll('.vega-embed svg.marks').length === {count}", timeout=DRAW_MS
    )
    return page, errors


@pytest.mark.parametrize("name", ["three", "seats"])
def test_every_chart_draws(
    browser: Any, folders: dict[str, Path], tmp_path: Path, name: str
) -> None:
    plan = write_report(folders[name], tmp_path / name, images=())
    page, errors = open_report(browser, plan)
    for figure in plan.figures:
        chart = page.locator(f"#{figure.name} svg.marks")
        box = chart.bounding_box()
        assert box is not None
        assert box["width"] > 200, figure.name
        assert box["height"] > 100, figure.name
        marks = page.locator(f"#{figure.name} svg.marks path, #{figure.name} svg.marks rect")
        assert marks.count() > 5, f"{figure.name} drew almost nothing"
    shown = " ".join(page.locator("svg.marks text").all_text_contents())
    assert identifiers(shown) == []
    assert not any(p in shown for p in plan.results.parameters)
    assert identifiers(page.inner_text("body")) == []
    # Wide tables and charts scroll in their own box; the page itself never scrolls sideways.
    assert page.evaluate("document.documentElement.scrollWidth") <= 1280
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"report-{name}.png"), full_page=True)
    assert errors == []
    page.close()


@pytest.mark.parametrize("chart", ["options-used", "score"])
def test_a_chart_follows_the_cell_chosen(
    browser: Any, folders: dict[str, Path], tmp_path: Path, chart: str
) -> None:
    plan = write_report(folders["two"], tmp_path, images=())
    page, errors = open_report(browser, plan)
    marks = f"#{chart} svg.marks .mark-rect path"
    bars = page.locator(marks)
    all_cells = [bars.nth(i).get_attribute("d") for i in range(bars.count())]
    choice = page.locator(f"#{chart} select")
    assert choice.count() == 1
    options = choice.locator("option").all_text_contents()
    assert options[0] == "All cells"
    assert options[1:] == [c.label for c in plan.cells]
    choice.select_option(label=options[1])
    page.wait_for_function(
        "([marks, before]) => JSON.stringify(Array.from(document.querySelectorAll(marks))"
        ".map(p => p.getAttribute('d'))) !== before",
        arg=[marks, json.dumps(all_cells, separators=(",", ":"))],
        timeout=DRAW_MS,
    )
    assert errors == []
    page.close()
