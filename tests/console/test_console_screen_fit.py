"""Issue 27: every window fits common laptop screens (1366×768, 1280×800) at 100 % and
150 %, and at 200 % nothing lies outside the screen (the pages scroll instead).

Each case opens the main window (a game running), the new-game dialog and the audience
display in English and Japanese on a virtual screen of that size, in a subprocess
(Qt's offscreen platform with a screen configuration, ``QT_SCALE_FACTOR`` for the scale):
tests/screen_fit_probe.py reports every visible widget whose visible part leaves the
screen, each page or dialog that needs a horizontal scrollbar, and a clock cut short.
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


@pytest.mark.slow
def test_windows_scale_at_150_percent(tmp_path: Path) -> None:
    report = probe(tmp_path, 1366, 768, 1.5)
    assert report["outside"] == [] and report["scrollbars"] == []


@pytest.mark.slow
@pytest.mark.parametrize(("width", "height"), [(1366, 768), (1280, 800)])
def test_nothing_leaves_the_screen_at_200_percent(tmp_path: Path, width: int, height: int) -> None:
    report = probe(tmp_path, width, height, 2)
    assert report["outside"] == []  # the pages scroll inside windows that fit
