"""The bounded runner itself: a limit really stops a runaway child, and usage is measured."""

from __future__ import annotations

from .bounded import cli, run_python


def test_a_memory_hog_is_stopped_by_the_memory_limit() -> None:
    result = run_python("x = bytearray(400 * 1024 * 1024)", surface="self-test", mem_mb=200)
    assert result.returncode != 0
    assert "MemoryError" in result.stderr


def test_a_busy_loop_is_stopped_by_the_cpu_limit_and_its_cpu_time_is_measured() -> None:
    result = run_python("while True: pass", surface="self-test", cpu_s=1)
    assert result.killed
    assert result.cpu_s >= 0.9


def test_a_quiet_child_reports_its_output_and_a_small_footprint() -> None:
    result = run_python("print('ok')", surface="self-test")
    assert (result.returncode, result.stdout.strip()) == (0, "ok")
    assert 0 < result.rss_mb < 200


def test_the_cli_runs_bounded_and_refuses_a_bad_command_in_one_line() -> None:
    result = cli("roll", "1d10+", surface="self-test")
    assert result.returncode != 0
    assert len(result.stderr.strip().splitlines()) == 1
