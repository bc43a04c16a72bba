"""Tournament files keep their text while the values in memory are typed (issue 25)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from daifugo_gui.rules import Game, Settings
from daifugo_gui.tournament import Tournament
from daifugo_gui.tournament.formats import FormatOptions


def _columns(path: Path) -> list[str]:
    with sqlite3.connect(path) as db:
        (settings, options), = db.execute("SELECT settings_json, options_json FROM tournament").fetchall()
        games = db.execute("SELECT record_json, settings_json FROM games").fetchall()
    return [settings, options, *[text for row in games for text in row]]


def test_a_tournament_file_holds_settings_rules_and_records_as_the_same_text(tmp_path: Path) -> None:
    """Issue 25: word settings and match rules are enums and events are typed in memory;
    the file holds the words and the record objects as before (this test passes on the
    commit before the change)."""
    rules = Settings(hand_size=1, on_timeout="pass", flush="shuffle_all", stop_ranking="mathpower2016")
    with Tournament.create(tmp_path / "cup.sqlite", "cup", seed=1, table_size=2, min_table_size=2,
                           settings=rules.to_dict(),
                           options=FormatOptions(match_games=3, match_kind="fixed", first_move="loser")) as cup:
        cup.add_players((n, "", "") for n in ["Aki", "Ben"])
        cup.seat_round()
    with Tournament.create(tmp_path / "one.sqlite", "one", seed=1, table_size=2, min_table_size=2,
                           settings=rules.to_dict()) as one:
        one.add_players((n, "", "") for n in ["Aki", "Ben"])
        seats = [p.name for p in one.seat_round().tables[0].players]
        game = Game(seats, rules)
        game.play(seats[0], "2")  # one card each: the first to move goes out, the game is over
        one.record_game(1, 1, game.to_record())
    assert _columns(tmp_path / "cup.sqlite") == [
        '{"hand_size": 1, "on_timeout": "pass", "flush": "shuffle_all", "stop_ranking": "mathpower2016"}',
        '{"match_games": 3, "match_kind": "fixed", "first_move": "loser"}',
    ]
    record, game_settings = _columns(tmp_path / "one.sqlite")[2:]
    assert json.loads(game_settings) == rules.to_dict()
    assert record == ('{"format": "prime-daifugo-record/1", "settings": {"hand_size": 1, "on_timeout": "pass", '
                      '"flush": "shuffle_all", "stop_ranking": "mathpower2016"}, "players": ["Ben", "Aki"], '
                      '"events": [{"player": "Ben", "action": "play", "field": "2"}]}')
