"""Issue 42's stress run, meant for a subprocess (a segfault ends only this process):

    QT_QPA_PLATFORM=offscreen python tests/project/gc_stress.py --rounds 200 [--automatic]

On the GUI thread it opens and closes the console's screens, round after round: the
dialogs (new game, joker, new tournament, paper result), the analysis tabs (prime tools,
tanhinmin, hexad with its research panels) and the replay window. Each closed screen is
left in a reference cycle, as a screen is whose helper refers back to it (a model, a
closure kept on an attribute), so only the cyclic collector can free it. Meanwhile two
background jobs allocate as hard as they can, one on the analysis ``QThreadPool``
(``BackgroundRunner``, like the hexad research) and one on a plain Python thread (like the
D9 factoring executor or the board publisher), so CPython's automatic collection, when it
is on, fires on those threads again and again.

``--automatic`` leaves CPython's automatic collection on (the console before issue 42);
without it the console's GUI-thread collector is installed, as ``daifugo-gui`` does.
Prints ``gc-stress ok ROUNDS`` at the end; a crash prints nothing more (faulthandler's
dump goes to stderr).
"""

from __future__ import annotations

import argparse
import faulthandler
import gc
import json
import os
import sys
import tempfile
import threading
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QCoreApplication, QEvent  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402



class _Holder:
    """A helper that refers back to its screen: screen -> holder -> screen."""

    def __init__(self, screen: QWidget) -> None:
        self.screen = screen


def _record(folder: Path) -> Path:
    from daifugo_gui.rules import Game, Settings

    game = Game(["Aki", "Ben", "Chie"], Settings())
    for event in (
        {"player": "Aki", "action": "play", "field": "5 7"},
        {"player": "Aki", "action": "play", "field": "1 7 2 9"},
        {"player": "Ben", "action": "play", "field": "1 2 3 4"},
        {"player": "Chie", "action": "pass"},
    ):
        game.apply_json(event)
    path = folder / "game.json"
    path.write_text(json.dumps(game.to_record()), encoding="utf-8")
    return path


def _screens(folder: Path) -> list:
    from daifugo_gui.ui.analysis.hexad_panels import ResearchPanels
    from daifugo_gui.ui.analysis.hexad_tab import HexadTab
    from daifugo_gui.ui.analysis.primes_tab import PrimeToolsTab
    from daifugo_gui.ui.analysis.tanhinmin_tab import TanhinminTab
    from daifugo_gui.ui.console.joker_dialog import JokerDialog
    from daifugo_gui.ui.console.new_game_dialog import NewGameDialog
    from daifugo_gui.ui.console.replay_view import ReplayDialog
    from daifugo_gui.ui.tournament.new_tournament_dialog import NewTournamentDialog
    from daifugo_gui.ui.tournament.paper_result_dialog import PaperResultDialog

    def no_research(report):  # type: ignore[no-untyped-def]
        # The hexad research is seconds of CPU: the stress jobs below stand in for it.
        raise RuntimeError("no research in the stress run")

    hexads = HexadTab(seed=2, research=no_research).hexads

    def hexad_tab() -> QWidget:
        return HexadTab(seed=1, research=no_research)

    def panels() -> QWidget:
        return ResearchPanels(hexads)

    def paper() -> QWidget:
        return PaperResultDialog("Table 1", ["Aki", "Ben", "Chie"], lambda rows: None)

    record = _record(folder)
    return [
        NewGameDialog,
        lambda: JokerDialog(None, alone=True),
        NewTournamentDialog,
        paper,
        PrimeToolsTab,
        TanhinminTab,
        hexad_tab,
        panels,
        lambda: ReplayDialog.from_path(record),
    ]


def _churn_once() -> None:
    """What a heavy job does to the collector's counts: many containers, some cyclic."""
    junk = []
    for i in range(5000):
        node: dict[str, object] = {"i": i}
        node["self"] = node
        junk.append(node)
    del junk


def _churn(stop: threading.Event) -> None:
    while not stop.is_set():
        _churn_once()
        time.sleep(0.001)  # hand the GIL over: the GUI thread must keep opening screens


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--automatic", action="store_true", help="leave CPython's automatic collection on")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)
    began = time.monotonic()
    faulthandler.enable(all_threads=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    if args.automatic:
        gc.enable()
    else:
        from daifugo_gui.app import gui_collector

        gui_collector.install(app, interval_ms=20)
    from daifugo_gui.app.background import BackgroundRunner

    folder = tempfile.TemporaryDirectory()
    makers = _screens(Path(folder.name))  # imports first: the jobs would slow them down
    stop = threading.Event()
    plain = threading.Thread(target=_churn, args=(stop,), name="stress-plain-thread", daemon=True)
    plain.start()
    runner = BackgroundRunner()

    def pooled(token, progress) -> None:  # type: ignore[no-untyped-def]
        while not token.cancelled:
            _churn_once()
            time.sleep(0.001)

    runner.start(pooled)
    for round_number in range(args.rounds):
        screen = makers[round_number % len(makers)]()
        screen._stress_holder = _Holder(screen)  # type: ignore[attr-defined]
        screen.show()
        QCoreApplication.processEvents()
        screen.close()
        shutdown = getattr(screen, "shutdown", None)
        if callable(shutdown):
            shutdown()
        del screen
        for _ in range(3):
            QCoreApplication.processEvents()
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        if args.verbose:
            print(round_number, f"{time.monotonic() - began:.1f}", gc.get_count(), file=sys.stderr, flush=True)
    stop.set()
    runner.shutdown()
    plain.join(5)
    folder.cleanup()
    print(f"gc-stress ok {args.rounds}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
