"""Regenerate the example files the README's commands use (and tests/project/test_docs.py runs).

    .venv/bin/python examples/make_examples.py

- ``game.json``: a stopped four-player game (a foul, a time-out, a joker, primes; the
  judge stops it on time and the rest rank by cards left), a ``prime-daifugo-record/1``.
- ``cup.sqlite``: a small Swiss tournament: eight players, two rounds of two four-seat
  tables, every game recorded.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from daifugo_gui.tournament import Tournament
from daifugo_gui.tournament.demo import eventful_record, finished_record, random_ranking

HERE = Path(__file__).resolve().parent
PLAYERS = ["Aki", "Ben", "Chie", "Daisuke", "Emi", "Fumio", "Goro", "Hana"]


def main() -> None:
    record = eventful_record(["Aki", "Ben", "Chie", "Daisuke"])
    (HERE / "game.json").write_text(json.dumps(record, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")

    cup = HERE / "cup.sqlite"
    cup.unlink(missing_ok=True)
    rng = random.Random(16)
    with Tournament.create(cup, "Example cup", seed=16) as tournament:
        for name in PLAYERS:
            tournament.add_player(name)
        for _ in range(2):
            seated = tournament.seat_round()
            for table in seated.tables:
                names = [p.name for p in table.players]
                tournament.record_game(seated.number, table.number, finished_record(random_ranking(names, rng)))


if __name__ == "__main__":
    main()
