"""Choosing the reader's language (issue 38: "the CLI from the environment (LANG) or --lang",
"each seat picks its language (the browser's language by default)"), and numbers written the
reader's way ("numbers and percentages formatted per locale")."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tenkaichi.errors import ContentError
from tenkaichi.i18n import chosen, from_environment
from tenkaichi.i18n.locales import canonical, from_accept_language, negotiate
from tenkaichi.i18n.numbers import decimal, percent, signed, whole


@pytest.mark.parametrize(
    ("tag", "canon"),
    [("pt_br.UTF-8", "pt-BR"), ("ES", "es"), ("es_419", "es-419"), ("C", ""), ("", ""), ("é", "")],
)
def test_tags_are_read_in_posix_and_bcp47_forms(tag: str, canon: str) -> None:
    assert canonical(tag) == canon


@pytest.mark.parametrize(
    ("requested", "language"),
    [
        (["pt-PT"], "pt-BR"),
        (["es-MX"], "es"),
        (["fr", "es"], "es"),
        (["fr", "de"], "en"),
        ([], "en"),
        (["PT-br"], "pt-BR"),
    ],
)
def test_the_closest_language_we_speak_is_chosen(requested: list[str], language: str) -> None:
    assert negotiate(requested) == language


@pytest.mark.parametrize(
    ("header", "language"),
    [
        ("es-MX,es;q=0.9,en;q=0.5", "es"),
        ("fr-FR,fr;q=0.9,pt;q=0.8,en;q=0.7", "pt-BR"),
        ("en;q=0.2,es;q=0.9", "es"),
        ("es;q=0,pt-BR", "pt-BR"),
        ("*", "en"),
        ("", "en"),
        ("es;q=nonsense,pt-BR;q=0.5", "pt-BR"),
    ],
)
def test_a_browsers_accept_language_picks_by_weight(header: str, language: str) -> None:
    assert from_accept_language(header) == language


@pytest.mark.parametrize(
    ("environ", "language"),
    [
        ({"LANG": "pt_BR.UTF-8"}, "pt-BR"),
        ({"LANG": "en_US.UTF-8", "LC_ALL": "es_ES.UTF-8"}, "es"),
        ({"LANGUAGE": "fr:es", "LANG": "en_GB.UTF-8"}, "es"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({}, "en"),
    ],
)
def test_the_environment_names_the_language_as_gettext_reads_it(
    environ: dict[str, str], language: str
) -> None:
    assert from_environment(environ) == language


def test_a_language_we_do_not_speak_is_one_line_naming_those_we_do() -> None:
    with pytest.raises(ContentError) as info:
        chosen("klingon" * 50)
    message = str(info.value)
    assert "\n" not in message
    assert len(message) < 200
    assert "es (Español)" in message
    assert "pt-BR (Português (Brasil))" in message


@given(st.floats(min_value=-1e9, max_value=1e9, allow_nan=False), st.integers(0, 4))
def test_english_numbers_read_as_they_always_did(value: float, places: int) -> None:
    assert decimal(value, places, "en") == f"{value:.{places}f}"
    assert signed(value, places, "en") == f"{value:+.{places}f}"


@given(st.floats(min_value=0, max_value=1e6, allow_nan=False), st.integers(0, 3))
def test_other_languages_change_only_the_symbols(value: float, places: int) -> None:
    english = decimal(value, places, "en", grouped=True)
    swapped = english.replace(",", "_").replace(".", ",").replace("_", ".")
    assert decimal(value, places, "es", grouped=True) == swapped
    assert decimal(value, places, "pt-BR", grouped=True) == swapped


@pytest.mark.parametrize(
    ("locale", "big", "share", "tiny"),
    [
        ("en", "12,345", "12.35%", "<0.01%"),
        ("es", "12.345", "12,35\xa0%", "<0,01\xa0%"),
        ("pt-BR", "12.345", "12,35%", "<0,01%"),
    ],
)
def test_counts_and_percentages_per_language(locale: str, big: str, share: str, tiny: str) -> None:
    assert whole(12345, locale) == big
    assert percent(0.123456, locale) == share
    assert percent(0.00001, locale) == tiny
    assert percent(0, locale).startswith("0")
