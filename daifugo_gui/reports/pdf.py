"""What every report shares: the embedded Japanese fonts, styles, page furniture.

The shipped IPAex Gothic is embedded as a TrueType subset, so Japanese names render and
can be searched in any viewer (a CID font would not embed: NOTES.md); the rare kanji it
lacks are drawn in the shipped Noto Sans JP (``reports/text.py``).
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Sequence

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, Paragraph, SimpleDocTemplate, Spacer, TableStyle

from daifugo_gui.files import OutputKind, check_output, write_output
from daifugo_gui.reports.text import (
    FONT,
    FitTable,
    FitText,
    draw_text,
    ellipsize,
    markup,
    register_fonts,
    text_width,
)
from daifugo_gui.words import PrintWord, Wording


def register_font() -> str:
    """Register the shipped fonts once per process; the primary one's reportlab name."""
    return register_fonts()


@dataclass(frozen=True)
class Styles:
    title: ParagraphStyle
    subtitle: ParagraphStyle
    body: ParagraphStyle
    cell: ParagraphStyle
    small: ParagraphStyle


def styles() -> Styles:
    font = register_font()
    base = ParagraphStyle("base", fontName=font, fontSize=10, leading=13, wordWrap="CJK")
    return Styles(
        title=ParagraphStyle("title", parent=base, fontSize=18, leading=23, alignment=TA_CENTER),
        subtitle=ParagraphStyle("subtitle", parent=base, fontSize=11, leading=15, alignment=TA_CENTER),
        body=base,
        cell=ParagraphStyle("cell", parent=base, fontSize=9, leading=11),
        small=ParagraphStyle("small", parent=base, fontSize=8, leading=10),
    )


def escape(text: Any) -> str:
    """Text for a Paragraph (which reads a little XML), each character in a font that has
    it (the rare kanji in the fallback font)."""
    return markup(str(text))


def grid_style(header_rows: int = 1, font_size: float = 9) -> list[tuple[Any, ...]]:
    font = register_font()
    style: list[tuple[Any, ...]] = [
        ("FONTNAME", (0, 0), (-1, -1), font),
        ("FONTSIZE", (0, 0), (-1, -1), font_size),
        ("GRID", (0, 0), (-1, -1), 0.5, colors.black),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
    ]
    if header_rows:
        style += [
            ("BACKGROUND", (0, 0), (-1, header_rows - 1), colors.Color(0.88, 0.88, 0.88)),
            ("ALIGN", (0, 0), (-1, header_rows - 1), "CENTER"),
        ]
    return style


def table(data: Sequence[Sequence[Any]], widths: Sequence[float], extra: Sequence[tuple[Any, ...]] = (),
          header_rows: int = 1, font_size: float = 9, row_height: Any = None,
          min_size: float = 6.0) -> FitTable:
    """A ruled table. Every plain-text cell becomes a FitText: it shrinks (down to
    ``min_size``), wraps or ends in "…" rather than run into the next column, and draws
    each character in a font that has it. Other flowables are left as they are."""
    cells = [[FitText(v, min_size=min_size) if isinstance(v, str) else v for v in r] for r in data]
    t = FitTable(
        cells,
        colWidths=list(widths),
        rowHeights=row_height,
        repeatRows=header_rows,
    )
    t.setStyle(TableStyle(grid_style(header_rows, font_size) + list(extra)))
    t.bind_cells()
    return t


def when_text(iso: str | None) -> str:
    """ISO 8601 as "2026-11-21 10:05" (the text itself if it does not parse)."""
    if not iso:
        return ""
    try:
        return datetime.fromisoformat(iso).strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return iso


def minutes_between(start: str | None, end: str | None) -> int | None:
    try:
        a = datetime.fromisoformat(start or "")
        b = datetime.fromisoformat(end or "")
    except ValueError:
        return None
    try:
        return round((b - a).total_seconds() / 60)
    except TypeError:  # one aware, one naive
        return None


def short_prime(digits: str | None, limit: int = 24) -> str:
    """A long prime shortened for a narrow column: leading digits … (n digits)."""
    if not digits:
        return ""
    if len(digits) <= limit:
        return digits
    return f"{digits[: limit - 10]}…({len(digits)})"


class _Footer:
    def __init__(self, lang: str, caption: str) -> None:
        self.words = Wording(PrintWord, lang)
        self.caption = caption
        self.printed = datetime.now().strftime("%Y-%m-%d %H:%M")

    def __call__(self, canvas: Canvas, doc: SimpleDocTemplate) -> None:
        canvas.saveState()
        canvas.setFont(FONT, 8)
        width, _ = doc.pagesize
        y = 10 * mm
        printed = self.words[PrintWord.PRINTED].format(when=self.printed)
        # The caption (a tournament's name, up to 100 characters) gets the room left of
        # the centred date, never a character more.
        room = width / 2 - text_width(printed, 8) / 2 - doc.leftMargin - 4 * mm
        draw_text(canvas, doc.leftMargin, y, ellipsize(self.caption, room, 8), 8)
        canvas.drawCentredString(width / 2, y, printed)
        canvas.drawRightString(
            width - doc.rightMargin, y, self.words[PrintWord.PAGE].format(n=canvas.getPageNumber())
        )
        canvas.restoreState()


def build(out: str | Path, story: list[Flowable], *, lang: str, caption: str = "",
          wide: bool = False, title: str = "") -> int:
    """Write the PDF; returns the number of pages.

    The PDF is made in memory and then written in one step (:mod:`daifugo_gui.files`):
    an existing file of another kind is refused before any work, and a failing disk
    leaves the old file, never half a PDF."""
    check_output(out, OutputKind.PDF)
    register_font()
    size = landscape(A4) if wide else A4
    buffer = io.BytesIO()
    doc = SimpleDocTemplate(
        buffer,
        pagesize=size,
        leftMargin=14 * mm,
        rightMargin=14 * mm,
        topMargin=14 * mm,
        bottomMargin=18 * mm,
        title=title,
        author="daifugo_gui",
        lang=lang,
    )
    footer = _Footer(lang, caption)
    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    write_output(out, buffer.getvalue(), OutputKind.PDF)
    return int(doc.page)


def para(text: Any, style: ParagraphStyle) -> Paragraph:
    return Paragraph(escape(text), style)


def titled(title: str, subtitle: str = "") -> list[Flowable]:
    """A page's heading: what the page is, the line under it (the tournament, …), a gap."""
    st = styles()
    story: list[Flowable] = [para(title, st.title)]
    if subtitle:
        story.append(para(subtitle, st.subtitle))
    story.append(Spacer(1, 4 * mm))
    return story
