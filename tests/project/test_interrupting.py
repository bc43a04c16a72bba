"""A program that ignores Ctrl-C fails its test and does not outlive it (tests/interrupting.py)."""

from __future__ import annotations

import subprocess
import sys

import pytest
from interrupting import interrupt

DEAF = "import signal, time; signal.signal(signal.SIGINT, signal.SIG_IGN); print('up', flush=True); time.sleep(600)"


def test_a_program_deaf_to_ctrl_c_fails_the_test_and_is_ended() -> None:
    process = subprocess.Popen([sys.executable, "-c", DEAF], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert process.stdout is not None and process.stdout.readline() == "up\n"  # Ctrl-C is ignored from here
    with pytest.raises(subprocess.TimeoutExpired):
        interrupt(process, timeout=0.5)
    assert process.returncode is not None  # ended by SIGTERM, not left running


def test_a_program_that_stops_on_ctrl_c_gives_its_output() -> None:
    code = "import time\ntry:\n print('up', flush=True)\n time.sleep(600)\nexcept KeyboardInterrupt:\n print('stopped')"
    process = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert process.stdout is not None and process.stdout.readline() == "up\n"  # the Ctrl-C meets the sleep
    out, _err = interrupt(process, timeout=30)
    assert out == "stopped\n" and process.returncode == 0
