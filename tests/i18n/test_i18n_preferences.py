"""The preferences (language, font size, high contrast) and their dialog."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QFont, QPalette

from daifugo_gui.ui.widgets import i18n, theme
from daifugo_gui.ui.preferences import (
    Preferences,
    PreferencesDialog,
    apply_startup_preferences,
    load_preferences,
    save_preferences,
)


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def restore_app(qapp):
    # Another test in the same process may have applied preferences already: the base size
    # it left on the application would be scaled instead of the font this test reads.
    names = ("daifugo_base_point_size", "daifugo_base_pixel_size", "daifugo_font_scale", "daifugo_high_contrast")
    for name in names:
        qapp.setProperty(name, None)
    font, palette = QFont(qapp.font()), QPalette(qapp.palette())
    yield qapp
    i18n.install_language(qapp, "en")
    qapp.setFont(font)
    qapp.setPalette(palette)
    for name in names:
        qapp.setProperty(name, None)


def test_defaults_when_nothing_is_stored(settings: QSettings) -> None:
    assert load_preferences(settings) == Preferences()


def test_round_trip_through_an_ini_file(settings: QSettings, tmp_path: Path) -> None:
    chosen = Preferences("ja", 1.5, True, 2.5, True)
    save_preferences(settings, chosen)
    reread = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert load_preferences(reread) == chosen


def test_unreadable_values_fall_back(settings: QSettings) -> None:
    settings.setValue("ui/font_scale", "huge")
    settings.setValue("audience/font_scale", 99)
    settings.setValue("audience/high_contrast", "false")
    loaded = load_preferences(settings)
    assert loaded.font_scale == 1.0 and loaded.audience_font_scale == 1.0
    assert loaded.audience_high_contrast is False


def test_startup_applies_language_font_and_contrast(settings: QSettings, restore_app) -> None:
    app = restore_app
    base = app.font().pointSizeF()
    save_preferences(settings, Preferences("ja", 1.5, True))
    apply_startup_preferences(app, settings)
    assert i18n.current_language(app) == "ja"
    assert app.font().pointSizeF() == pytest.approx(base * 1.5)
    assert theme.is_high_contrast(app)
    assert app.palette().color(QPalette.ColorRole.Window).name() == "#000000"


def test_dialog_saves_applies_and_announces(qtbot, settings: QSettings, restore_app) -> None:
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    heard: list[Preferences] = []
    dialog.changed.connect(heard.append)
    dialog.language.setCurrentIndex(dialog.language.findData("ja"))
    dialog.audience_font_scale.setCurrentIndex(dialog.audience_font_scale.findData(2.0))
    dialog.audience_high_contrast.setChecked(True)
    dialog.accept()
    expected = Preferences(language="ja", audience_font_scale=2.0, audience_high_contrast=True)
    assert heard == [expected]
    assert load_preferences(settings) == expected


def test_dialog_is_driven_by_keyboard(qtbot, settings: QSettings, restore_app) -> None:
    """Every field has a mnemonic label or is a check box: reachable without a mouse."""
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for field in (dialog.language, dialog.font_scale, dialog.audience_font_scale):
        assert field.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert "&" in dialog.high_contrast.text() and "&" in dialog.audience_high_contrast.text()
    dialog.high_contrast.setFocus()
    qtbot.keyClick(dialog.high_contrast, Qt.Key.Key_Space)
    assert dialog.high_contrast.isChecked()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    assert load_preferences(settings) == Preferences()  # Escape cancels: nothing saved


def test_dialog_in_japanese_has_no_english_left(qtbot, settings: QSettings, restore_app) -> None:
    from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel

    i18n.install_language(restore_app, "ja")
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    texts = [dialog.windowTitle()]
    texts += [w.text() for w in dialog.findChildren(QLabel) + dialog.findChildren(QAbstractButton)]
    texts += [w.title() for w in dialog.findChildren(QGroupBox)]
    english = [t for t in texts if t and t.replace("&", "").isascii() and t != "OK"]  # OK is Japanese too
    assert english == [], english


def test_console_keys_are_chosen_in_the_preferences(qtbot, tmp_path) -> None:
    """Issue 12: the action keys are configurable, and a key that starts card text is refused."""
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QKeySequence

    from daifugo_gui.ui.widgets.keys import action_keys
    from daifugo_gui.ui.preferences import PreferencesDialog

    settings = QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat)
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.chosen_keys()["draw"] == "F5"
    dialog.key_edits["draw"].setKeySequence(QKeySequence("D"))  # D starts a diamond: refused
    dialog.accept()
    assert dialog.keys_error.text() and action_keys(settings)["draw"] == "F5"
    dialog.key_edits["draw"].setKeySequence(QKeySequence("F6"))  # the pass key: shared, refused
    dialog.accept()
    assert "share" in dialog.keys_error.text()
    dialog.key_edits["draw"].setKeySequence(QKeySequence("Ctrl+D"))
    dialog.accept()
    assert action_keys(settings)["draw"] == "Ctrl+D"
