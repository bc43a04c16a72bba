"""The events the prints of issue 39 are checked on, built as an organiser runs them:
a swiss → knock-out with a 3rd-place match, long swiss events, a best-of-3 match with a
first-mover exception, 40 players at one round."""

from __future__ import annotations

import random
from pathlib import Path

from daifugo_gui.tournament import Tournament
from daifugo_gui.tournament.demo import finished_record, play_round
from daifugo_gui.tournament.formats import FormatOptions, Step


def knockout_with_third_place(path: Path, *, swiss_rounds: int = 2, players: int = 21,
                              final_size: int = 8) -> Tournament:
    """Swiss rounds at fours, then the top ``final_size`` at tables of two to the final
    and its 3rd-place match, every game played."""
    t = Tournament.create(path, "秋季カップ", format="swiss_knockout", seed=39,
                          options=FormatOptions(swiss_rounds=swiss_rounds, final_size=final_size,
                                                final_table_size=2, third_place=True))
    for i in range(players):
        t.add_player(f"選手{i:02d}", f"せんしゅ{i:02d}")
    rng = random.Random(39)
    while t.next_step().step is not Step.OVER:
        view = t.seat_round()
        for table in view.tables:
            # Seat 1 wins every knock-out table: the results are known to the test.
            names = [p.name for p in table.players]
            if view.method == "standings" or view.number == 1:
                rng.shuffle(names)
            t.record_game(view.number, table.number, finished_record(names))
    return t


def swiss_event(path: Path, rounds: int, players: int = 12) -> Tournament:
    t = Tournament.create(path, "長丁場オープン", format="swiss", seed=7)
    for i in range(players):
        t.add_player(f"参加者{i:02d}", f"さんかしゃ{i:02d}")
    rng = random.Random(rounds)
    for _ in range(rounds):
        play_round(t, rng)
    return t
