"""Ray as a sweep's backend: each batch is one Ray task, on a local instance or a cluster.

A task plays exactly the batch the process pool would (the same job, the same seeds, through
:func:`tenkaichi.lab.batch.play_batch`), so a sweep's results do not depend on the backend.
Each cell's job is put in Ray's object store once and shared by its batches. Ray is an
optional extra (``pip install 'tenkaichi[ray]'``).
"""

from __future__ import annotations

import socket
from collections.abc import Sequence
from typing import Any

from tenkaichi.errors import LabError
from tenkaichi.lab.backends import Key
from tenkaichi.lab.batch import BatchResult, play_batch
from tenkaichi.lab.game import Job

REACH_SECONDS = 5.0
"""How long a cluster's address may take to answer before the sweep is refused (Ray itself
keeps retrying an address that does not answer for many minutes)."""


def require_ray(address: str = "auto") -> None:
    """A :class:`LabError` now, before anything is written, if Ray is not installed or a
    cluster's address does not answer."""
    _ray()
    if address != "auto":
        _check_reachable(address)


def _check_reachable(address: str) -> None:
    host, _, port = address.removeprefix("ray://").rpartition(":")
    if not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise LabError(f"--ray {address}: give auto, HOST:PORT or ray://HOST:PORT")
    try:
        with socket.create_connection(
            (host.strip("[]"), int(port)), timeout=REACH_SECONDS
        ) as connection:
            answer = _first_frame(connection)
    except OSError as error:
        why = error.strerror or f"no answer within {REACH_SECONDS:g} s"
        raise LabError(f"--ray {address}: cannot reach a Ray instance there ({why})") from None
    if len(answer) < len(_SETTINGS) or answer[3] != _SETTINGS[3]:
        raise LabError(
            f"--ray {address}: something answers there, but not a Ray instance "
            "(give the head node's address and port)"
        )


_PREFACE = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"
_SETTINGS = b"\x00\x00\x00\x04\x00\x00\x00\x00\x00"
"""An empty HTTP/2 SETTINGS frame (length 0, type 4, no flags, stream 0)."""


def _first_frame(connection: socket.socket) -> bytes:
    """The first 9 bytes a server answers to an HTTP/2 greeting. Ray's head node and Ray
    Client speak gRPC, so they answer with a SETTINGS frame; a database, a web server of
    HTTP/1 or anything else answers otherwise or not at all (Ray itself would keep retrying
    such an address for many minutes)."""
    connection.sendall(_PREFACE + _SETTINGS)
    answer = b""
    while len(answer) < len(_SETTINGS):
        chunk = connection.recv(len(_SETTINGS) - len(answer))
        if not chunk:
            break
        answer += chunk
    return answer


def _ray() -> Any:
    try:
        import ray
    except ModuleNotFoundError:
        raise LabError("--ray needs Ray, an optional extra: pip install 'tenkaichi[ray]'") from None
    return ray


def connect(address: str) -> None:
    """Join the Ray instance at ``address`` (``auto``: the one this machine runs, else a new
    local one); nothing to do when this process is already connected."""
    ray = _ray()
    if ray.is_initialized():
        return
    try:
        if address == "auto":
            try:
                ray.init(address="auto", include_dashboard=False, log_to_driver=False)
            except ConnectionError:
                ray.init(include_dashboard=False, log_to_driver=False)
        else:
            ray.init(address=address, include_dashboard=False, log_to_driver=False)
    except (ConnectionError, ValueError, RuntimeError) as error:
        first = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
        raise LabError(f"--ray {address}: cannot reach a Ray instance there ({first})") from None


class RayBackend:
    """Batches as Ray tasks of the instance this process is connected to."""

    def __init__(self) -> None:
        ray = _ray()
        self._ray = ray
        cpus = int(ray.cluster_resources().get("CPU", 1))
        self.slots = max(2, 2 * cpus)
        self._task = ray.remote(num_cpus=1, max_retries=0)(play_batch)
        self._jobs: dict[int, Any] = {}
        self._out: dict[Any, Key] = {}

    def submit(self, key: Key, job: Job, seeds: Sequence[int]) -> None:
        cell = key[0]
        if cell not in self._jobs:
            self._jobs = {cell: self._ray.put(job)}  # a sweep sends a cell's batches together
        self._out[self._task.remote(self._jobs[cell], list(seeds))] = key

    def next_done(self) -> tuple[Key, BatchResult]:
        [ready], _ = self._ray.wait(list(self._out), num_returns=1)
        key = self._out.pop(ready)
        errors = self._ray.exceptions
        try:
            result: BatchResult = self._ray.get(ready)
        except (errors.WorkerCrashedError, errors.NodeDiedError, errors.ObjectLostError):
            raise LabError(
                "a Ray worker died in the middle of a batch (killed, or out of memory?): the "
                "batches finished before are kept; run the same command again to resume"
            ) from None
        return key, result

    def close(self) -> None:
        for ref in self._out:
            self._ray.cancel(ref, force=True)
        self._out.clear()
        self._jobs.clear()


__all__ = ["RayBackend", "connect", "require_ray"]
