"""Benchmark: the whole table of the 5040 labelings of S(5,6,12) (Irie, Theorem 2.5).

Target: under 5 s on one core for the sizes |L(D)| (what ``daifugo hexad labelings`` and
the analysis tab compute). Also timed: the full profiles (a_i and the energy-1 sweep) and
the hexad game's 905 energies. Run pinned to one core, e.g.

    PYTHONPATH=. taskset -c 0 /work/venv/bin/python benchmarks/bench_hexad.py
"""

from __future__ import annotations

import os
import time

from daifugo_gui.analysis.designs import enumerate_steiner_systems
from daifugo_gui.analysis.hexad import HexadGame
from daifugo_gui.analysis.labelings import hexad_labeling_summary, labeling_table

TARGET_S = 5.0


def best_of(repeats: int, fn) -> float:  # type: ignore[no-untyped-def]
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:
        cores = os.cpu_count() or 1
    print(f"cores available to this process: {cores}")
    enum_s = best_of(3, lambda: enumerate_steiner_systems(5, 6, 12))
    print(f"enumerate all 5040 S(5,6,12) (exact cover):        {enum_s:6.2f} s")
    summary_s = best_of(3, hexad_labeling_summary)
    distribution, shuffle = hexad_labeling_summary()
    print(f"5040-design table, sizes |L(D)| and a_i:           {summary_s:6.2f} s  (target < {TARGET_S:.0f} s)")
    full_s = best_of(2, lambda: labeling_table(5))
    print(f"... plus the energy-1 sweep of every design:       {full_s:6.2f} s")
    game_s = best_of(3, HexadGame)
    print(f"hexad game, energies of all 905 positions:         {game_s:6.2f} s")
    print(f"distribution: {distribution}; shuffle labeling: {shuffle}")
    print("PASS" if summary_s < TARGET_S else "FAIL", f"table in {summary_s:.2f} s")


if __name__ == "__main__":
    main()
