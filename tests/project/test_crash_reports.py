"""Issue 28: versions, logs and crash reports, on the command line and in the console."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QtMsgType, qInstallMessageHandler, qWarning
from PySide6.QtWidgets import QMessageBox

import daifugo_gui
import daifugo_gui.paths
from daifugo_gui import cli, diagnostics
from daifugo_gui.app import crash_hooks
from daifugo_gui.app.live_game import LiveGame
from daifugo_gui.ui import main as gui_main
from daifugo_gui.ui import main_window
from daifugo_gui.ui.crash_notice import NOTICE_NAME, CrashNotice
from daifugo_gui.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def logs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    folder = tmp_path / "logs"
    monkeypatch.setenv(diagnostics.LOG_DIR_ENV, str(folder))
    monkeypatch.delenv(diagnostics.DEBUG_ENV, raising=False)
    yield folder
    diagnostics.stop_logging()


def test_version_is_the_one_in_pyproject() -> None:
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert daifugo_gui.__version__ == daifugo_gui.version() == project["version"]
    assert project["urls"]["Issues"] == daifugo_gui.ISSUES_URL


def test_both_commands_print_the_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--version"]) == 0
    assert capsys.readouterr().out == f"daifugo {daifugo_gui.build_version()}\n"
    assert gui_main.main(["daifugo-gui", "--version"]) == 0
    assert capsys.readouterr().out == f"daifugo-gui {daifugo_gui.build_version()}\n"


def test_log_folder_is_the_platforms_unless_overridden(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import platformdirs

    assert diagnostics.log_dir({}) == Path(platformdirs.user_log_dir("daifugo_gui", appauthor=False))
    assert diagnostics.log_dir({diagnostics.LOG_DIR_ENV: str(tmp_path)}) == tmp_path


def _fail_reports(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # What a wheel without its fonts did: reportlab's TTFError from `daifugo report`. The
    # print itself fails, since reportlab keeps a font registered by an earlier test in the
    # same process and an empty resources folder alone would then go unnoticed.
    import daifugo_gui.cli.report as report_command
    from reportlab.pdfbase.ttfonts import TTFError

    empty = tmp_path / "no_resources"
    empty.mkdir()
    monkeypatch.setattr(daifugo_gui.paths, "resources_dir", lambda: empty)

    def without_fonts(*_args: object, **_kwargs: object) -> int:
        raise TTFError(f"Can't open file {empty / 'fonts' / 'ipaexg.ttf'}")

    monkeypatch.setattr(report_command, "blank_score_sheet", without_fonts)


def test_cli_internal_error_names_version_log_and_where_to_report(
    logs: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _fail_reports(monkeypatch, tmp_path)
    status = cli.main(["report", "--blank", "--seats", "4", "--out", str(tmp_path / "x.pdf")])
    err = capsys.readouterr().err
    assert status == 70
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    log_path = logs / "daifugo_gui.log"
    assert f"internal error in version {daifugo_gui.build_version()}" in err
    assert str(log_path) in err and daifugo_gui.ISSUES_URL in err
    logged = log_path.read_text(encoding="utf-8")
    assert "unexpected error in daifugo" in logged and "Traceback" in logged and "TTFError" in logged


@pytest.mark.parametrize("how", ["flag", "environment"])
def test_cli_debug_prints_the_traceback(
    how: str, logs: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _fail_reports(monkeypatch, tmp_path)
    words = ["report", "--blank", "--out", str(tmp_path / "x.pdf")]
    if how == "flag":
        words.insert(0, "--debug")
    else:
        monkeypatch.setenv(diagnostics.DEBUG_ENV, "1")
    assert cli.main(words) == 70
    err = capsys.readouterr().err
    assert err.startswith("Traceback") and "TTFError" in err
    assert err.strip().splitlines()[-1].startswith("daifugo: internal error in version")


def test_cli_bad_input_writes_no_log(logs: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["judge", "Z"]) == 2
    assert not logs.exists()


@pytest.mark.qt_no_exception_capture
def test_exception_in_a_slot_is_logged_shown_and_the_window_stays(
    qtbot, logs: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    window = MainWindow(live=LiveGame(tmp_path / "j.jsonl"))
    qtbot.addWidget(window)
    window.show()
    log_path = diagnostics.start_logging("test")
    notice = CrashNotice(window)
    hook = crash_hooks.ExceptionHook(notice, log_path)
    monkeypatch.setattr(sys, "excepthook", hook)

    def broken(*_args: object) -> str:
        raise ZeroDivisionError("a bug in About")

    monkeypatch.setattr(main_window, "about_text", broken)
    window.help_actions[1].trigger()  # Help ▸ About: its slot raises
    qtbot.waitUntil(lambda: notice.box is not None and notice.box.isVisible(), timeout=3000)
    box = window.findChild(QMessageBox, NOTICE_NAME)
    assert box is notice.box and not box.isModal()
    assert "the game is saved" in box.text() and str(log_path) in box.text()
    assert window.isVisible()
    logged = log_path.read_text(encoding="utf-8")
    assert "ZeroDivisionError: a bug in About" in logged and "show_about" in logged
    window.help_actions[1].trigger()  # a second error while the notice is up: logged, one notice
    qtbot.waitUntil(lambda: log_path.read_text(encoding="utf-8").count("unexpected error in the console") == 2,
                    timeout=3000)
    qtbot.wait(50)  # a second notice, had one been queued, would be up by now
    assert notice.shown == 1


@pytest.mark.no_qt_log
def test_qt_messages_go_to_the_log(logs: Path) -> None:
    log_path = diagnostics.start_logging("test")
    previous = qInstallMessageHandler(None)
    try:
        crash_hooks.install_qt_message_handler()
        qWarning("a Qt warning for the log")
    finally:
        qInstallMessageHandler(previous)
    logging.getLogger().handlers[-1].flush()
    assert "WARNING daifugo_gui.qt: a Qt warning for the log" in log_path.read_text(encoding="utf-8")
    assert crash_hooks._QT_LEVELS[QtMsgType.QtCriticalMsg] == logging.ERROR


def test_faulthandler_writes_beside_the_log(logs: Path) -> None:
    import faulthandler

    was_enabled = faulthandler.is_enabled()  # pytest's own, on stderr
    path = diagnostics.start_fault_log()
    assert path == logs / "faults.log" and faulthandler.is_enabled()
    faulthandler.dump_traceback(file=diagnostics._fault_file)
    diagnostics._fault_file.flush()
    assert "test_faulthandler_writes_beside_the_log" in path.read_text(encoding="utf-8")
    diagnostics.stop_fault_log()
    assert not faulthandler.is_enabled()
    if was_enabled:
        faulthandler.enable(file=sys.__stderr__)


def test_an_exception_in_an_asyncio_task_is_reported_like_one_in_a_slot(logs: Path) -> None:
    """The clocks run as asyncio tasks on qasync's loop: their exceptions take the same way."""
    log_path = diagnostics.start_logging("test")
    told: list[Path | None] = []
    hook = crash_hooks.ExceptionHook(told.append, log_path)
    try:
        raise KeyError("clock task")
    except KeyError as exc:
        hook.asyncio_handler(None, {"message": "Task exception was never retrieved", "exception": exc})
    hook.asyncio_handler(None, {"message": "a loop complaint without an exception"})
    assert told == [log_path]
    logged = log_path.read_text(encoding="utf-8")
    assert "KeyError: 'clock task'" in logged and "asyncio: a loop complaint without an exception" in logged


def test_ctrl_c_keeps_pythons_own_behaviour(logs: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    told: list[Path | None] = []
    seen: list[type[BaseException]] = []
    monkeypatch.setattr(sys, "__excepthook__", lambda kind, value, tb: seen.append(kind))
    crash_hooks.ExceptionHook(told.append, None)(KeyboardInterrupt, KeyboardInterrupt(), None)
    assert seen == [KeyboardInterrupt] and told == []


def test_the_console_logs_its_start_with_the_version_once_its_window_shows(tmp_path: Path) -> None:
    """Issue 29: the "started" line (which reads the package metadata) is written after the
    first paint, not before it; it must still be written, with the version."""
    import os
    import subprocess

    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(root), "HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path), diagnostics.LOG_DIR_ENV: str(tmp_path / "logs")}
    code = ("import sys; from daifugo_gui.ui.main import main; "
            "sys.exit(main(['daifugo-gui', '--smoke', '--journal', sys.argv[1]]))")
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path / "j.jsonl")], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    logged = (tmp_path / "logs" / diagnostics.LOG_NAME).read_text(encoding="utf-8")
    assert f"daifugo-gui {daifugo_gui.build_version()} started (Python " in logged


def test_logging_can_leave_the_started_line_for_later(logs: Path) -> None:
    path = diagnostics.start_logging("test", announce=False)
    assert path is not None
    logging.getLogger("daifugo_gui.test").info("first")
    diagnostics.log_started("test")
    lines = path.read_text(encoding="utf-8").splitlines()
    assert "first" in lines[0] and f"test {daifugo_gui.build_version()} started" in lines[1]


def test_the_crash_notice_says_saved_only_with_a_game_and_offers_the_folder_and_copy(
    qtbot, logs: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 40: "the game is saved" is true only when there is a game; the notice lets the
    judge open the log folder and copy what a report needs, and stays up for both."""
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QDesktopServices
    from PySide6.QtWidgets import QApplication, QPushButton

    parent = QMessageBox()  # any window
    qtbot.addWidget(parent)
    log_path = logs / "daifugo_gui.log"
    game = {"open": False}
    notice = CrashNotice(parent, has_game=lambda: game["open"])
    notice(log_path)
    qtbot.waitUntil(lambda: notice.box is not None and notice.box.isVisible(), timeout=3000)
    assert "the game is saved" not in notice.box.text() and str(log_path) in notice.box.text()
    opened: list[QUrl] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    notice.box.findChild(QPushButton, "open_log_folder").click()
    assert opened == [QUrl.fromLocalFile(str(logs))]
    notice.box.findChild(QPushButton, "copy_report").click()
    copied = QApplication.clipboard().text()
    assert notice.box.text() in copied and f"daifugo-gui {daifugo_gui.build_version()}" in copied
    assert notice.box.isVisible()  # both act and leave the notice up
    notice.box.close()
    game["open"] = True
    notice(log_path)
    qtbot.waitUntil(lambda: notice.box is not None and notice.box.isVisible(), timeout=3000)
    assert "the game is saved" in notice.box.text()
