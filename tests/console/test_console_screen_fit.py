"""Issue 27: every window fits common laptop screens (1366×768, 1280×800) at 100 %, 150 %
and 200 %: nothing lies outside the screen, nothing needs sideways scrolling, and the
console's main controls are in view without scrolling.

Each case opens the main window (a game running), the new-game dialog and the audience
display in English and Japanese on a virtual screen of that size, in a subprocess
(Qt's offscreen platform with a screen configuration, ``QT_SCALE_FACTOR`` for the scale):
tests/screen_fit_probe.py reports every visible widget whose visible part leaves the
screen, each page or dialog that needs a horizontal scrollbar, a clock cut short, and
each main control of the console the page would have to scroll to.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROBE = Path(__file__).parents[1] / "screen_fit_probe.py"


def probe(tmp_path: Path, width: int, height: int, scale: float) -> dict:
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({
        "windowFrameMargins": True,
        "screens": [{"name": "laptop", "x": 0, "y": 0, "width": width, "height": height,
                     "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}],
    }))
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               QT_SCALE_FACTOR=str(scale), HOME=str(tmp_path))
    env.pop("QT_FONT_DPI", None)
    done = subprocess.run([sys.executable, str(PROBE)], env=env, capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["screen"][2:] == [round(width / scale), round(height / scale)]  # the screen really is that
    return report


@pytest.mark.parametrize(("width", "height"), [(1366, 768), (1280, 800)])
def test_windows_fit_laptop_screens_at_100_percent(tmp_path: Path, width: int, height: int) -> None:
    report = probe(tmp_path, width, height, 1)
    assert report["outside"] == []
    assert report["scrollbars"] == []  # nothing cut, no sideways scrolling
    assert report["controls"] == []  # verdict, clocks, play field and palette in view


@pytest.mark.slow
def test_windows_scale_at_150_percent(tmp_path: Path) -> None:
    report = probe(tmp_path, 1366, 768, 1.5)
    assert report["outside"] == [] and report["scrollbars"] == [] and report["controls"] == []


@pytest.mark.slow
@pytest.mark.parametrize(("width", "height"), [(1366, 768), (1280, 800)])
def test_windows_fit_at_200_percent_with_the_judges_controls_in_view(tmp_path: Path, width: int, height: int) -> None:
    """683×384 (or 640×400) points: the console goes compact (ui/console/compact.py), the
    new-game dialog puts its columns in tabs; nothing scrolls sideways, and the verdict,
    both clocks, the play field, Judge and the palette are in view without scrolling, also
    after a foul. Only the secondary panes (table, undo history) are scrolled to."""
    report = probe(tmp_path, width, height, 2)
    assert report["outside"] == []
    assert report["scrollbars"] == []
    assert report["controls"] == []
