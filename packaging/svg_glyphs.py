"""Turn text into SVG path outlines, so the drawn card faces and icons need no font.

Used by the resource generators in this folder (make_cards.py, make_icon.py). A face
written with <text> would look different on every machine and in every viewer;
outlines look the same everywhere, including inside QSvgRenderer in a bundle.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication, QPainterPath, QTransform  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
RESOURCES = ROOT / "daifugo_gui" / "resources"

# DejaVu Sans Bold gives the heavy, open digits a card needs; the shipped IPAex Gothic
# (always present) covers kanji and stands in for Latin glyphs when DejaVu is missing.
LATIN_FONT_FILES = (
    Path("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
    Path("/Library/Fonts/DejaVuSans-Bold.ttf"),
)
KANJI_FONT_FILE = RESOURCES / "fonts" / "ipaexg.ttf"


def ensure_app() -> QGuiApplication:
    """Font outlines need a QGuiApplication (offscreen is enough)."""
    app = QGuiApplication.instance()
    if app is None:
        app = QGuiApplication(sys.argv[:1])
    return app  # type: ignore[return-value]


def _family_from(path: Path) -> str | None:
    if not path.is_file():
        return None
    font_id = QFontDatabase.addApplicationFont(str(path))
    families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
    return families[0] if families else None


@dataclass(frozen=True)
class Fonts:
    latin: QFont
    kanji: QFont


def load_fonts() -> Fonts:
    ensure_app()
    kanji_family = _family_from(KANJI_FONT_FILE)
    if kanji_family is None:
        raise SystemExit(f"the shipped font is missing: {KANJI_FONT_FILE}")
    latin_family = next((f for f in map(_family_from, LATIN_FONT_FILES) if f), None)
    latin = QFont(latin_family or kanji_family)
    latin.setBold(True)
    latin.setPixelSize(200)
    kanji = QFont(kanji_family)
    kanji.setPixelSize(200)
    return Fonts(latin, kanji)


def text_path(text: str, font: QFont) -> QPainterPath:
    path = QPainterPath()
    path.addText(0, 0, font, text)
    return path


def fit(path: QPainterPath, cx: float, cy: float, height: float, max_width: float | None = None) -> QPainterPath:
    """Scale ``path`` so its ink is ``height`` tall (narrowed to ``max_width``), centred on (cx, cy)."""
    box = path.boundingRect()
    scale_y = height / box.height()
    scale_x = scale_y
    if max_width is not None and box.width() * scale_x > max_width:
        scale_x = max_width / box.width()
    transform = QTransform()
    transform.translate(cx, cy)
    transform.scale(scale_x, scale_y)
    transform.translate(-box.center().x(), -box.center().y())
    return transform.map(path)


def path_data(path: QPainterPath) -> str:
    """The SVG ``d`` attribute of a QPainterPath (absolute commands, 0.1 precision)."""
    out: list[str] = []
    i = 0
    count = path.elementCount()

    def num(value: float) -> str:
        text = f"{value:.1f}".rstrip("0").rstrip(".")
        return "0" if text == "-0" else text

    while i < count:
        element = path.elementAt(i)
        if element.isMoveTo():
            if out:
                out.append("Z")
            out.append(f"M{num(element.x)} {num(element.y)}")
            i += 1
        elif element.isLineTo():
            out.append(f"L{num(element.x)} {num(element.y)}")
            i += 1
        else:  # a cubic: this element and the next two hold its three points
            c2 = path.elementAt(i + 1)
            end = path.elementAt(i + 2)
            out.append(
                f"C{num(element.x)} {num(element.y)} {num(c2.x)} {num(c2.y)} {num(end.x)} {num(end.y)}"
            )
            i += 3
    return "".join(out) + "Z"
