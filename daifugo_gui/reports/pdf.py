"""What every report shares: the embedded Japanese font, styles, page furniture.

The shipped IPAex Gothic is embedded as a TrueType subset, so Japanese names render and
can be searched in any viewer (a CID font would not embed: NOTES.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Sequence

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, Paragraph, SimpleDocTemplate, Table, TableStyle

from daifugo_gui.paths import japanese_font
from daifugo_gui.reports.labels import labels

FONT = "IPAexGothic"


def register_font() -> str:
    """Register the shipped font once per process; its reportlab name."""
    if FONT not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(TTFont(FONT, str(japanese_font())))
    return FONT


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
    """Text for a Paragraph (which reads a little XML)."""
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


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
          header_rows: int = 1, font_size: float = 9, row_height: float | None = None) -> Table:
    t = Table(
        [list(r) for r in data],
        colWidths=list(widths),
        rowHeights=row_height,
        repeatRows=header_rows,
    )
    t.setStyle(TableStyle(grid_style(header_rows, font_size) + list(extra)))
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
        self.words = labels(lang)
        self.caption = caption
        self.printed = datetime.now().strftime("%Y-%m-%d %H:%M")

    def __call__(self, canvas: Canvas, doc: SimpleDocTemplate) -> None:
        canvas.saveState()
        canvas.setFont(FONT, 8)
        width, _ = doc.pagesize
        y = 10 * mm
        canvas.drawString(doc.leftMargin, y, self.caption)
        canvas.drawCentredString(width / 2, y, self.words["printed"].format(when=self.printed))
        canvas.drawRightString(
            width - doc.rightMargin, y, self.words["page"].format(n=canvas.getPageNumber())
        )
        canvas.restoreState()


def build(out: str | Path, story: list[Flowable], *, lang: str, caption: str = "",
          wide: bool = False, title: str = "") -> int:
    """Write the PDF; returns the number of pages."""
    register_font()
    size = landscape(A4) if wide else A4
    doc = SimpleDocTemplate(
        str(out),
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
    return int(doc.page)


def para(text: Any, style: ParagraphStyle) -> Paragraph:
    return Paragraph(escape(text), style)
