"""Replace the block between two copies of a marker in a Markdown file (or append it, under
``heading`` when given). Every ``bench/*.py --write`` goes through here."""

from __future__ import annotations

from pathlib import Path


def write_block(path: Path, marker: str, results: str, heading: str = "") -> None:
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    block = f"{marker}\n{results}\n{marker}"
    if text.count(marker) == 2:
        head, _, rest = text.partition(marker)
        _, _, tail = rest.partition(marker)
        text = head + block + tail
    else:
        lead = text.rstrip("\n") + "\n\n" if text else ""
        text = lead + (f"{heading}\n\n" if heading else "") + block + "\n"
    path.write_text(text, encoding="utf-8")
