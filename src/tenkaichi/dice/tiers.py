"""The range of the Tier of Power (1-10) and its one check; light, so every module may ask."""

from __future__ import annotations

from tenkaichi.errors import DiceValueError

MIN_TIER = 1
MAX_TIER = 10


def check_tier(tier: int, what: str = "tier") -> int:
    if not MIN_TIER <= tier <= MAX_TIER:
        raise DiceValueError(f"{what} must be between {MIN_TIER} and {MAX_TIER}, got {tier}")
    return tier
