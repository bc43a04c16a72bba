"""Typing a table's paper score sheet into the Tournament tab, and correcting it (issue 14)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from daifugo_gui.ui.tournament.tournament_tab import TournamentTab


@pytest.fixture
def tab(make_tab, tmp_path: Path):  # type: ignore[no-untyped-def]
    widget = make_tab("ja", other_settings_ok=False, shown=True)
    assert widget.new_tournament(tmp_path / "cup.sqlite", "紙の大会", seed=3)
    for name in ("山田 太郎", "佐藤 花子", "鈴木 一郎", "Alice"):
        assert widget.add_player(name)
    assert widget.seat_next_round() is not None
    return widget


def select_table(tab: TournamentTab, number: int) -> None:
    for i in range(tab.tables_tree.topLevelItemCount()):
        item = tab.tables_tree.topLevelItem(i)
        if item.data(0, Qt.ItemDataRole.UserRole) == (number, 0):
            tab.tables_tree.setCurrentItem(item)
            return
    raise AssertionError(f"no table {number}")


def type_into(qtbot, widget, text: str) -> None:  # type: ignore[no-untyped-def]
    widget.setFocus()
    widget.selectAll()
    if text.isascii():
        qtbot.keyClicks(widget, text)
    else:  # QTest types ASCII keys only; Japanese arrives committed, as from an input method
        widget.insert(text)


def test_the_organiser_types_a_sheet_then_corrects_it(tab: TournamentTab, qtbot) -> None:  # type: ignore[no-untyped-def]
    select_table(tab, 1)
    dialog = tab.paper_result_dialog()
    assert dialog is not None and not dialog.correcting
    qtbot.addWidget(dialog)
    dialog.show()
    players = dialog.players
    # An unfinished sheet is refused with the missing names, nothing stored.
    dialog.accept()
    assert dialog.isVisible() and players[0] in dialog.error.text()
    assert tab.tournament.round(1).tables[0].game is None
    # Ranks in seat order reversed, cards left, one foul, a prime.
    for i, spin in enumerate(dialog.ranks):
        type_into(qtbot, spin, str(len(players) - i))
    for i, spin in enumerate(dialog.cards):
        type_into(qtbot, spin, str(0 if i == len(players) - 1 else 5 - i))
    type_into(qtbot, dialog.fouls[0], "1")
    type_into(qtbot, dialog.primes[-1], "1009")
    dialog.accept()
    assert not dialog.isVisible(), dialog.error.text()
    game = tab.tournament.round(1).tables[0].game
    assert game is not None and game.source == "paper"
    assert game.summary.ranking == tuple(players[::-1]) and game.summary.largest_prime == "1009"
    assert "記録" in tab.status.text() or "Recorded" in tab.status.text()

    # The same table again: a correction, prefilled, that needs a name.
    select_table(tab, 1)
    fix = tab.paper_result_dialog()
    assert fix is not None and fix.correcting
    qtbot.addWidget(fix)
    fix.show()
    assert [s.value() for s in fix.ranks] == [len(players) - i for i in range(len(players))]
    first, second = fix.ranks[-1], fix.ranks[-2]
    type_into(qtbot, first, "2")
    type_into(qtbot, second, "1")
    fix.accept()
    assert fix.isVisible() and fix.error.text()  # nobody named: refused
    type_into(qtbot, fix.who, "判定 一郎")
    type_into(qtbot, fix.why, "順位の書き間違い")
    fix.accept()
    assert not fix.isVisible(), fix.error.text()
    game = tab.tournament.round(1).tables[0].game
    assert game.summary.ranking[:2] == (players[-2], players[-1])
    log = tab.corrections_view
    assert log.topLevelItemCount() == 1
    line = log.topLevelItem(0)
    assert line.text(1) == "判定 一郎" and line.text(3) == "順位の書き間違い"
    changes = [line.child(i).text(3) for i in range(line.childCount())]
    assert any(players[-1] in c and "1 → 2" in c for c in changes), changes
    assert tab.side_tabs.tabText(tab.corrections_index).endswith("(1)")


def test_standings_mark_the_withdrawn_and_each_rounds_table_size(tab: TournamentTab, qtbot) -> None:  # type: ignore[no-untyped-def]
    from daifugo_gui.tournament import PaperRow
    from daifugo_gui.ui.tournament.standings_model import StandingsModel

    t = tab.tournament
    view = t.round(1)
    for table in view.tables:
        t.record_paper_result(1, table.number, [PaperRow(p.name, k + 1) for k, p in enumerate(table.players)])
    first = view.tables[0].players[0].name
    tab.player_pick.setCurrentIndex(tab.player_pick.findData(first))
    assert tab.withdraw_player(first)
    model = tab.standings_model
    rows = {model.row_at(r).name: r for r in range(model.rowCount())}
    name_column = StandingsModel.COLUMNS.index("name")
    rounds_column = StandingsModel.COLUMNS.index("rounds")
    shown = model.data(model.index(rows[first], name_column))
    assert shown.startswith(first) and "withdrew from round 2" in shown
    size = len(view.tables[0].players)
    assert model.data(model.index(rows[first], rounds_column)) == f"1/{size}"


def test_a_game_played_under_other_settings_needs_the_organisers_yes(tab: TournamentTab, tmp_path: Path) -> None:
    import json

    from daifugo_gui.tournament.demo import finished_record

    view = tab.tournament.round(1)
    names = [p.name for p in view.tables[0].players]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(finished_record(names), ensure_ascii=False), encoding="utf-8")  # hand_size 1
    tab.prompts.answer(False)
    assert tab.import_record(path) is None
    asked = [q.text for q in tab.prompts.asked if q.kind == "confirm"]
    assert asked and "hand_size: 11 → 1" in asked[0]
    assert tab.tournament.round(1).tables[0].game is None and "hand_size" in tab.status.text()
    tab.prompts.answer(True)
    stored = tab.import_record(path)
    assert stored is not None and tab.tournament.round(1).tables[0].game is not None
