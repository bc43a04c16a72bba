"""The console on a small screen: a laptop at 150–200 % (issue 27).

At 200 % a 1366×768 screen is 683×384 points, and the console's page gets about 650×260
of them. The three columns (verdict and entry | table | clocks and controls) need
810×563 there, so the page scrolled both ways and the palette or the clocks were out of
view. On such a screen the console is arranged for the judge's hands first:

    verdict (smaller type)              | clocks (smaller digits), Start, Pause,
                                        | discards / declarations / the ranking
    the entry: actions, play field, factor field as one line, palette
    ----------------------------------------------------------------- (scrolls)
    the table (field, players, event log) | pause reason, undo/redo, history

The first two rows — verdict, clocks, play field and palette — fit the page without
scrolling; the table and the undo history are the secondary panes below them, which the
page scrolls to (deliberately: at 683×384 they cannot share the screen with the rest).
Every widget stays the same object, so keys, shortcuts and tests see no difference.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QBoxLayout, QHBoxLayout, QLayout, QVBoxLayout, QWidget

from daifugo_gui.ui.console.compact_flag import COMPACT, is_compact

if TYPE_CHECKING:
    from daifugo_gui.ui.console.console import GameConsole

CLOCK_SCALE = 0.45  # the clock digits: 54 pt → about 24 pt, still the largest text


def _take(layout: QLayout | None, widget: QWidget) -> None:
    if layout is not None:
        layout.removeWidget(widget)


def arrange_compact(console: GameConsole) -> None:
    """Re-arrange ``console`` (built with its three columns) for a small screen; once."""
    if is_compact(console):
        return
    outer = console.layout()
    if not isinstance(outer, QBoxLayout) or outer.count() != 3:
        return
    columns = [outer.itemAt(i).widget() for i in range(3)]
    if any(box is None for box in columns):
        return
    left_box, table, right_box = (box for box in columns if box is not None)
    for box in (left_box, table, right_box):
        outer.removeWidget(box)
    QWidget().setLayout(outer)  # a widget holds one layout: the old one leaves with a stand-in
    _take(left_box.layout(), console.entry)
    _take(left_box.layout(), console.follow_up)
    right = right_box.layout()
    for widget in (console.clocks, console.start_button, console.pause_button):
        _take(right, widget)
    console.clocks.set_scale(CLOCK_SCALE)
    console.verdict.set_compact(True)
    console.entry.set_compact(True)
    console.table_line.set_compact(True)
    console.follow_up.set_compact(True)

    # the two clocks side by side, Start and Pause under them, beside the verdict
    clock_faces = console.clocks.layout()
    if isinstance(clock_faces, QBoxLayout):
        clock_faces.setDirection(QBoxLayout.Direction.LeftToRight)
    buttons = QHBoxLayout()
    buttons.addWidget(console.start_button)
    buttons.addWidget(console.pause_button)
    clock_column = QVBoxLayout()
    clock_column.setContentsMargins(0, 0, 0, 0)
    clock_column.setSpacing(2)
    clock_column.addWidget(console.clocks)
    clock_column.addLayout(buttons)
    clock_column.addWidget(console.follow_up)  # discards, declarations, the ranking
    clock_column.addStretch(1)
    top = QHBoxLayout()
    top.addWidget(left_box, 3)  # the verdict's sentences wrap less
    top.addLayout(clock_column, 2)
    secondary = QHBoxLayout()
    secondary.addWidget(table, 4)
    secondary.addWidget(right_box, 3)
    page = QVBoxLayout(console)
    page.setContentsMargins(2, 2, 2, 2)
    page.setSpacing(4)
    page.addLayout(top)
    page.addWidget(console.entry)
    page.addLayout(secondary, 1)
    for box in (left_box, table, right_box):
        box.setMinimumWidth(200)
    console.setProperty(COMPACT, True)

