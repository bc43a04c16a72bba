"""Strings translated at run time (tables of headlines, columns, labels) come out in Japanese.

lupdate only sees literal strings, so such tables mark theirs with QT_TRANSLATE_NOOP;
this checks the marking reached the catalog, table by table, for the tables that have
landed here.
"""

from __future__ import annotations

import importlib

import pytest
from PySide6.QtCore import QCoreApplication


def _module(name: str):
    try:
        return importlib.import_module(name)
    except ImportError:
        pytest.skip(f"{name} has not landed here")


def _untranslated(context: str, texts) -> list[str]:
    return [t for t in texts if t and QCoreApplication.translate(context, t) == t]


def test_verdict_headlines(japanese) -> None:
    panel = _module("daifugo_gui.ui.console.verdict_panel")
    assert not _untranslated("Verdict", [style[0] for style in panel.STYLES.values()])


def test_player_table_columns(japanese) -> None:
    table = _module("daifugo_gui.ui.console.table_view")
    assert not _untranslated("PlayerTable", table.PlayerTable.COLUMNS)


def test_setting_labels(japanese) -> None:
    dialog = _module("daifugo_gui.ui.console.new_game_dialog")
    assert not _untranslated("SettingsForm", dialog.LABELS.values())
