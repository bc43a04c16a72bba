"""Big clock digits readable across the table, with calls and a flashing alarm."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from daifugo_gui.timing.clocks import ClockEvent, TableClocks, format_seconds
from daifugo_gui.app.translation import fill

NORMAL, WARN, DANGER, IDLE = "#1b5e20", "#e65100", "#b71c1c", "#757575"
# On the audience display's dark background: the same meaning, brighter.
DARK_COLOURS = {NORMAL: "#69f0ae", WARN: "#ffab40", DANGER: "#ff5252", IDLE: "#b0bec5"}


class ClockFace(QFrame):
    """One clock: a title, big digits, a detail line; amber from 30 s, red from 10 s."""

    def __init__(self, title: str, digits_pt: int = 54, parent: QWidget | None = None, dark: bool = False) -> None:
        super().__init__(parent)
        self.dark = dark
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("clockFace")
        self.title = QLabel(title, self)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        title_font = QFont(self.font())
        title_font.setPointSize(max(11, digits_pt // 4))
        title_font.setBold(True)
        self.title.setFont(title_font)
        self.digits = QLabel("--:--", self)
        self.digits.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont("DejaVu Sans Mono")
        font.setStyleHint(QFont.StyleHint.Monospace)
        font.setPointSize(digits_pt)
        font.setBold(True)
        self.digits.setFont(font)
        self.detail = QLabel("", self)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(0)
        layout.addWidget(self.title)
        layout.addWidget(self.digits)
        layout.addWidget(self.detail)
        self._flash_on = False
        self._flashes_left = 0
        self._flash_timer = QTimer(self)
        self._flash_timer.setInterval(250)
        self._flash_timer.timeout.connect(self._flash_step)
        self._colour = IDLE
        self._apply_style()
        self._base_pt = {label: label.font().pointSizeF() for label in (self.title, self.digits, self.detail)}

    def set_scale(self, factor: float) -> None:
        """Every text of the face at ``factor`` times its size (a display sizing to its screen)."""
        for label, size in self._base_pt.items():
            font = QFont(label.font())
            font.setPointSizeF(max(7.0, size * factor))
            label.setFont(font)

    def show_time(self, seconds: float | None, detail: str = "", running: bool = True) -> None:
        self.digits.setText(format_seconds(seconds) if seconds is not None else "—")
        self.detail.setText(detail)
        if seconds is None or not running:
            colour = IDLE
        elif seconds <= 10:
            colour = DANGER
        elif seconds <= 30:
            colour = WARN
        else:
            colour = NORMAL
        if colour != self._colour:
            self._colour = colour
            self._apply_style()

    def flash(self, times: int = 12) -> None:
        """The visual alarm: the face blinks red and white."""
        self._flashes_left = times
        self._flash_timer.start()

    @property
    def flashing(self) -> bool:
        return self._flash_timer.isActive()

    def _flash_step(self) -> None:
        self._flash_on = not self._flash_on
        self._flashes_left -= 1
        if self._flashes_left <= 0:
            self._flash_timer.stop()
            self._flash_on = False
        self._apply_style()

    def _apply_style(self) -> None:
        if self._flash_on:
            self.setStyleSheet("#clockFace { background: #b71c1c; } QLabel { color: white; }")
        elif self.dark:
            colour = DARK_COLOURS.get(self._colour, self._colour)
            self.setStyleSheet(f"#clockFace {{ background: #000000; }} QLabel {{ color: {colour}; }}")
        else:
            self.setStyleSheet(f"#clockFace {{ background: white; }} QLabel {{ color: {self._colour}; }}")


class ClockPanel(QWidget):
    """The console's clocks: consideration or turn, the bank, the game clock, and calls."""

    def __init__(self, digits_pt: int = 54, parent: QWidget | None = None, dark: bool = False) -> None:
        super().__init__(parent)
        self.turn = ClockFace(self.tr("Turn"), digits_pt, self, dark)
        self.game = ClockFace(self.tr("Game"), max(20, digits_pt * 2 // 3), self, dark)
        self.call = QLabel("", self)
        self.call.setAlignment(Qt.AlignmentFlag.AlignCenter)
        call_font = QFont(self.font())
        call_font.setPointSize(max(14, digits_pt // 3))
        call_font.setBold(True)
        self.call.setFont(call_font)
        self.call.setStyleSheet(f"color: {DARK_COLOURS[DANGER] if dark else DANGER};")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.turn)
        layout.addWidget(self.call)
        layout.addWidget(self.game)
        self._clear_call = QTimer(self)
        self._clear_call.setSingleShot(True)
        self._clear_call.timeout.connect(lambda: self.call.setText(""))
        self._call_pt = self.call.font().pointSizeF()
        self._call_clock = ""  # the clock the call on show is about

    def set_scale(self, factor: float) -> None:
        """All the clocks' texts at ``factor`` times their size (the audience display)."""
        self.turn.set_scale(factor)
        self.game.set_scale(factor)
        font = QFont(self.call.font())
        font.setPointSizeF(max(7.0, self._call_pt * factor))
        self.call.setFont(font)

    def update_from(self, clocks: TableClocks | None, paused: bool = False) -> None:
        if clocks is None:
            self.turn.title.setText(self.tr("Turn"))
            self.turn.show_time(None, "", False)
            self.game.show_time(None, "", False)
            return
        pause_note = self.tr("PAUSED") if paused else ""
        if clocks.consideration is not None and not clocks.game.running:
            self.turn.title.setText(self.tr("Consideration (D6)"))
            self.turn.show_time(clocks.consideration.remaining(), pause_note or self.tr("study your hands"), not paused)
        else:
            reading = clocks.turn.reading()
            who = reading.player or "—"
            title = fill(self.tr("Turn: %1"), who)
            self.turn.title.setText(fill(self.tr("PAUSED — %1"), title) if paused else title)
            if reading.player is None:
                self.turn.title.setText(self.tr("Turn clock"))
                self.turn.show_time(None, self.tr("stopped: no turn running"), False)
                if self._call_clock == "turn":
                    self.call.setText("")  # no "30 seconds left" beside a stopped turn clock (discards)
            elif reading.left is None:
                self.turn.show_time(clocks.turn.turn_elapsed(), pause_note or self.tr("no turn limit"), False)
            else:
                if reading.bank_left is not None and not reading.in_byoyomi:
                    detail = fill(self.tr("bank %1 + %2 a turn"), format_seconds(reading.bank_left), format_seconds(reading.period_left))
                elif reading.bank_left is not None:
                    detail = self.tr("byo-yomi")
                else:
                    detail = ""
                self.turn.show_time(reading.left, pause_note or detail, reading.running)
        remaining = clocks.game.remaining()
        if remaining is None:
            self.game.title.setText(self.tr("Game time played"))
            self.game.show_time(clocks.game.elapsed(), self.tr("no game limit (D11)"), False)
        else:
            self.game.title.setText(self.tr("Game (D11)"))
            self.game.show_time(remaining, self.tr("never stops"), clocks.game.running)

    def announce(self, event: ClockEvent) -> None:
        """Show a call or an alarm where everyone looks."""
        face = self.game if event.clock == "game" else self.turn
        self._call_clock = "game" if event.clock == "game" else "turn"
        who = f"{event.player}: " if event.player else ""
        if event.kind == "call":
            text = fill(self.tr("%1%2 seconds left"), who, str(event.seconds))
            if event.clock == "game":
                text = fill(self.tr("Game: %1 left"), format_seconds(event.seconds))
        elif event.kind == "bank_out":
            text = fill(self.tr("%1bank spent — byo-yomi %2 s"), who, str(event.seconds))
        else:
            names = {"turn": self.tr("TIME"), "game": self.tr("GAME TIME OVER"), "consideration": self.tr("START")}
            text = who + names.get(event.clock, self.tr("TIME"))
            face.flash()  # the sound is the console's (ClockSounds): once, not per display
        self.call.setText(text)
        self._clear_call.start(4000)
