"""A requested bye from the Tournament tab (issue 26, "pause one round"): the organiser picks
a player, presses Pause a round…, confirms, and the next round is seated without them and
scores them as a bye; pressing again takes the request back."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402

from daifugo_gui.tournament.demo import finished_record  # noqa: E402
from daifugo_gui.ui.tournament.tournament_tab import TournamentTab  # noqa: E402
from tab_prompts import TabPrompts  # noqa: E402

NAMES = ("吉田", "佐藤", "鈴木", "田中", "高橋", "伊藤", "渡辺", "山本")


def _pick_and_press(tab: TournamentTab, qtbot, name: str) -> None:  # type: ignore[no-untyped-def]
    tab.player_pick.setCurrentIndex(tab.player_pick.findData(name))
    qtbot.mouseClick(tab.pause_button, Qt.MouseButton.LeftButton)


def _round_list_lines(tab: TournamentTab) -> list[str]:
    tree = tab.tables_tree
    return [f"{tree.topLevelItem(i).text(0)} | {tree.topLevelItem(i).text(1)}" for i in range(tree.topLevelItemCount())]


def _first_round_recorded(make_tab, tmp_path: Path) -> tuple[TournamentTab, TabPrompts]:  # type: ignore[no-untyped-def]
    tab = make_tab("en", shown=True)
    tab.prompts = prompts = TabPrompts()
    assert tab.new_tournament(tmp_path / "cup.sqlite", "休み杯", seed=5)
    for name in NAMES:
        assert tab.add_player(name)
    assert tab.seat_next_round() is not None
    for table in tab.tournament.round(1).tables:  # type: ignore[union-attr]
        tab.tournament.record_game(1, table.number,  # type: ignore[union-attr]
                                   finished_record([p.name for p in table.players]))
    tab.refresh()
    return tab, prompts


def test_a_paused_player_sits_out_the_next_round_as_a_bye(make_tab, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    tab, prompts = _first_round_recorded(make_tab, tmp_path)
    before = {row.name: row.points for row in tab.tournament.standings()}  # type: ignore[union-attr]

    prompts.answer(False)  # the organiser thinks again: nothing is stored
    _pick_and_press(tab, qtbot, "伊藤")
    assert tab.tournament.requested_byes(2) == []  # type: ignore[union-attr]

    prompts.answer(True)
    _pick_and_press(tab, qtbot, "伊藤")
    assert "伊藤" in prompts.asked[-1].text and "round 2" in prompts.asked[-1].text
    assert tab.tournament.requested_byes(2) == ["伊藤"]  # type: ignore[union-attr]
    assert tab.status.text().startswith("伊藤 sits out round 2")
    assert "Round 2: byes asked | 伊藤" in _round_list_lines(tab)

    view = tab.seat_next_round()
    assert view is not None and view.number == 2
    seated = [p.name for t in view.tables for p in t.players]
    assert "伊藤" not in seated and [p.name for p in view.byes] == ["伊藤"]
    assert any("伊藤 (asked)" in line for line in _round_list_lines(tab))
    # Seating moves no standings; the bye counts once the round is recorded.
    assert {row.name: row.points for row in tab.tournament.standings()} == before  # type: ignore[union-attr]


def test_pressing_again_takes_the_request_back_and_the_player_is_seated(make_tab, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    tab, prompts = _first_round_recorded(make_tab, tmp_path)
    prompts.answer(True, True)
    _pick_and_press(tab, qtbot, "山本")
    _pick_and_press(tab, qtbot, "山本")
    assert "Take the request back" in prompts.asked[-1].text
    assert tab.tournament.requested_byes(2) == []  # type: ignore[union-attr]
    assert tab.status.text().startswith("山本 will be seated in round 2")
    view = tab.seat_next_round()
    assert view is not None and "山本" in [p.name for t in view.tables for p in t.players]


def test_a_refused_pause_is_said_and_changes_nothing(make_tab, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    tab, prompts = _first_round_recorded(make_tab, tmp_path)
    prompts.answer(True)
    tab.player_pick.setCurrentIndex(tab.player_pick.findData("渡辺"))
    qtbot.mouseClick(tab.withdraw_button, Qt.MouseButton.LeftButton)  # 渡辺 withdraws first
    prompts.answer(True)
    _pick_and_press(tab, qtbot, "渡辺")
    assert tab.status.text().startswith("Error:") and "withdrawn" in tab.status.text()
    assert tab.tournament.requested_byes(2) == []  # type: ignore[union-attr]
