"""Timings of the linear-time Tanhinmin solver (a plain script; prints figures).

    PYTHONPATH=. python benchmarks/bench_tanhinmin.py

* the winner (Theorem 1: mu0, mu1, delta) for two sorted hands of N cards in total,
  N = 10^3 ... 10^6 (target: under 1 s at 10^6; the ratio column shows linear growth);
* Algorithm 1 (optimal plays) at the same sizes;
* the winners under every (c0, c1) (Corollary 4) for 10^5 and 10^6 cards.
Each figure is the best of a few runs; hands are random, sorted before timing (the
paper's algorithms take sorted hands; sorting itself is reported separately).
"""

from __future__ import annotations

import random
import time

from daifugo_gui.analysis.tanhinmin import (
    Position,
    WinCondition,
    evaluate,
    optimal_moves,
    winner_table,
)


def _best_of(fn, repeat: int = 3) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def _hands(total: int, rng: random.Random) -> tuple[list[int], list[int]]:
    half = total // 2
    top = 4 * total
    x = [rng.randint(1, top) for _ in range(half)]
    y = [rng.randint(1, top) for _ in range(total - half)]
    return x, y


def main() -> None:
    rng = random.Random(2026)
    print(f"{'N':>9}  {'sort s':>8}  {'winner s':>9}  {'per card ns':>11}  {'x prev':>6}  {'Alg.1 s':>8}")
    previous = None
    for exponent in range(3, 7):
        total = 10**exponent
        x, y = _hands(total, rng)
        t_sort = _best_of(lambda: (sorted(x), sorted(y)), 1)
        pos = Position(tuple(sorted(x)), tuple(sorted(y)), 0)
        cond = WinCondition(len(pos.mover) // 10, len(pos.opponent) // 10)
        t_win = _best_of(lambda: evaluate(pos, cond))
        t_alg1 = _best_of(lambda: optimal_moves(pos, cond))
        ratio = f"{t_win / previous:6.1f}" if previous else "     -"
        previous = t_win
        print(f"{total:>9}  {t_sort:8.3f}  {t_win:9.4f}  {t_win / total * 1e9:11.0f}  {ratio}  {t_alg1:8.4f}")
    for total in (10**5, 10**6):
        x, y = _hands(total, rng)
        pos = Position(tuple(sorted(x)), tuple(sorted(y)), 0)
        t_table = _best_of(lambda: winner_table(pos), 1)
        table = winner_table(pos)
        won = sum(best + 1 for best in table.best_c1)
        cells = table.mover_cards * table.opponent_cards
        print(f"all-conditions table, N={total}: {t_table:.3f} s "
              f"({cells} conditions, mover wins {won}); one lookup is O(1)")


if __name__ == "__main__":
    main()
