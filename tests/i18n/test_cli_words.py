"""The command line in the reader's language (issue 38): every command's help, and a sample of
the commands' output and errors, in Spanish, Brazilian Portuguese and the pseudo-language;
English as before."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cli_tree import walk
from tenkaichi.cli import main

ROOT = Path(__file__).resolve().parents[2]
GOKU = str(ROOT / "examples" / "goku.yaml")
VEGETA = str(ROOT / "examples" / "vegeta.yaml")
COMMANDS = [path for path, _ in walk()] + [("fight", "preview")]
"""Every command's path (the root's is ``()``), and ``fight preview`` (a command of its own
that ``fight`` hands its arguments to)."""
NAMES: set[str] = {"tenkaichi"}
for _path, _command in walk():
    NAMES.update(_path)
    for _param in _command.params:
        NAMES.update(re.findall(r"[A-Za-z]+", _param.name or ""))
        NAMES.update(re.findall(r"[A-Za-z]+", str(getattr(_param, "metavar", "") or "")))
"""Command and option names and metavars: the commands' syntax, the same in every language."""


def _run(capsys: pytest.CaptureFixture[str], args: list[str], code: int = 0) -> tuple[str, str]:
    got = main(args)
    out, err = capsys.readouterr()
    assert got == code, (args, out, err)
    return out, err


def _help(capsys: pytest.CaptureFixture[str], language: str, path: tuple[str, ...]) -> str:
    return _run(capsys, ["--lang", language, *path, "--help"])[0]


def _plain_words(shown: str) -> set[str]:
    """The words of ``shown`` that the pseudo-language did not write: outside ``⟦...⟧``, and
    not the syntax (options, metavars, defaults in brackets, quoted examples)."""
    rest = re.sub(r"⟦[^⟧]*⟧", " ", shown)
    rest = re.sub(r"\[[^\]]*\]|<[^>]*>|'[^']*'|--?[A-Za-z][\w-]*", " ", rest)
    return {w for w in re.findall(r"[A-Za-z]{2,}", rest) if w not in NAMES and not w.isupper()}


@pytest.mark.parametrize("path", COMMANDS, ids=lambda p: " ".join(p) or "tenkaichi")
def test_every_help_speaks_every_language(
    capsys: pytest.CaptureFixture[str], path: tuple[str, ...]
) -> None:
    english = _help(capsys, "en", path)
    assert english == _run(capsys, [*path, "--help"])[0]
    for language, heading in (("es", "Uso:"), ("pt-BR", "Uso:")):
        shown = _help(capsys, language, path)
        assert shown != english, language
        assert shown.startswith(heading), shown
    pseudo = _help(capsys, "en-XA", path)
    assert "⟦" in pseudo
    assert not _plain_words(pseudo), (_plain_words(pseudo), pseudo)


def test_help_keeps_the_english_words_in_english(capsys: pytest.CaptureFixture[str]) -> None:
    shown = _help(capsys, "en", ("fight",))
    assert shown.startswith("Usage: tenkaichi fight [OPTIONS] {sheets}...")
    assert "Bots play a DBU fight; print the combat log and the winner." in shown
    assert "  --seed <int>      Seed of the dice and the bots.  [default: 1]" in shown
    assert "  --help            Show this message and exit." in shown
    assert "\nArguments:\n" in shown
    assert "\nOptions:\n" in shown


def test_help_in_spanish_and_portuguese(capsys: pytest.CaptureFixture[str]) -> None:
    es = _help(capsys, "es", ("fight",))
    assert "Semilla de los dados y de los bots.  [por defecto: 1]" in es
    assert "Muestra este mensaje y sale." in es
    assert "\nOpciones:\n" in es
    assert "[obligatorio]" in es
    pt = _help(capsys, "pt-BR", ())
    assert "\nComandos:\n" in pt
    assert "Rola dados de DBU e mostra cada dado." in pt


def test_the_environment_chooses_the_help_language(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "es_ES.UTF-8")
    assert "Tira dados de DBU" in _run(capsys, ["roll", "--help"])[0]
    assert "Tira dados de DBU" in _run(capsys, ["--help"])[0]


FIGHT = ["fight", GOKU, VEGETA]
OUTPUTS = [
    (FIGHT, {"es": "Ganador: bando A (Goku) tras", "pt-BR": "Vencedor: time A (Goku) após"}),
    (
        ["simulate", GOKU, VEGETA, "--fights", "3", "--workers", "1"],
        {"es": "Empates: 0 (0,0\u00a0%); duración media del combate", "pt-BR": "Empates: 0 (0,0%)"},
    ),
    (["character", "show", GOKU], {"es": "Valores derivados", "pt-BR": "Valores derivados"}),
    (["rules", "--system", "top"], {"es": "reglas cubiertas por pruebas", "pt-BR": "regras"}),
]


@pytest.mark.parametrize(("args", "words"), OUTPUTS, ids=[a[0] for a, _ in OUTPUTS])
def test_output_speaks_every_language(
    capsys: pytest.CaptureFixture[str], args: list[str], words: dict[str, str]
) -> None:
    for language, said in words.items():
        out, _ = _run(capsys, ["--lang", language, *args])
        assert said in out, (language, out)


def test_fight_result_in_pseudo_language_and_english(capsys: pytest.CaptureFixture[str]) -> None:
    english, _ = _run(capsys, FIGHT)
    assert english.splitlines()[-1].startswith("Winner: side A (Goku) after ")
    assert english.splitlines()[-1].endswith(" rounds")
    assert ", dealt " in english.splitlines()[-2]
    pseudo, _ = _run(capsys, ["--lang", "en-XA", *FIGHT])
    last = pseudo.splitlines()[-3:]
    words = set().union(*(_plain_words(line) for line in last)) - {"Goku", "Vegeta"}
    assert not words, (words, last)


ERRORS = [
    (["roll"], "Missing argument 'expression'.", "Falta el argumento", "Falta o argumento"),
    (["nosuch"], "No such command 'nosuch'.", "No existe el comando", "Não existe o comando"),
    (["rol"], "Did you mean 'roll'?", "¿Quisiste decir 'roll'?", "Você quis dizer 'roll'?"),
    (
        ["roll", "1d10", "--seed", "many"],
        "'many': not a whole number",
        "'many': no es un número entero",
        "'many': não é um número inteiro",
    ),
    (["character"], "needs a command: new,", "necesita un comando: new,", "precisa de um comando"),
    (
        ["fight", "--edition", "dbu-9", GOKU, VEGETA],
        "--edition: unknown edition 'dbu-9'; allowed:",
        "edición desconocida 'dbu-9'",
        "edição desconhecida 'dbu-9'",
    ),
    (
        ["simulate", GOKU, VEGETA, "--fights", "2", "--plot", "x.txt"],
        "--plot needs a .png file name, got 'x.txt'",
        "--plot necesita un nombre de archivo .png",
        "--plot precisa de um nome de arquivo .png",
    ),
    (
        ["serve", "--port", "0"],
        "'0': the least allowed is 1",
        "lo mínimo permitido es 1",
        "o mínimo permitido é 1",
    ),
]


@pytest.mark.parametrize(("args", "en", "es", "pt"), ERRORS, ids=[a[0] for a, *_ in ERRORS])
def test_errors_are_one_line_in_every_language(
    capsys: pytest.CaptureFixture[str], args: list[str], en: str, es: str, pt: str
) -> None:
    for language, said, prefix in (
        ("en", en, "error: "),
        ("es", es, "error: "),
        ("pt-BR", pt, "erro: "),
    ):
        _, err = _run(capsys, ["--lang", language, *args], code=2)
        assert err.count("\n") == 1, err
        assert err.startswith(prefix), err
        assert said in err, (language, err)
    _, err = _run(capsys, ["--lang", "en-XA", *args], code=2)
    assert err.startswith("⟦"), err
    assert err.count("\n") == 1, err
