"""Replace the block between two copies of a marker in a Markdown file (or append it)."""

from __future__ import annotations

from pathlib import Path


def write_block(path: Path, marker: str, results: str) -> None:
    text = path.read_text(encoding="utf-8")
    block = f"{marker}\n{results}\n{marker}"
    if text.count(marker) == 2:
        head, _, rest = text.partition(marker)
        _, _, tail = rest.partition(marker)
        text = head + block + tail
    else:
        text = text.rstrip("\n") + "\n\n" + block + "\n"
    path.write_text(text, encoding="utf-8")
