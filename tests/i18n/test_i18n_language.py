"""Choosing and installing the console's language (ui/widgets/i18n.py)."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialogButtonBox,
    QFileDialog,
    QInputDialog,
    QLabel,
    QMessageBox,
    QWidget,
)

from daifugo_gui.ui.widgets import i18n

ROOT = Path(__file__).resolve().parents[2]

TINY_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>Clock</name>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
</context>
</TS>
"""


@pytest.fixture(scope="module")
def catalogs(tmp_path_factory) -> Path:
    """A folder with a one-string Japanese catalog, compiled by the real lrelease."""
    tmp_path = tmp_path_factory.mktemp("catalogs")
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    ts = tmp_path / "daifugo_ja.ts"
    ts.write_text(TINY_TS, encoding="utf-8")
    subprocess.run([str(lrelease), str(ts), "-qm", str(tmp_path / "daifugo_ja.qm"), "-silent"], check=True)
    return tmp_path


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def english_after(qapp):
    yield
    i18n.install_language(qapp, "en")


def _translate(text: str) -> str:
    return QCoreApplication.translate("Clock", text)


def test_the_package_ships_japanese_and_english() -> None:
    languages = i18n.available_languages()
    assert [lang.code for lang in languages][:1] == ["en"]
    names = {lang.code: lang.native_name for lang in languages}
    assert names["en"] == "English" and names["ja"] == "日本語"
    assert (i18n.translations_dir() / "daifugo_ja.qm").is_file()


def test_only_english_without_catalogs(tmp_path: Path) -> None:
    assert [lang.code for lang in i18n.available_languages(tmp_path / "none")] == ["en"]


def test_install_switches_both_ways(qapp, catalogs: Path, english_after) -> None:
    assert i18n.install_language(qapp, "ja", catalogs) == "ja"
    assert _translate("Pass") == "パス"
    assert i18n.current_language(qapp) == "ja"
    i18n.install_language(qapp, "en", catalogs)
    assert _translate("Pass") == "Pass"
    assert i18n.current_language(qapp) == "en"


def test_reinstalling_leaves_one_translator(qapp, catalogs: Path, english_after) -> None:
    for _ in range(3):
        i18n.install_language(qapp, "ja", catalogs)
    ours = [t for t in qapp.findChildren(QTranslator) if t.objectName() == "daifugo_translator"]
    assert len(ours) == 1


def test_qt_standard_buttons_follow_the_language(qapp, catalogs: Path, english_after, qtbot) -> None:
    i18n.install_language(qapp, "ja", catalogs)
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    assert box.buttons()[0].text() == "キャンセル"


def test_unknown_language_is_refused(qapp, catalogs: Path) -> None:
    with pytest.raises(ValueError, match='"fr".*available: en, ja'):
        i18n.install_language(qapp, "fr", catalogs)


@pytest.mark.parametrize(
    "locale, expected",
    [("ja_JP", "ja"), ("en_GB", "en"), ("fr_FR", "en"), ("C", "en")],
)
def test_system_language_follows_the_locale(catalogs: Path, locale: str, expected: str) -> None:
    assert i18n.system_language(QLocale(locale), catalogs) == expected


def test_saved_choice_wins_over_the_system(settings: QSettings, catalogs: Path) -> None:
    japan = QLocale("ja_JP")
    assert i18n.chosen_language(settings, japan, catalogs) == "ja"  # nothing saved: follow the system
    i18n.save_language(settings, "en")
    assert i18n.chosen_language(settings, japan, catalogs) == "en"
    i18n.save_language(settings, "ja")
    assert i18n.chosen_language(settings, QLocale("en_US"), catalogs) == "ja"
    i18n.save_language(settings, "xx")  # a language since removed: back to the system
    assert i18n.chosen_language(settings, japan, catalogs) == "ja"
    i18n.save_language(settings, "")
    assert i18n.saved_language(settings) == ""


def test_real_catalog_translates_the_window_title(qapp, english_after) -> None:
    """The shipped daifugo_ja.qm works end to end: a finished message comes back in Japanese."""
    build_path = ROOT / "packaging" / "build_translations.py"
    spec = importlib.util.spec_from_file_location("_bt_for_language_test", build_path)
    build = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = build
    spec.loader.exec_module(build)
    message = next(m for m in build.read_messages(build.ts_path("ja")) if m.translated and not m.numerus)
    i18n.install_language(qapp, "ja")
    assert QCoreApplication.translate(message.context, message.source) == message.translations[0]


JAPANESE = re.compile("[\u3040-\u30ff\u4e00-\u9fff]")


def _words_of(dialog: QWidget) -> list[str]:
    """Every label and button text a person reads in ``dialog``."""
    words = [w.text() for w in dialog.findChildren(QLabel) if w.isVisible() and w.text()]
    words += [w.text() for w in dialog.findChildren(QAbstractButton) if w.isVisible() and w.text()]
    return words


def test_qt_dialogs_speak_japanese_with_the_console(qapp, english_after, qtbot) -> None:
    """Issue 27: on the Japanese screen Qt's own dialogs are Japanese too, including the two
    file-dialog labels Qt's catalog lacks (ui/widgets/qt_gaps.py fills them in)."""
    i18n.install_language(qapp, "ja")
    box = QMessageBox(QMessageBox.Icon.Question, "?", "?",
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No | QMessageBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    assert box.button(QMessageBox.StandardButton.Yes).text() == "はい(&Y)"
    assert box.button(QMessageBox.StandardButton.No).text() == "いいえ(&N)"
    files = QFileDialog(None, "数譜", "", "数譜 (*.txt)")
    files.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(files)
    files.show()
    qtbot.waitExposed(files)
    words = _words_of(files)
    assert "場所(&L):" in words and "ファイルの種類(&T):" in words and "ファイル名(&N):" in words
    assert [w for w in words if not JAPANESE.search(w)] == []
    asked = QInputDialog()
    qtbot.addWidget(asked)
    asked.show()
    assert "キャンセル" in _words_of(asked)


def test_qt_dialogs_are_english_again_after_switching_back(qapp, qtbot) -> None:
    i18n.install_language(qapp, "ja")
    i18n.install_language(qapp, "en")
    files = QFileDialog()
    files.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(files)
    files.show()
    assert "&Look in:" in _words_of(files)
