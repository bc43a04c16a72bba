"""The Tournament tab's web view runs in a child process of the console (issue 30: the
service must never hold the console's UI thread, and in a thread it shared the GIL).

Every test here starts the real ``daifugo web`` child, GETs its pages over 127.0.0.1 and
checks by its process id that it has ended."""

from __future__ import annotations

import gc
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from web_event import make_event

from daifugo_gui.app.web_service import DEFAULT_PORT, WebFailure, child_command
from daifugo_gui.ui.tournament.tournament_tab import TournamentTab


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie is dead too: it only waits for its parent to read its status.
    stat = Path(f"/proc/{pid}/stat")
    return not (stat.exists() and stat.read_text().split(")")[-1].split()[0] == "Z")


def _get(url: str) -> dict:
    return json.loads(urllib.request.urlopen(url, timeout=10).read())


def _answers(url: str) -> bool:
    try:
        urllib.request.urlopen(url, timeout=2).read()
    except (urllib.error.URLError, OSError):
        return False
    return True


def _started_tab(qtbot, target: str) -> tuple[TournamentTab, object]:
    tab = TournamentTab(lang="en")
    qtbot.addWidget(tab)
    assert tab.open_tournament(target)
    dialog = tab.open_phones_view()
    dialog.start_button.click()
    qtbot.waitUntil(lambda: dialog.url is not None or dialog.service is None, timeout=60000)
    assert dialog.url is not None, dialog.address.text()
    return tab, dialog


def test_the_dialog_serves_from_a_child_and_closing_the_tab_ends_it(qtbot, tmp_path: Path) -> None:
    make_event(tmp_path / "cup.sqlite").close()
    tab, dialog = _started_tab(qtbot, str(tmp_path / "cup.sqlite"))
    pid = dialog.service.pid()
    assert pid is not None and pid != os.getpid() and _alive(pid)
    # Nothing of the service in the console: no service thread, no aiohttp server here.
    assert not any(t.name == "web-view" for t in threading.enumerate())
    # 127.0.0.1: no QR code a phone would look for on itself (issue 36), and why not.
    assert dialog.address.text() == dialog.url and dialog.qr.pixmap().isNull() and dialog.no_qr.text()
    assert _get(dialog.url + "api/seating")["round"] == 2
    assert b"<!doctype html>" in urllib.request.urlopen(dialog.url + "seating?lang=ja", timeout=10).read()[:200]
    url = dialog.url
    tab.close()
    assert tab.phones_dialog is None
    assert not _alive(pid) and not _answers(url + "api/standings")


def test_stop_and_opening_another_tournament_end_the_child(qtbot, tmp_path: Path) -> None:
    make_event(tmp_path / "cup.sqlite").close()
    make_event(tmp_path / "other.sqlite", name="秋の杯").close()
    tab, dialog = _started_tab(qtbot, str(tmp_path / "cup.sqlite"))
    first = dialog.service.pid()
    dialog.stop_button.click()
    assert not _alive(first) and dialog.address.text() == "Stopped." and dialog.start_button.isEnabled()
    dialog.start_button.click()
    qtbot.waitUntil(lambda: dialog.url is not None, timeout=60000)
    second = dialog.service.pid()
    assert second != first and _alive(second)
    assert tab.open_tournament(str(tmp_path / "other.sqlite"))
    assert not _alive(second) and tab.phones_dialog is None


def test_closing_the_window_ends_the_child(qtbot, tmp_path: Path) -> None:
    from daifugo_gui.app.live_game import LiveGame
    from daifugo_gui.ui.main_window import MainWindow

    make_event(tmp_path / "cup.sqlite").close()
    window = MainWindow(live=LiveGame(tmp_path / "journal.jsonl"))
    qtbot.addWidget(window)
    tab = window.tournament_tab
    assert tab.open_tournament(str(tmp_path / "cup.sqlite"))
    dialog = tab.open_phones_view()
    dialog.start_button.click()
    qtbot.waitUntil(lambda: dialog.url is not None or dialog.service is None, timeout=60000)
    pid = dialog.service.pid()
    assert _get(dialog.url + "api/standings")["rows"]
    window.close()
    assert not _alive(pid)


def test_a_child_that_dies_is_reported_in_words(qtbot, tmp_path: Path) -> None:
    make_event(tmp_path / "cup.sqlite").close()
    tab, dialog = _started_tab(qtbot, str(tmp_path / "cup.sqlite"))
    heard: list[object] = []
    dialog.addressChanged.connect(heard.append)
    os.kill(dialog.service.pid(), signal.SIGKILL)  # what an out-of-memory killer does
    qtbot.waitUntil(lambda: dialog.service is None, timeout=20000)
    assert dialog.url is None and dialog.qr.pixmap().isNull()
    assert dialog.address.text() == ("The web view stopped by itself (it was ended abruptly: killed, or "
                                     "it crashed). Phones no longer see the tournament: press Start to serve it again.")
    assert dialog.start_button.isEnabled() and not dialog.stop_button.isEnabled()
    assert heard == [None]  # the hall displays and prints drop the address
    tab.close()


def test_a_child_that_cannot_serve_says_why(qtbot, tmp_path: Path) -> None:
    """A tournament file gone between the opening and the start: the child's own reason."""
    make_event(tmp_path / "cup.sqlite").close()
    tab = TournamentTab(lang="en")
    qtbot.addWidget(tab)
    assert tab.open_tournament(str(tmp_path / "cup.sqlite"))
    dialog = tab.open_phones_view()
    dialog.target = str(tmp_path / "gone.sqlite")
    dialog.start_button.click()
    qtbot.waitUntil(lambda: dialog.service is None, timeout=60000)
    text = dialog.address.text()
    assert text.startswith("The web view did not start: daifugo: ") and text.endswith("gone.sqlite: no such file")
    assert dialog.url is None and dialog.start_button.isEnabled()
    assert not (tmp_path / "gone.sqlite").exists()  # read-only: nothing was made
    tab.close()


def test_a_program_that_cannot_run_is_reported(qtbot, tmp_path: Path, monkeypatch) -> None:
    from daifugo_gui.app import web_service

    make_event(tmp_path / "cup.sqlite").close()
    monkeypatch.setattr(web_service, "_cli_program", lambda: [str(tmp_path / "no-such-program")])
    tab = TournamentTab(lang="en")
    qtbot.addWidget(tab)
    assert tab.open_tournament(str(tmp_path / "cup.sqlite"))
    dialog = tab.open_phones_view()
    problems: list[object] = []
    dialog.start_button.click()
    dialog.service.failed.connect(problems.append)
    qtbot.waitUntil(lambda: dialog.service is None, timeout=20000)
    assert problems and problems[0].failure is WebFailure.CANNOT_RUN
    assert dialog.address.text().startswith("The web view could not be started:")
    tab.close()


@pytest.mark.parametrize("seen_first", [True, False], ids=["seen-before-the-start", "taken-during-the-start"])
def test_a_busy_port_gives_another(qtbot, tmp_path: Path, monkeypatch, seen_first: bool) -> None:
    from daifugo_gui.app import web_service

    if not seen_first:  # taken after the look: the child says it cannot listen, and is started again
        monkeypatch.setattr(web_service, "port_is_free", lambda host, port: True)
    make_event(tmp_path / "cup.sqlite").close()
    holder = socket.socket()
    holder.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the server binds
    try:
        holder.bind(("127.0.0.1", DEFAULT_PORT))
        holder.listen()
    except OSError:
        pass  # someone else holds it already: busy either way
    try:
        tab, dialog = _started_tab(qtbot, str(tmp_path / "cup.sqlite"))
        assert not dialog.url.endswith(f":{DEFAULT_PORT}/")
        assert _get(dialog.url + "api/seating")["round"] == 2
        tab.close()
    finally:
        holder.close()


def test_the_child_stops_when_the_console_is_gone(tmp_path: Path) -> None:
    """However the console ends (a crash too), its pipe to the child closes: the child stops."""
    make_event(tmp_path / "cup.sqlite").close()
    command = child_command(str(tmp_path / "cup.sqlite"), "127.0.0.1", 0)
    assert command is not None
    child = subprocess.Popen([command.program, *command.arguments], env=command.environment,
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        url = child.stdout.readline().decode().strip()
        assert _get(url + "api/seating")["round"] == 2
        child.stdin.close()  # what the kernel does when the console dies
        assert child.wait(15) == 0
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()


def test_no_password_on_the_child_command_line() -> None:
    url = "postgresql+psycopg://judge:s3cr%40t-pw@10.0.0.5:5432/cup"
    command = child_command(url, "0.0.0.0", 8765)
    assert command is not None
    words = " ".join([command.program, *command.arguments])
    assert "s3cr" not in words and "judge@10.0.0.5:5432/cup" in words
    assert command.environment["PGPASSWORD"] == "s3cr@t-pw"
    query = child_command("postgresql://judge@10.0.0.5/cup?password=hidden", "127.0.0.1", 8765)
    assert "hidden" not in " ".join(query.arguments) and query.environment["PGPASSWORD"] == "hidden"
    plain = child_command("cup.sqlite", "127.0.0.1", 8765)
    assert plain.arguments[-5] == str(Path("cup.sqlite").resolve())  # the child may start elsewhere


def test_a_server_tournament_is_served_with_the_password_in_the_environment_only(
        qtbot, pg_url: str, monkeypatch) -> None:
    from daifugo_gui.tournament.location import url_password

    monkeypatch.delenv("PGPASSWORD", raising=False)
    password = url_password(pg_url)
    assert password, "the test server has a password"
    make_event(pg_url).close()
    tab, dialog = _started_tab(qtbot, pg_url)
    pid = dialog.service.pid()
    command_line = Path(f"/proc/{pid}/cmdline").read_bytes().decode()
    assert password not in command_line and "web" in command_line
    assert _get(dialog.url + "api/seating")["round"] == 2  # it did reach the server
    assert password not in urllib.request.urlopen(dialog.url, timeout=10).read().decode()
    tab.close()
    assert not _alive(pid)


def test_the_child_is_this_python_outside_a_bundle() -> None:
    command = child_command("cup.sqlite", "127.0.0.1", 8765)
    assert command.program == sys.executable and command.arguments[:3] == ["-m", "daifugo_gui.cli", "web"]
    import daifugo_gui

    here = str(Path(daifugo_gui.__file__).resolve().parent.parent)
    assert command.environment["PYTHONPATH"].split(os.pathsep)[0] == here  # this checkout, not another install


def test_a_bundle_without_the_daifugo_program_serves_on_a_thread(qtbot, tmp_path: Path, monkeypatch) -> None:
    from daifugo_gui.app import web_service

    make_event(tmp_path / "cup.sqlite").close()
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "daifugo_gui"))
    assert web_service.child_command("cup.sqlite", "127.0.0.1", 0) is None
    (tmp_path / "daifugo").write_text("")  # a bundle with the program beside the console
    assert web_service.child_command("cup.sqlite", "127.0.0.1", 0).program == str(tmp_path / "daifugo")
    (tmp_path / "daifugo").unlink()
    tab, dialog = _started_tab(qtbot, str(tmp_path / "cup.sqlite"))
    assert dialog.service.pid() is None and any(t.name == "web-view" for t in threading.enumerate())
    assert _get(dialog.url + "api/seating")["round"] == 2
    tab.close()
    deadline = time.monotonic() + 10
    while any(t.name == "web-view" for t in threading.enumerate()) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(t.name == "web-view" for t in threading.enumerate())
    gc.unfreeze()  # as the test process was


def test_every_problem_is_said_in_japanese_and_english(qtbot, qapp) -> None:
    from daifugo_gui.app.web_service import WebProblem
    from daifugo_gui.ui.tournament.phones_dialog import PhonesDialog
    from daifugo_gui.ui.widgets import i18n

    dialog = PhonesDialog("cup.sqlite")
    qtbot.addWidget(dialog)
    try:
        texts = {}
        for language in ("ja", "en"):
            i18n.install_language(qapp, language)
            texts[language] = [dialog.problem_text(WebProblem(failure, "daifugo: why")) for failure in WebFailure]
    finally:
        i18n.install_language(qapp, "en")
    for ja, en in zip(texts["ja"], texts["en"]):
        assert ja != en and "daifugo: why" in ja and "daifugo: why" in en
    assert texts["ja"][-1].startswith("Web 表示が止まりました")
    assert len(set(texts["ja"])) == len(WebFailure)
