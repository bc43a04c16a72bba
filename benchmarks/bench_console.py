"""The judge's console inside its real event loop (issues 16 and 29).

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python benchmarks/bench_console.py [--events 6000]

The whole console window runs on the qasync loop the real console uses: one judge action
per loop turn (plays judged from known hands — primes, fouls with their penalty cards —
draws and passes), each with its fsync'ed journal line, undo command and screen refresh,
and the loop then paints and deletes what it should, as in the real console. Printed:
the CPU per action early and late in the game (it must not grow), the process's memory,
undo and redo deep in the game, a resume from the long journal; each beside a bare
PySide6 window that only redraws a label per action in the same loop.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import qasync  # noqa: E402
from PySide6.QtCore import QEvent  # noqa: E402
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow  # noqa: E402

from benchmarks.common import Figure, emit  # noqa: E402
from daifugo_gui.app.live_game import LiveGame, NewGame  # noqa: E402
from daifugo_gui.rules import Settings, standard_deck  # noqa: E402
from daifugo_gui.ui.main_window import MainWindow  # noqa: E402

PLAYERS = ["Aki", "Ben", "Chie", "Dai"]


def rss_mb() -> float:
    """The process's peak resident memory, in MB (Linux reports KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def known_deal(settings: Settings, seed: int) -> NewGame:
    cards = standard_deck(settings.decks, settings.jokers, settings.remove_even)
    random.Random(seed).shuffle(cards)
    size = settings.hand_size
    hands = {p: cards[i * size : (i + 1) * size] for i, p in enumerate(PLAYERS)}
    return NewGame(PLAYERS, settings, hands, cards[len(PLAYERS) * size :])


PRIMES = {2, 3, 5, 7, 11, 13}

# The checks' limits (issue 40). An action, an undo or a redo costs ×25-45 the bare
# window's redraw on CPU (medians of many actions); ×100 leaves room for a loaded machine
# and fails an action that works a few tens of ms more. A resume grows with the journal
# (×30 at 40 events, ×415 at 3,000).
ACTION_LIMIT = 100.0
# The judge waits for each action: on wall time it also waits for its journal line's
# fsync, which a busy disk stretches (×90-115 at load 6 where CPU said ×29).
ACTION_WALL_LIMIT = 250.0
RESUME_LIMIT = 1500.0


def one_action(live: LiveGame, rng: random.Random) -> str:
    """What a judge does next: a single card played (judged), else a draw, else a pass.

    Players mostly play primes and draw only below 11 cards, so hands stay about their
    dealt size all game: a growing CPU per action then means the console grows, not the
    hands it shows."""
    game = live.game
    assert game is not None
    mover = game.to_move
    if game.phase.value == "discarding":
        count = dict(game.pending_discards)[mover]
        live.discard(mover, " ".join(c.text() for c in game.hand(mover)[:count]))
        return "discard"
    if game.count_to_match in (None, 1):
        beat = game.value_to_beat
        playable = [c for c in game.hand(mover) if not c.is_joker and (beat is None or c.rank > beat)]
        primes = [c for c in playable if c.rank in PRIMES]
        if (primes or rng.random() < 0.05) and playable and rng.random() < 0.8:
            live.play(rng.choice(primes if primes and rng.random() < 0.97 else playable).text())
            return "play"
    if game.can_draw(mover) and len(game.hand(mover)) < 11 and rng.random() < 0.9:
        live.draw()
        return "draw"
    live.pass_turn()
    return "pass"


async def drive_console(app: QApplication, events: int, tmp: Path) -> dict[str, object]:
    live = LiveGame(tmp / "journal.jsonl")
    window = MainWindow(live=live)
    window.show()
    live.new_game(known_deal(Settings(decks=16, hand_size=11, thousand_day=False), 29))
    live.begin_play()
    await asyncio.sleep(0)
    rng = random.Random(5)
    cpu: list[float] = []
    wall: list[float] = []
    kinds: dict[str, int] = {}
    start_rss = rss_mb()
    while live.game is not None and len(live.game.events) < events and not live.game.finished:
        start, began = time.process_time(), time.perf_counter()
        kind = one_action(live, rng)
        await asyncio.sleep(0)  # the loop turns: paints, timers, deferred deletes
        wall.append(time.perf_counter() - began)
        cpu.append(time.process_time() - start)
        kinds[kind] = kinds.get(kind, 0) + 1
    undo, redo = [], []
    for _ in range(10):
        start = time.process_time()
        live.undo()
        await asyncio.sleep(0)
        undo.append(time.process_time() - start)
    for _ in range(10):
        start = time.process_time()
        live.redo()
        await asyncio.sleep(0)
        redo.append(time.process_time() - start)
    done = len(live.game.events) if live.game is not None else 0
    other = LiveGame(tmp / "journal.jsonl")
    start = time.process_time()
    other.resume()
    resume = time.process_time() - start
    other.shutdown()
    window.close()
    live.shutdown()
    window.deleteLater()
    await asyncio.sleep(0)
    return {"cpu": cpu, "wall": wall, "kinds": kinds, "undo": undo, "redo": redo, "resume": resume, "events": done,
            "rss": (start_rss, rss_mb())}


async def drive_bare(app: QApplication, actions: int) -> tuple[list[float], list[float]]:
    """The baseline: a bare window redrawing one label per action, in the same loop."""
    window = QMainWindow()
    label = QLabel("", window)
    window.setCentralWidget(label)
    window.resize(1280, 800)
    window.show()
    await asyncio.sleep(0)
    cpu, wall = [], []
    for i in range(actions):
        start, began = time.process_time(), time.perf_counter()
        label.setText(f"action {i}")
        label.repaint()
        await asyncio.sleep(0)
        wall.append(time.perf_counter() - began)
        cpu.append(time.process_time() - start)
    window.close()
    window.deleteLater()
    return cpu, wall


def around(samples: list[float], at: int, width: int = 100) -> list[float]:
    at = min(at, len(samples))
    return samples[max(0, at - width) : at] or samples


def main(argv: list[str] | None = None) -> list[Figure]:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--events", type=int, default=6000)
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    with tempfile.TemporaryDirectory() as tmp:
        try:
            seen = loop.run_until_complete(drive_console(app, args.events, Path(tmp)))
            bare = loop.run_until_complete(drive_bare(app, min(len(seen["cpu"]), 2000)))  # type: ignore[arg-type]
        finally:
            app.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
            asyncio.set_event_loop(None)
            loop.close()
    cpu: list[float] = seen["cpu"]  # type: ignore[assignment]
    wall: list[float] = seen["wall"]  # type: ignore[assignment]
    bare_action = statistics.median(bare[0])
    bare_wall = statistics.median(bare[1])
    early, late = min(1000, len(cpu)), len(cpu)
    print(f"{seen['events']} events: {seen['kinds']}; peak memory {seen['rss'][1]:.0f} MB "  # type: ignore[index]
          f"(at the deal {seen['rss'][0]:.0f} MB)")  # type: ignore[index]
    figures = []
    for label, at in ((f"console: CPU per judge action around event {early:,}", early),
                      (f"console: CPU per judge action around event {late:,}", late)):
        figures.append(emit(Figure("bench_console.py", label, statistics.median(around(cpu, at)),
                                   "a bare PySide6 window redrawing a label per action", bare_action,
                                   goal="flat (the same early and late)", limit=ACTION_LIMIT,
                                   wall=statistics.median(around(wall, at)), baseline_wall=bare_wall,
                                   wall_limit=ACTION_WALL_LIMIT)))
    undo = statistics.median(seen["undo"])  # type: ignore[arg-type]
    redo = statistics.median(seen["redo"])  # type: ignore[arg-type]
    figures.append(emit(Figure("bench_console.py", f"console: undo at {seen['events']:,} events", undo,
                               "a bare PySide6 window redrawing a label per action", bare_action, goal="O(1)",
                               limit=ACTION_LIMIT)))
    figures.append(emit(Figure("bench_console.py", f"console: redo at {seen['events']:,} events", redo,
                               "a bare PySide6 window redrawing a label per action", bare_action, goal="O(1)",
                               limit=ACTION_LIMIT)))
    figures.append(emit(Figure("bench_console.py", f"console: resume from a {seen['events']:,}-event journal",
                               float(seen["resume"]), "a bare PySide6 window redrawing a label per action",  # type: ignore[arg-type]
                               bare_action, limit=RESUME_LIMIT)))
    return figures


if __name__ == "__main__":
    main()
