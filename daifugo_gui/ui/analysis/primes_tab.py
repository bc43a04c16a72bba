"""The prime tools tab: check a number, the largest prime from cards, a hand's plays.

Thin by design: every answer comes from ``daifugo_gui.analysis``; long work runs on a
worker thread through :class:`~daifugo_gui.app.background.BackgroundRunner`, with a
progress bar and a Cancel button, so the window never freezes.
"""

from __future__ import annotations

import re
from functools import partial
from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent, QFont
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from daifugo_gui.analysis.hand import HandReport, analyse_hand, play_for
from daifugo_gui.analysis.maxprime import MaxPrimeResult, max_prime
from daifugo_gui.analysis.primes import NumberReport, Status, analyse_number, number_of_play
from daifugo_gui.rules.primality import PROVEN_BELOW
from daifugo_gui.analysis.spelling import best_spelling, uses_text
from daifugo_gui.app.background import BackgroundRunner
from daifugo_gui.rules import Verdict, judge_play
from daifugo_gui.rules.cards import Card, CardTextError, cards_text, parse_cards, parse_tokens
from daifugo_gui.ui.widgets.reason_text import render, render_error
from daifugo_gui.app.translation import fill
from daifugo_gui.ui.widgets.table_export import install_table_export

# Listing hundreds of thousands of primes helps nobody; the counts say how many there are.
LIST_LIMIT = 2000
COMPOSITE_LIMIT = 500
_DIGITS = re.compile(r"^\s*\d+\s*$")


def _item(text: str, align_right: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
    if align_right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


NUMBER_DEADLINE_S = 60.0
"""How long Check number factors before it reports the part it could not split."""


class PrimeToolsTab(QWidget):
    """Prime tools for players and judges, fed by typed card text or :meth:`load_hand`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.runner = BackgroundRunner(self)
        # Factoring a number stops here at the latest and says what it did not find
        # (a 100-digit semiprime would otherwise run until someone presses Cancel).
        self.number_deadline_s = NUMBER_DEADLINE_S
        self._cards: tuple[Card, ...] = ()
        self._hand_report: HandReport | None = None
        self._on_result: Callable[[object], None] | None = None
        mono = QFont("monospace")
        mono.setStyleHint(QFont.StyleHint.Monospace)

        # Cards (a hand or any set of cards) shared by the largest-prime and hand tools.
        self.cards_edit = QLineEdit(self)
        self.cards_edit.setPlaceholderText(self.tr("Cards, e.g. SK 7 X 10 A 3"))
        self.cards_edit.textChanged.connect(self._cards_changed)
        self.cards_error = QLabel(self)
        self.cards_error.setStyleSheet("color: #b00020;")
        cards_row = QHBoxLayout()
        cards_row.addWidget(QLabel(self.tr("Cards:"), self))
        cards_row.addWidget(self.cards_edit, 1)

        self.tools = QTabWidget(self)
        self.tools.addTab(self._build_number_page(mono), self.tr("Number"))
        self.tools.addTab(self._build_maxprime_page(mono), self.tr("Largest prime"))
        self.tools.addTab(self._build_hand_page(mono), self.tr("Hand"))

        # One progress bar and Cancel button for whatever runs.
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 1000)
        self.progress.setTextVisible(True)
        self.status = QLabel(self.tr("Ready."), self)
        self.cancel_button = QPushButton(self.tr("Cancel"), self)
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        bottom = QHBoxLayout()
        bottom.addWidget(self.status, 1)
        bottom.addWidget(self.progress, 1)
        bottom.addWidget(self.cancel_button)

        layout = QVBoxLayout(self)
        layout.addLayout(cards_row)
        layout.addWidget(self.cards_error)
        layout.addWidget(self.tools, 1)
        layout.addLayout(bottom)

        self.runner.progress.connect(self._on_progress)
        self.runner.finished.connect(self._on_finished)
        self.runner.cancelled.connect(self._on_cancelled)
        self.runner.failed.connect(self._on_failed)
        self.runner.busy_changed.connect(self._on_busy)
        self._cards_changed()
        install_table_export(self, "prime tools")  # copy / CSV / JSON of every table (issue 29)

    # ----------------------------------------------------------------- pages
    def _build_number_page(self, mono: QFont) -> QWidget:
        page = QWidget(self)
        self.number_edit = QLineEdit(page)
        self.number_edit.setPlaceholderText(self.tr("A number (1729) or a play as cards (K 8 X=0 7)"))
        self.number_edit.returnPressed.connect(self.check_number)
        self.factors_edit = QLineEdit(page)
        self.factors_edit.setPlaceholderText(self.tr("Factor field to judge (optional), e.g. 2 ^ 3 * 7"))
        self.factors_edit.returnPressed.connect(self.check_number)
        self.number_button = QPushButton(self.tr("Check"), page)
        self.number_button.clicked.connect(self.check_number)
        row = QHBoxLayout()
        row.addWidget(self.number_edit, 3)
        row.addWidget(self.factors_edit, 2)
        row.addWidget(self.number_button)
        self.number_ruling = QLabel(page)
        self.number_ruling.setWordWrap(True)
        self.number_ruling.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.number_verdict = QLabel(page)
        self.number_verdict.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.number_verdict.setWordWrap(True)
        self.number_form = QLabel(page)
        self.number_form.setFont(mono)
        self.number_form.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.factor_table = QTableWidget(0, 4, page)
        self.factor_table.setHorizontalHeaderLabels(
            [self.tr("Prime"), self.tr("Exponent"), self.tr("Cards for the prime"), self.tr("Cards for the exponent")]
        )
        self.factor_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.factor_table.verticalHeader().setVisible(False)
        layout = QVBoxLayout(page)
        layout.addLayout(row)
        layout.addWidget(self.number_ruling)
        layout.addWidget(self.number_verdict)
        layout.addWidget(self.number_form)
        layout.addWidget(self.factor_table, 1)
        return page

    def _build_maxprime_page(self, mono: QFont) -> QWidget:
        page = QWidget(self)
        self.maxprime_button = QPushButton(self.tr("Find the largest prime using every card once"), page)
        self.maxprime_button.clicked.connect(self.find_max_prime)
        self.maxprime_prime = QLabel(page)
        self.maxprime_prime.setFont(mono)
        self.maxprime_prime.setWordWrap(True)
        self.maxprime_prime.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.maxprime_order = QLabel(page)
        self.maxprime_order.setWordWrap(True)
        self.maxprime_order.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.maxprime_note = QLabel(page)
        form = QFormLayout()
        form.addRow(self.tr("Prime:"), self.maxprime_prime)
        form.addRow(self.tr("Card order:"), self.maxprime_order)
        form.addRow(self.tr("Search:"), self.maxprime_note)
        layout = QVBoxLayout(page)
        layout.addWidget(self.maxprime_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addLayout(form)
        layout.addStretch(1)
        return page

    def _build_hand_page(self, mono: QFont) -> QWidget:
        page = QWidget(self)
        self.max_size = QSpinBox(page)
        self.max_size.setRange(1, 15)
        self.max_size.setValue(6)
        self.max_field = QSpinBox(page)
        self.max_field.setRange(0, 6)
        self.max_field.setValue(3)
        self.hand_button = QPushButton(self.tr("Analyse hand"), page)
        self.hand_button.clicked.connect(self.analyse_hand)
        controls = QHBoxLayout()
        controls.addWidget(QLabel(self.tr("Primes of up to"), page))
        controls.addWidget(self.max_size)
        controls.addWidget(QLabel(self.tr("cards; composite fields of up to"), page))
        controls.addWidget(self.max_field)
        controls.addWidget(QLabel(self.tr("cards"), page))
        controls.addStretch(1)
        controls.addWidget(self.hand_button)

        self.special_label = QLabel(page)
        self.special_label.setWordWrap(True)

        self.size_table = QTableWidget(0, 4, page)
        self.size_table.setHorizontalHeaderLabels(
            [self.tr("Cards"), self.tr("Primes"), self.tr("Weakest"), self.tr("Strongest")]
        )
        sizes_header = self.size_table.horizontalHeader()
        sizes_header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        sizes_header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        sizes_header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.size_table.verticalHeader().setVisible(False)
        self.size_table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.size_table.currentCellChanged.connect(lambda row, *_: self._show_size(row))
        self.prime_list = QListWidget(page)
        self.prime_list.setFont(mono)
        self.prime_list_note = QLabel(page)
        primes_box = QGroupBox(self.tr("Primes by number of cards"), page)
        left = QVBoxLayout()
        left.addWidget(self.size_table, 2)
        right = QVBoxLayout()
        right.addWidget(self.prime_list_note)
        right.addWidget(self.prime_list, 1)
        box_layout = QHBoxLayout(primes_box)
        box_layout.addLayout(left, 3)
        box_layout.addLayout(right, 2)

        self.composite_table = QTableWidget(0, 3, page)
        self.composite_table.setHorizontalHeaderLabels(
            [self.tr("Field"), self.tr("Factor field"), self.tr("Cards used")]
        )
        header = self.composite_table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.composite_table.verticalHeader().setVisible(False)
        self.composite_note = QLabel(page)
        composite_box = QGroupBox(self.tr("Composite plays (field and factor field)"), page)
        composite_layout = QVBoxLayout(composite_box)
        composite_layout.addWidget(self.composite_note)
        composite_layout.addWidget(self.composite_table, 1)

        splitter = QSplitter(Qt.Orientation.Vertical, page)
        splitter.addWidget(primes_box)
        splitter.addWidget(composite_box)
        layout = QVBoxLayout(page)
        layout.addLayout(controls)
        layout.addWidget(self.special_label)
        layout.addWidget(splitter, 1)
        return page

    # ----------------------------------------------------------------- input
    def load_hand(self, cards: list[Card]) -> None:
        """Show a known hand of the current game and analyse it at once."""
        self.cards_edit.setText(cards_text(cards))
        self.tools.setCurrentIndex(2)
        self.analyse_hand()

    def cards(self) -> tuple[Card, ...]:
        """The cards typed (or loaded) now; empty while the text does not parse."""
        return self._cards

    def _cards_changed(self) -> None:
        text = self.cards_edit.text()
        try:
            self._cards = parse_cards(text)
            self.cards_error.clear()
        except CardTextError as exc:
            self._cards = ()
            self.cards_error.setText(fill(self.tr("Cards: %1"), render_error(exc)))
        self._update_buttons()

    def _update_buttons(self) -> None:
        busy = self.runner.busy
        has_cards = bool(self._cards)
        self.maxprime_button.setEnabled(has_cards and not busy)
        self.hand_button.setEnabled(has_cards and not busy)
        self.number_button.setEnabled(not busy)
        self.cancel_button.setEnabled(busy)

    # ----------------------------------------------------------------- actions
    def check_number(self) -> None:
        text = self.number_edit.text()
        self.number_ruling.clear()
        try:
            if _DIGITS.match(text):
                n = int(text)
                field_text = best_spelling(n).text() if n >= 1 else ""
            else:
                n = number_of_play(parse_tokens(text))
                field_text = text
            if n < 1:
                raise ValueError(self.tr("plays make numbers from 1 up"))
        except (CardTextError, ValueError) as exc:
            self.number_verdict.setText(fill(self.tr("Cannot read this: %1"), render_error(exc)))
            self.number_form.clear()
            self.factor_table.setRowCount(0)
            return
        factors = self.factors_edit.text().strip()
        if factors:
            self._show_ruling(field_text, factors)
        self.number_verdict.setText(fill(self.tr("Checking %1 …"), str(n)))
        self.number_form.clear()
        self.factor_table.setRowCount(0)
        self._start(partial(_number_work, n), self._show_number, self.number_deadline_s)

    def _show_ruling(self, field_text: str, factors: str) -> None:
        """The rules engine's ruling on the play with this factor field (R9, R10)."""
        try:
            judgement = judge_play(field_text, factors)
        except CardTextError as exc:
            self.number_ruling.setText(fill(self.tr("Factor field: %1"), render_error(exc)))
            return
        names = {
            Verdict.COMPOSITE: self.tr("valid composite play"),
            Verdict.FOUL: self.tr("foul"),
            Verdict.CANNOT_PLAY: self.tr("cannot be played"),
        }
        name = names.get(judgement.verdict, judgement.verdict.value)
        self.number_ruling.setText(
            fill(self.tr("Ruling: %1 (%2)"), name, render(judgement.why))
        )

    def find_max_prime(self) -> None:
        if not self._cards:
            return
        for label in (self.maxprime_prime, self.maxprime_order, self.maxprime_note):
            label.clear()
        self._start(partial(_maxprime_work, tuple(self._cards)), self._show_max_prime)

    def analyse_hand(self) -> None:
        if not self._cards:
            return
        work = partial(_hand_work, tuple(self._cards), self.max_size.value(), self.max_field.value())
        self._clear_hand()
        self._start(work, self._show_hand)

    def _clear_hand(self) -> None:
        """Forget the last hand's answers, so a cancelled search never shows stale ones."""
        self._hand_report = None
        self.special_label.clear()
        self.size_table.setRowCount(0)
        self.prime_list.clear()
        self.prime_list_note.clear()
        self.composite_table.setRowCount(0)
        self.composite_note.clear()

    def cancel(self) -> None:
        self.runner.cancel()

    def shutdown(self) -> None:
        """Stop any search and wait for it (the main window calls this on quit)."""
        self.runner.shutdown()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt's name)
        self.shutdown()
        super().closeEvent(event)

    def _start(self, work: Callable, on_result: Callable[[object], None], timeout: float | None = None) -> None:
        self._on_result = on_result
        self.progress.setValue(0)
        self.progress.setRange(0, 1000)
        self.status.setText(self.tr("Working…"))
        self.runner.start(work, timeout)

    # ----------------------------------------------------------------- runner news
    def _on_busy(self, busy: bool) -> None:
        self._update_buttons()

    def _on_progress(self, fraction: float) -> None:
        if fraction < 0:
            self.progress.setRange(0, 0)  # unknown length: a busy bar
        else:
            self.progress.setRange(0, 1000)
            self.progress.setValue(int(fraction * 1000))

    def _on_finished(self, result: object) -> None:
        self.progress.setRange(0, 1000)
        self.progress.setValue(1000)
        self.status.setText(self.tr("Done."))
        if self._on_result is not None:
            self._on_result(result)

    def _on_cancelled(self, reason: str) -> None:
        self.progress.setRange(0, 1000)
        self.progress.setValue(0)
        self.status.setText(self.tr("Cancelled.") if reason == "cancelled" else self.tr("Stopped: time limit."))

    def _on_failed(self, message: str) -> None:
        self.progress.setRange(0, 1000)
        self.status.setText(fill(self.tr("Failed: %1"), message))

    # ----------------------------------------------------------------- results
    def _show_number(self, result: object) -> None:
        assert isinstance(result, NumberReport)
        report = result
        fact = report.factorization
        n = str(report.n)
        verdicts = {
            "prime": self.tr("%1 is prime."),
            "composite": self.tr("%1 is composite."),
            "one": self.tr("%1 is neither prime nor composite (a foul, R10)."),
        }
        text = fill(verdicts[report.verdict], n)
        if report.verdict == "prime" and not report.proven:
            text += " " + self.tr("(BPSW probable prime: no counterexample is known.)")
        elif report.verdict == "prime" and report.n >= PROVEN_BELOW:
            # Above 2^64 say which kind of answer this is: here a proof, not only BPSW.
            text += " " + self.tr("(proven prime, not only BPSW)")
        if n in ("57", "1729"):
            text += " " + (
                self.tr("Played alone it is a Grothendieck cut (R7).")
                if n == "57"
                else self.tr("Played alone it is a Ramanujan revolution (R8).")
            )
        if fact.status is Status.TIMEOUT:
            text += " " + fill(self.tr("No factor of %1 found in %2 s."), ", ".join(str(m) for m in fact.unfactored), f"{fact.seconds:.0f}")
        elif fact.status is not Status.COMPLETE:
            text += " " + fill(self.tr("Factoring stopped early; unfactored: %1"), ", ".join(str(m) for m in fact.unfactored))
        if fact.status is not Status.COMPLETE:
            # The partial answer is worth showing, but the search did not finish.
            self._on_cancelled(fact.status.value)
        self.number_verdict.setText(text)
        form = report.factor_field
        if form and report.plan is not None and report.plan.jokers:
            text = fill(self.tr("Factor field: %1 (uses %n joker(s))", "", report.plan.jokers), form)
        elif form:
            text = fill(self.tr("Factor field: %1"), form)
        elif report.no_deck_field:
            text = self.tr("No factor field of this number can be made from one set of 52 cards and 2 jokers.")
        else:
            text = ""
        self.number_form.setText(text)
        self.factor_table.setRowCount(len(report.options))
        for row, option in enumerate(report.options):
            self.factor_table.setItem(row, 0, _item(str(option.prime), True))
            self.factor_table.setItem(row, 1, _item(str(option.exponent), True))
            self.factor_table.setItem(row, 2, _item(self.tr(" or ").join(s.text() for s in option.prime_spellings)))
            self.factor_table.setItem(
                row, 3, _item(self.tr(" or ").join(s.text() for s in option.exponent_spellings))
            )

    def _show_max_prime(self, result: object) -> None:
        assert isinstance(result, MaxPrimeResult)
        if result.prime is None:
            self.maxprime_prime.setText(self.tr("No prime uses all of these cards."))
            self.maxprime_order.clear()
        else:
            digits = str(result.prime)
            text = fill(self.tr("%1 (%2 digits)"), digits, str(len(digits)))
            if not result.proven:
                text += " " + self.tr("(BPSW probable prime: no counterexample is known.)")
            elif result.prime >= PROVEN_BELOW:
                text += " " + self.tr("(proven prime, not only BPSW)")
            self.maxprime_prime.setText(text)
            self.maxprime_order.setText(result.order_text())
        self.maxprime_note.setText(
            fill(self.tr("%1 candidates tested in decreasing order; the first prime is the largest."), str(result.candidates))
        )

    def _show_hand(self, result: object) -> None:
        assert isinstance(result, HandReport)
        self._hand_report = result
        special = result.special
        lines = []
        if special is not None:
            cut = special.cut_text
            rev = special.revolution_text
            lines.append(
                fill(self.tr("Grothendieck cut (57): %1"), cut) if cut else self.tr("Grothendieck cut (57): not in reach")
            )
            lines.append(
                fill(self.tr("Ramanujan revolution (1729): %1"), rev)
                if rev
                else self.tr("Ramanujan revolution (1729): not in reach")
            )
            if special.infinity:
                lines.append(self.tr("A joker alone plays ∞ (R3)."))
        self.special_label.setText("   ·   ".join(lines))
        primes = result.primes
        sizes = sorted(primes.by_size)
        self.size_table.setRowCount(len(sizes))
        for row, size in enumerate(sizes):
            weakest = primes.weakest(size)
            strongest = primes.strongest(size)
            self.size_table.setItem(row, 0, _item(str(size), True))
            self.size_table.setItem(row, 1, _item(str(len(primes.by_size[size])), True))
            self.size_table.setItem(row, 2, _item(self._prime_with_cards(weakest, size)))
            self.size_table.setItem(row, 3, _item(self._prime_with_cards(strongest, size)))
        if sizes:
            self.size_table.setCurrentCell(0, 0)
            self._show_size(0)
        plays = result.composites
        shown = plays[:COMPOSITE_LIMIT]
        self.composite_note.setText(
            fill(self.tr("%1 composite plays; showing %2, most cards first."), str(len(plays)), str(len(shown)))
        )
        self.composite_table.setRowCount(len(shown))
        for row, play in enumerate(shown):
            self.composite_table.setItem(row, 0, _item(play.field_text))
            self.composite_table.setItem(row, 1, _item(play.factors_text))
            self.composite_table.setItem(row, 2, _item(str(play.cards_used), True))

    def _prime_with_cards(self, prime: int | None, size: int) -> str:
        if prime is None:
            return "—"
        uses = play_for(prime, size, self._cards)
        return f"{prime}  ({uses_text(uses)})" if uses else str(prime)

    def _show_size(self, row: int) -> None:
        report = self._hand_report
        item = self.size_table.item(row, 0) if row >= 0 else None
        self.prime_list.clear()
        if report is None or item is None:
            self.prime_list_note.clear()
            return
        size = int(item.text())
        primes = report.primes.by_size[size]
        shown = primes[::-1][:LIST_LIMIT]  # strongest first
        self.prime_list.addItems([str(p) for p in shown])
        self.prime_list_note.setText(
            fill(self.tr("%1-card primes: %2 (showing the %3 strongest)"), str(size), str(len(primes)), str(len(shown)))
        )


# The work functions run on the worker thread: pure calls, nothing from Qt.
def _number_work(n: int, token, progress) -> NumberReport:
    return analyse_number(n, token, progress)


def _maxprime_work(cards: tuple[Card, ...], token, progress) -> MaxPrimeResult:
    return max_prime(cards, token, progress)


def _hand_work(cards: tuple[Card, ...], max_size: int, max_field: int, token, progress) -> HandReport:
    return analyse_hand(cards, max_size, max_field, token, progress)
