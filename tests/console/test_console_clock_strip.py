"""Issue 27: the live clocks stay in view over every dialog, tab and window.

While a live game's clock runs and the console is not what the judge sees (another tab,
a modal dialog, the window minimised), a frameless always-on-top strip shows the mover,
the turn clock and the game clock in a corner of the console's screen; it hides again
once the console is back. The clocks run on the fake monotonic clock of the whole-game
tests, polled by the same qasync task as in the app.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox
from prompts_fake import FakePrompts

from daifugo_gui.app.live_game import NewGame
from daifugo_gui.rules import Settings
from daifugo_gui.ui.console.clock_strip import FloatingClockStrip, read_strip
from daifugo_gui.ui.widgets.i18n import install_language
from daifugo_gui.ui.widgets.screen_fit import screen_of
from console_driving import activate, known_deal


PLAYERS = ["Aki", "Ben", "Chie"]


def started(qtbot, make_window, **settings):  # noqa: ANN001, ANN201
    window = make_window()
    window.console.start_new_game(NewGame(PLAYERS, Settings(**settings)))
    window.live.begin_play()
    activate(qtbot, window)
    return window


def strip_of(window):  # noqa: ANN001, ANN201
    return window.floating_clocks.strip


def test_the_strip_stays_hidden_while_the_console_is_in_front(qtbot, make_window, clock) -> None:
    window = started(qtbot, make_window, game_limit_s=300)
    clock.t += 3
    qtbot.wait(150)
    assert not strip_of(window).isVisible()


def test_switching_tab_shows_the_strip_with_the_live_time_and_returning_hides_it(qtbot, make_window, clock) -> None:
    window = started(qtbot, make_window, game_limit_s=300)
    strip = strip_of(window)
    window.tabs.setCurrentWidget(window.primes_tab)  # as the Analysis hand-off does
    qtbot.waitUntil(strip.isVisible, timeout=2000)
    assert strip.label.text() == "Aki to move 1:00   game 5:00"
    # it advances with the game's clocks, as the qasync task polls them
    clock.t += 12
    qtbot.waitUntil(lambda: strip.label.text() == "Aki to move 0:48   game 4:48", timeout=2000)
    clock.t += 40
    qtbot.waitUntil(lambda: "0:08" in strip.label.text(), timeout=2000)
    assert "#b71c1c" in strip.styleSheet()  # under 10 s: red, like the console's clock face
    flags = strip.windowFlags()
    assert flags & Qt.WindowType.WindowStaysOnTopHint and flags & Qt.WindowType.Tool
    assert flags & Qt.WindowType.FramelessWindowHint and flags & Qt.WindowType.WindowDoesNotAcceptFocus
    assert strip.testAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
    assert QApplication.activeWindow() is window  # the strip took nothing from the judge
    window.tabs.setCurrentWidget(window.console)
    qtbot.waitUntil(lambda: not strip.isVisible(), timeout=2000)


def test_a_modal_dialog_shows_the_strip_above_it_and_closing_it_hides_the_strip(qtbot, make_window, clock) -> None:
    """The 数譜 import, Ctrl+N's dialog, any message box: the clocks show over them."""
    window = started(qtbot, make_window, game_limit_s=300)
    strip = strip_of(window)
    seen: list[str] = []

    def look_then_close() -> None:
        box = QApplication.activeModalWidget()
        if box is None or not strip.isVisible():
            QTimer.singleShot(20, look_then_close)
            return
        clock.t += 30  # the judge reads the message for half a minute
        QTimer.singleShot(300, lambda: (seen.append(strip.label.text()), box.close()))

    QTimer.singleShot(0, look_then_close)
    QMessageBox.information(window, "Imported 数譜", "Step through the game?")
    assert seen == ["Aki to move 0:30   game 4:30"]
    activate(qtbot, window)
    qtbot.waitUntil(lambda: not strip.isVisible(), timeout=2000)


def test_an_open_dialog_of_the_console_shows_the_strip(qtbot, make_window, clock) -> None:
    window = started(qtbot, make_window, game_limit_s=300)
    strip = strip_of(window)
    dialog = QDialog(window)
    dialog.setModal(True)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(strip.isVisible, timeout=2000)
    dialog.close()
    activate(qtbot, window)
    qtbot.waitUntil(lambda: not strip.isVisible(), timeout=2000)


def test_the_strip_sits_in_the_top_right_corner_of_the_consoles_screen(qtbot, make_window) -> None:
    window = started(qtbot, make_window, game_limit_s=300)
    strip = strip_of(window)
    window.tabs.setCurrentWidget(window.primes_tab)
    qtbot.waitUntil(strip.isVisible, timeout=2000)
    area = screen_of(window).availableGeometry()
    placed = QRect(strip.pos(), strip.size())
    assert area.contains(placed)
    assert area.right() - placed.right() <= 10 and placed.top() - area.top() <= 10
    assert placed.width() <= area.width() // 2
    label = strip.label
    assert label.fontMetrics().horizontalAdvance(label.text()) <= label.width()  # nothing cut


def test_a_finished_or_absent_game_shows_no_strip(qtbot, make_window) -> None:
    window = make_window()
    window.tabs.setCurrentWidget(window.primes_tab)
    qtbot.wait(150)
    assert not strip_of(window).isVisible()
    assert read_strip(window.live).running is False


def test_the_strip_speaks_the_consoles_language(qapp, qtbot, make_window) -> None:
    install_language(qapp, "ja")
    try:
        window = started(qtbot, make_window, game_limit_s=300)
        window.tabs.setCurrentWidget(window.primes_tab)
        strip = strip_of(window)
        qtbot.waitUntil(strip.isVisible, timeout=2000)
        text = strip.label.text()
        assert "Aki" in text and "1:00" in text and "5:00" in text
        assert "to move" not in text and "game" not in text
    finally:
        install_language(qapp, "en")


def test_the_strip_sizes_its_text_from_the_screen(qtbot) -> None:
    strip = FloatingClockStrip()
    qtbot.addWidget(strip)
    strip.place_on(QApplication.primaryScreen())
    size = strip.label.font().pixelSize()
    assert 11 <= size <= 28
    area = QApplication.primaryScreen().availableGeometry()
    assert size == max(11, min(28, area.height() // 30, area.width() // 40))


def test_minimising_the_console_shows_the_strip_and_restoring_hides_it(qtbot, make_window, clock) -> None:
    window = started(qtbot, make_window, game_limit_s=300)
    strip = strip_of(window)
    window.showMinimized()
    qtbot.waitUntil(strip.isVisible, timeout=2000)
    clock.t += 5
    qtbot.waitUntil(lambda: strip.label.text() == "Aki to move 0:55   game 4:55", timeout=2000)
    window.showNormal()
    activate(qtbot, window)
    qtbot.waitUntil(lambda: not strip.isVisible(), timeout=2000)


def test_the_strip_closes_with_the_console(qtbot, make_window, clock) -> None:
    window = started(qtbot, make_window, game_limit_s=300)
    strip = strip_of(window)
    window.tabs.setCurrentWidget(window.primes_tab)
    qtbot.waitUntil(strip.isVisible, timeout=2000)
    window.close()
    clock.t += 2
    qtbot.wait(200)  # the game's clock task may still tick: the strip stays gone
    assert not strip.isVisible()


# --- the judge's consent to pause while the console sends them elsewhere (clock_hold.py) ---


def known_game(qtbot, make_window):  # noqa: ANN001, ANN201
    hands, deck = known_deal()
    window = make_window()
    window.console.start_new_game(NewGame(PLAYERS, Settings(game_limit_s=300), hands, deck))
    window.live.begin_play()
    activate(qtbot, window)
    return window


def test_a_hand_off_asks_once_and_keeps_running_when_the_judge_says_no(qtbot, make_window, clock) -> None:
    window = known_game(qtbot, make_window)
    window.console.prompts = prompts = FakePrompts().answer(False)
    clock.t += 10
    window.send_hand_to_prime_tools()
    assert prompts.kinds() == ["confirm"]
    assert "Aki's turn clock shows 0:50" in prompts.asked[0].text and "Prime tools" in prompts.asked[0].text
    assert "D11" in prompts.asked[0].text  # the game clock is not the console's to stop (R18)
    assert not window.live.clocks.paused
    strip = strip_of(window)
    qtbot.waitUntil(strip.isVisible, timeout=2000)
    clock.t += 5
    qtbot.waitUntil(lambda: strip.label.text() == "Aki to move 0:45   game 4:45", timeout=2000)


def test_a_hand_off_paused_with_consent_is_logged_and_ends_when_the_console_is_back(qtbot, make_window, clock) -> None:
    window = known_game(qtbot, make_window)
    live = window.live
    window.console.prompts = FakePrompts().answer(True)
    clock.t += 10
    window.send_hand_to_prime_tools()
    assert live.clocks.paused and window.tabs.currentWidget() is window.primes_tab
    assert live.pauses[-1]["reason"] == "judge at Prime tools"
    assert live.log[-1] == "— clocks paused: judge at Prime tools —"
    strip = strip_of(window)
    clock.t += 30  # the judge looks at the hand for half a minute: the turn clock stands,
    qtbot.waitUntil(lambda: strip.label.text() == "Aki to move 0:50   game 4:20   PAUSED", timeout=2000)
    window.tabs.setCurrentWidget(window.console)  # ... the game clock does not (R18)
    assert not live.clocks.paused and "until" in live.pauses[-1]
    qtbot.waitUntil(lambda: not strip.isVisible(), timeout=2000)
    journal = [line for line in window.live.journal.path.read_text().splitlines() if '"pause"' in line]
    assert len(journal) == 1 and "judge at Prime tools" in journal[0]  # written like every pause


def test_importing_a_suhu_during_a_game_offers_the_pause_until_the_replay_closes(
        qtbot, make_window, clock, tmp_path) -> None:
    window = started(qtbot, make_window, game_limit_s=300)
    live = window.live
    source = tmp_path / "games.txt"
    source.write_text("### one\nA:(57A3)\nB:(2468)\nA:57[GC]\nA:A3#\n", encoding="utf-8")
    window.console.prompts = prompts = FakePrompts().answer(str(source), True)  # the file, then "pause"
    (replay,) = window.import_suhu_dialog()
    qtbot.addWidget(replay)
    assert prompts.kinds() == ["open_file", "confirm"] and "the 数譜 replay" in prompts.asked[1].text
    assert live.clocks.paused and live.pauses[-1]["reason"] == "judge at the 数譜 replay"
    strip = strip_of(window)
    qtbot.waitUntil(strip.isVisible, timeout=2000)  # the replay window is in front
    replay.close()
    assert not live.clocks.paused
    activate(qtbot, window)
    qtbot.waitUntil(lambda: not strip.isVisible(), timeout=2000)


def test_a_pause_the_judge_ended_is_not_ended_again_by_the_replay_closing(
        qtbot, make_window, clock, tmp_path) -> None:
    window = started(qtbot, make_window, game_limit_s=300)
    live = window.live
    source = tmp_path / "games.txt"
    source.write_text("A:(57)\nB:(34)\n", encoding="utf-8")
    window.console.prompts = prompts = FakePrompts().answer(str(source), True)
    (replay,) = window.import_suhu_dialog()
    assert prompts.kinds() == ["open_file", "confirm"] and live.clocks.paused
    qtbot.addWidget(replay)
    live.resume_clocks()  # the judge resumed by hand (Space) ...
    live.pause("dispute")  # ... and paused for a dispute
    replay.close()
    assert live.clocks.paused and live.pauses[-1]["reason"] == "dispute"  # the dispute's pause stays


def test_the_qt_dialogs_ask_the_replay_question_over_the_replay_window(
        qtbot, make_window, clock, tmp_path, monkeypatch) -> None:
    """Without a fake, the window's one prompts object is the console's Qt dialogs; the
    pause question for the replay sits over the replay window, which is in front."""
    from daifugo_gui.ui.widgets.qt_prompts import QtPrompts

    window = started(qtbot, make_window, game_limit_s=300)
    assert isinstance(window.console.prompts.inner, QtPrompts)  # held while asked (issue 37)
    source = tmp_path / "games.txt"
    source.write_text("A:(57)\nB:(34)\n", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(source), ""))
    parents: list = []

    def question(parent, title, text, *args):  # noqa: ANN001, ANN202
        parents.append((parent, text))
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", question)
    (replay,) = window.import_suhu_dialog()
    qtbot.addWidget(replay)
    assert len(parents) == 1 and parents[0][0] is replay and "the 数譜 replay" in parents[0][1]
    assert not window.live.clocks.paused  # the judge said no


def test_nothing_is_asked_when_no_clock_would_stop(qtbot, make_window, tmp_path) -> None:
    window = make_window()
    source = tmp_path / "games.txt"
    source.write_text("A:(57)\nB:(34)\n", encoding="utf-8")
    window.console.prompts = prompts = FakePrompts().answer(str(source))  # any question would fail the test
    (replay,) = window.import_suhu_dialog()
    qtbot.addWidget(replay)
    assert prompts.kinds() == ["open_file"]


def test_no_strip_for_a_console_window_never_shown(qtbot, tmp_path) -> None:
    from daifugo_gui.app.live_game import LiveGame
    from daifugo_gui.ui.main_window import MainWindow

    window = MainWindow(live=LiveGame(tmp_path / "j.jsonl"))
    qtbot.addWidget(window)
    window.live.new_game(NewGame(PLAYERS, Settings(game_limit_s=300)))
    window.live.begin_play()
    window.live.poll_clocks()
    qtbot.wait(50)
    assert read_strip(window.live).running and not strip_of(window).isVisible()
