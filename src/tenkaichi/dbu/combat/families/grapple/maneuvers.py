"""The Grapple maneuvers as a turn offers them (seed 001): Grapple [1/Round], 1 Action (a
target in Melee Range, not while in a Grapple; by the tail if it has one), and, in a Grapple,
End (Instant, the Grappler's turn), Launch and Pin (the Grappler, 1 Action each, [1/Round]),
Escape (the Grappled, 1+ Actions) and Escape a Pin. Each is paid when declared and resolved in
:mod:`~tenkaichi.dbu.combat.families.grapple.checks`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tenkaichi.dbu.combat.core import hooks
from tenkaichi.dbu.combat.core.state import Effect, Expiry, Fighter, Option
from tenkaichi.dbu.combat.families.grapple.checks import GrappleFrame
from tenkaichi.dbu.combat.families.grapple.holds import end, grapple_of, has_tail, other
from tenkaichi.dbu.combat.families.phrases import kept, uses
from tenkaichi.dbu.combat.rules import stats
from tenkaichi.dbu.combat.rules.costs import mark_used, pay_standard, within_limits
from tenkaichi.i18n.catalogue import Arg, Msg, Term

if TYPE_CHECKING:
    from tenkaichi.dbu.combat.core.engine import Encounter

GRAPPLE = Term("Grapple")

# --- the options ---------------------------------------------------------------------------


def _grapple_targets(enc: Encounter, f: Fighter) -> list[Fighter]:
    pool = enc.opponents(f)
    if enc.settings.grapple_allies:
        pool += enc.allies(f)
    return [t for t in enc.in_initiative_order(pool) if enc.in_melee(f, t)]


def _turn_options(enc: Encounter, f: Fighter) -> list[Option]:
    out: list[Option] = []
    g = grapple_of(enc, f.id)
    acting = f.actions > 0 and not f.defeated
    if g is None:
        # "no_grapple": the Powerbomb Advantage's ban until the start of the next turn
        if acting and within_limits(enc, f, "grapple") and not stats.has(f, "no_grapple"):
            for t in _grapple_targets(enc, f):
                held = grapple_of(enc, t.id)
                note = Msg.of("dbu-grapple-first-clash", fighter=held.grappler) if held else ""
                said: dict[str, Arg] = {"grapple": GRAPPLE, "target": t.id, "note": note}
                out.append(
                    Option(
                        "grapple",
                        Msg.of("dbu-grapple-option", **said),
                        {"target": t.id, "tail": False},
                    )
                )
                if has_tail(enc, t):
                    out.append(
                        Option(
                            "grapple",
                            Msg.of("dbu-grapple-tail-option", **said),
                            {"target": t.id, "tail": True},
                        )
                    )
        return out
    partner = enc.fighter(other(g, f.id))
    if g.grappler == f.id:
        if not f.last_instant:
            out.append(Option("grapple_end", Msg.of("dbu-grapple-end-option", target=partner.id)))
        if acting and within_limits(enc, f, "launch"):
            out.append(
                Option(
                    "launch",
                    Msg.of("dbu-grapple-launch-option", launch=Term("Launch"), target=partner.id),
                )
            )
        if acting and within_limits(enc, f, "pin") and not g.pinned:
            out.append(
                Option("pin", Msg.of("dbu-grapple-pin-option", pin=Term("Pin"), target=partner.id))
            )
        return out
    if acting and within_limits(enc, f, "escape_grapple"):
        most = enc.settings.grapple_escape_max_actions or f.actions
        out += [
            Option(
                "grapple_escape",
                Msg.of(
                    "dbu-grapple-escape-option",
                    n=n,
                    count=str(n),
                    more=Msg.of("dbu-grapple-escape-more", more=str(n - 1)) if n > 1 else "",
                ),
                {"actions": n},
            )
            for n in range(1, min(most, f.actions) + 1)
        ]
        if g.pinned:
            out.append(
                Option("escape_pin", Msg.of("dbu-grapple-escape-pin-option", target=partner.id))
            )
    return out


hooks.REGISTRY.turn_options.append(_turn_options)


# --- declaring -----------------------------------------------------------------------------


def _declare(enc: Encounter, f: Fighter, maneuver: str, actions: int, **kw: Any) -> None:
    mid = {"grapple": "grapple", "escape": "escape_grapple"}.get(maneuver, maneuver)
    pay_standard(enc, f, mid, actions)
    enc.state.stack.append(GrappleFrame(actor=f.id, maneuver=maneuver, **kw))


@hooks.turn_answer("grapple")
def _answer_grapple(enc: Encounter, f: Fighter, option: Option) -> None:
    enc.emit("maneuver", f.id, uses(f.id, option.said), maneuver="grapple", **option.args)
    _declare(enc, f, "grapple", 1, target=option.args["target"], tail=bool(option.args["tail"]))


@hooks.turn_answer("grapple_escape")
def _answer_escape(enc: Encounter, f: Fighter, option: Option) -> None:
    n = int(option.args["actions"])
    g = grapple_of(enc, f.id)
    assert g is not None
    enc.emit("maneuver", f.id, uses(f.id, option.said), maneuver="escape_grapple", actions=n)
    if n > 1:
        stats.add_effect(
            enc,
            f,
            Effect(
                "escape_effort",
                kept("Escaping a Grapple", Msg.of("dbu-grapple-escaping")),
                Expiry("end", f.id),
                value=(n - 1) * stats.tier(enc, f),
            ),
            announce=False,
        )
    _declare(enc, f, "escape", n, target=g.grappler)


def _simple(maneuver: str) -> hooks.TurnAnswer:
    def answer(enc: Encounter, f: Fighter, option: Option) -> None:
        g = grapple_of(enc, f.id)
        assert g is not None
        enc.emit("maneuver", f.id, uses(f.id, option.said), maneuver=maneuver)
        _declare(enc, f, maneuver, 1, target=other(g, f.id))

    return answer


for _kind in ("launch", "pin", "escape_pin"):
    hooks.REGISTRY.turn_answers[_kind] = _simple(_kind)


@hooks.turn_answer("grapple_end")
def _answer_end(enc: Encounter, f: Fighter, option: Option) -> None:
    g = grapple_of(enc, f.id)
    assert g is not None
    mark_used(f, "end_grapple")
    f.last_instant = True
    f.turn_maneuvers += 1
    enc.emit(
        "maneuver", f.id, Msg.of("dbu-grapple-ends-instant", fighter=f.id), maneuver="end_grapple"
    )
    end(enc, g, Msg.of("dbu-grapple-lets-go", fighter=f.id))
