"""The digests that keep a results folder honest: ``fights.sha256`` lists the SHA-256 of every
batch file a sweep wrote; a batch is read only through :func:`verified_bytes` (the bytes that
were checked are the bytes parsed), so a changed, extra or missing file is one line naming it.
"""

from __future__ import annotations

import hashlib
import os
import re
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

from tenkaichi.errors import LabError

DIGESTS = "fights.sha256"
"""The digests of the batch files, one ``<sha256>  fights/<name>`` line each (later lines win)."""
MAX_FILE_BYTES = 512 * 1024 * 1024
"""The largest batch file or ``cells.parquet`` read (a batch of the most fights is far less)."""
MAX_DIGESTS_BYTES = 64 * 1024 * 1024
"""The largest ``fights.sha256`` read (a line a batch, at most ``MAX_BATCHES`` batches)."""
_DIGEST_LINE = re.compile(r"([0-9a-f]{64})  fights/([^/\\\x00-\x1f]+\.parquet)")


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def fsync_append(path: Path, text: str) -> None:
    with open(path, "a", encoding="utf-8") as out:
        out.write(text)
        out.flush()
        os.fsync(out.fileno())


def read_digests(folder: Path) -> tuple[dict[str, str], bytes]:
    """``fights.sha256`` of a results folder: batch file name -> digest (the last line of a
    name wins), and the file's bytes. A missing or malformed file is a one-line
    :class:`LabError` naming it."""
    path = folder / DIGESTS
    try:
        if not path.is_file():
            raise LabError(
                f"{path}: missing: the folder keeps no digests of its batches (tampered with, "
                "or written by an older tenkaichi): run the sweep again into a new folder"
            )
        if path.stat().st_size > MAX_DIGESTS_BYTES:
            raise LabError(f"{path}: larger than any sweep's digests: not this sweep's")
        data = path.read_bytes()
    except OSError as error:
        raise LabError(f"{path}: cannot read it ({error.strerror})") from None
    digests: dict[str, str] = {}
    try:
        text = data.decode("ascii")
    except UnicodeDecodeError:
        raise LabError(f"{path}: not a list of digests (not plain text)") from None
    for number, line in enumerate(text.splitlines(), 1):
        match = _DIGEST_LINE.fullmatch(line)
        if match is None:
            raise LabError(
                f"{path}: line {number} is not '<sha256>  fights/<name>.parquet': "
                "the digests were edited"
            )
        digests[match[2]] = match[1]
    return digests, data


def verified_bytes(path: Path, digest: str | None, listed_in: Path) -> bytes:
    """The bytes of ``path`` if they match ``digest`` (the one the folder kept for it); else a
    one-line :class:`LabError` naming the file. The caller parses these bytes, never the file
    again, so what is counted is what was checked."""
    if digest is None:
        raise LabError(
            f"{path}: not written by this sweep (no digest for it in {listed_in}): "
            "remove it, or run the sweep again into a new folder"
        )
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise LabError(f"{path}: does not match its digest in {listed_in} (too large)")
        data = path.read_bytes()
    except FileNotFoundError:
        raise LabError(
            f"{path}: missing (its digest is in {listed_in}): run the sweep again to play it"
        ) from None
    except OSError as error:
        raise LabError(f"{path}: cannot read it ({error.strerror})") from None
    if sha256(data) != digest:
        raise LabError(
            f"{path}: does not match its digest in {listed_in}: changed after the sweep wrote "
            "it; delete it (a resumed sweep plays it again)"
        )
    return data


def parquet_of(path: Path, data: bytes) -> pa.Table:
    """The table in a Parquet file's (checked) bytes; one that is not Parquet is one line."""
    try:
        return pq.read_table(pa.BufferReader(data))
    except (OSError, ValueError, pa.ArrowException) as error:
        reason = str(error).splitlines()[0] if str(error) else type(error).__name__
        raise LabError(f"{path}: not a readable Parquet table ({reason})") from None


__all__ = [
    "DIGESTS",
    "MAX_DIGESTS_BYTES",
    "MAX_FILE_BYTES",
    "fsync_append",
    "parquet_of",
    "read_digests",
    "sha256",
    "verified_bytes",
]
