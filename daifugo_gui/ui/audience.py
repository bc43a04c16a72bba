"""The audience display: clocks, the field, whose turn and the state, for players and spectators."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from daifugo_gui.rules import Game, Outcome
from daifugo_gui.timing.clocks import TableClocks
from daifugo_gui.ui.clock_faces import ClockPanel
from daifugo_gui.ui.table_view import NORMAL_STYLE, REVOLUTION_STYLE, field_value_text
from daifugo_gui.ui.verdict_panel import STYLES, headline


def _font(base: QFont, size: int, bold: bool = True) -> QFont:
    f = QFont(base)
    f.setPointSize(size)
    f.setBold(bold)
    return f


class AudienceWindow(QWidget):
    """A second window; full screen on a second monitor when there is one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("Prime Daifugo — 素数大富豪"))
        self.setStyleSheet("background: #102027; color: white;")
        self.clocks = ClockPanel(96, self, dark=True)
        self.turn = QLabel("", self)
        self.turn.setFont(_font(self.font(), 40))
        self.turn.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.state = QLabel("", self)
        self.state.setFont(_font(self.font(), 30))
        self.state.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.field = QLabel("", self)
        self.field.setFont(_font(self.font(), 56))
        self.field.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.field.setWordWrap(True)
        self.value = QLabel("", self)
        self.value.setFont(_font(self.font(), 34, False))
        self.value.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.value.setWordWrap(True)
        self.verdict = QLabel("", self)
        self.verdict.setFont(_font(self.font(), 36))
        self.verdict.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.verdict.setWordWrap(True)
        self.counts = QLabel("", self)
        self.counts.setFont(_font(self.font(), 22, False))
        self.counts.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.counts.setWordWrap(True)
        left = QVBoxLayout()
        left.addWidget(self.turn)
        left.addWidget(self.state)
        left.addStretch(1)
        left.addWidget(self.field)
        left.addWidget(self.value)
        left.addStretch(1)
        left.addWidget(self.verdict)
        left.addWidget(self.counts)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 3)
        layout.addWidget(self.clocks, 2)
        self.resize(1280, 720)

    def show_on_second_screen(self) -> None:
        screens = QGuiApplication.screens()
        primary = QGuiApplication.primaryScreen()
        others = [s for s in screens if s is not primary]
        if others:
            self.setScreen(others[0])
            self.move(others[0].geometry().topLeft())
            self.showFullScreen()
        else:
            self.show()

    def show_game(self, game: Game | None) -> None:
        if game is None:
            self.turn.setText(self.tr("素数大富豪 Prime Daifugo"))
            for label in (self.state, self.field, self.value, self.verdict, self.counts):
                label.setText("")
            self.state.setStyleSheet("")
            return
        mover = game.to_move
        if game.finished:
            ranking = "   ".join(f"{i}. {n}" for i, n in enumerate(game.ranking(), start=1))
            self.turn.setText(self.tr("Game over"))
            self.counts.setText(ranking)
        else:
            self.turn.setText(self.tr("%1 to move").replace("%1", mover or "—"))
            counts = game.hand_counts()
            parts = []
            for name in game.players:
                if name in game.out:
                    parts.append(f"{name}: {self.tr('out')} #{game.out.index(name) + 1}")
                elif name in game.disqualified:
                    parts.append(f"{name}: {self.tr('disqualified')}")
                else:
                    parts.append(f"{name}: {counts[name]}")
            parts.append(self.tr("deck %1").replace("%1", str(game.deck_count)))
            self.counts.setText("   ·   ".join(parts))
        if game.revolution:
            self.state.setText(self.tr("REVOLUTION 革命"))
            self.state.setStyleSheet(REVOLUTION_STYLE)
        else:
            self.state.setText(self.tr("Normal 平常"))
            self.state.setStyleSheet(NORMAL_STYLE)
        self.field.setText(game.field_text or "—")
        self.value.setText(field_value_text(game))

    def show_outcome(self, outcome: Outcome) -> None:
        _, bg, fg = STYLES.get(outcome.result, ("", "#263238", "white"))
        self.verdict.setText(headline(outcome))
        self.verdict.setStyleSheet(f"background: {bg}; color: {fg}; border-radius: 8px; padding: 6px;")

    def update_clocks(self, clocks: TableClocks | None, paused: bool) -> None:
        self.clocks.update_from(clocks, paused)
