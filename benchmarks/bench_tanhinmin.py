"""Timings of the linear-time Tanhinmin solver (a plain script; prints figures).

    PYTHONPATH=. python benchmarks/bench_tanhinmin.py [--max-exponent 6]

* the winner (Theorem 1: mu0, mu1, delta) for two sorted hands of N cards in total,
  N = 10^3 ... 10^6 (target: under 1 s at 10^6; the ratio column shows linear growth);
* Algorithm 1 (optimal plays) at the same sizes;
* the winners under every (c0, c1) (Corollary 4) for 10^5 and 10^6 cards;
* every move's δ′ (``move_deltas``) and Corollary 6 (``least_lowering``) at 10^3 ... 10^6;
* the file path the tab and ``--hands-file`` take, for 10^5 and 10^6 cards: write a
  hands file, then read it (``read_hands``), sort, and ``analyse`` it (everything the
  tab shows), each stage timed.
Each figure is the best of a few runs. The paper's algorithms take sorted hands; the
main columns use hands generated in ascending order. CPython keeps every int as a
separate object, so sorting random ints leaves them scattered in memory and the same
linear scan then runs into cache misses from about 10^5 cards on: the "scattered"
column shows that case, and "sort" what sorting such hands costs.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.common import Figure, cpu_of, emit, plain_loop_cpu  # noqa: E402

from daifugo_gui.analysis.tanhinmin import (
    Position,
    WinCondition,
    evaluate,
    optimal_moves,
    read_hands,
    winner_table,
)
from daifugo_gui.analysis.tanhinmin_moves import analyse, least_lowering, move_deltas


def _best_of(fn, repeat: int = 3) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def _ascending(count: int, rng: random.Random) -> list[int]:
    """A sorted hand built in order, so its int objects also lie in memory in order."""
    value, out = 0, []
    for _ in range(count):
        value += rng.randint(0, 8)
        out.append(value + 1)
    return out


def _scattered(count: int, rng: random.Random) -> list[int]:
    """Random strengths sorted afterwards: the int objects stay scattered in memory."""
    return sorted(rng.randint(1, 4 * count) for _ in range(count))


def main(argv: list[str] | None = None) -> list[Figure]:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--max-exponent", type=int, default=6, help="the largest hands hold 10^this cards")
    top = max(3, parser.parse_args(argv).max_exponent)
    rng = random.Random(2026)
    print("winner (Theorem 1) and Algorithm 1 on sorted hands of N cards in total")
    print(f"{'N':>9}  {'winner s':>9}  {'ns/card':>7}  {'x prev':>6}  {'Alg.1 s':>8}"
          f"  {'scattered s':>11}  {'sort s':>7}")
    previous = None
    for exponent in range(3, top + 1):
        total = 10**exponent
        half = total // 2
        pos = Position(tuple(_ascending(half, rng)), tuple(_ascending(total - half, rng)), 0)
        cond = WinCondition(half // 10, (total - half) // 10)
        repeat = 3 if total >= 10**6 else 9
        t_win = _best_of(lambda: evaluate(pos, cond), repeat)
        t_alg1 = _best_of(lambda: optimal_moves(pos, cond), repeat)
        raw_x = [rng.randint(1, 4 * total) for _ in range(half)]
        raw_y = [rng.randint(1, 4 * total) for _ in range(total - half)]
        t_sort = _best_of(lambda: (sorted(raw_x), sorted(raw_y)), 1)
        scattered = Position(tuple(sorted(raw_x)), tuple(sorted(raw_y)), 0)
        t_scattered = _best_of(lambda: evaluate(scattered, cond), repeat)
        ratio = f"{t_win / previous:6.1f}" if previous else "     -"
        previous = t_win
        print(f"{total:>9}  {t_win:9.4f}  {t_win / total * 1e9:7.0f}  {ratio}  {t_alg1:8.4f}"
              f"  {t_scattered:11.4f}  {t_sort:7.3f}")
    total = 10**top
    raw_x = [rng.randint(1, 4 * total) for _ in range(total // 2)]
    raw_y = [rng.randint(1, 4 * total) for _ in range(total - total // 2)]
    t_all = _best_of(lambda: evaluate(Position.of(raw_x, raw_y)), 1)
    print(f"from unsorted lists of {total:,} cards (Position.of sorts, then winner): {t_all:.3f} s")
    print("winners under every (c0, c1) (Corollary 4)")
    for total in sorted({10 ** (top - 1), 10**top}):
        half = total // 2
        pos = Position(tuple(_ascending(half, rng)), tuple(_ascending(total - half, rng)), 0)
        t_table = _best_of(lambda: winner_table(pos), 1)
        table = winner_table(pos)
        cells = table.mover_cards * table.opponent_cards
        print(f"  N={total:>8}: {t_table:.3f} s for all {cells:,} conditions "
              f"({len(table.best_c1):,} stored numbers; each lookup O(1))")
    print("every move's delta' and Corollary 6")
    for exponent in range(3, top + 1):
        total = 10**exponent
        half = total // 2
        pos = Position(tuple(_ascending(half, rng)), tuple(_ascending(total - half, rng)), 0)
        cond = WinCondition(half // 10, (total - half) // 10)
        t_moves = _best_of(lambda: move_deltas(pos, cond), 1 if total >= 10**6 else 3)
        t_least = _best_of(lambda: least_lowering(pos, cond), 1 if total >= 10**6 else 3)
        moves = len(pos.legal_plays()) + 1
        print(f"  N={total:>8}: move_deltas {t_moves:.3f} s ({moves:,} moves), least_lowering {t_least:.3f} s")
    print("from a hands file (the tab's and --hands-file's path)")
    with tempfile.TemporaryDirectory() as tmp:
        for total in sorted({10 ** (top - 1), 10**top}):
            _file_path(Path(tmp), total, rng)
    total = 10**top
    pos = Position(tuple(_ascending(total // 2, rng)), tuple(_ascending(total - total // 2, rng)), 0)
    cond = WinCondition(total // 20, (total - total // 2) // 10)
    return [emit(Figure("bench_tanhinmin.py", f"Tanhinmin winner, {total:,} cards in sorted hands",
                        cpu_of(lambda: evaluate(pos, cond), 3), f"a plain Python loop over {total:,} items",
                        plain_loop_cpu(total), goal="linear; 10^6 cards < 1 s",
                        # ×0.9-1 at every size: three times that is a loop gone quadratic or slowed
                        limit=3.0))]


def _file_path(folder: Path, total: int, rng: random.Random) -> None:
    half = total // 2
    path = folder / f"hands_{total}.txt"
    path.write_text(
        " ".join(str(rng.randint(1, 4 * total)) for _ in range(half)) + "\n"
        + " ".join(str(rng.randint(1, 4 * total)) for _ in range(total - half)) + "\n",
        encoding="utf-8",
    )
    start = time.perf_counter()
    hands = read_hands(path)
    t_read = time.perf_counter() - start
    start = time.perf_counter()
    pos = Position(tuple(sorted(hands.mover)), tuple(sorted(hands.opponent)), 0)
    t_sort = time.perf_counter() - start
    start = time.perf_counter()
    report = analyse(pos, WinCondition(half // 10, (total - half) // 10))
    t_analyse = time.perf_counter() - start
    size = path.stat().st_size / 1e6
    print(f"  N={total:>8} ({size:.1f} MB): read+parse {t_read:.3f} s, sort {t_sort:.3f} s, "
          f"analyse {t_analyse:.3f} s ({len(report.moves):,} moves), total "
          f"{t_read + t_sort + t_analyse:.3f} s")


if __name__ == "__main__":
    main()
