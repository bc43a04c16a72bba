"""The tournament tab, offscreen: a whole small tournament driven through the widget."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402

from daifugo_gui.tournament.demo import eventful_record, finished_record  # noqa: E402
from daifugo_gui.ui.tournament.standings_model import StandingsModel
from daifugo_gui.ui.tournament.tournament_tab import TournamentTab  # noqa: E402


@pytest.fixture
def tab(make_tab):  # type: ignore[no-untyped-def]
    return make_tab("ja")


def test_runs_a_small_tournament(tab: TournamentTab, tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    assert not tab.seat_button.isEnabled()
    assert tab.new_tournament(tmp_path / "cup.sqlite", "第1回 素数大富豪大会", seed=3)
    csv = tmp_path / "players.csv"
    csv.write_text("名前,よみ,所属\n山田 太郎,やまだ たろう,東京素数会\n佐藤 花子,さとう はなこ,京都大学\n"
                   "鈴木 一郎,すずき いちろう,\nAlice,,MathPower\n", encoding="utf-8")
    assert tab.import_players(csv) == 4
    tab.player_name.setText("Bob")
    tab.player_reading.setText("ぼぶ")
    qtbot.mouseClick(tab.add_player_button, Qt.MouseButton.LeftButton)
    assert [p.name for p in tab.tournament.players()][-1] == "Bob"
    assert tab.player_name.text() == ""
    assert tab.seed_spin.value() == 3

    view = tab.seat_next_round()
    # Five players at tables of 3..4 seats: one table of four and a bye.
    assert view is not None and [len(t.players) for t in view.tables] == [4] and len(view.byes) == 1
    assert tab.tables_tree.topLevelItemCount() == 2  # the table and the byes line
    assert tab.standings_view.isColumnHidden(StandingsModel.COLUMNS.index("note"))
    assert not tab.seed_spin.isEnabled()  # the draw's seed is fixed once a round exists

    # Record every table from a file, as if carried over from that table's laptop.
    for table in view.tables:
        names = [p.name for p in table.players]
        path = tmp_path / f"table{table.number}.json"
        record = eventful_record(names) if len(names) == 4 else finished_record(names[::-1])
        path.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
        assert tab.import_record(path) is not None
    model = tab.standings_model
    assert model.rowCount() == 5
    assert model.headerData(0, Qt.Orientation.Horizontal) == "Place"
    assert model.data(model.index(0, 0)) == "1"
    leader = tab.tournament.standings()[0].name
    assert model.data(model.index(0, 1)) == leader

    # A bad file: one clear line in the status, nothing lost.
    bad = tmp_path / "broken.json"
    bad.write_text("{", encoding="utf-8")
    assert tab.import_record(bad) is None
    assert str(bad) in tab.status.text() and "not JSON" in tab.status.text()
    assert model.rowCount() == 5

    out = tab.prints.print_standings(tmp_path / "standings.pdf")
    assert out is not None and tab.prints.wait_for_pdf()
    assert out.read_bytes().startswith(b"%PDF-")
    tab.tables_tree.setCurrentItem(tab.tables_tree.topLevelItem(0))
    for action, name in ((tab.prints.print_score_sheet, "sheet.pdf"), (tab.prints.print_round_results, "round.pdf"),
                         (tab.prints.print_blank_sheet, "blank.pdf")):
        written = action(tmp_path / name)
        assert written is not None and tab.prints.wait_for_pdf()
        assert written.read_bytes().startswith(b"%PDF-")
    assert tab.export_standings(tmp_path / "s.json") is not None
    assert json.loads((tmp_path / "s.json").read_text(encoding="utf-8"))["standings"][0]["name"] == leader

    shots = Path(os.environ.get("DAIFUGO_SHOTS", tmp_path))
    shots.mkdir(parents=True, exist_ok=True)
    assert tab.grab().save(str(shots / "tournament_tab.png"))


def test_override_a_seat_from_the_tab(tab: TournamentTab, tmp_path: Path) -> None:
    tab.new_tournament(tmp_path / "o.sqlite", "override", seed=1, min_table_size=4)
    for name in ("A", "B", "C", "D", "E"):
        tab.add_player(name)
    view = tab.seat_next_round()
    assert view is not None and len(view.byes) == 1
    bye = view.byes[0].name
    first = tab.tables_tree.topLevelItem(0).child(0)
    tab.tables_tree.setCurrentItem(first)
    tab.override_player.setCurrentText(bye)
    tab.override_button.click()
    assert tab.current_round().tables[0].players[0].name == bye
    assert tab.tables_tree.topLevelItem(0).child(0).text(0).endswith("*")


def test_errors_show_in_the_status_line(tab: TournamentTab, tmp_path: Path) -> None:
    assert not tab.open_tournament(tmp_path / "missing.sqlite")
    assert "missing.sqlite: no such file" in tab.status.text()
    tab.new_tournament(tmp_path / "e.sqlite", "errors")
    assert not tab.add_player("")
    assert "empty name" in tab.status.text()
    assert tab.seat_next_round() is None
    assert "at least two players" in tab.status.text()


def test_withdraw_rename_and_undo_a_seating_in_the_window(tab: TournamentTab, tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 14: everyday corrections without Python."""
    assert tab.new_tournament(tmp_path / "cup.sqlite", "杯", seed=3)
    for name in ("吉田", "佐藤", "鈴木", "田中", "高橋", "伊藤", "渡辺", "山本"):
        tab.add_player(name)
    view = tab.seat_next_round()
    assert view is not None and tab.tournament.round_numbers() == [1]
    prompts = tab.prompts
    asked = lambda: [a.text for a in prompts.asked if a.kind == "confirm"]  # noqa: E731
    prompts.answer(False)
    qtbot.mouseClick(tab.unseat_button, Qt.MouseButton.LeftButton)  # issue 26: asks first; "No" keeps it
    assert asked() and "1" in asked()[-1] and tab.tournament.round_numbers() == [1]
    prompts.answer(True)
    qtbot.mouseClick(tab.unseat_button, Qt.MouseButton.LeftButton)  # a mis-seated round taken back
    assert tab.tournament.round_numbers() == []
    view = tab.seat_next_round()
    for table in view.tables:
        names = [p.name for p in table.players]
        tab.tournament.record_game(1, table.number, finished_record(names))
    tab.refresh()
    assert not tab.undo_last_seating() and tab.tournament.round_numbers() == [1]  # it has results
    # 吉 typed where 𠮷 was meant: rename, and the recorded game follows
    tab.player_pick.setCurrentIndex(tab.player_pick.findData("吉田"))
    prompts.answer("𠮷田")
    qtbot.mouseClick(tab.rename_button, Qt.MouseButton.LeftButton)
    names = [p.name for p in tab.tournament.players()]
    assert "𠮷田" in names and "吉田" not in names
    assert "𠮷田" in [row.name for row in tab.tournament.standings()]
    assert not tab.rename_player("佐藤", "鈴木")  # taken
    assert not tab.rename_player("佐藤", "佐\x07藤") and "control character" in tab.status.text()
    # 山本 withdraws: not seated in round 2
    tab.player_pick.setCurrentIndex(tab.player_pick.findData("山本"))
    prompts.answer(False)
    qtbot.mouseClick(tab.withdraw_button, Qt.MouseButton.LeftButton)  # asks first: "No" changes nothing
    assert "山本" in asked()[-1] and all(p.dropped_from_round is None for p in tab.tournament.players())
    prompts.answer(True)
    qtbot.mouseClick(tab.withdraw_button, Qt.MouseButton.LeftButton)
    assert "(withdrawn)" in tab.player_pick.itemText(tab.player_pick.findData("山本")) or "棄権" in tab.player_pick.itemText(tab.player_pick.findData("山本"))
    second = tab.seat_next_round()
    seated = [p.name for t in second.tables for p in t.players] + [p.name for p in second.byes]
    assert "山本" not in seated and len(seated) == 7
