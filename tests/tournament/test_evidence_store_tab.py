"""Issue 24 through the Tournament tab: a print or an export never replaces the
tournament file, and the judge reads why in the status line."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from daifugo_gui.ui.tournament.tournament_tab import TournamentTab


@pytest.fixture
def tab(qtbot):  # type: ignore[no-untyped-def]
    widget = TournamentTab(lang="en")
    widget.prints.open_after_print = False
    qtbot.addWidget(widget)
    return widget


def test_printing_standings_over_the_tournament_file_is_refused(tab: TournamentTab, tmp_path: Path) -> None:
    cup = tmp_path / "cup.sqlite"
    assert tab.new_tournament(cup, "cup", seed=3)
    tab.tournament.add_players((n, "", "") for n in ["Aki", "Ben", "Chie"])
    before = cup.read_bytes()
    assert tab.prints.print_standings(cup) is None
    assert not tab.prints.busy
    assert "file being read" in tab.status.text() and str(cup) in tab.status.text()
    assert tab.export_standings(cup) is None
    assert "file being read" in tab.status.text()
    assert cup.read_bytes() == before
    assert [p.name for p in tab.tournament.players()] == ["Aki", "Ben", "Chie"]


def test_correcting_a_judged_table_from_the_paper_dialog_keeps_its_record(tab: TournamentTab, tmp_path: Path,
                                                                          qtbot) -> None:  # type: ignore[no-untyped-def]
    from daifugo_gui.tournament.demo import eventful_record

    assert tab.new_tournament(tmp_path / "cup.sqlite", "cup", seed=3)
    for name in ("Aki", "Ben", "Chie", "Dai"):
        assert tab.add_player(name)
    view = tab.seat_next_round()
    names = [p.name for p in view.tables[0].players]
    tab.tournament.record_game(1, 1, eventful_record(names))
    tab.refresh()
    judged = tab.tournament.round(1).tables[0].game
    tab.tables_tree.setCurrentItem(tab.tables_tree.topLevelItem(0))
    fix = tab.paper_result_dialog()
    assert fix is not None and fix.correcting
    qtbot.addWidget(fix)
    ranks = [s.value() for s in fix.ranks]
    first, second = ranks.index(1), ranks.index(2)
    fix.ranks[first].setValue(2)
    fix.ranks[second].setValue(1)
    fix.who.setText("Ito")
    fix.why.setText("swapped on the sheet")
    fix.accept()
    assert not fix.isVisible(), fix.error.text()
    game = tab.tournament.round(1).tables[0].game
    assert game.record == judged.record and game.summary.events == judged.summary.events
    table_item = tab.tables_tree.topLevelItem(0)
    assert table_item.text(2) == "corrected by Ito"
    seat_texts = [table_item.child(i).text(2) for i in range(table_item.childCount())]
    assert "1 (was 2)" in seat_texts and "2 (was 1)" in seat_texts
    assert tab.corrections_view.topLevelItem(0).text(3) == "swapped on the sheet"


def test_a_damaged_stored_record_is_named_in_the_rounds_view(tab: TournamentTab, tmp_path: Path) -> None:
    from daifugo_gui.tournament.demo import finished_record

    cup = tmp_path / "cup.sqlite"
    assert tab.new_tournament(cup, "cup", seed=3)
    for name in ("Aki", "Ben", "Chie", "Dai", "Eri", "Fumi", "Gen", "Hana"):
        assert tab.add_player(name)
    view = tab.seat_next_round()
    for table in view.tables:
        record = finished_record([p.name for p in table.players])
        if table.number == 1:
            record["meta"] = {"note": "MARKERone"}
        tab.tournament.record_game(1, table.number, record)
    tab.tournament.close()
    data = bytearray(cup.read_bytes())
    at = data.find(b"MARKERone")
    data[at + 2] ^= 0x80  # a flipped bit: no longer UTF-8
    cup.write_bytes(bytes(data))
    assert tab.open_tournament(cup)
    texts = [tab.tables_tree.topLevelItem(i).text(2) for i in range(tab.tables_tree.topLevelItemCount())]
    assert texts[:2] == ["recorded; its record is damaged", "recorded"]
    assert "round 1, table 1" in tab.tables_tree.topLevelItem(0).toolTip(2)
    assert tab.standings_model.rowCount() == 8
