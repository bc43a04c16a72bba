"""The number to beat and the players in one line beside the verdict (issue 35).

On a small screen the table (場の数, the players) sits below the fold, and at 100 % a
long verdict pushed the table's top out of the judge's eye line: the number a play must
beat belongs next to the verdict that judged the last one. This line is shown in every
arrangement, right under the verdict; the table keeps the details.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QWidget

from daifugo_gui.app.translation import fill
from daifugo_gui.rules import Game
from daifugo_gui.ui.console.table_view import field_value_text


class TableLine(QLabel):
    """「場の数 91 (2枚) · 平常 | ▶Ben 9 · Chie 11 · Aki 5 · 山札 30」, or nothing without a game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("", parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        font = QFont(self.font())
        font.setPointSize(font.pointSize() + 2)
        font.setBold(True)
        self.setFont(font)
        self.setStyleSheet("padding: 2px 4px; background: #eceff1; color: #263238;")
        self._base_pt = font.pointSizeF()
        self.hide()

    def set_compact(self, compact: bool) -> None:
        """At 150–200 % the line speaks at the console's own size (issue 27's compact)."""
        font = QFont(self.font())
        font.setPointSizeF(self._base_pt - 2 if compact else self._base_pt)
        self.setFont(font)

    def show_game(self, game: Game | None) -> None:
        if game is None:
            self.setText("")
            self.hide()
            return
        count = game.count_to_match  # None exactly when the field is empty
        if count is not None:
            beat = fill(self.tr("To beat: %1 (%n card(s))", "", count), field_value_text(game))
        else:
            beat = self.tr("To beat: — (empty field)")
        state = self.tr("REVOLUTION: smaller wins") if game.revolution else self.tr("normal: larger wins")
        counts = game.hand_counts()
        players = " · ".join(
            ("▶" if name == game.to_move else "") + f"{name} {counts[name]}"
            for name in game.players if name not in game.out and name not in game.disqualified
        )
        deck = fill(self.tr("deck %1"), str(game.deck_count))
        self.setText(f"{beat} · {state}  |  {players} · {deck}")
        self.show()
