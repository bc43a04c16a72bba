"""The prompts seam (#25): the Qt dialogs answer as the protocol says, and the fake used by
the tests refuses questions nobody scripted."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox, QWidget

from daifugo_gui.app.prompts import Choice, Prompts
from daifugo_gui.ui.widgets.qt_prompts import QtPrompts
from prompts_fake import FakePrompts


def _click_later(text: str) -> None:
    """Press the button labelled ``text`` on the dialog that is about to open."""

    def press() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox), box
        for button in box.buttons():
            if button.text().replace("&", "") == text:
                button.click()
                return
        raise AssertionError(f"no button {text!r} in {[b.text() for b in box.buttons()]}")

    QTimer.singleShot(0, press)


def test_qt_choose_returns_the_key_of_the_clicked_button_and_none_for_the_cancel_button(qtbot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    prompts: Prompts = QtPrompts(parent)
    choices = [Choice("move", "Choose another place…"), Choice("memory", "Play on in memory"),
               Choice("cancel", "Leave it", cancels=True)]
    _click_later("Play on in memory")
    assert prompts.choose("Autosave failed", "The disk is full.", choices) == "memory"
    _click_later("Leave it")
    assert prompts.choose("Autosave failed", "The disk is full.", choices) is None


def test_qt_confirm_defaults_to_no_so_enter_does_not_agree(qtbot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)

    def press_enter() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)
        box.defaultButton().click()

    QTimer.singleShot(0, press_enter)
    assert QtPrompts(parent).confirm("Disqualify", "Disqualify Aki?") is False


def test_qt_ask_text_gives_none_when_cancelled(qtbot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)

    def cancel() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QInputDialog)
        assert dialog.textValue() == "Aki"
        dialog.reject()

    QTimer.singleShot(0, cancel)
    assert QtPrompts(parent).ask_text("Rename player", "New name for Aki:", "Aki") is None


def test_the_fake_answers_in_order_records_what_was_asked_and_refuses_surprises() -> None:
    fake = FakePrompts().answer(True, "memory")
    assert fake.confirm("Close", "Close this game?") is True
    assert fake.choose("Autosave failed", "full", [Choice("move", "m"), Choice("memory", "p")]) == "memory"
    fake.inform("Saved", "written")
    assert fake.kinds() == ["confirm", "choose", "inform:information"]
    with pytest.raises(AssertionError, match="unexpected confirm dialog"):
        fake.confirm("Again", "Really?")
    with pytest.raises(AssertionError, match="not one of the offered choices"):
        FakePrompts().answer("gone").choose("t", "x", [Choice("a", "A")])
