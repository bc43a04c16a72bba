"""Benchmark: many table consoles writing to one tournament (issue 15).

1. **Games recorded per second** with N consoles (separate processes, default 8) recording
   at once, each its own tables' games (the record already replayed, as at the console);
   rounds are seated between bursts.
2. **Standings refresh delay**: from a game's commit at one console to the moment a hall
   display (another process's watcher + a full read of standings and seats) has the
   new figures.

Both on an SQLite file and on a PostgreSQL server started here (durable settings: fsync
on, as at an event), bound to 127.0.0.1.

    python benchmarks/bench_tournament_consoles.py [--consoles 8] [--players 128] [--rounds 3]

Prints one line per figure; the README and docs/tournaments.md quote them.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.common import Figure, emit  # noqa: E402
from daifugo_gui.tournament import Tournament, TournamentError  # noqa: E402
from daifugo_gui.tournament.demo import finished_record, random_ranking  # noqa: E402
from daifugo_gui.tournament.summary import summarize_record  # noqa: E402


def console(location: str, index: int, consoles: int, go: str) -> None:
    """One console (a child process): records the games of its own tables (every
    ``consoles``-th table of the latest round), as a table's laptop does when its games end.

    The records are replayed before the start (a console has done that while judging), so
    what is timed is the store: the table checked against its seats, the game and every
    result written in one transaction, under the write lock.
    """
    rng = random.Random(index)
    cup = Tournament.open(location)
    number = cup.round_numbers()[-1]
    mine = []
    for table in cup.round(number).tables[index::consoles]:
        record = finished_record(random_ranking([p.name for p in table.players], rng))
        mine.append((table.number, record, summarize_record(record)))
    print("ready", flush=True)
    while not Path(go).exists():
        time.sleep(0.005)
    refused = []
    for table_number, record, summary in mine:
        try:
            cup.record_game(number, table_number, record, summary=summary)
        except TournamentError as exc:
            refused.append(str(exc))
    cup.close()
    print(json.dumps({"recorded": len(mine) - len(refused), "refused": refused}, ensure_ascii=False), flush=True)


def games_per_second(location: str, consoles: int, rounds: int, tmp: Path) -> tuple[float, int, int]:
    cup = Tournament.open(location)
    total_s = 0.0
    games = clashes = 0
    for number in range(rounds):
        cup.seat_round()
        go = Path(tempfile.mktemp(prefix="go-", dir=tmp))  # a fresh name: every console waits for it
        procs = [
            subprocess.Popen([sys.executable, __file__, "--console", location, str(i), str(consoles), str(go)],
                             stdout=subprocess.PIPE, text=True)
            for i in range(consoles)
        ]
        for proc in procs:
            assert proc.stdout.readline().strip() == "ready"
        start = time.perf_counter()
        go.touch()
        for proc in procs:
            out = proc.stdout.read()  # the same buffered reader as "ready" (communicate() would skip its buffer)
            proc.wait(600)
            if proc.returncode != 0 or not out.strip():
                raise SystemExit(f"a console failed (exit {proc.returncode})")
            report = json.loads(out.strip().splitlines()[-1])
            games += report["recorded"]
            clashes += len(report["refused"])
        total_s += time.perf_counter() - start
    cup.close()
    return games / total_s, games, clashes


def refresh_delay(location: str, samples: int) -> list[float]:
    """Seconds from a game's commit to a hall display holding the new standings."""
    from daifugo_gui.app.live import load_hall
    from daifugo_gui.tournament.location import database_url
    from daifugo_gui.tournament.watch import ChangeWatcher

    reader = Tournament.open(location, read_only=True)
    seen: list[tuple[float, int | None, int]] = []
    arrived = threading.Event()

    def reload() -> None:
        snapshot = load_hall(reader)
        seen.append((time.perf_counter(), snapshot.round, snapshot.tables_done))
        arrived.set()

    watcher = ChangeWatcher(database_url(location), reload, initial=True).start()
    arrived.wait(30)
    writer = Tournament.open(location)
    view = writer.seat_round()
    rng = random.Random(5)
    delays = []
    for index, table in enumerate(view.tables[:samples]):
        time.sleep(0.6)  # let the previous refresh settle: one write, one measured delay
        arrived.clear()
        record = finished_record(random_ranking([p.name for p in table.players], rng))
        summary = summarize_record(record)
        writer.record_game(view.number, table.number, record, summary=summary)
        committed = time.perf_counter()
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            got = [at for at, number, done in seen if number == view.number and done > index]
            if got:
                delays.append(got[0] - committed)
                break
            arrived.wait(0.05)
            arrived.clear()
    watcher.stop()
    writer.close()
    reader.close()
    return delays


def measure(label: str, location: str, args: argparse.Namespace, tmp: Path) -> list[Figure]:
    cup = Tournament.create(location, "ベンチマーク杯", seed=11)
    cup.add_players((f"選手{i:03d}", f"せんしゅ{i:03d}", "") for i in range(args.players))
    cup.close()
    # The baseline first: one console recording a whole round alone.
    alone, _, _ = games_per_second(location, 1, 1, tmp)
    rate, games, clashes = games_per_second(location, args.consoles, args.rounds, tmp)
    print(f"{label}: {args.consoles} consoles recorded {games} games at {rate:.0f} games/s "
          f"({clashes} refused)")
    delays = refresh_delay(location, args.samples)
    ms = sorted(1000 * d for d in delays)
    print(f"{label}: standings refresh delay over {len(ms)} games: median {statistics.median(ms):.0f} ms, "
          f"max {ms[-1]:.0f} ms")
    # Wall seconds: the work is in other processes. The baseline is one console alone.
    return [emit(Figure("bench_tournament_consoles.py", f"{label}: {args.consoles} consoles recording at once, s per game",
                        1 / rate if rate else float("inf"), "one console recording alone", 1 / alone if alone else float("inf"),
                        unit="s wall", rate=f"{rate:.0f} games/s ({alone:.0f} alone)",
                        # ×1.3 with 8 consoles, ×3 with 2 on a loaded machine: a lock held or
                        # a wait per game makes it ×10 and more
                        limit=10.0))]


def main(argv: list[str] | None = None) -> list[Figure]:
    parser = argparse.ArgumentParser()
    parser.add_argument("--consoles", type=int, default=8)
    parser.add_argument("--players", type=int, default=256)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--samples", type=int, default=12)
    parser.add_argument("--only", choices=["sqlite", "postgresql"])
    args = parser.parse_args(argv)
    tmp = Path(tempfile.mkdtemp(prefix="daifugo-bench-"))
    figures: list[Figure] = []
    try:
        if args.only in (None, "sqlite"):
            figures += measure("SQLite file", str(tmp / "bench.sqlite"), args, tmp)
        if args.only in (None, "postgresql"):
            from daifugo_gui.tournament.local_server import temporary_server

            with temporary_server(durable=True) as server:
                server.create_database("bench")
                figures += measure("PostgreSQL 16 (127.0.0.1)", server.url("bench"), args, tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return figures


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--console":
        console(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5])
    else:
        main()
