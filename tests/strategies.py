"""Hypothesis strategies that build dice expressions from the notation's grammar."""

from __future__ import annotations

from hypothesis import strategies as st


@st.composite
def dice_term(draw: st.DrawFn, max_count: int = 3) -> str:
    custom = draw(st.booleans()) if max_count else False
    if custom:
        faces = draw(st.lists(st.integers(-2, 4), min_size=2, max_size=4))
        count = draw(st.integers(1, 2))
        text = f"{count}d{{{','.join(map(str, faces))}}}"
        if draw(st.booleans()) and max(faces) > max(min(faces), 0):
            text += f"r{draw(st.integers(max(min(faces), 0), max(faces) - 1))}"
        return text
    sides = draw(st.sampled_from([2, 3, 4, 6, 10, 10]))
    count = draw(st.integers(1, max_count))
    text = f"{count}d{sides}"
    keep = draw(st.sampled_from(["", "", "kh", "kl", "both"]))
    if keep and count > 1:
        k = draw(st.integers(1, count))
        text += f"kh{k}kl{k}" if keep == "both" else f"{keep}{k}"
    if sides == 10:
        if draw(st.booleans()):
            text += f"c{draw(st.integers(7, 10))}"
        if draw(st.booleans()):
            text += f"b{draw(st.integers(1, 3))}"
        if draw(st.integers(0, 4)) == 0:
            text += "s"
    if draw(st.integers(0, 3)) == 0:
        text += f"r{draw(st.integers(1, sides - 1))}"
    return text


@st.composite
def small_expression(draw: st.DrawFn) -> str:
    """Expressions small enough to enumerate every outcome by brute force."""
    parts: list[str] = []
    for index in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["dice", "dice", "const", "top", "scaled"]))
        sign = "+" if index == 0 or draw(st.booleans()) else "-"
        if kind == "dice":
            body = draw(dice_term())
        elif kind == "const":
            body = str(draw(st.integers(0, 6)))
        elif kind == "top":
            body = "ToP"
        else:
            body = f"{draw(st.integers(1, 2))}{draw(st.sampled_from(['(T)', '(bT)']))}"
        parts.append(("" if index == 0 and sign == "+" else sign) + body)
    removal = draw(st.sampled_from(["", "", "", "-1pd", "-1dd", "-2pd"]))
    return "".join(parts) + removal
