"""Open a record and step through it move by move."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QSlider, QStyle, QVBoxLayout, QWidget

from daifugo_gui.app.live_game import log_line
from daifugo_gui.app.record_stepper import RecordStepper
from daifugo_gui.ui.table_view import TableView


class ReplayDialog(QDialog):
    """A record's game at any position: ←/→ step, Home/End jump."""

    def __init__(self, stepper: RecordStepper, title: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Replay %1").replace("%1", title))
        self.stepper = stepper
        self.table = TableView(self)
        self.position = QLabel("", self)
        self.last = QLabel("", self)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, stepper.total)
        self.slider.valueChanged.connect(self.seek)
        buttons = QHBoxLayout()
        # Qt's own media icons: the ⏮/⏭ glyphs are missing from the bundled Japanese font
        # and showed as boxes. The keys (Home ← → End) say the same in the tooltips.
        style = self.style()
        SP = QStyle.StandardPixmap
        for icon, tip, slot in (
            (SP.SP_MediaSkipBackward, self.tr("To the deal  [Home]"), lambda: self.seek(0)),
            (SP.SP_MediaSeekBackward, self.tr("One event back  [←]"), self.back),
            (SP.SP_MediaSeekForward, self.tr("One event on  [→]"), self.forward),
            (SP.SP_MediaSkipForward, self.tr("To the end  [End]"), lambda: self.seek(self.stepper.total)),
        ):
            b = QPushButton(style.standardIcon(icon), "", self)
            b.setToolTip(tip)
            b.setAccessibleName(tip)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(slot)
            buttons.addWidget(b)
        buttons.addWidget(self.slider, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(self.position)
        layout.addWidget(self.last)
        layout.addWidget(self.table, 1)
        for key, slot in (("Right", self.forward), ("Left", self.back), ("Home", lambda: self.seek(0)),
                          ("End", lambda: self.seek(self.stepper.total))):
            QShortcut(QKeySequence(key), self).activated.connect(slot)
        self.resize(800, 700)
        self.refresh()

    @classmethod
    def from_path(cls, path: str | Path, parent: QWidget | None = None) -> "ReplayDialog":
        return cls(RecordStepper.open(path), Path(path).name, parent)

    def forward(self) -> None:
        self.stepper.forward()
        self.refresh()

    def back(self) -> None:
        self.stepper.back()
        self.refresh()

    def seek(self, position: int) -> None:
        if position != self.stepper.position:
            self.stepper.seek(position)
            self.refresh()

    def refresh(self) -> None:
        s = self.stepper
        self.slider.blockSignals(True)
        self.slider.setValue(s.position)
        self.slider.blockSignals(False)
        self.position.setText(self.tr("Move %1 of %2").replace("%1", str(s.position)).replace("%2", str(s.total)))
        if s.position:
            self.last.setText(log_line(s.events[s.position - 1], s.outcomes[-1]))
        else:
            self.last.setText(self.tr("The deal"))
        log = [log_line(e, o) for e, o in zip(s.events, s.outcomes)]
        self.table.show_game(s.game, None, log)
