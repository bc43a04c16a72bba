"""The game console: the tab the judge keeps in front of them during a game."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Concatenate, ParamSpec, TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from daifugo_gui.app.desk import Desk
from daifugo_gui.app.live_game import LiveGame, NewGame
from daifugo_gui.app.prompts import Choice, HoldingPrompts, Prompts, Tone
from daifugo_gui.app.reasons import JournalCode
from daifugo_gui.app.table_controls import TableControls, VerdictNote, table_controls
from daifugo_gui.app.table_places import Unfinished
from daifugo_gui.app.translation import fill
from daifugo_gui.files import OutputKind, OutputRefused, write_output
from daifugo_gui.rules import HIDDEN, Outcome, Result, RuleViolation, Settings
from daifugo_gui.rules.errors import RecordError
from daifugo_gui.rules.events import Play
from daifugo_gui.rules.reasons import Code, Reason
from daifugo_gui.rules.settings import DiscloseFactors
from daifugo_gui.timing.clocks import ClockEvent
from daifugo_gui.ui.console.card_line import GameKeysLineEdit
from daifugo_gui.ui.console.clock_faces import ClockPanel
from daifugo_gui.ui.console.compact_flag import is_compact
from daifugo_gui.ui.console.last_setup import load_setup, save_setup
from daifugo_gui.ui.console.table_line import TableLine
from daifugo_gui.ui.console.table_view import TableView
from daifugo_gui.ui.console.turn_entry import TurnEntry
from daifugo_gui.ui.console.undo_history import UndoHistory
from daifugo_gui.ui.console.verdict_panel import FollowUpPanel, VerdictPanel
from daifugo_gui.ui.widgets.assets import ClockSounds, call_for
from daifugo_gui.ui.widgets.i18n import joined
from daifugo_gui.ui.widgets.keys import CARD_START, SECOND_PAUSE_KEYS, action_keys
from daifugo_gui.ui.widgets.qt_prompts import QtPrompts
from daifugo_gui.ui.widgets.reason_text import render, render_error
from daifugo_gui.ui.widgets.screen_fit import screen_of

# Keys that start a card: typing one anywhere in the console jumps into the play field.
# D, P, T and G are actions (draw, pass, time-out, go); a diamond card is typed after F2.
CARD_START_KEYS = CARD_START  # a digit, rank, suit or X: typing it starts a play


if TYPE_CHECKING:
    from daifugo_gui.ui.console.audience import AudienceWindow  # built when first shown

_P = ParamSpec("_P")
_R = TypeVar("_R")


def _keys_back_after(method: Callable[Concatenate[GameConsole, _P], _R]) -> Callable[Concatenate[GameConsole, _P], _R]:
    """A console method that asks or tells through a dialog: however it ends, the keys go
    back to the play field (issue 35: after some dialogs they went nowhere)."""

    @functools.wraps(method)
    def wrapper(console: GameConsole, *args: _P.args, **kwargs: _P.kwargs) -> _R:
        try:
            return method(console, *args, **kwargs)
        finally:
            console.focus_play()

    return wrapper

class GameConsole(QWidget):
    """Clocks, table, verdict and turn entry over one :class:`LiveGame`."""

    def __init__(self, live: LiveGame | None = None, parent: QWidget | None = None,
                 prompts: Prompts | None = None, desk: Desk | None = None) -> None:
        super().__init__(parent)
        self.live = live or LiveGame(parent=self)
        # Every question and message to the judge goes through the desk's one Prompts (tests
        # put a FakePrompts here); the table's clocks stand while one is open (issue 37).
        # A console on its own (no window) has a desk of its own, where no tournament is open.
        self.desk = desk or Desk(HoldingPrompts(prompts if prompts is not None else QtPrompts(self),
                                                self.live.session),
                                 self.live.session, describe=render, translate=QCoreApplication.translate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.audience: AudienceWindow | None = None
        self.new_game_dialog: Callable[[QWidget], NewGame | None] | None = None
        self.remembered_setup: tuple[list[str], Settings] | None = None  # seats, settings of the last new game
        # Where the last setup outlives a restart (the application's settings; None in tests
        # that do not give one, so they never share a stored table).
        self.setup_store: QSettings | None = None

        self.clocks = ClockPanel(54, self)
        self.sounds = ClockSounds(self)
        self.apply_sound_preferences()
        self.table = TableView(self)
        self.verdict = VerdictPanel(self)
        # The verdict scrolls within its own area when it is long (a foul's duties, a
        # MathPower list): the play field, palette and ⌫/Clear stay in view (issue 35).
        self.verdict_area = QScrollArea(self)
        self.verdict_area.setWidget(self.verdict)
        self.verdict_area.setWidgetResizable(True)
        self.verdict_area.setFrameShape(QFrame.Shape.NoFrame)
        self.verdict_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.verdict_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._verdict_least = self.verdict.who.sizeHint().height() + self.verdict.title.sizeHint().height()
        self.verdict_area.setMinimumHeight(self._verdict_least)
        # its share of the column, never more: a long verdict scrolls, the entry stays put
        policy = self.verdict_area.sizePolicy()
        policy.setVerticalPolicy(QSizePolicy.Policy.Ignored)
        self.verdict_area.setSizePolicy(policy)
        self.table_line = TableLine(self)  # the number to beat and the players, beside the verdict
        self.follow_up = FollowUpPanel(self)
        self.keys = action_keys()
        self.entry = TurnEntry(self, self.keys)
        self.entry.validator = self.live.session.cannot_play_reason

        self.start_button = QPushButton(fill(self.tr("Start play now  [%1]"), self.keys["start"]), self)
        self.start_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.pause_button = QPushButton(self._pause_text(False), self)
        self.pause_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.pause_button.setCheckable(True)
        self.pause_reason = GameKeysLineEdit(self)
        self.pause_reason.setPlaceholderText(self.tr("reason for the pause (optional), Enter pauses"))
        self.disqualify_button = QToolButton(self)
        self.disqualify_button.setText(self.tr("Disqualify…  [Ctrl+Shift+D]"))
        self.disqualify_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.disqualify_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.disqualify_menu = QMenu(self)
        self.disqualify_button.setMenu(self.disqualify_menu)
        self.undo_button = QPushButton(self.tr("Undo  [Ctrl+Z]"), self)
        self.redo_button = QPushButton(self.tr("Redo  [Ctrl+Y]"), self)
        for b in (self.undo_button, self.redo_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.history = UndoHistory(self.live.undo_stack, self.tr("<deal>"), self, jump=self._jump_to)
        self.history.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.history.setMaximumHeight(160)

        # Shown for as long as nothing reaches the disk (the judge chose to play on in memory).
        self.autosave_banner = QLabel(
            self.tr("NOT AUTOSAVED: a crash would lose this game. Save the record (Ctrl+S) often."), self
        )
        self.autosave_banner.setWordWrap(True)
        self.autosave_banner.setStyleSheet("background: #b00020; color: white; font-weight: bold; padding: 6px;")
        self.autosave_banner.setVisible(False)
        # Finished table games not yet in the tournament (issue 24): never out of sight.
        self.pending_label = QLabel(self)
        self.pending_label.setWordWrap(True)
        self.pending_label.setStyleSheet("background: #fff3cd; color: #5c4400; padding: 4px;")
        self.pending_label.setVisible(False)

        left = QVBoxLayout()
        left.addWidget(self.autosave_banner)
        left.addWidget(self.pending_label)
        left.addWidget(self.verdict_area, 1)  # the room the entry leaves goes to the verdict
        left.addWidget(self.table_line)
        left.addWidget(self.follow_up)
        left.addWidget(self.entry)
        right = QVBoxLayout()
        right.addWidget(self.clocks)
        right.addWidget(self.start_button)
        right.addWidget(self.pause_button)
        right.addWidget(self.pause_reason)
        row = QHBoxLayout()
        row.addWidget(self.undo_button)
        row.addWidget(self.redo_button)
        right.addLayout(row)
        right.addWidget(self.disqualify_button)
        right.addWidget(QLabel(self.tr("Undo history"), self))
        right.addWidget(self.history)
        right.addStretch(1)
        layout = QHBoxLayout(self)
        # Fixed proportions: the columns must not jump about as texts change length.
        left_box, right_box = QWidget(self), QWidget(self)
        left_box.setLayout(left)
        right_box.setLayout(right)
        left.setContentsMargins(0, 0, 0, 0)
        right.setContentsMargins(0, 0, 0, 0)
        for box, stretch in ((left_box, 5), (self.table, 4), (right_box, 3)):
            policy = box.sizePolicy()
            policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored)
            policy.setHorizontalStretch(stretch)
            box.setSizePolicy(policy)
            box.setMinimumWidth(260)
            layout.addWidget(box, stretch)

        self._connect()
        self._shortcuts()
        self.entry.installEventFilter(self)  # its height changes (a hint, the late-refusal row)
        self.refresh()

    @property
    def prompts(self) -> HoldingPrompts:
        prompts = self.desk.prompts
        assert isinstance(prompts, HoldingPrompts)
        return prompts

    @prompts.setter
    def prompts(self, prompts: Prompts) -> None:
        self.desk.prompts = prompts if isinstance(prompts, HoldingPrompts) else HoldingPrompts(prompts, self.live.session)

    # -- wiring ----------------------------------------------------------------------------------
    def _connect(self) -> None:
        live = self.live
        live.changed.connect(self.refresh)
        live.ticked.connect(self._tick)
        live.judged.connect(self._on_outcome)
        live.refused.connect(self._on_refused)
        live.clockEvent.connect(self._on_clock_event)
        live.factorized.connect(self.verdict.show_factors)
        live.factoringStopped.connect(self.verdict.show_factors_stopped)
        live.factoringStarted.connect(self.verdict.show_factoring)
        live.factoringHalted.connect(self.verdict.show_factors_halted)
        live.factoringFailed.connect(self.verdict.show_factors_failed)
        self.verdict.factoringStopRequested.connect(live.stop_factoring)
        live.pausedChanged.connect(self._on_paused)
        live.journalFailed.connect(self._on_journal_failed)
        live.autosaveChanged.connect(lambda on: self.autosave_banner.setVisible(not on))
        live.moveNoted.connect(self._on_move_noted)
        e = self.entry
        e.drawRequested.connect(self.draw)
        e.passRequested.connect(self.pass_turn)
        e.timeoutRequested.connect(self.timeout)
        e.lateRefusalRequested.connect(self.late_refusal)
        e.judgeRequested.connect(self._judge)
        self.follow_up.discardRequested.connect(live.session.discard)
        self.follow_up.declareRequested.connect(live.session.declare)
        self.verdict.factorsRequested.connect(self._factors_requested)
        self.start_button.clicked.connect(live.session.begin_play)
        self.pause_button.clicked.connect(self.toggle_pause)
        self.pause_reason.returnPressed.connect(self.pause_with_reason)
        # The buttons follow the stack itself: the model's "changed" comes while an undo
        # is still under way, when the stack's index has not moved yet (redo lagged a step).
        live.undo_stack.canUndoChanged.connect(self.undo_button.setEnabled)
        live.undo_stack.canRedoChanged.connect(self.redo_button.setEnabled)
        self.undo_button.clicked.connect(self.undo)
        self.redo_button.clicked.connect(self.redo)
        self.disqualify_menu.aboutToShow.connect(self._fill_disqualify_menu)

    def _shortcuts(self) -> None:
        def key(seq: str | QKeySequence.StandardKey, slot: Callable[[], object]) -> QShortcut:
            sc = QShortcut(QKeySequence(seq), self)
            sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            sc.activated.connect(slot)
            return sc

        keys = self.keys
        key(keys["draw"], self.draw)
        key(keys["pass"], self.pass_turn)
        key(keys["timeout"], self.timeout)
        key(keys["late_refusal"], self.late_refusal)
        key(keys["start"], self.live.session.begin_play)
        key(keys["pause"], self.toggle_pause)
        for second in SECOND_PAUSE_KEYS:
            if QKeySequence(second) != QKeySequence(keys["pause"]):
                key(second, self.toggle_pause)
        key("F2", lambda: self.entry.field_edit.setFocus())
        key("F3", self.entry.focus_factors)
        key("Ctrl+Z", self.undo)
        key("Ctrl+Y", self.redo)
        key("Ctrl+Shift+Z", self.redo)
        key("Escape", self.setFocus)
        key("Ctrl+S", self.save_dialog)
        key("Ctrl+O", self.open_replay_dialog)
        key("Ctrl+N", self.new_game_from_dialog)
        key("F11", self.toggle_audience)
        key("Ctrl+Shift+D", self.disqualify_button.showMenu)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        """Typing a card anywhere in the console starts the play (the judge never hunts for the field)."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.entry.external_target is not None and self.entry.external_target.isVisible():
                self.entry.external_target.returnPressed.emit()  # submit the discards
                return
            if self.entry.judge_button.isEnabled():
                self.entry.request_judge()
                return
        text = event.text()
        # After a foul on a short deck (or at a MathPower stop) the cards typed are the
        # follow-up's: discards or a declaration.
        target = self.entry.external_target if self.entry.external_target is not None else self.entry.field_edit
        if (
            text
            and text in CARD_START_KEYS
            and not event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier
            and target.isEnabled()
            and target.isVisible()
        ):
            target.setFocus()
            if target is self.entry.field_edit and self.entry.replaces_play():
                target.selectAll()  # the refused play (Esc took its selection): replaced, not added to
            target.insert(text.upper())
            target.textEdited.emit(target.text())
            return
        super().keyPressEvent(event)

    # -- actions ---------------------------------------------------------------------------------
    def draw(self) -> None:
        self.live.session.draw()

    def pass_turn(self) -> None:
        self.live.session.pass_turn()

    def timeout(self) -> None:
        self.live.session.timeout()

    def late_refusal(self) -> None:
        self.live.session.timeout(late_refusal=True)

    def undo(self) -> None:
        if self.live.undo_stack.canUndo():
            self.live.session.undo()
            # The verdict on screen was about the action just taken back.
            game = self.live.session.game
            if game is not None and game.events:
                self.verdict.show_undone(game.to_move)  # mid-game: not "waiting for the first action"
            else:
                self.verdict.clear()
            self.entry.reset_text()
        self.focus_play()

    def redo(self) -> None:
        self.live.session.redo()
        self.focus_play()

    def focus_play(self) -> None:
        """After any action the keys go to where the next one is typed: the play field, or
        the discard / declaration field while those are asked for."""
        target = self.entry.external_target
        if target is not None and target.isVisible() and target.isEnabled():
            target.setFocus()
        elif self.entry.field_edit.isEnabled():
            self.entry.target = self.entry.field_edit
            self.entry.field_edit.setFocus()
        else:
            self.setFocus()

    def _update_undo_buttons(self) -> None:
        stack = self.live.undo_stack
        self.undo_button.setEnabled(stack.canUndo())
        self.redo_button.setEnabled(stack.canRedo())

    def _jump_to(self, index: int) -> None:
        """A click in the undo history: undo or redo step by step (each one written first)."""
        stack = self.live.undo_stack
        while stack.index() > index and self.live.session.undo():
            pass
        while stack.index() < index and self.live.session.redo():
            pass
        self.verdict.clear()

    @_keys_back_after
    def close_game(self) -> bool:
        """Close the live game (it will not be offered again), after the judge confirms."""
        game = self.live.session.game
        if game is None:
            return False
        if not game.finished:
            question = self.tr("Close this game? It is not finished, and it will not be offered for resuming.")
            if not self.prompts.confirm(self.tr("Close the game"), question, default_yes=True):
                return False
        self.keep_unrecorded()
        if not self.live.session.close_game():
            return False  # the autosave refused: the judge was told, the game stays on screen
        self.verdict.show_idle()
        return True

    def toggle_pause(self) -> None:
        if self.live.session.clocks is None:
            self.pause_button.setChecked(False)
            return
        if self.live.session.clocks.paused:
            self.live.session.resume_clocks()
        else:
            self.pause_with_reason()

    def pause_with_reason(self) -> None:
        """Pause the clocks with the reason typed (Enter in the reason box pauses, never judges)."""
        if self.live.session.clocks is None or self.live.session.clocks.paused:
            return
        self.live.session.pause(self.pause_reason.text().strip() or "dispute")
        self.pause_reason.clear()
        self.focus_play()

    def _judge(self, field: str, factors: str) -> None:
        outcome = self.live.session.play(field, factors or None)
        if outcome is not None and outcome.result is not Result.CANNOT_PLAY:
            self.entry.reset_text()
        self.focus_play()

    def _factors_requested(self, value: str) -> None:
        if value.isdigit():
            self.verdict.factors.setText(fill(self.tr("Factorizing %1 …"), value))
            self.live.request_factors(int(value))

    def _fill_disqualify_menu(self) -> None:
        self.disqualify_menu.clear()
        game = self.live.session.game
        if game is None:
            return
        for name in game.active:
            action = self.disqualify_menu.addAction(fill(self.tr("Disqualify %1 (judge's decision)"), name))
            action.triggered.connect(lambda _=False, n=name: self.disqualify(n))

    def disqualify(self, name: str) -> None:
        """The judge's disqualification (D13), after a confirmation: it cannot be taken lightly."""
        question = fill(self.tr("Disqualify %1? Their cards are set aside and they rank below everyone still in."), name)
        if self.ask(self.tr("Disqualify"), question):
            self.live.session.disqualify(name)
        self.focus_play()

    def ask(self, title: str, question: str) -> bool:
        """A yes/no question to the judge; No is the default (Enter does not agree by accident)."""
        return self.prompts.confirm(title, question)

    # -- following the model ---------------------------------------------------------------------
    def _on_outcome(self, outcome: Outcome) -> None:
        if outcome.result not in (Result.DRAWN, Result.CANNOT_PLAY):
            # The turn moved on: what was typed for it must not carry into the next one.
            self.entry.reset_text()
        game = self.live.session.game
        on_request = game is not None and game.settings.disclose_factors is DiscloseFactors.ON_REQUEST
        self.verdict.show_outcome(outcome, on_request)
        if outcome.result is Result.FOUL and outcome.drew and game is not None and game.tracks_hands and outcome.player:
            drawn = game.hand(outcome.player)[-outcome.drew:]
            if all(card != HIDDEN for card in drawn):
                self.verdict.show_drawn(outcome.player, [card.text() for card in drawn])
        if self.audience is not None:
            last = self.live.session.game.events[-1] if self.live.session.game is not None and self.live.session.game.events else None
            self.audience.show_outcome(outcome, last.factors if isinstance(last, Play) else None)
        # Every action, by key, button or clock, hands the keys back to the play field.
        self.focus_play()
        if outcome.result is Result.CANNOT_PLAY:
            self._select_refused()

    def _on_refused(self, reason: object) -> None:
        self.verdict.show_refusal(reason if isinstance(reason, (Reason, str)) else str(reason))
        self.focus_play()
        self._select_refused()

    def _select_refused(self) -> None:
        """The refused play stays to be corrected, selected with its factor field: the next
        key in the play field replaces both (issue 35: a stale factor field made a prime a FOUL)."""
        if self.entry.field_edit.text():
            self.entry.hold_refused()

    def _on_clock_event(self, event: ClockEvent) -> None:
        call = call_for(event)
        if call is not None:
            self.sounds.play(call)
        self.clocks.announce(event)
        if self.audience is not None:
            self.audience.clocks.announce(event)

    def _on_paused(self, paused: bool) -> None:
        if not paused and self.verdict.showing_resumed:
            game = self.live.session.game
            self.verdict.show_running_again(game.to_move if game is not None else None)
        self.pause_button.setChecked(paused)
        # A paused table must be impossible to miss.
        self.pause_button.setStyleSheet(
            "QPushButton { background: #ff6f00; color: white; font-weight: bold; padding: 6px; }" if paused else ""
        )
        self.pause_button.setText(self._pause_text(paused))

    def _pause_text(self, paused: bool) -> str:
        """The pause button names the key that works from the play field (F7 unless changed)."""
        text = self.tr("Resume clocks  [%1]") if paused else self.tr("Pause clocks (dispute)  [%1]")
        return fill(text, QKeySequence(self.keys["pause"]).toString(QKeySequence.SequenceFormat.NativeText))

    def _tick(self) -> None:
        paused = self.live.session.clocks is not None and self.live.session.clocks.paused
        self.clocks.update_from(self.live.session.clocks, paused)
        if self.audience is not None:
            self.audience.update_clocks(self.live.session.clocks, paused)

    def refresh(self) -> None:
        live, game = self.live, self.live.session.game
        focused = QApplication.focusWidget()
        self.table.show_game(game, live.session.clocks, live.log)
        self.table_line.show_game(game)
        self.follow_up.show_game(game)
        self.follow_up.show_stop_waiting(live.session.stop_waiting is not None)
        self._tick()
        self._show_controls(table_controls(game, live.session.clocks))
        running = game is not None and not game.finished
        for control in (self.pause_button, self.pause_reason, self.disqualify_button):
            control.setEnabled(running)  # nothing to pause or disqualify without a game
        self._update_undo_buttons()
        if self.audience is not None:
            self.audience.show_game(game)
        self._fit_verdict()
        if focused is not None and focused is not QApplication.focusWidget() and self.isAncestorOf(focused):
            # A field this refresh hid or disabled (the discards done, the game over) passed
            # the keys to its neighbour in the tab order, the pause box: they belong in the
            # play field, or with the console itself while nothing can be played (issue 35).
            self.focus_play()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._fit_verdict()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.entry and event.type() in (QEvent.Type.LayoutRequest, QEvent.Type.Resize):
            self._fit_verdict()
        return super().eventFilter(watched, event)

    def _fit_verdict(self) -> None:
        """On a small screen the page scrolls to the table below, so the verdict would get
        only its least height: give it what the page's view leaves above the entry (the
        entry and the line under the verdict stay in view, issue 35)."""
        if not is_compact(self):
            return
        holder = self.parentWidget()
        while holder is not None and not isinstance(holder, QScrollArea):
            holder = holder.parentWidget()
        if holder is None:
            return
        line = self.table_line
        line_h = line.heightForWidth(max(1, line.width())) if line.isVisible() else 0
        room = holder.viewport().height() - self.entry.sizeHint().height() - line_h - 16
        needed = max(self.verdict.minimumHeight(), self.verdict.sizeHint().height())  # never more than it shows
        wanted = max(self._verdict_least, min(room, needed))
        if wanted != self.verdict_area.minimumHeight():
            self.verdict_area.setMinimumHeight(wanted)
        # the column holding both: its height, or the page's row gives it less than they need
        column = self.verdict_area.parentWidget()
        if column is not None and column is not self:
            column.setMinimumHeight(wanted + line_h + 4)

    def _show_controls(self, controls: TableControls) -> None:
        """Show what the session allows now (``app/table_controls.py`` decides it)."""
        actions = controls.actions
        self.entry.set_enabled_actions(actions.draw, actions.play, actions.pass_, actions.timeout,
                                       actions.late_refusal)
        self.start_button.setVisible(controls.start_play)
        if controls.note is VerdictNote.IDLE:
            self.verdict.show_idle()
        elif controls.note is VerdictNote.CONSIDERATION:
            self.verdict.show_consideration(controls.mover, self.keys["start"])
        elif controls.note is VerdictNote.CLEAR:
            self.verdict.clear()  # play has begun (or everything was undone)
        if not controls.live:
            return
        self.entry.external_target = self.follow_up.cards if controls.follow_up else None
        self.entry.set_follow_up(controls.follow_up)
        if controls.follow_up and self.isVisible() and not self.follow_up.cards.hasFocus():
            # the judge types the discards at once, without hunting for the field
            self.follow_up.cards.setFocus()
        if controls.palette is not None:
            self.entry.set_palette(list(controls.palette))
        self.entry.refresh_validation()

    # -- files and windows -----------------------------------------------------------------------
    def show_pending(self, games: list) -> None:
        """The finished table games waiting to be recorded, in one line."""
        tables = "; ".join(render(Reason.of(JournalCode.PENDING_TABLE, round=g.round, table=g.table,
                                            players=joined(g.players))) for g in games)
        self.pending_label.setText(render(Reason.of(JournalCode.PENDING_LIST, count=len(games), tables=tables)))
        self.pending_label.setVisible(bool(games))

    def keep_unrecorded(self) -> bool:
        """Before the live game is replaced: a finished table game not yet recorded stays on
        disk — waiting in ``pending``, or its journal kept aside — and the judge is told where.
        False when it could be kept nowhere (issue 37): the judge is told to record it
        first, and the caller does not go on."""
        return self.desk.keep_finished_first()

    def start_new_game(self, spec: NewGame) -> bool:
        """Written first, shown after: on a failing disk the old game stays (the judge was asked)."""
        if not self.keep_unrecorded():
            return False
        started = self.live.session.new_game(spec)
        if started:
            self.pause_reason.clear()
        self.game_shown()
        return started

    def game_shown(self) -> None:
        """A new game is live (or the old one stays): the keys go to the console. The last
        game's dispute reason is not this one's, so the pause field is emptied by the caller."""
        self.setFocus()
        self.focus_play()

    def table_game_started(self) -> None:
        """The desk started a tournament table's game (app/desk.py): shown as any new game."""
        self.pause_reason.clear()
        self.game_shown()

    def review_table_game(self, spec: NewGame, ask: Callable[[object], "NewGame | None"] | None = None
                          ) -> NewGame | None:
        """The judge's look at a tournament table's game before it starts (the desk's
        ``review``): the new-game dialog with the table's seats read-only, as the
        tournament has them (no names retyped, so none can be misspelt), and its settings."""
        from daifugo_gui.ui.console.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self)
        dialog.players_edit.setPlainText("\n".join(spec.players))
        dialog.players_edit.setReadOnly(True)
        dialog.settings_form.set_settings(spec.settings)
        if spec.table is not None:
            dialog.setWindowTitle(fill(self.tr("Round %1, table %2"), str(spec.table[0]), str(spec.table[1])))
        if ask is not None:
            return ask(dialog)
        return dialog.result_spec if dialog.exec() else None

    def last_setup(self) -> tuple[list[str], Settings] | None:
        """The last game's seats and settings, for "Same players and settings"."""
        if self.remembered_setup is not None:
            return self.remembered_setup
        if self.setup_store is not None:
            stored = load_setup(self.setup_store)
            if stored is not None:
                return stored
        game = self.live.session.game
        return (list(game.players), game.settings) if game is not None else None

    def hold_clocks(self, why: str) -> bool:
        """Pause a running game's clocks while something else is in front (a dialog);
        True when this call paused them (the caller resumes them afterwards)."""
        clocks, game = self.live.session.clocks, self.live.session.game
        if clocks is None or game is None or game.finished or clocks.paused:
            return False
        self.live.session.pause(why)
        return bool(self.live.session.clocks is not None and self.live.session.clocks.paused)

    def new_game_from_dialog(self, ask: Callable[[QWidget], "NewGame | None"] | None = None) -> None:
        held = False
        if self.live.session.game is not None and not self.live.session.game.finished:
            if not self.ask(self.tr("New game"), self.tr("A game is running. Close it and start a new one?")):
                return
            # the old game's clocks must not run on behind the dialog
            held = self.hold_clocks(self.tr("new game dialog"))
        from daifugo_gui.ui.console.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self, last=self.last_setup())
        ask = ask or self.new_game_dialog
        spec = ask(dialog) if ask is not None else (dialog.result_spec if dialog.exec() else None)
        if spec is None:
            if held:
                self.live.session.resume_clocks()  # cancelled: the old game goes on where it was
            self.focus_play()
            return
        self.remembered_setup = (dialog.seats(), dialog.settings_form.settings())
        if self.setup_store is not None:
            save_setup(self.setup_store, *self.remembered_setup)
        # Written first, shown after: the old game stays until the new one is on disk.
        self.start_new_game(spec)

    def offer_resume(self) -> bool:
        """At start-up: resume an unfinished game from the autosave if the judge agrees.

        The session decides what is offered and what the judge is told (a damaged autosave
        is kept aside, never overwritten, and the lines cut are named; what was complete
        before the damage is offered like any unfinished game); this asks and shows.
        """
        def say(why: Reason | str) -> None:
            text = render(why) if isinstance(why, Reason) else why
            self.prompts.inform(self.tr("Resume game"), text, Tone.WARNING)

        offer = self.live.session.resume_offer()
        for why in offer.told:
            say(why)
        # Asked in order until the judge takes one: the rest are not asked about.
        chosen = next((game for game in offer.games if self.prompts.confirm(
            self.tr("Resume game"), self._resume_question(game), default_yes=True)), None)
        waiting = self.live.session.settle_offer(offer, chosen)
        if waiting is not None:
            say(waiting)
        if chosen is None:
            return False
        attempt = self.live.session.resume_offered(chosen.state)
        if attempt.error is not None:
            text = fill(self.tr("Cannot resume: %1"), render_error(attempt.error))
            if attempt.kept is not None:
                text += " " + fill(self.tr("The autosave was kept as %1."), str(attempt.kept))
            say(text)
            self.refresh()
            return False
        if attempt.cut is not None:
            say(attempt.cut)
        game = self.live.session.game
        self.verdict.show_resumed(self.live.session.downtime_s, game.to_move if game is not None else None, self.keys["pause"])
        return True

    def _resume_question(self, game: Unfinished) -> str:
        """The question offering one unfinished game, in the console's words."""
        if game.journal is None:
            question = fill(self.tr("An unfinished game (%1, %2 events) was autosaved. Resume it where it was?"),
                            game.players, str(game.events))
        else:
            question = render(Reason.of(JournalCode.OTHER_UNFINISHED, players=game.players, events=game.events,
                                        path=str(game.path)))
        if game.torn:
            question = render(Reason.of(JournalCode.TORN)) + ".\n\n" + question
        return question

    @_keys_back_after
    def save_dialog(self) -> None:
        if self.live.session.game is None:
            return
        path = self.prompts.save_file(self.tr("Save the game record"), self.tr("Game records (*.json)"), "game.json")
        if not path:
            return
        try:
            self.live.session.save_record(path)
        except (OutputRefused, OSError) as exc:
            # Nothing was written over: the file there (if any) is as it was.
            self.prompts.inform(self.tr("Save the game record"), render_error(exc), Tone.WARNING)

    @_keys_back_after
    def open_replay_dialog(self) -> None:
        path = self.prompts.open_file(self.tr("Open a game record"), self.tr("Game records (*.json)"))
        if not path:
            return
        from daifugo_gui.ui.console.replay_view import ReplayDialog

        try:
            dialog = ReplayDialog.from_path(path, self)
        except (RecordError, OSError) as exc:
            self.prompts.inform(self.tr("Open a game record"), render_error(exc), Tone.WARNING)
            return
        dialog.show()

    def review_finished_game(self) -> QWidget | None:
        """The post-game review of the game just finished, in a replay window (issue 41).

        Only once the game is over and only with its hands known: while a game is
        played the hands stay hidden from the table."""
        game = self.live.session.game
        if game is None or not game.finished or not game.tracks_hands:
            self.prompts.inform(
                self.tr("Review the game"),
                self.tr("A review is for a finished game whose hands are known; while a game is played its hands stay hidden."),
            )
            return None
        from daifugo_gui.app.record_stepper import RecordStepper
        from daifugo_gui.ui.console.replay_view import ReplayDialog

        dialog = ReplayDialog(RecordStepper(game.to_record()), self.tr("the finished game"), self)
        dialog.show()
        dialog.review.start()
        return dialog

    def _on_move_noted(self, why: Reason) -> None:
        """After "Choose another place": where the game goes on, and whether a restart will find it."""
        self.prompts.inform(self.tr("Autosave"), render(why))

    @_keys_back_after
    def _on_journal_failed(self, why: Reason | str) -> None:
        """The disk refused the autosave: the action was not applied. The judge chooses."""
        message = render(why) if isinstance(why, Reason) else why
        choice = self.prompts.choose(
            self.tr("Autosave failed"), message,
            [Choice("move", self.tr("Choose another place…")), Choice("memory", self.tr("Play on in memory")),
             Choice("cancel", self.tr("Cancel"), cancels=True)],
            detail=self.tr("Choose another place for the autosave, or play on in memory (a crash would then lose the game)."),
            tone=Tone.CRITICAL)
        if choice == "move":
            path = self.prompts.save_file(self.tr("Autosave to"), self.tr("Autosave journals (*.jsonl)"), "live-game.jsonl")
            if not path:
                self.live.session.forget_failed()  # no place chosen: as a cancel, the refused actions stay refused
            elif self.live.session.move_journal(path):
                self.live.session.retry_failed()
            # else the new place refused too: the judge is asked again, the actions still waiting
        elif choice == "memory":
            self.live.session.play_in_memory()
            self.live.session.retry_failed()
        else:
            self.live.session.forget_failed()

    @_keys_back_after
    def import_suhu_dialog(self) -> list[QWidget]:
        """Open a game written in 数譜 (the community notation) for replay; the windows opened."""
        path = self.prompts.open_file(
            self.tr("Import a game in 数譜"), self.tr("数譜 text (*.txt);;Match files of 数譜 games (*.json);;All files (*)"))
        return self.import_suhu(path) if path else []

    def import_suhu(self, path: str) -> list[QWidget]:
        """The games of a 数譜 file in one replay window (a list picks the game); each game
        is checked against the findings written in it, and where they part the window says
        on which line. A line that does not read is named and nothing opens."""
        from daifugo_gui.app.record_stepper import RecordStepper
        from daifugo_gui.rules.suhu import compare_with_judge, read_suhu_text, to_record
        from daifugo_gui.ui.console.replay_view import ReplayDialog, ReplayGame, disagreement_note

        name = Path(path).name
        try:
            games = read_suhu_text(Path(path).read_text(encoding="utf-8-sig"))
            shown = []
            for number, game in enumerate(games, start=1):
                title = game.title or name
                if len(games) > 1:
                    title = f"{number}. {title}"
                found = compare_with_judge(game)
                note = disagreement_note(found) if found is not None else ""
                shown.append(ReplayGame(title, RecordStepper(to_record(game)), note))
        except (RecordError, OSError, UnicodeDecodeError) as exc:
            self.prompts.inform(self.tr("Import a game in 数譜"), f"{name}: {render_error(exc)}", Tone.WARNING)
            return []
        dialog = ReplayDialog(title=name, parent=self, games=shown)
        dialog.show()
        return [dialog]

    def export_suhu_dialog(self) -> None:
        """Write the live game in 数譜 (games whose hands are known)."""
        if self.live.session.game is None:
            return
        # A game 数譜 cannot write (discards, a stop …) is told before any file is chosen.
        text = self._suhu_text()
        if text is not None:
            path = self.prompts.save_file(self.tr("Export the game in 数譜"), self.tr("数譜 text (*.txt)"), "game.txt")
            if path:
                self._write_suhu(path, text)
        self.focus_play()

    def export_suhu(self, path: str) -> bool:
        text = self._suhu_text()
        return text is not None and self._write_suhu(path, text)

    def _suhu_text(self) -> str | None:
        from daifugo_gui.rules.suhu import from_record

        try:
            return from_record(self.live.session.record()).text()
        except RecordError as exc:
            self.prompts.inform(self.tr("Export the game in 数譜"), self._suhu_refusal(exc), Tone.WARNING)
            return None

    def _suhu_refusal(self, exc: RecordError) -> str:
        """Why 数譜 cannot hold this game, with the record's action word in the judge's language."""
        why = exc.reason
        if why.code is Code.SUHU_NO_FORM:
            params = dict(why.params)
            words = {
                "discard": self.tr("short-deck discards"), "declare": self.tr("a MathPower declaration"),
                "stop": self.tr("a stop"), "disqualify": self.tr("a disqualification"),
            }
            params["action"] = words.get(str(params.get("action")), str(params.get("action")))
            return render(Reason.of(Code.SUHU_NO_FORM, **params))
        return render_error(exc)

    def _write_suhu(self, path: str, text: str) -> bool:
        try:
            write_output(path, text, OutputKind.TEXT)
        except (OutputRefused, OSError) as exc:
            self.prompts.inform(self.tr("Export the game in 数譜"), render_error(exc), Tone.WARNING)
            return False
        return True

    @_keys_back_after
    def continue_record_dialog(self) -> None:
        """Carry on a saved (e.g. adjourned) game as the live game."""
        path = self.prompts.open_file(self.tr("Continue a saved game"), self.tr("Game records (*.json)"))
        if not path:
            return
        if self.live.session.game is not None and not self.live.session.game.finished:
            if not self.prompts.confirm(self.tr("New game"), self.tr("A game is running. Close it and start a new one?"),
                                        default_yes=True):
                return
        if not self.keep_unrecorded():
            return
        try:
            self.live.session.open_record(path)
        except (RecordError, RuleViolation, OSError) as exc:
            self.prompts.inform(self.tr("Continue a saved game"), render_error(exc), Tone.WARNING)

    def apply_sound_preferences(self) -> None:
        """The mute switch and the chosen calls, from the preferences."""
        from PySide6.QtCore import QSettings

        from daifugo_gui.ui.preferences import apply_sound_preferences, load_preferences

        apply_sound_preferences(self.sounds, load_preferences(QSettings()))

    def apply_audience_preferences(self) -> None:
        """Font size and contrast of the audience display, from the preferences."""
        if self.audience is None:
            return
        from PySide6.QtCore import QSettings

        from daifugo_gui.ui.preferences import load_preferences
        from daifugo_gui.ui.widgets.theme import apply_high_contrast

        prefs = load_preferences(QSettings())
        self.audience.set_user_scale(prefs.audience_font_scale)
        apply_high_contrast(self.audience, prefs.audience_high_contrast)

    @_keys_back_after
    def toggle_audience(self) -> None:
        from daifugo_gui.ui.console.audience import AudienceWindow

        if self.audience is None:
            self.audience = AudienceWindow()
            self.apply_audience_preferences()
            names = self.audience.screen_names()
            choice = None
            if len(names) > 1:  # the judge picks the screen (a projector, a second monitor)
                picked = self.prompts.choose_item(self.tr("Audience display"), self.tr("Show it on which screen?"),
                                                  names, 1)
                if picked is None:
                    self.audience.deleteLater()
                    self.audience = None
                    return
                choice = names.index(picked)
            self.audience.show_on_screen(choice, screen_of(self.window()))
            self.refresh()
        else:
            self.audience.close()
            self.audience.deleteLater()
            self.audience = None
