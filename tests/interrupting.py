"""Stopping a program a test started, as a user at the terminal does: Ctrl-C.

A program that does not stop must fail its test and still not outlive it: a server left
running (a `daifugo server` with its PostgreSQL, a `daifugo web`) holds its port and its
files for the rest of the run and beyond. Seen when three such tests failed: their
programs were still running an hour later.
"""

from __future__ import annotations

import signal
import subprocess


def interrupt(process: subprocess.Popen[str], timeout: float) -> tuple[str, str]:
    """Ctrl-C to ``process``, then its output once it has ended. Past ``timeout`` it is told
    to end (SIGTERM: the servers stop what they started), then killed, and the timeout is
    raised, so the test fails."""
    process.send_signal(signal.SIGINT)
    try:
        return process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.terminate()
        try:
            process.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.communicate()
        raise
