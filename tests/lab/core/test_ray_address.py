"""``--ray ADDRESS`` is checked before anything is written: an address that is not HOST:PORT,
that nothing answers, or where something other than a Ray instance answers (a database, a web
server) is one line at once, where Ray itself would keep retrying for many minutes."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from tenkaichi.errors import LabError
from tenkaichi.lab.ray_backend import require_ray

pytest.importorskip("ray")  # require_ray first checks that Ray is installed

SETTINGS = b"\x00\x00\x00\x04\x00\x00\x00\x00\x00"


@contextmanager
def server(answer: bytes | None) -> Iterator[int]:
    """A one-connection server on a free local port that reads the greeting and sends
    ``answer`` (None: closes without a word); its port."""
    listener = socket.create_server(("127.0.0.1", 0))
    port = listener.getsockname()[1]

    def serve() -> None:
        connection, _ = listener.accept()
        with connection:
            connection.recv(64)
            if answer is not None:
                connection.sendall(answer)

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        yield port
    finally:
        listener.close()
        thread.join(timeout=10)


def closed_port() -> int:
    with socket.create_server(("127.0.0.1", 0)) as listener:
        return int(listener.getsockname()[1])


@pytest.mark.parametrize("address", ["junk", "host:", ":6379", "host:0", "host:65536", "ray://x"])
def test_an_address_that_is_not_host_and_port(address: str) -> None:
    with pytest.raises(LabError) as caught:
        require_ray(address)
    assert str(caught.value) == f"--ray {address}: give auto, HOST:PORT or ray://HOST:PORT"


def test_an_address_nothing_answers() -> None:
    port = closed_port()
    with pytest.raises(
        LabError, match=r"cannot reach a Ray instance there \(Connection refused\)$"
    ):
        require_ray(f"127.0.0.1:{port}")


@pytest.mark.parametrize("answer", [b"-ERR unknown command\r\n", b"HTTP/1.1 400 Bad\r\n\r\n", None])
def test_an_address_where_something_else_answers(answer: bytes | None) -> None:
    with server(answer) as port, pytest.raises(LabError) as caught:
        require_ray(f"127.0.0.1:{port}")
    assert str(caught.value) == (
        f"--ray 127.0.0.1:{port}: something answers there, but not a Ray instance "
        "(give the head node's address and port)"
    )


@pytest.mark.parametrize("scheme", ["", "ray://"])
def test_a_grpc_server_passes_the_check(scheme: str) -> None:
    with server(SETTINGS) as port:
        require_ray(f"{scheme}127.0.0.1:{port}")  # raises nothing: Ray is asked next
