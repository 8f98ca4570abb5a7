"""The catalogues (issue 38): every message id has a text in every language we speak, with the
same placeholders; every file parses; every message formats without an error."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from tenkaichi.i18n import SUPPORTED, text
from tenkaichi.i18n.catalogue import message_ids, sources


def _variables(pattern: ast.Pattern | None) -> set[str]:
    found: set[str] = set()

    class Collect(Visitor):  # type: ignore[misc]
        def visit_VariableReference(self, node: ast.VariableReference) -> None:
            found.add(node.id.name)

    if pattern is not None:
        Collect().visit(pattern)
    return found


def _messages(locale: str) -> Iterator[tuple[str, ast.Message]]:
    parser = FluentParser(with_spans=False)
    for name, source in sources(locale).items():
        for entry in parser.parse(source).body:
            if isinstance(entry, ast.Junk):
                pytest.fail(f"{locale}/{name}: a line Fluent cannot read: {entry.content[:80]!r}")
            if isinstance(entry, ast.Message):
                yield entry.id.name, entry


def test_every_language_has_the_same_files() -> None:
    files = {locale: sorted(sources(locale)) for locale in SUPPORTED}
    assert files["en"], "the English catalogue is empty"
    for locale in SUPPORTED:
        assert files[locale] == files["en"], locale


@pytest.mark.parametrize("locale", [t for t in SUPPORTED if t != "en"])
def test_every_message_is_in_every_language_with_the_same_placeholders(locale: str) -> None:
    # $n only chooses a plural form (its text is $count): a language without plural forms
    # there (English "2 critical") need not read it.
    english = {name: _variables(m.value) - {"n"} for name, m in _messages("en")}
    theirs = {name: _variables(m.value) - {"n"} for name, m in _messages(locale)}
    assert sorted(set(english) - set(theirs)) == [], f"missing in {locale}"
    assert sorted(set(theirs) - set(english)) == [], f"only in {locale}"
    differ = {n: (english[n], theirs[n]) for n in english if english[n] != theirs[n]}
    assert differ == {}


@pytest.mark.parametrize("locale", SUPPORTED)
def test_each_message_is_defined_once(locale: str) -> None:
    names = [name for name, _ in _messages(locale)]
    assert len(names) == len(set(names)) == len(message_ids(locale))


@pytest.mark.parametrize("locale", SUPPORTED)
@pytest.mark.parametrize("n", [0, 1, 2, 21])
def test_every_message_formats_in_every_language(locale: str, n: int) -> None:
    """With every placeholder given (a count of ``n`` where one chooses a plural form), each
    message formats without an error and leaves no placeholder unfilled."""
    for name, message in _messages(locale):
        args: dict[str, str | int] = {v: f"<{v}>" for v in _variables(message.value)}
        if "n" in args:
            args["n"] = n
        out = text(name, locale, **args)
        assert not {"{", "}"} & set(out), (locale, name, out)
        for variable in args:
            if variable != "n":
                assert f"<{variable}>" in out, (locale, name, variable, out)


def test_a_message_no_catalogue_has_is_one_clear_line() -> None:
    from tenkaichi.errors import ContentError

    with pytest.raises(ContentError, match="no message 'no-such-message'"):
        text("no-such-message", "es")


@pytest.mark.parametrize("locale", SUPPORTED)
@pytest.mark.parametrize("length", [899, 900, 901, 1000, 1001, 5000])
def test_an_argument_of_any_length_reaches_the_words_whole(locale: str, length: int) -> None:
    """Fluent refuses an argument over 1,000 characters; a long note or name still reads."""
    name = ("Ñandú " * length)[:length]
    out = text("dbu-turn-ends", locale, fighter=name)
    assert name in out
    assert out != name


def test_a_term_follows_the_reader_it_is_asked_for() -> None:
    from tenkaichi.i18n import PSEUDO, term, use

    with use(PSEUDO):
        pseudo = term("Defense Value")
    assert term("Defense Value") == "Defense Value"
    assert pseudo != "Defense Value"
