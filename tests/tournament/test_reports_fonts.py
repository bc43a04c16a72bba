"""Issue 14: rare kanji in names print as themselves, not as boxes.

IPAex Gothic lacks 𠮷, 𩸽 and most of JIS X 0213's levels 3 and 4; the shipped Noto Sans
JP draws them. Every character's font is checked against that font's own cmap, and the
printed PDF is read back (pdftotext) to see the names came out whole.
"""

from __future__ import annotations

import random
import re
import unicodedata
from pathlib import Path

import pytest
from reportlab.pdfbase import pdfmetrics

from daifugo_gui.paths import fallback_font, resource
from pdf_reading import pdf_text

from daifugo_gui.reports import SheetHeading, blank_score_sheet, standings_pdf
from daifugo_gui.words import LANGS, PrintWord, Wording
from daifugo_gui.reports.text import (
    FALLBACK_FONT,
    FONT,
    FONTS,
    font_runs,
    has_glyph,
    markup,
    register_fonts,
    text_width,
)
from daifugo_gui.tournament.scoring import StandingRow



def jis_x_0213() -> tuple[list[str], list[str]]:
    """Every kanji of JIS X 0213, as (plane 1, plane 2), from Python's EUC-JIS-2004 codec."""
    plane1: list[str] = []
    plane2: list[str] = []
    for hi in range(0xA1, 0xFF):
        for lo in range(0xA1, 0xFF):
            for prefix, into in ((b"", plane1), (b"\x8f", plane2)):
                try:
                    text = (prefix + bytes([hi, lo])).decode("euc_jis_2004")
                except UnicodeDecodeError:
                    continue
                into.extend(c for c in text if unicodedata.name(c, "").startswith("CJK"))
    return plane1, plane2


def in_jis_x_0208(char: str) -> bool:
    try:
        return len(char.encode("euc_jp")) == 2  # three bytes is JIS X 0212
    except UnicodeEncodeError:
        return False


PLANE1, PLANE2 = jis_x_0213()
LEVEL3 = [c for c in PLANE1 if not in_jis_x_0208(c)]
LEVEL4 = PLANE2
_pick = random.Random(14)
RARE_NAMES = [
    "𠮷田 太郎", "髙橋 一二三", "山﨑 花子", "德永 まこと", "塚原 卜伝", "﨟たけし", "森 鷗外", "𩸽野 ほっけ",
    # A few names from levels 3 and 4 (the first of each, and some drawn at random).
    LEVEL3[0] + LEVEL3[1] + " " + LEVEL3[-1], LEVEL4[0] + LEVEL4[1] + " " + LEVEL4[-1],
    "".join(_pick.sample(LEVEL3, 4)) + " " + "".join(_pick.sample(LEVEL4, 3)),
    "".join(_pick.sample(LEVEL4, 4)) + " " + "".join(_pick.sample(LEVEL3, 3)),
]


def test_the_fallback_font_ships_with_its_licence() -> None:
    font = fallback_font()
    assert font.is_file() and 1_000_000 < font.stat().st_size < 10_000_000
    licence = resource("fonts", "NotoSansJP_OFL.txt").read_text(encoding="utf-8")
    assert "SIL Open Font License" in licence and "NotoSansJP-Regular.ttf" in licence


def test_the_sample_really_is_rare() -> None:
    """The names need the fallback: IPAex Gothic alone lacks some of their characters."""
    assert len(LEVEL3) > 1000 and len(LEVEL4) > 2000
    assert "𩸽" in LEVEL3 + LEVEL4
    assert "𠮷" not in PLANE1 + PLANE2  # not even in JIS X 0213, yet a common family name
    assert not has_glyph(FONT, "𠮷")
    assert sum(not has_glyph(FONT, c) for c in "".join(RARE_NAMES)) >= 5


@pytest.mark.parametrize("name", RARE_NAMES)
def test_every_character_of_a_rare_name_is_drawn_in_a_font_that_has_it(name: str) -> None:
    runs = font_runs(name)
    assert "".join(r.text for r in runs) == name
    for run in runs:
        for char in run.text:
            assert has_glyph(run.font, char), f"{char} (U+{ord(char):04X}) drawn in {run.font}"
    # Runs change font only where the font must change, and the primary font is asked first.
    assert all(a.font != b.font for a, b in zip(runs, runs[1:]))
    assert all(run.font == FONT for run in runs if all(has_glyph(FONT, c) for c in run.text))


def test_every_kanji_of_jis_x_0213_has_a_font() -> None:
    missing = [c for c in PLANE1 + PLANE2 if not any(has_glyph(f, c) for f in FONTS)]
    assert missing == []


def test_width_is_measured_in_the_drawing_font() -> None:
    register_fonts()
    plain = pdfmetrics.stringWidth("山田", FONT, 10)
    rare = pdfmetrics.stringWidth("𠮷", FALLBACK_FONT, 10)
    assert text_width("山田𠮷", 10) == pytest.approx(plain + rare)
    assert rare > 5  # a full-width glyph, not the primary font's empty box


def test_paragraph_markup_switches_font_for_the_rare_runs_only() -> None:
    assert markup("𠮷田 <b>&") == f'<font face="{FALLBACK_FONT}">𠮷</font>田 &lt;b&gt;&amp;'
    # A variation selector (no font maps it) is left out rather than printed as a box.
    assert markup("葛\U000E0100城") == "葛城"


def test_report_labels_need_no_fallback() -> None:
    """Labels are drawn by plain table cells too: all of them are in IPAex Gothic."""
    for lang in LANGS:
        for text in Wording(PrintWord, lang).by_name().values():
            assert all(has_glyph(FONT, c) for c in text if not c.isspace()), text




def embedded_fonts(path: Path) -> set[str]:
    return set(re.findall(rb"/BaseFont /[A-Z]{6}\+([\w-]+)", path.read_bytes()))  # type: ignore[arg-type]


def test_rare_names_print_and_read_back(tmp_path: Path) -> None:
    sheet = tmp_path / "sheet.pdf"
    blank_score_sheet(sheet, seats=len(RARE_NAMES), lang="ja", heading=SheetHeading("𠮷野家杯", 1, 1),
                      players=RARE_NAMES)
    rows = [StandingRow(i + 1, i, name, "", "𩸽の会", 10 - i, 1, 0, 2, 0, None, 0)
            for i, name in enumerate(RARE_NAMES)]
    standings = tmp_path / "standings.pdf"
    standings_pdf(standings, rows, lang="ja", tournament="𠮷野家杯")
    for out in (sheet, standings):
        assert embedded_fonts(out) >= {b"IPAexGothic", b"NotoSansJP-Regular"}
        text = pdf_text(out)
        for name in RARE_NAMES:
            assert name in text, name
        assert "𠮷野家杯" in text


def test_the_screens_draw_rare_kanji_with_the_shipped_fallback(qapp) -> None:
    """On screen too: a name with 𠮷 shows the glyph, not a box (issue 14)."""
    from PySide6.QtGui import QFont, QRawFont

    from daifugo_gui.ui.main import install_japanese_font

    before = qapp.font()
    try:
        primary = install_japanese_font(qapp)
        families = qapp.font().families()
        assert families[0] == primary and len(families) == 2
        assert not QRawFont.fromFont(QFont(primary)).supportsCharacter(0x20BB7)
        assert QRawFont.fromFont(QFont(families[1])).supportsCharacter(0x20BB7)
    finally:
        qapp.setFont(before)
