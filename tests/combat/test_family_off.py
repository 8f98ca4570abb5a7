"""A maneuver family that no other module imports can be switched off on its own: take its
modules out of ``content.MODULES`` and its hooks out of ``hook_order.py``, and the engine
loads and plays without it (docs/architecture.md). Checked on a copy of the source, with the
Triggered family taken out, in a process of its own."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PLAY = """
import sys
from pathlib import Path
from tenkaichi.dbu.combat.core.engine import Encounter
from tenkaichi.dbu.combat.core.setup import load_encounter
from tenkaichi.dbu.play.bots import GreedyBot, run_fight

examples = Path(sys.argv[1])
setup = load_encounter(examples / "encounters" / "mirror-3v3.yaml", library=[examples])
bots = {side: GreedyBot() for side in {f.side for f in setup.fighters}}
enc = run_fight(Encounter.start(setup, 3), bots)
kinds = {c.get("kind") for c in enc.choices if isinstance(c, dict)}
loaded = any(name.startswith("tenkaichi.dbu.combat.families.triggered") for name in sys.modules)
print(enc.over, "triggered" in kinds, loaded)
"""


def _play(src: Path) -> str:
    done = subprocess.run(
        [sys.executable, "-c", PLAY, str(ROOT / "examples")],
        capture_output=True,
        text=True,
        timeout=300,
        env={"PYTHONPATH": str(src), "PATH": "/usr/bin:/bin"},
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout.strip()


def test_the_engine_plays_with_the_triggered_family_switched_off(tmp_path: Path) -> None:
    src = tmp_path / "src"
    shutil.copytree(ROOT / "src" / "tenkaichi", src / "tenkaichi")
    combat = src / "tenkaichi" / "dbu" / "combat"
    content = combat / "content.py"
    text, taken = re.subn(
        r'^    "families\.triggered\.\w+",\n', "", content.read_text(), flags=re.M
    )
    assert taken == 2  # the family's two modules
    content.write_text(text)
    order = combat / "hook_order.py"
    text, taken = re.subn(r'\s*"families\.triggered\.[\w.]+",', "", order.read_text())
    assert taken > 5
    order.write_text(text)
    assert _play(src) == "True False False"  # the fight ends; no Triggered option, no module
    assert _play(ROOT / "src") == "True False True"  # the whole engine loads the family
