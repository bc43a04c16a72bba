"""Issue 29: the short cuts a print takes for its table cells write the very pages that
reportlab's general way writes.

A table cell (FitText) is sized and drawn through short cuts: its size is asked and it
is placed and drawn directly instead of through reportlab's general flowable list, a
table of such cells sizes all its rows at once (reportlab's sizing is not run for each
page), rows are sized once per question, a one-line fit is kept when the row's height is known, a
one-font text is found by a set comparison, and a text is written without being measured
again. Each print below is made twice, with the short cuts and with the general way
(reportlab's own sizing and drawing of a cell, fitted afresh with the row's height, fonts
looked up per character, written with ``textOut``), and the pages' drawing operators
must be the same bytes.
"""

from __future__ import annotations

import datetime as _dt
import random
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pypdf import PdfReader
from reportlab.pdfbase import pdfmetrics
from reportlab.platypus import Flowable, Table

import daifugo_gui.reports.pdf as pdf_module
from daifugo_gui.reports import round_results_pdf, standings_pdf
from daifugo_gui.reports import text as text_module
from daifugo_gui.reports.standings import seating_list_pdf
from daifugo_gui.reports.text import (
    FitTable,
    FitText,
    fit_one_line,
    fit_text,
    font_runs,
    record_text_boxes,
    text_width,
)
from daifugo_gui.tournament import Tournament
from daifugo_gui.tournament.demo import fill_long_names_event, long_text
from daifugo_gui.tournament.scoring import StandingRow


class _Noon(_dt.datetime):
    """A fixed "printed at" in the footer, so two prints can be compared byte for byte."""

    @classmethod
    def now(cls, tz: Any = None) -> "_Noon":
        return cls(2026, 11, 27, 12, 0)


def _general_wrap(self: FitText, availWidth: float, availHeight: float) -> tuple[float, float]:  # noqa: N803
    """Every ask fitted afresh, the row's height (when given) limiting the fit."""
    height = availHeight if availHeight < 10_000 else None
    self.fitted = fit_text(self.text, availWidth, self.size or 9.0, min_size=self.min_size,
                           max_lines=self.max_lines, max_height=height)
    self.width, self.height = availWidth, self.fitted.height
    return availWidth, self.fitted.height


def _general_draw_text(canvas: Any, x: float, y: float, text: str, size: float, align: str = "LEFT") -> float:
    """Each run written with reportlab's textOut, the font set as draw_text sets it."""
    width = sum(pdfmetrics.stringWidth(r.text, r.font, size) for r in text_module.font_runs(text))
    x -= width / 2 if align in ("CENTER", "CENTRE") else width if align == "RIGHT" else 0
    runs = text_module.font_runs(text)
    single = len(runs) == 1
    if single and (canvas._fontname != runs[0].font or canvas._fontsize != size):
        canvas.setFont(runs[0].font, size)
    line = canvas.beginText(x, y)
    for run in runs:
        if not single:
            line.setFont(run.font, size)
        line.textOut(run.text)
    if not single:
        line.setFont(canvas._fontname, canvas._fontsize)
    canvas.drawText(line)
    return width


def _runs_char_by_char(text: str) -> tuple[text_module.Run, ...]:
    """Each character's font looked up on its own (font_runs without its short cut)."""
    runs: list[text_module.Run] = []
    font, chars = text_module.FONT, ""
    for char in text:
        if text_module._is_selector(char):
            continue
        found = text_module.font_for(char)
        if found is None:
            found = font if chars and unicodedata.category(char).startswith("M") else text_module.FONT
        if found != font and chars:
            runs.append(text_module.Run(font, chars))
            chars = ""
        font = found
        chars += char
    if chars:
        runs.append(text_module.Run(font, chars))
    return tuple(runs)


def general_ways(monkeypatch: pytest.MonkeyPatch) -> None:
    set_up = FitText.__init__

    def init_as_a_flowable(self: FitText, *args: Any, **kwargs: Any) -> None:
        Flowable.__init__(self)
        set_up(self, *args, **kwargs)

    monkeypatch.setattr(FitText, "__init__", init_as_a_flowable)
    monkeypatch.setattr(FitTable, "_listCellGeom", Table._listCellGeom)
    monkeypatch.setattr(FitTable, "_calc_height", Table._calc_height)
    monkeypatch.delattr(FitText, "spaceBefore")
    monkeypatch.delattr(FitText, "spaceAfter")
    monkeypatch.setattr(text_module, "font_runs", _runs_char_by_char)
    monkeypatch.setattr(text_module, "text_width", lambda text, size: sum(
        pdfmetrics.stringWidth(r.text, r.font, size) for r in _runs_char_by_char(text)))
    monkeypatch.setattr(FitTable, "_drawCell", Table._drawCell)
    monkeypatch.setattr(FitText, "wrap", _general_wrap)
    monkeypatch.setattr(text_module, "draw_text", _general_draw_text)


def forget_fits() -> None:
    for memo in (fit_text, text_module._measured, font_runs, text_width):
        memo.cache_clear()


def page_operators(path: Path) -> list[bytes]:
    pages = []
    for page in PdfReader(str(path)).pages:
        contents = page.get_contents()
        assert contents is not None
        pages.append(contents.get_data())
    return pages


def made_both_ways(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, make: Callable[[Path], Any]) -> list[bytes]:
    monkeypatch.setattr(pdf_module, "datetime", _Noon)
    forget_fits()
    make(tmp_path / "short.pdf")
    short = page_operators(tmp_path / "short.pdf")
    with monkeypatch.context() as m:
        general_ways(m)
        forget_fits()
        make(tmp_path / "general.pdf")
    general = page_operators(tmp_path / "general.pdf")
    assert len(short) == len(general)
    for number, (a, b) in enumerate(zip(short, general), start=1):
        assert a == b, f"page {number} differs"
    # Recording the lines drawn (tests of long names do) takes the short cut too, and
    # still gives each line its cell's box.
    with record_text_boxes() as boxes:
        make(tmp_path / "recorded.pdf")
    assert page_operators(tmp_path / "recorded.pdf") == short
    assert boxes and all(box.cell is not None and box.inside_cell() for box in boxes)
    return short


def crowded_rows(players: int, rounds: int) -> list[StandingRow]:
    """Names that fit, shrink, wrap and end in "…"; rare kanji drawn in the fallback font."""
    rng = random.Random(29)
    rows = []
    for place in range(1, players + 1):
        ranks = tuple(rng.choice([1, 2, 3, 4, 0, None]) for _ in range(rounds))
        rows.append(StandingRow(
            place=place, player_id=place, name=f"𠮷田{'太郎' * (place % 7)} {'Alexander ' * (place % 3)}",
            reading=f"よしだ {'たろう' * (place % 6)}", affiliation=f"クラブ{place % 16} 素数大富豪研究会" * (place % 4),
            points=rng.randint(0, 30), games=rounds, wins=rng.randint(0, rounds), rank_sum=rng.randint(rounds, 40),
            head_to_head=rng.randint(-2, 2), largest_prime=str(rng.getrandbits(90) | 1), byes=0,
            rank_score=rng.random() * rounds, opposition=rng.randint(0, 200), round_ranks=ranks,
            round_sizes=tuple(4 if r else None for r in ranks),
        ))
    return rows


def test_a_crowded_standings_list_is_the_same_either_way(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    rows = crowded_rows(70, 9)
    pages = made_both_ways(monkeypatch, tmp_path, lambda out: standings_pdf(
        out, rows, lang="ja", tournament="𠮷野家杯 " * 12, final=True))
    assert len(pages) >= 2  # the table is split over pages, its heading repeated


def test_a_short_list_set_tighter_for_its_notes_is_the_same_either_way(monkeypatch: pytest.MonkeyPatch,
                                                                      tmp_path: Path) -> None:
    rows = crowded_rows(23, 4)
    pages = made_both_ways(monkeypatch, tmp_path, lambda out: standings_pdf(out, rows, lang="en", tournament="Cup"))
    assert len(pages) == 1


@pytest.fixture(scope="module")
def long_event(tmp_path_factory: pytest.TempPathFactory) -> Any:
    path = tmp_path_factory.mktemp("long") / "cup.sqlite"
    t = Tournament.create(path, long_text(random.Random(0), 100), seed=1)
    fill_long_names_event(t)
    yield t
    t.close()


@pytest.mark.parametrize("kind", ["standings", "results", "seating"])
def test_the_longest_names_print_the_same_either_way(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                     long_event: Any, kind: str) -> None:
    name = long_event.info().name
    view = long_event.round(1)
    make = {
        "standings": lambda out: standings_pdf(out, long_event.standings(), lang="ja", tournament=name),
        "results": lambda out: round_results_pdf(out, view, lang="en", tournament=name),
        # Fixed rows' heights are given to the fitting before the draw: 4-line cells.
        "seating": lambda out: seating_list_pdf(out, view, lang="ja", tournament=name),
    }[kind]
    made_both_ways(monkeypatch, tmp_path, make)


CHARS = st.sampled_from(list("ab cdeFGH  ") + list("山田太郎花子さくら") + ["𠮷", "\u0301", "\ufe00", "\u3000"])


@settings(max_examples=300, deadline=None)
@given(text=st.text(CHARS, max_size=40), width=st.floats(4, 160), size=st.sampled_from([7.5, 8, 9, 13]),
       min_size=st.sampled_from([6, 8]), max_height=st.one_of(st.none(), st.floats(1, 60)))
def test_a_one_line_fit_is_what_fitting_gives_at_any_height(text: str, width: float, size: float, min_size: float,
                                                            max_height: float | None) -> None:
    """Why a drawn cell may keep its one-line fit: the row's height never changes it."""
    line = fit_one_line(text, width, size, min_size)
    fitted = fit_text(text, width, size, min_size=min_size, max_lines=2, max_height=max_height)
    if line is not None:
        assert fitted == line
    if text_width(text, size) <= width:
        assert line == fitted == text_module.Fitted(size, (text,))


TEXTS = st.text(st.sampled_from(list("ab 1/4.-") + list("山田太郎さくら、") + ["𠮷", "𩸽", "\u0301", "\ufe00", "\U000e0100", "\u3000"]),
                max_size=30)


@settings(max_examples=300, deadline=None)
@given(text=TEXTS)
def test_runs_are_those_a_look_up_per_character_finds(text: str) -> None:
    font_runs.cache_clear()
    assert font_runs(text) == _runs_char_by_char(text)


def test_the_shortcuts_are_taken_with_the_reportlab_installed() -> None:
    """The figures in the README come from the short cuts: the reportlab this project is
    held to (5.x) has every internal they use."""
    text_module.shortcuts_fit.cache_clear()
    assert text_module.shortcuts_fit() is True


def test_a_reportlab_without_the_internals_prints_the_same_pages_its_own_way(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A reportlab release that renamed one of the internals the short cuts use: the
    probe says so, and every print goes reportlab's own way, with the same pages."""
    rows = crowded_rows(30, 9)
    monkeypatch.setattr(pdf_module, "datetime", _Noon)
    forget_fits()
    standings_pdf(tmp_path / "short.pdf", rows, lang="ja", tournament="Cup", final=True)
    with monkeypatch.context() as m:
        m.delattr(Table, "_listCellGeom")  # as if renamed: FitTable's own stays, reportlab's is gone
        text_module.shortcuts_fit.cache_clear()
        assert text_module.shortcuts_fit() is False
    text_module.shortcuts_fit.cache_clear()
    with monkeypatch.context() as m:
        m.setattr(text_module, "shortcuts_fit", lambda: False)
        forget_fits()
        standings_pdf(tmp_path / "own.pdf", rows, lang="ja", tournament="Cup", final=True)
    assert page_operators(tmp_path / "own.pdf") == page_operators(tmp_path / "short.pdf")
