"""Strings translated at run time (``self.tr(variable)``) are marked for lupdate and still current."""

from __future__ import annotations

import pytest

from daifugo_gui.ui import dynamic_strings


def test_verdict_headlines_are_all_marked() -> None:
    panel = pytest.importorskip("daifugo_gui.ui.verdict_panel", reason="the console has not landed here")
    headlines = {style[0] for style in panel.STYLES.values()}
    marked = set(dynamic_strings.VERDICT_HEADLINES)
    assert headlines <= marked, f"unmarked: {sorted(headlines - marked)}"
    assert marked - headlines <= {"TIME — DISQUALIFIED"}, f"stale: {sorted(marked - headlines)}"


def test_player_table_columns_are_all_marked() -> None:
    table = pytest.importorskip("daifugo_gui.ui.table_view", reason="the console has not landed here")
    columns = {c for c in table.PlayerTable.COLUMNS if c}
    assert columns == set(dynamic_strings.PLAYER_TABLE_COLUMNS)


def test_setting_labels_are_all_marked() -> None:
    dialog = pytest.importorskip("daifugo_gui.ui.new_game_dialog", reason="the console has not landed here")
    assert set(dialog.LABELS.values()) == set(dynamic_strings.SETTING_LABELS)


def test_markers_are_plain_strings() -> None:
    for table in (dynamic_strings.VERDICT_HEADLINES, dynamic_strings.PLAYER_TABLE_COLUMNS, dynamic_strings.SETTING_LABELS):
        assert table and all(isinstance(s, str) and s for s in table)
