"""The battlefield as SVG: valid XML, every piece on it, names escaped."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from tenkaichi.table.grid import svg
from tenkaichi.table.present import grid_model

from .present_helpers import finished, play, setups

NS = "{http://www.w3.org/2000/svg}"
HOSTILE = "<script>alert(\"x\")</script> & 'Vegeta' </svg>"


def test_the_grid_of_seeded_fights_is_valid_svg_with_every_fighter() -> None:
    for name, setup in setups():
        for i, enc in enumerate(play(setup, 1, limit=60)):
            if i % 20:
                continue
            model = grid_model(enc)
            root = ET.fromstring(svg(model))
            assert root.tag == f"{NS}svg"
            titles = [t.text or "" for t in root.iter(f"{NS}title")]
            for f in enc.state.fighters:
                if not f.departed:
                    assert any(t.startswith(f.id + " (side") for t in titles), (name, f.id)
            acting = [g for g in root.iter(f"{NS}circle") if g.get("stroke") == "#d4a017"]
            assert len(acting) == (0 if enc.over else 1)


def test_features_items_and_vehicles_are_drawn() -> None:
    enc = finished("dbu-2 wasteland", 1)
    model = grid_model(enc)
    root = ET.fromstring(svg(model))
    groups = [g.get("class") for g in root.iter(f"{NS}g")]
    assert groups.count("feature") == len(model["features"]) > 0
    assert groups.count("item") == len(model["items"])
    assert groups.count("vehicle") == len(model["vehicles"])
    assert groups.count("fighter") == len(model["fighters"])


def test_hostile_names_stay_text() -> None:
    model = {
        "width": 4,
        "height": 3,
        "fighters": [
            {
                "name": HOSTILE,
                "initials": "<s",
                "side": "A\"'",
                "colour": "#123456",
                "x": 0,
                "y": 0,
                "size": 2,
                "acting": True,
                "defeated": False,
            }
        ],
        "features": [{"name": HOSTILE, "x": 3, "y": 0, "size": 1, "hardness": 2}],
        "items": [{"name": HOSTILE, "x": 3, "y": 2}],
        "vehicles": [{"name": HOSTILE, "x": 2, "y": 1, "size": 2}],
    }
    text = svg(model)
    root = ET.fromstring(text)
    assert not [e for e in root.iter() if e.tag.endswith("script")]
    titles = [t.text for t in root.iter(f"{NS}title")]
    assert titles.count(HOSTILE) == 2  # the item and the vehicle, exactly as written
    assert f"{HOSTILE} (side A\"')" in titles
    assert "<script>" not in text
