"""Benchmark: the players' web view under an event's load (issue 30).

On 127.0.0.1 only, bounded in count and time: ``--phones`` (default 200) simulated phones
hold a live event stream each while ``--rate`` (default 20) page requests a second arrive
and another process records one game a second, as the tables' consoles do.

1. **Page latency**: p50 / p99 / max of the page and API requests (target p99 ≤ 200 ms).
2. **Commit to phone**: from a game's commit to each phone's event carrying it, p50 /
   p99 / max over every phone and every commit (target ≤ 1 s).
3. **UI thread**: this process plays the console: a Qt event loop whose 10 ms timer
   measures the longest stall (target ≤ 50 ms). The service is started as the Tournament
   tab starts it: by ``daifugo_gui.app.web_service.WebServiceController``, in a child
   process (``--service thread`` serves it from a thread of this process instead, as
   the console did before, for comparison). The phones and the recording console are
   another process, so their work does not count as the console's.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_web.py [--phones 200] [--rate 20] [--seconds 20]
        [--service child|thread]

Every phone shares 127.0.0.1, so the per-address rate limit is raised here: the child is
this file in ``--serve`` mode (the controller's real process handling, with the
benchmark's limits), which does what ``daifugo web`` does. Everything else runs with the
server's defaults. Prints one line per figure.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.common import Figure, emit  # noqa: E402
from daifugo_gui.tournament import Tournament  # noqa: E402
from daifugo_gui.tournament.demo import finished_record, random_ranking  # noqa: E402

PAGES = ("/?lang=ja", "/seating?lang=ja", "/rounds/1?lang=en", "/tables?lang=ja", "/api/standings", "/api/seating",
         "/players/{player}?lang=ja", "/players/{player}?lang=en")
STREAMS = ("standings", "seating", "tables", "player")
"""Every fourth phone follows a player's own page (issue 36): one page per player, 96 of
them, each rendered once per change; every phone takes patches as the pages do."""
PLAYERS = 96


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


# ---------------------------------------------------------------- the load (a child process)
async def _phone(session, url: str, page: str, heard: list[tuple[float, int]], ready: asyncio.Event,
                 stop: asyncio.Event, player: int = 1) -> None:
    whose = f"&n={player}" if page == "player" else ""
    async with session.get(f"{url}events?page={page}&lang=ja{whose}&patch=1") as response:
        async for line in response.content:
            if line.startswith(b"data: "):
                heard.append((time.time(), int(json.loads(line[6:])["v"])))
                ready.set()


async def _load(url: str, location: str, phones: int, rate: float, seconds: float) -> dict:
    import aiohttp

    stop = asyncio.Event()
    heard: list[list[tuple[float, int]]] = [[] for _ in range(phones)]
    readies = [asyncio.Event() for _ in range(phones)]
    streams = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0), timeout=aiohttp.ClientTimeout(total=None))
    pages = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=50))
    tasks = [asyncio.create_task(_phone(streams, url, STREAMS[i % len(STREAMS)], heard[i], readies[i], stop,
                                        player=i % PLAYERS + 1))
             for i in range(phones)]
    started = time.monotonic()
    await asyncio.wait_for(asyncio.gather(*(r.wait() for r in readies)), 60)
    connect_s = time.monotonic() - started

    commits: list[float] = []

    def record_games() -> None:  # another console: one game a second
        cup = Tournament.open(location)
        rng = random.Random(3)
        number = cup.round_numbers()[-1]
        for table in cup.round(number).tables:
            if stop.is_set():
                break
            time.sleep(1.0)
            cup.record_game(number, table.number, finished_record(random_ranking([p.name for p in table.players], rng)))
            commits.append(time.time())
        cup.close()

    writer = threading.Thread(target=record_games, daemon=True)
    writer.start()
    latencies: list[float] = []
    statuses: dict[int, int] = {}

    async def fetch(path: str) -> None:
        began = time.perf_counter()
        async with pages.get(url.rstrip("/") + path) as response:
            await response.read()
            statuses[response.status] = statuses.get(response.status, 0) + 1
        latencies.append(time.perf_counter() - began)

    fetches = []
    end = time.monotonic() + seconds
    k = 0
    while time.monotonic() < end:
        fetches.append(asyncio.create_task(fetch(PAGES[k % len(PAGES)].format(player=k % PLAYERS + 1))))
        k += 1
        await asyncio.sleep(1.0 / rate)
    await asyncio.gather(*fetches)
    stop.set()
    await asyncio.get_running_loop().run_in_executor(None, writer.join, 5)
    await asyncio.sleep(1.5)  # the last commit's events
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    await streams.close()
    await pages.close()
    delays = []
    for commit in commits:
        for phone in heard:
            after = [t for t, _v in phone if t >= commit]
            if after:
                delays.append(min(after) - commit)
    missed = sum(1 for commit in commits for phone in heard if not any(t >= commit for t, _v in phone))
    return {"connect_s": connect_s, "latencies": latencies, "statuses": statuses, "delays": delays,
            "commits": len(commits), "missed": missed}


def load_main(url: str, location: str, phones: int, rate: float, seconds: float) -> None:
    # Into a file beside the tournament: a pipe would fill (64 KiB) before the parent reads.
    result = asyncio.run(_load(url, location, phones, rate, seconds))
    Path(location).with_suffix(".load.json").write_text(json.dumps(result))


# ---------------------------------------------------------------- the service (a child process)
def _bench_limits(phones: int):
    from daifugo_gui.web.server import Limits

    # Every phone is on 127.0.0.1 here: the per-address bounds are raised with the rate.
    return Limits(rate=10_000.0, burst=10_000, max_streams=max(400, 2 * phones), per_address=4 * phones + 200)


def serve_main(words: list[str]) -> None:
    """``daifugo web LOCATION --host H --port P`` with the benchmark's limits: the first
    line is the address; it stops when the console's pipe closes (cli/web.py does both)."""
    from daifugo_gui.web.server import WebService

    location = words[words.index("web") + 1]
    host = words[words.index("--host") + 1]
    port = int(words[words.index("--port") + 1])
    service = WebService(location, host=host, port=port, limits=_bench_limits(1000), own_process=True)
    print(service.start().result(60), flush=True)

    def watch_parent() -> None:
        while sys.stdin.buffer.read(4096):
            pass
        service.stop()

    threading.Thread(target=watch_parent, daemon=True).start()
    while service.running:
        service.wait(1.0)


def _start_child_service(app, location: str):
    """The service as the Tournament tab starts it (app/web_service.py), with this file as
    the child program."""
    from PySide6.QtCore import QEventLoop

    from daifugo_gui.app import web_service

    original = web_service._cli_program
    web_service._cli_program = lambda: [sys.executable, __file__, "--serve"]
    controller = web_service.WebServiceController(location, "127.0.0.1", 0)
    heard: list[object] = []
    waiting = QEventLoop()  # not app.exec(): its end is the application's aboutToQuit, which stops the child
    controller.serving.connect(lambda url: (heard.append(url), waiting.quit()))
    controller.failed.connect(lambda problem: (heard.append(problem), waiting.quit()))
    try:
        controller.start()
        waiting.exec()
    finally:  # started: the controller needs the program no more (a test process goes on)
        web_service._cli_program = original
    if not heard or not isinstance(heard[0], str):
        raise SystemExit(f"the web view's child did not start: {heard}")
    return controller, heard[0]


# ---------------------------------------------------------------- the console's process
def _idle_ticks(app, seconds: float) -> list[float]:
    """The same probe with nothing served: what the machine alone does to a 10 ms timer."""
    from PySide6.QtCore import QTimer

    gaps: list[float] = []
    last = [time.perf_counter()]

    def probe() -> None:
        now = time.perf_counter()
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.timeout.connect(probe)
    QTimer.singleShot(0, lambda: (last.__setitem__(0, time.perf_counter()), timer.start(10)))
    QTimer.singleShot(int(seconds * 1000), app.quit)
    app.exec()
    timer.stop()
    return gaps


def main(argv: list[str] | None = None) -> list[Figure]:
    words = sys.argv[1:] if argv is None else list(argv)
    if words[:1] == ["--serve"]:
        serve_main(words[1:])
        return []
    parser = argparse.ArgumentParser()
    parser.add_argument("--phones", type=int, default=200)
    parser.add_argument("--rate", type=float, default=20.0)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--service", choices=("child", "thread"), default="child",
                        help="where the service runs: a child process (the console today) or a thread")
    parser.add_argument("--idle-seconds", type=float, default=5.0,
                        help="how long the probe runs with nothing served first (the baseline)")
    parser.add_argument("--load", nargs=2, metavar=("URL", "LOCATION"), help=argparse.SUPPRESS)
    args = parser.parse_args(words)
    args.phones = max(1, min(args.phones, 1000))  # bounded: this is a benchmark, not a flood
    args.rate = max(1.0, min(args.rate, 200.0))
    args.seconds = max(2.0, min(args.seconds, 120.0))
    if args.load:
        load_main(args.load[0], args.load[1], args.phones, args.rate, args.seconds)
        return []

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from daifugo_gui.web.server import WebService

    app = QApplication.instance() or QApplication(sys.argv[:1])
    load_before = os.getloadavg() if hasattr(os, "getloadavg") else (float("nan"),) * 3
    baseline = _idle_ticks(app, max(0.5, min(args.idle_seconds, 60.0)))
    with tempfile.TemporaryDirectory() as scratch:
        location = str(Path(scratch) / "cup.sqlite")
        cup = Tournament.create(location, "負荷試験杯", seed=1)
        cup.add_players((f"選手{i:03d}", f"せんしゅ{i:03d}", "") for i in range(PLAYERS))
        rng = random.Random(1)
        view = cup.seat_round()
        for table in view.tables:
            cup.record_game(1, table.number, finished_record(random_ranking([p.name for p in table.players], rng)))
        cup.seat_round()
        cup.close()
        if args.service == "child":
            service, url = _start_child_service(app, location)
        else:
            service = WebService(location, host="127.0.0.1", port=0, limits=_bench_limits(args.phones))
            url = service.start().result(60)
            gc.freeze()  # as the console does when it serves from a thread (app/web_service.py)
        gaps: list[float] = []
        last = [time.perf_counter()]

        def probe() -> None:
            now = time.perf_counter()
            gaps.append(now - last[0])
            last[0] = now

        root = str(Path(__file__).resolve().parent.parent)
        child = subprocess.Popen(
            [sys.executable, __file__, "--load", url, location, "--phones", str(args.phones),
             "--rate", str(args.rate), "--seconds", str(args.seconds)],
            env={**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, (root, os.environ.get("PYTHONPATH"))))},
        )
        timer = QTimer()
        timer.timeout.connect(probe)

        def begin() -> None:  # measured from the first turn of the running event loop
            last[0] = time.perf_counter()
            timer.start(10)

        QTimer.singleShot(0, begin)
        deadline = time.monotonic() + args.seconds + 120  # bounded in time, whatever happens

        def check() -> None:
            if child.poll() is not None:
                app.quit()
            elif time.monotonic() > deadline:
                child.kill()

        watch = QTimer()
        watch.timeout.connect(check)
        watch.start(100)
        app.exec()
        timer.stop()
        out = json.loads(Path(location).with_suffix(".load.json").read_text())
        service.stop()
    lat = [x * 1000 for x in out["latencies"]] or [float("nan")]
    delays = out["delays"] or [float("nan")]
    stall = (max(gaps) - 0.010) * 1000 if gaps else float("nan")
    print(f"service: {'a child process' if args.service == 'child' else 'a thread of the console'}; "
          f"machine load before the run: {' '.join(f'{x:.2f}' for x in load_before)}")
    print(f"phones: {args.phones} streams connected in {out['connect_s']:.2f} s; "
          f"{len(lat)} page requests at {args.rate:g}/s, statuses {out['statuses']}")
    print(f"page latency: p50 {_percentile(lat, 0.5):.1f} ms, p99 {_percentile(lat, 0.99):.1f} ms, "
          f"max {max(lat):.1f} ms (target p99 <= 200 ms)")
    print(f"commit to phone: {out['commits']} commits x {args.phones} phones, p50 {_percentile(delays, 0.5) * 1000:.0f} ms, "
          f"p99 {_percentile(delays, 0.99) * 1000:.0f} ms, max {max(delays) * 1000:.0f} ms, missed {out['missed']} "
          f"(target <= 1000 ms)")
    over = sum(1 for g in gaps if g - 0.010 > 0.050)
    print(f"UI thread: longest stall {stall:.1f} ms over {len(gaps)} ticks ({over} over 50 ms), median tick "
          f"{statistics.median(gaps) * 1000:.1f} ms (target <= 50 ms); the same probe with nothing served: "
          f"longest {(max(baseline) - 0.010) * 1000:.1f} ms, "
          f"{sum(1 for g in baseline if g - 0.010 > 0.050)} over 50 ms in {len(baseline)} ticks")
    where = "in a child process" if args.service == "child" else "on a thread of the console"
    return [emit(Figure(
        "bench_web.py", f"web view {where}, {args.phones} phones + {args.rate:g} pages/s: the console's longest "
        "UI-thread stall", max(stall / 1000, 1e-4), "the same 10 ms timer probe with nothing served",
        max((max(baseline) - 0.010), 1e-4), goal="≤ 50 ms", unit="s wall",
        # ×3-5 so far (one run in nine saw the whole machine stall): a UI thread that waits a
        # tenth of a second while it serves is ×20 and more
        limit=15.0))]


if __name__ == "__main__":
    main()
