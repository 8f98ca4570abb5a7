"""The web table's settings forms: the house rules of a new fight (the combat settings an
encounter may override) and the table settings on the game master's page.

Every setting is shown by a readable name (never its identifier), with its default and what it
allows; a form value is read back into the setting's own type, and a wrong one is one line
next to its field (:class:`FormError`), in the words the command line uses for an encounter
file's settings, the identifiers made readable.
"""

from __future__ import annotations

import re
import typing
from collections.abc import Mapping
from typing import Any

from tenkaichi.dbu.combat.core.settings import DEFAULT_COMBAT_SETTINGS, CombatSettings
from tenkaichi.errors import ContentError
from tenkaichi.i18n import text as say
from tenkaichi.settings_schema import allowed, setting_fields
from tenkaichi.table.store import TableError
from tenkaichi.table.timer import (
    TABLE_SETTINGS,
    TIMEOUT_ACTIONS,
    TIMER_MAX,
    TIMER_MIN,
    checked_settings,
)

RULE_PREFIX = "rule_"
"""A house rule's form field is this and the setting's name."""
ABBREVIATIONS = {"tn": "TN", "kp": "KP", "aoe": "AoE", "dbu": "DBU"}
YES, NO = "yes", "no"
_SNAKE = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b")


class FormError(TableError):
    """A form field's value is wrong: the one line, shown next to ``field``."""

    def __init__(self, field: str, text: str) -> None:
        super().__init__(text)
        self.field = field


def label(name: str) -> str:
    """A setting's readable name: ``steadfast_tn`` -> ``Steadfast TN``."""
    parts = [ABBREVIATIONS.get(p, p) for p in name.split("_") if p]
    text = " ".join(parts)
    return text[:1].upper() + text[1:]


def value_words(value: object) -> str:
    """A setting's value as a person reads it: yes/no, ``impulsive vs corporeal``, ``4, 3``."""
    if isinstance(value, bool):
        return YES if value else NO
    if isinstance(value, tuple | list):
        return ", ".join(str(v) for v in value)
    return str(value).replace("_", " ")


def readable_message(text: str) -> str:
    """A settings error in readable words: every identifier in it spelled out."""
    return _SNAKE.sub(lambda m: label(m[0]) if m[0] in _FIELDS else m[0].replace("_", " "), text)


_FIELDS = setting_fields(CombatSettings)
_WHOLE_RANGE = re.compile(r"a whole number from (-?[0-9]+) to (-?[0-9]+)")
_LIST_RANGE = re.compile(r"a list of ([0-9]+) to ([0-9]+) items, each (.+)")


def shown_words(value: object) -> str:
    """A setting's value as the reader reads it: ``yes``/``no`` in their language, else
    :func:`value_words`."""
    if isinstance(value, bool) or value in (YES, NO):
        yes = value is True or value == YES
        return say("table-yes" if yes else "table-no")
    return value_words(value)


def allowed_words(name: str) -> str:
    """What a setting allows, in the reader's language (a list's rule stays as written)."""
    kind, values = _kind(name)
    if kind == "bool":
        return say("table-yes-or-no")
    if kind == "choice":
        return say("table-one-of", choices=", ".join(value_words(v) for v in values))
    english = readable_message(allowed(_FIELDS[name]))
    return _range_words(english)


def _range_words(english: str) -> str:
    found = _WHOLE_RANGE.fullmatch(english)
    if found is not None:
        return say("table-whole-from-to", low=found[1], high=found[2])
    found = _LIST_RANGE.fullmatch(english)
    if found is not None:
        each = _range_words(found[3])
        return say("table-list-of", low=found[1], high=found[2], each=each)
    return english


def _kind(name: str) -> tuple[str, tuple[str, ...]]:
    """How a setting is entered: ``bool``, ``choice`` (with its values), ``int`` or ``list``."""
    annotation = _FIELDS[name].annotation
    if annotation is bool:
        return "bool", (YES, NO)
    if typing.get_origin(annotation) is typing.Literal:
        return "choice", tuple(str(a) for a in typing.get_args(annotation))
    if annotation is int:
        return "int", ()
    return "list", ()


def house_rules(
    form: Mapping[str, str] | None = None, errors: Mapping[str, str] | None = None
) -> list[dict[str, Any]]:
    """Every combat setting as a row of the new-table form: its field, readable name, kind,
    choices (value, words), the value shown (the form's, else the default), the default in
    words, what it allows and its error."""
    form = form or {}
    errors = errors or {}
    rows = []
    for name in _FIELDS:
        default = getattr(DEFAULT_COMBAT_SETTINGS, name)
        kind, values = _kind(name)
        field = RULE_PREFIX + name
        shown = value_words(default) if kind in ("bool", "int", "list") else str(default)
        rows.append(
            {
                "field": field,
                "label": label(name),
                "kind": kind,
                "choices": [(v, shown_words(v)) for v in values],
                "value": form.get(field, shown),
                "default": shown_words(default),
                "allowed": allowed_words(name),
                "error": errors.get(field, ""),
            }
        )
    return rows


def _read(name: str, text: str) -> Any:
    kind, values = _kind(name)
    text = text.strip()
    if kind == "bool":
        if text not in (YES, NO):
            raise ValueError(say("table-yes-or-no"))
        return text == YES
    if kind == "choice":
        if text not in values:
            raise ValueError(allowed_words(name))
        return text
    if kind == "int":
        if not re.fullmatch(r"-?[0-9]{1,6}", text):
            raise ValueError(allowed_words(name))
        return int(text)
    parts = [p for p in re.split(r"[\s,]+", text) if p]
    if not parts or not all(re.fullmatch(r"[0-9]{1,3}", p) for p in parts):
        raise ValueError(allowed_words(name))
    return tuple(int(p) for p in parts)


def changed_rules(form: Mapping[str, str]) -> tuple[dict[str, Any], dict[str, str]]:
    """The house rules a form changes from their defaults (setting name -> value), and the
    errors by field (each checked as an encounter file's settings are)."""
    changed: dict[str, Any] = {}
    errors: dict[str, str] = {}
    for name in _FIELDS:
        field = RULE_PREFIX + name
        if field not in form:
            continue
        try:
            value = _read(name, form[field])
        except ValueError as error:
            errors[field] = say("table-rule-is", setting=label(name), allowed=str(error))
            continue
        if value == getattr(DEFAULT_COMBAT_SETTINGS, name):
            continue
        try:
            DEFAULT_COMBAT_SETTINGS.with_overrides({name: value}, "settings")
        except ContentError as error:
            errors[field] = readable_message(str(error).replace(f"'{name}'", label(name)))
            continue
        changed[name] = value
    return changed, errors


# --- the table's own settings (the game master's page) ----------------------------------


FLAGS = ("hide_npc_numbers", "player_notes", "player_rolls", "approve_spectators")
"""The table's yes-or-no settings beyond the GM's secrets (the settings form asks each by its
``table-flag-*`` message)."""
FLAG_WORDS = FLAGS
"""The same keys, by the name :mod:`.web_pages` imports."""


def _flag_words(key: str) -> str:
    return say("table-flag-" + key.replace("_", "-"))


def table_settings_model(settings: Mapping[str, Any]) -> dict[str, Any]:
    """The GM's settings form as shown: each field's current value."""
    return {
        "flags": [
            {
                "name": key,
                "label": _flag_words(key),
                "value": YES if settings.get(key, TABLE_SETTINGS[key]) else NO,
            }
            for key in FLAGS
        ],
        "gm_sees_secrets": YES if settings.get("gm_sees_secrets", True) else NO,
        "turn_timer": int(settings.get("turn_timer") or 0),
        "on_timeout": str(settings.get("on_timeout") or "pause"),
        "timeouts": [(code, say(f"table-timeout-{code}")) for code in TIMEOUT_ACTIONS],
        "timer_min": TIMER_MIN,
        "timer_max": TIMER_MAX,
    }


def table_settings_of(form: Mapping[str, str]) -> dict[str, Any]:
    """The table settings a GM's form asks for, each checked (a wrong one: a
    :class:`FormError` naming its field)."""
    changes: dict[str, Any] = {}
    secrets = form.get("gm_sees_secrets", "").strip()
    if secrets:
        if secrets not in (YES, NO):
            raise FormError("gm_sees_secrets", say("table-error-flag-gm-sees-secrets"))
        changes["gm_sees_secrets"] = secrets == YES
    for key in FLAGS:
        flag = form.get(key, "").strip()
        if flag:
            if flag not in (YES, NO):
                raise FormError(key, say("table-error-flag-label", setting=_flag_words(key)))
            changes[key] = flag == YES
    timer = form.get("turn_timer", "").strip().lower()
    if timer:
        if timer == "off":
            timer = "0"
        if not re.fullmatch(r"[0-9]{1,6}", timer):
            raise FormError(
                "turn_timer", say("table-error-timer", low=str(TIMER_MIN), high=str(TIMER_MAX))
            )
        changes["turn_timer"] = int(timer)
    timeout = form.get("on_timeout", "").strip()
    if timeout:
        if timeout not in TIMEOUT_ACTIONS:
            raise FormError("on_timeout", say("table-error-on-timeout"))
        changes["on_timeout"] = timeout
    for key, value in changes.items():
        try:
            checked_settings({key: value})
        except TableError as error:
            raise FormError(key, str(error)) from None
    return changes


__all__ = [
    "RULE_PREFIX",
    "FormError",
    "changed_rules",
    "house_rules",
    "label",
    "readable_message",
    "table_settings_model",
    "table_settings_of",
    "value_words",
]
