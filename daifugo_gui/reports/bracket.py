"""The knock-out bracket on paper: the tab's drawing (``tournament.bracket``), scaled to
one landscape A4 page, for the wall."""

from __future__ import annotations

from pathlib import Path
from typing import Sequence

from reportlab.lib import colors
from reportlab.platypus import Flowable

from daifugo_gui.reports.pdf import build, para, styles, titled
from daifugo_gui.reports.text import draw_text, ellipsize
from daifugo_gui.tournament.bracket import BracketLayout, BracketNames, Column, Geometry, bracket_layout
from daifugo_gui.tournament.views import RoundView
from daifugo_gui.words import PrintWord, Wording
from daifugo_gui.words.printed import STAGES

GEOMETRY = Geometry(box_width=200, line_height=16, gap_x=40, gap_y=10, header=24, margin=4)
FONT_SIZE = 10.0  # at scale 1, in layout units


class BracketDrawing(Flowable):
    """The layout scaled down (never up) to the frame it is given; y grows downwards in
    the layout, upwards on the page."""

    def __init__(self, layout: BracketLayout, words: Wording[PrintWord]) -> None:
        super().__init__()
        self.layout = layout
        self.words = words
        self.scale = 1.0

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:  # noqa: N803
        self.scale = min(1.0, availWidth / max(self.layout.width, 1), availHeight / max(self.layout.height, 1))
        self.width, self.height = self.layout.width * self.scale, self.layout.height * self.scale
        return self.width, self.height

    def draw(self) -> None:
        c, k, layout, g = self.canv, self.scale, self.layout, GEOMETRY
        top = self.height

        def y(value: float) -> float:
            return top - value * k

        size = FONT_SIZE * k
        for column in layout.columns:
            draw_text(c, column.x * k, y(g.margin + g.header * 0.6), column_title(column, self.words), size * 1.1)
        c.setStrokeColor(colors.grey)
        c.setLineWidth(max(0.4, 1.2 * k))
        for source, target in layout.links:
            x0, y0 = (source.x + source.width) * k, y(source.centre_y)
            x1, y1 = target.x * k, y(target.centre_y)
            middle = (x0 + x1) / 2
            path = c.beginPath()
            path.moveTo(x0, y0)
            path.lineTo(middle, y0)
            path.lineTo(middle, y1)
            path.lineTo(x1, y1)
            c.drawPath(path, stroke=1, fill=0)
        c.setStrokeColor(colors.black)
        c.setLineWidth(max(0.3, 0.8 * k))
        for box in layout.boxes:
            c.setFillColor(colors.white)
            c.roundRect(box.x * k, y(box.y + box.height), box.width * k, box.height * k, 3 * k, stroke=1, fill=1)
            c.setFillColor(colors.black)
            label = self.words[PrintWord.BYES] if box.table == 0 else f"{self.words[PrintWord.TABLE]} {box.table}"
            if box.placing:  # its own heading: it is played beside the final, not after it
                draw_text(c, box.x * k, y(box.y - g.header * 0.4), self.words[PrintWord.STAGE_THIRD_PLACE], size * 1.1)
            inner = (box.width - 12) * k
            line_y = box.y + 3 + g.line_height * 0.7
            draw_text(c, (box.x + 6) * k, y(line_y), label, size)
            for entry in box.entries:
                line_y += g.line_height
                if entry.goes_on:
                    c.setFillColor(colors.Color(0.85, 0.92, 1.0))
                    c.rect((box.x + 2) * k, y(line_y + 4), (box.width - 4) * k, g.line_height * k, stroke=0, fill=1)
                    c.setFillColor(colors.black)
                text = f"{entry.rank}. {entry.name}" if entry.rank is not None else entry.name
                if entry.score:
                    text += f"  ({entry.score})"
                text = ("→ " if entry.goes_on else "") + text
                draw_text(c, (box.x + 6) * k, y(line_y), ellipsize(text, inner, size), size)
        final = layout.final_box
        if layout.champion and final is not None:
            text = self.words[PrintWord.BRACKET_CHAMPION].format(name=layout.champion)
            draw_text(c, final.x * k, y(final.y + final.height + g.line_height),
                      ellipsize(text, (final.width + g.gap_x) * k, size * 1.1), size * 1.1)


def column_title(column: Column, words: Wording[PrintWord]) -> str:
    """A round's heading: its stage as the tab names it (準決勝 / Semi-final), else its
    number (issue 39: the columns read 第2回戦 / 第5回戦 where organisers say 準決勝)."""
    stage = STAGES.get(column.stage) if column.stage else None
    named = words[stage] if stage is not None else None
    if named is not None:
        return named
    return (words[PrintWord.BRACKET_FINAL] if column.final else words[PrintWord.BRACKET_ROUND]).format(n=column.round)


def bracket_pdf(out: str | Path, rounds: Sequence[RoundView], advance: int, *, lang: str = "ja",
                tournament: str = "", names: BracketNames = BracketNames()) -> int:
    """The bracket of ``rounds`` (the knock-out's, in order) on one landscape page;
    ``names`` (:func:`~daifugo_gui.tournament.bracket.bracket_names`): the rounds' stages
    and the placing tables, drawn apart."""
    words = Wording(PrintWord, lang)
    title = words[PrintWord.BRACKET]
    story = titled(title, tournament)
    if not rounds:
        story.append(para(words[PrintWord.NO_RESULTS], styles().body))
    else:
        story.append(BracketDrawing(bracket_layout(rounds, advance, GEOMETRY, names), words))
    return build(out, story, lang=lang, caption=tournament, wide=True, title=title)
