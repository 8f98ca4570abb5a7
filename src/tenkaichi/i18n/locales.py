"""Which language a reader gets: the languages Tenkaichi speaks, and choosing one of them from
what a person asked for (``--lang``, the environment's ``LANG``, a browser's
``Accept-Language``, a chat user's setting).

Tags follow BCP 47 (``pt-BR``); POSIX forms (``pt_BR.UTF-8``) are read too. A request for a
language we do not speak falls back to the closest one we do (``pt-PT`` -> ``pt-BR``,
``es-MX`` -> ``es``), then to English.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Mapping

from tenkaichi.errors import ContentError

DEFAULT = "en"
SUPPORTED: tuple[str, ...] = ("en", "es", "pt-BR")
"""The languages every catalogue is complete in, in the order a menu lists them."""
PSEUDO = "en-XA"
"""A pseudo-locale for tests: English with every letter accented and each text bracketed, so
a string that skipped the catalogues stands out (``tests/i18n``)."""
NAMES: dict[str, str] = {"en": "English", "es": "Español", "pt-BR": "Português (Brasil)"}
"""Each language's name in itself, for a language menu."""
_ENVIRONMENT = ("LC_ALL", "LC_MESSAGES", "LANGUAGE", "LANG")
_TAG = re.compile(r"^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$")


def canonical(tag: str) -> str:
    """``pt_br.UTF-8`` -> ``pt-BR``, ``ES`` -> ``es``: a tag in BCP 47's usual case, without a
    POSIX encoding or modifier; "" for a tag that is not one (``C``, ``POSIX``, a typo)."""
    tag = tag.strip().split(".", 1)[0].split("@", 1)[0]
    if not _TAG.match(tag) or tag.upper() in ("C", "POSIX"):
        return ""
    first, *rest = re.split(r"[-_]", tag)
    parts = [first.lower()]
    for part in rest:
        parts.append(part.upper() if len(part) == 2 else part.title() if len(part) == 4 else part)
    return "-".join(parts)


def supported(tag: str) -> str:
    """The language we speak that serves ``tag`` best, or "" when none does: the tag itself,
    else one with the same base language (``pt-PT`` -> ``pt-BR``, ``es-419`` -> ``es``)."""
    wanted = canonical(tag)
    if not wanted:
        return ""
    if wanted == PSEUDO:
        return PSEUDO
    for ours in SUPPORTED:
        if ours.lower() == wanted.lower():
            return ours
    base = wanted.split("-", 1)[0]
    return next((ours for ours in SUPPORTED if ours.split("-", 1)[0] == base), "")


def negotiate(requested: Iterable[str]) -> str:
    """The first of ``requested`` (best first) that we speak (:func:`supported`), else
    English."""
    for tag in requested:
        found = supported(tag)
        if found:
            return found
    return DEFAULT


def from_accept_language(header: str) -> str:
    """The language for an HTTP ``Accept-Language`` header (``es-MX,es;q=0.9,en;q=0.5``): its
    tags by their weight, then :func:`negotiate`."""
    weighted: list[tuple[float, int, str]] = []
    for n, item in enumerate(header.split(",")[:50]):
        tag, _, params = item.strip().partition(";")
        weight = 1.0
        if params.strip().startswith("q="):
            try:
                weight = float(params.strip()[2:])
            except ValueError:
                weight = 0.0
        if tag and tag != "*" and weight > 0:
            weighted.append((-weight, n, tag))
    return negotiate(tag for _, _, tag in sorted(weighted))


def from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The language the environment asks for: ``LC_ALL``, ``LC_MESSAGES``, ``LANGUAGE`` (a
    colon-separated list) and ``LANG``, the first one set, as gettext reads them."""
    env = os.environ if environ is None else environ
    for name in _ENVIRONMENT:
        value = env.get(name, "")
        if value:
            return negotiate(value.split(":"))
    return DEFAULT


def chosen(tag: str) -> str:
    """A language a person named on purpose (``--lang``, a seat's or a chat user's setting):
    one we speak, or a one-line :class:`ContentError` naming what we speak."""
    found = supported(tag)
    if not found:
        speak = ", ".join(f"{t} ({NAMES[t]})" for t in SUPPORTED)
        raise ContentError(f"language {tag[:40]!r} is not one we speak: {speak}")
    return found
