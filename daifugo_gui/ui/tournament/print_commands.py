"""The Tournament tab's print and export buttons: which report, which file (the save
dialog proposes the event's name with the round and table the print is of) or which
printer. The PDFs themselves are written by tournament_prints.py, off the UI thread."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QPushButton

from daifugo_gui.app.translation import fill
from daifugo_gui.app.tournament_session import Result, TournamentSession
from daifugo_gui.reports.file_names import print_file_name
from daifugo_gui.ui.tournament.round_tree import RoundTree
from daifugo_gui.ui.tournament.status_line import StatusLine
from daifugo_gui.ui.tournament.tab_pages import TabPages, TabPart
from daifugo_gui.ui.tournament.tab_refresh import TabRefresh
from daifugo_gui.ui.tournament.tournament_prints import TournamentPrints

Print = Callable[[str | Path], "Path | None"]


class PrintCommands(TabPart):
    """The standings page's and the bracket page's print and export buttons."""

    def __init__(self, pages: TabPages, session: TournamentSession, status: StatusLine, view: TabRefresh,
                 tree: RoundTree, prints: TournamentPrints) -> None:
        super().__init__(pages)
        self.session = session
        self.status = status
        self.view = view
        self.tree = tree
        self.prints = prints
        for button, action, kind in (
            (pages.print_standings_button, prints.print_standings, "standings"),
            (pages.print_round_button, prints.print_round_results, "round"),
            (pages.print_sheet_button, prints.print_score_sheet, "score_sheet"),
            (pages.print_blank_button, prints.print_blank_sheet, "blank_sheet"),
            (pages.print_sheets_button, prints.print_round_sheets, "sheets"),
            (pages.print_seats_button, prints.print_seating_list, "seating"),
            (pages.print_bracket_button, prints.print_bracket, "bracket"),
        ):
            button.clicked.connect(lambda _checked=False, a=action, k=kind: self.ask_pdf_with(a, k))
        pages.export_csv_button.clicked.connect(lambda: self.ask_export("csv"))
        pages.export_json_button.clicked.connect(lambda: self.ask_export("json"))
        # "Print" sends the PDF's pages to a printer chosen in the print dialog; it needs
        # QtPdf to draw the pages, which PySide6-Essentials lacks (the PDF opens instead).
        pages.send_to_printer.setVisible(prints.pdf_document is not None)
        # Bound methods, not lambdas: this part holds both senders, and a lambda held by
        # their connections would make a reference cycle back to it (issue 42).
        prints.busy_changed.connect(self._printing_may_change)
        view.enabled.connect(self._printing_may_change)

    def print_buttons(self) -> tuple[QPushButton, ...]:
        pages = self.pages
        return (pages.print_standings_button, pages.print_round_button, pages.print_seats_button,
                pages.print_sheets_button, pages.print_sheet_button, pages.print_blank_button,
                pages.print_bracket_button)

    def _printing_may_change(self, _state: bool) -> None:
        self.enable_printing()

    def enable_printing(self) -> None:
        """Print buttons work with a tournament open and no PDF being written."""
        idle = not self.prints.busy
        for button in self.print_buttons():
            needs_tournament = button is not self.pages.print_blank_button
            button.setEnabled(idle and (self.session.tournament is not None or not needs_tournament))

    def ask_pdf_with(self, action: Print, stem: str) -> None:
        pages = self.pages
        if pages.send_to_printer.isVisible() and pages.send_to_printer.isChecked():
            from PySide6.QtPrintSupport import QPrintDialog, QPrinter

            printer = QPrinter(QPrinter.PrinterMode.HighResolution)
            dialog = QPrintDialog(printer, pages)
            if dialog.exec() == QPrintDialog.DialogCode.Accepted:
                self.prints._printer = printer  # alive until the worker is done
                self.prints.print_to_printer(action, printer)
            return
        path = self.session.ask_pdf_path(self.proposed_file_name(stem))
        if path:
            action(path)

    def ask_pdf(self, kind: str) -> None:
        """Print one of the reports by its file-name kind ("standings", "crosstable", …)."""
        prints = self.prints
        actions: dict[str, Print] = {
            "standings": prints.print_standings, "round": prints.print_round_results,
            "score_sheet": prints.print_score_sheet, "blank_sheet": prints.print_blank_sheet,
            "sheets": prints.print_round_sheets, "seating": prints.print_seating_list,
            "bracket": prints.print_bracket, "crosstable": prints.print_crosstable}
        self.ask_pdf_with(actions[kind], kind)

    def proposed_file_name(self, kind: str, extension: str = "pdf") -> str:
        """What a save dialog proposes: the event, and the round and table the print is of."""
        shown = self.view.shown
        if self.session.tournament is None or shown is None:
            return print_file_name(kind, extension=extension)
        numbers = shown.round_numbers
        chosen = self.pages.round_combo.currentData()
        seat = self.tree.selected_seat()
        round_number = table = None
        if kind in ("standings", "csv", "json"):
            round_number = numbers[-1] if numbers else None  # the standings after that round
        elif kind in ("round", "seating", "sheets"):
            round_number = chosen
        elif kind in ("score_sheet", "blank_sheet"):
            round_number = chosen
            table = seat[0] if seat is not None else None
        word = {"round": "round_results", "csv": "standings", "json": "standings"}.get(kind, kind)
        return print_file_name(word, shown.info.name, round_number, table, extension)

    def _exported(self, written: Result[Path]) -> Path | None:
        if not self.status.took(written):
            return None
        self.status.say(fill(self.tr("Saved %1"), str(written.get())))
        return written.get()

    def export_standings(self, path: str | Path) -> Path | None:
        return self._exported(self.session.export_standings(path))

    def ask_export(self, kind: str) -> None:
        self._exported(self.session.ask_export(kind, self.proposed_file_name(kind, kind)))
