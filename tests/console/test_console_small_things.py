"""Issue 35, item 8: the smaller things a judge noticed, each as the judge met it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from daifugo_gui.app.live_game import NewGame
from daifugo_gui.rules import Phase, Settings
from daifugo_gui.ui.widgets import i18n
from prompts_fake import FakePrompts
from console_driving import foul_with_discards_owed, key, keys, short_deck_game


PLAYERS = ["Aki", "Ben", "Chie"]
CTRL = Qt.KeyboardModifier.ControlModifier


def started(make_window):  # noqa: ANN001, ANN201
    window = make_window()
    window.console.start_new_game(NewGame(PLAYERS, Settings()))
    window.live.begin_play()
    window.console.focus_play()
    return window, window.console, window.live


def test_an_undo_mid_game_does_not_say_waiting_for_the_first_action(qtbot, make_window) -> None:  # noqa: ANN001
    window, console, live = started(make_window)
    key(qtbot, Qt.Key.Key_F6)
    key(qtbot, Qt.Key.Key_F6)
    key(qtbot, Qt.Key.Key_Z, CTRL)
    assert live.game.results == ["pass"]
    assert console.verdict.headline != "Waiting for the first action"
    assert "Ben is to move" in console.verdict.message.text()
    key(qtbot, Qt.Key.Key_Z, CTRL)  # back to the start: then nothing has happened yet
    assert console.verdict.headline == "Waiting for the first action"


def test_resumed_says_clocks_paused_only_while_they_are(qtbot, make_window) -> None:  # noqa: ANN001
    window, console, live = started(make_window)
    key(qtbot, Qt.Key.Key_F6)  # mid-game, as a resumed game is
    live.pause("crash")
    console.verdict.show_resumed(3, "Aki", console.keys["pause"])
    assert console.verdict.headline == "Resumed — clocks paused" and "(F7)" in console.verdict.message.text()
    key(qtbot, Qt.Key.Key_F7)
    assert not live.clocks.paused
    assert console.verdict.headline == "Resumed — clocks running"
    assert "Ben is to move" in console.verdict.message.text()


def test_the_pause_reason_does_not_carry_into_the_next_game(qtbot, make_window) -> None:  # noqa: ANN001
    window, console, live = started(make_window)
    console.pause_reason.setFocus()
    keys(qtbot, "phone")
    console.start_new_game(NewGame(PLAYERS, Settings()))
    assert console.pause_reason.text() == ""


def test_pause_and_disqualify_wait_for_a_game(qtbot, make_window) -> None:  # noqa: ANN001
    window = make_window()
    console = window.console
    assert not console.pause_button.isEnabled() and not console.disqualify_button.isEnabled()
    console.start_new_game(NewGame(PLAYERS, Settings()))
    assert console.pause_button.isEnabled() and console.disqualify_button.isEnabled()
    window.live.begin_play()
    console.prompts = FakePrompts().answer(True)
    window.live.stop("judge")
    assert window.live.game.finished
    assert not console.pause_button.isEnabled() and not console.disqualify_button.isEnabled()


def test_a_suhu_export_of_a_game_with_discards_says_so_before_the_file_dialog(qtbot, qapp, make_window, monkeypatch) -> None:  # noqa: ANN001
    i18n.install_language(qapp, "ja")
    try:
        window, console, live = short_deck_game(make_window, monkeypatch)
        foul_with_discards_owed(qtbot, console, live)
        live.discard("Ben", "H2")
        console.prompts = prompts = FakePrompts()  # no answer: a file dialog would fail the test
        console.export_suhu_dialog()
        assert prompts.kinds() == ["inform:warning"]
        (said,) = prompts.messages()
        assert "山札不足の捨て札" in said and "discard" not in said
    finally:
        i18n.install_language(qapp, "en")


def test_the_deal_line_asks_for_two_players(qtbot) -> None:  # noqa: ANN001
    from daifugo_gui.ui.console.new_game_dialog import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.players_edit.setPlainText("Aki")
    assert "1 players" not in dialog.deal_label.text()
    assert "at least two players" in dialog.deal_label.text()


def test_a_leading_zero_in_the_factor_field_is_shown_as_typed(qtbot, make_window) -> None:  # noqa: ANN001
    window, console, live = started(make_window)
    keys(qtbot, "8 5")
    console.entry.factor_edit.setFocus()
    keys(qtbot, "5 * X=0 1 7")
    assert "017" in console.entry.factor_number.text() and "= 85" not in console.entry.factor_number.text()
    assert "leading zero" in console.entry.hint.text()
    assert live.game.phase is Phase.PLAYING


def test_a_turn_call_leaves_when_the_turn_clock_stops_for_discards(qtbot, make_window, monkeypatch) -> None:  # noqa: ANN001
    """"30 seconds left" beside a turn clock that shows "stopped" (the discards) is gone."""
    window, console, live = short_deck_game(make_window, monkeypatch)
    live.now.t += 31  # Aki's turn clock passes its 30 s call
    live.poll_clocks()
    assert "30" in console.clocks.call.text()
    foul_with_discards_owed(qtbot, console, live)
    assert live.clocks.turn.reading().player is None
    assert console.clocks.call.text() == ""


def test_qt_s_file_dialog_lists_speak_japanese(qapp) -> None:  # noqa: ANN001
    """The file dialog's list said "Folder", "plain text document" and "bytes" on the Japanese screen."""
    from PySide6.QtCore import QDir, QFileInfo, QLocale, QMimeDatabase
    from PySide6.QtWidgets import QFileIconProvider

    i18n.install_language(qapp, "ja")
    try:
        assert QFileIconProvider().type(QFileInfo(QDir.tempPath())) == "フォルダ"
        assert "バイト" in QLocale().formattedDataSize(123)
        assert QMimeDatabase().mimeTypeForName("text/plain").comment() != "plain text document"
    finally:
        i18n.install_language(qapp, "en")
    assert QFileIconProvider().type(QFileInfo(QDir.tempPath())) == "Folder"
    assert "bytes" in QLocale().formattedDataSize(123)


def test_the_pause_question_names_the_suhu_replay_without_a_stray_space(qapp) -> None:  # noqa: ANN001
    from PySide6.QtCore import QCoreApplication

    from daifugo_gui.app.translation import fill

    i18n.install_language(qapp, "ja")
    try:
        opening = QCoreApplication.translate("MainWindow", "the 数譜 replay")
        question = QCoreApplication.translate(
            "ClockHold", "A game is running: %1 shows %2. Pause it while %3 is open?\n\nThe game clock (D11) runs on"
            " whatever you choose (R18); the clocks stay in view above every window.")
        shown = fill(question, "Aki の手番の時計", "0:42", opening)
        assert "数譜の再生を開いている間" in shown and "数譜の再生 を" not in shown
    finally:
        i18n.install_language(qapp, "en")


def test_redo_gives_the_mover_the_clock_as_it_was(qtbot, make_window) -> None:  # noqa: ANN001
    """Redo handed Ben a fresh 1:00; he had used 10 s of his turn when the pass was undone."""
    import pytest

    window, console, live = started(make_window)
    clock = live.now
    clock.t += 25
    key(qtbot, Qt.Key.Key_F6)
    clock.t += 10  # Ben thinks for 10 s
    key(qtbot, Qt.Key.Key_Z, CTRL)
    assert live.clocks.turn.reading().player == "Aki"
    clock.t += 5
    key(qtbot, Qt.Key.Key_Y, CTRL)
    reading = live.clocks.turn.reading()
    assert reading.player == "Ben" and reading.left == pytest.approx(50)


def test_the_new_game_dialog_remembers_the_last_setup_after_a_restart(qtbot, make_window, tmp_path) -> None:  # noqa: ANN001
    from PySide6.QtCore import QSettings

    store = tmp_path / "settings.ini"
    window = make_window()
    window.console.setup_store = QSettings(str(store), QSettings.Format.IniFormat)

    def deal_to_dai_emi_fumi(dialog):  # noqa: ANN001, ANN202
        dialog.players_edit.setPlainText("Dai\nEmi\nFumi")
        dialog.settings_form.editors["hand_size"].setValue(9)
        dialog.accept()
        return dialog.result_spec

    window.console.new_game_from_dialog(ask=deal_to_dai_emi_fumi)
    assert list(window.live.game.players) == ["Dai", "Emi", "Fumi"]
    window.close()

    again = make_window()  # the console after a restart
    again.console.setup_store = QSettings(str(store), QSettings.Format.IniFormat)
    offered = []
    again.console.new_game_from_dialog(ask=lambda dialog: offered.append(dialog.last) or None)
    ((seats, settings),) = offered
    assert seats == ["Dai", "Emi", "Fumi"] and settings.hand_size == 9


def test_a_36_digit_declaration_wraps_inside_the_verdict(qtbot, make_window) -> None:  # noqa: ANN001
    """MathPower (D12): the declared number was one unbreakable word, clipped on both sides."""
    from daifugo_gui.rules import PRESETS

    window = make_window()
    console, live = window.console, window.live
    console.start_new_game(NewGame(PLAYERS, PRESETS["mathpower"].replace(hand_size=18)))
    live.begin_play()
    live.play("7")
    live.now.t += 2000  # the game time runs out: everyone still in declares
    live.poll_clocks()
    outcome = live.declare(live.game.to_move, "K K K K Q Q Q Q J J J J 10 10 10 10 X=11 X=12")
    assert outcome is not None and len(outcome.value) == 36
    verdict = console.verdict
    qtbot.waitUntil(lambda: verdict.number.text() == outcome.value)
    room = console.verdict_area.viewport().width()
    for label in (verdict.number, verdict.message):
        assert label.minimumSizeHint().width() <= room, label.text()
    assert outcome.value in verdict.message.text()  # the text as written, the breaks are unseen
