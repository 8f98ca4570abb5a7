"""A preview played as Ray tasks (``tenkaichi lab preview --ray``) gives the numbers of the
local preview, and a cancel keeps the first fights (a local Ray instance of 2 CPUs, started
once for the module)."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from tenkaichi.dbu.combat.core.setup import EncounterSetup, duel_setup
from tenkaichi.dbu.preview import run_preview

ray = pytest.importorskip("ray")
pytestmark = pytest.mark.xdist_group("ray")

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    # Ray's workers are new processes: they find this tree's code here.
    ray.init(
        num_cpus=2,
        include_dashboard=False,
        log_to_driver=False,
        runtime_env={"env_vars": {"PYTHONPATH": str(ROOT / "src")}},
    )
    try:
        yield
    finally:
        ray.shutdown()


@pytest.fixture(scope="module")
def duel() -> EncounterSetup:
    return duel_setup([ROOT / "examples" / "kale.yaml", ROOT / "examples" / "yamcha.yaml"])


@pytest.mark.usefixtures("local_ray")
def test_ray_gives_the_numbers_of_the_local_preview(duel: EncounterSetup) -> None:
    from tenkaichi.lab.preview import run_on_ray

    calls: list[int] = []
    on_ray = run_on_ray(
        "auto", duel, runs=5, seed=4, bot="greedy", progress=lambda d, n: calls.append(d)
    )
    assert on_ray == run_preview(duel, runs=5, seed=4)
    assert calls[-1] == 5


@pytest.mark.usefixtures("local_ray")
def test_a_cancel_on_ray_keeps_the_first_fights(duel: EncounterSetup) -> None:
    from tenkaichi.lab.preview import run_on_ray

    cancel = threading.Event()
    result = run_on_ray(
        "auto",
        duel,
        runs=40,
        seed=4,
        bot="greedy",
        progress=lambda d, n: cancel.set(),
        cancel=cancel,
    )
    assert result.cancelled
    assert 1 <= result.done < 40
    assert result.sides == run_preview(duel, runs=result.done, seed=4).sides
