"""One table console in its own process, for the concurrency tests and the benchmark.

    python tests/tournament_console.py LOCATION ROLE SEED COUNT GO_FILE

ROLE ``record``: records games at tables without a result until COUNT are recorded by
this console or none is left. ROLE ``override``: COUNT random seat overrides in the
latest round. ROLE ``read``: COUNT reads of the standings and the latest round. ROLE ``seat``: tries to seat the next round COUNT times. It waits for
GO_FILE to exist so that every console starts at once (after printing ``ready``), then
prints one JSON line:
what it did, and every refusal it met, in the words the judge would read.
"""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path

from daifugo_gui.tournament import Tournament, TournamentError
from daifugo_gui.tournament.demo import finished_record


def main(location: str, role: str, seed: int, count: int, go_file: str) -> dict:
    rng = random.Random(seed)
    cup = Tournament.open(location)
    done: list = []
    refused: list[str] = []
    print("ready", flush=True)
    deadline = time.monotonic() + 60
    while not Path(go_file).exists():
        if time.monotonic() > deadline:
            raise SystemExit("never told to go")
        time.sleep(0.01)
    start = time.perf_counter()
    if role == "record":
        while len(done) < count:
            number = cup.round_numbers()[-1]
            open_tables = [t for t in cup.round(number).tables if t.game is None]
            if not open_tables:
                break
            table = rng.choice(open_tables)
            names = [p.name for p in table.players]
            rng.shuffle(names)
            try:
                cup.record_game(number, table.number, finished_record(names))
                done.append([number, table.number, names])
            except TournamentError as exc:
                refused.append(str(exc))
    elif role == "override":
        names = [p.name for p in cup.players()]
        for _ in range(count):
            number = cup.round_numbers()[-1]
            view = cup.round(number)
            open_tables = [t for t in view.tables if t.game is None]
            if not open_tables:
                break
            table = rng.choice(open_tables)
            position = rng.randrange(1, len(table.players) + 1)
            who = rng.choice(names)
            try:
                cup.override_seat(number, table.number, position, who)
                done.append([number, table.number, position, who])
            except TournamentError as exc:
                refused.append(str(exc))
    elif role == "read":
        # A hall display or a judge looking: reads while the others write.
        for _ in range(count):
            try:
                rows = cup.standings()
                cup.round(cup.round_numbers()[-1])
                done.append(len(rows))
            except TournamentError as exc:
                refused.append(str(exc))
    elif role == "seat":
        for _ in range(count):
            try:
                done.append(cup.seat_round().number)
            except TournamentError as exc:
                refused.append(str(exc))
    else:
        raise SystemExit(f"unknown role {role}")
    elapsed = time.perf_counter() - start
    cup.close()
    return {"role": role, "done": done, "refused": refused, "seconds": elapsed}


if __name__ == "__main__":
    location, role, seed, count, go = sys.argv[1:6]
    print(json.dumps(main(location, role, int(seed), int(count), go), ensure_ascii=False))
