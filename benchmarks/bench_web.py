"""Benchmark: the players' web view under an event's load (issue 30).

On 127.0.0.1 only, bounded in count and time: ``--phones`` (default 200) simulated phones
hold a live event stream each while ``--rate`` (default 20) page requests a second arrive
and another process records one game a second, as the tables' consoles do.

1. **Page latency**: p50 / p99 / max of the page and API requests (issue 36's target:
   p99 ≤ 50 ms at 300 phones and 50 pages a second).
2. **Commit to phone**: from a game's commit to each phone's event carrying it, p50 /
   p99 / max over every phone and every commit (target p99 ≤ 500 ms, none missed).

Both are measured twice: first for ``--baseline-seconds`` with one phone connected (the
baseline: the pages and commits alone), then with every phone. A game is recorded every
second through both, and when a round has no table left the next round is seated, as at
an event (every player's own page then changes).
3. **UI thread**: this process plays the console: a Qt event loop whose 10 ms timer
   measures the longest stall (target ≤ 50 ms, so a tick of at most 60 ms), as its longest
   tick against the same timer's median tick with nothing served. The service is started as the Tournament
   tab starts it: by ``daifugo_gui.app.web_service.WebServiceController``, in a child
   process (``--service thread`` serves it from a thread of this process instead, as
   the console did before, for comparison). The phones and the recording console are
   another process, so their work does not count as the console's.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_web.py [--phones 200] [--rate 20] [--seconds 20]
        [--baseline-seconds 10] [--service child|thread]

The README's table runs it at issue 36's load: ``--phones 300 --rate 50 --seconds 60``.

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


async def _load(url: str, location: str, phones: int, rate: float, seconds: float, baseline_s: float) -> dict:
    """Two phases, a game recorded every second through both: first one phone and the
    page requests (the baseline: what the server does with the commits and pages alone),
    then every phone and the same page requests (what the live phones add)."""
    import aiohttp

    stop = asyncio.Event()
    heard: list[list[tuple[float, int]]] = [[] for _ in range(phones)]
    readies = [asyncio.Event() for _ in range(phones)]
    streams = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0), timeout=aiohttp.ClientTimeout(total=None))

    def phone(i: int) -> asyncio.Task:
        return asyncio.create_task(_phone(streams, url, STREAMS[i % len(STREAMS)], heard[i], readies[i], stop,
                                          player=i % PLAYERS + 1))

    tasks = [phone(0)]
    await asyncio.wait_for(readies[0].wait(), 60)

    commits: list[float] = []

    def record_games() -> None:  # another console: a game a second, the next round seated when one ends
        cup = Tournament.open(location)
        rng = random.Random(3)
        while not stop.is_set():
            number = cup.round_numbers()[-1]
            left = [t for t in cup.round(number).tables if t.game is None]
            time.sleep(1.0)
            if stop.is_set():
                break
            if left:
                names = [p.name for p in left[0].players]
                cup.record_game(number, left[0].number, finished_record(random_ranking(names, rng)))
            else:  # every player's own page changes, and tells them where they sit now
                cup.seat_round()
            commits.append(time.time())
        cup.close()

    writer = threading.Thread(target=record_games, daemon=True)
    writer.start()

    # The page requests come from a process of their own, as from other phones: timed
    # here, each would also wait while this process reads 300 phones' updates.
    root = str(Path(__file__).resolve().parent.parent)
    asker = await asyncio.create_subprocess_exec(
        sys.executable, __file__, "--pages", url, "--rate", str(rate), stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        env={**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, (root, os.environ.get("PYTHONPATH"))))})
    assert asker.stdin is not None and asker.stdout is not None

    async def requests(seconds: float) -> tuple[list[float], dict[str, int]]:
        asker.stdin.write(f"{seconds}\n".encode())  # type: ignore[union-attr]
        await asker.stdin.drain()  # type: ignore[union-attr]
        answer = json.loads(await asyncio.wait_for(asker.stdout.readline(), seconds + 120))  # type: ignore[union-attr]
        return answer["latencies"], answer["statuses"]

    def delays(since: float, until: float, who: range) -> tuple[list[float], int, int]:
        """From each commit in [since, until) to each phone's first message after it;
        how many (commit, phone) pairs got none; how many commits."""
        out, missed, counted = [], 0, 0
        for commit in commits:
            if not since <= commit < until:
                continue
            counted += 1
            for i in who:
                after = [t for t, _v in heard[i] if t >= commit]
                if after:
                    out.append(min(after) - commit)
                else:
                    missed += 1
        return out, missed, counted

    await requests(0)  # every kind of page once: a server's first pages are its start, not its steady state
    await asyncio.sleep(1.0)
    async def a_commit_since(since: float) -> None:
        """Until a commit has come in this phase (a short run may have none), at most 10 s."""
        deadline = time.monotonic() + 10
        while not any(c >= since for c in commits) and time.monotonic() < deadline:
            await asyncio.sleep(0.1)

    base_from = time.time()
    base_latencies, _base_statuses = await requests(baseline_s)
    await a_commit_since(base_from)
    base_until = time.time()
    await asyncio.sleep(1.5)  # the baseline's last commit reaches its phone
    tasks += [phone(i) for i in range(1, phones)]
    started = time.monotonic()
    await asyncio.wait_for(asyncio.gather(*(r.wait() for r in readies)), 60)
    connect_s = time.monotonic() - started
    load_from = time.time()
    latencies, statuses = await requests(seconds)
    await a_commit_since(load_from)
    load_until = time.time()
    await asyncio.sleep(3.0)  # the last commit's events, on a loaded machine too
    stop.set()
    await asyncio.get_running_loop().run_in_executor(None, writer.join, 5)
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    await streams.close()
    asker.stdin.close()
    await asyncio.wait_for(asker.wait(), 30)
    base_delays, base_missed, base_commits = delays(base_from, base_until, range(1))
    load_delays, missed, load_commits = delays(load_from, load_until, range(phones))
    return {"connect_s": connect_s, "latencies": latencies, "statuses": statuses, "delays": load_delays,
            "commits": load_commits, "missed": missed, "base_latencies": base_latencies,
            "base_delays": base_delays, "base_commits": base_commits, "base_missed": base_missed}


async def _ask_pages(url: str, rate: float) -> None:
    """The page requests, in a process of their own: each line on stdin is a number of
    seconds to ask for pages at ``rate`` (0: every kind of page once); the answer is a
    line of JSON on stdout."""
    import aiohttp

    loop = asyncio.get_running_loop()
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=50)) as pages:
        while line := await loop.run_in_executor(None, sys.stdin.readline):
            seconds = float(line)
            latencies: list[float] = []
            statuses: dict[str, int] = {}

            async def fetch(path: str) -> None:
                began = time.perf_counter()
                async with pages.get(url.rstrip("/") + path) as response:
                    await response.read()
                    statuses[str(response.status)] = statuses.get(str(response.status), 0) + 1
                latencies.append(time.perf_counter() - began)

            if seconds <= 0:
                for path in PAGES:
                    await fetch(path.format(player=1))
            else:
                fetches = []
                end = time.monotonic() + seconds
                k = 0
                while time.monotonic() < end:
                    fetches.append(asyncio.create_task(fetch(PAGES[k % len(PAGES)].format(player=k % PLAYERS + 1))))
                    k += 1
                    await asyncio.sleep(1.0 / rate)
                await asyncio.gather(*fetches)
            print(json.dumps({"latencies": latencies, "statuses": statuses}), flush=True)


def load_main(url: str, location: str, phones: int, rate: float, seconds: float, baseline_s: float) -> None:
    # Into a file beside the tournament: a pipe would fill (64 KiB) before the parent reads.
    result = asyncio.run(_load(url, location, phones, rate, seconds, baseline_s))
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
class _TickProbe:
    """A 10 ms timer on the UI thread that keeps the time between its ticks: a stall of the
    thread shows as a long one. The loaded run and its idle baseline use the same probe."""

    def __init__(self) -> None:
        from PySide6.QtCore import QTimer

        self.gaps: list[float] = []
        self._last = time.perf_counter()
        self._timer = QTimer()
        self._timer.timeout.connect(self._tick)

    def _tick(self) -> None:
        now = time.perf_counter()
        self.gaps.append(now - self._last)
        self._last = now

    def start(self) -> None:
        """Call from the running event loop: the first tick is measured from its first turn."""
        self._last = time.perf_counter()
        self._timer.start(10)

    def stop(self) -> None:
        self._timer.stop()


def _idle_ticks(app, seconds: float) -> list[float]:
    """The same probe with nothing served: what the machine alone does to a 10 ms timer."""
    from PySide6.QtCore import QTimer

    probe = _TickProbe()
    QTimer.singleShot(0, probe.start)
    QTimer.singleShot(int(seconds * 1000), app.quit)
    app.exec()
    probe.stop()
    return probe.gaps


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
    parser.add_argument("--baseline-seconds", type=float, default=10.0,
                        help="how long the pages are asked for with one phone connected first (the baseline)")
    parser.add_argument("--idle-seconds", type=float, default=5.0,
                        help="how long the probe runs with nothing served first (the baseline)")
    parser.add_argument("--load", nargs=2, metavar=("URL", "LOCATION"), help=argparse.SUPPRESS)
    parser.add_argument("--pages", metavar="URL", help=argparse.SUPPRESS)
    args = parser.parse_args(words)
    args.phones = max(1, min(args.phones, 1000))  # bounded: this is a benchmark, not a flood
    args.rate = max(1.0, min(args.rate, 200.0))
    args.seconds = max(2.0, min(args.seconds, 120.0))
    if args.pages:
        asyncio.run(_ask_pages(args.pages, args.rate))
        return []
    if args.load:
        load_main(args.load[0], args.load[1], args.phones, args.rate, args.seconds,
                  max(1.0, min(args.baseline_seconds, 60.0)))
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
        probe = _TickProbe()
        root = str(Path(__file__).resolve().parent.parent)
        child = subprocess.Popen(
            [sys.executable, __file__, "--load", url, location, "--phones", str(args.phones),
             "--rate", str(args.rate), "--seconds", str(args.seconds), "--baseline-seconds", str(args.baseline_seconds)],
            env={**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, (root, os.environ.get("PYTHONPATH"))))},
        )
        QTimer.singleShot(0, probe.start)
        deadline = time.monotonic() + args.seconds + args.baseline_seconds + 120  # bounded in time, whatever happens

        def check() -> None:
            if child.poll() is not None:
                app.quit()
            elif time.monotonic() > deadline:
                child.kill()

        watch = QTimer()
        watch.timeout.connect(check)
        watch.start(100)
        app.exec()
        probe.stop()
        gaps = probe.gaps
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
          f"max {max(lat):.1f} ms (target p99 <= 50 ms)")
    print(f"commit to phone: {out['commits']} commits x {args.phones} phones, p50 {_percentile(delays, 0.5) * 1000:.0f} ms, "
          f"p99 {_percentile(delays, 0.99) * 1000:.0f} ms, max {max(delays) * 1000:.0f} ms, missed {out['missed']} "
          f"(target p99 <= 500 ms, none missed)")
    over = sum(1 for g in gaps if g - 0.010 > 0.050)
    print(f"UI thread: longest stall {stall:.1f} ms over {len(gaps)} ticks ({over} over 50 ms), median tick "
          f"{statistics.median(gaps) * 1000:.1f} ms (target <= 50 ms); the same probe with nothing served: "
          f"longest {(max(baseline) - 0.010) * 1000:.1f} ms, "
          f"{sum(1 for g in baseline if g - 0.010 > 0.050)} over 50 ms in {len(baseline)} ticks")
    where = "in a child process" if args.service == "child" else "on a thread of the console"
    base_lat = [x * 1000 for x in out["base_latencies"]] or [float("nan")]
    base_delays = out["base_delays"] or [float("nan")]
    print(f"baseline, one phone: {len(base_lat)} page requests, p99 {_percentile(base_lat, 0.99):.1f} ms; "
          f"{out['base_commits']} commits, p99 {_percentile(base_delays, 0.99) * 1000:.0f} ms, missed {out['base_missed']}")
    load = f"{args.phones} phones live + {args.rate:g} pages/s for {args.seconds:g} s, a game recorded each second"
    # The UI thread's figure is its longest tick against the same timer's median tick with
    # nothing served. It was the longest stall against the longest idle stall: the maximum
    # of a few hundred quiet ticks is a fraction of a millisecond one run and several the
    # next, so a 5 ms stall (a tenth of the goal) read ×15 to ×25 and failed CI. The median
    # tick is the timer's own period as this machine keeps it, and hardly moves.
    idle_tick = statistics.median(baseline)
    figures = [Figure(
        "bench_web.py", f"web view {where}, {args.phones} phones + {args.rate:g} pages/s: the console's longest "
        "UI-thread tick (a 10 ms timer)", max(gaps) if gaps else float("inf"),
        "the same timer's median tick with nothing served", idle_tick, goal="≤ 60 ms: a stall ≤ 50 ms",
        unit="s wall", rate=f"longest stall {stall:.1f} ms over {len(gaps):,} ticks",
        # 1.5-3.5 so far (a 5-25 ms stall over a 10 ms tick); the goal is 6 ticks; a UI
        # thread that waits a tenth of a second while it serves is 11 and more
        limit=8.0)]
    if args.service == "child":  # the phones' figures of issue 36, as the console serves them
        figures += [
            Figure("bench_web.py", f"web view, {load}: page and API latency, p99", _percentile(lat, 0.99) / 1000,
                   "the same pages with one phone live", max(_percentile(base_lat, 0.99) / 1000, 1e-4),
                   goal="p99 ≤ 50 ms", unit="s wall",
                   rate=f"p50 {_percentile(lat, 0.5):.1f} ms, max {max(lat):.0f} ms, {len(lat):,} requests",
                   # ×3-8 after the render-order fix (30-40 ms against 4-10 ms); before it,
                   # pages waited behind every page's live update after each commit: ×20 and more
                   limit=15.0),
            # A phone that missed an update fails the figure whatever the times: nothing
            # may be missed (issue 36).
            Figure("bench_web.py", f"web view, {load}: a commit on every phone, p99",
                   _percentile(delays, 0.99) if not out["missed"] else float("inf"),
                   "the same commits to one phone live", max(_percentile(base_delays, 0.99), 1e-4),
                   goal="p99 ≤ 500 ms, none missed", unit="s wall",
                   rate=f"{out['commits']} commits × {args.phones} phones, {out['missed']} missed",
                   # One phone hears of a commit in 0.1-0.26 s (the change watch polls every
                   # 0.25 s); 300 phones in 0.26-0.34 s: ×1.2-3.7 so far. The goal is the
                   # absolute 500 ms; the limit only catches a fan-out gone wrong.
                   limit=6.0),
        ]
    return [emit(f) for f in figures]


if __name__ == "__main__":
    main()
