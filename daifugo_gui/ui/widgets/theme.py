"""Accessibility: font scaling and a high-contrast palette (for the audience display first).

The audience sits metres away from the screen; the judge may have tired eyes at the end
of a long day. ``apply_font_scale`` enlarges a whole window (or the application) from
the size it had before any scaling, so calling it again never compounds;
``high_contrast_palette`` is white and yellow on black, every text role at a WCAG
contrast ratio of at least 7:1 (level AAA).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication, QWidget

MIN_FONT_SCALE = 0.5
MAX_FONT_SCALE = 4.0
FONT_SCALES = (1.0, 1.25, 1.5, 2.0, 2.5, 3.0)
"""The steps offered in the settings."""

# Dynamic properties remembering each object's size before scaling: scaling is always
# from that base, so 1.5 then 2.0 gives 2.0, never 3.0.
_BASE_POINT_SIZE = "daifugo_base_point_size"
_BASE_PIXEL_SIZE = "daifugo_base_pixel_size"
_SCALE = "daifugo_font_scale"
_HIGH_CONTRAST = "daifugo_high_contrast"

BLACK = QColor("#000000")
WHITE = QColor("#FFFFFF")
YELLOW = QColor("#FFE600")
CYAN = QColor("#7FE9FF")
GREY = QColor("#C8C8C8")  # disabled text: dimmer, still readable on black (12:1)
DARK = QColor("#1A1A1A")


def _scaled_font(target: QWidget | QApplication, factor: float) -> QFont:
    font = QFont(target.font())
    point = target.property(_BASE_POINT_SIZE)
    pixel = target.property(_BASE_PIXEL_SIZE)
    if point is None and pixel is None:
        if font.pointSizeF() > 0:
            point = font.pointSizeF()
            target.setProperty(_BASE_POINT_SIZE, point)
        else:
            pixel = font.pixelSize()
            target.setProperty(_BASE_PIXEL_SIZE, pixel)
    if point is not None:
        font.setPointSizeF(float(point) * factor)
    else:
        font.setPixelSize(max(1, round(int(pixel) * factor)))
    return font


def apply_font_scale(target: QWidget | QApplication, factor: float) -> QFont:
    """Scale the font of ``target`` (a widget and its subtree, or the whole application).

    Widgets below ``target`` that set a font of their own (a big clock face, a heading)
    are scaled too, each from its own base size. Returns the font given to ``target``.
    Raises ValueError for a factor outside 0.5–4.
    """
    if not MIN_FONT_SCALE <= factor <= MAX_FONT_SCALE:
        raise ValueError(f"font scale {factor} is outside {MIN_FONT_SCALE}-{MAX_FONT_SCALE}")
    font = _scaled_font(target, factor)
    target.setFont(font)
    target.setProperty(_SCALE, float(factor))
    if isinstance(target, QWidget):
        for child in target.findChildren(QWidget):
            # Only widgets with a font of their own: the rest inherit the new one.
            if child.testAttribute(Qt.WidgetAttribute.WA_SetFont):
                child.setFont(_scaled_font(child, factor))
    return font


def font_scale(target: QWidget | QApplication) -> float:
    """The factor last applied to ``target`` (1.0 if never scaled)."""
    value = target.property(_SCALE)
    return float(value) if value is not None else 1.0


def high_contrast_palette() -> QPalette:
    """White text on black, yellow for selection and focus, cyan links; same in every state."""
    palette = QPalette()
    roles = {
        QPalette.ColorRole.Window: BLACK,
        QPalette.ColorRole.WindowText: WHITE,
        QPalette.ColorRole.Base: BLACK,
        QPalette.ColorRole.AlternateBase: DARK,
        QPalette.ColorRole.Text: WHITE,
        QPalette.ColorRole.Button: BLACK,
        QPalette.ColorRole.ButtonText: WHITE,
        QPalette.ColorRole.BrightText: YELLOW,
        QPalette.ColorRole.Highlight: YELLOW,
        QPalette.ColorRole.HighlightedText: BLACK,
        QPalette.ColorRole.ToolTipBase: BLACK,
        QPalette.ColorRole.ToolTipText: WHITE,
        QPalette.ColorRole.PlaceholderText: GREY,
        QPalette.ColorRole.Link: CYAN,
        QPalette.ColorRole.LinkVisited: QColor("#E0B0FF"),
        QPalette.ColorRole.Light: WHITE,
        QPalette.ColorRole.Midlight: GREY,
        QPalette.ColorRole.Mid: GREY,
        QPalette.ColorRole.Dark: GREY,
        QPalette.ColorRole.Shadow: WHITE,
        QPalette.ColorRole.Accent: YELLOW,
    }
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive, QPalette.ColorGroup.Disabled):
        for role, colour in roles.items():
            palette.setColor(group, role, colour)
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, GREY)
    return palette


# Style sheets override the palette, so under high contrast every colour a widget's
# style sheet sets is rewritten: text white, backgrounds black (the original is kept in
# a property and comes back when high contrast is switched off).
_ORIGINAL_SHEET = "daifugo_original_style_sheet"
_ENFORCER = "daifugo_high_contrast_enforcer"
_SHEET_MARK = "/* daifugo high contrast */"
_COLOUR_PROPERTY_RE = re.compile(
    r"(?<![\w-])(color|background-color|background|selection-color|selection-background-color)\s*:\s*[^;}]+"
)
_BORDER_COLOUR_RE = re.compile(
    r"(?<![\w-])(border(?:-(?:top|right|bottom|left))?)\s*:\s*([^;}]*?)(#[0-9A-Fa-f]{3,8}|[a-z]+\([^)]*\))"
)
_HIGH_CONTRAST_BY_PROPERTY = {
    "color": WHITE,
    "background": BLACK,
    "background-color": BLACK,
    "selection-color": BLACK,
    "selection-background-color": YELLOW,
}


def high_contrast_style_sheet(sheet: str) -> str:
    """``sheet`` with its colours replaced: text white, backgrounds black, borders white,
    selections black on yellow (as in :func:`high_contrast_palette`)."""
    sheet = _COLOUR_PROPERTY_RE.sub(lambda m: f"{m.group(1)}: {_HIGH_CONTRAST_BY_PROPERTY[m.group(1)].name()}", sheet)
    sheet = _BORDER_COLOUR_RE.sub(lambda m: f"{m.group(1)}: {m.group(2)}{WHITE.name()}", sheet)
    return _SHEET_MARK + sheet


class _StyleSheetEnforcer(QObject):
    """Rewrites the style sheet of ``root`` and its descendants whenever one is set."""

    def __init__(self, root: QWidget) -> None:
        super().__init__(root)
        self.setObjectName(_ENFORCER)
        self._root = root

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() in (QEvent.Type.StyleChange, QEvent.Type.Polish)  # Polish: new children
            and isinstance(watched, QWidget)
            and (watched is self._root or self._root.isAncestorOf(watched))
        ):
            _rewrite_sheet(watched)
        return False


def _rewrite_sheet(widget: QWidget) -> None:
    sheet = widget.styleSheet()
    if sheet and not sheet.startswith(_SHEET_MARK):
        widget.setProperty(_ORIGINAL_SHEET, sheet)
        widget.setStyleSheet(high_contrast_style_sheet(sheet))


def _restore_sheets(root: QWidget) -> None:
    for widget in [root, *root.findChildren(QWidget)]:
        original = widget.property(_ORIGINAL_SHEET)
        if original is not None:
            widget.setProperty(_ORIGINAL_SHEET, None)
            if widget.styleSheet().startswith(_SHEET_MARK):
                widget.setStyleSheet(str(original))


def apply_high_contrast(target: QWidget | QApplication, enabled: bool) -> None:
    """Switch ``target`` to the high-contrast palette, or back to the style's own.

    For a window, colours set by style sheets (its own and its children's, now and
    later) are overridden too, so a window styled with sheets turns white on black.
    """
    if enabled:
        target.setPalette(high_contrast_palette())
    elif isinstance(target, QWidget):
        target.setPalette(QPalette())  # an empty palette: inherit again
    else:
        target.setPalette(target.style().standardPalette())
    target.setProperty(_HIGH_CONTRAST, bool(enabled))
    if not isinstance(target, QWidget):
        return
    app = QApplication.instance()
    enforcer = target.findChild(QObject, _ENFORCER, Qt.FindChildOption.FindDirectChildrenOnly)
    if enabled:
        if enforcer is None and app is not None:
            app.installEventFilter(_StyleSheetEnforcer(target))
        for widget in [target, *target.findChildren(QWidget)]:
            _rewrite_sheet(widget)
    else:
        if enforcer is not None:
            if app is not None:
                app.removeEventFilter(enforcer)
            enforcer.setParent(None)
            enforcer.deleteLater()
        _restore_sheets(target)


def is_high_contrast(target: QWidget | QApplication) -> bool:
    return bool(target.property(_HIGH_CONTRAST))


def relative_luminance(colour: QColor) -> float:
    """WCAG 2 relative luminance of an sRGB colour."""

    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4

    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) + 0.0722 * linear(colour.blueF())


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG 2 contrast ratio, 1 (none) to 21 (black on white)."""
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)
