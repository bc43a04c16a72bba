"""The shipped images and sounds, loaded for widgets: the app icon, card faces, clock calls.

Files come from ``daifugo_gui/resources/`` through :func:`daifugo_gui.paths.resource`, so the same
code works in a checkout, an installed package and a PyInstaller bundle. The images are
drawn by ``packaging/make_cards.py`` and ``packaging/make_icon.py``, the sounds by
``packaging/make_sounds.py``.
"""

from __future__ import annotations

import shutil
import sys
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QObject, QProcess, QRectF, QSize, Qt, QUrl, Signal
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from daifugo_gui.paths import resource
from daifugo_gui.rules.cards import RANK_LETTERS, Card, Token
from daifugo_gui.timing.clocks import ClockEvent

CARD_ASPECT = 250 / 350  # width / height of every card face
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
BACK = "back"


class ClockCall(Enum):
    """The calls a clock makes, each with its own sound file."""

    THIRTY_SECONDS = "clock_30s.wav"
    TEN_SECONDS = "clock_10s.wav"
    TIME_UP = "clock_alarm.wav"


def app_icon() -> QIcon:
    """The application icon, with every pixel size so no size is scaled from another."""
    icon = QIcon()
    for size in ICON_SIZES:
        icon.addFile(str(resource("icons", f"daifugo_gui_{size}.png")), QSize(size, size))
    return icon


def card_image_name(card: Card | Token | None, red_joker: bool = False) -> str:
    """The face's file stem: the card text of CONTRACTS.md (``SA``, ``H10``, ``7``, ``X``).

    ``None`` is the back. A joker is black unless ``red_joker`` (the two differ only
    for the shown-card method of D5, R17).
    """
    if card is None:
        return BACK
    if isinstance(card, Token):
        card = card.card
    if card.is_joker:
        return "X_red" if red_joker else "X"
    rank = RANK_LETTERS.get(card.rank, str(card.rank))
    return f"{card.suit.value if card.suit else ''}{rank}"


def card_svg(card: Card | Token | None, red_joker: bool = False) -> Path:
    """The SVG file of a card face (or of the back for ``None``)."""
    return resource("cards", f"{card_image_name(card, red_joker)}.svg")


def card_size(height: int) -> QSize:
    """The pixel size of a card drawn ``height`` pixels tall."""
    return QSize(round(height * CARD_ASPECT), height)


class CardImages:
    """Card faces rendered to pixmaps at any height, each size rendered once.

    Keep one per window: a renderer parses its SVG once and the pixmaps are cached
    by (face, height, pixel ratio, declared joker value).
    """

    def __init__(self, directory: Path | None = None) -> None:
        self._directory = directory if directory is not None else resource("cards")
        self._renderers: dict[str, QSvgRenderer] = {}
        self._pixmaps: dict[tuple[str, int, float, int | None], QPixmap] = {}

    def renderer(self, name: str) -> QSvgRenderer:
        if name not in self._renderers:
            path = self._directory / f"{name}.svg"
            renderer = QSvgRenderer(str(path))
            if not renderer.isValid():
                raise FileNotFoundError(f"card image {path} is missing or not a valid SVG")
            self._renderers[name] = renderer
        return self._renderers[name]

    def pixmap(
        self,
        card: Card | Token | None,
        height: int,
        device_pixel_ratio: float = 1.0,
        red_joker: bool = False,
    ) -> QPixmap:
        """The face of ``card`` (``None``: the back), ``height`` logical pixels tall.

        A joker token with a declared value (``X=7``, R2) shows that value in a badge,
        so the field reads as the number it makes.
        """
        if height <= 0:
            raise ValueError(f"card height must be positive, not {height}")
        name = card_image_name(card, red_joker)
        declared = card.declared if isinstance(card, Token) else None
        key = (name, height, device_pixel_ratio, declared)
        cached = self._pixmaps.get(key)
        if cached is not None:
            return cached
        renderer = self.renderer(name)  # before painting: a failure must not leave a painter open
        size = card_size(height)
        pixmap = QPixmap(round(size.width() * device_pixel_ratio), round(height * device_pixel_ratio))
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter, QRectF(0, 0, pixmap.width(), pixmap.height()))
        if declared is not None:
            _paint_declared_value(painter, pixmap.width(), pixmap.height(), declared)
        painter.end()
        pixmap.setDevicePixelRatio(device_pixel_ratio)
        self._pixmaps[key] = pixmap
        return pixmap


def _paint_declared_value(painter: QPainter, width: int, height: int, value: int) -> None:
    """A dark badge over the joker's ∞: ``= 7`` (declared, it is no longer ∞)."""
    badge = QRectF(width * 0.15, height * 0.28, width * 0.70, height * 0.30)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#263238"))
    painter.drawRoundedRect(badge, badge.height() * 0.25, badge.height() * 0.25)
    font = QFont(QApplication.font())
    font.setBold(True)
    font.setPixelSize(max(6, round(badge.height() * 0.72)))
    painter.setFont(font)
    painter.setPen(QColor("#FFFFFF"))
    painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, f"= {value}")


def _sound_effect_class() -> type | None:
    """QSoundEffect when QtMultimedia is installed (PySide6-Addons), else ``None``.

    PySide6-Essentials, the project's dependency, ships no QtMultimedia (the Addons wheel
    that has it is a 167 MiB download for Linux, 6.11.3), so the system's own player is
    the usual way.
    """
    try:
        from PySide6.QtMultimedia import QSoundEffect
    except ImportError:
        return None
    return QSoundEffect


@dataclass(frozen=True)
class SystemPlayer:
    """A WAV player every default desktop install has: ``name`` and how to start it.

    Windows: the standard library's winsound. macOS: ``afplay``. Linux: ``pw-play``
    (PipeWire), ``paplay`` (PulseAudio) or ``aplay`` (ALSA, alsa-utils), the first found.
    """

    name: str
    start: Callable[[Path], object]


def _detached(program: str, args: list[str]) -> Callable[[Path], object]:
    # Detached: the call plays while the judge goes on, and no child is left to reap.
    return lambda path: QProcess.startDetached(program, [*args, str(path)])


def system_player() -> SystemPlayer | None:
    """The platform's WAV player, or ``None`` when this machine has none."""
    if sys.platform == "win32":
        import winsound

        flags = winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT
        return SystemPlayer("winsound", lambda path: winsound.PlaySound(str(path), flags))
    candidates = [("afplay", [])] if sys.platform == "darwin" else [("pw-play", []), ("paplay", []), ("aplay", ["-q"])]
    for name, args in candidates:
        program = shutil.which(name)
        if program:
            return SystemPlayer(name, _detached(program, args))
    return None


def call_for(event: ClockEvent) -> ClockCall | None:
    """The sound for a clock event: the 30 s and 10 s calls and the alarm at zero."""
    if event.kind == "alarm":
        return ClockCall.TIME_UP
    if event.kind == "call":
        return {30: ClockCall.THIRTY_SECONDS, 10: ClockCall.TEN_SECONDS}.get(event.seconds)
    return None


_FIND = object()  # "look for the system player" (None means: use none)


class ClockSounds(QObject):
    """Plays the clock calls: QtMultimedia if installed, else the system's WAV player,
    else the system beep.

    ``muted`` silences everything; ``enabled`` holds the calls the judge wants to hear
    (Preferences). ``played`` fires for every call, heard or not, so a visual cue can
    follow it too.
    """

    played = Signal(object)

    def __init__(
        self,
        parent: QObject | None = None,
        directory: Path | None = None,
        use_multimedia: bool = True,
        beep: Callable[[], None] | None = None,
        player: SystemPlayer | None | object = _FIND,
    ) -> None:
        super().__init__(parent)
        self._directory = directory if directory is not None else resource("sounds")
        self._beep = beep if beep is not None else QApplication.beep
        self.muted = False
        self.enabled: set[ClockCall] = set(ClockCall)
        self._effects: dict[ClockCall, QObject] = {}
        effect_class = _sound_effect_class() if use_multimedia else None
        if effect_class is not None:
            for call in ClockCall:
                effect = effect_class(self)
                effect.setSource(QUrl.fromLocalFile(str(self.sound_file(call))))
                self._effects[call] = effect
        self._player: SystemPlayer | None = None
        if not self._effects:
            self._player = system_player() if player is _FIND else player  # type: ignore[assignment]

    @property
    def backend(self) -> str:
        """``"qtmultimedia"``, the system player's name (``"paplay"`` …) or ``"beep"``."""
        if self._effects:
            return "qtmultimedia"
        return self._player.name if self._player is not None else "beep"

    def sound_file(self, call: ClockCall) -> Path:
        return self._directory / call.value

    def play(self, call: ClockCall) -> None:
        if not self.muted and call in self.enabled:
            effect = self._effects.get(call)
            if effect is not None:
                effect.play()  # type: ignore[attr-defined]
            elif self._player is not None:
                self._player.start(self.sound_file(call))
            else:
                self._beep()
        self.played.emit(call)
