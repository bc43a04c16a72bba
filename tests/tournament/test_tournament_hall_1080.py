"""The hall display on the projector it is made for (issue 39 item 6): a 1920×1080
screen, opened full screen as the console opens it, in a subprocess whose virtual
screen really is that size (the other hall tests resize a window on a laptop-sized one).
Rows are at least 40 pixels high and the pages, turned by the display, show every
player once."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROBE = Path(__file__).parents[1] / "hall_probe.py"


def probe(tmp_path: Path, players: int) -> dict:
    config = tmp_path / "projector.json"
    config.write_text(json.dumps({
        "windowFrameMargins": False,
        "screens": [{"name": "projector", "x": 0, "y": 0, "width": 1920, "height": 1080,
                     "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}],
    }))
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               HOME=str(tmp_path))
    env.pop("QT_SCALE_FACTOR", None)
    env.pop("QT_FONT_DPI", None)
    shot = tmp_path / f"hall-{players}.png"
    done = subprocess.run([sys.executable, str(PROBE), str(players), str(shot)], env=env, capture_output=True,
                          text=True, timeout=240)
    assert done.returncode == 0, done.stderr[-2000:]
    assert shot.exists()  # a picture of the first page, to look at
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.slow
@pytest.mark.parametrize("players", [40, 103])
def test_the_hall_display_on_a_1920_by_1080_projector(tmp_path: Path, players: int) -> None:
    report = probe(tmp_path, players)
    assert report["screen"] == [1920, 1080]
    assert report["window"] == [1920, 1080] and report["full_screen"]
    everyone = {f"選手{i:03d} 𠮷田" for i in range(players)}
    for key in ("standings", "seats"):
        shown = report[key]
        assert shown["font_px"] >= 40 and shown["ink_px"] >= 30
        assert min(shown["row_heights"]) >= 40
        assert not shown["cut"]
        total = -(-players // shown["per_page"])
        assert total > 1  # too many for one page at that size
        cycle, again = shown["pages"][:total], shown["pages"][total]
        seen = [name for page in cycle for name in page]
        assert sorted(seen) == sorted(everyone) and len(seen) == players  # every player, once
        assert again == cycle[0]  # after the last page, the first again
        assert [t.split()[-1] for t in shown["titles"][:total + 1]] == \
            [f"{i}/{total}" for i in range(1, total + 1)] + [f"1/{total}"]
