"""Accessibility (issue 8): font scaling and the high-contrast palette of ui/widgets/theme.py."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from daifugo_gui.ui.widgets import theme
from daifugo_gui.ui.widgets.theme import apply_font_scale, contrast_ratio, high_contrast_palette


def _window(qtbot) -> tuple[QWidget, QLabel, QLabel]:
    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    plain = QLabel("plain", window)
    big = QLabel("12:34", window)
    big_font = QFont(big.font())
    big_font.setPointSizeF(40)
    big.setFont(big_font)
    layout.addWidget(plain)
    layout.addWidget(big)
    window.setFont(QFont(window.font().family(), 10))
    return window, plain, big


def test_scaling_a_window_scales_inherited_and_own_fonts(qtbot) -> None:
    window, plain, big = _window(qtbot)
    apply_font_scale(window, 2.0)
    assert window.font().pointSizeF() == pytest.approx(20)
    assert plain.font().pointSizeF() == pytest.approx(20)  # inherits the window's font
    assert big.font().pointSizeF() == pytest.approx(80)  # its own font, scaled from 40
    assert theme.font_scale(window) == 2.0


def test_scaling_again_starts_from_the_base_size(qtbot) -> None:
    window, plain, big = _window(qtbot)
    apply_font_scale(window, 1.5)
    apply_font_scale(window, 2.5)
    assert window.font().pointSizeF() == pytest.approx(25)
    assert big.font().pointSizeF() == pytest.approx(100)
    apply_font_scale(window, 1.0)
    assert plain.font().pointSizeF() == pytest.approx(10)
    assert big.font().pointSizeF() == pytest.approx(40)


def test_scaled_text_takes_more_room(qtbot) -> None:
    window, plain, _ = _window(qtbot)
    before = plain.sizeHint()
    apply_font_scale(window, 2.0)
    after = plain.sizeHint()
    assert after.height() > before.height() * 1.5 and after.width() > before.width() * 1.5


def test_pixel_sized_fonts_scale_too(qtbot) -> None:
    label = QLabel("px")
    qtbot.addWidget(label)
    font = QFont(label.font())
    font.setPixelSize(30)
    label.setFont(font)
    apply_font_scale(label, 1.5)
    assert label.font().pixelSize() == 45


def test_scaling_the_application(qapp) -> None:
    original = QFont(qapp.font())
    try:
        apply_font_scale(qapp, 1.25)
        assert qapp.font().pointSizeF() == pytest.approx(original.pointSizeF() * 1.25)
        apply_font_scale(qapp, 1.0)
        assert qapp.font().pointSizeF() == pytest.approx(original.pointSizeF())
    finally:
        qapp.setFont(original)
        for name in ("daifugo_base_point_size", "daifugo_base_pixel_size", "daifugo_font_scale"):
            qapp.setProperty(name, None)


@pytest.mark.parametrize("factor", [0.0, 0.49, 4.5, -1.0])
def test_out_of_range_scale_is_refused(qtbot, factor: float) -> None:
    label = QLabel("x")
    qtbot.addWidget(label)
    with pytest.raises(ValueError, match="font scale"):
        apply_font_scale(label, factor)


def test_contrast_ratio_matches_wcag_reference_values() -> None:
    assert contrast_ratio(QColor("#000000"), QColor("#FFFFFF")) == pytest.approx(21.0)
    assert contrast_ratio(QColor("#777777"), QColor("#FFFFFF")) == pytest.approx(4.48, abs=0.01)
    assert contrast_ratio(QColor("#123456"), QColor("#123456")) == pytest.approx(1.0)


TEXT_ON_BACKGROUND = [
    (QPalette.ColorRole.WindowText, QPalette.ColorRole.Window),
    (QPalette.ColorRole.Text, QPalette.ColorRole.Base),
    (QPalette.ColorRole.Text, QPalette.ColorRole.AlternateBase),
    (QPalette.ColorRole.ButtonText, QPalette.ColorRole.Button),
    (QPalette.ColorRole.HighlightedText, QPalette.ColorRole.Highlight),
    (QPalette.ColorRole.ToolTipText, QPalette.ColorRole.ToolTipBase),
    (QPalette.ColorRole.PlaceholderText, QPalette.ColorRole.Base),
    (QPalette.ColorRole.Link, QPalette.ColorRole.Base),
    (QPalette.ColorRole.BrightText, QPalette.ColorRole.Window),
]


@pytest.mark.parametrize("group", [QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive, QPalette.ColorGroup.Disabled])
def test_high_contrast_palette_meets_wcag_aaa(qapp, group) -> None:
    palette = high_contrast_palette()
    for fg, bg in TEXT_ON_BACKGROUND:
        ratio = contrast_ratio(palette.color(group, fg), palette.color(group, bg))
        assert ratio >= 7.0, (group, fg, bg, ratio)


def test_high_contrast_renders_light_on_dark_and_switches_back(qtbot) -> None:
    label = QLabel("素数大富豪 57")
    qtbot.addWidget(label)
    label.setAutoFillBackground(True)
    label.resize(200, 60)
    normal_bg = label.grab().toImage().pixelColor(2, 2)
    theme.apply_high_contrast(label, True)
    assert theme.is_high_contrast(label)
    image = label.grab().toImage()
    assert image.pixelColor(2, 2) == QColor("#000000")
    assert any(image.pixelColor(x, y).lightness() > 200 for x in range(200) for y in range(60))
    theme.apply_high_contrast(label, False)
    assert not theme.is_high_contrast(label)
    assert label.grab().toImage().pixelColor(2, 2) == normal_bg


def test_high_contrast_overrides_style_sheet_colours_now_and_later(qtbot) -> None:
    """Windows styled with sheets (the audience display) turn white on black too."""
    window = QWidget()
    qtbot.addWidget(window)
    window.setStyleSheet("background: #102027; color: #90a4ae;")
    clock = QLabel("1:00", window)
    clock.setStyleSheet("QLabel { color: #1b5e20; background: #12202a; border: 3px solid #2e7d32; }")
    clock.resize(120, 40)
    theme.apply_high_contrast(window, True)
    assert "#1b5e20" not in clock.styleSheet() and "#ffffff" in clock.styleSheet()
    image = clock.grab().toImage()
    colours = {image.pixelColor(x, y).name() for x in range(0, 120, 3) for y in range(0, 40, 3)}
    assert "#000000" in colours and not any(c in colours for c in ("#12202a", "#1b5e20"))
    # The widget restyles itself later (a clock turning red): still high contrast.
    clock.setStyleSheet("QLabel { color: #b71c1c; background: #fafafa; }")
    assert clock.styleSheet().endswith("QLabel { color: #ffffff; background: #000000; }")
    late = QLabel("new", window)
    late.setStyleSheet("color: #777777;")
    late.show()  # a child added later is caught when it is polished for showing
    assert "#ffffff" in late.styleSheet()
    theme.apply_high_contrast(window, False)
    assert clock.styleSheet() == "QLabel { color: #b71c1c; background: #fafafa; }"
    assert window.styleSheet() == "background: #102027; color: #90a4ae;"
    clock.setStyleSheet("color: #123456;")  # no longer rewritten once switched off
    assert clock.styleSheet() == "color: #123456;"


def test_style_sheet_rewrite_keeps_layout_rules() -> None:
    sheet = "QLabel { color: red; padding: 6px; border-radius: 8px; border: 2px solid #ff0000; }"
    rewritten = theme.high_contrast_style_sheet(sheet)
    assert "padding: 6px" in rewritten and "border-radius: 8px" in rewritten
    assert "border: 2px solid #ffffff" in rewritten and "color: #ffffff" in rewritten
    assert "selection-background-color: #ffe600" in theme.high_contrast_style_sheet("selection-background-color: red")
