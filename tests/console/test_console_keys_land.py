"""Issue 35, items 3–5: the keys always land in the play field, a pause key that works
from it, and the judge's stop that waits for owed short-deck discards (as D11's does).

Real key events on the real main window (pytest-qt), on a fake monotonic clock.
"""

from __future__ import annotations


import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from daifugo_gui.app.live_game import NewGame
from daifugo_gui.rules import Phase, Settings
from prompts_fake import FakePrompts
from console_driving import PLAYERS, foul_with_discards_owed, key, keys, short_deck_game, window_for


CTRL = Qt.KeyboardModifier.ControlModifier


def discard_by_keys(qtbot, console, live) -> None:  # noqa: ANN001
    keys(qtbot, "H2")  # Ben goes out by his discard
    key(qtbot, Qt.Key.Key_Return)
    assert QApplication.focusWidget() is console.follow_up.cards
    keys(qtbot, "SA S3 S5")
    key(qtbot, Qt.Key.Key_Return)


# --- item 3: the keys land in the play field ------------------------------------------------


@pytest.mark.parametrize("compact", [False, True], ids=["normal", "compact"])
def test_after_the_discards_the_next_card_goes_to_the_play_field(qtbot, make_window, monkeypatch, compact) -> None:  # noqa: ANN001
    """Known hands, a short-deck foul, discards typed and confirmed: the next card is a
    play, not a pause reason (Enter then paused the clocks with "5" as the reason)."""
    window, console, live = short_deck_game(make_window, monkeypatch, compact)
    foul_with_discards_owed(qtbot, console, live)
    discard_by_keys(qtbot, console, live)
    assert live.game.phase is Phase.PLAYING and live.game.to_move == "Chie"
    assert QApplication.focusWidget() is console.entry.field_edit
    keys(qtbot, "5")
    assert console.entry.field_edit.text() == "5" and console.pause_reason.text() == ""
    key(qtbot, Qt.Key.Key_Return)
    assert not live.clocks.paused and live.game.events[-1].field == "5"


def test_when_a_game_ends_the_keys_leave_the_pause_box_alone(qtbot, make_window, monkeypatch) -> None:  # noqa: ANN001
    """The last discards end the game (D11 had run out meanwhile): no key lands in the pause box."""
    window, console, live = short_deck_game(make_window, monkeypatch, game_limit_s=300)
    foul_with_discards_owed(qtbot, console, live)
    game_tests_clock = live.now
    game_tests_clock.t += 301
    live.poll_clocks()
    discard_by_keys(qtbot, console, live)
    assert live.game.finished
    assert QApplication.focusWidget() is not console.pause_reason
    keys(qtbot, "5")
    assert console.pause_reason.text() == ""


def _console_tab_by_mouse(qtbot, window) -> None:  # noqa: ANN001
    bar = window.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(0).center())
    QApplication.processEvents()


def test_back_on_the_console_tab_by_mouse_the_keys_work(qtbot, make_window) -> None:  # noqa: ANN001
    window = make_window()
    console, live = window.console, window.live
    console.start_new_game(NewGame(PLAYERS, Settings()))
    live.begin_play()
    bar = window.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(2).center())  # Prime tools
    qtbot.waitUntil(lambda: window.tabs.currentIndex() == 2)
    keys(qtbot, "ab")  # typed on the other tab
    _console_tab_by_mouse(qtbot, window)
    assert window.tabs.currentWidget() is console
    assert QApplication.focusWidget() is console.entry.field_edit
    keys(qtbot, "7")
    assert console.entry.field_edit.text() == "7"
    key(qtbot, Qt.Key.Key_Return)
    assert live.game.results == ["prime"]


@pytest.mark.parametrize(
    ("keys_to_console", "away"),
    [
        ([(Qt.Key.Key_PageUp, CTRL)], [(Qt.Key.Key_PageDown, CTRL)]),
        ([(Qt.Key.Key_1, CTRL)], [(Qt.Key.Key_3, CTRL)]),
    ],
    ids=["ctrl-pgup-pgdn", "ctrl-digit"],
)
def test_keyboard_tab_switching_returns_the_keys_to_the_play_field(qtbot, make_window, keys_to_console, away) -> None:  # noqa: ANN001
    window = make_window()
    console, live = window.console, window.live
    console.start_new_game(NewGame(PLAYERS, Settings()))
    live.begin_play()
    console.focus_play()
    for k, mods in away:
        key(qtbot, k, mods)
    assert window.tabs.currentIndex() != 0
    for k, mods in keys_to_console:
        key(qtbot, k, mods)
    assert window.tabs.currentIndex() == 0
    assert QApplication.focusWidget() is console.entry.field_edit
    keys(qtbot, "7")
    key(qtbot, Qt.Key.Key_Return)
    assert live.game.results == ["prime"]


# --- item 4: a pause key that works from the play field -------------------------------------


@pytest.mark.parametrize("compact", [False, True], ids=["normal", "compact"])
def test_f7_pauses_and_resumes_from_the_play_field(qtbot, make_window, monkeypatch, compact) -> None:  # noqa: ANN001
    window = window_for(make_window, monkeypatch, compact)
    console, live = window.console, window.live
    console.start_new_game(NewGame(PLAYERS, Settings()))
    live.begin_play()
    console.focus_play()
    keys(qtbot, "9 1")  # a play half typed: F7 must not touch it
    assert QApplication.focusWidget() is console.entry.field_edit
    assert "[F7]" in console.pause_button.text()
    key(qtbot, Qt.Key.Key_F7)
    assert live.clocks.paused
    assert "[F7]" in console.pause_button.text()
    assert console.entry.field_edit.text() == "9 1" and QApplication.focusWidget() is console.entry.field_edit
    key(qtbot, Qt.Key.Key_F7)
    assert not live.clocks.paused
    # Space stays a card separator in the field, and a pause key outside it
    keys(qtbot, " ")
    assert console.entry.field_edit.text() == "9 1 " and not live.clocks.paused
    key(qtbot, Qt.Key.Key_Escape)
    key(qtbot, Qt.Key.Key_Space)
    assert live.clocks.paused


# --- item 5: the judge's stop waits for owed discards ---------------------------------------


def _stop_action(window):  # noqa: ANN001, ANN202
    return next(a for a in window.menuBar().actions()[0].menu().actions() if "Stop the game now" in a.text())


def test_the_judges_stop_during_discards_waits_and_is_recorded_after_them(qtbot, make_window, monkeypatch) -> None:  # noqa: ANN001
    window, console, live = short_deck_game(make_window, monkeypatch)
    foul_with_discards_owed(qtbot, console, live)
    console.prompts = FakePrompts().answer(True)
    _stop_action(window).trigger()
    QApplication.processEvents()
    # accepted and shown, not refused under "cannot be played"
    assert live.stop_waiting == "judge"
    assert console.verdict.headline != console.verdict.tr("Cannot be played — declare again")
    assert "stops after the discards" in console.follow_up.stop_note.text()
    assert console.follow_up.stop_note.isVisible()
    assert not live.game.finished and live.game.phase is Phase.DISCARDING
    # the keys are still where the discards are typed
    assert QApplication.focusWidget() is console.follow_up.cards
    discard_by_keys(qtbot, console, live)
    assert live.game.finished and live.game.stop_reason == "judge"
    assert [e.to_json() for e in live.game.events[-3:]][-1] == {"action": "stop", "reason": "judge"}
    assert [type(e).__name__ for e in live.game.events[-3:]] == ["Discard", "Discard", "Stop"]
    assert not console.follow_up.stop_note.isVisible()
    assert live.stop_waiting is None


def test_undoing_the_foul_forgets_the_waiting_stop(qtbot, make_window, monkeypatch) -> None:  # noqa: ANN001
    window, console, live = short_deck_game(make_window, monkeypatch)
    foul_with_discards_owed(qtbot, console, live)
    console.prompts = FakePrompts().answer(True)
    _stop_action(window).trigger()
    assert live.stop_waiting == "judge"
    key(qtbot, Qt.Key.Key_Z, CTRL)
    assert live.game.phase is Phase.PLAYING and live.stop_waiting is None
    assert not console.follow_up.stop_note.isVisible()


def test_while_discards_are_owed_the_play_rows_give_way_and_back_and_clear_serve_the_discards(
    qtbot, make_window, monkeypatch  # noqa: ANN001
) -> None:
    """Issue 35 item 7: the verdict's duties get the play rows' room while nothing can be
    played; ⌫ and Clear work on the discards typed (they acted on the hidden play field)."""
    window, console, live = short_deck_game(make_window, monkeypatch)
    foul_with_discards_owed(qtbot, console, live)
    entry = console.entry
    assert not entry.field_edit.isVisible() and not entry.judge_button.isVisible()
    back, clear = entry._op_buttons
    assert back.isVisible() and clear.isVisible()
    keys(qtbot, "H2 H3")
    qtbot.mouseClick(back, Qt.MouseButton.LeftButton)
    assert console.follow_up.cards.text().split() == ["H2"]
    qtbot.mouseClick(clear, Qt.MouseButton.LeftButton)
    assert console.follow_up.cards.text() == "" and QApplication.focusWidget() is console.follow_up.cards
    discard_by_keys(qtbot, console, live)
    assert entry.field_edit.isVisible() and entry.judge_button.isVisible()
    assert QApplication.focusWidget() is entry.field_edit
