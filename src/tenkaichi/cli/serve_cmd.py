"""``tenkaichi serve``: the web table (FastAPI on uvicorn) over a table database.

``--demo`` opens a table of the library's Saiyan duel (``encounters/saiyan-duel.yaml`` in the
data folder): one player seat (already let in) against a greedy bot, the fight started, and
prints the game master's, the player's and a spectator's links. Ctrl-C stops the server.
"""

from __future__ import annotations

import logging
import socket
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

import tenkaichi
from tenkaichi.dbu.combat.core.setup import load_encounter
from tenkaichi.errors import TenkaichiError
from tenkaichi.i18n import text

if TYPE_CHECKING:
    from tenkaichi.table.web import WebTable

DEMO_ENCOUNTER = Path("encounters") / "saiyan-duel.yaml"
WS_FRAME_MAX_BYTES = 65_536
"""The largest WebSocket frame the server reads at all (a longer message than the table's
cap but under this one is answered with a line; over it the connection is closed)."""


def register(app: typer.Typer) -> None:
    app.command("serve")(serve)


def default_data() -> Path | None:
    """The examples folder of a source checkout, when there is one."""
    found = Path(tenkaichi.__file__).resolve().parents[2] / "examples"
    return found if found.is_dir() else None


DEMO_SEED = 0
"""The demo table's seed (its fight is the same every time)."""


def demo_table(web: WebTable, data: Path) -> dict[str, str]:
    """A started demo table: the GM's, the player's and a spectator's tokens."""
    path = data / DEMO_ENCOUNTER
    if not path.is_file():
        raise TenkaichiError(text("cli-serve-demo-missing", path=str(path)))
    setup = load_encounter(path, library=[data])
    sides = list(dict.fromkeys(f.side for f in setup.fighters))
    svc = web.service
    # The demo's dice come from a fixed seed, as before tables drew secret ones: it is a
    # tour (and the browser tests replay it), not a table whose dice anyone must not foretell.
    gm = svc.create_table(setup, "Gina", seed=DEMO_SEED)
    player = svc.add_seat(gm, "player", side=sides[0])
    for side in sides[1:]:
        svc.add_seat(gm, "bot", side=side, bot="greedy")
    spectator = svc.add_seat(gm, "spectator")
    svc.join(player, "Kris")
    svc.approve(gm, int(svc.view(player)["you"]["seat"]))
    svc.start(gm)
    return {
        text("cli-serve-game-master"): gm,
        text("cli-serve-player"): player,
        text("cli-serve-spectator"): spectator,
    }


def _check_port(host: str, port: int) -> None:
    try:
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        with socket.socket(family, socket.SOCK_STREAM) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            probe.bind((host, port))
    except OSError as error:
        reason = str(error.strerror or error)
        raise TenkaichiError(
            text("cli-serve-cannot-listen", host=host, port=str(port), reason=reason)
        ) from None


def serve(
    host: Annotated[str, typer.Option(help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.", min=1, max=65535)] = 8000,
    database_url: Annotated[
        str | None,
        typer.Option(
            "--database-url",
            help="Table database (default: TENKAICHI_DATABASE_URL, else ~/.tenkaichi).",
        ),
    ] = None,
    data: Annotated[
        Path | None,
        typer.Option(help="Folder of example encounters (and their sheets) to offer."),
    ] = None,
    demo: Annotated[
        bool, typer.Option("--demo", help="Open a demo table and print its links.")
    ] = False,
) -> None:
    """Run the web table: create tables, invite players, play a fight in the browser."""
    import uvicorn

    from tenkaichi.table.web import create_app

    if data is not None and not data.is_dir():
        raise TenkaichiError(text("cli-serve-not-a-folder", path=str(data)))
    folder = data or default_data()
    _check_port(host, port)
    app = create_app(database_url, data=folder)
    web: WebTable = app.state.web
    base = f"http://{f'[{host}]' if ':' in host else host}:{port}"
    typer.echo(text("cli-serve-listening", url=f"{base}/"))
    if demo:
        if folder is None:
            raise TenkaichiError(text("cli-serve-demo-needs-data"))
        for who, token in demo_table(web, folder).items():
            typer.echo(f"  {who}: {base}/seat/{token}")
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s: %(name)s: %(message)s")
    config = uvicorn.Config(
        app,
        host=host,
        port=port,
        log_level="warning",
        ws_max_size=WS_FRAME_MAX_BYTES,
        server_header=False,
    )
    try:
        uvicorn.Server(config).run()
    except KeyboardInterrupt:
        pass
    finally:
        web.service.close()
    typer.echo(text("cli-serve-stopped"))
