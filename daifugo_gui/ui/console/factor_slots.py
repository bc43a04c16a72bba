"""The factor field as slots: each factor a base slot with exponent slots (towers).

The judge fills the slots by typing card text or by clicking the card palette (the
palette writes into the slot that last had focus). In a slot, ``^`` opens the next
exponent slot, ``*`` a new factor, Backspace in an empty slot removes it,
← and → at a slot's edge move to the neighbouring slot. The editor speaks the
contract's factor-field text (``2 ^ 3 * 7``) through :meth:`FactorSlots.text` and
:meth:`FactorSlots.set_text`, so it stays in step with the text line above it.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from daifugo_gui.app.entry_preview import factor_slots, factor_text
from daifugo_gui.rules.cards import CardTextError, parse_tokens

from daifugo_gui.ui.console.card_line import CardLineEdit
from daifugo_gui.ui.widgets.reason_text import render_error

BAD_SLOT = "QLineEdit { background: #ffebee; border: 2px solid #c62828; }"


class SlotEdit(CardLineEdit):
    """One base or exponent slot; a few keys move between slots instead of typing."""

    exponentRequested = Signal()
    factorRequested = Signal()
    removeRequested = Signal()
    moveRequested = Signal(int)  # -1 previous slot, +1 next slot

    def __init__(self, exponent: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent, grow=4 if exponent else 6)
        self.exponent = exponent
        self._least = 44 if exponent else 64
        self.textChanged.connect(self._check)
        self._fit("")

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        text = event.text()
        popup = self.completer_popup_visible()
        if text == "^":
            self.exponentRequested.emit()
        elif text in ("*", "×"):
            self.factorRequested.emit()
        elif event.key() == Qt.Key.Key_Backspace and not self.text():
            self.removeRequested.emit()
        elif event.key() == Qt.Key.Key_Left and self.cursorPosition() == 0 and not popup:
            self.moveRequested.emit(-1)
        elif event.key() == Qt.Key.Key_Right and self.cursorPosition() == len(self.text()) and not popup:
            self.moveRequested.emit(1)
        else:
            super().keyPressEvent(event)

    def _check(self, text: str) -> None:
        """Instant validation: a slot whose card text does not read turns red and says why."""
        problem = ""
        if text.strip():
            try:
                parse_tokens(text)
            except CardTextError as exc:
                problem = render_error(exc)
        self.setStyleSheet(BAD_SLOT if problem else "")
        self.setToolTip(problem)
        self._fit(text)

    def _fit(self, text: str) -> None:
        """As wide as its cards: a row of factors should fit without scrolling."""
        shown = text or self.placeholderText()
        self.setFixedWidth(max(self._least, self.fontMetrics().horizontalAdvance(shown + "  ") + 14))

    def setPlaceholderText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        super().setPlaceholderText(text)
        self._fit(self.text())


class FactorGroup(QFrame):
    """One factor: the base slot, its exponent slots, and buttons to grow or drop it."""

    def __init__(self, owner: "FactorSlots", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.owner = owner
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        # room for a base slot and a raised exponent slot, no more: the row must not eat the panel
        self.setFixedHeight(int(SlotEdit(False).sizeHint().height() * 1.5) + 8)
        self.slots: list[SlotEdit] = []
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(4, 2, 2, 2)
        self._row.setSpacing(2)
        self.sign = QLabel("×", self)  # shown before every factor but the first
        f = QFont(self.sign.font())
        f.setPointSize(f.pointSize() + 6)
        f.setBold(True)
        self.sign.setFont(f)
        self._row.addWidget(self.sign)
        self.power_button = QToolButton(self)
        self.power_button.setText("^")
        self.power_button.setToolTip(self.tr("Add an exponent slot (type ^ in a slot)"))
        self.power_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.power_button.clicked.connect(lambda: self.owner.add_exponent(self))
        self.remove_button = QToolButton(self)
        self.remove_button.setText("✕")
        self.remove_button.setToolTip(self.tr("Remove this factor (Backspace in its empty base slot)"))
        self.remove_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.remove_button.clicked.connect(lambda: self.owner.remove_group(self))
        self._row.addWidget(self.power_button, 0, Qt.AlignmentFlag.AlignTop)
        self._row.addWidget(self.remove_button, 0, Qt.AlignmentFlag.AlignTop)

    def add_slot(self, text: str = "") -> SlotEdit:
        exponent = bool(self.slots)
        slot = SlotEdit(exponent, self)
        slot.set_vocabulary(self.owner.vocabulary)
        slot.setPlaceholderText(self.tr("exp.") if exponent else self.tr("base"))
        slot.setText(text)
        slot.setEnabled(self.owner.isEnabled())
        # Exponents sit high and small, as written on paper.
        align = Qt.AlignmentFlag.AlignTop if exponent else Qt.AlignmentFlag.AlignBottom
        self._row.insertWidget(1 + len(self.slots), slot, 0, align)
        self.slots.append(slot)
        self.owner.wire(self, slot)
        return slot

    def remove_slot(self, slot: SlotEdit) -> None:
        self.slots.remove(slot)
        self._row.removeWidget(slot)
        slot.hide()
        slot.deleteLater()

    def parts(self) -> list[str]:
        return [s.text() for s in self.slots]


class FactorSlots(QWidget):
    """A row of factors ``base ^ exp`` × … that reads and writes factor-field text."""

    textEdited = Signal(str)  # the judge changed a slot: the field's new text
    slotFocused = Signal(object)  # the SlotEdit the palette now writes into
    returnPressed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.vocabulary: list[str] = []
        self.groups: list[FactorGroup] = []
        self._rebuilding = False
        inner = QWidget(self)
        self._row = QHBoxLayout(inner)
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.setSpacing(4)
        self.add_button = QPushButton(self.tr("+ factor  [*]"), inner)
        self.add_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.add_button.setToolTip(self.tr("Add a factor (type * in a slot)"))
        self.add_button.clicked.connect(lambda: self.add_group(focus=True))
        self._row.addWidget(self.add_button)
        self._row.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setWidget(inner)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._scroll = scroll
        probe = FactorGroup(self)
        self.setFixedHeight(probe.height() + scroll.horizontalScrollBar().sizeHint().height() + 4)
        probe.deleteLater()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(scroll)
        self.reset()

    # -- text in and out -------------------------------------------------------------------------
    def text(self) -> str:
        return factor_text([g.parts() for g in self.groups])

    def slot_texts(self) -> list[list[str]]:
        return [[" ".join(p.split()) for p in g.parts()] for g in self.groups]

    def set_text(self, text: str) -> None:
        """Show the text line's factor field; slots the text does not change stay as they are."""
        wanted = factor_slots(text)
        # Same field, maybe with slots opened but not yet filled: keep them (and the focus).
        if factor_text(wanted) == self.text():
            return
        self._rebuild(wanted)

    def reset(self) -> None:
        """One empty factor, as after a judged play."""
        self._rebuild([[""]])

    def _rebuild(self, wanted: list[list[str]]) -> None:
        self._rebuilding = True
        try:
            for group in self.groups:
                self._row.removeWidget(group)
                group.hide()
                group.deleteLater()
            self.groups = []
            for parts in wanted:
                group = self._new_group(len(self.groups))
                for part in parts:
                    group.add_slot(part)
        finally:
            self._rebuilding = False
        self._update_signs()

    # -- editing ---------------------------------------------------------------------------------
    def wire(self, group: FactorGroup, slot: SlotEdit) -> None:
        slot.textChanged.connect(self._slot_changed)
        slot.focused.connect(lambda: self.slotFocused.emit(slot))
        slot.returnPressed.connect(self.returnPressed)
        slot.exponentRequested.connect(lambda: self.add_exponent(group, after=slot))
        slot.factorRequested.connect(lambda: self.add_group(after=group, focus=True))
        slot.removeRequested.connect(lambda: self._remove_slot(group, slot))
        slot.moveRequested.connect(lambda step: self._move(slot, step))

    def _new_group(self, index: int) -> FactorGroup:
        group = FactorGroup(self)
        self.groups.insert(index, group)
        self._row.insertWidget(index, group)
        return group

    def add_group(self, after: FactorGroup | None = None, focus: bool = False) -> SlotEdit:
        index = self.groups.index(after) + 1 if after in self.groups else len(self.groups)
        group = self._new_group(index)
        slot = group.add_slot()
        self._update_signs()
        if focus:
            slot.setFocus()
            self.slotFocused.emit(slot)
        self._emit()
        return slot

    def add_exponent(self, group: FactorGroup, after: SlotEdit | None = None) -> SlotEdit:
        """Go up a tower: the next exponent slot, made when there is none yet."""
        if after is not None and after in group.slots:
            i = group.slots.index(after)
            if i + 1 < len(group.slots):
                group.slots[i + 1].setFocus()
                return group.slots[i + 1]
        slot = group.add_slot()
        slot.setFocus()
        self.slotFocused.emit(slot)
        return slot

    def remove_group(self, group: FactorGroup) -> None:
        if len(self.groups) == 1:
            for slot in group.slots[1:]:
                group.remove_slot(slot)
            group.slots[0].clear()
            group.slots[0].setFocus()
            self._emit()
            return
        i = self.groups.index(group)
        self.groups.remove(group)
        self._row.removeWidget(group)
        group.hide()
        group.deleteLater()
        self._update_signs()
        neighbour = self.groups[max(0, i - 1)]
        neighbour.slots[-1].setFocus()
        self.slotFocused.emit(neighbour.slots[-1])
        self._emit()

    def _remove_slot(self, group: FactorGroup, slot: SlotEdit) -> None:
        """Backspace in an empty slot: drop it (an exponent) or the factor (an empty base)."""
        if slot is group.slots[0]:
            if len(group.slots) == 1 and len(self.groups) > 1:
                self.remove_group(group)
            return
        i = group.slots.index(slot)
        group.remove_slot(slot)
        group.slots[i - 1].setFocus()
        self.slotFocused.emit(group.slots[i - 1])
        self._emit()

    def all_slots(self) -> list[SlotEdit]:
        return [s for g in self.groups for s in g.slots]

    def _move(self, slot: SlotEdit, step: int) -> None:
        slots = self.all_slots()
        i = slots.index(slot) + step
        if 0 <= i < len(slots):
            target = slots[i]
            target.setFocus()
            target.setCursorPosition(len(target.text()) if step < 0 else 0)

    def focus_slot(self) -> SlotEdit:
        """F3: the first empty slot, else the end of the last one."""
        slots = self.all_slots()
        target = next((s for s in slots if not s.text().strip()), slots[-1])
        target.setFocus()
        target.end(False)
        self.slotFocused.emit(target)
        return target

    def select_all(self, selected: bool) -> None:
        """Show every slot's text selected (or not): after a refusal the factor field is
        part of the refused unit, and the judge must see that the next key replaces it."""
        for slot in self.all_slots():
            if selected:
                slot.selectAll()
            else:
                slot.deselect()

    def set_vocabulary(self, words: Sequence[str]) -> None:
        self.vocabulary = list(words)
        for slot in self.all_slots():
            slot.set_vocabulary(self.vocabulary)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == event.Type.EnabledChange:
            for slot in self.all_slots():
                slot.setEnabled(self.isEnabled())

    def _update_signs(self) -> None:
        for i, group in enumerate(self.groups):
            group.sign.setVisible(i > 0)

    def _slot_changed(self) -> None:
        if not self._rebuilding:
            self._emit()

    def _emit(self) -> None:
        if not self._rebuilding:
            self.textEdited.emit(self.text())
