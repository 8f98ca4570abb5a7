"""The DBU dice bot in chat: ``!r`` and ``!rr`` with comments, private rolls, refusals that
are errors, and a saved character's ``!check``, ``!save``, ``!strike`` and ``!dodge``.

Every number a reply shows is checked against the engine (the dice rolled from the seed the
reply names) and every chance against brute-force enumeration of the d10s, never against a
number written here.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bruteforce import enumerate_totals
from tenkaichi.chat.dbu_tools import DbuTools
from tenkaichi.chat.dbu_tools_sheet import source_examples
from tenkaichi.chat.messages import Author, Incoming, Reply
from tenkaichi.chat.sheets_store import SheetStore
from tenkaichi.cli import main
from tenkaichi.dbu.derived import derive
from tenkaichi.dbu.sheet import SKILLS, CharacterSheet
from tenkaichi.dbu.sheet_files import load_sheet
from tenkaichi.dice.plan import plan_roll
from tenkaichi.dice.render import to_markdown
from tenkaichi.dice.result import RollResult
from tenkaichi.dice.rng import SeededRng
from tenkaichi.dice.roller import evaluate, roll
from tenkaichi.dice.settings import RollContext
from tenkaichi.table.service import TableService
from tenkaichi.table.store import SHEETS

_FOUND = source_examples()
assert _FOUND is not None
EXAMPLES: Path = _FOUND
ANA = Author("111", "Ana")
BEN = Author("222", "Ben")
SERVER = "guild-1"


@pytest.fixture
def service(tmp_path: Path) -> Iterator[TableService]:
    service = TableService(f"sqlite:///{tmp_path / 'tables.sqlite3'}")
    yield service
    service.close()


@pytest.fixture
def tools(service: TableService) -> DbuTools:
    return DbuTools(sheets=SheetStore(service))


def say(
    tools: DbuTools,
    text: str,
    *,
    author: Author = ANA,
    private: bool = False,
    server: str = SERVER,
) -> list[Reply]:
    return tools.handle(Incoming("test", "chan", author, text, private=private, server=server))


def one(tools: DbuTools, text: str, **kwargs: object) -> str:
    replies = say(tools, text, **kwargs)  # type: ignore[arg-type]
    assert len(replies) == 1, replies
    assert not replies[0].error, replies[0].text
    return replies[0].text


def refused(tools: DbuTools, text: str, **kwargs: object) -> str:
    """The one-line refusal of ``text``, an error reply."""
    replies = say(tools, text, **kwargs)  # type: ignore[arg-type]
    assert len(replies) == 1, replies
    reply = replies[0]
    assert reply.error, reply.text
    assert "\n" not in reply.text
    assert "Traceback" not in reply.text
    return reply.text


def sheet(name: str) -> CharacterSheet:
    return load_sheet(EXAMPLES / f"{name}.yaml")


def chance(text: str, before: str) -> Fraction:
    """The exact fraction a reply shows after ``before`` (``... 9/40 = 22.50%``)."""
    found = re.search(re.escape(before) + r"[^0-9]*?(\d+)/(\d+) = ([0-9.]+)%", text)
    assert found is not None, text
    p = Fraction(int(found[1]), int(found[2]))
    assert f"{float(p) * 100:.2f}" == found[3]
    return p


def p_at_least(expression: str, context: RollContext, target: int) -> Fraction:
    """Brute force: every way the dice can fall, rolled by the roller."""
    totals = enumerate_totals(plan_roll(expression, context))
    return sum((p for total, p in totals.items() if total >= target), Fraction(0))


# --- !r, !roll and comments -----------------------------------------------------------------


def test_r_is_roll() -> None:
    tools = DbuTools()
    assert one(tools, "!r 1d10+ToP+2 tier=3 seed=7") == one(tools, "!roll 1d10+ToP+2 tier=3 seed=7")
    first = one(tools, "!r 1d10+ToP+2 tier=3 seed=7").split("\n")[0]
    assert first == to_markdown(roll("1d10+ToP+2", seed=7, tier=3))


@pytest.mark.parametrize(
    ("typed", "dice", "comment", "kwargs"),
    [
        (
            "!r 1d10+ToP+4 Strike vs Vegeta tier=2 seed=3",
            "1d10+ToP+4",
            "Strike vs Vegeta",
            {"tier": 2},
        ),
        (
            "!r 1d10+ToP+4 tier=2 Strike vs Vegeta seed=3",
            "1d10+ToP+4",
            "Strike vs Vegeta",
            {"tier": 2},
        ),
        ("!roll 1d10 + 4 Kick seed=3", "1d10 + 4", "Kick", {}),
        ("!r 1d20 -1 for the rain seed=3", "1d20 -1", "for the rain", {}),
        ("!r 2d10kh1 proficient Dodge seed=3", "2d10kh1", "Dodge", {"proficient": True}),
        ("!r 1d20 4 goblins seed=3", "1d20", "4 goblins", {}),
    ],
)
def test_the_words_after_the_dice_are_a_comment_shown_with_the_result(
    typed: str, dice: str, comment: str, kwargs: dict[str, object]
) -> None:
    text = one(DbuTools(), typed)
    first = text.split("\n")[0]
    assert first == f"{comment}: {to_markdown(roll(dice, seed=3, **kwargs))}"  # type: ignore[arg-type]


def test_a_comment_is_escaped() -> None:
    text = one(DbuTools(), "!r 1d10 *bold* @everyone <@123> seed=1")
    first = text.split("\n")[0]
    assert first.startswith(r"\*bold\* @")
    assert "@everyone" not in text
    assert not re.search(r"<@!?\d+>", text)


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("!r 1d10 --json", "no option '--json'"),
        ("!r 1d10 + x", "column 8 of '1d10 + x'"),
        ("!r zz", "column 1 of 'zz'"),
        ("!r Strike 1d10", "column 1 of 'Strike 1d10'"),
        ("!r tier=3", "say which dice"),
        ("!r 1d10 tier=3 -t 2", "tier is given twice"),
    ],
)
def test_a_bad_roll_is_an_error_in_one_line(typed: str, said: str) -> None:
    assert said in refused(DbuTools(), typed)


def test_a_mistyped_option_after_the_comment_starts_is_part_of_the_comment() -> None:
    first = one(DbuTools(), "!r 1d10 Strike hp=3 seed=2").split("\n")[0]
    assert first == f"Strike hp=3: {to_markdown(roll('1d10', seed=2))}"


# --- several rolls --------------------------------------------------------------------------


def test_rr_makes_the_roll_several_times_from_one_seed() -> None:
    text = one(DbuTools(), "!rr 3 1d10+ToP+4 Kicks tier=2 seed=9")
    rng = SeededRng(9)
    expected = [roll("1d10+ToP+4", rng=rng, tier=2) for _ in range(3)]
    lines = text.split("\n")
    assert lines[0] == "3 rolls of `1d10+ToP+4`: Kicks"
    assert lines[1:4] == [f"{n}. {to_markdown(r)}" for n, r in enumerate(expected, 1)]
    assert lines[4] == f"Sum of the 3 rolls: **{sum(r.total for r in expected)}**"
    assert "`!rr 3 1d10+ToP+4 tier=2 seed=9`" in lines[5]


def test_rr_without_a_seed_names_the_seed_that_replays_every_roll() -> None:
    tools = DbuTools()
    text = one(tools, "!rr 4 3d10")
    again = re.search(r"`(!rr [^`]+)`", text)
    assert again is not None
    replayed = one(tools, again[1])
    assert replayed.split("\n")[:6] == text.split("\n")[:6]


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("!rr", "say how many rolls"),
        ("!rr x 1d10", "say how many rolls"),
        ("!rr 0 1d10", "1 to 20 rolls, not 0"),
        ("!rr 21 1d10", "1 to 20 rolls, not 21"),
        ("!rr 3", "say which dice"),
    ],
)
def test_a_bad_rr_is_refused(typed: str, said: str) -> None:
    assert said in refused(DbuTools(), typed)


# --- private rolls --------------------------------------------------------------------------


@pytest.mark.parametrize("flag", ["private", "-p", "--private"])
def test_a_private_roll_goes_to_the_roller_and_the_channel_only_hears_of_it(flag: str) -> None:
    replies = say(DbuTools(), f"!r 1d20+3 {flag} Perception seed=4")
    assert len(replies) == 2
    mine, public = replies
    result = roll("1d20+3", seed=4)
    assert mine.private_to == ANA.id
    assert mine.text.split("\n")[0] == f"Perception: {to_markdown(result)}"
    assert public.private_to is None
    assert public.text == "Ana rolled privately."
    assert str(result.total) not in public.text


def test_a_private_roll_in_a_direct_message_is_one_reply() -> None:
    [reply] = say(DbuTools(), "!r 1d20 -p seed=4", private=True)
    assert reply.private_to == ANA.id


# --- refusals are errors ----------------------------------------------------------------------


def test_a_refused_roll_is_an_error_reply() -> None:
    [reply] = say(DbuTools(), "!roll zz")
    assert reply.error
    [fine] = say(DbuTools(), "!roll 1d10")
    assert not fine.error


def test_chat_say_exits_1_on_a_refused_roll(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    base = ["chat", "say", "--channel", "c1", "--user", "u1"]
    base += ["--database", f"sqlite:///{tmp_path / 't.sqlite3'}"]
    assert main([*base[:2], "!roll zz", *base[2:]]) == 1
    assert "dice syntax error" in capsys.readouterr().out
    assert main([*base[:2], "!roll 1d10 seed=1", *base[2:]]) == 0


# --- a saved character's rolls ----------------------------------------------------------------


def save_example(tools: DbuTools, name: str, author: Author = ANA) -> None:
    one(tools, f"!sheet set {name}", author=author)


@pytest.mark.rule("dbu.checks.roll-and-modifiers")
@pytest.mark.rule("dbu.checks.target-number")
def test_a_skill_check_is_the_fights_roll_with_its_exact_chance(tools: DbuTools) -> None:
    save_example(tools, "kale")
    kale = sheet("kale")
    derived = derive(kale)
    tier = derived.tier.value
    bonus = kale.attributes.insight // 2  # Perception: half the governing Insight Score
    assert SKILLS["perception"] == "insight"
    assert not kale.skills.get("perception")
    expression = f"1d10+ToP+{bonus}"
    text = one(tools, "!check perception vs 12 seed=4")
    made = roll(expression, seed=4, tier=tier)
    assert text.startswith(f"**Kale**, Perception check: **{made.total}**")
    assert f"½ Insight Score {bonus} = {made.total}" in text
    assert ("success" if made.total >= 12 else "failure") in text
    assert chance(text, "the chance was") == p_at_least(expression, RollContext(tier), 12)
    assert "`!check perception vs 12 seed=4`" in text


BOB = (
    "{name: Bob, race: earthling, power_level: 6, skills: {perception: 2}, attributes: "
    "{agility: 3, force: 3, tenacity: 5, scholarship: 3, insight: 5, magic: 3, personality: 4}}"
)


@pytest.mark.rule("dbu.checks.proficient")
def test_a_proficient_skill_adds_its_ranks_and_lowers_the_critical(tools: DbuTools) -> None:
    one(tools, f"!sheet set {BOB}")
    tier = 2
    assert derive(CharacterSheet.model_validate(yaml.safe_load(BOB))).tier.value == tier
    bonus = 5 // 2 + 2 * 2 + tier  # half Insight 5, two ranks, proficient +1(T)
    text = one(tools, "!check perception vs 14 seed=1")
    assert "(Critical on 9+)" in text
    context = RollContext(tier, critical_cut=1)
    assert chance(text, "the chance was") == p_at_least(f"1d10+ToP+{bonus}", context, 14)
    made = roll(f"1d10+ToP+{bonus}", seed=1, tier=tier, critical_cut=1)
    assert f": **{made.total}**" in text.split("\n")[0]


@pytest.mark.rule("dbu.checks.tn-per-tier")
def test_without_a_target_a_check_shows_the_chance_at_each_difficulty(tools: DbuTools) -> None:
    save_example(tools, "kale")
    kale = sheet("kale")
    tier = derive(kale).tier.value
    assert tier == 2
    text = one(tools, "!check insight")
    expression = f"1d10+ToP+{derive(kale).modifiers['insight']}"
    # passive TNs at base Tier 2: 3 more than at Tier 1 (Easy 6, Medium 9, Hard 12, Very Hard 15)
    for label, tn in (("Easy", 9), ("Medium", 12), ("Hard", 15), ("Very Hard", 18)):
        assert chance(text, f"{label} {tn}:") == p_at_least(expression, RollContext(tier), tn)


@pytest.mark.rule("dbu.checks.passive-opposition")
def test_a_saving_throw_takes_the_racial_critical_and_a_difficulty(tools: DbuTools) -> None:
    save_example(tools, "kale")
    kale = sheet("kale")
    assert kale.racial_save == "corporeal"
    value = derive(kale).saves["corporeal"].value
    text = one(tools, "!save corporeal vs medium seed=5")
    assert "(Critical on 9+)" in text
    expected = p_at_least(f"1d10+ToP+{value}", RollContext(2, critical_cut=1), 12)
    assert "vs 12:" in text
    assert chance(text, "the chance was") == expected
    assert one(tools, "!save corp vs medium seed=5") == text.replace("save corporeal", "save corp")


def test_a_strike_adds_haste_and_awareness(tools: DbuTools) -> None:
    save_example(tools, "kale")
    derived = derive(sheet("kale"))
    bonus = derived.haste.value + derived.awareness.value
    text = one(tools, "!strike vs 15 seed=8")
    made = roll(f"1d10+ToP+{bonus}", seed=8, tier=2)
    assert text.startswith(f"**Kale**, Strike (Simple physical): **{made.total}**")
    assert f"+ Haste {derived.haste.value} + Awareness {derived.awareness.value}" in text
    assert chance(text, "the chance was") == p_at_least(f"1d10+ToP+{bonus}", RollContext(2), 15)
    technique = one(tools, "!strike berserker rush vs 15 seed=8")
    assert technique.startswith("**Kale**, Strike (Berserker Rush)")


def test_a_dodge_adds_the_defense_value(tools: DbuTools) -> None:
    save_example(tools, "kale")
    value = derive(sheet("kale")).defense_value.value
    text = one(tools, "!dodge vs 14 seed=2")
    assert f"+ Defense Value {value} =" in text
    assert chance(text, "the chance was") == p_at_least(f"1d10+ToP+{value}", RollContext(2), 14)


def _clearing(result: RollResult) -> int:
    """Clearing, written here from the Profile's rule: a Strike whose base d10 shows under 5
    counts it as 5 (a Botch so raised is no Botch)."""
    die = result.terms[0].dice[0]
    if die.natural >= 5:
        return result.total
    return (
        result.total
        + (5 - die.natural)
        + (result.plan.context.settings.botch_penalty if die.botch else 0)
    )


def _all_rolls(expression: str, context: RollContext) -> dict[int, Fraction]:
    """Brute force over every way the dice fall, with Clearing applied to each."""

    class Odometer:
        def __init__(self, prefix: list[int]) -> None:
            self.prefix = prefix
            self.sides: list[int] = []
            self.choices: list[int] = []
            self.draws: list[int] = []

        def die(self, sides: int) -> int:
            value = self.prefix[len(self.sides)] if len(self.sides) < len(self.prefix) else 1
            self.sides.append(sides)
            self.choices.append(value)
            self.draws.append(value)
            return value

        def dice(self, sides: int, count: int) -> list[int]:
            return [self.die(sides) for _ in range(count)]

    plan = plan_roll(expression, context)
    out: dict[int, Fraction] = defaultdict(Fraction)
    prefix: list[int] = []
    while True:
        rng = Odometer(prefix)
        result = evaluate(plan, rng)
        p = Fraction(1)
        for sides in rng.sides:
            p /= sides
        out[_clearing(result)] += p
        while rng.choices and rng.choices[-1] == rng.sides[-1]:
            rng.choices.pop()
            rng.sides.pop()
        if not rng.choices:
            return dict(out)
        rng.choices[-1] += 1
        prefix = rng.choices


def test_a_clearing_strike_counts_its_raised_natural_result_in_the_odds(tools: DbuTools) -> None:
    save_example(tools, "goku")
    derived = derive(sheet("goku"))
    bonus = derived.haste.value + derived.awareness.value
    tier = derived.tier.value
    text = one(tools, "!strike clearing energy vs 18 seed=3")
    assert "Strike (Clearing energy)" in text
    outcomes = _all_rolls(f"1d10+ToP+{bonus}", RollContext(tier))
    expected = sum((p for score, p in outcomes.items() if score >= 18), Fraction(0))
    assert chance(text, "the chance was") == expected
    assert expected != p_at_least(f"1d10+ToP+{bonus}", RollContext(tier), 18)


def test_a_form_changes_the_roll(tools: DbuTools) -> None:
    goku = sheet("goku")
    form = next(f for f in goku.forms if f.name == "Super Saiyan")
    save_example(tools, "goku")
    inside = derive(goku, form).modifiers["agility"]
    text = one(tools, "!check agility in super saiyan seed=1")
    assert text.startswith("**Goku** in Super Saiyan, Agility check")
    assert f"Agility Modifier {inside} =" in text
    assert "no form 'kaio'" in refused(tools, "!check agility in kaio")


def test_a_seeded_character_roll_replays_and_a_fresh_one_names_its_seed(tools: DbuTools) -> None:
    save_example(tools, "kale")
    assert one(tools, "!save morale seed=11") == one(tools, "!save morale seed=11")
    fresh = one(tools, "!strike vs 12")
    again = re.search(r"`(!strike vs 12 seed=\d+)`", fresh)
    assert again is not None
    assert one(tools, again[1]).split("\n")[:3] == fresh.split("\n")[:3]


def test_a_private_character_roll_tells_the_channel_only_that_it_was_made(
    tools: DbuTools,
) -> None:
    save_example(tools, "kale")
    mine, public = say(tools, "!check perception private seed=2")
    assert mine.private_to == ANA.id
    assert "Perception check" in mine.text
    assert public.text == "Ana rolled for Kale privately."


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("!check perseption", "did you mean perception"),
        ("!check", "say which Skill or Attribute"),
        ("!check zzzz", "no Skill or Attribute 'zzzz'"),
        ("!save", "say which Saving Throw"),
        ("!save will", "say which Saving Throw: impulsive, corporeal, cognitive, morale"),
        ("!strike kamehameha", "Kale has no attack 'kamehameha'"),
        ("!strike berserker rsh", "did you mean berserker rush"),
        ("!dodge fast", "takes no name"),
        ("!check perception vs impossible", "no difficulty 'impossible'"),
        ("!check perception vs 12 tn=3", "give the Target Number once"),
    ],
)
def test_a_bad_character_roll_is_refused_naming_close_names(
    tools: DbuTools, typed: str, said: str
) -> None:
    save_example(tools, "kale")
    assert said in refused(tools, typed)


def test_without_a_saved_sheet_a_character_roll_says_to_set_one(tools: DbuTools) -> None:
    for command in ("!check perception", "!save corporeal", "!strike", "!dodge"):
        assert "!sheet set first" in refused(tools, command, author=BEN)
    assert "without one" in refused(DbuTools(), "!check perception")


def test_a_saved_sheet_that_no_longer_reads_is_a_refusal(
    tools: DbuTools, service: TableService
) -> None:
    save_example(tools, "kale")
    with service.engine.begin() as c:
        c.execute(SHEETS.update().values(sheet={"name": "Kale", "power_level": "high"}))
    said = refused(tools, "!check perception")
    assert "the saved character no longer reads" in said
    assert "save it again" in said
    save_example(tools, "kale")
    assert one(tools, "!check perception seed=1").startswith("**Kale**")


@pytest.fixture(scope="module")
def fuzzed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[DbuTools]:
    service = TableService(f"sqlite:///{tmp_path_factory.mktemp('fuzz') / 't.sqlite3'}")
    tools = DbuTools(sheets=SheetStore(service))
    save_example(tools, "goku")
    yield tools
    service.close()


WORDS = st.sampled_from(
    [
        "perception",
        "insight",
        "corp",
        "vs",
        "15",
        "medium",
        "in",
        "super",
        "saiyan",
        "private",
        "-p",
        "seed=3",
        "tn=4",
        "kamehameha",
        "beam",
        "energy",
        "<@1>",
        "@everyone",
        "*",
        "`",
    ]
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    command=st.sampled_from(["check", "save", "strike", "dodge", "sheet", "r", "rr"]),
    words=st.lists(st.one_of(WORDS, st.text(max_size=10)), max_size=6),
)
def test_anything_typed_to_a_character_command_never_raises(
    fuzzed: DbuTools, command: str, words: list[str]
) -> None:
    replies = say(fuzzed, f"!{command} " + " ".join(words))
    assert 1 <= len(replies) <= 2
    for reply in replies:
        assert len(reply.text) <= 2000
        assert "@everyone" not in reply.text
        assert not re.search(r"<@!?\d+>", reply.text)
        assert "Traceback" not in reply.text
        if reply.error:
            assert "\n" not in reply.text
