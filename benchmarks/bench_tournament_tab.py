"""Benchmark: the tournament tab with a 256-player, 8-round swiss tournament.

Measures what the organiser feels on the UI thread: how long *Print standings* holds
the window (the PDF itself is written on a worker thread), the whole PDF job, and one
edit in the points-per-rank editor (stored, all 512 games re-scored, standings shown).

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python benchmarks/bench_tournament_tab.py [--players 256] [--rounds 8]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtWidgets import QApplication, QLabel  # noqa: E402

from benchmarks.common import Figure, emit  # noqa: E402

from daifugo_gui.tournament import Tournament
from daifugo_gui.tournament.demo import finished_record, random_ranking
from daifugo_gui.ui.tournament.tournament_tab import TournamentTab


def main(argv: list[str] | None = None) -> list[Figure]:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=256)
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    rng = random.Random(2026)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.sqlite"
        with Tournament.create(path, "ベンチマーク杯", seed=7) as t:
            t.add_players((f"選手{i:03d}", "", f"クラブ{i % 16}") for i in range(args.players))
            for _ in range(args.rounds):
                view = t.seat_round()
                for table in view.tables:
                    t.record_finished(finished_record(random_ranking([p.name for p in table.players], rng)))
        tab = TournamentTab(lang="ja")
        tab.prints.open_after_print = False
        tab.open_tournament(path)
        held, whole = [], []
        for i in range(args.repeat):
            t0 = time.perf_counter()
            tab.prints.print_standings(Path(tmp) / f"s{i}.pdf")
            held.append(1000 * (time.perf_counter() - t0))
            tab.prints.wait_for_pdf(20000)
            whole.append(1000 * (time.perf_counter() - t0))
        edits = []
        for value in (5, 4, 5, 4, 5)[: args.repeat]:
            t0 = time.perf_counter()
            tab.settings_panel.points_spins[4][1].setValue(value)
            app.processEvents()
            edits.append(1000 * (time.perf_counter() - t0))
        print(f"print standings, UI thread held: median {statistics.median(held):.1f} ms")
        print(f"print standings, whole job ({args.players} players): median {statistics.median(whole):.0f} ms")
        print(f"points edit -> stored, every game re-scored, standings shown: median {statistics.median(edits):.0f} ms")
        tab.close()
    label = QLabel("")
    label.show()
    bare = []
    for i in range(20):  # the least a click costs the UI thread: one label redrawn
        t0 = time.perf_counter()
        label.setText(str(i))
        label.repaint()
        app.processEvents()
        bare.append(time.perf_counter() - t0)
    label.close()
    return [emit(Figure("bench_tournament_tab.py", f"Print standings, {args.players} players: UI thread held (wall)",
                        statistics.median(held) / 1000, "a bare label redrawn on the UI thread", statistics.median(bare),
                        goal="< 50 ms", unit="s wall",
                        # ×700-1,000 so far; ×3 that is a print that holds the UI thread for a
                        # tenth of a second more at 12 players (the figure is wall time already)
                        limit=3000.0))]


if __name__ == "__main__":
    main()
