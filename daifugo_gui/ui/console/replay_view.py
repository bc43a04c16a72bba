"""Open a record and step through it move by move."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from PySide6.QtCore import QCoreApplication, Qt

from daifugo_gui.app.translation import QT_TRANSLATE_NOOP, fill
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from daifugo_gui.app.live_game import log_line
from daifugo_gui.app.record_stepper import RecordStepper
from daifugo_gui.rules.suhu import Disagreement
from daifugo_gui.ui.widgets.reason_text import render_any
from daifugo_gui.ui.console.verdict_panel import STYLES
from daifugo_gui.ui.console.review_panel import ReviewPanel
from daifugo_gui.ui.console.table_view import TableView


# Where a 数譜 record and the engine part (suhu.Disagreement.kind): %1 the line, %2 its
# text, %3 the player, %4 and %5 as the kind says.
NOTES = {
    "refused": QT_TRANSLATE_NOOP("ReplayDialog", "Line %1 (%2) cannot be replayed: %4. The replay stops before it."),
    "verdict": QT_TRANSLATE_NOOP("ReplayDialog", "Line %1 (%2): the record says %4, the engine rules %5."),
    "went_out_1": QT_TRANSLATE_NOOP("ReplayDialog", "Line %1 (%2) marks %3 as going out (#), but %3 still holds 1 card."),
    "went_out": QT_TRANSLATE_NOOP("ReplayDialog", "Line %1 (%2) marks %3 as going out (#), but %3 still holds %4 cards."),
    "not_marked": QT_TRANSLATE_NOOP("ReplayDialog", "Line %1 (%2): %3 goes out here, but the line has no #."),
    "unfinished": QT_TRANSLATE_NOOP("ReplayDialog", "The record ends while the game goes on: %3 is to move."),
}


def disagreement_note(found: Disagreement) -> str:
    """Where a 数譜 record and the engine part, in the judge's language (issue 11)."""

    def verdict(result: str) -> str:
        style = STYLES.get(result)
        return QCoreApplication.translate("Verdict", style[0]) if style else result

    values = [str(found.line), found.text, found.player]
    kind = found.kind
    if kind == "refused":
        values.append(render_any(found.refusal or found.engine.removeprefix("it refused: ")))
    elif kind == "verdict":
        values += [verdict(found.judge), verdict(found.engine)]
    elif kind == "went_out":
        values.append(str(found.cards))
        kind = "went_out_1" if found.cards == 1 else kind
    template = QCoreApplication.translate("ReplayDialog", NOTES.get(kind, NOTES["unfinished"]))
    return fill(template, *values)


@dataclass(frozen=True)
class ReplayGame:
    """One game a replay window can show: its name, its stepper, and a note for the judge
    (where the record and the engine part, or why it stops early)."""

    title: str
    stepper: RecordStepper
    note: str = ""


class ReplayDialog(QDialog):
    """A record's game at any position: ←/→ step, Home/End jump.

    With ``games`` (a file of several games, as a match's 数譜) one window holds them all
    and a list at the top picks the game shown.
    """

    def __init__(
        self,
        stepper: RecordStepper | None = None,
        title: str = "",
        parent: QWidget | None = None,
        *,
        games: Sequence[ReplayGame] = (),
        note: str = "",
    ) -> None:
        super().__init__(parent)
        if games:
            self._games = list(games)
        elif stepper is not None:
            self._games = [ReplayGame(title, stepper, note)]
        else:
            raise ValueError("a replay needs a record")
        self._title = title
        self.stepper = self._games[0].stepper
        self.table = TableView(self)
        self.review = ReviewPanel(self)  # issue 41: beside the table, stepping with it
        self.chooser = QComboBox(self)
        for game in self._games:
            self.chooser.addItem(game.title)
        self.chooser.setVisible(len(self._games) > 1)
        self.chooser.setAccessibleName(self.tr("Game"))
        self.chooser.currentIndexChanged.connect(self.choose_game)
        self.note = QLabel("", self)
        self.note.setWordWrap(True)
        self.note.setStyleSheet("QLabel { background: #fff8e1; color: #5d4000; padding: 4px; }")
        self.position = QLabel("", self)
        self.last = QLabel("", self)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, self.stepper.total)
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
        layout.addWidget(self.chooser)
        layout.addWidget(self.note)
        layout.addLayout(buttons)
        layout.addWidget(self.position)
        layout.addWidget(self.last)
        beside = QHBoxLayout()
        beside.addWidget(self.table, 3)
        beside.addWidget(self.review, 1)
        layout.addLayout(beside, 1)
        for key, slot in (("Right", self.forward), ("Left", self.back), ("Home", lambda: self.seek(0)),
                          ("End", lambda: self.seek(self.stepper.total))):
            QShortcut(QKeySequence(key), self).activated.connect(slot)
        self.resize(1100, 700)
        self._show_game(0)

    def choose_game(self, index: int) -> None:
        """Show another game of the file, from its deal."""
        if 0 <= index < len(self._games) and self._games[index].stepper is not self.stepper:
            self._show_game(index)

    def _show_game(self, index: int) -> None:
        game = self._games[index]
        self.stepper = game.stepper
        self.setWindowTitle(fill(self.tr("Replay %1"), game.title or self._title))
        note = game.note
        if not note and self.stepper.refused is not None:
            number, reason = self.stepper.refused
            note = (
                fill(self.tr("Event %1 cannot be replayed: %2. The replay stops before it."), str(number), render_any(reason))
            )
        self.note.setText(note)
        self.note.setVisible(bool(note))
        self.review.set_record(self.stepper.record)
        self.slider.blockSignals(True)
        self.slider.setRange(0, self.stepper.total)
        self.slider.blockSignals(False)
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
        self.position.setText(fill(self.tr("Move %1 of %2"), str(s.position), str(s.total)))
        if s.position:
            self.last.setText(log_line(s.events[s.position - 1], s.outcomes[-1]))
        else:
            self.last.setText(self.tr("The deal"))
        log = [log_line(e, o) for e, o in zip(s.events, s.outcomes)]
        self.table.show_game(s.game, None, log)
        self.review.show_event(s.position - 1 if s.position else None)

    def done(self, result: int) -> None:
        self.review.runner.cancel()  # a review nobody will read stops with the window
        super().done(result)
