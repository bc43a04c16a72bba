"""Issue 29: fitting text to a column measures each text once (prefix sums), and breaks,
shrinks and cuts exactly as measuring every candidate slice afresh did."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from reportlab.pdfbase import pdfmetrics

from daifugo_gui.reports import text as fitting
from daifugo_gui.reports.text import ELLIPSIS, _pieces, fit_text, text_width, wrap_lines

# Names as tournaments see them: Latin words, kana and kanji, rare kanji only the fallback
# font has (𠮷), spaces of both widths, a combining accent and a variation selector.
CHARS = st.sampled_from(list("ab cdeFGH  ") + list("山田太郎花子さくら") + ["𠮷", "𩸽", "\u0301", "\ufe00", "…", "\u3000"])
TEXTS = st.text(CHARS, max_size=70)


def slow_line_starts(text: str, width: float, size: float) -> list[int]:
    """The greedy breaking, each candidate line measured afresh (the former way)."""
    starts, line, at = [0], "", 0
    for piece in _pieces(text):
        if text_width((line + piece).rstrip(), size) <= width:
            line += piece
            at += len(piece)
            continue
        if line.strip():
            starts.append(at)
            line = ""
        if text_width(piece.rstrip(), size) <= width:
            line = piece
            at += len(piece)
            continue
        for char in piece:
            if line and text_width((line + char).rstrip(), size) > width:
                starts.append(at)
                line = ""
            line += char
            at += 1
    return starts


def slow_ellipsize(text: str, width: float, size: float) -> str:
    if text_width(text, size) <= width:
        return text
    cut = text
    while cut and text_width(cut.rstrip() + ELLIPSIS, size) > width:
        cut = cut[:-1]
    return cut.rstrip() + ELLIPSIS


@settings(max_examples=300, deadline=None)
@given(text=TEXTS, width=st.floats(4, 220), size=st.sampled_from([6, 7.5, 8, 9, 12]))
def test_breaking_and_cutting_agree_with_measuring_every_slice(text: str, width: float, size: float) -> None:
    assert fitting._line_starts(text, width, size) == slow_line_starts(text, width, size)
    assert fitting.ellipsize(text, width, size) == slow_ellipsize(text, width, size)


@settings(max_examples=200, deadline=None)
@given(text=TEXTS, start=st.integers(0, 70), length=st.integers(0, 70), size=st.sampled_from([6, 8.5, 9]))
def test_a_slice_measures_to_the_same_width_as_measured_alone(text: str, start: int, length: int, size: float) -> None:
    start = min(start, len(text))
    end = min(len(text), start + length)
    assert fitting._measured(text).width(start, end, size) == text_width(text[start:end], size)


def test_fitting_a_long_name_measures_it_once_not_per_character(monkeypatch) -> None:
    """A 600-character name in a narrow column: wrapped at several sizes, then cut with "…".
    Measuring every slice afresh took tens of thousands of measurements."""
    calls = []
    real = pdfmetrics.stringWidth
    monkeypatch.setattr(pdfmetrics, "stringWidth", lambda *a, **k: calls.append(a) or real(*a, **k))
    name = "山田 Taro " * 60
    fitted = fit_text(name, 80.0, 9, min_size=6, max_lines=2)
    assert fitted.size == 6 and len(fitted.lines) == 2 and fitted.lines[-1].endswith(ELLIPSIS)
    assert fitted.lines[0] == wrap_lines(name, 80.0, 6)[0]
    assert len(calls) < 20  # whole-text measurements only: the slices come from prefix sums
