"""Rules-engine benchmarks (issue 2).

Targets: judging the largest possible play (54 cards, up to 108 digits) and a composite
play with a large factor field in under 5 ms (median); replaying a 10,000-event record at
over 20,000 events per second.

Run: ``python benchmarks/bench_rules.py``
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from daifugo_gui.rules import Game, Settings, judge_play  # noqa: E402
from daifugo_gui.rules.record import game_from_record  # noqa: E402


def median_ms(fn, repeat: int = 200) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def widest_play() -> str:
    """54 two-digit cards (several decks): the 108-digit upper bound of the issue."""
    return " ".join(["13"] * 20 + ["11"] * 20 + ["10", "12"] * 6 + ["13", "X=13"])


def largest_play() -> str:
    """All 54 cards: 52 cards (two digits for 10-13) and two jokers as 13: 108 digits at most."""
    ranks = [r for r in range(1, 14) for _ in range(4)] + [13, 13]
    random.Random(1).shuffle(ranks)
    ranks.sort(key=lambda r: r < 10)  # two-digit cards first keeps the number long
    return " ".join(str(r) if r != 13 or i < 52 else "X=13" for i, r in enumerate(ranks))


def composite_with_large_factor_field() -> tuple[str, str]:
    """2^89 * 3^5 * 13 ... a long field and a factor field of many groups and a tower."""
    number = 2**89 * 3**5 * 7 * 11 * 13 * 131
    digits = str(number)
    field = " ".join("X=0" if d == "0" else d for d in digits)
    factors = "2 ^ 8 9 * 3 ^ 5 * 7 * 11 * 13 * 13 1"
    return field, factors


def replay_record(events: int = 10_000) -> dict:
    """A long counted-hands record: draws, plays and passes, with many decks so it lasts."""
    rng = random.Random(7)
    settings = Settings(decks=40, hand_size=11, thousand_day=False)
    game = Game(["Aki", "Ben", "Chie", "Dai"], settings)
    singles = ["2", "3", "5", "7", "11", "13"]
    while len(game.events) < events:
        player = game.to_move
        if game.can_draw(player) and rng.random() < 0.5:
            game.draw(player)
            continue
        value = game.value_to_beat
        candidates = [s for s in singles if value is None or int(s) > value]
        if game.count_to_match in (None, 1) and candidates and rng.random() < 0.6:
            game.play(player, rng.choice(candidates))
        else:
            game.pass_turn(player)
    return game.to_record()


def main() -> None:
    field = largest_play()
    digits = len(field.replace("X=13", "13").replace(" ", ""))
    print(f"largest play: 54 cards, {digits} digits: median {median_ms(lambda: judge_play(field)):.3f} ms")
    wide = widest_play()
    digits = len(wide.replace("X=13", "13").replace(" ", ""))
    print(f"widest play: 54 cards, {digits} digits: median {median_ms(lambda: judge_play(wide)):.3f} ms")
    comp_field, comp_factors = composite_with_large_factor_field()
    assert judge_play(comp_field, comp_factors).verdict.value == "composite"
    ms = median_ms(lambda: judge_play(comp_field, comp_factors))
    print(f"composite play, {len(comp_field.split())}-card field, factor field {comp_factors!r}: median {ms:.3f} ms")
    record = replay_record()
    wall, cpu = [], []
    for _ in range(5):
        start, start_cpu = time.perf_counter(), time.process_time()
        game = game_from_record(record)
        wall.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    n = len(game.events)
    print(
        f"replay: {n} events, best of 5: {min(wall):.3f} s wall = {n / min(wall):,.0f} events/s "
        f"({n / min(cpu):,.0f} events/s of CPU time)"
    )


if __name__ == "__main__":
    main()
