"""A fight played in the terminal, as a file: saved when left, resumed, undone, replayed.

The file is JSON: the engine's record of the fight (setup, seed or physical dice, every choice
so far: :meth:`Encounter.record`), who made each choice (a person, a bot, or the program for
a person when there was nothing to decide), and how the fight is played (who is human, the
bot, the Instant mode, the game master's view, the menu keys given so far). It is written
atomically (a temporary file beside it, then renamed), so a crash never leaves half a file.
Loading trusts nothing: the size, the JSON, every field, and the record is replayed by the
engine (:func:`~tenkaichi.dbu.combat.core.engine.replay`, which checks each choice is legal
when it comes); any problem is one line naming the file.

Exit codes of ``play`` and ``resume``: :data:`EXIT_FINISHED` (0) the fight ended,
:data:`EXIT_USAGE` (2) a mistake in the command or a file that cannot be loaded,
:data:`EXIT_SAVED` (3) the fight was left before its end and saved.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tenkaichi.cli.play_keys import KeyMap
from tenkaichi.dbu.combat.core.engine import Encounter, replay
from tenkaichi.dbu.play.bot_names import make_bot
from tenkaichi.dice.rng import ScriptedRng
from tenkaichi.errors import ContentError, TenkaichiError
from tenkaichi.files import shorten

EXIT_FINISHED = 0
EXIT_USAGE = 2
EXIT_SAVED = 3
FORMAT = "tenkaichi play"
VERSION = 1
MAX_FILE_BYTES = 16 * 1024 * 1024
"""The largest file ``resume`` and ``replay`` read (a long fight's file is under 1 MB)."""
BY = frozenset({"person", "bot", "auto"})
"""Who made a choice: a person, a bot, or the program for a person (nothing to decide)."""
INSTANT_MODES = ("ask", "pass")
KEYS = frozenset(
    {"format", "version", "record", "digest", "by", "play", "keys", "instants", "finished"}
)
DIGEST = "sha256:"
"""A save keeps ``sha256:<hex>`` of its record (setup, seed or dice, choices) in canonical JSON;
``resume`` refuses a file whose record no longer matches it (changed by hand). A save written
before digests existed has none and still loads."""
PLAY_KEYS = frozenset({"humans", "bot", "instants", "gm", "physical"})


def bot_problem(name: str) -> str | None:
    """Why ``name`` is not a bot that can play (None: it is one): greedy, random, or search
    with or without a budget (search:0.5s, search:20)."""
    try:
        make_bot(name)
    except TenkaichiError as error:
        return str(error)
    return None


def default_path(seed: int) -> Path:
    return Path(f"tenkaichi-fight-{seed}.json")


@dataclass
class Options:
    """How the fight is played (what ``resume`` restores)."""

    humans: list[str]
    """Fighters a person plays."""
    bot: str = "greedy"
    """The bot's name as given (``search:2s`` keeps its budget when the fight resumes)."""
    instants: str = "ask"
    """``ask``: every Instant window is asked; ``pass``: only when something changed."""
    gm: bool = False
    """The game master's table: every event shown whole, a prompt between rounds."""
    physical: bool = False
    """Dice are rolled at the table and typed in."""

    def to_json(self) -> dict[str, Any]:
        return {
            "humans": list(self.humans),
            "bot": self.bot,
            "instants": self.instants,
            "gm": self.gm,
            "physical": self.physical,
        }


@dataclass
class Saved:
    """Everything a file holds, checked, with the fight replayed."""

    enc: Encounter
    by: list[str]
    options: Options
    keys: KeyMap = field(default_factory=KeyMap)
    instants: dict[str, Any] = field(default_factory=dict)
    """Each person's Instant mode and the situation they last saw (:mod:`play_instants`)."""


def record_digest(record: Any) -> str:
    """``sha256:<hex>`` of a record in canonical JSON (sorted keys, no spaces), taken as it
    reads back from JSON (tuples become lists, keys strings), so saving and loading agree."""
    plain = json.loads(json.dumps(record, ensure_ascii=False))
    text = json.dumps(plain, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return DIGEST + hashlib.sha256(text.encode("utf-8")).hexdigest()


def to_json(saved: Saved) -> dict[str, Any]:
    record = saved.enc.record()
    return {
        "format": FORMAT,
        "version": VERSION,
        "record": record,
        "digest": record_digest(record),
        "by": list(saved.by),
        "play": saved.options.to_json(),
        "keys": saved.keys.to_json(),
        "instants": saved.instants,
        "finished": saved.enc.over,
    }


def write(path: Path, saved: Saved) -> None:
    """Write atomically: a temporary file in the same folder, then renamed over ``path``."""
    text = json.dumps(to_json(saved), ensure_ascii=False, separators=(",", ":"))
    folder = path.parent if str(path.parent) else Path(".")
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    except OSError as error:
        raise TenkaichiError(f"{path}: cannot save the fight there ({error.strerror})") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except OSError as error:
        Path(tmp).unlink(missing_ok=True)
        raise TenkaichiError(f"{path}: cannot save the fight there ({error.strerror})") from None


def read_json(path: Path) -> Any:
    """The JSON of a file, read within :data:`MAX_FILE_BYTES`; one-line errors."""
    try:
        # Opened without blocking and checked before any read: a FIFO or a device would
        # otherwise wait for a writer (or never end).
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise TenkaichiError(f"{path}: not a saved fight (not a regular file)")
            if hasattr(os, "set_blocking"):
                os.set_blocking(fd, True)
        except BaseException:
            os.close(fd)
            raise
        with os.fdopen(fd, "rb") as handle:
            data = handle.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        raise TenkaichiError(f"{path}: cannot read it ({error.strerror or error})") from None
    if len(data) > MAX_FILE_BYTES:
        raise TenkaichiError(f"{path}: too big for a saved fight (over {MAX_FILE_BYTES} bytes)")
    try:
        return json.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise TenkaichiError(f"{path}: not a saved fight (not UTF-8 text)") from None
    except (json.JSONDecodeError, RecursionError) as error:
        where = f"line {error.lineno}" if isinstance(error, json.JSONDecodeError) else "too deep"
        raise TenkaichiError(f"{path}: not a saved fight (not JSON: {where})") from None


def record_of(data: Any, path: Path) -> dict[str, Any]:
    """The engine record inside a file: a saved play, ``fight --json`` output, or a record."""
    if isinstance(data, dict) and isinstance(data.get("record"), dict):
        return dict(data["record"])
    if isinstance(data, dict) and "setup" in data and "choices" in data:
        return dict(data)
    raise TenkaichiError(f"{path}: not a saved fight (no fight record in it)")


def replayed(record: dict[str, Any], path: Path) -> Encounter:
    try:
        return replay(record)
    except TenkaichiError as error:
        raise TenkaichiError(
            f"{path}: the fight does not replay: {shorten(str(error), 300)}"
        ) from None
    except RecursionError:
        raise TenkaichiError(f"{path}: the fight does not replay: nested too deeply") from None


def load(path: Path) -> Saved:
    """A saved play, checked and replayed (see the module docstring)."""
    data = read_json(path)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise TenkaichiError(f"{path}: not a fight saved by tenkaichi play")
    if data.get("version") != VERSION:
        raise TenkaichiError(f"{path}: saved by another version of tenkaichi play")
    unknown = set(data) - KEYS
    if unknown:
        raise TenkaichiError(f"{path}: unknown field {shorten(sorted(unknown)[0], 40)!r}")
    record = record_of(data, path)
    enc = replayed(record, path)  # a record that does not replay says where, first
    digest = data.get("digest")
    if digest is not None and digest != record_digest(record):
        raise TenkaichiError(
            f"{path}: the fight was changed by hand since it was saved (its record no longer "
            "matches its digest); refusing to resume a different fight"
        )
    by = data.get("by")
    if not isinstance(by, list) or len(by) != len(enc.choices) or not set(by) <= BY:
        raise TenkaichiError(
            f"{path}: 'by' must say who made each of the {len(enc.choices)} choices"
        )
    options = _options(data.get("play"), enc, path)
    try:
        keys = KeyMap.from_json(data.get("keys", {}), f"{path}: keys")
    except ContentError as error:
        raise TenkaichiError(str(error)) from None
    instants = data.get("instants", {})
    if not isinstance(instants, dict) or len(json.dumps(instants)) > 1_000_000:
        raise TenkaichiError(f"{path}: 'instants' must be a small object")
    return Saved(enc, list(by), options, keys, instants)


def _options(raw: Any, enc: Encounter, path: Path) -> Options:
    if not isinstance(raw, dict) or set(raw) - PLAY_KEYS:
        raise TenkaichiError(f"{path}: 'play' must be an object of {', '.join(sorted(PLAY_KEYS))}")
    humans = raw.get("humans", [])
    if not isinstance(humans, list) or not all(
        isinstance(h, str) and enc.has_fighter(h) for h in humans
    ):
        raise TenkaichiError(f"{path}: 'play.humans' must name fighters of the fight")
    bot, instants = raw.get("bot", "greedy"), raw.get("instants", "ask")
    if not isinstance(bot, str) or bot_problem(bot) is not None:
        raise TenkaichiError(
            f"{path}: 'play.bot' must be greedy, random or search (search:0.5s, search:20)"
        )
    if instants not in INSTANT_MODES:
        raise TenkaichiError(f"{path}: 'play.instants' must be ask or pass")
    gm, physical = raw.get("gm", False), raw.get("physical", False)
    if not isinstance(gm, bool) or not isinstance(physical, bool):
        raise TenkaichiError(f"{path}: 'play.gm' and 'play.physical' must be true or false")
    if physical != isinstance(enc.rng, ScriptedRng):
        raise TenkaichiError(f"{path}: 'play.physical' does not match the fight's dice")
    return Options(list(dict.fromkeys(humans)), bot, instants, gm, physical)


def back_to(enc: Encounter, count: int) -> Encounter:
    """The fight again with only its first ``count`` choices (an undo); with physical dice, only
    the results those choices used are kept."""
    record = enc.record()
    record["choices"] = record["choices"][:count]
    earlier = replay(record)
    if isinstance(earlier.rng, ScriptedRng) and record["dice"] is not None:
        record["dice"] = record["dice"][: earlier.rng.used]
        earlier = replay(record)
    return earlier


__all__ = [
    "EXIT_FINISHED",
    "EXIT_SAVED",
    "EXIT_USAGE",
    "Options",
    "Saved",
    "back_to",
    "bot_problem",
    "default_path",
    "load",
    "read_json",
    "record_digest",
    "record_of",
    "replayed",
    "write",
]
