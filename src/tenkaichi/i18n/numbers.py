"""Numbers and percentages written the reader's way, from CLDR's symbols (Babel): ``1,234.50``
and ``12.34%`` in English, ``1.234,50`` and ``12,34 %`` in Spanish, ``1.234,50`` and ``12,34%``
in Brazilian Portuguese.

The digits are rounded by Python exactly as English text always was (``f"{x:.2f}"``) and only
the symbols change per language, so an English line reads the same before and after.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache

from tenkaichi.i18n.locales import DEFAULT, PSEUDO


@cache
def _symbols(locale: str) -> tuple[str, str, bool]:
    """(decimal sign, group sign, whether a space comes before the percent sign)."""
    from babel import Locale

    parsed = Locale.parse((DEFAULT if locale == PSEUDO else locale).replace("-", "_"))
    symbols = parsed.number_symbols
    latin = symbols.get("latn", symbols)
    pattern = parsed.percent_formats[None].pattern
    return latin["decimal"], latin["group"], "\xa0%" in pattern or " %" in pattern


def _localised(plain: str, locale: str) -> str:
    if locale in (DEFAULT, PSEUDO):
        return plain
    decimal, group, _ = _symbols(locale)
    return plain.replace(",", "\0").replace(".", decimal).replace("\0", group)


def decimal(value: float | Fraction, places: int, locale: str, *, grouped: bool = False) -> str:
    """``value`` with ``places`` decimals (``5.50`` / ``5,50``), digits grouped if asked."""
    plain = f"{float(value):,.{places}f}" if grouped else f"{float(value):.{places}f}"
    return _localised(plain, locale)


def signed(value: float | Fraction, places: int, locale: str) -> str:
    """Like :func:`decimal`, always with its sign (``+1.25``, ``-0,50``)."""
    return _localised(f"{float(value):+.{places}f}", locale)


def whole(value: int, locale: str) -> str:
    """A count with its digits grouped (``12,345`` / ``12.345``)."""
    return _localised(f"{value:,}", locale)


def percent(p: float | Fraction, locale: str, places: int = 2, *, below: bool = True) -> str:
    """A chance as a percentage (``12.34%``, ``12,34 %``); with ``below``, a chance too small
    to show with ``places`` decimals reads ``<0.01%``, never a misleading ``0.00%``."""
    value = float(p) * 100
    tiny = below and 0 < value < 0.5 * 10**-places
    digits = decimal(10**-places if tiny else value, places, locale)
    space = "\xa0" if locale not in (DEFAULT, PSEUDO) and _symbols(locale)[2] else ""
    return f"{'<' if tiny else ''}{digits}{space}%"
