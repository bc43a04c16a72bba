"""Text on a printed page: which font draws each character, and text that fits its column.

IPAex Gothic, the primary font, covers JIS X 0208 but not the rarer kanji of JIS X 0213
that real names use (𠮷, 𩸽 and some three thousand more): reportlab would draw them as
empty boxes. Every string is therefore cut into runs, each drawn in the first font that
has its glyphs: IPAex Gothic, else the shipped Noto Sans JP. Widths are measured the same
way, so a string is as wide on paper as it was measured.

``FitText`` is a table cell that never runs over its neighbours: it shrinks its text down
to a floor size, then wraps it to (at most) two lines, then ends it with "…". Drawn
texts can be recorded (``record_text_boxes``) so tests can check the geometry.
"""

from __future__ import annotations

import bisect
import contextlib
import math
import re
import unicodedata
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Iterator

from reportlab.pdfbase import pdfmetrics, ttfonts
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.textobject import PDFTextObject
from reportlab.platypus import Flowable, Table

from daifugo_gui.paths import fallback_font, japanese_font, shipped

FONT = "IPAexGothic"
FALLBACK_FONT = "NotoSansJP"
FONTS = (FONT, FALLBACK_FONT)  # in the order they are asked for a glyph

ELLIPSIS = "…"
LEADING = 1.2  # line pitch as a multiple of the font size
# Variation selectors pick a glyph variant (葛󠄀); neither font maps them (reportlab reads
# no format-14 cmap), and drawn alone they would print a box: they are left out.
_SELECTORS = (range(0xFE00, 0xFE10), range(0xE0100, 0xE01F0))
_SELECTOR_CODES = frozenset(code for r in _SELECTORS for code in r)


_WIDE_CODE = re.compile(r"^(<[0-9A-F]{2}>) <([0-9A-F]{5,6})>$", re.MULTILINE)


def _surrogates(match: re.Match[str]) -> str:
    code = int(match.group(2), 16) - 0x10000
    return f"{match.group(1)} <{0xD800 + (code >> 10):04X}{0xDC00 + (code & 0x3FF):04X}>"


def _mend_to_unicode() -> None:
    """Make reportlab's ToUnicode maps right for characters beyond U+FFFF.

    reportlab writes each code as 4+ hex digits, so 𠮷 (U+20BB7) becomes "<20BB7>", which
    PDF readers take as something else: the name prints right but copies and searches
    wrong. A ToUnicode map wants UTF-16BE, a surrogate pair for such characters; the
    map reportlab made is rewritten line by line (other lines are left as they are)."""
    original = ttfonts.makeToUnicodeCMap
    if getattr(original, "mended", False):
        return

    def make(fontname: str, subset: Any) -> str:
        return _WIDE_CODE.sub(_surrogates, original(fontname, subset))

    make.mended = True  # type: ignore[attr-defined]
    ttfonts.makeToUnicodeCMap = make


def register_fonts() -> str:
    """Register the shipped fonts once per process; the primary font's reportlab name.

    Called before every measurement, so the usual case is one dictionary look-up."""
    if FALLBACK_FONT in pdfmetrics._fonts:  # the registry; registered last of the two
        return FONT
    _mend_to_unicode()
    for name, path in ((FONT, japanese_font), (FALLBACK_FONT, fallback_font)):
        if name not in pdfmetrics.getRegisteredFontNames():
            # A missing font is a damaged install: say "reinstall", not "report a bug" (issue 40).
            pdfmetrics.registerFont(TTFont(name, str(shipped(path()))))
    return FONT


def has_glyph(font: str, char: str) -> bool:
    """Whether ``font`` (a registered TrueType font) maps ``char`` to a glyph."""
    register_fonts()
    return ord(char) in pdfmetrics.getFont(font).face.charToGlyph


@lru_cache(maxsize=65536)
def font_for(char: str) -> str | None:
    """The first shipped font that has ``char``; None when neither has it."""
    for font in FONTS:
        if has_glyph(font, char):
            return font
    return None


def _is_selector(char: str) -> bool:
    return ord(char) in _SELECTOR_CODES


@dataclass(frozen=True)
class Run:
    """Consecutive characters drawn in one font."""

    font: str
    text: str


@lru_cache(maxsize=16384)
def font_runs(text: str) -> tuple[Run, ...]:
    """``text`` cut into runs by the font that has each character.

    A combining mark neither font has stays with the character before it (it belongs to
    that character); any other character no font has is drawn in the primary font, whose
    empty box then shows that something is missing, rather than silently dropping it.
    """
    codes = set(map(ord, text))
    # Nearly every text has only characters of the primary font: one run, found by a set
    # comparison instead of a look-up per character (issue 29).
    if codes and codes.isdisjoint(_SELECTOR_CODES) and codes <= _face(register_fonts()).charToGlyph.keys():
        return (Run(FONT, text),)
    runs: list[Run] = []
    font, chars = FONT, list[str]()
    for char in text:
        if _is_selector(char):
            continue
        found = font_for(char)
        if found is None:
            found = font if chars and unicodedata.category(char).startswith("M") else FONT
        if found != font and chars:
            runs.append(Run(font, "".join(chars)))
            chars = []
        font = found
        chars.append(char)
    if chars:
        runs.append(Run(font, "".join(chars)))
    return tuple(runs)


@lru_cache(maxsize=65536)
def text_width(text: str, size: float) -> float:
    """The width of ``text`` at ``size`` points, each run measured in its own font.

    Remembered: a print measures each cell's text to fit it and again to draw it."""
    register_fonts()
    runs = font_runs(text)
    if len(runs) == 1:  # the usual case, without summing a generator
        return float(pdfmetrics.stringWidth(runs[0].text, runs[0].font, size))
    return sum(pdfmetrics.stringWidth(r.text, r.font, size) for r in runs)


_TABLE_METHODS = ("_listCellGeom", "_calc_height", "_drawCell")
_TABLE_FIELDS = ("_argH", "_argW", "_rowHeights", "_spanCmds", "_minRowHeights", "_cellvalues", "_cellStyles")


@lru_cache(maxsize=1)
def shortcuts_fit() -> bool:
    """Whether this reportlab has the Table and text-object internals the print's
    shortcuts (FitTable, draw_text) work through. reportlab is held to 5.x, whose pages
    tests/tournament/test_reports_fast_cells.py compares byte for byte with reportlab's
    own way; a release that renames one of them is printed reportlab's own way, slower
    but whole, rather than failing at a tournament's printer."""
    table = Table([[""]])
    return (all(callable(getattr(Table, name, None)) for name in _TABLE_METHODS)
            and all(hasattr(table, name) for name in _TABLE_FIELDS)
            and callable(getattr(PDFTextObject, "_formatText", None)))


def draw_text(canvas: Any, x: float, y: float, text: str, size: float, align: str = "LEFT") -> float:
    """Draw ``text`` with its baseline at ``y``, font by font; returns its width.

    ``align`` says what ``x`` is: the left end (LEFT), the middle (CENTER) or the right
    end (RIGHT) of the text."""
    register_fonts()
    width = text_width(text, size)
    if align in ("CENTER", "CENTRE"):
        x -= width / 2
    elif align == "RIGHT":
        x -= width
    runs = font_runs(text)
    single = len(runs) == 1
    # Most cells are one run: the page keeps its font between texts, so it is set only
    # when it changes, not again inside every cell's text (a 256-player print draws
    # thousands of cells, issue 29). The text object takes the canvas's font when begun.
    if single and (canvas._fontname != runs[0].font or canvas._fontsize != size):
        canvas.setFont(runs[0].font, size)
    line = canvas.beginText(x, y)
    direct = shortcuts_fit()
    for run in runs:
        if not single:
            line.setFont(run.font, size)
        if direct:
            # What textOut writes, without its measuring of the run again to move a cursor
            # that nothing here reads (the width is known; issue 29).
            line._code.append(line._formatText(run.text))
        else:
            line.textOut(run.text)
    if not single:
        # A font set inside a text stays the page's font after it: set back the one the
        # canvas believes is current, so the next one-run text is not drawn in a fallback.
        line.setFont(canvas._fontname, canvas._fontsize)
    canvas.drawText(line)
    return width


def markup(text: str) -> str:
    """``text`` as Paragraph markup (escaped), its fallback runs in a <font> tag, so a
    Paragraph wraps it as usual and draws every character in a font that has it."""
    parts = []
    for run in font_runs(str(text)):
        escaped = run.text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        parts.append(escaped if run.font == FONT else f'<font face="{run.font}">{escaped}</font>')
    return "".join(parts)


# ------------------------------------------------------------------ fitting a column


@dataclass(frozen=True)
class Fitted:
    """How a text fits a width: the size it is set in and its lines (1 or more)."""

    size: float
    lines: tuple[str, ...]

    @property
    def height(self) -> float:
        return len(self.lines) * self.size * LEADING


def _pieces(text: str) -> list[str]:
    """Where a line may break: after each wide (CJK) character, and after each word of
    the rest (a space stays at the end of the word before it)."""
    pieces: list[str] = []
    word = ""
    for char in text:
        if char.isspace():
            word += char
        elif unicodedata.east_asian_width(char) in ("W", "F"):
            if word:
                pieces.append(word)
            pieces.append(char)
            word = ""
        else:
            if word and word[-1].isspace():
                pieces.append(word)
                word = ""
            word += char
    if word:
        pieces.append(word)
    return pieces


class _Widths:
    """One text measured once: the width of any slice at any size from prefix sums.

    Fitting a cell asks for the width of many slices of one text (each candidate line,
    each shorter cut before "…"); measuring each slice afresh made fitting quadratic
    in the text's length (issue 29). A font's widths are in 1/1000 em, multiples of
    1/1024 at most, so the prefix sums are exact and a slice measures to the same float
    as :func:`text_width` gives it: each font run's sum of units times the size, summed.
    """

    def __init__(self, text: str) -> None:
        register_fonts()
        self.units = [0.0] * (len(text) + 1)  # units[k]: the widths of text[:k], in 1/1000 em
        self.clean_end = [0] * (len(text) + 1)  # clean_end[k]: len(text[:k].rstrip())
        self.runs: list[tuple[int, str]] = []  # (first index, font) of each run, in order
        font, total, seen = FONT, 0.0, False
        for k, char in enumerate(text):
            self.clean_end[k + 1] = self.clean_end[k] if char.isspace() else k + 1
            if _is_selector(char):  # drawn in no font (see font_runs): no width, no new run
                self.units[k + 1] = total
                continue
            found = font_for(char)
            if found is None:
                found = font if seen and unicodedata.category(char).startswith("M") else FONT
            if not seen:
                self.runs.append((0, found))  # leading selectors have no width: start at 0
            elif found != font:
                self.runs.append((k, found))
            font, seen = found, True
            total += _face(found).charWidths.get(ord(char), _face(found).defaultWidth)
            self.units[k + 1] = total
        if not self.runs:
            self.runs.append((0, FONT))
        self._run_starts = [start for start, _ in self.runs]

    def width(self, start: int, end: int, size: float, tail: str = "") -> float:
        """The width of ``text[start:end] + tail`` at ``size`` (``tail``: one character)."""
        if not tail and len(self.runs) == 1:  # one font: one sum, as text_width makes it
            return 0.001 * size * (self.units[end] - self.units[start]) if end > start else 0
        parts: list[list[Any]] = []
        if end > start:
            first = bisect.bisect_right(self._run_starts, start) - 1
            for index in range(first, len(self.runs)):
                run_start, font = self.runs[index]
                if run_start >= end:
                    break
                run_end = self._run_starts[index + 1] if index + 1 < len(self.runs) else len(self.units) - 1
                a, b = max(run_start, start), min(run_end, end)
                if b > a:
                    parts.append([font, self.units[b] - self.units[a]])
        if tail:
            font = font_for(tail) or FONT
            units = _face(font).charWidths.get(ord(tail), _face(font).defaultWidth)
            if parts and parts[-1][0] == font:
                parts[-1][1] += units
            else:
                parts.append([font, units])
        return sum(0.001 * size * units for _, units in parts)


def _face(font: str) -> Any:
    return pdfmetrics.getFont(font).face


@lru_cache(maxsize=4096)
def _measured(text: str) -> _Widths:
    return _Widths(text)


def _line_starts(text: str, width: float, size: float) -> list[int]:
    """Where each line of ``text`` starts when broken greedily to ``width`` at ``size``;
    a word longer than a line is broken between characters.

    The line so far is always ``text[line:at]``; a slice is measured without its
    trailing spaces, as a printed line is."""
    measured = _measured(text)
    clean_end = measured.clean_end

    def fits(start: int, end: int) -> bool:
        return measured.width(start, max(start, clean_end[end]), size) <= width

    starts = [0]
    line = at = 0
    for piece in _pieces(text):
        end = at + len(piece)
        if fits(line, end):
            at = end
            continue
        if clean_end[at] > line:  # the line so far holds more than spaces: break before the piece
            starts.append(at)
            line = at
        if fits(at, end):
            line, at = at, end
            continue
        for _ in piece:  # a single word wider than the column
            if at > line and not fits(line, at + 1):
                starts.append(at)
                line = at
            at += 1
    return starts


def wrap_lines(text: str, width: float, size: float) -> list[str]:
    """``text`` broken greedily into lines no wider than ``width`` at ``size``."""
    starts = _line_starts(text, width, size)
    ends = starts[1:] + [len(text)]
    return [text[a:b].strip() for a, b in zip(starts, ends)]


def ellipsize(text: str, width: float, size: float) -> str:
    """``text`` cut short with "…" to fit ``width`` (the whole text when it fits)."""
    if text_width(text, size) <= width:
        return text
    measured = _measured(text)
    cut = len(text)
    while cut and measured.width(0, measured.clean_end[cut], size, ELLIPSIS) > width:
        cut -= 1
    return text[:cut].rstrip() + ELLIPSIS


def fit_one_line(text: str, width: float, size: float, min_size: float) -> Fitted | None:
    """``text`` on one line at ``size``, or shrunk (in quarter points) to no less than
    ``min_size``; None when it must wrap or be cut. The first steps of :func:`fit_text`,
    which no height limit changes: a cell that fits so keeps its fit whatever its row's
    height (see ``FitText.wrap``)."""
    natural = text_width(text, size)
    if natural <= width:
        return Fitted(size, (text,))
    shrunk = math.floor(size * width / natural * 4) / 4  # widths scale with the size
    if shrunk >= min(min_size, size):
        return Fitted(shrunk, (text,))
    return None


@lru_cache(maxsize=16384)
def fit_text(text: str, width: float, size: float, *, min_size: float, max_lines: int = 2,
             max_height: float | None = None) -> Fitted:
    """Fit ``text`` into ``width``: at ``size`` if it fits; else shrunk (in quarter points)
    down to ``min_size`` on one line; else wrapped to ``max_lines`` at the largest size that
    fits them (and ``max_height``); else, at ``min_size``, the last line ends in "…".

    Remembered (the result is frozen): a table asks each cell to wrap more than once while
    it lays out pages."""
    min_size = min(min_size, size)
    one_line = fit_one_line(text, width, size, min_size)
    if one_line is not None:
        return one_line
    lines_allowed = max_lines
    if max_height is not None:
        lines_allowed = min(lines_allowed, max(1, int(max_height // (min_size * LEADING))))
    if lines_allowed > 1:
        step = size
        while step >= min_size:
            lines = wrap_lines(text, width, step)
            fits_height = max_height is None or len(lines) * step * LEADING <= max_height
            if len(lines) <= lines_allowed and fits_height:
                return Fitted(step, tuple(lines))
            step -= 0.5
        starts = _line_starts(text, width, min_size)
        last = starts[lines_allowed - 1] if len(starts) >= lines_allowed else starts[-1]
        head = wrap_lines(text[:last], width, min_size) if last else []
        # Everything from the last line on goes on that line, cut short.
        return Fitted(min_size, tuple(head) + (ellipsize(text[last:].strip(), width, min_size),))
    return Fitted(min_size, (ellipsize(text, width, min_size),))


# ------------------------------------------------------------------ recording boxes


@dataclass(frozen=True)
class TextBox:
    """Where one line of text was drawn, and the table cell it had, in page points."""

    page: int
    text: str
    size: float
    x0: float
    y0: float
    x1: float
    y1: float
    cell: tuple[float, float, float, float] | None  # x0, y0, x1, y1 of its cell

    def inside_cell(self, slack: float = 0.01) -> bool:
        if self.cell is None:
            return True
        cx0, cy0, cx1, cy1 = self.cell
        return (self.x0 >= cx0 - slack and self.x1 <= cx1 + slack
                and self.y0 >= cy0 - slack and self.y1 <= cy1 + slack)


_recorder: ContextVar[list[TextBox] | None] = ContextVar("daifugo_text_boxes", default=None)


@contextlib.contextmanager
def record_text_boxes() -> Iterator[list[TextBox]]:
    """Collect a TextBox for every line a FitText draws inside the block (for tests)."""
    boxes: list[TextBox] = []
    token = _recorder.set(boxes)
    try:
        yield boxes
    finally:
        _recorder.reset(token)


def _to_page(canvas: Any, x: float, y: float) -> tuple[float, float]:
    """Local canvas coordinates to page coordinates (tables translate the canvas)."""
    a, b, c, d, e, f = canvas._currentMatrix  # reportlab keeps it with the graphics state
    return a * x + c * y + e, b * x + d * y + f


# ------------------------------------------------------------------ the cell


class FitText(Flowable):
    """One table cell's text, fitted to the column (see ``fit_text``).

    ``size`` and ``align`` left as None are taken from the table's style for the cell
    (``FitTable`` sets them); the cell's width comes from ``wrap``.
    """

    # No space around a cell's text: said here, reportlab finds it at once instead of
    # looking for a style (it asks for every cell each time it sizes or draws one).
    spaceBefore = spaceAfter = 0
    # What Flowable.__init__ sets, said once for the thousands of cells of a long list
    # instead of set on each (issue 29); wrap sets the width and height.
    width = height = 0.0
    wrapped = 0
    hAlign, vAlign = "LEFT", "BOTTOM"
    _traceInfo = _showBoundary = encoding = None
    cell: tuple[float, float, float, float] | None = None  # set by FitTable when recording
    _fitted: Fitted | None = None
    # The last question wrap answered: width, size, least size, lines, height.
    _asked_width: float | None = None
    _asked_size: float | None = None
    _asked_min = 0.0
    _asked_lines = 0
    _asked_height = 0.0
    _height_free = False  # whether the last fit was one line, whatever the height
    _wrapped: tuple[float, float] = (0.0, 0.0)

    def __init__(self, text: Any, size: float | None = None, *, min_size: float = 6.0,
                 max_lines: int = 2, align: str | None = None) -> None:
        self.text = "" if text is None else str(text)
        self.size = size
        self.min_size = min_size
        self.max_lines = max_lines
        self.align = align

    @property
    def fitted(self) -> Fitted:
        """How the text is set: as the last wrap fitted it (before any, whole, at its size)."""
        return self._fitted if self._fitted is not None else Fitted(self.size or 9.0, (self.text,))

    @fitted.setter
    def fitted(self, fitted: Fitted) -> None:
        self._fitted = fitted

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:  # noqa: N803
        # A table wraps each cell to size its rows, again for every page it splits into,
        # and again to draw it: the same question, the same answer (issue 29). Drawing asks
        # with the row's height, sizing with none; most cells fit on one line, a fit no
        # height changes (fit_one_line), so they are not fitted again to be drawn.
        if (availWidth == self._asked_width and self.size == self._asked_size and self.min_size == self._asked_min
                and self.max_lines == self._asked_lines
                and (self._height_free or availHeight == self._asked_height)):
            return self._wrapped
        self._asked_width, self._asked_size, self._asked_min = availWidth, self.size, self.min_size
        self._asked_lines, self._asked_height = self.max_lines, availHeight
        size = self.size or 9.0
        fitted = fit_one_line(self.text, availWidth, size, self.min_size)
        self._height_free = fitted is not None
        if fitted is None:
            height = availHeight if availHeight < 10_000 else None  # a fixed row's height
            fitted = fit_text(self.text, availWidth, size, min_size=self.min_size,
                              max_lines=self.max_lines, max_height=height)
        self._fitted = fitted
        # The full width, so the table puts the flowable at the cell's left padding
        # whatever the alignment; the text is aligned inside it in draw().
        self.width, self.height = availWidth, fitted.height
        self._wrapped = (availWidth, self.height)
        return self._wrapped

    def drawOn(self, canvas: Any, x: float, y: float, _sW: float = 0) -> None:  # noqa: N802
        """Draw in place. A Flowable saves the graphics state and moves the origin around
        its drawing; a cell's text needs neither (every text object sets its own font, and
        nothing else is changed), and a 256-player table has thousands of cells (issue 29)."""
        self.draw_on(canvas, self._hAlignAdjust(x, _sW), y)

    def draw(self) -> None:
        self.draw_on(self.canv, 0.0, 0.0)

    def draw_on(self, canvas: Any, dx: float, dy: float) -> None:
        """Draw the fitted lines with the cell's lower left corner at (dx, dy)."""
        size = self.fitted.size
        boxes = _recorder.get()
        align = (self.align or "LEFT").upper()
        x = dx
        if align in ("CENTER", "CENTRE"):
            x += self.width / 2
        elif align == "RIGHT":
            x += self.width
        for i, line in enumerate(self.fitted.lines):
            if not line:
                continue  # nothing to draw, nothing to record
            baseline = dy + self.height - (i + 1) * size * LEADING + 0.25 * size
            width = draw_text(canvas, x, baseline, line, size, align)
            if boxes is not None:
                left = x - (width / 2 if align in ("CENTER", "CENTRE") else width if align == "RIGHT" else 0)
                x0, y0 = _to_page(canvas, left, baseline - 0.12 * size)
                x1, y1 = _to_page(canvas, left + width, baseline + 0.88 * size)
                boxes.append(TextBox(canvas.getPageNumber(), line, size, x0, y0, x1, y1, self.cell))


class FitTable(Table):
    """A Table whose FitText cells learn their font size and alignment from the table's
    style, and their cell's place on the page when drawn (for ``record_text_boxes``)."""

    _sized_for: tuple[float, float] | None = None
    _curcellstyle: Any  # reportlab's: the style of the last cell drawn
    _argH: Any  # reportlab's: the rows' heights as given (None: sized from the cells)

    def _calc_height(self, availHeight: float, availWidth: float, H: Any = None,  # noqa: N802, N803
                     W: Any = None) -> None:  # noqa: N803
        """Size the rows, once per question: a page's frame asks a table for its size and
        then to split, with the same room, and reportlab sized every row of the page again
        for the second (issue 29). Nothing changes a table's cells between the two."""
        if not shortcuts_fit():
            super()._calc_height(availHeight, availWidth, H, W)
            return
        if W is None and H is None and self._sized_for == (availHeight, availWidth):
            return
        if W is None and H is None and None in self._argH:
            self._size_rows()
        super()._calc_height(availHeight, availWidth, H, W)
        self._sized_for = (availHeight, availWidth) if W is None and H is None else None

    def _size_rows(self) -> None:
        """Give every row its height at once when each cell is a lone FitText in a column
        of a given width and no cell spans others (the usual table of a print); else leave
        the rows to reportlab.

        A row is as high as reportlab makes it: its tallest cell with its paddings. Sized
        so, the rows' heights hold for every page the table is split into, and reportlab's
        own sizing, cell by cell through its general way for flowables, is not run for
        each page (a third of a long list's layout, issue 29)."""
        widths = self._argW
        if self._spanCmds or not all(isinstance(w, (int, float)) for w in widths):
            return
        least = self._minRowHeights
        heights: list[float] = []
        for i, (row, styles, given) in enumerate(zip(self._cellvalues, self._cellStyles, self._argH)):
            if given is not None:
                heights.append(given)
                continue
            h = 0.0
            for value, style, width in zip(row, styles, widths):
                cell = value[0] if isinstance(value, (list, tuple)) and len(value) == 1 else value
                if type(cell) is not FitText:
                    return
                t = self._listCellGeom((cell,), width, style)[1]
                t += style.bottomPadding + style.topPadding
                if t > h:
                    h = t
            heights.append(max(least[i], h) if least else h)
        self._argH = self._rowHeights = heights

    def _listCellGeom(self, V: Any, w: float, s: Any, W: Any = None, H: Any = None,  # noqa: N802, N803
                      aH: float = 72000) -> tuple[float, float]:  # noqa: N803
        """The size of a cell's flowables. A lone FitText (nearly every cell) is asked
        directly: reportlab's general way, asked for every cell of every row to size the
        rows, each page and the draw, cost more than the fitting (issue 29). The answer
        is the one reportlab makes of it (a FitText has no space before or after)."""
        if len(V) == 1 and type(V[0]) is FitText and shortcuts_fit():
            avail = w - s.leftPadding - s.rightPadding
            if avail >= 0:  # else reportlab's own checks say what is wrong
                vw, vh = V[0].wrap(avail, aH - s.topPadding - s.bottomPadding)
                if W is not None:
                    W.append(vw)
                if H is not None:
                    H.append(vh)
                return max(0, vw), vh
        return super()._listCellGeom(V, w, s, W, H, aH)

    def bind_cells(self) -> None:
        """Give each FitText its cell's style; call after setStyle, before layout."""
        for row, styles in zip(self._cellvalues, self._cellStyles):
            for value, style in zip(row, styles):
                for flowable in value if isinstance(value, (list, tuple)) else (value,):
                    if isinstance(flowable, FitText):
                        if flowable.size is None:
                            flowable.size = style.fontsize
                        if flowable.align is None:
                            flowable.align = style.alignment

    def _drawCell(self, cellval: Any, cellstyle: Any, pos: Any, size: Any) -> None:  # noqa: N802
        """Draw one cell. A lone FitText (nearly every cell) is placed and drawn here, where
        reportlab's general way for a list of flowables, each with spaces around it and a
        drawOn of its own, cost more than the text itself (issue 29). It is put where
        reportlab puts a flowable of its size, after the same font and colour changes."""
        cell = cellval[0] if isinstance(cellval, (list, tuple)) and len(cellval) == 1 else cellval
        if _recorder.get() is not None and isinstance(cell, FitText):  # its place is only wanted there
            (x, y), (w, h) = pos, size
            cell.cell = (*_to_page(self.canv, x, y), *_to_page(self.canv, x + w, y + h))
        just = cellstyle.alignment
        if (type(cell) is not FitText or cellstyle.href or cellstyle.destination
                or just not in ("LEFT", "RIGHT", "CENTER", "CENTRE") or not shortcuts_fit()):
            super()._drawCell(cellval, cellstyle, pos, size)
            return
        self._use_cell_style(cellstyle)
        (colpos, rowpos), (colwidth, rowheight) = pos, size
        w, h = self._listCellGeom((cell,), colwidth, cellstyle, aH=rowheight)
        if cellstyle.valign == "TOP":
            y = rowpos + rowheight - cellstyle.topPadding
        elif cellstyle.valign == "BOTTOM":
            y = rowpos + cellstyle.bottomPadding + h
        else:
            y = rowpos + (rowheight + cellstyle.bottomPadding - cellstyle.topPadding + h) / 2.0
        if just == "LEFT":
            x = colpos + cellstyle.leftPadding
        elif just == "RIGHT":
            x = colpos + colwidth - cellstyle.rightPadding - w
        else:
            x = colpos + (colwidth + cellstyle.leftPadding - cellstyle.rightPadding - w) / 2.0
        cell.draw_on(self.canv, x, y - h)

    def _use_cell_style(self, cellstyle: Any) -> None:
        """The fill colour and font of a cell's style, set when they differ from the last
        cell's, as reportlab sets them before drawing a cell."""
        last = getattr(self, "_curcellstyle", None)  # set by reportlab when a table starts drawing
        if last is cellstyle:
            return
        if last is None or cellstyle.color != last.color:
            self.canv.setFillColor(cellstyle.color)
        if (last is None or cellstyle.leading != last.leading or cellstyle.fontname != last.fontname
                or cellstyle.fontsize != last.fontsize):
            self.canv.setFont(cellstyle.fontname, cellstyle.fontsize, cellstyle.leading)
        self._curcellstyle = cellstyle
