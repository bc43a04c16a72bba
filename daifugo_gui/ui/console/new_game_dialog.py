"""New game: players in seat order, settings with presets, the deal, and the turn order (D5)."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt

from daifugo_gui.app.translation import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (
    QBoxLayout,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from daifugo_gui.app.live_game import NewGame
from daifugo_gui.rules import PRESETS, Card, Game, CardTextError, RecordError, Settings, parse_cards, standard_deck
from daifugo_gui.rules.deal import deal_plan
from daifugo_gui.rules.order import declared_order, shown_card_order
from daifugo_gui.rules.reasons import Code, Reason
from daifugo_gui.rules.settings import CHOICES
from daifugo_gui.ui.widgets.choice_labels import fill_choices, fill_presets, select_value
from daifugo_gui.ui.widgets.reason_text import fill, render_error
from daifugo_gui.ui.console.screen_size import wants_compact
from daifugo_gui.ui.widgets.screen_fit import available_area, fit_window, scrolling

LABELS: dict[str, str] = {
    "decks": QT_TRANSLATE_NOOP("SettingsForm", "Decks combined (R1)"),
    "jokers": QT_TRANSLATE_NOOP("SettingsForm", "D1 Jokers per deck"),
    "remove_even": QT_TRANSLATE_NOOP("SettingsForm", "D2 Remove even cards of H and D"),
    "max_cards": QT_TRANSLATE_NOOP("SettingsForm", "D3 Most field cards in one play"),
    "hand_size": QT_TRANSLATE_NOOP("SettingsForm", "D4 Cards in each hand"),
    "consideration_s": QT_TRANSLATE_NOOP("SettingsForm", "D6 Consideration time (s)"),
    "turn_limit_s": QT_TRANSLATE_NOOP("SettingsForm", "D7 Turn limit (s)"),
    "bank_s": QT_TRANSLATE_NOOP("SettingsForm", "Bank per player (s, byo-yomi)"),
    "on_timeout": QT_TRANSLATE_NOOP("SettingsForm", "D8 At time-out"),
    "disclose_factors": QT_TRANSLATE_NOOP("SettingsForm", "D9 Disclose the factorization"),
    "flush": QT_TRANSLATE_NOOP("SettingsForm", "D10 Flushing"),
    "game_limit_s": QT_TRANSLATE_NOOP("SettingsForm", "D11 Game time (s)"),
    "stop_ranking": QT_TRANSLATE_NOOP("SettingsForm", "D12 Ranking at a stop"),
    "flush_on_finish": QT_TRANSLATE_NOOP("SettingsForm", "D14 Flush when a player goes out"),
    "single_joker": QT_TRANSLATE_NOOP("SettingsForm", "D15 A joker alone"),
    "double_joker_strongest": QT_TRANSLATE_NOOP("SettingsForm", "D16 Two jokers strongest"),
    "finish_with_infinity": QT_TRANSLATE_NOOP("SettingsForm", "D17 Going out with ∞"),
    "thousand_day": QT_TRANSLATE_NOOP("SettingsForm", "D18 Thousand-day rule"),
    "open_hands": QT_TRANSLATE_NOOP("SettingsForm", "D19 Open hands"),
    "penalty": QT_TRANSLATE_NOOP("SettingsForm", "Foul penalty (variant)"),
    "short_deck": QT_TRANSLATE_NOOP("SettingsForm", "Deck too short for a penalty"),
    "start_revolution": QT_TRANSLATE_NOOP("SettingsForm", "Start in revolution (variant)"),
    "burst_at": QT_TRANSLATE_NOOP("SettingsForm", "Burst at this many cards (variant)"),
    "seed": QT_TRANSLATE_NOOP("SettingsForm", "Shuffle seed (D10 replays)"),
}
OPTIONAL = {"max_cards", "bank_s", "game_limit_s", "burst_at"}


class SettingsForm(QWidget):
    """Every setting of :class:`Settings`, editable; presets fill it in."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editors: dict[str, QWidget] = {}
        form = QFormLayout(self)
        # A narrow screen (a laptop at 150 %) puts a field under its label, never cuts it.
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        defaults = Settings()
        for f in dataclasses.fields(Settings):
            name = f.name
            value = getattr(defaults, name)
            if name in CHOICES:
                editor: QWidget = QComboBox(self)
                fill_choices(editor, name, CHOICES[name])  # type: ignore[arg-type]
            elif isinstance(value, bool):
                editor = QCheckBox(self)
            else:
                editor = QSpinBox(self)
                editor.setRange(0, 100_000)
                if name in OPTIONAL:
                    editor.setSpecialValueText(self.tr("none"))
                elif name in ("decks", "hand_size", "turn_limit_s"):
                    editor.setMinimum(1)
            editor.setObjectName(name)
            self.editors[name] = editor
            form.addRow(QCoreApplication.translate("SettingsForm", LABELS.get(name, name)), editor)
        self.set_settings(defaults)

    def set_settings(self, settings: Settings) -> None:
        for name, editor in self.editors.items():
            value = getattr(settings, name)
            if isinstance(editor, QComboBox):
                select_value(editor, value)
            elif isinstance(editor, QCheckBox):
                editor.setChecked(bool(value))
            elif isinstance(editor, QSpinBox):
                editor.setValue(0 if value is None else int(value))

    def settings(self) -> Settings:
        values: dict[str, Any] = {}
        for name, editor in self.editors.items():
            if isinstance(editor, QComboBox):
                values[name] = editor.currentData()
            elif isinstance(editor, QCheckBox):
                values[name] = editor.isChecked()
            elif isinstance(editor, QSpinBox):
                number = editor.value()
                values[name] = None if (name in OPTIONAL and number == 0) else number
        return Settings(**values)


DECK_WORDS = ("deck", "山札")


def _say(text: str, *values: object) -> str:
    """``text`` in the console's language with ``%1`` … filled in."""
    return fill(QCoreApplication.translate("NewGameDialog", text), *values)


def parse_typed_deal(text: str, players: list[str]) -> tuple[dict[str, list[Card]], list[Card]]:
    """``Name: cards`` lines, one per player, and ``deck: cards`` (top first).

    The deck line may also be written ``山札:``, and full-width colons (``：``) count, so
    a deal typed on a Japanese keyboard reads the same.
    """
    hands: dict[str, list[Card]] = {}
    deck: list[Card] | None = None
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        name, sep, cards = line.replace("：", ":").partition(":")
        if not sep:
            raise ValueError(_say(QT_TRANSLATE_NOOP("NewGameDialog", 'deal line %1: write "Name: cards" or "deck: cards"'), number))
        name = name.strip()
        try:
            parsed = list(parse_cards(cards))
        except CardTextError as exc:
            raise ValueError(_say(QT_TRANSLATE_NOOP("NewGameDialog", "deal line %1 (%2): %3"), number, name, render_error(exc))) from None
        if name.lower() in DECK_WORDS:
            deck = parsed
        elif name in players:
            hands[name] = parsed
        else:
            raise ValueError(_say(QT_TRANSLATE_NOOP("NewGameDialog", 'deal line %1: "%2" is not a player'), number, name))
    missing = [p for p in players if p not in hands]
    if missing:
        raise ValueError(_say(QT_TRANSLATE_NOOP("NewGameDialog", 'the deal has no hand for "%1"'), missing[0]))
    if deck is None:
        raise ValueError(_say(QT_TRANSLATE_NOOP("NewGameDialog", 'the deal needs a "deck:" line (top card first)')))
    return hands, deck


def shuffled_deal(settings: Settings, players: list[str], seed: int) -> tuple[dict[str, list[Card]], list[Card]]:
    """A known deal made here (open hands D19): shuffle every card in play, deal the hands."""
    cards = standard_deck(settings.decks, settings.jokers, settings.remove_even)
    rng = random.Random(seed)
    rng.shuffle(cards)
    size = settings.hand_size
    hands = {p: cards[i * size : (i + 1) * size] for i, p in enumerate(players)}
    return hands, cards[size * len(players) :]


CUSTOM = None  # the preset box's item for settings that are no preset


class NewGameDialog(QDialog):
    """Collects a :class:`NewGame`; says how many cards to deal and how many stay in the deck.

    ``last``: the seats and settings of the last game; the dialog opens with them and
    its "Same players and settings" button puts them back after changes.
    """

    def __init__(self, parent: QWidget | None = None, last: "tuple[list[str], Settings] | None" = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.last = last
        self.players_edit = QPlainTextEdit(self)
        self.players_edit.setPlaceholderText(self.tr("one name a line, in seat order (clockwise)"))
        self.players_edit.setPlainText("Aki\nBen\nChie")
        self.players_edit.setMaximumHeight(110)
        self.same_button = QPushButton(self.tr("Same players and settings as the last game"), self)
        self.same_button.setEnabled(last is not None)
        self.same_button.clicked.connect(self.use_last)
        self.preset = QComboBox(self)
        fill_presets(self.preset, PRESETS)
        # shown when the settings are no preset (a preset changed, or the last game's own)
        self.preset.addItem(self.tr("custom"), CUSTOM)
        self.settings_form = SettingsForm(self)
        scroll = QScrollArea(self)
        scroll.setWidget(self.settings_form)
        scroll.setWidgetResizable(True)
        scroll.setMinimumHeight(260)
        # The settings column scrolls down, never sideways: as wide as its longest row.
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setMinimumWidth(
            self.settings_form.minimumSizeHint().width() + scroll.verticalScrollBar().sizeHint().width() + 4
        )

        self.counted = QRadioButton(self.tr("Counted hands (live play: only the numbers of cards)"), self)
        self.known_shuffled = QRadioButton(self.tr("Known hands, dealt here (open hands D19)"), self)
        self.known_typed = QRadioButton(self.tr("Known hands, deal typed in"), self)
        self.counted.setChecked(True)
        self.tracking = QButtonGroup(self)
        for b in (self.counted, self.known_shuffled, self.known_typed):
            self.tracking.addButton(b)
        self.deal_edit = QPlainTextEdit(self)
        self.deal_edit.setPlaceholderText(self.tr("Aki: S2 H7 …\nBen: …\nChie: …\ndeck: SA H2 …"))
        self.deal_edit.setMaximumHeight(110)

        self.order_declared = QRadioButton(self.tr("Declared first player (rock-paper-scissors)"), self)
        self.order_shown = QRadioButton(self.tr("Shown-card method (appendix): each shows a card"), self)
        self.order_declared.setChecked(True)
        self.first_player = QComboBox(self)
        self.shown_box = QWidget(self)
        self.shown_layout = QGridLayout(self.shown_box)
        self.shown_edits: dict[str, QLineEdit] = {}
        self.order_label = QLabel("", self)
        self.deal_label = QLabel("", self)
        self.deal_label.setStyleSheet("font-weight: bold; font-size: 14pt;")
        self.deal_label.setWordWrap(True)
        self.order_label.setWordWrap(True)
        self.error = QLabel("", self)
        self.error.setStyleSheet("color: #b71c1c;")
        self.error.setWordWrap(True)

        left = QVBoxLayout()
        left.addWidget(self.same_button)
        left.addWidget(QLabel(self.tr("Players (seat order)"), self))
        left.addWidget(self.players_edit)
        tracking = QGroupBox(self.tr("Hands"), self)
        tl = QVBoxLayout(tracking)
        for b in (self.counted, self.known_shuffled, self.known_typed):
            tl.addWidget(b)
        tl.addWidget(self.deal_edit)
        left.addWidget(tracking)
        order = QGroupBox(self.tr("Turn order (D5)"), self)
        ol = QVBoxLayout(order)
        row = QHBoxLayout()
        row.addWidget(self.order_declared)
        row.addWidget(self.first_player)
        ol.addLayout(row)
        ol.addWidget(self.order_shown)
        ol.addWidget(self.shown_box)
        ol.addWidget(self.order_label)
        left.addWidget(order)
        left.addWidget(self.deal_label)
        left.addWidget(self.error)
        right = QVBoxLayout()
        prow = QHBoxLayout()
        prow.addWidget(QLabel(self.tr("Preset"), self))
        prow.addWidget(self.preset, 1)
        right.addLayout(prow)
        right.addWidget(scroll, 1)
        # A laptop at 150–200 % has no room for two columns side by side (the long choices of
        # the left one pushed the settings off sideways): there each part is a tab.
        self.tabs: QTabWidget | None = None
        body: QBoxLayout
        area = available_area(parent) if parent is not None else available_area(self)
        if wants_compact(area):
            # the deal's summary and the error go under the tabs, above OK (always in view)
            for widget in (tracking, order, self.deal_label, self.error):
                left.removeWidget(widget)
            left.addStretch(1)
            hands_column, order_column = QVBoxLayout(), QVBoxLayout()
            hands_column.addWidget(tracking)
            order_column.addWidget(order)
            for column in (hands_column, order_column):
                column.addStretch(1)
            self.tabs = QTabWidget(self)
            for column, title in ((left, self.tr("Players")), (hands_column, self.tr("Hands")),
                                  (order_column, self.tr("Turn order (D5)")), (right, self.tr("Settings"))):
                page = QWidget(self.tabs)
                page.setLayout(column)
                self.tabs.addTab(page, title)
            scroll.setMinimumHeight(120)
            self.deal_label.setStyleSheet("font-weight: bold;")
            body = QVBoxLayout()
            body.setContentsMargins(0, 0, 0, 0)
            body.addWidget(self.tabs, 1)
            self.deal_edit.setMaximumHeight(56)
        else:
            body = QHBoxLayout()
            body.addLayout(left, 1)
            body.addLayout(right, 1)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        # The form scrolls where the screen is too small for it (a laptop at 150–200 %);
        # OK and Cancel stay in view below it.
        content = QWidget(self)
        content.setLayout(body)
        self.body_scroll = scrolling(content, self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.body_scroll, 1)
        if self.tabs is not None:  # never scrolled away: what OK will deal, and why it refuses
            layout.addWidget(self.deal_label)
            layout.addWidget(self.error)
        layout.addWidget(self.buttons)

        self.preset.currentIndexChanged.connect(self._preset_chosen)
        self.players_edit.textChanged.connect(self._players_changed)
        for w in (self.counted, self.known_shuffled, self.known_typed, self.order_declared, self.order_shown):
            w.toggled.connect(self._update)
        self.first_player.currentTextChanged.connect(self._update)
        for editor in self.settings_form.editors.values():
            signal = (getattr(editor, "valueChanged", None) or getattr(editor, "toggled", None)
                      or getattr(editor, "currentTextChanged", None))
            signal.connect(self._update)
        self.result_spec: NewGame | None = None
        self._players_changed()
        if last is not None:
            self.use_last()
        wanted = content.minimumSizeHint() + QSize(40, 80)
        fit_window(self, wanted.expandedTo(QSize(1000, 700)), area if parent is not None else None)

    def use_last(self) -> None:
        """The last game's players (seat order) and settings, as they were."""
        if self.last is None:
            return
        seats, settings = self.last
        self.players_edit.setPlainText("\n".join(seats))
        self.settings_form.set_settings(settings.replace(open_hands=False) if settings.open_hands else settings)
        if settings.open_hands:
            self.known_shuffled.setChecked(True)
        self._update()

    def _preset_chosen(self, _index: int) -> None:
        name = self.preset.currentData()
        if name is not CUSTOM:
            self.settings_form.set_settings(PRESETS[name])

    def _show_preset(self, settings: Settings) -> None:
        """The preset the settings are, or "custom" once they are none of them."""
        match = next((name for name, preset in PRESETS.items() if preset == settings), CUSTOM)
        index = self.preset.findData(match)
        if index != self.preset.currentIndex():
            self.preset.blockSignals(True)
            self.preset.setCurrentIndex(index)
            self.preset.blockSignals(False)

    # -- reading the form -----------------------------------------------------------------------
    def seats(self) -> list[str]:
        return [line.strip() for line in self.players_edit.toPlainText().splitlines() if line.strip()]

    def _players_changed(self) -> None:
        seats = self.seats()
        current = self.first_player.currentText()
        self.first_player.blockSignals(True)
        self.first_player.clear()
        self.first_player.addItems(seats)
        if current in seats:
            self.first_player.setCurrentText(current)
        self.first_player.blockSignals(False)
        while self.shown_layout.count():
            item = self.shown_layout.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()  # deleteLater waits for the event loop; hide it now
                item.widget().deleteLater()
        old = {n: e.text() for n, e in self.shown_edits.items()}
        self.shown_edits = {}
        for row, name in enumerate(seats):
            edit = QLineEdit(old.get(name, ""), self.shown_box)
            edit.setPlaceholderText(self.tr("card shown, e.g. SK or X"))
            edit.textChanged.connect(self._update)
            self.shown_layout.addWidget(QLabel(name, self.shown_box), row, 0)
            self.shown_layout.addWidget(edit, row, 1)
            self.shown_edits[name] = edit
        self._update()

    def turn_order(self) -> list[str]:
        """The players in turn order by D5 (R17); raises ValueError with a judge-readable reason."""
        seats = self.seats()
        if self.order_shown.isChecked():
            shown: dict[str, Card] = {}
            for name, edit in self.shown_edits.items():
                text = edit.text().strip()
                if not text:
                    raise ValueError(_say(QT_TRANSLATE_NOOP("NewGameDialog", "%1 has not shown a card yet"), name))
                try:
                    cards = parse_cards(text)
                except CardTextError as exc:
                    raise ValueError(_say(QT_TRANSLATE_NOOP("NewGameDialog", "%1's shown card: %2"), name, render_error(exc))) from None
                if len(cards) != 1:
                    raise ValueError(_say(QT_TRANSLATE_NOOP("NewGameDialog", "%1 shows exactly one card"), name))
                shown[name] = cards[0]
            return shown_card_order(seats, shown)
        first = self.first_player.currentText()
        return declared_order(seats, first) if first else seats

    def _update(self) -> None:
        self.deal_edit.setEnabled(self.known_typed.isChecked())
        self.shown_box.setEnabled(self.order_shown.isChecked())
        self.first_player.setEnabled(self.order_declared.isChecked())
        seats = self.seats()
        # D18 counts only without a game time limit (R15): greyed out while D11 is set
        d18 = self.settings_form.editors["thousand_day"]
        timed = self.settings_form.editors["game_limit_s"].value() > 0  # type: ignore[attr-defined]
        d18.setEnabled(not timed)
        d18.setToolTip(self.tr("Inactive: the thousand-day rule applies only without a game time limit (D11).") if timed else "")
        try:
            settings = self.settings_form.settings()
            self._show_preset(settings)
            plan = deal_plan(settings, len(seats), self.order_shown.isChecked())
            if len(seats) < 2:  # not "Deal 11 cards to each of 1 players"
                self.deal_label.setText(render_error(RecordError(Reason.of(Code.GAME_TWO_PLAYERS))))
            elif plan.feasible:
                text = self.tr("Deal %1 cards to each of %2 players; %3 stay in the deck (%4 in play).")
                self.deal_label.setText(
                    fill(text, str(plan.hand_size), str(len(seats)), str(plan.deck_count), str(plan.total))
                )
                if self.order_shown.isChecked():
                    self.deal_label.setText(
                        self.deal_label.text() + "\n" + self.tr("The shown cards then go to the bottom of the deck.")
                    )
            else:
                self.deal_label.setText(
                    fill(self.tr("Not enough cards: %1 players × %2 > %3. Add a deck or deal fewer."), str(len(seats)), str(plan.hand_size), str(plan.total))
                )
        except (RecordError, ValueError) as exc:
            self.deal_label.setText(render_error(exc))
        try:
            self.order_label.setText(fill(self.tr("Turn order: %1"), " → ".join(self.turn_order())))
        except ValueError as exc:
            self.order_label.setText(render_error(exc))

    def spec(self) -> NewGame:
        """The game to start; raises ValueError / RecordError naming what is wrong."""
        seats = self.seats()
        if len(seats) < 2:
            raise RecordError(Reason.of(Code.GAME_TWO_PLAYERS))
        if len(set(seats)) != len(seats):
            raise RecordError(Reason.of(Code.GAME_PLAYER_TWICE, player=next(n for n in seats if seats.count(n) > 1)))
        settings = self.settings_form.settings()
        order = self.turn_order()
        if self.counted.isChecked():
            return NewGame(order, settings)
        if self.known_shuffled.isChecked():
            settings = settings.replace(open_hands=True)
            hands, deck = shuffled_deal(settings, order, random.SystemRandom().randrange(2**31))
            return NewGame(order, settings, hands, deck)
        hands, deck = parse_typed_deal(self.deal_edit.toPlainText(), seats)
        return NewGame(order, settings, hands, deck)

    def accept(self) -> None:
        try:
            spec = self.spec()
            Game(spec.players, spec.settings, spec.hands, spec.deck)  # the engine checks the deal (R19)
        except (RecordError, ValueError) as exc:
            self.error.setText(render_error(exc))
            return
        self.error.setText("")
        self.result_spec = spec
        super().accept()
