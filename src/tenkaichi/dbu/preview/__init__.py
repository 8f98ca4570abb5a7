"""Preview a fight: play an encounter many times with bots before the game, and read who
is likely to win (with a 95% interval), how long it lasts, who falls first, and each
fighter's most used options and most damaging attacks.

``run_preview(setup, runs=1000)`` plays the fights (``workers`` processes, ``progress`` and
``cancel`` for a long preview) and returns a :class:`PreviewResult`: ``to_json()`` for
programs (its keys are listed in :mod:`tenkaichi.dbu.preview.result`), ``summary_lines(result)``
for people. The numbers depend only on (setup, runs, seed, bot), never on the workers.
"""

from __future__ import annotations

from tenkaichi.dbu.preview.result import PreviewResult
from tenkaichi.dbu.preview.run import PreviewError, run_preview
from tenkaichi.dbu.preview.text import summary_lines

__all__ = ["PreviewError", "PreviewResult", "run_preview", "summary_lines"]
