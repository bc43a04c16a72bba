"""Copy and export for the analysis tabs' tables (issue 29): a context menu on each table
with "Copy table" (tab-separated, for a spreadsheet), "Export as CSV…" and "Export as
JSON…". The cells go as shown (sorted, filtered, hidden rows and columns left out) to the
pure exporter :mod:`daifugo_gui.analysis.table_export`; nothing here knows a file format.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QModelIndex, QObject, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QMessageBox,
    QTableView,
    QWidget,
)

from daifugo_gui.analysis.table_export import ShownTable, export_text
from daifugo_gui.ui.widgets.reason_text import fill


def shown_table(view: QTableView, title: str = "") -> ShownTable:
    """What ``view`` shows: visible columns and rows in their on-screen order, as text."""
    model = view.model()
    if model is None:
        return ShownTable(title, (), ())
    header = view.horizontalHeader()
    columns = [header.logicalIndex(v) for v in range(header.count())]
    columns = [c for c in columns if not view.isColumnHidden(c)]
    vertical = view.verticalHeader()
    rows = [vertical.logicalIndex(v) for v in range(vertical.count())]
    rows = [r for r in rows if not view.isRowHidden(r)]

    def text(row: int, column: int) -> str:
        value = model.data(model.index(row, column, QModelIndex()), Qt.ItemDataRole.DisplayRole)
        return "" if value is None else str(value)

    headers = tuple(
        str(model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole) or "") for c in columns
    )
    return ShownTable(title, headers, tuple(tuple(text(r, c) for c in columns) for r in rows))


class TableExport(QObject):
    """The copy and export actions of one table view."""

    def __init__(self, view: QTableView, title: str = "") -> None:
        super().__init__(view)
        self.setObjectName("table_export")
        self.view = view
        self.title = title
        self.copy_action = QAction(self.tr("Copy table"), view)
        self.copy_action.setShortcut(QKeySequence.StandardKey.Copy)
        self.copy_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.copy_action.triggered.connect(self.copy)
        self.csv_action = QAction(self.tr("Export as CSV…"), view)
        self.csv_action.triggered.connect(lambda: self.export("csv"))
        self.json_action = QAction(self.tr("Export as JSON…"), view)
        self.json_action.triggered.connect(lambda: self.export("json"))
        for action in (self.copy_action, self.csv_action, self.json_action):
            view.addAction(action)
        view.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)

    def table(self) -> ShownTable:
        return shown_table(self.view, self.title)

    def copy(self) -> str:
        text = export_text(self.table(), "tsv")
        QGuiApplication.clipboard().setText(text)
        return text

    def export(self, fmt: str, path: str | Path | None = None) -> Path | None:
        """Write the table to ``path`` (asked for when None; the dialog asks before
        replacing a file). Returns the file written, or None when nothing was."""
        if path is None:
            kind = self.tr("CSV files (*.csv)") if fmt == "csv" else self.tr("JSON files (*.json)")
            chosen, _ = QFileDialog.getSaveFileName(self.view, self.tr("Export the table"), f"table.{fmt}", kind)
            if not chosen:
                return None
            path = chosen
        target = Path(path)
        try:
            target.write_text(export_text(self.table(), fmt), encoding="utf-8", newline="")
        except OSError as exc:
            QMessageBox.warning(self.view, self.tr("Export the table"),
                                fill(self.tr("Could not write %1: %2"), str(target), exc.strerror or str(exc)))
            return None
        return target


def install_table_export(root: QWidget, title: str = "") -> list[TableExport]:
    """Copy and export on every table view under ``root`` that has none yet."""
    added = []
    for view in root.findChildren(QTableView):
        if view.findChild(TableExport, "table_export") is None:
            if view.selectionMode() == QAbstractItemView.SelectionMode.NoSelection:
                view.setFocusPolicy(Qt.FocusPolicy.ClickFocus)  # so Ctrl+C reaches it
            added.append(TableExport(view, title))
    return added
