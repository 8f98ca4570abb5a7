"""The DBU session tools in chat (``!roll``, ``!odds``, ``!sheet``, ``!help``).

Every number a reply shows is checked against the engine function or the CLI command that
computes it (never a number written here), the odds also against brute-force enumeration.
"""

from __future__ import annotations

import json
import re
import shutil
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from bruteforce import enumerate_totals
from strategies import small_expression
from tenkaichi.chat.dbu_tools import MAX_COMMAND_CHARS, MAX_SHEET_CHARS, DbuTools
from tenkaichi.chat.dbu_tools_sheet import LABELS, source_examples
from tenkaichi.chat.messages import MAX_MESSAGE_CHARS, Author, Incoming, Reply
from tenkaichi.cli import main
from tenkaichi.dbu.derived import derive, key_name
from tenkaichi.dbu.sheet_files import load_sheet, parse_sheet
from tenkaichi.dice.checks import passive_tn
from tenkaichi.dice.exact import clash_odds, odds
from tenkaichi.dice.plan import plan_roll
from tenkaichi.dice.render import to_markdown
from tenkaichi.dice.roller import roll
from tenkaichi.dice.settings import RollContext
from tenkaichi.errors import TenkaichiError

EXAMPLES = source_examples()
ANA = Author("111", "Ana")
COMMANDS = ("roll", "rr", "odds", "sheet", "check", "save", "strike", "dodge", "help")


@pytest.fixture(scope="module")
def tools() -> DbuTools:
    return DbuTools()


def say(
    tools: DbuTools, text: str, *, author: Author = ANA, interactive: bool = False
) -> list[Reply]:
    return tools.handle(Incoming("test", "chan", author, text, interactive=interactive))


def one(tools: DbuTools, text: str, **kwargs: object) -> str:
    replies = say(tools, text, **kwargs)
    assert len(replies) == 1, replies
    return replies[0].text


def refusal(tools: DbuTools, text: str) -> str:
    """The one-line refusal of ``text``."""
    reply = one(tools, text)
    name = text.split(maxsplit=1)[0]
    assert reply.startswith(f"{name}: "), reply
    assert "\n" not in reply
    assert "Traceback" not in reply
    return reply


def cli(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    capsys.readouterr()
    assert main(argv) == 0
    return capsys.readouterr().out.rstrip("\n")


# --- what is not a command --------------------------------------------------------------


@pytest.mark.parametrize(
    "text", ["hello", "roll 1d10", "!fight", "!rolls 1d10", "?roll 1d10", "", "!", "  !  "]
)
def test_text_that_is_not_one_of_its_commands_gets_no_reply(tools: DbuTools, text: str) -> None:
    assert say(tools, text) == []


def test_a_bot_gets_no_reply(tools: DbuTools) -> None:
    assert say(tools, "!roll 1d10", author=Author("9", "Bot", bot=True)) == []
    assert len(say(tools, "!roll 1d10")) == 1


def test_the_prefix_is_configurable() -> None:
    asking = DbuTools(prefix="?")
    assert say(asking, "!roll 1d10") == []
    assert one(asking, "?roll 1d10 seed=3").startswith(to_markdown(roll("1d10", seed=3)))
    assert "`?roll 1d10 seed=" in one(asking, "?roll 1d10")
    for bad in ("", "! ", "`", "toolong"):
        with pytest.raises(TenkaichiError):
            DbuTools(prefix=bad)


# --- roll -----------------------------------------------------------------------------------


@pytest.mark.rule("dbu.dice.critical")
@pytest.mark.parametrize(
    ("chat", "argv", "kwargs"),
    [
        ("1d10+ToP+2 tier=3", ["--tier", "3"], {"tier": 3}),
        ("1d10+ToP -t 4 --base-tier 3", ["--tier", "4", "--base-tier", "3"], {"tier": 4}),
        ("2d10kh1+1d6-1pd proficient", ["--proficient"], {"proficient": True}),
    ],
)
def test_a_seeded_roll_is_the_clis_and_the_engines(
    tools: DbuTools,
    capsys: pytest.CaptureFixture[str],
    chat: str,
    argv: list[str],
    kwargs: dict[str, object],
) -> None:
    expression = chat.split(maxsplit=1)[0]
    # a seed whose roll has a Critical, found by the engine, so the mark is shown too
    seed = next(s for s in range(500) if roll(expression, seed=s, **kwargs).criticals)
    first, note = one(tools, f"!roll {chat} seed={seed}").split("\n")
    shown = cli(["roll", expression, "--seed", str(seed), *argv, "--markdown"], capsys)
    assert first == shown
    assert first == to_markdown(roll(expression, seed=seed, **kwargs))
    assert "critical" in first
    assert f"seed {seed} chosen by the roller" in note
    assert one(tools, f"!roll {chat} seed={seed}").split("\n")[0] == first


@pytest.mark.rule("dbu.dice.botch")
def test_a_fresh_roll_names_its_seed_and_its_replay_shows_the_same_dice(tools: DbuTools) -> None:
    for _ in range(20):
        first, note = one(tools, "!roll 3d10+ToP tier=2 proficient").split("\n")
        assert "fresh dice" in note
        seed = int(re.search(r"fresh dice, seed (\d+);", note)[1])
        again = re.search(r"`(!roll [^`]+)`", note)[1]
        assert again == f"!roll 3d10+ToP tier=2 proficient seed={seed}"
        assert one(tools, again).split("\n")[0] == first
        result = roll("3d10+ToP", seed=seed, tier=2, proficient=True)
        assert first == to_markdown(result)
        if result.botches:
            assert "botch" in first


def test_the_roller_and_their_tier_are_named_escaped(tools: DbuTools) -> None:
    reply = one(tools, "!roll 1d10 seed=1", author=Author("5", "*Vegeta* @everyone"))
    note = reply.split("\n")[1]
    assert note.startswith("\\*Vegeta\\* @\u200beveryone, Tier 1:")
    assert "@everyone" not in reply


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("!roll", "say which dice"),
        ("!roll 1d10x", "column 5"),
        ("!roll 1001d10", "1000"),
        ("!roll 1d10 tier=11", "tier must be between 1 and 10"),
        ("!roll 1d10 base-tier=0", "base tier must be between 1 and 10"),
        ("!roll 1d10 seed=-1", "seed must be a whole number from 0"),
        ("!roll 1d10 seed=99999999999999999999", "seed must be a whole number from 0"),
        ("!roll 1d10 seed=1_000", "seed must be a whole number"),
        ("!roll 1d10 seed=", "seed needs a value"),
        ("!roll 1d10 --seed", "seed needs a value"),
        ("!roll 1d10 tier=2 -t 3", "tier is given twice"),
        ("!roll 1d10 --json", "no option '--json'"),
        ("!roll 1d10 proficient=maybe", "proficient is on or off"),
        ("!roll " + "1+" * 100 + "1", f"the limit is {MAX_COMMAND_CHARS}"),
    ],
)
def test_a_bad_roll_is_refused_in_one_line_naming_the_problem(
    tools: DbuTools, text: str, named: str
) -> None:
    assert named in refusal(tools, text)


def test_a_refusal_to_a_slash_command_is_private_and_a_roll_is_not(tools: DbuTools) -> None:
    [refused] = say(tools, "!roll 1d10x", interactive=True)
    assert refused.private_to == ANA.id
    [rolled] = say(tools, "!roll 1d10", interactive=True)
    assert rolled.private_to is None
    assert rolled.ping == ()


def test_the_largest_rolls_fit_one_message(tools: DbuTools) -> None:
    # 20 terms of 10 d10s each at Tier 10, most of them Criticals: the CLI's Markdown alone
    # is near the limit, so the reply gives the total and the counts
    expression = "+".join(["d10c7(T)"] * 20)
    seeds = sorted(range(300), key=lambda s: len(to_markdown(roll(expression, seed=s, tier=10))))
    for seed in seeds[-3:]:
        result = roll(expression, seed=seed, tier=10)
        reply = one(tools, f"!roll {expression} -t 10 seed={seed}")
        assert len(reply) <= MAX_MESSAGE_CHARS
        first = reply.split("\n")[0]
        assert first.startswith(f"**{result.total}** ← `{expression}`: ")
        assert first == to_markdown(result) or f"{len(result.dice)} dice in 20 terms" in first
    wide = one(tools, "!roll 1000d10 seed=1")
    assert len(wide) <= MAX_MESSAGE_CHARS
    assert wide.startswith(to_markdown(roll("1000d10", seed=1)))


# --- odds -----------------------------------------------------------------------------------


def _fraction(reply: str) -> Fraction:
    found = re.search(r"= (\d+)/(\d+) = ", reply)
    assert found is not None, reply
    return Fraction(int(found[1]), int(found[2]))


def _percent(p: Fraction) -> str:
    return f"{float(p) * 100:.2f}%"


@pytest.mark.rule("dbu.checks.target-number")
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(expression=small_expression(), tn=st.integers(0, 15), tier=st.integers(1, 2))
def test_the_chance_to_reach_a_tn_is_brute_forces(expression: str, tn: int, tier: int) -> None:
    try:
        totals = enumerate_totals(plan_roll(expression, RollContext(tier)), limit=20_000)
    except RuntimeError:  # too many outcomes to enumerate: not a small case
        assume(False)
    reply = one(DbuTools(), f"!odds {expression} tn={tn} tier={tier}")
    expected = sum((p for total, p in totals.items() if total >= tn), Fraction(0))
    assert f"P(score ≥ {tn}) = " in reply
    assert f"**{_percent(expected)}**" in reply
    if "/" in reply.split("P(score")[1]:
        assert _fraction(reply) == expected


@pytest.mark.rule("dbu.checks.difficulty-table")
@pytest.mark.rule("dbu.checks.tn-per-tier")
@pytest.mark.rule("dbu.tier.breakthrough")
def test_a_difficulty_is_the_clis(tools: DbuTools, capsys: pytest.CaptureFixture[str]) -> None:
    reply = one(tools, "!odds 1d10+ToP+3 difficulty=medium tier=3 base-tier=2")
    out = cli(
        [
            "odds",
            "1d10+ToP+3",
            "--difficulty",
            "medium",
            "--tier",
            "3",
            "--base-tier",
            "2",
            "--json",
        ],
        capsys,
    )
    report = json.loads(out)
    assert report["tn"] == passive_tn("medium", 2)
    assert f"P(score ≥ {report['tn']}, Medium) = {report['p_at_least']} = " in reply
    assert "at Tier 3 (base 2)" in reply


@pytest.mark.rule("dbu.play.defender-wins")
@pytest.mark.rule("dbu.checks.active-opposition")
@pytest.mark.parametrize(
    ("chat", "attacker", "defender", "tiers"),
    [
        ("1d6+1 vs 1d6", "1d6+1", "1d6", (1, 1)),
        ("1d10+ToP vs 1d10 tier=2 vs-tier=1", "1d10+ToP", "1d10", (2, 1)),
        ("2d4 --vs 1d8", "2d4", "1d8", (1, 1)),
    ],
)
def test_a_clash_is_brute_forces_and_ties_go_to_the_defender(
    tools: DbuTools, chat: str, attacker: str, defender: str, tiers: tuple[int, int]
) -> None:
    reply = one(tools, f"!odds {chat}")
    mine = enumerate_totals(plan_roll(attacker, RollContext(tiers[0])))
    theirs = enumerate_totals(plan_roll(defender, RollContext(tiers[1])))
    wins = sum((p * q for a, p in mine.items() for d, q in theirs.items() if a > d), Fraction(0))
    ties = sum((p * q for a, p in mine.items() for d, q in theirs.items() if a == d), Fraction(0))
    assert f"initiator wins **{_percent(wins)}**, tie {_percent(ties)}" in reply
    assert f"defender wins {_percent(1 - wins)};" in reply
    engine = clash_odds(
        odds(attacker, RollContext(tiers[0])), odds(defender, RollContext(tiers[1]))
    )
    assert engine.p_initiator_wins == wins


def test_odds_alone_list_every_total_or_the_percentiles(tools: DbuTools) -> None:
    small = one(tools, "!odds 1d10+ToP+3 tier=2")
    dist = odds("1d10+ToP+3", RollContext(2))
    for total, p in dist.items():
        assert re.search(rf"^{total} +{re.escape(_percent(p))} ", small, re.MULTILINE)
    wide = one(tools, "!odds 10d10")
    assert "percentiles" in wide
    assert f"median {odds('10d10').percentile(Fraction(1, 2))}" in wide


def test_sampled_odds_are_the_clis(tools: DbuTools, capsys: pytest.CaptureFixture[str]) -> None:
    reply = one(tools, "!odds 2d10 vs 1d10+3 samples=2000 seed=5")
    argv = ["odds", "2d10", "--vs", "1d10+3", "--samples", "2000", "--seed", "5", "--json"]
    report = json.loads(cli(argv, capsys))
    assert f"**{_percent(Fraction(report['p_initiator_wins']))}**" in reply
    assert "estimated from 2,000 samples, seed 5" in reply


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("!odds", "say which roll"),
        ("!odds vs 1d10", "say which roll"),
        ("!odds 1d10 vs", "after vs"),
        ("!odds 1d10 tn=5 vs 1d10", "at most one of tn, difficulty and vs"),
        ("!odds 1d10 tn=5 difficulty=hard", "at most one of tn, difficulty and vs"),
        ("!odds 1d10 vs 1d6 vs=1d4", "once"),
        ("!odds 1d10 tn=-1", "tn must be 0 or more"),
        ("!odds 1d10 difficulty=impossible", "unknown difficulty 'impossible'"),
        ("!odds 1d10 samples=0", "samples must be at least 1"),
        ("!odds 1d10 seed=4", "seed= goes with samples="),
        ("!odds 1d10 vs-tier=2", "vs-tier= goes with"),
        ("!odds 1000d1000kh500 samples=100000", "over the chat's limit of 4,000,000"),
        ("!odds 1d10 tn=twelve", "tn must be a whole number"),
    ],
)
def test_bad_odds_are_refused_in_one_line(tools: DbuTools, text: str, named: str) -> None:
    assert named in refusal(tools, text)


# --- sheet ----------------------------------------------------------------------------------

needs_examples = pytest.mark.skipif(EXAMPLES is None, reason="no examples folder")


def _values(reply: str) -> dict[str, int]:
    return {m[1]: int(m[2]) for m in re.finditer(r"^([A-Z][\w ]+): \*\*(\d+)\*\*", reply, re.M)}


def _labels(key: str) -> str:
    return LABELS.get(key) or key.replace("_", " ").capitalize()


@needs_examples
@pytest.mark.rule("dbu.play.aptitudes")
@pytest.mark.parametrize(("name", "form"), [("kale", None), ("goku", "Super Saiyan")])
def test_an_example_sheet_shows_the_clis_derived_values(
    tools: DbuTools, capsys: pytest.CaptureFixture[str], name: str, form: str | None
) -> None:
    assert EXAMPLES is not None
    path = EXAMPLES / f"{name}.yaml"
    argv = ["character", "show", str(path), "--json"] + (["--form", form] if form else [])
    report = json.loads(cli(argv, capsys))
    reply = one(tools, f"!sheet {name} {form or ''}")
    shown = _values(reply)
    keys = derive(load_sheet(path)).explained()
    assert shown == {_labels(key): report[key] for key in keys}
    assert reply.startswith(f"**{report['name']}**: {key_name(report['race'])}, ")
    assert len(reply) <= MAX_MESSAGE_CHARS


@needs_examples
def test_every_derived_value_has_a_readable_label() -> None:
    assert EXAMPLES is not None
    keys = derive(load_sheet(EXAMPLES / "kale.yaml")).explained()
    for key in keys:
        label = _labels(key)
        assert "_" not in label
        assert key in LABELS or key.endswith("_save")


@needs_examples
def test_examples_are_listed_and_found_by_name_or_file_name(tools: DbuTools) -> None:
    assert EXAMPLES is not None
    listing = one(tools, "!sheet")
    stems = sorted(p.stem for p in EXAMPLES.glob("*.yaml"))
    assert stems
    for stem in stems:
        assert stem in listing
    by_file = one(tools, "!sheet piccolo-jr")
    assert one(tools, "!sheet Piccolo Jr.") == by_file
    assert one(tools, "!sheet GOKU super saiyan") == one(tools, "!sheet goku Super Saiyan")


@needs_examples
def test_every_example_in_every_form_fits_one_message(tools: DbuTools) -> None:
    assert EXAMPLES is not None
    for path in sorted(EXAMPLES.glob("*.yaml")):
        sheet = load_sheet(path)
        for form in [None, *(f.name for f in sheet.forms if f.kind != "awakening")]:
            reply = one(tools, f"!sheet {path.stem} {form or ''}")
            assert reply.startswith("**"), reply
            assert len(reply) <= MAX_MESSAGE_CHARS


@needs_examples
def test_a_pasted_sheet_is_read_as_the_file_is(tools: DbuTools) -> None:
    assert EXAMPLES is not None
    text = (EXAMPLES / "goku.yaml").read_text(encoding="utf-8")
    pasted = one(tools, f"!sheet Super Saiyan\n```yaml\n{text}\n```")
    assert pasted == one(tools, "!sheet goku super saiyan")
    flow = (
        "{name: Bob, race: earthling, power_level: 4, attributes: {agility: 3, force: 3, "
        "tenacity: 5, scholarship: 3, insight: 3, magic: 3, personality: 3}}"
    )
    reply = one(tools, f"!sheet {flow}")
    assert _values(reply)["Life"] == derive(parse_sheet(flow, "sheet")).life.value


def test_user_text_in_a_sheet_is_escaped(tools: DbuTools) -> None:
    sheet = (
        "```\nname: '*Evil* <@123> @here'\nrace: earthling\npower_level: 2\n"
        "attributes: {agility: 3, force: 3, tenacity: 3, scholarship: 3, insight: 3, "
        "magic: 3, personality: 3}\n```"
    )
    reply = one(tools, f"!sheet {sheet}")
    assert reply.startswith("**\\*Evil\\* \\<@123\\> @\u200bhere**")
    assert "<@123>" not in reply
    assert "@here" not in reply


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("!sheet zed", "no example character 'zed'"),
        ("!sheet goku ssj", "Goku has no form 'ssj'"),
        ("!sheet goku saiyan potential", "is an Awakening"),
        ("!sheet ```yaml\nname: X", "not closed"),
        ("!sheet {name: X", "not closed"),
        ("!sheet ```\nname: [X\n```", "not valid YAML"),
        ("!sheet ```\n- 1\n```", "a mapping of fields to values"),
        (
            "!sheet ```\nname: X\nrace: saiyan\npower_level: 99\n```",
            "the pasted sheet: power\\_level = 99: should be less than or equal to",
        ),
        ("!sheet ```\n" + "a: 1\n" * 1000 + "```", f"the limit is {MAX_SHEET_CHARS:,}"),
    ],
)
def test_a_bad_sheet_is_refused_in_one_line_naming_the_field(
    tools: DbuTools, text: str, named: str
) -> None:
    if "goku" in text and EXAMPLES is None:
        pytest.skip("no examples folder")
    reason = refusal(tools, text)
    assert named in reason


def test_a_sheet_with_many_problems_counts_the_rest(tools: DbuTools) -> None:
    reason = refusal(tools, "!sheet ```\nname: X\nrace: elf\npower_level: 99\n```")
    assert reason.startswith("!sheet: the pasted sheet: race = 'elf'")
    assert re.search(r"\(and 2 more problems\)$", reason)


def test_a_broken_example_names_its_file_and_no_server_path(tmp_path: Path) -> None:
    (tmp_path / "broken.yaml").write_text("name: X\n", encoding="utf-8")
    (tmp_path / "notes.txt").write_text("not a sheet\n", encoding="utf-8")
    if EXAMPLES is not None:
        shutil.copy(EXAMPLES / "kale.yaml", tmp_path / "kale.yaml")
    tools = DbuTools(data=tmp_path)
    reason = refusal(tools, "!sheet broken")
    assert "broken.yaml" in reason
    assert str(tmp_path) not in reason
    listing = one(tools, "!sheet")
    assert "broken" in listing
    assert "notes" not in listing


def test_no_examples_folder_says_how_to_paste(tmp_path: Path) -> None:
    assert "Paste a sheet" in one(DbuTools(data=tmp_path), "!sheet")


# --- help and slash commands ----------------------------------------------------------------


def test_help_lists_every_command_with_its_usage(tools: DbuTools) -> None:
    [reply] = say(tools, "!help", interactive=True)
    assert reply.private_to == ANA.id
    assert [spec.name for spec in tools.commands()] == list(COMMANDS)
    for name in COMMANDS:
        assert f"`!{name}" in reply.text
    assert say(tools, "!help")[0].private_to is None


def test_slash_commands_take_text_parameters_the_required_first(tools: DbuTools) -> None:
    for spec in tools.commands():
        assert spec.description
        required = [req for _, _, req in spec.params]
        assert required == sorted(required, reverse=True)
        for name, description, _ in spec.params:
            assert re.fullmatch(r"[a-z]+", name)
            assert description


def test_a_slash_command_sent_as_its_values_in_order_works(tools: DbuTools) -> None:
    # /odds dice:1d10+ToP+4 against:"vs 1d10+ToP+3" options:tier=2
    reply = one(tools, "!odds 1d10+ToP+4 vs 1d10+ToP+3 tier=2")
    assert "Clash vs `1d10+ToP+3` at Tier 2" in reply


# --- anything typed -------------------------------------------------------------------------

WORDS = st.sampled_from(
    [
        "1d10",
        "+ToP",
        "tier=3",
        "tier=",
        "-t",
        "--tier",
        "vs",
        "tn=5",
        "difficulty=hard",
        "seed=1",
        "samples=10",
        "proficient",
        "goku",
        "kaioken",
        "```",
        "{",
        "}",
        "@everyone",
        "<@1>",
        "\n",
        "2d6kh1",
        "-1pd",
    ]
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    command=st.sampled_from([*COMMANDS, "ROLL", "fight"]),
    words=st.lists(st.one_of(WORDS, st.text(max_size=12)), max_size=8),
    interactive=st.booleans(),
)
def test_anything_typed_gets_one_reply_or_none_and_never_raises(
    command: str, words: list[str], interactive: bool
) -> None:
    tools = DbuTools()
    text = f"!{command} " + " ".join(words)
    replies = say(tools, text, interactive=interactive)
    if command.lower() not in COMMANDS:
        assert replies == []
        return
    assert len(replies) == 1
    reply = replies[0]
    assert len(reply.text) <= MAX_MESSAGE_CHARS
    assert reply.ping == ()
    assert "@everyone" not in reply.text
    assert not re.search(r"<@!?\d+>", reply.text)
    if reply.text.startswith(f"!{command.lower()}: "):
        assert "\n" not in reply.text
        assert reply.private_to == (ANA.id if interactive else None)


@settings(max_examples=100, deadline=None)
@given(text=st.text(max_size=300))
def test_random_text_never_raises(text: str) -> None:
    tools = DbuTools()
    for typed in (text, "!" + text, "!roll" + text, "!odds " + text, "!sheet " + text):
        replies = tools.handle(Incoming("test", "c", ANA, typed))
        assert len(replies) <= 1
        assert all(len(r.text) <= MAX_MESSAGE_CHARS for r in replies)
