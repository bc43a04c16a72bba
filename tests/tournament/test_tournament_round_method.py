"""How a round was seated is a typed value (issue 37, item 5): ``RoundMethod``, stored as
the same words as before."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from daifugo_gui.tournament import Tournament
from daifugo_gui.tournament.options import RoundMethod, round_method


def test_a_seated_round_reads_back_its_method_as_a_member_and_stores_its_word(tmp_path: Path) -> None:
    path = tmp_path / "cup.sqlite"
    tournament = Tournament.create(path, "Cup", seed=1)
    for name in ("Aki", "Ben", "Chie", "Dan"):
        tournament.add_player(name)
    seated = tournament.seat_round()
    assert seated.method is RoundMethod.RANDOM and tournament.round(1).method is RoundMethod.RANDOM
    stored = sqlite3.connect(path).execute("select method from rounds where number = 1").fetchone()[0]
    assert stored == "random" and type(stored) is str


def test_a_word_no_version_wrote_stays_text() -> None:
    assert round_method("standings") is RoundMethod.STANDINGS
    assert round_method("by hand") == "by hand"
