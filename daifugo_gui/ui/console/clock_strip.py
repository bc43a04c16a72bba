"""The live clocks where the judge is looking: in the status bar and, while anything else
is in front of the console, in a small strip that stays above every window (issue 27).

A player was disqualified at 0:00 while the judge stepped through an imported 数譜; the
Analysis hand-offs switch the tab away from the clocks; Ctrl+N's dialog hid them. The
game clock (D11) never stops (R18), so hiding it is never harmless: whenever a live
game's clock runs and the console is not what the judge sees (another tab, a dialog,
another window, the console minimised), :class:`FloatingClockStrip` shows the mover, the
turn clock and the game clock in a corner of the console's screen, without taking the
keyboard from whatever the judge is typing into. It hides once the console is back.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, Qt, QTimer
from PySide6.QtGui import QFont, QGuiApplication, QScreen
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QWidget
from shiboken6 import isValid

from daifugo_gui.app.live_game import LiveGame
from daifugo_gui.app.translation import fill
from daifugo_gui.timing.clocks import format_seconds
from daifugo_gui.ui.widgets.screen_fit import screen_of

DANGER_S = 10  # the strip turns red, as the console's clock face does (ClockFace)
MARGIN = 8  # from the screen's edges, in the screen's own (logical) pixels


@dataclass(frozen=True)
class StripReading:
    """What a clock strip shows: one line of text and whether a clock is nearly out."""

    text: str
    danger: bool
    running: bool  # a clock of a live game runs (the game clock never stops, R18)


def read_strip(live: LiveGame) -> StripReading:
    """The mover's turn clock (D7) or the consideration time (D6), and the game clock (D11)."""
    clocks, game = live.session.clocks, live.session.game
    if clocks is None or game is None or game.finished:
        return StripReading("", False, False)

    parts = []
    danger = False
    considering = clocks.consideration is not None and not clocks.game.running
    if considering and clocks.consideration is not None:
        left = clocks.consideration.remaining()
        parts.append(fill(QCoreApplication.translate("MainWindow", "consideration %1"), format_seconds(left)))
        running = clocks.consideration.running and not clocks.paused
        danger = running and left <= DANGER_S
    else:
        reading = clocks.turn.reading()
        if reading.player is not None:
            shown = reading.left if reading.left is not None else clocks.turn.turn_elapsed()
            parts.append(fill(QCoreApplication.translate("MainWindow", "%1 to move %2"), reading.player, format_seconds(shown)))
            danger = reading.left is not None and reading.left <= DANGER_S and not clocks.paused
        running = clocks.game.running
    remaining = clocks.game.remaining()
    parts.append(fill(QCoreApplication.translate("MainWindow", "game %1"), format_seconds(remaining if remaining is not None else clocks.game.elapsed())))
    if remaining is not None and clocks.game.running and remaining <= DANGER_S:
        danger = True
    if clocks.paused:
        parts.append(QCoreApplication.translate("MainWindow", "PAUSED"))
    return StripReading("   ".join(parts), danger, running)


def console_in_front(window: QWidget, console: QWidget, active: QWidget | None) -> bool:
    """True while the judge sees the console: its tab is current, its window (``active``
    is the active one) is in front, not minimised, and no modal dialog stands before it.
    The console's own pop-up menus (disqualify, a completer) keep it in front."""
    if window.isMinimized() or not window.isVisible() or not console.isVisible():
        return False
    if QApplication.activeModalWidget() is not None:
        return False
    if active is not None and active.windowType() == Qt.WindowType.Popup:
        owner = active.parentWidget()
        active = owner.window() if owner is not None else active
    return active is window


class FloatingClockStrip(QWidget):
    """A frameless tool window above all others that never takes the keyboard."""

    def __init__(self) -> None:
        # No parent: a tool window owned by the console would be minimised with it.
        super().__init__(None)
        self.setWindowFlags(
            Qt.WindowType.Tool
            | Qt.WindowType.FramelessWindowHint
            | Qt.WindowType.WindowStaysOnTopHint
            | Qt.WindowType.WindowDoesNotAcceptFocus
        )
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setObjectName("floatingClockStrip")
        self.setWindowTitle(self.tr("Live clocks"))
        self.label = QLabel("", self)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 4)
        layout.addWidget(self.label)
        self._danger: bool | None = None
        self.show_reading(StripReading("", False, False))

    def show_reading(self, reading: StripReading) -> None:
        self.label.setText(reading.text)
        if reading.danger != self._danger:
            self._danger = reading.danger
            background = "#b71c1c" if reading.danger else "#202020"
            self.setStyleSheet(
                f"#floatingClockStrip {{ background: {background}; border: 2px solid #ffb300; }}"
                " QLabel { color: white; font-weight: bold; }"
            )

    def place_on(self, screen: QScreen | None) -> None:
        """Top-right corner of ``screen``'s free area (dialogs keep their buttons at the
        bottom), its text sized from that screen: the same share of it at 100–200 %."""
        if screen is None:
            return
        area = screen.availableGeometry()
        font = QFont(self.label.font())
        # about 1/30 of the screen's height (1366x768: 25 px; at 200 %, 12 logical px), and
        # narrow enough that the line takes at most half the screen's width
        font.setPixelSize(max(11, min(28, area.height() // 30, area.width() // 40)))
        font.setBold(True)
        if font != self.label.font():
            self.label.setFont(font)
        self.setMaximumWidth(max(120, area.width() // 2))
        layout = self.layout()
        if layout is not None:
            layout.activate()
        size = self.sizeHint().boundedTo(self.maximumSize())
        self.resize(size)
        self.move(QPoint(area.right() + 1 - MARGIN - size.width(), area.top() + MARGIN))


class ClockStripWatcher(QObject):
    """Shows :class:`FloatingClockStrip` while a live clock runs and the console is out of
    sight; hides it as soon as the console is back in front. Reads the clocks only
    through :class:`LiveGame`'s public state and signals."""

    def __init__(self, live: LiveGame, window: QWidget, console: QWidget) -> None:
        super().__init__(window)
        self.live = live
        # The window is this watcher's parent (read back with parent()): kept as an
        # attribute it made a reference cycle that only the garbage collector could free
        # (issue 42: collection belongs on the GUI thread, and a cycle holding the main
        # window makes every collection a window teardown).
        self.console = console
        self.strip = FloatingClockStrip()
        live.ticked.connect(self.refresh)
        live.changed.connect(self.refresh)
        live.pausedChanged.connect(self.soon)
        app = QApplication.instance()
        if isinstance(app, QGuiApplication):
            # Bound methods, not lambdas: Qt drops them with this object, so a closed
            # console's watcher is never called by the application that outlives it.
            app.focusWindowChanged.connect(self._focus_moved)
            app.applicationStateChanged.connect(self.soon)
        window.installEventFilter(self)
        # Modality and activation settle after the event that changed them: look again then.
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setInterval(0)
        self._later.timeout.connect(self.refresh)
        self.enabled = True
        # Whose the keys were when the strip came up: held weakly, as the window is above.
        self._active_ref: weakref.ref[QWidget] | None = None
        self._raise = False

    @property
    def window(self) -> QWidget:
        return self.parent()  # type: ignore[return-value]

    @property
    def _active_before(self) -> QWidget | None:
        return self._active_ref() if self._active_ref is not None else None

    @_active_before.setter
    def _active_before(self, widget: QWidget | None) -> None:
        self._active_ref = weakref.ref(widget) if widget is not None else None

    def _focus_moved(self, focused: object) -> None:
        # A platform that activates every window it shows (Qt's offscreen one, some window
        # managers) gave the strip the keys: they go back to whoever had them.
        handle = self.strip.windowHandle()
        before = self._active_before
        if handle is not None and focused is handle:
            if before is not None and isValid(before) and before.isVisible():
                before.activateWindow()
            return
        if focused is not None:  # the judge's own window: remembered for the next hand-back
            active = QApplication.activeWindow()
            self._active_before = active if active is not self.strip else self._active_before
        self.soon()

    def soon(self, *_changed: object) -> None:
        self._raise = True
        self._later.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        # A window being torn down may still send an event after Python let go of this
        # object's attributes: nothing to watch then (an exception here leaked into the
        # next Qt call of the program, which then failed).
        window = getattr(self, "window", None)
        if window is not None and watched is window and event.type() in (
            QEvent.Type.WindowStateChange, QEvent.Type.ActivationChange, QEvent.Type.Hide, QEvent.Type.Show,
        ):
            self.soon()
        return False

    def active_window(self) -> QWidget | None:
        """The window the judge works in; the strip itself never counts as one."""
        active = QApplication.activeWindow()
        if active is not self.strip:
            return active
        before = self._active_before
        return before if before is not None and isValid(before) else None  # a dialog may be gone

    def wanted(self, reading: StripReading | None = None) -> bool:
        reading = reading or read_strip(self.live)
        # A console window not shown yet (or hidden for good) has nothing to stand in for;
        # a minimised one is still "visible" to Qt.
        return (self.enabled and reading.running and self.window.isVisible()
                and not console_in_front(self.window, self.console, self.active_window()))

    def refresh(self) -> None:
        if not self.enabled:  # the console closed; its game may still tick until shut down
            return
        reading = read_strip(self.live)
        if not self.wanted(reading):
            if self.strip.isVisible():
                self.strip.hide()
            return
        self.strip.show_reading(reading)
        if not self.strip.isVisible():
            self._active_before = self.active_window()
            self.strip.show()
            self._raise = True
        self.strip.place_on(screen_of(self.window))  # after show: sized with its real font
        if self._raise:  # above a dialog or window that came to the front after it
            self._raise = False
            self.strip.raise_()

    def close(self) -> None:
        """The console is closing: the strip goes with it."""
        self.enabled = False
        self._later.stop()
        self.strip.close()
