"""Timings of the post-game review (issue 41; a plain script; prints figures).

    PYTHONPATH=. python benchmarks/bench_review.py [--games 20] [--seconds 0.5] [--hands 6]

* real games: the first ``--games`` games of tests/data/primeqk (two players, 11-card
  hands) reviewed at ``--seconds`` a decision: the median CPU per game (goal: 10 s at
  most; printed, not checked, since the budget is wall time and moves with the load);
  the checked figure is every decision on a field of those games counted exactly, per
  game, beside replaying the same games;
* one decision: ``--hands`` random 15-card hands (a deck with two jokers) on fields of
  1-4 cards, every legal play counted with no time limit; the median and the worst CPU
  per field size, and how many stayed under 1 s (goal: each under 1 s); checked beside
  the engine judging the same plays alone.
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

from daifugo_gui.analysis.cancel import Ticker  # noqa: E402
from daifugo_gui.analysis.hand import walk_fields  # noqa: E402
from daifugo_gui.analysis.review import (  # noqa: E402
    DEFAULT_SECONDS,
    Candidate,
    Situation,
    _Search,
    review_game,
    review_position,
)
from daifugo_gui.rules.events import event_from_json  # noqa: E402
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


def _field_decisions(record: dict) -> list[Situation]:
    """The positions of a record's decisions on a field of up to 4 cards from hands of up to
    15 cards: the ones a review counts exactly within a second (docs/review.md; a 7-card
    field from 12 cards walks millions of fields, a fouler's 30 cards more)."""
    game = game_from_record({**record, "events": []})
    out = []
    for raw in record["events"]:
        event = event_from_json(raw)
        player = getattr(event, "player", None)
        if (event.action in ("play", "pass", "timeout") and game.to_move == player and player is not None
                and game.count_to_match is not None and game.count_to_match <= 4
                and len(game.hand(player)) <= 15):
            out.append(Situation(game.hand(player), game.value_to_beat, game.count_to_match, game.revolution,
                                 game.settings))
        game.apply(event)
    return out


def _games(count: int, seconds: float, repeat: int) -> Figure:
    records = _records(count)
    times = []
    for record in records:
        start = time.process_time()
        review_game(record, seconds=seconds)
        times.append(time.process_time() - start)
    median = statistics.median(times)
    print(f"whole reviews at {seconds:g} s a decision (wall budget): median {median:.2f} CPU-s a game, worst "
          f"{max(times):.2f}, {len(records)} games (goal: median ≤ 10 CPU-s; load {load_average()})")
    # The budget is wall time, so those figures move with the machine's load; the decisions
    # on a field are counted exactly, a fixed amount of work: that is the checked figure.
    situations = [s for record in records for s in _field_decisions(record)]
    work = cpu_of(lambda: [review_position(s, seconds=None) for s in situations], repeat) / len(records)
    walked = _walking(situations, repeat) / len(records)
    return emit(Figure("bench_review.py", f"every decision on a field of a real game counted exactly ({len(records)} games, "
                       f"{len(situations)} decisions), per game", work, "the bare walk over the same fields",
                       walked, goal="the whole review ≤ 10 CPU-s a game", limit=LIMIT_GAMES))


def _walking(situations: list[Situation], repeat: int) -> float:
    """The CPU of walking every field of those sizes with nothing done at each: the floor
    under any search that looks at every field."""

    def nothing(number: int, size: int, uses: object, left: object) -> None:
        return None

    def walk_all() -> None:
        for s in situations:
            counts = [0] * 14
            for card in s.hand:
                counts[card.rank] += 1
            size = s.last_count or 1
            walk_fields(counts, size, nothing, min_size=size)

    return cpu_of(walk_all, max(3, repeat))


def _decisions(hands: int, repeat: int) -> Figure:
    rng = random.Random(41)
    worst = 0.0
    situations = []
    for size in (1, 2, 3, 4):
        times = []
        for _ in range(hands):
            deck = standard_deck()
            rng.shuffle(deck)
            situation = Situation(tuple(deck[:15]), int("".join(str(rng.randint(1, 13)) for _ in range(size))), size)
            situations.append(situation)
            start = time.process_time()
            found = review_position(situation, seconds=None)
            times.append(time.process_time() - start)
            assert found.exhaustive
        worst = max(worst, max(times))
        under = sum(1 for t in times if t <= 1.0)
        print(f"  15 cards on a {size}-card field: median {statistics.median(times):.3f} CPU-s, "
              f"worst {max(times):.3f}, {under} of {len(times)} under 1 s")
    print(f"every legal play of a 15-card hand on a 1-4-card field: worst {worst:.3f} CPU-s (goal each ≤ 1 CPU-s)")
    work = cpu_of(lambda: [review_position(s, seconds=None) for s in situations], repeat)
    walked = _walking(situations, repeat)
    return emit(Figure("bench_review.py", f"every legal play of {len(situations)} 15-card hands on 1-4-card fields",
                       work, "the bare walk over the same fields", walked,
                       goal="each hand ≤ 1 CPU-s", limit=LIMIT_HANDS))


def _legal(situation: Situation) -> list[Candidate]:
    counts = [0] * 14
    for card in situation.hand:
        counts[card.rank] += 1
    search = _Search(situation, counts)
    search.count(Ticker(None))
    return list(search.legal.values())


# The search against the bare walk over the same fields: real games' decisions on fields of
# up to 4 cards ×8 (20 games), random 15-card hands ×18-56 (6-24 hands: every composite's
# factor fields are searched and every legal play judged; the joker-rich hands weigh most).
# The limits leave about ×3 for noise and the mix.
LIMIT_GAMES = 25.0
LIMIT_HANDS = 150.0


def main(argv: list[str] | None = None) -> list[Figure]:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=DEFAULT_SECONDS)
    parser.add_argument("--hands", type=int, default=6)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    return [_games(args.games, args.seconds, args.repeat), _decisions(args.hands, args.repeat)]


if __name__ == "__main__":
    main()
