"""The table at a glance: the field, the players, the deck, the state, the event log."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from daifugo_gui.app.translation import QT_TRANSLATE_NOOP, fill
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from daifugo_gui.rules import Game, Phase
from daifugo_gui.timing.clocks import TableClocks, format_seconds

REVOLUTION_STYLE = "background: #6a1b9a; color: white; padding: 4px 10px; border-radius: 4px;"
NORMAL_STYLE = "background: #2e7d32; color: white; padding: 4px 10px; border-radius: 4px;"


def field_value_text(game: Game) -> str:
    if not game.field_plays:
        return ""
    value = game.field_plays[-1].value
    return "∞" if value == float("inf") else str(value)


class PlayerTable(QTableWidget):
    """One row a player: seat, name, cards, status (to move, out with rank, disqualified)."""

    COLUMNS = (
        "",
        QT_TRANSLATE_NOOP("PlayerTable", "Player"),
        QT_TRANSLATE_NOOP("PlayerTable", "Cards"),
        QT_TRANSLATE_NOOP("PlayerTable", "Status"),
        QT_TRANSLATE_NOOP("PlayerTable", "Bank"),
    )

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, len(self.COLUMNS), parent)
        self.setHorizontalHeaderLabels([QCoreApplication.translate("PlayerTable", c) if c else "" for c in self.COLUMNS])
        self.verticalHeader().setVisible(False)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        f = QFont(self.font())
        f.setPointSize(f.pointSize() + 3)
        self.setFont(f)

    def show_game(self, game: Game, clocks: TableClocks | None) -> None:
        counts = game.hand_counts()
        self.setRowCount(len(game.players))
        mover = game.to_move
        for row, name in enumerate(game.players):
            marker = "▶" if name == mover else ""
            if name in game.out:
                status = fill(self.tr("out — rank %1"), str(game.out.index(name) + 1))
            elif name in game.disqualified:
                status = self.tr("disqualified")
            elif name in getattr(game, "burst", []):
                status = self.tr("burst")
            elif name == mover and game.phase is Phase.DISCARDING:
                status = self.tr("must put cards to the deck")
            elif name == mover and game.phase is Phase.DECLARING:
                status = self.tr("declares a number")
            elif name == mover:
                status = self.tr("to move") + (self.tr(" (has drawn)") if game.drawn_this_turn else "")
            else:
                status = ""
            bank = ""
            if clocks is not None and name in clocks.turn.banks:
                left = clocks.turn.banks[name]
                if clocks.turn.player == name:
                    left = clocks.turn.reading().bank_left or 0.0
                bank = format_seconds(left)
            values = [marker, name, str(counts[name]), status, bank]
            for col, value in enumerate(values):
                item = QTableWidgetItem(value)
                if col == 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if name == mover:
                    item.setBackground(QBrush(QColor("#fff59d")))
                    bold = QFont(self.font())
                    bold.setBold(True)
                    item.setFont(bold)
                elif name in game.disqualified:
                    item.setForeground(QBrush(QColor("#9e9e9e")))
                self.setItem(row, col, item)


class TableView(QWidget):
    """Field, state, deck, players and the log, refreshed from the live game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        big = QFont(self.font())
        big.setPointSize(big.pointSize() + 14)
        big.setBold(True)
        self.to_beat = QLabel("", self)
        self.to_beat.setFont(big)
        self.to_beat.setWordWrap(True)
        self.to_beat.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.to_beat_cards = QLabel("", self)
        self.to_beat_cards.setWordWrap(True)
        self.state = QLabel("", self)
        sf = QFont(self.font())
        sf.setPointSize(sf.pointSize() + 4)
        sf.setBold(True)
        self.state.setFont(sf)
        self.deck = QLabel("", self)
        self.deck.setFont(sf)
        self.field = QListWidget(self)
        self.field.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.field.setMaximumHeight(110)
        self.players = PlayerTable(self)
        self.log = QListWidget(self)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log.setUniformItemSizes(True)  # scrolling to the end stays O(1) in a long game
        self.hand = QLabel("", self)
        self.hand.setWordWrap(True)
        top = QGridLayout()
        top.addWidget(QLabel(self.tr("To beat"), self), 0, 0)
        top.addWidget(self.to_beat, 0, 1)
        top.addWidget(self.to_beat_cards, 1, 1)
        top.addWidget(self.state, 2, 0)
        top.addWidget(self.deck, 2, 1)
        top.setColumnStretch(1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(QLabel(self.tr("Field (oldest first)"), self))
        layout.addWidget(self.field)
        layout.addWidget(self.players, 2)
        layout.addWidget(self.hand)
        layout.addWidget(QLabel(self.tr("Event log (record notation)"), self))
        layout.addWidget(self.log, 2)

    def show_game(self, game: Game | None, clocks: TableClocks | None, log: list[str]) -> None:
        if game is None:
            self.to_beat.setText("")
            self.to_beat_cards.setText(self.tr("No game — Ctrl+N starts one"))
            self.state.setText("")
            self.state.setStyleSheet("")
            self.deck.setText("")
            self.field.clear()
            self.players.setRowCount(0)
            self.log.clear()
            self.hand.setText("")
            return
        if game.field_plays:
            self.to_beat.setText(field_value_text(game))
            self.to_beat_cards.setText(
                fill(self.tr("%1  (%2 cards, by %3)"), game.field_text, str(game.count_to_match), game.field_plays[-1].player)
            )
        else:
            self.to_beat.setText(self.tr("—"))
            self.to_beat_cards.setText(self.tr("Empty field: any play leads"))
        if game.revolution:
            self.state.setText(self.tr("REVOLUTION: play smaller"))
            self.state.setStyleSheet(REVOLUTION_STYLE)
        else:
            self.state.setText(self.tr("Normal: play larger"))
            self.state.setStyleSheet(NORMAL_STYLE)
        self.deck.setText(fill(self.tr("Deck: %1 cards"), str(game.deck_count)))
        self.field.clear()
        for play in game.field_plays:
            value = "∞" if play.value == float("inf") else str(play.value)
            self.field.addItem(f"{play.player}: {play.text}   = {value}")
        self.field.scrollToBottom()
        self.players.show_game(game, clocks)
        mover = game.to_move
        if game.known and mover is not None:
            self.hand.setText(
                fill(self.tr("%1 holds: %2"), mover, " ".join(c.text() for c in game.hand(mover)))
            )
        else:
            self.hand.setText("")
        self._follow_log(log)

    def _follow_log(self, log: list[str]) -> None:
        """Append what is new (O(1) per action); rebuild only when the list is another one."""
        shown = self.log.count()
        same_start = shown <= len(log) and (shown == 0 or self.log.item(shown - 1).text() == log[shown - 1])
        if not same_start:
            self.log.clear()
            shown = 0
        if shown < len(log):
            self.log.addItems(log[shown:])
            self.log.scrollToBottom()
