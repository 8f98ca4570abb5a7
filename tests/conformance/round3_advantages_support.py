"""Building blocks the round-3 Advantage conformance tests share: a Signature Technique as
plain sheet data, and an Advantage written at a rank."""

from __future__ import annotations

from typing import Any

RULE = "dbu.std.signature-technique"


def tech(
    advantages: list[Any] | None = None,
    profile: str = "Simple",
    foundation: str = "energy",
    name: str = "Tech",
    **extra: Any,
) -> dict[str, Any]:
    return {
        "name": name,
        "profile": profile,
        "foundation": foundation,
        "advantages": list(advantages or []),
        **extra,
    }


def ranked(name: str, rank: int) -> Any:
    """Rank 1 is the bare name; a higher rank is ``{name, rank}``."""
    return name if rank == 1 else {"name": name, "rank": rank}
