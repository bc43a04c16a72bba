"""Start-up figures (issue 16): what a judge waits for before anything shows.

    .venv/bin/python benchmarks/bench_startup.py

- ``daifugo judge "5 7" --json``: wall time of the whole process (target < 0.3 s).
  Each subcommand imports only its own module (daifugo_gui/cli/__init__.py), so the
  judge loads neither reportlab, SQLAlchemy nor sympy.
- the other subcommands, for comparison.
- the console: from starting ``daifugo-gui --smoke`` (offscreen) to its first window
  shown, read from the moment the ``smoke ok`` line arrives (target < 1.5 s).

Each figure is the median of several runs; the first run (cold disk cache) is shown apart.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BIN = Path(sys.executable).parent
ROOT = Path(__file__).resolve().parent.parent
RUNS = 7


def wall(argv: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def first_window(home: str) -> float:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": home, "XDG_CONFIG_HOME": home}
    start = time.perf_counter()
    proc = subprocess.Popen(
        [str(BIN / "daifugo-gui"), "--smoke", "--journal", str(Path(home) / "j.jsonl")],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env,
    )
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.startswith("smoke ok"):
            shown = time.perf_counter() - start
            break
    else:
        raise RuntimeError("the console did not report its first window")
    proc.wait(timeout=30)
    return shown


def report(label: str, times: list[float], target: float | None) -> bool:
    median = statistics.median(times[1:])
    ok = target is None or median < target
    aim = f"  target < {target} s {'ok' if ok else 'OVER'}" if target else ""
    print(f"{label}: median {median:.3f} s (first {times[0]:.3f} s, {len(times) - 1} more runs){aim}")
    return ok


def main() -> int:
    daifugo = str(BIN / "daifugo")
    record = str(ROOT / "examples" / "game.json")
    blank = str(Path(tempfile.mkdtemp()) / "blank.pdf")
    ok = report("daifugo judge \"5 7\" --json", [wall([daifugo, "judge", "5 7", "--json"]) for _ in range(RUNS)], 0.3)
    for label, argv in (
        ("daifugo replay examples/game.json --json", [daifugo, "replay", record, "--json"]),
        ("daifugo maxprime \"SK H3\" --json", [daifugo, "maxprime", "SK H3", "--json"]),
        ("daifugo tanhinmin … --json", [daifugo, "tanhinmin", "--mover", "1 3 5", "--opponent", "2 4", "--json"]),
        ("daifugo report --blank (PDF)", [daifugo, "report", "--blank", "--seats", "4", "--out", blank]),
    ):
        try:
            report(label, [wall(argv) for _ in range(3)], None)
        except subprocess.CalledProcessError as exc:
            print(f"{label}: failed ({exc.returncode})")
    with tempfile.TemporaryDirectory() as home:
        ok &= report("daifugo-gui: first window shown", [first_window(home) for _ in range(5)], 1.5)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
