"""Issue 29: the analysis tabs' tables can be copied and exported as CSV or JSON, as shown."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QTableWidget, QTableWidgetItem

from daifugo_gui.analysis.table_export import (
    ShownTable,
    export_text,
    to_csv,
    to_json,
    to_tsv,
)
from daifugo_gui.ui.widgets.table_export import (
    TableExport,
    install_table_export,
    shown_table,
)

TABLE = ShownTable("hexad", ("手", "energy, after"), (("0 → 1", "3"), ('say "hi"\nthere', "12"), ("short",)))


def test_csv_quotes_what_needs_it_and_reads_back_to_the_same_cells() -> None:
    text = to_csv(TABLE)
    assert text.startswith('手,"energy, after"\r\n')
    assert list(csv.reader(io.StringIO(text))) == [
        ["手", "energy, after"], ["0 → 1", "3"], ['say "hi"\nthere', "12"], ["short", ""]]


def test_json_keeps_the_title_columns_and_text_cells() -> None:
    assert json.loads(to_json(TABLE)) == {
        "title": "hexad", "columns": ["手", "energy, after"],
        "rows": [["0 → 1", "3"], ['say "hi"\nthere', "12"], ["short", ""]]}


def test_tsv_for_the_clipboard_keeps_one_line_per_row() -> None:
    assert to_tsv(TABLE).splitlines() == ["手\tenergy, after", "0 → 1\t3", 'say "hi" there\t12', "short\t"]
    with pytest.raises(ValueError):
        export_text(TABLE, "xlsx")


def _table(qtbot) -> QTableWidget:
    table = QTableWidget(3, 3)
    qtbot.addWidget(table)
    table.setHorizontalHeaderLabels(["move", "secret", "energy"])
    for row, (move, energy) in enumerate([("b", "2"), ("a", "10"), ("c", "1")]):
        table.setItem(row, 0, QTableWidgetItem(move))
        table.setItem(row, 1, QTableWidgetItem("x"))
        table.setItem(row, 2, QTableWidgetItem(energy))
    table.setColumnHidden(1, True)
    table.sortItems(0, Qt.SortOrder.AscendingOrder)
    return table


def test_the_cells_go_as_shown_sorted_and_without_hidden_columns(qtbot) -> None:
    shown = shown_table(_table(qtbot), "moves")
    assert shown == ShownTable("moves", ("move", "energy"), (("a", "10"), ("b", "2"), ("c", "1")))


def test_copy_and_export_from_the_table(qtbot, tmp_path: Path) -> None:
    table = _table(qtbot)
    export = TableExport(table, "moves")
    assert [a.text() for a in table.actions()] == ["Copy table", "Export as CSV…", "Export as JSON…"]
    export.copy()
    assert QGuiApplication.clipboard().text() == "move\tenergy\na\t10\nb\t2\nc\t1\n"
    written = export.export("csv", tmp_path / "moves.csv")
    assert written is not None and written.read_bytes() == b"move,energy\r\na,10\r\nb,2\r\nc,1\r\n"
    data = json.loads(export.export("json", tmp_path / "moves.json").read_text(encoding="utf-8"))
    assert data["columns"] == ["move", "energy"] and data["rows"][0] == ["a", "10"]


def test_every_table_of_the_analysis_tabs_has_copy_and_export(qtbot) -> None:
    from PySide6.QtWidgets import QTableView

    from daifugo_gui.ui.analysis.primes_tab import PrimeToolsTab
    from daifugo_gui.ui.analysis.tanhinmin_tab import TanhinminTab

    for tab_class in (PrimeToolsTab, TanhinminTab):
        tab = tab_class()
        qtbot.addWidget(tab)
        views = tab.findChildren(QTableView)
        assert views
        for view in views:
            assert view.findChild(TableExport, "table_export") is not None
        assert install_table_export(tab) == []  # installed once, not twice
