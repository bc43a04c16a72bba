"""The crosstable (対戦表) printed: a row and a numbered column per player, landscape A4.

A large field does not shrink to unreadable cells: when the players' columns would be
narrower than :data:`MIN_CELL`, they are split over several pages, each repeating the
rows (players 1–20 on the first, 21–40 on the next …). Each group of a group stage gets
its own page.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Sequence

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, PageBreak, Spacer

from daifugo_gui.reports.pdf import build, para, styles, table, titled
from daifugo_gui.tournament.crosstable import LOSS, WIN, Crosstable
from daifugo_gui.words import PrintWord, Wording

PAGE_WIDTH = 269 * mm  # landscape A4 inside the margins
NUMBER = 8 * mm
NAME = 46 * mm
TOTALS = 14 * mm  # points, place
MIN_CELL = 9 * mm


def column_pages(players: int) -> list[range]:
    """The players' columns of each page (0-based), as even as the width allows."""
    room = PAGE_WIDTH - NUMBER - NAME - 2 * TOTALS
    per_page = max(1, int(room // MIN_CELL))
    pages = max(1, -(-players // per_page))
    size = -(-players // pages) if players else 0
    return [range(start, min(players, start + size)) for start in range(0, max(players, 1), max(size, 1))]


def crosstable_pdf(out: str | Path, tables: Sequence[Crosstable], *, lang: str = "ja", tournament: str = "") -> int:
    """One crosstable per group (or one for the whole field); returns the page count."""
    words = Wording(PrintWord, lang)
    st = styles()
    story: list[Flowable] = []
    for cross in tables:
        n = len(cross.players)
        pages = column_pages(n)
        for columns in pages:
            if story:
                story.append(PageBreak())
            title = words[PrintWord.CROSSTABLE]
            if cross.title:
                title += "  " + words[PrintWord.CROSSTABLE_GROUP].format(name=cross.title)
            subtitle = tournament
            if len(pages) > 1:
                shown = words.say(PrintWord.CROSSTABLE_COLUMNS, first=columns.start + 1, last=columns.stop)
                subtitle += ("  " if subtitle else "") + shown
            story += titled(title, subtitle)
            if not n:
                story.append(para(words[PrintWord.NO_RESULTS], st.body))
                continue
            story.append(_grid(cross, columns, words))
            story += [Spacer(1, 3 * mm), para(words.say(PrintWord.CROSSTABLE_LEGEND, won=WIN, lost=LOSS), st.small)]
    if not story:
        story.append(para(words[PrintWord.CROSSTABLE], st.title))
    title = words[PrintWord.CROSSTABLE]
    return build(out, story, lang=lang, caption=tournament, wide=True, title=title)


def _grid(cross: Crosstable, columns: range, words: Wording[PrintWord]) -> Any:
    players = cross.players
    numbers = [str(c + 1) for c in columns]
    header = ["", words[PrintWord.PLAYER], *numbers, *words.texts(PrintWord.POINTS, PrintWord.PLACE)]
    data: list[list[Any]] = [header]
    for r, row in enumerate(players):
        line = [str(r + 1), row.name]
        line += ["" if c == r else cross.text(row.id, players[c].id) for c in columns]
        line += [str(row.points), str(row.place)]
        data.append(line)
    cell = min(16 * mm, (PAGE_WIDTH - NUMBER - NAME - 2 * TOTALS) / max(1, len(columns)))
    widths = [NUMBER, NAME, *([cell] * len(columns)), TOTALS, TOTALS]
    shaded = [
        ("BACKGROUND", (2 + c - columns.start, 1 + c), (2 + c - columns.start, 1 + c), colors.Color(0.75, 0.75, 0.75))
        for c in columns
        if c < len(players)
    ]
    return table(data, widths, font_size=9 if len(players) <= 24 else 8,
                 extra=shaded + [("ALIGN", (0, 1), (0, -1), "CENTER"),
                                 ("ALIGN", (2, 0), (-1, -1), "CENTER"),
                                 ("TOPPADDING", (0, 0), (-1, -1), 2),
                                 ("BOTTOMPADDING", (0, 0), (-1, -1), 2)])
