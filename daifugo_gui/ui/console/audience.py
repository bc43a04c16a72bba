"""The audience display: clocks, the field, whose turn and the state, for players and spectators."""

from __future__ import annotations

import math

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QGuiApplication, QScreen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLayout, QSizePolicy, QVBoxLayout, QWidget

from daifugo_gui.rules import Game, Outcome, Result
from daifugo_gui.timing.clocks import TableClocks
from daifugo_gui.ui.console.clock_faces import ClockPanel
from daifugo_gui.ui.console.table_view import NORMAL_STYLE, REVOLUTION_STYLE, field_value_text
from daifugo_gui.ui.console.verdict_panel import STYLES, headline
from daifugo_gui.app.translation import fill
from daifugo_gui.ui.widgets.screen_fit import FRAME_ALLOWANCE, fit_window


def _font(base: QFont, size: int, bold: bool = True) -> QFont:
    f = QFont(base)
    f.setPointSize(size)
    f.setBold(bold)
    return f


class AudienceWindow(QWidget):
    """A second window; full screen on a second monitor when there is one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("Prime Daifugo — 素数大富豪"))
        self.setStyleSheet("background: #102027; color: white;")
        self.clocks = ClockPanel(96, self, dark=True)
        self.turn = QLabel("", self)
        self.turn.setFont(_font(self.font(), 40))
        self.turn.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.state = QLabel("", self)
        self.state.setFont(_font(self.font(), 30))
        self.state.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.field = QLabel("", self)
        self.field.setFont(_font(self.font(), 56))
        self.field.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.field.setWordWrap(True)
        self.value = QLabel("", self)
        self.value.setFont(_font(self.font(), 34, False))
        self.value.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.value.setWordWrap(True)
        self.verdict = QLabel("", self)
        self.verdict.setFont(_font(self.font(), 36))
        self.verdict.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.verdict.setWordWrap(True)
        self.counts = QLabel("", self)
        self.counts.setFont(_font(self.font(), 30, False))
        self.counts.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.counts.setWordWrap(True)
        left = QVBoxLayout()
        left.addWidget(self.turn)
        left.addWidget(self.state)
        left.addStretch(1)
        left.addWidget(self.field)
        left.addWidget(self.value)
        left.addStretch(1)
        left.addWidget(self.verdict)
        left.addWidget(self.counts)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 3)
        layout.addWidget(self.clocks, 2)
        # Sizes are for a 1280 x 720 window and follow the window (a projector, a laptop
        # half-screen) times the judge's preference, so nothing clips at 200 %.
        self.user_scale = 1.0
        self._base = {label: label.font().pointSizeF() for label in
                      (self.turn, self.state, self.field, self.value, self.verdict, self.counts)}
        for label in self._base:  # the window's size decides the fonts, never the other way round
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.clocks.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.layout().setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        fit_window(self, QSize(1280, 720))

    def set_user_scale(self, factor: float) -> None:
        self.user_scale = factor
        self._rescale()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._rescale()

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        self._rescale()  # what fits is known only once the window is laid out

    def _rescale(self) -> None:
        """Fonts from the space: the window's size times the judge's preference, then
        smaller until the clocks and every line fit (issue 35: at 200 % on one 1366×768
        screen the turn clock and the card counts were clipped). Worked out from the
        fonts' metrics, not from the layout, which learns new sizes only later."""
        fit = min(self.width() / 1280, self.height() / 720) * self.user_scale
        for _ in range(30):
            if self._fits_at(fit):
                break
            fit *= 0.92
        self._apply_scale(fit)

    def _apply_scale(self, fit: float) -> None:
        for label, size in self._base.items():
            font = QFont(label.font())
            font.setPointSizeF(max(7.0, size * fit))
            label.setFont(font)
        self.clocks.set_scale(fit)  # the digits too: at 200 % they read "0:3" when they did not

    def _fits_at(self, fit: float) -> bool:
        layout = self.layout()
        if layout is None:
            return True
        margins, gap = layout.contentsMargins(), max(0, layout.spacing())
        width = self.width() - margins.left() - margins.right() - gap
        height = self.height() - margins.top() - margins.bottom()
        clock_w, left_w = width * 2 / 5, width * 3 / 5

        def metrics(label: QLabel, size: float) -> QFontMetricsF:
            font = QFont(label.font())
            font.setPointSizeF(max(7.0, size * fit))
            return QFontMetricsF(font)

        clock_h = 0.0
        for face in (self.clocks.turn, self.clocks.game):
            for label, size in face._base_pt.items():
                fm = metrics(label, size)
                clock_h += fm.height()
                if label is face.digits and fm.horizontalAdvance(label.text() or "00:00") + 16 > clock_w:
                    return False
            clock_h += 12  # the faces' margins and frames
        clock_h += metrics(self.clocks.call, self.clocks._call_pt).height() + 2 * gap
        left_h = 0.0
        for label, size in self._base.items():
            if not label.text():
                continue
            fm = metrics(label, size)
            lines = sum(max(1, math.ceil(fm.horizontalAdvance(line) / max(1.0, left_w - 12)))
                        for line in label.text().split("\n"))
            left_h += fm.height() * lines + gap + 12  # padding of the coloured labels
        return clock_h <= height and left_h <= height * 0.95

    def screen_names(self) -> list[str]:
        return [f"{i + 1}: {s.name()} ({s.geometry().width()}×{s.geometry().height()})"
                for i, s in enumerate(QGuiApplication.screens())]

    def show_on_screen(self, index: int | None, home: QScreen | None = None) -> None:
        """Full screen on the chosen screen; on the console's own screen (``home``), a
        window beside it, sized and placed from that screen's free area."""
        screens = QGuiApplication.screens()
        primary = home or QGuiApplication.primaryScreen()
        if index is not None and 0 <= index < len(screens) and screens[index] is not primary:
            target = screens[index]
            self.setScreen(target)
            self.move(target.geometry().topLeft())
            self.showFullScreen()
            return
        # One screen: never cover the console; a third of it, at the bottom right, never
        # smaller than can be read and never beyond the screen's free area.
        area = primary.availableGeometry() if primary is not None else None
        if area is not None:
            if primary is not None:
                self.setScreen(primary)
            frame = FRAME_ALLOWANCE
            width = min(max(480, area.width() // 3), area.width() - frame.width())
            height = min(max(300, area.height() // 3), area.height() - frame.height())
            self.resize(width, height)
            self.move(area.right() + 1 - width - frame.width(), area.bottom() + 1 - height - frame.height())
        self.show()
        if area is not None:
            fit_window(self, self.size(), area)  # with the real frame, once it is known

    def show_game(self, game: Game | None) -> None:
        if game is None:
            self.turn.setText(self.tr("素数大富豪 Prime Daifugo"))
            for label in (self.state, self.field, self.value, self.verdict, self.counts):
                label.setText("")
            self.state.setStyleSheet("")
            return
        mover = game.to_move
        if game.finished:
            ranking = "   ".join(f"{i}. {n}" for i, n in enumerate(game.ranking(), start=1))
            self.turn.setText(self.tr("Game over"))
            self.counts.setText(ranking)
        else:
            self.turn.setText(fill(self.tr("%1 to move"), mover or "—"))
            counts = game.hand_counts()
            parts = []
            for name in game.players:
                if name in game.out:
                    parts.append(f"{name}: {self.tr('out')} #{game.out.index(name) + 1}")
                elif name in game.disqualified:
                    parts.append(f"{name}: {self.tr('disqualified')}")
                else:
                    parts.append(f"{name}: {counts[name]}")
            parts.append(fill(self.tr("deck %1"), str(game.deck_count)))
            self.counts.setText("   ·   ".join(parts))
        if game.revolution:
            self.state.setText(self.tr("REVOLUTION 革命"))
            self.state.setStyleSheet(REVOLUTION_STYLE)
        else:
            self.state.setText(self.tr("Normal 平常"))
            self.state.setStyleSheet(NORMAL_STYLE)
        self.field.setText(game.field_text or "—")
        self.value.setText(field_value_text(game))
        self._rescale()  # longer texts (a long play, five players' counts) may need smaller type

    def show_outcome(self, outcome: Outcome, factors: str | None = None) -> None:
        """The verdict with who played it, and the factor field of a composite play."""
        _, bg, fg = STYLES.get(outcome.result, ("", "#263238", "white"))
        text = f"{outcome.player}: {headline(outcome)}" if outcome.player else headline(outcome)
        if outcome.result is Result.FOUL and outcome.value:
            text += f"  {'∞' if outcome.value == 'inf' else outcome.value}"  # the number that fouled
        if factors and outcome.result is Result.COMPOSITE and outcome.value:
            text += f"\n{outcome.value} = {factors.replace(' ^ ', '^').replace(' * ', ' × ')}"
        self.verdict.setText(text)
        self.verdict.setStyleSheet(f"background: {bg}; color: {fg}; border-radius: 8px; padding: 6px;")
        self._rescale()

    def update_clocks(self, clocks: TableClocks | None, paused: bool) -> None:
        self.clocks.update_from(clocks, paused)
