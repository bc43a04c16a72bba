"""The verdict, big and unmistakable, and the steps that follow it (discards, declarations, the end)."""

from __future__ import annotations

import re
import time

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from daifugo_gui.app.translation import QT_TRANSLATE_NOOP, fill
from daifugo_gui.rules import Game, Outcome, Phase, Result, StopReason
from daifugo_gui.rules.reasons import Code, Reason
from daifugo_gui.ui.console.card_line import GameKeysLineEdit
from daifugo_gui.ui.widgets.reason_text import render, render_any, render_sentences

# result → (headline, background, foreground). The verdicts of R6–R10 get strong colours;
# the ordinary bookkeeping results stay quiet so a verdict always stands out.
STYLES: dict[str, tuple[str, str, str]] = {
    "prime": (QT_TRANSLATE_NOOP("Verdict", "PRIME"), "#1b5e20", "white"),
    "grothendieck_cut": (QT_TRANSLATE_NOOP("Verdict", "GROTHENDIECK CUT — 57"), "#0d47a1", "white"),
    "infinity": (QT_TRANSLATE_NOOP("Verdict", "∞ — FIELD FLUSHED"), "#0d47a1", "white"),
    "ramanujan_revolution": (QT_TRANSLATE_NOOP("Verdict", "RAMANUJAN REVOLUTION — 1729"), "#6a1b9a", "white"),
    "composite": (QT_TRANSLATE_NOOP("Verdict", "COMPOSITE — OK"), "#2e7d32", "white"),
    "foul": (QT_TRANSLATE_NOOP("Verdict", "FOUL"), "#b71c1c", "white"),
    "cannot_play": (QT_TRANSLATE_NOOP("Verdict", "Cannot be played — declare again"), "#fff8e1", "#8d6e00"),
    "drawn": (QT_TRANSLATE_NOOP("Verdict", "Drew a card"), "#eceff1", "#263238"),
    "pass": (QT_TRANSLATE_NOOP("Verdict", "Pass"), "#eceff1", "#263238"),
    "forced_pass": (QT_TRANSLATE_NOOP("Verdict", "TIME — FORCED PASS"), "#e65100", "white"),
    "disqualified": (QT_TRANSLATE_NOOP("Verdict", "DISQUALIFIED"), "#3e2723", "white"),
    "discarded": (QT_TRANSLATE_NOOP("Verdict", "Cards put to the deck"), "#eceff1", "#263238"),
    "stopped": (QT_TRANSLATE_NOOP("Verdict", "GAME STOPPED"), "#263238", "white"),
    "declared": (QT_TRANSLATE_NOOP("Verdict", "Number declared"), "#eceff1", "#263238"),
}


QUIET = {"cannot_play", "drawn", "pass", "discarded", "declared"}


def _timed_out(outcome: Outcome) -> bool:
    """Disqualified by the clock (D8), not by the judge: the panel turns red."""
    return outcome.result is Result.DISQUALIFIED and any(r.code is Code.D8_DISQUALIFIED for r in outcome.sentences)


def headline(outcome: Outcome) -> str:
    """The verdict's headline in the user's language."""
    if _timed_out(outcome):
        text = QT_TRANSLATE_NOOP("Verdict", "TIME — DISQUALIFIED")
    else:
        text = STYLES.get(outcome.result, (outcome.result.upper(), "", ""))[0]
    return QCoreApplication.translate("Verdict", text)


_LONG_DIGITS = re.compile(r"\d{12}(?=\d)")
_BREAK = "\u200b"  # zero-width space: a place the line may break, nothing shown


class DigitsWrapLabel(QLabel):
    """A label whose long runs of digits may wrap (issue 35: a 36-digit declaration was
    clipped on both sides of the verdict). :meth:`text` gives the text as set."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("", parent)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        super().setText(_LONG_DIGITS.sub(lambda m: m.group(0) + _BREAK, text))

    def text(self) -> str:
        return super().text().replace(_BREAK, "")


class VerdictPanel(QFrame):
    """The last verdict: a coloured headline, the number, and what each player must do."""

    factorsRequested = Signal(str)  # D9 "on request": the fouling player asks
    factoringStopRequested = Signal()  # the judge's Stop for a long D9 factoring

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("verdict")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        # Whose action the verdict is about: the judge announces it with the name.
        self.who = QLabel("", self)
        self.who.setAlignment(Qt.AlignmentFlag.AlignCenter)
        wf = QFont(self.font())
        wf.setPointSize(wf.pointSize() + 6)
        wf.setBold(True)
        self.who.setFont(wf)
        self.title = QLabel("", self)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        tf = QFont(self.font())
        tf.setPointSize(tf.pointSize() + 20)
        tf.setBold(True)
        self._big = tf
        self._quiet = QFont(tf)
        self._quiet.setPointSize(tf.pointSize() - 10)
        self.title.setFont(tf)
        self.title.setWordWrap(True)
        self.number = DigitsWrapLabel(self)
        self.number.setAlignment(Qt.AlignmentFlag.AlignCenter)
        nf = QFont(self.font())
        nf.setPointSize(nf.pointSize() + 8)
        self.number.setFont(nf)
        self.number.setWordWrap(True)
        self.message = DigitsWrapLabel(self)
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        mf = QFont(self.font())
        mf.setPointSize(mf.pointSize() + 5)
        mf.setBold(True)
        self.message.setFont(mf)
        self.message.setWordWrap(True)
        self.factors = DigitsWrapLabel(self)
        self.factors.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.factors.setFont(nf)
        self.factors.setWordWrap(True)
        self._compact = False  # a small screen: smaller type (set_compact)
        self._base_pt = {"who": wf.pointSizeF(), "big": tf.pointSizeF(), "quiet": self._quiet.pointSizeF(),
                         "number": nf.pointSizeF(), "message": mf.pointSizeF()}
        # After a foul: one line per player to tick off as the cards change hands (R10).
        self.checklist = QWidget(self)
        self._checks = QVBoxLayout(self.checklist)
        self._checks.setContentsMargins(12, 0, 12, 0)
        self._checks.setSpacing(2)
        self._items: list[str] = []
        self.checklist.hide()
        self.request_factors = QPushButton(self.tr("Player asks for the factorization (D9)"), self)
        self.request_factors.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.request_factors.hide()
        self._value = ""
        self.request_factors.clicked.connect(lambda: self.factorsRequested.emit(self._value))
        # D9's worker process died (issue 35): the judge may try again
        self.retry_factors = QPushButton(self.tr("Retry factoring"), self)
        self.retry_factors.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.retry_factors.hide()
        self.retry_factors.clicked.connect(lambda: self.factorsRequested.emit(self._value))
        layout = QVBoxLayout(self)
        layout.addWidget(self.who)
        layout.addWidget(self.title)
        layout.addWidget(self.number)
        layout.addWidget(self.message)
        layout.addWidget(self.checklist)
        layout.addWidget(self.factors)
        layout.addWidget(self.request_factors, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.retry_factors, 0, Qt.AlignmentFlag.AlignCenter)
        # A large number is factored in a worker process (issue 29): how far the deadline
        # has run, and a Stop for the judge who does not want to wait for it.
        self.factoring = QWidget(self)
        row = QHBoxLayout(self.factoring)
        row.setContentsMargins(24, 0, 24, 0)
        self.factoring_bar = QProgressBar(self.factoring)
        self.factoring_bar.setRange(0, 1000)
        self.factoring_stop = QPushButton(self.tr("Stop factoring"), self.factoring)
        self.factoring_stop.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.factoring_stop.clicked.connect(self.factoringStopRequested.emit)
        row.addWidget(self.factoring_bar, 1)
        row.addWidget(self.factoring_stop)
        layout.addWidget(self.factoring)
        self.factoring.hide()
        self._factoring_number = ""
        self._factoring_since = 0.0
        self._factoring_deadline = 0.0
        self._factoring_timer = QTimer(self)
        self._factoring_timer.setInterval(200)
        self._factoring_timer.timeout.connect(self._factoring_tick)
        self._value = ""
        self.clear()

    def set_compact(self, compact: bool) -> None:
        """Smaller headline and texts on a small screen (a laptop at 150–200 %, issue 27):
        the verdict keeps its place in view above the play field."""
        factor = 0.45 if compact else 1.0
        self._compact = compact
        fonts = {"who": self.who.font(), "big": self._big, "quiet": self._quiet,
                 "number": self.number.font(), "message": self.message.font()}
        for name, font in fonts.items():
            font = QFont(font)
            font.setPointSizeF(max(9.0, self._base_pt[name] * factor))
            fonts[name] = font
        quiet_now = self.title.font().pointSizeF() == self._quiet.pointSizeF()
        self._big, self._quiet = fonts["big"], fonts["quiet"]
        self.who.setFont(fonts["who"])
        self.number.setFont(fonts["number"])
        self.factors.setFont(fonts["number"])
        self.message.setFont(fonts["message"])
        self.title.setFont(self._quiet if quiet_now else self._big)

    @property
    def headline(self) -> str:
        return self.title.text()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._keep_text_whole()

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:  # a text changed: its lines may too
            self._keep_text_whole()
        return handled

    def _keep_text_whole(self) -> None:
        """Ask for the height the wrapped lines need at the width the panel has.

        The console's columns ignore their widgets' preferred widths, so the wrapped
        labels' heights were worked out for another width; at 1280 px a foul's wrapped
        checklist line was drawn under the next one. The window scrolls instead."""
        layout = self.layout()
        if layout is None or not layout.hasHeightForWidth():
            return
        needed = layout.totalHeightForWidth(self.width())
        if needed != self.minimumHeight():
            self.setMinimumHeight(needed)

    def _set_checklist(self, items: list[str]) -> None:
        while self._checks.count():
            row = self._checks.takeAt(0).widget()
            if row is not None:
                row.hide()  # deleteLater waits for the event loop: never drawn over the new rows
                row.deleteLater()
        self._items = list(items)
        for text in items:
            row = QWidget(self.checklist)
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            box = QCheckBox(row)
            box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            label = QLabel(text, row)  # a label beside the box: long Japanese lines wrap
            label.setWordWrap(True)
            font = QFont(self.font())
            font.setPointSize(font.pointSize() + (0 if self._compact else 2))
            font.setBold(True)
            label.setFont(font)
            label.mousePressEvent = lambda _event, b=box: b.toggle()  # type: ignore[method-assign,misc]  # the line ticks the box too
            line.addWidget(box, 0, Qt.AlignmentFlag.AlignTop)
            line.addWidget(label, 1)
            self._checks.addWidget(row)
        self.checklist.setVisible(bool(items))

    @property
    def checklist_items(self) -> list[str]:
        return list(self._items)

    def clear(self) -> None:
        self._resumed = False
        self._set_checklist([])
        self.who.setText("")
        self.title.setFont(self._quiet)
        self.title.setText(self.tr("Waiting for the first action"))
        self.number.setText("")
        self.message.setText("")
        self.factors.setText("")
        self.request_factors.hide()
        self._end_factoring()
        self._style("#fafafa", "#616161")

    def show_drawn(self, player: str, cards: list[str]) -> None:
        """With known hands, a foul's penalty names the cards drawn (the player takes these)."""
        if cards:
            line = fill(self.tr("%1 draws: %2"), player, " ".join(cards))
            self._set_checklist([*self._items, line])

    def show_outcome(self, outcome: Outcome, on_request: bool = False) -> None:
        self._resumed = False
        text, bg, fg = STYLES.get(outcome.result, (outcome.result.upper(), "#eceff1", "#263238"))
        self.who.setText(outcome.player or "")
        self.title.setText(headline(outcome))
        # Verdicts shout; bookkeeping (a draw, a pass, "cannot be played") speaks softly.
        self.title.setFont(self._quiet if outcome.result in QUIET else self._big)
        value = outcome.value or ""
        self._value = value
        self.number.setText("∞" if value == "inf" else value)
        if outcome.result is Result.FOUL and outcome.sentences:
            # The reason, then what each player must do as a checklist, not one paragraph.
            first, *duties = outcome.sentences
            self.message.setText(render_sentences([first]))
            self._set_checklist([render(duty) for duty in duties])
        else:
            self._set_checklist([])
            self.message.setText(render_sentences(outcome.sentences))
        self.factors.setText(fill(self.tr("Factorizing %1 …"), value) if outcome.disclose_factors else "")
        self._end_factoring()
        self.request_factors.setVisible(on_request and outcome.result is Result.FOUL and value.isdigit())
        if _timed_out(outcome):
            bg, fg = "#b71c1c", "white"
        self._style(bg, fg)

    def show_consideration(self, first: str, start_key: str = "F9") -> None:
        self.clear()
        self.title.setText(self.tr("Consideration time (D6)"))
        self.message.setText(
            fill(self.tr("Players study their hands. %1 moves first. %2 starts play now."), first, start_key)
        )

    def show_undone(self, mover: str | None) -> None:
        """Mid-game, after an undo: what was shown is gone, the game goes on."""
        self.clear()
        self.title.setText(self.tr("Action taken back"))
        if mover:
            self.message.setText(fill(self.tr("%1 is to move."), mover))

    @property
    def showing_resumed(self) -> bool:
        return self._resumed

    def show_running_again(self, mover: str | None) -> None:
        """The judge resumed the clocks after a resume: no longer "clocks paused"."""
        self.clear()
        self.title.setText(self.tr("Resumed — clocks running"))
        if mover:
            self.message.setText(fill(self.tr("%1 is to move."), mover))

    def show_resumed(self, down_s: float | None, mover: str | None, pause_key: str = "F7") -> None:
        """After a crash: the game is back, paused; the judge looks before anything runs."""
        self.clear()
        self._resumed = True
        self.title.setText(self.tr("Resumed — clocks paused"))
        down = "?" if down_s is None else str(round(down_s))
        text = fill(self.tr("The console was down %1 s. Check the table, then resume the clocks (%2)."), down, pause_key)
        if mover:
            text += " " + fill(self.tr("%1 is to move."), mover)
        self.message.setText(text)
        self._style("#e3f2fd", "#0d47a1")

    def show_idle(self) -> None:
        self.clear()
        self.title.setText(self.tr("No game running"))
        self.message.setText(self.tr("Ctrl+N starts a new game; Ctrl+O opens a record to replay."))

    def show_refusal(self, reason: Reason | str) -> None:
        """An action the rules refuse: nothing changed; say why, gently."""
        self._resumed = False
        self.who.setText("")
        self.title.setFont(self._quiet)
        self.title.setText(self.tr("Not allowed"))
        self.number.setText("")
        self.message.setText(render_any(reason))
        self.factors.setText("")
        self.request_factors.hide()
        self._end_factoring()
        self._style("#fff8e1", "#8d6e00")

    def show_factoring(self, number: str, deadline_s: float) -> None:
        """A large number's factoring runs: the time against its deadline, and Stop."""
        if number != self._value:
            return
        self.retry_factors.hide()
        self._factoring_number = number
        self._factoring_since = time.monotonic()
        self._factoring_deadline = max(deadline_s, 0.001)
        self._factoring_tick()
        self.factoring.show()
        self._factoring_timer.start()

    def _factoring_tick(self) -> None:
        spent = time.monotonic() - self._factoring_since
        self.factoring_bar.setValue(min(1000, round(1000 * spent / self._factoring_deadline)))
        self.factoring_bar.setFormat(
            fill(self.tr("%1 s of %2 s"), int(spent), round(self._factoring_deadline))
        )

    def _end_factoring(self, number: str | None = None) -> None:
        if number is not None and number != self._factoring_number:
            return
        self.retry_factors.hide()
        self._factoring_timer.stop()
        self.factoring.hide()
        self._factoring_number = ""

    @property
    def factoring_shown(self) -> bool:
        return not self.factoring.isHidden()

    def show_factors(self, number: str, text: str) -> None:
        self._end_factoring(number)
        if number == self._value:
            self.factors.setText(f"{number} = {text}")
            self.request_factors.hide()

    def show_factors_halted(self, number: str, known: str, seconds: int) -> None:
        """The judge stopped the factoring: the primes found, and that it was stopped."""
        self._end_factoring(number)
        if number != self._value:
            return
        if known:
            text = self.tr("%1 = %2 × … (factoring stopped by the judge after %3 s)")
        else:
            text = self.tr("%1: factoring stopped by the judge after %3 s (it is composite)")
        self.factors.setText(fill(text, number, known, seconds))
        self.request_factors.hide()

    def show_factors_failed(self, number: str) -> None:
        """The factoring's worker process died: the bar stops, one sentence says so, Retry."""
        self._end_factoring(number)
        if number != self._value:
            return
        self.factors.setText(fill(self.tr("%1: the factoring process stopped unexpectedly, so no factors are shown; Retry starts it again."), number))
        self.request_factors.hide()
        self.retry_factors.show()

    def show_factors_stopped(self, number: str, known: str, seconds: int) -> None:
        """D9 past its deadline: the primes found, and that the rest was not split in time."""
        self._end_factoring(number)
        if number != self._value:
            return
        if known:
            text = self.tr("%1 = %2 × … (no further factor found in %3 s)")
        else:
            text = self.tr("%1: no factor found in %3 s (it is composite)")
        self.factors.setText(fill(text, number, known, seconds))
        self.request_factors.hide()

    def _style(self, bg: str, fg: str) -> None:
        self.setStyleSheet(f"#verdict {{ background: {bg}; border-radius: 6px; }} #verdict QLabel {{ color: {fg}; }}")


class FollowUpPanel(QFrame):
    """After a verdict: short-deck discards player by player, MathPower declarations, the end."""

    discardRequested = Signal(str, str)  # player, cards
    declareRequested = Signal(str, str)  # player, cards

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.prompt = QLabel("", self)
        pf = QFont(self.font())
        pf.setPointSize(pf.pointSize() + 5)
        pf.setBold(True)
        self.prompt.setFont(pf)
        self.prompt.setWordWrap(True)
        self.queue = QLabel("", self)
        self.queue.setWordWrap(True)
        self.cards = GameKeysLineEdit(self)
        cf = QFont(self.font())
        cf.setPointSize(cf.pointSize() + 5)
        self.cards.setFont(cf)
        self.ok = QPushButton(self.tr("OK  [Enter]"), self)
        self.ok.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.ok.clicked.connect(self._submit)
        self.cards.returnPressed.connect(self._submit)
        self.ranking = QLabel("", self)
        rf = QFont(self.font())
        rf.setPointSize(rf.pointSize() + 6)
        self.ranking.setFont(rf)
        self.ranking.setWordWrap(True)
        # The judge's stop waiting behind owed discards (issue 35): said while it waits.
        self.stop_note = QLabel(self.tr("The judge stopped the game: it stops after the discards."), self)
        self.stop_note.setWordWrap(True)
        self.stop_note.setStyleSheet("color: #b00020; font-weight: bold;")
        self.stop_note.hide()
        row = QHBoxLayout()
        row.addWidget(self.cards, 1)
        row.addWidget(self.ok)
        layout = QVBoxLayout(self)
        layout.addWidget(self.prompt)
        layout.addWidget(self.queue)
        layout.addWidget(self.stop_note)
        layout.addLayout(row)
        layout.addWidget(self.ranking)
        self._mode = ""
        self._player = ""
        self._base_pt = {label: label.font().pointSizeF() for label in (self.prompt, self.cards, self.ranking)}
        self.hide()

    def set_compact(self, compact: bool) -> None:
        """A small screen (issue 27): the prompt, the cards field and the ranking at the
        console's own type size, beside the clocks instead of under the verdict."""
        for widget, size in self._base_pt.items():
            font = QFont(widget.font())
            font.setPointSizeF(self.font().pointSizeF() + 1 if compact else size)
            widget.setFont(font)

    @property
    def mode(self) -> str:
        return self._mode

    def show_stop_waiting(self, waiting: bool) -> None:
        self.stop_note.setVisible(waiting and self._mode == "discard")

    def show_game(self, game: Game | None) -> None:
        if game is None:
            self._mode = ""
            self.hide()
            return
        if game.phase is Phase.DISCARDING:
            player, count = game.pending_discards[0]
            self._enter("discard", player)
            self.prompt.setText(
                fill(self.tr("%1: choose %n card(s) to put at the bottom of the deck", "", count), player)
            )
            rest = [f"{p}: {n}" for p, n in game.pending_discards[1:]]
            holds = " ".join(c.text() for c in game.hand(player)) if game.known else ""
            text = fill(self.tr("holds: %1"), holds)
            if rest:
                text += "\n" + fill(self.tr("then: %1"), ", ".join(rest))
            self.queue.setText(text)
            self.ranking.setText("")
            self.show()
        elif game.phase is Phase.DECLARING and game.to_move is not None:
            player = game.to_move
            count = game.hand_counts()[player]
            self._enter("declare", player)
            self.prompt.setText(
                fill(self.tr("%1: declare one number using all %2 cards (D12, MathPower 2016)"), player, str(count))
            )
            self.queue.setText("\n".join(self._declared(game)))
            self.ranking.setText("")
            self.show()
        elif game.finished:
            self._mode = "over"
            self.cards.hide()
            self.ok.hide()
            self.prompt.setText(self.end_reason(game))
            self.queue.setText("\n".join(self._declared(game)))
            lines = [f"{i}. {name}{self._tag(game, name)}" for i, name in enumerate(game.ranking(), start=1)]
            self.ranking.setText(self.tr("Final ranking") + "\n" + "\n".join(lines))
            self.show()
        else:
            self._mode = ""
            self.hide()

    def _declared(self, game: Game) -> list[str]:
        """The numbers declared so far (D12), each said prime or not in the console's language."""
        lines = []
        for d in game.declarations.values():
            word = self.tr("%1: %2 → prime") if d.is_prime else self.tr("%1: %2 → not prime")
            lines.append(fill(word, d.player, d.text or "—"))
        return lines

    def end_reason(self, game: Game) -> str:
        if game.stop_reason is StopReason.TIME:
            return self.tr("Game over: the game time ran out (D11); ranked by D12.")
        if game.stop_reason is StopReason.JUDGE:
            return self.tr("Game over: the judge stopped the game; ranked by D12.")
        if game.stop_reason is StopReason.THOUSAND_DAY:
            return self.tr("Game over: thousand-day rule (D18) — the same turns came round 4 times; ranked by D12.")
        return self.tr("Game over: only one player is left.")

    def _tag(self, game: Game, name: str) -> str:
        if name in game.disqualified:
            return "  " + self.tr("(disqualified)")
        if name in game.out:
            return "  " + self.tr("(went out)")
        return ""

    def _enter(self, mode: str, player: str) -> None:
        if (mode, player) != (self._mode, self._player):
            self.cards.clear()
        self._mode = mode
        self._player = player
        self.cards.show()
        self.ok.show()
        self.cards.setFocus()

    def _submit(self) -> None:
        text = self.cards.text().strip()
        if not text:
            return
        if self._mode == "discard":
            self.discardRequested.emit(self._player, text)
        elif self._mode == "declare":
            self.declareRequested.emit(self._player, text)
