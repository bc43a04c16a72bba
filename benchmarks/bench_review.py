"""Timings of the post-game review (issue 41; a plain script; prints figures).

    PYTHONPATH=. python benchmarks/bench_review.py [--games 20] [--seconds 0.5] [--hands 6]

* real games: the first ``--games`` games of tests/data/primeqk (two players, 11-card
  hands) reviewed at ``--seconds`` a decision; the median CPU per game, beside replaying
  the same games without a review (goal: a median of 10 s at most);
* one decision: ``--hands`` random 15-card hands (a deck with two jokers) on fields of
  1-4 cards, every legal play counted with no time limit; the median and the worst CPU
  per field size, and how many stayed under 1 s (goal: each under 1 s).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.common import Figure, cpu_of, emit, load_average  # noqa: E402

from daifugo_gui.analysis.review import DEFAULT_SECONDS, Situation, review_game, review_position  # noqa: E402
from daifugo_gui.rules.cards import standard_deck  # noqa: E402
from daifugo_gui.rules.record import game_from_record  # noqa: E402
from daifugo_gui.rules.suhu import read_suhu_text, to_record  # noqa: E402

CORPUS = Path(__file__).resolve().parent.parent / "tests" / "data" / "primeqk"


def _records(count: int) -> list[dict]:
    out: list[dict] = []
    for path in sorted(CORPUS.glob("*.json")):
        for game in read_suhu_text(path.read_text(encoding="utf-8")):
            out.append(to_record(game))
            if len(out) >= count:
                return out
    return out


def _games(count: int, seconds: float) -> Figure:
    records = _records(count)
    times = []
    for record in records:
        start = time.process_time()
        review = review_game(record, seconds=seconds)
        times.append(time.process_time() - start)
        print(f"  {len(review.turns):>3} decisions: {times[-1]:.2f} CPU-s")
    replay = cpu_of(lambda: [game_from_record(r) for r in records], 3) / len(records)
    median = statistics.median(times)
    print(f"games: median {median:.2f} CPU-s, worst {max(times):.2f} (load {load_average()})")
    return emit(Figure("bench_review.py", f"review of a real 11-card two-player game, {seconds:g} s a decision (median of {len(records)})",
                       median, "replaying the same game", replay, goal="median ≤ 10 CPU-s"))


def _decisions(hands: int) -> Figure:
    rng = random.Random(41)
    worst = 0.0
    all_times: list[float] = []
    for size in (1, 2, 3, 4):
        times = []
        for _ in range(hands):
            deck = standard_deck()
            rng.shuffle(deck)
            hand = tuple(deck[:15])
            last = int("".join(str(rng.randint(1, 13)) for _ in range(size)))
            start = time.process_time()
            found = review_position(Situation(hand, last, size, False), seconds=None)
            times.append(time.process_time() - start)
            assert found.exhaustive
        worst = max(worst, max(times))
        all_times += times
        under = sum(1 for t in times if t <= 1.0)
        print(f"  15 cards on a {size}-card field: median {statistics.median(times):.3f} CPU-s, "
              f"worst {max(times):.3f}, {under} of {len(times)} under 1 s")
    baseline = cpu_of(lambda: [review_position(Situation(tuple(standard_deck()[:15]), 5, 1), seconds=None)
                               for _ in range(3)], 3) / 3
    return emit(Figure("bench_review.py", "every legal play of a 15-card hand on a 1-4-card field (worst)",
                       worst, "the same on a one-card field", baseline, goal="each ≤ 1 CPU-s"))


def main(argv: list[str] | None = None) -> list[Figure]:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=DEFAULT_SECONDS)
    parser.add_argument("--hands", type=int, default=6)
    args = parser.parse_args(argv)
    return [_games(args.games, args.seconds), _decisions(args.hands)]


if __name__ == "__main__":
    main()
