"""A foul's checklist line that wraps is shown whole (seen at 1280×800: the wrapped second
line of "take back 4 cards and draw the 3 cards left in the deck" was drawn under the next
player's line). The panel asks for the height its wrapped lines need at its real width."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtWidgets import QSizePolicy, QVBoxLayout, QWidget  # noqa: E402

from daifugo_gui.ui.console.verdict_panel import VerdictPanel  # noqa: E402

LINES = ["Ben: take back 4 cards and draw the 3 cards left in the deck, then wait for the others",
         "Chie: put 1 card at the bottom of the deck", "Aki: put 1 card at the bottom of the deck",
         "Ben draws: DK S5 S7"]


def test_a_wrapped_checklist_line_is_never_drawn_under_the_next(qtbot) -> None:  # type: ignore[no-untyped-def]
    # As in the console: a column that ignores its widgets' preferred widths, the verdict
    # sharing its height with what is below it.
    column = QWidget()
    qtbot.addWidget(column)
    policy = column.sizePolicy()
    policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored)
    column.setSizePolicy(policy)
    layout = QVBoxLayout(column)
    panel = VerdictPanel(column)
    layout.addWidget(panel, 2)
    layout.addWidget(QWidget(column), 3)
    column.resize(330, 300)
    column.show()
    panel._set_checklist(LINES)
    qtbot.wait(50)

    rows = [panel._checks.itemAt(i).widget() for i in range(panel._checks.count())]
    labels = [row.layout().itemAt(1).widget() for row in rows]
    assert labels[0].heightForWidth(labels[0].width()) > labels[1].heightForWidth(labels[1].width())  # it wraps
    for label in labels:
        assert label.height() >= label.heightForWidth(label.width()), label.text()
    for upper, lower in zip(rows, rows[1:]):
        assert upper.geometry().bottom() < lower.geometry().top(), (upper.geometry(), lower.geometry())
