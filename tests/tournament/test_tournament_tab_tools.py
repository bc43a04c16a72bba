"""The tournament tab's scoring editor, game-settings preset, off-thread PDFs, printing
and knock-out bracket (pytest-qt, offscreen)."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QSize, QSizeF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QImage  # noqa: E402
from PySide6.QtPrintSupport import QPrinter  # noqa: E402

from pdf_reading import pdf_text

from daifugo_gui.rules import PRESETS  # noqa: E402
from daifugo_gui.tournament import Tournament  # noqa: E402
from daifugo_gui.tournament.demo import finished_record  # noqa: E402
from daifugo_gui.app import tournament_session as session_module  # noqa: E402
from daifugo_gui.ui.tournament import tournament_prints as tab_module  # noqa: E402
from daifugo_gui.ui.widgets.choice_labels import preset_label  # noqa: E402
from daifugo_gui.ui.tournament.tournament_prints import render_pages_to_printer
from daifugo_gui.ui.tournament.tournament_tab import TournamentTab  # noqa: E402


@pytest.fixture
def tab(make_tab):  # type: ignore[no-untyped-def]
    return make_tab("en")


def _played_round(tab: TournamentTab, path: Path, names: str = "ABCD", **options: Any) -> None:
    """A tournament with one round seated and every table recorded, ranked in seat order."""
    assert tab.new_tournament(path, "cup", seed=5, **options)
    for name in names:
        tab.add_player(name)
    view = tab.seat_next_round()
    assert view is not None
    for table in view.tables:
        assert tab.record_finished_game(finished_record([p.name for p in table.players])) is not None


def _points(tab: TournamentTab) -> dict[str, int]:
    return {row.name: row.points for row in tab.tournament.standings()}


def test_points_editor_stores_a_row_and_rescores_at_once(tab: TournamentTab, tmp_path: Path) -> None:
    _played_round(tab, tmp_path / "p.sqlite")
    order = list(tab.tournament.round(1).tables[0].players)
    assert _points(tab)[order[1].name] == 4  # default 6-4-2-0
    assert tab.settings_panel.points_defaults[4].text() == "6–4–2–0"
    assert not tab.settings_panel.points_resets[4].isEnabled()

    tab.settings_panel.points_spins[4][1].setValue(5)  # what typing 5 + Enter in "rank 2, 4 seats" does
    assert tab.tournament.info().scoring.points == {4: (6, 5, 2, 0)}
    assert _points(tab)[order[1].name] == 5
    shown = {tab.standings_model.row_at(i).name: tab.standings_model.row_at(i).points
             for i in range(tab.standings_model.rowCount())}
    assert shown[order[1].name] == 5  # the standings table followed
    assert tab.settings_panel.points_resets[4].isEnabled() and tab.settings_panel.points_spins[4][1].font().bold()
    assert tab.settings_panel.points_defaults[4].text() == "6–4–2–0"  # the default stays in view

    with Tournament.open(tmp_path / "p.sqlite") as again:  # stored in the file
        assert again.info().scoring.points == {4: (6, 5, 2, 0)}

    tab.settings_panel.points_resets[4].click()
    assert tab.tournament.info().scoring.points == {}
    assert tab.settings_panel.points_spins[4][1].value() == 4 and _points(tab)[order[1].name] == 4
    assert not tab.settings_panel.points_resets[4].isEnabled()


def test_points_are_typed_in_with_the_keyboard(tab: TournamentTab, tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    _played_round(tab, tmp_path / "k.sqlite")
    tab.show()
    tab.side_tabs.setCurrentIndex(1)
    spin = tab.settings_panel.points_spins[4][0]
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, "10")
    assert tab.tournament.info().scoring.points == {}  # nothing stored mid-number
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert tab.tournament.info().scoring.points == {4: (10, 4, 2, 0)}
    winner = tab.tournament.round(1).tables[0].players[0].name
    assert _points(tab)[winner] == 10


def test_setting_a_row_back_to_the_default_stores_no_override(tab: TournamentTab, tmp_path: Path) -> None:
    _played_round(tab, tmp_path / "d.sqlite")
    assert tab.set_points(3, (5, 2, 0))
    assert tab.settings_panel.points_spins[3][0].value() == 5
    tab.settings_panel.points_spins[3][0].setValue(6)
    tab.settings_panel.points_spins[3][1].setValue(3)
    assert tab.tournament.info().scoring.points == {}


def test_bye_points_and_reset_all(tab: TournamentTab, tmp_path: Path) -> None:
    _played_round(tab, tmp_path / "b.sqlite", names="ABCDE")  # 5 players: a table of 4, a bye
    bye = tab.tournament.round(1).byes[0].name
    assert _points(tab)[bye] == 3
    tab.settings_panel.bye_points_spin.setValue(4)
    assert _points(tab)[bye] == 4
    tab.settings_panel.bye_rank_spin.setValue(2)
    assert tab.tournament.info().scoring.bye_rank == 2
    tab.set_points(2, (3, 1))
    tab.settings_panel.reset_all_button.click()
    scoring = tab.tournament.info().scoring
    assert (scoring.points, scoring.bye_points, scoring.bye_rank) == ({}, 3, 3)
    assert _points(tab)[bye] == 3 and tab.settings_panel.bye_points_spin.value() == 3


def test_preset_choice_is_stored_and_shown(tab: TournamentTab, tmp_path: Path) -> None:
    assert not tab.settings_panel.preset_combo.isEnabled()
    tab.new_tournament(tmp_path / "s.sqlite", "settings")
    assert tab.settings_panel.preset_combo.currentData() == "official"
    assert [tab.settings_panel.preset_combo.itemText(i) for i in range(tab.settings_panel.preset_combo.count())] == [
        preset_label(name) for name in PRESETS
    ]
    index = tab.settings_panel.preset_combo.findData("mathpower")
    tab.settings_panel.preset_combo.setCurrentIndex(index)
    tab.settings_panel.preset_combo.activated.emit(index)  # as a user's pick does
    assert tab.tournament.info().settings == PRESETS["mathpower"].to_dict()
    assert "MathPower" in tab.status.text()
    with Tournament.open(tmp_path / "s.sqlite") as again:
        assert again.info().settings == {"on_timeout": "pass", "game_limit_s": 900,
                                         "stop_ranking": "mathpower2016"}


def test_settings_matching_no_preset_show_as_custom(tab: TournamentTab, tmp_path: Path) -> None:
    tab.new_tournament(tmp_path / "c.sqlite", "custom", settings={"hand_size": 5})
    assert tab.settings_panel.preset_combo.currentData() == ""
    assert tab.settings_panel.preset_combo.currentText().startswith("Custom")
    assert tab.set_preset("byoyomi")
    assert tab.settings_panel.preset_combo.findData("") < 0  # the custom line goes once a preset is chosen
    assert tab.settings_panel.preset_combo.currentData() == "byoyomi"
    assert not tab.set_preset("no-such-preset")
    assert "no-such-preset" in tab.status.text()


def test_pdfs_are_written_off_the_ui_thread_with_print_buttons_off(
    tab: TournamentTab, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qtbot
) -> None:  # type: ignore[no-untyped-def]
    _played_round(tab, tmp_path / "t.sqlite")
    real = session_module.standings_pdf  # the session calls the reports (#25)
    threads: list[threading.Thread] = []
    gate = threading.Event()
    released: list[bool] = []

    def slow_pdf(*args: Any, **kwargs: Any) -> Any:
        threads.append(threading.current_thread())
        # Held until the test, on the UI thread, lets it go: had the UI thread waited for
        # the PDF, it could not let it go and the wait would run out (False).
        released.append(gate.wait(timeout=20))
        return real(*args, **kwargs)

    monkeypatch.setattr(session_module, "standings_pdf", slow_pdf)
    with qtbot.waitSignal(tab.prints.pdf_ready, timeout=30000) as blocker:
        out = tab.prints.print_standings(tmp_path / "standings.pdf")
        assert not released  # the call came back while the PDF was still being written
        assert all(not b.isEnabled() for b in tab.print_buttons())
        assert tab.prints.print_round_results(tmp_path / "r.pdf") is None  # one at a time
        assert "still being written" in tab.status.text()
        gate.set()
    assert released == [True]
    assert blocker.args == [out]
    assert threads and threads[0] is not threading.main_thread()
    assert out.read_bytes().startswith(b"%PDF-")
    assert all(b.isEnabled() for b in tab.print_buttons())
    assert tab.status.text() == f"Saved {out}"


def test_a_failing_pdf_is_reported_and_printing_comes_back(
    tab: TournamentTab, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _played_round(tab, tmp_path / "f.sqlite")

    def broken(*_args: Any, **_kwargs: Any) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(session_module, "standings_pdf", broken)
    assert tab.prints.print_standings(tmp_path / "x.pdf") is not None
    assert tab.prints.wait_for_pdf()
    assert "disk full" in tab.status.text()
    assert tab.print_standings_button.isEnabled()


class FakePdfDocument:
    """Stands in for QtPdf's QPdfDocument (not in PySide6-Essentials): 2 A4 pages."""

    def __init__(self, _parent: Any = None) -> None:
        self.loaded = ""

    def load(self, path: str) -> None:
        assert Path(path).read_bytes().startswith(b"%PDF-")
        self.loaded = path

    def pageCount(self) -> int:  # noqa: N802
        return 2

    def pagePointSize(self, _page: int) -> QSizeF:  # noqa: N802
        return QSizeF(595, 842)

    def render(self, page: int, size: QSize) -> QImage:
        image = QImage(size, QImage.Format.Format_RGB32)
        image.fill(QColor("white" if page else "black"))
        return image

    def close(self) -> None:
        pass


class PagePrinter(QImage):
    """A paint device with ``newPage`` that keeps every page as an image, so a test can
    look at what was drawn (a PDF's page count says nothing about the ink on it)."""

    def __init__(self, width: int = 210, height: int = 297) -> None:
        super().__init__(width, height, QImage.Format.Format_RGB32)
        self.fill(QColor("red"))  # no page of the fake document is red
        self.pages: list[QImage] = []

    def newPage(self) -> bool:  # noqa: N802
        self.pages.append(self.copy())
        self.fill(QColor("red"))
        return True

    def finish(self) -> list[QImage]:
        return self.pages + [self.copy()]


def test_pages_are_drawn_on_the_printer(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    printer = PagePrinter()
    assert render_pages_to_printer(FakePdfDocument(), printer) == 2
    first, second = printer.finish()
    # Page 1 of the document is black, page 2 white, each scaled to fill the sheet's
    # width (A4 on an A4-shaped device): the middle of each sheet shows its page.
    assert first.pixelColor(105, 148) == QColor("black")
    assert second.pixelColor(105, 148) == QColor("white")
    assert first.pixelColor(2, 2) == QColor("black") and second.pixelColor(207, 290) == QColor("white")
    # and a real printer (PDF output) gets two pages
    pdf = QPrinter(QPrinter.PrinterMode.ScreenResolution)
    pdf.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    pdf.setOutputFileName(str(tmp_path / "printed.pdf"))
    assert render_pages_to_printer(FakePdfDocument(), pdf) == 2
    data = (tmp_path / "printed.pdf").read_bytes()
    assert data.startswith(b"%PDF-") and b"/Count 2" in data


def test_an_unreadable_pdf_is_not_printed(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    class Unreadable(FakePdfDocument):
        def pageCount(self) -> int:  # noqa: N802
            return 0

    printer = QPrinter(QPrinter.PrinterMode.ScreenResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "none.pdf"))
    with pytest.raises(OSError, match="could not be read"):
        render_pages_to_printer(Unreadable(), printer)
    assert not (tmp_path / "none.pdf").exists()


def test_print_dialog_path_prints_the_report(tab: TournamentTab, tmp_path: Path) -> None:
    _played_round(tab, tmp_path / "q.sqlite")
    printer = QPrinter(QPrinter.PrinterMode.ScreenResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "to_printer.pdf"))

    tab.prints.pdf_document = None  # PySide6-Essentials: no QtPdf, no printing
    assert tab.prints.print_to_printer(tab.prints.print_standings, printer) is None
    assert "QtPdf" in tab.status.text()

    tab.prints.pdf_document = FakePdfDocument
    written = tab.prints.print_to_printer(tab.prints.print_standings, printer)
    assert written is not None
    assert tab.prints.print_to_printer(tab.prints.print_round_results, printer) is None  # one at a time
    assert tab.prints.wait_for_pdf()
    assert not written.parent.exists()  # the temporary PDF is gone once printed
    assert tab.status.text().startswith("Printed 2 page")
    assert b"/Count 2" in (tmp_path / "to_printer.pdf").read_bytes()


def test_send_to_printer_shows_only_with_qtpdf(tab: TournamentTab) -> None:
    tab.show()
    assert tab.send_to_printer.isVisible() == (tab_module.pdf_document_class() is not None)


def test_knockout_bracket_is_drawn(tab: TournamentTab, tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    _played_round(tab, tmp_path / "k.sqlite", names="ABCDEFGH", format="knockout")
    assert tab.side_tabs.isTabVisible(tab.bracket_index)
    view = tab.seat_next_round()  # the final: table 1's and table 2's winners
    assert view is not None and len(view.tables) == 1
    finalists = [p.name for p in view.tables[0].players]
    tab.record_finished_game(finished_record(finalists[::-1]))
    bracket = tab.bracket_view
    assert [(b.round, b.table) for b in bracket.boxes] == [(1, 1), (1, 2), (2, 1)]
    assert len(bracket.links) == 2 and all(target.round == 2 for _s, target in bracket.links)
    final = bracket.boxes[-1]
    # The final sends nobody on (issue 39): its winner is the champion, named under it.
    assert final.entries == ((f"1. {finalists[1]}", False), (f"2. {finalists[0]}", False))
    winners = [text for b in bracket.boxes[:2] for text, on in b.entries if on]
    assert [w.split(". ", 1)[1] for w in winners] == finalists
    # Headed by stage, counted back from the final once it is seated (issue 39).
    assert [t for _x, t in bracket.round_titles] == ["Semi-final", "Final"]
    assert bracket.champion == finalists[1]
    # The final's box sits between the two tables it came from.
    first, second = bracket.boxes[0].rect, bracket.boxes[1].rect
    assert first.center().y() < final.rect.center().y() < second.center().y()
    tab.side_tabs.setCurrentIndex(tab.bracket_index)
    tab.show()
    image = bracket.grab().toImage()
    assert image.width() >= final.rect.right() and image.pixelColor(5, 5).isValid()
    # The same bracket on paper, for the wall (issue 14).
    out = tmp_path / "bracket.pdf"
    assert tab.print_bracket_button.isEnabled()
    tab.prints.print_bracket(out)
    assert tab.prints.wait_for_pdf()
    text = pdf_text(out)
    assert "Knock-out bracket" in text and "Semi-final" in text and "Final (round 2)" not in text
    assert f"Champion: {finalists[1]}" in text and all(name in text for name in "ABCDEFGH")


def test_swiss_has_no_bracket_tab(tab: TournamentTab, tmp_path: Path) -> None:
    _played_round(tab, tmp_path / "w.sqlite")
    assert not tab.side_tabs.isTabVisible(tab.bracket_index)
    assert tab.bracket_view.boxes == []


def test_table_sizes_are_set_before_the_first_round(tab: TournamentTab, tmp_path: Path) -> None:
    tab.new_tournament(tmp_path / "z.sqlite", "sizes", seed=2)
    assert (tab.settings_panel.min_seats_spin.value(), tab.settings_panel.max_seats_spin.value()) == (3, 4)
    tab.settings_panel.max_seats_spin.setValue(5)
    tab.settings_panel.min_seats_spin.setValue(4)
    info = tab.tournament.info()
    assert (info.min_table_size, info.table_size) == (4, 5)
    tab.settings_panel.max_seats_spin.setValue(3)  # fewer than the minimum: refused, the spins go back
    assert "make no sense" in tab.status.text() and tab.settings_panel.max_seats_spin.value() == 5
    for name in "ABCDEFGHI":
        tab.add_player(name)
    view = tab.seat_next_round()
    assert view is not None and sorted(len(t.players) for t in view.tables) == [4, 5]
    assert not tab.settings_panel.max_seats_spin.isEnabled()
    assert not tab.set_table_sizes(3, 4)
    assert "fixed once round 1 is seated" in tab.status.text()


def test_print_seating_list_from_the_tab(tab: TournamentTab, tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 14: the "where do I sit" list of the round chosen on the left."""
    _played_round(tab, tmp_path / "t.sqlite")
    assert tab.print_seats_button.isEnabled()
    with qtbot.waitSignal(tab.prints.pdf_ready, timeout=10000) as blocker:
        out = tab.prints.print_seating_list(tmp_path / "seats.pdf")
    assert blocker.args == [out] and out.read_bytes().startswith(b"%PDF-")


def test_print_all_sheets_of_a_round(tab: TournamentTab, tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 14: every table's sheet of a round at once, one page each."""
    import shutil
    import subprocess

    _played_round(tab, tmp_path / "t.sqlite")
    view = tab.current_round()
    with qtbot.waitSignal(tab.prints.pdf_ready, timeout=10000) as blocker:
        out = tab.prints.print_round_sheets(tmp_path / "sheets.pdf")
    assert blocker.args == [out] and out.read_bytes().startswith(b"%PDF-")
    if shutil.which("pdfinfo"):
        info = subprocess.run(["pdfinfo", str(out)], capture_output=True, text=True).stdout
        pages = int(next(line.split()[-1] for line in info.splitlines() if line.startswith("Pages:")))
        assert pages >= len(view.tables)


def test_an_override_that_makes_a_repeat_meeting_is_flagged(tab: TournamentTab, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Issue 14: putting two players together again is allowed, but said."""
    _played_round(tab, tmp_path / "t.sqlite", names="ABCDEFGH")
    first = tab.tournament.round(1)
    second = tab.seat_next_round()
    # Put a round-1 table-mate of the first seat-1 player next to them.
    host = second.tables[0].players[0]
    mate = next(p for t in first.tables if host in t.players for p in t.players if p != host)
    assert tab.override_seat(second.tables[0].number, 2, mate.name)
    repeats = tab.tournament.repeat_meetings(2)
    assert any({a, b} == {host.name, mate.name} and when == 1 for a, b, when in repeats)
    assert "already met in round 1" in tab.status.text()


def test_table_commands_without_a_selected_table_say_so_and_change_nothing(
    tab: TournamentTab, tmp_path: Path
) -> None:
    _played_round(tab, tmp_path / "s.sqlite")
    tab.tables_tree.setCurrentItem(None)
    before = tab.tournament.round(1)
    asked: list[object] = []
    tab.tableGameRequested.connect(lambda *args: asked.append(args))
    for command, refused in ((tab.request_table_game, False), (tab.undo_match_game, False),
                             (tab.paper_result_dialog, None)):
        tab.say("")
        assert command() is refused
        assert tab.status.text() == "Select a table first"
    assert asked == [] and tab.tournament.round(1) == before
