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


def two_player_record(first: str, second: str, winner: str) -> dict[str, object]:
    """A real two-player console record: ``first`` moves first and ``winner`` goes out."""
    if winner == first:
        events: list[dict[str, str]] = [{"player": first, "action": "play", "field": "2"}]
    else:
        events = [{"player": first, "action": "draw"}, {"player": first, "action": "pass"},
                  {"player": second, "action": "play", "field": "3"}]
    return {"format": "prime-daifugo-record/1", "settings": {"hand_size": 1}, "players": [first, second],
            "events": events}


def best_of_three_with_exception(path: Path) -> tuple[Tournament, str, str]:
    """A best-of-3 match (alternate first movers): game 1 judged at the console (seat 1
    opens and wins), game 2 from the paper sheet opened by seat 1 again, which the judge
    accepts with a reason, game 3 at the console (seat 1 opens, seat 2 wins): 1–2."""
    from daifugo_gui.tournament import PaperRow

    t = Tournament.create(path, "マッチ戦", seed=6, table_size=2, min_table_size=2,
                          options=FormatOptions(match_games=3, match_kind="best_of", first_move="alternate"))
    t.add_players((n,) for n in ("山田 花子", "𠮷田 次郎"))
    view = t.seat_round()
    a, b = (p.name for p in view.tables[0].players)
    t.record_game(1, 1, two_player_record(a, b, winner=a))
    t.record_paper_result(1, 1, [PaperRow(b, 1, 0, 1, 0, False, "1009"), PaperRow(a, 2, 4, 0, 1, False, None)],
                          first=a, other_first="席を取り違えて先に出した", other_first_by="主審 高橋")
    t.record_game(1, 1, two_player_record(a, b, winner=b))
    return t, a, b
