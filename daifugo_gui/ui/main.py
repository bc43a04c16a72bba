"""Start the console: ``daifugo-gui``."""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import TYPE_CHECKING, Sequence

from PySide6.QtCore import QCoreApplication, QSettings, QTimer
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from daifugo_gui.paths import fallback_font, japanese_font
from daifugo_gui.ui.widgets.assets import app_icon
from daifugo_gui.ui.preferences import apply_startup_preferences
from daifugo_gui.ui.smoke import choose_smoke_platform, install_smoke_quit, smoke_status

if TYPE_CHECKING:
    from daifugo_gui.app.crash_hooks import ExceptionHook


def install_japanese_font(app: QApplication) -> str | None:
    """Load the shipped IPAex Gothic so Japanese renders on every machine, and the shipped
    Noto Sans JP behind it for the rare kanji of real names it lacks (𠮷, 𩸽 …), which
    would otherwise show as boxes wherever the machine has no font with them."""
    font_id = QFontDatabase.addApplicationFont(str(japanese_font()))
    if font_id < 0:
        return None
    families = QFontDatabase.applicationFontFamilies(font_id)
    if not families:
        return None
    fallback_id = QFontDatabase.addApplicationFont(str(fallback_font()))
    fallbacks = QFontDatabase.applicationFontFamilies(fallback_id) if fallback_id >= 0 else []
    font = QFont(families[0])
    font.setFamilies([families[0], *fallbacks[:1]])
    font.setPointSize(max(app.font().pointSize(), 10))
    app.setFont(font)
    return families[0]


def _start(window) -> None:
    """Lock the autosave, offer to resume an autosaved game, then start the clocks' task.

    Runs from a Qt timer, not inside a coroutine: the resume question is a modal dialog
    with its own nested event loop, which must not run inside an asyncio task step.
    """
    from daifugo_gui import diagnostics
    from daifugo_gui.app.journal import NoFreeJournal
    from daifugo_gui.app.prompts import Tone
    from daifugo_gui.ui.widgets.reason_text import render_error

    diagnostics.log_started("daifugo-gui")  # after the first paint: it reads the package metadata
    from daifugo_gui.app import gui_collector

    # Issue 42: what start-up made stays for the console's life; full collections then
    # scan only the game's objects and stay short.
    app = QCoreApplication.instance()
    if app is not None:
        gui_collector.install(app).freeze_survivors()
    _tell_of_a_hard_crash(window)
    try:
        try:
            notice = window.live.claim_journal()
        except NoFreeJournal as busy:  # play on; this console just keeps no autosave
            window.console.prompts.inform(QCoreApplication.translate("MainWindow", "Autosave"), render_error(busy), Tone.WARNING)
            return
        if notice:
            window.console.prompts.inform(QCoreApplication.translate("MainWindow", "Autosave"), notice)
        window.console.offer_resume()
        window.live.session.keep_finished_from_journal()  # a table game that ended just before a crash
        window.show_pending()
    finally:
        window.live.start_clock_task()  # whatever the autosave said, the clocks run


def _tell_of_a_hard_crash(window) -> None:
    """The last run died hard (a segfault, an abort): say so once, and where the log is."""
    from daifugo_gui import diagnostics
    from daifugo_gui.app.prompts import Tone
    from daifugo_gui.ui.widgets.reason_text import fill

    crash = diagnostics.previous_crash()
    if crash is None:
        return
    thread = crash.thread or "an unknown thread"
    diagnostics.log.warning("the last run (started %s, version %s) ended in a hard crash on %s: %s; see %s",
                            crash.started, crash.version or "unknown", thread, crash.error, crash.path)
    text = fill(QCoreApplication.translate(
        "MainWindow",
        "The console stopped unexpectedly last time (started %1). What was saved before then "
        "is kept. The details are in %2; please send that file with your report."), crash.started, crash.path)
    window.console.prompts.inform(QCoreApplication.translate("MainWindow", "The last run crashed"), text, Tone.WARNING)


class _ArgumentError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    """Usage errors as one line (status 2), like the ``daifugo`` command."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise _ArgumentError(f"{self.prog}: {message}")


def parse_arguments(args: Sequence[str]) -> argparse.Namespace:
    """``daifugo-gui [--journal PATH] [--smoke] [--version]`` plus Qt's own ``-platform``/``-style``."""
    parser = _Parser(prog="daifugo-gui", description="The prime judge's console for Prime Daifugo.")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument("--journal", metavar="PATH", help="where to autosave the live game (one console per file)")
    parser.add_argument("--smoke", action="store_true", help="open the window, then quit (a start-up check)")
    parser.add_argument("-platform", metavar="NAME", help="Qt platform plugin (offscreen, xcb, ...)")
    parser.add_argument("-style", metavar="NAME", help="Qt widget style")
    namespace = parser.parse_args(list(args))
    if namespace.journal is not None and not namespace.journal.strip():
        parser.error("argument --journal: expected a path")
    if namespace.journal is not None:
        problem = journal_place_problem(namespace.journal)
        if problem is not None:
            parser.error(f"argument --journal: {problem}")
    return namespace


def journal_place_problem(name: str) -> str | None:
    """Why the console could not keep its autosave at ``name`` (None: it can try).

    Checked before any window opens (issue 38): a name over the system's limit or a folder
    the console may not enter otherwise surfaced as a traceback from the first look at it.
    """
    import errno
    import os
    from pathlib import Path

    shown = name if len(name) <= 80 else name[:40] + "…" + name[-30:]
    path = Path(name).expanduser()
    for place in (path, *path.parents):
        try:
            is_folder = place.is_dir()
        except OSError as exc:
            return f"{shown}: {exc.strerror or exc}"
        if place == path and is_folder:
            return f"{shown}: is a folder, not a file"
        if is_folder:
            if not os.access(place, os.R_OK | os.W_OK | os.X_OK):
                return f"{shown}: {os.strerror(errno.EACCES)} (the folder {place})"
            return None  # the folders below it are made when the journal is first written
        if place.exists() and place != path:
            return f"{shown}: {place} is a file, not a folder"
    return None


def follow_in_the_log(window) -> None:
    """What the window shows (refusals, write failures, autosave, pending games, the status
    bar) also goes to the log, in English, with the table and the version (issue 40)."""
    from daifugo_gui.app.shown_log import ShownLog

    from daifugo_gui.app.shown_log import record

    shown = ShownLog(window.live, window)
    window.statusBar().messageChanged.connect(shown.status)

    def follow_tournament_tab(*_index: object) -> None:
        # Built when first shown: its one-line status (server states, writes) from then on.
        if "tournament_tab" not in window.built_tabs():
            return
        tab = window.tournament_tab
        if not tab.property("daifugo_logged"):
            tab.setProperty("daifugo_logged", True)
            tab.message.connect(lambda text: record("tournament", text, table=shown.table()) if text else None)

    window.tabs.currentChanged.connect(follow_tournament_tab)


def start_diagnostics(app: QApplication) -> "ExceptionHook":
    """The log file, faulthandler, Qt's messages and the exception hook (issue 28)."""
    from daifugo_gui import diagnostics
    from daifugo_gui.app.crash_hooks import install_exception_hook, install_qt_message_handler
    from daifugo_gui.ui.crash_notice import CrashNotice

    log_path = diagnostics.start_logging("daifugo-gui", announce=False)  # the line comes in _start
    diagnostics.start_fault_log()
    install_qt_message_handler()
    return install_exception_hook(CrashNotice(), log_path)


async def _run(window, app: QApplication, hook: "ExceptionHook | None" = None) -> None:
    """The window's life on the qasync loop: clocks as an asyncio task, cancelled on quit."""
    if hook is not None:  # an exception in a task is reported like one in a slot
        asyncio.get_running_loop().set_exception_handler(hook.asyncio_handler)
    done = asyncio.Event()
    app.aboutToQuit.connect(done.set)
    app.lastWindowClosed.connect(done.set)
    window.show()
    QTimer.singleShot(0, lambda: _start(window))
    await done.wait()
    window.live.shutdown()


def main(argv: Sequence[str] | None = None) -> int:
    import qasync

    from daifugo_gui.ui.main_window import MainWindow

    # A bundled console starts the D9 factoring worker (issue 29) by re-running its own
    # executable: this turns that run into the worker instead of a second console. Only a
    # frozen (bundled) program needs it; elsewhere multiprocessing waits for its first use.
    if getattr(sys, "frozen", False):
        import multiprocessing

        multiprocessing.freeze_support()
    words = list(argv or sys.argv)
    try:
        options = parse_arguments(words[1:])
    except _ArgumentError as bad:
        print(str(bad), file=sys.stderr)
        return 2
    if options.version:
        from daifugo_gui import build_version

        if sys.stdout is not None:  # a windowed Windows start has no stdout
            print(f"daifugo-gui {build_version()}")
        return 0
    choose_smoke_platform(list(argv or sys.argv))  # before the QApplication exists
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(list(argv or sys.argv))
    app.setApplicationName("daifugo_gui")
    app.setOrganizationName("daifugo_gui")
    app.setDesktopFileName("io.github.daifugo_gui.DaifugoGui")  # matches packaging/linux/*.desktop
    install_smoke_quit(app, list(argv or sys.argv))  # --smoke / DAIFUGO_GUI_SMOKE=1: quit once shown
    # Issue 42: cyclic garbage is collected on this thread only, before any worker starts.
    from daifugo_gui.app import gui_collector

    gui_collector.install(app)
    hook = start_diagnostics(app)
    install_japanese_font(app)
    apply_startup_preferences(app)  # language, font size, contrast: before any widget exists
    app.setWindowIcon(app_icon())
    window = MainWindow(journal_path=options.journal)
    window.console.setup_store = QSettings()  # the new-game dialog remembers across restarts
    follow_in_the_log(window)
    notice = getattr(hook, "notify", None)
    if notice is not None and hasattr(notice, "has_game"):  # "the game is saved" only with a game
        notice.has_game = lambda: window.live.game is not None
    try:
        qasync.run(_run(window, app, hook))
    except asyncio.CancelledError:
        pass
    status = smoke_status(app)
    return status if status is not None else 0


if __name__ == "__main__":
    sys.exit(main())
