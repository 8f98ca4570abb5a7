"""NPCs' numbers kept from the players (the table setting ``hide_npc_numbers``).

With the setting on, a seat that is not the game master sees an NPC's (a fighter no player
seat plays) Life, Ki and Capacity not as numbers but as its Health Threshold, in the rules'
words: Healthy, Bruised, Injured, Critical, or Defeated. The seat's view names those fighters
(``view["npcs"]``, sorted; empty for the game master and with the setting off), and the
functions here take every such number out of what the seat is sent:

- :func:`redact_view`: the view's public numbers (``fighters``: ``life``, ``ki`` and
  ``capacity`` are ``None``, ``health`` is the word), its events (text and data) and the
  pending decision's words;
- :func:`redact_body`: the live client's DBU screen (:func:`tenkaichi.table.screen.dbu_body`):
  the fighter cards (current and maximum numbers), the log, the decision and the tracker;
- :func:`redact_text` / :func:`redact_texts`: one line of the engine's text, or a whole log.

What stays: the amounts that happen at the table (Damage dealt, Life regained, KP paid or
wagered or given), which every player sees the dice make. What goes: what an NPC has left or
can hold (and a Ki Surge's gain, a quarter of its maximum Ki and Capacity). A remaining Life
becomes the word ("Brute loses 20 Life (Wave): 91/111 left" -> "Brute loses 20 Life (Wave):
Healthy"), a Ki or Capacity "?". In a log each line gets the word the NPC stood at right after
that line (the Threshold lines that follow it, "Brute drops to Bruised", are the engine's
own), not the word it stands at now. Only lines about an NPC are changed: a line is about the
fighter whose name starts it (``"GM: "`` before a ruling's), but for an Empower's cap, which
tells the room an NPC ally has for Ki.

The patterns are a table (:data:`SUBJECT_RULES`, :func:`any_rules`), one per engine line that
tells such a number; a new engine line that tells one needs its row here.

**Other languages.** The patterns read the engine's English. A seat served in another language
is shown the engine's lines in its words, so each function also takes the same words in English
(``english``: the view's or screen's words as :func:`tenkaichi.i18n.use` ``("en")`` makes them)
and the events they were made from (``events``, for their messages). A line the patterns leave
alone is shown in the reader's words; a line they change is shown as the event's message again
with the arguments the English kept (each argument read back from the hidden English line), once
that message is proved to give exactly the hidden English line and the reader's line holds no
number the hidden English line does not; else as the hidden English line itself. So no NPC's
number ever passes, whatever the language. The Health Threshold's word is shown in the
reader's language (a game term).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.rules.damage import THRESHOLD_NAMES
from tenkaichi.errors import ContentError
from tenkaichi.i18n import DEFAULT, Msg, Seq, Term, current, term
from tenkaichi.i18n import text as say
from tenkaichi.table.present_text import readable

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

HIDDEN = "?"
"""What a hidden Ki or Capacity reads as."""
DEFEATED = "Defeated"
HEALTHY = THRESHOLD_NAMES[0]
LIFE = "\0life\0"
"""Where a rule's replacement puts the Health Threshold's word."""
GM_PREFIX = "GM: "
"""How a ruling's line starts (``tenkaichi.dbu.combat.rulings``)."""

Rule = tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]]
"""A pattern on the rest of a line after the NPC's name, and what it becomes (``LIFE``: the
word); ``re.sub`` semantics."""

_N = r"-?\d+"


def _all_hidden(m: re.Match[str]) -> str:
    """A Ki Surge's gain: every number (they are a quarter of the maximum) hidden."""
    text = m[0].replace(" (up to the maximum)", "")
    return re.sub(r"\d+", HIDDEN, text)


SUBJECT_RULES: tuple[Rule, ...] = (
    # damage.lose_life: "Brute loses 20 Life (Wave): 91/111 left"
    (re.compile(rf"^( loses \d+ Life \(.*\)): {_N}/\d+ left$"), rf"\1: {LIFE}"),
    # damage.heal: "Thug regains 7 Life (Healing Surge): 111/111"
    (re.compile(rf"^( regains \d+ Life \(.*\)): {_N}/\d+$"), rf"\1: {LIFE}"),
    # turns: "Brute's turn: 2 Actions, 0 Counter Actions, Life 79, Ki 68, Capacity 22"
    (
        re.compile(rf"^('s turn: .*), Life {_N}, Ki {_N}, Capacity {_N}$"),
        rf"\1, Life {LIFE}, Ki {HIDDEN}, Capacity {HIDDEN}",
    ),
    # stats.pay_kp: "Brute pays 6 KP for Guard (Ki 62, Capacity 16)"
    (
        re.compile(rf"^( pays \d+ KP for .*) \(Ki {_N}, Capacity {_N}\)$"),
        rf"\1 (Ki {HIDDEN}, Capacity {HIDDEN})",
    ),
    # stats.gain_ki: "(up to the maximum)" tells the Ki is full; a Ki Surge's gain is
    # a quarter of the maximum Ki and Capacity
    (re.compile(r"^ regains \d+ KP.* \(Ki Surge\)$"), _all_hidden),
    (re.compile(r"^( regains \d+ KP) \(up to the maximum\)"), r"\1"),
    # maneuvers: "Buddy uses a Ki Surge: ¼ Max Ki + Surgency 6 = 24 KP, ¼ Max Capacity = 7"
    (
        re.compile(
            r"^( uses a Ki Surge: ¼ Max Ki \+ Surgency \d+ = )\d+( KP, ¼ Max Capacity = )\d+"
        ),
        rf"\1{HIDDEN}\2{HIDDEN}",
    ),
    # team.empower: "Brute transfers 5 KP to Thug (Ki 31; Capacity unchanged)"
    (
        re.compile(rf"^( transfers \d+ KP to .*) \(Ki {_N}; Capacity unchanged\)$"),
        rf"\1 (Ki {HIDDEN}; Capacity unchanged)",
    ),
    # team: "Brute (Entrusted) resets Capacity to 28 for an All-or-Nothing attack"
    (re.compile(r"^( \(Entrusted\) resets Capacity to )\d+"), rf"\1{HIDDEN}"),
    # team.empower labels (the cap is at most the giver's Ki), in "uses", "delays", Triggered:
    # "Empower Thug (1 Action, up to 12 KP)", "Full Empowerment of Thug (...any amount up to
    # 40 KP)"
    (re.compile(r"(\(\d+ Actions?, up to )\d+( KP\))"), rf"\1{HIDDEN}\2"),
    (re.compile(r"(any amount up to )\d+( KP)"), rf"\1{HIDDEN}\2"),
    # dbu-1 empower: "Brute Empowerment Roll 14 = ...: up to 12 KP" (at most the Ki)
    (re.compile(r"^( Empowerment Roll .*: up to )\d+( KP)$"), rf"\1{HIDDEN}\2"),
    # aspects (Draining): "Brute loses 9 KP to Draining (...); Ki 31"
    (re.compile(rf"^( loses \d+ KP to Draining .*); Ki {_N}$"), rf"\1; Ki {HIDDEN}"),
    # rulings: "GM: Brute's Life set to 10 (a fall)", "GM: Brute's Ki set to 5"
    (re.compile(rf"^('s Life set to ){_N}"), rf"\1{LIFE}"),
    (re.compile(rf"^('s (?:Ki|Capacity) set to ){_N}"), rf"\1{HIDDEN}"),
    # damage.heal (revival): "Brute is revived by Thug with 30 Life (Will to Survive) and ..."
    (re.compile(rf"^( is revived by .*) with {_N} Life( \(Will to Survive\))"), rf"\1 ({LIFE})\2"),
    # survival: "Brute is back above 0 Life (12) and stays in the fight (Will to Survive)"
    (re.compile(rf"^( is back above 0 Life) \({_N}\)"), rf"\1 ({LIFE})"),
    # states (Undying): "Brute is Defeated (left Undying at -5 Life)"
    (re.compile(rf"^( is Defeated) \(left Undying at {_N} Life\)"), r"\1 (left Undying)"),
)
"""Rules for a line about an NPC (its name starts the line), applied to the rest of it."""


def any_rules(name: str) -> tuple[Rule, ...]:
    """Rules for a line that tells a number of the NPC ``name`` without starting with its name:
    how much Ki an Empower may give it is capped by the room it has below its maximum (an
    option's label and the amount's prompt, to a player whose fighter empowers an NPC ally);
    a Triggered Full Empowerment the NPC set and lost tells its Ki."""
    named = re.escape(name)
    return (
        (re.compile(rf"(Empower {named} \(\d+ Actions?, up to )\d+( KP\))"), rf"\1{HIDDEN}\2"),
        (re.compile(rf"(to transfer to {named} \(up to )\d+(\)\?)"), rf"\1{HIDDEN}\2"),
        # triggered: "The Exploit damaged Brute: the Triggered Full Empowerment of Thug (...
        # any amount up to 40 KP) is cancelled ..." (Brute's Ki)
        (
            re.compile(rf"^(The Exploit damaged {named}: .*any amount up to )\d+( KP)"),
            rf"\1{HIDDEN}\2",
        ),
    )


# What a line says of an NPC's Health Threshold (to give each log line the word of its time).
_THRESHOLD = re.compile(r"^ (?:drops|recovers) to (\w+)$")
_DOWN = (" is Defeated", "'s time in the living world is over")
_UP = (" is revived by ", " is back in the fight")

DATA_HIDDEN: Mapping[str, tuple[str, ...]] = {
    "damage": ("life",),
    "state_changed": ("capacity",),
    "maneuver": ("cap",),
}
"""Event data keys that hold an NPC's Life, Ki or Capacity, by event kind (a ruling's
``value`` and a Ki Surge's gain are handled on their own)."""
CARD_NUMBERS = ("life", "max_life", "ki", "max_ki", "capacity", "max_capacity")
"""The numbers of a fighter card (:func:`tenkaichi.table.present.fighter_panel`) that go."""
VIEW_NUMBERS = ("life", "ki", "capacity")
"""The numbers of a view's fighter (:meth:`DbuRules.public`) that go."""
_WORD_KEYS = frozenset({"label", "title", "headline", "prompt"})
"""Keys of a decision's words (its options tree, its prompt) that may quote a number."""
_WORDS = frozenset({DEFEATED, *THRESHOLD_NAMES.values()})
"""The Health Thresholds' words (English), as a hidden line tells them."""
_MARK = "\ue000{}\ue001"
"""Stands for a message's argument while its English is matched against a hidden line."""
_DIGITS = re.compile(r"\d+")

Finish = Callable[[str], str]
"""What was done to an engine line before it was shown (:func:`readable`, or nothing)."""


def _same(line: str) -> str:
    return line


def said_word(word: str) -> str:
    """A Health Threshold's word (English, as :func:`threshold_words` gives it) in the
    reader's language."""
    return term(word, current())


def threshold_words(enc: Encounter) -> dict[str, str]:
    """Each fighter's Health Threshold as the rules word it (``"Defeated"`` when defeated),
    by name: what the table already shows everyone of a fighter."""
    return {
        f.id: DEFEATED if f.defeated else THRESHOLD_NAMES.get(f.threshold, HEALTHY)
        for f in enc.state.fighters
    }


@dataclass(slots=True)
class _Hider:
    """The NPCs of one seat and the words for them, with every fighter's name to tell whose
    line a line is (the longest name that starts it: "Saibaman 2", not "Saibaman")."""

    npcs: frozenset[str]
    thresholds: Mapping[str, str]
    names: tuple[str, ...] = ()
    anyone: tuple[tuple[str, Rule], ...] = field(default_factory=tuple)
    """The rules of :func:`any_rules`, each with its NPC."""

    @classmethod
    def of(cls, npcs: Iterable[str], thresholds: Mapping[str, str]) -> _Hider:
        hidden = frozenset(npcs)
        names = tuple(sorted(hidden | set(thresholds), key=len, reverse=True))
        anyone = tuple((n, rule) for n in sorted(hidden) for rule in any_rules(n))
        return cls(hidden, thresholds, names, anyone)

    def word(self, name: str) -> str:
        return self.thresholds.get(name) or HEALTHY

    def subject(self, text: str) -> tuple[str, str, str]:
        """``(before, name, rest)``: the fighter whose line ``text`` is, ``""`` for none."""
        before = GM_PREFIX if text.startswith(GM_PREFIX) else ""
        body = text[len(before) :]
        for name in self.names:
            if body.startswith(name) and body[len(name) : len(name) + 1] in ("", " ", "'"):
                return before, name, body[len(name) :]
        return "", "", text

    def tells_life(self, text: str) -> str:
        """The NPC whose Life ``text`` tells (``""``: none)."""
        _, name, rest = self.subject(text)
        if name not in self.npcs:
            return ""
        for pattern, shown in SUBJECT_RULES:
            if isinstance(shown, str) and LIFE in shown and pattern.search(rest):
                return name
        return ""

    def text(self, text: str, word: str | None = None) -> str:
        """``text`` without the NPCs' numbers (``word``: the Threshold to tell; by default
        the NPC's now)."""
        before, name, rest = self.subject(text)
        if name in self.npcs:
            said = word or self.word(name)
            for pattern, shown in SUBJECT_RULES:
                if isinstance(shown, str):
                    rest = pattern.sub(shown.replace(LIFE, said), rest)
                else:
                    rest = pattern.sub(shown, rest)
            text = before + name + rest
        for npc, (pattern, shown) in self.anyone:
            if npc in text:
                text = pattern.sub(shown, text)
        return text

    def texts(
        self,
        texts: Sequence[str],
        english: Sequence[str] | None = None,
        msgs: Sequence[Msg | None] | None = None,
        finish: Finish = _same,
    ) -> list[str]:
        """A log without the NPCs' numbers, each line with the word of its time (``english``:
        the same lines in English, when ``texts`` are another language's; ``msgs``: the
        messages they were made from; ``finish``: what was done to their words)."""
        if english is None or len(english) != len(texts):
            return [self.text(t, w) for t, w in zip(texts, self.words_then(texts), strict=True)]
        said = msgs if msgs is not None and len(msgs) == len(texts) else [None] * len(texts)
        return [
            self.shown(t, e, w, m, finish)
            for t, e, w, m in zip(texts, english, self.words_then(english), said, strict=True)
        ]

    def words_then(self, texts: Sequence[str]) -> list[str | None]:
        """For each line that tells an NPC's Life, the Threshold that NPC stood at right
        after it (the lines it brought about included: until the next such line of the
        same NPC); ``None`` for the other lines."""
        now = dict.fromkeys(self.npcs, HEALTHY)
        down: set[str] = set()
        waiting: dict[str, list[int]] = {}
        out: list[str | None] = [None] * len(texts)

        def told(name: str) -> str:
            return DEFEATED if name in down else now[name]

        for i, text in enumerate(texts):
            _, name, rest = self.subject(text)
            if name not in self.npcs:
                continue
            if self.tells_life(text):
                for j in waiting.get(name, ()):
                    out[j] = told(name)
                waiting[name] = [i]
            change = _THRESHOLD.match(rest)
            if change is not None and change[1] in THRESHOLD_NAMES.values():
                now[name] = change[1]
            elif rest.startswith(_DOWN):
                down.add(name)
            elif rest.startswith(_UP):
                down.discard(name)
        for name, lines in waiting.items():
            for j in lines:
                out[j] = told(name)
        return out

    def shown(
        self,
        said: str,
        english: str | None,
        word: str | None = None,
        msg: Msg | None = None,
        finish: Finish = _same,
    ) -> str:
        """``said`` (the reader's words of the English line ``english``; ``None``: ``said`` is
        English) without the NPCs' numbers (see the module): ``msg`` is the message the line
        was made from, ``finish`` what was done to its words before they were shown."""
        if english is None:
            return self.text(said, word)
        hidden = self.text(english, word)
        if hidden == english:
            return said
        if msg is not None and current() != DEFAULT:
            told = word or self.word(self.subject(english)[1])
            again = _message_again(msg, hidden, finish, told)
            if again is not None:
                return again
        return hidden

    def words(self, node: Any, english: Any = None) -> Any:
        """A decision (or any part of it) with its words without the NPCs' numbers
        (``english``: the same in English, when ``node``'s words are another language's)."""
        if isinstance(node, dict):
            twin = english if isinstance(english, Mapping) else None
            return {
                k: (
                    self.shown(v, _english_of(twin, k, v))
                    if k in _WORD_KEYS and isinstance(v, str)
                    else self.words(v, twin.get(k) if twin is not None else None)
                )
                for k, v in node.items()
            }
        if isinstance(node, list):
            twins = english if isinstance(english, list) and len(english) == len(node) else None
            return [self.words(v, twins[i] if twins else None) for i, v in enumerate(node)]
        return node

    def event(self, event: Mapping[str, Any], word: str | None, seen: Any = None) -> dict[str, Any]:
        """An event as JSON without the NPCs' numbers (``seen``: the engine's event it shows,
        whose English its patterns read, when its text is another language's)."""
        out = dict(event)
        said = str(event.get("text", ""))
        english = str(seen.text) if seen is not None else None
        msg = getattr(seen, "msg", None) if seen is not None else None
        out["text"] = self.shown(said, english, word, msg)
        data = event.get("data")
        if isinstance(data, dict) and event.get("who") in self.npcs:
            told = self.text(english, word) if english is not None else out["text"]
            out["data"] = self.data(str(event.get("kind", "")), data, told)
        return out

    def data(self, kind: str, data: Mapping[str, Any], text: str) -> dict[str, Any]:
        out = {k: v for k, v in data.items() if k not in DATA_HIDDEN.get(kind, ())}
        life = data.get("life")
        if kind == "damage" and isinstance(life, int) and life <= 0:
            out["life"] = 0  # at 0 or below: the table sees it (Defeated, Will to Survive)
        if kind == "ruling" and data.get("stat") in VIEW_NUMBERS:
            out.pop("value", None)
        if kind == "ki_gained" and text.endswith("(Ki Surge)"):
            out.pop("ki", None)
            out.pop("capacity", None)
        return out


def _english_of(twin: Mapping[str, Any] | None, key: str, said: str) -> str | None:
    """The English of the words ``said`` at ``key`` (``None``: no twin, the words are taken
    for English)."""
    if twin is None:
        return None
    found = twin.get(key)
    return found if isinstance(found, str) else said


HIDDEN_FORMS: Mapping[str, tuple[str, frozenset[str]]] = {
    "dbu-life-lost": ("table-hidden-life-lost", frozenset({"life", "top"})),
    "dbu-healed": ("table-hidden-healed", frozenset({"life", "top"})),
}
"""Engine messages whose hidden line is not the same words with other numbers ("...: 91/111
left" becomes "...: Healthy"): the message that says it, and the arguments it leaves out (it
takes the Health Threshold's word as ``health``)."""


def _message_again(msg: Msg, hidden: str, finish: Finish, word: str) -> str | None:
    """``msg`` in the reader's words with the arguments the hidden English line ``hidden``
    kept (or its hidden form, :data:`HIDDEN_FORMS`, with the Health Threshold's ``word``), or
    ``None`` when that cannot be proved safe (see the module)."""
    forms: list[tuple[str, dict[str, Any]]] = [(msg.id, dict(msg.args))]
    form = HIDDEN_FORMS.get(msg.id)
    if form is not None:
        kept = {k: v for k, v in msg.args if k not in form[1]}
        forms.append((form[0], {**kept, "health": Term(word)}))
    for msg_id, args in forms:
        try:
            for key, value in list(args.items()):
                nested = isinstance(value, (Msg, Term, Seq))
                if nested and value.render(DEFAULT).strip() not in hidden:
                    args[key] = ""  # words the hidden line left out: "(up to the maximum)"
            found = _said_again(msg_id, args, hidden, finish)
        except ContentError:
            return None
        if found is not None:
            return found
    return None


def _said_again(msg_id: str, args: dict[str, Any], hidden: str, finish: Finish) -> str | None:
    """Message ``msg_id`` with ``args``, each plain argument read back from ``hidden`` where
    its English stands, in the reader's words, when its English is ``hidden`` exactly and it
    holds no number ``hidden`` does not."""
    marks = {
        k: _MARK.format(i) for i, (k, v) in enumerate(sorted(args.items())) if isinstance(v, str)
    }
    template = finish(say(msg_id, DEFAULT, **{**args, **marks}))
    pattern, seen = [], set()
    for piece in re.split("(\ue000\\d+\ue001)", template):
        key = next((k for k, m in marks.items() if m == piece), None)
        if key is None:
            pattern.append(re.escape(piece))
        elif key in seen:
            pattern.append(f"(?P={key})")
        else:
            seen.add(key)
            pattern.append(f"(?P<{key}>.*?)")
    if any(not k.isidentifier() for k in seen):
        return None
    found = re.fullmatch("".join(pattern), hidden, flags=re.DOTALL)
    if found is None:
        return None
    again = dict(args)
    for key in seen:
        value = found[key]
        again[key] = Term(value) if value != args[key] and value in _WORDS else value
    if finish(say(msg_id, DEFAULT, **again)) != hidden:
        return None
    shown = finish(say(msg_id, current(), **again))
    if not set(_DIGITS.findall(shown)) <= set(_DIGITS.findall(hidden)):
        return None
    return shown


def redact_text(text: str, npcs: Iterable[str], thresholds: Mapping[str, str]) -> str:
    """One line of the engine's text without the NPCs' Life, Ki and Capacity; a remaining
    Life is told as the NPC's word in ``thresholds`` (fighter name -> word: every fighter's,
    so that a line about "Saibaman 2" is not taken for one about "Saibaman")."""
    return _Hider.of(npcs, thresholds).text(text)


def redact_texts(
    texts: Sequence[str], npcs: Iterable[str], thresholds: Mapping[str, str]
) -> list[str]:
    """A whole log (the fight's lines in order, from its start) without the NPCs' numbers,
    each remaining Life told as the word of its time (see the module)."""
    return _Hider.of(npcs, thresholds).texts(texts)


def redact_view(
    view: Mapping[str, Any],
    npcs: Sequence[str],
    thresholds: Mapping[str, str],
    english: Mapping[str, Any] | None = None,
    events: Sequence[Any] | None = None,
) -> dict[str, Any]:
    """A seat's view (:func:`tenkaichi.table.seatview.view`) without the NPCs' numbers: a new
    dict (the view, its events and fighters are cached and shared: never changed here).
    For a reader of another language: ``events``, the engine's events the view's events show
    (in order, as the seat is shown them), and ``english``, the view's ``pending`` in English
    (:func:`tenkaichi.table.seatview.english_pending`)."""
    out = dict(view)
    if not npcs:
        return out
    hider = _Hider.of(npcs, thresholds)
    fighters = view.get("fighters")
    if isinstance(fighters, list):
        out["fighters"] = [
            {**f, **dict.fromkeys(VIEW_NUMBERS), "health": said_word(hider.word(f["name"]))}
            if isinstance(f, dict) and f.get("name") in hider.npcs
            else f
            for f in fighters
        ]
    shown = view.get("events")
    if isinstance(shown, list) and shown:
        seen = list(events) if events is not None and len(events) == len(shown) else None
        texts = [str(e.text) for e in seen] if seen else [str(e.get("text", "")) for e in shown]
        said = hider.words_then(texts)
        out["events"] = [
            hider.event(e, w, seen[i] if seen else None)
            for i, (e, w) in enumerate(zip(shown, said, strict=True))
        ]
    if view.get("pending"):
        out["pending"] = hider.words(view["pending"], (english or {}).get("pending"))
    return out


def redact_body(
    model: Mapping[str, Any],
    npcs: Sequence[str],
    thresholds: Mapping[str, str],
    english: Mapping[str, Any] | None = None,
    events: Sequence[Any] | None = None,
) -> dict[str, Any]:
    """The DBU screen body (:func:`tenkaichi.table.screen.dbu_body`, or the server-drawn
    page's :func:`tenkaichi.table.present.seat_view_model`) without the NPCs' numbers: each
    NPC's card has ``None`` for its Life, Ki, Capacity and their maxima, ``health`` (the
    word) and ``hidden``; the log, the decision's words and the tracker's line lose theirs.
    For a reader of another language: ``english``, the same body's ``log``, ``decision`` and
    ``tracker`` in English, and ``events``, the engine's events its log shows (in order)."""
    out = dict(model)
    if not npcs:
        return out
    hider = _Hider.of(npcs, thresholds)
    out["fighters"] = [
        {
            **f,
            **dict.fromkeys(CARD_NUMBERS),
            "health": said_word(hider.word(f["name"])),
            "hidden": True,
        }
        if f.get("name") in hider.npcs
        else f
        for f in model.get("fighters") or ()
    ]
    twin = english or {}
    log = model.get("log") or []
    texts = hider.texts(
        [str(line.get("text", "")) for line in log],
        [str(line.get("text", "")) for line in twin["log"]] if "log" in twin else None,
        [getattr(e, "msg", None) for e in events] if events is not None else None,
        lambda line: readable(line, hider.names),
    )
    out["log"] = [{**line, "text": t} for line, t in zip(log, texts, strict=True)]
    if model.get("decision"):
        out["decision"] = hider.words(model["decision"], twin.get("decision"))
    tracker = model.get("tracker")
    if isinstance(tracker, dict) and tracker.get("waiting"):
        waiting = str(tracker["waiting"])
        said = twin.get("tracker")
        english_waiting = str(said.get("waiting", "")) if isinstance(said, Mapping) else None
        out["tracker"] = {**tracker, "waiting": hider.shown(waiting, english_waiting)}
    return out


__all__ = [
    "DEFEATED",
    "HIDDEN",
    "SUBJECT_RULES",
    "redact_body",
    "redact_text",
    "redact_texts",
    "redact_view",
    "threshold_words",
]
