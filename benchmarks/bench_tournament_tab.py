"""Benchmark: the tournament tab with a 256-player, 8-round swiss tournament.

Measures what the organiser feels on the UI thread: how long *Print standings* holds
the window (the PDF itself is written on a worker thread), the whole PDF job, and one
edit in the points-per-rank editor (stored, all 512 games re-scored, standings shown).

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python benchmarks/bench_tournament_tab.py
"""

from __future__ import annotations

import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtWidgets import QApplication

from daifugo_gui.tournament import Tournament
from daifugo_gui.tournament.demo import finished_record, random_ranking
from daifugo_gui.ui.tournament.tournament_tab import TournamentTab


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    rng = random.Random(2026)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.sqlite"
        with Tournament.create(path, "ベンチマーク杯", seed=7) as t:
            t.add_players((f"選手{i:03d}", "", f"クラブ{i % 16}") for i in range(256))
            for _ in range(8):
                view = t.seat_round()
                for table in view.tables:
                    t.record_finished(finished_record(random_ranking([p.name for p in table.players], rng)))
        tab = TournamentTab(lang="ja")
        tab.prints.open_after_print = False
        tab.open_tournament(path)
        held, whole = [], []
        for i in range(5):
            t0 = time.perf_counter()
            tab.prints.print_standings(Path(tmp) / f"s{i}.pdf")
            held.append(1000 * (time.perf_counter() - t0))
            tab.prints.wait_for_pdf(20000)
            whole.append(1000 * (time.perf_counter() - t0))
        edits = []
        for value in (5, 4, 5, 4, 5):
            t0 = time.perf_counter()
            tab.settings_panel.points_spins[4][1].setValue(value)
            app.processEvents()
            edits.append(1000 * (time.perf_counter() - t0))
        print(f"print standings, UI thread held: median {statistics.median(held):.1f} ms")
        print(f"print standings, whole job (256 players): median {statistics.median(whole):.0f} ms")
        print(f"points edit -> stored, 512 games re-scored, standings shown: median {statistics.median(edits):.0f} ms")
        tab.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
