"""The hall display: standings and "where do I sit", full screen, for the players.

It follows the tournament by itself (:class:`~daifugo_gui.app.live.HallFeed`): a game
recorded or a seat changed at any console shows within a moment, with no button
pressed. Lists longer than the screen show whole rows a page at a time and turn their
pages by themselves; the footer names the event and the time of the last update, never
the database's location. Esc leaves
full screen; ``+`` and ``-`` change how long a page stays; closing the window stops the
feed.
"""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QSettings, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from daifugo_gui.app.live import HallFeed, HallSnapshot, hall_problem
from daifugo_gui.rules.reasons import Reason
from daifugo_gui.ui.widgets.reason_text import render
from daifugo_gui.ui.widgets.screen_fit import screen_of
from daifugo_gui.app.translation import fill

PAGE_SECONDS_KEY = "hall/page_seconds"
"""QSettings key: how many seconds a page of a long list stays on the screen."""

DEFAULT_PAGE_SECONDS = 10
PAGE_SECONDS_RANGE = (3, 60)

# Sizes as parts of the screen's height: on a 1080-pixel projector a row's glyphs are
# 40 pixels high, readable from the back of a hall (about 1/27 of the height).
_ROW = 40 / 1080
_TITLE = 56 / 1080
_SUBTITLE = 36 / 1080
_HEADER = 30 / 1080
_FOOTER = 26 / 1080
_MIN_PX = 12  # a small test window still draws legible text

_STYLE = """
QWidget { background: #102027; color: white; }
QTableWidget { gridline-color: #37474f; border: none; }
QTableWidget::item { padding-left: 10px; padding-right: 10px; }
QHeaderView::section { background: #263238; color: #ffd54f; border: none; padding: 4px; font-size: %dpx; }
"""


def _font(base: QFont, pixels: int, bold: bool = False) -> QFont:
    f = QFont(base)
    f.setPixelSize(max(_MIN_PX, pixels))
    f.setBold(bold)
    return f


def _table(parent: QWidget, headers: list[str]) -> QTableWidget:
    table = QTableWidget(0, len(headers), parent)
    table.setHorizontalHeaderLabels(headers)
    table.verticalHeader().setVisible(False)
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    # A page holds whole rows only: the display fills it with the rows that fit and turns
    # to the next page itself, so nothing ever scrolls or shows half a row.
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setWordWrap(False)
    table.setTextElideMode(Qt.TextElideMode.ElideRight)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
    return table


def _cell(text: str, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
    return item


def page_count(rows: int, per_page: int) -> int:
    """Pages needed for ``rows`` rows, ``per_page`` a page (one page for an empty list)."""
    return max(1, -(-rows // max(1, per_page)))


class HallWindow(QWidget):
    """A window for a screen in the hall (full screen by :meth:`show_full_screen`).

    Both lists show whole pages of rows and turn to their next page every
    ``page_seconds`` (from the settings, ``+``/``-`` on the keyboard change it), so every
    player is on the screen in turn; each list's title says which page it shows ("2/4").
    """

    def __init__(self, target: str | Path, parent: QWidget | None = None, *, start: bool = True,
                 page_seconds: int | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("Hall display"))
        self.setStyleSheet(_STYLE % 16)
        self.snapshot: HallSnapshot | None = None
        self._refill_pending = False
        self.title = QLabel(self.tr("Loading…"), self)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.subtitle = QLabel("", self)
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.standings_title = QLabel(self.tr("Standings"), self)
        self.seats_title = QLabel(self.tr("Where do I sit"), self)
        for label in (self.standings_title, self.seats_title):
            label.setStyleSheet("color: #ffd54f;")
        self.standings = _table(self, [self.tr("Place"), self.tr("Player"), self.tr("Points"), self.tr("Games")])
        self.seats = _table(self, [self.tr("Player"), self.tr("Reading"), self.tr("Table"), self.tr("Seat")])
        self.seats.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.pages = {id(self.standings): 0, id(self.seats): 0}
        for table in (self.standings, self.seats):
            # Whatever changes the lists' height (a wrapped title, a problem shown, another
            # screen) changes how many whole rows a page holds: fill the pages again.
            table.viewport().installEventFilter(self)
        self.footer = QLabel(" ", self)  # never empty: its height must not change the pages
        self.footer.setStyleSheet("color: #90a4ae;")
        self.footer.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.problem = QLabel("", self)
        self.problem.setStyleSheet("color: #ff8a80;")
        self.problem.setWordWrap(True)
        self.problem.setVisible(False)
        left = QVBoxLayout()
        left.addWidget(self.standings_title)
        left.addWidget(self.standings, 1)
        right = QVBoxLayout()
        right.addWidget(self.seats_title)
        right.addWidget(self.seats, 1)
        panes = QHBoxLayout()
        panes.addLayout(left, 1)
        panes.addSpacing(24)
        panes.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addLayout(panes, 1)
        layout.addWidget(self.problem)
        layout.addWidget(self.footer)
        self.settings = QSettings()
        if page_seconds is None:
            try:
                page_seconds = int(str(self.settings.value(PAGE_SECONDS_KEY, DEFAULT_PAGE_SECONDS)))
            except (TypeError, ValueError):
                page_seconds = DEFAULT_PAGE_SECONDS
        self.page_timer = QTimer(self)
        self.page_timer.timeout.connect(self.turn_pages)
        self.set_page_seconds(page_seconds, remember=False)
        self.page_timer.start()
        self._scale()
        self.feed = HallFeed(target, self)
        self.feed.updated.connect(self.show_snapshot)
        self.feed.problem.connect(self._show_problem)
        if start:
            self.feed.start()

    # ------------------------------------------------------------------ sizes and pages
    def set_page_seconds(self, seconds: int, *, remember: bool = True) -> int:
        """How long a page stays (3–60 s); ``remember`` keeps it for the next hall display."""
        low, high = PAGE_SECONDS_RANGE
        self.page_seconds = max(low, min(high, int(seconds)))
        self.page_timer.setInterval(self.page_seconds * 1000)
        if remember:
            self.settings.setValue(PAGE_SECONDS_KEY, self.page_seconds)
        return self.page_seconds

    def row_font(self) -> QFont:
        return self.standings.font()

    def _scale(self) -> None:
        """Fonts follow the window's height (a projector's 1080 lines: 40-pixel rows)."""
        h = max(1, self.height())
        base = self.font()
        self.title.setFont(_font(base, round(h * _TITLE), True))
        self.subtitle.setFont(_font(base, round(h * _SUBTITLE)))
        for label in (self.standings_title, self.seats_title):
            label.setFont(_font(base, round(h * _SUBTITLE), True))
        row = _font(base, round(h * _ROW))
        for table in (self.standings, self.seats):
            table.setFont(row)
            table.verticalHeader().setDefaultSectionSize(QFontMetrics(row).height() + max(4, row.pixelSize() // 4))
        # A style sheet's font wins over setFont for header sections: size them there.
        self.setStyleSheet(_STYLE % max(_MIN_PX, round(h * _HEADER)))
        self.footer.setFont(_font(base, round(h * _FOOTER)))
        self.problem.setFont(_font(base, round(h * _FOOTER), True))

    def rows_per_page(self, table: QTableWidget) -> int:
        """Whole rows that fit in the table's visible part (all of them while the window
        is not on a screen: nothing is cut where nothing is drawn)."""
        if not table.isVisible():
            return max(1, len(self._rows(table)))
        return max(1, table.viewport().height() // max(1, table.verticalHeader().defaultSectionSize()))

    def page_label(self, table: QTableWidget) -> str:
        """"2/4": the page shown and how many there are."""
        total = page_count(len(self._rows(table)), self.rows_per_page(table))
        return f"{self.pages[id(table)] + 1}/{total}"

    def _rows(self, table: QTableWidget) -> list[tuple[QTableWidgetItem, ...]]:
        snapshot = self.snapshot
        if snapshot is None:
            return []
        right = Qt.AlignmentFlag.AlignRight
        center = Qt.AlignmentFlag.AlignCenter
        if table is self.standings:
            return [(_cell(str(s.place), right), _cell(s.name), _cell(str(s.points), right), _cell(str(s.games), right))
                    for s in snapshot.standings]
        return [(_cell(e.name), _cell(e.reading), _cell(str(e.table) if e.table is not None else self.tr("bye"), center),
                 _cell(str(e.seat) if e.seat is not None else "", center)) for e in snapshot.seats]

    def _fill(self) -> None:
        """Each list shows its current page: whole rows only."""
        for table, label, words in ((self.standings, self.standings_title, self.tr("Standings")),
                                    (self.seats, self.seats_title, self.tr("Where do I sit"))):
            rows = self._rows(table)
            per_page = self.rows_per_page(table)
            total = page_count(len(rows), per_page)
            page = self.pages[id(table)] % total
            self.pages[id(table)] = page
            shown = rows[page * per_page:(page + 1) * per_page]
            table.setRowCount(len(shown))
            for r, items in enumerate(shown):
                for c, item in enumerate(items):
                    table.setItem(r, c, item)
            label.setText(words + (f"  {page + 1}/{total}" if total > 1 else ""))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Resize and not self._refill_pending:
            self._refill_pending = True
            QTimer.singleShot(0, self._refill)
        return super().eventFilter(watched, event)

    def _refill(self) -> None:
        self._refill_pending = False
        self._fill()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._scale()

    def show_full_screen(self) -> None:
        """Full screen on the last screen (a projector is usually the second one)."""
        home = screen_of(self)
        screens = home.virtualSiblings() if home is not None else []
        # The screen's whole geometry first, for one screen too: a hall PC without a window
        # manager (a kiosk X session) ignores the full-screen request, and the display
        # stayed a small window in a corner of the projector.
        if screens:
            self.setGeometry(screens[-1].geometry())
        self.showFullScreen()

    def show_snapshot(self, snapshot: HallSnapshot) -> None:
        self.snapshot = snapshot
        self.title.setText(snapshot.name)
        if snapshot.round is None:
            self.subtitle.setText(self.tr("Round 1 is not seated yet"))
        else:
            progress = fill(self.tr("%1 of %2 tables finished"), str(snapshot.tables_done), str(snapshot.tables))
            self.subtitle.setText(fill(self.tr("Round %1"), str(snapshot.round)) + " — " + progress)
        # The event and when it was read; never where the database is (a projected
        # screen must not show the server's address, user or database).
        updated = time.strftime("%H:%M:%S", time.localtime(snapshot.loaded_at))
        self.footer.setText(fill(self.tr("%1 — updated %2"), snapshot.name, updated))
        self._fill()

    def _show_problem(self, problem: Reason | None) -> None:
        shown = "" if problem is None else fill(self.tr("Not up to date: %1"), render(hall_problem(problem)))
        self.problem.setText(shown)
        self.problem.setVisible(problem is not None)

    def turn_pages(self) -> None:
        """Each list longer than one page shows its next page (the first after the last)."""
        for table in (self.standings, self.seats):
            self.pages[id(table)] += 1
        self._fill()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
            return
        if event.key() in (Qt.Key.Key_Plus, Qt.Key.Key_Minus):
            self.set_page_seconds(self.page_seconds + (1 if event.key() == Qt.Key.Key_Plus else -1))
            self.footer.setText(fill(self.tr("A page stays %1 s"), str(self.page_seconds)))
            return
        if event.key() == Qt.Key.Key_F11:
            self.showNormal() if self.isFullScreen() else self.showFullScreen()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: object) -> None:  # noqa: N802
        self.page_timer.stop()
        self.feed.stop()
        super().closeEvent(event)  # type: ignore[arg-type]
