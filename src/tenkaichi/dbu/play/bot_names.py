"""The DBU bots by name: what ``--bot`` and a table's bot seat take.

Kept apart from :mod:`~tenkaichi.dbu.play.bots` because the search bot builds on the greedy
bot's scores: this module knows every bot, the bots module knows none of the others.
"""

from __future__ import annotations

from tenkaichi.dbu.play.bots import Bot, GreedyBot, RandomBot
from tenkaichi.errors import ContentError

BOTS = ("random", "greedy", "search")
"""The bots by name; the search bot also takes a budget (``search:20``, ``search:0.5s``)."""


def make_bot(name: str, seed: int = 0, *, timed: bool = True) -> Bot:
    """A bot by name. ``search`` alone thinks for a time a decision when ``timed`` (for
    people waiting), else it looks at a fixed number of sampled futures (reproducible on any
    machine: for simulations); :func:`~tenkaichi.dbu.play.search_bot.search_bot` reads a
    budget after a colon."""
    if name == "random":
        return RandomBot(seed)
    if name == "greedy":
        return GreedyBot()
    if name == "search" or name.startswith("search:"):
        from tenkaichi.dbu.play.search_bot import search_bot

        return search_bot(name, seed, timed=timed)
    raise ContentError(
        f"unknown bot {name!r}; choose one of: {', '.join(BOTS)} (search:20 looks at 20 "
        "sampled futures a decision, search:0.5s thinks half a second)"
    )


def bot_words(name: str) -> str:
    """A bot's name as a person reads it: "greedy", "search", "search (2 seconds a
    decision)", "search (20 sampled futures a decision)"."""
    budget = name.partition(":")[2] if name.startswith("search:") else ""
    if budget.endswith("s"):
        seconds = budget[:-1]
        return f"search ({seconds} second{'' if seconds == '1' else 's'} a decision)"
    if budget:
        return f"search ({budget} sampled future{'' if budget == '1' else 's'} a decision)"
    return name


__all__ = ["BOTS", "bot_words", "make_bot"]
