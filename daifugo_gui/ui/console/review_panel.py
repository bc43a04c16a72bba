"""The post-game review beside a replay (issue 41): the decision shown, reviewed.

The review runs on a worker (``app.background.BackgroundRunner``) with progress and
Stop; the window keeps stepping meanwhile. It is offered only for records whose hands
are known, and a replay window only ever holds a record — a finished game or an opened
file — never the live game, whose hands the table must not see.
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QVBoxLayout, QWidget

from daifugo_gui.analysis.review import GameReview, NamedPlay, TurnReview, review_game
from daifugo_gui.app.background import BackgroundRunner
from daifugo_gui.app.translation import QT_TRANSLATE_NOOP, fill
from daifugo_gui.rules.record import Record
from daifugo_gui.ui.console.verdict_panel import STYLES
from daifugo_gui.ui.widgets.i18n import joined

NOTE_WORDS = {
    "missed_going_out": QT_TRANSLATE_NOOP("ReviewPanel", "missed going out"),
    "foul_with_a_legal_play": QT_TRANSLATE_NOOP("ReviewPanel", "fouled holding a legal play"),
    "pass_with_a_legal_play": QT_TRANSLATE_NOOP("ReviewPanel", "passed holding a legal play"),
    "missed_cut_57": QT_TRANSLATE_NOOP("ReviewPanel", "a cut (57) was there"),
    "missed_revolution_1729": QT_TRANSLATE_NOOP("ReviewPanel", "a revolution (1729) was there"),
}
RULE_WORDS = {
    "going_out": QT_TRANSLATE_NOOP("ReviewPanel", "it goes out"),
    "tanhinmin": QT_TRANSLATE_NOOP("ReviewPanel", "optimal by Tanhinmin theory"),
    "tanhinmin_pass": QT_TRANSLATE_NOOP("ReviewPanel", "passing is optimal by Tanhinmin theory"),
    "most_cards": QT_TRANSLATE_NOOP("ReviewPanel", "sheds the most cards"),
    "no_play": QT_TRANSLATE_NOOP("ReviewPanel", "no legal play"),
}

SECONDS = 0.5  # per decision, as the command line's default

ReviewFunction = Callable[..., GameReview]


def _tr(text: str) -> str:
    return QCoreApplication.translate("ReviewPanel", text)


def _verdict(word: str) -> str:
    style = STYLES.get(word)
    return QCoreApplication.translate("Verdict", style[0]) if style else word


class ReviewPanel(QWidget):
    """"Review the game", its progress and Stop, and the review of the decision shown."""

    # The search the worker runs; a test may wrap it (to see on which thread it runs).
    review_function: ReviewFunction = staticmethod(review_game)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._record: Record | None = None
        self._review: GameReview | None = None
        self._event: int | None = None
        self.runner = BackgroundRunner(self)
        self.start_button = QPushButton(self.tr("Review the game"), self)
        self.start_button.setToolTip(self.tr("Every decision with the plays there were (hands known only)"))
        self.start_button.clicked.connect(self.start)
        self.stop_button = QPushButton(self.tr("Stop"), self)
        self.stop_button.clicked.connect(self.runner.cancel)
        self.stop_button.setVisible(False)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 1000)
        self.progress.setVisible(False)
        self.text = QLabel("", self)
        self.text.setWordWrap(True)
        self.text.setMinimumWidth(260)
        # read from the top, beside the move it reviews, and copyable for a dispute
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        row = QHBoxLayout()
        row.addWidget(self.start_button)
        row.addWidget(self.stop_button)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.progress)
        layout.addWidget(self.text, 1)
        self.runner.progress.connect(lambda f: self.progress.setValue(int(max(0.0, f) * 1000)))
        self.runner.finished.connect(self._finished)
        self.runner.cancelled.connect(self._stopped)
        self.runner.failed.connect(self._failed)
        self.runner.busy_changed.connect(self._busy)

    def set_record(self, record: Record) -> None:
        """The game to review (another game of the file starts afresh)."""
        self.runner.cancel()
        self._record = record
        self._review = None
        known = record.hands is not None
        self.start_button.setEnabled(known)
        self.text.setText("" if known else self.tr("The hands of this game are not known: no review."))

    @property
    def review(self) -> GameReview | None:
        return self._review

    def start(self) -> None:
        record = self._record
        if record is None or record.hands is None:
            return
        function = type(self).review_function

        def work(token: Any, progress: Any) -> GameReview:
            return function(record, SECONDS, token, progress)

        self.text.setText(self.tr("Reviewing…"))
        self.runner.start(work)

    def shutdown(self) -> None:
        self.runner.shutdown()

    def show_event(self, event: int | None) -> None:
        """Show the review of the record's event ``event`` (0-based; None: the deal)."""
        self._event = event
        if self._review is None:
            return
        if event is None:
            self.text.setText(self.tr("The deal: step to a move to see its review."))
            return
        turn = self._review.turn_at(event)
        self.text.setText(self._turn_text(turn) if turn is not None else self.tr("No decision at this event."))

    def _turn_text(self, turn: TurnReview) -> str:
        lines = [fill(self.tr("Move %1: %2"), str(turn.event + 1), turn.player),
                 fill(self.tr("Hand: %1"), turn.hand)]
        if turn.exhaustive:
            lines.append(fill(self.tr("Legal plays: %1"), str(turn.legal_plays)))
        else:
            lines.append(fill(self.tr("Legal plays: at least %1 (the search ran out of time)"), str(turn.legal_plays)))
        if turn.going_out is not None:
            lines.append(fill(self.tr("Could go out: %1"), self._play(turn.going_out)))
        elif turn.exhaustive:
            lines.append(self.tr("Could not go out"))
        else:
            lines.append(self.tr("No going out found"))
        why = _tr(RULE_WORDS.get(turn.rule, turn.rule))
        if turn.best is not None:
            lines.append(fill(self.tr("Recommended: %1 (%2)"), self._play(turn.best), why))
        else:
            lines.append(fill(self.tr("Recommended: pass (%1)"), why))
        if turn.notes:
            lines.append(fill(self.tr("Notes: %1"), joined(_tr(NOTE_WORDS[n]) for n in turn.notes)))
        return "\n".join(lines)

    @staticmethod
    def _play(play: NamedPlay) -> str:
        text = play.field if play.factors is None else f"{play.field} = {play.factors}"
        return f"{text} — {_verdict(play.verdict)}" if play.verdict else text

    def _busy(self, busy: bool) -> None:
        self.start_button.setEnabled(not busy and self._record is not None and self._record.hands is not None)
        self.stop_button.setVisible(busy)
        self.progress.setVisible(busy)
        if busy:
            self.progress.setValue(0)

    def _finished(self, review: object) -> None:
        if isinstance(review, GameReview):
            self._review = review
            self.show_event(self._event)

    def _stopped(self, reason: str) -> None:
        self.text.setText(self.tr("The review was stopped."))

    def _failed(self, message: str) -> None:
        self.text.setText(fill(self.tr("The review failed: %1"), message))
