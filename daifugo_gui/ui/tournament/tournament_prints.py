"""Printing from the Tournament tab: every report written to a PDF off the UI thread,
then opened, or drawn page by page on a printer chosen in the print dialog.

The data of a report is read by the tournament session
(:mod:`daifugo_gui.app.tournament_session`, which calls :mod:`daifugo_gui.reports`) on the
UI thread (the database is never read from the worker); only the drawing runs on the
worker. One PDF at a time.
"""

from __future__ import annotations

import importlib
import shutil
import tempfile
import weakref
from pathlib import Path
from typing import Any, Callable, Protocol

from PySide6.QtCore import (
    QCoreApplication,
    QDeadlineTimer,
    QEventLoop,
    QObject,
    QRect,
    QSize,
    QThread,
    QUrl,
    Signal,
)
from PySide6.QtGui import QDesktopServices, QPainter

from daifugo_gui.app.background import BackgroundRunner
from daifugo_gui.app.tournament_session import ReportWriter, Result, TournamentSession
from daifugo_gui.app.translation import fill
from daifugo_gui.files import OutputKind, check_output
from daifugo_gui.tournament import RoundView, Tournament
from daifugo_gui.ui.widgets.reason_text import render_error


def pdf_document_class() -> Any | None:
    """QPdfDocument when QtPdf is installed (PySide6-Addons), else None.

    PySide6-Essentials ships QtPrintSupport but not QtPdf; without QtPdf the console
    cannot draw a PDF's pages onto a printer, so it saves the PDF and opens it instead.
    """
    try:
        return importlib.import_module("PySide6.QtPdf").QPdfDocument
    except ImportError:
        return None


def render_pages_to_printer(document: Any, printer: Any, max_dpi: int = 300) -> int:
    """Draw every page of a loaded QPdfDocument-like object onto a QPrinter (or any
    paint device with ``newPage``), each scaled to fit the printable area. Returns the
    number of pages printed. Pages are rasterised at most at ``max_dpi``: a 600 dpi A4
    page as an image would take 140 MB."""
    pages = int(document.pageCount())
    if pages < 1:  # a PDF QtPdf could not read: no blank sheet out of the printer
        raise OSError("the PDF could not be read for printing")
    painter = QPainter()
    if not painter.begin(printer):
        raise OSError("the printer could not be opened")
    try:
        for page in range(pages):
            if page:
                printer.newPage()
            area = painter.viewport()
            points = document.pagePointSize(page)
            scale = min(area.width() / points.width(), area.height() / points.height())
            width, height = int(points.width() * scale), int(points.height() * scale)
            cap = max_dpi / 72.0
            image = document.render(
                page, QSize(min(width, int(points.width() * cap)), min(height, int(points.height() * cap)))
            )
            target = QRect(area.x() + (area.width() - width) // 2, area.y(), width, height)
            painter.drawImage(target, image)
    finally:
        painter.end()
    return pages


class PrintHost(Protocol):
    """What the prints need from the tab: the session that reads the reports' data, the
    round and seat chosen on screen, the print language, and where to say how it went."""

    lang: str
    session: TournamentSession

    @property
    def tournament(self) -> Tournament | None: ...

    def current_round(self) -> RoundView | None: ...
    def selected_seat(self) -> tuple[int, int] | None: ...
    def attempt(self, action: Any, *args: Any) -> Any: ...
    def took(self, result: Result[Any]) -> bool: ...
    def say(self, text: str) -> None: ...
    def web_address_for_print(self) -> str | None: ...


class TournamentPrints(QObject):
    """The tab's print actions; ``print_…(path)`` starts one and returns the path, or None."""

    pdf_ready = Signal(object)  # the Path of a PDF just written (off the UI thread)
    busy_changed = Signal(bool)

    @property
    def host(self) -> PrintHost:
        host = self._host()
        assert host is not None, "the tab outlives its prints"
        return host

    def __init__(self, host: PrintHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # The host (the tab) holds these prints; held weakly back, so the two make no
        # reference cycle that only the garbage collector could free (issue 42).
        self._host = weakref.ref(host)
        self.open_after_print = True  # tests turn this off
        # PDFs are written on a worker thread: a 256-player standings PDF takes ~0.3 s.
        self.pdf_runner = BackgroundRunner(self)
        self.pdf_runner.finished.connect(self._pdf_written)
        self.pdf_runner.failed.connect(self._pdf_failed)
        self.pdf_runner.busy_changed.connect(self.busy_changed)
        self._after_pdf: Callable[[Path], None] | None = None
        self.pdf_document = pdf_document_class()
        self._printer: Any = None

    @property
    def busy(self) -> bool:
        return bool(self.pdf_runner.busy)

    def shutdown(self) -> None:
        self.pdf_runner.shutdown()

    def _start_pdf(self, path: str | Path, write: Callable[[], object]) -> Path:
        """Write a PDF on a worker thread; the print buttons stay off until it is done.

        ``write`` gets only plain data gathered on the UI thread (the database is read
        here, never from the worker)."""
        target = Path(path)

        def work(_token: Any, _progress: Any) -> Path:
            write()
            return target

        self.pdf_runner.start(work)
        self.host.say(fill(self.tr("Writing %1…"), str(target)))
        return target

    def _pdf_written(self, path: object) -> None:
        assert isinstance(path, Path)
        then, self._after_pdf = self._after_pdf, None
        if then is not None:  # on its way to a printer: that step reports
            then(path)
        else:
            if self.open_after_print:
                QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))
            self.host.say(fill(self.tr("Saved %1"), str(path)))
        self.pdf_ready.emit(path)

    def _pdf_failed(self, reason: str) -> None:
        self._after_pdf = None
        self.host.say(fill(self.tr("Error: %1"), reason))

    def wait_for_pdf(self, timeout_ms: int = 10000) -> bool:
        """Process events until the PDF being written is done (for scripts and tests)."""
        deadline = QDeadlineTimer(timeout_ms)
        while self.pdf_runner.busy and not deadline.hasExpired():
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
            QThread.msleep(2)
        return not self.pdf_runner.busy

    def _pdf_job(self, path: str | Path, job: Callable[[], Result[ReportWriter]]) -> Path | None:
        """Have the session read a report's data (its refusal goes to the status line),
        then write it off-thread."""
        if self.pdf_runner.busy:
            self.host.say(self.tr("A PDF is still being written"))
            return None
        # Refused here, in the judge's language, rather than by the worker in English: a
        # PDF never replaces the tournament file or a file of another kind (files.py).
        opened = self.host.tournament
        inputs = [opened.location] if opened is not None else []
        if self.host.attempt(check_output, path, OutputKind.PDF, inputs) is None:
            return None
        report = job()
        if not self.host.took(report):
            return None
        return self._start_pdf(path, report.get())

    def _shown_round(self) -> int | None:
        view = self.host.current_round()
        return view.number if view is not None else None

    def print_standings(self, path: str | Path) -> Path | None:
        return self._pdf_job(path, lambda: self.host.session.standings_report(path, self.host.lang))

    def print_seating_list(self, path: str | Path) -> Path | None:
        """"Where do I sit" for the round chosen on the left, sorted by reading (kana)."""
        # The players' web view goes on the sheet when it is on the network.
        return self._pdf_job(path, lambda: self.host.session.seating_report(
            path, self._shown_round(), self.host.lang, self.host.web_address_for_print()))

    def print_round_results(self, path: str | Path) -> Path | None:
        """The round chosen on the left; a knock-out round titled with its stage (準決勝)."""
        return self._pdf_job(path, lambda: self.host.session.round_results_report(
            path, self._shown_round(), self.host.lang))

    def print_score_sheet(self, path: str | Path, table: int | None = None) -> Path | None:
        """The filled sheet of a recorded table (default: the selected one)."""
        number = table if table is not None else (self.host.selected_seat() or (None,))[0]
        round_number = self._shown_round()
        if round_number is None or number is None:
            self.host.say(fill(self.tr("Error: %1"), self.tr("Select a table first")))
            return None
        return self._pdf_job(path, lambda: self.host.session.score_sheet_report(
            path, round_number, number, self.host.lang, self.host.web_address_for_print()))

    def print_round_sheets(self, path: str | Path) -> Path | None:
        """Every table of the round chosen on the left, one page each: the filled sheet
        where the game is recorded, a blank one with the names where it is not."""
        # Each player's own page as a code on their sheet while phones can reach the pages.
        return self._pdf_job(path, lambda: self.host.session.round_sheets_report(
            path, self._shown_round(), self.host.lang, self.host.web_address_for_print()))

    def print_blank_sheet(self, path: str | Path) -> Path | None:
        """A blank sheet: for the selected table with its names, else four empty seats."""
        seat = self.host.selected_seat()
        return self._pdf_job(path, lambda: self.host.session.blank_sheet_report(
            path, self._shown_round(), seat[0] if seat is not None else None, self.host.lang,
            self.host.web_address_for_print()))

    def print_to_printer(self, action: Callable[[str | Path], Path | None], printer: Any) -> Path | None:
        """Write a report to a temporary PDF off-thread, then draw its pages on ``printer``
        (a QPrinter already set up, e.g. by the print dialog). Needs QtPdf."""
        if self.pdf_document is None:
            self.host.say(self.tr("Printing needs QtPdf (PySide6-Addons); the PDF opens instead"))
            return None
        if self.pdf_runner.busy:
            self.host.say(self.tr("A PDF is still being written"))
            return None
        folder = Path(tempfile.mkdtemp(prefix="daifugo_print_"))
        self._after_pdf = lambda path: self._send_to_printer(path, printer)
        started = action(folder / "report.pdf")
        if started is None:
            self._after_pdf = None
            shutil.rmtree(folder, ignore_errors=True)
        return started

    def _send_to_printer(self, path: Path, printer: Any) -> None:
        assert self.pdf_document is not None
        document = self.pdf_document(self)
        document.load(str(path))
        try:
            pages = render_pages_to_printer(document, printer)
        except OSError as exc:
            self.host.say(fill(self.tr("Error: %1"), render_error(exc)))
            return
        finally:
            document.close()
            shutil.rmtree(path.parent, ignore_errors=True)  # the temporary copy has served
        self.host.say(self.tr("Printed %n page(s)", "", pages))

    def print_bracket(self, path: str | Path) -> Path | None:
        """The knock-out bracket, as the tab draws it, on one landscape page."""
        return self._pdf_job(path, lambda: self.host.session.bracket_report(path, self.host.lang))

    def print_crosstable(self, path: str | Path) -> Path | None:
        """The crosstable (対戦表): the whole field's, or one page per group."""
        return self._pdf_job(path, lambda: self.host.session.crosstable_report(path, self.host.lang))
