"""A test that meets a real modal dialog fails within its time limit instead of hanging the
run (issue 37, item 7): pytest-timeout, configured in pyproject.toml to end a stuck test
from a thread, since a Qt modal's nested event loop never lets a Python signal handler run."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

HANGING = '''
from PySide6.QtWidgets import QMessageBox


def test_meets_a_real_modal(qapp):
    QMessageBox(QMessageBox.Icon.Question, "Question", "Nobody answers this").exec()
'''


def test_a_test_stuck_in_a_modal_dialog_fails_and_names_itself(tmp_path: Path) -> None:
    test_file = tmp_path / "test_stuck.py"
    test_file.write_text(HANGING, encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    # The project's own configuration (its timeout method), with a limit of seconds, not minutes.
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-c", str(ROOT / "pyproject.toml"),
         "--rootdir", str(tmp_path), "-o", "timeout=5", str(test_file)],
        capture_output=True, text=True, timeout=240, env=env, cwd=tmp_path,
    )
    out = run.stdout + run.stderr
    assert run.returncode != 0
    assert "Timeout" in out and "test_meets_a_real_modal" in out
