"""A small event for the web view's tests and benchmark: eight players, one round played,
the second seated with one table recorded (so one table still plays)."""

from __future__ import annotations

import random
from pathlib import Path

from daifugo_gui.tournament import Tournament
from daifugo_gui.tournament.demo import finished_record

PLAYERS = (
    ("山田 太郎", "やまだ たろう"),
    ("佐藤 花子", "サトウ ハナコ"),
    ("<script>alert(1)</script>", ""),
    ("Ben Lee", "べん りー"),
    ("鈴木 一郎", "すずき いちろう"),
    ("田中 美咲", "たなか みさき"),
    ("高橋 健", "たかはし けん"),
    ("伊藤 翼", "いとう つばさ"),
)


def game_record(ranking: list[str]) -> dict:
    """A finished demo game whose hands are known (so it has a 数譜 form)."""
    record = finished_record(ranking)
    record["hands"] = {name: card for name, card in zip(ranking, ("2", "3", "5", "7", "J", "K"))}
    return record


def play_round(cup: Tournament, rng: random.Random) -> None:
    view = cup.seat_round()
    for table in view.tables:
        names = [p.name for p in table.players]
        rng.shuffle(names)
        cup.record_game(view.number, table.number, game_record(names))


def make_event(location: str | Path, name: str = "春の素数大富豪杯", players: int = 8, **kw: object) -> Tournament:
    cup = Tournament.create(str(location), name, seed=3, **kw)  # type: ignore[arg-type]
    for player, reading in PLAYERS[:players]:
        cup.add_player(player, reading)
    play_round(cup, random.Random(1))
    view = cup.seat_round()
    table = view.tables[0]
    cup.record_game(view.number, table.number, game_record([p.name for p in table.players]))
    return cup


def open_table(cup: Tournament) -> tuple[int, int, list[str]]:
    """(round, table, players) of a table of the last round still without a result."""
    view = cup.round(cup.round_numbers()[-1])
    table = next(t for t in view.tables if t.game is None)
    return view.number, table.number, [p.name for p in table.players]
