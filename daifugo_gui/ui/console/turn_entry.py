"""Entering a turn: Draw, Play (card text or palette, factor field), Judge, Pass, Time-out."""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from daifugo_gui.app.entry_preview import factor_preview, play_preview
from daifugo_gui.rules.cards import CardTextError, parse_factor_field, parse_tokens
from daifugo_gui.rules.reasons import Reason
from daifugo_gui.ui.widgets.reason_text import render_any
from daifugo_gui.ui.console.card_line import JOKER_VALUES, RANKS, CardLineEdit, insert_card
from daifugo_gui.ui.console.factor_slots import FactorSlots, SlotEdit
from daifugo_gui.ui.console.joker_dialog import ask_joker_value
from daifugo_gui.ui.widgets.keys import DEFAULT_KEYS
from daifugo_gui.ui.widgets.reason_text import render_error
from daifugo_gui.app.translation import fill

__all__ = ["RANKS", "JOKER_VALUES", "CardLineEdit", "insert_card", "TurnEntry", "ask_joker_value"]

JokerAsker = Callable[[QWidget, bool], "str | None"]
"""Ask the judge a joker's value: returns "X=7", "X" (∞, alone) or None (cancelled)."""


class TurnEntry(QWidget):
    """The judge's hands on the game: every action is a button with a one-key shortcut.

    The widget only collects text and emits requests; the console passes them to the
    live game and shows the answer.
    """

    drawRequested = Signal()
    passRequested = Signal()
    timeoutRequested = Signal()
    lateRefusalRequested = Signal()  # R14: a time-out the judge rules a forced pass
    judgeRequested = Signal(str, str)  # field, factors

    def __init__(self, parent: QWidget | None = None, keys: dict[str, str] | None = None) -> None:
        super().__init__(parent)
        self.ask_joker: JokerAsker = ask_joker_value
        self.validator: Callable[[str, str], "Reason | str | None"] = lambda field, factors: None
        keys = keys or DEFAULT_KEYS

        self.draw_button = QPushButton(fill(self.tr("&Draw  [%1]"), keys["draw"]), self)
        self.pass_button = QPushButton(fill(self.tr("&Pass  [%1]"), keys["pass"]), self)
        self.timeout_button = QPushButton(fill(self.tr("&Time-out  [%1]"), keys["timeout"]), self)
        self.late_button = QPushButton(fill(self.tr("Late refusal: forced pass  [%1]"), keys["late_refusal"]), self)
        self.late_button.setToolTip(
            self.tr("R14: the refused play was pointed out only after the time ran out, so the time-out is a forced pass")
        )
        self.judge_button = QPushButton(self.tr("&Judge  [Enter]"), self)
        self.late_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.late_button.clicked.connect(self.lateRefusalRequested)
        for button in (self.draw_button, self.pass_button, self.timeout_button, self.judge_button):
            button.setMinimumHeight(44)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys stay in the card fields
            f = QFont(button.font())
            f.setPointSize(f.pointSize() + 3)
            f.setBold(True)
            button.setFont(f)
        self.judge_button.setStyleSheet(
            "QPushButton { background: #0d47a1; color: white; }"
            " QPushButton:disabled { background: #cfd8dc; color: #78909c; }"
        )
        self.draw_button.clicked.connect(self.drawRequested)
        self.pass_button.clicked.connect(self.passRequested)
        self.timeout_button.clicked.connect(self.timeoutRequested)
        self.judge_button.clicked.connect(self.request_judge)

        self.field_edit = CardLineEdit(self)
        self.field_edit.setPlaceholderText(self.tr("play, e.g. 5 7 or K X=0 1  (F2)"))
        self.factor_edit = CardLineEdit(self)
        self.factor_edit.setPlaceholderText(self.tr("or type the whole factor field: 2 ^ 3 * 7"))
        # The same factor field as slots (F3): the two always show the same text.
        self.factor_slots = FactorSlots(self)
        self.factor_slots.textEdited.connect(self._slots_edited)
        self.factor_slots.slotFocused.connect(lambda slot: setattr(self, "target", slot))
        self.factor_slots.returnPressed.connect(self.request_judge)
        self.factor_edit.textChanged.connect(self.factor_slots.set_text)
        self.field_edit.returnPressed.connect(self.request_judge)
        self.factor_edit.returnPressed.connect(self.request_judge)
        self.field_edit.textChanged.connect(self._refresh)
        # Issue 35: after a refusal the play and its factor field are one unit (see hold_refused).
        self._held = False
        self._refused = False  # the play field still holds the refused play, untouched
        self.field_edit.textEdited.connect(self._play_edited)
        self.field_edit.selectionChanged.connect(self._play_selection_changed)
        self.factor_edit.focused.connect(self._release)
        self.factor_slots.slotFocused.connect(lambda _slot: self._release())
        self.factor_edit.textChanged.connect(self._refresh)
        # Palette clicks go to the card field the judge was last in (the palette takes no focus).
        self.target = self.field_edit
        self.external_target: QLineEdit | None = None  # e.g. the discard field after a foul
        self.field_edit.focused.connect(lambda: setattr(self, "target", self.field_edit))
        self.factor_edit.focused.connect(lambda: setattr(self, "target", self.factor_edit))

        self.number = QLabel("", self)
        nf = QFont("DejaVu Sans Mono")
        nf.setPointSize(22)
        nf.setBold(True)
        self.number.setFont(nf)
        self.number.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.number.setWordWrap(True)
        self.factor_number = QLabel("", self)
        self.factor_number.setFont(nf)
        self.factor_number.setWordWrap(True)
        self.hint = QLabel("", self)
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: #8d6e00;")
        # Cards that match what is being typed: shown, never filled in (the palette inserts).
        self.suggestions = QLabel("", self)
        self.suggestions.setStyleSheet("color: #546e7a;")
        self.field_edit.suggestionsChanged.connect(self.suggestions.setText)
        self.factor_edit.suggestionsChanged.connect(self.suggestions.setText)

        self.palette_box = QWidget(self)
        self._palette_layout = QGridLayout(self.palette_box)
        self._palette_layout.setContentsMargins(0, 0, 0, 0)
        self._palette_layout.setSpacing(3)
        self.set_palette(RANKS + ["X"])
        ops = QHBoxLayout()
        back = QPushButton(self.tr("⌫ card"), self)
        back.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        back.clicked.connect(self._backspace)
        clear = QPushButton(self.tr("Clear"), self)
        clear.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        clear.clicked.connect(self.clear)
        ops.addWidget(back)
        ops.addWidget(clear)
        self._ops, self._op_buttons = ops, (back, clear)

        grid = QGridLayout()
        field_label, factors_label = QLabel(self.tr("Field"), self), QLabel(self.tr("Factors"), self)
        self._grid_labels = (field_label, factors_label)
        self._compact = False
        self._play = True
        self._late = False
        self._follow_up = False
        grid.addWidget(field_label, 0, 0)
        grid.addWidget(self.field_edit, 0, 1)
        grid.addWidget(self.number, 1, 1)
        grid.addWidget(factors_label, 2, 0)
        grid.addWidget(self.factor_slots, 2, 1)
        grid.addWidget(self.factor_edit, 3, 1)
        grid.addWidget(self.factor_number, 4, 1)
        grid.setColumnStretch(1, 1)
        self._grid = grid
        self._notes: QHBoxLayout | None = None  # the hint and suggestions' row when compact
        buttons = QHBoxLayout()
        buttons.addWidget(self.draw_button)
        buttons.addWidget(self.judge_button, 2)
        buttons.addWidget(self.pass_button)
        buttons.addWidget(self.timeout_button)
        self._buttons = buttons
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(buttons)
        layout.addLayout(grid)
        layout.addWidget(self.hint)
        layout.addWidget(self.suggestions)
        layout.addWidget(self.late_button)
        layout.addWidget(self.palette_box)
        layout.addLayout(ops)
        self._refresh()

    # -- palette ---------------------------------------------------------------------------------
    def set_palette(self, cards: Sequence[str]) -> None:
        """The clickable cards: ranks for counted hands, the mover's hand for known hands."""
        cards = list(cards)
        if cards == getattr(self, "_palette_cards", None):
            return
        self._palette_cards = cards
        while self._palette_layout.count():
            item = self._palette_layout.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()
                item.widget().deleteLater()
        per_row = 14
        for i, card in enumerate(cards):
            b = QPushButton(card, self.palette_box)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setMinimumWidth(36)  # 14 a row: the console stays narrow on a laptop screen
            b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            if card.startswith(("H", "D")):
                b.setStyleSheet("color: #c62828;")
            b.clicked.connect(lambda _=False, c=card: self.click_card(c))
            self._palette_layout.addWidget(b, i // per_row, i % per_row)
        words = list(cards) + (JOKER_VALUES if "X" in cards else [])
        self.field_edit.set_vocabulary(words)
        self.factor_edit.set_vocabulary(words)
        self.factor_slots.set_vocabulary(words)

    def click_card(self, card: str) -> None:
        """A palette click goes to the factor field when it has focus, else to the play."""
        target = self.external_target or self.target
        if isinstance(target, SlotEdit) and target not in self.factor_slots.all_slots():
            target = self.factor_slots.focus_slot()  # its factor was removed meanwhile
        if target is self.field_edit and self._refused:
            # a click is a new key too: it replaces the refused play (and its factor field)
            self.field_edit.setText("")
            self._play_edited("")
        if card == "X":
            alone = target is self.field_edit and not self.field_edit.text().strip()
            value = self.ask_joker(self, alone)
            if value is None:
                return
            card = value
        insert_card(target, card)

    def focus_factors(self) -> None:
        """F3: into the factor slots, at the first one still empty (into the one-line
        factor field where a small screen shows no slots)."""
        if self.factor_slots.isHidden():
            self.target = self.factor_edit
            self.factor_edit.setFocus()
            return
        self.target = self.factor_slots.focus_slot()

    def set_compact(self, compact: bool) -> None:
        """A small screen (a laptop at 150–200 %, issue 27): lower buttons, smaller numbers,
        and the factor field as one line instead of the slots (the two show the same text)."""
        for button in (self.draw_button, self.pass_button, self.timeout_button, self.judge_button):
            button.setMinimumHeight(0 if compact else 44)
        for label in (self.number, self.factor_number):
            font = QFont(label.font())
            font.setPointSize(12 if compact else 22)
            label.setFont(font)
        self._compact = compact
        self._show_rows()
        if compact and self.target in self.factor_slots.all_slots():
            self.target = self.factor_edit
        # the numbers read beside their fields, not under them: two rows fewer
        # and the one-line factor field takes the slots' row
        grid = self._grid
        for widget in (self.number, self.factor_number, self.factor_edit):
            grid.removeWidget(widget)
        if compact:
            grid.addWidget(self.number, 0, 2)
            grid.addWidget(self.factor_edit, 2, 1)
            grid.addWidget(self.factor_number, 2, 2)
        else:
            grid.addWidget(self.number, 1, 1)
            grid.addWidget(self.factor_edit, 3, 1)
            grid.addWidget(self.factor_number, 4, 1)
        layout = self.layout()
        if isinstance(layout, QVBoxLayout):
            layout.setSpacing(2 if compact else -1)
            # ⌫ and Clear go beside the play field; the hint and the suggestions share a row
            for column, button in enumerate(self._op_buttons, start=3):
                (self._ops if compact else self._grid).removeWidget(button)
                if compact:
                    self._grid.addWidget(button, 0, column)
                else:
                    self._ops.addWidget(button)
            for label in (self.hint, self.suggestions):
                layout.removeWidget(label)
            if self._notes is not None:
                layout.removeItem(self._notes)
                self._notes.deleteLater()
                self._notes = None
            layout.removeWidget(self.late_button)
            at = layout.indexOf(self.palette_box)
            if compact:
                # the late-refusal button joins the hint's row: after a refusal it no
                # longer takes a row of its own, which cut the palette off (issue 35)
                self._notes = QHBoxLayout()
                self._notes.addWidget(self.hint, 2)
                self._notes.addWidget(self.suggestions, 1)
                self._notes.addWidget(self.late_button)
                layout.insertLayout(at, self._notes)
            else:
                layout.insertWidget(at, self.late_button)
                layout.insertWidget(at, self.suggestions)
                layout.insertWidget(at, self.hint)
        self._grid.setVerticalSpacing(2 if compact else -1)

    def _slots_edited(self, text: str) -> None:
        if text != self.factor_edit.text():
            self.factor_edit.setText(text)

    def _backspace(self) -> None:
        target = self.external_target
        if target is not None and target.isVisible():  # the discards or the declaration
            words = target.text().split()
            target.setText(" ".join(words[:-1]) + (" " if len(words) > 1 else ""))
            target.setFocus()
            return
        self.target.backspace_token()

    def set_follow_up(self, owed: bool) -> None:
        """While discards or a declaration are owed nothing can be played: the play's rows
        give their room to the verdict and its duties (issue 35); the palette, ⌫ and Clear
        stay, and serve the follow-up field."""
        if owed != self._follow_up:
            self._follow_up = owed
            self._show_rows()

    def _show_rows(self) -> None:
        idle = self._follow_up
        for widget in (self.draw_button, self.judge_button, self.pass_button, self.timeout_button,
                       self.field_edit, self.number, self.factor_number, self.hint, self.suggestions,
                       *self._grid_labels):
            widget.setHidden(idle)
        self.factor_slots.setHidden(idle or self._compact)
        # While nothing can be played the panel is short of room: the slots alone say enough.
        self.factor_edit.setHidden(idle or not self._play)
        self.late_button.setVisible(self._late and not idle)

    # -- after a refusal ---------------------------------------------------------------------------
    def hold_refused(self) -> None:
        """A refused play stays for correction as one unit with its factor field (issue 35).

        Both are shown selected, and the first new key in the play field replaces both:
        a factor field typed for one declaration must never be judged with the next one
        unless the judge went back into it (F3, a click), where it is in plain sight.
        """
        self.field_edit.selectAll()
        self._refused = True
        self._held = bool(self.factor_edit.text().strip())
        if self._held:
            self.factor_edit.selectAll()
            self.factor_slots.select_all(True)

    def factor_held(self) -> bool:
        """True while the factor field belongs to the refused play shown selected."""
        return self._held

    def replaces_play(self) -> bool:
        """True while the next card typed or clicked replaces the refused play (the
        selection alone cannot say: a click on the palette or Esc takes it away)."""
        return self._refused

    def _play_selection_changed(self) -> None:
        edit = self.field_edit
        if edit.hasFocus() and edit.selectedText() != edit.text():
            self._refused = False  # the judge moved into the play to correct it

    def _play_edited(self, _text: str) -> None:
        self._refused = False
        if self._held:
            self._held = False
            self.factor_edit.clear()
            self.factor_slots.reset()

    def _release(self) -> None:
        """The judge went into the factor field: it is theirs to correct, in sight."""
        if self._held:
            self._held = False
            self.factor_edit.deselect()
            self.factor_slots.select_all(False)

    # -- state -----------------------------------------------------------------------------------
    def reset_text(self) -> None:
        """Empty both fields without moving the focus (the turn moved on)."""
        self._held = self._refused = False
        self.field_edit.clear()
        self.factor_edit.clear()
        self.factor_slots.reset()
        self.target = self.field_edit

    def clear(self) -> None:
        target = self.external_target
        if target is not None and target.isVisible():  # Clear empties the discards being typed
            target.clear()
            target.setFocus()
            return
        self.reset_text()
        self.field_edit.setFocus()

    def set_enabled_actions(
        self, draw: bool, play: bool, pass_: bool, timeout: bool, late_refusal: bool = False
    ) -> None:
        self._late = late_refusal
        self.draw_button.setEnabled(draw)
        self.judge_button.setEnabled(play)
        self.pass_button.setEnabled(pass_)
        self.timeout_button.setEnabled(timeout)
        self.field_edit.setEnabled(play)
        self.factor_edit.setEnabled(play)
        self._play = play
        self.factor_slots.setEnabled(play)
        self._show_rows()

    def _refresh(self) -> None:
        field = self.field_edit.text()
        factors = self.factor_edit.text()
        p = play_preview(field)
        self.number.setText(p.text or ("…" if field.strip() else ""))
        f = factor_preview(factors)
        self.factor_number.setText(f.text)
        problem: Reason | str | None = p.problem if p.problem is not None else f.problem
        if problem is None and field.strip() and not p.bare_jokers:
            problem = self.validator(field, factors) or None
        self.hint.setText(render_any(problem) if problem is not None else "")

    def refresh_validation(self) -> None:
        self._refresh()

    # -- judging ---------------------------------------------------------------------------------
    def request_judge(self) -> None:
        field = self.field_edit.text().strip()
        factors = self.factor_edit.text().strip()
        if not field:
            self.hint.setText(self.tr("Type the cards played first (F2)."))
            self.field_edit.setFocus()
            return
        try:
            field = self._fill_jokers(field, in_factors=False)
            factors = self._fill_jokers(factors, in_factors=True) if factors else ""
        except _Cancelled:
            return
        except CardTextError as exc:
            self.hint.setText(render_error(exc))
            return
        self.judgeRequested.emit(field, factors)

    def _fill_jokers(self, text: str, in_factors: bool) -> str:
        """Jokers ask for their value: a bare X inside a longer play (or a factor field)."""
        if in_factors:
            parse_factor_field(text)  # raises on bad text before any question
            words = text.split()
            cards = [w for w in words if w not in ("*", "^")]
        else:
            parse_tokens(text)
            words = text.split()
            cards = words
        if not in_factors and len(cards) == 1:
            return text  # a joker alone is ∞ (R3)
        out = []
        for w in words:
            if w.upper() == "X":
                value = self.ask_joker(self, False)
                if value is None:
                    raise _Cancelled()
                w = value
            out.append(w)
        return " ".join(out)


class _Cancelled(Exception):
    pass
