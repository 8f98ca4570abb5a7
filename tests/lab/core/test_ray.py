"""Ray tasks store exactly the fights the local run does (a local Ray instance of 2 CPUs,
started once for the module)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from tenkaichi.errors import LabError
from tenkaichi.lab.ray_backend import RayBackend

from .fake_game import FakeLab
from .helpers import GRID, cells, fights, run_cli, sweep, write

ray = pytest.importorskip("ray")
pytestmark = pytest.mark.xdist_group("ray")

SRC = Path(__file__).resolve().parents[3] / "src"
TESTS = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    # Ray's workers are new processes: they find this tree's code (and the fake game) here.
    path = os.pathsep.join([str(SRC), str(TESTS)])
    ray.init(
        num_cpus=2,
        include_dashboard=False,
        log_to_driver=False,
        runtime_env={"env_vars": {"PYTHONPATH": path}},
    )
    try:
        yield
    finally:
        ray.shutdown()


STOP = GRID.replace("fights: 250", "fights: 500").replace(
    "match:", "stop: {half_width: 0.06, min_fights: 100}\nmatch:"
)


@pytest.mark.usefixtures("local_ray")
@pytest.mark.parametrize("text", [GRID, STOP], ids=["fixed fights", "sequential stopping"])
def test_ray_stores_what_the_local_run_does(tmp_path: Path, text: str) -> None:
    spec_path = write(tmp_path, text)
    sweep(spec_path, tmp_path / "local")
    sweep(spec_path, tmp_path / "ray", lambda _: RayBackend())
    assert fights(tmp_path / "ray").equals(fights(tmp_path / "local"))
    assert cells(tmp_path / "ray").equals(cells(tmp_path / "local"))


@pytest.mark.usefixtures("local_ray")
def test_lab_run_with_ray_auto(tmp_path: Path) -> None:
    spec_path = write(tmp_path, GRID)
    sweep(spec_path, tmp_path / "local")
    folder = tmp_path / "ray"
    code, out, err = run_cli(["lab", "run", str(spec_path), "--ray", "auto", "--out", str(folder)])
    assert code == 0, err
    assert f"Results in {folder}" in out
    assert fights(folder).equals(fights(tmp_path / "local"))
    assert cells(folder).equals(cells(tmp_path / "local"))


@pytest.mark.usefixtures("local_ray")
def test_a_ray_worker_that_dies_ends_the_sweep_with_one_line(tmp_path: Path) -> None:
    spec_path = write(tmp_path, GRID)
    with pytest.raises(LabError, match="a Ray worker died in the middle of a batch"):
        sweep(spec_path, tmp_path / "out", lambda _: RayBackend(), lab=FakeLab(die=True))
