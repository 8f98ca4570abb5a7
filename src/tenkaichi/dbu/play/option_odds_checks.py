"""The odds of options that roll a check or a Saving Throw against a known number.

Every such roll goes through :func:`tenkaichi.dbu.combat.rules.checks.roll_check` (the d10, the
Tier of Power Extra Dice, the bonus, Critical and Botch), so its exact chance is
:func:`tenkaichi.dbu.combat.rules.checks.pass_chance` with the same parts and Critical cut the
engine rolls with. The options, by kind:

- ``transform``: the Stress Test against the Form's requirement (transformations.py);
- ``recover`` with Condition Recovery: the Steadfast Check (reactions.py), which an Exploit
  that hits also fails;
- dbu-1 ``treatment``: a Medicine Check, TN Hard (editions/dbu1/maneuvers.py);
- dbu-1 ``intervene_attempt``: an Impulsive Save, TN Medium (editions/dbu1/reactions.py);
- ``duel_escape``: dbu-1's Impulsive Save, TN Hard; otherwise an Impulsive Clash against the
  duelist who started the Duel (duel.py), the defender winning ties;
- ``find_item``: a Perception Check of the lost item's Difficulty (items.py);
- ``toss``: the catcher's Apprentice Perception Check (items.py);
- dbu-1 ``terrify``: Intimidation against the target's Intuition (+1d4 against a stronger or
  transformed target), the target winning ties: the chance the target fails;
- dbu-1 ``detect_holding_back``: Clairvoyance against the target's Concealment, the target
  winning ties (editions/dbu1/holding_back.py);
- dbu-1 ``sense``: one Clairvoyance roll against every Opponent's Concealment: the chance to
  find every hidden Opponent (or, with none hidden, to beat every Concealment).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tenkaichi.dbu.combat.core.state import Fighter, Option
from tenkaichi.dbu.combat.rules import checks, rolls, stats
from tenkaichi.dbu.combat.rules.damage import steadfast_tn
from tenkaichi.dbu.combat.rules.edition import is_edition
from tenkaichi.dbu.play.option_odds import OptionOdds, p_beats
from tenkaichi.dbu.play.option_odds_clash import clash_probs, cut_probs

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

OddsFn = Callable[["Encounter", Fighter, Option], OptionOdds | None]
Dist = tuple[int, tuple[float, ...]]


def _legacy(enc: Encounter) -> bool:
    return is_edition(enc, "dbu-1")


def check_chance(
    enc: Encounter, f: Fighter, parts: rolls.Parts, needed: int, critical_cut: int = 0
) -> float:
    """The exact chance that ``f``'s check with these parts scores ``needed`` or more."""
    return float(checks.pass_chance(enc, f, parts, needed, critical_cut=critical_cut))


def _tn(enc: Encounter, f: Fighter, difficulty: str) -> int:
    from tenkaichi.dbu.combat.editions.dbu1.checks import tn

    return tn(enc, f, difficulty)


def _save(enc: Encounter, f: Fighter, save: str, difficulty: str) -> OptionOdds:
    parts, cut = checks.save_parts(enc, f, save)
    p = check_chance(enc, f, parts, _tn(enc, f, difficulty), cut)
    return OptionOdds(p, f"pass the {save.title()} Save")


def _skill(enc: Encounter, f: Fighter, skill: str, needed: int, what: str = "") -> OptionOdds:
    parts, cut = checks.skill_parts(enc, f, skill)
    return OptionOdds(
        check_chance(enc, f, parts, needed, cut), what or f"pass the {skill.title()} Check"
    )


def _exploit_note(enc: Encounter, f: Fighter, reach: str) -> str:
    """ "if no Exploit hits" when an Opponent could Exploit the maneuver (``reach`` as in
    ``reactions.provoke``: "adjacent" or "not_long_range")."""
    if reach == "adjacent":
        near = any(enc.distance(o, f) <= 1 for o in enc.opponents(f))
    else:
        near = any(enc.distance(o, f) < enc.settings.long_range for o in enc.opponents(f))
    return "if no Exploit hits" if near else ""


def _transform(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    from tenkaichi.dbu.combat.families.transformations import transformations as tr

    form = tr.sheet_form(enc, f, option.args["form"])
    needed, _ = tr.requirement(enc, f, form)
    p = check_chance(enc, f, tr.stress_bonus(enc, f), needed)
    long = form.aspect_level("long_transformation")
    note = _exploit_note(enc, f, "adjacent" if long == 1 else "not_long_range") if long else ""
    return OptionOdds(p, "pass the Stress Test", note=note)


def _recover(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    if option.args.get("mode") != "condition":
        return None
    p = check_chance(enc, f, [], steadfast_tn(enc, f)[0])
    return OptionOdds(p, "pass the Steadfast Check", note=_exploit_note(enc, f, "not_long_range"))


def _treatment(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    return _skill(enc, f, "medicine", _tn(enc, f, "hard")) if _legacy(enc) else None


def _intervene_attempt(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    return _save(enc, f, "impulsive", "medium") if _legacy(enc) else None


def _duel_escape(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    from tenkaichi.dbu.combat.families.duel.duel import DuelFrame

    if _legacy(enc):
        return _save(enc, f, "impulsive", "hard")
    frame = enc.state.stack[-1] if enc.state.stack else None
    if not isinstance(frame, DuelFrame) or frame.attacker != f.id:
        return None
    mine = clash_probs(enc, f, "impulsive", [])
    theirs = clash_probs(enc, enc.fighter(frame.initiator), "impulsive", [])
    return OptionOdds(p_beats(mine, theirs), "win the Clash")


def _find_item(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    category = enc.settings.lost_item_difficulty
    return _skill(enc, f, "perception", checks.skill_tn(enc, f, category))


def _toss(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    catcher = enc.fighter(option.args["to"])
    return _skill(enc, catcher, "perception", checks.skill_tn(enc, catcher, "apprentice"), "caught")


def _check_probs(
    enc: Encounter, f: Fighter, skill: str, extra_dice: str = ""
) -> tuple[int, tuple[float, ...]]:
    """The exact Dice Score distribution of ``f``'s check of ``skill`` (``roll_check``)."""
    parts, cut = checks.skill_parts(enc, f, skill)
    dice = checks.dice_of(enc, f) + (f"+{extra_dice}" if extra_dice else "")
    tier, base = stats.tier(enc, f), stats.base_tier(enc, f)
    return cut_probs(dice, rolls.total(parts), tier, base, cut)


def _terrify(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    from tenkaichi.dbu.combat.editions.dbu1.maneuvers import terrify_dice

    if not _legacy(enc):
        return None
    t = enc.fighter(option.args["target"])
    mine = _check_probs(enc, f, "intimidation")
    theirs = _check_probs(enc, t, "intuition", terrify_dice(enc, f, t))
    return OptionOdds(p_beats(mine, theirs), "Terrify works")


def _below_all(mine: Dist, theirs: list[Dist]) -> float:
    """P(one roll of ``mine`` beats every one of the independent rolls ``theirs``)."""
    m_off, m_p = mine
    out = 0.0
    for i, p in enumerate(m_p):
        value, all_below = m_off + i, p
        for t_off, t_p in theirs:
            all_below *= sum(t_p[: max(0, min(len(t_p), value - t_off))])
        out += all_below
    return out


def _detect(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    if not _legacy(enc):
        return None
    t = enc.fighter(option.args["target"])
    mine = _check_probs(enc, f, "clairvoyance")
    return OptionOdds(_below_all(mine, [_check_probs(enc, t, "concealment")]), "see through it")


def _sense(enc: Encounter, f: Fighter, option: Option) -> OptionOdds | None:
    if not _legacy(enc) or not enc.opponents(f):
        return None
    hidden = [o for o in enc.opponents(f) if stats.has(o, "hidden")]
    theirs = [_check_probs(enc, o, "concealment") for o in hidden or enc.opponents(f)]
    what = "find every hidden Opponent" if hidden else "beat every Concealment"
    return OptionOdds(_below_all(_check_probs(enc, f, "clairvoyance"), theirs), what)


BY_OPTION: dict[str, OddsFn] = {
    "transform": _transform,
    "recover": _recover,
    "treatment": _treatment,
    "intervene_attempt": _intervene_attempt,
    "duel_escape": _duel_escape,
    "find_item": _find_item,
    "toss": _toss,
    "terrify": _terrify,
    "detect_holding_back": _detect,
    "sense": _sense,
}
"""The odds of an option by its kind, in whichever decision it is offered."""

__all__ = ["BY_OPTION", "check_chance"]
