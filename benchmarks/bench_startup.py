"""Start-up figures (issues 16 and 29): what a judge waits for before anything shows.

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python benchmarks/bench_startup.py [--runs 7]

- the console (``daifugo-gui``, offscreen) against a bare PySide6 window, both started
  the same way and stopped at their first paint: the CPU each process spent until then
  (interpreter start included) and the wall time until it painted. Goal: the console's
  CPU ≤ 4× the bare window's, first paint ≤ 0.5 s on a quiet 2-core machine.
- ``daifugo judge "5 7" --json``: the whole process against a bare interpreter.

The console and the bare window run in turn, a pair at a time, so a busy moment of the
machine falls on both halves of a pair. The start-up figure is the pair whose ratio is the
median of the pairs' (the lower of the two middle ones for an even count), for CPU and for
wall time each; the least of each side was used before, and a bare window that once
started in an unusually quiet moment (0.20 CPU-s against its usual 0.3) pushed the CPU
ratio over its limit with the console unchanged. The `daifugo judge` figure is the least
of its runs (a shared machine only adds time). The console's start-up fails its check past ×3
the bare window's CPU (``LIMIT``) or ×4 its wall time to the first paint (``WALL_LIMIT``). The children run with
their bytecode cached (in a temporary ``PYTHONPYCACHEPREFIX``, warmed by one untimed run
of each), as an installed console does: pip and the bundle ship compiled modules, while a
shell with ``PYTHONDONTWRITEBYTECODE`` set would otherwise have every run compile the
whole package from source and time that instead.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.common import Figure, emit, load_average  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent

# Issue 40: the console's CPU to its first paint was ×2.3-2.9 a bare window with a label;
# past ×3 the check fails. Its wall time to the first paint (the judge waits for it) may
# be ×4 the bare window's; ×2.4 today on a quiet machine.
LIMIT = 3.0
WALL_LIMIT = 4.0
JUDGE_LIMIT = 10.0  # the whole `daifugo judge` process: ×3.5-5.5 a bare interpreter's CPU

# Both children note the CPU of the process and the (system-wide) monotonic clock at their
# first paint event, then report them and quit. Noted at the paint itself: work the program
# queued for after showing its window (the console's autosave claim) may run before the
# report, and is not part of the first paint.
_PAINT_PROBE = r"""
import json, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

class FirstPaint(QObject):
    done = False
    def eventFilter(self, watched, event):
        if not FirstPaint.done and event.type() == QEvent.Type.Paint and isinstance(watched, QWidget):
            FirstPaint.done = True
            FirstPaint.seen = {"cpu": time.process_time(), "at": time.monotonic()}
            QTimer.singleShot(0, report)
        return False

def report():
    print("painted " + json.dumps(FirstPaint.seen), flush=True)
    QApplication.instance().exit(0)

def watch(app):
    probe = FirstPaint(app)
    app.installEventFilter(probe)
    app._first_paint_probe = probe
"""

BARE = _PAINT_PROBE + r"""
from PySide6.QtWidgets import QLabel, QMainWindow
app = QApplication(sys.argv[:1])
watch(app)
window = QMainWindow()
window.setCentralWidget(QLabel("Prime Daifugo"))
window.resize(1280, 800)
window.show()
sys.exit(app.exec())
"""

CONSOLE = _PAINT_PROBE + r"""
import PySide6.QtWidgets as widgets
_made = widgets.QApplication.__init__
def _init(self, *args, **kwargs):  # watch the console's own QApplication from its birth
    _made(self, *args, **kwargs)
    watch(self)
widgets.QApplication.__init__ = _init
from daifugo_gui.ui.main import main
sys.exit(main(["daifugo-gui", "--journal", sys.argv[1]]))
"""


def first_paint(script: str, home: str) -> tuple[float, float]:
    """(CPU seconds of the child until its first paint, wall seconds until then)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": home, "XDG_CONFIG_HOME": home,
           "PYTHONPATH": str(ROOT), "PYTHONPYCACHEPREFIX": str(Path(home) / "bytecode")}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    start = time.monotonic()
    proc = subprocess.Popen([sys.executable, "-c", script, str(Path(home) / "j.jsonl")],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.startswith("painted "):
            seen = json.loads(line.split(" ", 1)[1])
            wall = float(seen["at"]) - start
            cpu = float(seen["cpu"])
            break
    else:
        proc.wait(timeout=30)
        raise RuntimeError(f"the window did not paint (exit {proc.returncode})")
    proc.wait(timeout=30)
    return cpu, wall


def process_cpu(argv: list[str]) -> float:
    """CPU seconds (user + system) of a whole child process."""
    before = os.times()
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after = os.times()
    return (after.children_user - before.children_user) + (after.children_system - before.children_system)


def median_pair(pairs: list[tuple[float, float]]) -> tuple[float, float]:
    """The (measured, baseline) pair whose ratio is the median of the pairs' ratios (the
    lower middle one for an even count): a code slowdown is in every pair, one quiet or
    busy moment moves one pair only."""
    ranked = sorted(pairs, key=lambda pair: pair[0] / pair[1])
    return ranked[(len(ranked) - 1) // 2]


def main(argv: list[str] | None = None) -> list[Figure]:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args(argv)
    runs = max(1, args.runs)
    with tempfile.TemporaryDirectory() as home:
        first_paint(BARE, home)  # warm the disk cache and the bytecode for both
        first_paint(CONSOLE, home)
        bare, console = [], []
        for _ in range(runs):  # in turn, so a busy minute on the machine falls on both
            bare.append(first_paint(BARE, home))
            console.append(first_paint(CONSOLE, home))
    console_wall = statistics.median(w for _, w in console)
    bare_wall = statistics.median(w for _, w in bare)
    cpu_pair = median_pair([(c[0], b[0]) for c, b in zip(console, bare)])
    wall_pair = median_pair([(c[1], b[1]) for c, b in zip(console, bare)])
    figures = [emit(Figure(
        "bench_startup.py", "console start-up to first paint (CPU)", cpu_pair[0],
        "a bare PySide6 window with a label, shown and painted", cpu_pair[1], goal="≤ 3×",
        rate=(f"{runs} pairs, ×{min(c for c, _ in console) / min(c for c, _ in bare):.2f} the least of each; "
              f"first paint {console_wall:.2f} s wall, least {min(w for _, w in console):.2f} s (bare window "
              f"{bare_wall:.2f} s, least {min(w for _, w in bare):.2f} s; goal ≤ 0.5 s; load {load_average()})"),
        limit=LIMIT, wall=wall_pair[0], baseline_wall=wall_pair[1], wall_limit=WALL_LIMIT,
    ))]
    bin_dir = Path(sys.executable).parent
    daifugo = [str(bin_dir / "daifugo")] if (bin_dir / "daifugo").exists() else [sys.executable, "-m", "daifugo_gui.cli"]
    judge = min(process_cpu([*daifugo, "judge", "5 7", "--json"]) for _ in range(runs))
    python = min(process_cpu([sys.executable, "-c", "pass"]) for _ in range(runs))
    figures.append(emit(Figure("bench_startup.py", 'daifugo judge "5 7" --json, whole process (CPU)', judge,
                               "a bare Python interpreter", python, goal="< 0.3 s wall",
                               limit=JUDGE_LIMIT)))
    return figures


if __name__ == "__main__":
    main()
