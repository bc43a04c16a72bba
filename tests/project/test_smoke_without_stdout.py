"""Issue 40 item 3: ``daifugo-gui --smoke`` where there is no standard output (the windowed
bundle, the Windows gui-script pip makes) shows its result in a message box on the real
screen and logs it; the exit statuses are the documented ones."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from daifugo_gui import diagnostics
from daifugo_gui.ui import smoke

ROOT = Path(__file__).resolve().parents[2]

# The windowed program: no stdout at all. OK is pressed on the box (its exec returns).
_CHILD = """
import json, sys
from PySide6.QtWidgets import QMessageBox
seen = []
def pressed_ok(box):
    seen.append({"title": box.windowTitle(), "text": box.text(), "details": box.detailedText(),
                 "name": box.objectName()})
    return 0
QMessageBox.exec = pressed_ok
out, sys.stdout = sys.stdout, None
from daifugo_gui.ui.main import main
status = main(["daifugo-gui", "--smoke", "--journal", sys.argv[1]])
print(json.dumps({"status": status, "seen": seen}), file=out)
"""


def test_smoke_without_stdout_shows_a_box_and_logs_the_result(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT), "HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path), diagnostics.LOG_DIR_ENV: str(tmp_path / "logs")}
    done = subprocess.run([sys.executable, "-c", _CHILD, str(tmp_path / "j.jsonl")], env=env,
                          capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, done.stderr[-3000:]
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["status"] == 0
    [box] = result["seen"]
    assert box["name"] == "smoke_result" and box["title"] == "daifugo-gui --smoke"
    assert box["text"] == "smoke ok" and box["details"].startswith("smoke ok {")
    logged = (tmp_path / "logs" / diagnostics.LOG_NAME).read_text(encoding="utf-8")
    assert "daifugo_gui.smoke: smoke ok {" in logged


def test_without_stdout_the_smoke_run_keeps_the_real_screen(monkeypatch: pytest.MonkeyPatch) -> None:
    environ: dict[str, str] = {}
    monkeypatch.setattr(sys, "stdout", None)
    assert smoke.choose_smoke_platform(["daifugo-gui", "--smoke"], environ)
    assert "QT_QPA_PLATFORM" not in environ  # offscreen, nobody could press OK
    monkeypatch.undo()
    assert smoke.choose_smoke_platform(["daifugo-gui", "--smoke"], environ)
    assert environ["QT_QPA_PLATFORM"] == "offscreen"


def test_the_exit_statuses_are_documented() -> None:
    assert (smoke.EXIT_NO_WINDOW, smoke.EXIT_MISSING_FILES) == (3, 4)
    text = (ROOT / "docs" / "packaging.md").read_text(encoding="utf-8")
    section = text.split("### `--smoke` exit statuses", 1)[1].split("\n#", 1)[0]
    for status in ("| 0 |", "| 2 |", "| 3 |", "| 4 |"):
        assert status in section
