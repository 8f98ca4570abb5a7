"""Every reader in their own language (issue 38): the languages we speak and how one is chosen
(:mod:`~tenkaichi.i18n.locales`), and the catalogues that turn a message id and its arguments
into that language's words (:mod:`~tenkaichi.i18n.catalogue`). See ``docs/i18n.md``."""

from tenkaichi.i18n.catalogue import Msg, Seq, Term, current, serve, term, text, use, words
from tenkaichi.i18n.locales import DEFAULT, NAMES, PSEUDO, SUPPORTED, chosen, from_environment

__all__ = [
    "DEFAULT",
    "NAMES",
    "PSEUDO",
    "SUPPORTED",
    "Msg",
    "Seq",
    "Term",
    "chosen",
    "current",
    "from_environment",
    "serve",
    "term",
    "text",
    "use",
    "words",
]
