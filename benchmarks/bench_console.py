"""How long the UI thread is busy per judge action (target: under 50 ms).

Measures, with the whole console window attached (offscreen): one action (engine +
fsync'ed journal line + undo command + screen refresh), an undo deep into a long game
(from the nearest checkpoint), a resume from a long journal, and a clock poll; and the
CPU per action early and late in a long game, which must not grow with the game (the
event log is appended to, undo restores a checkpoint). Run:
``QT_QPA_PLATFORM=offscreen PYTHONPATH=. python benchmarks/bench_console.py [EVENTS]``
(default 6000 events).
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from daifugo_gui.app.live_game import LiveGame, NewGame  # noqa: E402
from daifugo_gui.rules import Settings  # noqa: E402
from daifugo_gui.ui.main_window import MainWindow  # noqa: E402


def timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return (time.perf_counter() - start) * 1000


def figures(label: str, samples: list[float]) -> None:
    samples = sorted(samples)
    p95 = samples[int(len(samples) * 0.95) - 1] if len(samples) > 1 else samples[0]
    print(f"{label:<44} median {statistics.median(samples):6.2f} ms   p95 {p95:6.2f} ms   max {samples[-1]:6.2f} ms")


def main() -> None:
    app = QApplication.instance() or QApplication([])
    tmp = Path(tempfile.mkdtemp())
    live = LiveGame(tmp / "journal.jsonl")
    window = MainWindow(live=live)
    window.show()
    live.new_game(NewGame(["Aki", "Ben", "Chie", "Dai"], Settings(thousand_day=False, hand_size=5)))
    live.begin_play()
    app.processEvents()

    import sys

    target = int(sys.argv[1]) if len(sys.argv) > 1 else 6000
    act: list[float] = []
    cpu: list[float] = []
    while len(live.game.events) < target and not live.game.finished:
        mover = live.game.to_move
        action = live.draw if live.game.can_draw(mover) and len(live.game.events) % 3 == 0 else live.pass_turn
        start_cpu = time.process_time()
        act.append(timed(action))
        app.processEvents()
        cpu.append((time.process_time() - start_cpu) * 1000)
    figures(f"action (engine+fsync+refresh), {len(act)} actions", act)
    for at in (1000, target):
        window_ = cpu[max(0, min(at, len(cpu)) - 100) : min(at, len(cpu))]
        if window_:
            figures(f"  CPU per action around event {min(at, len(cpu))}", window_)
    slow = [(i, round(ms, 1)) for i, ms in enumerate(act) if ms > 50]
    print(f"{'  actions over 50 ms (index, ms)':<44} {slow or 'none'}")

    undo = [timed(live.undo) for _ in range(20)]
    figures(f"undo at ~{len(live.game.events)} events", undo)
    redo = [timed(live.redo) for _ in range(20)]
    figures("redo", redo)

    polls = [timed(live.poll_clocks) for _ in range(200)]
    figures("clock poll + redraw (10 Hz)", polls)
    tick = [timed(window.console._tick) for _ in range(200)]
    figures("  of which the clock faces' redraw", tick)

    other = LiveGame(tmp / "journal.jsonl")
    resume = [timed(lambda: other.resume()) for _ in range(3)]
    figures(f"resume from a {len(live.game.events)}-event journal", resume)
    window.close()
    live.shutdown()
    other.shutdown()
    # Tear the widgets down while Python still runs (PySide6 can crash in finalization).
    window.deleteLater()
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    app.processEvents()


if __name__ == "__main__":
    main()
