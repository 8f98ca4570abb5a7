"""The DBU bots by name: what ``--bot`` and a table's bot seat take.

Kept apart from :mod:`~tenkaichi.dbu.play.bots` because the search bot builds on the greedy
bot's scores: this module knows every bot, the bots module knows none of the others.
"""

from __future__ import annotations

from tenkaichi.dbu.play.bots import Bot, GreedyBot, RandomBot
from tenkaichi.errors import ContentError
from tenkaichi.i18n import text

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
    raise ContentError(text("dbu-play-unknown-bot", name=repr(name), bots=", ".join(BOTS)))


def bot_words(name: str) -> str:
    """A bot's name as a person reads it, in the language of the reader being served: "greedy",
    "search", "search (2 seconds a decision)", "search (20 sampled futures a decision)" (the
    names are what ``--bot`` takes, the same in every language)."""
    budget = name.partition(":")[2] if name.startswith("search:") else ""
    if budget.endswith("s"):
        seconds = budget[:-1]
        return text("dbu-play-bot-seconds", n=1 if seconds == "1" else 2, count=seconds)
    if budget:
        return text("dbu-play-bot-futures", n=1 if budget == "1" else 2, count=budget)
    return name


__all__ = ["BOTS", "bot_words", "make_bot"]
